"""What a front door and its table hosts share on the Redis bus (issue 37): the keys, the entries' fields,
the clients, and back-off. The front door is :mod:`.frontdoor`, a table host :mod:`.tablehost`.

Streams (each entry a dict of text fields):

- ``{prefix}:table:{id}``, what comes to table ``id``: ``kind`` ``line`` (``conn``, ``seq``, ``line``: a
  typed line), ``join`` or ``watch`` (``conn``, ``name``, ``guest``, ``code``, ``address``: a connection
  sits down or watches), ``gone`` (``conn``: the connection closed);
- ``{prefix}:door:{name}``, the inbox of front door ``name``: what goes to its connections, each entry naming
  its connection (``conn``, whose id starts with the door's name: :func:`door_of`) and holding a ``line``
  (text as sent to the socket), a ``cue`` (an earcon), or a ``ctl``: ``seat`` (with ``seat``, empty for a
  watcher, and ``where``, the seat's name), ``lobby`` (back in the lobby: the front door reads it again) or
  ``close``. One stream a door, so a front door blocks on one stream whatever its number of connections,
  and reads only what came (a read over one stream a connection cost the door and Redis the count of
  connections at every call).

Keys: ``{prefix}:cursors`` (hash: the last input line finished per table: a host
taking the table over resumes after it), ``{prefix}:seated:{id}`` (hash: connection -> who sits or
watches at table ``id``, so a host taking the table over seats them again), ``{prefix}:narrated`` (hash: table
-> how many of its choices have their lines on the bus, written in the transaction of those lines:
:func:`~tek_access.server.hosted.narrated_key`), ``{prefix}:epochs`` (hash: table -> its owner's epoch,
set by a host taking it before any write; each transaction of a table's lines is conditional on it),
``{prefix}:hosts`` (sorted set:
live table hosts by the time their presence runs out), ``{prefix}:who:{door}`` (hash: name -> where, per
front door, for ``who``), and the pub/sub channel ``{prefix}:chat`` (lobby chat and ``tell`` between front
doors).
"""
from __future__ import annotations

from redis.asyncio import Redis
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialBackoff
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import RedisError
from redis.exceptions import TimeoutError as RedisTimeoutError

from tek_access.server.words import said

#: said to the players at a table when its host took it over from a host that stopped
RESTARTED = said("cluster-restarted")
#: said once to every player at a table while the bus (Redis) cannot be reached, and when it is back
BUS_LOST = said("cluster-bus-lost")
BUS_BACK = said("cluster-bus-back")
#: said once to the players at a table while its database (PostgreSQL) cannot be reached, and when it is back
STORE_LOST = said("cluster-store-lost")
STORE_BACK = said("cluster-store-back")

#: the errors of a lost Redis connection (retried with back-off by whoever meets them)
LOST = (RedisError, OSError)
#: entries kept in a front door's inbox (trimmed approximately): seconds of every connection's lines at full load
INBOX_MAXLEN = 100_000
#: the cursor name every table host uses for tables' input streams (a host taking over resumes after it)
READER = "tables"


def client(url: str) -> Redis:
    """A redis-py asyncio client for ``url`` (``redis://HOST:PORT/DB`` or ``unix:///path``) that fails fast
    (two quick tries): the caller says so to the players and retries with :class:`Backoff`."""
    return Redis.from_url(url, decode_responses=True, retry=Retry(ExponentialBackoff(cap=0.2, base=0.02), 2),
                          retry_on_error=[RedisConnectionError, RedisTimeoutError], health_check_interval=5)


def door_of(conn: str) -> str:
    """The name of the front door holding connection ``conn`` (its ids are ``{door}-{number}``)."""
    return conn.rsplit("-", 1)[0]


def stream_id(text: str | None) -> tuple[int, int]:
    """A stream id (``"ms-n"``) as numbers, for comparing; None or empty is before every id."""
    if not text:
        return (0, 0)
    ms, _, n = text.partition("-")
    return (int(ms), int(n or 0))


def later(a: str | None, b: str | None) -> str:
    """The later of two stream ids (``0-0`` when both are empty)."""
    return (a or "0-0") if stream_id(a) >= stream_id(b) else (b or "0-0")


class Backoff:
    """Waits between tries: ``first`` seconds doubling up to ``cap``; :meth:`reset` after a success."""

    def __init__(self, first: float = 0.1, cap: float = 2.0) -> None:
        self.first, self.cap = first, cap
        self.delay = first

    def next(self) -> float:
        delay = self.delay
        self.delay = min(self.cap, self.delay * 2)
        return delay

    def reset(self) -> None:
        self.delay = self.first


class Keys:
    """The bus's key names under ``prefix``."""

    def __init__(self, prefix: str = "tek") -> None:
        self.prefix = prefix

    def table(self, tid: int) -> str:
        return f"{self.prefix}:table:{tid}"

    def door(self, name: str) -> str:
        """Front door ``name``'s inbox: the lines of all its connections."""
        return f"{self.prefix}:door:{name}"

    def inbox(self, conn: str) -> str:
        """The inbox of the front door holding connection ``conn``."""
        return self.door(door_of(conn))

    @property
    def cursors(self) -> str:
        return f"{self.prefix}:cursors"

    def cursor_field(self, tid: int) -> str:
        return f"{READER}|{self.table(tid)}"

    def seated(self, tid: int) -> str:
        return f"{self.prefix}:seated:{tid}"

    @property
    def epochs(self) -> str:
        """Hash: table id -> the epoch of its owner, recorded by a host taking the table before it writes."""
        return f"{self.prefix}:epochs"

    @property
    def hosts(self) -> str:
        return f"{self.prefix}:hosts"

    def who(self, door: str) -> str:
        return f"{self.prefix}:who:{door}"

    @property
    def chat(self) -> str:
        return f"{self.prefix}:chat"

    def wake(self, name: str) -> str:
        """A stream only ``name`` reads: an entry wakes its blocking read to read more streams."""
        return f"{self.prefix}:wake:{name}"
