"""Tiny Epic Vikings: the actions of Viking cards, Valkyrie boons and completion slots
(003_e355be14bd9c4768.txt, Leader Action; rune action; Complete a Village).

:func:`tasks_for` turns one action into the tasks that play it; each decision handler below lists
its legal choices and applies one. Every action is optional: its first decision offers ``skip``
(003, Step 2: the rules do not force players to perform actions)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.games.vikings.rules import board
from tek_access.games.vikings.rules.catalog import Action
from tek_access.games.vikings.rules.infoset import need
from tek_access.games.vikings.rules.model import RESOURCES, Choice, DecisionKind, choice_of

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.rules.game import Game

SKIP = choice_of("skip")
D = DecisionKind


def tasks_for(game: "Game", seat: int, action: Action, reason: str) -> list[dict]:
    """The tasks that play ``action`` for ``seat`` (``reason``: leader, rune, boon or village)."""
    kind, n = action.kind, action.amount
    if kind == "sail":
        return [{"t": D.SAIL_SHIP.value, "p": seat, "amount": n}]
    if kind == "remove":
        return [{"t": D.REMOVE_ISLAND.value, "p": seat, "left": n, "anywhere": reason == "rune"}]
    if kind == "explore":
        return [{"t": D.EXPLORE_FROM.value, "p": seat, "left": n, "arrived": []}]
    if kind == "harvest":
        return [{"t": "harvest_start", "p": seat, "amount": n, "reason": reason}]
    if kind == "build":
        return [{"t": D.BUILD.value, "p": seat}]
    if kind == "temple":
        return [{"t": D.TEMPLE_FROM.value, "p": seat}]
    if kind == "swap":
        return [{"t": "swap", "p": seat}]
    if kind == "battle":
        return [{"t": D.BATTLE_CARD.value, "p": seat}]
    if kind == "gain":
        return [{"t": "gain", "p": seat, "resource": action.resource, "amount": n, "reason": reason}]
    if kind == "exchange":
        return [{"t": D.EXCHANGE_GIVE.value, "p": seat, "left": n}]
    raise ValueError(f"unknown action {kind!r}")


def can_do(game: "Game", seat: int, action: Action) -> bool:
    """False when a rune action could do nothing now (it is then not offered; docs/vikings-rulings.md)."""
    s = game.state
    kind = action.kind
    if kind == "temple":
        return any(c[seat] > 0 for c in s.temples.values())
    if kind == "remove":
        return any(c > 0 for counts in s.settlers.values() for x, c in enumerate(counts) if x != seat)
    if kind == "battle":
        return bool(s.players[seat].hand) and (s.battle is None or str(seat) not in s.battle["cards"])
    if kind == "gain":
        return s.players[seat].res[RESOURCES.index(action.resource)] < 7
    if kind == "exchange":
        return bool(_gives(s.players[seat].res))
    return True


def _gives(res: list[int]) -> list[str]:
    """Resources an exchange may give: held, with another resource below 7 to take (003, Resource)."""
    return [r for i, r in enumerate(RESOURCES) if res[i] > 0 and any(res[j] < 7 for j in range(3) if j != i)]


def skipped(game: "Game", task: dict, action: str) -> None:
    game.emit("action_skipped", player=int(task["p"]), action=action)


# ------------------------------------------------------------------ sailing (003, Sailing 1 boat)
def sail_ship_choices(game: "Game", task: dict) -> list[Choice]:
    seat = int(task["p"])
    places = []
    for s, place in game.state.ships:
        if s == seat and place not in places:
            places.append(place)
    return [choice_of("ship", p) for p in places] + [SKIP]


def sail_ship(game: "Game", task: dict, choice: Choice) -> None:
    if choice.kind == "skip":
        skipped(game, task, "sail")
        return
    amount = int(task["amount"])
    game.push({"t": D.SAIL_STEP.value, "p": task["p"], "place": choice.target, "left": amount, "amount": amount})


def sail_step_choices(game: "Game", task: dict) -> list[Choice]:
    """One step: dock to its fjord, fjord to a neighbouring fjord or to one of its docks; or stop (at anchor)."""
    return [choice_of("to", p) for p in game.map.steps[task["place"]]] + [choice_of("stop")]


def sail_step(game: "Game", task: dict, choice: Choice) -> None:
    seat, place = int(task["p"]), str(task["place"])
    if choice.kind == "stop":
        game.push({"t": "arrive", "p": seat, "place": place, "amount": task["amount"]})
        return
    dest = str(choice.target)
    move_ship(game, seat, place, dest)
    tasks = []
    at = [s for s, p in game.state.ships if p == dest]
    if dest in game.map.docks and len(at) > 1:  # the earlier ship moves off (003, Related rules)
        tasks.append({"t": D.BUMP.value, "p": at[0], "dock": dest, "by": seat})
    left = int(task["left"]) - 1
    tasks.append({"t": D.SAIL_STEP.value, "p": seat, "place": dest, "left": left, "amount": task["amount"]} if left > 0
                 else {"t": "arrive", "p": seat, "place": dest, "amount": task["amount"]})
    game.push(*tasks)


def move_ship(game: "Game", seat: int, origin: str, dest: str) -> None:
    """Move one ship of ``seat``; ships count for the island of a dock they moor at (influence)."""
    ships = game.state.ships
    for i in range(len(ships) - 1, -1, -1):  # the ship that moored last moves
        if ships[i][0] == seat and ships[i][1] == origin:
            del ships[i]
            break
    ships.append([seat, dest])
    game.emit("ship_moved", player=seat, origin=origin, to=dest)
    for place in (origin, dest):
        if place in game.map.docks:
            board.control(game, game.map.docks[place].island)


def bump_choices(game: "Game", task: dict) -> list[Choice]:
    """The ship already at a dock moves to an adjacent fjord (003, Related rules: one ship a dock)."""
    return [choice_of("fjord", f) for f in game.map.steps[task["dock"]] if f in game.map.fjords]


def bump(game: "Game", task: dict, choice: Choice) -> None:
    seat, dock, fjord = int(task["p"]), str(task["dock"]), str(choice.target)
    ships = game.state.ships
    for i, (s, p) in enumerate(ships):  # the earlier ship at the dock is the one bumped
        if s == seat and p == dock:
            del ships[i]
            break
    ships.append([seat, fjord])
    game.emit("ship_bumped", player=seat, origin=dock, to=fjord, by=int(task["by"]))
    board.control(game, game.map.docks[dock].island)


def arrive(game: "Game", task: dict) -> None:
    """At a dock: deploy settlers, then at a village loot it (003, Sailing 1 boat)."""
    seat, place = int(task["p"]), str(task["place"])
    dock = game.map.docks.get(place)
    if dock is None:
        return
    tasks = [{"t": D.DEPLOY.value, "p": seat, "island": dock.island, "dock": place, "max": int(task["amount"])}]
    if dock.village and place in game.state.villages:
        tasks.append({"t": D.LOOT.value, "p": seat, "dock": place,
                      "cost": game.catalog.eras[game.state.era - 1].loot})
    game.push(*tasks)


def deploy_choices(game: "Game", task: dict) -> list[Choice]:
    """0 up to the ship's sailing value, 1 food a settler, clan-board settlers first then settlers
    on other islands (003, Rules for deploying settlers)."""
    seat, island = int(task["p"]), str(task["island"])
    clan = game.state.players[seat]
    elsewhere = sum(c[seat] for i, c in game.state.settlers.items() if i != island)
    top = min(int(task["max"]), clan.res[1], clan.settlers + elsewhere)
    if top <= 0:
        return []
    return [choice_of("deploy", k) for k in range(top, -1, -1)]


def deploy(game: "Game", task: dict, choice: Choice) -> None:
    seat, island, count = int(task["p"]), str(task["island"]), int(choice.target)
    if count <= 0:
        skipped(game, task, "deploy")
        return
    clan = game.state.players[seat]
    board.gain(game, seat, board.one("food", -count), "deploy")
    home = min(count, clan.settlers)
    clan.settlers -= home
    game.state.settlers[island][seat] += home
    if home:  # settlers taken from other islands are each said as moved (deploy_from)
        game.emit("settlers_deployed", player=seat, island=island, count=home, food=count)
    rest = [{"t": D.DEPLOY_FROM.value, "p": seat, "island": island} for _ in range(count - home)]
    game.push(*rest, {"t": "majority", "p": seat, "islands": [island]})


def deploy_from_choices(game: "Game", task: dict) -> list[Choice]:
    seat, island = int(task["p"]), str(task["island"])
    return [choice_of("island", i) for i, c in game.state.settlers.items() if i != island and c[seat] > 0]


def deploy_from(game: "Game", task: dict, choice: Choice) -> None:
    seat, island, origin = int(task["p"]), str(task["island"]), str(choice.target)
    game.state.settlers[origin][seat] -= 1
    game.state.settlers[island][seat] += 1
    game.emit("settler_moved", player=seat, origin=origin, to=island)
    board.control(game, origin)


def majority_step(game: "Game", task: dict) -> None:
    for island in task["islands"]:
        board.majority(game, int(task["p"]), island)


def loot_choices(game: "Game", task: dict) -> list[Choice]:
    seat = int(task["p"])
    ok = game.state.players[seat].res[2] >= int(task["cost"])
    return ([choice_of("loot")] if ok else []) + [SKIP]


def loot(game: "Game", task: dict, choice: Choice) -> None:
    """Pay the era board's steel, take the village (003, Rules for looting villages; ruling: the
    village token leaves the map); in the player's own turn Step 3's completion is offered at once,
    and if skipped again at Step 3 (003: "immediately or leave it to execute later")."""
    seat, dock = int(task["p"]), str(task["dock"])
    if choice.kind == "skip":
        skipped(game, task, "loot")
        return
    cost = int(task["cost"])
    board.gain(game, seat, board.one("steel", -cost), "loot")
    game.state.villages.remove(dock)
    game.state.players[seat].villages += 1
    game.emit("village_looted", player=seat, dock=dock, steel=cost)
    if seat == game.state.active:  # "immediately or later" (003); out of turn it waits (ruling)
        game.push({"t": "complete_offer", "p": seat})


# ------------------------------------------------------------------ removing settlers
def remove_island_choices(game: "Game", task: dict) -> list[Choice]:
    """Islands with an enemy settler: anywhere for the rune action, else where the player has a
    unit (docs/vikings-rulings.md, Remove hostile settlers)."""
    seat = int(task["p"])
    out = []
    for island, counts in game.state.settlers.items():
        if any(c > 0 for s, c in enumerate(counts) if s != seat) and (task.get("anywhere")
                                                                      or board.has_unit(game, island, seat)):
            out.append(choice_of("island", island))
    return out + [SKIP] if out else []


def remove_island(game: "Game", task: dict, choice: Choice) -> None:
    seat = int(task["p"])
    if choice.kind == "skip":
        skipped(game, task, "remove")
        return
    island = str(choice.target)
    left = int(task["left"]) - 1
    rest = [{"t": D.REMOVE_ISLAND.value, "p": seat, "left": left, "anywhere": task.get("anywhere", False)}] \
        if left > 0 else []
    game.push({"t": D.REMOVE_WHOSE.value, "p": seat, "island": island, "left": left}, *rest)


def remove_whose_choices(game: "Game", task: dict) -> list[Choice]:
    seat = int(task["p"])
    counts = game.state.settlers[task["island"]]
    return [choice_of("player", s) for s, c in enumerate(counts) if s != seat and c > 0]


def remove_whose(game: "Game", task: dict, choice: Choice) -> None:
    board.remove_settler(game, int(choice.target), str(task["island"]), int(task["p"]), "remove")


# ------------------------------------------------------------------ exploring (003, settler exploration)
def explore_from_choices(game: "Game", task: dict) -> list[Choice]:
    seat = int(task["p"])
    out = [choice_of("island", i) for i, c in game.state.settlers.items() if c[seat] > 0]
    return out + [SKIP] if out else []


def explore_from(game: "Game", task: dict, choice: Choice) -> None:
    seat = int(task["p"])
    if choice.kind == "skip":
        if task["arrived"]:
            game.push({"t": "majority", "p": seat, "islands": list(task["arrived"])})
        else:
            skipped(game, task, "explore")
        return
    game.push({"t": D.EXPLORE_TO.value, "p": seat, "origin": choice.target, "left": task["left"],
               "arrived": list(task["arrived"])})


def explore_to_choices(game: "Game", task: dict) -> list[Choice]:
    return [choice_of("island", i) for i in game.map.routes[task["origin"]]]


def explore_to(game: "Game", task: dict, choice: Choice) -> None:
    """Move one settler one route; ``amount`` steps in all, shared among settlers as the player likes."""
    seat, origin, dest = int(task["p"]), str(task["origin"]), str(choice.target)
    s = game.state
    s.settlers[origin][seat] -= 1
    s.settlers[dest][seat] += 1
    game.emit("settler_moved", player=seat, origin=origin, to=dest)
    board.control(game, origin)
    board.control(game, dest)
    arrived = [i for i in task["arrived"] if i != origin or s.settlers[origin][seat] > 0]
    if dest not in arrived:
        arrived.append(dest)
    left = int(task["left"]) - 1
    if left > 0:
        game.push({"t": D.EXPLORE_FROM.value, "p": seat, "left": left, "arrived": arrived})
    else:
        game.push({"t": "majority", "p": seat, "islands": arrived})


# ------------------------------------------------------------------ harvest and resources
def harvest_start(game: "Game", task: dict) -> None:
    """Harvest N, plus 1 food a ship and 1 resource of choice a temple built (003, reward; ruling:
    the clan board's bonus comes with each harvest of a card)."""
    seat, n = int(task["p"]), int(task["amount"])
    extra_food = extra_any = 0
    if task["reason"] == "leader":
        clan = game.state.players[seat]
        extra_food = len(game.catalog.clan.ship_costs) - len(clan.ship_slots)
        extra_any = len(game.catalog.clan.temple_costs) - len(clan.temple_slots)
    if extra_food:
        board.gain(game, seat, board.one("food", extra_food), "ships")
    if n + extra_any > 0:
        game.push({"t": D.HARVEST.value, "p": seat, "left": n + extra_any, "reason": task["reason"]})


def harvest_choices(game: "Game", task: dict) -> list[Choice]:
    res = game.state.players[int(task["p"])].res
    return [choice_of("resource", r) for i, r in enumerate(RESOURCES) if res[i] < 7]


def harvest(game: "Game", task: dict, choice: Choice) -> None:
    seat = int(task["p"])
    board.gain(game, seat, board.one(str(choice.target)), "harvest")
    left = int(task["left"]) - 1
    if left > 0:
        game.push({"t": D.HARVEST.value, "p": seat, "left": left, "reason": task["reason"]})


def gain_step(game: "Game", task: dict) -> None:
    board.gain(game, int(task["p"]), board.one(task["resource"], int(task["amount"])), task["reason"])


def exchange_give_choices(game: "Game", task: dict) -> list[Choice]:
    res = game.state.players[int(task["p"])].res
    out = [choice_of("resource", r) for r in _gives(res)]
    return out + [SKIP] if out else []


def exchange_give(game: "Game", task: dict, choice: Choice) -> None:
    if choice.kind == "skip":
        skipped(game, task, "exchange")
        return
    game.push({"t": D.EXCHANGE_GET.value, "p": task["p"], "give": choice.target, "left": task["left"]})


def exchange_get_choices(game: "Game", task: dict) -> list[Choice]:
    """Any other resource below 7: a 1:1 trade never loses a resource to the cap (003, Resource)."""
    res = game.state.players[int(task["p"])].res
    return [choice_of("resource", r) for i, r in enumerate(RESOURCES) if r != task["give"] and res[i] < 7]


def exchange_get(game: "Game", task: dict, choice: Choice) -> None:
    seat = int(task["p"])
    delta = [0, 0, 0]
    delta[RESOURCES.index(task["give"])] -= 1
    delta[RESOURCES.index(str(choice.target))] += 1
    board.gain(game, seat, delta, "exchange")
    left = int(task["left"]) - 1
    if left > 0:
        game.push({"t": D.EXCHANGE_GIVE.value, "p": seat, "left": left})


# ------------------------------------------------------------------ building (003, put up)
def build_choices(game: "Game", task: dict) -> list[Choice]:
    seat = int(task["p"])
    clan = game.state.players[seat]
    out = [choice_of("ship", c) for c in sorted(set(clan.ship_slots)) if c <= clan.res[0]
           and ship_places(game, seat)]
    out += [choice_of("temple", c) for c in sorted(set(clan.temple_slots)) if c <= clan.res[0]
            and any(cnt[seat] > 0 for cnt in game.state.settlers.values())]
    return out + [SKIP] if out else []


def ship_places(game: "Game", seat: int) -> list[str]:
    """Fjords next to a unit of ``seat``: touching an island with its settler or temple, or where its
    ship is or one step from it (003, put up; docs/vikings-rulings.md)."""
    near: set[str] = set()
    for s, place in game.state.ships:
        if s == seat:
            near.add(place)
            near.update(game.map.steps[place])
    return [f.id for f in game.map.fjords.values()
            if f.id in near or any(board.present(game, i, seat) for i in f.shores)]


def build(game: "Game", task: dict, choice: Choice) -> None:
    if choice.kind == "skip":
        skipped(game, task, "build")
        return
    game.push({"t": D.BUILD_WHERE.value, "p": task["p"], "unit": choice.kind, "cost": choice.target})


def build_where_choices(game: "Game", task: dict) -> list[Choice]:
    seat = int(task["p"])
    if task["unit"] == "ship":
        return [choice_of("fjord", f) for f in ship_places(game, seat)]
    return [choice_of("island", i) for i, c in game.state.settlers.items() if c[seat] > 0]


def build_where(game: "Game", task: dict, choice: Choice) -> None:
    seat, cost, where = int(task["p"]), int(task["cost"]), str(choice.target)
    clan = game.state.players[seat]
    board.gain(game, seat, board.one("wood", -cost), "build")
    if task["unit"] == "ship":
        clan.ship_slots.remove(cost)
        game.state.ships.append([seat, where])
        game.emit("ship_built", player=seat, fjord=where, cost=cost)
    else:
        clan.temple_slots.remove(cost)
        game.state.temples[where][seat] += 1
        game.emit("temple_built", player=seat, island=where, cost=cost)
        board.control(game, where)


# ------------------------------------------------------------------ rune actions
def temple_from_choices(game: "Game", task: dict) -> list[Choice]:
    seat = int(task["p"])
    out = [choice_of("island", i) for i, c in game.state.temples.items() if c[seat] > 0]
    return out + [SKIP] if out else []


def temple_from(game: "Game", task: dict, choice: Choice) -> None:
    if choice.kind == "skip":
        skipped(game, task, "temple")
        return
    game.push({"t": D.TEMPLE_TO.value, "p": task["p"], "origin": choice.target})


def temple_to(game: "Game", task: dict, choice: Choice) -> None:
    """Move 1 temple to an adjacent island along a route (003, rune action: temple exploration)."""
    seat, origin, dest = int(task["p"]), str(task["origin"]), str(choice.target)
    game.state.temples[origin][seat] -= 1
    game.state.temples[dest][seat] += 1
    game.emit("temple_moved", player=seat, origin=origin, to=dest)
    board.control(game, origin)
    board.control(game, dest)


def swap(game: "Game", task: dict) -> None:
    """Draw 1 card into the hand, then discard 1 face up (003, rune action: swap Viking cards)."""
    from tek_access.games.vikings.rules.flow import draw

    seat = int(task["p"])
    card = draw(game)
    if card is not None:
        game.state.players[seat].hand.append(card)
        game.emit("card_drawn", player=seat)
        game.emit("card_drawn_is", seat, player=seat, card=card)
    game.push({"t": D.DISCARD.value, "p": seat})


def discard_choices(game: "Game", task: dict) -> list[Choice]:
    seat = int(task["p"])
    if seat != game.viewer:
        need(game)
    return [choice_of("discard", c) for c in game.state.players[seat].hand]


def discard(game: "Game", task: dict, choice: Choice) -> None:
    seat = int(task["p"])
    game.state.players[seat].hand.remove(str(choice.target))
    game.state.discard.append(str(choice.target))
    game.emit("card_discarded", player=seat, card=choice.target)
