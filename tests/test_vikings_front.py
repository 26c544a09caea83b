"""Tiny Epic Vikings through the shared front end (issue 19, items 3 and 4): ``play --game vikings``
with numbered choices and sentences, every decision with a prompt and a matcher, every event
narrated at every verbosity, the queries, undo, save and load, bad input refused with a reason and
a suggestion, and a human answering 1 to everything finishing a game as a subprocess."""
from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import assert_lines_ok

from tek_access.audio.announcer import Announcer
from tek_access.core import registry
from tek_access.core.seat import SeatView
from tek_access.games.vikings.answers import MATCHERS
from tek_access.games.vikings.narration import NARRATORS, narrate, prompts
from tek_access.games.vikings.rules.game import Game
from tek_access.games.vikings.rules.model import EVENTS, DecisionKind
from tek_access.grammar import parser
from tek_access.ui.session import GameSession

REPO = Path(__file__).resolve().parents[1]


def session_of(game: Game, seat: int = 0, verbosity: str = "normal") -> tuple[GameSession, io.StringIO]:
    out = io.StringIO()
    seats = ["random"] * game.config.players
    seats[seat] = "human"
    return GameSession(game, seats, Announcer(out=out, speech="off"), seed=1, verbosity=verbosity), out


def positions(seed: int, players: int = 3, every: int = 1):
    """(game, events of the last choice) at each decision of a random game."""
    rnd = random.Random(seed)
    game = Game.new(players, seed=seed)
    events = list(game.start_events)
    n = 0
    while game.pending is not None:
        if n % every == 0:
            yield game, events
        n += 1
        options = game.choices()
        events = game.apply(options[rnd.randrange(len(options))])
    yield game, events


def where(kind: str, seed: int = 0, seat: int = 0, test=lambda g: True) -> Game:
    """A game at a decision of ``kind`` for ``seat`` (random play from ``seed``)."""
    for s in range(seed, seed + 60):
        for game, _ in positions(s):
            d = game.pending
            if d is not None and str(d.kind) == kind and d.player == seat and test(game):
                return game.clone()
    raise AssertionError(f"no {kind} decision found")


def parse(game: Game, text: str):
    return parser.parse(text, SeatView(game, game.pending.player))


def test_vikings_is_registered_with_every_part():
    definition = registry.get("vikings")
    assert definition.title == "Tiny Epic Vikings" and "vikings" in registry.names()
    for part in definition.parts:
        assert definition.part(part) is not None
    assert {"look", "map", "island", "hand", "runes", "rage", "score", "help", "choices", "status"} <= set(
        definition.queries)


def test_every_decision_kind_has_a_prompt_and_a_matcher_and_every_event_a_narrator():
    kinds = {k.value for k in DecisionKind}
    assert kinds <= set(prompts.QUESTIONS), kinds - set(prompts.QUESTIONS)
    assert kinds <= set(MATCHERS), kinds - set(MATCHERS)
    assert set(EVENTS) <= set(NARRATORS), set(EVENTS) - set(NARRATORS)


def test_every_event_is_narrated_at_every_verbosity_in_short_plain_lines():
    seen: set[str] = set()
    for seed in (1, 2):
        for game, events in positions(seed, players=2 + seed % 3):
            for event in events:
                seen.add(event.kind)
                for viewer in (None, *range(game.config.players)):
                    view = game.for_player(viewer)
                    for verbosity in ("brief", "normal", "full"):
                        for line in narrate(view, event, viewer, verbosity):
                            assert line.text.isascii() and len(line.text) < 200, line
                            assert line.text and (line.text[0].isupper() or line.text[0].isdigit()), line
                    if event.private_to is not None and viewer != event.private_to:
                        assert narrate(view, event, viewer, "full") == []
    assert {"game_over", "battle_revealed", "card_played", "turn_started", "hand_dealt"} <= seen


def test_every_menu_numbers_its_choices_and_every_number_answers_its_choice():
    for game, _ in positions(3, every=3):
        d = game.pending
        if d is None:
            break
        view = SeatView(game, d.player)
        lines = prompts.menu(view.game, d.player)
        options = game.choices()
        assert lines[1] == f"{len(options)} choice{'s' if len(options) != 1 else ''}:"
        assert all(line.isascii() and len(line) < 200 for line in lines), lines
        for n, choice in enumerate(options, 1):
            command = parser.parse(str(n), view)
            assert isinstance(command, parser.Play) and command.choices == (choice,)


def test_play_sentences_answer_several_decisions():
    game = where("draft")
    hand = game.state.players[0].hand
    name = game.catalog.cards[hand[0]].name
    assert parse(game, f"keep {name}").choices == (game.choices()[0],)
    assert parse(game, "keep 2").choices[0].target == hand[1]
    game = where("play", test=lambda g: g.state.battle is None)
    second = game.state.players[0].hand[1]
    command = parse(game, "play 2 face down")
    assert isinstance(command, parser.Play) and (command.choices[0].kind, command.choices[0].target) == ("down",
                                                                                                        second)


def _has(kind: str):
    """A test for a position where exactly one card of the hand has leader action ``kind``."""
    return lambda g: sum(g.catalog.cards[c].leader.kind == kind for c in g.state.players[0].hand) == 1


def test_sail_sentence_plays_the_sailing_card_and_sails_the_ship_there():
    game = where("play", test=_has("sail"))
    card = next(c for c in game.state.players[0].hand if game.catalog.cards[c].leader.kind == "sail")
    ship = next(p for s, p in game.state.ships if s == 0)
    goal = next(p for p in game.map.steps[ship] if p in game.map.fjords)
    name = game.map.fjords[goal].name.lower()
    command = parse(game, f"sail 1 to the {name}")
    assert isinstance(command, parser.Play), command
    assert command.choices[0].target == card and ("to", goal) in [(c.kind, c.target) for c in command.choices]
    after = game.clone()
    for choice in command.choices:
        after.apply(choice)
    assert [0, goal] in after.state.ships


def test_harvest_and_explore_sentences():
    game = where("play", test=_has("harvest"))
    command = parse(game, "harvest 2 wood")
    assert isinstance(command, parser.Play), command
    assert [c.target for c in command.choices[1:3]] == ["wood", "wood"]
    game = where("explore_from", test=lambda g: True)
    origin = game.choices()[0].target
    goal = game.map.routes[origin][0]
    command = parse(game, f"explore from {game.map.islands[origin].name} to {game.map.islands[goal].name}")
    assert isinstance(command, parser.Play), command
    assert [(c.kind, c.target) for c in command.choices[:2]] == [("island", origin), ("island", goal)]


@pytest.mark.parametrize("text", ["fly to the moon", "keep nobody", "sail to the sun", "99", "build a castle"])
def test_bad_input_is_refused_with_a_reason_and_a_suggestion_and_changes_nothing(text):
    game = where("play")
    session, out = session_of(game)
    before = json.dumps(session.game.to_json(), sort_keys=True)
    session.handle(text)
    said = out.getvalue().strip().splitlines()[-1]
    assert json.dumps(session.game.to_json(), sort_keys=True) == before
    assert "Try:" in said or "Say" in said or "choices" in said, said
    assert "Traceback" not in out.getvalue()


QUERIES = ["look", "map", "hand", "runes", "rage", "score", "status", "favour", "battle", "choices", "pending",
           "my card",
           "help", "help sail", "help explore", "rules", "rules battle", "island ravenholm", "island nowhere",
           "history", "repeat", "last round"]


@pytest.mark.parametrize("verbosity", ["brief", "normal", "full"])
def test_queries_answer_and_never_change_the_game(verbosity):
    game = where("play", seed=4)
    session, out = session_of(game, verbosity=verbosity)
    before = json.dumps(session.game.to_json(), sort_keys=True)
    for text in QUERIES:
        start = len(out.getvalue())
        session.handle(text)
        assert out.getvalue()[start:].strip(), text
    assert json.dumps(session.game.to_json(), sort_keys=True) == before
    text = out.getvalue()
    assert "Ravenholm" in text and "rage" in text and "Hand, " in text


def test_hand_and_favours_of_another_clan_are_never_said():
    game = where("play", seed=5, test=lambda g: any(g.state.players[1].hand))
    session, out = session_of(game)
    session.handle("hand")
    session.handle("status")
    session.handle("favour")
    others = set(game.state.players[1].hand) | set(game.state.players[2].hand)
    names = {game.catalog.cards[c].name for c in others} - {game.catalog.cards[c].name
                                                           for c in game.state.players[0].hand}
    said = out.getvalue()
    assert not [n for n in names if f" {n}," in said or f" {n}." in said], names


def test_undo_save_and_load_in_a_session(tmp_path):
    game = where("play")
    session, out = session_of(game)
    session.start = lambda: None  # type: ignore[method-assign]
    before = json.dumps(session.game.state.to_json(), sort_keys=True)
    session.handle("1")
    assert json.dumps(session.game.state.to_json(), sort_keys=True) != before
    session.handle("undo")
    assert json.dumps(session.game.state.to_json(), sort_keys=True) == before, out.getvalue()[-400:]
    path = tmp_path / "vikings.json"
    session.handle(f"save {path}")
    assert f"Saved to {path}." in out.getvalue(), out.getvalue()[-300:]
    saved = json.dumps(session.game.state.to_json(), sort_keys=True)
    session.handle("1")
    session.handle(f"load {path} yes")
    assert json.dumps(session.game.state.to_json(), sort_keys=True) == saved


def test_a_corrupt_vikings_save_is_refused_by_file_place_and_problem(tmp_path):
    from tek_access.storage import SaveError, load_game

    game = where("play")
    data = game.to_json()
    data["state"]["players"][0]["res"] = [9, 0, 0]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(SaveError) as err:
        load_game(bad)
    assert str(bad) in str(err.value) and "state" in str(err.value) or "res" in str(err.value)
    data = game.to_json()
    data["log"] = data["log"][:-1]
    bad.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="replay"):
        load_game(bad)


def test_a_human_answering_1_to_everything_finishes_a_game_and_hears_the_score():
    """Issue 19, done when: tek-access play --game vikings --players 3 --humans 1 --seed 5."""
    env = dict(os.environ, PYTHONPATH=str(REPO), TEK_ACCESS_SPEECH="off", NO_COLOR="1",
               XDG_CONFIG_HOME=str(REPO / ".no-config-here"))
    done = subprocess.run([sys.executable, "-m", "tek_access", "play", "--game", "vikings", "--players", "3",
                           "--humans", "1", "--seed", "5", "--speech", "off"],
                          input="1\n" * 600, capture_output=True, text=True, timeout=120, env=env, cwd=REPO)
    assert done.returncode == 0, done.stderr[-500:]
    out = done.stdout
    assert "Game over." in out and out.count(" points") >= 3, out[-600:]
    assert "Traceback" not in out + done.stderr
    assert_lines_ok(out)


def test_a_verb_said_alone_answers_its_own_question():
    game = where("deploy")
    most = max(int(c.target) for c in game.choices())
    assert parse(game, "deploy").choices[0].target == most
    assert parse(game, "deploy 0").choices[0].target == 0
    game = where("loot", seed=1)
    assert parse(game, "loot").choices[0].kind == "loot" and parse(game, "no").choices[0].kind == "skip"
    game = where("choose_favour")
    first = game.choices()[0]
    assert parse(game, f"take {game.catalog.favours[first.target].name}").choices == (first,)


def test_the_vikings_tutorial_finishes_on_its_own_suggestions():
    """tek-access tutorial --game vikings: each "Type: X" typed back plays a card face up, sails, a
    card face down in a battle, a rune action, and ends on the score."""
    from tek_access.ui import tutorial

    out = io.StringIO()
    session = tutorial.make_session(Announcer(out=out, speech="off"), "vikings")
    session.start()
    typed: list[str] = []
    while not session.finished and len(typed) < 60:
        suggestion = [line for line in out.getvalue().splitlines() if line.startswith("Type: ")][-1]
        typed.append(suggestion.removeprefix("Type: "))
        session.handle(typed[-1])
    assert session.finished and session.game.over and len(typed) < 30, typed
    assert {"up", "down", "rune"} <= session.done, session.done
    assert typed[-1] == "score" and "Tutorial finished." in out.getvalue()
    assert not [t for t in typed if t.isdigit()], typed  # every suggestion is said in words


def test_explore_two_settlers_moves_both_to_the_island():
    def two_next_to(g):
        return any(c[0] >= 2 and any(g.state.settlers[r][0] == 0 for r in g.map.routes[i])
                   for i, c in g.state.settlers.items())

    game = where("explore_from", test=lambda g: int(g.pending.context.get("left", 0)) >= 2 and two_next_to(g))
    origin = next(i for i, c in game.state.settlers.items() if c[0] >= 2
                  and any(game.state.settlers[r][0] == 0 for r in game.map.routes[i]))
    goal = next(r for r in game.map.routes[origin] if game.state.settlers[r][0] == 0)
    command = parse(game, f"explore 2 settlers to {game.map.islands[goal].name}")
    assert isinstance(command, parser.Play), command
    after = game.clone()
    for choice in command.choices:
        after.apply(choice)
    assert after.state.settlers[goal][0] == 2, [(c.kind, c.target) for c in command.choices]


def test_the_vikings_grammar_never_raises():
    """Without the parser's net: every sentence a player might type at many positions, and word
    salad from the game's own words, gives a command or a refusal, never an exception."""
    from vikings_seat import sentences

    from tek_access.games.vikings import grammar

    rnd = random.Random(7)
    vocabulary = ["sail", "to", "the", "north", "fjord", "explore", "2", "settlers", "ravenholm", "keep", "play",
                  "face", "down", "up", "harvest", "wood", "for", "steel", "build", "temple", "ship", "remove",
                  "red", "from", "ashby", "take", "skip", "yes", "no", "stop", "deploy", "9", "0", "loot", "top",
                  "left", "complete", "feast", "odin", "trade", "food", "middle", "harbour", "village"]
    checked = 0
    for seed in (1, 2):
        for game, _ in positions(seed, players=2 + seed, every=4):
            if game.pending is None:
                break
            seat = game.pending.player
            view = game.for_player(seat)
            texts = sentences(game, seat)
            texts += [" ".join(rnd.choice(vocabulary) for _ in range(rnd.randint(1, 7))) for _ in range(15)]
            for text in texts:
                words = parser.tokenize(text)
                if not words:
                    continue
                command = grammar.play(text, words, view.clone(), seat, False)
                assert isinstance(command, (parser.Play, parser.Unknown)), (text, command)
                checked += 1
    assert checked > 500


def test_a_save_asked_for_during_a_battle_is_written_after_the_reveal(tmp_path):
    game = where("play", test=lambda g: g.state.battle is not None and g.pending.player == 0)
    session, out = session_of(game)
    path = tmp_path / "battle.json"
    session.handle(f"save {path}")
    assert "A face-down card is locked: the game will be saved when the face-down cards are revealed" in \
        out.getvalue()
    assert not path.exists()
    for _ in range(60):
        if path.exists() or session.game.pending is None:
            break
        session.handle("1")
    assert path.exists() and f"Saved to {path}." in out.getvalue()
    assert "Reveal." in out.getvalue().split("will be saved when", 1)[1]


def test_a_save_of_the_other_game_asks_first_at_a_table_naming_the_game(tmp_path):
    """issue 30, item 4: loading a save of the other game names it and asks, even with a yes typed with the
    name (said before the game was named); nothing changes until the answer."""
    from tek_access.games.tek.rules.game import Game as Kingdoms
    from tek_access.storage import save_game

    kingdoms = tmp_path / "kingdoms.json"
    save_game(Kingdoms.new(players=3, seed=2), kingdoms)
    vikings = tmp_path / "vikings.json"
    save_game(Game.new(3, seed=2), vikings)
    session, out = session_of(Game.new(3, seed=3))
    session.handle(f"load {kingdoms} yes")
    said = out.getvalue().strip().splitlines()[-1]
    assert "is a Tiny Epic Kingdoms save, turn" in said and "would play Tiny Epic Kingdoms instead of Tiny " \
        "Epic Vikings" in said, said
    assert isinstance(session.game, Game)
    from tek_access.ui.session import GameSession as Session

    out2 = io.StringIO()
    other = Session(Kingdoms.new(players=3, seed=2), ["human", "random", "random"],
                    Announcer(out=out2, speech="off"))
    other.handle(f"load {vikings} yes")
    assert "is a Tiny Epic Vikings save, turn" in out2.getvalue()
    assert isinstance(other.game, Kingdoms)
    other.handle("no")
    assert isinstance(other.game, Kingdoms)
