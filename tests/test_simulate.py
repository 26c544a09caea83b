"""tek-access simulate: options, the printed report, determinism, shared wins counted per winner."""
from __future__ import annotations

import argparse
import io
from types import SimpleNamespace

import pytest

from tek_access.games.tek.bots import simulate
from tek_access.games.tek.rules.game import MAX_PLAYERS, MIN_PLAYERS


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    simulate.add_arguments(parser)
    return parser.parse_args(list(argv))


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = simulate.run(parse(*argv), out, err)
    return code, out.getvalue(), err.getvalue()


def fields(text: str) -> dict[str, str]:
    return dict(line.split(": ", 1) for line in text.splitlines())


def test_defaults():
    args = parse()
    assert (args.games, args.players, args.seed, args.bots, args.exploration) == (10, 4, 1, "random", False)


def test_report_lines_are_plain_name_value_lines():
    code, out, err = run("--games", "3", "--players", "3", "--seed", "5")
    assert code == 0 and err == ""
    assert out.isascii()
    lines = out.splitlines()
    assert all(": " in line for line in lines)
    got = fields(out)
    assert got["Games"] == "3"
    assert got["Players"] == "3"
    assert got["Bots"] == "random, random, random"
    assert got["Wins by seat"] == "3 seats"
    assert float(got["Mean turns"]) > 0
    assert float(got["Games per second"]) > 0
    seat_wins = [int(got[f"Seat {i}, random"].split()[0]) for i in (1, 2, 3)]
    assert sum(seat_wins) >= 3  # every game has a winner; a shared win counts for each
    faction_lines = [l for l in lines if " in " in l and l.split(":")[0] not in ("Seeds",)]
    assert sum(int(l.split(": ")[1].split()[0]) for l in faction_lines) == sum(seat_wins)
    played = sum(int(l.split(" in ")[1].split()[0]) for l in faction_lines)
    assert played == 3 * 3


def test_same_seed_same_results_and_per_seat_kinds():
    first = simulate.simulate(3, 4, 7, ["normal", "random", "random", "random"])
    again = simulate.simulate(3, 4, 7, ["normal", "random", "random", "random"])
    assert (first.turns, first.seat_wins, first.faction_wins) == (again.turns, again.seat_wins, again.faction_wins)


def test_shared_wins_count_for_each_winner(monkeypatch):
    names = ["Orcs", "Elves", "Humans"]
    fake = SimpleNamespace(result={"winners": [0, 2]}, state=SimpleNamespace(turn=30),
                           faction=lambda seat: SimpleNamespace(name=names[seat]))
    monkeypatch.setattr(simulate, "play_game", lambda *a, **k: fake)
    tally = simulate.simulate(2, 3, 1, ["random"] * 3)
    assert tally.seat_wins == [2, 0, 2]
    assert tally.shared == 2
    assert tally.faction_wins == {"Orcs": 2, "Humans": 2}
    text = "\n".join(simulate.report(tally, 3, 1, ["random"] * 3, False))
    assert "Shared wins: 2 games, each winner counted" in text
    assert "Elves: 0 wins in 2 games" in text


@pytest.mark.parametrize("argv, message", [
    (("--bots", "clever"), "Kinds: normal, random, strong."),
    (("--bot-time", "0"), "Bot time must be 1 to"),
    (("--bots", "normal,random"), "Give one bot kind, or 4 kinds"),
    (("--players", "6"), f"Players must be {MIN_PLAYERS} to {MAX_PLAYERS}."),
    (("--games", "0"), "Games must be 1 to"),
])
def test_bad_options_give_a_short_message_and_exit_2(argv, message):
    code, out, err = run(*argv)
    assert code == 2
    assert out == ""
    assert message in err
    assert "Traceback" not in err


def test_a_game_that_cannot_finish_is_reported_by_seed(monkeypatch):
    def broken(seed, *args, **kwargs):
        raise ValueError("no choices")

    monkeypatch.setattr(simulate, "play_game", broken)
    code, out, err = run("--games", "2", "--seed", "40")
    assert code == 1
    assert err.strip() == "Game 1, seed 40, stopped: no choices"


def test_strong_kind_and_bot_time_keep_the_report_lines():
    """``--bots strong,normal --bot-time MS``: the report keeps its per-seat and shared-win lines."""
    args = parse("--games", "1", "--players", "2", "--seed", "3", "--bots", "strong,normal", "--bot-time", "10")
    assert args.bot_time == 10
    out, err = io.StringIO(), io.StringIO()
    assert simulate.run(args, out, err) == 0, err.getvalue()
    got = fields(out.getvalue())
    assert got["Bots"] == "strong, normal"
    assert "Shared wins" in got
    wins = int(got["Seat 1, strong"].split()[0]) + int(got["Seat 2, normal"].split()[0])
    assert wins >= 1


def test_bot_time_reaches_the_strong_bots(monkeypatch):
    made = []
    real = simulate.make_bot

    def spy(kind, seat, seed, bot_time=None):
        made.append((kind, bot_time))
        return real(kind, seat, seed, bot_time)

    monkeypatch.setattr(simulate, "make_bot", spy)
    simulate.play_game(5, 2, ["strong", "random"], bot_time=7)
    assert made == [("strong", 7), ("random", 7)]


def test_no_fallback_is_reported_as_none():
    code, out, _ = run("--games", "2", "--players", "2", "--bots", "normal")
    assert code == 0
    assert fields(out)["Fallbacks"] == "none"


def test_a_strong_player_that_falls_back_is_reported_by_seat(monkeypatch):
    """A failing search (numpy once missing) is answered by the normal player: the report says so."""
    from tek_access.games.tek.bots.strong import StrongBot

    def broken(self, game, choices):
        raise ModuleNotFoundError("No module named 'numpy'")

    monkeypatch.setattr(StrongBot, "_war_die", broken)
    monkeypatch.setattr(StrongBot, "_search", broken)
    code, out, _ = run("--games", "1", "--players", "2", "--bots", "normal,strong", "--bot-time", "5")
    assert code == 0
    got = fields(out)
    total = int(got["Fallbacks"].split(",")[0])
    assert total > 0
    assert got["Seat 2, strong"] == f"{total} fallbacks"
    assert "Seat 1, normal" not in [line.split(":")[0] for line in out.splitlines() if "fallback" in line]
