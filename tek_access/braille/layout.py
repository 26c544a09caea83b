"""Braille page layout and the BRF writer: the project's own job, since liblouis does no pagination.

A :class:`Document` collects translated elements (centred headings, 3-1 paragraphs, 1-3 list
items, blocks of cells such as tactile maps, page breaks) and lays them out on pages of
``cells`` by ``lines`` (default 40 by 25): braille page number at the right end of the last
line with at least three blank cells before it, optional running head centred on line 1 of
every page after the first, words never split across lines, a heading never left alone at
the foot of a page. :func:`render` writes BRF bytes: Braille ASCII 0x20-0x5F, CR LF after
every line, trailing spaces trimmed, a form feed after every page unless turned off.
Facts from ``/work/shared/design/braille.md``, "BRF format".
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tek_access.braille.braille_ascii import is_brf, number
from tek_access.braille.translate import Translator

#: Blank cells required between text and the page number on the last line.
PAGE_NUMBER_GAP = 3
#: Smallest page accepted: narrower or shorter pages cannot hold the sheets' tables and maps.
MIN_CELLS, MAX_CELLS = 24, 100
MIN_LINES, MAX_LINES = 18, 100


class LayoutError(ValueError):
    """The content cannot be laid out on the chosen page size (str() says what and the size)."""


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
    """Translated text: ``style`` "heading" (centred), "paragraph" (3-1) or "item" (1-3).

    ``prefix`` is Braille ASCII put before the text unchanged (a key symbol), not translated.
    """

    source: str
    brf: str
    style: str
    prefix: str = ""
    #: key entries ("key" style): lines of a sample (a texture, a line style) the text hangs beside
    sample: tuple[str, ...] = ()
    #: contents entries ("contents" style): the anchor whose braille page number ends the entry
    target: str = ""


@dataclass(frozen=True)
class Block:
    """Lines of cells kept together on one page (a tactile map, a strip of codes).

    ``graphic`` marks a drawing rather than text (the round-trip test skips graphic pages).
    """

    lines: tuple[str, ...]
    graphic: bool = True


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


@dataclass
class Page:
    """One laid-out page: ``lines`` exactly ``PageFormat.lines`` long, its braille ``number``
    (1-based), whether it holds a graphic, and the print ``sources`` of the text on it."""

    number: int
    lines: list[str]
    graphic: bool = False
    sources: list[str] = field(default_factory=list)


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

    # building
    def heading(self, text: str) -> None:
        """A centred heading with a blank line before it (not at the top of a page)."""
        self.elements.append(Text(text, self.translator.translate(text), "heading"))

    def paragraph(self, text: str) -> None:
        """A paragraph: first line from cell 3, runover lines from cell 1 (3-1)."""
        self.elements.append(Text(text, self.translator.translate(text), "paragraph"))

    def item(self, text: str, prefix: str = "") -> None:
        """A list item: first line from cell 1, runover lines from cell 3 (1-3).

        ``prefix`` is Braille ASCII placed first as is, followed by a space (key symbols).
        """
        if prefix and not is_brf(prefix):
            raise ValueError(f"prefix is not Braille ASCII: {prefix!r}")
        self.elements.append(Text(text, self.translator.translate(text), "item", prefix))

    def block(self, lines: list[str] | tuple[str, ...], graphic: bool = True) -> None:
        """Lines of Braille ASCII kept together on one page, left-aligned."""
        for line in lines:
            if not is_brf(line):
                raise ValueError(f"block line is not Braille ASCII: {line!r}")
        self.elements.append(Block(tuple(lines), graphic))

    def blank(self) -> None:
        """One blank line."""
        self.elements.append(Blank())

    def page_break(self) -> None:
        """Continue on a new page."""
        self.elements.append(PageBreak())

    def title_line(self, text: str) -> None:
        """A centred line of the title page (page 1, no running head), a blank line before it."""
        self.elements.append(Text(text, self.translator.translate(text), "title"))

    def key_entry(self, text: str, sample: list[str] | tuple[str, ...]) -> None:
        """A key entry: ``sample`` lines of Braille ASCII (a texture or line style, at most 3 lines)
        with the text hanging beside it, two blank cells apart."""
        for line in sample:
            if not is_brf(line):
                raise ValueError(f"sample is not Braille ASCII: {line!r}")
        sample = tuple(sample)
        self.elements.append(Text(text, self.translator.translate(text), "key", sample[0], sample))

    def anchor(self, key: str) -> None:
        """Mark the page of what follows for :meth:`contents_entry`."""
        self.elements.append(Anchor(key))

    def contents_entry(self, text: str, key: str) -> None:
        """A contents entry: ``text`` (1-3), guide dots (dots 5), the braille page of anchor ``key``."""
        self.elements.append(Text(text, self.translator.translate(text), "contents", target=key))

    # layout
    def pages(self) -> list[Page]:
        """Lay the elements out; raises LayoutError when a block or heading cannot fit a page.

        With contents entries the layout runs again until the page numbers they show are the
        pages their anchors landed on."""
        anchors: dict[str, int] = {}
        for _ in range(5):
            layout = _Layout(self, anchors)
            pages = layout.run()
            if layout.anchors == anchors:
                return pages
            anchors = layout.anchors
        return pages

    def render(self) -> bytes:
        """The document as BRF bytes (see :func:`render`)."""
        return render(self.pages(), self.fmt)


def render(pages: list[Page], fmt: PageFormat) -> bytes:
    """BRF bytes for ``pages``: CR LF after every line, a form feed after every page
    (the last included) unless ``fmt.form_feed`` is False."""
    out = []
    for page in pages:
        out.append("".join(line.rstrip(" ") + "\r\n" for line in page.lines))
        if fmt.form_feed:
            out.append("\f")
    return "".join(out).encode("ascii")


#: Braille ASCII cells that end a word as punctuation (comma, semicolon, colon, period, !, ?, quote).
_CLOSING = tuple("1234680")


def _bare_number(word: str) -> bool:
    return word.startswith("#") and not word.endswith(_CLOSING)


def units(words: list[str]) -> list[str]:
    """Group words that should stay on one line: a label and the number after it
    (",LEVEL #C" stays together), unless the label ends in punctuation ("#B1 #C"), and a
    number and the name after it ("#D ,A%FALL": a region number with its name)."""
    out: list[str] = []
    for word in words:
        if out and word.startswith("#") and not out[-1].endswith(_CLOSING) and " " not in out[-1]:
            out[-1] = out[-1] + " " + word
        elif out and word.startswith(",") and _bare_number(out[-1].rsplit(" ", 1)[-1]) \
                and out[-1].count(" ") < 2:
            out[-1] = out[-1] + " " + word
        else:
            out.append(word)
    return out


def _take_line(words: list[str], indent: int, width: int) -> tuple[str, list[str]]:
    """Fill one line of ``width`` cells from ``words`` after ``indent`` blank cells.

    Returns the line and the words left. Words are never split, except a word longer than a
    whole line, which is cut with a hyphen (possible only on very narrow pages).
    """
    line = " " * indent
    taken = 0
    for word in words:
        candidate = line + word if taken == 0 else line + " " + word
        if len(candidate) > width:
            break
        line, taken = candidate, taken + 1
    if taken == 0 and words and " " in words[0]:
        # a label and its number do not fit together on an empty line: let them part
        return _take_line(words[0].split(" ") + words[1:], indent, width)
    if taken == 0 and words:
        room = width - indent - 1
        if room < 1:
            raise LayoutError(f"a line of {width} cells is too narrow")
        return line + words[0][:room] + "-", [words[0][room:]] + words[1:]
    return line, words[taken:]


#: Blank cells kept at each end of a centred line, so that it never reads as flush-left text
#: (BANA Braille Formats 2016, 4.4: centred headings, a centred line is at most cells - 6).
CENTRE_MARGIN = 3


def centred_width(cells: int) -> int:
    """Most cells a centred line may hold on lines of ``cells`` cells (34 of 40)."""
    return cells - 2 * CENTRE_MARGIN


def height(brf: str, cells: int) -> int:
    """Lines a centred heading of Braille ASCII ``brf`` takes on lines of ``cells`` cells."""
    return len(_wrap(units(brf.split()), lambda i: centred_width(cells), 0, 0))


def _wrap(words: list[str], widths, first_indent: int, runover_indent: int) -> list[str]:
    """Greedy word wrap; ``widths(i)`` is the usable width of output line ``i``."""
    lines: list[str] = []
    rest = list(words)
    while rest or not lines:
        indent = first_indent if not lines else runover_indent
        line, rest = _take_line(rest, indent, widths(len(lines)))
        lines.append(line)
    return lines


class _Layout:
    def __init__(self, doc: Document, known: dict[str, int] | None = None):
        self.doc = doc
        self.fmt = doc.fmt
        self.pages: list[Page] = []
        self.page: Page | None = None
        self.row = 0  # next free line on the current page
        self.known = known or {}  # anchor pages from the previous run (contents entries)
        self.anchors: dict[str, int] = {}  # anchor pages found in this run
        self.pending: list[str] = []
        self.head_brf = doc.translator.translate(doc.running_head) if doc.running_head else ""
        if len(self.head_brf) > centred_width(self.fmt.cells):
            raise LayoutError(f"running head {doc.running_head!r} is wider than "
                              f"{centred_width(self.fmt.cells)} cells")

    # page geometry
    def _number(self, page_no: int) -> str:
        return number(page_no)

    def width(self, row: int, page_no: int | None = None) -> int:
        page_no = page_no if page_no is not None else self.page.number
        if row == self.fmt.lines - 1:
            return self.fmt.cells - len(self._number(page_no)) - PAGE_NUMBER_GAP
        return self.fmt.cells

    def has_head(self, page_no: int) -> bool:
        return bool(self.head_brf) and page_no > 1

    def first_row(self, page_no: int) -> int:
        return 1 if self.has_head(page_no) else 0

    def new_page(self) -> None:
        if self.page is not None:
            self._finish()
        number_ = len(self.pages) + 1
        self.page = Page(number_, [""] * self.fmt.lines)
        if self.has_head(number_):
            self.page.lines[0] = self._centre(self.head_brf, self.fmt.cells)
        self.row = self.first_row(number_)

    def _finish(self) -> None:
        page = self.page
        last = self.fmt.lines - 1
        label = self._number(page.number)
        text = page.lines[last].rstrip(" ")
        page.lines[last] = text + " " * (self.fmt.cells - len(text) - len(label)) + label
        self.pages.append(page)
        self.page = None

    def empty(self) -> bool:
        return self.row == self.first_row(self.page.number)

    def remaining(self) -> int:
        return self.fmt.lines - self.row

    @staticmethod
    def _centre(brf: str, width: int) -> str:
        return " " * max(0, (width - len(brf)) // 2) + brf

    def _mark(self) -> None:
        """The element being placed starts on this page: give it the pending anchors."""
        for key in self.pending:
            self.anchors[key] = self.page.number
        self.pending.clear()

    # elements
    def run(self) -> list[Page]:
        self.new_page()
        self.elements = elements = self.doc.elements
        for index, element in enumerate(elements):
            if isinstance(element, PageBreak):
                if not self.empty():
                    self.new_page()
            elif isinstance(element, Anchor):
                self.pending.append(element.key)
            elif isinstance(element, Blank):
                if not self.empty() and self.remaining() > 0:
                    self.row += 1
            elif isinstance(element, Block):
                self.place_block(element, index)
            elif element.style in ("heading", "title"):
                self.place_heading(element, index)
            elif element.style == "key":
                self.place_key(element)
            elif element.style == "contents":
                self.place_contents(element)
            else:
                self.place_text(element)
        self._finish()
        return self.pages

    def _text_lines(self, element: Text, start_row: int, page_no: int) -> list[str]:
        words = units(element.brf.split())
        first, runover = (2, 0) if element.style == "paragraph" else (0, 2)
        if element.prefix:
            words = [element.prefix] + words

        def widths(i: int) -> int:
            return self.width(start_row + i, page_no) if start_row + i < self.fmt.lines else self.fmt.cells

        return _wrap(words, widths, first, runover)

    def _heading_start(self) -> int:
        """Where a heading starts: after a blank line, so line 3 under a running head
        (BANA Braille Formats 2016, 4.4.2), line 1 of a page without one."""
        if self.empty():
            return self.row + (1 if self.has_head(self.page.number) else 0)
        return self.row + 1

    def _heading_lines(self, element: Text) -> list[str]:
        return _wrap(units(element.brf.split()), lambda i: centred_width(self.fmt.cells), 0, 0)

    def _key_lines(self, element: Text) -> list[str]:
        """The sample with the text beside it, two blank cells apart; text below the sample
        runs over from cell 3 (as a 1-3 list item)."""
        gap = max(len(line) for line in element.sample) + 2
        height_ = len(element.sample)
        cells = self.fmt.cells
        text = _wrap(units(element.brf.split()), lambda i: cells - gap if i < height_ else cells, 0, 0)
        out = []
        for i in range(max(len(text), height_)):
            if i < height_:
                right = text[i] if i < len(text) else ""
                out.append((element.sample[i].ljust(gap) + right).rstrip(" "))
            else:
                out.append("")
        if len(text) > height_:  # wrap what is left again with the runover indent
            rest = " ".join(text[height_:]).split()
            out = out[:height_] + _wrap(rest, lambda i: cells, 2, 2)
        return out

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
            needed = min(2, len(self._text_lines(element, start_row, self.page.number)))
            return start_row + needed <= self.fmt.lines
        return True

    def _fits_chain(self, index: int, row: int) -> bool:
        """Whether element ``index`` and whatever must stay with it (a heading keeps the next
        element, a blank line the one after it) fit from ``row`` of the current page."""
        elements = self.elements
        if index >= len(elements):
            return True
        element = elements[index]
        if isinstance(element, PageBreak):
            return True
        if isinstance(element, Anchor):
            return self._fits_chain(index + 1, row)
        if isinstance(element, Blank):
            return self._fits_chain(index + 1, row + 1)
        if isinstance(element, Text) and element.style == "heading":
            end = row + 1 + len(self._heading_lines(element))
            return end <= self.fmt.lines - 1 and self._fits_chain(index + 1, end)
        return self._fits_at(element, row)

    def place_heading(self, element: Text, index: int) -> None:
        keep = element.style == "heading"
        for attempt in range(2):
            start = self._heading_start()
            lines = self._heading_lines(element)
            end = start + len(lines)
            if end <= self.fmt.lines - 1 and (not keep or self._fits_chain(index + 1, end)):
                self._mark()
                for i, line in enumerate(lines):
                    self.page.lines[start + i] = self._centre(line, self.fmt.cells)
                self.row = end
                self.page.sources.append(element.source)
                return
            if attempt == 0 and not self.empty():
                self.new_page()
                continue
            break
        raise LayoutError(
            f"heading {element.source!r} and what follows it do not fit a page of "
            f"{self.fmt.cells} cells by {self.fmt.lines} lines"
        )

    def place_key(self, element: Text) -> None:
        block = Block(tuple(self._key_lines(element)), graphic=False)
        if not self._fits_at(block, self.row) and not self.empty():
            self.new_page()
        if not self._fits_at(block, self.row):
            raise LayoutError(f"key entry {element.source!r} does not fit a page of "
                              f"{self.fmt.cells} cells by {self.fmt.lines} lines")
        self._mark()
        for line in block.lines:
            self.page.lines[self.row] = line
            self.row += 1
        self.page.sources.append(element.source)

    def place_contents(self, element: Text) -> None:
        label = number(self.known.get(element.target, 1))
        room = self.fmt.cells - len(label) - 4  # a space, two guide dots at least, a space
        lines = _wrap(units(element.brf.split()), lambda i: room, 0, 2)
        if self.row + len(lines) > self.fmt.lines - 1:
            self.new_page()
        self._mark()
        last = lines[-1]
        lines[-1] = last + " " + '"' * (self.fmt.cells - len(last) - len(label) - 2) + " " + label
        for line in lines:
            self.page.lines[self.row] = line
            self.row += 1
        self.page.sources.append(element.source)

    def place_text(self, element: Text) -> None:
        if self.remaining() <= 0:
            self.new_page()
        # keep a two-line text together rather than leave one line at the foot of the page
        if self.remaining() == 1 and not self.empty():
            if len(self._text_lines(element, self.row, self.page.number)) == 2:
                self.new_page()
        first, runover = (2, 0) if element.style == "paragraph" else (0, 2)
        rest = ([element.prefix] if element.prefix else []) + units(element.brf.split())
        self.page.sources.append(element.source)
        self._mark()
        indent = first
        while True:
            if self.remaining() <= 0:
                self.new_page()
                self.page.sources.append(element.source)
            line, rest = _take_line(rest, indent, self.width(self.row))
            self.page.lines[self.row] = line
            self.row += 1
            indent = runover
            if not rest:
                return

    def place_block(self, element: Block, index: int) -> None:
        for attempt in range(2):
            if self._fits_at(element, self.row):
                self._mark()
                for line in element.lines:
                    self.page.lines[self.row] = line
                    self.row += 1
                self.page.graphic = self.page.graphic or element.graphic
                return
            if attempt == 0 and not self.empty():
                self.new_page()
                continue
            break
        raise LayoutError(
            f"a block of {len(element.lines)} lines by {max(map(len, element.lines), default=0)} "
            f"cells does not fit a page of {self.fmt.cells} cells by {self.fmt.lines} lines"
        )
