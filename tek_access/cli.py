"""Command-line entry point: argument parsing only.

``tek-access play|simulate|braille|doctor|say|check-data``. Each subcommand hands its parsed
arguments to the module that owns the work and returns that module's exit code.
"""
from __future__ import annotations

import argparse
import sys

COMMANDS = ("play", "tutorial", "simulate", "braille", "doctor", "say", "check-data", "serve", "connect",
            "table-host")


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """Return the argument parser; with ``command`` (one of :data:`COMMANDS`) only that
    subcommand's options are added, so starting a game imports nothing the other subcommands
    need. Every subcommand is listed in the help either way."""
    parser = argparse.ArgumentParser(
        prog="tek-access",
        description="Tiny Epic games for screen readers, braille and keyboard.",
    )
    sub = parser.add_subparsers(dest="command")
    play_parser = sub.add_parser("play", help="Play a game at this keyboard.")
    tutorial_parser = sub.add_parser("tutorial", help="A short guided first game: each step says what to type.")
    simulate_parser = sub.add_parser("simulate", help="Play many computer games and print statistics.")
    braille_parser = sub.add_parser("braille", help="Write BRF braille sheets for embossing.")
    doctor_parser = sub.add_parser("doctor", help="Check speech, sound and braille support.")
    say_parser = sub.add_parser("say", help="Speak a line, or write it to a WAV file.")
    check_parser = sub.add_parser("check-data", help="Check your own game data files.")
    serve_parser = sub.add_parser("serve", help="Run a game server for online tables (SSH, telnet and the web).")
    connect_parser = sub.add_parser("connect", help="Play at an online table with this game's own console.")
    host_parser = sub.add_parser("table-host", help="Play online tables for front doors over Redis and PostgreSQL "
                                                    "(several processes; no socket).")

    def wanted(name: str) -> bool:
        return command is None or command == name

    for each in sub.choices.values():  # every command speaks the player's language (docs/languages.md)
        each.add_argument("--lang", default=None, metavar="CODE",
                          help="language of every line: en (English) or fr (French); default: the language setting, "
                               "$TEK_ACCESS_LANG, or the system's")

    if wanted("play"):
        from tek_access.ui import play

        play.add_arguments(play_parser)
    if wanted("tutorial"):
        from tek_access.ui import tutorial

        tutorial.add_arguments(tutorial_parser)
    if wanted("simulate"):
        _by_game(simulate_parser, "simulate", "the game to simulate")
    if wanted("braille"):
        _by_game(braille_parser, "braille", "the game whose sheets to write")
    if wanted("check-data"):  # the default game's own data files (its options part)
        from tek_access.core import registry

        registry.get().part("options").add_check_arguments(check_parser)
    if wanted("serve") or wanted("connect"):
        from tek_access.server import app, client

        if wanted("serve"):
            app.add_arguments(serve_parser)
            from tek_access.server import web

            web.add_arguments(serve_parser)
        if wanted("connect"):
            client.add_arguments(connect_parser)
    if wanted("table-host"):
        try:
            from tek_access.server import tablehost
        except ImportError:  # the redis extra missing: said when the command runs
            pass
        else:
            tablehost.add_arguments(host_parser)
    if wanted("doctor") or wanted("say"):
        from tek_access.audio import commands as audio_commands

        if wanted("doctor"):
            audio_commands.add_doctor_arguments(doctor_parser)
        if wanted("say"):
            audio_commands.add_say_arguments(say_parser)
    return parser


def _by_game(parser: argparse.ArgumentParser, part: str, what: str) -> None:
    """``--game NAME`` and the options of each registered game's ``part`` command."""
    from tek_access.core import registry

    parser.add_argument("--game", default=None, metavar="NAME",
                        help=f"{what}: {', '.join(registry.names())} (default {registry.DEFAULT})")
    for name in registry.names():
        registry.get(name).part(part).add_arguments(parser)
    for action in parser._actions:  # the table sizes differ: said per game, not the first game's alone
        if "--players" in action.option_strings:
            sizes = "; ".join(f"{registry.get(n).part('options').PLAYERS} for {n}" for n in registry.names())
            action.help = f"players in each game: {sizes} (default {action.default})"


def _not_taken(options: list[str], title: str) -> str:
    """The refusal of options only another game takes: "--X does not apply to TITLE. Not started."."""
    said = " and ".join(options)
    return f"{said} {'does' if len(options) == 1 else 'do'} not apply to {title}. Not started."


def main(argv: list[str] | None = None) -> int:
    """Parse ``argv`` (default ``sys.argv[1:]``) and run the subcommand; return its exit code.
    A reader of the output that goes away ("| head") ends the command quietly, with no traceback."""
    try:
        return _main(argv)
    except BrokenPipeError:
        import os

        try:
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - nothing more is written
        except OSError:
            pass
        return 0


def _language(args: argparse.Namespace) -> str:
    """The language the command speaks: ``--lang``, ``$TEK_ACCESS_LANG``, the saved ``language``
    setting, the system locale, English (:func:`tek_access.core.messages.resolve`). Raises ValueError
    naming the languages for an unknown ``--lang``."""
    import os

    from tek_access.core import messages

    flag = getattr(args, "lang", None)
    saved = None
    if not flag and not os.environ.get("TEK_ACCESS_LANG"):
        from tek_access.settings import load_settings

        saved = load_settings(warn=lambda _line: None).language
    return messages.resolve(flag, saved)


def _main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(argv[0] if argv and argv[0] in COMMANDS else None)
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
    try:
        code = _language(args)
    except ValueError as exc:
        print(f"tek-access {args.command}: {exc} Not started.", file=sys.stderr)
        return 2
    from tek_access.core.messages import speaking

    with speaking(code):
        return _run(args, parser)


def _run(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """Run the parsed command (in the language :func:`_main` chose)."""
    if args.command == "play":
        from tek_access.ui import play

        return play.run(args)
    if args.command in ("simulate", "braille"):  # the game's own command, found by name
        from tek_access.core import registry

        try:
            definition = registry.get(args.game)
        except ValueError as exc:
            print(f"tek-access {args.command}: {exc}", file=sys.stderr)
            return 2
        foreign = registry.options_not_taken(args, definition.id, args.command)
        if foreign:
            print(f"tek-access {args.command}: {_not_taken(foreign, definition.title)}", file=sys.stderr)
            return 2
        return definition.part(args.command).run(args)
    if args.command == "tutorial":
        from tek_access.ui import tutorial

        return tutorial.run(args)
    if args.command == "doctor":
        from tek_access.audio import commands as audio_commands

        return audio_commands.run_doctor(args)
    if args.command == "say":
        from tek_access.audio import commands as audio_commands

        return audio_commands.run_say(args)
    if args.command == "check-data":
        from tek_access.core import registry

        return registry.get().part("options").run_check(args)
    if args.command == "table-host":
        try:
            from tek_access.server import tablehost
        except ImportError as exc:
            print(f"A table host needs the postgresql and redis extras: pip install 'tek-access[postgresql,redis]' "
                  f"({exc}).", file=sys.stderr)
            return 2
        return tablehost.run(args)
    if args.command in ("serve", "connect"):
        from tek_access.server import app, client

        return app.run(args) if args.command == "serve" else client.run(args)
    parser.print_help()
    return 0


if __name__ == "__main__":
    sys.exit(main())
