"""Issue 13: files named as typed, a catch-all at the console, tolerant standard input, a map
of a colour with no home yet, and the player's own faction and territory files.

Each test names the bug of the issue it holds fixed.
"""
from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tek_access.audio.announcer import Announcer
from tek_access.games.tek.rules.game import Game
from tek_access.storage import WriteError, load_game, save_game, saves_folder, write_atomic
from tek_access.ui import console
from tek_access.ui.session import GameSession

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "docs" / "examples"


def session_at(tmp_path, players: int = 3):
    out = io.StringIO()
    game = Game.new(players=players, seed=1)
    return GameSession(game, ["human"] + ["normal"] * (players - 1), Announcer(out=out, speech="off")), out


def last(out) -> str:
    return out.getvalue().strip().splitlines()[-1]


def play(*args, cwd, stdin: bytes = b"", env_extra=None) -> subprocess.CompletedProcess:
    env = dict(os.environ, TEK_ACCESS_SPEECH="off", TEK_ACCESS_CONFIG_DIR=str(cwd / "config"),
               TEK_ACCESS_DATA_DIR=str(cwd / "data"), PYTHONIOENCODING="utf-8")
    env.pop("TEK_ACCESS_SCREEN_READER", None)
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-m", "tek_access", *args], input=stdin, capture_output=True,
                          cwd=cwd, env=env, timeout=120)


# ------------------------------------------------------------------ files named as typed

def test_map_of_a_colour_without_a_home_yet(tmp_path):
    """Issue 13: `map purple` in a 3-player game raised KeyError '' in describe_card."""
    session, out = session_at(tmp_path)
    session.handle("map purple")
    assert last(out).startswith("Purple has no home territory yet")


def test_save_names_as_typed(tmp_path, monkeypatch):
    """Issue 13: `save /` printed an errno; `save é.json` said e.json; `save ~/g.json` made a
    folder named ~; a control character was dropped from the name."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    session, out = session_at(tmp_path)
    session.handle("save /")
    assert last(out) == "/: names a folder, not a file. Not saved."
    session.handle("save \u00e9.json")  # a name without a folder: in the saves folder, said in full (issue 30)
    assert last(out) == f"Saved to {saves_folder()}/?.json, where ? is e with acute."
    assert (saves_folder() / "\u00e9.json").is_file() and not (saves_folder() / "e.json").exists()
    session.handle("save ~/g.json")
    assert (tmp_path / "home" / "g.json").is_file() and not (tmp_path / "~").exists()
    assert last(out) == f"Saved to {tmp_path / 'home' / 'g.json'}."
    session.handle("save a\x01b.json")
    assert "control character" in last(out) and last(out).endswith("Not saved.")
    assert not list(tmp_path.glob("a*b.json"))


def test_saving_over_a_symlink_a_folder_or_a_device_is_refused(tmp_path):
    """Issue 13: saving over a device or a symlink replaced it."""
    game = Game.new(players=3, seed=1)
    real = tmp_path / "real.json"
    real.write_text("keep", encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    with pytest.raises(WriteError) as info:
        save_game(game, link)
    assert "is a link, not a regular file" in str(info.value)
    assert link.is_symlink() and real.read_text(encoding="utf-8") == "keep"
    (tmp_path / "folder.json").mkdir()
    with pytest.raises(WriteError, match="a folder"):
        save_game(game, tmp_path / "folder.json")
    if os.path.exists("/dev/null"):
        with pytest.raises(WriteError, match="a device"):
            write_atomic("/dev/null", "x")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["folder.json", "link.json", "real.json"]


def test_temporary_files_are_removed_on_failure_and_after_a_killed_save(tmp_path, monkeypatch):
    """Issue 13: a killed save left `.name.XXXX.tmp` files behind."""
    stale = tmp_path / ".slot.json.abcd1234.tmp"
    stale.write_text("half", encoding="utf-8")
    os.utime(stale, (1, 1))
    other = tmp_path / ".other.json.abcd1234.tmp"
    other.write_text("not ours", encoding="utf-8")
    os.utime(other, (1, 1))
    write_atomic(tmp_path / "slot.json", "one")
    assert not stale.exists() and other.exists()

    def fail(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(WriteError) as info:
        write_atomic(tmp_path / "slot.json", "two")
    assert str(info.value) == f"{tmp_path / 'slot.json'}: no space left on device"
    assert (tmp_path / "slot.json").read_text(encoding="utf-8") == "one"
    assert sorted(p.name for p in tmp_path.iterdir()) == [".other.json.abcd1234.tmp", "slot.json"]


# ------------------------------------------------------------------ catch-all and standard input

def test_an_escaping_exception_is_one_line_with_a_save_and_a_report(tmp_path, monkeypatch):
    """Issue 13: any exception that still escapes becomes one plain line; the game is saved and
    the traceback written to a crash file in the data folder, never to the screen."""
    monkeypatch.setenv("TEK_ACCESS_DATA_DIR", str(tmp_path / "data"))
    session, out = session_at(tmp_path)
    before = json.dumps(session.game.to_json(), sort_keys=True)

    def boom(*_args):
        session.game.state.active = 99  # a half-done change, then a failure
        raise RuntimeError("boom")

    monkeypatch.setattr(session, "_query", boom)
    console.handle_safely(session, "status")
    line = last(out)
    save = tmp_path / "data" / "crash-save.json"
    reports = list((tmp_path / "data").glob("crash-*.txt"))
    assert line == (f"Something went wrong; saved in {save.parent}: the game as {save.name}, "
                    f"a report as {reports[0].name}.")
    assert "Traceback" not in out.getvalue() and "RuntimeError: boom" in reports[0].read_text(encoding="utf-8")
    assert json.dumps(session.game.to_json(), sort_keys=True) == before
    assert json.dumps(load_game(save).to_json(), sort_keys=True) == before


def test_non_utf8_standard_input_does_not_end_the_game(tmp_path):
    """Issue 13: a non-UTF-8 byte on standard input ended the game with UnicodeDecodeError."""
    result = play("play", "--speech", "off", "--players", "3", "--seed", "1", cwd=tmp_path,
                  stdin=b"map \xff\nmap purple\nquit\n")
    assert result.returncode == 0, result.stderr
    text = result.stdout.decode("ascii")
    assert "Traceback" not in text and b"Traceback" not in result.stderr
    assert "Purple has no home territory yet" in text and text.rstrip().endswith("Goodbye.")


def test_play_load_of_a_deeply_nested_file_exits_with_the_named_error(tmp_path):
    """Issue 13: 200,000 `[` gave RecursionError and `play --load f.json` exited 1 with a traceback."""
    (tmp_path / "f.json").write_text("[" * 200_000, encoding="utf-8")
    result = play("play", "--speech", "off", "--load", "f.json", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.decode() == "tek-access play: f.json: top level: nested too deeply. Not loaded.\n"


def test_nested_settings_give_one_short_line(tmp_path):
    """Issue 13: a settings file of deeply nested arrays started every game with a traceback."""
    from tek_access.settings import load_settings

    lines = []
    for depth in (100_000, 400):
        path = tmp_path / f"s{depth}.toml"
        path.write_text("rate = " + "[" * depth + "]" * depth, encoding="utf-8")
        load_settings(path, warn=lines.append)
    assert len(lines) == 2 and all("\n" not in line and len(line) < 300 for line in lines), lines


# ------------------------------------------------------------------ the player's own data files

def test_check_data_reports_every_problem_with_its_place(tmp_path):
    """Issue 13: `tek-access check-data F` validates a file and reports every problem with its place."""
    bad = tmp_path / "bad.toml"
    bad.write_text((EXAMPLES / "stoneborn.toml").read_text(encoding="utf-8")
                   .replace('kind = "build_discount", amount = 1', 'kind = "fly"')
                   .replace('amount = 1, condition = "defending"', 'amount = 99, condition = "defending"'),
                   encoding="utf-8")
    result = play("check-data", str(bad), str(EXAMPLES / "saltmarsh.toml"), cwd=tmp_path)
    lines = result.stdout.decode().splitlines()
    assert result.returncode == 1
    assert lines[0] == f"{bad}: 2 problems:"
    assert lines[1] == f"{bad}: faction 'stoneborn', level 1, effect 1: unknown effect 'fly'"
    assert lines[2].startswith(f"{bad}: faction 'stoneborn', level 2, effect 1 'war_bonus': parameter 'amount' is 99")
    assert lines[3].startswith(f"{EXAMPLES / 'saltmarsh.toml'}: no problems. 2 sides:")
    good = play("check-data", str(EXAMPLES / "stoneborn.toml"), cwd=tmp_path)
    assert good.returncode == 0 and b"1 faction: Stoneborn (stoneborn)" in good.stdout


def test_a_save_using_a_custom_faction_loads_in_a_fresh_process_with_no_data_folder(tmp_path):
    """Issue 13, Checks: `play --faction-file F` with the custom faction's id accepted by
    `--factions`; the save embeds it and loads anywhere."""
    made = play("play", "--speech", "off", "--players", "3", "--seed", "4", "--factions", "stoneborn,orcs,elves",
                "--faction-file", str(EXAMPLES / "stoneborn.toml"), "--territory-file",
                str(EXAMPLES / "saltmarsh.toml"), cwd=tmp_path, stdin=b"1\n1\n1\nsave ./custom.json\nquit\n")
    assert made.returncode == 0, made.stderr
    data = json.loads((tmp_path / "custom.json").read_text(encoding="utf-8"))
    assert data["config"]["factions"][0] == "stoneborn"
    assert [t["id"] for t in data["custom"]["factions"]] == ["stoneborn"]
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "custom.json").write_bytes((tmp_path / "custom.json").read_bytes())
    loaded = play("play", "--speech", "off", "--load", "custom.json", cwd=elsewhere, stdin=b"faction blue\nquit\n")
    assert loaded.returncode == 0, loaded.stderr
    assert b"Stoneborn, Blue's faction." in loaded.stdout


def test_the_data_folder_is_read_at_start_and_a_bad_file_there_is_skipped(tmp_path):
    """Issue 13: a `data` folder in the user's config directory is read at start."""
    folder = tmp_path / "config" / "data"
    folder.mkdir(parents=True)
    (folder / "stoneborn.toml").write_bytes((EXAMPLES / "stoneborn.toml").read_bytes())
    (folder / "broken.toml").write_text("[[faction]]\nid = 3\n", encoding="utf-8")
    result = play("play", "--speech", "off", "--players", "3", "--seed", "2", "--factions", "stoneborn,orcs,elves",
                  cwd=tmp_path, stdin=b"faction blue\nquit\n")
    assert result.returncode == 0, result.stderr
    assert b"Stoneborn, Blue's faction." in result.stdout
    warning = result.stderr.decode().strip()
    assert warning.startswith(f"Data file {folder / 'broken.toml'}: ") and warning.endswith("Skipped.")
