"""Where a meeple may go: patrol, quest, retreat and the movement rules.

Source: 000_de41987be7abf7aa.txt, Patrol, Quest, Movement Rules, Retreat, Other Regions (water,
crags, rivers); rulings.md, Turn and actions (Quest: edge to edge of any other card) and War
(retreat: adjacent, room, no other player's meeple). Read-only helpers over a Game.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from tek_access.games.tek.rules import tables
from tek_access.games.tek.rules.model import NEUTRAL

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.game import Game

MAX_PER_REGION = 2


def can_enter(game: "Game", seat: int, dest: str) -> bool:
    """True when ``seat`` may move a meeple into region ``dest`` (000, Movement Rules).

    The region must be passable with room (fewer than two meeples); it may not hold an opponent's
    last meeple in play; the mover's last meeple may not enter a region held by another player.
    A neutral meeple of the Lost Kingdom may be attacked only by a player who can pay a war cost
    of at least the neutral meeples in play (000, Playing with 2 Players).
    """
    return bool(_enterable(game, seat, (dest,), True))


def _enterable(game: "Game", seat: int, dests: Iterable[str], first: bool = False) -> list[str]:
    """The regions of ``dests`` that ``seat`` may move a meeple into (see :func:`can_enter`), in
    order; only the first of them when ``first``. The one place the movement rules are checked."""
    regions = game.state.regions
    count = game._count
    out = []
    for dest in dests:
        occ = regions.get(dest)
        if not occ:
            if dest not in game.passable_ids:
                continue
        elif len(occ) >= MAX_PER_REGION:
            continue
        else:
            other = occ[0].owner  # one meeple here
            if other != seat:
                if count.get(seat, 0) <= 1:
                    continue
                if other == NEUTRAL:
                    if not (game.rules.neutral_by_opponent or tables.neutral_war_affordable(game, seat)):
                        continue
                elif count.get(other, 0) <= 1:
                    continue
        out.append(dest)
        if first:
            break
    return out


def refusal_enter(game: "Game", seat: int, dest: str) -> str | None:
    """Why ``seat`` may not move a meeple into ``dest``, naming the movement rule (the reason
    :func:`can_enter` says no), or None when it may (000, Movement Rules; Playing with 2 Players)."""
    if can_enter(game, seat, dest):
        return None
    name = game.region(dest).name
    occ = game.state.regions.get(dest)
    if not occ:
        return f"{name} cannot be entered: no meeple may stand there."
    if len(occ) >= MAX_PER_REGION:
        return f"{name} is full: it holds {MAX_PER_REGION} meeples, the most a region may hold."
    other = occ[0].owner
    if game.in_play(seat) <= 1:
        return f"Your last meeple may not enter {name}, a region another player holds."
    if other == NEUTRAL:
        return f"Attacking the grey meeple in {name} needs a war die you can pay of at least the grey meeples in play."
    return f"{name} holds {game.name(other)}'s last meeple, which may not be attacked."


def refusal_move(game: "Game", seat: int, origin: str, dest: str, mode: str) -> str | None:
    """Why the meeple of ``seat`` in ``origin`` may not ``mode`` into ``dest``, or None when it may."""
    if dest in _candidates(game, seat, origin, mode):
        return refusal_enter(game, seat, dest)
    here, there = game.region(origin).name, game.region(dest).name
    if mode == "patrol":
        return f"{there} is not next to {here} on the same card: a patrol moves one region, not across water or crags."
    if not game.region(origin).on_edge:
        return f"{here} is not an edge region: a quest leaves its card from an edge region."
    return f"{there} is not an edge region of another card: a quest goes to one."


def refusal_origins(game: "Game", seat: int, mode: str) -> str:
    """Why no meeple of ``seat`` can ``mode``: the reasons its destinations are refused, in short."""
    reasons: list[str] = []
    for rid in game.occupied(seat):
        if not _standing(game, seat, rid):
            reasons.append(f"your meeple in {game.region(rid).name} is searching the ruins")
            continue
        for dest in _candidates(game, seat, rid, mode):
            why = refusal_enter(game, seat, dest)
            if why and why not in reasons:
                reasons.append(why.rstrip("."))
    if not reasons:
        return f"No meeple of yours can {mode}: none has a region to go to."
    text = f"No meeple of yours can {mode}: " + "; ".join(reasons[:2]) + "."
    return text if len(text) <= 170 else f"No meeple of yours can {mode}: {reasons[0]}."


def refusal_retreat(game: "Game", seat: int, origin: str, cost: int) -> str | None:
    """Why a meeple of ``seat`` losing a war in ``origin`` cannot retreat, or None when it can:
    no free neighbour, or not enough food (000, War: Retreat)."""
    if not retreat_destinations(game, seat, origin):
        return "No neighbouring region is free to retreat to."
    have = game.state.players[seat].resources["food"]
    if have < cost:
        return f"Retreat needs {cost} food, one per meeple in play; you have {have}."
    return None


def refusal_retreat_to(game: "Game", seat: int, origin: str, dest: str) -> str | None:
    """Why a meeple of ``seat`` losing a war in ``origin`` may not retreat into ``dest``, or None
    when it may: not a neighbour, another player's meeple there, or full (000, War: Retreat)."""
    if dest in retreat_destinations(game, seat, origin):
        return None
    here, there = game.region(origin).name, game.region(dest).name
    region = game.region(origin)
    near = list(region.neighbours) + (list(region.across_rivers) if _has(game, seat, "cross_rivers") else [])
    if dest not in near:
        return f"{there} is not next to {here}: a retreat moves to a neighbouring region."
    occ = game.state.regions.get(dest, ())
    other = next((m.owner for m in occ if m.owner != seat), None)
    if other is not None:
        return f"{there} holds a {game.name(other)} meeple: a retreat may not start another war."
    return f"{there} is full: it holds {MAX_PER_REGION} meeples, the most a region may hold."


def _has(game: "Game", seat: int, permission: str) -> bool:
    return permission in game.abilities(seat).permissions


def _candidates(game: "Game", seat: int, origin: str, mode: str) -> "tuple[str, ...]":
    """Regions a move may target before the movement rules: for a patrol the adjacent regions
    on the same card, not across water, rivers or crags (a ``movement: cross_rivers`` ability
    also crosses rivers); for a quest the edge regions of every other card in play, from an edge
    region (``movement: quest_anywhere`` lifts the edge rule, as does a ruleset that quests to
    "any space on any other Territory card", 001 Action List). 000, Patrol and Quest."""
    region = game.region(origin)
    if mode == "patrol":
        if _has(game, seat, "cross_rivers"):
            return region.neighbours + region.across_rivers
        return region.neighbours
    anywhere = game.rules.quest_anywhere or _has(game, seat, "quest_anywhere")
    if not (region.on_edge or anywhere):
        return ()
    return game.quest_targets(region.side, anywhere)


def destinations(game: "Game", seat: int, origin: str, mode: str) -> list[str]:
    """Region ids a meeple of ``seat`` in ``origin`` may ``mode`` ("patrol" or "quest") into."""
    return _enterable(game, seat, _candidates(game, seat, origin, mode))


def patrol_destinations(game: "Game", seat: int, origin: str) -> list[str]:
    """Patrol destinations from ``origin`` (see :func:`destinations`)."""
    return destinations(game, seat, origin, "patrol")


def quest_destinations(game: "Game", seat: int, origin: str) -> list[str]:
    """Quest destinations from ``origin`` (see :func:`destinations`)."""
    return destinations(game, seat, origin, "quest")


def _standing(game: "Game", seat: int, rid: str) -> bool:
    """A standing meeple of ``seat`` in ``rid`` that may leave it: a searching one may not (000,
    Ruins); with a ruleset that collects from ruins, one leaves the ruins only when ``seat`` is the
    active player (002, Ruins: "You can only move an army out of the ruins as the active player")."""
    for m in game.state.regions[rid]:
        if m.owner == seat and not m.searching:
            if game.rules.ruins_active_only and seat != game.state.active and game.region(rid).type == "ruins":
                return False
            return True
    return False


def _origins(game: "Game", seat: int, mode: str, first: bool) -> list[str]:
    """Regions holding a standing meeple of ``seat`` (:func:`_standing`) with at least one
    ``mode`` destination (:func:`_candidates`, :func:`_enterable`), in board order; only the
    first when ``first``. The candidates are worked out once per call, not once per region."""
    out: list[str] = []
    occupied = game.occupied(seat)
    if not occupied:
        return out
    regions = game.state.regions
    region_of = game.region
    rules = game.rules
    permissions = game.abilities(seat).permissions
    active_only = rules.ruins_active_only and seat != game.state.active
    patrol = mode == "patrol"
    rivers = "cross_rivers" in permissions
    anywhere = not patrol and (rules.quest_anywhere or "quest_anywhere" in permissions)
    for rid in occupied:
        for m in regions[rid]:
            if m.owner == seat and not m.searching:
                break
        else:
            continue  # only a searching meeple here: it may not move (000, Ruins)
        region = region_of(rid)
        if active_only and region.type == "ruins":
            continue
        if patrol:
            targets = region.neighbours + region.across_rivers if rivers else region.neighbours
        elif region.on_edge or anywhere:
            targets = game.quest_targets(region.side, anywhere)
        else:
            continue
        if _enterable(game, seat, targets, True):
            out.append(rid)
            if first:
                break
    return out


def movable_origins(game: "Game", seat: int, mode: str) -> list[str]:
    """Regions holding a standing meeple of ``seat`` with at least one destination for ``mode``.

    A searching (knocked over) meeple in the ruins cannot move (000, Ruins).
    """
    return _origins(game, seat, mode, False)


def can_move(game: "Game", seat: int, mode: str) -> bool:
    """True when some standing meeple of ``seat`` has a ``mode`` destination (stops at the first)."""
    return bool(_origins(game, seat, mode, True))


def standable(game: "Game", seat: int) -> list[str]:
    """Regions holding a searching meeple of ``seat`` that a patrol may stand up (000, Ruins)."""
    regions = game.state.regions
    return [rid for rid in game.occupied(seat) if any(m.owner == seat and m.searching for m in regions[rid])]


def retreat_destinations(game: "Game", seat: int, origin: str) -> list[str]:
    """Adjacent passable regions with room and no other player's meeple (000, Retreat: it
    cannot result in another war; rulings.md, War)."""
    region = game.region(origin)
    targets = list(region.neighbours)
    if _has(game, seat, "cross_rivers"):
        targets.extend(region.across_rivers)
    out = []
    for rid in targets:
        occ = game.state.regions.get(rid, ())
        if len(occ) < MAX_PER_REGION and all(m.owner == seat for m in occ):
            out.append(rid)
    return out


def nearest_unoccupied(game: "Game", origin: str) -> list[str]:
    """The nearest passable regions with no meeple, for the free last-meeple placement.

    Nearest means fewest region steps on the same card, then any unoccupied edge region of
    another card (rulings.md, War: Breaking Alliances). Returns every region at the least
    distance; the loser chooses among ties.
    """
    region = game.region(origin)
    seen = {origin}
    frontier = [origin]
    while frontier:
        nxt = []
        for rid in frontier:
            for n in game.region(rid).neighbours:
                if n not in seen:
                    seen.add(n)
                    nxt.append(n)
        found = [r for r in nxt if not game.state.regions.get(r)]
        if found:
            return sorted(found, key=game.region_order)
        frontier = nxt
    return [
        r.id for r in game.board_regions
        if r.side != region.side and r.on_edge and not game.state.regions.get(r.id)
    ]
