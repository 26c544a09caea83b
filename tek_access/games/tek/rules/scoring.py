"""Victory points and the winner, explained line by line.

Source: 000_de41987be7abf7aa.txt, Scoring (meeples in play except in ruins, magic levels and
level-5 bonuses, tower card, capital cities 2 VP or 1 VP allied; tie-breakers meeples in play,
tower level, magic level, total resources, then a shared win); Playing with 2 Players (Lost
Kingdom regions and captives); exploration tokens (crown 2 VP, town +1 VP); 001 tower table.
Faction level-5 rules come from ``endgame_vp`` effects.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tek_access.games.tek.rules import abilities
from tek_access.games.tek.rules.model import RESOURCES

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.factions import Effect
    from tek_access.games.tek.rules.game import Game

def _endgame_rule(game: "Game", seat: int, effect: "Effect") -> int:
    rule = effect.text("rule")
    vp = effect.number("vp", 1)
    me = game.state.players[seat]
    if rule == "home_exclusive":
        others = any(
            m.owner != seat
            for rid, occ in game.state.regions.items() if game.region(rid).side == me.home for m in occ
        )
        return 0 if others else vp
    if rule == "per_player_less_mana":
        return vp * sum(1 for p in game.state.players if p.seat != seat and p.resources["mana"] < me.resources["mana"])
    if rule == "per_resource_at_least":
        return vp * sum(1 for r in RESOURCES if me.resources[r] >= effect.number("threshold", 4))
    if rule == "highest_tower":
        return vp if me.tower >= max(p.tower for p in game.state.players) else 0
    if rule == "per_region_type":
        return vp * sum(1 for rid in game.occupied(seat) if game.region(rid).type == effect.get("region_type"))
    return 0


def score_lines(game: "Game", seat: int) -> list[tuple[str, int]]:
    """VP of ``seat`` as (label, VP) lines, in the rulebook's order; meeples in ruins are assumed
    already removed (the engine removes them before scoring)."""
    p = game.state.players[seat]
    occupied = game.occupied(seat)
    lines: list[tuple[str, int]] = [
        ("meeples in play", game.in_play(seat)),
        (f"magic level {p.magic}", p.magic),
        (f"tower level {p.tower}", game.tower_vp(p.tower)),
    ]
    capital_vp = 0
    for rid in occupied:
        if game.region(rid).type == "capital":
            owners = {m.owner for m in game.state.regions[rid]}
            capital_vp += 2 if len(owners) == 1 else 1
    if capital_vp:
        lines.append(("capital cities", capital_vp))
    for effect in abilities.effects_of(game.faction(seat), p.magic, "endgame_vp"):
        got = _endgame_rule(game, seat, effect)
        if got:
            lines.append((f"{game.faction(seat).name} level 5 bonus", got))
    if game.config.lost_kingdom:
        lk = sum(1 for rid in occupied if game.region(rid).side == game.config.lost_kingdom)
        if lk:
            lines.append(("Lost Kingdom regions", lk))
        if p.captives:
            lines.append(("captives", p.captives))
    if p.crown:
        lines.append(("the crown", 2))
    if game.state.revealed:
        towns = sum(1 for rid in occupied if game.state.revealed.get(rid) == "town")
        if towns:
            lines.append(("towns", towns))
    return lines


def tiebreak_key(game: "Game", seat: int) -> tuple[int, ...]:
    """The tie-breaker values of ``seat`` in the ruleset's order: by default (meeples in play,
    tower level, magic level, total resources) (000, Scoring); the microgame's tower level, then
    meeples in play (001, Tiny Epic Rules: Scoring)."""
    p = game.state.players[seat]
    values = {"meeples in play": game.in_play(seat), "tower level": p.tower, "magic level": p.magic,
              "total resources": sum(p.resources.values())}
    return tuple(values[name] for name in game.rules.tiebreakers)


def final_result(game: "Game") -> dict[str, Any]:
    """Scores and winners: ``{"scores": [{"seat", "total", "lines": [[label, vp], ...],
    "tiebreak": [ints, one per tie-breaker of the ruleset]}], "winners": [seats],
    "decided_by": "points" | a tie-breaker name | "shared"}``."""
    scores: list[dict[str, Any]] = []
    for p in game.state.players:
        lines = score_lines(game, p.seat)
        scores.append({"seat": p.seat, "total": sum(v for _, v in lines),
                       "lines": [[label, v] for label, v in lines],
                       "tiebreak": list(tiebreak_key(game, p.seat))})
    best = max(s["total"] for s in scores)
    leaders = [s for s in scores if s["total"] == best]
    decided_by = "points"
    for i, name in enumerate(game.rules.tiebreakers):
        if len(leaders) == 1:
            break
        top = max(s["tiebreak"][i] for s in leaders)
        narrowed = [s for s in leaders if s["tiebreak"][i] == top]
        if len(narrowed) < len(leaders):
            decided_by = name
        leaders = narrowed
    if len(leaders) > 1:
        decided_by = "shared"
    return {"scores": scores, "winners": [s["seat"] for s in leaders], "decided_by": decided_by}
