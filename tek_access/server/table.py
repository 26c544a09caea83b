"""One online table: its options, seats, players and watchers, and the owner of its game.

The table is the online front end of its :class:`~tek_access.owner.TableOwner`, which holds the whole
game: it checks who may play, commits each choice to the server's store before it is said, lets its
computer players think off the event loop (:mod:`.thinking`), and has each connection hear through
its own seat (:class:`~.seat_session.SeatSession`)."""
from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from tek_access.core import registry
from tek_access.core.kernel.engine import Choice, Event
from tek_access.owner import Refused, TableOwner
from tek_access.server.eventlog import EventLog
from tek_access.server.interfaces import ClientLike, HubLike
from tek_access.server.seeds import new_seed
from tek_access.server.thinking import TableThinking, choose_logged
from tek_access.server.words import SERVER, Said, said, speaking

if TYPE_CHECKING:
    from tek_access.core.whole import WholeGame

Client = ClientLike  # what a table calls on a connection (server/interfaces.py)

_GAMES = itertools.count(1)  # numbers the games played at tables in this process (Table.key)

MAX_MISSED = 40            # lines read out on reconnection (the rest: history)
#: the lines of ``help`` at a table added to the game's, by message id of server.ftl
TABLE_HELP = ("table-help",)



class Table(TableThinking):
    """One table: its options, its seats (human with an owner's name, or a computer level), its
    game once started, and who is connected (players by seat, spectators)."""

    def __init__(self, hub: HubLike, tid: int, host: str, options: dict, seats: list[dict]) -> None:
        self.hub, self.id, self.host, self.options, self.seats = hub, tid, host, options, seats
        #: the address the table was made from, as limits count it (None for a table restored at start)
        self.address: str | None = None
        #: the game played here, by name (:mod:`tek_access.core.registry`)
        self.definition = registry.get(options.get("game"))
        #: the owner of this table's game once it started: the whole game, the choices made in secret, the reveal
        self.owner: TableOwner | None = None
        self.status = "waiting"
        self.players: dict[int, Client] = {}
        self.watchers: list[Client] = []
        self.bots: dict[int, Any] = {}
        self.bot_seeds: dict[int, int] = {}
        self.events = EventLog()  # packed once the game is over
        self.seen: dict[int, int] = {}
        self.thinking = False          # a computer player of this table is choosing off the event loop
        #: the computer players' run under way: (log length at its start, its events, when it began)
        self._chain: tuple[int, list[Event], float] | None = None
        #: this table's game as the thinker's workers know it (they keep its computer players)
        self.key: tuple = (tid, 0)

    @property
    def game(self) -> WholeGame | None:
        """The whole game, as this table's owner holds it (None before the start)."""
        return self.owner.game if self.owner is not None else None

    @game.setter
    def game(self, game: WholeGame | None) -> None:
        self.owner = None if game is None else TableOwner(game, [s["kind"] for s in self.seats],
                                                          definition=self.definition)

    @property
    def reveal_point(self) -> int:
        """The log length at the last reveal of the secrets (nothing before it is undone online)."""
        return self.owner.reveal_point if self.owner is not None else 0

    @reveal_point.setter
    def reveal_point(self, value: int) -> None:
        if self.owner is not None:
            self.owner.reveal_point = value

    # ------------------------------------------------------------ description
    def describe(self) -> str:
        o = self.options
        humans = [s for s in self.seats if s["kind"] == "human"]
        taken = [s["name"] for s in humans if s["name"]]
        return SERVER("table-describe", table=self.id, state=self.status, open=len(humans) - len(taken),
                      humans=len(humans), game=self.definition.title, players=o["players"], level=o["level"],
                      options=self.definition.part("online").options_text(o), host=self.host,
                      who=", ".join(taken) if taken else SERVER("nobody"), watching=len(self.watchers),
                      chosen=bool(o.get("chosen_seed")))

    def seed_line(self) -> str:
        """A line for every player when the host chose the seed (the host can know what is face
        down), else ""."""
        if not self.options.get("chosen_seed"):
            return ""
        return SERVER("seed-chosen", seed=str(self.options.get("seed")))

    def seat_name(self, seat: int) -> str:
        if self.game is not None:
            return self.game.name(seat)
        return SERVER("seat-number", seat=seat + 1)

    def clients(self) -> list[Client]:
        return list(self.players.values()) + list(self.watchers)

    def announce(self, text: str | Said, category: str = "system", earcon: str | None = None,
                 exclude: Client | None = None, prompt: bool = True) -> None:
        """Say ``text`` to everyone here but ``exclude`` (a :class:`~.words.Said`: each in their language)."""
        for c in self.clients():
            if c is not exclude:
                c.say(text, category, earcon)
                if prompt:
                    c.prompt()

    def persist_seats(self) -> None:
        self.hub.store.save_table(self.id, self.host, self.seats, self.status)

    # ------------------------------------------------------------ joining
    def owned_seat(self, client) -> int | None:
        """The human seat held by ``client`` (a :class:`Client`, or a name for an account): by its
        name, and for a guest's seat only with that guest's reconnect code, never by name alone."""
        name = getattr(client, "name", client)
        proof = getattr(client, "code_hash", None)
        return next((i for i, s in enumerate(self.seats) if s["kind"] == "human"
                     and (s["name"] or "").lower() == name.lower()
                     and (not s.get("guest") or s["guest"] == proof)), None)

    def join(self, client: Client) -> None:
        seat = self.owned_seat(client)
        if seat is None:
            if self.status != "waiting":
                client.reject(SERVER("table-started-without", table=self.id))
                return
            seat = next((i for i, s in enumerate(self.seats) if s["kind"] == "human" and not s["name"]), None)
            if seat is None:
                client.reject(SERVER("table-full", table=self.id))
                return
            self.seats[seat]["name"] = client.name
            if client.guest and client.code_hash:
                self.seats[seat]["guest"] = client.code_hash
            else:
                self.seats[seat].pop("guest", None)
            self.persist_seats()
        if seat in self.players and self.players[seat] is not client:
            self.players[seat].reject(said("joined-elsewhere"))
            self.hub.drop(self.players[seat])
        client.table, client.seat = self, seat
        self.players[seat] = client
        with speaking(client.language):
            self._seated(client, seat)

    def _seated(self, client: Client, seat: int) -> None:
        """What ``client``, just seated, and the others hear (said in ``client``'s language)."""
        if self.seed_line() and client.name != self.host:
            client.say(self.seed_line())
        if self.game is None:
            client.say(SERVER("table-seated", table=self.id, name=self.seat_name(seat), seat=seat + 1,
                              host=client.name == self.host))
            self.announce(said("player-sits", who=client.name, seat=seat + 1), exclude=client)
            return
        mine = client.view.seat_view(seat)
        seat_line = self.definition.part("online").seat_line(mine.game, seat)
        client.say(SERVER("table-you-are", table=self.id, seat=seat_line))
        self.announce(said("player-back", who=client.name, seat=self.game.name(seat)), exclude=client)
        self.catch_up(client)

    def catch_up(self, client: Client) -> None:
        """Read out what a returning player missed, then the pending decision."""
        start = len(self.events) if client.seat is None else self.seen.pop(client.seat, len(self.events))
        client.view.remember(self.events[:start])
        lines = client.view.missed(self.events[start:])  # what this seat may know: the events it may see
        if lines:
            shown = lines[-MAX_MISSED:]
            client.say(SERVER("missed-head", count=len(lines), shown=len(shown), all=len(shown) == len(lines)))
            for line in lines[:-MAX_MISSED]:  # not read out, but there for history N
                client.announcer.history.add(line)
            client.lines(shown)
        if client.view._locked_die(client.seat) is not None and not lines:
            # after a restart nothing was missed, but the player's die waits for the reveal: say it
            # (as "my die" would) so they know their part of the war is done
            client.say(SERVER("secret-locked", secret=self.definition.words.secret), "war")
            client.view._my_die()
        self.ask(client)

    def watch(self, client: Client) -> None:
        with speaking(client.language):
            self._watching(client)

    def _watching(self, client: Client) -> None:
        client.table, client.seat = self, None
        self.watchers.append(client)
        client.say(SERVER("watching-table", table=self.id))
        if self.seed_line():
            client.say(self.seed_line())
        if self.game is not None:
            client.view.remember(self.events[:])
            client.view.ask()
            d = self.game.pending
            if d is not None:
                client.say(SERVER("is-deciding", who=self.game.name(d.player)))

    def detach(self, client: Client, *, left: bool) -> None:
        if client in self.watchers:
            self.watchers.remove(client)
        elif client.seat is not None and self.players.get(client.seat) is client:
            del self.players[client.seat]
            seat = client.seat
            if self.game is None and left:
                self.seats[seat]["name"] = None
                self.seats[seat].pop("guest", None)
                if client.name == self.host:
                    others = [s["name"] for s in self.seats if s["kind"] == "human" and s["name"]]
                    if not others:
                        self.hub.close_table(self)
                        client.table, client.seat = None, None
                        return
                    self.host = others[0]
                    self.announce(said("new-host", who=self.host))
                self.persist_seats()
                self.announce(said("player-left-seat", who=client.name, seat=seat + 1))
            else:
                self.seen[seat] = len(self.events)
                if self.game is not None and self.game.pending is not None:
                    self.announce(said("player-left-kept", who=client.name, seat=self.game.name(seat)))
        client.table, client.seat = None, None

    # ------------------------------------------------------------ commands
    def command(self, client: Client, verb: str, rest: str, text: str) -> None:
        if verb == "leave":
            self.detach(client, left=True)
            client.say(SERVER("back-in-lobby"))
        elif verb == "start":
            self.start(client)
        elif verb == "kick":
            self.kick(client, rest)
        elif verb == "help" and not rest:
            if self.game is not None:
                client.view.handle(text)
            else:
                client.say(SERVER("game-not-started"))
            client.lines([SERVER(line) for line in TABLE_HELP], "help")
        elif self.game is None:
            client.reject(SERVER("game-not-started-try"))
        else:
            client.view.handle(text)

    def start(self, client: Client) -> None:
        if client.name != self.host:
            client.reject(SERVER("host-only-start", host=self.host))
            return
        if self.game is not None:
            client.reject(SERVER("game-already-started"))
            return
        o = self.options
        try:
            game = self.definition.part("online").new_game(o)
        except ValueError as exc:
            client.reject(SERVER("cannot-start", problem=str(exc)))
            return
        for s in self.seats:
            if s["kind"] == "human" and not s["name"]:
                s["kind"] = o["level"]
        self.hub.store.start_game(self.id, self.seats, game.config.to_json(), game.initial)
        self.game, self.status = game, "playing"
        self.key = (self.id, next(_GAMES))
        people, bots = len(self.players), sum(s['kind'] != 'human' for s in self.seats)
        self.announce(said("table-starts", table=self.id, people=people, bots=bots), "turn", prompt=False)
        self.step(list(game.start_events), start=0)

    def kick(self, client: Client, rest: str) -> None:
        if client.name != self.host:
            client.reject(SERVER("host-only-kick", host=self.host))
            return
        seat = self.find_seat(rest)
        if isinstance(seat, str):  # "both"
            client.reject(SERVER("kick-both", word=rest.strip(), count=len(self.seats)))
            return
        if seat is None or self.seats[seat]["kind"] != "human" or seat == client.seat:
            client.reject(SERVER("kick-whom"))
            return
        name = self.seats[seat]["name"]
        other = self.players.pop(seat, None)
        if other is not None:
            other.table, other.seat = None, None
            other.say(said("kicked", table=self.id))
            other.prompt()
        if self.game is None:
            self.seats[seat]["name"] = None
            self.seats[seat].pop("guest", None)
            self.persist_seats()
            self.announce(said("kicked-seat-open", who=name or said("nobody-cap"), seat=seat + 1))
            return
        self.seats[seat] = {"kind": self.options["level"], "name": None}
        if self.owner is not None:
            self.owner.set_kind(seat, self.options["level"])
        self.persist_seats()
        self.announce(said("kicked-seat-bot", seat=self.game.name(seat), level=self.options["level"]), prompt=False)
        self.step([], start=len(self.game.log))

    def find_seat(self, text: str) -> int | None | str:
        """The seat named by ``text``: a seat number, a player's name or a colour; the string
        "both" when the word is one seat's player name and another seat's colour."""
        text = text.strip().lower()
        if text.isdigit() and 1 <= int(text) <= len(self.seats):
            return int(text) - 1
        by_name = {i for i, s in enumerate(self.seats) if (s["name"] or "").lower() == text}
        by_colour = {i for i in range(len(self.seats)) if self.game is not None and self.game.name(i).lower() == text}
        found = by_name | by_colour
        if len(found) > 1:
            return "both"
        return next(iter(found), None)

    # ------------------------------------------------------------ the game
    def _apply(self, choice: Choice) -> list[Event]:
        assert self.owner is not None, "a choice applied before the game"
        return self.owner.apply(choice)

    def _bot_seed(self, seat: int) -> int:
        """The seed of ``seat``'s computer player: a secret one of its own; at a table whose host
        chose the seed (to deal the same game again; every player is told) it replays from it too."""
        seed = self.bot_seeds.get(seat)
        if seed is None:
            seed = self.bot_seeds[seat] = (self.options["seed"] + seat if self.options.get("chosen_seed")
                                           else new_seed())
        return seed

    def _bot(self, seat: int) -> Any:
        bot = self.bots.get(seat)
        if bot is None:
            bot = self.bots[seat] = self.definition.table.make_bot(self.seats[seat]["kind"], seat,
                                                                   self._bot_seed(seat), None)
        return bot

    def _bot_to_move(self) -> int | None:
        """The seat of the computer player whose decision is pending, or None (a person's, or the end)."""
        return self.owner.bot_to_move() if self.owner is not None else None

    def _bots(self) -> list[Event]:
        """Every computer player's decision until a person decides or the game ends, on this thread."""
        game, events = self.game, []
        assert game is not None, "computer players moved before the game"
        for _ in range(100_000):
            seat = self._bot_to_move()
            if seat is None:
                break
            where = f"at table {self.id}, seat {seat + 1}"
            events += self._apply(choose_logged(self._bot(seat), game.for_player(seat), where))
        return events

    def play(self, client: Client, choices) -> None:
        """Apply ``choices`` for ``client``'s seat: each one must answer a decision of that seat,
        asked of that connection (a watcher, a kicked or replaced connection plays nothing)."""
        game, seat = self.game, client.seat
        if seat is None or client.table is not self:
            client.reject(SERVER("watching"))
            return
        if (game is None or self.players.get(seat) is not client or game.pending is None
                or game.pending.player != seat):
            who = game.name(game.pending.player) if game is not None and game.pending is not None else SERVER("nobody")
            client.reject(SERVER("not-your-decision", who=who))
            return
        start = len(game.log)
        assert self.owner is not None, "a choice played before the game"
        events = self.owner.play(seat, choices, within_seat=True)  # whole, or IllegalChoice and nothing
        self.step(events, start=start)

    def step(self, events: list[Event], *, start: int, truncate: bool = False) -> None:
        """Commit every new choice, then narrate it; the computer players move.

        With a thinker (a server running its event loop) the choices since ``start`` are
        committed and narrated at once, and the computer players then think off the event loop
        (:meth:`think`), each of their choices committed before it is narrated. Without one (a
        table driven in process) they move here first, and all is committed and narrated together."""
        thinker = getattr(self.hub, "thinker", None)
        if thinker is None or not thinker.running():
            events = events + self._bots()
        self._commit(events, start, truncate)
        if thinker is not None and thinker.running():
            self.think()

    def _commit(self, events: list[Event], start: int, truncate: bool = False) -> None:
        game = self.game
        assert game is not None, "choices committed before the game"
        owner = self.owner
        assert owner is not None, "choices committed before the game"
        rows = [(seat, c.to_json(), i in owner.secret and i >= owner.reveal_point)
                for i, (seat, c) in enumerate(game.log[start:], start)]
        if game.pending is None:
            self.status = "over"
            thinker = getattr(self.hub, "thinker", None)
            if thinker is not None:  # however it ended (a person's move too): the worker drops its players
                thinker.forget(self.definition.id, self.key, self.id)
        self.hub.store.commit_choices(self.id, start, rows, truncate=truncate, reveal_point=owner.reveal_point,
                                      status=self.status)
        self.events += events
        self.broadcast(events)
        if self.status == "over":
            self.events.pack()

    def broadcast(self, events: list[Event]) -> None:
        for c in self.clients():
            c.view.hear(events)
            self.ask(c)

    def ask(self, client: Client) -> None:
        if self.game is not None and client.view.human_to_move is not None:
            client.view.ask()
        client.prompt()

    def undo(self, client: Client) -> None:
        game, seat = self.game, client.seat
        if seat is None:
            client.reject(SERVER("undo-spectator"))
            return
        if game is None:
            client.reject(SERVER("undo-not-started"))
            return
        assert self.owner is not None, "an undo after the start"
        try:
            self.owner.undo_choice(seat)
        except Refused as exc:
            client.reject(str(exc))
            return
        self.announce(said("took-back", who=game.name(seat)), exclude=client, prompt=False)
        client.say(SERVER("undone"))
        self.step([], start=len(game.log), truncate=True)

    # ------------------------------------------------------------ restore
    def restore(self, config: dict, initial: dict, choices: list[tuple[int, list, bool]],
                since: int | None = None) -> list[Event]:
        """Replay the game from the store's ``choices``; return the events of the choices from index ``since``
        on (none when ``since`` is None: what a table host taking the table over narrates again when the
        bus never got those lines)."""
        online = self.definition.part("online")
        game = online.rebuild(config, initial)
        self.game = game
        self.key = (self.id, next(_GAMES))
        first = len(choices) if since is None else since
        mark = None
        for i, (_seat, choice, _sealed) in enumerate(choices):
            if i == first:
                mark = len(self.events)
            self.events += self._apply(online.choice_from_json(choice))
        since_events = [] if mark is None else self.events[mark:]
        self.status = "playing" if game.pending is not None else "over"
        if self.status == "over":
            self.events.pack()
        self.seen = {}
        if self._bot_to_move() is not None:  # stopped while computer players were to move: they go on
            self.step([], start=len(game.log))
        return since_events

