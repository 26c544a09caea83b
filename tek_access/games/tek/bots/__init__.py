"""Computer players. ``make_bot(kind, seat, seed)`` gives an object with ``choose(game) -> Choice``.

``game`` is what the bot may see: ``real_game.for_player(seat)`` (the console passes that). A bot is
deterministic: the same seed, seat and game give the same choice. Kinds: "random" (uniform over
the legal choices), "normal" (a heuristic player, :mod:`tek_access.games.tek.bots.normal`) and "strong"
(determinised rollouts over the legal choices with mixed war dice, :mod:`tek_access.games.tek.bots.strong`;
``bot_time`` is its budget per decision in milliseconds, see docs/bots.md).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.kernel.engine import Choice
    from tek_access.games.tek.bots.normal import NormalBot
    from tek_access.games.tek.bots.random_bot import RandomBot
    from tek_access.games.tek.bots.strong import DEFAULT_BOT_TIME, StrongBot
    from tek_access.games.tek.rules.game import Game

__all__ = ["BOT_KINDS", "DEFAULT_BOT_TIME", "Bot", "NormalBot", "RandomBot", "StrongBot", "make_bot"]

#: Kinds of computer player, in the order help text lists them.
BOT_KINDS: tuple[str, ...] = ("normal", "random", "strong")


#: Where each kind's class lives: a kind's module is imported when a bot of that kind is first made
#: (a game starts without loading the strong player's search), or when the name is first read.
_LAZY = {"NormalBot": "normal", "RandomBot": "random_bot", "StrongBot": "strong", "DEFAULT_BOT_TIME": "strong"}


def __getattr__(name: str):
    """``NormalBot``, ``RandomBot``, ``StrongBot`` and ``DEFAULT_BOT_TIME``, imported when first read."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


class Bot(Protocol):
    """What every computer player offers."""

    kind: str
    seat: int

    def choose(self, game: "Game") -> "Choice":
        """The answer to ``game.pending``, a decision of this bot's seat."""


def make_bot(kind: str, seat: int, seed: int, bot_time: float | None = None) -> Bot:
    """A computer player of ``kind`` ("random", "normal" or "strong") for ``seat`` (0-based),
    seeded by ``seed``; ``bot_time``: the strong player's budget per decision in milliseconds
    (None: :data:`DEFAULT_BOT_TIME`; the other kinds ignore it).

    Raises ValueError naming the kinds for any other kind.
    """
    key = str(kind).strip().lower()
    if key == "random":
        from tek_access.games.tek.bots.random_bot import RandomBot

        return RandomBot(seat, seed)
    if key == "normal":
        from tek_access.games.tek.bots.normal import NormalBot

        return NormalBot(seat, seed)
    if key == "strong":
        from tek_access.games.tek.bots.strong import DEFAULT_BOT_TIME, StrongBot

        return StrongBot(seat, seed, DEFAULT_BOT_TIME if bot_time is None else bot_time)
    raise ValueError(f"Unknown computer player {kind!r}. Kinds: {', '.join(BOT_KINDS)}.")
