"""``tek-access connect HOST``: play at an online table with this game's own console.

It connects to the telnet door (plain lines; the earcons arrive out of band as GMCP
``Client.Media.Play``), sends every line typed, and hands every line the server sends to the
:class:`~tek_access.audio.announcer.Announcer` that local play uses (``open_announcer``: your
settings, ``--speech``, ``--transcript``): printed, kept in the review buffer, spoken by the
built-in voice or the screen reader as set, and each cue played from the local sound pack.

At a terminal the input line is the local console's (``ui.console``: a plain prompt_toolkit
prompt) with its hotkeys (``audio.keys``): F5 repeat, F6 and F7 step through earlier messages
and F8 stop speech work on this client's own review buffer; F2 resources, F3 score and F4
whose turn send the query (``resources``, ``score``, ``pending``) and the server's answer is
read out as it arrives. Piped standard input is sent line by line.
"""
from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

# status hotkey -> the command sent to the server for it
QUERIES = {"resources": "resources", "score": "score", "turn": "pending"}
PROMPTS = ("choose> ", "> ", "Name: ", "Password: ")  # the server's prompts, ended by no line end
LOGIN_PROMPTS = ("Name: ", "Password: ")  # what is typed there is never a key's command


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from tek_access.audio.commands import add_speech_arguments

    parser.add_argument("host", help="Server address, for example 192.168.1.20 or 127.0.0.1.")
    parser.add_argument("--port", type=int, default=4000, help="The server's telnet port (default 4000).")
    add_speech_arguments(parser)


class RemoteConsole:
    """The client's half of the console, without sockets or a terminal (tests drive it).

    ``announcer``: the local :class:`Announcer`; ``send(line)``: sends one typed line to the
    server. :meth:`received` takes the server's text as it comes, :meth:`cue` its sound cues,
    :meth:`key_bindings` gives the console keys."""

    def __init__(self, announcer: Any, send: Callable[[str], None]) -> None:
        self.announcer = announcer
        self.send = send
        self.prompt_text = "> "
        self._pending = ""
        self._cues: list[str] = []

    def cue(self, key: str) -> None:
        """A sound cue from the server; it plays with the next line read out."""
        self._cues.append(key)

    def received(self, chunk: str) -> str | None:
        """Announce every complete line of ``chunk``; return the server's prompt when the text
        now ends with one (``choose> ``, ``> ``, or at login ``Name: `` and ``Password: ``; the
        text before it on its line comes with it), else None."""
        self._pending += chunk.replace("\r", "")
        *lines, self._pending = self._pending.split("\n")
        for line in lines:
            earcon = self._cues.pop(0) if self._cues else None
            self.announcer.announce(line, earcon=earcon)
        for prompt in PROMPTS:
            if self._pending.endswith(prompt):
                self.prompt_text, self._pending = self._pending, ""
                return self.prompt_text
        return None

    @property
    def password(self) -> bool:
        """The server asks for a password: the input line hides what is typed."""
        return self.prompt_text.endswith("Password: ")

    def key_bindings(self) -> Any:
        """The local console's keys (:func:`tek_access.audio.keys.make_key_bindings`), with the
        status keys rebound to ask the server."""
        from tek_access.audio.keys import KEYS, make_key_bindings

        bindings = make_key_bindings(self.announcer, lambda kind: "Not available now.")
        for kind, command in QUERIES.items():
            for key in KEYS[kind]:
                bindings.remove(key)
                bindings.add(key)(lambda event, command=command: self.query(command))
        return bindings

    def query(self, command: str) -> None:
        """A status key's command sent to the server; at the login prompts it is never sent as a
        name or a password: one line says so instead."""
        if self.prompt_text.endswith(LOGIN_PROMPTS):
            self.announcer.announce("The keys work once you are logged in. Type your "
                                    + ("password" if self.password else "name") + " and press Enter.")
            return
        self.send(command)


async def _open(args, console_ref: list) -> tuple[Any, Any] | None:
    import telnetlib3

    class Client(telnetlib3.TelnetClient):
        def on_gmcp(self, package, data) -> None:  # the server's sound cues
            if package == "Client.Media.Play" and isinstance(data, dict) and data.get("key") and console_ref:
                console_ref[0].cue(str(data["key"]))

    try:
        return await telnetlib3.open_connection(args.host, args.port, client_factory=Client,
                                                connect_minwait=0.2, connect_maxwait=1.0)
    except OSError as exc:
        from tek_access.core.messages import SERVER

        print(SERVER("connect-cannot", host=str(args.host), port=str(args.port), error=str(exc)), file=sys.stderr)
        return None


async def _session(args, announcer, interactive: bool) -> int:
    console_ref: list[RemoteConsole] = []
    opened = await _open(args, console_ref)
    if opened is None:
        return 1
    reader, writer = opened
    console = RemoteConsole(announcer, lambda line: writer.write(line + "\r\n"))
    console_ref.append(console)
    done = asyncio.Event()
    prompt = None
    from tek_access.ui.console import Paced, reader_mode

    # in screen-reader mode at a terminal, what the server sends is written in paced pieces, as
    # `play` writes a reply (ui.console.one_write: Orca reads a long write's lines by their place)
    paced = Paced(interactive and reader_mode(SimpleNamespace(announcer=announcer)))
    if interactive:
        from prompt_toolkit.filters import Condition

        from tek_access.ui.console import _prompt_session

        # the local console's prompt settings (accessibility.md), with the client's keys
        prompt = _prompt_session(SimpleNamespace(announcer=announcer, status_line=lambda kind: ""))
        prompt.key_bindings = console.key_bindings()

    async def pump_input() -> None:
        loop = asyncio.get_running_loop()
        while not done.is_set():
            if prompt is not None:
                try:
                    line = await prompt.prompt_async(lambda: console.prompt_text,
                                                     is_password=Condition(lambda: console.password))
                except KeyboardInterrupt:
                    announcer.announce("Say quit to leave.")
                    continue
                except EOFError:
                    line = None
            else:
                line = await loop.run_in_executor(None, sys.stdin.readline)
                line = line.rstrip("\n") if line else None
            if done.is_set():
                return
            if line is None:
                console.send("quit")
                return
            console.send(line)

    async def pump_output() -> None:
        while True:
            chunk = await reader.read(4096)
            if not chunk:
                return
            with paced.kept():
                shown = console.received(chunk)
            if shown is not None:
                if prompt is None:
                    print(shown, end="", flush=True)
                elif prompt.app.is_running:
                    prompt.app.invalidate()

    async def run() -> None:
        input_task = asyncio.ensure_future(pump_input())
        writer = asyncio.ensure_future(paced.run())
        await pump_output()
        writer.cancel()
        await paced.drain()
        done.set()
        if prompt is not None and prompt.app.is_running:
            prompt.app.exit(exception=EOFError())
        input_task.cancel()

    if prompt is not None:
        from prompt_toolkit.patch_stdout import patch_stdout

        with patch_stdout():
            await run()
    else:
        await run()
    announcer.announce("Disconnected.")
    return 0


def run(args) -> int:
    from tek_access.audio.commands import open_announcer

    try:
        import telnetlib3  # noqa: F401
    except ImportError as exc:
        from tek_access.core.messages import SERVER

        print(SERVER("connect-needs-extra", error=str(exc)), file=sys.stderr)
        return 2
    try:
        announcer = open_announcer(args)
    except (ValueError, OSError) as exc:
        print(exc, file=sys.stderr)
        return 2
    interactive = sys.stdin is not None and sys.stdin.isatty() and sys.stdout.isatty()
    with announcer:
        return asyncio.run(_session(args, announcer, interactive))
