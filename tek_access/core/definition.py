"""What a game hands the shared front end: the :class:`GameDefinition` (see :mod:`tek_access.core.registry`).

The front end (parser shell, session, console, tutorial shell, server, simulate, braille) calls only
what is named here; every word it says about a game comes from these parts. What each part provides is a
protocol of :mod:`tek_access.core.parts`, which mypy holds each game's modules to.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from tek_access.core import parts as kinds

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.queries import Handler


@dataclass(frozen=True)
class ShellWords:
    """The game's words for the few things the shared session says about an answer given in
    secret, in the language spoken now: :attr:`secret` its name (a game's own word), :attr:`secrets` the
    plural, :attr:`reveal` the event that shows it. They are the messages ``shell-secret``,
    ``shell-secrets`` and ``shell-reveal`` of the game's own family, found through ``messages``: the
    path of the game's module that holds its ``MESSAGES`` (imported on first use)."""

    messages: str

    def _say(self, msg_id: str) -> str:
        import importlib

        return str(importlib.import_module(self.messages).MESSAGES(msg_id))

    @property
    def secret(self) -> str:
        return self._say("shell-secret")

    @property
    def secrets(self) -> str:
        return self._say("shell-secrets")

    @property
    def reveal(self) -> str:
        return self._say("shell-reveal")


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
    - ``words``: :class:`ShellWords`.
    - ``parts``: part name -> module path (:func:`parts_in`), each module imported on first use
      (:meth:`part`) and checked by mypy, in the game's ``definition`` module, against its protocol in
      :mod:`tek_access.core.parts`:

      - ``grammar`` (:class:`~.parts.Grammar`): ``commands()`` (the command table), ``word_index()``,
        ``query_is_play(head, view, seat)``, ``play(text, words, view, seat, select_only)`` (a play sentence
        -> a parser command, on the seat's view), ``example(name, example, view, seat)``, ``answers()``
        (play command -> the decision kinds it answers) and ``choice_words(view, seat, choice)``, which
        the conformance suite reads.
      - ``queries`` (:class:`~.parts.Queries`): ``QUERIES``, query name -> handler
        ``(say, view, args, seat, name)``: ``say`` a :class:`tek_access.core.queries.Speaker` (never the
        session), ``view`` the asker's seat view (:mod:`tek_access.core.queries`).
      - ``narration`` (:class:`~.parts.Narration`): ``narrate(view, event, viewer, verbosity)`` and
        ``merged(events)``.
      - ``prompts`` (:class:`~.parts.Prompts`): ``prompt``, ``menu``, ``choice_label``, ``category``.
      - ``table`` (:class:`~.parts.Table`): the secret answers at a shared keyboard (``REVEAL_EVENT``,
        ``is_secret``, ``secret_locked``, ``own_secret``, ``secret_holders``, ``secret_event``), the
        computer players (``make_bot``), ``status_lines`` and ``braille_board``.
      - ``options`` (:class:`~.parts.Options`, owner side): the console table's options (``PLAYERS``,
        ``add_arguments``, ``seats``, ``catalog``), ``new_game``, ``load`` and ``opening_lines``; a game
        with save fields of its own adds ``save_data`` and ``from_save`` (:class:`~.parts.OwnSave`).
      - ``online`` (:class:`~.parts.Online`, owner side): an online table's ``PLAYERS``, ``QUESTIONS``,
        ``read_answer``, ``options_text``, ``reserved_names``, ``new_game``, ``rebuild``, ``seat_line``,
        ``choice_from_json`` and ``pack_view`` / ``unpack_view`` for a computer player in another process.
      - ``tutorial`` (:class:`~.parts.Tutorial`): ``SCRIPT_PLAYED``, the script the tutorial shell plays.
      - ``simulate``, ``braille`` (:class:`~.parts.CommandPart`): the ``simulate`` and ``braille``
        commands, ``add_arguments(parser)`` and ``run(args)``.
    """

    id: str
    title: str
    save_format: str
    words: ShellWords
    parts: dict[str, str] = field(default_factory=dict)
    _loaded: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def part(self, name: str) -> Any:
        """The module of part ``name`` (one of :data:`PARTS`), imported on first use. Raises KeyError for a
        part the game does not have. The typed accessors below (``grammar``, ``options``, ...) say what
        each part provides."""
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
    def grammar(self) -> kinds.Grammar:
        return cast(kinds.Grammar, self.part("grammar"))

    @property
    def queries(self) -> "Mapping[str, Handler]":
        return cast(kinds.Queries, self.part("queries")).QUERIES

    @property
    def narration(self) -> kinds.Narration:
        return cast(kinds.Narration, self.part("narration"))

    @property
    def prompts(self) -> kinds.Prompts:
        return cast(kinds.Prompts, self.part("prompts"))

    @property
    def table(self) -> kinds.Table:
        return cast(kinds.Table, self.part("table"))

    @property
    def options(self) -> kinds.Options:
        return cast(kinds.Options, self.part("options"))

    @property
    def online(self) -> kinds.Online:
        return cast(kinds.Online, self.part("online"))

    @property
    def tutorial(self) -> kinds.Tutorial:
        return cast(kinds.Tutorial, self.part("tutorial"))

    @property
    def simulate(self) -> kinds.CommandPart:
        return cast(kinds.CommandPart, self.part("simulate"))

    @property
    def braille(self) -> kinds.CommandPart:
        return cast(kinds.CommandPart, self.part("braille"))
