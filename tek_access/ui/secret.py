"""One's own locked secret, read back (``my die``): a part of the game session.

Only for its owner and only until the reveal. On your own screen (one human here, or a server
seat) it is printed as when it was set, never kept; at a shared keyboard (accessibility.md, secret
bids at one keyboard) it is never printed: after the others take off their headphones and the
owner presses Enter, it is said in speech only. What the secret is and how it is said come from
the game's definition (its ``table`` part and its words).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tek_access.core.messages import CORE

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Sequence

    from tek_access.audio.announcer import Announcer
    from tek_access.audio.messages import Priority
    from tek_access.core.seat import SeatView
    from tek_access.core.view import GameView
    from tek_access.owner import Seat
    from tek_access.ui.hearing import Listener


class SecretReading:
    """The ``my die`` query and the Enter that hears it, mixed into the console's
    :class:`~tek_access.ui.session.GameSession` and each connection's
    :class:`~tek_access.server.seat_session.SeatSession` (which give ``game``, ``seat_view``,
    ``definition``, ``words``, ``hot_seat``, ``awaiting``, ``reading``, ``say`` and ``refuse``).
    ``game`` is read for seat names only."""

    # What the front end gives (declared for the type checker only: no class attribute is made)
    announcer: Announcer
    listener: Listener
    hot_seat: bool
    awaiting: int | None
    reading: int | None
    last_decider: int | None
    _whispered: bool

    if TYPE_CHECKING:  # pragma: no cover
        @property
        def game(self) -> GameView: ...

        @property
        def viewer(self) -> int | None: ...

        @property
        def seats(self) -> list[Seat]: ...

        @property
        def verbosity(self) -> str: ...

        @property
        def definition(self) -> Any: ...

        @property
        def words(self) -> Any: ...

        @property
        def human_to_move(self) -> int | None: ...

        def seat_view(self, seat: int | None) -> SeatView: ...

        def say(self, text: str, category: str = "system", *, earcon: str | None = None, secret: bool = False,
                priority: Priority | None = None) -> None: ...

        def ask(self, *, full_menu: bool = False) -> None: ...

        def _hand_over_line(self, seat: int) -> str: ...

        def refuse(self, reason: str, suggestions: Sequence[str] = ()) -> None: ...

    def _die_asker(self) -> int | None:
        """Who asks at this keyboard: at a shared keyboard the seat holding it (while the next
        player has not pressed Enter to take it, still the one who decided last), else this
        table's own human seat."""
        if not self.hot_seat:
            return self.human_to_move if self.human_to_move is not None else self.viewer
        if self.awaiting is not None:
            last = self.last_decider
            return last if last is not None and 0 <= last < len(self.seats) and self.seats[last].human else None
        return self.human_to_move

    def _locked_die(self, seat: int | None):
        """``seat``'s secret answer on its own view while set and not yet revealed, else None."""
        return self.definition.table.own_secret(self.seat_view(seat).game, seat) if seat is not None else None

    def _die_lines(self, seat: int, secret) -> list[str]:
        """The owner's line for a locked secret, as said when it was set."""
        event = self.definition.table.secret_event(seat, secret)
        return self.listener.narrated([event], seat, [seat])

    def _my_die(self) -> None:
        """``my die``: your own locked secret again, only for its owner and only until the reveal.
        Your own screen (one human here, or a server seat): printed as when it was set, never kept.
        A shared keyboard (accessibility.md, secret bids at one keyboard): never printed; after
        the others take off their headphones and the owner presses Enter, said in speech only."""
        game = self.game
        asker = self._die_asker()
        bid = self._locked_die(asker)
        if bid is None:
            owners = self.definition.table.secret_holders(self.seat_view(asker).game, asker)
            whose = game.name(asker) if self.hot_seat and asker is not None else ""
            self.refuse(CORE("secret-none-locked", secret=self.words.secret, whose=whose,
                             shared="yes" if whose else "no",
                             owner=game.name(owners[0]) if owners else "", held="yes" if owners else "no"), ())
            return
        assert asker is not None  # _locked_die finds a secret only for a seat
        if not self.hot_seat:
            for line in self._die_lines(asker, bid):
                self.say(line, "war", secret=True)
            return
        name = game.name(asker)
        if not getattr(self.announcer, "speaking", False):
            self.refuse(CORE("secret-speech-off", who=name, secret=self.words.secret), ())
            return
        self.reading = asker
        self.say(CORE("secret-read-ask", who=name, secret=self.words.secret), "war")

    def _read_die(self, seat: int) -> None:
        """Say ``seat``'s locked secret in speech only (Enter after ``my die`` at a shared keyboard),
        then hand the keyboard back to whoever the game waits for."""
        bid = self._locked_die(seat)
        name = self.game.name(seat)
        whisper = getattr(self.announcer, "whisper", None)
        if bid is not None and whisper is not None and whisper(f"{name}: " + " ".join(self._die_lines(seat, bid))):
            self._whispered = True
            self.say(CORE("secret-said", who=name, secret=self.words.secret), "war")
        else:
            self.refuse(CORE("secret-not-read", who=name, secret=self.words.secret), ())
        if self.awaiting is not None:
            self.say(self._hand_over_line(self.awaiting), "war", earcon="your_turn")
        elif self.human_to_move is not None:
            self.ask()
