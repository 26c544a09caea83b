"""The sentence findings of issue 30, one test each (each failed before its fix): Vikings
sentences taken for another question, documented sentences refused, an unaffordable sentence
that spent the card, refusals without a reason; Kingdoms' "resources 6 wood", "1.5" and "2 1",
"white flagg", and no "did you mean" for a typo. Positions come from random play
(:mod:`conformance_support`) or are set up by hand on a real game (:mod:`vikings_support`)."""
from __future__ import annotations

from collections.abc import Callable

import pytest
from conformance_support import Position, find

from tek_access.grammar import parser


def at(name: str, kind: str, test: Callable[[Position], bool] = lambda pos: True, players: int = 3) -> Position:
    pos = find(name, players, lambda p: p.kind == kind and test(p), seeds=range(60))
    assert pos is not None, (name, kind)
    return pos


def refused(pos: Position, text: str) -> parser.Unknown:
    before = pos.fingerprint()
    command = pos.parse(text)
    assert isinstance(command, parser.Unknown), (text, command)
    assert pos.fingerprint() == before
    assert len(command.reason) < 200
    return command


def _cards(pos: Position, kind: str) -> list[str]:
    cards = pos.game.catalog.cards
    return [c.target for c in pos.game.choices() if c.kind == "up" and cards[c.target].leader.kind == kind]


# ---------------------------------------------------------------- Vikings: a sentence taken for another question
def test_vikings_play_2_face_down_in_the_draft_is_refused_not_a_card_kept():
    reason = refused(at("vikings", "draft"), "play 2 face down").reason
    assert reason.startswith("Play answers your turn's question") and "Draft" in reason


def test_vikings_explore_at_a_deploy_question_is_refused_not_settlers_deployed():
    reason = refused(at("vikings", "deploy"), "explore 2 settlers to Ravenholm").reason
    assert "Exploring is a card's leader action" in reason and "Deploy settlers" in reason


def test_vikings_keep_1_at_the_card_to_play_is_refused_not_card_1_played():
    pos = at("vikings", "play")
    assert refused(pos, "keep 1").reason.startswith("Keep answers the draft")
    assert refused(pos, "deploy 2").reason.startswith("Deploy comes after a ship sails into a dock")


# ---------------------------------------------------------------- Vikings: documented sentences refused
def test_vikings_build_temple_on_an_island_is_taken_when_the_game_settles_where():
    """"Not a choice after that: ravenholm.": the one island to build on was settled by the game."""
    pos = at("vikings", "build", lambda p: any(c.kind == "temple" for c in p.game.choices())
             and sum(1 for c in p.game.state.settlers.values() if c[p.seat]) == 1)
    island = next(i for i, c in pos.game.state.settlers.items() if c[pos.seat])
    name = pos.game.map.islands[island].name
    for text in (f"build temple on {name}", f"build temple in {name}"):
        command = pos.parse(text)
        assert isinstance(command, parser.Play) and command.choices[0].kind == "temple", (text, command)


def test_vikings_trade_at_a_rune_actions_do_it_answers_yes_and_trades():
    pos = at("vikings", "rune_action", lambda p: p.game.pending.context.get("action") == "exchange"
             and p.game.state.players[p.seat].res[0] > 0 and p.game.state.players[p.seat].res[2] < 7)
    command = pos.parse("trade wood for steel")
    assert isinstance(command, parser.Play), command
    assert [c.kind for c in command.choices][:2] == ["rune", "resource"] and command.choices[1].target == "wood"


def test_vikings_trade_at_another_rune_action_names_the_cards_own():
    pos = at("vikings", "rune_action", lambda p: p.game.pending.context.get("action") == "gain")
    reason = refused(pos, "trade wood for steel").reason
    assert "rune action is to gain" in reason and "not to trade" in reason


def test_vikings_skip_is_taken_wherever_a_skip_or_stop_is_listed():
    from conformance_support import by_kind

    for players in (2, 3, 4):
        for pos in by_kind("vikings", players, per_kind=3):
            listed = [c for c in pos.game.choices() if c.kind in ("skip", "stop")]
            if listed:
                command = pos.parse("skip")
                assert isinstance(command, parser.Play) and command.choices[0] == listed[0], (pos, command)


# ---------------------------------------------------------------- Vikings: an unaffordable sentence spent the card
def test_vikings_build_temple_at_too_little_wood_is_refused_before_the_card_is_played():
    def broke(p: Position) -> bool:  # too little wood for any ship or temple: the build would do nothing
        clan = p.game.state.players[p.seat]
        return len(_cards(p, "build")) == 1 and clan.res[0] < min(clan.ship_slots + clan.temple_slots)
    pos = at("vikings", "play", broke)
    wood = pos.game.state.players[pos.seat].res[0]
    reason = refused(pos, "build temple in Ravenholm").reason
    assert f"a temple costs 3 wood and you have {wood}" in reason


# ---------------------------------------------------------------- Vikings: refusals without a reason
def test_vikings_loot_and_trade_at_the_card_to_play_say_when_they_are_said():
    pos = at("vikings", "play")
    assert refused(pos, "loot").reason.startswith("Loot comes after a ship sails into the dock of a village")
    assert refused(pos, "trade wood for steel").reason.startswith("Trade is a rune action")


def test_vikings_explore_from_an_island_without_a_settler_says_where_the_settlers_are():
    def fits(p: Position) -> bool:
        settled = [i for i, c in p.game.state.settlers.items() if c[p.seat]]
        return bool(_cards(p, "explore")) and len(settled) >= 1 and len(settled) < len(p.game.map.islands)
    pos = at("vikings", "play", fits)
    empty = next(i for i, c in pos.game.state.settlers.items() if not c[pos.seat])
    settled = next(i for i, c in pos.game.state.settlers.items() if c[pos.seat])
    islands = pos.game.map.islands
    reason = refused(pos, f"explore from {islands[empty].name} to {islands[settled].name}").reason
    assert f"You have no settler on {islands[empty].name} to explore with" in reason
    assert islands[settled].name in reason.split("explore with", 1)[1]


def test_vikings_explore_with_no_settler_anywhere_is_refused_and_the_card_played_says_why():
    from tek_access.games.vikings.narration import narrate

    pos = at("vikings", "play", lambda p: bool(_cards(p, "explore"))
             and not any(c[p.seat] for c in p.game.state.settlers.values()))
    assert "no settler on an island to explore with" in refused(pos, "explore to Ravenholm").reason
    card = _cards(pos, "explore")[0]
    command = pos.parse(f"play {pos.game.catalog.cards[card].name}")  # the card by its name: taken
    assert isinstance(command, parser.Play)
    game = pos.game.clone()
    events = game.apply(command.choices[0])
    lines = [line.text for e in events for line in narrate(game.for_player(pos.seat), e, pos.seat, "brief")]
    assert "You cannot explore: no settler of yours is on an island." in lines, lines


def test_vikings_a_word_of_no_meaning_is_not_carried_past_a_reveal():
    """Keeping a card passes the hands (a reveal): "keep Astrid zzxq" kept the card and the word."""
    pos = at("vikings", "draft")
    card = pos.game.catalog.cards[pos.game.choices()[0].target].name
    assert "I do not know the word zzxq" in refused(pos, f"keep {card} zzxq").reason
    command = pos.parse(f"keep {card} play 1")  # words of the game wait for the next question
    assert isinstance(command, parser.Play) and command.waiting == ("play", "1")


def test_vikings_a_harvest_of_more_than_is_left_is_refused_not_cut():
    pos = at("vikings", "harvest", lambda p: p.game.pending.context.get("left") == 1
             and p.game.state.players[p.seat].res[0] < 7)
    assert refused(pos, "harvest 2 wood").reason == "This harvest has 1 resource left, not 2."


def test_vikings_did_you_mean_a_command_a_card_and_an_island():
    pos = at("vikings", "draft")
    hand = pos.game.catalog.cards[pos.game.choices()[0].target].name
    typo = hand[:2] + hand[3:] if len(hand) > 4 else hand + "x"
    command = refused(pos, f"keep {typo}")
    assert f"Did you mean {hand}?" in command.reason and command.suggestions[0] == f"keep {hand.lower()}"
    assert "Did you mean keep?" in refused(pos, "kepp 1").reason
    pos = at("vikings", "explore_from")
    island = pos.game.map.islands[pos.game.choices()[0].target].name
    typo = island[:2] + island[3:]
    command = refused(pos, f"from {typo}")
    assert f"Did you mean {island}?" in command.reason and command.suggestions[0] == f"from {island.lower()}"


def test_vikings_did_you_mean_never_offers_a_sentence_that_is_refused_next():
    """At the set-up's fjord question "kep 2" got "Did you mean keep? ... Try: keep 2", and "keep 2"
    was then refused as a command of the draft: the typo is put right and refused at once, with why."""
    pos = at("vikings", "place_ship")
    command = refused(pos, "kep 2")
    assert command.reason.startswith("Did you mean keep? Keep answers the draft"), command.reason
    assert not any(s.startswith("keep") for s in command.suggestions), command.suggestions
    assert refused(pos, "keep 2").reason in command.reason


# ---------------------------------------------------------------- Kingdoms
def test_tek_resources_6_wood_names_the_starting_resources_not_a_region():
    reason = refused(at("tek", "choose_resources"), "resources 6 wood").reason
    assert "The starting resources are mana, ore and food" in reason and "wood is not one of them" in reason
    assert " is not a choice" not in reason


def test_tek_did_you_mean_never_offers_a_command_that_is_refused_next():
    """At the setup "buld" got "Did you mean build?" with "build" suggested, refused next: the typo
    put right answers another question, so it is refused at once with why."""
    command = refused(at("tek", "choose_side"), "buld")
    assert command.reason.startswith("Did you mean build? Build is an action"), command.reason
    assert "build" not in command.suggestions, command.suggestions
    assert refused(at("tek", "select_action"), "buld").suggestions[0] == "build"  # where it answers, offered


@pytest.mark.parametrize("text", ["1.5", "2 1", "1,2"])
def test_tek_a_fraction_or_two_numbers_is_refused_as_one_whole_number(text):
    pos = at("tek", "choose_side", lambda p: len(p.game.choices()) == 2)
    reason = refused(pos, text).reason
    assert reason == f"{text} is not a choice: answer with one whole number, from 1 to 2.", reason


def test_tek_white_flagg_is_not_a_secret_white_flag():
    """The last war die of a war set by this sentence reveals the dice: a typo after it was kept
    past a reveal that cannot be taken back."""
    def last_die(p: Position) -> bool:
        war = p.game.state.war
        return war is not None and sum(1 for s in war.bids if s != p.seat) >= 1
    pos = at("tek", "war_die", last_die)
    command = refused(pos, "white flagg")
    assert "Not a choice now: white flagg. Did you mean flag? Nothing was done." in command.reason
    assert isinstance(pos.parse("white flag"), parser.Play)


def test_tek_did_you_mean_a_command_and_a_region_name():
    pos = at("tek", "select_action")
    assert "Did you mean patrol?" in refused(pos, "patorl").reason
    command = refused(pos, "regoin " + pos.game.region(pos.game.state.cards and next(
        r for r, occ in pos.game.state.regions.items() if occ)).name)
    assert "Did you mean region?" in command.reason and command.suggestions[0].startswith("region ")
