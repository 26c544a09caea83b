"""Movement rules: two meeples a region, last-meeple rules, water, crags, rivers, quest edges.

Sources: 000_de41987be7abf7aa.txt, Patrol, Quest, Movement Rules, Other Regions (Water and
Crags); rulings.md, Turn and actions (Quest) and War (last meeple). Sides used (tests/conftest.py):
Ashfall Reach (ashfall.1 mountain, .2 plains, .3 forest, .4 capital, .5 forest, .6 water; a river
between .1 and .3), Thornvale (.6 crags), Highcairn (.6 crags), Duskmoor (.4 away from the edge).
"""
from __future__ import annotations

from conftest import at, options, pick, scenario, targets

from tek_access.core.kernel.engine import Choice
from tek_access.games.tek.rules import movement


def _patrol_targets(game, origin):
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    pick(game, "meeple", origin)
    if game.pending.kind == "move_to":
        return sorted(targets(game, "to"))
    return None


def test_never_more_than_two_meeples_in_a_region():
    """000, Movement Rules: you cannot move into a region that already has two meeples, of any
    colour."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1, 2],
                             "thornvale.1": [1, 1], "highcairn.4": [2, 2]})
    assert _patrol_targets(game, "ashfall.2") is None  # ashfall.5 is full: only ashfall.1 is left
    assert at(game, "ashfall.1") == [0] and at(game, "ashfall.5") == [1, 2]
    game2 = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1, 2], "ashfall.1": [1],
                              "thornvale.1": [1, 1], "highcairn.4": [2, 2]})
    assert movement.patrol_destinations(game2, 0, "ashfall.2") == ["ashfall.1"]  # a war, not ashfall.5


def test_own_full_region_is_closed_too():
    """000, Movement Rules: at no point may more than two meeples be in the same region, even of
    one colour."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.1": [0, 0], "ashfall.5": [0],
                             "thornvale.1": [1, 1], "highcairn.4": [2, 2]})
    assert movement.patrol_destinations(game, 0, "ashfall.2") == ["ashfall.5"]


def test_patrol_never_enters_water_and_never_crosses_a_river():
    """000, Patrol and Other Regions: no patrol across water or rivers; regions split by a river
    are not adjacent (ashfall.1 and ashfall.3), water cannot be occupied."""
    game = scenario(meeples={"ashfall.1": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]})
    assert _patrol_targets(game, "ashfall.1") is None  # a single destination, taken at once
    assert at(game, "ashfall.2") == [0]
    assert at(game, "ashfall.3") == [] and at(game, "ashfall.6") == []


def test_patrol_never_enters_crags():
    """000, Other Regions, Water and Crags: impassable and cannot be occupied."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.1": [2, 2]})
    for rid in game.state.regions:
        for mode in ("patrol", "quest"):
            for seat in range(3):
                assert "thornvale.6" not in movement.destinations(game, seat, rid, mode)
                assert "highcairn.6" not in movement.destinations(game, seat, rid, mode)
    assert movement.patrol_destinations(game, 1, "thornvale.1") == ["thornvale.2", "thornvale.4"]


def test_quest_never_to_water_or_crags_and_never_to_the_same_card():
    """000, Quest; rulings.md, Quest: from an edge region to an edge region of any other card,
    neither end water or crags."""
    game = scenario(sides=("ashfall", "tidegate", "cinderholm"),
                    meeples={"ashfall.2": [0, 0], "tidegate.1": [1, 1], "cinderholm.4": [2, 2]})
    dest = movement.quest_destinations(game, 0, "ashfall.2")
    assert "tidegate.6" not in dest  # water on the card edge
    assert "cinderholm.6" not in dest  # crags on the card edge
    assert "cinderholm.3" not in dest  # the capital away from the edge
    assert not any(d.startswith("ashfall.") for d in dest)
    assert "tidegate.2" in dest and "cinderholm.1" in dest


def test_never_enter_the_region_of_an_opponents_last_meeple():
    """000, Movement Rules: you may never enter a region occupied by an opposing player's last
    meeple (the only meeple they have in play)."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "highcairn.4": [2, 2]})
    assert _patrol_targets(game, "ashfall.2") is None  # only ashfall.1 is left
    assert at(game, "ashfall.1") == [0] and at(game, "ashfall.5") == [1]
    quest = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1], "highcairn.4": [2, 2]})
    assert "thornvale.1" not in movement.quest_destinations(quest, 0, "ashfall.2")


def test_an_opponent_with_two_meeples_in_play_can_be_attacked():
    """000, Movement Rules and War: entering a region with another player's (not last) meeple
    starts a war."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1], "highcairn.4": [2, 2]})
    assert _patrol_targets(game, "ashfall.2") == ["ashfall.1", "ashfall.5"]


def test_your_last_meeple_may_not_enter_an_opponents_region():
    """000, Movement Rules: nor may you use your last meeple to enter a region occupied by an
    opponent."""
    game = scenario(meeples={"ashfall.2": [0], "ashfall.5": [1], "thornvale.1": [1], "highcairn.4": [2, 2]})
    assert _patrol_targets(game, "ashfall.2") is None
    assert at(game, "ashfall.1") == [0]
    quest = scenario(meeples={"ashfall.2": [0], "thornvale.1": [1], "thornvale.2": [1], "highcairn.4": [2, 2]})
    dest = movement.quest_destinations(quest, 0, "ashfall.2")
    assert "thornvale.1" not in dest and "thornvale.3" in dest


def test_last_meeple_with_no_legal_move_cannot_patrol():
    """000, Movement Rules: a meeple hemmed in by full regions and an opponent's last meeple has
    nowhere to go, so the patrol cannot be taken (rulings.md: offered only what they can do)."""
    game = scenario(meeples={"ashfall.1": [0], "ashfall.2": [1], "thornvale.1": [1], "highcairn.4": [2, 2]})
    pick(game, "action", "patrol")
    assert options(game) == [("nothing", None)]


def test_moving_into_an_own_solitary_meeple_starts_no_war():
    """000, War: a war starts only when moving into a region with another player's meeple."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.1": [0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]})
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    pick(game, "meeple", "ashfall.2")
    pick(game, "to", "ashfall.1")
    assert at(game, "ashfall.1") == [0, 0]
    assert game.state.war is None and game.pending.kind == "respond"


def test_an_illegal_destination_is_refused_and_changes_nothing():
    """000, Movement Rules: a move the rules forbid is refused with a reason; nothing changes."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1, 2], "thornvale.1": [1, 1], "highcairn.4": [2, 2]})
    pick(game, "action", "quest")
    pick(game, "take", "quest")
    pick(game, "meeple", "ashfall.2")
    before = game.to_json()
    for bad in ("ashfall.5", "ashfall.6", "thornvale.6", "ashfall.1", "nowhere"):
        assert game.check(Choice("to", bad)) is not None
    assert game.to_json() == before
