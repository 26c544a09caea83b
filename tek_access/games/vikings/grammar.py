"""Tiny Epic Vikings' grammar part, as the parser shell calls it (see
:class:`tek_access.core.definition.GameDefinition`): the command table (``commands.toml``), its
word index and the live help examples (:mod:`.commands`), and the sentence resolver (:mod:`.sentences`)."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from tek_access.games.vikings.commands import commands, example, help_lines, word_index
from tek_access.games.vikings.refusals import VERB_AT, choice_words
from tek_access.games.vikings.sentences import play, query_is_play
from tek_access.grammar.language import WordFile, load_words, name_phrases

__all__ = ["answers", "choice_words", "commands", "example", "help_lines", "play", "query_is_play", "word_index",
           "words"]


def answers() -> dict[str, set[str]]:
    """Play command -> the decision kinds it answers or starts from ("keep" answers the draft
    only); a command not listed ("skip", "yes") answers wherever its choice is offered."""
    return {verb: set(kinds) for verb, kinds in VERB_AT.items()}


DATA = Path(__file__).resolve().parent / "data"


@lru_cache(maxsize=4)
def words(code: str) -> WordFile:
    """Vikings' command words in language ``code`` (``data/words.CODE.toml``) and the names the language
    gives places, slots and favour cards (its terms in ``locales/CODE/vikings.ftl``), for the normaliser
    (:mod:`tek_access.grammar.language`)."""
    from tek_access.core.kernel.datafile import read_toml
    from tek_access.core.messages import speaking
    from tek_access.games.vikings.messages import MESSAGES

    table = load_words(str(DATA / f"words.{code}.toml"), f"vikings/data/words.{code}.toml")
    names: list[tuple[str, str]] = []
    for name in ("islands", "favour", "era", "gods"):
        _named(read_toml(DATA / f"{name}.toml"), names)
    with speaking(code):
        places = name_phrases(names, MESSAGES.term, ("le", "la", "les", "l"))
    return WordFile(table.heads, {**places, **table.words}, table.elided)


def _named(data: object, out: list[tuple[str, str]]) -> None:
    """Every (id, name) pair of the tables in ``data``, depth first."""
    if isinstance(data, dict):
        if isinstance(data.get("id"), str) and isinstance(data.get("name"), str):
            out.append((data["id"], data["name"]))
        for value in data.values():
            _named(value, out)
    elif isinstance(data, list):
        for value in data:
            _named(value, out)
