"""``tek-access tutorial``: a short guided game, the shell every game's tutorial script plays in.

From the game's prepared position, at each of your decisions the tutorial says what the step is
about (once per kind of step), then the command to type, written as "Type: X", and waits for it:
other play commands are refused with the suggestion again, while questions (look, help, rules,
choices, score) work as in a game. The computer players follow the script instead of a bot, so
the lessons come in the same order every time. It reads standard input line by line, so it works
on a pipe. The script is the game's (its definition's ``tutorial`` part, for example
:mod:`tek_access.games.tek.tutorial`).
"""
from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from tek_access.core import registry
from tek_access.core.kernel.engine import Event
from tek_access.core.messages import CORE
from tek_access.grammar import parser
from tek_access.ui.session import GameSession

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.whole import WholeGame


class TutorialSession(GameSession):
    """A game session that suggests each command and waits for it.

    ``script``: the game's tutorial script. ``done``: what you did (the script's keys, for
    example "action:NAME", "collect", "flag" and "bid"); ``seen``: every event of the game, in
    order (the tests read the lessons played from it); ``stage``: "play", then "score" once the
    game is over, then "over" after ``score``.
    """

    def __init__(self, game: WholeGame, seats: list[str], announcer, script=None, **kwargs) -> None:
        super().__init__(game, seats, announcer, **kwargs)
        self.script = script if script is not None else registry.of(game).part("tutorial").SCRIPT_PLAYED
        for index, seat in enumerate(self.seats):
            if not seat.human:
                seat.bot = self.script.scripted_player(index)
        self.expected: tuple[str, object] | None = None
        self.taught: set[str] = set()
        self.done: set[str] = set()
        self.seen: list[Event] = []
        self.steps = 0
        self.stage = "play"

    # ------------------------------------------------------------ suggestions
    def _answers(self, command, choice) -> bool:
        """True when ``command`` plays ``choice`` first (an action's name also takes it)."""
        if not isinstance(command, parser.Play) or not command.choices:
            return False
        return self.script.same(command.choices[0], choice)

    def ask(self, *, full_menu: bool = False) -> None:
        seat = self.human_to_move
        if seat is None or self.stage != "play":
            return
        super().ask(full_menu=full_menu)
        mine = self.seat_view(seat)
        typed, choice, lessons = self.script.suggestion(
            mine.game, seat, lambda text, c: self._answers(parser.parse(text, mine), c))
        for key, text in lessons:
            if key not in self.taught:
                self.taught.add(key)
                self.say(text, "help")
        self.expected = (typed, choice)
        self.say(CORE("tutorial-type", command=typed), "help")

    def narrate_events(self, events: list[Event]) -> None:
        self.seen.extend(events)
        for event in events:
            super().narrate_events([event])
            lesson = self.script.lesson_after(event)
            if lesson is not None and lesson[0] not in self.taught:
                self.taught.add(lesson[0])
                self.say(lesson[1], "help")

    def advance(self) -> None:
        super().advance()
        if self.game.pending is None and self.stage == "play":  # the game is over: the scoring lesson
            self.finished = False  # the tutorial ends when the score is heard
            self.stage = "score"
            self.say_lines(self.script.scoring, "help")
            self.expected = ("score", None)
            self.say(CORE("tutorial-type", command="score"), "help")

    def handle(self, text: str) -> None:
        typed = " ".join(text.strip().lower().split())
        if self.confirm_quit:  # yes or no to "Quit?" goes to the game as typed
            super().handle(text)
            return
        if self.stage in ("score", "over"):
            if typed == "score" and self.stage == "score":
                super().handle("score")
                from tek_access.core import registry

                which = "" if self.definition.id == registry.DEFAULT else f" --game {self.definition.id}"
                self.say(CORE("tutorial-finished", game=which), "help")
                self.say(CORE("tutorial-type", command="quit"), "help")  # to leave, as in a game
                self.stage = "over"
                self.finished = True
                return
            command = parser.parse(typed, self.seat_view(self.script.human))
            if self.stage == "over" or isinstance(command, (parser.Query, parser.Meta)):
                super().handle(text)
                return
            self.say(CORE("tutorial-type", command="score"), "help")
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
            self.say(CORE("tutorial-type-suggested", command=want), "help")
            return
        self.steps += 1
        key = self.script.done_key(choice)
        if key is not None:
            self.done.add(key)
        self.expected = None
        super().handle(text)


def add_arguments(parser_: argparse.ArgumentParser) -> None:
    """Options of ``tek-access tutorial``: how the game talks, as in ``play`` (--screen-reader,
    --verbosity, --speech, --transcript); the table itself is the tutorial's."""
    from tek_access.audio.commands import add_speech_arguments
    from tek_access.ui.play import add_listening_arguments

    parser_.add_argument("--game", default=None, metavar="NAME",
                         help="the game to learn: " + ", ".join(registry.names())
                         + " (default " + registry.DEFAULT + ")")
    add_listening_arguments(parser_)
    add_speech_arguments(parser_)


def make_session(announcer, game: str | None = None, verbosity: str = "normal") -> TutorialSession:
    """The tutorial's session of ``game`` (None: the default game) on its prepared position, you
    against its scripted computer players."""
    script = registry.get(game).part("tutorial").SCRIPT_PLAYED
    seats = ["human" if seat == script.human else "normal" for seat in range(script.players)]
    return TutorialSession(script.game(), seats, announcer, script, seed=script.seed, verbosity=verbosity)


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
        print(CORE("cli-line", command="tutorial", problem=str(exc)), file=sys.stderr)
        return 2
    try:
        session = make_session(announcer, getattr(args, "game", None),
                               args.verbosity or getattr(announcer.settings, "verbosity", "normal"))
        session.say_lines(session.script.intro, "help")
        return run_console(session)
    finally:
        announcer.close()
