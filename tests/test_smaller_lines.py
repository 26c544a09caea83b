"""The smaller lines of issue 12, each checked as the player would meet it."""
from __future__ import annotations

import io
import subprocess
import sys

from conftest import scenario

from tek_access.audio.announcer import Announcer
from tek_access.core.kernel.engine import Event
from tek_access.games.tek.narration.describe import occupants, player_line
from tek_access.games.tek.narration.events import narrate
from tek_access.games.tek.rules.game import Game
from tek_access.ui.session import GameSession


def session_for(game, seats):
    out = io.StringIO()
    session = GameSession(game, seats, Announcer(out=out, speech="off"), seed=1)
    return session, out


def said(session, out, text):
    start = len(out.getvalue())
    session.handle(text)
    return out.getvalue()[start:].splitlines()


def test_no_resources_is_capitalised_after_a_full_stop():
    game = scenario()
    assert ". No resources. Tower" in player_line(game, 0, 0)


def test_look_counts_regions_in_words_and_never_ends_on_a_bare_colon():
    game = Game.new(players=3, seed=2)
    session, out = session_for(game, ["human", "normal", "normal"])
    session.start()
    lines = said(session, out, "look")
    assert "Your meeples, 0 in play, in no region." in lines
    assert not any(line.endswith("regions:") and " 0 regions" in line for line in lines)
    game = scenario(meeples={"ashfall.1": [0]})
    session, out = session_for(game, ["human", "normal", "normal"])
    lines = said(session, out, "look")
    assert any(line.endswith("in 1 region:") for line in lines), lines


def test_look_in_hot_seat_shows_the_deciding_players_own_line_also_after_an_action_is_chosen():
    game = scenario(active=1)
    session, out = session_for(game, ["human", "human", "normal"])
    lines = said(session, out, "look")
    mine = [line for line in lines if line.startswith(game.name(1) + ", you:")]
    assert len(mine) == 1, lines
    # once an action is selected the status has one more line; the player's line is still there
    game.state.selected = "patrol"
    lines = said(session, out, "look")
    assert any(line.startswith(game.name(1) + ", you:") for line in lines), lines


def test_brief_selection_says_you_in_lower_case():
    game = scenario()
    line = narrate(game, Event("action_selected", {"player": 0, "action": "expand", "shields_left": 3}), 0, "brief")[0]
    assert line.text == "Expand, selected by you."


def test_two_colours_in_a_region_are_at_war_not_allied_while_fighting():
    game = scenario(meeples={"ashfall.1": [0, 1]})
    from tek_access.games.tek.rules.model import War

    game.state.war = War(attacker=0, defender=1, region="ashfall.1", origin="ashfall.2")
    text = occupants(game, "ashfall.1", 0)
    assert text.endswith(", at war") and "allied" not in text


def test_an_opponents_ability_is_said_of_them():
    game = scenario(factions=("dwarves", "elves", "humans"))
    level = game.faction(0).levels[0]
    event = Event("researched", {"player": 0, "level": 1, "paid": {"mana": 1}, "text": level.text})
    text = narrate(game, event, 1, "normal")[0].text
    assert " you " not in f" {text} ".lower().replace("your", "") and "it cost " not in text
    mine = narrate(game, event, 0, "normal")[0].text
    assert mine.startswith("You learn")
    assert "it costs them 1 more Ore" in mine and "it cost " not in mine  # the card's slip, said right to you too


def test_a_rejected_line_is_echoed_as_typed():
    game = Game.new(players=3, seed=2)
    session, out = session_for(game, ["human", "normal", "normal"])
    session.start()
    assert said(session, out, "fly to the moon")[0].startswith("Not a choice now: fly to the moon.")


def test_play_help_says_2_to_5_players():
    result = subprocess.run([sys.executable, "-m", "tek_access", "play", "--help"], capture_output=True,
                            text=True, timeout=60)
    assert "2 to 5" in " ".join(result.stdout.split()) and "3 to 5" not in result.stdout


def test_a_long_rejected_line_is_cut_with_three_dots_not_four():
    game = Game.new(players=3, seed=2)
    session, out = session_for(game, ["human", "normal", "normal"])
    session.start()
    line = said(session, out, "florp " * 20)[0]
    assert "..." in line and "...." not in line, line
