"""Issue 11 targets for the strong computer player: win rates with 95% confidence intervals (seats
rotated), decision times, seat balance of four strong players, and the average winning score of
strong-bot games beside normal-bot games.

    python3 benchmarks/bench_bots.py                       # every suite, default sizes
    python3 benchmarks/bench_bots.py --suite two --games 100 --jobs 2 --bot-time 20
    python3 benchmarks/bench_bots.py --suite self --games 200 --time-limit 1800

Suites:
  two     strong against normal, 2 players; the strong seat alternates (target: >= 60% wins;
          at --bot-time 20: >= 55%)
  four    1 strong and 3 normal, 4 players; the strong seat rotates (target: >= 40% wins)
  self    four strong players: wins by seat (target: no seat above 35% over 200 games)
  normal  four normal players: the winning score to compare with ``self``
Decision times (wall clock, each strong decision, this machine): target median <= 0.3 s, max <= 1 s.

A shared win counts 1/k for each of its k winners. Confidence intervals are Wilson score intervals.
Each game's seed is ``--seed`` + its number, so a run can be repeated exactly. ``--time-limit``
stops starting new games after that many seconds and reports the games finished (the sizes
printed are the games actually played). ``--log FILE`` keeps each finished game as a JSON line, so
a long run (200 four-strong games take over an hour) can be stopped and resumed with the same
command.
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tek_access.core.kernel.rng import derive_seed  # noqa: E402
from tek_access.games.tek.bots import make_bot  # noqa: E402
from tek_access.games.tek.rules.game import Game  # noqa: E402

SUITES = {
    # name: (players, kinds for game i as a function of i, the seat(s) measured)
    "two": 2,
    "four": 4,
    "self": 4,
    "normal": 4,
}
DEFAULT_GAMES = {"two": 60, "four": 40, "self": 20, "normal": 100}


def kinds_for(suite: str, i: int) -> list[str]:
    """Seat kinds of game ``i`` of ``suite`` (the strong seat rotates with ``i``)."""
    players = SUITES[suite]
    if suite == "self":
        return ["strong"] * players
    if suite == "normal":
        return ["normal"] * players
    kinds = ["normal"] * players
    kinds[i % players] = "strong"
    return kinds


def play(suite: str, i: int, seed: int, bot_time: float, rules: str = "tek") -> dict:
    """Play game ``i`` of ``suite``; return its seats, winners, scores and strong decision times."""
    kinds = kinds_for(suite, i)
    players = len(kinds)
    game_seed = seed + i
    kwargs = {} if rules == "tek" else {"ruleset": rules}
    game = Game.new(players=players, seed=game_seed, **kwargs)
    bots = [make_bot(k, s, derive_seed(game_seed, "bot", s), bot_time) for s, k in enumerate(kinds)]
    times: list[float] = []
    while not game.over:
        seat = game.pending.player
        bot = bots[seat]
        view = game.for_player(seat)
        if bot.kind == "strong":
            start = time.perf_counter()
            choice = bot.choose(view)
            times.append(time.perf_counter() - start)
        else:
            choice = bot.choose(view)
        game.apply(choice)
    result = game.result
    return {"suite": suite, "i": i, "seed": game_seed, "bot_time": bot_time, "rules": rules,
            "kinds": kinds, "winners": list(result["winners"]),
            "scores": [s["total"] for s in result["scores"]], "times": times, "turns": game.state.turn,
            "fallbacks": sum(getattr(b, "fallbacks", 0) for b in bots if b.kind == "strong")}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score 95% interval of a proportion ``wins``/``n``."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def share(record: dict, seat: int) -> float:
    winners = record["winners"]
    return 1.0 / len(winners) if seat in winners else 0.0


def logged(log: Path | None, suite: str, seed: int, bot_time: float, rules: str) -> dict[int, dict]:
    """Games of this suite already in ``log`` (JSON lines), by game number: a run is resumed."""
    if log is None or not log.exists():
        return {}
    found = {}
    for line in log.read_text(encoding="utf-8").splitlines():
        try:
            r = json.loads(line)
        except ValueError:
            continue  # a line cut short when a run was stopped
        if (r.get("suite"), r.get("seed"), r.get("bot_time"), r.get("rules")) == \
                (suite, seed + r.get("i", -1), bot_time, rules):
            found[r["i"]] = r
    return found


def run_suite(suite: str, games: int, seed: int, bot_time: float, jobs: int, limit: float | None,
              rules: str, log: Path | None = None) -> list[dict]:
    """Play ``games`` games of ``suite`` (those already in ``log`` are read, not played again);
    each finished game is appended to ``log`` as a JSON line."""
    start = time.perf_counter()
    done_before = logged(log, suite, seed, bot_time, rules)
    records: list[dict] = [done_before[i] for i in sorted(done_before) if i < games]
    todo = [i for i in range(games) if i not in done_before]

    def keep(record: dict) -> None:
        records.append(record)
        if log is not None:
            with log.open("a", encoding="utf-8") as f:
                f.write(json.dumps(record) + "\n")

    def more() -> bool:
        return limit is None or time.perf_counter() - start <= limit

    if jobs <= 1:
        for i in todo:
            if not more():
                break
            keep(play(suite, i, seed, bot_time, rules))
        return records
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        pending = {}
        queue = iter(todo)
        for i in queue:
            pending[pool.submit(play, suite, i, seed, bot_time, rules)] = i
            if len(pending) >= jobs * 2:
                break
        while pending:
            done = next(as_completed(pending))
            pending.pop(done)
            keep(done.result())
            if more():
                i = next(queue, None)
                if i is not None:
                    pending[pool.submit(play, suite, i, seed, bot_time, rules)] = i
    return records


def report(suite: str, records: list[dict], elapsed: float) -> list[str]:
    n = len(records)
    lines = [f"== {suite}: {n} games, {elapsed:.0f} s"]
    if not n:
        return lines
    win_scores = [max(r["scores"]) for r in records]
    if suite in ("two", "four"):
        strong_wins = sum(share(r, r["kinds"].index("strong")) for r in records)
        low, high = wilson(strong_wins, n)
        target = "60%" if suite == "two" else "40%"
        lines.append(f"Strong wins: {strong_wins:g} of {n} = {strong_wins / n:.1%} "
                     f"(95% CI {low:.1%} to {high:.1%}; target {target})")
        even = 1 / SUITES[suite]
        lines.append(f"An even share would be {even:.0%}.")
        strong_won = [r["scores"][r["kinds"].index("strong")] for r in records
                      if r["kinds"].index("strong") in r["winners"]]
        normal_won = [max(r["scores"][s] for s in r["winners"]) for r in records
                      if any(r["kinds"][s] == "normal" for s in r["winners"])]
        lines.append(f"Average winning score: strong {_mean(strong_won)}, normal {_mean(normal_won)}")
        by_seat = {}
        for r in records:
            seat = r["kinds"].index("strong")
            got = by_seat.setdefault(seat, [0.0, 0])
            got[0] += share(r, seat)
            got[1] += 1
        lines.append("Strong wins by its seat: " + ", ".join(
            f"seat {s + 1} {w:g}/{c}" for s, (w, c) in sorted(by_seat.items())))
    else:
        players = SUITES[suite]
        seat_wins = [sum(share(r, s) for r in records) for s in range(players)]
        parts = []
        for s, w in enumerate(seat_wins):
            low, high = wilson(w, n)
            parts.append(f"seat {s + 1} {w:g} = {w / n:.1%} ({low:.1%} to {high:.1%})")
        lines.append("Wins by seat: " + "; ".join(parts))
        if suite == "self":
            lines.append(f"Highest seat share: {max(seat_wins) / n:.1%} (target: none above 35% over 200 games)")
        lines.append(f"Average winning score ({suite}): {_mean(win_scores)}")
    lines.append(f"Mean turns: {statistics.mean(r['turns'] for r in records):.1f}")
    times = [t for r in records for t in r["times"]]
    if times:
        lines.append(f"Strong decisions: {len(times)}, median {statistics.median(times):.3f} s, "
                     f"max {max(times):.3f} s, 95th percentile {_quantile(times, 0.95):.3f} s "
                     f"(target median <= 0.3 s, max <= 1 s)")
        lines.append(f"Strong fallbacks: {sum(r['fallbacks'] for r in records)}")
    return lines


def _mean(values: list[float]) -> str:
    return f"{statistics.mean(values):.2f} VP ({len(values)} games)" if values else "none"


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--suite", choices=[*SUITES, "all"], default="all")
    parser.add_argument("--games", type=int, default=None, help="games per suite (default: per suite)")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--bot-time", type=float, default=None, metavar="MS",
                        help="the strong player's budget per decision in milliseconds (default: the bot's)")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    parser.add_argument("--time-limit", type=float, default=None, metavar="S",
                        help="start no new game after S seconds per suite")
    parser.add_argument("--rules", default="tek", help="ruleset (default tek)")
    parser.add_argument("--log", type=Path, default=None, metavar="FILE",
                        help="append each game's record to FILE (JSON lines); games already there "
                             "are read, not played again, so a long run can be stopped and resumed")
    args = parser.parse_args(argv)
    from tek_access.games.tek.bots import DEFAULT_BOT_TIME

    bot_time = args.bot_time if args.bot_time is not None else DEFAULT_BOT_TIME
    suites = list(SUITES) if args.suite == "all" else [args.suite]
    print(f"Strong bot time: {bot_time:g} ms per decision; rules {args.rules}; seeds from {args.seed}")
    for suite in suites:
        games = args.games if args.games is not None else DEFAULT_GAMES[suite]
        start = time.perf_counter()
        records = run_suite(suite, games, args.seed, bot_time, args.jobs, args.time_limit, args.rules,
                            args.log)
        for line in report(suite, records, time.perf_counter() - start):
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
