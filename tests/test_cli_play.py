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

from conftest import assert_lines_ok

from tek_access.audio.announcer import Announcer
from tek_access.core.kernel.engine import Event
from tek_access.games.tek.narration.events import narrate
from tek_access.games.tek.rules.game import Game
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
    assert_lines_ok(result.stdout)

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
    assert_lines_ok(result.stdout)


def test_bad_options_get_one_line_and_exit_2(tmp_path):
    result = play("--seats", "human,wizard,normal", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == ["tek-access play: Unknown seat kind 'wizard'. "
                                                  "Seat kinds: human, normal, random, strong."]
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
    assert first.startswith("Screen-reader mode. Speech: "), first


def test_starting_a_game_imports_only_what_play_needs():
    """issue 8: `play` builds only its own options, so braille, simulation and the speech and
    sound libraries are not imported before the game starts."""
    code = ("import sys; from tek_access.cli import build_parser; "
            "args = build_parser('play').parse_args(['play', '--screen-reader']); "
            "print(args.speech, args.screen_reader, sorted(m for m in ('tek_access.braille.command', "
            "'tek_access.games.tek.braille', "
            "'tek_access.games.tek.bots.simulate', 'importlib.metadata', 'miniaudio', 'accessible_output2', "
            "'tek_access.audio.backends') if m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "None True []"


def test_at_a_terminal_the_first_prompt_comes_before_speech_and_sounds_open(tmp_path):
    """issue 8: on a terminal the first line names the requested mode as starting, the first question
    and prompt follow, then the backends open and the full mode line is said above the prompt."""
    import re
    import select
    import time

    env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path), TERM="xterm")
    env.pop("TEK_ACCESS_SPEECH", None)
    env.pop("TEK_ACCESS_SCREEN_READER", None)
    env["TEK_ACCESS_CONFIG_DIR"] = str(tmp_path / "config")
    master, slave = os.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "tek_access", "play", "--screen-reader", "--seed", "1"],
                            stdin=slave, stdout=slave, stderr=slave, cwd=tmp_path, env=env, start_new_session=True)
    os.close(slave)
    raw = b""

    def read_until(pattern: bytes, limit: float = 60.0) -> str:
        nonlocal raw
        end = time.monotonic() + limit
        while time.monotonic() < end:
            text = re.sub(rb"\x1b\[[0-9;?]*[ -/]*[@-~]", b"", raw)
            if re.search(pattern, text):
                return text.decode("ascii")
            ready, _, _ = select.select([master], [], [], 0.1)
            if ready:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                if b"\x1b[6n" in chunk:  # answer cursor position requests as a terminal does
                    os.write(master, b"\x1b[1;1R")
                raw += chunk
        raise AssertionError(f"{pattern!r} not seen; output: {raw[-600:]!r}")

    try:
        text = read_until(rb"mode\. Speech: (screen reader, [^s]|text only)")
        os.write(master, b"quit\r")
        text = read_until(rb"Goodbye|Say quit")
    finally:
        proc.kill()
        proc.wait()
        os.close(master)
    lines = [line.strip("\x08>") for line in text.replace("\r", "").split("\n")]
    assert lines[0] == "Screen-reader mode. Speech: screen reader, starting. Sounds: starting."
    question = next(i for i, line in enumerate(lines) if line.startswith("Setup. Choose"))
    full = next(i for i, line in enumerate(lines) if line.startswith("Screen-reader mode. Speech: ") and i > 0)
    assert question < full, lines
    assert "Sounds: " in lines[full]
    assert "Traceback" not in text
    assert all(b == 8 or b in (10, 13) or 32 <= b < 127 for b in text.encode("ascii"))


def test_at_a_terminal_the_first_question_is_printed_whole_before_the_input_line_loads(tmp_path):
    """issue 8: at a terminal the deal and the first question with all its choices are printed
    before prompt_toolkit (the input line) is imported, so the screen reader reads them while it
    loads; they are the same lines, in the same order and once each, as with piped input."""
    import select
    import time

    env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path), TERM="xterm")
    env.pop("TEK_ACCESS_SPEECH", None)
    env.pop("TEK_ACCESS_SCREEN_READER", None)
    env["TEK_ACCESS_CONFIG_DIR"] = str(tmp_path / "config")
    game = ["play", "--screen-reader", "--players", "4", "--humans", "1", "--seed", "1"]
    piped = subprocess.run([sys.executable, "-m", "tek_access", *game], stdin=subprocess.DEVNULL,
                           capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    assert piped.returncode == 0, piped.stderr
    expected = piped.stdout.splitlines()
    assert expected[-1].startswith("End of input.")
    # the input line replaced by a marker saying which libraries were loaded when it would start
    code = ("import sys; import tek_access.ui.console as console; "
            "console.run_interactive = lambda session: print('INPUT LINE', sorted(m for m in "
            "('prompt_toolkit', 'miniaudio', 'accessible_output2', 'pyttsx3') if m in sys.modules)) or 0; "
            "from tek_access.cli import main; sys.exit(main(sys.argv[1:]))")
    master, slave = os.openpty()
    proc = subprocess.Popen([sys.executable, "-c", code, *game], stdin=slave, stdout=slave, stderr=slave,
                            cwd=tmp_path, env=env, start_new_session=True)
    os.close(slave)
    raw = b""
    end = time.monotonic() + 60
    try:
        while time.monotonic() < end:
            ready, _, _ = select.select([master], [], [], 0.1)
            if not ready:
                continue
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the game closed the terminal
                break
            if not chunk:
                break
            raw += chunk
        assert proc.wait(timeout=60) == 0, raw
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(master)
    lines = raw.decode("ascii").replace("\r\n", "\n").splitlines()
    assert lines[0] == "Screen-reader mode. Speech: screen reader, starting. Sounds: starting."
    seed = next(i for i, line in enumerate(expected) if line.startswith("Seed "))  # after the mode line(s)
    assert lines[1:] == expected[seed:-1] + ["INPUT LINE []"], lines


def test_a_random_seed_is_said_only_when_the_game_is_over(tmp_path):
    """Hidden information: the seed predicts the face-down tokens and the computer players' war
    dice, so a seed the player did not choose is said only at game over (with how to replay it);
    a seed typed with --seed is said at the start, as the player knows it already."""
    result = play("--humans", "1", "--players", "2", "--exploration", cwd=tmp_path, stdin="1\n" * 600)
    assert result.returncode == 0, result.stderr
    out = result.stdout.splitlines()
    over = next(i for i, line in enumerate(out) if line.startswith("Game over. "))
    seeded = [i for i, line in enumerate(out) if "Seed " in line or "--seed" in line]
    assert seeded and all(i > over for i in seeded), seeded
    seed = out[seeded[0]].split()[1].rstrip(":")
    assert out[seeded[0]] == f"Seed {seed}: tek-access play --seed {seed} deals this game again."

    chosen = play("--humans", "0", "--players", "2", "--seed", "5", cwd=tmp_path)
    assert any(line.startswith("Seed 5. Say help") for line in chosen.stdout.splitlines()[:3])
    assert "deals this game again" not in chosen.stdout
