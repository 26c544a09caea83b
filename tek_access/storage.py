"""Files the game writes and reads: atomic writes (saves, settings), saving and loading a game.

The rules engine does no I/O (``architecture.md``); this module turns a game into a file and back.
A file name a player types is read as typed (:func:`typed_path`: ``~`` expanded, control
characters refused with the reason). Writing (:func:`tek_access.atomic.write_atomic`) never replaces anything but a
regular file, removes its temporary file on any failure (and those a killed earlier write left),
and syncs the folder after the rename; every failure is a :class:`WriteError` naming the file and
a plain reason. Loading (:func:`load_game`) has the save's own game check the whole save before a game is made
of it (each game's definition says what its saves hold); every failure is a :class:`SaveError` naming the file,
the place and the problem. Nothing here is one game's.
"""
from __future__ import annotations

import errno
import os
import stat
import unicodedata
from pathlib import Path
from typing import Any

from tek_access.atomic import WriteError, kind_of, reason_of, write_atomic
from tek_access.core.kernel.saves import SaveError, parse_save
from tek_access.lazy import lazy_module

json = lazy_module("json")  # at the first save or load, not before a game's first question

__all__ = ["SaveError", "WriteError", "write_atomic", "save_game", "load_game", "typed_path", "spoken_path",
           "MAX_SAVE_BYTES", "saves_folder", "save_target", "load_target", "game_of_save"]

#: A save larger than this is refused unread (a real one is well under a megabyte).
MAX_SAVE_BYTES = 64 * 1024 * 1024


def typed_path(text: str) -> Path:
    """The path a player typed: surrounding spaces dropped, ``~`` expanded. Raises ValueError
    with the reason for an empty name or one holding a control character."""
    name = str(text).strip()
    if not name:
        raise ValueError("No file name given.")
    for index, char in enumerate(name, start=1):
        if unicodedata.category(char) == "Cc":
            raise ValueError(f"A file name cannot hold a control character; character {index} is one.")
    return Path(os.path.expanduser(name))


def saves_folder() -> Path:
    """Where a save named without a folder goes: ``saves`` in the settings folder (platformdirs, or
    ``$TEK_ACCESS_CONFIG_DIR``; :func:`tek_access.settings.config_dir`)."""
    from tek_access.settings import config_dir

    return config_dir() / "saves"


def _bare(text: str) -> bool:
    """True for a name typed without any folder ("my-game.json", not "./my-game.json" nor "~/x.json")."""
    name = str(text).strip()
    return not any(sep in name for sep in (os.sep, os.altsep) if sep) and not name.startswith("~") \
        and name not in (".", "..")


def save_target(text: str) -> Path:
    """The file a ``save`` of ``text`` writes: a name without a folder goes to :func:`saves_folder`
    (made when missing), any other path is used as typed. Raises ValueError as :func:`typed_path`."""
    path = typed_path(text)
    if not _bare(text):
        return path
    folder = saves_folder()
    folder.mkdir(parents=True, exist_ok=True)
    return folder / path


def load_target(text: str) -> Path:
    """The file a ``load`` of ``text`` reads: a name without a folder from :func:`saves_folder`, or from
    the current folder when it is only there (a save made before saves had their folder)."""
    path = typed_path(text)
    if _bare(text):
        kept = saves_folder() / path
        if kept.exists() or not path.exists():
            return kept
    return path


def game_of_save(path: str | os.PathLike) -> str | None:
    """The registered id of the game whose save ``path`` holds (its ``game`` field), or None when
    the file is missing, unreadable or not a save of a known game (read only, nothing checked)."""
    from tek_access.core import registry

    try:
        if not stat.S_ISREG(os.stat(path).st_mode) or os.path.getsize(path) > MAX_SAVE_BYTES:
            return None
        with open(path, "rb") as handle:
            data = json.loads(handle.read())
    except (OSError, ValueError, RecursionError):
        return None
    field = data.get("game") if isinstance(data, dict) else None
    for name in registry.names():
        if registry.get(name).save_format == field:
            return name
    return None


def spoken_path(path: str | os.PathLike) -> str:
    """``path`` as plain ASCII for a line the player hears: each character outside ASCII is a
    "?" and is then named ("?.json, where ? is e with acute"), so the name said is the file's."""
    text = str(path)
    if text.isascii() and text.isprintable():
        return text
    names: list[str] = []
    out = []
    for char in text:
        if " " <= char <= "~":
            out.append(char)
            continue
        out.append("?")
        name = unicodedata.name(char, f"character {ord(char):04x}").lower()
        name = name.removeprefix("latin small letter ").replace("latin capital letter ", "capital ")
        if name not in names:
            names.append(name)
    return f"{''.join(out)}, where ? is {' then '.join(names)}"


def save_game(game: Any, path: str | os.PathLike) -> Path:
    """Write ``game`` (the whole game: the host's file) to ``path`` as JSON, atomically, in its game's save
    shape (its definition's ``options`` part: ``save_data``). Returns the path; raises :class:`WriteError`
    when it cannot be written (any earlier file is untouched)."""
    from tek_access.core import registry

    data = registry.of(game).part("options").save_data(game)
    return write_atomic(path, json.dumps(data, separators=(",", ":")))


def _own_loader(data: Any) -> Any:
    """The ``from_save(data, source, catalog)`` of the registered game whose ``save_format`` is the save's
    ``game`` field; the default game's when it names none (its checks say what is wrong with the save)."""
    from tek_access.core import registry

    field = data.get("game") if isinstance(data, dict) else None
    for name in registry.names() if isinstance(field, str) else ():
        definition = registry.get(name)
        if definition.save_format == field:
            return definition.part("options").from_save
    return registry.get().part("options").from_save


#: what is at a save's path instead of a file (:func:`tek_access.atomic.kind_of`) -> its word in core.ftl
_KINDS = {"a folder": "folder", "a link": "link", "a device": "device", "a pipe": "pipe", "a socket": "socket"}
#: a save that cannot be read: the system's reasons a language says its own way (others as the system says them)
_READ_ERRORS = {errno.ENOENT: "save-file-missing", errno.EACCES: "save-file-denied", errno.EPERM: "save-file-denied",
                errno.EISDIR: "save-file-folder"}


def load_game(path: str | os.PathLike, catalog: Any = None) -> Any:
    """Read a save written by :func:`save_game` and have its game check it whole (its definition's ``options``
    part: ``from_save``, with ``catalog`` the game's own data when given; for Tiny Epic Kingdoms the shape, the
    invariants and a replay of its log). Raises :class:`SaveError` naming the file, the place and the problem;
    nothing else changes."""
    from tek_access.core.messages import CORE

    source = str(path)
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(source, CORE("save-place-file"),
                            CORE("save-file-not-a-save", kind=_KINDS.get(kind_of(info.st_mode), "other")))
        if info.st_size > MAX_SAVE_BYTES:
            raise SaveError(source, CORE("save-place-file"), CORE("save-file-too-large", n=info.st_size))
        with open(path, "rb") as handle:
            raw = handle.read(MAX_SAVE_BYTES + 1)
    except OSError as exc:
        said = _READ_ERRORS.get(exc.errno or 0)
        raise SaveError(source, CORE("save-place-file"), CORE(said) if said else reason_of(exc)) from None
    try:
        data = parse_save(raw, source)
        return _own_loader(data)(data, source, catalog)
    except RecursionError:
        raise SaveError(source, "top level", "nested too deeply") from None
