"""The one way in: every door (SSH, telnet, web, any later one) logs a connection in here.

A door opens a :class:`Login` with the connection's real address (:meth:`Pipeline.open`: refused at
once when that address has :attr:`~.limits.Limits.logins_per_address` logins open), then feeds it
what the player typed, line by line (:meth:`Pipeline.converse`, for doors that read lines: telnet,
the web page), or the name and password its protocol carries (SSH: :meth:`Pipeline.name` and
:meth:`Pipeline.password`). The pipeline owns every rule of the login:

- one deadline for the whole login (:attr:`~.limits.Limits.login_deadline`);
- names: the name rule, reserved names (the words of every registered game, from each game's
  ``online`` part, and :data:`~.auth.RESERVED`), a guest name already online;
- the check before a password (:meth:`~.auth.Auth.before_password`): nobody types a password for nothing;
- passwords hashed and checked with scrypt in a worker thread (:meth:`~.auth.Auth.login`), failed
  logins counted per account, per address and per account and address (:class:`~.limits.LoginGuard`);
- "help" or "?" at the name or password prompt (F1 on the page sends no line, but a player may
  type it) answered with what to type: never a name, never a password try;
- at most :data:`TRIES` names or passwords on one connection.

Once in, the door calls :meth:`Pipeline.connect` (the per-address limits of connections and
guests, the reconnect code) and feeds the :class:`~.connection.Client` typed text, which keeps the
line cap, the command rate and the chat rate for every door alike.

Every per-address count uses :func:`address_key`: an IPv6 address counts as its /64 network (one
machine is usually given a whole /64), an IPv4-mapped IPv6 address as its IPv4 address.
"""
from __future__ import annotations

import asyncio
import ipaddress
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from tek_access.server.accounts import NAME_RULE, valid_name
from tek_access.server.auth import Auth, name_refusal
from tek_access.server.limits import Final, Gate, Ticket, minutes
from tek_access.server.words import LANGUAGE_VERBS, SERVER, choose_language, language_names, speaking

log = logging.getLogger("tek_access.server")

#: names or passwords tried on one connection before it closes
TRIES = 3
#: seconds before the line that says a password was wrong (one guess a connection at a time, slowly)
FAIL_DELAY = 0.5
#: what a player types to hear what to type (never taken as a name or a password)
HELP_WORDS = ("help", "?")
NAME_HELP = ("Type the name you play under and press Enter: " + NAME_RULE[0].lower() + NAME_RULE[1:]
             + " With an account you are asked its password next.")  # in English; said from server.ftl
PASSWORD_HELP = "Type the password of this name and press Enter; what you type is not shown."


def address_key(address: str | None) -> str:
    """What per-address limits count an address as: an IPv4 address itself, an IPv6 address its
    /64 network ("2001:db8:1:2::/64"), an IPv4-mapped IPv6 address its IPv4 address; anything
    else (no address: "?") unchanged."""
    text = str(address or "?").strip()
    try:
        ip = ipaddress.ip_address(text.split("%", 1)[0])
    except ValueError:
        return text or "?"
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        if ip.is_loopback:
            return str(ip)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


@dataclass
class Step:
    """What the login says next. ``prompt``: "name" or "password" (ask a line; the password is
    not echoed), or None (``name`` set: logged in; else the connection closes after ``text``)."""

    text: str
    prompt: str | None = None
    name: str | None = None
    guest: bool = False
    #: the refusal or answer alone, without the prompt that follows it (SSH says it as a banner)
    reason: str = ""
    #: the language chosen during the login (``language fr`` at the name prompt, or the web page's)
    language: str = "en"

    @property
    def done(self) -> bool:
        return self.name is not None


class Login:
    """One connection's way in: its address (as limits count it), its ticket, its tries."""

    def __init__(self, pipeline: "Pipeline", address: str, ticket: Ticket, language: str = "en") -> None:
        self.pipeline, self.address, self.ticket = pipeline, address_key(address), ticket
        self.tries = 0
        self.asking: str | None = None   # the name whose password is asked
        #: the language the login speaks in (the web page's; ``language fr`` at the name prompt)
        self.language = language

    def close(self) -> None:
        """Free this connection's place among those logging in (logged in, refused or gone)."""
        self.ticket.done()

    def greeting(self) -> Step:
        with speaking(self.language):
            return Step(SERVER("login-greeting"), "name")

    def goodbye(self, text: str) -> str:
        """``text`` ended by the login's "Goodbye." (once)."""
        with speaking(self.language):
            bye = SERVER("login-goodbye")
        return text if text.endswith(bye) else f"{text} {bye}"

    async def line(self, text: str) -> Step:
        """The next step for a line the player typed at the current prompt."""
        if self.asking is None:
            return self.name(text)
        name, self.asking = self.asking, None
        return await self.password(name, text)

    def _again(self, text: str) -> Step:
        self.tries += 1
        if self.tries >= TRIES:
            return Step(SERVER("login-too-many-tries", text=text),
                        reason=SERVER("login-too-many-tries-reason", text=text))
        return Step(SERVER("login-ask-name", text=text), "name", reason=text)

    def name(self, text: str) -> Step:
        """A typed name: logged in as a guest, the password asked, asked again, or refused;
        ``language fr`` chooses the login's language (and the connection's, for a guest or a new
        account) and asks the name again."""
        with speaking(self.language):
            return self._name(text.strip())

    def _name(self, text: str) -> Step:
        hub = self.pipeline.hub
        if text.lower() in HELP_WORDS:
            help_line = SERVER("login-name-help", languages=language_names())
            return Step(SERVER("login-ask-name", text=help_line), "name", reason=help_line)
        words = text.split()
        if len(words) == 2 and words[0].lower() in LANGUAGE_VERBS:
            return self._language(words[1])
        if not valid_name(text):
            return self._again(SERVER("name-rule"))
        if hub.store.account(text) is None and hub.guests:
            refusal = name_refusal(text)
            if refusal is not None:
                return self._again(refusal)
            if hub.online(text) is not None:
                return self._again(SERVER("name-online-type", name=text))
            refusal = hub.address_refusal(self.address, True)
            if refusal is not None:
                return Step(refusal, reason=refusal)
            return Step("", name=text, guest=True, language=self.language)
        refusal = self.pipeline.auth.before_password(text, self.address)
        if refusal is not None:  # said before a password is typed for nothing
            return Step(refusal, reason=refusal)
        self.asking = text
        new = hub.store.account(text) is None
        return Step(SERVER("login-password-new") if new else SERVER("login-password"), "password")

    def _language(self, word: str) -> Step:
        """``language fr`` at the name prompt: the login goes on in that language (not a try)."""
        code = choose_language(word)
        if code is None:
            refusal = SERVER("language-unknown", word=word[:40], languages=language_names())
            return Step(SERVER("login-ask-name", text=refusal), "name", reason=refusal)
        self.language = code
        with speaking(code):
            chosen = SERVER("language-set")
            return Step(SERVER("login-ask-name", text=chosen), "name", reason=chosen)

    async def password(self, name: str, password: str) -> Step:
        """A typed password for ``name``: logged in, or why not (counted as a failed login). Said in
        the login's language (a context variable: this connection's task alone, across its awaits)."""
        with speaking(self.language):
            return await self._password(name, password)

    async def _password(self, name: str, password: str) -> Step:
        if password.strip().lower() in HELP_WORDS:
            self.asking = name
            help_line = SERVER("login-password-help")
            return Step(SERVER("login-ask-password", text=help_line), "password", reason=help_line)
        if not password:
            return self._again(SERVER("login-no-password"))
        reason = await self.pipeline.auth.login(name, password, self.address)
        if reason is None:
            return Step("", name=name, guest=False, language=self.language)
        await asyncio.sleep(FAIL_DELAY)
        if isinstance(reason, Final):  # a limit: the connection ends
            return Step(self.goodbye(reason), reason=reason)
        return self._again(reason)


#: a line door's way to say a step and read the answer: (text, prompt) -> the typed line, or None when gone
Ask = Callable[[str, str], Awaitable[str | None]]


class Pipeline:
    """The hub's login pipeline (``hub.logins``): the gate of connections logging in, the accounts
    (:class:`~.auth.Auth`), the deadline. Made once for a hub; every door uses the same."""

    def __init__(self, hub, auth: Auth | None = None) -> None:
        self.hub = hub
        self.auth = auth or Auth(hub)
        self.gate: Gate = getattr(hub, "gate", None) or Gate(hub.limits)
        hub.gate = self.gate

    def open(self, address: str | None, language: str = "en") -> tuple[Login | None, str | None]:
        """(a login, None), or (None, the line to say) when ``address`` has too many logins open.
        ``language``: the one the login starts in (the web page's choice; else English)."""
        key = address_key(address)
        with speaking(language):
            ticket, refusal = self.gate.enter(key)
        if ticket is None:
            return None, refusal
        return Login(self, key, ticket, language), None

    @property
    def deadline(self) -> float:
        return float(self.hub.limits.login_deadline)

    def late(self, language: str = "en") -> str:
        with speaking(language):
            return SERVER("login-late", wait=minutes(self.deadline))

    async def converse(self, login: Login, ask: Ask, say: Callable[[str], None]) -> Step | None:
        """Run ``login`` over a line door: ``ask(text, prompt)`` says a step and returns the next
        typed line (None: the connection is gone); ``say(text)`` says a last line. The logged-in
        step, or None (refused, gone or late: said). The whole login has one deadline."""
        async def run() -> Step | None:
            step = login.greeting()
            while True:
                if step.done:
                    return step
                if step.prompt is None:
                    say(login.goodbye(step.text))
                    return None
                typed = await ask(step.text, step.prompt)
                if typed is None:
                    return None
                await self.accounts_ready(login, login.asking or typed.strip(), say)
                step = await login.line(typed)

        try:
            return await asyncio.wait_for(run(), self.deadline)
        except TimeoutError:
            say(self.late(login.language))
            return None
        finally:
            login.close()

    async def accounts_ready(self, login: Login, name: str, say: Callable[[str], None]) -> None:
        """Where the accounts live across the network (a front door's store has ``look_up``), read ``name``'s
        off the event loop before the login's step reads it; while the store cannot be reached the player
        hears so once and it is tried again with back-off, up to the login's deadline (then TimeoutError).
        The single process's store (SQLite on this machine) has no ``look_up``: nothing happens here."""
        look_up = getattr(self.hub.store, "look_up", None)
        if look_up is None or not valid_name(name):
            return
        end = asyncio.get_running_loop().time() + self.deadline
        delay, told = 0.25, False
        while not await look_up(name):
            if not told:
                told = True
                with speaking(login.language):
                    say(SERVER("login-store-away"))
            if asyncio.get_running_loop().time() + delay > end:
                raise TimeoutError
            await asyncio.sleep(delay)
            delay = min(delay * 2, 4.0)

    def connect(self, conn, step: Step, address: str):
        """A logged-in connection to the hub (:meth:`~.hub.Hub.connect`): a client, or None (said why)."""
        assert step.name is not None, "connect after a login that let the connection in"
        return self.hub.connect(conn, step.name, guest=step.guest, address=address_key(address),
                                language=step.language)


def pipeline_of(hub, auth: Auth | None = None) -> Pipeline:
    """The hub's login pipeline, made on first use (with ``auth``, the doors' accounts)."""
    pipeline = getattr(hub, "logins", None)
    if pipeline is None:
        pipeline = hub.logins = Pipeline(hub, auth)
    return pipeline
