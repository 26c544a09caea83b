"""Vikings set-up, the draft, turns and tidying up (003_e355be14bd9c4768.txt)."""
from __future__ import annotations

import pytest
from vikings_support import at, dealt, in_action, kinds, of

from tek_access.games.vikings.rules.game import Game
from tek_access.games.vikings.rules.model import DecisionKind


@pytest.mark.parametrize("players, row", [(2, 4), (3, 5), (4, 6)])
def test_setup_map_side_runes_villages_gods_rows_and_clans(players, row):
    """003_e355be14bd9c4768.txt, Game settings: the map side for the player count, a rune on each island, a
    village on each village dock, three god boards with rage 0, the raven on era 1, favour rows of 4/5/6, and
    clan boards with 6 settlers, 4 ships, 2 temples and resource markers."""
    game = Game.new(players=players, seed=3)
    s = game.state
    assert game.map.players == players
    assert set(s.runes) == set(game.map.islands) and all(h is None for h in s.runes.values())
    assert sorted(s.villages) == sorted(d.id for d in game.map.docks.values() if d.village)
    assert sorted(s.gods) == sorted(game.catalog.gods) and set(s.rage.values()) == {0}
    assert s.era == 1
    assert [len(s.rows["top"]), len(s.rows["bottom"])] == [row, row]
    for clan in s.players:
        assert clan.settlers == 6 and len(clan.temple_slots) == 2 and len(clan.ship_slots) + 1 == 4
        assert clan.res == list(game.catalog.clan.start)


def test_setup_ships_placed_from_the_last_player_counterclockwise_in_edge_fjords():
    """003_e355be14bd9c4768.txt, Game settings: starting with the last player to act, each places 1 ship
    counterclockwise in a fjord on the edge of the map."""
    game = Game.new(players=4, seed=2, first_player=1)
    order = []
    while game.pending.kind == "place_ship":
        order.append(game.pending.player)
        assert {c.target for c in game.choices()} == {f.id for f in game.map.fjords.values() if f.edge}
        game.apply(game.choices()[-1])
    assert order == [0, 3, 2, 1]
    assert len(game.state.ships) == 4 and game.state.start == 1


@pytest.mark.parametrize("era, cards", [(1, 4), (2, 5), (3, 6)])
def test_draft_deals_by_era_and_ends_with_that_many_cards(era, cards):
    """003_e355be14bd9c4768.txt, Phase 1: Draft: 4/5/6 cards by era; keep 1, pass the rest, until 2 are left:
    keep 1, pass the last; the kept cards and the last card received are the hand."""
    game = dealt(players=3, seed=5)
    if era > 1:
        game.state.era = era
        at(game, {"t": "start_era", "p": game.state.start})
    assert [len(c.hand) for c in game.state.players] == [cards] * 3
    picks = 0
    while game.pending.kind == "draft":
        game.apply(game.choices()[0])
        picks += 1
    assert picks == 3 * (cards - 1)
    assert [len(c.hand) for c in game.state.players] == [cards] * 3
    assert game.state.phase == "action"


@pytest.mark.parametrize("era, shift", [(1, 1), (2, -1), (3, 1)])
def test_draft_passes_by_the_era_direction(era, shift):
    """003_e355be14bd9c4768.txt, Phase 1: Draft: hands pass by the era's direction (era 1 and 3 to the left,
    the next seat clockwise; era 2 to the right)."""
    game = dealt(players=3, seed=7)
    if era > 1:
        game.state.era = era
        at(game, {"t": "start_era", "p": 0})
    before = [list(c.hand) for c in game.state.players]
    events = []
    while "hands_passed" not in kinds(events):
        events += game.apply(game.choices()[0])
    for seat in range(3):
        left = [c for c in before[seat] if c not in game.state.players[seat].kept]
        assert sorted(game.state.players[(seat + shift) % 3].hand) == sorted(left)
    got = of(events, "hand_received")
    assert got and all(e.private_to == e.data["player"] for e in got)


def test_turns_go_clockwise_from_the_start_player_and_a_card_must_be_played():
    """003_e355be14bd9c4768.txt, Stage Two: Action: from the starting player, clockwise; Step 2 is mandatory
    (no skip)."""
    game = in_action(players=3, seed=1, first=2)
    seen = []
    for _ in range(4):
        assert game.pending.kind == "play"
        assert all(c.kind in ("up", "down") for c in game.choices())
        seen.append(game.pending.player)
        game.apply(next(c for c in game.choices() if c.kind == "up"))
        while game.pending.kind != "play":
            game.apply(next((c for c in game.choices() if c.kind == "skip"), game.choices()[0]))
    assert seen == [2, 0, 1, 2]


def test_face_up_card_gives_its_rune_for_the_era_and_offers_the_rune_action_only_with_runes():
    """003_e355be14bd9c4768.txt, Rune and rune action: playing a card face up gives its rune; the rune action
    needs the runes the card names, and comes after the leader action."""
    game = in_action(players=2, seed=4)
    seat = game.pending.player
    clan = game.state.players[seat]
    card = game.catalog.cards["astrid"]  # leader sail 3; rune action: 1 Odin rune, gain 2 wood
    clan.hand[0] = card.id
    game.touch()
    events = game.apply(next(c for c in game.choices() if c.kind == "up" and c.target == "astrid"))
    assert of(events, "card_played")[0].data["rune"] == "odin"
    while game.pending.kind != "rune_action":
        game.apply(next((c for c in game.choices() if c.kind in ("skip", "stop")), game.choices()[0]))
    wood = clan.res[0]
    game.apply(next(c for c in game.choices() if c.kind == "rune"))
    assert clan.res[0] == min(7, wood + 2)
    game2 = in_action(players=2, seed=4)
    seat2 = game2.pending.player
    game2.state.players[seat2].hand[0] = "bjorn"  # needs 2 Odin runes: the card gives only 1
    game2.touch()
    events = game2.apply(next(c for c in game2.choices() if c.kind == "up" and c.target == "bjorn"))
    while game2.pending.player == seat2 and game2.pending.kind not in ("play", "complete"):
        assert game2.pending.kind != DecisionKind.RUNE_ACTION
        game2.apply(next((c for c in game2.choices() if c.kind in ("skip", "stop")), game2.choices()[0]))


def test_next_era_start_player_is_left_of_the_fewest_runes_ties_to_the_earliest():
    """003_e355be14bd9c4768.txt, Stage 3: Tidy up: the horn goes to the player to the left of the one with the
    fewest runes; a tie goes to the tied player earliest in the order of action."""
    game = in_action(players=3, seed=1, first=1)
    s = game.state
    for clan in s.players:
        clan.hand, clan.played = [], []
    island = next(iter(s.runes))
    s.settlers[island][1] = 1
    s.runes[island] = 1
    events = at(game, {"t": "tidy", "p": 1})
    assert of(events, "start_player")[0].data == {"player": 0, "fewest": 2}
    assert s.era == 2 and s.start == 0
    game = in_action(players=3, seed=1, first=1)
    for clan in game.state.players:
        clan.hand, clan.played = [], []
    events = at(game, {"t": "tidy", "p": 1})
    assert of(events, "start_player")[0].data == {"player": 2, "fewest": 1}


def test_tidy_discards_the_played_cards_and_their_runes_go():
    """003_e355be14bd9c4768.txt, Stage 3 and Rune: the era's played cards go to the discard; their runes are
    lost."""
    game = in_action(players=2, seed=2)
    s = game.state
    s.players[0].played = [["astrid", "up"]]
    s.players[0].hand = []
    s.players[1].hand = []
    at(game, {"t": "tidy", "p": 0})
    assert "astrid" in s.discard and s.players[0].played == []


def test_game_ends_after_era_three_with_scores_and_winners():
    """003_e355be14bd9c4768.txt, game over: after the third era's tidy up the game is scored."""
    game = in_action(players=2, seed=2)
    s = game.state
    s.era = 3
    for clan in s.players:
        clan.hand = []
    events = at(game, {"t": "tidy", "p": 0})
    assert "game_over" in kinds(events) and game.over and game.pending is None
    assert game.result["winners"]


def test_the_sets_names_read_aloud_short_distinct_and_plain():
    """Issue 19, item 2: names readable aloud by a screen reader: letters and spaces only, short, and
    no two things a player may name in one game share a name."""
    import re

    from tek_access.games.vikings.rules.catalog import load_catalog

    catalog = load_catalog()
    common = [*(c.name for c in catalog.cards.values()), *(f.name for f in catalog.favours.values()),
              *(g.name for g in catalog.gods.values()), *(s.name for s in catalog.slots.values())]
    for m in catalog.maps.values():
        names = common + [p.name for p in (*m.islands.values(), *m.fjords.values(), *m.docks.values())]
        lowered = [n.lower() for n in names]
        assert len(set(lowered)) == len(lowered), sorted(n for n in lowered if lowered.count(n) > 1)
        for name in names:
            assert re.fullmatch(r"[A-Z][A-Za-z]*( [A-Za-z]+)*", name) and len(name) <= 20, name


def test_one_seeded_generator_in_the_state_the_same_seed_deals_the_same_game():
    """architecture.md, engine contract: randomness from one seeded generator stored in the state;
    the same seed and choices give the same game, another seed another deal; a clone is independent."""
    from vikings_support import random_game

    a, b = random_game(3, 11), random_game(3, 11)
    assert a.to_json() == b.to_json()
    assert Game.new(3, 11).state.deck != Game.new(3, 12).state.deck
    game = in_action(players=3, seed=11)
    copy = game.clone()
    copy.apply(copy.choices()[0])
    assert game.state.moves + 1 == copy.state.moves and game.log != copy.log
