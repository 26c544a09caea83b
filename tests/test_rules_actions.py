"""Setup, the turn, the six actions and collecting resources.

Each test names the section of the rulebook (000_de41987be7abf7aa.txt) or rulings.md it checks.
Default table (tests/conftest.py): seat 0 Orcs on Ashfall Reach, seat 1 Elves on Thornvale,
seat 2 Humans on Highcairn, no magic, so no faction ability is in play.
"""
from __future__ import annotations

import pytest
from conftest import CATALOG, at, kinds, options, pick, res, scenario, targets

from tek_access.core.kernel.engine import Choice, IllegalChoice
from tek_access.games.tek.rules.game import Game
from tek_access.games.tek.rules.model import ACTIONS

# ---------------------------------------------------------------- setup

def test_setup_two_meeples_on_one_home_region_and_six_resources():
    """000, Setup: each player picks a side of their dealt territory card (the home territory),
    places two meeples on one of its regions and splits six resources, the suggested split
    being 1 ore, 2 mana, 3 food. Then the first player selects an action."""
    game = Game.new(players=3, seed=11, catalog=CATALOG)
    for seat in range(3):
        assert game.pending.kind == "choose_side" and game.pending.player == seat
        sides = targets(game, "side")
        assert len(sides) == 2
        assert {CATALOG.territories[s].card for s in sides} == {game.config.cards[seat]}
        pick(game, "side", sides[1])
        assert game.state.players[seat].home == sides[1]
        home = CATALOG.territories[sides[1]]
        assert targets(game, "region") == [r.id for r in home.usable]
        pick(game, "region", home.usable[2].id)
        assert game.pending.kind == "choose_resources"
        presets = [c.payment for c in game.choices()]
        assert presets[0] == (2, 1, 3)  # 2 mana, 1 ore, 3 food: the rulebook's suggestion
        assert all(sum(p) == 6 for p in presets)
        game.apply(Choice("resources", None, (0, 0, 6)))  # any split of six is accepted
        assert res(game, seat) == (0, 0, 6)
        assert at(game, home.usable[2].id) == [seat, seat]
    assert game.pending.kind == "select_action"
    assert game.pending.player == game.config.first_player
    assert [game.in_play(s) for s in range(3)] == [2, 2, 2]


def test_setup_rejects_a_split_that_is_not_six():
    """000, Setup: resources represent a total of 6; a bad split is refused, nothing changes."""
    game = Game.new(players=3, seed=2, catalog=CATALOG)
    pick(game, "side")
    pick(game, "region")
    before = game.to_json()
    for bad in ((1, 1, 1), (7, 0, -1), (3, 3, 3)):
        assert game.check(Choice("resources", None, bad)) is not None
        with pytest.raises(IllegalChoice):
            game.apply(Choice("resources", None, bad))
    assert game.to_json() == before


# ---------------------------------------------------------------- the turn

def test_select_only_an_action_without_a_shield():
    """000, On Your Turn, 2. Select an Action: the shield must go on an action that does not
    already have one."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    shields=["patrol", "build"])
    assert targets(game, "action") == ["quest", "research", "expand", "trade"]
    assert game.check(Choice("action", "build")) is not None
    pick(game, "action", "trade")
    assert game.state.shields == ["patrol", "build", "trade"]


def test_clear_the_action_card_after_five_shields():
    """000, On Your Turn, 1. Clear the Action Card: when all five shields are placed, the next
    active player removes them and may select any action."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    shields=["patrol", "quest", "build", "research"])
    assert targets(game, "action") == ["expand", "trade"]
    pick(game, "action", "trade")
    for _ in range(3):
        events = game.apply(game.choices()[-1])  # nothing / collect
    assert "shields_cleared" in kinds(events)
    assert game.pending.kind == "select_action" and game.pending.player == 1
    assert targets(game, "action") == list(ACTIONS)
    assert game.state.shields == []


def test_active_player_takes_or_does_nothing_others_take_or_collect_clockwise():
    """000, On Your Turn, 3: the active player takes the action or does nothing (never collects);
    then in clockwise order each other player takes it or collects. 5. The token passes clockwise."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    resources={0: (2, 2, 2), 1: (2, 2, 2), 2: (2, 2, 2)}, active=1)
    pick(game, "action", "build")
    assert game.pending.player == 1
    assert options(game) == [("take", "build"), ("nothing", None)]
    pick(game, "nothing")
    assert game.pending.player == 2
    assert options(game) == [("take", "build"), ("collect", None)]
    pick(game, "collect")
    assert game.pending.player == 0
    pick(game, "take", "build")
    assert game.pending.kind == "select_action" and game.pending.player == 2
    assert game.state.turn == 2


def test_a_player_who_cannot_take_the_action_is_offered_only_collect_or_nothing():
    """rulings.md, Turn and actions: a player who cannot legally take the action is offered only
    collect (or nothing for the active player). 000, Build: the ore must be paid."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]})
    pick(game, "action", "build")
    assert options(game) == [("nothing", None)]
    pick(game, "nothing")
    assert options(game) == [("collect", None)]


# ---------------------------------------------------------------- patrol and quest

def test_patrol_moves_one_meeple_to_an_adjacent_region_of_the_same_card():
    """000, Patrol: move one meeple into an adjacent region on the same territory card."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]})
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    assert targets(game, "meeple") == ["ashfall.2"]
    pick(game, "meeple", "ashfall.2")
    assert sorted(targets(game, "to")) == ["ashfall.1", "ashfall.5"]  # ashfall.6 is the water
    events = pick(game, "to", "ashfall.5")
    assert "moved" in kinds(events)
    assert at(game, "ashfall.2") == [0] and at(game, "ashfall.5") == [0]


def test_quest_moves_from_an_edge_region_to_an_edge_region_of_another_card():
    """000, Quest: move a meeple from one territory card to any other; only to and from a region
    bordering the card edge; never to water or crags (rulings.md, Quest)."""
    game = scenario(sides=("ashfall", "duskmoor", "highcairn"),
                    meeples={"ashfall.2": [0, 0], "duskmoor.1": [1, 1], "highcairn.4": [2, 2]})
    pick(game, "action", "quest")
    pick(game, "take", "quest")
    pick(game, "meeple", "ashfall.2")
    dest = targets(game, "to")
    assert not any(d.startswith("ashfall.") for d in dest)  # another card only
    assert "duskmoor.4" not in dest  # duskmoor.4 does not touch the card edge
    assert "highcairn.6" not in dest  # crags
    assert "duskmoor.1" not in dest  # two meeples already
    assert "highcairn.4" not in dest
    assert set(dest) == {"duskmoor.2", "duskmoor.3", "duskmoor.5",
                         "highcairn.1", "highcairn.2", "highcairn.3", "highcairn.5"}
    pick(game, "to", "highcairn.1")
    assert at(game, "highcairn.1") == [0]


def test_quest_is_not_possible_from_a_region_away_from_the_edge():
    """000, Quest: a player may only quest from a region that borders the edge of a card."""
    game = scenario(sides=("duskmoor", "ashfall", "highcairn"),
                    meeples={"duskmoor.4": [0, 0], "ashfall.2": [1, 1], "highcairn.4": [2, 2]})
    pick(game, "action", "quest")
    assert options(game) == [("nothing", None)]


# ---------------------------------------------------------------- build and research

@pytest.mark.parametrize("level", [1, 2, 3, 4, 5, 6])
def test_build_pays_ore_equal_to_the_next_level(level):
    """000, Build: the nth tower level costs n ore; one level per action. rulings.md: six levels."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    resources={0: (0, 9, 0)}, tower={0: level - 1})
    pick(game, "action", "build")
    events = pick(game, "take", "build")
    assert game.state.players[0].tower == level
    assert res(game, 0) == (0, 9 - level, 0)
    assert [e.data["cost"] for e in events if e.kind == "built"] == [level]


def test_build_needs_enough_ore_and_stops_at_level_six():
    """000, Build: pay the ore for the next level; rulings.md: there are six levels."""
    short = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                     resources={0: (9, 2, 9)}, tower={0: 2})
    pick(short, "action", "build")
    assert options(short) == [("nothing", None)]
    top = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                   resources={0: (9, 9, 9)}, tower={0: 6})
    pick(top, "action", "build")
    assert options(top) == [("nothing", None)]


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_research_pays_mana_equal_to_the_next_level(level):
    """000, Research: the nth magic level costs n mana; one level per action."""
    game = scenario(factions=("dwarves", "elves", "humans"),
                    meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    resources={0: (9, 0, 0)}, magic={0: level - 1})
    pick(game, "action", "research")
    pick(game, "take", "research")
    assert game.state.players[0].magic == level
    assert res(game, 0) == (9 - level, 0, 0)


def test_research_needs_enough_mana():
    """000, Research: pay the mana necessary to reach the next level."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    resources={0: (1, 9, 9)}, magic={0: 1})
    pick(game, "action", "research")
    assert options(game) == [("nothing", None)]


# ---------------------------------------------------------------- expand

def test_expand_adds_a_meeple_beside_a_solitary_one_and_pays_food_for_the_new_count():
    """000, Expand: the new meeple joins a region holding one meeple of your colour; pay food
    equal to the meeples you now have in play (placing your 4th costs 4 food)."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    resources={0: (0, 0, 5)})
    pick(game, "action", "expand")
    events = pick(game, "take", "expand")  # one solitary meeple: placed without asking
    assert at(game, "ashfall.5") == [0, 0]
    assert game.in_play(0) == 4
    assert res(game, 0) == (0, 0, 1)
    assert [e.data["cost"] for e in events if e.kind == "expanded"] == [4]


def test_expand_offers_each_region_with_a_solitary_meeple():
    """000, Expand: the new meeple must be placed with another meeple of your colour, alone there."""
    game = scenario(meeples={"ashfall.1": [0], "ashfall.5": [0], "ashfall.2": [0, 0],
                             "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    resources={0: (0, 0, 9)})
    pick(game, "action", "expand")
    pick(game, "take", "expand")
    assert targets(game, "region") == ["ashfall.1", "ashfall.5"]


def test_expand_is_impossible_without_a_solitary_meeple_or_enough_food():
    """000, Expand: if you do not already have a solitary meeple you may not expand; the food
    must be paid."""
    pairs = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                     resources={0: (9, 9, 9)})
    pick(pairs, "action", "expand")
    assert options(pairs) == [("nothing", None)]
    hungry = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                      resources={0: (9, 9, 3)})
    pick(hungry, "action", "expand")
    assert options(hungry) == [("nothing", None)]


def test_a_solitary_meeple_sharing_with_an_ally_cannot_be_expanded_onto():
    """000, Expand and Movement Rules: never more than two meeples in any region, so a meeple
    sharing its region with an ally leaves no room."""
    game = scenario(meeples={"ashfall.2": [0, 1], "ashfall.5": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    resources={0: (9, 9, 9)})
    pick(game, "action", "expand")
    assert options(game) == [("nothing", None)]


# ---------------------------------------------------------------- trade

def test_trade_any_number_of_one_type_for_as_many_of_another():
    """000, Trade: discard any number of one resource type and gain as many of another
    (discard 3 food to gain 3 ore); once per action."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    resources={0: (0, 1, 5)})
    pick(game, "action", "trade")
    pick(game, "take", "trade")
    assert targets(game, "give") == ["ore", "food"]  # no mana to give
    pick(game, "give", "food")
    assert targets(game, "get") == ["mana", "ore"]
    pick(game, "get", "ore")
    assert targets(game, "amount") == [1, 2, 3, 4, 5]
    events = pick(game, "amount", 3)
    assert res(game, 0) == (0, 4, 2)
    assert "traded" in kinds(events)
    assert game.pending.player == 1  # one trade only, then the next player


def test_trade_past_nine_is_refused_not_lost():
    """rulings.md, Trade: resources are capped at 9 and a trade that would exceed 9 is refused
    (no silent loss); 000, Collect Resources: the maximum is 9 of each type."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    resources={0: (7, 0, 5)})
    pick(game, "action", "trade")
    pick(game, "take", "trade")
    pick(game, "give", "food")
    pick(game, "get", "mana")
    assert targets(game, "amount") == [1, 2]
    assert game.check(Choice("amount", 3)) is not None
    full = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    resources={0: (9, 9, 9)})
    pick(full, "action", "trade")
    assert options(full) == [("nothing", None)]


# ---------------------------------------------------------------- collect

def _collect_for_seat_1(game):
    """Seat 0 selects an action it cannot take, passes; seat 1 collects; return seat 1's events."""
    pick(game, "action", "build")
    pick(game, "nothing")
    return pick(game, "collect")


def test_collect_one_resource_per_occupied_region_by_type():
    """000, Collect Resources: one resource per region occupied by at least one of your
    meeples (two meeples still give one); mana from forests, ore from mountains, food from plains."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "thornvale.2": [1],
                             "thornvale.3": [1], "thornvale.5": [1], "highcairn.4": [2, 2]},
                    resources={1: (1, 1, 1)})
    _collect_for_seat_1(game)
    assert res(game, 1) == (3, 2, 2)


def test_capital_gives_no_resource():
    """000, Other Regions, Capital Cities: a capital region does not provide resources."""
    game = scenario(sides=("thornvale", "ashfall", "highcairn"),
                    meeples={"thornvale.1": [0, 0], "ashfall.4": [1, 1], "ashfall.2": [1], "highcairn.4": [2, 2]})
    _collect_for_seat_1(game)
    assert res(game, 1) == (0, 0, 1)


def test_collect_is_capped_at_nine():
    """000, Collect Resources: at most 9 of each type; the marker never passes the track's end."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.2": [1, 1], "thornvale.1": [1],
                             "highcairn.4": [2, 2]},
                    resources={1: (4, 9, 0)})
    events = _collect_for_seat_1(game)
    assert res(game, 1) == (5, 9, 0)
    collected = [e for e in events if e.kind == "collected"][0]
    assert collected.data["capped"] == {"ore": 1}


def test_last_meeple_gains_a_bonus_resource_of_choice():
    """000, Collect Resources, NOTE: a player reduced to one meeple in play gains a bonus
    resource of their choice besides the region's resource."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.2": [1], "highcairn.4": [2, 2]},
                    resources={1: (0, 0, 0)})
    _collect_for_seat_1(game)
    assert game.pending.kind == "collect_resource" and game.pending.player == 1
    assert targets(game, "resource") == ["mana", "ore", "food"]
    pick(game, "resource", "food")
    assert res(game, 1) == (0, 1, 1)


def test_last_meeple_bonus_only_offers_resources_below_nine():
    """000, Collect Resources: the cap of 9 holds for the bonus resource too."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.2": [1], "highcairn.4": [2, 2]},
                    resources={1: (9, 3, 4)})
    _collect_for_seat_1(game)
    assert targets(game, "resource") == ["ore", "food"]


def test_two_meeples_in_play_get_no_bonus():
    """000, Collect Resources: the bonus is only for a player reduced to one meeple."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.2": [1], "thornvale.3": [1], "highcairn.4": [2, 2]})
    _collect_for_seat_1(game)
    assert res(game, 1) == (0, 1, 1)
    assert game.pending.player == 2
