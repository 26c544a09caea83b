"""What the engine benchmarks share (imported by the scripts beside it, run as
``python3 benchmarks/NAME.py``): timing by CPU time and the profile of the hottest functions."""
from __future__ import annotations

import cProfile
import io
import pstats
import time
from collections.abc import Callable


def cpu_timed(func: Callable[[int], object], seconds: float) -> tuple[int, int, float]:
    """Call ``func(i)`` for i = 0, 1, ... for about ``seconds`` of this process's CPU time; return
    (calls, the sum of the whole numbers the calls returned (anything else counts 0), CPU seconds). CPU time, not wall
    time, so other work on the machine counts less."""
    n = total = 0
    start = time.process_time()
    while True:
        result = func(n)
        if isinstance(result, int):
            total += result
        n += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return n, total, elapsed


def print_profile(run: Callable[[], object], top: int) -> None:
    """Run ``run()`` under cProfile and print "Profile, by own time:" and its ``top`` hottest functions."""
    profiler = cProfile.Profile()
    profiler.enable()
    run()
    profiler.disable()
    buffer = io.StringIO()
    pstats.Stats(profiler, stream=buffer).sort_stats("tottime").print_stats(top)
    print("Profile, by own time:")
    print(buffer.getvalue().strip())
