"""The Redis bus (issue 37): lines to a table and back on Redis Streams, read from a last id, resumed after
a reader's restart and after redis-server's own, retried with back-off while Redis is away.

A real redis-server on a unix socket in the test's temporary folder (tests/service_support.py), skipped with
one line naming the Debian package when it is not installed.
"""
from __future__ import annotations

import asyncio
import threading
import time

from service_support import redis_server  # noqa: F401 - a fixture


def run(coro):
    return asyncio.run(coro)


def bus_for(server):
    from tek_access.server.bus import Bus

    return Bus.from_url(server.url, prefix="t")


def test_lines_to_a_table_are_read_in_order_from_a_last_id(redis_server):
    from tek_access.server.bus import START

    async def go():
        bus = bus_for(redis_server)
        try:
            ids = [await bus.to_table(7, "ssh-1", "build"), await bus.to_table(7, "web-2", "war 3"),
                   await bus.to_table(8, "ssh-1", "pass")]
            entries = await bus.read(bus.table_stream(7))
            assert [(e.fields["conn"], e.line) for e in entries] == [("ssh-1", "build"), ("web-2", "war 3")]
            assert [e.id for e in entries] == ids[:2]
            assert [e.line for e in await bus.read(bus.table_stream(7), ids[0])] == ["war 3"]
            assert await bus.read(bus.table_stream(7), ids[1]) == []
            assert await bus.last_id(bus.table_stream(7)) == ids[1]
            assert await bus.last_id(bus.table_stream(99)) == START
            back = await bus.to_connection("ssh-1", "Ann builds a mine.", 7)
            [entry] = await bus.read(bus.connection_stream("ssh-1"))
            assert (entry.id, entry.fields) == (back, {"line": "Ann builds a mine.", "table": "7"})
            await bus.drop(bus.connection_stream("ssh-1"))
            assert await bus.read(bus.connection_stream("ssh-1")) == []
        finally:
            await bus.close()

    run(go())


def test_a_blocking_read_wakes_for_a_line_appended_meanwhile(redis_server):
    async def go():
        bus, other = bus_for(redis_server), bus_for(redis_server)
        try:
            stream = bus.table_stream(1)
            waiting = asyncio.ensure_future(bus.read(stream, block=5))
            await asyncio.sleep(0.2)
            await other.to_table(1, "telnet-3", "help")
            entries = await asyncio.wait_for(waiting, 5)
            assert [e.line for e in entries] == ["help"]
            assert await bus.read(stream, entries[-1].id, block=0.2) == []
        finally:
            await bus.close()
            await other.close()

    run(go())


def test_a_restarted_reader_resumes_after_the_last_line_it_finished(redis_server):
    from tek_access.server.bus import Reader

    async def first_process():
        bus = bus_for(redis_server)
        for line in ("one", "two", "three"):
            await bus.to_table(5, "ssh-1", line)
        reader = await Reader(bus, bus.table_stream(5), "table-host-1").start()
        got = await reader.next()
        assert [e.line for e in got] == ["one", "two", "three"]
        await reader.done(got[1].id)  # "three" read but not finished when the process dies
        await bus.close()

    async def second_process():
        bus = bus_for(redis_server)
        await bus.to_table(5, "ssh-1", "four")
        reader = await Reader(bus, bus.table_stream(5), "table-host-1").start()
        assert [e.line for e in await reader.next()] == ["three", "four"]
        assert await reader.next(block=0.1) == []
        stranger = await Reader(bus, bus.table_stream(5), "table-host-2").start()
        assert [e.line for e in await stranger.next(count=2)] == ["one", "two"]
        assert [e.line for e in await stranger.next(count=2)] == ["three", "four"]
        await bus.close()

    run(first_process())
    run(second_process())


def test_the_streams_and_a_readers_place_survive_a_redis_restart(redis_server):
    from tek_access.server.bus import Reader

    async def before():
        bus = bus_for(redis_server)
        for line in ("north", "south"):
            await bus.to_table(2, "web-1", line)
        reader = await Reader(bus, bus.table_stream(2), "host").start()
        await reader.done((await reader.next(count=1))[0].id)
        await bus.close()

    run(before())
    redis_server.stop()
    redis_server.start()

    async def after():
        bus = bus_for(redis_server)
        reader = await Reader(bus, bus.table_stream(2), "host").start()
        assert [e.line for e in await reader.next()] == ["south"]
        await bus.close()

    run(after())


def test_a_line_sent_while_redis_restarts_is_retried_and_kept_once(redis_server):
    """Redis away for about half a second: the append waits with back-off, then goes through once."""

    async def go():
        bus = bus_for(redis_server)
        restart = threading.Timer(0.5, redis_server.start)
        try:
            await bus.to_table(3, "ssh-1", "before")
            redis_server.stop()
            restart.start()
            started = time.monotonic()
            await bus.to_table(3, "ssh-1", "during")
            assert time.monotonic() - started >= 0.4  # it did wait for Redis
            assert [e.line for e in await bus.read(bus.table_stream(3))] == ["before", "during"]
        finally:
            if restart.is_alive():
                restart.join()  # the server it starts is stopped by the fixture
            await bus.close()

    run(go())
