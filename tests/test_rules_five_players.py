"""Five players: the player who clears the action card is skipped.

Source: 000_de41987be7abf7aa.txt, Playing with 5 Players ("the player who clears the action card
gets skipped. The active player token is passed to the next player; no action is taken that
turn. This ensures that players have an equal opportunity to make the first selection"); On Your
Turn (clearing the action card when all five shields are down).
"""
from __future__ import annotations

import random
from collections import Counter

from conftest import CATALOG, kinds, pick, scenario

from tek_access.games.tek.rules.game import Game

FACTIONS5 = ("orcs", "elves", "humans", "dwarves", "fenwardens")
SIDES5 = ("ashfall", "thornvale", "highcairn", "cinderholm", "frostmarch")
FOUR_DOWN = ("patrol", "quest", "build", "research")


def five(active: int = 1, **kw) -> Game:
    """Five players, one meeple pair each at home, four shields down, ``active`` to select."""
    meeples = {"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2], "cinderholm.1": [3, 3],
               "frostmarch.2": [4, 4]}
    return scenario(factions=FACTIONS5, sides=SIDES5, meeples=meeples, active=active, shields=FOUR_DOWN, **kw)


def finish_round(game: Game) -> list:
    """The active player selects the last action; everyone collects or passes. Returns events
    up to the next select-action decision."""
    events = pick(game, "action", "trade")
    while game.pending.kind != "select_action":
        menu = game.choices()
        quiet = [c for c in menu if c.kind in ("nothing", "collect")]
        events += game.apply(quiet[0] if quiet else menu[0])
    return events


def test_the_player_who_clears_the_action_card_is_skipped():
    """000, Playing with 5 Players: seat 2 would clear the card; the card is cleared, seat 2 takes
    no action and the active player token passes to seat 3, who makes the first selection."""
    game = five(active=1)
    turn = game.state.turn
    events = finish_round(game)
    assert "shields_cleared" in kinds(events)
    skipped = [e for e in events if e.kind == "turn_skipped"]
    assert [e.data["player"] for e in skipped] == [2]
    assert not any(e.kind == "action_selected" and e.data["player"] == 2 for e in events)
    assert game.pending.kind == "select_action" and game.pending.player == 3
    assert game.state.shields == [] and game.state.active == 3
    assert len(game.choices()) == 6  # a fresh card: every action open
    assert game.state.turn == turn + 2  # the skipped turn counts as a turn


def test_the_skipped_player_gets_nothing_that_turn():
    """000, Playing with 5 Players: no action is taken that turn, so after the card is cleared
    nobody selects, responds or collects until seat 3's turn starts."""
    game = five(active=1, resources={seat: (1, 1, 1) for seat in range(5)})
    events = finish_round(game)
    cleared = kinds(events).index("shields_cleared")
    assert kinds(events)[cleared:] == ["shields_cleared", "turn_skipped", "turn_started"]
    assert events[-1].data["player"] == 3


def test_four_players_the_clearer_selects_first():
    """000, On Your Turn: with fewer than five players the player who clears the card then
    selects an action as usual (the skip is a 5-player rule)."""
    game = scenario(factions=FACTIONS5[:4], sides=SIDES5[:4], active=1, shields=FOUR_DOWN,
                    meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1], "highcairn.4": [2, 2],
                             "cinderholm.1": [3, 3]})
    events = finish_round(game)
    assert "shields_cleared" in kinds(events) and "turn_skipped" not in kinds(events)
    assert game.pending.kind == "select_action" and game.pending.player == 2


def _first_selectors(players: int, seed: int) -> list[int]:
    """Seats that made the first selection on each fresh action card, in a random game."""
    rng = random.Random(seed)
    game = Game.new(players=players, seed=seed, catalog=CATALOG)
    firsts: list[int] = []
    fresh = False
    while not game.over:
        for e in game.apply(rng.choice(game.choices())):
            if e.kind in ("shields_cleared", "game_started"):
                fresh = True
            elif e.kind == "action_selected" and fresh:
                firsts.append(e.data["player"])
                fresh = False
    return firsts


def test_every_player_gets_the_same_number_of_first_selections():
    """000, Playing with 5 Players: the skip "ensures that players have an equal opportunity to
    make the first selection": the first selector moves one seat on with each card, so any five
    consecutive cards give every seat exactly one first selection."""
    for seed in (1, 2, 3):
        firsts = _first_selectors(5, seed)
        assert len(firsts) >= 5
        for a, b in zip(firsts, firsts[1:]):
            assert b == (a + 1) % 5
        for i in range(len(firsts) - 4):
            assert sorted(firsts[i:i + 5]) == [0, 1, 2, 3, 4]
        counts = Counter(firsts)
        assert max(counts.values()) - min(counts.get(s, 0) for s in range(5)) <= 1


def test_a_five_player_game_deals_five_homes_and_ends():
    """000, Setup and Playing with 5 Players: five distinct factions, colours and cards; a random
    game reaches the end and scores every seat."""
    game = Game.new(players=5, seed=11, catalog=CATALOG)
    assert len(set(game.config.factions)) == 5 and len(set(game.config.cards)) == 5
    assert len(set(game.config.colours)) == 5
    rng = random.Random(11)
    skips = 0
    while not game.over:
        skips += kinds(game.apply(rng.choice(game.choices()))).count("turn_skipped")
    assert skips >= 1
    assert len(game.result["scores"]) == 5
