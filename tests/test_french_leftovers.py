"""The last lines of TEK's owner-side parts and of the saves said in French (issue 36): a skipped file
of the data folder, the solo options' errors and a save that cannot be read. English unchanged."""
from __future__ import annotations

import argparse

import pytest

from tek_access.core.kernel.saves import SaveError
from tek_access.core.messages import speaking
from tek_access.games.tek import options, userdata
from tek_access.storage import load_game


def test_a_bad_file_of_the_data_folder_is_skipped_with_a_line_in_the_players_language(tmp_path, monkeypatch):
    (tmp_path / "broken.toml").write_text("[[faction]]\nid = 3\n", encoding="utf-8")
    monkeypatch.setattr(userdata, "data_folder", lambda: tmp_path)
    said: dict[str, list[str]] = {"en": [], "fr": []}
    for code in said:
        with speaking(code):
            userdata.user_catalog(warn=said[code].append)
    where = str(tmp_path / "broken.toml")
    assert len(said["en"]) == 1 and said["en"][0].startswith(f"Data file {where}: ") and \
        said["en"][0].endswith(". Skipped.")
    assert len(said["fr"]) == 1 and said["fr"][0].startswith(f"Fichier de données {where} : ") and \
        said["fr"][0].endswith(". Ignoré.")


@pytest.mark.parametrize("seats,players,english,french", [
    ("wizard", None, "Unknown seat kind 'wizard'. Seat kinds: human, normal.",
     "Pas de type de place 'wizard'. Types de place : human, normal."),
    ("human,normal,random", None, "--solo takes one seat kind, for your seat: --seats human, normal or random.",
     "--solo prend un seul type de place, pour la vôtre : --seats human, normal ou random."),
    ("human", 3, "A solo game has 2 seats: you and the Dummy.", "Une partie solo a 2 places : vous et le Mannequin."),
])
def test_the_solo_options_errors_are_said_in_the_players_language(seats, players, english, french):
    args = argparse.Namespace(solo=True, seats=seats, players=players)

    def error(message: str) -> None:
        raise ValueError(message)

    for code, expected in (("en", english), ("fr", french)):
        with speaking(code), pytest.raises(ValueError) as refused:
            options.seats(args, ("human", "normal"), error)
        assert str(refused.value) == expected


def test_a_save_that_cannot_be_read_is_named_in_the_players_language(tmp_path):
    missing = tmp_path / "nowhere.json"
    for path, english, french in ((missing, f"{missing}: file: no such file or directory",
                                   f"{missing}: fichier: fichier introuvable"),
                                  (tmp_path, f"{tmp_path}: file: is a folder, not a save",
                                   f"{tmp_path}: fichier: c'est un dossier, pas une sauvegarde")):
        for code, expected in (("en", english), ("fr", french)):
            with speaking(code), pytest.raises(SaveError) as refused:
                load_game(path)
            assert str(refused.value) == expected
