"""Issue 13: nothing a player loads can crash or corrupt the game.

Every corrupt save named in the issue gives one line naming the file, the place and the problem
(and "Not loaded." where the player hears it), the running game untouched; format versions
migrate forward and a newer one is named; a property test mutates real saves (delete, retype,
out of range, swap) and each gives a named error or a valid game that then plays on.
"""
from __future__ import annotations

import copy
import io
import json
import random

import pytest
from conftest import CATALOG
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tek_access.audio.announcer import Announcer
from tek_access.games.tek.narration import describe
from tek_access.games.tek.rules.game import Game
from tek_access.games.tek.savecheck import SAVE_FORMAT, check_save
from tek_access.storage import SaveError, load_game, save_game
from tek_access.ui.session import GameSession


def played(seed: int, players: int, steps: int, exploration: bool = False) -> Game:
    rng = random.Random(seed)
    game = Game.new(players=players, seed=seed, exploration=exploration, catalog=CATALOG)
    for _ in range(steps):
        if game.over:
            break
        game.apply(rng.choice(game.choices()))
    return game


def save_data(game: Game) -> dict:
    data = game.to_json()
    data["format"] = SAVE_FORMAT
    data["custom"] = {"factions": [], "territories": []}
    return json.loads(json.dumps(data))


GAME = played(3, 3, 60)
BASES = [save_data(GAME), save_data(played(4, 2, 40)), save_data(played(5, 4, 30, True)), save_data(played(6, 5, 12))]


def refused(tmp_path, text: str | bytes, place: str, problem: str) -> SaveError:
    path = tmp_path / "bad.json"
    if isinstance(text, str):
        text = text.encode("utf-8")
    path.write_bytes(text)
    with pytest.raises(SaveError) as info:
        load_game(path, CATALOG)
    error = info.value
    assert error.file == str(path) and str(error).startswith(str(path))
    assert place in error.place, error
    assert problem in error.problem, error
    assert "\n" not in str(error) and len(str(error)) < 200 + len(str(path))
    return error


def edited(edit) -> str:
    data = copy.deepcopy(BASES[0])
    edit(data)
    return json.dumps(data)


# ------------------------------------------------------------------ the saves named in the issue

@pytest.mark.parametrize("edit, place, problem", [
    (lambda d: d["state"].update(active=7), "state.active", "expected"),
    (lambda d: d["state"]["tasks"][-1].update(t="teleport"), "state.tasks", "unknown task"),
    (lambda d: d["state"]["tasks"][-1].update(p=4), "state.tasks", "not a seat"),
    (lambda d: d["state"]["players"].pop(), "state.players", "the config has 3"),
    (lambda d: d["state"]["players"][0].update(tower=99), "state.players[0].tower", "expected 0 to 6"),
    (lambda d: d["state"]["regions"].update({next(iter(d["state"]["regions"])): [[4, False]]}),
     "state.regions", "not a seat"),
    (lambda d: d["state"].update(regions=[1, 2]), "state.regions", "must be a table"),
    (lambda d: d["state"]["players"][1]["resources"].update(mana=-5), "state.players[1].resources.mana", "0 to 9"),
    (lambda d: d["state"]["players"][1]["resources"].update(ore=10 ** 100), "resources.ore", "101 digits"),
    (lambda d: d["state"].update(tasks=[]), "state.tasks", "empty"),
    (lambda d: d["log"][5].__setitem__(1, ["action", "fly", None]), "log[5]", "illegal choice"),
    (lambda d: d["config"].update(players=4), "config.factions", "one per player"),
    (lambda d: d["state"]["players"][0].update(magic=6), "state.players[0].magic", "0 to 5"),
])
def test_each_corrupt_save_of_the_issue_is_named(tmp_path, edit, place, problem):
    """Issue 13, Why: saves that loaded and then crashed, or loaded silently although invalid."""
    refused(tmp_path, edited(edit), place, problem)


def test_three_meeples_in_one_region_are_refused(tmp_path):
    """Issue 13: three meeples in one region loaded silently (rulings.md: at most two share a region)."""
    def crowd(d):
        rid, occ = next((r, o) for r, o in d["state"]["regions"].items() if o)
        d["state"]["regions"][rid] = [occ[0]] * 3
    refused(tmp_path, edited(crowd), "state.regions.", "at most 2")


@pytest.mark.parametrize("number", ["Infinity", "1e400", "NaN", "-Infinity"])
def test_infinity_and_huge_decimals_in_initial_are_refused(tmp_path, number):
    """Issue 13: Infinity or 1e400 in `initial` loaded and crashed on undo."""
    text = edited(lambda d: d["initial"].update(turn="@@"))
    refused(tmp_path, text.replace('"@@"', number), "", "number")


def test_deep_nesting_and_bad_bytes_are_named(tmp_path):
    """Issue 13: 200,000 `[` gave RecursionError; a non-UTF-8 save gave no file name."""
    refused(tmp_path, "[" * 200_000, "top level", "nested too deeply")
    raw = edited(lambda d: None).encode()
    refused(tmp_path, raw[:100] + b"\xff" + raw[101:], "byte 100", "not UTF-8")


def test_a_newer_format_is_named_and_an_older_one_migrates(tmp_path):
    """Issue 13: format versions migrate forward; a newer one than the program knows is named."""
    refused(tmp_path, edited(lambda d: d.update(format=SAVE_FORMAT + 1)), "format", "newer tek-access")
    old = copy.deepcopy(BASES[0])
    old["format"] = 1
    del old["custom"]
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    game = load_game(path, CATALOG)
    assert game.state.to_json() == GAME.state.to_json()


def test_a_refused_in_game_load_leaves_the_running_game_untouched(tmp_path, monkeypatch):
    """Issue 13: an in-game `load` had already replaced the running game when it then crashed."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "bad.json").write_text(edited(lambda d: d["state"].update(active=7)), encoding="utf-8")
    out = io.StringIO()
    session = GameSession(played(3, 3, 60), ["human", "normal", "normal"], Announcer(out=out, speech="off"))
    before = json.dumps(session.game.to_json(), sort_keys=True)
    session.handle("load bad.json")
    line = out.getvalue().strip().splitlines()[-1]
    assert line.startswith("bad.json: state.active: ") and line.endswith("Not loaded.")
    assert json.dumps(session.game.to_json(), sort_keys=True) == before


def test_real_saves_load_exactly(tmp_path):
    """A save of a real game at any point loads to the same game."""
    for data in BASES:
        game = check_save(copy.deepcopy(data), "base", CATALOG)
        assert game.to_json()["state"] == data["state"]
    done = played(5, 4, 10_000)
    save_game(done, tmp_path / "done.json")
    assert load_game(tmp_path / "done.json", CATALOG).result == done.result


# ------------------------------------------------------------------ mutation property test

def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, path + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _paths(item, path + (i,))


PATHS = [[p for p in _paths(base) if p] for base in BASES]
ODD_VALUES = [None, True, False, 0, -1, 1, 2, 5, 7, 9, 10, 11, 12, 99, 2 ** 64, -2 ** 70, 10 ** 100, 1.5, "",
              "x", "orcs", "blue", "patrol", "ashfall.1", "select_action", [], [0], [[0, False]], {}, {"t": "x"}]


def _get(data, path):
    for key in path:
        data = data[key]
    return data


def _parent(data, path):
    return _get(data, path[:-1]), path[-1]


def _mutate(data, op, path, other, value):
    parent, key = _parent(data, path)
    if op == "delete":
        del parent[key]
    elif op == "retype" or op == "range":
        parent[key] = value
    else:  # swap with another place
        oparent, okey = _parent(data, other)
        try:
            parent[key], oparent[okey] = copy.deepcopy(oparent[okey]), copy.deepcopy(parent[key])
        except (KeyError, IndexError, TypeError):  # the other place was inside this one
            parent[key] = copy.deepcopy(_get(BASES[0], ()) if False else oparent[okey])


def _plays_on(game: Game, seed: int) -> None:
    rng = random.Random(seed)
    json.dumps(game.to_json())
    describe.describe_status(game, None)
    describe.describe_map(game, 0)
    for p in game.state.players:
        game.for_player(p.seat).choices()
    for _ in range(12):
        if game.over:
            break
        game.apply(rng.choice(game.choices()))
    seat = game.log[-1][0] if game.log else 0
    if game.can_undo(seat):
        game.undo(seat)
        game.choices()


@settings(max_examples=2000, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(st.data())
def test_mutated_saves_give_a_named_error_or_a_game_that_plays_on(data):
    """Issue 13, item 5: corrupt saves made by mutating real ones (delete, retype, out-of-range,
    swap): each is refused with SaveError, or loads as a valid game that then plays on."""
    base_index = data.draw(st.integers(0, len(BASES) - 1))
    save = copy.deepcopy(BASES[base_index])
    paths = PATHS[base_index]
    path = data.draw(st.sampled_from(paths))
    op = data.draw(st.sampled_from(["delete", "retype", "range", "swap"]))
    other = data.draw(st.sampled_from(paths))
    value = data.draw(st.sampled_from(ODD_VALUES))
    current = _get(save, path)
    if op == "range" and isinstance(current, int) and not isinstance(current, bool):
        value = current + data.draw(st.sampled_from([-100, -10, -2, -1, 1, 2, 3, 7, 10, 100, 10 ** 30]))
    _mutate(save, op, path, other, value)
    try:
        game = check_save(save, "mutated.json", CATALOG)
    except SaveError as exc:
        assert str(exc).startswith("mutated.json: ") and "\n" not in str(exc)
        return
    _plays_on(game, len(paths))
