"""Undo: replaying from the start and taking back a seat's last choice (a part of
:class:`tek_access.games.tek.rules.game.Game`, first in its chain Undoable <- MeepleBoard <- Game). The history itself,
the same for every game, is :class:`tek_access.core.kernel.undo.UndoHistory`: undo never goes back past a reveal
(war dice, an exploration token turned over, the dummy's roll): hidden information already shown cannot be
hidden again (``architecture.md``, Saves and undo)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Self

from tek_access.core.kernel.engine import Choice, Event, IllegalChoice
from tek_access.core.kernel.undo import UndoHistory
from tek_access.games.tek.rules.state import GameState

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.catalog import Catalog
    from tek_access.games.tek.rules.state import GameConfig

#: Events that show a seat something it could not know before (000, War: Reveal; Playing with the Exploration
#: Tokens: a token turned over, and where the shuffled tokens go at 5 players; 002, Solo Play Rules: the
#: dummy's roll): undo stops there, and a look-ahead on a view stops at them.
REVEAL_EVENTS = frozenset({"token_revealed", "tokens_placed", "war_revealed", "dummy_rolled"})


class Undoable:
    """The base of :class:`~tek_access.games.tek.rules.game.Game`, which holds ``history``, ``initial``, ``state``
    and ``apply``; ``log`` and ``barrier`` read and set the history's."""

    # What Game gives (declared for the type checker only: no class attribute is made)
    catalog: Catalog
    config: GameConfig
    state: GameState
    history: UndoHistory[GameState, Choice]
    initial: dict[str, Any] | None
    _events: list[Event]

    @property
    def log(self) -> list[tuple[int, Choice]]:
        """The choices made, as (seat, choice), from the start."""
        return self.history.log

    @log.setter
    def log(self, value: list[tuple[int, Choice]]) -> None:
        self.history.log = value

    @property
    def barrier(self) -> int:
        """The log length at the last reveal: nothing before it can be taken back."""
        return self.history.barrier

    @barrier.setter
    def barrier(self, value: int) -> None:
        self.history.barrier = value

    def apply(self, choice: Choice) -> list[Event]:
        """Given by Game."""
        raise NotImplementedError

    def touch(self) -> None:
        """Given by Game."""
        raise NotImplementedError

    def restart(self, state: GameState, initial: dict[str, Any]) -> Self:
        """Given by Game: a new game of this catalogue and configuration at ``state``."""
        raise NotImplementedError

    def replay(self, choices: list[tuple[int, Choice]]) -> Self:
        """A new game from this game's start, with ``choices`` applied in order.
        Raises ValueError on a view (it has no start)."""
        if self.initial is None:
            raise ValueError("a view holds no start to replay from")
        game = self.restart(GameState.from_json(self.initial), self.initial)
        game.history.start(game.state)
        for _seat, choice in choices:
            game.apply(choice)
        return game

    def can_undo(self, seat: int) -> bool:
        """True when ``seat`` has a choice after the last reveal that can be taken back."""
        return self.history.can_undo(seat)

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s last choice and every choice after it
        (:meth:`tek_access.core.kernel.undo.UndoHistory.take_back`). Raises :class:`IllegalChoice` when there is
        none, or only before a reveal (hidden information already revealed cannot be undone)."""
        if not self.history.take_back(seat, self._state_after, self._restore, self.apply):
            raise IllegalChoice("Nothing to undo.")
        self._events = []

    def _state_after(self, choices: list[tuple[int, Choice]]) -> GameState:
        return self.replay(choices).state

    def _restore(self, state: GameState) -> None:
        self.state = state
        self.touch()
