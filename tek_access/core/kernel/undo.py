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
``reveals`` (:meth:`UndoHistory.revealing`), records each choice it applies with :meth:`UndoHistory.record`,
and answers ``can_undo``/``undo`` from it. Compiled with mypyc with the TEK rules (``setup.py``, ``COMPILED``),
which record into it on every move: it imports nothing of any game.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, Protocol, Self, TypeVar


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
