"""The solo game: the dummy player and its compass card, as automatic steps.

Source: 002_80c4bb072699f43d.txt, Solo Play Rules (Game Setup, Turn Structure, The Compass Card,
Selecting an Army, Moving an Army, Dummy Player Actions, Solo End Game and Scoring). The dummy
never waits for a decision: its turns are steps driven by a d12 from the game's seeded generator
(or, on a seat's view, the view's own sampler; in tests a fixed list, ``Game.dice``). Where the
hand points is :mod:`tek_access.games.tek.rules.compass`; the compass card's faces are data
(``rulesets.toml`` [compass]). Your own decisions stay ordinary decision kinds.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tek_access.core.kernel.rng import Rng
from tek_access.games.tek.rules import compass, economy, movement
from tek_access.games.tek.rules.decisions import step
from tek_access.games.tek.rules.model import RESOURCES, Bid, Task
from tek_access.games.tek.rules.rulesets import compass_card

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.game import Game

SIDES = ("day", "night")


def roll_d12(game: "Game") -> int:
    """Roll the dummy's twelve-sided die (002, Turn Structure): a fixed test roll first, else the
    view's own sampler on a seat's view (which holds no generator state), else the game's generator."""
    if game.dice:
        return int(game.dice.pop(0))
    if game.viewer is not None or game.sampler is not None:
        if game.sampler is None:
            game.sampler = Rng(game.state.moves)
        return game.sampler.below(12) + 1
    rng = Rng(game.state.rng)
    n = rng.below(12) + 1
    game.state.rng = rng.state
    return n


def night(game: "Game") -> bool:
    """True when the compass card shows its night side."""
    return bool(game.state.compass and game.state.compass.get("night"))


def side(game: "Game") -> str:
    return "night" if night(game) else "day"


def _remember(game: "Game", **data: Any) -> None:
    """Keep the dummy's latest roll line and choice line for the ``compass`` query (public)."""
    c = dict(game.state.compass or {})
    if "roll" in data:
        c["roll"] = data["roll"]
    if data.get("rolled") is not None:
        c["last"] = [data["rolled"]]
    if data.get("chose") is not None:
        c["last"] = list(c.get("last", []))[:1] + [data["chose"]]
    game.state.compass = c


def _rolled(game: "Game", d: int, roll: int, action: str, face: int, purpose: str) -> None:
    data: dict[str, Any] = {"player": d, "roll": roll, "side": side(game), "action": action, "face": face,
                            "purpose": purpose, "shields_left": 5 - len(game.state.shields)}
    game.emit("dummy_rolled", **data)
    _remember(game, roll=roll, rolled=data)


def _chose(game: "Game", d: int, action: str, roll: int, region: str, hour: int, origin: str | None = None,
           army_hour: int | None = None) -> None:
    data: dict[str, Any] = {"player": d, "action": action, "roll": roll, "side": side(game), "region": region,
                            "hour": hour, "origin": origin, "army_hour": army_hour}
    game.emit("dummy_chose", **data)
    _remember(game, chose=data)


# ------------------------------------------------------------------ setup
@step("dummy_setup")
def dummy_setup(game: "Game", task: Task) -> None:
    """002, Solo Play Rules, Game Setup: the dummy's territory card (a side drawn from the seed,
    Ruling), one meeple on a forest and one on a mountain of it (Ruling: the forest and the
    mountain nearest the compass, its day choice), three of each resource plus the difficulty;
    the compass card between the cards, day side up."""
    d = task.seat
    s = game.state
    card = game.config.cards[d]
    sides = sorted(sd.id for sd in game.catalog.territories.values() if sd.card == card)
    rng = Rng(s.rng)
    home = rng.choice(sides)
    s.rng = rng.state
    s.players[d].home = home
    s.cards.append(home)
    game.refresh_board()
    game.emit("home_chosen", player=d, side=home)
    lay = compass.layout(game)
    usable = game.catalog.territories[home].usable
    placed = []
    for kind in ("forest", "mountain"):
        regions = [r.id for r in usable if r.type == kind]
        rid = min(regions, key=lambda r: (_distance(lay, r), lay.order[r]))
        game.place(d, rid)
        placed.append(rid)
    game.emit("dummy_placed", player=d, regions=placed)
    start = min(economy.RESOURCE_CAP, compass_card().start + game.config.difficulty)
    s.players[d].resources = {r: start for r in RESOURCES}
    game.emit("resources_set", player=d, **s.players[d].resources)
    s.compass = {"night": False, "roll": None, "last": []}


def _distance(lay: "compass.Layout", rid: str) -> float:
    cx, cy = lay.centres[rid]
    distance: float = ((cx - lay.compass[0]) ** 2 + (cy - lay.compass[1]) ** 2) ** 0.5  # float ** float is Any
    return distance


# ------------------------------------------------------------------ the compass card
def flip(game: "Game") -> None:
    """002, The Compass Card: each time the action card is cleared, flip the compass; from day to
    night the dummy gains one resource of each type."""
    assert game.dummy is not None, "the compass flipped outside a solo game"
    c = dict(game.state.compass or {})
    c["night"] = not c.get("night", False)
    game.state.compass = c
    gained = {}
    if c["night"]:
        for res in RESOURCES:
            got, _ = economy.gain(game, game.dummy, res, 1)
            if got:
                gained[res] = got
    game.emit("compass_flipped", player=game.dummy, side=side(game), gained=gained)


def war_cost(game: "Game") -> int:
    """002, Dummy Player Actions, War: twice the dummy's meeples in play by day, equal at night."""
    assert game.dummy is not None, "the dummy's war cost asked for outside a solo game"
    return compass_card().war_cost[side(game)] * game.in_play(game.dummy)


def dummy_bid(game: "Game") -> Bid:
    """The dummy's war die: its war cost, never paid (002, War: "The dummy player never pays for war")."""
    return Bid(war_cost(game), (0, 0, 0))


def choose_resources(game: "Game", p: int, reasons: list[str]) -> None:
    """The dummy's resource of choice when collecting (ruins, the last meeple): Ruling, the one it
    has fewest of, mana then ore then food on a tie (002 gives the dummy no choice rule)."""
    have = game.state.players[p].resources
    for reason in reasons:
        open_ = [r for r in RESOURCES if have[r] < economy.RESOURCE_CAP]
        if not open_:
            return
        res = min(open_, key=lambda r: (have[r], RESOURCES.index(r)))
        economy.gain(game, p, res, 1)
        region = reason[6:] if reason.startswith("ruins:") else None
        game.emit("resource_chosen", player=p, resource=res, reason=reason, region=region)


# ------------------------------------------------------------------ the dummy's turn
@step("dummy_turn")
def dummy_turn(game: "Game", task: Task) -> None:
    """002, Turn Structure: roll the d12; the matching number on the compass card selects the
    action, or the next open one clockwise."""
    d = task.seat
    s = game.state
    roll = roll_d12(game)
    faces = compass_card().face(night(game))
    face = roll
    for k in range(12):
        face = (roll - 1 + k) % 12 + 1
        if faces[face - 1] not in s.shields:
            break
    action = faces[face - 1]
    s.shields.append(action)
    s.selected = action
    _rolled(game, d, roll, action, face, "select")


@step("dummy_respond")
def dummy_respond(game: "Game", task: Task) -> None:
    """002, Turn Structure: the dummy takes the selected action if it can, else collects (even as
    the active player). Taking your action, it rolls once for its choices."""
    d = task.seat
    s = game.state
    action = s.selected
    if action is None or not can_take(game, d, action):
        game.emit("dummy_unable", player=d, action=action)
        from tek_access.games.tek.rules.decisions.turn import collect

        collect(game, d)
        return
    roll = (s.compass or {}).get("roll")
    if s.active != d:
        roll = None
        if action in ("patrol", "quest", "expand"):
            roll = roll_d12(game)
            _rolled(game, d, roll, action, roll, "follow")
    take(game, d, action, roll)


def _targets(game: "Game", d: int, origin: str, mode: str) -> list[str]:
    """002, Patrol and Quest: a dummy meeple will not move into a region holding one of its own
    meeples, but will move into an enemy's (the movement rules of 000 still apply)."""
    return [r for r in movement.destinations(game, d, origin, mode) if not game.meeples_in(d, r)]


def _armies(game: "Game", d: int, mode: str) -> list[str]:
    return [rid for rid in game.occupied(d) if movement._standing(game, d, rid) and _targets(game, d, rid, mode)]


def _open_near(game: "Game", d: int) -> list[str]:
    """002, Expand: open regions adjacent to one of the dummy's meeples."""
    regions = game.state.regions
    found = {n for rid in game.occupied(d) for n in game.region(rid).neighbours if not regions.get(n)}
    return sorted(found, key=game.region_order)


def can_take(game: "Game", d: int, action: str) -> bool:
    """Whether the dummy is able to take ``action`` (002, Dummy Player Actions)."""
    if action in ("patrol", "quest"):
        return bool(_armies(game, d, action))
    if action == "build":
        cost = economy.build_cost(game, d)
        return cost is not None and economy.can_pay(game, d, "ore", cost)
    if action == "research":
        cost = economy.research_cost(game, d)
        return cost is not None and economy.can_pay(game, d, "mana", cost)
    if action == "expand":
        cost = economy.expand_cost(game, d)
        return cost is not None and economy.can_pay(game, d, "food", cost) and bool(_open_near(game, d))
    if action == "trade":
        return any(v < economy.RESOURCE_CAP for v in game.state.players[d].resources.values())
    return False


def take(game: "Game", d: int, action: str, roll: int | None) -> None:
    """002, Dummy Player Actions: patrol and quest (army and region by the compass), build and
    research as usual, expand into an open adjacent region chosen by the compass, trade gains one
    of each resource."""
    from tek_access.games.tek.rules.decisions.movement import move
    from tek_access.games.tek.rules.decisions.turn import build, research

    lay = compass.layout(game) if roll is not None else None
    is_night = night(game)
    if action in ("patrol", "quest"):
        assert lay is not None and roll is not None, "the dummy moves by the compass only with a roll"
        origin, army_hour = compass.select(lay, roll, _armies(game, d, action), is_night)
        targets = _targets(game, d, origin, action)
        dest, hour = compass.select(lay, roll, targets, is_night, origin=origin if action == "patrol" else None)
        _chose(game, d, action, roll, dest, hour, origin, army_hour)
        move(game, d, action, origin, dest, by_compass=True)
    elif action == "build":
        build(game, d)
    elif action == "research":
        research(game, d)
    elif action == "expand":
        assert lay is not None and roll is not None, "the dummy expands by the compass only with a roll"
        dest, hour = compass.select(lay, roll, _open_near(game, d), is_night)
        _chose(game, d, action, roll, dest, hour)
        cost = economy.expand_cost(game, d)
        assert cost is not None, "the dummy expands with no expand cost"
        paid = economy.pay(game, d, "food", cost)
        game.place(d, dest)
        game.emit("expanded", player=d, region=dest, cost=cost, paid=paid, in_play=game.in_play(d))
    elif action == "trade":
        gained = {}
        for res in RESOURCES:
            got, _ = economy.gain(game, d, res, 1)
            if got:
                gained[res] = got
        game.emit("dummy_traded", player=d, gained=gained)


@step("dummy_retreat")
def dummy_retreat(game: "Game", task: Task) -> None:
    """002, War: "If they can retreat they will, and they must pay to retreat. Use the Compass to
    determine the direction the army retreats" (from the war region, as for a patrol); otherwise
    the meeple returns to the supply (000, Retreat). The roll is the one of the dummy's own move,
    or a new one when you attacked it."""
    from tek_access.games.tek.rules.decisions.movement import leave

    d, region = task.seat, task.region
    assert region is not None, "a dummy retreat with no region"
    cost = economy.retreat_cost(game, d)
    dests = movement.retreat_destinations(game, d, region)
    if not dests or not economy.can_pay(game, d, "food", cost):
        leave(game, d, region)
        game.emit("meeple_lost", player=d, region=region)
        return
    w = game.state.war
    roll = (game.state.compass or {}).get("roll") if w is not None and w.attacker == d else None
    if roll is None:
        roll = roll_d12(game)
        _rolled(game, d, roll, "retreat", roll, "retreat")
    dest, hour = compass.select(compass.layout(game), roll, dests, night(game), origin=region)
    _chose(game, d, "retreat", roll, dest, hour, region)
    leave(game, d, region)
    paid = economy.pay(game, d, "food", cost) if cost else {}
    game.place(d, dest)
    game.emit("retreated", player=d, origin=region, region=dest, cost=cost, paid=paid)
