"""The "normal" computer player: a short look-ahead over its own decisions plus war sense.

For its own decisions it tries each legal choice on a copy of the game it may see and follows its
own next decisions (the region to move from, then to; what to trade, then how much) to score the
outcome with :func:`tek_access.games.tek.bots.evaluate.evaluate`. That covers building, researching,
expanding (food in mind), moving to capitals and to resource types it lacks, collecting when taking
is poor, retreating when it pays, and its faction's abilities (substitute actions, discounts and
bonuses change the outcomes it scores). Choosing an action it also weighs what the action gives the
other players, the leader most (000_de41987be7abf7aa.txt, On Your Turn). War dice, boosts and
the white flag come from :mod:`tek_access.games.tek.bots.warplan`. Every other decision, including kinds
added later (exploration tokens: bandits, dragon's lair), is answered by the same look-ahead, and
by the first choice if that fails.

Speed (issue 8): the bot remembers, for the turn under way, the value of every position its
look-ahead worked out in full (keyed by :func:`position_key`, so the decisions that follow an
action it selected are answered from what the selection already explored), the opponents' VP and
its own holdings by board, and the expected VP of each war situation. What it remembers is exact:
a value cut short by the depth is reused only at the same depth, and one that drew a hidden part
at random is not kept, so it chooses exactly as a bot that remembers nothing would
(tests/test_bots.py). The last choice of a position is tried on the look-ahead's own copy
instead of a fresh clone.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import Choice
from tek_access.core.kernel.rng import Rng, derive_seed
from tek_access.games.tek.rules import economy
from tek_access.games.tek.rules.model import ACTIONS
from tek_access.lazy import lazy_module

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.bots.weights import Weights
    from tek_access.games.tek.rules.game import Game

# The look-ahead's helpers are imported at a bot's first decision, not when a game with computer
# players starts (its first question is asked before any of them thinks).
warplan = lazy_module("tek_access.games.tek.bots.warplan")
_eval = lazy_module("tek_access.games.tek.bots.evaluate")
_weights = lazy_module("tek_access.games.tek.bots.weights")

#: Decisions never followed in the look-ahead: the next turn's action choice.
NOT_FOLLOWED = frozenset({"select_action"})
#: Decisions where simulation would need hidden information: planned, not simulated.
HIDDEN = frozenset({"war_die", "boost"})
#: How many of its own decisions in a row the look-ahead follows.
DEPTH = 4
#: ``need`` of a look-ahead value cut short by the depth (see :meth:`NormalBot._search`).
INCOMPLETE = 1_000
#: Positions remembered at most (the memo holds one turn's positions and is then dropped).
MEMO_LIMIT = 50_000


def _draws(game: "Game") -> tuple[int, int]:
    """What changes when a hidden part is drawn on a copy: the view's generator and the state's."""
    sampler = game.sampler
    return (sampler.state if sampler is not None else -1), game.state.rng


#: Fields of the state records that position_key reads; LEFT_OUT: those it leaves out on purpose
#: (moves: never read by the look-ahead; result: follows from the rest once the game is over;
#: seat, colour, faction: fixed by the seat's place in the list).
KEY_FIELDS = {
    "GameState": {"rng", "players", "cards", "regions", "active", "turn", "shields", "selected", "end_triggered",
                  "over", "tasks", "war", "tokens", "revealed", "found", "compass"},
    "PlayerState": {"resources", "tower", "magic", "captives", "crown", "home"},
    "War": {"attacker", "defender", "region", "origin", "allied", "bids", "revealed", "min", "fort", "winner",
            "loser", "broken", "dragon", "could_retreat", "neutral"},
    "Bid": {"value", "payment", "boost", "boost_units"},
}
LEFT_OUT = {"GameState": {"moves", "result"}, "PlayerState": {"seat", "colour", "faction"}, "War": set(), "Bid": set()}


def board_key(game: "Game") -> tuple:
    """The part of :func:`position_key` that evaluations read: (players, meeples by region,
    revealed tokens, cards in play)."""
    s = game.state
    return (
        tuple([(p.resources["mana"], p.resources["ore"], p.resources["food"], p.tower, p.magic, p.captives,
                p.crown, p.home) for p in s.players]),
        tuple(zip(s.regions, map(tuple, s.regions.values()))),  # (region id, meeples) pairs
        tuple(s.revealed.items()), tuple(s.cards),
    )


def position_key(game: "Game") -> tuple:
    """Everything in ``game.state`` the look-ahead's value can depend on, as a hashable key:
    ``(board, rest)``, ``board`` being (players, meeples by region, revealed tokens, cards).

    The number of moves is left out (the look-ahead never reads it), so the same position
    reached by another order of choices, or again by the real game, shares one key. Every field
    of :class:`~tek_access.games.tek.rules.state.GameState` must be covered (tests/test_bots.py checks).
    """
    s = game.state
    w = s.war
    return board_key(game), (
        s.turn, s.active, s.selected, s.end_triggered, s.over, s.rng, tuple(s.shields), tuple(s.tasks),
        None if w is None else (
            w.attacker, w.defender, w.region, w.origin, w.allied, w.revealed, w.min, w.fort, w.winner, w.loser,
            w.broken, w.dragon, w.could_retreat, w.neutral,
            tuple([(seat, b.value, b.payment, b.boost, b.boost_units) for seat, b in w.bids.items()])),
        tuple(s.tokens.items()), tuple(s.found),
        None if s.compass is None else (s.compass.get("night"), s.compass.get("roll")),
    )


def own_decision(game: "Game", seat: int):
    """(legal choices, pending decision) of ``game`` when the decision is ``seat``'s; raises
    ValueError when nothing is pending or another seat decides."""
    choices = game.choices()
    decision = game.pending
    if not choices or decision is None:
        raise ValueError("No decision is pending.")
    if decision.player != seat:
        raise ValueError(f"The pending decision is seat {decision.player + 1}'s, not this bot's.")
    return choices, decision


class NormalBot:
    """A heuristic player for ``seat``; deterministic from (seed, seat, the game it sees)."""

    kind = "normal"

    def __init__(self, seat: int, seed: int, weights: Weights | None = None) -> None:
        self.seat = seat
        self.seed = seed
        if weights is not None:
            self.w = weights  # else read at first use (see __getattr__)
        #: Times the bot fell back to the first choice because its look-ahead failed.
        self.fallbacks = 0
        #: position_key -> (value, need, depth, each choice's value or None): look-ahead values of
        #: this turn (see _search).
        self._memo: dict[tuple, tuple[float, int, int, tuple | None]] = {}
        self._memo_owner: tuple | None = None
        #: (board, opponents) -> the opponents' VP (see _evaluate).
        self._vps: dict[tuple, list[int]] = {}
        #: meeples by region -> this seat's holdings (see evaluate.holdings).
        self._held: dict[tuple, tuple] = {}
        #: war situations -> expected VP of the best war die (see warplan.expected).
        self._plans: dict[tuple, float] = {}

    def forget(self) -> None:
        """Drop the look-ahead memos (this turn's values, holdings, war plans). Choices stay the same: a memo
        only saves working a value out again (tests/test_bots.py). The server's worker calls this after each
        choice, so the computer players of many tables hold no memory between their turns."""
        self._memo, self._vps, self._held, self._plans = {}, {}, {}, {}
        self._memo_owner = None

    def __getattr__(self, name: str):
        """``w``, the packaged weights, read when first needed."""
        if name == "w":
            self.w = _weights.load_weights()
            return self.w
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def choose(self, game: "Game") -> Choice:
        """The bot's answer to ``game.pending`` (``game`` as ``real_game.for_player(seat)``).

        Raises ValueError when no decision of this seat is pending.
        """
        choices, decision = own_decision(game, self.seat)
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
        # Guards the game from the look-ahead: a decision it cannot handle gets the first legal choice.
        # Not a hiding place: each fallback is counted, and tests/test_bots.py and tests/test_infoset.py
        # assert none in whole games.
        except Exception:  # noqa: BLE001
            self.fallbacks += 1
            return choices[0]

    # ----------------------------------------------------------------- look-ahead
    def scores(self, game: "Game", choices: list[Choice]) -> list[float]:
        """The value this bot gives each of ``choices`` (the pending decision's, of this seat):
        what :meth:`choose` maximises for an action selection or a look-ahead decision (the
        strong bot ranks choices by it). War dice and boosts are not scored: zeros."""
        assert game.pending is not None, "choices scored after the game ended"
        kind = game.pending.kind
        if kind in HIDDEN:
            return [0.0] * len(choices)
        if kind == "select_action":
            return self._select_scores(game, choices)
        return self._values(game, choices, DEPTH)

    def _values(self, game: "Game", choices: list[Choice], depth: int) -> list[float]:
        self._start(game)
        # the look-ahead may have worked this position out already (the decisions that follow
        # an action this seat selected or took): then no copy is needed at all
        hit = self._memo.get(position_key(game))
        if hit is not None and hit[3] is not None and len(hit[3]) == len(choices) \
                and (hit[1] <= depth or hit[2] == depth):
            return list(hit[3])
        return [self._after(game, c, depth - 1) for c in choices]

    def _best(self, game: "Game", choices: list[Choice], depth: int) -> Choice:
        values = self._values(game, choices, depth)
        top = max(values)
        best = [i for i, v in enumerate(values) if v >= top - 1e-9]
        if len(best) == 1:
            return choices[best[0]]
        rng = Rng(derive_seed(self.seed, self.seat, game.state.moves))
        return choices[best[rng.below(len(best))]]

    def _start(self, game: "Game") -> None:
        """Keep the memos only for the game and turn being looked at."""
        owner = self._memo_owner
        if (owner is None or owner[0] is not game.catalog or owner[2] != game.state.turn
                or (owner[1] is not game.config and owner[1] != game.config) or len(self._memo) > MEMO_LIMIT):
            self._memo = {}
            self._vps = {}
            self._held = {}
            if owner is None or owner[0] is not game.catalog or len(self._plans) > MEMO_LIMIT:
                self._plans = {}  # plan values hold across turns (see warplan.expected)
            self._memo_owner = (game.catalog, game.config, game.state.turn)

    def _after(self, game: "Game", choice: Choice, depth: int) -> float:
        """Value for this seat after ``choice``, following its own next decisions ``depth`` deep."""
        return self._child(game, choice, depth)[0]

    def _child(self, game: "Game", choice: Choice, depth: int, reuse: bool = False) -> tuple[float, int, bool]:
        """(value, need, drew) after ``choice`` on a copy of ``game`` (on ``game`` itself when
        ``reuse``: a copy of the look-ahead's own that is no longer needed); see :meth:`_search`."""
        before = _draws(game)
        copy = game if reuse else game.clone()
        copy.apply(choice)
        result = self._search(copy, depth)
        if result[2] or before != _draws(copy):
            return result[0], result[1], True
        return result

    def _search(self, game: "Game", depth: int) -> tuple[float, int, bool]:
        """(value, need, drew) of ``game`` (a copy the look-ahead owns) for this seat, following
        its own decisions ``depth`` deep.

        ``need``: the least depth that gives the same value (the height of the followed decisions
        below; INCOMPLETE when the depth ran out). ``drew``: a hidden part was drawn at random on
        the way (a face-down token, another seat's war die), so the value depends on the view's
        generator. Values neither drawn nor cut short hold for every deep enough look-ahead at
        this position and are remembered (:func:`position_key`): the decisions that follow an
        action selected this turn reuse what the selection worked out.
        """
        if game.to_move != self.seat:  # another seat's decision (or the end): evaluate
            return self._evaluate(game, (board_key(game),)), 0, False
        key = position_key(game)
        hit = self._memo.get(key)
        if hit is not None and (hit[1] <= depth or hit[2] == depth):
            return hit[0], hit[1], False
        value, need, drew, values = self._compute(game, depth, key)
        if not drew:
            self._memo[key] = (value, need, depth, values)
        return value, need, drew

    def _compute(self, game: "Game", depth: int, key: tuple) -> tuple[float, int, bool, tuple | None]:
        """(value, need, drew, the value of each choice or None) of a decision of this seat."""
        decision = game.pending
        assert decision is not None, "a look-ahead past the end of the game"
        if decision.kind == "war_die":
            ev = warplan.expected(game, self.seat, self.w, self._plans, self._others(game, key))
            return self._evaluate(game, key) + ev, 0, False, None
        if decision.kind in HIDDEN or decision.kind in NOT_FOLLOWED:
            return self._evaluate(game, key), 0, False, None
        if decision.kind == "respond" and game.state.active != self.seat:
            return self._evaluate(game, key), 0, False, None  # a later turn's decision: stop here
        if depth <= 0:
            return self._evaluate(game, key), INCOMPLETE, False, None
        choices = game.choices()
        if not choices:
            return self._evaluate(game, key), 0, False, None
        values = []
        need = 0
        drew = False
        last = len(choices) - 1
        for i, c in enumerate(choices):
            value, n, d = self._child(game, c, depth - 1, reuse=i == last)
            values.append(value)
            need = max(need, n + 1)
            drew = drew or d
        return max(values), need, drew, tuple(values)

    def _evaluate(self, game: "Game", key: tuple) -> float:
        """:func:`evaluate`, with the opponents' VP remembered by what they depend on (the board
        and the opponents, and this seat too while an opponent has a level-5 bonus, which may
        compare players) and this seat's holdings by the meeples on the board. ``key``:
        :func:`position_key`, or a tuple starting with :func:`board_key`."""
        if game.state.over:
            return _eval.evaluate(game, self.seat, self.w)
        seat = self.seat
        board = key[0]
        others = self._others(game, key)
        held = self._held.get(board[1])
        if held is None:
            held = _eval.holdings(game, seat, self.w)
            self._held[board[1]] = held
        return _eval.evaluate(game, seat, self.w, others, held)

    def _others(self, game: "Game", key: tuple) -> list[int]:
        """The opponents' VP (:func:`evaluate.opponents_vp`), remembered by what they depend on
        (see :meth:`_evaluate`; ``key`` as there). Not for a finished game."""
        seat = self.seat
        board = key[0]
        players = board[0]
        sensitive = False
        levels = game.abilities
        for p in game.state.players:
            if p.seat != seat and "endgame_vp" in levels(p.seat).by_kind:
                sensitive = True
                break
        vkey = (board[1], board[2], board[3], players[:seat], players[seat + 1:], players[seat] if sensitive else None)
        others = self._vps.get(vkey)
        if others is None:
            others = _eval.opponents_vp(game, seat)
            self._vps[vkey] = others
        return others

    # ----------------------------------------------------------------- choosing the action
    def _select(self, game: "Game", choices: list[Choice]) -> Choice:
        """Pick the action worth most to this seat less what it gives the others, the leader most
        (never one it would not take when another gains it ``idle_gain`` or more)."""
        scores = [(v, i) for i, v in enumerate(self._select_scores(game, choices))]
        top = max(v for v, _ in scores)
        best = [i for v, i in scores if v >= top - 1e-9]
        if len(best) == 1:
            return choices[best[0]]
        rng = Rng(derive_seed(self.seed, self.seat, game.state.moves))
        return choices[best[rng.below(len(best))]]

    def _select_scores(self, game: "Game", choices: list[Choice]) -> list[float]:
        """Each action's worth to this seat less what it gives the others, the leader most."""
        self._start(game)
        scores = []
        leader = max((_eval.vp(game, p.seat), p.seat) for p in game.state.players if p.seat != self.seat)[1]
        collects = {p.seat: self._collect(game, p.seat) for p in game.state.players if p.seat != self.seat}
        base = self._evaluate(game, (board_key(game),))  # selecting an action and doing nothing
        gains = []
        for choice in choices:
            mine = self._after(game, choice, DEPTH + 1)
            given = 0.0
            for p in game.state.players:
                if p.seat == self.seat:
                    continue
                weight = self.w.leader_weight + self.w.opponents_weight if p.seat == leader else self.w.opponents_weight
                given += weight * self._gift(game, p.seat, choice.target, collects[p.seat])
            scores.append(mine - given)
            gains.append(mine - base)
        # no idle turn when a good action exists: an action this seat would not take (it gains
        # nothing from it) is selected only when no action gains it at least idle_gain
        if self.w.idle_gain > 0 and max(gains) >= self.w.idle_gain:
            low = min(scores) - 100.0
            scores = [low if g < 1e-6 else v for v, g in zip(scores, gains)]
        return scores

    def _collect(self, game: "Game", seat: int) -> float:
        """Rough VP ``seat`` gains by collecting now."""
        p = game.state.players[seat]
        fixed, free, _reasons = economy.collect_plan(game, seat)
        return self.w.resource * (sum(min(n, 9 - p.resources[r]) for r, n in fixed.items()) + free)

    def _gift(self, game: "Game", seat: int, action: str, collect: float | None = None) -> float:
        """Rough VP another seat gains when ``action`` is selected: the better of taking it
        (or a substitute its faction allows) and collecting (``collect``: :meth:`_collect`)."""
        w = self.w
        p = game.state.players[seat]
        best = self._collect(game, seat) if collect is None else collect
        left = _eval.turns_left(game, w) / 10
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

