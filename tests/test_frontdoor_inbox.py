"""A front door's inbox on a real redis-server (issue 37, :mod:`tek_access.server.frontdoor`): the table hosts'
lines for all of a door's connections come on one stream, read with one blocking read whatever the number of
connections; each line reaches its own connection, in order, also after a long quiet; a line for another
door's connection, or one written before this door started, reaches nobody here.

Skipped with one line naming the Debian package when redis-server is not installed."""
from __future__ import annotations

import asyncio

from service_support import redis_server  # noqa: F401 - fixture


class Heard:
    """A connection as the door's delivery sees it: no table here, the lines relayed to it kept."""

    def __init__(self) -> None:
        self.table = None
        self.lines: list[str] = []

    def relay(self, text: str) -> None:
        self.lines.append(text)


def test_each_line_of_the_inbox_reaches_its_own_connection_in_order(redis_server):  # noqa: F811
    from tek_access.server.frontdoor import FrontDoor
    from tek_access.server.relay import client

    async def go():
        door = FrontDoor(None, redis_server.url, prefix="t", name="door1")
        redis = client(redis_server.url)
        ann, bob = door.new_conn_id(), door.new_conn_id()
        assert door.keys.inbox(ann) == door.keys.inbox(bob) == door.keys.door("door1")
        heard = {ann: Heard(), bob: Heard()}
        door.listening.update(heard)  # type: ignore[arg-type]
        await redis.xadd(door.keys.inbox(ann), {"conn": ann, "line": "before the door started"})
        reading = asyncio.ensure_future(door.reading(client(redis_server.url)))
        while door.position is None:
            await asyncio.sleep(0.01)
        for i in range(3):  # as two table hosts write them, interleaved
            await redis.xadd(door.keys.inbox(ann), {"conn": ann, "line": f"Ann {i}"})
            await redis.xadd(door.keys.inbox(bob), {"conn": bob, "line": f"Bob {i}"})
        await redis.xadd(door.keys.inbox("door2-1"), {"conn": "door2-1", "line": "for another door"})
        await asyncio.sleep(1.6)  # longer than a blocking read: the door reads again and hears what comes
        await redis.xadd(door.keys.inbox(bob), {"conn": bob, "line": "after a quiet"})
        for _ in range(200):
            if heard[bob].lines[-1:] == ["after a quiet"]:
                break
            await asyncio.sleep(0.01)
        reading.cancel()
        await redis.aclose()
        return heard[ann].lines, heard[bob].lines

    ann, bob = asyncio.run(go())
    assert ann == ["Ann 0", "Ann 1", "Ann 2"]
    assert bob == ["Bob 0", "Bob 1", "Bob 2", "after a quiet"]
