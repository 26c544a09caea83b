"""What a game hands the shared front end: the :class:`GameDefinition` (see :mod:`tek_access.core.registry`).

The front end (parser shell, session, console, tutorial shell, server, simulate, braille) calls only
what is named here; every word it says about a game comes from these parts.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class ShellWords:
    """The game's words for the few things the shared session says about an answer given in
    secret: ``secret`` its name, ``secrets`` the plural, ``reveal`` the event that shows it."""

    secret: str
    secrets: str
    reveal: str


#: every part a game hands the front end, by its name in ``GameDefinition.parts``
PARTS = ("grammar", "queries", "narration", "prompts", "table", "options", "tutorial", "simulate", "braille",
         "online")


def parts_in(package: str, **elsewhere: str) -> dict[str, str]:
    """The module path of every part of :data:`PARTS`: ``package.NAME`` for each, but where
    ``elsewhere`` names the module of a part kept in another place (``narration="pkg.narration.events"``)."""
    unknown = set(elsewhere) - set(PARTS)
    if unknown:
        raise ValueError(f"Unknown parts: {', '.join(sorted(unknown))}. Parts: {', '.join(PARTS)}.")
    return {name: elsewhere.get(name, f"{package}.{name}") for name in PARTS}


@dataclass(frozen=True)
class GameDefinition:
    """One game of the family, as the shared front end reaches it.

    - ``id``, ``title``, ``save_format``: the name typed after ``--game``, the name said to
      players, and the ``game`` field of its saves (a save of another game is refused by name).
    - ``grammar``: a module with ``commands()`` (the command table: verbs, aliases, usage, example,
      help), ``word_index()``, ``resolve(view, seat, words, select_only)`` and
      ``number(view, seat, number, select_only)`` (a play sentence or a choice's number ->
      a parser command, on the seat's view), ``example(name, example, view, seat)``,
      ``answers()`` (play command -> the decision kinds it answers) and
      ``choice_words(view, seat, choice)`` (the words that make a choice), which the conformance
      suite reads.
    - ``queries``: a mapping query name -> handler ``(session, view, args, seat, name)``.
    - ``narration``: a module with ``narrate(view, event, seat, verbosity)``, and ``prompts`` one
      with ``menu``, ``prompt``, ``choice_label``, ``category``.
    - ``table``: a module with the table options (``add_arguments``, ``new_game``, ``load``,
      ``secret_locked``, ``secret_lines``, ``opening_lines``) and ``seat_kinds`` / ``make_bot``.
    - ``words``: :class:`ShellWords`.
    - ``tutorial``, ``braille``, ``simulate``: modules with the tutorial script, the braille
      sheets and the computer-games report, imported when asked for (``part``).
    """

    id: str
    title: str
    save_format: str
    words: ShellWords
    parts: dict[str, str] = field(default_factory=dict)
    _loaded: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def part(self, name: str) -> Any:
        """The module of part ``name`` ("grammar", "queries", "narration", "prompts", "table",
        "tutorial", "braille", "simulate"), imported on first use. Raises KeyError for a part the
        game does not have."""
        module = self._loaded.get(name)
        if module is None:
            import importlib

            module = self._loaded[name] = importlib.import_module(self.parts[name])
        return module

    @property
    def default_save(self) -> str:
        """The file name a ``save`` or ``load`` without a name uses: the game's own (``ID-save.json``), so a
        save of one game never lands on another's."""
        return f"{self.id}-save.json"

    @property
    def grammar(self) -> Any:
        return self.part("grammar")

    @property
    def queries(self) -> dict[str, Callable[..., None]]:
        return self.part("queries").QUERIES

    @property
    def narration(self) -> Any:
        return self.part("narration")

    @property
    def prompts(self) -> Any:
        return self.part("prompts")

    @property
    def table(self) -> Any:
        return self.part("table")
