"""``tek-access tutorial``: a short guided game (issue 12, item 5).

A fixed 3-player game against two computer players. At each of your decisions the tutorial says
what the step is about (once per kind of step), then the command to type, written as
"Type: X", and waits for it: other play commands are refused with the suggestion again, while
questions (look, help, rules, choices, score) work as in a game. It teaches the turn, each action
it can, collecting, a war answered with the white flag and a war with a bid, then scoring. It
reads standard input line by line, so it works on a pipe.
"""
from __future__ import annotations

import argparse
import sys

from tek_access.grammar import parser
from tek_access.narration import prompts
from tek_access.ui.session import GameSession

#: the seed of the tutorial's game (chosen so both kinds of war come early)
SEED = 4
PLAYERS = 3
MAX_STEPS = 60

LESSONS = {
    "select_action": "The turn: the active player selects one of the open actions on the action card and takes it; "
                     "then each other player, in turn, takes it too or collects resources instead.",
    "respond": "Take or collect: when another player selects an action you may take it too, "
               "or collect what your regions give (one resource per region type).",
    "move_from": "Moving: first choose which meeple moves.",
    "move_to": "Where to: patrol moves to a region next door; quest moves to an edge region of another card. "
               "Moving into another colour's region starts a war or an alliance.",
    "war_die": "War: each side secretly sets a war die, paying its cost with mana (2 each), ore (1 each) and food. "
               "The white flag offers peace and pays nothing; the higher total wins.",
    "retreat": "Retreat: a meeple that loses a war retreats to a free region next door, paying food, or returns to supply.",
    "trade_give": "Trade: give some of one resource for as many of another; nothing passes 9.",
    "expand_where": "Expand: place a new meeple beside one of your lone meeples, paying food.",
    "collect_resource": "Choose the resource to collect.",
}
ACTION_LESSONS = {
    "patrol": "Patrol: move a meeple to a region next door on the same card.",
    "quest": "Quest: move a meeple from an edge region to an edge region of another card.",
    "build": "Build: pay ore for your next tower level; level n costs n ore.",
    "research": "Research: pay mana for your next magic level and gain its ability.",
    "expand": "Expand: add a meeple beside a lone meeple of yours, paying food.",
    "trade": "Trade: swap one resource for another, once per action.",
}
SCORING = ["Scoring: at the end, 1 VP per meeple in play, magic levels, tower VP and capital cities.",
           "The end comes when someone has 7 meeples in play, tower level 6 or magic level 5."]


class TutorialSession(GameSession):
    """A game session that suggests each command and waits for it."""

    def __init__(self, game, seats, announcer, **kwargs) -> None:
        super().__init__(game, seats, announcer, **kwargs)
        self.expected: tuple[str, object] | None = None
        self.taught: set[str] = set()
        self.done: set[str] = set()
        self.steps = 0
        self.stage = "play"

    # ------------------------------------------------------------ suggestions
    def _typed_for(self, seat: int, index: int) -> str:
        """A command for choice ``index`` that the grammar reads as that choice, else its number."""
        game = self.game
        choice = game.choices()[index]
        words = []
        if choice.kind == "action":
            words.append(str(choice.target))
        elif choice.kind == "flag":
            words.append("white flag")
        elif choice.kind == "bid":
            words.append(f"war {choice.target}")
        elif choice.kind in ("collect", "take"):
            words.append(choice.kind)
        for text in words:
            command = parser.parse(text, game, seat)
            if isinstance(command, parser.Play) and command.choices[:1] == (choice,):
                return text
        return str(index + 1)

    def _pick(self, seat: int) -> int:
        """Which choice the tutorial suggests: one that teaches something new."""
        game = self.game
        options = game.choices()
        kind = game.pending.kind
        if kind == "select_action":
            for i, c in enumerate(options):
                if f"action:{c.target}" not in self.done and c.target in ("patrol", "quest"):
                    return i
            for i, c in enumerate(options):
                if f"action:{c.target}" not in self.done:
                    return i
        if kind == "respond":
            want = "collect" if "collect" not in self.done else "take"
            for i, c in enumerate(options):
                if c.kind == want:
                    return i
        if kind == "move_to":
            labels = [prompts.choice_label(game, c, seat) for c in options]
            for i, label in enumerate(labels):
                if "war with" in label and "(ally)" not in label and ("flag" not in self.done or "bid" not in self.done):
                    return i
        if kind == "war_die":
            if "flag" not in self.done:
                return next((i for i, c in enumerate(options) if c.kind == "flag"), 0)
            bids = [i for i, c in enumerate(options) if c.kind == "bid"]
            if bids:
                return bids[-1]
        return 0

    def _taught_enough(self) -> bool:
        actions = {d for d in self.done if d.startswith("action:")}
        return ({"flag", "bid", "collect"} <= self.done and len(actions) >= 3) or self.steps >= MAX_STEPS

    # ------------------------------------------------------------ the session's hooks
    def ask(self, *, full_menu: bool = False) -> None:
        seat = self.human_to_move
        if seat is None or self.stage != "play":
            return
        if self._taught_enough():
            self.stage = "score"
            self.say_lines(SCORING, "help")
            self.expected = ("score", None)
            self.say("Type: score", "help")
            return
        super().ask(full_menu=full_menu)
        kind = str(self.game.pending.kind)
        index = self._pick(seat)
        choice = self.game.choices()[index]
        if kind not in self.taught and kind in LESSONS:
            self.taught.add(kind)
            self.say(LESSONS[kind], "help")
        if choice.kind == "action" and f"lesson:{choice.target}" not in self.taught:
            self.taught.add(f"lesson:{choice.target}")
            self.say(ACTION_LESSONS.get(str(choice.target), ""), "help")
        typed = self._typed_for(seat, index)
        self.expected = (typed, choice)
        self.say(f"Type: {typed}", "help")

    def handle(self, text: str) -> None:
        typed = " ".join(text.strip().lower().split())
        if self.stage == "score":
            command = parser.parse(typed, self.game, self.human_to_move)
            if typed == "score":
                super().handle("score")
                self.say("Tutorial finished. Start a game with: tek-access play. Say help in a game for commands.",
                         "help")
                self.stage = "over"
                self.finished = True
                return
            if isinstance(command, (parser.Query, parser.Meta)):
                super().handle(text)
                return
            self.say("Type: score", "help")
            return
        seat = self.human_to_move
        command = parser.parse(text, self.game, seat)
        if isinstance(command, (parser.Query, parser.Meta)):
            super().handle(text)
            return
        if self.expected is None or seat is None:
            super().handle(text)
            return
        want, choice = self.expected
        if typed != want and not (isinstance(command, parser.Play) and command.choices[:1] == (choice,)):
            self.say(f"Tutorial: type the suggested command. Type: {want}", "help")
            return
        self.steps += 1
        if choice.kind == "action":
            self.done.add(f"action:{choice.target}")
        elif choice.kind in ("flag", "bid", "collect"):
            self.done.add(choice.kind)
        self.expected = None
        super().handle(text)


def add_arguments(parser_: argparse.ArgumentParser) -> None:
    """Options of ``tek-access tutorial`` (speech and transcript as in ``play``)."""
    from tek_access.audio.commands import add_speech_arguments

    add_speech_arguments(parser_)


def make_session(announcer) -> TutorialSession:
    from tek_access.rules.game import Game

    game = Game.new(players=PLAYERS, seed=SEED)
    return TutorialSession(game, ["human"] + ["normal"] * (PLAYERS - 1), announcer, seed=SEED)


def run(args: argparse.Namespace) -> int:
    """Play the tutorial at this keyboard or from a pipe; returns the exit code."""
    from tek_access.audio.commands import open_announcer
    from tek_access.ui.console import run as run_console

    interactive = sys.stdin is not None and sys.stdin.isatty() and sys.stdout.isatty()
    try:
        announcer = open_announcer(args, defer=interactive)
    except (OSError, ValueError) as exc:
        print(f"tek-access tutorial: {exc}", file=sys.stderr)
        return 2
    try:
        session = make_session(announcer)
        session.say("Tutorial: a short guided game against two computer players. "
                    "At each step, type the command after Type:.", "help")
        return run_console(session)
    finally:
        announcer.close()
