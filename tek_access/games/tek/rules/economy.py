"""Costs and resources: build, research, expand, trade, collect, paying and the cap of 9.

Source: 000_de41987be7abf7aa.txt, Build, Research, Expand, Trade, Collect Resources; the tower
table of 001_ff609f05a670a229.txt; rulings.md, Turn and actions (trade refused past 9, collect
capped at 9). Faction effects consulted: build/research/expand/retreat discounts,
opponent_build_surcharge, resource_substitute, trade_bonus, trade_two_types, collect_bonus.
Read-only helpers except :func:`pay` and :func:`gain`, which change one player's resources.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.games.tek.rules import movement
from tek_access.games.tek.rules.model import REGION_RESOURCE, RESOURCES

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.factions import Effect
    from tek_access.games.tek.rules.game import Game

RESOURCE_CAP = 9
MAX_MEEPLES = 7
MAX_TOWER = 6
MAX_MAGIC = 5


def _eff(game: "Game", seat: int, kind: str) -> tuple["Effect", ...]:
    return game.abilities(seat).by_kind.get(kind, ())


def _total(game: "Game", seat: int, kind: str) -> int:
    return game.abilities(seat).totals.get(kind, 0)


def substitute(game: "Game", seat: int) -> str | None:
    """The resource that may pay for any cost (``resource_substitute``, Elves 3: mana), or None."""
    return game.abilities(seat).resource_substitute


def can_pay(game: "Game", seat: int, resource: str, amount: int) -> bool:
    """True when ``seat`` can pay ``amount`` of ``resource``, a substitute resource making up the rest."""
    have = game.state.players[seat].resources
    if have[resource] >= amount:
        return True
    sub = game.abilities(seat).resource_substitute
    return sub is not None and sub != resource and have[resource] + have[sub] >= amount


def pay(game: "Game", seat: int, resource: str, amount: int) -> dict[str, int]:
    """Take ``amount`` of ``resource`` from ``seat`` (the named resource first, then a substitute).

    Returns what was paid by type. Raises ValueError when it cannot be paid (callers check first).
    """
    if not can_pay(game, seat, resource, amount):
        raise ValueError(f"cannot pay {amount} {resource}")
    have = game.state.players[seat].resources
    first = min(have[resource], amount)
    have[resource] -= first
    paid = {resource: first} if first else {}
    rest = amount - first
    if rest:
        sub = substitute(game, seat)
        assert sub is not None, "a shortfall paid with no substitute resource (can_pay let it through)"
        have[sub] -= rest
        paid[sub] = paid.get(sub, 0) + rest
    return paid


def gain(game: "Game", seat: int, resource: str, amount: int) -> tuple[int, int]:
    """Add up to ``amount`` of ``resource``, capped at 9 (000, Collect Resources).

    Returns (gained, lost to the cap).
    """
    have = game.state.players[seat].resources
    got = max(0, min(amount, RESOURCE_CAP - have[resource]))
    have[resource] += got
    return got, amount - got


def build_cost(game: "Game", seat: int) -> int | None:
    """Ore to build the next tower level, or None at level 6.

    Level n costs n ore (000, Build); less ``build_discount`` (Dwarves 3); plus every other
    player's ``opponent_build_surcharge`` whose tower stands at that level (Dwarves 1). Never below 0.
    """
    level = game.state.players[seat].tower + 1
    if level > MAX_TOWER:
        return None
    levels = game.abilities
    cost = game.catalog.tower[level - 1].cost - levels(seat).totals.get("build_discount", 0)
    for other, p in enumerate(game.state.players):
        if other != seat and p.tower == level:
            cost += levels(other).totals.get("opponent_build_surcharge", 0)
    return max(0, cost)


def research_cost(game: "Game", seat: int) -> int | None:
    """Mana to learn the next magic level (level n costs n, 000 Research), or None at level 5."""
    level = game.state.players[seat].magic + 1
    if level > MAX_MAGIC:
        return None
    return max(0, level - _total(game, seat, "research_discount"))


def expand_regions(game: "Game", seat: int) -> list[str]:
    """Regions where ``seat`` has a solitary meeple (the only meeple there): where it may expand."""
    regions = game.state.regions
    return [rid for rid in game.occupied(seat) if len(regions[rid]) == 1]


def expand_cost(game: "Game", seat: int) -> int | None:
    """Food to add a meeple: the number of meeples in play after it (000, Expand), less
    ``expand_discount``; None when all seven are in play."""
    after = game.in_play(seat) + 1
    if after > MAX_MEEPLES:
        return None
    return max(0, after - _total(game, seat, "expand_discount"))


def retreat_cost(game: "Game", seat: int) -> int:
    """Food to retreat: the meeples ``seat`` has in play now (000, Retreat), less ``retreat_discount``."""
    return max(0, game.in_play(seat) - _total(game, seat, "retreat_discount"))


def trade_bonus(game: "Game", seat: int) -> int:
    """Extra resources a trade gains (``trade_bonus``, Humans 2)."""
    return _total(game, seat, "trade_bonus")


def second_trade_type(game: "Game", seat: int, give: str, get: str) -> str | None:
    """With ``trade_two_types`` (Elves 1) into ``get``: the other type that may also be given."""
    for e in _eff(game, seat, "trade_two_types"):
        if e.get("into") == get:
            others = [r for r in RESOURCES if r not in (give, get)]
            return others[0] if others else None
    return None


def trade_max(game: "Game", seat: int, give: str, get: str, already: int = 0) -> int:
    """Most of ``give`` that may be traded into ``get``: what the player has, and no more than
    brings ``get`` to 9 with the trade bonus (rulings.md: a trade past 9 is refused)."""
    have = game.state.players[seat].resources
    room = RESOURCE_CAP - have[get] - already - trade_bonus(game, seat)
    return max(0, min(have[give], room))


def can_trade(game: "Game", seat: int) -> bool:
    """True when some trade of at least one resource is possible (see :func:`trade_max`): some
    resource is held and another has room below 9 after the trade bonus."""
    have = game.state.players[seat].resources
    top = RESOURCE_CAP - game.abilities(seat).totals.get("trade_bonus", 0)
    held = [r for r in RESOURCES if have[r] > 0]
    if not held:
        return False
    if len(held) > 1:  # two held resources: a trade fits unless every resource is at the top
        return any(have[t] < top for t in RESOURCES)
    return any(have[t] < top for t in RESOURCES if t != held[0])


def substitutes_for(game: "Game", seat: int, action: str) -> tuple[str, ...]:
    """Actions ``seat`` may take instead of ``action`` (``action_substitute``: Humans 1, Dwarves 4)."""
    return game.abilities(seat).substitutes.get(action, ())


def collect_plan(game: "Game", seat: int) -> tuple[dict[str, int], int, list[str]]:
    """What ``seat`` collects now: (fixed gains by resource, free choices, reasons for the choices).

    One resource per occupied region by type (forest mana, mountain ore, plains food; capital
    none); a searching meeple in ruins gives one of the player's choice, a standing one nothing;
    a camp token adds one of the region's type; a player with exactly one meeple in play gains
    one more of their choice (000, Collect Resources, Ruins, exploration tokens: Camp);
    ``collect_bonus`` effects (Humans 4: food when next to water). With a ruleset that collects
    from ruins, each ruins region occupied gives one of the player's choice (002, Ruins).
    """
    fixed = {"mana": 0, "ore": 0, "food": 0}
    reasons: list[str] = []
    occupied = []
    revealed = game.state.revealed
    regions = game.state.regions
    region_of = game.region
    any_ruins = game.rules.ruins_collect
    resource_of = REGION_RESOURCE.get
    for rid in game.occupied(seat):
        region = region_of(rid)
        occupied.append(region)
        kind = region.type
        res = resource_of(kind)  # forest mana, mountain ore, plains food
        if res:
            fixed[res] += 2 if revealed and revealed.get(rid) == "camp" else 1
        elif kind == "ruins" and (any_ruins or any(m.owner == seat and m.searching for m in regions[rid])):
            reasons.append("ruins:" + rid)
    for e in game.abilities(seat).by_kind.get("collect_bonus", ()):
        cond = e.get("condition", "always")
        if (
            cond == "always"
            or (cond == "next_to_water" and any(r.next_to_water for r in occupied))
            or (cond == "occupies_type" and any(r.type == e.get("region_type") for r in occupied))
        ):
            fixed[e.text("resource")] += e.number("amount", 1)
    if game._count.get(seat, 0) == 1:
        reasons.append("last_meeple")
    return fixed, len(reasons), reasons


def can_take(game: "Game", seat: int, action: str) -> bool:
    """True when ``seat`` can legally take ``action`` now (rulings.md: otherwise they are offered
    only collect, or nothing for the active player)."""
    if action == "patrol":
        return movement.can_move(game, seat, "patrol") or bool(movement.standable(game, seat))
    if action == "quest":
        return movement.can_move(game, seat, "quest")
    if action == "build":
        cost = build_cost(game, seat)
        return cost is not None and can_pay(game, seat, "ore", cost)
    if action == "research":
        level = game.state.players[seat].magic + 1
        if level > MAX_MAGIC:
            return False
        return can_pay(game, seat, "mana", max(0, level - game.abilities(seat).totals.get("research_discount", 0)))
    if action == "expand":
        after = game._count.get(seat, 0) + 1
        if after > MAX_MEEPLES:
            return False
        regions = game.state.regions
        for rid in game.occupied(seat):
            if len(regions[rid]) == 1:
                break
        else:
            return False  # no solitary meeple (expand_regions)
        return can_pay(game, seat, "food", max(0, after - game.abilities(seat).totals.get("expand_discount", 0)))
    if action == "trade":
        return can_trade(game, seat)
    return False


def _have(game: "Game", seat: int, resource: str) -> str:
    have = game.state.players[seat].resources
    sub = substitute(game, seat)
    if sub and sub != resource:
        return f"you have {have[resource]} {resource} and {have[sub]} {sub} to use for it"
    return f"you have {have[resource]}"


def refusal_take(game: "Game", seat: int, action: str) -> str | None:
    """Why ``seat`` cannot take ``action`` now, naming the rule (cost and what they have, the top
    level, the last meeple, a trade past 9), or None when they can (see :func:`can_take`)."""
    if can_take(game, seat, action):
        return None
    pl = game.state.players[seat]
    if action == "build":
        cost = build_cost(game, seat)
        if cost is None:
            return f"Your tower is complete at level {MAX_TOWER}."
        return f"Tower level {pl.tower + 1} costs {cost} ore; {_have(game, seat, 'ore')}."
    if action == "research":
        cost = research_cost(game, seat)
        if cost is None:
            return f"Your magic is at level {MAX_MAGIC}, the top."
        return f"Magic level {pl.magic + 1} costs {cost} mana; {_have(game, seat, 'mana')}."
    if action == "expand":
        cost = expand_cost(game, seat)
        if cost is None:
            return f"All {MAX_MEEPLES} of your meeples are in play."
        if not expand_regions(game, seat):
            return "Expand needs a region where your meeple stands alone; none of yours does."
        return f"Meeple {game.in_play(seat) + 1} costs {cost} food; {_have(game, seat, 'food')}."
    if action == "trade":
        if not any(pl.resources.values()):
            return "You have no resources to trade."
        return f"Every trade would pass {RESOURCE_CAP}: no resource may go above {RESOURCE_CAP}."
    if action in ("patrol", "quest"):
        return movement.refusal_origins(game, seat, action)
    return None
