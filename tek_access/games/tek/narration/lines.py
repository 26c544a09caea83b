"""The narrated line and the register of narrators: one function per event kind.

A narrator takes ``(game, event, viewer, verbosity)`` and returns a :class:`Line`, a list of
them, or None. The narrators themselves live in :mod:`tek_access.games.tek.narration.events` (grouped by
phase) and register here when that package is imported; import :func:`narrate` from there.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.rules.game import Game
    from tek_access.rules.model import Event

__all__ = ["Line", "Narrator", "NARRATORS", "narrator", "narrate"]


@dataclass(frozen=True, slots=True)
class Line:
    """One narrated line: text, category (a ``tek_access.categories.Category`` value),
    earcon event name or None, and whether it is a hot-seat secret (own war die)."""

    text: str
    category: str = "action"
    earcon: str | None = None
    secret: bool = False


Narrator = Callable[["Game", "Event", "int | None", str], "list[Line] | Line | None"]
#: event kind -> its narrator
NARRATORS: dict[str, Narrator] = {}


def narrator(kind: str):
    """Decorator: register the function as the narrator of events of ``kind``."""
    def register(func: Narrator) -> Narrator:
        NARRATORS[kind] = func
        return func
    return register


def narrate(game: "Game", event: "Event", viewer: int | None, verbosity: str = "normal") -> list[Line]:
    """The lines a viewer at seat ``viewer`` (None: an onlooker) hears for ``event``.

    Private events the viewer may not see give no line. Raises KeyError for an unknown kind.
    """
    if not event.visible_to(viewer):
        return []
    out = NARRATORS[event.kind](game, event, viewer, verbosity)
    if out is None:
        return []
    return [out] if isinstance(out, Line) else list(out)
