"""The query table every game's ``queries`` part builds on: commands that never change the game,
one handler each, and the handlers whose answer is the same in every game (``help``, the
review of what was said, ``pending``, one's own hidden part).

A handler is ``handler(session, view, args, seat, name)``: the session that asks (the console
or an online table's), the asker's seat view (never the whole game), the words after the verb,
the asker's seat (None: an onlooker) and the query's name as the command table gives it.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["Handler", "QueryTable", "help_query", "own_secret", "pending", "review"]

#: a query's handler: (session, the asker's view, the words after the verb, the asker's seat or None, the name)
Handler = Callable[[Any, Any, list[str], "int | None", str], None]


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
    def answer(session: Any, game: Any, args: list[str], view: int | None, name: str) -> None:
        if args == ["keys"]:
            session.say_lines(session.announcer.key_help_lines(), "help")
            return
        try:
            session.say_lines(help_lines(" ".join(args) if args else None, game, view), "help")
        except KeyError:
            session._reject(f"No command called {' '.join(args)}.", ("help",))
    return answer


def review(session: Any, game: Any, args: list[str], view: int | None, name: str) -> None:
    """``repeat``, ``previous``, ``next``, ``history``: ``repeat round`` says the round's summary,
    a bare ``repeat`` the whole question while a player is asked, the rest walk what was said
    (the announcer's ``review_lines``), optionally of one category."""
    if name == "repeat" and args[:1] == ["round"]:
        for line in session.round_summary():
            session.announcer.review(line, printed=True)
        return
    if name == "repeat" and session.human_to_move is not None and not args:
        for line in session._question_lines():  # the question, not only its last line
            session.announcer.review(line, printed=True)
        return
    from tek_access.categories import Category

    category = args.pop(0) if args and args[0] in {c.value for c in Category} else None
    for line in session.announcer.review_lines(name, args[0] if args else None, category):
        session.announcer.review(line, printed=True)


def pending(session: Any, game: Any, args: list[str], view: int | None, name: str) -> None:
    """``pending`` (the question again) and ``choices`` (its full menu); who is deciding when it is
    not a player of this keyboard; the game's end when it is over."""
    if game.pending is None:
        session.say("The game is over. Say score to hear the result.", "system")
    elif session.human_to_move is None:
        session.say(f"{game.name(game.pending.player)} is deciding.", "system")
    else:
        session.ask(full_menu=name == "choices")


def own_secret(session: Any, game: Any, args: list[str], view: int | None, name: str) -> None:
    """The read-back of one's own locked secret (the session's, worded by the game's shell words)."""
    session._my_die()
