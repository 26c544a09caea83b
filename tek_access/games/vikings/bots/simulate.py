"""``tek-access simulate --game vikings``: play many all-computer Vikings games and print what happened.

The same shape as Tiny Epic Kingdoms' (:mod:`tek_access.games.tek.bots.simulate`): ``add_arguments(parser)``
and ``run(args)``. Prints "Name: value" lines (``accessibility.md``): games, players, bots, seeds,
mean turns, shared wins, wins by seat, mean winning score, fallbacks ("none", or by seat) and games
per second (the one line that depends on the machine; every other line is the same for the same seed).
A shared win (003, game over: tied on every tie-breaker) counts for each winner. Game i (from 0) uses seed S + i.
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from typing import TextIO

from tek_access.core import simulate as _shared
from tek_access.core.messages import CORE
from tek_access.core.simulate import MAX_GAMES, SimulationError
from tek_access.games.vikings.bots import BOT_KINDS, make_bot
from tek_access.games.vikings.messages import MESSAGES
from tek_access.games.vikings.rules.game import MAX_PLAYERS, MIN_PLAYERS, Game

__all__ = ["MAX_GAMES", "SimulationError", "Tally", "add_arguments", "parse_bots", "play_game", "report", "run",
           "simulate"]

_add = _shared.add_option


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add simulate's options (those not already added by another game's simulate)."""
    _add(parser, "--games", type=int, default=10, metavar="N", help="games to play (default 10)")
    _add(parser, "--players", type=int, default=4, metavar="P", help="players in each game (default 4)")
    _add(parser, "--seed", type=int, default=1, metavar="S",
         help="seed of the first game; game i uses S plus i (default 1)")
    _add(parser, "--bots", default="random", metavar="KIND",
         help=f"computer player kind for every seat ({' or '.join(BOT_KINDS)}), or one kind per seat separated "
              "by commas (default random)")


@dataclass
class Tally(_shared.Tally):
    """What a run of games added up to (:class:`tek_access.core.simulate.Tally`) and the points of
    each game's first winner."""

    winning_points: int = 0


def parse_bots(text: str, players: int) -> list[str]:
    """Bot kinds per seat: one kind for all, or one per seat. ValueError if bad."""
    return _shared.parse_bots(text, players, BOT_KINDS, also=("strong",))


def play_game(seed: int, players: int, kinds: list[str], fallbacks: list[int] | None = None) -> Game:
    """Play one all-computer game to its end (:func:`tek_access.core.simulate.play_game`: each bot on its own
    view). ``fallbacks``: each seat's bot's fallbacks (when it counts them) are added to it."""
    return _shared.play_game(Game.new(players=players, seed=seed), kinds, make_bot, seed, lambda game: game.to_move,
                             fallbacks)


def simulate(games: int, players: int, seed: int, kinds: list[str]) -> Tally:
    """Play ``games`` games (seeds ``seed`` .. ``seed + games - 1``) and add them up. Raises
    :class:`SimulationError` naming the game and seed when one cannot be finished."""
    tally = Tally(seat_wins=[0] * players)

    def count(i: int, game: Game) -> None:
        result = game.result
        if result is None or not result["winners"]:
            raise SimulationError(MESSAGES("simulate-no-winner", game=i + 1, seed=seed + i))
        winners = result["winners"]
        tally.add(game.state.turn, winners)
        tally.winning_points += result["scores"][winners[0]]["total"]

    _shared.play_seeds(tally, games, seed, lambda game_seed: play_game(game_seed, players, kinds, tally.fallbacks),
                       count)
    return tally


def report(tally: Tally, players: int, seed: int, kinds: list[str]) -> list[str]:
    """The lines ``simulate`` prints, "Name: value", in the player's language (plain ASCII in English)."""
    lines = [
        *_shared.head_lines(tally, players, seed, kinds, [MESSAGES("simulate-game")]),
        _shared.mean_line(CORE("simulate-mean-turns"), tally.turns, tally.games),
        _shared.mean_line(MESSAGES("simulate-mean-winning-score"), tally.winning_points, tally.games),
        *_shared.wins_lines(tally, players, kinds),
        *_shared.fallback_lines(tally, kinds),
        _shared.rate_line(tally),
    ]
    return lines


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``tek-access simulate --game vikings`` with parsed ``args``; print the report. Exit code 0,
    1 when a game could not be finished, 2 on bad options."""
    out = out or sys.stdout
    err = err or sys.stderr
    games, players = int(args.games), int(args.players)
    if not _shared.check_counts(games, players, MIN_PLAYERS, MAX_PLAYERS, err, MESSAGES("simulate-title")):
        return 2
    for name in ("exploration", "solo"):
        if getattr(args, name, False):
            print(MESSAGES("simulate-no-option", option=name), file=err)
            return 2
    if (getattr(args, "rules", None) or "tek") != "tek":
        print(MESSAGES("simulate-one-ruleset"), file=err)
        return 2
    try:
        kinds = parse_bots(getattr(args, "bots", "random") or "random", players)
    except ValueError as exc:
        print(str(exc), file=err)
        return 2
    seed = int(args.seed)
    return _shared.finish(lambda: report(simulate(games, players, seed, kinds), players, seed, kinds), out, err)


def main(argv: list[str] | None = None) -> int:
    """Run on its own: ``python -m tek_access.games.vikings.bots.simulate --games 5 --players 3``."""
    return _shared.main(add_arguments, run, "tek-access simulate --game vikings", argv)


if __name__ == "__main__":
    sys.exit(main())
