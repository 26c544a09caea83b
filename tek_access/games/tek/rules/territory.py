"""Territory sides: their grid geometry, regions and derived adjacency.

The real cards' layouts are not in the documents, so the project designs its own
(``rulings.md``, Components and data: Territories). A side is a small grid of cells
(``GRID_ROWS`` rows by one of ``GRID_COLUMNS`` columns); each cell holds a letter
naming the region it belongs to, and a region may span several edge-connected cells.
Rivers are blocked borders between pairs of regions. From that this module derives
what the rules ask about a region:

- patrol adjacency, "shares a common border" and "cannot patrol across water,
  including rivers, or crags" (``000_de41987be7abf7aa.txt``, Patrol; Other Regions:
  Water and Crags) -> :attr:`Region.neighbours`;
- "a region that borders the edge of a territory card" (``000``, Quest) ->
  :attr:`Region.on_edge`;
- "next to water" (``001_ff609f05a670a229.txt``, HUMANS level 4) ->
  :attr:`Region.next_to_water`;
- a compass position on the card for narration -> :attr:`Region.direction`.

The file format (TOML, one ``[[side]]`` table per side)::

    [[side]]
    id = "ashfall"            # lowercase letters, digits, "_" or "-"
    name = "Ashfall Reach"
    card = 1                  # 1 or more
    face = "a"                # "a" or "b"
    grid = ["AABB", "CWWB", "CDEE"]
    rivers = [["A", "C"]]     # optional: pairs of usable regions split by a river
    [side.regions]
    A = { name = "Ashen Peak", type = "mountain" }
    W = { name = "Still Mere", type = "water" }
"""
from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from tek_access.core.kernel.datafields import DataError, Fields, item_fields, parse_tables
from tek_access.core.kernel.datafile import load_data

__all__ = [
    "USABLE_TYPES",
    "IMPASSABLE_TYPES",
    "REGION_TYPES",
    "USABLE_PER_SIDE",
    "REQUIRED_TYPES",
    "GRID_ROWS",
    "GRID_COLUMNS",
    "MIN_EDGE_REGIONS",
    "DIRECTIONS",
    "Region",
    "TerritorySide",
    "load_territory_file",
    "parse_territory_document",
]

USABLE_TYPES = ("forest", "mountain", "plains", "ruins", "capital")
IMPASSABLE_TYPES = ("water", "crags")
REGION_TYPES = USABLE_TYPES + IMPASSABLE_TYPES

#: Exactly this many usable regions on every side (``rulings.md``, Territories).
USABLE_PER_SIDE = 5
#: Every side has at least one region of each of these types (``rulings.md``).
REQUIRED_TYPES = ("forest", "mountain", "plains")
#: Grid sizes a side may have: rows, and columns (the tactile map is sized for these).
GRID_ROWS: tuple[int, ...] = (3,)
GRID_COLUMNS: tuple[int, ...] = (3, 4)
#: At least this many usable regions border the card edge, so Quest can reach the side.
MIN_EDGE_REGIONS = 3

#: Compass positions, indexed [vertical][horizontal] with 0 north/west, 2 south/east.
DIRECTIONS = (
    ("north-west", "north", "north-east"),
    ("west", "centre", "east"),
    ("south-west", "south", "south-east"),
)

_LETTER_PATTERN = r"[A-Z]"
_FACES = ("a", "b")


@dataclass(frozen=True, slots=True)
class Region:
    """One region of a territory side.

    ``id`` is ``"<side id>.<number>"`` (e.g. ``"ashfall.3"``). ``number``: usable
    regions are 1..5 in reading order of their first cell, impassable ones 6, 7, ...
    ``cells`` are ``(row, col)``, 0-based, in reading order. ``neighbours``: passable
    regions sharing a cell edge and not split by a river (where Patrol may go).
    ``touching``: every region sharing a cell edge, impassable and river-split ones
    too. ``river_borders``: regions split from this one by a river.
    ``across_rivers``: passable regions reachable only across a river (for a
    "cross rivers" ability). ``on_edge``: has a cell on the outer boundary of the
    grid (Quest). ``next_to_water``: touches a water region or has a river border.
    ``direction``: compass position of the region's centre on the card, one of
    :data:`DIRECTIONS`. Region id tuples are in region-number order.
    """

    id: str
    side: str
    number: int
    name: str
    type: str
    passable: bool
    cells: tuple[tuple[int, int], ...]
    neighbours: tuple[str, ...]
    touching: tuple[str, ...]
    river_borders: tuple[str, ...]
    across_rivers: tuple[str, ...]
    on_edge: bool
    next_to_water: bool
    direction: str


@dataclass(frozen=True, slots=True)
class TerritorySide:
    """One face of a territory card.

    ``card`` 1..n and ``face`` ``"a"`` or ``"b"``; ``grid`` has ``rows`` strings of
    ``cols`` letters, one letter per cell. ``regions``: usable regions first (by
    number), then impassable ones.
    """

    id: str
    name: str
    card: int
    face: str
    rows: int
    cols: int
    grid: tuple[str, ...]
    regions: tuple[Region, ...]

    def region(self, id_or_number: object) -> Region:
        """The region with this global id (``"ashfall.3"``) or number (``3`` or
        ``"3"``). Raises KeyError if this side has no such region."""
        if isinstance(id_or_number, int) and not isinstance(id_or_number, bool):
            for region in self.regions:
                if region.number == id_or_number:
                    return region
        elif isinstance(id_or_number, str):
            for region in self.regions:
                if id_or_number == region.id or id_or_number == str(region.number):
                    return region
        raise KeyError(id_or_number)

    @property
    def usable(self) -> tuple[Region, ...]:
        """The usable (passable) regions, numbers 1..5."""
        return tuple(region for region in self.regions if region.passable)


def load_territory_file(path: Any) -> list[TerritorySide]:
    """Load every ``[[side]]`` of a territory TOML file (format in the module docstring).

    Returns the sides in file order. Raises :class:`DataError` naming the file, the
    side (and region, row or river) and the problem: unreadable or invalid TOML,
    missing or unknown keys, a ragged or wrongly sized grid, a grid letter without a
    region or a region without cells, a region whose cells are not connected, not
    exactly 5 usable regions or no forest, mountain or plains, usable regions not all
    connected by patrol, fewer than 3 usable regions on the card edge, a river pair
    that is not two bordering usable regions, or a repeated side id, card face or
    region name.
    """
    return load_data(path, parse_territory_document)


def parse_territory_document(document: dict[str, Any], file: str) -> list[TerritorySide]:
    """Build the sides of an already parsed territory document (see :func:`load_territory_file`)."""
    return parse_tables(document, file, "side", _parse_side, SideClashes())


class SideClashes:
    """The sides seen so far, by id, card face and region name (case folded): :meth:`add` raises
    :class:`DataError` for a side that repeats one. Within one file (``across`` False) a repeat
    is "used twice" or "also"; across files (``across`` True, the catalogue merging them) it is
    "already", naming the earlier file for an id."""

    def __init__(self, across: bool = False) -> None:
        self.across = across
        self.files: dict[str, str] = {}
        self.faces: dict[tuple[int, str], str] = {}
        self.names: dict[str, str] = {}

    def add(self, side: TerritorySide, file: str) -> None:
        """Record ``side`` read from ``file``; raise DataError (file, side, problem) on a repeat."""
        place = f"side '{side.id}'"
        word = "already" if self.across else "also"
        if side.id in self.files:
            raise DataError(file, place, f"side id is already used in {self.files[side.id]}" if self.across
                            else "side id is used twice")
        self.files[side.id] = file
        face = (side.card, side.face)
        if face in self.faces:
            raise DataError(file, place, f"card {side.card} face {side.face} is {word} side '{self.faces[face]}'")
        self.faces[face] = side.id
        for region in side.regions:
            key = region.name.casefold()
            if key in self.names:
                raise DataError(file, f"{place}, region {region.number}",
                                f"region name '{region.name}' is {word} used in side '{self.names[key]}'")
            self.names[key] = side.id


def _parse_side(raw: Any, file: str, index: int) -> TerritorySide:
    """One ``[[side]]`` table: its fields, the grid and its regions, checked (001, territory cards: 8 usable
    regions, each type needed, all reached by patrol, enough of them on the card's edge), numbered and linked."""
    fields, side_id = item_fields(raw, file, "side", index)
    place = fields.place
    name = fields.text("name")
    card = fields.integer("card", low=1, high=99)
    face = fields.text("face", choices=_FACES)
    grid = fields.array("grid")
    rivers = fields.array("rivers", default=[])
    region_table = fields.table("regions")
    fields.finish()

    grid = _check_grid(grid, file, place)
    rows, cols = len(grid), len(grid[0])
    cells: dict[str, list[tuple[int, int]]] = {}
    for r, row in enumerate(grid):
        for c, letter in enumerate(row):
            cells.setdefault(letter, []).append((r, c))
    kinds = _region_kinds(region_table, cells, file, place)
    touching = _touching(grid, cells)
    river_pairs = _check_rivers(rivers, kinds, touching, file, place)
    usable_letters = _check_usable(cells, kinds, file, place)
    # Numbering: usable regions first, each group in reading order of its first cell.
    order = sorted(cells, key=lambda letter: (kinds[letter][1] not in USABLE_TYPES, cells[letter][0]))
    neighbours = {
        letter: {other for other in touching[letter]
                 if kinds[other][1] in USABLE_TYPES and frozenset((letter, other)) not in river_pairs}
        for letter in cells
    }
    _check_reach(order, usable_letters, kinds, neighbours, file, place)
    on_edge = sum(1 for letter in usable_letters if _on_edge(cells[letter], rows, cols))
    if on_edge < MIN_EDGE_REGIONS:
        raise DataError(file, place, f"only {on_edge} usable regions border the card edge, "
                                     f"needs at least {MIN_EDGE_REGIONS}")
    regions = _regions(side_id, order, cells, kinds, touching, neighbours, river_pairs, rows, cols)
    return TerritorySide(id=side_id, name=name, card=card, face=face, rows=rows, cols=cols,
                         grid=tuple(grid), regions=tuple(regions))


def _region_kinds(region_table: dict[str, Any], cells: dict[str, list[tuple[int, int]]], file: str,
                  place: str) -> dict[str, tuple[str, str]]:
    """Letter -> (region name, type) from ``[side.regions]``: one capital letter each, with cells in the grid, a
    name not used twice on the side, and every letter of the grid given."""
    kinds: dict[str, tuple[str, str]] = {}
    names_here: dict[str, str] = {}
    for letter, entry in region_table.items():
        rplace = f"{place}, region '{letter}'"
        if not _is_letter(letter):
            raise DataError(file, rplace, "region keys must be one capital letter A to Z")
        rfields = Fields(entry, file, rplace)
        rname = rfields.text("name")
        rtype = rfields.text("type", choices=REGION_TYPES)
        rfields.finish()
        if letter not in cells:
            raise DataError(file, rplace, "has no cells in the grid")
        if rname.casefold() in names_here:
            raise DataError(file, rplace, f"name '{rname}' is also region '{names_here[rname.casefold()]}'")
        names_here[rname.casefold()] = letter
        kinds[letter] = (rname, rtype)
    for letter in cells:
        if letter not in kinds:
            raise DataError(file, f"{place}, grid", f"letter '{letter}' has no entry in [side.regions]")
    for letter, own in cells.items():
        apart = _first_disconnected(own)
        if apart is not None:
            (r1, c1), (r2, c2) = own[0], apart
            raise DataError(file, f"{place}, region '{letter}'",
                            f"cells are not connected: row {r1 + 1} column {c1 + 1} and "
                            f"row {r2 + 1} column {c2 + 1} are apart")
    return kinds


def _touching(grid: list[str], cells: dict[str, list[tuple[int, int]]]) -> dict[str, set[str]]:
    """Letter -> the letters of the regions that share a cell edge with it."""
    rows, cols = len(grid), len(grid[0])
    touching: dict[str, set[str]] = {letter: set() for letter in cells}
    for r in range(rows):
        for c in range(cols):
            here = grid[r][c]
            for rr, cc in ((r + 1, c), (r, c + 1)):
                if rr < rows and cc < cols and grid[rr][cc] != here:
                    touching[here].add(grid[rr][cc])
                    touching[grid[rr][cc]].add(here)
    return touching


def _check_usable(cells: dict[str, list[tuple[int, int]]], kinds: dict[str, tuple[str, str]], file: str,
                  place: str) -> list[str]:
    """The letters of the usable regions: exactly :data:`USABLE_PER_SIDE`, with every type of
    :data:`REQUIRED_TYPES` among them."""
    usable_letters = [letter for letter in cells if kinds[letter][1] in USABLE_TYPES]
    if len(usable_letters) != USABLE_PER_SIDE:
        raise DataError(file, place, f"has {len(usable_letters)} usable regions, needs exactly "
                                     f"{USABLE_PER_SIDE} (types {', '.join(USABLE_TYPES)})")
    present = {kinds[letter][1] for letter in usable_letters}
    for needed in REQUIRED_TYPES:
        if needed not in present:
            raise DataError(file, place, f"has no {needed} region, every side needs one")
    return usable_letters


def _check_reach(order: list[str], usable_letters: list[str], kinds: dict[str, tuple[str, str]],
                 neighbours: dict[str, set[str]], file: str, place: str) -> None:
    """Every usable region is reached by patrol from the first one."""
    reached = _reachable(usable_letters[0], neighbours)
    cut_off = [letter for letter in order if kinds[letter][1] in USABLE_TYPES and letter not in reached]
    if cut_off:
        names = ", ".join(f"'{kinds[x][0]}'" for x in cut_off)
        raise DataError(file, place, f"usable regions are not all connected by patrol: {names} "
                                     f"cannot be reached from '{kinds[usable_letters[0]][0]}'")


def _on_edge(own: list[tuple[int, int]], rows: int, cols: int) -> bool:
    """True when a region of cells ``own`` borders the card's edge."""
    return any(r in (0, rows - 1) or c in (0, cols - 1) for r, c in own)


def _regions(side_id: str, order: list[str], cells: dict[str, list[tuple[int, int]]],
             kinds: dict[str, tuple[str, str]], touching: dict[str, set[str]], neighbours: dict[str, set[str]],
             river_pairs: set[frozenset[str]], rows: int, cols: int) -> list[Region]:
    """The side's :class:`Region` records in ``order`` (their numbers), each linked to its neighbours, the
    regions it touches and those across a river, by id."""
    number = {letter: i for i, letter in enumerate(order, start=1)}
    ident = {letter: f"{side_id}.{number[letter]}" for letter in order}

    def by_number(letters: Iterable[str]) -> tuple[str, ...]:
        return tuple(ident[x] for x in sorted(letters, key=number.__getitem__))

    regions = []
    for letter in order:
        rname, rtype = kinds[letter]
        river_of = {other for other in touching[letter] if frozenset((letter, other)) in river_pairs}
        regions.append(Region(
            id=ident[letter],
            side=side_id,
            number=number[letter],
            name=rname,
            type=rtype,
            passable=rtype in USABLE_TYPES,
            cells=tuple(cells[letter]),
            neighbours=by_number(neighbours[letter]),
            touching=by_number(touching[letter]),
            river_borders=by_number(river_of),
            across_rivers=by_number(x for x in river_of
                                    if kinds[x][1] in USABLE_TYPES and x not in neighbours[letter]),
            on_edge=_on_edge(cells[letter], rows, cols),
            next_to_water=bool(river_of) or any(kinds[x][1] == "water" for x in touching[letter]),
            direction=_direction(cells[letter], rows, cols),
        ))
    return regions


def _is_letter(key: str) -> bool:
    return len(key) == 1 and "A" <= key <= "Z"


def _check_grid(grid: list[Any], file: str, place: str) -> list[str]:
    if not grid:
        raise DataError(file, f"{place}, grid", "is empty")
    for r, row in enumerate(grid, start=1):
        if not isinstance(row, str):
            raise DataError(file, f"{place}, grid row {r}", "must be text such as \"AABC\"")
        for c, letter in enumerate(row, start=1):
            if not _is_letter(letter):
                raise DataError(file, f"{place}, grid row {r}",
                                f"column {c} is {letter!r}, cells must be capital letters A to Z")
    width = len(grid[0])
    for r, row in enumerate(grid, start=1):
        if len(row) != width:
            raise DataError(file, f"{place}, grid row {r}",
                            f"has {len(row)} cells, row 1 has {width}; every row must be the same length")
    if len(grid) not in GRID_ROWS:
        raise DataError(file, f"{place}, grid", f"has {len(grid)} rows, expected "
                                                f"{' or '.join(map(str, GRID_ROWS))}")
    if width not in GRID_COLUMNS:
        raise DataError(file, f"{place}, grid", f"has {width} columns, expected "
                                                f"{' or '.join(map(str, GRID_COLUMNS))}")
    return list(grid)


def _check_rivers(rivers: list[Any], kinds: dict[str, tuple[str, str]], touching: dict[str, set[str]], file: str,
                  place: str) -> set[frozenset[str]]:
    pairs: set[frozenset[str]] = set()
    for index, pair in enumerate(rivers, start=1):
        rplace = f"{place}, river {index}"
        if not (isinstance(pair, list) and len(pair) == 2 and all(isinstance(x, str) for x in pair)):
            raise DataError(file, rplace, "must be a pair of region letters such as [\"A\", \"D\"]")
        a, b = pair
        for letter in (a, b):
            if letter not in kinds:
                raise DataError(file, rplace, f"region '{letter}' is not on this side")
            if kinds[letter][1] not in USABLE_TYPES:
                raise DataError(file, rplace, f"region '{letter}' is {kinds[letter][1]}; "
                                              f"rivers run only between usable regions")
        if a == b:
            raise DataError(file, rplace, f"joins region '{a}' to itself")
        if b not in touching[a]:
            raise DataError(file, rplace, f"regions '{a}' and '{b}' share no border")
        key = frozenset((a, b))
        if key in pairs:
            raise DataError(file, rplace, f"river between '{a}' and '{b}' is listed twice")
        pairs.add(key)
    return pairs


def _first_disconnected(cells: list[tuple[int, int]]) -> tuple[int, int] | None:
    """The first cell not edge-connected to ``cells[0]``, or None if all are connected."""
    todo = set(cells)
    seen = {cells[0]}
    queue = deque([cells[0]])
    while queue:
        r, c = queue.popleft()
        for step in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if step in todo and step not in seen:
                seen.add(step)
                queue.append(step)
    for cell in cells:
        if cell not in seen:
            return cell
    return None


def _reachable(start: str, neighbours: dict[str, set[str]]) -> set[str]:
    seen = {start}
    queue = deque([start])
    while queue:
        for other in neighbours[queue.popleft()]:
            if other not in seen:
                seen.add(other)
                queue.append(other)
    return seen


def _direction(cells: list[tuple[int, int]], rows: int, cols: int) -> str:
    """Compass position of the centre of ``cells``: on each axis a centre at least
    0.45 of the half-width away from the card's middle is north/south or west/east,
    otherwise the middle (so on 4 columns, columns 2 and 3 are the middle)."""
    def third(position: float, size: int) -> int:
        half = (size - 1) / 2
        offset = (position - half) / half if half else 0.0
        if offset <= -0.45:
            return 0
        if offset >= 0.45:
            return 2
        return 1

    mean_row = sum(r for r, _ in cells) / len(cells)
    mean_col = sum(c for _, c in cells) / len(cells)
    return DIRECTIONS[third(mean_row, rows)][third(mean_col, cols)]
