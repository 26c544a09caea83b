"""The two doors: SSH (asyncssh, the main one) and telnet (telnetlib3, for MUD clients).

Each door logs a connection in through the hub's one login pipeline (:mod:`.login`), then feeds
what it types to its :class:`~.hub.Client` and writes what the hub says. Sound cues go out of band
on telnet as GMCP ``Client.Media.Play`` (the Mudlet media standard; MUSHclient and VIP Mud read
GMCP with a plugin); SSH has no side channel, so its earcons are not sent (the text says everything).
"""
from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from tek_access.core.text import to_ascii
from tek_access.server.accounts import NAME_RULE
from tek_access.server.auth import MIN_PASSWORD, Auth  # noqa: F401 (MIN_PASSWORD, Auth: names doors gave before)
from tek_access.server.limits import Gate
from tek_access.server.lines import LineSplitter
from tek_access.server.login import FAIL_DELAY, Login, Step, pipeline_of

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable

log = logging.getLogger("tek_access.server")
LOGIN_FAIL_DELAY = FAIL_DELAY
ECHO_REPLY_WAIT = 1.0      # seconds to wait for the client's answer to WILL ECHO before "Password: "


def peer_address(info) -> str:
    return str((info or ("?",))[0])


def gate_of(hub) -> Gate:
    """The hub's gate of connections still logging in (its login pipeline's)."""
    return pipeline_of(hub).gate


# ---------------------------------------------------------------- telnet
class TelnetConn:
    def __init__(self, writer, address: str = "?") -> None:
        self.writer = writer
        self.gmcp = False
        self.address = address

    def send(self, text: str) -> None:
        if not self.writer.is_closing():
            self.writer.write(text)

    def cue(self, earcon: str) -> None:
        if self.gmcp and not self.writer.is_closing():
            try:
                self.writer.send_gmcp("Client.Media.Play", {"name": f"{earcon}.wav", "type": "sound",
                                                            "tag": "tek-access", "key": earcon})
            # Guards sending a GMCP sound cue (telnetlib3); on failure cues stop for this client, the text goes on.
            except Exception:  # noqa: BLE001
                self.gmcp = False

    def backlog(self) -> int:
        transport = self.writer.transport
        return transport.get_write_buffer_size() if transport is not None else 0

    def close(self) -> None:
        try:
            self.writer.close()
        # Guards a transport call of telnetlib3 or asyncssh on a connection that may be going away (third-party code;
        # nothing of ours runs here).
        except Exception:  # noqa: BLE001
            pass

    def abort(self) -> None:
        transport = self.writer.transport
        if transport is not None:
            transport.abort()
        self.close()


class LoginReader:
    """Short lines at login, keeping what was typed ahead (a name and password sent at once, a
    password sent before the answer to WILL ECHO): the whole login has one deadline
    (:attr:`~.limits.Limits.login_deadline`), not each read."""

    def __init__(self, reader, limit: int = 200) -> None:
        self.reader, self.limit, self.buf = reader, limit, ""

    async def line(self) -> str | None:
        """The next line (None on end of input or a line over ``limit`` characters)."""
        try:
            while "\n" not in self.buf and "\r" not in self.buf:
                chunk = await self.reader.read(256)
                if not chunk:
                    return None
                self.buf += chunk
                if len(self.buf) > self.limit:
                    return None
        except ConnectionError:
            return None
        cut = min(i for i in (self.buf.find("\r"), self.buf.find("\n")) if i >= 0)
        line, rest = self.buf[:cut], self.buf[cut + 1:]
        if self.buf[cut] == "\r" and rest[:1] in ("\n", "\x00"):  # CR LF, CR NUL: one line end
            rest = rest[1:]
        self.buf = rest
        return line.strip()

    def rest(self) -> str:
        """What was typed after the login lines (fed to the session as its first input)."""
        rest, self.buf = self.buf, ""
        return rest


def telnet_protocol(hub):
    """telnetlib3's server protocol, refusing at once (one line, then closed) a connection from an
    address that already has :attr:`~.limits.Limits.logins_per_address` logins open: it holds no
    more than a moment of the server's time and one file descriptor."""
    from telnetlib3.server import TelnetServer

    class GatedTelnetServer(TelnetServer):
        login = None
        refused = False

        def connection_made(self, transport) -> None:
            self.address = peer_address(transport.get_extra_info("peername"))
            self.login, reason = pipeline_of(hub).open(self.address)
            if self.login is None:
                self.refused = True
                transport.write(f"{reason}\r\n".encode())  # the refusal's line comes with no ticket
                transport.close()
                return
            super().connection_made(transport)

        def data_received(self, data) -> None:
            if not self.refused:
                super().data_received(data)

        def eof_received(self):
            return None if self.refused else super().eof_received()

        def connection_lost(self, exc) -> None:
            if self.login is not None:
                self.login.close()
            if not self.refused:
                super().connection_lost(exc)

    return GatedTelnetServer


def telnet_asker(reader: LoginReader, writer) -> Callable[[str, str], Awaitable[str | None]]:
    """The telnet door's way to say a login step and read the answer (:meth:`~.login.Pipeline.converse`):
    before a password the client is told the server echoes (WILL ECHO, its answer awaited a
    moment, so it does not echo either), then the prompt; nothing typed is ever echoed back."""
    from telnetlib3.telopt import ECHO, WILL, WONT

    async def ask(text: str, prompt: str) -> str | None:
        text = to_ascii(text)  # plain ASCII, as every line of this door (a MUD client's encoding is unknown)
        if prompt != "password":
            writer.write(text + " ")
            return await reader.line()
        writer.iac(WILL, ECHO)
        end = asyncio.get_running_loop().time() + ECHO_REPLY_WAIT
        while not writer.local_option.enabled(ECHO) and asyncio.get_running_loop().time() < end:
            await asyncio.sleep(0.01)
        writer.write(text + " ")
        typed = await reader.line()
        writer.iac(WONT, ECHO)
        writer.write("\r\n")
        return typed

    return ask


def telnet_shell(hub, auth: Auth):
    from telnetlib3.telopt import GMCP, WILL

    pipeline = pipeline_of(hub, auth)

    async def shell(reader, writer) -> None:
        address = peer_address(writer.get_extra_info("peername"))
        conn = TelnetConn(writer, address)
        login = getattr(getattr(writer, "protocol", None), "login", None)
        try:
            if login is None:  # a protocol that did not open one (refused at once)
                return
            lines = LoginReader(reader)
            writer.iac(WILL, GMCP)
            step = await pipeline.converse(login, telnet_asker(lines, writer),
                                           lambda text: writer.write(to_ascii(text) + "\r\n"))
            if step is None:
                return
            conn.gmcp = bool(writer.local_option.enabled(GMCP))
            client = pipeline.connect(conn, step, address)
            if client is None:
                return
            ahead = lines.rest()
            if ahead.strip("\r\n\x00"):  # typed ahead of the lobby: run, as any typed line
                client.feed(ahead)
            while not client.closed:
                chunk = await reader.read(4096)
                if not chunk:
                    break
                client.feed(chunk)
            hub.drop(client)
        except (ConnectionError, asyncio.CancelledError):
            pass
        # Guards one telnet session: one player's failure does not stop the server. Logged with its traceback.
        except Exception:  # noqa: BLE001
            log.exception("telnet session failed")
        finally:
            for c in list(hub.clients.values()):
                if c.conn is conn:
                    hub.drop(c)
            conn.close()

    return shell


async def start_telnet(hub, auth: Auth, host: str, port: int):
    import telnetlib3

    return await telnetlib3.create_server(host=host, port=port, protocol_factory=telnet_protocol(hub),
                                          shell=telnet_shell(hub, auth), encoding="utf8",
                                          encoding_errors="replace", line_mode=True, connect_maxwait=0.5,
                                          timeout=0)


# ---------------------------------------------------------------- ssh
class SSHConn:
    def __init__(self, process) -> None:
        self.process = process
        self.address = peer_address(process.get_extra_info("peername"))
        # with a terminal, asyncssh's line editor turns each line end into CR LF itself
        self.pty = process.get_terminal_type() is not None
        # a terminal: what is sent paced for a screen reader reading it (Client.paced; issue 35)
        self.paced = self.pty

    def send(self, text: str) -> None:
        try:
            if not self.process.channel.is_closing():
                self.process.stdout.write(text.replace("\r\n", "\n") if self.pty else text)
        # Guards a transport call of telnetlib3 or asyncssh on a connection that may be going away (third-party code;
        # nothing of ours runs here).
        except Exception:  # noqa: BLE001
            pass

    def cue(self, earcon: str) -> None:
        pass

    def backlog(self) -> int:
        try:
            return self.process.channel.get_write_buffer_size()
        # Guards a transport call of telnetlib3 or asyncssh on a connection that may be going away (third-party code;
        # nothing of ours runs here).
        except Exception:  # noqa: BLE001
            return 0

    def close(self) -> None:
        try:
            self.process.exit(0)
        # Guards a transport call of telnetlib3 or asyncssh on a connection that may be going away (third-party code;
        # nothing of ours runs here).
        except Exception:  # noqa: BLE001
            pass

    def abort(self) -> None:
        try:
            self.process.channel.get_extra_info("connection").abort()
        # Guards a transport call of telnetlib3 or asyncssh on a connection that may be going away (third-party code;
        # nothing of ours runs here).
        except Exception:  # noqa: BLE001
            self.close()


def make_ssh_server_class(hub, auth: Auth):
    import asyncssh

    pipeline = pipeline_of(hub, auth)

    class Server(asyncssh.SSHServer):
        """One SSH connection's login: the name and password come in the protocol (the username,
        password authentication) and go through the same :class:`~.login.Login` as the other doors'."""

        login: Login | None = None
        #: the login's outcome for the session: logged in, or refused (said in the session)
        step: Step | None = None

        def connection_made(self, conn) -> None:
            self.conn = conn
            self.address = peer_address(conn.get_extra_info("peername"))
            self.login, reason = pipeline.open(self.address)
            if self.login is None:  # refused at once: the client hears the reason as the disconnect message
                asyncio.get_running_loop().call_soon(conn.disconnect, asyncssh.DISC_TOO_MANY_CONNECTIONS, reason)

        def connection_lost(self, exc) -> None:
            if self.login is not None:
                self.login.close()

        def auth_completed(self) -> None:
            if self.login is not None:
                self.login.close()

        def _banner(self, text: str) -> None:
            """A line the SSH client shows during login (OpenSSH prints it; without it a refusal
            over SSH was silent: the password was simply asked again)."""
            try:
                self.conn.send_auth_banner(text + "\r\n")
            # Guards a transport call of telnetlib3 or asyncssh on a connection that may be going away (third-party
            # code; nothing of ours runs here).
            except Exception:  # noqa: BLE001
                pass

        async def begin_auth(self, username: str) -> bool:
            if self.login is None:
                return True
            try:  # a front door's accounts, read off the event loop (Pipeline.accounts_ready)
                await pipeline.accounts_ready(self.login, username, self._banner)
            except TimeoutError:
                self.step = Step(pipeline.late(self.login.language))
                return False
            step = self.login.name(username)
            if step.prompt == "password":
                return True
            # a guest, or a refusal (the name rule, a reserved or taken name, a limit, the check
            # before a password): no password is asked; the session says the refusal and closes
            self.step = step
            return False

        def password_auth_supported(self) -> bool:
            return True

        async def validate_password(self, username: str, password: str) -> bool:
            if self.login is None:
                return False
            try:
                await pipeline.accounts_ready(self.login, username, self._banner)
            except TimeoutError:
                return False
            step = await self.login.password(username, password)
            if step.done:
                self.step = step
                return True
            self._banner(step.reason)
            if step.prompt is None:  # a limit or too many tries: the connection ends
                asyncio.get_running_loop().call_soon(
                    self.conn.disconnect, asyncssh.DISC_NO_MORE_AUTH_METHODS_AVAILABLE, step.reason)
            return False

        def public_key_auth_supported(self) -> bool:
            return True

        def validate_public_key(self, username: str, key) -> bool:
            ok = auth.key(username, key.export_public_key().decode().split()[1])
            if ok:
                self.step = Step("", name=username, guest=False)
            return ok

    return Server


async def ssh_session(hub, process) -> None:
    conn = SSHConn(process)
    client = None
    try:
        owner = process.get_extra_info("connection").get_owner()
        step: Step | None = getattr(owner, "step", None)
        if step is None or not step.done:
            reason = step.reason if step is not None else "Not logged in."
            how = " Connect as ssh -p PORT NAME@HOST." if reason == NAME_RULE else ""
            process.stdout.write(f"{reason}{how} Goodbye.\r\n")
            return
        client = pipeline_of(hub).connect(conn, step, conn.address)
        if client is None:
            return
        ended_at = float("-inf")
        loop = asyncio.get_running_loop()
        while not client.closed:
            try:
                chunk = await process.stdin.read(4096)
            # Guards asyncssh's read (a break, a terminal size change, a broken pipe): the loop ends when the channel
            # closes.
            except Exception:  # noqa: BLE001
                if process.channel.is_closing():
                    break
                continue
            if not chunk:
                break
            if conn.pty:  # the line editor ends a line at CR and again at LF: a pasted CR LF is one line end
                while "\n\n" in chunk:
                    chunk = chunk.replace("\n\n", "\n")
                if chunk.startswith("\n") and loop.time() - ended_at < 0.05:
                    chunk = chunk[1:]
                if chunk.endswith("\n"):
                    ended_at = loop.time()
            client.feed(chunk)
    except (ConnectionError, asyncio.CancelledError):
        pass
    # Guards one SSH session: one player's failure does not stop the server. Logged with its traceback.
    except Exception:  # noqa: BLE001
        log.exception("ssh session failed")
    finally:
        if client is not None:
            hub.drop(client)
        conn.close()


def host_key(folder) -> object:
    import asyncssh

    path = folder / "ssh_host_ed25519_key"
    if not path.exists():
        key = asyncssh.generate_private_key("ssh-ed25519")
        key.write_private_key(str(path))
    path.chmod(0o600)
    return asyncssh.read_private_key(str(path))


def fingerprint(key) -> str:
    """The host key's SHA256 fingerprint, as ``ssh`` shows it on a first connection."""
    return key.get_fingerprint("sha256")


class _AnyTerminal(tuple):
    """Every terminal type but "dumb" counts as one that wraps and takes cursor moves."""

    def __contains__(self, term: object) -> bool:
        return bool(term) and str(term).lower() not in ("dumb", "unknown")


def echo_once() -> None:
    """asyncssh's line editor redraws a line in place only for the terminal types it lists (xterm,
    screen, vt100, ...); for any other (tmux-256color, screen-256color, alacritty, xterm-kitty) it
    echoed a line that arrived at once, erased it with backspaces and echoed it again, so a screen
    reader read each command twice. Every terminal that asks for one is an ANSI terminal today."""
    try:
        from asyncssh import editor

        if not isinstance(getattr(editor, "_ansi_terminals", None), _AnyTerminal):
            editor._ansi_terminals = _AnyTerminal(getattr(editor, "_ansi_terminals", ()))
    except ImportError:
        pass


#: An SSH cipher the server does not offer: asyncssh's ChaCha20-Poly1305 makes four new cipher contexts for
#: every packet (12 us a packet of 300 bytes against 2 us for AES-GCM and 4 us for AES-CTR with UMAC-64, what
#: asyncssh's and OpenSSH's clients then pick, on the benchmark's machine; about a tenth of the event loop's time
#: under load, benchmarks/bench_server.py). Every SSH client that offers it also offers AES-GCM or AES-CTR
#: (OpenSSH since 6.2, PuTTY), which the server keeps.
SLOW_CIPHERS = ("chacha20-poly1305@openssh.com",)


def ssh_ciphers() -> list[str]:
    """The ciphers the SSH door offers: asyncssh's defaults, in its order, but :data:`SLOW_CIPHERS`."""
    from asyncssh.encryption import get_default_encryption_algs

    return [alg.decode() for alg in get_default_encryption_algs() if alg.decode() not in SLOW_CIPHERS]


async def start_ssh(hub, auth: Auth, host: str, port: int, folder, key=None):
    import asyncssh

    echo_once()

    # a line longer than the cap reaches the hub whole and is refused whole (the line editor would
    # cut it at its own maximum and run what is left): the editor's maximum is the flood limit
    return await asyncssh.create_server(
        make_ssh_server_class(hub, auth), host, port, server_host_keys=[key or host_key(folder)],
        process_factory=lambda process: ssh_session(hub, process), encoding="utf-8", errors="replace",
        line_editor=True, line_echo=True, max_line_length=LineSplitter.FLOOD_SIZE, keepalive_interval=60,
        login_timeout=pipeline_of(hub, auth).deadline, encryption_algs=ssh_ciphers())
