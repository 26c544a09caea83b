"""Tactile maps of Tiny Epic Vikings' map board, drawn in braille cells: the islands sheet's map
of each side and the board sheet's map of a game in play (ships, settlers, temples, rune holders).

The map is this project's schematic (docs/vikings-rulings.md): fjords on the rim at their compass
points, islands on the 3 by 3 places inside between the fjords they touch. Each island is an
area of texture (dots 1 2 3 6, a block 3 lines tall) with its two letters to its west, a lead
line (dots 2 5) between them: the texture is never split by a label (BANA/CBA Guidelines and
Standards for Tactile Graphics 2010, areas and labels). A fjord is its letters alone in the open
water, which is blank. On a board, under each island stand its rune holder (``RUNE ;R``) and a
line per clan there (``;R #B #A #J``: the clan's colour code, then its settlers, temples and
docked ships there, as numbers), under each fjord a line per clan with ships there (``;R #B``).

A map wider or taller than the page is split into parts, each a whole map of its own on a page
(west and east parts, north and south parts, ...); :func:`draw` raises LayoutError when even one
place does not fit a page.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tek_access.braille.braille_ascii import number
from tek_access.braille.layout import LayoutError
from tek_access.braille.tactile import EDGE
from tek_access.core.messages import CORE

#: The map's frame: the braille package's heavy line of full cells.
FRAME = EDGE
#: An island's area texture (dots 1 2 3 6): two dots and a shape apart from the frame's full cell.
ISLAND_TEXTURE = "V"
#: The lead line from an island's letters to its area (dots 2 5, one cell).
LEAD = "3"
#: The cells the map draws lines with (the lead line is a single cell, not a line the checker traces).
LINE_CELLS = frozenset({FRAME})
#: Texture widths tried, widest first; the texture is 3 lines tall.
TEXTURE_WIDTHS = (4, 3, 2)
#: Blank cells between a place's content and the frame (labels stand two blank cells from lines).
FRAME_GAP = 2
#: Word before a rune holder's colour code on a board map.
RUNE_WORD = "RUNE"
_INNER = [(c, r) for r in (1, 2, 3) for c in (1, 2, 3)]
_RIM = [(c, r) for r in range(5) for c in range(5) if (c, r) not in _INNER]
#: compass point of a fjord by its id: (column, row) from -1 to 1
COMPASS = {"north": (0, -1), "south": (0, 1), "east": (1, 0), "west": (-1, 0), "northeast": (1, -1),
           "northwest": (-1, -1), "southeast": (1, 1), "southwest": (-1, 1), "middle": (0, 0)}
#: what a two-cell map label must not spell: a common English word or a UEB shortform ("ab" is
#: "about"), which a reader would read as the word, not the letters
TWO_LETTER_WORDS = frozenset("ah am an as at be by do go ha he hi if in is it me my no of oh ok on or ox so to "
                             "up us we ye yo ab ac af al bl br cd fr gd gt hm ll ml pd qk sd wd xs xf yr".split())


@dataclass
class MapPart:
    """One page of a map: ``where`` names the part ("west part"; empty for a whole map);
    ``places`` the ids of the islands and fjords it holds."""

    where: str
    lines: list[str]
    places: list[str] = field(default_factory=list)


@dataclass
class VikingsMap:
    """A drawn map: its ``parts`` and the texture width used; ``pieces`` the piece lines it
    carries (place label -> lines under it), for the checker."""

    parts: list[MapPart]
    pieces: dict[str, list[str]] = field(default_factory=dict)


def layout(island_map: Any) -> dict[str, tuple[int, int]]:
    """Places (column, row, 0..4) of the islands and fjords of ``island_map``: fjords with a
    compass point off the middle on the rim at that point, islands on the 3 by 3 inner places at
    the mean of the fjords they touch (the middle fjord counts only for an island touching no
    other), then the middle fjord; each nudged to the nearest free place of its kind."""
    def grid(x: float, y: float) -> tuple[int, int]:
        def step(v: float) -> int:
            return 2 + (v > 0.25) - (v < -0.25)
        return (step(x), step(y))

    taken: dict[tuple[int, int], str] = {}
    out: dict[str, tuple[int, int]] = {}
    for fid in island_map.fjords:
        cx, cy = COMPASS.get(fid, (0, 0))
        if (cx, cy) != (0, 0):
            out[fid] = _free((2 + 2 * cx, 2 + 2 * cy), taken, fid, _RIM)
    for iid in island_map.islands:
        shores = [COMPASS.get(f.id, (0, 0)) for f in island_map.fjords.values() if iid in f.shores]
        outer = [p for p in shores if p != (0, 0)] or [(0, 0)]
        x = sum(p[0] for p in outer) / len(outer)
        y = sum(p[1] for p in outer) / len(outer)
        out[iid] = _free(grid(x, y), taken, iid, _INNER)
    for fid in island_map.fjords:
        if fid not in out:
            out[fid] = _free((2, 2), taken, fid, _INNER)
    return out


def _free(place: tuple[int, int], taken: dict[tuple[int, int], str], what: str,
          spots: list[tuple[int, int]]) -> tuple[int, int]:
    free = [p for p in spots if p not in taken] or [p for p in _INNER + _RIM if p not in taken]
    spot = min(free, key=lambda p: (abs(p[0] - place[0]) + abs(p[1] - place[1]), p[1], p[0]))
    taken[spot] = what
    return spot


def keys(island_map: Any) -> dict[str, str]:
    """Map labels in Braille ASCII: an island's first two letters (``RA``), else its first and
    last, else its first and another of its letters, never one already used nor an English word
    (Ashby is ``AY``, not ``AS``, which reads "as"); a fjord's compass initials (``NE``), one letter
    after the grade 1 indicator (``;N``), so that no label reads as a word."""
    out: dict[str, str] = {}
    for iid, island in island_map.islands.items():
        letters = "".join(ch for ch in island.name.upper() if ch.isalpha())
        tries = [letters[:2], letters[0] + letters[-1]] + [letters[0] + ch for ch in letters[1:]]
        fits = [k for k in tries if k not in out.values() and k.lower() not in TWO_LETTER_WORDS]
        out[iid] = fits[0] if fits else letters[:2]
    for fid in island_map.fjords:
        short = {"north": "N", "south": "S", "east": "E", "west": "W", "middle": "M"}
        key = "".join(short.get(part, part[:1].upper()) for part in fid.replace("north", "north ")
                      .replace("south", "south ").split())[:2]
        out[fid] = key if len(key) == 2 else ";" + key
    return out


def colour_codes(colours: list[str] | tuple[str, ...]) -> dict[int, str]:
    """Each seat's colour code on a board map: the grade 1 indicator and the first letter of its
    colour not taken by another (``;R`` red, ``;B`` blue: a lone letter would read as a word)."""
    out: dict[int, str] = {}
    for seat, colour in enumerate(colours):
        letters = [ch.upper() for ch in colour if ch.isalpha()] or ["X"]
        code = next((";" + ch for ch in letters if ";" + ch not in out.values()), ";" + letters[0])
        out[seat] = code
    return out


def island_glyph(label: str, texture_width: int) -> list[str]:
    """An island: its letters, a blank, the lead line, a blank, then its texture 3 lines tall;
    the letters on the middle line with blank cells above and below them."""
    left = " " * (len(label) + 3)
    block = ISLAND_TEXTURE * texture_width
    return [left + block, f"{label} {LEAD} {block}", left + block]


def board_pieces(view: Any) -> dict[str, list[str]]:
    """The piece lines of a game's board by place id: for an island its rune holder
    (``RUNE ;R``) and a line per clan there (colour code, settlers, temples, docked ships as
    numbers), for a fjord a line per clan with ships there (colour code, ships)."""
    s = view.state
    codes = colour_codes([p.colour for p in s.players])
    seats = range(view.config.players)
    docks = view.map.docks
    out: dict[str, list[str]] = {}
    for iid in view.map.islands:
        lines = []
        holder = s.runes.get(iid)
        if holder is not None:
            lines.append(f"{RUNE_WORD} {codes[holder]}")
        docked = [seat for seat, where in s.ships if where in docks and docks[where].island == iid]
        for seat in seats:
            counts = (s.settlers[iid][seat], s.temples[iid][seat], docked.count(seat))
            if any(counts):
                lines.append(codes[seat] + "".join(" " + number(n) for n in counts))
        out[iid] = lines
    for fid in view.map.fjords:
        here = [seat for seat, where in s.ships if where == fid]
        out[fid] = [f"{codes[seat]} {number(here.count(seat))}" for seat in seats if here.count(seat)]
    return out


def _contents(island_map: Any, pieces: dict[str, list[str]], texture_width: int) -> dict[str, list[str]]:
    label = keys(island_map)
    out = {}
    for iid in island_map.islands:
        extra = pieces.get(iid, [])
        out[iid] = island_glyph(label[iid], texture_width) + ([""] + extra if extra else [])
    for fid in island_map.fjords:
        out[fid] = [label[fid]] + pieces.get(fid, [])
    return out


def _partitions(count: int) -> list[list[list[int]]]:
    """Every way to cut ``range(count)`` into runs, fewest runs first."""
    out = []
    for mask in range(1 << (count - 1)):
        groups, current = [], [0]
        for i in range(1, count):
            if mask >> (i - 1) & 1:
                groups.append(current)
                current = [i]
            else:
                current.append(i)
        out.append(groups + [current])
    return sorted(out, key=len)


_NAMES = {1: ("",), 2: ("west", "east"), 3: ("west", "middle", "east")}
_ROW_NAMES = {1: ("",), 2: ("north", "south"), 3: ("north", "middle", "south")}


def draw(island_map: Any, cells: int, lines: int, pieces: dict[str, list[str]] | None = None) -> VikingsMap:
    """The map of ``island_map`` in parts that each fit ``cells`` by ``lines`` (frame included):
    the whole map when it fits, else cut between its columns (west and east parts) and its rows
    (north and south parts) where that makes the fewest parts with something in them, then the
    fewest parts holding a single fjord alone, with the widest island texture that fits; a part
    with nothing in it is not drawn. ``pieces``: lines under each place (see
    :func:`board_pieces`). Raises LayoutError when a place cannot fit."""
    pieces = pieces or {}
    places = layout(island_map)
    best: tuple[tuple[int, int, int], list[list[int]], list[list[int]], int] | None = None
    for texture_width in TEXTURE_WIDTHS:
        content = _contents(island_map, pieces, texture_width)
        heights = _heights(places, content)
        rows_fit = [g for g in _partitions(5) if all(3 + sum(heights[r] for r in rows) <= lines for rows in g)]
        for column_groups in _partitions(5):
            if any(2 + sum(_widths(places, content, group).values()) > cells for group in column_groups):
                continue
            for row_groups in rows_fit:
                used = sum(1 for rows in row_groups for cols in column_groups
                           if any(c in cols and r in rows for c, r in places.values()))
                score = (used, _lone_fjords(places, island_map, column_groups, row_groups), -texture_width)
                if best is None or score < best[0]:
                    best = (score, column_groups, row_groups, texture_width)
    if best is None:
        raise LayoutError(CORE("brf-layout-map-place", map=island_map.name, cells=cells, lines=lines))
    _score, column_groups, row_groups, texture_width = best
    content = _contents(island_map, pieces, texture_width)
    parts: list[MapPart] = []
    for r_index, rows in enumerate(row_groups):
        for c_index, cols in enumerate(column_groups):
            if not any(c in cols and r in rows for c, r in places.values()):
                continue  # a part with nothing in it is not drawn
            where = _where(r_index, len(row_groups), c_index, len(column_groups))
            parts.append(MapPart(where, _draw_part(places, content, cols, rows, _widths(places, content, cols),
                                                   _heights(places, content, cols)),
                                 [t for t, (c, r) in places.items() if c in cols and r in rows]))
    if len(parts) == 1:  # the other parts were empty: the map is whole
        parts[0].where = ""
    return VikingsMap(parts, {keys(island_map)[t]: v for t, v in pieces.items() if v})


def _lone_fjords(places: dict[str, tuple[int, int]], island_map: Any, column_groups: list[list[int]],
                 row_groups: list[list[int]]) -> int:
    """Parts of a cut that would hold a single fjord and nothing else (a page for one fjord, away
    from the islands it joins): the cut points that leave fewest are chosen."""
    lone = 0
    for rows in row_groups:
        for cols in column_groups:
            here = [t for t, (c, r) in places.items() if c in cols and r in rows]
            lone += len(here) == 1 and here[0] in island_map.fjords
    return lone


def _all_names() -> list[str]:
    names = {_where(r, rows, c, cols) for rows in range(1, 6) for cols in range(1, 6)
             for r in range(rows) for c in range(cols)}
    return sorted(n for n in names if n)


def _where(r: int, rows: int, c: int, cols: int) -> str:
    row_name = _ROW_NAMES[rows][r] if rows in _ROW_NAMES else f"band {r + 1}"
    col_name = _NAMES[cols][c] if cols in _NAMES else f"column {c + 1}"
    words = "-".join(w for w in (row_name, col_name) if w)
    return f"{words} part" if words else ""


def _widths(places: dict[str, tuple[int, int]], content: dict[str, list[str]], group: list[int]) -> dict[int, int]:
    """Cells of each column of ``group``: its widest content, a blank cell each side, two at the frame."""
    widths = {}
    for col in group:
        wide = max((len(line) for t, (c, _r) in places.items() if c == col for line in content[t]), default=0)
        widths[col] = wide + 2 + (1 if col == group[0] else 0) + (1 if col == group[-1] else 0)
    return widths


def _heights(places: dict[str, tuple[int, int]], content: dict[str, list[str]],
             cols: list[int] | None = None) -> dict[int, int]:
    """Lines of each row: a blank line, then its tallest content (in ``cols`` only, if given)."""
    return {row: 1 + max((len(content[t]) for t, (c, r) in places.items()
                          if r == row and (cols is None or c in cols)), default=0)
            for row in range(5)}


def _draw_part(places: dict[str, tuple[int, int]], content: dict[str, list[str]], cols: list[int],
               rows: list[int], widths: dict[int, int], heights: dict[int, int]) -> list[str]:
    width = sum(widths[c] for c in cols)
    height = sum(heights[r] for r in rows) + 1
    canvas = [[" "] * width for _ in range(height)]
    for thing, (col, row) in places.items():
        if col not in cols or row not in rows:
            continue
        x0 = sum(widths[c] for c in cols[:cols.index(col)]) + (1 if col == cols[0] else 0)
        room = widths[col] - 2 - (1 if col == cols[0] else 0) - (1 if col == cols[-1] else 0)
        y0 = sum(heights[r] for r in rows[:rows.index(row)]) + 1
        lines = content[thing]
        wide = max(len(line) for line in lines)
        x = x0 + 1 + (room - wide) // 2
        for dy, line in enumerate(lines):
            for dx, ch in enumerate(line):
                canvas[y0 + dy][x + dx] = ch
    edge = FRAME * (width + 2)
    return [edge] + [FRAME + "".join(row) + FRAME for row in canvas] + [edge]


#: Every name a part may have ("north-west part"), for the room its heading takes.
PART_NAMES = _all_names()
