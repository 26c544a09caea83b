"""The normal computer player's choices are fixed by its seed: speed work on its look-ahead (the
copies it makes, what it remembers, how it scores a position) must not change one of them.

Each case plays a whole game of normal players on a fixed seed and compares a digest of every
choice made (seat and choice, in order) with the digest recorded before the look-ahead was sped
up (issue 21). A change meant to make the bot play differently updates the digests on purpose.
"""
from __future__ import annotations

import hashlib
import json

import pytest

from tek_access.games.tek.bots import NormalBot
from tek_access.games.tek.rules.game import Game

#: (players, game seed, exploration tokens, bot seed) -> sha256 of the choices made, and their number.
RECORDED = {
    (2, 3, False, 5): ("ca0393f922b34710cc2a7d9575b2021e4aa7d0feb6af0f4b0a5792014ae2d8de", 630),
    (3, 8, True, 2): ("f15784b20feaba75f5eeffb54b0173d33708ec2b0d6c68eab4d3fbe946fee6f8", 281),
    (4, 9, True, 3): ("78831ec64210ba31c82fdf757e98080368b4350d2bfb1bd32368e0c6aa1cc440", 305),
    (4, 21, False, 7): ("b84b21ec2684ceb42b48008149d43afb7d1174f00d981b56643e942d44f3940f", 268),
    (5, 4, False, 1): ("143ddb5e786919dea53b08b37933c641600da8d21094797399612f475cba93e4", 345),
}


def play(players: int, seed: int, exploration: bool, bot_seed: int) -> tuple[str, int]:
    game = Game.new(players=players, seed=seed, exploration=exploration)
    bots = [NormalBot(seat, bot_seed) for seat in range(players)]
    while not game.over:
        seat = game.pending.player
        game.apply(bots[seat].choose(game.for_player(seat)))
    assert sum(b.fallbacks for b in bots) == 0
    made = [[seat, choice.to_json()] for seat, choice in game.log]
    return hashlib.sha256(json.dumps(made, sort_keys=True).encode()).hexdigest(), len(made)


@pytest.mark.parametrize("case", sorted(RECORDED))
def test_normal_players_choose_as_recorded(case):
    assert play(*case) == RECORDED[case]
