"""Tiny Epic Vikings' words in every language: ``locales/LANG/vikings.ftl`` beside this module
(the game's words live in its own package, as its rules and data do; see docs/languages.md).

:data:`MESSAGES` formats one message in the current language
(:func:`tek_access.core.messages.language`); :func:`say` adds the subject of a line in the
viewer's perspective (``$who``: the seat's name, ``$you``: yes when the viewer is that seat,
``$subject``: "You" or the seat's name), so
a language words "You take" and "Red takes" in its own way.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from tek_access.core.kernel.names import register
from tek_access.core.messages import CORE, Messages

__all__ = ["MESSAGES", "say"]

MESSAGES = Messages(Path(__file__).resolve().parent / "locales", "vikings")

#: the seats' colours said in the current language: the term ``-colour-ID`` (``.gender`` beside it),
#: the colour id capitalised where a language has none (English: "Red")
register("vikings", lambda colour: MESSAGES.term("colour-" + colour))


def say(msg_id: str, game: Any, seat: int | None, viewer: int | None, /, **args: Any) -> str:
    """Message ``msg_id`` about ``seat`` (``$who``, ``$you``) seen by ``viewer``; ``args`` as given."""
    if seat is not None:
        args.setdefault("who", game.name(seat))
        args.setdefault("you", seat == viewer)
        args.setdefault("subject", CORE("who-you") if seat == viewer else game.name(seat))
    return MESSAGES(msg_id, **args)
