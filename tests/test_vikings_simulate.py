"""``tek-access simulate --game vikings`` (issue 19, Done when) and the Vikings computer players."""
from __future__ import annotations

import argparse
import io
import json
import subprocess
import sys

import pytest

from tek_access.games.tek.bots import simulate as tek_simulate
from tek_access.games.vikings import bots
from tek_access.games.vikings.bots import simulate
from tek_access.games.vikings.definition import DEFINITION
from tek_access.games.vikings.rules.game import Game


def parser() -> argparse.ArgumentParser:
    """simulate's parser as the console builds it: every registered game adds its options to one parser."""
    p = argparse.ArgumentParser()
    p.add_argument("--game")
    tek_simulate.add_arguments(p)
    simulate.add_arguments(p)
    return p


def report(argv: list[str]) -> tuple[int, list[str], str]:
    out, err = io.StringIO(), io.StringIO()
    code = simulate.run(parser().parse_args(argv), out, err)
    return code, out.getvalue().splitlines(), err.getvalue()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_simulate_plays_100_games_with_a_winner_each_the_same_for_the_same_seed(players):
    argv = ["--game", "vikings", "--players", str(players), "--games", "100", "--seed", "1"]
    code, lines, err = report(argv)
    assert code == 0 and err == ""
    assert lines[0] == "Games: 100"
    wins = [int(line.split(": ")[1].split()[0]) for line in lines if line.startswith("Seat ")]
    assert len(wins) == players and sum(wins) >= 100
    again = report(argv)[1]
    assert [x for x in again if not x.startswith("Games per second")] == \
        [x for x in lines if not x.startswith("Games per second")]


def test_simulate_refuses_bad_options_with_a_reason():
    assert report(["--players", "5"])[0] == 2
    assert "2 to 4" in report(["--players", "5"])[2]
    assert report(["--bots", "clever", "--players", "2"])[0] == 2
    assert report(["--exploration", "--players", "2"])[0] == 2


def test_the_definition_names_vikings_and_its_simulate_part():
    assert DEFINITION.id == "vikings" and DEFINITION.part("simulate") is simulate
    assert Game.game_id == "vikings"


def test_the_normal_player_beats_random_players_most_of_the_time():
    tally = simulate.simulate(20, 3, 1, ["normal", "random", "random"])
    assert tally.seat_wins[0] >= 12


def test_bots_are_deterministic_and_read_only_their_view():
    game = Game.new(players=3, seed=2)
    for kind in ("random", "normal"):
        a, b = bots.make_bot(kind, 0, 7), bots.make_bot(kind, 0, 7)
        view = game.for_player(0)
        assert a.choose(view) == b.choose(view) and a.choose(view) in game.choices()
    with pytest.raises(ValueError):
        bots.make_bot("psychic", 0, 1)


def test_the_vikings_rules_load_no_front_end():
    """The rules sit below every front end (docs/architecture.md, "The rooms"): importing the game
    brings in none of the Vikings front-end parts, nothing of TEK's; of the shared core only the kernel."""
    code = ("import json, sys; import tek_access.games.vikings.rules.game as g; g.Game.new(3, 1); "
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('tek_access'))))")
    loaded = json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                       check=True).stdout)
    allowed = ("tek_access.games.vikings.rules", "tek_access.core.kernel")
    packages = ("tek_access", "tek_access.compiled", "tek_access.games", "tek_access.games.vikings", "tek_access.core")
    extra = [m for m in loaded if not m.startswith(allowed) and m not in packages]
    assert extra == []
