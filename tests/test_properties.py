"""Property tests: random legal games checked after every choice.

Hypothesis picks the seed (which deals the game and drives the random choices) and the table
size. After every choice the board must obey the rulebook (000_de41987be7abf7aa.txt): Movement
Rules (at most two meeples a region), Other Regions (none on water or crags; only meeples in the
ruins are knocked over), Collect Resources (resources 0..9), Components (seven meeples a player,
so meeples in play plus supply is seven and every change in play is an expand, a loss or a free
placement), and the game ends. The engine contract (architecture.md) must hold too: a seed and
its choices replay to the same state, save and load round-trip at any point, and a rejected
choice changes nothing.
"""
from __future__ import annotations

import json
import random

import pytest
from conftest import CATALOG, snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tek_access.core.kernel.engine import Choice, IllegalChoice
from tek_access.games.tek.rules.game import Game
from tek_access.games.tek.rules.model import ACTIONS, NEUTRAL, RESOURCES

SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
PLAYERS = st.sampled_from([3, 4])
#: A whole game takes a few hundred choices; far more means the game would not end.
MAX_CHOICES = 4000
#: Five shields a round, one turn per shield: the end needs at most this many turns in practice.
MAX_TURNS = 400
MEEPLES = 7

#: Meeples each event adds to the board or takes off it (000: Setup, two meeples on a home
#: region; Expand; Breaking Alliances, free placement; War: Resolve; Ruins, removed before scoring).
IN_PLAY_CHANGE = {"start_placed": 2, "expanded": 1, "free_placement": 1, "meeple_lost": -1, "ruins_lost": -1}


def check_board(game: Game) -> list[int]:
    """Assert the board invariants; return meeples in play by seat."""
    in_play = [0] * game.config.players
    for rid, occ in game.state.regions.items():
        region = game.region(rid)
        assert len(occ) <= 2, f"{rid} holds {len(occ)} meeples"
        if occ:
            assert region.passable, f"meeple on {region.type} {rid}"
        for seat, searching in occ:
            if seat != NEUTRAL:
                in_play[seat] += 1
            if searching:
                assert region.type == "ruins", f"knocked over outside the ruins in {rid}"
    for p in game.state.players:
        for r in RESOURCES:
            assert 0 <= p.resources[r] <= 9, f"seat {p.seat} has {p.resources[r]} {r}"
        assert 0 <= p.tower <= 6 and 0 <= p.magic <= 5
        assert 0 <= in_play[p.seat] <= MEEPLES
    assert len(game.state.shields) <= 5 and len(set(game.state.shields)) == len(game.state.shields)
    assert set(game.state.shields) <= set(ACTIONS)
    return in_play


def check_conserved(before: list[int], after: list[int], events) -> None:
    """Every meeple entering or leaving play is explained by an event."""
    delta = [0] * len(before)
    for e in events:
        if e.kind in IN_PLAY_CHANGE and e.data["player"] != NEUTRAL:
            delta[e.data["player"]] += IN_PLAY_CHANGE[e.kind]
    assert [a - b for a, b in zip(after, before)] == delta, [e.kind for e in events]


def check_secrets(game: Game, events) -> None:
    """000, War: Set (dice set secretly); architecture.md: a player's view and events never show
    another player's unrevealed war die."""
    for e in events:
        if e.kind == "war_die_chosen":
            assert e.private_to == e.data["player"]
        elif e.kind == "war_die_set":
            assert e.private_to is None and "value" not in e.data and "payment" not in e.data
    w = game.state.war
    if w is None or w.revealed:
        return
    for seat in list(range(game.config.players)) + [None]:
        bids = game.view(seat)["war"]["bids"]
        for key, shown in bids.items():
            if seat is None or int(key) != seat:
                assert shown[0] is None and shown[1] is None, f"seat {seat} sees the die of {key}"


def play(seed: int, players: int, on_step=None, exploration: bool = False) -> tuple[Game, list[Choice]]:
    """Play a random legal game, checking the invariants after every choice."""
    rng = random.Random(seed)
    game = Game.new(players=players, seed=seed, catalog=CATALOG, exploration=exploration)
    in_play = check_board(game)
    chosen: list[Choice] = []
    while not game.over:
        menu = game.choices()
        assert menu, f"no choice for {game.pending}"
        choice = rng.choice(menu)
        assert game.check(choice) is None
        if on_step is not None:
            on_step(game, rng)
        events = game.apply(choice)
        chosen.append(choice)
        after = check_board(game)
        check_conserved(in_play, after, events)
        check_secrets(game, events)
        in_play = after
        assert len(chosen) < MAX_CHOICES and game.state.turn < MAX_TURNS, "the game does not end"
    assert game.pending is None and game.choices() == []
    assert game.result is not None and game.result["winners"]
    return game, chosen


@SETTINGS
@given(seed=SEEDS, players=PLAYERS)
def test_random_legal_games_keep_the_rules_and_end(seed, players):
    """000, Movement Rules, Other Regions, Collect Resources, Components, End of Game (see module)."""
    game, _ = play(seed, players)
    _check_end(game)


def _check_end(game: Game) -> None:
    """000, 4. Check for End-of-Game Conditions and Scoring: the end was triggered and came when
    the action card would next be cleared; the winners have the most points; each total is the
    sum of its explained lines; meeples in the ruins were removed."""
    assert game.state.end_triggered
    assert len(game.state.shields) == 5  # the game ends when the card would next be cleared
    scores = game.result["scores"]
    best = max(s["total"] for s in scores)
    assert all(scores[w]["total"] == best for w in game.result["winners"])
    for s in scores:
        assert s["total"] == sum(v for _, v in s["lines"])
    assert not any(game.region(rid).type == "ruins" and occ for rid, occ in game.state.regions.items())


@SETTINGS
@given(seed=SEEDS, players=PLAYERS)
def test_the_same_seed_and_choices_replay_to_the_same_state(seed, players):
    """architecture.md, engine contract: one seeded generator; a seed and its choices replay."""
    game, chosen = play(seed, players)
    again = Game.new(players=players, seed=seed, catalog=CATALOG)
    for choice in chosen:
        again.apply(choice)
    assert snapshot(again) == snapshot(game)
    assert json.dumps(game.replay(game.log).state.to_json(), sort_keys=True) == \
        json.dumps(game.state.to_json(), sort_keys=True)


@SETTINGS
@given(seed=SEEDS, players=PLAYERS, stops=st.lists(st.integers(0, 600), min_size=1, max_size=4))
def test_save_and_load_round_trip_at_any_point(seed, players, stops):
    """architecture.md, engine contract: JSON save and load with a format version, exact at any
    point (mid-war included); the loaded game plays on exactly like the original."""
    rng = random.Random(seed)
    game = Game.new(players=players, seed=seed, catalog=CATALOG)
    step = 0
    stops = set(stops)
    while not game.over:
        if step in stops:
            data = json.loads(json.dumps(game.to_json()))
            loaded = Game.from_json(data, CATALOG)
            assert snapshot(loaded) == snapshot(game)
            assert loaded.choices() == game.choices()
            copy_rng = random.Random(step)
            twin_rng = random.Random(step)
            for _ in range(30):
                if game.over:
                    break
                a = copy_rng.choice(game.choices())
                b = twin_rng.choice(loaded.choices())
                assert a == b
                assert [e.to_json() for e in game.apply(a)] == [e.to_json() for e in loaded.apply(b)]
                step += 1
            assert snapshot(loaded) == snapshot(game)
            continue
        game.apply(rng.choice(game.choices()))
        step += 1


JUNK_KINDS = st.sampled_from(["action", "take", "collect", "nothing", "meeple", "stand", "to", "give", "get",
                              "amount", "bid", "flag", "boost", "no_boost", "retreat", "remove", "resource",
                              "region", "side", "resources", "", "war", "xyzzy"])
JUNK_TARGETS = st.one_of(st.none(), st.integers(-3, 14), st.floats(-3, 14), st.booleans(),
                         st.sampled_from(list(ACTIONS) + list(RESOURCES)),
                         st.sampled_from(["ashfall.1", "ashfall.6", "thornvale.6", "nowhere", "1", ""]),
                         st.text(max_size=8))
JUNK_NUMBERS = st.one_of(st.integers(-2, 12), st.integers(-2, 12), st.floats(-2, 12), st.booleans(),
                         st.text(max_size=2))
JUNK_PAYMENTS = st.one_of(st.none(), st.tuples(st.integers(-2, 12), st.integers(-2, 12), st.integers(-2, 12)),
                          st.tuples(JUNK_NUMBERS, JUNK_NUMBERS, JUNK_NUMBERS),
                          st.lists(st.integers(0, 9), max_size=4).map(tuple))
JUNK = st.builds(Choice, JUNK_KINDS, JUNK_TARGETS, JUNK_PAYMENTS)


def _ints(values, n) -> bool:
    return (isinstance(values, (tuple, list)) and len(values) == n
            and all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in values))


def accepted_is_well_formed(game: Game, choice: Choice) -> bool:
    """A choice check() accepts is on the menu, or is a war bid or starting split made of whole
    numbers (rulings.md, War: any legal payment is accepted, not only the menu's cheapest, and a
    bid without a payment takes the cheapest;
    000, Setup: any split of six)."""
    if choice in game.choices():
        return True
    if choice.kind == "bid":
        return _ints((choice.target,), 1) and (choice.payment is None or _ints(choice.payment, 3))
    if choice.kind == "resources":
        return _ints(choice.payment, 3) and sum(choice.payment) == 6
    return False


def probe(game: Game, junk: list[Choice]) -> int:
    """Try each junk choice, and each with the kind of a legal choice now; return how many were
    rejected. A rejection must be a short ASCII reason, apply() must raise IllegalChoice and the
    state must not change; an acceptance must be well formed."""
    kinds_now = sorted({c.kind for c in game.choices()})
    rejected = 0
    for bad in junk:
        for kind in [bad.kind] + kinds_now:
            candidate = Choice(kind, bad.target, bad.payment)
            reason = game.check(candidate)
            if reason is None:
                assert accepted_is_well_formed(game, candidate), candidate
                continue
            assert isinstance(reason, str) and reason and reason.isascii()
            before = (game.state.to_json(), len(game.log), game.version)
            with pytest.raises(IllegalChoice):
                game.apply(candidate)
            assert (game.state.to_json(), len(game.log), game.version) == before
            rejected += 1
    return rejected


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, junk=st.lists(JUNK, min_size=3, max_size=8))
def test_a_rejected_choice_changes_nothing(seed, junk):
    """architecture.md, engine contract; common brief (bad input: nothing changed): at the first
    decision of each kind in a random game (setup, actions, movement, trade, war dice, retreat...)
    a choice that check() refuses makes apply() raise IllegalChoice and leaves the state JSON
    equal; check() never raises."""
    rng = random.Random(seed)
    game = Game.new(players=4, seed=seed, catalog=CATALOG)
    seen: set[str] = set()
    rejected = 0
    while not game.over:
        if game.pending.kind not in seen:
            seen.add(game.pending.kind)
            rejected += probe(game, junk)
        game.apply(rng.choice(game.choices()))
    assert rejected > 0
    assert {"choose_resources", "select_action", "respond"} <= seen
