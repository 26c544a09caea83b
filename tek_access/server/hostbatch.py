"""A table host's tables' work done together (issue 37, :mod:`.tablehost`): their store calls in one worker
thread hop (the commits of choices in one transaction, :func:`~.hosted.run_stores`), their bus writes in one
Redis transaction (MULTI/EXEC), each table's writes all or none with the count of its narrated choices
(:func:`~.hosted.narrated_key`) among them, and none for a table whose lease ran out meanwhile."""
from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, Any

from tek_access.server.hosted import Hosted, Together, run_stores
from tek_access.server.relay import INBOX_MAXLEN, Keys

if TYPE_CHECKING:  # pragma: no cover
    from redis.asyncio import Redis

#: a host whose lease ends within this many seconds renews it before it handles a line or writes to the bus
#: (the fence)
FENCE_MARGIN = 0.5


class Unfenced(Exception):
    """A table's bus writes not sent: its lease ran out while they waited for the batch (renewed first)."""


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

    async def write_all(self, batches: list[tuple[int, list[tuple]]]) -> list[Any]:
        """Several tables' bus writes (``(table, ops)``, each op as queued) in one MULTI/EXEC transaction, in
        order: each table's writes go all or none, so the count of its narrated choices never reaches the bus
        without their lines, nor the lines without it. A table whose lease is no longer live (it waited
        behind another batch) writes nothing and gets :class:`Unfenced` (the fence: renewed first). For each
        table None, or the first error its writes met."""
        assert self.redis is not None
        pipe = self.redis.pipeline(transaction=True)
        now = time.time()
        sent: list[bool] = []
        for tid, ops in batches:
            hosted = self.hosted.get(tid)
            sent.append(hosted is not None and not hosted.dropped and now < hosted.until - FENCE_MARGIN)
            if not sent[-1]:
                continue
            for op in ops:
                if op[0] == "out":
                    pipe.xadd(op[1], op[2], maxlen=INBOX_MAXLEN, approximate=True)
                elif op[0] == "done":
                    pipe.hset(self.keys.cursors, self.keys.cursor_field(tid), op[1])
                else:
                    op[1](pipe)
        results = await pipe.execute(raise_on_error=False) if any(sent) else []
        out: list[Any] = []
        at = 0
        for (tid, ops), went in zip(batches, sent):
            if not went:
                out.append(Unfenced(f"table {tid}: its lease is to be renewed before its writes"))
                continue
            part = results[at:at + len(ops)]
            at += len(ops)
            out.append(next((r for r in part if isinstance(r, Exception)), None))
        return out
