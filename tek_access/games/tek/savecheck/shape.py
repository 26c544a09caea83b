"""The shape of a JSON document, checked: small specs (:class:`Int`, :class:`Str`, :class:`List`,
:class:`Obj`, ...) whose ``check(value, place)`` raises :class:`Bad` (place, problem) for the first
value of the wrong JSON type or out of range. Whole numbers are whole numbers, never true/false.
"""
from __future__ import annotations

from typing import Any

__all__ = ["BIG", "Bad", "show", "Int", "Str", "Bool", "Opt", "OneOf", "List", "Tuple", "MapOf", "Obj",
           "Any_", "Table"]

#: The largest whole number any field may hold (the random state is 64 bits).
BIG = 2 ** 64


class Bad(Exception):
    """A value that breaks a spec or an invariant: ``place`` (a key path such as
    ``state.players[1].resources.ore``) and ``problem`` (short plain text)."""

    def __init__(self, place: str, problem: str) -> None:
        super().__init__(place, problem)
        self.place, self.problem = place, problem


def show(value: Any) -> str:
    """A short plain rendering of a JSON value for an error line."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        text = repr(value)
        return text if len(text) <= 12 else f"a number of {len(text)} digits"
    if isinstance(value, str):
        text = value if value.isascii() and value.isprintable() else value.encode("ascii", "replace").decode()
        return repr(text if len(text) <= 24 else text[:21] + "...")
    if isinstance(value, list):
        return f"a list of {len(value)}"
    if isinstance(value, dict):
        return f"a table of {len(value)} keys"
    return type(value).__name__


class Int:
    """A whole number (not true/false) from ``low`` to ``high``."""

    def __init__(self, low: int = -BIG, high: int = BIG) -> None:
        self.low, self.high = low, high

    def check(self, value: Any, place: str) -> None:
        if isinstance(value, bool) or not isinstance(value, int):
            raise Bad(place, f"must be a whole number, not {show(value)}")
        if not self.low <= value <= self.high:
            raise Bad(place, f"is {show(value)}, expected {self.low} to {self.high}")


class Str:
    def check(self, value: Any, place: str) -> None:
        if not isinstance(value, str):
            raise Bad(place, f"must be text, not {show(value)}")
        if len(value) > 200:
            raise Bad(place, "is text too long to be a name")


class Bool:
    def check(self, value: Any, place: str) -> None:
        if not isinstance(value, bool):
            raise Bad(place, f"must be true or false, not {show(value)}")


class Opt:
    """``None`` or ``spec``."""

    def __init__(self, spec) -> None:
        self.spec = spec

    def check(self, value: Any, place: str) -> None:
        if value is not None:
            self.spec.check(value, place)


class OneOf:
    """Any of ``specs`` (the first one's problem is reported)."""

    def __init__(self, *specs) -> None:
        self.specs = specs

    def check(self, value: Any, place: str) -> None:
        first: Bad | None = None
        for spec in self.specs:
            try:
                spec.check(value, place)
                return
            except Bad as exc:
                first = first or exc
        assert first is not None, "a choice of no shapes"
        raise first


class List:
    """A list of ``item``, of ``low`` to ``high`` items."""

    def __init__(self, item, low: int = 0, high: int = 100_000) -> None:
        self.item, self.low, self.high = item, low, high

    def check(self, value: Any, place: str) -> None:
        if not isinstance(value, list):
            raise Bad(place, f"must be a list, not {show(value)}")
        if not self.low <= len(value) <= self.high:
            raise Bad(place, f"has {len(value)} items, expected {self.low} to {self.high}")
        for i, item in enumerate(value):
            self.item.check(item, f"{place}[{i}]")


class Tuple:
    """A list of exactly one item per spec."""

    def __init__(self, *items) -> None:
        self.items = items

    def check(self, value: Any, place: str) -> None:
        if not isinstance(value, list):
            raise Bad(place, f"must be a list, not {show(value)}")
        if len(value) != len(self.items):
            raise Bad(place, f"has {len(value)} items, expected {len(self.items)}")
        for i, (spec, item) in enumerate(zip(self.items, value)):
            spec.check(item, f"{place}[{i}]")


class MapOf:
    """A table whose keys are text and whose values are ``value``."""

    def __init__(self, value) -> None:
        self.value = value

    def check(self, value: Any, place: str) -> None:
        if not isinstance(value, dict):
            raise Bad(place, f"must be a table, not {show(value)}")
        for key, item in value.items():
            self.value.check(item, f"{place}.{key}")


class Obj:
    """A table with the ``required`` keys, maybe the ``optional`` ones, and no other, except the
    other fields of the engine's record ``record`` (a dataclass), whose values the engine reads
    itself and the replay checks."""

    def __init__(self, required: dict, optional: dict | None = None, record: type | None = None) -> None:
        self.required, self.optional = required, dict(optional or {})
        if record is not None:
            import dataclasses

            for f in dataclasses.fields(record):
                if f.name not in self.required and f.name not in self.optional:
                    self.optional[f.name] = Any_()

    def check(self, value: Any, place: str) -> None:
        if not isinstance(value, dict):
            raise Bad(place or "top level", f"must be a table, not {show(value)}")
        prefix = f"{place}." if place else ""
        for key, spec in self.required.items():
            if key not in value:
                raise Bad(place or "top level", f"missing key {key!r}")
            spec.check(value[key], prefix + key)
        for key, item in value.items():
            if key in self.required:
                continue
            spec = self.optional.get(key)
            if spec is None:
                raise Bad(prefix + str(key), "unknown key")
            spec.check(item, prefix + key)


class Any_:
    """Any JSON value."""

    def check(self, value: Any, place: str) -> None:
        return None


class Table:
    """Any table (checked later by its own reader)."""

    def check(self, value: Any, place: str) -> None:
        if not isinstance(value, dict):
            raise Bad(place, f"must be a table, not {show(value)}")
