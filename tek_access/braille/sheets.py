"""The braille sheets: what each one says, built as :class:`~tek_access.braille.layout.Document`.

Sheets (``braille/`` holds the default set, one BRF file each):

- ``kit``: key of the accessibility kit's codes, sticker strips, war dice faces (``kit.toml``);
- ``territories``: per territory side a key page, a tactile map and the region list in text;
- ``reference``: the rules summary (``reference.toml``, from 000_de41987be7abf7aa.txt and rulings.md);
- ``factions``: one page per faction with its five magic levels;
- ``solo``: an example solo layout (the Dummy's card north, the compass cell, yours south, the
  clock hours round the compass and in text); a solo game's board sheet has its own;
- the live board (:func:`board_sheet`, :func:`write_board`) for the in-game ``braille`` command.

Territory, faction, tower and colour data come from ``tek_access.rules.catalog.load_catalog``.
"""
from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from tek_access.braille import tactile
from tek_access.braille.braille_ascii import number
from tek_access.braille.layout import Document, PageBreak, PageFormat, Text, height
from tek_access.braille.translate import Translator
from tek_access.datafile import read_toml

#: Sheet names in the order they are written, and their file names.
SHEETS = ("kit", "territories", "reference", "factions", "solo")
FILE_NAMES = {name: f"{name}.brf" for name in SHEETS}
#: What each sheet holds, in a few words (command output, docs).
DESCRIPTIONS = {
    "kit": "kit key, sticker strips, war dice faces",
    "territories": "tactile maps and region lists of every territory side",
    "reference": "rules reference",
    "factions": "faction cards, one page each",
    "solo": "solo layout: the compass between the two cards, the clock hours",
}


@dataclass(frozen=True)
class Options:
    """How to render: UEB ``grade`` (1 or 2), page size in ``cells`` and ``lines``, form feeds,
    and whether liblouis may be used (False: built-in phrasebook only, as without liblouis)."""

    grade: int = 2
    cells: int = 40
    lines: int = 25
    form_feed: bool = True
    use_liblouis: bool = True

    def page_format(self) -> PageFormat:
        """The PageFormat; raises ValueError for a page size out of range."""
        return PageFormat(self.cells, self.lines, self.form_feed)

    def translator(self) -> Translator:
        """A Translator for this grade (shared per grade, so translations are cached)."""
        return _translator(self.grade, self.use_liblouis)


@functools.lru_cache(maxsize=4)
def _translator(grade: int, use_liblouis: bool) -> Translator:
    return Translator(grade, use_liblouis)


def _data(name: str) -> dict:
    return read_toml(resources.files("tek_access.braille").joinpath(name))


@functools.lru_cache(maxsize=1)
def kit_data() -> dict:
    """The kit's codes and wording from the packaged ``kit.toml`` (the parsed dict).

    Raises :class:`~tek_access.datafile.DataError` when it cannot be read or parsed."""
    return _data("kit.toml")


@functools.lru_cache(maxsize=1)
def reference_data() -> dict:
    """The reference sheet's sections from the packaged ``reference.toml`` (the parsed dict).

    Raises :class:`~tek_access.datafile.DataError` when it cannot be read or parsed."""
    return _data("reference.toml")


def _catalog(catalog=None):
    if catalog is not None:
        return catalog
    from tek_access.rules.catalog import load_catalog

    return load_catalog()


def _document(options: Options, running_head: str | None, translator: Translator | None = None) -> Document:
    return Document(translator or options.translator(), options.page_format(), running_head)


def _strip_lines(cells: list[str], width: int, gap: int = 3) -> list[str]:
    """Lay Braille ASCII pieces in lines of at most ``width`` cells, ``gap`` blank cells apart."""
    lines: list[str] = []
    current = ""
    for piece in cells:
        candidate = piece if not current else current + " " * gap + piece
        if len(candidate) > width and current:
            lines.append(current)
            current = piece
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines


# front matter ------------------------------------------------------------------------------

#: A file longer than this gets a contents list (BANA Braille Formats 2016: contents for a
#: volume of more than a few pages; the issue asks for one over 10 pages).
CONTENTS_AFTER = 10

_NOTES_COMMON = (
    "Braille page numbers are at the bottom right of each page; page 1 is the title page and "
    "the preliminary pages are numbered with the rest. There are no print page numbers.",
    "The sticker codes of the accessibility kit appear in their braille form, with the grade 1 "
    "indicator where UEB needs it: a lone b, p or x would read as the words but, people and it. "
    "On the stickers themselves the codes may be written without it.",
)
_NOTES = {
    "kit": ("Each die face is at most two cells wide, to fit a face of a twelve-sided die: the "
            "numbers 1 to 11 without the numeric indicator (a to i, then aj and aa), the white "
            "flag as a full cell. The line of dots 3 6 under a face is its bottom edge, so the "
            "face reads the right way up.",),
    "territories": ("Each territory side has a key, then its tactile map, then its regions in "
                    "text. North is at the top of every map. Each key shows a sample of every "
                    "texture and line on the map; region numbers are the map labels.",),
    "reference": (),
    "factions": ("Each faction has a page of its own with its five magic levels.",),
    "board": ("The maps show each meeple by its sticker code and each exploration token by its "
              "tile code, a blank cell apart. The list after each map says the same in text, "
              "with the searching meeples.",
              "In a solo game the board ends with the solo layout: the two cards with the compass "
              "cell between them and the clock hours round it, then the hours in text."),
    "solo": ("The solo layout is drawn in two maps, one per card, each with the compass cell "
             "and the clock hours round it. The hours then follow in text, with the regions each "
             "hand crosses.",),
}


def _front(doc: Document, title: str, sheet: str, options: Options, what: str) -> int:
    """Title page and transcriber's notes page; returns where a contents list would go."""
    doc.title_line(title)
    doc.title_line("Tiny Epic Kingdoms")
    doc.title_line(what)
    grade = "contracted, grade 2" if options.grade == 2 else "uncontracted, grade 1"
    doc.title_line(f"Unified English Braille, {grade}")
    doc.title_line(f"{options.cells} cells by {options.lines} lines")
    doc.title_line("Transcribed by tek-access")
    doc.page_break()
    doc.heading("Transcriber's notes")
    for text in _NOTES_COMMON + _NOTES.get(sheet, ()):
        doc.paragraph(text)
    doc.page_break()
    return len(doc.elements)


def _contents(doc: Document, at: int, sections: list[tuple[str, str]]) -> Document:
    """Insert a contents list at element ``at`` when the document runs over CONTENTS_AFTER pages.

    ``sections`` holds (print title, anchor key) pairs in order."""
    if not sections or len(doc.pages()) <= CONTENTS_AFTER:
        return doc
    tail = doc.elements[at:]
    del doc.elements[at:]
    doc.heading("Contents")
    for title, key in sections:
        doc.contents_entry(title, key)
    doc.page_break()
    doc.elements.extend(tail)
    return doc


def _print_words(text: str) -> str:
    """Print symbols a reader should get as words: ">= 4" becomes "4 or more"."""
    text = re.sub(r">=\s*(\d+)", r"\1 or more", text)
    return re.sub(r"<=\s*(\d+)", r"\1 or fewer", text)


# kit -------------------------------------------------------------------------------------

#: The bottom edge under a die face (dots 36): the face reads the right way up.
DIE_BASE = "-"
#: The white flag face: a full cell.
DIE_FLAG = "="


def die_faces(count: int) -> list[str]:
    """The faces of a war die in Braille ASCII, each at most two cells: the flag, then the
    numbers 1..``count`` without the numeric indicator (1 ``A``, 10 ``AJ``, 11 ``AA``)."""
    return [DIE_FLAG] + [number(value)[1:] for value in range(1, count + 1)]


def _face_lines(faces: list[str], width: int, gap: int = 3) -> list[str]:
    """Faces in rows of at most ``width`` cells, ``gap`` blank cells apart, each with the
    bottom-edge mark under it and a blank line between rows."""
    out: list[str] = []
    row: list[str] = []
    for face in faces + [None]:
        if face is not None and len((" " * gap).join(row + [face])) <= width:
            row.append(face)
            continue
        if row:
            if out:
                out.append("")
            out.append((" " * gap).join(row))
            out.append((" " * gap).join(DIE_BASE * len(f) for f in row))
        row = [face] if face is not None else []
    return out


def kit_sheet(options: Options = Options(), translator: Translator | None = None) -> Document:
    """The kit sheet: title page and notes, key of every tile and colour code (000, Notes on
    braille), sticker strips with each code in its cells exactly as on the stickers, and the war
    dice faces.

    Needs no liblouis: every phrase is in the phrasebook. The codes are always the stickers'
    contracted cells, whatever ``options.grade``. ``translator`` replaces the options' one
    (the phrasebook maker passes a recording translator).
    """
    kit = kit_data()
    doc = _document(options, kit["title"], translator)
    _front(doc, kit["title"], "kit", options, "accessibility kit")
    doc.heading(kit["title"])
    doc.paragraph(kit["intro"])
    for group in ("tiles", "colours"):
        part = kit[group]
        doc.heading(part["heading"])
        if part.get("note"):
            doc.paragraph(part["note"])
        for entry in part["codes"]:
            doc.item(entry["meaning"], prefix=entry["brf"])
    strips = kit["strips"]
    doc.page_break()
    doc.heading(strips["heading"])
    doc.paragraph(strips["intro"])
    width = options.cells
    for group in ("tiles", "colours"):
        part = kit[group]
        doc.heading(part["heading"])
        for entry in part["codes"]:
            doc.item(entry["meaning"], prefix=entry["brf"])
            doc.block(_strip_lines([entry["brf"]] * part["copies"], width))
    dice = kit["dice"]
    doc.page_break()
    doc.heading(dice["heading"])
    doc.paragraph(dice["intro"])
    doc.item(dice["flag_meaning"], prefix=DIE_FLAG)
    doc.item(dice["base_meaning"], prefix=DIE_BASE * 2)
    faces = die_faces(dice["faces"])
    for die in range(1, dice["dice"] + 1):
        doc.heading(f"Die {die}")
        doc.block(_face_lines(faces, width))
    return doc


# territories ------------------------------------------------------------------------------

_TYPE_WORDS = {"capital": "capital city"}


def _type_word(region_type: str) -> str:
    return _TYPE_WORDS.get(region_type, region_type)


def _side_title(side) -> str:
    return f"{side.name}, card {side.card} side {side.face}"


def _named(side, ids) -> str:
    names = []
    for region_id in ids:
        region = side.region(region_id)
        names.append(f"{region.number} {region.name}")
    return ", ".join(names) if names else "none"


def _has_rivers(side) -> bool:
    return any(region.river_borders for region in side.regions)


def region_line(side, region) -> str:
    """One region in print: number, name, type and compass position; for a usable region its
    neighbours (patrol), card edge, next to water and river borders (on a side without rivers
    the list says so once instead, see :func:`territories_sheet`)."""
    head = f"{region.number} {region.name}, {_type_word(region.type)}, {region.direction}"
    if not region.passable:
        return f"{head}: impassable."
    parts = [
        f"{head}. Neighbours: {_named(side, region.neighbours)}.",
        "On the card edge." if region.on_edge else "Not on the card edge.",
        "Next to water." if region.next_to_water else "Not next to water.",
    ]
    if region.river_borders:
        parts.append(f"River borders: {_named(side, region.river_borders)}.")
    elif _has_rivers(side):
        parts.append("No river borders.")
    return " ".join(parts)


#: Width of a texture or line sample in a key: a finger's width and more.
SAMPLE_CELLS = 6


def _texture_sample(texture: str) -> tuple[str, str]:
    return (texture * SAMPLE_CELLS,) * 2


def _line_samples(side_has_rivers: bool) -> list[tuple[str, tuple[str, ...]]]:
    out = [("card edge: the frame of the map", (tactile.EDGE * SAMPLE_CELLS,)),
           ("wall: the border between two regions", (tactile.WALL * SAMPLE_CELLS,))]
    if side_has_rivers:
        river = ((tactile.RIVER + " ") * (SAMPLE_CELLS // 2 + 1)).rstrip()
        out.append(("river: a broken line, no patrol across it", (river,)))
    return out


def _map_key(doc: Document, sides, labels: bool = True) -> None:
    """Key entries of the maps of ``sides``: area textures first (land types in TYPE_ORDER,
    with the regions of each), then lines, then the region labels; a blank line after the
    heading and between entries (BANA/CBA Guidelines and Standards for Tactile Graphics, keys)."""
    sides = list(sides)
    regions = [r for side in sides for r in side.regions]
    for region_type in tactile.TYPE_ORDER:
        names = [r.name for r in regions if r.type == region_type]
        if not names:
            continue
        texture = tactile.TEXTURES.get(region_type)
        what = _type_word(region_type)
        if len(sides) == 1:
            what += ": " + ", ".join(names)
        doc.blank()
        if texture is None:
            doc.item(f"{what}. No texture: the area is blank inside its walls.")
        else:
            doc.key_entry(what, _texture_sample(texture))
    for text, sample in _line_samples(any(_has_rivers(side) for side in sides)):
        doc.blank()
        doc.key_entry(text, sample)
    if labels:
        for side in sides:
            for region in side.regions:
                if region.passable:
                    doc.blank()
                    doc.item(f"{region.name}, {_type_word(region.type)}", prefix=tactile.label(region))


def _key(doc: Document, side) -> None:
    """The key of a side's map: areas first (textures), then lines, then labels."""
    doc.heading(f"Key: {_side_title(side)}")
    doc.paragraph("The map follows the key. North is at the top.")
    _map_key(doc, [side])


def _map(doc: Document, side, options: Options, marks=None, extra=None) -> None:
    """A map page: its heading, a blank line, the map. On pages too short for that (below 25
    lines) the blank line is left out, then the heading is shortened to the side's name."""
    doc.page_break()
    tries = [(f"Map: {_side_title(side)}", 1), (f"Map: {_side_title(side)}", 0), (f"Map: {side.name}", 0)]
    for index, (title, gap) in enumerate(tries):
        # the running head, the blank lines, the heading and the page number line are not free
        free = options.lines - 3 - gap - height(doc.translator.translate(title), options.cells)
        try:
            drawing = tactile.draw(side, options.cells, free, marks, extra)
        except tactile.MapTooSmall:
            if index == len(tries) - 1:
                raise
            continue
        doc.heading(title)
        if gap:
            doc.blank()
        doc.block(drawing)
        return


def territories_sheet(options: Options = Options(), catalog=None) -> Document:
    """Title page, notes, contents, then every territory side: key, tactile map page, then its
    regions in text.

    Raises tactile.MapTooSmall when the page is too small for a map.
    """
    catalog = _catalog(catalog)
    doc = _document(options, "Territories")
    at = _front(doc, "Territories", "territories", options, "tactile maps of the territory cards")
    sides = list(catalog.territories.values())
    doc.heading("Territories")
    doc.paragraph(
        f"{len(sides)} territory sides. For each side: a key, then the tactile map, "
        f"then its regions in text. The region numbers on the maps are the numbers the game uses."
    )
    sections = []
    for side in sides:
        doc.page_break()
        key = f"side:{side.id}"
        doc.anchor(key)
        sections.append((_side_title(side), key))
        _key(doc, side)
        _map(doc, side, options)
        doc.page_break()
        doc.heading(f"Regions: {_side_title(side)}")
        if not _has_rivers(side):
            doc.paragraph("No rivers on this side.")
        for region in side.regions:
            doc.item(region_line(side, region))
    return _contents(doc, at, sections)


# solo layout ------------------------------------------------------------------------------

#: The example of the default set (docs/rules.md, "Solo: the compass"): the Dummy on Ashfall
#: Reach, you on Greymere Fens.
SOLO_EXAMPLE = ("ashfall", "greymere")
_DIRECTIONS = {12: "north", 3: "east", 6: "south", 9: "west"}


def _compass_from_west(lay, side) -> float:
    """The compass centre's distance from ``side``'s west edge in grid cells, read from the
    compass layout (its cell boxes against the side's grid)."""
    for region in side.regions:
        boxes = lay.boxes.get(region.id)
        if boxes:
            west = boxes[0][0] - region.cells[0][1]
            return lay.compass[0] - west
    return side.cols / 2


def _solo_map(doc: Document, side, options: Options, north: bool, centre: float) -> bool:
    """A map page of one half of the solo layout; False when the page is too small for it."""
    half = "north" if north else "south"
    long_title = f"Solo layout, {half}: {_side_title(side)}"
    short_title = f"Solo, {half}: {side.name}"
    tries = [(long_title, 1, True), (long_title, 0, True), (short_title, 0, True),
             (long_title, 0, False), (short_title, 0, False)]
    for title, gap, full in tries:
        free = options.lines - 3 - gap - height(doc.translator.translate(title), options.cells)
        try:
            drawing = tactile.draw_solo_half(side, centre, north, options.cells, free, full)
        except tactile.MapTooSmall:
            continue
        doc.page_break()
        doc.heading(title)
        if gap:
            doc.blank()
        doc.block(drawing)
        return True
    return False


def hour_lines(lay, catalog, north: str, south: str) -> list[str]:
    """For each hour 1 to 12, the regions the hand from the compass cell crosses, nearest first
    (:func:`tek_access.rules.compass.hits`), by card."""
    from tek_access.rules import compass

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


def _solo_layout(doc: Document, options: Options, catalog, north: str, south: str) -> None:
    """The solo layout: a key, the Dummy's card with the compass cell under it, your card with
    the compass cell over it (each with the clock hours round the compass), then the hours in
    text. Geometry from :mod:`tek_access.rules.compass`."""
    from tek_access.rules import compass

    lay = compass.layout_of(catalog, north, south)
    top, bottom = catalog.territories[north], catalog.territories[south]
    doc.page_break()
    doc.heading("Solo layout")
    doc.paragraph(f"The Dummy's card, {top.name}, lies north; yours, {bottom.name}, south; the "
                  f"compass cell lies between them, each card centred on it. The compass hand points "
                  f"from the compass cell like a clock: 12 north toward the Dummy's card, 3 east, 6 "
                  f"south toward yours, 9 west.")
    doc.paragraph("Two maps follow the key: the Dummy's card with the compass cell under it, and "
                  "yours with the compass cell over it. Then the hours in text.")
    doc.page_break()
    doc.heading("Key: solo layout")
    doc.paragraph("North is at the top of both maps.")
    _map_key(doc, [top, bottom], labels=False)
    doc.blank()
    doc.item("the compass cell, between the two cards, a blank cell all round", prefix=tactile.COMPASS)
    doc.blank()
    doc.item("the clock hours stand round the compass cell: 9, 10, 11, 12, 1, 2 and 3 over it on "
             "the Dummy's map; 3, 4, 5, 6, 7, 8 and 9 under it on yours. They are written as on the "
             "war dice, without the numeric indicator, so that they never read as region labels:")
    for hour in range(1, compass.HOURS + 1):
        doc.item(f"hour {hour}", prefix=tactile.hour_cells(hour))
    for side, whose in ((top, "the Dummy's card"), (bottom, "your card")):
        for region in side.regions:
            if region.passable:
                doc.blank()
                doc.item(f"{region.name}, {_type_word(region.type)}, on {whose}, toward hour "
                         f"{compass.hour_of(lay, region.id)}", prefix=tactile.label(region))
    drawn = [_solo_map(doc, side, options, side is top, _compass_from_west(lay, side))
             for side in (top, bottom)]
    doc.page_break()
    doc.heading("The hours from the compass cell")
    if not all(drawn):
        doc.paragraph("These pages are too short for the solo layout maps; the hours are here in text.")
    doc.paragraph("For each hour, the regions the hand crosses from the compass cell, nearest first. "
                  "By day the Dummy takes the nearest it may, by night the farthest; a hand that meets "
                  "none it may take turns on clockwise.")
    for line in hour_lines(lay, catalog, north, south):
        doc.item(line)


def solo_sheet(options: Options = Options(), catalog=None) -> Document:
    """The example solo layout (SOLO_EXAMPLE): title page and notes, then :func:`_solo_layout`."""
    catalog = _catalog(catalog)
    north, south = SOLO_EXAMPLE
    doc = _document(options, "Solo layout")
    at = _front(doc, "Solo layout", "solo", options, "the solo game's layout")
    doc.heading("The solo game")
    doc.paragraph(f"An example layout: the Dummy on {catalog.territories[north].name}, you on "
                  f"{catalog.territories[south].name}. The braille board of a solo game "
                  f"(tek-access braille --board SAVE, or the braille command in play) ends with the "
                  f"layout of its own cards.")
    doc.anchor("solo")
    _solo_layout(doc, options, catalog, north, south)
    return _contents(doc, at, [("Solo layout", "solo")])


# reference --------------------------------------------------------------------------------

def tower_lines(catalog) -> list[str]:
    """The tower table as "Name: value" lines (001_ff609f05a670a229.txt, TOWER card)."""
    return [f"Level {t.level}: costs {t.cost} ore, {t.vp} VP." for t in catalog.tower]


def reference_sheet(options: Options = Options(), catalog=None) -> Document:
    """The rules reference from ``reference.toml``; the tower table from the catalog."""
    data = reference_data()
    doc = _document(options, data["running_head"])
    at = _front(doc, data["running_head"], "reference", options, "rules reference")
    sections = []
    for section in data["section"]:
        key = f"section:{len(sections)}"
        doc.anchor(key)
        sections.append((section["heading"], key))
        doc.heading(section["heading"])
        for part in section.get("part", []):
            if "paragraph" in part:
                doc.paragraph(part["paragraph"])
            elif "items" in part:
                for item in part["items"]:
                    doc.item(item)
            elif part.get("table") == "tower":
                for line in tower_lines(_catalog(catalog)):
                    doc.item(line)
            else:
                raise ValueError(f"reference.toml: section {section['heading']!r}: unknown part {part!r}")
    return _contents(doc, at, sections)


# factions ---------------------------------------------------------------------------------

_ORIGINS = {
    "canon": "A faction card of the game.",
    "original": "A faction made for this project, not a card of the game.",
}


def _ascii(text: str) -> str:
    """Plain ASCII for braille: accents dropped ("Rene"), other characters as "?"."""
    decomposed = unicodedata.normalize("NFKD", text)
    kept = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return "".join(ch if " " <= ch <= "~" else "?" for ch in kept)


def factions_sheet(options: Options = Options(), catalog=None) -> Document:
    """One page per faction: its name, origin and five magic levels with their printed text."""
    catalog = _catalog(catalog)
    doc = _document(options, "Factions")
    at = _front(doc, "Factions", "factions", options, "faction cards")
    sections = []
    for faction in catalog.factions.values():
        doc.page_break()
        key = f"faction:{faction.id}"
        doc.anchor(key)
        sections.append((faction.name, key))
        doc.heading(faction.name)
        doc.paragraph(_ORIGINS.get(faction.origin, f"Origin: {faction.origin}."))
        for level in faction.levels:
            doc.item(f"Level {level.level}: {_print_words(_ascii(level.text))}")
    return _contents(doc, at, sections)


# board ------------------------------------------------------------------------------------

#: A neutral (grey) meeple of the 2-player Lost Kingdom: the kit has no sticker for it.
NEUTRAL_MARK = ";N"
#: A face-down exploration token on a map (the kit's tile codes are for revealed tokens).
HIDDEN_MARK = "?"
#: The six actions of the action card, in its order (000, The action card).
ACTIONS = ("patrol", "quest", "build", "research", "expand", "trade")


def _kit_codes() -> tuple[dict[str, str], dict[str, str]]:
    """(colour id -> sticker cells, token id -> tile cells) from kit.toml and the catalog codes."""
    kit = kit_data()
    colour_cells = {e["code"]: e["brf"] for e in kit["colours"]["codes"]}
    tile_cells = {e["code"]: e["brf"] for e in kit["tiles"]["codes"]}
    return colour_cells, tile_cells


def _composed(doc: Document, pieces: list[tuple[str, str]], style: str = "item") -> None:
    """A text element from (print, Braille ASCII or None) pieces: print pieces are translated,
    sticker codes go in as their cells. Pieces are joined by a space; a piece starting with
    punctuation attaches to the one before."""
    source, brf = "", ""
    for text, cells in pieces:
        out = cells if cells is not None else doc.translator.translate(text)
        if source and not text[:1] in ",.:;":
            source, brf = source + " ", brf + " "
        source, brf = source + text, brf + out
    doc.elements.append(Text(source, brf, style))


def _meeple_cells(meeple: dict, colour_cells: dict[str, str]) -> str:
    code = meeple.get("code", "")
    return colour_cells.get(code, NEUTRAL_MARK) if code else NEUTRAL_MARK


def board_sheet(snapshot: dict, options: Options = Options(), catalog=None) -> Document:
    """The live board from :func:`board_snapshot`'s dict: title page and notes, a page of the
    table (action card with shields, each player's resources, tower and magic, alliances, the
    crown, the end of the game), the map key, then each card in play as a tactile map with the
    meeples by sticker code and the tokens by tile code, and the same in text.

    Raises KeyError naming a card id the catalog does not know.
    """
    catalog = _catalog(catalog)
    unknown = [card for card in snapshot.get("cards", []) if card not in catalog.territories]
    if unknown:
        raise KeyError(f"unknown territory side {unknown[0]!r}")
    colour_cells, tile_cells = _kit_codes()
    token_codes = {token.id: token.code for token in catalog.tokens}
    token_names = {token.id: token.name.lower() for token in catalog.tokens}
    turn = snapshot.get("turn", 0)
    doc = _document(options, f"Board, turn {turn}")
    at = _front(doc, f"Board, turn {turn}", "board", options, "the board in play")
    players = snapshot.get("players", [])
    names = {p.get("seat"): _ascii(p.get("name", "?")) for p in players}
    cells_of = {p.get("seat"): colour_cells.get(p.get("code", ""), NEUTRAL_MARK) for p in players}

    # the table
    doc.heading(f"Table, turn {turn}")
    doc.paragraph(f"Active player: {_ascii(str(snapshot.get('active', 'none')))}.")
    doc.heading("Action card")
    shields = set(snapshot.get("shields", []))
    for action in ACTIONS:
        doc.item(f"{action.capitalize()}: " + ("shield on it, taken this round." if action in shields
                                                else "open."))
    doc.heading(f"{len(players)} players")
    for player in players:
        resources_ = player.get("resources", {})
        home = player.get("home", "")
        home_name = catalog.territories[home].name if home in catalog.territories else home
        seat = player.get("seat")
        _composed(doc, [
            (player.get("code", ""), cells_of[seat]),
            (f"{names[seat]}: {player.get('faction', '')}, home {home_name}. "
             f"Mana {resources_.get('mana', 0)}, ore {resources_.get('ore', 0)}, "
             f"food {resources_.get('food', 0)}. Tower level {player.get('tower', 0)}. "
             f"Magic level {player.get('magic', 0)}. Meeples in play: {player.get('meeples_in_play', 0)}."
             + (" Holds the crown." if player.get("crown") else ""), None),
        ])
    alliances = snapshot.get("alliances", [])
    doc.heading("Alliances, crown, end")
    doc.item("Alliances: " + ("; ".join(" and ".join(names.get(s, "?") for s in pair) for pair in alliances)
                              if alliances else "none") + ".")
    crown = [names[p.get("seat")] for p in players if p.get("crown")]
    doc.item("Crown: " + (f"held by {crown[0]}." if crown else "nobody holds it."))
    if snapshot.get("over"):
        doc.item("End of the game: the game is over.")
    elif snapshot.get("end_triggered"):
        doc.item("End of the game: triggered; the game ends when this round is over.")
    else:
        doc.item("End of the game: not triggered yet.")

    # the key of the maps
    cards = snapshot.get("cards", [])
    sides = [catalog.territories[card] for card in cards]
    doc.page_break()
    doc.heading("Key of the board maps")
    doc.paragraph("Each map is a territory card in play, north at the top. A region's number is "
                  "its label; after it, a blank cell, then the token there; on the line under it "
                  "the meeples there, a blank cell apart.")
    _map_key(doc, sides, labels=False)
    for player in players:
        doc.blank()
        doc.item(f"{names[player.get('seat')]} meeple", prefix=cells_of[player.get("seat")])
    occupied = snapshot.get("regions", {})
    if any(not m.get("code") for here in occupied.values() for m in here):
        doc.blank()
        doc.item("grey meeple of the Lost Kingdom", prefix=NEUTRAL_MARK)
    tokens = snapshot.get("tokens", {})
    shown = sorted({t for t in tokens.values()}, key=str)
    for token in shown:
        doc.blank()
        if token == "hidden":
            doc.item("exploration token, face down", prefix=HIDDEN_MARK)
        else:
            cells = tile_cells.get(token_codes.get(token, ""), None)
            if cells is not None:
                doc.item(f"{token_names.get(token, token)} token", prefix=cells)

    def token_cells(token: str) -> str:
        if token == "hidden":
            return HIDDEN_MARK
        return tile_cells.get(token_codes.get(token, ""), HIDDEN_MARK)

    homes: dict[str, list[str]] = {}
    for player in players:
        homes.setdefault(player.get("home", ""), []).append(names[player.get("seat")])
    sections = [("Table", "table")]
    for card, side in zip(cards, sides):
        key = f"card:{card}"
        marks = {rid: [_meeple_cells(m, colour_cells) for m in here]
                 for rid, here in occupied.items() if rid.startswith(card + ".")}
        extra = {rid: token_cells(t) for rid, t in tokens.items() if rid.startswith(card + ".")}
        doc.page_break()
        doc.anchor(key)
        sections.append((_side_title(side), key))
        _map(doc, side, options, marks, extra)
        doc.page_break()
        doc.heading(f"Who is where: {_side_title(side)}")
        if card in homes:
            doc.paragraph(f"Home of {', '.join(homes[card])}.")
        for region in side.regions:
            if not region.passable:
                continue
            pieces: list[tuple[str, str | None]] = [
                (f"{region.number} {region.name}, {_type_word(region.type)}:", None)]
            here = occupied.get(region.id, [])
            if not here:
                pieces.append(("empty", None))
            for index, meeple in enumerate(here):
                if index:
                    pieces.append((",", doc.translator.translate(",")))
                code = meeple.get("code", "") or "n"
                pieces.append((code, _meeple_cells(meeple, colour_cells)))
                if meeple.get("searching"):
                    pieces.append(("searching", None))
            token = tokens.get(region.id)
            if token:
                word = "face down" if token == "hidden" else token_names.get(token, _ascii(str(token)))
                pieces.append((f". Token: {word}", None))
            pieces.append((".", doc.translator.translate(".")))
            _composed(doc, pieces)
    solo = snapshot.get("solo")
    if solo:
        for card in (solo["north"], solo["south"]):
            if card not in catalog.territories:
                raise KeyError(f"unknown territory side {card!r}")
        doc.anchor("solo")
        sections.append(("Solo layout", "solo"))
        _solo_layout(doc, options, catalog, solo["north"], solo["south"])
    return _contents(doc, at, sections[1:])


def board_snapshot(game) -> dict:
    """The board as plain data for :func:`board_sheet`, as the holder of ``game`` may see it (pass
    ``game.for_player(None)``, an onlooker's view: face-down tokens stay "hidden"): turn, active
    player, players (seat, name, colour, kit code, faction, home, resources, tower, magic,
    meeples in play, crown), cards in play, meeples by region, tokens by region, shields on the
    action card, alliances (pairs of seats), whether the end is triggered and the game over; in a
    solo game "solo" holds the home sides of the Dummy ("north") and of the other seat ("south")."""
    from tek_access.rules.model import HIDDEN, NEUTRAL

    colours = {c.id: c for c in game.catalog.colours}
    players = []
    for p in game.state.players:
        players.append({"seat": p.seat, "name": game.name(p.seat), "colour": p.colour,
                        "code": colours[p.colour].code if p.colour in colours else "",
                        "faction": game.faction(p.seat).name, "home": p.home,
                        "resources": dict(p.resources), "tower": p.tower, "magic": p.magic,
                        "meeples_in_play": game.in_play(p.seat), "crown": bool(p.crown)})
    regions = {}
    for rid, occ in game.state.regions.items():
        if occ:
            regions[rid] = [{"colour": game.state.players[m.owner].colour if m.owner != NEUTRAL else "grey",
                             "code": players[m.owner]["code"] if m.owner != NEUTRAL else "",
                             "searching": bool(m.searching)} for m in occ]
    tokens = {rid: HIDDEN for rid in game.state.tokens}
    tokens.update(game.state.revealed)
    snapshot = {"turn": game.state.turn, "active": game.name(game.state.active), "players": players,
                "cards": list(game.state.cards), "regions": regions, "tokens": tokens,
                "shields": list(game.state.shields),
                "alliances": [list(pair) for pair in sorted(game.alliances())],
                "end_triggered": bool(game.state.end_triggered), "over": bool(game.state.over)}
    dummy = getattr(game, "dummy", None)
    if dummy is not None:
        homes = [p.home for p in game.state.players]
        if homes[dummy] and homes[1 - dummy]:
            snapshot["solo"] = {"north": homes[dummy], "south": homes[1 - dummy]}
    return snapshot


def write_board(snapshot: dict, path, options: Options = Options(), catalog=None) -> Path:
    """Write the board sheet as BRF to ``path`` and return the file's path.

    A directory ``path`` gets a file named ``board-turn-N.brf``. Raises OSError when the
    file cannot be written and KeyError for an unknown card.
    """
    target = Path(path)
    if target.is_dir():
        target = target / f"board-turn-{int(snapshot.get('turn', 0))}.brf"
    data = board_sheet(snapshot, options, catalog).render()
    target.write_bytes(data)
    return target


# all sheets ---------------------------------------------------------------------------------

_BUILDERS = {
    "kit": lambda options: kit_sheet(options),
    "territories": lambda options: territories_sheet(options),
    "reference": lambda options: reference_sheet(options),
    "factions": lambda options: factions_sheet(options),
    "solo": lambda options: solo_sheet(options),
}


def build(name: str, options: Options = Options()) -> Document:
    """The Document of sheet ``name`` (one of SHEETS); KeyError for another name."""
    return _BUILDERS[name](options)


def render_sheet(name: str, options: Options = Options()) -> bytes:
    """BRF bytes of sheet ``name``."""
    return build(name, options).render()


def write_sheets(names, out_dir, options: Options = Options()) -> list[Path]:
    """Write the named sheets into ``out_dir`` (created if missing) as ``<name>.brf``.

    Returns the paths written. Raises OSError when a file cannot be written.
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name in names:
        path = out / FILE_NAMES[name]
        path.write_bytes(render_sheet(name, options))
        written.append(path)
    return written
