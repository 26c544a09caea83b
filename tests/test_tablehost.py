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


def test_a_host_whose_lease_ran_out_unclaimed_keeps_its_table_at_the_same_epoch(pg_url, redis_server,  # noqa: F811
                                                                               tmp_path):
    """The store away past the lease, nobody else claiming: the host renews its own table (same epoch, so no
    write of its own is refused and nothing restarted); its players hear no take-over line."""
    from tek_access.server.relay import RESTARTED

    async def go():
        a = host_for(pg_url, redis_server.url, tmp_path, "A")
        tid = a.store.new_table("Ann", OPTIONS, SEATS)
        a.store.release(tid)
        await a.take(tid)
        await joins(a, tid, ["Ann"])
        await read_for(a, 0.5)
        epoch = a.store.lease(tid).epoch
        with a.store.pool.connection() as conn:  # the lease ran out while the store was away
            conn.execute("UPDATE tables SET lease_until = clock_timestamp() - interval '1 second' WHERE id = %s",
                         (tid,))
        assert tid in a.store.orphans()
        task = asyncio.ensure_future(a.claiming())
        await asyncio.sleep(1.0)
        task.cancel()
        await read_for(a, 0.5)
        lease = a.store.lease(tid)
        lines = [f.get("line", "") for f in await said_to(a, "c0")]
        kept = tid in a.hosted and tid not in a.store.orphans()
        await closed(a)
        return epoch, lease, lines, kept

    epoch, lease, lines, kept = asyncio.run(go())
    assert kept and lease.owner == "A"
    assert lease.epoch == epoch, "the host claimed its own table again at a new epoch"
    assert not any(str(RESTARTED) in line for line in lines)


def test_a_host_expires_old_tables_by_the_single_process_rule(pg_url, redis_server, tmp_path):  # noqa: F811
    """A table that never started, untouched past keep_waiting_days, nobody at it: the host holding it
    deletes it from the store, drops it and clears its keys on the bus; one as old with a player at it stays,
    and so does a table started a moment ago (the same rule as the single process: limits.expiry)."""
    async def go():
        a = host_for(pg_url, redis_server.url, tmp_path, "A")
        old, busy, fresh = (a.store.new_table("Ann", OPTIONS, SEATS) for _ in range(3))
        for tid in (old, busy, fresh):
            a.store.release(tid)
            await a.take(tid)
        await joins(a, busy, ["Bob"])
        await a.redis.xadd(a.keys.table(old), {"kind": "noop"})
        await read_for(a, 0.5)
        two_days = 2 * 86400 + 60
        with a.store.pool.connection() as conn:
            conn.execute("UPDATE tables SET updated = updated - %s WHERE id = ANY(%s)", (two_days, [old, busy]))
        gone = await a.expire_tables()
        ids = {row["id"] for row in a.store.tables()}
        held = set(a.hosted)
        stream = await a.redis.exists(a.keys.table(old))
        await closed(a)
        return (old, busy, fresh), gone, ids, held, stream

    (old, busy, fresh), gone, ids, held, stream = asyncio.run(go())
    assert gone == [old]
    assert old not in ids and {busy, fresh} <= ids
    assert old not in held and {busy, fresh} <= held
    assert stream == 0


def test_several_tables_bus_writes_go_all_or_none_and_a_lapsed_lease_writes_nothing(pg_url, redis_server,  # noqa: F811
                                                                                    tmp_path):
    """Group writes (issue 37): two tables' lines and narrated counts in one Redis transaction; a table whose
    lease ran out while it waited writes nothing (its lines nor its count) and is told to renew first; a batch
    Redis refuses writes nothing at all, so a count never reaches the bus without its lines."""
    import time

    from redis.exceptions import ResponseError

    from tek_access.server.hostbatch import Unfenced
    from tek_access.server.hosted import Hosted, narrated_key

    async def go():
        a = host_for(pg_url, redis_server.url, tmp_path, "A")
        a.hosted[1] = Hosted(a, 1, time.time() + 10)
        a.hosted[2] = Hosted(a, 2, 0.0)  # its lease ran out as A knows it
        key = narrated_key(a.keys)

        def batch(tid: int, line: str, count: int, *more) -> tuple:
            conn = f"door-{tid}"
            return (tid, [("out", a.keys.inbox(conn), {"conn": conn, "line": line}),
                          ("redis", lambda pipe: pipe.hset(key, str(tid), count)), *more])

        first = await a.write_all([batch(1, "one", 3), batch(2, "two", 5)])
        refused = None
        try:
            await a.write_all([batch(1, "three", 4, ("redis", lambda pipe: pipe.execute_command("HSET", key)))])
        except ResponseError as exc:
            refused = exc
        lines = [f["line"] for _, f in await a.redis.xrange(a.keys.door("door"))]
        counts = await a.redis.hgetall(key)
        await closed(a)
        return first, refused, lines, counts

    first, refused, lines, counts = asyncio.run(go())
    assert first[0] is None and isinstance(first[1], Unfenced)
    assert refused is not None
    assert lines == ["one"], "a lapsed lease's lines, or a refused batch's, reached a front door"
    assert counts == {"1": "3"}


def test_a_host_paused_past_its_lease_and_taken_over_writes_nothing_to_the_bus(pg_url, redis_server,  # noqa: F811
                                                                               tmp_path):
    """The Redis fence (issue 37): host A holds a table; paused past its lease, host B takes it over (a new
    epoch, recorded on the bus before B writes). A, resumed with its lease still live as its own clock sees it
    (a SIGSTOP between its lease check and its EXEC), has its next bus write refused: its line reaches no front
    door and A drops the table (B narrates it: nothing said twice)."""
    import time

    async def go():
        maker = host_for(pg_url, redis_server.url, tmp_path, "maker")
        tid = maker.store.new_table("Ann", OPTIONS, SEATS)
        maker.store.release(tid)
        a = host_for(pg_url, redis_server.url, tmp_path, "A")
        b = host_for(pg_url, redis_server.url, tmp_path, "B")
        await a.take(tid)
        hosted = a.hosted[tid]
        await asyncio.sleep(2.3)  # A paused past its 2 s lease: B takes the table over
        await b.take(tid)
        taken = tid in b.hosted and b.hosted[tid].epoch > hosted.epoch
        hosted.until = time.time() + 10  # A's own clock: the lease looks live (checked before the pause)
        hosted.out("door-c9", {"line": "said twice"})
        while hosted.queue and not hosted.dropped:
            await asyncio.sleep(0.02)
        lines = [f.get("line") for _, f in await a.redis.xrange(a.keys.door("door"))]
        epochs = await a.redis.hgetall(a.keys.epochs)
        for h in (maker, a, b):
            await closed(h)
        return tid, taken, hosted, lines, epochs, a

    tid, taken, hosted, lines, epochs, a = asyncio.run(go())
    assert taken, "B did not take the table over at a newer epoch"
    assert epochs == {str(tid): str(hosted.epoch + 1)}
    assert "said twice" not in lines, "a host taken over while paused still wrote its line to a front door"
    assert hosted.dropped and tid not in a.hosted, "the stale host kept the table"
