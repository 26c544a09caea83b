"""Braille documents and the BRF writer: the project's own job, since liblouis does no pagination.

A :class:`Document` collects translated elements (headings of three levels: centred, cell-5 and
cell-7; 3-1 paragraphs, 1-3 list items, key entries, contents entries, blocks of cells such as
tactile maps, page breaks) and :mod:`tek_access.braille.paginate` lays them out on pages of
``cells`` by ``lines`` (default 40 by 25): braille page number at the right end of the last
line with at least three blank cells before it, preliminary pages (title page, transcriber's
notes, contents) numbered p1, p2, ... before the body's 1, 2, ..., optional running head
centred on line 1 of every page after the first, words never split across lines, a heading
never left alone at the foot of a page. :func:`render` writes BRF bytes: Braille ASCII
0x20-0x5F, CR LF after every line, trailing spaces trimmed, a form feed after every page
unless turned off. Facts from ``/work/shared/design/braille.md``, "BRF format", and BANA
Braille Formats 2016 (sections 1.15 page numbers, 2 preliminary pages, 4 headings).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tek_access.braille.braille_ascii import is_brf, number
from tek_access.braille.translate import Translator, plain
from tek_access.braille.wrap import (  # noqa: F401 - the names this module has always offered
    CENTRE_MARGIN,
    LayoutError,
    centred_width,
    height,
    sample_words,
    units,
)

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

    def __post_init__(self) -> None:
        if not MIN_CELLS <= self.cells <= MAX_CELLS:
            raise ValueError(f"cells per line must be {MIN_CELLS} to {MAX_CELLS}, not {self.cells}")
        if not MIN_LINES <= self.lines <= MAX_LINES:
            raise ValueError(f"lines per page must be {MIN_LINES} to {MAX_LINES}, not {self.lines}")


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
        return self.label.startswith(PRELIMINARY_LETTER)


def page_label(index: int, preliminary: bool) -> str:
    """The braille page number of the ``index``-th (1-based) page of its kind: ``P#A`` for p1,
    ``#A`` for 1."""
    return (PRELIMINARY_LETTER if preliminary else "") + number(index)


class Document:
    """A braille document built from print text; ``pages()`` lays it out.

    ``translator`` turns print text into Braille ASCII; ``running_head`` (print text, or None)
    is centred on line 1 of every page after the first.
    """

    def __init__(self, translator: Translator, fmt: PageFormat | None = None,
                 running_head: str | None = None):
        self.translator = translator
        self.fmt = fmt or PageFormat()
        self.running_head = running_head
        self.elements: list[object] = []
        #: (print text, level, anchor key) of every heading, in order
        self.headings: list[tuple[str, int, str]] = []

    # building
    def heading(self, text: str, level: int = 1) -> None:
        """A heading: ``level`` 1 centred, 2 from cell 5, 3 from cell 7 (runover lines at the
        same indent). A blank line goes before levels 1 and 2 (not at the top of a page: line
        3 under a running head); none before a cell-7 heading (BANA Braille Formats 2016, 4.4-4.6).
        Every heading gets an anchor, for a full contents list. Raises ValueError for another level."""
        if level not in (1, 2, 3):
            raise ValueError(f"heading level must be 1, 2 or 3, not {level!r}")
        key = f"heading:{len(self.headings)}"
        self.headings.append((text, level, key))
        self.elements.append(Anchor(key))
        self.elements.append(Text(plain(text), self.translator.translate(text), "heading", level=level))

    def paragraph(self, text: str) -> None:
        """A paragraph: first line from cell 3, runover lines from cell 1 (3-1)."""
        self.elements.append(Text(plain(text), self.translator.translate(text), "paragraph"))

    def item(self, text: str, prefix: str = "", reads_as: str = "") -> None:
        """A list item: first line from cell 1, runover lines from cell 3 (1-3).

        ``prefix`` is Braille ASCII placed first as is, followed by a space (key symbols);
        ``reads_as`` the print it stands for (checked by back-translation).
        """
        if prefix and not is_brf(prefix):
            raise ValueError(f"prefix is not Braille ASCII: {prefix!r}")
        self.elements.append(Text(plain(text), self.translator.translate(text), "item", prefix, reads_as=reads_as))

    def block(self, lines: list[str] | tuple[str, ...], graphic: bool = True, source: str = "") -> None:
        """Lines of Braille ASCII kept together on one page, left-aligned; ``source`` the print
        of the words among them, if any."""
        for line in lines:
            if not is_brf(line):
                raise ValueError(f"block line is not Braille ASCII: {line!r}")
        self.elements.append(Block(tuple(lines), graphic, source))

    def blank(self) -> None:
        """One blank line."""
        self.elements.append(Blank())

    def page_break(self) -> None:
        """Continue on a new page."""
        self.elements.append(PageBreak())

    def body(self) -> None:
        """The body starts here, on a new page numbered 1; what came before is preliminary
        pages numbered p1, p2, ... (without this call every page is numbered 1, 2, ...)."""
        self.elements.append(BodyStart())

    def title_line(self, text: str) -> None:
        """A centred line of the title page (page 1, no running head), a blank line before it."""
        self.elements.append(Text(plain(text), self.translator.translate(text), "title"))

    def key_entry(self, text: str, sample: list[str] | tuple[str, ...]) -> None:
        """A key entry: ``sample`` lines of Braille ASCII (a texture or line style, at most 3 lines)
        set apart on lines of their own, then ``text`` after the words naming the sample's dots
        ("full cell, dots 1 to 6: the white flag face"), so that no sample reads as a word."""
        for line in sample:
            if not is_brf(line):
                raise ValueError(f"sample is not Braille ASCII: {line!r}")
        sample = tuple(sample)
        text = f"{sample_words(sample)}: {text}"
        self.elements.append(Text(plain(text), self.translator.translate(text), "key", sample[0], sample))

    def anchor(self, key: str) -> None:
        """Mark the page of what follows for :meth:`contents_entry`."""
        self.elements.append(Anchor(key))

    def contents_entry(self, text: str, key: str, level: int = 1) -> None:
        """A contents entry: ``text``, guide dots (dots 5), the braille page of anchor ``key``;
        entries of heading ``level`` 1 from cell 1, 2 from cell 3, 3 from cell 5, runover lines
        from cell 5, 5 and 7."""
        self.elements.append(Text(plain(text), self.translator.translate(text), "contents", target=key, level=level))

    # layout
    def pages(self) -> list[Page]:
        """Lay the elements out; raises LayoutError when a block or heading cannot fit a page.

        With contents entries the layout runs again until the page numbers they show are the
        pages their anchors landed on."""
        from tek_access.braille.paginate import Paginator

        anchors: dict[str, str] = {}
        for _ in range(5):
            layout = Paginator(self, anchors)
            pages = layout.run()
            if layout.anchors == anchors:
                return pages
            anchors = layout.anchors
        return pages

    def render(self) -> bytes:
        """The document as BRF bytes (see :func:`render`)."""
        return render(self.pages(), self.fmt)

    def body_headings(self) -> list[tuple[str, int, str]]:
        """(print text, level, anchor key) of the headings after :meth:`body`, for contents."""
        start = next((i for i, e in enumerate(self.elements) if isinstance(e, BodyStart)), 0)
        keys = {e.key for e in self.elements[start:] if isinstance(e, Anchor)}
        return [h for h in self.headings if h[2] in keys]


def render(pages: list[Page], fmt: PageFormat) -> bytes:
    """BRF bytes for ``pages``: CR LF after every line, a form feed after every page
    (the last included) unless ``fmt.form_feed`` is False."""
    out = []
    for page in pages:
        out.append("".join(line.rstrip(" ") + "\r\n" for line in page.lines))
        if fmt.form_feed:
            out.append("\f")
    return "".join(out).encode("ascii")


