"""Tactile maps of territory sides, drawn in braille cells from the side's grid.

Each grid cell of a side becomes a box of braille cells. Three line types, told apart by touch
(BANA/CBA Guidelines and Standards for Tactile Graphics 2010, lines): the card edge is a heavy
solid frame of full cells, a border between two regions a thin solid wall (dots 2 5 across,
dots 4 5 6 down), a river border a broken line. Land types are area textures, each one cell
repeated, that differ from each other and from every line by at least two dots and by the
shape of their dots; a texture shows only in blocks of at least 2 by 2 cells, so a region too
small for that is an outlined area with its label inside. Each usable region carries its number
as a label (``#A`` for region 1), with at least two blank cells between it and any line and a
blank line above and below; tokens and meeples stand under the label. North is at the top.

The map never stands alone: the sheets put a key before it (:func:`TactileMap.textures` says
which textures it shows) and the region list in text after it.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from tek_access.braille.braille_ascii import number

#: Lines in Braille ASCII (dots in the comment).
EDGE = "="    # dots 123456, a heavy solid line of full cells: the card edge (the frame)
WALL = "3"    # dots 25, a thin solid line across: a border between two regions
WALL_DOWN = "_"  # dots 456, the same thin wall running north-south
WALL_JOIN = "W"  # dots 2456, where walls across and down meet
RIVER = "7"   # dots 2356 in every other cell, a broken line: a river border
LAND = " "

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
#: Cells that are lines (a texture keeps a blank cell from them, a label two).
LINES = (EDGE, WALL, WALL_DOWN, WALL_JOIN, RIVER)
#: Blank cells between a label (or a token or meeple code) and any line, on its own line.
LABEL_GAP = 2

#: Texture cells a label's place should leave its region before the next place is tried.
ENOUGH_TEXTURE = 12
#: Largest box per grid cell (about square on paper: a cell is ~6 mm wide, a line ~10 mm).
MAX_BOX_WIDTH, MAX_BOX_HEIGHT = 8, 5
#: Largest box of a part of a split map (one page holds less of the card: its boxes may take more
#: room, for the pieces of a crowded region).
PART_BOX_WIDTH, PART_BOX_HEIGHT = 12, 7
#: Smallest box: a two-cell label with two blank cells on each side and a blank line above and below.
MIN_BOX_WIDTH, MIN_BOX_HEIGHT = 2 + 2 * LABEL_GAP, 3


class MapTooSmall(ValueError):
    """The side's grid does not fit the space given (str() gives the size needed)."""


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
        raise MapTooSmall(
            f"a map of {rows} by {cols} grid cells needs {need_cells} cells by {need_lines} lines, "
            f"only {max_cells} by {max_lines} are free"
        )
    return MapSize(width, height)


def draw(side: Any, max_cells: int, max_lines: int, marks: dict[str, list[str]] | None = None,
         extra: dict[str, str] | None = None) -> list[str]:
    """The lines of :func:`draw_map` (the drawing alone)."""
    return draw_map(side, max_cells, max_lines, marks, extra).lines


def _wall_cell(arms: set[str]) -> str:
    """The wall cell where walls meet: ``arms`` holds "across" and/or "down"."""
    if arms == {"across"}:
        return WALL
    if arms == {"down"}:
        return WALL_DOWN
    return WALL_JOIN


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
    w, h = size.width, size.height
    marks = marks or {}
    extra = extra or {}
    owner: dict[tuple[int, int], Any] = {}
    for region in side.regions:
        for cell in region.cells:
            owner[(cell[0], cell[1])] = region
    rivers = {
        frozenset((region.id, other))
        for region in side.regions
        for other in region.river_borders
    }

    def region_at(r: int, c: int) -> Any:
        return owner.get((r, c))

    def border(a: Any, b: Any) -> str:
        """What lies between two grid cells (None is off the card)."""
        if a is None or b is None:
            return EDGE
        if a is b:
            return LAND
        if frozenset((a.id, b.id)) in rivers:
            return RIVER
        return WALL

    width = side.cols * (w + 1) + 1
    height = side.rows * (h + 1) + 1
    canvas = [[LAND] * width for _ in range(height)]
    area: list[list[Any]] = [[None] * width for _ in range(height)]  # region of each open cell

    def xs(c: int) -> range:
        return range(c * (w + 1) + 1, c * (w + 1) + 1 + w)

    def ys(r: int) -> range:
        return range(r * (h + 1) + 1, r * (h + 1) + 1 + h)

    for r in range(side.rows):
        for c in range(side.cols):
            for y in ys(r):
                for x in xs(c):
                    area[y][x] = region_at(r, c)
    # vertical borders (between column c-1 and c): a river in every other line, never next to
    # the junctions, so that a blank cell parts it from the walls it meets
    vertical: dict[tuple[int, int], str] = {}
    for r in range(side.rows):
        for c in range(side.cols + 1):
            left = region_at(r, c - 1) if c > 0 else None
            right = region_at(r, c) if c < side.cols else None
            mark = border(left, right)
            vertical[(r, c)] = mark
            for i, y in enumerate(ys(r)):
                x = c * (w + 1)
                if mark == LAND:
                    area[y][x] = left
                elif mark == RIVER:
                    canvas[y][x] = RIVER if i % 2 == 1 and i < h - 1 else LAND
                else:
                    canvas[y][x] = WALL_DOWN if mark == WALL else mark
    horizontal: dict[tuple[int, int], str] = {}
    for r in range(side.rows + 1):
        for c in range(side.cols):
            above = region_at(r - 1, c) if r > 0 else None
            below = region_at(r, c) if r < side.rows else None
            mark = border(above, below)
            horizontal[(r, c)] = mark
            for i, x in enumerate(xs(c)):
                y = r * (h + 1)
                if mark == LAND:
                    area[y][x] = above
                elif mark == RIVER:
                    canvas[y][x] = RIVER if i % 2 == 1 and i < w - 1 else LAND
                else:
                    canvas[y][x] = mark
    # junctions: the edge on the frame, a wall where a wall meets it, otherwise open
    for r in range(side.rows + 1):
        for c in range(side.cols + 1):
            y, x = r * (h + 1), c * (w + 1)
            arms = set()
            if WALL in (vertical.get((r - 1, c)), vertical.get((r, c))):
                arms.add("down")
            if WALL in (horizontal.get((r, c - 1)), horizontal.get((r, c))):
                arms.add("across")
            if r in (0, side.rows) or c in (0, side.cols):
                canvas[y][x] = EDGE
            elif arms:
                canvas[y][x] = _wall_cell(arms)
            elif RIVER not in (vertical.get((r - 1, c)), vertical.get((r, c)),
                               horizontal.get((r, c - 1)), horizontal.get((r, c))):
                area[y][x] = region_at(r, c)
    # labels, tokens and marks: every region's label in one of its boxes (impassable water and
    # crags too: the region list names them by number), the pieces on the lines under it; of the
    # places a label may take (each box; centred, at its west or its east side; each line with a
    # blank line above and below), the one that leaves the region the most texture
    drawn = TactileMap([])
    busy = {(y, x) for y in range(height) for x in range(width) if canvas[y][x] in LINES}
    texture_at: dict[tuple[int, int], str] = {}
    for region in side.regions:
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
    drawn.bare = {r.id for r in side.regions if r.type in TEXTURES and r.id not in drawn.textured}
    drawn.lines = ["".join(row).rstrip(" ") for row in canvas]
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


# the solo layout --------------------------------------------------------------------------

#: The compass cell of the solo game (dots 1246 twice): a point symbol unlike every line,
#: texture and label, with a blank cell all round it.
COMPASS = "$$"
#: The clock dial round the compass cell: (line from the compass line, cells from the compass
#: centre, hour). Hours 9 to 3 through 12 stand above the compass (the Dummy's card, north),
#: 3 to 9 through 6 below it (your card, south), outside the card frames (region labels stand
#: inside them); numbers on a line stand three blank cells apart or more (so that no dial line
#: reads as a centred heading) and keep a blank cell from those on the next line, also across
#: the diagonal.
DIAL_NORTH = ((-2, -7, 11), (-2, 0, 12), (-2, 7, 1), (-1, -12, 10), (-1, 12, 2), (0, -17, 9), (0, 17, 3))
DIAL_SOUTH = ((0, -17, 9), (0, 17, 3), (1, -12, 8), (1, 12, 4), (2, -7, 7), (2, 0, 6), (2, 7, 5))
#: On pages too small for the dial: the compass line alone, 9 and 3 nearer the mark.
DIAL_SHORT = ((0, -8, 9), (0, 8, 3))
#: The letter before an hour's number: hours and region labels differ in form, not only in place.
HOUR_LETTER = "H"


def hour_cells(hour: int) -> str:
    """A clock hour on the dial: the letter h and its number with the numeric indicator (12
    ``H#AB``, read "h12"), so that it is never taken for a region label (``#A``) nor for a word
    (bare letters read as words: ``AB`` is "about")."""
    return HOUR_LETTER + number(hour)


def dial_hours(north: bool, full: bool = True) -> list[int]:
    """The hours on one half's dial, west to east round the top (north) or the bottom (south)."""
    dial = (DIAL_NORTH if north else DIAL_SOUTH) if full else DIAL_SHORT
    return [hour for _row, _dx, hour in sorted(dial, key=lambda d: (d[1], d[0]))]


def dial_lines(north: bool, centre: float, full: bool = True) -> tuple[list[str], int]:
    """The compass mark at column ``centre`` (cells, may be half a cell) with the clock hours
    round it: above it for the north half, below it for the south half; ``full`` False keeps
    only the compass line (9, the mark, 3). Returns (lines, leftmost column used); when that
    column is negative the lines start there instead (shifted right by as much)."""
    dial = (DIAL_NORTH if north else DIAL_SOUTH) if full else DIAL_SHORT
    rows = sorted({d[0] for d in dial})
    pieces: list[tuple[int, int, str]] = []  # (row index, start column, cells)
    mark_start = math.floor(centre - len(COMPASS) / 2 + 0.5)
    pieces.append((rows.index(0), mark_start, COMPASS))
    for row, dx, hour in dial:
        text = hour_cells(hour)
        start = math.floor(centre + dx - len(text) / 2 + 0.5)
        pieces.append((rows.index(row), start, text))
    left = min(start for _r, start, _t in pieces)
    shift = -left if left < 0 else 0
    width = max(start + len(text) for _r, start, text in pieces) + shift
    canvas = [[" "] * width for _ in rows]
    for row, start, text in pieces:
        for i, ch in enumerate(text):
            canvas[row][start + shift + i] = ch
    return ["".join(line).rstrip(" ") for line in canvas], left


def draw_solo_half(side: Any, centre_units: float, north: bool, max_cells: int, max_lines: int,
                   full: bool = True) -> list[str]:
    """The lines of :func:`draw_solo_map`."""
    return draw_solo_map(side, centre_units, north, max_cells, max_lines, full).lines


def draw_solo_map(side: Any, centre_units: float, north: bool, max_cells: int, max_lines: int,
                  full: bool = True, part: bool = False) -> TactileMap:
    """One half of the solo layout: the Dummy's card (``north``) with the compass below it, or
    your card with the compass above it. ``centre_units`` is the compass centre's distance from
    the card's west edge in grid cells (from :mod:`tek_access.games.tek.rules.compass`); the compass mark
    lies there, a blank line from the card's edge, with the clock hours round it (``full``) or
    9 and 3 beside it; ``part``: a part of a split card (:func:`fit_size`). Raises MapTooSmall
    when it does not fit ``max_cells`` by ``max_lines``."""
    extra = 4 if full else 2  # a blank line, then the dial's lines
    for cells in range(max_cells, MIN_BOX_WIDTH * side.cols + side.cols, -1):
        drawn = draw_map(side, cells, max_lines - extra, part=part)
        card = drawn.lines
        w = fit_size(side.rows, side.cols, cells, max_lines - extra, part).width
        dial, left = dial_lines(north, centre_units * (w + 1), full)
        pad = -left if left < 0 else 0
        lines = [(" " * pad + line) if line else "" for line in card]
        drawing = lines + [""] + dial if north else dial + [""] + lines
        if max(len(line) for line in drawing) <= max_cells:
            drawn.lines = [line.rstrip(" ") for line in drawing]
            drawn.dial_full = full
            return drawn
    raise MapTooSmall(f"the solo layout does not fit {max_cells} cells by {max_lines} lines")
