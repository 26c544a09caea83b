"""Load test for ``tek-access serve`` (issue 9): many connections and tables over loopback.

Starts a server (guests on, a temporary data folder), then opens, by default, 50 tables of 4
players (2 scripted players who answer 1 at every ``choose>`` prompt, and 2 normal computer
players) plus 100 spectators and lobby idlers: 200 connections, half over SSH (asyncssh) and half
over telnet (telnetlib3); with ``--web``, a third each over SSH, telnet and the web door's websocket
(aiohttp's client, speaking as the page does). Plays for ``--seconds`` and prints connections, tables, decisions per
second (choices committed to the database; the per-address limits are lifted, every client being
127.0.0.1), the p95 time from a sent answer to the first line
of narration that follows, the server's memory, the server's event loop's longest stall
(the server writes it each second with a hidden ``--loop-stats FILE`` option), and the CPU share of
the server and of this load generator (of one core, over the play): when the load generator's own
share nears a whole core, it is what limits the figures, not the server.

Memory is measured at the end of the play for the whole server: the server process and its child
processes (the computer players' workers): each one's resident set (RSS, which counts a page shared
with another process in each) and their proportional set sizes summed (PSS, from
/proc/PID/smaps_rollup, which counts a shared page once: the figure to compare). On Linux the
workers are forked from the server after it has loaded the games, so they share those pages.

Target (issue 21): p95 at most 30 ms at 200 connections and 50 tables, with no errors.

    python3 benchmarks/bench_server.py [--tables 50] [--watchers 100] [--seconds 20] [--web]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import asyncssh
import telnetlib3

ROOT = Path(__file__).resolve().parents[1]


class Conn:
    def __init__(self, name: str) -> None:
        self.name, self.text, self.closed = name, "", False
        self.sent_at: float | None = None
        self.over_at: float | None = None  # when this player heard "Game over" (time.perf_counter)
        self.latencies: list[float] = []

    def got(self, data: str) -> None:
        if self.sent_at is not None and data.strip():
            self.latencies.append(time.perf_counter() - self.sent_at)
            self.sent_at = None
        self.text = (self.text + data.replace("\r", ""))[-4000:]

    async def wait(self, needle: str, timeout: float = 60) -> None:
        end = time.monotonic() + timeout
        while needle not in self.text:
            if time.monotonic() > end or self.closed:
                raise RuntimeError(f"{self.name}: {needle!r} not heard: {self.text[-300:]}")
            await asyncio.sleep(0.01)

    def answer(self, line: str) -> None:
        self.sent_at = time.perf_counter()
        self.text = ""
        self.write(line)

    async def play(self, until: float) -> None:
        while time.monotonic() < until and not self.closed:
            if self.text.endswith("choose> "):
                self.answer("1")
            elif "Game over" in self.text:
                self.over_at = time.perf_counter()
                return
            await asyncio.sleep(0.005)


class Telnet(Conn):
    async def open(self, port: int) -> "Telnet":
        self.reader, self.writer = await telnetlib3.open_connection("127.0.0.1", port, connect_minwait=0.05,
                                                                    connect_maxwait=0.5)
        asyncio.ensure_future(self._read())
        await self.wait("Name: ")
        self.write(self.name)
        await self.wait("Lobby")
        return self

    async def _read(self) -> None:
        while True:
            data = await self.reader.read(65536)
            if not data:
                self.closed = True
                return
            self.got(data)

    def write(self, line: str) -> None:
        self.writer.write(line + "\r\n")


class SSH(Conn):
    async def open(self, port: int) -> "SSH":
        self.conn = await asyncssh.connect("127.0.0.1", port, username=self.name, known_hosts=None,
                                           client_keys=None)
        self.proc = await self.conn.create_process(encoding="utf-8")
        asyncio.ensure_future(self._read())
        await self.wait("Lobby")
        return self

    async def _read(self) -> None:
        while True:
            data = await self.proc.stdout.read(65536)
            if not data:
                self.closed = True
                return
            self.got(data)

    def write(self, line: str) -> None:
        self.proc.stdin.write(line + "\n")


class Web(Conn):
    """A web page's websocket: each JSON batch becomes lines, and ``choose> `` when this seat decides."""

    session = None  # one aiohttp client session for all (no limit on its connections)

    async def open(self, port: int) -> "Web":
        import aiohttp

        if Web.session is None:
            Web.session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0))
        self.ws = await Web.session.ws_connect(f"http://127.0.0.1:{port}/ws")
        asyncio.ensure_future(self._read())
        await self.wait("Type your name")
        self.write(self.name)
        await self.wait("Lobby")
        return self

    async def _read(self) -> None:
        async for msg in self.ws:
            m = json.loads(msg.data)
            text = "".join(line + "\n" for line in m.get("lines", []))
            if "prompt" in m:
                text += "choose> " if m["prompt"] == "choose" else "> "
            if text:
                self.got(text)
        self.closed = True

    def write(self, line: str) -> None:
        asyncio.ensure_future(self.ws.send_str(line))


TARGET_P95_MS = 30.0


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds of process ``pid`` so far (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def own_cpu() -> float:
    """This process's user and system CPU seconds so far."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


async def watch_stalls(path: Path, until: float, stalls: list[float]) -> None:
    """Read the server's loop statistics each half second until ``until``: each second's longest stall."""
    seen = ""
    while time.monotonic() < until:
        await asyncio.sleep(0.5)
        try:
            line = path.read_text()
        except OSError:
            continue
        if line != seen and line.strip():
            seen = line
            stalls.append(float(line.split()[0]))


def children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (the server's computer players' worker)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    found.append(int(entry.name))
            except (OSError, ValueError, IndexError):
                pass
    return found


def rss_mb(pid: int) -> float:
    """Resident memory of process ``pid`` in MB (VmRSS: a page shared with another process counts whole in each)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def pss_mb(pid: int) -> float:
    """Proportional set size of process ``pid`` in MB (/proc/PID/smaps_rollup: a page shared by N
    processes counts 1/N in each, so the sum over processes counts it once); NaN where unreadable."""
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def memory_line(pid: int, workers: list[int]) -> str:
    """The server's memory with its child processes: each one's RSS, and PSS summed over all (shared pages once)."""
    pids = [pid] + workers
    each = ", ".join(f"{'server' if p == pid else 'child ' + str(i)} {rss_mb(p):.0f} MB RSS / {pss_mb(p):.0f} MB PSS"
                     for i, p in enumerate(pids))
    return (f"server memory, {len(pids)} processes (the server and its computer players' workers): "
            f"{sum(pss_mb(p) for p in pids):.0f} MB PSS in all, {sum(rss_mb(p) for p in pids):.0f} MB RSS summed "
            f"(counts shared pages in each process); {each}")


async def bench(args, ports: list[int], folder: Path, pid: int) -> None:
    kinds = [SSH, Telnet, Web][:len(ports)]
    n = 0

    async def opened(prefix: str):
        nonlocal n
        n += 1
        kind = n % len(kinds)
        return await kinds[kind](f"{prefix}{n}").open(ports[kind])

    t0 = time.perf_counter()
    hosts, guests, watchers = [], [], []
    sem = asyncio.Semaphore(20)

    async def limited(prefix):
        async with sem:
            return await opened(prefix)

    hosts = await asyncio.gather(*[limited("H") for _ in range(args.tables)])
    for i, h in enumerate(hosts):
        h.write(f"create tek 4 2 normal no {i + 1}")
        await h.wait("created")
    guests = await asyncio.gather(*[limited("G") for _ in range(args.tables)])
    for i, g in enumerate(guests):
        g.write(f"join {i + 1}")
        await g.wait("You are in seat 2")
    watchers = await asyncio.gather(*[limited("W") for _ in range(args.watchers)])
    for i, w in enumerate(watchers):
        if i < args.tables:
            w.write(f"watch {i + 1}")
    connected = time.perf_counter() - t0
    db = sqlite3.connect(folder / "tek-server.sqlite3")
    before = db.execute("SELECT COUNT(*) FROM choices").fetchone()[0]
    for h in hosts:
        h.write("start")
    start = time.perf_counter()
    server_cpu, load_cpu = cpu_seconds(pid), own_cpu()
    until = time.monotonic() + args.seconds
    stalls: list[float] = []
    watcher = asyncio.ensure_future(watch_stalls(folder / "loop-stats", until, stalls))
    await asyncio.gather(*[p.play(until) for p in hosts + guests])
    elapsed = time.perf_counter() - start
    server_cpu, load_cpu = cpu_seconds(pid) - server_cpu, own_cpu() - load_cpu
    workers = children(pid)  # started with the first game: all its CPU time (its start-up too) counts
    worker_cpu = sum(cpu_seconds(w) for w in workers)
    watcher.cancel()
    decisions = db.execute("SELECT COUNT(*) FROM choices").fetchone()[0] - before
    over = db.execute("SELECT COUNT(*) FROM tables WHERE status = 'over'").fetchone()[0]
    lat = sorted(x for p in hosts + guests for x in p.latencies)
    conns = len(hosts) + len(guests) + len(watchers)
    alive = sum(not c.closed for c in hosts + guests + watchers)
    print(f"connections: {conns} ({alive} still open; {sum(isinstance(c, SSH) for c in hosts + guests + watchers)} "
          f"SSH, {sum(isinstance(c, Telnet) for c in hosts + guests + watchers)} telnet, "
          f"{sum(isinstance(c, Web) for c in hosts + guests + watchers)} web), opened in {connected:.1f} s")
    print(f"tables: {len(hosts)} ({over} finished), 2 scripted players and 2 normal computer players each, "
          f"{min(args.watchers, args.tables)} with a spectator")
    print(f"decisions: {decisions} in {elapsed:.1f} s = {decisions / elapsed:.0f} per second "
          f"({len(lat)} answered by scripted players; the server's CPU per decision "
          f"{1000 * server_cpu / max(1, decisions):.2f} ms)")
    ends = sorted(h.over_at - start for h in hosts if h.over_at is not None)
    if ends:
        print(f"games over: {len(ends)} of {len(hosts)}, the first after {ends[0]:.1f} s, half after "
              f"{ends[(len(ends) - 1) // 2]:.1f} s, the last after {ends[-1]:.1f} s (each table's decisions "
              f"come one after another: once the play ends with the last game, the rate counts that tail)")
    if lat:
        p95 = lat[int(len(lat) * 0.95) - 1]
        print(f"command to narration: median {statistics.median(lat) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms "
              f"(target at most {TARGET_P95_MS:.0f}: {'met' if p95 * 1000 <= TARGET_P95_MS else 'NOT met'})")
    print(f"server event loop: longest stall {max(stalls, default=float('nan')):.1f} ms "
          f"(each second's longest, over {len(stalls)} seconds of play); "
          f"{max(stalls[2:], default=float('nan')):.1f} ms after the first 2 seconds (every table starts in the first)")
    print(f"CPU over the play, share of one core: server {100 * server_cpu / elapsed:.0f}% "
          f"(+ {100 * worker_cpu / elapsed:.0f}% in its {len(workers)} child processes, the computer players' "
          f"workers), "
          f"this load generator {100 * load_cpu / elapsed:.0f}% (2 cores; a share near 100% limits the figures)")
    if hasattr(os, "getloadavg"):
        print(f"load average: {os.getloadavg()[0]:.2f} (other work on the machine counts too)")
    print(memory_line(pid, workers))
    if Web.session is not None:
        await Web.session.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--watchers", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--web", action="store_true", help="A third of the connections over the web door.")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        proc = subprocess.Popen([sys.executable, "-m", "tek_access", "serve", "--guests", "--ssh-port", "0",
                                 "--telnet-port", "0", "--data", tmp, "--ports-file", str(folder / "ports"),
                                 # every client comes from 127.0.0.1: lift the per-address limits
                                 "--limit", "logins_per_address=100000", "--limit", "online_per_address=100000",
                                 "--limit", "guests_per_address=100000", "--limit", "tables_per_address=100000",
                                 "--limit", "http_per_address=100000",
                                 "--loop-stats", str(folder / "loop-stats")]
                                + (["--web-port", "0"] if args.web else []),
                                env=env, stdout=subprocess.DEVNULL, stderr=open(folder / "server.log", "w"))
        try:
            for _ in range(400):
                if (folder / "ports").exists():
                    break
                time.sleep(0.05)
            ports = [int(p) for p in (folder / "ports").read_text().split()]
            asyncio.run(bench(args, ports, folder, proc.pid))
            errors = [line for line in (folder / "server.log").read_text().splitlines() if line.startswith("ERROR")]
            print(f"server errors during the run: {len(errors)}" + (f", the first: {errors[0]}" if errors else ""))
        finally:
            proc.terminate()
            proc.wait(10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
