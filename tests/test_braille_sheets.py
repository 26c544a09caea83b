"""The sheets: valid BRF, tactile maps true to the grids, round trip through liblouis,
the checked-in ``braille/`` set equal to what the code renders, and the live board."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from tek_access.braille.layout import Text
from tek_access.braille.options import Options
from tek_access.braille.translate import PACKAGES, Translator, load_louis
from tek_access.braille.validate import _centred, check, check_brf
from tek_access.games.tek.braille import build, dial, render_sheet, tactile
from tek_access.games.tek.braille.board import board_sheet, board_snapshot, write_board
from tek_access.games.tek.braille.sheets import FILE_NAMES, SHEETS, region_line
from tek_access.games.tek.rules.catalog import load_catalog

LOUIS = load_louis()
needs_louis = pytest.mark.skipif(
    LOUIS is None, reason=f"liblouis not installed (apt-get install {PACKAGES})"
)
REPO = Path(__file__).resolve().parents[1]
CATALOG = load_catalog()

SNAPSHOT = {
    "turn": 12, "active": "Blue",
    "players": [
        {"seat": 0, "name": "Blue", "colour": "blue", "code": "b", "faction": "Orcs", "home": "ashfall",
         "resources": {"mana": 2, "ore": 1, "food": 3}, "tower": 1, "magic": 2, "meeples_in_play": 3},
        {"seat": 1, "name": "Ren\u00e9", "colour": "orange", "code": "o", "faction": "Elves",
         "home": "greymere", "resources": {"mana": 0, "ore": 4, "food": 1}, "tower": 0, "magic": 0,
         "meeples_in_play": 2},
    ],
    "cards": ["ashfall", "greymere"],
    "regions": {"ashfall.1": [{"colour": "blue", "code": "b", "searching": False}],
                "ashfall.3": [{"colour": "blue", "code": "b", "searching": True},
                              {"colour": "orange", "code": "o", "searching": False}],
                "greymere.2": [{"colour": "grey", "code": "", "searching": False}]},
    "tokens": {"ashfall.2": "hidden", "ashfall.4": "camp", "greymere.4": "dragons_lair"},
}


# every produced file passes the validator --------------------------------------------------

@needs_louis
@pytest.mark.parametrize("name", SHEETS)
@pytest.mark.parametrize("options", [
    Options(), Options(grade=1), Options(cells=24, lines=18), Options(cells=32, lines=27, form_feed=False),
    Options(cells=42, lines=30),
], ids=["default", "grade1", "smallest", "32x27-noff", "42x30"])
def test_every_sheet_is_valid_brf(name, options):
    data = render_sheet(name, options)
    assert check(data, options.cells, options.lines, options.form_feed) == []


def test_kit_sheet_valid_without_liblouis():
    data = render_sheet("kit", Options(use_liblouis=False))
    assert check_brf(data) == []


@needs_louis
def test_board_sheet_valid_and_written(tmp_path):
    path = write_board(SNAPSHOT, tmp_path)
    assert path == tmp_path / "board-turn-12.brf"
    assert check(path.read_bytes()) == []
    named = write_board(SNAPSHOT, tmp_path / "mine.brf", Options(cells=32, lines=20))
    assert check(named.read_bytes(), 32, 20) == []


# the checked-in set --------------------------------------------------------------------------

@pytest.mark.parametrize("name", SHEETS)
def test_braille_folder_equals_what_the_code_renders(name):
    if name != "kit" and LOUIS is None:
        pytest.skip(f"liblouis not installed (apt-get install {PACKAGES})")
    path = REPO / "braille" / FILE_NAMES[name]
    assert path.exists(), f"{path} missing: run tek-access braille --out braille"
    assert path.read_bytes() == render_sheet(name, Options()), (
        f"{path} is out of date: run tek-access braille --out braille"
    )


def test_braille_readme_names_every_file_with_its_page_count():
    readme = (REPO / "braille" / "README.md").read_text()
    for name in FILE_NAMES.values():
        found = re.search(rf"`{re.escape(name)}` \((\d+) pages\)", readme)
        assert found, f"braille/README.md does not describe {name}"
        pages = (REPO / "braille" / name).read_bytes().count(b"\f")
        assert int(found.group(1)) == pages, f"braille/README.md: {name} has {pages} pages"


# round trip ------------------------------------------------------------------------------

def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower().replace("\u2019", "'").replace("'", ""))


def _documents():
    yield "board", board_sheet(SNAPSHOT)
    yield "solo board", board_sheet(dict(SNAPSHOT, solo={"north": "ashfall", "south": "greymere"}))
    for name in SHEETS:
        yield name, build(name, Options())
    for name in SHEETS:
        yield f"{name} grade 1", build(name, Options(grade=1))


@needs_louis
def test_every_text_element_back_translates_to_its_print():
    for label, doc in _documents():
        translator = doc.translator
        for element in doc.elements:
            if isinstance(element, Text):
                back = translator.back_translate(element.brf).replace("\u2019", "'")
                assert back == element.source, (label, element.source)


@needs_louis
def test_every_text_page_back_translates_to_its_words():
    """Back-translate each text page as embossed (without running head and page number):
    every word on it belongs to the text placed there, and every word of every text comes
    back on the pages it was placed on."""
    for label, doc in _documents():
        translator: Translator = doc.translator
        pages = doc.pages()
        recovered_by_source: dict[str, set[str]] = {}
        prefixes = {w for e in doc.elements if isinstance(e, Text) and e.prefix
                    for w in _words(translator.back_translate(e.prefix))}
        prefixes |= {w for e in doc.elements if isinstance(e, Text)
                     for line in e.sample for w in _words(translator.back_translate(line))}
        for page in pages:
            if page.graphic:
                continue
            lines = list(page.lines)
            if doc.running_head and page.number > 1:
                lines = lines[1:]
            lines[-1] = lines[-1][: -len(page.label)]
            recovered = _words(translator.back_translate(" ".join(l.strip() for l in lines if l.strip())))
            allowed = {w for source in page.sources for w in _words(source)} | prefixes
            entries = {e.source for e in doc.elements if isinstance(e, Text) and e.style == "contents"}
            if entries & set(page.sources):  # entries end in guide dots and braille page numbers
                allowed |= {"5"} | {str(n) for n in range(1, len(pages) + 1)}
            stray = [w for w in recovered if w not in allowed]
            assert not stray, (label, page.number, stray)
            for source in page.sources:
                recovered_by_source.setdefault(source, set()).update(recovered)
        for source, recovered in recovered_by_source.items():
            missing = [w for w in _words(source) if w not in recovered]
            assert not missing, (label, source, missing)


# tactile maps ----------------------------------------------------------------------------

@pytest.mark.parametrize("side", list(CATALOG.territories.values()), ids=lambda s: s.id)
def test_map_is_true_to_the_grid(side):
    lines = tactile.draw(side, 40, 20)
    size = tactile.fit_size(side.rows, side.cols, 40, 20)
    w, h = size.width, size.height
    assert len(lines) == side.rows * (h + 1) + 1
    canvas = [line.ljust(side.cols * (w + 1) + 1) for line in lines]
    assert all(len(line) <= 40 for line in lines)
    # frame: the card edge is its own line style all round
    assert set(canvas[0]) == set(canvas[-1]) == {tactile.EDGE}
    assert all(row[0] == row[-1] == tactile.EDGE for row in canvas)
    assert len({*tactile.LINES, *tactile.TEXTURES.values()}) == len(tactile.LINES) + len(tactile.TEXTURES)
    owner = {tuple(cell): region for region in side.regions for cell in region.cells}
    rivers = {frozenset((r.id, o)) for r in side.regions for o in r.river_borders}
    for (r, c), region in owner.items():
        top, left = r * (h + 1) + 1, c * (w + 1) + 1
        if c + 1 < side.cols:
            other = owner[(r, c + 1)]
            column = [canvas[top + i][left + w] for i in range(h)]
            if other is region:
                assert not set(column) & set(tactile.LINES)
            elif frozenset((region.id, other.id)) in rivers:
                # a broken line: a river cell every other line, a blank at both ends
                assert column[0] == column[-1] == " " and tactile.RIVER in column
                assert all(column[i] == " " for i in range(0, h, 2))
            else:
                assert set(column) == {tactile.WALL_DOWN}
        if r + 1 < side.rows:
            other = owner[(r + 1, c)]
            row = canvas[top + h][left:left + w]
            if other is region:
                assert not set(row) & set(tactile.LINES)
            elif frozenset((region.id, other.id)) in rivers:
                assert row[0] == row[-1] == " " and tactile.RIVER in row
            else:
                assert set(row) == {tactile.WALL}
    # textures: every textured land type is on the map, never next to a line or a label
    for y, line in enumerate(canvas):
        for x, ch in enumerate(line):
            if ch in tactile.TEXTURES.values():
                around = {canvas[y + dy][x + dx] for dy in (-1, 0, 1) for dx in (-1, 0, 1)}
                assert not around & set(tactile.LINES), (side.id, y, x)
                assert not around & set("#ABCDEFGHIJ") - {ch}, (side.id, y, x)
    text = "\n".join(canvas)
    drawn = tactile.draw_map(side, 40, 20)
    for region in side.regions:  # a texture shows, or the region is an outlined area with its label
        if region.type in tactile.TEXTURES:
            assert (region.id in drawn.textured) != (region.id in drawn.bare), (side.id, region.id)
            if region.id in drawn.textured:
                assert tactile.TEXTURES[region.type] in text, (side.id, region.type)
    for region in side.regions:
        if region.passable:
            assert text.count(tactile.label(region)) == 1
            # two blank cells at least between the label and a line, one between it and anything
            # else, a blank line above and below
            row = next(i for i, line in enumerate(canvas) if tactile.label(region) in line)
            col = canvas[row].index(tactile.label(region))
            assert canvas[row][col - 1] == " " and canvas[row][col + 2] == " "
            assert not set(canvas[row][col - 2:col + 4]) & set(tactile.LINES)
            assert canvas[row - 1][col - 1: col + 3].strip() == ""
            assert canvas[row + 1][col - 1: col + 3].strip() == ""
    assert (tactile.RIVER in text) == bool(rivers)


def test_meeples_and_tokens_on_the_map_stand_apart_by_blank_cells():
    side = CATALOG.territories["ashfall"]
    lines = tactile.draw(side, 40, 20, marks={"ashfall.3": [";B", "WH"]}, extra={"ashfall.2": "CA"})
    text = "\n".join(lines)
    assert " ;B " in text and " WH " in text and "#B " in text and " CA " in text


def test_map_too_small_is_refused():
    side = next(iter(CATALOG.territories.values()))
    with pytest.raises(tactile.MapTooSmall, match="needs"):
        tactile.draw(side, 12, 8)


def test_territory_sheet_has_key_map_and_regions_for_every_side():
    if LOUIS is None:
        pytest.skip(f"liblouis not installed (apt-get install {PACKAGES})")
    doc = build("territories", Options())
    pages = doc.pages()
    maps = [p for p in pages if p.graphic]
    assert len(maps) == len(CATALOG.territories)
    for side in CATALOG.territories.values():
        key = next(i for i, p in enumerate(pages)
                   if not p.preliminary and any(s.startswith(side.name + ", card") for s in p.sources))
        at = next(i for i in range(key, len(pages)) if pages[i].graphic)  # the map follows its key
        assert at - key <= 3  # the side starts under the region list before it (issue 34)
        assert any(s.startswith("Map: " + side.name) for s in pages[at].sources)
        listed = [s for p in pages[at + 1:] for s in p.sources]
        if not any(r.river_borders for r in side.regions):
            assert listed[1] == "No rivers on this side."
        for region in side.regions:
            assert region_line(side, region) in listed


def test_region_line_gives_what_a_player_needs():
    side = CATALOG.territories["ashfall"]
    for region in side.usable:
        line = region_line(side, region)
        assert line.startswith(f"{region.number} {region.name}, ")
        for neighbour in region.neighbours:
            assert side.region(neighbour).name in line.split("Neighbours:")[1]
        assert ("On the card edge." in line) == region.on_edge
        assert ("Next to water." in line) == region.next_to_water
        assert ("River borders:" in line) == bool(region.river_borders)
        has_rivers = any(r.river_borders for r in side.regions)
        assert ("No river borders." in line) == (has_rivers and not region.river_borders)
    water = [r for r in side.regions if not r.passable]
    assert all(region_line(side, r).endswith("impassable.") for r in water)


# reference and factions --------------------------------------------------------------------

def _sources(doc) -> list[str]:
    return [e.source for e in doc.elements if isinstance(e, Text)]


@needs_louis
def test_reference_holds_every_topic_and_the_tower_table_from_the_catalog():
    sources = _sources(build("reference", Options()))
    headings = [e.source for e in build("reference", Options()).elements
                if isinstance(e, Text) and e.style == "heading"]
    for topic in ("The turn", "The six actions", "Collecting resources", "War", "Alliances",
                  "Tower", "Magic", "End of the game", "Scoring"):
        assert topic in headings
    for action in ("Patrol", "Quest", "Build", "Research", "Expand", "Trade"):
        assert any(s.startswith(action + ":") for s in sources)
    for level in CATALOG.tower:
        assert f"Level {level.level}: costs {level.cost} ore, {level.vp} VP." in sources
    text = " ".join(sources)
    assert "mana is worth 2, ore 1, food 0" in text
    assert "A tie goes to the defender" in text
    assert "meeples in play, then highest tower level, then highest magic level" in text


@needs_louis
def test_factions_each_under_its_heading_with_five_levels():
    """Issue 34: no new page for a cell-5 heading; each faction's heading, then its five levels."""
    doc = build("factions", Options())
    sources = _sources(doc)
    headings = [e.source for e in doc.elements if isinstance(e, Text) and e.style == "heading" and e.level == 2]
    assert headings == [f.name for f in CATALOG.factions.values()]
    for faction in CATALOG.factions.values():
        at = sources.index(faction.name)
        for level in faction.levels:
            assert sources[at + 1 + level.level].startswith(f"Level {level.level}: ")


# board -------------------------------------------------------------------------------------

@needs_louis
def test_board_says_who_is_where_and_every_track():
    snapshot = dict(SNAPSHOT, shields=["quest", "build"], alliances=[[0, 1]], end_triggered=True)
    snapshot["players"] = [dict(SNAPSHOT["players"][0], crown=True), SNAPSHOT["players"][1]]
    doc = board_sheet(snapshot)
    sources = _sources(doc)
    assert "Table, turn 12" in sources and "Active player: Blue." in sources
    assert "Quest: shield on it, taken this round." in sources and "Patrol: open." in sources
    assert ("b Blue: Orcs, home Ashfall Reach. Mana 2, ore 1, food 3. Tower level 1. "
            "Magic level 2. Meeples in play: 3. Holds the crown.") in sources
    assert any(s.startswith("o Rene: Elves") for s in sources)
    assert "Alliances: Blue and Rene." in sources and "Crown: held by Blue." in sources
    assert "End of the game: triggered; the game ends when this round is over." in sources
    ashfall = CATALOG.territories["ashfall"]
    r1, r2, r3, r4 = (ashfall.region(n) for n in (1, 2, 3, 4))
    assert f"1 {r1.name}, {r1.type}: b." in sources
    assert f"2 {r2.name}, {r2.type}: empty. Token: face down." in sources
    assert f"3 {r3.name}, {r3.type}: b searching, o." in sources
    assert any(s.startswith(f"4 {r4.name}") and s.endswith("Token: camp.") for s in sources)
    grey = CATALOG.territories["greymere"].region(2)
    assert f"2 {grey.name}, {grey.type}: n." in sources
    assert "Home of Rene." in sources
    # the maps: meeples by their sticker cells, tokens by their tile cells, blank cells apart
    maps = [p for p in doc.pages() if p.graphic]
    assert len(maps) == 2
    drawn = "\n".join(maps[0].lines)
    assert " ;B O " in drawn and " CA " in drawn and " ;8 " in drawn


def test_board_with_unknown_card_raises():
    with pytest.raises(KeyError, match="nowhere"):
        board_sheet(dict(SNAPSHOT, cards=["nowhere"]), Options(use_liblouis=LOUIS is not None))


@needs_louis
@pytest.mark.parametrize("players", [3, 5])
def test_board_from_a_real_game_snapshot(tmp_path, players):
    from tek_access.games.tek.rules.game import Game

    game = Game.new(players=players, seed=3, catalog=CATALOG, exploration=True)
    for index in range(80):  # a few turns in, so that cards and meeples are on the board
        choices = game.choices()
        game.apply(choices[(index * 7) % len(choices)])
    snapshot = board_snapshot(game.for_player(None))
    assert snapshot["cards"] and snapshot["regions"]
    assert all(t == "hidden" for rid, t in snapshot["tokens"].items() if rid not in game.state.revealed)
    path = write_board(snapshot, tmp_path, catalog=game.catalog)
    assert check(path.read_bytes()) == []
    sources = _sources(board_sheet(snapshot, catalog=game.catalog))
    assert f"{players} players" in sources
    for player in snapshot["players"]:
        assert any(s.startswith(f"{player['code']} {player['name']}: ") for s in sources)


# solo layout -------------------------------------------------------------------------------

def _dial_marks(lines: list[str]) -> list[tuple[int, int, str]]:
    """(line, first column, cells) of every number and the compass mark on a drawing's dial
    lines (the lines with no card on them)."""
    found = []
    for y, line in enumerate(lines):
        if tactile.EDGE in line:
            continue
        for match in re.finditer(r"\S+", line):
            found.append((y, match.start(), match.group()))
    return found


@pytest.mark.parametrize("north", [True, False], ids=["north", "south"])
@pytest.mark.parametrize("card", ["ashfall", "greymere"])
def test_solo_half_has_the_compass_and_its_hours_with_blank_cells_all_round(card, north):
    from tek_access.games.tek.rules import compass

    side = CATALOG.territories[card]
    lay = compass.layout_of(CATALOG, card, "greymere") if north else compass.layout_of(CATALOG, "ashfall", card)
    west = next(lay.boxes[r.id][0][0] - r.cells[0][1] for r in side.regions if r.id in lay.boxes)
    centre = lay.compass[0] - west
    lines = dial.draw_solo_half(side, centre, north, 40, 21)
    marks = _dial_marks(lines)
    hours = {2: (9, 10, 11, 12, 1, 2, 3), 0: (3, 4, 5, 6, 7, 8, 9)}[2 if north else 0]
    assert sorted(text for _y, _x, text in marks) == sorted([dial.COMPASS] + [dial.hour_cells(h) for h in hours])
    # the compass cell is where the compass module puts it: below or above the card's middle
    card_rows = [y for y, line in enumerate(lines) if tactile.EDGE in line]
    frame = lines[card_rows[0]]
    left = frame.index(tactile.EDGE)
    w = (len(frame.rstrip()) - left - 1) // side.cols - 1
    my, mx, _ = next(m for m in marks if m[2] == dial.COMPASS)
    assert abs((mx + len(dial.COMPASS) / 2) - (left + centre * (w + 1) + 0.5)) <= 1
    assert (my > card_rows[-1]) == north and (my < card_rows[0]) == (not north)
    # a blank line between the card and the dial, a blank cell round every number and the mark
    assert lines[card_rows[-1] + 1 if north else card_rows[0] - 1] == ""
    grid = [line.ljust(42) for line in lines] + [" " * 42]
    for y, x, text in marks:
        for yy in (y - 1, y, y + 1):
            for xx in range(x - 1, x + len(text) + 1):
                if yy == y and x <= xx < x + len(text):
                    continue
                assert grid[yy][xx] == " ", (card, north, text)
    # 12 above the compass on the north half, 6 below it on the south half
    top = next(m for m in marks if m[2] == dial.hour_cells(12 if north else 6))
    assert (top[0] < my) == north and abs(top[1] - mx) <= 1


@needs_louis
def test_solo_sheet_names_the_compass_every_hour_and_both_cards():
    from tek_access.games.tek.rules import compass

    doc = build("solo", Options())
    sources = _sources(doc)
    assert "Key: solo layout, north" in sources and "Key: solo layout, south" in sources
    assert any(s.startswith("dots 1246: the compass cell") for s in sources)  # its sample named by its dots
    north, south = (CATALOG.territories[s] for s in ("ashfall", "greymere"))
    assert any(north.name in s and "north" in s and south.name in s for s in sources)
    lay = compass.layout_of(CATALOG, "ashfall", "greymere")
    for hour in range(1, 13):
        line = next(s for s in sources if s.startswith(f"Hour {hour}:") or s.startswith(f"Hour {hour},"))
        crossed = compass.hits(lay, lay.compass, hour, list(lay.boxes))
        names = [CATALOG.region(rid).name for rid in crossed]
        assert [n for n in names if n in line] == names, line
        assert bool(crossed) == ("no region" not in line)
    assert "Hour 12, north: on the Dummy's card, 4 Ashfall Citadel, then 5 " in " ".join(sources)
    maps = [p for p in doc.pages() if p.graphic]
    assert len(maps) == 2
    for page, side in zip(maps, (north, south)):
        drawn = "\n".join(line for line in page.lines[1:-1]
                           if not _centred(line) or tactile.EDGE in line)  # no headings
        assert drawn.count(dial.COMPASS) == 1
        for hour in (6, 9, 3) if side is south else (12, 9, 3):  # hours as numbers
            assert dial.hour_cells(hour) in drawn
        for region in side.regions:
            if region.passable:
                card = " ".join(line for line in drawn.splitlines() if tactile.EDGE in line).split()
                assert card.count(tactile.label(region)) == 1, (side.id, region.id)
                assert any(s.startswith(f"{region.name}, ") and "toward hour" in s for s in sources)


@needs_louis
def test_solo_layout_on_the_smallest_pages_is_split_and_the_hours_in_text():
    """On pages of 24 cells by 18 lines each half of the solo layout is drawn in parts (it was
    left out, with a sentence saying so); the hours are in text as on every page size."""
    doc = build("solo", Options(cells=24, lines=18))
    assert sum(p.graphic for p in doc.pages()) >= 4
    sources = _sources(doc)
    assert not any("too short for the solo layout maps" in s for s in sources)
    assert any(re.search(r"The map is drawn in [2-6] parts", s) for s in sources)
    assert sum(s.startswith("Hour ") for s in sources) == 12
    assert check(doc.render(), 24, 18) == []


@needs_louis
def test_solo_board_snapshot_and_sheet():
    from tek_access.games.tek.rules.game import Game

    game = Game.new(players=2, seed=2, solo=True, catalog=CATALOG)
    while game.pending.kind.name.startswith("CHOOSE"):
        game.apply(game.choices()[0])
    snapshot = board_snapshot(game.for_player(None))
    homes = [p.home for p in game.state.players]
    assert snapshot["solo"] == {"north": homes[game.dummy], "south": homes[1 - game.dummy]}
    doc = board_sheet(snapshot, catalog=game.catalog)
    assert check(doc.render()) == []
    assert "Solo layout" in _sources(doc)
    assert "solo" not in board_snapshot(Game.new(players=2, seed=2, catalog=CATALOG).for_player(None))
