"""A player's own faction and territory files: the ``data`` folder, ``--faction-file`` and
``--territory-file``, and ``tek-access check-data``.

``rulings.md`` (Components and data): a player may load faction and territory files of their
own (for example transcribed from their own cards) in the formats of ``docs/data-files.md``.
Files in the ``data`` folder of the config directory (:func:`data_folder`) are read at start;
a file there that cannot be used is skipped with one line naming the file, the place and the
problem. A file named on the command line must load, or the game does not start.
"""
from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

from tek_access.core.kernel.datafile import DataError, read_document

__all__ = ["data_folder", "kind_of", "user_catalog", "check_file", "add_check_arguments", "run_check"]

KINDS = {"faction": "faction", "side": "territory"}


def data_folder() -> Path:
    """The folder of the player's own data files: ``data`` in the settings folder."""
    from tek_access.settings import config_dir

    return config_dir() / "data"


def kind_of(document: dict) -> str | None:
    """"faction" for a document of ``[[faction]]`` tables, "territory" for ``[[side]]`` tables."""
    if "faction" in document and "side" not in document:
        return "faction"
    if "side" in document and "faction" not in document:
        return "territory"
    return None


def _folder_files() -> list[Path]:
    folder = data_folder()
    try:
        return sorted(p for p in folder.iterdir() if p.suffix.lower() == ".toml" and p.is_file())
    except OSError:
        return []


def user_catalog(faction_files: Iterable[str] = (), territory_files: Iterable[str] = (),
                 warn: Callable[[str], None] | None = None, folder: bool = True):
    """The packaged catalogue plus the data folder's files (when ``folder``) and the files
    named. A folder file that cannot be used is skipped with a ``warn`` line; a named file
    that cannot be used raises :class:`DataError` (file, place, problem)."""
    from tek_access.games.tek.messages import MESSAGES
    from tek_access.games.tek.rules.catalog import extend_catalog, load_catalog

    warn = warn or (lambda line: print(line, file=sys.stderr))
    catalog = load_catalog()
    for path in _folder_files() if folder else ():
        try:
            label, document = read_document(path)
            kind = kind_of(document)
            if kind is None:
                raise DataError(label, "top level", "holds neither [[faction]] nor [[side]] tables")
            pair = [(label, document)]
            catalog = extend_catalog(catalog, pair if kind == "territory" else (),
                                     pair if kind == "faction" else ())
        except DataError as exc:
            warn(MESSAGES("data-file-skipped", file=exc.file, place=exc.place, problem=exc.problem))
    named = [read_document(p) for p in territory_files], [read_document(p) for p in faction_files]
    for label, document in named[0]:
        if "side" not in document:
            raise DataError(label, "top level", "a territory file needs [[side]] tables")
    for label, document in named[1]:
        if "faction" not in document:
            raise DataError(label, "top level", "a faction file needs [[faction]] tables")
    if named[0] or named[1]:
        catalog = extend_catalog(catalog, named[0], named[1])
    return catalog


# ----------------------------------------------------------------------- check-data

def check_file(path: str) -> tuple[list[DataError], list[str]]:
    """Every problem of one faction or territory file, and what it holds when there are none.

    Each faction and side is checked on its own (and each effect of a faction's levels), so
    one mistake does not hide the others; then ids and names are checked against each other
    and against the packaged data."""
    from tek_access.games.tek.rules.catalog import extend_catalog, load_catalog
    from tek_access.games.tek.rules.factions import make_effect, parse_faction_document
    from tek_access.games.tek.rules.territory import parse_territory_document

    try:
        label, document = read_document(path)
    except DataError as exc:
        return [exc], []
    kind = kind_of(document)
    if kind is None:
        return [DataError(label, "top level", "holds neither [[faction]] nor [[side]] tables "
                                              "(see docs/data-files.md)")], []
    key = "faction" if kind == "faction" else "side"
    problems: list[DataError] = []
    for extra in document:
        if extra != key:
            problems.append(DataError(label, "top level", f"unknown key '{extra}'"))
    tables = document[key]
    if not isinstance(tables, list) or not tables:
        return problems + [DataError(label, "top level", f"'{key}' must be [[{key}]] tables")], []
    parse = parse_faction_document if kind == "faction" else parse_territory_document
    good: list[dict] = []
    for index, table in enumerate(tables, start=1):
        try:
            parse({key: [table]}, label)
            good.append(table)
            continue
        except DataError as exc:
            first = exc
        problems.append(_renumber(first, index))
        if kind == "faction" and isinstance(table, dict):
            problems += _effect_problems(table, label, index, first, make_effect)
    if not problems:
        try:
            found = parse({key: good}, label)
            pair = [(label, {key: good})]
            extend_catalog(load_catalog(), pair if kind == "territory" else (), pair if kind == "faction" else ())
        except DataError as exc:
            problems.append(exc)
        else:
            from tek_access.games.tek.messages import MESSAGES

            names = ", ".join(f"{item.name} ({item.id})" for item in found)
            return [], [MESSAGES("check-found", count=len(found), kind=kind, names=names)]
    return problems, []


def _renumber(exc: DataError, index: int) -> DataError:
    """A table checked alone is table 1; name it by its place in the file."""
    if index != 1:
        for word in ("faction 1", "side 1"):
            if exc.place == word or exc.place.startswith(word + ","):
                return DataError(exc.file, exc.place.replace(word, f"{word[:-2]} {index}", 1), exc.problem)
    return exc


def _effect_problems(table: dict, label: str, index: int, first: DataError, make_effect) -> list[DataError]:
    """Problems of a faction's effects besides ``first`` (each effect is checked alone)."""
    name = f"faction '{table['id']}'" if isinstance(table.get("id"), str) else f"faction {index}"
    out = []
    levels = table.get("level")
    for position, level in enumerate(levels if isinstance(levels, list) else [], start=1):
        if not isinstance(level, dict):
            continue
        lplace = f"{name}, level {level['level']}" if isinstance(level.get("level"), int) \
            else f"{name}, level entry {position}"
        effects = level.get("effects")
        for i, effect in enumerate(effects if isinstance(effects, list) else [], start=1):
            place = f"{lplace}, effect {i}"
            try:
                if not isinstance(effect, dict):
                    raise DataError(label, place, "must be a table such as { kind = \"win_ties\" }")
                make_effect(**{"file": label, "place": place, **{k: v for k, v in effect.items()
                                                                  if k not in ("file", "place")}})
            except (DataError, TypeError) as exc:
                error = (exc if isinstance(exc, DataError)
                         else DataError(label, place, "missing 'kind' (the effect name)"))
                if (error.place, error.problem) != (first.place, first.problem):
                    out.append(error)
    return out


def add_check_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE", help="a faction or territory TOML file")


def run_check(args: argparse.Namespace) -> int:
    """``tek-access check-data FILE...``: every problem, one per line, with its place; exit 1
    when there is any."""
    from tek_access.core.text import to_ascii
    from tek_access.games.tek.messages import MESSAGES

    failed = False
    for path in args.files:
        problems, summary = check_file(path)
        if problems:
            failed = True
            count = len(problems)
            print(to_ascii(MESSAGES("check-problems", path=str(path), count=count)))
            for exc in problems:
                print(to_ascii(f"{exc.file}: {exc.place}: {exc.problem}"))
        else:
            print(to_ascii(MESSAGES("check-no-problems", path=str(path), summary=summary[0])))
    return 1 if failed else 0
