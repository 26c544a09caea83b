"""What every server store keeps (the :class:`Store` interface), table ownership by lease and epoch
(:class:`Leases`), and :func:`open_store` for a data folder or a PostgreSQL address.

Two stores satisfy :class:`Store`: the single process's SQLite file (:class:`tek_access.server.store.Store`,
the default, needing nothing beyond the ``server`` extra) and PostgreSQL
(:class:`tek_access.server.pgstore.PostgresStore`, the ``postgresql`` extra), for several processes sharing
one database (issue 37). The same tests run over both (tests/test_stores.py).

Ownership with fencing (PostgreSQL only): each table has one owner (a process's name), an epoch and a lease
(an expiry time on the database's clock, renewed every few seconds). Claiming a table bumps its epoch; every
write of a table's state or choices is conditional on the owner and the epoch the writer holds, so a process
paused past its lease whose table another process has since claimed has its next write refused with
:class:`StaleOwner` and must drop the table instead of narrating it twice.
"""
from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from tek_access.server.store import Sealer

log = logging.getLogger("tek_access.server")

#: how long a claim or a renewal holds a table (seconds) unless the store is told otherwise
LEASE_SECONDS = 10.0
#: how often an owner renews its leases (seconds): well inside the lease, so two renewals may fail in a row
RENEW_EVERY = 3.0


@runtime_checkable
class Store(Protocol):
    """A server's database: accounts, tables, and each game's choices log (sealed until its reveal).

    Shapes, as :class:`tek_access.server.store.Store` defines them: an account is ``{"name", "password",
    "keys"}`` (the password a hash or None, the keys a list of SSH public key lines); a table row from
    :meth:`tables` is ``{"id", "host", "options", "seats", "status", "config", "initial"}`` with status
    ``waiting``, ``playing`` or ``over`` (``closed`` ones are left out); a choice row is ``(seat, choice,
    sealed)`` with the choice as its JSON list. Times are :func:`time.time` seconds.
    """

    #: keyed hashes (reconnect codes) and the sealing of unrevealed choices, with this server's secret key
    sealer: Sealer

    def close(self) -> None: ...

    def account(self, name: str) -> dict | None: ...

    def add_account(self, name: str, password_hash: str | None, keys: list[str] | None = None) -> None: ...

    def set_keys(self, name: str, keys: list[str]) -> None: ...

    def language(self, name: str) -> str | None: ...

    def set_language(self, name: str, code: str) -> None: ...

    def new_table(self, host: str, options: dict, seats: list) -> int: ...

    def save_table(self, tid: int, host: str, seats: list, status: str) -> None: ...

    def start_game(self, tid: int, seats: list, config: dict, initial: dict) -> None: ...

    def tables(self) -> list[dict]: ...

    def expire(self, finished_before: float, abandoned_before: float, waiting_before: float,
               keep: Iterable[int] = ()) -> list[int]: ...

    def close_table(self, tid: int) -> None: ...

    def commit_choices(self, tid: int, start: int, rows: list[tuple[int, list, bool]], *, truncate: bool,
                       reveal_point: int, status: str | None = None) -> None: ...

    def choices(self, tid: int) -> list[tuple[int, list, bool]]: ...


@dataclass(frozen=True)
class Lease:
    """A table held by ``owner`` at ``epoch`` until ``until`` (:func:`time.time` seconds, from the database's
    clock)."""

    table: int
    owner: str
    epoch: int
    until: float


class StaleOwner(Exception):
    """A write or renewal by a process that no longer owns the table (another claimed it since, or it was
    deleted): nothing was written. The process must drop the table."""

    def __init__(self, table: int, owner: str, epoch: int | None, now: Lease | None) -> None:
        self.table, self.owner, self.epoch, self.now = table, owner, epoch, now
        held = f"{owner!r} (epoch {epoch}) no longer owns it" if epoch is not None else f"{owner!r} has not claimed it"
        if now is None:
            where = "it is not in the database or has no owner"
        else:
            where = f"it is owned by {now.owner!r} at epoch {now.epoch}"
        super().__init__(f"table {table}: {held}; {where}. Nothing was written.")


@runtime_checkable
class Leases(Protocol):
    """Table ownership with fencing, for stores shared by several processes.

    ``owner`` is this process's name (unique among the processes sharing the database). A table made with
    ``new_table`` is claimed by its maker at epoch 1.
    """

    owner: str

    def claim(self, tid: int, *, force: bool = False) -> Lease | None:
        """Own ``tid`` under a new epoch (the old one plus 1) and a fresh lease, when it has no owner, its
        lease has run out, or it is ours; ``force`` takes it from a live owner too (an operator's move).
        None when another owner's lease is live or there is no such table."""
        ...

    def renew(self, tid: int) -> Lease:
        """Extend our lease on ``tid`` (our epoch unchanged). :class:`StaleOwner` when another claimed it."""
        ...

    def release(self, tid: int) -> None:
        """Give ``tid`` up (no owner; its epoch stays, so a later claim moves past it)."""
        ...

    def lease(self, tid: int) -> Lease | None:
        """Who owns ``tid`` now, from the database (None: no owner or no table)."""
        ...

    def held(self) -> dict[int, int]:
        """The tables this process claimed and has not lost: id -> epoch."""
        ...

    def orphans(self) -> list[int]:
        """The waiting and playing tables nobody holds (no owner, or a lease run out), by id: what a process
        taking over claims, then replays."""
        ...


def renew_all(leases: Leases) -> list[int]:
    """Renew every table ``leases`` holds; return the ids lost (another process claimed them)."""
    lost = []
    for tid in list(leases.held()):
        try:
            leases.renew(tid)
        except StaleOwner:
            lost.append(tid)
    return lost


async def keep_leases(leases: Leases, on_lost: Callable[[int], None], every: float = RENEW_EVERY) -> None:
    """Renew every held lease each ``every`` seconds (in a worker thread: the database call blocks) until
    cancelled; ``on_lost(tid)`` for each table another process claimed. A failed round (the database
    unreachable) is logged and tried again at the next round; a lease outlives two failed rounds."""
    while True:
        await asyncio.sleep(every)
        try:
            lost = await asyncio.to_thread(renew_all, leases)
        except Exception:  # noqa: BLE001 - the database down for a while: the next round tries again, logged whole
            log.exception("renewing the table leases failed; trying again in %s s", every)
            continue
        for tid in lost:
            on_lost(tid)


if TYPE_CHECKING:  # mypy checks that the SQLite store keeps the interface, unchanged
    from tek_access.server import store as _sqlite

    def _sqlite_is_a_store(store: _sqlite.Store) -> Store:
        return store
