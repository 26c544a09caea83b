"""Faction abilities: the few points where rules consult the effect vocabulary.

Every faction level is data (``tek_access/games/tek/data/factions/*.toml``): a list of effects from the
fixed vocabulary in :mod:`tek_access.games.tek.rules.factions`. Rules never test a faction's name; they ask
this module "which effects of kind K does this player have now?" (``rulings.md``, Components and
data: faction data is data).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.factions import Effect, Faction


class Level:
    """A faction's effects up to one magic level, by kind, with the sums and movement permissions
    the hot paths ask for precomputed."""

    __slots__ = ("by_kind", "totals", "permissions", "substitutes", "resource_substitute")

    def __init__(self, effects: Iterable[Effect]) -> None:
        by_kind: dict[str, list[Effect]] = {}
        for effect in effects:
            by_kind.setdefault(effect.kind, []).append(effect)
        self.by_kind: dict[str, tuple[Effect, ...]] = {kind: tuple(items) for kind, items in by_kind.items()}
        self.totals: dict[str, int] = {kind: sum(e.number("amount", 0) for e in items)
                                       for kind, items in self.by_kind.items()}
        self.permissions: frozenset[str] = frozenset(e.text("permission") for e in self.by_kind.get("movement", ()))
        subs: dict[str, list[str]] = {}
        for e in self.by_kind.get("action_substitute", ()):
            subs.setdefault(e.text("action"), []).append(e.text("instead"))
        self.substitutes: dict[str, tuple[str, ...]] = {action: tuple(insteads) for action, insteads in subs.items()}
        swaps = self.by_kind.get("resource_substitute", ())
        self.resource_substitute: str | None = swaps[0].text("resource") if swaps else None


#: A cache's "not worked out yet": no effects (the engine pairs it with magic -1, which no player has).
NO_LEVEL = Level(())

_CACHE: dict[int, tuple["Faction", list[Level]]] = {}


def level(faction: "Faction", magic: int) -> Level:
    """The :class:`Level` of ``faction`` at ``magic`` (0..5): effects of levels 1..``magic``, cached per
    faction object (hashing a whole faction on every lookup was the engine's hottest path)."""
    entry = _CACHE.get(id(faction))
    if entry is None or entry[0] is not faction:
        entry = (faction, [Level(faction.effects(level)) for level in range(len(faction.levels) + 1)])
        _CACHE[id(faction)] = entry
    return entry[1][magic]


def effects_of(faction: "Faction", magic: int, kind: str) -> tuple["Effect", ...]:
    """Return the effects of ``kind`` granted by magic levels 1..``magic`` (0..5) of ``faction``."""
    return level(faction, magic).by_kind.get(kind, ())


def has(faction: "Faction", magic: int, kind: str, **match: object) -> bool:
    """True when the player has an effect of ``kind`` whose parameters include ``match``."""
    return any(all(e.get(k) == v for k, v in match.items()) for e in effects_of(faction, magic, kind))

