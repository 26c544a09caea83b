"""The store as a front door uses it (issue 37, :mod:`.frontdoor`): accounts read off the event loop for a
login, a table made there given up at once for a table host to claim."""
from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

log = logging.getLogger("tek_access.server")

#: seconds an account read for a login step is used as read (the login reads it again at its next step)
ACCOUNT_FRESH = 30.0


class FrontStore:
    """The store as a front door uses it: a table it makes is given up at once (a host claims it); the
    table list is empty until the hub has started (it restores no game)."""

    def __init__(self, real: Any) -> None:
        self.real = real
        self.sealer = real.sealer
        self.started = False
        #: accounts as last read off the event loop (:meth:`look_up`), by name in lower case: (account, when)
        self.accounts: dict[str, tuple[dict | None, float]] = {}

    # ------------------------------------------------------------ accounts, read off the event loop
    def _read(self, name: str) -> dict | None:
        account = self.real.account(name)
        self.accounts[name.lower()] = (account, time.monotonic())
        return account

    async def look_up(self, name: str) -> bool:
        """Read ``name``'s account in a worker thread (the database may be away: a call then waits up to the
        pool's timeout, and no connection waits with it); True once read, False when the store cannot be
        reached. The login's next step reads it from here (:meth:`account`)."""
        try:
            await asyncio.to_thread(self._read, name)
        except Exception as exc:  # noqa: BLE001 - the store away (psycopg, the pool, the network): the login retries
            log.warning("the accounts cannot be read (the store is away): %s", exc)
            return False
        return True

    def account(self, name: str) -> dict | None:
        """``name``'s account as :meth:`look_up` read it a moment ago, else read now (outside a login)."""
        found = self.accounts.get(name.lower())
        if found is not None and time.monotonic() - found[1] < ACCOUNT_FRESH:
            return found[0]
        return self._read(name)

    def add_account(self, name: str, password_hash: str | None, keys: list[str] | None = None) -> None:
        self.accounts.pop(name.lower(), None)
        self.real.add_account(name, password_hash, keys)

    def set_keys(self, name: str, keys: list[str]) -> None:
        self.accounts.pop(name.lower(), None)
        self.real.set_keys(name, keys)

    def new_table(self, host: str, options: dict, seats: list) -> int:
        tid = self.real.new_table(host, options, seats)
        self.real.release(tid)
        return tid

    def tables(self) -> list[dict]:
        return self.real.tables() if self.started else []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)
