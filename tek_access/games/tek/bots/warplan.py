"""War sense for the normal bot: what to bid, when to show the white flag, when to boost.

Source: 000_de41987be7abf7aa.txt, War (Set, Reveal, Resolve, Alliance, Retreat); rulings.md, War.
The foe's war die is hidden, so the bot estimates the foe's affordable maximum from its public
resources (with the foe's rates and bonuses, and a post-reveal boost if it has one) and assumes the
foe bids anything from the white flag to that maximum, the maximum more often. Every option is
scored as expected VP: chance of winning times what winning gains, less the chance of losing
times what losing costs, less the resources paid.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import Choice
from tek_access.games.tek.bots.evaluate import opponents_vp, resource_value, turns_left
from tek_access.games.tek.bots.weights import Weights
from tek_access.games.tek.rules import abilities, economy, movement, war
from tek_access.games.tek.rules.model import NEUTRAL, RESOURCES, War

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.game import Game


def current_war(game: "Game") -> War:
    """The war under way; the war planning runs only at a war decision (AssertionError otherwise)."""
    w = game.state.war
    assert w is not None, "a war planned with no war under way"
    return w


def _sides(game: "Game", seat: int) -> tuple[int, bool]:
    w = current_war(game)
    attacking = seat == w.attacker
    return w.foe(seat), attacking


def wins_ties(game: "Game", seat: int) -> bool:
    """True when ``seat`` wins a tie in the current war (defender, unless the attacker has
    ``win_ties``, Orcs 1; 000, War: Reveal)."""
    foe, attacking = _sides(game, seat)
    attacker = seat if attacking else foe
    has_ties = attacker != NEUTRAL and abilities.has(game.faction(attacker), game.state.players[attacker].magic,
                                                     "win_ties")
    return has_ties if attacking else not has_ties


def _boost(game: "Game", seat: int, payment: tuple[int, int, int]) -> int:
    """War points a post-reveal boost could add for ``seat`` after paying ``payment`` (Orcs 4)."""
    if seat == NEUTRAL:
        return 0
    p = game.state.players[seat]
    for e in abilities.effects_of(game.faction(seat), p.magic, "post_reveal_boost"):
        resource = e.text("resource")
        if p.resources[resource] - payment[RESOURCES.index(resource)] >= 1:
            return e.number("bonus")
    return 0


def own_rates(game: "Game", seat: int) -> dict[str, int]:
    """War value of one of each resource for ``seat`` against its foe (war.rates)."""
    foe, _attacking = _sides(game, seat)
    me = game.state.players[seat]
    if foe == NEUTRAL:
        return war.rates(game.faction(seat), me.magic, None, 0)
    return war.rates(game.faction(seat), me.magic, game.faction(foe), game.state.players[foe].magic)


def foe_maximum(game: "Game", seat: int) -> int:
    """Highest total the foe of ``seat`` can reach in the current war, from public resources."""
    foe, attacking = _sides(game, seat)
    if foe == NEUTRAL:
        return 0
    fp = game.state.players[foe]
    rate = war.rates(game.faction(foe), fp.magic, game.faction(seat), game.state.players[seat].magic)
    bids = war.cheapest_bids(fp.resources, game.faction(foe), fp.magic, rate, not attacking)
    if not bids:
        return 0
    top = max(bids)
    return top + _boost(game, foe, bids[top])


#: foe_spread results by everything they depend on (pure arithmetic; see _spread_key).
_SPREADS: dict[tuple, tuple] = {}


def foe_spread(game: "Game", seat: int, w: Weights) -> list[tuple[int, float]]:
    """Estimated foe totals with their chances: 0 (white flag) to the maximum, the maximum weighted
    (more for an attacking foe: ``war_attacker_max_weight``).

    Remembered by what it depends on (both factions and magic levels, the foe's resources, the
    side, the weights); callers must not change the list."""
    foe, attacking = _sides(game, seat)
    key = None
    if foe != NEUTRAL:
        fp, me = game.state.players[foe], game.state.players[seat]
        r = fp.resources
        theirs, mine = game.faction(foe), game.faction(seat)
        # objects by id (hashing a faction is slow), kept in the entry so a reused id cannot match
        key = (id(theirs), fp.magic, r["mana"], r["ore"], r["food"], id(mine), me.magic, attacking, id(w))
        cached = _SPREADS.get(key)
        if cached is not None and cached[0] is theirs and cached[1] is mine and cached[2] is w:
            return cached[3]
    top = foe_maximum(game, seat)
    weight = w.war_foe_max_weight if attacking else w.war_attacker_max_weight
    even = (1 - weight) / (top + 1)
    spread = [(t, even + (weight if t == top else 0.0)) for t in range(top + 1)]
    if key is not None:
        if len(_SPREADS) > 4096:
            _SPREADS.clear()
        _SPREADS[key] = (theirs, mine, w, spread)
    return spread


def _lose_cost(game: "Game", seat: int, w: Weights) -> float:
    """VP lost when ``seat`` loses: its meeple, or the food of a retreat when it can retreat."""
    region = current_war(game).region
    cost = economy.retreat_cost(game, seat)
    if economy.can_pay(game, seat, "food", cost) and movement.retreat_destinations(game, seat, region):
        return min(w.war_meeple, cost * w.resource + 0.3)
    return w.war_meeple


def stakes(game: "Game", seat: int, w: Weights, others: list[int] | None = None) -> tuple[float, float]:
    """(VP gained by winning, VP lost by losing) for ``seat`` in the current war. ``others``: every
    other seat's VP in seat order (:func:`tek_access.games.tek.bots.evaluate.opponents_vp`), when the caller
    knows them."""
    foe, _attacking = _sides(game, seat)
    region = current_war(game).region
    gain = w.war_meeple * w.war_foe_loss
    if foe != NEUTRAL:
        if others is None:
            others = opponents_vp(game, seat)
        if others and others[foe if foe < seat else foe - 1] >= max(others):
            gain *= 1.5  # the foe leads: hurting it is worth more
    if game.region(region).type == "capital":
        gain += 1.0
    lose = _lose_cost(game, seat, w)
    if game.region(region).type == "capital":
        lose += 1.0
    if game.in_play(seat) <= 1:
        lose += 1.0  # the last meeple
    return gain, lose


def payments(game: "Game", seat: int, w: Weights, thorough: bool) -> dict[int, tuple[int, int, int]]:
    """War die value -> payment for ``seat``: the menu's cheapest, or (``thorough``) among every
    payment the engine accepts (``game.check``) the one that costs this player the least VP."""
    menu: dict[int, tuple[int, int, int]] = {}
    for c in game.choices():
        if c.kind == "bid":
            assert c.payment is not None, "a war die on the menu comes with its payment"
            menu[c.target] = c.payment
    if not thorough:
        return menu
    _foe, attacking = _sides(game, seat)
    p = game.state.players[seat]
    own = game.faction(seat)
    rate = own_rates(game, seat)
    have = p.resources
    held = [have[r] for r in RESOURCES]
    caps = [min(have[r], war.MAX_WAR_DIE) if rate[r] > 0 else 0 for r in RESOURCES]
    best: dict[int, tuple[float, tuple[int, int, int]]] = {}
    for m in range(caps[0] + 1):
        for o in range(caps[1] + 1):
            for f in range(caps[2] + 1):
                pay = (m, o, f)
                top = min(war.cover(pay, rate, war.bonus(own, p.magic, pay, attacking)), war.MAX_WAR_DIE)
                cost = None
                for value in range(top, 0, -1):
                    if game.check(Choice("bid", value, pay)) is not None:
                        break  # not minimal for this value, so not for any lower one either
                    if cost is None:
                        cost = resource_value(held, w) - resource_value([h - n for h, n in zip(held, pay)], w)
                    if value not in best or cost < best[value][0] - 1e-9:
                        best[value] = (cost, pay)
    out = dict(menu)
    out.update({value: pay for value, (_cost, pay) in best.items()})
    return out


def plan(game: "Game", seat: int, w: Weights, thorough: bool = True,
         known_stakes: tuple[float, float] | None = None) -> tuple[Choice, float]:
    """The best war die for ``seat`` now and its expected VP (see the module docstring).
    ``known_stakes``: :func:`stakes`, when the caller already worked them out."""
    foe, _attacking = _sides(game, seat)
    spread = foe_spread(game, seat, w)
    gain, lose = stakes(game, seat, w) if known_stakes is None else known_stakes
    ties = wins_ties(game, seat)
    endgame = turns_left(game, w) == 0
    have = [game.state.players[seat].resources[r] for r in RESOURCES]
    flag_chance = spread[0][1]
    alliance = w.war_alliance if game.config.players > 2 else -lose  # 000, Playing with 2 Players
    best = (Choice("flag"), flag_chance * alliance - (1 - flag_chance) * lose)
    # chance of beating the foe with a total of k: below[k] = P(foe total < k), added up in order
    below: list[float] = [0]
    for _t, p in spread:
        below.append(below[-1] + p)
    most = len(spread)
    kept = resource_value(have, w, endgame)
    for value, pay in sorted(payments(game, seat, w, thorough).items()):
        reach = value + _boost(game, seat, pay)
        chance = below[min(most, reach + 1 if ties else reach)]
        left = [h - n for h, n in zip(have, pay)]
        cost = kept - resource_value(left, w, endgame)
        ev = chance * gain - (1 - chance) * lose - cost
        if ev > best[1] + 1e-9:
            best = (Choice("bid", value, pay), ev)
    return best


def expected(game: "Game", seat: int, w: Weights, memo: dict | None = None,
             others: list[int] | None = None) -> float:
    """Expected VP of ``seat``'s best war die now with the menu's payments: ``plan(game, seat, w,
    thorough=False)[1]``, remembered in ``memo`` by what it depends on (both sides' factions,
    magic and resources, the side, the fort and least war cost, the stakes, the end, the table
    size), so that look-ahead lines reaching the same war work it out once. ``others``: as for
    :func:`stakes` (the normal bot passes the opponents' VP its evaluation remembers)."""
    if memo is None:
        return plan(game, seat, w, thorough=False)[1]
    war_ = current_war(game)
    foe, attacking = _sides(game, seat)
    gain, lose = stakes(game, seat, w, others)
    players = game.state.players
    me = players[seat]
    r = me.resources
    theirs = None
    if foe != NEUTRAL:
        fp = players[foe]
        fr = fp.resources
        theirs = (id(game.faction(foe)), fp.magic, fr["mana"], fr["ore"], fr["food"])
    key = (seat, id(game.faction(seat)), me.magic, r["mana"], r["ore"], r["food"], foe, theirs, attacking,
           war_.fort, war_.min, gain, lose, turns_left(game, w) == 0, game.config.players, id(w))
    value = memo.get(key)
    if value is None:
        value = plan(game, seat, w, thorough=False, known_stakes=(gain, lose))[1]
        memo[key] = value
    return value


def boost_flips(game: "Game", seat: int) -> bool:
    """True when ``seat``'s post-reveal boost turns a loss into a win now (Orcs 4; rulings.md, War)."""
    foe, _attacking = _sides(game, seat)
    bids = current_war(game).bids
    mine, theirs = bids[seat], bids[foe]
    if mine.value is None or theirs.value is None:
        return False
    p = game.state.players[seat]
    effects = abilities.effects_of(game.faction(seat), p.magic, "post_reveal_boost")
    if not effects:
        return False
    ours, foes = mine.total, theirs.total
    ties = wins_ties(game, seat)

    def won(a: int) -> bool:
        return a > foes or (a == foes and ties)

    return not won(ours) and won(ours + effects[0].number("bonus"))
