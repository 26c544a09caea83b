"""A table host's tables' work done together (issue 37, :mod:`.tablehost`): their store calls in one worker
thread hop (the commits of choices in one transaction, :func:`~.hosted.run_stores`), their bus writes in one
Redis transaction (MULTI/EXEC), each table's writes all or none with the count of its narrated choices
(:func:`~.hosted.narrated_key`) among them, and none for a table whose lease ran out meanwhile, nor for one
another host took over (the Redis fence: its epoch on the bus, :attr:`~.relay.Keys.epochs`, is no longer
this host's; the transaction WATCHes it)."""
from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, Any

from redis.exceptions import WatchError

from tek_access.server.hosted import Hosted, Together, run_stores
from tek_access.server.relay import INBOX_MAXLEN, Keys

if TYPE_CHECKING:  # pragma: no cover
    from redis.asyncio import Redis

#: a host whose lease ends within this many seconds renews it before it handles a line or writes to the bus
#: (the fence)
FENCE_MARGIN = 0.5


class Unfenced(Exception):
    """A table's bus writes not sent: its lease ran out while they waited for the batch (renewed first)."""


class Overtaken(Exception):
    """A table's bus writes refused: another host took it over (its epoch on the bus is newer than this
    host's). Nothing was written; the table is dropped here, as when the store refuses a write."""


#: the table's epoch on the bus (hash KEYS[1], field ARGV[1]) set to ARGV[2] unless one as new is there: 1 if
#: set, 0 if a newer owner recorded its epoch already
RECORD_EPOCH = """
local now = redis.call('HGET', KEYS[1], ARGV[1])
if now and tonumber(now) >= tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1
"""


class Batching:
    """A mixin of :class:`~.tablehost.TableHost`: its two batchers and the bus writes of several tables."""

    hosted: dict[int, Hosted]
    redis: Redis | None
    keys: Keys

    def together(self) -> tuple[Together, Together]:
        """This host's two batchers (:class:`~.hosted.Together`): the tables' store calls (one worker thread
        hop for all handed in together) and their bus writes (one Redis transaction)."""
        made: tuple[Together, Together] | None = getattr(self, "_together", None)
        if made is None:
            stores = Together(lambda calls: asyncio.to_thread(run_stores, calls), width=3)
            made = (stores, Together(self.write_all, width=2))
            self._together = made
        return made

    async def own(self, hosted: Hosted) -> bool:
        """Record ``hosted``'s epoch on the bus before any write for it (so a host it took the table from has
        its next bus write refused); False when a newer owner's epoch is there already."""
        assert self.redis is not None
        return bool(await self.redis.eval(RECORD_EPOCH, 1, self.keys.epochs, str(hosted.tid), hosted.epoch))

    async def write_all(self, batches: list[tuple[int, list[tuple]]]) -> list[Any]:
        """Several tables' bus writes (``(table, ops)``, each op as queued) in one MULTI/EXEC transaction, in
        order: each table's writes go all or none, so the count of its narrated choices never reaches the bus
        without their lines, nor the lines without it. A table whose lease is no longer live (it waited
        behind another batch) writes nothing and gets :class:`Unfenced` (the fence: renewed first); one whose
        epoch on the bus is newer than this host's (taken over while this host was paused) writes nothing and
        gets :class:`Overtaken` (dropped). The epochs are read under WATCH: a take-over between the read and
        EXEC sends nothing and the batch is tried again. For each table None, or the first error its writes
        met."""
        assert self.redis is not None
        while True:
            try:
                return await self._write_once(batches)
            except WatchError:
                continue  # a table was taken over meanwhile (this batch's or another's): the epochs read again

    async def _write_once(self, batches: list[tuple[int, list[tuple]]]) -> list[Any]:
        assert self.redis is not None
        async with self.redis.pipeline(transaction=True) as pipe:
            await pipe.watch(self.keys.epochs)
            epochs = await pipe.hmget(self.keys.epochs, [str(tid) for tid, _ in batches])
            pipe.multi()
            now = time.time()
            fates: list[Exception | None] = []
            for (tid, ops), epoch in zip(batches, epochs):
                hosted = self.hosted.get(tid)
                if hosted is not None and epoch is not None and int(epoch) > hosted.epoch:
                    fates.append(Overtaken(f"table {tid}: epoch {int(epoch)} on the bus, {hosted.epoch} here"))
                    continue
                if hosted is None or hosted.dropped or now >= hosted.until - FENCE_MARGIN:
                    fates.append(Unfenced(f"table {tid}: its lease is to be renewed before its writes"))
                    continue
                fates.append(None)
                for op in ops:
                    if op[0] == "out":
                        pipe.xadd(op[1], op[2], maxlen=INBOX_MAXLEN, approximate=True)
                    elif op[0] == "done":
                        pipe.hset(self.keys.cursors, self.keys.cursor_field(tid), op[1])
                    else:
                        op[1](pipe)
            results = await pipe.execute(raise_on_error=False) if any(f is None for f in fates) else []
        out: list[Any] = []
        at = 0
        for (_, ops), fate in zip(batches, fates):
            if fate is not None:
                out.append(fate)
                continue
            part = results[at:at + len(ops)]
            at += len(ops)
            out.append(next((r for r in part if isinstance(r, Exception)), None))
        return out
