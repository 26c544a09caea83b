"""The command grammar in French (issue 36, item 3): the per-language normaliser before the one
shared parser (case and accents folded, elisions split, French words put in the parser's words),
English command words kept as aliases, numbers answering everything; whole games of Tiny Epic
Vikings played by typing French sentences only.
"""
from __future__ import annotations

import random
import re

import pytest

from tek_access.core import registry
from tek_access.core.kernel.datafile import DataError
from tek_access.core.messages import speaking
from tek_access.core.parsed import tokenize
from tek_access.core.seat import SeatView
from tek_access.games.vikings import grammar as vikings_grammar
from tek_access.games.vikings.rules.game import Game
from tek_access.grammar import parser
from tek_access.grammar.language import WordFile, fold, load_words, normalise, shared_words, split_elisions

#: a few French words as a player types them, accents and all (the files hold them folded)
ACCENTED = {"recolter": "récolter", "deployer": "déployer", "echanger": "échanger", "completer": "compléter",
            "defausser": "défausser", "cachee": "cachée", "a": "à", "ile": "île", "etapes": "étapes",
            "etape": "étape", "oui": "Oui", "colere": "colère"}


def french(code: str = "fr") -> WordFile:
    return shared_words(code).merged(vikings_grammar.words(code))


# ---------------------------------------------------------------- the normaliser
def test_accents_and_case_are_folded_so_foret_finds_foret():
    assert fold("Forêt") == fold("foret") == "foret"
    assert fold("Œil d’Ironcliff") == "oeil d'ironcliff"
    assert tokenize(normalise("Forêt")) == ["foret"]


def test_elisions_are_split():
    assert split_elisions("l'arbre d'ironcliff", ("l", "d")) == "l arbre d ironcliff"
    assert "l'" not in normalise("l'Arbre", french()) and "arbre" in normalise("l'Arbre", french())
    assert normalise("piller le village d’Ironcliff", french()) == "loot ironcliff village"


@pytest.mark.parametrize(("typed", "meant"), [
    ("Naviguer 3 au fjord Nord", "sail 3 to north fjord"),
    ("jouer 2 face cachée", "play 2 face down"),
    ("récolter 2 bois 1 nourriture", "harvest 2 wood 1 food"),
    ("Échanger bois contre acier", "trade wood for steel"),
    ("prendre la Cape du corbeau", "take raven cloak"),
    ("carte", "map"),
    ("jouer la carte 2", "play card 2"),
    ("aide garder", "help keep"),
    ("règles bataille", "rules battle"),
    ("Oui", "yes"),
    ("en haut à gauche", "top left"),
    ("bas droite", "bottom right"),
])
def test_french_sentences_read_in_the_parsers_words(typed, meant):
    assert normalise(typed, french()) == meant


def test_english_words_and_numbers_pass_through_in_french():
    table = french()
    for typed in ("keep astrid", "play 2 face down", "sail 3 to the north fjord", "help", "3", "1.5", "2 1"):
        assert tokenize(normalise(typed, table)) == tokenize(typed)


def test_every_french_word_means_words_of_the_game():
    """Each parser phrase a French word stands for is a word Vikings' grammar reads (a command
    word, a filler, a number, a resource, a place): a typo in the word file fails here."""
    from tek_access.games.vikings.refusals import vocabulary

    game = Game.new(players=4, seed=1)
    known = vocabulary(game) | set(registry.get("vikings").grammar.word_index()) | {"select", "a", "first",
                                                                                      "second", "third",
                                                                                      "fourth", "last"}
    known |= {w for name in registry.get("vikings").grammar.word_index() for w in name.split()}
    known |= {"brief", "full", "red", "blue", "green", "yellow", "purple", "white", "black", "grey", "orange",
              "slot", "northeast", "southwest", "west", "temple", "round", "keys"}
    known |= {w for slot in game.catalog.slots.values() for w in slot.name.lower().split()}
    table = french()
    odd = sorted({w for meant in (*table.words.values(), *table.heads.values()) for w in meant
                  if not w.isdigit() and w not in known})
    assert not odd


def test_a_broken_word_file_names_file_and_place(tmp_path):
    bad = tmp_path / "words.xx.toml"
    bad.write_text('[words]\n"garder" = 3\n', encoding="utf-8")
    with pytest.raises(DataError, match=r"words.xx.toml.*garder"):
        load_words(str(bad), "words.xx.toml")
    assert load_words(str(tmp_path / "none.toml"), "none.toml") == WordFile()


def test_english_play_reads_french_words_as_unknown_and_french_play_takes_them():
    game = Game.new(players=3, seed=2)
    view = SeatView(game, game.pending.player)
    with speaking("en"):
        assert isinstance(parser.parse("carte", view), parser.Unknown)
        assert parser.parse("map", view) == parser.Query("map", ())
    with speaking("fr"):
        assert parser.parse("carte", view) == parser.Query("map", ())
        assert parser.parse("map", view) == parser.Query("map", ())
        assert parser.parse("aide naviguer", view) == parser.Query("help", ("sail",))
        assert parser.parse("1", view) == parser.Play((game.choices()[0],))


def test_a_file_name_keeps_its_case_in_french():
    game = Game.new(players=3, seed=2)
    with speaking("fr"):
        view = SeatView(game, 0)
        assert parser.parse("sauvegarder Ma Partie.json", view) == parser.Meta("save", ("Ma Partie.json",))
        assert parser.parse("charger Ma Partie.json oui", view) == parser.Meta("load", ("Ma Partie.json yes",))
        assert parser.parse("charger", view) == parser.Meta("load", ())


# ---------------------------------------------------------------- whole games in French
def _reverse(table: WordFile) -> dict[tuple[str, ...], str]:
    """Parser phrase -> the first French phrase the files give for it (the infinitive)."""
    out: dict[tuple[str, ...], str] = {("the",): "le"}
    for typed, meant in table.words.items():
        if meant and (meant not in out or typed == meant):
            out[meant] = " ".join(ACCENTED.get(w, w) for w in typed)
    return out


def in_french(english: str, reverse: dict[tuple[str, ...], str]) -> str:
    """``english`` (a sentence of the game's own words) as a French player types it."""
    words = re.findall(r"[a-z0-9]+", english.lower())
    out, i = [], 0
    while i < len(words):
        for size in range(min(4, len(words) - i), 0, -1):
            said = reverse.get(tuple(words[i:i + size]))
            if said is not None:
                out.append(said)
                i += size
                break
        else:
            out.append(words[i])
            i += 1
    return " ".join(out)


#: English command words that must never be needed in a French sentence
ENGLISH_VERBS = {"keep", "play", "sail", "deploy", "loot", "harvest", "build", "remove", "trade", "complete",
                 "take", "discard", "skip", "yes", "down", "up", "from", "to", "stop", "wood", "food",
                 "steel", "ship", "settlers", "harbour"}


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 5), (4, 7)])
def test_a_whole_vikings_game_played_in_french_sentences(players, seed):
    """Every decision of a whole game answered by a French sentence (the choice's words, said in
    French), read by the parser in French as that very choice; a number where the game has no words."""
    game = Game.new(players=players, seed=seed)
    rng = random.Random(seed)
    reverse = _reverse(french())
    sentences, kinds = 0, set()
    while not game.over:
        seat = game.pending.player
        choice = rng.choice(game.choices())
        with speaking("en"):
            english = vikings_grammar.choice_words(game, seat, choice)
        typed = in_french(english, reverse) if english else str(game.choices().index(choice) + 1)
        assert not (set(typed.split()) & ENGLISH_VERBS), (english, typed)
        with speaking("fr"):
            command = parser.parse(typed, SeatView(game, seat))
        assert isinstance(command, parser.Play), (english, typed, command)
        assert command.choices[0] == choice, (english, typed, command)
        sentences += bool(english)
        kinds.add(str(game.pending.kind))
        game.apply(choice)
    assert sentences > 50 and len(kinds) > 8, (sentences, kinds)


def _plays_as_in_english(new_game, said_in_french: dict[str, str], moves: int) -> None:
    """At every decision of two random games (seeds 11 and 12, ``moves`` choices at most), each English
    sentence and its French saying read the same: the same Play where English plays, no Play where English
    refuses; more than 40 plays in all."""
    plays = 0
    for seed in (11, 12):
        game = new_game(players=3, seed=seed)
        rng = random.Random(seed)
        for _ in range(moves):
            if game.over:
                break
            view = SeatView(game, game.pending.player)
            for english, typed in said_in_french.items():
                with speaking("en"):
                    meant = parser.parse(english, view)
                with speaking("fr"):
                    got = parser.parse(typed, view)
                if isinstance(meant, parser.Play):
                    plays += 1
                    assert got == meant, (english, typed, got)
                else:
                    assert not isinstance(got, parser.Play), (english, typed, got)
            game.apply(rng.choice(game.choices()))
    assert plays > 40, plays


def test_every_commands_example_in_french_plays_as_in_english():
    """Each play command's example ("sail 3 to the north fjord", "harvest 2 wood 1 food"), said in
    French, is read at every decision of a game as the English example is: the same choices where
    English plays, a refusal where English refuses. Covers the leader verbs no choice's words say."""
    from tek_access.games.vikings.commands import commands

    reverse = _reverse(french())
    examples = [info.example for info in commands().values() if info.kind == "play"]
    examples += ["sail to the east fjord", "explore 1 settler to Ironcliff", "harvest 1 steel", "build ship",
                 "trade food for wood", "deploy 1 settler", "play 1 face up", "remove blue"]
    said_in_french = {english: in_french(english, reverse) for english in examples}
    assert all(not (set(t.split()) & ENGLISH_VERBS) for t in said_in_french.values()), said_in_french
    _plays_as_in_english(Game.new, said_in_french, moves=120)


# ---------------------------------------------------------------- Tiny Epic Kingdoms in French
def tek_french() -> WordFile:
    from tek_access.games.tek import grammar as tek_grammar

    return shared_words("fr").merged(tek_grammar.words("fr"))


#: TEK's English command words that must never be needed in a French sentence
TEK_ENGLISH = {"patrol", "quest", "build", "research", "expand", "trade", "collect", "war", "with", "retreat",
               "remove", "stand", "boost", "resources", "from", "to", "ore", "food", "select", "take", "yes",
               "white", "flag", "nothing"}


@pytest.mark.parametrize(("players", "seed"), [(2, 5), (3, 5), (4, 9)])
def test_a_whole_tek_game_played_in_french_sentences(players, seed):
    """Every decision of a whole Tiny Epic Kingdoms game answered by a French sentence ("choisir
    patrouiller", "de Ashen Peak", "guerre 3 avec 1 mana 0 minerai 0 nourriture"), read in French as
    that very choice; a number where the game has no words but the number."""
    from tek_access.games.tek import grammar as tek_grammar
    from tek_access.games.tek.rules.game import Game as TekGame

    game = TekGame.new(players=players, seed=seed)
    rng = random.Random(seed)
    table = tek_french()
    reverse = _reverse(table)
    reverse[("select",)] = "choisir"
    sentences, kinds = 0, set()
    for _ in range(3000):
        if game.over:
            break
        seat = game.pending.player
        choice = rng.choice(game.choices())
        with speaking("en"):
            english = tek_grammar.choice_words(game, seat, choice)
        typed = in_french(english, reverse) if english else str(game.choices().index(choice) + 1)
        assert not (set(typed.split()) & TEK_ENGLISH), (english, typed)
        with speaking("fr"):
            command = parser.parse(typed, SeatView(game, seat))
        with speaking("en"):
            meant = parser.parse(english or typed, SeatView(game, seat))
        if isinstance(meant, parser.Play):  # English refuses "yes" at the boost (its words say "boost"): not ours
            assert command == meant and command.choices[0] == choice, (english, typed, command)
            sentences += bool(english)
        kinds.add(str(game.pending.kind))
        game.apply(choice)
    assert game.over and sentences > 30 and len(kinds) > 4, (sentences, kinds)


def test_every_tek_commands_example_in_french_plays_as_in_english():
    """Each TEK play command's example ("patrol from Ashen Peak to Smoulder Fields", "war 5 with 2
    mana 1 ore"), said in French, is read at every decision of two games as the English example is."""
    from tek_access.games.tek.commands import command_table
    from tek_access.games.tek.rules.game import Game as TekGame

    table = tek_french()
    reverse = _reverse(table)
    reverse[("select",)] = "choisir"
    examples = [info.example for info in command_table().values() if info.kind == "play"]
    examples += ["select patrol", "select quest", "select trade", "expand", "trade 1 mana for food", "war 0",
                 "war 1 with 1 food", "retreat", "collect", "do nothing"]
    said_in_french = {english: in_french(english, reverse) for english in examples}
    assert all(not (set(t.split()) & TEK_ENGLISH) for t in said_in_french.values()), said_in_french
    _plays_as_in_english(TekGame.new, said_in_french, moves=150)


# ---------------------------------------------------------------- help in French
def _help_of(name: str):
    if name == "tek":
        from tek_access.games.tek.commands import command_table, help_lines, live_example
        from tek_access.games.tek.rules.game import Game as TekGame

        game = TekGame.new(players=3, seed=4)
        rng = random.Random(4)
        while not game.board_regions or live_example("patrol", "patrol", game, game.pending.player) == "patrol":
            game.apply(rng.choice(game.choices()))  # to a table where a patrol can be made
        return game, command_table(), help_lines, live_example
    from tek_access.games.vikings.commands import commands, example, help_lines

    game = Game.new(players=3, seed=4)
    rng = random.Random(4)
    while not game.state.players[game.pending.player].hand:
        game.apply(rng.choice(game.choices()))  # to the draft, a hand to keep a card of
    return game, commands(), help_lines, example


def test_aide_patrouille_and_aide_garder_give_a_french_example_from_the_seats_table():
    game, _, help_lines, live_example = _help_of("tek")
    seat = game.pending.player
    view = SeatView(game, seat)
    with speaking("fr"):
        assert parser.parse("aide patrouille", view) == parser.Query("help", ("patrol",))
        lines = help_lines("patrol", game, seat)
    assert lines[0].startswith("patrouiller : ") and "meeple" in lines[0]
    english = live_example("patrol", "patrol", game, seat)  # "patrol from Ashen Peak to Smoulder Fields"
    origin, _, goal = english.removeprefix("patrol from ").partition(" to ")
    example = next(line for line in lines if line.startswith("Exemple : "))
    assert example.startswith("Exemple : patrouiller ") and origin in example and example.endswith(f"à {goal}")
    vikings, _, vikings_help, _ = _help_of("vikings")
    seat = vikings.pending.player
    with speaking("fr"):
        lines = vikings_help("keep", vikings, seat)
    card = vikings.catalog.cards[next(k for k in vikings.state.players[seat].hand if k in vikings.catalog.cards)].name
    assert lines[0].startswith("garder : Draft : gardez")
    assert f"Exemple : garder {card}" in lines


@pytest.mark.parametrize("name", ["vikings", "tek"])
def test_every_commands_french_example_is_read_as_its_english_one(name):
    """``aide COMMANDE`` for every command: an example that, typed in French, the parser reads as it reads the
    English live example at the same table."""
    game, table, help_lines, live = _help_of(name)
    seat = game.pending.player
    view = SeatView(game, seat)
    for command, info in table.items():
        with speaking("fr"):
            lines = help_lines(command, game, seat)
            typed = next(line for line in lines if line.startswith("Exemple : "))[len("Exemple : "):]
            got = parser.parse(typed, view)
        with speaking("en"):
            meant = parser.parse(live(command, info.example, game, seat), view)
        if isinstance(meant, parser.Play | parser.Query | parser.Meta):
            assert got == meant, (command, typed, got, meant)
        assert not (set(tokenize(typed)) & {"patrol", "sail", "keep", "harvest", "trade", "retreat", "help"}), typed
    with speaking("fr"):
        summary = help_lines(None, game, seat)
    assert summary[0].endswith(".") and "commandes" in summary[0] and len(summary) == 5


def test_every_tek_french_word_means_words_of_the_game():
    """Each parser phrase a TEK French word stands for is a word TEK's grammar reads."""
    from tek_access.games.tek.vocabulary import vocabulary

    game, _, _, _ = _help_of("tek")
    known = vocabulary(game, game.pending.player) | {"a", "first", "second", "third", "fourth", "last", "brief",
                                                     "full", "red", "blue", "green", "yellow", "purple", "white",
                                                     "black", "grey", "orange", "where", "again", "inventory",
                                                     "forest", "mountain", "plains", "crags", "ruins", "water",
                                                     "capital", "stand", "die", "bid", "flee", "describe"}
    # shared French words for words of Vikings or of the session, which TEK reads as it reads them in English
    known |= {"done", "me", "then", "round", "keys"}
    # the exploration tokens' names, said back in English from their French terms (TEK's narration, issue 36):
    # a sentence naming one reads as the English name would (no command takes a token's name)
    known |= {w for token in game.catalog.tokens for w in re.findall(r"[a-z]+", token.name.lower())}
    # the factions' names, read from their French terms ("faction nains" is "faction dwarves"), which the faction
    # query reads for every faction of the catalogue, in play or not
    known |= {w for faction in game.catalog.factions.values() for w in re.findall(r"[a-z]+", faction.name.lower())}
    table = tek_french()
    odd = sorted({w for meant in (*table.words.values(), *table.heads.values()) for w in meant
                  if not w.isdigit() and w not in known})
    assert not odd


@pytest.mark.parametrize("name", ["vikings", "tek"])
def test_every_command_has_its_french_help_and_no_other(name):
    """commands.fr.toml names each command of the game's table once, and no command the table lacks;
    ``aide COMMANDE`` then says French help for every one (no English line left)."""
    from pathlib import Path

    from tek_access.grammar.commands import load_texts

    game, table, help_lines, _ = _help_of(name)
    path = Path(registry.get(name).grammar.__file__).parent / "data" / "commands.fr.toml"
    texts = load_texts(str(path), path.name)
    assert set(texts) == set(table)
    with speaking("fr"):
        for command, info in table.items():
            lines = help_lines(command, game, game.pending.player)
            assert info.help not in lines[0] and texts[command][1] in lines[0], command


def test_a_refusal_in_french_echoes_the_accents_and_suggests_in_french():
    game = Game.new(players=3, seed=1)
    view = SeatView(game, game.pending.player)
    with speaking("fr"):
        refused = parser.parse("récolter 2 bois", view)
        odd = parser.parse("voler vers la forêt", view)
    assert isinstance(refused, parser.Unknown) and refused.suggestions == ("choix", "aide récolter")
    assert isinstance(odd, parser.Unknown) and odd.reason.startswith("Pas un choix maintenant : voler vers la forêt.")
    with speaking("en"):
        assert parser.parse("harvest 2 wood", view).suggestions == ("choices", "help harvest")


def test_help_with_the_keys_and_what_to_try_are_said_in_french(tmp_path):
    """``aide touches`` lists the speech keys; a refusal's suggestion is a French word ("aide", not "help")."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, PYTHONPATH=str(root), TEK_ACCESS_CONFIG_DIR=str(tmp_path), TEK_ACCESS_DATA_DIR=str(tmp_path),
               PYTHONIOENCODING="utf-8")
    env.pop("TEK_ACCESS_LANG", None)
    out = subprocess.run([sys.executable, "-m", "tek_access", "play", "--game", "vikings", "--players", "2", "--humans",
                          "1", "--seed", "3", "--speech", "off", "--lang", "fr"],
                         input=b"aide touches\naide foo\nquitter\n", capture_output=True, env=env, timeout=120,
                         cwd=tmp_path).stdout.decode("utf-8")
    assert "7 touches :" in out and "F5 : répéter le dernier message" in out
    assert "Pas de commande foo. Essayez : aide." in out
