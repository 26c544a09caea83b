"""Opening the server's store by its address: PostgreSQL for a ``postgresql://`` address, else the SQLite
data folder (issue 37). Apart from :mod:`tek_access.server.stores` (the interface), which both stores import."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.server.stores import Store


def open_store(where: str, *, owner: str | None = None, key_folder: str | None = None) -> Store:
    """The store at ``where``: a ``postgresql://`` (or ``postgres://``) address opens
    :class:`~tek_access.server.pgstore.PostgresStore` (``key_folder``: where ``seal.key`` is kept, the same
    key for every process sharing the database; ``owner``: this process's name); anything else is a data
    folder for the SQLite store. ImportError naming the extra when PostgreSQL's driver is not installed."""
    if where.startswith(("postgresql://", "postgres://")):
        if key_folder is None:
            raise ValueError("a PostgreSQL store needs a folder for its sealing key (seal.key)")
        from tek_access.server.pgstore import PostgresStore

        return PostgresStore(where, key_folder, owner=owner)
    from tek_access.server.store import Store as SQLiteStore

    return SQLiteStore(where)
