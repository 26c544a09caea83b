"""The narrated line and the register of Tiny Epic Vikings' narrators: one function per event kind.

A narrator takes ``(game, event, viewer, verbosity)`` (``game``: the viewer's view) and returns a
:class:`Line`, a list of them, or None. The narrators live in :mod:`.events` and register here
when :mod:`tek_access.games.vikings.narration` is imported. The line and the register are the
shared ones (:mod:`tek_access.core.lines`).
"""
from __future__ import annotations

from tek_access.core.lines import Event, Line, Narrator, Narrators

__all__ = ["Line", "Narrator", "NARRATORS", "Said", "narrator", "narrate", "merger", "merged", "player"]

#: what a narrator returns
Said = Line | list[Line] | None

_REGISTER = Narrators()
#: event kind -> its narrator (a test holds every event kind of the rules to one)
NARRATORS: dict[str, Narrator] = _REGISTER.table
#: decorator: ``@narrator("kind", ...)`` registers the function as the narrator of those kinds
narrator = _REGISTER.narrator
#: ``narrate(game, event, viewer, verbosity="normal") -> list[Line]``
narrate = _REGISTER.narrate
#: decorator: ``@merger("kind", ...)`` registers how two events of those kinds in a row are said as one
merger = _REGISTER.merger
#: ``merged(events) -> events``: runs of events one line can say made one (:meth:`Narrators.merged`)
merged = _REGISTER.merged


def player(e: Event) -> int:
    """The seat an event is about (its ``player`` field)."""
    return int(e.data["player"])
