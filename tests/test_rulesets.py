"""The named rulesets (issue 10; rulings.md, Variants): each difference from 000 in the situation
its document describes. utek: 002_80c4bb072699f43d.txt, Ruins. microgame:
001_ff609f05a670a229.txt, Tiny Epic Rules (War and Peace, Scoring, Action List)."""
from __future__ import annotations

import re

import pytest
from conftest import CATALOG, at, bid, kinds, options, pick, res, scenario

from tek_access.core.kernel.engine import Choice, IllegalChoice
from tek_access.games.tek.rules import rulesets, scoring
from tek_access.games.tek.rules.decisions.war import die_choices
from tek_access.games.tek.rules.game import Game
from tek_access.games.tek.rules.model import NEUTRAL, DecisionKind, Meeple


def with_rules(game: Game, rules: str) -> Game:
    """The same position under another ruleset (the ruleset is saved with the game)."""
    data = game.to_json()
    data["config"]["ruleset"] = rules
    return Game.from_json(data, CATALOG)


def test_every_ruleset_loads_and_every_difference_cites_its_document():
    every = rulesets.load_rulesets()
    assert set(every) == {"tek", "utek", "microgame"}
    assert every["tek"].differences == ()
    for rules in every.values():
        for d in rules.differences:
            assert d.source[:3] in ("000", "001", "002") and "," in d.source, d
    with pytest.raises(ValueError, match="Unknown rules"):
        rulesets.get("chess")


def test_the_ruleset_is_saved_with_the_game_and_shown():
    game = Game.new(players=3, seed=4, ruleset="utek")
    again = Game.from_json(game.to_json(), CATALOG)
    assert again.config.ruleset == "utek" and again.rules.id == "utek"
    from tek_access.games.tek.narration.events import ruleset_line

    assert ruleset_line(again).startswith("Rules: Ultra Tiny Epic Kingdoms, utek, from the Ultra Tiny Epic Kingdoms "
                                          "rulebook."), ruleset_line(again)


SEED_FILE = re.compile(r"\b00\d\b|\d{3}_[0-9a-f]{16}")


@pytest.mark.parametrize("rules", ["tek", "utek", "microgame"])
def test_players_hear_the_document_names_not_the_seed_file_names(rules):
    """`rules` said "from 000_de41987be7abf7aa.txt", `status` "from 000" and each difference
    "(002, Ruins)": a player hears the document's name; file names stay in the docstrings."""
    from tek_access.games.tek.narration.events import ruleset_line
    from tek_access.games.tek.narration.rules_text import rules_lines, rules_topics

    lines = [ruleset_line(Game.new(players=3, seed=4, ruleset=rules)), *rules_lines(None, rules), *rules_lines(rules)]
    for topic in rules_topics():
        lines += rules_lines(topic, rules)
    said = [line for line in lines if SEED_FILE.search(line)]
    assert not said, said
    assert all(len(line) < 200 for line in lines)
    names = {"tek": "the Tiny Epic Kingdoms rulebook", "utek": "the Ultra Tiny Epic Kingdoms rulebook",
             "microgame": "the Tiny Epic microgame"}
    assert f"from {names[rules]}." in ruleset_line(Game.new(players=3, seed=4, ruleset=rules))
    assert f"from {names[rules]}." in rules_lines(None, rules)[0]


# ---------------------------------------------------------------- utek: 002, Ruins

def test_utek_ruins_meeple_stands_and_collects_one_of_choice_per_ruins_region():
    """002, Ruins: "for each ruins region you occupy, collect any 1 resource of your choice"."""
    game = with_rules(scenario(meeples={"thornvale.4": [(1, False)], "thornvale.1": [1], "ashfall.1": [0],
                                        "highcairn.1": [2]}), "utek")
    events = pick(game, "action", "build")  # seat 0 cannot build: it does nothing; seat 1 collects
    events += pick(game, "nothing") if game.pending.player == 0 else []
    events += pick(game, "collect")
    assert "collected" in kinds(events)
    assert game.pending.kind == DecisionKind.COLLECT_RESOURCE and game.pending.context["reason"] == "ruins:thornvale.4"
    pick(game, "resource", "ore")
    assert res(game, 1) == (1, 1, 0)  # forest mana, and ore of choice from the ruins


def test_utek_entering_ruins_does_not_knock_over_and_leaving_needs_the_active_player():
    """002, Ruins: only the active player moves an army out of the ruins; ruins are otherwise like
    any region for movement (nobody is knocked over)."""
    base = scenario(meeples={"thornvale.1": [1, 1], "ashfall.1": [0, 0], "highcairn.1": [2, 2]})
    game = with_rules(base, "utek")
    game.state.active = 1
    game.state.tasks = []
    game.push(*[__import__("tek_access.games.tek.rules.model", fromlist=["Task"]).Task(k, s) for k, s in
                ((DecisionKind.SELECT_ACTION, 1), (DecisionKind.RESPOND, 1), (DecisionKind.RESPOND, 2),
                 (DecisionKind.RESPOND, 0), ("end_check", 1), ("next_turn", 1))])
    game.touch()
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    pick(game, "meeple", "thornvale.1")
    events = pick(game, "to", "thornvale.4")
    assert "searching" not in kinds(events)
    assert game.state.regions["thornvale.4"] == [Meeple(1, False)]
    from tek_access.games.tek.rules import movement

    assert "thornvale.4" in movement.movable_origins(game, 1, "patrol")  # active: may leave
    game.state.active = 2
    game.touch()
    assert "thornvale.4" not in movement.movable_origins(game, 1, "patrol")  # not active: may not
    tek = with_rules(base, "tek")
    assert tek.knocks_over("thornvale.4") and not game.knocks_over("thornvale.4")


# ---------------------------------------------------------------- microgame: 001

def test_microgame_resources_give_at_most_9_war_points_and_abilities_add_more():
    """001, War and Peace: "No more than a total of 9 War Points may be generated by Resources.
    Magic bonuses from Faction Magic levels may increase the total of War Points above 9."""
    meeples = {"ashfall.1": [0, 0], "ashfall.2": [1], "thornvale.1": [1], "highcairn.1": [2, 2]}
    for rules, magic, top in (("tek", 0, 11), ("microgame", 0, 9), ("microgame", 3, 10)):
        game = with_rules(scenario(meeples=meeples, resources={0: (9, 0, 0), 1: (9, 0, 0)}, magic={0: magic}),
                          rules)
        pick(game, "action", "patrol")
        pick(game, "take", "patrol")
        pick(game, "meeple", "ashfall.1")
        if game.pending.kind == DecisionKind.MOVE_TO:
            pick(game, "to", "ashfall.2")
        assert game.pending.kind == DecisionKind.WAR_DIE
        values = [c.target for c in die_choices(game, 0) if c.kind == "bid"]
        assert max(values) == top, (rules, magic)
        if rules == "microgame" and not magic:
            with pytest.raises(IllegalChoice, match="at most 9"):
                game.apply(Choice("bid", 10, (5, 0, 0)))


def test_microgame_tie_break_is_tower_then_meeples():
    """001, Scoring: "In the event of a tie, the player who was higher on the Tower Track wins. If
    it is still a tie the player with the most Population tokens in play wins." 000 looks at
    meeples in play first."""
    meeples = {"ashfall.1": [0, 0], "ashfall.2": [0], "thornvale.2": [1], "highcairn.1": [2]}
    base = scenario(meeples=meeples, tower={1: 3})  # seat 0: 3 meeples, 3 VP; seat 1: 1 + 2 VP
    for rules, winner, by in (("tek", 0, "meeples in play"), ("microgame", 1, "tower level")):
        game = with_rules(base, rules)
        result = scoring.final_result(game)
        assert [s["total"] for s in result["scores"]][:2] == [3, 3]
        assert result["winners"] == [winner] and result["decided_by"] == by


def microgame_two_players(seed: int = 3) -> Game:
    game = Game.new(players=2, seed=seed, ruleset="microgame", catalog=CATALOG)
    while game.pending.kind != DecisionKind.SELECT_ACTION:
        game.apply(game.choices()[0])
    return game


def _quest_into_neutral(game: Game) -> str:
    lk = game.config.lost_kingdom
    pick(game, "action", "quest")
    pick(game, "take", "quest")
    origin = options(game)[0][1]
    pick(game, "meeple", origin)
    dest = next(rid for kind, rid in options(game) if game.region(rid).side == lk)
    pick(game, "to", dest)
    return dest


@pytest.mark.parametrize("defender_bids, attacker_wins", [(0, True), (4, False)])
def test_microgame_two_players_the_opponent_defends_the_neutral_meeple(defender_bids, attacker_wins):
    """001, War and Peace: "In a 2-Player game, if a player attacks the neutral Territory, the
    opposing player defends the space with their own resources as if it were their own Population
    token." No least war cost; the grey meeple is removed, not kept as a captive (001, Scoring)."""
    game = microgame_two_players()
    a = game.pending.player
    d = 1 - a
    for p in (a, d):
        game.state.players[p].resources = {"mana": 2, "ore": 2, "food": 2}
    game.touch()
    dest = _quest_into_neutral(game)
    assert game.pending == type(game.pending)(DecisionKind.WAR_DIE, a, {})  # no least war cost
    assert game.state.war.neutral and game.state.war.defender == d
    bid(game, 3, (1, 1, 0))
    assert game.pending.kind == DecisionKind.WAR_DIE and game.pending.player == d
    events = bid(game, defender_bids, (2, 0, 0)) if defender_bids else pick(game, "flag")
    if game.pending is not None and game.pending.kind == DecisionKind.RETREAT:
        events += pick(game, "remove")
    assert res(game, d) == ((0, 2, 2) if defender_bids else (2, 2, 2))  # paid with their own resources
    if attacker_wins:
        assert at(game, dest) == [a] and "neutral_removed" in kinds(events)
        assert "captured" not in kinds(events) and game.state.players[a].captives == 0
    else:
        assert NEUTRAL in at(game, dest) and a not in at(game, dest)


def test_microgame_quests_from_and_to_any_region():
    """001, Action List: "Move 1 of your Population tokens from a Territory card to any space on
    any other Territory card" (000: edge to edge)."""
    inner = [r for s in CATALOG.territories.values() for r in s.usable if not r.on_edge]
    if not inner:
        pytest.skip("every region of the cards borders the edge")
    region = inner[0]
    sides = (region.side, "thornvale", "highcairn") if region.side not in ("thornvale", "highcairn") else \
        (region.side, "ashfall", "greymere")
    base = scenario(sides=sides, meeples={region.id: [0, 0], f"{sides[1]}.1": [1], f"{sides[2]}.1": [2]})
    from tek_access.games.tek.rules import movement

    assert movement.quest_destinations(with_rules(base, "tek"), 0, region.id) == []
    assert movement.quest_destinations(with_rules(base, "microgame"), 0, region.id)


def test_microgame_breaking_an_alliance_removes_the_bidders_cohabiting_meeples():
    """001, War and Peace: "whomever does not choose Peace must remove all Population tokens
    cohabiting with the other player and resolve the war as normal"."""
    meeples = {"ashfall.1": [0, 1], "ashfall.2": [0, 0], "ashfall.5": [1], "highcairn.1": [2, 2]}
    game = with_rules(scenario(meeples=meeples, resources={0: (3, 0, 0), 1: (0, 0, 0)}), "microgame")
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    pick(game, "meeple", "ashfall.2")
    if game.pending.kind == DecisionKind.MOVE_TO:
        pick(game, "to", "ashfall.5")
    assert game.state.war.allied
    events = bid(game, 2, (1, 0, 0)) + pick(game, "flag")
    while game.pending is not None and game.pending.player == 1 and game.pending.kind == DecisionKind.RETREAT:
        events += pick(game, "remove")
    assert at(game, "ashfall.1") == [1]  # Orange chose peace there and keeps it; Blue's meeple is removed
    assert at(game, "ashfall.5") == [0]
    assert kinds(events).count("meeple_lost") == 2


def test_microgame_is_for_2_to_4_players():
    with pytest.raises(ValueError, match="2 to 4"):
        Game.new(players=5, seed=1, ruleset="microgame")
