"""Session commands: a table of commands that act on the session, not the rules, one entry each:
quit, silence, verbosity, settings, undo, save, load and braille. The words, aliases and help of
each are in the command table (``grammar/commands.py``); ``run`` is the one way in
(``GameSession._meta``). Undo, save and load act on the whole game: the session hands them to the
table's owner (:mod:`tek_access.owner`); a handler reaches the session only through
:class:`MetaSession`, and no word of one game is said here (the game's words come from its
definition).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

from tek_access.audio.messages import Priority
from tek_access.core.messages import CORE
from tek_access.owner import LoadedSave
from tek_access.storage import SaveError, game_of_save, load_target, save_target, spoken_path, typed_path
from tek_access.ui.shared import SEAT_KINDS, VERBOSITY, is_no, is_yes


class MetaSession(Protocol):
    """What a session command may use of the console session (:class:`tek_access.ui.session.GameSession`)."""

    announcer: Any
    verbosity: str
    finished: bool
    dirty: bool
    confirm_quit: bool
    pending_save: str | None
    confirm: Callable[[str], bool] | None

    @property
    def definition(self) -> Any: ...

    @property
    def words(self) -> Any: ...

    @property
    def seats(self) -> Sequence[Any]: ...

    def say(self, text: str, category: str = "system", *, earcon: str | None = None, secret: bool = False,
            priority: Priority | None = None) -> None: ...

    def say_lines(self, lines: list[str], category: str = "system") -> None: ...

    def refuse(self, reason: str, suggestions: Sequence[str] = ()) -> None: ...

    def seat_view(self, seat: int | None) -> Any: ...

    def public_turn(self) -> int: ...

    def autosave(self) -> bool: ...

    def leave(self) -> None: ...

    def secret_locked(self) -> bool: ...

    def save(self, target: str, ask: bool = True) -> None: ...

    def write_save(self, path: Path) -> None: ...

    def undo(self, seat: int) -> None: ...

    def read_save(self, path: str | Path) -> LoadedSave: ...

    def load(self, save: LoadedSave, path: str | Path) -> None: ...


#: a session command's handler: (session, the words after the verb, the seat asking or None)
Handler = Callable[[MetaSession, list[str], "int | None"], None]
COMMANDS: dict[str, Handler] = {}


def command(name: str) -> Callable[[Handler], Handler]:
    """Register the handler of session command ``name``."""
    def register(fn: Handler) -> Handler:
        COMMANDS[name] = fn
        return fn
    return register


def run(session: MetaSession, name: str, args: list[str], seat: int | None) -> None:
    """Carry out session command ``name`` with ``args`` for ``seat``."""
    handler = COMMANDS.get(name)
    if handler is not None:
        handler(session, args, seat)


@command("quit")
def _quit(session: MetaSession, args: list[str], seat: int | None) -> None:
    if session.finished or not session.dirty or args[:1] in (["now"], ["yes"]):
        session.leave()
        return
    session.confirm_quit = True
    save = (CORE("quit-will-save", file=session.definition.default_save) if session.autosave()
            else CORE("quit-not-saved"))
    session.say(CORE("quit-ask", save=save), "system")


@command("silence")
def _silence(session: MetaSession, args: list[str], seat: int | None) -> None:
    session.announcer.stop_speech()
    session.say(CORE("speech-stopped"), "system", priority=Priority.LOW)


@command("verbosity")
def _verbosity(session: MetaSession, args: list[str], seat: int | None) -> None:
    from tek_access.settings import value_id, value_label

    chosen = (value_id(args[0]) or args[0]) if args else None  # "bref", "brève" or "brief"
    if chosen not in VERBOSITY:
        session.refuse(CORE("verbosity-is", verbosity=value_label(session.verbosity)), ())
        return
    session.verbosity = chosen
    from tek_access.audio.review import settings_command

    try:  # remembered as every setting is (issue 12)
        saved = settings_command(session.announcer, f"verbosity {session.verbosity}")[0].rsplit(". ", 1)[-1]
    except (ValueError, AttributeError):
        saved = ""
    session.say(f"{CORE('verbosity-now', verbosity=value_label(session.verbosity))} {saved}".strip(), "system")


@command("settings")
def _settings(session: MetaSession, args: list[str], seat: int | None) -> None:
    from tek_access.audio.review import settings_command

    before = getattr(session.announcer.settings, "language", None)
    session.say_lines(settings_command(session.announcer, " ".join(args)), "system")
    new = getattr(session.announcer.settings, "verbosity", None)
    if new in VERBOSITY:
        session.verbosity = new
    after = getattr(session.announcer.settings, "language", None)
    if after != before and after is not None:
        _speak_language(session, after)


def _speak_language(session: MetaSession, code: str) -> None:
    """Say every following line in ``code`` (the ``language`` setting just changed; "" is auto: the
    system's), at once, and say so in that language: "Langue : français."."""
    from tek_access.core import messages

    chosen = messages.set_language(code or messages.system_language() or messages.ENGLISH)
    session.say(messages.CORE("language-now", language=messages.LANGUAGES.get(chosen, chosen)), "system")


@command("undo")
def _undo(session: MetaSession, args: list[str], seat: int | None) -> None:
    if seat is None:
        session.refuse(CORE("undo-nothing"))
        return
    session.undo(seat)


@command("save")
def _save(session: MetaSession, args: list[str], seat: int | None) -> None:
    target = args[0] if args else session.definition.default_save
    if session.secret_locked():  # at any table: the save would hold a seat's secret answer
        try:
            typed_path(target)
        except ValueError as exc:
            session.refuse(CORE("save-refused", problem=spoken_path(str(exc))), ())
            return
        session.pending_save = target
        words = session.words
        session.say(CORE("save-after-reveal", secret=words.secret, secrets=words.secrets), "system")
        return
    session.save(target)


def save_to(session: MetaSession, target: str, ask: bool = True) -> None:
    """Save to ``target`` (a name without a folder: the settings folder's saves). Over a save of
    another game it asks first, naming that game (``ask`` False: it is not saved over)."""
    from tek_access.core import registry

    try:
        path = save_target(target)
    except (ValueError, OSError) as exc:  # a refused name, or the saves folder cannot be made
        session.refuse(CORE("save-refused", problem=spoken_path(str(exc))) if isinstance(exc, ValueError)
                       else CORE("session-not-saved-because", problem=spoken_path(str(exc))))
        return
    other = game_of_save(path)
    if other is None or other == session.definition.id:
        session.write_save(path)
        return
    title, name = registry.get(other).title, spoken_path(path.name)
    if not ask:
        session.say(CORE("save-other-game-kept", file=name, title=title), "system")
        return

    def answer(text: str) -> bool:
        if is_yes(text):
            session.write_save(path)
            return True
        session.say(CORE("save-not-over", file=name, title=title), "system")
        return is_no(text)  # another command: said so, then carried out

    session.confirm = answer
    session.say(CORE("save-over-ask", file=name, title=title, this=session.definition.title), "system")


@command("load")
def _load(session: MetaSession, args: list[str], seat: int | None) -> None:
    said = args[0].strip() if args else ""
    yes = said.lower() == "yes" or said.lower().endswith(" yes")  # "load FILE yes": no question
    said = said[:-3].strip() if yes else said
    playing = session.definition
    try:
        path = load_target(said or playing.default_save)
        save = session.read_save(path)  # the owner reads it whole and keeps its game
    except ValueError as exc:  # SaveError names the file, the place and the problem
        problem = spoken_path(str(exc)) + ("." if isinstance(exc, SaveError) else "")
        session.refuse(CORE("load-refused", problem=problem), ())
        return
    if save.players != len(session.seats):
        session.refuse(CORE("load-players", file=spoken_path(path), players=save.players,
                            seats=len(session.seats)), ())
        return
    other = save.definition
    if other.id != playing.id:  # a save of another game: this table plays that game if the seats fit
        problem = _seats_problem(session, other)
        if problem:
            session.refuse(CORE("load-other-game-seats", file=spoken_path(Path(path).name), title=other.title,
                                this=playing.title, problem=problem, game=other.id), ())
            return
    # another game's save always asks (a "yes" typed with the name was said before the game was named)
    if other.id != playing.id or (session.dirty and not session.finished and not yes):
        # a destructive command asks first: the game in progress would be lost (issue 22, item 6)
        def answer(text: str) -> bool:
            if is_yes(text):
                session.load(save, path)
                return True
            if is_no(text):
                session.say(CORE("load-not"), "system")
                return True
            session.say(CORE("load-not-yes"), "system")
            return False  # another command: said so, then carried out

        session.confirm = answer
        name = spoken_path(Path(path).name)
        if other.id != playing.id:
            lost = "yes" if session.dirty and not session.finished else "no"
            session.say(CORE("load-other-game-ask", file=name, title=other.title, turn=save.turn, this=playing.title,
                             lost=lost), "system")
            return
        session.say(CORE("load-ask", file=name, turn=save.turn, now=session.public_turn()), "system")
        return
    session.load(save, path)


def _seats_problem(session: MetaSession, definition: Any) -> str:
    """Why this table's seats cannot play ``definition``'s game (a seat kind it has not), or ""."""
    import argparse

    kinds = [seat.kind for seat in session.seats]
    args = argparse.Namespace(seats=",".join(kinds), players=len(kinds), solo=False)

    def error(message: str) -> None:
        raise ValueError(message)

    try:
        definition.part("options").seats(args, SEAT_KINDS, error)
    except ValueError as exc:
        return str(exc)
    return ""


@command("braille")
def _braille(session: MetaSession, args: list[str], seat: int | None) -> None:
    path = Path(args[0] if args else f"{session.definition.id}-board.brf")  # the game's own default
    try:  # an onlooker's board: the braille sheet is shown to anyone at the table
        written = session.definition.table.braille_board(session.seat_view(None).game, path)
    except (OSError, KeyError) as exc:
        session.refuse(CORE("braille-not-written", problem=str(exc)), ())
        return
    session.say(CORE("braille-written", path=str(written)), "system")
