"""Tiny Epic Kingdoms' factions named in the player's language (issue 36): each shipped faction is a Fluent term
(``-faction-ID`` with ``.gender``), said in the language wherever a faction is named (the faction query, look,
the game's start, the score's level 5 bonus, the online seat line, the braille factions sheet) and typed in
the language's word or the English one; saves and ``--factions`` keep the ids. English stays as it was."""
from __future__ import annotations

import random

from language_support import Speaker

from tek_access.core.messages import LANGUAGES, speaking
from tek_access.core.seat import SeatView
from tek_access.games.tek.messages import MESSAGES, faction_name, faction_named
from tek_access.games.tek.rules.catalog import load_catalog
from tek_access.games.tek.rules.game import Game

FRENCH = {"dwarves": "Nains", "elves": "Elfes", "humans": "Humains", "orcs": "Orques", "emberkin": "Braisiers",
          "fenwardens": "Gardes des marais", "hearthfolk": "Gens du foyer", "roadwardens": "Gardes des routes"}


def test_every_shipped_faction_is_a_term_in_every_language_and_english_says_its_file_name():
    factions = load_catalog().factions
    assert set(FRENCH) == set(factions)
    for faction in factions.values():
        assert faction_name(faction) == faction.name  # English: as the file names it
        for code in LANGUAGES:
            with speaking(code):
                assert MESSAGES.term("faction-" + faction.id) is not None, (code, faction.id)
                assert MESSAGES.term("faction-" + faction.id, "gender") in ("masc", "fem")
        with speaking("fr"):
            assert faction_name(faction) == FRENCH[faction.id]
            assert faction_named(faction.name) == FRENCH[faction.id]  # a score line's "Dwarves level 5 bonus"
    with speaking("fr"):
        assert faction_named("Sea Folk") == "Sea Folk"  # a player's own faction: as its file names it


def _queried(game, text: str, seat: int = 0) -> list[str]:
    from tek_access.games.tek.queries import QUERIES

    speaker = Speaker()
    name, *args = text.split()
    QUERIES[name](speaker, game, args, seat, name)
    return speaker.said


def test_the_faction_query_names_and_reads_factions_in_french():
    game = Game.new(4, seed=3, factions=["dwarves", "elves", "humans", "orcs"])
    with speaking("fr"):
        mine = _queried(game, "faction")
        by_french = _queried(game, "faction orques")
        by_english = _queried(game, "faction orcs")
        folded = _queried(game, "faction Elfes")
    assert mine[0].startswith("Nains, faction de ")
    assert by_french[0].startswith("Orques, faction d") and by_french == by_english
    assert folded[0].startswith("Elfes, faction d")
    english = _queried(game, "faction")
    assert english[0].startswith("Dwarves, ")


def test_french_typed_faction_names_reach_the_faction_query_through_the_parser():
    from tek_access.core.parsed import Query
    from tek_access.grammar import parser

    game = Game.new(4, seed=3, factions=["dwarves", "elves", "humans", "orcs"])
    with speaking("fr"):
        command = parser.parse("faction gens du foyer", SeatView(game, 0))
        orcs = parser.parse("faction orques", SeatView(game, 0))
    assert isinstance(orcs, Query) and orcs.args == ("orcs",), orcs
    assert isinstance(command, Query) and command.args == ("hearthfolk",), command


def test_look_the_start_and_the_score_say_the_factions_in_french():
    from tek_access.games.tek.narration import describe
    from tek_access.games.tek.narration.events import narrate

    game = Game.new(3, seed=5, factions=["dwarves", "orcs", "humans"])
    events = []
    while not any(e.kind == "game_started" for e in events):  # each seat chooses its home side
        events += game.apply(game.choices()[0])
    with speaking("fr"):
        lines = [line.text for e in events for line in narrate(game, e, 0, "normal")]
        player = describe.player_line(game, 0, 0)
        bonus = describe.vp_label("Dwarves level 5 bonus")
    said = "\n".join(lines)
    assert "Nains, territoire" in said, said
    assert "Dwarves" not in said and "Orcs" not in said, said
    assert "Nains" in player and "Dwarves" not in player
    assert bonus == "bonus de niveau 5, Nains"
    assert describe.vp_label("Dwarves level 5 bonus") == "Dwarves level 5 bonus"


def test_the_online_seat_line_in_french_for_both_games():
    from tek_access.games.tek.online import reserved_names
    from tek_access.games.tek.online import seat_line as tek_seat
    from tek_access.games.vikings.online import options_text
    from tek_access.games.vikings.online import seat_line as vikings_seat
    from tek_access.games.vikings.rules.game import Game as Vikings

    game = Game.new(3, seed=5, factions=["orcs", "dwarves", "humans"])
    clans = Vikings.new(players=3, seed=5)
    english = (tek_seat(game, 0), vikings_seat(clans, 0), options_text({"players": 3}))
    with speaking("fr"):
        french = (tek_seat(game, 0), vikings_seat(clans, 0), options_text({"players": 3}))
    assert english == (f"{game.name(0)}, Orcs", f"{clans.name(0)} clan", "the 3-clan map")
    with speaking("fr"):
        assert french == (f"{game.name(0)}, Orques", f"Clan {clans.name(0)}", "la carte à 3 clans")
    assert {"orques", "nains", "orcs"} <= reserved_names()


def test_a_whole_french_game_never_says_an_english_faction_name():
    from tek_access.games.tek.narration.events import narrate

    game = Game.new(4, seed=2, factions=["dwarves", "elves", "humans", "orcs"])
    rng = random.Random(2)
    said: list[str] = []
    with speaking("fr"):
        events = list(game.start_events)
        while True:
            said += [line.text for e in events for line in narrate(game, e, 0, "full")]
            if game.over:
                break
            events = game.apply(rng.choice(game.choices()))
        said += _queried(game, "score") + _queried(game, "look")
    text = "\n".join(said)
    for english in ("Dwarves", "Elves", "Humans", "Orcs"):
        assert english not in text, english
    assert "Nains" in text
