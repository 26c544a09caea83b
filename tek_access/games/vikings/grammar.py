"""Tiny Epic Vikings' grammar part, as the parser shell calls it (see
:class:`tek_access.core.definition.GameDefinition`): the command table (``commands.toml``), its
word index and the live help examples (:mod:`.commands`), and the sentence resolver (:mod:`.sentences`)."""
from __future__ import annotations

from tek_access.games.vikings.commands import commands, example, help_lines, word_index
from tek_access.games.vikings.refusals import VERB_AT, choice_words
from tek_access.games.vikings.sentences import play, query_is_play

__all__ = ["answers", "choice_words", "commands", "example", "help_lines", "play", "query_is_play", "word_index"]


def answers() -> dict[str, set[str]]:
    """Play command -> the decision kinds it answers or starts from ("keep" answers the draft
    only); a command not listed ("skip", "yes") answers wherever its choice is offered."""
    return {verb: set(kinds) for verb, kinds in VERB_AT.items()}
