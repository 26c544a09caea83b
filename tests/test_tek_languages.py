"""Tiny Epic Kingdoms in every language (issue 36): the events' narration and every menu of whole
games in French and in the pseudo-locale, at every verbosity and from every seat (table, solo, exploration tokens,
the Lost Kingdom); English lines unchanged.

The pseudo-locale test fails on any narration line with a word that did not come from a message:
outside the brackets each message puts around itself, only names from the data files (regions,
territory sides, factions, tokens, the factions' magic level texts) and the seats' names may be left.
"""
from __future__ import annotations

import random
import re

import pytest

from tek_access.core import messages
from tek_access.core.kernel.engine import Event
from tek_access.core.messages import speaking
from tek_access.games.tek.narration import prompts
from tek_access.games.tek.narration.events import compass_lines, narrate
from tek_access.games.tek.narration.words import ability_text
from tek_access.games.tek.rules.game import Game

#: event kinds still worded in code, not yet in messages (none now)
NOT_YET: set[str] = set()
#: still English in every language: why a player cannot take an action (the rules' refusal,
#: economy.refusal_take), said after "For the others only:" in the action menu
REFUSAL = re.compile(r"(?<=Pour les autres seulement : ).*$")
BRACKETED = re.compile(r"\[[^\[\]]*\]")
TABLES = [dict(players=2, seed=3), dict(players=3, seed=5, exploration=True), dict(players=4, seed=1),
          dict(players=5, seed=2, exploration=True), dict(players=2, seed=4, solo=True),
          dict(players=2, seed=6, exploration=True)]


def whole_game(options: dict) -> list[tuple[str, str]]:
    """(event kind, line) of every line of a random game, from every seat and the table, at every
    verbosity, ("menu", line) of every menu the deciding seat is asked (its question and numbered
    choices) and ("compass", line) of the compass query in a solo game."""
    game = Game.new(**options)
    rng = random.Random(options["seed"])
    said: list[tuple[str, str]] = []
    events = list(game.start_events)
    while True:
        for e in events:
            for viewer in (None, *range(options["players"])):
                for verbosity in ("brief", "normal", "full"):
                    said += [(e.kind, line.text) for line in narrate(game, e, viewer, verbosity)]
        if game.over:
            return said + [("menu", prompts.prompt(game, 0))]
        said += [("menu", line) for line in prompts.menu(game, game.pending.player)]
        if options.get("solo"):
            said += [("compass", line) for line in compass_lines(game)]
        events = game.apply(rng.choice(game.choices()))


def data_names(options: dict) -> list[str]:
    """Every name the data files give (said as they are when a language has no term for them), longest first."""
    game = Game.new(**options)
    cat = game.catalog
    names = [side.name for side in cat.territories.values()]
    names += [region.name for side in cat.territories.values() for region in side.regions]
    names += [t.name for t in cat.tokens] + [" ".join(t.code) for t in cat.tokens]
    seats = [game.name(seat) for seat in range(options["players"])]
    for faction in cat.factions.values():
        names.append(faction.name)
        for level in faction.levels:
            names += [ability_text(level.text)] + [ability_text(level.text, seat) for seat in seats]
    return sorted(set(names + seats), key=len, reverse=True)


def untranslated(text: str, names: list[str]) -> str:
    """What of a pseudo-locale line came from no message: the text outside every bracket, names taken out."""
    while BRACKETED.search(text):
        text = BRACKETED.sub(" ", text)
    for name in names:
        text = text.replace(name, " ")
    return " ".join(re.findall(r"[A-Za-z]+", text))


def without(text: str, names: list[str]) -> str:
    """A line with the data files' names taken out."""
    for name in names:
        text = text.replace(name, " ")
    return text


@pytest.mark.parametrize("options", TABLES, ids=lambda o: "-".join(f"{k}{v}" for k, v in o.items()))
def test_a_whole_game_in_the_pseudo_locale_says_no_word_that_is_not_a_message(options):
    names = data_names(options)
    with speaking("pseudo"):
        said = whole_game(options)
    assert said
    leaks = {f"{kind}: {text}" for kind, text in said if kind not in NOT_YET and untranslated(text, names)}
    assert not leaks, "\n".join(sorted(leaks)[:20])


@pytest.mark.parametrize("options", TABLES, ids=lambda o: "-".join(f"{k}{v}" for k, v in o.items()))
def test_a_whole_game_in_french_needs_no_english_fallback_and_no_isolation_mark(options):
    messages.FALLBACKS.clear()
    with speaking("fr"):
        said = whole_game(options)
    assert not messages.FALLBACKS, sorted(messages.FALLBACKS)
    assert not [t for _, t in said if {"\u2068", "\u2069"} & set(t)]
    french = [t for kind, t in said if kind not in NOT_YET]
    assert french and all(t.strip() for t in french)
    # the English words of the narration are gone (names from the data files aside)
    english = re.compile(r"\b(the|and|takes|your|turn|begins|war|meeple is|from|into|for)\b")
    names = data_names(options)
    assert not [t for t in french if english.search(without(REFUSAL.sub("", t), names))]


def test_french_elides_before_a_seat_name_with_a_vowel_and_says_you_as_vous():
    game = Game.new(players=4, seed=1)
    orange = next(s for s in range(4) if game.name(s).lower().startswith(("o", "a", "e", "i", "u")))
    other = next(s for s in range(4) if game.name(s)[:1].lower() not in "aeiouy")
    turn = Event("turn_started", {"player": orange, "turn": 3})
    passed = Event("passed", {"player": other})
    with speaking("fr"):
        assert narrate(game, turn, other, "normal")[0].text == f"Au tour d'{game.name(orange)}. Tour 3."
        assert narrate(game, turn, orange, "normal")[0].text == "À vous. Tour 3."
        assert narrate(game, passed, other, "normal")[0].text == "Vous ne faites rien."
        assert narrate(game, passed, orange, "normal")[0].text == f"{game.name(other)} ne fait rien."


def test_english_lines_are_the_ones_said_before_the_messages():
    """A few lines of every kind of wording, as English said them in code before issue 36."""
    game = Game.new(players=3, seed=2)
    name = game.name(1)
    collected = Event("collected", {"player": 0, "gained": {"mana": 2, "ore": 1}, "capped": {"food": 1},
                                    "choices": 1})
    assert narrate(game, collected, 0, "normal")[0].text == (
        "You collect 2 mana and 1 ore. 1 food lost at the cap of 9. Plus 1 resource of your choice.")
    chosen = Event("resource_chosen", {"player": 1, "resource": "ore", "reason": "other"})
    assert narrate(game, chosen, 0, "normal")[0].text == f"{name} takes 1 ore."
    die = Event("war_die_chosen", {"player": 0, "value": 0, "payment": {}})
    assert narrate(game, die, 0, "normal")[0].text == "You show the white flag. Locked."
    end = Event("end_triggered", {"player": 1, "reason": "tower"})
    assert narrate(game, end, 0, "normal")[0].text == (f"End triggered. {name} has built the 6th tower level. "
                                                       "The game ends when the action card is next cleared.")


def every_query(options: dict) -> list[str]:
    """Every query's lines (status, map, each card and region, tokens, score, resources, the rules in
    play) from every seat and the table at points through a random game."""
    from tek_access.games.tek.narration import describe as d

    game = Game.new(**options)
    rng = random.Random(options["seed"])
    said: list[str] = []
    step = 0
    while True:
        if step % 15 == 0 or game.over:
            for v in (None, *range(options["players"])):
                said += d.describe_status(game, v) + d.describe_map(game, v) + d.describe_tokens(game, v)
                said += d.describe_score(game, v) + [d.ruleset_line(game)]
                for sid in game.state.cards:
                    said += [line for r in game.catalog.territories[sid].regions
                             for line in d.describe_region(game, r.id, v)]
                said += [line for s in range(options["players"]) for line in d.describe_resources(game, s)]
        if game.over:
            return said
        game.apply(rng.choice(game.choices()))
        step += 1


QUERY_TABLES = [dict(players=2, seed=2, solo=True), dict(players=3, seed=4, exploration=True),
                dict(players=2, seed=5, exploration=True)]


@pytest.mark.parametrize("options", QUERY_TABLES, ids=lambda o: "-".join(f"{k}{v}" for k, v in o.items()))
def test_every_query_in_the_pseudo_locale_says_only_messages(options):
    game = Game.new(**options)
    names = data_names(options) + [game.rules.name, game.rules.id]
    with speaking("pseudo"):
        said = every_query(options)
    leaks = {t for t in said if untranslated(t, names)}
    assert said and not leaks, "\n".join(sorted(leaks)[:20])


def test_every_query_in_french_needs_no_english_fallback():
    messages.FALLBACKS.clear()
    options = dict(players=3, seed=4, exploration=True)
    with speaking("fr"):
        said = every_query(options)
    assert said and not messages.FALLBACKS, sorted(messages.FALLBACKS)
    english = re.compile(r"\b(the|and|your|turn|is|from|none|empty|yes|no|Collect|Neighbours|Magic|Tower)\b")
    names = data_names(options)
    assert not [t for t in said if english.search(without(t, names))]
