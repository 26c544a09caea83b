"""Refusals of typed sentences in the player's language (issue 36, "no English left behind"): sentences that
a game refuses part-way ("keep 9", "sail 9 to the north fjord", "trade wood for wood", "build temple" with
no wood) typed at every decision of whole games, in the pseudo-locale (every line must come from a message)
and in French (no English fallback, no line left as the English one). Both games."""
from __future__ import annotations

import random
import re

import pytest

from tek_access.core import messages
from tek_access.core.messages import Messages, speaking
from tek_access.core.parsed import Unknown
from tek_access.core.seat import SeatView
from tek_access.grammar import parser

BRACKETED = re.compile(r"\[[^\[\]]*\]")


def untranslated(text: str, names: list[str], commands: set[str] = frozenset()) -> str:
    """What of a pseudo-locale line came from no message: the plain words outside every bracket, names out, and
    the command words (the pseudo-locale types the English commands: "You may choose: keep Gunnar")."""
    while BRACKETED.search(text):
        text = BRACKETED.sub(" ", text)
    for name in names:
        text = text.replace(name, " ")
    return " ".join(w for w in re.findall(r"[A-Za-z]+", text) if w.lower() not in commands)


def command_words(game: str) -> set[str]:
    """Every word of a game's commands and their synonyms, as typed in English."""
    import importlib

    module = importlib.import_module(f"tek_access.games.{game}.grammar")
    return {word for key in module.word_index() for word in key.split()}


class Spy:
    """The ids of the messages formatted while it is installed (which refusals the sentences reached)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, family: str) -> None:
        self.ids: set[str] = set()
        real = Messages.__call__

        def call(this: Messages, msg_id: str, /, **args):
            if this.name == family:
                self.ids.add(msg_id)
            return real(this, msg_id, **args)

        monkeypatch.setattr(Messages, "__call__", call)


# ---------------------------------------------------------------- Tiny Epic Vikings
#: words a Vikings refusal offers to type, besides its commands ("You may choose: wood, food, steel")
TYPED_WORDS = {"face", "down", "up", "wood", "food", "steel"}


def vikings_sentences(game, seat: int) -> list[str]:
    """Sentences a player might type that the matchers refuse part-way, at any decision."""
    view = game.for_player(seat)
    m, cat = view.map, view.catalog
    fjords = [f.name for f in m.fjords.values()]
    islands = [i.name for i in m.islands.values()]
    docks = [d.name for d in m.docks.values()]
    cards = [c.name for c in cat.cards.values()]
    hand = [cat.cards[c].name for c in view.state.players[seat].hand if c in cat.cards]
    out = ["-3 wood", "99", "keep 9", "play 9", f"keep {cards[0]}", f"keep {cards[-1]}", "face down", "face up",
           "skip", "sail", "explore", "harvest", "build", "remove", "sail 9", f"sail 9 to {fjords[0]}",
           f"sail from {fjords[-1]}", f"sail 1 to {fjords[2]}", "harvest 9 wood", "harvest 0 wood",
           "harvest 2 steel", "trade wood", "trade wood for wood", "trade 0 wood for steel", "trade steel for food",
           "trade wood for steel and food",
           "build temple", "build ship", f"build ship at {islands[0]}", f"build temple at {fjords[0]}",
           "deploy 9", "remove red", "remove blue", "remove green", "explore 9 settlers to " + islands[0],
           f"explore to {islands[-1]}", f"explore from {islands[0]}", "complete 9", "take 9", "take the first",
           "play 1 zzz", "keep 1 zzz", "yes zzz"]
    out += [f"play {name} face down" for name in hand[:2]] + [f"play {name} face up" for name in hand[:2]]
    out += [name for name in islands[:4]] + [name for name in fjords[:3]] + [name for name in docks[:3]]
    return out


def refusals(game, sentences, code: str, every: int, steps: int) -> list[tuple[str, str]]:
    """(typed, refusal) for each of ``sentences(game, seat)`` refused at the deciding seat's decisions, every
    ``every`` step of a random game of at most ``steps`` decisions."""
    rng = random.Random(game.config.seed)
    out: list[tuple[str, str]] = []
    for step in range(steps):
        if game.pending is None:
            break
        seat = game.pending.player
        if step % every == 0:
            with speaking(code):
                for text in sentences(game, seat):
                    command = parser.parse(text, SeatView(game, seat))
                    if isinstance(command, Unknown):
                        out.append((text, command.reason))
        game.apply(rng.choice(game.choices()))
    return out


def vikings_refusals(players: int, seed: int, code: str, every: int = 1) -> list[tuple[str, str]]:
    """(typed, refusal) for each sentence refused at the deciding seat's decisions of a random game."""
    from tek_access.games.vikings.rules.game import Game

    return refusals(Game.new(players=players, seed=seed), vikings_sentences, code, every, 400)


def vikings_names(players: int) -> list[str]:
    from test_vikings_languages import data_names

    return data_names(players)


#: the refusals of typed sentences the whole games below must reach (so the test stays a test of them)
VIKINGS_REACHED = {
    "typed-build-cannot", "typed-build-not-at", "typed-card-action", "typed-cards-can", "typed-choose-number",
    "typed-deploy-range", "typed-exchange-cannot-get", "typed-exchange-cannot-give", "typed-exchange-get",
    "typed-exchange-some", "typed-explore-too-many", "typed-explore-unreachable", "typed-face-not-now",
    "typed-hand-number", "typed-harvest-left", "typed-harvest-most", "typed-harvest-some", "typed-island-not-choice",
    "typed-negative", "typed-no-card-can", "typed-no-ship-reaches", "typed-no-ship-there", "typed-not-after",
    "typed-not-choice-cards", "typed-nothing-to-skip", "typed-number-or-name", "typed-remove-island",
    "typed-sail-most", "typed-too-far", "typed-which-face", "refuse-when-keep", "refuse-when-deploy"}


def test_vikings_typed_refusals_come_from_messages_in_the_pseudo_locale(monkeypatch):
    spy = Spy(monkeypatch, "vikings")
    found = []
    for players, seed in ((3, 5), (2, 3), (4, 1), (3, 9)):
        names = vikings_names(players)
        for text, reason in vikings_refusals(players, seed, "pseudo"):
            left = untranslated(reason, names + [text], command_words("vikings") | TYPED_WORDS)
            if left:
                found.append((text, reason, left))
    assert not found, found[:10]
    assert VIKINGS_REACHED <= spy.ids, sorted(VIKINGS_REACHED - spy.ids)


def test_vikings_typed_refusals_in_french_need_no_english():
    messages.FALLBACKS.clear()
    french = dict(vikings_refusals(3, 5, "fr", every=3))
    english = dict(vikings_refusals(3, 5, "en", every=3))
    assert french and not messages.FALLBACKS, sorted(messages.FALLBACKS)[:10]
    same = [(text, line) for text, line in french.items() if english.get(text) == line and not text.isdigit()]
    assert not same, same[:10]
    said = "\n".join(french.values())
    for english_word in ("Your hand", "is not a choice", "Keep answers", "Keep répond", "You cannot", "Say ",
                         "steps", "for example"):
        assert english_word not in said, english_word


def test_the_report_of_issue_36_in_french():
    """The two lines the issue quotes: "garder 9" in the draft, "garder zzz" at the ship's question."""
    from tek_access.games.vikings.rules.game import Game

    game = Game.new(players=3, seed=5)
    seat = game.pending.player
    with speaking("fr"):
        ship = parser.parse("garder zzz", SeatView(game, seat))
        game.apply(game.choices()[0])
        while game.pending.player != seat or str(game.pending.kind) != "draft":
            game.apply(game.choices()[0])
        draft = parser.parse("garder 9", SeatView(game, seat))
    assert isinstance(draft, Unknown) and draft.reason.startswith("Votre main a 4 cartes : dites le nom d'une carte")
    assert isinstance(ship, Unknown) and ship.reason.startswith("Garder répond au draft"), ship.reason
    assert "Keep" not in ship.reason


# ---------------------------------------------------------------- Tiny Epic Kingdoms
def tek_sentences(game, seat: int) -> list[str]:
    regions = [r.name for r in list(game.catalog.regions.values())[:4]] if hasattr(game.catalog, "regions") else []
    return ["-2 food", "99", "patrol", "quest", "build", "research", "expand", "trade", "war", "white flag",
            "retreat", "collect", "trade 9 food for ore", "build tower", "research 9", "move to zzz", "take 9",
            "boost 9", "expand to the moon", "patrol 1 zzz", "nothing", *[f"move to {r}" for r in regions]]


def tek_refusals(players: int, seed: int, code: str, every: int = 2) -> list[tuple[str, str]]:
    from tek_access.games.tek.rules.game import Game

    return refusals(Game.new(players, seed=seed), tek_sentences, code, every, 300)


def test_tek_typed_refusals_in_french_need_no_english():
    messages.FALLBACKS.clear()
    french = tek_refusals(3, 5, "fr", every=4)
    assert french and not messages.FALLBACKS, sorted(messages.FALLBACKS)[:10]
    said = "\n".join(line for _, line in french)
    for english_word in ("You cannot", "Say ", "for example", "is not a choice", "does not answer"):
        assert english_word not in said, english_word


def test_a_command_that_answers_another_question_is_named_in_the_players_words():
    from tek_access.core.refusals import misplaced

    places = {"keep": {"draft"}}
    assert misplaced("keep", "place_ship", places, {}) == "Keep does not answer this question."
    with speaking("fr"):
        assert misplaced("keep", "place_ship", places, {}, "garder") == "Garder ne répond pas à cette question."
    assert misplaced("keep", "draft", places, {}, "garder") is None


def test_the_servers_startup_and_connects_own_lines_are_messages_in_french():
    from tek_access.core.messages import SERVER

    with speaking("fr"):
        started = SERVER("serve-started", ssh=SERVER("serve-port-off"), telnet="4000", web="8080", folder="/d",
                         playing=0, guests=True)
        refused = SERVER("connect-cannot", host="example", port="4000", error="refused")
    assert started == ("Serveur tek-access. Port SSH fermé, port telnet 4000, port web 8080, données /d. "
                       "0 table reprise. Invités acceptés.")
    assert refused == "Connexion impossible à example port 4000 : refused."
    english = SERVER("serve-started", ssh="off", telnet="4000", web="off", folder="/d", playing=1, guests=False)
    assert english == ("tek-access server. SSH port off, telnet port 4000, web port off, data /d. 1 tables resumed. "
                       "Guests off.")
