"""Seats' colour names as the players' language says them (issue 36).

The rules name a seat by its colour id ("red") and import no front end; each game's messages
module registers how its colours are said (:func:`register`: its Fluent terms ``-red``, ``-blue``
in the current language), and :func:`said` asks it, the colour id capitalised ("Red") when no
game registered or the language has no term. The colour ids stay what the saves hold, so a game
saved in French loads in English.
"""
from __future__ import annotations

from collections.abc import Callable

__all__ = ["register", "said"]

_SAYERS: dict[str, Callable[[str], "str | None"]] = {}


def register(game: str, sayer: Callable[[str], "str | None"]) -> None:
    """``sayer(colour_id)`` says game ``game``'s colours from now on (None: the id capitalised)."""
    _SAYERS[game] = sayer


def said(game: str, colour: str) -> str:
    """Colour ``colour`` ("red") of game ``game`` as the language says it ("Red", "Rouge")."""
    sayer = _SAYERS.get(game)
    name = sayer(colour) if sayer is not None else None
    return name or colour.capitalize()
