"""The review buffer: every announced line, kept so the player can hear it again.

``repeat`` reads :meth:`ReviewBuffer.last`, ``previous``/``next`` walk back and forth with a
cursor, ``history N`` reads :meth:`ReviewBuffer.recent`. Secrets never enter the buffer
(the :class:`~tek_access.audio.announcer.Announcer` keeps them out).
"""
from __future__ import annotations

import sys
import threading
from collections import deque

__all__ = ["ReviewBuffer"]


class ReviewBuffer:
    """Announced messages, oldest first, at most ``limit`` of them (older ones fall off).

    The review cursor rests on the newest entry (the one :meth:`last` and ``repeat`` read);
    :meth:`previous` moves it one older, :meth:`next` one newer. A new entry puts the cursor
    back on the newest.
    """

    def __init__(self, limit: int = 500) -> None:
        if limit < 1:
            raise ValueError("history limit must be at least 1")
        self._items: deque[str] = deque(maxlen=limit)
        self._kinds: deque[str | None] = deque(maxlen=limit)  # each entry's category
        self._cursor = 0  # index into _items of the entry under review
        self._lock = threading.Lock()

    def add(self, text: str, category: str | None = None) -> None:
        """Keep ``text`` (of ``category``) as the newest entry and reset the review cursor.

        Both are kept interned: a line said again (a prompt, a menu's choice, a round's
        narration heard by every connection at a server's table) and each category are then one
        string however many buffers hold them, not one copy an entry."""
        text = sys.intern(str(text))
        with self._lock:
            self._items.append(text)
            self._kinds.append(None if category is None else sys.intern(str(category)))
            self._cursor = len(self._items) - 1

    def __len__(self) -> int:
        return len(self._items)

    def last(self) -> str | None:
        """Return the newest entry, or None when nothing was announced yet."""
        with self._lock:
            return self._items[-1] if self._items else None

    def previous(self) -> str | None:
        """Move the cursor one entry older and return it; stays on the oldest. None when empty."""
        with self._lock:
            if not self._items:
                return None
            self._cursor = max(0, min(self._cursor, len(self._items) - 1) - 1)
            return self._items[self._cursor]

    def next(self) -> str | None:
        """Move the cursor one entry newer and return it; stays on the newest. None when empty."""
        with self._lock:
            if not self._items:
                return None
            self._cursor = min(len(self._items) - 1, self._cursor + 1)
            return self._items[self._cursor]

    def recent(self, n: int, categories: tuple[str, ...] | None = None,
               exclude: tuple[str, ...] = ()) -> list[str]:
        """Return the ``n`` newest entries, oldest first (fewer when there are fewer), only of
        ``categories`` when given and never of ``exclude``.

        Raises ValueError when ``n`` is less than 1.
        """
        if n < 1:
            raise ValueError("history needs a number of 1 or more")
        with self._lock:
            items = [t for t, k in zip(self._items, self._kinds)
                     if (categories is None or k in categories) and k not in exclude]
            return items[-n:]

    def remove(self, text: str) -> int:
        """Drop every entry equal to ``text``; return how many were dropped."""
        with self._lock:
            kept = [(t, k) for t, k in zip(self._items, self._kinds) if t != text]
            dropped = len(self._items) - len(kept)
            if dropped:
                self._items.clear()
                self._kinds.clear()
                self._items.extend(t for t, _ in kept)
                self._kinds.extend(k for _, k in kept)
                self._cursor = max(0, len(self._items) - 1)
            return dropped

    def clear(self) -> None:
        """Forget everything."""
        with self._lock:
            self._items.clear()
            self._kinds.clear()
            self._cursor = 0
