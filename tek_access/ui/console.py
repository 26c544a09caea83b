"""The console: prompt_toolkit at a terminal, plain lines when standard input is not one.

Settings follow ``accessibility.md``: a plain ``PromptSession`` (not full screen), no floating
completion menu, no toolbars or right prompt, no refresh, mouse off, ``NO_COLOR`` honoured,
linear output in scrollback. A secret war die at a shared keyboard is read masked.
When standard input is not a terminal, commands are read line by line with the same output,
so a game can be scripted and tested.
"""
from __future__ import annotations

import os
import sys
from typing import Callable, Iterable

from tek_access.ui.session import GameSession

PROMPT = "> "


def _prompt_session(session: GameSession):
    from prompt_toolkit import PromptSession
    from prompt_toolkit.output.color_depth import ColorDepth
    from prompt_toolkit.shortcuts import CompleteStyle

    bindings = None
    try:
        from tek_access.audio.keys import make_key_bindings

        bindings = make_key_bindings(session.announcer, session.status_line)
    except Exception:  # keys are a convenience; typing works without them
        bindings = None
    return PromptSession(
        complete_style=CompleteStyle.READLINE_LIKE,
        complete_while_typing=False,
        reserve_space_for_menu=0,
        mouse_support=False,
        key_bindings=bindings,
        color_depth=ColorDepth.MONOCHROME if os.environ.get("NO_COLOR") is not None else None,
        enable_history_search=False,
    )


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
    from prompt_toolkit.application import run_in_terminal

    app = prompt.app
    scheduled = []

    def after_render(_app) -> None:
        loop = app.loop
        if not scheduled and loop is not None:
            scheduled.append(True)
            loop.call_soon(opening)

    def opening() -> None:
        app.after_render -= after_render  # not while the event fires: it loops over its handlers
        try:
            opened = session.announcer.open_backends()
        except Exception:  # never a traceback for the player; the game goes on as text
            opened = False
        if opened:
            run_in_terminal(lambda: session.say(session.announcer.mode_line(), "system"))

    app.after_render += after_render


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
            session.say("The game is over. Say score, history, save, or quit.", "system")
        secret = session.secret_pending
        try:
            line = prompt.prompt(PROMPT, is_password=secret)
        except KeyboardInterrupt:
            open_backends(session)
            session.say("Say quit to leave the game.", "system")
            continue
        except EOFError:
            open_backends(session)
            session.say("Goodbye.", "system")
            return 0
        open_backends(session)  # in case the prompt ended before they opened
        session.handle(line)
        if secret:
            clear()
        if session.finished and not session.quit and line.strip().lower() in ("quit", "exit"):
            break
    return 0


def run_lines(session: GameSession, lines: Iterable[str], echo: Callable[[str], None] | None = None) -> int:
    """Feed ``lines`` (standard input when it is not a terminal) to the session; returns 0.

    Stops at end of input, at ``quit``, or when the game ends and no input is left.
    """
    for raw in lines:
        if session.quit or session.finished:
            break
        line = raw.rstrip("\r\n")
        if echo is not None:
            echo(f"{PROMPT}{'(secret)' if session.secret_pending else line}")
        session.handle(line)
    if not session.finished and not session.quit:
        session.say("End of input. The game is not finished; say save before leaving to keep it.", "system")
    return 0


def run(session: GameSession) -> int:
    """Start the session and read commands from the terminal or from piped standard input.

    Deferred speech and sound backends (``Announcer(defer=True)``) open once the first prompt
    is drawn at a terminal, and at once otherwise.
    """
    session.start()
    if session.finished or all(not s.human for s in session.seats):
        open_backends(session)
        return 0
    if sys.stdin is not None and sys.stdin.isatty() and sys.stdout.isatty():
        return run_interactive(session)
    open_backends(session)
    return run_lines(session, sys.stdin, echo=lambda text: print(text, flush=True))
