"""The exploration tokens: setup for 2 to 5 players and each of the nine effects.

Sources: 000_de41987be7abf7aa.txt, Playing with the Exploration Tokens (one token face down in each
region not occupied by starting meeples, none on water or crags; revealed when a meeple moves in;
the table of nine tokens), Playing with 5 Players (remove one blank; three tokens in each home
territory), Playing with 2 Players (the Lost Kingdom); rulings.md, Components and data (16 tokens:
crown 1, dragon's lair 1, fort 2, church 2, camp 2, town 2, treasure 2, bandits 2, blank 2).

Board (conftest): seat 0 Orcs on Ashfall Reach (.1 mountain next to .2; .2 plains next to .1 and
.5; .3 forest next to .4; .4 capital next to .3 and .5; .5 forest next to .2 and .4), seat 1 Elves
on Thornvale (.1 forest), seat 2 Humans on Highcairn (.4 plains).
"""
from __future__ import annotations

import json
from collections import Counter

import pytest
from conftest import CATALOG, at, bid, flag, kinds, options, pick, res, scenario, targets
from test_rules_two_players import lost_kingdom, quest_into

from tek_access.core.kernel.engine import Choice
from tek_access.games.tek.rules import scoring, tables
from tek_access.games.tek.rules.decisions.tokens import token_summary
from tek_access.games.tek.rules.game import Game
from tek_access.games.tek.rules.model import NEUTRAL

BAG = Counter({"crown": 1, "dragons_lair": 1, "fort": 2, "church": 2, "camp": 2, "town": 2, "treasure": 2,
               "bandits": 2, "blank": 2})


def explore(game: Game, tokens=None, revealed=None, crown=()) -> Game:
    """``game`` with the exploration variant on: ``tokens`` face down (region -> type),
    ``revealed`` tokens staying on the board, the crown held by the seats in ``crown``."""
    data = game.to_json()
    data["config"]["exploration"] = True
    st = data["state"]
    st["tokens"] = dict(tokens or {})
    st["revealed"] = dict(revealed or {})
    for seat in crown:
        st["players"][seat]["crown"] = True
    data["initial"] = json.loads(json.dumps(st))
    return Game.from_json(data, CATALOG)


def patrol(game: Game, origin: str, dest: str) -> list:
    """The active seat selects patrol and moves a meeple from ``origin`` to ``dest``."""
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    pick(game, "meeple", origin)
    return pick(game, "to", dest)


def set_up(players: int, seed: int) -> Game:
    """A real game with the tokens, played through setup (first choices) to the first turn."""
    game = Game.new(players=players, seed=seed, catalog=CATALOG, exploration=True)
    while game.pending.kind != "select_action":
        game.apply(game.choices()[0])
    return game


def revealed_token(events) -> str:
    return [e.data["token"] for e in events if e.kind == "token_revealed"][0]


# ---------------------------------------------------------------- setup

@pytest.mark.parametrize("players,count", [(2, 13), (3, 12), (4, 16)])
def test_one_token_in_each_usable_region_without_a_starting_meeple(players, count):
    """000, Playing with the Exploration Tokens: one token face down in each region not occupied
    by starting meeples, none on water or crags; the number varies with the players (every side
    has five usable regions: 5 per card less one start region per player, up to the 16 tokens).
    2 players: the Lost Kingdom's regions get tokens too, under the neutral meeples."""
    for seed in range(6):
        game = set_up(players, seed)
        tokens = game.state.tokens
        assert len(tokens) == count
        assert not Counter(tokens.values()) - BAG  # drawn from the 16
        starts = {rid for rid, occ in game.state.regions.items() if any(m[0] != NEUTRAL for m in occ)}
        usable = {r.id for sid in game.state.cards for r in CATALOG.territories[sid].usable}
        assert set(tokens) == usable - starts
        assert all(game.region(rid).passable for rid in tokens)
        if players == 4:
            assert Counter(tokens.values()) == BAG
        if players == 2:
            lk = [r.id for r in CATALOG.territories[game.config.lost_kingdom].usable]
            assert all(rid in tokens and game.state.regions[rid] == [(NEUTRAL, False)] for rid in lk)
        assert game.state.revealed == {}


def test_five_players_remove_a_blank_and_place_three_per_home_territory():
    """000, Playing with 5 Players: remove 1 blank token before shuffling; each player places
    three exploration tokens in their home territory (not in the start region)."""
    for seed in range(6):
        game = set_up(5, seed)
        tokens = game.state.tokens
        assert len(tokens) == 15
        assert Counter(tokens.values()) == BAG - Counter({"blank": 1})
        for p in game.state.players:
            mine = [rid for rid in tokens if game.region(rid).side == p.home]
            assert len(mine) == 3
            assert not any(game.state.regions.get(rid) for rid in mine)


def test_tokens_are_shuffled_with_the_game_seed():
    """000: the tokens are shuffled; architecture.md: one seeded generator, so the same seed
    deals the same tokens and different seeds deal different ones."""
    assert set_up(3, 4).state.tokens == set_up(3, 4).state.tokens
    layouts = {tuple(sorted(set_up(4, seed).state.tokens.items())) for seed in range(5)}
    assert len(layouts) > 1


def test_no_tokens_without_the_variant():
    """000: the exploration tokens are an optional variant."""
    game = Game.new(players=4, seed=2, catalog=CATALOG)
    while game.pending.kind != "select_action":
        game.apply(game.choices()[0])
    assert game.state.tokens == {} and game.state.revealed == {}


def test_face_down_tokens_are_hidden_from_every_player():
    """000: tokens are placed face down; a player's view shows where they are, not what."""
    game = set_up(3, 1)
    for seat in (0, 1, 2, None):
        view = game.for_player(seat)
        assert set(view.state.tokens) == set(game.state.tokens)
        assert set(view.state.tokens.values()) == {"hidden"}
    hiding, shown = token_summary(game)
    assert sorted(hiding) == sorted(game.state.tokens) and shown == {}


# ---------------------------------------------------------------- reveal

def base(**kw) -> Game:
    """Seat 0 two meeples on ashfall.2; seat 1 on thornvale.1; seat 2 on highcairn.4."""
    kw.setdefault("meeples", {"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]})
    return scenario(**kw)


def test_blank_does_nothing_and_is_discarded():
    """000, Blank: this token does nothing, discard it."""
    game = explore(base(resources={0: (1, 1, 1)}), tokens={"ashfall.1": "blank", "ashfall.5": "camp"})
    events = patrol(game, "ashfall.2", "ashfall.1")
    assert revealed_token(events) == "blank"
    assert game.state.tokens == {"ashfall.5": "camp"} and game.state.revealed == {}
    assert res(game, 0) == (1, 1, 1) and at(game, "ashfall.1") == [0]
    assert game.pending.kind == "respond" and game.pending.player == 1
    hiding, shown = token_summary(game)
    assert hiding == ["ashfall.5"] and shown == {}


def test_treasure_gives_two_resources_of_choice():
    """000, Treasure: immediately gain two resources of your choice and discard this token."""
    game = explore(base(resources={0: (0, 0, 0)}), tokens={"ashfall.1": "treasure"})
    events = patrol(game, "ashfall.2", "ashfall.1")
    assert revealed_token(events) == "treasure"
    assert game.pending.kind == "collect_resource" and game.pending.context["reason"] == "treasure"
    assert targets(game, "resource") == ["mana", "ore", "food"]
    pick(game, "resource", "ore")
    assert game.pending.kind == "collect_resource" and game.pending.player == 0
    pick(game, "resource", "mana")
    assert res(game, 0) == (1, 1, 0)
    assert "ashfall.1" not in game.state.tokens and "ashfall.1" not in game.state.revealed


def test_bandits_pay_two_resources_of_choice():
    """000, Bandit: pay two resources of your choice or remove your meeple to the supply; then
    discard the token."""
    game = explore(base(resources={0: (2, 1, 0)}), tokens={"ashfall.1": "bandits"})
    events = patrol(game, "ashfall.2", "ashfall.1")
    assert revealed_token(events) == "bandits"
    assert game.pending.kind == "bandits" and game.pending.player == 0
    pays = sorted(c.payment for c in game.choices() if c.kind == "pay")
    assert pays == [(1, 1, 0), (2, 0, 0)]
    assert ("remove", None) in options(game)
    pick(game, "pay", payment=(1, 1, 0))
    assert res(game, 0) == (1, 0, 0) and at(game, "ashfall.1") == [0]
    assert game.in_play(0) == 2 and "ashfall.1" not in game.state.tokens
    assert "ashfall.1" not in game.state.revealed


def test_bandits_the_meeple_may_go_back_to_the_supply():
    """000, Bandit: ... or remove your meeple and place it back in your supply."""
    game = explore(base(resources={0: (2, 1, 0)}), tokens={"ashfall.1": "bandits"})
    patrol(game, "ashfall.2", "ashfall.1")
    events = pick(game, "remove")
    assert "meeple_lost" in kinds(events)
    assert at(game, "ashfall.1") == [] and game.in_play(0) == 1 and res(game, 0) == (2, 1, 0)


def test_bandits_take_the_meeple_of_a_player_who_cannot_pay_two():
    """000, Bandit: a player with fewer than two resources cannot pay, so the meeple is removed."""
    game = explore(base(resources={0: (0, 0, 1)}), tokens={"ashfall.1": "bandits"})
    events = patrol(game, "ashfall.2", "ashfall.1")
    assert "meeple_lost" in kinds(events)
    assert at(game, "ashfall.1") == [] and game.in_play(0) == 1 and res(game, 0) == (0, 0, 1)


def test_camp_stays_and_adds_a_resource_of_the_region_type_when_collecting():
    """000, Camp: stays on the board; the region gives an additional resource of its type to the
    player who controls it."""
    game = explore(base(resources={0: (0, 0, 0), 1: (0, 0, 0)}), tokens={"ashfall.1": "camp"},
                   revealed={"thornvale.1": "camp"})
    events = patrol(game, "ashfall.2", "ashfall.1")
    assert revealed_token(events) == "camp"
    assert game.state.revealed == {"thornvale.1": "camp", "ashfall.1": "camp"}
    pick(game, "collect")  # seat 1: thornvale.1 forest with a camp
    assert res(game, 1) == (2, 0, 0)
    game = explore(base(resources={1: (0, 0, 0)}))
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    pick(game, "meeple", "ashfall.2")
    pick(game, "to", "ashfall.1")
    pick(game, "collect")
    assert res(game, 1) == (1, 0, 0)  # the same region without a camp


def test_town_stays_and_is_worth_one_more_vp():
    """000, Town: stays on the board; at the end of the game this region is worth one more VP."""
    game = explore(base(), tokens={"ashfall.1": "town"})
    patrol(game, "ashfall.2", "ashfall.1")
    assert game.state.revealed == {"ashfall.1": "town"}
    lines = dict(scoring.score_lines(game, 0))
    assert lines["towns"] == 1
    assert "towns" not in dict(scoring.score_lines(game, 1))
    before = sum(v for _, v in scoring.score_lines(game, 0))
    game.state.revealed = {}
    game.touch()
    assert sum(v for _, v in scoring.score_lines(game, 0)) == before - 1


# ---------------------------------------------------------------- tokens in war

def war_board(**kw) -> Game:
    """Seat 0 on ashfall.2 (two meeples) and ashfall.1; seat 1 on ashfall.5 and thornvale.1."""
    kw.setdefault("meeples", {"ashfall.2": [0, 0], "ashfall.1": [0], "ashfall.5": [1], "thornvale.1": [1],
                              "highcairn.4": [2, 2]})
    return scenario(**kw)


def attack(game: Game) -> None:
    """Seat 0 patrols from ashfall.2 into seat 1's ashfall.5."""
    patrol(game, "ashfall.2", "ashfall.5")
    assert game.state.war is not None


def test_crown_goes_to_the_player_who_finds_it_and_is_worth_two_vp():
    """000, Crown: put into possession of the player who finds it; worth 2 VP at the end."""
    game = explore(base(), tokens={"ashfall.1": "crown"})
    events = patrol(game, "ashfall.2", "ashfall.1")
    assert revealed_token(events) == "crown"
    assert game.state.players[0].crown and not game.state.players[1].crown
    assert game.state.tokens == {} and game.state.revealed == {}
    assert dict(scoring.score_lines(game, 0))["the crown"] == 2


def test_the_crown_is_yielded_to_whoever_defeats_its_holder():
    """000, Crown: if the player who has the crown ever loses a war, they must yield it to the
    player who defeated them (here the holder defends and loses)."""
    game = explore(war_board(resources={0: (2, 0, 0)}), crown=[1])
    attack(game)
    bid(game, 3, (2, 0, 0))
    events = flag(game)
    assert "crown_taken" in kinds(events)
    assert game.state.players[0].crown and not game.state.players[1].crown


def test_an_attacking_crown_holder_who_loses_yields_the_crown():
    """000, Crown: "ever loses a war" includes losing as the attacker."""
    game = explore(war_board(resources={1: (2, 0, 0)}), crown=[0])
    attack(game)
    flag(game)
    bid(game, 2, (1, 0, 0))
    assert game.state.players[1].crown and not game.state.players[0].crown


def test_a_crown_holder_who_wins_keeps_it():
    """000, Crown: only losing a war yields the crown."""
    game = explore(war_board(resources={0: (2, 0, 0)}), crown=[0])
    attack(game)
    bid(game, 3, (2, 0, 0))
    events = flag(game)
    assert "crown_taken" not in kinds(events) and game.state.players[0].crown


def test_fort_lowers_the_war_cost_by_two_when_attacking_from_anywhere():
    """000, Fort: the player who controls the fort region has -2 war cost when attacking any
    region (here from ashfall.2, the fort being in ashfall.1)."""
    plain = war_board(resources={0: (0, 1, 0)})
    attack(plain)
    assert max(targets(plain, "bid")) == 1
    game = explore(war_board(resources={0: (0, 1, 0)}), revealed={"ashfall.1": "fort"})
    attack(game)
    assert max(targets(game, "bid")) == 3
    assert game.check(Choice("bid", 3, (0, 1, 0))) is None
    assert game.check(Choice("bid", 2, (0, 0, 0))) is None  # the fort alone pays up to 2
    assert game.check(Choice("bid", 4, (0, 1, 0))) is not None
    bid(game, 3, (0, 1, 0))
    flag(game)
    assert res(game, 0) == (0, 0, 0)


def test_fort_counts_when_attacking_out_of_the_fort_region():
    """000, Fort: -2 war cost "when attacking any region"; control is judged as the attack starts,
    so the bonus holds for the meeple that leaves the fort to attack (found by the 2-player
    property test: a neutral war was offered, then no die value could be set)."""
    game = explore(war_board(meeples={"ashfall.2": [0], "ashfall.1": [0], "ashfall.5": [1], "thornvale.1": [1],
                                      "highcairn.4": [2, 2]}, resources={0: (0, 1, 0)}),
                   revealed={"ashfall.2": "fort"})
    attack(game)
    assert max(targets(game, "bid")) == 3
    game = explore(lost_kingdom(meeples={"highcairn.4": [0], "ashfall.2": [0], "thornvale.1": [1, 1]},
                                neutral=["highcairn.1", "highcairn.2", "highcairn.3", "highcairn.5"],
                                resources={0: (0, 2, 0)}), revealed={"highcairn.4": "fort"})
    assert tables.neutral_war_affordable(game, 0)  # 2 ore + 2 = 4 neutral meeples
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    pick(game, "meeple", "highcairn.4")
    pick(game, "to", "highcairn.1")
    assert targets(game, "bid") == [4]
    bid(game, 4, (0, 2, 0))
    assert at(game, "highcairn.1") == [0] and game.state.players[0].captives == 1


def test_fort_gives_nothing_when_defending():
    """000, Fort: the -2 war cost is for attacking only."""
    game = explore(war_board(resources={1: (0, 1, 0)}), revealed={"thornvale.1": "fort"})
    attack(game)
    flag(game)
    assert game.pending.player == 1 and max(targets(game, "bid")) == 1


def test_fort_helps_pay_the_neutral_war_cost():
    """000, Fort and Playing with 2 Players: the fort's -2 war cost counts toward the war cost a
    neutral meeple demands (5 neutral meeples, 1 mana 1 ore and a fort: 5)."""
    game = lost_kingdom(meeples={"ashfall.2": [0, 0], "ashfall.1": [0], "thornvale.1": [1, 1]},
                        resources={0: (1, 1, 0)})
    assert not tables.neutral_war_affordable(game, 0)
    game = explore(game, revealed={"ashfall.1": "fort"})
    assert tables.neutral_war_affordable(game, 0)
    quest_into(game, "ashfall.2", "highcairn.4")
    assert targets(game, "bid") == [5]


def test_dragons_lair_drops_the_losers_tower_instead_with_a_free_retreat():
    """000, Dragon's Lair: its controller, defeating another player in war in any region, may make
    the loser drop one tower level instead of losing the meeple; the loser's meeple must then
    retreat to an open adjacent region at no cost (ashfall.4, with no food to pay)."""
    game = explore(war_board(resources={0: (2, 0, 0), 1: (0, 0, 0)}, tower={1: 2}),
                   revealed={"ashfall.1": "dragons_lair"})
    attack(game)
    bid(game, 3, (2, 0, 0))
    flag(game)
    assert game.pending.kind == "dragon" and game.pending.player == 0
    events = pick(game, "dragon")
    assert "dragon_used" in kinds(events)
    assert game.state.players[1].tower == 1
    assert at(game, "ashfall.4") == [1] and at(game, "ashfall.5") == [0]
    assert game.in_play(1) == 2 and res(game, 1) == (0, 0, 0)
    assert game.state.revealed == {"ashfall.1": "dragons_lair"}  # it stays


def test_dragons_lair_free_retreat_is_the_only_choice_when_several_regions_are_open():
    """000, Dragon's Lair: the loser's meeple *must* retreat, so removing it is not offered while
    an open adjacent region exists."""
    game = explore(war_board(meeples={"ashfall.1": [0], "ashfall.2": [0], "ashfall.5": [1],
                                      "thornvale.1": [1], "highcairn.4": [2, 2]},
                             resources={0: (2, 0, 0), 1: (0, 0, 9)}, tower={1: 1}),
                   revealed={"ashfall.1": "dragons_lair"})
    attack(game)
    bid(game, 3, (2, 0, 0))
    flag(game)
    pick(game, "dragon")
    assert game.pending.kind == "retreat"
    assert sorted(options(game)) == [("retreat", "ashfall.2"), ("retreat", "ashfall.4")]
    pick(game, "retreat", "ashfall.2")
    assert game.state.players[1].tower == 0 and at(game, "ashfall.2") == [1]
    assert res(game, 1) == (0, 0, 9)  # at no cost


def test_dragons_lair_with_no_open_region_the_meeple_is_lost_and_the_tower_still_drops():
    """000, Dragon's Lair: if there is no open adjacent region the meeple goes to the supply;
    the tower level is still dropped by one."""
    game = explore(war_board(meeples={"ashfall.2": [0, 0], "ashfall.1": [0], "ashfall.5": [1],
                                      "ashfall.4": [2], "thornvale.1": [1], "highcairn.4": [2]},
                             resources={0: (2, 0, 0), 1: (0, 0, 9)}, tower={1: 3}),
                   revealed={"ashfall.1": "dragons_lair"})
    attack(game)
    bid(game, 3, (2, 0, 0))
    flag(game)
    events = pick(game, "dragon")
    assert "meeple_lost" in kinds(events)
    assert game.state.players[1].tower == 2 and game.in_play(1) == 1


def test_dragons_lair_may_be_declined():
    """000, Dragon's Lair: "may": declined, the war ends as usual (retreat paid, or removal)."""
    game = explore(war_board(resources={0: (2, 0, 0), 1: (0, 0, 2)}, tower={1: 2}),
                   revealed={"ashfall.1": "dragons_lair"})
    attack(game)
    bid(game, 3, (2, 0, 0))
    flag(game)
    pick(game, "no_dragon")
    assert game.state.players[1].tower == 2
    assert ("remove", None) in options(game) and ("retreat", "ashfall.4") in options(game)
    pick(game, "retreat", "ashfall.4")
    assert res(game, 1) == (0, 0, 0)  # food for two meeples in play


def test_no_dragon_without_a_tower_to_drop_or_a_lair_held():
    """000, Dragon's Lair: the choice exists only for the lair's controller, against a loser who
    has a tower level to drop."""
    game = explore(war_board(resources={0: (2, 0, 0), 1: (0, 0, 2)}, tower={1: 0}),
                   revealed={"ashfall.1": "dragons_lair"})
    attack(game)
    bid(game, 3, (2, 0, 0))
    flag(game)
    assert game.pending.kind == "retreat" and game.pending.player == 1
    game = explore(war_board(resources={0: (2, 0, 0), 1: (0, 0, 2)}, tower={1: 2}),
                   revealed={"highcairn.1": "dragons_lair"})
    attack(game)
    bid(game, 3, (2, 0, 0))
    flag(game)
    assert game.pending.kind == "retreat"


def test_church_saves_a_meeple_lost_in_war_once():
    """000, Church: if its controller loses a meeple in war, they may place it in the church
    region instead of losing it; only once: the church is then discarded."""
    game = explore(war_board(resources={0: (4, 0, 0)}), revealed={"thornvale.1": "church"})
    attack(game)
    bid(game, 3, (2, 0, 0))
    flag(game)
    assert ("church", "thornvale.1") in options(game) and ("remove", None) in options(game)
    events = pick(game, "church", "thornvale.1")
    assert "church_used" in kinds(events) and "meeple_lost" not in kinds(events)
    assert at(game, "thornvale.1") == [1, 1] and game.in_play(1) == 2
    assert game.state.revealed == {}


def test_church_cannot_be_used_with_two_meeples_there():
    """000, Church: if there are two meeples in the region with the church, its power cannot
    be used."""
    game = explore(war_board(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1, 1],
                                      "highcairn.4": [2, 2]}, resources={0: (2, 0, 0)}),
                   revealed={"thornvale.1": "church"})
    attack(game)
    bid(game, 3, (2, 0, 0))
    events = flag(game)  # no food, no church: the only choice, removal, is made at once
    assert "church_used" not in kinds(events) and "meeple_lost" in kinds(events)
    assert game.state.revealed == {"thornvale.1": "church"} and game.in_play(1) == 2


def test_church_is_only_for_its_controller():
    """000, Church: "the player that controls this region"."""
    game = explore(war_board(resources={0: (2, 0, 0)}), revealed={"highcairn.4": "church"})
    attack(game)
    bid(game, 3, (2, 0, 0))
    events = flag(game)
    assert "church_used" not in kinds(events) and "meeple_lost" in kinds(events)
    assert at(game, "highcairn.4") == [2, 2] and game.in_play(1) == 1


def test_a_staying_token_is_revealed_once_and_stays_for_the_next_controller():
    """000: staying tokens remain in their region; the power belongs to whoever controls the
    region, and entering a revealed token's region reveals nothing again."""
    game = explore(base(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]}),
                   tokens={"ashfall.1": "camp"})
    events = patrol(game, "ashfall.2", "ashfall.1")
    assert revealed_token(events) == "camp"
    hiding, shown = token_summary(game)
    assert hiding == [] and shown == {"ashfall.1": "camp"}


# ---------------------------------------------------------------- 2 players

def test_two_players_the_neutral_war_is_fought_before_the_token_is_revealed():
    """000, Playing with 2 Players and Exploration Tokens: a token under a neutral meeple is
    revealed only when the attacker's meeple moves in, after winning the neutral war."""
    game = explore(lost_kingdom(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1]}, resources={0: (3, 0, 0)}),
                   tokens={"highcairn.4": "treasure"})
    events = quest_into(game, "ashfall.2", "highcairn.4")
    assert "token_revealed" not in kinds(events)
    assert game.pending.kind == "war_die" and game.state.tokens == {"highcairn.4": "treasure"}
    events = bid(game, 5, (3, 0, 0))
    order = kinds(events)
    assert order.index("captured") < order.index("token_revealed")
    assert game.pending.kind == "collect_resource" and game.pending.context["reason"] == "treasure"
