"""Property tests for every ruleset and table size (issue 10): random legal games under tek, utek
and microgame, 2 to 5 players (microgame 2 to 4), and the solo game against the compass dummy,
checked after every choice as tests/test_properties.py checks the rulebook: at most two meeples a
region and none on water or crags, resources 0..9, meeples conserved (every change explained by an
event), and every game ends. utek never knocks a meeple over (002, Ruins)."""
from __future__ import annotations

import random

from conftest import CATALOG
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_properties import MAX_CHOICES, check_board, check_conserved

from tek_access.games.tek.rules.game import Game

SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
TABLES = st.sampled_from([("tek", 2), ("tek", 3), ("tek", 5), ("utek", 2), ("utek", 3), ("utek", 4), ("utek", 5),
                          ("microgame", 2), ("microgame", 3), ("microgame", 4)])


def walk(game: Game, rnd: random.Random) -> None:
    in_play = check_board(game)
    for _ in range(MAX_CHOICES):
        if game.over:
            break
        assert game.dummy is None or game.pending.player != game.dummy, "the Dummy never decides"
        events = game.apply(rnd.choice(game.choices()))
        after = check_board(game)
        check_conserved(in_play, after, _counted(events))
        in_play = after
        if game.rules.ruins_collect:
            assert not any(m.searching for occ in game.state.regions.values() for m in occ)
    assert game.over, "the game did not end"
    assert game.result["winners"]


def _counted(events):
    """Events as check_conserved counts them, with the Dummy's setup placing two meeples."""
    from tek_access.core.kernel.engine import Event

    out = []
    for e in events:
        if e.kind == "dummy_placed":
            out.append(Event("start_placed", {"player": e.data["player"]}))
        else:
            out.append(e)
    return out


@SETTINGS
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), table=TABLES)
def test_random_games_of_every_ruleset_and_size_keep_the_rules_and_end(seed, table):
    rules, players = table
    game = Game.new(players=players, seed=seed, ruleset=rules, catalog=CATALOG)
    walk(game, random.Random(seed))


@SETTINGS
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), rules=st.sampled_from(["tek", "utek", "microgame"]))
def test_random_solo_games_keep_the_rules_and_end(seed, rules):
    game = Game.new(players=2, seed=seed, ruleset=rules, solo=True, catalog=CATALOG)
    walk(game, random.Random(seed))
    again = Game.from_json(game.to_json(), CATALOG)
    assert again.state.to_json() == game.state.to_json()
