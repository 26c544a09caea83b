"""Garbage collection for the server's long-lived processes (the event loop and the thinkers).

CPython's cycle collector runs a young-generation pass every 700 new container objects, and
every so often a full pass over every object the process holds. A server makes and drops many
small objects per command (a seat's view of the game per connection, the computer players'
look-ahead copies), almost none of them in reference cycles, so those passes find next to
nothing while the full ones walk tens of megabytes of game data, connections and imported code:
on the benchmark (benchmarks/bench_server.py) about a tenth of the event loop's time and a
quarter of the thinker's went to them, with full passes of up to 60 ms holding up every table.

:func:`settle`, called once a process has loaded what it keeps for its whole life, moves those
objects out of the collector's reach (``gc.freeze``) and collects the young generation less often.
Cycles are still collected; memory held by garbage in cycles waits a little longer.
"""
from __future__ import annotations

import gc

#: New container objects between two young-generation passes (CPython's default: 700).
YOUNG_THRESHOLD = 20_000


def settle() -> None:
    """Collect once, freeze what survives (it lives as long as the process), and collect the young
    generation every :data:`YOUNG_THRESHOLD` allocations; the older generations' ratios are kept."""
    gc.collect()
    gc.freeze()
    _young, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)
