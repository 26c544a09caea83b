"""Save, load, undo, clone and the per-player view that hides secret war dice.

Sources: architecture.md (engine contract: plain-data state, JSON save and load with a format
version, undo, a view per player that hides unrevealed war dice); 000_de41987be7abf7aa.txt,
War: Set ("using their hand as cover, secretly set it"); common brief (a corrupt data file names
the file, the place and the problem).
"""
from __future__ import annotations

import json
import random

import pytest
from conftest import CATALOG, bid, kinds, pick, scenario, snapshot

from tek_access.core.kernel.engine import Choice, IllegalChoice
from tek_access.games.tek.rules.game import Game
from tek_access.games.tek.savecheck import SAVE_FORMAT
from tek_access.storage import SaveError, load_game, save_game


def mid_war():
    """Seat 0 has set a war die of 3 (1 mana 1 ore) against seat 1; seat 1 is to set theirs."""
    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1], "highcairn.4": [2, 2]},
                    resources={0: (2, 2, 2), 1: (2, 2, 9)})
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    pick(game, "meeple", "ashfall.2")
    pick(game, "to", "ashfall.5")
    events = bid(game, 3, (1, 1, 0))
    return game, events


def random_game_at(seed: int, steps: int) -> Game:
    rng = random.Random(seed)
    game = Game.new(players=4, seed=seed, catalog=CATALOG)
    for _ in range(steps):
        if game.over:
            break
        game.apply(rng.choice(game.choices()))
    return game


# ---------------------------------------------------------------- save and load

def test_save_and_load_a_game_in_the_middle_of_a_war(tmp_path):
    """architecture.md: JSON save and load with a format version, exact at any point."""
    game, _ = mid_war()
    path = tmp_path / "saves" / "war.json"
    save_game(game, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == SAVE_FORMAT and data["game"] == "tek-access"
    loaded = load_game(path, CATALOG)
    assert snapshot(loaded) == snapshot(game)
    assert loaded.pending == game.pending and loaded.choices() == game.choices()
    a = game.apply(Choice("flag"))
    b = loaded.apply(Choice("flag"))
    assert [e.to_json() for e in a] == [e.to_json() for e in b]
    assert snapshot(loaded) == snapshot(game)


def test_save_and_load_a_finished_game(tmp_path):
    """architecture.md: a finished game saves and loads with its result."""
    game = random_game_at(5, 10_000)
    assert game.over
    save_game(game, tmp_path / "done.json")
    loaded = load_game(tmp_path / "done.json", CATALOG)
    assert loaded.over and loaded.result == game.result and loaded.pending is None


def test_saving_over_a_save_replaces_it(tmp_path):
    """architecture.md: saves are written whole (a temporary file renamed over the old one)."""
    path = tmp_path / "slot.json"
    first = random_game_at(1, 20)
    save_game(first, path)
    second = random_game_at(2, 40)
    save_game(second, path)
    assert snapshot(load_game(path, CATALOG)) == snapshot(second)
    assert [p.name for p in tmp_path.iterdir()] == ["slot.json"]


@pytest.mark.parametrize("text, place", [
    ("{not json", "line 1"),
    ("[1, 2]", "top level"),
    ('{"game": "chess"}', "top level"),
])
def test_a_corrupt_save_names_the_file_and_the_place(tmp_path, text, place):
    """Common brief: a corrupt data file names the file, the place and the problem; no traceback
    of another kind reaches the player."""
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load_game(path, CATALOG)
    assert str(path) in str(info.value) and place in str(info.value)


def test_a_missing_save_is_a_save_error(tmp_path):
    """Common brief: a clear short message naming the file."""
    with pytest.raises(SaveError) as info:
        load_game(tmp_path / "nothing.json", CATALOG)
    assert "nothing.json" in str(info.value)


@pytest.mark.parametrize("edit, place", [
    (lambda d: d.update(format=99), "format"),
    (lambda d: d["config"].update(factions=["orcs", "elves", "goblins"]), "config.factions"),
    (lambda d: d["config"].pop("seed"), "config"),
    (lambda d: d["state"]["regions"].update({"atlantis.1": [[0, False]]}), "state"),
    (lambda d: d["state"].pop("players"), "state"),
])
def test_a_damaged_save_names_the_problem(tmp_path, edit, place):
    """architecture.md: a save with a format version; a damaged one is refused with the place."""
    game, _ = mid_war()
    data = game.to_json()
    edit(data)
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load_game(path, CATALOG)
    assert info.value.place.startswith(place) and info.value.file == str(path)


def test_clone_is_independent():
    """architecture.md: plain-data state; a clone shares nothing that play changes."""
    game, _ = mid_war()
    before = snapshot(game)
    twin = game.clone()
    twin.apply(Choice("flag"))
    assert snapshot(game) == before
    assert snapshot(twin) != before


# ---------------------------------------------------------------- hidden war dice

def test_an_unrevealed_war_die_is_hidden_from_everyone_else():
    """000, War: Set: each player secretly sets their die; architecture.md: a view per player
    hides unrevealed war dice; the private event reaches only the bidder."""
    game, events = mid_war()
    chosen = [e for e in events if e.kind == "war_die_chosen"]
    assert len(chosen) == 1 and chosen[0].private_to == 0
    assert not chosen[0].visible_to(1) and not chosen[0].visible_to(None) and chosen[0].visible_to(0)
    assert [e.kind for e in events if e.visible_to(1)].count("war_die_set") == 1
    assert game.view(0)["war"]["bids"]["0"][:2] == [3, [1, 1, 0]]
    for seat in (1, 2, None):
        assert game.view(seat)["war"]["bids"]["0"][:2] == [None, None]
        assert "3" not in json.dumps(game.view(seat)["war"]["bids"])
    assert game.for_player(1).choices() == game.choices()


def test_revealed_war_dice_are_public():
    """000, War: Reveal: both players reveal their die; every view shows both then."""
    game, _ = mid_war()
    events = bid(game, 2, (0, 2, 0))
    revealed = [e for e in events if e.kind == "war_revealed"][0]
    assert revealed.private_to is None
    assert revealed.data["attacker_value"] == 3 and revealed.data["defender_value"] == 2
    assert game.pending.kind == "retreat"  # the war is still open while the loser decides
    for seat in (0, 1, 2, None):
        bids = game.view(seat)["war"]["bids"]
        assert bids["0"][0] == 3 and bids["1"][0] == 2


# ---------------------------------------------------------------- undo

def test_undo_takes_back_the_seats_last_choice_and_everything_after():
    """architecture.md: undo; the state returns exactly to before the undone choice."""
    game = scenario(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2]},
                    resources={0: (1, 2, 3), 1: (2, 2, 2), 2: (3, 3, 3)})
    assert not game.can_undo(0)
    with pytest.raises(IllegalChoice):
        game.undo(0)
    pick(game, "action", "build")
    before_take = json.dumps(game.state.to_json(), sort_keys=True)
    pick(game, "take", "build")
    pick(game, "take", "build")  # seat 1
    assert game.can_undo(0) and game.can_undo(1) and not game.can_undo(2)
    game.undo(0)
    assert json.dumps(game.state.to_json(), sort_keys=True) == before_take
    assert game.pending.kind == "respond" and game.pending.player == 0
    assert [c.kind for c in game.choices()] == ["take", "nothing"]
    game.undo(0)  # then the selection itself
    assert game.pending.kind == "select_action" and game.state.shields == []


def test_undo_at_random_points_restores_the_earlier_state():
    """architecture.md: undo replays the game up to the undone choice; the result equals the state
    before that choice was made."""
    undone = 0
    for seed in range(6):
        rng = random.Random(seed)
        game = Game.new(players=3, seed=seed, catalog=CATALOG)
        history = []
        for _ in range(60 + 25 * seed):
            history.append(json.dumps(game.state.to_json(), sort_keys=True))
            game.apply(rng.choice(game.choices()))
        seat = game.log[-1][0]
        if not game.can_undo(seat):
            continue  # the last choice revealed a war die
        index = max(i for i, (s, _) in enumerate(game.log) if s == seat)
        game.undo(seat)
        assert json.dumps(game.state.to_json(), sort_keys=True) == history[index]
        assert len(game.log) == index
        undone += 1
    assert undone >= 3


def test_no_undo_across_a_war_reveal():
    """architecture.md: hidden information once revealed cannot be undone; a bid before the
    reveal can be."""
    game, _ = mid_war()
    assert game.can_undo(0)
    twin = game.clone()
    twin.undo(0)
    assert twin.pending.kind == "war_die" and twin.pending.player == 0
    events = bid(game, 2, (0, 2, 0))
    assert "war_revealed" in kinds(events)
    assert not game.can_undo(0) and not game.can_undo(1)
    before = snapshot(game)
    with pytest.raises(IllegalChoice):
        game.undo(1)
    assert snapshot(game) == before
