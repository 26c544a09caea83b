"""One connection's front end of an online table: what its seat (or a watcher) hears, asks and types.

A :class:`SeatSession` is the online counterpart of the console's session, not a kind of it: both
are front ends of the table's owner (:class:`tek_access.owner.TableOwner`), which holds the whole
game. It reads only its seat's view, hears through the one narration loop
(:class:`tek_access.ui.hearing.Listener`), answers queries from the game's query table as their
:class:`~tek_access.core.queries.Speaker`, and hands playing and undo to its table.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tek_access.core.kernel.engine import Event, IllegalChoice
from tek_access.grammar import parser
from tek_access.server.interfaces import WATCHING, ClientLike, TableLike
from tek_access.server.words import LANGUAGE_VERBS, SERVER, speaking
from tek_access.settings import value_id, value_label
from tek_access.ui.hearing import Listener, Speaking
from tek_access.ui.secret import SecretReading
from tek_access.ui.shared import VERBOSITY

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.seat import SeatView
    from tek_access.core.view import GameView
    from tek_access.owner import Seat, TableOwner

__all__ = ["WATCHING", "SeatSession"]


class SeatSession(Speaking, SecretReading):
    """The queries, prompts and narration of one connection's seat on a server table.

    ``viewer`` and ``human_to_move`` are this connection's seat (None for a watcher). A watcher's
    line is read as an onlooker's (seat None): its queries speak from no seat's point of view and
    anything that would play is refused (:data:`WATCHING`). Playing, undo and leaving go to the
    table, which owns the game and checks the seat of every choice. Settings (verbosity) stay with
    this connection: nothing is written to the server's own files."""

    hot_seat = False        # one connection, one screen: never a shared keyboard
    awaiting: int | None = None
    reading: int | None = None
    last_decider: int | None = None
    _whispered = False

    def __init__(self, client: ClientLike) -> None:
        self.client = client
        self.announcer = client.announcer
        self.listener = Listener(client.announcer, self._owner)

    # ------------------------------------------------------------ the table, through its owner
    @property
    def _table(self) -> TableLike:
        table = self.client.table
        assert table is not None, "a seat session is used only at a table"
        return table

    def _owner(self) -> TableOwner:
        owner = self._table.owner
        assert owner is not None, "the table speaks through its seat sessions once its game started"
        return owner

    @property
    def game(self) -> GameView:
        """An onlooker's view of the table's game (seat names, whose turn)."""
        return self._owner().view(None).game

    @property
    def seats(self) -> list[Seat]:
        return self._owner().seats

    @property
    def definition(self) -> Any:
        return self._owner().definition

    @property
    def words(self) -> Any:
        return self.definition.words

    def seat_view(self, seat: int | None) -> SeatView:
        return self._owner().view(seat)

    @property
    def viewer(self) -> int | None:
        """This connection's seat (None: a watcher)."""
        return self.client.seat

    def _owners(self) -> list[int]:
        """The seats whose private events this connection hears: its own."""
        return [] if self.client.seat is None else [self.client.seat]

    @property
    def human_to_move(self) -> int | None:
        owner = self._table.owner
        seat = self.client.seat
        return seat if owner is not None and seat is not None and owner.deciding == seat else None

    # ------------------------------------------------------------ what this connection hears
    @property
    def verbosity(self) -> str:
        return self.listener.verbosity

    def say(self, text: str, category: str = "system", **how: Any) -> None:
        self.listener.say(text, category, **how)

    def hear(self, events: list[Event]) -> None:
        """Say ``events`` from this connection's seat (a watcher: as an onlooker), in its language."""
        with speaking(self.client.language):
            self.listener.hear(events, self.client.seat, self._owners())

    def remember(self, events: list[Event]) -> None:
        """Rebuild the turns of ``last round`` from ``events`` without saying them (a connection
        that joins or comes back mid-game)."""
        with speaking(self.client.language):
            self.listener.remember(events, self.client.seat, self._owners())

    def review(self, events: list[Event]) -> None:
        """Fill this connection's review buffer with the lines of ``events`` it heard (its seat's lines, never
        a secret, never another seat's): a table host that took the table over rebuilds it from the store's
        replay, so ``repeat``, ``previous`` and ``history N`` go on reading the game."""
        history = self.client.announcer.history
        with speaking(self.client.language):
            for text, category in self.listener.heard_again(events, self.client.seat, self._owners()):
                history.add(text, category)

    def missed(self, events: list[Event]) -> list[str]:
        """The lines of ``events`` this connection would have heard (what a returning player missed)."""
        with speaking(self.client.language):
            return self.listener.missed(events, self.client.seat, self._owners())

    # ------------------------------------------------------------ the question
    def question_lines(self) -> list[str]:
        """This seat's pending question as it is asked."""
        seat = self.human_to_move
        if seat is None:
            return []
        return self.definition.prompts.menu(self.seat_view(seat).game, seat)

    def ask(self, *, full_menu: bool = False) -> None:
        """Ask this seat's pending decision. At brief verbosity the numbered choices are read only
        when asked for (``full_menu``)."""
        with speaking(self.client.language):
            self._ask(full_menu)

    def _ask(self, full_menu: bool) -> None:
        seat = self.human_to_move
        pending = self.seat_view(seat).game.pending if seat is not None else None
        if seat is None or pending is None:
            return
        self.flush_summary()  # what an opponent's turn kept at brief comes before the question
        lines = self.question_lines()
        if self.verbosity == "brief" and len(lines) > 2 and not full_menu:
            lines = [lines[0], lines[1].rstrip(":") + ". Say choices to hear them."]
        category = self.definition.prompts.category(pending.kind)
        self.say(lines[0], category)
        self.say_lines(lines[1:], category)

    def _hand_over_line(self, seat: int) -> str:  # never asked: no shared keyboard online
        return ""

    # ------------------------------------------------------------ commands
    def set_verbosity(self, word: str) -> None:
        """``verbosity brief|normal|full`` for this connection only, on every door, in the lobby, at
        a table before or during its game, in the middle of ``create``; bad input changes nothing."""
        with speaking(self.client.language):  # the level typed and said in this connection's language
            word = value_id(word) or word.strip().lower()
            if word not in VERBOSITY:
                self.client.reject(SERVER("verbosity-is", verbosity=value_label(self.verbosity)))
                return
            label = value_label(word)
        if word != "brief":
            self.flush_summary()  # what brief kept is said before the lines come one by one
        self.listener.verbosity = word
        self.client.say(SERVER("verbosity-set", verbosity=label))

    def handle(self, text: str) -> None:
        """Carry out one typed line at the table, read and answered in this connection's language.
        Never raises at the player; bad input changes nothing."""
        with speaking(self.client.language):
            self._handle(text)

    def _handle(self, text: str) -> None:
        seat = self.client.seat  # a watcher: an onlooker, never a seat
        command = parser.parse(text, self.seat_view(seat))
        try:
            if isinstance(command, parser.Play):
                if seat is None:
                    self.refuse(SERVER("watching"), ("status", "leave"))
                else:
                    self._table.play(self.client, command.choices)
            elif isinstance(command, parser.Query):
                self._query(command, seat)
            elif isinstance(command, parser.Meta):
                self._meta(command.name, list(command.args), seat)
            elif seat is None:
                self.refuse(SERVER("watching"), ("status", "leave"))
            else:
                self.refuse(command.reason, command.suggestions)
        except IllegalChoice as exc:
            self.refuse(str(exc), ("choices",) if seat is not None else ())
        except (OSError, ValueError) as exc:
            self.refuse(str(exc))

    def _query(self, command: parser.Query, seat: int | None) -> None:
        """A query from the game's table, said here (this session is its Speaker), on this seat's view."""
        handler = self.definition.queries.get(command.name)
        if handler is not None:
            handler(self, self.seat_view(seat).game, list(command.args), seat, command.name)
        if command.name == "status":
            line = self._table.seed_line()
            if line:
                self.say(line, "system")

    def _meta(self, name: str, args: list[str], seat: int | None) -> None:
        if name == "undo":
            self._table.undo(self.client)
        elif name == "quit":
            self.client.quit()
        elif name == "verbosity":  # this connection's only: never the server's settings file
            self.set_verbosity(" ".join(args))
        elif name == "settings" and args and args[0].lower() in LANGUAGE_VERBS:  # settings language fr
            self.client.set_language(" ".join(args[1:]))
        elif name == "settings":
            self.refuse(SERVER("settings-online", verbosity=value_label(self.verbosity)), ("verbosity brief",))
        else:
            self.refuse(SERVER("not-on-server", command=name.capitalize()), ("help",))
