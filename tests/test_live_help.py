"""Help examples name what is on the live table (issue 12, item 5): an example typed as given is
understood, never 'I understood the start, but not'."""
from __future__ import annotations

import io

from conftest import scenario
from tek_access.audio.announcer import Announcer
from tek_access.grammar import parser
from tek_access.ui.session import GameSession


def example(session, out, name):
    start = len(out.getvalue())
    session.handle(f"help {name}")
    line = next(line for line in out.getvalue()[start:].splitlines() if line.startswith("Example: "))
    return line.removeprefix("Example: ")


def test_patrol_quest_and_expand_examples_name_regions_on_the_table():
    game = scenario(meeples={"ashfall.1": [0], "thornvale.1": [1]}, resources={0: (3, 3, 3)})
    out = io.StringIO()
    session = GameSession(game, ["human", "normal", "normal"], Announcer(out=out, speech="off"), seed=1)
    names = {r.name.lower() for r in game.board_regions}
    for command in ("patrol", "quest", "expand", "region"):
        text = example(session, out, command)
        assert any(n in text.lower() for n in names), text
    patrol = example(session, out, "patrol")
    parsed = parser.parse(patrol, game, 0)
    assert not (isinstance(parsed, parser.Unknown) and "understood the start" in parsed.reason), parsed
