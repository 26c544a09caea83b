"""Ruins and capital cities.

Sources: 000_de41987be7abf7aa.txt, Other Regions (Ruins; Capital Cities) and Scoring;
rulings.md, Turn and actions (Ruins). Board (tests/conftest.py): Thornvale (thornvale.1 forest,
.2 mountain, .3 plains, .4 ruins, .5 forest; .4 touches .1 and .5), Ashfall Reach (ashfall.4 capital).
"""
from __future__ import annotations

from conftest import at, kinds, options, pick, res, scenario, targets

from tek_access.games.tek.rules import scoring


def _searching(game, rid, seat):
    return [m[1] for m in game.state.regions.get(rid, []) if m[0] == seat]


# ---------------------------------------------------------------- ruins

def test_a_meeple_entering_the_ruins_is_knocked_over():
    """000, Ruins: once a meeple enters the ruins it is knocked over to show it is searching."""
    game = scenario(sides=("thornvale", "ashfall", "highcairn"),
                    meeples={"thornvale.1": [0, 0], "ashfall.2": [1, 1], "highcairn.4": [2, 2]})
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    pick(game, "meeple", "thornvale.1")
    events = pick(game, "to", "thornvale.4")
    assert "searching" in kinds(events)
    assert _searching(game, "thornvale.4", 0) == [True]


def test_a_meeple_expanding_into_the_ruins_is_knocked_over():
    """000, Ruins: a meeple that expands into the ruins is knocked over too."""
    game = scenario(sides=("thornvale", "ashfall", "highcairn"),
                    meeples={"thornvale.4": [0], "thornvale.1": [0, 0], "ashfall.2": [1, 1], "highcairn.4": [2, 2]},
                    resources={0: (0, 0, 4)})
    pick(game, "action", "expand")
    pick(game, "take", "expand")
    assert _searching(game, "thornvale.4", 0) == [True, True]


def test_a_knocked_over_meeple_cannot_move_but_patrol_may_stand_it_up():
    """000, Ruins: a knocked over meeple cannot move; when taking a patrol action, instead of
    moving a meeple, you may stand it up."""
    game = scenario(sides=("thornvale", "ashfall", "highcairn"),
                    meeples={"thornvale.4": [0], "thornvale.2": [0], "ashfall.2": [1, 1], "highcairn.4": [2, 2]})
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    assert ("meeple", "thornvale.4") not in options(game)
    assert ("meeple", "thornvale.2") in options(game)
    assert ("stand", "thornvale.4") in options(game)
    events = pick(game, "stand", "thornvale.4")
    assert "stood_up" in kinds(events)
    assert _searching(game, "thornvale.4", 0) == [False]
    assert at(game, "thornvale.4") == [0]  # standing up is the whole action: it does not move


def test_a_standing_meeple_in_the_ruins_may_move_again():
    """000, Ruins: once stood up it may patrol or quest as normal."""
    game = scenario(sides=("thornvale", "ashfall", "highcairn"),
                    meeples={"thornvale.4": [(0, False)], "thornvale.2": [0], "ashfall.2": [1, 1],
                             "highcairn.4": [2, 2]})
    pick(game, "action", "quest")
    pick(game, "take", "quest")
    assert "thornvale.4" in targets(game, "meeple")


def test_a_knocked_over_meeple_alone_cannot_quest():
    """000, Ruins: a knocked over meeple cannot move, and Quest has no stand-up option."""
    game = scenario(sides=("thornvale", "ashfall", "highcairn"),
                    meeples={"thornvale.4": [0, 0], "ashfall.2": [1, 1], "highcairn.4": [2, 2]})
    pick(game, "action", "quest")
    assert options(game) == [("nothing", None)]


def test_a_searching_meeple_collects_one_resource_of_choice_a_standing_one_nothing():
    """000, Ruins: a knocked over meeple searching the ruins collects one resource of the
    player's choice; a meeple standing in the ruins collects nothing."""
    searching = scenario(meeples={"ashfall.2": [0, 0], "thornvale.4": [1], "thornvale.2": [1], "highcairn.4": [2, 2]})
    pick(searching, "action", "build")
    pick(searching, "nothing")
    pick(searching, "collect")
    assert searching.pending.kind == "collect_resource" and searching.pending.player == 1
    pick(searching, "resource", "mana")
    assert res(searching, 1) == (1, 1, 0)
    standing = scenario(meeples={"ashfall.2": [0, 0], "thornvale.4": [(1, False)], "thornvale.2": [1],
                                 "highcairn.4": [2, 2]})
    pick(standing, "action", "build")
    pick(standing, "nothing")
    pick(standing, "collect")
    assert res(standing, 1) == (0, 1, 0)
    assert standing.pending.player == 2


def test_two_searching_meeples_in_one_ruins_collect_one_resource():
    """000, Collect Resources: more than one meeple in a region still collects only one."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.4": [1, 1], "thornvale.2": [1], "highcairn.4": [2, 2]})
    pick(game, "action", "build")
    pick(game, "nothing")
    pick(game, "collect")
    pick(game, "resource", "food")
    assert res(game, 1) == (0, 1, 1)
    assert game.pending.player == 2


def test_a_searching_meeple_fights_normally_and_the_winner_entering_is_knocked_over():
    """000, Ruins: a knocked over meeple is treated normally regarding war; the attacker who
    wins enters the ruins and is knocked over."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.4": [1], "thornvale.2": [1], "highcairn.4": [2, 2]},
                    resources={0: (0, 2, 0)})
    pick(game, "action", "quest")
    pick(game, "take", "quest")
    pick(game, "meeple", "ashfall.2")
    pick(game, "to", "thornvale.4")
    assert game.state.war is not None
    game.apply(game.choices()[2])  # bid 2 with 2 ore
    events = pick(game, "flag")
    assert [e.data["winner"] for e in events if e.kind == "war_won"] == [0]
    assert at(game, "thornvale.4") == [0]
    assert _searching(game, "thornvale.4", 0) == [True]


def test_meeples_in_the_ruins_are_removed_before_scoring():
    """000, Ruins and Scoring: at the end, meeples in the ruins are lost and removed from play
    before scoring (1 VP per meeple in play, except those in the ruins), searching or standing."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.4": [1, (1, False)], "thornvale.1": [1],
                             "highcairn.4": [2, 2]},
                    shields=["patrol", "quest", "build", "research"], end_triggered=True)
    pick(game, "action", "expand")
    pick(game, "nothing")
    pick(game, "collect")
    pick(game, "resource", "ore")
    events = pick(game, "collect")
    assert game.over
    assert [e.data["player"] for e in events if e.kind == "ruins_lost"] == [1, 1]
    assert at(game, "thornvale.4") == []
    score = game.result["scores"][1]
    assert score["lines"][0][1] == 1  # meeples in play: the one outside the ruins
    assert score["total"] == 1


# ---------------------------------------------------------------- capitals

def test_a_capital_held_alone_is_worth_two_vp():
    """000, Capital Cities: a capital is worth 2 VP to the player who occupies it at the end."""
    game = scenario(meeples={"ashfall.4": [0], "ashfall.2": [0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]})
    lines = dict(scoring.score_lines(game, 0))
    assert lines["capital cities"] == 2
    assert scoring.final_result(game)["scores"][0]["total"] == 4  # 2 meeples + 2


def test_two_meeples_of_one_player_on_a_capital_still_score_two():
    """000, Capital Cities: full control is 2 VP, however many meeples hold it."""
    game = scenario(meeples={"ashfall.4": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]})
    assert dict(scoring.score_lines(game, 0))["capital cities"] == 2


def test_allies_sharing_a_capital_score_one_vp_each():
    """000, Capital Cities: if two allied players share a capital city, both receive 1 VP."""
    game = scenario(meeples={"ashfall.4": [0, 1], "ashfall.2": [0], "thornvale.1": [1], "highcairn.4": [2, 2]})
    assert dict(scoring.score_lines(game, 0))["capital cities"] == 1
    assert dict(scoring.score_lines(game, 1))["capital cities"] == 1
    assert "capital cities" not in dict(scoring.score_lines(game, 2))
