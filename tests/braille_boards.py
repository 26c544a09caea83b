"""Boards from random saves for the braille checks: TEK games of 2 (some solo) to 5 players, some
with exploration tokens, and Vikings games of 2 to 4, played some random moves, written with
``save_game`` and read back with ``load_game`` (the path of ``tek-access braille --board SAVE``),
then seen as an onlooker sees them."""
from __future__ import annotations

import functools
import random
import tempfile
from pathlib import Path
from typing import Any

from tek_access.games.tek.braille.board import board_snapshot
from tek_access.games.tek.rules.game import Game
from tek_access.storage import load_game, save_game


@functools.lru_cache(maxsize=2)
def random_boards(count: int = 50, seed: int = 2026) -> tuple[tuple[dict[str, Any], Any], ...]:
    """(snapshot, catalog) of ``count`` boards from random saves (made once per test run)."""
    with tempfile.TemporaryDirectory() as folder:
        return tuple(_boards(Path(folder), count, seed))


def _boards(folder: Path, count: int, seed: int) -> list[tuple[dict[str, Any], Any]]:
    rng = random.Random(seed)
    out = []
    for index in range(count):
        players = rng.choice([2, 2, 3, 4, 5])
        solo = players == 2 and rng.random() < 0.5
        game_seed = rng.randrange(10**6)
        if solo:
            game = Game.new(players=2, seed=game_seed, solo=True)
        else:
            game = Game.new(players=players, seed=game_seed, exploration=rng.random() < 0.7)
        for _ in range(rng.randrange(20, 200)):
            choices = [] if game.over else game.choices()
            if not choices:
                break
            game.apply(rng.choice(choices))
        path = save_game(game, folder / f"game-{index}.json")
        loaded = load_game(path)
        out.append((board_snapshot(loaded.for_player(None)), loaded.catalog))
    return out


@functools.lru_cache(maxsize=2)
def random_vikings_boards(count: int, seed: int = 2026) -> tuple[Any, ...]:
    """Onlooker views of ``count`` Vikings games of 2 to 4 players, played some random moves
    through the game's engine, saved and loaded back (the path of ``tek-access braille --board
    SAVE``); made once per test run."""
    from tek_access.games.vikings.rules.game import Game as VikingsGame

    rng = random.Random(seed)
    views = []
    with tempfile.TemporaryDirectory() as folder:
        for index in range(count):
            game = VikingsGame.new(rng.choice([2, 3, 4]), seed=rng.randrange(10**6))
            for _ in range(rng.randrange(0, 150)):
                choices = [] if game.over else game.choices()
                if not choices:
                    break
                game.apply(rng.choice(choices))
            loaded = load_game(save_game(game, Path(folder) / f"vikings-{index}.json"))
            views.append(loaded.for_player(None))
    return tuple(views)
