"""The game state as plain data: players, meeples on regions, the turn, the task stack.

Everything is ints, strings, lists and dicts so that :func:`to_json` / :func:`from_json`
round-trip without loss and :meth:`GameState.clone` is a cheap shallow copy of flat parts
(``architecture.md``, engine contract).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from tek_access.games.tek.rules.model import Meeple, Task, War

FORMAT_VERSION = 1


@dataclass(frozen=True, slots=True)
class GameConfig:
    """How a game was set up; fixed for the whole game.

    players: 2..5 seats; factions and colours: one id per seat; cards: the territory card number
    (1..8) dealt to each seat; seed: the generator seed; ruleset: "tek" (rulebook 000);
    exploration: the exploration-token variant; first_player: the seat that starts.
    lost_kingdom: the side id of the 2-player Lost Kingdom (None otherwise). ruleset: "tek",
    "utek" or "microgame" (:mod:`tek_access.games.tek.rules.rulesets`). solo: seat 1 is the dummy player
    driven by the compass card (002, Solo Play Rules); difficulty: extra resources of each type
    the dummy starts with (002: "increase the number of resources the dummy player starts with").
    """

    players: int
    factions: tuple[str, ...]
    colours: tuple[str, ...]
    cards: tuple[int, ...]
    seed: int
    first_player: int
    ruleset: str = "tek"
    exploration: bool = False
    lost_kingdom: str | None = None
    solo: bool = False
    difficulty: int = 0

    def __reduce__(self) -> tuple[type[GameConfig], tuple[Any, ...]]:
        """Pickle by the constructor's arguments (a compiled frozen class cannot be rebuilt field by field)."""
        return (GameConfig, (self.players, self.factions, self.colours, self.cards, self.seed, self.first_player,
                             self.ruleset, self.exploration, self.lost_kingdom, self.solo, self.difficulty))

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players, "factions": list(self.factions), "colours": list(self.colours),
            "cards": list(self.cards), "seed": self.seed, "first_player": self.first_player,
            "ruleset": self.ruleset, "exploration": self.exploration, "lost_kingdom": self.lost_kingdom,
            "solo": self.solo, "difficulty": self.difficulty,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "GameConfig":
        return cls(
            players=int(data["players"]), factions=tuple(data["factions"]), colours=tuple(data["colours"]),
            cards=tuple(int(c) for c in data["cards"]), seed=int(data["seed"]),
            first_player=int(data["first_player"]), ruleset=str(data.get("ruleset", "tek")),
            exploration=bool(data.get("exploration", False)), lost_kingdom=data.get("lost_kingdom"),
            solo=bool(data.get("solo", False)), difficulty=int(data.get("difficulty", 0)),
        )


@dataclass(slots=True)
class PlayerState:
    """One seat: resources (0..9 each), tower level (0..6), magic level (0..5), home side id."""

    seat: int
    colour: str
    faction: str
    home: str = ""
    resources: dict[str, int] = field(default_factory=lambda: {"mana": 0, "ore": 0, "food": 0})
    tower: int = 0
    magic: int = 0
    captives: int = 0
    crown: bool = False

    def clone(self) -> "PlayerState":
        # set slot by slot: cheaper than the generated __init__ (look-ahead copies run it thousands of times)
        return PlayerState(self.seat, self.colour, self.faction, self.home, self.resources.copy(), self.tower,
                           self.magic, self.captives, self.crown)

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "colour": self.colour, "faction": self.faction, "home": self.home,
                "resources": dict(self.resources), "tower": self.tower, "magic": self.magic,
                "captives": self.captives, "crown": self.crown}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "PlayerState":
        return cls(int(data["seat"]), data["colour"], data["faction"], data.get("home", ""),
                   {k: int(v) for k, v in data["resources"].items()}, int(data["tower"]), int(data["magic"]),
                   int(data.get("captives", 0)), bool(data.get("crown", False)))


@dataclass(slots=True)
class GameState:
    """Everything that changes during a game.

    regions: region id -> the :class:`Meeple` records there (at most 2). cards: side ids in play,
    in seat order (then the Lost Kingdom). shields: actions covered by a shield this round.
    tasks: the work stack of :class:`Task` records, last item next. war: the :class:`War` being
    fought, or None. tokens: region id -> face-down exploration token type (``"hidden"`` in a
    seat's view); revealed: region id -> revealed token staying on the board; found: every token
    revealed so far, in order (public). moves: choices applied since the deal. compass: in a
    solo game, the compass card and the dummy's last roll (public): ``{"night": bool, "roll": the
    d12 being used or None, "last": [event data of the dummy's last roll and choice]}``.
    """

    rng: int
    players: list[PlayerState]
    cards: list[str] = field(default_factory=list)
    regions: dict[str, list[Meeple]] = field(default_factory=dict)
    active: int = 0
    turn: int = 0
    shields: list[str] = field(default_factory=list)
    selected: str | None = None
    end_triggered: bool = False
    over: bool = False
    tasks: list[Task] = field(default_factory=list)
    war: War | None = None
    tokens: dict[str, str] = field(default_factory=dict)
    revealed: dict[str, str] = field(default_factory=dict)
    found: list[str] = field(default_factory=list)
    result: dict[str, Any] | None = None
    moves: int = 0
    compass: dict[str, Any] | None = None

    def clone(self) -> "GameState":
        """A copy sharing nothing changed in place with this one (meeples and tasks are immutable
        records; a region's list of meeples is shared, and :class:`~tek_access.games.tek.rules.meeples.MeepleBoard`,
        the only code moving meeples, puts a new list in the region instead of changing it)."""
        war, compass = self.war, self.compass
        return GameState(  # positional, in field order: rng, players, cards, regions, active, turn, ...
            self.rng,
            [p.clone() for p in self.players],
            self.cards.copy(),
            self.regions.copy(),  # the meeple lists are shared: MeepleBoard replaces a list, never changes one
            self.active, self.turn, self.shields.copy(), self.selected, self.end_triggered, self.over,
            self.tasks.copy(),
            war.copy() if war is not None else None,
            self.tokens.copy(), self.revealed.copy(), self.found.copy(), self.result, self.moves,
            compass.copy() if compass is not None else None,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "rng": self.rng, "players": [p.to_json() for p in self.players], "cards": list(self.cards),
            "regions": {k: [[m.owner, m.searching] for m in v] for k, v in self.regions.items()},
            "active": self.active, "turn": self.turn, "shields": list(self.shields), "selected": self.selected,
            "end_triggered": self.end_triggered, "over": self.over, "tasks": [t.to_json() for t in self.tasks],
            "war": self.war.to_json() if self.war is not None else None, "tokens": dict(self.tokens),
            "revealed": dict(self.revealed), "found": list(self.found), "result": self.result, "moves": self.moves,
            "compass": self.compass,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "GameState":
        """Inverse of :meth:`to_json`; raises KeyError, TypeError or ValueError on a malformed field."""
        return cls(
            rng=int(data["rng"]), players=[PlayerState.from_json(p) for p in data["players"]],
            cards=[str(c) for c in data["cards"]],
            regions={str(k): [Meeple(int(m[0]), bool(m[1])) for m in v] for k, v in data["regions"].items()},
            active=int(data["active"]), turn=int(data["turn"]), shields=[str(a) for a in data["shields"]],
            selected=data["selected"], end_triggered=bool(data["end_triggered"]), over=bool(data["over"]),
            tasks=[Task.from_json(t) for t in data["tasks"]],
            war=War.from_json(data["war"]) if data["war"] is not None else None,
            tokens=dict(data.get("tokens", {})), revealed=dict(data.get("revealed", {})),
            found=list(data.get("found", [])), result=data.get("result"), moves=int(data.get("moves", 0)),
            compass=data.get("compass"),
        )


def replace_config(config: GameConfig, **changes: Any) -> GameConfig:
    """A copy of ``config`` with ``changes`` (used by views to drop the seed)."""
    return dataclasses.replace(config, **changes)
