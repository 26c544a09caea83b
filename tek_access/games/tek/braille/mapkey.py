"""Tactile maps on braille pages: the key before a map and the map page itself.

A key lists what its maps show, in the order of the BANA/CBA Guidelines and Standards for
Tactile Graphics (2010), keys: areas first (a sample of each texture the maps show, with the
regions it fills; regions too small for their texture, which are blank inside their walls), then
lines (frame, wall, river), then point symbols and labels. Each sample is set apart on lines of
its own, and its text after it names its dots before its meaning ("dots 2356: river"), so that
no sample reads as a word. Used by the territories, board and solo sheets.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tek_access.braille.layout import Document, PageBreak
from tek_access.braille.wrap import height
from tek_access.core.messages import language
from tek_access.games.tek.braille import tactile
from tek_access.games.tek.messages import MESSAGES

#: Width of a texture or line sample in a key: a finger's width and more.
SAMPLE_CELLS = 6
def proper(name: str) -> str:
    """A name (a region's, a card's) as the sheet writes it: in French braille, in intégral (the
    abrégé leaves proper names uncontracted), so marked as code; in English as it is."""
    return name if language() == "en" else f"`{name}`"


def type_word(region_type: str) -> str:
    """A land type as a reader says it ("capital city"; message ``brl-type``)."""
    return MESSAGES("brl-type", type=region_type)


def side_title(side: Any) -> str:
    """"Ashfall Reach, card 1 side A" (message ``brl-side-title``)."""
    return MESSAGES("brl-side-title", name=proper(side.name), card=side.card, face=side.face.upper())


def has_rivers(side: Any) -> bool:
    """Whether any region of ``side`` has a river border."""
    return any(region.river_borders for region in side.regions)


@dataclass
class Drawing:
    """A map ready for its pages: the heading ``title``, whether a blank line follows it, the map
    (for a map split over pages, the parts merged: what the key shows) and ``parts`` (title, gap,
    drawn part) when the map is split over two, four or six pages."""

    title: str
    gap: int
    map: tactile.TactileMap
    parts: list[tuple[str, int, tactile.TactileMap]] = field(default_factory=list)

    def pages(self) -> list[tuple[str, int, tactile.TactileMap]]:
        """(title, gap, map) of each page the map takes."""
        return self.parts or [(self.title, self.gap, self.map)]


def texture_sample(texture: str) -> tuple[str, str]:
    """Two lines of SAMPLE_CELLS texture cells: the key's sample of an area."""
    return (texture * SAMPLE_CELLS,) * 2


def line_samples(rivers: bool) -> list[tuple[str, tuple[str, ...]]]:
    """(meaning, sample lines) of the map lines: the frame, a wall (a corner of it), a river."""
    out = [(MESSAGES("brl-edge-sample"), (tactile.EDGE * SAMPLE_CELLS,)),
           (MESSAGES("brl-wall-sample"),
            (tactile.WALL_JOIN + tactile.WALL * (SAMPLE_CELLS - 1), tactile.WALL_DOWN))]
    if rivers:
        river = ((tactile.RIVER + " ") * (SAMPLE_CELLS // 2 + 1)).rstrip()
        out.append((MESSAGES("brl-river-sample"), (river,)))
    return out


def plan_map(doc: Document, side: Any, cells: int, lines: int, marks: dict[str, list[str]] | None = None,
             extra: dict[str, str] | None = None, prefix: str | None = None, level: int = 1) -> Drawing | None:
    """Draw ``side`` for a page of ``cells`` by ``lines``: under a heading, a blank line, the map;
    on pages too short for that the blank line is left out, then the heading is shortened to the
    side's name. Where the whole map does not fit, or leaves a piece off the map or a region
    without its texture, it is split over two pages (west and east parts, else north and south),
    four or six (:data:`tactile.SPLITS`; a part's boxes may be larger), when that puts more
    pieces on the map, gives more regions their texture or makes it fit. None when no split fits
    (the sheets then give the regions in text)."""
    def shortfall(drawn: tactile.TactileMap) -> tuple[int, int]:
        """Pieces left off the map (only in the text), then regions without their texture."""
        return sum(len(v) for v in drawn.left_out.values()), len(drawn.bare)

    prefix = MESSAGES("brl-map-prefix", title="") if prefix is None else prefix
    whole = _plan_one(doc, side, cells, lines, marks, extra, prefix, level)
    if whole is not None and shortfall(whole.map) == (0, 0):
        return whole
    best = whole
    for row_parts, col_parts, names in tactile.SPLITS:
        if side.rows < row_parts or side.cols < col_parts:
            continue
        drawn = _plan_parts(doc, tactile.split_side(side, row_parts, col_parts, names), cells, lines,
                            marks, extra, prefix, level)
        if drawn is None:
            continue
        merged = _merge(side, [d.map for d in drawn])
        if best is None or shortfall(merged) < shortfall(best.map):
            best = Drawing(drawn[0].title, drawn[0].gap, merged, [(d.title, d.gap, d.map) for d in drawn])
        if shortfall(merged) == (0, 0):
            break
    return best


def _plan_parts(doc: Document, parts: list[Any], cells: int, lines: int, marks: dict[str, list[str]] | None,
                extra: dict[str, str] | None, prefix: str, level: int) -> list[Drawing] | None:
    """Each part of a split map drawn for its page, or None when one does not fit. A region's
    pieces stand in the first part it reaches; the other parts give its label only."""
    seen: set[str] = set()
    drawn = []
    for part in parts:
        ids = {r.id for r in part.regions} - seen
        mine = {rid: v for rid, v in (marks or {}).items() if rid in ids}
        token = {rid: v for rid, v in (extra or {}).items() if rid in ids}
        seen |= ids
        one = _plan_one(doc, part, cells, lines, mine, token, prefix, level, f", {part_name(part.where)}")
        if one is None:
            return None
        drawn.append(one)
    return drawn


def _plan_one(doc: Document, side: Any, cells: int, lines: int, marks: dict[str, list[str]] | None,
              extra: dict[str, str] | None, prefix: str, level: int, where: str = "") -> Drawing | None:
    """One map page of ``side`` (or of a part, ``where`` its name after the title)."""
    names = [side_title(side) + where, proper(side.name) + where]
    if where:  # other wordings of a part's name, for a heading that would look centred
        names += [proper(side.name) + ", " + MESSAGES("brl-part-of-card", where=where.lstrip(", ")),
                  proper(side.name) + " (" + where.lstrip(", ") + ")"]
    tries = [(prefix + names[0], 1), (prefix + names[0], 0)] + [(prefix + name, 0) for name in names[1:]]
    readable = [t for t in tries if heading_reads_as_its_level(doc, t[0], cells, level)]
    for title, gap in readable or tries:
        # the running head, the blank lines, the heading and the page number line are not free
        # French sheets keep a blank line after a centred heading too (CBFU): one line less
        after = 1 if level == 1 and doc.fmt.numbers.startswith("fr") else 0
        free = lines - 3 - gap - after - height(doc.braille(title), cells, level)
        try:
            return Drawing(title, gap, tactile.draw_map(side, cells, free, marks, extra, part=bool(where)))
        except tactile.MapTooSmall:
            continue
    return None


def heading_reads_as_its_level(doc: Document, title: str, cells: int, level: int) -> bool:
    """Whether every line of heading ``title`` starts where its level does and none looks
    centred (on narrow pages a long word can make a cell-7 line look centred)."""
    from tek_access.braille.validate import HEADING_CELLS, line_kind
    from tek_access.braille.wrap import heading_lines

    want = {kind: indent for indent, kind in HEADING_CELLS.items()}
    return all(line_kind(line, cells) == level for line in heading_lines(doc.translator.translate(title),
                                                                          level, cells)) if level in want else True


def _merge(side: Any, maps: list[tactile.TactileMap]) -> tactile.TactileMap:
    """The parts of a split map as the key sees them: textures and textured regions of any part;
    bare the regions of a textured type with a texture in none; pieces left out of every part."""
    merged = tactile.TactileMap([])
    for drawn in maps:
        merged.textures.update(drawn.textures)
        merged.textured |= drawn.textured
        for rid, left in drawn.left_out.items():
            merged.left_out.setdefault(rid, []).extend(left)
    merged.bare = {r.id for r in side.regions if r.type in tactile.TEXTURES and r.id not in merged.textured}
    return merged


def part_name(where: str) -> str:
    """A part of a split map as the sheet's language says it ("west part": ``brl-part``)."""
    return MESSAGES("brl-part", where=where.removesuffix(" part"))


def parts_note(drawing: Drawing) -> str | None:
    """The sentence for a key before a map split over pages (None for a whole map)."""
    if not drawing.parts:
        return None
    names = [title.rsplit(", ", 1)[-1] for title, _gap, _map in drawing.parts]
    said = MESSAGES("brl-parts-and", head=MESSAGES("brl-parts-separator").join(names[:-1]), last=names[-1])
    return MESSAGES("brl-parts-note", n=len(names), names=said)


def place_map(doc: Document, drawing: Drawing, level: int = 1) -> None:
    """The map pages: for each part (or the whole map) a new page, the heading, a blank line if
    planned, the drawing."""
    for title, gap, drawn in drawing.pages():
        doc.page_break()
        doc.heading(title, level)
        if gap:
            doc.blank()
        doc.block(drawn.lines)


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
        shown = [proper(r.name) for r, drawn in of_type if r.id in drawn.textured]
        bare = [proper(r.name) for r, drawn in of_type if r.id in drawn.bare]
        doc.blank()
        if texture is None:
            doc.item(MESSAGES("brl-no-texture", what=what + (": " + ", ".join(proper(r.name) for r, _ in of_type)
                                                            if one else "")))
            continue
        if shown:
            doc.key_entry(what + (": " + ", ".join(shown) if one else ""), texture_sample(texture))
        if bare:
            if shown:
                doc.blank()
            names = ", ".join(bare) + ", " if one else ""
            doc.item(MESSAGES("brl-too-small", what=names + what))
    for text, sample in line_samples(any(has_rivers(side) for side, _ in maps)):
        doc.blank()
        doc.key_entry(text, sample)
    if labels:  # the labels as one list (1-3 items) after a blank line
        doc.blank()
        for side, _ in maps:
            for region in side.regions:
                if region.cells:
                    doc.item(MESSAGES("brl-label" if region.passable else "brl-label-impassable",
                                      name=proper(region.name), type=type_word(region.type)),
                             prefix=tactile.label(region),
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
