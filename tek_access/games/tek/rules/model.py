"""Typed records the engine passes around: decision kinds, choices, decisions, events, and the
small records of the state (a meeple, a war bid, a war, a task).

Everything here is small and JSON-friendly (``architecture.md``, engine contract). The JSON shapes
are the save format's: a meeple is ``[owner, searching]``, a bid ``[value, payment, boost, units]``,
a task ``{"t": kind, "p": seat, ...context}``.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, NamedTuple, cast

from tek_access.core.kernel.engine import Choice

RESOURCES: tuple[str, str, str] = ("mana", "ore", "food")
ACTIONS: tuple[str, ...] = ("patrol", "quest", "build", "research", "expand", "trade")
#: Region type -> resource collected there (000, Collect Resources).
REGION_RESOURCE: dict[str, str] = {"forest": "mana", "mountain": "ore", "plains": "food"}
NEUTRAL = -1  # owner of the 2-player Lost Kingdom's grey meeples


class DecisionKind(StrEnum):
    """Every decision the game can wait for. Each kind has one handler in
    :mod:`tek_access.games.tek.rules.decisions`, one answer matcher in :mod:`tek_access.games.tek.answers` and
    one prompt with choice labels in :mod:`tek_access.games.tek.narration.prompts` (a test holds all three)."""

    CHOOSE_SIDE = "choose_side"
    CHOOSE_START = "choose_start"
    CHOOSE_RESOURCES = "choose_resources"
    SELECT_ACTION = "select_action"
    RESPOND = "respond"
    COLLECT_RESOURCE = "collect_resource"
    MOVE_FROM = "move_from"
    MOVE_TO = "move_to"
    EXPAND_WHERE = "expand_where"
    TRADE_GIVE = "trade_give"
    TRADE_GET = "trade_get"
    TRADE_AMOUNT = "trade_amount"
    TRADE_AMOUNT2 = "trade_amount2"
    WAR_DIE = "war_die"
    BOOST = "boost"
    DRAGON = "dragon"
    LOSS_ORDER = "loss_order"
    RETREAT = "retreat"
    FREE_PLACEMENT = "free_placement"
    BANDITS = "bandits"


def task_of(kind: str, seat: int) -> "Task":
    """The one shared :class:`Task` of ``kind`` for ``seat`` with no context (tasks are immutable)."""
    key = (kind, seat)
    found = _TASKS.get(key)
    if found is None:
        found = _TASKS[key] = Task(kind, seat)
    return found


_TASKS: dict[tuple[str, int], "Task"] = {}


class Meeple(NamedTuple):
    """One meeple on a region: its ``owner`` seat (NEUTRAL for a grey meeple) and whether it is
    ``searching`` (knocked over in the ruins, 000 Ruins). Immutable: standing up replaces it."""

    owner: int
    searching: bool = False


def payment_of(data: Iterable[Any]) -> tuple[int, int, int]:
    """A (mana, ore, food) payment from three whole numbers (a list read from JSON, a generated
    tuple); raises ValueError when there are not exactly three, or one is not a number."""
    mana, ore, food = data
    return int(mana), int(ore), int(food)


@dataclass(slots=True)
class Bid:
    """One seat's war die: ``value`` 0 (white flag) to 11, ``payment`` (mana, ore, food) chosen
    with it, and after the reveal the ``boost`` war value and ``boost_units`` a faction ability
    added (rulings.md, War). ``value`` and ``payment`` are None in a view of a seat that may not
    see them yet."""

    value: int | None
    payment: tuple[int, int, int] | None
    boost: int = 0
    boost_units: int = 0

    @property
    def total(self) -> int:
        """War value: the die plus any boost."""
        return (self.value or 0) + self.boost

    def copy(self) -> "Bid":
        return Bid(self.value, self.payment, self.boost, self.boost_units)

    def to_json(self) -> list[Any]:
        return [self.value, list(self.payment) if self.payment is not None else None, self.boost, self.boost_units]

    @classmethod
    def from_json(cls, data: list[Any]) -> "Bid":
        value, pay, boost, units = data
        return cls(None if value is None else int(value), None if pay is None else payment_of(pay), int(boost),
                   int(units))


@dataclass(slots=True)
class War:
    """The war being fought (000, War): who attacks whom, where, from where; whether the two were
    allied; the bids by seat; and what the resolution settles (winner, loser, a broken alliance,
    a dragon's lair used, whether the loser could retreat any meeple). ``min`` is the least war
    cost against the Lost Kingdom (000, Playing with 2 Players); ``fort`` the attacker's fort
    bonus judged when the attack started (rulings.md). ``neutral``: the defender defends a grey
    neutral meeple with their own resources (001, Tiny Epic Rules: War and Peace, 2 players)."""

    attacker: int
    defender: int
    region: str
    origin: str
    allied: bool = False
    bids: dict[int, Bid] = field(default_factory=dict)
    revealed: bool = False
    min: int = 0
    fort: int = 0
    winner: int | None = None
    loser: int | None = None
    broken: bool = False
    dragon: bool = False
    could_retreat: bool = False
    neutral: bool = False

    def foe(self, seat: int) -> int:
        """The other side of the war from ``seat``."""
        return self.defender if seat == self.attacker else self.attacker

    def copy(self) -> "War":
        return War(self.attacker, self.defender, self.region, self.origin, self.allied,
                   {k: b.copy() for k, b in self.bids.items()}, self.revealed, self.min, self.fort,
                   self.winner, self.loser, self.broken, self.dragon, self.could_retreat, self.neutral)

    def to_json(self) -> dict[str, Any]:
        return {"attacker": self.attacker, "defender": self.defender, "region": self.region, "from": self.origin,
                "allied": self.allied, "bids": {str(k): b.to_json() for k, b in self.bids.items()},
                "revealed": self.revealed, "min": self.min, "fort": self.fort, "winner": self.winner,
                "loser": self.loser, "broken": self.broken, "dragon": self.dragon,
                "could_retreat": self.could_retreat, "neutral": self.neutral}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "War":
        def seat(v: Any) -> int | None:
            return None if v is None else int(v)
        return cls(int(data["attacker"]), int(data["defender"]), str(data["region"]), str(data["from"]),
                   bool(data.get("allied", False)), {int(k): Bid.from_json(v) for k, v in data.get("bids", {}).items()},
                   bool(data.get("revealed", False)), int(data.get("min", 0)), int(data.get("fort", 0) or 0),
                   seat(data.get("winner")), seat(data.get("loser")), bool(data.get("broken", False)),
                   bool(data.get("dragon", False)), bool(data.get("could_retreat", False)),
                   bool(data.get("neutral", False)))


#: Task fields besides kind and seat, with their defaults (a task's JSON holds only those set).
_TASK_FIELDS = ("mode", "origin", "region", "regions", "give", "get", "amount", "give2", "reason", "min", "free")


class Task(NamedTuple):
    """One item of the work stack: a decision (``kind`` a :class:`DecisionKind`) or an automatic
    step (``kind`` a step name from :data:`tek_access.games.tek.rules.decisions.STEPS`), for ``seat``.

    Context, set only where the kind uses it: ``mode`` "patrol" or "quest"; ``origin`` the region a
    meeple moves from (or the war region for a free placement); ``region`` the region concerned;
    ``regions`` the regions lost in war; ``give``/``get``/``amount``/``give2`` a trade under way;
    ``reason`` why a resource is chosen ("ruins:<id>", "last_meeple", "treasure"); ``min`` the
    least war cost; ``free`` a retreat that costs nothing.
    """

    kind: str
    seat: int
    mode: str | None = None
    origin: str | None = None
    region: str | None = None
    regions: tuple[str, ...] = ()
    give: str | None = None
    get: str | None = None
    amount: int = 0
    give2: str | None = None
    reason: str | None = None
    min: int = 0
    free: bool = False

    def context(self) -> dict[str, Any]:
        """The fields that are set, by name."""
        out: dict[str, Any] = {}
        for name, value in zip(_TASK_FIELDS, self[2:]):
            if value:
                out[name] = list(value) if isinstance(value, tuple) else value  # regions, the one tuple
        return out

    def to_json(self) -> dict[str, Any]:
        return {"t": str(self.kind), "p": self.seat, **self.context()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Task":
        """Read ``{"t": kind, "p": seat, ...}``; older saves used "from" for origin and "n" for amount."""
        extra = {k: v for k, v in data.items() if k not in ("t", "p")}
        if "from" in extra:
            extra["origin"] = extra.pop("from")
        if "n" in extra:
            extra["amount"] = extra.pop("n")
        unknown = set(extra) - set(_TASK_FIELDS)
        if unknown:
            raise ValueError(f"unknown task field {sorted(unknown)[0]!r}")
        if "regions" in extra:
            extra["regions"] = tuple(str(r) for r in extra["regions"])
        kind = str(data["t"])
        if kind in DecisionKind._value2member_map_:
            kind = DecisionKind(kind)
        return cls(kind, int(data["p"]), **extra)


def shaped(choice: Choice) -> Choice | None:
    """``choice`` with a payment of None or three whole numbers (a list made a tuple), or None when it has
    another shape (a kind that is not text, a payment of other length or of fractions, flags or text): such an
    answer is none of the choices. Compiled rules check these types as they read them (docs/architecture.md)."""
    kind, target, payment = cast(Any, choice)
    if not isinstance(kind, str):
        return None
    if payment is None:
        return choice
    if not isinstance(payment, (tuple, list)) or len(payment) != 3 \
            or any(isinstance(n, bool) or not isinstance(n, int) for n in payment):
        return None
    return choice if isinstance(payment, tuple) else Choice(kind, target, (payment[0], payment[1], payment[2]))
