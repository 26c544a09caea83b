"""French "de" and "à" joined to the name after them (issue 36): the Fluent functions ``DE`` and ``A``
that every French bundle carries, and whole French games that never say "de Ironcliff" or "de le port"."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tek_access.core.messages import CORE, ENGLISH, PSEUDO, Messages, speaking
from tek_access.core.prepositions import FUNCTIONS, french_a, french_de

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(("name", "said"), [
    ("Ironcliff", "d'Ironcliff"), ("Orange", "d'Orange"), ("Ashfall Reach", "d'Ashfall Reach"),
    ("Highcairn", "de Highcairn"), ("Vert", "de Vert"), ("Île", "d'Île"), ("Humains", "d'Humains"),
    ("Huit Pattes", "de Huit Pattes"), ("Yggdrasil", "d'Yggdrasil"),
    ("le port d'Ironcliff", "du port d'Ironcliff"), ("Le port", "du port"), ("les îles", "des îles"),
    ("des îles", "d'îles"), ("la forêt", "de la forêt"), ("l'île", "de l'île"), ("l\u2019île", "de l\u2019île"),
    ("3", "de 3"), ("lent", "de lent"), ("leste", "de leste"),
])
def test_de_contracts_and_elides_as_french_does(name, said):
    assert french_de(name) == said


@pytest.mark.parametrize(("name", "said"), [
    ("le port d'Ironcliff", "au port d'Ironcliff"), ("les îles", "aux îles"), ("la forêt", "à la forêt"),
    ("l'île", "à l'île"), ("Ironcliff", "à Ironcliff"), ("Orange", "à Orange"), ("Highcairn", "à Highcairn"),
    ("Ashfall Reach", "à Ashfall Reach"), ("Les îles", "aux îles"),
])
def test_a_contracts_as_french_does(name, said):
    assert french_a(name) == said


def _family(tmp_path, code, text):
    folder = tmp_path / "locales"
    (folder / code).mkdir(parents=True)
    (folder / code / "t.ftl").write_text(text, encoding="utf-8")
    if code != ENGLISH:
        (folder / ENGLISH).mkdir()
        (folder / ENGLISH / "t.ftl").write_text("m = from { $x } to { $y }\n", encoding="utf-8")
    return Messages(folder, "t")


def test_a_french_message_calls_de_and_a_on_a_variable_and_a_term(tmp_path):
    family = _family(tmp_path, "fr", "m = Vous allez { DE($x) } { A($y) }, { DE(-port) }.\n-port = le port\n")
    with speaking("fr"):
        assert family("m", x="Ironcliff", y="le port d'Ashby") == "Vous allez d'Ironcliff au port d'Ashby, du port."


def test_the_functions_are_french_only_and_english_says_what_it_said():
    assert set(FUNCTIONS) == {"fr"} and set(FUNCTIONS["fr"]) == {"DE", "A"}
    assert CORE.bundle(ENGLISH)._functions.get("DE") is None
    assert CORE.bundle(PSEUDO)._functions.get("DE") is None
    assert CORE.bundle("fr")._functions["DE"] is french_de


BAD = re.compile(r"(?<![\w'’-])(de|à) (le|les) |(?<![\w'’-])(de|à) [AEIOUYÀÂÉÈÊÎÔÛ]|(?<![\w'’-])de [aeiouàâéèêîôû]\w*")
#: "de" before a lower-case vowel word is right when that word is not a name ("de or" is not said: "d'or")
#: so only the contractions and names (capitals) are checked, plus every lower-case vowel word after "de"


def _play(game: str) -> list[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), TEK_ACCESS_LANG="fr")
    done = subprocess.run([sys.executable, "-m", "tek_access", "play", "--game", game, "--lang", "fr", "--players", "3",
                           "--humans", "1", "--seed", "5", "--speech", "off"], input="1\n" * 3000, text=True,
                          capture_output=True, env=env, cwd=ROOT, timeout=900, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.splitlines()


@pytest.mark.parametrize(("game", "said"), [("vikings", "Vous retirez le colon de Vert d'Ironcliff."),
                                             ("tek", "Au tour d'Orange.")])
def test_a_whole_french_game_never_says_de_or_a_before_a_vowel_name_nor_de_le(game, said):
    lines = _play(game)
    assert any(said in line for line in lines), said
    assert any("points" in line or "PV" in line for line in lines[-5:]), lines[-5:]
    wrong = [line for line in lines if BAD.search(line)]
    assert wrong == []
