"""The engine contract every game of the family keeps (docs/architecture.md, "The kernel"): the
choice a seat makes, the decision a game waits for, the event it narrates, and the refusal of an
illegal choice.

Small and JSON-friendly: a choice is ``[kind, target, payment]`` in a save, an event
``{"kind": ..., **data}`` in an events file. Compiled with the rules (setup.py); imports nothing.
"""
from __future__ import annotations

from typing import Any, NamedTuple, Protocol

#: a face-down secret (an exploration token, a card) as a seat that has not seen it knows it
HIDDEN = "hidden"


class HasContext(Protocol):
    """A game's task record: what a pending decision is about (``Decision.task``)."""

    def context(self) -> dict[str, Any]: ...


class IllegalChoice(ValueError):
    """A choice that is not legal now; ``str()`` is a short reason for the player. The game is unchanged."""


class Choice(NamedTuple):
    """One answer to the pending decision.

    ``kind`` names the answer ("action", "take", "collect", "nothing", "meeple", "stand", "to",
    "give", "get", "amount", "bid", "flag", "boost", "no_boost", "retreat", "church", "remove",
    "resource", "region", "side", "resources", "pay", "dragon", "no_dragon"); ``target`` is its
    object (an action name, a region id, a resource name, a number); ``payment`` is a
    (mana, ore, food) tuple for a war bid, a bandits payment or a starting-resource split.
    """

    kind: str
    target: Any = None
    payment: tuple[int, int, int] | None = None

    def to_json(self) -> list[Any]:
        """Return ``[kind, target, payment]`` (payment a list or None)."""
        return [self.kind, self.target, list(self.payment) if self.payment is not None else None]

    @classmethod
    def from_json(cls, data: list[Any]) -> "Choice":
        """Inverse of :meth:`to_json`; raises ValueError or TypeError on a malformed list."""
        kind, target, payment = data
        return cls(str(kind), target, tuple(payment) if payment is not None else None)


class _Interned(dict[Any, "Choice"]):
    """Target -> the one shared :class:`Choice` of a kind (made when first asked for)."""

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind

    def __missing__(self, target: Any) -> Choice:
        made = self[target] = Choice(self.kind, target)
        return made


class _ChoiceTable(dict[str, _Interned]):
    def __missing__(self, kind: str) -> _Interned:
        table = self[kind] = _Interned(kind)
        return table


#: ``CHOICES[kind][target]``: the one shared :class:`Choice` of ``kind`` and ``target`` (no payment).
#: Choices are immutable, so the engine reuses them instead of building new ones every decision.
CHOICES = _ChoiceTable()


def choice_of(kind: str, target: Any = None) -> Choice:
    """The one shared :class:`Choice` of ``kind`` and ``target`` (see :data:`CHOICES`)."""
    return CHOICES[kind][target]


class Decision(NamedTuple):
    """What the game waits for: the ``kind`` of decision, the ``player`` (seat) who decides, and
    ``context`` (the task's own fields: mode, origin, region, regions, give, get, amount, give2,
    reason, min, free; only those set). Two decisions are equal when kind, player and context are."""

    kind: str
    player: int
    given: dict[str, Any] | None = None
    task: HasContext | None = None

    @property
    def context(self) -> dict[str, Any]:
        if self.given is not None:
            return self.given
        return self.task.context() if self.task is not None else {}

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Decision):
            return NotImplemented
        return (self.kind, self.player, self.context) == (other.kind, other.player, other.context)

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self) -> int:
        """Decisions are unhashable: equality reads the context, which is a dict."""
        raise TypeError("unhashable type: 'Decision'")

    def __repr__(self) -> str:
        return f"Decision({str(self.kind)!r}, {self.player}, {self.context!r})"


class Event(NamedTuple):
    """A state change. ``data`` holds every fact narration needs (narration never reads the live
    engine); ``private_to`` is None for public events, else the only seat that may see it."""

    kind: str
    data: dict[str, Any]
    private_to: int | None = None

    def visible_to(self, seat: int | None) -> bool:
        """True when a viewer at ``seat`` (None: an onlooker who sees only public events) may see it."""
        return self.private_to is None or self.private_to == seat

    def to_json(self) -> dict[str, Any]:
        """Return ``{"kind": ..., **data}`` plus ``"private_to"`` when private."""
        out = {"kind": self.kind, **self.data}
        if self.private_to is not None:
            out["private_to"] = self.private_to
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Event":
        """Inverse of :meth:`to_json` (an events file line back to an event)."""
        rest = {k: v for k, v in data.items() if k not in ("kind", "private_to")}
        return cls(str(data["kind"]), rest, data.get("private_to"))
