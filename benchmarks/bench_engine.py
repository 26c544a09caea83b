"""Engine benchmark: full 4-player games with random bots per second on one core, and peak memory.

Plain script, prints "Name: value" lines. Targets (issue 2): at least 100 games per second, aim
300; peak memory of one 4-player game under 100 MB (tracemalloc).

    python3 benchmarks/bench_engine.py [--games N] [--seed S] [--profile]

``--profile`` also prints the 15 functions with the most own time (cProfile), to find hot spots.
Bots get the real game (the random bot reads only the legal choices, as every view does); the line
"with views" repeats the run with ``for_player`` copies, as the console does for every bot.
"""
from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import sys
import time
import tracemalloc

from tek_access.bots import make_bot
from tek_access.rules.catalog import load_catalog
from tek_access.rules.game import Game
from tek_access.rules.rng import derive_seed

PLAYERS = 4


def play(seed: int, views: bool = False) -> tuple[int, int]:
    """Play one 4-player game with random bots; return (turns, decisions)."""
    game = Game.new(players=PLAYERS, seed=seed)
    bots = [make_bot("random", seat, derive_seed(seed, "bot", seat)) for seat in range(PLAYERS)]
    decisions = 0
    while not game.over:
        seat = game.pending.player
        game.apply(bots[seat].choose(game.for_player(seat) if views else game))
        decisions += 1
    return game.state.turn, decisions


def games_per_second(games: int, seed: int, views: bool = False) -> tuple[float, float, float]:
    """(games per second, mean turns, mean decisions) over ``games`` games."""
    turns = decisions = 0
    start = time.perf_counter()
    for i in range(games):
        t, d = play(seed + i, views)
        turns += t
        decisions += d
    elapsed = time.perf_counter() - start
    return games / elapsed, turns / games, decisions / games


def peak_memory(seed: int) -> float:
    """Peak traced memory in MB while playing one 4-player game (the catalogue already loaded)."""
    tracemalloc.start()
    play(seed)
    _current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / 1_000_000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games to time (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    parser.add_argument("--profile", action="store_true", help="print the hottest functions")
    args = parser.parse_args(argv)
    load_catalog()
    play(args.seed)  # warm caches
    rate, turns, decisions = games_per_second(args.games, args.seed)
    view_rate, _t, _d = games_per_second(max(1, args.games // 4), args.seed, views=True)
    print(f"Games: {args.games}, 4 players, random bots, one core")
    if hasattr(os, "getloadavg"):
        print(f"Load average before: {os.getloadavg()[0]:.2f} (figures are low when other work runs)")
    print(f"Games per second: {rate:.1f} (target 100, aim 300)")
    print(f"Games per second with views: {view_rate:.1f}")
    print(f"Mean turns: {turns:.1f}")
    print(f"Mean decisions: {decisions:.1f}")
    print(f"Decisions per second: {rate * decisions:.0f}")
    print(f"Peak memory of one game: {peak_memory(args.seed):.2f} MB (target under 100)")
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        games_per_second(max(1, args.games // 4), args.seed)
        profiler.disable()
        buffer = io.StringIO()
        pstats.Stats(profiler, stream=buffer).sort_stats("tottime").print_stats(15)
        print("Profile, by own time:")
        print(buffer.getvalue().strip())
    return 0


if __name__ == "__main__":
    sys.exit(main())
