"""What a seat may read of a Tiny Epic Kingdoms game: the :class:`TekView` protocol (issue 33).

TEK's front-end modules (narration, prompts, describe, answers, sentences, grammar, refusals, names,
vocabulary, suggestions, rules text, the table part) are typed with it, never with the rules' ``Game``: a seat's
view (``Game.for_player``) is one, and so is the whole game, but the protocol names only what a seat may
know and the look-ups narration makes. It leaves out the owner's side: the random source (``sampler``), the
choice log and undo (``history``), the start events, saving (``to_json``) and ``for_player``, so the type
checker refuses a front end that reaches for them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from tek_access.core.view import GameView

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.kernel.engine import Choice, Decision, Event
    from tek_access.games.tek.rules.abilities import Level
    from tek_access.games.tek.rules.catalog import Catalog
    from tek_access.games.tek.rules.factions import Faction
    from tek_access.games.tek.rules.rulesets import Ruleset
    from tek_access.games.tek.rules.state import GameConfig, GameState
    from tek_access.games.tek.rules.territory import Region


class TekView(GameView, Protocol):
    """A seat's view of a TEK game: the table's options, the state as the seat knows it (another seat's
    unrevealed war die and a face-down token are hidden), the game data, and the look-ups on them."""

    @property
    def config(self) -> "GameConfig":
        """The table's fixed options: players, factions, cards, ruleset, the solo game."""
        ...

    @property
    def state(self) -> "GameState":
        """The state as this seat may know it."""
        ...

    @property
    def catalog(self) -> "Catalog":
        """The game data: factions, territory cards, regions, tokens, colours."""
        ...

    @property
    def rules(self) -> "Ruleset":
        """The ruleset's data (TEK, Ultimate TEK, the micro game)."""
        ...

    @property
    def dummy(self) -> int | None:
        """The Dummy's seat in a solo game, else None."""
        ...

    @property
    def viewer(self) -> int | None:
        """The seat this view is for (None: an onlooker, or the whole game)."""
        ...

    @property
    def board_regions(self) -> "list[Region]":
        """The regions of the territory cards in play, in board order."""
        ...

    @property
    def passable_ids(self) -> frozenset[str]:
        """The ids of the regions a meeple may enter."""
        ...

    @property
    def result(self) -> dict[str, Any] | None: ...

    @property
    def pending(self) -> "Decision | None": ...

    def choices(self) -> "list[Choice]": ...

    def check(self, choice: "Choice") -> str | None: ...

    def apply(self, choice: "Choice") -> "list[Event]":
        """A look-ahead on this view (a hidden part it reaches is drawn at random)."""
        ...

    def clone(self, history: bool = True) -> "TekView":
        """A copy of this view, for a look-ahead that leaves it unchanged."""
        ...

    def region(self, rid: str) -> "Region":
        """The region with id ``rid``; KeyError if unknown."""
        ...

    def on_board(self, rid: object) -> bool: ...

    def region_order(self, rid: str) -> int: ...

    def faction(self, seat: int) -> "Faction": ...

    def in_play(self, seat: int) -> int: ...

    def occupied(self, seat: int) -> list[str]: ...

    def abilities(self, seat: int) -> "Level": ...

    def quest_targets(self, side: str, anywhere: bool = False) -> tuple[str, ...]: ...

    def meeples_in(self, seat: int, rid: str) -> int: ...

    def tower_vp(self, level: int) -> int: ...

    def allied(self, a: int, b: int) -> bool: ...

    def alliances(self) -> set[tuple[int, int]]: ...


def for_rules(view: TekView) -> Any:
    """``view`` handed to a look-up of the rules (movement, costs, tokens, scoring, a decision's own check),
    which is typed with the rules' game class: a seat's view is one at run time (``Game.for_player``), holding
    only what the seat may know, and those look-ups only read it. The one crossing from a front end's type to
    the rules' own: each call through it names a rules function, never an owner-side field."""
    return view
