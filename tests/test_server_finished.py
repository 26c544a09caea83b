"""A finished table's events are packed (server/eventlog.py, issue 21's memory), and a watcher who comes
after the end still gets them: the round so far, read back with ``repeat round``."""
from __future__ import annotations

import pytest

pytest.importorskip("telnetlib3")

from server_support import TelnetPlayer, guest_server, run  # noqa: E402

server = guest_server()


def test_a_watcher_after_the_end_hears_the_last_round(server):
    async def main():
        ann = await TelnetPlayer("Ann").open(server.telnet)
        await ann.wait("Lobby")
        ann.send("create tek 2 1 random no 5")
        await ann.wait("Table 1 created")
        ann.send("start")
        await ann.autoplay(timeout=60)
        await ann.wait(r"Scores, 2 players:")
        cid = await TelnetPlayer("Cid").open(server.telnet)
        await cid.wait("Lobby")
        cid.send("watch 1")
        await cid.wait("Watching table 1")
        start = len(cid.text)
        cid.send("repeat round")
        await cid.wait("Last round", start=start, timeout=10)
        for p in (ann, cid):
            p.close()
        return cid.text[start:]

    heard = run(main())
    assert heard.startswith("Last round, ") and "Turn " in heard, heard[:300]
