"""Help examples name what is on the live table (issue 12, item 5): an example typed as given is
understood, never 'I understood the start, but not'."""
from __future__ import annotations

import io

from conftest import scenario
from seat_parsing import parser

from tek_access.audio.announcer import Announcer
from tek_access.core.kernel.engine import Choice
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


def session_on(game):
    out = io.StringIO()
    return GameSession(game, ["human", "normal", "normal"], Announcer(out=out, speech="off"), seed=1), out


def test_each_action_example_is_accepted_on_the_live_table():
    """`help expand` named the player's first region, which held two meeples: expanding there is
    refused. Each action's example is now one the game would take at this moment."""
    game = scenario(meeples={"ashfall.1": [0, 0], "ashfall.3": [0], "thornvale.1": [1], "highcairn.4": [2, 2]},
                    resources={0: (3, 8, 4)})
    session, out = session_on(game)
    texts = {name: example(session, out, name) for name in ("patrol", "quest", "expand", "trade", "build")}
    assert texts["expand"] == f"expand in {game.region('ashfall.3').name}", texts
    for name, text in texts.items():
        parsed = parser.parse(text, game, 0)
        assert isinstance(parsed, parser.Play), (name, text, parsed)
        assert parsed.choices[:2] == (Choice("action", name), Choice("take", name)), (name, text, parsed)


def test_an_action_with_no_accepted_example_gets_a_generic_one():
    """No lone meeple (nothing to expand beside) and nothing to trade: the bare command, not a
    region the game would refuse."""
    game = scenario(meeples={"ashfall.1": [0, 0], "thornvale.1": [1], "highcairn.4": [2, 2]}, resources={0: (0, 0, 0)})
    session, out = session_on(game)
    assert example(session, out, "expand") == "expand"
    assert example(session, out, "trade") == "trade"


def test_the_written_examples_are_moves_the_rules_allow():
    """The examples kept in commands.toml (said when no table is dealt, and copied into the docs)
    name real regions in a legal move: a patrol between neighbours on one card, a quest between
    edge regions of two cards (issue 12: 'patrol from Ashen Peak to Mirewood' crossed cards)."""
    import re

    from tek_access.games.tek.commands import command_table
    from tek_access.games.tek.rules.catalog import load_catalog

    catalog = load_catalog()
    by_name = {r.name.lower(): r for t in catalog.territories.values() for r in t.regions}
    table = command_table()
    for verb in ("patrol", "quest"):
        m = re.fullmatch(rf"{verb} from (.+) to (.+)", table[verb].example)
        a, b = by_name[m.group(1).lower()], by_name[m.group(2).lower()]
        if verb == "patrol":
            assert b.id in a.neighbours and a.side == b.side
        else:
            assert a.on_edge and b.on_edge and a.side != b.side
