"""Narrators for setup, the turn (select, follow or collect, pass the token) and the end of the game.

Registered on import of :mod:`tek_access.games.tek.narration.events`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.games.tek.messages import MESSAGES, elides, faction_name, say
from tek_access.games.tek.narration.describe import result_lines
from tek_access.games.tek.narration.lines import Line, merger, narrator
from tek_access.games.tek.narration.words import region_name as _r
from tek_access.games.tek.narration.words import resource_name, resources, side_name

_ACTIONS = ("patrol", "quest", "build", "research", "expand", "trade")

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.kernel.engine import Event
    from tek_access.games.tek.narration.lines import Said
    from tek_access.games.tek.view import TekView

@narrator("home_chosen")
def _home(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(say("home-chosen", game, p, viewer, side=side_name(game, e.data["side"])), "system")


@narrator("start_placed")
def _start(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(say("start-placed", game, p, viewer, where=_r(game, e.data["region"], verbosity)), "system")


@narrator("resources_set")
def _resources_set(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    amounts = resources({k: e.data[k] for k in ("mana", "ore", "food")})
    return Line(say("resources-set", game, p, viewer, amounts=amounts), "resources")


@narrator("game_started")
def _game_started(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    first = e.data["first"]
    lines = [Line(say("game-started", game, first, viewer, players=e.data["players"]), "turn")]
    if verbosity != "brief":
        for p in e.data["seats"]:
            lines.append(Line(say("game-started-seat", game, p["seat"], viewer, faction=_faction(game, p),
                                  side=side_name(game, p["home"])), "system"))
    return lines


def _faction(game: TekView, seat: dict) -> str:
    """The faction of a seat of the game's start as the language says it (the event holds its file's name)."""
    faction = game.faction(int(seat["seat"]))
    return faction_name(faction) if faction.name == seat["faction"] else str(seat["faction"])


# ---------------------------------------------------------------- the turn
@narrator("turn_started")
def _turn(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    if p == viewer:
        return Line(MESSAGES("turn-started-you", turn=e.data["turn"]), "turn", "your_turn")
    return Line(MESSAGES("turn-started", who=game.name(p), elision=elides(game.name(p)), turn=e.data["turn"]), "turn")


@narrator("shields_cleared")
def _cleared(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(MESSAGES("shields-cleared"), "turn")


@narrator("turn_skipped")
def _skipped(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(say("turn-skipped", game, p, viewer), "turn")


@narrator("action_selected")
def _selected(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    action = e.data["action"]
    title = MESSAGES("action-title", action=action) if action in _ACTIONS else action.capitalize()
    if verbosity == "brief":
        return Line(say("action-selected-brief", game, p, viewer, title=title), "action")
    text = say("action-selected", game, p, viewer, title=title, action=MESSAGES("action-name", action=action))
    if verbosity == "full":
        text += " " + MESSAGES("shields-left", n=e.data["shields_left"])
    return Line(text, "action")


@narrator("passed")
def _passed(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(say("passed", game, p, viewer), "action")


@narrator("substituted")
def _substituted(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(say("substituted", game, p, viewer, action=MESSAGES("action-name", action=e.data["action"]),
                    instead=MESSAGES("action-name", action=e.data["instead_of"])), "action")


@narrator("collected")
def _collected(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    text = say("collected", game, p, viewer, got=resources(e.data["gained"]))
    if e.data["capped"]:
        text += " " + MESSAGES("collected-capped", capped=resources(e.data["capped"]))
    if e.data.get("choices") and verbosity != "brief":
        text += " " + say("collected-choices", game, p, viewer, n=e.data["choices"])
    return Line(text, "resources", "resource_gained" if p == viewer and e.data["gained"] else None)


@narrator("resource_chosen")
def _chosen(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    reason = e.data["reason"]
    where = _r(game, reason[6:], verbosity) if reason.startswith("ruins:") else ""
    text = say("resource-chosen", game, p, viewer, resource=resource_name(e.data["resource"]),
               why="ruins" if where else reason, where=where)
    return Line(text.replace(" .", "."), "resources")


# ---------------------------------------------------------------- end
@narrator("end_triggered")
def _end(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(say("end-triggered", game, p, viewer, reason=e.data["reason"]), "scoring", "end_triggered")


@merger("ruins_lost")
def _same_ruins(first, second):
    """Two meeples of one seat lost in the same ruins: one event, counted (one line says both)."""
    if (first.data["player"], first.data["region"]) != (second.data["player"], second.data["region"]):
        return None
    return {**first.data, "count": first.data.get("count", 1) + second.data.get("count", 1)}


@narrator("ruins_lost")
def _ruins_lost(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p, n = e.data["player"], e.data.get("count", 1)
    place = _r(game, e.data["region"], verbosity)
    return Line(say("ruins-lost-many" if n > 1 else "ruins-lost", game, p, viewer, n=n, where=place), "scoring")


@narrator("game_over")
def _over(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    return [Line(text, "scoring", "game_over" if i == 0 else None)
            for i, text in enumerate(result_lines(game, e.data, viewer, verbosity))]
