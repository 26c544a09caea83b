"""Table-size benchmark: random-bot games per second for 2, 3, 4 and 5 players.

Plain script, prints "Name: value" lines. Target (issue 3): `tek-access simulate --players P
--exploration` runs at the foundation's speed for every P in 2..5, that is each size's time per
game is within 1.5 times the 4-player figure. Games are played as `simulate` plays them
(tek_access.games.tek.bots.simulate.play_game: each bot sees its own view).

    python3 benchmarks/bench_tables.py [--games N] [--seed S] [--no-exploration] [--bots KIND]
"""
from __future__ import annotations

import argparse
import sys
import time

from tek_access.games.tek.bots.simulate import play_game
from tek_access.games.tek.rules.catalog import load_catalog

SIZES = (2, 3, 4, 5)
LIMIT = 1.5  # time per game, relative to 4 players


def games_per_second(players: int, games: int, seed: int, kind: str, exploration: bool) -> tuple[float, float]:
    """(games per second, mean turns) over ``games`` games of ``players`` seats."""
    turns = 0
    start = time.perf_counter()
    for i in range(games):
        turns += play_game(seed + i, players, [kind] * players, exploration).state.turn
    elapsed = time.perf_counter() - start
    return games / elapsed, turns / games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per table size (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    parser.add_argument("--bots", default="random", help="bot kind for every seat (default random)")
    parser.add_argument("--no-exploration", dest="exploration", action="store_false",
                        help="play without the exploration tokens")
    args = parser.parse_args(argv)
    load_catalog()
    for players in SIZES:  # warm caches
        play_game(args.seed, players, [args.bots] * players, args.exploration)
    rates = {}
    turns = {}
    for players in SIZES:
        rates[players], turns[players] = games_per_second(players, args.games, args.seed, args.bots,
                                                          args.exploration)
    variant = "with exploration tokens" if args.exploration else "without exploration tokens"
    print(f"Games: {args.games} per table size, {args.bots} bots, {variant}, one core")
    worst = 0.0
    for players in SIZES:
        ratio = rates[4] / rates[players]  # time per game relative to 4 players
        worst = max(worst, ratio)
        print(f"{players} players: {rates[players]:.1f} games per second, {turns[players]:.1f} turns a game, "
              f"time per game {ratio:.2f} times 4 players")
    print(f"Slowest size: {worst:.2f} times 4 players per game (target at most {LIMIT})")
    print(f"Target met: {'yes' if worst <= LIMIT else 'no'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
