"""Issue 34, braille a reader can find their way in: every region found by touch (a texture, or an
outlined area with its label inside; water and crags too; the region numbers of the text on the
map), the Vikings board map showing the game, one symbol one meaning (the solo hours and the
region labels told apart by form), Vikings maps split rather than dropped on small pages, and the
checkers that would have caught each finding. Each checker is shown to find the defect as
today's files had it (the same lines, rebuilt here: the files of the commit before the fix are not
part of the tree)."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tek_access.braille.keycheck import (
    area_problems,
    brf_keys,
    brf_problems,
    key_problems_brf,
    label_problems,
    piece_lines_problems,
)
from tek_access.braille.options import Options
from tek_access.braille.translate import PACKAGES, Translator, load_louis
from tek_access.braille.validate import check_formats
from tek_access.games.tek.braille import dial, mapkey, render_sheet, tactile
from tek_access.games.tek.braille.sheets import SHEETS, kit_codes
from tek_access.games.tek.rules.catalog import load_catalog

LOUIS = load_louis()
needs_louis = pytest.mark.skipif(LOUIS is None, reason=f"liblouis not installed (apt-get install {PACKAGES})")
REPO = Path(__file__).resolve().parents[1]
CATALOG = load_catalog()
SIZES = [Options(), Options(grade=1), Options(cells=32, lines=27), Options(cells=32, lines=25),
         Options(cells=24, lines=18), Options(cells=42, lines=30)]


def _page(lines: list[str], number: str, cells: int = 40, rows: int = 25, head: str = "") -> str:
    """A BRF page of ``lines`` under a running head, padded to ``rows`` lines, its number last."""
    body = ([head] if head else []) + lines
    body += [""] * (rows - 1 - len(body))
    return "".join(line + "\r\n" for line in body) + " " * (cells - len(number)) + number + "\r\n\f"


# 1. every region found by touch ------------------------------------------------------------

@needs_louis
@pytest.mark.parametrize("options", SIZES, ids=["default", "grade1", "32x27", "32x25", "24x18", "42x30"])
def test_every_region_of_every_side_is_on_a_map_with_its_label(options):
    """No side without a map at any size the command accepts (24 cells: in parts); every region,
    water and crags included, labelled with the number the text gives it; at 40 and 32 cells every
    region of a textured type shows its texture."""
    doc = mapkey.Document(options.translator(), options.page_format(), "T")
    for side in CATALOG.territories.values():
        drawing = mapkey.plan_map(doc, side, options.cells, options.lines, level=3)
        assert drawing is not None, side.id
        labels = " ".join(" ".join(d.lines) for _t, _g, d in drawing.pages()).split()
        for region in side.regions:
            assert tactile.label(region) in labels, (side.id, region.id)
        if options.cells >= 32:
            assert drawing.map.bare == set(), (side.id, drawing.map.bare)
        for _title, _gap, drawn in drawing.pages():
            assert area_problems(drawn.lines, set(drawn.textures.values())) == []


@needs_louis
def test_the_water_and_the_crags_of_the_solo_maps_are_textured_and_labelled():
    """The solo maps had only forest textured; Still Mere and Mistwater Pool had neither texture
    nor label, while the key promised "its label inside its walls"."""
    data = render_sheet("solo", Options())
    maps = [lines for key in brf_keys(data) for _page, lines in key["maps"]]
    assert len(maps) == 2
    for lines in maps:
        drawn = "\n".join(lines)
        assert "#F" in drawn and "**" in drawn  # the water's label and its texture (dots 16)
        assert "VV" in drawn and "//" in drawn


@needs_louis
def test_a_live_solo_board_labels_its_crags():
    """A live solo board's Frostmarch crags region was an empty box."""
    from tek_access.games.tek.braille.board import board_sheet

    side = CATALOG.territories["frostmarch"]
    crags = next(r for r in side.regions if r.type == "crags")
    snapshot = {"turn": 1, "active": "Dummy", "players": [], "cards": ["frostmarch"], "regions": {},
                "tokens": {}, "solo": {"north": "frostmarch", "south": "greymere"}}
    data = board_sheet(snapshot, catalog=CATALOG).render()
    assert brf_problems(data) == []
    maps = [lines for key in brf_keys(data) for _page, lines in key["maps"]]
    assert all(tactile.label(crags) in " ".join(lines).split() for lines in maps[:1])


@needs_louis
@pytest.mark.parametrize("cells,lines", [(24, 18), (24, 19), (32, 18), (40, 18), (24, 25), (32, 19), (40, 25)])
def test_the_solo_layout_is_drawn_at_every_page_size(cells, lines):
    """The solo sheet and a live solo board had no solo maps on pages of 18 lines (or 19 to 25 on
    narrow ones): now each half is drawn, split over pages where it must be (a note in its key),
    every region labelled, and the checkers pass."""
    from tek_access.braille.validate import check
    from tek_access.games.tek.braille import build
    from tek_access.games.tek.braille.board import board_sheet

    options = Options(cells=cells, lines=lines)
    snapshot = {"turn": 1, "active": "Dummy", "players": [], "cards": ["frostmarch"], "regions": {},
                "tokens": {}, "solo": {"north": "frostmarch", "south": "greymere"}}
    for doc, north, south in ((build("solo", options), "ashfall", "greymere"),
                              (board_sheet(snapshot, options, catalog=CATALOG), "frostmarch", "greymere")):
        sources = " ".join(getattr(e, "source", "") for e in doc.elements)
        assert "too short for the solo layout" not in sources
        data = doc.render()
        assert brf_problems(data, lines) == [] and check(data, cells, lines) == []
        keys = [k for k in brf_keys(data, lines) if any(s.startswith("H#") for s, *_r in k["symbols"])]
        assert len(keys) == 2  # one key for each half, each before its map or its parts
        for key, card in zip(keys, (north, south)):
            drawn = " ".join(key["drawn"]).split()
            assert dial.COMPASS in drawn
            for region in CATALOG.territories[card].regions:
                assert tactile.label(region) in drawn, (card, region.id)


def test_the_area_checker_finds_an_unlabelled_blank_region():
    """Today's solo north map: Still Mere drawn as a blank box (no label, no texture)."""
    today = ["=====================================",
             "=                 _                 =",
             "=   #A            _   #B            =",
             "=                 _                 =",
             "= 7 7 7  W33333333W33333333W        =",
             "=        _                 _        =",
             "=   #C   _                 _        =",
             "=        _                 _        =",
             "= VVVVVV W33333333W33333333W33333333=",
             "= VVVVVV _        _                 =",
             "= VVVVVV _   #D   _   #E            =",
             "=        _        _                 =",
             "====================================="]
    problems = area_problems(today, {"V"})
    assert len(problems) == 1 and "line 6, cell 11" in problems[0] and "neither a texture nor a label" in problems[0]
    labelled = today[:6] + ["=   #C   _   #F            _        ="] + today[7:]
    assert area_problems(labelled, {"V"}) == []


def test_the_label_checker_finds_a_region_of_the_text_with_no_label():
    """Today's territories: 11 of 16 sides listed a region 6 in the text with no label on the map."""
    key = ["    ,KEY", "", "#A ,A%5 ,P1K1 M.TA9", "#B ,SM\\LD] ,FIELDS1 PLA9S"]
    drawn = ["==========", "=        =", "=   #A   =", "=        =", "=   #B   =", "=        =", "=========="]
    after = ["      ,REGIONS3 ,A%FALL", "#A ,A%5 ,P1K1 M.TA91 NOR?-WE/4", "#B ,SM\\LD] ,FIELDS4",
             "#F ,/ ,M]E1 WAT]1 C5TRE3 IMPASSABLE4"]
    data = (_page(key, "#A", head="   HEAD") + _page(["", "      ,MAP3 ,A%FALL", ""] + drawn, "#B", head="   HEAD")
            + _page(after, "#C", head="   HEAD")).encode("ascii")
    keys = brf_keys(data)
    assert len(keys) == 1 and keys[0]["maps"]
    assert label_problems(keys[0]) == ["map on page 2: region #F of the text has no label on the map"]


# 3. one symbol, one meaning --------------------------------------------------------------

def test_the_key_checker_finds_a_symbol_with_two_meanings_and_an_entry_off_its_map():
    """Today's solo key: #A was hour 1 and region 1, on the same maps; hours 4 to 8 were listed
    in the key of a map that does not show them."""
    key = ["    ,KEY3 SOLO LAY\\T", "", "#A H\\R #A", "#E H\\R #E", "", "#A ,A%5 ,P1K1 M.TA9"]
    drawn = ["==========", "=        =", "=   #A   =", "=        =", "==========", "", "   #A   #B   #C"]
    data = (_page(key, "#A", head="   HEAD") + _page(["", "      ,SOLO1 NOR?", ""] + drawn, "#B",
                                                    head="   HEAD")).encode("ascii")
    problems = key_problems_brf(brf_keys(data)[0])
    assert any("key symbol #A means" in p for p in problems)
    assert any("key symbol #E" in p and "on none of its maps" in p for p in problems)


@needs_louis
def test_solo_hours_and_region_labels_differ_in_form():
    """An hour is the letter h and its number (``H#AB``, read "h12"), a label its number alone;
    each half of the solo layout has its own key, listing the hours of its own dial."""
    translator = Translator(2)
    assert translator.back_translate(dial.hour_cells(12)) == "h12"
    assert dial.hour_cells(1) != tactile.label(CATALOG.territories["ashfall"].regions[0])
    data = render_sheet("solo", Options())
    keys = brf_keys(data)
    solo = [k for k in keys if k["maps"]]
    assert len(solo) == 2 and all(len(k["maps"]) == 1 for k in solo)
    for key, hours in zip(solo, ((9, 10, 11, 12, 1, 2, 3), (9, 8, 7, 6, 5, 4, 3))):
        symbols = [s for s, *_rest in key["symbols"]]
        assert [s for s in symbols if s.startswith("H")] == [dial.hour_cells(h) for h in hours]
        assert len(symbols) == len(set(symbols))  # one meaning each
    assert brf_problems(data) == []


# 2. the Vikings board shows the game ------------------------------------------------------

def _vikings_game(players: int = 3, moves: int = 120, seed: int = 7):
    import random

    from tek_access.games.vikings.rules.game import Game

    rng = random.Random(5)
    game = Game.new(players, seed=seed)
    for _ in range(moves):
        choices = [] if game.over else game.choices()
        if not choices:
            break
        game.apply(rng.choice(choices))
    return game.for_player(None)


def test_the_vikings_board_map_carries_every_piece_of_the_state():
    from tek_access.games.vikings.braille import board as braille_map

    view = _vikings_game()
    s = view.state
    pieces = braille_map.board_pieces(view)
    # counts read as counts: the settlers and temples on the map add up to those on the islands
    on_islands = [p for iid in view.map.islands for p in pieces[iid] if not p.startswith("RUNE")]
    total = sum(sum(v) for v in s.settlers.values())
    assert sum(int(Translator(2).back_translate(p.split()[1])) for p in on_islands) == total
    assert on_islands and total
    ships = sum(int(Translator(2).back_translate(line.split()[1])) for fid in view.map.fjords for line in pieces[fid])
    docked = sum(int(Translator(2).back_translate(p.split()[3])) for p in on_islands)
    assert ships + docked == len(s.ships)
    holders = [iid for iid, h in s.runes.items() if h is not None]
    assert all(any(p.startswith("RUNE ;") for p in pieces[iid]) for iid in holders)
    drawn = braille_map.draw(view.map, 40, 20, pieces)
    assert piece_lines_problems([p.lines for p in drawn.parts], drawn.pieces) == []


def test_the_piece_checker_finds_a_board_map_without_the_game():
    """Today's Vikings board map was the empty island map: ships, settlers and temples only in
    the text ("Middle fjord: Blue and Blue.")."""
    from tek_access.games.vikings.braille import board as braille_map

    view = _vikings_game()
    empty = braille_map.draw(view.map, 40, 20)  # the map without the game, as today
    expected = braille_map.draw(view.map, 40, 20, braille_map.board_pieces(view)).pieces
    assert expected
    problems = piece_lines_problems([p.lines for p in empty.parts], expected)
    assert problems and all("the map does not show it" in p for p in problems)


@needs_louis
def test_the_vikings_board_text_counts_ships():
    from tek_access.games.vikings import braille

    view = _vikings_game(4, 140)
    lines = braille.state_lines(view)
    fjords = [line for line in lines if "fjord:" in line]
    assert fjords and all(re.search(r"(no ships|\d+ \w+ ships?)", line) for line in fjords)
    assert not any(re.search(r"(\w+) and \1\b", line) for line in lines)  # never "Blue and Blue"
    doc = braille.board_sheet(view)
    sources = [getattr(e, "source", "") for e in doc.elements]
    assert any(s.startswith("Under a fjord") for s in sources)  # the key says how ships are shown


# 4. Vikings maps on small pages -----------------------------------------------------------

@needs_louis
@pytest.mark.parametrize("cells,lines", [(32, 25), (32, 27), (24, 18)])
def test_vikings_island_maps_at_small_sizes_are_split_not_dropped(cells, lines):
    from tek_access.games.vikings import braille

    data = braille.render_sheet("islands", Options(cells=cells, lines=lines))
    text = data.decode("ascii")
    assert "NO TACTILE MAP" not in text.upper() and ",NO TACTILE MAP" not in text
    keys = [k for k in brf_keys(data, lines) if k["maps"]]
    assert len(keys) == 3  # a key and its map (whole or in parts) for each side
    assert brf_problems(data, lines, walls=(braille.FRAME,)) == []


# 5. the other findings ----------------------------------------------------------------------

@needs_louis
def test_vikings_title_and_running_head_agree_and_the_design_is_credited():
    from tek_access.games.vikings import braille

    for name in braille.SHEETS:
        pages = braille.render_sheet(name, Options()).decode("ascii").split("\f")
        title = pages[0].split("\r\n")[0].strip()
        head = pages[1].split("\r\n")[0].strip()
        assert title == head, name
        words = Translator(2).back_translate(" ".join(pages[0].split()))
        words = words.replace("\u2019", "'")
        assert "this project's own design" in words and "the game by Scott Almes" in words
        assert not words.split("Vikings", 2)[-1].lstrip().startswith("by Scott")  # not the sheet's author


@needs_louis
def test_vikings_map_page_has_a_blank_line_under_its_heading_and_the_key_says_water_is_blank():
    from tek_access.games.vikings import braille

    doc = braille.islands_sheet(Options())
    sources = [getattr(e, "source", "") for e in doc.elements]
    assert any(s.startswith("Open water is blank") for s in sources)
    for key in brf_keys(doc.render()):
        for page, lines in key["maps"]:
            text = doc.render().decode("ascii").split("\f")[page - 1].split("\r\n")
            top = text.index(lines[0])
            assert text[top - 1] == "" and text[top - 2].strip()


def test_the_number_checker_finds_a_number_split_from_its_word():
    """Today's Vikings cards: "6 / settlers", "0 / villages"."""
    page = ["   HEAD", "", ",CLAN BO>D", ",RED3 WOOD1 #F", "  SETTL]S ON ! BO>D4"]
    data = _page(page[1:], "#A", head=page[0]).encode("ascii")
    assert any("number #F split from the word after it" in p for p in check_formats(data))


def test_the_number_checker_finds_a_number_after_its_label_split_from_its_word():
    """Today's Vikings cards (40 by 25, page 8, lines 6 and 7): "exchange up to 2 resources 1 /
    for 1", a number after a label, which the check of a lone number let pass."""
    page = ["              ,VIK+S C>DS", ",KETIL1 ,FREYA RUNE1 /R5G? #A4 ,L1D]3",
            "  EXPLORE #C4 ,RUNE AC;N ) #A ,FREYA", "  RUNE3 EX*ANGE UP TO #B RES\\RCES #A", "  = #A4"]
    data = _page(page[1:], "#H", head=page[0]).encode("ascii")
    assert any("number #A split from the word after it (=)" in p for p in check_formats(data))
    # a range, or a list, may part: "dots 1 / to 6", "3 / and 5 wood"
    fine = ["   HEAD", "FULL CELL1 DOTS #A", "  TO #F3 C>D $GE4", "TEMPLES CO/ #C", "  & #E WOOD4"]
    assert [p for p in check_formats(_page(fine[1:], "#A", head=fine[0]).encode("ascii")) if "split" in p] == []


@needs_louis
@pytest.mark.parametrize("options", SIZES, ids=["default", "grade1", "32x27", "32x25", "24x18", "42x30"])
def test_no_number_ends_a_line_before_its_word_at_any_size(options):
    """The layout keeps a number with the word it counts at every page size, after a label too
    ("RES\\RCES #A = #A4" on one line, never "1 / for 1"), in every sheet of both games."""
    from tek_access.games.vikings import braille as vikings_braille

    for render, names in ((render_sheet, SHEETS), (vikings_braille.render_sheet, vikings_braille.SHEETS)):
        for name in names:
            problems = check_formats(render(name, options), options.cells, options.lines)
            assert [p for p in problems if "split from" in p] == [], name


def test_the_page_checker_finds_a_spill_and_a_near_empty_section_page():
    """Today's kit: a page holding only ``;X BLACK``; today's territories: the introduction alone
    on a page before the first side's cell-5 heading."""
    spill = (_page(["", "          ,KIT", "  ,A PARAGRAPH4"] + ["TEXT"] * 20, "#A", head="   HEAD")
             + _page([";X BLACK"], "#B", head="   HEAD") + _page(["", "          ,/RIPS", "TEXT"], "#C",
                                                                  head="   HEAD"))
    assert any("only 1 lines" in p for p in check_formats(spill.encode("ascii")))
    short = (_page(["", "          ,T]RITORIES", "  ,A PARAGRAPH4"], "#A", head="   HEAD")
             + _page(["", "    ,A%FALL ,R1*", "TEXT"] + ["TEXT"] * 18, "#B", head="   HEAD")
             + _page(["TEXT"], "#C", head="   HEAD"))
    assert any("under a third full" in p for p in check_formats(short.encode("ascii")))


# the embossed set and bad input --------------------------------------------------------------

@needs_louis
@pytest.mark.parametrize("name", SHEETS)
def test_the_embossed_set_passes_the_extended_checkers(name):
    data = (REPO / "braille" / f"{name}.brf").read_bytes()
    assert data == render_sheet(name, Options())
    assert brf_problems(data) == []


@pytest.mark.parametrize("content,reason", [('{"bad": 1}', "not a tek-access save"), ("xx", "not valid JSON")])
def test_a_save_that_cannot_be_drawn_is_refused_by_name_with_the_reason(tmp_path, content, reason):
    save = tmp_path / "broken.json"
    save.write_text(content)
    env = dict(os.environ, PYTHONPATH=str(REPO))
    done = subprocess.run([sys.executable, "-m", "tek_access", "braille", "--board", str(save), "--out",
                           str(tmp_path / "out")], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 1
    assert "broken.json" in done.stderr and reason in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "out").exists() or not list((tmp_path / "out").iterdir())


@needs_louis
def test_notes_say_what_is_true_of_their_file():
    """Left from the last reading: "dots 3 6" and "dots 36" in one file (UEB writes "dots 36");
    the grade 1 kit note said a lone b, p or x reads as a word (untrue in grade 1); the grade 1
    solo note described passage indicators the file does not use; tables linearised without a
    note; a solo paragraph in a non-solo board's notes."""
    from tek_access.games.tek.braille import build
    from tek_access.games.tek.braille.board import board_sheet

    def sources(doc) -> str:
        return " ".join(getattr(e, "source", "") for e in doc.elements)

    kit = sources(build("kit", Options()))
    assert "dots 3 6" not in kit and "dots 36" in kit
    assert "would read as the words but" not in sources(build("kit", Options(grade=1)))
    assert "passage indicator" not in sources(build("solo", Options(grade=1)))
    assert "passage indicator" in sources(build("solo", Options()))
    for name in ("reference", "factions"):
        assert "given as lists, one" in sources(build(name, Options())) or "given as a list" in \
            sources(build(name, Options()))
    snapshot = {"turn": 1, "active": "Ann", "players": [], "cards": ["ashfall"], "regions": {}, "tokens": {}}
    assert "solo" not in sources(board_sheet(snapshot, catalog=CATALOG)).lower()
    solo = dict(snapshot, solo={"north": "ashfall", "south": "greymere"})
    assert "This is a solo game" in sources(board_sheet(solo, catalog=CATALOG))


@needs_louis
def test_kit_strips_keep_their_label_and_do_not_wrap():
    """The strips page: a label line between strips and 9-copy strips that wrapped; now each
    code's name with its strips (7 for the meeples, 2 for the tokens), each whole on its line."""
    data = render_sheet("kit", Options()).decode("ascii")
    lines = [re.sub(r" {3,}P?#[A-J]+$", "", line) for line in data.replace("\f", "").split("\r\n")]
    at = max(i for i, line in enumerate(lines) if line.startswith(";B BLUE"))  # in the strips
    assert lines[at + 1] == "   ".join([";B"] * 7) and lines[at + 2] == "   ".join([";B"] * 2)
    assert lines[at - 1] == ""  # a blank line before each code's name


def _tek_piece_problems(snapshot, catalog, options) -> list[str]:
    """keycheck.piece_problems on each page of each board map (a region's pieces stand in the
    first part of a split map it reaches): every piece the text after the map lists."""
    from tek_access.braille.keycheck import piece_problems
    from tek_access.games.tek.braille.board import map_pieces

    doc = mapkey.Document(options.translator(), options.page_format(), "T")
    problems = []
    for card in snapshot["cards"]:
        side = catalog.territories[card]
        marks, extra = map_pieces(snapshot, card, catalog)
        drawing = mapkey.plan_map(doc, side, options.cells, options.lines, marks, extra)
        assert drawing is not None, card
        seen: set[str] = set()
        for _title, _gap, drawn in drawing.pages():
            expected = {}
            for region in side.regions:
                here = ([extra[region.id]] if region.id in extra else []) + marks.get(region.id, [])
                if region.passable and here and region.id not in seen \
                        and tactile.label(region) in " ".join(drawn.lines).split():
                    expected[tactile.label(region)] = here
                    seen.add(region.id)
            problems += [f"{card}: {p}" for p in piece_problems(drawn.lines, expected)]
        problems += [f"{card}: {rid} left out: {left}" for rid, left in drawing.map.left_out.items()]
    return problems


@needs_louis
@pytest.mark.parametrize("options", SIZES, ids=["default", "grade1", "32x27", "32x25", "24x18", "42x30"])
def test_a_tek_board_map_carries_every_piece_at_every_size(options):
    """At 24 by 18 some meeples did not fit their boxes and were only in the text (66 across
    the random boards; the key named the regions): now a crowded map is split further (each grid
    row a part) and a part's boxes may be larger, so every piece the text lists is on the map,
    under its region's label, at every size, on the boards of 50 random saves."""
    from braille_boards import random_boards

    for index, (snapshot, catalog) in enumerate(random_boards()):
        assert _tek_piece_problems(snapshot, catalog, options) == [], index


def test_the_tek_piece_checker_finds_a_piece_left_off_the_map():
    """Today's 24-by-18 board: Sunken Abbey's box held its token and one of two purple meeples."""
    today = ["==========================",
             "=            _           =",
             "=     #C     _           =",
             "=     CA     _           =",
             "=     ;P     _           =",
             "=            _           =",
             "=========================="]
    from tek_access.braille.keycheck import piece_problems

    assert piece_problems(today, {"#C": ["CA", ";P", ";P"]}) == ["#C: the text lists 2 of ;P, the map shows 1"]
    assert piece_problems(today, {"#C": ["CA", ";P"]}) == []


@needs_louis
def test_a_vikings_save_through_the_shared_command_keeps_the_page_size(tmp_path):
    """``tek-access braille --board SAVE --cells 32`` wrote a Vikings board at 40 cells."""
    from tek_access.braille.validate import check
    from tek_access.games.vikings.rules.game import Game
    from tek_access.storage import save_game

    save = save_game(Game.new(4, seed=3), tmp_path / "vikings.json")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    done = subprocess.run([sys.executable, "-m", "tek_access", "braille", "--board", str(save), "--cells", "32",
                           "--lines", "27", "--out", str(tmp_path / "out")], capture_output=True, text=True,
                          timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    data = (tmp_path / "out" / "board-turn-0.brf").read_bytes()
    assert check(data, 32, 27) == [] and max(len(line) for line in data.split(b"\r\n")) <= 32


def test_a_white_meeple_after_a_token_is_text_not_a_wall_junction():
    """A part's larger boxes put two codes on one line, ``CA WH``: the W of white (dots 2456,
    also the cell where walls meet) is a code's first cell, not a line beside CA; a lone W is."""
    from tek_access.braille.checks import map_problems

    lines = set(tactile.LINES)
    ok = ["============", "=          =", "=   #A     =", "=  CA WH   =", "=          =", "============"]
    assert map_problems(ok, set(), lines, kit_codes()) == []
    bad = ["============", "=    _     =", "=    W3333 =", "=  CA _    =", "=    _     =", "============"]
    assert any("CA stands fewer than 2 blank cells" in p for p in map_problems(bad, set(), lines, kit_codes()))


def test_a_split_vikings_board_map_leaves_no_fjord_alone_where_a_better_cut_exists():
    """A random 2-player board at 40 cells by 20 lines was cut into a north part and a south
    part holding one fjord alone (a page for a fjord, away from the islands it joins); of the
    cuts into as many parts, the one that leaves no lone fjord is taken. Over the boards of 50
    random saves, parts holding a single fjord: 15 at 40 by 20 before, 6 now."""
    from braille_boards import random_vikings_boards

    from tek_access.games.vikings.braille import board as braille_map

    def lone(view, drawn) -> int:
        return sum(len(p.places) == 1 and p.places[0] in view.map.fjords for p in drawn.parts)

    views = random_vikings_boards(50)
    first = braille_map.draw(views[0].map, 40, 20, braille_map.board_pieces(views[0]))
    assert len(first.parts) == 2 and lone(views[0], first) == 0
    assert all(part.places for part in first.parts)
    assert sum(lone(v, braille_map.draw(v.map, 40, 20, braille_map.board_pieces(v))) for v in views) <= 6
