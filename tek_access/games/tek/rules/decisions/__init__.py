"""Every decision kind's handler and every automatic step, one module per phase of the game.

A **handler** owns one :class:`~tek_access.games.tek.rules.model.DecisionKind`: its legal choices, how a
choice is applied, whether a single choice answers itself, and the check that explains a refusal.
A **step** is automatic work on the task stack (start a turn, reveal the war dice, resolve a war).
Each cites its source: the document (``000`` the rulebook, ``001`` the microgame sheet, ``002``
Ultra Tiny; see ``shared/seeds/README.md``) and section, or ``rulings.md``.

Where a rule lives:
- :mod:`.setup`: home territory, starting meeples and resources, the Lost Kingdom, the first turn.
- :mod:`.turn`: the turn, selecting and following an action, collecting, build, research, the end.
- :mod:`.movement`: patrol, quest, expand.
- :mod:`.trade`: trade.
- :mod:`.war`: war dice, reveal, boost, resolve, alliances; :mod:`.aftermath`: losses, retreat, the free last
  meeple, the war's end.
- :mod:`.tokens`: the exploration tokens.
- :mod:`.solo`: the solo game's dummy player and its compass card (002, Solo Play Rules).
Table-size rules (2 and 5 players) are in :mod:`tek_access.games.tek.rules.tables`; costs in
:mod:`tek_access.games.tek.rules.economy`; where a meeple may go in :mod:`tek_access.games.tek.rules.movement`; war
arithmetic in :mod:`tek_access.games.tek.rules.war`.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import Choice
from tek_access.games.tek.rules.model import DecisionKind, Task

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.game import Game

#: How a handler treats a decision with one legal choice: ask anyway, answer it by itself, or
#: answer it by itself and skip it when there is no choice at all.
ASK, SINGLE_ANSWERS_ITSELF, SKIP_WHEN_EMPTY = "ask", "single", "skip"


class Handler:
    """The rules of one decision kind. Subclasses set ``kind``, ``source`` and maybe ``single``,
    and define :meth:`choices` and :meth:`apply`."""

    kind: DecisionKind
    source: str = ""
    single: str = ASK
    #: True when the answer is a secret from the other seats until a reveal (a war die).
    secret: bool = False

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        """The legal answers now, in menu order."""
        raise NotImplementedError

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        """Carry out a legal ``choice`` (the task is already popped); push follow-up tasks."""
        raise NotImplementedError

    def check(self, game: "Game", task: Task, choice: Choice) -> str | None:
        """None when ``choice`` is legal, else a short reason. By default only the listed choices are."""
        return None if choice in game._options() else "That is not one of the choices now."

    def normalise(self, game: "Game", task: Task, choice: Choice) -> Choice:
        """The choice to apply and log for a legal ``choice`` that is not listed as it is
        (a war die without its payment gets the default one)."""
        return choice


#: Decision kind -> its handler (a task's kind is a plain str; a DecisionKind is one).
HANDLERS: dict[str, Handler] = {}
#: An automatic step: it works on the game and the task popped for it.
Step = Callable[["Game", Task], None]
STEPS: dict[str, Step] = {}


def handler(cls: type[Handler]) -> type[Handler]:
    """Register one instance of ``cls`` as the handler of its ``kind``; raises RuntimeError when the kind
    has one already. Called after the class, at the end of its module: mypyc compiles no decorated class."""
    instance = cls()
    if instance.kind in HANDLERS:
        raise RuntimeError(f"two handlers for {instance.kind}")
    HANDLERS[instance.kind] = instance
    return cls


def step(name: str) -> Callable[[Step], Step]:
    """Function decorator: register an automatic step run when a task ``name`` is on top."""
    def register(func: Step) -> Step:
        STEPS[name] = func
        return func
    return register


from tek_access.games.tek.rules.decisions import aftermath, movement, setup, solo, tokens, trade, turn, war  # noqa: E402,F401,I001  (registration)
