"""Braille: what every game's BRF sheets share, translated by liblouis (issue 4). Imports no game.

Modules, one job each: ``braille_ascii`` (the Braille ASCII cell table, braille numbers),
``translate`` (liblouis loading, UEB grade 1/2, the kit phrasebook fallback), ``elements`` (the
page format, the elements, the laid-out page), ``wrap`` (line filling), ``paginate`` (pages),
``layout`` (the document and the BRF writer), ``options`` (:class:`~tek_access.braille.options.Options`),
``tactile`` (the line cells every tactile map shares), ``front`` (title page, notes, contents),
``validate``, ``checks`` and ``keycheck`` (the checkers), ``command`` (``tek-access braille``,
for every game through its braille part). Each game's sheets live in its own package
(``tek_access.games.tek.braille``, ``tek_access.games.vikings.braille``). See ``docs/braille.md``.
"""
