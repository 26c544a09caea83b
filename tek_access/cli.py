"""Command-line entry point: argument parsing only.

``tek-access play|simulate|braille|doctor|say``. Each subcommand hands its parsed
arguments to the module that owns the work and returns that module's exit code.
"""
from __future__ import annotations

import argparse
import sys


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser for every subcommand."""
    parser = argparse.ArgumentParser(
        prog="tek-access",
        description="Tiny Epic Kingdoms for screen readers, braille and keyboard.",
    )
    sub = parser.add_subparsers(dest="command")
    from tek_access.ui import play

    play.add_arguments(sub.add_parser("play", help="Play a game at this keyboard."))
    from tek_access.bots import simulate

    simulate.add_arguments(sub.add_parser("simulate", help="Play many computer games and print statistics."))
    from tek_access.braille import command as braille_command

    braille_command.add_arguments(
        sub.add_parser("braille", help="Write BRF braille sheets for embossing.")
    )
    from tek_access.audio import commands as audio_commands

    audio_commands.add_doctor_arguments(
        sub.add_parser("doctor", help="Check speech, sound and braille support.")
    )
    audio_commands.add_say_arguments(
        sub.add_parser("say", help="Speak a line, or write it to a WAV file.")
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    """Parse ``argv`` (default ``sys.argv[1:]``) and run the subcommand; return its exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "play":
        from tek_access.ui import play

        return play.run(args)
    if args.command == "simulate":
        from tek_access.bots import simulate

        return simulate.run(args)
    if args.command == "braille":
        from tek_access.braille import command as braille_command

        return braille_command.run(args)
    if args.command == "doctor":
        from tek_access.audio import commands as audio_commands

        return audio_commands.run_doctor(args)
    if args.command == "say":
        from tek_access.audio import commands as audio_commands

        return audio_commands.run_say(args)
    parser.print_help()
    return 0


if __name__ == "__main__":
    sys.exit(main())
