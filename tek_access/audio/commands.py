"""``tek-access doctor`` and ``tek-access say``: check and try a speech setup.

``doctor`` prints what it found (screen reader, voice engine and voices, sound output and
sound pack, liblouis, settings) as "Name: value" lines, each missing piece with how to fix
it. ``say TEXT`` speaks a line in the chosen mode; ``say TEXT --wav FILE`` writes it to a
WAV file instead (headless, the real-voice test uses it).
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
from collections.abc import Callable
from typing import Any

from tek_access.core.messages import CORE

__all__ = ["add_doctor_arguments", "run_doctor", "add_say_arguments", "run_say", "doctor_lines",
           "add_speech_arguments", "open_announcer"]


def speech_route(mode: str, running: str | None, reader_ok: bool, voice_ok: bool) -> str | None:
    """What the game speaks through in ``mode``, as :func:`tek_access.audio.backends.open_channels`
    chooses it: "auto" takes the screen reader's output only when a screen reader is
    ``running`` (a speech-dispatcher that merely answers is not one), else the built-in voice;
    None when the mode has nothing to speak through (a problem for ``doctor``)."""
    if mode == "off":
        return "text only"
    if mode == "screenreader":
        return "screen reader" if reader_ok else None
    if mode == "voice":
        return "built-in voice" if voice_ok else None
    if running:
        return "screen reader" if reader_ok else "the screen reader reads the terminal"
    return "built-in voice" if voice_ok else None


def _version(dist: str, module: str | None = None) -> str | None:
    """The installed version of ``dist`` when its module can be imported, else None."""
    import importlib.metadata  # imported here: ``play`` imports this module and needs none of it

    if not _installed(module or dist):
        return None
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return "unknown version"


def _installed(module: str) -> bool:
    import importlib.util

    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


# ------------------------------------------------------------------ doctor

#: what :func:`speech_route` says -> the variant of ``doctor-route`` (core.ftl) that says it in the player's language
_ROUTES = {"text only": "off", "screen reader": "screenreader", "built-in voice": "voice",
           "the screen reader reads the terminal": "terminal"}


def _fix(fix: str) -> str:
    """A "Fix: COMMAND" line of the screen reader module in the player's language."""
    return CORE("doctor-fix", command=fix.removeprefix("Fix: "))


def add_doctor_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``doctor``'s options to ``parser``: ``--test`` also speaks a line and plays a sound."""
    parser.add_argument("--test", action="store_true",
                        help="also speak a test line and play a test sound, e.g. tek-access doctor --test")


def _mode(mode: str) -> str:
    """A speech mode's id as the player's language says it ("voice" -> "voix" in French; English: the id)."""
    from tek_access.settings import value_label

    return value_label(mode)


class _Findings:
    """What ``doctor`` found so far: its "Name: value" lines and the count of problems that need fixing."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.problems = 0

    def add(self, line: str, problem: bool = False) -> None:
        self.lines.append(line)
        self.problems += 1 if problem else 0


def doctor_lines() -> tuple[list[str], int]:
    """Run every check; return ("Name: value" lines, count of problems that need fixing).

    Problems are a half-built compiled rules engine (issue 32), a corrupt settings file, a broken sound
    pack, no speech route for the speech mode in force (a screen reader or voice that cannot speak)
    and, with sounds on, no sound device (issue 12): each is said with its fix. Speech mode "off" needs no route.
    """
    from tek_access.settings import load_settings

    warnings: list[str] = []
    settings = load_settings(warn=warnings.append)
    found = _Findings()
    _check_engine(found)
    _check_settings(found, warnings)
    mode = _check_speech_mode(found, settings)
    reader, reader_ok = _check_screen_reader(found)
    voice_ok = _check_voice(found, settings)
    _check_route(found, mode, reader, reader_ok, voice_ok)
    miniaudio = _check_sound_output(found, settings)
    _check_sound_pack(found, settings, miniaudio)
    _check_braille(found)
    return found.lines, found.problems


def _check_engine(found: _Findings) -> None:
    """The rules engine: compiled, or pure Python and why (tek_access/compiled.py); a half-built compile is a
    problem (its line says how to compile again)."""
    from tek_access.compiled import describe, incomplete

    found.add(CORE("doctor-engine", engine=describe()))
    found.problems += incomplete()


def _check_settings(found: _Findings, warnings: list[str]) -> None:
    """Where the settings file is, and each problem reading it."""
    from tek_access.settings import settings_path

    found.add(CORE("doctor-settings-file", path=str(settings_path()), saved=settings_path().exists()))
    for warning in warnings:
        found.add(CORE("doctor-settings-problem", warning=warning), problem=True)


def _check_speech_mode(found: _Findings, settings: Any) -> str:
    """The speech mode in force and where it comes from ("off" when it cannot be read: a problem)."""
    from tek_access.audio.modes import ENV_VAR, resolve_speech_mode

    try:
        mode = resolve_speech_mode(None, settings)
    except ValueError as exc:
        found.add(CORE("doctor-speech-mode-problem", problem=str(exc), env=ENV_VAR), problem=True)
        return "off"
    found.add(CORE("doctor-speech-mode", mode=_mode(mode), env=ENV_VAR,
                   from_env=bool(os.environ.get(ENV_VAR, "").strip())))
    return mode


def _check_screen_reader(found: _Findings) -> tuple[str | None, bool]:
    """The screen reader running, speech-dispatcher (Linux) and accessible_output2; returns the screen reader's
    name (or None) and whether an output to it opened (it is closed again)."""
    from tek_access.audio.screenreader import find_output, running_screen_reader

    reader = running_screen_reader()
    ao2 = _version("accessible_output2")
    linux = sys.platform.startswith("linux")
    if reader:
        found.add(CORE("doctor-reader-running", reader=reader))
    elif sys.platform == "win32":
        found.add(CORE("doctor-reader-below"))
    else:
        found.add(CORE("doctor-reader-none"))
    reader_output = None
    if linux:
        from tek_access.audio.screenreader import SPEECHD_FIX, load_speechd, open_speechd

        if load_speechd() is None:
            found.add(CORE("doctor-speechd-missing", fix=_fix(SPEECHD_FIX)))
        else:
            reader_output, note = open_speechd()
            found.add(CORE("doctor-speechd-answering") if reader_output is not None
                      else CORE("doctor-speechd-note", note=note.removeprefix("speech-dispatcher is ")))
    if ao2 is None:
        found.add(CORE("doctor-ao2-missing", linux=linux))
    elif not linux:
        output, note = find_output()
        if output is not None:
            found.add(CORE("doctor-ao2-through", version=ao2, output=str(getattr(output, "name", "an output"))))
            reader_output = output
        else:
            found.add(CORE("doctor-ao2-note", version=ao2, note=note))
    else:
        found.add(CORE("doctor-ao2-linux", version=ao2))
    _close(reader_output)
    return reader, reader_output is not None


def _close(output: Any) -> None:
    """Close a screen reader's output ``doctor`` opened, if it can be closed."""
    close = getattr(output, "close", None)
    if close is not None:
        try:
            close()
        # Guards closing a screen reader's output (third-party), after its last use: nothing of ours runs here.
        except Exception:  # noqa: BLE001
            pass


def _check_voice(found: _Findings, settings: Any) -> bool:
    """espeak-ng, pyttsx3 (and aplay on Linux) and the voices found; True when there is a voice."""
    from tek_access.audio.voice import espeak_program, list_voices

    program = espeak_program()
    pyttsx3 = _version("pyttsx3")
    linux = sys.platform.startswith("linux")
    found.add(CORE("doctor-espeak", program=program) if program else CORE("doctor-espeak-missing", linux=linux))
    found.add(CORE("doctor-pyttsx3", version=pyttsx3) if pyttsx3 else CORE("doctor-pyttsx3-missing"))
    if linux and pyttsx3 and not shutil.which("aplay"):
        found.add(CORE("doctor-aplay-missing"))
    voices, engine = list_voices(settings)
    if voices:
        found.add(CORE("doctor-voices", count=len(voices), engine=str(engine), names=", ".join(voices[:5])))
    else:
        found.add(CORE("doctor-voices-none"))
    return bool(voices)


def _check_route(found: _Findings, mode: str, reader: str | None, reader_ok: bool, voice_ok: bool) -> None:
    """What the speech mode speaks through (:func:`speech_route`); nothing is a problem, said with its fix."""
    route = speech_route(mode, reader, reader_ok, voice_ok)
    if route:
        found.add(CORE("doctor-route", mode=_mode(mode), route=_ROUTES.get(route, "terminal")))
        return
    from tek_access.audio.screenreader import SPEECHD_FIX

    fix = ((SPEECHD_FIX.removeprefix("Fix: ") if sys.platform.startswith("linux") else CORE("doctor-fix-reader"))
           if mode == "screenreader" else CORE("doctor-fix-voice"))
    found.add(CORE("doctor-route-problem", mode=_mode(mode), fix=fix), problem=True)


def _check_sound_output(found: _Findings, settings: Any) -> str | None:
    """miniaudio and a sound device (a problem only with sounds on); returns miniaudio's version or None."""
    miniaudio = _version("miniaudio")
    sounds_on = getattr(settings, "sounds", True)
    if miniaudio is None:
        found.add(CORE("doctor-sound-missing", problem=bool(sounds_on)), problem=sounds_on)
        return None
    device_line, has_device = _sound_device_line()
    if has_device or not sounds_on:
        found.add(CORE("doctor-sound", version=miniaudio, devices=device_line))
    else:
        found.add(CORE("doctor-sound-problem", version=miniaudio, devices=device_line), problem=True)
    return miniaudio


def _check_sound_pack(found: _Findings, settings: Any, miniaudio: str | None) -> None:
    """The sound pack in use: it loads, and (with miniaudio) every sound decodes."""
    from tek_access.audio.earcons import SoundPackError, decode_sound, load_sound_pack, pack_dir

    try:
        pack = load_sound_pack(pack_dir(settings))
    except SoundPackError as exc:
        found.add(CORE("doctor-pack-problem", problem=str(exc)), problem=True)
        return
    bad = []
    if miniaudio is not None:
        for event in pack.events.values():
            try:
                decode_sound(event.path)
            # Guards decoding a sound file with miniaudio (any error of a bad file): the error is listed.
            except Exception as exc:  # noqa: BLE001
                bad.append(f"{event.name} ({exc})")
    if bad:
        found.add(CORE("doctor-pack-undecodable", count=len(bad), sounds="; ".join(bad)), problem=True)
    else:
        found.add(CORE("doctor-pack", name=str(pack.name), count=len(pack.events), decoded=miniaudio is not None,
                       folder=str(pack.folder)))


def _check_braille(found: _Findings) -> None:
    """liblouis, found the way the braille sheets load it (the system's python3-louis included)."""
    from tek_access.braille.translate import liblouis_version

    try:
        louis = liblouis_version()
    # Guards loading liblouis (a system library: missing, or a broken build); `doctor` reports it missing, and
    # tests/test_braille_*.py load it without this net.
    except Exception:  # noqa: BLE001
        louis = None
    if louis:
        found.add(CORE("doctor-louis", version=str(louis)))
    else:
        found.add(CORE("doctor-louis-missing"))


def _sound_device_line() -> tuple[str, bool]:
    """(what the sound devices are, whether there is a playback device)."""
    try:
        import miniaudio

        from tek_access.audio.voice import capture_fd_noise

        with capture_fd_noise():
            devices = miniaudio.Devices()
            playback = devices.get_playbacks()
    # Guards miniaudio's device listing (no sound card, no server): the error's text is in the report.
    except Exception as exc:  # noqa: BLE001
        return CORE("doctor-devices-error", problem=str(exc)), False
    playback = [d for d in playback if not str(d.get("name", "")).startswith("Discard all samples")]
    if not playback:  # miniaudio's null device ("Discard all samples") plays nothing
        return CORE("doctor-devices-none"), False
    names = ", ".join(str(d.get("name", "?")) for d in playback[:3])
    return CORE("doctor-devices", count=len(playback), names=names), True


def run_doctor(args: argparse.Namespace) -> int:
    """Print the doctor report; return 0 when nothing needs fixing, 1 otherwise."""
    from tek_access.core.text import plain

    encoding = getattr(sys.stdout, "encoding", None)  # accents kept where the output carries them
    lines, problems = doctor_lines()
    print(CORE("doctor-header", checks=len(lines), problems=problems))
    for line in lines:
        print(plain(line, encoding=encoding))
    if getattr(args, "test", False):
        for line in _speech_test():
            print(plain(line, encoding=encoding))
    return 1 if problems else 0


def _speech_test() -> list[str]:
    from tek_access.audio.announcer import Announcer
    from tek_access.audio.modes import resolve_speech_mode
    from tek_access.settings import load_settings

    settings = load_settings(warn=lambda _line: None)
    mode = resolve_speech_mode(None, settings)
    announcer = Announcer(speech=mode, settings=settings, out=open(os.devnull, "w"))
    try:
        announcer.notify(CORE("doctor-test-line"), earcon="your_turn")
        _wait(announcer)
        return [CORE("doctor-test", mode=announcer.mode_line())]
    finally:
        announcer.close()


def _wait(announcer: Any, timeout: float = 30.0) -> None:
    import time

    for channel in announcer.channels:
        wait = getattr(channel, "wait_idle", None)
        if wait is not None:
            wait(timeout)
    if any(getattr(c, "kind", "") == "earcons" for c in announcer.channels):
        time.sleep(0.6)


# ------------------------------------------------------------------ say


def add_say_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``say``'s arguments: TEXT..., --wav FILE, --rate, --volume, --voice, --speech."""
    parser.add_argument("text", nargs="+", help="the words to speak, e.g. tek-access say Your turn")
    parser.add_argument("--wav", metavar="FILE", help="write the speech to this WAV file instead")
    parser.add_argument("--rate", help="words per minute, 80 to 450 (default: your setting)")
    parser.add_argument("--volume", help="percent, 0 to 100 (default: your setting)")
    parser.add_argument("--voice", help="voice name (default: your setting)")
    parser.add_argument("--speech", help="auto, screenreader, voice or off (default: your setting)")


def _say_settings(args: argparse.Namespace, error: Callable[[str], None]) -> Any:
    from tek_access.settings import change_setting, load_settings

    settings = load_settings(warn=error)
    for name in ("rate", "volume", "voice"):
        value = getattr(args, name, None)
        if value is not None:
            settings = change_setting(settings, name, value)
    return settings


def _decimals(seconds: float) -> str:
    """A length with two decimals in the player's language ("1.50"; "1,50" in French)."""
    from tek_access.core.messages import language

    text = f"{seconds:.2f}"
    return text.replace(".", ",") if language() == "fr" else text


def run_say(args: argparse.Namespace) -> int:
    """Speak ``args.text`` (or write it to ``args.wav``); return 0 on success, 1 with a message."""
    from tek_access.audio.messages import to_ascii

    def error(line: str) -> None:
        print(to_ascii(line), file=sys.stderr)

    text = to_ascii(" ".join(args.text)).strip()
    if not text:
        error(CORE("say-nothing"))
        return 1
    try:
        settings = _say_settings(args, error)
    except ValueError as exc:
        error(CORE("say-problem", problem=str(exc)))
        return 1
    if args.wav:
        from tek_access.audio.voice import write_wav

        try:
            engine = write_wav(text, args.wav, settings)
        except (RuntimeError, OSError) as exc:
            error(CORE("say-no-wav", problem=str(exc)))
            return 1
        import wave

        try:
            with wave.open(args.wav, "rb") as handle:
                seconds = handle.getnframes() / float(handle.getframerate())
            print(CORE("say-wrote", file=str(args.wav), seconds=_decimals(seconds), engine=str(engine)))
        except (wave.Error, EOFError, OSError):
            print(CORE("say-wrote-no-length", file=str(args.wav), engine=str(engine)))
        return 0
    from tek_access.audio.announcer import Announcer
    from tek_access.audio.modes import resolve_speech_mode

    try:
        mode = resolve_speech_mode(args.speech, settings)
    except ValueError as exc:
        error(CORE("say-problem", problem=str(exc)))
        return 1
    announcer = Announcer(speech=mode, settings=settings)
    try:
        if not announcer.speaking:
            print(text)
            error(CORE("say-cannot", mode=announcer.mode_line()))
            return 1
        announcer.notify(text)
        _wait(announcer)
        print(CORE("say-through", mode=announcer.mode_line()))
        return 0
    finally:
        announcer.close()


# ------------------------------------------------------------------ play


def add_speech_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--speech MODE``, ``--transcript FILE`` and ``--ascii`` to the ``play`` parser."""
    parser.add_argument("--speech", metavar="MODE",
                        help="auto, screenreader, voice or off (default: TEK_ACCESS_SPEECH,"
                             " then your setting), e.g. --speech voice")
    parser.add_argument("--transcript", metavar="FILE",
                        help="also write every line to this file, e.g. --transcript game.txt")
    parser.add_argument("--ascii", action="store_true",
                        help="plain ASCII letters only (Debut for Début), for a terminal or braille display that "
                             "shows accented letters wrongly; without it accents are kept where the terminal "
                             "can show them")


def open_announcer(args: argparse.Namespace, out: Any = None, defer: bool = False) -> Any:
    """Load settings, resolve the mode (flag, environment, setting), open the announcer and
    announce the mode on the first line. Returns the :class:`Announcer`.

    ``defer``: probe no speech or sound backend yet (see ``Announcer(defer=True)``); the first
    line then names the requested mode as starting, and the console says the full mode line
    once :meth:`Announcer.open_backends` has run.

    Settings problems are printed to stderr as one line each. Raises ValueError (a short
    message for the player) for a bad ``--speech`` or ``TEK_ACCESS_SPEECH`` value, and
    OSError when the transcript cannot be opened.
    """
    from tek_access.audio.announcer import Announcer
    from tek_access.audio.messages import Category, to_ascii
    from tek_access.audio.modes import resolve_speech_mode
    from tek_access.settings import load_settings

    settings = load_settings(warn=lambda line: print(to_ascii(line), file=sys.stderr))
    mode = resolve_speech_mode(getattr(args, "speech", None), settings)
    announcer = Announcer(out=out, transcript=getattr(args, "transcript", None), speech=mode,
                          settings=settings, defer=defer, ascii_only=bool(getattr(args, "ascii", False)))
    announcer.announce(announcer.mode_line(), Category.SYSTEM)
    return announcer
