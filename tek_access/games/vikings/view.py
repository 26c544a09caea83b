"""What a seat may read of a Tiny Epic Vikings game: the :class:`VikingsView` protocol (issue 33).

Vikings' front-end modules (narration, prompts, describe, answers, sentences, grammar, refusals, matchers, the
table part) are typed with it, never with the rules' ``Game``: a seat's view (``Game.for_player``) is one, and
so is the whole game, but the protocol names only what a seat may know. It leaves out the owner's side: the
random source (``rng``, ``sampler``, ``dice``), the choice log and undo (``history``, ``log``, ``barrier``,
``undo``), the start events, saving (``to_json``) and ``for_player``, so the type checker refuses a front end
that reaches for them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from tek_access.core.view import GameView

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.kernel.engine import Choice, Decision, Event
    from tek_access.games.vikings.rules.catalog import Catalog, IslandMap
    from tek_access.games.vikings.rules.state import GameConfig, GameState


class VikingsView(GameView, Protocol):
    """A seat's view of a Vikings game: the table's options, the state as the seat knows it (another seat's
    face-down battle card and hand are hidden), the game data and the island map of this table size."""

    @property
    def config(self) -> "GameConfig":
        """The table's fixed options: players, seed, first player."""
        ...

    @property
    def state(self) -> "GameState":
        """The state as this seat may know it."""
        ...

    @property
    def catalog(self) -> "Catalog":
        """The game data: Viking cards, favour cards, gods, maps."""
        ...

    @property
    def map(self) -> "IslandMap":
        """The islands and fjords of this table size."""
        ...

    @property
    def viewer(self) -> int | None:
        """The seat this view is for (None: an onlooker, or the whole game)."""
        ...

    @property
    def result(self) -> dict[str, Any] | None: ...

    @property
    def pending(self) -> "Decision | None": ...

    def choices(self) -> "list[Choice]": ...

    def check(self, choice: "Choice") -> str | None: ...

    def apply(self, choice: "Choice") -> "list[Event]":
        """A look-ahead on this view (a hidden card it reaches is drawn at random)."""
        ...

    def clone(self) -> "VikingsView":
        """A copy of this view, for a look-ahead that leaves it unchanged."""
        ...


def asked(view: VikingsView) -> "Decision":
    """The decision pending on ``view``: what a sentence answers, a matcher reads and a refusal names. A front
    end asks only while a decision is pending; RuntimeError (a bug, caught by the parser's net) otherwise."""
    decision = view.pending
    if decision is None:
        raise RuntimeError("no decision is pending")
    return decision


def for_rules(view: VikingsView) -> Any:
    """``view`` handed to a look-up of the rules (ships and settlers on a place, influence, runes held, where a
    ship may go), which is typed with the rules' game class: a seat's view is one at run time
    (``Game.for_player``), holding only what the seat may know, and those look-ups only read it. The one crossing
    from a front end's type to the rules' own: each call through it names a rules function, never an owner-side
    field."""
    return view
