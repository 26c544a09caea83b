"""Command tables: names, synonyms, usage, examples and help, read from a game's command file
(TOML, one ``[[command]]`` table each), and the ``help`` lines made from them."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from tek_access.core.kernel.datafile import DataError, read_toml
from tek_access.core.messages import CORE
from tek_access.core.parsed import CommandInfo
from tek_access.grammar.language import WordFile, fold, said_as

KINDS = ("play", "query", "meta")


@lru_cache(maxsize=8)
def load_table(path: str, label: str = "commands.toml") -> dict[str, CommandInfo]:
    """Every command of the command file at ``path`` by name, in the file's order. Raises
    :class:`DataError` naming ``label`` and the place when the file cannot be read or parsed (see
    :func:`read_toml`), and naming the entry when one is malformed or two commands share a word."""
    data = read_toml(Path(path))
    table: dict[str, CommandInfo] = {}
    seen: dict[str, str] = {}
    for i, entry in enumerate(data.get("command", []), 1):
        place = f"command {i}"
        try:
            info = CommandInfo(str(entry["name"]), str(entry["kind"]), tuple(entry.get("synonyms", ())),
                               str(entry["usage"]), str(entry["example"]), str(entry["help"]))
        except KeyError as exc:
            raise DataError(label, place, f"missing {exc}") from None
        if info.kind not in KINDS:
            raise DataError(label, f"command '{info.name}'", f"kind must be one of {', '.join(KINDS)}")
        for word in (info.name, *info.synonyms):
            if word in seen:
                raise DataError(label, f"command '{info.name}'", f"'{word}' is also used by '{seen[word]}'")
            seen[word] = info.name
        table[info.name] = info
    return table


def index_of(table: dict[str, CommandInfo]) -> dict[str, str]:
    """Every name and synonym of ``table`` (lowercase, possibly several words) -> command name."""
    out = {}
    for info in table.values():
        for word in (info.name, *info.synonyms):
            out[word.lower()] = info.name
    return out


_INDEXES: dict[int, dict[str, str]] = {}


def word_index_of(table: dict[str, CommandInfo]) -> dict[str, str]:
    """:func:`index_of` ``table``, made once per table (``load_table`` keeps the table, so a game's
    ``word_index()`` costs a lookup after the first)."""
    index = _INDEXES.get(id(table))
    if index is None:
        index = _INDEXES[id(table)] = index_of(table)
    return index


def help_lines(table: dict[str, CommandInfo], index: dict[str, str], name: str | None = None,
               example: Callable[[str, str], str] | None = None, first: str = "help",
               local: "LocalHelp | None" = None) -> list[str]:
    """``help`` with no name: the commands of ``table`` by kind, count first (``first``: the
    command named in the example of how to ask). With a name or synonym (``index``): its usage,
    help and example (``example(name, text)`` may put live names in it). ``local``: said in another
    language (:func:`local_help_lines`). Raises KeyError for an unknown name."""
    if local is not None:
        return local_help_lines(table, index, local, name, example, first)
    if name is None:
        lines = [CORE("help-summary", count=len(table), first=first)]
        for kind in KINDS:
            names = [i.name for i in table.values() if i.kind == kind]
            lines.append(CORE("help-kind", kind=kind, count=len(names), names=", ".join(names)))
        lines.append(CORE("help-numbers"))
        return lines
    info = table[index[name.lower()]]
    said = example(info.name, info.example) if example is not None else info.example
    lines = [CORE("help-command", name=info.name, help=info.help), CORE("help-usage", usage=info.usage),
             CORE("help-example", example=said)]
    if info.synonyms:
        lines.append(CORE("help-also", words=", ".join(info.synonyms)))
    return lines


@dataclass(frozen=True)
class LocalHelp:
    """``help`` in another language (the lines around are core.ftl's ``help-*`` messages): ``texts``
    (command name -> its usage and help in the language; a command without one keeps English),
    ``words`` (the language's word file: commands and examples said in it, synonyms listed)."""

    texts: dict[str, tuple[str, str]]
    words: WordFile


@lru_cache(maxsize=8)
def load_texts(path: str, label: str) -> dict[str, tuple[str, str]]:
    """A language's command table (``commands.LANG.toml``): command name -> (usage, help); empty
    when there is none. Raises :class:`DataError` naming ``label`` for an entry without its fields."""
    if not Path(path).is_file():
        return {}
    out = {}
    for i, entry in enumerate(read_toml(Path(path)).get("command", []), 1):
        try:
            out[str(entry["name"])] = (str(entry["usage"]), str(entry["help"]))
        except KeyError as exc:
            raise DataError(label, f"command {i}", f"missing {exc}") from None
    return out


def local_help(code: str, commands_file: Path, label: str, words: WordFile) -> LocalHelp | None:
    """The help of a game in language ``code`` (its ``commands.CODE.toml`` beside ``commands_file``,
    the language's ``words``); None in English and the pseudo-locale, which say the game's own table."""
    from tek_access.core.messages import ENGLISH, PSEUDO

    if code in (ENGLISH, PSEUDO):
        return None
    texts = load_texts(str(commands_file.with_name(f"commands.{code}.toml")), label)
    return LocalHelp(texts, words)


def local_help_lines(table: dict[str, CommandInfo], index: dict[str, str], local: LocalHelp,
                     name: str | None = None, example: Callable[[str, str], str] | None = None,
                     first: str = "help") -> list[str]:
    """:func:`help_lines` said in ``local``'s language: the commands by their words there, the
    example worked out in the parser's words (live from the table) and said back
    (:func:`~tek_access.grammar.language.said_as`), so it is one the player may type."""

    def say(text: str) -> str:
        return said_as(text, local.words)

    if name is None:
        lines = [CORE("help-summary", count=len(table), first=say(first))]
        for kind in KINDS:
            names = [say(i.name) for i in table.values() if i.kind == kind]
            lines.append(CORE("help-kind", kind=kind, count=len(names), names=", ".join(names)))
        return [*lines, CORE("help-numbers")]
    info = table[index[name.lower()]]
    usage, text = local.texts.get(info.name, (info.usage, info.help))
    said = example(info.name, info.example) if example is not None else info.example
    lines = [CORE("help-command", name=say(info.name), help=text), CORE("help-usage", usage=usage),
             CORE("help-example", example=say(said))]
    own = tuple(info.name.split())
    synonyms = [" ".join(typed) for typed, meant in local.words.words.items()
                if meant == own and " ".join(typed) != fold(say(info.name))]
    if synonyms or info.synonyms:
        lines.append(CORE("help-also", words=", ".join([*synonyms[:4], info.name])))
    return lines
