"""English leftovers that reached a French player, made messages (issue 36): the voice's name in the
opening line, a speech error, the say command, the extras a table host and the web door need, a save
that fails its replay, French elision before a side's name, and the French words for trade. Each
test fails on the old English line in French; English is unchanged."""
from __future__ import annotations

import argparse
import asyncio
import io
import sys

import pytest

from tek_access.core.kernel.saves import SaveError
from tek_access.core.messages import speaking


def test_the_voice_program_is_named_in_the_language_of_the_line_not_of_the_voice_thread():
    from tek_access.audio.voice import CommandEngine, VoiceChannel

    channel = VoiceChannel(lambda: CommandEngine("/usr/bin/espeak-ng", None))  # made in its worker thread
    try:
        with speaking("fr"):
            assert channel.description == "voix espeak-ng"
        with speaking("en"):
            assert channel.description == "espeak-ng voice"
    finally:
        channel.close()


def test_a_voice_that_cannot_start_is_the_built_in_voice_in_the_players_language():
    from tek_access.audio.voice import VoiceChannel

    def broken():
        raise RuntimeError("no engine")

    channel = VoiceChannel(broken)
    try:
        with speaking("fr"):
            assert channel.description == "voix intégrée"
        with speaking("en"):
            assert channel.description == "built-in voice"
    finally:
        channel.close()


def test_a_speech_or_sound_error_is_noted_in_the_players_language():
    from tek_access.audio.announcer import Announcer

    def fails():
        raise OSError("device gone")

    for code, expected in (("en", "Speech or sound error: OSError: device gone"),
                           ("fr", "Erreur de parole ou de son : OSError: device gone")):
        with speaking(code):
            announcer = Announcer(out=io.StringIO(), speech="off", ascii_only=False)
            try:
                announcer._guard(fails)
                assert announcer.notes[-1] == expected
            finally:
                announcer.close()


def test_say_with_nothing_to_say_answers_in_the_players_language(capsys):
    from tek_access.audio.commands import run_say

    for code, expected in (("en", "Say: nothing to say. Example: tek-access say Your turn, Blue."),
                           ("fr", "Say : rien a dire. Exemple : tek-access say A vous, Bleu.")):
        with speaking(code):
            assert run_say(argparse.Namespace(text=["  "], wav=None, speech="off")) == 1
        assert capsys.readouterr().err.strip() == expected


def test_a_table_host_without_its_extras_says_so_in_the_players_language(monkeypatch, capsys):
    import tek_access.server
    from tek_access import cli

    for module in ("tablehost", "hostcommand"):  # importing either raises ImportError, as without the extras
        monkeypatch.setitem(sys.modules, f"tek_access.server.{module}", None)
        monkeypatch.delattr(tek_access.server, module, raising=False)  # (once imported, the package holds it)
    for code, start in (("en", "A table host needs the postgresql and redis extras: pip install"),
                        ("fr", "Un hôte de tables a besoin des extras postgresql et redis : pip install")):
        with speaking(code):
            assert cli.main(["table-host", "--lang", code]) == 2
        assert capsys.readouterr().err.startswith(start)


def test_the_web_door_without_aiohttp_says_so_in_the_players_language(monkeypatch):
    from tek_access.server.web import start_web

    monkeypatch.setitem(sys.modules, "aiohttp", None)
    for code, start in (("en", "the web door needs the web extra: pip install 'tek-access[web]' ("),
                        ("fr", "la porte web a besoin de l'extra web : pip install 'tek-access[web]' (")):
        with speaking(code), pytest.raises(OSError) as refused:
            asyncio.run(start_web(None, None, "127.0.0.1", 0))
        assert str(refused.value).startswith(start)


def _vikings_save():
    from tek_access.games.vikings.rules.game import Game

    game = Game.new(3, seed=5)
    for _ in range(3):
        game.apply(game.choices()[0])
    return game.to_json()


def test_a_vikings_save_that_fails_its_replay_is_named_in_the_players_language(monkeypatch):
    from tek_access.games.vikings import options
    from tek_access.games.vikings.rules.game import Game

    data = _vikings_save()

    def refuses(self, log):
        raise ValueError("Astrid is not in your hand")

    monkeypatch.setattr(Game, "replay", refuses)
    for code, expected in (("en", "game.json: log: a choice cannot be replayed: Astrid is not in your hand"),
                           ("fr", "game.json: log: un choix ne peut pas être rejoué : Astrid is not in your hand")):
        with speaking(code), pytest.raises(SaveError) as refused:
            options.from_save(data, "game.json")
        assert str(refused.value) == expected


def test_a_tek_save_whose_log_is_played_by_the_wrong_seat_is_named_in_the_players_language():
    import json

    from tek_access.games.tek.rules.catalog import load_catalog
    from tek_access.games.tek.rules.game import Game
    from tek_access.games.tek.savecheck import SAVE_FORMAT, check_save

    catalog = load_catalog()
    game = Game.new(players=3, seed=5, catalog=catalog)
    for _ in range(3):
        game.apply(game.choices()[0])
    data = json.loads(json.dumps(game.to_json()))
    data.update(format=SAVE_FORMAT, custom={"factions": [], "territories": []})
    seat = data["log"][0][0]
    other = data["log"][0][0] = (seat + 1) % 3
    for code, expected in (("en", f"s.json: log[0][0]: seat {other}, but seat {seat} was deciding"),
                           ("fr", f"s.json: log[0][0]: siège {other}, mais c'était au siège {seat} de décider")):
        with speaking(code), pytest.raises(SaveError) as refused:
            check_save(json.loads(json.dumps(data)), "s.json", catalog)
        assert str(refused.value) == expected


@pytest.mark.parametrize("side,french", [
    ("Ashfall Reach", "Choisissez la région d'Ashfall Reach pour"),
    ("Highcairn", "Choisissez la région de Highcairn pour"),
])
def test_a_sides_name_elides_in_french_where_a_vowel_begins_it(side, french):
    from tek_access.games.tek.narration.prompts import _choose_start

    with speaking("fr"):
        assert french in _choose_start(side)
    with speaking("en"):
        assert _choose_start(side) == f"Setup. Choose the region of {side} for your 2 starting meeples."


@pytest.mark.parametrize("game", ["tek", "vikings"])
@pytest.mark.parametrize("typed", ["commerce", "commercer", "troquer", "troque", "troquez", "troc", "échanger"])
def test_the_french_words_for_trade_are_understood(game, typed):
    from importlib import import_module

    from tek_access.grammar.language import normalise, shared_words

    table = shared_words("fr").merged(import_module(f"tek_access.games.{game}.grammar").words("fr"))
    assert normalise(f"aide {typed}", table) == "help trade"


@pytest.mark.parametrize("args, english, french", [
    (["--cells", "5"], "cells per line must be from 24 to 100, not 5",
     "les cellules par ligne vont de 24 à 100, pas 5"),
    (["--lines", "x"], "lines per page must be a whole number from", "les lignes par page sont un nombre entier de"),
])
def test_the_braille_commands_page_size_errors_are_in_the_players_language(args, english, french, capsys):
    from tek_access.cli import main

    for code, expected in (("en", english), ("fr", french)):
        with pytest.raises(SystemExit):
            main(["braille", "--lang", code, *args])
        assert expected in capsys.readouterr().err


def test_a_page_format_and_a_layout_problem_are_said_in_the_players_language():
    from tek_access.braille.elements import PageFormat
    from tek_access.braille.layout import LayoutError
    from tek_access.braille.wrap import take_line
    from tek_access.games.tek.braille.tactile import MapTooSmall, fit_size

    for code, size, narrow, small in (
            ("en", "cells per line must be 24 to 100, not 5", "a line of 2 cells is too narrow",
             "only 10 by 5 are free"),
            ("fr", "les cellules par ligne vont de 24 à 100, pas 5", "une ligne de 2 cellules est trop étroite",
             "seules 10 sur 5 sont libres")):
        with speaking(code):
            with pytest.raises(ValueError) as refused:
                PageFormat(cells=5)
            assert str(refused.value) == size
            with pytest.raises(LayoutError) as refused:
                take_line(["abcdef"], 1, 2)
            assert str(refused.value) == narrow
            with pytest.raises(MapTooSmall) as refused:
                fit_size(3, 3, 10, 5)
            assert str(refused.value).endswith(small)
