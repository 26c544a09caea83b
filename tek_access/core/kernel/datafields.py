"""Checks for the game's data files (territories, factions, tower, colours, tokens).

Every problem found in a data file is raised as :class:`DataError`, which names the
file, the place inside it and the problem, so a player who wrote their own faction or
territory file can fix it without reading a traceback. :class:`Fields` checks one TOML
table key by key and :func:`top_tables` a document's top level. ``DataError``,
:func:`read_toml` and :func:`file_label` live in :mod:`tek_access.core.kernel.datafile` (the one
TOML reader) and are re-exported here.
"""
from __future__ import annotations

import enum
import re
from collections.abc import Callable, Iterable
from typing import Any, Final, TypeVar

from tek_access.core.kernel.datafile import DataError, file_label, read_toml

__all__ = ["DataError", "Fields", "read_toml", "file_label", "check_text", "top_tables", "item_fields", "ID_PATTERN",
           "parse_tables"]


def check_text(value: str) -> str | None:
    """Return why ``value`` is not plain printable ASCII on one line, or None if it is."""
    for index, char in enumerate(value):
        if not (" " <= char <= "~"):
            if char == "\n" or char == "\t":
                return f"has a line break or tab at character {index + 1}"
            return f"is not plain ASCII: {char!r} at character {index + 1}"
    return None


class _Missing(enum.Enum):
    """The "no default given" of a :class:`Fields` getter (a key without a default is required)."""

    MISSING = "missing"


_MISSING: Final = _Missing.MISSING
#: A container a TOML value may be: an array (list) or a table (dict).
C = TypeVar("C", list[Any], dict[str, Any])
#: What a data file's ids look like: lower case letters, digits, ``_`` and ``-``, a letter first.
ID_PATTERN = r"[a-z][a-z0-9_-]*"


class Fields:
    """Checked access to one TOML table.

    ``Fields(data, file, place)`` wraps a dict; each getter returns the value of a
    key after checking its type (and choices or range), and raises
    :class:`DataError` ``(file, place, problem)`` otherwise. :meth:`finish` raises
    on any key that no getter asked for (a misspelt key is an error, not ignored).
    """

    def __init__(self, data: Any, file: str, place: str):
        if not isinstance(data, dict):
            raise DataError(file, place, f"must be a table, not {_kind(data)}")
        self.data = data
        self.file = file
        self.place = place
        self._seen: set[str] = set()

    def error(self, problem: str, place: str | None = None) -> DataError:
        """A DataError at this table (or at ``place``)."""
        return DataError(self.file, place or self.place, problem)

    def _get(self, key: str, default: Any) -> Any:
        self._seen.add(key)
        if key in self.data:
            return self.data[key]
        if default is _MISSING:
            raise self.error(f"missing key '{key}'")
        return default

    def text(self, key: str, *, default: str | _Missing = _MISSING, choices: Iterable[str] | None = None,
             pattern: str | None = None, empty: bool = False) -> str:
        """A string: plain ASCII, one line, not empty unless ``empty``; one of
        ``choices`` or matching regex ``pattern`` when given."""
        value: object = self._get(key, default)
        if value is default and default is not _MISSING:
            return default
        if not isinstance(value, str):
            raise self.error(f"'{key}' must be text, not {_kind(value)}")
        why = check_text(value)
        if why:
            raise self.error(f"'{key}' {why}")
        if not empty and not value.strip():
            raise self.error(f"'{key}' is empty")
        if choices is not None:
            options = tuple(choices)
            if value not in options:
                raise self.error(f"'{key}' is '{value}', expected one of: {', '.join(options)}")
        if pattern is not None and not re.fullmatch(pattern, value):
            raise self.error(f"'{key}' is '{value}', which is not a valid {key}")
        return value

    def integer(self, key: str, *, default: int | _Missing = _MISSING, low: int | None = None,
                high: int | None = None) -> int:
        """A whole number (not a boolean), within ``low``..``high`` when given."""
        value: object = self._get(key, default)
        if value is default and default is not _MISSING:
            return default
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.error(f"'{key}' must be a whole number, not {_kind(value)}")
        if (low is not None and value < low) or (high is not None and value > high):
            raise self.error(f"'{key}' is {value}, expected {low} to {high}")
        return value

    def boolean(self, key: str, *, default: bool | _Missing = _MISSING) -> bool:
        """true or false."""
        value: object = self._get(key, default)
        if not isinstance(value, bool):
            raise self.error(f"'{key}' must be true or false, not {_kind(value)}")
        return value

    def array(self, key: str, *, default: list[Any] | _Missing = _MISSING) -> list[Any]:
        """An array (list)."""
        return self._container(key, default, list, "an array")

    def table(self, key: str, *, default: dict[str, Any] | _Missing = _MISSING) -> dict[str, Any]:
        """A table (dict)."""
        return self._container(key, default, dict, "a table")

    def _container(self, key: str, default: C | _Missing, kind: type[C], noun: str) -> C:
        """The value of ``key`` when it is a ``kind`` (the default unchecked), else DataError naming ``noun``."""
        value: object = self._get(key, default)
        if value is default and not isinstance(default, _Missing):
            return default
        if not isinstance(value, kind):
            raise self.error(f"'{key}' must be {noun}, not {_kind(value)}")
        return value

    def finish(self) -> None:
        """Raise DataError on the first key no getter asked for."""
        for key in self.data:
            if key not in self._seen:
                raise self.error(f"unknown key '{key}'")


#: A data author's name for each TOML type, bool before int (a bool is an int to Python).
_KIND_NAMES: tuple[tuple[type, str], ...] = (
    (bool, "true/false"), (int, "a number"), (float, "a decimal number"), (str, "text"), (list, "an array"),
    (dict, "a table"))


def _kind(value: Any) -> str:
    """A data author's name for the TOML type of ``value``."""
    return next((name for kind, name in _KIND_NAMES if isinstance(value, kind)), type(value).__name__)


def top_tables(document: dict[str, Any], file: str, key: str, required: bool = True) -> list[Any]:
    """The ``[[key]]`` tables of a parsed TOML document; any other top-level key is refused.

    Raises :class:`DataError` (file, "top level", problem) for an unknown key, a ``key`` that is
    not an array of tables, or, when ``required``, no table at all.
    """
    top = Fields(document, file, "top level")
    tables = top.array(key)
    top.finish()
    if required and not tables:
        raise DataError(file, "top level", f"no [[{key}]] tables")
    return tables


def item_fields(raw: Any, file: str, kind: str, index: int) -> tuple[Fields, str]:
    """:class:`Fields` for the ``index``-th (from 1) ``[[kind]]`` table ``raw``, placed by its id
    when it has a text id (``"faction 'orcs'"``), else by its number (``"faction 3"``), and that
    id, checked against :data:`ID_PATTERN`."""
    place = f"{kind} {index}"
    if isinstance(raw, dict) and isinstance(raw.get("id"), str):
        place = f"{kind} '{raw['id']}'"
    fields = Fields(raw, file, place)
    return fields, fields.text("id", pattern=ID_PATTERN)


T = TypeVar("T")


def parse_tables(document: dict[str, Any], file: str, key: str, parse: Callable[[Any, str, int], T],
                 seen: Any) -> list[T]:
    """The records of a document's ``[[key]]`` tables (at least one, :func:`top_tables`), in file
    order: ``parse(table, file, index)`` (index from 1) builds each, and ``seen.add(record, file)``
    raises :class:`DataError` for one that repeats an earlier one before the next is read."""
    records: list[T] = []
    for index, raw in enumerate(top_tables(document, file, key), start=1):
        record = parse(raw, file, index)
        seen.add(record, file)
        records.append(record)
    return records
