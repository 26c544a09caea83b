"""The web door's websocket without a browser (aiohttp's client): frames no page sends, the
Origin check, the security headers, login limits, and a seat kept across a dropped socket."""
from __future__ import annotations

import asyncio
import time

import pytest
from server_support import guest_server
from web_support import Server, SocketPlayer

aiohttp = pytest.importorskip("aiohttp")


server = guest_server(Server)


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 60))


def test_page_headers_and_origin(server):
    async def main():
        async with aiohttp.ClientSession() as session:
            async with session.get(server.url) as r:
                page = await r.text()
                assert r.status == 200 and '<html lang="en">' in page
                csp = r.headers["Content-Security-Policy"]
                assert "script-src 'self'" in csp and "frame-ancestors 'none'" in csp
                assert "unsafe-inline" not in csp
                assert r.headers["X-Content-Type-Options"] == "nosniff"
                assert r.headers["X-Frame-Options"] == "DENY"
            for path, kind in (("app.js", "text/javascript"), ("style.css", "text/css"),
                               ("audio/your_turn.wav", "audio/wav")):
                async with session.get(server.url + path) as r:
                    assert r.status == 200 and r.content_type == kind
            for path in ("audio/../web.py", "audio/manifest.toml", "web.py", "app.js/../../cli.py"):
                async with session.get(server.url + path) as r:
                    assert r.status == 404, path
                    assert r.headers["Content-Security-Policy"] == csp  # on errors too
            async with session.get(server.url + "ws") as r:  # no websocket upgrade: refused, no traceback
                assert r.status == 400
            # a page of another site may not open the game in its visitor's browser
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await SocketPlayer("Eve").open(session, server.url, origin="http://evil.example", login=False)
            assert refused.value.status == 403
            ok = await SocketPlayer("Ann").open(session, server.url, origin=f"http://127.0.0.1:{server.web}")
            await ok.ws.close()

    run(main())
    assert "Traceback" not in server.output and "Error" not in server.output


def test_bad_frames_a_flood_and_a_socket_closed_mid_turn(server):
    """A 1 MB message and a text frame that is not UTF-8 close that socket with the standard code;
    a binary frame is refused with a line; a flood is refused with one line; a socket closed at its
    own decision keeps the seat: the others go on, and a new socket resumes at the same question."""

    async def main():
        async with aiohttp.ClientSession() as session:
            ann = await SocketPlayer("Ann").open(session, server.url)
            await ann.send("create tek 3 2 normal no 5")
            await ann.wait("Table 1 created")
            bob = await SocketPlayer("Bob").open(session, server.url)
            await bob.send("join 1")
            await bob.wait("You are in seat 2")
            await ann.send("start")
            await ann.wait(r"\d+ choices?:")

            # a binary frame: a line, nothing else
            await bob.ws.send_bytes(b"\x00\x01")
            await bob.wait("Only typed text is understood")
            # 1 MB in one message: closed with 1009 (message too big); the table goes on
            await bob.send("x" * (1 << 20))
            assert await bob.wait_closed() == 1009
            await ann.wait("Bob has left; .*seat is kept")
            bob = await SocketPlayer("Bob").open(session, server.url)
            await bob.wait("Welcome back: your seat at table 1")
            # a text frame that is not UTF-8: closed with 1007 (invalid payload)
            await bob.ws._writer.send_frame(b"\xff\xfe\xfd", aiohttp.WSMsgType.TEXT)
            assert await bob.wait_closed() == 1007
            bob = await SocketPlayer("Bob").open(session, server.url)
            await bob.wait("Welcome back")
            # a flood: refused once with a line, and the connection still answers afterwards
            start = len(bob.lines)
            for _ in range(500):
                await bob.send("who")
            await bob.wait("Too many commands at once", start=start)
            assert "\n".join(bob.lines[start:]).count("Too many commands at once") == 1
            await asyncio.sleep(2.1)
            mark = len(bob.lines)
            await bob.send("pending")
            await bob.wait(".", start=mark)
            assert bob.closed is None

            # play until it is Bob's decision, then drop his socket in the middle of it
            async def play(p, until):
                seen = 0
                end = time.monotonic() + 30
                while time.monotonic() < end and not until():
                    menus = [m for m in p.messages[seen:] if m.get("prompt") == "choose"]
                    if menus:
                        seen = len(p.messages)
                        assert menus[-1]["choices"], "a question of this seat without its choices"
                        await p.send("1")
                    await asyncio.sleep(0.005)

            def bobs_turn():
                return bool(bob.messages) and bob.messages[-1].get("prompt") == "choose"

            await play(ann, bobs_turn)
            assert bobs_turn()
            question = [line for line in bob.lines if line.endswith("?") or line.endswith(":")][-2:]
            await bob.ws.close()
            await ann.wait("Bob has left")
            bob = await SocketPlayer("Bob").open(session, server.url)
            await bob.wait("Welcome back")
            await bob.wait(r"\d+ choices?:")
            assert any(q in bob.text for q in question)
            # every message with choices is this seat's own question
            for p in (ann, bob):
                assert all(m.get("prompt") == "choose" for m in p.messages if m.get("choices"))
            done = asyncio.gather(play(ann, lambda: "Game over" in ann.text),
                                  play(bob, lambda: "Game over" in bob.text))
            await done
            assert "Game over" in ann.text and "Game over" in bob.text

    run(main())
    assert "Traceback" not in server.output


def test_accounts_and_login_limits(tmp_path):
    """Without --guests a new name registers with a password typed in the hidden box; a wrong
    password is refused after a pause; the same failed-login limit as SSH closes the door."""
    server = Server(tmp_path).start()

    async def main():
        async with aiohttp.ClientSession() as session:
            dan = await SocketPlayer("Dan").open(session, server.url, login=False)
            await dan.wait("Type your name")
            await dan.send("Dan")
            await dan.wait("choose a password")
            assert dan.messages[-1]["prompt"] == "password"
            await dan.send("short")
            await dan.wait("at least 6 characters")
            await dan.send("Dan")
            await dan.send("secret1")
            await dan.wait("Lobby")
            await dan.ws.close()
            eve = await SocketPlayer("Eve").open(session, server.url, login=False)
            await eve.wait("Type your name")
            for _ in range(3):
                await eve.send("Dan")
                await eve.send("wrong-password")
            await eve.wait("Too many tries")
            assert await eve.wait_closed() is not None
            assert eve.text.count("Wrong password") == 3
            # five failures for one name within a minute: even the right password waits
            again = await SocketPlayer("Dan").open(session, server.url, login=False)
            await again.wait("Type your name")
            for password in ("nope-one", "nope-two", "secret1"):
                await again.send("Dan")
                await again.send(password)
            await again.wait("Too many wrong passwords for Dan from your address")

    try:
        run(main())
    finally:
        server.stop()


def test_a_page_that_does_not_read_is_cut_off():
    """The hub's abort (a page that does not read) drops what waits and cuts the socket at once."""
    from tek_access.server.web import WebConn

    class Transport:
        aborted = False

        def get_write_buffer_size(self):
            return 5000

        def abort(self):
            self.aborted = True

    async def main():
        transport = Transport()
        conn = WebConn(ws=None, hub=None, transport=transport)
        conn.push({"lines": ["x" * 100]})
        assert conn.backlog() > 5100
        conn.abort()
        assert transport.aborted and conn.backlog() == 5000 and not conn.queue
        conn.push({"lines": ["after"]})
        assert not conn.queue
        await asyncio.wait_for(conn.writer, 1)

    asyncio.run(main())


def test_origin_and_address_behind_a_proxy():
    """Issue 31: the Origin must be one the server is told it serves (--web-origin) or this
    machine's own name on the web port, never whatever the Host header says (a DNS-rebinding page
    sends its own Host); X-Forwarded-For counts only from a proxy given with --web-proxy."""
    from types import SimpleNamespace

    from tek_access.server.origins import allowed_origins, client_address, origin_allowed

    def request(origin=None, host="games.example.org", remote="127.0.0.1", forwarded=None):
        headers = {"Host": host}
        if origin is not None:
            headers["Origin"] = origin
        if forwarded is not None:
            headers["X-Forwarded-For"] = forwarded
        return SimpleNamespace(headers=headers, remote=remote)

    plain = allowed_origins("0.0.0.0", 8080, [])
    served = allowed_origins("0.0.0.0", 8080, ["https://games.example.org/"])
    assert origin_allowed(request("http://127.0.0.1:8080", host="127.0.0.1:8080"), plain)
    assert origin_allowed(request("http://localhost:8080", host="localhost:8080"), plain)
    assert origin_allowed(request(None), plain)  # no browser sends no Origin
    # the Host header does not vouch for an origin: a rebinding page's Host is its own name
    assert not origin_allowed(request("http://rebind.example:8080", host="rebind.example:8080"), plain)
    assert not origin_allowed(request("https://games.example.org"), plain)
    assert origin_allowed(request("https://games.example.org"), served)
    assert origin_allowed(request("https://GAMES.example.org:443", host="127.0.0.1:8080"), served)
    assert not origin_allowed(request("https://evil.example"), served)
    assert not origin_allowed(request("https://games.example.org:8443"), served)
    assert not origin_allowed(request("null"), served)
    assert origin_allowed(request("http://192.0.2.4:8080"), allowed_origins("192.0.2.4", 8080, []))
    # forwarded addresses: believed only from a configured proxy
    assert client_address(request(forwarded="198.51.100.7, 203.0.113.9")) == "127.0.0.1"
    assert client_address(request(forwarded="198.51.100.7, 203.0.113.9"), ["127.0.0.1"]) == "203.0.113.9"
    assert client_address(request(forwarded="198.51.100.7, 127.0.0.1"), ["127.0.0.1"]) == "198.51.100.7"
    assert client_address(request(remote="203.0.113.5", forwarded="10.0.0.1"), ["127.0.0.1"]) == "203.0.113.5"
    assert client_address(request(remote="::1", forwarded="203.0.113.9"), ["::1"]) == "203.0.113.9"
