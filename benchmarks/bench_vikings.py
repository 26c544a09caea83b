"""Vikings engine benchmark (issue 19, item 5): random Tiny Epic Vikings games per second in this
process, printed beside Tiny Epic Kingdoms' measured in the same run (4 players each, random
players on the real game; then Vikings with a view per decision, and by player count).

The two engines are timed in alternating rounds, in CPU seconds of this process, and the ratio is of
the totals (the machine is shared and noisy: only the ratio counts). Plain script, "Name: value" lines.

    python3 benchmarks/bench_vikings.py [--rounds R] [--seconds S] [--seed S] [--profile]
"""
from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable

from support import cpu_timed, print_profile  # benchmarks/support.py, beside this script

from tek_access.core.kernel.rng import derive_seed
from tek_access.games.tek.bots import make_bot as make_tek_bot
from tek_access.games.tek.rules.game import Game as TekGame
from tek_access.games.vikings.bots import make_bot
from tek_access.games.vikings.rules.catalog import load_catalog
from tek_access.games.vikings.rules.game import Game


def play_vikings(seed: int, players: int = 4, views: bool = False) -> int:
    """One Vikings game with random players; return the decisions made."""
    game = Game.new(players=players, seed=seed)
    bots = [make_bot("random", seat, derive_seed(seed, "bot", seat)) for seat in range(players)]
    decisions = 0
    while not game.over:
        seat = game.to_move
        assert seat is not None
        bot = bots[seat]  # views: the seat's view each decision; else the owner hands the choices offered
        game.apply(bot.choose(game.for_player(seat)) if views else bot.pick(game.choices(), game.state.moves))
        decisions += 1
    return decisions


def play_tek(seed: int) -> int:
    """One 4-player Tiny Epic Kingdoms game with random players (as benchmarks/bench_engine.py)."""
    game = TekGame.new(players=4, seed=seed)
    bots = [make_tek_bot("random", seat, derive_seed(seed, "bot", seat)) for seat in range(4)]
    decisions = 0
    while not game.over:
        seat = game.to_move
        game.apply(bots[seat].pick(game.choices(), game.state.moves))  # as tek-access simulate does
        decisions += 1
    return decisions


def timed(func: Callable[[int], int], seconds: float) -> tuple[int, int, float]:
    """Call ``func(i)`` for about ``seconds`` of CPU time; return (calls, decisions, CPU seconds)."""
    return cpu_timed(func, seconds)

def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=4, help="alternating timing rounds (default 4)")
    parser.add_argument("--seconds", type=float, default=1.0, help="seconds per engine per round (default 1)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    parser.add_argument("--profile", action="store_true", help="print the hottest functions")
    args = parser.parse_args(argv)
    load_catalog()
    play_vikings(args.seed)
    play_tek(args.seed)
    totals = {"vikings": [0, 0, 0.0], "tek": [0, 0, 0.0]}
    for r in range(args.rounds):
        base = args.seed + r * 1000
        engines = (("vikings", lambda i, b=base: play_vikings(b + i)), ("tek", lambda i, b=base: play_tek(b + i)))
        for name, func in engines:
            n, d, t = timed(func, args.seconds)
            totals[name][0] += n
            totals[name][1] += d
            totals[name][2] += t
    vg, vd, vt = totals["vikings"]
    tg, td, tt = totals["tek"]
    print(f"Rounds: {args.rounds}, {args.seconds:g} CPU seconds an engine a round, 4 players, random players, one core")
    if hasattr(os, "getloadavg"):
        print(f"Load average: {os.getloadavg()[0]:.2f}")
    print(f"Vikings games per second: {vg / vt:.1f} ({vd / vg:.0f} decisions a game)")
    print(f"Tiny Epic Kingdoms games per second, same run: {tg / tt:.1f} ({td / tg:.0f} decisions a game)")
    print(f"Ratio, Vikings to Tiny Epic Kingdoms: {(vg / vt) / (tg / tt):.2f} games, "
          f"{(vd / vt) / (td / tt):.2f} decisions")
    n, _d, t = timed(lambda i: play_vikings(args.seed + i, views=True), args.seconds)
    print(f"Vikings games per second with a view per decision: {n / t:.1f}")
    for players in (2, 3):
        n, _d, t = timed(lambda i, p=players: play_vikings(args.seed + i, players=p), args.seconds)
        print(f"Vikings games per second, {players} players: {n / t:.1f}")
    if args.profile:
        print_profile(lambda: [play_vikings(args.seed + i) for i in range(50)], 15)
    return 0


if __name__ == "__main__":
    sys.exit(main())
