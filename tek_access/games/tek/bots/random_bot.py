"""The "random" computer player: uniform over the legal choices, and cheap.

The engine benchmark (benchmarks/bench_engine.py) and ``tek-access simulate --bots random`` use it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import Choice
from tek_access.core.kernel.rng import derive_seed

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.game import Game


class RandomBot:
    """Picks uniformly among ``game.choices()``; deterministic from (seed, seat, moves so far)."""

    kind = "random"
    #: It reads only the legal choices and the number of moves, which every player's view shares, so the
    #: owner of a game may hand it those (:meth:`pick`) instead of a copy made by ``for_player`` (faster;
    #: :mod:`tek_access.core.simulate`).
    reads_only_choices = True

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.seed = seed
        self._base = derive_seed(seed, seat)

    def choose(self, game: "Game") -> Choice:
        """One legal choice for ``game.pending`` (``game``: the seat's view); ValueError when nothing is pending."""
        return self.pick(game.choices(), game.state.moves)

    def pick(self, choices: "list[Choice]", moves: int) -> Choice:
        """One of ``choices`` (the pending decision's, as offered) after ``moves`` moves; ValueError when there
        are none."""
        if not choices:
            raise ValueError("No decision is pending.")
        count = len(choices)
        if count == 1:
            return choices[0]
        # SplitMix64's finaliser (a well-spread 64-bit number, the same on every platform), written out
        z = self._base ^ (moves * 0x9E3779B97F4A7C15 & _MASK)
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return choices[(z ^ (z >> 31)) % count]


_MASK = (1 << 64) - 1
