"""The server's stores (issue 37): the same tests over the SQLite file and PostgreSQL, behind one
:class:`~tek_access.server.stores.Store` interface; PostgreSQL's versioned migrations; table ownership with
fencing (a paused owner past its lease is refused once another process claims its table).

PostgreSQL runs for real: a throw-away cluster in a temporary folder (tests/service_support.py), skipped
with one line naming the Debian package when it is not installed.
"""
from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from service_support import pg_cluster, pg_url  # noqa: F401 - fixtures

from tek_access.server.open_store import open_store
from tek_access.server.store import Store as SQLiteStore
from tek_access.server.stores import Leases, StaleOwner, Store, keep_leases

ROOT = Path(__file__).resolve().parents[1]
OPTIONS = {"players": 2, "humans": 1, "level": "random", "exploration": False, "seed": 1}
SEATS = [{"kind": "human", "name": "Ann"}, {"kind": "random", "name": None}]


# ---------------------------------------------------------------- one store of each kind
@pytest.fixture(params=["sqlite", "postgresql"])
def opener(request, tmp_path):
    """A function opening the store under test (again, on the same data, at each call)."""
    opened: list = []
    if request.param == "sqlite":
        def open_one(**_):
            opened.append(SQLiteStore(tmp_path / "data"))
            return opened[-1]
    else:
        url = request.getfixturevalue("pg_url")

        def open_one(**kw):
            from tek_access.server.pgstore import PostgresStore

            opened.append(PostgresStore(url, tmp_path / "keys", **kw))
            return opened[-1]
    open_one.kind = request.param  # type: ignore[attr-defined]
    yield open_one
    for store in opened:
        store.close()


@pytest.fixture
def store(opener):
    return opener()


def raw(store, sql: str, params=()) -> list[tuple]:
    """Run ``sql`` (``?`` for a parameter) on the store's own database, past the interface: what a copy
    of the database shows."""
    if isinstance(store, SQLiteStore):
        return store.db.execute(sql, params).fetchall()
    with store.pool.connection() as conn:
        cur = conn.execute(sql.replace("?", "%s"), params)
        return cur.fetchall() if cur.description else []


def test_both_stores_keep_the_interface(store, opener):
    assert isinstance(store, Store)
    # ownership with fencing is PostgreSQL's alone: the single process's SQLite file needs none
    assert isinstance(store, Leases) == (opener.kind == "postgresql")


def test_accounts_are_found_whatever_the_case_of_the_name(store):
    assert store.account("Ann") is None
    store.add_account("Ann", "hash1")
    assert store.account("ann") == {"name": "Ann", "password": "hash1", "keys": []}
    store.set_keys("ANN", ["ssh-ed25519 AAAA ann@home"])
    assert store.account("Ann")["keys"] == ["ssh-ed25519 AAAA ann@home"]
    store.add_account("Bo", None, ["ssh-ed25519 BBBB"])
    assert store.account("bo") == {"name": "Bo", "password": None, "keys": ["ssh-ed25519 BBBB"]}


def test_an_accounts_language_is_kept_whatever_the_case_of_the_name(store):
    """``language fr`` online is remembered for the account (issue 36), on both stores."""
    store.add_account("Ann", "hash1")
    assert store.language("Ann") is None
    store.set_language("ann", "fr")
    assert store.language("ANN") == "fr"
    store.set_language("Ann", "en")
    assert store.language("ann") == "en" and store.language("Bo") is None


def test_a_table_goes_from_waiting_to_playing_to_closed(store):
    first = store.new_table("Ann", OPTIONS, SEATS)
    second = store.new_table("Bo", OPTIONS, SEATS)
    assert second > first
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Cy"}]
    store.save_table(first, "Ann", seats, "waiting")
    store.start_game(first, seats, {"game": "tek", "players": 2}, {"rng": [1, 2, 3], "turn": 1})
    rows = {row["id"]: row for row in store.tables()}
    assert rows[first] == {"id": first, "host": "Ann", "options": OPTIONS, "seats": seats, "status": "playing",
                           "config": {"game": "tek", "players": 2}, "initial": {"rng": [1, 2, 3], "turn": 1}}
    assert rows[second]["status"] == "waiting" and rows[second]["config"] is None
    store.close_table(second)
    assert [row["id"] for row in store.tables()] == [first]


def test_choices_are_kept_in_order_and_an_undo_drops_the_tail(store):
    tid = store.new_table("Ann", OPTIONS, SEATS)
    store.commit_choices(tid, 0, [(0, ["side", "x", None], False), (1, ["action", "build", None], False)],
                         truncate=False, reveal_point=0)
    store.commit_choices(tid, 2, [(0, ["region", 3, None], False)], truncate=False, reveal_point=0)
    assert store.choices(tid) == [(0, ["side", "x", None], False), (1, ["action", "build", None], False),
                                  (0, ["region", 3, None], False)]
    store.commit_choices(tid, 1, [(1, ["action", "war", None], False)], truncate=True, reveal_point=0,
                         status="over")
    assert store.choices(tid) == [(0, ["side", "x", None], False), (1, ["action", "war", None], False)]
    assert [row["status"] for row in store.tables() if row["id"] == tid] == ["over"]
    other = store.new_table("Bo", OPTIONS, SEATS)
    assert store.choices(other) == []


def test_a_secret_choice_is_unreadable_in_the_database_until_its_reveal(opener):
    store = opener()
    tid = store.new_table("Ann", OPTIONS, SEATS)
    store.commit_choices(tid, 0, [(0, ["bid", 2, None], True), (1, ["bid", 1, None], True)], truncate=False,
                         reveal_point=0)
    dump = raw(store, "SELECT choice, sealed FROM choices WHERE table_id = ?", (tid,))
    assert [choice for choice, _ in dump] == [None, None]
    assert all(b"bid" not in bytes(sealed) for _, sealed in dump)
    assert store.choices(tid) == [(0, ["bid", 2, None], True), (1, ["bid", 1, None], True)]
    # a process killed between the bids and the reveal: a store opened again unseals them with the key
    again = opener(owner=getattr(store, "owner", None))
    if isinstance(again, Leases):
        again.claim(tid)
    assert again.choices(tid) == [(0, ["bid", 2, None], True), (1, ["bid", 1, None], True)]
    again.commit_choices(tid, 2, [(0, ["war", "reveal", None], False)], truncate=False, reveal_point=2)
    assert [choice for choice, _ in raw(again, "SELECT choice, sealed FROM choices WHERE table_id = ? ORDER BY idx",
                                        (tid,))] == ['["bid", 2, null]', '["bid", 1, null]',
                                                     '["war", "reveal", null]']
    assert again.choices(tid)[0] == (0, ["bid", 2, None], False)


def test_old_finished_abandoned_and_waiting_tables_expire_with_their_choices(store):
    day = 86400
    now = time.time()
    ids = {}
    for name, status, age in (("old_over", "over", 8 * day), ("new_over", "over", day),
                              ("old_play", "playing", 31 * day), ("play", "playing", 2 * day),
                              ("old_wait", "waiting", 2 * day), ("wait", "waiting", 60),
                              ("closed", "closed", 8 * day), ("kept", "over", 8 * day)):
        tid = store.new_table("Ann", OPTIONS, SEATS)
        store.commit_choices(tid, 0, [(0, ["side", "x", None], False)], truncate=False, reveal_point=0)
        raw(store, "UPDATE tables SET status = ?, updated = ? WHERE id = ?", (status, now - age, tid))
        ids[name] = tid
    gone = store.expire(now - 7 * day, now - 30 * day, now - day, keep=[ids["kept"]])
    assert sorted(gone) == sorted(ids[name] for name in ("old_over", "old_play", "old_wait", "closed"))
    left = {ids[name] for name in ("new_over", "play", "wait", "kept")}
    assert {tid for (tid,) in raw(store, "SELECT id FROM tables")} == left
    assert {tid for (tid,) in raw(store, "SELECT DISTINCT table_id FROM choices")} == left


def test_open_store_picks_the_store_by_address(tmp_path, pg_url):
    sqlite = open_store(str(tmp_path / "data"))
    assert isinstance(sqlite, SQLiteStore)
    sqlite.close()
    pg = open_store(pg_url, key_folder=str(tmp_path / "keys"), owner="door-1")
    try:
        from tek_access.server.pgstore import PostgresStore

        assert isinstance(pg, PostgresStore) and pg.owner == "door-1"
    finally:
        pg.close()
    with pytest.raises(ValueError, match="sealing key"):
        open_store(pg_url)


def test_the_postgresql_store_goes_on_after_the_database_restarts(pg_cluster, tmp_path):
    """The database restarted (every connection cut): the next call takes a new connection, nothing lost."""
    from tek_access.server.pgstore import PostgresStore

    store = PostgresStore(pg_cluster.database(), tmp_path / "keys", owner="a")
    try:
        tid = store.new_table("Ann", OPTIONS, SEATS)
        store.commit_choices(tid, 0, [(0, ["bid", 2, None], True)], truncate=False, reveal_point=0)
        pg_cluster.restart()
        store.commit_choices(tid, 1, [(1, ["bid", 1, None], True)], truncate=False, reveal_point=0)
        assert store.choices(tid) == [(0, ["bid", 2, None], True), (1, ["bid", 1, None], True)]
        assert store.renew(tid).epoch == 1
    finally:
        store.close()


# ---------------------------------------------------------------- migrations
def test_migrations_are_numbered_and_applied_once(pg_url, tmp_path):
    import psycopg

    from tek_access.server.migrate import migrate, migrations, version
    from tek_access.server.pgstore import PostgresStore

    files = migrations()
    assert [m.version for m in files] == list(range(1, len(files) + 1)) and len(files) >= 2
    PostgresStore(pg_url, tmp_path).close()
    with psycopg.connect(pg_url, autocommit=True) as conn:
        assert version(conn) == len(files)
        assert migrate(conn) == []  # a second process opening the database applies nothing
        names = conn.execute("SELECT name FROM schema_migrations ORDER BY version").fetchall()
    assert [name for (name,) in names] == [m.name for m in files]


def test_a_failed_migration_changes_nothing_and_a_newer_schema_is_refused(pg_url, tmp_path):
    import psycopg

    from tek_access.server.migrate import migrate, migrations, version

    folder = tmp_path / "migrations"
    folder.mkdir()
    (folder / "0001_one.sql").write_text("CREATE TABLE one (x integer);")
    (folder / "0002_broken.sql").write_text("CREATE TABLE two (x integer); SELECT * FROM no_such_table;")
    with psycopg.connect(pg_url, autocommit=True) as conn:
        with pytest.raises(psycopg.errors.UndefinedTable):
            migrate(conn, migrations(folder))
        assert version(conn) == 0
        assert conn.execute("SELECT to_regclass('one')").fetchone()[0] is None
        (folder / "0002_broken.sql").unlink()
        assert migrate(conn, migrations(folder)) == [1]
        with pytest.raises(RuntimeError, match="newer than this server's 0"):
            migrate(conn, [])


def test_a_gap_in_the_migration_numbers_is_named(tmp_path):
    from tek_access.server.migrate import migrations

    (tmp_path / "0001_one.sql").write_text("SELECT 1;")
    (tmp_path / "0003_three.sql").write_text("SELECT 1;")
    with pytest.raises(ValueError, match="0003_three.sql: expected migration 0002"):
        migrations(tmp_path)
    (tmp_path / "3_bad.sql").write_text("SELECT 1;")
    with pytest.raises(ValueError, match="3_bad.sql"):
        migrations(tmp_path)


# ---------------------------------------------------------------- ownership and fencing
@pytest.fixture
def pair(pg_url, tmp_path):
    """Two processes' stores on one database: ``a`` and ``b``, leases of 0.5 s (a test that needs a lease
    to stay live sets a longer one: a loaded machine may stall for a moment)."""
    from tek_access.server.pgstore import PostgresStore

    a = PostgresStore(pg_url, tmp_path / "keys", owner="a", lease_seconds=0.5)
    b = PostgresStore(pg_url, tmp_path / "keys", owner="b", lease_seconds=0.5)
    yield a, b
    a.close()
    b.close()


def test_the_maker_owns_a_new_table_and_a_live_lease_cannot_be_claimed(pair):
    a, b = pair
    a.lease_seconds = 30
    tid = a.new_table("Ann", OPTIONS, SEATS)
    assert b.orphans() == []  # held under a live lease
    lease = b.lease(tid)
    assert (lease.owner, lease.epoch) == ("a", 1) and a.held() == {tid: 1}
    assert b.claim(tid) is None
    assert b.claim(tid + 100) is None  # no such table
    with pytest.raises(StaleOwner, match=r"'b' has not claimed it; it is owned by 'a' at epoch 1\. Nothing"):
        b.commit_choices(tid, 0, [(1, ["side", "x", None], False)], truncate=False, reveal_point=0)
    assert b.choices(tid) == []
    assert a.renew(tid).until > lease.until
    assert a.claim(tid).epoch == 2  # every claim bumps the epoch, ours too


def test_a_paused_owner_past_its_lease_is_refused_after_another_claims(pair):
    a, b = pair
    tid = a.new_table("Ann", OPTIONS, SEATS)
    a.start_game(tid, SEATS, {"game": "tek"}, {"turn": 1})
    a.commit_choices(tid, 0, [(0, ["bid", 2, None], True)], truncate=False, reveal_point=0)
    time.sleep(0.7)  # a is paused past its lease
    assert b.orphans() == [tid]
    lease = b.claim(tid)
    assert b.orphans() == []
    assert lease is not None and (lease.owner, lease.epoch) == ("b", 2)
    assert b.choices(tid) == [(0, ["bid", 2, None], True)]  # the sealed die is replayed, still sealed
    with pytest.raises(StaleOwner, match=r"table \d+: 'a' \(epoch 1\) no longer owns it; it is owned by 'b' "
                                         r"at epoch 2\. Nothing was written\.") as refused:
        a.commit_choices(tid, 1, [(1, ["bid", 1, None], True)], truncate=False, reveal_point=2)
    assert refused.value.table == tid and refused.value.now.owner == "b"
    assert a.held() == {}
    for write in (lambda: a.save_table(tid, "Ann", SEATS, "playing"), lambda: a.start_game(tid, SEATS, {}, {}),
                  lambda: a.close_table(tid), lambda: a.renew(tid)):
        with pytest.raises(StaleOwner):
            write()
    assert b.choices(tid) == [(0, ["bid", 2, None], True)]  # nothing of a's was written
    assert [row["status"] for row in b.tables()] == ["playing"]
    b.commit_choices(tid, 1, [(1, ["bid", 1, None], True)], truncate=False, reveal_point=0)
    assert [seat for seat, _, _ in b.choices(tid)] == [0, 1]


def test_an_owner_late_to_renew_keeps_its_table_when_nobody_claimed_it(pair):
    a, b = pair
    tid = a.new_table("Ann", OPTIONS, SEATS)
    time.sleep(0.7)
    a.commit_choices(tid, 0, [(0, ["side", "x", None], False)], truncate=False, reveal_point=0)
    a.lease_seconds = 30
    assert a.renew(tid).epoch == 1
    assert b.claim(tid) is None  # renewed: live again


def test_a_forced_claim_takes_a_live_table_and_a_released_one_is_free(pair):
    a, b = pair
    tid = a.new_table("Ann", OPTIONS, SEATS)
    assert b.claim(tid, force=True).epoch == 2
    with pytest.raises(StaleOwner):
        a.save_table(tid, "Ann", SEATS, "waiting")
    b.release(tid)
    assert b.lease(tid) is None and b.held() == {} and a.orphans() == [tid]
    assert a.claim(tid).epoch == 3
    a.save_table(tid, "Ann", SEATS, "waiting")


def test_expiry_leaves_a_table_another_process_holds(pair):
    a, b = pair
    a.lease_seconds = 30
    tid = a.new_table("Ann", OPTIONS, SEATS)
    future = time.time() + 3600
    assert b.expire(future, future, future) == []
    a.lease_seconds = 0.3
    a.renew(tid)
    time.sleep(0.5)
    assert b.expire(future, future, future) == [tid]


def test_the_lease_keeper_renews_and_names_a_table_lost(pair):
    a, b = pair
    a.lease_seconds = 1.0
    tid = a.new_table("Ann", OPTIONS, SEATS)
    lost: list[int] = []

    async def run() -> None:
        keeper = asyncio.ensure_future(keep_leases(a, lost.append, every=0.1))
        await asyncio.sleep(2.5)  # past two leases: the keeper renewed them
        assert b.claim(tid) is None
        assert b.claim(tid, force=True) is not None
        for _ in range(100):  # the keeper's next round finds it lost
            if lost:
                break
            await asyncio.sleep(0.05)
        keeper.cancel()

    asyncio.run(run())
    assert lost == [tid] and a.held() == {}


CHILD = r"""
import sys
from tek_access.server.pgstore import PostgresStore
from tek_access.server.stores import StaleOwner
store = PostgresStore(sys.argv[1], sys.argv[2], owner="paused", lease_seconds=1.0)
tid = store.new_table("Ann", {}, [])
store.commit_choices(tid, 0, [(0, ["bid", 2, None], True)], truncate=False, reveal_point=0)
print(tid, flush=True)
sys.stdin.readline()
try:
    store.commit_choices(tid, 1, [(0, ["move", 1, None], False)], truncate=False, reveal_point=0)
    print("written", flush=True)
except StaleOwner as refused:
    print("refused:", refused, flush=True)
store.close()
"""


def test_a_process_stopped_past_its_lease_has_its_next_write_refused(pg_url, tmp_path):
    """SIGSTOP a real owner process past its lease, let another claim the table, SIGCONT: its write is refused."""
    from tek_access.server.pgstore import PostgresStore

    child = subprocess.Popen([sys.executable, "-c", CHILD, pg_url, str(tmp_path / "keys")], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        tid = int(child.stdout.readline())
        os.kill(child.pid, signal.SIGSTOP)
        time.sleep(1.3)
        other = PostgresStore(pg_url, tmp_path / "keys", owner="other")
        try:
            assert other.claim(tid).epoch == 2
            os.kill(child.pid, signal.SIGCONT)
            child.stdin.write("go\n")
            child.stdin.flush()
            said = child.stdout.readline()
            assert said.startswith(f"refused: table {tid}: 'paused' (epoch 1) no longer owns it; it is owned by "
                                   "'other' at epoch 2"), said
            assert other.choices(tid) == [(0, ["bid", 2, None], True)]
        finally:
            other.close()
        assert child.wait(30) == 0
    finally:
        if child.poll() is None:
            os.kill(child.pid, signal.SIGCONT)
            os.kill(child.pid, signal.SIGKILL)
            child.wait(10)


# ---------------------------------------------------------------- the server on either store
def test_a_table_played_at_the_hub_resumes_from_either_store(opener):
    """The server's own code on each store: two people play 60 decisions, the hub starts again on the
    store opened again (a PostgreSQL process claims the table first, as a table process will), the game is
    replayed to the same log and play goes on, stored."""
    from server_support import FakeConn

    from tek_access.server.hub import Hub

    store = opener()
    hub = Hub(store, guests=True)
    conns = {name: FakeConn() for name in ("Ann", "Bob")}
    clients = {name: hub.connect(conn, name, guest=True) for name, conn in conns.items()}
    clients["Ann"].feed("create tek 2 2 random no 5\n")
    clients["Bob"].feed("join 1\n")
    clients["Ann"].feed("start\n")
    table = hub.tables[1]

    def play(table, clients, decisions: int) -> None:
        for _ in range(decisions):
            who = ("Ann", "Bob")[table.game.pending.player]
            clients[who].rate.tokens = 40
            clients[who].feed("1\n")

    play(table, clients, 60)
    log = list(table.game.log)
    assert len(log) >= 60 and [seat for seat, _, _ in store.choices(1)] == [seat for seat, _ in log]
    hub.thinker.close()

    again = opener(owner=getattr(store, "owner", None))
    if isinstance(again, Leases):
        assert again.claim(1).epoch == 2
    restarted = Hub(again, guests=True)
    table = restarted.tables[1]
    assert list(table.game.log) == log
    codes = {name: re.search(r"Your reconnect code is (\d{4} \d{4})", conn.text).group(1)
             for name, conn in conns.items()}
    back = {name: FakeConn() for name in conns}
    clients = {name: restarted.connect(conn, name, guest=True) for name, conn in back.items()}
    for name, client in clients.items():
        client.feed(codes[name] + "\n")
        assert "Welcome back" in back[name].text
    play(table, clients, 10)
    assert [seat for seat, _, _ in again.choices(1)] == [seat for seat, _ in table.game.log]
    assert len(table.game.log) >= len(log) + 10
    restarted.thinker.close()


def test_several_tables_commit_together_and_a_stale_one_writes_nothing(pair):
    """A table host's group commit (PostgresStore.commit_many): the tables it still owns are committed in
    one transaction, a secret unsealed at its reveal, while the tables another process claimed meanwhile get
    their refusal and write nothing: no undo, no new row, no status, no input id."""
    a, b = pair
    a.lease_seconds = 30
    mine, sealed, undone, added = (a.new_table("Ann", OPTIONS, SEATS) for _ in range(4))
    a.commit_choices(sealed, 0, [(0, ["bid", 2, None], True)], truncate=False, reveal_point=0)
    kept = [(0, ["side", "x", None], False), (1, ["side", "w", None], False)]
    for tid in (undone, added):
        a.commit_choices(tid, 0, kept, truncate=False, reveal_point=0)
        assert b.claim(tid, force=True) is not None  # b holds it now; a does not know yet
    out = a.commit_many([
        (mine, {"start": 0, "rows": [(0, ["side", "y", None], False)], "truncate": False, "reveal_point": 0,
                "status": "playing", "input_id": "5-0"}),
        (sealed, {"start": 1, "rows": [(1, ["bid", 1, None], True)], "truncate": False, "reveal_point": 2}),
        (undone, {"start": 1, "rows": [], "truncate": True, "reveal_point": 0, "status": "over", "input_id": "9-0"}),
        (added, {"start": 2, "rows": [(1, ["side", "z", None], False)], "truncate": False, "reveal_point": 0}),
    ])
    assert out[:2] == [None, None]
    assert all(isinstance(refused, StaleOwner) and refused.now.owner == "b" for refused in out[2:])
    assert a.choices(mine) == [(0, ["side", "y", None], False)] and a.input_id(mine) == "5-0"
    assert [choice for choice, _ in raw(a, "SELECT choice, sealed FROM choices WHERE table_id = ? ORDER BY idx",
                                        (sealed,))] == ['["bid", 2, null]', '["bid", 1, null]']
    assert b.choices(undone) == kept and b.choices(added) == kept  # nothing of a's
    assert b.input_id(undone) is None
    assert {row["id"]: row["status"] for row in b.tables()}[undone] != "over"
    assert a.held().keys().isdisjoint({undone, added})
