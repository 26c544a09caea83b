"""Vikings battles for favour cards (003_e355be14bd9c4768.txt, Battle)."""
from __future__ import annotations

from vikings_support import answer, fight, in_action, kinds, of


def test_face_down_starts_a_battle_and_the_initiator_takes_a_favour_from_a_row_end():
    """003_e355be14bd9c4768.txt, Battle: start a fight: a card played face down with no battle open makes its
    player the initiator, who picks a favour card from either end of either row for the era board."""
    game = in_action(players=3, seed=1)
    seat = game.pending.player
    rows = game.state.rows
    ends = {rows["top"][0], rows["top"][-1], rows["bottom"][0], rows["bottom"][-1]}
    events = game.apply(next(c for c in game.choices() if c.kind == "down"))
    assert kinds(events)[:2] == ["card_played_down", "card_hidden"]
    assert events[1].private_to == seat and events[0].private_to is None
    assert game.pending.kind == "choose_favour" and {c.target for c in game.choices()} == ends
    favour = rows["bottom"][-1]
    events = answer(game, "favour", favour)
    assert of(events, "battle_started")[0].data == {"player": seat, "favour": favour, "end": "bottom_right"}
    assert favour not in rows["bottom"] and game.state.battle["initiator"] == seat


def test_others_join_the_battle_with_a_face_down_card():
    """003_e355be14bd9c4768.txt, Battle: take part in the battle: later face-down cards join the open
    battle."""
    game = in_action(players=3, seed=1, first=0)
    game.apply(next(c for c in game.choices() if c.kind == "down"))
    game.apply(game.choices()[0])
    while game.pending.player == 0:
        game.apply(next((c for c in game.choices() if c.kind == "skip"), game.choices()[0]))
    assert game.pending.player == 1 and game.pending.kind == "play"
    events = game.apply(next(c for c in game.choices() if c.kind == "down"))
    assert "battle_joined" in kinds(events)
    assert game.state.battle["order"] == [0, 1]


def test_the_battle_is_settled_at_the_start_of_the_initiators_next_turn():
    """003_e355be14bd9c4768.txt, Battle: settlement battle: when it is the initiator's turn again, every
    face-down card is turned over; the initiator then plays their turn."""
    game = in_action(players=2, seed=1, first=0)
    game.apply(next(c for c in game.choices() if c.kind == "down"))
    game.apply(game.choices()[0])
    while game.pending.player == 0:
        game.apply(next((c for c in game.choices() if c.kind == "skip"), game.choices()[0]))
    events = game.apply(next(c for c in game.choices() if c.kind == "down"))
    while game.pending.player == 1:
        events += game.apply(next((c for c in game.choices() if c.kind == "skip"), game.choices()[0]))
    assert "battle_revealed" in kinds(events) and game.state.battle is None
    assert kinds(events).index("battle_revealed") < kinds(events).index("turn_started")


def test_the_strongest_wins_the_favour_and_its_sack_losers_gain_boons_and_rage():
    """003_e355be14bd9c4768.txt, Battle: win the battle / lose the battle: the highest strength takes the
    favour card (its sack at once, the card face down above the clan board); each loser, from the initiator
    clockwise, gains its card's god's Valkyrie boon and raises that god's rage by 1."""
    game = in_action(players=3, seed=1)
    for clan in game.state.players:
        clan.res = [0, 0, 0]
    # einar: odin 1; yrsa: thor 3; sigrid: thor 1
    events = fight(game, {0: "einar", 1: "yrsa", 2: "sigrid"}, initiator=2)
    reveal = of(events, "battle_revealed")[0].data
    assert reveal["strengths"]["1"] > reveal["strengths"]["0"]
    assert of(events, "battle_won")[0].data["player"] == 1
    assert game.state.players[1].favours == ["golden_horn"]
    assert game.state.players[1].res == [1, 1, 0]  # the Golden Horn's sack: 1 wood, 1 food
    boons = [(e.data["player"], e.data["god"]) for e in of(events, "boon_gained")]
    assert boons == [(2, "thor"), (0, "odin")]
    assert game.state.rage["thor"] == 1 and game.state.rage["odin"] == 1


def test_a_tie_returns_the_favour_and_every_fighter_loses():
    """003_e355be14bd9c4768.txt, Battle: a tie: no one wins, the card goes back where it was taken, and all
    fighters gain boons and raise rage as losers."""
    game = in_action(players=2, seed=1)
    top = list(game.state.rows["top"])
    events = fight(game, {0: "einar", 1: "sigrid"}, initiator=0, favour=top[0], end="top_left")
    while game.pending is not None and game.pending.kind == "harvest":  # Odin's boon: harvest 2, chosen by its player
        events += game.apply(game.choices()[0])
    assert "battle_tied" in kinds(events) and "battle_won" not in kinds(events)
    assert game.state.rows["top"] == top
    assert len(of(events, "boon_gained")) == 2


def test_an_initiator_alone_fights_the_invader():
    """003_e355be14bd9c4768.txt, Battle: If no other players are involved: the top card of the deck is the
    invader, stacked beside the era board; the initiator who wins takes the card and the invader's god still
    gains 1 rage; an initiator who loses returns the card and gains the boon and rage."""
    game = in_action(players=2, seed=1)
    game.state.deck.append("asa")  # thor strength 6 (steel 2, paid by the invader)
    events = fight(game, {0: "olaf"}, initiator=0)
    reveal = of(events, "battle_revealed")[0].data
    assert reveal["invader"] == "asa" and game.state.invaders == ["asa"]
    assert "battle_lost" in kinds(events) and game.state.players[0].favours == []
    assert [e.data["god"] for e in of(events, "boon_gained")] == ["thor"]
    assert game.state.rage["freya"] == 0
    game = in_action(players=2, seed=1)
    game.state.players[0].res = [0, 0, 3]
    game.state.deck.append("olaf")  # thor strength 2
    events = fight(game, {0: "asa"}, initiator=0)
    assert of(events, "battle_won")[0].data["player"] == 0
    assert game.state.players[0].favours == ["golden_horn"]
    assert game.state.rage["thor"] == 1 and not of(events, "boon_gained")


def test_the_invaders_runes_are_the_earlier_invaders():
    """003_e355be14bd9c4768.txt, Battle: If no other players ...: the invader satisfies a rune bonus with the
    runes of the previous invaders, whatever their god."""
    game = in_action(players=2, seed=1)
    game.state.invaders = ["astrid", "bjorn"]
    game.state.deck.append("jorund")  # a "rune" bonus card, strength 3
    events = fight(game, {0: "olaf"}, initiator=0)
    assert of(events, "battle_revealed")[0].data["invader_strength"] == 3 + 2


def test_steel_must_be_paid_or_the_card_takes_no_part():
    """003_e355be14bd9c4768.txt, Battle: settlement battle: a card that asks for steel must be paid at the
    reveal; a player who cannot pay takes no part, gains no boon and raises no rage."""
    game = in_action(players=2, seed=1)
    game.state.players[0].res = [0, 0, 0]
    game.state.players[1].res = [0, 0, 3]
    events = fight(game, {0: "asa", 1: "olaf"}, initiator=0)  # asa asks 2 steel
    reveal = of(events, "battle_revealed")[0].data
    assert reveal["unpaid"] == [0] and "0" not in reveal["strengths"]
    assert of(events, "battle_won")[0].data["player"] == 1
    assert all(e.data["player"] != 0 for e in of(events, "boon_gained"))
    game = in_action(players=2, seed=1)
    game.state.players[0].res = [0, 0, 3]
    events = fight(game, {0: "asa", 1: "olaf"}, initiator=0)
    assert game.state.players[0].res[2] == 1 and of(events, "battle_revealed")[0].data["steel"] == {"0": 2}


def test_strength_counts_runes_or_resource_kinds_held_without_spending():
    """003_e355be14bd9c4768.txt, Battle: settlement battle: some cards add the runes or resource kinds held;
    held, not spent."""
    game = in_action(players=2, seed=1)
    game.state.players[1].res = [1, 1, 1]
    events = fight(game, {0: "olaf", 1: "vali"}, initiator=0, favour=None)  # vali: 5, +1 a kind held, 1 steel
    assert of(events, "battle_revealed")[0].data["strengths"]["1"] == 8
    assert game.state.players[1].res == [1, 1, 0]


def test_a_fourth_favour_card_sends_one_back_to_a_row_end():
    """003_e355be14bd9c4768.txt, Battle: win the battle: a clan holds at most 3 favour cards; on the fourth it
    returns one to either end of either row."""
    game = in_action(players=2, seed=1)
    game.state.players[1].favours = ["iron_belt", "goat_cart", "oak_shield"]
    fight(game, {0: "einar", 1: "yrsa"}, initiator=0)
    assert game.pending.kind == "favour_return" and game.pending.player == 1
    assert len(game.choices()) == 4
    answer(game, "favour", "goat_cart")
    assert game.pending.kind == "favour_place"
    events = answer(game, "end", "bottom_left")
    assert of(events, "favour_given_back")[0].data["end"] == "bottom_left"
    assert game.state.rows["bottom"][0] == "goat_cart" and len(game.state.players[1].favours) == 3


def test_a_battle_opened_in_the_last_round_is_settled_before_tidying():
    """003_e355be14bd9c4768.txt, Battle: PS: a battle launched in the last round of the era is settled after
    every player has played, then the tidy up phase begins."""
    game = in_action(players=2, seed=1, first=0)
    s = game.state
    s.players[0].hand = s.players[0].hand[:1]
    s.players[1].hand = s.players[1].hand[:1]
    game.touch()
    events = game.apply(next(c for c in game.choices() if c.kind == "down"))
    while game.pending.player == 0:
        events += game.apply(next((c for c in game.choices() if c.kind == "skip"), game.choices()[0]))
    while s.era == 1:
        events += game.apply(next((c for c in game.choices() if c.kind in ("up", "skip", "stop")),
                                  game.choices()[0]))
    assert kinds(events).index("battle_revealed") < kinds(events).index("era_ended")


def test_rage_past_nineteen_turns_the_marker():
    """003_e355be14bd9c4768.txt, Battle: lose the battle: rage past 19 turns the marker to its 20+ side and
    goes round."""
    game = in_action(players=2, seed=1)
    game.state.rage["odin"] = 19
    events = fight(game, {0: "einar", 1: "yrsa"}, initiator=0)
    raised = [e.data for e in of(events, "rage_raised") if e.data["god"] == "odin"]
    assert raised == [{"god": "odin", "by": 1, "rage": 20, "passed": True}]
