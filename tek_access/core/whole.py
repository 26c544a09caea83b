"""The whole game as its owner holds it: the :class:`WholeGame` protocol (issue 33).

A seat's front end reads a game through :class:`tek_access.core.view.GameView`. The owner of a table
(:mod:`tek_access.owner`) holds more: the log of choices and the barrier at the last reveal, undo, the
seat views it hands out (``for_player``), copies, and the JSON a save is written from. This protocol
names that owner-side part, the same for every game of the family, so the owner is typed without a
game's own ``Game`` class and the front ends, typed with ``GameView``, cannot reach it.
"""
from __future__ import annotations

from typing import Any, Protocol

from tek_access.core.kernel.engine import Choice, Event
from tek_access.core.view import GameView


class WholeGame(GameView, Protocol):
    """The whole game of any game of the family, as only its table's owner holds it.

    ``log``: the choices made since the start, ``(seat, choice)``, oldest first. ``barrier``: the log
    length at the last reveal (nothing before it can be taken back). ``version``: a number that
    changes whenever the state does (a seat view made at one version is stale at the next).
    """

    @property
    def log(self) -> list[tuple[int, Choice]]: ...

    @property
    def barrier(self) -> int: ...

    @property
    def version(self) -> int: ...

    @property
    def start_events(self) -> list[Event]:
        """The events of the deal, narrated once when the game starts."""
        ...

    def can_undo(self, seat: int) -> bool:
        """True when ``seat`` has a choice after the last reveal that can be taken back."""
        ...

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s last choice and every choice after it; IllegalChoice with the reason."""
        ...

    def for_player(self, seat: int | None) -> Any:
        """``seat``'s view (None: an onlooker's): a copy holding only what that seat may know."""
        ...

    def clone(self) -> Any:
        """An independent copy of the whole game (the owner's snapshot before a command)."""
        ...

    def to_json(self) -> dict[str, Any]:
        """The whole game as JSON-ready data (what a save holds)."""
        ...
