"""Tactile maps of territory sides, drawn in braille cells from the side's grid.

Each grid cell of a side becomes a box of braille cells. Borders between different regions
and the card edge are walls of full cells; a river border is a line of its own symbol;
water and crags are filled with two distinct textures; land is blank and each usable region
carries its number as a label (``#A`` for region 1) with at least one blank cell between the
label and any wall. North is at the top. Practice from the BANA/CBA tactile graphics
guidelines as summarised in ``/work/shared/design/braille.md``, "Tactile maps".

The map never stands alone: the territories sheet puts a key before it and the region list
in text after it.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from tek_access.braille.braille_ascii import number

#: Symbols in Braille ASCII (dots in the comment), chosen by the BANA/CBA Guidelines and
#: Standards for Tactile Graphics (2010): lines of different kinds have different styles
#: (solid heavy, solid lighter, broken), area textures differ from each other and from every
#: line, and a blank cell separates a texture from any line, label or mark.
EDGE = "="    # dots 123456, solid full cells: the card edge (the frame)
WALL = "G"    # dots 1245, solid square cells: a border between two regions
RIVER = "7"   # dots 2356 in every other cell, a broken line: a river border
LAND = " "

#: Area textures per land type (plains have none: a blank area). Every texture has a blank cell
#: on each side of it inside its region.
TEXTURES = {
    "mountain": "/",  # dots 34
    "forest": "L",    # dots 123
    "ruins": "X",     # dots 1346
    "capital": "+",   # dots 346
    "crags": "%",     # dots 146
    "water": "*",     # dots 16
}
#: Land types in the order a key lists them.
TYPE_ORDER = ("capital", "mountain", "forest", "ruins", "plains", "crags", "water")
#: Kept for the old names.
WATER, CRAGS = TEXTURES["water"], TEXTURES["crags"]
FILLS = {"water": WATER, "crags": CRAGS}
#: Cells that are lines (a texture keeps a blank cell from them).
LINES = (EDGE, WALL, RIVER)

#: Largest box per grid cell (about square on paper: a cell is ~6 mm wide, a line ~10 mm).
MAX_BOX_WIDTH, MAX_BOX_HEIGHT = 8, 5
#: Smallest box: a two-cell label with a blank cell on each side and a blank line above and below.
MIN_BOX_WIDTH, MIN_BOX_HEIGHT = 4, 3


class MapTooSmall(ValueError):
    """The side's grid does not fit the space given (str() gives the size needed)."""


@dataclass(frozen=True)
class MapSize:
    """Box size per grid cell, in cells (width) and lines (height)."""

    width: int
    height: int


def fit_size(rows: int, cols: int, max_cells: int, max_lines: int) -> MapSize:
    """The largest box size for a ``rows`` x ``cols`` grid within ``max_cells`` by ``max_lines``.

    Raises MapTooSmall when even the smallest box (4 cells by 3 lines) does not fit.
    """
    width = min(MAX_BOX_WIDTH, (max_cells - (cols + 1)) // cols)
    height = min(MAX_BOX_HEIGHT, (max_lines - (rows + 1)) // rows)
    if width < MIN_BOX_WIDTH or height < MIN_BOX_HEIGHT:
        need_cells = cols * MIN_BOX_WIDTH + cols + 1
        need_lines = rows * MIN_BOX_HEIGHT + rows + 1
        raise MapTooSmall(
            f"a map of {rows} by {cols} grid cells needs {need_cells} cells by {need_lines} lines, "
            f"only {max_cells} by {max_lines} are free"
        )
    return MapSize(width, height)


def draw(side, max_cells: int, max_lines: int, marks: dict[str, list[str]] | None = None,
         extra: dict[str, str] | None = None) -> list[str]:
    """Draw ``side`` (a TerritorySide: rows, cols, grid, regions) as lines of Braille ASCII.

    The map is at most ``max_cells`` wide and ``max_lines`` tall; trailing blanks are trimmed.
    ``marks`` (region id -> Braille ASCII pieces, e.g. meeple sticker codes) go on the line
    under the region's label, a blank cell apart; ``extra`` (region id -> Braille ASCII, e.g.
    a token code) follows the label on its line, a blank cell apart. Pieces that do not fit
    the box go to another box of the region; on pages too small for that they are left out
    (the sheets give them in text after the map). Raises MapTooSmall when the grid cannot fit.
    """
    size = fit_size(side.rows, side.cols, max_cells, max_lines)
    w, h = size.width, size.height
    marks = marks or {}
    extra = extra or {}
    owner: dict[tuple[int, int], object] = {}
    for region in side.regions:
        for cell in region.cells:
            owner[tuple(cell)] = region
    rivers = {
        frozenset((region.id, other))
        for region in side.regions
        for other in region.river_borders
    }

    def region_at(r: int, c: int):
        return owner.get((r, c))

    def border(a, b) -> str:
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
    area: list[list[object]] = [[None] * width for _ in range(height)]  # region of each open cell

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
                    canvas[y][x] = mark
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
            marks_here = [vertical.get((r - 1, c)), vertical.get((r, c)),
                          horizontal.get((r, c - 1)), horizontal.get((r, c))]
            if r in (0, side.rows) or c in (0, side.cols):
                canvas[y][x] = EDGE
            elif WALL in marks_here:
                canvas[y][x] = WALL
            elif RIVER not in marks_here:
                area[y][x] = region_at(r, c)
    # labels, tokens and marks: centred in the region's first box, then its other boxes
    text_cells: set[tuple[int, int]] = set()

    def put(row: int, c: int, text: str) -> None:
        x0 = c * (w + 1) + 1 + (w - len(text)) // 2
        for i, ch in enumerate(text):
            canvas[row][x0 + i] = ch
            text_cells.add((row, x0 + i))

    for region in side.regions:
        if not region.passable or not region.cells:
            continue
        boxes = sorted(tuple(cell) for cell in region.cells)
        first = label(region)
        token = extra.get(region.id)
        line_one = first + " " + token if token and len(first) + 1 + len(token) <= w - 2 else first
        pending = list(marks.get(region.id, []))
        if token and line_one == first:
            pending.insert(0, token)
        rows_free = []  # (row, column) spots for marks: the lines below the label in each box
        r0, c0 = boxes[0]
        y0 = r0 * (h + 1) + 1 + (h - 1) // 2
        put(y0, c0, line_one)
        for index, (r, c) in enumerate(boxes):
            top = r * (h + 1) + 1
            start = y0 + 2 if index == 0 else top + 1
            # a line of marks needs a blank line above (except under the label) and below
            first_row = y0 + 1 if index == 0 else top + 1
            for row in range(first_row, top + h - 1):
                if index == 0 or row >= start:
                    rows_free.append((row, c))
        for row, c in rows_free:
            if not pending:
                break
            line = ""
            while pending and len(line) + (1 if line else 0) + len(pending[0]) <= w - 2:
                line = (line + " " + pending.pop(0)) if line else pending.pop(0)
            if line:
                put(row, c, line)
                # keep the next line of marks a line apart
                rows_free = [spot for spot in rows_free if not (spot[1] == c and spot[0] == row + 1)]
        # what still does not fit (only on very small pages) is in the text after the map
    # textures: every open cell of a textured region with no line, label or mark next to it
    busy = {(y, x) for y in range(height) for x in range(width) if canvas[y][x] in LINES} | text_cells
    for y in range(height):
        for x in range(width):
            region = area[y][x]
            if region is None or (y, x) in text_cells:
                continue
            texture = TEXTURES.get(region.type)
            if texture is None:
                continue
            near = any((y + dy, x + dx) in busy or not (0 <= y + dy < height and 0 <= x + dx < width)
                       or (area[y + dy][x + dx] is not region and canvas[y + dy][x + dx] not in LINES
                           and area[y + dy][x + dx] is not None)
                       for dy in (-1, 0, 1) for dx in (-1, 0, 1))
            if not near:
                canvas[y][x] = texture
    return ["".join(row).rstrip(" ") for row in canvas]


def label(region) -> str:
    """The map label of a usable region: its number in braille (region 3 -> ``#C``)."""
    return number(region.number)


# the solo layout --------------------------------------------------------------------------

#: The compass cell of the solo game (dots 1246 twice): a point symbol unlike every line,
#: texture and label, with a blank cell all round it.
COMPASS = "$$"
#: The clock dial round the compass cell: (line from the compass line, cells from the compass
#: centre, hour). Hours 9 to 3 through 12 stand above the compass (the Dummy's card, north),
#: 3 to 9 through 6 below it (your card, south); numbers on a line stand three blank cells
#: apart or more (so that no dial line reads as a centred heading) and keep a blank cell from
#: those on the next line, also across the diagonal.
DIAL_NORTH = ((-2, -6, 11), (-2, 0, 12), (-2, 6, 1), (-1, -10, 10), (-1, 10, 2), (0, -14, 9), (0, 14, 3))
DIAL_SOUTH = ((0, -14, 9), (0, 14, 3), (1, -10, 8), (1, 10, 4), (2, -6, 7), (2, 0, 6), (2, 6, 5))
#: On pages too small for the dial: the compass line alone, 9 and 3 nearer the mark.
DIAL_SHORT = ((0, -7, 9), (0, 7, 3))


def hour_cells(hour: int) -> str:
    """A clock hour on the dial: its number without the numeric indicator, as on the war dice
    faces (1 ``A``, 10 ``AJ``, 12 ``AB``), so that it never reads as a region label (``#A``)."""
    return number(hour)[1:]


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


def draw_solo_half(side, centre_units: float, north: bool, max_cells: int, max_lines: int,
                   full: bool = True) -> list[str]:
    """One half of the solo layout: the Dummy's card (``north``) with the compass below it, or
    your card with the compass above it. ``centre_units`` is the compass centre's distance from
    the card's west edge in grid cells (from :mod:`tek_access.rules.compass`); the compass mark
    lies there, a blank line from the card's edge, with the clock hours round it (``full``) or
    9 and 3 beside it. Raises MapTooSmall when it does not fit ``max_cells`` by ``max_lines``."""
    extra = 4 if full else 2  # a blank line, then the dial's lines
    for cells in range(max_cells, MIN_BOX_WIDTH * side.cols + side.cols, -1):
        card = draw(side, cells, max_lines - extra)
        w = fit_size(side.rows, side.cols, cells, max_lines - extra).width
        dial, left = dial_lines(north, centre_units * (w + 1), full)
        pad = -left if left < 0 else 0
        lines = [(" " * pad + line) if line else "" for line in card]
        drawing = lines + [""] + dial if north else dial + [""] + lines
        if max(len(line) for line in drawing) <= max_cells:
            return [line.rstrip(" ") for line in drawing]
    raise MapTooSmall(f"the solo layout does not fit {max_cells} cells by {max_lines} lines")
