"""What each part of a game's definition provides: one :class:`typing.Protocol` per part (issue 33).

A game hands the shared front end its parts as modules (:class:`~tek_access.core.definition.GameDefinition`,
``parts``); each module is checked by mypy against the protocol here, in the game's ``definition`` module
(a module is accepted as an implementation of a protocol when it has every name, with a compatible type). A
part missing a function, or one with another shape, is a type error before it is an AttributeError at run time.

The parameters that take a seat's view are typed ``Any`` here: each game's functions take its own view
protocol (``games/NAME/view.py``), narrower than :class:`~tek_access.core.view.GameView`, which a parameter
typed with the core view would refuse. A game's whole game (the owner's: random source, log, undo, saving) is
handed only by the owner-side makers (``options.new_game``, ``online.rebuild``, ``tutorial``'s position), typed
:class:`WholeGame`. The game's own parameter names are free: the front end passes every argument by position.
"""
from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from tek_access.core.view import GameView
from tek_access.core.whole import WholeGame

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.kernel.engine import Choice, Event
    from tek_access.core.lines import Line
    from tek_access.core.parsed import Command, CommandInfo
    from tek_access.core.queries import Handler

__all__ = ["Bot", "Braille", "CommandPart", "Grammar", "Narration", "Online", "Options", "OwnSave", "Prompts",
           "Queries", "Script", "Simulate", "Table", "Tutorial", "WholeGame"]


class Bot(Protocol):
    """A computer player: it answers the pending decision of its seat on that seat's view."""

    def choose(self, view: Any, /) -> "Choice": ...


class Grammar(Protocol):
    """The ``grammar`` part: the command table and the sentence resolver (:mod:`tek_access.grammar.parser`
    reads a line with it; the conformance suite reads ``answers``, ``example`` and ``choice_words``)."""

    def commands(self) -> "dict[str, CommandInfo]":
        """Every command by name (verbs, aliases, usage, example, help), in the data file's order."""
        ...

    def word_index(self) -> dict[str, str]:
        """Every name and synonym (lowercase, maybe several words) -> its command's name."""
        ...

    def query_is_play(self, head: str, view: Any, seat: int | None, /) -> bool:
        """True when query ``head`` typed now answers ``seat``'s pending decision (a play, not a question)."""
        ...

    def play(self, text: str, words: list[str], view: Any, seat: int, select_only: bool, /) -> "Command":
        """The parser command the play sentence ``words`` (typed as ``text``) makes on ``seat``'s view."""
        ...

    def example(self, name: str, example: str, view: Any = None, seat: int | None = None, /) -> str:
        """Command ``name``'s ``example`` with names read from the live table (the view, when given)."""
        ...

    def answers(self) -> dict[str, set[str]]:
        """Play command -> the decision kinds it answers."""
        ...

    def choice_words(self, view: Any, seat: int, choice: "Choice", /) -> str:
        """The words a player would type to make ``choice`` ("" when only its number makes it)."""
        ...


class Queries(Protocol):
    """The ``queries`` part: query name -> its handler (:mod:`tek_access.core.queries`)."""

    @property
    def QUERIES(self) -> "Mapping[str, Handler]": ...


class Narration(Protocol):
    """The ``narration`` part: events said in a seat's perspective."""

    def narrate(self, view: Any, event: "Event", viewer: int | None, verbosity: str = "normal", /) -> "list[Line]":
        """The lines seat ``viewer`` (None: an onlooker) hears for ``event`` at ``verbosity``; none for an
        event it may not see."""
        ...

    def merged(self, events: list[Any], /) -> list[Any]:
        """``events`` with each run one line can say made one (for narration only)."""
        ...


class Prompts(Protocol):
    """The ``prompts`` part: the pending decision as a question and numbered choices."""

    def prompt(self, view: Any, viewer: int | None, /) -> str:
        """The question the pending decision asks, most important word first."""
        ...

    def choice_label(self, view: Any, choice: "Choice", viewer: int | None, /) -> str:
        """How one numbered choice reads."""
        ...

    def menu(self, view: Any, viewer: int | None, /) -> list[str]:
        """The prompt, then "N choices:" and one numbered line per choice."""
        ...

    def category(self, kind: Any, /) -> str:
        """The announcer category a decision of ``kind`` is asked in."""
        ...


class Table(Protocol):
    """The ``table`` part: the game's secret answers at a shared keyboard, its computer players, its status
    lines and its board sheet."""

    @property
    def REVEAL_EVENT(self) -> str:
        """The event kind that reveals the secret answers (after it, a hand-over is over)."""
        ...

    def secret_locked(self, view: Any, /) -> bool:
        """True when an unrevealed secret answer lies in the game (a save then would hold it)."""
        ...

    def own_secret(self, view: Any, seat: int | None, /) -> Any:
        """``seat``'s own unrevealed secret answer on its own view, else None."""
        ...

    def secret_holders(self, view: Any, asker: int | None, /) -> list[int]:
        """The other seats holding an unrevealed secret answer (public knowledge)."""
        ...

    def secret_event(self, seat: int, secret: Any, /) -> "Event":
        """The private event said to ``seat`` when it gave ``secret``, to say it again."""
        ...

    def is_secret(self, kind: Any, /) -> bool:
        """True when a decision of ``kind`` is answered in secret at a shared keyboard."""
        ...

    def make_bot(self, kind: str, seat: int, seed: int, bot_time: float | None = None, /) -> Bot:
        """A computer player of ``kind`` for ``seat``; ValueError naming the kinds for another."""
        ...

    def status_lines(self, view: Any, kind: str, seat: int | None, /) -> list[str]:
        """Short lines for a status key ("resources", "score"); none: the shared line."""
        ...

    def braille_board(self, view: Any, path: str | Path, options: Any = None, /) -> Path:
        """Write the board as an onlooker's ``view`` shows it as a BRF sheet; the path written (OSError)."""
        ...


class Options(Protocol):
    """The ``options`` part: a console table's options, a new game and a save loaded (owner side)."""

    @property
    def PLAYERS(self) -> str:
        """The table sizes, as said in ``--help`` ("2 to 4")."""
        ...

    def add_arguments(self, parser: argparse.ArgumentParser, /) -> None: ...

    def seats(self, args: argparse.Namespace, kinds: tuple[str, ...], error: Callable[[str], None], /
              ) -> list[str] | None:
        """The seat kinds the game's own options ask for, or None (the shared ``--players``/``--bots``)."""
        ...

    def catalog(self, args: argparse.Namespace, /) -> Any:
        """The game data the options name (None: the packaged data)."""
        ...

    def new_game(self, args: argparse.Namespace, players: int, seed: int, data: Any, /) -> WholeGame: ...

    def load(self, path: Any, data: Any, /) -> WholeGame:
        """The game saved at ``path`` (storage's SaveError naming the file)."""
        ...

    def opening_lines(self, view: Any, args: argparse.Namespace, /) -> list[str]:
        """What is said when a game starts, before its first event."""
        ...


class OwnSave(Protocol):
    """An ``options`` part whose game keeps its own save fields: storage asks for these by name."""

    def save_data(self, game: Any, /) -> dict[str, Any]: ...

    def from_save(self, data: Any, source: str, /) -> WholeGame: ...


class Online(Protocol):
    """The ``online`` part: an online table's questions, options, new and rebuilt games (owner side), the
    line a player hears on sitting down, and a view packed for a computer player in another process."""

    @property
    def PLAYERS(self) -> tuple[int, int, int]:
        """Players a table takes: fewest, most, the default."""
        ...

    @property
    def QUESTIONS(self) -> Sequence[str]:
        """The game's own questions at ``create``, by option name."""
        ...

    def question(self, option: str, /) -> tuple[str, str]:
        """The question ``option`` and its refusal, in the language spoken now."""
        ...

    def reserved_names(self) -> set[str]: ...

    def read_answer(self, option: str, word: str, /) -> Any: ...

    def options_text(self, options: dict[str, Any], /) -> str: ...

    def new_game(self, options: dict[str, Any], /) -> WholeGame: ...

    def rebuild(self, config: dict[str, Any], initial: dict[str, Any], /) -> WholeGame: ...

    def seat_line(self, view: Any, seat: int, /) -> str: ...

    def choice_from_json(self, data: Any, /) -> "Choice": ...

    def pack_view(self, view: Any, /) -> tuple[Any, ...]: ...

    def unpack_view(self, packed: tuple[Any, ...], /) -> GameView: ...


class Script(Protocol):
    """The tutorial's script (:class:`tek_access.ui.tutorial.TutorialSession` plays it)."""

    seed: int
    players: int
    human: int

    @property
    def intro(self) -> list[str]:
        """The lines said first, in the current language."""
        ...

    @property
    def scoring(self) -> list[str]:
        """The scoring lesson, in the current language."""
        ...

    def game(self, catalog: Any = None, /) -> WholeGame:
        """The prepared position (owner side)."""
        ...

    def scripted_player(self, seat: int, /) -> Bot: ...

    def suggestion(self, view: Any, seat: int, answers: Callable[[str, "Choice"], bool], /
                   ) -> "tuple[str, Choice, list[tuple[str, str]]]":
        """What to type now, the choice it plays, the lessons to say first (key, text)."""
        ...

    def same(self, first: "Choice", choice: "Choice", /) -> bool: ...

    def done_key(self, choice: "Choice", /) -> str | None: ...

    def lesson_after(self, event: "Event", /) -> tuple[str, str] | None: ...


class Tutorial(Protocol):
    """The ``tutorial`` part."""

    @property
    def SCRIPT_PLAYED(self) -> Script: ...


class CommandPart(Protocol):
    """A part that is a command of its own (``simulate``, ``braille``): its options and its run."""

    def add_arguments(self, parser: argparse.ArgumentParser, /) -> None: ...

    def run(self, args: argparse.Namespace, /) -> int:
        """Run the command; the process's exit code."""
        ...


#: the ``simulate`` part
Simulate = CommandPart
#: the ``braille`` part
Braille = CommandPart

