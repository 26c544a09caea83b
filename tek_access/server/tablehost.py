"""``tek-access table-host``: a process that owns tables and holds no socket (issue 37).

It claims tables by lease from the shared PostgreSQL store (:class:`~.pgstore.PostgresStore`: an epoch bumped
by every claim, every write conditional on owner and epoch), replays each from the store, runs its game
(:class:`~tek_access.owner.TableOwner` through :class:`~.table.Table`), its computer players (the worker
processes of :mod:`.thinking`) and each seat's narration (a :class:`~.connection.Client` per connection,
speaking through its seat), reads the table's input stream on Redis and writes each connection's lines to the
inbox of the front door holding it, each entry naming its connection (the keys of :mod:`.relay`). The front
door (:mod:`.frontdoor`) holds the sockets.

Order and fencing: everything a table does to the store and the bus goes through one ordered queue per
table, drained off the event loop (the store's calls in a worker thread): a batch of choices is committed
before the lines that narrate it are written, and a write the store refuses (:class:`~.stores.StaleOwner`:
another host claimed the table while this one was paused past its lease) drops the table here with every
line still queued, so nothing is said twice. Before it handles a typed line a host whose lease has run out
renews it first (refused: dropped). The store records with each commit the id of the last input line those
choices answer; a host taking a table over resumes after it (or after the bus's cursor, the later), so a
line is applied once. The tables' work handed in together goes together (:mod:`.hostbatch`): their commits in
one store transaction, fenced table by table, and their bus writes in one Redis transaction (MULTI/EXEC), each
table's after its lease is checked; the batch after a commit carries how many of the table's choices have their
lines on the bus (:func:`~.hosted.narrated_key`): a host killed between a commit and its lines leaves that count
behind, and the host taking the table over narrates the choices past it again from the replay, once, before the
take-over line. A store that cannot be reached holds the table's queue (the game waits) and is tried again
with back-off; its players hear one line then, and one when it is back.

Which host takes a table: each polls the store for tables nobody holds (new ones, or a stopped host's whose
lease ran out); the live hosts (a sorted set on Redis) rank each table (rendezvous hashing) and the first
takes it at once, any other after a grace. The players at a table taken over hear :data:`.relay.RESTARTED`,
and their review buffer is rebuilt from the replay (their seat's lines). Leases, finished tables given up and
old tables expired: :mod:`.hostkeeping`; the command: :mod:`.hostcommand`.
"""
from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import time
from typing import TYPE_CHECKING, Any

from tek_access.core.messages import ENGLISH, speaking
from tek_access.server.connection import Client
from tek_access.server.hostbatch import FENCE_MARGIN, Batching, Overtaken, Unfenced
from tek_access.server.hosted import HostConn, Hosted, HostStore, narrated_key
from tek_access.server.hostkeeping import Keeping
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



class TableHost(Keeping, Batching):
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
        tasks = [asyncio.ensure_future(job()) for job in (self.reading, self.keeping, self.claiming, self.expiring)]
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
        """Our own table whose lease ran out unclaimed (the store was away): renewed at the same epoch (nobody
        else claimed it, so nobody else wrote: the same game goes on, nothing restarted, and no write of ours
        under way is refused by a new epoch); refused (another host claimed it meanwhile): dropped here."""
        hosted = self.hosted.get(tid)
        if hosted is None or hosted.dropped:
            return
        try:
            lease = await asyncio.to_thread(self.store.renew, tid)
        except StaleOwner as exc:
            self.lose(hosted, str(exc))
            return
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
        hosted = self.hosted[tid] = Hosted(self, tid, lease.until, lease.epoch)
        try:
            if not await self.own(hosted):  # the epoch on the bus first (the Redis fence): a newer one is there
                self.lose(hosted, f"a newer epoch than {lease.epoch} on the bus")
                return
            row, choices, applied = await asyncio.to_thread(self._load, tid)
            cursor: Any = await self.redis.hget(self.keys.cursors, self.keys.cursor_field(tid))
            seated: Any = await self.redis.hgetall(self.keys.seated(tid))
            narrated: Any = await self.redis.hget(narrated_key(self.keys), str(tid))
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
        # the choices committed whose lines the bus never got (the last host killed between the two): said now
        since = int(narrated) if narrated is not None and int(narrated) < len(choices) else None
        lost: list = []
        if row["config"] is not None:
            try:
                lost = table.restore(row["config"], row["initial"], choices, since)
            # Guards taking one stored table (its data may be from an older version): the host goes on with
            # the others. Not a hiding place: logged with its traceback.
            except Exception:  # noqa: BLE001
                log.exception("table %s could not be restored", tid)
                self.lose(hosted)
                return
        for conn, text in seated.items():
            self.reseat(hosted, conn, json.loads(text), lost)
        if since is not None:
            count, key = len(choices), narrated_key(self.keys)
            hosted.push(("redis", lambda pipe: pipe.hset(key, str(tid), count)))  # with those lines
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

    def reseat(self, hosted: Hosted, conn: str, record: dict, lost: list | None = None) -> None:
        """A connection that sat or watched at a table taken over: back in place, told in one line; first the
        lines of ``lost`` (the events of choices committed whose lines the bus never got), as it would have."""
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
            heard = table.events[:len(table.events) - len(lost or [])]
            client.view.remember(heard)
            client.view.review(heard)  # the review buffer, rebuilt from the replay (this seat's lines)
            if lost:
                client.view.hear(lost)
        hosted.records[conn] = self.record(client)
        client.say(RESTARTED)
        if lost:  # the question went with the lines lost: asked again, as after any move
            table.ask(client)
        else:
            client.prompt()

    # ------------------------------------------------------------ leases (renewal, letting go, expiry: Keeping)
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
        if self.forget(hosted):
            log.warning("table %s: dropped here, another table host holds it now: %s", hosted.tid,
                        why or "not loaded")

    def forget(self, hosted: Hosted) -> bool:
        """Drop ``hosted`` here without a word, its queued lines too; False when it was dropped already."""
        if hosted.dropped:
            return False
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
        return True

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
            hosted.push(("redis", lambda pipe: pipe.hdel(narrated_key(self.keys), str(hosted.tid))))

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

    async def drain(self, hosted: Hosted) -> None:
        """Run ``hosted``'s queue in order: a store call in a worker thread (retried with back-off while the
        store is away; refused: the table is dropped), then the bus writes up to the next store call. Both go
        with the other tables' handed in at the same time (:meth:`together`): one thread hop for the store
        calls (the commits in one transaction), one Redis transaction for the writes, sent only while the
        table's lease is live (the fence, checked here and again as the transaction is made)."""
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
            if time.time() >= hosted.until - FENCE_MARGIN and not await self.fence(hosted):
                continue  # paused past the lease: renewed first (refused: dropped, nothing said twice)
            try:  # one MULTI/EXEC with other tables' (Batching.write_all): all or none (a taking host counts on it)
                await writes((hosted.tid, batch))
            except Unfenced:
                continue  # its lease ran out while it waited: renewed first
            except Overtaken as exc:  # taken over while paused (the epoch on the bus moved): nothing said twice
                self.lose(hosted, str(exc))
                return
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
