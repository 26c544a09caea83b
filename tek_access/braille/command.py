"""``tek-access braille [--game NAME] [SHEET ...] [--board SAVEFILE] [--out DIR] [--grade 1|2]
[--cells N] [--lines N] [--no-form-feed] [--lang CODE]``, for every game alike.

The sheets are written in the language the command speaks (``--lang``, the setting, ...) when
braille is written in it (:data:`~tek_access.braille.translate.BRAILLE_LANGUAGES`) and the game has
the sheet in it (its part's ``LANGUAGE_SHEETS``); a sheet asked in a language it is not written in
is refused with the list (exit code 2). The command's own lines are ``brf-...`` messages of core.ftl,
a sheet's description the part's ``describe(name)``.

Writes the chosen sheets of the game (default: all) as BRF files in ``--out`` (default the
current folder) and says what went where. Exit codes: 0 written, 1 a sheet could not be made
(liblouis missing, a data file broken, a file not writable), 2 bad input (unknown sheet, page
size out of range or too small for a map). ``--board SAVEFILE`` writes the board of a saved
game instead, as ``board-turn-N.brf``, as an onlooker sees it (no face-down token), by the
save's own game (with ``--game`` naming another game, refused). Messages are plain ASCII, never
a traceback.

Each game's braille part (``GameDefinition`` part "braille") plugs in the same way: its
``add_arguments`` and ``run`` hand this module its :class:`SheetsPart` (the sheet names, their
files and descriptions, ``render_sheet`` and ``write_board``). This module imports no game: the
registry (:mod:`tek_access.core.registry`) finds the game of a save.
"""
from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

from tek_access.braille.layout import MAX_CELLS, MAX_LINES, MIN_CELLS, MIN_LINES, LayoutError
from tek_access.braille.options import Options
from tek_access.braille.tactile import MapTooSmall
from tek_access.braille.translate import BRAILLE_LANGUAGES, BrailleUnavailable
from tek_access.core.messages import CORE


class SheetsPart(Protocol):
    """What a game's braille part hands the command: ``SHEETS`` (names in the order written),
    ``FILE_NAMES`` and ``DESCRIPTIONS`` (name -> file name, a few words), ``SHEETS_SAID`` (how a
    refusal names the list: "Sheets"), ``render_sheet(name, options)`` (BRF bytes; KeyError for
    another name) and ``write_board(view, path, options)`` (an onlooker's view's board sheet
    written at ``path``, a file or a folder; returns the path)."""

    @property
    def SHEETS(self) -> Sequence[str]: ...  # noqa: N802 - the part's constant, read only

    @property
    def FILE_NAMES(self) -> Mapping[str, str]: ...  # noqa: N802

    @property
    def DESCRIPTIONS(self) -> Mapping[str, str]: ...  # noqa: N802

    @property
    def SHEETS_SAID(self) -> str: ...  # noqa: N802

    def render_sheet(self, name: str, options: Options = ...) -> bytes: ...

    def write_board(self, view: Any, path: Path, options: Options = ...) -> Path: ...


def _bounded(low: int, high: int, what: str):
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(CORE(f"brf-{what}-not-number", low=low, high=high,
                                                  value=repr(text))) from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(CORE(f"brf-{what}-option-range", low=low, high=high, value=value))
        return value

    return parse


def add_arguments(parser: argparse.ArgumentParser, sheets: Sequence[str]) -> None:
    """Add the braille command's arguments to ``parser``, once: the sheet names (``sheets`` of the
    first game to add them are named in the help), the page options and ``--board``."""
    if any("--cells" in action.option_strings for action in parser._actions):
        return
    parser.add_argument(
        "sheets", nargs="*", metavar="SHEET",
        help=f"sheets to write, any of: {', '.join(sheets)} (default: all)",
    )
    parser.add_argument("--out", default=".", metavar="DIR",
                        help="folder for the BRF files (default: the current folder)")
    parser.add_argument("--grade", type=int, choices=(1, 2), default=2,
                        help="grade: 2 contracted (default; French: abrégé) or 1 uncontracted (French: intégral)")
    parser.add_argument("--cells", type=_bounded(MIN_CELLS, MAX_CELLS, "cells"), default=40,
                        metavar="N", help="cells per line (default 40)")
    parser.add_argument("--lines", type=_bounded(MIN_LINES, MAX_LINES, "lines"), default=25,
                        metavar="N", help="lines per page (default 25)")
    parser.add_argument("--no-form-feed", action="store_true",
                        help="no form feed after each page (for embossers that count lines)")
    parser.add_argument("--board", metavar="SAVEFILE",
                        help="write the board of this saved game (tactile maps with the meeples, "
                             "tokens and the table) instead of the sheets")


def braille_language() -> str:
    """The sheets' language: the language the command speaks (``--lang``, the setting, ...) when
    braille is written in it (:data:`~tek_access.braille.translate.BRAILLE_LANGUAGES`), else English."""
    from tek_access.core.messages import language

    code = language()
    return code if code in BRAILLE_LANGUAGES else "en"


def sheets_in(part: SheetsPart, lang: str) -> tuple[str, ...]:
    """The sheets of ``part`` written in ``lang``: all in English; in another language those its
    ``LANGUAGE_SHEETS`` names (none when it names none)."""
    if lang == "en":
        return tuple(part.SHEETS)
    return tuple(getattr(part, "LANGUAGE_SHEETS", {}).get(lang, ()))


def _said(part: SheetsPart, what: str, english: str, *args: str) -> str:
    """The part's words for ``what`` in the language spoken (its function ``what``: ``describe``
    a sheet, ``sheets_said``), or ``english`` from a part without it."""
    said = getattr(part, what, None)
    return str(said(*args)) if callable(said) else english


def _error(message: str) -> None:
    print(message, file=sys.stderr)


def _pages(data: bytes, options: Options) -> int:
    return data.count(b"\f") if options.form_feed else data.count(b"\r\n") // options.lines


def _board(args: argparse.Namespace, options: Options) -> int:
    """Write the board of the save ``args.board`` into ``args.out`` as an onlooker sees it, by the
    save's own game's braille part."""
    from tek_access.core import registry
    from tek_access.storage import SaveError, load_game

    if args.sheets:
        _error("Give either sheet names or --board, not both.")
        return 2
    try:
        game = load_game(args.board)
    except SaveError as error:
        _error(f"Cannot read the save: {error}")
        return 1
    own = registry.of(game)
    if getattr(args, "game", None) and registry.get(args.game).id != own.id:
        asked = registry.get(args.game).title
        _error(f"{args.board} is not a {asked} save: say tek-access braille --board {args.board} without --game.")
        return 2
    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
        path = own.part("braille").write_board(game.for_player(None), out, options)
    except (MapTooSmall, LayoutError) as error:
        _error(CORE("brf-board-too-small", save=str(args.board), error=str(error)))
        return 2
    except BrailleUnavailable as error:
        _error(str(error))
        return 1
    except KeyError as error:
        _error(f"Board of {args.board} not written: {str(error).strip(chr(39))}.")
        return 1
    except (OSError, ValueError) as error:
        _error(f"Board of {args.board} not written: {error}.")
        return 1
    print(CORE("brf-written-one", folder=str(out.resolve())))
    print(CORE("brf-board-file", file=path.name, pages=_pages(path.read_bytes(), options), turn=game.state.turn))
    return 0


def run(args: argparse.Namespace, part: SheetsPart) -> int:
    """Write the sheets of ``part`` named in ``args`` (default all), or the board of
    ``args.board``; return the exit code (0, 1 or 2, see the module doc)."""
    lang = braille_language()
    options = Options(grade=args.grade, cells=args.cells, lines=args.lines, form_feed=not args.no_form_feed,
                      lang=lang)
    if getattr(args, "board", None):
        return _board(args, options)
    names = list(dict.fromkeys(name.lower() for name in (args.sheets or sheets_in(part, lang) or part.SHEETS)))
    unknown = [name for name in names if name not in part.SHEETS]
    if unknown:
        said = _said(part, "sheets_said", part.SHEETS_SAID)
        _error(CORE("brf-unknown-sheet", names=", ".join(unknown), said=said, sheets=", ".join(part.SHEETS)))
        return 2
    untranslated = [name for name in names if name not in sheets_in(part, lang)]
    if untranslated:
        _error(CORE("brf-not-in-language", lang=lang, names=", ".join(untranslated),
                    sheets=", ".join(sheets_in(part, lang)) or CORE("brf-none")))
        return 2
    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        _error(CORE("brf-cannot-create", folder=str(out), error=str(error.strerror or error)))
        return 1
    written: list[str] = []
    failed: list[str] = []
    for name in names:
        try:
            data = part.render_sheet(name, options)
        except (MapTooSmall, LayoutError) as error:
            _error(CORE("brf-page-too-small", name=name, error=str(error)))
            return 2
        except (BrailleUnavailable, ValueError) as error:  # liblouis missing, a broken data file (DataError)
            failed.append(f"{name}: {error}")
            continue
        path = out / part.FILE_NAMES[name]
        try:
            path.write_bytes(data)
        except OSError as error:
            failed.append(CORE("brf-cannot-write", name=name, path=str(path), error=str(error.strerror or error)))
            continue
        written.append(CORE("brf-written-file", file=path.name, pages=_pages(data, options),
                            what=_said(part, "describe", part.DESCRIPTIONS[name], name)))
    if written:
        print(CORE("brf-written", n=len(written), folder=str(out.resolve())))
        for line in written:
            print(line)
    if failed:
        _error(CORE("brf-not-written", n=len(failed)))
        for line in failed:
            _error(line)
    return 1 if failed else 0
