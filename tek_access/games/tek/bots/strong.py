"""The "strong" computer player: determinised rollouts over the game's own legal choices, and
mixed war dice from a small equilibrium.

How it decides (docs/bots.md explains the choices):

- It sees only ``real_game.for_player(seat)``. Each rollout starts from a copy of that view whose
  hidden parts are drawn at random (a determinisation): the copy gets its own seeded ``sampler``
  (another seat's unrevealed war die, a face-down token) and its own random-number state (the
  solo dummy's dice), so nothing hidden is ever read, only drawn.
- For any decision but a war die it ranks the legal choices with the normal bot's look-ahead
  (:meth:`tek_access.games.tek.bots.normal.NormalBot.scores`) and keeps the best few (:data:`KEEP`). For
  each kept choice a rollout applies it on a determinisation, then every seat (this one too)
  plays the normal bot's policy for the rest of the turn and the next :data:`HORIZON` turns (or
  to the end), and the position is scored with :func:`tek_access.games.tek.bots.evaluate.evaluate` (a
  won game counts :data:`WIN_BONUS` more). The policies are deterministic, so a rollout that
  drew no hidden part is exact for every determinisation; only choices whose rollouts drew one
  get more rollouts, with the same determinisations for each (common random numbers), while the
  budget lasts. The highest mean wins; ties go to the normal bot's order, in which equal scores
  stand in a seeded random order, never in list (board) order.
- A war die against a player is drawn from a mixed strategy: the two dice menus (the white flag
  and each affordable value, from public resources) form a matrix game whose payoff is this
  seat's expected VP less the foe's (war stakes and payments as :mod:`tek_access.games.tek.bots.warplan`
  prices them); regret matching plus runs a fixed number of rounds, choices below 5% are dropped, and
  the die is drawn from what is left with the bot's seeded generator. Against a known die (the
  grey meeples' fixed defence) it bids the cheapest value that wins, or the best of the menu.
- Budget: ``budget_ms`` (``--bot-time``) becomes a fixed number of turns of simulated play per
  decision (:func:`turns_for`), calibrated on the development machine, so the same seed gives the
  same game on any machine. A rollout costs its horizon plus the turn under way; a small budget
  shortens the horizon, then keeps fewer choices (:func:`search_shape`). ``last_rollouts`` and
  ``last_turns`` count the rollouts of the last decision and the turns they cost.

Any decision kind the engine adds is answered the same way: only ``choices()``, ``apply()`` and
``clone()`` are used. If anything fails it answers like the normal bot, and failing that with the
first legal choice (``fallbacks`` counts those).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import Choice
from tek_access.core.kernel.rng import Rng, derive_seed
from tek_access.games.tek.bots import warplan
from tek_access.games.tek.bots.evaluate import evaluate, resource_value, turns_left
from tek_access.games.tek.bots.normal import NormalBot, own_decision
from tek_access.games.tek.bots.weights import Weights, load_weights
from tek_access.games.tek.rules.model import NEUTRAL, RESOURCES, Bid, payment_of

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.game import Game

#: The strong player's default budget per decision, in milliseconds (``--bot-time``).
DEFAULT_BOT_TIME = 200
#: Turns of simulated play per millisecond of budget, by table size: measured on the development
#: machine (2 cores, Python 3.11) so that a decision's rollouts take about its budget there. A
#: rollout costs the turn under way plus its horizon: ``horizon + 1`` turns.
TURNS_PER_MS = {1: 0.36, 2: 0.36, 3: 0.32, 4: 0.24, 5: 0.20}
#: Choices kept for rollouts after the normal bot's ranking, by table size (fewer when the
#: budget is smaller).
KEEP = {1: 5, 2: 8, 3: 5, 4: 4, 5: 4}
#: Turns a rollout plays after the one under way, by table size (fewer when the budget is smaller).
HORIZON = {1: 2, 2: 4, 3: 3, 4: 3, 5: 3}
#: Decisions a rollout plays at most before it is scored (a safety bound).
ROLLOUT_DECISIONS = 400
#: Regret-matching rounds for a war die's mixed strategy, and the least probability kept.
EQUILIBRIUM_ROUNDS = 200
LEAST_PROBABILITY = 0.05
#: Value of a finished game's win, in VP, added to the final evaluation in rollouts.
WIN_BONUS = 3.0


def turns_for(budget_ms: float, players: int) -> int:
    """The fixed number of turns of simulated play per decision (the rollouts' cost, at least 1)
    that a budget of ``budget_ms`` milliseconds buys at a table of ``players``."""
    rate = TURNS_PER_MS.get(players, TURNS_PER_MS[5])
    return max(1, int(budget_ms * rate))


def search_shape(budget: int, players: int, choices: int) -> tuple[int, int]:
    """(choices kept, horizon in turns) for a decision with ``choices`` legal choices and a budget
    of ``budget`` turns of play: :data:`KEEP` and :data:`HORIZON` when one rollout each fits,
    else fewer choices are kept (down to 2), then the horizon shortens (to 1), then 1 choice is
    kept (no search). The horizon goes last because it matters most: at 2 players and
    ``--bot-time 20``, 2 choices on a 2-turn horizon won 65% against the normal player where 3
    choices on a 1-turn horizon won 46% (docs/bots.md)."""
    keep = max(1, min(KEEP.get(players, 4), choices))
    horizon = HORIZON.get(players, 3)
    while keep * (horizon + 1) > budget and keep > 2:
        keep -= 1
    while keep * (horizon + 1) > budget and horizon > 1:
        horizon -= 1
    if keep * (horizon + 1) > budget:
        keep = 1
    return keep, horizon


class StrongBot:
    """Determinised-rollout player for ``seat``; deterministic from (seed, seat, budget, the view)."""

    kind = "strong"

    def __init__(self, seat: int, seed: int, budget_ms: float = DEFAULT_BOT_TIME,
                 weights: Weights | None = None) -> None:
        if budget_ms <= 0:
            raise ValueError("The strong player's time must be more than 0 milliseconds.")
        self.seat = seat
        self.seed = seed
        self.budget_ms = budget_ms
        self.w = weights or load_weights()
        #: Its own normal-level judgement: the prior ranking and the fallback.
        self.normal = NormalBot(seat, derive_seed(seed, "prior"), self.w)
        #: The rollout policy of each seat (normal bots, kept for their per-turn memos).
        self._policies: dict[int, NormalBot] = {}
        #: Rollouts played for the last decision, and the turns of play they cost (tests count
        #: these, never seconds).
        self.last_rollouts = 0
        self.last_turns = 0
        #: Times it fell back to the normal bot's or the first choice.
        self.fallbacks = 0
        #: The last war die strategy: [(choice, probability)] (tests and docs read it).
        self.last_strategy: list[tuple[Choice, float]] = []
        self._predrawn = False

    # ----------------------------------------------------------------- the door
    def choose(self, game: "Game") -> Choice:
        """The bot's answer to ``game.pending`` (``game`` as ``real_game.for_player(seat)``).

        Raises ValueError when no decision of this seat is pending.
        """
        choices, decision = own_decision(game, self.seat)
        self.last_rollouts = self.last_turns = 0
        if len(choices) == 1:
            return choices[0]
        try:
            if decision.kind == "war_die":
                choice = self._war_die(game, choices)
            elif decision.kind == "boost":
                wanted = "boost" if warplan.boost_flips(game, self.seat) else "no_boost"
                choice = next((c for c in choices if c.kind == wanted), None) or self._search(game, choices)
            else:
                choice = self._search(game, choices)
            if choice is not None and (any(choice is c for c in choices) or game.check(choice) is None):
                return choice
        # Guards the game from the search: the normal bot answers instead.
        # Not a hiding place: each fallback is counted, and tests/test_bots.py and tests/test_infoset.py
        # assert none in whole games.
        except Exception:  # noqa: BLE001
            pass
        self.fallbacks += 1
        try:
            return self.normal.choose(game)
        except Exception:  # noqa: BLE001 (the normal bot guards itself; a last net, counted above)
            return choices[0]

    # ----------------------------------------------------------------- rollouts
    def budget(self, game: "Game") -> int:
        """Turns of simulated play this decision may spend on rollouts (:func:`turns_for`)."""
        return turns_for(self.budget_ms, game.config.players)

    def _search(self, game: "Game", choices: list[Choice]) -> Choice:
        prior = self.normal.scores(game, choices)
        # equal scores are ordered at random (seeded), never by list position: choices are listed in
        # board order, so the first card's regions would be kept, and invaded, first
        ties = Rng(derive_seed(self.seed, self.seat, game.state.moves, "ties"))
        shuffled = list(range(len(choices)))
        ties.shuffle(shuffled)
        place = {i: k for k, i in enumerate(shuffled)}
        order = sorted(range(len(choices)), key=lambda i: (-round(prior[i], 9), place[i]))
        budget = self.budget(game)
        keep, horizon = search_shape(budget, game.config.players, len(choices))
        kept = order[:keep]
        if len(kept) == 1:
            return choices[kept[0]]
        base = derive_seed(self.seed, self.seat, game.state.moves)
        start_turn = game.state.turn
        # first pass: one rollout each; a rollout that drew no hidden part is exact for every
        # determinisation (the policies are deterministic), so only those that drew get more
        values: dict[int, list[float]] = {}
        random_ones = []
        seed0 = derive_seed(base, 0)
        for i in kept:
            value, drew = self._rollout(game, choices[i], seed0, start_turn, horizon)
            values[i] = [value]
            if drew:
                random_ones.append(i)
        cost = horizon + 1
        left = budget - len(kept) * cost
        k = 1
        while random_ones and left >= len(random_ones) * cost:
            seed = derive_seed(base, k)
            for i in random_ones:
                values[i].append(self._rollout(game, choices[i], seed, start_turn, horizon)[0])
            left -= len(random_ones) * cost
            k += 1
        rank = {i: r for r, i in enumerate(order)}
        best = max(kept, key=lambda i: (sum(values[i]) / len(values[i]) - 1e-6 * rank[i]))
        return choices[best]

    def determinise(self, game: "Game", seed: int) -> "Game":
        """A copy of the view ``game`` whose hidden parts will be drawn from ``seed``: its own
        sampler (war dice, tokens) and random-number state (the solo dummy's dice)."""
        copy = game.clone()
        copy.sampler = Rng(derive_seed(seed, "sampler"))
        copy.state.rng = derive_seed(seed, "rng")
        self._predrawn = False
        w = copy.state.war
        if w is not None and not w.revealed:
            # a foe's unrevealed die: drawn from the mixed strategy this bot expects of it
            for key, bid in list(w.bids.items()):
                if key != self.seat and bid.value is None:
                    drawn = self._drawn_bid(copy, key, seed)
                    if drawn is not None:
                        w.bids[key] = drawn
                        self._predrawn = True
        return copy

    def _drawn_bid(self, game: "Game", foe: int, seed: int) -> Bid | None:
        try:
            strategy = self._strategy(game, foe)
        # Guards one rollout's drawn war die: without a strategy the rollout draws none. Not a hiding place:
        # tests/test_bots.py checks the strategy itself (test_strong_war_dice_are_mixed) without this net.
        except Exception:  # noqa: BLE001
            return None
        if not strategy:
            return None
        choice = _draw(strategy, Rng(derive_seed(seed, "bid", foe)))
        if choice.kind == "flag":
            return Bid(0, (0, 0, 0))
        assert choice.payment is not None, "a war die of a strategy comes with its payment"
        return Bid(int(choice.target), payment_of(choice.payment))

    def _policy(self, seat: int) -> NormalBot:
        bot = self._policies.get(seat)
        if bot is None:
            bot = self._policies[seat] = NormalBot(seat, derive_seed(self.seed, "rollout", seat), self.w)
        return bot

    def _rollout(self, game: "Game", choice: Choice, seed: int, start_turn: int,
                 turns: int) -> tuple[float, bool]:
        """(value for this seat, whether a hidden part was drawn) of ``choice`` followed by normal
        play for the rest of the turn and ``turns`` more, on a determinisation of ``game`` drawn
        from ``seed``."""
        self.last_rollouts += 1
        self.last_turns += turns + 1
        copy = self.determinise(game, seed)
        assert copy.sampler is not None, "determinise gives the copy its own sampler"
        drew = self._predrawn
        before = (copy.sampler.state, copy.state.rng)
        copy.apply(choice)
        horizon = start_turn + turns
        for _ in range(ROLLOUT_DECISIONS):
            decision = copy.pending
            if decision is None or copy.state.turn > horizon:
                break
            options = copy.choices()
            if len(options) == 1:
                copy.apply(options[0])
                continue
            try:
                answer = self._policy(decision.player).choose(copy)
                copy.apply(answer)
            # Guards one step of a rollout (a policy bot on a sampled copy): the first legal option is played.
            # The policies are the normal and random bots, whose fallbacks tests/test_bots.py asserts are none.
            except Exception:  # noqa: BLE001
                copy.apply(options[0])
        drew = drew or before != (copy.sampler.state, copy.state.rng)
        return self.score(copy), drew

    def score(self, game: "Game") -> float:
        """The value of a rollout's last position for this seat."""
        value = evaluate(game, self.seat, self.w)
        if game.over and game.result:
            winners = game.result.get("winners") or []
            if self.seat in winners:
                value += WIN_BONUS / len(winners)
        return value

    # ----------------------------------------------------------------- war dice
    def _war_die(self, game: "Game", choices: list[Choice]) -> Choice:
        war_ = warplan.current_war(game)
        foe = war_.foe(self.seat)
        known = war_.bids.get(foe)
        if foe == NEUTRAL or (known is not None and known.value is not None):
            self.last_strategy = []
            return warplan.plan(game, self.seat, self.w)[0] if known is None or known.value is None \
                else _beat(game, self.seat, choices, known)
        strategy = self._strategy(game, self.seat, choices)
        self.last_strategy = strategy
        rng = Rng(derive_seed(self.seed, self.seat, game.state.moves, "war"))
        return _draw(strategy, rng)

    def _strategy(self, game: "Game", seat: int, mine: list[Choice] | None = None) -> list[tuple[Choice, float]]:
        """The mixed war-die strategy of ``seat`` in the current war: regret matching on the
        matrix game of both dice menus (public resources only), pruned below 5%."""
        from tek_access.games.tek.rules.decisions.war import die_choices

        war_ = warplan.current_war(game)
        foe = war_.foe(seat)
        need = war_.min if seat == war_.attacker else 0
        ours = mine if mine is not None else die_choices(game, seat, need or 0)
        theirs = die_choices(game, foe, war_.min if foe == war_.attacker else 0) if foe != NEUTRAL else []
        if not theirs:
            return [(c, 1.0 / len(ours)) for c in ours]
        pay_a = _payoffs(game, seat, foe, ours, theirs, self.w)
        probs = _regret_matching(pay_a, EQUILIBRIUM_ROUNDS)
        kept = [(c, p) for c, p in zip(ours, probs) if p >= LEAST_PROBABILITY]
        if not kept:
            best = max(range(len(ours)), key=lambda i: probs[i])
            kept = [(ours[best], 1.0)]
        total = sum(p for _, p in kept)
        return [(c, p / total) for c, p in kept]


def _beat(game: "Game", seat: int, choices: list[Choice], known: Bid) -> Choice:
    """Against a known die: the cheapest bid that wins, else the white flag (or the lowest bid)."""
    ties = warplan.wins_ties(game, seat)
    bids = sorted((c for c in choices if c.kind == "bid"), key=lambda c: (c.target, sum(c.payment or ())))
    for c in bids:
        if c.target > known.total or (c.target == known.total and ties):
            return c
    return next((c for c in choices if c.kind == "flag"), bids[0] if bids else choices[0])


def _draw(strategy: list[tuple[Choice, float]], rng: Rng) -> Choice:
    """One choice of ``strategy`` drawn with ``rng`` (a 1/10000 grid: the same on every platform)."""
    ticket = rng.below(10_000)
    running = 0.0
    for choice, p in strategy:
        running += p * 10_000
        if ticket < running:
            return choice
    return strategy[-1][0]


def _side_value(game: "Game", seat: int, choice: Choice, w: Weights) -> tuple[int, float, float, bool]:
    """(war total reached, resources' VP paid, VP of winning, VP of losing) for one die of ``seat``."""
    if choice.kind != "bid":
        return 0, 0.0, 0.0, False
    have = [game.state.players[seat].resources[r] for r in RESOURCES] if seat != NEUTRAL else [0, 0, 0]
    pay = choice.payment or (0, 0, 0)
    endgame = turns_left(game, w) == 0
    cost = resource_value(have, w, endgame) - resource_value([h - n for h, n in zip(have, pay)], w, endgame)
    return int(choice.target), cost, 0.0, True


def _payoffs(game: "Game", seat: int, foe: int, ours: list[Choice], theirs: list[Choice],
             w: Weights) -> list[list[float]]:
    """Payoff to ``seat`` (its expected VP less the foe's) for each pair of dice."""
    gain_a, lose_a = warplan.stakes(game, seat, w)
    gain_b, lose_b = warplan.stakes(game, foe, w)
    ties_a = warplan.wins_ties(game, seat)
    alliance = w.war_alliance if game.config.players > 2 else None
    a = [_side_value(game, seat, c, w) for c in ours]
    b = [_side_value(game, foe, c, w) for c in theirs]
    rows = []
    for ta, cost_a, _, bid_a in a:
        row = []
        for tb, cost_b, _, bid_b in b:
            if not bid_a and not bid_b:
                if alliance is not None:
                    row.append(0.0)  # both stay, nobody pays: the alliance is worth the same to both
                    continue
                won = seat != warplan.current_war(game).attacker  # two flags with 2 players: the defender wins
            else:
                won = ta > tb or (ta == tb and ties_a)
            mine = (gain_a if won else -lose_a) - cost_a
            theirs_ = (-lose_b if won else gain_b) - cost_b
            row.append(mine - theirs_)
        rows.append(row)
    return rows


def _regret_matching(payoff: list[list[float]], rounds: int) -> list[float]:
    """The row player's average strategy after ``rounds`` of regret matching plus (linear
    averaging) on the zero-sum game
    ``payoff`` (rows: this seat's dice, columns: the foe's; values to the row player).

    Plain Python: the matrices are at most about 8 by 8 (one row or column per affordable die).
    Returns one probability per row, summing to 1."""
    columns = [list(column) for column in zip(*payoff)]
    regret_a, regret_b = [0.0] * len(payoff), [0.0] * len(columns)
    sum_a = [0.0] * len(payoff)
    for t in range(1, rounds + 1):
        pa = _positive(regret_a)
        pb = _positive(regret_b)
        sum_a = [s + t * p for s, p in zip(sum_a, pa)]  # later rounds weigh more (linear averaging)
        row_values = [_dot(row, pb) for row in payoff]
        col_values = [_dot(column, pa) for column in columns]
        value_a, value_b = _dot(pa, row_values), _dot(pb, col_values)
        # regret matching plus: cumulative regrets are kept at 0 or above
        regret_a = [max(r + v - value_a, 0.0) for r, v in zip(regret_a, row_values)]
        regret_b = [max(r + value_b - v, 0.0) for r, v in zip(regret_b, col_values)]  # the column player minimises
    total = sum(sum_a)
    return [s / total for s in sum_a]


def _dot(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b))


def _positive(regret: list[float]) -> list[float]:
    """Regret matching's strategy: positive regrets normalised, or uniform when none is positive."""
    pos = [max(r, 0.0) for r in regret]
    total = sum(pos)
    if total <= 0:
        return [1.0 / len(regret)] * len(regret)
    return [p / total for p in pos]
