"""tek-access tutorial (issue 12, item 5): a short scripted game that teaches the turn, each
action (patrol, quest, build, research, expand, trade), a war with a white flag and one with a
bid, collecting and scoring, suggesting each command as "Type: X", waiting for it, and finishing
on a pipe using only its suggestions. The lessons are checked in the game's events."""
from __future__ import annotations

import io
import os
import subprocess
import sys
import time

from conftest import assert_lines_ok

from tek_access.audio.announcer import Announcer
from tek_access.ui import tutorial


def follow(session, out, limit: int = 100) -> list[str]:
    """Type each suggestion until the tutorial ends; returns what was typed."""
    typed = []
    while not session.finished and len(typed) < limit:
        suggestion = [line for line in out.getvalue().splitlines() if line.startswith("Type: ")][-1]
        typed.append(suggestion.removeprefix("Type: "))
        session.handle(typed[-1])
    return typed


def played():
    out = io.StringIO()
    session = tutorial.make_session(Announcer(out=out, speech="off"))
    session.start()
    return session, out, follow(session, out)


def mine(session, kind: str, **data) -> list:
    """The events of ``kind`` of the human seat (player 0) whose data has ``data``."""
    return [e for e in session.seen if e.kind == kind and e.data.get("player", 0) == 0
            and all(e.data.get(k) == v for k, v in data.items())]


def test_following_every_suggestion_plays_every_lesson_of_the_issue():
    session, out, typed = played()
    assert session.finished and session.game.over and len(typed) < 40, typed
    # the turn: you select an action as the active player, and answer another player's selection
    assert mine(session, "action_selected")
    assert {e.data["action"] for e in session.seen if e.kind == "action_selected" and e.data["player"] != 0}
    # each of the six actions, played by you
    assert mine(session, "moved", action="patrol") and mine(session, "moved", action="quest")
    assert mine(session, "built") and mine(session, "researched")
    assert mine(session, "expanded") and mine(session, "traded")
    # collecting, chosen when another action was open to you
    assert mine(session, "collected") and "collect" in session.done
    # a war answered with the white flag by both (an alliance) and a war with a bid that you win
    wars = [e for e in session.seen if e.kind == "war_revealed" and 0 in (e.data["attacker"], e.data["defender"])]
    flags = [e for e in wars if e.data["attacker_value"] == 0 and e.data["defender_value"] == 0]
    bids = [e for e in wars if e.data["attacker"] == 0 and e.data["attacker_value"] > 0]
    assert flags and bids
    assert any(e.kind == "alliance_formed" and 0 in e.data["players"] for e in session.seen)
    assert any(e.kind == "war_won" and e.data["winner"] == 0 for e in session.seen)
    # the end and scoring: the end is triggered, the game is over, and you asked for the score
    assert any(e.kind == "end_triggered" for e in session.seen)
    assert session.seen[-1].kind == "game_over"
    assert typed[-1] == "score"
    text = out.getvalue()
    after = text[text.rindex("Type: score"):]
    assert "Scores, 3 players:" in after and "Tutorial finished." in after
    for lesson in ("The turn:", "Take or collect:", "War:", "White flag:", "A bid:", "Collect:", "The end:",
                   "Scoring:", *(f"{a.capitalize()}:" for a in ("patrol", "quest", "build", "research",
                                                              "expand", "trade"))):
        assert lesson in text, lesson


def test_the_tutorial_is_the_same_game_every_time():
    """The computer players follow the tutorial's script, not a bot, so the lessons never move."""
    first = played()[1].getvalue()
    assert played()[1].getvalue() == first


def test_it_waits_for_the_suggested_command():
    out = io.StringIO()
    session = tutorial.make_session(Announcer(out=out, speech="off"))
    session.start()
    suggestion = [line for line in out.getvalue().splitlines() if line.startswith("Type: ")][-1]
    before = session.game.to_json()
    session.handle("research")  # a legal play, but not the suggested one
    assert out.getvalue().splitlines()[-1] == f"Tutorial: type the suggested command. {suggestion}"
    assert session.game.to_json() == before
    session.handle("look")  # questions work as in a game
    session.handle("choices")
    assert session.game.to_json() == before
    assert out.getvalue().splitlines()[-1] == suggestion  # choices asks again, with the suggestion


def test_a_number_answers_as_the_suggestion_does():
    out = io.StringIO()
    session = tutorial.make_session(Announcer(out=out, speech="off"))
    session.start()
    assert out.getvalue().splitlines()[-1] == "Type: patrol"
    session.handle("1")  # 1. Patrol
    assert session.game.state.selected == "patrol" and "action:patrol" in session.done


def test_the_tutorial_finishes_on_a_pipe():
    env = dict(os.environ)
    env.pop("TEK_ACCESS_SPEECH", None)
    proc = subprocess.Popen([sys.executable, "-m", "tek_access", "tutorial", "--speech", "off"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, bufsize=1, env=env)
    lines = []
    end = time.monotonic() + 120
    try:
        while time.monotonic() < end:
            line = proc.stdout.readline()
            if not line:
                break
            lines.append(line.rstrip("\n"))
            if line.startswith("Type: "):
                proc.stdin.write(line.removeprefix("Type: "))
                proc.stdin.flush()
            if line.startswith("Tutorial finished."):
                proc.stdin.close()
                break
        assert proc.wait(timeout=60) == 0, proc.stderr.read()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert any(line.startswith("Tutorial finished.") for line in lines), lines[-5:]
    assert any(line.startswith("Game over.") for line in lines)
    assert_lines_ok("\n".join(lines))


def test_quit_asks_and_no_stays_in_the_tutorial(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    out = io.StringIO()
    session = tutorial.make_session(Announcer(out=out, speech="off"))
    session.start()
    session.handle("patrol")
    session.handle("quit")
    session.handle("no")
    assert out.getvalue().splitlines()[-1] == "Not quitting. The game goes on."
    assert not session.quit and not session.confirm_quit
