"""The game object: state, the pending decision, its legal choices, apply, the run loop, copies,
views and undo.

The rules themselves are not here: each decision kind's handler and each automatic step lives in
:mod:`tek_access.games.tek.rules.decisions` (setup, turn and collect, movement, trade, war and retreat,
exploration tokens), each citing its source. This module is the door humans and bots go
through: :attr:`Game.pending`, :meth:`Game.choices`, :meth:`Game.check`, :meth:`Game.apply`
(``architecture.md``, engine contract). It does no file I/O: saving and loading files is
:mod:`tek_access.storage`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from tek_access.core.kernel.engine import Choice, Decision, Event, IllegalChoice
from tek_access.core.kernel.names import said
from tek_access.core.kernel.saves import SaveError as SaveError  # raised here; its home is the kernel
from tek_access.core.kernel.undo import UndoHistory
from tek_access.games.tek.rules import abilities, rulesets
from tek_access.games.tek.rules.abilities import Level
from tek_access.games.tek.rules.catalog import Catalog, load_catalog
from tek_access.games.tek.rules.decisions import ASK, HANDLERS, SKIP_WHEN_EMPTY, STEPS, Handler
from tek_access.games.tek.rules.history import REVEAL_EVENTS
from tek_access.games.tek.rules.meeples import MeepleBoard
from tek_access.games.tek.rules.model import NEUTRAL, Meeple, Task, War
from tek_access.games.tek.rules.model import shaped as _shaped
from tek_access.games.tek.rules.state import FORMAT_VERSION, GameConfig, GameState

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.factions import Faction
    from tek_access.games.tek.rules.territory import Region

MIN_PLAYERS, MAX_PLAYERS = 2, 5
#: Undo keeps a snapshot of the state every this many turns since the last war reveal, so taking a
#: choice back replays at most a few turns whatever the length of the game.
SNAPSHOT_TURNS = 4


class Game(MeepleBoard):
    """A game of Tiny Epic Kingdoms.

    Create with :meth:`new` (or :meth:`from_json`). ``pending`` is the :class:`Decision` waited
    for (None when the game is over); ``choices()`` its numbered legal answers; ``apply(choice)``
    plays one and returns the :class:`Event` list; ``undo(seat)`` takes back that seat's last
    choice. Raises :class:`IllegalChoice` for an illegal answer and leaves the game unchanged.

    ``viewer`` is None for the real game; a copy made by :meth:`for_player` holds only what that
    seat may know and draws any hidden part it needs (a face-down token, another seat's war die)
    from ``sampler`` when a bot plays on it (``tek_access.games.tek.rules.infoset``).
    """

    #: the registered name of this game (:mod:`tek_access.core.registry`)
    game_id = "tek"
    #: Events that show a seat something hidden before: undo stops after them, a look-ahead on a view at them.
    reveal_events = REVEAL_EVENTS

    def __init__(self, catalog: Catalog, config: GameConfig, state: GameState,
                 log: list[tuple[int, Choice]] | None = None, barrier: int = 0,
                 initial: dict[str, Any] | None = None, viewer: int | None = None, index: bool = True,
                 history: UndoHistory[GameState, Choice] | None = None) -> None:
        """A game at ``state``; ``index`` False leaves the board index empty for :meth:`clone` to fill;
        ``history`` (a copy's) stands for ``log`` and ``barrier``."""
        self.catalog = catalog
        self.config = config
        # the fields every game holds (:class:`tek_access.core.kernel.undo.Undoable`); ``history``: the choices
        # made, the barrier at the last reveal and the undo snapshots
        self._hold(state, history if history is not None else UndoHistory(REVEAL_EVENTS, log, barrier), initial,
                   viewer)
        #: The ruleset's data for the rule hooks (:mod:`tek_access.games.tek.rules.rulesets`).
        self.rules = rulesets.get(config.ruleset)
        #: The dummy player's seat in a solo game (002, Solo Play Rules), else None.
        self.dummy: int | None = 1 if config.solo else None
        #: Tests only: fixed d12 results the dummy rolls first (never copied by clone or views).
        self.dice: list[int] | None = None
        self._factions = [catalog.factions[f] for f in config.factions]
        self._levels: list[tuple[int, Level]] = [(-1, abilities.NO_LEVEL)] * len(self._factions)
        self._pending: Decision | None = None
        self._revealed_now = False
        #: the history's reveal kinds, kept at hand for :meth:`emit` (the engine's hot path)
        self._reveals = self.history.reveals
        self._board_key: tuple[str, ...] = ()
        self._quest: dict[tuple[str, bool], tuple[str, ...]] = {}
        self.board_regions: list[Region] = []
        self.passable_ids: frozenset[str] = frozenset()
        self._order: dict[str, int] = {}
        self._regions: dict[str, Region] = {}
        self._count: dict[int, int] = {}
        self._where: dict[int, dict[str, int]] = {}
        self._sorted: dict[int, list[str]] = {}
        if index:
            self._refresh_board()
            self._index()

    # ----------------------------------------------------------------- creation
    @classmethod
    def new(cls, players: int = 4, seed: int = 0, factions: tuple[str, ...] | list[str] | None = None,
            colours: tuple[str, ...] | list[str] | None = None, first_player: int | None = None,
            catalog: Catalog | None = None, exploration: bool = False, ruleset: str = "tek",
            solo: bool = False, difficulty: int = 0) -> "Game":
        """Deal a new game and run it to its first decision (each seat chooses a home side).

        players: 2..5 (2 players add the Lost Kingdom, a random unused territory side). factions:
        ids or names, one per seat, distinct (None: random distinct from the catalogue). colours:
        ids (None: blue, orange, purple, white, black in seat order). Raises ValueError with a
        short reason on bad options. Source: 000, Setup; see :func:`tek_access.games.tek.rules.decisions.setup.deal`.
        ruleset: "tek", "utek" or "microgame" (:mod:`tek_access.games.tek.rules.rulesets`). solo: you and
        the compass dummy, 2 seats (002, Solo Play Rules); difficulty: the dummy's extra resources.
        """
        from tek_access.games.tek.rules.decisions.setup import deal

        catalog = catalog or load_catalog()
        rules = rulesets.get(ruleset)
        if solo:
            if players != 2:
                raise ValueError("A solo game has 2 seats: you and the dummy.")
            if exploration:
                raise ValueError("The solo game is played without exploration tokens.")
            if not 0 <= difficulty <= 6:
                raise ValueError("Difficulty must be 0 to 6.")
        low, high = max(MIN_PLAYERS, rules.min_players), min(MAX_PLAYERS, rules.max_players)
        if not low <= players <= high:
            raise ValueError(f"Players must be {low} to {high}" + (f" with the {ruleset} rules." if
                                                                    high < MAX_PLAYERS else "."))
        config, state = deal(catalog, players, seed, factions, colours, first_player, exploration, ruleset,
                             solo, difficulty)
        game = cls(catalog, config, state)
        game._run()
        game.start_events = game._take_events()
        game.initial = game.state.to_json()
        game.history.start(game.state)
        return game

    def restart(self, initial: dict[str, Any]) -> "Game":
        """A new game of this catalogue and configuration at the start ``initial`` (no log)."""
        return type(self)(self.catalog, self.config, GameState.from_json(initial), [], 0, initial)

    # ----------------------------------------------------------------- lookups
    def region(self, rid: str) -> Region:
        """The :class:`Region` with id ``rid``; KeyError if unknown."""
        region = self._regions.get(rid)
        return region if region is not None else self.catalog.region(rid)

    def on_board(self, rid: object) -> bool:
        """True when ``rid`` is a region id of a territory card in play."""
        return rid in self._regions

    def region_order(self, rid: str) -> int:
        """Board order of a region: cards in seat order, regions by number."""
        return self._order.get(rid, 10_000)

    def faction(self, seat: int) -> Faction:
        """The :class:`Faction` of ``seat``."""
        return self._factions[seat]

    def in_play(self, seat: int) -> int:
        """Meeples of ``seat`` on the board (0..7; the neutral seat counts grey meeples)."""
        return self._count.get(seat, 0)

    def occupied(self, seat: int) -> list[str]:
        """Regions holding a meeple of ``seat``, in board order (a shared list: do not change it)."""
        cached = self._sorted.get(seat)
        if cached is None:
            where = self._where.get(seat)
            if not where:
                cached = []
            else:
                try:
                    cached = sorted(where, key=self._order.__getitem__)  # every region on the board
                except KeyError:
                    cached = sorted(where, key=self.region_order)
            self._sorted[seat] = cached
        return cached

    def abilities(self, seat: int) -> Level:
        """The faction abilities ``seat`` has at its magic level now
        (:class:`tek_access.games.tek.rules.abilities.Level`)."""
        magic = self.state.players[seat].magic
        cached = self._levels[seat]
        if cached[0] != magic:
            cached = self._levels[seat] = (magic, abilities.level(self._factions[seat], magic))
        return cached[1]

    def quest_targets(self, side: str, anywhere: bool = False) -> tuple[str, ...]:
        """Passable regions of every other card in play than ``side``: its edge regions, or all
        of them when ``anywhere`` (000, Quest; a ``quest_anywhere`` ability). Cached per board."""
        key = (side, anywhere)
        cached = self._quest.get(key)
        if cached is None:
            cached = self._quest[key] = tuple(r.id for r in self.board_regions
                                              if r.side != side and (r.on_edge or anywhere))
        return cached

    def meeples_in(self, seat: int, rid: str) -> int:
        """Meeples of ``seat`` in region ``rid`` (0..2)."""
        return self._where.get(seat, {}).get(rid, 0)

    def tower_vp(self, level: int) -> int:
        """VP of tower ``level`` 0..6 (0, 1, 2, 4, 7, 10 for 1..6; 0 unbuilt)."""
        return self.catalog.tower[level - 1].vp if level > 0 else 0

    def name(self, seat: int) -> str:
        """The seat's colour name in the players' language (``core.kernel.names``), capitalised ("Blue",
        "Bleu"); "Grey" for neutral meeples."""
        if seat == NEUTRAL:
            return said("tek", "grey")
        if seat == self.dummy:
            return said("tek", "dummy")
        return said("tek", self.state.players[seat].colour)

    def allied(self, a: int, b: int) -> bool:
        """True when seats ``a`` and ``b`` share a region: an alliance (000, War: Alliance).

        The region of a war being fought does not count until the war ends."""
        mine, theirs = self._where.get(a), self._where.get(b)
        if not mine or not theirs or a == b:
            return False
        contested = self.state.war.region if self.state.war is not None else None
        return any(rid in theirs and rid != contested for rid in mine)

    def alliances(self) -> set[tuple[int, int]]:
        """Every allied pair (lower seat first)."""
        contested = self.state.war.region if self.state.war is not None else None
        out = set()
        for rid, occ in self.state.regions.items():
            if len(occ) == 2 and rid != contested:
                a, b = occ[0].owner, occ[1].owner
                if a != b and NEUTRAL not in (a, b):
                    out.add((min(a, b), max(a, b)))
        return out

    @property
    def over(self) -> bool:
        """True when the game has ended and ``result`` holds the scores."""
        return self.state.over

    @property
    def result(self) -> dict[str, Any] | None:
        """The final scores (see :func:`tek_access.games.tek.rules.scoring.final_result`), or None."""
        return self.state.result

    @property
    def to_move(self) -> int | None:
        """The seat whose decision is pending (None when the game is over): ``pending.player``
        without building the decision."""
        tasks = self.state.tasks
        return tasks[-1].seat if tasks else None

    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for, or None when it is over."""
        if self._pending is not None:
            return self._pending
        if not self.state.tasks:
            return None
        task = self.state.tasks[-1]
        self._pending = Decision(task.kind, task.seat, None, task)
        return self._pending

    # ----------------------------------------------------------------- choices
    def choices(self) -> list[Choice]:
        """The numbered legal answers to the pending decision (empty when the game is over).

        A war die decision lists the white flag and each affordable value with its default
        payment; any other legal payment is accepted by :meth:`apply` too. The list is worked out
        once per decision and shared by every call: read it, do not change it.
        """
        options = self._choices
        return options if options is not None else self._options()

    def _options(self) -> list[Choice]:
        if self._choices is None:
            if not self.state.tasks:
                return []
            task = self.state.tasks[-1]
            self._choices = HANDLERS[task.kind].choices(self, task)
        return self._choices

    def touch(self) -> None:
        """Forget cached choices and rebuild the board index; call after changing ``state`` by hand
        (tests, scenario set-up). Meeples, tasks and a war written in their JSON shapes (lists and
        dicts) are read into their records."""
        s = cast(Any, self.state)  # read untyped: JSON shapes may stand where records belong
        for rid, occ in s.regions.items():
            if any(not isinstance(m, Meeple) for m in occ):
                s.regions[rid] = [m if isinstance(m, Meeple) else Meeple(int(m[0]), bool(m[1])) for m in occ]
        s.tasks = [t if isinstance(t, Task) else Task.from_json(t) for t in s.tasks]
        if isinstance(s.war, dict):
            s.war = War.from_json(s.war)
        self.version += 1
        self._choices = None
        self._pending = None
        self._refresh_board()
        self._index()

    def check(self, choice: Choice) -> str | None:
        """None when ``choice`` is legal now, else a short reason for the player (nothing changes)."""
        if not self.state.tasks:
            return "The game is over."
        task = self.state.tasks[-1]
        shaped = _shaped(choice)
        if shaped is None:
            return "That is not one of the choices now."
        return HANDLERS[task.kind].check(self, task, shaped)

    def apply(self, choice: Choice) -> list[Event]:
        """Play ``choice`` for the pending decision; return the events it caused, in order.

        Raises :class:`IllegalChoice` (the game unchanged) when it is not legal now.
        """
        state = self.state
        tasks = state.tasks
        if not tasks:
            raise IllegalChoice("The game is over.")
        task = tasks[-1]
        handler = HANDLERS[task.kind]
        options = self._choices if self._choices is not None else self._options()
        for option in options:
            if option is choice:
                break
        else:
            choice = self._accept(handler, task, options, choice)
        self._revealed_now = False
        self.version += 1
        self._choices = self._pending = None
        tasks.pop()
        turn = state.turn
        handler.apply(self, task, choice)
        if tasks:
            top = tasks[-1].kind
            if top not in STEPS and HANDLERS[top].single == ASK:
                pass  # the next decision asks its player: nothing runs by itself (see _run)
            else:
                self._run()
        state.moves += 1
        events, self._events = self._events, []
        self.history.record(task.seat, choice, state, self._revealed_now,
                            state.turn != turn and state.turn % SNAPSHOT_TURNS == 0)
        return events

    def _accept(self, handler: Handler, task: Task, options: list[Choice], choice: Choice) -> Choice:
        """The choice to play for a ``choice`` not listed as it is: equal to a listed one, or legal
        by the handler's own check (normalised); raises :class:`IllegalChoice` otherwise."""
        if choice in options:
            return choice
        shaped = _shaped(choice)
        if shaped is None:
            raise IllegalChoice("That is not one of the choices now.")
        choice = shaped
        reason = handler.check(self, task, choice)
        if reason is not None:
            raise IllegalChoice(reason)
        return handler.normalise(self, task, choice)

    # ----------------------------------------------------------------- used by the handlers
    def push(self, *tasks: Task) -> None:
        """Push tasks so that the first given runs first."""
        if len(tasks) == 1:
            self.state.tasks.append(tasks[0])
        else:
            self.state.tasks.extend(reversed(tasks))

    def emit(self, kind: str, private_to: int | None = None, **data: Any) -> None:
        """Record an event; ``data`` must hold every fact its narrator needs. A reveal (the history's
        reveal kinds) stops undo going back past this choice."""
        self._events.append(Event(kind, data, private_to))
        if kind in self._reveals:
            self._revealed_now = True

    def refresh_board(self) -> None:
        """Recompute the board after a territory card was added to ``state.cards``."""
        self._refresh_board()

    # ----------------------------------------------------------------- internals
    def _take_events(self) -> list[Event]:
        events, self._events = self._events, []
        return events

    def _run(self) -> None:
        """Run automatic steps, and decisions with a single answer that answer themselves, until a
        decision needs a player (or the game ends)."""
        tasks = self.state.tasks
        steps, handlers = STEPS, HANDLERS
        while tasks:
            task = tasks[-1]
            step = steps.get(task.kind)
            if step is not None:
                tasks.pop()
                step(self, task)
                continue
            handler = handlers[task.kind]
            if handler.single == ASK:
                return
            options = handler.choices(self, task)
            if len(options) == 1:
                tasks.pop()
                handler.apply(self, task, options[0])
                continue
            if not options and handler.single == SKIP_WHEN_EMPTY:
                tasks.pop()  # nothing to decide (every resource already at 9)
                continue
            self._choices = options
            return

    def _refresh_board(self) -> None:
        key = tuple(self.state.cards)
        if key == self._board_key:
            return
        self._board_key = key
        self._sorted = {}
        self._quest = {}
        regions = [r for sid in self.state.cards for r in self.catalog.territories[sid].regions]
        self.board_regions = [r for r in regions if r.passable]
        #: Ids of the passable regions on the board.
        self.passable_ids = frozenset(r.id for r in self.board_regions)
        self._order = {r.id: i for i, r in enumerate(regions)}
        self._regions = {r.id: r for r in regions}

    def _index(self) -> None:
        """Rebuild the per-seat index of meeples (counts and regions) from the state."""
        count: dict[int, int] = {}
        where: dict[int, dict[str, int]] = {}
        for rid, occ in self.state.regions.items():
            for m in occ:
                count[m.owner] = count.get(m.owner, 0) + 1
                mine = where.setdefault(m.owner, {})
                mine[rid] = mine.get(rid, 0) + 1
        self._count, self._where, self._sorted = count, where, {}

    # ----------------------------------------------------------------- copies and views
    def clone(self, history: bool = True) -> "Game":
        """An independent copy (state cloned, catalogue shared); a view's copy stays a view.
        ``history`` False leaves the log and the undo snapshots out of the copy (empty), for a
        caller that replaces them at once (:func:`tek_access.games.tek.rules.infoset.view_for`)."""
        game = Game(self.catalog, self.config, self.state.clone(), None, 0, self.initial, self.viewer, index=False,
                    history=self.history.copy(log=history))
        game.sampler = self.sampler.copy() if self.sampler is not None else None
        game.rules, game.dummy, game.dice = self.rules, self.dummy, None
        game.start_events, game.version = [], self.version
        game._factions, game._events, game._levels = self._factions, [], list(self._levels)
        game._choices, game._pending = self._choices, self._pending
        game._board_key, game.board_regions, game._order, game._regions, game._quest = \
            self._board_key, self.board_regions, self._order, self._regions, dict(self._quest)
        game.passable_ids = self.passable_ids
        game._count = dict(self._count)
        game._where = {k: dict(v) for k, v in self._where.items()}
        game._sorted = dict(self._sorted)
        return game

    def for_player(self, seat: int | None) -> "Game":
        """A copy holding only what ``seat`` (None: an onlooker) may know: no unrevealed war die of
        another seat, no face-down token identity, no random-number state or seed, no log or
        initial state. Legal choices and apply work on it; hidden parts a simulation reaches are
        drawn at random (see :mod:`tek_access.games.tek.rules.infoset`)."""
        from tek_access.games.tek.rules.infoset import view_for

        return view_for(self, seat)

    def view(self, seat: int | None) -> dict[str, Any]:
        """The state as JSON-ready data, as ``seat`` may see it."""
        return self.for_player(seat).state.to_json()

    # ----------------------------------------------------------------- serialise
    def to_json(self) -> dict[str, Any]:
        """The whole game as JSON-ready data, with a format version (a view's has no log)."""
        return {"format": FORMAT_VERSION, "game": "tek-access", "config": self.config.to_json(),
                "initial": self.initial, "state": self.state.to_json(),
                "log": [[seat, c.to_json()] for seat, c in self.log], "barrier": self.barrier}

    @classmethod
    def from_json(cls, data: dict[str, Any], catalog: Catalog | None = None, source: str = "save") -> "Game":
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
            initial = data["initial"]
            game = cls(catalog, config, state, log, int(data.get("barrier", 0)), initial)
            for rid in state.regions:
                game.region(rid)
            for task in state.tasks:
                if task.kind not in HANDLERS and task.kind not in STEPS:
                    raise ValueError(f"unknown task {task.kind!r}")
            if game.barrier == 0 and initial is not None:
                game.history.start(GameState.from_json(initial), copy=False)
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise SaveError(source, "state", f"missing or bad field {exc}") from None
        return game
