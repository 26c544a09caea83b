"""The "random" computer player: uniform over the legal choices, and cheap.

The engine benchmark (benchmarks/bench_engine.py) and ``tek-access simulate --bots random`` use it.
"""
from __future__ import annotations

from tek_access.core.kernel.engine import Choice
from tek_access.core.players import RandomPlayer


class RandomBot(RandomPlayer):
    """Picks uniformly among the choices offered (:class:`tek_access.core.players.RandomPlayer`); deterministic
    from (seed, seat, moves so far)."""

    def pick(self, choices: list[Choice], moves: int) -> Choice:
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
