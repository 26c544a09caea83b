"""Narrators for the 2-player Lost Kingdom and the exploration tokens (000, "Exploration tokens"):
placed, revealed, and the crown, bandits, dragon's lair, church and captives.

Registered on import of :mod:`tek_access.games.tek.narration.events`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.games.tek.narration.lines import Line, narrator
from tek_access.games.tek.narration.words import plural, resources, side_name, token_effect, token_name, who, whose
from tek_access.games.tek.narration.words import region_name as _r
from tek_access.games.tek.narration.words import verb as _v

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.kernel.engine import Event
    from tek_access.games.tek.narration.lines import Said
    from tek_access.games.tek.view import TekView


@narrator("lost_kingdom")
def _lost_kingdom(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(f"Lost Kingdom: {side_name(game, e.data['side'])}, with a grey neutral meeple on each of its "
                f"{e.data['meeples']} regions.", "system")


@narrator("tokens_placed")
def _tokens_placed(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(f"Exploration tokens: {e.data['count']} placed face down. Say tokens to hear where.", "system")


@narrator("token_revealed")
def _token(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    token = e.data["token"]
    text = (f"{token_name(game, token)}. {who(game, p, viewer)} {_v(p, viewer, 'find', 'finds')} it in "
            f"{_r(game, e.data['region'], verbosity)}")
    if verbosity != "brief":
        text += f": {token_effect(token)}"
    return Line(text + ".", "action", "token")


@narrator("bandits_paid")
def _bandits(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'pay', 'pays')} the bandits {resources(e.data['paid'])}.",
                "resources")


@narrator("crown_taken")
def _crown(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p, l = e.data["player"], e.data["loser"]
    return Line(f"Crown. {who(game, p, viewer)} {_v(p, viewer, 'take', 'takes')} the crown from "
                f"{who(game, l, viewer).replace('You', 'you')}.", "war")


@narrator("dragon_used")
def _dragon(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p, l = e.data["player"], e.data["loser"]
    return Line(f"Dragon's lair. {who(game, p, viewer)} {_v(p, viewer, 'drop', 'drops')} "
                f"{whose(game, l, viewer)} tower to level {e.data['tower']}; the meeple retreats for free.", "war")


@narrator("church_used")
def _church(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(f"Church. {whose(game, p, viewer).capitalize()} meeple from {_r(game, e.data['origin'], verbosity)} "
                f"shelters in {_r(game, e.data['region'], verbosity)}; the church is used up.", "war")


@narrator("captured")
def _captured(game: TekView, e: Event, viewer: int | None, verbosity: str) -> Said:
    p = e.data["player"]
    return Line(f"Captive taken. {who(game, p, viewer)} now {_v(p, viewer, 'hold', 'holds')} "
                f"{plural(e.data['captives'], 'neutral meeple')}, 1 VP each.", "war")
