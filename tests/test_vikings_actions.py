"""Vikings actions: sailing, deploying, looting, exploring, harvest, building, rune actions and
completing villages (003_e355be14bd9c4768.txt, Leader Action; rune action; Step 3). The 4-player map:
Ravenholm in the middle fjord, Ironcliff's harbour on the north fjord."""
from __future__ import annotations

import pytest
from vikings_support import answer, at, clear_board, in_action, kinds, of

from tek_access.games.vikings.rules.game import Game


def board4(seat: int = 0) -> Game:
    game = in_action(players=4, seed=3, first=seat)
    clear_board(game)
    for clan in game.state.players:
        clan.res = [3, 3, 3]
    return game


def sail(game: Game, seat: int, amount: int) -> list:
    return at(game, {"t": "sail_ship", "p": seat, "amount": amount})


def test_sailing_moves_one_ship_step_by_step_through_fjords_to_a_dock():
    """003_e355be14bd9c4768.txt, Sailing 1 boat: a ship moves at most its sailing value in steps: dock to
    fjord, fjord to fjord, fjord to dock; it may stop anywhere (at anchor)."""
    game = board4()
    game.state.ships = [[0, "north"]]
    sail(game, 0, 2)
    assert game.pending.kind == "sail_ship"
    answer(game, "ship", "north")
    assert {c.target for c in game.choices() if c.kind == "to"} == {"northeast", "west", "middle",
                                                                   "ironcliff_harbour", "ironcliff_village"} - \
        {t for t in ("ironcliff_village",) if t not in game.map.steps["north"]}
    answer(game, "to", "middle")
    events = answer(game, "to", "ravenholm_harbour")
    assert [e.data["to"] for e in of(events, "ship_moved")] == ["ravenholm_harbour"]
    assert game.state.ships == [[0, "ravenholm_harbour"]]
    assert game.pending.kind == "deploy"


def test_one_ship_a_dock_the_earlier_ship_is_bumped_to_the_adjacent_fjord():
    """003_e355be14bd9c4768.txt, Sailing: Related rules: many ships may share a fjord, one ship a dock; the
    ship already there moves to the adjacent fjord."""
    game = board4()
    game.state.ships = [[1, "ravenholm_harbour"], [0, "middle"], [2, "middle"]]
    sail(game, 0, 1)
    answer(game, "ship", "middle")
    events = answer(game, "to", "ravenholm_harbour")
    bumped = of(events, "ship_bumped")[0].data
    assert bumped == {"player": 1, "origin": "ravenholm_harbour", "to": "middle", "by": 0}
    assert sorted(game.state.ships) == [[0, "ravenholm_harbour"], [1, "middle"], [2, "middle"]]


def test_deploying_costs_a_food_a_settler_up_to_the_sailing_value_clan_board_first():
    """003_e355be14bd9c4768.txt, Rules for deploying settlers: at most the ship's sailing value, 1 food each,
    settlers from the clan board first."""
    game = board4()
    game.state.ships = [[0, "ravenholm_harbour"]]
    game.state.players[0].res = [0, 2, 0]
    sail(game, 0, 3)
    answer(game, "ship", "ravenholm_harbour")
    answer(game, "stop")
    assert game.pending.kind == "deploy"
    assert [c.target for c in game.choices()] == [2, 1, 0]  # food limits it to 2
    events = answer(game, "deploy", 2)
    assert of(events, "settlers_deployed")[0].data == {"player": 0, "island": "ravenholm", "count": 2, "food": 2}
    assert game.state.settlers["ravenholm"][0] == 2 and game.state.players[0].settlers == 4
    assert game.state.players[0].res[1] == 0


def test_with_no_settler_on_the_clan_board_settlers_on_the_map_are_redeployed():
    """003_e355be14bd9c4768.txt, Rules for deploying settlers: if there are not enough settlers on the clan
    board, the settlers on the map can be redeployed."""
    game = board4()
    s = game.state
    s.players[0].settlers = 0
    s.settlers["ashby"][0] = 6
    s.ships = [[0, "ravenholm_harbour"]]
    game.touch()
    at(game, {"t": "arrive", "p": 0, "place": "ravenholm_harbour", "amount": 2})
    events = answer(game, "deploy", 2)  # where from has one answer, Ashby: it answers itself
    assert [e.data["origin"] for e in of(events, "settler_moved")] == ["ashby", "ashby"]
    assert s.settlers["ashby"][0] == 4 and s.settlers["ravenholm"][0] == 2


def test_the_player_with_the_most_settlers_after_deploying_makes_each_other_remove_one():
    """003_e355be14bd9c4768.txt, Rules for deploying settlers: after deployment, if the acting player has the
    most settlers on the island, every other player with settlers there removes 1."""
    game = board4()
    s = game.state
    s.settlers["ravenholm"][1] = 1
    s.settlers["ravenholm"][2] = 2
    s.players[1].settlers, s.players[2].settlers = 5, 4
    s.ships = [[0, "ravenholm_harbour"]]
    game.touch()
    at(game, {"t": "arrive", "p": 0, "place": "ravenholm_harbour", "amount": 3})
    events = answer(game, "deploy", 3)
    removed = [(e.data["player"], e.data["reason"]) for e in of(events, "settler_removed")]
    assert removed == [(1, "majority"), (2, "majority")]
    assert s.settlers["ravenholm"] == [3, 0, 1, 0]


def test_looting_a_village_costs_the_era_boards_steel_and_takes_the_village():
    """003_e355be14bd9c4768.txt, Rules for looting villages: at a village dock, pay the era board's steel and
    take the village beside the clan board (ruling: it leaves the map)."""
    game = board4()
    s = game.state
    s.ships = [[0, "ravenholm_village"]]
    s.players[0].res = [0, 0, 3]
    game.touch()
    at(game, {"t": "arrive", "p": 0, "place": "ravenholm_village", "amount": 1})
    assert game.pending.kind == "loot"  # no food: nothing to deploy
    events = answer(game, "loot")
    assert of(events, "village_looted")[0].data == {"player": 0, "dock": "ravenholm_village", "steel": 1}
    assert s.players[0].villages == 1 and "ravenholm_village" not in s.villages and s.players[0].res[2] == 2
    s.players[1].res = [0, 0, 0]
    s.ships.append([1, "elkmoor_village"])
    at(game, {"t": "arrive", "p": 1, "place": "elkmoor_village", "amount": 1})
    assert game.pending is None  # too little steel: no loot offered, nothing else to do


def test_exploration_shares_its_steps_among_settlers_along_routes():
    """003_e355be14bd9c4768.txt, settler exploration: Explore 2 moves 1 settler 2 islands or 2 settlers 1
    island each, along the routes; then the majority rule applies where they arrived."""
    game = board4()
    s = game.state
    s.settlers["ashby"][0] = 2
    s.players[0].settlers = 4
    at(game, {"t": "explore_from", "p": 0, "left": 2, "arrived": []})
    answer(game, "island", "ashby")
    assert {c.target for c in game.choices()} == set(game.map.routes["ashby"])
    answer(game, "island", "ravenholm")
    answer(game, "island", "ravenholm")
    answer(game, "island", "elkmoor")
    assert s.settlers["ashby"][0] == 1 and s.settlers["elkmoor"][0] == 1 and s.settlers["ravenholm"][0] == 0


def test_harvest_takes_any_resources_plus_a_food_a_ship_and_a_resource_a_temple_built():
    """003_e355be14bd9c4768.txt, reward: Harvest N gives N resources of any kinds; the clan board adds 1 food
    for each ship built and 1 resource for each temple built (ruling: at each harvest)."""
    game = board4()
    clan = game.state.players[0]
    clan.res = [0, 0, 0]
    clan.ship_slots = [3, 4]
    clan.temple_slots = [5]
    events = at(game, {"t": "harvest_start", "p": 0, "amount": 2, "reason": "leader"})
    assert clan.res == [0, 1, 0]
    for _ in range(3):
        events += answer(game, "resource", "steel")
    assert clan.res == [0, 1, 3] and game.pending is None


def test_resources_stay_between_zero_and_seven():
    """003_e355be14bd9c4768.txt, Resource: the maximum is 7 and never below 0."""
    game = board4()
    clan = game.state.players[0]
    clan.res = [6, 7, 0]
    at(game, {"t": "gain", "p": 0, "resource": "wood", "amount": 3, "reason": "test"})
    assert clan.res == [7, 7, 0]
    at(game, {"t": "harvest_start", "p": 0, "amount": 1, "reason": "boon"})
    assert clan.res == [7, 7, 1]  # steel, the one resource below 7, is the only choice: it answers itself


def test_building_a_ship_or_temple_pays_the_slot_cost_in_wood_in_any_order():
    """003_e355be14bd9c4768.txt, put up: build 1 ship or 1 temple; the clan board gives each unit's wood cost,
    built in any order; a ship goes to a fjord next to one of your units, a temple on an island with your
    settlers."""
    game = board4()
    s = game.state
    clan = s.players[0]
    clan.res = [5, 0, 0]
    s.ships = [[0, "north"]]
    s.settlers["elkmoor"][0] = 1
    clan.settlers = 5
    game.touch()
    at(game, {"t": "build", "p": 0})
    assert {(c.kind, c.target) for c in game.choices()} == {("ship", 2), ("ship", 3), ("ship", 4), ("temple", 3),
                                                           ("temple", 5), ("skip", None)}
    answer(game, "ship", 4)
    places = {c.target for c in game.choices()}
    assert "north" in places and "east" in places and "south" not in places
    answer(game, "fjord", "east")
    assert clan.res[0] == 1 and clan.ship_slots == [2, 3] and [0, "east"] in s.ships
    clan.res[0] = 3
    at(game, {"t": "build", "p": 0})
    events = answer(game, "temple", 3)  # Elkmoor, the one island with a settler, answers itself
    assert s.temples["elkmoor"][0] == 1 and clan.temple_slots == [5]
    assert "temple_built" in kinds(events)


def test_influence_is_one_a_settler_four_a_temple_two_a_docked_ship():
    """003_e355be14bd9c4768.txt, Influence and control islands: 1 / 4 / 2 influence for each settler / temple
    / ship."""
    from tek_access.games.vikings.rules.board import influence

    game = board4()
    s = game.state
    s.settlers["ravenholm"] = [3, 1, 0, 0]
    s.temples["ravenholm"] = [0, 1, 0, 0]
    s.ships = [[2, "ravenholm_harbour"], [3, "middle"]]
    assert influence(game, "ravenholm") == [3, 5, 2, 0]


def test_runes_are_gained_stolen_and_returned_each_new_holder_raising_rage():
    """003_e355be14bd9c4768.txt, Influence and control islands: a settler or temple and the most influence
    takes the rune (the god's rage +1); more influence steals it (+1 again); a holder left with no settler or
    temple returns it to the island."""
    game = board4()
    s = game.state
    god = game.map.islands["ravenholm"].rune
    s.ships = [[0, "ravenholm_harbour"]]
    game.touch()
    at(game, {"t": "arrive", "p": 0, "place": "ravenholm_harbour", "amount": 1})
    events = answer(game, "deploy", 1)
    assert of(events, "rune_gained")[0].data == {"player": 0, "island": "ravenholm", "god": god}
    assert s.runes["ravenholm"] == 0 and s.rage[god] == 1
    s.ships = []
    s.settlers["elkmoor"][1] = 4
    s.players[1].settlers = 2
    at(game, {"t": "explore_from", "p": 1, "left": 2, "arrived": []})
    answer(game, "island", "elkmoor")
    answer(game, "island", "ravenholm")
    answer(game, "island", "elkmoor")
    events = answer(game, "island", "ravenholm")
    assert of(events, "rune_stolen") and s.runes["ravenholm"] == 1 and s.rage[god] == 2
    assert s.settlers["ravenholm"][0] == 0  # the majority rule removed the last settler of seat 0
    s.settlers["ravenholm"][1] = 0
    s.players[1].settlers += 2
    events = at(game, {"t": "majority", "p": 0, "islands": ["ravenholm"]})
    assert of(events, "rune_returned")[0].data["player"] == 1 and s.runes["ravenholm"] is None


def test_ships_alone_give_influence_but_not_the_rune():
    """003_e355be14bd9c4768.txt, Influence and control islands: ships give influence, but only a player with a
    settler or temple on the island can hold its rune."""
    game = board4()
    s = game.state
    s.settlers["ravenholm"][0] = 1
    s.players[0].settlers = 5
    s.ships = [[1, "ravenholm_harbour"], [0, "middle"]]
    game.touch()
    at(game, {"t": "majority", "p": 0, "islands": ["ravenholm"]})
    assert s.runes["ravenholm"] == 0


def test_leader_remove_needs_a_unit_there_the_rune_action_reaches_any_island():
    """003_e355be14bd9c4768.txt, Leader Action (remove hostile settlers) and rune action (remove settlers from
    any island): ruling: the leader action reaches islands where the player has a unit."""
    game = board4()
    s = game.state
    s.settlers["ashby"][1] = 1
    s.settlers["elkmoor"][2] = 1
    s.settlers["elkmoor"][0] = 1
    s.players[1].settlers = s.players[2].settlers = s.players[0].settlers = 5
    game.touch()
    at(game, {"t": "remove_island", "p": 0, "left": 1, "anywhere": False})
    assert [c.target for c in game.choices() if c.kind == "island"] == ["elkmoor"]
    at(game, {"t": "remove_island", "p": 0, "left": 2, "anywhere": True})
    assert {c.target for c in game.choices() if c.kind == "island"} == {"ashby", "elkmoor"}
    events = answer(game, "island", "ashby")
    assert of(events, "settler_removed")[0].data["player"] == 1 and s.players[1].settlers == 6


@pytest.mark.parametrize("kind", ["swap", "battle", "exchange", "temple"])
def test_rune_actions(kind):
    """003_e355be14bd9c4768.txt, rune action: swap (draw 1, discard 1 face up), battle (cover 1 more card and
    fight), exchange (one resource for another 1:1), temple (move 1 temple along a route)."""
    game = board4()
    s = game.state
    clan = s.players[0]
    if kind == "swap":
        size = len(clan.hand)
        events = at(game, {"t": "swap", "p": 0})
        assert events[0].kind == "card_drawn" and events[1].private_to == 0
        answer(game, "discard", clan.hand[0])
        assert len(clan.hand) == size and s.discard
    elif kind == "battle":
        at(game, {"t": "battle_card", "p": 0})
        card = clan.hand[0]
        answer(game, "down", card)
        assert s.battle is not None and s.battle["cards"]["0"] == card
    elif kind == "exchange":
        clan.res = [2, 0, 0]
        at(game, {"t": "exchange_give", "p": 0, "left": 2})
        answer(game, "resource", "wood")
        answer(game, "resource", "steel")
        answer(game, "resource", "wood")
        answer(game, "resource", "food")
        assert clan.res == [0, 1, 1]
    else:
        s.temples["ashby"][0] = 1
        clan.temple_slots = [5]
        game.touch()
        at(game, {"t": "temple_from", "p": 0})
        answer(game, "island", "ashby")
        events = answer(game, "island", "ravenholm")
        assert s.temples["ravenholm"][0] == 1 and of(events, "rune_gained")


def test_completing_a_village_once_a_turn_into_a_slot_with_room():
    """003_e355be14bd9c4768.txt, Step 3: Complete a Village: one village a turn into a completion slot (four
    on the era board, one on each god board: rage +2), each slot holding at most as many villages as
    players."""
    game = board4()
    s = game.state
    s.players[0].villages = 2
    s.slots["feast"] = [1, 2, 3, 1]
    s.completed = False
    at(game, {"t": "complete_offer", "p": 0})
    targets = [c.target for c in game.choices() if c.kind == "slot"]
    assert "feast" not in targets and set(s.gods) <= set(targets)
    god = s.gods[0]
    events = answer(game, "slot", god)
    assert of(events, "rage_raised")[0].data["by"] == 2 and s.players[0].villages == 1
    at(game, {"t": "complete_offer", "p": 0})
    assert game.pending is None  # one a turn
    s.completed = False
    at(game, {"t": "complete_offer", "p": 0})
    answer(game, "slot", "voyage")
    assert game.pending is None or game.pending.kind in ("sail_ship", "sail_step")
