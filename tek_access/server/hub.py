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

from tek_access.server import create as creating
from tek_access.server.connection import MAX_BACKLOG, Client, ClientAnnouncer  # noqa: F401 (the doors' names)
from tek_access.server.limits import Failures, Limits, expiry, minutes
from tek_access.server.lines import CHAT_PART, CUT, MAX_LINE, LineSplitter, chat_line, chat_lines  # noqa: F401
from tek_access.server.login import Pipeline, address_key
from tek_access.server.seat_session import SeatSession  # noqa: F401
from tek_access.server.table import MAX_MISSED, TABLE_HELP, Table  # noqa: F401
from tek_access.server.thinking import Thinker
from tek_access.server.words import SERVER, language_names, said, speaking

log = logging.getLogger("tek_access.server")


def legacy_code_hash(code: str) -> str:
    """How a guest's reconnect code was kept before issue 31 (an unkeyed hash): still accepted for
    the seats of tables stored then, never made for a new one."""
    return hashlib.sha256(("tek-access guest " + code).encode()).hexdigest()

__all__ = ["Hub", "Client", "ClientAnnouncer", "SeatSession", "Table", "LineSplitter", "chat_lines", "MAX_LINE",
           "MAX_BACKLOG", "MAX_MISSED", "CHAT_PART", "TABLE_HELP", "LOBBY_HELP"]

#: the lines of ``help`` in the lobby, by message id of server.ftl
LOBBY_HELP = ("lobby-help-head", "lobby-help-tables", "lobby-help-create", "lobby-help-join", "lobby-help-watch",
              "lobby-help-who", "lobby-help-say", "lobby-help-tell", "lobby-help-verbosity", "lobby-help-language",
              "lobby-help-key", "lobby-help-quit")


def chat_text(text: str) -> tuple[str, bool]:
    """A chat message's words as said (cut by :func:`~.lines.chat_line`, without its lead and its
    "(cut)": each listener's language says those), and whether it was cut."""
    line, cut = chat_line("", text)
    line = line[2:]
    return (line[:-len(CUT)] if cut and line.endswith(CUT) else line), cut


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
            return SERVER("too-many-online", count=self.limits.online_per_address)
        if guest and sum(c.guest for c in here) >= self.limits.guests_per_address:
            return SERVER("too-many-guests", count=self.limits.guests_per_address)
        return None

    def language_of(self, name: str, guest: bool, chosen: str) -> str:
        """The language a connection logged in as ``name`` hears: its account's, when it chose one
        (``language fr`` remembers it), else ``chosen`` (the door's: the web page's, or the one said
        at the name prompt; English unless chosen)."""
        recall = getattr(self.store, "language", None)
        stored = recall(name) if recall is not None and not guest else None
        return stored or chosen

    def connect(self, conn, name: str, *, guest: bool, address: str | None = None,
                language: str = "en") -> Client | None:
        """A connection logged in as ``name``; None (after one line) when the name is in use or
        the address is over its limits. ``address``: the peer's address (default ``conn.address``);
        ``language``: the one chosen before the login (an account's own comes first).
        A guest whose name holds a seat is asked for that seat's reconnect code first."""
        language = self.language_of(name, guest, language)
        with speaking(language):
            return self._connect(conn, name, guest, address, language)

    def _connect(self, conn, name: str, guest: bool, address: str | None, language: str) -> Client | None:
        address = address_key(address or getattr(conn, "address", None))
        old = self.online(name)
        if old is not None and guest:
            self._refuse(conn, SERVER("name-online-connect", name=name))
            return None
        refusal = self.address_refusal(address, guest)
        if refusal is not None and not (old is not None and old.address == address):
            self._refuse(conn, refusal)
            return None
        if old is not None:
            old.say(said("connected-elsewhere"))
            self.drop(old)
        client = getattr(self, "client_class", Client)(self, conn, name, guest, language)  # a front door's own kind
        client.address = address
        self.clients[name.lower()] = client
        client.say(SERVER("welcome", name=name))
        if guest and self.held_codes(name):
            refusal = self.code_refusal(name, address)
            if refusal is not None:
                client.say(refusal, "error")
                self.drop(client)
                return None
            client.proving = True
            client.say(SERVER("code-asked", name=name))
            client.prompt()
            return client
        if guest:
            code = f"{secrets.randbelow(10 ** 8):08d}"
            client.code_hash = self.code_digest(name, code)
            client.say(SERVER("code-given", code=f"{code[:4]} {code[4:]}", name=name))
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
            return SERVER("code-too-many-name", name=name, wait=minutes(wait))
        wait = self.code_failures.wait(address)
        if wait:
            return SERVER("code-too-many-address", wait=minutes(wait))
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
                client.say(SERVER("code-accepted"))
                self.welcome(client)
                return
        self.code_failures.fail(client.address)
        self.name_code_failures.fail(client.name.lower())
        client.code_tries += 1
        refusal = self.code_refusal(client.name, client.address)
        if client.code_tries >= 3 or refusal:
            client.say(SERVER("code-wrong-last", refusal=refusal + " " if refusal else ""), "error", "error")
            self.drop(client)
        else:
            client.reject(SERVER("code-wrong", left=3 - client.code_tries))

    def welcome(self, client: Client) -> None:
        """A logged-in connection to its waiting seat, else the lobby."""
        back = next((t for t in self.tables.values() if t.status == "playing" and t.owned_seat(client) is not None),
                    None)
        if back is not None:
            client.say(SERVER("welcome-back", table=back.id))
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
        client.say(said("lobby-summary", online=len(self.clients), tables=len(open_tables)))

    def lobby_command(self, client: Client, verb: str, rest: str, text: str) -> None:
        if verb == "tables":
            tables = [t for t in self.tables.values() if t.status != "over"]
            client.say(SERVER("tables-head", count=len(tables)))
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
            client.lines([SERVER(line, count=len(LOBBY_HELP) - 1, languages=language_names()) for line in LOBBY_HELP],
                         "help")
        elif verb == "":
            client.reject(SERVER("lobby-say-command"))
        else:
            client.reject(SERVER("lobby-no-command", verb=verb))

    def key_command(self, client: Client, rest: str) -> None:
        """``key add LINE``, ``key list``, ``key remove N``: the account's SSH public keys."""
        from tek_access.server.accounts import MAX_KEYS, key_blob, key_description, parse_public_key

        words = rest.split(None, 1)
        sub = words[0].lower() if words else "list"
        account = self.store.account(client.name)
        if client.guest or account is None:
            client.reject(SERVER("key-guest"))
            return
        keys = account["keys"]
        if sub == "list":
            client.say(SERVER("key-list-head", count=len(keys)))
            client.lines([SERVER("key-list-line", number=i, key=key_description(k)) for i, k in enumerate(keys, 1)])
        elif sub == "add":
            line, reason = parse_public_key(words[1] if len(words) > 1 else "")
            if line is None:
                client.reject(reason or SERVER("key-not-public"))  # parse_public_key gives its reason
            elif any(key_blob(k) == key_blob(line) for k in keys):
                client.reject(SERVER("key-already"))
            elif len(keys) >= MAX_KEYS:
                client.reject(SERVER("key-too-many", count=MAX_KEYS))
            else:
                self.store.set_keys(account["name"], keys + [line])
                client.say(SERVER("key-added", number=len(keys) + 1, key=key_description(line)))
        elif sub in ("remove", "delete", "del"):
            arg = words[1].strip() if len(words) > 1 else ""
            if not arg.isdigit() or not 1 <= int(arg) <= len(keys):
                client.reject(SERVER("key-remove-which", count=len(keys)) if keys else SERVER("key-none"))
                return
            gone = keys.pop(int(arg) - 1)
            self.store.set_keys(account["name"], keys)
            client.say(SERVER("key-removed", number=arg, key=key_description(gone), left=len(keys)))
        else:
            client.reject(SERVER("key-commands"))

    def table_named(self, client: Client, rest: str, verb: str) -> Table | None:
        if not rest.strip().isdigit():
            client.reject(SERVER("table-which", verb=verb))
            return None
        table = self.tables.get(int(rest))
        if table is None or table.status == "over" and verb == "join":
            client.reject(SERVER("table-none", table=rest.strip()))
            return None
        return table

    def chat(self, client: Client, text: str) -> None:
        if not text:
            client.reject(SERVER("say-what"))
            return
        words, cut = chat_text(text)
        message = said("chat-says", who=client.name, text=words, cut=cut)
        if client.table is not None:
            client.table.announce(message, "system", exclude=client, prompt=True)
        else:
            for other in list(self.clients.values()):
                if other.table is None and other is not client:
                    other.say(message)
                    other.prompt()
        client.say(SERVER("chat-you-say", text=words, cut=cut, most=CHAT_PART))

    def tell(self, client: Client, rest: str) -> None:
        parts = rest.split(None, 1)
        if len(parts) < 2:
            client.reject(SERVER("tell-what"))
            return
        other = self.online(parts[0])
        if other is None:
            client.reject(SERVER("tell-not-online", name=parts[0][:40]))
            return
        words, cut = chat_text(parts[1])
        other.say(said("chat-tells-you", who=client.name, text=words, cut=cut))
        other.prompt()
        client.say(SERVER("chat-you-tell", who=other.name, text=words, cut=cut, most=CHAT_PART))

    def who(self, client: Client) -> None:
        people = sorted(self.clients.values(), key=lambda c: c.name.lower())
        client.say(SERVER("who-head", count=len(people)))
        for c in people:
            if c.table is None:
                client.say(SERVER("who-lobby", name=c.name))
            elif c.seat is None:
                client.say(SERVER("who-watching", name=c.name, table=c.table.id))
            else:
                client.say(SERVER("who-seated", name=c.name, table=c.table.id, seat=c.table.seat_name(c.seat)))

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
        busy = [t.id for t in getattr(self, "tables", {}).values() if t.clients()]
        gone = self.store.expire(**expiry(self.limits, busy))
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
            c.say(said("table-closed", table=table.id))
