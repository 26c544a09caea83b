"""The twenty canon magic levels: Orcs, Elves, Humans, Dwarves, levels 1 to 5.

Source: 001_ff609f05a670a229.txt (ORCS, ELVES, HUMANS, DWARVES cards, quoted in each test), as
played under 000_de41987be7abf7aa.txt (Research: "you now have access to the special ability
given by that magic level and any already learned") and rulings.md (War: rates as modified by
abilities; Orcs 4 after the reveal). Each ability is checked with the level learned and, where it
shows, one level short of it.
"""
from __future__ import annotations

from conftest import CATALOG, bid, flag, kinds, options, pick, res, scenario, targets

from tek_access.core.kernel.engine import Choice
from tek_access.games.tek.rules import economy, scoring

CANON = ("orcs", "elves", "humans", "dwarves")


def test_the_four_canon_factions_have_five_levels_each():
    """rulings.md, Factions: the four cards of 001 are the canon factions, every level implemented."""
    for fid in CANON:
        faction = CATALOG.factions[fid]
        assert faction.origin == "canon"
        assert [lvl.level for lvl in faction.levels] == [1, 2, 3, 4, 5]
        assert all(lvl.effects and lvl.text for lvl in faction.levels)


def war(factions, magic=None, resources=None, extra=None):
    """Seat 0 attacks seat 1's lone meeple in ashfall.5 from ashfall.2; returns the game at seat
    0's war die."""
    meeples = {"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1], "highcairn.4": [2, 2]}
    meeples.update(extra or {})
    game = scenario(factions=factions, meeples=meeples, magic=magic, resources=resources)
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    pick(game, "meeple", "ashfall.2")
    pick(game, "to", "ashfall.5")
    assert game.pending.kind == "war_die" and game.pending.player == 0
    return game


def winner(events):
    return [e.data["winner"] for e in events if e.kind == "war_won"][0]


# ---------------------------------------------------------------- Orcs

def test_orcs_1_win_all_ties():
    """001, ORCS 1: "You win all ties"; learned levels stay (at magic 3 too)."""
    for magic, expected in ((0, 1), (1, 0), (3, 0)):
        game = war(("orcs", "elves", "humans"), magic={0: magic}, resources={0: (0, 2, 0), 1: (0, 3, 0)})
        top = 2 + (1 if magic >= 3 else 0)
        bid(game, top, (0, 2, 0))
        assert winner(bid(game, top, (0, 3, 0) if top == 3 else (0, 2, 0))) == expected


def test_orcs_2_food_counts_one_in_war():
    """001, ORCS 2: "You may spend Food during war for 1 unit"."""
    game = war(("orcs", "elves", "humans"), magic={0: 2}, resources={0: (0, 0, 3)})
    assert targets(game, "bid") == [1, 2, 3]
    bid(game, 3, (0, 0, 3))
    flag(game)
    assert res(game, 0) == (0, 0, 0)
    assert targets(war(("orcs", "elves", "humans"), magic={0: 1}, resources={0: (0, 0, 3)}), "bid") == []


def test_orcs_3_plus_one_to_all_war():
    """001, ORCS 3: "Gain +1 to all War", attacking and defending."""
    game = war(("orcs", "elves", "humans"), magic={0: 3}, resources={0: (0, 2, 0)})
    assert max(targets(game, "bid")) == 3
    assert game.check(Choice("bid", 3, (0, 2, 0))) is None
    assert targets(war(("orcs", "elves", "humans"), magic={0: 2}, resources={0: (0, 2, 0)}), "bid") == [1, 2]
    defending = war(("elves", "orcs", "humans"), magic={1: 3}, resources={0: (0, 3, 0), 1: (0, 2, 0)})
    bid(defending, 3, (0, 3, 0))
    assert max(targets(defending, "bid")) == 3
    events = bid(defending, 3, (0, 2, 0))
    assert winner(events) == 1


def test_orcs_4_extra_mana_after_the_reveal_adds_two():
    """001, ORCS 4: "May spend an extra Mana after both players have revealed their war resources.
    Add 2 to your total." rulings.md: offered after the reveal and paid."""
    game = war(("orcs", "elves", "humans"), magic={0: 4}, resources={0: (1, 2, 0), 1: (0, 4, 0)})
    bid(game, 3, (0, 2, 0))  # 2 ore + 1 (Orcs 3)
    events = bid(game, 4, (0, 4, 0))
    assert "war_revealed" in kinds(events)
    assert game.pending.kind == "boost" and game.pending.player == 0
    events = pick(game, "boost")
    assert winner(events) == 0
    assert res(game, 0) == (0, 0, 0)  # the extra mana is paid
    won = [e for e in events if e.kind == "war_won"][0]
    assert won.data["attacker_total"] == 5


def test_orcs_4_not_offered_without_spare_mana_or_below_level_four():
    """001, ORCS 4: the extra mana must be there to spend; level 3 Orcs have no such ability."""
    spent = war(("orcs", "elves", "humans"), magic={0: 4}, resources={0: (1, 0, 0), 1: (0, 4, 0)})
    bid(spent, 3, (1, 0, 0))
    events = bid(spent, 4, (0, 4, 0))
    assert "war_won" in kinds(events)  # resolved at once: no boost decision
    low = war(("orcs", "elves", "humans"), magic={0: 3}, resources={0: (1, 2, 0), 1: (0, 4, 0)})
    bid(low, 3, (0, 2, 0))
    assert "war_won" in kinds(bid(low, 4, (0, 4, 0)))


def test_orcs_4_declining_the_boost_keeps_the_mana():
    """001, ORCS 4: "May spend": the boost is optional."""
    game = war(("orcs", "elves", "humans"), magic={0: 4}, resources={0: (1, 2, 0), 1: (0, 4, 0)})
    bid(game, 3, (0, 2, 0))
    bid(game, 4, (0, 4, 0))
    events = pick(game, "no_boost")
    assert winner(events) == 1 and res(game, 0) == (1, 0, 0)


def test_orcs_5_two_points_when_no_other_player_occupies_the_home_territory():
    """001, ORCS 5: "If no other players occupy your territory, +2 Points"."""
    alone = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]}, magic={0: 5})
    assert scoring.final_result(alone)["scores"][0]["total"] == 2 + 5 + 2
    visited = scenario(meeples={"ashfall.2": [0, 0], "ashfall.4": [1], "thornvale.1": [1], "highcairn.4": [2, 2]},
                       magic={0: 5})
    assert scoring.final_result(visited)["scores"][0]["total"] == 2 + 5
    below = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]}, magic={0: 4})
    assert scoring.final_result(below)["scores"][0]["total"] == 2 + 4


# ---------------------------------------------------------------- Elves

def _trade(factions, magic, resources, action="trade"):
    game = scenario(factions=factions, meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    magic=magic, resources=resources)
    pick(game, "action", action)
    return game


def test_elves_1_trade_both_ore_and_food_for_mana():
    """001, ELVES 1: "When trading, you may trade both Ore and Food to get Mana in the same turn"."""
    game = _trade(("elves", "orcs", "humans"), {0: 1}, {0: (0, 2, 3)})
    pick(game, "take", "trade")
    pick(game, "give", "food")
    pick(game, "get", "mana")
    pick(game, "amount", 3)
    assert game.pending.kind == "trade_amount2"
    assert targets(game, "amount") == [0, 1, 2]
    pick(game, "amount", 2)
    assert res(game, 0) == (5, 0, 0)
    plain = _trade(("elves", "orcs", "humans"), {0: 0}, {0: (0, 2, 3)})
    pick(plain, "take", "trade")
    pick(plain, "give", "food")
    pick(plain, "get", "mana")
    pick(plain, "amount", 3)
    assert res(plain, 0) == (3, 2, 0) and plain.pending.player == 1


def test_elves_2_only_mana_in_war_adds_one():
    """001, ELVES 2: "If you use only Mana in war, gain +1 to your total"."""
    game = war(("elves", "orcs", "humans"), magic={0: 2}, resources={0: (2, 1, 0)})
    assert game.check(Choice("bid", 5, (2, 0, 0))) is None
    assert game.check(Choice("bid", 6, (2, 1, 0))) is not None  # mixed payment: no bonus
    assert game.check(Choice("bid", 5, (2, 1, 0))) is not None  # 2 mana alone already covers 5
    assert war(("elves", "orcs", "humans"), magic={0: 1},
               resources={0: (2, 1, 0)}).check(Choice("bid", 5, (2, 0, 0))) is not None


def test_elves_3_mana_may_be_used_as_any_resource():
    """001, ELVES 3: "Mana may be used as any resource" (ore to build, food to expand)."""
    build = _trade(("elves", "orcs", "humans"), {0: 3}, {0: (9, 0, 0)}, action="build")
    pick(build, "take", "build")
    assert build.state.players[0].tower == 1 and res(build, 0) == (8, 0, 0)
    game = scenario(factions=("elves", "orcs", "humans"),
                    meeples={"ashfall.2": [0, 0], "ashfall.5": [0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    magic={0: 3}, resources={0: (9, 0, 1)})
    pick(game, "action", "expand")
    pick(game, "take", "expand")
    assert game.in_play(0) == 4 and res(game, 0) == (6, 0, 0)  # 1 food, then 3 mana
    short = _trade(("elves", "orcs", "humans"), {0: 2}, {0: (9, 0, 0)}, action="build")
    assert options(short) == [("nothing", None)]


def test_elves_4_mana_counts_one_against_them():
    """001, ELVES 4: "Mana only counts as 1 instead of 2 when fighting against you. Your Mana still
    counts as 2"."""
    game = war(("humans", "elves", "orcs"), magic={1: 4}, resources={0: (3, 0, 0), 1: (2, 0, 0)})
    assert max(targets(game, "bid")) == 3
    bid(game, 3, (3, 0, 0))
    assert max(targets(game, "bid")) == 5  # the Elves' own 2 mana still count 4, +1 (Elves 2)
    before = war(("humans", "elves", "orcs"), magic={1: 3}, resources={0: (3, 0, 0)})
    assert max(targets(before, "bid")) == 6


def test_elves_5_one_point_for_each_player_with_less_mana():
    """001, ELVES 5: "For each player that has less Mana than you, gain +1"."""
    game = scenario(factions=("elves", "orcs", "humans"),
                    meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    magic={0: 5}, resources={0: (5, 0, 0), 1: (4, 0, 0), 2: (5, 0, 0)})
    assert scoring.final_result(game)["scores"][0]["total"] == 2 + 5 + 1
    game.state.players[2].resources["mana"] = 0
    game.touch()
    assert scoring.final_result(game)["scores"][0]["total"] == 2 + 5 + 2


# ---------------------------------------------------------------- Humans

def test_humans_1_trade_instead_of_research():
    """001, HUMANS 1: "Instead of taking the Research action, you may Trade"."""
    game = _trade(("humans", "elves", "orcs"), {0: 1}, {0: (0, 0, 4)}, action="research")
    assert ("take", "trade") in options(game)
    events = pick(game, "take", "trade")
    assert "substituted" in kinds(events)
    pick(game, "give", "food")
    pick(game, "get", "ore")
    pick(game, "amount", 2)
    assert res(game, 0) == (0, 2, 2)
    plain = _trade(("humans", "elves", "orcs"), {0: 0}, {0: (0, 0, 4)}, action="research")
    assert options(plain) == [("nothing", None)]


def test_humans_2_trade_gains_an_extra_resource():
    """001, HUMANS 2: "If you Trade, gain an extra resource"."""
    game = _trade(("humans", "elves", "orcs"), {0: 2}, {0: (0, 0, 4)})
    pick(game, "take", "trade")
    pick(game, "give", "food")
    pick(game, "get", "ore")
    pick(game, "amount", 2)
    assert res(game, 0) == (0, 3, 2)
    plain = _trade(("humans", "elves", "orcs"), {0: 1}, {0: (0, 0, 4)})
    pick(plain, "take", "trade")
    pick(plain, "give", "food")
    pick(plain, "get", "ore")
    pick(plain, "amount", 2)
    assert res(plain, 0) == (0, 2, 2)


def test_humans_3_one_type_of_resource_in_war_adds_two():
    """001, HUMANS 3: "If you pay for a war with resources of only one type, gain +2 to that fight"."""
    game = war(("humans", "elves", "orcs"), magic={0: 3}, resources={0: (1, 2, 0)})
    assert game.check(Choice("bid", 4, (0, 2, 0))) is None
    assert game.check(Choice("bid", 4, (1, 0, 0))) is None
    assert game.check(Choice("bid", 5, (1, 2, 0))) is not None  # mixed: 2 + 2 and no bonus
    assert game.check(Choice("bid", 3, (0, 1, 0))) is None  # one ore and +2
    assert game.check(Choice("bid", 3, (1, 1, 0))) is not None  # the mana is not needed
    assert max(targets(game, "bid")) == 4
    low = war(("humans", "elves", "orcs"), magic={0: 2}, resources={0: (1, 2, 0)})
    assert low.check(Choice("bid", 4, (0, 2, 0))) is not None


def test_humans_4_extra_food_when_next_to_water():
    """001, HUMANS 4: "If you have at least one occupied space next to water, gain +1 Food when
    collecting resources" (Ashfall Reach surrounds a lake; Thornvale has none)."""
    wet = scenario(factions=("orcs", "humans", "elves"), sides=("thornvale", "ashfall", "highcairn"),
                   meeples={"thornvale.1": [0, 0], "ashfall.5": [1, 1], "highcairn.4": [2, 2]}, magic={1: 4})
    dry = scenario(factions=("orcs", "humans", "elves"),
                   meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]}, magic={1: 4})
    short = scenario(factions=("orcs", "humans", "elves"), sides=("thornvale", "ashfall", "highcairn"),
                     meeples={"thornvale.1": [0, 0], "ashfall.5": [1, 1], "highcairn.4": [2, 2]}, magic={1: 3})
    for game, expected in ((wet, (1, 0, 1)), (dry, (1, 0, 0)), (short, (1, 0, 0))):
        pick(game, "action", "build")
        pick(game, "nothing")
        pick(game, "collect")
        assert res(game, 1) == expected


def test_humans_5_one_point_for_each_resource_at_four_or_more():
    """001, HUMANS 5: "For each resource that you have >= 4 units of, gain +1 points"."""
    game = scenario(factions=("humans", "elves", "orcs"),
                    meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    magic={0: 5}, resources={0: (4, 3, 9)})
    assert scoring.final_result(game)["scores"][0]["total"] == 2 + 5 + 2


# ---------------------------------------------------------------- Dwarves

def test_dwarves_1_building_to_their_level_costs_one_more():
    """001, DWARVES 1: "If a player is trying to build to the same space you are on the Tower, it
    cost them 1 more Ore"."""
    game = scenario(factions=("humans", "dwarves", "elves"),
                    meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    magic={1: 1}, tower={0: 1, 1: 2, 2: 0}, resources={0: (0, 9, 0), 2: (0, 9, 0)})
    assert economy.build_cost(game, 0) == 3  # to level 2, where the Dwarves stand
    assert economy.build_cost(game, 2) == 1  # to level 1: no surcharge
    pick(game, "action", "build")
    events = pick(game, "take", "build")
    assert [e.data["cost"] for e in events if e.kind == "built"] == [3]
    assert res(game, 0) == (0, 6, 0)
    game.state.players[1].magic = 0
    game.touch()
    assert economy.build_cost(game, 2) == 1
    game.state.players[2].tower = 1
    assert economy.build_cost(game, 2) == 2


def test_dwarves_2_moving_into_a_mountain_gains_an_ore():
    """001, DWARVES 2: "When you Patrol or Quest into a mountain space, gain an Ore"."""
    for magic, ore in ((2, 1), (1, 0)):
        game = scenario(factions=("dwarves", "elves", "humans"),
                        meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                        magic={0: magic})
        pick(game, "action", "patrol")
        pick(game, "take", "patrol")
        pick(game, "meeple", "ashfall.2")
        pick(game, "to", "ashfall.1")  # Ashen Peak, a mountain
        assert res(game, 0) == (0, ore, 0)
    quest = scenario(factions=("dwarves", "elves", "humans"),
                     meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]}, magic={0: 2})
    pick(quest, "action", "quest")
    pick(quest, "take", "quest")
    pick(quest, "meeple", "ashfall.2")
    pick(quest, "to", "highcairn.2")
    assert res(quest, 0) == (0, 1, 0)


def test_dwarves_3_building_costs_one_less():
    """001, DWARVES 3: "Building costs 1 less"."""
    game = scenario(factions=("dwarves", "elves", "humans"),
                    meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    magic={0: 3}, tower={0: 3}, resources={0: (0, 3, 0)})
    pick(game, "action", "build")
    pick(game, "take", "build")
    assert game.state.players[0].tower == 4 and res(game, 0) == (0, 0, 0)


def test_dwarves_4_build_instead_of_trade():
    """001, DWARVES 4: "You may Build instead of Trade"."""
    game = _trade(("dwarves", "elves", "humans"), {0: 4}, {0: (0, 1, 0)})
    assert ("take", "build") in options(game)
    pick(game, "take", "build")
    assert game.state.players[0].tower == 1
    plain = _trade(("dwarves", "elves", "humans"), {0: 3}, {0: (0, 1, 0)})
    assert ("take", "build") not in options(plain)


def test_dwarves_5_one_point_for_the_highest_tower_or_tied():
    """001, DWARVES 5: "If you have the highest level in the Tower (or are tied) gain +1"."""
    kwargs = dict(factions=("dwarves", "elves", "humans"),
                  meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]}, magic={0: 5})
    tied = scenario(tower={0: 3, 1: 3}, **kwargs)
    assert scoring.final_result(tied)["scores"][0]["total"] == 2 + 5 + 2 + 1
    behind = scenario(tower={0: 3, 2: 4}, **kwargs)
    assert scoring.final_result(behind)["scores"][0]["total"] == 2 + 5 + 2
