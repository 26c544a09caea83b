"""Tiny Epic Kingdoms: its grammar words and answer matchers, queries, and the definition that
registers it as ``tek`` (:mod:`tek_access.core.registry`). Its rules are in :mod:`tek_access.games.tek.rules`."""
