"""Pagination: lays a :class:`~tek_access.braille.layout.Document`'s elements out on pages.

One pass of :class:`Paginator` places every element: the title page's centred lines (a blank
line between them where the page has room), headings by level (centred with CENTRE_MARGIN blank
cells each end, cell-5, cell-7; a blank line before the first two kinds, line 3 under a running
head), 3-1 paragraphs, 1-3 items, key entries under their samples, contents entries with guide
dots and the braille page of their anchor, blocks kept whole on one page. A heading is kept with
what follows it; a two-line text is not split at the foot of a page. Pages before the body are
numbered p1, p2, ... and the body from 1 (BANA Braille Formats 2016, 1.15, 2, 4).
"""
from __future__ import annotations

from tek_access.braille.braille_ascii import number
from tek_access.braille.elements import (
    PAGE_NUMBER_GAP,
    Anchor,
    Blank,
    Block,
    BodyStart,
    Laid,
    Page,
    PageBreak,
    Text,
    page_label,
)
from tek_access.braille.wrap import (
    LayoutError,
    centre,
    centred_width,
    french_units,
    heading_lines,
    key_lines,
    take_line,
    units,
    wrap,
)
from tek_access.core.messages import CORE

#: First-line and runover indents (blank cells) of the text styles.
INDENTS = {"paragraph": (2, 0), "item": (0, 2)}
#: Contents entries by the level of the heading they list: (first line, runover lines).
CONTENTS_INDENTS = {1: (0, 4), 2: (2, 4), 3: (4, 6)}


class Paginator:
    """One layout pass over ``doc``; ``known`` maps anchor keys to the page labels the previous
    pass found (for contents entries); after :meth:`run`, ``anchors`` holds this pass's."""

    def __init__(self, doc: Laid, known: dict[str, str] | None = None):
        self.doc = doc
        self.fmt = doc.fmt
        self.pages: list[Page] = []
        self.page: Page = Page(0, [])
        self.row = 0  # next free line on the current page
        self.known = known or {}
        self.anchors: dict[str, str] = {}
        self.pending: list[str] = []
        self.elements: list[object] = list(doc.elements)
        self.in_body = not any(isinstance(e, BodyStart) for e in self.elements)
        self.count = 0  # pages of the current kind (preliminary or body) so far
        self.head_brf = doc.translator.translate(doc.running_head) if doc.running_head else ""
        if len(self.head_brf) > centred_width(self.fmt.cells):
            raise LayoutError(CORE("brf-layout-head-wide", head=repr(doc.running_head),
                                   cells=centred_width(self.fmt.cells)))
        self.title_gap = self._title_gap()

    # page geometry
    def width(self, row: int, page: Page | None = None) -> int:
        page = page or self.page
        if row == self.fmt.lines - 1:
            return self.fmt.cells - len(page.label) - PAGE_NUMBER_GAP
        return self.fmt.cells

    def has_head(self, index: int) -> bool:
        return bool(self.head_brf) and index > 1

    def first_row(self, index: int) -> int:
        return 1 if self.has_head(index) else 0

    def new_page(self) -> None:
        if self.page.number:
            self._finish()
        index = len(self.pages) + 1
        self.count += 1
        self.page = Page(index, [""] * self.fmt.lines, label=page_label(self.count, not self.in_body, self.fmt.numbers))
        if self.has_head(index):
            self.page.lines[0] = centre(self.head_brf, self.fmt.cells)
        self.row = self.first_row(index)

    def _finish(self) -> None:
        page = self.page
        last = self.fmt.lines - 1
        text = page.lines[last].rstrip(" ")
        page.lines[last] = text + " " * (self.fmt.cells - len(text) - len(page.label)) + page.label
        self.pages.append(page)

    def empty(self) -> bool:
        return self.row == self.first_row(self.page.number)

    def remaining(self) -> int:
        return self.fmt.lines - self.row

    def _mark(self) -> None:
        """The element being placed starts on this page: give it the pending anchors."""
        for key in self.pending:
            self.anchors[key] = self.page.label
        self.pending.clear()

    def _title_gap(self) -> int:
        """Blank lines between the title page's lines: 1 when they all fit so, else 0."""
        titles = [e for e in self.elements if isinstance(e, Text) and e.style == "title"]
        if not titles:
            return 1
        room = self.fmt.lines - 1 - self.first_row(1)
        lines = sum(len(heading_lines(t.brf, 0, self.fmt.cells)) for t in titles)
        if lines + len(titles) - 1 <= room:
            return 1
        if lines <= room:
            return 0
        raise LayoutError(CORE("brf-layout-title-page", need=lines, lines=self.fmt.lines, room=room))

    # elements
    def run(self) -> list[Page]:
        self.new_page()
        for index, element in enumerate(self.elements):
            if isinstance(element, PageBreak):
                if not self.empty():
                    self.new_page()
            elif isinstance(element, BodyStart):
                self.in_body = True
                self.count = 0
                self.new_page()
            elif isinstance(element, Anchor):
                self.pending.append(element.key)
            elif isinstance(element, Blank):
                if not self.empty() and self.remaining() > 0:
                    self.row += 1
            elif isinstance(element, Block):
                self.place_block(element)
            elif isinstance(element, Text) and element.style == "title":
                self.place_title(element)
            elif isinstance(element, Text) and element.style == "heading":
                self.place_heading(element, index)
            elif isinstance(element, Text) and element.style == "key":
                self.place_key(element)
            elif isinstance(element, Text) and element.style == "contents":
                self.place_contents(element)
            elif isinstance(element, Text):
                self.place_text(element)
        self._finish()
        return self.pages

    def _words(self, element: Text) -> list[str]:
        """The element's words grouped to stay on one line (:func:`units`); in French a number
        first kept with the word it counts or names (:func:`french_units`)."""
        words = element.brf.split()
        return units(french_units(words) if self.fmt.numbers.startswith("fr") else words, True)

    def _text_lines(self, element: Text, start_row: int) -> list[str]:
        words = self._words(element)
        first, runover = INDENTS.get(element.style, (0, 2))
        if element.prefix:
            words = [element.prefix] + words

        def widths(i: int) -> int:
            return self.width(start_row + i) if start_row + i < self.fmt.lines else self.fmt.cells

        return wrap(words, widths, first, runover)

    def _heading_start(self, level: int) -> int:
        """Where a heading starts: after a blank line for levels 1 and 2 (line 3 under a running
        head, line 1 of a page without one); right on the next line for a cell-7 heading."""
        if self.empty():
            return self.row + (1 if self.has_head(self.page.number) else 0)
        return self.row + (0 if level == 3 else 1)

    def _key_lines(self, element: Text) -> list[str]:
        """The sample set apart on lines of its own, then its text (:func:`wrap.key_lines`)."""
        return key_lines(element.sample, element.brf, self.fmt.cells)

    def _fits_at(self, element: object, start_row: int) -> bool:
        """Whether ``element`` can start at ``start_row`` of the current page without being
        split (a block, a key entry) or left with one line alone (text)."""
        if isinstance(element, Block):
            return start_row + len(element.lines) <= self.fmt.lines and all(
                len(line.rstrip(" ")) <= self.width(start_row + i) for i, line in enumerate(element.lines)
            )
        if isinstance(element, Text):
            if element.style == "key":
                return self._fits_at(Block(tuple(self._key_lines(element))), start_row)
            if start_row >= self.fmt.lines - (1 if element.style == "contents" else 0):
                return False
            needed = min(2, len(self._text_lines(element, start_row)))
            return start_row + needed <= self.fmt.lines
        return True

    def _fits_chain(self, index: int, row: int) -> bool:
        """Whether element ``index`` and whatever must stay with it (a heading keeps the next
        element, a blank line the one after it) fit from ``row`` of the current page."""
        if index >= len(self.elements):
            return True
        element = self.elements[index]
        if isinstance(element, (PageBreak, BodyStart)):
            return True
        if isinstance(element, Anchor):
            return self._fits_chain(index + 1, row)
        if isinstance(element, Blank):
            return self._fits_chain(index + 1, row + 1)
        if isinstance(element, Text) and element.style == "heading":
            end = row + (0 if element.level == 3 else 1) + len(heading_lines(element.brf, element.level,
                                                                               self.fmt.cells))
            return end <= self.fmt.lines - 1 and self._fits_chain(index + 1, end)
        return self._fits_at(element, row)

    def place_title(self, element: Text) -> None:
        lines = heading_lines(element.brf, 0, self.fmt.cells)
        start = self.row + (self.title_gap if not self.empty() else 0)
        if start + len(lines) > self.fmt.lines - 1:
            raise LayoutError(CORE("brf-layout-title-line", line=repr(element.source)))
        self._put(lines, start)
        self.page.sources.append(element.source)

    def _put(self, lines: list[str], start: int) -> None:
        self._mark()
        for i, line in enumerate(lines):
            self.page.lines[start + i] = line
        self.row = start + len(lines)

    def place_heading(self, element: Text, index: int) -> None:
        lines = heading_lines(element.brf, element.level, self.fmt.cells)
        for attempt in range(2):
            start = self._heading_start(element.level)
            end = start + len(lines)
            if end <= self.fmt.lines - 1 and self._fits_chain(index + 1, end):
                self.page.headings.append((start, element.level, element.source))
                self._put(lines, start)
                self.page.sources.append(element.source)
                return
            if attempt == 0 and not self.empty():
                self.new_page()
                continue
            break
        raise LayoutError(CORE("brf-layout-heading", heading=repr(element.source), cells=self.fmt.cells,
                               lines=self.fmt.lines))

    def place_key(self, element: Text) -> None:
        block = Block(tuple(self._key_lines(element)), graphic=False)
        if not self._fits_at(block, self.row) and not self.empty():
            self.new_page()
        if not self._fits_at(block, self.row):
            raise LayoutError(CORE("brf-layout-key", entry=repr(element.source), cells=self.fmt.cells,
                                   lines=self.fmt.lines))
        self._put(list(block.lines), self.row)
        self.page.sources.append(element.source)

    def place_contents(self, element: Text) -> None:
        label = self.known.get(element.target, number(1, self.fmt.numbers))
        first, runover = CONTENTS_INDENTS[element.level]
        room = self.fmt.cells - len(label) - 4  # a space, two guide dots at least, a space
        lines = wrap(units(element.brf.split()), lambda i: room, first, runover)
        if self.row + len(lines) > self.fmt.lines - 1:
            self.new_page()
        last = lines[-1]
        lines[-1] = last + " " + '"' * (self.fmt.cells - len(last) - len(label) - 2) + " " + label
        self._put(lines, self.row)
        self.page.sources.append(element.source)

    def place_text(self, element: Text) -> None:
        if self.remaining() <= 0:
            self.new_page()
        # keep a two-line text together rather than leave one line at the foot of the page
        if self.remaining() == 1 and not self.empty():
            if len(self._text_lines(element, self.row)) == 2:
                self.new_page()
        first, runover = INDENTS.get(element.style, (0, 2))
        rest = ([element.prefix] if element.prefix else []) + self._words(element)
        self.page.sources.append(element.source)
        self._mark()
        indent = first
        while True:
            if self.remaining() <= 0:
                self.new_page()
                self.page.sources.append(element.source)
            line, rest = take_line(rest, indent, self.width(self.row))
            self.page.lines[self.row] = line
            self.row += 1
            indent = runover
            if not rest:
                return

    def place_block(self, element: Block) -> None:
        for attempt in range(2):
            if self._fits_at(element, self.row):
                self._put(list(element.lines), self.row)
                self.page.graphic = self.page.graphic or element.graphic
                if element.source:
                    self.page.sources.append(element.source)
                return
            if attempt == 0 and not self.empty():
                self.new_page()
                continue
            break
        wide = max(map(len, element.lines), default=0)
        raise LayoutError(CORE("brf-layout-block", high=len(element.lines), wide=wide, cells=self.fmt.cells,
                               lines=self.fmt.lines))
