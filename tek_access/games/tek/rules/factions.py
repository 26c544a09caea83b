"""Factions: five magic levels each, every level a printed text plus effects.

``rulings.md`` (Components and data: Factions; Faction data is data): every magic
level is an effect from a fixed vocabulary, :data:`EFFECTS`, with parameters. The
engine looks effects up where the rules consult them (war value, ties, costs,
collecting, movement, scoring); this module only defines and validates the data.
The canon levels are those of ``001_ff609f05a670a229.txt`` (ORCS, ELVES, HUMANS,
DWARVES cards).

The file format (TOML, one or more ``[[faction]]`` tables)::

    [[faction]]
    id = "orcs"                              # lowercase letters, digits, "_" or "-"
    name = "Orcs"
    origin = "canon"                         # "canon" or "original"
    source = "001_ff609f05a670a229.txt"

    [[faction.level]]
    level = 1
    text = "You win all ties"
    effects = [{ kind = "win_ties" }]

    [[faction.level]]
    level = 3
    text = "Gain +1 to all War"
    effects = [{ kind = "war_bonus", amount = 1, condition = "always" }]
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tek_access.core.kernel.datafields import DataError, Fields, item_fields, parse_tables
from tek_access.core.kernel.datafile import load_data
from tek_access.games.tek.rules.territory import USABLE_TYPES

__all__ = [
    "EFFECTS",
    "OPTIONAL_PARAMS",
    "PARAM_CHOICES",
    "PARAM_RANGES",
    "RESOURCES",
    "ACTIONS",
    "ORIGINS",
    "MAGIC_LEVELS",
    "Effect",
    "MagicLevel",
    "Faction",
    "load_faction_file",
    "parse_faction_document",
    "make_effect",
]

RESOURCES = ("mana", "ore", "food")
ACTIONS = ("patrol", "quest", "build", "research", "expand", "trade")
ORIGINS = ("canon", "original")
#: Number of magic levels on every faction card (``000``, Research).
MAGIC_LEVELS = 5

#: The fixed vocabulary: effect kind -> allowed parameter names and their types.
#: Meanings (the engine implements each; examples from ``001``):
#:
#: - ``win_ties``: you win war ties (Orcs 1).
#: - ``resource_war_value`` (resource, value): your resource counts this much in war (Orcs 2).
#: - ``war_bonus`` (amount, condition): + amount to your war total when condition holds:
#:   ``always`` (Orcs 3), ``only_mana`` you pay only mana (Elves 2), ``single_type`` you pay
#:   with one type only (Humans 3), ``attacking``, ``defending``.
#: - ``post_reveal_boost`` (resource, bonus): after the reveal you may spend one more of
#:   resource for + bonus (Orcs 4).
#: - ``endgame_vp`` (rule, vp, threshold?, region_type?): end-game VP by rule:
#:   ``home_exclusive`` no other player's meeple on your home territory (Orcs 5),
#:   ``per_player_less_mana`` vp per player with less mana (Elves 5),
#:   ``per_resource_at_least`` vp per resource type you hold at least threshold of
#:   (Humans 5), ``highest_tower`` highest tower, ties count (Dwarves 5),
#:   ``per_region_type`` vp per occupied region of region_type.
#: - ``opponent_resource_war_value`` (resource, value): an opponent's resource counts this
#:   much in a war against you (Elves 4).
#: - ``resource_substitute`` (resource): this resource may pay any resource cost (Elves 3).
#: - ``trade_two_types`` (into): one trade may give both other types into ``into`` (Elves 1).
#: - ``action_substitute`` (action, instead): when ``action`` is selected you may take
#:   ``instead`` (Humans 1, Dwarves 4).
#: - ``trade_bonus`` (amount): a trade gains this many extra of the resource received (Humans 2).
#: - ``collect_bonus`` (resource, amount, condition, region_type?): when collecting, gain
#:   amount of resource if condition holds: ``next_to_water`` an occupied region is next to
#:   water (Humans 4), ``always``, ``occupies_type`` you occupy a region of region_type.
#: - ``opponent_build_surcharge`` (amount): another player building to the tower level you
#:   are on pays this much more ore (Dwarves 1).
#: - ``move_gain`` (region_type, resource, amount): patrol or quest into such a region gains
#:   the resource (Dwarves 2).
#: - ``build_discount``, ``research_discount``, ``expand_discount``, ``retreat_discount``
#:   (amount): that cost is this much less, never below 0 (Dwarves 3).
#: - ``movement`` (permission): ``cross_rivers`` patrol across a river, or ``quest_anywhere``
#:   quest from and to any passable region, not only edge ones.
EFFECTS: dict[str, dict[str, type]] = {
    "win_ties": {},
    "resource_war_value": {"resource": str, "value": int},
    "war_bonus": {"amount": int, "condition": str},
    "post_reveal_boost": {"resource": str, "bonus": int},
    "endgame_vp": {"rule": str, "vp": int, "threshold": int, "region_type": str},
    "opponent_resource_war_value": {"resource": str, "value": int},
    "resource_substitute": {"resource": str},
    "trade_two_types": {"into": str},
    "action_substitute": {"action": str, "instead": str},
    "trade_bonus": {"amount": int},
    "collect_bonus": {"resource": str, "amount": int, "condition": str, "region_type": str},
    "opponent_build_surcharge": {"amount": int},
    "move_gain": {"region_type": str, "resource": str, "amount": int},
    "build_discount": {"amount": int},
    "research_discount": {"amount": int},
    "expand_discount": {"amount": int},
    "retreat_discount": {"amount": int},
    "movement": {"permission": str},
}

#: Parameters that may be left out, by effect kind (required or forbidden by the rule or
#: condition chosen: see :data:`CONDITIONAL_PARAMS`).
OPTIONAL_PARAMS: dict[str, frozenset[str]] = {
    "endgame_vp": frozenset({"threshold", "region_type"}),
    "collect_bonus": frozenset({"region_type"}),
}

#: (kind, selector parameter, its value) -> the optional parameters that value requires.
#: Optional parameters not required by the selected value are not allowed.
CONDITIONAL_PARAMS: dict[tuple[str, str, str], frozenset[str]] = {
    ("endgame_vp", "rule", "per_resource_at_least"): frozenset({"threshold"}),
    ("endgame_vp", "rule", "per_region_type"): frozenset({"region_type"}),
    ("collect_bonus", "condition", "occupies_type"): frozenset({"region_type"}),
}

#: Allowed values of text parameters: by (kind, name) first, else by name.
PARAM_CHOICES: dict[Any, tuple[str, ...]] = {
    ("war_bonus", "condition"): ("always", "only_mana", "single_type", "attacking", "defending"),
    ("endgame_vp", "rule"): ("home_exclusive", "per_player_less_mana", "per_resource_at_least",
                             "highest_tower", "per_region_type"),
    ("collect_bonus", "condition"): ("next_to_water", "always", "occupies_type"),
    ("movement", "permission"): ("cross_rivers", "quest_anywhere"),
    "resource": RESOURCES,
    "into": RESOURCES,
    "action": ACTIONS,
    "instead": ACTIONS,
    "region_type": USABLE_TYPES,
}

#: Allowed ranges of whole-number parameters, by name: (lowest, highest).
PARAM_RANGES: dict[str, tuple[int, int]] = {
    "value": (0, 9),
    "amount": (1, 9),
    "bonus": (1, 11),
    "vp": (1, 10),
    "threshold": (1, 9),
}



@dataclass(frozen=True, slots=True)
class Effect:
    """One effect of a magic level: ``kind`` from :data:`EFFECTS` and its
    ``params`` as ``(name, value)`` pairs sorted by name."""

    kind: str
    params: tuple[tuple[str, object], ...]

    def get(self, name: str, default: object = None) -> object:
        """The value of parameter ``name``, or ``default`` if it is not set."""
        for key, value in self.params:
            if key == name:
                return value
        return default

    def number(self, name: str, default: int = 0) -> int:
        """Whole-number parameter ``name`` (``default`` if it is not set). Raises TypeError when it
        is not a whole number (the loader checks the types, so only a hand-made effect can be)."""
        value = self.get(name, default)
        if not isinstance(value, int):
            raise TypeError(f"effect {self.kind}: {name} is {value!r}, not a whole number")
        return value

    def text(self, name: str) -> str:
        """Text parameter ``name`` (a resource, a condition). Raises TypeError when it is not set or
        not text (the loader checks required parameters and their types)."""
        value = self.get(name)
        if not isinstance(value, str):
            raise TypeError(f"effect {self.kind}: {name} is {value!r}, not text")
        return value


@dataclass(frozen=True, slots=True)
class MagicLevel:
    """Magic level ``level`` (1..5): its printed ``text`` and its ``effects``."""

    level: int
    text: str
    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class Faction:
    """A faction card. ``origin`` is ``"canon"`` (from ``source``, a seed document)
    or ``"original"`` (the project's or a user's design); ``levels`` are exactly
    five, levels 1..5 in order."""

    id: str
    name: str
    origin: str
    source: str
    levels: tuple[MagicLevel, ...]

    def effects(self, magic_level: object) -> tuple[Effect, ...]:
        """The effects a player at ``magic_level`` (0..5) has: those of levels
        1..magic_level ("Gain all abilities of your Factions current Magic level and
        below", ``001``, Action List: Research). Raises ValueError outside 0..5."""
        if isinstance(magic_level, bool) or not isinstance(magic_level, int) \
                or not 0 <= magic_level <= len(self.levels):
            raise ValueError(f"magic level must be 0 to {len(self.levels)}, not {magic_level!r}")
        return tuple(effect for level in self.levels[:magic_level] for effect in level.effects)


def make_effect(kind: str, file: str = "<effect>", place: str = "effect", **params: object) -> Effect:
    """Build a validated :class:`Effect`; raises :class:`DataError` (file, place, problem)
    on an unknown kind, a missing, unknown or unneeded parameter, or a bad value."""
    return _check_effect({"kind": kind, **params}, file, place)


def load_faction_file(path: Any) -> list[Faction]:
    """Load every ``[[faction]]`` of a faction TOML file (format in the module docstring).

    Returns the factions in file order. Raises :class:`DataError` naming the file,
    the faction and level, and the problem: invalid TOML, a missing or unknown key,
    text that is not plain ASCII, not exactly five levels numbered 1..5, a level
    without effects, an unknown effect ("unknown effect 'x'"), a missing, unknown or
    unneeded parameter, a value of the wrong type or out of range, or a repeated
    faction id or name.
    """
    return load_data(path, parse_faction_document)


def parse_faction_document(document: dict[str, Any], file: str) -> list[Faction]:
    """Build the factions of an already parsed document (see :func:`load_faction_file`)."""
    return parse_tables(document, file, "faction", _parse_faction, FactionClashes())


class FactionClashes:
    """The factions seen so far, by id and name (case folded): :meth:`add` raises
    :class:`DataError` for a faction that repeats one. Within one file (``across`` False) a
    repeat is "used twice"; across files (``across`` True, the catalogue merging them) it is
    "already", naming the earlier file or faction."""

    def __init__(self, across: bool = False) -> None:
        self.across = across
        self.files: dict[str, str] = {}
        self.names: dict[str, str] = {}

    def add(self, faction: Faction, file: str) -> None:
        """Record ``faction`` read from ``file``; raise DataError (file, faction, problem) on a repeat."""
        place = f"faction '{faction.id}'"
        if faction.id in self.files:
            raise DataError(file, place, f"faction id is already used in {self.files[faction.id]}" if self.across
                            else "faction id is used twice")
        key = faction.name.casefold()
        if key in self.names:
            raise DataError(file, place, f"name '{faction.name}' is already faction '{self.names[key]}'"
                            if self.across else f"name '{faction.name}' is used twice")
        self.files[faction.id] = file
        self.names[key] = faction.id


def _parse_faction(raw: Any, file: str, index: int) -> Faction:
    fields, faction_id = item_fields(raw, file, "faction", index)
    place = fields.place
    name = fields.text("name")
    origin = fields.text("origin", choices=ORIGINS)
    source = fields.text("source")
    raw_levels = fields.array("level")
    fields.finish()

    levels: dict[int, MagicLevel] = {}
    for position, raw_level in enumerate(raw_levels, start=1):
        lplace = f"{place}, level entry {position}"
        if isinstance(raw_level, dict) and isinstance(raw_level.get("level"), int):
            lplace = f"{place}, level {raw_level['level']}"
        lfields = Fields(raw_level, file, lplace)
        number = lfields.integer("level", low=1, high=MAGIC_LEVELS)
        text = lfields.text("text")
        raw_effects = lfields.array("effects")
        lfields.finish()
        if number in levels:
            raise DataError(file, lplace, "level is listed twice")
        if not raw_effects:
            raise DataError(file, lplace, "has no effects; every level needs at least one")
        effects = tuple(
            _check_effect(raw_effect, file, f"{lplace}, effect {i}")
            for i, raw_effect in enumerate(raw_effects, start=1)
        )
        levels[number] = MagicLevel(level=number, text=text, effects=effects)
    if len(levels) != MAGIC_LEVELS:
        missing = [str(n) for n in range(1, MAGIC_LEVELS + 1) if n not in levels]
        raise DataError(file, place, f"has {len(levels)} magic levels, needs exactly {MAGIC_LEVELS} "
                                     f"(missing level {', '.join(missing)})")
    return Faction(id=faction_id, name=name, origin=origin, source=source,
                   levels=tuple(levels[n] for n in range(1, MAGIC_LEVELS + 1)))


def _check_effect(raw: Any, file: str, place: str) -> Effect:
    if not isinstance(raw, dict):
        raise DataError(file, place, "must be a table such as { kind = \"win_ties\" }")
    kind = raw.get("kind")
    if not isinstance(kind, str):
        raise DataError(file, place, "missing 'kind' (the effect name)")
    if kind not in EFFECTS:
        raise DataError(file, place, f"unknown effect '{kind}'")
    place = f"{place} '{kind}'"
    spec = EFFECTS[kind]
    params = {key: value for key, value in raw.items() if key != "kind"}
    for key in params:
        if key not in spec:
            allowed = ", ".join(spec) or "none"
            raise DataError(file, place, f"unknown parameter '{key}' (allowed: {allowed})")
    optional = OPTIONAL_PARAMS.get(kind, frozenset())
    for key in spec:
        if key not in params and key not in optional:
            raise DataError(file, place, f"missing parameter '{key}'")
    for key, value in params.items():
        params[key] = _check_value(kind, key, spec[key], value, file, place)
    if optional:
        needed: set[str] = set()
        for (ckind, selector, chosen), required in CONDITIONAL_PARAMS.items():
            if ckind == kind and params.get(selector) == chosen:
                needed |= required
        for key in sorted(optional):
            if key in needed and key not in params:
                raise DataError(file, place, f"missing parameter '{key}'")
            if key not in needed and key in params:
                raise DataError(file, place, f"parameter '{key}' is not used with this "
                                             f"{'rule' if kind == 'endgame_vp' else 'condition'}")
    if kind == "action_substitute" and params["action"] == params["instead"]:
        raise DataError(file, place, "'action' and 'instead' are the same action")
    return Effect(kind=kind, params=tuple(sorted(params.items())))


def _check_value(kind: str, key: str, expected: type, value: Any, file: str, place: str) -> object:
    if expected is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise DataError(file, place, f"parameter '{key}' must be a whole number, not {value!r}")
        low, high = PARAM_RANGES.get(key, (0, 99))
        if not low <= value <= high:
            raise DataError(file, place, f"parameter '{key}' is {value}, expected {low} to {high}")
        return value
    if not isinstance(value, str):
        raise DataError(file, place, f"parameter '{key}' must be text, not {value!r}")
    choices = PARAM_CHOICES.get((kind, key), PARAM_CHOICES.get(key))
    if choices is not None and value not in choices:
        raise DataError(file, place, f"parameter '{key}' is '{value}', expected one of: {', '.join(choices)}")
    return value
