"""The solo layout's tactile drawing: a card with the compass cell beside it and the clock
hours round the compass (Tiny Epic Kingdoms' solo game, docs/rules.md "Solo: the compass"), drawn
with :func:`tek_access.games.tek.braille.tactile.draw_map` for the card."""
from __future__ import annotations

import math
from typing import Any

from tek_access.braille.braille_ascii import number
from tek_access.games.tek.braille.tactile import MIN_BOX_WIDTH, MapTooSmall, TactileMap, draw_map, fit_size

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
#: In the French abrégé a lone letter is a word (h alone reads "sur"): the letter sign, dots 56, first.
FRENCH_ABREGE_HOUR = ";H"


def hour_cells(hour: int, letter: str = HOUR_LETTER) -> str:
    """A clock hour on the dial: the letter h and its number with the numeric indicator (12
    ``H#AB``, read "h12"), so that it is never taken for a region label (``#A``) nor for a word
    (bare letters read as words: ``AB`` is "about").
    ``letter``: FRENCH_ABREGE_HOUR on a French abrégé sheet."""
    return letter + number(hour)


def dial_hours(north: bool, full: bool = True) -> list[int]:
    """The hours on one half's dial, west to east round the top (north) or the bottom (south)."""
    dial = (DIAL_NORTH if north else DIAL_SOUTH) if full else DIAL_SHORT
    return [hour for _row, _dx, hour in sorted(dial, key=lambda d: (d[1], d[0]))]


def dial_lines(north: bool, centre: float, full: bool = True, letter: str = HOUR_LETTER) -> tuple[list[str], int]:
    """The compass mark at column ``centre`` (cells, may be half a cell) with the clock hours
    round it: above it for the north half, below it for the south half; ``full`` False keeps
    only the compass line (9, the mark, 3). Returns (lines, leftmost column used); when that
    column is negative the lines start there instead (shifted right by as much)."""
    dial = (DIAL_NORTH if north else DIAL_SOUTH) if full else DIAL_SHORT
    rows = sorted({d[0] for d in dial})
    pieces: list[tuple[int, int, str]] = []  # (row index, start column, cells)
    mark_start = math.floor(centre - len(COMPASS) / 2 + 0.5)
    pieces.append((rows.index(0), mark_start, COMPASS))
    # a longer letter (the French abrégé's ;H) spreads the whole dial, so that hours keep three
    # blank cells between them on a line and one from those on the next
    spread = 1 + (len(letter) - len(HOUR_LETTER)) / 7 if full else 1
    for row, dx, hour in dial:
        dx = round(dx * spread)
        text = hour_cells(hour, letter)
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
                  full: bool = True, part: bool = False, letter: str = HOUR_LETTER) -> TactileMap:
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
        dial, left = dial_lines(north, centre_units * (w + 1), full, letter)
        pad = -left if left < 0 else 0
        lines = [(" " * pad + line) if line else "" for line in card]
        drawing = lines + [""] + dial if north else dial + [""] + lines
        if max(len(line) for line in drawing) <= max_cells:
            drawn.lines = [line.rstrip(" ") for line in drawing]
            drawn.dial_full = full
            return drawn
    raise MapTooSmall(f"the solo layout does not fit {max_cells} cells by {max_lines} lines")
