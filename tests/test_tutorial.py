"""tek-access tutorial (issue 12, item 5): a scripted first game that suggests each command as
"Type: X", waits for it, and finishes on a pipe using only its suggestions."""
from __future__ import annotations

import io
import os
import subprocess
import sys
import time

from tek_access.audio.announcer import Announcer
from tek_access.ui import tutorial


def test_following_every_suggestion_teaches_war_collecting_and_scoring():
    out = io.StringIO()
    session = tutorial.make_session(Announcer(out=out, speech="off"))
    session.start()
    for _ in range(200):
        if session.finished:
            break
        suggestion = [line for line in out.getvalue().splitlines() if line.startswith("Type: ")][-1]
        session.handle(suggestion.removeprefix("Type: "))
    assert session.finished
    assert {"flag", "bid", "collect"} <= session.done
    assert len({d for d in session.done if d.startswith("action:")}) >= 3
    text = out.getvalue()
    for lesson in ("The turn:", "War:", "white flag", "Scoring:", "Tutorial finished."):
        assert lesson in text
    assert text.isascii() and all(len(line) < 200 for line in text.splitlines())


def test_it_waits_for_the_suggested_command():
    out = io.StringIO()
    session = tutorial.make_session(Announcer(out=out, speech="off"))
    session.start()
    suggestion = [line for line in out.getvalue().splitlines() if line.startswith("Type: ")][-1]
    before = session.game.to_json()
    options = len(session.game.choices())
    other = "2" if suggestion != "Type: 2" and options >= 2 else "9"
    session.handle(other)
    assert out.getvalue().splitlines()[-1].endswith(suggestion)
    assert session.game.to_json() == before
    session.handle("look")  # questions work as in a game
    assert session.game.to_json() == before


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
