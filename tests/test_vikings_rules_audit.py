"""Vikings rules held to 003 where the first tests left a rule or a case uncovered: the invader's
tie, the invader against an initiator whose joiners cannot pay, a looted village completed at once,
and the Viking deck shuffled again from the discard (003_e355be14bd9c4768.txt)."""
from __future__ import annotations

from vikings_support import answer, at, clear_board, fight, in_action, kinds, of

from tek_access.games.vikings.rules import actions


def test_a_tie_with_the_invader_the_initiator_loses_and_the_invader_raises_rage_without_a_boon():
    """003_e355be14bd9c4768.txt, Battle: If no other players are involved in the battle: in a tie,
    the initiator and the invader act as losers, except that the invader gains no Valkyrie boon:
    the card goes back where it was taken, the initiator gains its boon and its god's rage +1, and
    the invader's god gains 1 rage."""
    game = in_action(players=2, seed=1)
    s = game.state
    s.players[0].res = [0, 0, 0]
    s.rage = {g: 0 for g in s.rage}
    top = list(s.rows["top"])
    s.deck.append("bjorn")  # the invader: odin, strength 2
    events = fight(game, {0: "olaf"}, initiator=0, favour=top[0], end="top_left")  # olaf: thor, strength 2
    reveal = of(events, "battle_revealed")[0].data
    assert reveal["invader"] == "bjorn" and reveal["invader_strength"] == reveal["strengths"]["0"] == 2
    assert of(events, "battle_tied")[0].data["players"] == [0] and "battle_won" not in kinds(events)
    assert s.rows["top"] == top and s.players[0].favours == []
    assert [(e.data["player"], e.data["god"]) for e in of(events, "boon_gained")] == [(0, "thor")]
    assert s.players[0].res[2] == 2  # Thor's boon: 2 steel
    assert s.rage["thor"] == 1 and s.rage["odin"] == 1 and s.rage["freya"] == 0


def test_an_initiator_whose_joiners_cannot_pay_steel_fights_the_invader():
    """003_e355be14bd9c4768.txt, Battle: settlement battle (a player who cannot pay the steel cannot
    participate) and If no other players are involved: when no one but the initiator takes part,
    the initiator fights the invader. An initiator who cannot pay takes no part: no invader is drawn
    and the card goes back (docs/vikings-rulings.md)."""
    game = in_action(players=2, seed=1)
    s = game.state
    s.rage = {g: 0 for g in s.rage}
    s.players[0].res = [0, 0, 0]
    s.players[1].res = [0, 0, 0]
    s.deck.append("njal")  # the invader: thor, strength 1
    events = fight(game, {0: "olaf", 1: "asa"}, initiator=0)  # asa asks 2 steel; olaf: strength 2
    reveal = of(events, "battle_revealed")[0].data
    assert reveal["unpaid"] == [1] and reveal["invader"] == "njal" and s.invaders == ["njal"]
    assert of(events, "battle_won")[0].data["player"] == 0 and s.players[0].favours == ["golden_horn"]
    assert s.rage["thor"] == 1 and not of(events, "boon_gained")  # the beaten invader's god: +1 rage
    game = in_action(players=2, seed=1)
    s = game.state
    s.rage = {g: 0 for g in s.rage}
    s.players[0].res = [0, 0, 0]
    deck = list(s.deck)
    top = list(s.rows["top"])
    events = fight(game, {0: "asa"}, initiator=0, favour=top[0], end="top_left")
    reveal = of(events, "battle_revealed")[0].data
    assert reveal["unpaid"] == [0] and reveal["invader"] is None and s.invaders == [] and s.deck == deck
    assert s.rows["top"] == top and "battle_won" not in kinds(events) and not of(events, "rage_raised")


def test_a_looted_village_may_be_completed_at_once_or_later_in_the_turn():
    """003_e355be14bd9c4768.txt, Rules for looting villages: the player takes the village and may
    execute "Complete 1 Village" immediately or leave it for later; Step 3: one village a turn."""
    game = in_action(players=4, seed=3, first=0)
    clear_board(game)
    s = game.state
    s.ships = [[0, "ravenholm_village"]]
    s.players[0].res = [0, 0, 3]
    s.active, s.completed = 0, False
    game.touch()
    at(game, {"t": "arrive", "p": 0, "place": "ravenholm_village", "amount": 1},
       {"t": "complete_offer", "p": 0})
    answer(game, "loot")
    assert game.pending.kind == "complete" and game.pending.player == 0  # at once
    answer(game, "slot", "feast")
    assert s.completed and s.slots["feast"] == [0] and s.players[0].villages == 0
    assert game.pending.kind == "harvest"  # the Feast slot: harvest 2
    answer(game, "resource", "wood")
    answer(game, "resource", "wood")
    assert game.pending is None  # Step 3: no second village this turn
    # skipped at once, it is offered again at Step 3
    s.villages.append("ravenholm_village")
    s.players[0].res = [0, 0, 3]
    s.completed = False
    at(game, {"t": "arrive", "p": 0, "place": "ravenholm_village", "amount": 1},
       {"t": "complete_offer", "p": 0})
    answer(game, "loot")
    answer(game, "skip")
    assert game.pending.kind == "complete" and game.pending.player == 0 and not s.completed


def test_a_village_looted_out_of_turn_waits_for_its_players_turn():
    """003_e355be14bd9c4768.txt, Step 3: Complete a Village is a step of the player's own turn; a
    village looted in another player's turn (a Valkyrie boon's sailing) waits (docs/vikings-rulings.md)."""
    game = in_action(players=4, seed=3, first=0)
    clear_board(game)
    s = game.state
    s.ships = [[1, "ravenholm_village"]]
    s.players[1].res = [0, 0, 3]
    s.active, s.completed = 0, False
    game.touch()
    at(game, {"t": "arrive", "p": 1, "place": "ravenholm_village", "amount": 1})
    answer(game, "loot")
    assert game.pending is None and s.players[1].villages == 1


def test_an_exhausted_deck_is_the_discard_shuffled_again():
    """003_e355be14bd9c4768.txt, Stage 3: Tidy up: each player is dealt the era board's number of
    cards; if the Viking deck is exhausted, the discard is shuffled and used again."""
    game = in_action(players=2, seed=1, first=0)
    s = game.state
    every = list(game.catalog.cards)
    for clan in s.players:
        clan.hand, clan.played = [], []
    s.deck, s.discard = every[:3], every[3:20]
    events = at(game, {"t": "tidy", "p": 0})
    assert of(events, "deck_shuffled")[0].data["count"] == 17
    assert s.era == 2 and [len(c.hand) for c in s.players] == [5, 5]
    assert s.discard == [] and len(s.deck) == 17 - 7


def test_an_exchange_trades_one_resource_for_another_below_seven():
    """003_e355be14bd9c4768.txt, rune action: exchange one resource for another 1:1; Resource: a
    marker never passes 7, so a trade into a full resource is not offered (it would only lose one)."""
    game = in_action(players=4, seed=3, first=0)
    clan = game.state.players[0]
    clan.res = [3, 7, 7]
    at(game, {"t": "exchange_give", "p": 0, "left": 1})
    assert {c.target for c in game.choices() if c.kind == "resource"} == {"food", "steel"}
    answer(game, "resource", "food")  # wood, the one resource below 7, is taken without asking
    assert clan.res == [4, 6, 7] and game.pending is None
    clan.res = [7, 7, 7]
    card = next(c for c in game.catalog.cards.values() if c.rune_action.kind == "exchange")
    assert not actions.can_do(game, 0, card.rune_action)
    at(game, {"t": "exchange_give", "p": 0, "left": 1})
    assert game.pending is None


def test_a_turn_settles_the_battle_then_plays_a_card_then_offers_one_village():
    """003_e355be14bd9c4768.txt, Stage Two: Action: a turn is three steps in order: at its start the
    initiator's battle is revealed and settled; Step 2 one card is played (face up: the leader action,
    then the rune action); Step 3 one looted village may be completed; then the next player's turn."""
    game = in_action(players=2, seed=4, first=0)
    s = game.state
    s.players[0].hand[0] = "astrid"  # leader: sail 3; rune action: 1 Odin rune, gain 2 wood
    s.players[0].villages = 1
    s.players[0].played = [["olaf", "down"]]
    s.battle = {"initiator": 0, "favour": None, "end": None, "cards": {"0": "olaf"}, "order": [0]}
    events = at(game, {"t": "turn", "p": 0})
    assert "battle_revealed" in kinds(events) and s.battle is None
    while game.pending.kind != "play":  # a loser's boon, if any
        events += game.apply(game.choices()[0])
    steps = ["play"]
    game.apply(next(c for c in game.choices() if c.kind == "up" and c.target == "astrid"))
    while game.pending.player == 0 and game.pending.kind != "play":
        steps.append(game.pending.kind.value)
        game.apply(next((c for c in game.choices() if c.kind in ("skip", "stop", "rune")), game.choices()[0]))
    assert steps[1] == "sail_ship" and steps[-2:] == ["rune_action", "complete"]
    assert game.pending.player == 1 and game.pending.kind == "play"


def test_a_ship_sailing_through_a_dock_moors_there_for_that_step():
    """003_e355be14bd9c4768.txt, Sailing 1 boat: each step may go fjord to dock and dock to fjord, and
    a ship arriving at a berthed dock bumps the earlier ship "immediately"; Influence: a rune is taken
    "immediately" (docs/vikings-rulings.md: a ship passing through a dock moors there for that step)."""
    game = in_action(players=4, seed=3, first=0)
    clear_board(game)
    s = game.state
    s.rage = {g: 0 for g in s.rage}
    s.ships = [[1, "ravenholm_harbour"], [0, "middle"]]
    s.settlers["ravenholm"][0] = 1
    s.settlers["ravenholm"][1] = 1
    s.runes["ravenholm"] = 1
    game.touch()
    at(game, {"t": "sail_ship", "p": 0, "amount": 2})
    answer(game, "ship", "middle")
    events = answer(game, "to", "ravenholm_harbour")
    events += answer(game, "to", "middle")
    assert of(events, "ship_bumped")[0].data["player"] == 1
    assert of(events, "rune_stolen")[0].data == {"player": 0, "victim": 1, "island": "ravenholm", "god": "odin"}
    assert sorted(s.ships) == [[0, "middle"], [1, "middle"]] and s.runes["ravenholm"] == 0
