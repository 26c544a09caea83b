"""``tek-access connect HOST``: play at an online table with this game's own output channels.

It connects to the telnet door (plain lines; the earcons arrive out of band as GMCP
``Client.Media.Play``), sends every line typed, and hands every line the server sends to the
:class:`~tek_access.audio.announcer.Announcer`: printed, kept in the review buffer (``repeat``,
``history`` still work on the server side too), spoken by the built-in voice or the screen reader
as set, and each cue played from the local sound pack.
"""
from __future__ import annotations

import argparse
import asyncio
import sys


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("host", help="Server address, for example 192.168.1.20 or 127.0.0.1.")
    parser.add_argument("--port", type=int, default=4000, help="The server's telnet port (default 4000).")
    parser.add_argument("--speech", default="auto", choices=("auto", "screenreader", "voice", "off"),
                        help="Speech channel for what the server says (default auto).")


async def _session(args, announcer) -> int:
    import telnetlib3

    gmcp_cues: list[str] = []

    class Client(telnetlib3.TelnetClient):
        def on_gmcp(self, package, data) -> None:  # the server's sound cues
            if package == "Client.Media.Play" and isinstance(data, dict) and data.get("key"):
                gmcp_cues.append(str(data["key"]))

    try:
        reader, writer = await telnetlib3.open_connection(args.host, args.port, client_factory=Client,
                                                          connect_minwait=0.2, connect_maxwait=1.0)
    except OSError as exc:
        print(f"Cannot connect to {args.host} port {args.port}: {exc}.", file=sys.stderr)
        return 1
    loop = asyncio.get_running_loop()
    done = asyncio.Event()

    async def pump_input() -> None:
        while not done.is_set():
            line = await loop.run_in_executor(None, sys.stdin.readline)
            if not line:
                writer.write("quit\r\n")
                return
            writer.write(line.rstrip("\n") + "\r\n")

    input_task = asyncio.ensure_future(pump_input())
    pending = ""
    while True:
        chunk = await reader.read(4096)
        if not chunk:
            break
        pending += chunk
        *lines, pending = pending.replace("\r", "").split("\n")
        for line in lines:
            earcon = gmcp_cues.pop(0) if gmcp_cues else None
            announcer.announce(line, earcon=earcon)
        if pending.endswith("> ") or pending.endswith(": "):
            print(pending, end="", flush=True)
            pending = ""
    done.set()
    input_task.cancel()
    print("Disconnected.")
    return 0


def run(args) -> int:
    from tek_access.audio.announcer import Announcer

    try:
        import telnetlib3  # noqa: F401
    except ImportError as exc:
        print(f"connect needs the server extra: pip install 'tek-access[server]' ({exc}).", file=sys.stderr)
        return 2
    with Announcer(speech=args.speech) as announcer:
        return asyncio.run(_session(args, announcer))
