"""Issue 31's findings that are the hub's, not one door's: limits by /64, the reserved names of every
registered game, tables per host and per address, reconnect codes kept as a keyed hash and tried
at most a few times a name, a hung computer players' worker replaced, and the web door's Origin
checked against the origins it serves. The doors' own promises: tests/test_conformance_doors.py."""
from __future__ import annotations

import asyncio
import hashlib
import logging
import os
import re
import signal

import pytest
from server_support import FakeConn

from tek_access.core import registry
from tek_access.server.auth import name_refusal, reserved_words
from tek_access.server.hub import Hub, legacy_code_hash
from tek_access.server.login import address_key
from tek_access.server.store import Store


@pytest.fixture
def hub(tmp_path):
    store = Store(tmp_path)
    h = Hub(store, guests=True)
    yield h
    h.thinker.close()
    store.close()


def guest(hub, name: str, address: str) -> tuple[FakeConn, object]:
    conn = FakeConn()
    return conn, hub.connect(conn, name, guest=True, address=address)


# ---------------------------------------------------------------- addresses
def test_ipv6_addresses_count_by_their_64_network():
    """Every per-address limit used the full IPv6 address: a /64 (one machine's usual share)
    walked around them. It counts as one address now; IPv4 and IPv4-mapped addresses as themselves."""
    assert address_key("2001:db8:1:2::1") == address_key("2001:db8:1:2:ffff:1:2:3") == "2001:db8:1:2::/64"
    assert address_key("2001:db8:1:3::1") != address_key("2001:db8:1:2::1")
    assert address_key("::ffff:192.0.2.7") == "192.0.2.7" == address_key("192.0.2.7")
    assert address_key("::1") == "::1" and address_key(None) == "?" and address_key("fe80::1%eth0") == "fe80::/64"


def test_guests_from_one_ipv6_64_count_together(hub):
    for i in range(4):
        conn, client = guest(hub, f"Six{i}", f"2001:db8:5:6::{i + 1}")
        assert client is not None, conn.text
    conn, client = guest(hub, "Five", "2001:db8:5:6:abcd::9")
    assert client is None and "Too many guests from your address: at most 4." in conn.text
    conn, client = guest(hub, "Other", "2001:db8:5:7::1")  # another /64
    assert client is not None


# ---------------------------------------------------------------- names
def test_the_reserved_names_are_every_registered_games_words():
    """The server holds no word of one game: each game's online part names its words (TEK's
    colours and factions, Vikings' clan colours and gods), and a guest named Red no longer sits
    at a Vikings table where Red is a clan."""
    words = reserved_words()
    for game_id in registry.names():
        own = registry.get(game_id).part("online").reserved_names()
        assert own and own <= words, game_id
    assert {"red", "green", "yellow", "blue", "orange", "orcs", "odin"} <= words
    assert {"you", "help", "admin", "nobody"} <= words
    for name in ("Red", "Yellow", "help", "Admin", "YOU", "Nobody", "Elves"):
        assert name_refusal(name) is not None, name
    assert name_refusal("Ragnhild") is None
    import tek_access.server.auth as auth_module

    source = open(auth_module.__file__).read().lower()
    assert "purple" not in source and "orange" not in source  # no game's words in the server
    # issue 33: "neutral" (TEK's Lost Kingdom meeples) is TEK's word, not the server's, and still refused
    assert "neutral" not in auth_module.RESERVED and "neutral" in registry.get("tek").part("online").reserved_names()
    assert name_refusal("Neutral") is not None


# ---------------------------------------------------------------- tables
def test_tables_are_capped_per_host_and_per_address_with_a_clear_refusal(hub):
    """One guest created and started 300 tables in 65 s. A player hosts at most 3 tables not yet
    over, an address makes at most 6; the refusal says which and what to do."""
    ann, a = guest(hub, "Ann", "192.0.2.1")
    for _ in range(3):  # started, then left: each game waits for its host
        a.feed("create tek 2 1\nstart\nleave\n")
    a.feed("create tek 2 1\n")
    line = next(line for line in ann.text.splitlines() if "the most one player may" in line)
    assert line == ("> You host 3 tables not yet over, the most one player may: 1, 2, 3. Finish one first; "
                    "join 1 takes you back.")
    assert len(hub.tables) == 3
    bob, b = guest(hub, "Bob", "192.0.2.1")
    for _ in range(3):
        b.feed("create tek 2 1\nstart\nleave\n")
    cid, c = guest(hub, "Cid", "192.0.2.1")
    c.feed("create tek 2 1\n")
    assert "Too many tables made from your address: at most 6 not yet over. Join one: say tables." in cid.text
    assert len(hub.tables) == 6
    dan, d = guest(hub, "Dan", "192.0.2.2")  # another address
    d.feed("create tek 2 1\n")
    assert "Table 7 created" in dan.text


# ---------------------------------------------------------------- reconnect codes
def seated_guest(hub, name: str, address: str) -> str:
    """A guest at a started table (with another guest): its reconnect code, then it drops."""
    conn, client = guest(hub, name, address)
    code = re.search(r"Your reconnect code is (\d{4}) (\d{4})", conn.text)
    client.feed("create tek 2 2\n")
    other_conn, other = guest(hub, "Hal" + name[:3], "198.51.100.9")
    other.feed(f"join {client.table.id}\n")
    client.feed("start\n")
    hub.drop(client)
    return code.group(1) + code.group(2)


def test_a_reconnect_code_is_kept_as_a_keyed_hash(hub, tmp_path):
    """The reconnect code was an unsalted hash of 8 digits: anyone reading the database could try
    all 10^8. It is an HMAC under the server's own key (the file beside the database), of the
    name and the code."""
    code = seated_guest(hub, "Gus", "192.0.2.3")
    kept = hub.tables[1].seats[0]["guest"]
    assert kept.startswith("k1$") and code not in kept
    assert kept != legacy_code_hash(code) and kept[3:] != hashlib.sha256(code.encode()).hexdigest()
    other = Store(tmp_path / "other")
    try:
        assert Hub.code_digest(type("H", (), {"store": other})(), "Gus", code) != kept  # another server's key
    finally:
        other.close()
    conn, back = guest(hub, "Gus", "192.0.2.3")
    back.feed(code + "\n")
    assert "Code accepted." in conn.text and "Welcome back: your seat at table 1" in conn.text


def test_a_seat_kept_with_an_old_hash_still_comes_back_to_its_code(hub):
    code = seated_guest(hub, "Gus", "192.0.2.3")
    hub.tables[1].seats[0]["guest"] = legacy_code_hash(code)  # a table stored before issue 31
    conn, back = guest(hub, "Gus", "192.0.2.4")
    back.feed(code + "\n")
    assert "Code accepted." in conn.text


def test_reconnect_codes_are_tried_at_most_5_times_a_name(hub):
    """Wrong codes were counted per address only: many addresses could try all the codes of one
    name. Five wrong codes for a name, from anywhere, and that name waits (10 minutes)."""
    code = seated_guest(hub, "Gus", "192.0.2.3")
    for i in range(5):
        conn, thief = guest(hub, "Gus", f"203.0.113.{i + 1}")
        thief.feed("0000 0000\n" if code != "00000000" else "1111 1111\n")
        assert "Wrong code" in conn.text
        hub.drop(thief)
    conn, late = guest(hub, "Gus", "203.0.113.77")
    assert late is None
    line = next(line for line in conn.text.splitlines() if "Too many wrong reconnect codes" in line)
    assert line == "Too many wrong reconnect codes for Gus: wait 10 minutes, or connect with another name."
    assert hub.tables[1].seats[0]["name"] == "Gus"  # the seat is kept


# ---------------------------------------------------------------- the computer players' worker
def test_a_hung_worker_is_replaced_and_the_table_plays_on(tmp_path, caplog):
    """The worker had no deadline: a hang stalled every table. A choice not answered in time
    (here 2 s) ends the worker; the table's computer player chooses in the server instead
    (logged), and a new worker takes the next choices."""
    from tek_access.server.thinking import Thinker

    store = Store(tmp_path)

    async def play() -> None:
        hub = Hub(store, guests=True, thinker=Thinker(deadline=2.0))
        conn = FakeConn()
        ann = hub.connect(conn, "Ann", guest=True)
        ann.feed("create tek 3 1 normal no 7\n")
        hub.thinker.start()
        hung = hub.thinker._workers[0].process
        os.kill(hung.pid, signal.SIGSTOP)  # alive, but never answers
        ann.feed("start\n")
        table = hub.tables[1]
        loop = asyncio.get_running_loop()
        end = loop.time() + 60
        answered = 0
        while answered < 6 and not table.game.over:
            assert loop.time() < end, conn.text[-800:]
            if conn.text.endswith("choose> "):
                answered += 1
                ann.feed("1\n")
            await asyncio.sleep(0.01)
        assert hub.thinker.replaced >= 1
        while table.thinking or table._chain is not None:  # the computer players' run under way ends
            assert loop.time() < end, conn.text[-800:]
            await asyncio.sleep(0.01)
        assert not hung.is_alive()
        worker = hub.thinker._workers[0]
        assert worker is not None and worker.process is not hung and worker.process.is_alive()
        assert [seat for seat, _, _ in store.choices(1)] == [seat for seat, _ in table.game.log]
        hub.thinker.close()

    with caplog.at_level(logging.WARNING, logger="tek_access.server"):
        try:
            asyncio.run(asyncio.wait_for(play(), 90))
        finally:
            store.close()
    assert "the computer players' worker gave no answer within 2 s: it is replaced" in caplog.text
    assert "choosing here" in caplog.text  # the table's computer player fell back, logged


# ---------------------------------------------------------------- the web door's Origin, for real
def test_a_page_of_another_origin_cannot_open_the_game(tmp_path):
    """The Origin check trusted the Host header: a DNS-rebinding page (its own name pointed here)
    passed. Only the origins the server serves may open the websocket."""
    aiohttp = pytest.importorskip("aiohttp")
    from door_clients import Doors

    async def main():
        async with Doors(tmp_path) as doors:
            url = f"http://127.0.0.1:{doors.web}/ws"
            async with aiohttp.ClientSession() as http:
                rebind = f"rebind.example:{doors.web}"
                with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                    await http.ws_connect(url, headers={"Origin": f"http://{rebind}", "Host": rebind})
                assert refused.value.status == 403
                ws = await http.ws_connect(url, headers={"Origin": f"http://127.0.0.1:{doors.web}"})
                first = await ws.receive_json(timeout=5)
                assert "Type your name" in first["lines"][0]
                await ws.close()

    asyncio.run(asyncio.wait_for(main(), 30))


@pytest.mark.parametrize("proxy", [True, False])
def test_forwarded_addresses_count_only_behind_a_configured_proxy(tmp_path, proxy):
    """Behind a reverse proxy given with --web-proxy, each player counts as the address the proxy
    forwards (five guests from five addresses all get in); without it the header is not believed
    (anyone could send it), and the five count as the one peer: the 5th is refused."""
    aiohttp = pytest.importorskip("aiohttp")
    from door_clients import Doors

    async def main():
        async with Doors(tmp_path, proxies=("127.0.0.1",) if proxy else ()) as doors:
            url = f"http://127.0.0.1:{doors.web}/ws"
            heard, sockets = [], []
            async with aiohttp.ClientSession() as http:
                for i in range(5):
                    ws = await http.ws_connect(url, headers={"X-Forwarded-For": f"198.51.100.9, 203.0.113.{i + 1}"})
                    sockets.append(ws)  # all five stay online
                    await ws.receive_json(timeout=5)
                    await ws.send_str(f"Fwd{i}")
                    said = (await ws.receive_json(timeout=5))["lines"]
                    heard.append(" ".join(said))
            return heard

    heard = asyncio.run(asyncio.wait_for(main(), 30))
    welcomed = [h for h in heard if "Welcome to tek-access online" in h]
    if proxy:
        assert len(welcomed) == 5, heard
    else:
        assert len(welcomed) == 4 and "Too many guests from your address: at most 4." in heard[4], heard
