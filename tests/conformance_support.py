"""Positions of every registered game, for the conformance suite (the promises every game keeps).

Every game is reached only through its registered definition (:mod:`tek_access.core.registry`): a table
is made with its ``options`` part (``new_game``), at every table size it accepts, and played with
uniformly random legal choices from a seed; a :class:`Position` is a copy of the whole game at a
decision of one seat, with that seat's view (:class:`~tek_access.core.seat.SeatView`) to parse a
line on, as a front end would. A third game registered in ``tek_access.core.registry`` gets these
positions, and so the checks written on them, for free.

The random play is the same for the same (game, players, seed): a failing check names them.
"""
from __future__ import annotations

import argparse
import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from tek_access.core import registry
from tek_access.core.seat import SeatView
from tek_access.grammar import parser

#: table sizes tried for every game (a game refuses the ones it does not seat with ValueError)
TRIED_SIZES = range(1, 9)
#: decisions a random game plays at most before it is cut (a game always ends well before)
MOST_DECISIONS = 4000


@cache
def table_sizes(name: str) -> tuple[int, ...]:
    """The numbers of players game ``name`` seats, read from its definition: every size whose
    ``new_game`` makes a table (ValueError for the others)."""
    options = registry.get(name).part("options")
    sizes = []
    for players in TRIED_SIZES:
        try:
            options.new_game(argparse.Namespace(), players, 1, None)
        except ValueError:
            continue
        sizes.append(players)
    return tuple(sizes)


def game_sizes() -> list[tuple[str, int]]:
    """(game, players) for every registered game at every table size: the parametrisation."""
    return [(name, players) for name in registry.names() for players in table_sizes(name)]


def table_options(name: str) -> list[argparse.Namespace]:
    """The table options of game ``name`` to try, read from its definition's ``add_arguments``:
    its defaults, then each on/off option of the table turned on alone (Kingdoms' exploration
    tokens, say); an option whose table cannot be made at 3 players or at the smallest is left out."""
    options = registry.get(name).part("options")
    shape = argparse.ArgumentParser(add_help=False)
    options.add_arguments(shape)
    defaults = vars(shape.parse_args([]))
    out = [argparse.Namespace(**defaults)]
    for action in shape._actions:
        if isinstance(action, argparse._StoreTrueAction):
            args = argparse.Namespace(**{**defaults, action.dest: True})
            try:
                options.new_game(args, min(table_sizes(name), key=lambda n: abs(n - 3)), 1, None)
            except ValueError:
                continue
            out.append(args)
    return out


def new_table(name: str, players: int, seed: int, options: argparse.Namespace | None = None) -> Any:
    """A new whole game of ``name`` at ``players`` seats, dealt from ``seed`` (its definition's
    ``new_game``) with table ``options`` (default: none given)."""
    return registry.get(name).part("options").new_game(options or argparse.Namespace(), players, seed, None)


@dataclass
class Position:
    """A copy of the whole ``game`` (of registered game ``name``, ``players`` seats, random play
    from ``seed``, ``step`` decisions in) waiting for the decision of ``seat``."""

    name: str
    players: int
    seed: int
    step: int
    game: Any

    @property
    def seat(self) -> int:
        return int(self.game.pending.player)

    @property
    def kind(self) -> str:
        return str(self.game.pending.kind)

    def view(self) -> SeatView:
        """The deciding seat's view: all a front end holds."""
        return SeatView(self.game, self.seat)

    def parse(self, text: str) -> parser.Command:
        """``text`` as the deciding seat types it, read on its view."""
        return parser.parse(text, self.view())

    def fingerprint(self) -> str:
        """The whole game's saved form: equal before and after means nothing changed."""
        return json.dumps(self.game.to_json(), sort_keys=True, default=str)

    def after(self, choices) -> Any:
        """A copy of the whole game with ``choices`` applied in turn (IllegalChoice when one is not legal)."""
        game = self.game.clone()
        for choice in choices:
            game.apply(choice)
        return game

    def __repr__(self) -> str:
        return (f"<{self.name}, {self.players} players, seed {self.seed}, step {self.step}: "
                f"{self.kind} of seat {self.seat}>")


def walk(name: str, players: int, seed: int, pick: Callable[[random.Random, list], Any] | None = None,
         options: argparse.Namespace | None = None) -> Iterator[Position]:
    """Every decision of one random game of ``name`` (``players`` seats, ``seed``, table
    ``options``), in order, as a :class:`Position` (the game is copied only when the caller keeps
    it: see :func:`positions`). ``pick(rng, choices)`` chooses each move (default: at random)."""
    rng = random.Random(seed * 7919 + players)
    game = new_table(name, players, seed, options)
    step = 0
    while game.pending is not None and not game.over and step < MOST_DECISIONS:
        yield Position(name, players, seed, step, game)
        options = game.choices()
        game.apply(pick(rng, options) if pick is not None else rng.choice(options))
        step += 1


def positions(name: str, players: int, seed: int = 0, count: int = 12, games_played: int = 2) -> list[Position]:
    """``count`` positions of ``name`` at ``players`` seats spread over ``games_played`` random games
    (seeds ``seed``, ``seed + 1``...), each a copy of the game at a decision of a seat: about the
    same number from each game, at decisions chosen at random through it."""
    out: list[Position] = []
    per_game = max(1, count // games_played)
    for n in range(games_played):
        rng = random.Random((seed + n) * 31 + players)
        length = sum(1 for _ in walk(name, players, seed + n))
        keep = set(rng.sample(range(length), min(per_game, length)))
        for pos in walk(name, players, seed + n):
            if pos.step in keep:
                out.append(Position(name, players, pos.seed, pos.step, pos.game.clone()))
    return out


def find(name: str, players: int, test: Callable[[Position], bool], seeds: range = range(40),
         pick: Callable[[random.Random, list], Any] | None = None, every_option: bool = False) -> Position | None:
    """The first position of random games of ``name`` (``seeds``) where ``test`` holds, copied;
    None when none. ``every_option``: each seed is also played with each table option on
    (:func:`table_options`)."""
    tables = table_options(name) if every_option else [None]
    for seed in seeds:
        for options in tables:
            for pos in walk(name, players, seed, pick, options):
                if test(pos):
                    return Position(name, players, pos.seed, pos.step, pos.game.clone())
    return None


def kinds_of(pos: Position) -> set[str]:
    """The kinds of the legal choices at ``pos``."""
    return {c.kind for c in pos.game.choices()}


def by_kind(name: str, players: int, per_kind: int = 2, seeds: range = range(3)) -> list[Position]:
    """Up to ``per_kind`` positions of every decision kind met in random games of ``name``
    (``seeds``), copied, the first met of each kind at random through each game: every kind of
    question a seat is asked, not only the common ones."""
    out: dict[str, list[Position]] = {}
    for seed in seeds:
        rng = random.Random(seed * 131 + players)
        for pos in walk(name, players, seed):
            kept = out.setdefault(pos.kind, [])
            if len(kept) < per_kind * (seeds.index(seed) + 1) and rng.random() < 0.3:
                kept.append(Position(name, players, pos.seed, pos.step, pos.game.clone()))
    return [pos for kept in out.values() for pos in kept[:per_kind]]
