"""Tiny Epic Vikings: checks of a loaded state against the card and map set, so a corrupt save is
refused by place and problem before any rule reads it (like TEK's :mod:`tek_access.games.tek.savecheck`).

A save holds the whole game: no hidden card (a seat's view is never saved). Every task on the work
stack is checked field by field (:data:`TASK_FIELDS`), so a loaded game never fails later on a
task the rules cannot read."""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from tek_access.games.vikings.rules.catalog import Catalog
from tek_access.games.vikings.rules.model import MAX_FAVOURS, MAX_RESOURCE, RESOURCES, ROW_ENDS
from tek_access.games.vikings.rules.state import GameConfig, GameState

Check = Callable[[Any], bool]


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 40


def _text(value: Any) -> bool:
    return isinstance(value, str)


#: Task kind -> {field: what it holds}; "count", "seat", "place", "dock", "island", "islands",
#: "resource", "card", "favour", "god", "unit", "flag" or "text".
TASK_FIELDS: dict[str, dict[str, str]] = {
    "place_ship": {}, "draft": {"era": "count", "left": "count"}, "play": {"era": "count"}, "choose_favour": {},
    "sail_ship": {"amount": "count"}, "sail_step": {"place": "place", "left": "count", "amount": "count"},
    "bump": {"dock": "dock", "by": "seat"}, "deploy": {"island": "island", "dock": "dock", "max": "count"},
    "deploy_from": {"island": "island"}, "loot": {"dock": "dock", "cost": "count"},
    "remove_island": {"left": "count", "anywhere": "flag"}, "remove_whose": {"island": "island", "left": "count"},
    "explore_from": {"left": "count", "arrived": "islands"},
    "explore_to": {"origin": "island", "left": "count", "arrived": "islands"},
    "harvest": {"left": "count", "reason": "text"}, "build": {}, "build_where": {"unit": "unit", "cost": "count"},
    "temple_from": {}, "temple_to": {"origin": "island"}, "discard": {}, "battle_card": {},
    "exchange_give": {"left": "count"}, "exchange_get": {"give": "resource", "left": "count"},
    "rune_action": {"card": "card", "action": "text"}, "complete": {}, "favour_return": {},
    "favour_place": {"favour": "favour"},
    # automatic steps
    "announce": {}, "start_era": {}, "draft_round": {}, "draft_pass": {}, "turn": {}, "begin_turn": {},
    "rune_offer": {"card": "card"}, "complete_offer": {}, "tidy": {}, "settle": {}, "boon": {"god": "god"},
    "arrive": {"place": "place", "amount": "count"}, "majority": {"islands": "islands"},
    "harvest_start": {"amount": "count", "reason": "text"},
    "gain": {"resource": "resource", "amount": "count", "reason": "text"}, "swap": {},
}


def check_state(catalog: Catalog, config: GameConfig, state: GameState) -> tuple[str, str] | None:
    """(place, problem) of the first thing wrong in ``state``, or None when it is sound."""
    try:
        return _check(catalog, config, state)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        return "state", f"a malformed field ({type(exc).__name__}: {exc})"


def _check(catalog: Catalog, config: GameConfig, state: GameState) -> tuple[str, str] | None:
    m = catalog.maps[config.players]
    n = config.players
    spec = catalog.clan
    seats = range(n)
    if len(state.players) != n:
        return "state.players", f"{len(state.players)} clans, expected {n}"
    if sorted(state.gods) != sorted(catalog.gods) or set(state.rage) != set(catalog.gods):
        return "state.gods", "not the three gods of the set"
    if any(r < 0 for r in state.rage.values()):
        return "state.rage", "a rage below 0"
    cards = set(catalog.cards)
    for seat, clan in enumerate(state.players):
        place = f"state.players[{seat}]"
        if any(not 0 <= r <= MAX_RESOURCE for r in clan.res):
            return place + ".res", "a resource outside 0 to 7"
        if not 0 <= clan.settlers <= spec.settlers or not 0 <= clan.villages <= 40:
            return place, f"{clan.settlers} settlers or {clan.villages} villages on the clan board"
        if len(clan.favours) > MAX_FAVOURS + 1 or any(f not in catalog.favours for f in clan.favours):
            return place + ".favours", "too many or unknown favour cards"
        extra = (Counter(clan.ship_slots) - Counter(spec.ship_costs)) + (Counter(clan.temple_slots)
                                                                      - Counter(spec.temple_costs))
        if extra:
            return place, "a ship or temple slot the clan board does not have"
        for part in (clan.hand, clan.kept, [c for c, _ in clan.played]):
            bad = [c for c in part if c not in cards]
            if bad:
                return place, f"unknown card {bad[0]!r}"
        if any(face not in ("up", "down", "shown") for _, face in clan.played):
            return place + ".played", "a card neither up, down nor shown"
    for table, name in ((state.settlers, "settlers"), (state.temples, "temples")):
        if set(table) != set(m.islands):
            return f"state.{name}", "not the islands of the map"
        if any(len(v) != n or min(v) < 0 for v in table.values()):
            return f"state.{name}", "a count per seat is missing or negative"
    places = set(m.fjords) | set(m.docks)
    for i, (seat, where) in enumerate(state.ships):
        if seat not in seats or where not in places:
            return f"state.ships[{i}]", f"no seat {seat} or no place {where!r}"
    for seat in seats:
        clan = state.players[seat]
        total = clan.settlers + sum(v[seat] for v in state.settlers.values())
        if total != spec.settlers:
            return f"state.players[{seat}]", f"{total} settlers in all, expected {spec.settlers}"
        temples = len(clan.temple_slots) + sum(v[seat] for v in state.temples.values())
        ships = len(clan.ship_slots) + sum(1 for s, _ in state.ships if s == seat)
        if temples != len(spec.temple_costs) or ships > len(spec.ship_costs) + 1:
            return f"state.players[{seat}]", f"{temples} temples or {ships} ships in all"
    if set(state.runes) != set(m.islands) or any(h is not None and h not in seats for h in state.runes.values()):
        return "state.runes", "not the islands of the map, or a holder out of range"
    if any(v not in m.docks or not m.docks[v].village for v in state.villages):
        return "state.villages", "a village where the map has none"
    if set(state.slots) != set(catalog.slots) | set(catalog.gods) or \
            any(s not in seats for v in state.slots.values() for s in v):
        return "state.slots", "not the completion slots of the set, or a seat out of range"
    if set(state.rows) != {"top", "bottom"} or any(f not in catalog.favours for r in state.rows.values() for f in r):
        return "state.rows", "not the two rows, or an unknown favour card"
    if any(c not in cards for c in [*state.deck, *state.discard, *state.invaders]):
        return "state.deck", "an unknown card"
    if not 1 <= state.era <= len(catalog.eras) or state.phase not in ("setup", "draft", "action", "over"):
        return "state.era", f"era {state.era} or phase {state.phase!r} out of range"
    if state.start not in seats or state.active not in seats or state.turn < 0 or state.moves < 0:
        return "state.start", "the horn, the active seat, the turn or the moves out of range"
    problem = _check_battle(catalog, state, seats)
    if problem is not None:
        return "state.battle", problem
    kinds = {"place": places, "dock": set(m.docks), "island": set(m.islands), "resource": set(RESOURCES),
             "card": cards, "favour": set(catalog.favours), "god": set(catalog.gods), "unit": {"ship", "temple"}}
    for i, task in enumerate(state.tasks):
        problem = _check_task(task, kinds, seats)
        if problem is not None:
            return f"state.tasks[{i}]", problem
    return None


def _check_battle(catalog: Catalog, state: GameState, seats: range) -> str | None:
    b = state.battle
    if b is None:
        return None
    if b["initiator"] not in seats or b["end"] not in (*ROW_ENDS, None):
        return "the initiator or the favour card's end is out of range"
    if (b["favour"] is None) != (b["end"] is None):
        return "a favour card without its row end, or an end without a card"
    if b["favour"] is not None and b["favour"] not in catalog.favours:
        return f"unknown favour card {b['favour']!r}"
    if any(int(k) not in seats or v not in catalog.cards for k, v in b["cards"].items()):
        return "a card of an unknown seat or an unknown card"
    if sorted(b["order"]) != sorted(int(k) for k in b["cards"]):
        return "the order is not the seats that fight"
    return None


def _check_task(task: dict, kinds: dict[str, set[str]], seats: range) -> str | None:
    kind = task["t"]
    fields = TASK_FIELDS.get(kind)
    if fields is None:
        return f"unknown task {kind!r}"
    if task["p"] not in seats:
        return "a seat out of range"
    for name, what in fields.items():
        if name not in task:
            return f"task {kind} lacks {name}"
        value = task[name]
        if what == "count":
            ok = _count(value)
        elif what == "seat":
            ok = value in seats
        elif what == "flag":
            ok = isinstance(value, bool)
        elif what == "text":
            ok = _text(value)
        elif what == "islands":
            ok = isinstance(value, list) and all(v in kinds["island"] for v in value)
        else:
            ok = isinstance(value, str) and value in kinds[what]
        if not ok:
            return f"task {kind}: bad {name} {value!r}"
    return None
