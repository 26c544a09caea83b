"""Accounts: password hashing with ``hashlib.scrypt``, SSH public keys, names, the command rate.

Login limits are in :mod:`.limits`; the login decision in :mod:`.auth`."""
from __future__ import annotations

import base64
import hashlib
import hmac
import os
import re
import time

NAME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9]{1,15}$")
NAME_RULE = "A name is 2 to 16 letters or digits, starting with a letter."
_N, _R, _P = 2 ** 14, 8, 1


def valid_name(name: str) -> bool:
    return bool(NAME_RE.match(name or ""))


def hash_password(password: str) -> str:
    """``scrypt$N$r$p$salt$hash`` (base64), with a fresh 16-byte salt."""
    salt = os.urandom(16)
    digest = hashlib.scrypt(password.encode(), salt=salt, n=_N, r=_R, p=_P, dklen=32)
    return f"scrypt${_N}${_R}${_P}${base64.b64encode(salt).decode()}${base64.b64encode(digest).decode()}"


def check_password(password: str, stored: str | None) -> bool:
    if not stored:
        return False
    try:
        kind, n, r, p, salt, digest = stored.split("$")
        if kind != "scrypt":
            return False
        got = hashlib.scrypt(password.encode(), salt=base64.b64decode(salt), n=int(n), r=int(r), p=int(p),
                             dklen=32)
    except (ValueError, TypeError):
        return False
    return hmac.compare_digest(got, base64.b64decode(digest))


MAX_KEYS = 10


def parse_public_key(text: str) -> tuple[str | None, str | None]:
    """An OpenSSH public key line ("ssh-ed25519 AAAA... comment") to ``(line, None)``, the line
    normalised to "type base64 [comment]"; ``(None, reason)`` when it is not one."""
    import asyncssh

    text = " ".join(text.split())
    from tek_access.core.messages import SERVER

    if "PRIVATE KEY" in text.upper():
        return None, SERVER("key-private")
    try:
        key = asyncssh.import_public_key(text)
    except (asyncssh.KeyImportError, ValueError, TypeError):
        return None, SERVER("key-not-openssh")
    parts = key.export_public_key("openssh").decode().split()
    comment = " ".join(text.split()[2:]) if len(text.split()) > 2 else ""
    return " ".join(parts[:2] + ([comment] if comment else [])), None


def key_blob(line: str) -> str:
    """The base64 part of a stored key line (what a login is compared with)."""
    parts = line.split()
    return parts[1] if len(parts) > 1 else line


def key_description(line: str) -> str:
    """A key line as it is read out: its type, comment and SHA256 fingerprint."""
    import asyncssh

    parts = line.split()
    try:
        fingerprint = asyncssh.import_public_key(" ".join(parts[:2])).get_fingerprint("sha256")
    except (asyncssh.KeyImportError, ValueError):
        fingerprint = "unreadable"
    comment = " ".join(parts[2:])
    return f"{parts[0]}{', ' + comment if comment else ''}, fingerprint {fingerprint}"


class CommandRate:
    """A token bucket: ``rate`` commands a second, bursts of ``burst``."""

    def __init__(self, rate: float = 20.0, burst: float = 40.0) -> None:
        self.rate, self.burst = rate, burst
        self.tokens, self.at = burst, time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False
