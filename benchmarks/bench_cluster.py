"""Load test for several processes (issue 37): one front door and table hosts over Redis and PostgreSQL,
beside the single process at the same load.

Starts a throw-away PostgreSQL cluster and redis-server (as the tests do: tests/service_support.py, unix
sockets in a temporary folder), a front door (``tek-access serve --bus ... --database ...``) and ``--hosts``
table hosts (``tek-access table-host``), then opens ``--tables`` tables of 4 players (2 scripted players who
answer 1 at every ``choose>`` prompt, 2 normal computer players), a spectator at each and as many idle lobby
connections: by default 150 tables and 600 connections, a third each over SSH, telnet and the web door's
websocket (the clients of benchmarks/bench_server.py). Plays for ``--seconds`` and prints decisions a second
(choices committed to the store), the median and p95 time from a typed answer to the first line back, and
each process's CPU (share of one core over the play) and memory (RSS; PSS summed, shared pages once). Then
the same load on the single process (``tek-access serve`` with its SQLite file), the same figures.

    python3 benchmarks/bench_cluster.py [--tables 150] [--seconds 20] [--hosts 3] [--no-web] [--only cluster|single]
"""
from __future__ import annotations

import argparse
import asyncio
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(HERE), str(ROOT / "tests")]

from bench_server import SSH, Telnet, Web, children, cpu_seconds, own_cpu, pss_mb, rss_mb  # noqa: E402

LIMITS = ["--limit", "logins_per_address=100000", "--limit", "online_per_address=100000", "--limit",
          "guests_per_address=100000", "--limit", "tables_per_address=100000", "--limit", "http_per_address=100000"]


def tree(pid: int) -> list[int]:
    """``pid`` and all its descendants."""
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo += children(p)
    return out


class Measured:
    """A named group of processes (a process and its children), its CPU at the start of the play."""

    def __init__(self, name: str, pid: int) -> None:
        self.name, self.pid = name, pid
        self.start = 0.0

    def cpu(self) -> float:
        total = 0.0
        for p in tree(self.pid):
            try:
                total += cpu_seconds(p)
            except OSError:
                pass
        return total

    def line(self, elapsed: float) -> str:
        pids = tree(self.pid)
        cpu = self.cpu() - self.start
        return (f"  {self.name}: CPU {100 * cpu / elapsed:.0f}% of a core, memory {sum(rss_mb(p) for p in pids):.0f} "
                f"MB RSS / {sum(pss_mb(p) for p in pids):.0f} MB PSS ({len(pids)} processes)")


def started(args: list[str], folder: Path, name: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "tek_access", *args], env=env, stdout=subprocess.DEVNULL,
                            stderr=open(folder / f"{name}.log", "w"))


def ports_of(folder: Path, proc: subprocess.Popen) -> list[int]:
    for _ in range(1200):
        if (folder / "ports").exists():
            return [int(p) for p in (folder / "ports").read_text().split()]
        if proc.poll() is not None:
            raise RuntimeError((folder / "front.log").read_text()[-2000:])
        time.sleep(0.05)
    raise RuntimeError("the server did not start")


async def load(args, ports: list[int], decisions, groups: list[Measured]) -> dict:
    kinds = [SSH, Telnet, Web][:len(ports)]
    n = 0
    sem = asyncio.Semaphore(20)

    async def opened(prefix: str):
        nonlocal n
        async with sem:
            n += 1
            kind = n % len(kinds)
            return await kinds[kind](f"{prefix}{n}").open(ports[kind])

    t0 = time.perf_counter()
    hosts = await asyncio.gather(*[opened("H") for _ in range(args.tables)])

    async def make(i, h):
        h.write(f"create tek 4 2 normal no {i + 1}")
        await h.wait("created")
        await h.wait("You are the host", timeout=120)

    await asyncio.gather(*[make(i, h) for i, h in enumerate(hosts)])
    tids = [int(h.text.split("Table ", 1)[1].split(" ", 1)[0]) for h in hosts]
    guests = await asyncio.gather(*[opened("G") for _ in range(args.tables)])

    async def join(tid, g):
        g.write(f"join {tid}")
        await g.wait("You are in seat 2", timeout=120)

    await asyncio.gather(*[join(tid, g) for tid, g in zip(tids, guests)])
    others = await asyncio.gather(*[opened("W") for _ in range(2 * args.tables)])
    for tid, w in zip(tids, others):
        w.write(f"watch {tid}")
    connected = time.perf_counter() - t0
    await asyncio.sleep(1.0)
    before = decisions()
    for h in hosts:
        h.write("start")
    start = time.perf_counter()
    for g in groups:
        g.start = g.cpu()
    load_cpu = own_cpu()
    until = time.monotonic() + args.seconds
    await asyncio.gather(*[p.play(until) for p in hosts + guests])
    elapsed = time.perf_counter() - start
    load_cpu = own_cpu() - load_cpu
    made = decisions() - before
    lat = sorted(x for p in hosts + guests for x in p.latencies)
    every = hosts + guests + others
    result = {
        "connections": len(every), "open": sum(not c.closed for c in every),
        "doors": {k.__name__: sum(isinstance(c, k) for c in every) for k in kinds},
        "connected": connected, "elapsed": elapsed, "decisions": made,
        "over": sum(h.over_at is not None for h in hosts),
        "median": statistics.median(lat) * 1000 if lat else float("nan"),
        "p95": lat[int(len(lat) * 0.95) - 1] * 1000 if lat else float("nan"), "answers": len(lat),
        "processes": [g.line(elapsed) for g in groups], "load_cpu": 100 * load_cpu / elapsed,
    }
    if Web.session is not None:
        await Web.session.close()
        Web.session = None
    return result


def report(title: str, r: dict) -> str:
    doors = ", ".join(f"{v} {k.lower() if k != 'SSH' else k}" for k, v in r["doors"].items())
    lines = [f"{title}:",
             f"  connections: {r['connections']} ({r['open']} still open at the end; {doors}), opened and seated in "
             f"{r['connected']:.1f} s",
             f"  tables: {r['connections'] // 4}, 2 scripted and 2 normal computer players each; {r['over']} games "
             f"over in the {r['elapsed']:.1f} s of play",
             f"  decisions: {r['decisions']} = {r['decisions'] / r['elapsed']:.0f} a second",
             f"  typed answer to the first line back: median {r['median']:.1f} ms, p95 {r['p95']:.1f} ms "
             f"({r['answers']} answers)",
             *r["processes"],
             f"  this load generator: CPU {r['load_cpu']:.0f}% of a core"]
    return "\n".join(lines)


def cluster_run(args) -> str:
    from service_support import PostgresCluster, RedisServer, postgres_bin

    bindir = postgres_bin()
    if bindir is None:
        return "cluster: skipped, PostgreSQL is not installed (apt-get install postgresql)"
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        pg = PostgresCluster(bindir)
        pg.start()
        (folder / "redis").mkdir()
        redis = RedisServer("redis-server", folder / "redis")
        redis.start()
        procs: list[subprocess.Popen] = []
        try:
            database = pg.database()
            data = folder / "data"
            web = [] if args.no_web else ["--web-port", "0"]
            front = started(["serve", "--bus", redis.url, "--database", database, "--data", str(data), "--guests",
                             "--host", "127.0.0.1", "--ssh-port", "0", "--telnet-port", "0", *web,
                             "--ports-file", str(folder / "ports"), *LIMITS], folder, "front")
            procs.append(front)
            ports = ports_of(folder, front)
            for i in range(args.hosts):
                procs.append(started(["table-host", "--bus", redis.url, "--database", database, "--data", str(data),
                                      "--name", f"host{i + 1}"], folder, f"host{i + 1}"))
            time.sleep(3.0)
            import psycopg

            def decisions() -> int:
                with psycopg.connect(database) as conn:
                    row = conn.execute("SELECT COUNT(*) FROM choices").fetchone()
                return row[0] if row else 0

            assert pg.proc is not None and redis.proc is not None
            groups = [Measured("front door", front.pid)] + [
                Measured(f"table host {i + 1} (with its computer players' worker)", p.pid)
                for i, p in enumerate(procs[1:])] + [
                Measured("redis-server", redis.proc.pid), Measured("PostgreSQL (all its processes)", pg.proc.pid)]
            result = asyncio.run(load(args, ports, decisions, groups))
            with psycopg.connect(database) as conn:
                spread = conn.execute("SELECT owner, COUNT(*) FROM tables GROUP BY owner ORDER BY owner").fetchall()
            logged = [line for name in ["front"] + [f"host{i + 1}" for i in range(args.hosts)]
                      for line in (folder / f"{name}.log").read_text().splitlines()]
            bad = [line for line in logged if line.startswith(("ERROR", "WARNING", "Traceback"))]
            errors = f"{len(bad)}" + (f", the first: {bad[0]}" if bad else "")
            text = report(f"cluster: 1 front door and {args.hosts} table hosts", result)
            where = ", ".join(f"{owner or 'none'} {count}" for owner, count in spread)
            return text + f"\n  tables per host at the end: {where}\n  errors logged: {errors}"
        finally:
            for p in procs:
                p.terminate()
            for p in procs:
                try:
                    p.wait(15)
                except subprocess.TimeoutExpired:
                    p.kill()
            redis.stop()
            pg.stop()


def single_run(args) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        web = [] if args.no_web else ["--web-port", "0"]
        proc = started(["serve", "--guests", "--ssh-port", "0", "--telnet-port", "0", *web, "--data", tmp,
                        "--ports-file", str(folder / "ports"), *LIMITS], folder, "front")
        try:
            ports = ports_of(folder, proc)

            def decisions() -> int:
                db = sqlite3.connect(folder / "tek-server.sqlite3")
                try:
                    return db.execute("SELECT COUNT(*) FROM choices").fetchone()[0]
                finally:
                    db.close()

            result = asyncio.run(load(args, ports, decisions, [Measured("the single process (with its worker)",
                                                                         proc.pid)]))
            errors = sum(line.startswith(("ERROR", "Traceback"))
                         for line in (folder / "front.log").read_text().splitlines())
            return report("single process (tek-access serve, SQLite)", result) + f"\n  errors logged: {errors}"
        finally:
            proc.terminate()
            proc.wait(15)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=150)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--hosts", type=int, default=3)
    parser.add_argument("--no-web", action="store_true", help="SSH and telnet only.")
    parser.add_argument("--only", choices=("cluster", "single"), default=None)
    args = parser.parse_args()
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    print(f"{args.tables} tables, {4 * args.tables} connections, {args.seconds:g} s of play; "
          f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} at the start", flush=True)
    if args.only != "single":
        print(cluster_run(args), flush=True)
    if args.only != "cluster":
        print(single_run(args), flush=True)
    print(f"load average at the end: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
