"""Writing a file so that a reader sees the old one or the new one, never half of it: saves, settings, transcripts.

:func:`write_atomic` never replaces anything but a regular file, removes its temporary file on any failure (and
those a killed earlier write left), and syncs the folder after the rename; every failure is a :class:`WriteError`
naming the file and a plain reason. On the lowest floor: it imports nothing of the package (the settings and the
saves, :mod:`tek_access.storage`, both write through it).
"""
from __future__ import annotations

import os
import re
import stat
import tempfile
import time
from pathlib import Path

__all__ = ["WriteError", "write_atomic", "kind_of", "reason_of", "STALE_SECONDS"]

#: A temporary file of an earlier write older than this many seconds was left by a killed write.
STALE_SECONDS = 60


class WriteError(OSError):
    """A file could not be written: ``str()`` is ``"FILE: PROBLEM"`` in plain words; the earlier
    file, if any, is untouched and no temporary file is left behind."""

    def __init__(self, file: str, problem: str) -> None:
        super().__init__(f"{file}: {problem}")
        self.file, self.problem = file, problem

    def __str__(self) -> str:
        return f"{self.file}: {self.problem}"


def reason_of(exc: OSError) -> str:
    text = exc.strerror or str(exc) or type(exc).__name__
    return text[:1].lower() + text[1:]


def kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISLNK(mode):
        return "a link"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


_TEMP = r"\.(?P<name>.+)\.[A-Za-z0-9_]{8}\.tmp"  # compiled when first used (re's cache), not at start-up


def _remove_stale(folder: Path, name: str) -> None:
    """Remove temporary files a killed earlier write of ``name`` left in ``folder``."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    now = time.time()
    for entry in entries:
        match = re.fullmatch(_TEMP, entry.name)
        if match is None or match.group("name") != name:
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_SECONDS:
                os.unlink(entry.path)
        except OSError:
            pass


def _sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (where the system allows opening a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: str | os.PathLike, text: str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` so that a reader sees the old file or the new one, never
    half of it. Creates missing parent folders. Returns the path.

    Raises :class:`WriteError` (an OSError) naming the file and the reason when the name is a
    folder, when something other than a regular file (a folder, a link, a device) is there, or
    when the system refuses; any earlier file is untouched and the temporary file removed.
    """
    target = Path(path)
    label = str(path)
    if target.name in ("", ".", "..") or str(path).endswith(("/", os.sep)):
        raise WriteError(label, "names a folder, not a file")
    try:
        info = os.lstat(target)
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise WriteError(label, reason_of(exc)) from None
    if info is not None and not stat.S_ISREG(info.st_mode):
        raise WriteError(label, f"is {kind_of(info.st_mode)}, not a regular file; it is left as it is")
    folder = target.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise WriteError(label, f"the folder {folder} is a file") from None
    except OSError as exc:
        raise WriteError(label, f"the folder cannot be made, {reason_of(exc)}") from None
    _remove_stale(folder, target.name)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise WriteError(label, reason_of(exc)) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, OSError):
            raise WriteError(label, reason_of(exc)) from None
        raise
    _sync_folder(folder)
    return target
