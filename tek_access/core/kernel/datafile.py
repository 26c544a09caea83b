"""The one TOML reader every data file goes through, and the error it raises.

Game data (territories, factions, tower, colours, tokens, commands, rules topics), the
braille sheets' data, the bot weights, a sound pack's manifest and the player's settings
are all TOML. :func:`read_toml` (a file) and :func:`read_toml_text` (text or bytes already
read) return the parsed document; :func:`read_document` gives it with its file label, and
:func:`load_data` hands both to the function that builds records from it. All of them turn every way a
file can be unusable (unreadable, not UTF-8, not valid TOML, nested too deeply for the parser) into
:class:`DataError`, which names the file, the place inside it and the problem, never a traceback. This is the only
module that imports :mod:`tomllib`.
"""
from __future__ import annotations

import marshal
import os
import re
import sys
import zlib
from collections.abc import Callable
from os import PathLike
from pathlib import Path
from typing import Any, TypeVar

__all__ = ["DataError", "file_label", "read_toml", "read_toml_text", "read_document", "load_data"]

T = TypeVar("T")


class DataError(ValueError):
    """A data file is malformed.

    Attributes: ``file`` (str: the path or name of the file), ``place`` (str: where
    in the file, e.g. ``"line 3, column 5"`` or ``"faction 'orcs', level 3"``) and
    ``problem`` (str: short plain text). ``str(error)`` is ``"FILE: PLACE: PROBLEM"``.
    """

    def __init__(self, file: str, place: str, problem: str):
        self.file = str(file)
        self.place = str(place)
        self.problem = str(problem)
        super().__init__(f"{self.file}: {self.place}: {self.problem}")

    def __reduce__(self):  # keep pickling (e.g. by multiprocessing) working
        return (type(self), (self.file, self.place, self.problem))


def file_label(path: Any) -> str:
    """The text used for ``DataError.file``: the path as a string."""
    return str(path)


def read_toml(path: "str | PathLike[str] | Any") -> dict[str, Any]:
    """Read and parse one TOML file; ``path`` is a str, a path or an
    ``importlib.resources`` Traversable (anything with ``read_bytes()``).

    Returns the parsed document (a dict). Raises :class:`DataError` with ``file`` =
    :func:`file_label` of ``path`` when the file cannot be read (place ``"file"``,
    problem ``"cannot be read (REASON)"``; a missing file is one of these), and as
    :func:`read_toml_text` does for its contents.
    """
    label = file_label(path)
    source = path if hasattr(path, "read_bytes") else Path(path)
    try:
        raw = source.read_bytes()
    except OSError as exc:
        raise DataError(label, "file", f"cannot be read ({exc.strerror or exc})") from None
    key = (len(raw), zlib.crc32(raw))
    document = _PARSED.take(key)
    if document is None:
        document = read_toml_text(raw, label)
        _PARSED.keep(key, document)
    return document


class _ParsedFiles:
    """Parsed documents of files read before, by their bytes' length and CRC-32, kept in one
    ``marshal`` file in the player's cache folder: parsing the game's TOML files was a sixth of
    the time before a game's first question (``benchmarks/bench_startup.py``). Each document is
    handed out once per process (a caller may change it); a file read again is parsed again. A
    missing, unreadable or stale cache changes nothing but the time taken."""

    LIMIT = 256  # documents kept at most; past it the cache starts afresh

    def __init__(self) -> None:
        self.docs: dict | None = None
        self.known: set = set()

    def _file(self) -> Path:
        import platformdirs  # already loaded by the settings when a game starts

        folder = platformdirs.user_cache_dir("tek-access", appauthor=False)
        return Path(folder) / f"toml-{sys.version_info[0]}.{sys.version_info[1]}-{marshal.version}.marshal"

    def _load(self) -> dict:
        if self.docs is None:
            self.docs = {}
            try:
                loaded = marshal.loads(self._file().read_bytes())
                if isinstance(loaded, dict):
                    self.docs = loaded
            except (OSError, ValueError, EOFError, TypeError):
                pass
            self.known = set(self.docs)
        return self.docs

    def take(self, key: tuple) -> dict | None:
        document = self._load().pop(key, None)
        return document if isinstance(document, dict) else None

    def keep(self, key: tuple, document: dict) -> None:
        if key in self.known:
            return
        try:
            data = marshal.dumps(document)  # ValueError for a TOML date or time: not kept
            path = self._file()
            path.parent.mkdir(parents=True, exist_ok=True)
            try:
                stored = marshal.loads(path.read_bytes())
            except (OSError, ValueError, EOFError, TypeError):
                stored = {}
            if not isinstance(stored, dict) or len(stored) >= self.LIMIT:
                stored = {}
            stored[key] = marshal.loads(data)
            temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
            temporary.write_bytes(marshal.dumps(stored))
            os.replace(temporary, path)
            self.known.add(key)
        except (OSError, ValueError):
            pass


_PARSED = _ParsedFiles()


def read_document(path: "str | PathLike[str] | Any") -> tuple[str, dict[str, Any]]:
    """``(label, document)`` for the TOML file at ``path``: :func:`file_label` of ``path`` (the
    ``file`` every :class:`DataError` about it names) and :func:`read_toml` of it. Raises
    :class:`DataError` as :func:`read_toml` does."""
    return file_label(path), read_toml(path)


def load_data(path: "str | PathLike[str] | Any", parse: Callable[[dict[str, Any], str], T]) -> T:
    """Read the TOML file at ``path`` and build from it: ``parse(document, label)``, where
    ``parse`` checks the document and raises :class:`DataError` naming ``label``. Every data file
    loader (territory sides, factions, tower, colours, tokens) is this with its own ``parse``.
    Raises :class:`DataError` as :func:`read_toml` and ``parse`` do."""
    label, document = read_document(path)
    return parse(document, label)


#: Where the TOML parser says a problem is; compiled at the first malformed file, not at every start
_TOML_POSITION = r"\s*\(at (line \d+, column \d+|end of document)\)\s*$"


def read_toml_text(text: str | bytes, label: str) -> dict[str, Any]:
    """Parse TOML ``text`` (str, or bytes to be decoded as UTF-8) read from the file ``label``.

    Returns the parsed document (a dict). Raises :class:`DataError` ``(label, place, problem)``:
    bytes that are not UTF-8 give place ``"byte N"`` (N counted from 0) and problem
    ``"file is not UTF-8 text"``; invalid TOML gives the parser's place (``"line L, column
    C"`` or ``"end of document"``) and ``"not valid TOML: ..."``; arrays or inline tables
    nested too deeply for the parser give ``"line L"`` (the deepest point) and
    ``"not valid TOML: arrays or tables nested too deeply"``.
    """
    import tomllib  # here: a game whose files were parsed before starts without the parser

    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise DataError(label, f"byte {exc.start}", "file is not UTF-8 text") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        match = re.search(_TOML_POSITION, message)
        place = match.group(1) if match else "file"
        problem = message[: match.start()] if match else message
        raise DataError(label, place, f"not valid TOML: {problem}") from None
    except RecursionError:
        raise DataError(label, f"line {_deepest_line(text)}",
                        "not valid TOML: arrays or tables nested too deeply") from None


def _deepest_line(text: str) -> int:
    """The line (from 1) where ``[``/``{`` nesting first reaches its deepest, roughly:
    quoted strings and comments are skipped, escapes in basic strings honoured."""
    depth = deepest = 0
    line = where = 1
    quote = ""
    index = 0
    while index < len(text):
        char = text[index]
        if char == "\n":
            line += 1
        elif quote:
            if char == "\\" and quote == '"':
                index += 1
            elif char == quote:
                quote = ""
        elif char in "\"'":
            quote = char
        elif char == "#":
            end = text.find("\n", index)
            index = len(text) if end < 0 else end
            continue
        elif char in "[{":
            depth += 1
            if depth > deepest:
                deepest, where = depth, line
        elif char in "]}":
            depth -= 1
        index += 1
    return where
