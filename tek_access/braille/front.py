"""Preliminary pages of every sheet: the title page, the transcriber's notes and the contents.

BANA Braille Formats 2016, section 2: a title page of centred lines (title, author, publisher
and copyright, transcriber and year, the volume statement, the braille code and page size),
then the transcriber's notes, then a contents list that names every heading of the body with
its braille page; these pages are numbered p1, p2, ... and the body starts again at 1. The
words are messages of ``tek_access/locales/LANG/core.ftl`` (``brf-...``), in the language being
spoken (the sheets are built inside :func:`tek_access.core.messages.speaking`).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tek_access.braille.layout import Anchor, Blank, BodyStart, Document, PageBreak, Text
from tek_access.braille.wrap import height
from tek_access.core.messages import CORE

#: A file longer than this gets a contents list (BANA Braille Formats 2016: contents for a
#: volume of more than a few pages; the issue asks for one over 10 pages).
CONTENTS_AFTER = 10


#: Title-page statements (message ``brf-KEY``) and the notes of each sheet (``brf-note-...``).
_STATEMENTS = ("game", "author", "publisher", "copyright", "transcriber", "volumes")
_NOTES = {
    "common": ("brf-note-pages", "brf-note-headings"),
    "kit_codes": ("brf-note-kit-codes",), "kit_codes_grade1": ("brf-note-kit-codes-grade1",),
    "code": ("brf-note-code",), "code_grade1": ("brf-note-code-grade1",),
    "kit": ("brf-note-kit",), "territories": ("brf-note-territories",),
    "reference": ("brf-note-reference",), "factions": ("brf-note-factions",),
    "board": ("brf-note-board",), "board_solo": ("brf-note-board-solo",), "solo": ("brf-note-solo",),
}


def front_data() -> dict[str, Any]:
    """The title page and notes wording in the current language: the statements by key, and
    ``notes``: each sheet's notes ("common", "kit_codes", ..., "solo") as lists of strings."""
    data: dict[str, Any] = {key: CORE(f"brf-{key}") for key in _STATEMENTS}
    data["notes"] = {key: [CORE(msg_id) for msg_id in ids] for key, ids in _NOTES.items()}
    return data


def notes(sheet: str, kit_codes: bool = False, code: bool = False, grade: int = 2) -> list[str]:
    """The transcriber's notes of ``sheet`` (a sheet name or "board"): the common ones, the
    kit-code note where ``kit_codes`` appear, the note on commands where ``code`` does (each as
    true of the file's ``grade``: a grade 1 file has no passage indicators, and a lone letter in
    it is no word), then the sheet's own."""
    data = front_data()["notes"]
    out = list(data["common"])
    if kit_codes:
        out += data["kit_codes"] if grade == 2 else data["kit_codes_grade1"]
    if code:
        out += data["code"] if grade == 2 else data["code_grade1"]
    return out + list(data.get(sheet, []))


def front(doc: Document, title: str, sheet: str, grade: int, cells: int, lines: int, what: str,
          kit_codes: bool = False, code: bool = False, *, statements: Mapping[str, str] | None = None,
          own_notes: Sequence[str] = ()) -> int:
    """Title page and transcriber's notes page (preliminary pages), then the start of the body;
    returns where a contents list would go (before the body).

    ``statements`` replaces title-page statements of :func:`front_data` by key ("game", "author",
    "publisher", "copyright", "transcriber", "volumes"), for a sheet of another game;
    ``own_notes`` are transcriber's notes added after those of :func:`notes`."""
    data = {**front_data(), **(statements or {})}
    # (print line, kept on a short page): the lines a title page must have are kept
    title_lines = [(title, True), (data["game"], True), (what, False), (data["author"], True),
                   (data["publisher"], True), (data["copyright"], False), (data["transcriber"], True),
                   (CORE("brf-code", grade=grade), True),
                   (CORE("brf-page-size", cells=cells, lines=lines), False),
                   (data["volumes"], True)]
    room = lines - 1
    while sum(height(doc.braille(t), cells, 0) for t, _ in title_lines) > room:
        optional = [i for i, (_, kept) in enumerate(title_lines) if not kept]
        if not optional:
            break
        del title_lines[optional[-1]]
    for text, _ in title_lines:
        doc.title_line(text)
    doc.page_break()
    doc.heading(CORE("brf-notes-heading"))
    for text in notes(sheet, kit_codes, code, grade) + list(own_notes):
        doc.paragraph(text)
    at = len(doc.elements)
    doc.body()
    return at


#: A page holding fewer lines than this of a text that began on the page before is a spill.
SPILL_LINES = 3


def settle_spills(doc: Document, tries: int = 4) -> None:
    """Where the last line or two of a text would stand alone on a page (a key's last entry, the
    end of a list), start the page one or two entries earlier instead, so that the page holds
    SPILL_LINES lines or more (a page break before the entry; the document is laid out again)."""
    for _ in range(tries):
        pages = doc.pages()
        breaks: list[int] = []
        for index in range(1, len(pages) - 1):
            page, before = pages[index], pages[index - 1]
            used = sum(1 for line in page.lines[1:-1] if line.strip())
            if page.preliminary or page.graphic or before.graphic or page.headings or used >= SPILL_LINES \
                    or not page.sources:
                continue
            first = _element_of(doc, page.sources[0], 0)
            moved = [s for s in before.sources if s != page.sources[0]][-(SPILL_LINES - used):]
            if first is None or not moved:
                continue
            at = _element_of(doc, moved[0], 0, before=first)
            if at is None:
                continue
            # the break goes before the blank lines, anchors and headings that lead to the entry
            while at > 0 and _leads(doc.elements[at - 1]):
                at -= 1
            breaks.append(at)
        if not breaks:
            return
        for at in sorted(set(breaks), reverse=True):
            doc.elements.insert(at, PageBreak())


def _leads(element: object) -> bool:
    """A blank line, an anchor or a heading: what goes to the next page with the entry after it."""
    return isinstance(element, (Blank, Anchor)) or (isinstance(element, Text) and element.style == "heading")


def _element_of(doc: Document, source: str, start: int, before: int | None = None) -> int | None:
    """Index of the last Text element with print ``source`` before element ``before`` (or the
    first from ``start``)."""
    found = None
    for index, element in enumerate(doc.elements[start:before], start=start):
        if isinstance(element, Text) and element.source == source:
            if before is None:
                return index
            found = index
    return found


def contents(doc: Document, at: int) -> Document:
    """Insert a contents list at element ``at`` (before the body) when the document runs over
    CONTENTS_AFTER pages: every heading of the body, by level, with its braille page; first no
    page is left holding a spilled line or two (:func:`settle_spills`)."""
    settle_spills(doc)
    headings = doc.body_headings()
    if not headings or len(doc.pages()) <= CONTENTS_AFTER:
        return doc
    tail = doc.elements[at:]
    del doc.elements[at:]
    doc.page_break()
    doc.heading(CORE("brf-contents-heading"))
    for text, level, key in headings:
        doc.contents_entry(text, key, level)
    doc.elements.extend(tail)
    if not any(isinstance(e, BodyStart) for e in tail):
        doc.body()
    return doc
