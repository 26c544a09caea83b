"""The solo sheet: the compass card's clock dial, the hours and the example maps, as BRF
(002, Solo Play Rules). Part of the sheets; :mod:`tek_access.games.tek.braille` lists them all.
"""
from __future__ import annotations

from typing import Any

from tek_access.braille.layout import Document
from tek_access.braille.options import Options
from tek_access.braille.wrap import height
from tek_access.games.tek.braille import dial, mapkey, tactile
from tek_access.games.tek.braille.mapkey import side_title as _side_title
from tek_access.games.tek.braille.mapkey import type_word as _type_word
from tek_access.games.tek.braille.sheets import _catalog, _contents, _document, _front

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
    half = "north" if north else "south"
    pages = []
    full = True
    for part in parts:
        if part is dial_part:
            one = _plan_solo_page(doc, part, options, north, centre - part.col0, level, f", {part.where}")
            if one is not None:
                full = one.map.dial_full
        else:
            one = mapkey._plan_one(doc, part, options.cells, options.lines, None, None, f"Solo, {half}: ", level,
                                   f", {part.where}")
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
    half = "north" if north else "south"
    long_title = f"Solo layout, {half}: {_side_title(side)}{where}"
    short_title = f"Solo, {half}: {side.name}{where}"
    tries = [(long_title, 1, True), (short_title, 1, True), (long_title, 0, True), (short_title, 0, True),
             (long_title, 1, False), (short_title, 1, False), (long_title, 0, False), (short_title, 0, False)]
    if where:  # a part on a narrow page: its card's name and the part (the key before names the half)
        tries += [(f"{side.name}{where}", 0, True), (f"{side.name}{where}", 0, False)]
    best: mapkey.Drawing | None = None
    score: tuple[bool, int, int, int] = (False, 0, 0, 0)
    # the whole dial first, then the largest card (textures need room: a short heading leaves
    # the boxes a line more), then the blank line under the heading (as on every map)
    readable = [t for t in tries if mapkey.heading_reads_as_its_level(doc, t[0], options.cells, level)]
    for index, (title, gap, full) in enumerate(readable or tries):
        free = options.lines - 3 - gap - height(doc.translator.translate(title), options.cells, level)
        try:
            drawn = dial.draw_solo_map(side, centre, north, options.cells, free, full, part=bool(where))
        except tactile.MapTooSmall:
            continue
        mine = (full, _card_lines(drawn), gap, -index)
        if best is None or mine > score:
            best, score = mapkey.Drawing(title, gap, drawn), mine
    return best


def _card_lines(drawn: tactile.TactileMap) -> int:
    return sum(tactile.EDGE in line for line in drawn.lines)


def hour_lines(lay: Any, catalog: Any, north: str, south: str) -> list[str]:
    """For each hour 1 to 12, the regions the hand from the compass cell crosses, nearest first
    (:func:`tek_access.games.tek.rules.compass.hits`), by card."""
    from tek_access.games.tek.rules import compass

    owners = {north: "the Dummy's card", south: "your card"}
    out = []
    for hour in range(1, compass.HOURS + 1):
        head = f"Hour {hour}" + (f", {_DIRECTIONS[hour]}" if hour in _DIRECTIONS else "")
        crossed = compass.hits(lay, lay.compass, hour, list(lay.boxes))
        if not crossed:
            out.append(f"{head}: no region; the hand turns on clockwise.")
            continue
        parts = []
        for sid in (north, south):
            here = [catalog.region(rid) for rid in crossed if rid.startswith(sid + ".")]
            if here:
                parts.append(f"on {owners[sid]}, " + ", then ".join(f"{r.number} {r.name}" for r in here))
        out.append(f"{head}: " + "; ".join(parts) + ".")
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
    doc.heading(f"Key: solo layout, {half}", level)
    doc.paragraph(f"The map of {whose}, {side.name}, follows this key. North is at the top.")
    note = mapkey.parts_note(drawing)
    if note:
        doc.paragraph(note + " The compass cell and its dial stand with the part on the "
                      + ("south" if half == "north" else "north") + " edge that holds the compass.")
    mapkey.map_key(doc, [(side, drawing.map)], labels=False)
    doc.blank()
    doc.key_entry("the compass cell, between the two cards, a blank cell all round", (dial.COMPASS,))
    hours = dial.dial_hours(half == "north", drawing.map.dial_full)
    where = "beside" if not drawing.map.dial_full else "over" if half == "north" else "under"
    doc.blank()
    doc.item(f"the clock hours stand round the compass cell, outside the card, each the letter h "
             f"and its number: {', '.join(str(h) for h in hours[:-1])} and {hours[-1]} {where} it. "
             f"Region numbers stand inside the card, without the letter h.")
    for hour in hours:
        doc.item(f"hour {hour}", prefix=dial.hour_cells(hour), reads_as=f"h{hour}")
    doc.blank()
    for region in side.regions:
        if region.cells:
            doc.item(f"{region.name}, {_type_word(region.type)}, "
                     + (f"toward hour {compass.hour_of(lay, region.id)}" if region.passable
                        else "impassable"), prefix=tactile.label(region), reads_as=str(region.number))


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
    doc.heading("Solo layout", level)
    doc.paragraph(f"The Dummy's card, {top.name}, lies north; yours, {bottom.name}, south; the "
                  f"compass cell lies between them, each card centred on it. The compass hand points "
                  f"from the compass cell like a clock: 12 north toward the Dummy's card, 3 east, 6 "
                  f"south toward yours, 9 west.")
    drawings = [_plan_solo_map(doc, side, options, side is top, _compass_from_west(lay, side), sub)
                for side in (top, bottom)]
    if all(drawings):
        doc.paragraph("Two maps follow, each after its own key: the Dummy's card with the compass cell "
                      "under it, and yours with the compass cell over it. Then the hours in text.")
        for side, drawing, whose, half in ((top, drawings[0], "the Dummy's card", "north"),
                                           (bottom, drawings[1], "your card", "south")):
            assert drawing is not None
            _solo_key(doc, lay, side, drawing, whose, half, sub)
            mapkey.place_map(doc, drawing, sub)
    doc.page_break()
    doc.heading("The hours from the compass cell", sub)
    if not all(drawings):
        doc.paragraph("These pages are too short for the solo layout maps; the hours are here in text.")
    doc.paragraph("For each hour, the regions the hand crosses from the compass cell, nearest first. "
                  "By day the Dummy takes the nearest it may, by night the farthest; a hand that meets "
                  "none it may take turns on clockwise.")
    for line in hour_lines(lay, catalog, north, south):
        doc.item(line)


def solo_sheet(options: Options = Options(), catalog: Any = None) -> Document:
    """The example solo layout (SOLO_EXAMPLE): title page and notes, then :func:`_solo_layout`."""
    catalog = _catalog(catalog)
    north, south = SOLO_EXAMPLE
    doc = _document(options, "Solo layout")
    at = _front(doc, "Solo layout", "solo", options, "the solo game's layout", code=True)
    doc.heading("The solo game")
    doc.paragraph(f"An example layout: the Dummy on {catalog.territories[north].name}, you on "
                  f"{catalog.territories[south].name}. The braille board of a solo game "
                  f"(`tek-access braille --board SAVE`, or the braille command in play) ends with the "
                  f"layout of its own cards.")
    _solo_layout(doc, options, catalog, north, south, 2)
    return _contents(doc, at)
