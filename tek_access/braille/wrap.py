"""Line filling for braille pages: which words stay together and how lines wrap.

liblouis does no line breaking, so the layout does it here: words are never split across
lines, a label keeps its number (",LEVEL #C"), a number keeps the name after it ("#D ,A%FALL"),
and a lone letter ("SIDE ,A", "SIDE ;B") never starts a line of its own, where it would read as
the word "a" or "but" (BANA Braille Formats 2016, 1.10 and 4.3).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from tek_access.braille.braille_ascii import dots
from tek_access.core.messages import CORE

#: Braille ASCII cells that end a word as punctuation (comma, semicolon, colon, period, !, ?, quote).
CLOSING = tuple("1234680")
#: A lone letter: capitalised or with the grade 1 indicator (",A", ";B"), or a, i, o, which
#: need no indicator (other lone letters are wordsigns: words, free to start a line).
LONE_LETTER = re.compile(r"^(?:[,;]+[A-Z]|[AIO])[1-8]?$")
#: Blank cells kept at each end of a centred line, so that it never reads as flush-left text
#: (BANA Braille Formats 2016, 4.4: centred headings, a centred line is at most cells - 6).
CENTRE_MARGIN = 3


class LayoutError(ValueError):
    """The content cannot be laid out on the chosen page size (str() says what and the size)."""


def _bare_number(word: str) -> bool:
    return word.startswith("#") and not word.endswith(CLOSING)


#: Words after a number that are not what it counts ("1 to 6", "3 and 5", "2 or 3"): a line
#: may end on the number before them.
NOT_COUNTED = frozenset({"TO", "&", "AND", "OR"})


def splits_number(last: str, following: str) -> bool:
    """Whether a line ending in word ``last`` and a line starting with word ``following`` part a
    number from the word it counts or qualifies ("1 / for 1", "6 / settlers", "2 / less war
    cost"): ``last`` a number with nothing after it and ``following`` a word (no number, no
    symbol with a number, not "to", "and" or "or")."""
    return bool(re.fullmatch(r"#[A-J]+", last)) and "#" not in following \
        and following.upper() not in NOT_COUNTED


#: The most cells a group of words kept together in running text may take (a 24-cell line holds
#: it after a runover indent).
MAX_UNIT = 22
#: A French braille number (dot 6, Antoine digits), and the words after a number that are not
#: what it counts: "et", "ou", "à" in the abrégé (``)``, ``\``, ``(``) and in the intégral.
FRENCH_NUMBER = re.compile(r",[*<%?:$\]\\\[#]+")
FRENCH_NOT_COUNTED = frozenset({")", "\\", "(", "ET", "OU"})


def french_units(words: list[str]) -> list[str]:
    """French braille words with each number joined to the word after it ("3 / Charwood", "2 /
    colons" never part at a line's end), unless that word is a number, "et", "ou" or "à", or the
    pair would not fit a narrow line (MAX_UNIT)."""
    out: list[str] = []
    for word in words:
        if out and FRENCH_NUMBER.fullmatch(out[-1].rsplit(" ", 1)[-1]) and not FRENCH_NUMBER.match(word) \
                and word.upper() not in FRENCH_NOT_COUNTED and len(out[-1]) + 1 + len(word) <= MAX_UNIT:
            out[-1] = out[-1] + " " + word
        else:
            out.append(word)
    return out


def units(words: list[str], numbers_with_words: bool = False) -> list[str]:
    """Group words that should stay on one line: a label and the number after it
    (",LEVEL #C" stays together), unless the label ends in punctuation ("#B1 #C"), a
    number and the name after it ("#D ,A%FALL": a region number with its name), a number of
    its own and the word after it ("#F SETTL]S", never "6 / settlers"; in running text with
    ``numbers_with_words`` also after its label: "RES\\RCE #A =", never "1 / for 1"), and a lone
    letter with the word before it ("SIDE ,A")."""
    out: list[str] = []
    for word in words:
        if numbers_with_words and out and len(out[-1]) + 1 + len(word) > MAX_UNIT:
            out.append(word)  # a unit that could not fit a narrow line is not made
            continue
        if out and word.startswith("#") and not out[-1].endswith(CLOSING) \
                and out[-1].count(" ") < 2 \
                and not out[-1].rsplit(" ", 1)[-1].startswith("#"):
            out[-1] = out[-1] + " " + word
        elif out and ((word.startswith(",") and _bare_number(out[-1].rsplit(" ", 1)[-1])
                       and out[-1].count(" ") < 2)
                      or (not word.startswith("#") and _bare_number(out[-1].rsplit(" ", 1)[-1])
                          and (" " not in out[-1] or (numbers_with_words and out[-1].count(" ") < 1)))):
            out[-1] = out[-1] + " " + word
        elif out and LONE_LETTER.match(word) and not out[-1].endswith(CLOSING):
            out[-1] = out[-1] + " " + word
        else:
            out.append(word)
    if not numbers_with_words:
        return out
    # then a group ending in a number takes the group its word begins ("TO #B" "RES\RCES #A" "= #A4":
    # never "2 / resources", "1 / for 1"), where the whole still fits a narrow line
    joined: list[str] = []
    for unit in out:
        if joined and len(joined[-1]) + 1 + len(unit) <= MAX_UNIT \
                and splits_number(joined[-1].rsplit(" ", 1)[-1], unit.split(" ")[0]):
            joined[-1] = joined[-1] + " " + unit
        else:
            joined.append(unit)
    return joined


def take_line(words: list[str], indent: int, width: int) -> tuple[str, list[str]]:
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
    if taken < len(words):
        # never end a line on a number whose word begins the next: the number goes with its word
        # (and so on back, where that leaves another number at the end: "UP TO #B / RES\RCES #A =")
        keep = taken
        while keep > 1 and splits_number(words[keep - 1].rsplit(" ", 1)[-1], words[keep].split(" ")[0]):
            keep -= 1
        if keep < taken and not splits_number(words[keep - 1].rsplit(" ", 1)[-1], words[keep].split(" ")[0]):
            taken = keep
            line = " " * indent + " ".join(words[:taken])
    if taken == 0 and words and " " in words[0]:
        # a label and its number do not fit together on an empty line: let them part
        return take_line(words[0].split(" ") + words[1:], indent, width)
    if taken == 0 and words:
        room = width - indent - 1
        if room < 1:
            raise LayoutError(CORE("brf-layout-narrow", cells=width))
        return line + words[0][:room] + "-", [words[0][room:]] + words[1:]
    return line, words[taken:]


def wrap(words: list[str], widths: Callable[[int], int], first_indent: int, runover_indent: int) -> list[str]:
    """Greedy word wrap; ``widths(i)`` is the usable width of output line ``i``."""
    lines: list[str] = []
    rest = list(words)
    while rest or not lines:
        indent = first_indent if not lines else runover_indent
        line, rest = take_line(rest, indent, widths(len(lines)))
        lines.append(line)
    return lines


def centred_width(cells: int) -> int:
    """Most cells a centred line may hold on lines of ``cells`` cells (34 of 40)."""
    return cells - 2 * CENTRE_MARGIN


def centre(brf: str, width: int) -> str:
    """``brf`` with the blank cells that centre it on a line of ``width`` cells."""
    return " " * max(0, (width - len(brf)) // 2) + brf


#: Blank cells before a centred heading line when the page allows: three more than a cell-7
#: heading's six, so that a centred line never starts where a cell-5 or cell-7 heading does.
CENTRED_INDENT = 9


def centred_lines(words: list[str], cells: int) -> list[str]:
    """Centred lines of ``words`` (units) on lines of ``cells`` cells: wrapped to keep
    CENTRED_INDENT blank cells each side where every word fits; on pages too narrow for that,
    the widest wrap (down to the longest word) none of whose lines starts in cell 5 or cell 7,
    or failing that (a long word on a 24-cell page) whose first line does not."""
    longest = max((len(w) for w in words), default=0)
    widths = [cells - 2 * CENTRED_INDENT] + list(range(centred_width(cells), longest - 1, -1))
    fallback: list[str] = []
    for width in widths:
        if width < longest:
            continue
        lines = [centre(line, cells) for line in wrap(words, _fixed(width), 0, 0)]
        clear = [_clear_of_headings(line.strip(" "), cells) for line in lines]
        if all(clear):
            return clear
        if clear[0] and not fallback:  # at least the heading does not begin like a cell-5 one
            fallback = [line or plain for line, plain in zip(clear, lines)]
    return fallback or [centre(line, cells) for line in wrap(words, lambda i: centred_width(cells), 0, 0)]


def _fixed(width: int) -> Callable[[int], int]:
    """A widths function for :func:`wrap`: every line ``width`` cells."""
    return lambda _line: width


def _clear_of_headings(brf: str, cells: int) -> str:
    """``brf`` centred (one blank cell off the middle at most) so that it starts neither in
    cell 5 nor in cell 7; empty when it cannot be."""
    middle = (cells - len(brf)) // 2
    for left in (middle, middle + 1, middle - 1):
        right = cells - len(brf) - left
        if left not in HEADING_INDENT.values() and min(left, right) >= CENTRE_MARGIN and abs(right - left) <= 1:
            return " " * left + brf
    return ""


#: Heading levels (BANA Braille Formats 2016, 4.3-4.6): 1 centred, 2 from cell 5, 3 from cell 7;
#: the blank cells before the first and the runover lines of each.
HEADING_INDENT = {2: 4, 3: 6}


def heading_lines(brf: str, level: int, cells: int) -> list[str]:
    """The lines of a heading of ``level`` (1 centred, 2 cell-5, 3 cell-7; 0 a title page line,
    centred) in Braille ASCII on lines of ``cells`` cells; a centred line keeps CENTRE_MARGIN blank
    cells each end, a centred heading's lines never start in cell 5 or 7 (:func:`centred_lines`)."""
    words = units(brf.split())
    if level == 0:  # a title page line: centred, no headings of other levels on its page
        return [centre(line, cells) for line in wrap(words, lambda i: centred_width(cells), 0, 0)]
    if level == 1:
        return centred_lines(words, cells)
    indent = HEADING_INDENT[level]
    # keep more blank cells at the right end than at the left, so that no line of a cell-5 or
    # cell-7 heading looks centred (unless a word is too long for that on a narrow page)
    width = cells - indent - 2
    if any(len(word) > width - indent for word in words):
        width = cells
    return wrap(words, lambda i: width, indent, indent)


def height(brf: str, cells: int, level: int = 1) -> int:
    """Lines a heading of Braille ASCII ``brf`` takes on lines of ``cells`` cells."""
    return len(heading_lines(brf, level, cells))


def sample_words(sample: tuple[str, ...] | list[str], lang: str = "en") -> str:
    """The cells of a key sample named by their dots as the UEB rulebook names them, in the order
    they first appear (in ``lang``, "en" or "fr"):
    "full cell, dots 1 to 6" for ``=``, "dots 25, dots 456" for a wall's ``3``
    and ``_``, "dot 1" for ``A``.
    A key entry's text starts with these words, so that the sample above it is read as cells
    to feel, never as a word (``=`` alone reads "for", ``7 7`` "were were")."""
    seen: list[str] = []
    for cell in "".join(sample):
        if cell != " " and cell not in seen:
            seen.append(cell)
    if lang == "fr":  # "cellule pleine, points 1 à 6", "points 25", "point 1"
        return ", ".join("cellule pleine, points 1 à 6" if dots(cell) == "123456"
                         else f"point{'s' if len(dots(cell)) > 1 else ''} {dots(cell)}" for cell in seen)
    return ", ".join("full cell, dots 1 to 6" if dots(cell) == "123456"
                     else f"dot{'s' if len(dots(cell)) > 1 else ''} {dots(cell)}" for cell in seen)


def key_lines(sample: tuple[str, ...], brf: str, cells: int) -> list[str]:
    """A key entry on the page: its sample set apart, each line of it alone from cell 1, then
    its text (which names the sample's dots, :func:`sample_words`) as a 1-3 list item."""
    return [line.rstrip(" ") for line in sample] + wrap(units(brf.split(), True), lambda i: cells, 0, 2)
