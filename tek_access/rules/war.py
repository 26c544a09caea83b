"""War arithmetic: rates, bonuses, affordable bids, the cheapest payment, the winner.

Source: 000_de41987be7abf7aa.txt, War (Set, Reveal, Resolve) and the Brittany and Mike example;
rulings.md, War (payment chosen with the bid; cheapest default payment; overpayment only when no
exact payment exists; rates as modified by abilities). Pure functions: no state is changed here.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.rules import abilities
from tek_access.rules.model import RESOURCES

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.rules.factions import Faction

MAX_WAR_DIE = 11
BASE_RATES: dict[str, int] = {"mana": 2, "ore": 1, "food": 0}

Payment = tuple[int, int, int]  # (mana, ore, food)


def rates(own: "Faction", own_magic: int, foe: "Faction | None", foe_magic: int) -> dict[str, int]:
    """War value of one of each resource for a player fighting ``foe`` (None: a neutral meeple).

    Base rates mana 2, ore 1, food 0 (000, War: Resolve); the player's ``resource_war_value``
    effects (Orcs 2: food 1) then the foe's ``opponent_resource_war_value`` (Elves 4: your mana 1).
    """
    out = dict(BASE_RATES)
    for e in abilities.effects_of(own, own_magic, "resource_war_value"):
        out[e.get("resource")] = int(e.get("value"))
    if foe is not None:
        for e in abilities.effects_of(foe, foe_magic, "opponent_resource_war_value"):
            out[e.get("resource")] = int(e.get("value"))
    return out


def bonus(own: "Faction", own_magic: int, payment: Payment, attacking: bool) -> int:
    """War bonus (war cost reduction) from ``war_bonus`` effects for a bid paid with ``payment``.

    Conditions: "always" (Orcs 3), "only_mana" (Elves 2: some mana and nothing else),
    "single_type" (Humans 3: at least one resource, all of one type), "attacking", "defending".
    """
    return _bonus(abilities.effects_of(own, own_magic, "war_bonus"), payment, attacking)


def _bonus(effects, payment: Payment, attacking: bool) -> int:
    total = 0
    kinds_paid = (payment[0] > 0) + (payment[1] > 0) + (payment[2] > 0)
    for e in effects:
        cond = e.get("condition", "always")
        ok = (
            cond == "always"
            or (cond == "only_mana" and payment[0] > 0 and kinds_paid == 1)
            or (cond == "single_type" and kinds_paid == 1)
            or (cond == "attacking" and attacking)
            or (cond == "defending" and not attacking)
        )
        if ok:
            total += int(e.get("amount", 0))
    return total


def cover(payment: Payment, rate: dict[str, int], war_bonus: int) -> int:
    """Highest war die value ``payment`` plus ``war_bonus`` pays for."""
    return payment[0] * rate["mana"] + payment[1] * rate["ore"] + payment[2] * rate["food"] + war_bonus


def check_bid(value: int, payment: Payment, have: dict[str, int], own: "Faction", own_magic: int,
              rate: dict[str, int], attacking: bool, extra: int = 0) -> str | None:
    """Return None when war die ``value`` paid by ``payment`` is legal, else a short reason.

    Legal: 1 <= value <= 11; payment within what the player has; payment plus bonus covers the
    value (000, War: Set); and no unit can be dropped from the payment while still covering it
    (rulings.md: overpayment only when no exact payment exists). ``extra``: war cost reduction
    from outside the faction (a fort token when attacking: 000, exploration tokens, Fort).
    """
    if not 1 <= value <= MAX_WAR_DIE:
        return f"A war die shows 1 to {MAX_WAR_DIE}, or the white flag."
    if any(n < 0 for n in payment):
        return "Payments cannot be negative."
    for res, n in zip(RESOURCES, payment):
        if n > have[res]:
            return f"You have only {have[res]} {res}."
    if cover(payment, rate, bonus(own, own_magic, payment, attacking) + extra) < value:
        return f"That payment does not cover a war cost of {value}."
    for i in range(3):
        if payment[i]:
            less = tuple(n - (1 if j == i else 0) for j, n in enumerate(payment))
            if cover(less, rate, bonus(own, own_magic, less, attacking) + extra) >= value:
                return f"That pays more than a war cost of {value} needs; drop a {RESOURCES[i]}."
    return None


def cheapest_bids(have: dict[str, int], own: "Faction", own_magic: int, rate: dict[str, int],
                  attacking: bool, extra: int = 0) -> dict[int, Payment]:
    """Map every affordable war die value 1..11 to its default payment.

    The default is the legal payment with the least total war value paid, then fewest mana
    (ore before mana), then fewest food (rulings.md, War).
    """
    return dict(bid_table(have, own, own_magic, rate, attacking, extra))


_BIDS_CACHE: dict[tuple, tuple] = {}


def best_value(have: dict[str, int], own: "Faction", own_magic: int, rate: dict[str, int],
               attacking: bool, extra: int = 0) -> int:
    """The highest affordable war die value (0 when none is): see :func:`cheapest_bids`."""
    bids = bid_table(have, own, own_magic, rate, attacking, extra)
    return max(bids) if bids else 0


def bid_table(have: dict[str, int], own: "Faction", own_magic: int, rate: dict[str, int],
              attacking: bool, extra: int = 0) -> dict[int, Payment]:
    """As :func:`cheapest_bids`, but the shared cached table: callers must not change it."""
    key = (have["mana"], have["ore"], have["food"], id(own), own_magic, rate["mana"], rate["ore"], rate["food"],
           attacking, extra)
    cached = _BIDS_CACHE.get(key)
    if cached is not None and cached[0] is own:
        return cached[1]
    result = _cheapest_bids(have, own, own_magic, rate, attacking, extra)
    if len(_BIDS_CACHE) > 4096:
        _BIDS_CACHE.clear()
    _BIDS_CACHE[key] = (own, result)
    return result


_TABLES: dict[tuple, tuple] = {}


def payment_table(own: "Faction", own_magic: int, rate: dict[str, int], attacking: bool,
                  extra: int) -> tuple[tuple[Payment, ...], ...]:
    """For one faction, magic level, rates, side and outside bonus: for each war die value 0..11
    (index), its minimal payments in default-preference order (least war value paid, then fewest
    mana, then fewest food; rulings.md, War). Computed once and cached; resources only filter it."""
    key = (id(own), own_magic, rate["mana"], rate["ore"], rate["food"], attacking, extra)
    cached = _TABLES.get(key)
    if cached is not None and cached[0] is own:
        return cached[1]
    effects = abilities.effects_of(own, own_magic, "war_bonus")
    m_rate, o_rate, f_rate = rate["mana"], rate["ore"], rate["food"]

    def worth(pay: Payment) -> int:
        return pay[0] * m_rate + pay[1] * o_rate + pay[2] * f_rate + _bonus(effects, pay, attacking) + extra

    caps = [0 if rate[res] <= 0 else -(-MAX_WAR_DIE // rate[res]) for res in RESOURCES]
    # a payment worth 11 or more after dropping its dearest unit is minimal for no value (bonuses >= 0)
    limit = MAX_WAR_DIE + max(m_rate, o_rate, f_rate)
    payments = sorted(
        ((raw, m, f), (m, o, f))
        for m in range(caps[0] + 1) for o in range(caps[1] + 1) for f in range(caps[2] + 1)
        if (raw := m * m_rate + o * o_rate + f * f_rate) < limit
    )
    by_value: list[list[Payment]] = [[] for _ in range(MAX_WAR_DIE + 1)]
    for _key, pay in payments:
        top = min(worth(pay), MAX_WAR_DIE)
        # minimal for a value when dropping any one unit no longer covers it (check_bid)
        floor = max((worth(tuple(n - (j == i) for j, n in enumerate(pay))) for i in range(3) if pay[i]), default=0)
        for value in range(top, max(floor, 0), -1):
            by_value[value].append(pay)
    result = tuple(tuple(pays) for pays in by_value)
    _TABLES[key] = (own, result)
    return result


def _cheapest_bids(have: dict[str, int], own: "Faction", own_magic: int, rate: dict[str, int],
                   attacking: bool, extra: int) -> dict[int, Payment]:
    m, o, f = have["mana"], have["ore"], have["food"]
    best: dict[int, Payment] = {}
    table = payment_table(own, own_magic, rate, attacking, extra)
    for value in range(1, MAX_WAR_DIE + 1):
        for pay in table[value]:
            if pay[0] <= m and pay[1] <= o and pay[2] <= f:
                best[value] = pay
                break
    return best


def winner_is_attacker(attack_total: int, defend_total: int, attacker_wins_ties: bool) -> bool:
    """True when the attacker wins: a higher total, or a tie with a ``win_ties`` ability (Orcs 1).

    Ties go to the defender otherwise (000, War: Reveal).
    """
    if attack_total != defend_total:
        return attack_total > defend_total
    return attacker_wins_ties
