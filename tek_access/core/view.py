"""What the shared front end may read of any game: the :class:`GameView` protocol (issue 33).

A front end (the console session, the server's seats and watchers, the tutorial shell, the parser)
holds a seat's view of a game, never the whole game (:mod:`tek_access.core.seat`). This protocol is
the part of a view every game of the family has: whose turn it is, the decision pending, its legal
choices, the seats' names and the result. A game's own front-end parts (its narration, prompts and
queries) read more, through the game's own view protocol (``games/NAME/view.py``). Neither protocol
names the whole game's owner-side parts (the random source, the choice log, undo, saving), so the
type checker refuses a front end that reaches for them.
"""
from __future__ import annotations

from typing import Any, Protocol

from tek_access.core.kernel.engine import Choice, Decision, Event


class ViewConfig(Protocol):
    """A table's fixed options as every game has them."""

    @property
    def players(self) -> int:
        """The number of seats at the table (each game says its range)."""
        ...


class ViewState(Protocol):
    """The part of a game's state every game has."""

    @property
    def turn(self) -> int:
        """The turn number, from 0 (or 1: each game says)."""
        ...

    @property
    def active(self) -> int:
        """The seat whose turn it is."""
        ...


class GameView(Protocol):
    """A seat's view of any game of the family: what the shared front end may read and do.

    ``apply`` on a view is a look-ahead (a hidden part it reaches is drawn at random); only the table's
    owner applies a choice to the table itself.
    """

    @property
    def game_id(self) -> str:
        """The game's registered id (its definition's ``id``)."""
        ...

    @property
    def config(self) -> ViewConfig: ...

    @property
    def state(self) -> ViewState: ...

    @property
    def over(self) -> bool: ...

    @property
    def result(self) -> dict[str, Any] | None: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def pending(self) -> Decision | None: ...

    def name(self, seat: int) -> str:
        """Seat ``seat``'s name as said to players (a colour, or a computer opponent's name)."""
        ...

    def choices(self) -> list[Choice]:
        """The legal answers to the pending decision (empty when the game is over)."""
        ...

    def check(self, choice: Choice) -> str | None:
        """None when ``choice`` is legal now, else the reason it is not, for the player."""
        ...

    def apply(self, choice: Choice) -> list[Event]:
        """Apply a legal choice to this view (a look-ahead); raises IllegalChoice with the reason."""
        ...
