"""The shape of a save of format :data:`tek_access.games.tek.savecheck.migrate.SAVE_FORMAT`
(:data:`SAVE_SCHEMA`), and the caps the invariants check."""
from __future__ import annotations

from tek_access.games.tek.rules.model import Task, War
from tek_access.games.tek.rules.state import GameConfig, GameState, PlayerState
from tek_access.games.tek.savecheck.shape import BIG, Any_, Bool, Int, List, MapOf, Obj, OneOf, Opt, Str, Table, Tuple

RESOURCE_CAP, TOWER_CAP, MAGIC_CAP = 9, 6, 5
REGION_CAP, PLAYER_MEEPLES = 2, 7
WAR_DIE_MAX = 11

COUNT = Int(0, BIG)
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
    "rng": Int(0, BIG - 1), "players": List(PLAYER, 1, 5), "cards": List(Str(), 0, 6),
    "regions": MapOf(List(Tuple(SEAT, Bool()), 0, 8)), "active": SEAT, "turn": COUNT,
    "shields": List(Str(), 0, 6), "selected": Opt(Str()), "end_triggered": Bool(), "over": Bool(),
    "tasks": List(TASK, 0, 10_000), "war": Opt(WAR)},
    {"tokens": MapOf(Str()), "revealed": MapOf(Str()), "found": List(Str(), 0, 32), "result": Opt(RESULT),
     "moves": COUNT}, GameState)
CONFIG = Obj({"players": Int(2, 5), "factions": List(Str(), 1, 5), "colours": List(Str(), 1, 5),
              "cards": List(Int(0, 10_000), 1, 5), "seed": Int(-BIG, BIG), "first_player": SEAT},
             {"ruleset": Str(), "exploration": Bool(), "lost_kingdom": Opt(Str()), "solo": Bool(),
              "difficulty": Int(0, 6)}, GameConfig)
CHOICE = Tuple(Str(), OneOf(Opt(Str()), Int()), Opt(PAYMENT))
#: The shape of a save of format :data:`SAVE_FORMAT`.
SAVE_SCHEMA = Obj({
    "format": Int(), "game": Str(), "config": CONFIG, "initial": STATE, "state": STATE,
    "log": List(Tuple(SEAT, CHOICE), 0, 1_000_000), "barrier": COUNT,
    "custom": Obj({}, {"factions": List(Table(), 0, 5), "territories": List(Table(), 0, 20)})})
