"""The lobby, the tables and one session per connection; no sockets here (see :mod:`.doors`).

The server owns every game. A connection (:class:`Client`) sees the game only through its seat:
narration is made for its seat (``narrate(game, event, seat, verbosity)``), a private event (one's
own war die) goes only to that seat's connection, and a spectator (seat None) hears only public
events. A door gives the hub an object with ``send(text)``, ``cue(earcon)``, ``close()``,
``backlog()`` (bytes waiting to be written) and optionally ``abort()`` (close without sending
what waits), and feeds it typed lines.
"""
from __future__ import annotations

import asyncio
import logging
import random
from types import SimpleNamespace

from tek_access.audio.announcer import Announcer
from tek_access.audio.messages import Message
from tek_access.games.tek.narration.events import narrate
from tek_access.core.text import in_parts
from tek_access.rules.decisions import HANDLERS
from tek_access.rules.game import Game
from tek_access.rules.model import Choice, Event, IllegalChoice
from tek_access.server.accounts import CommandRate
from tek_access.settings import Settings
from tek_access.ui.session import VERBOSITY, GameSession, undo_refusal

log = logging.getLogger("tek_access.server")

MAX_LINE = 2000            # characters in one typed line
MAX_BACKLOG = 1 << 20      # bytes waiting for a client that does not read: then it is disconnected
MAX_MISSED = 40            # lines read out on reconnection (the rest: history)
LEVELS = ("normal", "random")
CHAT_PART = 150            # characters of a chat message said on one line (every line under 200)

LOBBY_HELP = [
    "10 lobby commands:",
    "tables: list the tables, numbered, with seats, rules and who waits.",
    "create: make a table; numbered questions follow. Quick form: create 4 2 normal no 17, for players, "
    "human seats, computer level, exploration tokens and seed.",
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
TABLE_HELP = [
    "At a table, 5 more commands: say TEXT to the table, leave to go back to the lobby, who, "
    "and for the host: start, and kick NAME or seat number (during a game the seat goes to a computer player).",
]


def chat_lines(lead: str, text: str) -> list[str]:
    """A chat message as lines under 200 characters: "Ann says: hello", or in numbered parts
    (:func:`tek_access.games.tek.narration.words.in_parts`)."""
    return in_parts(lead, text, CHAT_PART)


class LineSplitter:
    """Typed bytes to lines: at most ``MAX_LINE`` characters (a longer line is dropped and reported
    once), control characters removed, bounded memory whatever arrives."""

    TOO_LONG = object()
    FLOOD = object()
    FLOOD_SIZE = 65536

    def __init__(self) -> None:
        self.buf: list[str] = []
        self.size = 0
        self.overflow = False
        self.dropped = 0

    def feed(self, chunk: str) -> list:
        out = []
        parts = chunk.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        for i, part in enumerate(parts):
            if not self.overflow:
                self.buf.append(part)
                self.size += len(part)
                if self.size > MAX_LINE:
                    self.overflow, self.buf, self.size, self.dropped = True, [], 0, self.size
            else:
                self.dropped += len(part)
                if self.dropped > self.FLOOD_SIZE:
                    out.append(self.FLOOD)
                    return out
            if i < len(parts) - 1:  # a newline ended this part
                if self.overflow:
                    out.append(self.TOO_LONG)
                else:
                    text = "".join(self.buf)
                    out.append("".join(ch for ch in text if ch >= " " and ch != "\x7f"))
                self.buf, self.size, self.overflow = [], 0, False
        return out


class _Out:
    """A file-like for :class:`Announcer`: what it prints goes to the client."""

    def __init__(self, client: "Client") -> None:
        self.client = client
        self.parts: list[str] = []

    def write(self, text: str) -> int:
        self.parts.append(text)
        return len(text)

    def flush(self) -> None:
        text = "".join(self.parts)
        self.parts.clear()
        if text:
            self.client.emit(text)


class ClientAnnouncer(Announcer):
    """An announcer that prints to one connection and sends earcons out of band (GMCP on telnet)."""

    def __init__(self, client: "Client") -> None:
        super().__init__(out=_Out(client), speech="off", settings=Settings(speech="off", sounds=False),
                         channels=[])
        self.client = client

    def announce(self, text_or_message, category="system", priority=1, *, secret=False, earcon=None) -> None:
        message = self._message(text_or_message, category, priority, secret, earcon)
        super().announce(message)
        if message.earcon:
            self.client.conn.cue(message.earcon)


class SeatView(GameSession):
    """The local session's queries and prompts, for one connection's seat on a server table.

    Built on :class:`GameSession` without its bots or hand-over: ``game`` is the table's game,
    ``viewer`` and ``human_to_move`` are this connection's seat. Playing, undo and leaving go to
    the :class:`Table`, which owns the game."""

    def __init__(self, client: "Client") -> None:  # no super().__init__: no bots, no own game
        self.client = client
        self.announcer = client.announcer
        self.verbosity = "normal"
        self.events = None
        self.finished = self.quit = self.dirty = self.hot_seat = False
        self._handed_over = None

    @property
    def game(self) -> Game:
        return self.client.table.game

    @property
    def viewer(self) -> int | None:
        return self.client.seat

    @property
    def seats(self):
        return [SimpleNamespace(human=s["kind"] == "human") for s in self.client.table.seats]

    @property
    def human_to_move(self) -> int | None:
        d = self.game.pending if self.client.table.game is not None else None
        seat = self.client.seat
        return seat if d is not None and seat is not None and d.player == seat else None

    def _play(self, command, seat) -> None:
        self.client.table.play(self.client, command.choices)

    def _meta(self, command, seat) -> None:
        name = command.name
        if name == "undo":
            self.client.table.undo(self.client)
        elif name == "quit":
            self.client.quit()
        elif name in ("verbosity",):
            super()._meta(command, seat)
        else:
            self._reject(f"{name.capitalize()} is not used on a server: the server keeps the game for you.",
                         ("help",))


class Client:
    """One connection: its name, where it is (lobby or a table, a seat or watching), its verbosity."""

    def __init__(self, hub: "Hub", conn, name: str, guest: bool) -> None:
        self.hub, self.conn, self.name, self.guest = hub, conn, name, guest
        self.table: Table | None = None
        self.seat: int | None = None
        self.announcer = ClientAnnouncer(self)
        self.view = SeatView(self)
        self.rate = CommandRate()
        self.splitter = LineSplitter()
        self.creating: dict | None = None
        self.closed = False
        self._at_prompt = False
        self._throttled = False
        self._queue: list[str] = []
        self._flush_soon = False

    # ------------------------------------------------------------ output
    def emit(self, text: str) -> None:
        if self.closed:
            return
        text = text.replace("\r\n", "\n").replace("\n", "\r\n")
        if self._at_prompt:
            text = "\r\n" + text
            self._at_prompt = False
        self._queue.append(text)
        if not self._flush_soon:
            self._flush_soon = True
            try:
                asyncio.get_running_loop().call_soon(self.flush)
            except RuntimeError:  # no loop (a test driving the hub directly)
                self.flush()

    def flush(self) -> None:
        """Send what was said since the last flush in one write (one SSH packet, not one a line)."""
        self._flush_soon = False
        if self.closed or not self._queue:
            return
        text = "".join(self._queue)
        self._queue.clear()
        self.conn.send(text)
        if self.conn.backlog() > MAX_BACKLOG:
            log.info("%s does not read: disconnected", self.name)
            self.hub.drop(self, abort=True)

    def say(self, text: str, category: str = "system", earcon: str | None = None) -> None:
        self.announcer.announce(Message(text, category, 1, False, earcon))

    def lines(self, lines: list[str], category: str = "system") -> None:
        for line in lines:
            self.say(line, category)

    def prompt(self) -> None:
        if self.closed or self._at_prompt:
            return
        deciding = self.table is not None and self.table.game is not None and self.view.human_to_move is not None
        self._queue.append("choose> " if deciding and not self.creating else "> ")
        self._at_prompt = True
        self.flush()

    # ------------------------------------------------------------ input
    def feed(self, chunk: str) -> None:
        """Bytes typed by the player (any amount, any content)."""
        for line in self.splitter.feed(chunk):
            if self.closed:
                return
            self._at_prompt = False
            if line is LineSplitter.FLOOD:
                self.say(f"Line too long: over {LineSplitter.FLOOD_SIZE} characters without a line end. "
                         f"Disconnected.", "error", "error")
                self.hub.drop(self)
                return
            if line is LineSplitter.TOO_LONG:
                self.say(f"Line too long: at most {MAX_LINE} characters. Ignored.", "error", "error")
            elif not self.rate.take():
                if not self._throttled:
                    self.say("Too many commands at once: wait a second. Ignored.", "error", "error")
                self._throttled = True
            else:
                self._throttled = False
                try:
                    self.line(line)
                except Exception:  # the server never stops for one command
                    log.exception("command failed")
                    self.say("Sorry: that command failed on the server. Nothing changed.", "error", "error")
            self.prompt()

    def line(self, text: str) -> None:
        text = text.strip()
        if self.creating is not None:
            self.hub.answer_create(self, text)
            return
        words = text.split()
        verb = words[0].lower() if words else ""
        rest = text[len(words[0]):].strip() if words else ""
        hub = self.hub
        if verb in ("say", "'"):
            hub.chat(self, rest)
        elif verb == "tell":
            hub.tell(self, rest)
        elif verb == "who":
            hub.who(self)
        elif verb in ("quit", "exit", "logout") and (self.table is None or self.table.game is None
                                                     or verb != "quit"):
            self.quit()
        elif self.table is None:
            hub.lobby_command(self, verb, rest, text)
        else:
            self.table.command(self, verb, rest, text)

    def quit(self) -> None:
        kept = " Your seat is kept: connect again to come back." if (
            self.table is not None and self.seat is not None and self.table.game is not None
            and self.table.game.pending is not None) else ""
        self.say("Goodbye." + kept)
        self.hub.drop(self)

    def reject(self, text: str) -> None:
        self.say(text, "error", "error")


class Table:
    """One table: its options, its seats (human with an owner's name, or a computer level), its
    game once started, and who is connected (players by seat, spectators)."""

    def __init__(self, hub: "Hub", tid: int, host: str, options: dict, seats: list[dict]) -> None:
        self.hub, self.id, self.host, self.options, self.seats = hub, tid, host, options, seats
        self.game: Game | None = None
        self.status = "waiting"
        self.players: dict[int, Client] = {}
        self.watchers: list[Client] = []
        self.bots: dict[int, object] = {}
        self.events: list[Event] = []
        self.seen: dict[int, int] = {}
        self.secret: set[int] = set()  # log indexes of secret choices (war dice)
        self.reveal_point = 0          # log length at the last war reveal

    # ------------------------------------------------------------ description
    def describe(self) -> str:
        o = self.options
        humans = [s for s in self.seats if s["kind"] == "human"]
        taken = [s["name"] for s in humans if s["name"]]
        state = {"waiting": f"waiting, {len(humans) - len(taken)} of {len(humans)} human seats open",
                 "playing": "playing", "over": "game over"}[self.status]
        who = ", ".join(taken) if taken else "nobody"
        return (f"Table {self.id}: {state}. {o['players']} players, {len(humans)} human, {o['level']} computer "
                f"players, exploration tokens {'on' if o['exploration'] else 'off'}. Host {self.host}. "
                f"Players: {who}. {len(self.watchers)} watching.")

    def seat_name(self, seat: int) -> str:
        if self.game is not None:
            return self.game.name(seat)
        return f"Seat {seat + 1}"

    def clients(self) -> list[Client]:
        return list(self.players.values()) + list(self.watchers)

    def announce(self, text: str, category: str = "system", earcon: str | None = None,
                 exclude: Client | None = None, prompt: bool = True) -> None:
        for c in self.clients():
            if c is not exclude:
                c.say(text, category, earcon)
                if prompt:
                    c.prompt()

    def persist_seats(self) -> None:
        self.hub.store.save_table(self.id, self.host, self.seats, self.status)

    # ------------------------------------------------------------ joining
    def owned_seat(self, name: str) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s["kind"] == "human"
                     and (s["name"] or "").lower() == name.lower()), None)

    def join(self, client: Client) -> None:
        seat = self.owned_seat(client.name)
        if seat is None:
            if self.status != "waiting":
                client.reject(f"Table {self.id} has started without you. Say watch {self.id} to watch.")
                return
            seat = next((i for i, s in enumerate(self.seats) if s["kind"] == "human" and not s["name"]), None)
            if seat is None:
                client.reject(f"Table {self.id} is full. Say watch {self.id} to watch.")
                return
            self.seats[seat]["name"] = client.name
            self.persist_seats()
        if seat in self.players and self.players[seat] is not client:
            self.players[seat].reject("You joined from another connection.")
            self.hub.drop(self.players[seat])
        client.table, client.seat = self, seat
        self.players[seat] = client
        if self.game is None:
            client.say(f"Table {self.id}, {self.seat_name(seat)}. You are in seat {seat + 1}."
                       + (" You are the host: say start when ready; computer players fill empty seats."
                          if client.name == self.host else " Wait for the host to start."))
            self.announce(f"{client.name} sits at seat {seat + 1}.", exclude=client)
            return
        client.say(f"Table {self.id}. You are {self.game.name(seat)}, {self.game.faction(seat).name}.")
        self.announce(f"{client.name} is back as {self.game.name(seat)}.", exclude=client)
        self.catch_up(client)

    def catch_up(self, client: Client) -> None:
        """Read out what a returning player missed, then the pending decision."""
        start = self.seen.pop(client.seat, len(self.events))
        lines = []
        for event in self.events[start:]:
            if event.visible_to(client.seat):
                lines += [line.text for line in narrate(self.game, event, client.seat, client.view.verbosity)]
        if lines:
            shown = lines[-MAX_MISSED:]
            head = f"You missed {len(lines)} lines" + ("." if len(shown) == len(lines) else
                                                      f"; the last {len(shown)}, and history N reads more:")
            client.say(head if head.endswith(":") else f"{head[:-1]}:")
            for line in lines[:-MAX_MISSED]:  # not read out, but there for history N
                client.announcer.history.add(line)
            client.lines(shown)
        self.ask(client)

    def watch(self, client: Client) -> None:
        client.table, client.seat = self, None
        self.watchers.append(client)
        client.say(f"Watching table {self.id}. You hear what every player hears. Say leave to go back.")
        if self.game is not None:
            client.view.ask()
            d = self.game.pending
            if d is not None:
                client.say(f"{self.game.name(d.player)} is deciding.")

    def detach(self, client: Client, *, left: bool) -> None:
        if client in self.watchers:
            self.watchers.remove(client)
        elif client.seat is not None and self.players.get(client.seat) is client:
            del self.players[client.seat]
            seat = client.seat
            if self.game is None and left:
                self.seats[seat]["name"] = None
                if client.name == self.host:
                    others = [s["name"] for s in self.seats if s["kind"] == "human" and s["name"]]
                    if not others:
                        self.hub.close_table(self)
                        client.table, client.seat = None, None
                        return
                    self.host = others[0]
                    self.announce(f"{self.host} is now the host.")
                self.persist_seats()
                self.announce(f"{client.name} left seat {seat + 1}.")
            else:
                self.seen[seat] = len(self.events)
                if self.game is not None and self.game.pending is not None:
                    self.announce(f"{client.name} has left; {self.game.name(seat)}'s seat is kept for them.")
        client.table, client.seat = None, None

    # ------------------------------------------------------------ commands
    def command(self, client: Client, verb: str, rest: str, text: str) -> None:
        if verb == "leave":
            self.detach(client, left=True)
            client.say("Back in the lobby. Say tables to hear the tables.")
        elif verb == "start":
            self.start(client)
        elif verb == "kick":
            self.kick(client, rest)
        elif verb == "help" and not rest:
            if self.game is not None:
                client.view.handle(text)
            else:
                client.say("The game has not started yet.")
            client.lines(TABLE_HELP, "help")
        elif self.game is None:
            client.reject("The game has not started: the host says start. Try: say, leave, who, help.")
        else:
            client.view.handle(text)

    def start(self, client: Client) -> None:
        if client.name != self.host:
            client.reject(f"Only the host, {self.host}, can start.")
            return
        if self.game is not None:
            client.reject("The game has already started.")
            return
        o = self.options
        try:
            game = Game.new(o["players"], seed=o["seed"], exploration=o["exploration"])
        except ValueError as exc:
            client.reject(f"Cannot start: {exc}")
            return
        for s in self.seats:
            if s["kind"] == "human" and not s["name"]:
                s["kind"] = o["level"]
        self.hub.store.start_game(self.id, self.seats, game.config.to_json(), game.initial)
        self.game, self.status = game, "playing"
        people, bots = len(self.players), sum(s['kind'] != 'human' for s in self.seats)
        self.announce(f"Table {self.id} starts: {people} {'person' if people == 1 else 'people'} and "
                      f"{bots} computer {'player' if bots == 1 else 'players'}.", "turn", prompt=False)
        self.step(list(game.start_events), start=0)

    def kick(self, client: Client, rest: str) -> None:
        if client.name != self.host:
            client.reject(f"Only the host, {self.host}, can kick.")
            return
        seat = self.find_seat(rest)
        if seat is None or self.seats[seat]["kind"] != "human" or seat == client.seat:
            client.reject("Kick whom? Give another player's name or seat number, for example: kick 2.")
            return
        name = self.seats[seat]["name"]
        other = self.players.pop(seat, None)
        if other is not None:
            other.table, other.seat = None, None
            other.say(f"The host took you off table {self.id}. You are in the lobby.")
            other.prompt()
        if self.game is None:
            self.seats[seat]["name"] = None
            self.persist_seats()
            self.announce(f"{name or 'Nobody'} was removed from seat {seat + 1}; the seat is open.")
            return
        self.seats[seat] = {"kind": self.options["level"], "name": None}
        self.persist_seats()
        self.announce(f"{self.game.name(seat)}'s seat goes to a {self.options['level']} computer player.",
                      prompt=False)
        self.step([], start=len(self.game.log))

    def find_seat(self, text: str) -> int | None:
        text = text.strip().lower()
        if text.isdigit() and 1 <= int(text) <= len(self.seats):
            return int(text) - 1
        for i, s in enumerate(self.seats):
            if (s["name"] or "").lower() == text or (self.game is not None and self.game.name(i).lower() == text):
                return i
        return None

    # ------------------------------------------------------------ the game
    def _apply(self, choice: Choice) -> list[Event]:
        game = self.game
        secret = HANDLERS[game.pending.kind].secret
        events = game.apply(choice)
        if secret:
            self.secret.add(len(game.log) - 1)
        if any(e.kind == "war_revealed" for e in events):
            self.reveal_point = len(game.log)
        return events

    def _bots(self) -> list[Event]:
        game, events = self.game, []
        for _ in range(100_000):
            d = game.pending
            if d is None or (0 <= d.player < len(self.seats) and self.seats[d.player]["kind"] == "human"):
                break
            seat = d.player
            bot = self.bots.get(seat)
            if bot is None:
                from tek_access.bots import make_bot

                bot = self.bots[seat] = make_bot(self.seats[seat]["kind"], seat, self.options["seed"] + seat)
            events += self._apply(bot.choose(game.for_player(seat)))
        return events

    def play(self, client: Client, choices) -> None:
        game = self.game
        start = len(game.log)
        snapshot = (game.clone(), set(self.secret), self.reveal_point)
        events: list[Event] = []
        try:
            for choice in choices:
                events += self._apply(choice)
        except IllegalChoice:
            self.game, self.secret, self.reveal_point = snapshot
            raise
        self.step(events, start=start)

    def step(self, events: list[Event], *, start: int, truncate: bool = False) -> None:
        """Computer players move, every new choice is committed, then everything is narrated."""
        events = events + self._bots()
        game = self.game
        rows = [(seat, c.to_json(), i in self.secret and i >= self.reveal_point)
                for i, (seat, c) in enumerate(game.log[start:], start)]
        if game.pending is None:
            self.status = "over"
        self.hub.store.commit_choices(self.id, start, rows, truncate=truncate, reveal_point=self.reveal_point,
                                      status=self.status)
        self.events += events
        self.broadcast(events)

    def broadcast(self, events: list[Event]) -> None:
        game = self.game
        for c in self.clients():
            for event in events:
                if not event.visible_to(c.seat):
                    continue
                for line in narrate(game, event, c.seat, c.view.verbosity):
                    c.view.say(line.text, line.category, earcon=line.earcon, secret=line.secret)
            self.ask(c)

    def ask(self, client: Client) -> None:
        if self.game is not None and client.view.human_to_move is not None:
            client.view.ask()
        client.prompt()

    def undo(self, client: Client) -> None:
        game, seat = self.game, client.seat
        if seat is None:
            client.reject("Spectators have nothing to undo.")
            return
        index = next((i for i in range(len(game.log) - 1, -1, -1) if game.log[i][0] == seat), None)
        if index is None or index < self.reveal_point:
            client.reject(undo_refusal(game, seat, "Nothing to undo.", self.reveal_point))
            return
        others = sorted({s for s, _ in game.log[index + 1:] if s != seat and 0 <= s < len(self.seats)
                         and self.seats[s]["kind"] == "human"})
        if others:
            names = " and ".join(game.name(s) for s in others)
            client.reject(f"Not undone: {names} decided since; undo takes back only your own decisions.")
            return
        try:
            game.undo(seat)
        except IllegalChoice as exc:
            client.reject(undo_refusal(game, seat, str(exc), self.reveal_point))
            return
        self.secret = {i for i in self.secret if i < len(game.log)}
        self.announce(f"{game.name(seat)} took back a decision.", exclude=client, prompt=False)
        client.say("Undone. Back to your last decision.")
        self.step([], start=len(game.log), truncate=True)

    # ------------------------------------------------------------ restore
    def restore(self, config: dict, initial: dict, choices: list[tuple[int, list, bool]]) -> None:
        from tek_access.rules.catalog import load_catalog
        from tek_access.rules.state import GameConfig, GameState

        game = Game(load_catalog(), GameConfig.from_json(config), GameState.from_json(initial), [], 0, initial)
        self.game = game
        for seat, choice, sealed in choices:
            self.events += self._apply(Choice.from_json(choice))
        self.status = "playing" if game.pending is not None else "over"
        self.seen = {}


class Hub:
    """Everyone online, every table, the lobby commands."""

    def __init__(self, store, *, guests: bool = False, register: bool = True) -> None:
        self.store = store
        self.guests = guests
        self.register = register
        self.clients: dict[str, Client] = {}
        self.tables: dict[int, Table] = {}
        self.decisions = 0
        for row in store.tables():
            table = Table(self, row["id"], row["host"], row["options"], row["seats"])
            table.status = row["status"]
            if row["config"] is not None:
                try:
                    table.restore(row["config"], row["initial"], store.choices(row["id"]))
                except Exception:
                    log.exception("table %s could not be restored", row["id"])
                    continue
            self.tables[table.id] = table

    # ------------------------------------------------------------ connections
    def online(self, name: str) -> Client | None:
        return self.clients.get(name.lower())

    def connect(self, conn, name: str, *, guest: bool) -> Client | None:
        """A connection logged in as ``name``; None (after one line) when the name is in use."""
        old = self.online(name)
        if old is not None:
            if guest:
                conn.send(f"Name taken: {name} is online. Connect with another name.\r\n")
                conn.close()
                return None
            old.say("You connected from elsewhere; this connection closes.")
            self.drop(old)
        client = Client(self, conn, name, guest)
        self.clients[name.lower()] = client
        client.say(f"Welcome to tek-access online, {name}. Screen reader mode: plain lines, numbered choices. "
                   f"Say help for the commands.")
        back = next((t for t in self.tables.values() if t.status == "playing" and t.owned_seat(name) is not None),
                    None)
        if back is not None:
            client.say(f"Welcome back: your seat at table {back.id} is waiting.")
            back.join(client)
        else:
            self.lobby_summary(client)
        client.prompt()
        return client

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
        except Exception:
            pass

    # ------------------------------------------------------------ lobby
    def lobby_summary(self, client: Client) -> None:
        open_tables = [t for t in self.tables.values() if t.status == "waiting"]
        client.say(f"Lobby. {len(self.clients)} online, {len(open_tables)} tables waiting for players. "
                   f"Say tables, create, or help.")

    def lobby_command(self, client: Client, verb: str, rest: str, text: str) -> None:
        if verb == "tables":
            tables = [t for t in self.tables.values() if t.status != "over"]
            client.say(f"{len(tables)} tables" + (":" if tables else ". Say create to make one."))
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
        elif verb == "verbosity":
            if rest in VERBOSITY:
                client.view.verbosity = rest
                client.say(f"Verbosity: {rest}.")
            else:
                client.reject(f"Verbosity is {client.view.verbosity}. Say verbosity brief, normal or full.")
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
                client.reject(reason)
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
        lines = chat_lines(f"{client.name} says", text)
        if client.table is not None:
            for i, line in enumerate(lines):
                client.table.announce(line, "system", exclude=client, prompt=i == len(lines) - 1)
        else:
            for other in list(self.clients.values()):
                if other.table is None and other is not client:
                    other.lines(lines)
                    other.prompt()
        client.lines(chat_lines("You say", text))

    def tell(self, client: Client, rest: str) -> None:
        parts = rest.split(None, 1)
        if len(parts) < 2:
            client.reject("Tell whom what? For example: tell Ann good game.")
            return
        other = self.online(parts[0])
        if other is None:
            client.reject(f"{parts[0][:40]} is not online. Say who to hear who is.")
            return
        other.lines(chat_lines(f"{client.name} tells you", parts[1]))
        other.prompt()
        client.lines(chat_lines(f"You tell {other.name}", parts[1]))

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
    QUESTIONS = ("players", "humans", "level", "exploration", "seed")

    def create(self, client: Client, args: list[str]) -> None:
        client.creating = {"answers": {}, "index": 0}
        if args:
            for word in args[:len(self.QUESTIONS)]:
                if not self.answer_create(client, word, quiet=True):
                    client.creating = None
                    return
            while client.creating is not None:
                self.answer_create(client, "", quiet=True)
            return
        client.say("Create a table: 5 questions. Press Enter for the default; say cancel to stop.")
        self.ask_create(client)

    def ask_create(self, client: Client) -> None:
        a, i = client.creating["answers"], client.creating["index"]
        players = a.get("players", 4)
        texts = [
            "Question 1 of 5: how many players, 2 to 5? Enter for 4.",
            f"Question 2 of 5: how many human seats, 1 to {players}? Enter for {min(2, players)}.",
            "Question 3 of 5: computer players. 1: normal. 2: random. Enter for 1, normal.",
            "Question 4 of 5: exploration tokens. 1: no. 2: yes. Enter for 1, no.",
            "Question 5 of 5: seed, a whole number, to deal the same game again. Enter for a random seed.",
        ]
        client.say(texts[i])

    def answer_create(self, client: Client, text: str, quiet: bool = False) -> bool:
        state = client.creating
        a, i = state["answers"], state["index"]
        word = text.strip().lower()
        if word == "cancel":
            client.creating = None
            client.say("Table not created.")
            return False
        q = self.QUESTIONS[i]
        players = a.get("players", 4)
        value, error = None, None
        if q == "players":
            value = 4 if not word else int(word) if word.isdigit() else None
            if value is None or not 2 <= value <= 5:
                error = "Players: a number from 2 to 5."
        elif q == "humans":
            value = min(2, players) if not word else int(word) if word.isdigit() else None
            if value is None or not 1 <= value <= players:
                error = f"Human seats: a number from 1 to {players}."
        elif q == "level":
            value = {"": "normal", "1": "normal", "normal": "normal", "2": "random", "random": "random"}.get(word)
            if value is None:
                error = "Computer players: 1 normal or 2 random."
        elif q == "exploration":
            value = {"": False, "1": False, "no": False, "off": False, "2": True, "yes": True, "on": True}.get(word)
            if value is None:
                error = "Exploration tokens: 1 no or 2 yes."
        else:
            value = random.randrange(1, 1_000_000) if not word else int(word) if word.isdigit() else None
            state["chosen_seed"] = bool(word)
            if value is None:
                error = "Seed: a whole number, or Enter for a random one."
        if error is not None:
            client.reject(error + ("" if quiet else " Try again, or say cancel."))
            if quiet:
                client.creating = None
            else:
                self.ask_create(client)
            return False
        a[q] = value
        state["index"] += 1
        if state["index"] < len(self.QUESTIONS):
            if not quiet:
                self.ask_create(client)
            return True
        client.creating = None
        self.make_table(client, a, say_seed=state.get("chosen_seed", True))
        return True

    def make_table(self, client: Client, a: dict, say_seed: bool = True) -> None:
        """Open a table with the answers ``a``; the creator hears the seed only when they chose it
        (a random seed would predict the face-down tokens and the computer players' war dice)."""
        seats = [{"kind": "human", "name": None} if i < a["humans"] else {"kind": a["level"], "name": None}
                 for i in range(a["players"])]
        tid = self.store.new_table(client.name, a, seats)
        table = Table(self, tid, client.name, a, seats)
        self.tables[tid] = table
        client.say(f"Table {tid} created: {a['players']} players, {a['humans']} human {'seat' if a['humans'] == 1 else 'seats'}, {a['level']} computer "
                   f"players, exploration tokens {'on' if a['exploration'] else 'off'}"
                   + (f", seed {a['seed']}." if say_seed else ", a random seed."))
        table.join(client)

    def close_table(self, table: Table) -> None:
        self.store.close_table(table.id)
        self.tables.pop(table.id, None)
        for c in table.watchers:
            c.table = None
            c.say(f"Table {table.id} closed.")
