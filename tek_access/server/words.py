"""The server's own words, each line in the language of the connection that hears it.

Every line the server and the web page say comes from ``tek_access/locales/LANG/server.ftl``
(:data:`~tek_access.core.messages.SERVER`). A connection has its own language
(:attr:`~.connection.Client.language`): a line for one connection is formatted while that
connection's language is spoken (:func:`tek_access.core.messages.speaking`, a context variable:
each asyncio task has its own, and every ``speaking`` block of the server is synchronous, so two
connections never get each other's language); a line for many (a chat line, a table's news) is a
:class:`Said`, formatted by each connection that hears it, in its own language.

``SERVER("lobby-summary", online=3, tables=1)`` formats now; ``said("player-sits", who="Ann",
seat=2)`` formats later, once per listener (its arguments may be :class:`Said` too).
Source: issue 36 (each connection chooses its own language).
"""
from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from tek_access.core.kernel.datafile import read_toml
from tek_access.core.messages import LANGUAGES, SERVER, check_language, speaking
from tek_access.grammar.language import fold

__all__ = ["SERVER", "Said", "said", "render", "language_names", "choose_language", "LANGUAGE_VERBS", "speaking",
           "server_verb", "page_words"]

#: what a player types to choose a language, in the lobby, at a table or at the name prompt
LANGUAGE_VERBS = ("language", "langue", "lang")


class Said:
    """A line not yet in any language: message ``msg_id`` of server.ftl with ``args``, formatted by
    ``str()`` in the language spoken then (each listener's)."""

    __slots__ = ("msg_id", "args")

    def __init__(self, msg_id: str, args: dict[str, Any]) -> None:
        self.msg_id, self.args = msg_id, args

    def __str__(self) -> str:
        return SERVER(self.msg_id, **{k: str(v) if isinstance(v, Said) else v for k, v in self.args.items()})

    def __repr__(self) -> str:
        return f"said({self.msg_id!r}, {self.args!r})"


def said(msg_id: str, /, **args: Any) -> Said:
    """Message ``msg_id`` of server.ftl, to be said in each listener's language (see :class:`Said`)."""
    return Said(msg_id, args)


def render(text: str | Said) -> str:
    """``text`` in the language spoken now (a str is already words)."""
    return text if isinstance(text, str) else str(text)


def language_names() -> str:
    """The languages one may choose, each by code and own name: "en (English), fr (français)"."""
    return ", ".join(f"{code} ({name})" for code, name in LANGUAGES.items())


def choose_language(word: str) -> str | None:
    """The language code ``word`` names ("fr", "FR", "fr_FR"), or None when we have no such language."""
    word = word.strip()
    if not word:
        return None
    try:
        return check_language(word)
    except ValueError:
        return None


#: the server's command words in each language: ``data/verbs.LANG.toml``
VERBS = Path(__file__).resolve().parent / "data"


@cache
def _verbs(code: str) -> dict[str, str]:
    """The typed words of language ``code`` (folded: no case, no accent) -> the server's words."""
    path = VERBS / f"verbs.{code}.toml"
    if not path.is_file():
        return {}
    table = read_toml(path).get("verbs", {})  # a broken file: DataError naming file, place and problem
    return {fold(typed): str(word) for typed, word in table.items()}


def server_verb(word: str, code: str) -> str:
    """The server's command ``word`` names in language ``code`` ("créer", "creer" -> "create"); any
    other word as typed, lower case (the English commands work in every language)."""
    return _verbs(code).get(fold(word), word.lower())


#: the web page's own words: the messages of server.ftl whose id starts so (``/words.json``)
PAGE_WORDS = "page-"


def page_words(code: str) -> dict[str, str]:
    """The web page's own words in language ``code``: every ``page-*`` message of server.ftl by id (a
    message with a variable keeps it as ``{name}``, ``{seconds}``, ``{why}`` or ``{count}``, which the
    page fills in)."""
    with speaking(code):
        return {msg_id: SERVER(msg_id, name="{name}", seconds="{seconds}", why="{why}", count="{count}")
                for msg_id in sorted(SERVER.ids("en")) if msg_id.startswith(PAGE_WORDS)}
