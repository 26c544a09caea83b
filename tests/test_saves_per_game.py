"""Saves per game (issue 30, item 4): each game's own default save name; a save or load that meets a save of
another game asks first and names it; a save named without a folder goes to the settings folder's saves,
and the line says the full path."""
from __future__ import annotations

import io
import json
import os

import pytest

from tek_access.audio.announcer import Announcer
from tek_access.core import registry
from tek_access.games.tek.rules.game import Game as Kingdoms
from tek_access.games.vikings.rules.game import Game as Vikings
from tek_access.storage import game_of_save, load_target, save_game, saves_folder
from tek_access.ui.session import GameSession


def _session(game):
    out = io.StringIO()
    seats = ["human"] + ["random"] * (game.config.players - 1)
    session = GameSession(game, seats, Announcer(out=out, speech="off"), seed=1)
    session.start()
    return session, out


def _lines(out: io.StringIO, since: int = 0) -> list[str]:
    return [line for line in out.getvalue()[since:].splitlines() if line.strip()]


def _vikings():
    return _session(Vikings.new(3, seed=5))


def _kingdoms():
    return _session(Kingdoms.new(players=3, seed=5))


def test_each_game_has_its_own_default_save_name():
    assert registry.get("tek").default_save == "tek-save.json"
    assert registry.get("vikings").default_save == "vikings-save.json"
    assert len({registry.get(name).default_save for name in registry.names()}) == len(registry.names())


@pytest.mark.parametrize("make,name", [(_vikings, "vikings-save.json"), (_kingdoms, "tek-save.json")])
def test_save_without_a_name_goes_to_the_saves_folder_and_says_the_full_path(make, name):
    session, out = make()
    mark = len(out.getvalue())
    session.handle("save")
    path = saves_folder() / name
    assert path.exists() and game_of_save(path) == session.definition.id
    assert _lines(out, mark)[-1] == f"Saved to {path}."
    assert os.path.isabs(str(path)) and not os.path.exists(name), "nothing written in the current folder"


def test_a_named_save_without_a_folder_goes_to_the_saves_folder_and_a_path_is_kept(tmp_path):
    session, out = _vikings()
    session.handle("save mine.json")
    assert (saves_folder() / "mine.json").exists()
    session.handle(f"save {tmp_path / 'here.json'}")
    assert (tmp_path / "here.json").exists()
    assert _lines(out)[-1] == f"Saved to {tmp_path / 'here.json'}."


def test_saving_over_a_save_of_the_other_game_asks_first_and_names_it():
    """The issue's probe: a Vikings save silently replaced a Kingdoms save."""
    kingdoms, _ = _kingdoms()
    kingdoms.handle("save shared.json")
    target = saves_folder() / "shared.json"
    before = target.read_bytes()
    session, out = _vikings()
    mark = len(out.getvalue())
    session.handle("save shared.json")
    assert _lines(out, mark)[-1] == ("shared.json holds a Tiny Epic Kingdoms save. Save this Tiny Epic Vikings game "
                                     "over it? Type yes to replace it, no to keep it.")
    assert target.read_bytes() == before, "written before the answer"
    session.handle("no")
    assert _lines(out)[-1] == "Not saved. The Tiny Epic Kingdoms save in shared.json is kept."
    assert target.read_bytes() == before
    session.handle("save shared.json")
    session.handle("maybe")  # neither: said, and not saved
    assert "Not saved. The Tiny Epic Kingdoms save in shared.json is kept." in _lines(out)
    assert target.read_bytes() == before
    session.handle("save shared.json")
    session.handle("yes")
    assert game_of_save(target) == "vikings"
    assert _lines(out)[-1] == f"Saved to {target}."


def test_saving_over_a_save_of_the_same_game_does_not_ask():
    session, out = _vikings()
    session.handle("save")
    session.handle("save")
    assert _lines(out)[-1].startswith("Saved to ")


def test_loading_a_save_of_the_other_game_asks_first_names_it_and_plays_it():
    kingdoms, _ = _kingdoms()
    kingdoms.handle("save")  # tek-save.json in the saves folder
    session, out = _vikings()
    mark = len(out.getvalue())
    session.handle("load tek-save.json")
    said = _lines(out, mark)[-1]
    assert said.startswith("tek-save.json is a Tiny Epic Kingdoms save, turn ") and \
        "This table would play Tiny Epic Kingdoms instead of Tiny Epic Vikings" in said, said
    assert session.definition.id == "vikings"
    session.handle("no")
    assert _lines(out)[-1] == "Not loaded. The game goes on." and session.definition.id == "vikings"
    session.handle("load tek-save.json")
    session.handle("yes")
    assert session.definition.id == "tek" and isinstance(session.game, Kingdoms)
    assert any(line.startswith("Loaded ") for line in _lines(out, mark))


def test_maybe_at_the_load_question_says_the_load_was_not_made():
    """The issue's finding: `maybe` at the load confirmation dropped the question without a word."""
    session, out = _kingdoms()
    session.handle("save")
    session.handle("1")  # a change not saved: the load asks
    mark = len(out.getvalue())
    session.handle("load")
    assert "Type yes to load, no to stay." in _lines(out, mark)[-1]
    session.handle("maybe")
    assert "Not loaded: that was not yes. The game goes on." in _lines(out, mark)


def test_a_save_in_the_current_folder_is_still_found(tmp_path, monkeypatch):
    """A save made before saves had their folder, named without one, is loaded from the current folder."""
    monkeypatch.chdir(tmp_path)
    save_game(Vikings.new(3, seed=2), tmp_path / "old.json")
    assert load_target("old.json") == __import__("pathlib").Path("old.json")
    assert load_target("new.json") == saves_folder() / "new.json"


def test_game_of_save_reads_the_game_field(tmp_path):
    (tmp_path / "x.json").write_text(json.dumps({"game": "tek-access-vikings"}))
    (tmp_path / "y.json").write_text("not json")
    assert game_of_save(tmp_path / "x.json") == "vikings"
    assert game_of_save(tmp_path / "y.json") is None and game_of_save(tmp_path / "none.json") is None
