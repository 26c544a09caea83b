"""Tiny Epic Vikings' command table (``data/commands.toml``), its word index and its live help examples (as
TEK's :mod:`tek_access.games.tek.commands`). Below the grammar part, the sentences and the refusals, which all read
the table: it imports none of them."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from tek_access.core.parsed import CommandInfo
from tek_access.grammar.commands import LocalHelp, load_table, local_help, word_index_of
from tek_access.grammar.commands import help_lines as _help_lines

COMMANDS = Path(__file__).resolve().parent / "data" / "commands.toml"


def commands() -> dict[str, CommandInfo]:
    """Every command by name, in the file's order (:func:`tek_access.grammar.commands.load_table`)."""
    return load_table(str(COMMANDS), "vikings/data/commands.toml")


def word_index() -> dict[str, str]:
    """Every name and synonym (lowercase, possibly several words) -> command name."""
    return word_index_of(commands())


def help_lines(name: str | None = None, game: Any = None, seat: int | None = None) -> list[str]:
    """``help`` (the commands by kind) or ``help NAME`` with an example from ``game``'s table.
    Raises KeyError for an unknown name."""
    return _help_lines(commands(), word_index(), name, lambda n, text: example(n, text, game, seat), first="sail",
                       local=_local())


def _local() -> LocalHelp | None:
    """The help in the player's language, None in English (:func:`tek_access.grammar.commands.local_help`)."""
    from tek_access.core.messages import ENGLISH, PSEUDO, language
    from tek_access.games.vikings.grammar import words
    from tek_access.grammar.language import shared_words

    code = language()
    if code in (ENGLISH, PSEUDO):
        return None
    return local_help(code, COMMANDS, f"vikings/data/commands.{code}.toml", shared_words(code).merged(words(code)))


def example(name: str, text: str, game: Any = None, seat: int | None = None) -> str:
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
