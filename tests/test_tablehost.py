"""A table host in process (issue 37), on a real redis-server and PostgreSQL: a host taking a table over skips
the input lines whose choices the store already holds (nothing typed is applied twice), and a host whose table
another claimed says nothing more at it.

Skipped with one line naming the Debian package when redis-server or PostgreSQL is not installed."""
from __future__ import annotations

import asyncio
import json

from service_support import pg_cluster, pg_url, redis_server  # noqa: F401 - fixtures

SEATS = [{"kind": "human", "name": None}, {"kind": "human", "name": None}, {"kind": "human", "name": None},
         {"kind": "normal", "name": None}]
OPTIONS = {"game": "tek", "players": 4, "humans": 3, "level": "normal", "seed": 4, "chosen_seed": True}


def host_for(url: str, redis_url: str, folder, name: str):
    from tek_access.server.pgstore import PostgresStore
    from tek_access.server.relay import client
    from tek_access.server.tablehost import TableHost

    store = PostgresStore(url, folder, owner=name, lease_seconds=2.0)
    host = TableHost(store, redis_url, prefix="t", lease=2.0)
    host.redis, host.reads = client(redis_url), client(redis_url)
    return host


async def joins(host, tid: int, names: list[str]) -> list[str]:
    ids = []
    for i, name in enumerate(names):
        ids.append(await host.redis.xadd(host.keys.table(tid), {"kind": "join", "conn": f"c{i}", "name": name,
                                                              "guest": "", "code": "", "address": "x"}))
    return ids


async def said_to(host, conn: str) -> list[dict]:
    """What the host sent connection ``conn`` (through its front door's inbox)."""
    return [fields for _, fields in await host.redis.xrange(host.keys.inbox(conn)) if fields.get("conn") == conn]


async def read_for(host, seconds: float) -> None:
    task = asyncio.ensure_future(host.reading())
    await asyncio.sleep(seconds)
    task.cancel()
    for hosted in list(host.hosted.values()):
        while hosted.queue:
            await asyncio.sleep(0.02)


async def closed(host) -> None:
    await host.redis.aclose()
    await host.reads.aclose()
    host.store.close()


def test_a_host_taking_a_table_over_skips_the_lines_its_store_holds(pg_url, redis_server, tmp_path):  # noqa: F811
    async def go():
        maker = host_for(pg_url, redis_server.url, tmp_path, "maker")
        tid = maker.store.new_table("Ann", OPTIONS, SEATS)
        ids = await joins(maker, tid, ["Ann", "Bob", "Cid"])
        # a host before this one applied the first two lines and committed, with them, the id of the second
        maker.store.commit_choices(tid, 0, [], truncate=False, reveal_point=0, input_id=ids[1])
        maker.store.release(tid)
        host = host_for(pg_url, redis_server.url, tmp_path, "A")
        await host.take(tid)
        hosted = host.hosted[tid]
        assert hosted.applied == ids[1]
        await read_for(host, 1.0)
        table = hosted.table
        seated = sorted(c.name for c in table.players.values())
        said = await said_to(host, "c2")
        record = json.loads(await host.redis.hget(host.keys.seated(tid), "c2"))
        nothing = await said_to(host, "c0")
        for h in (maker, host):
            await closed(h)
        return seated, said, record, nothing

    seated, said, record, nothing = asyncio.run(go())
    assert seated == ["Cid"], "a line whose choices the store holds was applied again"
    assert any("You are in seat 1" in fields.get("line", "") for fields in said)
    assert record["name"] == "Cid" and record["seat"] == 0
    assert nothing == []


def test_a_host_whose_table_another_claimed_says_nothing_more_there(pg_url, redis_server, tmp_path):  # noqa: F811
    async def go():
        a = host_for(pg_url, redis_server.url, tmp_path, "A")
        tid = a.store.new_table("Ann", OPTIONS, SEATS)
        a.store.release(tid)
        await a.take(tid)
        await joins(a, tid, ["Ann"])
        await read_for(a, 0.5)
        before = len(await said_to(a, "c0"))
        b = host_for(pg_url, redis_server.url, tmp_path, "B")
        assert b.store.claim(tid, force=True) is not None  # B holds it now (as after A's lease ran out)
        a.hosted[tid].until = 0.0  # A's lease, as A knows it, has run out (it was paused)
        await a.redis.xadd(a.keys.table(tid), {"kind": "line", "conn": "c0", "seq": "1", "line": "who"})
        await read_for(a, 0.5)
        after = len(await said_to(a, "c0"))
        dropped = tid not in a.hosted and tid not in a.hub.tables
        for h in (a, b):
            await closed(h)
        return before, after, dropped

    before, after, dropped = asyncio.run(go())
    assert before > 0 and after == before, "the host of a table another claimed went on saying lines there"
    assert dropped
