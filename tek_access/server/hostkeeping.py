"""The upkeep of a table host's tables (issue 37, :mod:`.tablehost`): each lease renewed, a finished table
nobody is at given up, old tables expired by the single process's rule (:func:`~.limits.expiry`)."""
from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any

from tek_access.server.hosted import Hosted, narrated_key
from tek_access.server.limits import EXPIRE_EVERY, expiry
from tek_access.server.relay import LOST, Keys
from tek_access.server.stores import Lease, StaleOwner

if TYPE_CHECKING:  # pragma: no cover
    from redis.asyncio import Redis

    from tek_access.server.hub import Hub

log = logging.getLogger("tek_access.server")

#: seconds a host keeps a finished table nobody is at, then gives it up
KEEP_OVER = 60.0


class Keeping:
    """A mixin of :class:`~.tablehost.TableHost`: its leases kept, its finished tables given up, old tables
    expired."""

    store: Any
    hosted: dict[int, Hosted]
    lease: float
    redis: Redis | None
    keys: Keys
    hub: Hub

    def lose(self, hosted: Hosted, why: str = "") -> None:
        raise NotImplementedError

    def forget(self, hosted: Hosted) -> bool:
        raise NotImplementedError

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

    async def expiring(self) -> None:
        """Expire old tables at start and every :data:`~.limits.EXPIRE_EVERY` seconds, as the single process."""
        while True:
            try:
                await self.expire_tables()
            except Exception as exc:  # noqa: BLE001 - the store away: the next round tries again
                log.warning("expiring old tables failed; trying again later: %s", exc)
            await asyncio.sleep(EXPIRE_EVERY)

    async def expire_tables(self) -> list[int]:
        """Delete from the store the tables the single process's rule expires (:func:`~.limits.expiry`: the
        same days, a table someone is connected to here kept; the store keeps a table another host holds
        under a live lease), off the event loop; one held here is dropped with its keys on the bus."""
        busy = [tid for tid, h in self.hosted.items() if h.table is not None and h.table.clients()]
        gone: list[int] = await asyncio.to_thread(lambda: self.store.expire(**expiry(self.hub.limits, busy)))
        for tid in gone:
            hosted = self.hosted.get(tid)
            if hosted is not None:
                self.forget(hosted)
        if gone:
            assert self.redis is not None
            pipe = self.redis.pipeline(transaction=False)
            for tid in gone:
                pipe.delete(self.keys.table(tid), self.keys.seated(tid))
                pipe.hdel(self.keys.cursors, self.keys.cursor_field(tid))
                pipe.hdel(narrated_key(self.keys), str(tid))
            await pipe.execute()
            log.info("expired %d old tables", len(gone))
        return gone
