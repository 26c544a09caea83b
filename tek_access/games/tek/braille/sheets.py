"""Tiny Epic Kingdoms' braille sheets: what each one says, built as
:class:`~tek_access.braille.layout.Document`, and the helpers the solo and board sheets share.

Sheets (``braille/`` at the top of the repository holds the default set, one BRF file each):

- ``kit``: key of the accessibility kit's codes, sticker strips, war dice faces (``kit.toml``);
- ``territories``: per territory side a key page, a tactile map and the region list in text;
- ``reference``: the rules summary (``reference.toml``, from 000_de41987be7abf7aa.txt and rulings.md);
- ``factions``: every faction with its five magic levels;
- ``solo``: an example solo layout (the Dummy's card north, the compass cell, yours south, the
  clock hours round the compass and in text; :mod:`.solo_sheet`); a solo game's board sheet has its own;
- the live board (:mod:`.board`) for the in-game ``braille`` command and ``--board SAVE``.

Territory, faction, tower and colour data come from ``tek_access.games.tek.rules.catalog.load_catalog``.
"""
from __future__ import annotations

import functools
import re
import unicodedata
from importlib import resources
from typing import Any

from tek_access.braille import front
from tek_access.braille.braille_ascii import number
from tek_access.braille.layout import Document
from tek_access.braille.options import Options
from tek_access.braille.translate import Translator
from tek_access.core.kernel.datafile import read_toml
from tek_access.games.tek.braille import mapkey
from tek_access.games.tek.braille.mapkey import has_rivers as _has_rivers
from tek_access.games.tek.braille.mapkey import proper
from tek_access.games.tek.braille.mapkey import side_title as _side_title
from tek_access.games.tek.braille.mapkey import type_word as _type_word
from tek_access.games.tek.messages import MESSAGES, faction_name

#: Sheet names in the order they are written, and their file names.
SHEETS = ("kit", "territories", "reference", "factions", "solo")
FILE_NAMES = {name: f"{name}.brf" for name in SHEETS}
#: What each sheet holds, in a few words (command output, docs).
DESCRIPTIONS = {
    "kit": "kit key, sticker strips, war dice faces",
    "territories": "tactile maps and region lists of every territory side",
    "reference": "rules reference",
    "factions": "faction cards with their magic levels",
    "solo": "solo layout: the compass between the two cards, the clock hours",
}


def _data(name: str) -> dict:
    return read_toml(resources.files("tek_access.games.tek.braille").joinpath(name))


@functools.lru_cache(maxsize=1)
def kit_data() -> dict:
    """The kit's codes and wording from the packaged ``kit.toml`` (the parsed dict).

    Raises :class:`~tek_access.core.kernel.datafile.DataError` when it cannot be read or parsed."""
    return _data("kit.toml")


def kit_codes() -> set[str]:
    """The cells of the kit's sticker codes (``kit.toml``): the codes a map's checks take for
    text though some hold a line cell (:func:`tek_access.braille.checks.map_problems`)."""
    kit = kit_data()
    return {entry["brf"] for group in ("tiles", "colours") for entry in kit[group]["codes"]}


@functools.lru_cache(maxsize=1)
def reference_data() -> dict:
    """The reference sheet's sections from the packaged ``reference.toml`` (the parsed dict).

    Raises :class:`~tek_access.core.kernel.datafile.DataError` when it cannot be read or parsed."""
    return _data("reference.toml")


def _catalog(catalog=None):
    if catalog is not None:
        return catalog
    from tek_access.games.tek.rules.catalog import load_catalog

    return load_catalog()


#: Words a French abrégé sheet keeps in intégral: "PV" (points de victoire) would read "pauvre".
INTEGRAL = ("PV",)


def _document(options: Options, running_head: str | None, translator: Translator | None = None) -> Document:
    doc = Document(translator or options.translator(), options.page_format(), running_head)
    doc.integral = INTEGRAL
    return doc


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

def _front(doc: Document, title: str, sheet: str, options: Options, what: str,
           kit_codes: bool = False, code: bool = False, own_notes: tuple[str, ...] = ()) -> int:
    """Title page and notes (preliminary pages, :func:`tek_access.braille.front.front`);
    returns where a contents list would go."""
    return front.front(doc, title, sheet, options.grade, options.cells, options.lines, what, kit_codes, code,
                       own_notes=own_notes)


def _contents(doc: Document, at: int, sections: object = None) -> Document:
    """A full contents list at ``at`` (:func:`tek_access.braille.front.contents`): every heading
    of the body. ``sections`` is accepted for older callers and not used."""
    return front.contents(doc, at)


#: Kept for older callers: the contents threshold, the key's sample width.
CONTENTS_AFTER = front.CONTENTS_AFTER
SAMPLE_CELLS = mapkey.SAMPLE_CELLS


def _map_key(doc: Document, sides: Any, labels: bool = True) -> None:
    """Key entries of the maps of ``sides`` drawn for ``doc``'s page size (older callers; new
    code plans the maps with :func:`mapkey.plan_map` and passes them to :func:`mapkey.map_key`)."""
    maps = []
    for side in sides:
        drawing = mapkey.plan_map(doc, side, doc.fmt.cells, doc.fmt.lines)
        if drawing is not None:
            maps.append((side, drawing.map))
    mapkey.map_key(doc, maps, labels)


def _map(doc: Document, side: Any, options: Options, marks: dict[str, list[str]] | None = None,
         extra: dict[str, str] | None = None) -> None:
    """A map page of ``side`` (older callers); raises tactile.MapTooSmall when it cannot fit."""
    from tek_access.games.tek.braille import tactile

    drawing = mapkey.plan_map(doc, side, options.cells, options.lines, marks, extra)
    if drawing is None:
        raise tactile.MapTooSmall(f"the map of {side.name} does not fit {options.cells} by {options.lines}")
    mapkey.place_map(doc, drawing)


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


def kit_words() -> dict:
    """The kit's data (:func:`kit_data`) with its words in the current language (``brl-kit-...``
    messages of the game's ``.ftl``): the codes and cells stay the stickers'."""
    kit = kit_data()

    def codes(group: str) -> list[dict]:
        return [dict(entry, meaning=MESSAGES("brl-kit-code", code=entry["meaning"].replace("'", "").replace(" ", "_")))
                for entry in kit[group]["codes"]]

    return dict(kit, title=MESSAGES("brl-kit-title"), intro=MESSAGES("brl-kit-intro"),
                tiles=dict(kit["tiles"], heading=MESSAGES("brl-kit-tiles"), codes=codes("tiles")),
                colours=dict(kit["colours"], heading=MESSAGES("brl-kit-colours"),
                             note=MESSAGES("brl-kit-colours-note"), codes=codes("colours")),
                strips=dict(kit["strips"], heading=MESSAGES("brl-kit-strips"), intro=MESSAGES("brl-kit-strips-intro")),
                dice=dict(kit["dice"], heading=MESSAGES("brl-kit-dice"), intro=MESSAGES("brl-kit-dice-intro"),
                          flag_meaning=MESSAGES("brl-kit-flag"), number_meaning=MESSAGES("brl-kit-number"),
                          faces_note=MESSAGES("brl-kit-faces-note")))


def kit_sheet(options: Options = Options(), translator: Translator | None = None) -> Document:
    """The kit sheet: title page and notes, key of every tile and colour code (000, Notes on
    braille), sticker strips with each code in its cells exactly as on the stickers, and the war
    dice faces.

    Needs no liblouis: every phrase is in the phrasebook. The codes are always the stickers'
    contracted cells, whatever ``options.grade``. ``translator`` replaces the options' one
    (the phrasebook maker passes a recording translator).
    """
    kit = kit_words()
    doc = _document(options, kit["title"], translator)
    at = _front(doc, kit["title"], "kit", options, MESSAGES("brl-kit-what"), kit_codes=True)
    doc.heading(kit["title"])
    doc.paragraph(kit["intro"])
    for group in ("tiles", "colours"):
        part = kit[group]
        doc.heading(part["heading"], 2)
        if part.get("note"):
            doc.paragraph(part["note"])
        for entry in part["codes"]:
            doc.item(entry["meaning"], prefix=entry["brf"], reads_as=entry["code"])
    strips = kit["strips"]
    doc.heading(strips["heading"])
    doc.paragraph(strips["intro"])
    width = options.cells
    for group in ("tiles", "colours"):
        part = kit[group]
        doc.heading(part["heading"], 2)
        for entry in part["codes"]:
            # a label and its strips make one group, never parted, a blank line from the next;
            # the copies in strips (7 meeples, 2 tokens), three blank cells apart
            strips = [line for count in part.get("strips", [part["copies"]])
                      for line in _strip_lines([entry["brf"]] * count, width)]
            doc.blank()
            label = f"{entry['brf']} {doc.translator.translate(entry['meaning'])}"
            doc.block([label] + strips, graphic=False, source=entry["meaning"])
    dice = kit["dice"]
    doc.page_break()
    doc.heading(dice["heading"])
    doc.paragraph(dice["intro"])
    faces = die_faces(dice["faces"])
    # the faces are samples beside their meaning, not words: the full cell alone would read "for"
    doc.key_entry(dice["flag_meaning"], (DIE_FLAG, DIE_BASE))
    doc.blank()
    doc.key_entry(dice["number_meaning"], (faces[-1], DIE_BASE * len(faces[-1])))
    for die in range(1, dice["dice"] + 1):
        doc.page_break()  # a die's faces with the note before them, on a page of their own
        doc.heading(MESSAGES("brl-kit-die", n=die), 2)
        doc.paragraph(dice["faces_note"])
        doc.blank()
        doc.block(_face_lines(faces, width))
    return _contents(doc, at)


# territories ------------------------------------------------------------------------------

def _named(side, ids) -> str:
    names = []
    for region_id in ids:
        region = side.region(region_id)
        names.append(f"{region.number} {proper(region.name)}")
    return ", ".join(names) if names else MESSAGES("brl-none")


def region_line(side, region) -> str:
    """One region in print: number, name, type and compass position; for a usable region its
    neighbours (patrol), card edge, next to water and river borders (on a side without rivers
    the list says so once instead, see :func:`territories_sheet`)."""
    head = MESSAGES("brl-region-head", number=region.number, name=proper(region.name), type=_type_word(region.type),
                    direction=MESSAGES("direction", direction=region.direction))
    if not region.passable:
        return MESSAGES("brl-region-impassable", head=head)
    parts = [
        MESSAGES("brl-region-neighbours", head=head, names=_named(side, region.neighbours)),
        MESSAGES("brl-on-edge" if region.on_edge else "brl-not-on-edge"),
        MESSAGES("brl-next-to-water" if region.next_to_water else "brl-not-next-to-water"),
    ]
    if region.river_borders:
        parts.append(MESSAGES("brl-river-borders", names=_named(side, region.river_borders)))
    elif _has_rivers(side):
        parts.append(MESSAGES("brl-no-river-borders"))
    return " ".join(parts)


def territories_sheet(options: Options = Options(), catalog: Any = None) -> Document:
    """Title page, notes, contents, then every territory side (a cell-5 heading): its key, its
    tactile map page, then its regions in text (cell-7 headings). On pages too small for a map
    the key and the map are left out and the regions are in text."""
    catalog = _catalog(catalog)
    title = MESSAGES("brl-territories")
    doc = _document(options, title)
    at = _front(doc, title, "territories", options, MESSAGES("brl-territories-what"))
    sides = list(catalog.territories.values())
    doc.heading(title)
    doc.paragraph(MESSAGES("brl-territories-intro", n=len(sides)))
    starts: list[tuple[int, str]] = []
    for side in sides:
        # no new page for a cell-5 heading (BANA Braille Formats 2016, 4.5): a side follows the
        # region list of the one before; its map takes a page of its own
        starts.append((len(doc.elements), MESSAGES("brl-map-prefix", title="")))
        doc.heading(_side_title(side), 2)
        drawing = mapkey.plan_map(doc, side, options.cells, options.lines, level=3)
        if drawing is not None:
            starts[-1] = (starts[-1][0], drawing.title)
        if drawing is None:
            doc.paragraph(MESSAGES("brl-map-too-small"))
        else:
            doc.heading(MESSAGES("brl-key"), 3)
            doc.paragraph(MESSAGES("brl-key-intro"))
            note = mapkey.parts_note(drawing)
            if note:
                doc.paragraph(note)
            mapkey.map_key(doc, [(side, drawing.map)])
            mapkey.place_map(doc, drawing, 3)
            doc.page_break()
        doc.heading(MESSAGES("brl-regions-of", side=_side_title(side)), 3)
        if not _has_rivers(side):
            doc.paragraph(MESSAGES("brl-no-rivers"))
        for region in side.regions:
            doc.item(region_line(side, region))
    mapkey.settle_keys(doc, starts)
    return _contents(doc, at)


# solo layout ------------------------------------------------------------------------------

#: The example of the default set (docs/rules.md, "Solo: the compass"): the Dummy on Ashfall
#: Reach, you on Greymere Fens.
def tower_lines(catalog) -> list[str]:
    """The tower table as "Name: value" lines (001_ff609f05a670a229.txt, TOWER card)."""
    return [MESSAGES("brl-tower-level", level=t.level, cost=t.cost, vp=t.vp) for t in catalog.tower]


def reference_sheet(options: Options = Options(), catalog=None) -> Document:
    """The rules reference: its order from ``reference.toml``, its words the messages that file
    names (the game's ``.ftl``, in the language spoken); the tower table from the catalog."""
    data = reference_data()
    head = MESSAGES("brl-reference-head")
    doc = _document(options, head)
    at = _front(doc, head, "reference", options, MESSAGES("brl-reference-what"))
    for index, section in enumerate(data["section"]):
        doc.heading(MESSAGES(section["heading"]), 1 if index == 0 else 2)
        for part in section.get("part", []):
            if "paragraph" in part:
                doc.paragraph(MESSAGES(part["paragraph"]))
            elif "items" in part:
                for item in part["items"]:
                    doc.item(MESSAGES(item))
            elif part.get("table") == "tower":
                for line in tower_lines(_catalog(catalog)):
                    doc.item(line)
            else:
                raise ValueError(f"reference.toml: section {section['heading']!r}: unknown part {part!r}")
    return _contents(doc, at)


# factions ---------------------------------------------------------------------------------

def _ascii(text: str) -> str:
    """Plain ASCII for braille: accents dropped ("Rene"), other characters as "?"."""
    decomposed = unicodedata.normalize("NFKD", text)
    kept = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return "".join(ch if " " <= ch <= "~" else "?" for ch in kept)


def factions_sheet(options: Options = Options(), catalog=None) -> Document:
    """Every faction under a cell-5 heading: its name, origin and five magic levels, in the language
    spoken (:func:`build` speaks ``options.lang``): English gives each level's printed text, another
    language its message ``magic-FACTION-LEVEL`` (a faction without one, from a player's own file, as
    printed)."""
    from tek_access.games.tek.narration.words import level_text

    catalog = _catalog(catalog)
    english = options.lang == "en"
    title = MESSAGES("brl-factions")
    doc = _document(options, title)
    at = _front(doc, title, "factions", options, MESSAGES("brl-factions-what"))
    doc.heading(title)
    doc.paragraph(MESSAGES("brl-factions-intro", n=len(catalog.factions)))
    for faction in catalog.factions.values():
        doc.heading(faction_name(faction), 2)  # no new page for a cell-5 heading (BANA Braille Formats 4.5)
        doc.paragraph(MESSAGES("brl-faction-origin", origin=faction.origin))
        for level in faction.levels:
            text = _print_words(_ascii(level.text)) if english else level_text(faction.id, level.level, level.text)
            doc.item(MESSAGES("brl-faction-level", level=level.level, text=text))
    return _contents(doc, at)
