"""Tactile drawing primitives every game's maps share: the line cells and the error of a map
that does not fit its page.

Three line types, told apart by touch (BANA/CBA Guidelines and Standards for Tactile Graphics
2010, lines): the card edge is a heavy solid frame of full cells, a border between two areas a
thin solid wall (dots 2 5 across, dots 4 5 6 down), a river a broken line. A label or a code
stands at least :data:`LABEL_GAP` blank cells from any line on its line. The checkers
(:mod:`tek_access.braille.checks`, :mod:`tek_access.braille.keycheck`) read maps with these cells;
each game draws its own maps with them (Tiny Epic Kingdoms' territory sides in
``tek_access.games.tek.braille.tactile``, Tiny Epic Vikings' islands in
``tek_access.games.vikings.braille.board``).
"""
from __future__ import annotations

#: Lines in Braille ASCII (dots in the comment).
EDGE = "="    # dots 123456, a heavy solid line of full cells: the card edge (the frame)
WALL = "3"    # dots 25, a thin solid line across: a border between two regions
WALL_DOWN = "_"  # dots 456, the same thin wall running north-south
WALL_JOIN = "W"  # dots 2456, where walls across and down meet
RIVER = "7"   # dots 2356 in every other cell, a broken line: a river border
LAND = " "
#: Cells that are lines (a texture keeps a blank cell from them, a label two).
LINES = (EDGE, WALL, WALL_DOWN, WALL_JOIN, RIVER)
#: Blank cells between a label (or a token or meeple code) and any line, on its own line.
LABEL_GAP = 2


class MapTooSmall(ValueError):
    """The map does not fit the space given (str() gives the size needed)."""


def wall_cell(arms: set[str]) -> str:
    """The wall cell where walls meet: ``arms`` holds "across" and/or "down"."""
    if arms == {"across"}:
        return WALL
    if arms == {"down"}:
        return WALL_DOWN
    return WALL_JOIN
