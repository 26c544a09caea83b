"""Vikings random-play invariants (issue 19, Done when): over many games played at random, after
every move: resources 0..7 (003, Resource), at most 3 favour cards but while the fourth is being
given back (003, Battle: win the battle), settlers, ships and temples conserved (003, Game settings:
6 settlers, 4 ships, 2 temples), and a rune held only with a settler or temple on its island and
the most influence among those who have one (003, Influence and control islands), and every game
ends with a winner: 1,000 games, 2, 3 and 4 players in turn."""
from __future__ import annotations

import os
import random

from tek_access.games.vikings.rules.board import influence, present
from tek_access.games.vikings.rules.game import Game

#: Games played (about 5 seconds of CPU for 1,000); VIKINGS_INVARIANT_GAMES changes it.
GAMES = int(os.environ.get("VIKINGS_INVARIANT_GAMES", "1000"))


def check(game: Game) -> None:
    s = game.state
    n = game.config.players
    pending = game.pending
    spec = game.catalog.clan
    for seat, clan in enumerate(s.players):
        assert all(0 <= r <= 7 for r in clan.res), clan.res
        returning = pending is not None and pending.kind == "favour_return" and pending.player == seat
        assert len(clan.favours) <= (4 if returning else 3)
        assert clan.settlers + sum(v[seat] for v in s.settlers.values()) == spec.settlers
        assert len(clan.temple_slots) + sum(v[seat] for v in s.temples.values()) == len(spec.temple_costs)
        if s.phase != "setup":
            assert len(clan.ship_slots) + sum(1 for x, _ in s.ships if x == seat) == len(spec.ship_costs) + 1
    for island, holder in s.runes.items():
        if holder is not None:
            assert present(game, island, holder), (island, holder)
            infl = influence(game, island)
            assert all(infl[holder] >= infl[x] for x in range(n) if present(game, island, x)), (island, infl)


def test_random_play_keeps_the_invariants():
    for i in range(GAMES):
        players = 2 + i % 3
        game = Game.new(players=players, seed=i)
        rng = random.Random(i)
        moves = 0
        while not game.over:
            game.apply(rng.choice(game.choices()))
            check(game)
            moves += 1
            assert moves < 2000
        assert game.result["winners"]
