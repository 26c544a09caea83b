"""The game's one seeded random generator, stored in the state as a single integer.

SplitMix64: each draw advances a 64-bit counter, so the whole generator is one int that
serialises to JSON and clones for free (``architecture.md``, engine contract).
"""
from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng:
    """A deterministic generator; ``state`` (int, 0..2**64-1) is everything it knows."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def copy(self) -> "Rng":
        """An independent generator in the same state."""
        return Rng(self.state)

    def next64(self) -> int:
        """Return the next 64-bit unsigned integer and advance the state."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Return an int in ``0..n-1``; raises ValueError when ``n < 1``."""
        if n < 1:
            raise ValueError("n must be at least 1")
        return self.next64() % n

    def choice(self, items: Sequence[T]) -> T:
        """Return one item of a non-empty sequence."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def derive_seed(*parts: int | str) -> int:
    """Mix ints and strings into a 64-bit seed, the same on every run and platform."""
    state = 0x5EED
    for part in parts:
        data = part.encode("utf-8") if isinstance(part, str) else int(part).to_bytes(16, "little", signed=True)
        for byte in data:  # one SplitMix64 step per byte, written out (this runs for every bot and game)
            state = ((state ^ byte) + 0x9E3779B97F4A7C15) & _MASK
    return Rng(state).next64()
