"""Checking a saved game before it replaces anything: its shape, the game's invariants, and a
replay of its log.

A save file is JSON written by :func:`tek_access.storage.save_game`. Before a loaded game is
handed to anyone, :func:`check_save` makes sure of three things, in order:

1. **Shape** (:data:`SAVE_SCHEMA`): every key the engine's typed records need is there with the
   right JSON type (whole numbers are whole numbers, never true/false, decimals, Infinity or
   NaN), and no key is unknown.
2. **Invariants** (:func:`check_invariants`), for the saved state and the initial state alike:
   2 to 5 players, one faction, colour and card per seat, known factions, colours and sides;
   resources 0..9, tower 0..6, magic 0..5; at most 2 meeples a region and 7 a player; seats,
   owners, the active seat and every task's seat in range; task kinds known and the next one a
   decision; a war between two seats in regions on the board; a game not over has a decision.
3. **Replay**: the log, played from the initial state by the engine itself, gives exactly the
   saved state (and each entry was the deciding seat's). So a loaded game is one the engine
   itself reached, and it plays on like any other.

Any failure raises :class:`SaveError` naming the file, the place (a key path such as
``state.players[1].resources.ore``, a line and column, or a log entry) and the problem.

Format versions (:data:`SAVE_FORMAT`) migrate forward (:data:`MIGRATIONS`); a save from a newer
program is named as such. Version 2 added ``custom``: the player's own factions and territory
sides the game uses, as their TOML tables, so a save loads where those files are absent.

The engine (``tek_access.rules``) stays pure: this module reads it and never the other way.
"""
from __future__ import annotations

import json
import math
from typing import Any, Callable

from tek_access.datafile import DataError
from tek_access.rules.game import SaveError
from tek_access.rules.model import Task, War
from tek_access.rules.state import GameConfig, GameState, PlayerState

__all__ = ["SAVE_FORMAT", "MIGRATIONS", "SAVE_SCHEMA", "parse_save", "check_save", "check_invariants",
           "custom_data", "migrate"]

#: The save file format this program writes. 1: the engine's ``Game.to_json``; 2: plus ``custom``.
SAVE_FORMAT = 2
#: The largest whole number any field may hold (the random state is 64 bits).
_BIG = 2 ** 64

RESOURCE_CAP, TOWER_CAP, MAGIC_CAP = 9, 6, 5
REGION_CAP, PLAYER_MEEPLES = 2, 7
WAR_DIE_MAX = 11


class _Bad(Exception):
    def __init__(self, place: str, problem: str) -> None:
        super().__init__(place, problem)
        self.place, self.problem = place, problem


def _show(value: Any) -> str:
    """A short plain rendering of a JSON value for an error line."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        text = repr(value)
        return text if len(text) <= 12 else f"a number of {len(text)} digits"
    if isinstance(value, str):
        text = value if value.isascii() and value.isprintable() else value.encode("ascii", "replace").decode()
        return repr(text if len(text) <= 24 else text[:21] + "...")
    if isinstance(value, list):
        return f"a list of {len(value)}"
    if isinstance(value, dict):
        return f"a table of {len(value)} keys"
    return type(value).__name__


# ----------------------------------------------------------------------- reading JSON

def parse_save(raw: bytes, source: str) -> Any:
    """Decode and parse the bytes of a save. Raises :class:`SaveError` for bytes that are not
    UTF-8 (place "byte N"), text that is not JSON (place "line L column C"), the words NaN or
    Infinity, a number too large to be a count, or nesting too deep for the parser."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(source, f"byte {exc.start}", "not UTF-8 text") from None

    def constant(word: str):
        raise ValueError(f"{word} is not a number a save can hold")

    def decimal(word: str):
        number = float(word)
        if not math.isfinite(number):
            raise ValueError(f"{word[:20]} is too large a number")
        return number

    try:
        return json.loads(text, parse_constant=constant, parse_float=decimal)
    except json.JSONDecodeError as exc:
        raise SaveError(source, f"line {exc.lineno} column {exc.colno}", f"not valid JSON, {exc.msg.lower()}") from None
    except RecursionError:
        raise SaveError(source, "top level", "nested too deeply") from None
    except ValueError as exc:  # NaN, Infinity, 1e400, or an integer of thousands of digits
        problem = str(exc)
        if "digits" in problem:
            problem = "a number has too many digits"
        raise SaveError(source, _line_of_problem(text, problem), problem) from None


def _line_of_problem(text: str, problem: str) -> str:
    for word in ("NaN", "Infinity"):
        if problem.startswith(word) or problem.startswith("-" + word):
            index = text.find(word)
            if index >= 0:
                return f"line {text.count(chr(10), 0, index) + 1}"
    return "a number"


# ----------------------------------------------------------------------- shape

class Int:
    """A whole number (not true/false) from ``low`` to ``high``."""

    def __init__(self, low: int = -_BIG, high: int = _BIG) -> None:
        self.low, self.high = low, high

    def check(self, value: Any, place: str) -> None:
        if isinstance(value, bool) or not isinstance(value, int):
            raise _Bad(place, f"must be a whole number, not {_show(value)}")
        if not self.low <= value <= self.high:
            raise _Bad(place, f"is {_show(value)}, expected {self.low} to {self.high}")


class Str:
    def check(self, value: Any, place: str) -> None:
        if not isinstance(value, str):
            raise _Bad(place, f"must be text, not {_show(value)}")
        if len(value) > 200:
            raise _Bad(place, "is text too long to be a name")


class Bool:
    def check(self, value: Any, place: str) -> None:
        if not isinstance(value, bool):
            raise _Bad(place, f"must be true or false, not {_show(value)}")


class Opt:
    """``None`` or ``spec``."""

    def __init__(self, spec) -> None:
        self.spec = spec

    def check(self, value: Any, place: str) -> None:
        if value is not None:
            self.spec.check(value, place)


class OneOf:
    """Any of ``specs`` (the first one's problem is reported)."""

    def __init__(self, *specs) -> None:
        self.specs = specs

    def check(self, value: Any, place: str) -> None:
        first = None
        for spec in self.specs:
            try:
                spec.check(value, place)
                return
            except _Bad as exc:
                first = first or exc
        raise first


class List:
    """A list of ``item``, of ``low`` to ``high`` items."""

    def __init__(self, item, low: int = 0, high: int = 100_000) -> None:
        self.item, self.low, self.high = item, low, high

    def check(self, value: Any, place: str) -> None:
        if not isinstance(value, list):
            raise _Bad(place, f"must be a list, not {_show(value)}")
        if not self.low <= len(value) <= self.high:
            raise _Bad(place, f"has {len(value)} items, expected {self.low} to {self.high}")
        for i, item in enumerate(value):
            self.item.check(item, f"{place}[{i}]")


class Tuple:
    """A list of exactly one item per spec."""

    def __init__(self, *items) -> None:
        self.items = items

    def check(self, value: Any, place: str) -> None:
        if not isinstance(value, list):
            raise _Bad(place, f"must be a list, not {_show(value)}")
        if len(value) != len(self.items):
            raise _Bad(place, f"has {len(value)} items, expected {len(self.items)}")
        for i, (spec, item) in enumerate(zip(self.items, value)):
            spec.check(item, f"{place}[{i}]")


class MapOf:
    """A table whose keys are text and whose values are ``value``."""

    def __init__(self, value) -> None:
        self.value = value

    def check(self, value: Any, place: str) -> None:
        if not isinstance(value, dict):
            raise _Bad(place, f"must be a table, not {_show(value)}")
        for key, item in value.items():
            self.value.check(item, f"{place}.{key}")


class Obj:
    """A table with the ``required`` keys, maybe the ``optional`` ones, and no other, except the
    other fields of the engine's record ``record`` (a dataclass), whose values the engine reads
    itself and the replay checks."""

    def __init__(self, required: dict, optional: dict | None = None, record: type | None = None) -> None:
        self.required, self.optional = required, dict(optional or {})
        if record is not None:
            import dataclasses

            for f in dataclasses.fields(record):
                if f.name not in self.required and f.name not in self.optional:
                    self.optional[f.name] = Any_()

    def check(self, value: Any, place: str) -> None:
        if not isinstance(value, dict):
            raise _Bad(place or "top level", f"must be a table, not {_show(value)}")
        prefix = f"{place}." if place else ""
        for key, spec in self.required.items():
            if key not in value:
                raise _Bad(place or "top level", f"missing key {key!r}")
            spec.check(value[key], prefix + key)
        for key, item in value.items():
            if key in self.required:
                continue
            spec = self.optional.get(key)
            if spec is None:
                raise _Bad(prefix + str(key), "unknown key")
            spec.check(item, prefix + key)


class Any_:
    """Any JSON value."""

    def check(self, value: Any, place: str) -> None:
        return None


class Table:
    """Any table (checked later by its own reader)."""

    def check(self, value: Any, place: str) -> None:
        if not isinstance(value, dict):
            raise _Bad(place, f"must be a table, not {_show(value)}")


COUNT = Int(0, _BIG)
SEAT = Int(-1, 4)
PAYMENT = Tuple(Int(0, 99), Int(0, 99), Int(0, 99))
TASK = Obj({"t": Str(), "p": SEAT}, {
    "mode": Str(), "origin": Str(), "region": Str(), "regions": List(Str(), 0, 64), "give": Str(), "get": Str(),
    "amount": Int(0, 99), "give2": Str(), "reason": Str(), "min": Int(0, 99), "free": Bool()})
for _name in Task._fields[2:]:
    TASK.optional.setdefault(_name, Any_())
BID = Tuple(Opt(Int(0, WAR_DIE_MAX)), Opt(PAYMENT), Int(0, 99), Int(0, 99))
WAR = Obj({"attacker": SEAT, "defender": SEAT, "region": Str(), "from": Str()}, {
    "allied": Bool(), "bids": MapOf(BID), "revealed": Bool(), "min": Int(0, 99), "fort": Opt(Int(0, 99)),
    "winner": Opt(SEAT), "loser": Opt(SEAT), "broken": Bool(), "dragon": Bool(), "could_retreat": Bool()}, War)
PLAYER = Obj({"seat": SEAT, "colour": Str(), "faction": Str(),
              "resources": Obj({"mana": Int(), "ore": Int(), "food": Int()}), "tower": Int(), "magic": Int()},
             {"home": Str(), "captives": Int(), "crown": Bool()}, PlayerState)
RESULT = Obj({"scores": List(Obj({"seat": SEAT, "total": Int(), "lines": List(Tuple(Str(), Int()), 0, 64),
                                  "tiebreak": List(Int(), 0, 16)}), 1, 5),
              "winners": List(SEAT, 1, 5), "decided_by": Str()})
STATE = Obj({
    "rng": Int(0, _BIG - 1), "players": List(PLAYER, 1, 5), "cards": List(Str(), 0, 6),
    "regions": MapOf(List(Tuple(SEAT, Bool()), 0, 8)), "active": SEAT, "turn": COUNT,
    "shields": List(Str(), 0, 6), "selected": Opt(Str()), "end_triggered": Bool(), "over": Bool(),
    "tasks": List(TASK, 0, 10_000), "war": Opt(WAR)},
    {"tokens": MapOf(Str()), "revealed": MapOf(Str()), "found": List(Str(), 0, 32), "result": Opt(RESULT),
     "moves": COUNT}, GameState)
CONFIG = Obj({"players": Int(2, 5), "factions": List(Str(), 1, 5), "colours": List(Str(), 1, 5),
              "cards": List(Int(0, 10_000), 1, 5), "seed": Int(-_BIG, _BIG), "first_player": SEAT},
             {"ruleset": Str(), "exploration": Bool(), "lost_kingdom": Opt(Str()), "solo": Bool(),
              "difficulty": Int(0, 6)}, GameConfig)
CHOICE = Tuple(Str(), OneOf(Opt(Str()), Int()), Opt(PAYMENT))
#: The shape of a save of format :data:`SAVE_FORMAT`.
SAVE_SCHEMA = Obj({
    "format": Int(), "game": Str(), "config": CONFIG, "initial": STATE, "state": STATE,
    "log": List(Tuple(SEAT, CHOICE), 0, 1_000_000), "barrier": COUNT,
    "custom": Obj({}, {"factions": List(Table(), 0, 5), "territories": List(Table(), 0, 20)})})


# ----------------------------------------------------------------------- migrations

def _v1_to_v2(data: dict) -> None:
    """Version 2 adds ``custom`` (a version 1 save used only the packaged data); task fields
    once written "from" and "n" are "origin" and "amount"."""
    data.setdefault("custom", {})
    for key in ("state", "initial"):
        state = data.get(key)
        tasks = state.get("tasks") if isinstance(state, dict) else None
        for task in tasks if isinstance(tasks, list) else ():
            if isinstance(task, dict):
                if "from" in task and "origin" not in task:
                    task["origin"] = task.pop("from")
                if "n" in task and "amount" not in task:
                    task["amount"] = task.pop("n")


#: Version n -> the change that makes a version n save a version n + 1 save.
MIGRATIONS: dict[int, Callable[[dict], None]] = {1: _v1_to_v2}


def migrate(data: Any, source: str) -> dict:
    """Bring a save's data up to :data:`SAVE_FORMAT` in place; raise :class:`SaveError` for data
    that is not a tek-access save, a format newer than this program, or one it cannot read."""
    if not isinstance(data, dict) or data.get("game") != "tek-access":
        raise SaveError(source, "top level", "not a tek-access save")
    version = data.get("format")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError(source, "format", f"must be a whole number, not {_show(version)}")
    if version > SAVE_FORMAT:
        raise SaveError(source, "format", f"version {version} is from a newer tek-access; "
                                          f"this one reads versions up to {SAVE_FORMAT}")
    if version < min(MIGRATIONS, default=SAVE_FORMAT):
        raise SaveError(source, "format", f"version {version} is unknown; expected 1 to {SAVE_FORMAT}")
    while version < SAVE_FORMAT:
        MIGRATIONS[version](data)
        version += 1
        data["format"] = version
    return data


# ----------------------------------------------------------------------- custom data

def custom_data(game) -> dict:
    """The player's own factions and territory sides ``game`` uses, as the TOML tables they were
    read from: ``{"factions": [...], "territories": [...]}`` (empty lists when none)."""
    catalog = game.catalog
    custom = getattr(catalog, "custom", {}) or {}
    factions = [custom[("faction", f)] for f in dict.fromkeys(game.config.factions) if ("faction", f) in custom]
    wanted = set(game.config.cards)
    sides = [custom[("side", s.id)] for s in catalog.territories.values()
             if ("side", s.id) in custom and (s.card in wanted or s.id == game.config.lost_kingdom)]
    return {"factions": factions, "territories": sides}


def _catalog_for(data: dict, catalog, source: str):
    """``catalog`` (default: the packaged one) with the save's own factions and sides added;
    one already there is used when it is the same."""
    from tek_access.rules.catalog import extend_catalog
    from tek_access.rules.factions import parse_faction_document
    from tek_access.rules.territory import parse_territory_document

    custom = data.get("custom") or {}
    faction_docs, territory_docs = [], []
    for key, kind, parse, docs, have in (
            ("factions", "faction", parse_faction_document, faction_docs, catalog.factions),
            ("territories", "side", parse_territory_document, territory_docs, catalog.territories)):
        for i, table in enumerate(custom.get(key, [])):
            label = f"{source}: custom.{key}[{i}]"
            document = {kind: [table]}
            try:
                item = parse(document, label)[0]
            except DataError as exc:
                raise SaveError(source, f"custom.{key}[{i}], {exc.place}", exc.problem) from None
            if item.id in have:
                if have[item.id] == item:
                    continue
                raise SaveError(source, f"custom.{key}[{i}]", f"{kind} {item.id!r} differs from the {kind} "
                                                              f"of that id loaded here")
            docs.append((label, document))
    if not faction_docs and not territory_docs:
        return catalog
    try:
        return extend_catalog(catalog, territory_docs, faction_docs)
    except DataError as exc:
        raise SaveError(source, exc.file.removeprefix(f"{source}: ") + f", {exc.place}", exc.problem) from None


# ----------------------------------------------------------------------- invariants

def check_invariants(game, state: dict, where: str) -> None:
    """Raise ``_Bad`` for the first broken invariant of ``state`` (a state's JSON, already of the
    right shape) in ``game`` (its config and catalogue). ``where`` prefixes every place."""
    config, catalog = game.config, game.catalog
    n = config.players
    from tek_access.rules.decisions import HANDLERS, STEPS
    from tek_access.rules.model import ACTIONS, NEUTRAL, RESOURCES

    players = state["players"]
    if len(players) != n:
        raise _Bad(f"{where}.players", f"has {len(players)} players, the config has {n}")
    seats = range(n)
    for i, p in enumerate(players):
        at = f"{where}.players[{i}]"
        if p["seat"] != i:
            raise _Bad(f"{at}.seat", f"is {p['seat']}, expected {i}")
        if p["faction"] != config.factions[i]:
            raise _Bad(f"{at}.faction", f"is {_show(p['faction'])}, the config has {_show(config.factions[i])}")
        if p["colour"] != config.colours[i]:
            raise _Bad(f"{at}.colour", f"is {_show(p['colour'])}, the config has {_show(config.colours[i])}")
        if sorted(p["resources"]) != sorted(RESOURCES):
            raise _Bad(f"{at}.resources", "must hold mana, ore and food")
        for name in RESOURCES:
            Int(0, RESOURCE_CAP).check(p["resources"][name], f"{at}.resources.{name}")
        Int(0, TOWER_CAP).check(p["tower"], f"{at}.tower")
        Int(0, MAGIC_CAP).check(p["magic"], f"{at}.magic")
        Int(0, 99).check(p.get("captives", 0), f"{at}.captives")
        home = p.get("home", "")
        if home and home not in state["cards"]:
            raise _Bad(f"{at}.home", f"{_show(home)} is not a card in play")
    cards = state["cards"]
    if len(set(cards)) != len(cards):
        raise _Bad(f"{where}.cards", "names a side twice")
    board = set()
    for i, sid in enumerate(cards):
        side = catalog.territories.get(sid)
        if side is None:
            raise _Bad(f"{where}.cards[{i}]", f"unknown territory side {_show(sid)}")
        if side.card not in config.cards and sid != config.lost_kingdom:
            raise _Bad(f"{where}.cards[{i}]", f"side {_show(sid)} is not on a card dealt in this game")
        board.update(r.id for r in side.regions if r.passable)
    owners = set(seats) | ({NEUTRAL} if n == 2 else set())
    count: dict[int, int] = {}
    for rid, occ in state["regions"].items():
        at = f"{where}.regions.{rid}"
        if occ and rid not in board:
            raise _Bad(at, "is not a passable region on a card in play")
        if len(occ) > REGION_CAP:
            raise _Bad(at, f"holds {len(occ)} meeples, at most {REGION_CAP} may share a region")
        for j, (owner, searching) in enumerate(occ):
            if owner not in owners:
                raise _Bad(f"{at}[{j}][0]", f"owner {owner} is not a seat of this game")
            if searching and catalog.region(rid).type != "ruins":
                raise _Bad(f"{at}[{j}][1]", "a meeple searches only in ruins")
            count[owner] = count.get(owner, 0) + 1
    for owner, total in sorted(count.items()):
        if owner != NEUTRAL and total > PLAYER_MEEPLES:
            raise _Bad(f"{where}.regions", f"seat {owner} has {total} meeples, at most {PLAYER_MEEPLES}")
    if state["active"] not in seats:
        raise _Bad(f"{where}.active", f"seat {state['active']} is not a seat of this game")
    for i, action in enumerate(state["shields"]):
        if action not in ACTIONS:
            raise _Bad(f"{where}.shields[{i}]", f"unknown action {_show(action)}")
    if state["selected"] is not None and state["selected"] not in ACTIONS:
        raise _Bad(f"{where}.selected", f"unknown action {_show(state['selected'])}")
    tasks = state["tasks"]
    for i, task in enumerate(tasks):
        at = f"{where}.tasks[{i}]"
        if task["t"] not in HANDLERS and task["t"] not in STEPS:
            raise _Bad(f"{at}.t", f"unknown task {_show(task['t'])}")
        if task["p"] not in owners:
            raise _Bad(f"{at}.p", f"seat {task['p']} is not a seat of this game")
        for key in ("give", "get", "give2"):
            if key in task and task[key] not in RESOURCES:
                raise _Bad(f"{at}.{key}", f"unknown resource {_show(task[key])}")
        for key in ("origin", "region"):
            if key in task and task[key] not in board:
                raise _Bad(f"{at}.{key}", f"{_show(task[key])} is not a region on the board")
        if "mode" in task and task["mode"] not in ("patrol", "quest"):
            raise _Bad(f"{at}.mode", f"unknown mode {_show(task['mode'])}")
    if state["over"]:
        if tasks:
            raise _Bad(f"{where}.tasks", "a finished game has no tasks left")
        if state.get("result") is None:
            raise _Bad(f"{where}.result", "a finished game needs its result")
    else:
        if not tasks:
            raise _Bad(f"{where}.tasks", "is empty, but the game is not over")
        if tasks[-1]["t"] not in HANDLERS:
            raise _Bad(f"{where}.tasks[{len(tasks) - 1}].t", "the next task must be a decision")
        if state.get("result") is not None:
            raise _Bad(f"{where}.result", "a game not over has no result")
    war = state["war"]
    if war is not None:
        at = f"{where}.war"
        for key in ("attacker", "defender"):
            if war[key] not in owners:
                raise _Bad(f"{at}.{key}", f"seat {war[key]} is not a seat of this game")
        if war["attacker"] == war["defender"]:
            raise _Bad(at, "a seat cannot fight itself")
        for key in ("region", "from"):
            if war[key] not in board:
                raise _Bad(f"{at}.{key}", f"{_show(war[key])} is not a region on the board")
        sides_ = {str(war["attacker"]), str(war["defender"])}
        for key in war.get("bids", {}):
            if key not in sides_:
                raise _Bad(f"{at}.bids.{key}", "is not the attacker or the defender")
        for key in ("winner", "loser"):
            if war.get(key) is not None and str(war[key]) not in sides_:
                raise _Bad(f"{at}.{key}", "is not the attacker or the defender")
    token_ids = {t.id for t in catalog.tokens}
    for key in ("tokens", "revealed"):
        for rid, token in state.get(key, {}).items():
            if rid not in board:
                raise _Bad(f"{where}.{key}.{rid}", "is not a region on the board")
            if token not in token_ids:
                raise _Bad(f"{where}.{key}.{rid}", f"unknown token {_show(token)}")
    for i, token in enumerate(state.get("found", [])):
        if token not in token_ids:
            raise _Bad(f"{where}.found[{i}]", f"unknown token {_show(token)}")


class _Table:
    """What the invariants read of a game: its config and catalogue."""

    def __init__(self, config, catalog) -> None:
        self.config, self.catalog = config, catalog


def _check_config(game) -> None:
    config, catalog = game.config, game.catalog
    n = config.players
    for i, faction in enumerate(config.factions):
        if faction not in catalog.factions:
            raise _Bad(f"config.factions[{i}]", f"unknown faction {_show(faction)}")
    for key in ("factions", "colours", "cards"):
        values = getattr(config, key)
        if len(values) != n:
            raise _Bad(f"config.{key}", f"has {len(values)} items, one per player needed ({n})")
        if len(set(values)) != n:
            raise _Bad(f"config.{key}", "names one twice")
    colours = {c.id for c in catalog.colours if not c.neutral}
    for i, colour in enumerate(config.colours):
        if colour not in colours:
            raise _Bad(f"config.colours[{i}]", f"unknown colour {_show(colour)}")
    card_numbers = {s.card for s in catalog.territories.values()}
    for i, card in enumerate(config.cards):
        if card not in card_numbers:
            raise _Bad(f"config.cards[{i}]", f"no territory card {card}")
    if not 0 <= config.first_player < n:
        raise _Bad("config.first_player", f"seat {config.first_player} is not a seat of this game")
    try:
        from tek_access.rules.rulesets import RULES
    except ImportError:  # pragma: no cover - before named rulesets
        RULES = ("tek",)
    if config.ruleset not in RULES:
        raise _Bad("config.ruleset", f"unknown ruleset {_show(config.ruleset)}")
    if config.lost_kingdom is not None and n != 2:
        raise _Bad("config.lost_kingdom", "a Lost Kingdom is dealt with 2 players only")
    if config.lost_kingdom is not None and config.lost_kingdom not in catalog.territories:
        raise _Bad("config.lost_kingdom", f"unknown territory side {_show(config.lost_kingdom)}")


# ----------------------------------------------------------------------- the whole check

def check_save(data: Any, source: str, catalog=None):
    """The game a save's parsed ``data`` holds, after checking its shape, its invariants and a
    replay of its log (module docstring). Raises :class:`SaveError` (file, place, problem)."""
    from tek_access.rules.catalog import load_catalog
    from tek_access.rules.game import Game
    from tek_access.rules.model import IllegalChoice
    from tek_access.rules.state import FORMAT_VERSION

    data = migrate(data, source)
    try:
        SAVE_SCHEMA.check(data, "")
    except _Bad as exc:
        raise SaveError(source, exc.place, exc.problem) from None
    catalog = _catalog_for(data, catalog or load_catalog(), source)
    try:
        table = _Table(GameConfig.from_json(data["config"]), catalog)
        _check_config(table)
        check_invariants(table, data["initial"], "initial")
        check_invariants(table, data["state"], "state")
        if not data["barrier"] <= len(data["log"]):
            raise _Bad("barrier", f"is {data['barrier']}, past the end of the log ({len(data['log'])} entries)")
    except _Bad as exc:
        raise SaveError(source, exc.place, exc.problem) from None
    engine_data = {key: value for key, value in data.items() if key != "custom"}
    engine_data["format"] = FORMAT_VERSION
    game = Game.from_json(engine_data, catalog, source)
    _replay(game, data, source)
    return game


def _replay(game, data: dict, source: str) -> None:
    """Play the log from the initial state; the result must be the saved state."""
    from tek_access.rules.game import Game
    from tek_access.rules.model import IllegalChoice
    from tek_access.rules.state import GameState

    initial = data["initial"]
    try:
        start = GameState.from_json(initial)
        replay = Game(game.catalog, game.config, start, [], 0, initial)
        replay.choices()
    except Exception as exc:  # the engine's own view of a state it cannot run
        raise SaveError(source, "initial", f"not a state the game can start from ({type(exc).__name__})") from None
    for i, (seat, choice) in enumerate(game.log):
        place = f"log[{i}]"
        pending = replay.pending
        if pending is None:
            raise SaveError(source, place, "the game was already over")
        if seat != pending.player:
            raise SaveError(source, f"{place}[0]", f"seat {seat}, but seat {pending.player} was deciding")
        try:
            replay.apply(choice)
        except IllegalChoice as exc:
            raise SaveError(source, place, f"illegal choice {choice.kind} {_show(choice.target)}: {exc}") from None
        except Exception as exc:
            raise SaveError(source, place, f"choice {choice.kind} cannot be played ({type(exc).__name__})") from None
    try:
        replay.choices()
    except Exception as exc:
        raise SaveError(source, "state", f"the next decision cannot be worked out ({type(exc).__name__})") from None
    if game.pending is not None and not replay.choices():
        raise SaveError(source, "state.tasks", "the next decision has no legal choice")
    saved, replayed = data["state"], replay.state.to_json()
    if saved != replayed:
        place = _first_difference(saved, replayed, "state")
        raise SaveError(source, place, "differs from a replay of the log from the initial state")
    if replay.barrier != data["barrier"]:
        raise SaveError(source, "barrier", f"is {data['barrier']}, a replay gives {replay.barrier}")


def _first_difference(a: Any, b: Any, place: str) -> str:
    """The key path of the first place where JSON values ``a`` and ``b`` differ."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if a.get(key, _MISSING) != b.get(key, _MISSING):
                if key in a and key in b:
                    return _first_difference(a[key], b[key], f"{place}.{key}")
                return f"{place}.{key}"
        return place
    if isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return _first_difference(x, y, f"{place}[{i}]")
        return place
    return place


_MISSING = object()
