"""Tiny Epic Kingdoms' grammar part, as the parser shell calls it (see
:class:`tek_access.core.definition.GameDefinition`): the command table and the sentence resolver."""
from tek_access.games.tek.commands import command_table as commands
from tek_access.games.tek.commands import live_example as example
from tek_access.games.tek.commands import word_index
from tek_access.games.tek.sentences import play, query_is_play
from tek_access.games.tek.suggestions import choice_words


def answers() -> dict[str, set[str]]:
    """Play command -> the decision kinds it answers or starts from ("war" answers the war die
    only); a command not listed answers any (:data:`tek_access.games.tek.verbs.VERB_DECISIONS`)."""
    from tek_access.games.tek.verbs import VERB_DECISIONS

    return {verb: {str(k) for k in kinds} for verb, kinds in VERB_DECISIONS.items()}


__all__ = ["answers", "choice_words", "commands", "example", "play", "query_is_play", "word_index"]
