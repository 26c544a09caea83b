"""Narrators for setup, the turn (select, follow or collect, pass the token) and the end of the game.

Registered on import of :mod:`tek_access.games.tek.narration.events`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.games.tek.narration.describe import result_lines
from tek_access.games.tek.narration.lines import Line, merger, narrator
from tek_access.games.tek.narration.words import plural, resources, side_name, who, whose
from tek_access.games.tek.narration.words import region_name as _r
from tek_access.games.tek.narration.words import verb as _v

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.kernel.engine import Event
    from tek_access.games.tek.narration.lines import Said
    from tek_access.games.tek.view import TekView

_END_REASONS = {"meeples": "all 7 meeples in play", "tower": "built the 6th tower level",
                "magic": "mastered all 5 magic levels"}


@narrator("home_chosen")
def _home(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'choose', 'chooses')} {side_name(game, e.data['side'])} "
                f"as home territory.", "system")


@narrator("start_placed")
def _start(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'place', 'places')} 2 meeples in "
                f"{_r(game, e.data['region'], verbosity)}.", "system")


@narrator("resources_set")
def _resources_set(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'start', 'starts')} with "
                f"{resources({k: e.data[k] for k in ('mana', 'ore', 'food')})}.", "resources")


@narrator("game_started")
def _game_started(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    first = e.data["first"]
    lines = [Line(f"Game begins. {e.data['players']} players. {who(game, first, viewer)} "
                  f"{_v(first, viewer, 'go', 'goes')} first.", "turn")]
    if verbosity != "brief":
        for p in e.data["seats"]:
            lines.append(Line(f"{who(game, p['seat'], viewer)}: {p['faction']}, home "
                              f"{side_name(game, p['home'])}.", "system"))
    return lines


# ---------------------------------------------------------------- the turn
@narrator("turn_started")
def _turn(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    if p == viewer:
        return Line(f"Your turn. Turn {e.data['turn']}.", "turn", "your_turn")
    return Line(f"{game.name(p)}'s turn. Turn {e.data['turn']}.", "turn")


@narrator("shields_cleared")
def _cleared(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line("Action card cleared. All six actions are open.", "turn")


@narrator("turn_skipped")
def _skipped(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(f"Skipped. {who(game, p, viewer)} cleared the action card and "
                f"{_v(p, viewer, 'take', 'takes')} no action this turn.", "turn")


@narrator("action_selected")
def _selected(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    action = e.data["action"].capitalize()
    if verbosity == "brief":
        return Line(f"{action}, selected by {'you' if p == viewer else who(game, p, viewer)}.", "action")
    extra = f" {plural(e.data['shields_left'], 'shield')} left before the card clears." if verbosity == "full" else ""
    return Line(f"{action}. {who(game, p, viewer)} {_v(p, viewer, 'select', 'selects')} "
                f"{e.data['action']}.{extra}", "action")


@narrator("passed")
def _passed(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'do', 'does')} nothing.", "action")


@narrator("substituted")
def _substituted(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'take', 'takes')} {e.data['action']} instead of "
                f"{e.data['instead_of']}, by faction ability.", "action")


@narrator("collected")
def _collected(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    got = resources(e.data["gained"])
    text = f"{who(game, p, viewer)} {_v(p, viewer, 'collect', 'collects')} {got}."
    if e.data["capped"]:
        text += f" {resources(e.data['capped'])} lost at the cap of 9."
    if e.data.get("choices") and verbosity != "brief":
        text += f" Plus {plural(e.data['choices'], 'resource')} of {_v(p, viewer, 'your', 'their')} choice."
    return Line(text, "resources", "resource_gained" if p == viewer and e.data["gained"] else None)


_CHOICE_REASONS = {"last_meeple": "as the last-meeple bonus", "treasure": "from the treasure"}


@narrator("resource_chosen")
def _chosen(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    reason = e.data["reason"]
    if reason.startswith("ruins:"):
        why = f"from searching {_r(game, reason[6:], verbosity)}"
    else:
        why = _CHOICE_REASONS.get(reason, "")
    text = f"{who(game, p, viewer)} {_v(p, viewer, 'take', 'takes')} 1 {e.data['resource']} {why}."
    return Line(text.replace(" .", "."), "resources")


# ---------------------------------------------------------------- end
@narrator("end_triggered")
def _end(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    reason = _END_REASONS[e.data["reason"]]
    return Line(f"End triggered. {who(game, p, viewer)} {_v(p, viewer, 'have', 'has')} {reason}. "
                f"The game ends when the action card is next cleared.", "scoring", "end_triggered")


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
    if n > 1:
        return Line(f"{n} of {whose(game, p, viewer)} meeples in the ruins of {place} are lost before scoring.",
                    "scoring")
    return Line(f"{whose(game, p, viewer).capitalize()} meeple in the ruins of {place} is lost before scoring.",
                "scoring")


@narrator("game_over")
def _over(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    return [Line(text, "scoring", "game_over" if i == 0 else None)
            for i, text in enumerate(result_lines(game, e.data, viewer, verbosity))]
