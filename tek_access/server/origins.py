"""Who may open the web door's websocket and who it counts: the allowed origins (a page of another site may not
drive a player's seat; DNS rebinding is refused) and the player's address behind a trusted reverse proxy
(``--web-proxy``), so the limits of :mod:`.limits` count players, not the proxy."""
from __future__ import annotations

from urllib.parse import urlsplit

from tek_access.server.login import address_key


def client_address(request, proxies: list[str] | tuple[str, ...] = ()) -> str:
    """The player's address: the peer's; behind a reverse proxy given with ``--web-proxy`` (the
    peer is one of ``proxies``), the last address of ``X-Forwarded-For`` that is not a proxy's,
    so limits count players, not the proxy. Nobody else's forwarded header is believed."""
    peer = request.remote or "?"
    trusted = {address_key(p) for p in proxies}
    if address_key(peer) not in trusted:
        return peer
    hops = [h.strip() for h in request.headers.get("X-Forwarded-For", "").split(",") if h.strip()]
    for hop in reversed(hops):
        if address_key(hop) not in trusted:
            return hop
    return peer


def origin_key(origin: str) -> str | None:
    """An origin as compared: "scheme://host:port", lowercase, the default port written out;
    None when it is no http(s) origin."""
    parts = urlsplit(origin.strip().lower().rstrip("/"))
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return None
    try:
        port = parts.port or {"http": 80, "https": 443}[parts.scheme]
    except ValueError:
        return None
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    return f"{parts.scheme}://{host}:{port}"


def allowed_origins(host: str, port: int, extra: list[str]) -> set[str]:
    """The origins whose pages may open the websocket (as :func:`origin_key` writes them):
    ``extra`` (``--web-origin``, the addresses players type) and this machine's own names on
    ``port`` (localhost, 127.0.0.1, [::1], and ``host`` when the door listens on one address).
    Never taken from the request's Host header: a page of another site whose DNS name is made to
    point here (DNS rebinding) sends its own name as Host."""
    own = {"localhost", "127.0.0.1", "[::1]"}
    if host and host not in ("0.0.0.0", "::", ""):
        own.add(f"[{host}]" if ":" in host else host)
    keys = {origin_key(o) for o in extra} | {origin_key(f"http://{name}:{port}") for name in own}
    return {k for k in keys if k is not None}


def origin_allowed(request, origins: set[str]) -> bool:
    """True when the websocket comes from a page of an allowed origin (:func:`allowed_origins`); a
    client that sends no Origin is no browser (a browser always sends one with a websocket)."""
    origin = request.headers.get("Origin")
    if origin is None:
        return True
    return origin_key(origin) in origins
