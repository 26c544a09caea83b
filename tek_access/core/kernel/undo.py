"""One undo history for every game of the family: the log of choices, the barrier at the last reveal, and
the snapshots that keep taking a choice back cheap.

The promise it keeps for every game (``docs/architecture.md``, "Saves and undo"): undo never goes back past a
reveal of hidden information. A choice whose events include one of the game's reveal kinds (a war's dice, an
exploration token turned over, a dice roll, a card drawn, dealt or passed, a face-down card turned up: each game
names its own, ``Game.reveal_events``) puts the barrier after it, so what a seat has seen stays seen, whichever
seat asks for the undo. One behaviour after an undo: the snapshots after the point restored are dropped (they
belong to choices taken back) and the ones before it are kept.

A game holds one :class:`UndoHistory` (composition: the history never calls into the game except through the
three functions :meth:`UndoHistory.take_back` is given), checks the events of each choice against its
``reveals`` (:meth:`UndoHistory.revealing`) and records each choice it applies with :meth:`UndoHistory.record`.
Every game's ``Game`` class derives from :class:`Undoable`, which holds the fields every game has (the state, the
history, the start, the viewer, the sampler, the version, the events and choices not yet handed out) and answers
``log``, ``barrier``, ``replay``, ``can_undo`` and ``undo`` from the history, written once for the family.
Compiled with mypyc with the TEK rules (``setup.py``, ``COMPILED``), which record into it on every move: it
imports nothing of any game. :class:`Undoable` allows interpreted subclasses (a game whose rules are not compiled,
Vikings).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, Self, TypeVar

from mypy_extensions import mypyc_attr  # mypyc reads its flags when it compiles; pure Python, it changes nothing

from tek_access.core.kernel.engine import Choice, Event, IllegalChoice
from tek_access.core.kernel.rng import Rng


class Snapshot(Protocol):
    """A game state that can copy itself (both games' ``GameState``)."""

    def clone(self) -> Self:  # pragma: no cover - a protocol
        ...


class Revealing(Protocol):
    """An event: only its kind is read here."""

    @property
    def kind(self) -> str:  # pragma: no cover - a protocol
        ...


S = TypeVar("S", bound=Snapshot)
C = TypeVar("C")


class UndoHistory(Generic[S, C]):
    """The choices made since the start, as ``(seat, choice)`` in ``log``; ``barrier``, the log length at the
    last reveal (nothing before it can be taken back); ``snaps``, ``(log length, state then)`` pairs, the first
    at the barrier (or the start), each later one taken when the game asks (every few turns for TEK).

    ``reveals``: the kinds of event that show some seat hidden information (the game's ``reveal_events``).
    """

    def __init__(self, reveals: frozenset[str], log: list[tuple[int, C]] | None = None, barrier: int = 0,
                 snaps: list[tuple[int, S]] | None = None) -> None:
        self.reveals = reveals
        self.log: list[tuple[int, C]] = list(log) if log else []
        self.barrier = barrier
        self.snaps: list[tuple[int, S]] = list(snaps) if snaps else []

    def copy(self, log: bool = True) -> UndoHistory[S, C]:
        """An independent copy (the states in the snapshots shared: they are never changed in place);
        ``log`` False: an empty history with the same reveal kinds (a seat's view holds no history)."""
        if not log:
            return UndoHistory(self.reveals)
        return UndoHistory(self.reveals, self.log, self.barrier, self.snaps)

    def start(self, state: S, copy: bool = True) -> None:
        """The first snapshot: ``state`` is the game's start (or the state at a loaded save's barrier), copied
        unless ``copy`` is False (a state read from a save for this alone)."""
        self.snaps = [(self.barrier, state.clone() if copy else state)]

    def revealing(self, events: Sequence[Revealing]) -> bool:
        """True when any of ``events`` is of a kind in ``reveals``: it shows some seat hidden information.
        (TEK's game checks each event's kind against ``reveals`` as it emits it, on the engine's hot path.)"""
        return any(event.kind in self.reveals for event in events)

    def record(self, seat: int, choice: C, state: S, revealed: bool, snapshot: bool) -> None:
        """Log ``choice`` made by ``seat``, which led to ``state``. ``revealed``: one of its events was a
        reveal (:meth:`revealing`): the barrier moves here and the only snapshot kept is ``state``; else, with
        ``snapshot`` True (the game's own cadence) and snapshots kept, ``state`` is added to them."""
        log = self.log
        log.append((seat, choice))
        if revealed:
            self.barrier = len(log)
            self.snaps = [(len(log), state.clone())]
        elif snapshot and self.snaps:
            self.snaps.append((len(log), state.clone()))

    def last_of(self, seat: int) -> int | None:
        """The log index of ``seat``'s last choice after the barrier, or None."""
        log = self.log
        for i in range(len(log) - 1, self.barrier - 1, -1):
            if log[i][0] == seat:
                return i
        return None

    def can_undo(self, seat: int) -> bool:
        """True when ``seat`` has a choice after the last reveal that can be taken back."""
        return self.last_of(seat) is not None

    def take_back(self, seat: int, replay: Callable[[list[tuple[int, C]]], S], restore: Callable[[S], None],
                  apply: Callable[[C], object]) -> bool:
        """Take back ``seat``'s last choice and every choice after it; False (nothing changed) when it has none
        after the barrier.

        Restores a copy of the latest snapshot before that choice with ``restore`` (the game sets its state and
        forgets what it cached) and replays the choices between the two with ``apply`` (which records them again).
        With no snapshot that early (a loaded save), ``replay`` makes the state at the barrier from the start.
        Snapshots after the restored point are dropped; the barrier never moves back.
        """
        index = self.last_of(seat)
        if index is None:
            return False
        barrier = self.barrier
        snaps = self.snaps
        if not snaps or snaps[0][0] > index:
            snaps = [(barrier, replay(self.log[:barrier]))]
        kept = [snap for snap in snaps if snap[0] <= index]
        at, state = kept[-1]
        redo = self.log[at:index]
        self.log = self.log[:at]
        self.snaps = kept
        restore(state.clone())
        for _seat, choice in redo:
            apply(choice)
        self.barrier = max(barrier, self.barrier)
        return True


@mypyc_attr(allow_interpreted_subclasses=True)
class Undoable(Generic[S]):
    """The base of every game's ``Game``: the fields every game holds, and undo over its :class:`UndoHistory`.

    ``state`` (the game's state, ``S``), ``history``, ``initial`` (the start as JSON-ready data, None on a view),
    ``viewer`` (None for the real game, else the seat a view belongs to), ``sampler`` (a view's source for what
    is hidden), ``start_events``, ``version`` (bumped on each change), and the events and legal choices not yet
    handed out. A game gives :meth:`apply`, :meth:`touch` and :meth:`restart`.
    """

    state: S
    history: UndoHistory[S, Choice]
    initial: dict[str, Any] | None
    viewer: int | None
    sampler: Rng | None
    start_events: list[Event]
    version: int
    _events: list[Event]
    _choices: list[Choice] | None

    def _hold(self, state: S, history: UndoHistory[S, Choice], initial: dict[str, Any] | None,
              viewer: int | None) -> None:
        """Set the fields every game holds (called first by each game's ``__init__``)."""
        self.state = state
        self.history = history
        self.initial = initial
        self.viewer = viewer
        self.sampler = None
        self.start_events = []
        self.version = 0
        self._events = []
        self._choices = None

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
        """Given by the game."""
        raise NotImplementedError

    def touch(self) -> None:
        """Given by the game: forget what it cached of ``state``."""
        raise NotImplementedError

    def restart(self, initial: dict[str, Any]) -> Self:
        """Given by the game: a new game of this catalogue and configuration at the start ``initial`` (no log)."""
        raise NotImplementedError

    def replay(self, choices: list[tuple[int, Choice]]) -> Self:
        """A new game from this game's start, with ``choices`` applied in order.
        Raises ValueError on a view (it has no start)."""
        if self.initial is None:
            raise ValueError("a view holds no start to replay from")
        game = self.restart(self.initial)
        game.history.start(game.state)
        for _seat, choice in choices:
            game.apply(choice)
        return game

    def can_undo(self, seat: int) -> bool:
        """True when ``seat`` has a choice after the last reveal that can be taken back."""
        return self.history.can_undo(seat)

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s last choice and every choice after it (:meth:`UndoHistory.take_back`). Raises
        :class:`IllegalChoice` when there is none after the last reveal (what a seat has seen stays seen)."""
        if not self.history.take_back(seat, self._state_after, self._restore, self.apply):
            raise IllegalChoice("Nothing to undo.")
        self._events = []

    def _state_after(self, choices: list[tuple[int, Choice]]) -> S:
        return self.replay(choices).state

    def _restore(self, state: S) -> None:
        self.state = state
        self.touch()
