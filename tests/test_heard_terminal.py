"""The terminal heard through Orca (issue 35): the game in mate-terminal (a VTE terminal; xterm
exposes nothing to a screen reader), started from a shell as a player does, keys typed as X key
presses: ``tek-access play --screen-reader`` against computer players, and ``tek-access connect``
with ``--speech screenreader`` at an online table of a local server.

What a player hears there is Orca reading the terminal plus what the game speaks itself through
speech-dispatcher; both go through the listener's speech-dispatcher, whose record
(:meth:`~orca_harness.Listener.everything`) is compared with the game's transcript: every line
heard exactly once, in order. Orca 43 reads new output after Enter, Tab, space or a typed
character, whenever it comes; after any other key (F2 to F7, an arrow, Backspace) only when the
text inserted ends at the cursor. So the game prints every line, online, from the terminal's
bottom row in one write with the input line drawn again (``ui.console``): each such write scrolls,
the terminal reports the new rows down to the input line, and Orca reads them after any key; the
game speaks only what it does not print (a status key's answer). Over SSH the server paces what it
sends to a terminal; ``test_connect_output_paced`` and ``test_ssh_terminal_output_paced`` check both
pacings without Orca.
"""
from __future__ import annotations

import asyncio
import re
import sys
import threading
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
    """A shell in mate-terminal in the listener's display; ``./go`` typed there starts ``command``
    (the arguments of ``tek-access``) with a transcript, read back by :meth:`lines`."""

    def __init__(self, listener, folder: Path, name: str, command: str, env: str = "",
                 program: str | None = None) -> None:
        self.listener, self.name = listener, name
        self.typed: list[str] = []   # the commands typed, whose echo Orca reads in pieces of any size
        self.transcript = folder / f"{name}.txt"
        go = folder / "go"
        go.write_text(f"#!/bin/sh\nexport PYTHONPATH={ROOT} TEK_ACCESS_SPEECHD_AUTOSPAWN=0 "
                      f"TEK_ACCESS_DATA_DIR={folder / 'data'} {env}\n"
                      + (program or f"exec {sys.executable} -m tek_access {command} --transcript {self.transcript}")
                      + "\n")
        go.chmod(0o755)
        shell = folder / "shell.sh"
        shell.write_text(f"#!/bin/sh\ncd {folder}\nPS1='$ ' exec /bin/sh -i\n")
        shell.chmod(0o755)
        self.proc = listener.spawn(["mate-terminal", "--disable-factory", "--geometry=100x30+0+0", "-e", str(shell)],
                                   f"terminal-{name}")
        listener.focus(pid=self.proc.pid)

    def start(self) -> float:
        """Type ``./go`` and Enter at the shell's prompt, as a player starts the game; the time
        (:func:`clock`) just before."""
        end = time.monotonic() + 20
        while "$" not in "".join(u.text for u in self.listener.heard()) and time.monotonic() < end:
            time.sleep(0.1)   # the shell's prompt read: the terminal has the focus
        self.listener.quiet(0, 0.5)
        mark = clock()
        self.listener.type("./go")
        self.listener.key("Return")
        return mark

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
            time.sleep(0.05)
        raise AssertionError(f"{self.name}: {pattern!r} not in the transcript:\n" + "\n".join(self.lines()[-30:]))

    def heard_last(self, since: float, seconds: float = 20.0) -> None:
        """Wait until the transcript's last line has been spoken (after the time ``since``)."""
        last = " ".join(self.lines()[-1].split())
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if last in spoken_lines(self.listener.everything(since)):
                return
            time.sleep(0.05)
        raise AssertionError(f"never heard {last!r}: {self.listener.check()}\n"
                             f"{spoken_text(self.listener.everything(since))}")

    def command(self, text: str, until: str, since: float) -> None:
        """Type ``text`` and Enter; wait for ``until`` in the transcript and its last line heard."""
        start = len(self.lines())
        self.typed.append(text)
        self.listener.type(text)
        self.listener.key("Return")
        self.wait(until, start, 30.0)
        time.sleep(0.3)   # the rest of the message
        self.heard_last(since)

    def key(self, key: str, since: float) -> None:
        """Press a key whose answer is one or more lines; wait until the last is heard."""
        start = len(self.lines())
        self.listener.key(key)
        self.wait(".", start)
        time.sleep(0.3)
        self.heard_last(since)

    def answer(self, count: int, since: float, question: str, after_f4=None, every: int = 3) -> None:
        """Answer ``count`` questions with 1, each heard to its last line first; F4 (what is
        pending) before every ``every``-th, then ``after_f4()`` once (a line arriving after it)."""
        for n in range(count):
            if n % every == every - 1:
                self.key("F4", since)
                if after_f4 is not None:
                    after_f4()
                    after_f4 = None
            self.command("1", question + "|Game over", since)

    def heard(self, since: float, first: str, secret: str = "^$") -> list:
        """Check every transcript line from the one matching ``first`` heard once, in order, and no
        other line heard but prompts, the echo of what was typed and lines matching ``secret``
        (printed, never kept in the transcript)."""
        self.listener.quiet(0, 1.0)
        said = self.listener.everything(since)
        print(spoken_text(said))   # pytest -s shows what was heard
        lines = self.lines()
        start = next(i for i, line in enumerate(lines) if re.search(first, line))
        wrong = heard_once_in_order(lines[start:], said)
        self.listener.end(self.proc)
        assert not wrong, wrong
        # and nothing else but prompts and the echo of what was typed (a line printed outside the
        # transcript, or read with junk, would be here)
        known = {" ".join(line.split()) for line in lines}
        extra = [line for line in spoken_lines(said) if len(line) > 12 and line not in known
                 and not any(line in typed for typed in self.typed)
                 and not re.match(r"(choose)?> |\$ |tek-access online\. Type your name", line)
                 and not re.search(secret, line)]
        assert extra == [], f"also heard {extra}\n{spoken_text(said)}"
        return said


# what a terminal is sent, as lines: CSI sequences, carriage returns and backspaces applied as a
# terminal does on one line (a cursor move up or down is the line editor's, on a wrapped input line)
_CSI = re.compile(r"\x1b\[([0-9;?]*)([A-Za-z@])|\x1b[()][0-9A-Za-z]|\x1b[=>]")


def screen_lines(raw: str) -> list[str]:
    lines = []
    for row in raw.split("\n"):
        cells: list[str] = []
        col, at = 0, 0
        for found in [*_CSI.finditer(row), None]:
            text = row[at:found.start() if found else len(row)]
            for ch in text:
                if ch == "\r":
                    col = 0
                elif ch == "\b":
                    col = max(0, col - 1)
                elif ch >= " ":
                    cells[col:col + 1] = [ch]
                    cells += [" "] * (col + 1 - len(cells))
                    col += 1
            if found is None:
                break
            at = found.end()
            n = int(found.group(1) or 1) if (found.group(1) or "").isdigit() else 1
            if found.group(2) == "C":
                col += n
            elif found.group(2) == "D":
                col = max(0, col - n)
            elif found.group(2) == "K":
                del cells[col:]
        lines.append("".join(cells).rstrip())
    return lines


class SSHTerminal(Terminal):
    """OpenSSH's client in the terminal (``ssh -p PORT NAME@127.0.0.1``, no host key kept), logged in
    as a guest at the server's SSH door; what the terminal is sent kept by script(1) and read back
    as lines, the prompts and the line editor's echo left out."""

    def __init__(self, listener, folder: Path, name: str, port: int) -> None:
        self.raw = folder / f"{name}.raw"
        ssh = (f"ssh -tt -p {port} -F /dev/null -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null "
               f"-o BatchMode=yes -o LogLevel=ERROR {name}@127.0.0.1")
        super().__init__(listener, folder, name, "", program=f"exec script -q -f -c '{ssh}' {self.raw}")

    def lines(self) -> list[str]:
        try:
            raw = self.raw.read_text(errors="replace")
        except FileNotFoundError:
            return []
        return [line for line in screen_lines(raw) if line.strip() and not re.match(r"(choose)?> |Script ", line + " ")]


class Other:
    """Another player on the telnet door, in a thread of its own (the test itself waits in sync)."""

    def __init__(self, port: int, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.player = asyncio.run_coroutine_threadsafe(server_support.in_lobby(port, name), self.loop).result(30)

    def say(self, line: str) -> None:
        self.loop.call_soon_threadsafe(self.player.send, line)

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.player.close)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


def test_local_game_heard_once(listener, tmp_path):
    """``tek-access play --screen-reader`` against a computer player, started from a shell: the
    opening, ten questions answered (the computer player's turns printed after each Enter) and
    F4 before every third: every line of the transcript heard exactly once, in order, from Orca or
    from the game."""
    term = Terminal(listener, tmp_path, "local", "play --screen-reader --seats human,normal --seed 7")
    mark = term.start()
    term.wait(r"^\d+ choices?:", 0, 30.0)
    time.sleep(0.3)
    term.heard_last(mark)
    term.answer(QUESTIONS, mark, r"^\d+ choices?:")
    # a secret answer (the war die, one's own: "You show the white flag. Locked.") is printed and
    # read, never kept in the transcript
    term.heard(mark, ".", secret=r"^You .*\. Locked\.$")


def test_status_key_printed_when_nothing_speaks_heard_once(listener, tmp_path):
    """``play --screen-reader`` with speech-dispatcher out of reach: the game cannot speak, so F4's
    answer is printed above the prompt, after a key Orca 43 reads no output after; it is printed from
    the bottom row in one write with the prompt, and Orca reads it, once (found: silent)."""
    term = Terminal(listener, tmp_path, "nospeech", "play --screen-reader --seats human,normal --seed 7",
                    env="SPEECHD_ADDRESS=unix_socket:/nonexistent")
    mark = term.start()
    term.wait(r"^\d+ choices?:", 0, 30.0)
    time.sleep(0.3)
    term.heard_last(mark)
    term.answer(3, mark, r"^\d+ choices?:", every=1)
    term.heard(mark, ".", secret=r"^You .*\. Locked\.$")


def test_online_game_heard_once(listener, server, tmp_path):
    """``tek-access connect`` from a shell: a guest logs in, presses F2 in the lobby (the answer
    printed after a key Orca 43 reads no output after, unless it ends at the cursor), another
    player's chat arrives after it; then they create a table against a computer player and answer
    ten questions, F4 before every third, and the other player tells them something after the
    first F4 at the table: every line of the transcript from the welcome on heard exactly once, in
    order, and nothing else but prompts and typed echo (found: after F2 Orca said neither the
    answer nor the chat; with the game speaking them, Orca at times read them as well: twice)."""
    term = Terminal(listener, tmp_path, "online",
                    f"connect 127.0.0.1 --port {server.telnet} --speech screenreader")
    mark = term.start()
    end = time.monotonic() + 30   # the server's first line is its name prompt, read by Orca
    while not any("Name" in u.text for u in listener.everything(mark)) and time.monotonic() < end:
        time.sleep(0.05)
    term.command("ann", "Lobby", mark)
    dan = Other(server.telnet, "dan")
    try:
        term.key("F2", mark)
        start = len(term.lines())
        dan.say("say the wolves are at the gate")
        term.wait("dan says", start)
        time.sleep(0.3)
        term.heard_last(mark)
        term.command("create tek 2 1 normal no 3", r"Table \d+ created", mark)
        term.command("start", r"^\d+ choices?:", mark)

        def told() -> None:   # another person's line at the table, after F4
            start = len(term.lines())
            dan.say("tell ann the raven calls")
            term.wait("dan tells you", start)
            time.sleep(0.3)
            term.heard_last(mark)

        term.answer(QUESTIONS, mark, r"^\d+ choices?:", told)
    finally:
        dan.close()
    term.heard(mark, "^Welcome")


def test_connect_output_paced():
    """connect's half (no Orca needed): what is printed inside ``Paced.kept`` (the server's lines)
    reaches standard output in pieces of whole lines, 600 characters at most, 0.3 s apart, in order;
    a line arriving during a gap joins the next piece; switched off, it is printed at once."""
    import contextlib

    from tek_access.ui.console import Paced
    from tek_access.ui.pacing import CHUNK, UPDATE_GAP

    class Out:
        def __init__(self) -> None:
            self.writes: list[tuple[float, str]] = []

        def write(self, text: str) -> int:
            self.writes.append((time.monotonic(), text))
            return len(text)

        def flush(self) -> None:
            pass

    lines = [f"Line {i}: the wolves are at the gate of the northern hall." for i in range(25)]

    async def main(enabled: bool) -> Out:
        out, paced = Out(), Paced(enabled)
        with contextlib.redirect_stdout(out):   # as patch_stdout has it in connect
            writer = asyncio.ensure_future(paced.run())
            with paced.kept():
                print("\n".join(lines[:20]))
            await asyncio.sleep(0.05)
            with paced.kept():   # during the gap after the first piece
                print("\n".join(lines[20:]))
            await asyncio.sleep(5 * UPDATE_GAP)
            writer.cancel()
            await paced.drain()
        return out

    out = asyncio.run(main(True))
    pieces = [text for _, text in out.writes]
    assert len(pieces) >= 3 and all(len(p) <= CHUNK and p.endswith("\n") for p in pieces), [len(p) for p in pieces]
    times = [when for when, _ in out.writes]
    assert all(b - a >= UPDATE_GAP - 0.02 for a, b in zip(times, times[1:])), times
    assert "".join(pieces).splitlines() == lines
    assert "".join(text for _, text in asyncio.run(main(False)).writes).splitlines() == lines


def test_ssh_terminal_output_paced(tmp_path):
    """The server's half of SSH heard (no Orca needed): to a connection with a terminal (``paced``,
    as the SSH door sets it) a long reply goes in pieces of whole lines, 600 characters at most,
    0.3 s apart, nothing lost or reordered; what waits for the gap goes at once when the connection
    closes (the goodbye)."""
    from server_support import FakeConn

    from tek_access.server.hub import Hub
    from tek_access.server.store import Store
    from tek_access.ui.pacing import CHUNK, UPDATE_GAP

    class TerminalConn(FakeConn):
        paced = True

        def __init__(self) -> None:
            super().__init__()
            self.at: list[float] = []

        def send(self, text: str) -> None:
            super().send(text)
            self.at.append(time.monotonic())

    async def main():
        store = Store(tmp_path)
        try:
            hub = Hub(store, guests=True)
            conn = TerminalConn()
            client = hub.connect(conn, "ann", guest=True)
            await asyncio.sleep(UPDATE_GAP + 0.1)
            first = len(conn.sent)
            lines = [f"Line {i}: the wolves are at the gate of the northern hall." for i in range(25)]
            client.lines(lines)
            client.prompt()
            await asyncio.sleep(4 * UPDATE_GAP)
            sent, at = conn.sent[first:], conn.at[first:]
            client.say("One more line, kept for the gap.")
            hub.drop(client)
            return lines, sent, at, conn.text
        finally:
            store.close()

    lines, sent, at, text = asyncio.run(main())
    assert len(sent) >= 3 and all(len(piece) <= CHUNK for piece in sent), [len(p) for p in sent]
    assert all(piece.endswith("\r\n") for piece in sent[:-1]) and sent[-1].endswith("> ")
    assert all(b - a >= UPDATE_GAP - 0.02 for a, b in zip(at, at[1:])), at
    assert [line for line in "".join(sent).split("\r\n") if line] == lines + ["> "]
    assert text.rstrip().endswith("One more line, kept for the gap.")


def test_ssh_game_heard_once(listener, server, tmp_path):
    """OpenSSH's ``ssh -p PORT ann@HOST`` from a shell, a guest at the SSH door: another player's
    chat arrives in the lobby with no key pressed, then they create a table against a computer
    player and answer ten questions, and the other player tells them something between two
    answers: every line the terminal was sent from the welcome on heard exactly once, in order,
    by Orca alone (the server's line editor echoes what is typed; nothing speaks but Orca)."""
    term = SSHTerminal(listener, tmp_path, "sam", server.ssh)
    mark = term.start()
    term.wait("^Lobby", 0, 30.0)
    time.sleep(0.3)
    term.heard_last(mark)
    dan = Other(server.telnet, "eve")
    try:
        start = len(term.lines())
        dan.say("say the wolves are at the gate")
        term.wait("eve says", start)
        time.sleep(0.3)
        term.heard_last(mark)
        term.command("create tek 2 1 normal no 3", r"Table \d+ created", mark)
        term.command("start", r"^\d+ choices?:", mark)
        for n in range(QUESTIONS):
            if n == 3:   # another person's line at the table, no key pressed since the last Enter
                start = len(term.lines())
                dan.say("tell sam the raven calls")
                term.wait("eve tells you", start)
                time.sleep(0.3)
                term.heard_last(mark)
            term.command("1", r"^\d+ choices?:|Game over", mark)
    finally:
        dan.close()
    term.heard(mark, "^Welcome")


def test_vikings_local_game_heard_once(listener, tmp_path):
    """``tek-access play --game vikings --screen-reader`` against a computer player: the opening and
    four questions (the set-up, the draft's cards), F4 before the second and fourth: every line
    of the transcript heard exactly once, in order, and the draft's private lines (printed, kept
    in no transcript) once each."""
    term = Terminal(listener, tmp_path, "vikings", "play --game vikings --screen-reader --seats human,normal --seed 7")
    mark = term.start()
    term.wait(r"^\d+ choices?:", 0, 30.0)
    time.sleep(0.3)
    term.heard_last(mark)
    term.answer(4, mark, r"^\d+ choices?:", every=2)
    # your own draft hand and what you keep: printed for you alone, never kept in the transcript
    said = term.heard(mark, ".", secret=r"^(Your draft hand|Your new hand|You keep|Last card passed to you)")
    private = [line for line in spoken_lines(said) if re.match(r"Your draft hand|You keep", line)]
    assert private and len(private) == len(set(private)), private   # heard, once each


def test_review_keys_heard(listener, tmp_path):
    """F6, F6, F7 and F5 at a question in ``play --screen-reader``, as docs/speech.md says: F6 the
    message before the one under review, F7 the next one, F5 the question again; each said once,
    by the game (a review key prints nothing), and Orca reads nothing of the screen for them."""
    term = Terminal(listener, tmp_path, "review", "play --screen-reader --seats human,normal --seed 7")
    mark = term.start()
    term.wait(r"^\d+ choices?:", 0, 30.0)
    time.sleep(0.3)
    term.heard_last(mark)
    term.answer(2, mark, r"^\d+ choices?:", every=99)
    listener.quiet(0, 1.0)
    lines = [" ".join(line.split()) for line in term.lines()]
    question = next(i for i in range(len(lines) - 1, -1, -1) if re.match(r"\d+ choices?:", lines[i])) - 1
    said = []
    for key in ("F6", "F6", "F7", "F5"):
        since = clock()
        listener.key(key)
        end = time.monotonic() + 10
        while not (new := [u for u in listener.everything(since) if not u.key]) and time.monotonic() < end:
            time.sleep(0.05)
        time.sleep(0.8)   # anything else said for the key
        new = [u for u in listener.everything(since) if not u.key]
        assert len(new) == 1, f"{key}: {spoken_text(new)}"
        # the game's voice, not Orca reading the screen (a review key prints nothing)
        assert not [u for u in listener.heard() if u.time > since and not u.key], f"{key}: {spoken_text(new)}"
        said.append(" ".join(new[0].text.split()))
    listener.end(term.proc)
    assert said[:3] == [lines[-2], lines[-3], lines[-2]], said
    assert said[3].startswith(lines[question]), (said[3], lines[question])
