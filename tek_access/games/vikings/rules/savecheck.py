"""Tiny Epic Vikings: checks of a loaded state against the card and map set, so a corrupt save is
refused by place and problem before any rule reads it (like TEK's :mod:`tek_access.savecheck`)."""
from __future__ import annotations

from tek_access.games.vikings.rules.catalog import Catalog
from tek_access.games.vikings.rules.model import HIDDEN, MAX_FAVOURS, MAX_RESOURCE, ROW_ENDS
from tek_access.games.vikings.rules.state import GameConfig, GameState


def check_state(catalog: Catalog, config: GameConfig, state: GameState) -> tuple[str, str] | None:
    """(place, problem) of the first thing wrong in ``state``, or None when it is sound."""
    from tek_access.games.vikings.rules.handlers import HANDLERS, STEPS

    m = catalog.maps[config.players]
    n = config.players
    if len(state.players) != n:
        return "state.players", f"{len(state.players)} clans, expected {n}"
    if sorted(state.gods) != sorted(catalog.gods) or set(state.rage) != set(catalog.gods):
        return "state.gods", "not the three gods of the set"
    cards = set(catalog.cards) | {HIDDEN}
    for seat, clan in enumerate(state.players):
        place = f"state.players[{seat}]"
        if any(not 0 <= r <= MAX_RESOURCE for r in clan.res):
            return place + ".res", "a resource outside 0 to 7"
        if not 0 <= clan.settlers <= catalog.clan.settlers:
            return place + ".settlers", f"{clan.settlers} settlers on the clan board"
        if len(clan.favours) > MAX_FAVOURS + 1 or any(f not in catalog.favours and f != HIDDEN for f in clan.favours):
            return place + ".favours", "too many or unknown favour cards"
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
    for seat in range(n):
        total = state.players[seat].settlers + sum(v[seat] for v in state.settlers.values())
        if total != catalog.clan.settlers:
            return f"state.players[{seat}]", f"{total} settlers in all, expected {catalog.clan.settlers}"
    places = set(m.fjords) | set(m.docks)
    for i, (seat, where) in enumerate(state.ships):
        if not 0 <= seat < n or where not in places:
            return f"state.ships[{i}]", f"no seat {seat} or no place {where!r}"
    if set(state.runes) != set(m.islands) or any(h is not None and not 0 <= h < n for h in state.runes.values()):
        return "state.runes", "not the islands of the map, or a holder out of range"
    if any(v not in m.docks or not m.docks[v].village for v in state.villages):
        return "state.villages", "a village where the map has none"
    for k, row in state.rows.items():
        if k not in ("top", "bottom") or any(f not in catalog.favours for f in row):
            return f"state.rows.{k}", "unknown row or favour card"
    if any(c not in cards for c in [*state.deck, *state.discard, *state.invaders]):
        return "state.deck", "an unknown card"
    if not 1 <= state.era <= len(catalog.eras) or state.phase not in ("setup", "draft", "action", "over"):
        return "state.era", f"era {state.era} or phase {state.phase!r} out of range"
    if state.battle is not None and (state.battle["end"] not in (*ROW_ENDS, None)):
        return "state.battle", "the favour card's end is not a row end"
    for i, task in enumerate(state.tasks):
        if task["t"] not in HANDLERS and task["t"] not in STEPS:
            return f"state.tasks[{i}]", f"unknown task {task['t']!r}"
        if not 0 <= int(task["p"]) < n:
            return f"state.tasks[{i}]", "a seat out of range"
    return None
