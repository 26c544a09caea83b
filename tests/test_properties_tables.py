"""Property tests over every table size, with and without the exploration tokens.

The foundation's checks (tests/test_properties.py) after every choice of random legal games of 2
to 5 players: at most two meeples a region, none on water or crags, resources 0..9, at most seven
meeples a player, meeples conserved (000_de41987be7abf7aa.txt: Movement Rules, Other Regions,
Collect Resources, Components), the game ends, save and load round-trip, a seed and its choices
replay (architecture.md, engine contract). Added for issue 3 (000, Playing with 2 Players, with 5
Players, with the Exploration Tokens): neutral meeples in play plus captives stay the Lost
Kingdom's count; each token is face down until revealed once, staying tokens only are left on
the board, one crown at most; a skip only with 5 players.
"""
from __future__ import annotations

import json
import random

from conftest import CATALOG, snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_properties import MAX_CHOICES, MAX_TURNS, check_board, check_conserved

from tek_access.games.tek.rules import tables
from tek_access.games.tek.rules.decisions.tokens import STAYING
from tek_access.games.tek.rules.game import Game
from tek_access.games.tek.rules.model import NEUTRAL

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
PLAYERS = st.sampled_from([2, 3, 4, 5])
EXPLORATION = st.booleans()


class Ledger:
    """Counts kept across a game for the variant invariants."""

    def __init__(self, game: Game) -> None:
        self.neutral = 0  # neutral meeples laid out on the Lost Kingdom (2 players)
        self.neutral_ruins = 0  # neutral meeples removed from the ruins before scoring
        self.tokens: int | None = None  # tokens placed, once setup is over
        self.revealed = 0
        self.seen: set[str] = set()

    def check(self, game: Game, events) -> None:
        s = game.state
        for e in events:
            if e.kind == "lost_kingdom":
                self.neutral = e.data["meeples"]
                assert self.neutral == len(CATALOG.territories[game.config.lost_kingdom].usable)
            elif e.kind == "tokens_placed":
                self.tokens = e.data["count"]
            elif e.kind == "token_revealed":
                assert e.data["region"] not in self.seen, "a region revealed twice"
                self.seen.add(e.data["region"])
                self.revealed += 1
            elif e.kind == "ruins_lost" and e.data["player"] == NEUTRAL:
                self.neutral_ruins += 1
            elif e.kind == "turn_skipped":
                assert game.config.players == 5, "a skip outside a 5-player game"
        captives = sum(p.captives for p in s.players)
        assert tables.neutral_in_play(game) + captives + self.neutral_ruins == self.neutral
        fought = s.war.region if s.war is not None else None
        assert all(len(occ) == 1 for rid, occ in s.regions.items()
                   if rid != fought and any(m[0] == NEUTRAL for m in occ)), "a neutral meeple shares a region"
        if not game.config.exploration:
            assert not s.tokens and not s.revealed
            return
        if self.tokens is not None:
            assert len(s.tokens) + self.revealed == self.tokens
        assert set(s.revealed.values()) <= STAYING
        assert not set(s.tokens) & set(s.revealed)
        assert all(game.region(rid).passable for rid in s.tokens)
        assert sum(p.crown for p in s.players) <= 1
        for rid in s.tokens:  # a face-down token lies only where no player's meeple has been
            assert rid == fought or all(m[0] == NEUTRAL for m in s.regions.get(rid, ())), \
                f"a meeple in {rid} left its token face down"


def play(seed: int, players: int, exploration: bool) -> tuple[Game, list]:
    """A random legal game, every invariant checked after every choice."""
    rng = random.Random(seed)
    game = Game.new(players=players, seed=seed, catalog=CATALOG, exploration=exploration)
    ledger = Ledger(game)
    ledger.check(game, game.start_events)
    in_play = check_board(game)
    chosen = []
    while not game.over:
        menu = game.choices()
        assert menu, f"no choice for {game.pending}"
        choice = rng.choice(menu)
        events = game.apply(choice)
        chosen.append(choice)
        after = check_board(game)
        check_conserved(in_play, after, events)
        ledger.check(game, events)
        in_play = after
        assert len(chosen) < MAX_CHOICES and game.state.turn < MAX_TURNS, "the game does not end"
    if exploration:
        assert ledger.tokens is not None
    return game, chosen


@SETTINGS
@given(seed=SEEDS, players=PLAYERS, exploration=EXPLORATION)
def test_random_games_of_every_size_keep_the_rules_and_end(seed, players, exploration):
    """000, Movement Rules, Other Regions, Collect Resources, Components, End of Game; Playing
    with 2 and 5 Players; Exploration Tokens (see the module docstring)."""
    game, _ = play(seed, players, exploration)
    assert game.pending is None and game.choices() == []
    scores = game.result["scores"]
    assert len(scores) == players
    best = max(s["total"] for s in scores)
    assert game.result["winners"] and all(scores[w]["total"] == best for w in game.result["winners"])
    for s in scores:
        assert s["total"] == sum(v for _, v in s["lines"])
    assert not any(game.region(rid).type == "ruins" and occ for rid, occ in game.state.regions.items())


@SETTINGS
@given(seed=SEEDS, players=PLAYERS, exploration=EXPLORATION)
def test_every_size_replays_from_its_seed_and_choices(seed, players, exploration):
    """architecture.md, engine contract: the Lost Kingdom, the token shuffle and every choice come
    from the seed, so the seed and the choices rebuild the same game."""
    game, chosen = play(seed, players, exploration)
    again = Game.new(players=players, seed=seed, catalog=CATALOG, exploration=exploration)
    for choice in chosen:
        again.apply(choice)
    assert snapshot(again) == snapshot(game)
    assert json.dumps(game.replay(game.log).state.to_json(), sort_keys=True) == \
        json.dumps(game.state.to_json(), sort_keys=True)


@SETTINGS
@given(seed=SEEDS, players=PLAYERS, exploration=EXPLORATION,
       stops=st.lists(st.integers(0, 500), min_size=1, max_size=3))
def test_every_size_saves_and_loads_at_any_point(seed, players, exploration, stops):
    """architecture.md, engine contract: save and load are exact at any point (neutral wars,
    token decisions, captives and crowns included) and the loaded game plays on the same."""
    rng = random.Random(seed)
    game = Game.new(players=players, seed=seed, catalog=CATALOG, exploration=exploration)
    step = 0
    stops = set(stops)
    while not game.over:
        if step in stops:
            loaded = Game.from_json(json.loads(json.dumps(game.to_json())), CATALOG)
            assert snapshot(loaded) == snapshot(game)
            assert loaded.choices() == game.choices()
            twin = random.Random(step)
            for _ in range(40):
                if game.over:
                    break
                a = twin.choice(game.choices())
                assert loaded.choices() == game.choices()
                assert [e.to_json() for e in game.apply(a)] == [e.to_json() for e in loaded.apply(a)]
                step += 1
            assert snapshot(loaded) == snapshot(game)
            continue
        game.apply(rng.choice(game.choices()))
        step += 1
