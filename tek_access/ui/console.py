"""The console: prompt_toolkit at a terminal, plain lines when standard input is not one.

Settings follow ``accessibility.md``: a plain ``PromptSession`` (not full screen), no floating
completion menu, no toolbars or right prompt, no refresh, mouse off, ``NO_COLOR`` honoured,
linear output in scrollback. A secret answer at a shared keyboard is read without echo.
When standard input is not a terminal, commands are read line by line with the same output,
so a game can be scripted and tested; bytes that are not text become "?" instead of an error.

Nothing that goes wrong reaches the player as a traceback: :func:`crash` puts the game back as
it was before the command, saves it and writes the traceback to a report file in the player's
data folder, and the player hears one line saying where both are.
"""
from __future__ import annotations

import contextlib
import io
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any, Protocol

from tek_access.core.messages import CORE
from tek_access.core.text import plain
from tek_access.ui.pacing import UPDATE_GAP, pieces
from tek_access.ui.session import GameSession

PROMPT = "> "
CRASH_SAVE = "crash-save.json"


def data_dir() -> Path:
    """The player's data folder (crash reports and the game saved with them):
    ``$TEK_ACCESS_DATA_DIR`` or platformdirs' user data folder."""
    override = os.environ.get("TEK_ACCESS_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("tek-access", appauthor=False))


def write_report(exc: BaseException) -> Path | None:
    """Write the traceback of ``exc`` to a new crash report in :func:`data_dir`; its path, or None."""
    import traceback

    from tek_access.atomic import write_atomic

    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    stamp = time.strftime("%Y%m%d-%H%M%S")
    try:
        folder = data_dir()
        for n in range(100):
            path = folder / f"crash-{stamp}{'-' + str(n) if n else ''}.txt"
            if not path.exists():
                return write_atomic(path, text)
    # Guards writing a crash report while handling a crash: a second failure must not hide the first from the
    # player; the caller then says no report was written.
    except Exception:  # noqa: BLE001
        return None
    return None


def crash(session: GameSession, exc: BaseException, before=None) -> None:
    """Something escaped: put back the game as it was ``before`` the command (when given), save
    it and a report in :func:`data_dir`, and tell the player in one plain line."""
    from tek_access.storage import spoken_path

    if before is not None:
        session.game = before
    report = write_report(exc)
    try:
        saved, dice = session.owner.save_without_secrets(data_dir() / CRASH_SAVE)
    # Guards the crash save, while handling a crash (the game may be what broke): the player is told nothing was
    # saved, and the report holds the first error.
    except Exception:  # noqa: BLE001
        saved, dice = None, False
    if saved and report and saved.parent == report.parent:  # the folder once: the line stays short
        line = CORE("crash-one-folder", folder=spoken_path(saved.parent), save=spoken_path(saved.name),
                    report=spoken_path(report.name))
    else:
        where = CORE("crash-saved-to", path=spoken_path(saved)) if saved else CORE("crash-not-saved")
        told = CORE("crash-report-to", path=spoken_path(report)) if report else CORE("crash-no-report")
        line = CORE("crash-line", where=where, told=told)
    secrets = session.words.secrets
    lines = [line] + ([CORE("crash-secrets-kept", secrets=secrets)] if dice else [])
    try:
        for text in lines:
            session.say(text, "error", earcon="error" if text is line else None)
    # Guards saying the crash lines through the session that just failed: they are printed plainly instead.
    except Exception:  # noqa: BLE001
        print(*lines, sep="\n", flush=True)


def handle_safely(session: GameSession, line: str) -> None:
    """``session.handle(line)``, with anything that escapes turned into :func:`crash`."""
    before = session.game.clone()
    try:
        session.handle(line)
    # The safety net: no traceback reaches a player. Not a hiding place: crash() writes a report with the
    # traceback and tells the player where; the tests drive GameSession.handle without this net.
    except Exception as exc:  # noqa: BLE001
        crash(session, exc, before)


def tolerant_stdin() -> None:
    """Read standard input with undecodable bytes replaced, never an error."""
    stream = sys.stdin
    if stream is not None and hasattr(stream, "reconfigure"):
        try:
            stream.reconfigure(errors="replace")
        except (ValueError, OSError, AttributeError):
            pass


class StatusSource(Protocol):
    """What the console's prompt reads for its status keys: the announcer and the status lines
    (a :class:`GameSession`, or the online client's stand-in)."""

    announcer: Any

    def status_line(self, kind: str) -> str: ...


def _prompt_session(session: StatusSource):
    from prompt_toolkit import PromptSession
    from prompt_toolkit.output.color_depth import ColorDepth
    from prompt_toolkit.shortcuts import CompleteStyle

    bindings = None
    try:
        from tek_access.audio.keys import make_key_bindings

        bindings = make_key_bindings(session.announcer, session.status_line)
    # Guards building the optional key bindings (prompt_toolkit, the audio room): typing works without them.
    # Not a hiding place: tests/test_audio_keys.py builds them without this net.
    except Exception:  # noqa: BLE001
        bindings = None
    prompt: PromptSession[str] = PromptSession(
        complete_style=CompleteStyle.READLINE_LIKE,
        complete_while_typing=False,
        reserve_space_for_menu=0,
        mouse_support=False,
        key_bindings=bindings,
        color_depth=ColorDepth.MONOCHROME if os.environ.get("NO_COLOR") is not None else None,
        enable_history_search=False,
    )
    _one_write_per_update(prompt.app, reader_mode(session))
    return prompt


def _one_write_per_update(app: Any, from_bottom: bool = False) -> None:
    """Lines printed above the input line (``connect``: what the server sends, through
    ``patch_stdout``; a status key's answer when nothing speaks) reach the terminal in one write
    with the input line erased and drawn again (prompt_toolkit's ``run_in_terminal`` flushes each
    step on its own); with ``from_bottom`` (screen-reader mode) they are printed from the
    terminal's bottom row, so that every such write scrolls the terminal.

    Why (issue 35, heard through Orca 43 in mate-terminal): Orca's terminal script reads new
    output after Enter, Tab, space or a typed character; after any other key (F2 to F7, an arrow,
    Backspace) only when the text inserted ends at the cursor. A VTE terminal reports a scrolling
    update as the new rows inserted down to the input line, which ends at the cursor: read after
    any key, so the game never needs to speak a printed line. Without scrolling, the new lines are
    inserted above an unchanged input line and Orca stays silent; in several writes it was a race
    which of the two Orca saw (a line silent, or heard twice with the game's own speech).
    Flushes are held from the erase to the end of the redraw that follows it.
    """
    from prompt_toolkit.patch_stdout import StdoutProxy

    from tek_access.audio.keys import PRINTING_THROUGH_OUTPUT

    output, renderer = app.output, app.renderer
    flush, erase, redraw = output.flush, renderer.erase, app._redraw
    held = [False, 0]   # holding, and the number of the last erase held
    released = [-1.0]   # when the last write went out (time.monotonic())

    def held_flush() -> None:
        if not held[0]:
            flush()
            # any write counts: the input line drawn again after Enter, a key's echo (connect: the
            # server's reply came some 20 ms after the new prompt, and Orca, reading the prompt's
            # update by its place, read the reply's last lines there: heard twice)
            released[0] = time.monotonic()

    def release(number: int | None = None) -> None:
        if held[0] and (number is None or number == held[1]):
            held[0] = False
            flush()
            released[0] = time.monotonic()

    def later(seconds: float) -> None:
        """Release after ``seconds`` unless another erase is held meanwhile (then its redraw's)."""
        loop, number = app.loop, held[1]
        if loop is not None and loop.is_running():
            loop.call_later(seconds, release, number)
        else:
            release()

    def erase_held(*args: Any, **kwargs: Any) -> None:
        # held only when what is printed meanwhile goes through the same output (patch_stdout, as
        # ``connect`` has it, or a key's answer printed above the prompt, audio.keys): a line written
        # straight to the terminal would come before the erase
        if isinstance(sys.stdout, StdoutProxy) or getattr(app, PRINTING_THROUGH_OUTPUT, 0) > 0:
            held[0], held[1] = True, held[1] + 1
        else:
            release()
        erase(*args, **kwargs)
        if held[0] and from_bottom:
            output.write_raw("\x1b[999;1H")   # the cursor to the bottom row (clamped to the screen)
        if held[0]:
            later(1.0)   # never held long, whatever happens

    def redraw_released(*args: Any, **kwargs: Any) -> None:
        try:
            redraw(*args, **kwargs)
        finally:
            if args[:1] == (True,) or kwargs.get("render_as_done"):
                release()   # the prompt is done: its last state on screen now
            elif held[0] and not app._running_in_terminal:
                # two writes at least UPDATE_GAP apart (a key's answer right after the mode line, the
                # server's reply right after the prompt drawn again): Orca reads an update by its place
                # when it comes to it, and a second write before it did moved the text
                wait = released[0] + UPDATE_GAP - time.monotonic()
                if wait > 0:
                    later(wait)
                else:
                    release()

    output.flush = held_flush
    renderer.erase = erase_held
    app._redraw = redraw_released


def open_backends(session: GameSession) -> None:
    """Open the announcer's deferred speech and sound backends, if any, and say the mode line.

    The lines said before are spoken by the backends that opened; the full mode line (which
    speech and sounds are in force, and why anything asked for is missing) follows them.
    """
    announcer = session.announcer
    opener = getattr(announcer, "open_backends", None)
    if opener is not None and opener():
        session.say(announcer.mode_line(), "system")


def _open_backends_after_first_prompt(session: GameSession, prompt) -> None:
    """Open deferred backends as soon as the first prompt has been drawn.

    They open inside the prompt's event loop (so no other output can interleave with the
    libraries' start-up noise being captured), and the mode line is printed above the prompt,
    which is then drawn once more.
    """
    if not getattr(session.announcer, "deferred", False):
        return
    from tek_access.audio.keys import above_prompt

    app = prompt.app
    scheduled: list[bool] = []

    def after_render(_app) -> None:
        loop = app.loop
        if not scheduled and loop is not None:
            scheduled.append(True)
            loop.call_soon(opening)

    def opening() -> None:
        app.after_render -= after_render  # not while the event fires: it loops over its handlers
        try:
            opened = session.announcer.open_backends()
        # Guards opening speech and sound backends (third-party, devices): the game goes on as text. The
        # announcer keeps each backend's own error in its notes (open_backends guards them one by one).
        except Exception:  # noqa: BLE001
            opened = False
        if opened:
            # through the prompt's output, in one write with it (a screen reader reads it whole, once)
            above_prompt(lambda: session.say(session.announcer.mode_line(), "system"))

    app.after_render += after_render


def reader_mode(session: Any) -> bool:
    """Screen-reader mode, asked for or in force (:attr:`Announcer.reader_mode`)."""
    return bool(getattr(session.announcer, "reader_mode", False))


@contextlib.contextmanager
def one_write(enabled: bool = True) -> Iterator[None]:
    """What is printed meanwhile (a command's whole reply, the computer players' turns with it)
    reaches the terminal at the end, in :func:`pieces`, :data:`UPDATE_GAP` apart. Screen-reader
    mode at a terminal (issue 35): Orca 43 reads each update of a VTE terminal when it comes to
    it, asking the terminal for the text by its place; a long reply written at once came as
    several updates a few milliseconds apart, each scrolling the one before, and Orca read one
    update's place in the next one's text (a line silent, the next ones twice). A short write is
    one update, and the gap gives Orca time to read it. :class:`Paced` does the same while a
    prompt runs (``connect``)."""
    if not enabled:
        yield
        return
    real, kept = sys.stdout, io.StringIO()
    try:
        with contextlib.redirect_stdout(kept):
            yield
    finally:
        for n, piece in enumerate(pieces(kept.getvalue())):
            if n:
                time.sleep(UPDATE_GAP)
            real.write(piece)
            real.flush()


class Paced:
    """:func:`one_write` for a console that prints while its prompt runs, in an asyncio loop
    (``connect``: what the server sends arrives at any time): what is printed inside :meth:`kept`
    is written by :meth:`run` to standard output (the prompt's ``patch_stdout``) in the same
    :func:`pieces`, :data:`UPDATE_GAP` apart; what arrives during a gap joins the next piece.
    ``enabled`` False: printed at once, as without it."""

    def __init__(self, enabled: bool = True) -> None:
        import asyncio  # here: a local game never needs it (its start stays quick)

        self.enabled = enabled
        self._kept = ""
        self._more = asyncio.Event()

    @contextlib.contextmanager
    def kept(self) -> Iterator[None]:
        """Keep what is printed meanwhile for :meth:`run` (when enabled)."""
        if not self.enabled:
            yield
            return
        kept = io.StringIO()
        try:
            with contextlib.redirect_stdout(kept):
                yield
        finally:
            self._kept += kept.getvalue()
            if self._kept:
                self._more.set()

    def _write_piece(self) -> None:
        piece = next(pieces(self._kept))
        self._kept = self._kept[len(piece):]
        sys.stdout.write(piece)
        sys.stdout.flush()

    async def run(self) -> None:
        """Write what is kept, a piece and a gap at a time, until cancelled."""
        import asyncio

        while True:
            await self._more.wait()
            self._more.clear()
            while self._kept:
                self._write_piece()
                await asyncio.sleep(UPDATE_GAP)

    async def drain(self) -> None:
        """Write what is still kept (at the end: the connection closed)."""
        import asyncio

        while self._kept:
            self._write_piece()
            if self._kept:
                await asyncio.sleep(UPDATE_GAP)


def run_interactive(session: GameSession) -> int:
    """Play at a terminal until the game ends or the player quits; returns the exit code.

    ``run`` has started the session, so the first question is already printed: the player's
    screen reader reads it while prompt_toolkit is imported here (most of the wait for the
    input line; keep that import here, after the question). Keys typed meanwhile are kept by
    the terminal and read by the input line once it is drawn.
    """
    from prompt_toolkit.shortcuts import clear

    prompt = _prompt_session(session)
    _open_backends_after_first_prompt(session, prompt)
    while not session.quit:
        if session.finished:
            session.say(CORE("console-game-over"), "system")
        secret = session.secret_pending
        try:
            # None would keep the last
            line = prompt.prompt(prompt_text(session), input_processors=[hidden_input()] if secret else [])
        except KeyboardInterrupt:
            open_backends(session)
            session.say(CORE("console-say-quit"), "system")
            continue
        except EOFError:
            open_backends(session)
            session.say(CORE("session-goodbye"), "system")
            return 0
        open_backends(session)  # in case the prompt ended before they opened
        if secret and line.strip():
            clear()  # before the answer is handled: what follows (the next player's hand-over) stays
        with one_write(reader_mode(session)):
            handle_safely(session, line)
        if session.finished and not session.quit and line.strip().lower() in ("quit", "exit"):
            break
    return 0


def hidden_input():
    """A prompt_toolkit input processor that shows nothing of the line being typed: a secret
    answer is not echoed, not even as one star a character, whose count would tell a short
    answer from a long one to anyone watching the screen or reading its scrollback."""
    from prompt_toolkit.layout.processors import Processor, Transformation

    class Hidden(Processor):
        def apply_transformation(self, transformation_input):
            return Transformation([], source_to_display=lambda i: 0, display_to_source=lambda i: 0)

    return Hidden()


def prompt_text(session: GameSession) -> str:
    """The input prompt: at a shared keyboard it names whose decision it is ("Blue > "), or whose
    Enter is awaited to hear their own locked secret (``my die``)."""
    seat = session.human_to_move if getattr(session, "hot_seat", False) else None
    if seat is not None and getattr(session, "reading", None) is not None:
        seat = session.reading
    return f"{session.game.name(seat)} {PROMPT}" if seat is not None else PROMPT


def run_lines(session: GameSession, lines: Iterable[str], echo: Callable[[str], None] | None = None) -> int:
    """Feed ``lines`` (standard input when it is not a terminal) to the session; returns 0.

    Stops at end of input, at ``quit``, or when the game ends and no input is left.
    """
    for raw in lines:
        if session.quit or session.finished:
            break
        line = raw.rstrip("\r\n")
        if echo is not None:
            shown = plain(line, getattr(session.announcer, "ascii_only", True), getattr(sys.stdout, "encoding", None))
            cut = shown[:60] + ("..." if len(shown) > 60 else "")
            said = CORE("console-secret-echo") if session.secret_pending else cut
            echo(f"{prompt_text(session)}{said}")
        handle_safely(session, line)
    if not session.finished and not session.quit:
        session.say(CORE("console-end-of-input"), "system")
    return 0


def run(session: GameSession) -> int:
    """Start the session and read commands from the terminal or from piped standard input.

    Deferred speech and sound backends (``Announcer(defer=True)``) open once the first prompt
    is drawn at a terminal, and at once otherwise.
    """
    tolerant_stdin()
    before = session.game.clone()
    interactive = sys.stdin is not None and sys.stdin.isatty() and sys.stdout.isatty()
    try:
        with one_write(interactive and reader_mode(session)):
            session.start()
    # The safety net at the start of a game, as in handle_safely: crash() writes a report with the traceback.
    except Exception as exc:  # noqa: BLE001
        crash(session, exc, before)
        return 1
    if session.finished or all(not s.human for s in session.seats):
        open_backends(session)
        return 0
    if interactive:
        return run_interactive(session)
    open_backends(session)
    return run_lines(session, sys.stdin, echo=lambda text: print(text, flush=True))
