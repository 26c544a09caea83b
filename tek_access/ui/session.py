"""The console's front end of a table: the people at this keyboard, what they hear, and typed commands.

The session is where the grammar, the table's owner and the announcer meet at one keyboard. The
whole game is held by the table's owner (:class:`tek_access.owner.TableOwner`): the session reads
seat views and hands the owner the choices typed and the undo asked for. It knows nothing of
terminals: :mod:`tek_access.ui.console` feeds it lines and it announces what a player hears
(:class:`tek_access.ui.hearing.Listener`, the one narration loop). Human seats and computer seats go
through the same door (``choices()`` / the owner's ``apply``); a computer player sees only its
seat's view.
"""
from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from tek_access.audio.messages import Priority
from tek_access.core.kernel.engine import Event, IllegalChoice
from tek_access.core.messages import CORE
from tek_access.core.seat import SeatView
from tek_access.lazy import lazy_module
from tek_access.owner import LoadedSave, Refused, Seat, TableOwner
from tek_access.storage import spoken_path
from tek_access.ui.hearing import Listener, Speaking
from tek_access.ui.secret import SecretReading
from tek_access.ui.shared import SEAT_KINDS, VERBOSITY, is_no, is_yes  # noqa: F401

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.whole import WholeGame
    from tek_access.grammar import parser
else:  # the command parser is loaded at the first typed line, not before the first question
    parser = lazy_module("tek_access.grammar.parser")


class GameSession(Speaking, SecretReading):
    """Runs one game for the people at this keyboard: a front end of the table's owner.

    At a shared keyboard (hot seat) an answer given in secret is never printed in clear: the owner
    hears "Locked."; the next player is handed the keyboard and the question waits until they press
    Enter (``awaiting``); undo takes back only the decisions of the player who asks; a save asked
    for while a secret is locked waits for the reveal (``pending_save``); ``my die`` reads one's own
    locked secret back in speech only, after the others take off their headphones (``reading``).

    ``game``: the whole game, handed to the table's owner. ``seats``: one kind per seat ("human",
    "normal", "random", "strong"). ``announcer``: where every line goes (see
    :class:`tek_access.audio.announcer.Announcer`). ``events``: an open text file that receives every
    event the table may see, one JSON object per line.
    """

    #: the seat asked to press Enter before its secret answer is asked (hot seat), or None
    awaiting: int | None = None
    #: where to save once the locked secrets are revealed, or None
    pending_save: str | None = None
    #: True after "quit" while the game is unfinished: "yes" leaves (saving first), anything else stays
    confirm_quit: bool = False
    #: a yes/no question asked by a session command (load over an unsaved game): called with the
    #: next line; True when that line was its answer, else the line is carried out as typed
    confirm: "Callable[[str], bool] | None" = None
    #: the seat whose locked secret is said in speech when Enter is pressed (hot seat, "my die"), or None
    reading: int | None = None
    #: the seat that made the last decision typed here (it holds a shared keyboard until the next
    #: player presses Enter), or None
    last_decider: int | None = None
    #: True once a locked secret was said since the last hand-over: speech is stopped when the
    #: next player takes the keyboard
    _whispered: bool = False
    #: (seat, words, turn) typed past a reveal, waiting to answer that seat's next question in
    #: that turn, or None
    _waiting: tuple[int, tuple[str, ...], int] | None = None

    def __init__(self, game: WholeGame, seats: list[str], announcer, *, verbosity: str = "normal",
                 events: TextIO | None = None, seed: int = 0, bot_time: float | None = None) -> None:
        if len(seats) != game.config.players:
            raise ValueError(f"Give {game.config.players} seats, one per player; {len(seats)} given.")
        #: the table's owner: the whole game, who sits where, the choices and undo
        self.owner = TableOwner(game, seats, seed=seed, bot_time=bot_time)
        #: what this keyboard hears (the one narration loop, the turns of ``last round``, brief's summaries)
        self.listener = Listener(announcer, lambda: self.owner, verbosity)
        self.announcer = announcer
        self.events = events
        self.finished = False
        #: lines said once the game is over (the random seed: said earlier it would predict what
        #: is hidden and the computer players' secret answers)
        self.closing_lines: list[str] = []
        self.quit = False
        self.dirty = False
        humans = self.owner.humans()
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.hot_seat = len(humans) > 1
        self._handed_over: int | None = None

    # ------------------------------------------------------------ the table, as its owner holds it
    @property
    def game(self) -> WholeGame:
        """The whole game, as the table's owner holds it (the console's crash save and tests)."""
        return self.owner.game

    @game.setter
    def game(self, game: WholeGame) -> None:
        self.owner.game = game

    @property
    def seats(self) -> list[Seat]:
        """The table's seats (:class:`tek_access.owner.Seat`)."""
        return self.owner.seats

    @property
    def definition(self):
        """The definition of the game played here (:mod:`tek_access.core.registry`)."""
        return self.owner.definition

    @property
    def words(self):
        """The game's words for what the session says about a secret answer."""
        return self.definition.words

    def seat_view(self, seat: int | None) -> SeatView:
        """What ``seat`` (None: an onlooker, a shared screen) may know now: the one object the
        parser, queries, prompts and narration receive (:meth:`tek_access.owner.TableOwner.view`)."""
        return self.owner.view(seat)

    def public_turn(self) -> int:
        """The turn the game is in (said when asking to load over it)."""
        return self.game.state.turn

    # ------------------------------------------------------------ output (what a query may do: core.queries.Speaker)
    @property
    def verbosity(self) -> str:
        return self.listener.verbosity

    @verbosity.setter
    def verbosity(self, value: str) -> None:
        self.listener.verbosity = value

    @property
    def _turns(self) -> list[tuple[int | None, int | None, list[str]]]:
        return self.listener._turns

    @_turns.setter
    def _turns(self, value: list[tuple[int | None, int | None, list[str]]]) -> None:
        self.listener._turns = value

    def say(self, text: str, category: str = "system", *, earcon: str | None = None, secret: bool = False,
            priority: Priority | None = None) -> None:
        """Announce one line (or several joined by newlines)."""
        self.listener.say(text, category, earcon=earcon, secret=secret, priority=priority)

    def _record(self, event: Event) -> None:
        if self.events is not None and event.visible_to(self.viewer):
            import json  # only when events are written to a file

            self.events.write(json.dumps(event.to_json(), separators=(",", ":")) + "\n")
            self.events.flush()

    def narrate_events(self, events: list[Event]) -> None:
        """Announce every event in the viewer's perspective; a private event (one's own secret)
        is told only to its human owner, as a secret ("Locked." at a shared keyboard). Events one
        line can say (two pieces lost in one place) are said as one (the game's ``merged``)."""
        for event in events:
            self._record(event)
        self.listener.hear(events, self.viewer, self.owner.humans(), hot_seat=self.hot_seat, after=self._heard)

    def _heard(self, event: Event) -> None:
        """After an event's lines: a reveal clears the secrets said at a shared keyboard and lets a
        save asked for meanwhile be written; the game's end says the closing lines."""
        revealed = event.kind == self.definition.table.REVEAL_EVENT
        if revealed and self.hot_seat:
            self.announcer.forget_secrets()
        if revealed and self.pending_save:
            path, self.pending_save = self.pending_save, None
            self.save(path)
        if event.kind == "game_over":
            self.finished = True
            self.say_lines(self.closing_lines)

    # ------------------------------------------------------------ flow
    def start(self) -> None:
        """Narrate the deal and play computer seats up to the first human decision."""
        self.narrate_events(self.game.start_events)
        self.advance()

    def advance(self) -> None:
        """Let computer seats play until a human must decide or the game ends, then ask."""
        game = self.game
        # a computer seat's decisions in a row are narrated together, so one line says what one line can
        # (resources taken one at a time: one line with the sum, not a line per resource)
        held: list[Event] = []
        held_by: int | None = None
        while game.pending is not None:
            seat = game.pending.player
            if held and seat != held_by:
                self.narrate_events(held)
                held = []
            if seat < 0 or not self.seats[seat].human:
                bot = self.seats[seat].bot
                if bot is None:  # a computer seat is always made with its bot (Seat)
                    raise RuntimeError(f"seat {seat} has no computer player")
                choice = bot.choose(self.owner.bot_view(seat))
                held += self.owner.apply(choice)
                held_by = seat
                continue
            if self._answer_single(seat):
                continue
            break
        if held:
            self.narrate_events(held)
        self.flush_summary()
        if game.pending is None:
            self.finished = True
            self._waiting = None
            return
        if self._waiting is not None and self._answer_waiting():
            return
        self.ask()

    def _answer_waiting(self) -> bool:
        """Words typed past a reveal (:attr:`Play.waiting`) answer the typing seat's
        next question in the same turn, once it is asked; True when they did (the game went on)."""
        if self._waiting is None:
            return False
        seat, words, turn = self._waiting
        if self.human_to_move != seat or self.secret_pending:
            return False
        self._waiting = None
        said = " ".join(words)
        if self.game.state.turn != turn:
            self.say(CORE("session-not-used-moved", said=said), "system")
            return False
        command = parser.parse(said, self.seat_view(seat))
        if isinstance(command, parser.Play):
            self.say(CORE("session-now-as-said", said=said), "system")
            try:
                self._play(command, seat)
                return True
            except IllegalChoice:
                pass
        self.say(CORE("session-not-used-not-answer", said=said), "system")
        return False

    def _answer_single(self, seat: int) -> bool:
        """A human question with one answer (not a secret answer at a shared keyboard) is
        answered for the player and said in one line; True when it was."""
        game = self.game
        options = game.choices()
        pending = game.pending
        if len(options) != 1 or self.secret_pending or pending is None:
            return False
        prompts = self.definition.prompts
        label = prompts.choice_label(self.seat_view(seat).game, options[0], seat)
        line = CORE("session-only-choice", label=label)
        if self.hot_seat:
            line = CORE("seat-prefix", who=game.name(seat), line=line)
        self.say(line, prompts.category(pending.kind))
        self.narrate_events(self.owner.apply(options[0]))
        return True

    @property
    def human_to_move(self) -> int | None:
        """The human seat whose decision is pending, or None."""
        d = self.game.pending
        if d is None or d.player < 0 or not self.seats[d.player].human:
            return None
        return d.player

    @property
    def secret_pending(self) -> bool:
        """True when the pending decision is a human's secret answer at a shared keyboard."""
        d = self.game.pending
        return self.hot_seat and d is not None and self.definition.table.is_secret(d.kind) \
            and self.human_to_move is not None

    def ask(self, *, full_menu: bool = False) -> None:
        """Announce the pending human decision: the hand-over first when it is a secret. At brief
        verbosity the numbered choices are read only when asked for (``full_menu``)."""
        seat = self.human_to_move
        if seat is None:
            return
        d = self.game.pending
        if d is None:
            return
        self.flush_summary()  # what an opponent's turn kept at brief comes before the question
        if self.secret_pending and self._handed_over != seat:
            self._handed_over = seat
            self.awaiting = seat
            self.say(self._hand_over_line(seat), "war", earcon="your_turn")
            return
        prompts = self.definition.prompts
        lines = prompts.menu(self.seat_view(seat).game, seat)
        if self.hot_seat:
            lines[0] = f"{self.game.name(seat)}: {lines[0]}"
        if self.verbosity == "brief" and len(lines) > 2 and not full_menu:
            lines = [lines[0], lines[1].rstrip(":") + ". Say choices to hear them."]
        category = prompts.category(d.kind)
        self.say(lines[0], category)
        self.say_lines(lines[1:], category)

    def _hand_over_line(self, seat: int) -> str:
        return CORE("session-hand-over", who=self.game.name(seat), secret=self.words.secret)

    # ------------------------------------------------------------ commands
    def handle(self, text: str) -> None:
        """Carry out one typed line. Never raises at the player; bad input changes nothing."""
        if self.confirm is not None:
            answer, self.confirm = self.confirm, None
            if answer(text):
                return
        if self.confirm_quit:
            self.confirm_quit = False
            if is_yes(text) or text.strip().lower() in ("quit", "exit"):
                self.leave()
                return
            if is_no(text):
                self.say(CORE("session-not-quitting"), "system")
                return
        if self.reading is not None:
            reader, self.reading = self.reading, None
            if not text.strip():
                self._read_die(reader)
                return
            # and the line is carried out
            self.say(CORE("session-secret-not-read", who=self.game.name(reader), secret=self.words.secret), "war")
        if self.awaiting is not None:
            if self.awaiting != self.human_to_move or not self.secret_pending:
                self.awaiting = None
            elif text.strip():
                if not isinstance(parser.parse(text, self.seat_view(self.awaiting)), (parser.Query, parser.Meta)):
                    self.say(CORE("session-enter-first", who=self.game.name(self.awaiting)), "error",
                             earcon="error")
                    return
            else:
                self.awaiting = None
                if self._whispered:  # nothing said to the last player may still be playing
                    self._whispered = False
                    self.announcer.forget_secrets()
                self.ask()
                return
        if not self.secret_pending:  # a secret answer typed at a shared keyboard is never written
            record_input = getattr(self.announcer, "record_input", None)
            if record_input is not None:
                record_input(text)
        seat = self.human_to_move
        if seat is None:
            seat = self.viewer if self.viewer is not None else next(
                (i for i, s in enumerate(self.seats) if s.human), None)
        command = parser.parse(text, self.seat_view(seat))
        try:
            if isinstance(command, parser.Play):
                if seat is None:  # the parser plays only for the seat deciding, never for no seat
                    raise IllegalChoice(CORE("session-not-your-decision"))
                self._play(command, seat)
            elif isinstance(command, parser.Query):
                self._query(command, seat)
            elif isinstance(command, parser.Meta):
                self._meta(command, seat)
            else:
                self.refuse(command.reason, command.suggestions)
        except IllegalChoice as exc:
            self.refuse(str(exc), ("choices",))
        except (OSError, ValueError) as exc:
            self.refuse(str(exc))

    def _play(self, command: parser.Play, seat: int) -> None:
        self.last_decider = seat
        events = self.owner.play(seat, command.choices)  # the command whole, or IllegalChoice and nothing
        self.dirty = True
        self._waiting = (seat, command.waiting, self.game.state.turn) if command.waiting else None
        self.narrate_events(events)
        if command.waiting:
            self.say(CORE("session-kept-for-next", words=" ".join(command.waiting)), "system")
        if not self.secret_pending:
            self._handed_over = None  # the next secret answer asks for the keyboard again
        self.advance()

    def _query(self, command: parser.Query, seat: int | None) -> None:
        """Answer a query (never changes the game) from the game's query table (its definition),
        on what the asker may know."""
        view = seat if seat is not None else self.viewer
        handler = self.definition.queries.get(command.name)
        if handler is not None:  # the query says its answer here: this session is its Speaker
            handler(self, self.seat_view(view).game, list(command.args), view, command.name)

    def _meta(self, command: parser.Meta, seat: int | None) -> None:
        """Carry out a session command from the table in :mod:`tek_access.ui.meta`."""
        from tek_access.ui.meta import run

        run(self, command.name, list(command.args), seat)

    # ------------------------------------------------------------ what the session commands ask (ui.meta)
    def autosave(self) -> bool:
        """True when quitting an unfinished game saves it first (the "autosave" setting, on by default)."""
        return bool(getattr(getattr(self.announcer, "settings", None), "autosave", True))

    def leave(self) -> None:
        """Quit, saving an unfinished changed game first when autosave is on (not while a secret is locked)."""
        note = ""
        if self.dirty and not self.finished:
            if self.autosave() and not self.secret_locked():
                self.save(self.definition.default_save, ask=False)
            if self.dirty:
                note = " " + CORE("session-not-saved-since")
        self.quit = True
        self.say(CORE("session-goodbye") + note, "system")

    def secret_locked(self) -> bool:
        """True when a player's secret answer is set and not yet revealed: a save would hold it."""
        return self.owner.secret_locked()

    def save(self, target: str, ask: bool = True) -> None:
        """Save to ``target`` (:func:`tek_access.ui.meta.save_to`: over another game's save it asks first)."""
        from tek_access.ui.meta import save_to

        save_to(self, target, ask)

    def write_save(self, path: Path) -> None:
        """Write the game to ``path`` now (the owner's save), and say where or why not."""
        try:
            self.owner.save(path)
        except OSError as exc:  # the file system's reason
            self.refuse(CORE("session-not-saved-because", problem=spoken_path(str(exc))))
            return
        self.dirty = False
        self.say(CORE("session-saved-to", path=spoken_path(os.path.abspath(path))), "system")

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s last typed command (the owner's undo rules), then play on."""
        try:
            self.owner.undo_command(seat, shared=self.hot_seat)
        except Refused as exc:
            self.refuse(str(exc))
            return
        self.dirty = True
        self._waiting = None
        self.say(CORE("session-undone"), "system")
        self.advance()

    def read_save(self, path: str | Path) -> LoadedSave:
        """The save at ``path``, read whole by the owner (SaveError names the file and the problem)."""
        return self.owner.read_save(path)

    def load(self, save: LoadedSave, path: str | Path) -> None:
        """Play the game of ``save``, read from ``path``, at this table from now on."""
        self.owner.load(save)
        self._waiting = None
        self.dirty = False
        self.say(CORE("session-loaded", path=spoken_path(path), turn=save.turn), "system")
        self.advance()

    def question_lines(self) -> list[str]:
        """The pending human question as it was asked (hot seat: with whose it is)."""
        seat = self.human_to_move
        if seat is None:
            return []
        if self.secret_pending and self.awaiting == seat:
            return [CORE("session-press-enter", who=self.game.name(seat))]
        lines = self.definition.prompts.menu(self.seat_view(seat).game, seat)
        if self.hot_seat:
            lines[0] = CORE("seat-prefix", who=self.game.name(seat), line=lines[0])
        return lines

    # ------------------------------------------------------------ status hotkeys
    def status_line(self, kind: str) -> str:
        """One line for a status hotkey: "resources", "score" or "turn"."""
        view = self.human_to_move if self.human_to_move is not None else self.viewer
        game = self.seat_view(view).game
        if kind in ("resources", "score"):  # the game's own short lines
            lines = self.definition.table.status_lines(game, kind, view)
            if lines:
                return "\n".join(lines)
        if kind == "question":
            return "\n".join(self.question_lines())
        d = game.pending
        if d is None:
            return CORE("status-game-over")
        # "You are" to the one human at this table, else "Blue is"
        return CORE("status-turn", turn=game.state.turn, active=game.name(game.state.active),
                    active_you="yes" if game.state.active == self.viewer else "no", decider=game.name(d.player),
                    decider_you="yes" if d.player == self.viewer else "no")
