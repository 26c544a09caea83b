"""Versioned schema migrations for the PostgreSQL store: numbered SQL files, applied once each, in order.

The files are data: ``tek_access/server/migrations/NNNN_name.sql``, numbered from 0001 without a gap. The
database keeps what it has applied in ``schema_migrations`` (version, name, time). :func:`migrate` applies
the missing ones in one transaction under an advisory lock, so processes starting together apply each once
and a failed file leaves the schema as it was (PostgreSQL's DDL is transactional). A database whose schema
is newer than this program's files is refused, not touched.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

#: the advisory lock all processes take while migrating (any fixed number; "tek" in ASCII)
LOCK = 0x74656B
_NAME = re.compile(r"(\d{4})_([a-z0-9_]+)\.sql")


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


def migrations(folder: Path | None = None) -> list[Migration]:
    """The migration files of ``folder`` (default: the package's), by version. ValueError naming the file
    for a name out of the pattern, a repeated number or a gap."""
    root: Any = folder if folder is not None else resources.files("tek_access.server").joinpath("migrations")
    found: list[Migration] = []
    for entry in sorted(root.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".sql"):
            continue
        match = _NAME.fullmatch(entry.name)
        if match is None:
            raise ValueError(f"{entry.name}: a migration file is named NNNN_words.sql (four digits, lower case)")
        found.append(Migration(int(match.group(1)), match.group(2), entry.read_text(encoding="utf-8")))
    for number, migration in enumerate(found, 1):
        if migration.version != number:
            raise ValueError(f"{migration.version:04d}_{migration.name}.sql: expected migration {number:04d} here "
                             "(numbers start at 0001, one each, without a gap)")
    return found


def migrate(conn: Any, files: list[Migration] | None = None) -> list[int]:
    """Apply to ``conn`` (a psycopg connection, not in a transaction) the migrations it lacks; return
    their versions. RuntimeError when the database has a newer schema than ``files``."""
    files = migrations() if files is None else files
    newest = files[-1].version if files else 0
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (LOCK,))
        conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, "
                     "name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())")
        done = {row[0] for row in conn.execute("SELECT version FROM schema_migrations").fetchall()}
        if done and max(done) > newest:
            raise RuntimeError(f"the database's schema is version {max(done)}, newer than this server's {newest}: "
                               "run a newer tek-access with it")
        applied = []
        for migration in files:
            if migration.version in done:
                continue
            conn.execute(migration.sql)
            conn.execute("INSERT INTO schema_migrations (version, name) VALUES (%s, %s)",
                         (migration.version, migration.name))
            applied.append(migration.version)
    return applied


def version(conn: Any) -> int:
    """The newest migration applied to ``conn``'s database (0 when none)."""
    row = conn.execute("SELECT to_regclass('schema_migrations') IS NOT NULL").fetchone()
    if not row[0]:
        return 0
    return conn.execute("SELECT coalesce(max(version), 0) FROM schema_migrations").fetchone()[0]
