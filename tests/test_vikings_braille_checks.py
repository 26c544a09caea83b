"""Issue 25's braille checker over Tiny Epic Vikings' sheets and over the boards of random Vikings
saves: the BRF format and BANA formats (p-pages, headings by level, full contents), each island
map's textures table, its areas (2 by 2 blocks of texture), its lines (a heavy frame) and label
spacing, found in the document and again in the embossed file, and every key entry back-translated
(liblouis) to its intended text."""
from __future__ import annotations

import time

import pytest
from braille_boards import random_vikings_boards

from tek_access.braille import tactile
from tek_access.braille.checks import brf_maps, document_problems, map_problems, texture_problems
from tek_access.braille.keycheck import brf_problems, piece_lines_problems
from tek_access.braille.options import Options
from tek_access.braille.translate import PACKAGES, load_louis
from tek_access.braille.validate import check
from tek_access.games.vikings import braille
from tek_access.games.vikings.rules.game import Game

needs_louis = pytest.mark.skipif(load_louis() is None, reason=f"liblouis not installed (apt-get install {PACKAGES})")
SIZES = [Options(), Options(grade=1), Options(cells=32, lines=27), Options(cells=24, lines=18),
         Options(cells=42, lines=30)]


def _all_problems(doc, options: Options) -> list[str]:
    """The checks on the embossed file (format, layout, its maps by tracing their lines) and on
    the document (its maps against their key, every key entry by back-translation)."""
    data = doc.render()
    problems = check(data, options.cells, options.lines, options.form_feed)
    problems += document_problems(doc, set(braille.LINE_CELLS))
    problems += brf_problems(data, options.lines, options.form_feed, walls=(braille.FRAME,))
    for page, lines, textures in brf_maps(data, options.lines, options.form_feed):
        problems += [f"page {page}: {p}" for p in map_problems(lines, textures)]
    return problems


def _maps(doc) -> int:
    return sum(1 for e in doc.elements if getattr(e, "graphic", False))


def test_the_island_texture_differs_from_every_line_by_two_dots_and_by_shape():
    assert texture_problems({"island": braille.ISLAND_TEXTURE}) == []  # every line of the package
    assert texture_problems({"island": braille.ISLAND_TEXTURE}, tuple(braille.LINE_CELLS)) == []


@needs_louis
@pytest.mark.parametrize("options", SIZES, ids=["default", "grade1", "32x27", "smallest", "42x30"])
@pytest.mark.parametrize("name", braille.SHEETS)
def test_every_vikings_sheet_passes_every_check(name, options):
    doc = braille.BUILDERS[name](options)
    assert _all_problems(doc, options) == []
    if name == "islands":  # a map of each side at every size: whole, or in parts (issue 34, item 4)
        assert _maps(doc) >= 3
        assert _maps(doc) == 3 or (options.cells, options.lines) != (40, 25)
        keys = [e for e in doc.elements if getattr(e, "style", "") == "key"]
        assert len(keys) == 9  # texture, lead line and frame, 3 times
        assert b"No tactile map" not in doc.render()


@needs_louis
def test_boards_of_random_vikings_saves_pass_every_check():
    """50 random saves, each board at the default size, a quarter also in grade 1, at 32 by 27 and
    at 24 by 18; every map carries every piece of the state (issue 34, item 2)."""
    from tek_access.games.vikings.braille import board as braille_map

    start = time.perf_counter()
    views = random_vikings_boards(50)
    assert {v.config.players for v in views} == {2, 3, 4} and len({v.state.turn for v in views}) > 5
    extra = (Options(grade=1), Options(cells=32, lines=27), Options(cells=24, lines=18))
    for index, view in enumerate(views):
        for options in (Options(),) + (extra if index % 4 == 0 else ()):
            doc = braille.board_sheet(view, options)
            assert _maps(doc) >= 1, index  # whole, or in parts
            assert _all_problems(doc, options) == [], index
            drawn = braille.plan_map(doc, view.map, f"Map: {view.map.name}", 2, braille_map.board_pieces(view))
            assert drawn is not None
            assert piece_lines_problems([p.lines for p in drawn.parts], drawn.pieces) == [], index
    assert time.perf_counter() - start < 120  # a guard against a runaway, not a speed target


def test_a_label_next_to_the_frame_or_a_texture_too_small_is_found():
    """The checks the maps pass find what they are for on a Vikings-like map."""
    lines = braille.tactile_map(Game.new(3, seed=1).catalog.maps[3], 40)
    crowded = [lines[0], "=;N" + lines[1][3:]] + lines[2:]
    assert any(";N stands fewer than 2" in p for p in map_problems(crowded, {braille.ISLAND_TEXTURE}))
    thin = [line.replace("VVVV", "V   ").replace("VVV", "V  ").replace("VV", "V ") for line in lines]
    assert any("not in a block of 2 by 2" in p for p in map_problems(thin, {braille.ISLAND_TEXTURE}))
    assert map_problems(lines, {braille.ISLAND_TEXTURE}, set(braille.LINE_CELLS)) == []
    assert tactile.EDGE == braille.FRAME
