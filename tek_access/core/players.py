"""What every game's computer players share: the random player's shape.

A random player reads nothing of a game but the choices offered and the move count, which every seat's view
holds alike, so the owner of a game may hand it those two (``pick(choices, moves)``) instead of the seat's view
(:mod:`tek_access.core.simulate`); on a view it answers ``choose(view)`` the same way. Each game's random player
derives from :class:`RandomPlayer` and says only how it picks (deterministic from the seed, the seat and the moves
so far).
"""
from __future__ import annotations

from typing import Any

from tek_access.core.kernel.engine import Choice
from tek_access.core.kernel.rng import derive_seed

__all__ = ["RandomPlayer"]


class RandomPlayer:
    """Picks among the choices offered; ``seat`` and ``seed`` make its own base (``derive_seed(seed, seat)``)."""

    kind = "random"
    #: It reads only the legal choices and the move count: the owner may hand it those (:meth:`pick`).
    reads_only_choices = True

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.seed = seed
        self._base = derive_seed(seed, seat)

    def choose(self, view: Any) -> Choice:
        """One legal choice for ``view.pending`` (``view``: the seat's view); ValueError when nothing is pending."""
        return self.pick(view.choices(), view.state.moves)

    def pick(self, choices: list[Choice], moves: int) -> Choice:
        """One of ``choices`` (the pending decision's, as offered) after ``moves`` moves; ValueError when there
        are none. Given by each game's random player."""
        raise NotImplementedError
