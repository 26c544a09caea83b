"""The records a braille document is made of and laid out into: the page format, the elements
(:class:`Text`, :class:`Block`, :class:`Blank`, :class:`PageBreak`, :class:`Anchor`,
:class:`BodyStart`), the laid-out :class:`Page` and its braille page label. Both the document
(:mod:`tek_access.braille.layout`) and the pagination (:mod:`tek_access.braille.paginate`) import
them, so neither imports the other's module for them.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from tek_access.braille.braille_ascii import number
from tek_access.braille.translate import Translator
from tek_access.core.messages import CORE

#: Blank cells required between text and the page number on the last line.
PAGE_NUMBER_GAP = 3
#: Print letter before a preliminary page's number (BANA Braille Formats 2016, 1.15: p1, p2).
PRELIMINARY_LETTER = "P"
#: Smallest page accepted: narrower or shorter pages cannot hold the sheets' tables and maps.
MIN_CELLS, MAX_CELLS = 24, 100
MIN_LINES, MAX_LINES = 18, 100


@dataclass(frozen=True)
class PageFormat:
    """Page size in cells per line and lines per page, and whether pages end in a form feed.

    Raises ValueError when the size is outside MIN_CELLS..MAX_CELLS or MIN_LINES..MAX_LINES.
    """

    cells: int = 40
    lines: int = 25
    form_feed: bool = True
    #: how page numbers are written: "en" UEB (``#A``), "fr" French (``,*``: dot 6, Antoine digits),
    #: "fr2" French in the abrégé (the same, and ``;P,*`` for p1)
    numbers: str = "en"

    def __post_init__(self) -> None:
        if not MIN_CELLS <= self.cells <= MAX_CELLS:
            raise ValueError(CORE("brf-cells-range", low=MIN_CELLS, high=MAX_CELLS, value=self.cells))
        if not MIN_LINES <= self.lines <= MAX_LINES:
            raise ValueError(CORE("brf-lines-range", low=MIN_LINES, high=MAX_LINES, value=self.lines))


# Elements -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Text:
    """Translated text: ``style`` "heading" (``level`` 1 centred, 2 cell-5, 3 cell-7),
    "title" (a centred line of the title page), "paragraph" (3-1), "item" (1-3), "key" (a
    sample with its meaning) or "contents" (an entry with guide dots and a page number).

    ``prefix`` is Braille ASCII put before the text unchanged (a key symbol), not translated;
    ``reads_as`` is the print a reader gets from it (the kit code "b" for ``;B``, "12" for
    ``#AB``), checked by back-translation (:mod:`tek_access.braille.checks`).
    """

    source: str
    brf: str
    style: str
    prefix: str = ""
    #: key entries ("key" style): lines of a sample (a texture, a line style) the text hangs beside
    sample: tuple[str, ...] = ()
    #: contents entries ("contents" style): the anchor whose braille page number ends the entry
    target: str = ""
    #: heading level (1 centred, 2 cell-5, 3 cell-7); for a contents entry the level it lists
    level: int = 1
    #: what the prefix reads as in print (empty: no prefix)
    reads_as: str = ""


@dataclass(frozen=True)
class Block:
    """Lines of cells kept together on one page (a tactile map, a strip of codes).

    ``graphic`` marks a drawing rather than text (the round-trip test skips graphic pages).
    """

    lines: tuple[str, ...]
    graphic: bool = True
    #: the print text of a block that holds words (a strip's label), for the page's sources
    source: str = ""


@dataclass(frozen=True)
class Blank:
    """One blank line (dropped at the top of a page)."""


@dataclass(frozen=True)
class PageBreak:
    """Start a new page unless the current one is still empty."""


@dataclass(frozen=True)
class Anchor:
    """Marks where the next element lands, for a contents entry naming ``key``."""

    key: str


@dataclass(frozen=True)
class BodyStart:
    """The body starts on a new page numbered 1; the pages before it are preliminary pages."""


@dataclass
class Page:
    """One laid-out page: ``lines`` exactly ``PageFormat.lines`` long, its place in the file
    ``number`` (1-based), its braille page ``label`` (``P#A`` for p1, ``#A`` for 1), whether it
    holds a graphic, the print ``sources`` of the text on it and its ``headings`` as (line
    index, level, print text)."""

    number: int
    lines: list[str]
    graphic: bool = False
    sources: list[str] = field(default_factory=list)
    label: str = ""
    headings: list[tuple[int, int, str]] = field(default_factory=list)

    @property
    def preliminary(self) -> bool:
        """True for a preliminary page (title page, transcriber's notes, contents)."""
        return is_preliminary(self.label)


def page_label(index: int, preliminary: bool, numbers: str = "en") -> str:
    """The braille page number of the ``index``-th (1-based) page of its kind: ``P#A`` for p1,
    ``#A`` for 1 (French, ``numbers`` "fr": ``P,*`` and ``,*``; "fr2", the abrégé, where a lone
    p reads "par": ``;P,*``, the letter sign first)."""
    letter = (";" if numbers == "fr2" else "") + PRELIMINARY_LETTER
    return (letter if preliminary else "") + number(index, numbers)


def is_preliminary(label: str) -> bool:
    """Whether braille page number ``label`` is a preliminary page's (``P#A``, ``;P,*``)."""
    return label.lstrip(";").startswith(PRELIMINARY_LETTER)


class Laid(Protocol):
    """What the pagination reads of a document: its translator, page format, running head
    (print text, or None) and elements in order."""

    translator: Translator
    fmt: PageFormat
    running_head: str | None

    @property
    def elements(self) -> Sequence[object]: ...
