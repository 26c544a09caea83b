"""What a table host keeps for each table it holds (issue 37, :mod:`.tablehost`): :class:`Hosted` (the table, its
connections, its ordered queue of store and bus work), :class:`HostConn` (a connection held by a front door,
as a door for its :class:`~.connection.Client`) and :class:`HostStore` (the store as the host's tables see it:
every write queued, in order, off the event loop)."""
from __future__ import annotations

import asyncio
import copy
import json
import time
from collections import deque
from collections.abc import Awaitable, Callable, Coroutine
from typing import TYPE_CHECKING, Any, Protocol

from tek_access.server.connection import Client
from tek_access.server.relay import Keys

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.server.table import Table


def narrated_key(keys: Keys) -> str:
    """The bus's hash of how many of each table's choices have their lines on the bus (table id -> count),
    written in the transaction of those lines: a host taking a table over narrates again the choices the
    store holds past it (killed between a commit and its lines), and no others."""
    return f"{keys.prefix}:narrated"


class TableHost(Protocol):
    """What :class:`Hosted` and :class:`HostStore` ask of their host (:class:`~.tablehost.TableHost`)."""

    keys: Keys
    store: Any
    hosted: dict[int, Hosted]

    def drain(self, hosted: Hosted) -> Coroutine[Any, Any, None]: ...


class Together:
    """Work handed in by several tables during one turn of the event loop, done in one go (one Redis round
    trip, one hop to a worker thread), so a host under load wakes once for many tables' writes, not once a
    table. ``run`` takes the items and returns one result each (an exception for one that failed); what is
    handed in while a batch runs goes in the next. Each table's own order is its queue's (:meth:`Hosted.push`):
    a table hands in its next work only once this one is done."""

    def __init__(self, run: Callable[[list[Any]], Awaitable[list[Any]]], width: int = 1) -> None:
        self.run, self.width = run, width
        self.waiting: list[tuple[Any, asyncio.Future]] = []
        self.going: set[asyncio.Task] = set()

    async def __call__(self, item: Any) -> Any:
        """Do ``item`` with the others handed in now; its result, or its exception raised."""
        future = asyncio.get_running_loop().create_future()
        self.waiting.append((item, future))
        if len(self.going) < self.width:  # up to ``width`` batches at once: a new one need not wait for the last
            task = asyncio.ensure_future(self._going())
            self.going.add(task)
            task.add_done_callback(self.going.discard)
        return await future

    async def _going(self) -> None:
        while self.waiting:
            batch, self.waiting = self.waiting, []
            try:
                results = await self.run([item for item, _ in batch])
            except Exception as exc:  # noqa: BLE001 - the whole batch failed: each table hears why (and retries)
                results = [exc] * len(batch)
            for (_, future), result in zip(batch, results):
                if future.done():  # its table stopped waiting (the host stops)
                    continue
                if isinstance(result, BaseException):
                    future.set_exception(result)
                else:
                    future.set_result(result)


class Commit:
    """A table's :meth:`commit_choices` as queued: called alone, or with other tables' in one transaction
    (:func:`run_stores`)."""

    def __init__(self, real: Any, tid: int, kw: dict) -> None:
        self.real, self.tid, self.kw = real, tid, kw

    def __call__(self) -> None:
        self.real.commit_choices(self.tid, **self.kw)


def run_each(calls: list[Callable[[], Any]]) -> list[Any]:
    """Call each of ``calls`` in turn: its result, or the exception it raised."""
    out: list[Any] = []
    for call in calls:
        try:
            out.append(call())
        except Exception as exc:  # noqa: BLE001 - handed back to the table whose call it was
            out.append(exc)
    return out


def run_stores(calls: list[Callable[[], Any]]) -> list[Any]:
    """Several tables' store calls (in a worker thread): the commits of choices together in one transaction
    (the store's ``commit_many``, each fenced on its own), any other call alone; for each its result or its
    exception. A batch that fails otherwise than by a lost database is done again call by call, so one bad
    write holds only its own table."""
    import psycopg
    from psycopg_pool import PoolTimeout

    commits = [c for c in calls if isinstance(c, Commit)]
    if len(commits) < 2 or not hasattr(commits[0].real, "commit_many"):
        return run_each(calls)
    done: dict[int, Any] = {}
    try:
        for c, result in zip(commits, commits[0].real.commit_many([(c.tid, c.kw) for c in commits])):
            done[id(c)] = result
    except (psycopg.OperationalError, PoolTimeout, OSError) as exc:  # the database away: each table waits
        done = {id(c): exc for c in commits}
    except Exception:  # noqa: BLE001 - one bad write in the batch: each commit alone, so only its table waits
        done = {id(c): r for c, r in zip(commits, run_each(list(commits)))}
    return [done[id(c)] if id(c) in done else run_each([c])[0] for c in calls]


class HostConn:
    """A door for a connection held by a front door: what its :class:`Client` sends goes, in order, to
    that front door's inbox (:meth:`~.relay.Keys.inbox`), naming the connection. ``muted`` once the
    connection is gone or the table dropped here."""

    def __init__(self, hosted: Hosted, conn: str, address: str | None, web: bool = False) -> None:
        self.hosted, self.conn, self.address, self.web = hosted, conn, address, web
        self.muted = False
        self.client: Client | None = None

    def send(self, text: str) -> None:
        if self.muted:
            return
        fields = {"line": text}
        tail = text.rsplit("\r\n", 1)[-1]
        if self.web and self.client is not None and tail.rstrip() in (">", "choose>"):
            fields["page"] = json.dumps(page_state(self.client, "choose" if tail.startswith("choose") else "command"))
        self.hosted.out(self.conn, fields)

    def cue(self, earcon: str) -> None:
        if not self.muted:  # with the line it follows (the web page marks some as urgent: web.URGENT_EARCONS)
            said = self.client.announcer.history.last() if self.client is not None else None
            self.hosted.out(self.conn, {"cue": earcon, "said": said or ""})

    def backlog(self) -> int:
        return 0  # the front door counts what its socket has not sent

    def close(self) -> None:
        if not self.muted:
            self.hosted.out(self.conn, {"ctl": "close"})
        self.muted = True


def page_state(client: Client, prompt: str) -> dict:
    """The web page's title, numbered choice buttons and verbosity for ``client`` at its table, made as the
    web door makes them (:meth:`tek_access.server.web.WebConn.state`), for a front door to show."""
    from types import SimpleNamespace

    from tek_access.server.web import WebConn

    door: Any = SimpleNamespace(client=lambda: client, title="", language=client.language, _state=WebConn._state)
    return WebConn.state(door, prompt)


class Hosted:
    """One table held here: its :class:`Table`, its connections, its ordered queue of store and bus work."""

    def __init__(self, host: TableHost, tid: int, until: float, epoch: int = 0) -> None:
        #: ``until``: the lease's end (:func:`time.time` seconds); ``epoch``: the lease's epoch (the store's,
        #: recorded on the bus before any write: the Redis fence, :meth:`~.hostbatch.Batching.write_all`)
        self.host, self.tid, self.until, self.epoch = host, tid, until, epoch
        self.table: Table | None = None
        #: ("store", call) | ("out", a front door's inbox, fields) | ("done", entry id) | ("redis", call on a
        #: pipeline)
        self.queue: deque[tuple] = deque()
        self.task: asyncio.Task | None = None
        self.clients: dict[str, Client] = {}
        self.records: dict[str, str] = {}
        self.seq: dict[str, int] = {}
        self.position = "0-0"      # the last input line read
        self.applied = "0-0"       # the last input line whose choices the store holds
        self.current: str | None = None  # the input line being handled (its id goes with a commit)
        self.dropped = self.closing = self.store_down = False
        self.idle_since = time.monotonic()

    def held(self) -> Table:
        """The table (once loaded)."""
        assert self.table is not None, "a table's line handled before the table was loaded"
        return self.table

    def push(self, op: tuple) -> None:
        if self.dropped:
            return
        self.queue.append(op)
        if self.task is None or self.task.done():
            self.task = asyncio.ensure_future(self.host.drain(self))

    def out(self, conn: str, fields: dict[str, str]) -> None:
        self.push(("out", self.host.keys.inbox(conn), {"conn": conn, **fields}))


class HostStore:
    """The store as a host's tables see it: each write goes to the table's queue (run in order, off the
    event loop, fenced by the real store); reads go to the real store."""

    def __init__(self, host: TableHost) -> None:
        self.host, self.real = host, host.store
        self.sealer = self.real.sealer

    def _queue(self, tid: int, call: Any) -> None:
        hosted = self.host.hosted.get(tid)
        if hosted is not None:
            hosted.push(("store", call))

    def save_table(self, tid: int, host: str, seats: list, status: str) -> None:
        seats = copy.deepcopy(seats)
        self._queue(tid, lambda: self.real.save_table(tid, host, seats, status))

    def start_game(self, tid: int, seats: list, config: dict, initial: dict) -> None:
        seats = copy.deepcopy(seats)
        self._queue(tid, lambda: self.real.start_game(tid, seats, config, initial))

    def close_table(self, tid: int) -> None:
        self._queue(tid, lambda: self.real.close_table(tid))

    def commit_choices(self, tid: int, start: int, rows: list, *, truncate: bool, reveal_point: int,
                       status: str | None = None) -> None:
        hosted = self.host.hosted.get(tid)
        line = (hosted.current or hosted.applied) if hosted is not None else None
        self._queue(tid, Commit(self.real, tid, {"start": start, "rows": rows, "truncate": truncate,
                                                 "reveal_point": reveal_point, "status": status, "input_id": line}))
        if hosted is not None:  # with the lines that narrate them, in one transaction on the bus (TableHost.drain)
            count, key = start + len(rows), narrated_key(self.host.keys)
            hosted.push(("redis", lambda pipe: pipe.hset(key, str(tid), count)))

    def choices(self, tid: int) -> list:
        return self.real.choices(tid)

    def account(self, name: str) -> dict | None:
        return self.real.account(name)

    def tables(self) -> list[dict]:
        return []  # a host takes tables one by one (TableHost.take), never all at start

    def expire(self, *args: Any, **kw: Any) -> list[int]:
        return []  # a table host expires old tables off the event loop (TableHost.expire_tables)
