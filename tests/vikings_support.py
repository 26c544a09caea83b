"""Helpers for the Vikings rules tests: deal a game, bring it to the action phase, set up a position
by hand and run a task on it, and play games at random.

A position is the real :class:`Game` with ``state`` edited in place and ``touch()`` called; a task
stack given to :func:`at` is what the engine would push itself (003_e355be14bd9c4768.txt).
"""
from __future__ import annotations

import random

from tek_access.games.vikings.rules.game import Game
from tek_access.games.vikings.rules.model import Choice


def dealt(players: int = 3, seed: int = 1, first: int = 0) -> Game:
    """A new game, ships placed on the first edge fjord each, stopped at the first draft pick."""
    game = Game.new(players=players, seed=seed, first_player=first)
    while game.pending is not None and game.pending.kind == "place_ship":
        game.apply(game.choices()[0])
    return game


def in_action(players: int = 3, seed: int = 1, first: int = 0) -> Game:
    """A game whose draft is over (each seat kept its first choice): the start player's PLAY."""
    game = dealt(players, seed, first)
    while game.pending is not None and game.pending.kind == "draft":
        game.apply(game.choices()[0])
    assert game.pending is not None and game.pending.kind == "play"
    return game


def clear_board(game: Game) -> None:
    """No unit on any island, no ship anywhere, no rune held; every clan board full again."""
    s = game.state
    for counts in (*s.settlers.values(), *s.temples.values()):
        counts[:] = [0] * game.config.players
    s.runes = {i: None for i in s.runes}
    s.ships = []
    spec = game.catalog.clan
    for clan in s.players:
        clan.settlers = spec.settlers
        clan.temple_slots = list(spec.temple_costs)
        clan.ship_slots = list(spec.ship_costs)
    game.touch()


def at(game: Game, *tasks: dict) -> list:
    """Replace the task stack with ``tasks`` (the first runs first) and run it to the next decision;
    return the events it made."""
    game.state.tasks = []
    game.push(*tasks)
    game.touch()
    game.run()
    return game.take_events()


def fight(game: Game, cards: dict[int, str], initiator: int, favour: str | None = "golden_horn",
          end: str = "top_left") -> list:
    """Lay ``cards`` face down in a battle started by ``initiator`` for ``favour`` and settle it."""
    s = game.state
    for clan in s.players:
        clan.played = []
    for seat, card in cards.items():
        s.players[seat].played.append([card, "down"])
    for row in s.rows.values():
        if favour in row:
            row.remove(favour)
    order = sorted(cards, key=lambda x: (x - initiator) % game.config.players)
    s.battle = {"initiator": initiator, "favour": favour, "end": end, "cards": {str(k): v for k, v in cards.items()},
                "order": order}
    return at(game, {"t": "settle", "p": initiator})


def answer(game: Game, kind: str, target=None) -> list:
    """Apply the listed choice ``(kind, target)``; fail with the choices when it is not listed."""
    choices = game.choices()
    for c in choices:
        if c.kind == kind and (target is None or c.target == target):
            return game.apply(c)
    raise AssertionError(f"no {kind} {target!r} in {choices}")


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


def of(events: list, kind: str) -> list:
    return [e for e in events if e.kind == kind]


def random_game(players: int, seed: int, on_move=None) -> Game:
    """Play a whole game with uniform random choices; ``on_move(game)`` after every move."""
    game = Game.new(players=players, seed=seed)
    rng = random.Random(seed)
    while not game.over:
        choice: Choice = rng.choice(game.choices())
        game.apply(choice)
        if on_move is not None:
            on_move(game)
    return game
