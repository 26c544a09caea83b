"""The server's SQLite file: accounts, tables and the choices of every game.

One file, ``tek-server.sqlite3`` under ``--data DIR``, in WAL mode with a versioned schema
(``schema_version`` table). A game is stored as its configuration, its initial state (which holds
the seeded random state) and its choices log, one row per applied choice; restarting replays the
log. Every batch of choices is committed before any of it is narrated.

A choice made in secret, before its reveal, is **stored sealed**: the row holds no readable choice, only an
AES-GCM ciphertext made with a key kept in a separate file (``seal.key``, mode 0600) beside the
database, so a copy of the database alone, a backup or a row dump never shows an unrevealed bid.
At the reveal the rows are rewritten in plain JSON in the same transaction. A server killed
between a bid and its reveal unseals the rows with the key when it starts again, so nothing is
lost.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import os
import sqlite3
import time
from pathlib import Path

SCHEMA_VERSION = 1
DB_NAME = "tek-server.sqlite3"
KEY_NAME = "seal.key"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS accounts (
    name TEXT PRIMARY KEY COLLATE NOCASE,
    password TEXT,
    keys TEXT NOT NULL DEFAULT '[]',
    created REAL NOT NULL
);
-- the language an account chose online (language fr), kept apart (made on opening an older file too)
CREATE TABLE IF NOT EXISTS account_languages (
    name TEXT PRIMARY KEY COLLATE NOCASE,
    language TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tables (
    id INTEGER PRIMARY KEY,
    host TEXT NOT NULL,
    options TEXT NOT NULL,
    seats TEXT NOT NULL,
    status TEXT NOT NULL,
    config TEXT,
    initial TEXT,
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS choices (
    table_id INTEGER NOT NULL,
    idx INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    choice TEXT,
    sealed BLOB,
    PRIMARY KEY (table_id, idx)
);
-- the sealed rows only (a few at a time): each commit looks for those a reveal unseals without
-- reading the table's whole log (made on opening an older file too; the schema is otherwise the same)
CREATE INDEX IF NOT EXISTS sealed_choices ON choices (table_id, idx) WHERE sealed IS NOT NULL;
"""


def private(path: Path, mode: int) -> None:
    """``path`` readable by its owner only (0700 for a folder, 0600 for a file), when we own it."""
    try:
        if path.stat().st_mode & 0o777 != mode and path.stat().st_uid == os.getuid():
            path.chmod(mode)
    except (OSError, AttributeError):  # another owner, or no getuid (Windows)
        pass


class Sealer:
    """AES-GCM with a key file beside the database (made on first use, mode 0600)."""

    def __init__(self, path: Path) -> None:
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM

        if path.exists():
            key = path.read_bytes()
        else:
            key = AESGCM.generate_key(bit_length=256)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "wb") as f:
                f.write(key)
                f.flush()
                os.fsync(f.fileno())
        self._aead = AESGCM(key)
        #: a key of its own for keyed hashes (reconnect codes), derived from the file's key
        self._mac_key = hmac.new(key, b"tek-access keyed hashes", hashlib.sha256).digest()

    def mac(self, text: str) -> str:
        """HMAC-SHA256 of ``text`` under this server's secret key (hex): what is kept of a secret
        that must be checked, never read back (a guest's reconnect code)."""
        return hmac.new(self._mac_key, text.encode(), hashlib.sha256).hexdigest()

    def seal(self, text: str, ad: bytes) -> bytes:
        nonce = os.urandom(12)
        return nonce + self._aead.encrypt(nonce, text.encode(), ad)

    def unseal(self, blob: bytes, ad: bytes) -> str:
        return self._aead.decrypt(blob[:12], blob[12:], ad).decode()


class Store:
    """The database. ``path``: the data folder (made if missing)."""

    def __init__(self, folder: str | os.PathLike) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        private(self.folder, 0o700)
        self.path = self.folder / DB_NAME
        if not self.path.exists():  # made 0600 before SQLite opens it (its -wal and -shm files follow it)
            os.close(os.open(self.path, os.O_WRONLY | os.O_CREAT, 0o600))
        private(self.path, 0o600)
        self.db = sqlite3.connect(self.path, isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA busy_timeout=5000")
        self.db.executescript(_SCHEMA)
        row = self.db.execute("SELECT version FROM schema_version").fetchone()
        if row is None:
            self.db.execute("INSERT INTO schema_version VALUES (?)", (SCHEMA_VERSION,))
        elif row[0] > SCHEMA_VERSION:
            raise RuntimeError(f"{self.path}: schema version {row[0]} is newer than this server's {SCHEMA_VERSION}.")
        self.sealer = Sealer(self.folder / KEY_NAME)
        private(self.folder / KEY_NAME, 0o600)

    def close(self) -> None:
        self.db.close()

    # ------------------------------------------------------------ accounts
    def account(self, name: str) -> dict | None:
        row = self.db.execute("SELECT name, password, keys FROM accounts WHERE name = ?", (name,)).fetchone()
        if row is None:
            return None
        return {"name": row[0], "password": row[1], "keys": json.loads(row[2])}

    def add_account(self, name: str, password_hash: str | None, keys: list[str] | None = None) -> None:
        self.db.execute("INSERT INTO accounts (name, password, keys, created) VALUES (?, ?, ?, ?)",
                        (name, password_hash, json.dumps(keys or []), time.time()))

    def set_keys(self, name: str, keys: list[str]) -> None:
        self.db.execute("UPDATE accounts SET keys = ? WHERE name = ?", (json.dumps(keys), name))

    def language(self, name: str) -> str | None:
        """The language account ``name`` chose online (``language fr``), or None."""
        row = self.db.execute("SELECT language FROM account_languages WHERE name = ?", (name,)).fetchone()
        return row[0] if row is not None else None

    def set_language(self, name: str, code: str) -> None:
        """Remember ``code`` as the language of account ``name``."""
        self.db.execute("INSERT INTO account_languages (name, language) VALUES (?, ?) "
                        "ON CONFLICT (name) DO UPDATE SET language = excluded.language", (name, code))

    # ------------------------------------------------------------ tables
    def new_table(self, host: str, options: dict, seats: list) -> int:
        cur = self.db.execute("INSERT INTO tables (host, options, seats, status, updated) VALUES (?, ?, ?, ?, ?)",
                              (host, json.dumps(options), json.dumps(seats), "waiting", time.time()))
        assert cur.lastrowid is not None  # an INSERT gives its row id
        return cur.lastrowid

    def save_table(self, tid: int, host: str, seats: list, status: str) -> None:
        self.db.execute("UPDATE tables SET host = ?, seats = ?, status = ?, updated = ? WHERE id = ?",
                        (host, json.dumps(seats), status, time.time(), tid))

    def start_game(self, tid: int, seats: list, config: dict, initial: dict) -> None:
        self.db.execute("UPDATE tables SET seats = ?, status = 'playing', config = ?, initial = ?, updated = ? "
                        "WHERE id = ?", (json.dumps(seats), json.dumps(config), json.dumps(initial),
                                         time.time(), tid))

    def tables(self) -> list[dict]:
        out = []
        for tid, host, options, seats, status, config, initial in self.db.execute(
                "SELECT id, host, options, seats, status, config, initial FROM tables "
                "WHERE status IN ('waiting', 'playing', 'over') ORDER BY id"):
            out.append({"id": tid, "host": host, "options": json.loads(options), "seats": json.loads(seats),
                        "status": status, "config": json.loads(config) if config else None,
                        "initial": json.loads(initial) if initial else None})
        return out

    def expire(self, finished_before: float, abandoned_before: float, waiting_before: float,
               keep=()) -> list[int]:
        """Delete the tables (and their choices) finished or closed before ``finished_before``,
        playing but untouched since ``abandoned_before``, or waiting since ``waiting_before``
        (times as :func:`time.time`), except the ids in ``keep``; return the ids deleted."""
        ids = [tid for (tid,) in self.db.execute(
            "SELECT id FROM tables WHERE (status IN ('over', 'closed') AND updated < ?) "
            "OR (status = 'playing' AND updated < ?) OR (status = 'waiting' AND updated < ?)",
            (finished_before, abandoned_before, waiting_before)) if tid not in set(keep)]
        if ids:
            marks = ",".join("?" * len(ids))
            self.db.execute("BEGIN IMMEDIATE")
            try:
                self.db.execute(f"DELETE FROM choices WHERE table_id IN ({marks})", ids)
                self.db.execute(f"DELETE FROM tables WHERE id IN ({marks})", ids)
                self.db.execute("COMMIT")
            except BaseException:
                self.db.execute("ROLLBACK")
                raise
        return ids

    def close_table(self, tid: int) -> None:
        self.db.execute("UPDATE tables SET status = 'closed', updated = ? WHERE id = ?", (time.time(), tid))

    # ------------------------------------------------------------ choices
    def _ad(self, tid: int, idx: int) -> bytes:
        return f"{tid}:{idx}".encode()

    def commit_choices(self, tid: int, start: int, rows: list[tuple[int, list, bool]], *, truncate: bool,
                       reveal_point: int, status: str | None = None) -> None:
        """One transaction: drop rows from ``start`` when ``truncate`` (an undo), add ``rows``
        (seat, choice JSON, sealed) from index ``start``, a sealed one encrypted; unseal every row
        before ``reveal_point`` (the log length at the last war reveal)."""
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            if truncate:
                db.execute("DELETE FROM choices WHERE table_id = ? AND idx >= ?", (tid, start))
            for i, (seat, choice, sealed) in enumerate(rows, start):
                text = json.dumps(choice)
                if sealed:
                    db.execute("INSERT INTO choices VALUES (?, ?, ?, NULL, ?)",
                               (tid, i, seat, self.sealer.seal(text, self._ad(tid, i))))
                else:
                    db.execute("INSERT INTO choices VALUES (?, ?, ?, ?, NULL)", (tid, i, seat, text))
            for idx, blob in db.execute("SELECT idx, sealed FROM choices WHERE table_id = ? AND sealed IS NOT NULL "
                                        "AND idx < ?", (tid, reveal_point)).fetchall():
                db.execute("UPDATE choices SET choice = ?, sealed = NULL WHERE table_id = ? AND idx = ?",
                           (self.sealer.unseal(blob, self._ad(tid, idx)), tid, idx))
            if status is not None:
                db.execute("UPDATE tables SET status = ?, updated = ? WHERE id = ?", (status, time.time(), tid))
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def choices(self, tid: int) -> list[tuple[int, list, bool]]:
        out = []
        for idx, seat, choice, sealed in self.db.execute(
                "SELECT idx, seat, choice, sealed FROM choices WHERE table_id = ? ORDER BY idx", (tid,)):
            text = choice if choice is not None else self.sealer.unseal(sealed, self._ad(tid, idx))
            out.append((seat, json.loads(text), sealed is not None))
        return out
