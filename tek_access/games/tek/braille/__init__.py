"""Tiny Epic Kingdoms' braille part (``GameDefinition`` part "braille"): its sheets as BRF, made
with the shared braille package (:mod:`tek_access.braille`) and written by its game-neutral
command (:mod:`tek_access.braille.command`), as Tiny Epic Vikings' are.

Modules, one job each: ``sheets`` (the kit, territories, reference and factions sheets and the
helpers they share; ``kit.toml``, ``reference.toml``), ``solo_sheet`` (the solo layout),
``board`` (the live board of a game), ``mapkey`` (planning a territory map on its page and its
key), ``tactile`` (territory sides drawn in cells), ``dial`` (the solo compass and clock dial),
``phrases`` (regenerates the translator's phrasebook from the kit sheet). See ``docs/braille.md``.
"""
from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any

from tek_access.braille import command
from tek_access.braille.layout import Document
from tek_access.braille.options import Options
from tek_access.core.messages import speaking
from tek_access.games.tek.braille import board
from tek_access.games.tek.braille.sheets import (
    DESCRIPTIONS,
    FILE_NAMES,
    SHEETS,
    factions_sheet,
    kit_sheet,
    reference_sheet,
    territories_sheet,
)
from tek_access.games.tek.braille.solo_sheet import solo_sheet

__all__ = ["DESCRIPTIONS", "FILE_NAMES", "SHEETS", "SHEETS_SAID", "add_arguments", "build", "render_sheet",
           "run", "write_board"]

#: How a refusal of an unknown sheet names this game's list ("Sheets: kit, ...").
SHEETS_SAID = "Sheets"
#: The sheets written in each language other than English (the others are English only, for now).
LANGUAGE_SHEETS = {"fr": ("kit", "territories", "reference", "factions", "solo")}

_BUILDERS = {
    "kit": lambda options: kit_sheet(options),
    "territories": lambda options: territories_sheet(options),
    "reference": lambda options: reference_sheet(options),
    "factions": lambda options: factions_sheet(options),
    "solo": lambda options: solo_sheet(options),
}


def build(name: str, options: Options = Options()) -> Document:
    """The Document of sheet ``name`` (one of SHEETS) in ``options.lang``; KeyError for another name."""
    with speaking(options.lang):
        return _BUILDERS[name](options)


def render_sheet(name: str, options: Options = Options()) -> bytes:
    """BRF bytes of sheet ``name`` (KeyError for another name)."""
    return build(name, options).render()


def write_board(view: Any, path: str | os.PathLike[str], options: Options = Options()) -> Path:
    """The board sheet of ``view`` (an onlooker's view of a game) written as BRF at ``path`` (a
    file, or a folder for ``board-turn-N.brf``); returns the path written. Raises OSError when it
    cannot be written, KeyError for an unknown card, MapTooSmall or LayoutError for a page too small."""
    with speaking(options.lang):
        return board.write_board(board.board_snapshot(view), path, options, catalog=view.catalog)


def describe(name: str) -> str:
    """What sheet ``name`` holds, in a few words, in the language spoken (the command's report)."""
    from tek_access.games.tek.messages import MESSAGES

    return MESSAGES("brl-sheet", sheet=name)


def sheets_said() -> str:
    """How a refusal names this game's sheets, in the language spoken."""
    from tek_access.games.tek.messages import MESSAGES

    return MESSAGES("brl-sheets-said")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The braille command's arguments (:func:`tek_access.braille.command.add_arguments`)."""
    command.add_arguments(parser, SHEETS)


def run(args: argparse.Namespace) -> int:
    """``tek-access braille`` for Tiny Epic Kingdoms (:func:`tek_access.braille.command.run`)."""
    from tek_access.games.tek import braille as part

    return command.run(args, part)
