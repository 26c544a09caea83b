"""North American Braille ASCII: the built-in cell table, usable without liblouis.

A BRF file holds one character per braille cell, drawn from the 64 characters 0x20-0x5F
(space to underscore, letters uppercase). This module maps those characters to dot
patterns and Unicode braille, writes braille numbers (page numbers, dice faces) and
checks that a string is valid Braille ASCII. The table is the one liblouis calls
``en-us-brf.dis``; ``tests/test_braille_ascii.py`` checks it against liblouis when
liblouis is installed. See ``/work/shared/design/braille.md``, "BRF format".
"""
from __future__ import annotations

import re

#: Braille ASCII characters 0x20..0x5F in order.
BRF_CHARS = "".join(chr(code) for code in range(0x20, 0x60))

#: The Unicode braille cell of each character of ``BRF_CHARS``, same order (en-us-brf.dis).
_UNICODE_CELLS = (
    "\u2800\u282e\u2810\u283c\u282b\u2829\u282f\u2804\u2837\u283e\u2821\u282c\u2820\u2824\u2828\u280c"
    "\u2834\u2802\u2806\u2812\u2832\u2822\u2816\u2836\u2826\u2814\u2831\u2830\u2823\u283f\u281c\u2839"
    "\u2808\u2801\u2803\u2809\u2819\u2811\u280b\u281b\u2813\u280a\u281a\u2805\u2807\u280d\u281d\u2815"
    "\u280f\u281f\u2817\u280e\u281e\u2825\u2827\u283a\u282d\u283d\u2835\u282a\u2833\u283b\u2818\u2838"
)

_TO_UNICODE = dict(zip(BRF_CHARS, _UNICODE_CELLS))
_FROM_UNICODE = dict(zip(_UNICODE_CELLS, BRF_CHARS))

#: Braille ASCII letters standing for the digits 1..9 and 0 after a numeric indicator.
_DIGITS = dict(zip("1234567890", "ABCDEFGHIJ"))

NUMERIC_INDICATOR = "#"
FULL_CELL = "="


def is_brf(text: str) -> bool:
    """True when every character of ``text`` is a Braille ASCII cell (0x20-0x5F)."""
    return all(" " <= ch <= "_" for ch in text)


def to_unicode(brf: str) -> str:
    """Return the Unicode braille (U+2800 block) for Braille ASCII ``brf``.

    Lowercase letters are accepted as their uppercase cells. Raises ValueError naming
    the first character that is not Braille ASCII.
    """
    out = []
    for ch in brf:
        cell = _TO_UNICODE.get(ch.upper() if "a" <= ch <= "z" else ch)
        if cell is None:
            raise ValueError(f"not a Braille ASCII character: {ch!r}")
        out.append(cell)
    return "".join(out)


def from_unicode(cells: str) -> str:
    """Return Braille ASCII for Unicode braille ``cells`` (dots 1-6 only).

    Raises ValueError for a character outside the six-dot braille block.
    """
    out = []
    for ch in cells:
        brf = _FROM_UNICODE.get(ch)
        if brf is None:
            raise ValueError(f"not a six-dot braille cell: {ch!r}")
        out.append(brf)
    return "".join(out)


def dots(brf_char: str) -> str:
    """Return the dot numbers of one Braille ASCII cell, e.g. ``"="`` -> ``"123456"``, space -> ``""``."""
    code = ord(to_unicode(brf_char)) - 0x2800
    return "".join(str(dot) for dot in range(1, 7) if code & (1 << (dot - 1)))


#: French braille digits (Antoine notation: a to j with dot 6), 1 to 9 then 0, after the number
#: sign dot 6 (liblouis' fr-bfu tables write numbers so).
FRENCH_NUMBER_SIGN = ","
_FRENCH_DIGITS = dict(zip("1234567890", "*<%?:$]\\[#"))


def number(value: int, numbers: str = "en") -> str:
    """Return a braille number in Braille ASCII: numeric indicator then letters a-j.

    ``number(12)`` -> ``"#AB"``, ``number(0)`` -> ``"#J"``. Used for page numbers and dice
    faces, so it needs no liblouis. Raises ValueError for a negative value.
    """
    if value < 0:
        raise ValueError(f"braille numbers here are not negative: {value}")
    if numbers.startswith("fr"):
        return FRENCH_NUMBER_SIGN + "".join(_FRENCH_DIGITS[d] for d in str(value))
    return NUMERIC_INDICATOR + "".join(_DIGITS[d] for d in str(value))


_UEB_NUMBER = re.compile(r"#([A-J]+)")


def french_numbers(cells: str) -> str:
    """``cells`` with every UEB number (``#AB``) written as French braille writes it (``,*<``):
    the labels of a map drawn for an English sheet, for a French one. Same length."""
    return _UEB_NUMBER.sub(lambda m: number(int("".join(str("ABCDEFGHIJ".index(c) + 1)[-1] for c in m.group(1))),
                                            "fr"), cells)
