"""The last English words a French player met (issue 36): the settings' values typed and listed in the language
(``oui``, ``non``, ``bref``, ``voix``, ``par défaut``; English still taken, the file keeps the English ids),
``history``'s categories named and typed in the language, and ``doctor``'s rules engine line and advice, whose
commands work when typed. English unchanged."""
from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tek_access import compiled
from tek_access.audio.announcer import Announcer
from tek_access.audio.review import review_command
from tek_access.core.messages import speaking
from tek_access.settings import Settings, _check, change_setting, describe_settings, dumps_settings

ROOT = Path(__file__).resolve().parent.parent


# ---------------------------------------------------------------- settings' values
@pytest.mark.parametrize("name,typed,value", [
    ("sounds", "oui", True), ("sounds", "non", False), ("sounds", "désactivé", False), ("sounds", "Activé", True),
    ("sounds", "desactive", False), ("sounds", "off", False), ("autosave", "o", True), ("speak_all", "actif", True),
    ("verbosity", "bref", "brief"), ("verbosity", "complet", "full"), ("verbosity", "Brève", "brief"),
    ("verbosity", "full", "full"), ("speech", "voix", "voice"), ("speech", "non", "off"), ("speech", "texte", "off"),
    ("speech", "lecteur d'écran", "screenreader"), ("speech", "lecteur d ecran", "screenreader"),
    ("speech", "screenreader", "screenreader"), ("voice", "par défaut", ""), ("voice", "par defaut", ""),
    ("voice", "Amélie", "Amélie"), ("sound_pack", "défaut", ""), ("language", "automatique", ""),
])
def test_a_french_player_types_a_settings_value_in_french_or_english(name, typed, value):
    with speaking("fr"):
        assert getattr(change_setting(Settings(), name, typed), name) == value


def test_the_english_player_keeps_the_english_words_and_the_file_keeps_the_english_ids():
    with speaking("en"):
        changed = change_setting(change_setting(Settings(), "speech", "screen reader"), "sounds", "off")
        assert describe_settings(changed)[1:3] == ["verbosity: normal", "speech: screen reader"]
        assert "sounds: off" in describe_settings(changed)
        assert change_setting(Settings(), "verbosity", "brief").verbosity == "brief"
        with pytest.raises(ValueError, match="^verbosity must be brief, normal or full, not 'loud'$"):
            _check("verbosity", "loud")
        with pytest.raises(ValueError, match="^sounds must be on or off, not 'maybe'$"):
            _check("sounds", "maybe")
    with speaking("fr"):
        french = change_setting(change_setting(Settings(), "verbosité", "bref"), "parole", "voix")
    saved = dumps_settings(french)
    assert 'verbosity = "brief"' in saved and 'speech = "voice"' in saved


def test_settings_list_their_values_in_french_and_refuse_in_french():
    with speaking("fr"):
        lines = describe_settings(Settings(verbosity="full", speech="off", sounds=False))
        assert lines[1:5] == ["verbosité : complet", "parole : désactivée", "tout-dire : désactivé",
                              "voix : par défaut"]
        assert describe_settings(Settings(speech="screenreader"))[2] == "parole : lecteur d'écran"
        assert describe_settings(Settings(speech="voice"))[2] == "parole : voix"
        refusals = []
        for name, value in (("sounds", "peut-être"), ("verbosity", "fort"), ("speech", "haut"), ("war", "bof")):
            with pytest.raises(ValueError) as refused:
                change_setting(Settings(), name, value)
            refusals.append(str(refused.value))
    assert refusals == ["sons : oui ou non, pas 'peut-être'", "verbosité : bref, normal ou complet, pas 'fort'",
                        "parole : auto, lecteur d'écran, voix ou non, pas 'haut'",
                        "guerre : oui (dit et sonore) ou non (affiché seulement), pas 'bof'"]
    for said in refusals:  # no English value word left in a French refusal
        assert not [word for word in (" on ", " off", "brief", "full", "voice", "screenreader") if word in said], said


# ---------------------------------------------------------------- history
def test_history_takes_a_category_in_any_language_and_names_it_in_the_players_language(tmp_path):
    announcer = Announcer(out=io.StringIO())
    announcer.announce("Red attacks.", category="war")
    announcer.announce("Blue gains 2 ore.", category="resources")
    with speaking("fr"):
        assert review_command(announcer, "history", None, "guerre") == ["1 message guerre :", "Red attacks."]
        assert review_command(announcer, "history", None, "war") == ["1 message guerre :", "Red attacks."]
        assert review_command(announcer, "history", "3", "Système") == ["Aucun message système."]
        with pytest.raises(ValueError) as refused:
            review_command(announcer, "history", None, "combat")
    assert str(refused.value) == ("Pas de catégorie 'combat'. Catégories : tour, action, guerre, ressources, alliance, "
                                  "score, erreur, aide, système.")
    with speaking("en"):
        assert review_command(announcer, "history", None, "resources") == ["1 resources message:",
                                                                          "Blue gains 2 ore."]


# ---------------------------------------------------------------- doctor
def test_the_rules_engines_line_is_said_in_the_players_language(monkeypatch):
    monkeypatch.setitem(compiled._state, "compiled", False)
    monkeypatch.setitem(compiled._state, "warned", True)
    monkeypatch.setattr(compiled, "_why", {"id": "engine-why-library-missing", "facts": {"library": "x.so"}})
    with speaking("en"):
        assert compiled.describe() == f"pure Python (its shared library x.so is missing). Fix: {compiled.REBUILD}"
    with speaking("fr"):
        said = compiled.describe()
    assert said.startswith("Python pur (sa bibliothèque partagée x.so manque). Solution : réinstallez avec ")
    for why, facts in (("pure-variable", {"variable": "TEK_ACCESS_PURE"}), ("not-compiled", {}),
                       ("other-python", {"python": "3.12"}), ("stub-alone", {"stub": "a.so", "library": "b"}),
                       ("modules-missing", {"missing": 2, "total": 9, "first": "a.py"}),
                       ("library-failed", {"library": "b", "problem": "bad ELF"})):
        monkeypatch.setattr(compiled, "_why", {"id": "engine-why-" + why, "facts": facts})
        with speaking("pseudo"):
            said = compiled.describe()
        assert said.startswith("[") and said.endswith("]") and "pure" not in said and "Fix" not in said, said
    monkeypatch.setitem(compiled._state, "compiled", True)
    with speaking("fr"):
        assert compiled.describe() == "compilé (mypyc)"


def _run(tmp_path: Path, *argv: str, typed: str = "") -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), TEK_ACCESS_CONFIG_DIR=str(tmp_path), TEK_ACCESS_DATA_DIR=str(tmp_path),
               PYTHONIOENCODING="utf-8")
    env.pop("TEK_ACCESS_LANG", None)
    env.pop("TEK_ACCESS_SPEECH", None)
    return subprocess.run([sys.executable, "-m", "tek_access", *argv], input=typed, capture_output=True, text=True,
                          encoding="utf-8", env=env, timeout=180, cwd=tmp_path)


def test_doctors_advice_gives_commands_that_work_in_the_players_language(tmp_path):
    from tek_access.audio.commands import _check_route, _Findings

    said = {}
    for code in ("en", "fr"):
        found = _Findings()
        with speaking(code):
            _check_route(found, "voice", None, False, False)
        said[code] = found.lines[-1]
    assert said["en"].endswith(", or choose text: settings speech off in the game, or tek-access play --speech off")
    assert said["fr"].startswith("Problème de voie de la parole : le mode voix n'a rien pour parler.")
    assert said["fr"].endswith("ou choisissez le texte : réglages parole non dans la partie, "
                               "ou tek-access play --speech non")
    assert "settings" not in said["fr"] and "speech off" not in said["fr"]
    # each command advised works as typed: on the command line, then in the game (remembered in the file)
    for code, flag, in_game in (("en", "off", "settings speech off"), ("fr", "non", "réglages parole non")):
        done = _run(tmp_path, "play", "--lang", code, "--game", "vikings", "--players", "2", "--humans", "1",
                    "--seed", "3", "--speech", flag, typed=f"{in_game}\nquit\nno\nquit\nyes\n")
        assert done.returncode == 0, done.stderr
        assert ("Speech: off. Saved." if code == "en" else "Parole : désactivée. Enregistré.") in done.stdout
        assert 'speech = "off"' in (tmp_path / "settings.toml").read_text("utf-8")
        (tmp_path / "settings.toml").unlink()


# ---------------------------------------------------------------- as a French player types it
def test_a_french_player_sets_values_and_reads_history_by_french_category_names(tmp_path):
    typed = ("1\nréglages parole non\nréglages verbosité bref\nréglages sons désactivé\nréglages voix par défaut\n"
             "réglages afficher ressources non\nréglages\nverbosité complet\nhistorique tour 2\nhistorique système 1\n"
             "history turn 1\nhistorique cinq\nquitter\no\n")
    done = _run(tmp_path, "play", "--lang", "fr", "--players", "2", "--humans", "1", "--seed", "3", "--speech", "off",
                typed=typed)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    for line in ("Parole : désactivée. Enregistré.", "Verbosité : bref. Enregistré.", "Sons : désactivé. Enregistré.",
                 "Ressources : non affiché ; gardé dans l'historique. Enregistré.", "verbosité : bref",
                 "parole : désactivée", "voix : par défaut", "sons : désactivé", "Verbosité : complet. Enregistré.",
                 "2 messages tour :", "1 message système :", "1 message tour :", "5 messages :"):
        assert line in out.splitlines(), line
    assert "pas '" not in out and "demande un nombre" not in out  # nothing typed above was refused
    saved = (tmp_path / "settings.toml").read_text("utf-8")
    assert 'speech = "off"' in saved and 'verbosity = "full"' in saved and "sounds = false" in saved
    assert 'voice = ""' in saved and "resources = false" in saved


def test_play_verbosity_option_takes_the_languages_words():
    """``play --verbosity bref`` (or ``complet``) is the same as ``--verbosity brief``; English still taken;
    anything else refused, nothing chosen."""
    from tek_access.cli import build_parser

    parser = build_parser()
    for typed, meant in (("bref", "brief"), ("complet", "full"), ("Brève", "brief"), ("normal", "normal"),
                         ("full", "full")):
        assert parser.parse_args(["play", "--verbosity", typed]).verbosity == meant, typed
    with pytest.raises(SystemExit):
        parser.parse_args(["play", "--verbosity", "beaucoup"])
