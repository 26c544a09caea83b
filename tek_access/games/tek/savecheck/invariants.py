"""The game's invariants in a save, for the saved state and the initial state alike, and the
config's: seats, factions, colours and cards known and one per seat; resources, tower, magic and
meeples within their caps; tasks, the war and the tokens on the board."""
from __future__ import annotations

from tek_access.games.tek.savecheck.schema import MAGIC_CAP, PLAYER_MEEPLES, REGION_CAP, RESOURCE_CAP, TOWER_CAP
from tek_access.games.tek.savecheck.shape import Bad, Int, show


def check_invariants(game, state: dict, where: str) -> None:
    """Raise ``Bad`` for the first broken invariant of ``state`` (a state's JSON, already of the
    right shape) in ``game`` (its config and catalogue). ``where`` prefixes every place."""
    from tek_access.games.tek.rules.model import NEUTRAL

    config, catalog = game.config, game.catalog
    n = config.players
    _check_players(config, state, where)
    board = _board(config, catalog, state, where)
    owners = set(range(n)) | ({NEUTRAL} if n == 2 else set())
    _check_meeples(catalog, state, where, board, owners)
    _check_turn(state, where, board, owners, range(n))
    _check_war(state["war"], f"{where}.war", board, owners)
    _check_tokens(catalog, state, where, board)


def _check_players(config, state: dict, where: str) -> None:
    """One player a seat, with the config's faction and colour, resources, tower, magic and captives in range,
    and a home card in play."""
    from tek_access.games.tek.rules.model import RESOURCES

    players = state["players"]
    n = config.players
    if len(players) != n:
        raise Bad(f"{where}.players", f"has {len(players)} players, the config has {n}")
    for i, p in enumerate(players):
        at = f"{where}.players[{i}]"
        if p["seat"] != i:
            raise Bad(f"{at}.seat", f"is {p['seat']}, expected {i}")
        if p["faction"] != config.factions[i]:
            raise Bad(f"{at}.faction", f"is {show(p['faction'])}, the config has {show(config.factions[i])}")
        if p["colour"] != config.colours[i]:
            raise Bad(f"{at}.colour", f"is {show(p['colour'])}, the config has {show(config.colours[i])}")
        if sorted(p["resources"]) != sorted(RESOURCES):
            raise Bad(f"{at}.resources", "must hold mana, ore and food")
        for name in RESOURCES:
            Int(0, RESOURCE_CAP).check(p["resources"][name], f"{at}.resources.{name}")
        Int(0, TOWER_CAP).check(p["tower"], f"{at}.tower")
        Int(0, MAGIC_CAP).check(p["magic"], f"{at}.magic")
        Int(0, 99).check(p.get("captives", 0), f"{at}.captives")
        home = p.get("home", "")
        if home and home not in state["cards"]:
            raise Bad(f"{at}.home", f"{show(home)} is not a card in play")


def _board(config, catalog, state: dict, where: str) -> set[str]:
    """The passable region ids of the cards in play, each card known, dealt in this game and named once."""
    cards = state["cards"]
    if len(set(cards)) != len(cards):
        raise Bad(f"{where}.cards", "names a side twice")
    board: set[str] = set()
    for i, sid in enumerate(cards):
        side = catalog.territories.get(sid)
        if side is None:
            raise Bad(f"{where}.cards[{i}]", f"unknown territory side {show(sid)}")
        if side.card not in config.cards and sid != config.lost_kingdom:
            raise Bad(f"{where}.cards[{i}]", f"side {show(sid)} is not on a card dealt in this game")
        board.update(r.id for r in side.regions if r.passable)
    return board


def _check_meeples(catalog, state: dict, where: str, board: set[str], owners: set[int]) -> None:
    """Meeples only in passable regions in play, at most two a region, of a seat of this game (or neutral),
    searching only in ruins, at most seven a player."""
    from tek_access.games.tek.rules.model import NEUTRAL

    count: dict[int, int] = {}
    for rid, occ in state["regions"].items():
        at = f"{where}.regions.{rid}"
        if occ and rid not in board:
            raise Bad(at, "is not a passable region on a card in play")
        if len(occ) > REGION_CAP:
            raise Bad(at, f"holds {len(occ)} meeples, at most {REGION_CAP} may share a region")
        for j, (owner, searching) in enumerate(occ):
            if owner not in owners:
                raise Bad(f"{at}[{j}][0]", f"owner {owner} is not a seat of this game")
            if searching and catalog.region(rid).type != "ruins":
                raise Bad(f"{at}[{j}][1]", "a meeple searches only in ruins")
            count[owner] = count.get(owner, 0) + 1
    for owner, total in sorted(count.items()):
        if owner != NEUTRAL and total > PLAYER_MEEPLES:
            raise Bad(f"{where}.regions", f"seat {owner} has {total} meeples, at most {PLAYER_MEEPLES}")


def _check_turn(state: dict, where: str, board: set[str], owners: set[int], seats: range) -> None:
    """The active seat, the shields and the selected action, every task (its kind, seat and fields), and the
    game's end: over with a result and no task, or waiting for a decision."""
    from tek_access.games.tek.rules.decisions import HANDLERS, STEPS
    from tek_access.games.tek.rules.model import ACTIONS

    if state["active"] not in seats:
        raise Bad(f"{where}.active", f"seat {state['active']} is not a seat of this game")
    for i, action in enumerate(state["shields"]):
        if action not in ACTIONS:
            raise Bad(f"{where}.shields[{i}]", f"unknown action {show(action)}")
    if state["selected"] is not None and state["selected"] not in ACTIONS:
        raise Bad(f"{where}.selected", f"unknown action {show(state['selected'])}")
    tasks = state["tasks"]
    for i, task in enumerate(tasks):
        _check_task(task, f"{where}.tasks[{i}]", board, owners, HANDLERS, STEPS)
    if state["over"]:
        if tasks:
            raise Bad(f"{where}.tasks", "a finished game has no tasks left")
        if state.get("result") is None:
            raise Bad(f"{where}.result", "a finished game needs its result")
    else:
        if not tasks:
            raise Bad(f"{where}.tasks", "is empty, but the game is not over")
        if tasks[-1]["t"] not in HANDLERS:
            raise Bad(f"{where}.tasks[{len(tasks) - 1}].t", "the next task must be a decision")
        if state.get("result") is not None:
            raise Bad(f"{where}.result", "a game not over has no result")


def _check_task(task: dict, at: str, board: set[str], owners: set[int], handlers, steps) -> None:
    """One task: a known kind, a seat of this game, known resources, regions on the board, a known mode."""
    from tek_access.games.tek.rules.model import RESOURCES

    if task["t"] not in handlers and task["t"] not in steps:
        raise Bad(f"{at}.t", f"unknown task {show(task['t'])}")
    if task["p"] not in owners:
        raise Bad(f"{at}.p", f"seat {task['p']} is not a seat of this game")
    for key in ("give", "get", "give2"):
        if key in task and task[key] not in RESOURCES:
            raise Bad(f"{at}.{key}", f"unknown resource {show(task[key])}")
    for key in ("origin", "region"):
        if key in task and task[key] not in board:
            raise Bad(f"{at}.{key}", f"{show(task[key])} is not a region on the board")
    if "mode" in task and task["mode"] not in ("patrol", "quest"):
        raise Bad(f"{at}.mode", f"unknown mode {show(task['mode'])}")


def _check_war(war: dict | None, at: str, board: set[str], owners: set[int]) -> None:
    """A war, if any: two different seats of this game, regions on the board, bids, winner and loser of the two."""
    if war is None:
        return
    for key in ("attacker", "defender"):
        if war[key] not in owners:
            raise Bad(f"{at}.{key}", f"seat {war[key]} is not a seat of this game")
    if war["attacker"] == war["defender"]:
        raise Bad(at, "a seat cannot fight itself")
    for key in ("region", "from"):
        if war[key] not in board:
            raise Bad(f"{at}.{key}", f"{show(war[key])} is not a region on the board")
    sides_ = {str(war["attacker"]), str(war["defender"])}
    for key in war.get("bids", {}):
        if key not in sides_:
            raise Bad(f"{at}.bids.{key}", "is not the attacker or the defender")
    for key in ("winner", "loser"):
        if war.get(key) is not None and str(war[key]) not in sides_:
            raise Bad(f"{at}.{key}", "is not the attacker or the defender")


def _check_tokens(catalog, state: dict, where: str, board: set[str]) -> None:
    """Exploration tokens face down or revealed only on the board, and every token (found ones too) known."""
    token_ids = {t.id for t in catalog.tokens}
    for key in ("tokens", "revealed"):
        for rid, token in state.get(key, {}).items():
            if rid not in board:
                raise Bad(f"{where}.{key}.{rid}", "is not a region on the board")
            if token not in token_ids:
                raise Bad(f"{where}.{key}.{rid}", f"unknown token {show(token)}")
    for i, token in enumerate(state.get("found", [])):
        if token not in token_ids:
            raise Bad(f"{where}.found[{i}]", f"unknown token {show(token)}")


class TableOf:
    """What the invariants read of a game: its config and catalogue."""

    def __init__(self, config, catalog) -> None:
        self.config, self.catalog = config, catalog


def check_config(game) -> None:
    """Raise ``Bad`` for the first problem of ``game.config`` against ``game.catalog``: factions,
    colours and cards known and one per seat, the first player, the ruleset, the Lost Kingdom."""
    config, catalog = game.config, game.catalog
    n = config.players
    for i, faction in enumerate(config.factions):
        if faction not in catalog.factions:
            raise Bad(f"config.factions[{i}]", f"unknown faction {show(faction)}")
    for key in ("factions", "colours", "cards"):
        values = getattr(config, key)
        if len(values) != n:
            raise Bad(f"config.{key}", f"has {len(values)} items, one per player needed ({n})")
        if len(set(values)) != n:
            raise Bad(f"config.{key}", "names one twice")
    colours = {c.id for c in catalog.colours if not c.neutral}
    for i, colour in enumerate(config.colours):
        if colour not in colours:
            raise Bad(f"config.colours[{i}]", f"unknown colour {show(colour)}")
    card_numbers = {s.card for s in catalog.territories.values()}
    for i, card in enumerate(config.cards):
        if card not in card_numbers:
            raise Bad(f"config.cards[{i}]", f"no territory card {card}")
    if not 0 <= config.first_player < n:
        raise Bad("config.first_player", f"seat {config.first_player} is not a seat of this game")
    from tek_access.games.tek.rules.rulesets import RULES

    if config.ruleset not in RULES:
        raise Bad("config.ruleset", f"unknown ruleset {show(config.ruleset)}")
    if config.lost_kingdom is not None and n != 2:
        raise Bad("config.lost_kingdom", "a Lost Kingdom is dealt with 2 players only")
    if config.lost_kingdom is not None and config.lost_kingdom not in catalog.territories:
        raise Bad("config.lost_kingdom", f"unknown territory side {show(config.lost_kingdom)}")
