"""The web door (issue 20): the page in ``tek_access/web/`` and a websocket to the same hub.

Built on aiohttp (the ``web`` extra): one maintained asyncio library that serves both the three
static files and the websocket in the server's own event loop, beside asyncssh and telnetlib3,
with message size limits and UTF-8 checks of its own.

A browser opens ``/``, loads ``app.js`` and ``style.css``, and opens ``/ws``. The page sends each
typed line as one text message. The server sends JSON objects, one for each flush of the hub:

- ``lines``: the new lines, in order (each becomes its own element of the page's log);
- ``urgent``: those of them that also go to the page's alert region (your turn, an attack on you);
- ``prompt``: ``"command"``, ``"choose"`` (a decision of this seat waits), ``"name"`` or
  ``"password"`` (logging in, or a guest's reconnect code; the box hides what is typed and the
  page sends no key's command);
- ``title``: the page title (the table and whose turn);
- ``choices``: ``[[number, label], ...]`` for this seat's pending decision or the ``create``
  question asked, else ``[]``;
- ``verbosity``: this connection's verbosity (``brief``, ``normal`` or ``full``), with each prompt;
- ``language``: this connection's language (``en``, ``fr``), with each prompt: the page's ``lang``
  and its own words follow it;
- ``cue``: an earcon name from the sound pack (``audio/manifest.toml``).

The page opens ``/ws?lang=CODE`` with the language chosen on the page (the login and a guest's or
new account's connection speak it; an account that chose one with ``language`` keeps its own), and
reads its own words (headings, labels, its few lines) from ``/words.json?lang=CODE``: the
``page-*`` messages of ``tek_access/locales/LANG/server.ftl``.

The connection logs in through the hub's one login pipeline (:mod:`.login`) with the player's real
address (:func:`client_address`), exactly as SSH and telnet do, so the page gets what that seat's
connection gets and nothing else, under the same limits; typed lines go through the hub's line
cap, command rate and chat rate like every door's. HTTP connections are capped per address and
given a header timeout (:mod:`.webguard`).
"""
from __future__ import annotations

import asyncio
import json
import logging
from collections import deque
from pathlib import Path
from typing import Any

from tek_access.core.messages import LANGUAGES
from tek_access.server import create
from tek_access.server.login import pipeline_of
from tek_access.server.origins import allowed_origins, client_address, origin_allowed
from tek_access.server.words import SERVER, choose_language, page_words, said, speaking

log = logging.getLogger("tek_access.server")

ASSETS = Path(__file__).resolve().parents[1] / "web"
FILES = {"/": ("index.html", "text/html"), "/app.js": ("app.js", "text/javascript"),
         "/style.css": ("style.css", "text/css")}
MAX_MESSAGE = 16384          # bytes in one websocket message (a typed line is at most 2000 characters)
URGENT_EARCONS = ("your_turn", "war_declared")
NORMAL_CLOSE, GOING_AWAY = 1000, 1001   # websocket close codes (RFC 6455, 7.4.1)
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
       "media-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cache-Control": "no-cache",
}


def add_arguments(parser) -> None:
    """The web door's options of ``tek-access serve``."""
    parser.add_argument("--web-port", type=int, default=None,
                        help="Web port: the page to play in a browser (default off; 0 for a free port with "
                             "--ports-file). Needs the web extra.")
    parser.add_argument("--web-origin", action="append", default=[], metavar="ORIGIN",
                        help="An address players open the page at, e.g. https://games.example.org or "
                             "http://203.0.113.5:8080: only pages of these origins (and of localhost on the web "
                             "port) may open the game's websocket (repeatable).")
    parser.add_argument("--web-proxy", action="append", default=[], metavar="ADDRESS",
                        help="The address of a reverse proxy in front of the web door: its X-Forwarded-For is "
                             "believed, so limits count each player's address (repeatable; default none).")


def wanted(args) -> bool:
    """True when ``serve`` was asked for a web door (``--web-port 0`` needs ``--ports-file``)."""
    port = getattr(args, "web_port", None)
    return port is not None and port >= 0 and not (port == 0 and getattr(args, "ports_file", None) is None)


# ---------------------------------------------------------------- the hub's side
class WebConn:
    """What the hub writes to one websocket (the door object of :mod:`.hub`).

    ``send`` turns the hub's text into lines and a prompt; messages wait in a queue written by
    one task, so :meth:`backlog` counts what a page has not read yet."""

    #: the page shows and says accented letters ("Début"): its lines are not folded to ASCII
    accents = True

    def __init__(self, ws, hub, transport=None, language: str = "en") -> None:
        self.ws, self.hub, self.transport = ws, hub, transport
        #: the language of the page's login (the connection's own once logged in)
        self.language = language
        self.name: str | None = None
        self.queue: deque[str] = deque()
        self.queued = 0
        self.ready = asyncio.Event()
        self.partial = ""
        self.urgent: list[str] = []
        self.closing = self.aborted = False
        #: the server is stopping: the socket closes with 1001 (going away), which the page reconnects
        #: after by itself; 1000 (a quit, a goodbye, a refusal) it does not
        self.going_away = False
        self.title = ""
        self.writer = asyncio.ensure_future(self._write())

    # the hub's interface
    def send(self, text: str) -> None:
        pieces = (self.partial + text).split("\r\n")
        tail = pieces.pop()
        prompt = None
        if tail.rstrip() in (">", "choose>"):
            prompt = "choose" if tail.startswith("choose") else "command"
            client = self.client()
            if client is not None and client.proving:
                prompt = "password"  # a guest's reconnect code: hidden, kept out of the page's history
            tail = ""
        self.partial = tail
        lines = [p for p in pieces if p.strip()]
        urgent = [line for line in lines if line in self.urgent]
        self.urgent = [u for u in self.urgent if u not in urgent]
        message: dict[str, Any] = {"lines": lines}
        if urgent:
            message["urgent"] = urgent
        if prompt is not None:
            message["prompt"] = prompt
            message.update(self.state(prompt))
        self.push(message)

    def cue(self, earcon: str) -> None:
        if earcon in URGENT_EARCONS:
            client = self.client()
            last = client.announcer.history.last() if client is not None else None
            if last and (earcon == "your_turn" or " you" in last.lower() or "your " in last.lower()
                         or self._about_you(last, client)):
                self.urgent = (self.urgent + [last])[-4:]
        if earcon in sounds():  # a page asks only for sounds the pack has
            self.push({"cue": earcon})

    @staticmethod
    def _about_you(line: str, client) -> bool:
        """True when ``line`` speaks to its reader in the connection's language ("vous", "votre")."""
        with speaking(client.language):
            words = SERVER("web-urgent-words").split()
        said_words = set(line.lower().replace("'", " ").replace(",", " ").replace(".", " ").split())
        return any(w in said_words for w in words)

    def backlog(self) -> int:
        try:
            waiting = self.transport.get_write_buffer_size() if self.transport is not None else 0
        except (AttributeError, RuntimeError, OSError):  # a transport already closed
            waiting = 0
        return self.queued + waiting

    def close(self) -> None:
        self.closing = True
        self.ready.set()

    def abort(self) -> None:
        """Cut the connection without sending what waits (a page that does not read)."""
        self.closing = self.aborted = True
        self.queue.clear()
        self.queued = 0
        self.ready.set()
        if self.transport is not None:
            self.transport.abort()

    # the door's side
    def client(self):
        client = self.hub.online(self.name) if self.name else None
        return client if client is not None and client.conn is self else None

    def push(self, message: dict) -> None:
        if self.closing:
            return
        data = json.dumps(message, separators=(",", ":"))
        self.queue.append(data)
        self.queued += len(data)
        self.ready.set()

    def say(self, *lines: str, prompt: str | None = None) -> None:
        """Lines of the door itself (the login), with the prompt that follows them."""
        with speaking(self.language):
            message: dict = {"lines": list(lines), "title": SERVER("web-title-login"), "language": self.language}
        if prompt is not None:
            message["prompt"] = prompt
        self.push(message)

    def state(self, prompt: str) -> dict:
        """The page's title, this connection's verbosity and its numbered choices: the ``create``
        question's, or this seat's decision's from the seat's own view."""
        client = self.client()
        page = getattr(client.table, "page", None) if client is not None else None
        if page is not None:  # at a table a table host plays (server/frontdoor.py): the host made the page's state
            self.title = page.get("title", "")
            return dict(page)
        extra = {"verbosity": client.view.verbosity, "language": client.language} if client is not None else {}
        with speaking(client.language if client is not None else self.language):
            title, choices = self._state(client, prompt)
        self.title = title
        return {"title": title, "choices": choices, **extra}

    @staticmethod
    def _state(client, prompt: str) -> tuple[str, list]:
        title, choices = SERVER("web-title-lobby"), []
        try:
            if client is not None and client.creating is not None:
                choices = [list(item) for item in create.choices(client)]
            table = client.table if client is not None else None
            if table is not None:
                title = SERVER("web-title-table", table=table.id)
                view = client.view.seat_view(client.seat) if table.owner is not None else None
                game = view.game if view is not None else None  # the seat's view, never the whole game
                pending = game.pending if game is not None else None
                if game is not None and pending is None:
                    title = SERVER("web-title-over", table=table.id)
                elif pending is not None and pending.player >= 0:
                    title = SERVER("web-title-turn", table=table.id, mine=pending.player == client.seat,
                                   who=table.seat_name(pending.player))
                seat = client.view.human_to_move
                if prompt == "choose" and seat is not None:
                    mine = client.view.seat_view(seat)
                    for line in mine.definition.prompts.menu(mine.game, seat)[2:]:
                        number, _, label = line.partition(". ")
                        choices.append([int(number), label])
        # Guards the page's title and buttons, extras beside the log: the page works without them. Not a hiding
        # place: logged with its traceback, and tests/test_web*.py assert the title and buttons.
        except Exception:  # noqa: BLE001
            log.exception("web page state failed")
        return title, choices

    async def _write(self) -> None:
        try:
            while True:
                await self.ready.wait()
                self.ready.clear()
                while self.queue:
                    data = self.queue.popleft()
                    self.queued -= len(data)
                    await self.ws.send_str(data)
                if self.closing:
                    if not self.aborted:
                        await self.ws.close(code=GOING_AWAY if self.going_away else NORMAL_CLOSE)
                    return
        except (ConnectionError, RuntimeError, asyncio.CancelledError):
            pass
        # Guards the writer task of one connection: the others go on. Logged with its traceback.
        except Exception:  # noqa: BLE001
            log.exception("web writer failed")


# ---------------------------------------------------------------- the websocket
async def _receive_line(ws) -> str | None:
    """One typed line at login (None when the socket closes or fails; the login's deadline is the pipeline's)."""
    from aiohttp import WSMsgType

    msg = await ws.receive()
    if msg.type == WSMsgType.TEXT:
        return msg.data.replace("\r", "\n").split("\n")[0].strip()
    if msg.type == WSMsgType.BINARY:
        return ""
    return None


KEYS_LINE = "In this page, F1 to F8 or Alt+1 to Alt+8 are keys: type keys to hear them."  # English; server.ftl


def web_asker(conn: WebConn, ws, login=None):
    """The web door's way to say a login step and read the answer (:meth:`~.login.Pipeline.converse`):
    the page's box hides what is typed at the prompt "password"."""
    first = [True]

    async def ask(text: str, prompt: str) -> str | None:
        if login is not None:
            conn.language = login.language  # "language fr" at the name prompt: the page follows
        with speaking(conn.language):
            lines = [text, SERVER("web-keys-line")] if first[0] else [text]
        first[0] = False
        conn.say(*lines, prompt=prompt)
        return await _receive_line(ws)

    return ask



def websocket_handler(hub, pipeline, origins: set[str], proxies: list[str]):
    async def handle(request):
        from aiohttp import WSMsgType, web

        if not origin_allowed(request, origins):
            return web.Response(status=403, text="Forbidden: this page's origin may not open the game.\n")
        address = client_address(request, proxies)
        language = choose_language(request.query.get("lang", "")) or "en"
        ws = web.WebSocketResponse(max_msg_size=MAX_MESSAGE, heartbeat=60.0)
        await ws.prepare(request)
        conn = WebConn(ws, hub, request.transport, language)
        client = None
        try:
            login, refusal = pipeline.open(address, language)
            if login is None:
                conn.say(refusal or "Connect again later.")
                return ws
            step = await pipeline.converse(login, web_asker(conn, ws, login), lambda text: conn.say(text))
            if step is None:
                return ws
            conn.name = step.name
            client = pipeline.connect(conn, step, address)
            if client is None:
                return ws
            async for msg in ws:
                if client.closed:
                    break
                if msg.type == WSMsgType.TEXT:
                    client.feed(msg.data + "\n")
                elif msg.type == WSMsgType.BINARY:
                    client.say(said("web-binary"), "error", "error")
                    client.prompt()
                else:
                    break
        except ConnectionError:
            pass
        except asyncio.CancelledError:  # the server is stopping
            conn.going_away = True
        # Guards one connection's session: one player's failure does not stop the server. Logged with its
        # traceback (the doors do the same for SSH and telnet).
        except Exception:  # noqa: BLE001
            log.exception("web session failed")
        finally:
            if client is not None:
                hub.drop(client)
            conn.close()
            try:
                await asyncio.wait_for(asyncio.shield(conn.writer), 5)
            # Guards the last flush of a closing connection (a timeout, a broken socket): the writer is cancelled.
            except Exception:  # noqa: BLE001
                conn.writer.cancel()
            if not ws.closed:
                await ws.close(code=GOING_AWAY if conn.going_away else NORMAL_CLOSE)
        return ws

    return handle


# ---------------------------------------------------------------- the files
def _file_handler(name: str, kind: str):
    async def handle(request):
        from aiohttp import web

        body = (ASSETS / name).read_bytes()
        return web.Response(body=body, content_type=kind, charset="utf-8")

    return handle


_SOUNDS: dict[str, Path] | None = None


def sounds() -> dict[str, Path]:
    """The default sound pack's earcons by event name (read once; empty without a pack)."""
    global _SOUNDS
    if _SOUNDS is None:
        from tek_access.audio.earcons import SoundPackError, load_sound_pack

        try:
            _SOUNDS = {name: event.path for name, event in load_sound_pack().events.items()}
        except (SoundPackError, OSError):
            _SOUNDS = {}
    return _SOUNDS


def sound_handler():
    async def handle(request):
        from aiohttp import web

        name = request.match_info["name"]
        path = sounds().get(name[:-4]) if name.endswith(".wav") else None
        if path is None or not path.is_file():
            return web.Response(status=404, text="No such sound.\n")
        return web.Response(body=path.read_bytes(), content_type="audio/wav")

    return handle


def words_handler():
    async def handle(request):
        from aiohttp import web

        code = choose_language(request.query.get("lang", "")) or "en"
        body = {"language": code, "words": page_words(code),
                "languages": [[c, name] for c, name in LANGUAGES.items()]}
        return web.json_response(body)

    return handle


def make_app(hub, auth, origins: set[str] | None = None, proxies: list[str] | None = None, guard=None):
    """The aiohttp application: the page, its script and style sheet, the earcons, the websocket.
    ``origins``: the allowed origins (:func:`allowed_origins`, filled once the port is known);
    ``proxies``: the reverse proxies whose forwarded addresses are believed; ``guard``: the
    :class:`~.webguard.HttpGuard` told when each request's headers are in."""
    from aiohttp import web

    app = web.Application(client_max_size=MAX_MESSAGE, middlewares=[guard.middleware()] if guard else [])
    for path, (name, kind) in FILES.items():
        app.router.add_get(path, _file_handler(name, kind))
    app.router.add_get("/audio/{name}", sound_handler())
    app.router.add_get("/words.json", words_handler())
    app.router.add_get("/ws", websocket_handler(hub, pipeline_of(hub, auth), origins if origins is not None else set(),
                                                list(proxies or [])))

    async def no_icon(request):
        return web.Response(status=204)

    async def security_headers(request, response) -> None:  # every response, errors and the websocket too
        for name, value in HEADERS.items():
            response.headers.setdefault(name, value)
        response.headers["Server"] = "tek-access"  # not aiohttp's name and version

    app.router.add_get("/favicon.ico", no_icon)
    app.on_response_prepare.append(security_headers)
    return app


class WebDoor:
    """A running web door: ``port`` is the port it listens on; ``close()`` stops listening."""

    def __init__(self, runner, server, port: int, guard) -> None:
        self.runner, self.server, self.port, self.guard = runner, server, port, guard

    def close(self) -> None:
        self.server.close()


async def start_web(hub, auth, host: str, port: int, origins: list[str] | None = None,
                    proxies: list[str] | None = None) -> WebDoor:
    """Listen on ``host``:``port`` (0: a free port). ``origins``: ``--web-origin``; ``proxies``:
    ``--web-proxy``. OSError when aiohttp is missing or the port is taken."""
    try:
        from aiohttp import web
    except ImportError as exc:
        from tek_access.core.messages import SERVER

        raise OSError(SERVER("web-needs-extra", problem=str(exc))) from None
    from tek_access.server.webguard import HttpGuard

    guard = HttpGuard(hub.limits, proxies or [])
    allowed: set[str] = set()
    runner = web.AppRunner(make_app(hub, auth, allowed, proxies, guard), access_log=None, handle_signals=False,
                           keepalive_timeout=max(1.0, float(hub.limits.http_header_timeout)))
    await runner.setup()
    server = await asyncio.get_running_loop().create_server(guard.factory(runner.server), host, port)
    bound = server.sockets[0].getsockname()[1]
    allowed |= allowed_origins(host, bound, list(origins or []))
    return WebDoor(runner, server, bound, guard)
