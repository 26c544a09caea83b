"""A game session: the game, who sits where, the narration of every event, and typed commands.

The session is the one place where the grammar, the engine, the bots and the announcer meet.
It knows nothing of terminals: :mod:`tek_access.ui.console` feeds it lines and it announces
what a player hears. Human seats and computer seats go through the same door
(``game.choices()`` / ``game.apply()``); a computer player sees only ``game.for_player(seat)``.
"""
from __future__ import annotations

import json
from typing import Callable, TextIO

from tek_access.audio.messages import Category, Message, Priority
from tek_access.core.seat import SeatView
from tek_access.grammar import parser
from tek_access.narration import describe, prompts
from tek_access.narration.events import narrate
from tek_access.narration.words import in_parts
from tek_access.rules.decisions import HANDLERS
from tek_access.rules.game import Game
from tek_access.storage import save_game, spoken_path, typed_path
from tek_access.rules.model import NEUTRAL, Event, IllegalChoice

SEAT_KINDS = ("human", "normal", "random", "strong")
DEFAULT_SAVE = "tek-save.json"
VERBOSITY = ("brief", "normal", "full")
_ALERT_CATEGORIES = {"war", "scoring"}


class Seat:
    """One seat: ``kind`` "human", "normal", "random" or "strong", and its bot when a computer
    plays it (``bot_time``: the strong player's budget per decision in milliseconds, None: its default)."""

    def __init__(self, kind: str, seat: int, seed: int, bot_time: float | None = None) -> None:
        if kind not in SEAT_KINDS:
            raise ValueError(f"Unknown seat kind {kind!r}. Seat kinds: {', '.join(SEAT_KINDS)}.")
        self.kind = kind
        self.bot = None
        if kind != "human":
            from tek_access.bots import make_bot

            self.bot = make_bot(kind, seat, seed, bot_time)

    @property
    def human(self) -> bool:
        return self.kind == "human"


def summary_line(texts: list[str]) -> str:
    """One line for an opponent's turn at brief verbosity: "Orange's turn. Turn 3: Patrol, selected
    by Orange. Orange: patrol to Mirewood.", cut under 200 characters with "... Say history."."""
    head = texts[0].rstrip(".") + ":" if len(texts) > 1 and "'s turn. Turn " in texts[0] else ""
    line = f"{head} {' '.join(texts[1:] if head else texts)}".strip()
    if len(line) > 190:
        line = line[:180].rsplit(" ", 1)[0] + " ... Say history."
    return line


def dice_locked(game) -> bool:
    """True when a player's war die is set and not yet revealed in ``game``: a save then would
    hold a secret (the Lost Kingdom's grey meeples set none, and a war against them has no reveal)."""
    w = game.state.war
    return w is not None and not w.revealed and any(seat != NEUTRAL for seat in w.bids)


def undo_refusal(game, seat: int, fallback: str, barrier: int | None = None, shared: bool = False) -> str:
    """Why ``seat`` has nothing to undo, in the words of the local game and the server alike: no
    choice made yet, or a war reveal since its last one (``barrier``: the log length at the last
    reveal, by default the game's own); else ``fallback``. The asker is "you", or named by colour
    at a ``shared`` keyboard."""
    barrier = game.barrier if barrier is None else barrier
    if not any(s == seat for s, _ in game.log):
        who = f"{game.name(seat)} has" if shared else "you have"
        return f"Nothing to undo: {who} made no choice yet."
    if not any(s == seat for s, _ in game.log[barrier:]):
        return ("Nothing to undo: the war dice were revealed since your last choice, "
                "and a revealed war die cannot be taken back.")
    return fallback


class GameSession:
    """Runs one game for the people at this keyboard.

    At a shared keyboard (hot seat) a secret war die is never printed in clear: the owner hears
    "Locked."; the next player is handed the keyboard and the question waits until they press Enter
    (``awaiting``); undo takes back only the decisions of the player who asks; a save asked for
    while a war die is locked waits for the reveal (``pending_save``); ``my die`` reads one's own
    locked die back in speech only, after the others take off their headphones (``reading``).

    ``seats``: one kind per seat ("human", "normal", "random", "strong"). ``announcer``: where every line
    goes (see :class:`tek_access.audio.announcer.Announcer`). ``events``: an open text file that
    receives every event the table may see, one JSON object per line. ``ask_secret``: how the
    console reads a masked line for a secret war die at a shared keyboard (None: plain lines).
    """

    #: the seat asked to press Enter before its secret war die is asked (hot seat), or None
    awaiting: int | None = None
    #: where to save once the locked war dice are revealed, or None
    pending_save: str | None = None
    #: True after "quit" while the game is unfinished: "yes" leaves (saving first), anything else stays
    confirm_quit: bool = False
    #: a yes/no question asked by a session command (load over an unsaved game): called with the
    #: next line; True when that line was its answer, else the line is carried out as typed
    confirm: "Callable[[str], bool] | None" = None
    #: the seat whose locked war die is said in speech when Enter is pressed (hot seat, "my die"), or None
    reading: int | None = None
    #: the seat that made the last decision typed here (it holds a shared keyboard until the next
    #: player presses Enter), or None
    last_decider: int | None = None
    #: True once a locked war die was said since the last hand-over: speech is stopped when the
    #: next player takes the keyboard
    _whispered: bool = False
    #: (seat, words, turn) typed past a reveal, waiting to answer that seat's next question in
    #: that turn, or None
    _waiting: tuple[int, tuple[str, ...], int] | None = None

    def __init__(self, game: Game, seats: list[str], announcer, *, verbosity: str = "normal",
                 events: TextIO | None = None, seed: int = 0, bot_time: float | None = None) -> None:
        if len(seats) != game.config.players:
            raise ValueError(f"Give {game.config.players} seats, one per player; {len(seats)} given.")
        self.game = game
        self.seats = [Seat(kind, i, seed, bot_time) for i, kind in enumerate(seats)]
        self.announcer = announcer
        self.verbosity = verbosity
        self.events = events
        self.finished = False
        #: where in the game's log each typed command began, oldest first (undo takes back a command)
        self._command_starts: list[int] = []
        #: lines said once the game is over (the random seed: said earlier it would predict the
        #: face-down tokens and the computer players' war dice)
        self.closing_lines: list[str] = []
        self.quit = False
        self.dirty = False
        humans = [i for i, s in enumerate(self.seats) if s.human]
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.hot_seat = len(humans) > 1
        self._handed_over: int | None = None
        self._turns: list[tuple[int | None, int | None, list[str]]] = []  # for "last round"
        self._summary: list[tuple[str, str, str | None]] = []  # an opponent's turn at brief, said as one line

    # ------------------------------------------------------------ output
    def say(self, text: str, category: str = "system", *, earcon: str | None = None, secret: bool = False,
            priority: Priority | None = None) -> None:
        """Announce one line (or several joined by newlines)."""
        if priority is None:
            priority = Priority.ALERT if category in _ALERT_CATEGORIES and earcon else Priority.NORMAL
        self.announcer.announce(Message(text, Category(category), priority, secret, earcon))

    def say_lines(self, lines: list[str], category: str = "system") -> None:
        for line in lines:
            self.say(line, category)

    def seat_view(self, seat: int | None) -> SeatView:
        """What ``seat`` (None: an onlooker, a shared screen) may know now: the one object the
        parser, queries, prompts and narration receive (:mod:`tek_access.core.seat`). Made once
        per state of the game."""
        key = (id(self.game), self.game.version, len(self.game.log), seat)
        cache = self.__dict__.setdefault("_views", {})
        view = cache.get(key)
        if view is None:
            if len(cache) > 8:
                cache.clear()
            view = cache[key] = SeatView(self.game, seat)
        return view

    def _record(self, event: Event) -> None:
        if self.events is not None and event.visible_to(self.viewer):
            self.events.write(json.dumps(event.to_json(), separators=(",", ":")) + "\n")
            self.events.flush()

    def narrate_events(self, events: list[Event]) -> None:
        """Announce every event in the viewer's perspective; a private event (one's own war die)
        is told only to its human owner, as a secret."""
        for event in events:
            self._record(event)
            viewer = self.viewer
            if event.private_to is not None:
                seat = event.private_to
                if not (0 <= seat < len(self.seats) and self.seats[seat].human):
                    continue
                viewer = seat
            if event.kind == "turn_started":
                self._turns.append((event.data.get("turn"), event.data.get("player"), []))
            if event.kind in ("turn_started", "game_over"):
                self.flush_summary()
            for line in narrate(self.seat_view(viewer).game, event, viewer, self.verbosity):
                text = line.text
                if self._turns and not line.secret and line.category in ("action", "war", "alliance", "scoring"):
                    self._turns[-1][2].append(text)
                if self._summarising(event, line):
                    self._summary.append((text, line.category, line.earcon))
                    continue
                if line.secret and self.hot_seat:
                    text = "Locked."  # the value stays off a shared screen and its scrollback
                self.say(text, line.category, earcon=line.earcon, secret=line.secret)
            if event.kind == "war_revealed" and self.hot_seat:
                self.announcer.forget_secrets()
            if event.kind == "war_revealed" and self.pending_save:
                path, self.pending_save = self.pending_save, None
                self._save(path)
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
        while game.pending is not None:
            seat = game.pending.player
            if seat < 0 or not self.seats[seat].human:
                choice = self.seats[seat].bot.choose(game.for_player(seat))
                self.narrate_events(game.apply(choice))
                continue
            if self._answer_single(seat):
                continue
            break
        self.flush_summary()
        if game.pending is None:
            self.finished = True
            self._waiting = None
            return
        if self._waiting is not None and self._answer_waiting():
            return
        self.ask()

    def _answer_waiting(self) -> bool:
        """Words typed past a reveal ("white flag retreat to the plains") answer the typing seat's
        next question in the same turn, once it is asked; True when they did (the game went on)."""
        seat, words, turn = self._waiting
        if self.human_to_move != seat or self.secret_pending:
            return False
        self._waiting = None
        said = " ".join(words)
        if self.game.state.turn != turn:
            self.say(f"Not used: {said}. The turn moved on.", "system")
            return False
        command = parser.parse(said, self.seat_view(seat))
        if isinstance(command, parser.Play):
            self.say(f"Now, as you said: {said}.", "system")
            try:
                self._play(command, seat)
                return True
            except IllegalChoice:
                pass
        self.say(f"Not used: {said}. It does not answer this question.", "system")
        return False

    def _answer_single(self, seat: int) -> bool:
        """A human question with one answer (not a secret war die at a shared keyboard) is
        answered for the player and said in one line; True when it was."""
        game = self.game
        options = game.choices()
        if len(options) != 1 or self.secret_pending:
            return False
        label = prompts.choice_label(self.seat_view(seat).game, options[0], seat)
        who = f"{game.name(seat)}: " if self.hot_seat else ""
        self.say(f"{who}{label}, the only choice.", prompts.category(game.pending.kind))
        self.narrate_events(game.apply(options[0]))
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
        """True when the pending decision is a human's secret war die at a shared keyboard."""
        d = self.game.pending
        return self.hot_seat and d is not None and HANDLERS[d.kind].secret and self.human_to_move is not None

    def ask(self, *, full_menu: bool = False) -> None:
        """Announce the pending human decision: the hand-over first when it is a secret. At brief
        verbosity the numbered choices are read only when asked for (``full_menu``)."""
        seat = self.human_to_move
        if seat is None:
            return
        d = self.game.pending
        if self.secret_pending and self._handed_over != seat:
            self._handed_over = seat
            self.awaiting = seat
            self.say(self._hand_over_line(seat), "war", earcon="your_turn")
            return
        lines = prompts.menu(self.seat_view(seat).game, seat)
        if self.hot_seat:
            lines[0] = f"{self.game.name(seat)}: {lines[0]}"
        if self.verbosity == "brief" and len(lines) > 2 and not full_menu:
            lines = [lines[0], lines[1].rstrip(":") + ". Say choices to hear them."]
        category = prompts.category(d.kind)
        self.say(lines[0], category)
        self.say_lines(lines[1:], category)

    def _hand_over_line(self, seat: int) -> str:
        return (f"Hand over. {self.game.name(seat)}, take the keyboard; others take off their headphones. "
                f"Press Enter when ready; your war die is typed in secret.")

    # ------------------------------------------------------------ one's own locked war die
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
        """``seat``'s war die while it is set and not yet revealed, else None."""
        war = self.seat_view(seat).game.state.war
        if seat is None or war is None or war.revealed:
            return None
        bid = war.bids.get(seat)
        return bid if bid is not None and bid.value is not None else None

    def _die_lines(self, seat: int, bid) -> list[str]:
        """The owner's line for a locked die, as said when it was set ("You set your war die to 5,
        paying 2 mana and 1 ore. Locked.")."""
        event = Event("war_die_chosen", {"player": seat, "value": bid.value, "payment": list(bid.payment or (0, 0, 0))},
                      private_to=seat)
        return [line.text for line in narrate(self.seat_view(seat).game, event, seat, self.verbosity)]

    def _my_die(self) -> None:
        """``my die``: your own locked war die again, only for its owner and only until the reveal.
        Your own screen (one human here, or a server seat): printed as when it was set, never kept.
        A shared keyboard (accessibility.md, Secret war bids at one keyboard): never printed; after
        the others take off their headphones and the owner presses Enter, said in speech only."""
        game = self.game
        asker = self._die_asker()
        bid = self._locked_die(asker)
        if bid is None:
            war = game.state.war
            owners = [] if war is None or war.revealed else [s for s in war.bids if s != asker and s >= 0]
            whose = f", {game.name(asker)}" if self.hot_seat and asker is not None else ""
            secret = f"; {game.name(owners[0])}'s stays secret until the reveal" if owners else \
                ": it is read back only between setting it and the reveal"
            self._reject(f"No war die of yours is locked{whose}{secret}.", ())
            return
        if not self.hot_seat:
            for line in self._die_lines(asker, bid):
                self.say(line, "war", secret=True)
            return
        name = game.name(asker)
        if not getattr(self.announcer, "speaking", False):
            self._reject(f"{name}'s war die is never printed at a shared keyboard, and speech is off: "
                         f"start the game with --speech voice or --screen-reader to hear it.", ())
            return
        self.reading = asker
        self.say(f"{name}'s war die, for {name} alone: others take off their headphones. "
                 f"{name}, press Enter to hear it in speech.", "war")

    def _read_die(self, seat: int) -> None:
        """Say ``seat``'s locked die in speech only (Enter after ``my die`` at a shared keyboard),
        then hand the keyboard back to whoever the game waits for."""
        bid = self._locked_die(seat)
        name = self.game.name(seat)
        whisper = getattr(self.announcer, "whisper", None)
        if bid is not None and whisper is not None and whisper(f"{name}: " + " ".join(self._die_lines(seat, bid))):
            self._whispered = True
            self.say(f"{name}'s war die was said in speech, not printed.", "war")
        else:
            self._reject(f"{name}'s war die was not read: it is revealed, or no speech is on to say it.", ())
        if self.awaiting is not None:
            self.say(self._hand_over_line(self.awaiting), "war", earcon="your_turn")
        elif self.human_to_move is not None:
            self.ask()

    # ------------------------------------------------------------ commands
    def handle(self, text: str) -> None:
        """Carry out one typed line. Never raises at the player; bad input changes nothing."""
        if self.confirm is not None:
            answer, self.confirm = self.confirm, None
            if answer(text):
                return
        if self.confirm_quit:
            self.confirm_quit = False
            if text.strip().lower() in ("y", "yes", "quit", "exit"):
                self._leave()
                return
            if text.strip().lower() in ("n", "no", ""):
                self.say("Not quitting. The game goes on.", "system")
                return
        if self.reading is not None:
            seat, self.reading = self.reading, None
            if not text.strip():
                self._read_die(seat)
                return
            self.say(f"{self.game.name(seat)}'s war die not read.", "war")  # and the line is carried out
        if self.awaiting is not None:
            if self.awaiting != self.human_to_move or not self.secret_pending:
                self.awaiting = None
            elif text.strip():
                if not isinstance(parser.parse(text, self.seat_view(self.awaiting)), (parser.Query, parser.Meta)):
                    self.say(f"{self.game.name(self.awaiting)}, press Enter to take the keyboard first.", "error",
                             earcon="error")
                    return
            else:
                self.awaiting = None
                if self._whispered:  # nothing said to the last player may still be playing
                    self._whispered = False
                    self.announcer.forget_secrets()
                self.ask()
                return
        if not self.secret_pending:  # a secret war die typed at a shared keyboard is never written
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
                self._play(command, seat)
            elif isinstance(command, parser.Query):
                self._query(command, seat)
            elif isinstance(command, parser.Meta):
                self._meta(command, seat)
            else:
                self._reject(command.reason, command.suggestions)
        except IllegalChoice as exc:
            self._reject(str(exc), ("choices",))
        except (OSError, ValueError) as exc:
            self._reject(str(exc), ())

    def _reject(self, reason: str, suggestions) -> None:
        text = reason
        more = " Try: " + ", ".join(suggestions) + "." if suggestions else ""
        if len(text) + len(more) < 200:  # every line under 200 characters; the reason comes first
            text += more
        self.say(text, "error", earcon="error")

    def _play(self, command: parser.Play, seat: int) -> None:
        self.last_decider = seat
        snapshot = self.game.clone()
        events: list[Event] = []
        start = len(self.game.log)
        try:
            for choice in command.choices:
                events += self.game.apply(choice)
        except IllegalChoice:
            self.game = snapshot
            raise
        self._command_starts = [m for m in self._command_starts if m < start] + [start]
        self.dirty = True
        self._waiting = (seat, command.waiting, self.game.state.turn) if command.waiting else None
        self.narrate_events(events)
        if command.waiting:
            self.say(f"Kept for your next question, after the reveal: {' '.join(command.waiting)}.", "system")
        if not self.secret_pending:
            self._handed_over = None  # the next secret war die asks for the keyboard again
        self.advance()

    def _query(self, command: parser.Query, seat: int | None) -> None:
        """Answer a query (never changes the game) from the table in :mod:`tek_access.games.tek.queries`,
        on what the asker may know."""
        from tek_access.games.tek.queries import answer

        answer(self, command.name, list(command.args), seat if seat is not None else self.viewer)

    def _meta(self, command: parser.Meta, seat: int | None) -> None:
        """Carry out a session command from the table in :mod:`tek_access.ui.meta`."""
        from tek_access.ui.meta import run

        run(self, command.name, list(command.args), seat)

    def _autosave(self) -> bool:
        """True when quitting an unfinished game saves it first (the "autosave" setting, on by default)."""
        return bool(getattr(getattr(self.announcer, "settings", None), "autosave", True))

    def _leave(self) -> None:
        """Quit, saving an unfinished changed game first when autosave is on (not while a war die is locked)."""
        note = ""
        if self.dirty and not self.finished:
            if self._autosave() and not self._bids_locked():
                self._save(DEFAULT_SAVE)
            if self.dirty:
                note = " The game was not saved since the last change."
        self.quit = True
        self.say(f"Goodbye.{note}", "system")

    def _save(self, target: str) -> None:
        try:
            path = typed_path(target)
            save_game(self.game, path)
        except (ValueError, OSError) as exc:  # a refused name, or the file system's reason
            self._reject(f"{spoken_path(exc)} Not saved." if isinstance(exc, ValueError)
                         else f"{spoken_path(exc)}. Not saved.", ())
            return
        self.dirty = False
        self.say(f"Saved to {spoken_path(path)}.", "system")

    def _bids_locked(self) -> bool:
        """True when a player's war die is set and not yet revealed (:func:`dice_locked`)."""
        return dice_locked(self.game)

    def _last_command_start(self, seat: int) -> int | None:
        """Where in the game's log ``seat``'s last typed command began (a command such as
        ``research`` makes two choices, and undo takes back both), or None if unknown."""
        log = self.game.log
        return next((m for m in reversed(self._command_starts)
                     if self.game.barrier <= m < len(log) and log[m][0] == seat), None)

    def _decided_since(self, seat: int) -> list[int]:
        """Other human seats that decided after ``seat``'s last decision (undo would take theirs back)."""
        log = self.game.log
        index = next((i for i in range(len(log) - 1, -1, -1) if log[i][0] == seat), None)
        if index is None:
            return []
        return sorted({s for s, _ in log[index + 1:] if s != seat and 0 <= s < len(self.seats)
                       and self.seats[s].human})

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

    def _question_lines(self) -> list[str]:
        """The pending human question as it was asked (hot seat: with whose it is)."""
        seat = self.human_to_move
        if seat is None:
            return []
        if self.secret_pending and self.awaiting == seat:
            return [f"{self.game.name(seat)}, press Enter to take the keyboard."]
        lines = prompts.menu(self.seat_view(seat).game, seat)
        if self.hot_seat:
            lines[0] = f"{self.game.name(seat)}: {lines[0]}"
        return lines

    def round_summary(self) -> list[str]:
        """"last round": one line per turn of the last round (each player once), oldest first."""
        turns = self._turns[-len(self.seats):]
        if not turns:
            return ["No round played yet."]
        lines = [f"Last round, {len(turns)} turns:"]
        for turn, player, said in turns:
            who = self.game.name(player) if isinstance(player, int) and player >= 0 else "Nobody"
            body = " ".join(said) if said else "no action yet."
            lines += in_parts(f"Turn {turn}, {who}", body)  # a long turn in parts, nothing cut
        return lines

    # ------------------------------------------------------------ status hotkeys
    def status_line(self, kind: str) -> str:
        """One line for a status hotkey: "resources", "score" or "turn"."""
        view = self.human_to_move if self.human_to_move is not None else self.viewer
        game = self.seat_view(view).game
        if kind == "resources" and view is not None:
            return "Resources: " + ", ".join(describe.describe_resources(game, view)) + "."
        if kind == "score":  # one line per player, each short (issue 12: not one 330-character line)
            return "\n".join(describe.describe_score(game, view)[1:])
        if kind == "question":
            return "\n".join(self._question_lines())
        d = game.pending
        if d is None:
            return "The game is over."
        def is_(seat: int) -> str:  # "You are" to the one human at this table, else "Blue is"
            return "You are" if seat == self.viewer else f"{game.name(seat)} is"
        return f"Turn {game.state.turn}. {is_(game.state.active)} active. {is_(d.player)} deciding."
