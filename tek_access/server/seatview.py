"""The local session's queries and prompts, for one connection's seat (or none) at a server table."""
from __future__ import annotations

from types import SimpleNamespace
from typing import TYPE_CHECKING

from tek_access.rules.game import Game
from tek_access.ui.session import GameSession

if TYPE_CHECKING:
    from tek_access.server.connection import Client


class SeatView(GameSession):
    """The local session's queries and prompts, for one connection's seat on a server table.

    Built on :class:`GameSession` without its bots or hand-over: ``game`` is the table's game,
    ``viewer`` and ``human_to_move`` are this connection's seat. Playing, undo and leaving go to
    the :class:`Table`, which owns the game."""

    def __init__(self, client: "Client") -> None:  # no super().__init__: no bots, no own game
        self.client = client
        self.announcer = client.announcer
        self.verbosity = "normal"
        self.events = None
        self.finished = self.quit = self.dirty = self.hot_seat = False
        self._handed_over = None

    @property
    def game(self) -> Game:
        return self.client.table.game

    @property
    def viewer(self) -> int | None:
        return self.client.seat

    @property
    def seats(self):
        return [SimpleNamespace(human=s["kind"] == "human") for s in self.client.table.seats]

    @property
    def human_to_move(self) -> int | None:
        d = self.game.pending if self.client.table.game is not None else None
        seat = self.client.seat
        return seat if d is not None and seat is not None and d.player == seat else None

    def _play(self, command, seat) -> None:
        self.client.table.play(self.client, command.choices)

    def _meta(self, command, seat) -> None:
        name = command.name
        if name == "undo":
            self.client.table.undo(self.client)
        elif name == "quit":
            self.client.quit()
        elif name in ("verbosity",):
            super()._meta(command, seat)
        else:
            self._reject(f"{name.capitalize()} is not used on a server: the server keeps the game for you.",
                         ("help",))

