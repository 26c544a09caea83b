"""``tek-access serve``: the game server (SSH and telnet doors, lobby, tables, SQLite store)."""
from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from pathlib import Path
from typing import Any


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="127.0.0.1",
                        help="Address to listen on (default 127.0.0.1; 0.0.0.0 for a LAN).")
    parser.add_argument("--ssh-port", type=int, default=2222, help="SSH port (default 2222; 0 for none).")
    parser.add_argument("--telnet-port", type=int, default=4000, help="Telnet port (default 4000; 0 for none).")
    parser.add_argument("--data", default="tek-server", help="Folder for the database and keys (default tek-server).")
    parser.add_argument("--guests", action="store_true",
                        help="Let anyone in under a free name with no password (a LAN party, tests).")
    parser.add_argument("--no-register", action="store_true", help="Do not create accounts for new names.")
    parser.add_argument("--ports-file", help="Write the ports actually opened to this file (for tests).")
    parser.add_argument("--limit", action="append", default=[], metavar="NAME=VALUE",
                        help="Change one limit, for example --limit idle_lobby=3600 (seconds). Limits: "
                             "logins_per_address, online_per_address, guests_per_address, login_deadline, "
                             "idle_lobby, idle_seated, idle_warning, failures_per_account_address, "
                             "failures_per_address, failure_window, failures_per_account, slow_login_delay, "
                             "registrations_per_hour, keep_finished_days, keep_abandoned_days, "
                             "keep_waiting_days. docs/server.md gives the defaults.")
    parser.add_argument("--bot-workers", type=int, default=1, metavar="N",
                        help="Processes for the computer players' thinking (default 1; one per spare core).")
    # several processes (issue 37, docs/server.md "Running several processes"): this process is a front door
    parser.add_argument("--bus", default=None, metavar="URL",
                        help="Run as a front door over Redis (redis://HOST:PORT/DB or unix:///path): the doors, "
                             "the lobby and chat here, the games in table-host processes. Needs --database.")
    parser.add_argument("--database", default=None, metavar="URL",
                        help="With --bus: the PostgreSQL store shared with the table hosts (postgresql://...); "
                             "--data then holds only the SSH host key and seal.key (the table hosts' too).")
    parser.add_argument("--bus-prefix", default="tek", help=argparse.SUPPRESS)  # the bus's key prefix (tests)
    parser.add_argument("--sweep-every", type=float, default=30.0, help=argparse.SUPPRESS)  # idle checks (tests)
    # the event loop's longest stall and busy share, written each second (benchmarks/bench_server.py)
    parser.add_argument("--loop-stats", default=None, help=argparse.SUPPRESS)


def limits_from(args):
    """The :class:`~.limits.Limits` of ``--limit`` options; ValueError names a wrong one."""
    from tek_access.server.limits import Limits

    limits = Limits()
    for text in getattr(args, "limit", None) or []:
        limits = limits.with_setting(text)
    return limits


async def serve(args) -> int:
    from tek_access.core.messages import SERVER
    from tek_access.server.doors import Auth, fingerprint, host_key, start_ssh, start_telnet
    from tek_access.server.hub import Hub
    from tek_access.server.limits import sweep
    from tek_access.server.login import Pipeline
    from tek_access.server.memory import settle
    from tek_access.server.stopping import stop_on_signals
    from tek_access.server.store import Store
    from tek_access.server.thinking import Thinker, preload

    try:
        limits = limits_from(args)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    folder = Path(args.data)
    # The computer players' workers first: forked (on Linux) once the games and the computer players are
    # imported and settled, before the database or any socket is open, they share those pages with the
    # server and hold none of its files (server/thinking.py). Where none can start, tables think here.
    front = getattr(args, "bus", None)
    if front and not getattr(args, "database", None):
        print("A front door (--bus) needs the shared database: --database postgresql://...", file=sys.stderr)
        return 2
    preload()
    settle()
    thinker = Thinker(max(1, getattr(args, "bot_workers", 1) or 1), deadline=limits.think_deadline)
    try:
        if not front:  # a front door plays no game: no worker
            thinker.start()
    except OSError:
        logging.getLogger("tek_access.server").exception(
            "no worker process for the computer players; they choose in the server's process")
        thinker.unavailable = True
    door: Any = None
    hub: Any
    if front:  # the front door of several processes (server/frontdoor.py)
        from tek_access.server.frontdoor import open_front

        store, hub, door = open_front(args, limits, thinker)
    else:
        store = Store(folder)
        hub = Hub(store, guests=args.guests, register=not args.no_register, limits=limits, thinker=thinker)
    auth = Auth(hub)
    hub.logins = Pipeline(hub, auth)  # the one way in, for every door (server/login.py)
    servers, ports = [], {}
    key_line = ""
    if args.ssh_port is not None and args.ssh_port >= 0 and not (args.ssh_port == 0 and args.ports_file is None):
        key = host_key(folder)
        ssh = await start_ssh(hub, auth, args.host, args.ssh_port, folder, key)
        servers.append(ssh)
        ports["ssh"] = ssh.sockets[0].getsockname()[1]
        key_line = SERVER("serve-ssh-key", fingerprint=fingerprint(key))
    if args.telnet_port is not None and args.telnet_port >= 0 and not (args.telnet_port == 0
                                                                         and args.ports_file is None):
        telnet = await start_telnet(hub, auth, args.host, args.telnet_port)
        servers.append(telnet)
        ports["telnet"] = telnet.sockets[0].getsockname()[1]
    from tek_access.server import web
    if web.wanted(args):  # the web door (issue 20): the page and its websocket, same hub
        servers.append(await web.start_web(hub, auth, args.host, args.web_port, args.web_origin, args.web_proxy))
        ports["web"] = servers[-1].port
    playing = sum(t.status == "playing" for t in hub.tables.values())
    said = {kind: str(ports[kind]) if kind in ports else SERVER("serve-port-off") for kind in ("ssh", "telnet", "web")}
    print(SERVER("serve-started", **said, folder=str(folder), playing=playing, guests=bool(args.guests)), flush=True)
    if door is not None:
        print(SERVER("serve-front-door", name=door.name), flush=True)
    if key_line:
        print(key_line, flush=True)
    if "web" in ports and not args.web_origin and args.host in ("0.0.0.0", "::", ""):
        print(SERVER("serve-web-origin", port=str(ports["web"])), flush=True)
    if "telnet" in ports:
        print(SERVER("serve-telnet-clear"), flush=True)
    if args.ports_file:
        Path(args.ports_file + ".tmp").write_text(" ".join(str(ports.get(door, 0)) for door in (
            "ssh", "telnet", "web") if door != "web" or "web" in ports) + "\n")
        Path(args.ports_file + ".tmp").replace(args.ports_file)
    settle()  # the server's data, code and resumed tables: out of the cycle collector's way
    stop = stop_on_signals()

    async def sweeping() -> None:
        while True:
            await asyncio.sleep(args.sweep_every)
            try:
                sweep(hub)
            except Exception:  # one failed sweep must not end the sweeper: it is logged whole, with its traceback
                logging.getLogger("tek_access.server").exception("idle sweep failed")

    sweeper = asyncio.ensure_future(sweeping())
    bus = asyncio.ensure_future(door.run()) if door is not None else None
    watcher = asyncio.ensure_future(watch_loop(Path(args.loop_stats))) if getattr(args, "loop_stats", None) else None
    await stop.wait()
    sweeper.cancel()
    if bus is not None:
        bus.cancel()
    if watcher is not None:
        watcher.cancel()
    hub.thinker.close()
    for server in servers:
        server.close()
    store.close()
    print("Server stopped.", flush=True)
    return 0


async def watch_loop(path: Path, tick: float = 0.005) -> None:
    """Write, once a second, the event loop's longest stall in that second in milliseconds (how
    late a ``tick``-second sleep woke, the most), this process's CPU seconds and the time, as
    ``STALL CPU TIME``: what ``benchmarks/bench_server.py`` reads. A stall is time in which no
    connection was served."""
    import os
    import time

    loop = asyncio.get_running_loop()
    longest, written = 0.0, loop.time()
    while True:
        before = loop.time()
        await asyncio.sleep(tick)
        now = loop.time()
        longest = max(longest, now - before - tick)
        if now - written >= 1.0:
            written = now
            cpu = sum(os.times()[:2])
            try:
                path.with_name(path.name + ".tmp").write_text(f"{longest * 1000:.1f} {cpu:.2f} {time.time():.3f}\n")
                path.with_name(path.name + ".tmp").replace(path)
            except OSError:
                return
            longest = 0.0


class OncePerMinute(logging.Filter):
    """Lets one "socket.accept() out of system resource" record through a minute: under a flood of
    connections asyncio logs one a time it pauses accepting, which would fill the log."""

    def __init__(self) -> None:
        super().__init__()
        self.last = float("-inf")
        self.dropped = 0

    def filter(self, record: logging.LogRecord) -> bool:
        if "accept" not in str(record.msg):
            return True
        import time

        now = time.monotonic()
        if now - self.last < 60.0:
            self.dropped += 1
            return False
        self.last = now
        more = f"; {self.dropped} more in the last minute" if self.dropped else ""
        record.msg = f"{record.msg} (too many open files: raise ulimit -n{more})"
        record.exc_info = None
        self.dropped = 0
        return True


def more_files() -> None:
    """Raise this process's limit of open files to its hard limit (each connection holds one)."""
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        if soft < hard:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    except (ImportError, ValueError, OSError):
        pass


def run(args) -> int:
    from tek_access.core.messages import SERVER

    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(message)s")
    logging.getLogger("asyncio").addFilter(OncePerMinute())
    more_files()
    try:
        import asyncssh  # noqa: F401
        import telnetlib3  # noqa: F401
    except ImportError as exc:
        print(SERVER("serve-needs-extra", error=str(exc)), file=sys.stderr)
        return 2
    try:
        return asyncio.run(serve(args))
    except OSError as exc:
        print(SERVER("serve-cannot-start", error=str(exc)), file=sys.stderr)
        return 1
