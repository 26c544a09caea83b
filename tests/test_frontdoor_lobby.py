"""A front door's lobby (issue 37, :mod:`tek_access.server.frontdoor`): ``join N`` or ``watch N`` of a table
made at another front door a moment ago (not yet in this door's list) reads the table list again in a worker
thread, never on the event loop, then does the command as typed; a table still unknown is refused as in one
process, with one prompt. No services needed: the shared store is a stand-in, the bus is not reached."""
from __future__ import annotations

import asyncio
import threading

from server_support import FakeConn

SEATS = [{"kind": "human", "name": "Bob"}, {"kind": "human", "name": None}, {"kind": "normal", "name": None}]
OPTIONS = {"game": "tek", "players": 3, "humans": 2, "level": "normal", "seed": 4, "chosen_seed": True}


class Shared:
    """The shared store as a front door reads its table list; records the thread of each read."""

    sealer = None

    def __init__(self) -> None:
        self.rows: list[dict] = []
        self.on_loop_thread: list[bool] = []

    def tables(self) -> list[dict]:
        self.on_loop_thread.append(threading.current_thread() is threading.main_thread())
        return list(self.rows)


def test_a_table_made_at_another_front_door_is_looked_up_off_the_event_loop():
    from tek_access.server.frontdoor import FrontClient, FrontDoor, FrontHub, RemoteTable

    store = Shared()
    door = FrontDoor(store, "redis://unused", prefix="t", name="d1")
    hub = door.hub = FrontHub(store, door, guests=True)
    store.on_loop_thread.clear()  # the read at start is the door's own, before it serves anyone

    async def go():
        conn = FakeConn()
        ann = FrontClient(hub, conn, "Ann", True)
        store.rows = [{"id": 7, "host": "Bob", "options": OPTIONS, "seats": SEATS, "status": "waiting"}]
        ann.feed("watch 7\r\n")  # made at another door: not in this door's list yet
        said_at_once = conn.text
        for _ in range(100):
            if ann.table is not None:
                break
            await asyncio.sleep(0.01)
        ann.feed("x\r\n")  # now at the table: the line goes to it
        unknown = FrontClient(hub, FakeConn(), "Cy", True)
        unknown.feed("join 9\r\n")
        for _ in range(100):
            if "No table 9" in unknown.conn.text:
                break
            await asyncio.sleep(0.01)
        return ann, said_at_once, unknown.conn.text

    ann, said_at_once, refused = asyncio.run(go())
    assert store.on_loop_thread and not any(store.on_loop_thread), "the table list was read on the event loop"
    assert said_at_once == "", "something was said before the table was known (a prompt or a refusal)"
    assert isinstance(ann.table, RemoteTable) and ann.table.id == 7 and ann.seat is None
    forwarded = [fields for stream, fields in door.outbox if stream == door.keys.table(7)]
    assert [f["kind"] for f in forwarded] == ["watch", "line"] and forwarded[-1]["line"] == "x"
    assert "No table 9. Say tables to hear them." in refused and refused.count(">") == 1


class Making(Shared):
    """The shared store as ``create`` at a front door writes it: records the thread of each new table; ``away``
    makes the write fail as a database that cannot be reached does."""

    def __init__(self) -> None:
        super().__init__()
        self.made_on_loop_thread: list[bool] = []
        self.away = False
        self.released: list[int] = []

    def new_table(self, host: str, options: dict, seats: list) -> int:
        self.made_on_loop_thread.append(threading.current_thread() is threading.main_thread())
        if self.away:
            raise OSError("connection refused")
        self.rows.append({"id": 11, "host": host, "options": options, "seats": seats, "status": "waiting"})
        return 11

    def release(self, tid: int) -> None:
        self.released.append(tid)


def test_a_table_is_made_in_the_store_off_the_event_loop_and_a_store_away_is_said_in_one_line():
    from tek_access.server.frontdoor import FrontClient, FrontDoor, FrontHub, RemoteTable

    store = Making()
    door = FrontDoor(store, "redis://unused", prefix="t", name="d1")
    hub = door.hub = FrontHub(store, door, guests=True)

    async def until(check) -> None:
        for _ in range(200):
            if check():
                return
            await asyncio.sleep(0.01)

    async def go():
        store.away = True
        dan = FrontClient(hub, FakeConn(), "Dan", True)
        dan.feed("create tek 3 2 normal no 4\r\n")
        await until(lambda: "cannot be made" in dan.conn.text)
        refused = dan.conn.text
        store.away = False
        ann = FrontClient(hub, FakeConn(), "Ann", True)
        ann.feed("create tek 3 2 normal no 4\r\n")
        await until(lambda: ann.table is not None)
        return dan, refused, ann

    dan, refused, ann = asyncio.run(go())
    assert store.made_on_loop_thread == [False, False], "the table was written to the store on the event loop"
    assert "The table cannot be made just now: the database is away. Try create again in a moment." in refused
    assert dan.table is None and refused.count(">") == 1 and refused.rstrip().endswith(">")  # one prompt, after it
    assert isinstance(ann.table, RemoteTable) and ann.table.id == 11 and store.released == [11]
    assert "Table 11" in ann.conn.text
    assert [f["kind"] for stream, f in door.outbox if stream == door.keys.table(11)] == ["join"]
