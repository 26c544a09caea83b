"""How every game's sheets are rendered: :class:`Options` (UEB grade, page size, form feeds),
with the page format and the translator they give."""
from __future__ import annotations

import functools
from dataclasses import dataclass

from tek_access.braille.layout import PageFormat
from tek_access.braille.translate import Translator


@dataclass(frozen=True)
class Options:
    """How to render: ``grade`` (1 or 2), page size in ``cells`` and ``lines``, form feeds,
    whether liblouis may be used (False: built-in phrasebook only, as without liblouis) and the
    sheets' ``lang``: "en" (UEB: grade 2 contracted, grade 1 uncontracted) or "fr" (braille
    français: grade 2 the abrégé, grade 1 the intégral; its words from the French message files)."""

    grade: int = 2
    cells: int = 40
    lines: int = 25
    form_feed: bool = True
    use_liblouis: bool = True
    lang: str = "en"

    def page_format(self) -> PageFormat:
        """The PageFormat (page numbers in the language's braille); raises ValueError for a page
        size out of range."""
        numbers = "fr2" if self.lang == "fr" and self.grade == 2 else self.lang
        return PageFormat(self.cells, self.lines, self.form_feed, numbers=numbers)

    def translator(self) -> Translator:
        """A Translator for this grade and language (shared, so translations are cached)."""
        return _translator(self.grade, self.use_liblouis, self.lang)


@functools.lru_cache(maxsize=8)
def _translator(grade: int, use_liblouis: bool, lang: str = "en") -> Translator:
    return Translator(grade, use_liblouis, lang)
