"""The front door: ``tek-access serve --bus URL --database URL`` (issue 37).

The same doors as the single process (SSH, telnet, the web page), the same logins and accounts, the lobby,
chat, ``who`` and the table list; never a game. A table lives in a table host (:mod:`.tablehost`); a
connection that joins or watches one has its typed lines appended to the table's input stream; what the
table says back comes through this door's inbox (one stream for all its connections, each entry naming its
connection: the keys of :mod:`.relay`), read in order from the last id: a host that stops and another that
takes the table over write to the same inbox, so the player stays connected. ``who`` and ``tell``
stay at the front door whatever the connection does; every other line at a table goes to the table.

The table list comes from the shared store (refreshed every second, off the event loop), where who is
online from each front door's presence on Redis, lobby chat and ``tell`` between front doors on pub/sub.
While Redis cannot be reached, what is typed at a table waits here, in order, and is sent when it is back
(retried with back-off); each player at a table hears one line when it is lost and one when it is back.
"""
from __future__ import annotations

import asyncio
import itertools
import json
import logging
import secrets
import socket
import time
from collections import deque
from typing import Any

from tek_access.core.messages import ENGLISH, speaking
from tek_access.server import create
from tek_access.server.connection import MAX_BACKLOG, Client
from tek_access.server.frontstore import FrontStore
from tek_access.server.hub import Hub
from tek_access.server.lines import chat_line
from tek_access.server.relay import BUS_BACK, BUS_LOST, LOST, Backoff, Keys, client
from tek_access.server.table import Table
from tek_access.server.words import LANGUAGE_VERBS, SERVER, said, server_verb

log = logging.getLogger("tek_access.server")

#: seconds between two readings of the table list from the store, and between two presence updates
REFRESH = 1.0
#: lines sent to the tables in one round trip at most
BATCH = 500
#: seconds without a word from a table's host after join or watch, then the player is told it waits for one
NO_HOST_AFTER = 5.0
#: seconds this door's inbox outlives the door's last presence update (a door gone for good: its inbox goes)
INBOX_KEPT = 86400
#: entries read from the inbox in one call at most
READ_COUNT = 500


class RemoteTable:
    """What a :class:`FrontClient` is at while it sits or watches at a table a host plays (``id``)."""

    #: no game here (the host has it): the web page's title names the table, with no choice buttons
    owner = None
    #: at a table another process plays: the idle limits count a seated player as at a game (limits.sweep)
    remote = True

    def __init__(self, door: FrontDoor, tid: int) -> None:
        self.door, self.id = door, tid
        self.status = "playing"
        self.where = ""
        #: the host's last prompt, said again after a line the front door answers itself
        self.prompt = "> "
        #: the web page's title and choice buttons at the last prompt, as the host made them (a web connection's)
        self.page: dict | None = None
        #: a line came back from the table's host
        self.answered = False

    def seat_name(self, seat: int) -> str:
        return self.where or f"Seat {seat + 1}"

    def detach(self, client: Any, *, left: bool) -> None:
        self.door.forward(self.id, {"kind": "gone", "conn": client.conn_id})


class FrontClient(Client):
    """A connection at the front door: in the lobby as in the single process; at a table, its lines go to
    the table's host (``who`` and ``tell`` stay here) and the host's lines come back through :meth:`relay`."""

    def __init__(self, hub: Any, conn: Any, name: str, guest: bool, language: str = ENGLISH) -> None:
        super().__init__(hub, conn, name, guest, language)
        self.conn_id = hub.door.new_conn_id()
        self.seq = 0
        self._forwarded = False

    def line(self, text: str) -> None:
        table = self.table
        if isinstance(table, RemoteTable) and not self.proving:
            words = text.split()
            verb = server_verb(words[0], self.language) if words else ""
            if verb not in ("who", "tell", *LANGUAGE_VERBS):  # those the front door answers; the language kept here
                self.seq += 1
                self.hub.door.forward(table.id, {"kind": "line", "conn": self.conn_id, "seq": str(self.seq),
                                                 "line": text, "language": self.language})
                self._forwarded = True  # the host answers and prompts
                return
            if verb in LANGUAGE_VERBS:  # chosen here; the host says this seat's lines in it from now on
                super().line(text)
                self.hub.door.forward(table.id, {"kind": "language", "conn": self.conn_id, "language": self.language})
                return
        super().line(text)

    def prompt(self) -> None:
        if self._forwarded:
            self._forwarded = False
            return
        if isinstance(self.table, RemoteTable) and not self.closed and not self._at_prompt:
            self._queue.append(self.table.prompt)  # the host's last prompt ("choose> " while deciding)
            self._at_prompt = True
            self.flush()
            return
        super().prompt()

    def relay(self, text: str) -> None:
        """Text from the table's host, sent as it came."""
        self.flush()
        if self.closed:
            return
        self.conn.send(text)
        self._at_prompt = text.endswith("> ")
        if self._at_prompt and isinstance(self.table, RemoteTable):
            self.table.prompt = "choose> " if text.endswith("choose> ") else "> "
        if self.conn.backlog() > MAX_BACKLOG:
            log.info("%s does not read: disconnected", self.name)
            self.hub.drop(self, abort=True)


class Card(Table):
    """A table as the front door knows it, from the store: described, counted, routed to; never played."""

    @property
    def watchers(self) -> list:
        return [c for c in self.hub.clients.values()
                if isinstance(c.table, RemoteTable) and c.table.id == self.id and c.seat is None]

    @watchers.setter
    def watchers(self, value: list) -> None:
        pass

    def join(self, client: Any) -> None:
        self.hub.door.route(client, self.id, "join")

    def watch(self, client: Any) -> None:
        if self.status == "over":  # no host holds a finished table: nothing to hear
            client.reject(f"Table {self.id}'s game is over. Say tables to hear the others.")
            return
        self.hub.door.route(client, self.id, "watch")


class FrontHub(Hub):
    """The lobby of a front door: :class:`Hub` with cards for tables and remote seats."""

    table_class = Card
    client_class = FrontClient

    def __init__(self, store: Any, door: FrontDoor, **kw: Any) -> None:
        self.door = door
        #: the table list read again for a ``join N`` or ``watch N`` of a table not known here yet
        self.looking: set[asyncio.Task] = set()
        front = FrontStore(store)
        super().__init__(front, **kw)
        front.started = True
        self.refresh(store.tables())

    def refresh(self, rows: list[dict]) -> None:
        """The table list from the store's rows."""
        seen = set()
        for row in rows:
            seen.add(row["id"])
            card = self.tables.get(row["id"])
            if card is None:
                card = self.tables[row["id"]] = Card(self, row["id"], row["host"], row["options"], row["seats"])
            card.host, card.seats, card.status = row["host"], row["seats"], row["status"]
        for tid in [tid for tid in self.tables if tid not in seen]:
            del self.tables[tid]

    def table_named(self, client: Any, rest: str, verb: str) -> Any:
        if rest.strip().isdigit() and int(rest) not in self.tables:  # made at another front door a moment ago?
            client._forwarded = True  # answered (and prompted) once the list is read again, off the event loop
            task = asyncio.ensure_future(self.look_again(client, rest, verb))
            self.looking.add(task)
            task.add_done_callback(self.looking.discard)
            return None
        return super().table_named(client, rest, verb)

    async def look_again(self, client: Any, rest: str, verb: str) -> None:
        """``join N`` or ``watch N`` of a table this door does not know yet: the table list read again from
        the store in a worker thread (the event loop serves the others meanwhile), then the command done as
        typed; a table still unknown (or the store away) is refused as in one process."""
        try:
            self.refresh(await asyncio.to_thread(self.store.real.tables))
        except Exception as exc:  # noqa: BLE001 - the store away: the list as it was (refreshed every second)
            log.warning("the table list cannot be read (the store is away): %s", exc)
        if client.closed or client.table is not None:
            return
        with speaking(client.language):
            table = super().table_named(client, rest, verb)
            if table is not None:
                table.join(client) if verb == "join" else table.watch(client)
            client.prompt()

    def make_table_off_loop(self, client: Any, a: dict, seats: list) -> None:
        """``create``'s last step at a front door: the table written to the store in a worker thread (the
        database may be away: no other connection waits), then opened as in one process
        (:func:`.create.opened`); the store away: the creator hears so in one line and may create again."""
        client._forwarded = True  # answered (and prompted) once the store has the table
        task = asyncio.ensure_future(self.making(client, a, seats))
        self.looking.add(task)
        task.add_done_callback(self.looking.discard)

    async def making(self, client: Any, a: dict, seats: list) -> None:
        try:
            tid = await asyncio.to_thread(self.store.new_table, client.name, a, seats)
        except Exception as exc:  # noqa: BLE001 - the store away (psycopg, the pool, the network): said, not raised
            log.warning("a table cannot be made (the store is away): %s", exc)
            with speaking(client.language):
                client.reject(SERVER("create-store-away"))
                client.prompt()
            return
        if client.closed:  # gone meanwhile: the table waits for players as any other (expired when old)
            return
        with speaking(client.language):
            create.opened(self, client, a, seats, tid)
            client.prompt()

    def expire_tables(self) -> list[int]:
        """Nothing here: the table hosts expire old tables, off their event loop (TableHost.expire_tables),
        by the single process's rule (limits.expiry); the table list follows the store."""
        return []

    def drop(self, client: Any, *, abort: bool = False) -> None:
        super().drop(client, abort=abort)
        self.door.unlisten(client, gone=True)

    # ------------------------------------------------------------ across front doors
    def chat(self, client: Any, text: str) -> None:
        super().chat(client, text)
        if text and client.table is None:
            self.door.publish({"kind": "say", "from": client.name, "text": text})

    def tell(self, client: Any, rest: str) -> None:
        parts = rest.split(None, 1)
        if len(parts) == 2 and self.online(parts[0]) is None:
            name = next((n for n in self.door.others if n.lower() == parts[0].lower()), None)
            if name is not None:
                self.door.publish({"kind": "tell", "from": client.name, "to": name, "text": parts[1]})
                client.say(chat_line(f"You tell {name}", parts[1])[0])
                return
        super().tell(client, rest)

    def who(self, client: Any) -> None:
        super().who(client)
        for name, where in sorted(self.door.others.items(), key=lambda item: item[0].lower()):
            if self.online(name) is None:
                client.say(f"{name}: {where}.")

    def heard(self, message: dict) -> None:
        """Chat from another front door."""
        if message.get("kind") == "say":
            line, _ = chat_line(f"{message.get('from')} says", str(message.get("text", "")))
            for other in list(self.clients.values()):
                if other.table is None:
                    other.say(line)
                    other.prompt()
        elif message.get("kind") == "tell":
            told = self.online(str(message.get("to", "")))
            if told is not None:
                told.say(chat_line(f"{message.get('from')} tells you", str(message.get("text", "")))[0])
                told.prompt()


class FrontDoor:
    """The front door's side of the bus: lines to tables (in order, retried), connections' streams read
    back, the table list, presence and chat. ``name``: unique among the front doors."""

    def __init__(self, store: Any, bus_url: str, *, prefix: str = "tek", name: str | None = None) -> None:
        self.store, self.bus_url, self.keys = store, bus_url, Keys(prefix)
        self.name = name or f"{socket.gethostname()}-{secrets.token_hex(3)}"
        self.numbers = itertools.count(1)
        self.outbox: deque[tuple[str, dict[str, str]]] = deque()
        self.pending = asyncio.Event()
        self.listening: dict[str, FrontClient] = {}
        #: the last entry read from this door's inbox (None: not started; then its newest entry)
        self.position: str | None = None
        self.others: dict[str, str] = {}
        self.down = False
        self.hub: FrontHub | None = None

    def new_conn_id(self) -> str:
        return f"{self.name}-{next(self.numbers)}"

    # ------------------------------------------------------------ to the tables
    def route(self, c: FrontClient, tid: int, kind: str) -> None:
        """``c`` joins or watches table ``tid``: its lines go there from now on."""
        remote = RemoteTable(self, tid)
        c.table, c.seat = remote, None  # type: ignore[assignment]
        self.listening[c.conn_id] = c
        asyncio.get_running_loop().call_later(NO_HOST_AFTER, self.unanswered, c, remote)
        from tek_access.server.web import WebConn

        self.forward(tid, {"kind": kind, "conn": c.conn_id, "name": c.name, "guest": "1" if c.guest else "",
                           "code": c.code_hash or "", "address": c.address or "",
                           "door": "web" if isinstance(c.conn, WebConn) else "", "language": c.language})

    def unanswered(self, c: FrontClient, remote: RemoteTable) -> None:
        """Nothing came back from the table since ``c`` asked for it: no host holds it yet (all of them away)."""
        if c.table is remote and not remote.answered and not c.closed:
            c.say(said("cluster-no-host", table=remote.id))
            c.prompt()

    def forward(self, tid: int, fields: dict[str, str]) -> None:
        self.outbox.append((self.keys.table(tid), fields))
        self.pending.set()

    def unlisten(self, c: Any, *, gone: bool = False) -> None:
        conn = getattr(c, "conn_id", "")
        if self.listening.get(conn) is c:
            del self.listening[conn]

    def publish(self, message: dict) -> None:
        self.outbox.append(("", {"publish": json.dumps({**message, "door": self.name})}))
        self.pending.set()

    def lost(self) -> None:
        if not self.down:
            self.down = True
            for c in list(self.listening.values()):
                c.say(BUS_LOST, "error")
                c.prompt()

    def back(self) -> None:
        if self.down:
            self.down = False
            for c in list(self.listening.values()):
                c.say(BUS_BACK)
                c.prompt()

    async def writing(self, redis: Any) -> None:
        """Send the outbox in order, a batch a round trip; while Redis is away, wait and try again."""
        backoff = Backoff()
        while True:
            await self.pending.wait()
            self.pending.clear()
            while self.outbox:
                batch = list(itertools.islice(self.outbox, BATCH))
                pipe = redis.pipeline(transaction=False)
                for stream, fields in batch:
                    if not stream:
                        pipe.publish(self.keys.chat, fields["publish"])
                    else:
                        pipe.xadd(stream, fields, maxlen=10_000, approximate=True)
                try:
                    await pipe.execute()
                except LOST as exc:
                    self.lost()
                    log.warning("sending to the tables failed; trying again: %s", exc)
                    await asyncio.sleep(backoff.next())
                    continue
                backoff.reset()
                self.back()
                for _ in batch:
                    self.outbox.popleft()

    # ------------------------------------------------------------ from the tables
    async def reading(self, redis: Any) -> None:
        """Read this door's inbox (one blocking read of one stream, whatever the number of connections) and
        hand each entry to its connection, in order; resumes after the last entry read when Redis is back."""
        backoff = Backoff()
        inbox = self.keys.door(self.name)
        while True:
            try:
                if self.position is None:  # a door's connections are all new: nothing before now is theirs
                    newest: Any = await redis.xrevrange(inbox, count=1)
                    self.position = str(newest[0][0]) if newest else "0-0"
                answer: Any = await redis.xread({inbox: self.position}, count=READ_COUNT, block=1000)
                backoff.reset()
                self.back()
            except LOST as exc:
                self.lost()
                log.warning("reading the tables' lines failed; trying again: %s", exc)
                await asyncio.sleep(backoff.next())
                continue
            for _stream, entries in answer or []:
                for entry_id, fields in entries:
                    self.position = entry_id
                    try:
                        self.deliver(fields.get("conn", ""), fields)
                    except Exception:  # noqa: BLE001 - one connection's line must not stop the others': logged
                        log.exception("a table's line could not be delivered")

    def deliver(self, conn: str, fields: dict[str, str]) -> None:
        c = self.listening.get(conn)
        if c is None:
            return
        if isinstance(c.table, RemoteTable):
            c.table.answered = True
        if "line" in fields:
            if "page" in fields and isinstance(c.table, RemoteTable):
                c.table.page = json.loads(fields["page"])
            c.relay(fields["line"])
        elif "cue" in fields:
            if fields.get("said"):  # the line the earcon follows (the web page marks some as urgent)
                c.announcer.history.add(fields["said"])
            c.conn.cue(fields["cue"])
        elif fields.get("ctl") == "seat":
            c.seat = int(fields["seat"]) if fields.get("seat") else None
            if isinstance(c.table, RemoteTable):
                c.table.where = fields.get("where", "")
        elif fields.get("ctl") == "lobby":
            self.unlisten(c)
            c.table, c.seat = None, None
        elif fields.get("ctl") == "close":
            self.unlisten(c)
            c.table, c.seat = None, None
            assert self.hub is not None
            self.hub.drop(c)

    # ------------------------------------------------------------ the table list, presence, chat
    async def keeping(self, redis: Any) -> None:
        """Each :data:`REFRESH` seconds: the table list from the store, this door's presence to Redis and
        the other doors' presence back."""
        assert self.hub is not None
        hub = self.hub
        doors = f"{self.keys.prefix}:doors"
        while True:
            try:
                hub.refresh(await asyncio.to_thread(self.store.tables))
            except Exception as exc:  # noqa: BLE001 - the store away for a while: the list stays as it was, logged
                log.warning("reading the table list failed: %s", exc)
            try:
                here = {}
                for c in hub.clients.values():
                    if c.table is None:
                        here[c.name] = "lobby"
                    elif c.seat is None:
                        here[c.name] = f"watching table {c.table.id}"
                    else:
                        here[c.name] = f"table {c.table.id}, {c.table.seat_name(c.seat)}"
                now = time.time()
                pipe = redis.pipeline(transaction=True)
                pipe.delete(self.keys.who(self.name))
                if here:
                    pipe.hset(self.keys.who(self.name), mapping=here)
                pipe.expire(self.keys.who(self.name), int(REFRESH * 5) + 1)
                pipe.zadd(doors, {self.name: now + REFRESH * 5})
                pipe.expire(self.keys.door(self.name), INBOX_KEPT)  # a door gone for good: its inbox goes later
                pipe.zremrangebyscore(doors, "-inf", now)
                pipe.zrangebyscore(doors, now, "+inf")
                names = (await pipe.execute())[-1]
                others: dict[str, str] = {}
                for door in names:
                    if door != self.name:
                        others.update(await redis.hgetall(self.keys.who(door)))
                self.others = others
            except LOST:
                log.warning("presence not updated (the bus is away)")
            await asyncio.sleep(REFRESH)

    async def listening_chat(self, redis: Any) -> None:
        backoff = Backoff()
        while True:
            try:
                pubsub = redis.pubsub()
                await pubsub.subscribe(self.keys.chat)
                backoff.reset()
                async for message in pubsub.listen():
                    if message.get("type") != "message":
                        continue
                    data = json.loads(message["data"])
                    if data.get("door") != self.name and self.hub is not None:
                        self.hub.heard(data)
            except LOST:
                await asyncio.sleep(backoff.next())

    async def run(self) -> None:
        """The bus's tasks, until cancelled."""
        write, read, keep, chat = (client(self.bus_url) for _ in range(4))
        tasks = [asyncio.ensure_future(self.writing(write)), asyncio.ensure_future(self.reading(read)),
                 asyncio.ensure_future(self.keeping(keep)), asyncio.ensure_future(self.listening_chat(chat))]
        try:
            await asyncio.gather(*tasks)
        finally:
            for task in tasks:
                task.cancel()
            for redis in (write, read, keep, chat):
                await redis.aclose()


def open_front(args: Any, limits: Any, thinker: Any) -> tuple[Any, FrontHub, FrontDoor]:
    """The store, hub and bus of a front door for ``tek-access serve --bus URL --database URL``."""
    from tek_access.server.pgstore import PostgresStore

    store = PostgresStore(args.database, args.data)
    door = FrontDoor(store, args.bus, prefix=getattr(args, "bus_prefix", "tek"))
    hub = FrontHub(store, door, guests=args.guests, register=not args.no_register, limits=limits, thinker=thinker)
    door.hub = hub
    return store, hub, door
