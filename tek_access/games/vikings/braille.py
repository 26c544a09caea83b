"""``tek-access braille --game vikings [SHEET ...] [--out DIR] [--grade 1|2] [--cells N] [--lines N]
[--no-form-feed]``: Tiny Epic Vikings' braille sheets as BRF, made with the braille package's
layout (:class:`tek_access.braille.layout.Document`, liblouis through its translator) and checked
as the other sheets are (:func:`tek_access.braille.validate.check`).

- ``cards``: the card reference: every Viking card (rune, strength, leader and rune action), the
  favour cards, the gods and their Valkyrie boons, the era board (cards dealt, passing, loot cost,
  completion slots) and the clan board's costs.
- ``islands``: one tactile island map per side of the map board (2, 3 and 4 players), with its
  key, then each island's rune, docks, fjords and routes in text.

Exit codes as the other sheets: 0 written, 1 a sheet could not be made (liblouis missing, a file
not writable), 2 bad input. The maps are a schematic of this project's own map design: fjords at
their compass points, islands between the fjords they touch (docs/vikings-rulings.md).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from tek_access.braille.layout import LayoutError
from tek_access.braille.sheets import Options
from tek_access.braille.translate import BrailleUnavailable

SHEETS = ("cards", "islands")
FILE_NAMES = {name: f"vikings-{name}.brf" for name in SHEETS}
DESCRIPTIONS = {"cards": "the Viking cards, favour cards, gods, era board and clan board",
                "islands": "tactile island maps for 2, 3 and 4 players, with docks, fjords and routes"}
#: compass point of a fjord by its id: (column, row) from -1 to 1
COMPASS = {"north": (0, -1), "south": (0, 1), "east": (1, 0), "west": (-1, 0), "northeast": (1, -1),
           "northwest": (-1, -1), "southeast": (1, 1), "southwest": (-1, 1), "middle": (0, 0)}
#: an island on the tactile map: a block of full cells with its key letters inside
ISLAND_CELL = "="
#: the map's frame: a line of dots 2-5 above and below, dots 4-5-6 down each side
FRAME_TOP, FRAME_SIDE = "3", "_"
#: the narrowest page a map fits (5 places of 5 cells and the frame)
MAP_CELLS = 27
#: a sheet longer than this many pages gets a contents list (as the other sheets)
CONTENTS_AFTER = 10


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The sheet names; the page options are the braille command's (added by TEK's braille part
    when both games are registered, else here)."""
    if not any("--cells" in action.option_strings for action in parser._actions):
        from tek_access.braille.command import add_arguments as shared

        shared(parser)


def _document(options: Options, head: str) -> Any:
    from tek_access.braille.layout import Document

    return Document(options.translator(), options.page_format(), head)


def _front(doc: Any, what: str, options: Options) -> None:
    doc.title_line("Tiny Epic Vikings")
    doc.title_line(what)
    grade = "contracted, grade 2" if options.grade == 2 else "uncontracted, grade 1"
    doc.title_line(f"Unified English Braille, {grade}")
    doc.title_line(f"{options.cells} cells by {options.lines} lines")
    doc.title_line("Transcribed by tek-access")
    doc.page_break()


def cards_sheet(options: Options = Options()) -> Any:
    """The card reference as a Document."""
    from tek_access.games.vikings.narration import words
    from tek_access.games.vikings.rules.catalog import load_catalog

    cat = load_catalog()
    game = _Named(cat)
    doc = _document(options, "Vikings cards")
    _front(doc, "Card reference", options)
    at = len(doc.elements)
    doc.heading("Transcriber's notes")
    doc.paragraph("The cards, favour cards, gods and boards are this project's own design: the rulebook prints "
                  "no card list. One card a paragraph: name, rune, strength, leader action, rune action.")
    doc.page_break()
    doc.anchor("cards")
    doc.heading(f"Viking cards, {len(cat.cards)}")
    for card in cat.cards.values():
        doc.item(words.card_text(game, card.id))  # type: ignore[arg-type]
    doc.page_break()
    doc.anchor("favours")
    doc.heading(f"Favour cards, {len(cat.favours)}")
    for favour in cat.favours.values():
        doc.item(words.favour_text(game, favour.id) + ".")  # type: ignore[arg-type]
    doc.anchor("gods")
    doc.heading("Gods and Valkyrie boons")
    for god in cat.gods.values():
        doc.item(f"{god.name}: {words.action_text(god.boon)}. Completing a village on its board: rage plus 2.")
    doc.anchor("era")
    doc.heading("Era board")
    for era in cat.eras:
        side = "left, clockwise" if era.direction == "left" else "right, counterclockwise"
        doc.item(f"Era {era.number}: {era.cards} cards dealt, passed {side}; looting a village costs "
                 f"{era.loot} steel.")
    for slot in cat.slots.values():
        doc.item(f"Slot {slot.name}: {words.action_text(slot.action)}.")
    doc.anchor("clan")
    doc.heading("Clan board")
    c = cat.clan
    doc.item(f"{c.settlers} settlers. Ships cost {words.join(str(n) for n in c.ship_costs)} wood; temples cost "
             f"{words.join(str(n) for n in c.temple_costs)} wood. Each harvest gives 1 more food a ship built and "
             "1 more resource a temple built.")
    doc.item(f"Start with {words.resources(c.start)}; 7 at most of each resource.")
    doc.item("Influence on an island: settler 1, temple 4, docked ship 2. Scoring by rage rank: island runes "
             "6, 5, 4; favour runes 4, 3, 2.")
    sections = [(f"Viking cards, {len(cat.cards)}", "cards"), (f"Favour cards, {len(cat.favours)}", "favours"),
                ("Gods and Valkyrie boons", "gods"), ("Era board", "era"), ("Clan board", "clan")]
    return _contents(doc, at, sections)


class _Named:
    """The little of a game the wording helpers read, for a sheet made from the catalogue alone."""

    def __init__(self, catalog: Any, island_map: Any = None) -> None:
        self.catalog = catalog
        self.map = island_map


def layout(island_map: Any) -> dict[str, tuple[int, int]]:
    """Grid places (column, row, 0..4) of the islands and fjords of ``island_map``: fjords at
    their compass points, each island at the mean of the fjords it touches (the middle fjord
    counts only for an island touching no other), nudged to the nearest free place."""
    def grid(x: float, y: float) -> tuple[int, int]:
        return (max(0, min(4, round((x + 1) * 2))), max(0, min(4, round((y + 1) * 2))))

    taken: dict[tuple[int, int], str] = {}
    out: dict[str, tuple[int, int]] = {}
    for iid in island_map.islands:
        shores = [COMPASS.get(f.id, (0, 0)) for f in island_map.fjords.values() if iid in f.shores]
        outer = [p for p in shores if p != (0, 0)] or [(0, 0)]
        x = sum(p[0] for p in outer) / len(outer)
        y = sum(p[1] for p in outer) / len(outer)
        out[iid] = _free(grid(x * 0.75, y * 0.75), taken, iid)
    for fid in island_map.fjords:
        x, y = COMPASS.get(fid, (0, 0))
        out[fid] = _free(grid(x, y), taken, fid)
    return out


def _free(place: tuple[int, int], taken: dict[tuple[int, int], str], what: str) -> tuple[int, int]:
    spots = sorted(((c, r) for c in range(5) for r in range(5)),
                   key=lambda p: (abs(p[0] - place[0]) + abs(p[1] - place[1]), p[1], p[0]))
    spot = next(p for p in spots if p not in taken)
    taken[spot] = what
    return spot


def keys(island_map: Any) -> dict[str, str]:
    """Two-letter keys: an island's first two letters, a fjord's compass initials (N, NE, M)."""
    out: dict[str, str] = {}
    for iid, island in island_map.islands.items():
        letters = "".join(ch for ch in island.name.upper() if ch.isalpha())
        key = letters[:2]
        if key in out.values():
            key = letters[0] + letters[-1]
        out[iid] = key
    for fid in island_map.fjords:
        short = {"north": "N", "south": "S", "east": "E", "west": "W", "middle": "M"}
        key = "".join(short.get(part, part[:1].upper()) for part in fid.replace("north", "north ")
                      .replace("south", "south ").split())
        out[fid] = key[:2]
    return out


def tactile_map(island_map: Any, cells: int) -> list[str]:
    """The map as lines of Braille ASCII: islands as 3-line blocks of full cells with their key
    inside, fjords as their key letters alone, on a 5 by 5 grid. Raises LayoutError when the
    page is too narrow."""
    width = min(8, (cells - 2) // 5)
    if width < 5:
        raise LayoutError(f"a map needs {MAP_CELLS} cells per line, not {cells}")
    places, key = layout(island_map), keys(island_map)
    rows = [[" "] * (width * 5) for _ in range(15)]
    for thing, (col, row) in places.items():
        x, y = col * width, row * 3
        label = key[thing]
        if thing in island_map.islands:
            for dy in range(3):
                for dx in range(width - 1):
                    rows[y + dy][x + dx] = ISLAND_CELL
            rows[y + 1][x + 1:x + 1 + len(label)] = list(label)
            rows[y + 1][x + 1 + len(label)] = " "
        else:
            rows[y + 1][x + 1:x + 1 + len(label)] = list(label)
    edge = FRAME_TOP * (width * 5 + 2)
    return [edge] + [FRAME_SIDE + "".join(r) + FRAME_SIDE for r in rows] + [edge]


def islands_sheet(options: Options = Options()) -> Any:
    """The island maps as a Document: per side a tactile map, its key, then the islands in text."""
    from tek_access.games.vikings.narration import words
    from tek_access.games.vikings.rules.catalog import load_catalog

    cat = load_catalog()
    doc = _document(options, "Vikings islands")
    _front(doc, "Island maps", options)
    at = len(doc.elements)
    sections: list[tuple[str, str]] = []
    doc.heading("Transcriber's notes")
    doc.paragraph("The maps are this project's own design, drawn as a schematic: north at the top, fjords at "
                  "their compass points, each island between the fjords it touches. A block of full cells is "
                  "an island with its two letters inside; two letters alone are a fjord.")
    for players in sorted(cat.maps):
        m = cat.maps[players]
        named = _Named(cat, m)
        key = keys(m)
        doc.page_break()
        doc.anchor(f"map{players}")
        doc.heading(f"{m.name}, {players} players")
        sections.append((f"{m.name}, {players} players", f"map{players}"))
        if options.cells >= MAP_CELLS:
            doc.block(tactile_map(m, options.cells))
        else:
            doc.paragraph(f"No tactile map: it needs {MAP_CELLS} cells a line. The islands follow in text.")
        doc.heading("Key")
        for iid, island in m.islands.items():
            doc.item(f"{key[iid]}: {island.name}, {words.name(named, island.rune)} rune.")  # type: ignore[arg-type]
        for fid, fjord in m.fjords.items():
            edge = ", an edge fjord where ships start" if fjord.edge else ""
            doc.item(f"{key[fid]}: {fjord.name}{edge}.")
        doc.heading("Islands")
        for iid, island in m.islands.items():
            docks = [f"{d.name} on {m.fjords[d.fjord].name}" + (", a village" if d.village else "")
                     for d in m.docks.values() if d.island == iid]
            routes = words.join(m.islands[r].name for r in m.routes.get(iid, ()))
            doc.item(f"{island.name}: docks {words.join(docks) or 'none'}. Routes to {routes}.")
        waters = sorted({tuple(sorted((a, b))) for a, nxt in m.steps.items() if a in m.fjords
                         for b in nxt if b in m.fjords})
        doc.item("Fjords next to each other: " + "; ".join(f"{m.fjords[a].name} and {m.fjords[b].name}"
                                                          for a, b in waters) + ".")
    return _contents(doc, at, sections)


def _contents(doc: Any, at: int, sections: list[tuple[str, str]]) -> Any:
    """A contents list at element ``at`` when the document runs over CONTENTS_AFTER pages."""
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


BUILDERS = {"cards": cards_sheet, "islands": islands_sheet}


def render_sheet(name: str, options: Options = Options()) -> bytes:
    """BRF bytes of sheet ``name`` (KeyError for another name)."""
    return bytes(BUILDERS[name](options).render())


def run(args: argparse.Namespace) -> int:
    """Write the sheets named in ``args`` (default both); the exit code (see the module doc)."""
    if getattr(args, "board", None) and getattr(args, "sheets", None):
        print("Give either sheet names or --board, not both.", file=sys.stderr)
        return 2
    names = list(dict.fromkeys(n.lower() for n in (getattr(args, "sheets", None) or SHEETS)))
    unknown = [n for n in names if n not in SHEETS]
    if unknown:
        print(f"Unknown sheet: {', '.join(unknown)}. Vikings sheets: {', '.join(SHEETS)}.", file=sys.stderr)
        return 2
    options = Options(grade=args.grade, cells=args.cells, lines=args.lines, form_feed=not args.no_form_feed)
    out = Path(args.out)
    if getattr(args, "board", None):
        return _board(args.board, out, options)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        print(f"Cannot create folder {out}: {error.strerror or error}.", file=sys.stderr)
        return 1
    written, failed = [], []
    for name in names:
        try:
            data = render_sheet(name, options)
            path = out / FILE_NAMES[name]
            path.write_bytes(data)
        except LayoutError as error:
            print(f"Page too small for {name}: {error}.", file=sys.stderr)
            return 2
        except (BrailleUnavailable, ValueError) as error:
            failed.append(f"{name}: {error}")
            continue
        except OSError as error:
            failed.append(f"{name}: cannot write {FILE_NAMES[name]}: {error.strerror or error}")
            continue
        pages = data.count(b"\f") if options.form_feed else data.count(b"\r\n") // options.lines
        written.append(f"{path.name}: {pages} pages, {DESCRIPTIONS[name]}")
    if written:
        print(f"Written: {len(written)} braille files in {out.resolve()}")
        print("\n".join(written))
    if failed:
        print(f"Not written: {len(failed)} sheets", file=sys.stderr)
        print("\n".join(failed), file=sys.stderr)
        return 1
    return 0


def _board(save: str, out: Path, options: Options) -> int:
    """``--board SAVEFILE``: the board of a saved Vikings game, as an onlooker sees it."""
    from tek_access.storage import SaveError, load_game

    try:
        game = load_game(save)
    except SaveError as error:
        print(f"Cannot read the save: {error}", file=sys.stderr)
        return 1
    if getattr(game, "game_id", None) != "vikings":
        print(f"{save} is not a Tiny Epic Vikings save: say tek-access braille --board {save} without --game.",
              file=sys.stderr)
        return 2
    try:
        out.mkdir(parents=True, exist_ok=True)
        path = write_board(game.for_player(None), out, options)
    except (OSError, ValueError, BrailleUnavailable) as error:
        print(f"Board not written: {error}.", file=sys.stderr)
        return 1
    print(f"Written: 1 braille file in {out.resolve()}")
    print(f"{path.name}: the board on turn {game.state.turn}")
    return 0


def write_board(view: Any, path: Path, options: Options = Options()) -> Path:
    """The islands as ``view`` shows them (an onlooker's view), as a BRF sheet: the turn, each
    island's holder and units, the ships, the clans, the gods' rage. ``path`` a file or a folder
    (then ``board-turn-N.brf``). Returns the path written; OSError when it cannot be written."""
    from tek_access.games.vikings.narration import describe

    doc = _document(options, f"Vikings board, turn {view.state.turn}")
    _front(doc, f"The board at turn {view.state.turn}", options)
    doc.heading(f"Era {view.state.era}, turn {view.state.turn}")
    doc.paragraph(describe.turn_line(view, None))
    if options.cells >= MAP_CELLS:
        doc.block(tactile_map(view.map, options.cells))
    for line in describe.map_lines(view, None)[1:] + describe.rage_lines(view, None):
        doc.item(line)
    for seat in range(view.config.players):
        doc.item(describe.clan_line(view, seat, None))
    target = path / f"board-turn-{view.state.turn}.brf" if path.is_dir() else path
    target.write_bytes(bytes(doc.render()))
    return target
