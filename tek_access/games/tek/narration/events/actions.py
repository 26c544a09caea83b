"""Narrators for the actions: patrol, quest, stand up in ruins, build, research, expand, trade.

Registered on import of :mod:`tek_access.games.tek.narration.events`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.games.tek.narration.lines import Line, narrator
from tek_access.games.tek.narration.words import ability_text, plural, resources, side_name, who, whose
from tek_access.games.tek.narration.words import region_name as _r
from tek_access.games.tek.narration.words import verb as _v

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.kernel.engine import Event
    from tek_access.games.tek.narration.lines import Said
    from tek_access.games.tek.view import TekView

_ACTION_VERBS = {"patrol": ("patrol", "patrols"), "quest": ("quest", "quests")}


@narrator("moved")
def _moved(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    if e.data.get("by_compass"):
        return None  # the dummy's compass line just said it
    p = e.data["player"]
    you, other = _ACTION_VERBS[e.data["action"]]
    dest = _r(game, e.data["region"], verbosity)
    if verbosity == "brief":
        return Line(f"{who(game, p, viewer)}: {e.data['action']} to {dest}.", "action")
    text = f"{who(game, p, viewer)} {_v(p, viewer, you, other)} from {_r(game, e.data['origin'], verbosity)} to {dest}"
    if e.data["action"] == "quest" and verbosity == "normal":
        text += f" on {side_name(game, e.data['side'])}"
    return Line(text + ".", "action")


@narrator("searching")
def _searching(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(f"Searching. {whose(game, p, viewer).capitalize()} meeple is knocked over in the ruins of "
                f"{_r(game, e.data['region'], verbosity)}.", "action")


@narrator("stood_up")
def _stood(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'stand', 'stands')} up the meeple in "
                f"{_r(game, e.data['region'], verbosity)}.", "action")


@narrator("ability_gain")
def _ability_gain(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'gain', 'gains')} {e.data['amount']} {e.data['resource']} "
                f"by faction ability.", "resources")


@narrator("built")
def _built(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'build', 'builds')} tower level {e.data['level']} "
                f"for {resources(e.data['paid'], 'no ore')}.", "action")


@narrator("researched")
def _researched(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    text = (f"{who(game, p, viewer)} {_v(p, viewer, 'learn', 'learns')} magic level {e.data['level']} "
            f"for {resources(e.data['paid'], 'no mana')}.")
    if verbosity != "brief":
        # another player's ability is said of them, not of "you" (issue 12)
        level_text = ability_text(e.data["text"], None if p == viewer else game.name(p))
        text += f" {level_text}" + ("" if level_text.endswith((".", "!", "?")) else ".")
    return Line(text, "action")


@narrator("expanded")
def _expanded(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'expand', 'expands')} into "
                f"{_r(game, e.data['region'], verbosity)} for {resources(e.data['paid'], 'no food')}. "
                f"{plural(e.data['in_play'], 'meeple')} in play.", "action")


@narrator("traded")
def _traded(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    text = (f"{who(game, p, viewer)} {_v(p, viewer, 'trade', 'trades')} {resources(e.data['gave'])} "
            f"for {e.data['amount']} {e.data['got']}")
    if e.data["bonus"]:
        text += f", plus {e.data['bonus']} by faction ability"
    return Line(text + ".", "resources")
