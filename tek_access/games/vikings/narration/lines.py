"""The narrated line and the register of Tiny Epic Vikings' narrators: one function per event kind.

A narrator takes ``(game, event, viewer, verbosity)`` (``game``: the viewer's view) and returns a
:class:`Line`, a list of them, or None. The narrators live in :mod:`.events` and register here
when :mod:`tek_access.games.vikings.narration` is imported.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.rules.model import Event

__all__ = ["Line", "Narrator", "NARRATORS", "narrator", "narrate"]


@dataclass(frozen=True, slots=True)
class Line:
    """One narrated line: text, category (a ``tek_access.categories.Category`` value), earcon
    event name or None, and whether it is a secret at a shared keyboard (one's own face-down card)."""

    text: str
    category: str = "action"
    earcon: str | None = None
    secret: bool = False


Narrator = Callable[[Any, "Event", "int | None", str], "list[Line] | Line | None"]
#: event kind -> its narrator
NARRATORS: dict[str, Narrator] = {}


def narrator(*kinds: str) -> Callable[[Narrator], Narrator]:
    """Decorator: register the function as the narrator of events of ``kinds``."""
    def register(func: Narrator) -> Narrator:
        for kind in kinds:
            NARRATORS[kind] = func
        return func
    return register


def narrate(game: Any, event: "Event", viewer: int | None, verbosity: str = "normal") -> list[Line]:
    """The lines a viewer at seat ``viewer`` (None: an onlooker) hears for ``event`` at
    ``verbosity`` (brief, normal or full). Private events the viewer may not see give no line.
    Raises KeyError for an unknown kind (a test holds every event kind of the rules to a narrator)."""
    if not event.visible_to(viewer):
        return []
    out = NARRATORS[event.kind](game, event, viewer, verbosity)
    if out is None:
        return []
    return [out] if isinstance(out, Line) else list(out)
