"""``tek-access braille [SHEET ...] [--board SAVEFILE] [--out DIR] [--grade 1|2] [--cells N] [--lines N]
[--no-form-feed]``.

Writes the chosen sheets (default: all) as BRF files ``<sheet>.brf`` in ``--out`` (default the
current folder) and says what went where. Exit codes: 0 written, 1 a sheet could not be made
(liblouis missing, a data file broken, a file not writable), 2 bad input (unknown sheet, page
size out of range or too small for a map). ``--board SAVEFILE`` writes the board of a saved
game instead, as ``board-turn-N.brf``, as an onlooker sees it (no face-down token). Messages are plain
ASCII, never a traceback.
"""
from __future__ import annotations

import argparse
import sys

from tek_access.braille.layout import MAX_CELLS, MAX_LINES, MIN_CELLS, MIN_LINES, LayoutError
from tek_access.braille.sheets import DESCRIPTIONS, FILE_NAMES, SHEETS, Options, render_sheet
from tek_access.braille.tactile import MapTooSmall
from tek_access.braille.translate import BrailleUnavailable


def _bounded(low: int, high: int, what: str):
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{what} must be a whole number from {low} to {high}, not {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{what} must be from {low} to {high}, not {value}")
        return value

    return parse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the braille subcommand's arguments to ``parser``."""
    parser.add_argument(
        "sheets", nargs="*", metavar="SHEET",
        help=f"sheets to write, any of: {', '.join(SHEETS)} (default: all)",
    )
    parser.add_argument("--out", default=".", metavar="DIR",
                        help="folder for the BRF files (default: the current folder)")
    parser.add_argument("--grade", type=int, choices=(1, 2), default=2,
                        help="UEB grade: 2 contracted (default) or 1 uncontracted")
    parser.add_argument("--cells", type=_bounded(MIN_CELLS, MAX_CELLS, "cells per line"), default=40,
                        metavar="N", help="cells per line (default 40)")
    parser.add_argument("--lines", type=_bounded(MIN_LINES, MAX_LINES, "lines per page"), default=25,
                        metavar="N", help="lines per page (default 25)")
    parser.add_argument("--no-form-feed", action="store_true",
                        help="no form feed after each page (for embossers that count lines)")
    parser.add_argument("--board", metavar="SAVEFILE",
                        help="write the board of this saved game (tactile maps with the meeples, "
                             "tokens and the table) instead of the sheets")


def _error(message: str) -> None:
    print(message, file=sys.stderr)


def _board(args, options) -> int:
    """Write the board of the save ``args.board`` into ``args.out`` as an onlooker sees it."""
    from pathlib import Path

    from tek_access.braille.board import board_snapshot, write_board
    from tek_access.games.tek.rules.game import SaveError
    from tek_access.storage import load_game

    if args.sheets:
        _error("Give either sheet names or --board, not both.")
        return 2
    try:
        game = load_game(args.board)
    except SaveError as error:
        _error(f"Cannot read the save: {error}")
        return 1
    out = Path(args.out)
    from tek_access.core import registry

    if registry.of(game).id != registry.DEFAULT:  # another game's save: that game's own board sheet
        try:
            out.mkdir(parents=True, exist_ok=True)
            path = registry.of(game).table.braille_board(game.for_player(None), out, options)  # its page size
        except (OSError, ValueError, BrailleUnavailable) as error:
            _error(f"Board of {args.board} not written: {error}.")
            return 1
        print(f"Written: 1 braille file in {out.resolve()}")
        print(f"{path.name}: the board on turn {game.state.turn}")
        return 0
    try:
        out.mkdir(parents=True, exist_ok=True)
        path = write_board(board_snapshot(game.for_player(None)), out, options, catalog=game.catalog)
    except (MapTooSmall, LayoutError) as error:
        _error(f"Page too small for the board of {args.board}: {error}.")
        return 2
    except BrailleUnavailable as error:
        _error(str(error))
        return 1
    except (OSError, KeyError) as error:
        _error(f"Board of {args.board} not written: {str(error).strip(chr(39))}.")
        return 1
    data = path.read_bytes()
    pages = data.count(b"\f") if options.form_feed else data.count(b"\r\n") // options.lines
    print(f"Written: 1 braille file in {out.resolve()}")
    print(f"{path.name}: {pages} pages, the board on turn {game.state.turn}")
    return 0


def run(args) -> int:
    """Write the sheets named in ``args`` (or the board of ``args.board``); return the exit
    code (0, 1 or 2, see the module doc)."""
    if getattr(args, "board", None):
        return _board(args, Options(grade=args.grade, cells=args.cells, lines=args.lines,
                                    form_feed=not args.no_form_feed))
    names = list(dict.fromkeys(name.lower() for name in (args.sheets or SHEETS)))
    unknown = [name for name in names if name not in SHEETS]
    if unknown:
        _error(f"Unknown sheet: {', '.join(unknown)}. Sheets: {', '.join(SHEETS)}.")
        return 2
    options = Options(grade=args.grade, cells=args.cells, lines=args.lines,
                      form_feed=not args.no_form_feed)
    from pathlib import Path

    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        _error(f"Cannot create folder {out}: {error.strerror or error}.")
        return 1
    written: list[str] = []
    failed: list[str] = []
    status = 0
    for name in names:
        try:
            data = render_sheet(name, options)
        except (MapTooSmall, LayoutError) as error:
            _error(f"Page too small for {name}: {error}.")
            return 2
        except BrailleUnavailable as error:
            failed.append(f"{name}: {error}")
            status = 1
            continue
        except ValueError as error:  # a broken data file (DataError is a ValueError)
            failed.append(f"{name}: {error}")
            status = 1
            continue
        path = out / FILE_NAMES[name]
        try:
            path.write_bytes(data)
        except OSError as error:
            failed.append(f"{name}: cannot write {path}: {error.strerror or error}")
            status = 1
            continue
        pages = data.count(b"\f") if options.form_feed else data.count(b"\r\n") // options.lines
        written.append(f"{path.name}: {pages} pages, {DESCRIPTIONS[name]}")
    if written:
        print(f"Written: {len(written)} braille files in {out.resolve()}")
        for line in written:
            print(line)
    if failed:
        _error(f"Not written: {len(failed)} sheets")
        for line in failed:
            _error(line)
    return status


def main(argv: list[str] | None = None) -> int:
    """Run as ``python3 -m tek_access.braille.command`` (same arguments as ``tek-access braille``)."""
    parser = argparse.ArgumentParser(prog="tek-access braille",
                                     description="Write BRF braille sheets for embossing.")
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
