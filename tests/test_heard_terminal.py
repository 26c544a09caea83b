"""The terminal heard through Orca (issue 35): ``tek-access connect`` with ``--speech screenreader`` in
mate-terminal (a VTE terminal; xterm exposes nothing to a screen reader), at an online table of a
local server, keys typed as X key presses.

What a player hears there is Orca reading the terminal plus what the game speaks itself through
speech-dispatcher; both go through the listener's speech-dispatcher, whose record
(:meth:`~orca_harness.Listener.received`) is compared with the client's transcript: every line
heard exactly once, in order. Orca 43 reads new output only after Enter or a typed character; after
a function key (F2 to F7), an arrow or Backspace it stays silent, and the game speaks the lines
itself until the next Enter or typed character (``Announcer.reader_reads``).
"""
from __future__ import annotations

import re
import sys
import time
from pathlib import Path

import orca_harness
import pytest
import server_support
from orca_harness import clock, heard_once_in_order, spoken_lines, spoken_text

listener = orca_harness.fixture()
ROOT = Path(__file__).resolve().parents[1]
QUESTIONS = 10


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    s = server_support.Server(tmp_path_factory.mktemp("server"), "--guests").start()
    yield s
    s.stop()


class Terminal:
    """``tek-access connect`` in mate-terminal in the listener's display; its transcript read back."""

    def __init__(self, listener, server, folder: Path, name: str) -> None:
        self.listener, self.name = listener, name
        self.transcript = folder / f"{name}.txt"
        script = folder / f"{name}.sh"
        script.write_text(f"#!/bin/sh\ncd {ROOT}\nexport PYTHONPATH={ROOT}\nexport TEK_ACCESS_SPEECHD_AUTOSPAWN=0\n"
                          f"exec {sys.executable} -m tek_access connect 127.0.0.1 --port {server.telnet} "
                          f"--speech screenreader --transcript {self.transcript}\n")
        script.chmod(0o755)
        self.proc = listener.spawn(["mate-terminal", "--disable-factory", "--geometry=100x30+0+0", "-e", str(script)],
                                   f"terminal-{name}")
        listener.focus(pid=self.proc.pid)

    def lines(self) -> list[str]:
        try:
            text = self.transcript.read_text(errors="replace")
        except FileNotFoundError:
            return []
        return [line for line in text.splitlines() if line.strip() and not line.startswith("> ")]

    def wait(self, pattern: str, start: int = 0, seconds: float = 20.0) -> int:
        """Wait for a transcript line matching ``pattern`` at or after line ``start``; its index."""
        rx = re.compile(pattern)
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            lines = self.lines()
            for i in range(start, len(lines)):
                if rx.search(lines[i]):
                    return i
            time.sleep(0.1)
        raise AssertionError(f"{self.name}: {pattern!r} not in the transcript:\n" + "\n".join(self.lines()[-30:]))

    def heard_last(self, since: int, seconds: float = 20.0) -> None:
        """Wait until the transcript's last line has been spoken (after ``since``)."""
        last = " ".join(self.lines()[-1].split())
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if last in spoken_lines(self.listener.everything(since)):
                return
            time.sleep(0.1)
        raise AssertionError(f"never heard {last!r}:\n{spoken_text(self.listener.everything(since))}")

    def command(self, text: str, until: str) -> None:
        mark = clock()
        start = len(self.lines())
        self.listener.type(text)
        self.listener.key("Return")
        self.wait(until, start)
        time.sleep(0.5)
        self.heard_last(mark)


def test_ten_questions_online_heard_once(listener, server, tmp_path):
    """A player at an online table answers ten questions in mate-terminal; after some answers they
    press F2 (their resources, spoken by the game) while the computer player thinks, so its turn
    arrives with no Enter or typed key last: every line of the transcript is heard exactly once, in
    order, from Orca or from the game (found: after F2, the other side's turn was never heard)."""
    term = Terminal(listener, server, tmp_path, "ann")
    term.wait("Screen-reader mode", 0, 30.0)
    end = time.monotonic() + 20
    while not any("Name" in u.text for u in listener.received()) and time.monotonic() < end:
        time.sleep(0.1)   # Orca reads the prompt at the cursor
    listener.quiet(0, 1.0)
    mark = clock()
    term.command("ann", "Lobby")
    term.command("create tek 2 1 normal no 3", r"Table \d+ created")
    term.command("start", r"^\d+ choices?:")
    seen, since = len(term.lines()), mark
    for n in range(QUESTIONS):
        if n:
            term.heard_last(since)
        start, since = len(term.lines()), clock()
        listener.type("1")
        listener.key("Return")
        if n % 3 == 2:   # F2 while the answer and the computer player's turn come in
            listener.key("F2")
        seen = term.wait(r"^\d+ choices?:|Game over", start, 30.0) + 1
    time.sleep(1.0)
    term.heard_last(mark)
    listener.quiet(0, 1.5)
    said = listener.everything(mark)
    print(spoken_text(said))   # pytest -s shows what was heard
    lines = term.lines()
    first = next(i for i, line in enumerate(lines) if line.startswith("Welcome"))
    assert seen
    wrong = heard_once_in_order(lines[first:], said)
    listener.end(term.proc)
    assert not wrong, wrong
