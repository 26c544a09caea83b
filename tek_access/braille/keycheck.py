"""What a reader checks between a tactile map, its key and its text (issue 34), on embossed BRF:

- :func:`area_problems`: every area of a map (the cells its walls, frame and rivers close in) has
  a texture or a label: never an unlabelled blank (BANA/CBA Guidelines and Standards for Tactile
  Graphics 2010, areas: an area is found by its texture or by its outline with a label inside).
- :func:`brf_keys`: the keys of a BRF file, each with its symbols and samples and the maps it
  serves (the maps after it up to the next key).
- :func:`key_problems_brf`: every key entry is on a map it serves (a symbol, a texture sample);
  no symbol has two meanings in one key.
- :func:`label_problems`: every region number on a map is in the text (its key or the region
  list after it) and every region the text lists by number is labelled on the map.
- :func:`piece_problems`: a board map carries every piece the text lists (``expected``: label
  -> the codes that must stand in that label's area).
- :func:`brf_problems`: all of them on a BRF file.
"""
from __future__ import annotations

import re

from tek_access.braille import tactile
from tek_access.braille.validate import PAGE_NUMBER, split_pages

_FRAME = re.compile(r"^ *(=){5,}")
_SAMPLE = re.compile(r"^(\S)\1{5}$")
#: A key entry's symbol: a number (region label), an hour (``H#A``), a letter after the grade 1
#: indicator (``;N``), one or two cells of letters or signs (``RA``, ``WH``, ``*U``).
#: French sheets write numbers as French braille does (``,%`` for 3: dot 6, Antoine digits) and
#: "Clé" (``.%=`` in the abrégé, ``.CL=`` in the intégral) for the key; names follow dots 56.
_FR_NUMBER = r",[*<%?:$\]\\\[#]+"
_SYMBOL = re.compile(r"^(H?#[A-J]+|(?:;?H)?" + _FR_NUMBER + r"|;[A-Z0-9]|[A-Z&=*\[]{1,2}) (\S.*)$")
_KEY_HEADING = re.compile(r"^ {4,6}(?:,KEY|\.%=|\.CL=)(?![A-Z])")
_CELL5 = re.compile(r"^ {4}[^ ]")
_NUMBER = re.compile(r"(?<![A-Z#])#[A-J]+|(?<![A-Z#,])" + _FR_NUMBER)
_REGION_ITEM = re.compile(r"^(#[A-J]+|" + _FR_NUMBER + r") (?:,|;?\.)")
#: Cells that make walls (a river's broken line is found by its pattern).
WALLS = (tactile.EDGE, tactile.WALL, tactile.WALL_DOWN, tactile.WALL_JOIN)


def _frame(lines: list[str]) -> tuple[int, int, int, int]:
    """(top, bottom, left, right) of a map's frame in ``lines``."""
    top = next(i for i, line in enumerate(lines) if _FRAME.match(line))
    bottom = max(i for i, line in enumerate(lines) if _FRAME.match(line))
    left = lines[top].index(tactile.EDGE)
    right = lines[top].rstrip().rindex(tactile.EDGE)
    return top, bottom, left, right


def _inside(lines: list[str]) -> tuple[list[str], int, int]:
    top, bottom, left, right = _frame(lines)
    return [line.ljust(right + 1)[left:right + 1] for line in lines[top:bottom + 1]], top, left


def areas(lines: list[str], walls: tuple[str, ...] = WALLS,
          river: str = tactile.RIVER) -> list[set[tuple[int, int]]]:
    """The areas of a map inside its frame: sets of (line, cell) of the map's ``lines``, parted
    by wall cells, river cells and the blanks of a river's broken line (a blank with a river cell
    or a wall within two cells on both sides along a line, one of them a river cell)."""
    grid, top, left = _inside(lines)
    height, width = len(grid), max(len(row) for row in grid)
    grid = [row.ljust(width) for row in grid]

    def barrier(y: int, x: int) -> bool:
        ch = grid[y][x]
        if ch in walls or ch == river:
            return True
        if ch != " ":
            return False
        for dy, dx in ((0, 1), (1, 0)):
            ends = []
            for sign in (-1, 1):
                found = None
                for step in (1, 2):
                    yy, xx = y + sign * step * dy, x + sign * step * dx
                    if not (0 <= yy < height and 0 <= xx < width):
                        break
                    if grid[yy][xx] != " ":
                        found = grid[yy][xx]
                        break
                ends.append(found)
            if all(e is not None and (e in walls or e == river) for e in ends) and river in ends:
                return True
        return False

    seen: set[tuple[int, int]] = set()
    out = []
    for y in range(height):
        for x in range(width):
            if (y, x) in seen or barrier(y, x):
                continue
            stack, area = [(y, x)], set()
            seen.add((y, x))
            while stack:
                cy, cx = stack.pop()
                area.add((cy + top, cx + left))
                for ny, nx in ((cy + 1, cx), (cy - 1, cx), (cy, cx + 1), (cy, cx - 1)):
                    if 0 <= ny < height and 0 <= nx < width and (ny, nx) not in seen and not barrier(ny, nx):
                        seen.add((ny, nx))
                        stack.append((ny, nx))
            out.append(area)
    return out


def area_problems(lines: list[str], textures: set[str], walls: tuple[str, ...] = WALLS) -> list[str]:
    """Areas of a map with neither a texture nor a label (any cell that is not blank): a reader
    cannot tell what they are. ``lines``: the map's lines, its frame first; ``textures``: the
    texture cells its key shows."""
    problems = []
    for area in areas(lines, walls):
        cells = {lines[y][x] if x < len(lines[y]) else " " for y, x in area}
        if cells <= {" "}:
            y, x = min(area)
            problems.append(f"line {y + 1}, cell {x + 1}: an area of {len(area)} blank cells with "
                            f"neither a texture nor a label")
    return problems


def map_labels(lines: list[str], textures: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """The region numbers inside a map's frame (``#A``, ``#AJ``): not the hours (``H#A``), nor
    a count after a code on its line (``;R #B``, a board's pieces); a number one blank cell after
    a texture is a label."""
    grid, _top, _left = _inside(lines)
    out = []
    for row in grid:
        for m in _NUMBER.finditer(row):
            before = row[:m.start()]
            if before.endswith(" ") and not before.endswith("  "):
                word = before.rstrip().rsplit(" ", 1)[-1]
                if word and not set(word) <= set(textures) | {tactile.EDGE}:
                    continue  # a count after a code
            out.append(m.group())
    return out


def piece_problems(lines: list[str], expected: dict[str, list[str]], walls: tuple[str, ...] = WALLS) -> list[str]:
    """Pieces the text lists that the map does not carry: for each label of ``expected`` (label
    -> codes), every code must stand, a blank cell apart, in the label's area as often as listed."""
    problems = []
    by_label: dict[str, str] = {}
    # a line cell that begins a code (the fort token ``=T``, white ``WH``) is text, not a line
    line_cells = re.escape("".join(walls) + tactile.RIVER)
    masked = [re.sub(rf"(?<= )[{line_cells}](?=[^ {line_cells}])", "\x01", line) for line in lines]
    for area in areas(masked, walls):
        rows: dict[int, list[tuple[int, str]]] = {}
        for y, x in area:
            rows.setdefault(y, []).append((x, lines[y][x] if x < len(lines[y]) else " "))
        words = " ".join("".join(ch for _x, ch in sorted(row)) for _y, row in sorted(rows.items())).split()
        for word in words:
            by_label.setdefault(word, " ".join(words))
    for label, codes in expected.items():
        where = by_label.get(label)
        if where is None:
            problems.append(f"label {label} is not on the map")
            continue
        words = where.split()
        for code in sorted(set(codes)):
            if words.count(code) < codes.count(code):
                problems.append(f"{label}: the text lists {codes.count(code)} of {code}, the map shows "
                                f"{words.count(code)}")
    return problems


def brf_keys(data: bytes, lines: int = 25, form_feed: bool = True) -> list[dict]:
    """The keys of BRF ``data``, in order: for each, ``symbols`` [(symbol, meaning, page, line)],
    ``textures`` (sample cells), ``maps`` [(page, map lines)] served and ``after`` (the text
    lines after its maps up to the next key: the region lists)."""
    keys: list[dict] = []
    current: dict | None = None
    entry: list | None = None  # the symbol entry being read (runover lines join it)
    heading_indent = 0  # the indent of the key heading's lines while they last
    last = ""  # the last line of the page before
    for number, page in enumerate(split_pages(data, lines, form_feed), start=1):
        text = [line.replace("\f", "") for line in page]
        if text:  # the last line's text, without its page number
            text[-1] = re.sub(" {3,}" + PAGE_NUMBER + "$", "", text[-1]) if text[-1].strip() else ""
        at = [i for i, line in enumerate(text) if _FRAME.match(line)]
        if len(at) >= 2 and at[-1] > at[0] and current is not None:
            current["maps"].append((number, text[at[0]:at[-1] + 1]))
            # the drawing round the map too (a solo map's dial): lines with gaps of three blanks
            current["drawn"] += [line for line in text[1:] if "   " in line.strip() or tactile.EDGE in line]
            entry = None
            continue
        for index, line in enumerate(text[1:] if number > 1 else text, start=2 if number > 1 else 1):
            if _KEY_HEADING.match(line):
                current = {"symbols": [], "textures": set(), "maps": [], "after": [], "page": number,
                           "drawn": []}
                keys.append(current)
                entry = None
                heading_indent = len(line) - len(line.lstrip(" "))
                continue
            if current is None:
                continue
            if heading_indent and line.strip() and len(line) - len(line.lstrip(" ")) == heading_indent:
                continue  # a runover line of the key's heading (narrow pages)
            heading_indent = 0
            if _CELL5.match(line) and (not current["maps"] or any(_REGION_ITEM.match(x) for x in current["after"])):
                current = None  # a new section: a key without a map, or the text after the maps, ends
                entry = None
                continue
            if current["maps"]:
                current["after"].append(line)
                continue
            found = _SAMPLE.match(line)
            if found:
                following = text[text.index(line) + 1] if text.index(line) + 1 < len(text) else ""
                if following.rstrip() == line.rstrip():
                    current["textures"].add(found.group(1))
                entry = None
                continue
            symbol = _SYMBOL.match(line)
            # a symbol entry starts a list (after a blank line) or follows another (a paragraph's
            # runover lines also start in cell 1)
            # (on a page's first line under the running head: the last line of the page before)
            before = (text[index - 2].rstrip() if index > 2 or number == 1 else last) if index >= 2 else ""
            starts = entry is not None or not before.strip() or before.endswith("4")
            if symbol and not line.startswith(" ") and starts:
                entry = [symbol.group(1), symbol.group(2).strip(), number, index]
                current["symbols"].append(entry)
            elif entry is not None and line.startswith("  ") and line.strip():
                entry[1] += " " + line.strip()
            elif line.strip():  # a blank line (or a page's end) keeps the list open
                entry = None
        last = text[-1].rstrip() if text else ""
    return keys


def key_problems_brf(key: dict) -> list[str]:
    """A key's entries against the maps it serves: every symbol and texture sample on one of
    them; one meaning per symbol."""
    problems = []
    drawn = " ".join(key["drawn"])
    words = set(drawn.split())
    cells = set(drawn)
    meanings: dict[str, tuple[str, int, int]] = {}
    for symbol, meaning, page, line in key["symbols"]:
        if key["maps"] and symbol not in words:
            problems.append(f"page {page}, line {line}: key symbol {symbol} ({meaning[:30]}) is on none of "
                            f"its maps")
        if symbol in meanings and meanings[symbol][0] != meaning:
            first = meanings[symbol]
            problems.append(f"page {page}, line {line}: key symbol {symbol} means {meaning[:30]!r} and, "
                            f"on page {first[1]} line {first[2]}, {first[0][:30]!r}")
        meanings.setdefault(symbol, (meaning, page, line))
    for texture in sorted(key["textures"]):
        if key["maps"] and texture not in cells:
            problems.append(f"page {key['page']}: key texture {texture!r} is on none of its maps")
    return problems


def label_problems(key: dict) -> list[str]:
    """Region numbers of a key's maps against its text: every label on a map is a region the key
    or the text after the maps lists by number, and every region the text after the maps lists is
    labelled on a map."""
    problems = []
    labels = {label for _page, lines in key["maps"] for label in map_labels(lines, key["textures"])}
    listed_key = {m.group(1) for symbol, meaning, _p, _l in key["symbols"]
                  for m in [_REGION_ITEM.match(f"{symbol} {meaning}")] if m}
    listed_after = {m.group(1) for line in key["after"] for m in [_REGION_ITEM.match(line)] if m}
    pages = ", ".join(str(page) for page, _lines in key["maps"])
    for label in sorted(labels - listed_key - listed_after):
        problems.append(f"map on page {pages}: label {label} is a region of neither its key nor its text")
    for label in sorted(listed_after - labels):
        problems.append(f"map on page {pages}: region {label} of the text has no label on the map")
    return problems


def brf_problems(data: bytes, lines: int = 25, form_feed: bool = True,
                 walls: tuple[str, ...] = WALLS) -> list[str]:
    """Every check of this module on the maps and keys of BRF ``data``."""
    problems = []
    for key in brf_keys(data, lines, form_feed):
        problems += key_problems_brf(key)
        problems += label_problems(key)
        for page, drawn in key["maps"]:
            problems += [f"page {page}, map {p}" for p in area_problems(drawn, key["textures"], walls)]
    return problems


def piece_lines_problems(parts: list[list[str]], expected: dict[str, list[str]]) -> list[str]:
    """Pieces a board's text lists that its map (``parts``: the lines of each page of it) does
    not carry: for each place label of ``expected`` (label -> piece lines, as a Vikings board
    writes them under a place: ``;R #B #A #J``), the label on the map and every piece line on the
    lines under it, starting within the label's columns."""
    problems = []
    for label, pieces in expected.items():
        found = [(lines, y, m.start()) for lines in parts for y, line in enumerate(lines)
                 for m in re.finditer(r"(?<!\S)" + re.escape(label) + r"(?!\S)", line)]
        if not found:
            problems.append(f"{label}: not on the map, which the text says holds {', '.join(pieces)}")
            continue
        lines, y, x = found[0]
        below = [line[max(0, x - 8):x + 16] for line in lines[y + 1:y + 3 + len(pieces) + 2]]
        for piece in pieces:
            if not any(re.search(r"(?<!\S)" + re.escape(piece) + r"(?!\S)", line) for line in below):
                problems.append(f"{label}: the text lists {piece}, the map does not show it under the label")
    return problems
