"""Shared parts of the online-table tests: ``tek-access serve`` on loopback and players on its doors.

:class:`Server` starts the server on 127.0.0.1 with ephemeral ports in a temporary folder (the web
door too with ``web=True``) and stops it; the players speak through real clients: telnetlib3, asyncssh
and the OpenSSH client. The web door's page and socket players are in ``web_support``.
"""
from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
SECRET = re.compile(r"You set your war die to|You show the white flag")


# ---------------------------------------------------------------- hub without sockets
class FakeConn:
    """A door's connection: keeps what is sent; ``reads`` False models a client that never reads
    (everything sent stays in the backlog)."""

    def __init__(self, reads: bool = True) -> None:
        self.reads = reads
        self.sent: list[str] = []
        self.cues: list[str] = []
        self.closed = self.aborted = False

    @property
    def text(self) -> str:
        return "".join(self.sent).replace("\r", "")

    def send(self, text: str) -> None:
        self.sent.append(text)

    def cue(self, earcon: str) -> None:
        self.cues.append(earcon)

    def backlog(self) -> int:
        return 0 if self.reads else sum(len(t.encode()) for t in self.sent)

    def close(self) -> None:
        self.closed = True

    def abort(self) -> None:
        self.aborted = self.closed = True


class Server:
    """``tek-access serve`` with SSH and telnet doors (and the web door with ``web``) on free ports of
    127.0.0.1; ``max_files``: the server's limit of open files (RLIMIT_NOFILE), to show it is not exhausted."""

    def __init__(self, folder: Path, *extra: str, web: bool = False, max_files: int | None = None) -> None:
        self.folder, self.extra, self.web_door, self.max_files = folder, extra, web, max_files
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> "Server":
        ports = self.folder / "ports"
        if ports.exists():
            ports.unlink()
        env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
        self.out = open(self.folder / "server.out", "ab")
        web = ["--web-port", "0"] if self.web_door else []
        self.proc = subprocess.Popen([sys.executable, "-m", "tek_access", "serve", "--host", "127.0.0.1",
                                      "--ssh-port", "0", "--telnet-port", "0", *web, "--data", str(self.folder),
                                      "--ports-file", str(ports), *self.extra],
                                     stdout=self.out, stderr=subprocess.STDOUT, env=env,
                                     preexec_fn=self._limit_files if self.max_files else None)
        for _ in range(300):
            if ports.exists():
                break
            assert self.proc.poll() is None, self.output
            time.sleep(0.05)
        found = list(map(int, ports.read_text().split()))
        self.ssh, self.telnet = found[0], found[1]
        if self.web_door:
            self.web = found[2]
            self.url = f"http://127.0.0.1:{self.web}/"
        return self

    def _limit_files(self) -> None:
        import resource

        resource.setrlimit(resource.RLIMIT_NOFILE, (self.max_files, self.max_files))

    def kill9(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.out.close()

    @property
    def output(self) -> str:
        return (self.folder / "server.out").read_text(errors="replace")


def guest_server(server_class: type[Server] = Server) -> Any:
    """A pytest fixture (``server = guest_server()`` in a test module): a ``server_class`` started
    in the test's folder with guests allowed, stopped after the test."""

    @pytest.fixture
    def server(tmp_path: Path) -> Iterator[Server]:
        s = server_class(tmp_path, "--guests").start()
        yield s
        s.stop()

    return server


class Player:
    """A connection: ``text`` holds everything received (carriage returns removed)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.text = ""
        self.closed = False
        self.answered = 0

    async def wait(self, pattern: str, timeout: float = 10.0, start: int = 0) -> re.Match:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            m = re.compile(pattern).search(self.text, start)
            if m:
                return m
            if self.closed:
                break
            await asyncio.sleep(0.01)
        raise AssertionError(f"{self.name}: {pattern!r} not heard. Last text:\n{self.text[-1500:]}")

    def send(self, line: str) -> None:
        raise NotImplementedError

    async def _pump(self, read: Callable[[int], Awaitable[str | bytes]]) -> None:
        """Add what ``read`` gives to ``text`` (bytes as UTF-8, carriage returns removed) until the end."""
        while True:
            data = await read(65536)
            if not data:
                self.closed = True
                return
            if isinstance(data, bytes):
                data = data.decode("utf-8", "replace")
            self.text += data.replace("\r", "")

    @property
    def code(self) -> str:
        """The reconnect code said at a guest's first login (issue 24: a guest's seat comes back
        only with it)."""
        return re.search(r"Your reconnect code is (\d{4} \d{4})", self.text).group(1)

    async def prove(self, code: str) -> None:
        """Answer "NAME holds a seat. Type NAME's reconnect code" with ``code``."""
        await self.wait("holds a seat. Type")
        self.send(code)

    async def autoplay(self, until: str = r"Game over", timeout: float = 40.0, stop=None) -> None:
        """Answer 1 at every ``choose>`` prompt until ``until`` is heard (or ``stop(self)`` is true)."""
        end = time.monotonic() + timeout
        seen = 0
        while time.monotonic() < end:
            if re.search(until, self.text):
                return
            if self.closed:
                raise AssertionError(f"{self.name} disconnected:\n{self.text[-800:]}")
            at = self.text.rfind("choose> ")
            if at >= seen and at >= 0 and self.text.endswith("choose> "):
                if stop is not None and stop(self):
                    return
                seen = at + 1
                self.answered += 1
                self.send("1")
            await asyncio.sleep(0.002)
        raise AssertionError(f"{self.name}: timed out:\n{self.text[-1500:]}")


class TelnetPlayer(Player):
    async def open(self, port: int, source: str | None = None) -> "TelnetPlayer":
        """Log in as a guest (or up to "Password: "); ``source``: the local address to connect from
        (127.0.0.2: another address on the same machine)."""
        import telnetlib3

        self.reader, self.writer = await telnetlib3.open_connection(
            "127.0.0.1", port, connect_minwait=0.05, connect_maxwait=0.5,
            local_addr=(source, 0) if source else None)
        self.task = asyncio.ensure_future(self._read())
        await self.wait("Name: ")
        self.send(self.name)
        return self

    async def _read(self) -> None:
        await self._pump(self.reader.read)

    def send(self, line: str) -> None:
        self.writer.write(line + "\r\n")

    def close(self) -> None:
        self.writer.close()


class AsyncSSHPlayer(Player):
    async def open(self, port: int) -> "AsyncSSHPlayer":
        import asyncssh

        self.conn = await asyncssh.connect("127.0.0.1", port, username=self.name, known_hosts=None,
                                           client_keys=None, password=None)
        self.proc = await self.conn.create_process(encoding="utf-8")
        self.task = asyncio.ensure_future(self._read())
        return self

    async def _read(self) -> None:
        await self._pump(self.proc.stdout.read)

    def send(self, line: str) -> None:
        self.proc.stdin.write(line + "\n")

    def close(self) -> None:
        self.conn.close()


class OpenSSHPlayer(Player):
    """The OpenSSH client, ``ssh -T -p PORT NAME@127.0.0.1``, its stdin and stdout piped."""

    async def open(self, port: int, home: Path) -> "OpenSSHPlayer":
        self.proc = await asyncio.create_subprocess_exec(
            "ssh", "-T", "-p", str(port), "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
            "-o", "BatchMode=yes", "-o", "LogLevel=ERROR", "-F", "/dev/null", f"{self.name}@127.0.0.1",
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
            env=dict(os.environ, HOME=str(home)))
        self.task = asyncio.ensure_future(self._read())
        return self

    async def _read(self) -> None:
        await self._pump(self.proc.stdout.read)

    def send(self, line: str) -> None:
        self.proc.stdin.write((line + "\n").encode())

    def close(self) -> None:
        if self.proc.returncode is None:
            self.proc.kill()



async def in_lobby(port: int, name: str) -> TelnetPlayer:
    """A guest called ``name`` on the telnet door at ``port``, once the lobby greets them."""
    player = await TelnetPlayer(name).open(port)
    await player.wait("Lobby")
    return player


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 55))
