"""How a server process stops: on SIGINT or SIGTERM (shared by ``tek-access serve`` and ``tek-access table-host``)."""
from __future__ import annotations

import asyncio
import signal


def stop_on_signals() -> asyncio.Event:
    """An event set when the process gets SIGINT or SIGTERM (call it inside the running loop). Where the loop
    cannot handle signals (not the main thread, or no such signal) the event is set only by its owner."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):
            pass
    return stop
