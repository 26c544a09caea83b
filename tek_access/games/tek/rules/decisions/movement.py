"""Patrol, quest and expand: which meeple, where to, and what arriving does.

Source: 000_de41987be7abf7aa.txt, Patrol, Quest, Expand, Movement Rules, Ruins, War (moving into
an occupied region starts a war), Alliance (leaving the last shared region ends it); rulings.md,
Turn and actions. Where a meeple may go is :mod:`tek_access.games.tek.rules.movement`; costs are
:mod:`tek_access.games.tek.rules.economy`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import CHOICES, Choice
from tek_access.games.tek.rules import economy, movement
from tek_access.games.tek.rules.decisions import SINGLE_ANSWERS_ITSELF, Handler, handler, tokens
from tek_access.games.tek.rules.model import NEUTRAL, DecisionKind, Task

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.game import Game


class MoveFrom(Handler):
    """Which meeple patrols or quests: a standing meeple with somewhere to go; a patrol may instead
    stand up a searching meeple in the ruins (000, Patrol, Quest, Ruins)."""

    kind = DecisionKind.MOVE_FROM
    source = "000, Patrol; Quest; Ruins"

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        p, mode = task.seat, task.mode
        assert mode is not None, "a move with no mode"
        out = [CHOICES["meeple"][rid] for rid in movement.movable_origins(game, p, mode)]
        if mode == "patrol":
            out += [CHOICES["stand"][rid] for rid in movement.standable(game, p)]
        return out

    def check(self, game: "Game", task: Task, choice: Choice) -> str | None:
        if choice in game._options():
            return None
        if choice.kind == "meeple" and isinstance(choice.target, str) and game.on_board(choice.target):
            p, rid, name, mode = task.seat, choice.target, game.region(choice.target).name, task.mode
            assert mode is not None, "a move with no mode"
            if rid not in game.occupied(p):
                return f"You have no meeple in {name}."
            if not movement.destinations(game, p, rid, mode):
                if any(m.owner == p and m.searching for m in game.state.regions[rid]):
                    return f"Your meeple in {name} is searching the ruins and may not move; a patrol may stand it up."
                return f"Your meeple in {name} has nowhere to {mode}. " + \
                    movement.refusal_origins(game, p, mode).split(": ", 1)[-1]
        return super().check(game, task, choice)

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        p = task.seat
        if choice.kind == "stand":
            game.stand_up(p, choice.target)
            game.emit("stood_up", player=p, region=choice.target)
            return
        game.push(Task(DecisionKind.MOVE_TO, p, mode=task.mode, origin=choice.target))


class MoveTo(Handler):
    """Where the meeple goes; into another player's meeple it starts a war (000, Patrol, Quest,
    Movement Rules, War). A fort's -2 war cost is judged when the attack starts (rulings.md)."""

    kind = DecisionKind.MOVE_TO
    source = "000, Patrol; Quest; Movement Rules; War"
    single = SINGLE_ANSWERS_ITSELF

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        origin, mode = task.origin, task.mode
        assert origin is not None and mode is not None, "a move with no origin or mode"
        return [CHOICES["to"][rid] for rid in movement.destinations(game, task.seat, origin, mode)]

    def check(self, game: "Game", task: Task, choice: Choice) -> str | None:
        if choice in game._options():
            return None
        if choice.kind == "to" and isinstance(choice.target, str) and game.on_board(choice.target):
            origin, mode = task.origin, task.mode
            assert origin is not None and mode is not None, "a move with no origin or mode"
            why = movement.refusal_move(game, task.seat, origin, choice.target, mode)
            if why:
                return why
        return super().check(game, task, choice)

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        origin, mode = task.origin, task.mode
        assert origin is not None and mode is not None, "a move with no origin or mode"
        move(game, task.seat, mode, origin, choice.target)


def move(game: "Game", p: int, mode: str, origin: str, dest: str, by_compass: bool = False) -> None:
    """Move a meeple of ``p`` from ``origin`` to ``dest`` by ``mode``; into another player's meeple
    it starts a war (000, Patrol, Quest, Movement Rules, War). ``by_compass``: the solo dummy's move,
    already told by its compass line (002, Solo Play Rules)."""
    from tek_access.games.tek.rules.decisions.war import start_war

    fort = tokens.fort_bonus(game, p, True)  # a fort held when the attack starts (leaving it included)
    leave(game, p, origin, standing=True)
    foes = [m.owner for m in game.state.regions.get(dest, ()) if m.owner != p]
    allied = bool(foes) and game.allied(p, foes[0])
    region = game.region(dest)
    searching = not game.rules.ruins_collect and region.type == "ruins"  # game.knocks_over(dest)
    game.place(p, dest, searching)
    if by_compass:
        game.emit("moved", player=p, action=mode, origin=origin, region=dest, side=region.side, by_compass=True)
    else:
        game.emit("moved", player=p, action=mode, origin=origin, region=dest, side=region.side)
    if foes:
        start_war(game, p, foes[0], dest, origin, allied, fort)
        return
    if searching:
        game.emit("searching", player=p, region=dest)
    arrive(game, p, dest)


def leave(game: "Game", p: int, rid: str, standing: bool | None = None) -> None:
    """Lift a meeple of ``p`` off ``rid``. When it leaves the last region it shared with an ally,
    the alliance ends (000, War: Alliance); not in the region being fought over, nor for an
    alliance a war has just broken."""
    partner = game.lift(p, rid, standing)
    w = game.state.war
    at_war = w is not None and rid == w.region
    broken = w is not None and w.broken and {p, partner} == {w.attacker, w.defender}
    if partner is not None and partner != NEUTRAL and not at_war and not broken and not game.allied(p, partner):
        game.emit("alliance_ended", players=sorted([p, partner]))


def arrive(game: "Game", p: int, dest: str) -> None:
    """A meeple of ``p`` has arrived in ``dest`` by patrol, quest or a won war: :func:`move_gain`,
    then a face-down token there is revealed (000, exploration tokens)."""
    move_gain(game, p, dest)
    tokens.enter(game, p, dest)


def move_gain(game: "Game", p: int, dest: str) -> None:
    """``move_gain`` abilities of a meeple arriving in ``dest`` (Dwarves 2: patrol or quest into a
    mountain gains an ore; 000, faction cards)."""
    for e in game.abilities(p).by_kind.get("move_gain", ()):
        if game.region(dest).type == e.get("region_type"):
            got, _ = economy.gain(game, p, e.text("resource"), e.number("amount", 1))
            if got:
                game.emit("ability_gain", player=p, resource=e.get("resource"), amount=got, region=dest)


class ExpandWhere(Handler):
    """Expand: add a meeple from the supply to a region where you have a solitary meeple, paying
    food equal to your meeples in play after it (000, Expand)."""

    kind = DecisionKind.EXPAND_WHERE
    source = "000, Expand"
    single = SINGLE_ANSWERS_ITSELF

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        return [CHOICES["region"][rid] for rid in economy.expand_regions(game, task.seat)]

    def check(self, game: "Game", task: Task, choice: Choice) -> str | None:
        if choice in game._options():
            return None
        if choice.kind == "region" and isinstance(choice.target, str) and game.on_board(choice.target):
            name = game.region(choice.target).name
            if choice.target not in game.occupied(task.seat):
                return f"You have no meeple in {name}: expand adds a meeple beside one of your lone meeples."
            return f"Your meeple in {name} is not alone: expand adds a meeple beside a lone meeple."
        return super().check(game, task, choice)

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        p = task.seat
        cost = economy.expand_cost(game, p)
        assert cost is not None, "expand offered with no expand cost"
        paid = economy.pay(game, p, "food", cost)
        game.place(p, choice.target)
        game.emit("expanded", player=p, region=choice.target, cost=cost, paid=paid, in_play=game.in_play(p))


handler(MoveFrom)
handler(MoveTo)
handler(ExpandWhere)
