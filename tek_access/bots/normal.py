"""The "normal" computer player: a short look-ahead over its own decisions plus war sense.

For its own decisions it tries each legal choice on a copy of the game it may see and follows its
own next decisions (the region to move from, then to; what to trade, then how much) to score the
outcome with :func:`tek_access.bots.evaluate.evaluate`. That covers building, researching,
expanding (food in mind), moving to capitals and to resource types it lacks, collecting when taking
is poor, retreating when it pays, and its faction's abilities (substitute actions, discounts and
bonuses change the outcomes it scores). Choosing an action it also weighs what the action gives the
other players, the leader most (000_de41987be7abf7aa.txt, On Your Turn). War dice, boosts and
the white flag come from :mod:`tek_access.bots.warplan`. Every other decision, including kinds
added later (exploration tokens: bandits, dragon's lair), is answered by the same look-ahead, and
by the first choice if that fails.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.rules import economy
from tek_access.rules.model import ACTIONS, Choice
from tek_access.rules.rng import Rng, derive_seed

from tek_access.bots import warplan
from tek_access.bots.evaluate import evaluate, turns_left, vp
from tek_access.bots.weights import Weights, load_weights

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.rules.game import Game

#: Decisions never followed in the look-ahead: the next turn's action choice.
NOT_FOLLOWED = frozenset({"select_action"})
#: Decisions where simulation would need hidden information: planned, not simulated.
HIDDEN = frozenset({"war_die", "boost"})
#: How many of its own decisions in a row the look-ahead follows.
DEPTH = 4


class NormalBot:
    """A heuristic player for ``seat``; deterministic from (seed, seat, the game it sees)."""

    kind = "normal"

    def __init__(self, seat: int, seed: int, weights: Weights | None = None) -> None:
        self.seat = seat
        self.seed = seed
        self.w = weights or load_weights()
        #: Times the bot fell back to the first choice because its look-ahead failed.
        self.fallbacks = 0

    def choose(self, game: "Game") -> Choice:
        """The bot's answer to ``game.pending`` (``game`` as ``real_game.for_player(seat)``).

        Raises ValueError when no decision of this seat is pending.
        """
        choices = game.choices()
        decision = game.pending
        if not choices or decision is None:
            raise ValueError("No decision is pending.")
        if decision.player != self.seat:
            raise ValueError(f"The pending decision is seat {decision.player + 1}'s, not this bot's.")
        if len(choices) == 1:
            return choices[0]
        try:
            if decision.kind == "war_die":
                choice = warplan.plan(game, self.seat, self.w)[0]
                if game.check(choice) is not None:  # a war rule the plan does not know
                    self.fallbacks += 1
                    return choices[0]
                return choice
            if decision.kind == "boost":
                wanted = "boost" if warplan.boost_flips(game, self.seat) else "no_boost"
                return next((c for c in choices if c.kind == wanted), choices[0])
            if decision.kind == "select_action":
                return self._select(game, choices)
            return self._best(game, choices, DEPTH)
        except Exception:  # a decision the look-ahead cannot handle: stay safe, never crash the game
            self.fallbacks += 1
            return choices[0]

    # ----------------------------------------------------------------- look-ahead
    def _best(self, game: "Game", choices: list[Choice], depth: int) -> Choice:
        scored = [(self._after(game, c, depth - 1), i) for i, c in enumerate(choices)]
        top = max(v for v, _ in scored)
        best = [i for v, i in scored if v >= top - 1e-9]
        if len(best) == 1:
            return choices[best[0]]
        rng = Rng(derive_seed(self.seed, self.seat, game.state.moves))
        return choices[best[rng.below(len(best))]]

    def _after(self, game: "Game", choice: Choice, depth: int) -> float:
        """Value for this seat after ``choice``, following its own next decisions ``depth`` deep."""
        copy = game.clone()
        copy.apply(choice)
        return self._value(copy, depth)

    def _value(self, game: "Game", depth: int) -> float:
        decision = game.pending
        if decision is None or decision.player != self.seat:
            return evaluate(game, self.seat, self.w)
        if decision.kind == "war_die":
            ev = warplan.plan(game, self.seat, self.w, thorough=False)[1]
            return evaluate(game, self.seat, self.w) + ev
        if depth <= 0 or decision.kind in HIDDEN or decision.kind in NOT_FOLLOWED:
            return evaluate(game, self.seat, self.w)
        if decision.kind == "respond" and game.state.active != self.seat:
            return evaluate(game, self.seat, self.w)  # a later turn's decision: stop here
        choices = game.choices()
        if not choices:
            return evaluate(game, self.seat, self.w)
        return max(self._after(game, c, depth - 1) for c in choices)

    # ----------------------------------------------------------------- choosing the action
    def _select(self, game: "Game", choices: list[Choice]) -> Choice:
        """Pick the action worth most to this seat less what it gives the others, the leader most."""
        scores = []
        leader = max((vp(game, p.seat), p.seat) for p in game.state.players if p.seat != self.seat)[1]
        for i, choice in enumerate(choices):
            mine = self._after(game, choice, DEPTH + 1)
            given = 0.0
            for p in game.state.players:
                if p.seat == self.seat:
                    continue
                weight = self.w.leader_weight + self.w.opponents_weight if p.seat == leader else self.w.opponents_weight
                given += weight * self._gift(game, p.seat, choice.target)
            scores.append((mine - given, i))
        top = max(v for v, _ in scores)
        best = [i for v, i in scores if v >= top - 1e-9]
        rng = Rng(derive_seed(self.seed, self.seat, game.state.moves))
        return choices[best[rng.below(len(best))]]

    def _gift(self, game: "Game", seat: int, action: str) -> float:
        """Rough VP another seat gains when ``action`` is selected: the better of taking it
        (or a substitute its faction allows) and collecting."""
        w = self.w
        p = game.state.players[seat]
        collect = 0.0
        fixed, free, _reasons = economy.collect_plan(game, seat)
        collect = w.resource * (sum(min(n, 9 - p.resources[r]) for r, n in fixed.items()) + free)
        best = collect
        left = turns_left(game, w) / 10
        for act in [action, *economy.substitutes_for(game, seat, action)]:
            if act not in ACTIONS or not economy.can_take(game, seat, act):
                continue
            if act == "build":
                cost = economy.build_cost(game, seat) or 0
                gain = game.tower_vp(p.tower + 1) - game.tower_vp(p.tower) - cost * w.resource
            elif act == "research":
                cost = economy.research_cost(game, seat) or 0
                gain = 1 + w.magic_ability - cost * w.resource
            elif act == "expand":
                cost = economy.expand_cost(game, seat) or 0
                gain = 1 + w.income_per_region * left - cost * w.resource
            else:
                gain = 0.3
            best = max(best, gain)
        return best

