"""Messages: the one shape every line the game says takes on its way to the player.

A :class:`Message` is a piece of text with a :class:`Category` (what it is about), a
:class:`Priority` (alert interrupts speech, normal queues, low may be dropped), a secret flag
(a hot-seat secret such as one's own war die: printed only, never kept, never spoken) and an
optional earcon event name (a sound cue from the sound pack manifest, e.g. ``"your_turn"``).
See ``accessibility.md``, "Output channels".
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from tek_access.categories import Category
from tek_access.core.text import to_ascii

__all__ = ["Category", "Priority", "Message", "to_ascii"]


class Priority(IntEnum):
    """How urgently a message is spoken: ALERT interrupts, NORMAL queues, LOW may be dropped."""

    LOW = 0
    NORMAL = 1
    ALERT = 2


@dataclass(frozen=True, slots=True)
class Message:
    """One announcement.

    ``text`` may hold several lines (a list with its count first). ``secret`` marks a hot-seat
    secret: it is printed only, never kept in history or transcript, never spoken or sounded.
    ``earcon`` names a sound pack event (``"your_turn"``, ``"war_declared"``, ``"war_won"``, ...).
    """

    text: str
    category: Category = Category.SYSTEM
    priority: Priority = Priority.NORMAL
    secret: bool = False
    earcon: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.text, str):
            raise TypeError(f"Message text must be a str, not {type(self.text).__name__}")
        object.__setattr__(self, "category", Category(self.category))
        object.__setattr__(self, "priority", Priority(self.priority))
