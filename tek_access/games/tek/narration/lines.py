"""The narrated line and the register of narrators: one function per event kind.

A narrator takes ``(game, event, viewer, verbosity)`` and returns a :class:`Line`, a list of
them, or None. The narrators themselves live in :mod:`tek_access.games.tek.narration.events` (grouped by
phase) and register here when that package is imported; import :func:`narrate` from there. The
line and the register are the shared ones (:mod:`tek_access.core.lines`).
"""
from __future__ import annotations

from tek_access.core.lines import Line, Narrator, Narrators

__all__ = ["Line", "Narrator", "NARRATORS", "Said", "narrator", "narrate", "merger", "merged"]

#: what a narrator returns
Said = Line | list[Line] | None

_REGISTER = Narrators()
#: event kind -> its narrator
NARRATORS: dict[str, Narrator] = _REGISTER.table
#: decorator: ``@narrator("kind")`` registers the function as the narrator of events of that kind
narrator = _REGISTER.narrator
#: ``narrate(game, event, viewer, verbosity="normal") -> list[Line]``: what a seat (None: an onlooker)
#: hears for ``event``; private events it may not see give no line; KeyError for an unknown kind
narrate = _REGISTER.narrate
#: decorator: ``@merger("kind")`` registers how two events of that kind in a row are said as one line
merger = _REGISTER.merger
#: ``merged(events) -> events``: runs of events one line can say made one (:meth:`Narrators.merged`)
merged = _REGISTER.merged
