"""Command-line entry point: argument parsing only.

``tek-access play|simulate|braille|doctor|say|check-data``. Each subcommand hands its parsed
arguments to the module that owns the work and returns that module's exit code.
"""
from __future__ import annotations

import argparse
import re
import sys
from typing import NoReturn

COMMANDS = ("play", "tutorial", "simulate", "braille", "doctor", "say", "check-data", "serve", "connect",
            "table-host")


class _Parser(argparse.ArgumentParser):
    """argparse's parser, whose option errors are said in the player's language (English: argparse's own).
    ``typed``: the command typed, for an error the top parser finds (an unknown option after it)."""

    typed = ""

    def error(self, message: str) -> NoReturn:
        from tek_access.core.messages import CORE, ENGLISH, language

        if language() == ENGLISH:
            super().error(message)
        usage = self.format_usage().strip()
        if usage.startswith("usage:"):
            usage = CORE("cli-usage") + usage[len("usage:"):]
        command = self.prog.removeprefix("tek-access").strip() or self.typed
        problem = _option_problem(message, command or "COMMAND")
        self.exit(2, f"{usage}\n{CORE('cli-error', prog=self.prog, problem=problem)}\n")

    def format_help(self) -> str:
        """The help in the player's language: each description and option's help is the message
        ``cli-help-COMMAND-OPTION`` (or ``cli-help-OPTION``, ``cli-help-COMMAND``) of core.ftl or a game's file
        when the language has one; English is the text in the code, as argparse words it."""
        from tek_access.core.messages import CORE, ENGLISH, language

        if language() == ENGLISH:
            return super().format_help()
        command = self.prog.removeprefix("tek-access").strip()
        saved: list[tuple[object, str, str | None]] = [(self, "description", self.description)]
        self.description = _help_text([f"cli-help-{command}-description" if command else "cli-help-description"],
                                      self.description)
        for action in self._actions:
            saved.append((action, "help", action.help))
            dest = action.dest.replace("_", "-")
            if isinstance(action, argparse._HelpAction):
                action.help = _help_text(["cli-help-help"], action.help)
            elif isinstance(action, argparse._SubParsersAction):
                for choice in action._choices_actions:
                    saved.append((choice, "help", choice.help))
                    choice.help = _help_text([f"cli-help-{choice.dest}"], choice.help)
            elif action.help and action.help != argparse.SUPPRESS:
                action.help = _help_text([f"cli-help-{command}-{dest}", f"cli-help-{dest}"], action.help)
        for group, msg_id in ((self._positionals, "cli-help-positionals"), (self._optionals, "cli-help-options")):
            saved.append((group, "title", group.title))
            group.title = _help_text([msg_id], group.title)
        try:
            text = super().format_help()
        finally:
            for owner, attribute, value in saved:
                setattr(owner, attribute, value)
        return CORE("cli-usage") + text[len("usage:"):] if text.startswith("usage:") else text


def _help_text(ids: list[str], english: str | None) -> str | None:
    """The first of ``ids`` that a message family has in the current language (core.ftl, then each game's),
    else ``english``."""
    from tek_access.core.messages import families, language

    code = language()
    for msg_id in ids:
        for family in families():
            if msg_id in family.ids(code):
                return family(msg_id)
    return english


#: argparse's error messages (Python 3.11), read to say them in the player's language: message id, pattern
_ARGPARSE = (
    ("cli-unrecognized", r"unrecognized arguments: (?P<options>.+)"),
    ("cli-required", r"the following arguments are required: (?P<names>.+)"),
    ("cli-expected-value", r"argument (?P<option>\S+): expected (one|at least one) argument"),
    ("cli-invalid-value", r"argument (?P<option>\S+): invalid (?P<type>\w+) value: (?P<value>.+)"),
    ("cli-invalid-choice", r"argument (?P<option>\S+): invalid choice: (?P<value>.+) \(choose from (?P<choices>.+)\)"),
    ("cli-ambiguous", r"ambiguous option: (?P<option>\S+) could match (?P<matches>.+)"),
)


def _option_problem(message: str, command: str) -> str:
    """argparse's ``message`` in the player's language (a message it words otherwise is passed on as it is)."""
    from tek_access.core.messages import CORE

    for msg_id, pattern in _ARGPARSE:
        found = re.fullmatch(pattern, message)
        if found:
            return CORE(msg_id, command=command, **found.groupdict())
    return CORE("cli-other", problem=message)


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """Return the argument parser; with ``command`` (one of :data:`COMMANDS`) only that
    subcommand's options are added, so starting a game imports nothing the other subcommands
    need. Every subcommand is listed in the help either way."""
    parser = _Parser(
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
            from tek_access.server import hostcommand
        except ImportError:  # the redis extra missing: said when the command runs
            pass
        else:
            hostcommand.add_arguments(host_parser)
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


def _say(msg_id: str, **args: object) -> str:
    from tek_access.core.messages import CORE

    return CORE(msg_id, **args)


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


def _typed_language(argv: list[str]) -> str:
    """The language of the command typed in ``argv`` before it is parsed (``--lang X`` or ``--lang=X`` when it is
    one we have, else as without it), so that its option errors are said in it."""
    flag = None
    for i, word in enumerate(argv):
        if word == "--lang" and i + 1 < len(argv):
            flag = argv[i + 1]
        elif word.startswith("--lang="):
            flag = word.split("=", 1)[1]
    try:
        return _language(argparse.Namespace(lang=flag))
    except ValueError:
        return _language(argparse.Namespace(lang=None))


def _main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(argv[0] if argv and argv[0] in COMMANDS else None)
    if isinstance(parser, _Parser):
        parser.typed = argv[0] if argv and argv[0] in COMMANDS else ""
    from tek_access.core.messages import speaking

    with speaking(_typed_language(argv)):  # an option refused is said in the language asked for
        args = parser.parse_args(argv)
    if args.command is None:
        with speaking(_typed_language(argv)):
            parser.print_help()
        return 0

    try:
        code = _language(args)
    except ValueError:  # refused in the language the command speaks without --lang
        with speaking(_language(argparse.Namespace(lang=None))):
            try:
                _language(args)
            except ValueError as exc:
                print(_say("cli-refused", command=args.command, problem=str(exc)), file=sys.stderr)
        return 2

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
            print(_say("cli-line", command=args.command, problem=str(exc)), file=sys.stderr)
            return 2
        foreign = registry.options_not_taken(args, definition.id, args.command)
        if foreign:
            print(_say("cli-line", command=args.command, problem=registry.not_taken(foreign, definition.title)),
                  file=sys.stderr)
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
            from tek_access.server import hostcommand
        except ImportError as exc:
            from tek_access.core.messages import SERVER

            print(SERVER("table-host-needs-extras", problem=str(exc)), file=sys.stderr)
            return 2
        return hostcommand.run(args)
    if args.command in ("serve", "connect"):
        from tek_access.server import app, client

        return app.run(args) if args.command == "serve" else client.run(args)
    parser.print_help()
    return 0


if __name__ == "__main__":
    sys.exit(main())
