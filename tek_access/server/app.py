"""``tek-access serve``: the game server (SSH and telnet doors, lobby, tables, SQLite store)."""
from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from pathlib import Path


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


async def serve(args) -> int:
    from tek_access.server.doors import Auth, start_ssh, start_telnet
    from tek_access.server.hub import Hub
    from tek_access.server.store import Store

    folder = Path(args.data)
    store = Store(folder)
    hub = Hub(store, guests=args.guests, register=not args.no_register)
    auth = Auth(hub)
    servers, ports = [], {}
    if args.ssh_port is not None and args.ssh_port >= 0 and not (args.ssh_port == 0 and args.ports_file is None):
        ssh = await start_ssh(hub, auth, args.host, args.ssh_port, folder)
        servers.append(ssh)
        ports["ssh"] = ssh.sockets[0].getsockname()[1]
    if args.telnet_port is not None and args.telnet_port >= 0 and not (args.telnet_port == 0
                                                                         and args.ports_file is None):
        telnet = await start_telnet(hub, auth, args.host, args.telnet_port)
        servers.append(telnet)
        ports["telnet"] = telnet.sockets[0].getsockname()[1]
    from tek_access.server import web
    if web.wanted(args):  # the web door (issue 20): the page and its websocket, same hub
        servers.append(await web.start_web(hub, auth, args.host, args.web_port, args.web_origin))
        ports["web"] = servers[-1].port
    playing = sum(t.status == "playing" for t in hub.tables.values())
    print(f"tek-access server. SSH port {ports.get('ssh', 'off')}, telnet port {ports.get('telnet', 'off')}, "
          f"web port {ports.get('web', 'off')}, data {folder}. {playing} tables resumed. Guests {'on' if args.guests else 'off'}.", flush=True)
    if args.ports_file:
        Path(args.ports_file + ".tmp").write_text(" ".join(str(ports.get(door, 0)) for door in (
            "ssh", "telnet", "web") if door != "web" or "web" in ports) + "\n")
        Path(args.ports_file + ".tmp").replace(args.ports_file)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):
            pass
    await stop.wait()
    for server in servers:
        server.close()
    store.close()
    print("Server stopped.", flush=True)
    return 0


def run(args) -> int:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(message)s")
    try:
        import asyncssh  # noqa: F401
        import telnetlib3  # noqa: F401
    except ImportError as exc:
        print(f"The server needs the server extra: pip install 'tek-access[server]' ({exc}).", file=sys.stderr)
        return 2
    try:
        return asyncio.run(serve(args))
    except OSError as exc:
        print(f"Cannot start the server: {exc}", file=sys.stderr)
        return 1
