"""The narrated line and a register of narrators, one function per event kind, that every game's
narration builds on (a game keeps one :class:`Narrators` and registers its narrators there).

A narrator takes ``(game, event, viewer, verbosity)`` (``game``: the viewer's view; ``viewer``:
a seat, or None for an onlooker) and returns a :class:`Line`, a list of them, or None.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

__all__ = ["Event", "Line", "Narrator", "Narrators"]


class Event(Protocol):
    """What a narrator is handed: an event of the rules with its ``kind`` and ``data``, that says which
    seats may see it."""

    @property
    def kind(self) -> str: ...

    @property
    def data(self) -> Mapping[str, Any]: ...

    def visible_to(self, viewer: int | None) -> bool: ...


@dataclass(frozen=True, slots=True)
class Line:
    """One narrated line: text, category (a ``tek_access.categories.Category`` value), earcon
    event name or None, and whether it is a secret at a shared keyboard (one's own hidden part)."""

    text: str
    category: str = "action"
    earcon: str | None = None
    secret: bool = False


Narrator = Callable[[Any, Any, "int | None", str], "list[Line] | Line | None"]


class Narrators:
    """One game's register: event kind -> its narrator (``table``)."""

    def __init__(self) -> None:
        self.table: dict[str, Narrator] = {}

    def narrator(self, *kinds: str) -> Callable[[Narrator], Narrator]:
        """Decorator: register the function as the narrator of events of ``kinds``."""
        def register(func: Narrator) -> Narrator:
            for kind in kinds:
                self.table[kind] = func
            return func
        return register

    def narrate(self, game: Any, event: Event, viewer: int | None, verbosity: str = "normal") -> list[Line]:
        """The lines a viewer at seat ``viewer`` (None: an onlooker) hears for ``event`` at
        ``verbosity`` (brief, normal or full). Private events the viewer may not see give no line.
        Raises KeyError for an unknown kind."""
        if not event.visible_to(viewer):
            return []
        out = self.table[event.kind](game, event, viewer, verbosity)
        if out is None:
            return []
        return [out] if isinstance(out, Line) else list(out)
