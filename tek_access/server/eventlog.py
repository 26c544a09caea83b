"""A table's events, in order: kept as they come while its game is played, packed once it is over.

A finished game's events are read again only when someone comes back to the table or watches it
(:meth:`Table.catch_up`, :meth:`Table.watch`), so the server keeps them pickled and compressed, about
a tenth of their memory as objects, and unpacks a copy when asked (issue 21, the server's memory).
"""
from __future__ import annotations

import pickle
import zlib
from typing import Any


class EventLog:
    """Events in the order they happened; ``len()``, ``+=`` a list, and slices (``log[:]`` is every event,
    a new list). :meth:`pack` compresses them; adding more afterwards unpacks them again."""

    def __init__(self) -> None:
        self._events: list[Any] = []
        self._packed: bytes | None = None
        self._count = 0

    def __len__(self) -> int:
        return self._count

    def __iadd__(self, events: list[Any]) -> EventLog:
        if self._packed is not None:
            self._events, self._packed = self._unpacked(), None
        self._events.extend(events)
        self._count += len(events)
        return self

    def __getitem__(self, index: slice) -> list[Any]:
        return (self._unpacked() if self._packed is not None else self._events)[index]

    def pack(self) -> None:
        """Keep the events pickled and compressed (a finished game's: read only by a returning player or a
        watcher). Nothing to do when they are packed already or there are none."""
        if self._packed is None and self._events:
            self._packed = zlib.compress(pickle.dumps(self._events, pickle.HIGHEST_PROTOCOL))
            self._events = []

    def _unpacked(self) -> list[Any]:
        assert self._packed is not None, "unpacking events that are not packed"
        events: list[Any] = pickle.loads(zlib.decompress(self._packed))
        return events
