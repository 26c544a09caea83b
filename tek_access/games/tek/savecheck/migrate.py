"""Save format versions: the one this program writes and the changes that bring an older save
forward. Version 2 added ``custom``: the player's own factions and territory sides the game uses,
as their TOML tables, so a save loads where those files are absent."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tek_access.core.kernel.saves import SaveError
from tek_access.games.tek.savecheck.shape import show

#: The save file format this program writes. 1: the engine's ``Game.to_json``; 2: plus ``custom``.
SAVE_FORMAT = 2


def _v1_to_v2(data: dict) -> None:
    """Version 2 adds ``custom`` (a version 1 save used only the packaged data); task fields
    once written "from" and "n" are "origin" and "amount"."""
    data.setdefault("custom", {})
    for key in ("state", "initial"):
        state = data.get(key)
        tasks = state.get("tasks") if isinstance(state, dict) else None
        for task in tasks if isinstance(tasks, list) else ():
            if isinstance(task, dict):
                if "from" in task and "origin" not in task:
                    task["origin"] = task.pop("from")
                if "n" in task and "amount" not in task:
                    task["amount"] = task.pop("n")


#: Version n -> the change that makes a version n save a version n + 1 save.
MIGRATIONS: dict[int, Callable[[dict], None]] = {1: _v1_to_v2}


def migrate(data: Any, source: str) -> dict:
    """Bring a save's data up to :data:`SAVE_FORMAT` in place; raise :class:`SaveError` for data
    that is not a tek-access save, a format newer than this program, or one it cannot read."""
    if not isinstance(data, dict) or data.get("game") != "tek-access":
        raise SaveError(source, "top level", "not a tek-access save")
    version = data.get("format")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError(source, "format", f"must be a whole number, not {show(version)}")
    if version > SAVE_FORMAT:
        raise SaveError(source, "format", f"version {version} is from a newer tek-access; "
                                          f"this one reads versions up to {SAVE_FORMAT}")
    if version < min(MIGRATIONS, default=SAVE_FORMAT):
        raise SaveError(source, "format", f"version {version} is unknown; expected 1 to {SAVE_FORMAT}")
    while version < SAVE_FORMAT:
        MIGRATIONS[version](data)
        version += 1
        data["format"] = version
    return data
