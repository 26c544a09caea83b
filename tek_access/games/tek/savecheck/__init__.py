"""Checking a saved game before it replaces anything: its shape, the game's invariants, and a
replay of its log.

A save file is JSON written by :func:`tek_access.storage.save_game`. Before a loaded game is
handed to anyone, :func:`check_save` makes sure of three things, in order:

1. **Shape** (:data:`SAVE_SCHEMA`): every key the engine's typed records need is there with the
   right JSON type (whole numbers are whole numbers, never true/false, decimals, Infinity or
   NaN), and no key is unknown.
2. **Invariants** (:func:`check_invariants`), for the saved state and the initial state alike:
   2 to 5 players, one faction, colour and card per seat, known factions, colours and sides;
   resources 0..9, tower 0..6, magic 0..5; at most 2 meeples a region and 7 a player; seats,
   owners, the active seat and every task's seat in range; task kinds known and the next one a
   decision; a war between two seats in regions on the board; a game not over has a decision.
3. **Replay**: the log, played from the initial state by the engine itself, gives exactly the
   saved state (and each entry was the deciding seat's). So a loaded game is one the engine
   itself reached, and it plays on like any other.

Any failure raises :class:`SaveError` naming the file, the place (a key path such as
``state.players[1].resources.ore``, a line and column, or a log entry) and the problem.

Format versions (:data:`SAVE_FORMAT`) migrate forward (:data:`MIGRATIONS`); a save from a newer
program is named as such. Version 2 added ``custom``: the player's own factions and territory
sides the game uses, as their TOML tables, so a save loads where those files are absent.

The engine (``tek_access.games.tek.rules``) stays pure: this package reads it and never the other way.
One module a job (the bytes read as JSON: :func:`tek_access.core.kernel.saves.parse_save`):
:mod:`.migrate` (format versions),
:mod:`.shape` and :mod:`.schema` (the shape), :mod:`.custom` (the player's own data in a save),
:mod:`.invariants` and :mod:`.replay`.
"""
from __future__ import annotations

from typing import Any

from tek_access.core.kernel.saves import SaveError, parse_save
from tek_access.games.tek.rules.state import GameConfig
from tek_access.games.tek.savecheck.custom import catalog_for, custom_data
from tek_access.games.tek.savecheck.invariants import TableOf, check_config, check_invariants
from tek_access.games.tek.savecheck.migrate import MIGRATIONS, SAVE_FORMAT, migrate
from tek_access.games.tek.savecheck.replay import replay
from tek_access.games.tek.savecheck.schema import SAVE_SCHEMA
from tek_access.games.tek.savecheck.shape import Bad

__all__ = ["SAVE_FORMAT", "MIGRATIONS", "SAVE_SCHEMA", "parse_save", "check_save", "check_invariants",
           "custom_data", "migrate"]


def check_save(data: Any, source: str, catalog=None):
    """The game a save's parsed ``data`` holds, after checking its shape, its invariants and a
    replay of its log (module docstring). Raises :class:`SaveError` (file, place, problem)."""
    from tek_access.games.tek.rules.catalog import load_catalog
    from tek_access.games.tek.rules.game import Game
    from tek_access.games.tek.rules.state import FORMAT_VERSION

    data = migrate(data, source)
    try:
        SAVE_SCHEMA.check(data, "")
    except Bad as exc:
        raise SaveError(source, exc.place, exc.problem) from None
    catalog = catalog_for(data, catalog or load_catalog(), source)
    try:
        table = TableOf(GameConfig.from_json(data["config"]), catalog)
        check_config(table)
        check_invariants(table, data["initial"], "initial")
        check_invariants(table, data["state"], "state")
        if not data["barrier"] <= len(data["log"]):
            raise Bad("barrier", f"is {data['barrier']}, past the end of the log ({len(data['log'])} entries)")
    except Bad as exc:
        raise SaveError(source, exc.place, exc.problem) from None
    engine_data = {key: value for key, value in data.items() if key != "custom"}
    engine_data["format"] = FORMAT_VERSION
    game = Game.from_json(engine_data, catalog, source)
    replay(game, data, source)
    return game
