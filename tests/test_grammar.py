"""The command grammar: names and synonyms, full sentences, bare numbers, and refusals.

Sources: architecture.md, Commands (verb first, synonyms, articles tolerated, regions by name,
type or number, a bare number answers the pending decision, queries never change the game);
accessibility.md, Content rules (unknown input: a short reason and the closest valid commands,
the game untouched); 000_de41987be7abf7aa.txt for what each decision means.
Positions come from ``tests/conftest.py`` (Ashfall Reach, Thornvale, Highcairn).
"""
from __future__ import annotations

import io
import json

import pytest
from conftest import pick, scenario
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from seat_parsing import parser

from tek_access.audio.announcer import Announcer
from tek_access.core.kernel.engine import Choice
from tek_access.games.tek.commands import command_table, help_lines, word_index
from tek_access.games.tek.rules.game import Game
from tek_access.games.tek.rules.model import ACTIONS
from tek_access.ui.session import GameSession


def kinds(command) -> list[tuple]:
    """(kind, target) of each choice a Play command carries."""
    assert isinstance(command, parser.Play), command
    return [(c.kind, c.target) for c in command.choices]


def position():
    """Seat 0 (Orcs) to select an action: 2 meeples in Smoulder Fields (plains, ashfall.2), one in
    Charwood; seat 1 (Elves) in Glowpine Wood (ashfall.5) and Briarwood; seat 2 two in Fold Meadow."""
    return scenario(meeples={"ashfall.2": [0, 0], "ashfall.3": [0], "ashfall.5": [1], "thornvale.1": [1],
                             "highcairn.4": [2, 2]},
                    resources={0: (3, 3, 4), 1: (2, 2, 3), 2: (1, 1, 1)})


def war_position():
    """Seat 0 patrols from Windhowl Peak (highcairn.2) onto seat 1's meeple in Old Cairn Height
    (highcairn.1); seat 1's retreat would lead to Fold Meadow, the plains (highcairn.4)."""
    return scenario(meeples={"highcairn.2": [0, 0], "highcairn.1": [1], "thornvale.1": [1], "ashfall.4": [2, 2]},
                    resources={0: (3, 3, 3), 1: (0, 0, 3), 2: (1, 1, 1)})


def apply_all(game: Game, command) -> None:
    for choice in command.choices:
        game.apply(choice)


# ---------------------------------------------------------------- names and synonyms

def test_the_command_table_is_read_and_every_word_is_unique():
    """architecture.md, Commands: every command has help with an example, and no word means two commands."""
    table = command_table()
    assert {"patrol", "quest", "build", "research", "expand", "trade", "collect", "war", "white flag",
            "retreat", "undo", "save", "load", "quit", "help", "choices", "pending", "rules"} <= set(table)
    for info in table.values():
        assert info.usage and info.example and info.help
    words = [w for info in table.values() for w in (info.name, *info.synonyms)]
    assert len(words) == len(set(words))


@pytest.mark.parametrize("word", sorted(w for w, name in word_index().items()
                                        if command_table()[name].kind in ("query", "meta")))
def test_every_query_and_meta_word_parses_to_its_command(word):
    """architecture.md, Commands: queries and session commands by name, synonym or abbreviation,
    in any case, at any moment of the game."""
    game = position()
    name = word_index()[word]
    for text in (word, word.upper()):
        command = parser.parse(text, game, 0)
        expected = parser.Query if command_table()[name].kind == "query" else parser.Meta
        assert isinstance(command, expected) and command.name == name, (text, command)


@pytest.mark.parametrize("word", sorted(w for w, name in word_index().items() if name in ACTIONS))
def test_every_action_word_selects_its_action(word):
    """000, On Your Turn: the active player selects an open action; by name or synonym; the name
    alone also takes it (issue 12: one command), "select" before it only selects."""
    game = position()
    action = word_index()[word]
    assert kinds(parser.parse(word, game, 0)) == [("action", action), ("take", action)]
    assert kinds(parser.parse(f"select {word}", game, 0)) == [("action", action)]


def _respond_position(seat_selects: str = "build"):
    game = position()
    pick(game, "action", seat_selects)
    return game


@pytest.mark.parametrize("word", sorted(w for w, name in word_index().items() if name == "take"))
def test_take_and_its_synonyms_take_the_selected_action(word):
    """000, On Your Turn: the active player may take the selected action."""
    game = _respond_position()
    assert kinds(parser.parse(word, game, 0)) == [("take", "build")]


@pytest.mark.parametrize("word", sorted(w for w, name in word_index().items() if name == "nothing"))
def test_nothing_and_its_synonyms_do_nothing(word):
    """000, On Your Turn: the active player may do nothing with the selected action."""
    game = _respond_position()
    assert kinds(parser.parse(word, game, 0)) == [("nothing", None)]


@pytest.mark.parametrize("word", sorted(w for w, name in word_index().items() if name == "collect"))
def test_collect_and_its_synonyms_collect_for_another_player(word):
    """000, On Your Turn: each other player takes the action or collects resources."""
    game = _respond_position()
    pick(game, "take", "build")
    assert game.pending.player == 1 and game.pending.kind == "respond"
    assert kinds(parser.parse(word, game, 1)) == [("collect", None)]


def test_taking_another_players_action_by_its_name():
    """000, On Your Turn: the others may take the selected action; "build" answers with take."""
    game = _respond_position()
    pick(game, "take", "build")
    assert kinds(parser.parse("build", game, 1)) == [("take", "build")]


def _war_die_position():
    game = war_position()
    apply_all(game, parser.parse("patrol from windhowl peak to old cairn height", game, 0))
    assert game.pending.kind == "war_die" and game.pending.player == 0
    return game


@pytest.mark.parametrize("word", sorted(w for w, name in word_index().items() if name == "white flag"))
def test_white_flag_and_its_synonyms_set_the_flag(word):
    """000, War: Set: a player may set the war die to the white flag."""
    game = _war_die_position()
    assert kinds(parser.parse(word, game, 0)) == [("flag", None)]


@pytest.mark.parametrize("word", sorted(w for w, name in word_index().items() if name == "war"))
def test_war_and_its_synonyms_set_the_die(word):
    """000, War: Set: the war die set to a war cost; without a payment the cheapest is used."""
    game = _war_die_position()
    command = parser.parse(f"{word} 2", game, 0)
    assert kinds(command) == [("bid", 2)]
    game.apply(command.choices[0])
    assert game.state.war.bids[0].value == 2


def _retreat_position():
    game = _war_die_position()
    apply_all(game, parser.parse("war 2 with 1 mana", game, 0))
    apply_all(game, parser.parse("white flag", game, 1))
    assert game.pending.kind == "retreat" and game.pending.player == 1
    return game


@pytest.mark.parametrize("word", sorted(w for w, name in word_index().items() if name == "retreat"))
def test_retreat_and_its_synonyms(word):
    """000, Retreat: the loser may retreat to an adjacent region; here only Fold Meadow fits."""
    game = _retreat_position()
    assert kinds(parser.parse(word, game, 1)) == [("retreat", "highcairn.4")]


@pytest.mark.parametrize("word", sorted(w for w, name in word_index().items() if name == "remove"))
def test_remove_and_its_synonyms_return_the_meeple(word):
    """000, War: Resolve: the loser retreats or removes the meeple from play."""
    game = _retreat_position()
    assert kinds(parser.parse(word, game, 1)) == [("remove", None)]


def _stand_position():
    game = scenario(meeples={"thornvale.4": [(0, True)], "thornvale.1": [0], "ashfall.5": [1], "highcairn.4": [2, 2]},
                    resources={0: (1, 1, 1)})
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    assert game.pending.kind == "move_from"
    return game


@pytest.mark.parametrize("word", sorted(w for w, name in word_index().items() if name == "stand"))
def test_stand_and_its_synonyms_stand_up_the_searching_meeple(word):
    """000, Ruins: a knocked-over meeple cannot move; a patrol stands it up instead."""
    game = _stand_position()
    assert kinds(parser.parse(f"{word} fallen chapel", game, 0)) == [("stand", "thornvale.4")]


@pytest.mark.parametrize("word", sorted(w for w, name in word_index().items() if name == "boost"))
def test_boost_and_its_synonyms_spend_after_the_reveal(word):
    """001, ORCS 4: after both war dice are revealed, spend 1 extra mana to add 2."""
    game = scenario(meeples={"highcairn.2": [0, 0], "highcairn.1": [1], "thornvale.1": [1], "ashfall.4": [2, 2]},
                    resources={0: (3, 0, 0), 1: (0, 0, 3)}, magic={0: 4})
    apply_all(game, parser.parse("patrol from windhowl to old cairn", game, 0))
    apply_all(game, parser.parse("war 2 with 1 mana", game, 0))
    apply_all(game, parser.parse("white flag", game, 1))
    assert game.pending.kind == "boost"
    assert kinds(parser.parse(word, game, 0)) == [("boost", None)]
    assert kinds(parser.parse("no", game, 0)) == [("no_boost", None)]


# ---------------------------------------------------------------- full sentences

def test_patrol_from_a_to_b_answers_four_decisions():
    """architecture.md, Commands: one sentence selects, takes, picks the meeple and the destination."""
    game = position()
    command = parser.parse("patrol from Smoulder Fields to Ashen Peak", game, 0)
    assert kinds(command) == [("action", "patrol"), ("take", "patrol"), ("meeple", "ashfall.2"), ("to", "ashfall.1")]
    apply_all(game, command)
    assert game.pending.player == 1  # the active player's part is done


def test_articles_types_and_my_are_understood():
    """architecture.md, Commands: tolerant of articles; regions named by type or "my"."""
    game = position()
    command = parser.parse("Patrol my meeple from the plains to the mountain, please", game, 0)
    assert kinds(command)[2:] == [("meeple", "ashfall.2"), ("to", "ashfall.1")]


def test_patrol_to_a_region_only_one_meeple_can_reach():
    """architecture.md, Commands: the meeple may be left out when only one can reach the place."""
    game = position()
    assert kinds(parser.parse("patrol to Ashen Peak", game, 0))[2:] == [("meeple", "ashfall.2"), ("to", "ashfall.1")]


def test_patrol_onto_a_rival_leads_to_the_secret_war_die():
    """000, Patrol and War: moving onto another player's meeple starts a war."""
    game = _war_die_position()
    assert game.state.war.defender == 1


def test_trade_three_food_for_ore():
    """000, Trade: give any number of one resource for as many of another."""
    game = position()
    command = parser.parse("trade 3 food for ore", game, 0)
    assert kinds(command) == [("action", "trade"), ("take", "trade"), ("give", "food"), ("get", "ore"),
                              ("amount", 3)]
    apply_all(game, command)
    assert game.state.players[0].resources == {"mana": 3, "ore": 6, "food": 1}


def test_trading_more_than_one_has_is_refused_with_the_range():
    """000, Trade; accessibility.md: a short reason, nothing changed."""
    game = position()
    command = parser.parse("trade 9 food for ore", game, 0)
    assert isinstance(command, parser.Unknown)
    assert "9" in command.reason and "1 to 4" in command.reason


@pytest.mark.parametrize("ore, food, reason", [
    (8, 4, "you have 8 ore, and a trade may not pass 9. At most 1."),
    (3, 1, "you have only 1 food. At most 1."),
])
def test_a_trade_the_game_would_cut_to_one_is_refused_and_changes_nothing(ore, food, reason):
    """rulings.md, Turn and actions: a trade past 9 is refused, not cut. With one amount possible
    the engine settles it by itself, so "trade 3 food for ore" must not quietly trade 1 (issue 8)."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.3": [0], "ashfall.5": [1], "thornvale.1": [1],
                             "highcairn.4": [2, 2]},
                    resources={0: (3, ore, food), 1: (2, 2, 3), 2: (1, 1, 1)})
    before = json.dumps(game.to_json(), sort_keys=True)
    command = parser.parse("trade 3 food for ore", game, 0)
    assert isinstance(command, parser.Unknown), command
    assert command.reason == f"You cannot trade 3 food for ore: {reason}"
    assert json.dumps(game.to_json(), sort_keys=True) == before
    one = parser.parse("trade 1 food for ore", game, 0)  # the amount that fits still trades
    apply_all(game, one)
    assert game.state.players[0].resources["ore"] == ore + 1


def test_war_five_with_two_mana_and_one_ore():
    """000, War: Set: the die and its payment chosen together (mana 2, ore 1)."""
    game = scenario(meeples={"highcairn.2": [0, 0], "highcairn.1": [1], "thornvale.1": [1], "ashfall.4": [2, 2]},
                    resources={0: (3, 3, 3), 1: (0, 0, 3)})
    apply_all(game, parser.parse("patrol from windhowl peak to old cairn height", game, 0))
    command = parser.parse("war 5 with 2 mana 1 ore", game, 0)
    assert command == parser.Play((Choice("bid", 5, (2, 1, 0)),))
    assert isinstance(parser.parse("war 5 with 2 mana and 1 ore", game, 0), parser.Play)


def test_white_flag_then_retreat_to_the_plains():
    """000, War and Retreat: the defender's white flag loses to a bid; "retreat to the plains"."""
    game = _retreat_position()
    command = parser.parse("retreat to the plains", game, 1)
    assert kinds(command) == [("retreat", "highcairn.4")]
    apply_all(game, command)
    assert [m[0] for m in game.state.regions["highcairn.4"]] == [1]


def test_collect_from_a_response():
    game = _respond_position("research")
    pick(game, "take", "research")
    assert kinds(parser.parse("collect", game, 1)) == [("collect", None)]


def test_expand_in_a_region():
    """000, Expand: a new meeple joins one of your lone meeples; the sentence names the region."""
    game = scenario(meeples={"ashfall.1": [0], "ashfall.3": [0], "ashfall.5": [1], "thornvale.1": [1],
                             "highcairn.4": [2, 2]}, resources={0: (0, 0, 5)})
    command = parser.parse("expand in Charwood", game, 0)
    assert kinds(command) == [("action", "expand"), ("take", "expand"), ("region", "ashfall.3")]


def test_expand_naming_the_only_possible_region():
    """With one lone meeple the game settles the region itself; naming it is still understood."""
    game = position()
    command = parser.parse("expand in Charwood", game, 0)
    assert kinds(command) == [("action", "expand"), ("take", "expand")]
    apply_all(game, command)
    assert len(game.state.regions["ashfall.3"]) == 2
    assert isinstance(parser.parse("expand in Ashen Peak", position(), 0), parser.Unknown)


def test_stand_up_in_a_sentence():
    """000, Ruins: "stand up Fallen Chapel" from the select-action decision."""
    game = scenario(meeples={"thornvale.4": [(0, True)], "thornvale.1": [0], "ashfall.5": [1], "highcairn.4": [2, 2]},
                    resources={0: (1, 1, 1)})
    command = parser.parse("patrol", game, 0)  # selects and takes it (issue 12)
    apply_all(game, command)
    assert kinds(parser.parse("stand up Fallen Chapel", game, 0)) == [("stand", "thornvale.4")]


def test_setup_resources_sentence():
    """000, Setup: six starting resources; "resources 2 mana 2 ore 2 food" answers the split."""
    game = Game.new(players=4, seed=3)
    pick(game, "side")
    pick(game, "region")
    assert game.pending.kind == "choose_resources"
    command = parser.parse("resources 2 mana 2 ore 2 food", game, 0)
    assert command == parser.Play((Choice("resources", None, (2, 2, 2)),))
    game.apply(command.choices[0])
    assert game.state.players[0].resources == {"mana": 2, "ore": 2, "food": 2}


def test_resources_is_a_query_outside_setup():
    assert parser.parse("resources", position(), 0) == parser.Query("resources")


# ---------------------------------------------------------------- numbers and refusals

def test_a_bare_number_answers_the_pending_decision():
    """architecture.md, Commands: a bare number answers by its place in the menu."""
    game = position()
    apply_all(game, parser.parse("select patrol", game, 0))  # seat 0: take patrol or do nothing
    options = game.choices()
    for n in (1, len(options)):
        assert parser.parse(str(n), game, 0) == parser.Play((options[n - 1],))
    refused = parser.parse(str(len(options) + 1), game, 0)
    assert isinstance(refused, parser.Unknown) and f"1 to {len(options)}" in refused.reason


def test_a_number_at_the_select_action_menu_selects_and_takes_like_the_name():
    """Issue 12, item 4: `research` selects and takes; its number at the active player's menu did
    only the first half, then asked "Research. Take it or do nothing?"."""
    game = position()
    options = game.choices()
    assert [c.kind for c in options] == ["action"] * len(options)
    for n, option in enumerate(options, 1):
        command = parser.parse(str(n), game, 0)
        assert command == parser.parse(option.target, game, 0), (n, command)
        assert kinds(command)[:2] == [("action", option.target), ("take", option.target)]
    assert game.state.selected is None  # parsing changed nothing


def test_select_and_a_number_only_selects():
    """`select 3`, like `select build`, selects the action for the others without taking it."""
    game = position()
    options = game.choices()
    assert parser.parse("select 3", game, 0) == parser.Play((options[2],)) == parser.parse("select build", game, 0)
    assert parser.parse("choose 1", game, 0) == parser.Play((options[0],))
    refused = parser.parse(f"select {len(options) + 1}", game, 0)
    assert isinstance(refused, parser.Unknown) and f"1 to {len(options)}" in refused.reason


def test_a_number_for_an_action_you_cannot_pay_selects_it_for_the_others_as_the_menu_says():
    """Build at 0 ore: the menu says so ("For the others only: ..."), and its number, a choice the
    menu lists, is never refused: it selects build for the others. The name `build` is refused
    with the cost and what you have."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.3": [0], "ashfall.5": [1], "thornvale.1": [1],
                             "highcairn.4": [2, 2]},
                    resources={0: (3, 0, 4), 1: (2, 2, 3), 2: (1, 1, 1)}, tower={0: 2})
    number = 1 + [c.target for c in game.choices()].index("build")
    assert parser.parse(str(number), game, 0) == parser.Play((Choice("action", "build"),))
    named = parser.parse("build", game, 0)
    assert isinstance(named, parser.Unknown) and named.reason.startswith("You cannot build now.")
    from tek_access.games.tek.narration.prompts import menu

    line = menu(game, 0)[1 + number]
    assert line == (f"{number}. Build: pay ore for the next tower level. "
                    f"For the others only: tower level 3 costs 3 ore; you have 0"), line
    assert menu(game, 0)[2] == "1. Patrol: move a meeple to an adjacent region"


def test_not_your_decision():
    game = position()
    command = parser.parse("build", game, 1)
    assert isinstance(command, parser.Unknown)
    assert command.reason == f"Not your decision: {game.name(0)} is deciding."


def test_a_real_command_at_the_wrong_moment_says_what_is_asked():
    """accessibility.md: a short reason; "collect" while selecting an action says to select one."""
    command = parser.parse("collect", position(), 0)
    assert isinstance(command, parser.Unknown)
    assert command.reason.startswith("Not a choice now: collect.") and "Select an action" in command.reason
    assert "collect" not in command.suggestions


def test_nonsense_gets_a_reason_and_close_suggestions():
    command = parser.parse("patroll", position(), 0)
    assert isinstance(command, parser.Unknown) and "patrol" in command.suggestions
    empty = parser.parse("   ", position(), 0)
    assert isinstance(empty, parser.Unknown) and empty.suggestions


def test_help_for_every_command_has_usage_and_example():
    for name in command_table():
        lines = help_lines(name)
        assert lines[0].startswith(name) and lines[1].startswith("Usage: ") and lines[2].startswith("Example: ")
    assert help_lines()[0].split()[0].isdigit()  # the count first


def test_every_example_parses_to_its_own_command_or_a_play():
    """docs/playing.md shows these examples: each must be understood (a query or meta by its name)."""
    game = position()
    for info in command_table().values():
        if info.kind == "play":
            continue
        command = parser.parse(info.example, game, 0)
        assert getattr(command, "name", None) == info.name, (info.example, command)


# ---------------------------------------------------------------- properties

WORDS = sorted(word_index()) + ["from", "to", "with", "the", "my", "blue", "red", "3", "0", "11", "99", "mana",
                                 "ore", "food", "smoulder", "fields", "ashen", "peak", "and", "for", "in", "'", "?",
                                 "-1", "1.5", "\u00e9", "\n", ""]
TEXT = st.one_of(st.text(max_size=40), st.lists(st.sampled_from(WORDS), max_size=8).map(" ".join))


def _positions() -> list[Game]:
    setup = Game.new(players=4, seed=5)
    return [setup, position(), _respond_position(), _war_die_position(), _retreat_position(), _stand_position()]


POSITIONS = _positions()


@settings(max_examples=300, deadline=None)
@given(text=TEXT, where=st.integers(0, len(POSITIONS) - 1), seat=st.integers(-1, 3))
def test_the_grammar_never_raises(text, where, seat):
    """issue 2: the grammar never raises on arbitrary text (the inner reader, without the safety net)."""
    game = POSITIONS[where]
    before = json.dumps(game.to_json(), sort_keys=True)
    command = parser._parse(text, game, seat)
    assert isinstance(command, (parser.Query, parser.Meta, parser.Play, parser.Unknown))
    assert json.dumps(game.to_json(), sort_keys=True) == before  # parsing alone never plays


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=TEXT, where=st.integers(0, len(POSITIONS) - 1))
def test_a_rejected_command_leaves_the_game_unchanged(text, where):
    """issue 2; accessibility.md: a rejected command changes nothing (through GameSession.handle)."""
    game = POSITIONS[where].clone()
    seat = game.pending.player
    seats = ["human" if i == seat else "random" for i in range(game.config.players)]
    out = io.StringIO()
    session = GameSession(game, seats, Announcer(out=out, speech="off"))
    command = parser.parse(text, game, seat)
    if isinstance(command, parser.Meta):
        return  # save, load, undo and settings act on the session, tested in test_session.py
    before = json.dumps(session.game.to_json(), sort_keys=True)
    session.handle(text)
    if not isinstance(command, parser.Play):
        assert json.dumps(session.game.to_json(), sort_keys=True) == before
    if isinstance(command, parser.Unknown):
        assert out.getvalue().strip(), "a refusal says why"
