"""The announcer: the one door every line the game says goes through.

It prints (the main channel), keeps the review buffer and the transcript, and routes each
message to the speech channels (screen reader, built-in voice) and the earcons by mode,
verbosity, priority and the per-category switches (``accessibility.md``, "Output channels").

Routing, for :meth:`Announcer.announce` (a printed line):

- printed unless the verbosity is "brief" and the priority LOW;
- built-in voice: spoken when its category is on (LOW is dropped at "brief", may be dropped
  when the voice is busy at "normal", always queued at "full"; ALERT interrupts);
- screen reader: not sent (the screen reader reads the printed line itself) unless the
  ``speak_all`` setting is on;
- earcon: played when the message names one, its category is on and sounds are on;
- a secret message is printed and nothing else: no history, transcript, speech or sound;
  :meth:`Announcer.whisper` is the other way round for a secret read back at a shared keyboard:
  spoken and nothing else.

:meth:`Announcer.notify` speaks without printing (status hotkeys, alerts while typing); when
no speech channel is active, or the category is switched to printed only, it prints instead.
With speech "off" and no ``channels`` given nothing but printing happens and no speech or
sound library is imported.

With ``defer=True`` (``tek-access play`` at a terminal) no backend is probed when the announcer
is made, so the first question is printed without waiting for speech or sound libraries: lines
are printed and recorded at once and queued for the channels, and :meth:`Announcer.open_backends`
(called by the console once the first prompt is on screen) opens the backends and routes the
queued lines to them in order.
"""
from __future__ import annotations

import os
import sys
import threading
from collections.abc import Iterable
from typing import Any, TextIO

from tek_access.audio.history import ReviewBuffer
from tek_access.audio.messages import Category, Message, Priority, to_ascii
from tek_access.core.messages import CORE
from tek_access.core.text import plain

__all__ = ["Announcer", "Category", "Priority", "Message"]

SPEECH_KINDS = ("screenreader", "voice")


class Announcer:
    """Print, record, speak and sound every message.

    ``out``: where lines are printed (default ``sys.stdout``, looked up at each print so
    prompt_toolkit's ``patch_stdout`` works). ``transcript``: a file path; every non-secret
    line is appended to it, plain ASCII, one per line, flushed as it goes. ``speech``: the
    already resolved mode "auto" | "screenreader" | "voice" | "off" (see
    :func:`tek_access.audio.modes.resolve_speech_mode`). ``settings``: a
    :class:`tek_access.settings.Settings` (default: the defaults, nothing read from disk).
    ``channels``: ready channel objects (tests pass fakes); when given, ``speech`` only names
    the mode and no backend is opened. ``defer``: open the backends only when
    :meth:`open_backends` is called, queueing what is said until then; :meth:`mode_line` then
    names the requested mode as starting. ``ascii_only``: every line folded to plain ASCII ("Debut"),
    printed, spoken, kept and written (the default, for a door that cannot tell what its reader carries);
    False keeps accented letters ("Début") wherever the output can carry them: a printed line is folded
    only for an ``out`` whose encoding cannot carry a letter, and the transcript is UTF-8.
    Raises OSError when the transcript cannot be opened.
    """

    def __init__(self, *, out: TextIO | None = None,
                 transcript: str | os.PathLike | None = None,
                 speech: str = "off", settings: Any = None,
                 channels: Iterable[Any] | None = None, defer: bool = False, ascii_only: bool = True) -> None:
        if settings is None:
            from tek_access.settings import Settings

            settings = Settings()
        self._settings = settings
        self._out = out
        self.ascii_only = ascii_only
        self._lock = threading.RLock()
        self._history = ReviewBuffer()
        self._transcript: TextIO | None = None
        if transcript is not None:
            self._transcript = open(transcript, "a", encoding="ascii" if ascii_only else "utf-8", errors="replace",
                                    newline="\n")
        self.notes: list[str] = []  # why a requested mode or channel is not available
        self._deferred: str | None = None  # the requested mode while its backends wait to open
        self._queued: list[tuple[str, Priority, bool, str | None]] = []  # said while deferred
        speech = str(speech).strip().lower()
        if channels is not None:
            self._channels = list(channels)
            self._mode = speech
        elif speech == "off":
            self._channels = []
            self._mode = "off"
        elif defer:
            self._channels = []
            self._mode = speech
            self._deferred = speech
        else:
            self._open(speech)
        self._closed = False

    def _open(self, speech: str) -> None:
        self._requested = speech
        try:
            from tek_access.audio.backends import open_channels
        except ImportError as exc:  # pragma: no cover - only while backends are absent
            self._mode, self._channels = "off", []
            self.notes.append(CORE("mode-unavailable", problem=str(exc)))
            return
        try:
            self._mode, self._channels, notes = open_channels(speech, self._settings)
        # Guards third-party speech backends probed at start (pyttsx3, accessible_output2, speechd): a backend
        # that breaks must not stop the game. Not a hiding place: the error's type and text are in the notes the
        # player hears, and tests/test_audio_*.py drive our own channels without this net.
        except Exception as exc:  # noqa: BLE001
            self._mode, self._channels = "off", []
            notes = [to_ascii(CORE("mode-unavailable", problem=f"{type(exc).__name__}: {exc}"))]
        self.notes.extend(notes)

    # ------------------------------------------------------------ properties

    @property
    def history(self) -> ReviewBuffer:
        """The review buffer (``last()``, ``previous()``, ``next()``, ``recent(n)``)."""
        return self._history

    @property
    def mode(self) -> str:
        """The speech mode in force: "screenreader", "voice" or "off" (or what the caller named)."""
        return self._mode

    @property
    def reader_mode(self) -> bool:
        """Screen-reader mode, asked for or in force (also when speech-dispatcher is missing: the
        screen reader still reads the printed lines)."""
        return "screenreader" in (self._mode, self._deferred, getattr(self, "_requested", None))

    @property
    def settings(self) -> Any:
        """The :class:`~tek_access.settings.Settings` in force."""
        return self._settings

    @property
    def channels(self) -> list[Any]:
        """The open channels (screen reader, voice, earcons), in routing order."""
        return list(self._channels)

    @property
    def deferred(self) -> bool:
        """True while the speech and sound backends wait for :meth:`open_backends`."""
        return self._deferred is not None

    def open_backends(self) -> bool:
        """Open the backends of a deferred announcer (``defer=True``) now.

        Every line said while they waited is then routed to them in order, as it would have
        been (the built-in voice speaks each one; only the newest earcon is played, since each
        earcon cuts the one before). Prints nothing: say :meth:`mode_line` afterwards to tell
        the player what opened. Returns True when backends were opened by this call, False when
        there was nothing to open (not deferred, already opened, or closed).
        """
        with self._lock:
            if self._deferred is None or self._closed:
                return False
            speech, self._deferred = self._deferred, None
            self._open(speech)
            queued, self._queued = self._queued, []
            last_earcon = max((i for i, item in enumerate(queued) if item[3]), default=-1)
            for index, (text, priority, printed, earcon) in enumerate(queued):
                self._route(text, priority, printed, earcon if index == last_earcon else None)
            return True

    @property
    def speaking(self) -> bool:
        """True when a speech channel (screen reader or voice) is open."""
        return any(getattr(c, "kind", None) in SPEECH_KINDS for c in self._channels)

    def apply_settings(self, settings: Any) -> None:
        """Use ``settings`` from now on and pass them to every channel (rate, volume, ...).

        A deferred announcer opens its backends with the settings in force at that time.
        """
        with self._lock:
            self._settings = settings
            for channel in self._channels:
                configure = getattr(channel, "configure", None)
                if configure is not None:
                    self._guard(configure, settings)

    def mode_line(self) -> str:
        """The first line of a session: the speech mode, sounds and why a fallback happened.

        In screen-reader mode (requested or in force) it starts "Screen-reader mode." and what is
        missing, with its fix, follows on one short second line.
        """
        if self._deferred is not None:
            requested = CORE("mode-name", mode=self._deferred)
            starting = CORE("mode-starting", requested=requested, sounds=bool(getattr(self._settings, "sounds", True)))
            return f"{CORE('mode-screen-reader')} {starting}" if self._deferred == "screenreader" else starting
        parts = []
        reader_mode = self._mode == "screenreader" or getattr(self, "_requested", None) == "screenreader"
        if reader_mode:
            parts.append(CORE("mode-screen-reader"))
        speech = [c for c in self._channels if getattr(c, "kind", None) in SPEECH_KINDS]
        if speech:
            desc = ", ".join(getattr(c, "description", c.kind) for c in speech)
            mode = CORE("mode-name", mode=self._mode) if self._mode != "auto" else self._mode
            parts.append(CORE("mode-speech", mode=mode, description=desc))
        else:
            parts.append(CORE("mode-text-only"))
        sounds = any(getattr(c, "kind", None) == "earcons" for c in self._channels)
        parts.append(CORE("mode-sounds", on=sounds))
        if reader_mode and self.notes:
            return " ".join(parts) + "\n" + " ".join(self.notes)
        parts.extend(self.notes)
        return " ".join(parts)

    # ------------------------------------------------------------ output

    def announce(self, text_or_message: str | Message, category: Category = Category.SYSTEM,
                 priority: Priority = Priority.NORMAL, *, secret: bool = False,
                 earcon: str | None = None) -> None:
        """Print a message (text may hold several lines), record it, speak and sound it.

        Pass either a :class:`Message` or its text with the other fields; ``category``,
        ``priority``, ``secret`` and ``earcon`` are ignored when a Message is given.
        """
        message = self._message(text_or_message, category, priority, secret, earcon)
        self._deliver(message, printed=True, record=True)

    def notify(self, text_or_message: str | Message, category: Category = Category.SYSTEM,
               priority: Priority = Priority.NORMAL, *, earcon: str | None = None) -> None:
        """Speak without printing (status hotkeys, alerts while the player types); recorded.

        Printed instead when no speech channel is open or the category is printed only.
        A secret is never spoken: it is printed only.
        """
        message = self._message(text_or_message, category, priority, False, earcon)
        self._deliver(message, printed=False, record=True)

    def review(self, text: str | None, *, printed: bool = False) -> str | None:
        """Say ``text`` again without recording it (repeat, previous, next, history N).

        ``printed=False`` (review keys): spoken, interrupting, or printed when nothing speaks.
        ``printed=True`` (typed review commands, one call per line of ``history N``): printed,
        and spoken as a printed line is, queued so every line is heard.
        Returns ``text``; does nothing for None.
        """
        if text is None:
            return None
        message = Message(text, Category.SYSTEM, Priority.NORMAL if printed else Priority.ALERT)
        self._deliver(message, printed=printed, record=False)
        return text

    def review_lines(self, verb: str, argument: str | None = None, category: str | None = None) -> list[str]:
        """``repeat``, ``previous``, ``next`` or ``history [CATEGORY] [N]`` over what was said: the lines to print
        (:func:`tek_access.audio.review.review_command`; ValueError with a short message when bad)."""
        from tek_access.audio.review import review_command

        return review_command(self, verb, argument, category)

    @staticmethod
    def key_help_lines() -> list[str]:
        """The console's speech keys, count first, for ``help keys`` (:func:`tek_access.audio.keys.key_help_lines`)."""
        from tek_access.audio.keys import key_help_lines

        return key_help_lines()

    def whisper(self, text: str) -> bool:
        """Say a secret to the listener alone (one's own locked war die, read back on request):
        through the open speech channels only (screen reader or built-in voice), at once, and
        never printed, kept in history, written to the transcript or sounded
        (accessibility.md, Secret war bids at one keyboard). Returns True when a speech channel
        took it; False, saying nothing, when none is open (speech off, or not started yet)."""
        text = self._plain(text).rstrip("\n")
        with self._lock:
            if self._closed or self._deferred is not None:
                return False
            speech = [c for c in self._channels if getattr(c, "kind", None) in SPEECH_KINDS]
            for channel in speech:
                self._guard(channel.speak, text, Priority.ALERT)
            return bool(speech)

    def record(self, text: str, category: Category = Category.SYSTEM) -> None:
        """Keep a line for history and the transcript without printing or saying it (the lines
        behind a brief summary line)."""
        text = self._plain(text).rstrip("\n")
        with self._lock:
            self._history.add(text, str(Category(category)))
            if self._transcript is not None:
                self._transcript.write(text + "\n")
                self._transcript.flush()

    def record_input(self, text: str) -> None:
        """Write a typed command to the transcript as "> text" (never printed or kept in history)."""
        with self._lock:
            if self._transcript is not None and text.strip():
                self._transcript.write("> " + self._plain(text.strip())[:200] + "\n")
                self._transcript.flush()

    def stop_speech(self) -> None:
        """Silence every speech channel now and drop what they had queued."""
        with self._lock:
            self._queued.clear()
            for channel in self._channels:
                stop = getattr(channel, "stop", None)
                if stop is not None:
                    self._guard(stop)

    def forget_secrets(self) -> None:
        """Drop anything secret (the war bid reveal flow calls it before and after a bid).

        Secrets are never recorded or spoken, so this silences the speech channels and drops
        their queues, making sure nothing said around a hidden bid is still playing when the
        keyboard is handed over.
        """
        self.stop_speech()

    def close(self) -> None:
        """Flush and close the transcript and close every channel. Safe to call twice."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            self._deferred = None
            self._queued.clear()
            for channel in self._channels:
                close = getattr(channel, "close", None)
                if close is not None:
                    self._guard(close)
            if self._transcript is not None:
                try:
                    self._transcript.close()
                finally:
                    self._transcript = None

    def __enter__(self) -> "Announcer":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------ routing

    @staticmethod
    def _message(value: str | Message, category: Category, priority: Priority, secret: bool,
                 earcon: str | None) -> Message:
        if isinstance(value, Message):
            return value
        return Message(str(value), Category(category), Priority(priority), secret, earcon)

    def _plain(self, text: str) -> str:
        """``text`` as every channel gets it: plain ASCII, or keeping its accents (see ``ascii_only``)."""
        return plain(text, self.ascii_only)

    def _print(self, text: str) -> None:
        out = self._out if self._out is not None else sys.stdout
        if not self.ascii_only:  # a terminal that cannot carry a letter gets it folded ("e" for "é")
            text = plain(text, encoding=getattr(out, "encoding", None))
        print(text, file=out, flush=True)

    def _guard(self, func: Any, *args: Any) -> None:
        """Call a channel method; a failing backend must never stop the game."""
        try:
            func(*args)
        # Guards one call into a speech or sound backend (third-party code, a device that goes away). Not a
        # hiding place: the error's type and text are kept in the notes (`speech status`), once each.
        except Exception as exc:  # noqa: BLE001
            note = CORE("speech-error", error=f"{type(exc).__name__}: {exc}")
            if note not in self.notes:
                self.notes.append(self._plain(note))

    def _deliver(self, message: Message, *, printed: bool, record: bool) -> None:
        settings = self._settings
        text = self._plain(message.text).rstrip("\n")
        verbosity = getattr(settings, "verbosity", "normal")
        low = message.priority == Priority.LOW
        hidden = low and verbosity == "brief"
        category_on = settings.category_on(message.category)
        shown = getattr(settings, "category_shown", lambda _c: True)(message.category)
        with self._lock:
            if message.secret:
                # Printed only: never recorded, spoken or sounded (accessibility.md, secret bids).
                self._print(text)
                return
            if record:
                self._history.add(text, str(message.category))
                if self._transcript is not None:
                    for line in text.split("\n"):
                        self._transcript.write(line + "\n")
                    self._transcript.flush()
            if hidden and record:
                return
            speech = [c for c in self._channels if getattr(c, "kind", None) in SPEECH_KINDS]
            if not printed and (not speech or not category_on):
                printed = True  # nothing would say it otherwise
            if printed and not shown and record:
                return  # kept out of the printed lines: history CATEGORY and the transcript have it
            if printed:
                self._print(text)
            if not category_on:
                return
            priority = message.priority
            if low and verbosity == "full":
                priority = Priority.NORMAL
            earcon = message.earcon if record else None
            if self._deferred is not None:
                self._queued.append((text, priority, printed, earcon))  # said when they open
                return
            self._route(text, priority, printed, earcon)

    def _route(self, text: str, priority: Priority, printed: bool, earcon: str | None) -> None:
        """Send a line already printed (or not) to the speech channels and its earcon."""
        settings = self._settings
        for channel in self._channels:
            kind = getattr(channel, "kind", None)
            if kind == "voice":
                self._guard(channel.speak, text, priority)
            elif kind == "screenreader":
                if not printed or getattr(settings, "speak_all", False):
                    self._guard(channel.speak, text, priority)
            elif kind == "earcons":
                if earcon and getattr(settings, "sounds", True):
                    self._guard(channel.play, earcon)
