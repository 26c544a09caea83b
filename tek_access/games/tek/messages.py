"""Tiny Epic Kingdoms' words in every language: ``locales/LANG/tek.ftl`` beside this module
(the game's words live in its own package, as its rules and data do; see docs/languages.md).

:data:`MESSAGES` formats one message in the current language
(:func:`tek_access.core.messages.language`); :func:`say` adds the subject of a line in the
viewer's perspective (``$who``: the seat's name, ``$you``: yes when the viewer is that seat,
``$subject``: "You" or the seat's name; ``$elision``: yes when the name begins with a vowel), so
a language words "You take" and "Red takes" in its own way.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from tek_access.core.kernel.names import register
from tek_access.core.messages import CORE, Messages

__all__ = ["MESSAGES", "say", "elides", "faction_name", "faction_named"]

MESSAGES = Messages(Path(__file__).resolve().parent / "locales", "tek")

#: the seats' colours said in the current language: the term ``-colour-ID`` (``.gender`` beside it),
#: the colour id capitalised where a language has none (English: "Red")
register("tek", lambda colour: MESSAGES.term("colour-" + colour))


def say(msg_id: str, game: Any, seat: int | None, viewer: int | None, /, **args: Any) -> str:
    """Message ``msg_id`` about ``seat`` (``$who``, ``$you``) seen by ``viewer``; ``args`` as given."""
    if seat is not None:
        args.setdefault("who", game.name(seat))
        args.setdefault("you", seat == viewer)
        args.setdefault("subject", CORE("who-you") if seat == viewer else game.name(seat))
        args.setdefault("elision", elides(game.name(seat)))
    return MESSAGES(msg_id, **args)


def elides(name: str) -> bool:
    """True when a name begins with a vowel sound a language may elide before ("d'Orange"):
    a vowel (``$elision`` of :func:`say`; English ignores it)."""
    return name[:1].lower() in "aeiouyàâéèêîôû"


def faction_name(faction: Any) -> str:
    """A faction (anything with ``id`` and ``name``) as the current language says it: its term
    ``-faction-ID`` ("Nains"), else the name its file gives (a faction from a player's own file)."""
    return MESSAGES.term("faction-" + str(faction.id)) or str(faction.name)


def faction_named(name: str) -> str:
    """A faction's file name ("Dwarves", as the rules write it in a score line) as the current language
    says it; a name of no shipped faction as given."""
    from tek_access.games.tek.rules.catalog import load_catalog

    found = next((f for f in load_catalog().factions.values() if f.name == name), None)
    return faction_name(found) if found is not None else name
