"""War: setting the die, reveal, ties, paying, retreat, alliances formed and broken.

Sources: 000_de41987be7abf7aa.txt, War (Set, Reveal, Resolve, the Brittany and Mike example),
Retreat, Alliance, Breaking Alliances; 001_ff609f05a670a229.txt, ORCS 1 (win all ties);
rulings.md, War. Board (tests/conftest.py): Ashfall Reach (ashfall.1 mountain, .2 plains,
.3 forest, .4 capital, .5 forest; .1 touches only .2, a river parts it from .3).
"""
from __future__ import annotations

import pytest
from conftest import at, bid, flag, kinds, options, pick, res, scenario, targets

from tek_access.core.kernel.engine import Choice, IllegalChoice


def _attack(game, origin="ashfall.2", dest="ashfall.5", action="patrol"):
    """Seat 0 (active) selects ``action`` and moves a meeple from ``origin`` into ``dest``."""
    pick(game, "action", action)
    pick(game, "take", action)
    pick(game, "meeple", origin)
    if game.pending.kind == "move_to":
        pick(game, "to", dest)
    assert game.state.war is not None and game.state.war.region == dest


# ---------------------------------------------------------------- the rulebook's example

def brittany_and_mike():
    """Brittany (seat 0, Orcs at magic 3: +1 to all war, that is -1 war cost) has 1 mana and 2 ore;
    Mike (seat 1, Elves, no magic) holds ashfall.5 and has another meeple elsewhere."""
    return scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1], "highcairn.4": [2, 2]},
                    resources={0: (1, 2, 0), 1: (4, 0, 3)}, magic={0: 3})


def test_brittany_may_set_five_with_one_mana_two_ore_and_a_minus_one_war_cost():
    """000, War, Example: with 1 mana, 2 ore and a -1 war cost ability Brittany sets her die to 5,
    though her resources pay only 4; she cannot set 6 (000, War: Set: she must be able to pay)."""
    game = brittany_and_mike()
    _attack(game)
    assert game.pending.kind == "war_die" and game.pending.player == 0
    values = targets(game, "bid")
    assert max(values) == 5
    assert game.check(Choice("bid", 6, (1, 2, 0))) is not None
    assert game.check(Choice("bid", 5, (1, 2, 0))) is None


def test_brittany_and_mike_war_example():
    """000, War, Example: Brittany's 5 beats Mike's white flag (0); she pays a war cost of 4
    (1 mana, 2 ore) thanks to her ability; Mike chose peace and pays nothing; Mike must retreat
    or remove his meeple from play."""
    game = brittany_and_mike()
    _attack(game)
    bid(game, 5, (1, 2, 0))
    assert game.pending.kind == "war_die" and game.pending.player == 1
    events = flag(game)
    won = [e for e in events if e.kind == "war_won"][0]
    assert won.data["winner"] == 0 and won.data["attacker_total"] == 5 and won.data["defender_total"] == 0
    assert res(game, 0) == (0, 0, 0)  # paid 1 mana (2) and 2 ore (2): a war cost of 4
    assert res(game, 1) == (4, 0, 3)  # peace costs nothing
    paid = [e.data for e in events if e.kind == "war_paid"]
    assert paid == [{"player": 0, "paid": {"mana": 1, "ore": 2, "food": 0}}]
    assert game.pending.kind == "retreat" and game.pending.player == 1
    assert ("remove", None) in options(game)
    assert ("retreat", "ashfall.4") in options(game)


def test_mike_removes_his_meeple_instead_of_retreating():
    """000, War: Resolve: the loser must retreat or remove the meeple from play to the supply;
    rulings.md: the retreat is optional even when affordable."""
    game = brittany_and_mike()
    _attack(game)
    bid(game, 5, (1, 2, 0))
    flag(game)
    events = pick(game, "remove")
    assert "meeple_lost" in kinds(events)
    assert game.in_play(1) == 1 and res(game, 1) == (4, 0, 3)
    assert game.state.war is None


# ---------------------------------------------------------------- reveal and ties

def test_higher_war_cost_wins_and_both_pay():
    """000, War: Reveal and Resolve: the highest war cost wins; win or lose, both pay."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1], "highcairn.4": [2, 2]},
                    resources={0: (2, 3, 0), 1: (1, 2, 0)})
    _attack(game)
    bid(game, 3, (1, 1, 0))
    events = bid(game, 4, (1, 2, 0))
    won = [e for e in events if e.kind == "war_won"][0]
    assert won.data["winner"] == 1 and won.data["loser"] == 0
    assert res(game, 0) == (1, 2, 0) and res(game, 1) == (0, 0, 0)
    # the attacker has no food to retreat: the meeple returns to the supply at once
    assert "meeple_lost" in kinds(events)
    assert at(game, "ashfall.5") == [1] and game.in_play(0) == 1


def test_a_tie_goes_to_the_defender():
    """000, War: Reveal: if both players select the same war cost, the tie goes to the defender."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1], "highcairn.4": [2, 2]},
                    resources={0: (0, 3, 0), 1: (0, 3, 0)})
    _attack(game)
    bid(game, 3, (0, 3, 0))
    events = bid(game, 3, (0, 3, 0))
    won = [e for e in events if e.kind == "war_won"][0]
    assert won.data["winner"] == 1 and won.data["tie"] is True
    assert "meeple_lost" in kinds(events)  # no food to retreat
    assert at(game, "ashfall.5") == [1]
    assert game.in_play(0) == 1


def test_orcs_win_ties_when_attacking():
    """001, ORCS 1: You win all ties (rulings.md: a tie goes to the defender unless an ability
    says otherwise)."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1], "highcairn.4": [2, 2]},
                    resources={0: (0, 3, 0), 1: (0, 3, 0)}, magic={0: 1})
    _attack(game)
    bid(game, 3, (0, 3, 0))
    events = bid(game, 3, (0, 3, 0))
    won = [e for e in events if e.kind == "war_won"][0]
    assert won.data["winner"] == 0


def test_orcs_win_ties_when_defending():
    """001, ORCS 1: You win all ties, defending as well."""
    game = scenario(factions=("elves", "orcs", "humans"),
                    meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1], "highcairn.4": [2, 2]},
                    resources={0: (0, 3, 0), 1: (0, 3, 0)}, magic={1: 1})
    _attack(game)
    bid(game, 3, (0, 3, 0))
    events = bid(game, 3, (0, 3, 0))
    assert [e.data["winner"] for e in events if e.kind == "war_won"] == [1]


def test_a_white_flag_against_a_bid_loses():
    """000, War: Reveal: a white flag counts as 0 and loses to any war cost; the flag pays nothing."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1], "highcairn.4": [2, 2]},
                    resources={0: (0, 1, 0), 1: (5, 5, 5)})
    _attack(game)
    flag(game)
    events = bid(game, 1, (0, 1, 0))
    assert [e.data["winner"] for e in events if e.kind == "war_won"] == [1]
    assert res(game, 0) == (0, 1, 0) and res(game, 1) == (5, 4, 5)


def test_war_die_values_and_payments_are_checked():
    """000, War: Set: a die shows up to 11 and must be affordable; rulings.md: payment chosen
    with the bid, mana 2, ore 1, food 0, no needless overpayment."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1], "highcairn.4": [2, 2]},
                    resources={0: (9, 9, 9)})
    _attack(game)
    assert targets(game, "bid") == list(range(1, 12))
    assert game.check(Choice("bid", 12, (6, 0, 0))) is not None
    assert game.check(Choice("bid", 3, (0, 0, 9))) is not None  # food is worth nothing
    assert game.check(Choice("bid", 3, (3, 0, 0))) is not None  # 3 mana pays 6: a mana can go
    assert game.check(Choice("bid", 3, (1, 2, 0))) is not None  # an ore can go
    assert game.check(Choice("bid", 3, (1, 1, 0))) is None
    assert game.check(Choice("bid", 3, (0, 3, 0))) is None
    assert game.check(Choice("bid", 3, (0, 3, 9))) is not None  # food adds nothing: drop it
    assert game.check(Choice("bid", 5, (0, 10, 0))) is not None  # only 9 ore
    assert [c.payment for c in game.choices() if c.kind == "bid" and c.target == 3] == [(0, 3, 0)]
    before = game.to_json()
    with pytest.raises(IllegalChoice):
        game.apply(Choice("bid", 12, (6, 0, 0)))
    assert game.to_json() == before


def test_overpaying_is_refused_when_an_exact_payment_exists():
    """rulings.md, War: overpayment is allowed only when no exact payment exists (mana counts 2)."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1], "highcairn.4": [2, 2]},
                    resources={0: (2, 1, 0)})
    _attack(game)
    reason = game.check(Choice("bid", 3, (2, 0, 0)))  # 4 paid for 3 while 1 mana 1 ore pays 3 exactly
    assert reason is not None and "exact" in reason
    assert game.check(Choice("bid", 3, (1, 1, 0))) is None
    only_mana = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1], "highcairn.4": [2, 2]},
                         resources={0: (2, 0, 0)})
    _attack(only_mana)
    assert only_mana.check(Choice("bid", 3, (2, 0, 0))) is None  # no exact payment: 4 for 3 is allowed
    before = game.to_json()
    with pytest.raises(IllegalChoice):
        game.apply(Choice("bid", 12, (6, 0, 0)))
    assert game.to_json() == before


# ---------------------------------------------------------------- retreat

def test_retreat_costs_food_equal_to_meeples_in_play():
    """000, War: Retreat: the loser may pay food equal to the meeples they have in play to move
    the meeple to an adjacent region."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    resources={0: (0, 1, 0), 1: (0, 0, 5)})
    _attack(game)
    bid(game, 1, (0, 1, 0))
    flag(game)
    assert game.in_play(1) == 3
    events = pick(game, "retreat", "ashfall.4")
    assert res(game, 1) == (0, 0, 2)
    assert at(game, "ashfall.4") == [1] and at(game, "ashfall.5") == [0]
    assert [e.data["cost"] for e in events if e.kind == "retreated"] == [3]
    assert game.in_play(1) == 3


def test_no_retreat_without_enough_food():
    """000, War: Retreat: if the player does not have enough food, retreat is not an option; the
    meeple returns to the supply."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    resources={0: (0, 1, 0), 1: (0, 0, 2)})
    _attack(game)
    bid(game, 1, (0, 1, 0))
    events = flag(game)  # a single choice (remove) is taken at once
    assert "meeple_lost" in kinds(events)
    assert game.in_play(1) == 2 and res(game, 1) == (0, 0, 2)


def test_retreat_only_to_an_adjacent_region_without_another_players_meeple():
    """000, War: Retreat: to an adjacent region; it cannot result in another war; rulings.md: a
    passable region with room and no other player's meeple. From ashfall.5 the neighbours are
    ashfall.2 (the attacker's meeple) and ashfall.4."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "ashfall.4": [2], "thornvale.1": [1],
                             "highcairn.4": [2, 2]},
                    resources={0: (0, 1, 0), 1: (0, 0, 9)})
    _attack(game)
    bid(game, 1, (0, 1, 0))
    events = flag(game)
    assert "meeple_lost" in kinds(events)  # nowhere to go: removed
    assert at(game, "ashfall.4") == [2]


def test_retreat_may_join_an_own_solitary_meeple():
    """000, War: Retreat; rulings.md, War: a region with room holding only the player's own
    meeple is a legal retreat."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "ashfall.4": [1], "highcairn.4": [2, 2]},
                    resources={0: (0, 1, 0), 1: (0, 0, 9)})
    _attack(game)
    bid(game, 1, (0, 1, 0))
    flag(game)
    assert options(game) == [("retreat", "ashfall.4"), ("remove", None)]
    pick(game, "retreat", "ashfall.4")
    assert at(game, "ashfall.4") == [1, 1]


def test_a_losing_attacker_retreats_from_the_warring_region():
    """000, War: Resolve: the player who lost must retreat or remove; an attacker who loses
    retreats to a region adjacent to the war's region."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1], "highcairn.4": [2, 2]},
                    resources={0: (0, 0, 5), 1: (0, 1, 0)})
    _attack(game)
    flag(game)
    bid(game, 1, (0, 1, 0))
    assert game.pending.kind == "retreat" and game.pending.player == 0
    assert sorted(targets(game, "retreat")) == ["ashfall.2", "ashfall.4"]
    pick(game, "retreat", "ashfall.2")
    assert at(game, "ashfall.2") == [0, 0] and at(game, "ashfall.5") == [1]
    assert res(game, 0) == (0, 0, 3)


# ---------------------------------------------------------------- alliances

def _ally(game):
    _attack(game)
    flag(game)
    return flag(game)


def test_two_white_flags_form_an_alliance():
    """000, War: Reveal and Alliance: both offer peace; both meeples remain, the players are
    allied; nobody pays."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1], "highcairn.4": [2, 2]},
                    resources={0: (3, 3, 3), 1: (3, 3, 3)})
    events = _ally(game)
    assert "alliance_formed" in kinds(events)
    assert at(game, "ashfall.5") == [0, 1]
    assert game.allied(0, 1) and game.alliances() == {(0, 1)}
    assert res(game, 0) == (3, 3, 3) and res(game, 1) == (3, 3, 3)
    assert game.state.war is None


def test_allies_both_collect_from_the_shared_region():
    """000, Alliance: both players enjoy the benefits of that region."""
    game = scenario(meeples={"ashfall.5": [0, 1], "ashfall.2": [0], "thornvale.1": [1], "highcairn.4": [2, 2]},
                    active=2)
    pick(game, "action", "build")
    pick(game, "nothing")
    pick(game, "collect")
    pick(game, "collect")
    assert res(game, 0) == (1, 0, 1) and res(game, 1) == (2, 0, 0)


def test_leaving_the_last_shared_region_ends_the_alliance_without_penalty():
    """000, Alliance: an allied player may patrol or quest out of an allied region without
    penalty; with no allied region left they are no longer allied."""
    game = scenario(meeples={"ashfall.5": [0, 1], "ashfall.2": [0], "thornvale.1": [1], "highcairn.4": [2, 2]},
                    resources={0: (2, 2, 2)})
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    pick(game, "meeple", "ashfall.5")
    events = pick(game, "to", "ashfall.4")
    assert "alliance_ended" in kinds(events)
    assert not game.allied(0, 1)
    assert res(game, 0) == (2, 2, 2)


def _broken(resources_1=(0, 0, 0), extra=None):
    """Seat 0 and seat 1 share ashfall.5; seat 1 also holds ashfall.1 alone; seat 0 attacks
    ashfall.1 from ashfall.2 with a bid while seat 1 offers peace."""
    meeples = {"ashfall.2": [0, 0], "ashfall.5": [0, 1], "ashfall.1": [1], "highcairn.4": [2, 2]}
    meeples.update(extra or {})
    game = scenario(meeples=meeples, resources={0: (1, 0, 0), 1: resources_1})
    _attack(game, "ashfall.2", "ashfall.1")
    assert game.state.war.allied is True
    bid(game, 2, (1, 0, 0))
    return game, flag(game)


def test_breaking_an_alliance_puts_every_shared_region_in_jeopardy():
    """000, Breaking Alliances: a war with an ally, without offering peace: the winner claims
    every region they share with the loser, who retreats each of those meeples paying the cost
    for each, or removes them; the loser chooses the order."""
    game, events = _broken(resources_1=(0, 0, 9), extra={"thornvale.1": [1]})
    assert "alliance_broken" in kinds(events)
    broken = [e for e in events if e.kind == "alliance_broken"][0]
    assert broken.data["regions"] == ["ashfall.5"]
    assert game.pending.kind == "loss_order" and game.pending.player == 1
    assert sorted(targets(game, "region")) == ["ashfall.1", "ashfall.5"]
    pick(game, "region", "ashfall.5")
    assert options(game) == [("retreat", "ashfall.4"), ("remove", None)]
    pick(game, "retreat", "ashfall.4")
    assert res(game, 1) == (0, 0, 6)  # three meeples in play: 3 food
    # ashfall.1 touches only ashfall.2 (held by seat 0): no retreat, the meeple is removed
    assert at(game, "ashfall.1") == [0] and at(game, "ashfall.5") == [0] and at(game, "ashfall.4") == [1]
    assert game.in_play(1) == 2
    assert not game.allied(0, 1)
    assert game.state.war is None


def test_breaking_an_alliance_when_the_breaker_loses():
    """000, Breaking Alliances: the war's winner claims all shared regions, whoever attacked; the
    losing attacker's meeples in shared regions must retreat or be removed."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [0, 1], "ashfall.1": [1], "highcairn.4": [2, 2]},
                    resources={0: (0, 1, 0), 1: (0, 2, 0)})
    _attack(game, "ashfall.2", "ashfall.1")
    bid(game, 1, (0, 1, 0))
    bid(game, 2, (0, 2, 0))
    assert game.pending.kind == "loss_order" and game.pending.player == 0
    pick(game, "region", "ashfall.1")
    # no food: both meeples are removed without a question
    assert at(game, "ashfall.1") == [1] and at(game, "ashfall.5") == [1]
    assert game.in_play(0) == 1


def test_breaking_an_alliance_keeps_one_meeple_free_in_the_nearest_unoccupied_region():
    """000, Breaking Alliances: if breaking an alliance would take a player's last meeples and
    they cannot retreat a single one, they keep one for free in the nearest unoccupied region
    (rulings.md: fewest region steps on the same card). From ashfall.1 the steps run .2 (held),
    .5 (held), then .4, empty."""
    game, events = _broken(resources_1=(0, 0, 0))
    pick(game, "region", "ashfall.1")
    assert game.in_play(1) == 1
    assert at(game, "ashfall.4") == [1]
    assert game.state.war is None


def test_free_placement_offers_every_region_at_the_same_distance():
    """rulings.md, Breaking Alliances: ties for nearest are broken by the loser's choice."""
    game = scenario(sides=("ashfall", "duskmoor", "highcairn"),
                    meeples={"ashfall.2": [0, 0], "duskmoor.4": [0, 1], "duskmoor.3": [1], "highcairn.4": [2, 2]},
                    resources={0: (1, 0, 0)})
    _attack(game, "ashfall.2", "duskmoor.3", action="quest")
    bid(game, 2, (1, 0, 0))
    flag(game)
    pick(game, "region", "duskmoor.3")
    assert game.pending.kind == "free_placement" and game.pending.player == 1
    # one step from duskmoor.3: .1 and .5 empty, .4 held by seat 0
    assert targets(game, "region") == ["duskmoor.1", "duskmoor.5"]
    pick(game, "region", "duskmoor.5")
    assert at(game, "duskmoor.5") == [1] and game.in_play(1) == 1


def test_no_free_meeple_when_one_could_retreat():
    """000, Breaking Alliances: the free meeple is only for a player who cannot retreat a single
    meeple; one who could retreat but chose removal keeps nothing."""
    game, events = _broken(resources_1=(0, 0, 9))
    pick(game, "region", "ashfall.5")
    pick(game, "remove")  # could have retreated to ashfall.4
    assert game.in_play(1) == 0
    assert game.pending.kind != "free_placement"


def test_an_overpayment_names_the_resource_to_drop_with_its_article():
    """rulings.md, War: an overpayment with an exact payment at hand is refused, naming what to drop
    ("an ore", "a mana": the line is read aloud)."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1], "highcairn.4": [2, 2]},
                    resources={0: (1, 2, 0)})
    _attack(game)
    reason = game.check(Choice("bid", 2, (1, 1, 0)))  # 3 paid for 2, while 1 mana alone pays 2
    assert reason is not None and reason.endswith("drop an ore."), reason
