"""The query table every game's ``queries`` part builds on: commands that never change the game,
one handler each, and the handlers whose answer is the same in every game (``help``, the
review of what was said, ``pending``, one's own hidden part).

A handler is ``handler(say, view, args, seat, name)``: where its answer is said (a
:class:`Speaker`: the console's keyboard or one connection to an online table, never the session
or the table), the asker's seat view (never the whole game), the words after the verb, the asker's
seat (None: an onlooker) and the query's name as the command table gives it.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from tek_access.core.messages import CORE

__all__ = ["Handler", "QueryTable", "Speaker", "help_query", "own_secret", "pending", "review"]


class Speaker(Protocol):
    """What a query may do besides reading the asker's view: say its answer, refuse, and reach the
    few things a front end keeps for its listener (the question asked, the last round, what was said)."""

    @property
    def verbosity(self) -> str:
        """The listener's verbosity: "brief", "normal" or "full"."""
        ...

    @property
    def human_to_move(self) -> int | None:
        """The seat of this listener whose decision is pending (None: nobody here is asked)."""
        ...

    def say(self, text: str, category: str = "system") -> None:
        """Say one line of ``category`` (a :class:`tek_access.audio.messages.Category` value)."""
        ...

    def say_lines(self, lines: list[str], category: str = "system") -> None: ...

    def refuse(self, reason: str, suggestions: Sequence[str] = ()) -> None:
        """Say why a request is refused, with the commands to try instead."""
        ...

    def ask(self, *, full_menu: bool = False) -> None:
        """Ask the pending question of this listener again (``full_menu``: every numbered choice)."""
        ...

    def question_lines(self) -> list[str]:
        """The pending question of this listener as it was asked, every line."""
        ...

    def round_summary(self) -> list[str]:
        """``last round``: a line per turn of the last round."""
        ...

    def reread(self, lines: list[str]) -> None:
        """Say ``lines`` again as a review (printed, not added to the history again)."""
        ...

    def key_help_lines(self) -> list[str]:
        """The console's speech keys, for ``help keys``."""
        ...

    def recall(self, name: str, arg: str | None, category: str | None) -> list[str]:
        """``previous``, ``next``, ``history`` or ``repeat`` over what this listener heard (optionally
        only ``category``): the lines to say (:func:`tek_access.audio.review.review_command`)."""
        ...

    def own_secret(self) -> None:
        """``my die``, ``my card``: one's own locked secret read back, to its owner alone."""
        ...


#: a query's handler: (where it says its answer, the asker's view, the words after the verb, the asker's
#: seat or None, the query's name)
Handler = Callable[[Speaker, Any, list[str], "int | None", str], None]


class QueryTable(dict[str, Handler]):
    """Query name -> handler (a game's ``QUERIES``), filled by the :meth:`query` decorator."""

    def query(self, *names: str) -> Callable[[Handler], Handler]:
        """Register a handler for the query ``names`` (one entry per name)."""
        def register(fn: Handler) -> Handler:
            for name in names:
                self[name] = fn
            return fn
        return register


def help_query(help_lines: Callable[[str | None, Any, "int | None"], list[str]]) -> Handler:
    """The ``help`` handler over a game's ``help_lines(name or None, view, seat)`` (KeyError for an
    unknown name): ``help keys`` gives the keys of the console, an unknown name is refused."""
    def answer(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
        if args == ["keys"]:
            say.say_lines(say.key_help_lines(), "help")
            return
        try:
            say.say_lines(help_lines(" ".join(args) if args else None, game, view), "help")
        except KeyError:
            say.refuse(CORE("query-no-command", name=" ".join(args)), ("help",))
    return answer


def review(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    """``repeat``, ``previous``, ``next``, ``history``: ``repeat round`` says the round's summary,
    a bare ``repeat`` the whole question while a player is asked, the rest walk what was said
    (the announcer's ``review_lines``), optionally of one category."""
    if name == "repeat" and args[:1] == ["round"]:
        say.reread(say.round_summary())
        return
    if name == "repeat" and say.human_to_move is not None and not args:
        say.reread(say.question_lines())  # the question, not only its last line
        return
    from tek_access.settings import category_id

    category = category_id(args[0]) if args else None  # "guerre", "war": named in any shipped language
    if category is not None:
        args.pop(0)
    say.reread(say.recall(name, args[0] if args else None, category))


def pending(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    """``pending`` (the question again) and ``choices`` (its full menu); who is deciding when it is
    not a player of this keyboard; the game's end when it is over."""
    if game.pending is None:
        say.say(CORE("query-game-over"), "system")
    elif say.human_to_move is None:
        say.say(CORE("query-deciding", who=game.name(game.pending.player)), "system")
    else:
        say.ask(full_menu=name == "choices")


def own_secret(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    """The read-back of one's own locked secret (the front end's, worded by the game's shell words)."""
    say.own_secret()
