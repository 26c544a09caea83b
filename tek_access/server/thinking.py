"""Computer players think in a process of their own, so that no table's search holds up the others.

The server's event loop reads what people type, applies it, commits it and narrates it; a computer
player's ``choose`` runs in a worker process (:class:`Thinker`), on the seat's view made on the loop
and sent packed (the game's online part: ``pack_view``, a few kilobytes, no catalogue). The worker
keeps each table's computer players between decisions (their memory of the turn makes them faster,
never different: a bot is deterministic from its seed and the view), so a choice is the one the same
bot would make in the server's own process. The worker uses the second core; the event loop's
longest stall is then its own work (benchmarks/bench_server.py prints it). More workers, one per
further core, take tables by number. Without a running loop (a table driven in process, tests) the
table lets its computer players choose on its own thread instead.

The table's side (:class:`TableThinking`, mixed into the table): one computer player thinks at a
time per table; its choice is applied when it comes, and a run of them is committed, then
narrated, when a person must decide or the game ends (or every :data:`CHAIN_SECONDS`). A choice
made on a position an undo took back is dropped and the new position thought about.
"""
from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.bots import Bot
    from tek_access.games.definition import GameDefinition
    from tek_access.rules.game import Game
    from tek_access.rules.model import Choice, Event

log = logging.getLogger("tek_access.server")

#: A long run of computer players' choices is committed and narrated this often (seconds), not only at its end.
CHAIN_SECONDS = 0.25
#: Computer players a worker keeps at most (each table's, until its game ends); past it it starts afresh.
KEEP_BOTS = 4_000

_BOTS: dict[tuple, Any] = {}  # in a worker: (game id, table key, seat) -> its computer player


def _choose(game_id: str, key: tuple, kind: str, seat: int, seed: int, packed: tuple) -> Any:
    """In a worker: the choice of the computer player ``key``/``seat`` on the packed view."""
    from tek_access import games

    online = games.get(game_id).part("online")
    bot = _BOTS.get((game_id, key, seat))
    if bot is None:
        if len(_BOTS) >= KEEP_BOTS:
            _BOTS.clear()
        bot = _BOTS[(game_id, key, seat)] = games.get(game_id).table.make_bot(kind, seat, seed, None)
    return bot.choose(online.unpack_view(packed))


def _forget(game_id: str, key: tuple) -> None:
    """In a worker: drop the computer players of a table whose game ended."""
    for name in [name for name in _BOTS if name[0] == game_id and name[1] == key]:
        del _BOTS[name]


def _start(parent: int) -> None:
    """In a worker, at its start: end with the server (a server killed outright leaves no worker
    behind: a thread checks each second that its parent is still there)."""
    import threading
    import time

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="tek-parent-watch", daemon=True).start()


def _ready() -> int:
    """In a worker: load the game data once, before the first decision waits for it."""
    from tek_access import games

    games.get().part("online")
    return os.getpid()


class Thinker:
    """Worker processes for computer players while the server's event loop runs: ``workers`` of
    them (default 1), a table always going to the same one (it keeps that table's players)."""

    def __init__(self, workers: int = 1) -> None:
        self.workers = max(1, workers)
        self._pools: list[ProcessPoolExecutor | None] = [None] * self.workers
        #: True once the server stops: a choice that comes after it is not used
        self.closed = False
        #: True when no worker process could be started: tables let their computer players choose themselves
        self.unavailable = False

    def running(self) -> bool:
        """True inside a running event loop (the server) until :meth:`close`, while workers can be started."""
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return False
        return not self.closed and not self.unavailable

    def _pool(self, index: int) -> ProcessPoolExecutor:
        pool = self._pools[index]
        if pool is None:
            # spawn: a fresh interpreter, nothing of the server's sockets, threads or database
            pool = self._pools[index] = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"),
                                                            initializer=_start, initargs=(os.getpid(),))
            pool.submit(_ready)
        return pool

    def choose(self, game_id: str, key: tuple, table: int, kind: str, seat: int, seed: int,
               packed: tuple) -> asyncio.Future:
        """The loop's future of a computer player's choice: ``kind`` at ``seat`` of the table
        ``key`` (numbered ``table``), made with ``seed``, on the ``packed`` view. Call inside the loop."""
        index = table % self.workers
        loop = asyncio.get_running_loop()
        try:
            return loop.run_in_executor(self._pool(index), _choose, game_id, key, kind, seat, seed, packed)
        except BrokenProcessPool:  # the worker died (killed from outside): a new one takes over
            self._pools[index] = None
            return loop.run_in_executor(self._pool(index), _choose, game_id, key, kind, seat, seed, packed)

    def forget(self, game_id: str, key: tuple, table: int) -> None:
        """Let the worker drop the computer players of a table whose game ended."""
        pool = self._pools[table % self.workers]
        if pool is not None and not self.closed:
            try:
                pool.submit(_forget, game_id, key)
            except (BrokenProcessPool, RuntimeError):
                pass

    def close(self) -> None:
        """Stop the workers (a search under way is not waited for; its result is not used)."""
        self.closed = True
        for pool in self._pools:
            if pool is not None:
                pool.shutdown(wait=False, cancel_futures=True)
        self._pools = [None] * self.workers


class TableThinking:
    """Mixed into :class:`~tek_access.server.table.Table`: its computer players think in the
    hub's :class:`Thinker` while the event loop runs. The table gives what is declared here."""

    # What Table gives (declared for the type checker only: no class attribute is made)
    id: int
    hub: Any
    game: Game | None
    seats: list[dict]
    definition: GameDefinition
    key: tuple
    thinking: bool
    _chain: tuple[int, list[Event], float] | None

    if TYPE_CHECKING:  # pragma: no cover
        def _bot_to_move(self) -> int | None: ...
        def _bot_seed(self, seat: int) -> int: ...
        def _bot(self, seat: int) -> Bot: ...
        def _bots(self) -> list[Event]: ...
        def _apply(self, choice: Choice) -> list[Event]: ...
        def _commit(self, events: list[Event], start: int, truncate: bool = False) -> None: ...

    def think(self) -> None:
        """Let the computer player whose decision is pending choose off the event loop (in the
        thinker's worker, on the seat's view); its choice is applied when it comes and the next
        one thinks. Their choices are committed, then narrated, together when a person must decide
        or the game ends, or every :data:`CHAIN_SECONDS` of a longer run of them. One at a time per
        table; a choice made on a game that changed since (an undo) is dropped and the new
        position thought about instead."""
        if self.thinking or self.game is None:
            return
        game = self.game
        seat = self._bot_to_move()
        if seat is None:
            self._end_chain()
            return
        if self._chain is None:
            self._chain = (len(game.log), [], time.monotonic())
        self.thinking = True
        version = game.version
        view = self.definition.part("online").pack_view(game.for_player(seat))
        try:
            future = self.hub.thinker.choose(self.definition.id, self.key, self.id, self.seats[seat]["kind"],
                                             seat, self._bot_seed(seat), view)
        except OSError:  # no worker process can be started here: the computer players choose on the loop
            log.exception("no worker process for the computer players; they choose in the server's process")
            self.hub.thinker.unavailable = True
            self.thinking = False
            chain, self._chain = self._chain, None
            assert chain is not None
            self._commit(chain[1] + self._bots(), chain[0])
            return
        future.add_done_callback(lambda done: self._thought(done, game, version))

    def _thought(self, done, game: Game, version: int) -> None:
        self.thinking = False
        if self.game is not game or self.hub.tables.get(self.id) is not self or self.hub.thinker.closed:
            return  # the table or the server closed meanwhile
        if game.version != version or done.cancelled():
            self._chain = None  # undone: those choices are gone, never committed nor said
            self.think()
            return
        try:
            choice = done.result()
        # Guards the table from a failed worker (killed from outside, out of memory): this decision is
        # made here on the loop by the same computer player (same seed, same view: the same choice), and
        # the game goes on. Not a hiding place: logged with its traceback.
        except Exception:  # noqa: BLE001
            log.exception("the computer players' worker failed at table %s; choosing here", self.id)
            seat = self._bot_to_move()
            assert seat is not None, "a computer player's choice with no computer player to move"
            choice = self._bot(seat).choose(game.for_player(seat))
        assert self._chain is not None, "a computer player's choice outside a run of them"
        self._chain[1].extend(self._apply(choice))
        if game.pending is None:
            self.hub.thinker.forget(self.definition.id, self.key, self.id)
        elif time.monotonic() - self._chain[2] >= CHAIN_SECONDS:
            self._end_chain()
        self.think()

    def _end_chain(self) -> None:
        """Commit and narrate the computer players' choices made since the run began."""
        chain, self._chain = self._chain, None
        if chain is not None and self.game is not None and len(self.game.log) > chain[0]:
            self._commit(chain[1], chain[0])

