"""Vikings secrets (a drafted hand, a face-down card, favour cards under a clan board), saves, undo
and the data files (003_e355be14bd9c4768.txt, Phase 1: Draft; Battle; issue 19, items 2 and 4)."""
from __future__ import annotations

import json
import random
import shutil

import pytest
from vikings_support import in_action, random_game

from tek_access.core.kernel.datafile import DataError
from tek_access.games.tek.rules.infoset import look_ahead
from tek_access.games.vikings.rules.catalog import DATA, load_catalog
from tek_access.games.vikings.rules.game import Game, SaveError
from tek_access.games.vikings.rules.model import HIDDEN, PRIVATE_EVENTS, IllegalChoice


def test_a_view_hides_other_hands_face_down_cards_favours_and_the_deck():
    """003_e355be14bd9c4768.txt, Phase 1 (each looks at their own cards) and Battle (face-down cards; favour
    cards viewed only by their owner): another seat's view holds none of them."""
    game = in_action(players=3, seed=2, first=0)
    game.apply(next(c for c in game.choices() if c.kind == "down"))
    game.apply(game.choices()[0])
    secret_favour = next(f for f in game.catalog.favours if all(f not in r for r in game.state.rows.values())
                         and f != game.state.battle["favour"])
    game.state.players[1].favours = [secret_favour]
    view = game.for_player(2)
    text = json.dumps(view.state.to_json())
    for secret in (*game.state.players[0].hand, *game.state.players[1].hand, game.state.battle["cards"]["0"],
                   secret_favour, *game.state.deck[-3:]):
        assert f'"{secret}"' not in text, secret
    assert view.state.players[2].hand == game.state.players[2].hand
    assert view.state.battle["cards"]["0"] == HIDDEN and view.config.seed == 0 and view.log == []
    own = game.for_player(0)
    assert own.state.battle["cards"]["0"] == game.state.battle["cards"]["0"]


def test_private_events_go_only_to_their_seat():
    """Every event of a private kind is private to its player; no other event is private."""
    game = Game.new(players=3, seed=4)
    rng = random.Random(4)
    events = list(game.start_events)
    while not game.over:
        events += game.apply(rng.choice(game.choices()))
    for event in events:
        if event.kind in PRIVATE_EVENTS:
            assert event.private_to == event.data["player"], event
        else:
            assert event.private_to is None, event


def test_play_on_a_view_draws_hidden_parts_and_the_look_ahead_stops_there():
    """A view plays on: hidden parts are drawn from its own sampler when play reaches them (another
    seat's hand), and the look-ahead reports it; the seat's own decisions draw nothing."""
    game = in_action(players=3, seed=6, first=0)
    hands = [c.hand for c in game.state.players]
    swap_in = "halla"  # leader action: build
    for hand in hands:
        if swap_in in hand:
            hand[hand.index(swap_in)] = hands[0][0]
    hands[0][0] = swap_in
    game.state.players[0].res = [5, 0, 0]
    game.touch()
    view = game.for_player(0)
    _events, drew = look_ahead(view, next(c for c in view.choices() if c.kind == "up" and c.target == swap_in))
    assert not drew and view.pending.player == 0
    drew = False
    while not drew:
        _events, drew = look_ahead(view, next((c for c in view.choices() if c.kind == "skip"), view.choices()[0]))
    assert view.pending.player == 1 and HIDDEN not in view.state.players[1].hand
    while not view.over:
        view.apply(view.choices()[0])
    assert view.result["winners"]


def test_save_and_load_is_lossless_and_carries_a_format_version():
    """to_json and from_json give back the same game (state, log, choices)."""
    game = random_game(3, 9)
    again = Game.from_json(json.loads(json.dumps(game.to_json())))
    assert again.to_json() == game.to_json()
    game = in_action(players=4, seed=9)
    game.apply(game.choices()[0])
    data = game.to_json()
    assert data["format"] == 1 and data["game"] == "tek-access-vikings"
    again = Game.from_json(json.loads(json.dumps(data)))
    assert again.choices() == game.choices() and again.pending == game.pending


@pytest.mark.parametrize("edit, place", [
    (lambda d: d.update(game="tek-access"), "top level"),
    (lambda d: d.update(format=99), "format"),
    (lambda d: d["config"].update(players=7), "config"),
    (lambda d: d["state"]["players"][0]["res"].__setitem__(0, 9), "state.players[0].res"),
    (lambda d: d["state"]["ships"].append([0, "atlantis"]), "state.ships[4]"),
    (lambda d: d["state"]["players"][1]["hand"].append("nobody"), "state.players[1]"),
    (lambda d: d["state"]["settlers"]["ravenholm"].__setitem__(0, 3), "state.players[0]"),
    (lambda d: d["state"].pop("deck"), "state"),
])
def test_a_corrupt_save_is_refused_by_file_place_and_problem(edit, place):
    """A corrupt Vikings save names the file, the place and the problem; nothing is loaded."""
    data = json.loads(json.dumps(in_action(players=4, seed=1).to_json()))
    edit(data)
    with pytest.raises(SaveError) as err:
        Game.from_json(data, source="game.json")
    assert err.value.file == "game.json" and err.value.place == place and err.value.problem


def test_a_corrupt_data_file_is_refused_by_file_place_and_problem(tmp_path):
    """A Vikings data file with a bad field names the file, the place and the problem."""
    folder = tmp_path / "data"
    shutil.copytree(DATA, folder)
    deck = folder / "deck.toml"
    deck.write_text(deck.read_text().replace('strength = 6', 'strength = "six"', 1))
    with pytest.raises(DataError) as err:
        load_catalog(folder)
    assert err.value.file.endswith("deck.toml") and err.value.place == "card 'magna'"
    assert "whole number" in err.value.problem
    islands = folder / "islands.toml"
    shutil.copy(DATA / "deck.toml", deck)
    islands.write_text(islands.read_text().replace('fjord = "middle"', 'fjord = "nowhere"', 1))
    with pytest.raises(DataError) as err:
        load_catalog(folder)
    assert err.value.file.endswith("islands.toml") and "dock 'ravenholm_harbour'" in err.value.place


def test_undo_takes_back_a_choice_but_not_past_a_reveal():
    """Undo replays the choices, and stops at hidden information already revealed (architecture)."""
    game = in_action(players=2, seed=3, first=0)
    before = game.to_json()["state"]
    game.apply(next(c for c in game.choices() if c.kind == "up"))
    assert game.can_undo(0)
    game.undo(0)
    assert game.to_json()["state"] == before
    with pytest.raises(IllegalChoice):
        game.undo(1)  # seat 1's last choice was in the draft, before the hands were passed


def test_an_illegal_choice_is_refused_and_changes_nothing():
    """An answer that is not legal now raises IllegalChoice with a reason and changes nothing."""
    game = in_action(players=2, seed=3)
    before = game.to_json()
    with pytest.raises(IllegalChoice):
        game.apply(game.choices()[0]._replace(target="nobody"))
    assert game.to_json() == before


def _paths(data, prefix=()):
    if isinstance(data, dict):
        items = list(data.items())
    elif isinstance(data, list):
        items = list(enumerate(data))
    else:
        return
    for key, value in items:
        yield (*prefix, key)
        yield from _paths(value, (*prefix, key))


def test_a_save_with_any_one_field_spoilt_is_refused_or_plays_on():
    """Any one field of a save's state set to a wrong value: the load is refused with a SaveError, or
    the game loads and plays on without an error (no traceback reaches a player)."""
    rng = random.Random(5)
    bases = []
    for seed in range(3):
        game = Game.new(players=2 + seed, seed=seed)
        moves = random.Random(seed)
        for _ in range(40 + 40 * seed):
            game.apply(moves.choice(game.choices()))
        bases.append(game.to_json())
    values = [None, -1, 99, "x", HIDDEN, [], {}, True, 0, 2, "north", "odin", "astrid", "golden_horn",
              "ravenholm_harbour", "top_left", ["ravenholm"], {"0": "astrid"}]
    refused = 0
    for _ in range(400):
        data = json.loads(json.dumps(rng.choice(bases)))
        path = rng.choice(list(_paths(data["state"])))
        node = data["state"]
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = rng.choice(values)
        try:
            game = Game.from_json(data, source="spoilt.json")
        except SaveError as err:
            assert err.file == "spoilt.json" and err.place and err.problem
            refused += 1
            continue
        for _ in range(20):
            if game.over:
                break
            game.apply(rng.choice(game.choices()))
    assert refused > 100
