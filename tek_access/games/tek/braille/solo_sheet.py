"""The solo sheet: the compass card's clock dial, the hours and the example maps, as BRF
(002, Solo Play Rules). Part of the sheets; :mod:`tek_access.games.tek.braille` lists them all.
"""
from __future__ import annotations

from typing import Any

from tek_access.braille.layout import Document
from tek_access.braille.options import Options
from tek_access.braille.wrap import height
from tek_access.games.tek.braille import dial, mapkey, tactile
from tek_access.games.tek.braille.mapkey import part_name, proper
from tek_access.games.tek.braille.mapkey import side_title as _side_title
from tek_access.games.tek.braille.mapkey import type_word as _type_word
from tek_access.games.tek.braille.sheets import _catalog, _contents, _document, _front
from tek_access.games.tek.messages import MESSAGES

SOLO_EXAMPLE = ("ashfall", "greymere")
_DIRECTIONS = {12: "north", 3: "east", 6: "south", 9: "west"}


def _compass_from_west(lay: Any, side: Any) -> float:
    """The compass centre's distance from ``side``'s west edge in grid cells, read from the
    compass layout (its cell boxes against the side's grid)."""
    for region in side.regions:
        boxes = lay.boxes.get(region.id)
        if boxes:
            west = boxes[0][0] - region.cells[0][1]
            return float(lay.compass[0] - west)
    return side.cols / 2


def _plan_solo_map(doc: Document, side: Any, options: Options, north: bool, centre: float,
                   level: int) -> mapkey.Drawing | None:
    """One half of the solo layout for its page; where the whole card with its dial does not
    fit, or leaves a region without its texture, the card split over two, four or six pages (as
    the territory maps are, :data:`tactile.SPLITS`), the compass cell and its dial with the part
    on the compass edge that holds the compass's column. None when no split fits."""
    whole = _plan_solo_page(doc, side, options, north, centre, level)
    if whole is not None and not whole.map.bare:
        return whole
    best = whole
    for row_parts, col_parts, names in tactile.SPLITS:
        if side.rows < row_parts or side.cols < col_parts:
            continue
        drawn = _plan_solo_parts(doc, side, tactile.split_side(side, row_parts, col_parts, names), options,
                                 north, centre, level)
        if drawn is None:
            continue
        if best is None or len(drawn.map.bare) < len(best.map.bare):
            best = drawn
        if not drawn.map.bare:
            break
    return best


def _plan_solo_parts(doc: Document, side: Any, parts: list[Any], options: Options, north: bool,
                     centre: float, level: int) -> mapkey.Drawing | None:
    """The parts of one solo half, each for its page: the part on the compass edge (the south
    edge of the Dummy's card, the north edge of yours) whose columns hold the compass centre
    (the western one where it falls on a cut) with the compass cell and its dial; None when a
    part does not fit."""
    edge = [p for p in parts if (p.row0 + p.rows == side.rows if north else p.row0 == 0)]
    dial_part = next(p for p in edge if p.col0 <= centre <= p.col0 + p.cols)
    half = MESSAGES("brl-solo-half", half="north" if north else "south")
    pages = []
    full = True
    for part in parts:
        if part is dial_part:
            one = _plan_solo_page(doc, part, options, north, centre - part.col0, level, f", {part_name(part.where)}")
            if one is not None:
                full = one.map.dial_full
        else:
            one = mapkey._plan_one(doc, part, options.cells, options.lines, None, None,
                                   MESSAGES("brl-solo-map-short", half=half, title=""), level,
                                   f", {part_name(part.where)}")
        if one is None:
            return None
        pages.append(one)
    merged = mapkey._merge(side, [d.map for d in pages])
    merged.dial_full = full
    return mapkey.Drawing(pages[0].title, pages[0].gap, merged, [(d.title, d.gap, d.map) for d in pages])


def _plan_solo_page(doc: Document, side: Any, options: Options, north: bool, centre: float,
                    level: int, where: str = "") -> mapkey.Drawing | None:
    """One half of the solo layout (or the part of it ``where`` names) with the compass cell and
    its dial, on one page; None when the page is too small for it."""
    half = MESSAGES("brl-solo-half", half="north" if north else "south")
    long_title = MESSAGES("brl-solo-map-long", half=half, title=_side_title(side) + where)
    short_title = MESSAGES("brl-solo-map-short", half=half, title=proper(side.name) + where)
    tries = [(long_title, 1, True), (short_title, 1, True), (long_title, 0, True), (short_title, 0, True),
             (long_title, 1, False), (short_title, 1, False), (long_title, 0, False), (short_title, 0, False)]
    if where:  # a part on a narrow page: its card's name and the part (the key before names the half)
        tries += [(f"{proper(side.name)}{where}", 0, True), (f"{proper(side.name)}{where}", 0, False)]
    best: mapkey.Drawing | None = None
    score: tuple[bool, int, int, int] = (False, 0, 0, 0)
    # the whole dial first, then the largest card (textures need room: a short heading leaves
    # the boxes a line more), then the blank line under the heading (as on every map)
    readable = [t for t in tries if mapkey.heading_reads_as_its_level(doc, t[0], options.cells, level)]
    for index, (title, gap, full) in enumerate(readable or tries):
        free = options.lines - 3 - gap - height(doc.translator.translate(title), options.cells, level)
        try:
            drawn = dial.draw_solo_map(side, centre, north, options.cells, free, full, part=bool(where),
                                       letter=_hour_letter(doc))
        except tactile.MapTooSmall:
            continue
        mine = (full, _card_lines(drawn), gap, -index)
        if best is None or mine > score:
            best, score = mapkey.Drawing(title, gap, drawn), mine
    return best


def _hour_letter(doc: Document) -> str:
    """The letter before an hour's number on this document's dial (:func:`dial.hour_cells`)."""
    translator = doc.translator
    return dial.FRENCH_ABREGE_HOUR if translator.lang == "fr" and translator.grade == 2 else dial.HOUR_LETTER


def _card_lines(drawn: tactile.TactileMap) -> int:
    return sum(tactile.EDGE in line for line in drawn.lines)


def hour_lines(lay: Any, catalog: Any, north: str, south: str) -> list[str]:
    """For each hour 1 to 12, the regions the hand from the compass cell crosses, nearest first
    (:func:`tek_access.games.tek.rules.compass.hits`), by card."""
    from tek_access.games.tek.rules import compass

    owners = {north: MESSAGES("brl-solo-whose", whose="dummy"), south: MESSAGES("brl-solo-whose", whose="yours")}
    out = []
    for hour in range(1, compass.HOURS + 1):
        direction = MESSAGES("direction", direction=_DIRECTIONS[hour]) if hour in _DIRECTIONS else "none"
        head = MESSAGES("brl-solo-hour-head", hour=hour, direction=direction)
        crossed = compass.hits(lay, lay.compass, hour, list(lay.boxes))
        if not crossed:
            out.append(MESSAGES("brl-solo-hour-none", head=head))
            continue
        parts = []
        for sid in (north, south):
            here = [catalog.region(rid) for rid in crossed if rid.startswith(sid + ".")]
            if here:
                regions = MESSAGES("brl-solo-hour-then").join(f"{r.number} {proper(r.name)}" for r in here)
                parts.append(MESSAGES("brl-solo-hour-on", whose=owners[sid], regions=regions))
        out.append(MESSAGES("brl-solo-hour-line", head=head, parts="; ".join(parts)))
    return out


def _solo_key(doc: Document, lay: Any, side: Any, drawing: mapkey.Drawing, whose: str, half: str,
              level: int) -> None:
    """The key of one half of the solo layout, before its map (the north one after the
    introduction, the south one on a new page): the card's
    textures and lines, the compass cell, the hours on this map's dial (``H#A`` for hour 1: the
    letter h before the number, so that an hour is never taken for a region label such as ``#A``)
    and the card's region labels, each with the hour nearest its centre."""
    from tek_access.games.tek.rules import compass

    if half == "south":  # after the north map's page; the north key follows the introduction
        doc.page_break()
    said_half = MESSAGES("brl-solo-half", half=half)
    doc.heading(MESSAGES("brl-solo-key", half=said_half), level)
    doc.paragraph(MESSAGES("brl-solo-key-intro", whose=whose, name=proper(side.name)))
    note = mapkey.parts_note(drawing)
    if note:
        edge = MESSAGES("brl-solo-half", half="south" if half == "north" else "north")
        doc.paragraph(MESSAGES("brl-solo-parts-dial", note=note, edge=edge))
    mapkey.map_key(doc, [(side, drawing.map)], labels=False)
    doc.blank()
    doc.key_entry(MESSAGES("brl-solo-compass"), (dial.COMPASS,))
    hours = dial.dial_hours(half == "north", drawing.map.dial_full)
    where = "beside" if not drawing.map.dial_full else "over" if half == "north" else "under"
    doc.blank()
    doc.item(MESSAGES("brl-solo-hours", hours=", ".join(str(h) for h in hours[:-1]), last=hours[-1], where=where))
    for hour in hours:
        doc.item(MESSAGES("brl-solo-hour", hour=hour), prefix=dial.hour_cells(hour, _hour_letter(doc)),
                 reads_as=f"h{hour}")
    doc.blank()
    for region in side.regions:
        if region.cells:
            name, kind = proper(region.name), _type_word(region.type)
            doc.item(MESSAGES("brl-solo-region", name=name, type=kind, hour=compass.hour_of(lay, region.id))
                     if region.passable else MESSAGES("brl-solo-region-impassable", name=name, type=kind),
                     prefix=tactile.label(region), reads_as=str(region.number))


def _solo_layout(doc: Document, options: Options, catalog: Any, north: str, south: str, level: int = 1) -> None:
    """The solo layout under a heading of ``level``: a key, the Dummy's card with the compass
    cell under it, your card with the compass cell over it (each with the clock hours round the
    compass), then the hours in text, each under a heading one level down. Geometry from
    :mod:`tek_access.games.tek.rules.compass`."""
    from tek_access.games.tek.rules import compass

    lay = compass.layout_of(catalog, north, south)
    top, bottom = catalog.territories[north], catalog.territories[south]
    sub = level + 1
    if level == 1:  # a new page for a main heading, none for a cell-5 one
        doc.page_break()
    doc.heading(MESSAGES("brl-solo-head"), level)
    doc.paragraph(MESSAGES("brl-solo-layout", north=proper(top.name), south=proper(bottom.name)))
    drawings = [_plan_solo_map(doc, side, options, side is top, _compass_from_west(lay, side), sub)
                for side in (top, bottom)]
    if all(drawings):
        doc.paragraph(MESSAGES("brl-solo-two-maps"))
        for side, drawing, whose, half in ((top, drawings[0], MESSAGES("brl-solo-whose", whose="dummy"), "north"),
                                           (bottom, drawings[1], MESSAGES("brl-solo-whose", whose="yours"), "south")):
            assert drawing is not None
            _solo_key(doc, lay, side, drawing, whose, half, sub)
            mapkey.place_map(doc, drawing, sub)
    doc.page_break()
    doc.heading(MESSAGES("brl-solo-hours-heading"), sub)
    if not all(drawings):
        doc.paragraph(MESSAGES("brl-solo-too-short"))
    doc.paragraph(MESSAGES("brl-solo-hours-intro"))
    for line in hour_lines(lay, catalog, north, south):
        doc.item(line)


def solo_sheet(options: Options = Options(), catalog: Any = None) -> Document:
    """The example solo layout (SOLO_EXAMPLE): title page and notes, then :func:`_solo_layout`."""
    catalog = _catalog(catalog)
    north, south = SOLO_EXAMPLE
    head = MESSAGES("brl-solo-head")
    doc = _document(options, head)
    at = _front(doc, head, "solo", options, MESSAGES("brl-solo-what"), code=True)
    doc.heading(MESSAGES("brl-solo-title"))
    doc.paragraph(MESSAGES("brl-solo-intro", north=proper(catalog.territories[north].name),
                           south=proper(catalog.territories[south].name)))
    _solo_layout(doc, options, catalog, north, south, 2)
    return _contents(doc, at)
