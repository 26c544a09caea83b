"""The catalog: every piece of game data, loaded and checked once.

The default catalog is the packaged TOML under ``tek_access/games/tek/data/`` listed in
``catalog.toml`` there: territory sides, factions, the tower table, player colours
and exploration tokens (``rulings.md``, Components and data). A player may add
territory and faction files of their own in the same formats
(:func:`tek_access.games.tek.rules.territory.load_territory_file`,
:func:`tek_access.games.tek.rules.factions.load_faction_file`).
"""
from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from tek_access.core.kernel.datafields import ID_PATTERN, DataError, Fields, file_label, top_tables
from tek_access.core.kernel.datafile import load_data, read_document
from tek_access.games.tek.rules.factions import Faction, FactionClashes, load_faction_file, parse_faction_document
from tek_access.games.tek.rules.territory import (
    Region,
    SideClashes,
    TerritorySide,
    load_territory_file,
    parse_territory_document,
)

__all__ = [
    "TowerLevel",
    "Colour",
    "TokenType",
    "Catalog",
    "TOWER_LEVELS",
    "load_catalog",
    "load_tower_file",
    "load_colour_file",
    "load_token_file",
    "data_file",
    "extend_catalog",
]

#: Levels on the tower card (``000``, Build; ``001``, TOWER).
TOWER_LEVELS = 6


@dataclass(frozen=True, slots=True)
class TowerLevel:
    """Tower level ``level`` (1..6): building it costs ``cost`` ore; at the end it scores ``vp``."""

    level: int
    cost: int
    vp: int


@dataclass(frozen=True, slots=True)
class Colour:
    """A player colour: ``id`` ("blue"), ``name`` ("Blue"), the kit sticker ``code``
    ("b"; "" for none) and whether it is the ``neutral`` colour of the Lost Kingdom."""

    id: str
    name: str
    code: str
    neutral: bool


@dataclass(frozen=True, slots=True)
class TokenType:
    """An exploration token type: ``id``, ``name``, kit ``code``, how many are in the
    game (``count``) and the rulebook's effect ``text``."""

    id: str
    name: str
    code: str
    count: int
    text: str


@dataclass(frozen=True)
class Catalog:
    """All game data. Treat it as read-only: the default catalog is shared.

    ``territories``: sides by id, in card order (1a, 1b, 2a, ...). ``factions``: by
    id, canon first, then in file order. ``tower``: levels 1..6. ``colours``: the
    five kit colours then the neutral grey. ``tokens``: the nine exploration token types.
    ``custom``: for each side and faction added from a player's own file, its TOML table as
    read, keyed ``("side", id)`` or ``("faction", id)``; a save embeds the ones its game uses
    so that it loads anywhere.
    """

    territories: dict[str, TerritorySide]
    factions: dict[str, Faction]
    tower: tuple[TowerLevel, ...]
    colours: tuple[Colour, ...]
    tokens: tuple[TokenType, ...]
    custom: dict[tuple[str, str], dict[str, Any]] = field(default_factory=dict, compare=False, repr=False)

    def region(self, region_id: str) -> Region:
        """The region with global id ``region_id`` (``"ashfall.3"``) on any side.
        Raises KeyError if there is none."""
        side_id, _, _ = str(region_id).rpartition(".")
        side = self.territories.get(side_id)
        if side is None:
            raise KeyError(region_id)
        return side.region(region_id)


def data_file(name: str) -> Any:
    """The packaged data file ``name`` (a path relative to ``tek_access/games/tek/data``, with "/")
    as an ``importlib.resources`` Traversable."""
    target = resources.files("tek_access.games.tek.data")
    for part in name.split("/"):
        target = target.joinpath(part)
    return target


def load_catalog(extra_territory_files: Iterable[Any] = (),
                 extra_faction_files: Iterable[Any] = ()) -> Catalog:
    """The default catalog plus the sides and factions of the given extra files
    (paths). Without extras the same cached catalog is returned every time.

    Raises :class:`~tek_access.core.kernel.datafields.DataError` naming the file, the place and
    the problem for any malformed file, and for an extra side or faction whose id,
    card face, region name or faction name is already in use.
    """
    extra_territory_files = tuple(extra_territory_files)
    extra_faction_files = tuple(extra_faction_files)
    base = _default_catalog()
    if not extra_territory_files and not extra_faction_files:
        return base
    return extend_catalog(base, [read_document(path) for path in extra_territory_files],
                          [read_document(path) for path in extra_faction_files])


def extend_catalog(base: Catalog, territory_documents: Iterable[tuple[str, dict[str, Any]]] = (),
                   faction_documents: Iterable[tuple[str, dict[str, Any]]] = ()) -> Catalog:
    """``base`` plus the sides and factions of already parsed documents, each given as
    ``(file label, document)`` in the territory or faction file format. Each added table is kept
    in :attr:`Catalog.custom`. Raises :class:`DataError` as :func:`load_catalog` does."""
    custom = dict(base.custom)
    sides = [(side, "the default territories") for side in base.territories.values()]
    for label, document in territory_documents:
        found = parse_territory_document(document, label)
        sides += [(side, label) for side in found]
        for side, raw in zip(found, document.get("side", [])):
            custom[("side", side.id)] = raw
    factions = [(faction, "the default factions") for faction in base.factions.values()]
    for label, document in faction_documents:
        found_factions = parse_faction_document(document, label)
        factions += [(faction, label) for faction in found_factions]
        for faction, raw in zip(found_factions, document.get("faction", [])):
            custom[("faction", faction.id)] = raw
    return Catalog(
        territories=_merge_sides(sides),
        factions=_merge_factions(factions),
        tower=base.tower,
        colours=base.colours,
        tokens=base.tokens,
        custom=custom,
    )


@functools.cache
def _default_catalog() -> Catalog:
    label, index = read_document(data_file("catalog.toml"))
    fields = Fields(index, label, "top level")
    territory_names = _names(fields, "territories")
    faction_names = _names(fields, "factions")
    tower_name = fields.text("tower")
    colour_name = fields.text("colours")
    token_name = fields.text("tokens")
    fields.finish()
    sides = []
    for name in territory_names:
        path = data_file(name)
        sides += [(side, file_label(path)) for side in load_territory_file(path)]
    factions = []
    for name in faction_names:
        path = data_file(name)
        factions += [(faction, file_label(path)) for faction in load_faction_file(path)]
    return Catalog(
        territories=_merge_sides(sides),
        factions=_merge_factions(factions),
        tower=load_tower_file(data_file(tower_name)),
        colours=load_colour_file(data_file(colour_name)),
        tokens=load_token_file(data_file(token_name)),
    )


def _names(fields: Fields, key: str) -> list[str]:
    names = fields.array(key)
    if not names or not all(isinstance(name, str) and name for name in names):
        raise fields.error(f"'{key}' must be a non-empty array of file names")
    return names


def _merge_sides(sides: list[tuple[TerritorySide, str]]) -> dict[str, TerritorySide]:
    """Sides by id in card order; a clash names the later file and the earlier one."""
    clashes = SideClashes(across=True)
    for side, file in sides:
        clashes.add(side, file)
    ordered = sorted((side for side, _ in sides), key=lambda s: (s.card, s.face))
    return {side.id: side for side in ordered}


def _merge_factions(factions: list[tuple[Faction, str]]) -> dict[str, Faction]:
    """Factions by id, canon first, otherwise in load order; a clash names the later file."""
    clashes = FactionClashes(across=True)
    for faction, file in factions:
        clashes.add(faction, file)
    ordered = sorted((faction for faction, _ in factions), key=lambda f: f.origin != "canon")
    return {faction.id: faction for faction in ordered}


def load_tower_file(path: Any) -> tuple[TowerLevel, ...]:
    """The tower table: ``[[level]]`` tables with level, cost (ore) and vp, levels
    1..6 each once, VP never falling. Raises DataError (file, level, problem)."""
    return load_data(path, _parse_tower)


def _parse_tower(document: dict[str, Any], file: str) -> tuple[TowerLevel, ...]:
    top = Fields(document, file, "top level")
    top.text("source")
    raw_levels = top.array("level")
    top.finish()
    levels: dict[int, TowerLevel] = {}
    for index, raw in enumerate(raw_levels, start=1):
        fields = Fields(raw, file, f"level entry {index}")
        level = fields.integer("level", low=1, high=TOWER_LEVELS)
        fields.place = f"level {level}"
        cost = fields.integer("cost", low=0, high=9)
        vp = fields.integer("vp", low=0, high=99)
        fields.finish()
        if level in levels:
            raise fields.error("level is listed twice")
        levels[level] = TowerLevel(level, cost, vp)
    if sorted(levels) != list(range(1, TOWER_LEVELS + 1)):
        raise DataError(file, "top level", f"needs levels 1 to {TOWER_LEVELS} each once, "
                                           f"has {sorted(levels)}")
    ordered = tuple(levels[n] for n in range(1, TOWER_LEVELS + 1))
    for lower, higher in zip(ordered, ordered[1:]):
        if higher.vp < lower.vp:
            raise DataError(file, f"level {higher.level}", f"vp {higher.vp} is less than level "
                                                           f"{lower.level}'s {lower.vp}")
    return ordered


def load_colour_file(path: Any) -> tuple[Colour, ...]:
    """Player colours: ``[[colour]]`` tables with id, name, code and neutral. Ids and
    codes are unique; a non-neutral colour needs a code; exactly one is neutral.
    Raises DataError (file, colour, problem)."""
    return load_data(path, _parse_colours)


def _parse_colours(document: dict[str, Any], file: str) -> tuple[Colour, ...]:
    raw_colours = top_tables(document, file, "colour", required=False)
    colours: list[Colour] = []
    for index, raw in enumerate(raw_colours, start=1):
        fields, colour_id = _id_fields(raw, file, "colour", index)
        name = fields.text("name")
        code = fields.text("code", empty=True, pattern=r"[a-z]{0,4}")
        neutral = fields.boolean("neutral")
        fields.finish()
        if not neutral and not code:
            raise fields.error("a player colour needs a kit code")
        _check_unique(colours, fields, "colour", colour_id, code)
        colours.append(Colour(colour_id, name, code, neutral))
    if sum(c.neutral for c in colours) != 1:
        raise DataError(file, "top level", "exactly one colour must be neutral")
    return tuple(colours)


def load_token_file(path: Any) -> tuple[TokenType, ...]:
    """Exploration token types: ``[[token]]`` tables with id, name, code, count and
    text; ids and codes unique. Raises DataError (file, token, problem)."""
    return load_data(path, _parse_tokens)


def _parse_tokens(document: dict[str, Any], file: str) -> tuple[TokenType, ...]:
    raw_tokens = top_tables(document, file, "token", required=False)
    tokens: list[TokenType] = []
    for index, raw in enumerate(raw_tokens, start=1):
        fields, token_id = _id_fields(raw, file, "token", index)
        name = fields.text("name")
        code = fields.text("code", pattern=r"[a-z]{1,4}")
        count = fields.integer("count", low=0, high=16)
        text = fields.text("text")
        fields.finish()
        _check_unique(tokens, fields, "token", token_id, code)
        tokens.append(TokenType(token_id, name, code, count, text))
    if not tokens:
        raise DataError(file, "top level", "no [[token]] tables")
    return tuple(tokens)


def _id_fields(raw: Any, file: str, kind: str, index: int) -> tuple[Fields, str]:
    """The fields of the ``index``-th ``[[kind]]`` table and its id (lower case letters, digits,
    ``_`` and ``-``); problems with the id are placed at ``"kind N"``, later ones at ``"kind 'id'"``."""
    fields = Fields(raw, file, f"{kind} {index}")
    item_id = fields.text("id", pattern=ID_PATTERN)
    fields.place = f"{kind} '{item_id}'"
    return fields, item_id


def _check_unique(items: "list[Colour] | list[TokenType]", fields: Fields, kind: str, item_id: str, code: str) -> None:
    """Raise DataError at ``fields`` when an earlier colour or token has ``item_id`` or (a
    non-empty) ``code``."""
    if any(item.id == item_id for item in items):
        raise fields.error(f"{kind} id is used twice")
    if code and any(item.code == code for item in items):
        raise fields.error(f"code '{code}' is used twice")
