"""Where a meeple may go: patrol, quest, retreat and the movement rules.

Source: 000_de41987be7abf7aa.txt, Patrol, Quest, Movement Rules, Retreat, Other Regions (water,
crags, rivers); rulings.md, Turn and actions (Quest: edge to edge of any other card) and War
(retreat: adjacent, room, no other player's meeple). Read-only helpers over a Game.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.rules import tables
from tek_access.rules.model import NEUTRAL

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.rules.game import Game

MAX_PER_REGION = 2


def can_enter(game: "Game", seat: int, dest: str) -> bool:
    """True when ``seat`` may move a meeple into region ``dest`` (000, Movement Rules).

    The region must be passable with room (fewer than two meeples); it may not hold an opponent's
    last meeple in play; the mover's last meeple may not enter a region held by another player.
    A neutral meeple of the Lost Kingdom may be attacked only by a player who can pay a war cost
    of at least the neutral meeples in play (000, Playing with 2 Players).
    """
    occ = game.state.regions.get(dest)
    if not occ:
        return game.region(dest).passable
    if len(occ) >= MAX_PER_REGION:
        return False
    other = occ[0].owner  # one meeple here
    if other == seat:
        return True
    if game.in_play(seat) <= 1:
        return False
    if other == NEUTRAL:
        return game.rules.neutral_by_opponent or tables.neutral_war_affordable(game, seat)
    return game.in_play(other) > 1


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
    return [r for r in _candidates(game, seat, origin, mode) if can_enter(game, seat, r)]


def patrol_destinations(game: "Game", seat: int, origin: str) -> list[str]:
    """Patrol destinations from ``origin`` (see :func:`destinations`)."""
    return destinations(game, seat, origin, "patrol")


def quest_destinations(game: "Game", seat: int, origin: str) -> list[str]:
    """Quest destinations from ``origin`` (see :func:`destinations`)."""
    return destinations(game, seat, origin, "quest")


def _can_move_from(game: "Game", seat: int, origin: str, mode: str) -> bool:
    for dest in _candidates(game, seat, origin, mode):
        if can_enter(game, seat, dest):
            return True
    return False


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


def movable_origins(game: "Game", seat: int, mode: str) -> list[str]:
    """Regions holding a standing meeple of ``seat`` with at least one destination for ``mode``.

    A searching (knocked over) meeple in the ruins cannot move (000, Ruins).
    """
    return [rid for rid in game.occupied(seat) if _standing(game, seat, rid) and _can_move_from(game, seat, rid, mode)]


def can_move(game: "Game", seat: int, mode: str) -> bool:
    """True when some standing meeple of ``seat`` has a ``mode`` destination (stops at the first)."""
    for rid in game.occupied(seat):
        if _standing(game, seat, rid) and _can_move_from(game, seat, rid, mode):
            return True
    return False


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
