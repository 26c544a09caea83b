"""Check a BRF file the way an embosser will read it.

Rules from ``/work/shared/design/braille.md``, "BRF format": only Braille ASCII (0x20-0x5F)
plus CR, LF and form feed; every line ends in CR LF; no trailing spaces; no line longer than
the cell count; no page longer than the line count; a form feed after every page (unless the
file was written without them, when every page is exactly the line count); the braille page
number at the right end of the last line of each page with at least three blank cells before
it: preliminary pages ``P#A``, ``P#B``, ... (p1, p2) first, if any, then the body ``#A``, ``#B``, ...

:func:`check_formats` checks the layout as a transcriber would (BANA Braille Formats 2016):
a title page first, centred lines with at least three blank cells at each end, a blank line
before every centred heading (so line 3 under a running head), no heading left alone at the
foot of a page, numbers kept with their labels and names, a contents list in a file of more
than 10 pages. :func:`check` runs both.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from tek_access.braille.elements import is_preliminary
from tek_access.braille.layout import page_label
from tek_access.braille.wrap import splits_number

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
    for page_no, (page, label) in enumerate(zip(pages, page_labels(pages)), start=1):
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
            before = last[: len(last) - len(label)]
            if not last.endswith(label) or len(last) != cells:
                problems.append(f"page {page_no}: page number {label} is not at the right end of the last line")
            elif before and before[-3:] != "   ":
                problems.append(f"page {page_no}: fewer than three blank cells before the page number")
    return problems


def numbering(pages: list[list[str]]) -> str:
    """How the file writes its page numbers, read from its first page: "fr2" (French abrégé,
    ``;P,*``), "fr" (French, ``,*``) or "en" (UEB, ``#A``)."""
    last = pages[0][-1].replace("\f", "") if pages and pages[0] else ""
    for numbers in ("fr2", "fr"):
        if last.endswith((page_label(1, True, numbers), " " + page_label(1, False, numbers))):
            return numbers
    return "en"


def page_labels(pages: list[list[str]]) -> list[str]:
    """The braille page number each page should carry: p-pages (``P#A``, ...) as long as the
    pages end in one, then the body from ``#A`` (in a French file ``P,*`` and ``,*``)."""
    labels: list[str] = []
    numbers = numbering(pages)
    preliminary, count = True, 0
    for page in pages:
        last = page[-1].replace("\f", "") if page else ""
        if preliminary and not last.endswith(page_label(count + 1, True, numbers)):
            preliminary, count = False, 0
        count += 1
        labels.append(page_label(count, preliminary, numbers))
    return labels


#: Contents headings in grade 2 and grade 1.
CONTENTS_HEADINGS = (",3T5TS", ",CONTENTS", ".T^ DS MATI!R:", ".TABLE DES MATI!RES")
#: Transcriber's notes headings in grade 2 and grade 1 (English, then French: "Notes du transcripteur").
NOTES_HEADINGS = {",TRANSCRIB]'S NOTES", ",TRANSCRIBER'S NOTES", ".NOT: 8 03IPT.", ".NOTES DU TRANSCRIPTEUR"}
#: A braille page number, UEB or French, at the end of a line.
PAGE_NUMBER = r"(?:;?P)?(?:#[A-J]+|,[*<%?:$\]\\\[#]+)"
#: A file longer than this many pages needs a contents list (BANA Braille Formats 2016, 2.10).
CONTENTS_AFTER = 10
_CLOSING = tuple("1234680")
_NUMBER = re.compile(r"^#[A-J]+$")


def _centred(line: str) -> bool:
    """A centred line: starts with three blanks or more and has no gap of three blanks inside
    (strips, maps and tables have such gaps, text never does)."""
    body = line.strip(" ")
    return line.startswith("   ") and bool(body) and "   " not in body


#: Heading kinds by the cell their lines start in (BANA Braille Formats 2016, 4.5 and 4.6).
HEADING_CELLS = {4: 2, 6: 3}
_LONE_LETTER = re.compile(r"^(?:[,;]+[A-Z]|[AIO])[1-8]?$")


def line_kind(line: str, cells: int = 40) -> int:
    """What a line of a text page is: 1 a centred line, 2 a cell-5 heading line, 3 a cell-7
    heading line, 0 anything else (text, a blank line, a drawing with gaps of three blanks)."""
    body = line.strip(" ")
    if not body or "   " in body:
        return 0
    left, right = len(line) - len(line.lstrip(" ")), cells - len(line)
    if left >= 3 and abs(right - left) <= 1:
        return 1
    if left in HEADING_CELLS:
        return HEADING_CELLS[left]
    return 1 if left >= 3 and right >= 3 and left > 6 else 0


def _entries(pages: list[list[str]], labels: list[str], start: int) -> list[tuple[str, str]]:
    """(words, page label) of the contents entries from page ``start`` to the body."""
    out: list[tuple[str, str]] = []
    words: list[str] = []
    for page, label in zip(pages[start:], labels[start:]):
        if not is_preliminary(label):
            break
        for line in page[1:-1]:
            found = re.match(r'^(.*?) "+ (' + PAGE_NUMBER + ')$', line)
            if found:
                out.append((" ".join(words + found.group(1).split()), found.group(2)))
                words = []
            elif line.strip() and line.strip() not in CONTENTS_HEADINGS:
                words += line.split()
            if " ".join(words) in CONTENTS_HEADINGS:  # a heading on two lines (a narrow page)
                words = []
    return out


@dataclass
class _Scan:
    """What :func:`check_formats` gathers over the pages: the problems, the index of the first
    contents page, the body's headings as (words, page label) and the heading levels seen."""

    problems: list[str] = field(default_factory=list)
    contents_at: int | None = None
    headings: list[tuple[str, str]] = field(default_factory=list)
    levels_seen: set[int] = field(default_factory=set)


def check_formats(data: bytes, cells: int = 40, lines: int = 25, form_feed: bool = True) -> list[str]:
    """Return the layout problems of BRF ``data`` ("page 4, line 2: ..."), or an empty list.

    Headings are recognised by where their lines start (:func:`line_kind`); line 1 of every
    page after the first, when centred, is the running head. Checks: a title page of centred
    lines numbered p1; transcriber's notes and contents on preliminary pages; every heading with
    the blank line before it its level needs (none for cell-7), no centred heading starting in
    cell 5 or cell 7 (where it reads as a cell-5 or cell-7 heading), never directly under the running
    head, never alone at the foot of a page, never with a line of one lone letter, cell-5 under a
    centred heading and cell-7 under a cell-5 one; numbers kept with their labels and names; a
    contents list in a file of more than 10 pages listing every heading of the body with its
    page. Run on files that :func:`check_brf` accepts."""
    pages = split_pages(data, lines, form_feed)
    if not pages:
        return ["the file has no pages"]
    labels = page_labels(pages)
    scan = _Scan()
    body = [line for line in pages[0][:-1] if line.strip()]
    if not body or not all(_centred(line) for line in body):
        scan.problems.append("page 1 is not a title page (centred lines only)")
    if len(pages) > 1 and labels[0] != page_label(1, True, numbering(pages)):
        scan.problems.append("page 1, the title page, is not numbered p1 (a preliminary page)")
    for page_no in range(1, len(pages) + 1):
        _page_problems(scan, pages, labels, page_no, cells)
    scan.problems += short_page_problems(pages, labels, cells)
    if scan.contents_at is None:
        if len(pages) > CONTENTS_AFTER:
            scan.problems.append(f"{len(pages)} pages and no contents list")
        return scan.problems
    return scan.problems + _contents_problems(pages, labels, scan.contents_at, scan.headings)


def _kinds(text: list[str], cells: int) -> list[int]:
    """The :func:`line_kind` of each line, a cell-5 (or cell-7) line as wide as a centred one
    taken for the heading whose next line starts where it does."""
    kinds = [line_kind(line, cells) for line in text]
    for index in range(len(text) - 2, -1, -1):
        left = len(text[index]) - len(text[index].lstrip(" "))
        if kinds[index] == 1 and HEADING_CELLS.get(left) == kinds[index + 1] \
                and text[index + 1].startswith(" " * left + text[index + 1].strip()[:1]):
            kinds[index] = kinds[index + 1]
    return kinds


def _page_problems(scan: _Scan, pages: list[list[str]], labels: list[str], page_no: int, cells: int) -> None:
    """The problems of page ``page_no`` (1-based) into ``scan``: notes and contents on a body
    page, centred lines, headings, numbers split from their labels and names."""
    page = pages[page_no - 1]
    text = [line.replace("\f", "") for line in page[:-1]]
    label = labels[page_no - 1]
    head = page_no > 1 and bool(text) and _centred(text[0])
    preliminary = is_preliminary(label)
    stripped = {line.strip() for line in text}
    # a heading broken over two centred lines (a narrow page): "Table des / matieres"
    stripped |= {a.strip() + " " + b.strip() for a, b in zip(text, text[1:]) if _centred(a) and _centred(b)}
    if stripped & set(CONTENTS_HEADINGS) and scan.contents_at is None:
        scan.contents_at = page_no - 1
    if stripped & set(NOTES_HEADINGS | set(CONTENTS_HEADINGS)) and not preliminary and len(pages) > 1:
        scan.problems.append(f"page {page_no}: transcriber's notes or contents on a body page "
                             f"(numbered {label}, not as a preliminary page)")
    in_contents = scan.contents_at is not None and preliminary
    kinds = _kinds(text, cells)
    for index, line in enumerate(text):
        where = f"page {page_no}, line {index + 1}"
        kind = kinds[index]
        if kind == 1:
            scan.problems += _centred_problems(where, line, cells, page_no > 1 and not (head and index == 0)
                                               and (index == 0 or kinds[index - 1] != 1 or (head and index == 1)))
        if kind and page_no > 1 and not (head and index == 0) and not (in_contents and kind > 1):
            _heading_problems(scan, where, text, kinds, index, head, preliminary, label,
                              page_no < len(pages) and page[-1].strip() == label)
        elif not kind and index + 1 < len(text) and "   " not in line.strip() \
                and "   " not in text[index + 1].strip() and ' ""' not in line:
            scan.problems += _split_number_problems(where, line, text[index + 1])


def _centred_problems(where: str, line: str, cells: int, starts_heading: bool) -> list[str]:
    """A centred line with too few blank cells at an end or off centre; ``starts_heading``: a
    centred heading's first line, which may not start in cell 5 or 7."""
    problems = []
    left = len(line) - len(line.lstrip(" "))
    right = cells - len(line)
    if left < 3 or right < 3:
        problems.append(f"{where}: centred line with fewer than 3 blank cells at an end")
    elif abs(right - left) > 1:
        problems.append(f"{where}: centred line is not centred ({left} and {right} blank cells)")
    if left in HEADING_CELLS and starts_heading:
        problems.append(f"{where}: centred heading starts in cell {left + 1}, where a "
                        f"cell-{left + 1} heading starts")
    return problems


def _heading_problems(scan: _Scan, where: str, text: list[str], kinds: list[int], index: int, head: bool,
                      preliminary: bool, label: str, numbered_foot: bool) -> None:
    """The heading line ``text[index]`` into ``scan``: a lone letter, its level after the one
    above it, the blank line before it, alone at the foot of a page (``numbered_foot``: a page
    before the last whose last line is its number); a runover line joins the heading before it."""
    line, kind = text[index], kinds[index]
    if _LONE_LETTER.match(line.strip()):
        scan.problems.append(f"{where}: a heading line of one lone letter {line.strip()}")
    if index > 0 and kinds[index - 1] == kind and not (head and index == 1):
        if not preliminary and scan.headings:
            scan.headings[-1] = (scan.headings[-1][0] + " " + line.strip(), scan.headings[-1][1])
        return  # the runover line of a heading
    if not preliminary:
        scan.headings.append((line.strip(), label))
        if kind > 1 and kind - 1 not in scan.levels_seen:
            scan.problems.append(f"{where}: a level {kind} heading (cell {2 * kind + 1}) with no "
                                 f"level {kind - 1} heading before it")
        scan.levels_seen.add(kind)
    if kind < 3:
        if head and index == 1:
            scan.problems.append(f"{where}: heading directly under the running head (needs line 3)")
        elif index > 0 and text[index - 1].strip():
            scan.problems.append(f"{where}: no blank line before the heading")
    end = index + 1
    while end < len(text) and kinds[end] == kind:
        end += 1
    if numbered_foot and not any(l.strip() for l in text[end:]):
        scan.problems.append(f"{where}: heading left alone at the foot of the page")


def _split_number_problems(where: str, line: str, following: str) -> list[str]:
    """A number at the end of ``line`` split from the name or word after it, or one at the start
    of ``following`` split from the label before it."""
    words, next_words = line.split(), following.split()
    if not words or not next_words:
        return []
    if _NUMBER.match(words[-1]) and next_words[0].startswith(","):
        return [f"{where}: number {words[-1]} split from the name after it"]
    if splits_number(words[-1], next_words[0]) and not following.startswith("   "):
        return [f"{where}: number {words[-1]} split from the word after it ({next_words[0]})"]
    if next_words[0].startswith("#") and following.startswith("  ") \
            and not following.startswith("   ") and not _NUMBER.match(words[-1]) \
            and not words[-1].endswith(_CLOSING) and not line.startswith("   "):
        return [f"{where}: number {next_words[0]} split from the label before it"]
    return []


def _contents_problems(pages: list[list[str]], labels: list[str], contents_at: int,
                       headings: list[tuple[str, str]]) -> list[str]:
    """Every heading of the body listed in the contents (from page index ``contents_at``) with
    the page it is on."""
    def same(words: str) -> str:  # a word cut with a hyphen on a narrow page is still the word
        return re.sub(r"[\s-]", "", words)

    problems = []
    listed = [(same(entry), label) for entry, label in _entries(pages, labels, contents_at)]
    for heading, label in headings:
        if (same(heading), label) not in listed:
            found_on = next((lab for w, lab in listed if w == same(heading)), None)
            problems.append(f"heading {heading} on page {label} is " +
                            ("not in the contents" if found_on is None else f"listed on page {found_on}"))
    return problems


#: A body page holding fewer text lines than this share of the page is near empty.
SHORT_PAGE = 1 / 3
#: A page holding fewer lines than this of a text that began on the page before is a spill.
KEY_END_LINES = 3


def _first_kind(page: list[str], cells: int) -> int:
    """The kind (:func:`line_kind`) of a page's first line of content, under its running head."""
    text = [line.replace("\f", "") for line in page[1:-1]]
    first = next((line for line in text if line.strip()), "")
    return line_kind(first, cells) if first else 0


def short_page_problems(pages: list[list[str]], labels: list[str], cells: int = 40) -> list[str]:
    """Near-empty body pages (BANA Braille Formats 2016: a new page is started for a main heading,
    not for a cell-5 one): a page holding only the last line or two of a text spilled from the
    page before (fewer than KEY_END_LINES lines: a key's last entry, ``;X BLACK``), or a section
    under a third of a page followed on a new page by a heading of a lower level. The last page
    and map pages are never near empty."""
    problems = []
    for index, page in enumerate(pages[:-1]):
        if is_preliminary(labels[index]) or any(_FRAME_LINE.match(line) for line in page):
            continue
        used = sum(1 for line in page[1:-1] if line.replace("\f", "").strip())
        kind, next_kind = _first_kind(page, cells), _first_kind(pages[index + 1], cells)
        if not kind and used < KEY_END_LINES:
            problems.append(f"page {index + 1} (braille page {labels[index]}): only {used} lines, the end "
                            f"of a text spilled from the page before")
        elif kind and used < len(page) * SHORT_PAGE and next_kind > kind:
            problems.append(f"page {index + 1} (braille page {labels[index]}): {used} lines of {len(page)}, "
                            f"under a third full, before a page starting with a heading of a lower level")
    return problems


_FRAME_LINE = re.compile(r"^ *={5,}")


def check(data: bytes, cells: int = 40, lines: int = 25, form_feed: bool = True) -> list[str]:
    """Every problem :func:`check_brf` and :func:`check_formats` find in ``data``."""
    problems = check_brf(data, cells, lines, form_feed)
    return problems + (check_formats(data, cells, lines, form_feed) if not problems else [])


def main(argv: list[str] | None = None) -> int:
    """``python3 -m tek_access.braille.validate FILE.brf ... [--cells N] [--lines N]``:
    print each file's problems; exit 1 when any file has one."""
    import argparse

    parser = argparse.ArgumentParser(prog="python3 -m tek_access.braille.validate")
    parser.add_argument("files", nargs="+")
    parser.add_argument("--cells", type=int, default=40)
    parser.add_argument("--lines", type=int, default=25)
    parser.add_argument("--no-form-feed", action="store_true")
    args = parser.parse_args(argv)
    bad = 0
    for name in args.files:
        with open(name, "rb") as handle:
            problems = check(handle.read(), args.cells, args.lines, not args.no_form_feed)
        print(f"{name}: " + ("ok" if not problems else f"{len(problems)} problems"))
        for problem in problems:
            print("  " + problem)
        bad += bool(problems)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
