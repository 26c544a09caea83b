"""The web door's HTTP connections: at most :attr:`~.limits.Limits.http_per_address` open from one
address, and the headers of each request within :attr:`~.limits.Limits.http_header_timeout`.

aiohttp reads a request's headers for as long as a client takes to send them, and keeps every
connection it accepts: 100 connections that send half a header each ("slowloris") stayed open for
minutes. Each HTTP connection of the web door passes through a :class:`GuardedProtocol` around
aiohttp's own: one over the address's cap hears a short 503 and is closed at once; one whose
request headers are not all in within the timeout (counted from the connection, and again after
each response) is cut. A websocket, once open, is the login pipeline's and the hub's
(:mod:`.login`): the timer stops when its request's headers are in. Addresses count as
:func:`~.login.address_key` counts them; a configured reverse proxy (``--web-proxy``) is not
capped here (it carries many players: the pipeline counts each by its forwarded address).
"""
from __future__ import annotations

import asyncio
import logging
from collections import Counter
from typing import Any

from tek_access.server.login import address_key

log = logging.getLogger("tek_access.server")

_BUSY_TEXT = b"Too many connections from your address: close one, then try again.\n"
_BUSY = (b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n"
         b"Content-Length: " + str(len(_BUSY_TEXT)).encode() + b"\r\n\r\n" + _BUSY_TEXT)


class HttpGuard:
    """Open HTTP connections by address and the header timers of the web door."""

    def __init__(self, limits, proxies: list[str] | tuple[str, ...] = ()) -> None:
        self.limits = limits
        self.proxies = {address_key(p) for p in proxies}
        self.open: Counter[str] = Counter()
        self.by_transport: dict[Any, GuardedProtocol] = {}
        self.refused = self.timed_out = 0

    def factory(self, make):
        """A protocol factory for ``loop.create_server``: ``make()`` (aiohttp's handler) guarded."""
        return lambda: GuardedProtocol(self, make())

    def headers_in(self, transport) -> None:
        """A request's headers were all read (its handler runs): stop that connection's timer."""
        guarded = self.by_transport.get(transport)
        if guarded is not None:
            guarded.stop_timer()

    def response_done(self, transport) -> None:
        """A response was sent: the next request's headers have the timeout again (keep-alive)."""
        guarded = self.by_transport.get(transport)
        if guarded is not None:
            guarded.start_timer()

    def middleware(self):
        """An aiohttp middleware: tells the guard when each request's headers are in and its response done."""
        from aiohttp import web

        @web.middleware
        async def mark(request, handler):
            transport = request.transport
            self.headers_in(transport)
            try:
                return await handler(request)
            finally:
                self.response_done(transport)

        return mark


class GuardedProtocol(asyncio.Protocol):
    """aiohttp's protocol for one connection, behind the guard (see the module's docstring)."""

    def __init__(self, guard: HttpGuard, inner: asyncio.Protocol) -> None:
        self.guard, self.inner = guard, inner
        self.transport: Any = None
        self.key: str | None = None
        self.refused = False
        self.timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport) -> None:
        self.transport = transport
        peer = transport.get_extra_info("peername")
        key = address_key(str(peer[0]) if peer else "?")
        guard = self.guard
        if key not in guard.proxies and guard.open[key] >= guard.limits.http_per_address:
            self.refused = True
            guard.refused += 1
            transport.write(_BUSY)
            transport.close()
            return
        self.key = key
        guard.open[key] += 1
        guard.by_transport[transport] = self
        self.start_timer()
        self.inner.connection_made(transport)

    def start_timer(self) -> None:
        self.stop_timer()
        timeout = float(self.guard.limits.http_header_timeout)
        if timeout > 0 and self.transport is not None and not self.transport.is_closing():
            self.timer = asyncio.get_running_loop().call_later(timeout, self._late)

    def stop_timer(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None

    def _late(self) -> None:
        """The request's headers did not come in time: cut the connection (nothing is owed it)."""
        self.timer = None
        self.guard.timed_out += 1
        log.info("HTTP headers from %s not in within %s s: closed", self.key, self.guard.limits.http_header_timeout)
        self.transport.abort()

    def data_received(self, data: bytes) -> None:
        if not self.refused:
            self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        if self.refused:
            return None
        return self.inner.eof_received()

    def pause_writing(self) -> None:
        if not self.refused:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if not self.refused:
            self.inner.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.refused:
            return
        self.stop_timer()
        self.guard.by_transport.pop(self.transport, None)
        if self.key is not None:
            self.guard.open[self.key] -= 1
            if self.guard.open[self.key] <= 0:
                del self.guard.open[self.key]
        self.inner.connection_lost(exc)
