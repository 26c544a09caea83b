"""``tek-access play`` as a player runs it: an all-computer game to the final scores with its
transcript and events files, and a human seat answering only ``1`` on piped standard input.

Sources: issue 2, items 7 and 9 and "What it must show when resolved"; accessibility.md (every
announcement in the transcript, plain ASCII, no box drawing).
"""
from __future__ import annotations

import io
import json
import os
import subprocess
import sys

from tek_access.audio.announcer import Announcer
from tek_access.narration.events import narrate
from tek_access.rules.game import Game
from tek_access.rules.model import Event
from tek_access.ui.session import GameSession


def play(*args: str, cwd, stdin: str = "") -> subprocess.CompletedProcess:
    env = dict(os.environ, TEK_ACCESS_SPEECH="off")
    env.pop("TEK_ACCESS_SCREEN_READER", None)
    return subprocess.run([sys.executable, "-m", "tek_access", "play", "--speech", "off", *args],
                          input=stdin, capture_output=True, text=True, cwd=cwd, env=env, timeout=120)


def test_an_all_computer_game_plays_to_the_final_scores(tmp_path):
    """issue 2: `play --humans 0 --players 4 --seed 1 --transcript t --events e` exits 0 with final
    scores; every event in the events file has a narrated line in the transcript; ASCII only."""
    result = play("--humans", "0", "--players", "4", "--seed", "1", "--transcript", "t.txt", "--events", "e.jsonl",
                  cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    out = result.stdout.splitlines()
    assert any(line.startswith("Game over. ") for line in out)
    assert "Scores, 4 players:" in out

    transcript = (tmp_path / "t.txt").read_bytes()
    assert all(b == 10 or 32 <= b < 127 for b in transcript), "transcript is plain ASCII"
    heard = transcript.decode("ascii").splitlines()
    assert heard and heard[-1] == out[-1]

    events = [json.loads(line) for line in (tmp_path / "e.jsonl").read_text(encoding="utf-8").splitlines()]
    assert events[-1]["kind"] == "game_over"
    assert all("private_to" not in e for e in events), "an onlooker's events file holds no secret war die"

    # the same seed gives the same game in process; each event's lines appear in the transcript, in order
    replay = io.StringIO()
    session = GameSession(Game.new(players=4, seed=1), ["normal"] * 4, Announcer(out=io.StringIO(), speech="off"),
                          events=replay, seed=1)
    session.start()
    assert [json.loads(line) for line in replay.getvalue().splitlines()] == events
    game = session.game
    position = 0
    for data in events:
        kind = data.pop("kind")
        lines = narrate(game, Event(kind, data), None, "normal")
        assert lines, f"no narration for {kind}"
        for line in lines:
            try:
                position = heard.index(line.text, position) + 1
            except ValueError:
                raise AssertionError(f"{kind}: {line.text!r} not in the transcript after line {position}") from None


def test_a_human_answering_1_on_piped_input_finishes_the_game(tmp_path):
    """issue 2: a human seat fed only lines of 1 on standard input finishes a game."""
    result = play("--players", "4", "--seed", "3", cwd=tmp_path, stdin="1\n" * 3000)
    assert result.returncode == 0, result.stderr
    out = result.stdout.splitlines()
    assert out[0].startswith("Speech: ")  # the mode is announced on the first line
    assert any(line.startswith("Game over. ") for line in out)
    assert any(line == "> 1" for line in out)  # piped commands are echoed after the prompt
    assert "Traceback" not in result.stdout + result.stderr


def test_bad_options_get_one_line_and_exit_2(tmp_path):
    result = play("--seats", "human,wizard,normal", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == ["tek-access play: Unknown seat kind 'wizard'. "
                                                  "Seat kinds: human, normal, random."]
    missing = play("--load", "nowhere.json", cwd=tmp_path)
    assert missing.returncode == 2 and "nowhere.json" in missing.stderr and "Traceback" not in missing.stderr


def test_the_screen_reader_mode_is_opt_in_by_environment(tmp_path):
    """accessibility.md: the mode is opt-in (flag, TEK_ACCESS_SCREEN_READER=1 or a setting) and
    announced on the first line; with no screen reader to reach the game still plays as text."""
    env = dict(os.environ, TEK_ACCESS_SCREEN_READER="1", XDG_CONFIG_HOME=str(tmp_path), HOME=str(tmp_path))
    env.pop("TEK_ACCESS_SPEECH", None)
    result = subprocess.run([sys.executable, "-m", "tek_access", "play", "--seed", "3"], input="quit\n",
                            capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    first = result.stdout.splitlines()[0]
    assert first.startswith("Speech: ") and "screen reader" in first.lower(), first
