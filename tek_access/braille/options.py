"""How every game's sheets are rendered: :class:`Options` (UEB grade, page size, form feeds),
with the page format and the translator they give."""
from __future__ import annotations

import functools
from dataclasses import dataclass

from tek_access.braille.layout import PageFormat
from tek_access.braille.translate import Translator


@dataclass(frozen=True)
class Options:
    """How to render: UEB ``grade`` (1 or 2), page size in ``cells`` and ``lines``, form feeds,
    and whether liblouis may be used (False: built-in phrasebook only, as without liblouis)."""

    grade: int = 2
    cells: int = 40
    lines: int = 25
    form_feed: bool = True
    use_liblouis: bool = True

    def page_format(self) -> PageFormat:
        """The PageFormat; raises ValueError for a page size out of range."""
        return PageFormat(self.cells, self.lines, self.form_feed)

    def translator(self) -> Translator:
        """A Translator for this grade (shared per grade, so translations are cached)."""
        return _translator(self.grade, self.use_liblouis)


@functools.lru_cache(maxsize=4)
def _translator(grade: int, use_liblouis: bool) -> Translator:
    return Translator(grade, use_liblouis)
