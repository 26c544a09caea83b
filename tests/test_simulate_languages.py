"""``tek-access simulate`` in the player's language (issue 36): every statistics line and every refusal of both
games comes from a message (the pseudo-locale brackets each one), French says them all in French with French
numbers ("57,8"), and English is what it always was, line for line."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tek_access.core.messages import speaking
from tek_access.games.tek.bots import simulate as tek_simulate
from tek_access.games.vikings.bots import simulate as vikings_simulate

ROOT = Path(__file__).resolve().parent.parent

#: English words of the report and refusals that must not be left in a French report
ENGLISH = ("Games", "Players", "Bots", "Seeds", "Mean", "Shared", "wins", "Seat", "seat", "Fallbacks", "per second",
           "Rules:", "Exploration: o", "factions played", " in ", "Game:", "must be", "Unknown", "Kinds",
           "none", " game")


def _tek_tally() -> tek_simulate.Tally:
    tally = tek_simulate.Tally(games=20, turns=1157, seconds=0.5, shared=1, seat_wins=[3, 1, 0, 17],
                               fallbacks=[0, 2, 0, 1])
    tally.faction_games = {"Elves": 11, "Orcs": 1}
    tally.faction_wins = {"Elves": 1}
    return tally


TEK_ENGLISH = [
    "Games: 20", "Rules: tek", "Players: 4", "Bots: normal, random, random, random", "Seeds: 1 to 20",
    "Exploration: on", "Mean turns: 57.9", "Shared wins: 1 game, each winner counted", "Wins by seat: 4 seats",
    "Seat 1, normal: 3 wins", "Seat 2, random: 1 win", "Seat 3, random: 0 wins", "Seat 4, random: 17 wins",
    "Wins by faction: 2 factions played", "Elves: 1 win in 11 games", "Orcs: 0 wins in 1 game",
    "Fallbacks: 3, decisions where a computer player's search failed and a simpler choice was played",
    "Seat 2, random: 2 fallbacks", "Seat 4, random: 1 fallback", "Games per second: 40.0"]
TEK_FRENCH = [
    "Parties : 20", "Règles : tek", "Joueurs : 4", "Joueurs ordinateur : normal, random, random, random",
    "Graines : 1 à 20", "Exploration : oui", "Tours en moyenne : 57,9", "Victoires partagées : 1 partie, chaque "
    "gagnant compté", "Victoires par place : 4 places", "Place 1, normal : 3 victoires",
    "Place 2, random : 1 victoire", "Place 3, random : 0 victoire", "Place 4, random : 17 victoires",
    "Victoires par faction : 2 factions jouées", "Elves : 1 victoire en 11 parties", "Orcs : 0 victoire en 1 partie",
    "Replis : 3, décisions où la recherche d'un joueur ordinateur a échoué et un choix plus simple a été joué",
    "Place 2, random : 2 replis", "Place 4, random : 1 repli", "Parties par seconde : 40,0"]


@pytest.mark.parametrize("code,expected", [("en", TEK_ENGLISH), ("fr", TEK_FRENCH)])
def test_tiny_epic_kingdoms_report_is_said_whole_in_the_players_language(code, expected):
    kinds = ["normal", "random", "random", "random"]
    with speaking(code):
        assert tek_simulate.report(_tek_tally(), 4, 1, kinds, True, "tek") == expected


@pytest.mark.parametrize("code,expected", [
    ("en", ["Games: 3", "Game: Tiny Epic Vikings", "Players: 2", "Bots: random, random", "Seeds: 7 to 9",
            "Mean turns: 1234.3", "Mean winning score: 10.3", "Shared wins: 0 games, each winner counted",
            "Wins by seat: 2 seats", "Seat 1, random: 2 wins", "Seat 2, random: 1 win", "Fallbacks: none",
            "Games per second: 0.0"]),
    ("fr", ["Parties : 3", "Jeu : Tiny Epic Vikings", "Joueurs : 2", "Joueurs ordinateur : random, random",
            "Graines : 7 à 9", "Tours en moyenne : 1234,3", "Score gagnant moyen : 10,3",
            "Victoires partagées : 0 partie, chaque gagnant compté", "Victoires par place : 2 places",
            "Place 1, random : 2 victoires", "Place 2, random : 1 victoire", "Replis : aucun",
            "Parties par seconde : 0,0"]),
])
def test_tiny_epic_vikings_report_is_said_whole_in_the_players_language(code, expected):
    tally = vikings_simulate.Tally(games=3, turns=3703, seconds=0.0, seat_wins=[2, 1], winning_points=31)
    with speaking(code):
        assert vikings_simulate.report(tally, 2, 7, ["random", "random"]) == expected


def test_a_mean_is_rounded_as_the_english_report_always_rounded_it():
    from tek_access.core.simulate import mean_line

    with speaking("en"):
        for total, games in ((7, 20), (1, 3), (2, 3), (5, 2), (1, 8), (123457, 10), (0, 4)):
            assert mean_line("Mean", total, games) == f"Mean: {total / games:.1f}"
        assert mean_line("Mean", 5, 0) == "Mean: none"


def _simulate(tmp_path: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), TEK_ACCESS_CONFIG_DIR=str(tmp_path), PYTHONIOENCODING="utf-8")
    env.pop("TEK_ACCESS_LANG", None)
    return subprocess.run([sys.executable, "-m", "tek_access", "simulate", *argv], capture_output=True, text=True,
                          encoding="utf-8", env=env, timeout=300, cwd=tmp_path)


REFUSALS = {"tek": (["--games", "0"], ["--players", "9"], ["--bots", "wizard"], ["--bots", "random,random"],
                    ["--bot-time", "0"], ["--rules", "microgame", "--players", "5"]),
            "vikings": (["--players", "9"], ["--bots", "wizard"], ["--bots", "random,random"])}


@pytest.mark.parametrize("game", ["tek", "vikings"])
def test_every_line_of_simulate_comes_from_a_message_and_french_has_no_english_left(tmp_path, game):
    runs = {code: _simulate(tmp_path, "--game", game, "--games", "2", "--exploration" if game == "tek" else "--seed",
                            *(["--bots", "normal,random,random,random"] if game == "tek" else ["3"]), "--lang", code)
            for code in ("pseudo", "fr")}
    for done in runs.values():
        assert done.returncode == 0, done.stderr
    lines = runs["pseudo"].stdout.splitlines()
    assert len(lines) >= 12 and all(line.startswith("[") and line.endswith("]") for line in lines), lines
    french = runs["fr"].stdout
    assert french.startswith("Parties : 2\n") and "Victoires par place : 4 places" in french
    assert not [word for word in ENGLISH if word in french], french
    for argv in REFUSALS[game]:
        pseudo = _simulate(tmp_path, "--game", game, *argv, "--lang", "pseudo")
        assert pseudo.returncode == 2 and pseudo.stderr.startswith("[") and pseudo.stderr.rstrip().endswith("]"), \
            (argv, pseudo.stderr)
        said = _simulate(tmp_path, "--game", game, *argv, "--lang", "fr").stderr
        assert said.strip() and not [word for word in ENGLISH if word in said], (argv, said)
