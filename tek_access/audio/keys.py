"""Console keys for speech: stop, repeat, review, and status that speaks without printing.

``make_key_bindings(announcer, status)`` returns prompt_toolkit ``KeyBindings`` for the
console to merge into its ``PromptSession``. Function keys are used because screen readers
pass them through to the terminal and they clash with no editing key:

    F2 resources, F3 score, F4 whose turn    (status: spoken, not printed)
    F5 repeat the last message, F6 previous, F7 next, F8 stop speech

When nothing speaks (speech off) the answer is printed above the prompt instead.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tek_access.audio.messages import Category, Priority
from tek_access.core.messages import CORE

__all__ = ["KEYS", "key_help_lines", "make_key_bindings"]

# action -> keys (prompt_toolkit key names)
KEYS: dict[str, tuple[str, ...]] = {
    "resources": ("f2",),
    "score": ("f3",),
    "turn": ("f4",),
    "repeat": ("f5",),
    "previous": ("f6",),
    "next": ("f7",),
    "stop": ("f8",),
}

#: what each key does: ``key-help`` of core.ftl, by action, in the player's language

_STATUS_CATEGORY = {"resources": Category.RESOURCES, "score": Category.SCORING,
                    "turn": Category.TURN}


def key_help_lines() -> list[str]:
    """The keys as "Key: what it does" lines, count first (for ``help keys``)."""
    lines = [CORE("keys-count", count=len(KEYS))]
    for action, keys in KEYS.items():
        said = keys[0].upper()
        for key in keys[1:]:
            said = CORE("key-or", first=said, second=key.upper())
        lines.append(CORE("key-help", keys=said, action=action))
    return lines


#: on a running prompt_toolkit application: how many answers are to be printed through its output
#: (``ui.console`` then sends the erase, the answer and the redraw in one write, as for ``connect``)
PRINTING_THROUGH_OUTPUT = "tek_access_printing_through_output"


class _PromptPrinter:
    """A file for ``print``: what is written goes to a running prompt's own output."""

    def __init__(self, output: Any) -> None:
        self.output = output

    def write(self, text: str) -> int:
        self.output.write(text)
        return len(text)

    def flush(self) -> None:
        """Written with the prompt's next flush (the redraw after it)."""


def above_prompt(func: Callable[[], Any]) -> None:
    """Run ``func`` (which prints) above a running prompt, or directly when none runs; above a
    prompt, what it prints goes through the prompt's own output (one write with the redraw)."""
    try:
        from prompt_toolkit.application import get_app_or_none, run_in_terminal
    except ImportError:  # pragma: no cover - prompt_toolkit is a dependency
        func()
        return
    app = get_app_or_none()
    if app is None or not app.is_running:
        func()
        return
    import contextlib

    def through_output() -> None:
        try:
            with contextlib.redirect_stdout(_PromptPrinter(app.output)):
                func()
        finally:
            setattr(app, PRINTING_THROUGH_OUTPUT, getattr(app, PRINTING_THROUGH_OUTPUT, 1) - 1)

    # how many answers wait to be printed so (run_in_terminal runs them one after another)
    setattr(app, PRINTING_THROUGH_OUTPUT, getattr(app, PRINTING_THROUGH_OUTPUT, 0) + 1)
    run_in_terminal(through_output)


def make_key_bindings(announcer: Any, status: Callable[[str], str]) -> Any:
    """Return prompt_toolkit ``KeyBindings`` for speech and status keys (see :data:`KEYS`).

    ``status(kind)`` with kind "resources", "score" or "turn" returns the line to speak; it
    is spoken through :meth:`Announcer.notify` (kept in history, not printed). A status
    function that raises gives "Not available now." instead of a traceback.
    """
    from prompt_toolkit.key_binding import KeyBindings

    bindings = KeyBindings()

    def speak(func: Callable[[], Any]) -> None:
        if announcer.speaking:
            func()
        else:
            above_prompt(func)

    def status_handler(kind: str) -> Callable[[Any], None]:
        def handler(event: Any) -> None:
            try:
                line = status(kind)
            # Guards a status key inside prompt_toolkit's key handler, where an exception would end the console
            # mid-game. Not a hiding place: the status lines are tested without this net (session.status_line in
            # tests/test_session.py and tests/test_shaping.py).
            except Exception:  # noqa: BLE001
                line = CORE("key-not-available")
            speak(lambda: announcer.notify(line, _STATUS_CATEGORY[kind], Priority.ALERT))
        return handler

    def review(move: Callable[[], str | None], empty: str) -> Callable[[Any], None]:
        """``empty``: the message id said when there is nothing to read."""
        def handler(event: Any) -> None:
            text = move()
            speak(lambda: announcer.review(text if text is not None else CORE(empty)))
        return handler

    def repeat_question() -> str | None:
        """F5: the pending question when there is one (issue 12), else the last line."""
        try:
            question = status("question")
        # Guards a status key inside prompt_toolkit's key handler, where an exception would end the console
        # mid-game. Not a hiding place: the status lines are tested without this net (session.status_line in
        # tests/test_session.py and tests/test_shaping.py).
        except Exception:  # noqa: BLE001
            question = ""
        if question and question != status("turn"):
            return question
        return announcer.history.last()

    handlers: dict[str, Callable[[Any], None]] = {
        "resources": status_handler("resources"),
        "score": status_handler("score"),
        "turn": status_handler("turn"),
        "repeat": review(repeat_question, "review-nothing-to-repeat"),
        "previous": review(announcer.history.previous, "review-no-messages"),
        "next": review(announcer.history.next, "review-no-messages"),
        "stop": lambda event: announcer.stop_speech(),
    }
    for action, keys in KEYS.items():
        for key in keys:
            bindings.add(key)(handlers[action])
    return bindings
