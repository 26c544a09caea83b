"""Naming regions in typed commands: by name, one word of it, type, card owner or number.

Used by the answer matchers (:mod:`tek_access.games.tek.answers`), the parser and the console's
``region`` query. Words are the parser's tokens (lowercase, no punctuation).
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.view import TekView

#: Words that carry no meaning in a command ("patrol the meeple of the forest").
FILLER = {"the", "a", "an", "please", "meeple", "meeples", "of", "s", "region", "one", "i", "want", "will", "and",
          "card", "territory", "instead"}


def region_named(game: "TekView", seat: int, words: list[str], candidates: list[str]) -> tuple[str | None, int]:
    """The one candidate region the next words name, and the words used; (None, 0) otherwise.

    A region is named by its name ("Ashen Peak"), one word of it ("ashen"), its type ("forest"),
    its type with the card owner ("blue forest", "my forest") or its number on a card owner's
    card ("blue 3").
    """
    if not words or not candidates:
        return None, 0
    for size in range(min(len(words), 4), 0, -1):
        phrase = " ".join(words[:size])
        hits = [rid for rid in candidates if phrase in names(game, seat, rid)
                or full_name(game, rid).startswith(phrase + " ")]  # the start of a name: "old cairn"
        if len(hits) == 1:
            return hits[0], size
        if len(hits) > 1 and size == min(len(words), 4):
            continue
    return None, 0


def full_name(game: "TekView", rid: str) -> str:
    """A region's name as words ("old cairn height")."""
    return " ".join(re.findall(r"[a-z]+", game.region(rid).name.lower().replace("'", " ")))


def names(game: "TekView", seat: int, rid: str) -> set[str]:
    """Every phrase that names region ``rid`` for the player at ``seat``."""
    region = game.region(rid)
    name = region.name.lower().replace("'", " ")
    parts = re.findall(r"[a-z]+", name)
    out = {" ".join(parts), *(p for p in parts if p not in FILLER), region.type, str(region.number)}
    owner = next((p for p in game.state.players if p.home == region.side), None)
    if owner is not None:
        for colour in {owner.colour, game.name(owner.seat).lower()}:  # English and the language's ("bleu 3")
            out |= {f"{colour} {region.type}", f"{colour} {region.number}"}
        if owner.seat == seat:
            out |= {f"my {region.type}", f"my {region.number}", f"your {region.type}"}
    side = game.catalog.territories[region.side].name.lower()
    side_word = re.findall(r"[a-z]+", side)[0]
    out.add(f"{side_word} {region.type}")
    return out
