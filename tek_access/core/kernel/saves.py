"""Saves for every game: the error a save that cannot be loaded raises, and reading a save's bytes as JSON, every
way it can fail named (file, place, problem). What a save holds, and how it is checked, is each game's own (its
definition's ``options`` part: ``save_data`` and ``from_save``; :mod:`tek_access.storage` reads and writes the file).
"""
from __future__ import annotations

import json
import math
from typing import Any


class SaveError(ValueError):
    """Saved game data cannot be loaded: ``str()`` names the file, the place and the problem."""

    def __init__(self, file: str, place: str, problem: str) -> None:
        super().__init__(f"{file}: {place}: {problem}")
        self.file, self.place, self.problem = file, place, problem


def parse_save(raw: bytes, source: str) -> Any:
    """Decode and parse the bytes of a save. Raises :class:`SaveError` for bytes that are not
    UTF-8 (place "byte N"), text that is not JSON (place "line L column C"), the words NaN or
    Infinity, a number too large to be a count, or nesting too deep for the parser."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(source, f"byte {exc.start}", "not UTF-8 text") from None

    def constant(word: str):
        raise ValueError(f"{word} is not a number a save can hold")

    def decimal(word: str):
        number = float(word)
        if not math.isfinite(number):
            raise ValueError(f"{word[:20]} is too large a number")
        return number

    try:
        return json.loads(text, parse_constant=constant, parse_float=decimal)
    except json.JSONDecodeError as exc:
        raise SaveError(source, f"line {exc.lineno} column {exc.colno}", f"not valid JSON, {exc.msg.lower()}") from None
    except RecursionError:
        raise SaveError(source, "top level", "nested too deeply") from None
    except ValueError as exc:  # NaN, Infinity, 1e400, or an integer of thousands of digits
        problem = str(exc)
        if "digits" in problem:
            problem = "a number has too many digits"
        raise SaveError(source, _line_of_problem(text, problem), problem) from None


def _line_of_problem(text: str, problem: str) -> str:
    for word in ("NaN", "Infinity"):
        if problem.startswith(word) or problem.startswith("-" + word):
            index = text.find(word)
            if index >= 0:
                return f"line {text.count(chr(10), 0, index) + 1}"
    return "a number"
