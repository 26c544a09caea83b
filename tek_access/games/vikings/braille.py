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
import functools
import sys
from pathlib import Path
from typing import Any

from tek_access.braille import front
from tek_access.braille.layout import LayoutError
from tek_access.braille.mapkey import texture_sample
from tek_access.braille.sheets import Options
from tek_access.braille.tactile import EDGE
from tek_access.braille.translate import BrailleUnavailable
from tek_access.braille.wrap import height

SHEETS = ("cards", "islands")
FILE_NAMES = {name: f"vikings-{name}.brf" for name in SHEETS}
DESCRIPTIONS = {"cards": "the Viking cards, favour cards, gods, era board and clan board",
                "islands": "tactile island maps for 2, 3 and 4 players, with docks, fjords and routes"}
#: compass point of a fjord by its id: (column, row) from -1 to 1
COMPASS = {"north": (0, -1), "south": (0, 1), "east": (1, 0), "west": (-1, 0), "northeast": (1, -1),
           "northwest": (-1, -1), "southeast": (1, 1), "southwest": (-1, 1), "middle": (0, 0)}
#: An island's area texture (dots 1 2 3 6): it differs from the frame's full cell by two dots and
#: by shape, and shows in blocks of 2 by 2 cells or more (BANA/CBA tactile graphics guidelines, areas;
#: checked by tek_access.braille.checks).
ISLAND_TEXTURE = "V"
#: The map's frame: the braille package's heavy line of full cells, the only line of a map.
FRAME = EDGE
LINE_CELLS = frozenset({FRAME})
#: Cells of an island: texture, a blank, its label, a blank, texture (3 lines tall).
ISLAND_WIDTH = 8
#: Places of the map: a rim (edge fjords) round 3 by 3 inner places (islands, the middle fjord).
RIM_CELLS, RIM_LINES = 4, 2
MIN_PLACE_CELLS = MAX_PLACE_CELLS = ISLAND_WIDTH + 2  # two blank cells between islands side by side
MIN_PLACE_LINES, MAX_PLACE_LINES = 4, 5
#: the narrowest page a map fits: the frame, the rims and 3 inner places
MAP_CELLS = 2 + 2 * RIM_CELLS + 3 * MIN_PLACE_CELLS
#: the fewest lines a map takes
MAP_LINES = 2 + 2 * RIM_LINES + 3 * MIN_PLACE_LINES
_INNER = [(c, r) for r in (1, 2, 3) for c in (1, 2, 3)]
_RIM = [(c, r) for r in range(5) for c in range(5) if (c, r) not in _INNER]


@functools.lru_cache(maxsize=1)
def braille_data() -> dict[str, Any]:
    """The title-page statements, notes and key wording of the Vikings sheets (``data/braille.toml``).

    Raises :class:`~tek_access.datafile.DataError` when the file cannot be read or parsed."""
    from tek_access.datafile import read_toml
    from tek_access.games.vikings.rules.catalog import DATA

    return read_toml(DATA / "braille.toml")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The sheet names; the page options are the braille command's (added by TEK's braille part
    when both games are registered, else here)."""
    if not any("--cells" in action.option_strings for action in parser._actions):
        from tek_access.braille.command import add_arguments as shared

        shared(parser)


def _document(options: Options, head: str) -> Any:
    from tek_access.braille.layout import Document

    return Document(options.translator(), options.page_format(), head)


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
    doc = _document(options, "Vikings cards")
    at = _front(doc, "Card reference", "cards", options, "the cards and boards")
    doc.heading("Card reference")
    doc.heading(f"Viking cards, {len(cat.cards)}", 2)
    for card in cat.cards.values():
        doc.item(words.card_text(game, card.id))
    doc.page_break()
    doc.heading(f"Favour cards, {len(cat.favours)}", 2)
    for favour in cat.favours.values():
        doc.item(words.favour_text(game, favour.id) + ".")
    doc.heading("Gods and Valkyrie boons", 2)
    for god in cat.gods.values():
        doc.item(f"{god.name}: {words.action_text(god.boon)}. Completing a village on its board: rage plus 2.")
    doc.heading("Era board", 2)
    for era in cat.eras:
        side = "left, clockwise" if era.direction == "left" else "right, counterclockwise"
        doc.item(f"Era {era.number}: {era.cards} cards dealt, passed {side}; looting a village costs "
                 f"{era.loot} steel.")
    for slot in cat.slots.values():
        doc.item(f"Slot {slot.name}: {words.action_text(slot.action)}.")
    doc.heading("Clan board", 2)
    c = cat.clan
    doc.item(f"{c.settlers} settlers. Ships cost {words.join(str(n) for n in c.ship_costs)} wood; temples cost "
             f"{words.join(str(n) for n in c.temple_costs)} wood. Each harvest gives 1 more food a ship built and "
             "1 more resource a temple built.")
    doc.item(f"Start with {words.resources(c.start)}; 7 at most of each resource.")
    doc.item("Influence on an island: settler 1, temple 4, docked ship 2. Scoring by rage rank: island runes "
             "6, 5, 4; favour runes 4, 3, 2.")
    return front.contents(doc, at)


class _Named:
    """The little of a game the wording helpers read, for a sheet made from the catalogue alone."""

    def __init__(self, catalog: Any, island_map: Any = None) -> None:
        self.catalog = catalog
        self.map = island_map


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


#: what a two-cell map label must not spell: a common English word or a UEB shortform ("ab" is
#: "about"), which a reader would read as the word, not the letters
TWO_LETTER_WORDS = frozenset("ah am an as at be by do go ha he hi if in is it me my no of oh ok on or ox so to "
                             "up us we ye yo ab ac af al bl br cd fr gd gt hm ll ml pd qk sd wd xs xf yr".split())


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


def reads_as(label: str) -> str:
    """The print a map label reads as: its letters ("ra", "n")."""
    return label.lstrip(";").lower()


def tactile_map(island_map: Any, cells: int, lines: int = 21) -> list[str]:
    """The map as lines of Braille ASCII, at most ``cells`` wide and ``lines`` tall: a frame of
    full cells; edge fjords as their labels on the rim, two blank cells from the frame; islands as
    areas of ISLAND_TEXTURE 8 cells by 3 lines with the label in the middle, a blank cell all round
    it; the middle fjord as its label. Raises LayoutError when the page is too small."""
    if cells < MAP_CELLS or lines < MAP_LINES:
        raise LayoutError(f"a map needs {MAP_CELLS} cells by {MAP_LINES} lines, not {cells} by {lines}")
    pw = min(MAX_PLACE_CELLS, (cells - 2 - 2 * RIM_CELLS) // 3)
    ph = min(MAX_PLACE_LINES, (lines - 2 - 2 * RIM_LINES) // 3)
    widths, heights = [RIM_CELLS, pw, pw, pw, RIM_CELLS], [RIM_LINES, ph, ph, ph, RIM_LINES]
    places, key = layout(island_map), keys(island_map)
    rows = [[" "] * sum(widths) for _ in range(sum(heights))]
    for thing, (col, row) in places.items():
        x0, y0 = sum(widths[:col]), sum(heights[:row])
        label = key[thing]
        if thing in island_map.islands:
            x, y = x0 + (pw - ISLAND_WIDTH) // 2, y0 + (ph - 3) // 2
            middle = ISLAND_TEXTURE * 2 + " " + label.center(ISLAND_WIDTH - 6) + " " + ISLAND_TEXTURE * 2
            for dy, text in enumerate((ISLAND_TEXTURE * 2 + " " * (ISLAND_WIDTH - 4) + ISLAND_TEXTURE * 2,
                                       middle, ISLAND_TEXTURE * 2 + " " * (ISLAND_WIDTH - 4) + ISLAND_TEXTURE * 2)):
                rows[y + dy][x:x + len(text)] = list(text)
            continue
        if col == 0:
            x = x0 + RIM_CELLS - len(label)
        elif col == 4:
            x = x0
        else:
            x = x0 + (widths[col] - len(label)) // 2
        y = y0 + (1 if row == 0 else 0 if row == 4 else (ph - 3) // 2 + 1)  # on an island's label line
        rows[y][x:x + len(label)] = list(label)
    edge = FRAME * (sum(widths) + 2)
    return [edge] + [FRAME + "".join(r) + FRAME for r in rows] + [edge]


def map_lines_free(doc: Any, title: str, level: int = 3) -> int:
    """Lines free for a map under heading ``title`` on a page of ``doc``: the page less the
    running head, the page number line, the heading and the blank line before it."""
    return doc.fmt.lines - 3 - height(doc.translator.translate(title), doc.fmt.cells, level)


def map_key(doc: Any, island_map: Any, named: Any) -> None:
    """The key of a map (BANA/CBA tactile graphics guidelines, keys: areas, lines, then labels):
    the island texture, the frame, then each island's and fjord's label with its name."""
    from tek_access.games.vikings.narration import words

    wording = braille_data()["key"]
    label = keys(island_map)
    doc.key_entry(wording["island"], texture_sample(ISLAND_TEXTURE))
    doc.blank()
    doc.key_entry(wording["frame"], (FRAME * 6,))
    for iid, island in island_map.islands.items():
        doc.item(f"{island.name}, island, {words.name(named, island.rune)} rune.", prefix=label[iid],
                 reads_as=reads_as(label[iid]))
    for fid, fjord in island_map.fjords.items():
        edge = ", an edge fjord where ships start" if fjord.edge else ""
        doc.item(f"{fjord.name}{edge}.", prefix=label[fid], reads_as=reads_as(label[fid]))


def plan_map(doc: Any, island_map: Any, title: str, level: int = 3) -> list[str] | None:
    """The map's lines for a page of ``doc`` under heading ``title``, or None when the page is
    too small for it (the sheets then give the islands in text, without a key)."""
    try:
        return tactile_map(island_map, doc.fmt.cells, map_lines_free(doc, title, level))
    except LayoutError:
        return None


def no_map(doc: Any) -> None:
    """The paragraph in place of a map that does not fit the page."""
    doc.paragraph(f"No tactile map: it needs pages of {MAP_CELLS} cells by {MAP_LINES + 4} lines or more. "
                  "The islands follow in text.")


def place_map(doc: Any, drawing: list[str], title: str, level: int = 3) -> None:
    """The map on a page of its own under heading ``title``, then a new page."""
    doc.page_break()
    doc.heading(title, level)
    doc.block(drawing)
    doc.page_break()


def islands_sheet(options: Options = Options()) -> Any:
    """The island maps as a Document: a main heading, then per side (a cell-5 heading) its key,
    its tactile map and its islands in text (cell-7 headings); a contents list when over 10 pages."""
    from tek_access.games.vikings.narration import words
    from tek_access.games.vikings.rules.catalog import load_catalog

    cat = load_catalog()
    doc = _document(options, "Vikings islands")
    at = _front(doc, "Island maps", "islands", options, "tactile maps of the islands")
    doc.heading("Island maps")
    doc.paragraph(f"{len(cat.maps)} sides of the map board, for 2, 3 and 4 players. For each side: a key, "
                  "then the tactile map, then its islands in text.")
    for players in sorted(cat.maps):
        m = cat.maps[players]
        named = _Named(cat, m)
        doc.heading(f"{m.name}, {players} players", 2)  # no new page for a cell-5 heading
        drawing = plan_map(doc, m, f"Map: {m.name}")
        if drawing is None:
            no_map(doc)
        else:
            doc.heading("Key", 3)
            map_key(doc, m, named)
            place_map(doc, drawing, f"Map: {m.name}")
        doc.heading(f"Islands: {m.name}", 3)
        for iid, island in m.islands.items():
            docks = [f"{d.name} on {m.fjords[d.fjord].name}"
                     + (", a village" if d.village and "village" not in d.name.lower() else "")
                     for d in m.docks.values() if d.island == iid]
            routes = words.join(m.islands[r].name for r in m.routes.get(iid, ()))
            rune = words.name(named, island.rune)
            doc.item(f"{island.name}, {rune} rune: docks {words.join(docks) or 'none'}. "
                     f"Routes to {routes}.")
        edges = [f.name for f in m.fjords.values() if f.edge]
        doc.item(f"Edge fjords, where ships start: {words.join(edges)}.")
        waters = sorted({tuple(sorted((a, b))) for a, nxt in m.steps.items() if a in m.fjords
                         for b in nxt if b in m.fjords})
        doc.item("Fjords next to each other: " + "; ".join(f"{m.fjords[a].name} and {m.fjords[b].name}"
                                                          for a, b in waters) + ".")
    return front.contents(doc, at)


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


def board_sheet(view: Any, options: Options = Options()) -> Any:
    """The islands as ``view`` shows them (an onlooker's view) as a Document: title page and
    notes, then the turn, the map's key and map, each island's holder and units, the gods' rage
    and the clans."""
    from tek_access.games.vikings.narration import describe

    turn = view.state.turn
    doc = _document(options, f"Vikings board, turn {turn}")
    at = _front(doc, f"Board, turn {turn}", "board", options, "the board in play")
    doc.heading(f"Board: era {view.state.era}, turn {turn}")
    doc.paragraph(describe.turn_line(view, None))
    drawing = plan_map(doc, view.map, f"Map: {view.map.name}", 2)
    if drawing is None:
        no_map(doc)
    else:
        doc.heading(f"Key: {view.map.name}", 2)
        map_key(doc, view.map, view)
        place_map(doc, drawing, f"Map: {view.map.name}", 2)
    doc.heading("Islands", 2)
    for line in describe.map_lines(view, None)[1:]:
        doc.item(line)
    doc.heading("Gods and clans", 2)
    for line in describe.rage_lines(view, None):
        doc.item(line)
    for seat in range(view.config.players):
        doc.item(describe.clan_line(view, seat, None))
    return front.contents(doc, at)


def write_board(view: Any, path: Path, options: Options = Options()) -> Path:
    """The board sheet of ``view`` (:func:`board_sheet`) written as BRF. ``path`` a file or a
    folder (then ``board-turn-N.brf``). Returns the path written; OSError when it cannot be written."""
    target = path / f"board-turn-{view.state.turn}.brf" if path.is_dir() else path
    target.write_bytes(bytes(board_sheet(view, options).render()))
    return target
