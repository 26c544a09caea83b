"""Narrators for a solo game: the Dummy's rolls and choices, its war cost and the compass card
(002, Solo Play Rules), and the ``compass`` query in the same words.

Registered on import of :mod:`tek_access.games.tek.narration.events`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import Event
from tek_access.games.tek.narration.lines import Line, narrate, narrator
from tek_access.games.tek.narration.words import join, plural, resources, who
from tek_access.games.tek.narration.words import region_name as _r
from tek_access.games.tek.narration.words import verb as _v

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.narration.lines import Said
    from tek_access.games.tek.view import TekView


_DUMMY_VERBS = {"patrol": "patrols", "quest": "quests", "expand": "expands", "retreat": "retreats"}


@narrator("dummy_placed")
def _dummy_placed(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    regions = [_r(game, rid, verbosity) for rid in e.data["regions"]]
    return Line(f"Dummy places a meeple in {join(regions)}. The compass card lies between the cards, day side up.",
                "system")


@narrator("dummy_rolled")
def _dummy_rolled(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    roll, side, action, face = e.data["roll"], e.data["side"], e.data["action"], e.data["face"]
    purpose = e.data.get("purpose", "select")
    if purpose == "follow":
        return Line(f"Dummy rolls {roll}, {side}: takes your {action}.", "action")
    if purpose == "retreat":
        return Line(f"Dummy rolls {roll}, {side}: to retreat.", "war")
    if face != roll:
        return Line(f"Dummy rolls {roll}, {side}: turning to {face}, {action}.", "action")
    return Line(f"Dummy rolls {roll}, {side}: {action}.", "action")


def _dummy_choice(game: TekView, e: Event, verbosity: str) -> str:
    """"Dummy's hand points 8, turning to 11: patrols from Ashen Peak to Mirewood." """
    d = e.data
    roll, hour = d["roll"], d["hour"]
    text = f"Dummy's hand points {roll}"
    if hour != roll:
        text += f", turning to {hour}"
    verb = _DUMMY_VERBS.get(d["action"], d["action"])
    dest = _r(game, d["region"], verbosity)
    if d.get("origin") and d["action"] != "expand":
        text += f": {verb} from {_r(game, d['origin'], verbosity)} to {dest}"
    else:
        text += f": {verb} into {dest}"
    if d.get("army_hour") is not None and d["army_hour"] != roll:
        text += f"; its meeple was found at {d['army_hour']}"
    return text + "."


@narrator("dummy_chose")
def _dummy_chose(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(_dummy_choice(game, e, verbosity), "war" if e.data["action"] == "retreat" else "action")


@narrator("dummy_unable")
def _dummy_unable(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(f"Dummy cannot {e.data['action']}; it collects instead.", "action")


@narrator("dummy_traded")
def _dummy_traded(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(f"Dummy trades: gains {resources(e.data['gained'])}.", "resources")


@narrator("dummy_war_cost")
def _dummy_war_cost(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    n, side = e.data["meeples"], e.data["side"]
    how = "twice its" if side == "day" else "equal to its"
    return Line(f"Dummy's war cost: {e.data['value']}, {how} {plural(n, 'meeple')} in play by {side}. "
                f"Set your war die to {e.data['value']} or more to win; the Dummy never pays.", "war")


@narrator("compass_flipped")
def _compass_flipped(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    side = e.data["side"]
    text = f"{side.capitalize()}: the compass card turns to {side}."
    if e.data.get("gained"):
        text += f" Dummy gains {resources(e.data['gained'])}."
    return Line(text, "system")


@narrator("neutral_removed")
def _neutral_removed(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'remove', 'removes')} the grey meeple from "
                f"{_r(game, e.data['region'], verbosity)}.", "war")


def compass_lines(game: "TekView", verbosity: str = "normal") -> list[str]:
    """The ``compass`` query: day or night, and the dummy's last roll and what it did, in the
    words its narration used (002, Solo Play Rules)."""
    c = game.state.compass
    if game.dummy is None or c is None:
        return ["Compass: no compass in this game. It is used in a solo game: play --solo."]
    side = "night" if c.get("night") else "day"
    lines = [f"Compass: {side}. Regions are chosen {'farthest from' if side == 'night' else 'closest to'} the compass."]
    last = c.get("last") or []
    if not last:
        lines.append("Dummy has not rolled yet.")
    for data, kind in zip(last, ("dummy_rolled", "dummy_chose")):
        lines += [line.text for line in narrate(game, Event(kind, dict(data)), None, verbosity)]
    return lines
