"""War: secret war dice, the reveal, resolving, alliances, losses, retreat and the free last meeple.

Source: 000_de41987be7abf7aa.txt, War (Set, Reveal, Resolve, the Brittany and Mike example),
Alliance, Breaking Alliances, Retreat; Playing with 2 Players (neutral meeples, no alliances);
exploration tokens (fort, crown, dragon's lair, church); rulings.md, War. War arithmetic (rates,
bonuses, payments, the winner) is :mod:`tek_access.games.tek.rules.war`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import Choice, choice_of
from tek_access.games.tek.rules import abilities, tables
from tek_access.games.tek.rules import war as arith
from tek_access.games.tek.rules.decisions import ASK, Handler, handler, step, tokens
from tek_access.games.tek.rules.decisions.movement import arrive, leave, move_gain
from tek_access.games.tek.rules.model import NEUTRAL, RESOURCES, Bid, DecisionKind, Task, War, payment_of

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.factions import Faction
    from tek_access.games.tek.rules.game import Game


def start_war(game: "Game", attacker: int, defender: int, region: str, origin: str, allied: bool,
              fort: int) -> None:
    """A meeple moved into another player's meeple: war (000, War). Against a grey neutral meeple
    only the attacker sets a die, of at least the neutral meeples in play (000, Playing with 2
    Players), unless the ruleset has the other player defend it with their own resources (001,
    War and Peace). Against the solo dummy its war die is its war cost, set at once and told to
    the table (002, Dummy Player Actions: War)."""
    if defender == NEUTRAL:
        proxy = tables.neutral_defender(game, attacker)
        if proxy is not None:
            w = War(attacker, proxy, region, origin, False, fort=fort, neutral=True)
            game.state.war = w
            game.emit("war_declared", attacker=attacker, defender=NEUTRAL, region=region, allied=False, min=0,
                      defended_by=proxy)
            game.push(Task(DecisionKind.WAR_DIE, attacker), Task(DecisionKind.WAR_DIE, proxy),
                      Task("reveal", attacker))
            return
    w = War(attacker, defender, region, origin, allied, fort=fort)
    game.state.war = w
    dummy = game.dummy
    if dummy is not None and dummy in (attacker, defender):
        from tek_access.games.tek.rules.decisions import solo

        bid = w.bids[dummy] = solo.dummy_bid(game)
        game.emit("war_declared", attacker=attacker, defender=defender, region=region, allied=allied, min=0)
        game.emit("dummy_war_cost", player=dummy, value=bid.value, meeples=game.in_play(dummy), side=solo.side(game))
        game.push(Task(DecisionKind.WAR_DIE, defender if dummy == attacker else attacker), Task("reveal", attacker))
        return
    if defender == NEUTRAL:
        w.min = tables.neutral_in_play(game)
        w.bids[NEUTRAL] = Bid(0, (0, 0, 0))
    game.emit("war_declared", attacker=attacker, defender=defender, region=region, allied=allied, min=w.min)
    if defender == NEUTRAL:
        game.push(Task(DecisionKind.WAR_DIE, attacker, min=w.min), Task("war_resolve", attacker))
        return
    game.push(Task(DecisionKind.WAR_DIE, attacker), Task(DecisionKind.WAR_DIE, defender), Task("reveal", attacker))


def war_rates(game: "Game", p: int) -> dict[str, int]:
    """War value of each resource for ``p`` in the war being fought (000, War: Resolve; abilities)."""
    w = game.state.war
    assert w is not None, "war values asked with no war under way"
    foe = w.foe(p)
    pl = game.state.players[p]
    if foe == NEUTRAL:
        return arith.rates(game.faction(p), pl.magic, None, 0)
    return arith.rates(game.faction(p), pl.magic, game.faction(foe), game.state.players[foe].magic)


def war_cap(game: "Game") -> int:
    """Most war points resources give in one war: the ruleset's cap (001, War and Peace: 9), else none."""
    return game.rules.war_resource_cap or arith.NO_CAP


def die_choices(game: "Game", p: int, need: int = 0) -> list[Choice]:
    """The white flag and each affordable war die value with its cheapest payment (only values of
    at least ``need`` against a neutral meeple, and no flag then).

    The list depends only on the two factions and magic levels, the side, the fort, the ruleset's
    cap and the resources held, so it is worked out once for each of those and shared."""
    state = game.state
    w = state.war
    assert w is not None, "a war decision with no war under way"
    pl = state.players[p]
    attacking = p == w.attacker
    foe = w.defender if attacking else w.attacker
    own = game._factions[p]
    fort = tokens.fort_bonus(game, p, attacking)
    have = pl.resources
    if foe == NEUTRAL:
        other, other_magic = None, 0
    else:
        other, other_magic = game._factions[foe], state.players[foe].magic
    key = (id(own), pl.magic, id(other), other_magic, attacking, fort, game.rules.war_resource_cap,
           have["mana"], have["ore"], have["food"], need)
    cached = _DIE_CHOICES.get(key)
    if cached is not None and cached[0] is own and cached[1] is other:
        return cached[2]
    bids = arith.bid_table(have, own, pl.magic, war_rates(game, p), attacking, fort, war_cap(game))
    menu = _BID_MENUS.get((id(bids), need))  # the bid tables are shared too: one menu each
    if menu is None or menu[0] is not bids:
        options = [Choice("bid", v, pay) for v, pay in bids.items() if v >= need]
        menu = _BID_MENUS[(id(bids), need)] = (bids, options if need else [choice_of("flag")] + options)
    if len(_DIE_CHOICES) > 65536:
        _DIE_CHOICES.clear()
        _BID_MENUS.clear()
    _DIE_CHOICES[key] = (own, other, menu[1])  # shared: choices are read, never changed
    return menu[1]


_DIE_CHOICES: dict[tuple[object, ...], tuple["Faction", "Faction | None", list[Choice]]] = {}
_BID_MENUS: dict[tuple[int, int], tuple[dict[int, arith.Payment], list[Choice]]] = {}


class WarDie(Handler):
    """Set your war die in secret with the payment for it: the white flag, or a war cost you can
    pay (000, War: Set; rulings.md: payment chosen with the bid, the cheapest by default,
    overpaying only when no exact payment exists)."""

    kind = DecisionKind.WAR_DIE
    source = "000, War: Set; rulings.md, War"
    secret = True

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        return die_choices(game, task.seat, task.min)

    def check(self, game: "Game", task: Task, choice: Choice) -> str | None:
        if choice.kind == "flag":
            return None if choice in game._options() else "Against the Lost Kingdom there is no white flag."
        if choice.kind != "bid":
            return "Set a war die, or the white flag."
        value = choice.target
        if not _is_count(value) or not 1 <= value <= arith.MAX_WAR_DIE:
            return f"A war die shows 1 to {arith.MAX_WAR_DIE}, or the white flag."
        if value < task.min:
            return f"Against the Lost Kingdom the war cost must be at least {task.min}."
        if choice.payment is None:
            if any(c.kind == "bid" and c.target == value for c in game._options()):
                return None
            return f"You cannot afford a war die of {value}."
        if choice in game._options():
            return None  # a listed value with its default payment (die_choices): legal as it stands
        pay = choice.payment
        if not (isinstance(pay, (tuple, list)) and len(pay) == 3 and all(_is_count(n) for n in pay)):
            return "Say the payment in mana, ore and food, for example: war 5 with 2 mana 1 ore."
        p = task.seat
        w = game.state.war
        assert w is not None, "a war die set with no war under way"
        attacking = p == w.attacker
        pl, rate, extra = game.state.players[p], war_rates(game, p), tokens.fort_bonus(game, p, attacking)
        reason = arith.check_bid(value, payment_of(pay), pl.resources, game.faction(p), pl.magic, rate, attacking,
                                 extra, war_cap(game))
        if reason is None:
            reason = _overpaid(game, p, value, payment_of(pay), rate, attacking, extra)
        return reason

    def normalise(self, game: "Game", task: Task, choice: Choice) -> Choice:
        if choice.payment is None:
            return next(c for c in game._options() if c.kind == "bid" and c.target == choice.target)
        return Choice("bid", int(choice.target), payment_of(choice.payment))

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        p = task.seat
        if choice.kind == "flag":
            value, pay = 0, (0, 0, 0)
        else:
            assert choice.payment is not None, "a war die applied before it was normalised"
            value, pay = int(choice.target), payment_of(choice.payment)
        w = game.state.war
        assert w is not None, "a war die set with no war under way"
        w.bids[p] = Bid(value, pay)
        game.emit("war_die_set", player=p)
        game.emit("war_die_chosen", private_to=p, player=p, value=value, payment=list(pay))


def _overpaid(game: "Game", p: int, value: int, pay: tuple[int, int, int], rate: dict[str, int],
              attacking: bool, extra: int) -> str | None:
    """Overpayment is allowed only when no exact payment exists (rulings.md, War): a reason
    naming the exact default payment, or None."""
    pl = game.state.players[p]
    own = game.faction(p)
    cap = war_cap(game)
    if arith.cover(pay, rate, arith.bonus(own, pl.magic, pay, attacking) + extra, cap) <= value:
        return None
    default = arith.bid_table(pl.resources, own, pl.magic, rate, attacking, extra, cap).get(value)
    if default is not None and arith.cover(default, rate, arith.bonus(own, pl.magic, default, attacking) + extra,
                                           cap) == value:
        exact = ", ".join(f"{n} {r}" for r, n in zip(RESOURCES, default) if n)
        return f"That pays more than {value}; an exact payment exists: {exact or 'nothing'}."
    return None


def _is_count(value: object) -> bool:
    """True for a plain int (not a bool): what war die values and payments must be."""
    return isinstance(value, int) and not isinstance(value, bool)


@step("reveal")
def reveal(game: "Game", task: Task) -> None:
    """Both war dice are revealed at once (000, War: Reveal); then post-reveal boosts."""
    w = game.state.war
    assert w is not None, "war dice revealed with no war under way"
    a, d = w.attacker, w.defender
    for seat in (a, d):
        if w.bids[seat].value is None:  # a seat's view simulating ahead: draw the hidden die
            if seat == game.dummy:  # the dummy's war cost is public (002, War)
                from tek_access.games.tek.rules.decisions import solo

                w.bids[seat] = solo.dummy_bid(game)
                continue
            from tek_access.games.tek.rules.infoset import draw_bid

            w.bids[seat] = draw_bid(game, seat)
    w.revealed = True
    ba, bd = w.bids[a], w.bids[d]
    assert ba.payment is not None and bd.payment is not None, "war dice revealed with a payment still hidden"
    game.emit("war_revealed", attacker=a, defender=d, attacker_value=ba.value, defender_value=bd.value,
              attacker_payment=list(ba.payment), defender_payment=list(bd.payment), region=w.region)
    game.push(*(Task(DecisionKind.BOOST, seat) for seat in (a, d) if _can_boost(game, seat)),
              Task("war_resolve", a))


def _can_boost(game: "Game", seat: int) -> bool:
    """``post_reveal_boost`` (Humans 5): after the reveal, one more resource of a type for a bonus."""
    if seat == NEUTRAL or seat == game.dummy:
        return False
    w = game.state.war
    assert w is not None, "a war die read with no war under way"
    bid = w.bids[seat]
    if bid.value == 0:
        return False
    assert bid.payment is not None, "a boost weighed with the payment hidden"
    pl = game.state.players[seat]
    for e in abilities.effects_of(game.faction(seat), pl.magic, "post_reveal_boost"):
        res = e.text("resource")
        if pl.resources[res] - bid.payment[RESOURCES.index(res)] >= 1:
            return True
    return False


class Boost(Handler):
    """After the reveal, spend one more resource for a higher total (faction ability
    ``post_reveal_boost``; 000, War: Reveal)."""

    kind = DecisionKind.BOOST
    source = "000, War: Reveal; faction ability post_reveal_boost"
    single = ASK

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        return [choice_of("boost"), choice_of("no_boost")]

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        if choice.kind != "boost":
            return
        p = task.seat
        pl = game.state.players[p]
        e = abilities.effects_of(game.faction(p), pl.magic, "post_reveal_boost")[0]
        w = game.state.war
        assert w is not None, "a war boost with no war under way"
        bid = w.bids[p]
        assert bid.payment is not None, "a boost with the payment hidden"
        pay = list(bid.payment)
        pay[RESOURCES.index(e.text("resource"))] += 1
        bid.payment = payment_of(pay)
        bid.boost += e.number("bonus")
        bid.boost_units += 1
        game.emit("war_boosted", player=p, resource=e.get("resource"), bonus=e.number("bonus"), total=bid.total)


@step("war_resolve")
def war_resolve(game: "Game", task: Task) -> None:
    """000, War: Resolve (both pay; the higher total wins, ties to the defender); Alliance (two
    white flags share the region); Breaking Alliances; Playing with 2 Players (neutral meeples are
    captured, no alliances: two white flags, the defender wins); exploration tokens (crown,
    dragon's lair)."""
    s = game.state
    w = s.war
    assert w is not None, "a war step with no war under way"
    a, d, region = w.attacker, w.defender, w.region
    ba, bd = w.bids[a], w.bids[d]
    for seat, bid in ((a, ba), (d, bd)):
        assert bid.payment is not None, "a war resolved with a payment still hidden"
        if seat != NEUTRAL and any(bid.payment):
            have = s.players[seat].resources
            for res, n in zip(RESOURCES, bid.payment):
                have[res] -= n
            game.emit("war_paid", player=seat, paid=dict(zip(RESOURCES, bid.payment)))
    total_a, total_d = ba.total, bd.total
    if w.neutral:
        _resolve_neutral_defended(game, w, total_a, total_d)
        return
    if w.allied and game.rules.alliance_remove:
        _remove_cohabitants(game, w)
    if d == NEUTRAL:
        leave(game, NEUTRAL, region)
        game.emit("war_won", winner=a, loser=NEUTRAL, region=region, attacker=a, defender=d,
                  attacker_total=total_a, defender_total=0, tie=False)
        if game.rules.captives:
            s.players[a].captives += 1
            game.emit("captured", player=a, region=region, captives=s.players[a].captives)
        arrive_after_war(game, a, region)
        game.push(Task("war_end", a))
        return
    both_flags = total_a == 0 and total_d == 0
    if both_flags and tables.alliances_allowed(game):
        if game.knocks_over(region):
            game.emit("searching", player=a, region=region)
        game.emit("alliance_formed", players=[a, d], region=region, renewed=w.allied)
        move_gain(game, a, region)  # the meeple is already there: no token
        game.push(Task("war_end", a))
        return
    if both_flags:
        attacker_wins = False  # 2 players: two white flags, the defender wins (000, Playing with 2 Players)
    else:
        if game.dummy is not None and game.dummy in (a, d):
            ties = a != game.dummy  # 002, War: you win paying "equal to or higher than" the dummy's cost
        else:
            ties = abilities.has(game.faction(a), s.players[a].magic, "win_ties")
        attacker_wins = arith.winner_is_attacker(total_a, total_d, ties)
    winner, loser = (a, d) if attacker_wins else (d, a)
    if game.dummy is not None:
        game.emit("war_won", winner=winner, loser=loser, region=region, attacker=a, defender=d,
                  attacker_total=total_a, defender_total=total_d, tie=total_a == total_d, solo=True)
    else:
        game.emit("war_won", winner=winner, loser=loser, region=region, attacker=a, defender=d,
                  attacker_total=total_a, defender_total=total_d, tie=total_a == total_d)
    w.winner, w.loser = winner, loser
    tokens.crown_transfer(game, winner, loser)
    follow = [Task("war_losses", loser), Task("war_end", a)]
    if tokens.dragon_possible(game, winner, loser):
        follow.insert(0, Task(DecisionKind.DRAGON, winner))
    game.push(*follow)


def _resolve_neutral_defended(game: "Game", w: War, total_a: int, total_d: int) -> None:
    """001, War and Peace, 2 players: the other player defended the grey meeple with their own
    resources "as if it were their own Population token". The higher total wins, ties to the
    defender (two white flags too: no alliances with 2 players). The attacker who wins removes
    the grey meeple (captured only where the ruleset scores captives) and holds the region; one
    who loses retreats or loses the meeple (000, Retreat)."""
    a, d, region = w.attacker, w.defender, w.region
    ties = abilities.has(game.faction(a), game.state.players[a].magic, "win_ties")
    attacker_wins = bool(total_a or total_d) and arith.winner_is_attacker(total_a, total_d, ties)
    winner, loser = (a, d) if attacker_wins else (d, a)
    w.winner, w.loser = winner, loser
    game.emit("war_won", winner=winner, loser=loser, region=region, attacker=a, defender=d,
              attacker_total=total_a, defender_total=total_d, tie=total_a == total_d, neutral=True)
    if attacker_wins:
        leave(game, NEUTRAL, region)
        game.emit("neutral_removed", player=a, region=region)
        if game.rules.captives:
            game.state.players[a].captives += 1
            game.emit("captured", player=a, region=region, captives=game.state.players[a].captives)
        arrive_after_war(game, a, region)
        game.push(Task("war_end", a))
        return
    game.push(Task(DecisionKind.RETREAT, a, region=region), Task("war_end", a))


def _remove_cohabitants(game: "Game", w: War) -> None:
    """001, War and Peace: "Should players in an Alliance have another War, whomever does not choose
    Peace must remove all Population tokens cohabiting with the other player and resolve the war as
    normal. If both players choose to bid War Points they both must remove" them. Removed meeples
    return to the supply; the war region itself is then fought over as normal."""
    s = game.state
    a, d, region = w.attacker, w.defender, w.region
    if w.bids[a].total or w.bids[d].total:
        w.broken = True
    for seat in (a, d):
        if w.bids[seat].total == 0:
            continue  # chose peace
        other = d if seat == a else a
        shared = [rid for rid, occ in s.regions.items()
                  if rid != region and {m.owner for m in occ} == {seat, other}]
        for rid in sorted(shared, key=game.region_order):
            leave(game, seat, rid)
            game.emit("meeple_lost", player=seat, region=rid)


def arrive_after_war(game: "Game", p: int, region: str) -> None:
    """The winner's meeple ``p`` arrives in the war ``region`` (searching a face-down token there first)."""
    if game.knocks_over(region):
        game.emit("searching", player=p, region=region)
    arrive(game, p, region)


handler(WarDie)
handler(Boost)
