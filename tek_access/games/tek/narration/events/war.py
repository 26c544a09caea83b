"""Narrators for war (declared, dice set and revealed, paid, won, retreat, losses, the free
meeple) and for alliances formed, broken and ended.

Registered on import of :mod:`tek_access.games.tek.narration.events`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.core.messages import join
from tek_access.games.tek.messages import MESSAGES, say
from tek_access.games.tek.narration.lines import Line, narrator
from tek_access.games.tek.narration.words import no_resource, resource_name, resources, who
from tek_access.games.tek.narration.words import region_name as _r
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
        return Line(say("war-declared-defended", game, a, viewer, where=where, defender=who(game, by, viewer),
                        defender_you=by == viewer), "war", "war_declared")
    if d == NEUTRAL:
        return Line(say("war-declared-neutral", game, a, viewer, where=where, need=e.data["min"]),
                    "war", "war_declared")
    kind = "war-declared-on-you" if d == viewer else "war-declared-by-you" if a == viewer else "war-declared"
    text = MESSAGES(kind, attacker=game.name(a), defender=game.name(d), where=where)
    if e.data.get("allied"):
        text += " " + MESSAGES("war-declared-allied")
    elif verbosity != "brief":
        text += " " + MESSAGES("war-declared-secret")
    return Line(text, "war", "war_declared")


@narrator("war_die_set")
def _die_set(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    if p == viewer:
        return None  # the owner hears war_die_chosen instead
    return Line(MESSAGES("war-die-set", who=game.name(p)), "war")


@narrator("war_die_chosen")
def _die_chosen(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    if e.data["value"] == 0:
        return Line(MESSAGES("war-die-flag"), "war", secret=True)
    return Line(MESSAGES("war-die-chosen", value=e.data["value"], paid=resources(e.data["payment"])),
                "war", secret=True)


@narrator("war_revealed")
def _revealed(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    a, d = e.data["attacker"], e.data["defender"]
    return Line(MESSAGES("war-revealed", attacker=who(game, a, viewer), defender=who(game, d, viewer),
                         attacker_die=MESSAGES("war-die-value", value=e.data["attacker_value"]),
                         defender_die=MESSAGES("war-die-value", value=e.data["defender_value"])), "war")


@narrator("war_boosted")
def _boosted(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(say("war-boosted", game, p, viewer, resource=resource_name(e.data["resource"]),
                    bonus=e.data["bonus"], total=e.data["total"]), "war")


@narrator("war_paid")
def _paid(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    if verbosity == "brief":
        return None
    p = e.data["player"]
    return Line(say("war-paid", game, p, viewer, paid=resources(e.data["paid"])), "war")


def _score(game: TekView, e: Event) -> str:
    """"5 to 3", or how a tie was settled."""
    w, at, dt = e.data["winner"], e.data["attacker_total"], e.data["defender_total"]
    how = "other"
    if e.data["tie"] and e.data.get("solo"):
        how = "solo_you" if w != game.dummy else "solo_defender"
    elif e.data["tie"]:
        how = "defender" if w == e.data["defender"] else "ability"
    return MESSAGES("war-score", how=how, at=at, high=max(at, dt), low=min(at, dt))


@narrator("war_won")
def _won(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    w, l = e.data["winner"], e.data["loser"]
    where = _r(game, e.data["region"], verbosity)
    if l == NEUTRAL:
        return Line(say("war-won-neutral", game, w, viewer, where=where, at=e.data["attacker_total"]),
                    "war", "war_won" if w == viewer else None)
    score = _score(game, e)
    if w == viewer:
        return Line(MESSAGES("war-won-you", where=where, score=score), "war", "war_won")
    if l == viewer:
        return Line(MESSAGES("war-lost-you", winner=game.name(w), where=where, score=score), "war", "war_lost")
    return Line(MESSAGES("war-won", winner=game.name(w), loser=game.name(l), where=where, score=score), "war")


@narrator("retreated")
def _retreated(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(say("retreated", game, p, viewer, origin=_r(game, e.data["origin"], verbosity),
                    where=_r(game, e.data["region"], verbosity), paid=resources(e.data["paid"], no_resource("food"))),
                "war")


@narrator("meeple_lost")
def _lost(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    text = say("meeple-lost", game, p, viewer, where=_r(game, e.data["region"], verbosity))
    if e.data.get("why") == "no_room":
        text += " " + MESSAGES("meeple-lost-no-room")
    elif e.data.get("why") == "food":
        text += " " + say("meeple-lost-food", game, p, viewer, cost=e.data["cost"], food=e.data["food"])
    return Line(text, "war")


@narrator("free_placement")
def _free(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(say("free-placement", game, p, viewer, where=_r(game, e.data["region"], verbosity)), "war")


# ---------------------------------------------------------------- alliances
def _pair(game: TekView, a: int, b: int, viewer: int | None) -> str:
    """"You and Blue", "Blue and you": the two allies, the first as a subject."""
    return join([who(game, a, viewer), MESSAGES("object", you=b == viewer, who=game.name(b))])


@narrator("alliance_formed")
def _alliance(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    a, b = e.data["players"]
    return Line(MESSAGES("alliance-formed", names=_pair(game, a, b, viewer),
                         where=_r(game, e.data["region"], verbosity)), "alliance", "alliance")


@narrator("alliance_broken")
def _broken(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    a, b = e.data["players"]
    w = e.data["winner"]
    n = len(e.data["regions"])
    first, second = (MESSAGES("object", you=s == viewer, who=game.name(s)) for s in (a, b))
    text = MESSAGES("alliance-broken", first=first, second=second)
    if n:
        text += " " + say("alliance-claimed", game, w, viewer, n=n)
    return Line(text, "alliance")


@narrator("alliance_ended")
def _ended(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    a, b = e.data["players"]
    return Line(MESSAGES("alliance-ended", names=_pair(game, a, b, viewer)), "alliance")
