"""Brief verbosity's one line for an opponent's turn, and ``last round``: a part of the game session."""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.audio.messages import Category, Message, Priority
from tek_access.core.text import in_parts
from tek_access.core.words import plural
from tek_access.rules.model import Event

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.audio.announcer import Announcer
    from tek_access.rules.game import Game
    from tek_access.ui.session import Seat


def summary_line(texts: list[str]) -> str:
    """One line for an opponent's turn at brief verbosity: "Orange's turn. Turn 3: <what Orange
    did>", cut under 200 characters with "... Say history."."""
    head = texts[0].rstrip(".") + ":" if len(texts) > 1 and "'s turn. Turn " in texts[0] else ""
    line = f"{head} {' '.join(texts[1:] if head else texts)}".strip()
    if len(line) > 190:
        line = line[:180].rsplit(" ", 1)[0] + " ... Say history."
    return line


class TurnSummaries:
    """Mixed into :class:`~tek_access.ui.session.GameSession` (which gives ``verbosity``,
    ``seats``, ``game``, ``announcer``, ``_turns`` and ``_summary``)."""

    # What GameSession gives (declared for the type checker only: no class attribute is made)
    game: Game
    seats: list[Seat]
    announcer: Announcer
    verbosity: str
    _turns: list[tuple[int | None, int | None, list[str]]]
    _summary: list[tuple[str, str, str | None]]

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
        if isinstance(player, int) and 0 <= player < len(self.seats) and self.seats[player].human:
            return False  # a human's own line is said as it comes
        active = self.game.state.active
        if event.kind == "turn_started":
            active = event.data.get("player", active)
        return 0 <= active < len(self.seats) and not self.seats[active].human and line.category != "error"

    def flush_summary(self) -> None:
        """Say the opponent's turn kept at brief as one line (the lines themselves go to history)."""
        if not self._summary:
            return
        kept, self._summary = self._summary, []
        for text, category, _ in kept:
            record = getattr(self.announcer, "record", None)
            if record is not None:
                record(text, Category(category))
        line = summary_line([t for t, _, _ in kept])
        earcon = next((e for _, _, e in kept if e), None)
        category = next((c for _, c, _ in kept if c == "war"), kept[-1][1])
        self.announcer.announce(Message(line, Category(category), Priority.NORMAL, False, earcon))

    def round_summary(self) -> list[str]:
        """"last round": one line per turn of the last round (each player once), oldest first."""
        turns = self._turns[-len(self.seats):]
        if not turns:
            return ["No round played yet."]
        lines = [f"Last round, {plural(len(turns), 'turn')}:"]
        for turn, player, said in turns:
            who = self.game.name(player) if isinstance(player, int) and player >= 0 else "Nobody"
            body = " ".join(said) if said else "no action yet."
            lines += in_parts(f"Turn {turn}, {who}", body)  # a long turn in parts, nothing cut
        return lines
