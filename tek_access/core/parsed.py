"""What a typed line becomes (its words: :func:`tokenize`): a query, a session command, the choices that answer
the game, or a refusal.

The records every game's grammar and refusals build and the shared parser (:mod:`tek_access.grammar.parser`)
returns; below both, so that the core's refusal shape (:mod:`tek_access.core.refusals`) and each game's sentences
need nothing of the parser's shell; and :class:`CommandInfo`, one command of a game's command table
(:func:`tek_access.grammar.commands.load_table` reads the table).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from tek_access.core.kernel.engine import Choice

__all__ = ["Query", "Meta", "Play", "Unknown", "Command", "tokenize"]


@dataclass(frozen=True)
class Query:
    """A question about the game (never changes it): ``name`` from the command table, ``args`` the rest."""

    name: str
    args: tuple[str, ...] = ()


@dataclass(frozen=True)
class Meta:
    """A session command: undo, save, load, quit, verbosity, braille."""

    name: str
    args: tuple[str, ...] = ()


@dataclass(frozen=True)
class Play:
    """Choices that answer the pending decision and, maybe, the ones right after it.

    ``waiting``: the words typed past a reveal (something hidden shown), not read yet: they
    answer the seat's next question once it is asked."""

    choices: tuple[Choice, ...]
    waiting: tuple[str, ...] = ()


@dataclass(frozen=True)
class Unknown:
    """Input that is not a valid command now: ``reason`` and up to three ``suggestions``."""

    reason: str
    suggestions: tuple[str, ...] = field(default_factory=tuple)


Command = Query | Meta | Play | Unknown


def tokenize(text: str) -> list[str]:
    """Lowercase words and numbers; apostrophes and punctuation dropped ("blue's" -> "blue", "s")."""
    text = text.lower().replace("'", " ")
    return re.findall(r"[a-z]+|\d+|\?", text)


@dataclass(frozen=True, slots=True)
class CommandInfo:
    """One command: ``name``, ``kind`` (play, query or meta), ``synonyms``, ``usage``, ``example``, ``help``."""

    name: str
    kind: str
    synonyms: tuple[str, ...]
    usage: str
    example: str
    help: str
