"""Several processes (issue 37): a front door and table hosts over a real redis-server and PostgreSQL,
players over telnet on loopback; a table host killed (kill -9) or paused past its lease (SIGSTOP) while
people play, and the bus or the store lost for a while.

Skipped with one line naming the Debian package when redis-server or PostgreSQL is not installed
(tests/service_support.py)."""
from __future__ import annotations

import asyncio
import re
import signal
import time

import pytest
from cluster_support import Cluster
from server_support import TelnetPlayer, run
from service_support import pg_cluster, pg_url, redis_server  # noqa: F401 - fixtures

RESTARTED = "The table's host restarted."


@pytest.fixture
def cluster(tmp_path, redis_server, pg_url):  # noqa: F811
    c = Cluster(tmp_path, redis_server.url, pg_url).start()
    try:
        yield c
    finally:
        c.stop()


def at_second_die(p):
    """Stop autoplay at our war die when the other side's is already set (sealed in the store)."""
    tail = p.text[p.text.rfind("> ", 0, len(p.text) - 8):]
    return "War die," in tail and "has set the war die" in tail


def test_a_game_is_played_through_the_front_door_and_a_table_host(cluster):
    async def main():
        ann = await TelnetPlayer("Ann").open(cluster.telnet)
        await ann.wait("Lobby")
        bob = await TelnetPlayer("Bob").open(cluster.telnet)
        await bob.wait("Lobby")
        ann.send("create tek 3 2 normal no 5")
        await ann.wait("Table 1 created")
        await ann.wait("You are the host", timeout=20)
        bob.send("join 1")
        await bob.wait("You are in seat 2")
        await ann.wait("Bob sits at seat 2")
        bob.send("who")
        await bob.wait(r"Ann: table 1, Seat 1\.")
        ann.send("say hello")
        await bob.wait("Ann says: hello")
        ann.send("start")
        await asyncio.gather(ann.autoplay(), bob.autoplay())
        for p in (ann, bob):
            await p.wait(r"Scores, 3 players:")
            p.close()
        return ann, bob

    ann, bob = run(main())
    assert ann.answered > 10 and bob.answered > 10
    assert RESTARTED not in ann.text
    assert "Traceback" not in cluster.outputs
