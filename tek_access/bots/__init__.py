"""Computer players. ``make_bot(kind, seat, seed)`` gives an object with ``choose(game) -> Choice``.

``game`` is what the bot may see: ``real_game.for_player(seat)`` (the console passes that). A bot is
deterministic: the same seed, seat and game give the same choice. Kinds: "random" (uniform over
the legal choices) and "normal" (a heuristic player, :mod:`tek_access.bots.normal`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from tek_access.bots.normal import NormalBot
from tek_access.bots.random_bot import RandomBot

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.rules.game import Game
    from tek_access.rules.model import Choice

__all__ = ["BOT_KINDS", "Bot", "NormalBot", "RandomBot", "make_bot"]

#: Kinds of computer player, in the order help text lists them.
BOT_KINDS: tuple[str, ...] = ("normal", "random")


class Bot(Protocol):
    """What every computer player offers."""

    kind: str
    seat: int

    def choose(self, game: "Game") -> "Choice":
        """The answer to ``game.pending``, a decision of this bot's seat."""


def make_bot(kind: str, seat: int, seed: int) -> Bot:
    """A computer player of ``kind`` ("random" or "normal") for ``seat`` (0-based), seeded by ``seed``.

    Raises ValueError naming the kinds for any other kind.
    """
    key = str(kind).strip().lower()
    if key == "random":
        return RandomBot(seat, seed)
    if key == "normal":
        return NormalBot(seat, seed)
    raise ValueError(f"Unknown computer player {kind!r}. Kinds: {', '.join(BOT_KINDS)}.")
