"""The games of the family, one package each with the same layout (docs/architecture.md, "Adding a game").

Each game's package holds all of it: ``rules/`` (the engine), ``bots``, ``braille``, ``narration``, the
grammar, the queries, ``data/``, and ``definition.py``, the :class:`~tek_access.core.definition.GameDefinition`
the registry (:mod:`tek_access.core.registry`) finds it by. Nothing outside a game's package imports it but
the registry, by name, when the game is first asked for.
"""
