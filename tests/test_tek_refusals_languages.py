"""Tiny Epic Kingdoms' refusals in every language (issue 36): the rules' reasons (worded in English by the
rules, which import no front end) are read by their English message and said in the player's language
(``games/tek/reasons.py``); the front end's own refusals come from tek.ftl; English is unchanged.
Also the yes-or-no questions (a boost, the dragon's lair) answered by yes and no, oui and non, and the
crown "held by you" said in lower case.
"""
from __future__ import annotations

import random
import re

import pytest
from conformance_support import find
from conftest import pick, scenario
from seat_parsing import parser

from tek_access.core import messages
from tek_access.core.kernel.engine import Choice
from tek_access.core.messages import speaking
from tek_access.games.tek import reasons
from tek_access.games.tek.narration.describe import describe_tokens
from tek_access.games.tek.rules import economy, movement
from tek_access.games.tek.rules.game import Game

BRACKETED = re.compile(r"\[[^\[\]]*\]")


def rules_reasons(seed: int, players: int) -> set[str]:
    """Every reason the rules give in one random game: each action refused, each region refused as a
    move's origin, destination, expansion and retreat, each war die refused (the handlers' checks)."""
    game = Game.new(players=players, seed=seed, exploration=seed % 2 == 0)
    rng = random.Random(seed)
    found: set[str] = set()
    while not game.over:
        d = game.pending
        regions = [r.id for r in game.board_regions]
        for action in ("patrol", "quest", "build", "research", "expand", "trade"):
            found |= {economy.refusal_take(game, d.player, action) or ""}
            found |= {game.check(Choice("take", action)) or "", game.check(Choice("action", action)) or ""}
        for rid in regions[::2]:
            for kind in ("meeple", "to", "region", "retreat"):
                found.add(game.check(Choice(kind, rid)) or "")
            found.add(movement.refusal_enter(game, d.player, rid) or "")
        for value in (0, 3, 12):
            found.add(game.check(Choice("bid", value)) or "")
            found.add(game.check(Choice("bid", value, (9, 0, 0))) or "")
            found.add(game.check(Choice("bid", value, (0, 1, 0))) or "")
        found.add(game.check(Choice("retreat", None)) or "")
        game.apply(rng.choice(game.choices()))
    return found - {""}


#: reasons random games rarely give, as the rules word them (rules/economy.py, movement.py, war.py, decisions/)
RARE = {"Resources give at most 6 war points; that payment does not cover 7.",
        "Ashen Peak cannot be entered: no meeple may stand there.", "All 7 of your meeples are in play.",
        "Payments cannot be negative.", "Against the Lost Kingdom there is no white flag.", "The game is over.",
        "That pays more than 4; an exact payment exists: 1 mana, 2 food.", "That pays more than 4; an exact "
        "payment exists: nothing.", "Ashen Peak is not an edge region: a quest leaves its card from an edge region.",
        "Retreat needs 4 food, one per meeple in play; you have 2.", "No neighbouring region is free to retreat to.",
        "Say the payment in mana, ore and food, for example: war 5 with 2 mana 1 ore.",
        "Your meeple in Ashen Peak is searching the ruins and may not move; a patrol may stand it up.",
        "Starting resources must add up to 6.", "Your tower is complete at level 6.",
        "You cannot expand now. Meeple 5 costs 5 food; you have 1 food and 3 mana to use for it.",
        "No meeple of yours can patrol: your meeple in Mirewood is searching the ruins; Ashen Peak cannot be "
        "entered: no meeple may stand there.",
        "Your meeple in Mirewood has nowhere to patrol. none has a region to go to.",
        "That pays more than a war cost of 3 needs; drop an ore.", "Your magic is at level 5, the top."}


@pytest.fixture(scope="module")
def every_reason() -> set[str]:
    found: set[str] = set(RARE)
    for seed, players in ((1, 2), (2, 3), (3, 4), (4, 5), (5, 3)):
        found |= rules_reasons(seed, players)
    return found


def test_every_reason_of_the_rules_is_read_by_its_english_message_word_for_word(every_reason):
    assert len(every_reason) > 25
    for reason in sorted(every_reason):
        assert reasons.said(reason) == reason  # English: as the rules say it
        assert any(regex.fullmatch(reason) or regex.fullmatch(reason + ".") for _, regex in reasons.patterns()), \
            f"no rule-* message reads {reason!r}"
        with speaking("en"):
            assert reasons._read(reason) == reason, reason  # the English message, formatted, is the reason


def test_every_reason_of_the_rules_is_a_message_in_the_pseudo_locale_and_in_french(every_reason):
    messages.FALLBACKS.clear()
    left = set()
    with speaking("pseudo"):
        for reason in every_reason:
            text = reasons.said(reason)
            while BRACKETED.search(text):
                text = BRACKETED.sub(" ", text)
            if re.search(r"\b(the|is|you|your|of|a|to|no|meeple|meeples)\b", text, re.IGNORECASE):
                left.add(reason)
    assert not left, sorted(left)[:10]
    with speaking("fr"):
        said = {reasons.said(r) for r in every_reason}
    assert not messages.FALLBACKS
    assert not [t for t in said if re.search(r"\b(the|your|you have|cannot|is full)\b", t)]


def test_a_rules_reason_in_french_says_its_facts_in_french():
    with speaking("fr"):
        assert reasons.said("You cannot build now. Tower level 3 costs 3 ore; you have 1.") == \
            "Construction impossible maintenant. Niveau 3 de la tour : 3 minerais ; vous en avez 1."
        assert reasons.said("Ashen Peak holds Orange's last meeple, which may not be attacked.") == \
            "Ashen Peak abrite le dernier meeple d'Orange, qui ne peut pas être attaqué."
        assert reasons.said("That pays more than 5; an exact payment exists: 2 mana, 1 ore.") == \
            "C'est plus que 5 ; un paiement exact existe : 2 mana, 1 minerai."
        assert reasons.said("Something the rules never say.") == "Something the rules never say."


def _base(**kw):
    args = dict(meeples={"ashfall.2": [0, 0], "ashfall.3": [0], "ashfall.5": [1], "thornvale.1": [1],
                         "highcairn.4": [2, 2]},
                resources={0: (3, 0, 4), 1: (2, 2, 3), 2: (1, 1, 1)})
    args.update(kw)
    return scenario(**args)


def _refused(text, game, seat=0) -> str:
    command = parser.parse(text, game, seat)
    assert isinstance(command, parser.Unknown), command
    return command.reason


def test_build_without_the_ore_is_refused_in_french_with_the_cost_and_what_to_do():
    game = _base(tower={0: 2})
    pick(game, "action", "build")
    english = _refused("build", game)
    assert english.startswith("You cannot build now. Tower level 3 costs 3 ore; you have 0.")
    with speaking("fr"):
        french = _refused("construire", game)
    assert french.startswith("Construction impossible maintenant. Niveau 3 de la tour : 3 minerais ; vous en avez 0.")
    assert "Ne rien faire" in french and "Tower" not in french


def test_a_trade_refusal_in_french_names_the_resources_in_french():
    game = _base(resources={0: (9, 0, 4), 1: (2, 2, 3), 2: (1, 1, 1)})
    pick(game, "action", "trade")
    pick(game, "take", "trade")
    assert "You have no ore to trade." in _refused("trade 1 ore for mana", game)
    with speaking("fr"):
        said = _refused("échanger 1 minerai pour mana", game)
    assert "Vous n'avez pas de minerai à échanger." in said and " ore" not in said


def test_a_command_at_the_wrong_question_says_why_in_french():
    game = _base()
    with speaking("fr"):
        said = _refused("drapeau blanc", game)
    assert "Le drapeau blanc se montre seulement pendant une guerre." in said


# ---------------------------------------------------------------- yes and no (item 5)
@pytest.mark.parametrize("kind, yes, no", [("boost", "boost", "no_boost"), ("dragon", "dragon", "no_dragon")])
def test_a_yes_or_no_question_takes_yes_and_no_and_in_french_oui_and_non(kind, yes, no):
    """The boost's choice words are "yes" and "no" (suggestions.answer_words): "yes", a synonym of
    take, was refused as "Take answers a selected action"."""
    pos = find("tek", 3, lambda p: p.kind == kind, seeds=range(60), every_option=True)
    assert pos is not None
    for text, kind_wanted in (("yes", yes), ("y", yes), ("no", no)):
        command = pos.parse(text)
        assert isinstance(command, parser.Play) and command.choices[0].kind == kind_wanted, (text, command)
    with speaking("fr"):
        for text, kind_wanted in (("oui", yes), ("non", no), ("yes", yes)):
            command = pos.parse(text)
            assert isinstance(command, parser.Play) and command.choices[0].kind == kind_wanted, (text, command)


def test_the_crown_held_by_the_listener_is_held_by_you_in_lower_case():
    game = Game.new(players=3, seed=2, exploration=True)
    data = game.to_json()
    data["state"]["players"][0]["crown"] = True
    game = Game.from_json(data)
    assert "Crown: held by you, 2 VP." in describe_tokens(game, 0)
    assert f"Crown: held by {game.name(0)}, 2 VP." in describe_tokens(game, 1)
    with speaking("fr"):
        assert "Couronne : détenue par vous, 2 PV." in describe_tokens(game, 0)
