"""``tek-access braille``: what a player sees and which files appear."""
from __future__ import annotations

import re
import subprocess
import sys

import pytest

from tek_access.braille import options as braille_options
from tek_access.braille import translate
from tek_access.braille.validate import check_brf
from tek_access.cli import main as cli_main
from tek_access.games.tek.braille import board, sheets


def braille(args: list[str]) -> int:
    """``tek-access braille ARGS`` (TEK, the default game)."""
    return cli_main(["braille", *args])

LOUIS = translate.load_louis()
needs_louis = pytest.mark.skipif(
    LOUIS is None, reason=f"liblouis not installed (apt-get install {translate.PACKAGES})"
)


@needs_louis
def test_writes_every_sheet_by_default(tmp_path, capsys):
    assert cli_main(["braille", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == f"Written: {len(sheets.SHEETS)} braille files in {tmp_path.resolve()}"
    for name in sheets.SHEETS:
        data = (tmp_path / f"{name}.brf").read_bytes()
        assert check_brf(data) == []
        pages = data.count(b"\f")
        assert f"{name}.brf: {pages} pages" in out
    assert out.isascii()


@needs_louis
def test_options_reach_the_files(tmp_path, capsys):
    code = braille(["reference", "kit", "--out", str(tmp_path), "--cells", "32", "--lines", "20",
                         "--grade", "1", "--no-form-feed"])
    assert code == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kit.brf", "reference.brf"]
    data = (tmp_path / "reference.brf").read_bytes()
    assert check_brf(data, 32, 20, form_feed=False) == []
    assert b"REFERENCE" in data  # grade 1: the word is spelled out (grade 2 has REF];E)


def test_unknown_sheet_is_bad_input(tmp_path, capsys):
    assert braille(["kit", "maps", "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.strip() == "Unknown sheet: maps. Sheets: kit, territories, reference, factions, solo."
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("args, message", [
    (["--cells", "5"], "cells per line must be from 24 to 100, not 5"),
    (["--lines", "many"], "lines per page must be a whole number"),
    (["--grade", "3"], "invalid choice"),
])
def test_bad_options_exit_2_with_a_message(args, message, capsys):
    with pytest.raises(SystemExit) as stop:
        braille(args)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_without_liblouis_the_kit_is_written_and_the_rest_say_what_to_install(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(translate, "load_louis", lambda: None)
    braille_options._translator.cache_clear()
    try:
        code = braille(["--out", str(tmp_path)])
    finally:
        braille_options._translator.cache_clear()
    assert code == 1
    captured = capsys.readouterr()
    assert "Written: 1 braille files" in captured.out
    assert check_brf((tmp_path / "kit.brf").read_bytes()) == []
    assert f"Not written: {len(sheets.SHEETS) - 1} sheets" in captured.err
    assert captured.err.count("apt-get install liblouis20 liblouis-data python3-louis") == len(sheets.SHEETS) - 1
    assert not (tmp_path / "territories.brf").exists()


def test_unwritable_folder_is_reported(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert braille(["kit", "--out", str(blocker / "sub")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("Cannot create folder") and "Traceback" not in err


def test_runs_as_a_module_without_traceback(tmp_path):
    result = subprocess.run([sys.executable, "-m", "tek_access", "braille", "nothing"],
                            capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert result.returncode == 2
    assert "Unknown sheet: nothing." in result.stderr and "Traceback" not in result.stderr


@needs_louis
def test_board_from_a_save_is_written_into_the_folder(tmp_path, capsys):
    from tek_access.games.tek.rules.game import Game
    from tek_access.storage import save_game

    game = Game.new(players=3, seed=4, exploration=True)
    for index in range(60):
        choices = game.choices()
        game.apply(choices[(index * 5) % len(choices)])
    save = save_game(game, tmp_path / "game.json")
    out = tmp_path / "out"
    assert cli_main(["braille", "--board", str(save), "--out", str(out)]) == 0
    written = list(out.glob("*.brf"))
    assert [p.name for p in written] == [f"board-turn-{game.state.turn}.brf"]
    from tek_access.braille.validate import check

    assert check(written[0].read_bytes()) == []
    assert "Traceback" not in capsys.readouterr().err


def test_board_from_a_missing_save_says_so(tmp_path, capsys):
    assert braille(["--board", str(tmp_path / "none.json"), "--out", str(tmp_path)]) == 1
    assert capsys.readouterr().err.startswith("Cannot read the save")


@needs_louis
def test_board_of_a_solo_save_has_the_solo_layout(tmp_path, capsys):
    from tek_access.braille.validate import check
    from tek_access.games.tek.rules.game import Game
    from tek_access.storage import load_game, save_game

    game = Game.new(players=2, seed=5, solo=True)
    for index in range(30):
        if game.over:
            break
        choices = game.choices()
        game.apply(choices[(index * 3) % len(choices)])
    save = save_game(game, tmp_path / "solo.json")
    out = tmp_path / "out"
    assert cli_main(["braille", "--board", str(save), "--out", str(out)]) == 0
    written = next(out.glob("*.brf"))
    data = written.read_bytes()
    assert check(data) == []
    loaded = load_game(save)
    snapshot = board.board_snapshot(loaded.for_player(None))
    dummy = loaded.dummy
    assert snapshot["solo"] == {"north": loaded.state.players[dummy].home,
                                "south": loaded.state.players[1 - dummy].home}
    assert data == board.board_sheet(snapshot, catalog=loaded.catalog).render()
    assert b"$$" in data  # the compass cell on the maps
    assert "Traceback" not in capsys.readouterr().err


def test_every_games_braille_part_hands_the_command_the_same_parts():
    """issue 33: the braille command holds no word of one game; each registered game's braille
    part gives it the same things (tek_access.braille.command.SheetsPart), checked over all."""
    from tek_access.core import registry

    for name in registry.names():
        part = registry.get(name).part("braille")
        assert part.SHEETS and list(part.FILE_NAMES) == list(part.SHEETS), name
        assert list(part.DESCRIPTIONS) == list(part.SHEETS) and part.SHEETS_SAID, name
        assert all(file.endswith(".brf") for file in part.FILE_NAMES.values()), name
        for function in ("render_sheet", "write_board", "run", "add_arguments"):
            assert callable(getattr(part, function, None)), f"{name}: no {function}"
    files = [file for name in registry.names() for file in registry.get(name).part("braille").FILE_NAMES.values()]
    assert len(files) == len(set(files)), "two games would write the same file"


@needs_louis
def test_a_save_with_another_games_name_is_refused_both_ways(tmp_path, capsys):
    """``--board SAVE`` is written by the save's own game; ``--game`` naming another game is
    refused with what to do, for either game, and nothing is written."""
    from tek_access.games.tek.rules.game import Game
    from tek_access.games.vikings.rules.game import Game as VikingsGame
    from tek_access.storage import save_game

    tek = save_game(Game.new(players=3, seed=5), tmp_path / "tek.json")
    vikings = save_game(VikingsGame.new(3, seed=5), tmp_path / "vikings.json")
    for save, other, title in ((tek, "vikings", "Tiny Epic Vikings"), (vikings, "tek", "Tiny Epic Kingdoms")):
        out = tmp_path / f"out-{other}"
        assert braille(["--game", other, "--board", str(save), "--out", str(out)]) == 2
        err = capsys.readouterr().err
        assert err.strip() == (f"{save} is not a {title} save: say tek-access braille --board {save} "
                               f"without --game.")
        assert not out.exists()
    for save in (tek, vikings):  # without --game: the save's own game, the same line for both
        assert braille(["--board", str(save), "--out", str(tmp_path / "both")]) == 0
        lines = capsys.readouterr().out.splitlines()
        assert lines[0] == f"Written: 1 braille file in {(tmp_path / 'both').resolve()}"
        assert re.fullmatch(r"board-turn-0\.brf: \d+ pages, the board on turn 0", lines[1]), lines[1]
