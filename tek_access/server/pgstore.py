"""The PostgreSQL store: the :class:`~tek_access.server.stores.Store` interface over a shared database, for
several processes (issue 37), with table ownership and fencing (:class:`~tek_access.server.stores.Leases`).

Needs the ``postgresql`` extra (psycopg 3 with its connection pool). The schema is made and kept current by
numbered migrations (:mod:`tek_access.server.migrate`) when a store opens. What is kept, and how, is the
SQLite store's (:mod:`tek_access.server.store`): JSON as text, a choice made in secret sealed with AES-GCM
under the key file ``seal.key`` in ``key_folder`` (every process sharing the database needs the same key;
a copy of the database alone never shows an unrevealed bid), unsealed in the transaction of its reveal.

Fencing: a table made here is owned by this store's ``owner`` at epoch 1 with a lease of ``lease_seconds``
on the database's clock. :meth:`PostgresStore.claim` takes a table whose lease ran out and bumps its epoch.
Every write of a table's state or choices locks the table's row and goes through only while the row still
names this owner and the epoch it claimed; otherwise :class:`~tek_access.server.stores.StaleOwner` is raised
and nothing is written.

The calls block (a round trip to the database each: a fraction of a millisecond over a unix socket on one
machine, plus the disk's flush for a durable commit), as the SQLite store's do.
"""
from __future__ import annotations

import json
import os
import secrets
import socket
import threading
import time
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import psycopg
from psycopg_pool import ConnectionPool

from tek_access.server.migrate import migrate
from tek_access.server.store import KEY_NAME, Sealer, private
from tek_access.server.stores import LEASE_SECONDS, Lease, StaleOwner

_LEASE = "clock_timestamp() + make_interval(secs => %(ttl)s)"
_UNTIL = "extract(epoch FROM lease_until)::float8"
#: a table's owner and epoch, its row locked until the transaction ends (the fence of every commit)
_LOCK = "SELECT owner, epoch FROM tables WHERE id = %s FOR UPDATE"


def default_owner() -> str:
    """A name for this process unique among those sharing a database: host, process id and a random part."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


class PostgresStore:
    """The database at ``dsn`` (a ``postgresql://`` address or libpq key=value string), migrated on
    opening; ``key_folder``: where ``seal.key`` is (made, mode 0600, in a folder made 0700, if missing);
    ``owner``: this process's name (default :func:`default_owner`); ``lease_seconds``: how long a claim
    or renewal holds a table; ``pool_size``: the most connections this process opens; ``timeout``: how
    long a call waits for a connection while the database is away (then ``psycopg_pool.PoolTimeout``)."""

    def __init__(self, dsn: str, key_folder: str | os.PathLike, *, owner: str | None = None,
                 lease_seconds: float = LEASE_SECONDS, pool_size: int = 4, timeout: float = 10.0) -> None:
        folder = Path(key_folder)
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        private(folder, 0o700)
        with psycopg.connect(dsn, autocommit=True) as conn:
            migrate(conn)
        # each connection is checked as it is taken (a connection broken by a database restart is replaced
        # at once); a call waits up to ``timeout`` seconds for a connection while the database is away
        self.pool = ConnectionPool(dsn, min_size=1, max_size=pool_size, open=True, name="tek-access",
                                   check=ConnectionPool.check_connection, timeout=timeout)
        self.sealer = Sealer(folder / KEY_NAME)
        private(folder / KEY_NAME, 0o600)
        self.owner = owner or default_owner()
        self.lease_seconds = lease_seconds
        self._held: dict[int, int] = {}
        self._lock = threading.Lock()  # the lease keeper renews from a worker thread

    def close(self) -> None:
        self.pool.close()

    # ------------------------------------------------------------ accounts
    def account(self, name: str) -> dict | None:
        with self.pool.connection() as conn:
            row = conn.execute("SELECT name, password, keys FROM accounts WHERE lower(name) = lower(%s)",
                               (name,)).fetchone()
        if row is None:
            return None
        return {"name": row[0], "password": row[1], "keys": json.loads(row[2])}

    def add_account(self, name: str, password_hash: str | None, keys: list[str] | None = None) -> None:
        with self.pool.connection() as conn:
            conn.execute("INSERT INTO accounts (name, password, keys, created) VALUES (%s, %s, %s, %s)",
                         (name, password_hash, json.dumps(keys or []), time.time()))

    def set_keys(self, name: str, keys: list[str]) -> None:
        with self.pool.connection() as conn:
            conn.execute("UPDATE accounts SET keys = %s WHERE lower(name) = lower(%s)", (json.dumps(keys), name))

    def language(self, name: str) -> str | None:
        """The language account ``name`` chose online (``language fr``), or None."""
        with self.pool.connection() as conn:
            row = conn.execute("SELECT language FROM account_languages WHERE lower(name) = lower(%s)",
                               (name,)).fetchone()
        return row[0] if row is not None else None

    def set_language(self, name: str, code: str) -> None:
        """Remember ``code`` as the language of account ``name``."""
        with self.pool.connection() as conn:
            conn.execute("INSERT INTO account_languages (name, language) VALUES (%s, %s) "
                         "ON CONFLICT (lower(name)) DO UPDATE SET language = excluded.language", (name, code))

    # ------------------------------------------------------------ tables
    def new_table(self, host: str, options: dict, seats: list) -> int:
        with self.pool.connection() as conn:
            row = conn.execute(
                "INSERT INTO tables (host, options, seats, status, updated, owner, epoch, lease_until) "
                f"VALUES (%(host)s, %(options)s, %(seats)s, 'waiting', %(now)s, %(me)s, 1, {_LEASE}) RETURNING id",
                {"host": host, "options": json.dumps(options), "seats": json.dumps(seats), "now": time.time(),
                 "me": self.owner, "ttl": self.lease_seconds}).fetchone()
        assert row is not None  # an INSERT ... RETURNING gives its row
        with self._lock:
            self._held[row[0]] = 1
        return row[0]

    def save_table(self, tid: int, host: str, seats: list, status: str) -> None:
        self._fenced_update(tid, "host = %(host)s, seats = %(seats)s, status = %(status)s, updated = %(now)s",
                            {"host": host, "seats": json.dumps(seats), "status": status})

    def start_game(self, tid: int, seats: list, config: dict, initial: dict) -> None:
        self._fenced_update(tid, "seats = %(seats)s, status = 'playing', config = %(config)s, "
                            "initial = %(initial)s, updated = %(now)s",
                            {"seats": json.dumps(seats), "config": json.dumps(config),
                             "initial": json.dumps(initial)})

    def tables(self) -> list[dict]:
        with self.pool.connection() as conn:
            rows = conn.execute("SELECT id, host, options, seats, status, config, initial FROM tables "
                                "WHERE status IN ('waiting', 'playing', 'over') ORDER BY id").fetchall()
        return [{"id": tid, "host": host, "options": json.loads(options), "seats": json.loads(seats),
                 "status": status, "config": json.loads(config) if config else None,
                 "initial": json.loads(initial) if initial else None}
                for tid, host, options, seats, status, config, initial in rows]

    def expire(self, finished_before: float, abandoned_before: float, waiting_before: float,
               keep: Iterable[int] = ()) -> list[int]:
        """As the SQLite store's; a table another process holds under a live lease is never deleted."""
        kept = set(keep)
        with self.pool.connection() as conn:
            ids = [tid for (tid,) in conn.execute(
                "SELECT id FROM tables WHERE ((status IN ('over', 'closed') AND updated < %(f)s) "
                "OR (status = 'playing' AND updated < %(a)s) OR (status = 'waiting' AND updated < %(w)s)) "
                "AND NOT (owner IS NOT NULL AND owner <> %(me)s AND lease_until > clock_timestamp()) "
                "ORDER BY id FOR UPDATE",
                {"f": finished_before, "a": abandoned_before, "w": waiting_before, "me": self.owner}).fetchall()
                if tid not in kept]
            if ids:
                conn.execute("DELETE FROM choices WHERE table_id = ANY(%s)", (ids,))
                conn.execute("DELETE FROM tables WHERE id = ANY(%s)", (ids,))
        with self._lock:
            for tid in ids:
                self._held.pop(tid, None)
        return ids

    def close_table(self, tid: int) -> None:
        """Mark ``tid`` closed and give up its lease (fenced, as every write of a table)."""
        self._fenced_update(tid, "status = 'closed', updated = %(now)s, owner = NULL, lease_until = NULL", {})
        with self._lock:
            self._held.pop(tid, None)

    # ------------------------------------------------------------ choices
    def _ad(self, tid: int, idx: int) -> bytes:
        return f"{tid}:{idx}".encode()

    def commit_choices(self, tid: int, start: int, rows: list[tuple[int, list, bool]], *, truncate: bool,
                       reveal_point: int, status: str | None = None, input_id: str | None = None) -> None:
        """One transaction, fenced: drop rows from ``start`` when ``truncate`` (an undo), add ``rows``
        (seat, choice JSON, sealed) from index ``start``, a sealed one encrypted; unseal every row before
        ``reveal_point``; with ``input_id``, record it as the last input line these choices answer
        (:meth:`input_id`). :class:`StaleOwner` (nothing written) when this process no longer owns ``tid``."""
        values = self._values(tid, start, rows)
        # Pipeline mode: the row lock, the writes and the query of the rows to unseal go in one round trip, then
        # the commit in a second (not one round trip a statement: the table's queue waits for every one). The
        # lock is read back before the commit: not ours at our epoch, and the whole transaction is rolled back.
        with self.pool.connection() as conn:
            with conn.pipeline():
                check = conn.execute(_LOCK, (tid,))
                if truncate:
                    conn.execute("DELETE FROM choices WHERE table_id = %s AND idx >= %s", (tid, start))
                if values:
                    with conn.cursor() as cur:
                        cur.executemany("INSERT INTO choices (table_id, idx, seat, choice, sealed) "
                                        "VALUES (%s, %s, %s, %s, %s)", values)
                if status is not None:
                    conn.execute("UPDATE tables SET status = %s, updated = %s WHERE id = %s",
                                 (status, time.time(), tid))
                if input_id is not None:
                    conn.execute("UPDATE tables SET input_id = %s WHERE id = %s", (input_id, tid))
                hidden = conn.execute("SELECT idx, sealed FROM choices WHERE table_id = %s "
                                      "AND sealed IS NOT NULL AND idx < %s", (tid, reveal_point))
                self._check(conn, tid, check.fetchone())
                for idx, blob in hidden.fetchall():
                    conn.execute("UPDATE choices SET choice = %s, sealed = NULL WHERE table_id = %s AND idx = %s",
                                 (self.sealer.unseal(bytes(blob), self._ad(tid, idx)), tid, idx))

    def _values(self, tid: int, start: int, rows: list[tuple[int, list, bool]]
                ) -> list[tuple[int, int, int, str | None, bytes | None]]:
        """``rows`` as the choices table's rows from index ``start``, a sealed one encrypted."""
        values: list[tuple[int, int, int, str | None, bytes | None]] = []
        for i, (seat, choice, sealed) in enumerate(rows, start):
            text = json.dumps(choice)
            if sealed:
                values.append((tid, i, seat, None, self.sealer.seal(text, self._ad(tid, i))))
            else:
                values.append((tid, i, seat, text, None))
        return values

    def commit_many(self, commits: list[tuple[int, dict]]) -> list[StaleOwner | None]:
        """Several tables' :meth:`commit_choices` (``(table, its keyword arguments)``, one each, tables
        different) in one transaction and two round trips, each fenced on its own: every write names the
        owner and epoch, so a table this process no longer owns writes nothing and gets its
        :class:`StaleOwner` (in the list, in order; None for a table committed). A table host under load
        commits the choices of all its tables that are waiting at once (group commit), instead of one
        transaction and three round trips a table."""
        fence = "EXISTS (SELECT 1 FROM tables WHERE id = %(tid)s AND owner = %(me)s AND epoch = %(epoch)s)"
        with self.pool.connection() as conn:
            with conn.pipeline():
                lock = conn.execute("SELECT id, owner, epoch FROM tables WHERE id = ANY(%s) ORDER BY id FOR UPDATE",
                                    ([tid for tid, _ in commits],))
                hidden = []
                for tid, kw in commits:
                    epoch = self._epoch(tid)
                    mine = {"tid": tid, "me": self.owner, "epoch": -1 if epoch is None else epoch}
                    if kw.get("truncate"):
                        conn.execute(f"DELETE FROM choices WHERE table_id = %(tid)s AND idx >= %(start)s AND {fence}",
                                     {**mine, "start": kw["start"]})
                    values = self._values(tid, kw["start"], kw["rows"])
                    if values:
                        with conn.cursor() as cur:
                            cur.executemany(
                                "INSERT INTO choices (table_id, idx, seat, choice, sealed) SELECT %(tid)s::bigint, "
                                "%(idx)s::integer, %(seat)s::integer, %(choice)s::text, %(sealed)s::bytea "
                                f"WHERE {fence}",
                                [{**mine, "idx": idx, "seat": seat, "choice": choice, "sealed": sealed}
                                 for _, idx, seat, choice, sealed in values])
                    sets = {key: kw[key] for key in ("status", "input_id") if kw.get(key) is not None}
                    if sets:
                        assignments = ", ".join(f"{key} = %({key})s" for key in sets)
                        updated = ", updated = %(now)s" if "status" in sets else ""
                        conn.execute(f"UPDATE tables SET {assignments}{updated} WHERE id = %(tid)s AND owner = %(me)s "
                                     "AND epoch = %(epoch)s", {**mine, **sets, "now": time.time()})
                    hidden.append(conn.execute("SELECT idx, sealed FROM choices WHERE table_id = %s "
                                               "AND sealed IS NOT NULL AND idx < %s", (tid, kw["reveal_point"])))
                locked = {row[0]: (row[1], row[2]) for row in lock.fetchall()}
                out: list[StaleOwner | None] = []
                for (tid, _), found in zip(commits, hidden):
                    try:
                        self._check(conn, tid, locked.get(tid))
                    except StaleOwner as exc:
                        out.append(exc)
                        continue
                    out.append(None)
                    for idx, blob in found.fetchall():
                        conn.execute("UPDATE choices SET choice = %s, sealed = NULL WHERE table_id = %s AND idx = %s",
                                     (self.sealer.unseal(bytes(blob), self._ad(tid, idx)), tid, idx))
        return out

    def input_id(self, tid: int) -> str | None:
        """The id of the last line of ``tid``'s input stream whose choices are committed (None: none yet)."""
        with self.pool.connection() as conn:
            row = conn.execute("SELECT input_id FROM tables WHERE id = %s", (tid,)).fetchone()
        return row[0] if row is not None else None

    def choices(self, tid: int) -> list[tuple[int, list, bool]]:
        with self.pool.connection() as conn:
            rows = conn.execute("SELECT idx, seat, choice, sealed FROM choices WHERE table_id = %s ORDER BY idx",
                                (tid,)).fetchall()
        out = []
        for idx, seat, choice, sealed in rows:
            text = choice if choice is not None else self.sealer.unseal(bytes(sealed), self._ad(tid, idx))
            out.append((seat, json.loads(text), sealed is not None))
        return out

    # ------------------------------------------------------------ ownership and fencing
    def _epoch(self, tid: int) -> int | None:
        with self._lock:
            return self._held.get(tid)

    def _lost(self, conn: Any, tid: int) -> StaleOwner:
        """The refusal for ``tid`` (forgotten as held), naming who owns it now."""
        epoch = self._epoch(tid)
        with self._lock:
            self._held.pop(tid, None)
        return StaleOwner(tid, self.owner, epoch, self._read_lease(conn, tid))

    def _check(self, conn: Any, tid: int, row: Any) -> None:
        """``row``: ``tid``'s (owner, epoch) as locked in this transaction (:data:`_LOCK`);
        :class:`StaleOwner` unless it names us at our epoch."""
        epoch = self._epoch(tid)
        if epoch is None or row is None or row[0] != self.owner or row[1] != epoch:
            raise self._lost(conn, tid)

    def _fenced_update(self, tid: int, assignments: str, params: dict) -> None:
        epoch = self._epoch(tid)
        with self.pool.connection() as conn:
            cur = conn.execute(f"UPDATE tables SET {assignments} WHERE id = %(tid)s AND owner = %(me)s "
                               "AND epoch = %(epoch)s",
                               {**params, "now": time.time(), "tid": tid, "me": self.owner, "epoch": epoch})
            if epoch is None or cur.rowcount != 1:
                raise self._lost(conn, tid)

    def _read_lease(self, conn: Any, tid: int) -> Lease | None:
        row = conn.execute(f"SELECT owner, epoch, {_UNTIL} FROM tables WHERE id = %s", (tid,)).fetchone()
        if row is None or row[0] is None:
            return None
        return Lease(tid, row[0], row[1], row[2] if row[2] is not None else 0.0)

    def claim(self, tid: int, *, force: bool = False) -> Lease | None:
        with self.pool.connection() as conn:
            row = conn.execute(
                f"UPDATE tables SET owner = %(me)s, epoch = epoch + 1, lease_until = {_LEASE} WHERE id = %(tid)s "
                "AND (%(force)s OR owner IS NULL OR owner = %(me)s OR lease_until IS NULL "
                f"OR lease_until <= clock_timestamp()) RETURNING epoch, {_UNTIL}",
                {"me": self.owner, "ttl": self.lease_seconds, "tid": tid, "force": force}).fetchone()
        if row is None:
            return None
        with self._lock:
            self._held[tid] = row[0]
        return Lease(tid, self.owner, row[0], row[1])

    def renew(self, tid: int) -> Lease:
        epoch = self._epoch(tid)
        with self.pool.connection() as conn:
            row = conn.execute(
                f"UPDATE tables SET lease_until = {_LEASE} WHERE id = %(tid)s AND owner = %(me)s "
                f"AND epoch = %(epoch)s RETURNING epoch, {_UNTIL}",
                {"me": self.owner, "ttl": self.lease_seconds, "tid": tid, "epoch": epoch}).fetchone()
            if epoch is None or row is None:
                raise self._lost(conn, tid)
        return Lease(tid, self.owner, row[0], row[1])

    def release(self, tid: int) -> None:
        epoch = self._epoch(tid)
        with self._lock:
            self._held.pop(tid, None)
        if epoch is None:
            return
        with self.pool.connection() as conn:
            conn.execute("UPDATE tables SET owner = NULL, lease_until = NULL WHERE id = %s AND owner = %s "
                         "AND epoch = %s", (tid, self.owner, epoch))

    def lease(self, tid: int) -> Lease | None:
        """Who owns ``tid`` by the database (None: no owner or no such table); ``until`` may be past."""
        with self.pool.connection() as conn:
            return self._read_lease(conn, tid)

    def held(self) -> dict[int, int]:
        with self._lock:
            return dict(self._held)

    def orphans(self) -> list[int]:
        with self.pool.connection() as conn:
            rows = conn.execute("SELECT id FROM tables WHERE status IN ('waiting', 'playing') AND (owner IS NULL "
                                "OR lease_until IS NULL OR lease_until <= clock_timestamp()) ORDER BY id").fetchall()
        return [tid for (tid,) in rows]


if TYPE_CHECKING:  # mypy checks that this store keeps both interfaces
    from tek_access.server.stores import Leases, Store

    def _keeps_both(store: PostgresStore) -> tuple[Store, Leases]:
        return store, store
