"""The console in the player's language: accents kept where the output carries them, folded for an
ASCII-only output or ``--ascii``, and ``settings language`` applied at once (docs/languages.md)."""
from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from tek_access.audio.announcer import Announcer
from tek_access.core.text import plain, to_ascii

ROOT = Path(__file__).resolve().parent.parent


def test_plain_keeps_accented_letters_and_makes_punctuation_ascii():
    assert plain("Début : « l'Île », règles\u2026") == 'Début : " l\'Île ", règles...'
    assert plain("Ère 1\u2014fin") == "Ère 1 - fin"


def test_plain_folds_what_the_output_cannot_carry():
    assert plain("Début, Forêt", encoding="ascii") == "Debut, Foret"
    assert plain("Début \u1e87", encoding="latin-1") == "Début w"  # latin-1 has é, not ẇ
    assert plain("Début", ascii_only=True) == to_ascii("Début") == "Debut"
    assert plain("e\u0301") == "é"  # a letter and its combining accent said as one
    assert plain("a\x07b\n") == "ab\n"  # control characters removed, newlines kept


def test_an_announcer_keeps_accents_only_when_asked_and_the_output_carries_them(tmp_path):
    out = io.StringIO()
    Announcer(out=out, ascii_only=False).announce("Début de partie.")
    assert out.getvalue() == "Début de partie.\n"
    raw = io.BytesIO()
    narrow = io.TextIOWrapper(raw, encoding="ascii")
    Announcer(out=narrow, ascii_only=False).announce("Début de partie.")
    narrow.flush()
    assert raw.getvalue() == b"Debut de partie.\n"
    out = io.StringIO()
    Announcer(out=out).announce("Début de partie.")  # a door that cannot tell: ASCII, as before
    assert out.getvalue() == "Debut de partie.\n"
    transcript = tmp_path / "t.txt"
    announcer = Announcer(out=io.StringIO(), ascii_only=False, transcript=transcript)
    announcer.announce("Début de partie.")
    announcer.close()
    assert transcript.read_text("utf-8") == "Début de partie.\n"


def play(tmp_path: Path, commands: str, *extra: str, encoding: str = "utf-8") -> str:
    env = dict(os.environ, PYTHONPATH=str(ROOT), TEK_ACCESS_CONFIG_DIR=str(tmp_path),
               TEK_ACCESS_DATA_DIR=str(tmp_path), PYTHONIOENCODING=encoding)
    env.pop("TEK_ACCESS_LANG", None)
    done = subprocess.run([sys.executable, "-m", "tek_access", "play", "--game", "vikings", "--players", "2",
                           "--humans", "1", "--seed", "3", "--speech", "off", *extra],
                          input=commands.encode(), capture_output=True, env=env, timeout=120, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    return done.stdout.decode(encoding)


def test_the_console_prints_french_with_its_accents(tmp_path):
    out = play(tmp_path, "quit\n", "--lang", "fr")
    assert "Début de partie." in out and "Debut" not in out


def test_ascii_or_an_ascii_terminal_folds_the_accents(tmp_path):
    assert "Debut de partie." in play(tmp_path, "quit\n", "--lang", "fr", "--ascii")
    out = play(tmp_path, "quit\n", "--lang", "fr", encoding="ascii")
    assert "Debut de partie." in out and out.isascii()


def test_settings_language_applies_at_once_and_is_remembered(tmp_path):
    out = play(tmp_path, "settings language en\nchoices\nsettings langue fr\nchoices\nquit\n", "--lang", "fr")
    english, french = out.split("Language: English.\n")[1].split("Langue : français.\n")
    assert "Set-up: place one ship in an edge fjord." in english and "Mise en place" not in english
    assert "Mise en place : placez un navire dans un fjord du bord." in french
    assert 'language = "fr"' in (tmp_path / "settings.toml").read_text("utf-8")


def _not_from_messages(out: str) -> list[str]:
    """The printed lines of a pseudo-locale run that came from no message (each message is bracketed whole;
    a numbered choice is its number and a message; what the player typed is echoed after "> ")."""
    lines = [line for line in out.splitlines() if line and not line.startswith("> ")]
    return [line for line in lines if not line.lstrip("0123456789. ").startswith("[")]


def test_the_shared_front_ends_lines_all_come_from_messages_in_the_pseudo_locale(tmp_path):
    commands = ("undo\nsettings\nsettings rate 300\nsettings rate 1000\nsettings foo 1\nsettings voice\n"
                "settings show resources off\nsettings war off\nsettings sounds maybe\nhelp keys\n"
                "status\nkep gunar\nkeep 1\nfoo\n\n1.5\nchoices\nhistory\nhistory 2\nhistory war 3\nhistory x\n"
                "last round\nrepeat round\nmy card\nhelp\nhelp keep\nhelp foo\npending\nverbosity\nverbosity brief\n"
                "save /x/y\nsave t1\nload nothere\nundo\nundo\n1\n2\n1\n1\nstatus\nscore\nquit\nno\nquit\nyes\n")
    out = play(tmp_path, commands, "--lang", "pseudo")
    assert not _not_from_messages(out), _not_from_messages(out)
    lines = out.splitlines()
    assert any(line.startswith("[") and "Ŧřẏẏ" in line for line in lines)
    said = "\n".join(lines)
    for english in ("settings:", "Nothing to undo", "commands.", "To play", "keys:", "Usage:", "Saved."):
        assert english not in said, english  # each was said, in the pseudo-locale (a line from no message fails)
    assert len([line for line in lines if line.startswith("[")]) > 60


def test_tiny_epic_kingdoms_session_lines_come_from_messages_in_the_pseudo_locale(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), TEK_ACCESS_CONFIG_DIR=str(tmp_path),
               TEK_ACCESS_DATA_DIR=str(tmp_path), PYTHONIOENCODING="utf-8")
    env.pop("TEK_ACCESS_LANG", None)
    done = subprocess.run([sys.executable, "-m", "tek_access", "play", "--players", "2", "--humans", "1", "--seed",
                           "3", "--speech", "off", "--lang", "pseudo"],
                          input=b"undo\nsettings\nhelp\nhelp keys\n\n1.5\nhistory 2\nquit\nyes\n",
                          capture_output=True, env=env, timeout=120, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    out = done.stdout.decode("utf-8")
    assert not _not_from_messages(out), _not_from_messages(out)
    assert "[Ƞǿǿŧħīīƞɠ ŧǿǿ ŭŭƞḓǿǿ" in out  # undo with nothing to undo, from its message


def test_doctor_says_only_messages_in_the_pseudo_locale_and_french_in_french(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), TEK_ACCESS_CONFIG_DIR=str(tmp_path), PYTHONIOENCODING="utf-8")
    env.pop("TEK_ACCESS_LANG", None)
    (tmp_path / "settings.toml").write_text("rate = 9\nfoo = 1\n", encoding="utf-8")  # two settings problems
    runs = {code: subprocess.run([sys.executable, "-m", "tek_access", "doctor", "--lang", code],
                                 capture_output=True, env=env, timeout=120, cwd=tmp_path).stdout.decode("utf-8")
            for code in ("pseudo", "fr")}
    lines = runs["pseudo"].splitlines()
    assert len(lines) >= 10 and all(line.startswith("[") and line.endswith("]") for line in lines), lines
    french = runs["fr"]
    assert french.startswith("Diagnostic : ") and "Fichier de réglages : " in french
    assert "Problème de réglages : Fichier de réglages " in french and "réglage inconnu, ignoré" in french
    assert "Settings" not in french and "checks" not in french


def test_french_settings_undo_and_a_question_answered_oui(tmp_path):
    typed = ("annuler\nréglages\nréglages debit 1000\nréglages rate 300\nréglages afficher guerre off\n"
             "réglages Volume-Sons 40\nréglages ressources off\n1\nquitter\npeut-être\nquitter\no\n")
    out = play(tmp_path, typed, "--lang", "fr")
    assert "Rien à annuler : vous n'avez encore fait aucun choix." in out
    assert "12 réglages :" in out and "débit : 175 mots par minute" in out and "sons : activé" in out
    assert "rate" not in out.replace("réglages rate", "")  # each setting named in French; English still typed
    assert "débit : mots par minute, de 80 à 450, pas 1000" in out  # "debit": accents folded
    assert "Débit : 300 mots par minute. Enregistré." in out
    assert "Guerre : non affiché ; gardé dans l'historique. Enregistré." in out
    assert "Volume-sons : 40 pour cent. Enregistré." in out
    assert "Catégories affichées seulement : ressources. Enregistré." in out
    assert "Tapez oui pour partir" in out and "Au revoir." in out
    assert (tmp_path / "saves" / "vikings-save.json").is_file()  # "o" said yes: saved, then left
    saved = (tmp_path / "settings.toml").read_text("utf-8")  # the file keeps the English ids
    assert "rate = 300" in saved and "sound_volume = 40" in saved and "war = false" in saved
    assert "resources = false" in saved


def test_an_unknown_language_is_refused_in_the_language_the_command_would_speak(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), TEK_ACCESS_CONFIG_DIR=str(tmp_path), TEK_ACCESS_LANG="fr")
    done = subprocess.run([sys.executable, "-m", "tek_access", "play", "--lang", "de"], capture_output=True, env=env,
                          timeout=120, cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.decode("utf-8").strip() == ("tek-access play : Pas de langue de. Langues : en (English), "
                                                   "fr (français). Pas lancé.")


def test_a_bad_option_is_refused_in_the_language_asked_for_and_in_argparses_words_in_english(capsys, monkeypatch):
    import pytest

    from tek_access import cli

    monkeypatch.delenv("TEK_ACCESS_LANG", raising=False)
    monkeypatch.setenv("TEK_ACCESS_CONFIG_DIR", "/nonexistent-tek-access-config")
    cases = {("play", "--lang", "fr", "--foo"): "tek-access : options inconnues : --foo. Tapez tek-access play --help "
                                                "pour les options.",
             ("play", "--lang=fr", "--seed", "x"): "tek-access play : --seed : 'x' n'est pas un nombre entier.",
             ("say", "--lang", "fr"): "tek-access say : manque : text.",
             ("play", "--lang", "fr", "--speech", "loud"): "tek-access play : --speech : auto, lecteur d'écran, "
                                                           "voix ou non, pas 'loud'",
             ("play", "--foo"): "tek-access: error: unrecognized arguments: --foo",
             ("play", "--seed", "x"): "tek-access play: error: argument --seed: invalid int value: 'x'"}
    for argv, said in cases.items():
        with pytest.raises(SystemExit) as stopped:
            cli.main(list(argv))
        assert stopped.value.code == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert err[-1] == said, argv
        if "--speech" not in argv:  # argparse's refusals come after the usage line (--speech is play's own)
            assert err[0].startswith("usage : " if "fr" in " ".join(argv) else "usage: "), argv


def test_the_command_lines_help_is_french_with_lang_fr_and_english_without(tmp_path):
    """--help in French: the descriptions, each option's help (core.ftl, a game's own in its file) and argparse's
    own words; every option of every command has its French help; English is argparse's, as before."""
    import argparse

    from tek_access.cli import COMMANDS, build_parser
    from tek_access.core.messages import speaking

    env = dict(os.environ, PYTHONPATH=str(ROOT), TEK_ACCESS_CONFIG_DIR=str(tmp_path), PYTHONIOENCODING="utf-8")
    env.pop("TEK_ACCESS_LANG", None)
    french = subprocess.run([sys.executable, "-m", "tek_access", "play", "--lang", "fr", "--help"], capture_output=True,
                            env=env, timeout=120, cwd=tmp_path).stdout.decode("utf-8")
    assert french.startswith("usage : tek-access play")
    assert "afficher cette aide et quitter" in french and "show this help" not in french
    assert "reprendre une partie sauvegardée" in french and "jouer avec les jetons d'exploration" in french
    english = subprocess.run([sys.executable, "-m", "tek_access", "play", "--help"], capture_output=True,
                             env=env, timeout=120, cwd=tmp_path).stdout.decode("utf-8")
    assert english.startswith("usage: tek-access play") and "continue a saved game" in english
    assert "show this help message and exit" in english
    top = subprocess.run([sys.executable, "-m", "tek_access", "--help"], capture_output=True,
                         env=dict(env, TEK_ACCESS_LANG="fr"), timeout=120, cwd=tmp_path).stdout.decode("utf-8")
    assert "Les jeux Tiny Epic pour lecteurs d'écran" in top and "Jouer une partie à ce clavier." in top
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    with speaking("fr"):
        for command in COMMANDS:
            shown = " ".join(sub.choices[command].format_help().split())
            each = sub.choices[command]
            for action in each._actions:  # no option's English help left in the French help
                if action.help and action.help != argparse.SUPPRESS:
                    assert " ".join(action.help.split()) not in shown, (command, action.dest)
