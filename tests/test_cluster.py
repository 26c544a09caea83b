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
from cluster_support import LEASE, Cluster
from server_support import TelnetPlayer, run
from service_support import _stop, pg_cluster, pg_url, redis_server  # noqa: F401 - fixtures

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


async def to_war(cluster, name: str, tid: int) -> TelnetPlayer:
    """``name`` makes table ``tid`` (3 players, 1 human, normal computer players, seed 4), starts it and plays
    to a war whose other side's die is set (sealed in the store) and whose own die is asked."""
    p = await TelnetPlayer(name).open(cluster.telnet)
    await p.wait("Lobby")
    p.send("create tek 3 1 normal no 4")
    await p.wait(f"Table {tid} created")
    await p.wait("You are the host", timeout=20)
    p.send("start")
    await p.autoplay(until=r"Game over", stop=at_second_die, timeout=60)
    assert not re.search("Game over", p.text), "no war with a die waiting: choose another seed"
    return p


def test_kill9_of_a_table_host_mid_war_the_other_host_takes_the_table_over(cluster):
    """kill -9 the host of a table mid-war, the computer player's die sealed: the other host claims the table
    within the lease and a few seconds, replays it, the player hears one line and goes on typing on the same
    connection; the die stays sealed; the game ends with the choices of the same game played without a kill."""
    sealed = "SELECT COUNT(*) FROM choices WHERE table_id = %s AND sealed IS NOT NULL"

    async def main():
        dan = await to_war(cluster, "Dan", 1)
        first = cluster.wait_owner(1)
        assert cluster.sql(sealed, 1) == [(1,)]
        asked = dan.text[dan.text.rfind("War die,"):].splitlines()[0]
        killed_at = time.monotonic()
        cluster.hosts[first].kill9()
        await dan.wait(re.escape(RESTARTED), timeout=cluster.lease + 10)
        took = time.monotonic() - killed_at
        second = cluster.owner(1)
        assert second != first and second in cluster.hosts
        assert cluster.sql(sealed, 1) == [(1,)], "the die was unsealed by the take-over"
        assert cluster.sql("SELECT epoch FROM tables WHERE id = 1")[0][0] >= 2
        dan.send("pending")  # the same decision, asked again on the same connection
        await dan.wait(re.escape(asked), start=dan.text.rfind(RESTARTED))
        await dan.wait("choose> $")
        mark = len(dan.text)
        dan.send("history 40")  # the review buffer came over: the lines Dan heard before the kill
        head = await dan.wait(r"\d+ messages:", start=mark)
        await dan.wait("choose> $", start=head.end())
        listed = dan.text[head.end():].replace("\r", "")
        review = listed[:listed.find(RESTARTED)].strip().splitlines() if RESTARTED in listed else []
        dan.review_said = (mark, len(dan.text))  # the take-over line is in the review listing too
        await dan.autoplay(timeout=60)
        await dan.wait("Scores, 3 players:")
        # the same game again, at a second table, with no kill
        eve = await to_war(cluster, "Eve", 2)
        await eve.autoplay(timeout=60)
        await eve.wait("Scores, 3 players:")
        dan.close()
        eve.close()
        return dan, eve, took, review

    dan, eve, took, review = run(main())
    before = dan.text[:dan.text.find(RESTARTED)]
    assert len(review) >= 10, f"the review after the take-over holds too little: {review}"
    assert all(line.strip() in before for line in review), "a line in the review Dan never heard (a secret?)"
    assert took < cluster.lease + 8
    start, end = dan.review_said
    assert (dan.text[:start] + dan.text[end:]).count(RESTARTED) == 1 and RESTARTED not in eve.text
    assert dan.text.count("Welcome to tek-access online") == 1  # one connection all along
    assert cluster.sql("SELECT COUNT(*) FROM choices WHERE sealed IS NOT NULL") == [(0,)]
    one, two = (cluster.sql("SELECT seat, choice FROM choices WHERE table_id = %s ORDER BY idx", t) for t in (1, 2))
    assert len(one) > 50 and one == two, "the game with a kill and without one differ"
    scores = [p.text[p.text.rfind("Scores, 3 players:"):].splitlines()[:4] for p in (dan, eve)]
    assert scores[0] == scores[1]
    assert "Traceback" not in cluster.outputs


def test_a_host_paused_past_its_lease_is_refused_and_drops_the_table(cluster):
    """SIGSTOP the host of a table past its lease: the other host takes the table over; SIGCONT: the paused
    host's renewal is refused by the store (StaleOwner) and it drops the table without a word, so every
    line the player types is answered once."""
    async def main():
        dan = await to_war(cluster, "Dan", 1)
        first = cluster.wait_owner(1)
        paused = cluster.hosts[first]
        paused.signal(signal.SIGSTOP)
        try:
            await dan.wait(re.escape(RESTARTED), timeout=cluster.lease + 10)
            assert cluster.owner(1) != first
            dan.send("pending")
            await dan.wait("War die,", start=dan.text.rfind(RESTARTED))
        finally:
            paused.signal(signal.SIGCONT)
        end = time.monotonic() + 10
        while "dropped here" not in paused.output and time.monotonic() < end:
            await asyncio.sleep(0.1)
        dan.send("pending")
        await asyncio.sleep(1.5)
        after = dan.text[dan.text.rfind(RESTARTED):]
        assert after.count("War die,") == 2, after
        await dan.autoplay(timeout=60)
        await dan.wait("Scores, 3 players:")
        dan.close()
        return dan, paused

    dan, paused = run(main())
    said = paused.output
    assert said.count("table 1: dropped here") == 1 and "Nothing was written" in said, said
    assert dan.text.count(RESTARTED) == 1
    assert "Traceback" not in cluster.outputs


async def at_a_decision(cluster, name: str) -> TelnetPlayer:
    """``name`` makes table 1 (3 players, 1 human, normal computer players, seed 4), starts it, and is asked."""
    p = await TelnetPlayer(name).open(cluster.telnet)
    await p.wait("Lobby")
    p.send("create tek 3 1 normal no 4")
    await p.wait("You are the host", timeout=20)
    p.send("start")
    await p.wait("choose> $", timeout=30)
    return p


def test_a_lost_bus_is_said_in_one_line_and_what_was_typed_goes_through_after(cluster, redis_server):  # noqa: F811
    from tek_access.server.relay import BUS_BACK, BUS_LOST
    BUS_BACK, BUS_LOST = str(BUS_BACK), str(BUS_LOST)  # in English, as Dan hears them

    async def main():
        dan = await at_a_decision(cluster, "Dan")
        asked = dan.text.count("choose> ")
        redis_server.stop()
        try:
            dan.send("pending")
            await dan.wait(re.escape(BUS_LOST), timeout=15)
            await asyncio.sleep(1.0)
        finally:
            redis_server.start()
        await dan.wait(re.escape(BUS_BACK), timeout=20)
        end = time.monotonic() + 15
        while dan.text.count("choose> ") <= asked and time.monotonic() < end:
            await asyncio.sleep(0.05)
        assert dan.text.count("choose> ") > asked, "the line typed while the bus was away was lost"
        await dan.autoplay(timeout=60)
        await dan.wait("Scores, 3 players:")
        dan.close()
        return dan

    dan = run(main())
    assert dan.text.count(BUS_LOST) == 1 and dan.text.count(BUS_BACK) == 1
    assert dan.text.count("Welcome to tek-access online") == 1 and RESTARTED not in dan.text
    assert "Traceback" not in cluster.outputs


@pytest.fixture
def one_host(tmp_path, redis_server, pg_url):  # noqa: F811
    c = Cluster(tmp_path, redis_server.url, pg_url, hosts=1).start()
    try:
        yield c
    finally:
        c.stop()


@pytest.mark.parametrize("typed_after", [0.0, LEASE + 0.5], ids=["at-once", "after-the-lease"])
def test_a_lost_database_is_said_in_one_line_and_the_move_is_kept(one_host, pg_cluster, typed_after):  # noqa: F811
    """The database stopped, then a move typed: at once (its commit waits) or once the host's lease has run out
    (the line waits for the lease's renewal): one line said, the move kept and the game going on after."""
    from tek_access.server.relay import STORE_BACK, STORE_LOST
    STORE_BACK, STORE_LOST = str(STORE_BACK), str(STORE_LOST)  # in English, as Dan hears them

    cluster = one_host

    async def main():
        dan = await at_a_decision(cluster, "Dan")
        moves = cluster.sql("SELECT COUNT(*) FROM choices")[0][0]
        epoch = cluster.sql("SELECT epoch FROM tables WHERE id = 1")[0][0]
        _stop(pg_cluster.proc, signal.SIGINT)
        try:
            await asyncio.sleep(typed_after)
            dan.send("1")
            await dan.wait(re.escape(STORE_LOST), timeout=15)
            await asyncio.sleep(1.0)
        finally:
            pg_cluster.launch()
        # back: the host says so, once, even when its lease ran out meanwhile (nobody else claimed the table:
        # it renews it at the same epoch; nothing restarted)
        await dan.wait(re.escape(STORE_BACK), timeout=20)
        await dan.wait("choose> $", timeout=20)
        assert cluster.sql("SELECT COUNT(*) FROM choices")[0][0] > moves
        assert cluster.sql("SELECT epoch FROM tables WHERE id = 1")[0][0] == epoch, "taken again: a new epoch"
        await dan.autoplay(timeout=60)
        await dan.wait("Scores, 3 players:")
        dan.close()
        return dan

    dan = run(main())
    assert dan.text.count(STORE_LOST) == 1 and dan.text.count(STORE_BACK) == 1 and RESTARTED not in dan.text
    assert dan.text.count("Welcome to tek-access online") == 1
    assert "Traceback" not in cluster.outputs


def test_a_killed_front_door_drops_its_connections_and_the_tables_go_on(cluster):
    """kill -9 the front door: its connections drop, the table host keeps the table; a player who connects
    to a new front door lands in their seat and plays on."""
    async def main():
        dan = await at_a_decision(cluster, "Dan")
        code = dan.code
        cluster.front.kill9()
        end = time.monotonic() + 10
        while not dan.closed and time.monotonic() < end:
            await asyncio.sleep(0.05)
        assert dan.closed
        cluster.start_front()
        again = await TelnetPlayer("Dan").open(cluster.telnet)
        await again.prove(code)
        await again.wait("Welcome back: your seat at table 1", timeout=15)
        await again.wait("choose> ", timeout=15)
        await again.autoplay(timeout=60)
        await again.wait("Scores, 3 players:")
        again.close()
        return again

    again = run(main())
    assert RESTARTED not in again.text
    assert "Traceback" not in cluster.outputs


def test_a_web_page_at_a_table_a_host_plays_gets_its_title_and_choice_buttons(tmp_path, redis_server, pg_url):  # noqa: F811
    """The web door at a front door: at the table, each prompt comes with the page's title (whose turn) and
    the numbered choices as buttons, made by the table's host as the single process makes them."""
    pytest.importorskip("aiohttp", reason="aiohttp is not installed: pip install -e '.[web]'")
    import aiohttp
    from web_support import SocketPlayer

    c = Cluster(tmp_path, redis_server.url, pg_url, hosts=1, web=True).start()
    try:
        async def main():
            async with aiohttp.ClientSession() as session:
                ann = await SocketPlayer("Ann").open(session, c.url)
                await ann.send("create tek 3 1 normal no 4")
                await ann.wait("You are the host", timeout=20)
                await ann.send("start")
                end = time.monotonic() + 30
                while time.monotonic() < end and not any(m.get("prompt") == "choose" for m in ann.messages):
                    await asyncio.sleep(0.05)
                await ann.ws.close()
                return ann.messages

        messages = run(main())
    finally:
        c.stop()
    asked = [m for m in messages if m.get("prompt") == "choose"]
    assert asked, "never asked"
    assert asked[0]["title"].startswith("Your turn, table 1")
    assert asked[0]["choices"] and all(isinstance(n, int) and label for n, label in asked[0]["choices"])
    assert "Traceback" not in c.outputs


def test_two_front_doors_share_who_chat_and_tables(cluster):
    """Two front doors on one bus: each lists who is online at the other, lobby chat and tell cross over,
    and a table made at one is joined from the other."""
    async def main():
        _, port = cluster.another_front("front-2")
        ann = await TelnetPlayer("Ann").open(cluster.telnet)
        await ann.wait("Lobby")
        bob = await TelnetPlayer("Bob").open(port)
        await bob.wait("Lobby")
        await asyncio.sleep(2.5)  # a presence round at each door
        ann.send("who")
        await ann.wait(r"Bob: lobby\.")
        ann.send("say hello over there")
        await bob.wait("Ann says: hello over there")
        bob.send("tell Ann hi")
        await ann.wait("Bob tells you: hi")
        ann.send("create tek 3 2 normal no 5")
        await ann.wait("You are the host", timeout=20)
        bob.send("join 1")
        await bob.wait("You are in seat 2", timeout=20)
        await ann.wait("Bob sits at seat 2")
        ann.close()
        bob.close()

    run(main())
    assert "Traceback" not in cluster.outputs


def test_a_table_no_host_holds_yet_is_said_to_wait_and_is_taken_when_a_host_comes(tmp_path, redis_server,  # noqa: F811
                                                                                 pg_url):  # noqa: F811
    c = Cluster(tmp_path, redis_server.url, pg_url, hosts=0).start()
    try:
        async def main():
            ann = await TelnetPlayer("Ann").open(c.telnet)
            await ann.wait("Lobby")
            ann.send("create tek 3 1 normal no 4")
            await ann.wait("Table 1 waits for a table host to take it; your place is kept", timeout=15)
            ann.send("start")  # typed before any host: kept for it
            c.hosts["A"] = c._host("A").start()
            await ann.wait("You are the host", timeout=30)
            await ann.wait("choose> $", timeout=30)
            ann.close()

        run(main())
    finally:
        c.stop()
    assert "Traceback" not in c.outputs


def test_through_the_front_door_each_player_hears_the_table_hosts_lines_in_their_language(cluster):
    """Issue 36 with issue 37: Bob chooses French at the front door while seated at a table a host plays
    (``langue fr``): the host's lines to him are French from then on (the table's start, the moves, his
    questions), Ann's stay English; typing French commands at the table works."""
    async def main():
        ann = await TelnetPlayer("Ann").open(cluster.telnet)
        await ann.wait("Lobby")
        bob = await TelnetPlayer("Bob").open(cluster.telnet)
        await bob.wait("Lobby")
        ann.send("create tek 3 2 random no 5")
        await ann.wait("Table 1 created")
        await ann.wait("You are the host", timeout=20)
        bob.send("join 1")
        await bob.wait("You are in seat 2")
        bob.send("langue fr")
        await bob.wait("Langue : francais")
        ann.send("start")
        await bob.wait("La table 1 commence : 2 personnes et 1 joueur ordinateur.")
        await ann.wait("choose> ")
        ann.send("1")
        await ann.wait("You choose Highcairn as home territory.")
        await bob.wait(r"Bleu choisit Highcairn comme territoire de d.part\.")
        return ann, bob

    ann, bob = run(main())
    later = bob.text[bob.text.index("La table 1 commence"):]
    assert not re.search(r"\b(chooses|starts|You)\b", later), later
    assert not re.search(r"\b(choisit|commence|Vous)\b", ann.text), ann.text
    assert "Traceback" not in cluster.outputs


def test_a_login_while_the_database_is_away_waits_off_the_loop_and_is_told_so(one_host, pg_cluster):  # noqa: F811
    """The database stopped: a player logging in hears one line that the accounts cannot be read and waits (tried
    again with back-off) while a player already in is answered at once; once it is back the login goes on."""
    from tek_access.core.messages import ENGLISH, speaking
    from tek_access.server.words import SERVER

    with speaking(ENGLISH):
        away = SERVER("login-store-away")
    cluster = one_host

    async def main():
        ann = await TelnetPlayer("Ann").open(cluster.telnet)
        await ann.wait("Lobby")
        for _ in range(300):  # the table host has started (it needs the database to start)
            if "Taking tables" in cluster.hosts["A"].output:
                break
            await asyncio.sleep(0.1)
        _stop(pg_cluster.proc, signal.SIGINT)
        try:
            bob = await TelnetPlayer("Bob").open(cluster.telnet)
            await bob.wait(re.escape(away), timeout=20)
            answers = []
            for _ in range(3):  # the front door's loop is free while Bob's account is read
                mark = len(ann.text)
                asked = time.monotonic()
                ann.send("who")
                await ann.wait("Ann: lobby", start=mark, timeout=10)
                answers.append(time.monotonic() - asked)
                await asyncio.sleep(0.5)
            assert "Lobby" not in bob.text
        finally:
            pg_cluster.launch()
        await bob.wait("Lobby", timeout=30)
        bob.send("who")
        await bob.wait("Bob: lobby")
        ann.close()
        bob.close()
        return bob, answers

    bob, answers = run(main())
    assert max(answers) < 1.0, f"a connected player waited {max(answers):.1f} s behind a login"
    assert bob.text.count(away) == 1
    assert "Traceback" not in cluster.outputs


def said_lines(text: str) -> list[str]:
    """The lines of ``text`` a player heard, prompts taken off, empty ones left out."""
    out = []
    for line in text.replace("\r", "").split("\n"):
        line = re.sub(r"^((choose)?> )+", "", line).strip()
        if line and line not in (">", "choose>"):
            out.append(line)
    return out


def test_the_lines_of_choices_committed_as_the_host_was_killed_are_said_once_by_the_next(tmp_path, redis_server,  # noqa: F811
                                                                                          pg_url):
    """The host killed right after the commit of a move, before its lines reached the bus (a test hook): the
    host taking the table over says those lines, once, then the take-over line; the game goes on with the
    lines, and the choices, of the same game played without a kill."""
    from collections import Counter

    from tek_access.server.hostcommand import KILL_AFTER_COMMIT

    flag = tmp_path / "kill-after-the-next-commit"
    cluster = Cluster(tmp_path, redis_server.url, pg_url, hosts=0)
    cluster.hosts["A"] = cluster._host("A", {KILL_AFTER_COMMIT: str(flag)})
    cluster.start()
    try:
        async def move(name: str, tid: int, kill: bool) -> tuple[TelnetPlayer, list[str]]:
            p = await at_a_decision(cluster, name) if tid == 1 else await table_two(cluster, name)
            mark = len(p.text)
            if kill:
                assert cluster.wait_owner(tid) == "A"
                cluster.hosts["B"] = cluster._host("B").start()
                flag.touch()
            p.send("1")
            if kill:
                await p.wait(re.escape(RESTARTED), start=mark, timeout=cluster.lease + 15)
            await p.wait("choose> $", start=mark + 2, timeout=30)
            return p, said_lines(p.text[mark:])

        async def main():
            dan, killed = await move("Dan", 1, True)
            assert cluster.hosts["A"].proc.wait(5) is not None  # killed by the hook
            eve, kept = await move("Eve", 2, False)
            for p in (dan, eve):
                await p.autoplay(timeout=60)
                await p.wait("Scores, 3 players:")
                p.close()
            return killed, kept

        killed, kept = run(main())
        kept = [line.replace("Eve", "Dan") for line in kept]
        assert Counter(killed) - Counter(kept) == Counter({RESTARTED: 1}), "said twice, or not at all"
        assert Counter(kept) - Counter(killed) == Counter(), "a line of the move never said"
        one, two = (cluster.sql("SELECT seat, choice FROM choices WHERE table_id = %s ORDER BY idx", t)
                    for t in (1, 2))
        assert len(one) > 50 and one == two, "a choice lost or applied twice"
        assert "Traceback" not in cluster.outputs
    finally:
        cluster.stop()


async def table_two(cluster, name: str) -> TelnetPlayer:
    """As :func:`at_a_decision`, at table 2."""
    p = await TelnetPlayer(name).open(cluster.telnet)
    await p.wait("Lobby")
    p.send("create tek 3 1 normal no 4")
    await p.wait("You are the host", timeout=20)
    p.send("start")
    await p.wait("choose> $", timeout=30)
    return p


def test_a_table_host_started_while_the_database_is_away_says_so_once_and_starts_when_it_comes(
        tmp_path, redis_server, pg_cluster, pg_url):  # noqa: F811
    """PostgreSQL down when ``tek-access table-host`` starts: one line saying so (no traceback), tries again
    with back-off, and takes tables once the database is back."""
    from cluster_support import Process

    host = Process(tmp_path, "host-late", ["table-host", "--bus", redis_server.url, "--database", pg_url,
                                           "--data", str(tmp_path / "data"), "--name", "late"])
    _stop(pg_cluster.proc, signal.SIGINT)
    try:
        host.start()
        deadline = time.monotonic() + 30
        while "cannot be reached" not in host.output and time.monotonic() < deadline:
            time.sleep(0.1)
        time.sleep(3.5)  # a few tries more, each failing
        waited = host.output
    finally:
        pg_cluster.launch()
    try:
        deadline = time.monotonic() + 40
        while "Taking tables." not in host.output and time.monotonic() < deadline:
            time.sleep(0.1)
        running = host.proc is not None and host.proc.poll() is None
    finally:
        host.stop()
    out = host.output
    assert "The database cannot be reached" in waited and "Taking tables." not in waited
    assert out.count("cannot be reached") == 1, out
    assert "Traceback" not in out, out
    assert "Taking tables." in out and running, out
    assert "Table host stopped." in out
