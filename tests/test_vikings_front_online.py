"""An online Tiny Epic Vikings table over the real server (issue 19, item 3): ``create`` asks which
game now that two are registered, two humans on telnet play a 3-player Vikings game with one
computer player to the final score, and a watcher never hears a seat's hand or face-down card."""
from __future__ import annotations

import asyncio

import pytest
from server_support import guest_server, in_lobby, run

pytest.importorskip("telnetlib3")

PRIVATE = ("Your draft hand", "Your face-down card", "Your new hand", "You keep ")

server = guest_server()


def test_create_asks_the_game_and_a_vikings_table_plays_to_the_score(server):
    async def main():
        ann = await in_lobby(server.telnet, "Ann")
        ann.send("create")
        await ann.wait(r"Question 1 of \d+: which game\? 1: Tiny Epic Kingdoms\. 2: Tiny Epic Vikings\.")
        ann.send("2")
        await ann.wait(r"how many players, 2 to 4\?")
        ann.send("3")
        await ann.wait("how many human seats")
        ann.send("2")
        await ann.wait("computer players")
        ann.send("")
        await ann.wait("seed")
        ann.send("17")
        await ann.wait("Table 1 created: Tiny Epic Vikings, 3 players, 2 human seats")
        bob = await in_lobby(server.telnet, "Bob")
        bob.send("join 1")
        await bob.wait("You are in seat 2")
        cid = await in_lobby(server.telnet, "Cid")
        cid.send("watch 1")
        await cid.wait("Watching table 1")
        ann.send("start")
        await asyncio.gather(ann.autoplay(timeout=45), bob.autoplay(timeout=45), cid.wait("Game over", timeout=45))
        for p in (ann, bob, cid):
            await p.wait(r"Game over\. .* with \d+ points")
        for p in (ann, bob, cid):
            p.close()
        return ann, bob, cid

    ann, bob, cid = run(main())
    assert ann.answered > 10 and bob.answered > 10
    assert "Your draft hand" in ann.text and "Your draft hand" in bob.text
    assert not [p for p in PRIVATE if p in cid.text], "a watcher heard a seat's secret"
    assert "Traceback" not in server.output


def test_the_quick_form_names_the_game_first(server):
    async def main():
        ann = await in_lobby(server.telnet, "Ann")
        ann.send("help")
        await ann.wait(r"Quick form, the answers in order \(game, players")
        ann.send("create vikings 2 1 random 5")
        await ann.wait("Table 1 created: Tiny Epic Vikings, 2 players, 1 human seat, random computer players")
        ann.send("leave")
        ann.send("create 1 2 1 random no 6")
        await ann.wait("Table 2 created: Tiny Epic Kingdoms, 2 players")
        ann.close()

    run(main())
