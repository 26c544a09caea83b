"""What the server's rooms ask of one another, as protocols: the one module they all may import.

The hub holds connections and tables; a table holds its owner and its connections; a connection's
seat session asks its table to play and undo. Each is typed here by what the others call on it
(:class:`ClientLike`, :class:`TableLike`, :class:`HubLike`), so no room imports another to name
its type, and the import graph of ``server/`` has no circle: hub -> connection -> create -> table
-> seat_session, each depending only downwards and on this module.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.kernel.engine import Choice
    from tek_access.owner import TableOwner

#: said to a watcher who tries to play
WATCHING = "You are watching; join a free seat to play."


class SeatFrontEnd(Protocol):
    """A connection's front end of its table (:class:`tek_access.server.seat_session.SeatSession`)."""

    @property
    def verbosity(self) -> str: ...

    @property
    def human_to_move(self) -> int | None: ...

    def handle(self, text: str) -> None: ...

    def hear(self, events: list[Any]) -> None: ...

    def remember(self, events: list[Any]) -> None: ...

    def missed(self, events: list[Any]) -> list[str]: ...

    def ask(self, *, full_menu: bool = False) -> None: ...

    def seat_view(self, seat: int | None) -> Any: ...

    def set_verbosity(self, word: str) -> None: ...

    def _locked_die(self, seat: int | None) -> Any: ...

    def _my_die(self) -> None: ...


class ClientLike(Protocol):
    """One connection (:class:`tek_access.server.connection.Client`), as a table and a seat session use it."""

    name: str
    guest: bool
    #: the language this connection hears (a code of :data:`tek_access.core.messages.LANGUAGES`)
    language: str
    seat: int | None
    table: TableLike | None
    code_hash: str | None
    creating: dict | None
    announcer: Any

    @property
    def view(self) -> SeatFrontEnd: ...

    def say(self, text: Any, category: str = "system", earcon: str | None = None) -> None: ...

    def lines(self, lines: list, category: str = "system") -> None: ...

    def reject(self, text: Any) -> None: ...

    def set_language(self, word: str) -> None: ...

    def prompt(self) -> None: ...

    def quit(self) -> None: ...


class TableLike(Protocol):
    """One table (:class:`tek_access.server.table.Table`), as a connection and its seat session use it."""

    id: int
    status: str

    @property
    def owner(self) -> TableOwner | None: ...

    def play(self, client: Any, choices: Sequence[Choice]) -> None: ...

    def undo(self, client: Any) -> None: ...

    def seed_line(self) -> str: ...

    def command(self, client: Any, verb: str, rest: str, text: str) -> None: ...

    def detach(self, client: Any, *, left: bool) -> None: ...

    def announce(self, text: Any, category: str = "system", earcon: str | None = None,
                 exclude: Any = None, prompt: bool = True) -> None: ...

    def seat_name(self, seat: int) -> str: ...


class HubLike(Protocol):
    """The hub (:class:`tek_access.server.hub.Hub`), as a table and a connection use it."""

    store: Any
    limits: Any
    thinker: Any
    tables: dict[int, Any]

    def drop(self, client: Any, *, abort: bool = False) -> None: ...

    def close_table(self, table: Any) -> None: ...

    def prove(self, client: Any, text: str) -> None: ...

    def answer_create(self, client: Any, text: str, quiet: bool = False) -> bool: ...

    def chat(self, client: Any, text: str) -> None: ...

    def tell(self, client: Any, rest: str) -> None: ...

    def who(self, client: Any) -> None: ...

    def lobby_command(self, client: Any, verb: str, rest: str, text: str) -> None: ...
