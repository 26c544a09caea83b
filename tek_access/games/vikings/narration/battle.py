"""Narrators for battles and what they bring: the favour card at stake, the reveal, the winner,
the losers' Valkyrie boons, the gods' rage, and favour cards stored under a clan board or given
back (003, Battle: start a fight, take part, settle, win, lose, a tie, the invader; Game over)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tek_access.core.kernel.engine import Event
from tek_access.games.vikings.messages import MESSAGES, say
from tek_access.games.vikings.narration.lines import Line, Said, narrator
from tek_access.games.vikings.narration.lines import player as _p
from tek_access.games.vikings.narration.words import (
    card,
    elides,
    end_text,
    favour_text,
    gender,
    join,
    name,
    resources,
)

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.view import VikingsView


def _seat_map(value: Any) -> dict[int, Any]:
    """A {seat: x} table that may have come through JSON with string keys."""
    if not isinstance(value, dict):
        return {}
    return {int(k): v for k, v in value.items()}


def _you(game: "VikingsView", seat: int, viewer: int | None) -> str:
    return MESSAGES("you-lower") if seat == viewer else game.name(seat)


@narrator("battle_started")
def _battle_started(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    favour = e.data.get("favour")
    if not favour:
        stake = MESSAGES("battle-stake-none")
    elif verbosity == "brief":
        stake = MESSAGES("battle-stake", favour=name(game, favour))
    elif verbosity == "full":
        stake = MESSAGES("battle-stake-from", favour=favour_text(game, favour), end=end_text(e.data.get("end")))
    else:
        stake = MESSAGES("battle-stake", favour=favour_text(game, favour))
    return Line(say("battle-started", game, p, viewer, stake=stake), "war", "war_declared")


@narrator("battle_revealed")
def _battle_revealed(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    cards, strengths = _seat_map(e.data.get("cards")), _seat_map(e.data.get("strengths"))
    steel, unpaid = _seat_map(e.data.get("steel")), e.data.get("unpaid") or []
    unpaid_seats = {int(s) for s in (unpaid.keys() if isinstance(unpaid, dict) else unpaid)}
    parts = []
    for seat, c in cards.items():
        said = {"name": MESSAGES("you-capital") if seat == viewer else game.name(seat), "card": name(game, c),
                "strength": int(strengths.get(seat, 0))}
        if seat in unpaid_seats:
            parts.append(MESSAGES("reveal-part-unpaid", **said))
        elif steel.get(seat) and verbosity != "brief":
            parts.append(MESSAGES("reveal-part-paid", steel=int(steel[seat]), **said))
        else:
            parts.append(MESSAGES("reveal-part", **said))
    text = MESSAGES("reveal", parts=MESSAGES("reveal-separator").join(parts))
    lines = [Line(text, "war")] if len(text) < 190 else \
        [Line(MESSAGES("reveal-head", count=len(parts)), "war")] + \
        [Line(MESSAGES("reveal-one", part=part), "war") for part in parts]
    invader = e.data.get("invader")
    if invader:
        c = card(game, invader)
        lines.append(Line(MESSAGES("invader", card=name(game, c.id) if c else name(game, invader),
                                   strength=int(e.data.get("invader_strength", 0))), "war"))
    return lines


@narrator("battle_won")
def _battle_won(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    prize = MESSAGES("battle-prize", favour=name(game, e.data["favour"])) if e.data.get("favour") else ""
    if p == viewer:
        return Line(MESSAGES("battle-won-you", prize=prize), "war", "war_won")
    return Line(say("battle-won", game, p, viewer, prize=prize), "war", "war_lost" if viewer is not None else None)


@narrator("battle_lost")
def _battle_lost(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    back = MESSAGES("favour-goes-back", favour=name(game, e.data["favour"]),
                    gender=gender(e.data["favour"])) if e.data.get("favour") else ""
    return Line(say("battle-lost", game, p, viewer, back=back), "war", "war_lost" if p == viewer else None)


@narrator("battle_tied")
def _battle_tied(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    players = [int(s) for s in e.data.get("players", [])]
    # one clan tied with the invader; the card's way back is its own line (favour_returned) but in brief
    names = join([_you(game, s, viewer) for s in players] + ([MESSAGES("the-invader")] if len(players) < 2 else []))
    back = MESSAGES("favour-goes-back", favour=name(game, e.data["favour"]),
                    gender=gender(e.data["favour"])) \
        if e.data.get("favour") and verbosity == "brief" else ""
    return Line(MESSAGES("battle-tied", names=names, back=back), "war", "war_tie")


@narrator("favour_returned")
def _favour_returned(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    if verbosity == "brief":
        return None
    return Line(MESSAGES("favour-returned", favour=name(game, e.data["favour"]), end=end_text(e.data.get("end"))),
                "war")


@narrator("favour_taken")
def _favour_taken(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    sack = e.data.get("sack")
    said = MESSAGES("favour-sack", resources=resources(sack)) if sack else ""
    return Line(say("favour-taken", game, p, viewer, favour=name(game, e.data["favour"]), sack=said), "war")


@narrator("favour_stored")
def _favour_stored(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(MESSAGES("favour-stored", favour=favour_text(game, e.data["favour"])), "war", secret=True)


@narrator("boon_gained")
def _boon_gained(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    boon = e.data.get("boon")
    god = game.catalog.gods.get(str(e.data.get("god")))
    text = boon if isinstance(boon, str) and boon else (god.boon.text if god is not None else "")
    if god is not None and text == god.boon.text:  # the god's own boon: the language's words for it
        text = MESSAGES.term(f"{god.id}-boon") or text
    what = MESSAGES("boon-what", text=text[0].lower() + text[1:]) if text and verbosity != "brief" else ""
    return Line(say("boon-gained", game, p, viewer, god=name(game, e.data["god"]), what=what,
                    elision=elides(e.data["god"])), "war")


@narrator("rage_raised")
def _rage_raised(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    god, by, rage = name(game, e.data["god"]), int(e.data.get("by", 1)), int(e.data["rage"])
    elision = elides(e.data["god"])
    lap = MESSAGES("rage-lap") if e.data.get("passed") else ""
    if verbosity == "brief" and not lap:
        return Line(MESSAGES("rage-brief", god=god, rage=rage, elision=elision), "war")
    return Line(MESSAGES("rage-raised", god=god, by=by, rage=rage, lap=lap, elision=elision), "war")
