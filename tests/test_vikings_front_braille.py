"""Tiny Epic Vikings' braille sheets (issue 19, item 3): the card reference and the tactile island
maps as BRF, checked as the other sheets are (the braille package's validator, back-translation
through liblouis), written by ``tek-access braille --game vikings``, and the board of a game."""
from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tek_access.braille.layout import Text
from tek_access.braille.options import Options
from tek_access.braille.translate import PACKAGES, load_louis
from tek_access.braille.validate import check
from tek_access.games.vikings import braille
from tek_access.games.vikings.braille import board as braille_map
from tek_access.games.vikings.rules.catalog import load_catalog

LOUIS = load_louis()
needs_louis = pytest.mark.skipif(LOUIS is None, reason=f"liblouis not installed (apt-get install {PACKAGES})")
REPO = Path(__file__).resolve().parents[1]
OPTIONS = [Options(), Options(grade=1), Options(cells=24, lines=18), Options(cells=32, lines=27, form_feed=False),
           Options(cells=42, lines=30)]


@needs_louis
@pytest.mark.parametrize("name", braille.SHEETS)
@pytest.mark.parametrize("options", OPTIONS, ids=["default", "grade1", "smallest", "32x27-noff", "42x30"])
def test_every_vikings_sheet_is_valid_brf(name, options):
    data = braille.render_sheet(name, options)
    assert check(data, options.cells, options.lines, options.form_feed) == []


@needs_louis
@pytest.mark.parametrize("name", braille.SHEETS)
def test_every_text_element_back_translates_to_its_print(name):
    doc = braille.BUILDERS[name](Options())
    for element in doc.elements:
        if isinstance(element, Text):
            back = doc.translator.back_translate(element.brf).replace("\u2019", "'")
            assert back == element.source, element.source


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_map_shows_every_island_once_and_every_fjord_inside_its_frame(players):
    """Issue 34: an island's texture is one block (3 lines tall), never split by its label, which
    stands west of it with a lead line (dots 25) between."""
    m = load_catalog().maps[players]
    lines = braille.tactile_map(m, 40, 20)
    keys = braille.keys(m)
    body = "\n".join(lines[1:-1])
    assert len(set(keys.values())) == len(keys), keys
    texture = braille.ISLAND_TEXTURE * 2
    for iid in m.islands:  # the label, a blank, the lead line, a blank, the texture
        at = [i for i, line in enumerate(lines) if f"{keys[iid]} {braille_map.LEAD} {texture}" in line]
        assert len(at) == 1, (iid, keys[iid])
        x = lines[at[0]].index(f"{keys[iid]} {braille_map.LEAD} {texture}") + 5
        assert all(lines[at[0] + dy][x:x + 2] == texture for dy in (-1, 1))  # 3 lines tall
        assert lines[at[0] - 1][x - 5:x].strip() == "" and lines[at[0] + 1][x - 5:x].strip() == ""
    for fid in m.fjords:
        assert body.count(f" {keys[fid]} ") == 1, (fid, keys[fid])
    assert all(line.startswith(braille.FRAME) and line.endswith(braille.FRAME) for line in lines[1:-1])
    assert set(lines[0]) == {braille.FRAME} and len({len(line) for line in lines}) == 1
    assert len(lines) <= 20
    assert f"{braille.ISLAND_TEXTURE} {braille.ISLAND_TEXTURE}" not in body  # islands two blank cells apart
    places = braille.layout(m)
    assert len(set(places.values())) == len(places)  # no two things in one place


@pytest.mark.parametrize("cells,lines", [(32, 21), (24, 13)])
def test_on_small_pages_the_map_is_split_never_dropped(cells, lines):
    """Issue 34, item 4: at 32 cells the maps were left out while the command said they were
    there; now each is split into parts that fit, every island and fjord in one of them."""
    for players in (2, 3, 4):
        m = load_catalog().maps[players]
        drawn = braille_map.draw(m, cells, lines)
        assert len(drawn.parts) > 1 or players == 2  # the 2-player side, with no west fjord, fits
        text = " ".join(" ".join(part.lines) for part in drawn.parts).split()
        for thing, key in braille.keys(m).items():
            assert text.count(key) == 1, (players, thing)
        for part in drawn.parts:
            assert len(part.lines) <= lines and max(map(len, part.lines)) <= cells
            assert part.where.endswith("part") or len(drawn.parts) == 1


@needs_louis
def test_the_braille_command_writes_both_sheets(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(REPO))
    done = subprocess.run([sys.executable, "-m", "tek_access", "braille", "--game", "vikings", "--out",
                           str(tmp_path)], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    for name in braille.SHEETS:
        data = (tmp_path / braille.FILE_NAMES[name]).read_bytes()
        assert check(data) == []
    assert "Written: 2 braille files" in done.stdout
    bad = subprocess.run([sys.executable, "-m", "tek_access", "braille", "--game", "vikings", "castles"],
                         capture_output=True, text=True, timeout=60, env=env)
    assert bad.returncode == 2 and "Vikings sheets: cards, islands" in bad.stderr


@needs_louis
def test_the_braille_command_in_a_game_writes_the_board(tmp_path):
    from tek_access.audio.announcer import Announcer
    from tek_access.games.vikings.rules.game import Game
    from tek_access.ui.session import GameSession

    out = io.StringIO()
    session = GameSession(Game.new(3, seed=2), ["human", "random", "random"], Announcer(out=out, speech="off"))
    session.start()
    path = tmp_path / "board.brf"
    session.handle(f"braille {path}")
    assert f"Braille board written to {path}." in out.getvalue()
    assert check(path.read_bytes()) == []


@needs_louis
def test_the_board_of_a_vikings_save_is_written_with_or_without_game(tmp_path):
    from tek_access.games.vikings.rules.game import Game
    from tek_access.storage import save_game

    save = tmp_path / "vikings.json"
    save_game(Game.new(3, seed=4), save)
    env = dict(os.environ, PYTHONPATH=str(REPO))
    for extra in ([], ["--game", "vikings"]):
        out = tmp_path / ("out" + "".join(extra))
        done = subprocess.run([sys.executable, "-m", "tek_access", "braille", *extra, "--board", str(save),
                               "--out", str(out)], capture_output=True, text=True, timeout=120, env=env)
        assert done.returncode == 0, done.stderr
        assert "Traceback" not in done.stderr and "board on turn" in done.stdout
        assert check((out / "board-turn-0.brf").read_bytes()) == []
