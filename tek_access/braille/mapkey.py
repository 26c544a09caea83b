"""Tactile maps on braille pages: the key before a map and the map page itself.

A key lists what its maps show, in the order of the BANA/CBA Guidelines and Standards for
Tactile Graphics (2010), keys: areas first (a sample of each texture the maps show, with the
regions it fills; regions too small for their texture, which are blank inside their walls), then
lines (frame, wall, river), then point symbols and labels. Each sample is set apart on lines of
its own, and its text after it names its dots before its meaning ("dots 2356: river"), so that
no sample reads as a word. Used by the territories, board and solo sheets.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tek_access.braille import tactile
from tek_access.braille.layout import Document, PageBreak
from tek_access.braille.wrap import height

#: Width of a texture or line sample in a key: a finger's width and more.
SAMPLE_CELLS = 6
_TYPE_WORDS = {"capital": "capital city"}


def type_word(region_type: str) -> str:
    """A land type as a reader says it ("capital city")."""
    return _TYPE_WORDS.get(region_type, region_type)


def side_title(side: Any) -> str:
    """"Ashfall Reach, card 1 side A"."""
    return f"{side.name}, card {side.card} side {side.face.upper()}"


def has_rivers(side: Any) -> bool:
    """Whether any region of ``side`` has a river border."""
    return any(region.river_borders for region in side.regions)


@dataclass
class Drawing:
    """A map ready for its page: the heading ``title``, whether a blank line follows it, the map."""

    title: str
    gap: int
    map: tactile.TactileMap


def texture_sample(texture: str) -> tuple[str, str]:
    """Two lines of SAMPLE_CELLS texture cells: the key's sample of an area."""
    return (texture * SAMPLE_CELLS,) * 2


def line_samples(rivers: bool) -> list[tuple[str, tuple[str, ...]]]:
    """(meaning, sample lines) of the map lines: the frame, a wall (a corner of it), a river."""
    out = [("card edge: a heavy line of full cells, the frame of the map", (tactile.EDGE * SAMPLE_CELLS,)),
           ("wall: a thin line between two regions, across and down",
            (tactile.WALL_JOIN + tactile.WALL * (SAMPLE_CELLS - 1), tactile.WALL_DOWN))]
    if rivers:
        river = ((tactile.RIVER + " ") * (SAMPLE_CELLS // 2 + 1)).rstrip()
        out.append(("river: a broken line, no patrol across it", (river,)))
    return out


def plan_map(doc: Document, side: Any, cells: int, lines: int, marks: dict[str, list[str]] | None = None,
             extra: dict[str, str] | None = None, prefix: str = "Map: ", level: int = 1) -> Drawing | None:
    """Draw ``side`` for a page of ``cells`` by ``lines``: under a heading, a blank line, the map;
    on pages too short for that the blank line is left out, then the heading is shortened to the
    side's name. None when even that does not fit (the sheets then give the regions in text)."""
    tries = [(prefix + side_title(side), 1), (prefix + side_title(side), 0), (prefix + side.name, 0)]
    for title, gap in tries:
        # the running head, the blank lines, the heading and the page number line are not free
        free = lines - 3 - gap - height(doc.translator.translate(title), cells, level)
        try:
            return Drawing(title, gap, tactile.draw_map(side, cells, free, marks, extra))
        except tactile.MapTooSmall:
            continue
    return None


def place_map(doc: Document, drawing: Drawing, level: int = 1) -> None:
    """The map page: a new page, the heading, a blank line if planned, the map."""
    doc.page_break()
    doc.heading(drawing.title, level)
    if drawing.gap:
        doc.blank()
    doc.block(drawing.map.lines)


def map_key(doc: Document, maps: list[tuple[Any, tactile.TactileMap]], labels: bool = True) -> None:
    """Key entries of ``maps`` ((side, drawn map) pairs): area textures the maps show (land
    types in TYPE_ORDER, with the regions of each on a one-map key), regions too small for their
    texture, plains, then lines, then the region labels; a blank line between entries (each
    sample set apart on its own lines, its text after it naming its dots), the labels one list."""
    one = len(maps) == 1
    regions = [(r, drawn) for side, drawn in maps for r in side.regions]
    for region_type in tactile.TYPE_ORDER:
        of_type = [(r, drawn) for r, drawn in regions if r.type == region_type]
        if not of_type:
            continue
        what = type_word(region_type)
        texture = tactile.TEXTURES.get(region_type)
        shown = [r.name for r, drawn in of_type if r.id in drawn.textured]
        bare = [r.name for r, drawn in of_type if r.id in drawn.bare]
        doc.blank()
        if texture is None:
            doc.item(f"{what}{': ' + ', '.join(r.name for r, _ in of_type) if one else ''}. "
                     f"No texture: the area is blank inside its walls.")
            continue
        if shown:
            doc.key_entry(what + (": " + ", ".join(shown) if one else ""), texture_sample(texture))
        if bare:
            if shown:
                doc.blank()
            names = ", ".join(bare) + ", " if one else ""
            doc.item(f"{names}{what}: too small for its texture, a blank area with its label "
                     f"inside its walls.")
    for text, sample in line_samples(any(has_rivers(side) for side, _ in maps)):
        doc.blank()
        doc.key_entry(text, sample)
    if labels:  # the labels as one list (1-3 items) after a blank line
        doc.blank()
        for side, _ in maps:
            for region in side.regions:
                if region.cells:
                    doc.item(f"{region.name}, {type_word(region.type)}"
                             + ("" if region.passable else ", impassable"), prefix=tactile.label(region),
                             reads_as=str(region.number))


def settle_keys(doc: Document, starts: list[tuple[int, str]], tries: int = 3) -> None:
    """Start a section on a new page where its key would otherwise end in a line or two on a
    page of their own before its map. ``starts``: (element index where the section starts,
    the title of its map), in order; the document is laid out again after each change."""
    from tek_access.braille.validate import KEY_END_LINES

    for _ in range(tries):
        pages = doc.pages()
        moved = []
        for index, page in enumerate(pages[1:], start=1):
            if not page.graphic:
                continue
            before = pages[index - 1]
            used = sum(1 for line in before.lines[1:-1] if line.strip())
            if before.headings or before.graphic or used >= KEY_END_LINES:
                continue
            for at, title in starts:
                if title in page.sources and not isinstance(doc.elements[at - 1], PageBreak):
                    moved.append(at)
        if not moved:
            return
        for at in sorted(set(moved), reverse=True):
            doc.elements.insert(at, PageBreak())
            starts[:] = [(i + 1 if i >= at else i, t) for i, t in starts]
