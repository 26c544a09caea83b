"""Tiny Epic Vikings' grammar part, as the parser shell calls it (see
:class:`tek_access.core.definition.GameDefinition`): the command table (``commands.toml``), its
word index and the live help examples (:mod:`.commands`), and the sentence resolver (:mod:`.sentences`)."""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from pathlib import Path

from tek_access.games.vikings.commands import commands, example, help_lines, word_index
from tek_access.games.vikings.refusals import VERB_AT, choice_words
from tek_access.games.vikings.sentences import play, query_is_play
from tek_access.grammar.language import WordFile, game_words, said_as, shared_words

__all__ = ["answers", "choice_words", "commands", "example", "help_lines", "play", "query_is_play", "said_back",
           "word_index", "words"]


def answers() -> dict[str, set[str]]:
    """Play command -> the decision kinds it answers or starts from ("keep" answers the draft
    only); a command not listed ("skip", "yes") answers wherever its choice is offered."""
    return {verb: set(kinds) for verb, kinds in VERB_AT.items()}


@lru_cache(maxsize=4)
def words(code: str) -> WordFile:
    """Vikings' command words in language ``code`` (``data/words.CODE.toml``) and the names the language
    gives places, slots and favour cards (its terms in ``locales/CODE/vikings.ftl``), for the normaliser
    (:mod:`tek_access.grammar.language`)."""
    from tek_access.core.messages import speaking
    from tek_access.games.vikings.messages import MESSAGES

    def term(ident: str) -> str | None:
        with speaking(code):
            return MESSAGES.term(ident)

    return game_words(Path(__file__).resolve().parent / "data", "vikings", code, term)


def said_back(text: str) -> str:
    """Words in the parser's words ("keep gunnar") said in the current language, through its word files
    ("garder gunnar"), so a player may type them; as they are in English and the pseudo-locale."""
    from tek_access.core.messages import ENGLISH, PSEUDO, language

    code = language()
    if code in (ENGLISH, PSEUDO):
        return text
    game, shared = words(code), shared_words(code)  # the game's words first, then the shared ones ("in", "yes")
    table = replace(game, say={**shared.say, **game.say}, first={**shared.first, **game.first},
                    contractions={**shared.contractions, **game.contractions})
    return said_as(text, table)
