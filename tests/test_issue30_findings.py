"""Issue 30's findings (narration, the tutorial, the command line, an expand refusal), each with the test that
failed before its fix. The saves and the load question: tests/test_saves_per_game.py; undo:
tests/test_conformance_undo.py."""
from __future__ import annotations

import io
import random
from types import SimpleNamespace

import pytest

from tek_access import cli
from tek_access.audio.announcer import Announcer
from tek_access.core.kernel.engine import Choice, Event
from tek_access.core.seat import SeatView
from tek_access.games.tek.rules.game import Game as Kingdoms
from tek_access.games.vikings.rules.game import Game as Vikings
from tek_access.grammar import parser
from tek_access.ui.session import GameSession


def _said(game, events, seat: int = 0, verbosity: str = "normal") -> list[str]:
    """The lines a console table with ``seat`` human says for ``events``."""
    out = io.StringIO()
    seats = ["random"] * game.config.players
    seats[seat] = "human"
    session = GameSession(game, seats, Announcer(out=out, speech="off"), verbosity=verbosity)
    session.narrate_events(events)
    return [line for line in out.getvalue().splitlines() if line.strip()]


# ---------------------------------------------------------------- Vikings narration: one line with a count
def test_two_settlers_removed_from_one_island_are_one_line():
    """The issue: "Removed. Blue removes your settler from Ravenholm." printed twice in a row for 2 settlers."""
    game = Vikings.new(3, seed=1)
    removed = Event("settler_removed", {"player": 0, "island": "ashby", "by": 1, "reason": "remove"})
    lines = _said(game, [removed, removed])
    assert lines == ["Removed. Blue removes 2 of your settlers from Ashby."], lines
    assert _said(game, [removed]) == ["Removed. Blue removes your settler from Ashby."]


def test_two_settlers_moved_alike_are_one_line():
    game = Vikings.new(3, seed=1)
    moved = Event("settler_moved", {"player": 1, "origin": "ashby", "to": "elkmoor"})
    assert _said(game, [moved, moved]) == ["Blue moves 2 settlers from Ashby to Elkmoor."]


def test_a_harvest_taken_one_resource_at_a_time_is_one_line():
    """The issue: "plus 1 wood (harvest)" once per resource."""
    game = Vikings.new(3, seed=1)

    def gain(kind: str, now: int) -> Event:
        delta = {"wood": 0, "food": 0, "steel": 0, kind: 1}
        return Event("resources_changed", {"player": 1, "delta": delta, "now": {"wood": now, "food": 1,
                                                                              "steel": 1}, "reason": "harvest"})

    lines = _said(game, [gain("wood", 2), gain("wood", 3), gain("food", 3)])
    assert len(lines) == 1 and lines[0].startswith("Blue: plus 2 wood, plus 1 food (harvest)"), lines


def test_a_computer_players_harvest_is_said_in_one_line_at_a_table():
    """Through the table: a computer seat's harvest decisions in a row are narrated together."""
    for seed in range(30):
        game = Vikings.new(3, seed=seed)
        out = io.StringIO()
        session = GameSession(game, ["random"] * 3, Announcer(out=out, speech="off"), verbosity="normal", seed=seed)
        session.start()
        lines = [line for line in out.getvalue().splitlines() if "(harvest)" in line]
        if any(" plus 2 " in line or ", plus " in line for line in lines):
            return
    pytest.fail("no harvest of more than one resource said in one line")


def test_meeples_lost_in_the_same_ruins_are_one_line():
    """The same promise in Tiny Epic Kingdoms (found by the conformance check): two meeples lost in one ruins."""
    game = Kingdoms.new(players=3, seed=1)
    ruins = next(r.id for r in game.catalog.territories.values() for r in r.regions if r.type == "ruins")
    lost = Event("ruins_lost", {"player": 1, "region": ruins})
    lines = _said(game, [lost, lost])
    assert len(lines) == 1 and lines[0].startswith("2 of "), lines
    assert "meeples in the ruins of" in lines[0] and lines[0].endswith("are lost before scoring.")


# ---------------------------------------------------------------- plurals
def test_last_round_of_one_turn_says_1_turn():
    game = Kingdoms.new(players=2, seed=1)
    session = GameSession(game, ["human", "random"], Announcer(out=io.StringIO(), speech="off"))
    session._turns = [(1, 0, ["Blue patrols."])]
    assert session.round_summary()[0] == "Last round, 1 turn:"


def test_a_sailing_of_one_step_says_1_step():
    from tek_access.games.vikings.matchers import _steps

    ask = SimpleNamespace(words=["3"], memo={})
    assert _steps(ask, 1)[0] == "This sailing goes 1 step at most, not 3."
    assert _steps(SimpleNamespace(words=["3"], memo={}), 2)[0] == "This sailing goes 2 steps at most, not 3."


# ---------------------------------------------------------------- TEK: no empty list
def _expand_without_a_lone_meeple() -> tuple[Kingdoms, int]:
    for seed in range(40):
        game = Kingdoms.new(players=3, seed=seed)
        rnd = random.Random(seed)
        while game.pending is not None:
            from tek_access.games.tek.rules import economy

            seat = game.pending.player
            if Choice("action", "expand") in game.choices() and not economy.expand_regions(game, seat):
                return game, seat
            game.apply(rnd.choice(game.choices()))
    raise AssertionError("no position found")


def test_expand_with_no_meeple_alone_says_so_not_an_empty_list():
    """The issue: "You may expand in ." (an empty list) when no meeple stands alone."""
    game, seat = _expand_without_a_lone_meeple()
    from tek_access.games.tek.rules import economy

    mine = set(game.occupied(seat))
    other = next(r for r in game.board_regions if r.id not in mine and r.passable)
    said = parser.parse(f"expand in {other.name.lower()}", SeatView(game, seat))
    reason = getattr(said, "reason", "")
    assert reason and "You may expand in ." not in reason and not reason.endswith(" in ."), reason
    assert "No meeple of yours stands alone now." in reason, reason
    assert not economy.expand_regions(game, seat)


# ---------------------------------------------------------------- the tutorial and the command line
def test_the_vikings_tutorial_ends_naming_its_game():
    """The issue: the Vikings tutorial ended "Start a game with: tek-access play" (which starts Kingdoms)."""
    from tek_access.ui import tutorial

    out = io.StringIO()
    session = tutorial.make_session(Announcer(out=out, speech="off"), "vikings")
    session.start()
    for _ in range(60):
        if session.finished:
            break
        session.handle([line for line in out.getvalue().splitlines() if line.startswith("Type: ")][-1][6:])
    assert "Tutorial finished. Start a game with: tek-access play --game vikings." in out.getvalue()


@pytest.mark.parametrize("argv,said", [
    (["play", "--game", "vikings", "--rules", "utek"], "--rules does not apply to Tiny Epic Vikings. Not started."),
    (["play", "--game", "vikings", "--exploration", "--solo"],
     "--exploration and --solo do not apply to Tiny Epic Vikings. Not started."),
    (["simulate", "--game", "vikings", "--rules", "utek"], "--rules does not apply to Tiny Epic Vikings"),
])
def test_another_games_option_is_refused_with_its_name(argv, said, capsys):
    """The issue: `--game vikings --rules utek` started without a word that --rules does not apply."""
    try:
        code = cli.main(argv)
    except SystemExit as exc:
        code = exc.code
    assert code == 2 and said in capsys.readouterr().err


def test_simulate_help_says_the_players_of_each_game(capsys):
    """The issue: `simulate --help` said 2 to 5 players for both games."""
    with pytest.raises(SystemExit):
        cli.main(["simulate", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "2 to 4 for vikings" in text and "2 to 5" in text and "for tek" in text
