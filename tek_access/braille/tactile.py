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

from dataclasses import dataclass

from tek_access.braille.braille_ascii import number

#: Symbols in Braille ASCII (dots in the comment). Distinct from each other and from labels.
WALL = "="    # dots 123456, full cell: region borders and the card edge
RIVER = "7"   # dots 2356: a river border between two regions
WATER = "*"   # dots 16: texture filling a water region
CRAGS = "$"   # dots 1246: texture filling a crags region
LAND = " "

FILLS = {"water": WATER, "crags": CRAGS}

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


def draw(side, max_cells: int, max_lines: int) -> list[str]:
    """Draw ``side`` (a TerritorySide: rows, cols, grid, regions) as lines of Braille ASCII.

    The map is at most ``max_cells`` wide and ``max_lines`` tall; trailing blanks are trimmed.
    Raises MapTooSmall when it cannot fit.
    """
    size = fit_size(side.rows, side.cols, max_cells, max_lines)
    w, h = size.width, size.height
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

    def fill_of(region) -> str:
        return FILLS.get(region.type, LAND) if region is not None else WALL

    def border(a, b) -> str:
        """What lies between two grid cells (None is off the card)."""
        if a is None or b is None:
            return WALL
        if a is b:
            return fill_of(a)
        if frozenset((a.id, b.id)) in rivers:
            return RIVER
        return WALL

    width = side.cols * (w + 1) + 1
    height = side.rows * (h + 1) + 1
    canvas = [[LAND] * width for _ in range(height)]

    def xs(c: int) -> range:
        return range(c * (w + 1) + 1, c * (w + 1) + 1 + w)

    def ys(r: int) -> range:
        return range(r * (h + 1) + 1, r * (h + 1) + 1 + h)

    # interiors
    for r in range(side.rows):
        for c in range(side.cols):
            fill = fill_of(region_at(r, c))
            for y in ys(r):
                for x in xs(c):
                    canvas[y][x] = fill
    # vertical borders (between column c-1 and c)
    vertical: dict[tuple[int, int], str] = {}
    for r in range(side.rows):
        for c in range(side.cols + 1):
            mark = border(region_at(r, c - 1) if c > 0 else None,
                          region_at(r, c) if c < side.cols else None)
            vertical[(r, c)] = mark
            for y in ys(r):
                canvas[y][c * (w + 1)] = mark
    # horizontal borders (between row r-1 and r)
    horizontal: dict[tuple[int, int], str] = {}
    for r in range(side.rows + 1):
        for c in range(side.cols):
            mark = border(region_at(r - 1, c) if r > 0 else None,
                          region_at(r, c) if r < side.rows else None)
            horizontal[(r, c)] = mark
            for x in xs(c):
                canvas[r * (h + 1)][x] = mark
    # junctions: a wall if any border meeting there is a wall, else a river, else the fill
    for r in range(side.rows + 1):
        for c in range(side.cols + 1):
            marks = [vertical.get((r - 1, c)), vertical.get((r, c)),
                     horizontal.get((r, c - 1)), horizontal.get((r, c))]
            if r in (0, side.rows) or c in (0, side.cols) or WALL in marks:
                mark = WALL
            elif RIVER in marks:
                mark = RIVER
            else:
                mark = fill_of(region_at(r, c))
            canvas[r * (h + 1)][c * (w + 1)] = mark
    # labels: the region number in the region's first cell, centred in its box
    for region in side.regions:
        if not region.passable or not region.cells:
            continue
        r, c = min(tuple(cell) for cell in region.cells)
        text = label(region)
        x0 = c * (w + 1) + 1 + (w - len(text)) // 2
        y0 = r * (h + 1) + 1 + (h - 1) // 2
        for i, ch in enumerate(text):
            canvas[y0][x0 + i] = ch
    return ["".join(row).rstrip(" ") for row in canvas]


def label(region) -> str:
    """The map label of a usable region: its number in braille (region 3 -> ``#C``)."""
    return number(region.number)
