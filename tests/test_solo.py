"""The solo game against the Dummy and its compass card (002_80c4bb072699f43d.txt, Solo Play
Rules; issue 10): the compass geometry, the d12 choosing actions and regions, day and night, the
Dummy's war, a whole seeded game by a script, and views that cannot predict its rolls."""
from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import CATALOG

from tek_access.games.tek.bots import make_bot
from tek_access.games.tek.narration.events import compass_lines, narrate
from tek_access.games.tek.rules import compass
from tek_access.games.tek.rules.decisions import solo
from tek_access.games.tek.rules.game import Game
from tek_access.games.tek.rules.model import DecisionKind
from tek_access.games.tek.rules.rulesets import compass_card


def solo_game(seed: int = 2, rules: str = "tek", dice=None) -> Game:
    """A solo game at your first turn's decision (your setup answered by the first choices)."""
    game = Game.new(players=2, seed=seed, solo=True, ruleset=rules, catalog=CATALOG)
    game.dice = list(dice) if dice else None
    while game.pending.kind in (DecisionKind.CHOOSE_SIDE, DecisionKind.CHOOSE_START, DecisionKind.CHOOSE_RESOURCES):
        game.apply(game.choices()[0])
    return game


def test_compass_geometry_over_the_grid_cards():
    """The compass cell between the cards; hour 12 points at the Dummy's card. Ashfall Reach
    ("AABB", "CWWB", "CDEE") north: the hand at 12 runs up the middle of the card, first through
    Ashfall Citadel, then Ashen Peak. By day the closest, by night the farthest (002, the 11 example)."""
    lay = compass.layout_of(CATALOG, "ashfall", "greymere")
    assert lay.compass == (0.0, 3.5)
    assert compass.hits(lay, lay.compass, 12, ["ashfall.1", "ashfall.4"]) == ["ashfall.4", "ashfall.1"]
    assert compass.select(lay, 12, ["ashfall.1", "ashfall.4"], night=False) == ("ashfall.4", 12)
    assert compass.select(lay, 12, ["ashfall.1", "ashfall.4"], night=True) == ("ashfall.1", 12)
    # the hand at 3 runs east between the cards and meets nothing: it turns clockwise to 11
    assert compass.hits(lay, lay.compass, 3, list(lay.boxes)) == []
    assert compass.select(lay, 3, ["ashfall.1"], night=False) == ("ashfall.1", 11)
    # 6 points at your card
    assert compass.hits(lay, lay.compass, 6, ["greymere.4"]) == ["greymere.4"]


def test_the_d12_selects_the_action_clockwise_to_the_next_open_one():
    """002, Turn Structure: the number on the compass card, or the next action not taken."""
    card = compass_card()
    assert card.night[11 - 1] == "research"  # "Dummy rolls 11, night: research."
    from tek_access.games.tek.rules.model import Task

    game = solo_game()
    game.state.shields = [card.day[4]]  # the action at 5 is taken: the hand turns to 6
    game.dice = [5]
    solo.dummy_turn(game, Task("dummy_turn", game.dummy))
    assert game.state.selected == card.day[5]
    assert game.state.compass["last"][0]["face"] == 6


def test_the_dummys_choices_follow_a_fixed_roll_sequence():
    """The same fixed d12 results give the same Dummy, whatever the generator holds; and its
    narration names each roll: "Dummy rolls N, day: ..." (002, Solo Play Rules)."""
    rolls = [11, 7, 3, 9, 1, 12, 5, 8, 2, 6, 10, 4] * 6
    played = []
    for generator in (1, 2):
        game = solo_game(seed=4, dice=rolls)
        game.state.rng = generator  # a different generator: the fixed rolls decide alone
        bot = make_bot("random", 0, 9)
        lines = []
        for _ in range(60):
            if game.over:
                break
            for e in game.apply(bot.choose(game)):
                if e.kind in ("dummy_rolled", "dummy_chose"):
                    lines += [line.text for line in narrate(game, e, 0)]
        played.append(lines)
    assert played[0] == played[1] and played[0]
    first = [line for line in played[0] if line.startswith("Dummy rolls")]
    assert first and all(" day" in line or " night" in line for line in first)


def test_the_dummy_war_cost_is_twice_its_meeples_by_day_once_by_night_and_never_paid():
    game = solo_game()
    d = game.dummy
    assert solo.war_cost(game) == 2 * game.in_play(d)
    solo.flip(game)
    assert solo.night(game) and solo.war_cost(game) == game.in_play(d)
    assert solo.dummy_bid(game).payment == (0, 0, 0)


def test_day_to_night_gives_the_dummy_one_of_each_and_night_to_day_nothing():
    game = solo_game()
    d = game.dummy
    before = dict(game.state.players[d].resources)
    solo.flip(game)
    assert all(game.state.players[d].resources[r] == before[r] + 1 for r in before)
    solo.flip(game)
    assert all(game.state.players[d].resources[r] == before[r] + 1 for r in before)
    assert compass_lines(game)[0].startswith("Compass: day.")


def test_the_dummy_starts_on_a_forest_and_a_mountain_with_three_of_each():
    for difficulty in (0, 2):
        game = Game.new(players=2, seed=6, solo=True, difficulty=difficulty, catalog=CATALOG)
        while game.state.compass is None:
            game.apply(game.choices()[0])
        d = game.dummy
        types = sorted(game.region(r).type for r in game.occupied(d))
        assert types == ["forest", "mountain"]
        assert game.state.players[d].resources == {r: 3 + difficulty for r in ("mana", "ore", "food")}
        assert game.name(d) == "Dummy"


@pytest.mark.parametrize("rules", ["tek", "utek", "microgame"])
def test_a_seeded_solo_game_ends_and_views_cannot_predict_the_dummy(rules):
    game = solo_game(seed=11, rules=rules)
    bot = make_bot("random", 0, 11)
    while not game.over:
        assert game.pending.player == 0  # the Dummy never waits for a decision
        view = game.for_player(0)
        assert view.state.rng == 0 and view.config.seed == 0 and view.dice is None
        rng = game.state.rng
        probe = view.clone()
        for _ in range(10):  # simulating on the view rolls with the view's own sampler
            if probe.over:
                break
            probe.apply(probe.choices()[0])
        assert game.state.rng == rng
        game.apply(bot.choose(view))
    assert game.result["winners"]


def test_play_solo_from_the_command_line_to_the_end(tmp_path):
    """A seeded solo game played to the end by a script: play --solo with a computer in your seat."""
    transcript = tmp_path / "solo.txt"
    done = subprocess.run([sys.executable, "-m", "tek_access", "play", "--solo", "--seats", "random", "--seed", "5",
                           "--speech", "off", "--transcript", str(transcript)],
                          capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr
    text = transcript.read_text()
    rolls = [line for line in text.splitlines() if line.startswith("Dummy rolls")]
    assert rolls and any(", day:" in line for line in rolls) and any(", night:" in line for line in rolls)
    assert "Game over." in text
