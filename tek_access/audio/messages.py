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


_REPLACEMENTS = {
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u2032": "'", "\u2033": '"',
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": " - ", "\u2015": " - ",
    "\u2026": "...", "\u00a0": " ", "\u2009": " ", "\u202f": " ", "\u00d7": "x", "\u2212": "-",
    "\t": " ",
}


def to_ascii(text: str) -> str:
    """Return ``text`` as plain printable ASCII (accessibility.md, "Content rules").

    Curly quotes, dashes and ellipses become their ASCII forms, accents are dropped
    ("Shimmer Forêt" -> "Shimmer Foret"), anything else outside ASCII becomes "?".
    Newlines are kept; other control characters are removed.
    """
    if text.isascii() and text.isprintable():
        return text
    import unicodedata

    out: list[str] = []
    for ch in text:
        if ch == "\n" or (" " <= ch <= "~"):
            out.append(ch)
            continue
        if ch in _REPLACEMENTS:
            out.append(_REPLACEMENTS[ch])
            continue
        if ch == "\r" or unicodedata.category(ch).startswith("C"):
            continue
        base = unicodedata.normalize("NFKD", ch)
        base = "".join(c for c in base if not unicodedata.combining(c))
        if base and base.isascii() and base.isprintable():
            out.append(base)
        else:
            out.append("?")
    return "".join(out)
