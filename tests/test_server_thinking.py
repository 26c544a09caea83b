"""Computer players think in a worker process while the server's event loop runs (issue 21, item 4).

The table packs the seat's view for the worker and commits every choice before it is narrated; a
person's answer is said at once, not after the computer players' searches. Checked on the hub with
a fake connection inside a running event loop (the worker is a real process), and the packing on
its own: a computer player chooses the same on the unpacked view as on the view itself. Tiny Epic
Vikings' tables send their views too (its online part's ``pack_view``/``unpack_view``).
"""
from __future__ import annotations

import asyncio
import pickle
from typing import Any

import pytest
from server_support import FakeConn

from tek_access.core import registry
from tek_access.games.tek.bots import make_bot
from tek_access.games.tek.rules.game import Game
from tek_access.server.hub import Hub
from tek_access.server.store import Store


@pytest.mark.parametrize("seed", [3, 8])
def test_a_computer_player_chooses_the_same_on_the_packed_view(seed):
    online = registry.get("tek").part("online")
    game = Game.new(4, seed=seed, exploration=True)
    bots = [make_bot("normal", s, 100 + s) for s in range(4)]
    twins = [make_bot("normal", s, 100 + s) for s in range(4)]
    for _ in range(120):
        if game.over:
            break
        seat = game.to_move
        view = game.for_player(seat)
        choice = bots[seat].choose(view)
        assert twins[seat].choose(online.unpack_view(online.pack_view(game.for_player(seat)))) == choice
        game.apply(choice)


async def _until(predicate, seconds: float = 60.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    while not predicate():
        assert loop.time() < end, "timed out"
        await asyncio.sleep(0.01)


def _open(store: Store, create: str) -> tuple[Hub, FakeConn, Any, Any]:
    """A hub on ``store`` where Ann (seat 0, a guest) has made a table by ``create``'s quick form and
    started it: (hub, Ann's connection, Ann's client, the table)."""
    hub = Hub(store, guests=True)
    conn = FakeConn()
    ann = hub.connect(conn, "Ann", guest=True)
    ann.feed(f"{create}\n")
    ann.feed("start\n")
    return hub, conn, ann, hub.tables[1]


async def _asked(conn: FakeConn, game, times: int):
    """Yield each time Ann is asked, at most ``times`` times; stop when the game is over."""
    for _ in range(times):
        await _until(lambda: "choose> " in conn.text[-12:] or game.over)
        if game.over:
            return
        yield


def _committed(store: Store, game) -> bool:
    """Every choice applied is stored, in order, with its seat."""
    return [seat for seat, _, _ in store.choices(1)] == [seat for seat, _ in game.log]


def _run(store: Store, play) -> None:
    try:
        asyncio.run(play())
    finally:
        store.close()


def test_computer_players_move_off_the_loop_and_every_choice_is_committed(tmp_path):
    store = Store(tmp_path)

    async def play() -> None:
        hub, conn, ann, table = _open(store, "create tek 4 1 normal no 7")
        game = table.game
        assert table.thinking or game.pending.player == 0  # seat 0 is Ann's; the others think in the worker
        async for _ in _asked(conn, game, 40):
            said = len(conn.text)
            ann.feed("1\n")
            # Ann's answer is narrated before any computer player's search ends (it is said at once)
            assert len(conn.text) > said
        await _until(lambda: not table.thinking and table._chain is None)
        stored = store.choices(1)
        assert len(stored) == len(game.log)  # every choice applied is committed
        assert [seat for seat, _, _ in stored] == [seat for seat, _ in game.log]
        assert table.bots == {}  # the table's own process made no computer player: the worker did
        hub.thinker.close()

    _run(store, play)


def test_an_undo_while_a_computer_player_thinks_drops_its_choice(tmp_path):
    store = Store(tmp_path)

    async def play() -> None:
        hub, conn, ann, table = _open(store, "create tek 2 1 normal no 7")
        game = table.game
        undone = False
        async for _ in _asked(conn, game, 60):
            ann.feed("1\n")
            if table.thinking and any(seat == 0 for seat, _ in game.log[-1:]):
                ann.feed("undo\n")  # the worker's answer comes for a position that is gone
                undone = True
                break
        assert undone, "no computer player was thinking after Ann's answer"
        await _until(lambda: not table.thinking and table._chain is None)
        stored = store.choices(1)
        assert [seat for seat, _, _ in stored] == [seat for seat, _ in game.log]
        hub.thinker.close()

    _run(store, play)


def test_with_no_worker_process_the_computer_players_choose_in_the_server(tmp_path, monkeypatch):
    """A machine where no process can be started: the tables still play, their computer players
    choosing in the server's own process."""
    from tek_access.server import thinking

    def refuse(self, index):  # no process can be started
        raise OSError("no processes here")

    monkeypatch.setattr(thinking.Thinker, "_worker", refuse)
    store = Store(tmp_path)

    async def play() -> None:
        hub, conn, ann, table = _open(store, "create tek 4 1 normal no 7")
        game = table.game
        async for _ in _asked(conn, game, 12):
            ann.feed("1\n")
        assert hub.thinker.unavailable and not table.thinking
        assert table.bots  # made here, in the server's process
        assert _committed(store, game)
        assert any(seat != 0 for seat, _ in game.log)  # the computer players did move

    _run(store, play)


def test_a_worker_killed_mid_game_is_replaced_and_the_game_goes_on(tmp_path):
    """The worker is killed from outside: the decision it owed is made in the server, a new worker
    takes the next ones, and every choice is still committed."""
    store = Store(tmp_path)

    async def play() -> None:
        hub, conn, ann, table = _open(store, "create tek 4 1 normal no 7")
        game = table.game
        killed = None
        async for _ in _asked(conn, game, 30):
            if killed is None and len(game.log) > 12:
                killed = hub.thinker._workers[0].process
                killed.kill()
            ann.feed("1\n")
        assert killed is not None
        await _until(lambda: not table.thinking and table._chain is None)
        assert hub.thinker._workers[0] is None or hub.thinker._workers[0].process is not killed \
            or hub.thinker._workers[0].gone
        assert _committed(store, game)
        assert len(game.log) > 20
        hub.thinker.close()

    _run(store, play)


def test_a_server_stopped_while_computer_players_think_resumes_their_moves(tmp_path):
    """A person's answer is committed before the computer players think: a server stopped then
    resumes with a computer player to move, and the restarted table lets it move."""
    store = Store(tmp_path)

    async def play() -> None:
        hub, conn, ann, table = _open(store, "create tek 4 1 normal no 7")
        game = table.game
        async for _ in _asked(conn, game, 20):
            ann.feed("1\n")
            if table.thinking:
                break
        assert table.thinking
        hub.thinker.close()  # the server stops while a computer player thinks
        restarted = Hub(store, guests=True)
        again = restarted.tables[1]
        assert again.game.pending.player != 0 or again.thinking is False
        await _until(lambda: not again.thinking and again._chain is None
                     and (again.game.pending is None or again.game.pending.player == 0))
        assert _committed(store, again.game)
        assert len(again.game.log) > len(game.log) - 1
        restarted.thinker.close()

    _run(store, play)


def test_a_game_whose_views_cannot_be_sent_plays_its_computer_players_in_the_server(tmp_path, monkeypatch):
    """A game added later whose online part has no pack_view: its tables still play."""
    online = registry.get("tek").part("online")
    monkeypatch.delattr(online, "pack_view")
    store = Store(tmp_path)

    async def play() -> None:
        hub, conn, ann, table = _open(store, "create tek 4 1 normal no 7")
        game = table.game
        async for _ in _asked(conn, game, 12):
            ann.feed("1\n")
        assert table.bots and not table.thinking and any(seat != 0 for seat, _ in game.log)
        assert _committed(store, game)
        hub.thinker.close()

    _run(store, play)


@pytest.mark.parametrize("seed", [3, 8])
def test_a_vikings_computer_player_chooses_the_same_on_the_packed_view(seed):
    definition = registry.get("vikings")
    online = definition.part("online")
    game = online.new_game({"players": 3, "seed": seed})
    bots = [definition.table.make_bot("normal", s, 100 + s, None) for s in range(3)]
    twins = [definition.table.make_bot("normal", s, 100 + s, None) for s in range(3)]
    for _ in range(150):
        if game.over:
            break
        seat = game.to_move
        choice = bots[seat].choose(game.for_player(seat))
        # sent as the worker gets it: pickled, without the catalogue
        packed = pickle.loads(pickle.dumps(online.pack_view(game.for_player(seat))))
        assert twins[seat].choose(online.unpack_view(packed)) == choice
        game.apply(choice)


def test_a_vikings_tables_computer_players_think_in_the_worker(tmp_path):
    store = Store(tmp_path)

    async def play() -> None:
        hub, conn, ann, table = _open(store, "create vikings 3 1 normal 7")
        game = table.game
        thought = False
        async for _ in _asked(conn, game, 30):
            ann.feed("1\n")
            thought = thought or table.thinking
        await _until(lambda: not table.thinking and table._chain is None)
        assert thought, "no computer player thought in the worker"
        assert any(seat != 0 for seat, _ in game.log)  # the computer players did move
        assert table.bots == {}  # the table's own process made no computer player: the worker did
        assert _committed(store, game)
        hub.thinker.close()

    _run(store, play)


def test_a_computer_players_fallback_is_logged(caplog, monkeypatch):
    """The server logs a computer player whose search failed (its choice came from a simpler player)."""
    import logging

    from tek_access.games.tek.bots.strong import StrongBot
    from tek_access.server.thinking import choose_logged

    bot = make_bot("strong", 0, 5, 5)
    game = Game.new(2, seed=4)
    with caplog.at_level(logging.WARNING, logger="tek_access.server"):
        choose_logged(bot, game.for_player(game.to_move), "at table 3, seat 1")
        assert not caplog.records  # a search that worked: nothing logged

        def broken(self, game, choices):
            raise RuntimeError("search failed")

        monkeypatch.setattr(StrongBot, "_search", broken)
        choice = choose_logged(bot, game.for_player(game.to_move), "at table 3, seat 1")
    assert game.check(choice) is None  # still a legal answer
    assert [r.getMessage() for r in caplog.records] == [
        "computer player at table 3, seat 1 (strong) fell back to a simpler choice: 1 fallback so far"]
