"""Tiny Epic Kingdoms' grammar part, as the parser shell calls it (see
:class:`tek_access.games.definition.GameDefinition`): the command table and the sentence resolver."""
from tek_access.games.tek.commands import command_table as commands
from tek_access.games.tek.commands import live_example as example
from tek_access.games.tek.commands import word_index
from tek_access.games.tek.sentences import play, query_is_play

__all__ = ["commands", "example", "play", "query_is_play", "word_index"]
