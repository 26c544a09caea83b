"""The braille checker (issue 25) over every sheet and over the boards of 50 random saves: the BRF
format and BANA formats (headings by level, preliminary pages, full contents), each map's textures
table, its areas, lines and label spacing, and every key entry back-translated to what it means.
Also: each check finds what it is for."""
from __future__ import annotations

import time

import pytest
from braille_boards import random_boards

from tek_access.braille.checks import document_problems, key_problems, map_problems, texture_problems
from tek_access.braille.keycheck import brf_problems
from tek_access.braille.layout import Document, PageFormat
from tek_access.braille.options import Options
from tek_access.braille.translate import PACKAGES, Translator, load_louis
from tek_access.braille.validate import check, check_formats
from tek_access.games.tek.braille import build, tactile
from tek_access.games.tek.braille.board import board_sheet
from tek_access.games.tek.braille.sheets import SHEETS, kit_codes

needs_louis = pytest.mark.skipif(load_louis() is None, reason=f"liblouis not installed (apt-get install {PACKAGES})")


def _all_problems(doc: Document, options: Options) -> list[str]:
    """The BRF and format checks on the embossed file, the map and key checks on the document
    (which knows its line cells; the BRF-only map check, brf_maps, runs in test_braille_findings)."""
    data = doc.render()
    return check(data, options.cells, options.lines, options.form_feed) + document_problems(doc, codes=kit_codes()) \
        + brf_problems(data, options.lines, options.form_feed)


@needs_louis
@pytest.mark.parametrize("options", [Options(), Options(grade=1), Options(cells=32, lines=27),
                                     Options(cells=24, lines=18)],
                         ids=["default", "grade1", "32x27", "smallest"])
@pytest.mark.parametrize("name", SHEETS)
def test_every_sheet_passes_every_check(name, options):
    assert _all_problems(build(name, options), options) == []


@needs_louis
def test_boards_of_50_random_saves_pass_every_check():
    start = time.perf_counter()
    boards = random_boards()
    assert len(boards) == 50
    assert sum(bool(s["tokens"]) for s, _ in boards) >= 10 and sum("solo" in s for s, _ in boards) >= 5
    for index, (snapshot, catalog) in enumerate(boards):
        assert _all_problems(board_sheet(snapshot, catalog=catalog), Options()) == [], index
    assert time.perf_counter() - start < 30  # a guard against a runaway, not a speed target


@needs_louis
@pytest.mark.parametrize("options", [Options(grade=1), Options(cells=24, lines=18), Options(cells=32, lines=27)],
                         ids=["grade1", "smallest", "32x27"])
def test_boards_pass_every_check_at_other_sizes(options):
    """On the smallest pages some maps do not fit: the key then serves the maps that do, and a
    sentence names the cards whose maps are left out."""
    for index, (snapshot, catalog) in enumerate(random_boards()[:20]):
        assert _all_problems(board_sheet(snapshot, options, catalog=catalog), options) == [], index


# each check finds its defect ------------------------------------------------------------------

def test_textures_one_dot_apart_or_of_one_shape_are_found():
    assert texture_problems({"capital": "+", "mountain": "/"})  # dots 346 and 34
    assert texture_problems({"a": "A", "b": "'"})  # dot 1 and dot 3: two dots apart, one shape
    assert texture_problems({"forest": "L"}, ("_",))  # a texture shaped like the wall down
    assert texture_problems(dict(tactile.TEXTURES)) == []


MAP = ["==========",
       "= #A G   =",
       "=    G   =",
       "=GGGGG   =",
       "= X  G   =",
       "=========="]


def test_map_defects_are_found():
    problems = map_problems(MAP, {"X"})
    assert any("#A stands fewer than 2" in p for p in problems)
    assert any("'G' and the frame" in p for p in problems)  # a solid wall like the frame
    assert any("texture 'X' not in a block" in p for p in problems)
    good = ["=============",
            "=      _    =",
            "= XX   _ #A =",
            "= XX   _    =",
            "============="]
    assert not [p for p in map_problems(good, {"X"}) if "block" in p or "type" in p]
    assert any("#A stands" in p for p in map_problems(good, {"X"}))


@needs_louis
def test_key_symbols_that_read_as_words_are_found():
    doc = Document(Translator(2), PageFormat())
    doc.item("hour 12", prefix="AB", reads_as="12")
    doc.item("exploration token, face down", prefix="?", reads_as="?")
    doc.item("hour 12", prefix="#AB", reads_as="12")
    doc.item("no reading given", prefix="#A")
    problems = key_problems(doc)
    assert len(problems) == 3
    assert "'about'" in problems[0] and "'this'" in problems[1] and "no reading" in problems[2]


@needs_louis
def test_heading_level_defects_are_found():
    doc = Document(Translator(2), PageFormat(), "Head")
    doc.title_line("Title")
    doc.body()
    doc.heading("Part", 2)  # a cell-5 heading with no centred heading before it
    doc.paragraph("Text.")
    assert any("level 2 heading" in p for p in check_formats(doc.render()))


@needs_louis
def test_the_older_helpers_still_draw_a_key_and_a_map_that_pass():
    from tek_access.games.tek.braille import sheets
    from tek_access.games.tek.rules.catalog import load_catalog

    side = load_catalog().territories["ashfall"]
    doc = Document(Translator(2), PageFormat(), "Head")
    doc.title_line("Title")
    doc.body()
    doc.heading("Key")
    sheets._map_key(doc, [side])
    sheets._map(doc, side, Options())
    assert document_problems(doc, codes=kit_codes()) == [] and check(doc.render()) == []


def test_a_key_sample_beside_its_text_is_found():
    """Review B: a sample two cells from its text reads as a word with it ("=  ! :ITE FLAG" is
    "for the white flag", "7 7 7 7  RIV]3" "were were were were river"); the key checker wants
    each sample line alone on its line and the text naming the sample's dots."""
    from tek_access.braille.checks import sample_problems

    beside = ["7 7 7 7  RIV]3 A BROK5 L9E"]
    problems = sample_problems(("7 7 7 7",), "river: a broken line", beside)
    assert any("not on a line of its own" in p for p in problems)
    assert any("naming the dots" in p for p in problems)
    apart = ["7 7 7 7", "DOTS #BCEF3 RIV]3 A BROK5 L9E"]
    assert sample_problems(("7 7 7 7",), "dots 2356: river: a broken line", apart) == []


@needs_louis
def test_every_key_sample_stands_alone_and_is_named_by_its_dots():
    doc = build("solo", Options())
    keys = [e for e in doc.elements if getattr(e, "style", "") == "key"]
    assert keys and all(e.source.startswith("dot") or e.source.startswith("full cell") for e in keys)
    lines = doc.render().decode("ascii").split("\r\n")
    for element in keys:
        assert element.sample[0].rstrip() in lines  # alone on its line


@needs_louis
def test_a_centred_heading_that_starts_in_cell_5_is_found():
    """Review A: a centred heading starting in cell 5 looks like the cell-5 heading under it."""
    doc = Document(Translator(2), PageFormat(), "Head")
    doc.title_line("Title")
    doc.body()
    doc.heading("Tiny Epic Kingdoms: rules reference")
    doc.heading("The turn", 2)
    doc.paragraph("Text.")
    data = doc.render()
    assert not [p for p in check_formats(data) if "starts in cell" in p]
    assert b"\r\n          ,T9Y ,EPIC ,K+DOMS3\r\n              RULES REF];E\r\n" in data  # from cell 11
    # the heading as the reviewer found it: one line from cell 5, over the cell-5 heading
    bad = data.replace(b"          ,T9Y ,EPIC ,K+DOMS3\r\n              RULES REF];E\r\n",
                       b"    ,T9Y ,EPIC ,K+DOMS3 RULES REF];E\r\n")
    bad = bad.replace(b"  ,TEXT4\r\n", b"  ,TEXT4\r\n\r\n")  # the page keeps its 25 lines
    assert any("centred heading starts in cell 5" in p for p in check_formats(bad))


@pytest.mark.parametrize("cells", [24, 32, 40])
def test_centred_heading_lines_never_start_in_cell_5_or_7(cells):
    from tek_access.braille.wrap import heading_lines

    for length in range(1, cells - 5):
        for words in (["A" * length], ["AB"] * max(1, length // 3)):
            lines = heading_lines(" ".join(words), 1, cells)
            left = len(lines[0]) - len(lines[0].lstrip(" "))
            assert left not in (4, 6) or max(map(len, words)) > cells - 14, (cells, words, lines)
