"""Braille: BRF sheets for embossing, translated by liblouis (issue 4).

Modules, one job each: ``braille_ascii`` (the Braille ASCII cell table, braille numbers),
``translate`` (liblouis loading, UEB grade 1/2, the kit phrasebook fallback), ``layout``
(pages, headings, paragraphs, lists, the BRF writer), ``validate`` (the BRF checker),
``tactile`` (territory maps in cells), ``sheets`` (what each sheet says; ``write_board`` for
the in-game command), ``command`` (``tek-access braille``), ``phrases`` (regenerates the
phrasebook). See ``docs/braille.md``.
"""
