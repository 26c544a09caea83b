"""``tek-access simulate --game vikings``: play many all-computer Vikings games and print what happened.

The same shape as Tiny Epic Kingdoms' (:mod:`tek_access.bots.simulate`): ``add_arguments(parser)``
and ``run(args)``. Prints "Name: value" lines (``accessibility.md``): games, players, bots, seeds,
mean turns, shared wins, wins by seat, mean winning score and games per second (the one line that
depends on the machine; every other line is the same for the same seed). A shared win (003, game
over: tied on every tie-breaker) counts for each winner. Game i (from 0) uses seed S + i.
"""
from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, field
from typing import Any, TextIO

from tek_access.games.vikings.bots import BOT_KINDS, make_bot
from tek_access.games.vikings.rules.game import MAX_PLAYERS, MIN_PLAYERS, Game
from tek_access.rules.rng import derive_seed

MAX_GAMES = 100_000


def _add(parser: argparse.ArgumentParser, flag: str, **options: Any) -> None:
    """Add ``flag`` unless another game of the registry already gave the shared parser one."""
    if flag not in parser._option_string_actions:
        parser.add_argument(flag, **options)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add simulate's options (those not already added by another game's simulate)."""
    _add(parser, "--games", type=int, default=10, metavar="N", help="games to play (default 10)")
    _add(parser, "--players", type=int, default=4, metavar="P", help="players in each game (default 4)")
    _add(parser, "--seed", type=int, default=1, metavar="S",
         help="seed of the first game; game i uses S plus i (default 1)")
    _add(parser, "--bots", default="random", metavar="KIND",
         help=f"computer player kind for every seat ({' or '.join(BOT_KINDS)}), or one kind per seat separated "
              "by commas (default random)")


class SimulationError(RuntimeError):
    """A game could not be played to its end; ``str()`` names the game and seed."""


@dataclass
class Tally:
    games: int = 0
    turns: int = 0
    seconds: float = 0.0
    shared: int = 0
    winning_points: int = 0
    seat_wins: list[int] = field(default_factory=list)


def parse_bots(text: str, players: int) -> list[str]:
    """Bot kinds per seat: one kind for all, or one per seat. ValueError if bad."""
    kinds = [k.strip().lower() for k in str(text).split(",")]
    for kind in kinds:
        if kind not in BOT_KINDS and kind != "strong":
            raise ValueError(f"Unknown computer player {kind!r}. Kinds: {', '.join(BOT_KINDS)}.")
    if len(kinds) == 1:
        return kinds * players
    if len(kinds) != players:
        raise ValueError(f"Give one bot kind, or {players} kinds, one per seat; {len(kinds)} given.")
    return kinds


def play_game(seed: int, players: int, kinds: list[str]) -> Game:
    """Play one all-computer game to its end; each bot sees only its own view."""
    game = Game.new(players=players, seed=seed)
    bots = [make_bot(kind, seat, derive_seed(seed, "bot", seat)) for seat, kind in enumerate(kinds)]
    while not game.over:
        seat = game.to_move
        assert seat is not None
        bot = bots[seat]
        view = game if bot.reads_only_choices else game.for_player(seat)
        game.apply(bot.choose(view))
    return game


def simulate(games: int, players: int, seed: int, kinds: list[str]) -> Tally:
    """Play ``games`` games (seeds ``seed`` .. ``seed + games - 1``) and add them up. Raises
    :class:`SimulationError` naming the game and seed when one cannot be finished."""
    tally = Tally(seat_wins=[0] * players)
    start = time.perf_counter()
    for i in range(games):
        try:
            game = play_game(seed + i, players, kinds)
        except (ValueError, KeyError, IndexError, TypeError, AssertionError) as exc:
            raise SimulationError(f"Game {i + 1}, seed {seed + i}, stopped: {exc}") from exc
        result = game.result
        if result is None or not result["winners"]:
            raise SimulationError(f"Game {i + 1}, seed {seed + i}, ended with no winner.")
        tally.games += 1
        tally.turns += game.state.turn
        winners = result["winners"]
        tally.shared += len(winners) > 1
        tally.winning_points += result["scores"][winners[0]]["total"]
        for seat in winners:
            tally.seat_wins[seat] += 1
    tally.seconds = time.perf_counter() - start
    return tally


def report(tally: Tally, players: int, seed: int, kinds: list[str]) -> list[str]:
    """The lines ``simulate`` prints, plain ASCII, "Name: value"."""
    lines = [
        f"Games: {tally.games}",
        "Game: Tiny Epic Vikings",
        f"Players: {players}",
        f"Bots: {', '.join(kinds)}",
        f"Seeds: {seed} to {seed + tally.games - 1}",
        f"Mean turns: {tally.turns / tally.games:.1f}" if tally.games else "Mean turns: none",
        f"Mean winning score: {tally.winning_points / tally.games:.1f}" if tally.games else "Mean winning score: none",
        f"Shared wins: {_count(tally.shared, 'game')}, each winner counted",
        f"Wins by seat: {players} seats",
    ]
    for seat, wins in enumerate(tally.seat_wins):
        lines.append(f"Seat {seat + 1}, {kinds[seat]}: {_count(wins, 'win')}")
    rate = tally.games / tally.seconds if tally.seconds > 0 else 0.0
    lines.append(f"Games per second: {rate:.1f}")
    return lines


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``tek-access simulate --game vikings`` with parsed ``args``; print the report. Exit code 0,
    1 when a game could not be finished, 2 on bad options."""
    out = out or sys.stdout
    err = err or sys.stderr
    games, players = int(args.games), int(args.players)
    if not 1 <= games <= MAX_GAMES:
        print(f"Games must be 1 to {MAX_GAMES}.", file=err)
        return 2
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        print(f"Players must be {MIN_PLAYERS} to {MAX_PLAYERS} in Tiny Epic Vikings.", file=err)
        return 2
    for name in ("exploration", "solo"):
        if getattr(args, name, False):
            print(f"Tiny Epic Vikings has no {name} option.", file=err)
            return 2
    if (getattr(args, "rules", None) or "tek") != "tek":
        print("Tiny Epic Vikings has one ruleset; leave out --rules.", file=err)
        return 2
    try:
        kinds = parse_bots(getattr(args, "bots", "random") or "random", players)
    except ValueError as exc:
        print(str(exc), file=err)
        return 2
    try:
        tally = simulate(games, players, int(args.seed), kinds)
    except KeyboardInterrupt:
        print("Stopped.", file=err)
        return 130
    except SimulationError as exc:
        print(str(exc), file=err)
        return 1
    for line in report(tally, players, int(args.seed), kinds):
        print(line, file=out)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run on its own: ``python -m tek_access.games.vikings.simulate --games 5 --players 3``."""
    parser = argparse.ArgumentParser(prog="tek-access simulate --game vikings", description="Play all-computer games.")
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
