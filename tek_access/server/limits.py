"""The limits of a public server: connections and guests per address, the login deadline, idle
connections, failed logins, and how long finished tables are kept.

Every limit is a field of :class:`Limits` with its default; ``tek-access serve --limit NAME=VALUE``
changes one (docs/server.md lists them). :class:`Gate` counts the connections of each address that
are still logging in; the hub counts those logged in. :func:`sweep` warns and then disconnects idle
connections and expires old tables.
"""
from __future__ import annotations

import logging
import time
from collections import Counter
from dataclasses import dataclass, fields, replace
from typing import Any

from tek_access.core.messages import SERVER, speaking

log = logging.getLogger("tek_access.server")


@dataclass(frozen=True)
class Limits:
    """Limits and their defaults; times in seconds unless the name says otherwise."""

    #: connections from one address still logging in (name, password) at once
    logins_per_address: int = 5
    #: connections from one address logged in at once (players, watchers, guests)
    online_per_address: int = 10
    #: guests (no account) from one address logged in at once
    guests_per_address: int = 4
    #: seconds for the whole login, from the connection to the lobby
    login_deadline: float = 60.0
    #: seconds without a command in the lobby or watching before a connection is closed
    idle_lobby: float = 30 * 60.0
    #: seconds without a command for a player seated at a game (slow on purpose is fine)
    idle_seated: float = 4 * 3600.0
    #: seconds of warning before an idle connection is closed
    idle_warning: float = 5 * 60.0
    #: wrong passwords for one account from one address before that pair waits
    failures_per_account_address: int = 5
    #: wrong passwords from one address, all accounts together, before the address waits
    failures_per_address: int = 20
    #: the window those failures are counted in
    failure_window: float = 10 * 60.0
    #: wrong passwords for one account, all addresses together, before each try is slowed
    failures_per_account: int = 10
    #: seconds every password try waits for an account past that (the owner is never locked out)
    slow_login_delay: float = 3.0
    #: new accounts one address may register within an hour
    registrations_per_hour: int = 3
    #: wrong reconnect codes for one guest name, all addresses together, before that name waits
    codes_per_name: int = 5
    #: wrong reconnect codes from one address, every name together, before the address waits
    codes_per_address: int = 10
    #: chat lines (say, tell) one connection may send in a burst, on every door
    chat_burst: int = 5
    #: chat lines a minute one connection may send once its burst is spent
    chat_per_minute: int = 20
    #: tables not yet over that one player may host at once
    tables_per_host: int = 3
    #: tables not yet over made from one address at once (every name together)
    tables_per_address: int = 6
    #: seconds the computer players' worker has to answer one choice before it is replaced (the table's
    #: computer player then chooses in the server's process)
    think_deadline: float = 20.0
    #: HTTP connections open at once from one address on the web door (the page, its sounds, its websocket)
    http_per_address: int = 16
    #: seconds for a request's headers to arrive on the web door (slow senders are cut)
    http_header_timeout: float = 10.0
    #: days a finished or closed table is kept in the store
    keep_finished_days: float = 7.0
    #: days a game nobody played on is kept before it counts as abandoned
    keep_abandoned_days: float = 30.0
    #: days a table that never started is kept
    keep_waiting_days: float = 1.0

    @classmethod
    def names(cls) -> list[str]:
        return [f.name for f in fields(cls)]

    def with_setting(self, text: str) -> "Limits":
        """``NAME=VALUE`` applied; ValueError with a short message when the name or value is wrong."""
        name, sep, value = text.partition("=")
        name = name.strip().replace("-", "_")
        kinds = {f.name: f.type for f in fields(self)}
        if not sep or name not in kinds:
            raise ValueError(f"Limit {text!r}: give NAME=VALUE, NAME one of {', '.join(self.names())}.")
        try:
            number = int(value) if kinds[name] in ("int", int) else float(value)
        except ValueError:
            raise ValueError(f"Limit {name}: {value!r} is not a number.") from None
        if number < 0:
            raise ValueError(f"Limit {name}: {value} is below 0.")
        changed: dict[str, Any] = {name: number}  # int or float, as the field
        return replace(self, **changed)


def minutes(seconds: float) -> str:
    """'1 minute', '12 minutes', '40 seconds' (for lines that say how long to wait), in the language
    spoken now."""
    if seconds < 60:
        return SERVER("duration-seconds", count=max(1, round(seconds)))
    return SERVER("duration-minutes", count=max(1, round(seconds / 60)))


class Final(str):
    """A login's refusal that ends it (a limit: too many wrong passwords, too many new accounts),
    whatever language it is worded in."""


class Ticket:
    """One connection that is logging in; :meth:`done` (once logged in or gone) frees its place."""

    def __init__(self, gate: "Gate", address: str) -> None:
        self.gate, self.address, self.open = gate, address, True

    def done(self) -> None:
        if self.open:
            self.open = False
            self.gate.logging_in[self.address] -= 1
            if self.gate.logging_in[self.address] <= 0:
                del self.gate.logging_in[self.address]


class Gate:
    """Connections still logging in, by address."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.logging_in: Counter[str] = Counter()
        self.refused = 0

    def enter(self, address: str) -> tuple[Ticket | None, str | None]:
        """(a ticket, None), or (None, the line to say) when this address has too many logins open."""
        if self.logging_in[address] >= self.limits.logins_per_address:
            self.refused += 1
            return None, SERVER("too-many-logging-in", count=self.limits.logins_per_address)
        self.logging_in[address] += 1
        return Ticket(self, address), None


class Failures:
    """Failed logins in a sliding window, by key; ``wait(key)``: seconds until the key may try again."""

    def __init__(self, attempts: int, window: float) -> None:
        self.attempts, self.window = attempts, window
        self._fails: dict[str, list[float]] = {}

    def _recent(self, key: str) -> list[float]:
        now = time.monotonic()
        fails = [t for t in self._fails.get(key, []) if now - t < self.window]
        if fails:
            self._fails[key] = fails
        else:
            self._fails.pop(key, None)
        return fails

    def count(self, key: str) -> int:
        return len(self._recent(key))

    def wait(self, key: str) -> float:
        fails = self._recent(key)
        if len(fails) < self.attempts:
            return 0.0
        return max(1.0, fails[-self.attempts] + self.window - time.monotonic())

    def fail(self, key: str) -> None:
        self._fails.setdefault(key, []).append(time.monotonic())
        if len(self._fails) > 10_000:  # bounded memory under a flood of names
            for k in list(self._fails)[:5_000]:
                self._recent(k)


class LoginGuard:
    """Failed logins counted three ways, so no stranger can lock an owner out and one account's
    failures never lock another account:

    - per account and address: past the limit, that address waits to try that account again;
    - per address, every account together: past a higher limit (more than one account's worth),
      the address waits;
    - per account, every address together: past the limit each try is slowed, never refused.
    """

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.pair = Failures(limits.failures_per_account_address, limits.failure_window)
        self.address = Failures(limits.failures_per_address, limits.failure_window)
        self.account = Failures(limits.failures_per_account, limits.failure_window)

    def refusal(self, name: str, address: str) -> str | None:
        """The line to say when ``address`` may not try ``name`` now, with how long to wait."""
        wait = self.pair.wait(f"{name.lower()}|{address}")
        if wait:
            return Final(SERVER("too-many-passwords-name", name=name, wait=minutes(wait)))
        wait = self.address.wait(address)
        if wait:
            return Final(SERVER("too-many-passwords", wait=minutes(wait)))
        return None

    def delay(self, name: str) -> float:
        """Seconds to wait before checking a password for ``name`` (0 unless it is under attack)."""
        return self.limits.slow_login_delay if self.account.count(name.lower()) >= self.account.attempts else 0.0

    def failed(self, name: str, address: str) -> None:
        self.pair.fail(f"{name.lower()}|{address}")
        self.address.fail(address)
        self.account.fail(name.lower())


#: seconds between two expiries of old tables (the single process's :func:`sweep`; each table host's)
EXPIRE_EVERY = 3600.0


def expiry(limits: Limits, keep: list[int] | tuple[int, ...] = ()) -> dict[str, Any]:
    """The rule of which tables expire, as the arguments of a store's ``expire`` (the single process's hub
    and each table host call it so): finished or closed before ``keep_finished_days`` ago, a game untouched
    for ``keep_abandoned_days``, a table never started within ``keep_waiting_days`` (times as
    :func:`time.time`); the ids in ``keep`` (someone is connected there) stay."""
    day, now = 86400.0, time.time()
    return {"finished_before": now - limits.keep_finished_days * day,
            "abandoned_before": now - limits.keep_abandoned_days * day,
            "waiting_before": now - limits.keep_waiting_days * day, "keep": list(keep)}


def sweep(hub, now: float | None = None) -> None:
    """Warn connections idle for their limit less the warning, close those idle for their limit
    (a seated player's seat is kept), and expire old tables."""
    limits: Limits = hub.limits
    now = time.monotonic() if now is None else now
    for client in list(hub.clients.values()):
        seated = client.seat is not None and client.table is not None and (
            client.table.owner is not None or getattr(client.table, "remote", False))  # a front door's (frontdoor.py)
        limit = limits.idle_seated if seated else limits.idle_lobby
        if not limit:
            continue
        idle = now - client.last_input
        if idle >= limit:
            with speaking(client.language):
                client.say(SERVER("idle-disconnected", idle=minutes(idle), kept=seated), "system")
            hub.drop(client)
        elif idle >= limit - limits.idle_warning and not client.idle_warned:
            client.idle_warned = True
            with speaking(client.language):
                client.say(SERVER("idle-warning", idle=minutes(idle), left=minutes(limit - idle)), "system",
                           "your_turn")
            client.prompt()
    if now - getattr(hub, "last_expiry", float("-inf")) >= EXPIRE_EVERY:
        hub.last_expiry = now
        hub.expire_tables()
