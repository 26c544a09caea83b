"""A front door and table hosts as processes (issue 37): ``tek-access serve --bus ... --database ...`` and
``tek-access table-host``, over a throw-away redis-server and PostgreSQL (tests/service_support.py), on
loopback; players over telnet (tests/server_support.py)."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from server_support import ROOT

LEASE = 3.0  # seconds: short, so that a failover test takes seconds


def _env() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))


class Process:
    """One process of the cluster, its output in ``folder/NAME.out``; stopped by its id."""

    def __init__(self, folder: Path, name: str, args: list[str], env: dict[str, str] | None = None) -> None:
        self.folder, self.name, self.args, self.env = folder, name, args, env or {}
        self.proc: subprocess.Popen | None = None

    def start(self) -> Process:
        self.out = open(self.folder / f"{self.name}.out", "ab")
        self.proc = subprocess.Popen([sys.executable, "-m", "tek_access", *self.args], stdout=self.out,
                                     stderr=subprocess.STDOUT, env=_env() | self.env)
        return self

    @property
    def output(self) -> str:
        return (self.folder / f"{self.name}.out").read_text(errors="replace")

    def signal(self, sig: int) -> None:
        assert self.proc is not None
        os.kill(self.proc.pid, sig)

    def kill9(self) -> None:
        self.signal(signal.SIGKILL)
        assert self.proc is not None
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGCONT)  # a stopped process cannot end
            os.kill(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                os.kill(self.proc.pid, signal.SIGKILL)
                self.proc.wait(10)
        if self.proc is not None:
            self.out.close()


class Cluster:
    """A front door (telnet on a free port) and ``hosts`` table hosts named A, B, C..., sharing the data
    folder (seal.key) and ``database``, on the redis-server ``redis``."""

    def __init__(self, folder: Path, redis_url: str, database: str, hosts: int = 2, lease: float = LEASE,
                 web: bool = False) -> None:
        self.folder, self.redis_url, self.database, self.lease, self.web_door = folder, redis_url, database, lease, web
        self.data = folder / "data"
        self.hosts = {chr(65 + i): self._host(chr(65 + i)) for i in range(hosts)}
        self.front: Process | None = None
        self.fronts: list[Process] = []

    def _host(self, name: str, env: dict[str, str] | None = None) -> Process:
        return Process(self.folder, f"host-{name}", ["table-host", "--bus", self.redis_url, "--database",
                                                     self.database, "--data", str(self.data), "--name", name,
                                                     "--lease", str(self.lease)], env)

    def start(self) -> Cluster:
        self.start_front()
        for host in self.hosts.values():
            host.start()
        return self

    def start_front(self) -> None:
        """(Another) front door, in place of the first; its telnet port in :attr:`telnet`."""
        self.front, self.telnet = self.another_front("front")

    def another_front(self, name: str) -> tuple[Process, int]:
        """One more front door called ``name`` (its output in NAME.out) and its telnet port."""
        ports = self.folder / f"ports-{name}"
        if ports.exists():
            ports.unlink()
        front = Process(self.folder, name, [
            "serve", "--bus", self.redis_url, "--database", self.database, "--data", str(self.data), "--guests",
            "--host", "127.0.0.1", "--ssh-port", "-1", "--telnet-port", "0", "--ports-file", str(ports),
            *(["--web-port", "0"] if self.web_door else [])]).start()
        self.fronts.append(front)
        for _ in range(600):
            if ports.exists():
                break
            assert front.proc is not None and front.proc.poll() is None, front.output
            time.sleep(0.05)
        found = [int(p) for p in ports.read_text().split()]
        if self.web_door:
            self.url = f"http://127.0.0.1:{found[2]}/"
        return front, found[1]  # "SSH TELNET [WEB]", SSH off: 0

    def owner(self, tid: int) -> str:
        """The name of the host holding table ``tid``, by the store."""
        import psycopg

        with psycopg.connect(self.database) as conn:
            row = conn.execute("SELECT owner FROM tables WHERE id = %s", (tid,)).fetchone()
        return row[0] if row else ""

    def wait_owner(self, tid: int, timeout: float = 20.0, other_than: str | None = None) -> str:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            name = self.owner(tid)
            if name in self.hosts and name != other_than:
                return name
            time.sleep(0.1)
        raise AssertionError(f"no host took table {tid}: " + "".join(h.output[-800:] for h in self.hosts.values()))

    def sql(self, query: str, *args) -> list[tuple]:
        import psycopg

        with psycopg.connect(self.database) as conn:
            return conn.execute(query, args).fetchall()

    def stop(self) -> None:
        for process in [*self.fronts, *self.hosts.values()]:
            process.stop()

    @property
    def outputs(self) -> str:
        return "\n".join(f"--- {p.name}\n{p.output[-3000:]}" for p in [*self.fronts, *self.hosts.values()]
                         if p.proc is not None)
