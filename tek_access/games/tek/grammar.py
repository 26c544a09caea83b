"""Tiny Epic Kingdoms' grammar part, as the parser shell calls it (see
:class:`tek_access.core.definition.GameDefinition`): the command table and the sentence resolver."""
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from tek_access.games.tek.commands import command_table as commands
from tek_access.games.tek.commands import live_example as example
from tek_access.games.tek.commands import word_index
from tek_access.games.tek.sentences import play, query_is_play
from tek_access.games.tek.suggestions import choice_words
from tek_access.grammar.language import ARTICLES, WordFile, game_words, name_phrases


def answers() -> dict[str, set[str]]:
    """Play command -> the decision kinds it answers or starts from ("war" answers the war die
    only); a command not listed answers any (:data:`tek_access.games.tek.verbs.VERB_DECISIONS`)."""
    from tek_access.games.tek.verbs import VERB_DECISIONS

    return {verb: {str(k) for k in kinds} for verb, kinds in VERB_DECISIONS.items()}


__all__ = ["answers", "choice_words", "commands", "example", "play", "query_is_play", "word_index", "words"]


@lru_cache(maxsize=4)
def words(code: str) -> WordFile:
    """TEK's command words in language ``code`` (``data/words.CODE.toml``) and, once the game's words are
    in Fluent (a ``messages`` module with ``MESSAGES``), the names the language gives regions, factions
    and tokens (its terms), for the normaliser (:mod:`tek_access.grammar.language`)."""
    import importlib

    from tek_access.core.messages import speaking

    try:
        messages = importlib.import_module("tek_access.games.tek.messages").MESSAGES
    except ImportError:
        messages = None

    def term(ident: str) -> str | None:
        with speaking(code):
            return messages.term(ident) if messages is not None else None

    data = Path(__file__).resolve().parent / "data"
    table = game_words(data, "tek", code, term if messages is not None else None)
    if messages is None:
        return table
    return _with_factions(table, data, code, term)


def _with_factions(table: WordFile, data: Path, code: str, term: Callable[[str], str | None]) -> WordFile:
    """``table`` and the names language ``code`` gives the factions (their terms ``-faction-ID``: "nains" is
    read "dwarves", and said back so), which live in ``data/factions/`` beside the other data files."""
    from tek_access.core.kernel.datafile import read_toml

    names: list[tuple[str, str]] = []
    for path in sorted((data / "factions").glob("*.toml")):
        document = read_toml(path)
        names += [(str(f["id"]), str(f["name"])) for f in [document, *document.get("faction", [])]
                  if isinstance(f, dict) and isinstance(f.get("id"), str) and isinstance(f.get("name"), str)]
    spoken: dict[tuple[str, ...], str] = {}
    said = name_phrases(names, lambda ident: term("faction-" + ident), ARTICLES.get(code, ()), spoken)
    return WordFile(table.heads, {**said, **table.words}, table.elided, {**table.say, **spoken}, table.first,
                    table.contractions)
