"""Tiny Epic Vikings' grammar part, as the parser shell calls it (see
:class:`tek_access.core.definition.GameDefinition`): the command table (``commands.toml``), its
word index, the live help examples, and the sentence resolver (:mod:`.sentences`)."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tek_access.games.vikings.refusals import VERB_AT, choice_words
from tek_access.games.vikings.sentences import play, query_is_play
from tek_access.grammar.commands import CommandInfo, load_table, word_index_of
from tek_access.grammar.commands import help_lines as _help_lines

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.view import VikingsView

__all__ = ["answers", "choice_words", "commands", "example", "help_lines", "play", "query_is_play", "word_index"]


def answers() -> dict[str, set[str]]:
    """Play command -> the decision kinds it answers or starts from ("keep" answers the draft
    only); a command not listed ("skip", "yes") answers wherever its choice is offered."""
    return {verb: set(kinds) for verb, kinds in VERB_AT.items()}

COMMANDS = Path(__file__).resolve().parent / "data" / "commands.toml"


def commands() -> dict[str, CommandInfo]:
    """Every command by name, in the file's order (:func:`tek_access.grammar.commands.load_table`)."""
    return load_table(str(COMMANDS), "vikings/data/commands.toml")


def word_index() -> dict[str, str]:
    """Every name and synonym (lowercase, possibly several words) -> command name."""
    return word_index_of(commands())


def help_lines(name: str | None = None, game: "VikingsView | None" = None, seat: int | None = None) -> list[str]:
    """``help`` (the commands by kind) or ``help NAME`` with an example from ``game``'s table.
    Raises KeyError for an unknown name."""
    return _help_lines(commands(), word_index(), name, lambda n, text: example(n, text, game, seat), first="sail")


def example(name: str, text: str, game: "VikingsView | None" = None, seat: int | None = None) -> str:
    """``text`` with names read from the live table where they make a better example: an island
    of this map for ``island`` and ``explore``. Unchanged without a game."""
    if game is None or not hasattr(game, "map"):
        return text
    islands = list(game.map.islands.values())
    if name in ("island", "explore") and islands:
        return text.replace("Ravenholm", islands[0].name)
    if name == "keep" and seat is not None and 0 <= seat < len(game.state.players):
        hand = [k for k in game.state.players[seat].hand if k in game.catalog.cards]
        if hand:
            return f"keep {game.catalog.cards[hand[0]].name}"
    return text
