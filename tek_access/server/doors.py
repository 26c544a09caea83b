"""The two doors: SSH (asyncssh, the main one) and telnet (telnetlib3, for MUD clients).

Each door logs a connection in, then feeds what it types to its :class:`~.hub.Client` and
writes what the hub says. Sound cues go out of band on telnet as GMCP ``Client.Media.Play``
(the Mudlet media standard; MUSHclient and VIP Mud read GMCP with a plugin); SSH has no side
channel, so its earcons are not sent (the text says everything).
"""
from __future__ import annotations

import asyncio
import logging

from tek_access.server.accounts import (NAME_RULE, RateLimiter, check_password, hash_password, key_blob,
                                       valid_name)

log = logging.getLogger("tek_access.server")
LOGIN_FAIL_DELAY = 0.5
MIN_PASSWORD = 6


class Auth:
    """Accounts and login limits shared by both doors."""

    #: New accounts one address may register within an hour.
    REGISTRATIONS_PER_HOUR = 3

    def __init__(self, hub) -> None:
        self.hub = hub
        self.limits = RateLimiter()
        #: registrations by address: one client cannot fill the database with names
        self.registrations = RateLimiter(attempts=self.REGISTRATIONS_PER_HOUR, window=3600.0)

    def password(self, name: str, password: str, address: str) -> str | None:
        """None when ``name`` may log in with ``password`` (a new name registers), else the reason."""
        if self.limits.blocked(name.lower(), address):
            return "Too many failed logins: wait a minute."
        account = self.hub.store.account(name)
        if account is None:
            if not self.hub.register:
                return "No such account."
            if len(password) < MIN_PASSWORD:
                return f"A new password needs at least {MIN_PASSWORD} characters."
            if self.registrations.blocked(address):
                return "Too many new accounts from this address: wait an hour, or log in to one you have."
            self.hub.store.add_account(name, hash_password(password))
            self.registrations.fail(address)  # counted like a failure: at most 3 an hour
            return None
        if check_password(password, account["password"]):
            return None
        self.limits.fail(name.lower(), address)
        return "Wrong password."

    def key(self, name: str, blob: str) -> bool:
        """True when ``blob`` (a public key's base64 part) is one of ``name``'s keys (``key add``)."""
        account = self.hub.store.account(name)
        return account is not None and any(key_blob(k) == blob for k in account["keys"])


# ---------------------------------------------------------------- telnet
class TelnetConn:
    def __init__(self, writer) -> None:
        self.writer = writer
        self.gmcp = False

    def send(self, text: str) -> None:
        if not self.writer.is_closing():
            self.writer.write(text)

    def cue(self, earcon: str) -> None:
        if self.gmcp and not self.writer.is_closing():
            try:
                self.writer.send_gmcp("Client.Media.Play", {"name": f"{earcon}.wav", "type": "sound",
                                                            "tag": "tek-access", "key": earcon})
            except Exception:
                self.gmcp = False

    def backlog(self) -> int:
        transport = self.writer.transport
        return transport.get_write_buffer_size() if transport is not None else 0

    def close(self) -> None:
        try:
            self.writer.close()
        except Exception:
            pass

    def abort(self) -> None:
        transport = self.writer.transport
        if transport is not None:
            transport.abort()
        self.close()


async def _read_line(reader, limit: int = 200, timeout: float = 120.0) -> str | None:
    """One short line at login (None on end of input, a too long line, or no answer)."""
    buf = ""
    try:
        while "\n" not in buf and "\r" not in buf:
            chunk = await asyncio.wait_for(reader.read(256), timeout)
            if not chunk:
                return None
            buf += chunk
            if len(buf) > limit:
                return None
    except (asyncio.TimeoutError, ConnectionError):
        return None
    return buf.replace("\r", "\n").split("\n")[0].strip()


def telnet_shell(hub, auth: Auth):
    from telnetlib3.telopt import ECHO, GMCP, WILL, WONT

    async def shell(reader, writer) -> None:
        conn = TelnetConn(writer)
        address = str((writer.get_extra_info("peername") or ("?",))[0])
        try:
            writer.iac(WILL, GMCP)
            writer.write("tek-access online. Name: ")
            name = await _read_line(reader)
            if not name or not valid_name(name):
                writer.write(f"{NAME_RULE} Goodbye.\r\n")
                return
            guest = False
            if hub.store.account(name) is None and hub.guests:
                guest = True
            else:
                new = hub.store.account(name) is None
                writer.write("New name: choose a password. Password: " if new else "Password: ")
                writer.iac(WILL, ECHO)
                password = await _read_line(reader)
                writer.iac(WONT, ECHO)
                writer.write("\r\n")
                if password is None:
                    return
                reason = auth.password(name, password, address)
                if reason is not None:
                    await asyncio.sleep(LOGIN_FAIL_DELAY)
                    writer.write(f"{reason} Goodbye.\r\n")
                    return
            conn.gmcp = bool(writer.local_option.enabled(GMCP))
            client = hub.connect(conn, name, guest=guest)
            if client is None:
                return
            while not client.closed:
                chunk = await reader.read(4096)
                if not chunk:
                    break
                client.feed(chunk)
            hub.drop(client)
        except (ConnectionError, asyncio.CancelledError):
            pass
        except Exception:
            log.exception("telnet session failed")
        finally:
            for c in list(hub.clients.values()):
                if c.conn is conn:
                    hub.drop(c)
            conn.close()

    return shell


async def start_telnet(hub, auth: Auth, host: str, port: int):
    import telnetlib3

    return await telnetlib3.create_server(host=host, port=port, shell=telnet_shell(hub, auth), encoding="utf8",
                                          encoding_errors="replace", line_mode=True, connect_maxwait=0.5,
                                          timeout=0)


# ---------------------------------------------------------------- ssh
class SSHConn:
    def __init__(self, process) -> None:
        self.process = process
        # with a terminal, asyncssh's line editor turns each line end into CR LF itself
        self.pty = process.get_terminal_type() is not None

    def send(self, text: str) -> None:
        try:
            if not self.process.channel.is_closing():
                self.process.stdout.write(text.replace("\r\n", "\n") if self.pty else text)
        except Exception:
            pass

    def cue(self, earcon: str) -> None:
        pass

    def backlog(self) -> int:
        try:
            return self.process.channel.get_write_buffer_size()
        except Exception:
            return 0

    def close(self) -> None:
        try:
            self.process.exit(0)
        except Exception:
            pass

    def abort(self) -> None:
        try:
            self.process.channel.get_extra_info("connection").abort()
        except Exception:
            self.close()


def make_ssh_server_class(hub, auth: Auth):
    import asyncssh

    class Server(asyncssh.SSHServer):
        def connection_made(self, conn) -> None:
            self.conn = conn
            self.address = str((conn.get_extra_info("peername") or ("?",))[0])

        def begin_auth(self, username: str) -> bool:
            if not valid_name(username):
                return False  # let in to hear the name rule, then closed
            if hub.store.account(username) is None and hub.guests:
                return False
            return True

        def password_auth_supported(self) -> bool:
            return True

        async def validate_password(self, username: str, password: str) -> bool:
            reason = auth.password(username, password, self.address)
            if reason is not None:
                await asyncio.sleep(LOGIN_FAIL_DELAY)
            return reason is None

        def public_key_auth_supported(self) -> bool:
            return True

        def validate_public_key(self, username: str, key) -> bool:
            return auth.key(username, key.export_public_key().decode().split()[1])

    return Server


async def ssh_session(hub, process) -> None:
    name = process.get_extra_info("username") or ""
    conn = SSHConn(process)
    client = None
    try:
        if not valid_name(name):
            process.stdout.write(f"{NAME_RULE} Connect as ssh -p PORT NAME@HOST. Goodbye.\r\n")
            return
        guest = hub.store.account(name) is None
        client = hub.connect(conn, name, guest=guest)
        if client is None:
            return
        while not client.closed:
            try:
                chunk = await process.stdin.read(4096)
            except Exception:  # a break, a terminal size change, a broken pipe
                if process.channel.is_closing():
                    break
                continue
            if not chunk:
                break
            client.feed(chunk)
    except (ConnectionError, asyncio.CancelledError):
        pass
    except Exception:
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


async def start_ssh(hub, auth: Auth, host: str, port: int, folder):
    import asyncssh

    return await asyncssh.create_server(
        make_ssh_server_class(hub, auth), host, port, server_host_keys=[host_key(folder)],
        process_factory=lambda process: ssh_session(hub, process), encoding="utf-8", errors="replace",
        line_editor=True, line_echo=True, max_line_length=2000, keepalive_interval=60, login_timeout=120)
