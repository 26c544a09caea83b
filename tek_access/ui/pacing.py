"""Output paced for a screen reader that reads a terminal (issue 35): the sizes and gaps.

Orca 43 reads each update of a VTE terminal some tens of milliseconds after it comes, asking the
terminal for the text by its place; a second write meanwhile that scrolls moves that text (a line
read twice, or silent), and a long write comes as several updates. So in screen-reader mode the
console (``ui.console``), ``connect`` and the server's SSH door for a terminal write at most
:data:`CHUNK` characters of whole lines at once, :data:`UPDATE_GAP` apart (:func:`pieces`).
"""
from __future__ import annotations

from collections.abc import Iterator

UPDATE_GAP = 0.3   # seconds between two writes of lines to a terminal a screen reader reads
CHUNK = 600        # the most a terminal is sent in one write (characters, whole lines)


def pieces(text: str, size: int = CHUNK) -> Iterator[str]:
    """``text`` as it is written to such a terminal: whole lines (line ends kept, a trailing
    prompt with none too), at most ``size`` characters a piece (a longer line alone)."""
    chunk = ""
    for line in text.splitlines(keepends=True):
        if chunk and len(chunk) + len(line) > size:
            yield chunk
            chunk = ""
        chunk += line
    if chunk:
        yield chunk
