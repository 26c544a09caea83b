"""Undo: replaying from the start and taking back a seat's last choice (a part of
:class:`tek_access.rules.game.Game`, first in its chain UndoHistory <- MeepleBoard <- Game). Undo never
goes back past a war reveal: hidden information already shown cannot be hidden again (``architecture.md``,
Saves and undo)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Self

from tek_access.rules.model import Choice, Event, IllegalChoice
from tek_access.rules.state import GameState

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.rules.catalog import Catalog
    from tek_access.rules.state import GameConfig


class UndoHistory:
    """The base of :class:`~tek_access.rules.game.Game`, which holds ``log``, ``barrier``,
    ``initial``, ``_snaps``, ``state`` and ``apply``."""

    # What Game gives (declared for the type checker only: no class attribute is made)
    catalog: Catalog
    config: GameConfig
    state: GameState
    log: list[tuple[int, Choice]]
    barrier: int
    initial: dict[str, Any] | None
    _snaps: list[tuple[int, GameState]]
    _events: list[Event]

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
        game._snaps = [(0, game.state.clone())]
        for _seat, choice in choices:
            game.apply(choice)
        return game

    def can_undo(self, seat: int) -> bool:
        """True when ``seat`` has a choice after the last war reveal that can be taken back."""
        return any(s == seat for s, _ in self.log[self.barrier:])

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s last choice and every choice after it.

        Restores the latest snapshot before that choice (taken at the last war reveal and at each
        turn since) and replays only what followed. Raises :class:`IllegalChoice` when there is
        none, or only before a war reveal (hidden information already revealed cannot be undone;
        ``architecture.md``).
        """
        index = None
        for i in range(len(self.log) - 1, self.barrier - 1, -1):
            if self.log[i][0] == seat:
                index = i
                break
        if index is None:
            raise IllegalChoice("Nothing to undo.")
        if not self._snaps or self._snaps[0][0] > index:
            self._snaps = [(self.barrier, self.replay(self.log[:self.barrier]).state.clone())]
        snaps = [s for s in self._snaps if s[0] <= index]
        at, state = snaps[-1]
        redo = self.log[at:index]
        self.state, self.log = state.clone(), self.log[:at]
        self._snaps = snaps
        self.touch()
        barrier = self.barrier
        for _seat, choice in redo:
            self.apply(choice)
        self.barrier = max(barrier, self.barrier)
        self._events = []
