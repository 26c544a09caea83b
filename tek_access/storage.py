"""Files the game writes and reads: atomic writes (saves, settings), saving and loading a game.

The rules engine does no I/O (``architecture.md``); this module turns a game into a file and back.
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from tek_access.rules.game import SaveError

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.rules.catalog import Catalog
    from tek_access.rules.game import Game

__all__ = ["SaveError", "write_atomic", "save_game", "load_game"]


def write_atomic(path: str | os.PathLike, text: str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` so that a reader sees the old file or the new one, never
    half of it. Creates missing parent folders. Returns the path. Raises OSError on failure,
    leaving any earlier file untouched."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return target


def save_game(game: "Game", path: str | os.PathLike) -> Path:
    """Write ``game`` (the whole game: the host's file) to ``path`` as JSON, atomically.
    Returns the path; raises OSError when it cannot be written (any earlier file is untouched)."""
    return write_atomic(path, json.dumps(game.to_json(), separators=(",", ":")))


def load_game(path: str | os.PathLike, catalog: "Catalog | None" = None) -> "Game":
    """Read a save written by :func:`save_game`. Raises :class:`SaveError` naming the file, the
    place and the problem (unreadable, not JSON, not a tek-access save, a bad field)."""
    from tek_access.rules.game import Game

    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except OSError as exc:
        raise SaveError(str(path), "file", exc.strerror or "cannot be read") from None
    except UnicodeDecodeError as exc:
        raise SaveError(str(path), f"byte {exc.start}", "not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise SaveError(str(path), f"line {exc.lineno} column {exc.colno}", exc.msg) from None
    except RecursionError:
        raise SaveError(str(path), "top level", "nested too deeply") from None
    return Game.from_json(data, catalog, str(path))
