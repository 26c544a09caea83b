"""One connection to the server (:class:`Client`) and what it hears through (:class:`ClientAnnouncer`).

A door gives the hub an object with ``send(text)``, ``cue(earcon)``, ``close()``, ``backlog()``
(bytes waiting to be written) and optionally ``abort()`` (close without sending what waits), and
feeds the :class:`Client` typed text with :meth:`Client.feed`.
"""
from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, TextIO, cast

from tek_access.audio.announcer import Announcer
from tek_access.audio.messages import Category, Message, Priority
from tek_access.core.messages import ENGLISH, speaking
from tek_access.server import create
from tek_access.server.accounts import CommandRate
from tek_access.server.limits import Limits
from tek_access.server.lines import MAX_LINE, LineSplitter
from tek_access.server.login import address_key
from tek_access.server.seat_session import SeatSession
from tek_access.server.words import LANGUAGE_VERBS, SERVER, Said, choose_language, language_names, render, server_verb
from tek_access.settings import Settings

if TYPE_CHECKING:
    from tek_access.server.interfaces import HubLike, TableLike

log = logging.getLogger("tek_access.server")

#: the verbs of chat, which has a rate of its own (:attr:`~.limits.Limits.chat_burst`)
CHAT_VERBS = ("say", "tell")
MAX_BACKLOG = 1 << 20      # bytes waiting for a client that does not read: then it is disconnected


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
        # accented letters ("Début") where the door carries them (the web page: ``accents``); else plain ASCII
        super().__init__(out=cast("TextIO", _Out(client)), speech="off", settings=Settings(speech="off", sounds=False),
                         channels=[], ascii_only=not getattr(client.conn, "accents", False))
        self.client = client

    def _print(self, text: str) -> None:
        """A printed line goes to the connection as one piece (not through ``print``: a line costs
        the server's loop at every connection that hears it)."""
        self.client.emit(text + "\n")

    def announce(self, text_or_message, category="system", priority=1, *, secret=False, earcon=None) -> None:
        message = self._message(text_or_message, category, priority, secret, earcon)
        super().announce(message)
        if message.earcon:
            self.client.conn.cue(message.earcon)



class Client:
    """One connection: its name, where it is (lobby or a table, a seat or watching), its verbosity,
    its language (:attr:`language`: every line it hears, the game's narration too, is said in it)."""

    def __init__(self, hub: HubLike, conn, name: str, guest: bool, language: str = ENGLISH) -> None:
        self.hub, self.conn, self.name, self.guest = hub, conn, name, guest
        #: the language this connection hears and types in (``language fr``; an account remembers it)
        self.language = language
        self.table: TableLike | None = None
        self.seat: int | None = None
        self.announcer = ClientAnnouncer(self)
        self.view = SeatSession(self)
        self.rate = CommandRate()
        #: chat (say, tell) has a rate of its own, within the command rate, for every door (server/limits.py)
        limits = getattr(hub, "limits", None) or Limits()
        self.chat_rate = CommandRate(limits.chat_per_minute / 60.0, limits.chat_burst)
        self.splitter = LineSplitter()
        self.creating: dict | None = None
        self._closed = False
        self._at_prompt = False
        self._throttled = False
        self._queue: list[str] = []
        self._flush_soon = False
        #: paced for a screen reader reading a terminal (the SSH door with one: ``conn.paced``):
        #: at most a piece of whole lines a write, the writes UPDATE_GAP apart (:mod:`tek_access.ui.pacing`)
        self.paced = bool(getattr(conn, "paced", False))
        self._sent_at = float("-inf")
        self._later: asyncio.TimerHandle | None = None
        #: the peer's address as per-address limits count it (server/login.py), when the door gave it
        self.address: str = address_key(getattr(conn, "address", None))
        #: when this connection last typed a line (the idle limit), and whether it was warned
        self.last_input = time.monotonic()
        self.idle_warned = False
        #: a guest's reconnect code as a hash (its seat comes back only to that code)
        self.code_hash: str | None = None
        #: True while a guest whose name holds a seat is asked for that seat's reconnect code
        self.proving = False
        self.code_tries = 0

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
        """Send what was said since the last flush in one write (one SSH packet, not one a line);
        paced (:attr:`paced`): a piece now and the rest later, or all later while the gap after
        the last write lasts."""
        self._flush_soon = False
        if self.closed or not self._queue or self._later is not None:
            return
        text = "".join(self._queue)
        self._queue.clear()
        if self.paced and not self._pace(text):
            return
        self.conn.send(text)
        if self.conn.backlog() > MAX_BACKLOG:
            log.info("%s does not read: disconnected", self.name)
            self.hub.drop(self, abort=True)

    def _pace(self, text: str) -> bool:
        """A paced connection's flush: True to send ``text`` now as it is; else the first piece
        sent (or none during the gap) and the rest kept for a flush after the gap (issue 35:
        Orca reads a terminal's update by its place a moment later; see ui/pacing.py)."""
        from tek_access.ui.pacing import UPDATE_GAP, pieces

        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no loop (a test driving the hub directly)
            return True
        wait = self._sent_at + UPDATE_GAP - loop.time()
        piece = next(pieces(text)) if wait <= 0 else ""
        if piece == text:
            self._sent_at = loop.time()
            return True
        self._queue.append(text[len(piece):])
        self._later = loop.call_later(max(wait, UPDATE_GAP if piece else 0.0), self._paced_flush)
        if piece:
            self._sent_at = loop.time()
            self.conn.send(piece)
        return False

    def _paced_flush(self) -> None:
        self._later = None
        self.flush()

    @property
    def closed(self) -> bool:
        """The connection is gone or going (set by the hub); what a paced connection kept for
        after the gap is sent at once as it closes (a goodbye is never lost)."""
        return self._closed

    @closed.setter
    def closed(self, value: bool) -> None:
        if value and not self._closed and self._later is not None:
            self._later.cancel()
            self._later = None
            text = "".join(self._queue)
            self._queue.clear()
            if text:
                self.conn.send(text)
        self._closed = value

    def say(self, text: str | Said, category: str = "system", earcon: str | None = None) -> None:
        """Say one line; a :class:`~.words.Said` is worded now, in this connection's language."""
        with speaking(self.language):
            line = render(text)
        self.announcer.announce(Message(line, Category(category), Priority.NORMAL, False, earcon))

    def lines(self, lines: list, category: str = "system") -> None:
        for line in lines:
            self.say(line, category)

    def prompt(self) -> None:
        if self.closed or self._at_prompt:
            return
        deciding = self.table is not None and self.table.owner is not None and self.view.human_to_move is not None
        self._queue.append("choose> " if deciding and not self.creating else "> ")
        self._at_prompt = True
        self.flush()

    # ------------------------------------------------------------ input
    def feed(self, chunk: str) -> None:
        """Bytes typed by the player (any amount, any content)."""
        self.last_input, self.idle_warned = time.monotonic(), False
        ignored = False
        for line in self.splitter.feed(chunk):
            if self.closed:
                return
            special = line is LineSplitter.FLOOD or line is LineSplitter.TOO_LONG
            allowed = special or self.rate.take()
            if not allowed and self._throttled:
                ignored = True  # a flood goes on: ignored without a word (said once already)
                continue
            self._at_prompt = False
            with speaking(self.language):  # this line's words, and the game's, in this connection's language
                if not self._one(line, allowed):
                    return
            self.prompt()
        if ignored and not self.closed:  # one prompt for the ignored lines of this chunk, not one each
            self._at_prompt = False
            self.prompt()

    def _one(self, line, allowed: bool) -> bool:
        """One typed line (or a splitter's mark), said in this connection's language; False when it closed."""
        if line is LineSplitter.FLOOD:
            self.say(SERVER("line-flood", size=LineSplitter.FLOOD_SIZE), "error", "error")
            self.hub.drop(self)
            return False
        if line is LineSplitter.TOO_LONG:
            self.say(SERVER("line-too-long", size=MAX_LINE), "error", "error")
        elif allowed and self.chatting(line) and not self.chat_rate.take():
            self._throttled = False
            limits = getattr(self.hub, "limits", None) or Limits()
            self.say(SERVER("chat-too-much", count=limits.chat_per_minute), "error", "error")
        elif not allowed:
            if not self._throttled:
                self.say(SERVER("commands-too-many"), "error", "error")
            self._throttled = True
        else:
            self._throttled = False
            try:
                self.line(line)
            except Exception:  # the server never stops for one command
                log.exception("command failed")
                self.say(SERVER("command-failed"), "error", "error")
        return True

    def chatting(self, line: str) -> bool:
        """True when the typed ``line`` is chat (say, ', tell) that others hear: it counts against the
        chat rate too (not an answer to a reconnect code or a create question)."""
        if self.proving or self.creating is not None:
            return False
        verb = server_verb(line.strip().split(" ", 1)[0], self.language)
        return verb in CHAT_VERBS or line.lstrip().startswith("'")

    def line(self, text: str) -> None:
        text = text.strip()
        if self.proving:
            self.hub.prove(self, text)
            return
        words = text.split()
        verb = server_verb(words[0], self.language) if words else ""
        rest = text[len(words[0]):].strip() if words else ""
        if verb in ("verbosity", *LANGUAGE_VERBS):  # at any time: the lobby, a table, the create questions
            self.view.set_verbosity(rest) if verb == "verbosity" else self.set_language(rest)
            if self.creating is not None:
                create.ask(self)  # the question again
            return
        if self.creating is not None:
            self.hub.answer_create(self, text)
            return
        hub = self.hub
        if verb in ("say", "'"):
            hub.chat(self, rest)
        elif verb == "tell":
            hub.tell(self, rest)
        elif verb == "who":
            hub.who(self)
        elif verb in ("quit", "exit", "logout") and (self.table is None or self.table.owner is None
                                                     or verb != "quit"):
            self.quit()
        elif self.table is None:
            hub.lobby_command(self, verb, rest, text)
        else:
            self.table.command(self, verb, rest, text)

    def set_language(self, word: str) -> None:
        """``language fr`` (or ``langue fr``): every line this connection hears from now on, the game's
        too, is in that language; an account remembers it. Without a word: the language now and the
        list; an unknown one is refused with the list and changes nothing."""
        code = choose_language(word)
        if code is None:
            self.reject(SERVER("language-unknown", word=word.strip()[:40], languages=language_names()) if word.strip()
                        else SERVER("language-now", languages=language_names()))
            return
        self.language = code
        if not self.guest:
            remember = getattr(self.hub.store, "set_language", None)
            if remember is not None and self.hub.store.account(self.name) is not None:
                remember(self.name, code)
        with speaking(code):
            self.say(SERVER("language-set"))

    def quit(self) -> None:
        kept = (self.table is not None and self.seat is not None and self.table.owner is not None
                and self.table.owner.deciding is not None)
        self.say(SERVER("goodbye", kept=kept))
        self.hub.drop(self)

    def reject(self, text: str | Said) -> None:
        self.say(text, "error", "error")

