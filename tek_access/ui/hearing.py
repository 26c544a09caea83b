"""What one listener hears of a table: the one narration loop of every front end (issue 33).

A listener is the console's keyboard (one person, or the people of a hot seat) or one connection
to an online table (a player's seat, or a watcher). Its :class:`Listener` says the lines of the
events it may hear, each narrated on its seat's view by the table's owner
(:meth:`tek_access.owner.TableOwner.heard`), keeps each turn's lines for ``last round`` and, at
brief verbosity, an opponent's turn for one summary line (:class:`~tek_access.ui.summary.TurnSummaries`).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from tek_access.audio.messages import Category, Message, Priority
from tek_access.categories import ALERTS, PLAY
from tek_access.core.kernel.engine import Event
from tek_access.core.messages import CORE
from tek_access.ui.summary import TURN_STARTED, TurnSummaries

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.view import GameView
    from tek_access.owner import Seat, TableOwner


class Listener(TurnSummaries):
    """One listener of a table: its ``announcer``, its ``verbosity``, the turns heard (``turns``, for
    ``last round``) and what brief verbosity keeps for a summary. ``owner``: a function giving the
    table's owner now (a connection moves from table to table)."""

    def __init__(self, announcer: Any, owner: Callable[[], TableOwner], verbosity: str = "normal") -> None:
        self.announcer = announcer
        self.verbosity = verbosity
        self._owner = owner
        self._turns: list[tuple[int | None, int | None, list[str]]] = []
        self._summary: list[tuple[str, str, str | None, bool]] = []

    # what TurnSummaries reads: the table's seats and an onlooker's view of its game
    @property
    def seats(self) -> list[Seat]:  # type: ignore[override]
        return self._owner().seats

    @property
    def game(self) -> GameView:  # type: ignore[override]
        return self._owner().view(None).game

    def say(self, text: str, category: str = "system", *, earcon: str | None = None, secret: bool = False,
            priority: Priority | None = None) -> None:
        """Announce one line (or several joined by newlines); a line of an alert category with a
        sound comes first."""
        if priority is None:
            priority = Priority.ALERT if category in ALERTS and earcon else Priority.NORMAL
        self.announcer.announce(Message(text, Category(category), priority, secret, earcon))

    def refuse(self, reason: str, suggestions: Sequence[str] = ()) -> None:
        """Say why a line is refused, with what to try (every line under 200 characters; the reason first)."""
        text = reason
        if suggestions:  # what to try, in the player's words ("help" -> "aide"; words already theirs stay)
            from tek_access.grammar.language import said_as
            from tek_access.grammar.parser import language_words

            try:
                definition = self._owner().definition
            except (AssertionError, AttributeError):  # no table's game yet: the default game's words
                definition = None
            table = language_words(None, definition)
            suggestions = [said_as(s, table) for s in suggestions] if table is not None else suggestions
        more = " " + CORE("refusal-try", suggestions=", ".join(suggestions)) if suggestions else ""
        if len(text) + len(more) < 200:
            text += more
        self.say(text, "error", earcon="error")

    def _note(self, event: Event) -> None:
        """A new turn starts the lines kept for it (the last round's turns only are kept)."""
        if event.kind == TURN_STARTED:
            self._turns.append((event.data.get("turn"), event.data.get("player"), []))
            del self._turns[:-len(self.seats)]

    def _keep_line(self, line: Any) -> None:
        if self._turns and not line.secret and line.category in PLAY:
            self._turns[-1][2].append(line.text)

    def hear(self, events: Sequence[Event], seat: int | None, owners: Sequence[int], *, hot_seat: bool = False,
             after: Callable[[Event], None] | None = None) -> None:
        """Say ``events`` as this listener hears them: public ones from ``seat``'s view (None: an
        onlooker's), the private ones of ``owners`` each from its owner's view (at a shared keyboard,
        ``hot_seat``, a secret line is said as "Locked."). ``after``: called with each event heard,
        once its lines are said."""
        for event, lines in self._owner().heard(events, seat, owners, self.verbosity):
            self._note(event)
            self._turn_edge(event)
            for line in lines:
                self._keep_line(line)
                if self._kept(event, line):
                    continue
                text = CORE("hearing-locked") if line.secret and hot_seat else line.text  # off a shared screen
                self.say(text, line.category, earcon=line.earcon, secret=line.secret)
            if after is not None:
                after(event)

    def remember(self, events: Sequence[Event], seat: int | None, owners: Sequence[int]) -> None:
        """Rebuild the turns of ``last round`` from ``events`` without saying them (a connection that
        joins or comes back mid-game)."""
        self._turns = []
        for event, lines in self._owner().heard(events, seat, owners, self.verbosity, merge=False):
            self._note(event)
            for line in lines:
                self._keep_line(line)

    def heard_again(self, events: Sequence[Event], seat: int | None,
                    owners: Sequence[int]) -> list[tuple[str, str]]:
        """(text, category) of each line of ``events`` this listener heard, as :meth:`hear` said it, not said
        now and never a secret (the review buffer keeps none): a review buffer rebuilt where the connection
        moved to another process. Only what ``seat`` and ``owners`` may know (the owner's ``heard``)."""
        heard = self._owner().heard(events, seat, owners, self.verbosity)
        return [(line.text, str(line.category)) for _, lines in heard for line in lines if not line.secret]

    def missed(self, events: Sequence[Event], seat: int | None, owners: Sequence[int]) -> list[str]:
        """The lines of ``events`` this listener would have heard, one per narrated line, not said
        (what a returning player missed), keeping their turns for ``last round``."""
        return self.narrated(events, seat, owners, note=True)

    def narrated(self, events: Sequence[Event], seat: int | None, owners: Sequence[int],
                 note: bool = False) -> list[str]:
        """The text of each line of ``events`` this listener hears, one by one, not said (``note``:
        the turns they start are kept for ``last round``)."""
        texts: list[str] = []
        for event, lines in self._owner().heard(events, seat, owners, self.verbosity, merge=False):
            if note:
                self._note(event)
            texts += [line.text for line in lines]
        return texts


class Speaking:
    """What the console's session and an online seat say the same way, through their ``listener`` and their
    ``announcer`` (the :class:`~tek_access.core.queries.Speaker` a query handler is handed, but ``say``,
    ``verbosity``, ``ask`` and the question, which each front end says its own way). A mixin: the class
    gives ``listener`` (a :class:`Listener`), ``announcer`` and ``_my_die``."""

    listener: Listener
    announcer: Any

    if TYPE_CHECKING:  # each front end's own (SecretReading gives _my_die)
        def say(self, text: str, category: str = "system") -> None: ...

        def _my_die(self) -> None: ...

    def say_lines(self, lines: list[str], category: str = "system") -> None:
        for line in lines:
            self.say(line, category)

    def refuse(self, reason: str, suggestions: Sequence[str] = ()) -> None:
        """Say why a line is refused, with what to try."""
        self.listener.refuse(reason, suggestions)

    def reread(self, lines: list[str]) -> None:
        """Say ``lines`` again as a review (printed, not added to the history again)."""
        for line in lines:
            self.announcer.review(line, printed=True)

    def recall(self, name: str, arg: str | None, category: str | None) -> list[str]:
        """``previous``, ``next``, ``history`` or ``repeat`` over what this listener heard."""
        return self.announcer.review_lines(name, arg, category)

    def key_help_lines(self) -> list[str]:
        """The console's speech keys, for ``help keys``."""
        return self.announcer.key_help_lines()

    def own_secret(self) -> None:
        """``my die``, ``my card``: one's own locked secret read back, to its owner alone."""
        self._my_die()

    def flush_summary(self) -> None:
        """Say what brief verbosity kept of an opponent's turn."""
        self.listener.flush_summary()

    def round_summary(self) -> list[str]:
        """``last round``: one line per turn of the last round."""
        return self.listener.round_summary()
