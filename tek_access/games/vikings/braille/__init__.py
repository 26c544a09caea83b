"""``tek-access braille --game vikings [SHEET ...] [--out DIR] [--grade 1|2] [--cells N] [--lines N]
[--no-form-feed]``: Tiny Epic Vikings' braille sheets as BRF, made with the braille package's
layout (:class:`tek_access.braille.layout.Document`, liblouis through its translator) and checked
as the other sheets are (:func:`tek_access.braille.validate.check`).

- ``cards``: the card reference: every Viking card (rune, strength, leader and rune action), the
  favour cards, the gods and their Valkyrie boons, the era board (cards dealt, passing, loot cost,
  completion slots) and the clan board's costs.
- ``islands``: one tactile island map per side of the map board (2, 3 and 4 players), with its
  key, then each island's rune, docks, fjords and routes in text.

Written by the braille package's game-neutral command (:mod:`tek_access.braille.command`, exit codes
there), as Tiny Epic Kingdoms' sheets are. The maps are a schematic of this project's own map design: fjords at
their compass points, islands between the fjords they touch (docs/vikings-rulings.md).
"""
from __future__ import annotations

import argparse
import functools
from pathlib import Path
from typing import Any

from tek_access.braille import command, front
from tek_access.braille.layout import LayoutError
from tek_access.braille.options import Options
from tek_access.braille.wrap import height
from tek_access.core.messages import CORE
from tek_access.games.vikings.braille import board as braille_map

SHEETS = ("cards", "islands")
#: How a refusal of an unknown sheet names this game's list.
SHEETS_SAID = "Vikings sheets"
#: The sheets written in each language other than English (the board is English only, for now).
LANGUAGE_SHEETS = {"fr": ("cards", "islands")}
FILE_NAMES = {name: f"vikings-{name}.brf" for name in SHEETS}
DESCRIPTIONS = {"cards": "the Viking cards, favour cards, gods, era board and clan board",
                "islands": "tactile island maps for 2, 3 and 4 players, with docks, fjords and routes"}
#: The map's cells and layout live in braille_map; their names stay importable from here.
ISLAND_TEXTURE = braille_map.ISLAND_TEXTURE
FRAME = braille_map.FRAME
LINE_CELLS = braille_map.LINE_CELLS
COMPASS = braille_map.COMPASS
TWO_LETTER_WORDS = braille_map.TWO_LETTER_WORDS
layout = braille_map.layout
keys = braille_map.keys


def braille_data() -> dict[str, Any]:
    """The title-page statements, heads, notes and key wording of the Vikings sheets in the current
    language (the ``brl-...`` messages of ``locales/LANG/vikings.ftl``)."""
    from tek_access.games.vikings.messages import MESSAGES as M

    return {
        "title": {key: M(f"brl-{key}") for key in ("game", "author", "publisher", "copyright")},
        "heads": {"cards": M("brl-head-cards"), "islands": M("brl-head-islands"),
                  "board": [M("brl-head-board", turn="{turn}"), M("brl-head-board-short", turn="{turn}")]},
        "notes": {"cards": [M("brl-note-cards")],
                  "islands": [M("brl-note-islands-design"), M("brl-note-islands-labels")],
                  "board": [M("brl-note-board")]},
        "key": {"island": M("brl-key-island"), "lead": M("brl-key-lead"), "frame": M("brl-key-frame"),
                "water": M("brl-key-water"),
                "pieces": [M("brl-key-rune-holder"), M("brl-key-island-pieces"), M("brl-key-fjord-pieces")]},
    }


def _said(key: str, /, **args: Any) -> str:
    """Message ``key`` of the game's ``.ftl`` in the current language."""
    from tek_access.games.vikings.messages import MESSAGES

    return MESSAGES(key, **args)


def _term(thing_id: str, fallback: str) -> str:
    """A place's or side's name: the language's term for ``thing_id``, else the catalogue's."""
    from tek_access.games.vikings.messages import MESSAGES

    return MESSAGES.term(thing_id.lower().replace(" ", "_")) or fallback


def _elides(thing_id: str) -> bool:
    from tek_access.games.vikings.messages import MESSAGES

    return MESSAGES.term(str(thing_id).lower(), "elision") == "yes"


def part_said(where: str) -> str:
    """A part of a split map ("west part") in the current language."""
    return _said("brl-part", where=where.removesuffix(" part")) if where else ""


def describe(name: str) -> str:
    """What sheet ``name`` holds, in a few words, in the language spoken (the command's report)."""
    from tek_access.games.vikings.messages import MESSAGES

    return MESSAGES("brl-sheet", sheet=name)


def sheets_said() -> str:
    """How a refusal names this game's sheets, in the language spoken."""
    from tek_access.games.vikings.messages import MESSAGES

    return MESSAGES("brl-sheets-said")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The braille command's arguments (:func:`tek_access.braille.command.add_arguments`; added
    once, by the first game's braille part when every game's are asked)."""
    command.add_arguments(parser, SHEETS)


def _head(options: Options, heads: list[str]) -> str:
    """The first of ``heads`` that fits a running head on the page (the sheet's title too)."""
    from tek_access.braille.wrap import centred_width

    translator = options.translator()
    return next((h for h in heads if len(translator.translate(h)) <= centred_width(options.cells)), heads[-1])


def _document(options: Options, head: str) -> Any:
    from tek_access.braille.layout import Document

    doc = Document(options.translator(), options.page_format(), head)
    doc.integral = proper_names()
    return doc


@functools.lru_cache(maxsize=1)
def proper_names() -> tuple[str, ...]:
    """The game's own names (Viking cards, gods, islands): kept uncontracted in a French sheet."""
    from tek_access.games.vikings.rules.catalog import load_catalog

    cat = load_catalog()
    names = {c.name for c in cat.cards.values()} | {g.name for g in cat.gods.values()}
    names |= {i.name for m in cat.maps.values() for i in m.islands.values()}
    return tuple(sorted(names))


def _front(doc: Any, title: str, sheet: str, options: Options, what: str) -> int:
    """Title page and transcriber's notes as preliminary pages (the braille package's
    :func:`~tek_access.braille.front.front`, with this game's statements and notes); returns where
    a contents list would go."""
    data = braille_data()
    # a sheet name of this game's own, so that no note of another game's sheet of that name is added
    return front.front(doc, title, f"vikings-{sheet}", options.grade, options.cells, options.lines, what,
                       statements=data["title"], own_notes=data["notes"][sheet])


def cards_sheet(options: Options = Options()) -> Any:
    """The card reference as a Document: a main heading, then a cell-5 section each for the Viking
    cards, favour cards, gods, era board and clan board; a contents list when over 10 pages."""
    from tek_access.games.vikings.narration import words
    from tek_access.games.vikings.rules.catalog import load_catalog

    cat = load_catalog()
    game = _Named(cat)
    title = braille_data()["heads"]["cards"]
    doc = _document(options, title)
    at = _front(doc, title, "cards", options, _said("brl-cards-what"))
    doc.heading(title)
    doc.heading(_said("brl-viking-cards", n=len(cat.cards)), 2)
    for card in cat.cards.values():
        doc.item(words.card_text(game, card.id))
    doc.page_break()
    doc.heading(_said("brl-favour-cards", n=len(cat.favours)), 2)
    for favour in cat.favours.values():
        doc.item(words.favour_text(game, favour.id) + ".")
    doc.heading(_said("brl-gods"), 2)
    for god in cat.gods.values():
        boon = _term(f"{god.id}-boon", words.action_text(god.boon))
        doc.item(_said("brl-god", god=_term(god.id, god.name), boon=boon))
    doc.heading(_said("brl-era-board"), 2)
    for era in cat.eras:
        doc.item(_said("brl-era", n=era.number, cards=era.cards, direction=era.direction, loot=era.loot))
    for slot in cat.slots.values():
        doc.item(_said("brl-slot", slot=_term(slot.id, slot.name), action=words.action_text(slot.action)))
    doc.heading(_said("brl-clan-board"), 2)
    c = cat.clan
    doc.item(_said("brl-clan-costs", settlers=c.settlers, ships=words.join(str(n) for n in c.ship_costs),
                   temples=words.join(str(n) for n in c.temple_costs)))
    doc.item(_said("brl-clan-start", resources=words.resources(c.start)))
    doc.item(_said("brl-clan-influence"))
    return front.contents(doc, at)


class _Named:
    """The little of a game the wording helpers read, for a sheet made from the catalogue alone."""

    def __init__(self, catalog: Any, island_map: Any = None) -> None:
        self.catalog = catalog
        self.map = island_map


def reads_as(label: str) -> str:
    """The print a map label reads as: its letters ("ra", "n")."""
    return label.lstrip(";").lower()


def tactile_map(island_map: Any, cells: int, lines: int = 20) -> list[str]:
    """The map as lines of Braille ASCII when it fits whole within ``cells`` by ``lines``
    (:func:`braille_map.draw`); raises LayoutError when it would take more than one page."""
    drawn = braille_map.draw(island_map, cells, lines)
    if len(drawn.parts) != 1:
        raise LayoutError(CORE("brf-layout-map-pages", map=island_map.name, pages=len(drawn.parts), cells=cells,
                               lines=lines))
    return drawn.parts[0].lines


def map_lines_free(doc: Any, title: str, level: int = 3) -> int:
    """Lines free for a map under heading ``title`` on a page of ``doc``: the page less the
    running head, the blank line before the heading, the heading, the blank line after it and
    the page number line."""
    return doc.fmt.lines - 4 - height(doc.braille(title), doc.fmt.cells, level)


def plan_map(doc: Any, island_map: Any, title: str, level: int = 3,
             pieces: dict[str, list[str]] | None = None) -> braille_map.VikingsMap | None:
    """The map for pages of ``doc`` under heading ``title`` (a part's heading adds its name),
    whole or in parts; None when a place does not fit even a page of its own."""
    free = min(map_lines_free(doc, f"{title}, {part_said(where)}", level) for where in braille_map.PART_NAMES)
    try:
        return braille_map.draw(island_map, doc.fmt.cells, free, pieces)
    except LayoutError:
        return None


def no_map(doc: Any, name: str) -> None:
    """The paragraph in place of a map that does not fit the page (never left out silently)."""
    doc.paragraph(_said("brl-no-map", name=name, cells=doc.fmt.cells, lines=doc.fmt.lines))


def place_map(doc: Any, drawing: braille_map.VikingsMap, title: str, level: int = 3) -> None:
    """Each part of the map on a page of its own under heading ``title`` (and the part's name),
    a blank line between the heading and the frame; then a new page."""
    for part in drawing.parts:
        doc.page_break()
        doc.heading(f"{title}, {part_said(part.where)}" if part.where else title, level)
        doc.blank()
        doc.block(part.lines)
    doc.page_break()


def map_key(doc: Any, island_map: Any, named: Any, drawing: braille_map.VikingsMap,
            codes: dict[int, str] | None = None, names: dict[int, str] | None = None) -> None:
    """The key of a map (BANA/CBA tactile graphics guidelines, keys: areas, lines, then labels),
    a blank line between entries: the island texture, the lead line, the frame, the open water,
    how the map is split, each island's and fjord's letters with its name; on a board (``codes``:
    seat -> colour code, ``names`` seat -> name) the colour codes on the map and the piece lines."""
    from tek_access.games.vikings.narration import words

    wording = braille_data()["key"]
    label = keys(island_map)
    doc.key_entry(wording["island"], (ISLAND_TEXTURE * 6, ISLAND_TEXTURE * 6))
    doc.blank()
    doc.key_entry(wording["lead"], (braille_map.LEAD,))
    doc.blank()
    doc.key_entry(wording["frame"], (FRAME * 6,))
    doc.blank()
    doc.item(wording["water"])
    if len(drawing.parts) > 1:
        doc.blank()
        doc.item(_said("brl-parts", n=len(drawing.parts), names=words.join(part_said(p.where) for p in drawing.parts)))
    if codes:
        drawn = " ".join(" ".join(part.lines) for part in drawing.parts).split()
        doc.blank()
        for seat, code in codes.items():
            if code in drawn:
                doc.item(_said("brl-clan", name=(names or {}).get(seat, "")), prefix=code, reads_as=reads_as(code))
        doc.blank()
        for text in wording["pieces"]:
            doc.item(text)
    doc.blank()
    for iid, island in island_map.islands.items():
        doc.item(_said("brl-island-label", island=island.name, rune=words.name(named, island.rune),
                       elision=_elides(island.rune)), prefix=label[iid], reads_as=reads_as(label[iid]))
    for fid, fjord in island_map.fjords.items():
        doc.item(_capital(_said("brl-edge-fjord-label" if fjord.edge else "brl-fjord-label",
                                fjord=_term(fid, fjord.name))), prefix=label[fid], reads_as=reads_as(label[fid]))


def islands_sheet(options: Options = Options()) -> Any:
    """The island maps as a Document: a main heading, then per side (a cell-5 heading) its key,
    its tactile map (whole, or in parts on pages too small for it) and its islands in text
    (cell-7 headings); a contents list when over 10 pages."""
    from tek_access.games.vikings.narration import words
    from tek_access.games.vikings.rules.catalog import load_catalog

    cat = load_catalog()
    title = braille_data()["heads"]["islands"]
    doc = _document(options, title)
    at = _front(doc, title, "islands", options, _said("brl-islands-what"))
    doc.heading(title)
    doc.paragraph(_said("brl-islands-intro", n=len(cat.maps)))
    for players in sorted(cat.maps):
        m = cat.maps[players]
        named = _Named(cat, m)
        side = _term(m.name, m.name)
        doc.heading(_said("brl-side", name=_capital(side), players=players), 2)  # no new page for a cell-5 heading
        drawing = plan_map(doc, m, _said("brl-map", name=side))
        if drawing is None:
            no_map(doc, side)
        else:
            doc.heading(_said("brl-key"), 3)
            map_key(doc, m, named, drawing)
            place_map(doc, drawing, _said("brl-map", name=side))
        doc.heading(_said("brl-islands-of", name=side), 3)
        for iid, island in m.islands.items():
            doc.item(_island_line(m, named, iid, island))
        doc.item(_said("brl-edge-fjords", names=words.join(_term(fid, f.name) for fid, f in m.fjords.items()
                                                            if f.edge)))
        waters = sorted({tuple(sorted((a, b))) for a, nxt in m.steps.items() if a in m.fjords
                         for b in nxt if b in m.fjords})
        doc.item(_said("brl-fjords-next", pairs="; ".join(
            _said("brl-fjord-pair", a=_term(a, m.fjords[a].name), b=_term(b, m.fjords[b].name)) for a, b in waters)))
    return front.contents(doc, at)


def _island_line(m: Any, named: Any, iid: str, island: Any) -> str:
    """An island in text: its rune, its docks (on which fjord; a village), its routes."""
    from tek_access.games.vikings.narration import words

    docks = [_said("brl-dock-village" if d.village and "village" not in d.name.lower() else "brl-dock",
                   dock=_term(d.id, d.name), fjord=_term(d.fjord, m.fjords[d.fjord].name))
             for d in m.docks.values() if d.island == iid]
    routes = words.join(m.islands[r].name for r in m.routes.get(iid, ()))
    return _said("brl-island-line", island=island.name, rune=words.name(named, island.rune),
                 elision=_elides(island.rune), docks=words.join(docks) or _said("brl-none"), routes=routes)


def _capital(text: str) -> str:
    """``text`` with a capital first letter (a French term starts "le fjord Nord")."""
    return text[:1].upper() + text[1:]


BUILDERS = {"cards": cards_sheet, "islands": islands_sheet}


def build(name: str, options: Options = Options()) -> Any:
    """The Document of sheet ``name`` in ``options.lang`` (KeyError for another name)."""
    from tek_access.core.messages import speaking

    with speaking(options.lang):
        return BUILDERS[name](options)


def render_sheet(name: str, options: Options = Options()) -> bytes:
    """BRF bytes of sheet ``name`` in ``options.lang`` (KeyError for another name)."""
    return bytes(build(name, options).render())


def run(args: argparse.Namespace) -> int:
    """``tek-access braille --game vikings`` (:func:`tek_access.braille.command.run`)."""
    from tek_access.games.vikings import braille as part

    return command.run(args, part)


def board_sheet(view: Any, options: Options = Options()) -> Any:
    """The islands as ``view`` shows them (an onlooker's view) as a Document: title page and
    notes, then the turn, the map's key and the map with the game on it (ships in fjords, rune
    holders, settlers, temples and docked ships on islands, by colour code and as numbers), the
    same in text, the gods' rage and the clans."""
    from tek_access.games.vikings.narration import describe

    turn = view.state.turn
    title = _head(options, [head.format(turn=turn) for head in braille_data()["heads"]["board"]])
    doc = _document(options, title)
    at = _front(doc, title, "board", options, "the board in play")
    doc.heading(_said("brl-board-title", era=view.state.era, turn=turn))
    doc.paragraph(describe.turn_line(view, None))
    codes = braille_map.colour_codes([p.colour for p in view.state.players])
    names = {seat: view.name(seat) for seat in range(view.config.players)}
    side = _term(view.map.name, view.map.name)
    drawing = plan_map(doc, view.map, _said("brl-map", name=side), 2, braille_map.board_pieces(view))
    if drawing is None:
        no_map(doc, side)
    else:
        doc.heading(_said("brl-key-of", name=side), 2)
        map_key(doc, view.map, view, drawing, codes, names)
        place_map(doc, drawing, _said("brl-map", name=side), 2)
    doc.heading(_said("brl-islands-fjords"), 2)
    for line in state_lines(view):
        doc.item(line)
    doc.heading(_said("brl-gods-clans"), 2)
    for line in describe.rage_lines(view, None):
        doc.item(line)
    for seat in range(view.config.players):
        doc.item(describe.clan_line(view, seat, None))
    return front.contents(doc, at)


def state_lines(view: Any) -> list[str]:
    """The board in text, counts as counts: each island (rune, holder, each clan's settlers,
    temples and docked ships), each fjord's ships by clan ("2 Blue ships"), each dock with a ship."""
    from tek_access.games.vikings.narration import words

    s, m = view.state, view.map
    seats = range(view.config.players)
    label = keys(m)
    out = []
    for iid, island in m.islands.items():
        holder = s.runes.get(iid)
        held = _said("brl-unclaimed") if holder is None else _said("brl-held-by", name=view.name(holder))
        docked = [seat for seat, where in s.ships if where in m.docks and m.docks[where].island == iid]
        clans = []
        for seat in seats:
            parts = [_said("unit-count", unit=w, n=n) for n, w in ((s.settlers[iid][seat], "settler"),
                                                                 (s.temples[iid][seat], "temple"),
                                                                 (docked.count(seat), "ship")) if n]
            if parts:
                clans.append(_said("units-of", who=view.name(seat), units=words.join(parts)))
        out.append(_said("brl-island-state", island=island.name, label=reads_as(label[iid]).upper(),
                         rune=words.name(view, island.rune), elision=_elides(island.rune), held=held,
                         clans="; ".join(clans) if clans else _said("brl-nobody")))
    for fid, fjord in m.fjords.items():
        here = [seat for seat, where in s.ships if where == fid]
        ships = [_said("brl-ships-of", n=here.count(seat), name=view.name(seat))
                 for seat in seats if here.count(seat)]
        out.append(_capital(_said("brl-fjord-state", fjord=_term(fid, fjord.name),
                                  ships=words.join(ships) if ships else _said("brl-no-ships"))))
    moored = [_said("brl-moored", dock=_term(d.id, d.name), name=view.name(seat))
              for seat, where in s.ships for d in [m.docks.get(where)] if d]
    out.append(_said("brl-at-docks", list="; ".join(moored) if moored else _said("brl-none")))
    return out


def write_board(view: Any, path: Path, options: Options = Options()) -> Path:
    """The board sheet of ``view`` (:func:`board_sheet`) written as BRF. ``path`` a file or a
    folder (then ``board-turn-N.brf``). Returns the path written; OSError when it cannot be written."""
    from tek_access.core.messages import speaking

    target = path / f"board-turn-{view.state.turn}.brf" if path.is_dir() else path
    with speaking(options.lang):
        target.write_bytes(bytes(board_sheet(view, options).render()))
    return target
