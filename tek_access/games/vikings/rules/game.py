"""Tiny Epic Vikings: the game object (the engine contract of docs/architecture.md, "Adding a game").

The door humans and bots go through: :attr:`Game.pending`, :meth:`Game.choices`, :meth:`Game.check`,
:meth:`Game.apply`. No rule lives here: set-up is :mod:`.setup`, the eras, draft and turns
:mod:`.flow`, the actions :mod:`.actions`, battles :mod:`.battle`, islands and runes :mod:`.board`,
scoring :mod:`.scoring`; each cites 003_e355be14bd9c4768.txt. This module does no file I/O.
"""
from __future__ import annotations

from typing import Any

from tek_access.core.kernel.names import said
from tek_access.core.kernel.rng import Rng
from tek_access.core.kernel.saves import SaveError as SaveError  # raised here; its home is the kernel
from tek_access.core.kernel.undo import Undoable, UndoHistory
from tek_access.games.vikings.rules.catalog import Catalog, IslandMap, load_catalog
from tek_access.games.vikings.rules.model import (
    FORMAT_VERSION,
    REVEAL_EVENTS,
    SAVE_FORMAT,
    Choice,
    Decision,
    DecisionKind,
    Event,
    IllegalChoice,
)
from tek_access.games.vikings.rules.state import GameConfig, GameState

MIN_PLAYERS, MAX_PLAYERS = 2, 4
COLOURS: tuple[str, ...] = ("red", "blue", "green", "yellow")
_new_tuple = tuple.__new__


#: the first decision of an action that may have no choice at all -> the action, said when it does nothing
NOTHING_TO_DO = {"explore_from": "explore", "build": "build"}


class Game(Undoable[GameState]):
    """A game of Tiny Epic Vikings, 2 to 4 players.

    Create with :meth:`new` (or :meth:`from_json`). ``pending`` is the :class:`Decision` waited for
    (None when the game is over); ``choices()`` its numbered legal answers; ``apply(choice)`` plays
    one and returns its events; ``undo(seat)`` takes back that seat's last choice. An illegal answer
    raises :class:`IllegalChoice` and changes nothing. ``viewer`` is None for the real game; a view
    made by :meth:`for_player` holds only what that seat may know and draws hidden parts from
    ``sampler`` when play on it reaches them (:mod:`.infoset`).
    """

    game_id = "vikings"
    #: Events that show a seat something hidden before: a look-ahead on a view stops at them.
    reveal_events = REVEAL_EVENTS

    def __init__(self, catalog: Catalog, config: GameConfig, state: GameState,
                 log: list[tuple[int, Choice]] | None = None, barrier: int = 0,
                 initial: dict | None = None, viewer: int | None = None) -> None:
        self.catalog = catalog
        self.config = config
        # the fields every game holds (:class:`tek_access.core.kernel.undo.Undoable`); ``history``: the choices
        # made, the barrier at the last reveal and the undo snapshots
        self._hold(state, UndoHistory(REVEAL_EVENTS, log, barrier), initial, viewer)
        self.map: IslandMap = catalog.maps[config.players]
        self.rng = Rng(state.rng)

    # ----------------------------------------------------------------- creation
    @classmethod
    def new(cls, players: int = 3, seed: int = 0, first_player: int | None = None,
            colours: tuple[str, ...] | list[str] | None = None, catalog: Catalog | None = None) -> "Game":
        """Set up a new game (003, Game settings) and run it to its first decision (the last seat
        places a ship). players: 2..4; first_player: the seat with the horn (None: drawn at random,
        docs/vikings-rulings.md). Raises ValueError with a short reason on bad options."""
        from tek_access.games.vikings.rules.setup import deal

        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Players must be {MIN_PLAYERS} to {MAX_PLAYERS}.")
        catalog = catalog or load_catalog()
        chosen = tuple(colours) if colours else COLOURS[:players]
        if len(chosen) != players or len(set(chosen)) != players:
            raise ValueError(f"Give {players} different colours.")
        if first_player is not None and not 0 <= first_player < players:
            raise ValueError(f"The first player must be seat 1 to {players}.")
        config, state = deal(catalog, players, seed, chosen, first_player)
        game = cls(catalog, config, state)
        game.run()
        game.start_events = game.take_events()
        game.initial = game.state.to_json()
        game.history.start(game.state)
        return game

    # ----------------------------------------------------------------- the contract
    def name(self, seat: int) -> str:
        """The seat's colour in the players' language (``core.kernel.names``), capitalised ("Red", "Rouge")."""
        return said("vikings", self.state.players[seat].colour)

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def result(self) -> dict | None:
        """``{"scores": [...], "winners": [...]}`` when over (see :mod:`.scoring`), else None."""
        return self.state.result

    @property
    def to_move(self) -> int | None:
        tasks = self.state.tasks
        return int(tasks[-1]["p"]) if tasks else None

    @property
    def pending(self) -> Decision | None:
        """The decision waited for, or None when the game is over."""
        tasks = self.state.tasks
        if not tasks:
            return None
        task = tasks[-1]
        context = {k: v for k, v in task.items() if k not in ("t", "p")}
        return Decision._make((DecisionKind(task["t"]), int(task["p"]), context, None))

    def choices(self) -> list[Choice]:
        """The numbered legal answers to the pending decision (shared list: read only)."""
        if self._choices is None:
            from tek_access.games.vikings.rules.handlers import HANDLERS

            tasks = self.state.tasks
            self._choices = HANDLERS[tasks[-1]["t"]].choices(self, tasks[-1]) if tasks else []
        return self._choices

    def check(self, choice: Choice) -> str | None:
        """None when ``choice`` is legal now, else a short reason (nothing changes)."""
        if not self.state.tasks:
            return "The game is over."
        if choice in self.choices():
            return None
        return "That is not one of the choices now."

    def apply(self, choice: Choice) -> list[Event]:
        """Play ``choice`` for the pending decision; return its events in order. Raises
        :class:`IllegalChoice` (the game unchanged) when it is not legal now."""
        from tek_access.games.vikings.rules.handlers import HANDLERS

        options = self.choices()
        if not any(option is choice for option in options):  # a listed choice itself: no comparing
            reason = self.check(choice)
            if reason is not None:
                raise IllegalChoice(reason)
        tasks = self.state.tasks
        task = tasks.pop()
        self._choices = None
        self.version += 1
        HANDLERS[task["t"]].apply(self, task, choice)
        self.run()
        self.state.moves += 1
        events, self._events = self._events, []
        self.history.record(int(task["p"]), choice, self.state, self.history.revealing(events), False)
        return events

    # ----------------------------------------------------------------- used by the rules
    def push(self, *tasks: dict) -> None:
        """Push tasks ({"t": kind, "p": seat, ...}) so that the first given runs first."""
        self.state.tasks.extend(reversed(tasks))

    def emit(self, kind: str, private_to: int | None = None, **data: Any) -> None:
        """Record an event; a reveal (:data:`REVEAL_EVENTS`) stops undo going back past it."""
        self._events.append(_new_tuple(Event, (kind, data, private_to)))  # Event(...) without its __new__

    @property
    def dice(self) -> Rng:
        """The generator for a random draw: the game's own, or on a view its sampler (:mod:`.infoset`)."""
        return self.sampler if self.sampler is not None else self.rng

    def take_events(self) -> list[Event]:
        events, self._events = self._events, []
        return events

    def run(self) -> None:
        """Run automatic steps, and decisions with one legal answer, until a player must decide."""
        from tek_access.games.vikings.rules.handlers import HANDLERS, STEPS

        tasks = self.state.tasks
        while tasks:
            task = tasks[-1]
            step = STEPS.get(task["t"])
            if step is not None:
                tasks.pop()
                step(self, task)
                continue
            options = HANDLERS[task["t"]].choices(self, task)
            if len(options) == 1:
                tasks.pop()
                HANDLERS[task["t"]].apply(self, task, options[0])
                continue
            if not options:
                tasks.pop()  # nothing to decide: a leader action that can do nothing says so (issue 30)
                action = NOTHING_TO_DO.get(task["t"])
                if action is not None and not task.get("arrived"):
                    self.emit("action_skipped", player=int(task["p"]), action=action, why="nothing")
                continue
            self._choices = options
            break
        self.state.rng = self.rng.state

    def touch(self) -> None:
        """Forget cached choices after changing ``state`` by hand (tests, scenarios)."""
        self.rng = Rng(self.state.rng)
        self._choices = None
        self.version += 1

    # ----------------------------------------------------------------- copies and views
    def clone(self) -> "Game":
        """An independent copy (state cloned, catalogue shared); a view's copy stays a view."""
        game = Game(self.catalog, self.config, self.state.clone(), None, 0, self.initial, self.viewer)
        game.history = self.history.copy()
        game.sampler = self.sampler.copy() if self.sampler is not None else None
        game.version = self.version
        game._choices = self._choices
        return game

    def for_player(self, seat: int | None) -> "Game":
        """A copy holding only what ``seat`` (None: an onlooker) may know (:mod:`.infoset`)."""
        from tek_access.games.vikings.rules.infoset import view_for

        return view_for(self, seat)

    # ----------------------------------------------------------------- saves
    def to_json(self) -> dict:
        """The whole game as JSON-ready data, with its format version."""
        return {"format": FORMAT_VERSION, "game": SAVE_FORMAT, "config": self.config.to_json(),
                "initial": self.initial, "state": self.state.to_json(),
                "log": [[seat, c.to_json()] for seat, c in self.log], "barrier": self.barrier}

    @classmethod
    def from_json(cls, data: Any, catalog: Catalog | None = None, source: str = "save") -> "Game":
        """Rebuild a game from :meth:`to_json` data; raises :class:`SaveError` naming ``source``,
        the place and the problem (a save of another game, another format, a bad field)."""
        from tek_access.games.vikings.rules.savecheck import check_state

        catalog = catalog or load_catalog()
        if not isinstance(data, dict) or data.get("game") != SAVE_FORMAT:
            raise SaveError(source, "top level", "not a Tiny Epic Vikings save")
        if data.get("format") != FORMAT_VERSION:
            raise SaveError(source, "format", f"version {data.get('format')!r}, expected {FORMAT_VERSION}")
        try:
            config = GameConfig.from_json(data["config"])
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise SaveError(source, "config", f"missing or bad field {exc}") from None
        try:
            state = GameState.from_json(data["state"])
            log = [(int(seat), Choice.from_json(c)) for seat, c in data["log"]]
            initial = data["initial"]
            barrier = int(data.get("barrier", 0))
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise SaveError(source, "state", f"missing or bad field {exc}") from None
        problem = check_state(catalog, config, state)
        if problem is not None:
            raise SaveError(source, problem[0], problem[1])
        game = cls(catalog, config, state, log, barrier, initial)
        if initial is not None and barrier == 0:
            try:
                game.history.start(GameState.from_json(initial), copy=False)
            except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
                raise SaveError(source, "initial", f"missing or bad field {exc}") from None
        return game

    # ----------------------------------------------------------------- undo
    def restart(self, initial: dict[str, Any]) -> "Game":
        """A new game of this catalogue and configuration at the start ``initial`` (no log)."""
        return Game(self.catalog, self.config, GameState.from_json(initial), [], 0, initial)
