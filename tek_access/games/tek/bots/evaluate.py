"""How good a position is for one seat, in victory points (VP), for the normal bot.

The value is the seat's VP now (000_de41987be7abf7aa.txt, Scoring, through
:func:`tek_access.games.tek.rules.scoring.score_lines`), plus what its resources, tower, magic and occupied
regions are worth for the turns left, less a share of the leading opponent's VP and of every
opponent's VP (so hurting the leader counts). It reads only what the seat may see.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.games.tek.bots.weights import Weights
from tek_access.games.tek.rules import scoring
from tek_access.games.tek.rules.economy import MAX_TOWER
from tek_access.games.tek.rules.model import NEUTRAL, REGION_RESOURCE

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.game import Game


def turns_left(game: "Game", w: Weights) -> float:
    """Turns expected before the game ends: 0 once the end is triggered (000, End of Game)."""
    s = game.state
    if s.end_triggered or s.over:
        return 0.0
    expected = w.expected_turns * game.config.players / 4
    return max(2.0, expected - s.turn)


def vp(game: "Game", seat: int) -> int:
    """Printed VP of ``seat`` now (the final scores once the game is over)."""
    s = game.state
    if s.over and s.result:
        return s.result["scores"][seat]["total"]
    return points(game, seat)


def points(game: "Game", seat: int) -> int:
    """The total of :func:`tek_access.games.tek.rules.scoring.score_lines` for ``seat``, added up without
    building its labelled lines (the look-ahead asks this thousands of times a turn).
    Level-5 faction bonuses are left to ``score_lines`` itself. tests/test_bots.py checks that
    both agree."""
    s = game.state
    p = s.players[seat]
    if "endgame_vp" in game.abilities(seat).by_kind:
        return sum(v for _, v in scoring.score_lines(game, seat))
    total = game.in_play(seat) + p.magic + (game.catalog.tower[p.tower - 1].vp if p.tower > 0 else 0)
    lost = game.config.lost_kingdom
    revealed = s.revealed
    regions = s.regions
    region_of = game.region
    for rid in game.occupied(seat):
        region = region_of(rid)
        if region.type == "capital":
            occ = regions[rid]
            first = occ[0].owner
            total += 2 if all(m.owner == first for m in occ) else 1
        if lost and region.side == lost:
            total += 1
        if revealed and revealed.get(rid) == "town":
            total += 1
    if lost:
        total += p.captives
    if p.crown:
        total += 2
    return total


def resource_value(amounts, w: Weights, endgame: bool = False) -> float:
    """VP worth of resources ``amounts`` (mana, ore, food) kept, the cap of 9 in mind."""
    if endgame:
        return w.resource_endgame * sum(amounts)
    table = _WORTH.get(id(w))
    if table is None or table[0] is not w:
        table = _WORTH[id(w)] = (w, tuple(_worth(n, w) for n in range(10)))
    worth = table[1]
    total = 0.0
    for n in amounts:
        total += worth[n] if 0 <= n <= 9 else _worth(n, w)
    return total


def _worth(n: int, w: Weights) -> float:
    """VP worth of ``n`` of one resource kept (see :func:`resource_value`)."""
    return min(n, w.resource_soft_cap) * w.resource + max(0, n - w.resource_soft_cap) * w.resource_above_cap


#: id(weights) -> (weights, the worth of 0..9 of one resource): worked out once per weights.
_WORTH: dict[int, tuple] = {}


def holdings(game: "Game", seat: int, w: Weights) -> tuple[int, int, int, tuple[float, ...]]:
    """What ``seat``'s meeples on the board are worth to :func:`own_value`: (productive regions,
    resource types produced, meeples in play, the VP each ruins region held costs, in board order)."""
    productive = 0
    types = set()
    in_play = 0
    ruins = []
    regions = game.state.regions
    for rid in game.occupied(seat):
        mine = [m for m in regions[rid] if m.owner == seat]
        in_play += len(mine)
        kind = game.region(rid).type
        res = REGION_RESOURCE.get(kind)
        if res:
            productive += 1
            types.add(res)
        elif kind == "ruins":
            ruins.append((1 - w.ruins_meeple) * len(mine))
            if any(m.searching for m in mine):
                productive += 1
    return productive, len(types), in_play, tuple(ruins)


def own_value(game: "Game", seat: int, w: Weights, held: tuple | None = None) -> float:
    """Value of ``seat``'s own position in VP, ignoring opponents (``held``: :func:`holdings`,
    when the caller already knows it)."""
    p = game.state.players[seat]
    if game.state.over:
        return float(vp(game, seat))
    left = turns_left(game, w) / 10
    value = float(points(game, seat))  # vp(game, seat) while the game goes on
    have = p.resources
    value += resource_value((have["mana"], have["ore"], have["food"]), w, left == 0)
    if left and p.tower < MAX_TOWER:
        # half of the next level's VP counts as banked: early levels score little but lead on
        tower = game.catalog.tower  # game.tower_vp(level) is tower[level - 1].vp, 0 for level 0
        value += w.tower_progress * (tower[p.tower].vp - (tower[p.tower - 1].vp if p.tower > 0 else 0))
    value += w.magic_ability * p.magic * (1 if left else 0.2)
    productive, types, in_play, ruins = holdings(game, seat, w) if held is None else held
    for cost in ruins:
        value -= cost
    value += left * (w.income_per_region * productive + w.income_type * types)
    if left:
        value -= w.retreat_insurance * max(0, in_play - p.resources["food"])
    return value


def opponents_vp(game: "Game", seat: int) -> list[int]:
    """VP of every other seat, in seat order."""
    return [vp(game, p.seat) for p in game.state.players if p.seat != seat and p.seat != NEUTRAL]


def evaluate(game: "Game", seat: int, w: Weights, others: list[int] | None = None,
             held: tuple | None = None) -> float:
    """Value of the position for ``seat``: own value less shares of the opponents' VP
    (``others``: :func:`opponents_vp`, ``held``: :func:`holdings`, when the caller knows them)."""
    mine = own_value(game, seat, w, held)
    if others is None:
        others = opponents_vp(game, seat)
    if not others:
        return mine
    return mine - w.leader_weight * max(others) - w.opponents_weight * sum(others)
