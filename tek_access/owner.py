"""The owner of a table: the one front-end module that holds a whole game (issue 33).

A table has one owner, local or online. It holds the whole game (typed with the owner-side protocol
:class:`tek_access.core.whole.WholeGame`, never a game's own class), who sits where (a person or a
computer level, and a computer seat's player), applies choices (a typed command whole or not at all,
the choices made in secret and the reveal that shows them), takes choices back under the undo rules
(only one's own, never past a reveal), reads and writes saves through :mod:`tek_access.storage`, and
hands each seat its :class:`~tek_access.core.seat.SeatView` and the events that seat may see, with the
one narration loop (:meth:`TableOwner.heard`).

Its front ends hold the owner and read only seat views: the console session
(:class:`tek_access.ui.session.GameSession`, one keyboard, hot seat included) and an online table
(:class:`tek_access.server.table.Table`, whose connections each hear through
:class:`tek_access.server.seat_session.SeatSession`).
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from tek_access.core import registry
from tek_access.core.kernel.engine import Choice, Event, IllegalChoice
from tek_access.core.messages import CORE
from tek_access.core.seat import SeatView

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.definition import GameDefinition
    from tek_access.core.whole import WholeGame

#: the kinds of seat: a person, or a computer player's level
SEAT_KINDS = ("human", "normal", "random", "strong")


class Refused(Exception):
    """The owner refused a request (an undo): ``str(exc)`` says why, to the player who asked."""


class Seat:
    """One seat: ``kind`` "human", "normal", "random" or "strong", and its bot when a computer
    plays it, made by the game's ``definition`` (``bot_time``: the strong player's budget per
    decision in milliseconds, None: its default)."""

    def __init__(self, kind: str, seat: int, seed: int, bot_time: float | None = None,
                 definition: GameDefinition | None = None) -> None:
        if kind not in SEAT_KINDS:
            raise ValueError(CORE("cli-unknown-seat", kind=repr(kind), kinds=", ".join(SEAT_KINDS)))
        self.kind = kind
        self._bot: Any = None
        self._make: tuple | None = None
        if kind != "human":
            # made when first asked for: a game's first question does not wait for the bots' modules
            self._make = (definition if definition is not None else registry.get(), seat, seed, bot_time)

    @property
    def bot(self) -> Any:
        """The computer player of this seat (None for a human seat), made when first asked for."""
        if self._make is not None:
            definition, seat, seed, bot_time = self._make
            self._make = None
            self._bot = definition.table.make_bot(self.kind, seat, seed, bot_time)
        return self._bot

    @bot.setter
    def bot(self, value: Any) -> None:
        self._make = None
        self._bot = value

    @property
    def human(self) -> bool:
        return self.kind == "human"


@dataclass(frozen=True)
class LoadedSave:
    """A save the owner read whole, not yet played: what a front end may say of it (its game, its
    number of players, its turn) while asking whether to load it. The game itself stays with the
    owner (:meth:`TableOwner.load`)."""

    definition: GameDefinition
    players: int
    turn: int
    _game: WholeGame = field(repr=False, compare=False)


class TableOwner:
    """The whole game of one table and who sits where.

    ``game``: the whole game. ``kinds``: one seat kind per seat. ``seed``, ``bot_time``: what the
    computer seats' players are made with (:class:`Seat`). ``secret``: the log indexes of the choices
    made in secret; ``reveal_point``: the log length at the last reveal of the game's secrets (its
    ``table.REVEAL_EVENT``); ``command_starts``: where in the log each typed command began.
    """

    def __init__(self, game: WholeGame, kinds: Sequence[str], *, seed: int = 0, bot_time: float | None = None,
                 definition: GameDefinition | None = None) -> None:
        self.game = game
        self.definition = definition if definition is not None else registry.of(game)
        self._seed, self._bot_time = seed, bot_time
        self.seats = [Seat(kind, i, seed, bot_time, self.definition) for i, kind in enumerate(kinds)]
        self.secret: set[int] = set()
        self.reveal_point = 0
        self.command_starts: list[int] = []
        self._views: tuple[tuple[int, int, int], dict[int | None, SeatView]] | None = None

    # ------------------------------------------------------------ who sits where
    def human(self, seat: int) -> bool:
        """True when a person plays ``seat`` (a seat out of range: no)."""
        return 0 <= seat < len(self.seats) and self.seats[seat].human

    def humans(self) -> list[int]:
        """The seats people play, in order."""
        return [i for i, s in enumerate(self.seats) if s.human]

    def set_kind(self, seat: int, kind: str) -> None:
        """``seat`` is played from now on by ``kind`` (a kicked player's seat goes to a computer)."""
        self.seats[seat] = Seat(kind, seat, self._seed, self._bot_time, self.definition)

    def load(self, save: LoadedSave) -> None:
        """Play the game of ``save`` (:meth:`read_save`) at this table from now on."""
        self.replace(save._game)

    def replace(self, game: WholeGame) -> None:
        """Play ``game`` at this table from now on (a loaded save); a save of another game brings its
        own computer players for the same seat kinds."""
        definition = registry.of(game)
        if definition.id != self.definition.id:
            self.definition = definition
            self.seats = [Seat(seat.kind, i, self._seed, self._bot_time, definition)
                          for i, seat in enumerate(self.seats)]
        self.game = game
        self.secret, self.reveal_point, self.command_starts = set(), 0, []

    # ------------------------------------------------------------ what a seat receives
    def view(self, seat: int | None) -> SeatView:
        """What ``seat`` (None: an onlooker, a shared screen) may know now (:mod:`tek_access.core.seat`).
        Made once per state of the game and seat, for every front end of this table; only the current
        state's views are kept."""
        game = self.game
        state = (id(game), game.version, len(game.log))
        cache = self._views
        if cache is None or cache[0] != state:
            cache = self._views = (state, {})
        views = cache[1]
        view = views.get(seat)
        if view is None:
            view = views[seat] = SeatView(game, seat, self.definition)
        return view

    def bot_view(self, seat: int) -> Any:
        """A fresh copy of ``seat``'s view for its computer player (which may play ahead on it)."""
        return self.game.for_player(seat)

    def heard(self, events: Sequence[Event], seat: int | None, owners: Sequence[int], verbosity: str,
              merge: bool = True) -> Iterator[tuple[Event, list[Any]]]:
        """The one narration loop: each of ``events`` a listener hears, with its narrated lines.

        ``seat``: whose view public events are told from (None: an onlooker's). ``owners``: the seats
        whose private events (one's own secret) this listener hears, each told from its owner's view;
        another seat's private event is not heard. ``merge``: events one line can say are said as one
        (the game's narration ``merged``, when it has one)."""
        narration = self.definition.narration
        merged = getattr(narration, "merged", None) if merge else None
        for event in (merged(list(events)) if merged is not None else events):
            who = seat
            if event.private_to is not None:
                if event.private_to not in owners:
                    continue
                who = event.private_to
            mine = self.view(who)
            yield event, list(narration.narrate(mine.game, event, who, verbosity))

    # ------------------------------------------------------------ choices
    @property
    def deciding(self) -> int | None:
        """The seat whose decision is pending, or None when the game is over."""
        pending = self.game.pending
        return None if pending is None else pending.player

    def bot_to_move(self) -> int | None:
        """The seat of the computer player whose decision is pending, or None (a person's, or the end)."""
        seat = self.deciding
        if seat is None or self.human(seat):
            return None
        return seat

    def apply(self, choice: Choice) -> list[Event]:
        """Apply one legal choice for the seat deciding; IllegalChoice with the reason (nothing changed)."""
        game = self.game
        assert game.pending is not None, "a choice applied after the game's end"
        table = self.definition.table
        secret = table.is_secret(game.pending.kind)
        events = game.apply(choice)
        if secret:
            self.secret.add(len(game.log) - 1)
        reveal = table.REVEAL_EVENT  # the game's own reveal
        if any(e.kind == reveal for e in events):
            self.reveal_point = len(game.log)
        return events

    def play(self, seat: int, choices: Sequence[Choice], *, within_seat: bool = False) -> list[Event]:
        """Apply a typed command's ``choices`` for ``seat``, whole or not at all: on IllegalChoice
        the table is as before and the error goes on. ``within_seat``: each choice must answer a
        decision of ``seat`` (online: a command never plays past one's own decisions)."""
        start = len(self.game.log)
        snapshot = (self.game.clone(), set(self.secret), self.reveal_point)
        events: list[Event] = []
        try:
            for choice in choices:
                if within_seat and self.deciding != seat:
                    raise IllegalChoice(CORE("undo-past-decisions"))
                events += self.apply(choice)
        except IllegalChoice:
            self.game, self.secret, self.reveal_point = snapshot
            raise
        self.command_starts = [m for m in self.command_starts if m < start] + [start]
        return events

    # ------------------------------------------------------------ undo
    def decided_since(self, seat: int) -> list[int]:
        """Other human seats that decided after ``seat``'s last decision (undo would take theirs back)."""
        log = self.game.log
        index = next((i for i in range(len(log) - 1, -1, -1) if log[i][0] == seat), None)
        if index is None:
            return []
        return sorted({s for s, _ in log[index + 1:] if s != seat and self.human(s)})

    def last_command_start(self, seat: int) -> int | None:
        """Where in the log ``seat``'s last typed command began (a command such as ``research`` makes
        two choices, and undo takes back both), or None if unknown."""
        log = self.game.log
        return next((m for m in reversed(self.command_starts)
                     if self.game.barrier <= m < len(log) and log[m][0] == seat), None)

    def _others_refusal(self, seat: int) -> str | None:
        others = self.decided_since(seat)
        if not others:
            return None
        names = self.game.name(others[0])
        for other in others[1:]:  # "Red and Blue and Green"
            names = CORE("list-and", head=names, last=self.game.name(other))
        return CORE("undo-others-decided", names=names, count=len(others))

    def undo_command(self, seat: int, *, shared: bool = False) -> None:
        """Take back ``seat``'s last typed command whole, and the questions that then answered
        themselves (at one keyboard). Raises :class:`Refused` with why not (``shared``: a shared
        keyboard, where the asker is named)."""
        refusal = self._others_refusal(seat)
        if refusal:
            raise Refused(refusal)
        game = self.game
        start = self.last_command_start(seat)

        def single() -> bool:
            return game.pending is not None and game.pending.player == seat and len(game.choices()) == 1

        try:
            game.undo(seat)
            while start is not None and any(s == seat for s, _ in game.log[start:]):
                game.undo(seat)  # the whole command: "research" both selected and took it
            while single():
                game.undo(seat)  # past the questions that answered themselves
        except IllegalChoice as exc:
            if not single():
                raise Refused(undo_refusal(game, seat, str(exc), shared=shared)) from None
        self._forget_undone()

    def undo_choice(self, seat: int) -> None:
        """Take back ``seat``'s last choice (online: one choice at a time, never past the reveal of
        the secrets). Raises :class:`Refused` with why not."""
        game = self.game
        index = next((i for i in range(len(game.log) - 1, -1, -1) if game.log[i][0] == seat), None)
        if index is None or index < self.reveal_point:
            raise Refused(undo_refusal(game, seat, CORE("undo-nothing"), self.reveal_point))
        refusal = self._others_refusal(seat)
        if refusal:
            raise Refused(refusal)
        try:
            game.undo(seat)
        except IllegalChoice as exc:
            raise Refused(undo_refusal(game, seat, str(exc), self.reveal_point)) from None
        self._forget_undone()

    def _forget_undone(self) -> None:
        self.secret = {i for i in self.secret if i < len(self.game.log)}

    # ------------------------------------------------------------ saves
    def secret_locked(self) -> bool:
        """True when a secret answer (set in secret, not yet revealed) is in the game: a save then
        would hold it. The game's own rule (its definition's ``table.secret_locked``)."""
        return bool(self.definition.table.secret_locked(self.game))

    def save(self, path: str | Path) -> Path:
        """Write the whole game to ``path`` atomically (:func:`tek_access.storage.save_game`);
        OSError with the file system's reason."""
        from tek_access.storage import save_game

        return save_game(cast(Any, self.game), path)  # storage reads each game's own save format

    def save_without_secrets(self, path: str | Path) -> tuple[Path, bool]:
        """Save the game as it was before the first secret answer still locked (a save must not hold a
        secret: architecture.md, hidden information), so that it is asked for again when the save is
        loaded; the game itself is never changed. Returns (the path, True when secrets were taken
        back); ValueError when they cannot be, OSError when the file cannot be written."""
        from tek_access.storage import save_game

        game, taken_back = self.game, False
        locked = self.definition.table.secret_locked
        if locked(game):
            game, taken_back = game.clone(), True
            for _ in range(len(game.log) + 1):
                if not locked(game) or len(game.log) <= game.barrier:
                    break
                game.undo(game.log[-1][0])
            if locked(game):
                raise ValueError("the game cannot be saved without a locked secret")
        return save_game(cast(Any, game), path), taken_back

    def read_save(self, path: str | Path) -> LoadedSave:
        """The save at ``path``, read and checked whole (:func:`tek_access.storage.load_game`:
        SaveError names the file, the place and the problem), to be played with :meth:`load`. This
        table's catalogue serves a save of the default game only when this table plays it."""
        from tek_access.storage import load_game

        catalog = getattr(self.game, "catalog", None) if self.definition.id == registry.DEFAULT else None
        game: WholeGame = load_game(path, catalog)
        return LoadedSave(registry.of(game), game.config.players, game.state.turn, game)


def undo_refusal(game: WholeGame, seat: int, fallback: str, barrier: int | None = None, shared: bool = False) -> str:
    """Why ``seat`` has nothing to undo, in the words of the local game and the server alike: no
    choice made yet, or a reveal since its last one (``barrier``: the log length at the last
    reveal, by default the game's own); else ``fallback``. The asker is "you", or named by colour
    at a ``shared`` keyboard."""
    words = registry.of(game).words
    barrier = game.barrier if barrier is None else barrier
    if not any(s == seat for s, _ in game.log):
        return CORE("undo-no-choice-yet", who=game.name(seat), shared=shared)
    if not any(s == seat for s, _ in game.log[barrier:]):
        return CORE("undo-revealed", secrets=words.secrets, secret=words.secret)
    return fallback
