"""``tek-access simulate``: play many all-computer games and print what happened.

Prints "Name: value" lines (``accessibility.md``): games, players, bots, mean turns, wins by seat,
wins by faction, shared wins, fallbacks (a computer player's failed search, by seat; "none" when
none) and games per second. A shared win (000_de41987be7abf7aa.txt,
Scoring: tied on every tie-breaker) counts as a win for each winner, so wins can add up to more
than the games played. Game i (from 0) uses seed S + i, so ``tek-access play --humans 0 --seed``
with that number replays it with the same factions and board.
"""
from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TextIO

from tek_access.core import simulate as _shared
from tek_access.core.messages import CORE
from tek_access.core.simulate import MAX_GAMES, SimulationError
from tek_access.games.tek.bots import BOT_KINDS, DEFAULT_BOT_TIME, make_bot
from tek_access.games.tek.messages import MESSAGES
from tek_access.games.tek.rules.game import MAX_PLAYERS, MIN_PLAYERS, Game
from tek_access.games.tek.rules.rulesets import RULES

__all__ = ["MAX_GAMES", "SimulationError", "Tally", "add_arguments", "parse_bots", "play_game", "report", "run",
           "simulate"]

#: The longest --bot-time accepted, in milliseconds.
MAX_BOT_TIME = 60_000


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add simulate's options to ``parser`` (the lead wires it into ``tek_access/cli.py``)."""
    parser.add_argument("--games", type=int, default=10, metavar="N", help="games to play (default 10)")
    parser.add_argument("--players", type=int, default=4, metavar="P",
                        help=f"players in each game, {MIN_PLAYERS} to {MAX_PLAYERS} (default 4)")
    parser.add_argument("--seed", type=int, default=1, metavar="S",
                        help="seed of the first game; game i uses S plus i (default 1)")
    parser.add_argument("--bots", default="random", metavar="KIND",
                        help=f"computer player kind for every seat ({' or '.join(BOT_KINDS)}), or one kind "
                             "per seat separated by commas, for example normal,random,random,random "
                             "(default random)")
    parser.add_argument("--exploration", action="store_true", help="play with exploration tokens")
    parser.add_argument("--bot-time", type=int, default=None, metavar="MS",
                        help="the strong player's thinking budget per decision in milliseconds "
                             f"(default {DEFAULT_BOT_TIME}; a fixed number of rollouts, so the same seed "
                             "plays the same game on any machine)")
    parser.add_argument("--rules", choices=RULES, default="tek",
                        help="ruleset: tek (the rulebook), utek (Ultra Tiny) or microgame (default tek)")


@dataclass
class Tally(_shared.Tally):
    """What a run of games added up to (:class:`tek_access.core.simulate.Tally`) and the games and
    wins of each faction. Shared wins count for every winner."""

    faction_wins: dict[str, int] = field(default_factory=dict)
    faction_games: dict[str, int] = field(default_factory=dict)


def parse_bots(text: str, players: int) -> list[str]:
    """Bot kinds per seat from "--bots": one kind for all, or one per seat. ValueError if bad."""
    return _shared.parse_bots(text, players, BOT_KINDS)


def play_game(seed: int, players: int, kinds: list[str], exploration: bool = False, rules: str = "tek",
              solo: bool = False, bot_time: float | None = None, fallbacks: list[int] | None = None) -> Game:
    """Play one all-computer game to its end and return it (:func:`tek_access.core.simulate.play_game`: each bot
    on its own view). ``rules``: the ruleset; ``solo``: seat 0 plays the compass dummy (seat 1 never decides);
    ``fallbacks``: each seat's bot's fallbacks are added to it."""
    game = Game.new(players=players, seed=seed, exploration=exploration, ruleset=rules, solo=solo)
    return _shared.play_game(game, kinds, lambda kind, seat, bot_seed: make_bot(kind, seat, bot_seed, bot_time), seed,
                             lambda game: game.pending.player if game.pending is not None else None, fallbacks)


def simulate(games: int, players: int, seed: int, kinds: list[str], exploration: bool = False,
             on_game: Callable[[int, Game], None] | None = None, rules: str = "tek",
             bot_time: float | None = None) -> Tally:
    """Play ``games`` games (seeds ``seed`` .. ``seed + games - 1``) and add them up.

    Raises :class:`SimulationError` naming the game and seed when one cannot be finished.
    """
    tally = Tally(seat_wins=[0] * players)

    def count(i: int, game: Game) -> None:
        result = game.result
        assert result is not None, "a game played to its end has a result"
        winners = result["winners"]
        tally.add(game.state.turn, winners)
        for seat in range(players):
            name = game.faction(seat).name
            tally.faction_games[name] = tally.faction_games.get(name, 0) + 1
        for seat in winners:
            name = game.faction(seat).name
            tally.faction_wins[name] = tally.faction_wins.get(name, 0) + 1
        if on_game is not None:
            on_game(i, game)

    _shared.play_seeds(tally, games, seed,
                       lambda game_seed: play_game(game_seed, players, kinds, exploration, rules, bot_time=bot_time,
                                                   fallbacks=tally.fallbacks),
                       count)
    return tally


def report(tally: Tally, players: int, seed: int, kinds: list[str], exploration: bool,
           rules: str = "tek") -> list[str]:
    """The lines ``simulate`` prints, "Name: value", in the player's language (plain ASCII in English)."""
    lines = [
        *_shared.head_lines(tally, players, seed, kinds, [MESSAGES("simulate-rules", rules=rules)]),
        MESSAGES("simulate-exploration", on=exploration),
        _shared.mean_line(CORE("simulate-mean-turns"), tally.turns, tally.games),
        *_shared.wins_lines(tally, players, kinds),
    ]
    played = sorted(tally.faction_games, key=lambda n: (-tally.faction_wins.get(n, 0), n))
    lines.append(MESSAGES("simulate-faction-wins-head", count=len(played)))
    for name in played:
        lines.append(MESSAGES("simulate-faction-wins", faction=name, wins=tally.faction_wins.get(name, 0),
                              games=tally.faction_games[name]))
    lines += _shared.fallback_lines(tally, kinds)
    lines.append(_shared.rate_line(tally))
    return lines


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``tek-access simulate`` with parsed ``args``; print the report. Exit code 0, 2 on bad options."""
    out = out or sys.stdout
    err = err or sys.stderr
    if not _shared.check_counts(args.games, args.players, MIN_PLAYERS, MAX_PLAYERS, err):
        return 2
    try:
        kinds = parse_bots(args.bots, args.players)
    except ValueError as exc:
        print(str(exc), file=err)
        return 2
    exploration = bool(getattr(args, "exploration", False))
    bot_time = getattr(args, "bot_time", None)
    if bot_time is not None and not 1 <= bot_time <= MAX_BOT_TIME:
        print(MESSAGES("simulate-bot-time-range", most=MAX_BOT_TIME), file=err)
        return 2
    rules = getattr(args, "rules", "tek") or "tek"
    from tek_access.games.tek.rules.rulesets import get

    top = min(MAX_PLAYERS, get(rules).max_players)
    if args.players > top:
        print(MESSAGES("simulate-players-ruleset", low=MIN_PLAYERS, high=top, rules=rules), file=err)
        return 2
    return _shared.finish(lambda: report(simulate(args.games, args.players, args.seed, kinds, exploration,
                                                  rules=rules, bot_time=bot_time),
                                         args.players, args.seed, kinds, exploration, rules), out, err)


def main(argv: list[str] | None = None) -> int:
    """Run simulate on its own: ``python -m tek_access.games.tek.bots.simulate --games 5``."""
    return _shared.main(add_arguments, run, "tek-access simulate", argv)


if __name__ == "__main__":
    sys.exit(main())
