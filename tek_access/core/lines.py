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


#: ``merge(first, second) -> data or None``: one event's data saying both events (a count, a sum), or None
Merger = Callable[[Any, Any], "dict[str, Any] | None"]


class Narrators:
    """One game's register: event kind -> its narrator (``table``), and event kind -> its merger
    (``mergers``: how two events of that kind in a row become one, so that one line says them)."""

    def __init__(self) -> None:
        self.table: dict[str, Narrator] = {}
        self.mergers: dict[str, Merger] = {}

    def merger(self, *kinds: str) -> Callable[[Merger], Merger]:
        """Decorator: register the function as the merger of events of ``kinds``."""
        def register(func: Merger) -> Merger:
            for kind in kinds:
                self.mergers[kind] = func
            return func
        return register

    def merged(self, events: list[Any]) -> list[Any]:
        """``events`` with each run of events of one kind, seen by the same seats, that the kind's merger
        joins, made one (two pieces lost in one place: one event with ``count`` 2), so that no
        line is said twice in a row where one line can say it (issue 30). The events themselves (a log, an
        events file) are not changed: this is for narration only."""
        out: list[Any] = []
        for event in events:
            last = out[-1] if out else None
            merge = self.mergers.get(event.kind)
            if merge is not None and last is not None and last.kind == event.kind \
                    and last.private_to == event.private_to:
                data = merge(last, event)
                if data is not None:
                    out[-1] = last._replace(data=data)
                    continue
            out.append(event)
        return out

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
