"""Logging in, for every door: passwords (scrypt in a worker thread), SSH keys, new accounts, names.

:meth:`Auth.login` is what the doors call: it says every refusal in one line with how long to wait
(:class:`~.limits.LoginGuard`), and hashes and checks passwords in a worker thread so that many
logins never slow the tables. :meth:`Auth.password` is the same decision run on the caller's thread
(kept for callers that are not async).
"""
from __future__ import annotations

import asyncio
import functools

from tek_access.server.accounts import NAME_RULE, check_password, hash_password, key_blob, valid_name  # noqa: F401
from tek_access.server.limits import Failures, Final, Limits, LoginGuard, minutes
from tek_access.server.words import SERVER

MIN_PASSWORD = 6
#: Names nobody may take in any game: they would read as a pronoun or a role at any table ("You win",
#: "nobody holds it"), as someone else ("admin", "server"), or as a command ("help", "quit"). The words one
#: game says as players are its online part's (``reserved_names()``).
RESERVED = {"you", "your", "yours", "me", "my", "mine", "nobody", "everyone", "everybody", "all", "host",
            "server", "admin", "administrator", "root", "guest", "seat", "player", "players", "spectator",
            "watcher", "computer", "none", "help", "quit", "exit", "logout", "system", "moderator",
            "language", "langue", "lang"}  # what chooses a language at the name prompt (issue 36)


@functools.lru_cache(maxsize=1)
def reserved_words() -> frozenset[str]:
    """:data:`RESERVED` and the words of every registered game that name players (lowercase): each
    game's online part says them (``reserved_names()``, the words that name its players); the server
    holds no word of one game."""
    from tek_access.core import registry

    words = set(RESERVED)
    for game_id in registry.names():
        online = registry.get(game_id).part("online")
        words |= {w.lower() for w in getattr(online, "reserved_names", lambda: set())()}
    return frozenset(words)


def name_refusal(name: str) -> str | None:
    """Why ``name`` cannot be taken by a new account or a guest, or None."""
    if not valid_name(name):
        return SERVER("name-rule")
    if name.lower() in reserved_words():
        return SERVER("name-reserved", name=name)
    return None


class Auth:
    """Accounts and login limits shared by every door. ``limits``: a :class:`~.limits.Limits`
    (default: the hub's, else the defaults)."""

    def __init__(self, hub, limits: Limits | None = None) -> None:
        self.hub = hub
        self.limits = limits or getattr(hub, "limits", None) or Limits()
        self.guard = LoginGuard(self.limits)
        #: registrations by address: one client cannot fill the database with names
        self.registrations = Failures(self.limits.registrations_per_hour, 3600.0)

    # ------------------------------------------------------------ before the password
    def before_password(self, name: str, address: str) -> str | None:
        """The refusal to say before a password is asked (so nobody types one for nothing):
        a name that cannot be registered, too many new accounts, too many failures."""
        if self.hub.store.account(name) is None:
            if not self.hub.register:
                return SERVER("no-such-account")
            refusal = name_refusal(name)
            if refusal:
                return refusal
            wait = self.registrations.wait(address)
            if wait:
                return Final(SERVER("too-many-accounts", wait=minutes(wait)))
        return self.guard.refusal(name, address)

    # ------------------------------------------------------------ the decision
    def password(self, name: str, password: str, address: str) -> str | None:
        """None when ``name`` may log in with ``password`` (a new name registers), else the
        reason (one line, with how long to wait when it is a limit). Runs scrypt on this thread."""
        refusal, new = self._precheck(name, password, address)
        if refusal is not None or new is None:
            return refusal
        if new:
            return self._register(name, hash_password(password), address)
        return self._checked(name, address, check_password(password, self.hub.store.account(name)["password"]))

    async def login(self, name: str, password: str, address: str) -> str | None:
        """:meth:`password` with scrypt in a worker thread and the slow-down of an account under
        attack (:meth:`~.limits.LoginGuard.delay`) awaited, not blocking the tables."""
        refusal, new = self._precheck(name, password, address)
        if refusal is not None or new is None:
            return refusal
        delay = self.guard.delay(name)
        if delay:
            await asyncio.sleep(delay)
        if new:
            digest = await asyncio.to_thread(hash_password, password)
            return self._register(name, digest, address)
        stored = self.hub.store.account(name)["password"]
        ok = await asyncio.to_thread(check_password, password, stored)
        return self._checked(name, address, ok)

    def _precheck(self, name: str, password: str, address: str) -> tuple[str | None, bool | None]:
        refusal = self.before_password(name, address)
        if refusal is not None:
            return refusal, None
        new = self.hub.store.account(name) is None
        if new and len(password) < MIN_PASSWORD:
            return SERVER("password-too-short", count=MIN_PASSWORD), None
        return None, new

    def _register(self, name: str, digest: str, address: str) -> str | None:
        if self.hub.store.account(name) is not None:
            return SERVER("name-just-taken")
        self.hub.store.add_account(name, digest)
        self.registrations.fail(address)  # counted: at most registrations_per_hour an hour
        return None

    def _checked(self, name: str, address: str, ok: bool) -> str | None:
        if ok:
            return None
        self.guard.failed(name, address)
        return self.guard.refusal(name, address) or SERVER("password-wrong")

    def key(self, name: str, blob: str) -> bool:
        """True when ``blob`` (a public key's base64 part) is one of ``name``'s keys (``key add``)."""
        account = self.hub.store.account(name)
        return account is not None and any(key_blob(k) == blob for k in account["keys"])
