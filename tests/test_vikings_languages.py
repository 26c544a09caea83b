"""Tiny Epic Vikings in every language (issue 36): whole games narrated in French and in the
pseudo-locale, at every verbosity and from every seat, with every menu asked; English lines unchanged.

The pseudo-locale test fails on any narration line with a word that did not come from a message:
outside the brackets each message puts around itself, only names from the data files (cards, gods,
places, favour cards, boons) and the seats' names may be left.
"""
from __future__ import annotations

import random
import re

import pytest

from tek_access.core import messages
from tek_access.core.kernel.engine import Event
from tek_access.core.messages import speaking
from tek_access.games.vikings.narration import narrate, prompts
from tek_access.games.vikings.rules.game import Game

#: narrators still worded in code, not yet in messages (none now; kept for the pieces of issue 36 to come)
NOT_YET: set[str] = set()
BRACKETED = re.compile(r"\[[^\[\]]*\]")


def whole_game(players: int, seed: int) -> list[tuple[str, str]]:
    """(event kind, line) of every line of a random game, from every seat and the table, at every verbosity,
    and ("menu", line) of every menu the deciding seat is asked (its question and numbered choices)."""
    game = Game.new(players=players, seed=seed)
    rng = random.Random(seed)
    said: list[tuple[str, str]] = []
    events = list(game.start_events)
    while True:
        for e in events:
            for viewer in (None, *range(players)):
                for verbosity in ("brief", "normal", "full"):
                    said += [(e.kind, line.text) for line in narrate(game, e, viewer, verbosity)]
        if game.over:
            return said + [("menu", prompts.prompt(game, 0))]
        said += [("menu", line) for line in prompts.menu(game, game.pending.player)]
        events = game.apply(rng.choice(game.choices()))


def data_names(players: int) -> list[str]:
    """Every name the data files give (said as they are when a language has no term for them), longest first."""
    game = Game.new(players=players, seed=0)
    cat = game.catalog
    names = [c.name for c in cat.cards.values()] + [f.name for f in cat.favours.values()]
    names += [g.name for g in cat.gods.values()] + [g.boon.text[0].lower() + g.boon.text[1:]
                                                    for g in cat.gods.values() if g.boon.text]
    names += [s.name for s in cat.slots.values()]
    for island_map in cat.maps.values():
        names.append(island_map.name)
        for table in (island_map.islands, island_map.fjords, island_map.docks):
            names += [place.name for place in table.values()]
    names += [game.name(seat) for seat in range(players)]
    return sorted(set(names), key=len, reverse=True)


def untranslated(text: str, names: list[str]) -> str:
    """What of a pseudo-locale line came from no message: the text outside every bracket, names taken out."""
    while BRACKETED.search(text):
        text = BRACKETED.sub(" ", text)
    for name in names:
        text = text.replace(name, " ")
    return " ".join(re.findall(r"[A-Za-z]+", text))


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 5), (4, 1)])
def test_a_whole_game_in_the_pseudo_locale_says_no_word_that_is_not_a_message(players, seed):
    names = data_names(players)
    with speaking("pseudo"):
        said = whole_game(players, seed)
    assert said
    leaks = {f"{kind}: {text}" for kind, text in said if kind not in NOT_YET and untranslated(text, names)}
    assert not leaks, "\n".join(sorted(leaks)[:20])


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 5), (4, 1)])
def test_a_whole_game_in_french_needs_no_english_fallback_and_no_isolation_mark(players, seed):
    messages.FALLBACKS.clear()
    with speaking("fr"):
        said = whole_game(players, seed)
    assert not messages.FALLBACKS, sorted(messages.FALLBACKS)
    assert not [t for _, t in said if {"\u2068", "\u2069"} & set(t)]
    french = [t for kind, t in said if kind not in NOT_YET]
    assert french and all(t.strip() for t in french)
    # the English words of the narration are gone (names from the data files aside)
    english = re.compile(r"\b(the|and|takes|plays|your|turn|begins|card|cards|settlers?|ship)\b")
    names = data_names(players)
    assert not [t for t in french if english.search(untranslated(t, names))]
    # and the clans' colours are French ("Rouge gagne", never "Red")
    colours = re.compile(r"\b(Red|Blue|Green|Yellow)\b")
    assert not [t for t in french if colours.search(t)], [t for t in french if colours.search(t)][:5]
    assert [t for t in french if re.search(r"\b(Rouge|Bleu)\b", t)]


def test_no_language_outputs_bidi_isolation_marks():
    for code in (*messages.LANGUAGES, messages.PSEUDO):
        with speaking(code):
            said = whole_game(2, 7)
        assert not [t for _, t in said if {"\u2068", "\u2069"} & set(t)], code


def test_french_sentences_agree_with_the_name_they_carry():
    game = Game.new(players=2, seed=1)
    cloak = Event("battle_lost", {"player": 1, "favour": "raven_cloak"})
    horn = Event("battle_lost", {"player": 1, "favour": "golden_horn"})
    rage = Event("rage_raised", {"god": "odin", "by": 1, "rage": 3})
    with speaking("fr"):
        assert narrate(game, cloak, 0, "normal")[0].text.endswith("Cape du corbeau est remise en place.")
        assert narrate(game, horn, 0, "normal")[0].text.endswith("Cor d'or est remis en place.")
        assert narrate(game, horn, 1, "normal")[0].text.startswith("Défaite. L'envahisseur vous bat")
        assert narrate(game, rage, 0, "normal")[0].text == "Colère. La colère d'Odin monte de 1 à 3."
        thor = Event("rage_raised", {"god": "thor", "by": 2, "rage": 4})
        assert narrate(game, thor, 0, "brief")[0].text == "Colère de Thor : 4."


def test_english_names_a_clan_with_its_capital_when_settlers_are_crowded_out():
    """"2 of red's settlers" was said (capitalize() lowered the name); now "2 of Red's settlers"."""
    game = Game.new(players=3, seed=1)
    island = next(iter(game.map.islands))
    e = Event("settler_removed", {"player": 0, "island": island, "by": 1, "reason": "majority", "count": 2})
    text = narrate(game, e, 2, "normal")[0].text
    assert text.startswith(f"Crowded out. 2 of {game.name(0)}'s settlers leave ")
    removed = Event("settler_removed", {"player": 0, "island": island, "by": None, "reason": "remove", "count": 2})
    assert narrate(game, removed, None, "normal")[0].text.startswith(f"Removed. 2 of {game.name(0)}'s settlers on ")


def every_query(players: int, seed: int) -> list[str]:
    """Every query's lines (status, map, each island, hand, runes, rage, favour, battle, score, slots,
    the opening) from every seat at points through a random game, and every rules topic."""
    from tek_access.games.vikings.narration import describe as d
    from tek_access.games.vikings.narration.rules_text import TOPICS, rules_lines

    said = [line for topic in (*TOPICS, "no such topic") for line in rules_lines(topic)]
    game = Game.new(players=players, seed=seed)
    rng = random.Random(seed)
    said += d.opening_lines(game)
    step = 0
    while True:
        if step % 9 == 0 or game.over:
            for v in (None, *range(players)):
                said += d.status_lines(game, v) + d.map_lines(game, v) + d.runes_lines(game, v)
                said += d.rage_lines(game, v) + d.favour_lines(game, v) + d.battle_lines(game, v)
                said += d.score_lines(game, v) + d.hand_lines(game, v, "brief") + d.hand_lines(game, v)
                for island in game.map.islands:
                    said += d.island_lines(game, island, v)
            said += d.slot_lines(game)
        if game.over:
            return said
        game.apply(rng.choice(game.choices()))
        step += 1


@pytest.mark.parametrize("players,seed", [(2, 2), (4, 3)])
def test_every_query_and_rules_topic_in_the_pseudo_locale_says_only_messages(players, seed):
    names = data_names(players)
    with speaking("pseudo"):
        said = every_query(players, seed)
    # "no such topic" is the player's own words, said back
    leaks = {t for t in said if untranslated(t.replace("no such topic", ""), names)}
    assert not leaks, "\n".join(sorted(leaks)[:20])


def test_every_query_in_french_needs_no_english_fallback():
    messages.FALLBACKS.clear()
    with speaking("fr"):
        said = every_query(3, 4)
    assert said and not messages.FALLBACKS, sorted(messages.FALLBACKS)


def test_rules_topics_are_named_and_typed_in_french_and_the_french_lines_name_french_commands():
    """``règles combat`` gives the battle topic; the topic lists and the lines that tell a French player what
    to type use the French words (found: "Sujets : ... battle", "Tapez : keep NOM", "Tapez hand")."""
    from tek_access.core.messages import speaking
    from tek_access.games.vikings.messages import MESSAGES
    from tek_access.games.vikings.narration.rules_text import rules_lines

    with speaking("fr"):
        assert rules_lines("combat") == rules_lines("battle") == MESSAGES("rules-battle").split("\n")
        assert rules_lines("decompte") == MESSAGES("rules-scoring").split("\n")
        listed = rules_lines("xyz")[0] + " " + " ".join(rules_lines())
        said = " ".join(MESSAGES(i) for i in ("draft-done-hint", "rules-draft", "rules-loot", "rules-rage"))
    for english in ("battle", "scoring", "deploy", "harvest", "turn,", "sail"):
        assert english not in listed, english
    for english in ("Tapez hand", "keep NOM", "Tapez : loot", "Tapez rage"):
        assert english not in said, english
    with speaking("en"):
        assert rules_lines("xyz") == ["No rules topic called xyz. Topics: draft, turn, sail, deploy, loot, explore, "
                                      "harvest, build, runes, battle, rage, villages, scoring."]


def test_the_tutorial_in_french_plays_to_the_end_on_its_own_french_suggestions():
    """tek-access tutorial --game vikings --lang fr: each "Tapez : X" typed back plays every lesson and ends on
    the score; each suggestion is French (no "ship in", no "yes"), and no line falls back to English."""
    import io

    from tek_access.audio.announcer import Announcer
    from tek_access.ui import tutorial

    messages.FALLBACKS.clear()
    out = io.StringIO()
    with speaking("fr"):
        session = tutorial.make_session(Announcer(out=out, speech="off", ascii_only=False), "vikings")
        session.say_lines(session.script.intro, "help")
        session.start()
        typed: list[str] = []
        while not session.finished and len(typed) < 60:
            typed.append([t for t in out.getvalue().splitlines() if t.startswith("Tapez : ")][-1][len("Tapez : "):])
            session.handle(typed[-1])
    assert session.finished and session.game.over and typed[-1] == "score", typed
    assert {"up", "down", "rune"} <= session.done, session.done
    assert "oui" in typed and any(t.startswith("navire dans ") for t in typed), typed
    english = re.compile(r"\b(keep|play|ship|in|yes|skip|deploy|loot|face down)\b")
    assert not [t for t in typed if english.search(t)], typed
    assert "Tutoriel fini." in out.getvalue() and not messages.FALLBACKS, sorted(messages.FALLBACKS)
