"""Tactile maps of Tiny Epic Kingdoms' territory sides, drawn in braille cells from the side's grid.

Each grid cell of a side becomes a box of braille cells. The lines are the braille package's
(:mod:`tek_access.braille.tactile`): the card edge a heavy frame, a border between two regions a
thin wall, a river border a broken line. Land types are area textures, each one cell
repeated, that differ from each other and from every line by at least two dots and by the
shape of their dots; a texture shows only in blocks of at least 2 by 2 cells, so a region too
small for that is an outlined area with its label inside. Each usable region carries its number
as a label (``#A`` for region 1), with at least two blank cells between it and any line and a
blank line above and below; tokens and meeples stand under the label. North is at the top.

The map never stands alone: the sheets put a key before it (:func:`TactileMap.textures` says
which textures it shows) and the region list in text after it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tek_access.braille.braille_ascii import number
from tek_access.braille.tactile import (  # noqa: F401 - the line cells, offered here with the textures
    EDGE,
    LABEL_GAP,
    LAND,
    LINES,
    RIVER,
    WALL,
    WALL_DOWN,
    WALL_JOIN,
    MapTooSmall,
    wall_cell,
)
from tek_access.core.messages import CORE

#: Area textures per land type (plains have none: a blank area). On one map any two textures
#: differ by two dots or more and by shape, and so does each from every line (checked by
#: :func:`tek_access.braille.checks.texture_problems`).
TEXTURES = {
    "capital": "!",   # dots 2346
    "mountain": "/",  # dots 34
    "forest": "V",    # dots 1236
    "ruins": "X",     # dots 1346
    "crags": "K",     # dots 13
    "water": "*",     # dots 16
}
#: Land types in the order a key lists them.
TYPE_ORDER = ("capital", "mountain", "forest", "ruins", "plains", "crags", "water")
#: Kept for the old names.
WATER, CRAGS = TEXTURES["water"], TEXTURES["crags"]
FILLS = {"water": WATER, "crags": CRAGS}

#: Texture cells a label's place should leave its region before the next place is tried.
ENOUGH_TEXTURE = 12
#: Largest box per grid cell (about square on paper: a cell is ~6 mm wide, a line ~10 mm).
MAX_BOX_WIDTH, MAX_BOX_HEIGHT = 8, 5
#: Largest box of a part of a split map (one page holds less of the card: its boxes may take more
#: room, for the pieces of a crowded region).
PART_BOX_WIDTH, PART_BOX_HEIGHT = 12, 7
#: Smallest box: a two-cell label with two blank cells on each side and a blank line above and below.
MIN_BOX_WIDTH, MIN_BOX_HEIGHT = 2 + 2 * LABEL_GAP, 3


@dataclass(frozen=True)
class MapSize:
    """Box size per grid cell, in cells (width) and lines (height)."""

    width: int
    height: int


@dataclass
class TactileMap:
    """A drawn map: its ``lines`` of Braille ASCII, the land ``textures`` it shows (land type ->
    cell), the ids of the regions whose texture shows (``textured``) and of those of a textured
    type too small for it (``bare``: outlined, the label inside), and the pieces (meeple or token
    codes) that did not fit (``left_out``, given in the text after the map)."""

    lines: list[str]
    textures: dict[str, str] = field(default_factory=dict)
    textured: set[str] = field(default_factory=set)
    bare: set[str] = field(default_factory=set)
    left_out: dict[str, list[str]] = field(default_factory=dict)
    #: on a solo half: whether the whole dial is drawn (else 9 and 3 only)
    dial_full: bool = True


@dataclass(frozen=True)
class PartRegion:
    """A region as one part of a split map draws it: its cells moved into the part's grid."""

    id: str
    number: int
    name: str
    type: str
    passable: bool
    cells: tuple[tuple[int, int], ...]
    river_borders: tuple[str, ...]


@dataclass(frozen=True)
class PartSide:
    """Part of a territory side (some of its rows and columns), drawn as a map of its own when the
    whole side does not fit a page with a texture in every region: ``where`` names the part
    ("west part")."""

    id: str
    name: str
    card: int
    face: str
    rows: int
    cols: int
    regions: tuple[PartRegion, ...]
    where: str
    #: the side's grid row and column where the part starts (its north-west grid cell)
    row0: int = 0
    col0: int = 0


#: How a side may be split, fewest parts first: (row groups, column groups, names of the parts).
SPLITS = (
    (1, 2, ("west part", "east part")),
    (2, 1, ("north part", "south part")),
    (2, 2, ("north-west part", "north-east part", "south-west part", "south-east part")),
    # each grid row a part of its own: the boxes of the smallest pages take their pieces too
    (3, 2, ("north-west part", "north-east part", "middle-west part", "middle-east part", "south-west part",
            "south-east part")),
)


def split_side(side: Any, row_parts: int, col_parts: int, names: tuple[str, ...]) -> list[PartSide]:
    """``side`` cut into ``row_parts`` by ``col_parts`` parts (the first parts take the larger
    share of an odd count); a region on a cut is in each part it reaches, by its own number."""
    def cuts(count: int, parts: int) -> list[range]:
        size = -(-count // parts)
        return [range(start, min(count, start + size)) for start in range(0, count, size)]

    out = []
    names_left = list(names)
    for rows in cuts(side.rows, row_parts):
        for cols in cuts(side.cols, col_parts):
            regions = []
            for region in side.regions:
                cells = tuple((r - rows.start, c - cols.start) for r, c in region.cells if r in rows and c in cols)
                if cells:
                    regions.append(PartRegion(region.id, region.number, region.name, region.type,
                                              region.passable, cells, tuple(region.river_borders)))
            out.append(PartSide(side.id, side.name, side.card, side.face, len(rows), len(cols),
                                tuple(regions), names_left.pop(0), rows.start, cols.start))
    return out


def fit_size(rows: int, cols: int, max_cells: int, max_lines: int, part: bool = False) -> MapSize:
    """The largest box size for a ``rows`` x ``cols`` grid within ``max_cells`` by ``max_lines``
    (up to MAX_BOX_WIDTH by MAX_BOX_HEIGHT, or PART_BOX_WIDTH by PART_BOX_HEIGHT for a ``part``
    of a split map).

    Raises MapTooSmall when even the smallest box (6 cells by 3 lines) does not fit.
    """
    width = min(PART_BOX_WIDTH if part else MAX_BOX_WIDTH, (max_cells - (cols + 1)) // cols)
    height = min(PART_BOX_HEIGHT if part else MAX_BOX_HEIGHT, (max_lines - (rows + 1)) // rows)
    if width < MIN_BOX_WIDTH or height < MIN_BOX_HEIGHT:
        need_cells = cols * MIN_BOX_WIDTH + cols + 1
        need_lines = rows * MIN_BOX_HEIGHT + rows + 1
        raise MapTooSmall(CORE("brf-layout-map-small", rows=rows, cols=cols, need_cells=need_cells,
                               need_lines=need_lines, cells=max_cells, lines=max_lines))
    return MapSize(width, height)


def draw(side: Any, max_cells: int, max_lines: int, marks: dict[str, list[str]] | None = None,
         extra: dict[str, str] | None = None) -> list[str]:
    """The lines of :func:`draw_map` (the drawing alone)."""
    return draw_map(side, max_cells, max_lines, marks, extra).lines


@dataclass
class _Grid:
    """A side's grid on its canvas while a map is drawn: boxes of ``w`` by ``h`` cells, one line
    between boxes; ``canvas`` the cells, ``area`` the region of each open cell (None on lines)."""

    side: Any
    w: int
    h: int
    owner: dict[tuple[int, int], Any]
    rivers: set[frozenset[str]]
    canvas: list[list[str]]
    area: list[list[Any]]

    @classmethod
    def of(cls, side: Any, w: int, h: int) -> _Grid:
        """The empty canvas of ``side`` with every box's cells given to its region."""
        owner = {(cell[0], cell[1]): region for region in side.regions for cell in region.cells}
        rivers = {frozenset((region.id, other)) for region in side.regions for other in region.river_borders}
        width, height = side.cols * (w + 1) + 1, side.rows * (h + 1) + 1
        grid = cls(side, w, h, owner, rivers, [[LAND] * width for _ in range(height)],
                   [[None] * width for _ in range(height)])
        for r in range(side.rows):
            for c in range(side.cols):
                for y in grid.ys(r):
                    for x in grid.xs(c):
                        grid.area[y][x] = owner.get((r, c))
        return grid

    def xs(self, c: int) -> range:
        """The canvas columns of grid column ``c``'s boxes."""
        return range(c * (self.w + 1) + 1, c * (self.w + 1) + 1 + self.w)

    def ys(self, r: int) -> range:
        """The canvas lines of grid row ``r``'s boxes."""
        return range(r * (self.h + 1) + 1, r * (self.h + 1) + 1 + self.h)

    def region_at(self, r: int, c: int) -> Any:
        return self.owner.get((r, c))

    def border(self, a: Any, b: Any) -> str:
        """What lies between two grid cells' regions (None is off the card)."""
        if a is None or b is None:
            return EDGE
        if a is b:
            return LAND
        if frozenset((a.id, b.id)) in self.rivers:
            return RIVER
        return WALL


def draw_map(side: Any, max_cells: int, max_lines: int, marks: dict[str, list[str]] | None = None,
             extra: dict[str, str] | None = None, part: bool = False) -> TactileMap:
    """Draw ``side`` (a TerritorySide: rows, cols, grid, regions) in Braille ASCII (``part``: a
    part of a split map, whose boxes may be larger: :func:`fit_size`).

    The map is at most ``max_cells`` wide and ``max_lines`` tall; trailing blanks are trimmed.
    ``extra`` (region id -> Braille ASCII, e.g. a token code) and ``marks`` (region id -> Braille
    ASCII pieces, e.g. meeple sticker codes) go on the lines under the region's label, a blank
    cell apart, the token first. Pieces that do not fit the box go to another box of the region;
    those that fit nowhere are in ``left_out`` (the sheets give them in text after the map).
    Raises MapTooSmall when the grid cannot fit.
    """
    size = fit_size(side.rows, side.cols, max_cells, max_lines, part)
    grid = _Grid.of(side, size.width, size.height)
    vertical = _vertical_borders(grid)
    horizontal = _horizontal_borders(grid)
    _junctions(grid, vertical, horizontal)
    drawn = _labels_and_textures(grid, marks or {}, extra or {})
    drawn.lines = ["".join(row).rstrip(" ") for row in grid.canvas]
    return drawn


def _vertical_borders(grid: _Grid) -> dict[tuple[int, int], str]:
    """Draw the borders between grid columns c-1 and c; returns (row, c) -> line. A river is drawn
    in every other line, never next to the junctions, so that a blank cell parts it from the walls
    it meets; an open border gives its cells to the region on its west."""
    side, w, h = grid.side, grid.w, grid.h
    vertical: dict[tuple[int, int], str] = {}
    for r in range(side.rows):
        for c in range(side.cols + 1):
            left = grid.region_at(r, c - 1) if c > 0 else None
            right = grid.region_at(r, c) if c < side.cols else None
            mark = grid.border(left, right)
            vertical[(r, c)] = mark
            for i, y in enumerate(grid.ys(r)):
                x = c * (w + 1)
                if mark == LAND:
                    grid.area[y][x] = left
                elif mark == RIVER:
                    grid.canvas[y][x] = RIVER if i % 2 == 1 and i < h - 1 else LAND
                else:
                    grid.canvas[y][x] = WALL_DOWN if mark == WALL else mark
    return vertical


def _horizontal_borders(grid: _Grid) -> dict[tuple[int, int], str]:
    """Draw the borders between grid rows r-1 and r as :func:`_vertical_borders` does across;
    returns (r, column) -> line."""
    side, w, h = grid.side, grid.w, grid.h
    horizontal: dict[tuple[int, int], str] = {}
    for r in range(side.rows + 1):
        for c in range(side.cols):
            above = grid.region_at(r - 1, c) if r > 0 else None
            below = grid.region_at(r, c) if r < side.rows else None
            mark = grid.border(above, below)
            horizontal[(r, c)] = mark
            for i, x in enumerate(grid.xs(c)):
                y = r * (h + 1)
                if mark == LAND:
                    grid.area[y][x] = above
                elif mark == RIVER:
                    grid.canvas[y][x] = RIVER if i % 2 == 1 and i < w - 1 else LAND
                else:
                    grid.canvas[y][x] = mark
    return horizontal


def _junctions(grid: _Grid, vertical: dict[tuple[int, int], str], horizontal: dict[tuple[int, int], str]) -> None:
    """Draw where the borders meet: the edge on the frame, a wall where a wall meets it,
    otherwise open (the cell given to the region there, unless a river passes it)."""
    side, w, h = grid.side, grid.w, grid.h
    for r in range(side.rows + 1):
        for c in range(side.cols + 1):
            y, x = r * (h + 1), c * (w + 1)
            arms = set()
            if WALL in (vertical.get((r - 1, c)), vertical.get((r, c))):
                arms.add("down")
            if WALL in (horizontal.get((r, c - 1)), horizontal.get((r, c))):
                arms.add("across")
            if r in (0, side.rows) or c in (0, side.cols):
                grid.canvas[y][x] = EDGE
            elif arms:
                grid.canvas[y][x] = wall_cell(arms)
            elif RIVER not in (vertical.get((r - 1, c)), vertical.get((r, c)),
                               horizontal.get((r, c - 1)), horizontal.get((r, c))):
                grid.area[y][x] = grid.region_at(r, c)


def _labels_and_textures(grid: _Grid, marks: dict[str, list[str]], extra: dict[str, str]) -> TactileMap:
    """Put every region's label in one of its boxes (impassable water and crags too: the region
    list names them by number) with its pieces on the lines under it, then the textures; of the
    places a label may take (each box; centred, at its west or its east side; each line with a
    blank line above and below), the one that leaves the region the most texture. Returns the
    map without its lines (the caller joins the canvas)."""
    canvas, area, w, h = grid.canvas, grid.area, grid.w, grid.h
    height, width = len(canvas), len(canvas[0])
    drawn = TactileMap([])
    busy = {(y, x) for y in range(height) for x in range(width) if canvas[y][x] in LINES}
    texture_at: dict[tuple[int, int], str] = {}
    for region in grid.side.regions:
        if not region.cells:
            continue
        token = extra.get(region.id) if region.passable else None
        pieces = ([token] if token else []) + (list(marks.get(region.id, [])) if region.passable else [])
        best: tuple[tuple[int, int, int], dict[tuple[int, int], str], dict[tuple[int, int], str],
                    list[str]] | None = None
        own = [(y, x) for y in range(height) for x in range(width) if area[y][x] is region]
        for rank, place in enumerate(_label_places(region, w, h, bool(pieces))):
            text, left = _place_text(region, place, label(region), pieces, w, h)
            texture = _region_texture(region, own, area, canvas, busy | set(text))
            score = (-len(left), min(len(texture), ENOUGH_TEXTURE), -rank)
            if best is None or score > best[0]:
                best = (score, text, texture, left)
            if not left and len(texture) >= ENOUGH_TEXTURE:
                break
        assert best is not None
        _score, text, texture, left = best
        for (y, x), ch in text.items():
            canvas[y][x] = ch
        texture_at.update(texture)
        if left:
            drawn.left_out[region.id] = left
    for (y, x), cell in texture_at.items():
        canvas[y][x] = cell
        region = area[y][x]
        drawn.textured.add(region.id)
        drawn.textures[region.type] = cell
    drawn.bare = {r.id for r in grid.side.regions if r.type in TEXTURES and r.id not in drawn.textured}
    return drawn


def _label_places(region: Any, w: int, h: int, pieces: bool) -> list[tuple[int, int, int, str]]:
    """Where a region's label may stand: (grid row, grid column, line in the box, alignment),
    the centre of its first box first (where it has always stood), then every other place."""
    boxes = sorted((cell[0], cell[1]) for cell in region.cells)
    middle = (h - 1) // 2 - (1 if h >= 5 and pieces else 0)
    rows = [middle] + [y for y in range(1, h - 1) if y != middle] if h >= 3 else [middle]
    out = []
    for r, c in boxes:
        for y in rows:
            for align in ("centre", "west", "east"):
                out.append((r, c, y, align))
    return out


def _place_text(region: Any, place: tuple[int, int, int, str], text: str, pieces: list[str],
                w: int, h: int) -> tuple[dict[tuple[int, int], str], list[str]]:
    """The cells of a region's label at ``place`` and of its pieces on the lines under it, then
    in its other boxes (a blank line kept from the walls above and below), each line aligned as
    the label in its box and centred in the others; returns (cells, pieces that did not fit)."""
    r0, c0, line0, align = place
    room = w - 2 * LABEL_GAP
    cells: dict[tuple[int, int], str] = {}

    def put(row: int, c: int, what: str, how: str) -> None:
        if how == "west":
            x0 = c * (w + 1) + 1 + LABEL_GAP
        elif how == "east":
            x0 = c * (w + 1) + 1 + w - LABEL_GAP - len(what)
        else:
            x0 = c * (w + 1) + 1 + (w - len(what)) // 2
        for i, ch in enumerate(what):
            cells[(row, x0 + i)] = ch

    y0 = r0 * (h + 1) + 1 + line0
    put(y0, c0, text, align)
    pending = list(pieces)
    spots = [(row, c0, align) for row in range(y0 + 1, r0 * (h + 1) + h)]
    for r, c in sorted((cell[0], cell[1]) for cell in region.cells):
        if (r, c) != (r0, c0):
            spots += [(row, c, "centre") for row in range(r * (h + 1) + 2, r * (h + 1) + h)]
    for row, c, how in spots:
        if not pending:
            break
        line = ""
        while pending and len(line) + (1 if line else 0) + len(pending[0]) <= room:
            line = (line + " " + pending.pop(0)) if line else pending.pop(0)
        if line:
            put(row, c, line, how)
    return cells, pending


def _region_texture(region: Any, own: list[tuple[int, int]], area: list[list[Any]],
                    canvas: list[list[str]], busy: set[tuple[int, int]]) -> dict[tuple[int, int], str]:
    """The texture cells of ``region`` (its open cells ``own``): those with no line, label or
    mark next to them (``busy``) nor another region's cell, kept only where they make blocks of
    2 by 2 or more."""
    texture = TEXTURES.get(region.type)
    if texture is None:
        return {}
    height, width = len(area), len(area[0])
    free: set[tuple[int, int]] = set()
    for y, x in own:
        if (y, x) not in busy:
            near = any((y + dy, x + dx) in busy or not (0 <= y + dy < height and 0 <= x + dx < width)
                       or (area[y + dy][x + dx] is not region and canvas[y + dy][x + dx] not in LINES
                           and area[y + dy][x + dx] is not None)
                       for dy in (-1, 0, 1) for dx in (-1, 0, 1))
            if not near:
                free.add((y, x))
    kept: set[tuple[int, int]] = set()
    for y, x in free:
        block = [(y + dy, x + dx) for dy in (0, 1) for dx in (0, 1)]
        if all(cell in free for cell in block):
            kept.update(block)
    return {cell: texture for cell in kept}


def label(region: Any) -> str:
    """The map label of a usable region: its number in braille (region 3 -> ``#C``)."""
    return number(region.number)
