"""Throw-away PostgreSQL and Redis servers for the tests (issue 37): real programs from Debian's packages,
started in a temporary folder on a unix socket only (no TCP port), stopped by their process id.

Without the program (or its Python client) a test using them is skipped with one line naming what to
install: ``apt-get install postgresql`` / ``apt-get install redis-server``, and the ``postgresql`` /
``redis`` extras (``scripts/setup.sh`` installs all of them).

PostgreSQL refuses to run as root: when the tests run as root the cluster is made and run as the
``postgres`` user (made by Debian's package), or ``nobody``, in a folder handed to that user.
"""
from __future__ import annotations

import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

POSTGRES_MISSING = "PostgreSQL is not installed: apt-get install postgresql (the Debian package postgresql)"
REDIS_MISSING = "redis-server is not installed: apt-get install redis-server (the Debian package redis-server)"


def _stop(proc: subprocess.Popen, sig: int, timeout: float = 30.0) -> None:
    """Stop one process we started, by its id: ``sig``, then SIGKILL if it has not ended in ``timeout``."""
    if proc.poll() is not None:
        return
    os.kill(proc.pid, sig)
    try:
        proc.wait(timeout)
    except subprocess.TimeoutExpired:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)


# ---------------------------------------------------------------- PostgreSQL
def postgres_bin() -> Path | None:
    """The folder holding initdb and postgres (Debian keeps them in /usr/lib/postgresql/N/bin), or None."""
    found = shutil.which("initdb")
    candidates = [Path(found).resolve().parent] if found else []
    candidates += sorted(Path("/usr/lib/postgresql").glob("*/bin"), key=lambda p: p.parent.name, reverse=True)
    for folder in candidates:
        if (folder / "initdb").is_file() and (folder / "postgres").is_file():
            return folder
    return None


class PostgresCluster:
    """A cluster in a temporary folder, listening on a unix socket in it only; superuser ``tek``, trusted."""

    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        self.user: str | None = None
        if os.geteuid() == 0:
            for name in ("postgres", "nobody"):
                try:
                    pwd.getpwnam(name)
                except KeyError:
                    continue
                self.user = name
                break
        self.folder = Path(tempfile.mkdtemp(prefix="tek-pg-"))
        if self.user is not None:
            entry = pwd.getpwnam(self.user)
            os.chown(self.folder, entry.pw_uid, entry.pw_gid)
        self.data = self.folder / "data"
        self.log = self.folder / "postgres.log"
        self.proc: subprocess.Popen | None = None
        self.count = 0

    def _run(self, args: list[str], **kw) -> subprocess.Popen:
        return subprocess.Popen(args, user=self.user, cwd=self.folder, stdin=subprocess.DEVNULL, **kw)

    def start(self) -> None:
        init = self._run([str(self.bindir / "initdb"), "-D", str(self.data), "-U", "tek", "--auth=trust",
                          "--no-sync", "-E", "UTF8", "--locale=C"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        out, _ = init.communicate(timeout=120)
        if init.returncode != 0:
            raise RuntimeError(f"initdb failed: {out.decode(errors='replace')[-2000:]}")
        self.launch()

    def launch(self) -> None:
        """Start the server on the cluster made by :meth:`start`; return when it takes connections."""
        with open(self.log, "ab") as log:
            self.proc = self._run([str(self.bindir / "postgres"), "-D", str(self.data), "-k", str(self.folder),
                                   "-c", "listen_addresses=", "-c", "fsync=off", "-c", "synchronous_commit=off",
                                   "-c", "full_page_writes=off"], stdout=log, stderr=subprocess.STDOUT)
        import psycopg

        deadline = time.monotonic() + 60
        while True:
            try:
                psycopg.connect(self.url("postgres"), connect_timeout=2).close()
                return
            except psycopg.OperationalError as exc:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    said = self.log.read_text(errors="replace")[-2000:]
                    raise RuntimeError(f"postgres did not start: {said}") from exc
                time.sleep(0.1)

    def restart(self) -> None:
        """Stop the server by its process id (fast shutdown: every session is cut) and start it again."""
        assert self.proc is not None
        _stop(self.proc, signal.SIGINT)
        self.launch()

    def url(self, database: str) -> str:
        return f"postgresql://tek@/{database}?host={self.folder}"

    def database(self) -> str:
        """A new, empty database; its address."""
        import psycopg

        self.count += 1
        name = f"t{self.count}"
        with psycopg.connect(self.url("postgres"), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def stop(self) -> None:
        if self.proc is not None:
            _stop(self.proc, signal.SIGINT)  # "fast" shutdown: ends the sessions, then the server
        shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture(scope="session")
def pg_cluster():
    """One throw-away PostgreSQL cluster for the test session (skipped when PostgreSQL or psycopg is missing)."""
    bindir = postgres_bin()
    if bindir is None:
        pytest.skip(POSTGRES_MISSING)
    pytest.importorskip("psycopg", reason="psycopg is not installed: pip install -e '.[postgresql]'")
    pytest.importorskip("psycopg_pool", reason="psycopg-pool is not installed: pip install -e '.[postgresql]'")
    cluster = PostgresCluster(bindir)
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture
def pg_url(pg_cluster) -> str:
    """The address of a fresh, empty database on the session's cluster."""
    return pg_cluster.database()


# ---------------------------------------------------------------- Redis
class RedisServer:
    """redis-server in ``folder`` on a unix socket only, its data appended to a file (so a restart keeps it)."""

    def __init__(self, binary: str, folder: Path) -> None:
        self.binary = binary
        self.folder = folder
        self.socket = folder / "redis.sock"
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"unix://{self.socket}"

    def start(self) -> None:
        with open(self.folder / "redis.log", "ab") as log:
            self.proc = subprocess.Popen(
                [self.binary, "--port", "0", "--unixsocket", str(self.socket), "--unixsocketperm", "700",
                 "--dir", str(self.folder), "--save", "", "--appendonly", "yes", "--daemonize", "no"],
                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while True:
            try:
                with socket.socket(socket.AF_UNIX) as s:
                    s.settimeout(2)
                    s.connect(str(self.socket))
                    s.sendall(b"PING\r\n")
                    if s.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                pass
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("redis-server did not start: "
                                   + (self.folder / "redis.log").read_text(errors="replace")[-2000:])
            time.sleep(0.05)

    def stop(self) -> None:
        """SIGTERM by its process id: Redis writes its append-only file and ends."""
        if self.proc is not None:
            _stop(self.proc, signal.SIGTERM)
            self.proc = None


@pytest.fixture
def redis_server(tmp_path):
    """A throw-away redis-server for one test (skipped when redis-server or redis-py is missing)."""
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip(REDIS_MISSING)
    pytest.importorskip("redis", reason="redis-py is not installed: pip install -e '.[redis]'")
    folder = tmp_path / "redis"
    folder.mkdir()
    server = RedisServer(binary, folder)
    server.start()
    try:
        yield server
    finally:
        server.stop()
