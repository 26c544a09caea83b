"""Trade: give resources of one type for the same number of another.

Source: 000_de41987be7abf7aa.txt, Trade; rulings.md, Turn and actions (a trade that would pass 9
is refused, not cut). Limits and faction abilities (Elves 1: two types into one, Humans 2: a
bonus) are :mod:`tek_access.games.tek.rules.economy`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import CHOICES, Choice
from tek_access.games.tek.rules import economy
from tek_access.games.tek.rules.decisions import SINGLE_ANSWERS_ITSELF, Handler, handler
from tek_access.games.tek.rules.model import RESOURCES, DecisionKind, Task

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.game import Game


class TradeGive(Handler):
    """Which resource you give: one you can trade into another without passing 9 (000, Trade)."""

    kind = DecisionKind.TRADE_GIVE
    source = "000, Trade"

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        have = game.state.players[task.seat].resources
        top = economy.RESOURCE_CAP - economy.trade_bonus(game, task.seat)  # room below 9 (trade_max)
        return [CHOICES["give"][g] for g in RESOURCES
                if have[g] > 0 and any(have[t] < top for t in RESOURCES if t != g)]

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        game.push(Task(DecisionKind.TRADE_GET, task.seat, give=choice.target))


class TradeGet(Handler):
    """Which resource you get (000, Trade)."""

    kind = DecisionKind.TRADE_GET
    source = "000, Trade"

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        p, give = task.seat, task.give
        assert give is not None, "a trade with nothing given"
        return [CHOICES["get"][t] for t in RESOURCES if t != give and economy.trade_max(game, p, give, t) > 0]

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        game.push(Task(DecisionKind.TRADE_AMOUNT, task.seat, give=task.give, get=choice.target))


class TradeAmount(Handler):
    """How many: 1 to what you have, and no more than brings the resource you get to 9
    (000, Trade; rulings.md). With ``trade_two_types`` (Elves 1) a second type may follow."""

    kind = DecisionKind.TRADE_AMOUNT
    source = "000, Trade; rulings.md, Turn and actions"
    single = SINGLE_ANSWERS_ITSELF

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        give, get = task.give, task.get
        assert give is not None and get is not None, "a trade amount with no resources named"
        top = economy.trade_max(game, task.seat, give, get)
        return [CHOICES["amount"][n] for n in range(1, top + 1)]

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        p, give, get, n = task.seat, task.give, task.get, int(choice.target)
        assert give is not None and get is not None, "a trade amount with no resources named"
        second = economy.second_trade_type(game, p, give, get)
        if second and economy.trade_max(game, p, second, get, already=n) > 0:
            game.push(Task(DecisionKind.TRADE_AMOUNT2, p, give=give, get=get, amount=n, give2=second))
            return
        finish_trade(game, p, {give: n}, get)


class TradeAmount2(Handler):
    """Elves 1 (``trade_two_types``, 001 faction cards): how many of the second type also go into
    the trade; 0 for none (000, Trade)."""

    kind = DecisionKind.TRADE_AMOUNT2
    source = "000, Trade; faction ability trade_two_types"

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        give2, get = task.give2, task.get
        assert give2 is not None and get is not None, "a second trade amount with no resources named"
        top = economy.trade_max(game, task.seat, give2, get, already=task.amount)
        return [CHOICES["amount"][n] for n in range(0, top + 1)]

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        give, give2, get = task.give, task.give2, task.get
        assert give is not None and give2 is not None and get is not None, "a second trade amount with no resources"
        gave = {give: task.amount}
        if int(choice.target):
            gave[give2] = int(choice.target)
        finish_trade(game, task.seat, gave, get)


def finish_trade(game: "Game", p: int, gave: dict[str, int], get: str) -> None:
    """Hand over ``gave`` and take as many ``get``, plus any ``trade_bonus`` (Humans 2) (000, Trade)."""
    have = game.state.players[p].resources
    for res, n in gave.items():
        have[res] -= n
    amount = sum(gave.values())
    bonus = economy.trade_bonus(game, p)
    economy.gain(game, p, get, amount + bonus)
    game.emit("traded", player=p, gave=gave, got=get, amount=amount, bonus=bonus)


handler(TradeGive)
handler(TradeGet)
handler(TradeAmount)
handler(TradeAmount2)
