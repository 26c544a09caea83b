"""The normal bot's weights, read from ``weights.toml`` beside this module.

A bad file raises ``ValueError`` whose message is ``"FILE: PLACE: PROBLEM"``: a file that
cannot be read or is not valid TOML raises :class:`~tek_access.core.kernel.datafile.DataError` (a
ValueError) from :func:`~tek_access.core.kernel.datafile.read_toml`, the place being ``file`` or the line.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from tek_access.core.kernel.datafile import read_toml

WEIGHTS_FILE = Path(__file__).with_name("weights.toml")


@dataclass(frozen=True, slots=True)
class Weights:
    """Every number the normal bot weighs by, in VP unless named otherwise (see weights.toml)."""

    resource: float
    resource_soft_cap: int
    resource_above_cap: float
    resource_endgame: float
    tower_progress: float
    magic_ability: float
    income_per_region: float
    income_type: float
    expected_turns: int
    ruins_meeple: float
    retreat_insurance: float
    leader_weight: float
    opponents_weight: float
    idle_gain: float
    war_meeple: float
    war_foe_loss: float
    war_foe_max_weight: float
    war_alliance: float
    war_attacker_max_weight: float


_FIELDS = {
    "value": ("resource", "resource_soft_cap", "resource_above_cap", "resource_endgame", "tower_progress",
              "magic_ability", "income_per_region", "income_type", "expected_turns", "ruins_meeple",
              "retreat_insurance", "leader_weight", "opponents_weight", "idle_gain"),
    "war": ("meeple", "foe_loss", "foe_max_weight", "alliance", "attacker_max_weight"),
}


def parse_weights(document: dict, file: str) -> Weights:
    """Build :class:`Weights` from a parsed TOML ``document``; ValueError "file: key: problem" if bad."""
    values: dict[str, float] = {}
    for table, keys in _FIELDS.items():
        section = document.get(table)
        if not isinstance(section, dict):
            raise ValueError(f"{file}: [{table}]: missing table")
        for key in keys:
            value = section.get(key)
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise ValueError(f"{file}: {table}.{key}: missing or not a number")
            if value < 0:
                raise ValueError(f"{file}: {table}.{key}: must not be negative, got {value}")
            values[key if table == "value" else f"war_{key}"] = value
        unknown = sorted(set(section) - set(keys))
        if unknown:
            raise ValueError(f"{file}: {table}.{unknown[0]}: unknown key")
    soft_cap, turns = int(values.pop("resource_soft_cap")), int(values.pop("expected_turns"))  # counts
    return Weights(resource_soft_cap=soft_cap, expected_turns=turns, **values)


@functools.cache
def load_weights(path: str | None = None) -> Weights:
    """The weights in ``path`` (default: the packaged weights.toml), read once and cached.

    Raises :class:`~tek_access.core.kernel.datafile.DataError` (a ValueError) when the file cannot be read
    or parsed, and ValueError from :func:`parse_weights` when a value is missing or wrong.
    """
    file = Path(path) if path else WEIGHTS_FILE
    return parse_weights(read_toml(file), str(file))
