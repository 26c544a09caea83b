"""Tiny Epic Kingdoms' tutorial script (issue 12, item 5), played by the shared tutorial shell
(:mod:`tek_access.ui.tutorial`).

A 3-player game against two computer players, from a prepared position (built through the save
format: cards, meeples, resources, and Orange's tower at level 5, so the game ends soon). At each
of your decisions the tutorial says what the step is about (once per kind of step), then the
command to type, written as "Type: X", and waits for it: other play commands are refused with
the suggestion again, while questions (look, help, rules, choices, score) work as in a game.

In about 20 commands it teaches the turn, all six actions (patrol, quest, build, research,
expand, trade), collecting, a war answered with the white flag and a war with a bid, the end of
the game and scoring. The computer players follow a script (:data:`SCRIPT`) instead of a bot, so
the lessons come in the same order every time. It reads standard input line by line, so it works
on a pipe. Source of the rules taught: 000_de41987be7abf7aa.txt (On Your Turn, the six actions,
Collect Resources, War, End of the Game, Scoring).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tek_access.core.kernel.engine import Choice, Event
from tek_access.games.tek.messages import MESSAGES
from tek_access.games.tek.narration import prompts

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.game import Game
    from tek_access.games.tek.view import TekView

SEED = 4
PLAYERS = 3
HUMAN = 0
#: the prepared position: seat 0 (you, Blue), 1 (Orange), 2 (Purple)
FACTIONS = ("dwarves", "orcs", "elves")
SIDES = ("highcairn", "ashfall", "thornvale")
MEEPLES = {"highcairn.1": [0, 0], "highcairn.3": [0], "highcairn.4": [1], "ashfall.1": [1, 1],
           "thornvale.2": [2], "thornvale.3": [2, 2]}
RESOURCES = {0: (3, 2, 5), 1: (3, 2, 1), 2: (1, 3, 4)}  # (mana, ore, food)
TOWER = {1: 5}

#: What each seat does, by (turn, decision kind): an action, a region id, "take", "collect",
#: "flag", a war die value, a resource or an amount. The human's entries are the suggestions;
#: anything not named is answered by :func:`default_choice`.
SCRIPT: dict[int, dict[tuple[int, str], object]] = {
    HUMAN: {
        (1, "select_action"): "patrol", (1, "move_from"): "highcairn.1", (1, "move_to"): "highcairn.4",
        (1, "war_die"): "flag",
        (2, "respond"): "take",  # Orange's research
        (3, "respond"): "take",  # Purple's build
        (4, "select_action"): "quest", (4, "move_from"): "highcairn.1", (4, "move_to"): "thornvale.2",
        (4, "war_die"): 3,
        (5, "respond"): "take", (5, "trade_give"): "mana", (5, "trade_get"): "ore", (5, "trade_amount"): 1,
        (6, "respond"): "collect",
        (7, "select_action"): "expand", (7, "expand_where"): "highcairn.3",
        (8, "respond"): "collect", (9, "respond"): "collect",
        (10, "select_action"): "patrol", (10, "move_from"): "highcairn.3", (10, "move_to"): "highcairn.2",
    },
    1: {  # Orange: answers the white flag with the white flag, builds the sixth tower level on turn 8
        (1, "war_die"): "flag", (2, "select_action"): "research", (5, "select_action"): "trade",
        (5, "trade_give"): "food", (5, "trade_get"): "ore", (5, "trade_amount"): 1,
        (8, "select_action"): "build",
    },
    2: {  # Purple: defends with a war die of 1 and retreats
        (3, "select_action"): "build", (4, "war_die"): 1, (6, "select_action"): "trade",
        (6, "trade_give"): "food", (6, "trade_get"): "mana", (6, "trade_amount"): 1,
        (9, "select_action"): "research",
    },
}

#: the lines said first, as message ids of tek.ftl
INTRO = ("tutorial-intro-1", "tutorial-intro-2", "tutorial-intro-3")
#: the lesson said at the first decision of each kind: decision kind -> message id
LESSONS = {kind: f"tutorial-{kind.replace('_', '-')}" for kind in (
    "select_action", "respond", "move_from", "move_to", "war_die", "retreat", "trade_give", "expand_where",
    "collect_resource")}
#: the lesson of each action, said the first time it is played: message tutorial-action (with $action)
ACTIONS = ("patrol", "quest", "build", "research", "expand", "trade")
#: the lesson of a war answered with the white flag or a bid: messages tutorial-flag, tutorial-bid
WAR_LESSONS = {"flag": "tutorial-flag", "bid": "tutorial-bid"}
COLLECT_LESSON = "tutorial-collect"
END_LESSON = "tutorial-end"
SCORING = ("tutorial-scoring-1", "tutorial-scoring-2")


def tutorial_game(catalog: Any = None) -> "Game":
    """The tutorial's prepared position, through the save format: a dealt 3-player game whose
    cards, meeples, resources, tower levels and first turn are set as :data:`MEEPLES`,
    :data:`RESOURCES` and :data:`TOWER` say, waiting for your first action (turn 1, you active).
    Returns a :class:`~tek_access.games.tek.rules.game.Game` whose ``start_events`` say the game's start
    and your turn, as a dealt game's do."""
    from tek_access.games.tek.rules.catalog import load_catalog
    from tek_access.games.tek.rules.game import Game
    from tek_access.games.tek.rules.model import RESOURCES as KINDS

    catalog = catalog or load_catalog()
    data = Game.new(players=PLAYERS, seed=SEED, factions=list(FACTIONS), first_player=HUMAN,
                    catalog=catalog).to_json()
    st = data["state"]
    data["config"]["cards"] = [catalog.territories[s].card for s in SIDES]
    st["cards"] = list(SIDES)
    for seat, p in enumerate(st["players"]):
        p["home"] = SIDES[seat]
        p["resources"] = dict(zip(KINDS, RESOURCES[seat]))
        p["magic"] = 0
        p["tower"] = TOWER.get(seat, 0)
    st["regions"] = {rid: [[seat, False] for seat in seats] for rid, seats in MEEPLES.items()}
    st["active"], st["turn"], st["shields"], st["selected"] = HUMAN, 1, [], None
    st["end_triggered"], st["over"], st["result"], st["war"] = False, False, None, None
    order = [(HUMAN + i) % PLAYERS for i in range(PLAYERS)]  # the turn's stack, last item first
    tasks = [{"t": "select_action", "p": HUMAN}] + [{"t": "respond", "p": s} for s in order]
    tasks += [{"t": "end_check", "p": HUMAN}, {"t": "next_turn", "p": HUMAN}]
    st["tasks"] = list(reversed(tasks))
    data["initial"], data["log"], data["barrier"] = st, [], 0
    game = Game.from_json(data, catalog, source="tutorial")
    seats = [{"seat": p.seat, "faction": game.faction(p.seat).name, "home": p.home} for p in game.state.players]
    game.start_events = [Event("game_started", {"players": PLAYERS, "first": HUMAN, "seats": seats}),
                         Event("turn_started", {"player": HUMAN, "turn": 1})]
    return game


def _kind(view: "TekView") -> str:
    """The kind of ``view``'s pending decision ("" when the game is over)."""
    return str(view.pending.kind) if view.pending is not None else ""


def _wanted(choice: Choice, want: object) -> bool:
    """True when ``choice`` is what a :data:`SCRIPT` entry names."""
    if want == "flag":
        return choice.kind == "flag"
    if isinstance(want, int):
        return choice.kind in ("bid", "amount") and int(choice.target) == want
    return choice.kind == want or choice.target == want


def default_choice(game: "TekView", seat: int) -> int:
    """Where the script says nothing: the active player takes the action selected, another
    player collects, a move avoids a war, anything else takes the first choice."""
    options = game.choices()
    kind = _kind(game)
    if kind == "respond":
        want = "take" if seat == game.state.active else "collect"
        return next((i for i, c in enumerate(options) if c.kind == want), 0)
    if kind == "move_to":
        labels = [prompts.choice_label(game, c, seat) for c in options]
        return next((i for i, label in enumerate(labels) if "war with" not in label), 0)
    return 0


def scripted_index(game: "TekView", seat: int) -> int:
    """The index of the choice :data:`SCRIPT` gives ``seat`` now, else :func:`default_choice`."""
    want = SCRIPT.get(seat, {}).get((game.state.turn, _kind(game)))
    if want is not None:
        for i, choice in enumerate(game.choices()):
            if _wanted(choice, want):
                return i
    return default_choice(game, seat)


class ScriptedPlayer:
    """A computer player of the tutorial: plays :data:`SCRIPT` on its view of the game."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def choose(self, view: "TekView") -> Choice:
        return view.choices()[scripted_index(view, self.seat)]


def typed_for(view: "TekView", seat: int, index: int, answers: Callable[[str, Choice], bool]) -> str:
    """A command for choice ``index`` of ``seat``'s decision on its ``view`` that the grammar reads
    as that choice (``answers(text, choice)``), else its number."""
    choice = view.choices()[index]
    words = []
    if choice.kind == "action":
        words.append(str(choice.target))
    elif choice.kind == "flag":
        words.append("white flag")
    elif choice.kind == "bid":
        words.append(f"war {choice.target}")
    elif choice.kind == "take":
        words += [str(choice.target), "take"]
    elif choice.kind == "collect":
        words.append("collect")
    elif choice.kind in ("give", "get", "resource"):
        words.append(str(choice.target))
    elif isinstance(choice.target, str) and view.on_board(choice.target):
        words.append(view.region(choice.target).name.lower())
    for text in [*_in_language(words), *words]:  # the player's own words first, the English ones still work
        if answers(text, choice):
            return text
    return str(index + 1)


def _in_language(words: list[str]) -> list[str]:
    """``words`` (commands in the parser's words) as the player's language says them; [] in English."""
    from tek_access.games.tek import grammar
    from tek_access.grammar.language import said_as
    from tek_access.grammar.parser import words_of

    table = words_of(grammar)
    return [] if table is None else [said_as(text, table) for text in words]


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

    def suggestion(self, view: "TekView", seat: int, answers: Callable[[str, Choice], bool]
                   ) -> tuple[str, Choice, list[tuple[str, str]]]:
        """What to type now, the choice it plays and the lessons to say first (key, text): the
        kind of step once, then the action, collecting or the war answer once."""
        kind = _kind(view)
        index = scripted_index(view, seat)
        choice = view.choices()[index]
        lessons = [(kind, MESSAGES(LESSONS[kind]))] if kind in LESSONS else []
        if choice.kind in ("action", "take") and choice.target in ACTIONS:
            lessons.append((f"lesson:{choice.target}", MESSAGES("tutorial-action", action=str(choice.target))))
        elif choice.kind == "collect":
            lessons.append(("lesson:collect", MESSAGES(COLLECT_LESSON)))
        elif choice.kind in ("flag", "bid"):
            lessons.append((f"lesson:{choice.kind}", MESSAGES(WAR_LESSONS[choice.kind])))
        return typed_for(view, seat, index, answers), choice, lessons

    @staticmethod
    def same(first: Choice, choice: Choice) -> bool:
        """True when the first choice of a typed command plays the suggested ``choice`` (a war die
        typed without its payment pays the way the menu says)."""
        if choice.kind == "bid" and first.kind == "bid" and first.payment is None:
            return first.target == choice.target
        return first == choice

    @staticmethod
    def done_key(choice: Choice) -> str | None:
        """What the tests count as done: "action:NAME", "flag", "bid" or "collect"."""
        if choice.kind in ("action", "take"):
            return f"action:{choice.target}"
        if choice.kind in ("flag", "bid", "collect"):
            return str(choice.kind)
        return None

    @staticmethod
    def lesson_after(event: Event) -> tuple[str, str] | None:
        """A lesson an event brings (the end of the game is triggered)."""
        return ("lesson:end", MESSAGES(END_LESSON)) if event.kind == "end_triggered" else None


SCRIPT_PLAYED = Script()
