"""The lobby: everyone online, every table, the lobby commands; no sockets here (see :mod:`.doors`).

The server owns every game. A connection (:class:`~.connection.Client`) sees the game only through
its seat: narration is made on its seat's view (:class:`tek_access.core.seat.SeatView`), a private
event (one's own secret answer) goes only to that seat's connection, and a spectator (seat None) hears only public
events and speaks as an onlooker. A door gives the hub an object with ``send(text)``, ``cue(earcon)``,
``close()``, ``backlog()`` (bytes waiting to be written) and optionally ``abort()`` (close without
sending what waits), calls :meth:`Hub.connect` once logged in, feeds the client typed text
(:meth:`~.connection.Client.feed`) and calls :meth:`Hub.drop` when the connection ends.

Modules: :mod:`.lines` (line rules), :mod:`.connection` (one connection), :mod:`.seat_session` (a
connection's front end of its table), :mod:`.table` (one table), :mod:`.create` (the create
questions), :mod:`.limits` (connection and idle limits, expiry), :mod:`.interfaces` (what they ask of
one another).
"""
from __future__ import annotations

import hashlib
import logging
import secrets
import time

from tek_access.server import create as creating
from tek_access.server.connection import MAX_BACKLOG, Client, ClientAnnouncer  # noqa: F401 (the doors' names)
from tek_access.server.limits import Failures, Limits, minutes
from tek_access.server.lines import CHAT_PART, MAX_LINE, LineSplitter, chat_line, chat_lines  # noqa: F401
from tek_access.server.login import Pipeline, address_key
from tek_access.server.seat_session import SeatSession  # noqa: F401
from tek_access.server.table import MAX_MISSED, TABLE_HELP, Table  # noqa: F401
from tek_access.server.thinking import Thinker

log = logging.getLogger("tek_access.server")


def legacy_code_hash(code: str) -> str:
    """How a guest's reconnect code was kept before issue 31 (an unkeyed hash): still accepted for
    the seats of tables stored then, never made for a new one."""
    return hashlib.sha256(("tek-access guest " + code).encode()).hexdigest()

__all__ = ["Hub", "Client", "ClientAnnouncer", "SeatSession", "Table", "LineSplitter", "chat_lines", "MAX_LINE",
           "MAX_BACKLOG", "MAX_MISSED", "CHAT_PART", "TABLE_HELP", "LOBBY_HELP"]

LOBBY_HELP = [
    "10 lobby commands:",
    "tables: list the tables, numbered, with seats, rules and who waits.",
    "create: make a table; numbered questions follow. Quick form, the answers in order (game, players, human "
    "seats, computer level, the game's own questions, seed): create 1 4 2 normal no 17.",
    "join N: take a seat at table N, or come back to your seat.",
    "watch N: watch table N; you hear only what every player hears.",
    "who: who is online and where.",
    "say TEXT: talk to everyone in the lobby.",
    "tell NAME TEXT: talk to one person.",
    "verbosity brief, normal or full.",
    "key: your SSH public keys, to log in without a password. key add followed by the line of your "
    ".pub file, for example: key add ssh-ed25519 AAAA... ann@laptop. key list. key remove 1.",
    "quit: disconnect.",
]


class Hub:
    """Everyone online, every table, the lobby commands."""

    def __init__(self, store, *, guests: bool = False, register: bool = True, limits: Limits | None = None,
                 thinker: Thinker | None = None) -> None:
        """``thinker``: where the computer players think (default: a :class:`Thinker` with one
        worker, started at the first decision)."""
        self.store = store
        self.guests = guests
        self.register = register
        self.limits = limits or Limits()
        #: wrong reconnect codes by address and by guest name (10 minutes, then that one waits)
        #: the one way in for every door (server/login.py), set by the server or made on first use
        self.logins: Pipeline | None = None
        self.code_failures = Failures(self.limits.codes_per_address, 600.0)
        self.name_code_failures = Failures(self.limits.codes_per_name, 600.0)
        self.expire_tables()
        self.clients: dict[str, Client] = {}
        self.tables: dict[int, Table] = {}
        self.decisions = 0
        #: where the computer players think while the server's event loop runs (server/thinking.py)
        self.thinker = thinker if thinker is not None else Thinker()
        for row in store.tables():
            table = Table(self, row["id"], row["host"], row["options"], row["seats"])
            table.status = row["status"]
            if row["config"] is not None:
                try:
                    table.restore(row["config"], row["initial"], store.choices(row["id"]))
                # Guards restoring one stored table at start (its stored data may be from an older version): the
                # server starts with the others. Not a hiding place: logged with its traceback.
                except Exception:  # noqa: BLE001
                    log.exception("table %s could not be restored", row["id"])
                    continue
            self.tables[table.id] = table

    # ------------------------------------------------------------ connections
    def online(self, name: str) -> Client | None:
        return self.clients.get(name.lower())

    def _refuse(self, conn, text: str) -> None:
        conn.send(text + "\r\n")
        conn.close()

    def address_refusal(self, address: str, guest: bool) -> str | None:
        """The line for a login that would pass this address's limits of connections or guests."""
        here = [c for c in self.clients.values() if c.address == address]
        if len(here) >= self.limits.online_per_address:
            return (f"Too many connections from your address: at most {self.limits.online_per_address} online. "
                    f"Close one and connect again.")
        if guest and sum(c.guest for c in here) >= self.limits.guests_per_address:
            return (f"Too many guests from your address: at most {self.limits.guests_per_address}. "
                    f"Close one, or log in with an account.")
        return None

    def connect(self, conn, name: str, *, guest: bool, address: str | None = None) -> Client | None:
        """A connection logged in as ``name``; None (after one line) when the name is in use or
        the address is over its limits. ``address``: the peer's address (default ``conn.address``).
        A guest whose name holds a seat is asked for that seat's reconnect code first."""
        address = address_key(address or getattr(conn, "address", None))
        old = self.online(name)
        if old is not None and guest:
            self._refuse(conn, f"Name taken: {name} is online. Connect with another name.")
            return None
        refusal = self.address_refusal(address, guest)
        if refusal is not None and not (old is not None and old.address == address):
            self._refuse(conn, refusal)
            return None
        if old is not None:
            old.say("You connected from elsewhere; this connection closes.")
            self.drop(old)
        client = getattr(self, "client_class", Client)(self, conn, name, guest)  # a front door's own kind
        client.address = address
        self.clients[name.lower()] = client
        client.say(f"Welcome to tek-access online, {name}. Screen reader mode: plain lines, numbered choices. "
                   f"Say help for the commands.")
        if guest and self.held_codes(name):
            refusal = self.code_refusal(name, address)
            if refusal is not None:
                client.say(refusal, "error")
                self.drop(client)
                return None
            client.proving = True
            client.say(f"{name} holds a seat. Type {name}'s reconnect code, the 8 digits said at the first "
                       f"login, or say quit and connect with another name.")
            client.prompt()
            return client
        if guest:
            code = f"{secrets.randbelow(10 ** 8):08d}"
            client.code_hash = self.code_digest(name, code)
            client.say(f"Your reconnect code is {code[:4]} {code[4:]}. If you drop, connect as {name} and type it "
                       f"to get your seat back; keep it to yourself.")
        self.welcome(client)
        return client

    def held_codes(self, name: str) -> set[str]:
        """The reconnect-code hashes of the guest seats ``name`` holds at open tables."""
        return {s["guest"] for t in self.tables.values() if t.status != "over" for s in t.seats
                if s.get("guest") and (s["name"] or "").lower() == name.lower()}

    def code_digest(self, name: str, code: str) -> str:
        """How a guest's reconnect code is kept with its seat: a keyed hash (HMAC under the server's
        secret, :meth:`~.store.Sealer.mac`) of the name and the code, never the code itself; 8
        digits are too few for an unkeyed hash, which anyone reading the database could reverse."""
        return "k1$" + self.store.sealer.mac(f"{name.lower()}|{code}")

    def code_refusal(self, name: str, address: str) -> str | None:
        """The line for a guest who may not try a reconnect code now: too many wrong ones for this
        name (from anywhere: :attr:`~.limits.Limits.codes_per_name`) or from this address."""
        wait = self.name_code_failures.wait(name.lower())
        if wait:
            return (f"Too many wrong reconnect codes for {name}: wait {minutes(wait)}, or connect with another "
                    f"name.")
        wait = self.code_failures.wait(address)
        if wait:
            return f"Too many wrong reconnect codes from your address: wait {minutes(wait)}."
        return None

    def prove(self, client: Client, text: str) -> None:
        """A guest's answer to "type the reconnect code"."""
        if text.lower() in ("quit", "exit", "logout"):
            client.quit()
            return
        code = "".join(ch for ch in text if ch.isdigit())
        held = self.held_codes(client.name)
        for digest in (self.code_digest(client.name, code), legacy_code_hash(code)):
            if digest in held:
                client.proving, client.code_hash = False, digest
                client.say("Code accepted.")
                self.welcome(client)
                return
        self.code_failures.fail(client.address)
        self.name_code_failures.fail(client.name.lower())
        client.code_tries += 1
        refusal = self.code_refusal(client.name, client.address)
        if client.code_tries >= 3 or refusal:
            client.say(f"Wrong code. {refusal + ' ' if refusal else ''}Goodbye: connect with another name to play.",
                       "error", "error")
            self.drop(client)
        else:
            client.reject(f"Wrong code: {3 - client.code_tries} tries left. Type the 8 digits, or say quit.")

    def welcome(self, client: Client) -> None:
        """A logged-in connection to its waiting seat, else the lobby."""
        back = next((t for t in self.tables.values() if t.status == "playing" and t.owned_seat(client) is not None),
                    None)
        if back is not None:
            client.say(f"Welcome back: your seat at table {back.id} is waiting.")
            back.join(client)
        else:
            self.lobby_summary(client)
        client.prompt()

    def drop(self, client: Client, *, abort: bool = False) -> None:
        """The connection is gone or must go: detach it everywhere, close it. Safe to call twice.
        ``abort``: cut it without sending what waits (a client that does not read would keep a
        gracefully closed connection, and its backlog, open for ever)."""
        if client.closed:
            return
        client.flush()
        client.closed = True
        if client.table is not None:
            client.table.detach(client, left=False)
        if self.clients.get(client.name.lower()) is client:
            del self.clients[client.name.lower()]
        try:
            (getattr(client.conn, "abort", client.conn.close) if abort else client.conn.close)()
        # Guards closing a connection that is going away (asyncssh, telnetlib3 or aiohttp transports may raise
        # anything on a broken socket); nothing of ours runs here.
        except Exception:  # noqa: BLE001
            pass

    # ------------------------------------------------------------ lobby
    def lobby_summary(self, client: Client) -> None:
        open_tables = [t for t in self.tables.values() if t.status == "waiting"]
        client.say(f"Lobby. {len(self.clients)} online, {len(open_tables)} "
                   f"{'table' if len(open_tables) == 1 else 'tables'} waiting for players. "
                   f"Say tables, create, or help.")

    def lobby_command(self, client: Client, verb: str, rest: str, text: str) -> None:
        if verb == "tables":
            tables = [t for t in self.tables.values() if t.status != "over"]
            client.say(f"{len(tables)} {'table' if len(tables) == 1 else 'tables'}:" if tables
                        else "No tables. Say create to make one.")
            client.lines([t.describe() for t in tables])
        elif verb == "create":
            self.create(client, rest.split())
        elif verb in ("join", "watch"):
            table = self.table_named(client, rest, verb)
            if table is not None:
                table.join(client) if verb == "join" else table.watch(client)
        elif verb == "key":
            self.key_command(client, rest)
        elif verb in ("help", "?"):
            client.lines(LOBBY_HELP, "help")
        elif verb == "":
            client.reject("Say a command. Try: tables, create, help.")
        else:
            client.reject(f"No lobby command {verb}. Try: tables, create, join 1, help.")

    def key_command(self, client: Client, rest: str) -> None:
        """``key add LINE``, ``key list``, ``key remove N``: the account's SSH public keys."""
        from tek_access.server.accounts import MAX_KEYS, key_blob, key_description, parse_public_key

        words = rest.split(None, 1)
        sub = words[0].lower() if words else "list"
        account = self.store.account(client.name)
        if client.guest or account is None:
            client.reject("You are a guest here: keys belong to accounts. A server without --guests makes "
                          "an account the first time you log in with a password.")
            return
        keys = account["keys"]
        if sub == "list":
            client.say(f"{len(keys)} SSH {'key' if len(keys) == 1 else 'keys'}" + (":" if keys else
                       ". Say key add followed by the line of your .pub file."))
            client.lines([f"{i}: {key_description(k)}." for i, k in enumerate(keys, 1)])
        elif sub == "add":
            line, reason = parse_public_key(words[1] if len(words) > 1 else "")
            if line is None:
                client.reject(reason or "Not an SSH public key line.")  # parse_public_key gives its reason
            elif any(key_blob(k) == key_blob(line) for k in keys):
                client.reject("That key is already yours. Say key list to hear your keys.")
            elif len(keys) >= MAX_KEYS:
                client.reject(f"At most {MAX_KEYS} keys: say key remove and a number first.")
            else:
                self.store.set_keys(account["name"], keys + [line])
                client.say(f"Key {len(keys) + 1} added: {key_description(line)}. "
                           f"Log in with it: ssh -i your private key file, or ssh picks it up itself.")
        elif sub in ("remove", "delete", "del"):
            arg = words[1].strip() if len(words) > 1 else ""
            if not arg.isdigit() or not 1 <= int(arg) <= len(keys):
                client.reject(f"Remove which key? Say key remove and a number from 1 to {len(keys)}; "
                              f"key list reads them." if keys else "You have no SSH keys.")
                return
            gone = keys.pop(int(arg) - 1)
            self.store.set_keys(account["name"], keys)
            client.say(f"Key {arg} removed: {key_description(gone)}. {len(keys)} left.")
        else:
            client.reject("Key commands: key list, key add followed by a public key line, key remove N.")

    def table_named(self, client: Client, rest: str, verb: str) -> Table | None:
        if not rest.strip().isdigit():
            client.reject(f"Which table? Say {verb} and its number, for example: {verb} 1. Say tables to hear them.")
            return None
        table = self.tables.get(int(rest))
        if table is None or table.status == "over" and verb == "join":
            client.reject(f"No table {rest}. Say tables to hear them.")
            return None
        return table

    def chat(self, client: Client, text: str) -> None:
        if not text:
            client.reject("Say what? For example: say hello.")
            return
        line, cut = chat_line(f"{client.name} says", text)
        if client.table is not None:
            client.table.announce(line, "system", exclude=client, prompt=True)
        else:
            for other in list(self.clients.values()):
                if other.table is None and other is not client:
                    other.say(line)
                    other.prompt()
        client.say(chat_line("You say", text)[0] + (f": at most {CHAT_PART} characters a message" if cut else ""))

    def tell(self, client: Client, rest: str) -> None:
        parts = rest.split(None, 1)
        if len(parts) < 2:
            client.reject("Tell whom what? For example: tell Ann good game.")
            return
        other = self.online(parts[0])
        if other is None:
            client.reject(f"{parts[0][:40]} is not online. Say who to hear who is.")
            return
        line, cut = chat_line(f"{client.name} tells you", parts[1])
        other.say(line)
        other.prompt()
        client.say(chat_line(f"You tell {other.name}", parts[1])[0]
                   + (f": at most {CHAT_PART} characters a message" if cut else ""))

    def who(self, client: Client) -> None:
        people = sorted(self.clients.values(), key=lambda c: c.name.lower())
        client.say(f"{len(people)} online:")
        for c in people:
            if c.table is None:
                where = "lobby"
            elif c.seat is None:
                where = f"watching table {c.table.id}"
            else:
                where = f"table {c.table.id}, {c.table.seat_name(c.seat)}"
            client.say(f"{c.name}: {where}.")

    # ------------------------------------------------------------ create
    # ------------------------------------------------------------ create (see :mod:`.create`)
    def create(self, client: Client, args: list[str]) -> None:
        creating.create(self, client, args)

    def answer_create(self, client: Client, text: str, quiet: bool = False) -> bool:
        return creating.answer(self, client, text, quiet)

    def expire_tables(self) -> list[int]:
        """Remove from the store (and the hub) finished and closed tables older than
        ``keep_finished_days``, games nobody played for ``keep_abandoned_days`` and tables that never
        started within ``keep_waiting_days``; a table someone is connected to stays."""
        day, now, limits = 86400.0, time.time(), self.limits
        busy = [t.id for t in getattr(self, "tables", {}).values() if t.clients()]
        gone = self.store.expire(now - limits.keep_finished_days * day, now - limits.keep_abandoned_days * day,
                                 now - limits.keep_waiting_days * day, keep=busy)
        for tid in gone:
            getattr(self, "tables", {}).pop(tid, None)
        if gone:
            log.info("expired %d old tables", len(gone))
        return gone

    def close_table(self, table: Table) -> None:
        self.store.close_table(table.id)
        self.tables.pop(table.id, None)
        for c in table.watchers:
            c.table = None
            c.say(f"Table {table.id} closed.")
