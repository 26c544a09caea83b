"""``tek-access play``: options -> a game session at this keyboard."""
from __future__ import annotations

import argparse
import sys
import time

from tek_access.core import registry
from tek_access.core.messages import CORE
from tek_access.ui.session import SEAT_KINDS, VERBOSITY


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of ``tek-access play``."""
    parser.add_argument("--players", type=int, default=None, metavar="N",
                        help="players: " + "; ".join(f"{registry.get(n).part('options').PLAYERS} for {n}"
                                                      for n in registry.names())
                             + " (default 4, or the number of --seats)")
    parser.add_argument("--seats", metavar="LIST",
                        help="one kind per seat, comma separated: human, normal, random, strong; "
                             "e.g. human,strong,normal")
    parser.add_argument("--humans", type=int, default=None, metavar="N",
                        help="how many human seats, the first ones (default 1; 0 plays an all-computer game)")
    parser.add_argument("--seed", type=int, default=None, metavar="S", help="seed for a repeatable game")
    parser.add_argument("--events", metavar="FILE", help="write every event as one JSON object per line")
    parser.add_argument("--load", metavar="FILE", help="continue a saved game")
    add_listening_arguments(parser)
    parser.add_argument("--bot-time", type=int, default=None, metavar="MS",
                        help="the strong computer player's thinking budget per decision in milliseconds "
                             "(default 200; see docs/bots.md)")
    parser.add_argument("--game", default=None, metavar="NAME",
                        help="the game to play: " + ", ".join(registry.names()) + " (default " + registry.DEFAULT + ")")
    for name in registry.names():  # each game's own table options
        registry.get(name).part("options").add_arguments(parser)
    from tek_access.audio.commands import add_speech_arguments

    add_speech_arguments(parser)


def _verbosity(text: str) -> str:
    """``--verbosity``'s value typed in any shipped language ("bref", "complet", "brief") -> its id; other
    text as typed (argparse then refuses it with the choices)."""
    from tek_access.settings import value_id

    return value_id(text) or text.strip().lower()


def add_listening_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of how the game talks, shared by ``play`` and ``tutorial``: --verbosity,
    --screen-reader, and --speech and --transcript (:func:`~tek_access.audio.commands.add_speech_arguments`)."""
    parser.add_argument("--verbosity", choices=VERBOSITY, default=None, type=_verbosity, help="brief, normal or full")
    parser.add_argument("--screen-reader", action="store_true",
                        help="screen-reader mode: the same as --speech screenreader")


def resolve_listening(args: argparse.Namespace) -> None:
    """Screen-reader mode by flag or TEK_ACCESS_SCREEN_READER: ``args.speech`` becomes
    "screenreader" unless a speech mode was asked for (accessibility.md: flag, environment or setting)."""
    import os

    wants_reader = os.environ.get("TEK_ACCESS_SCREEN_READER", "").strip().lower() in ("1", "yes", "on", "true")
    if wants_reader and not args.speech and not os.environ.get("TEK_ACCESS_SPEECH"):
        args.screen_reader = True
    if args.screen_reader and not args.speech:
        args.speech = "screenreader"


def _seats(args: argparse.Namespace, error, options=None) -> list[str]:
    special = options.seats(args, SEAT_KINDS, error) if options is not None else None
    if special is not None:  # the game's own seating (a solo game)
        return special
    if args.seats:
        seats = [s.strip().lower() for s in args.seats.split(",") if s.strip()]
        bad = [s for s in seats if s not in SEAT_KINDS]
        if bad:
            error(CORE("cli-unknown-seat", kind=repr(bad[0]), kinds=", ".join(SEAT_KINDS)))
        if args.players is not None and args.players != len(seats):
            error(CORE("cli-players-seats", players=args.players, seats=len(seats)))
        return seats
    players = args.players if args.players is not None else 4
    humans = 1 if args.humans is None else args.humans
    if not 0 <= humans <= players:
        error(CORE("cli-humans", players=players))
    return ["human"] * humans + ["normal"] * (players - humans)


def run(args: argparse.Namespace) -> int:
    """Play a game; returns the exit code (2 for bad options or a save or data file that cannot be
    used, with a one-line reason; 1 when something went wrong, with a one-line note and a report
    file instead of a traceback)."""
    try:
        return _run(args)
    # The last net: never a traceback for the player. Not a hiding place: a report file with the traceback is
    # written and its place said (below), and a run that ends here exits 1.
    except Exception as exc:  # noqa: BLE001
        from tek_access.storage import spoken_path
        from tek_access.ui.console import write_report

        report = write_report(exc)
        told = CORE("cli-report-in", path=spoken_path(report)) if report else CORE("crash-no-report")
        print(CORE("cli-went-wrong", command="play", told=told), file=sys.stderr)
        return 1


def _run(args: argparse.Namespace) -> int:
    from tek_access.core.kernel.datafields import DataError
    from tek_access.storage import SaveError

    def error(message: str) -> None:
        print(CORE("cli-line", command="play", problem=message), file=sys.stderr)
        raise SystemExit(2)

    import os

    resolve_listening(args)
    try:
        definition = registry.get(args.game)
    except ValueError as exc:
        error(str(exc))
    options = definition.part("options")
    foreign = registry.options_not_taken(args, definition.id, "options")
    if foreign:  # another game's table option: said, never ignored
        error(registry.not_taken(foreign, definition.title))
    seats = _seats(args, error, options)
    if args.bot_time is not None and not 1 <= args.bot_time <= 60_000:
        error(CORE("cli-bot-time"))
    seed = args.seed if args.seed is not None else int(time.time() * 1000) % 1_000_000
    from tek_access.audio.messages import to_ascii
    from tek_access.storage import load_target

    try:
        catalog = options.catalog(args)
    except DataError as exc:
        error(to_ascii(CORE("cli-not-started", problem=str(exc))))
    try:
        if args.load:
            game = options.load(load_target(args.load), catalog)
            seats = seats if len(seats) == game.config.players else ["human"] + ["normal"] * (game.config.players - 1)
        else:
            game = options.new_game(args, len(seats), seed, catalog)
    except SaveError as exc:
        error(to_ascii(CORE("load-refused", problem=f"{exc}.")))
    except (DataError, ValueError) as exc:
        error(to_ascii(str(exc)))
    from tek_access.audio.commands import open_announcer
    from tek_access.ui.console import run as run_console
    from tek_access.ui.session import GameSession

    # At a terminal the speech and sound backends open once the first prompt is on screen
    # (the console calls announcer.open_backends()), so the first question is not kept waiting.
    interactive = (sys.stdin is not None and sys.stdin.isatty() and sys.stdout.isatty()
                   and "human" in seats)
    try:
        announcer = open_announcer(args, defer=interactive)
    except (OSError, ValueError) as exc:
        error(str(exc))
    events = None
    try:
        if args.events:
            events = open(args.events, "w", encoding="utf-8")
        verbosity = args.verbosity or getattr(announcer.settings, "verbosity", "normal")
        session = GameSession(game, seats, announcer, verbosity=verbosity, events=events, seed=seed,
                              bot_time=args.bot_time)
        if not args.load:
            # a seed the player did not choose is said only when the game is over: it predicts the
            # hidden pieces and the computer players' secret answers (hidden information)
            chosen = CORE("play-seed", seed=seed) + " " if args.seed is not None else ""
            session.say(chosen + CORE("play-start"), "system")
            if args.seed is None:
                session.closing_lines = [CORE("play-seed-again", seed=seed)]
            session.say_lines(options.opening_lines(game, args), "system")
        return run_console(session)
    except BrokenPipeError:  # the reader of our output went away (e.g. "| head"): stop quietly
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 0
    except OSError as exc:
        error(str(exc))
    finally:
        announcer.close()
        if events is not None:
            events.close()
    return 0
