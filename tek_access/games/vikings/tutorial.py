"""Tiny Epic Vikings' tutorial script, played by the shared tutorial shell
(:mod:`tek_access.ui.tutorial`): ``tek-access tutorial --game vikings``.

A 2-player game against one computer player, from a prepared position late in the third era
(the game is dealt with a fixed seed and played by a fixed chooser up to your last three cards),
so it ends soon. At each of your decisions the tutorial says what the step is about (once per
kind of step), then the command to type ("Type: X"): your cards teach sailing, exploring,
harvesting or building, a card played face down for a battle, the rune action and the final
score. Questions (look, hand, map, island, rules, score) work as in a game. Source of the rules
taught: 003_e355be14bd9c4768.txt (Game flow, Leader Action, Battle, Game over).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tek_access.games.vikings.messages import MESSAGES
from tek_access.games.vikings.rules.model import Choice, Event
from tek_access.games.vikings.view import asked, for_rules

if TYPE_CHECKING:  # pragma: no cover - the tutorial's position is a whole game, made for the tutorial shell
    from tek_access.games.vikings.rules.game import Game
    from tek_access.games.vikings.view import VikingsView

SEED = 7
PLAYERS = 2
HUMAN = 0
#: the prepared position: the third era, your hand down to this many cards
HAND_LEFT = 3
#: the order the leader actions are taught in
ORDER = ("sail", "explore", "harvest", "build", "remove")

#: the lines said first, as message ids of vikings.ftl
INTRO = ("tutorial-intro-1", "tutorial-intro-2", "tutorial-intro-3")
#: the lesson said at the first decision of each kind: decision kind -> message id
LESSONS = {
    "play": "tutorial-play", "sail_ship": "tutorial-sail-ship", "sail_step": "tutorial-sail-step",
    "deploy": "tutorial-deploy", "explore_from": "tutorial-explore-from", "explore_to": "tutorial-explore-to",
    "harvest": "tutorial-harvest", "build": "tutorial-build", "build_where": "tutorial-build-where",
    "rune_action": "tutorial-rune-action", "complete": "tutorial-complete", "choose_favour": "tutorial-choose-favour",
    "loot": "tutorial-loot",
}
#: the lesson an event brings: event kind -> (the lesson's key, message id)
AFTER = {
    "battle_revealed": ("lesson:reveal", "tutorial-reveal"),
    "era_ended": ("lesson:era", "tutorial-era"),
}
SCORING = ("tutorial-scoring",)


def _chooser(view: "VikingsView", seat: int) -> int:
    """A fixed, seeded choice: the same position always gives the same answer."""
    options = view.choices()
    keep = [i for i, c in enumerate(options) if c.kind != "skip"] or list(range(len(options)))
    return keep[(view.state.moves * 7 + seat * 3 + SEED) % len(keep)]


def tutorial_game(catalog: Any = None) -> "Game":
    """The prepared position: a 2-player game (seed :data:`SEED`, you start) played by
    :func:`_chooser` until your hand is down to :data:`HAND_LEFT` cards in the third era and you
    are to play one."""
    from tek_access.games.vikings.rules.game import Game

    game = Game.new(PLAYERS, seed=SEED, first_player=HUMAN, catalog=catalog)
    for _ in range(5000):
        d = game.pending
        if d is None:
            break
        s = game.state
        if (d.player == HUMAN and str(d.kind) == "play" and s.era == 3
                and len(s.players[HUMAN].hand) <= HAND_LEFT):
            break
        game.apply(game.choices()[_chooser(game.for_player(d.player), d.player)])
    game.start_events = []
    return game


class ScriptedPlayer:
    """The tutorial's computer player: :func:`_chooser` on its view."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def choose(self, view: "VikingsView") -> Choice:
        return view.choices()[_chooser(view, self.seat)]


def scripted_index(view: "VikingsView", seat: int) -> int:
    """What the tutorial suggests: at ``play`` the middle of your last three cards face down (a
    battle), else a face-up card of an action not yet played this era (in :data:`ORDER`); elsewhere the
    first choice that does something (the rune action, the most settlers, a village)."""
    options = view.choices()
    kind = str(asked(view).kind)
    if kind == "play":
        cards = view.catalog.cards
        played = view.state.players[seat].played
        done = {cards[c].leader.kind for c, face in played if face == "up" and c in cards}
        ups = [(ORDER.index(cards[c.target].leader.kind) if cards[c.target].leader.kind in ORDER else 9, i)
               for i, c in enumerate(options) if c.kind == "up" and c.target in cards
               and cards[c.target].leader.kind not in done]
        down = [i for i, c in enumerate(options) if c.kind == "down"]
        if down and len(view.state.players[seat].hand) == HAND_LEFT - 1:  # the middle card: a battle
            return down[0]
        if ups:
            return min(ups)[1]
        return 0
    if kind == "sail_step":  # into a free dock when one is a step away: then settlers land
        from tek_access.games.vikings.rules.board import ships_at

        docks = [i for i, c in enumerate(options) if c.kind == "to" and c.target in view.map.docks
                 and not ships_at(for_rules(view), c.target)]
        if docks:
            return docks[0]
    if kind == "deploy":
        return max(range(len(options)), key=lambda i: int(options[i].target))
    return next((i for i, c in enumerate(options) if c.kind not in ("skip", "stop")), 0)


def typed_for(view: "VikingsView", seat: int, index: int, answers: Callable[[str, Choice], bool]) -> str:
    """A command for choice ``index`` that the grammar reads as that choice, else its number."""
    from tek_access.games.vikings.narration.words import name

    choice = view.choices()[index]
    kind, target = choice.kind, choice.target
    said = name(view, target).lower() if isinstance(target, str) else ""
    if kind == "player":
        texts = [view.name(int(target)).lower()]
    else:
        texts = {"keep": [f"keep {said}"], "up": [f"play {said}"], "down": [f"play {said} face down"],
                 "deploy": [f"deploy {target}"], "resource": [str(target)], "loot": ["loot"], "rune": ["yes"],
                 "skip": ["skip"], "stop": ["stop"], "end": [str(target).replace("_", " ")],
                 "ship": [f"ship in {said}", said, "ship"], "temple": ["temple"]}.get(kind, [said])
    from tek_access.games.vikings.grammar import said_back

    for text in texts:
        text = said_back(text) if text else text
        if text and answers(text, choice):
            return text
    return str(index + 1)


class Script:
    """The script the tutorial shell plays (see :class:`tek_access.ui.tutorial.TutorialSession`)."""

    seed, players, human = SEED, PLAYERS, HUMAN

    @property
    def intro(self) -> list[str]:
        """The lines said first, in the current language."""
        return [MESSAGES(i) for i in INTRO]

    @property
    def scoring(self) -> list[str]:
        """The scoring lesson, in the current language."""
        return [MESSAGES(i) for i in SCORING]

    def game(self, catalog: Any = None) -> "Game":
        """The prepared position (:func:`tutorial_game`)."""
        return tutorial_game(catalog)

    def scripted_player(self, seat: int) -> ScriptedPlayer:
        return ScriptedPlayer(seat)

    def suggestion(self, view: "VikingsView", seat: int, answers: Callable[[str, Choice], bool]
                   ) -> tuple[str, Choice, list[tuple[str, str]]]:
        """What to type now, the choice it plays and the lessons to say first (key, text)."""
        kind = str(asked(view).kind)
        index = scripted_index(view, seat)
        choice = view.choices()[index]
        lessons = [(kind, MESSAGES(LESSONS[kind]))] if kind in LESSONS else []
        if choice.kind == "down":
            lessons.append(("lesson:down", MESSAGES("tutorial-down")))
        return typed_for(view, seat, index, answers), choice, lessons

    @staticmethod
    def same(first: Choice, choice: Choice) -> bool:
        """True when the first choice of a typed command plays the suggested ``choice``."""
        return first == choice

    @staticmethod
    def done_key(choice: Choice) -> str | None:
        """What the tests count as done: "up", "down", "rune", "deploy", "resource" and the like."""
        return str(choice.kind)

    @staticmethod
    def lesson_after(event: Event) -> tuple[str, str] | None:
        """A lesson an event brings (the reveal, the end of an era)."""
        found = AFTER.get(event.kind)
        return None if found is None else (found[0], MESSAGES(found[1]))


SCRIPT_PLAYED = Script()
