"""After a war: the loser's losses, the winner's arrival, the order of losses, retreat, the free last
meeple and the war's end.

Source: 000_de41987be7abf7aa.txt, War (Resolve: the loser returns the meeple; Retreat), Alliance and
Breaking Alliances (the shared regions), exploration tokens (fort, church); rulings.md, War. The war
itself (dice, reveal, boost, resolve) is :mod:`tek_access.games.tek.rules.decisions.war`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tek_access.core.kernel.engine import CHOICES, Choice, choice_of
from tek_access.games.tek.rules import economy, movement
from tek_access.games.tek.rules.decisions import SINGLE_ANSWERS_ITSELF, Handler, handler, step, tokens
from tek_access.games.tek.rules.decisions.movement import leave
from tek_access.games.tek.rules.decisions.war import arrive_after_war
from tek_access.games.tek.rules.model import DecisionKind, Task

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.game import Game


@step("war_losses")
def war_losses(game: "Game", task: Task) -> None:
    """The loser leaves the war region (and, when an alliance broke, every shared region), in the
    loser's order (000, War: Resolve; Breaking Alliances)."""
    s = game.state
    w = s.war
    assert w is not None, "a war step with no war under way"
    a, d, region = w.attacker, w.defender, w.region
    winner, loser = w.winner, w.loser
    assert winner is not None and loser is not None, "war losses before the war was resolved"
    losses = [region]
    if w.allied:
        shared = [rid for rid, occ in s.regions.items() if rid != region and {m.owner for m in occ} == {a, d}]
        w.broken = True
        game.emit("alliance_broken", players=[a, d], winner=winner, regions=shared)
        losses += sorted(shared, key=game.region_order)
    tail = [Task("free_check", loser)] if w.allied else []
    if len(losses) > 1:
        game.push(Task(DecisionKind.LOSS_ORDER, loser, regions=tuple(losses)), *tail, Task("war_winner", winner))
    elif loser == game.dummy:
        game.push(Task("dummy_retreat", loser, region=region), *tail, Task("war_winner", winner))
    else:
        game.push(Task(DecisionKind.RETREAT, loser, region=region, free=w.dragon), *tail, Task("war_winner", winner))


@step("war_winner")
def war_winner(game: "Game", task: Task) -> None:
    """An attacker who won now holds the region: ruins, faction gains, tokens (000, War: Resolve)."""
    w = game.state.war
    assert w is not None, "a war resolved with no war under way"
    if w.winner == w.attacker:
        arrive_after_war(game, w.attacker, w.region)


class LossOrder(Handler):
    """A broken alliance costs the loser every shared region: choose which to resolve first
    (000, Breaking Alliances)."""

    kind = DecisionKind.LOSS_ORDER
    source = "000, War: Breaking Alliances"
    single = SINGLE_ANSWERS_ITSELF

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        return [choice_of("region", rid) for rid in task.regions]

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        rest = tuple(r for r in task.regions if r != choice.target)
        w = game.state.war
        free = w is not None and w.dragon and choice.target == w.region
        game.push(Task(DecisionKind.RETREAT, task.seat, region=choice.target, free=free),
                  *([Task(DecisionKind.LOSS_ORDER, task.seat, regions=rest)] if rest else []))


class Retreat(Handler):
    """Retreat after a lost war: pay food equal to your meeples in play (this one included) and
    move to an adjacent region with room and no other player's meeple, or return the meeple to the
    supply (000, War: Retreat; rulings.md, War); free after a dragon's lair; or shelter in a church
    (000, exploration tokens). The cost is :func:`tek_access.games.tek.rules.economy.retreat_cost`."""

    kind = DecisionKind.RETREAT
    source = "000, War: Retreat; rulings.md, War"
    single = SINGLE_ANSWERS_ITSELF

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        p, region = task.seat, task.region
        assert region is not None, "a retreat with no region"
        if task.free:
            dests = movement.retreat_destinations(game, p, region)
            if dests:
                return [CHOICES["retreat"][rid] for rid in dests]
        out = []
        if economy.can_pay(game, p, "food", economy.retreat_cost(game, p)):
            out = [CHOICES["retreat"][rid] for rid in movement.retreat_destinations(game, p, region)]
        out += [choice_of("church", rid) for rid in tokens.churches_for(game, p)]
        return out + [choice_of("remove")]

    def check(self, game: "Game", task: Task, choice: Choice) -> str | None:
        if choice in game._options():
            return None
        if choice.kind == "retreat":
            why = self.why_not(game, task)
            if why:
                return why
            if isinstance(choice.target, str) and game.on_board(choice.target):
                assert task.region is not None, "a retreat with no region"
                return movement.refusal_retreat_to(game, task.seat, task.region, choice.target) \
                    or super().check(game, task, choice)
        return super().check(game, task, choice)

    def why_not(self, game: "Game", task: Task) -> str | None:
        """Why this meeple cannot retreat at all (no free neighbour, not enough food), or None."""
        assert task.region is not None, "a retreat with no region"
        if task.free and movement.retreat_destinations(game, task.seat, task.region):
            return None
        return movement.refusal_retreat(game, task.seat, task.region, economy.retreat_cost(game, task.seat))

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        p, region = task.seat, task.region
        assert region is not None, "a retreat with no region"
        cost = 0 if task.free else economy.retreat_cost(game, p)  # meeples in play now, this one included
        w = game.state.war
        options = self.choices(game, task)
        if w is not None and any(c.kind == "retreat" for c in options):
            w.could_retreat = True
        why: dict[str, Any] | None = None  # the event's data
        if choice.kind == "remove" and not any(c.kind == "retreat" for c in options):
            if not movement.retreat_destinations(game, p, region):
                why = {"why": "no_room"}
            else:
                why = {"why": "food", "cost": economy.retreat_cost(game, p),
                       "food": game.state.players[p].resources["food"]}
        leave(game, p, region)
        if choice.kind == "retreat":
            paid = economy.pay(game, p, "food", cost) if cost else {}
            game.place(p, choice.target)
            game.emit("retreated", player=p, origin=region, region=choice.target, cost=cost, paid=paid)
            tokens.enter(game, p, choice.target)
        elif choice.kind == "church":
            tokens.use_church(game, p, region, choice.target)
        else:
            game.emit("meeple_lost", player=p, region=region, **(why or {}))


@step("free_check")
def free_check(game: "Game", task: Task) -> None:
    """000, Breaking Alliances: a loser left with no meeple who could not retreat a single one
    keeps one for free in the nearest unoccupied region (rulings.md: nearest)."""
    w = game.state.war
    assert w is not None, "a retreat with no war under way"
    if game.in_play(task.seat) == 0 and not w.could_retreat:
        game.push(Task(DecisionKind.FREE_PLACEMENT, task.seat, origin=w.region))


class FreePlacement(Handler):
    """Place the free last meeple in the nearest unoccupied region (000, Breaking Alliances;
    rulings.md, War: nearest)."""

    kind = DecisionKind.FREE_PLACEMENT
    source = "000, War: Breaking Alliances; rulings.md, War"
    single = SINGLE_ANSWERS_ITSELF

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        assert task.origin is not None, "a free placement with no war region"
        return [choice_of("region", rid) for rid in movement.nearest_unoccupied(game, task.origin)]

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        p = task.seat
        game.place(p, choice.target)
        game.emit("free_placement", player=p, region=choice.target)
        tokens.enter(game, p, choice.target)


@step("war_end")
def war_end(game: "Game", task: Task) -> None:
    """The war is over (000, War: Resolve)."""
    game.state.war = None


handler(LossOrder)
handler(Retreat)
handler(FreePlacement)
