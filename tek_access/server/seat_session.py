"""The local session's queries and prompts, for one connection's seat (or none) at a server table."""
from __future__ import annotations

from types import SimpleNamespace
from typing import TYPE_CHECKING

from tek_access.categories import PLAY
from tek_access.core.kernel.engine import Event, IllegalChoice
from tek_access.games.tek.rules.game import Game
from tek_access.grammar import parser
from tek_access.ui.session import VERBOSITY, GameSession

if TYPE_CHECKING:
    from tek_access.server.connection import Client
    from tek_access.server.table import Table

WATCHING = "You are watching; join a free seat to play."


class SeatSession(GameSession):
    """The local session's queries and prompts, for one connection's seat on a server table.

    Built on :class:`GameSession` without its bots or hand-over: ``game`` is the table's game,
    ``viewer`` and ``human_to_move`` are this connection's seat (None for a watcher). A watcher's
    line is read as an onlooker's (seat None): its queries speak from no seat's point of view and
    anything that would play is refused (:data:`WATCHING`). Playing, undo and leaving go to the
    :class:`~.table.Table`, which owns the game and checks the seat of every choice. Settings
    (verbosity) stay with this connection: nothing is written to the server's own files."""

    def __init__(self, client: "Client") -> None:  # no super().__init__: no bots, no own game
        self.client = client
        self.announcer = client.announcer
        self.verbosity = "normal"
        self.events = None
        self.finished = self.quit = self.dirty = self.hot_seat = False
        self._handed_over = None
        self._turns: list[tuple[int | None, int | None, list[str]]] = []  # for "repeat round"
        self._summary: list = []
        self.closing_lines: list[str] = []
        self._command_starts: list[int] = []

    @property
    def _table(self) -> Table:
        table = self.client.table
        assert table is not None, "a seat session is used only at a table"
        return table

    @property  # the table owns its game: read-only here
    def game(self) -> Game:  # type: ignore[override]
        game = self._table.game
        assert game is not None, "the table speaks through its seat sessions once its game started"
        return game

    @property  # this connection's seat: read-only here
    def viewer(self) -> int | None:  # type: ignore[override]
        return self.client.seat

    @property  # the table's seats: read-only here
    def seats(self):  # type: ignore[override]
        return [SimpleNamespace(human=s["kind"] == "human") for s in self._table.seats]

    @property  # worked out from the table's game: read-only here
    def human_to_move(self) -> int | None:
        d = self.game.pending if self._table.game is not None else None
        seat = self.client.seat
        return seat if d is not None and seat is not None and d.player == seat else None

    # ------------------------------------------------------------ what this connection hears
    def hear(self, events: list[Event]) -> None:
        """Say ``events`` from this connection's seat (a watcher: as an onlooker), keeping the
        turns for ``repeat round``."""
        mine = self.seat_view(self.client.seat)  # this seat's view: names only, as narration reads it
        merged = getattr(mine.definition.narration, "merged", None)  # one line for what one line can say
        for event in (merged(events) if merged is not None else events):
            self._note(event)
            if not mine.sees(event):
                continue
            self._turn_edge(event)  # brief: an opponent's turn as one line, as in the console
            for line in mine.definition.narration.narrate(mine.game, event, self.client.seat, self.verbosity):
                if self._turns and not line.secret and line.category in PLAY:
                    self._turns[-1][2].append(line.text)
                if self._kept(event, line):
                    continue
                self.say(line.text, line.category, earcon=line.earcon, secret=line.secret)

    def _note(self, event: Event) -> None:
        if event.kind == "turn_started":
            self._turns.append((event.data.get("turn"), event.data.get("player"), []))
            del self._turns[:-len(self._table.seats)]

    def remember(self, events: list[Event]) -> None:
        """Rebuild the turns of ``repeat round`` from ``events`` without saying them (a connection
        that joins or comes back mid-game)."""
        mine = self.seat_view(self.client.seat)
        self._turns = []
        for event in events:
            self._note(event)
            if self._turns and mine.sees(event):
                for line in mine.definition.narration.narrate(mine.game, event, self.client.seat, self.verbosity):
                    if not line.secret and line.category in PLAY:
                        self._turns[-1][2].append(line.text)

    # ------------------------------------------------------------ commands
    def set_verbosity(self, word: str) -> None:
        """``verbosity brief|normal|full`` for this connection only, on every door, in the lobby, at
        a table before or during its game, in the middle of ``create``; bad input changes nothing."""
        word = word.strip().lower()
        if word not in VERBOSITY:
            self.client.reject(f"Verbosity is {self.verbosity}. Say verbosity brief, normal or full.")
            return
        if word != "brief":
            self.flush_summary()  # what brief kept is said before the lines come one by one
        self.verbosity = word
        self.client.say(f"Verbosity: {word}, for this connection.")

    def handle(self, text: str) -> None:
        if self.client.seat is not None:
            super().handle(text)
            return
        command = parser.parse(text, self.seat_view(None))  # a watcher: an onlooker, never a seat
        try:
            if isinstance(command, parser.Query):
                self._query(command, None)
            elif isinstance(command, parser.Meta):
                self._meta(command, None)
            else:
                self._reject(WATCHING, ("status", "leave"))
        except (IllegalChoice, OSError, ValueError) as exc:
            self._reject(str(exc), ())

    def _play(self, command, seat) -> None:
        self._table.play(self.client, command.choices)

    def _query(self, command, seat) -> None:
        super()._query(command, seat)
        if command.name == "status":
            line = self._table.seed_line()
            if line:
                self.say(line, "system")

    def _meta(self, command, seat) -> None:
        name, args = command.name, list(command.args)
        if name == "undo":
            self._table.undo(self.client)
        elif name == "quit":
            self.client.quit()
        elif name == "verbosity":  # this connection's only: never the server's settings file
            self.set_verbosity(" ".join(args))
        elif name == "settings":
            self._reject(f"Settings: only verbosity, kept for this connection; it is {self.verbosity}. "
                         f"Speech, sounds and braille are set in your own program.", ("verbosity brief",))
        else:
            self._reject(f"{name.capitalize()} is not used on a server: the server keeps the game for you.",
                         ("help",))
