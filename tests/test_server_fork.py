"""The computer players' worker started by fork (issue 21, item 4: the server's memory).

On Linux the server forks its worker once the games and the computer players are loaded, so the
worker shares those pages; a forked worker must still hold none of the server's sockets (a
listening port or a player's connection kept open by the worker would outlive the server's own
close), must end when the server ends it (the server's event loop had taken over SIGTERM), and its
computer players must choose exactly as the same players in the server's own process.
"""
from __future__ import annotations

import asyncio
import os
import signal
import socket
import stat
import sys
import threading
from pathlib import Path

import pytest

from tek_access.core import registry
from tek_access.server import thinking

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fork and /proc: Linux only")


def _sockets(pid: int) -> list[int]:
    """The descriptors of process ``pid`` that are sockets."""
    found = []
    for name in os.listdir(f"/proc/{pid}/fd"):
        try:
            if stat.S_ISSOCK(os.stat(f"/proc/{pid}/fd/{name}").st_mode):
                found.append(int(name))
        except OSError:
            pass
    return found


def _forking() -> None:
    if threading.active_count() > 1:  # another test left a thread: the thinker would (rightly) spawn
        pytest.skip("this process runs other threads, so workers start by spawn")
    assert thinking.start_method() == "fork"


def test_a_forked_worker_holds_none_of_the_servers_sockets_and_ends_when_told():
    _forking()

    async def main() -> None:
        loop = asyncio.get_running_loop()
        stopped = asyncio.Event()
        loop.add_signal_handler(signal.SIGTERM, stopped.set)  # as the server does: SIGTERM is the loop's
        try:
            server = await asyncio.start_server(lambda r, w: None, "127.0.0.1", 0)
            port = server.sockets[0].getsockname()[1]
            client = socket.create_connection(("127.0.0.1", port))  # a player's connection, open at the fork
            thinker = thinking.Thinker()
            thinker.start()
            worker = thinker._workers[0]
            assert worker is not None and worker.method == "fork"
            await _until(lambda: not _has_socket_or_wait(worker.process.pid))
            assert _sockets(worker.process.pid) == []
            server.close()
            await server.wait_closed()
            client.close()
            with pytest.raises(ConnectionRefusedError):  # nobody, the worker neither, still listens there
                socket.create_connection(("127.0.0.1", port), timeout=2).close()
            thinker.close()
            await _until(lambda: not worker.process.is_alive())  # SIGTERM ends it: the loop's handler is not its
            assert not stopped.is_set()
        finally:
            loop.remove_signal_handler(signal.SIGTERM)

    asyncio.run(main())


def _has_socket_or_wait(pid: int) -> bool:
    """True while the worker has not yet closed what it inherited (it does so first thing)."""
    status = Path(f"/proc/{pid}/status").read_text()
    return "Threads:\t1\n" in status and bool(_sockets(pid))


async def _until(predicate, seconds: float = 20.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    while not predicate():
        assert loop.time() < end, "timed out"
        await asyncio.sleep(0.01)


@pytest.mark.parametrize("game_id", ["tek", "vikings"])
def test_a_forked_workers_computer_players_choose_as_in_the_server(game_id):
    """The same seat, seed and views: the forked worker's choices are the in-process player's."""
    _forking()
    definition = registry.get(game_id)
    online = definition.part("online")

    async def main() -> None:
        thinker = thinking.Thinker()
        thinker.start()
        assert thinker._workers[0] is not None and thinker._workers[0].method == "fork"
        game = online.new_game(_options(game_id))
        here = {seat: definition.table.make_bot("normal", seat, 50 + seat, None) for seat in range(3)}
        try:
            for _ in range(60):
                if game.pending is None:
                    break
                seat = game.pending.player
                there = await thinker.choose(game_id, (1, 1), 1, "normal", seat, 50 + seat,
                                             online.pack_view(game.for_player(seat)))
                assert there == here[seat].choose(game.for_player(seat))
                game.apply(there)
        finally:
            thinker.close()

    asyncio.run(main())


def _options(game_id: str) -> dict:
    """A 3-player table's options (the options both games' ``new_game`` reads)."""
    return {"players": 3, "seed": 11}


def test_after_preload_the_first_table_loads_no_more_of_the_game(tmp_path):
    """What the server loads before it forks its workers (thinking.preload) is what the first table
    needs: starting it and answering its first question import nothing more of tek_access (nothing
    the worker would have to load on its own, no pause for the first table to start)."""
    import subprocess

    script = f"""
import sys
sys.path.insert(0, {str(Path(__file__).parent)!r})
from server_support import FakeConn
from tek_access.server.thinking import preload
from tek_access.server.hub import Hub
from tek_access.server.store import Store
preload()
hub = Hub(Store({str(tmp_path)!r}), guests=True)
hub.thinker.unavailable = True  # no event loop here: the computer players choose in this process
before = set(sys.modules)
conn = FakeConn()
ann = hub.connect(conn, "Ann", guest=True)
ann.feed("create tek 4 1 normal no 7\\n")
ann.feed("start\\n")
ann.feed("1\\n")
assert "choose> " in conn.text, conn.text[-300:]
print(sorted(m for m in set(sys.modules) - before if m.startswith("tek_access")))
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, PYTHONPATH=str(Path(__file__).parents[1])))
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "[]"
