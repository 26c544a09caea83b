"""Narrators for battles and what they bring: the favour card at stake, the reveal, the winner,
the losers' Valkyrie boons, the gods' rage, and favour cards stored under a clan board or given
back (003, Battle: start a fight, take part, settle, win, lose, a tie, the invader; Game over)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tek_access.core.kernel.engine import Event
from tek_access.games.vikings.narration.lines import Line, Said, narrator
from tek_access.games.vikings.narration.lines import player as _p
from tek_access.games.vikings.narration.words import (
    card,
    end_text,
    favour_text,
    join,
    name,
    resources,
    verb,
    who,
)

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.view import VikingsView


def _seat_map(value: Any) -> dict[int, Any]:
    """A {seat: x} table that may have come through JSON with string keys."""
    if not isinstance(value, dict):
        return {}
    return {int(k): v for k, v in value.items()}


def _you(game: "VikingsView", seat: int, viewer: int | None) -> str:
    return "you" if seat == viewer else game.name(seat)


@narrator("battle_started")
def _battle_started(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    favour = e.data.get("favour")
    stake = f"for {favour_text(game, favour)}" if favour else "with no favour card left to win"
    if favour and verbosity == "brief":
        stake = f"for {name(game, favour)}"
    elif favour and verbosity == "full":
        stake += f", from {end_text(e.data.get('end'))}"
    return Line(f"Battle. {who(game, p, viewer)} {verb(p, viewer, 'start', 'starts')} a battle {stake}.",
                "war", "war_declared")


@narrator("battle_revealed")
def _battle_revealed(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    cards, strengths = _seat_map(e.data.get("cards")), _seat_map(e.data.get("strengths"))
    steel, unpaid = _seat_map(e.data.get("steel")), e.data.get("unpaid") or []
    unpaid_seats = {int(s) for s in (unpaid.keys() if isinstance(unpaid, dict) else unpaid)}
    parts = []
    for seat, c in cards.items():
        text = f"{_you(game, seat, viewer).capitalize()}: {name(game, c)}, strength {strengths.get(seat, 0)}"
        if seat in unpaid_seats:
            text += ", could not pay its steel: out of the battle"
        elif steel.get(seat) and verbosity != "brief":
            text += f", paid {steel[seat]} steel"
        parts.append(text)
    text = "Reveal. " + "; ".join(parts) + "."
    lines = [Line(text, "war")] if len(text) < 190 else \
        [Line(f"Reveal, {len(parts)} cards:", "war")] + [Line(part + ".", "war") for part in parts]
    invader = e.data.get("invader")
    if invader:
        c = card(game, invader)
        lines.append(Line(f"The invader: {c.name if c else name(game, invader)}, strength "
                          f"{e.data.get('invader_strength', 0)}.", "war"))
    return lines


@narrator("battle_won")
def _battle_won(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    prize = f" and {name(game, e.data['favour'])}" if e.data.get("favour") else ""
    if p == viewer:
        return Line(f"Victory. You win the battle{prize}.", "war", "war_won")
    return Line(f"{game.name(p)} wins the battle{prize}.", "war", "war_lost" if viewer is not None else None)


@narrator("battle_lost")
def _battle_lost(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    back = f"; {name(game, e.data['favour'])} goes back" if e.data.get("favour") else ""
    head = "Defeat. " if p == viewer else ""
    return Line(f"{head}The invader beats {_you(game, p, viewer)}{back}.", "war", "war_lost" if p == viewer else None)


@narrator("battle_tied")
def _battle_tied(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    players = [int(s) for s in e.data.get("players", [])]
    # one clan tied with the invader; the card's way back is its own line (favour_returned) but in brief
    names = join([_you(game, s, viewer) for s in players] + (["the invader"] if len(players) < 2 else []))
    back = f"; {name(game, e.data['favour'])} goes back" if e.data.get("favour") and verbosity == "brief" else ""
    return Line(f"Tie. Nobody wins between {names}{back}.", "war", "war_tie")


@narrator("favour_returned")
def _favour_returned(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    if verbosity == "brief":
        return None
    return Line(f"{name(game, e.data['favour'])} returns to {end_text(e.data.get('end'))}.", "war")


@narrator("favour_taken")
def _favour_taken(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    sack = e.data.get("sack")
    said = f": sack of {resources(sack)}" if sack else ""
    return Line(f"Favour. {who(game, p, viewer)} {verb(p, viewer, 'take', 'takes')} "
                f"{name(game, e.data['favour'])}{said}.", "war")


@narrator("favour_stored")
def _favour_stored(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(f"{favour_text(game, e.data['favour'])}: face down under your clan board.", "war", secret=True)


@narrator("boon_gained")
def _boon_gained(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    boon = e.data.get("boon")
    god = game.catalog.gods.get(str(e.data.get("god")))
    text = boon if isinstance(boon, str) and boon else (god.boon.text if god is not None else "")
    what = f": {text[0].lower() + text[1:]}" if text and verbosity != "brief" else ""
    return Line(f"Valkyrie boon. {who(game, p, viewer)} {verb(p, viewer, 'gain', 'gains')} "
                f"{name(game, e.data['god'])}'s boon{what}.", "war")


@narrator("rage_raised")
def _rage_raised(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    god, by, rage = name(game, e.data["god"]), int(e.data.get("by", 1)), int(e.data["rage"])
    lap = " The marker passes 19 and turns to its 20 and more side." if e.data.get("passed") else ""
    if verbosity == "brief" and not lap:
        return Line(f"{god}'s rage {rage}.", "war")
    return Line(f"Rage. {god}'s rage rises by {by} to {rage}.{lap}", "war")
