"""``tek-access table-host``: a process that owns tables and holds no socket (issue 37).

It claims tables by lease from the shared PostgreSQL store (:class:`~.pgstore.PostgresStore`: an epoch bumped
by every claim, every write conditional on owner and epoch), replays each from the store, runs its game
(:class:`~tek_access.owner.TableOwner` through :class:`~.table.Table`), its computer players (the worker
processes of :mod:`.thinking`) and each seat's narration (a :class:`~.connection.Client` per connection,
speaking through its seat), reads the table's input stream on Redis and writes each connection's lines to that
connection's stream (the keys of :mod:`.relay`). The front door (:mod:`.frontdoor`) holds the sockets.

Order and fencing: everything a table does to the store and the bus goes through one ordered queue per
table, drained off the event loop (the store's calls in a worker thread): a batch of choices is committed
before the lines that narrate it are written, and a write the store refuses (:class:`~.stores.StaleOwner`:
another host claimed the table while this one was paused past its lease) drops the table here with every
line still queued, so nothing is said twice. Before it handles a typed line a host whose lease has run out
renews it first (refused: dropped). The store records with each commit the id of the last input line those
choices answer; a host taking a table over resumes after it (or after the bus's cursor, the later), so a
line is applied once. A store that cannot be reached holds the table's queue (the game waits) and is tried
again with back-off; its players hear one line then, and one when it is back.

Which host takes a table: each polls the store for tables nobody holds (new ones, or a stopped host's whose
lease ran out); the live hosts (a sorted set on Redis) rank each table (rendezvous hashing) and the first
takes it at once, any other after a grace. The players at a table taken over hear :data:`.relay.RESTARTED`.
"""
from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import logging
import signal
import sys
import time
from typing import TYPE_CHECKING, Any

from tek_access.core.messages import ENGLISH, speaking
from tek_access.server.connection import Client
from tek_access.server.hosted import HostConn, Hosted, HostStore, Together, run_stores
from tek_access.server.hub import Hub
from tek_access.server.relay import (
    INBOX_MAXLEN,
    LOST,
    RESTARTED,
    STORE_BACK,
    STORE_LOST,
    Backoff,
    Keys,
    client,
    later,
    stream_id,
)
from tek_access.server.stores import LEASE_SECONDS, Lease, StaleOwner
from tek_access.server.table import Table
from tek_access.server.words import SERVER, Said, render, said

if TYPE_CHECKING:  # pragma: no cover
    from redis.asyncio import Redis

    from tek_access.server.pgstore import PostgresStore

log = logging.getLogger("tek_access.server")

#: a host whose lease ends within this many seconds renews it before it handles a line (the fence)
FENCE_MARGIN = 0.5
#: entries kept per stream (trimmed approximately)
MAXLEN = 10_000
#: seconds a host keeps a finished table nobody is at, then gives it up
KEEP_OVER = 60.0


class TableHost:
    """Claims, runs and narrates tables; see the module's docstring. ``name``: the store's owner name."""

    def __init__(self, store: PostgresStore, bus_url: str, *, prefix: str = "tek", lease: float = LEASE_SECONDS,
                 thinker: Any = None, limits: Any = None, poll: float = 0.3) -> None:
        self.store, self.bus_url, self.keys = store, bus_url, Keys(prefix)
        self.name = store.owner
        self.lease, self.poll = lease, poll
        self.grace = max(1.0, lease / 2)
        self.hosted: dict[int, Hosted] = {}
        self.hub = Hub(HostStore(self), guests=True, register=False, limits=limits, thinker=thinker)
        self.seen: dict[int, float] = {}
        self.redis: Redis | None = None

    # ------------------------------------------------------------ running
    async def run(self, stop: asyncio.Event) -> None:
        self.redis = client(self.bus_url)
        self.reads = client(self.bus_url)  # the blocking reads have a connection of their own
        tasks = [asyncio.ensure_future(job()) for job in (self.reading, self.keeping, self.claiming)]
        try:
            await stop.wait()
        finally:
            for task in tasks:
                task.cancel()
            await self.stop()

    async def stop(self) -> None:
        """Let each table's queue drain (a few seconds at most), then give every lease up, so another host
        takes the tables at once."""
        end = time.monotonic() + 3.0
        while any(h.queue for h in self.hosted.values()) and time.monotonic() < end:
            await asyncio.sleep(0.05)
        for tid in list(self.hosted):
            try:
                await asyncio.to_thread(self.store.release, tid)
            except Exception:  # noqa: BLE001 - the store away at stop: the lease runs out instead
                log.warning("table %s: lease not given up (the store is away); it runs out", tid)
        if self.redis is not None:
            await self.redis.aclose()
            await self.reads.aclose()

    async def advertise(self) -> list[str]:
        """Say this host lives (for about one lease) and return the live hosts' names."""
        assert self.redis is not None
        now = time.time()
        pipe = self.redis.pipeline(transaction=False)
        pipe.zadd(self.keys.hosts, {self.name: now + self.lease})
        pipe.zremrangebyscore(self.keys.hosts, "-inf", now)
        pipe.zrangebyscore(self.keys.hosts, now, "+inf")
        return list((await pipe.execute())[-1])

    def preferred(self, tid: int, alive: list[str]) -> str:
        """The live host that takes ``tid`` first (rendezvous hashing: the same answer on every host)."""
        if self.name not in alive:
            alive = alive + [self.name]
        return max(alive, key=lambda name: hashlib.sha1(f"{tid}|{name}".encode()).digest())

    async def claiming(self) -> None:
        """Take the tables nobody holds: ours by rank at once, any after :attr:`grace` seconds."""
        while True:
            try:
                alive = await self.advertise()
                orphans = await asyncio.to_thread(self.store.orphans)
                now = time.monotonic()
                for tid in orphans:
                    first = self.seen.setdefault(tid, now)
                    if tid in self.hosted:
                        await self.reclaim(tid)
                    elif self.preferred(tid, alive) == self.name or now - first >= self.grace:
                        await self.take(tid)
                self.seen = {tid: t for tid, t in self.seen.items() if tid in orphans}
            except Exception as exc:  # noqa: BLE001 - the store or the bus away: logged, tried at the next round
                log.warning("looking for tables to take failed; trying again: %s", exc)
                await asyncio.sleep(1.0)
            await asyncio.sleep(self.poll)

    async def reclaim(self, tid: int) -> None:
        """Our own table whose lease ran out unclaimed (the store was away): claim it again, same game."""
        lease = await asyncio.to_thread(self.store.claim, tid)
        hosted = self.hosted.get(tid)
        if lease is not None and hosted is not None:
            hosted.until = lease.until

    def _load(self, tid: int) -> tuple[dict | None, list, str | None]:
        row = next((r for r in self.store.tables() if r["id"] == tid), None)
        if row is None or row["config"] is None:
            return row, [], self.store.input_id(tid)
        return row, self.store.choices(tid), self.store.input_id(tid)

    async def take(self, tid: int) -> None:
        """Claim ``tid``, replay it from the store, seat again who sat or watched there, read its input."""
        assert self.redis is not None
        lease: Lease | None = await asyncio.to_thread(self.store.claim, tid)
        if lease is None:
            return
        hosted = self.hosted[tid] = Hosted(self, tid, lease.until)
        try:
            row, choices, applied = await asyncio.to_thread(self._load, tid)
            cursor: Any = await self.redis.hget(self.keys.cursors, self.keys.cursor_field(tid))
            seated: Any = await self.redis.hgetall(self.keys.seated(tid))
        except Exception as exc:  # noqa: BLE001 - the store or the bus away: given back, taken again later
            log.warning("table %s: could not be loaded; given back: %s", tid, exc)
            self.hosted.pop(tid, None)
            await asyncio.to_thread(self.store.release, tid)
            return
        if row is None:
            self.hosted.pop(tid, None)
            await asyncio.to_thread(self.store.release, tid)
            return
        table = Table(self.hub, tid, row["host"], row["options"], row["seats"])
        table.status = row["status"]
        hosted.table = table
        hosted.applied = applied or "0-0"
        hosted.position = later(cursor, applied)
        self.hub.tables[tid] = table
        if row["config"] is not None:
            try:
                table.restore(row["config"], row["initial"], choices)
            # Guards taking one stored table (its data may be from an older version): the host goes on with
            # the others. Not a hiding place: logged with its traceback.
            except Exception:  # noqa: BLE001
                log.exception("table %s could not be restored", tid)
                self.lose(hosted)
                return
        for conn, text in seated.items():
            self.reseat(hosted, conn, json.loads(text))
        log.info("table %s taken at epoch %s", tid, lease.epoch)
        await self.redis.xadd(self.keys.wake(self.name), {"table": str(tid)}, maxlen=10, approximate=True)

    def new_client(self, hosted: Hosted, conn: str, record: dict) -> Client:
        door = HostConn(hosted, conn, record.get("address"), web=record.get("door") == "web")
        client = Client(self.hub, door, record["name"], record.get("guest") == "1",
                        record.get("language") or ENGLISH)
        door.client = client
        client.code_hash = record.get("code") or None
        hosted.clients[conn] = client
        return client

    def reseat(self, hosted: Hosted, conn: str, record: dict) -> None:
        """A connection that sat or watched at a table taken over: back in place, told in one line."""
        table = hosted.table
        assert table is not None
        client = self.new_client(hosted, conn, record)
        seat = record.get("seat")
        if seat in (None, ""):
            table.watchers.append(client)
            client.table, client.seat = table, None
        else:
            client.table, client.seat = table, int(seat)
            table.players[int(seat)] = client
        if record.get("verbosity"):
            client.view.listener.verbosity = record["verbosity"]
        if table.game is not None:
            client.view.remember(table.events[:])
        hosted.records[conn] = self.record(client)
        client.say(RESTARTED)
        client.prompt()

    # ------------------------------------------------------------ leases
    def _renew_all(self) -> list[tuple[int, Lease | StaleOwner]]:
        out: list[tuple[int, Lease | StaleOwner]] = []
        for tid, hosted in list(self.hosted.items()):
            if hosted.closing or hosted.dropped:
                continue
            try:
                out.append((tid, self.store.renew(tid)))
            except StaleOwner as exc:
                out.append((tid, exc))
        return out

    async def keeping(self) -> None:
        """Renew every lease each third of a lease; a table another host claimed is dropped here."""
        while True:
            await asyncio.sleep(self.lease / 3)
            try:
                renewed = await asyncio.to_thread(self._renew_all)
            except Exception as exc:  # noqa: BLE001 - the store away: the next round tries again (a lease outlives two)
                log.warning("renewing the table leases failed; trying again: %s", exc)
                continue
            for tid, lease in renewed:
                hosted = self.hosted.get(tid)
                if hosted is None:
                    continue
                if isinstance(lease, StaleOwner):
                    self.lose(hosted, f"its lease's renewal was refused: {lease}")
                else:
                    hosted.until = lease.until
            await self.let_go()

    async def let_go(self) -> None:
        """Give up the tables whose game is over and that nobody has sat or watched at for :data:`KEEP_OVER`
        seconds: nothing more happens there (the store keeps them until they expire)."""
        now = time.monotonic()
        for tid, hosted in list(self.hosted.items()):
            table = hosted.table
            if table is None or table.status != "over" or hosted.clients or hosted.queue or hosted.dropped:
                hosted.idle_since = now
                continue
            if now - hosted.idle_since < KEEP_OVER:
                continue
            del self.hosted[tid]
            if self.hub.tables.get(tid) is table:
                del self.hub.tables[tid]
            try:  # its input stream and seated record go in a day, unless someone comes back meanwhile
                assert self.redis is not None
                pipe = self.redis.pipeline(transaction=False)
                for key in (self.keys.table(tid), self.keys.seated(tid)):
                    pipe.expire(key, 86400)
                await pipe.execute()
            except LOST as exc:
                log.warning("table %s: its keys keep for now (the bus is away): %s", tid, exc)
            try:
                await asyncio.to_thread(self.store.release, tid)
            except Exception as exc:  # noqa: BLE001 - the store away: its lease runs out instead
                log.warning("table %s: lease not given up: %s", tid, exc)

    async def fence(self, hosted: Hosted) -> bool:
        """True when this host may act for ``hosted`` now: its lease is live, or renewed now. A refused
        renewal drops the table; a store away leaves it waiting (False)."""
        if time.time() < hosted.until - FENCE_MARGIN:
            return True
        try:
            lease = await asyncio.to_thread(self.store.renew, hosted.tid)
        except StaleOwner as exc:
            self.lose(hosted, str(exc))
            return False
        except Exception as exc:  # noqa: BLE001 - the store away: the line waits, and the players are told once
            log.warning("table %s: lease not renewed; the line waits: %s", hosted.tid, exc)
            if not hosted.store_down:
                hosted.store_down = True
                await self.tell(hosted, STORE_LOST)
            await asyncio.sleep(0.5)
            return False
        hosted.until = lease.until
        if hosted.store_down and not hosted.queue:  # the queue says it when it drains (TableHost.drain)
            hosted.store_down = False
            await self.tell(hosted, STORE_BACK)
        return True

    def lose(self, hosted: Hosted, why: str = "") -> None:
        """Another host holds ``hosted`` now (``why``: the store's refusal): drop it here without a word, its
        queued lines too."""
        if hosted.dropped:
            return
        hosted.dropped = True
        hosted.queue.clear()
        for c in hosted.clients.values():
            if isinstance(c.conn, HostConn):
                c.conn.muted = True
            c.closed = True
        table = hosted.table
        if table is not None and self.hub.tables.get(table.id) is table:
            del self.hub.tables[table.id]
            if table.game is not None and self.hub.thinker is not None:
                self.hub.thinker.forget(table.definition.id, table.key, table.id)
        if self.hosted.get(hosted.tid) is hosted:
            del self.hosted[hosted.tid]
        log.warning("table %s: dropped here, another table host holds it now: %s", hosted.tid, why or "not loaded")

    # ------------------------------------------------------------ input
    async def reading(self) -> None:
        """Read every held table's input stream in one blocking read, and handle each line in order."""
        backoff = Backoff()
        while True:
            streams: dict[Any, Any] = {self.keys.table(h.tid): h.position for h in self.hosted.values()
                                       if h.table is not None and not h.dropped and not h.closing}
            streams[self.keys.wake(self.name)] = "$"
            try:
                answer: Any = await self.reads.xread(streams, count=100, block=1000)
                backoff.reset()
            except LOST as exc:
                log.warning("reading the tables' lines failed; trying again: %s", exc)
                await asyncio.sleep(backoff.next())
                continue
            for stream, entries in answer or []:
                if not stream.startswith(self.keys.table(0)[:-1]):
                    continue
                hosted = self.hosted.get(int(stream.rsplit(":", 1)[1]))
                for entry_id, fields in entries:
                    if hosted is None or hosted.dropped or not await self.fence(hosted):
                        break
                    hosted.position = entry_id
                    if stream_id(entry_id) <= stream_id(hosted.applied):
                        continue  # its choices are in the store already (a host before this one applied it)
                    try:
                        self.handle(hosted, entry_id, fields)
                    # Guards the host from one line: logged whole; the table goes on.
                    except Exception:  # noqa: BLE001
                        log.exception("table %s: a line failed", hosted.tid)

    def handle(self, hosted: Hosted, entry_id: str, fields: dict[str, str]) -> None:
        table = hosted.held()
        kind, conn = fields.get("kind"), fields.get("conn", "")
        hosted.current = entry_id
        found = hosted.clients.get(conn)
        if kind == "line" and found is not None and found.table is table:
            seq = int(fields.get("seq") or 0)
            if not seq or seq > hosted.seq.get(conn, 0):  # a line sent twice (a retried write) is said once
                hosted.seq[conn] = seq
                found.language = fields.get("language") or found.language  # the connection's, as it chose last
                found.last_input = time.monotonic()
                found._at_prompt = False
                try:
                    found.line(fields.get("line", ""))
                except Exception:  # noqa: BLE001 - the server never stops for one command (as Client.feed)
                    log.exception("command failed")
                    found.say(said("command-failed"), "error", "error")
                found.prompt()
        elif kind in ("join", "watch"):
            if found is None or found.table is not table:
                found = self.new_client(hosted, conn, {key: fields.get(key) for key in (
                    "name", "guest", "code", "address", "door", "language")} | {"name": fields.get("name", "?")})
            if kind == "join":
                table.join(found)
            else:
                table.watch(found)
            found.prompt()
        elif kind == "line" and found is None:  # its seat was not known here (lost with a host's last moment)
            with speaking(fields.get("language") or ENGLISH):
                lost = SERVER("cluster-place-lost", table=hosted.tid)
            hosted.out(conn, {"line": f"\r\n{lost}\r\n> "})
            hosted.out(conn, {"ctl": "lobby"})
        elif kind == "language" and found is not None:  # chosen at the front door (``language fr``)
            found.language = fields.get("language") or found.language
        elif kind == "gone" and found is not None:
            if isinstance(found.conn, HostConn):
                found.conn.muted = True
            self.hub.drop(found)
        self.settle(hosted)
        hosted.push(("done", entry_id))

    # ------------------------------------------------------------ output
    def record(self, c: Client) -> str:
        return json.dumps({"name": c.name, "guest": "1" if c.guest else "", "code": c.code_hash or "",
                           "address": getattr(c.conn, "address", None) or "", "verbosity": c.view.verbosity,
                           "door": "web" if getattr(c.conn, "web", False) else "", "language": c.language,
                           "seat": "" if c.seat is None else c.seat}, sort_keys=True)

    def settle(self, hosted: Hosted) -> None:
        """After a line: each connection's lines out, then where it is now (seated, watching, back in the
        lobby, gone) to its front door and to the seated record; a closed table's keys cleared."""
        table = hosted.held()
        seated = self.keys.seated(hosted.tid)
        for conn, c in list(hosted.clients.items()):
            c.flush()
            if c.closed or c.table is not table:
                del hosted.clients[conn]
                hosted.records.pop(conn, None)
                if not c.closed:
                    hosted.out(conn, {"ctl": "lobby"})
                hosted.push(("redis", lambda pipe, conn=conn: pipe.hdel(seated, conn)))
                continue
            record = self.record(c)
            if hosted.records.get(conn) != record:
                hosted.records[conn] = record
                where = table.seat_name(c.seat) if c.seat is not None else ""
                hosted.out(conn, {"ctl": "seat", "seat": "" if c.seat is None else str(c.seat), "where": where})
                hosted.push(("redis", lambda pipe, conn=conn, record=record: pipe.hset(seated, conn, record)))
        if self.hub.tables.get(hosted.tid) is not table:  # closed here (the last person left before the start)
            hosted.closing = True
            keys = (seated, self.keys.table(hosted.tid))
            hosted.push(("redis", lambda pipe: pipe.delete(*keys)))
            hosted.push(("redis", lambda pipe: pipe.hdel(self.keys.cursors, self.keys.cursor_field(hosted.tid))))

    async def tell(self, hosted: Hosted, text: Said) -> None:
        """``text`` to every connection at ``hosted`` now, ahead of its queue (which waits), each in its language."""
        assert self.redis is not None
        try:
            pipe = self.redis.pipeline(transaction=False)
            for conn, c in hosted.clients.items():
                with speaking(c.language):
                    line = render(text)
                pipe.xadd(self.keys.inbox(conn), {"conn": conn, "line": f"\r\n{line}\r\n"}, maxlen=INBOX_MAXLEN,
                          approximate=True)
            await pipe.execute()
        except LOST:
            log.warning("table %s: could not tell the players %r", hosted.tid, text)

    def together(self) -> tuple[Together, Together]:
        """This host's two batchers (:class:`~.hosted.Together`): the tables' store calls (one worker thread
        hop for all handed in together) and their bus writes (one Redis pipeline)."""
        made: tuple[Together, Together] | None = getattr(self, "_together", None)
        if made is None:
            stores = Together(lambda calls: asyncio.to_thread(run_stores, calls), width=3)
            made = (stores, Together(self.write_all, width=2))
            self._together = made
        return made

    async def write_all(self, batches: list[tuple[int, list[tuple]]]) -> list[Any]:
        """Several tables' bus writes (``(table, ops)``, each op as queued) in one pipeline, in order; for
        each table None, or the first error its writes met."""
        assert self.redis is not None
        pipe = self.redis.pipeline(transaction=False)
        for tid, ops in batches:
            for op in ops:
                if op[0] == "out":
                    pipe.xadd(op[1], op[2], maxlen=INBOX_MAXLEN, approximate=True)
                elif op[0] == "done":
                    pipe.hset(self.keys.cursors, self.keys.cursor_field(tid), op[1])
                else:
                    op[1](pipe)
        results = await pipe.execute(raise_on_error=False)
        out: list[Any] = []
        at = 0
        for _tid, ops in batches:
            part = results[at:at + len(ops)]
            at += len(ops)
            out.append(next((r for r in part if isinstance(r, Exception)), None))
        return out

    async def drain(self, hosted: Hosted) -> None:
        """Run ``hosted``'s queue in order: a store call in a worker thread (retried with back-off while the
        store is away; refused: the table is dropped), then the bus writes up to the next store call. Both go
        with the other tables' handed in at the same time (:meth:`together`): one thread hop for the store
        calls, one round trip for the writes."""
        assert self.redis is not None
        import psycopg
        from psycopg_pool import PoolTimeout

        stores, writes = self.together()
        backoff = Backoff(0.1, 5.0)
        while hosted.queue and not hosted.dropped:
            op = hosted.queue[0]
            if op[0] == "store":
                try:
                    await stores(op[1])
                except StaleOwner as exc:
                    self.lose(hosted, str(exc))
                    return
                except (psycopg.Error, PoolTimeout, OSError) as exc:
                    if not hosted.store_down:
                        hosted.store_down = True
                        await self.tell(hosted, STORE_LOST)
                    log.warning("table %s: the store is away; trying again: %s", hosted.tid, exc)
                    await asyncio.sleep(backoff.next())
                    continue
                except Exception:  # noqa: BLE001 - one failed write must not hold the table for ever: logged whole
                    log.exception("table %s: a store write failed", hosted.tid)
                if hosted.queue and hosted.queue[0] is op:
                    hosted.queue.popleft()
                backoff.reset()
                if hosted.store_down:
                    hosted.store_down = False
                    await self.tell(hosted, STORE_BACK)
                continue
            batch = []
            for op in hosted.queue:
                if op[0] == "store":
                    break
                batch.append(op)
            try:
                await writes((hosted.tid, batch))
            except LOST as exc:
                log.warning("table %s: the bus is away; trying again: %s", hosted.tid, exc)
                await asyncio.sleep(backoff.next())
                continue
            backoff.reset()
            for _ in batch:
                if hosted.queue:
                    hosted.queue.popleft()
        if hosted.closing and not hosted.queue and self.hosted.get(hosted.tid) is hosted:
            del self.hosted[hosted.tid]


# ---------------------------------------------------------------- the command
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
    # a call waits at most 2 s for a connection while the database is away: the table's queue then says so
    # to its players and tries again with back-off (TableHost.drain)
    store = PostgresStore(args.database, args.data, owner=args.name, lease_seconds=args.lease, pool_size=8,
                          timeout=2.0)
    host = TableHost(store, args.bus, prefix=args.prefix, lease=args.lease, thinker=thinker, limits=limits)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):
            pass
    print(f"tek-access table host {host.name}: lease {args.lease:g} s. Taking tables.", flush=True)
    try:
        await host.run(stop)
    finally:
        thinker.close()
        store.close()
    print("Table host stopped.", flush=True)
    return 0


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
