"""Brief verbosity's one or two lines for an opponent's turn, and ``last round``: a part of the game session.

One mechanism for the console and the server: :class:`TurnSummaries` is part of every
:class:`~tek_access.ui.hearing.Listener` (the console's keyboard, each connection to an online
table). The summary is made of the game's own narrated
lines at brief (each game's narration says its turns in its own words), joined after the line of
the ``turn_started`` event; nothing here knows a word of one game.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.audio.messages import Category, Message, Priority
from tek_access.core.kernel.engine import Event
from tek_access.core.messages import CORE
from tek_access.core.text import in_parts

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.audio.announcer import Announcer
    from tek_access.core.view import GameView
    from tek_access.owner import Seat


#: the event that starts a turn (its line heads the summary) and those that end what a turn kept
#: for its summary (every game's rules name them so)
TURN_STARTED = "turn_started"
TURN_EDGES = (TURN_STARTED, "game_over")


#: characters of one summary line (a braille display's few rows, a screen reader's one breath)
SUMMARY_WIDTH = 190


def summary_lines(texts: list[str], head: bool = False) -> list[str]:
    """An opponent's turn at brief verbosity in one or two lines, from the game's narrated lines
    ``texts``: with ``head`` the first is the turn's own line ("Orange's turn. Turn 3.") and ends in
    a colon before the rest ("Orange's turn. Turn 3: <what Orange did>"). Each line is at most
    :data:`SUMMARY_WIDTH` characters, broken between two narrated lines where one fits; past two
    lines the rest is cut with "... Say history." (``history`` reads every line)."""
    head = head and len(texts) > 1
    parts = [texts[0].rstrip(".") + ": " + texts[1]] + texts[2:] if head else list(texts)
    lines: list[str] = []
    current = ""
    for part in parts:
        joined = f"{current} {part}".strip()
        if len(joined) <= SUMMARY_WIDTH or not current:
            current = joined
            continue
        lines.append(current)
        current = part
    lines.append(current)
    if len(lines) > 2 or any(len(line) > SUMMARY_WIDTH for line in lines):
        first = lines[0]
        if len(first) > SUMMARY_WIDTH:  # one narrated line longer than a summary line: broken at a space
            cut = first[:SUMMARY_WIDTH].rsplit(" ", 1)[0]
            lines = [cut, first[len(cut):].strip(), *lines[1:]]
        rest = " ".join(lines[1:])
        if len(rest) > SUMMARY_WIDTH:
            rest = rest[:SUMMARY_WIDTH - 20].rsplit(" ", 1)[0] + " ... Say history."
        lines = [lines[0], rest]
    return lines


class TurnSummaries:
    """Mixed into :class:`~tek_access.ui.hearing.Listener` (which gives ``verbosity``,
    ``seats``, ``game``, ``announcer``, ``_turns`` and ``_summary``)."""

    # What Listener gives (declared for the type checker only: no class attribute is made)
    game: GameView
    seats: list[Seat]
    announcer: Announcer
    verbosity: str
    _turns: list[tuple[int | None, int | None, list[str]]]
    _summary: list[tuple[str, str, str | None, bool]]

    def _turn_edge(self, event: Event) -> None:
        """A new turn or the end of the game: what the last turn kept is said now."""
        if event.kind in TURN_EDGES:
            self.flush_summary()

    def _kept(self, event: Event, line) -> bool:
        """True when ``line`` of ``event`` is kept for the turn's summary (not said now)."""
        if not self._summarising(event, line):
            return False
        self._summary.append((line.text, line.category, line.earcon, event.kind == TURN_STARTED))
        return True

    def _summarising(self, event: Event, line) -> bool:
        """At brief verbosity an opponent's turn is kept for one summary line (issue 12); a line said
        as it comes says what was kept before it first, so the order never changes."""
        keep = self._keeps(event, line)
        if not keep:
            self.flush_summary()
        return keep

    def _keeps(self, event: Event, line) -> bool:
        if self.verbosity != "brief" or line.secret or event.private_to is not None or not self._turns:
            return False  # not during the setup, before the first turn
        if not any(seat.human for seat in self.seats):
            return False  # a game of computers only is watched line by line
        player = event.data.get("player") if isinstance(event.data, dict) else None
        if isinstance(player, int) and 0 <= player < len(self.seats):
            # a person's own line is said as it comes; a computer player's is kept, in anyone's turn
            # (what the others do when they follow a person's action is joined too)
            return not self.seats[player].human and line.category != "error"
        active = self._turns[-1][1]  # whose turn the event is in (the game may be further on: a server
        if not isinstance(active, int):  # narrates a batch of choices once they are all made)
            active = self.game.state.active
        return 0 <= active < len(self.seats) and not self.seats[active].human and line.category != "error"

    def flush_summary(self) -> None:
        """Say the opponent's turn kept at brief in one or two lines (the lines themselves go to history)."""
        if not self._summary:
            return
        kept, self._summary = self._summary, []
        for text, category, _, _ in kept:
            record = getattr(self.announcer, "record", None)
            if record is not None:
                record(text, Category(category))
        earcon = next((e for _, _, e, _ in kept if e), None)
        category = next((c for _, c, _, _ in kept if c == "war"), kept[-1][1])
        for line in summary_lines([t for t, _, _, _ in kept], head=kept[0][3]):
            self.announcer.announce(Message(line, Category(category), Priority.NORMAL, False, earcon))
            earcon = None  # one sound for the turn

    def round_summary(self) -> list[str]:
        """"last round": one line per turn of the last round (each player once), oldest first."""
        turns = self._turns[-len(self.seats):]
        if not turns:
            return [CORE("round-none")]
        lines = [CORE("round-last", count=len(turns))]
        for turn, player, said in turns:
            who = self.game.name(player) if isinstance(player, int) and player >= 0 else CORE("round-nobody")
            body = " ".join(said) if said else CORE("round-no-action")
            lines += in_parts(CORE("round-turn", turn=turn, who=who), body)  # a long turn in parts, nothing cut
        return lines
