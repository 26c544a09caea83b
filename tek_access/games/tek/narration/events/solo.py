"""Narrators for a solo game: the Dummy's rolls and choices, its war cost and the compass card
(002, Solo Play Rules), and the ``compass`` query in the same words.

Registered on import of :mod:`tek_access.games.tek.narration.events`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import Event
from tek_access.core.messages import join
from tek_access.games.tek.messages import MESSAGES, say
from tek_access.games.tek.narration.lines import Line, narrate, narrator
from tek_access.games.tek.narration.words import region_name as _r
from tek_access.games.tek.narration.words import resources

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.narration.lines import Said
    from tek_access.games.tek.view import TekView


@narrator("dummy_placed")
def _dummy_placed(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    regions = [_r(game, rid, verbosity) for rid in e.data["regions"]]
    return Line(MESSAGES("dummy-placed", regions=join(regions)), "system")


@narrator("dummy_rolled")
def _dummy_rolled(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    roll, face = e.data["roll"], e.data["face"]
    side = MESSAGES("compass-side", side=e.data["side"])
    action = MESSAGES("action-name", action=e.data["action"])
    purpose = e.data.get("purpose", "select")
    if purpose == "follow":
        return Line(MESSAGES("dummy-rolled-follow", roll=roll, side=side, action=action), "action")
    if purpose == "retreat":
        return Line(MESSAGES("dummy-rolled-retreat", roll=roll, side=side), "war")
    if face != roll:
        return Line(MESSAGES("dummy-rolled-turning", roll=roll, side=side, face=face, action=action), "action")
    return Line(MESSAGES("dummy-rolled", roll=roll, side=side, action=action), "action")


def _dummy_choice(game: TekView, e: Event, verbosity: str) -> str:
    """"Dummy's hand points 8, turning to 11: patrols from Ashen Peak to Mirewood." """
    d = e.data
    roll, hour = d["roll"], d["hour"]
    hand = MESSAGES("dummy-hand", roll=roll) if hour == roll else MESSAGES("dummy-hand-turning", roll=roll, hour=hour)
    verb = MESSAGES("dummy-verb", action=d["action"])
    dest = _r(game, d["region"], verbosity)
    if d.get("origin") and d["action"] != "expand":
        text = MESSAGES("dummy-move", hand=hand, verb=verb, origin=_r(game, d["origin"], verbosity), dest=dest)
    else:
        text = MESSAGES("dummy-into", hand=hand, verb=verb, dest=dest)
    if d.get("army_hour") is not None and d["army_hour"] != roll:
        text = MESSAGES("dummy-found", text=text, hour=d["army_hour"])
    return text + "."


@narrator("dummy_chose")
def _dummy_chose(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(_dummy_choice(game, e, verbosity), "war" if e.data["action"] == "retreat" else "action")


@narrator("dummy_unable")
def _dummy_unable(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(MESSAGES("dummy-unable", action=MESSAGES("action-name", action=e.data["action"])), "action")


@narrator("dummy_traded")
def _dummy_traded(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(MESSAGES("dummy-traded", gained=resources(e.data["gained"])), "resources")


@narrator("dummy_war_cost")
def _dummy_war_cost(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(MESSAGES("dummy-war-cost", value=e.data["value"], side=e.data["side"],
                         meeples=MESSAGES("meeples", n=e.data["meeples"])), "war")


@narrator("compass_flipped")
def _compass_flipped(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    text = MESSAGES("compass-flipped", side=e.data["side"])
    if e.data.get("gained"):
        text += " " + MESSAGES("compass-flipped-gained", gained=resources(e.data["gained"]))
    return Line(text, "system")


@narrator("neutral_removed")
def _neutral_removed(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(say("neutral-removed", game, p, viewer, where=_r(game, e.data["region"], verbosity)), "war")


def compass_lines(game: "TekView", verbosity: str = "normal") -> list[str]:
    """The ``compass`` query: day or night, and the dummy's last roll and what it did, in the
    words its narration used (002, Solo Play Rules)."""
    c = game.state.compass
    if game.dummy is None or c is None:
        return [MESSAGES("compass-none")]
    lines = [MESSAGES("compass-now", side="night" if c.get("night") else "day")]
    last = c.get("last") or []
    if not last:
        lines.append(MESSAGES("compass-no-roll"))
    for data, kind in zip(last, ("dummy_rolled", "dummy_chose")):
        lines += [line.text for line in narrate(game, Event(kind, dict(data)), None, verbosity)]
    return lines
