"""Narrators for war (declared, dice set and revealed, paid, won, retreat, losses, the free
meeple) and for alliances formed, broken and ended.

Registered on import of :mod:`tek_access.games.tek.narration.events`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.games.tek.narration.lines import Line, narrator
from tek_access.games.tek.narration.words import join, plural, resources, who
from tek_access.games.tek.narration.words import region_name as _r
from tek_access.games.tek.narration.words import verb as _v
from tek_access.games.tek.rules.model import NEUTRAL

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.kernel.engine import Event
    from tek_access.games.tek.narration.lines import Said
    from tek_access.games.tek.view import TekView


@narrator("war_declared")
def _war(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    a, d = e.data["attacker"], e.data["defender"]
    where = _r(game, e.data["region"], verbosity)
    if d == NEUTRAL and e.data.get("defended_by") is not None:
        by = e.data["defended_by"]
        return Line(f"War. {who(game, a, viewer)} {_v(a, viewer, 'attack', 'attacks')} the neutral grey meeple in "
                    f"{where}; {who(game, by, viewer)} {_v(by, viewer, 'defend', 'defends')} it with "
                    f"{'your' if by == viewer else 'their'} own resources. Both set a war die in secret.",
                    "war", "war_declared")
    if d == NEUTRAL:
        need = e.data["min"]
        return Line(f"War. {who(game, a, viewer)} {_v(a, viewer, 'attack', 'attacks')} the Lost Kingdom's grey "
                    f"meeple in {where}. War cost: at least {need}.", "war", "war_declared")
    if d == viewer:
        text = f"War. {game.name(a)} attacks your meeple in {where}."
    elif a == viewer:
        text = f"War. You attack {game.name(d)} in {where}."
    else:
        text = f"War. {game.name(a)} attacks {game.name(d)} in {where}."
    if e.data.get("allied"):
        text += " They are allies: unless both show the white flag, the alliance breaks."
    elif verbosity != "brief":
        text += " Both set a war die in secret."
    return Line(text, "war", "war_declared")


@narrator("war_die_set")
def _die_set(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    if p == viewer:
        return None  # the owner hears war_die_chosen instead
    return Line(f"{game.name(p)} has set the war die.", "war")


@narrator("war_die_chosen")
def _die_chosen(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    if e.data["value"] == 0:
        return Line("You show the white flag. Locked.", "war", secret=True)
    return Line(f"You set your war die to {e.data['value']}, paying {resources(e.data['payment'])}. Locked.",
                "war", secret=True)


def _die_text(value: int) -> str:
    return "white flag" if value == 0 else str(value)


@narrator("war_revealed")
def _revealed(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    a, d = e.data["attacker"], e.data["defender"]
    text = (f"War dice revealed. {who(game, a, viewer)}: {_die_text(e.data['attacker_value'])}. "
            f"{who(game, d, viewer)}: {_die_text(e.data['defender_value'])}.")
    return Line(text, "war")


@narrator("war_boosted")
def _boosted(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'spend', 'spends')} 1 more {e.data['resource']} "
                f"after the reveal for {e.data['bonus']} more: total {e.data['total']}.", "war")


@narrator("war_paid")
def _paid(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    if verbosity == "brief":
        return None
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'pay', 'pays')} {resources(e.data['paid'])} for the war.",
                "war")


@narrator("war_won")
def _won(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    w, l = e.data["winner"], e.data["loser"]
    at, dt = e.data["attacker_total"], e.data["defender_total"]
    score = f"{max(at, dt)} to {min(at, dt)}"
    if e.data["tie"] and e.data.get("solo"):
        score = f"tied at {at}, " + ("the Dummy's cost matched, so you win" if w != game.dummy
                                     else "the defender wins ties")
    elif e.data["tie"]:
        score = f"tied at {at}, " + ("the defender wins ties" if w == e.data["defender"] else "won by faction ability")
    where = _r(game, e.data["region"], verbosity)
    if l == NEUTRAL:
        return Line(f"{who(game, w, viewer)} {_v(w, viewer, 'take', 'takes')} {where} from the Lost Kingdom "
                    f"with a war cost of {at}.", "war", "war_won" if w == viewer else None)
    if w == viewer:
        return Line(f"Victory. You win the war for {where}, {score}.", "war", "war_won")
    if l == viewer:
        return Line(f"Defeat. {game.name(w)} wins the war for {where}, {score}.", "war", "war_lost")
    return Line(f"{game.name(w)} wins the war for {where} against {game.name(l)}, {score}.", "war")


@narrator("retreated")
def _retreated(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'retreat', 'retreats')} from "
                f"{_r(game, e.data['origin'], verbosity)} to {_r(game, e.data['region'], verbosity)} "
                f"for {resources(e.data['paid'], 'no food')}.", "war")


@narrator("meeple_lost")
def _lost(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    why = ""
    if e.data.get("why") == "no_room":
        why = " No neighbouring region was free to retreat to."
    elif e.data.get("why") == "food":
        have = "you had" if p == viewer else f"{game.name(p)} had"
        why = f" Retreat needs {e.data['cost']} food, one per meeple in play; {have} {e.data['food']}."
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'lose', 'loses')} the meeple in "
                f"{_r(game, e.data['region'], verbosity)}; it returns to supply.{why}", "war")


@narrator("free_placement")
def _free(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'keep', 'keeps')} one meeple for free, placed in "
                f"{_r(game, e.data['region'], verbosity)}.", "war")


# ---------------------------------------------------------------- alliances
@narrator("alliance_formed")
def _alliance(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    a, b = e.data["players"]
    names = join([who(game, a, viewer), who(game, b, viewer).replace("You", "you")])
    return Line(f"Alliance. {names} both show the white flag and share {_r(game, e.data['region'], verbosity)}.",
                "alliance", "alliance")


@narrator("alliance_broken")
def _broken(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    a, b = e.data["players"]
    w = e.data["winner"]
    n = len(e.data["regions"])
    first, second = (game.name(s) if s != viewer else "you" for s in (a, b))
    text = f"Alliance broken between {first} and {second}."
    if n:
        text += f" {who(game, w, viewer)} {_v(w, viewer, 'claim', 'claims')} {plural(n, 'shared region')}."
    return Line(text, "alliance")


@narrator("alliance_ended")
def _ended(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    a, b = e.data["players"]
    names = join([who(game, a, viewer), who(game, b, viewer).replace("You", "you")])
    return Line(f"Alliance over. {names} no longer share a region.", "alliance")
