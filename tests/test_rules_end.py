"""End of the game and scoring: triggers, timing, VP, tie-breakers.

Sources: 000_de41987be7abf7aa.txt, 4. Check for End-of-Game Conditions, Scoring; the tower
table of 001_ff609f05a670a229.txt (TOWER); rulings.md, End and score.
"""
from __future__ import annotations

import pytest
from conftest import kinds, pick, scenario

from tek_access.games.tek.rules import scoring

BOARD = {"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]}


def _quiet_turn(game, action):
    """The active player selects ``action`` and takes it if possible (else does nothing); the
    others collect. Returns the events of the turn."""
    events = pick(game, "action", action)
    while game.pending is not None and game.pending.kind != "select_action":
        menu = game.choices()
        take = [c for c in menu if c.kind == "take"] if game.pending.player == game.state.active else []
        chosen = take[0] if take else next((c for c in menu if c.kind in ("collect", "nothing")), menu[0])
        events += game.apply(chosen)
    return events


# ---------------------------------------------------------------- triggers

@pytest.mark.parametrize("reason, setup, action", [
    ("tower", dict(tower={0: 5}, resources={0: (0, 6, 0)}), "build"),
    ("magic", dict(magic={0: 4}, resources={0: (5, 0, 0)}), "research"),
    ("meeples", dict(resources={0: (0, 0, 7)},
                     meeples={"ashfall.1": [0, 0], "ashfall.2": [0, 0], "ashfall.4": [0, 0], "ashfall.5": [0],
                              "thornvale.1": [1, 1], "highcairn.4": [2, 2]}), "expand"),
])
def test_each_end_condition_triggers_the_end(reason, setup, action):
    """000, 4. Check for End-of-Game Conditions: all 7 meeples in play, the 6th tower level, or
    all 5 magic levels trigger the end once every player has acted."""
    kwargs = {"meeples": BOARD, **setup}
    game = scenario(factions=("humans", "elves", "dwarves"), **kwargs)
    events = _quiet_turn(game, action)
    ends = [e for e in events if e.kind == "end_triggered"]
    assert [(e.data["player"], e.data["reason"]) for e in ends] == [(0, reason)]
    assert game.state.end_triggered and not game.over


def test_no_trigger_below_the_conditions():
    """000, 4. Check for End-of-Game Conditions: tower 5, magic 4 and 6 meeples trigger nothing."""
    game = scenario(meeples={"ashfall.1": [0, 0], "ashfall.2": [0, 0], "ashfall.4": [0, 0],
                             "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    tower={0: 5}, magic={1: 4})
    _quiet_turn(game, "trade")
    assert not game.state.end_triggered


def test_play_continues_until_the_action_card_is_next_cleared():
    """000, 4. Check for End-of-Game Conditions: play continues until the next time the action
    card is cleared; at that point the game ends immediately."""
    game = scenario(meeples=BOARD, tower={0: 5}, resources={0: (0, 6, 0)}, shields=["patrol", "quest"])
    _quiet_turn(game, "build")  # third shield; the end is triggered
    assert game.state.end_triggered and not game.over
    _quiet_turn(game, "research")  # fourth shield, seat 1
    assert not game.over
    events = _quiet_turn(game, "trade")  # fifth shield, seat 2
    assert game.over and game.pending is None
    assert "game_over" in kinds(events)
    assert game.state.turn == 3
    assert "shields_cleared" not in kinds(events)  # the game ends instead of clearing


def test_a_trigger_on_the_fifth_shield_ends_the_game_after_that_turn():
    """000, 4. Check for End-of-Game Conditions: the card is cleared at the start of the next
    turn, so a trigger on the turn of the fifth shield ends the game at once after it."""
    game = scenario(meeples=BOARD, tower={0: 5}, resources={0: (0, 6, 0)},
                    shields=["patrol", "quest", "research", "trade"])
    events = _quiet_turn(game, "build")
    assert "end_triggered" in kinds(events) and game.over


def test_a_trigger_just_after_clearing_plays_five_more_turns():
    """000, 4. Check for End-of-Game Conditions: triggered on the first turn after a clearing,
    play continues through the rest of the action card (four more selections)."""
    game = scenario(meeples=BOARD, tower={0: 5}, resources={0: (0, 6, 0)})
    _quiet_turn(game, "build")
    for action in ("patrol", "quest", "research"):
        _quiet_turn(game, action)
        assert not game.over
    _quiet_turn(game, "trade")
    assert game.over and game.state.turn == 5


def test_the_trigger_cannot_be_reversed():
    """000, 4. Check for End-of-Game Conditions: the trigger cannot be reversed by future actions
    (seat 0 reaches 7 meeples, then loses one in war; the end stays triggered)."""
    game = scenario(meeples={"ashfall.1": [0, 0], "ashfall.2": [0, 0], "ashfall.3": [0], "ashfall.4": [0],
                             "ashfall.5": [1, 1], "thornvale.1": [1], "highcairn.4": [2, 2]},
                    resources={0: (0, 0, 7), 1: (0, 3, 0)})
    pick(game, "action", "expand")
    pick(game, "take", "expand")
    pick(game, "region", "ashfall.3")
    pick(game, "collect")
    events = pick(game, "collect")
    assert "end_triggered" in kinds(events) and game.in_play(0) == 7
    assert game.pending.player == 1
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    pick(game, "meeple", "ashfall.5")
    pick(game, "to", "ashfall.4") if game.pending.kind == "move_to" else None
    pick(game, "bid", 3)
    events = pick(game, "flag")  # seat 0 loses, has no food: the meeple is removed
    assert "meeple_lost" in kinds(events) and game.in_play(0) == 6
    while game.pending is not None and game.pending.kind != "select_action":
        game.apply(game.choices()[-1])
    assert game.state.end_triggered


# ---------------------------------------------------------------- scoring

@pytest.mark.parametrize("level, vp", [(0, 0), (1, 0), (2, 1), (3, 2), (4, 4), (5, 7), (6, 10)])
def test_tower_vp_follow_the_tower_table(level, vp):
    """001, TOWER: levels 1..6 give 0, 1, 2, 4, 7, 10 VP; rulings.md: unbuilt scores 0."""
    game = scenario(meeples=BOARD, tower={0: level})
    assert scoring.final_result(game)["scores"][0]["total"] == 2 + vp


def test_score_is_meeples_plus_magic_plus_tower_plus_capitals_explained_by_line():
    """000, Scoring: 1 VP a meeple in play, 1 VP a magic level, the tower card's VP, capital
    cities; rulings.md: every score explained line by line."""
    game = scenario(meeples={"ashfall.4": [0], "ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    magic={0: 3}, tower={0: 4})
    score = scoring.final_result(game)["scores"][0]
    assert [v for _, v in score["lines"]] == [3, 3, 4, 2]
    assert score["total"] == 12
    assert all(isinstance(label, str) and label for label, _ in score["lines"])


# ---------------------------------------------------------------- tie-breakers

def _result(**kwargs):
    return scoring.final_result(scenario(**kwargs))


def test_most_points_wins():
    """000, Scoring: the most points wins."""
    result = _result(meeples=BOARD, magic={2: 1})
    assert result["winners"] == [2] and result["decided_by"] == "points"


def test_tie_broken_by_meeples_in_play():
    """000, Scoring: the first tie-breaker is meeples in play (3 meeples against 2 meeples and a
    magic level)."""
    result = _result(meeples={"ashfall.2": [0, 0], "ashfall.1": [0], "thornvale.1": [1, 1], "highcairn.4": [2]},
                     magic={1: 1})
    assert result["winners"] == [0] and result["decided_by"] == "meeples in play"


def test_tie_broken_by_tower_level():
    """000, Scoring: then tower level (tower level 1 scores 0 VP but still breaks the tie)."""
    result = _result(meeples=BOARD, tower={1: 1})
    assert [s["total"] for s in result["scores"]] == [2, 2, 2]
    assert result["winners"] == [1] and result["decided_by"] == "tower level"


def test_tie_broken_by_magic_level():
    """000, Scoring: then magic level reached (2 magic against a capital held alone)."""
    result = _result(meeples={"ashfall.2": [0, 0], "ashfall.4": [1, 1], "highcairn.4": [2, 2]},
                     magic={0: 2})
    assert [s["total"] for s in result["scores"]][:2] == [4, 4]
    assert result["winners"] == [0] and result["decided_by"] == "magic level"


def test_tie_broken_by_total_resources():
    """000, Scoring: then total resources."""
    result = _result(meeples=BOARD, resources={0: (1, 1, 1), 1: (0, 0, 4), 2: (3, 0, 0)})
    assert result["winners"] == [1] and result["decided_by"] == "total resources"


def test_a_tie_that_remains_is_shared():
    """000, Scoring: if the tie remains, the game ends in a tie."""
    result = _result(meeples=BOARD, resources={0: (1, 1, 1), 1: (0, 0, 3), 2: (1, 0, 0)})
    assert result["winners"] == [0, 1] and result["decided_by"] == "shared"


def test_tie_breakers_apply_only_among_the_leaders():
    """000, Scoring: tie-breakers settle a tie for the most points; a player with fewer points
    but more meeples does not win."""
    result = _result(meeples={"ashfall.2": [0, 0], "thornvale.1": [1], "highcairn.4": [2, 2], "highcairn.1": [2]},
                     magic={0: 3}, tower={1: 4})
    totals = [s["total"] for s in result["scores"]]
    assert totals == [5, 5, 3]
    assert result["winners"] == [0] and result["decided_by"] == "meeples in play"  # not seat 2's three
