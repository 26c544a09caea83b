"""A table host's batching (issue 37, :mod:`tek_access.server.hosted`): work handed in by several tables in
one turn of the event loop is done in one go, each table hears only its own result or error, and a bad write
in a batch of commits holds only its own table. No services needed."""
from __future__ import annotations

import asyncio

from tek_access.server.hosted import Commit, Together, run_stores


def test_work_handed_in_together_is_done_in_one_batch_and_each_hears_its_own_result():
    batches: list[list] = []

    async def run(items):
        batches.append(items)
        await asyncio.sleep(0.01)
        return [ValueError(f"bad {i}") if i == 2 else i * 10 for i in items]

    async def go():
        together = Together(run)
        first = await asyncio.gather(*(together(i) for i in (1, 2, 3)), return_exceptions=True)
        later = await together(4)
        return first, later

    first, later = asyncio.run(go())
    assert batches == [[1, 2, 3], [4]]
    assert first[0] == 10 and first[2] == 30
    assert isinstance(first[1], ValueError) and str(first[1]) == "bad 2"
    assert later == 40


def test_work_handed_in_while_a_batch_runs_goes_in_the_next_or_a_second_at_once():
    async def go(width: int):
        batches: list[list] = []
        release = asyncio.Event()

        async def run(items):
            batches.append(items)
            await release.wait()
            return items

        together = Together(run, width=width)
        first = asyncio.ensure_future(together("a"))
        await asyncio.sleep(0.01)  # "a" is in a batch that has not finished
        second = [asyncio.ensure_future(together(x)) for x in ("b", "c")]
        await asyncio.sleep(0.01)
        started = [list(b) for b in batches]
        release.set()
        await asyncio.gather(first, *second)
        return started, batches

    started, batches = asyncio.run(go(1))
    assert started == [["a"]] and batches == [["a"], ["b", "c"]]
    started, _ = asyncio.run(go(2))
    assert started == [["a"], ["b", "c"]]


class FakeStore:
    """A store whose group commit fails on a bad row (as a unique-key clash would), one by one only that one."""

    def __init__(self) -> None:
        self.committed: list[int] = []
        self.groups = 0

    def commit_many(self, commits):
        self.groups += 1
        if any(kw.get("bad") for _, kw in commits):
            raise ValueError("a bad row")
        self.committed += [tid for tid, _ in commits]
        return [None] * len(commits)

    def commit_choices(self, tid, **kw):
        if kw.get("bad"):
            raise ValueError(f"table {tid}: a bad row")
        self.committed.append(tid)


def test_commits_go_together_and_a_bad_one_holds_only_its_own_table():
    store = FakeStore()
    other: list[str] = []
    out = run_stores([Commit(store, 1, {}), lambda: other.append("saved") or "ok", Commit(store, 2, {})])
    assert out == [None, "ok", None] and store.committed == [1, 2] and store.groups == 1 and other == ["saved"]
    store = FakeStore()
    out = run_stores([Commit(store, 1, {}), Commit(store, 2, {"bad": True}), Commit(store, 3, {})])
    assert out[0] is None and out[2] is None and store.committed == [1, 3]
    assert isinstance(out[1], ValueError) and "table 2" in str(out[1])


def test_the_test_hook_that_kills_a_host_after_a_commit_fires_on_a_group_commit(tmp_path, monkeypatch):
    """The failover test's hook (kill the host between a commit and its lines) fires whether the host
    commits one table's choices or several tables' together, once the commit is done."""
    import signal

    from tek_access.server import hostcommand

    store, killed = FakeStore(), []
    monkeypatch.setattr(hostcommand.os, "kill", lambda pid, sig: killed.append((sig, list(store.committed))))
    flag = tmp_path / "kill"
    hostcommand.kill_after_commit(store, str(flag))
    assert run_stores([Commit(store, 1, {}), Commit(store, 2, {})]) == [None, None] and killed == []
    flag.write_text("")
    run_stores([Commit(store, 3, {}), Commit(store, 4, {})])
    assert killed == [(signal.SIGKILL, [1, 2, 3, 4])]
    run_stores([Commit(store, 5, {})])
    assert killed[-1] == (signal.SIGKILL, [1, 2, 3, 4, 5])
