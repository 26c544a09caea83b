"""Conformance (issue 30): undo never restores anything a seat has seen revealed, in every registered game.

Run over ``registry.names()`` at every table size and with every switch of the game's table options (TEK's
exploration tokens and solo game: :func:`tables`), random games are played through their definitions
(``conformance_support``). After every choice it is decided whether some seat was shown hidden information,
in two ways that do not trust each other:

- declared: an event of one of the game's reveal kinds (``Game.reveal_events``: war dice, a token turned
  over, the dummy's roll; a battle's face-down cards, a card drawn, dealt or passed, the deck shuffled);
- measured: the choice played on the acting seat's view twice, each with another generator for the hidden
  parts it reaches, shows that seat two different things (its own view after the move, or the events it
  sees): what it then knows came from hidden information or chance. This catches a reveal a game forgot
  to declare.

After such a choice no seat can take anything back (``can_undo`` False, ``undo`` refused and nothing
changed); and at random later points an undo by any seat never shortens the log below the last reveal.

It can fail: :func:`test_the_check_fails_when_a_reveal_sets_no_barrier` empties a game's barrier kinds
(as TEK's history was before issue 30 for a token turned over) and the check finds the undo that hides a
revealed token again.
"""
from __future__ import annotations

import argparse
import json
import random

import pytest
from conformance_support import new_table, table_sizes

from tek_access.core import registry
from tek_access.core.kernel.engine import IllegalChoice
from tek_access.core.kernel.rng import Rng


def switches(name: str) -> list[str]:
    """The on/off table options of game ``name`` (``--exploration``, ``--solo``), read from its options part."""
    parser = argparse.ArgumentParser()
    registry.get(name).part("options").add_arguments(parser)
    return [a.dest for a in parser._actions if isinstance(a, argparse._StoreTrueAction)]


def tables(name: str) -> list[tuple[int, str | None]]:
    """(players, switch or None) for every table size of ``name``, plainly and with each switch on."""
    out: list[tuple[int, str | None]] = []
    for players in table_sizes(name):
        out.append((players, None))
        for switch in switches(name):
            out.append((players, switch))
    return out


def make(name: str, players: int, switch: str | None, seed: int):
    """A new whole game (None when the switch does not take this table size, e.g. solo at 3)."""
    if switch is None:
        return new_table(name, players, seed)
    args = argparse.Namespace(**{switch: True})
    try:
        return registry.get(name).part("options").new_game(args, players, seed, None)
    except ValueError:
        return None


def _seen(game, seat: int, events) -> str:
    """What ``seat`` holds after a move: its own view of ``game`` and the events it may see, as text."""
    view = game.for_player(seat).state.to_json()
    shown = [(e.kind, e.data) for e in events if e.private_to is None or e.private_to == seat]
    return json.dumps([view, shown], sort_keys=True, default=str)


def measured_reveal(before, seat: int, choice) -> bool:
    """True when ``choice`` by ``seat`` shows that seat something hidden or drawn by chance: played on two
    views of ``before`` for ``seat``, each drawing hidden parts with another generator, it leaves them
    different to the seat."""
    seen = []
    for salt in (1, 2):
        view = before.for_player(seat)
        view.sampler = Rng(0x5EED * salt + 17 * salt)
        try:
            events = view.apply(choice)
        except IllegalChoice:  # a hidden part drawn so that the choice does not fit: nothing to compare
            return False
        seen.append(_seen(view, seat, events))
    return seen[0] != seen[1]


def check_game(game, rnd: random.Random, declared: frozenset[str], steps: int = 4000) -> dict[str, int]:
    """Play ``game`` at random to its end, checking the promise after every choice (see the module);
    return counts of what was met. An AssertionError names the step, the choice and the events."""
    counts = {"reveals": 0, "measured": 0, "undone": 0}
    last_reveal = 0
    seats = range(game.config.players)
    for step in range(steps):
        pending = game.pending
        if pending is None or game.over:
            break
        seat = pending.player
        choice = rnd.choice(game.choices())
        before = game.clone()
        measured = measured_reveal(before, seat, choice)
        events = game.apply(choice)
        kinds = {e.kind for e in events}
        if measured or kinds & declared:
            counts["reveals"] += 1
            counts["measured"] += measured
            last_reveal = len(game.log)
            fingerprint = json.dumps(game.to_json(), sort_keys=True, default=str)
            for who in seats:
                where = f"step {step}: {choice} by seat {seat}, events {sorted(kinds)}: seat {who}"
                assert not game.can_undo(who), f"{where} may still undo past what was revealed"
                with pytest.raises(IllegalChoice):
                    game.undo(who)
                assert json.dumps(game.to_json(), sort_keys=True, default=str) == fingerprint, where
        elif rnd.random() < 0.05:
            who = rnd.choice(list(seats))
            if game.can_undo(who):
                copy = game.clone()
                copy.undo(who)
                counts["undone"] += 1
                assert len(copy.log) >= last_reveal, f"step {step}: seat {who}'s undo went back past a reveal"
    return counts


@pytest.mark.parametrize("name", registry.names())
def test_undo_never_restores_what_a_seat_has_seen(name):
    """issue 30, item 1: for every table of every game, after every reveal no seat can undo past it."""
    declared = frozenset(registry.get(name).part("options").new_game(
        argparse.Namespace(), table_sizes(name)[0], 0, None).reveal_events)
    totals = {"reveals": 0, "measured": 0, "undone": 0, "tables": 0}
    for players, switch in tables(name):
        game = make(name, players, switch, players * 101 + 7)
        if game is None:
            continue
        totals["tables"] += 1
        for key, value in check_game(game, random.Random(players), declared).items():
            totals[key] += value
    assert totals["tables"] and totals["reveals"] and totals["undone"], totals


def _without_barriers(game) -> None:
    """Break ``game``: empty its reveal kinds, in its history and in any copy the game keeps at hand (TEK's
    ``_reveals``, read as each event is emitted), so that no reveal sets a barrier."""
    game.history.reveals = frozenset()
    if hasattr(game, "_reveals"):
        game._reveals = frozenset()


def _token_table():
    return make("tek", 3, "exploration", 5)


def test_the_check_fails_when_a_reveal_sets_no_barrier():
    """The check can fail: a TEK game with exploration tokens whose history sets no barrier (its reveal kinds
    emptied, as a token turned over was before issue 30) is caught, by the declared events and, with none
    declared, by the measured reveal alone."""
    for declared in (frozenset({"token_revealed", "tokens_placed", "war_revealed", "dummy_rolled"}), frozenset()):
        game = _token_table()
        _without_barriers(game)
        with pytest.raises(AssertionError, match="may still undo past what was revealed"):
            check_game(game, random.Random(3), declared)


@pytest.mark.parametrize("name", registry.names())
def test_the_measured_reveal_alone_catches_a_game_without_barriers(name):
    """The check can fail in every game: with the barrier kinds emptied and nothing declared, the measured
    reveal (the acting seat shown something that depends on hidden parts) finds the undo left open."""
    game = new_table(name, table_sizes(name)[0], 3)
    _without_barriers(game)
    with pytest.raises(AssertionError, match="may still undo past what was revealed"):
        check_game(game, random.Random(3), frozenset())


def test_a_token_turned_over_stays_turned_over():
    """The issue's probe: right after "You find it in ..." every seat's undo is refused, the token stays up."""
    game, rnd, found = _token_table(), random.Random(11), 0
    while game.pending is not None and found < 5:
        events = game.apply(rnd.choice(game.choices()))
        for event in events:
            if event.kind == "token_revealed":
                found += 1
                for who in range(game.config.players):
                    assert not game.can_undo(who)
                    with pytest.raises(IllegalChoice, match="Nothing to undo"):
                        game.undo(who)
                assert event.data["region"] not in game.state.tokens
    assert found
