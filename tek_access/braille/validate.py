"""Check a BRF file the way an embosser will read it.

Rules from ``/work/shared/design/braille.md``, "BRF format": only Braille ASCII (0x20-0x5F)
plus CR, LF and form feed; every line ends in CR LF; no trailing spaces; no line longer than
the cell count; no page longer than the line count; a form feed after every page (unless the
file was written without them, when every page is exactly the line count); the braille page
number (``#A``, ``#B``, ...) at the right end of the last line of each page with at least
three blank cells before it.
"""
from __future__ import annotations

from tek_access.braille.braille_ascii import number

_ALLOWED = set(range(0x20, 0x60)) | {0x0D, 0x0A, 0x0C}


def split_pages(data: bytes, lines: int = 25, form_feed: bool = True) -> list[list[str]]:
    """Split BRF bytes into pages of lines (line ends removed).

    With form feeds, pages end at each FF; without, every ``lines`` lines make a page.
    """
    text = data.decode("latin-1")
    if form_feed:
        chunks = text.split("\f")
        if chunks and chunks[-1] == "":
            chunks.pop()
        return [chunk.split("\r\n")[:-1] if chunk.endswith("\r\n") else chunk.split("\r\n")
                for chunk in chunks]
    all_lines = text.split("\r\n")
    if all_lines and all_lines[-1] == "":
        all_lines.pop()
    return [all_lines[i:i + lines] for i in range(0, len(all_lines), lines)]


def check_brf(data: bytes, cells: int = 40, lines: int = 25, form_feed: bool = True) -> list[str]:
    """Return the problems found in BRF ``data`` as short messages ("page 2, line 25: ..."),
    or an empty list when the file is valid for pages of ``cells`` by ``lines``."""
    problems: list[str] = []
    bad = sorted({byte for byte in data if byte not in _ALLOWED})
    if bad:
        problems.append("characters outside Braille ASCII: " + ", ".join(f"0x{b:02X}" for b in bad))
    if not data:
        return ["the file is empty"]
    text = data.decode("latin-1")
    bare = text.replace("\r\n", "")
    if "\r" in bare or "\n" in bare:
        problems.append("a line ends without CR LF")
    if form_feed:
        if not text.endswith("\f"):
            problems.append("the last page has no form feed after it")
        for index, chunk in enumerate(text.split("\f")[:-1], start=1):
            if chunk and not chunk.endswith("\r\n"):
                problems.append(f"page {index}: the last line does not end in CR LF")
    elif "\f" in text:
        problems.append("a form feed in a file written without form feeds")
    elif not text.endswith("\r\n"):
        problems.append("the last line does not end in CR LF")
    pages = split_pages(data, lines, form_feed)
    for page_no, page in enumerate(pages, start=1):
        if len(page) > lines:
            problems.append(f"page {page_no}: {len(page)} lines, more than {lines}")
        if len(page) < lines:
            problems.append(f"page {page_no}: {len(page)} lines, the page number belongs on line {lines}")
        for line_no, line in enumerate(page, start=1):
            line = line.replace("\f", "")
            if len(line) > cells:
                problems.append(f"page {page_no}, line {line_no}: {len(line)} cells, more than {cells}")
            if line != line.rstrip(" "):
                problems.append(f"page {page_no}, line {line_no}: trailing spaces")
        if page:
            last = page[-1]
            label = number(page_no)
            before = last[: len(last) - len(label)]
            if not last.endswith(label) or len(last) != cells:
                problems.append(f"page {page_no}: page number {label} is not at the right end of the last line")
            elif before and before[-3:] != "   ":
                problems.append(f"page {page_no}: fewer than three blank cells before the page number")
    return problems
