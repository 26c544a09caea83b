"""Narrators for the actions: patrol, quest, stand up in ruins, build, research, expand, trade.

Registered on import of :mod:`tek_access.games.tek.narration.events`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.games.tek.messages import MESSAGES, say
from tek_access.games.tek.narration.lines import Line, narrator
from tek_access.games.tek.narration.words import level_text, no_resource, resource_amount, resources, side_name
from tek_access.games.tek.narration.words import region_name as _r

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.kernel.engine import Event
    from tek_access.games.tek.narration.lines import Said
    from tek_access.games.tek.view import TekView

@narrator("moved")
def _moved(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    if e.data.get("by_compass"):
        return None  # the dummy's compass line just said it
    p, action = e.data["player"], e.data["action"]
    dest = _r(game, e.data["region"], verbosity)
    if verbosity == "brief":
        return Line(say("moved-brief", game, p, viewer, action=MESSAGES("action-name", action=action),
                        title=MESSAGES("action-title", action=action), dest=dest),
                    "action")
    origin = _r(game, e.data["origin"], verbosity)
    if action == "quest" and verbosity == "normal":
        return Line(say("moved-quest", game, p, viewer, origin=origin, dest=dest,
                        side=side_name(game, e.data["side"])), "action")
    return Line(say("moved", game, p, viewer, action=action, origin=origin, dest=dest), "action")


@narrator("searching")
def _searching(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(say("searching", game, p, viewer, where=_r(game, e.data["region"], verbosity)), "action")


@narrator("stood_up")
def _stood(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(say("stood-up", game, p, viewer, where=_r(game, e.data["region"], verbosity)), "action")


@narrator("ability_gain")
def _ability_gain(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    amount = resource_amount(e.data["resource"], e.data["amount"])
    return Line(say("ability-gain", game, p, viewer, amount=amount), "resources")


@narrator("built")
def _built(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    paid = resources(e.data["paid"], no_resource("ore"))
    return Line(say("built", game, p, viewer, level=e.data["level"], paid=paid), "action")


@narrator("researched")
def _researched(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    text = say("researched", game, p, viewer, level=e.data["level"],
               paid=resources(e.data["paid"], no_resource("mana")))
    if verbosity != "brief":
        # another player's ability is said of them, not of "you" (issue 12)
        said = level_text(game.faction(p).id, e.data["level"], e.data["text"], None if p == viewer else game.name(p))
        text += f" {said}" + ("" if said.endswith((".", "!", "?")) else ".")
    return Line(text, "action")


@narrator("expanded")
def _expanded(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(say("expanded", game, p, viewer, where=_r(game, e.data["region"], verbosity),
                    paid=resources(e.data["paid"], no_resource("food")),
                    meeples=MESSAGES("meeples", n=e.data["in_play"])), "action")


@narrator("traded")
def _traded(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    gave, got = resources(e.data["gave"]), resource_amount(e.data["got"], e.data["amount"])
    if e.data["bonus"]:
        return Line(say("traded-bonus", game, p, viewer, gave=gave, got=got, bonus=e.data["bonus"]), "resources")
    return Line(say("traded", game, p, viewer, gave=gave, got=got), "resources")
