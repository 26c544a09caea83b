"""The door conformance suite's parts (tests/test_conformance_doors.py): a server in this process with
every door on loopback, and one client class a door, all speaking through the same :class:`Session`.

:class:`Doors` starts a hub with SSH, telnet and web doors on free ports of 127.0.0.1 (in this
process, so that a check can watch the server's event loop and a test can break the pipeline).
:data:`DOORS` maps a door's name to its client: asyncssh for SSH, telnetlib3 for telnet, aiohttp's
websocket client (speaking as the page does) for the web. A fourth door adds its class to
:data:`DOORS` and every check of the suite runs over it.

:func:`skip_the_pipeline` makes the doors skip the one way in (tek_access/server/login.py) and the line
rules of :meth:`Client.feed`: a door that logs anyone in with no limits and feeds typed lines
straight to the hub, as the web door once did. The suite runs every check on such a door too and
expects each to fail (strict xfail).
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import re
import socket
import time
from dataclasses import replace
from pathlib import Path

#: addresses of this machine a client may connect from (every 127.x address is loopback on Linux)
LOOPBACK = "127.0.0.{}"


class Session:
    """One connection through a door: ``text`` is everything it heard (carriage returns removed),
    ``closed`` True once the server closed it."""

    #: seconds a wait gives a line to come (a door broken on purpose is given less: its line never comes)
    patience = 10.0

    def __init__(self, name: str) -> None:
        self.name, self.text, self.closed = name, "", False
        self.task: asyncio.Future | None = None

    def heard(self, data: str) -> None:
        self.text += data.replace("\r", "")

    async def wait(self, pattern: str, timeout: float | None = None, start: int = 0) -> re.Match:
        end = time.monotonic() + (self.patience if timeout is None else min(timeout, self.patience))
        while time.monotonic() < end:
            found = re.search(pattern, self.text[start:])
            if found:
                return found
            if self.closed:
                break
            await asyncio.sleep(0.01)
        raise AssertionError(f"{self.name}: {pattern!r} not heard. Last text:\n{self.text[-1500:]}")

    async def wait_closed(self, timeout: float | None = None) -> bool:
        end = time.monotonic() + (self.patience if timeout is None else min(timeout, self.patience))
        while not self.closed and time.monotonic() < end:
            await asyncio.sleep(0.02)
        return self.closed

    @property
    def code(self) -> str:
        """The reconnect code said at a guest's first login."""
        found = re.search(r"Your reconnect code is (\d{4} \d{4})", self.text)
        assert found is not None, f"{self.name}: no reconnect code said:\n{self.text[-600:]}"
        return found.group(1)

    async def send(self, line: str) -> None:
        raise NotImplementedError

    async def send_many(self, lines: list[str]) -> None:
        """Lines typed at once (one write)."""
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError


class Door:
    """A door's client. ``guest``: log in as a guest (or be refused: the session holds what was
    said); ``account``: log in with a password; ``hold``: a connection that never logs in;
    ``at_prompt``: a connection at the name prompt, to type the login by hand."""

    name = "?"
    #: the door says the login deadline's line (SSH's protocol ends the login without a text)
    says_late = True

    def __init__(self, doors: "Doors") -> None:
        self.doors = doors

    async def guest(self, name: str, source: str = "127.0.0.1") -> Session:
        raise NotImplementedError

    async def account(self, name: str, password: str, source: str = "127.0.0.1") -> Session:
        raise NotImplementedError

    async def hold(self, source: str = "127.0.0.1") -> Session:
        raise NotImplementedError


# ---------------------------------------------------------------- telnet
class TelnetSession(Session):
    async def open(self, port: int, source: str) -> "TelnetSession":
        import telnetlib3

        self.reader, self.writer = await telnetlib3.open_connection(
            "127.0.0.1", port, connect_minwait=0.05, connect_maxwait=0.5, local_addr=(source, 0))
        self.task = asyncio.ensure_future(self._read())
        return self

    async def _read(self) -> None:
        try:
            while True:
                data = await self.reader.read(65536)
                if not data:
                    break
                self.heard(data)
        except (ConnectionError, OSError):
            pass
        self.closed = True

    async def send(self, line: str) -> None:
        self.writer.write(line + "\r\n")

    async def send_many(self, lines: list[str]) -> None:
        self.writer.write("".join(line + "\r\n" for line in lines))

    def close(self) -> None:
        self.writer.close()


class TelnetDoor(Door):
    name = "telnet"

    async def at_prompt(self, source: str = "127.0.0.1", name: str = "") -> Session:
        session = await TelnetSession(name or "telnet").open(self.doors.telnet, source)
        await session.wait("Name: |Too many|Goodbye")
        return session

    async def guest(self, name: str, source: str = "127.0.0.1") -> Session:
        session = await self.at_prompt(source, name)
        if not session.closed and "Name: " in session.text:
            await session.send(name)
            await session.wait("(?s)Lobby|holds a seat|Name: .*Name: |Goodbye|Too many|Name taken")
        return session

    async def account(self, name: str, password: str, source: str = "127.0.0.1") -> Session:
        session = await self.at_prompt(source, name)
        if "Name: " not in session.text:
            return session
        await session.send(name)
        await session.wait("Password: |Goodbye|Too many")
        if "Password: " in session.text:
            start = len(session.text)
            await session.send(password)
            await session.wait("Lobby|Name: |Goodbye|Password: ", start=start)
        return session

    async def hold(self, source: str = "127.0.0.1") -> Session:
        session = TelnetSession("hold")
        return await session.open(self.doors.telnet, source)


# ---------------------------------------------------------------- web
class WebSession(Session):
    #: sessions open now: Doors closes them before its servers, so no server waits for a close frame
    #: that a cancelled client never sends (aiohttp waits 10 s for it)
    live: list["WebSession"] = []

    async def open(self, url: str, source: str) -> "WebSession":
        import aiohttp

        WebSession.live.append(self)

        self.http = aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(source, 0)))
        self.messages: list[dict] = []
        try:
            self.ws = await self.http.ws_connect(url, autoping=True)
        except aiohttp.ClientError as exc:  # refused before the websocket opens (HTTP 503)
            self.heard(str(exc))
            self.closed = True
            await self.http.close()
            return self
        self.task = asyncio.ensure_future(self._read())
        return self

    async def _read(self) -> None:
        from aiohttp import WSMsgType

        try:
            async for msg in self.ws:
                if msg.type == WSMsgType.TEXT:
                    message = json.loads(msg.data)
                    self.messages.append(message)
                    lines = message.get("lines", [])
                    prompt = message.get("prompt")
                    self.heard("".join(line + "\n" for line in lines) + (
                        "Password: " if prompt == "password" else "Name: " if prompt == "name" else
                        "> " if prompt == "command" else "choose> " if prompt == "choose" else ""))
        except (ConnectionError, OSError):
            pass
        self.closed = True
        await self.http.close()

    async def send(self, line: str) -> None:
        await self.ws.send_str(line)

    async def send_many(self, lines: list[str]) -> None:
        await self.ws.send_str("\n".join(lines))

    def close(self) -> None:
        asyncio.ensure_future(self.ws.close())


class WebDoor(Door):
    name = "web"

    async def at_prompt(self, source: str = "127.0.0.1", name: str = "") -> Session:
        session = await WebSession(name or "web").open(f"http://127.0.0.1:{self.doors.web}/ws", source)
        if not session.closed:
            await session.wait("Name: |Too many|Goodbye")
        return session

    guest = TelnetDoor.guest
    account = TelnetDoor.account

    async def hold(self, source: str = "127.0.0.1") -> Session:
        return await WebSession("hold").open(f"http://127.0.0.1:{self.doors.web}/ws", source)


# ---------------------------------------------------------------- ssh
class SSHSession(Session):
    async def open(self, port: int, source: str, password: str | None) -> "SSHSession":
        import asyncssh

        banners: list[str] = []

        class Client(asyncssh.SSHClient):
            def auth_banner_received(self, msg, lang):
                banners.append(msg)

        try:
            self.conn, _ = await asyncssh.create_connection(
                Client, "127.0.0.1", port, username=self.name, password=password, known_hosts=None,
                client_keys=None, local_addr=(source, 0), preferred_auth="password,keyboard-interactive")
        except (asyncssh.Error, OSError) as exc:  # refused: said in a banner or the disconnect message
            self.heard("".join(banners) + str(getattr(exc, "reason", exc)) + "\n")
            self.closed = True
            return self
        self.heard("".join(banners))
        self.proc = await self.conn.create_process(encoding="utf-8")
        self.task = asyncio.ensure_future(self._read())
        return self

    async def _read(self) -> None:
        try:
            while True:
                data = await self.proc.stdout.read(65536)
                if not data:
                    break
                self.heard(data)
        except (ConnectionError, OSError):
            pass
        except Exception:  # noqa: BLE001 - asyncssh's own errors on a closed channel end the reading
            pass
        self.closed = True

    async def send(self, line: str) -> None:
        self.proc.stdin.write(line + "\n")

    async def send_many(self, lines: list[str]) -> None:
        self.proc.stdin.write("".join(line + "\n" for line in lines))

    def close(self) -> None:
        if getattr(self, "conn", None) is not None:
            self.conn.close()


class RawSession(Session):
    """A TCP connection that sends nothing (an SSH client that never gets past the handshake)."""

    async def open(self, port: int, source: str) -> "RawSession":
        self.reader, self.writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
        self.task = asyncio.ensure_future(self._read())
        return self

    async def _read(self) -> None:
        try:
            while await self.reader.read(65536):
                pass
        except (ConnectionError, OSError):
            pass
        self.closed = True

    def close(self) -> None:
        self.writer.close()


class SSHDoor(Door):
    name = "ssh"
    says_late = False

    async def guest(self, name: str, source: str = "127.0.0.1") -> Session:
        session = await SSHSession(name).open(self.doors.ssh, source, None)
        if not session.closed:
            await session.wait("Lobby|holds a seat|Goodbye|Too many|Name taken")
        return session

    async def account(self, name: str, password: str, source: str = "127.0.0.1") -> Session:
        session = await SSHSession(name).open(self.doors.ssh, source, password)
        if not session.closed:
            await session.wait("Lobby|Goodbye|Too many")
        return session

    async def hold(self, source: str = "127.0.0.1") -> Session:
        return await RawSession("hold").open(self.doors.ssh, source)


DOORS: dict[str, type[Door]] = {"ssh": SSHDoor, "telnet": TelnetDoor, "web": WebDoor}


# ---------------------------------------------------------------- the server
class Doors:
    """A hub with every door on loopback, in this process: ``async with Doors(folder, ...) as doors``.
    ``limits``: :class:`~tek_access.server.limits.Limits` fields to change."""

    def __init__(self, folder: Path, guests: bool = True, proxies: tuple[str, ...] = (), **limits) -> None:
        self.folder, self.guests, self.changes, self.proxies = folder, guests, limits, list(proxies)

    async def __aenter__(self) -> "Doors":
        from tek_access.server.auth import Auth
        from tek_access.server.doors import start_ssh, start_telnet
        from tek_access.server.hub import Hub
        from tek_access.server.limits import Limits
        from tek_access.server.login import Pipeline
        from tek_access.server.store import Store
        from tek_access.server.thinking import Thinker
        from tek_access.server.web import start_web

        self.store = Store(self.folder)
        self.hub = Hub(self.store, guests=self.guests, limits=replace(Limits(), **self.changes),
                       thinker=Thinker())
        self.auth = Auth(self.hub)
        self.hub.logins = Pipeline(self.hub, self.auth)
        self.servers: list = []
        ssh = await start_ssh(self.hub, self.auth, "127.0.0.1", 0, self.folder)
        telnet = await start_telnet(self.hub, self.auth, "127.0.0.1", 0)
        web = await start_web(self.hub, self.auth, "127.0.0.1", 0, proxies=self.proxies)
        self.servers = [ssh, telnet, web]
        self.ssh = ssh.sockets[0].getsockname()[1]
        self.telnet = telnet.sockets[0].getsockname()[1]
        self.web = web.port
        self.web_door = web
        return self

    async def __aexit__(self, *exc) -> None:
        for session in WebSession.live:
            if not session.closed and hasattr(session, "ws"):
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(session.ws.close(), 2)
            with contextlib.suppress(Exception):
                await session.http.close()
        WebSession.live.clear()
        for client in list(self.hub.clients.values()):
            self.hub.drop(client)
        for server in self.servers:
            server.close()
        self.hub.thinker.close()
        await asyncio.sleep(0.05)
        self.store.close()

    def door(self, name: str) -> Door:
        return DOORS[name](self)

    def add_account(self, name: str, password: str) -> None:
        from tek_access.server.accounts import hash_password

        self.store.add_account(name, hash_password(password))


async def loop_stall(during) -> float:
    """The event loop's longest stall (seconds) while ``during`` (an awaitable) runs."""
    worst, stop = 0.0, asyncio.Event()

    async def tick() -> None:
        nonlocal worst
        while not stop.is_set():
            at = time.perf_counter()
            await asyncio.sleep(0.005)
            worst = max(worst, time.perf_counter() - at - 0.005)

    ticker = asyncio.ensure_future(tick())
    try:
        return_value = await during
    finally:
        stop.set()
        await ticker
    del return_value
    return worst


async def play_until(players: list[Session], pattern: str, timeout: float = 30.0) -> None:
    """Each player answers 1 at every ``choose>`` prompt until every one of them heard ``pattern``."""
    end = time.monotonic() + timeout
    answered = {id(p): -1 for p in players}
    while time.monotonic() < end:
        if all(re.search(pattern, p.text) for p in players):
            return
        for p in players:
            at = p.text.rfind("choose> ")
            if p.text.endswith("choose> ") and at > answered[id(p)] and not re.search(pattern, p.text):
                answered[id(p)] = at
                await p.send("1")
        await asyncio.sleep(0.01)
    raise AssertionError(f"{pattern!r} not heard by all:\n" + "\n---\n".join(p.text[-600:] for p in players))


def free_sockets(port: int, count: int, source: str, send: bytes) -> list[socket.socket]:
    """``count`` plain sockets to ``port`` from ``source``, each having sent ``send`` (half a request)."""
    socks = []
    for _ in range(count):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.bind((source, 0))
        s.connect(("127.0.0.1", port))
        if send:
            s.sendall(send)
        socks.append(s)
    return socks


# ---------------------------------------------------------------- a door that skips the pipeline
def skip_the_pipeline(monkeypatch) -> None:
    """Make every door skip the one way in and the line rules, as the web door once did: any
    connection may log in (no cap, no deadline), any valid name is a guest (reserved names, "help"
    and names online included), any password is right and nothing is counted or hashed in a thread,
    the address is not passed (every player is "?"), the hub's own checks at login (limits per
    address, reconnect codes) are not asked, and typed text goes to the hub whole (no line cap,
    no command or chat rate)."""
    from tek_access.server import login as login_module
    from tek_access.server.accounts import valid_name
    from tek_access.server.connection import Client
    from tek_access.server.limits import Ticket

    def open_(self, address):
        self.gate.logging_in["?"] += 1
        return login_module.Login(self, "?", Ticket(self.gate, "?")), None

    def name(self, text):
        text = text.strip()
        if not valid_name(text):
            return login_module.Step("A name is letters. Name:", "name", reason="A name is letters.")
        if self.pipeline.hub.store.account(text) is None:
            return login_module.Step("", name=text, guest=True)
        self.asking = text
        return login_module.Step("Password:", "password")

    async def password(self, name, password):
        return login_module.Step("", name=name, guest=False)

    def connect(self, conn, step, address):
        hub = self.hub
        client = Client(hub, conn, step.name, step.guest)
        hub.clients[step.name.lower()] = client
        client.say(f"Welcome to tek-access online, {step.name}.")
        hub.welcome(client)
        return client

    def feed(self, chunk):
        for line in chunk.replace("\r\n", "\n").replace("\r", "\n").split("\n")[:-1]:
            if self.closed:
                return
            self._at_prompt = False
            self.line(line)
            self.prompt()

    monkeypatch.setattr(login_module.Pipeline, "open", open_)
    monkeypatch.setattr(login_module.Pipeline, "deadline", property(lambda self: 3600.0))
    monkeypatch.setattr(login_module.Pipeline, "connect", connect)
    monkeypatch.setattr(login_module.Login, "name", name)
    monkeypatch.setattr(login_module.Login, "password", password)
    monkeypatch.setattr(Client, "feed", feed)
