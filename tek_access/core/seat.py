"""The seat boundary: the one object a front end receives for one seat.

A front end (the parser, queries and describe, prompts, narration, the console session and its
hot seat, the server's seats and watchers, the tutorial, the braille board) never holds the whole
game. It holds a :class:`SeatView`: the game as that seat may know it (``Game.for_player(seat)``:
no other seat's unrevealed secret answer, no face-down piece's identity, no random state or seed, no
log) and the events that seat may see. Only the rules package and the owner that applies choices
to a table (:class:`tek_access.owner.TableOwner`, held by the console session and by an online
table) hold the whole game and build seat views from it (``docs/architecture.md``, Hidden information).

The contract, tested with pairs of games a seat cannot tell apart (``tests/test_seat_boundary.py``):
everything a seat receives through its view is the same in both games.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.definition import GameDefinition
    from tek_access.core.kernel.engine import Event
    from tek_access.core.view import GameView
    from tek_access.core.whole import WholeGame


class SeatView:
    """What ``seat`` (an int seat index, or None for an onlooker: a watcher, a shared screen)
    may know of a table.

    ``game``: the seat's view of the game, a copy holding only what the seat may know; asking it
    for legal choices and applying them works, and a hidden part a look-ahead reaches is drawn
    at random (``tek_access.games.tek.rules.infoset``), so a front end must stop at the first reveal
    (:attr:`reveals`). Built by the owner of the table from the whole game; the whole game is
    not kept.
    """

    __slots__ = ("seat", "game", "definition")

    #: the seat's view of the game (a copy with only what the seat may know): the shared front end reads
    #: it through :class:`~tek_access.core.view.GameView`, a game's own parts through its own view protocol
    game: "GameView"

    def __init__(self, whole: "WholeGame", seat: int | None, definition: "GameDefinition | None" = None) -> None:
        from tek_access.core import registry

        self.seat = seat
        self.game = whole.for_player(seat)
        #: the game's definition (:mod:`tek_access.core.registry`): its grammar, queries, prompts, narration
        self.definition = definition if definition is not None else registry.of(whole)

    def sees(self, event: "Event") -> bool:
        """True when this seat may see ``event`` (public, or private to this seat)."""
        return event.visible_to(self.seat)

    def __repr__(self) -> str:
        return f"SeatView(seat={self.seat!r}, turn={self.game.state.turn})"
