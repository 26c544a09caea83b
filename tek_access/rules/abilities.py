"""Faction abilities: the few points where rules consult the effect vocabulary.

Every faction level is data (``tek_access/data/factions/*.toml``): a list of effects from the
fixed vocabulary in :mod:`tek_access.rules.factions`. Rules never test a faction's name; they ask
this module "which effects of kind K does this player have now?" (``rulings.md``, Components and
data: faction data is data).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.rules.factions import Effect, Faction


_CACHE: dict[int, tuple["Faction", list[dict[str, tuple["Effect", ...]]]]] = {}


def _table(faction: "Faction", magic: int) -> dict[str, tuple["Effect", ...]]:
    """Effects by kind for magic levels 0..5, cached per faction object (hashing a whole faction
    on every lookup was the engine's hottest path)."""
    entry = _CACHE.get(id(faction))
    if entry is None or entry[0] is not faction:
        tables = []
        for level in range(len(faction.levels) + 1):
            table: dict[str, list] = {}
            for effect in faction.effects(level):
                table.setdefault(effect.kind, []).append(effect)
            tables.append({kind: tuple(items) for kind, items in table.items()})
        entry = (faction, tables)
        _CACHE[id(faction)] = entry
    return entry[1][magic]


def effects_of(faction: "Faction", magic: int, kind: str) -> tuple["Effect", ...]:
    """Return the effects of ``kind`` granted by magic levels 1..``magic`` (0..5) of ``faction``."""
    return _table(faction, magic).get(kind, ())


def total(faction: "Faction", magic: int, kind: str, param: str = "amount") -> int:
    """Sum ``param`` over the player's effects of ``kind`` (e.g. every ``build_discount``)."""
    return sum(int(e.get(param, 0)) for e in effects_of(faction, magic, kind))


def has(faction: "Faction", magic: int, kind: str, **match: object) -> bool:
    """True when the player has an effect of ``kind`` whose parameters include ``match``."""
    return any(all(e.get(k) == v for k, v in match.items()) for e in effects_of(faction, magic, kind))
