"""Plain-data records the engine passes around: choices, decisions and events.

Everything here is small, frozen and JSON-friendly (``architecture.md``, engine contract).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

RESOURCES: tuple[str, str, str] = ("mana", "ore", "food")
ACTIONS: tuple[str, ...] = ("patrol", "quest", "build", "research", "expand", "trade")
#: Region type -> resource collected there (000, Collect Resources).
REGION_RESOURCE: dict[str, str] = {"forest": "mana", "mountain": "ore", "plains": "food"}
NEUTRAL = -1  # owner of the 2-player Lost Kingdom's grey meeples


class IllegalChoice(ValueError):
    """A choice that is not legal now; ``str()`` is a short reason for the player. The game is unchanged."""


@dataclass(frozen=True, slots=True)
class Choice:
    """One answer to the pending decision.

    ``kind`` names the answer ("action", "take", "collect", "nothing", "meeple", "stand", "to",
    "give", "get", "amount", "bid", "flag", "boost", "no_boost", "retreat", "remove",
    "resource", "region", "side", "resources"); ``target`` is its object (an action name, a
    region id, a resource name, a number); ``payment`` is a (mana, ore, food) tuple for a war bid
    or a starting-resource split.
    """

    kind: str
    target: Any = None
    payment: tuple[int, int, int] | None = None

    def to_json(self) -> list:
        """Return ``[kind, target, payment]`` (payment a list or None)."""
        return [self.kind, self.target, list(self.payment) if self.payment is not None else None]

    @classmethod
    def from_json(cls, data: list) -> "Choice":
        """Inverse of :meth:`to_json`."""
        kind, target, payment = data
        return cls(kind, target, tuple(payment) if payment is not None else None)


@dataclass(frozen=True, slots=True)
class Decision:
    """What the game waits for: ``kind`` of decision, the seat that decides, and context.

    Kinds: "choose_side", "choose_start", "choose_resources", "select_action", "respond",
    "move_from", "move_to", "expand_where", "trade_give", "trade_get", "trade_amount",
    "trade_amount2", "war_die", "boost", "dragon", "loss_order", "retreat", "free_placement",
    "collect_resource", "bandits".
    """

    kind: str
    player: int
    context: dict = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Event:
    """A state change. ``private_to`` is None for public events, else the only seat that may see it."""

    kind: str
    data: dict
    private_to: int | None = None

    def visible_to(self, seat: int | None) -> bool:
        """True when a viewer at ``seat`` (None: an onlooker who sees only public events) may see it."""
        return self.private_to is None or self.private_to == seat

    def to_json(self) -> dict:
        """Return ``{"kind": ..., **data}`` plus ``"private_to"`` when private."""
        out = {"kind": self.kind, **self.data}
        if self.private_to is not None:
            out["private_to"] = self.private_to
        return out
