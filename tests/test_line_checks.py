"""The line checks over every line of every test game (issue 12, Checks): plain printable ASCII (letters may
carry accents, issue 36), under 200 characters, most important word first, no box drawing. The check is the autouse
fixture ``said_lines`` in conftest.py, on every line the Announcer prints, keeps for history and
the transcript, or speaks without printing; these tests show it catches a bad line on each path.

Source: shared/design/accessibility.md, Content rules ("Most important word first: 'War. Blue
attacks your meeple in Shimmer Forest.' not 'In Shimmer Forest, ...'"; "No box drawing, ASCII
art, spinners, colour-only meaning, or decorative symbols. Plain ASCII punctuation.").
"""
from __future__ import annotations

import io

import pytest
from audio_fakes import FakeVoice
from conftest import line_problems

from tek_access.audio.announcer import Announcer
from tek_access.audio.messages import Category, Priority


@pytest.mark.parametrize("line", [
    "War. Blue attacks your meeple in Shimmer Forest.",
    "3 regions: Ashen Peak, Charwood, Glowpine Wood.",
    "Gold: 3",
    "Orange quests from Sallow Wood to Greystone Knoll on Oakshade.",
    "Inside information is never shown.",  # "In" as part of a word is no leading clause
    "... Say history.",
    "Début de partie. Café Forest.",  # accented letters: screen readers say them (issue 36)
])
def test_good_lines_pass(line):
    assert line_problems(line) == []


@pytest.mark.parametrize("line, problem", [
    ("In Shimmer Forest, Blue attacks your meeple.", "clause"),
    ("When the war ends, Blue retreats.", "clause"),
    ("There is a war in Shimmer Forest.", "filler"),
    ("Please type a number.", "filler"),
    ("Note: the tower is full.", "filler"),
    ("x" * 200, "200"),
    ("Caf\u00e9 \u201cForest\u201d", "ASCII"),  # the letter is fine, curly quotes are not plain ASCII punctuation
    ("Blue \u2665 Red", "ASCII"),
    ("War.\tBlue attacks.", "ASCII"),
    ("+----------+", "box"),
    ("| Blue | 3 |", "box"),
    ("==== Scores ====", "box"),
])
def test_bad_lines_are_caught(line, problem):
    problems = line_problems(line)
    assert problems and any(problem in p for p in problems), problems


def test_the_fixture_catches_a_bad_line_printed_recorded_or_only_spoken(said_lines):
    announcer = Announcer(out=io.StringIO(), speech="voice", channels=[FakeVoice()])
    announcer.announce("War. Blue attacks your meeple in Shimmer Forest.", Category.WAR)
    assert said_lines == []
    announcer.announce("There is a war in Shimmer Forest.", Category.WAR)  # printed
    announcer.record("In Shimmer Forest, Blue attacks.")  # history and transcript only
    announcer.notify("x" * 250, Category.SYSTEM, Priority.NORMAL)  # spoken, not printed
    caught = [line for line, _ in said_lines]
    assert caught == ["There is a war in Shimmer Forest.", "In Shimmer Forest, Blue attacks.", "x" * 120]
    said_lines.clear()  # fed on purpose: the test itself passes


@pytest.mark.parametrize("ruleset", ["tek", "utek", "microgame"])
def test_every_rules_topic_and_help_page_is_said_in_good_lines(ruleset):
    """Lines no game of the suite happens to print are said here once, so the fixture reads them:
    every rules topic under each ruleset, every command's help and the keys."""
    from tek_access.games.tek.commands import command_table
    from tek_access.games.tek.narration.rules_text import rules_topics
    from tek_access.games.tek.rules.game import Game
    from tek_access.games.tek.rules.rulesets import load_rulesets
    from tek_access.ui.session import GameSession

    game = Game.new(players=3, seed=1, ruleset=ruleset)
    out = io.StringIO()
    session = GameSession(game, ["human", "normal", "normal"], Announcer(out=out, speech="off"), seed=1)
    session.start()
    for topic in [*rules_topics(), *load_rulesets(), ""]:
        session.handle(f"rules {topic}")
    for name in [*command_table(), "keys", ""]:
        session.handle(f"help {name}")
    assert len(out.getvalue().splitlines()) > 100
