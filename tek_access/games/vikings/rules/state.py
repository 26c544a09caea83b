"""Tiny Epic Vikings: the state as plain data, and its JSON shape (part of the contract, see :mod:`.model`).

Readable fields a front end may use (ids as in the data files; seats 0-based, clockwise):

- ``GameConfig``: ``players`` (2..4), ``seed``, ``colours`` (one per seat), ``first`` (the first horn).
- ``GameState.players[seat]`` (:class:`Clan`): ``colour``; ``res`` [wood, food, steel] (0..7);
  ``settlers`` on the clan board (0..6); ``ship_slots`` / ``temple_slots`` the wood costs of the units
  still on the clan board; ``villages`` looted and not yet completed; ``favours`` favour ids under the
  clan board (HIDDEN in another seat's view); ``hand`` card ids (HIDDEN in another seat's view);
  ``kept`` the draft's face-down pile (HIDDEN likewise); ``played`` this era's cards as
  ``[card, face]``, face "up", "down" (in a battle, not yet revealed: card HIDDEN to others) or "shown".
- ``GameState``: ``gods`` (row order), ``rage`` {god: rage, 20 and more past the first lap};
  ``era`` 1..3 (the raven); ``phase`` "setup", "draft", "action", "over"; ``start`` (the horn),
  ``active`` (whose turn), ``turn``, ``moves``; ``settlers`` / ``temples`` {island: [count per seat]};
  ``ships`` [[seat, place]] (place a fjord or dock id); ``runes`` {island: holder seat or None};
  ``villages`` dock ids still holding a village; ``slots`` {slot id or god id: [seats of the villages
  completed there]}; ``deck`` (top last; HIDDEN in views), ``discard``, ``invaders`` (top last);
  ``rows`` {"top": [...], "bottom": [...]} favour ids face up; ``battle`` None or
  {"initiator", "favour", "end", "cards": {seat: card or HIDDEN}, "order": [seats]}; ``completed``
  (a village completed this turn); ``over``, ``result``; ``tasks`` the work stack; ``rng``.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class GameConfig:
    """The options a game was dealt with."""

    players: int
    seed: int
    colours: tuple[str, ...]
    first: int

    def to_json(self) -> dict:
        return {"players": self.players, "seed": self.seed, "colours": list(self.colours), "first": self.first}

    @classmethod
    def from_json(cls, data: dict) -> "GameConfig":
        players = int(data["players"])
        colours = tuple(str(c) for c in data["colours"])
        first = int(data["first"])
        if not 2 <= players <= 4 or len(colours) != players or not 0 <= first < players:
            raise ValueError("players, colours or first out of range")
        return cls(players, int(data["seed"]), colours, first)


@dataclass(slots=True)
class Clan:
    """One seat's clan board and what lies before it (003, Game settings: clan boards)."""

    colour: str
    res: list[int]
    settlers: int
    ship_slots: list[int]
    temple_slots: list[int]
    villages: int = 0
    favours: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    played: list[list[str]] = field(default_factory=list)

    def copy(self) -> "Clan":
        return Clan(self.colour, list(self.res), self.settlers, list(self.ship_slots), list(self.temple_slots),
                    self.villages, list(self.favours), list(self.hand), list(self.kept),
                    [list(p) for p in self.played])

    def to_json(self) -> dict:
        return {"colour": self.colour, "res": list(self.res), "settlers": self.settlers,
                "ship_slots": list(self.ship_slots), "temple_slots": list(self.temple_slots),
                "villages": self.villages, "favours": list(self.favours), "hand": list(self.hand),
                "kept": list(self.kept), "played": [list(p) for p in self.played]}

    @classmethod
    def from_json(cls, data: dict) -> "Clan":
        res = [int(n) for n in data["res"]]
        if len(res) != 3:
            raise ValueError("res must hold wood, food and steel")
        played = [[str(c), str(f)] for c, f in data["played"]]
        return cls(str(data["colour"]), res, int(data["settlers"]), [int(n) for n in data["ship_slots"]],
                   [int(n) for n in data["temple_slots"]], int(data["villages"]),
                   [str(x) for x in data["favours"]], [str(x) for x in data["hand"]],
                   [str(x) for x in data["kept"]], played)


def _seat(value: Any) -> int | None:
    return None if value is None else int(value)


@dataclass(slots=True)
class GameState:
    """The whole changing state of a Vikings game (see the module docstring for each field)."""

    players: list[Clan]
    gods: list[str]
    rage: dict[str, int]
    settlers: dict[str, list[int]]
    temples: dict[str, list[int]]
    runes: dict[str, int | None]
    villages: list[str]
    slots: dict[str, list[int]]
    deck: list[str]
    rows: dict[str, list[str]]
    rng: int
    ships: list[list[Any]] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    invaders: list[str] = field(default_factory=list)
    era: int = 1
    phase: str = "setup"
    start: int = 0
    active: int = 0
    turn: int = 0
    moves: int = 0
    battle: dict | None = None
    completed: bool = False
    over: bool = False
    result: dict | None = None
    tasks: list[dict] = field(default_factory=list)

    def clone(self) -> "GameState":
        """An independent copy (flat data: cheap)."""
        return GameState(
            [p.copy() for p in self.players], list(self.gods), dict(self.rage),
            {k: list(v) for k, v in self.settlers.items()}, {k: list(v) for k, v in self.temples.items()},
            dict(self.runes), list(self.villages), {k: list(v) for k, v in self.slots.items()}, list(self.deck),
            {k: list(v) for k, v in self.rows.items()}, self.rng, [list(s) for s in self.ships],
            list(self.discard), list(self.invaders), self.era, self.phase, self.start, self.active, self.turn,
            self.moves, copy.deepcopy(self.battle) if self.battle is not None else None, self.completed,
            self.over, copy.deepcopy(self.result) if self.result is not None else None,
            [dict(t) for t in self.tasks])

    def to_json(self) -> dict:
        return {
            "players": [p.to_json() for p in self.players], "gods": list(self.gods), "rage": dict(self.rage),
            "settlers": {k: list(v) for k, v in self.settlers.items()},
            "temples": {k: list(v) for k, v in self.temples.items()}, "runes": dict(self.runes),
            "villages": list(self.villages), "slots": {k: list(v) for k, v in self.slots.items()},
            "deck": list(self.deck), "rows": {k: list(v) for k, v in self.rows.items()}, "rng": self.rng,
            "ships": [list(s) for s in self.ships], "discard": list(self.discard),
            "invaders": list(self.invaders), "era": self.era, "phase": self.phase, "start": self.start,
            "active": self.active, "turn": self.turn, "moves": self.moves,
            "battle": copy.deepcopy(self.battle), "completed": self.completed, "over": self.over,
            "result": copy.deepcopy(self.result), "tasks": [dict(t) for t in self.tasks]}

    @classmethod
    def from_json(cls, data: dict) -> "GameState":
        """Inverse of :meth:`to_json`; raises KeyError, TypeError or ValueError on a malformed document."""
        battle = data["battle"]
        if battle is not None:
            battle = {"initiator": int(battle["initiator"]), "favour": battle["favour"], "end": battle["end"],
                      "cards": {str(k): str(v) for k, v in battle["cards"].items()},
                      "order": [int(s) for s in battle["order"]]}
        tasks = []
        for task in data["tasks"]:
            if not isinstance(task, dict) or "t" not in task or "p" not in task:
                raise ValueError("a task must be a table with t and p")
            tasks.append(dict(task))
        return cls(
            [Clan.from_json(p) for p in data["players"]], [str(g) for g in data["gods"]],
            {str(k): int(v) for k, v in data["rage"].items()},
            {str(k): [int(n) for n in v] for k, v in data["settlers"].items()},
            {str(k): [int(n) for n in v] for k, v in data["temples"].items()},
            {str(k): _seat(v) for k, v in data["runes"].items()}, [str(v) for v in data["villages"]],
            {str(k): [int(n) for n in v] for k, v in data["slots"].items()}, [str(c) for c in data["deck"]],
            {str(k): [str(c) for c in v] for k, v in data["rows"].items()}, int(data["rng"]),
            [[int(s), str(p)] for s, p in data["ships"]], [str(c) for c in data["discard"]],
            [str(c) for c in data["invaders"]], int(data["era"]), str(data["phase"]), int(data["start"]),
            int(data["active"]), int(data["turn"]), int(data["moves"]), battle, bool(data["completed"]),
            bool(data["over"]), data["result"], tasks)
