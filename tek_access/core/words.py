"""Wording helpers every game's narration shares: counts, lists, persons in the viewer's
perspective and amounts in a fixed order. Plain ASCII, most important word first
(``accessibility.md``, Content rules). A game's own words module re-exports these and adds its
names; nothing here knows one game's terms."""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol


class Named(Protocol):
    """Anything that names a seat: a game or a seat's view (``name(seat) -> "Blue"``)."""

    def name(self, seat: int) -> str: ...


def plural(n: int, word: str, many: str | None = None) -> str:
    """"1 card", "3 cards" (``many`` overrides the plural: "2 dice")."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def join(items: Iterable[str]) -> str:
    """"" for none, "a", "a and b", "a, b and c"."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def who(game: Named, seat: int, viewer: int | None) -> str:
    """"You" for the viewer, else the seat's name ("Blue")."""
    return "You" if seat == viewer else game.name(seat)


def whose(game: Named, seat: int, viewer: int | None) -> str:
    """"your" for the viewer, else "Blue's"."""
    return "your" if seat == viewer else f"{game.name(seat)}'s"


def verb(seat: int, viewer: int | None, you_form: str, other_form: str) -> str:
    """The verb form for the subject: ``you_form`` for the viewer ("move"), else ``other_form``."""
    return you_form if seat == viewer else other_form


def amounts(order: Sequence[str], given: Mapping[str, int] | Iterable[int], empty: str = "nothing") -> str:
    """"2 wood and 1 stone": the non-zero amounts of ``given`` (a mapping, or numbers in ``order``)
    in ``order``, as :func:`join` lists them; ``empty`` when all are 0."""
    if not isinstance(given, Mapping):
        given = dict(zip(order, given))
    said = [f"{given[r]} {r}" for r in order if given.get(r)]
    return join(said) if said else empty
