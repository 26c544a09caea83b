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

INTRO = ["Tutorial: a short guided game against two computer players, Orange and Purple. "
         "At each step, type the command after Type:.",
         "The game starts part way through: Orange's tower is at level 5, and level 6 ends the game soon.",
         "Questions work at any time: look, map, choices, help, score."]
LESSONS = {
    "select_action": "The turn: the active player selects one of the open actions on the action card and takes it; "
                     "then each other player, in turn, takes it too or collects resources instead.",
    "respond": "Take or collect: when another player selects an action you may take it too, "
               "or collect what your regions give (one resource per region type).",
    "move_from": "Moving: first choose which meeple moves.",
    "move_to": "Where to: patrol moves to a region next door; quest moves to an edge region of another card. "
               "Moving into another colour's region starts a war or an alliance.",
    "war_die": "War: each side secretly sets a war die, paying its cost with mana (worth 2 each) and ore "
               "(1 each); food is worth 0 in war. The white flag offers peace and pays nothing; the higher total wins.",
    "retreat": ("Retreat: a meeple that loses a war retreats to a free region next door, paying food, "
                "or returns to supply."),
    "trade_give": "Give and get: choose what you give, then what you get, one for one; no resource may pass 9.",
    "expand_where": "Which region: the new meeple joins a meeple of yours that stands alone. "
                    "It costs as much food as you will then have meeples in play.",
    "collect_resource": "Choose the resource to collect.",
}
ACTION_LESSONS = {
    "patrol": "Patrol: move a meeple to a region next door on the same card.",
    "quest": "Quest: move a meeple from an edge region to an edge region of another card.",
    "build": "Build: pay ore for your next tower level; level n costs n ore.",
    "research": "Research: pay mana for your next magic level and gain its ability.",
    "expand": "Expand: add a meeple to the board, paying food.",
    "trade": "Trade: swap one resource for another, once per action.",
}
WAR_LESSONS = {"flag": "White flag: if both sides show it, there is no fight and the two colours become allies.",
               "bid": "A bid: the higher war die wins; both sides pay what they bid, and the loser retreats."}
COLLECT_LESSON = "Collect: instead of taking the action, gain 1 mana per forest, 1 ore per mountain, 1 food per plains."
END_LESSON = ("The end: 7 meeples in play, tower level 6 or magic level 5 triggers it; "
              "play goes on until the action card is full, then the game is scored.")
SCORING = ["Scoring: 1 VP per meeple in play, 1 VP per magic level, tower VP and capital cities; the most VP wins.",
           "Say score at any time to hear the points so far, line by line."]


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
    for text in words:
        if answers(text, choice):
            return text
    return str(index + 1)


class Script:
    """The script the tutorial shell plays (see :class:`tek_access.ui.tutorial.TutorialSession`)."""

    seed, players, human = SEED, PLAYERS, HUMAN
    intro, scoring = INTRO, SCORING

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
        lessons = [(kind, LESSONS[kind])] if kind in LESSONS else []
        if choice.kind in ("action", "take") and ACTION_LESSONS.get(str(choice.target)):
            lessons.append((f"lesson:{choice.target}", ACTION_LESSONS[str(choice.target)]))
        elif choice.kind == "collect":
            lessons.append(("lesson:collect", COLLECT_LESSON))
        elif choice.kind in ("flag", "bid"):
            lessons.append((f"lesson:{choice.kind}", WAR_LESSONS[choice.kind]))
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
        return ("lesson:end", END_LESSON) if event.kind == "end_triggered" else None


SCRIPT_PLAYED = Script()
