"""Named rulesets: the rulebook (``tek``), Ultra Tiny (``utek``) and the microgame (``microgame``).

A ruleset is data (``tek_access/games/tek/data/rulesets.toml``) read into a :class:`Ruleset` record; the
engine consults its fields at the few points where the documents differ (rulings.md, Variants):

- ``ruins_collect`` / ``ruins_active_only``: 002_80c4bb072699f43d.txt, Ruins
  (:meth:`Game.place`, :func:`tek_access.games.tek.rules.economy.collect_plan`,
  :func:`tek_access.games.tek.rules.movement.movable_origins`);
- ``war_resource_cap``: 001_ff609f05a670a229.txt, Tiny Epic Rules: War and Peace
  (:mod:`tek_access.games.tek.rules.war` through :func:`tek_access.games.tek.rules.decisions.war.die_choices`);
- ``tiebreakers``: 001, Scoring (:func:`tek_access.games.tek.rules.scoring.final_result`);
- ``neutral_defence`` and ``captives``: 001, War and Peace, against 000, Playing with 2 Players
  (:func:`tek_access.games.tek.rules.tables.neutral_defender`);
- ``quest_anywhere``: 001, Action List (:func:`tek_access.games.tek.rules.movement.destinations`);
- ``alliance_break``: 001, War and Peace, against 000, Breaking Alliances
  (:func:`tek_access.games.tek.rules.decisions.war.war_resolve`).

Solo play against the compass dummy (002, Solo Play Rules) is a table option, not a ruleset:
``GameConfig.solo`` (see :mod:`tek_access.games.tek.rules.compass` and
:mod:`tek_access.games.tek.rules.decisions.solo`).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from tek_access.core.kernel.datafile import DataError, read_toml

RULES = ("tek", "utek", "microgame")
TIE_BREAKER_NAMES = ("meeples in play", "tower level", "magic level", "total resources")


@dataclass(frozen=True, slots=True)
class Difference:
    """One way a ruleset differs from 000: the ``topic`` of ``rules`` it belongs to, its
    ``source`` (document and section) and its ``id`` (its words are the front end's message
    ``rules-difference-RULESET-ID``, in each language)."""

    topic: str
    source: str
    id: str


@dataclass(frozen=True, slots=True)
class Ruleset:
    """One named ruleset; see ``rulesets.toml`` for each field's meaning."""

    id: str
    name: str
    source: str
    min_players: int
    max_players: int
    ruins_collect: bool
    ruins_active_only: bool
    war_resource_cap: int
    tiebreakers: tuple[str, ...]
    neutral_by_opponent: bool
    quest_anywhere: bool
    alliance_remove: bool
    captives: bool
    differences: tuple[Difference, ...]


def _read(entry: dict[str, Any], index: int) -> Ruleset:
    place = f"ruleset {entry.get('id', index + 1)!r}"
    try:
        ruins = entry["ruins"]
        if ruins not in ("search", "collect"):
            raise DataError("rulesets.toml", place, "ruins must be search or collect")
        breakers = tuple(entry["tiebreakers"])
        bad = [b for b in breakers if b not in TIE_BREAKER_NAMES]
        if bad:
            raise DataError("rulesets.toml", place, f"unknown tie-breaker {bad[0]!r}")
        if entry["neutral_defence"] not in ("grey", "opponent"):
            raise DataError("rulesets.toml", place, "neutral_defence must be grey or opponent")
        if entry["alliance_break"] not in ("claim", "remove"):
            raise DataError("rulesets.toml", place, "alliance_break must be claim or remove")
        return Ruleset(
            id=str(entry["id"]), name=str(entry["name"]), source=str(entry["source"]),
            min_players=int(entry["min_players"]), max_players=int(entry["max_players"]),
            ruins_collect=ruins == "collect", ruins_active_only=ruins == "collect",
            war_resource_cap=int(entry["war_resource_cap"]), tiebreakers=breakers,
            neutral_by_opponent=entry["neutral_defence"] == "opponent",
            quest_anywhere=bool(entry["quest_anywhere"]), alliance_remove=entry["alliance_break"] == "remove",
            captives=bool(entry["captives"]),
            differences=tuple(Difference(str(d["topic"]), str(d["source"]), str(d["id"]))
                              for d in entry.get("difference", [])),
        )
    except KeyError as exc:
        raise DataError("rulesets.toml", place, f"missing {exc}") from None


@lru_cache(maxsize=1)
def load_rulesets() -> dict[str, Ruleset]:
    """Every ruleset by id, read once from ``data/rulesets.toml``; raises DataError when malformed."""
    from tek_access.games.tek.rules.catalog import data_file

    data = read_toml(data_file("rulesets.toml"))
    out = {}
    for i, entry in enumerate(data.get("ruleset", [])):
        rules = _read(entry, i)
        out[rules.id] = rules
    return out


def get(ruleset_id: str) -> Ruleset:
    """The ruleset ``ruleset_id``; ValueError naming the known ones when there is none."""
    found = load_rulesets().get(str(ruleset_id))
    if found is None:
        raise ValueError(f"Unknown rules {ruleset_id!r}. Rules: {', '.join(load_rulesets())}.")
    return found


@dataclass(frozen=True, slots=True)
class CompassCard:
    """The solo game's compass card (002, Solo Play Rules): the action at each number 1..12 of
    the ``day`` and ``night`` faces (index 0 is number 1), the dummy's ``war_cost`` per meeple in
    play by side, its ``start`` resources of each type, and the factions 002 recommends for it."""

    day: tuple[str, ...]
    night: tuple[str, ...]
    war_cost: dict[str, int]
    start: int
    recommended_factions: tuple[str, ...]

    def face(self, night: bool) -> tuple[str, ...]:
        return self.night if night else self.day


@lru_cache(maxsize=1)
def compass_card() -> CompassCard:
    """The compass card from ``data/rulesets.toml`` ([compass]); DataError when malformed."""
    from tek_access.games.tek.rules.catalog import data_file
    from tek_access.games.tek.rules.model import ACTIONS

    data = read_toml(data_file("rulesets.toml")).get("compass")
    if not isinstance(data, dict):
        raise DataError("rulesets.toml", "compass", "missing the [compass] table")
    try:
        card = CompassCard(tuple(data["day"]), tuple(data["night"]), dict(data["war_cost"]), int(data["start"]),
                           tuple(data.get("recommended_factions", ())))
    except KeyError as exc:
        raise DataError("rulesets.toml", "compass", f"missing {exc}") from None
    for side in (card.day, card.night):
        if len(side) != 12 or any(a not in ACTIONS for a in side) or set(side) != set(ACTIONS):
            raise DataError("rulesets.toml", "compass", "each face needs 12 actions, every action at least once")
    if set(card.war_cost) != {"day", "night"}:
        raise DataError("rulesets.toml", "compass", "war_cost needs day and night")
    return card
