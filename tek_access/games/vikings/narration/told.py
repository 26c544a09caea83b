"""The narrators whose line is one sentence about one player, filled from the event: a table of
kinds (:data:`TOLD`) and the one helper that says them, instead of a function each. The
narrators with more to weigh (verbosity, secrets, several lines) are in :mod:`.events` and
:mod:`.battle`.

Each kind's line is the message of the same name in the game's messages ("village_looted" ->
``village-looted``), given ``$who``, ``$you`` and ``$subject`` (the event's player in the viewer's
perspective) and the event's fields, each as its form reads it: ``place``, ``name``, ``slot`` or
``end`` (the place, card, slot or row end that field names; an absent ``end`` reads as its
default), or as it is.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tek_access.core.kernel.engine import Event
from tek_access.games.vikings.messages import say
from tek_access.games.vikings.narration.lines import Line, Narrator, narrator, player
from tek_access.games.vikings.narration.words import end_text, name, place, slot_text

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.view import VikingsView

#: event kind -> (category, {field: form}): one line, worded the same at every verbosity
TOLD: dict[str, tuple[str, dict[str, str]]] = {
    "turn_skipped": ("turn", {}),
    "card_played_down": ("war", {}),
    "village_looted": ("action", {"dock": "place", "steel": ""}),
    "temple_moved": ("action", {"origin": "place", "to": "place"}),
    "rune_gained": ("action", {"god": "name", "island": "place"}),
    "rune_returned": ("action", {"god": "name", "island": "place"}),
    "card_discarded": ("action", {"card": "name"}),
    "village_completed": ("action", {"slot": "slot"}),
    "battle_joined": ("war", {}),
    "favour_given_back": ("war", {"favour": "name", "end": "end"}),
}
#: how a field of each form reads
_FORMS: dict[str, Callable[[Any, Any], Any]] = {
    "place": place,
    "name": name,
    "slot": slot_text,
    "end": lambda game, value: end_text(value),
    "": lambda game, value: value,
}


def telling(kind: str, category: str, fields: dict[str, str]) -> Narrator:
    """The narrator of one kind of :data:`TOLD`: one :class:`Line` in ``category``."""
    msg_id = kind.replace("_", "-")

    def tell(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Line:
        args = {key: _FORMS[form](game, e.data.get(key) if form == "end" else e.data[key])
                for key, form in fields.items()}
        return Line(say(msg_id, game, player(e), viewer, **args), category)
    return tell


for _kind, (_category, _fields) in TOLD.items():
    narrator(_kind)(telling(_kind, _category, _fields))
