"""The narrators whose line is one sentence about one player, filled from the event: a table of
templates (:data:`TOLD`) and the one helper that fills them, instead of a function each. The
narrators with more to weigh (verbosity, secrets, several lines) are in :mod:`.events` and
:mod:`.battle`.

In a template, ``{who}`` is the event's player in the viewer's perspective ("You", "Red"),
``{you|other}`` the verb for that subject ("take" for the viewer, else "takes"), ``{key}`` an
event field, ``{key:place}``, ``{key:name}``, ``{key:slot}`` and ``{key:end}`` the place, card,
slot or row end that field names (an absent ``end`` reads as its default).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tek_access.core.kernel.engine import Event
from tek_access.games.vikings.narration.lines import Line, Narrator, narrator, player
from tek_access.games.vikings.narration.words import end_text, name, place, slot_text, verb, who

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.view import VikingsView

#: event kind -> (template, category): one line, worded the same at every verbosity
TOLD: dict[str, tuple[str, str]] = {
    "turn_skipped": ("{who} {have|has} no card left: the turn passes.", "turn"),
    "card_played_down": ("Face down. {who} {play|plays} a card face down.", "war"),
    "village_looted": ("Looted. {who} {loot|loots} {dock:place} for {steel} steel and {take|takes} a village.",
                       "action"),
    "temple_moved": ("{who} {move|moves} a temple from {origin:place} to {to:place}.", "action"),
    "rune_gained": ("Rune. {who} {take|takes} the {god:name} rune of {island:place}.", "action"),
    "rune_returned": ("Rune returned. {who} no longer {hold|holds} {island:place}: its {god:name} rune goes back.",
                      "action"),
    "card_discarded": ("{who} {discard|discards} {card:name}.", "action"),
    "village_completed": ("Village. {who} {complete|completes} a village at {slot:slot}.", "action"),
    "battle_joined": ("Battle. {who} {join|joins} with a face-down card.", "war"),
    "favour_given_back": ("{who} {give|gives} back {favour:name} to {end:end}: 3 favour cards at most.", "war"),
}
_FIELD = re.compile(r"\{(\w+)(?:\|(\w+)|:(\w+))?\}")
#: how a ``{key:form}`` field reads
_FORMS: dict[str, Callable[[Any, Any], str]] = {
    "place": place,
    "name": name,
    "slot": slot_text,
    "end": lambda game, value: end_text(value),
}


def telling(template: str, category: str) -> Narrator:
    """The narrator of one template of :data:`TOLD`: one :class:`Line` in ``category``."""
    def tell(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Line:
        p = player(e)

        def fill(field: re.Match[str]) -> str:
            key, other, form = field.groups()
            if key == "who" and other is None and form is None:
                return who(game, p, viewer)
            if other is not None:
                return verb(p, viewer, key, other)
            if form is not None:
                return _FORMS[form](game, e.data.get(key) if form == "end" else e.data[key])
            return str(e.data[key])
        return Line(_FIELD.sub(fill, template), category)
    return tell


for _kind, (_template, _category) in TOLD.items():
    narrator(_kind)(telling(_template, _category))
