"""``tek-access tutorial``: a short guided game (issue 12, item 5).

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

import argparse
import sys

from tek_access.grammar import parser
from tek_access.narration import prompts
from tek_access.rules.model import Event
from tek_access.ui.session import GameSession

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
    "retreat": "Retreat: a meeple that loses a war retreats to a free region next door, paying food, or returns to supply.",
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


def tutorial_game(catalog=None):
    """The tutorial's prepared position, through the save format: a dealt 3-player game whose
    cards, meeples, resources, tower levels and first turn are set as :data:`MEEPLES`,
    :data:`RESOURCES` and :data:`TOWER` say, waiting for your first action (turn 1, you active).
    Returns a :class:`~tek_access.rules.game.Game` whose ``start_events`` say the game's start
    and your turn, as a dealt game's do."""
    from tek_access.rules.catalog import load_catalog
    from tek_access.rules.game import Game
    from tek_access.rules.model import RESOURCES as KINDS

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


def _wanted(choice, want) -> bool:
    """True when ``choice`` is what a :data:`SCRIPT` entry names."""
    if want == "flag":
        return choice.kind == "flag"
    if isinstance(want, int):
        return choice.kind in ("bid", "amount") and int(choice.target) == want
    return choice.kind == want or choice.target == want


def default_choice(game, seat: int) -> int:
    """Where the script says nothing: the active player takes the action selected, another
    player collects, a move avoids a war, anything else takes the first choice."""
    options = game.choices()
    kind = str(game.pending.kind)
    if kind == "respond":
        want = "take" if seat == game.state.active else "collect"
        return next((i for i, c in enumerate(options) if c.kind == want), 0)
    if kind == "move_to":
        labels = [prompts.choice_label(game, c, seat) for c in options]
        return next((i for i, label in enumerate(labels) if "war with" not in label), 0)
    return 0


def scripted_index(game, seat: int) -> int:
    """The index of the choice :data:`SCRIPT` gives ``seat`` now, else :func:`default_choice`."""
    want = SCRIPT.get(seat, {}).get((game.state.turn, str(game.pending.kind)))
    if want is not None:
        for i, choice in enumerate(game.choices()):
            if _wanted(choice, want):
                return i
    return default_choice(game, seat)


class ScriptedPlayer:
    """A computer player of the tutorial: plays :data:`SCRIPT` on its view of the game."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def choose(self, view):
        return view.choices()[scripted_index(view, self.seat)]


class TutorialSession(GameSession):
    """A game session that suggests each command and waits for it.

    ``done``: what you did, as "action:NAME", "collect", "flag" and "bid"; ``seen``: every event
    of the game, in order (the tests read the lessons played from it); ``stage``: "play", then
    "score" once the game is over, then "over" after ``score``.
    """

    def __init__(self, game, seats, announcer, **kwargs) -> None:
        super().__init__(game, seats, announcer, **kwargs)
        for seat in self.seats[1:]:
            seat.bot = ScriptedPlayer(self.seats.index(seat))
        self.expected: tuple[str, object] | None = None
        self.taught: set[str] = set()
        self.done: set[str] = set()
        self.seen: list[Event] = []
        self.steps = 0
        self.stage = "play"

    # ------------------------------------------------------------ suggestions
    def _typed_for(self, seat: int, index: int) -> str:
        """A command for choice ``index`` that the grammar reads as that choice, else its number."""
        game = self.seat_view(seat).game
        choice = game.choices()[index]
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
        elif isinstance(choice.target, str) and game.on_board(choice.target):
            words.append(game.region(choice.target).name.lower())
        for text in words:
            if self._answers(parser.parse(text, self.seat_view(seat)), choice):
                return text
        return str(index + 1)

    @staticmethod
    def _answers(command, choice) -> bool:
        """True when ``command`` plays ``choice`` first (an action's name also takes it; a war die
        typed without its payment pays the way the menu says)."""
        if not isinstance(command, parser.Play) or not command.choices:
            return False
        first = command.choices[0]
        if choice.kind == "bid" and first.kind == "bid" and first.payment is None:
            return first.target == choice.target
        return first == choice

    def ask(self, *, full_menu: bool = False) -> None:
        seat = self.human_to_move
        if seat is None or self.stage != "play":
            return
        super().ask(full_menu=full_menu)
        kind = str(self.game.pending.kind)
        index = scripted_index(self.game, seat)
        choice = self.game.choices()[index]
        if kind not in self.taught and kind in LESSONS:
            self.taught.add(kind)
            self.say(LESSONS[kind], "help")
        lesson = None
        if choice.kind in ("action", "take"):
            lesson = ACTION_LESSONS.get(str(choice.target)), f"lesson:{choice.target}"
        elif choice.kind == "collect":
            lesson = COLLECT_LESSON, "lesson:collect"
        elif choice.kind in ("flag", "bid"):
            lesson = WAR_LESSONS[choice.kind], f"lesson:{choice.kind}"
        if lesson and lesson[0] and lesson[1] not in self.taught:
            self.taught.add(lesson[1])
            self.say(lesson[0], "help")
        typed = self._typed_for(seat, index)
        self.expected = (typed, choice)
        self.say(f"Type: {typed}", "help")

    def narrate_events(self, events: list[Event]) -> None:
        self.seen.extend(events)
        for event in events:
            super().narrate_events([event])
            if event.kind == "end_triggered" and "lesson:end" not in self.taught:
                self.taught.add("lesson:end")
                self.say(END_LESSON, "help")

    def advance(self) -> None:
        super().advance()
        if self.game.pending is None and self.stage == "play":  # the game is over: the scoring lesson
            self.finished = False  # the tutorial ends when the score is heard
            self.stage = "score"
            self.say_lines(SCORING, "help")
            self.expected = ("score", None)
            self.say("Type: score", "help")

    def handle(self, text: str) -> None:
        typed = " ".join(text.strip().lower().split())
        if self.confirm_quit:  # yes or no to "Quit?" goes to the game as typed
            super().handle(text)
            return
        if self.stage in ("score", "over"):
            if typed == "score" and self.stage == "score":
                super().handle("score")
                self.say("Tutorial finished. Start a game with: tek-access play. Say help in a game for commands.",
                         "help")
                self.say("Type: quit", "help")  # to leave, as in a game
                self.stage = "over"
                self.finished = True
                return
            command = parser.parse(typed, self.seat_view(HUMAN))
            if self.stage == "over" or isinstance(command, (parser.Query, parser.Meta)):
                super().handle(text)
                return
            self.say("Type: score", "help")
            return
        seat = self.human_to_move
        command = parser.parse(text, self.seat_view(seat))
        if isinstance(command, (parser.Query, parser.Meta)):
            super().handle(text)
            return
        if self.expected is None or seat is None:
            super().handle(text)
            return
        want, choice = self.expected
        if typed != want and not self._answers(command, choice):
            self.say(f"Tutorial: type the suggested command. Type: {want}", "help")
            return
        self.steps += 1
        if choice.kind in ("action", "take"):
            self.done.add(f"action:{choice.target}")
        elif choice.kind in ("flag", "bid", "collect"):
            self.done.add(choice.kind)
        self.expected = None
        super().handle(text)


def add_arguments(parser_: argparse.ArgumentParser) -> None:
    """Options of ``tek-access tutorial``: how the game talks, as in ``play`` (--screen-reader,
    --verbosity, --speech, --transcript); the table itself is the tutorial's."""
    from tek_access.audio.commands import add_speech_arguments
    from tek_access.ui.play import add_listening_arguments

    add_listening_arguments(parser_)
    add_speech_arguments(parser_)


def make_session(announcer, verbosity: str = "normal") -> TutorialSession:
    """The tutorial's session on :func:`tutorial_game`, you against two scripted computer players."""
    return TutorialSession(tutorial_game(), ["human"] + ["normal"] * (PLAYERS - 1), announcer, seed=SEED,
                           verbosity=verbosity)


def run(args: argparse.Namespace) -> int:
    """Play the tutorial at this keyboard or from a pipe; returns the exit code."""
    from tek_access.audio.commands import open_announcer
    from tek_access.ui.console import run as run_console
    from tek_access.ui.play import resolve_listening

    resolve_listening(args)
    interactive = sys.stdin is not None and sys.stdin.isatty() and sys.stdout.isatty()
    try:
        announcer = open_announcer(args, defer=interactive)
    except (OSError, ValueError) as exc:
        print(f"tek-access tutorial: {exc}", file=sys.stderr)
        return 2
    try:
        session = make_session(announcer, args.verbosity or getattr(announcer.settings, "verbosity", "normal"))
        session.say_lines(INTRO, "help")
        return run_console(session)
    finally:
        announcer.close()
