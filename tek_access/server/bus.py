"""The bus between a front door and table processes (issue 37): Redis Streams, through redis-py's asyncio
client (the ``redis`` extra). Not wired into the server yet.

Two kinds of stream, each an append-only log of lines with ids Redis gives in order:

- ``{prefix}:table:{id}``: lines typed at table ``id``, each with the connection it came from
  (:meth:`Bus.to_table`);
- ``{prefix}:conn:{name}``: lines for one connection, each with the table it came from
  (:meth:`Bus.to_connection`).

A reader asks for the entries after the last id it has (:meth:`Bus.read`), so nothing is lost while a
process restarts: :class:`Reader` keeps its last finished id in Redis under its own name, and a reader
made again under that name (in a new process) resumes after it. An entry read but not marked done before a
crash is read again: a table must apply a line at most once by its own log (the store's choices).

A connection to Redis lost for a while is retried with exponential back-off (up to about 10 seconds in
all) before a call fails with redis-py's ``ConnectionError``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from redis.asyncio import Redis
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialBackoff
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

#: entries kept per stream (trimmed approximately past this): far more than a reader falls behind
MAXLEN = 10_000
#: the first id of every stream ("read from the start")
START = "0-0"


@dataclass(frozen=True)
class Entry:
    """One line on a stream: its Redis id (``"<ms>-<n>"``) and its fields (text)."""

    id: str
    fields: dict[str, str]

    @property
    def line(self) -> str:
        return self.fields.get("line", "")


def retrying() -> Retry:
    """Back-off for a lost connection: 0.05 s doubling to 2 s, 8 tries (about 10 s in all)."""
    return Retry(ExponentialBackoff(cap=2.0, base=0.05), 8)


class Bus:
    """Streams on the Redis server ``client`` talks to; every key starts ``prefix:``."""

    def __init__(self, client: Redis, *, prefix: str = "tek", maxlen: int = MAXLEN) -> None:
        self.client = client
        self.prefix = prefix
        self.maxlen = maxlen

    @classmethod
    def from_url(cls, url: str, *, prefix: str = "tek", maxlen: int = MAXLEN) -> Bus:
        """``redis://HOST:PORT/DB`` or ``unix:///path/to/redis.sock``; a lost connection is retried with
        back-off (:func:`retrying`)."""
        client = Redis.from_url(url, decode_responses=True, retry=retrying(),
                                retry_on_error=[RedisConnectionError, RedisTimeoutError])
        return cls(client, prefix=prefix, maxlen=maxlen)

    async def close(self) -> None:
        await self.client.aclose()

    # ------------------------------------------------------------ names
    def table_stream(self, tid: int) -> str:
        """The stream of lines typed at table ``tid``."""
        return f"{self.prefix}:table:{tid}"

    def connection_stream(self, conn: str) -> str:
        """The stream of lines for connection ``conn``."""
        return f"{self.prefix}:conn:{conn}"

    # ------------------------------------------------------------ writing
    async def append(self, stream: str, fields: dict[str, str]) -> str:
        """Add ``fields`` at the end of ``stream``; return the entry's id."""
        data: dict[Any, Any] = dict(fields)
        entry_id: Any = await self.client.xadd(stream, data, maxlen=self.maxlen, approximate=True)
        return str(entry_id)

    async def to_table(self, tid: int, conn: str, line: str) -> str:
        """``line`` typed by connection ``conn`` at table ``tid``; its id."""
        return await self.append(self.table_stream(tid), {"conn": conn, "line": line})

    async def to_connection(self, conn: str, line: str, tid: int | None = None) -> str:
        """``line`` for connection ``conn`` (from table ``tid``, when a table said it); its id."""
        fields = {"line": line}
        if tid is not None:
            fields["table"] = str(tid)
        return await self.append(self.connection_stream(conn), fields)

    # ------------------------------------------------------------ reading
    async def read(self, stream: str, after: str = START, *, count: int = 100,
                   block: float | None = None) -> list[Entry]:
        """Up to ``count`` entries of ``stream`` after id ``after``, oldest first; with ``block`` (seconds),
        wait that long for one when there is none yet (an empty list when none came)."""
        answer: Any = await self.client.xread({stream: after}, count=count,
                                              block=None if block is None else max(1, int(block * 1000)))
        if not answer:
            return []
        return [Entry(str(entry_id), dict(fields)) for entry_id, fields in answer[0][1]]

    async def last_id(self, stream: str) -> str:
        """The id of ``stream``'s newest entry (:data:`START` when it is empty or missing)."""
        newest: Any = await self.client.xrevrange(stream, count=1)
        return str(newest[0][0]) if newest else START

    async def drop(self, stream: str) -> None:
        """Delete ``stream`` (a table closed, a connection gone)."""
        await self.client.delete(stream)


class Reader:
    """Reads ``stream`` in order for a reader called ``name``, resuming after restarts.

    :meth:`start` loads the last id marked :meth:`done` (kept in Redis, hash ``{prefix}:cursors``);
    :meth:`next` gives the entries after the last one it gave; :meth:`done` records an entry as finished, so a
    reader made again under the same name starts after it.
    """

    def __init__(self, bus: Bus, stream: str, name: str) -> None:
        self.bus = bus
        self.stream = stream
        self.name = name
        self.position = START
        self.finished = START

    @property
    def _key(self) -> str:
        return f"{self.bus.prefix}:cursors"

    @property
    def _field(self) -> str:
        return f"{self.name}|{self.stream}"

    async def start(self) -> Reader:
        stored: Any = await self.bus.client.hget(self._key, self._field)
        self.position = self.finished = str(stored) if stored else START
        return self

    async def next(self, *, count: int = 100, block: float | None = None) -> list[Entry]:
        entries = await self.bus.read(self.stream, self.position, count=count, block=block)
        if entries:
            self.position = entries[-1].id
        return entries

    async def done(self, entry_id: str) -> None:
        """Every entry up to ``entry_id`` is finished: a restart resumes after it."""
        await self.bus.client.hset(self._key, self._field, entry_id)
        self.finished = entry_id
