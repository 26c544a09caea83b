"""Computer players think in a process of their own, so that no table's search holds up the others.

The server's event loop reads what people type, applies it, commits it and narrates it; a computer
player's ``choose`` runs in a worker process (:class:`Thinker`), on the seat's view made on the loop
and sent packed (the game's online part: ``pack_view`` and ``unpack_view``, a few kilobytes, no
catalogue; a game whose online part has no ``pack_view`` has its computer players choose in the
server's process). The worker keeps each table's computer players between decisions (their memory
of the turn makes them faster, never different: a bot is deterministic from its seed and the
view), so a choice is the one the same bot would make in the server's own process. The worker
uses the second core; the event loop's longest stall is then its own work
(benchmarks/bench_server.py prints it). More workers, one per
further core, take tables by number. Without a running loop (a table driven in process, tests) the
table lets its computer players choose on its own thread instead.

How a worker starts: on Linux by ``fork`` from the server (:func:`start_method`), which the server
does once it has imported the games, the computer players and the doors, and frozen them out of the
cycle collector's reach (:func:`tek_access.server.memory.settle`), before it opens its database or
any socket (:meth:`Thinker.start`): the worker then shares those pages with the server
copy-on-write instead of importing its own copy, and needs no helper process (``spawn`` starts
multiprocessing's resource tracker beside it). A forked worker first closes every socket it
inherited (a worker replaced while the server runs would otherwise hold the listening sockets and
the players' connections open) and takes back the default signal handlers. Elsewhere (Windows,
macOS), or once the server runs another thread (forking a process with threads can deadlock), a
worker starts by ``spawn``: a fresh interpreter that imports what it needs.

The table's side (:class:`TableThinking`, mixed into the table): one computer player thinks at a
time per table; its choice is applied when it comes, and a run of them is committed, then
narrated, when a person must decide or the game ends (or every :data:`CHAIN_SECONDS`). A choice
made on a position an undo took back is dropped and the new position thought about.
"""
from __future__ import annotations

import asyncio
import collections
import itertools
import logging
import multiprocessing
import os
import signal
import stat
import sys
import threading
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from multiprocessing.connection import Connection

    from tek_access.core.definition import GameDefinition
    from tek_access.core.kernel.engine import Choice, Event
    from tek_access.core.whole import WholeGame

log = logging.getLogger("tek_access.server")

#: A long run of computer players' choices is committed and narrated this often (seconds), not only at its end.
CHAIN_SECONDS = 0.25
#: Seconds a worker has to answer one choice (a normal computer player takes milliseconds); past it the
#: worker counts as hung: it is replaced and the table's computer player chooses on the server's loop.
THINK_DEADLINE = 20.0
#: Computer players a worker keeps at most (each table's, until its game ends); past it it starts afresh.
KEEP_BOTS = 4_000

_BOTS: dict[tuple, Any] = {}  # in a worker: (game id, table key, seat) -> its computer player


class WorkerGone(RuntimeError):
    """The worker process ended before it answered (killed from outside, out of memory)."""


def choose_logged(bot: Any, view: Any, where: str) -> Any:
    """``bot.choose(view)``; a warning is logged when the computer player fell back (its search
    failed and a simpler player answered: ``fallbacks`` grew). ``where`` names the table and seat."""
    before = getattr(bot, "fallbacks", 0)
    choice = bot.choose(view)
    after = getattr(bot, "fallbacks", 0)
    if after > before:
        log.warning("computer player %s (%s) fell back to a simpler choice: %d fallback%s so far",
                    where, getattr(bot, "kind", "?"), after, "" if after == 1 else "s")
    return choice


def _choose(game_id: str, key: tuple, kind: str, seat: int, seed: int, packed: tuple) -> Any:
    """In a worker: the choice of the computer player ``key``/``seat`` on the packed view."""
    from tek_access.core import registry

    online = registry.get(game_id).part("online")
    bot = _BOTS.get((game_id, key, seat))
    if bot is None:
        if len(_BOTS) >= KEEP_BOTS:
            _BOTS.clear()
        bot = _BOTS[(game_id, key, seat)] = registry.get(game_id).table.make_bot(kind, seat, seed, None)
    choice = choose_logged(bot, online.unpack_view(packed), f"at table {key[0]}, seat {seat + 1}")
    forget = getattr(bot, "forget", None)  # a normal player's look-ahead memos: same choices, less memory
    if forget is not None:
        forget()
    return choice


def _forget(game_id: str, key: tuple) -> None:
    """In a worker: drop the computer players of a table whose game ended."""
    for name in [name for name in _BOTS if name[0] == game_id and name[1] == key]:
        del _BOTS[name]


def start_method() -> str:
    """How a worker process starts here: "fork" on Linux while this process runs one thread, else
    "spawn" (see the module's docstring)."""
    if sys.platform.startswith("linux") and threading.active_count() == 1:
        return "fork"
    return "spawn"


#: Decisions of a throwaway game :func:`preload` plays to load what the first tables need.
WARM_DECISIONS = 30


def preload() -> None:
    """Load, in the server before it forks its workers, what a worker needs to decide and the first
    tables need: the default game's online part, its computer players, and the rules, data,
    narration and command words that the first :data:`WARM_DECISIONS` decisions of a throwaway game
    load (its computer players choosing on packed views, seat 0's narration, a typed answer parsed):
    about 70 ms and 3 MB, paid once at start instead of by the first table to start (and shared
    with forked workers, not loaded again)."""
    from tek_access.core import registry
    from tek_access.grammar.parser import parse
    from tek_access.owner import TableOwner

    definition = registry.get()
    online = definition.part("online")
    for part in ("grammar", "prompts", "queries"):  # what a table asks and answers with
        if part in definition.parts:
            definition.part(part)
    players = online.PLAYERS[2]
    try:
        owner = TableOwner(online.new_game({"players": players, "seed": 1}), ["normal"] * players,
                           definition=definition)
        bots = [definition.table.make_bot("normal", seat, seat, None) for seat in range(players)]
        for _ in range(WARM_DECISIONS):
            seat = owner.deciding
            if seat is None:
                break
            events = owner.apply(bots[seat].choose(online.unpack_view(online.pack_view(owner.bot_view(seat)))))
            list(owner.heard(events, 0, [0], "normal", merge=False))  # seat 0's narration
        parse("1", owner.view(owner.deciding if owner.deciding is not None else 0))  # the command words
    # Guards a warm-up that only saves time: a game that cannot be played here fails at its own table,
    # with its own message. Not a hiding place: logged with its traceback.
    except Exception:  # noqa: BLE001
        log.exception("warming up the computer players failed; the first table loads what it needs")


def leave_the_server(keep: set[int], close: tuple[int, ...] = ()) -> None:
    """In a worker started by fork: close every socket inherited from the server (listening
    sockets, players' connections, the event loop's own) and the descriptors ``close`` (the
    server's ends of the workers' pipes), keep ``keep``, and take back the default handlers of
    SIGTERM (the server ends a worker with it) and SIGINT (ignored: the server stops its workers
    itself), which the server's event loop had replaced."""
    signal.set_wakeup_fd(-1)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for fd in close:
        if fd not in keep:
            try:
                os.close(fd)
            except OSError:
                pass
    try:
        open_fds = [int(name) for name in os.listdir("/proc/self/fd")]
    except OSError:  # no /proc: every descriptor up to the limit
        open_fds = list(range(3, os.sysconf("SC_OPEN_MAX")))
    for fd in open_fds:
        if fd <= 2 or fd in keep:
            continue
        try:
            if stat.S_ISSOCK(os.fstat(fd).st_mode):
                os.close(fd)
        except OSError:  # closed meanwhile (the listing's own descriptor)
            pass


def serve(jobs: "Connection", results: "Connection", parent: int, forked: bool = False,
          close: tuple[int, ...] = ()) -> None:
    """A worker process's life: read jobs ``(number, "choose" or "forget", arguments)`` one at a
    time and answer each as ``(number, True, choice or None)`` or ``(number, False, reason)``. A
    thread ends the worker when the server is gone (a server killed outright leaves no worker).
    ``forked``: started by fork (:func:`leave_the_server` first, with ``close``)."""
    if forked:
        leave_the_server({jobs.fileno(), results.fileno()}, close)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="tek-parent-watch", daemon=True).start()
    from tek_access.core import registry

    registry.get().part("online")  # the game data, loaded before the first decision waits for it
    from tek_access.server.memory import settle

    settle()
    while True:
        try:
            number, what, args = jobs.recv()
        except (EOFError, OSError):  # the server closed its end: stop
            return
        reply: tuple[int, bool, Any]
        try:
            if what == "forget":
                _forget(*args)
                reply = (number, True, None)
            else:
                reply = (number, True, _choose(*args))
        # Guards the worker from one decision: the reason goes back to the table, which decides on
        # its own loop instead. Not a hiding place: the table logs it.
        except Exception as exc:  # noqa: BLE001
            reply = (number, False, f"{type(exc).__name__}: {exc}")
        try:
            results.send(reply)
        except (OSError, ValueError):  # the server is gone
            return


class _Worker:
    """One worker process and the two pipes to it; its answers are read by the event loop. At
    most :data:`IN_PIPE` jobs are in the pipe at a time (the rest wait here), so handing one over
    never waits for the worker."""

    IN_PIPE = 8

    def __init__(self, others: tuple[int, ...] = ()) -> None:
        """``others``: the descriptors of the other workers' pipes (a forked worker closes them)."""
        self.method = start_method()
        forked = self.method == "fork"
        context = multiprocessing.get_context("fork") if forked else multiprocessing.get_context("spawn")
        job_read, self.jobs = context.Pipe(duplex=False)
        self.results, result_write = context.Pipe(duplex=False)
        close = (self.jobs.fileno(), self.results.fileno()) + others if forked else ()
        self.process = context.Process(target=serve, args=(job_read, result_write, os.getpid(), forked, close),
                                       name="tek-access bots", daemon=True)
        self.process.start()
        job_read.close()
        result_write.close()
        self.waiting: dict[int, asyncio.Future] = {}
        self.queued: collections.deque[tuple] = collections.deque()
        self.in_pipe = 0
        self.loop = asyncio.get_running_loop()
        self.loop.add_reader(self.results.fileno(), self._answers)
        self.gone = False
        #: when the worker last answered (or started): a worker that answers nothing for the thinker's
        #: deadline while a choice waits is hung; one far behind a queue of jobs still answers
        self.last_answer = self.loop.time()

    def fds(self) -> tuple[int, ...]:
        """The server's ends of this worker's pipes (another forked worker closes them)."""
        return () if self.gone else (self.jobs.fileno(), self.results.fileno())

    def send(self, job: tuple) -> None:
        """Hand ``job`` over now, or when fewer than :data:`IN_PIPE` are in the pipe."""
        self.queued.append(job)
        self._feed()

    def _feed(self) -> None:
        while self.queued and self.in_pipe < self.IN_PIPE:
            self.jobs.send(self.queued.popleft())
            self.in_pipe += 1

    def _answers(self) -> None:
        try:
            while self.results.poll():
                number, ok, value = self.results.recv()
                self.last_answer = self.loop.time()
                self.in_pipe -= 1
                future = self.waiting.pop(number, None)
                if future is not None and not future.done():
                    if ok:
                        future.set_result(value)
                    else:
                        future.set_exception(RuntimeError(value))
            self._feed()
        except (EOFError, OSError, ValueError):
            self.stop()

    def stop(self, kill: bool = False) -> None:
        """End the worker (``kill``: SIGKILL, for one that does not answer; a stopped or hung
        process may ignore SIGTERM); every choice still awaited fails with :class:`WorkerGone`."""
        if self.gone:
            return
        self.gone = True
        try:
            self.loop.remove_reader(self.results.fileno())
        except (ValueError, OSError):
            pass
        for connection in (self.jobs, self.results):
            connection.close()
        if self.process.is_alive():
            self.process.kill() if kill else self.process.terminate()
        for future in self.waiting.values():
            if not future.done():
                future.set_exception(WorkerGone("the computer players' worker ended"))
        self.waiting.clear()


class Thinker:
    """Worker processes for computer players while the server's event loop runs: ``workers`` of
    them (default 1), a table always going to the same one (it keeps that table's players). Jobs go
    down a pipe and answers come back on another, read by the loop: no thread in the server."""

    def __init__(self, workers: int = 1, deadline: float = THINK_DEADLINE) -> None:
        """``deadline``: seconds a worker has to answer a choice before it counts as hung (see :meth:`choose`)."""
        self.workers = max(1, workers)
        self.deadline = deadline
        #: workers ended because they did not answer in time (each replaced at the next choice)
        self.replaced = 0
        self._workers: list[_Worker | None] = [None] * self.workers
        self._numbers = itertools.count(1)
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

    def _worker(self, index: int) -> _Worker:
        worker = self._workers[index]
        if worker is None or worker.gone:
            others = tuple(fd for other in self._workers if other is not None for fd in other.fds())
            worker = self._workers[index] = _Worker(others)
        return worker

    def start(self) -> None:
        """Start every worker now (inside the event loop), not at the first decision: the server calls
        it once it has imported what the workers need (:func:`preload`) and settled its memory, before
        it opens its database or any socket, so that forked workers share those pages and hold none
        of its files. Raises OSError when no worker process can be started."""
        for index in range(self.workers):
            self._worker(index)

    def choose(self, game_id: str, key: tuple, table: int, kind: str, seat: int, seed: int,
               packed: tuple) -> asyncio.Future:
        """The loop's future of a computer player's choice: ``kind`` at ``seat`` of the table
        ``key`` (numbered ``table``), made with ``seed``, on the ``packed`` view. Call inside the
        loop. Raises OSError when no worker process can be started."""
        worker = self._worker(table % self.workers)
        number = next(self._numbers)
        future = worker.loop.create_future()
        worker.waiting[number] = future
        try:
            worker.send((number, "choose", (game_id, key, kind, seat, seed, packed)))
        except (OSError, ValueError):  # the worker is gone (killed from outside): a new one next time
            worker.stop()
        if self.deadline > 0 and not future.done():
            timer = worker.loop.call_later(self.deadline, self._overdue, worker, future)
            future.add_done_callback(lambda _: timer.cancel())
        return future

    def _overdue(self, worker: _Worker, future: asyncio.Future) -> None:
        """A choice not answered within :attr:`deadline`, and the worker answered nothing else for as
        long (a job behind a long queue waits; the worker answers the jobs before it): the worker is
        hung. It is ended and replaced at the next choice; every choice it still owed fails with
        :class:`WorkerGone`, and each of those tables' computer players chooses on the loop instead
        (:meth:`TableThinking._thought`, logged)."""
        if future.done() or worker.gone:
            return
        quiet = worker.loop.time() - worker.last_answer
        if quiet < self.deadline:  # it answers other jobs: this one waits in its queue, not hung
            timer = worker.loop.call_later(self.deadline - quiet, self._overdue, worker, future)
            future.add_done_callback(lambda _: timer.cancel())
            return
        log.warning("the computer players' worker gave no answer within %g s: it is replaced", self.deadline)
        self.replaced += 1
        worker.stop(kill=True)

    def forget(self, game_id: str, key: tuple, table: int) -> None:
        """Let the worker drop the computer players of a table whose game ended."""
        worker = self._workers[table % self.workers]
        if worker is not None and not worker.gone and not self.closed:
            try:
                worker.send((0, "forget", (game_id, key)))
            except (OSError, ValueError):
                worker.stop()

    def close(self) -> None:
        """Stop the workers (a search under way is not waited for; its result is not used)."""
        self.closed = True
        for worker in self._workers:
            if worker is not None:
                worker.stop()
        self._workers = [None] * self.workers


class TableThinking:
    """Mixed into :class:`~tek_access.server.table.Table`: its computer players think in the
    hub's :class:`Thinker` while the event loop runs. The table gives what is declared here."""

    # What Table gives (declared for the type checker only: no class attribute is made)
    id: int
    hub: Any
    game: WholeGame | None
    seats: list[dict]
    definition: GameDefinition
    key: tuple
    thinking: bool
    _chain: tuple[int, list[Event], float] | None

    if TYPE_CHECKING:  # pragma: no cover
        def _bot_to_move(self) -> int | None: ...
        def _bot_seed(self, seat: int) -> int: ...
        def _bot(self, seat: int) -> Any: ...
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
        online = self.definition.part("online")
        if not hasattr(online, "pack_view"):  # a game whose views cannot be sent: its players choose here
            self._think_here()
            return
        self.thinking = True
        version = game.version
        view = online.pack_view(game.for_player(seat))
        try:
            future = self.hub.thinker.choose(self.definition.id, self.key, self.id, self.seats[seat]["kind"],
                                             seat, self._bot_seed(seat), view)
        except OSError:  # no worker process can be started here: the computer players choose on the loop
            log.exception("no worker process for the computer players; they choose in the server's process")
            self.hub.thinker.unavailable = True
            self.thinking = False
            self._think_here()
            return
        future.add_done_callback(lambda done: self._thought(done, game, version))

    def _thought(self, done, game: WholeGame, version: int) -> None:
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
        if game.pending is not None and time.monotonic() - self._chain[2] >= CHAIN_SECONDS:
            self._end_chain()
        self.think()

    def _think_here(self) -> None:
        """The computer players to move choose on this thread, then the run is committed and said."""
        chain, self._chain = self._chain, None
        assert chain is not None and self.game is not None, "a run of computer players' choices under way"
        self._commit(chain[1] + self._bots(), chain[0])

    def _end_chain(self) -> None:
        """Commit and narrate the computer players' choices made since the run began."""
        chain, self._chain = self._chain, None
        if chain is not None and self.game is not None and len(self.game.log) > chain[0]:
            self._commit(chain[1], chain[0])

