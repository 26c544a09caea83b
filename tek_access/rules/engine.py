"""The rules engine: one Game, its pending decision, its legal choices, and apply(choice) -> events.

The whole state is plain data (:mod:`tek_access.rules.state`); the work still to do is a stack
of small task dicts, so a game can stop at any decision, be saved, loaded, cloned and replayed.
Humans and bots go through the same door: :meth:`Game.choices` then :meth:`Game.apply`
(``architecture.md``, engine contract). Rules follow 000_de41987be7abf7aa.txt (the rulebook)
and ``rulings.md``; each handler names its section.
"""
from __future__ import annotations

import json
from typing import Callable

from tek_access.rules import abilities, economy, movement, scoring, war
from tek_access.rules.catalog import Catalog, load_catalog
from tek_access.rules.exploration import ExplorationRules
from tek_access.rules.model import ACTIONS, NEUTRAL, RESOURCES, Choice, Decision, Event, IllegalChoice
from tek_access.rules.rng import Rng
from tek_access.rules.state import FORMAT_VERSION, GameConfig, GameState, PlayerState

SHIELDS = 5
START_TOTAL = 6
#: Starting-resource presets offered by number: (mana, ore, food). The first is the rulebook's
#: suggestion for first-time players (000, Setup: 1 ore, 2 mana, 3 food).
START_PRESETS: tuple[tuple[int, int, int], ...] = ((2, 1, 3), (2, 2, 2), (3, 2, 1), (1, 3, 2), (2, 3, 1), (3, 1, 2))
MIN_PLAYERS, MAX_PLAYERS = 2, 5

#: Decisions that are resolved without asking when they have exactly one choice.
_FORCED_WHEN_SINGLE = frozenset({"expand_where", "loss_order", "retreat", "free_placement", "collect_resource",
                                 "move_to", "trade_amount", "bandits"})
#: Decisions that are skipped when they have no choice at all (every resource already at 9).
_SKIPPED_WHEN_EMPTY = frozenset({"collect_resource"})


def _is_count(value: object) -> bool:
    """True for a plain int (not a bool): what war die values and payments must be."""
    return isinstance(value, int) and not isinstance(value, bool)


class SaveError(ValueError):
    """A save file cannot be loaded: ``str()`` names the file, the place and the problem."""

    def __init__(self, file: str, place: str, problem: str) -> None:
        super().__init__(f"{file}: {place}: {problem}")
        self.file, self.place, self.problem = file, place, problem


class Game(ExplorationRules):
    """A game of Tiny Epic Kingdoms.

    Create with :meth:`new` (or :meth:`from_json`). ``pending`` is the :class:`Decision` waited
    for (None when the game is over); ``choices()`` its numbered legal answers; ``apply(choice)``
    plays one and returns the :class:`Event` list; ``undo(seat)`` takes back that seat's last
    choice. Raises :class:`IllegalChoice` for an illegal answer and leaves the game unchanged.
    """

    def __init__(self, catalog: Catalog, config: GameConfig, state: GameState,
                 log: list[tuple[int, Choice]] | None = None, barrier: int = 0,
                 initial: dict | None = None) -> None:
        self.catalog = catalog
        self.config = config
        self.state = state
        self.log: list[tuple[int, Choice]] = list(log or [])
        self.barrier = barrier
        self.initial = initial if initial is not None else state.to_json()
        self._factions = [catalog.factions[f] for f in config.factions]
        self._events: list[Event] = []
        self._cache: tuple[int, list[Choice]] | None = None
        self._neutral_cache: tuple | None = None
        self.version = 0
        self._counts: dict[int, int] | None = None
        self._revealed_now = False
        self._board_key: tuple = ()
        self.board_regions: list = []
        self._order: dict[str, int] = {}
        self._regions: dict = {}
        self._refresh_board()
        self.start_events: list[Event] = []

    # ----------------------------------------------------------------- creation
    @classmethod
    def new(cls, players: int = 4, seed: int = 0, factions: tuple[str, ...] | list[str] | None = None,
            colours: tuple[str, ...] | list[str] | None = None, first_player: int | None = None,
            catalog: Catalog | None = None, exploration: bool = False, ruleset: str = "tek") -> "Game":
        """Deal a new game and run it to its first decision (each seat chooses a home side).

        players: 2..5 (2 players add the Lost Kingdom, a random unused territory side). factions: ids or names, one per seat,
        distinct (None: random distinct from the catalogue). colours: ids (None: blue, orange,
        purple, white, black in seat order). Raises ValueError with a short reason on bad options.
        Source: 000, Setup and Assign the Active Player Token; rulings.md, Turn and actions.
        """
        catalog = catalog or load_catalog()
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Players must be {MIN_PLAYERS} to {MAX_PLAYERS}.")
        rng = Rng(seed)
        faction_ids = _resolve_factions(catalog, players, factions, rng)
        colour_ids = _resolve_colours(catalog, players, colours)
        cards = sorted({s.card for s in catalog.territories.values()})
        rng.shuffle(cards)
        dealt = tuple(cards[:players])
        lost_kingdom = None
        if players == 2:
            spare = [s.id for s in catalog.territories.values() if s.card not in dealt]
            lost_kingdom = rng.choice(sorted(spare))
        if first_player is None:
            first_player = rng.below(players)
        elif not 0 <= first_player < players:
            raise ValueError(f"First player must be a seat from 1 to {players}.")
        config = GameConfig(players=players, factions=faction_ids, colours=colour_ids, cards=dealt, seed=seed,
                            first_player=first_player, ruleset=ruleset, exploration=exploration,
                            lost_kingdom=lost_kingdom)
        state = GameState(rng=rng.state, players=[PlayerState(i, colour_ids[i], faction_ids[i]) for i in range(players)])
        state.active = first_player
        tasks: list[dict] = []
        for seat in range(players):
            tasks += [{"t": "choose_side", "p": seat}, {"t": "choose_start", "p": seat},
                      {"t": "choose_resources", "p": seat}]
        tasks.append({"t": "begin"})
        state.tasks = list(reversed(tasks))
        game = cls(catalog, config, state)
        game._run()
        game.start_events = game._take_events()
        game.initial = game.state.to_json()
        return game

    # ----------------------------------------------------------------- lookups
    def region(self, rid: str):
        """The :class:`Region` with id ``rid``; KeyError if unknown."""
        region = self._regions.get(rid)
        return region if region is not None else self.catalog.region(rid)

    def region_order(self, rid: str) -> int:
        """Board order of a region: cards in seat order, regions by number."""
        return self._order.get(rid, 10_000)

    def faction(self, seat: int):
        """The :class:`Faction` of ``seat``."""
        return self._factions[seat]

    def in_play(self, seat: int) -> int:
        """Meeples of ``seat`` on the board (0..7; the neutral seat counts grey meeples)."""
        counts = self._counts
        if counts is None:
            counts = {}
            for occ in self.state.regions.values():
                for m in occ:
                    counts[m[0]] = counts.get(m[0], 0) + 1
            self._counts = counts
        return counts.get(seat, 0)

    def _place(self, p: int, rid: str) -> None:
        """Put a meeple of ``p`` in ``rid``, knocked over (searching) when it is ruins (000, Ruins)."""
        self.state.regions.setdefault(rid, []).append([p, self.region(rid).type == "ruins"])
        self._counts = None

    def tower_cost(self, level: int) -> int:
        """Ore printed for tower ``level`` 1..6 (001, TOWER)."""
        return self.catalog.tower[level - 1].cost

    def tower_vp(self, level: int) -> int:
        """VP of tower ``level`` 0..6 (0, 1, 2, 4, 7, 10 for 1..6; 0 unbuilt)."""
        return self.catalog.tower[level - 1].vp if level > 0 else 0

    def name(self, seat: int) -> str:
        """The seat's colour name, capitalised ("Blue"); "Grey" for neutral meeples."""
        if seat == NEUTRAL:
            return "Grey"
        return self.state.players[seat].colour.capitalize()

    def allied(self, a: int, b: int) -> bool:
        """True when seats ``a`` and ``b`` share a region: an alliance (000, War: Alliance).

        The region of a war being fought does not count until the war ends."""
        contested = self.state.war["region"] if self.state.war is not None else None
        return any({a, b} <= {m[0] for m in occ}
                   for rid, occ in self.state.regions.items() if len(occ) == 2 and rid != contested)

    def alliances(self) -> set[tuple[int, int]]:
        """Every allied pair (lower seat first)."""
        contested = self.state.war["region"] if self.state.war is not None else None
        out = set()
        for rid, occ in self.state.regions.items():
            if len(occ) == 2 and occ[0][0] != occ[1][0] and NEUTRAL not in (occ[0][0], occ[1][0]) \
                    and rid != contested:
                out.add((min(occ[0][0], occ[1][0]), max(occ[0][0], occ[1][0])))
        return out

    @property
    def over(self) -> bool:
        """True when the game has ended and ``result`` holds the scores."""
        return self.state.over

    @property
    def result(self) -> dict | None:
        """The final scores (see :func:`tek_access.rules.scoring.final_result`), or None."""
        return self.state.result

    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for, or None when it is over."""
        if not self.state.tasks:
            return None
        task = self.state.tasks[-1]
        ctx = {k: v for k, v in task.items() if k not in ("t", "p")}
        return Decision(task["t"], task["p"], ctx)

    # ----------------------------------------------------------------- choices
    def choices(self) -> list[Choice]:
        """The numbered legal answers to the pending decision (empty when the game is over).

        A war die decision lists the white flag and each affordable value with its default
        payment; any other legal payment is accepted by :meth:`apply` too.
        """
        if not self.state.tasks:
            return []
        if self._cache is not None and self._cache[0] == self.version:
            return list(self._cache[1])
        task = self.state.tasks[-1]
        options = self._CHOICES[task["t"]](self, task)
        self._cache = (self.version, options)
        return list(options)

    def touch(self) -> None:
        """Forget cached choices; call after changing ``state`` by hand (tests, scenario set-up)."""
        self.version += 1
        self._cache = None
        self._counts = None

    def check(self, choice: Choice) -> str | None:
        """None when ``choice`` is legal now, else a short reason (nothing changes)."""
        if not self.state.tasks:
            return "The game is over."
        task = self.state.tasks[-1]
        if task["t"] == "war_die" and choice.kind == "bid":
            value = choice.target
            if not _is_count(value) or not 1 <= value <= war.MAX_WAR_DIE:
                return f"A war die shows 1 to {war.MAX_WAR_DIE}, or the white flag."
            if choice.payment is None:
                if any(c.kind == "bid" and c.target == value for c in self.choices()):
                    return None
                return f"You cannot afford a war die of {value}."
            pay = choice.payment
            if not (isinstance(pay, (tuple, list)) and len(pay) == 3 and all(_is_count(n) for n in pay)):
                return "Say the payment in mana, ore and food, for example: war 5 with 2 mana 1 ore."
            need = task.get("min", 0)
            if value < need:
                return f"Against the Lost Kingdom the war cost must be at least {need}."
            p = task["p"]
            attacking = p == self.state.war["attacker"]
            pl, rate, extra = self.state.players[p], self._war_rates(p), self._token_war_bonus(p, attacking)
            reason = war.check_bid(value, tuple(pay), pl.resources, self.faction(p), pl.magic, rate, attacking, extra)
            if reason is None:
                reason = self._overpaid(p, value, tuple(pay), rate, attacking, extra)
            return reason
        if task["t"] == "choose_resources" and choice.kind == "resources":
            pay = choice.payment
            if not (isinstance(pay, (tuple, list)) and len(pay) == 3 and all(_is_count(n) for n in pay)) \
                    or any(n < 0 for n in pay) or sum(pay) != START_TOTAL:
                return "Starting resources must add up to 6."
            return None
        if choice in self.choices():
            return None
        return "That is not one of the choices now."

    def apply(self, choice: Choice) -> list[Event]:
        """Play ``choice`` for the pending decision; return the events it caused, in order.

        Raises :class:`IllegalChoice` (the game unchanged) when it is not legal now.
        """
        reason = self.check(choice)
        if reason is not None:
            raise IllegalChoice(reason)
        task = self.state.tasks[-1]
        if choice.kind == "bid" and choice.payment is None:
            choice = next(c for c in self.choices() if c.kind == "bid" and c.target == choice.target)
        self._revealed_now = False
        self.touch()
        self.state.tasks.pop()
        self._APPLY[task["t"]](self, task, choice)
        self._run()
        self.log.append((task["p"], choice))
        if self._revealed_now:
            self.barrier = len(self.log)
        return self._take_events()

    # ----------------------------------------------------------------- task machine
    def _push(self, *tasks: dict) -> None:
        """Push tasks so that the first given runs first."""
        self.state.tasks.extend(reversed(tasks))

    def _emit(self, kind: str, private_to: int | None = None, **data) -> None:
        self._events.append(Event(kind, data, private_to))

    def _take_events(self) -> list[Event]:
        events, self._events = self._events, []
        return events

    def _run(self) -> None:
        """Run automatic tasks until a decision needs a player (or the game ends)."""
        tasks = self.state.tasks
        while tasks:
            task = tasks[-1]
            kind = task["t"]
            auto = self._AUTO.get(kind)
            if auto is not None:
                tasks.pop()
                auto(self, task)
                continue
            if kind not in _FORCED_WHEN_SINGLE:
                return
            options = self._CHOICES[kind](self, task)
            if not options and kind in _SKIPPED_WHEN_EMPTY:
                tasks.pop()  # nothing to decide (every resource already at 9)
                continue
            if len(options) == 1:
                tasks.pop()
                self._APPLY[kind](self, task, options[0])
                continue
            return

    # ----------------------------------------------------------------- setup (000, Setup)
    def _sides_of(self, seat: int) -> list[str]:
        card = self.config.cards[seat]
        return [s.id for s in self.catalog.territories.values() if s.card == card]

    def _c_choose_side(self, task: dict) -> list[Choice]:
        return [Choice("side", sid) for sid in self._sides_of(task["p"])]

    def _a_choose_side(self, task: dict, choice: Choice) -> None:
        p = task["p"]
        self.state.players[p].home = choice.target
        self.state.cards.append(choice.target)
        self._refresh_board()
        self._emit("home_chosen", player=p, side=choice.target)

    def _c_choose_start(self, task: dict) -> list[Choice]:
        side = self.catalog.territories[self.state.players[task["p"]].home]
        return [Choice("region", r.id) for r in side.usable]

    def _a_choose_start(self, task: dict, choice: Choice) -> None:
        p = task["p"]
        self._place(p, choice.target)
        self._place(p, choice.target)
        self._emit("start_placed", player=p, region=choice.target)

    def _c_choose_resources(self, task: dict) -> list[Choice]:
        return [Choice("resources", None, preset) for preset in START_PRESETS]

    def _a_choose_resources(self, task: dict, choice: Choice) -> None:
        p = task["p"]
        self.state.players[p].resources = dict(zip(RESOURCES, (int(n) for n in choice.payment)))
        self._emit("resources_set", player=p, **self.state.players[p].resources)

    def _t_begin(self, task: dict) -> None:
        """Lay out the Lost Kingdom (2 players) and the exploration tokens, then start."""
        lk = self.config.lost_kingdom
        if lk:
            self.state.cards.append(lk)
            self._refresh_board()
            for r in self.catalog.territories[lk].usable:
                self.state.regions[r.id] = [[NEUTRAL, False]]
            self._counts = None
            self._emit("lost_kingdom", side=lk, meeples=len(self.catalog.territories[lk].usable))
        if self.config.exploration:
            self._place_tokens()
        self._emit("game_started", players=self.config.players, first=self.state.active)
        self._push({"t": "turn", "p": self.state.active})

    # ----------------------------------------------------------------- the turn (000, On Your Turn)
    def _t_turn(self, task: dict) -> None:
        s = self.state
        if len(s.shields) == SHIELDS:
            if s.end_triggered:
                self._finish()
                return
            s.shields = []
            s.selected = None
            self._emit("shields_cleared", player=s.active)
            if self.config.players == 5:
                s.turn += 1
                self._emit("turn_skipped", player=s.active, turn=s.turn)
                self._push({"t": "next_turn", "p": s.active})
                return
        s.turn += 1
        s.selected = None
        self._emit("turn_started", player=s.active, turn=s.turn)
        n = self.config.players
        order = [(s.active + i) % n for i in range(n)]
        self._push({"t": "select_action", "p": s.active},
                   *({"t": "respond", "p": seat} for seat in order),
                   {"t": "end_check", "p": s.active}, {"t": "next_turn", "p": s.active})

    def _c_select_action(self, task: dict) -> list[Choice]:
        return [Choice("action", a) for a in ACTIONS if a not in self.state.shields]

    def _a_select_action(self, task: dict, choice: Choice) -> None:
        self.state.shields.append(choice.target)
        self.state.selected = choice.target
        self._emit("action_selected", player=task["p"], action=choice.target)

    def _c_respond(self, task: dict) -> list[Choice]:
        p = task["p"]
        action = self.state.selected
        out = []
        if economy.can_take(self, p, action):
            out.append(Choice("take", action))
        for instead in economy.substitutes_for(self, p, action):
            if instead != action and economy.can_take(self, p, instead):
                out.append(Choice("take", instead))
        out.append(Choice("nothing") if p == self.state.active else Choice("collect"))
        return out

    def _a_respond(self, task: dict, choice: Choice) -> None:
        p = task["p"]
        if choice.kind == "nothing":
            self._emit("passed", player=p)
        elif choice.kind == "collect":
            self._collect(p)
        else:
            action = choice.target
            if action != self.state.selected:
                self._emit("substituted", player=p, action=action, instead_of=self.state.selected)
            self._take(p, action)

    def _take(self, p: int, action: str) -> None:
        if action in ("patrol", "quest"):
            self._push({"t": "move_from", "p": p, "mode": action})
        elif action == "build":
            cost = economy.build_cost(self, p)
            paid = economy.pay(self, p, "ore", cost)
            self.state.players[p].tower += 1
            self._emit("built", player=p, level=self.state.players[p].tower, cost=cost, paid=paid)
        elif action == "research":
            cost = economy.research_cost(self, p)
            paid = economy.pay(self, p, "mana", cost)
            pl = self.state.players[p]
            pl.magic += 1
            self._emit("researched", player=p, level=pl.magic, cost=cost, paid=paid,
                       text=self.faction(p).levels[pl.magic - 1].text)
        elif action == "expand":
            self._push({"t": "expand_where", "p": p})
        elif action == "trade":
            self._push({"t": "trade_give", "p": p})

    def _t_end_check(self, task: dict) -> None:
        """000, 4. Check for End-of-Game Conditions: 7 meeples, tower 6, magic 5; irreversible."""
        s = self.state
        if s.end_triggered:
            return
        for p in s.players:
            reason = None
            if self.in_play(p.seat) >= economy.MAX_MEEPLES:
                reason = "meeples"
            elif p.tower >= economy.MAX_TOWER:
                reason = "tower"
            elif p.magic >= economy.MAX_MAGIC:
                reason = "magic"
            if reason:
                s.end_triggered = True
                self._emit("end_triggered", player=p.seat, reason=reason)
                return

    def _t_next_turn(self, task: dict) -> None:
        self.state.active = (self.state.active + 1) % self.config.players
        self._push({"t": "turn", "p": self.state.active})

    def _finish(self) -> None:
        """000, Scoring: meeples in ruins are removed, then VP and tie-breakers."""
        s = self.state
        for rid, occ in s.regions.items():
            if occ and self.region(rid).type == "ruins":
                for m in occ:
                    self._emit("ruins_lost", player=m[0], region=rid)
                s.regions[rid] = []
                self._counts = None
        s.over = True
        s.result = scoring.final_result(self)
        self._emit("game_over", **s.result)

    # ----------------------------------------------------------------- collect (000, Collect Resources)
    def _collect(self, p: int) -> None:
        fixed, free, reasons = economy.collect_plan(self, p)
        gained, capped = {}, {}
        for res in RESOURCES:
            if fixed[res]:
                got, lost = economy.gain(self, p, res, fixed[res])
                if got:
                    gained[res] = got
                if lost:
                    capped[res] = lost
        self._emit("collected", player=p, gained=gained, capped=capped, choices=free)
        self._push(*({"t": "collect_resource", "p": p, "reason": r} for r in reasons))

    def _c_collect_resource(self, task: dict) -> list[Choice]:
        have = self.state.players[task["p"]].resources
        return [Choice("resource", r) for r in RESOURCES if have[r] < economy.RESOURCE_CAP]

    def _a_collect_resource(self, task: dict, choice: Choice) -> None:
        economy.gain(self, task["p"], choice.target, 1)
        self._emit("resource_chosen", player=task["p"], resource=choice.target, reason=task["reason"])

    # ----------------------------------------------------------------- patrol and quest
    def _c_move_from(self, task: dict) -> list[Choice]:
        p, mode = task["p"], task["mode"]
        out = [Choice("meeple", rid) for rid in movement.movable_origins(self, p, mode)]
        if mode == "patrol":
            out += [Choice("stand", rid) for rid in movement.standable(self, p)]
        return out

    def _a_move_from(self, task: dict, choice: Choice) -> None:
        p = task["p"]
        if choice.kind == "stand":
            for m in self.state.regions[choice.target]:
                if m[0] == p and m[1]:
                    m[1] = False
                    break
            self._emit("stood_up", player=p, region=choice.target)
            return
        self._push({"t": "move_to", "p": p, "mode": task["mode"], "from": choice.target})

    def _c_move_to(self, task: dict) -> list[Choice]:
        return [Choice("to", rid) for rid in movement.destinations(self, task["p"], task["from"], task["mode"])]

    def _a_move_to(self, task: dict, choice: Choice) -> None:
        p, origin, dest = task["p"], task["from"], choice.target
        fort = self._token_war_bonus(p, True)  # a fort held when the attack starts (leaving it included)
        self._take_meeple(p, origin, standing=True)
        foes = [m[0] for m in self.state.regions.get(dest, ()) if m[0] != p]
        allied = bool(foes) and self.allied(p, foes[0])
        searching = self.region(dest).type == "ruins"
        self._place(p, dest)
        self._emit("moved", player=p, action=task["mode"], origin=origin, region=dest)
        if foes:
            self._start_war(p, foes[0], dest, origin, allied)
            self.state.war["fort"] = fort
            return
        if searching:
            self._emit("searching", player=p, region=dest)
        self._move_gain(p, dest)
        self._enter(p, dest)

    def _take_meeple(self, p: int, rid: str, standing: bool | None = None) -> None:
        """Lift one meeple of ``p`` from ``rid`` (a standing one when ``standing``). When it leaves
        the last region it shared with an ally, the alliance ends (000, War: Alliance)."""
        occ = self.state.regions[rid]
        self._counts = None
        partner = next((m[0] for m in occ if m[0] != p), None)
        for i, m in enumerate(occ):
            if m[0] == p and (standing is None or m[1] != standing):
                del occ[i]
                break
        else:
            raise AssertionError(f"no meeple of seat {p} in {rid}")
        w = self.state.war
        at_war = w is not None and rid == w["region"]
        broken = w is not None and w.get("broken") and {p, partner} == {w["attacker"], w["defender"]}
        if partner is not None and partner != NEUTRAL and not at_war and not broken and not self.allied(p, partner):
            self._emit("alliance_ended", players=sorted([p, partner]))

    def _move_gain(self, p: int, dest: str) -> None:
        """``move_gain`` effects (Dwarves 2: patrol or quest into a mountain gains an ore)."""
        pl = self.state.players[p]
        for e in abilities.effects_of(self.faction(p), pl.magic, "move_gain"):
            if self.region(dest).type == e.get("region_type"):
                got, _ = economy.gain(self, p, e.get("resource"), int(e.get("amount", 1)))
                if got:
                    self._emit("ability_gain", player=p, resource=e.get("resource"), amount=got, region=dest)

    # ----------------------------------------------------------------- expand (000, Expand)
    def _c_expand_where(self, task: dict) -> list[Choice]:
        return [Choice("region", rid) for rid in economy.expand_regions(self, task["p"])]

    def _a_expand_where(self, task: dict, choice: Choice) -> None:
        p = task["p"]
        cost = economy.expand_cost(self, p)
        paid = economy.pay(self, p, "food", cost)
        self._place(p, choice.target)
        self._emit("expanded", player=p, region=choice.target, cost=cost, paid=paid, in_play=self.in_play(p))

    # ----------------------------------------------------------------- trade (000, Trade; rulings.md)
    def _c_trade_give(self, task: dict) -> list[Choice]:
        p = task["p"]
        return [Choice("give", g) for g in RESOURCES
                if any(economy.trade_max(self, p, g, t) > 0 for t in RESOURCES if t != g)]

    def _a_trade_give(self, task: dict, choice: Choice) -> None:
        self._push({"t": "trade_get", "p": task["p"], "give": choice.target})

    def _c_trade_get(self, task: dict) -> list[Choice]:
        p, give = task["p"], task["give"]
        return [Choice("get", t) for t in RESOURCES if t != give and economy.trade_max(self, p, give, t) > 0]

    def _a_trade_get(self, task: dict, choice: Choice) -> None:
        self._push({"t": "trade_amount", "p": task["p"], "give": task["give"], "get": choice.target})

    def _c_trade_amount(self, task: dict) -> list[Choice]:
        top = economy.trade_max(self, task["p"], task["give"], task["get"])
        return [Choice("amount", n) for n in range(1, top + 1)]

    def _a_trade_amount(self, task: dict, choice: Choice) -> None:
        p, give, get, n = task["p"], task["give"], task["get"], int(choice.target)
        second = economy.second_trade_type(self, p, give, get)
        if second and economy.trade_max(self, p, second, get, already=n) > 0:
            self._push({"t": "trade_amount2", "p": p, "give": give, "get": get, "n": n, "give2": second})
            return
        self._finish_trade(p, {give: n}, get)

    def _c_trade_amount2(self, task: dict) -> list[Choice]:
        top = economy.trade_max(self, task["p"], task["give2"], task["get"], already=task["n"])
        return [Choice("amount", n) for n in range(0, top + 1)]

    def _a_trade_amount2(self, task: dict, choice: Choice) -> None:
        gave = {task["give"]: task["n"]}
        if int(choice.target):
            gave[task["give2"]] = int(choice.target)
        self._finish_trade(task["p"], gave, task["get"])

    def _finish_trade(self, p: int, gave: dict[str, int], get: str) -> None:
        have = self.state.players[p].resources
        for res, n in gave.items():
            have[res] -= n
        amount = sum(gave.values())
        bonus = economy.trade_bonus(self, p)
        economy.gain(self, p, get, amount + bonus)
        self._emit("traded", player=p, gave=gave, got=get, amount=amount, bonus=bonus)

    # ----------------------------------------------------------------- war (000, War; rulings.md, War)
    def _war_rates(self, p: int) -> dict[str, int]:
        w = self.state.war
        foe = w["defender"] if p == w["attacker"] else w["attacker"]
        if foe == NEUTRAL:
            return war.rates(self.faction(p), self.state.players[p].magic, None, 0)
        return war.rates(self.faction(p), self.state.players[p].magic, self.faction(foe),
                         self.state.players[foe].magic)

    def _start_war(self, attacker: int, defender: int, region: str, origin: str, allied: bool) -> None:
        self.state.war = {"attacker": attacker, "defender": defender, "region": region, "from": origin,
                          "allied": allied, "bids": {}, "could_retreat": False}
        self._emit("war_declared", attacker=attacker, defender=defender, region=region,
                   allied=self.state.war["allied"])
        if defender == NEUTRAL:
            need = self.neutral_in_play()
            self.state.war["bids"][str(NEUTRAL)] = [0, [0, 0, 0], 0, 0]
            self.state.war["min"] = need
            self._push({"t": "war_die", "p": attacker, "min": need}, {"t": "war_resolve", "p": attacker})
            return
        self._push({"t": "war_die", "p": attacker}, {"t": "war_die", "p": defender}, {"t": "reveal", "p": attacker})

    def neutral_in_play(self) -> int:
        """Grey neutral meeples still on the Lost Kingdom (000, Playing with 2 Players)."""
        return self.in_play(NEUTRAL)

    def neutral_war_affordable(self, seat: int) -> bool:
        """True when ``seat`` can pay a war cost of at least the neutral meeples in play: needed to
        start a war with a neutral meeple (000, Playing with 2 Players)."""
        key = (self.version, seat)
        if self._neutral_cache is not None and self._neutral_cache[0] == key:
            return self._neutral_cache[1]
        pl = self.state.players[seat]
        bids = war.cheapest_bids(pl.resources, self.faction(seat), pl.magic,
                                 war.rates(self.faction(seat), pl.magic, None, 0), True,
                                 self._token_war_bonus(seat, True))
        ok = bool(bids) and max(bids) >= self.neutral_in_play()
        self._neutral_cache = (key, ok)
        return ok

    def _overpaid(self, p: int, value: int, pay: tuple[int, int, int], rate: dict[str, int], attacking: bool,
                  extra: int) -> str | None:
        """Overpayment is allowed only when no exact payment exists (rulings.md, War): a reason
        naming the exact default payment, or None."""
        pl = self.state.players[p]
        own = self.faction(p)
        if war.cover(pay, rate, war.bonus(own, pl.magic, pay, attacking) + extra) <= value:
            return None
        default = war.cheapest_bids(pl.resources, own, pl.magic, rate, attacking, extra).get(value)
        if default is not None and war.cover(default, rate, war.bonus(own, pl.magic, default, attacking) + extra) == value:
            from tek_access.rules.model import RESOURCES as _R

            exact = ", ".join(f"{n} {r}" for r, n in zip(_R, default) if n)
            return f"That pays more than {value}; an exact payment exists: {exact or 'nothing'}."
        return None

    def _c_war_die(self, task: dict) -> list[Choice]:
        """The white flag and each affordable war die value with its cheapest payment; against a
        neutral meeple only values of at least the neutral meeples in play (000, 2 Players)."""
        p = task["p"]
        pl = self.state.players[p]
        attacking = p == self.state.war["attacker"]
        bids = war.cheapest_bids(pl.resources, self.faction(p), pl.magic, self._war_rates(p), attacking,
                                 self._token_war_bonus(p, attacking))
        need = task.get("min", 0)
        options = [Choice("bid", v, pay) for v, pay in bids.items() if v >= need]
        return options if need else [Choice("flag")] + options

    def _a_war_die(self, task: dict, choice: Choice) -> None:
        p = task["p"]
        if choice.kind == "flag":
            value, pay = 0, [0, 0, 0]
        else:
            value, pay = int(choice.target), [int(n) for n in choice.payment]
        self.state.war["bids"][str(p)] = [value, pay, 0, 0]  # value, payment, boost bonus, boost units
        self._emit("war_die_set", player=p)
        self._emit("war_die_chosen", private_to=p, player=p, value=value, payment=list(pay))

    def _t_reveal(self, task: dict) -> None:
        w = self.state.war
        a, d = w["attacker"], w["defender"]
        self._revealed_now = True
        w["revealed"] = True
        self._emit("war_revealed", attacker=a, defender=d, attacker_value=w["bids"][str(a)][0],
                   defender_value=w["bids"][str(d)][0], attacker_payment=list(w["bids"][str(a)][1]),
                   defender_payment=list(w["bids"][str(d)][1]))
        boosts = [{"t": "boost", "p": seat} for seat in (a, d) if self._can_boost(seat)]
        self._push(*boosts, {"t": "war_resolve", "p": a})

    def _can_boost(self, seat: int) -> bool:
        if seat == NEUTRAL:
            return False
        bid = self.state.war["bids"][str(seat)]
        if bid[0] == 0:
            return False
        pl = self.state.players[seat]
        for e in abilities.effects_of(self.faction(seat), pl.magic, "post_reveal_boost"):
            res = e.get("resource")
            if pl.resources[res] - bid[1][RESOURCES.index(res)] >= 1:
                return True
        return False

    def _c_boost(self, task: dict) -> list[Choice]:
        return [Choice("boost"), Choice("no_boost")]

    def _a_boost(self, task: dict, choice: Choice) -> None:
        if choice.kind != "boost":
            return
        p = task["p"]
        pl = self.state.players[p]
        e = abilities.effects_of(self.faction(p), pl.magic, "post_reveal_boost")[0]
        bid = self.state.war["bids"][str(p)]
        pay = list(bid[1])
        pay[RESOURCES.index(e.get("resource"))] += 1
        bid[1] = pay
        bid[2] += int(e.get("bonus"))
        self._emit("war_boosted", player=p, resource=e.get("resource"), bonus=int(e.get("bonus")),
                   total=bid[0] + bid[2])

    def _t_war_resolve(self, task: dict) -> None:
        """000, War: Resolve; Alliance; Breaking Alliances; Playing with 2 Players (neutral
        meeples, no alliances); exploration tokens (crown, dragon's lair)."""
        s = self.state
        w = s.war
        a, d, region = w["attacker"], w["defender"], w["region"]
        ba, bd = w["bids"][str(a)], w["bids"][str(d)]
        for seat, bid in ((a, ba), (d, bd)):
            if seat != NEUTRAL and any(bid[1]):
                have = s.players[seat].resources
                for res, n in zip(RESOURCES, bid[1]):
                    have[res] -= n
                self._emit("war_paid", player=seat, paid=dict(zip(RESOURCES, bid[1])))
        total_a, total_d = ba[0] + ba[2], bd[0] + bd[2]
        if d == NEUTRAL:
            self._take_meeple(NEUTRAL, region)
            s.players[a].captives += 1
            self._emit("war_won", winner=a, loser=NEUTRAL, region=region, attacker=a, defender=d,
                       attacker_total=total_a, defender_total=0, tie=False)
            self._emit("captured", player=a, region=region, captives=s.players[a].captives)
            self._arrive_after_war(a, region)
            self._push({"t": "war_end", "p": a})
            return
        both_flags = total_a == 0 and total_d == 0
        if both_flags and self._alliances_allowed():
            if self.region(region).type == "ruins":
                self._emit("searching", player=a, region=region)
            self._emit("alliance_formed", players=[a, d], region=region, renewed=w["allied"])
            self._move_gain(a, region)
            self._push({"t": "war_end", "p": a})
            return
        if both_flags:
            attacker_wins = False  # 2 players: two white flags, the defender wins (000, Playing with 2 Players)
        else:
            ties = abilities.has(self.faction(a), s.players[a].magic, "win_ties")
            attacker_wins = war.winner_is_attacker(total_a, total_d, ties)
        winner, loser = (a, d) if attacker_wins else (d, a)
        self._emit("war_won", winner=winner, loser=loser, region=region, attacker=a, defender=d,
                   attacker_total=total_a, defender_total=total_d, tie=total_a == total_d)
        w["winner"], w["loser"] = winner, loser
        self._crown_transfer(winner, loser)
        follow = [{"t": "war_losses", "p": loser}, {"t": "war_end", "p": a}]
        if self._dragon_possible(winner, loser):
            follow.insert(0, {"t": "dragon", "p": winner})
        self._push(*follow)

    def _t_war_losses(self, task: dict) -> None:
        """The loser leaves the war region (and, when an alliance broke, every shared region),
        in the loser's order (000, Breaking Alliances)."""
        s = self.state
        w = s.war
        a, d, region = w["attacker"], w["defender"], w["region"]
        winner, loser = w["winner"], w["loser"]
        losses = [region]
        if w["allied"]:
            shared = [rid for rid, occ in s.regions.items() if rid != region and {m[0] for m in occ} == {a, d}]
            w["broken"] = True
            self._emit("alliance_broken", players=[a, d], winner=winner, regions=shared)
            losses += sorted(shared, key=self.region_order)
        tail = [{"t": "free_check", "p": loser}] if w["allied"] else []
        first = {"t": "retreat", "p": loser, "region": region}
        if w.get("dragon"):
            first["free"] = True
        if len(losses) > 1:
            self._push({"t": "loss_order", "p": loser, "regions": losses}, *tail, {"t": "war_winner", "p": winner})
        else:
            self._push(first, *tail, {"t": "war_winner", "p": winner})

    def _t_war_winner(self, task: dict) -> None:
        """An attacker who won now holds the region: ruins, faction gains, tokens."""
        w = self.state.war
        if w["winner"] == w["attacker"]:
            self._arrive_after_war(w["attacker"], w["region"])

    def _arrive_after_war(self, p: int, region: str) -> None:
        if self.region(region).type == "ruins":
            self._emit("searching", player=p, region=region)
        self._move_gain(p, region)
        self._enter(p, region)

    def _alliances_allowed(self) -> bool:
        """Two white flags form an alliance, except in 2-player games (000, Playing with 2 Players)."""
        return self.config.players > 2

    def _c_loss_order(self, task: dict) -> list[Choice]:
        return [Choice("region", rid) for rid in task["regions"]]

    def _a_loss_order(self, task: dict, choice: Choice) -> None:
        rest = [r for r in task["regions"] if r != choice.target]
        follow = [{"t": "loss_order", "p": task["p"], "regions": rest}] if rest else []
        retreat = {"t": "retreat", "p": task["p"], "region": choice.target}
        w = self.state.war
        if w is not None and w.get("dragon") and choice.target == w["region"]:
            retreat["free"] = True
        self._push(retreat, *follow)

    def _c_retreat(self, task: dict) -> list[Choice]:
        """Retreat destinations (when food pays; free after a dragon's lair), a church, or supply."""
        p, region = task["p"], task["region"]
        if task.get("free"):
            dests = movement.retreat_destinations(self, p, region)
            if dests:
                return [Choice("retreat", rid) for rid in dests]
        out = []
        if economy.can_pay(self, p, "food", economy.retreat_cost(self, p)):
            out = [Choice("retreat", rid) for rid in movement.retreat_destinations(self, p, region)]
        out += [Choice("church", rid) for rid in self._church_for(p)]
        return out + [Choice("remove")]

    def _a_retreat(self, task: dict, choice: Choice) -> None:
        """000, War: Retreat: pay food equal to meeples in play and move to an adjacent region,
        or return the meeple to the supply (or to a church, 000 exploration tokens)."""
        p, region = task["p"], task["region"]
        free = bool(task.get("free"))
        cost = 0 if free else economy.retreat_cost(self, p)  # meeples in play now, this one included
        if self.state.war is not None and any(c.kind == "retreat" for c in self._c_retreat(task)):
            self.state.war["could_retreat"] = True
        self._take_meeple(p, region)
        if choice.kind == "retreat":
            paid = economy.pay(self, p, "food", cost) if cost else {}
            self._place(p, choice.target)
            self._emit("retreated", player=p, origin=region, region=choice.target, cost=cost, paid=paid)
            self._enter(p, choice.target)
        elif choice.kind == "church":
            self._use_church(p, region, choice.target)
        else:
            self._emit("meeple_lost", player=p, region=region)

    def _t_free_check(self, task: dict) -> None:
        """000, Breaking Alliances: a loser left with no meeple who could not retreat a single one
        keeps one for free in the nearest unoccupied region (rulings.md: nearest)."""
        p = task["p"]
        w = self.state.war
        if self.in_play(p) == 0 and not w["could_retreat"]:
            self._push({"t": "free_placement", "p": p, "origin": w["region"]})

    def _c_free_placement(self, task: dict) -> list[Choice]:
        return [Choice("region", rid) for rid in movement.nearest_unoccupied(self, task["origin"])]

    def _a_free_placement(self, task: dict, choice: Choice) -> None:
        p = task["p"]
        self._place(p, choice.target)
        self._emit("free_placement", player=p, region=choice.target)
        self._enter(p, choice.target)

    def _t_war_end(self, task: dict) -> None:
        self.state.war = None

    # ----------------------------------------------------------------- board
    def _refresh_board(self) -> None:
        key = tuple(self.state.cards)
        if key == self._board_key:
            return
        self._board_key = key
        regions = [r for sid in self.state.cards for r in self.catalog.territories[sid].regions]
        self.board_regions = [r for r in regions if r.passable]
        self._order = {r.id: i for i, r in enumerate(regions)}
        self._regions = {r.id: r for r in regions}

    # ----------------------------------------------------------------- hidden information
    def for_player(self, seat: int | None) -> "Game":
        """A copy in which ``seat`` (None: an onlooker) sees only what it may: another player's
        unrevealed war die is hidden, face-down exploration tokens show as "hidden".

        Legal choices on the copy are the same as on the real game.
        """
        copy = self.clone()
        w = copy.state.war
        if w is not None:
            for key, bid in w["bids"].items():
                if int(key) != seat and not w.get("revealed"):
                    w["bids"][key] = [None, None, 0, 0]
        copy.state.tokens = {rid: "hidden" for rid in copy.state.tokens}
        return copy

    def view(self, seat: int | None) -> dict:
        """The state as JSON-ready data, as ``seat`` may see it."""
        return self.for_player(seat).state.to_json()

    # ----------------------------------------------------------------- copy, save, load, undo
    def clone(self) -> "Game":
        """An independent copy (state cloned, catalogue shared)."""
        game = Game(self.catalog, self.config, self.state.clone(), self.log, self.barrier, self.initial)
        game.version, game._cache = self.version, self._cache  # same state, same legal choices
        return game

    def to_json(self) -> dict:
        """The whole game as JSON-ready data, with a format version."""
        return {"format": FORMAT_VERSION, "game": "tek-access", "config": self.config.to_json(),
                "initial": self.initial, "state": self.state.to_json(),
                "log": [[seat, c.to_json()] for seat, c in self.log], "barrier": self.barrier}

    @classmethod
    def from_json(cls, data: dict, catalog: Catalog | None = None, source: str = "save") -> "Game":
        """Rebuild a game from :meth:`to_json` data; raises :class:`SaveError` naming ``source``."""
        catalog = catalog or load_catalog()
        if not isinstance(data, dict) or data.get("game") != "tek-access":
            raise SaveError(source, "top level", "not a tek-access save")
        if data.get("format") != FORMAT_VERSION:
            raise SaveError(source, "format", f"version {data.get('format')!r}, expected {FORMAT_VERSION}")
        try:
            config = GameConfig.from_json(data["config"])
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(source, "config", f"missing or bad field {exc}") from None
        for f in config.factions:
            if f not in catalog.factions:
                raise SaveError(source, "config.factions", f"unknown faction {f!r}")
        try:
            state = GameState.from_json(data["state"])
            log = [(int(seat), Choice.from_json(c)) for seat, c in data["log"]]
            game = cls(catalog, config, state, log, int(data.get("barrier", 0)), data["initial"])
            for rid in state.regions:
                game.region(rid)
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(source, "state", f"missing or bad field {exc}") from None
        return game

    def save(self, path) -> None:
        """Write the game to ``path`` as JSON, atomically (a temporary file renamed over it)."""
        from tek_access.rules.storage import write_atomic

        write_atomic(path, json.dumps(self.to_json(), separators=(",", ":")))

    @classmethod
    def load(cls, path, catalog: Catalog | None = None) -> "Game":
        """Read a save written by :meth:`save`; raises :class:`SaveError` naming the file."""
        try:
            with open(path, encoding="utf-8") as handle:
                data = json.load(handle)
        except OSError as exc:
            raise SaveError(str(path), "file", exc.strerror or "cannot be read") from None
        except json.JSONDecodeError as exc:
            raise SaveError(str(path), f"line {exc.lineno} column {exc.colno}", exc.msg) from None
        return cls.from_json(data, catalog, str(path))

    def replay(self, choices: list[tuple[int, Choice]]) -> "Game":
        """A new game from this game's start, with ``choices`` applied in order."""
        game = Game(self.catalog, self.config, GameState.from_json(self.initial), [], 0, self.initial)
        game._refresh_board()
        for _seat, choice in choices:
            game.apply(choice)
        return game

    def can_undo(self, seat: int) -> bool:
        """True when ``seat`` has a choice after the last war reveal that can be taken back."""
        return any(s == seat for s, _ in self.log[self.barrier:])

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s last choice and every choice after it, by replaying the rest.

        Raises :class:`IllegalChoice` when there is none, or only before a war reveal (hidden
        information already revealed cannot be undone; ``architecture.md``).
        """
        index = None
        for i in range(len(self.log) - 1, self.barrier - 1, -1):
            if self.log[i][0] == seat:
                index = i
                break
        if index is None:
            raise IllegalChoice("Nothing to undo.")
        replayed = self.replay(self.log[:index])
        self.state, self.log, self.barrier = replayed.state, replayed.log, max(self.barrier, replayed.barrier)
        self._refresh_board()
        self.touch()

    # ----------------------------------------------------------------- snapshot for braille
    def board_snapshot(self) -> dict:
        """The public board as plain data for the braille board sheet (see ``tek_access.braille``)."""
        colours = {c.id: c for c in self.catalog.colours}
        players = []
        for p in self.state.players:
            players.append({"seat": p.seat, "name": self.name(p.seat), "colour": p.colour,
                            "code": colours[p.colour].code if p.colour in colours else "",
                            "faction": self.faction(p.seat).name, "home": p.home,
                            "resources": dict(p.resources), "tower": p.tower, "magic": p.magic,
                            "meeples_in_play": self.in_play(p.seat)})
        regions = {}
        for rid, occ in self.state.regions.items():
            if occ:
                regions[rid] = [{"colour": self.state.players[m[0]].colour if m[0] != NEUTRAL else "grey",
                                 "code": players[m[0]]["code"] if m[0] != NEUTRAL else "",
                                 "searching": bool(m[1])} for m in occ]
        tokens = {rid: "hidden" for rid in self.state.tokens}
        tokens.update(self.state.revealed)
        return {"turn": self.state.turn, "active": self.name(self.state.active), "players": players,
                "cards": list(self.state.cards), "regions": regions, "tokens": tokens}

    # ----------------------------------------------------------------- dispatch tables
    _CHOICES: dict[str, Callable] = {}
    _APPLY: dict[str, Callable] = {}
    _AUTO: dict[str, Callable] = {}


for _name in dir(Game):
    for _prefix, _table in (("_c_", Game._CHOICES), ("_a_", Game._APPLY), ("_t_", Game._AUTO)):
        if _name.startswith(_prefix):
            _table[_name[3:]] = getattr(Game, _name)


def _resolve_factions(catalog: Catalog, players: int, factions, rng: Rng) -> tuple[str, ...]:
    by_name = {f.name.lower(): f.id for f in catalog.factions.values()}
    by_name.update({f.id.lower(): f.id for f in catalog.factions.values()})
    if factions:
        if len(factions) != players:
            raise ValueError(f"Give {players} factions, one per seat; {len(factions)} given.")
        ids = []
        for f in factions:
            key = str(f).strip().lower()
            if key not in by_name:
                raise ValueError(f"Unknown faction {f!r}. Factions: {', '.join(x.name for x in catalog.factions.values())}.")
            ids.append(by_name[key])
        if len(set(ids)) != len(ids):
            raise ValueError("Each seat needs a different faction.")
        return tuple(ids)
    pool = list(catalog.factions)
    rng.shuffle(pool)
    return tuple(pool[:players])


DEFAULT_COLOUR_ORDER = ("blue", "orange", "purple", "white", "black")


def _resolve_colours(catalog: Catalog, players: int, colours) -> tuple[str, ...]:
    known = {c.id for c in catalog.colours if not c.neutral}
    if colours:
        ids = tuple(str(c).strip().lower() for c in colours)
        if len(ids) != players:
            raise ValueError(f"Give {players} colours, one per seat.")
        for c in ids:
            if c not in known:
                raise ValueError(f"Unknown colour {c!r}. Colours: {', '.join(sorted(known))}.")
        if len(set(ids)) != len(ids):
            raise ValueError("Each seat needs a different colour.")
        return ids
    return tuple(c for c in DEFAULT_COLOUR_ORDER if c in known)[:players]
