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

import functools
import re

from tek_access.braille.braille_ascii import french_numbers, is_brf
from tek_access.braille.elements import (  # noqa: F401 - the names this module has always offered
    MAX_CELLS,
    MAX_LINES,
    MIN_CELLS,
    MIN_LINES,
    PAGE_NUMBER_GAP,
    PRELIMINARY_LETTER,
    Anchor,
    Blank,
    Block,
    BodyStart,
    Page,
    PageBreak,
    PageFormat,
    Text,
    page_label,
)
from tek_access.braille.paginate import Paginator
from tek_access.braille.translate import CODE_MARK, Translator, braille_print, plain
from tek_access.braille.wrap import (  # noqa: F401 - the names this module has always offered
    CENTRE_MARGIN,
    LayoutError,
    centred_width,
    height,
    sample_words,
    units,
)


@functools.lru_cache(maxsize=8)
def _names_pattern(names: tuple[str, ...]) -> re.Pattern[str]:
    """Whole words of ``names``, the longest first."""
    return re.compile(r"\b(?:" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")\b")


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
        #: proper names kept in grade 1 (French: the abrégé leaves names uncontracted), marked as code
        self.integral: tuple[str, ...] = ()
        #: (print text, level, anchor key) of every heading, in order
        self.headings: list[tuple[str, int, str]] = []

    def source(self, text: str) -> str:
        """The print a reader gets back from ``text``: without code marks, as the document's
        braille language takes print (:func:`~tek_access.braille.translate.braille_print`)."""
        return braille_print(plain(text), getattr(self.translator, "lang", "en"))

    def braille(self, text: str) -> str:
        """``text`` in Braille ASCII: in a French document the names of :attr:`integral` first
        marked as code, so that they are written in intégral (each word after dots 56)."""
        if self.integral and getattr(self.translator, "lang", "en") != "en" and CODE_MARK not in text:
            text = _names_pattern(self.integral).sub(lambda m: CODE_MARK + m.group(0) + CODE_MARK, text)
        return self.translator.translate(text)

    def cells(self, brf: str) -> str:
        """Cells drawn for UEB (a map's labels ``#C``) as this document's braille writes them:
        in French the numbers as French braille does (``,%``), the same width."""
        return french_numbers(brf) if self.fmt.numbers.startswith("fr") else brf

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
        self.elements.append(Text(self.source(text), self.braille(text), "heading", level=level))
        if level == 1 and self.fmt.numbers.startswith("fr"):  # CBFU, part 3: a blank line after a centred title too
            self.elements.append(Blank())

    def paragraph(self, text: str) -> None:
        """A paragraph: first line from cell 3, runover lines from cell 1 (3-1)."""
        self.elements.append(Text(self.source(text), self.braille(text), "paragraph"))

    def item(self, text: str, prefix: str = "", reads_as: str = "") -> None:
        """A list item: first line from cell 1, runover lines from cell 3 (1-3).

        ``prefix`` is Braille ASCII placed first as is, followed by a space (key symbols);
        ``reads_as`` the print it stands for (checked by back-translation).
        """
        if prefix and not is_brf(prefix):
            raise ValueError(f"prefix is not Braille ASCII: {prefix!r}")
        prefix = self.cells(prefix)
        self.elements.append(Text(self.source(text), self.braille(text), "item", prefix,
                                  reads_as=reads_as))

    def block(self, lines: list[str] | tuple[str, ...], graphic: bool = True, source: str = "") -> None:
        """Lines of Braille ASCII kept together on one page, left-aligned; ``source`` the print
        of the words among them, if any."""
        for line in lines:
            if not is_brf(line):
                raise ValueError(f"block line is not Braille ASCII: {line!r}")
        self.elements.append(Block(tuple(self.cells(line) for line in lines), graphic, source))

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
        self.elements.append(Text(self.source(text), self.braille(text), "title"))

    def key_entry(self, text: str, sample: list[str] | tuple[str, ...]) -> None:
        """A key entry: ``sample`` lines of Braille ASCII (a texture or line style, at most 3 lines)
        set apart on lines of their own, then ``text`` after the words naming the sample's dots
        ("full cell, dots 1 to 6: the white flag face"), so that no sample reads as a word."""
        for line in sample:
            if not is_brf(line):
                raise ValueError(f"sample is not Braille ASCII: {line!r}")
        sample = tuple(sample)
        text = f"{sample_words(sample, getattr(self.translator, 'lang', 'en'))}: {text}"
        self.elements.append(Text(self.source(text), self.braille(text), "key", sample[0], sample))

    def anchor(self, key: str) -> None:
        """Mark the page of what follows for :meth:`contents_entry`."""
        self.elements.append(Anchor(key))

    def contents_entry(self, text: str, key: str, level: int = 1) -> None:
        """A contents entry: ``text``, guide dots (dots 5), the braille page of anchor ``key``;
        entries of heading ``level`` 1 from cell 1, 2 from cell 3, 3 from cell 5, runover lines
        from cell 5, 5 and 7."""
        self.elements.append(Text(self.source(text), self.braille(text), "contents", target=key,
                                  level=level))

    # layout
    def pages(self) -> list[Page]:
        """Lay the elements out; raises LayoutError when a block or heading cannot fit a page.

        With contents entries the layout runs again until the page numbers they show are the
        pages their anchors landed on."""
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


