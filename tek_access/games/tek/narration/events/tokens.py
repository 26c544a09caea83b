"""Narrators for the 2-player Lost Kingdom and the exploration tokens (000, "Exploration tokens"):
placed, revealed, and the crown, bandits, dragon's lair, church and captives.

Registered on import of :mod:`tek_access.games.tek.narration.events`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.games.tek.messages import MESSAGES, elides, say
from tek_access.games.tek.narration.lines import Line, narrator
from tek_access.games.tek.narration.words import region_name as _r
from tek_access.games.tek.narration.words import resources, side_name, token_effect, token_name

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.kernel.engine import Event
    from tek_access.games.tek.narration.lines import Said
    from tek_access.games.tek.view import TekView


@narrator("lost_kingdom")
def _lost_kingdom(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(MESSAGES("lost-kingdom", side=side_name(game, e.data["side"]), meeples=e.data["meeples"]), "system")


@narrator("tokens_placed")
def _tokens_placed(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(MESSAGES("tokens-placed", count=e.data["count"]), "system")


@narrator("token_revealed")
def _token(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    token = e.data["token"]
    where = _r(game, e.data["region"], verbosity)
    if verbosity == "brief":
        text = say("token-revealed-brief", game, p, viewer, token=token_name(game, token), where=where)
    else:
        text = say("token-revealed", game, p, viewer, token=token_name(game, token), where=where,
                   effect=token_effect(token))
    return Line(text, "action", "token")


@narrator("bandits_paid")
def _bandits(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(say("bandits-paid", game, p, viewer, paid=resources(e.data["paid"])), "resources")


@narrator("crown_taken")
def _crown(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p, l = e.data["player"], e.data["loser"]
    loser = MESSAGES("object", you=l == viewer, who=game.name(l))
    return Line(say("crown-taken", game, p, viewer, loser=loser), "war")


@narrator("dragon_used")
def _dragon(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p, l = e.data["player"], e.data["loser"]
    whose = MESSAGES("whose", you=l == viewer, who=game.name(l), elision=elides(game.name(l)))
    return Line(say("dragon-used", game, p, viewer, whose=whose, tower=e.data["tower"]), "war")


@narrator("church_used")
def _church(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(say("church-used", game, p, viewer, origin=_r(game, e.data["origin"], verbosity),
                    where=_r(game, e.data["region"], verbosity)), "war")


@narrator("captured")
def _captured(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(say("captured", game, p, viewer, n=e.data["captives"]), "war")
