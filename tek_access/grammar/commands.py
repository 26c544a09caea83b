"""Command tables: names, synonyms, usage, examples and help, read from a game's command file
(TOML, one ``[[command]]`` table each), and the ``help`` lines made from them."""
from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from tek_access.core.kernel.datafile import DataError, read_toml
from tek_access.core.parsed import CommandInfo

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
               example: Callable[[str, str], str] | None = None, first: str = "help") -> list[str]:
    """``help`` with no name: the commands of ``table`` by kind, count first (``first``: the
    command named in the example of how to ask). With a name or synonym (``index``): its usage,
    help and example (``example(name, text)`` may put live names in it). Raises KeyError for an
    unknown name."""
    if name is None:
        lines = [f"{len(table)} commands. Say help and a command for more, for example: help {first}."]
        titles = {"play": "To play", "query": "To ask", "meta": "To manage the game"}
        for kind in KINDS:
            names = [i.name for i in table.values() if i.kind == kind]
            lines.append(f"{titles[kind]}, {len(names)}: {', '.join(names)}.")
        lines.append("A number answers the pending question: say choices to hear them.")
        return lines
    info = table[index[name.lower()]]
    said = example(info.name, info.example) if example is not None else info.example
    lines = [f"{info.name}: {info.help}", f"Usage: {info.usage}", f"Example: {said}"]
    if info.synonyms:
        lines.append(f"Also: {', '.join(info.synonyms)}.")
    return lines
