"""Checks a braille reader would make by touch, beyond the BRF format (:mod:`validate`).

- :func:`texture_problems`: a map's textures table (land type -> cell): any two textures differ
  by at least two dots and by the shape of their dots, and so does each from every line cell.
- :func:`map_problems`: a drawn map (lines of Braille ASCII) with its textures: every texture
  cell lies in a block of at least 2 by 2 cells of it; the frame and the walls are lines of
  different types (a heavy frame of full cells, thin walls of three dots or fewer); every label
  or code stands at least LABEL_GAP blank cells from any line on its line.
- :func:`brf_maps`: the maps of a BRF file with the textures table its keys show, so that the
  map checks run on embossed files too.
- :func:`key_problems`: every key entry of a :class:`~tek_access.braille.layout.Document`
  back-translates (liblouis) to what it means: a key symbol to the print it stands for
  (``#AB`` to "12", ``;B`` to "b"), never to a word; every sample on lines of its own (never
  beside a word, where it reads as one) and the text after it naming its dots, then its print.
- :func:`document_problems`: all of them on a Document (its maps' tables from its keys).

Sources: BANA/CBA Guidelines and Standards for Tactile Graphics (2010), areas, lines and keys;
``/work/shared/design/braille.md``, "Tactile maps from braille cells".
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from itertools import combinations

from tek_access.braille import tactile
from tek_access.braille.braille_ascii import dots
from tek_access.braille.layout import Block, Document, Text
from tek_access.braille.translate import Translator
from tek_access.braille.validate import split_pages
from tek_access.braille.wrap import key_lines, sample_words

#: Positions of the six dots in a cell: (column, row).
_POSITION = {"1": (0, 0), "2": (0, 1), "3": (0, 2), "4": (1, 0), "5": (1, 1), "6": (1, 2)}
#: The most dots a thin line cell has (a heavy line is the full cell).
THIN_LINE_DOTS = 3
#: A run of the frame cell, how a map's top edge starts.
_FRAME = re.compile(r"^ *(=){5,}")
_SAMPLE = re.compile(r"^(\S)\1{5}$")


def shape(cell: str) -> tuple[tuple[int, int], ...]:
    """The dots of a Braille ASCII cell as points moved to the top left: cells of one shape
    (dots 1 2 and dots 4 5, say) feel alike wherever they sit in the cell."""
    points = [_POSITION[d] for d in dots(cell)]
    if not points:
        return ()
    left, top = min(x for x, _ in points), min(y for _, y in points)
    return tuple(sorted((x - left, y - top) for x, y in points))


def pattern(cell: str) -> tuple[object, ...]:
    """How a cell feels at a touch: for a cell of three dots or fewer, its number of dots and
    the directions between them (dots 34 and dots 35 are both a rising diagonal pair, alike
    however their dots sit); for a fuller cell, its shape."""
    points = sorted(_POSITION[d] for d in dots(cell))
    if len(points) > THIN_LINE_DOTS:
        return ("shape", shape(cell))
    steps = frozenset(((x2 > x1) - (x2 < x1), (y2 > y1) - (y2 < y1))
                      for (x1, y1), (x2, y2) in combinations(points, 2))
    return ("dots", len(points), steps)


def differ(a: str, b: str) -> bool:
    """True when cells ``a`` and ``b`` differ by at least two dots, by shape and by pattern
    (:func:`pattern`: two rising diagonal pairs feel alike even a dot apart)."""
    return len(set(dots(a)) ^ set(dots(b))) >= 2 and shape(a) != shape(b) and pattern(a) != pattern(b)


def texture_problems(textures: dict[str, str], lines: tuple[str, ...] = tactile.LINES) -> list[str]:
    """Problems of a map's textures table (land type -> cell): two textures too alike (fewer than
    two dots apart, or of one shape or pattern), or a texture like a line cell."""
    problems = []
    for (a, ca), (b, cb) in combinations(sorted(textures.items()), 2):
        if not differ(ca, cb):
            problems.append(f"textures of {a} {ca!r} and {b} {cb!r} differ by fewer than two dots "
                            f"or not by shape and pattern")
    for kind, cell in sorted(textures.items()):
        for line in lines:
            if not differ(cell, line):
                problems.append(f"texture of {kind} {cell!r} is too like the line cell {line!r}")
    return problems


def map_problems(lines: list[str], textures: set[str], line_cells: set[str] | None = None,
                 codes: Iterable[str] = ()) -> list[str]:
    """Problems of a drawn map: ``lines`` of Braille ASCII (its frame of ``=`` first), the
    texture cells its key shows and the line cells (default: the frame and every cell of the map
    that is neither text nor texture and touches the frame's lines, found by tracing). ``codes``:
    the game's piece codes (its kit's sticker cells) that hold a line cell and are text all the
    same (Tiny Epic Kingdoms' fort ``=T``)."""
    problems: list[str] = []
    width = max(len(line) for line in lines)
    grid = [line.ljust(width) for line in lines]
    top = next(i for i, line in enumerate(grid) if _FRAME.match(line))
    bottom = max(i for i, line in enumerate(grid) if _FRAME.match(line))
    left = grid[top].index("=")
    right = grid[top].rstrip().rindex("=")
    frame = grid[top][left]
    inner = [row[left + 1:right] for row in grid[top + 1:bottom]]
    if line_cells is None:
        line_cells = {frame} | _traced_lines(inner, textures)
    walls = line_cells - {frame}
    problems += texture_problems({cell: cell for cell in textures}, tuple(sorted(line_cells)))
    # frame and walls of different types: a heavy frame, thin walls (junctions may be fuller)
    straight = _straight_walls(inner, walls)
    if len(dots(frame)) <= THIN_LINE_DOTS:
        problems.append(f"the frame {frame!r} is not a heavy line")
    for cell in sorted(straight):
        if len(dots(cell)) > THIN_LINE_DOTS or not differ(cell, frame):
            problems.append(f"walls {cell!r} and the frame {frame!r} are lines of the same type "
                            f"({len(dots(cell))} and {len(dots(frame))} dots)")
    # textures in blocks of 2 by 2 at least (a code such as *U or ;X is text, not texture)
    text_cells = {(y, m.start() + i) for y, row in enumerate(inner) for m in re.finditer(r"\S+", row)
                  if not set(m.group()) <= textures | line_cells for i in range(len(m.group()))}
    for y, row in enumerate(inner):
        for x, ch in enumerate(row):
            if ch in textures and (y, x) not in text_cells and not any(
                    all(0 <= y + dy + oy < len(inner) and 0 <= x + dx + ox < len(row)
                        and inner[y + dy + oy][x + dx + ox] == ch for oy in (0, 1) for ox in (0, 1))
                    for dy in (-1, 0) for dx in (-1, 0)):
                problems.append(f"line {top + 2 + y}, cell {left + 2 + x}: texture {ch!r} "
                                f"not in a block of 2 by 2 cells")
    # labels and codes: two blank cells from any line on their line
    # a text piece: a kit code that holds a line cell (=T, fort), or a run of other cells
    texts = sorted((c for c in set(codes) if set(c) & line_cells), key=len, reverse=True)
    not_text = "|".join([re.escape(c) for c in texts] + ["[^ " + re.escape("".join(sorted(line_cells))) + "]+"])
    for y, row in enumerate(grid[top:bottom + 1]):
        pieces = [found for found in re.finditer(not_text, row) if not set(found.group()) <= textures]
        text_at = {x for found in pieces for x in range(found.start(), found.end())}  # WH after CA is text
        for found in pieces:
            span = list(range(max(0, found.start() - tactile.LABEL_GAP), found.start())) + \
                list(range(found.end(), min(len(row), found.end() + tactile.LABEL_GAP)))
            near = {row[x] for x in span if x not in text_at}
            if near & line_cells:
                problems.append(f"line {top + 1 + y}: {found.group()} stands fewer than "
                                f"{tactile.LABEL_GAP} blank cells from a line")
    return problems


def _traced_lines(inner: list[str], textures: set[str]) -> set[str]:
    """Line cells of a map's inside: cells in solid runs of three or more, joined to the frame
    (walls), and the junctions between them (cells with such cells on two sides); broken lines (a
    cell, a blank, three times or more: rivers). Labels and codes stand apart from all of these."""
    height = len(inner)
    columns = ["".join(row[x] if x < len(row) else " " for row in inner)
               for x in range(max((len(r) for r in inner), default=0))]
    runs = {m.group(1) for run in inner + columns for m in re.finditer(r"(\S)\1{2,}", run)} - textures

    def cell(y: int, x: int) -> str:
        return inner[y][x] if 0 <= y < height and 0 <= x < len(inner[y]) else " "

    def line_like(y: int, x: int) -> bool:
        if cell(y, x) in runs:
            return True
        near = [cell(y + dy, x + dx) for dy, dx in ((-1, 0), (1, 0), (0, -1), (0, 1))]
        return cell(y, x) not in (" ", *textures) and sum(n in runs for n in near) >= 2

    seen: set[tuple[int, int]] = set()
    stack = [(y, x) for y in range(height) for x in range(len(inner[y]))
             if y in (0, height - 1) or x in (0, len(inner[y]) - 1)]
    while stack:
        y, x = stack.pop()
        if (y, x) in seen or not line_like(y, x):
            continue
        seen.add((y, x))
        stack += [(y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)]
    found = {inner[y][x] for y, x in seen}
    for run in inner + columns:
        for match in re.finditer(r"(\S)(?: \1){2,}", run):
            if match.group(1) not in textures:
                found.add(match.group(1))
    return found


def _straight_walls(inner: list[str], walls: set[str]) -> set[str]:
    """The wall cells that run straight (three or more in a row across or down)."""
    out: set[str] = set()
    for row in inner:
        out |= {m.group(1) for m in re.finditer(r"(\S)\1{2,}", row) if m.group(1) in walls}
    for x in range(max((len(r) for r in inner), default=0)):
        column = "".join(row[x] if x < len(row) else " " for row in inner)
        out |= {m.group(1) for m in re.finditer(r"(\S)\1{2,}", column) if m.group(1) in walls}
    return out


def brf_maps(data: bytes, lines: int = 25, form_feed: bool = True) -> list[tuple[int, list[str], set[str]]]:
    """The maps of BRF ``data``: (page number, the map's lines, the texture cells of the key
    before it: area samples, two lines of one cell six times and nothing else)."""
    out = []
    textures: set[str] = set()
    fresh = False  # the next sample starts a new key (a key may serve several maps)
    for number, page in enumerate(split_pages(data, lines, form_feed), start=1):
        text = [line.replace("\f", "") for line in page]
        at = [i for i, line in enumerate(text) if _FRAME.match(line)]
        if len(at) >= 2 and at[-1] > at[0]:
            out.append((number, text[at[0]:at[-1] + 1], set(textures)))
            fresh = True
            continue
        for line, following in zip(text, text[1:]):  # an area sample: two lines of one cell
            found = _SAMPLE.match(line)
            if found and following.rstrip(" ") == found.group(1) * 6:
                if fresh:
                    textures, fresh = set(), False
                textures.add(found.group(1))
    return out


def key_problems(doc: Document, translator: Translator | None = None) -> list[str]:
    """Key entries of ``doc`` that do not back-translate to what they mean: a symbol
    (``prefix``) must read as its ``reads_as`` (the kit's sticker codes, contracted whatever the
    sheet's grade, in grade 2), the entry's text as its print; the text of a sample entry must
    read as its print. Needs liblouis."""
    translator = translator or doc.translator
    # the kit's sticker codes are UEB grade 2 in every sheet, a French one too
    contracted = translator if translator.grade == 2 and translator.lang == "en" else Translator(2)
    problems = []

    def back(brf: str, by: Translator = translator) -> str:
        return by.back_translate(brf).replace("\u2019", "'")

    for element in doc.elements:
        if not isinstance(element, Text) or not (element.style == "key" or element.prefix):
            continue
        if element.style == "key" or element.style == "item":
            if back(element.brf) != element.source:
                problems.append(f"key entry {element.source!r} reads {back(element.brf)!r}")
        if element.style == "key":
            problems += sample_problems(element.sample, element.source,
                                        key_lines(element.sample, element.brf, doc.fmt.cells), translator.lang)
            continue
        if not element.reads_as:
            problems.append(f"key symbol {element.prefix!r} of {element.source!r} has no reading")
        elif element.reads_as not in (back(element.prefix), back(element.prefix, contracted)):
            problems.append(f"key symbol {element.prefix!r} of {element.source!r} reads "
                            f"{back(element.prefix)!r}, not {element.reads_as!r}")
    return problems


def sample_problems(sample: tuple[str, ...], text: str, lines: list[str], lang: str = "en") -> list[str]:
    """Where a key sample could be read as a word: ``lines`` (the entry as laid out on the page)
    must hold each line of ``sample`` alone on a line of its own (a sample beside text, such as
    ``=  ! :ITE FLAG`` or ``7 7 7 7  RIV]3``, reads "for the white flag", "were were were were
    river"), and ``text`` (the entry in print) must start by naming the sample's dots."""
    problems = []
    for index, line in enumerate(sample):
        placed = lines[index] if index < len(lines) else ""
        if placed.rstrip(" ") != line.rstrip(" "):
            problems.append(f"key sample {line!r} of {text!r} is not on a line of its own: {placed!r}")
    if not text.startswith(sample_words(sample, lang) + ": "):
        problems.append(f"key entry {text!r} does not start by naming the dots of its sample "
                        f"({sample_words(sample, lang)!r})")
    return problems


def document_problems(doc: Document, line_cells: set[str] | None = None, codes: Iterable[str] = ()) -> list[str]:
    """Every map of ``doc`` checked against the textures of the key before it (and that
    table itself), the maps' labels and lines, and every key entry by back-translation.
    ``line_cells``: the cells the maps draw lines with (default the territory maps' lines,
    ``tactile.LINES``); a map drawn with other lines names its own, so that a letter of a label
    is not taken for a line it does not have. ``codes``: the game's piece codes (:func:`map_problems`)."""
    problems = key_problems(doc)
    textures: set[str] = set()
    fresh = False
    for element in doc.elements:
        if isinstance(element, Text) and element.style == "key" and len(set(element.sample[0])) == 1 \
                and len(element.sample) == 2:
            if fresh:
                textures, fresh = set(), False
            textures.add(element.sample[0][0])
        elif isinstance(element, Block) and element.graphic and any(_FRAME.match(x) for x in element.lines):
            problems += map_problems(list(element.lines), textures,
                                     set(tactile.LINES) if line_cells is None else set(line_cells), codes)
            fresh = True
    return problems
