"""Latency benchmark: the time from a typed command to its printed narration.

Plain script, prints "Name: value" lines. Target (issue 2): the 95th percentile under 20 ms.
A human seat plays against three ``normal`` computer players through :class:`GameSession`
with an in-memory output; each sample is one ``session.handle(line)`` call, from the typed line
to the last printed line, including the computer players' turns that follow it (nothing is
excluded). The commands mix numbered answers, full sentences and queries (map, status, score,
look, choices, region), as a player would type them.

    python3 benchmarks/bench_latency.py [--commands N] [--seed S]

Peak memory of a 4-player game is printed by ``benchmarks/bench_engine.py``.
"""
from __future__ import annotations

import argparse
import io
import random
import statistics
import sys
import time

from tek_access.audio.announcer import Announcer
from tek_access.rules.game import Game
from tek_access.ui.session import GameSession

TARGET_MS = 20.0
QUERIES = ["map", "status", "score", "look", "choices", "resources", "what now", "help patrol", "rules war",
           "history 5"]


def _sentence(session: GameSession, rng: random.Random) -> str:
    """A typed line: mostly a numbered answer, sometimes a query or a full sentence."""
    roll = rng.random()
    if roll < 0.25:
        return rng.choice(QUERIES)
    game = session.game
    if roll < 0.35 and game.pending is not None and game.pending.kind == "select_action":
        return rng.choice(["build", "research", "trade 1 food for ore", "expand", "patrol", "quest"])
    if roll < 0.40 and game.board_regions:  # empty while home territories are being chosen
        region = rng.choice(game.board_regions)
        return f"region {region.name}"
    return str(rng.randint(1, max(1, len(game.choices()))))


class _Timed:
    """Wraps a computer player to add up the time its ``choose`` takes (for the breakdown line)."""

    total = 0.0

    def __init__(self, bot) -> None:
        self.bot = bot

    def choose(self, game):
        start = time.perf_counter()
        try:
            return self.bot.choose(game)
        finally:
            _Timed.total += time.perf_counter() - start


def run(commands: int, seed: int) -> list[float]:
    """Play games until ``commands`` lines were handled; return each line's time in ms."""
    rng = random.Random(seed)
    times: list[float] = []
    game_seed = seed
    while len(times) < commands:
        out = io.StringIO()
        session = GameSession(Game.new(players=4, seed=game_seed), ["human", "normal", "normal", "normal"],
                              Announcer(out=out, speech="off"), seed=game_seed)
        for seat in session.seats:
            if seat.bot is not None:
                seat.bot = _Timed(seat.bot)
        session.start()
        while not session.finished and len(times) < commands:
            line = _sentence(session, rng)
            start = time.perf_counter()
            session.handle(line)
            times.append((time.perf_counter() - start) * 1000)
        game_seed += 1
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commands", type=int, default=400, help="typed lines to time (default 400)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    run(20, args.seed + 1000)  # warm up: imports, data files, caches
    _Timed.total = 0.0
    times = run(args.commands, args.seed)
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * len(ordered))) - 1)]
    print(f"Commands timed: {len(times)}")
    print(f"Median: {statistics.median(times):.2f} ms")
    print(f"95th percentile: {p95:.2f} ms")
    print(f"Slowest: {ordered[-1]:.2f} ms")
    print(f"Share spent in computer players' choices: {100 * _Timed.total * 1000 / max(sum(times), 1e-9):.0f}%")
    print(f"Target: 95th percentile under {TARGET_MS:.0f} ms: {'met' if p95 < TARGET_MS else 'NOT met'}")
    return 0 if p95 < TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
