"""Every refusal names the rule that stops it, in one line under 200 characters, with what can
be done instead (issue 12, deliverable 1): the cost and what the player has, a full region, a
last meeple, no free neighbour, the food a retreat needs, a trade that would pass 9.

The rules handlers in ``tek_access/rules/decisions/`` give the reason (their ``check()``); the
grammar turns it into the line the player hears.
"""
from __future__ import annotations

import io

from conftest import pick, scenario
from tek_access.audio.announcer import Announcer
from seat_parsing import parser
from tek_access.rules.model import Choice
from tek_access.ui.session import GameSession


def base(**kw):
    args = dict(meeples={"ashfall.2": [0, 0], "ashfall.3": [0], "ashfall.5": [1], "thornvale.1": [1],
                         "highcairn.4": [2, 2]},
                resources={0: (3, 0, 4), 1: (2, 2, 3), 2: (1, 1, 1)})
    args.update(kw)
    return scenario(**args)


def refused(text, game, seat=0) -> str:
    command = parser.parse(text, game, seat)
    assert isinstance(command, parser.Unknown), command
    assert len(command.reason) < 200 and "\n" not in command.reason
    assert all(32 <= ord(ch) < 127 for ch in command.reason)
    return command.reason


def test_build_without_the_ore_names_the_cost_and_what_you_have():
    game = base(tower={0: 2})
    pick(game, "action", "build")
    reason = refused("build", game)
    assert "Tower level 3 costs 3 ore; you have 0" in reason
    assert "Instead: Do nothing" in reason


def test_research_for_another_player_names_the_cost_and_offers_collect():
    game = base(resources={0: (3, 3, 4), 1: (0, 2, 3), 2: (1, 1, 1)})
    pick(game, "action", "research")
    pick(game, "take", "research")
    assert game.pending.player == 1
    reason = refused("research", game, 1)
    assert "Magic level 1 costs 1 mana; you have 0" in reason and "Collect" in reason


def test_expand_with_every_meeple_in_play_and_with_no_lone_meeple():
    game = base(meeples={"ashfall.2": [0, 0], "ashfall.3": [1], "highcairn.4": [2, 2]})
    pick(game, "action", "expand")
    assert "Expand needs a region where your meeple stands alone" in refused("expand", game)


def test_a_quest_into_a_full_region_says_it_is_full():
    """issue 12: "Larchgrove is not one of the choices now." gave no reason."""
    reason = refused("quest to fold meadow", base())
    assert reason.startswith("Fold Meadow is full: it holds 2 meeples")
    assert "You may quest from" in reason


def test_a_move_onto_a_last_meeple_names_the_rule():
    game = base(meeples={"ashfall.2": [0, 0], "ashfall.3": [0], "ashfall.1": [1], "highcairn.4": [2, 2]})
    reason = refused("patrol to ashen peak", game)
    assert reason.startswith("Ashen Peak holds Orange's last meeple, which may not be attacked.")


def test_a_patrol_to_a_region_not_next_to_the_meeple_names_the_rule():
    game = base()
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    pick(game, "meeple", "ashfall.2")
    assert game.pending.kind == "move_to"
    reason = game.check(Choice("to", "thornvale.3"))
    assert "is not next to Smoulder Fields" in reason


def test_a_selected_action_under_a_shield_says_so():
    game = base(shields=("build",))
    assert "covered by a shield" in refused("build", game)


def _lost_war(food: int, meeples=None):
    game = scenario(meeples=meeples or {"highcairn.2": [0, 0], "highcairn.1": [1], "thornvale.1": [1],
                                        "ashfall.4": [2, 2]},
                    resources={0: (3, 3, 3), 1: (0, 0, food), 2: (1, 1, 1)})
    out = io.StringIO()
    session = GameSession(game, ["human", "human", "normal"], Announcer(out=out, speech="off"), seed=1)
    session.ask()
    for line in ("patrol from windhowl peak to old cairn height", "", "war 2 with 1 mana", "", "white flag"):
        session.handle(line)
    return out.getvalue()


def test_a_lost_meeple_that_could_not_retreat_says_it_needed_food():
    text = _lost_war(food=0)
    line = next(l for l in text.splitlines() if "loses the meeple" in l)
    assert "Retreat needs 2 food, one per meeple in play; Orange had 0." in line and len(line) < 200


def test_a_lost_meeple_with_no_free_neighbour_says_so():
    text = _lost_war(food=5, meeples={"highcairn.2": [0, 0], "highcairn.1": [1], "thornvale.1": [1],
                                      "highcairn.4": [2, 2], "highcairn.3": [2, 2], "ashfall.4": [2]})
    line = next(l for l in text.splitlines() if "loses the meeple" in l)
    assert "No neighbouring region was free to retreat to." in line


def _retreat_pending():
    """Orange (seat 1) lost the war for Old Cairn Height and is asked where to retreat."""
    game = scenario(meeples={"highcairn.2": [0, 0], "highcairn.1": [1], "thornvale.1": [1], "ashfall.4": [2, 2]},
                    resources={0: (3, 3, 3), 1: (2, 2, 3), 2: (1, 1, 1)})
    session = GameSession(game, ["human", "human", "normal"], Announcer(out=io.StringIO(), speech="off"), seed=1)
    session.ask()
    for line in ("patrol from windhowl peak to old cairn height", "", "war 7", "", "war 1"):
        session.handle(line)
    assert session.game.pending.kind == "retreat" and session.game.pending.player == 1
    return session.game


def test_a_retreat_onto_another_players_meeple_names_the_rule():
    """A retreat typed as a sentence was refused with no reason ("Not a choice now: retreat to
    windhowl peak."), and the region alone with a wrong one ("not next to", though it is)."""
    game = _retreat_pending()
    for text in ("retreat to windhowl peak", "windhowl peak"):
        reason = refused(text, game, 1)
        assert reason.startswith("Windhowl Peak holds a Blue meeple: a retreat may not start another war."), reason
        assert "Instead" in reason and "Fold Meadow" in reason


def test_a_retreat_to_a_region_not_next_to_the_meeple_names_the_rule():
    game = _retreat_pending()
    for text in ("retreat to larchgrove", "retreat to briarwood"):
        reason = refused(text, game, 1)
        assert " is not next to Old Cairn Height: a retreat moves to a neighbouring region." in reason, reason
        assert "Instead" in reason


def test_build_by_the_active_player_without_the_ore_is_refused_not_turned_into_nothing():
    """`build` selects and takes (issue 12, item 4); at 0 ore it selected build and the single
    answer left, do nothing, was played for the player: the turn's action spent without a reason."""
    game = base(tower={0: 2})
    reason = refused("build", game)
    assert reason.startswith("You cannot build now. Tower level 3 costs 3 ore; you have 0"), reason
    assert "select build" in reason
    command = parser.parse("select build", game, 0)
    assert isinstance(command, parser.Play) and command.choices == (Choice("action", "build"),)
