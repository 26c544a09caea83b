"""A newcomer at a real terminal (issue 12, Checks): "A scripted newcomer game in a pseudo-terminal
that finishes using only `choices`, numbers and the tutorial's suggestions".

The real program runs in a pseudo-terminal (the standard library's ``os.openpty``), so it takes the
interactive path a player gets: prompt_toolkit's input line, Enter sent
as a carriage return. The test reads the screen's text as a player's screen reader would (the
terminal's control sequences removed) and answers only what it read: ``choices``, a number from
the menu it heard, or the command after "Type:". It answers the terminal's cursor position
requests as a terminal does. Every game line read is held to the content rules (conftest's
``line_problems``). The child is stopped in every case.
"""
from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import time

import pytest
from conftest import assert_lines_ok

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")

ROWS, COLS = 40, 120
_CONTROL = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\x1b[@-Z\\-_]|[\x00-\x08\x0b-\x0c\x0e-\x1f\x7f]")
_CPR = b"\x1b[6n"


class Terminal:
    """One program in a pseudo-terminal of ROWS x COLS; ``lines()`` is the text it printed."""

    def __init__(self, *args: str, timeout: float = 30.0) -> None:
        import fcntl
        import struct
        import termios

        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        env = dict(os.environ, TERM="xterm")
        env.pop("TEK_ACCESS_SPEECH", None)
        env.pop("TEK_ACCESS_SCREEN_READER", None)
        self.master = master
        self.raw = b""
        self.mark = 0
        self.answered = 0
        self.deadline = time.monotonic() + timeout
        try:
            self.proc = subprocess.Popen([sys.executable, "-m", "tek_access", *args], stdin=slave, stdout=slave,
                                         stderr=slave, env=env, start_new_session=True, close_fds=True)
        finally:
            os.close(slave)

    def pump(self, seconds: float = 0.05) -> int:
        """Read what arrives within ``seconds``: the bytes read, or -1 once the program closed the terminal."""
        ready, _, _ = select.select([self.master], [], [], seconds)
        if not ready:
            return 0
        try:
            data = os.read(self.master, 65536)
        except OSError:  # EIO: the program ended
            return -1
        if not data:
            return -1
        self.raw += data
        while self.raw.count(_CPR) > self.answered:  # "where is the cursor?": at the bottom row
            self.answered += 1
            os.write(self.master, f"\x1b[{ROWS};1R".encode())
        return len(data)

    def text(self, since: int = 0) -> str:
        """What a screen reader reads: the printed text without the terminal's control sequences."""
        text = self.raw[since:].decode("ascii", errors="replace").replace("\r\n", "\n")
        return _CONTROL.sub("", text.replace("\r", ""))

    def lines(self, since: int = 0) -> list[str]:
        return [line.rstrip() for line in self.text(since).split("\n")]

    def new_lines(self) -> list[str]:
        """The lines since the last command typed (its echo first), or since the start."""
        return self.lines(self.mark)

    def wait_for(self, predicate, what: str, since: int = 0) -> None:
        """Read until ``predicate(text since)`` holds; fails naming ``what`` after the deadline."""
        while not predicate(self.text(since)):
            assert time.monotonic() < self.deadline, f"waited for {what}; last lines: {self.lines()[-8:]}"
            if self.pump() < 0:
                assert predicate(self.text(since)), f"the program ended before {what}: {self.lines()[-8:]}"
                return

    def wait_for_prompt(self) -> None:
        """Read until the input line is drawn after what was last typed, and nothing more arrives."""
        self.wait_for(lambda text: text.rstrip().endswith(">"), "the prompt", self.mark)
        while self.pump(0.01) > 0:
            pass

    def type(self, line: str) -> None:
        self.mark = len(self.raw)
        os.write(self.master, line.encode("ascii") + b"\r")  # Enter at a terminal is a carriage return

    def close(self) -> int | None:
        """Stop the program if it still runs (it has 5 seconds to end by itself); returns its exit code."""
        if self.proc.poll() is None:
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)
        if self.master >= 0:
            os.close(self.master)
            self.master = -1
        return self.proc.returncode


def game_lines(lines: list[str]) -> str:
    """The lines the game said (not the input lines with what was typed)."""
    return "\n".join(line for line in lines if line and not line.startswith(">"))


def last_after(lines: list[str], start: int, prefix: str) -> str | None:
    found = [line for line in lines[start:] if line.startswith(prefix)]
    return found[-1] if found else None


def played_to_the_end(term: "Terminal", code: int) -> list[str]:
    """The screen's lines of a game played to its end and quit (``code``: the exit status), checked:
    exit status 0, "Game over." said, no traceback, every line of the game fit to hear."""
    lines = term.lines()
    assert code == 0
    assert any(line.startswith("Game over.") for line in lines)
    assert "Traceback" not in term.text()
    assert_lines_ok(game_lines(lines))
    return lines


def test_a_newcomer_finishes_the_tutorial_at_a_terminal():
    """Only the tutorial's suggestions, `choices` once and a number once, read off the screen."""
    term = Terminal("tutorial", "--speech", "off")
    try:
        typed: list[str] = []
        while len(typed) < 60:
            term.wait_for_prompt()
            new = term.new_lines()
            suggestion = last_after(new, 0, "Type: ")
            assert suggestion is not None, f"no suggestion after {typed[-1:]}: {new[-6:]}"
            command = suggestion.removeprefix("Type: ")
            if not typed:
                command = "choices"  # first hear the menu again, as a newcomer may
            elif len(typed) == 2:  # answer this question by its number, read from the menu just heard
                menu = [line.split(". ", 1) for line in new if re.match(r"^\d+\. ", line)]
                command = next((n for n, label in menu if command in label.lower()), command)
            typed.append(command)
            term.type(command)
            if command == "quit":
                break
        term.wait_for(lambda text: "Goodbye." in text, "Goodbye.")
    finally:
        code = term.close()
    lines = played_to_the_end(term, code)
    assert any(line.startswith("Tutorial finished.") for line in lines)
    assert typed[0] == "choices" and typed[2].isdigit() and typed[-1] == "quit" and len(typed) < 40, typed


def test_a_newcomer_finishes_a_game_against_computer_players_with_numbers():
    """`play` with one human seat: each question is answered with a number from the menu read on
    the screen (`choices` when no menu was read), until the game is over, then `quit`."""
    term = Terminal("play", "--speech", "off", "--players", "3", "--seed", "3")
    try:
        answers = 0
        while answers < 600:
            term.wait_for_prompt()
            new = term.new_lines()
            if any(line.startswith("The game is over.") for line in new):
                break
            assert not any(line.startswith("You cannot ") for line in new), new  # a menu number is never refused
            menus = [line for line in new if re.fullmatch(r"\d+ choices:", line)]
            if not menus:
                term.type("choices")
                continue
            count = int(menus[-1].split()[0])
            assert any(line.startswith(f"{count}. ") for line in new)
            pick = count if answers % 5 == 0 else 1  # the first choice, now and then the last
            term.type(str(pick))
            answers += 1
        else:
            pytest.fail("the game did not end within 600 answers")
        term.type("quit")
        term.wait_for(lambda text: "Goodbye." in text, "Goodbye.")
    finally:
        code = term.close()
    played_to_the_end(term, code)


def test_a_locked_war_die_never_reaches_the_terminal_at_a_shared_keyboard(tmp_path):
    """The hot-seat scrollback check on the raw bytes of a real terminal (issue 12, Checks): from
    the moment Blue types the war die until the reveal, nothing the terminal received, the echo of
    the typed line included, holds the value or its payment; the next player's menu is asked only
    after Enter."""
    from conftest import scenario

    from tek_access.storage import save_game

    game = scenario(meeples={"highcairn.2": [0, 0], "highcairn.1": [1], "thornvale.1": [1], "ashfall.4": [2, 2]},
                    resources={0: (3, 3, 3), 1: (2, 2, 3), 2: (1, 1, 1)})
    save = tmp_path / "hot.json"
    save_game(game, save)
    term = Terminal("play", "--load", str(save), "--seats", "human,human,normal", "--speech", "off")
    try:
        term.wait_for_prompt()
        term.type("patrol from windhowl peak to old cairn height")
        term.wait_for(lambda text: "Press Enter" in text, "the hand-over", term.mark)
        term.wait_for_prompt()
        term.type("")
        term.wait_for(lambda text: "10 choices:" in text, "Blue's war die menu", term.mark)
        term.wait_for_prompt()
        term.type("war 7 with 2 mana 3 ore")
        bid = term.mark
        term.wait_for(lambda text: "Hand over. Orange" in text, "the hand-over to Orange", bid)
        term.wait_for_prompt()
        assert "Orange: War die" not in term.text(bid)  # the hand-over waits for Enter
        term.type("")
        term.wait_for(lambda text: "Orange: War die" in text, "Orange's war die question", bid)
        term.wait_for_prompt()
        term.type("war 1")
        term.wait_for(lambda text: "War dice revealed." in text, "the reveal", bid)
        term.wait_for_prompt()
        after = len(term.raw)
        os.write(term.master, b"score")  # after the secret, what is typed shows again, before Enter
        term.wait_for(lambda text: "score" in text, "the echo of an ordinary line as it is typed", after)
    finally:
        term.proc.kill()  # no quit: it would save to the current folder
        term.close()
    before_reveal = term.raw[bid:].split(b"War dice revealed.")[0].decode("ascii", errors="replace")
    assert "Locked." in before_reveal
    assert "*" not in before_reveal  # not even masked: a star a character would tell the die's length
    for leak in ("war 7", "7 with", "2 mana 3 ore", "die to 7", "paying 2 mana and 3 ore", "cost 7"):
        assert leak not in before_reveal, leak
    assert "Blue: 7." in term.text(bid)
    assert "Traceback" not in term.text()
