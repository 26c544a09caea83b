"""Typed bytes to lines, and chat messages to lines: the line rules every door shares."""
from __future__ import annotations

MAX_LINE = 2000            # characters in one typed line
CHAT_PART = 150            # characters of a chat message said (its one line stays under 200)
CUT = " (cut)"


def chat_line(lead: str, text: str) -> tuple[str, bool]:
    """A chat message as one line under 200 characters: "Ann says: hello". A longer message is
    cut at the last space within :data:`CHAT_PART` characters and the line ends "(cut)", so one
    ``say`` is one line for every screen reader that hears it. Returns (the line, whether cut)."""
    text = " ".join(text.split())
    if len(text) <= CHAT_PART:
        return f"{lead}: {text}", False
    cut = text[:CHAT_PART + 1].rsplit(" ", 1)[0] if " " in text[:CHAT_PART + 1] else text[:CHAT_PART]
    return f"{lead}: {cut[:CHAT_PART].rstrip()}{CUT}", True


def chat_lines(lead: str, text: str) -> list[str]:
    """:func:`chat_line` as a list of its one line (what the doors had before a message was cut)."""
    return [chat_line(lead, text)[0]]


class LineSplitter:
    """Typed bytes to lines: at most ``MAX_LINE`` characters (a longer line is dropped and reported
    once), control characters removed, bounded memory whatever arrives."""

    TOO_LONG = object()
    FLOOD = object()
    FLOOD_SIZE = 65536

    def __init__(self) -> None:
        self.buf: list[str] = []
        self.size = 0
        self.overflow = False
        self.dropped = 0

    def feed(self, chunk: str) -> list:
        out = []
        parts = chunk.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        for i, part in enumerate(parts):
            if not self.overflow:
                self.buf.append(part)
                self.size += len(part)
                if self.size > MAX_LINE:
                    self.overflow, self.buf, self.size, self.dropped = True, [], 0, self.size
            else:
                self.dropped += len(part)
                if self.dropped > self.FLOOD_SIZE:
                    out.append(self.FLOOD)
                    return out
            if i < len(parts) - 1:  # a newline ended this part
                if self.overflow:
                    out.append(self.TOO_LONG)
                else:
                    text = "".join(self.buf)
                    out.append("".join(ch for ch in text if ch >= " " and ch != "\x7f"))
                self.buf, self.size, self.overflow = [], 0, False
        return out

