"""Tiny Epic Kingdoms' table options for ``tek-access play`` (and the tutorial): factions,
exploration tokens, the named rulesets, solo against the Dummy, your own data files; making or
loading the game from them. Source: 000, Setup; 002, Solo Play Rules; docs/data-files.md."""
from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover - the owner-side part: it makes and loads whole games
    from pathlib import Path

    from tek_access.games.tek.rules.catalog import Catalog
    from tek_access.games.tek.rules.game import Game
    from tek_access.games.tek.view import TekView

RULESETS = ("tek", "utek", "microgame")
#: how many players a table takes, as the play options' help says it
PLAYERS = "2 to 5 (2 with the two-player rules)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The table options of a Tiny Epic Kingdoms game."""
    parser.add_argument("--factions", metavar="LIST", help="one faction per seat, e.g. orcs,elves,humans,dwarves")
    parser.add_argument("--exploration", action="store_true", help="play with the exploration tokens")
    parser.add_argument("--rules", choices=RULESETS, default="tek",
                        help="ruleset: tek (the rulebook), utek (Ultra Tiny Epic Kingdoms) or microgame "
                             "(the print-and-play microgame); default tek")
    parser.add_argument("--solo", action="store_true",
                        help="solo game against the Dummy and its compass card (Ultra Tiny's solo rules); "
                             "--seats gives one kind, for your seat")
    parser.add_argument("--difficulty", type=int, default=0, metavar="N",
                        help="solo: the Dummy starts with N more of each resource (0 to 6, default 0)")
    parser.add_argument("--faction-file", action="append", default=[], metavar="FILE",
                        help="add the factions of your own faction file (repeatable; see docs/data-files.md)")
    parser.add_argument("--territory-file", action="append", default=[], metavar="FILE",
                        help="add the sides of your own territory file (repeatable; see docs/data-files.md)")


def seats(args: argparse.Namespace, kinds: tuple[str, ...], error: Callable[[str], None]) -> list[str] | None:
    """The seats of a solo game (your seat and the Dummy's, which never decides), else None for
    the usual seats. ``error`` says a bad option and does not return."""
    if not getattr(args, "solo", False):
        return None
    from tek_access.core.messages import CORE
    from tek_access.games.tek.messages import MESSAGES

    said = [s.strip().lower() for s in (args.seats or "human").split(",") if s.strip()]
    if len(said) > 2 or (len(said) == 2 and said[1] not in ("dummy", *kinds)):
        error(MESSAGES("cli-solo-one-kind"))
    if said[0] not in kinds:
        error(CORE("cli-unknown-seat", kind=repr(said[0]), kinds=", ".join(kinds)))
    if args.players not in (None, 2):
        error(MESSAGES("cli-solo-two-seats"))
    return [said[0], "random"]


def catalog(args: argparse.Namespace) -> "Catalog":
    """The catalogue with the player's own faction and territory files (DataError when one is bad)."""
    from tek_access.core.text import to_ascii
    from tek_access.games.tek.userdata import user_catalog

    return user_catalog(getattr(args, "faction_file", []), getattr(args, "territory_file", []),
                        warn=lambda line: print(to_ascii(line), file=sys.stderr))


def new_game(args: argparse.Namespace, players: int, seed: int, data: "Catalog | None") -> "Game":
    """A new game from the options (ValueError or DataError with a short reason when they do not fit)."""
    from tek_access.games.tek.rules.game import Game

    factions = [f.strip() for f in args.factions.split(",")] if getattr(args, "factions", None) else None
    return Game.new(players=players, seed=seed, factions=factions, exploration=getattr(args, "exploration", False),
                    catalog=data, ruleset=getattr(args, "rules", "tek"), solo=getattr(args, "solo", False),
                    difficulty=getattr(args, "difficulty", 0))


def load(path: "str | Path", data: "Catalog | None") -> "Game":
    """A saved game (SaveError naming the file, place and problem)."""
    from tek_access.storage import load_game

    return load_game(path, data)


def save_data(game) -> dict:
    """What a Tiny Epic Kingdoms save holds: the whole game as the rules write it, in the save format
    (:data:`tek_access.games.tek.savecheck.SAVE_FORMAT`), with the player's own factions and territory sides it
    uses embedded (``custom``)."""
    from tek_access.games.tek.savecheck import SAVE_FORMAT, custom_data

    data = game.to_json()
    data["format"] = SAVE_FORMAT
    data["custom"] = custom_data(game)
    return data


def from_save(data, source: str, catalog=None):
    """The game a save's parsed ``data`` holds, checked whole (its shape, the game's invariants, a replay of its
    log: :func:`tek_access.games.tek.savecheck.check_save`); ``catalog`` the game's data (None: the built-in).
    Raises SaveError naming the file, the place and the problem."""
    from tek_access.games.tek.savecheck import check_save

    return check_save(data, source, catalog)


def opening_lines(game: "TekView", args: argparse.Namespace) -> list[str]:
    """What a new game says after its first line: the ruleset when it is not the rulebook's."""
    rules = getattr(args, "rules", "tek")
    if rules == "tek" and not getattr(args, "solo", False):
        return []
    from tek_access.games.tek.narration.describe import ruleset_line

    return [ruleset_line(game) + " Say rules " + ("solo" if args.solo else rules) + " to hear how."]


def add_check_arguments(parser: argparse.ArgumentParser) -> None:
    """``tek-access check-data``'s options: the player's own data files to check
    (:func:`tek_access.games.tek.userdata.add_check_arguments`)."""
    from tek_access.games.tek import userdata

    userdata.add_check_arguments(parser)


def run_check(args: argparse.Namespace) -> int:
    """Run ``tek-access check-data`` (:func:`tek_access.games.tek.userdata.run_check`): exit code 0 when every
    file is good."""
    from tek_access.games.tek import userdata

    return userdata.run_check(args)
