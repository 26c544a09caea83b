"""``tek-access table-host``: the command that runs a table host (:class:`~.tablehost.TableHost`), its options,
the store and the computer players' workers it starts (issue 37)."""
from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
import sys
from collections.abc import Callable
from typing import Any

from tek_access.server.stopping import stop_on_signals
from tek_access.server.stores import LEASE_SECONDS
from tek_access.server.tablehost import TableHost

log = logging.getLogger("tek_access.server")

#: for the tests only: a file; once it exists the host kills itself (SIGKILL) right after its next commit of
#: choices, before their lines reach the bus (the window a host taking the table over closes)
KILL_AFTER_COMMIT = "TEK_ACCESS_TEST_KILL_AFTER_COMMIT"
#: seconds at most between two tries to reach the database at start
WAIT_MOST = 15.0


def kill_after_commit(store: Any, flag: str) -> None:
    """Make ``store`` kill this process right after a commit of choices made while the file ``flag`` exists,
    one table's or several tables' together (group commit)."""
    commit, many = store.commit_choices, store.commit_many

    def committed(*args: Any, **kw: Any) -> None:
        commit(*args, **kw)
        if os.path.exists(flag):
            os.kill(os.getpid(), signal.SIGKILL)

    def committed_together(*args: Any, **kw: Any) -> Any:
        out = many(*args, **kw)
        if os.path.exists(flag):
            os.kill(os.getpid(), signal.SIGKILL)
        return out

    store.commit_choices, store.commit_many = committed, committed_together


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--bus", required=True, metavar="URL",
                        help="The Redis server: redis://HOST:PORT/DB or unix:///path/to/redis.sock.")
    parser.add_argument("--database", required=True, metavar="URL",
                        help="The PostgreSQL database: postgresql://USER@HOST/NAME (the same for every process).")
    parser.add_argument("--data", default="tek-server",
                        help="Folder holding seal.key, the same key as the front door's (default tek-server).")
    parser.add_argument("--name", default=None, help="This host's name (default: machine, process id, random).")
    parser.add_argument("--lease", type=float, default=LEASE_SECONDS,
                        help=f"Seconds a claim holds a table, renewed every third (default {LEASE_SECONDS:g}).")
    parser.add_argument("--bot-workers", type=int, default=1, metavar="N",
                        help="Processes for the computer players' thinking (default 1).")
    parser.add_argument("--prefix", default="tek", help=argparse.SUPPRESS)  # the bus's key prefix (tests)


async def serve(args: argparse.Namespace) -> int:
    from tek_access.server.limits import Limits
    from tek_access.server.memory import settle
    from tek_access.server.pgstore import PostgresStore
    from tek_access.server.thinking import Thinker, preload

    # as `serve`: the workers forked before any file or socket is open (server/thinking.py)
    preload()
    settle()
    limits = Limits()
    thinker = Thinker(max(1, args.bot_workers or 1), deadline=limits.think_deadline)
    try:
        thinker.start()
    except OSError:
        log.exception("no worker process for the computer players; they choose in the host's process")
        thinker.unavailable = True
    stop = stop_on_signals()
    try:
        # a call waits at most 2 s for a connection while the database is away: the table's queue then says so
        # to its players and tries again with back-off (TableHost.drain)
        store = await open_store(lambda: PostgresStore(args.database, args.data, owner=args.name,
                                                       lease_seconds=args.lease, pool_size=8, timeout=2.0), stop)
    except BaseException:
        thinker.close()
        raise
    if store is None:  # stopped while it waited for the database
        thinker.close()
        print("Table host stopped.", flush=True)
        return 0
    if os.environ.get(KILL_AFTER_COMMIT):
        kill_after_commit(store, os.environ[KILL_AFTER_COMMIT])
    host = TableHost(store, args.bus, prefix=args.prefix, lease=args.lease, thinker=thinker, limits=limits)
    print(f"tek-access table host {host.name}: lease {args.lease:g} s. Taking tables.", flush=True)
    try:
        await host.run(stop)
    finally:
        thinker.close()
        store.close()
    print("Table host stopped.", flush=True)
    return 0


async def open_store(make: Callable[[], Any], stop: asyncio.Event) -> Any:
    """The store ``make`` opens (in a worker thread: it connects and migrates); while the database cannot be
    reached, said in one line, then tried again with back-off (1 s doubling up to :data:`WAIT_MOST`) until
    it can or ``stop`` is set (then None)."""
    import psycopg

    from tek_access.server.relay import Backoff

    backoff, told = Backoff(1.0, WAIT_MOST), False
    while not stop.is_set():
        try:
            return await asyncio.to_thread(make)
        except psycopg.OperationalError as exc:
            if not told:
                why = " ".join(str(exc).split())
                print(f"The database cannot be reached ({why}); trying again until it can.", flush=True)
                told = True
            try:
                await asyncio.wait_for(stop.wait(), backoff.next())
            except TimeoutError:
                pass
    return None


def run(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(message)s")
    try:
        import psycopg  # noqa: F401
        import redis  # noqa: F401
    except ImportError as exc:
        print(f"A table host needs the postgresql and redis extras: pip install 'tek-access[postgresql,redis]' "
              f"({exc}).", file=sys.stderr)
        return 2
    try:
        return asyncio.run(serve(args))
    except OSError as exc:
        print(f"Cannot start the table host: {exc}", file=sys.stderr)
        return 1
