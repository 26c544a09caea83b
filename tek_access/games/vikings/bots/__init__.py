"""Tiny Epic Vikings' computer players: "random" (uniform over the legal choices) and "normal" (a
simple sensible heuristic, no search). ``make_bot(kind, seat, seed)`` gives an object with
``choose(game) -> Choice``; ``game`` is what the bot may see, the real game's ``for_player(seat)``.
Both are deterministic: the same seed, seat and position give the same choice."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tek_access.core.kernel.rng import Rng, derive_seed
from tek_access.core.players import RandomPlayer
from tek_access.games.vikings.rules import board
from tek_access.games.vikings.rules.model import RESOURCES, Choice

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.rules.game import Game

#: Kinds of computer player, in the order help text lists them.
BOT_KINDS: tuple[str, ...] = ("normal", "random")


class RandomBot(RandomPlayer):
    """Picks uniformly among the choices offered (:class:`tek_access.core.players.RandomPlayer`); deterministic
    from (seed, seat, moves so far)."""

    def pick(self, choices: list[Choice], moves: int) -> Choice:
        """One of ``choices`` (the pending decision's, as offered) after ``moves`` moves; ValueError when there
        are none."""
        if not choices:
            raise ValueError("No decision is pending.")
        return choices[Rng(self._base ^ moves).below(len(choices))]


class NormalBot:
    """A heuristic player: each decision kind has a short rule of thumb (scores per choice, the
    highest wins, ties broken by the bot's seeded generator). It reads only its own view."""

    kind = "normal"
    reads_only_choices = False

    def __init__(self, seat: int, seed: int) -> None:
        self.seat, self.seed = seat, seed
        self._base = derive_seed(seed, seat, "normal")

    def choose(self, game: "Game") -> Choice:
        choices = game.choices()
        if not choices:
            raise ValueError("No decision is pending.")
        if len(choices) == 1:
            return choices[0]
        pending = game.pending
        assert pending is not None
        rate: Callable[[Game, dict, Choice], float] = _RATE.get(str(pending.kind), _default)
        rng = Rng(self._base ^ game.state.moves)
        task = game.state.tasks[-1]
        scored = [(rate(game, task, c) + rng.below(1000) / 10_000, i) for i, c in enumerate(choices)]
        return choices[max(scored)[1]]


def make_bot(kind: str, seat: int, seed: int, bot_time: float | None = None) -> RandomBot | NormalBot:
    """A computer player of ``kind`` ("random" or "normal"; "strong" plays as "normal" here) for
    ``seat``. Raises ValueError naming the kinds for any other kind. ``bot_time`` is ignored."""
    key = str(kind).strip().lower()
    if key == "random":
        return RandomBot(seat, seed)
    if key in ("normal", "strong"):
        return NormalBot(seat, seed)
    raise ValueError(f"Unknown computer player {kind!r}. Kinds: {', '.join(BOT_KINDS)}.")


# ---------------------------------------------------------------------- rules of thumb
def _default(game: "Game", task: dict, c: Choice) -> float:
    return -1.0 if c.kind in ("skip", "stop") else 0.0


def _card_value(game: "Game", seat: int, card_id: str) -> float:
    card = game.catalog.cards.get(card_id)
    if card is None:
        return 0.0
    res = game.state.players[seat].res
    leader = card.leader
    value = {"sail": 1.0 + 0.5 * leader.amount, "explore": 0.8 + 0.4 * leader.amount,
             "harvest": 0.7 * leader.amount, "build": 2.5 if res[0] >= 2 else 0.5,
             "remove": 1.0 + 0.5 * leader.amount}[leader.kind]
    held = board.runes_held(game, seat)
    if all(held.get(g, 0) + (1 if g == card.rune else 0) >= n for g, n in card.rune_action.needs):
        value += 1.0
    return value


def _draft(game: "Game", task: dict, c: Choice) -> float:
    card = game.catalog.cards.get(str(c.target))
    return _card_value(game, int(task["p"]), str(c.target)) + (0.3 * card.strength if card else 0.0)


def _play(game: "Game", task: dict, c: Choice) -> float:
    seat = int(task["p"])
    card = game.catalog.cards.get(str(c.target))
    if card is None:
        return 0.0
    if c.kind == "up":
        return _card_value(game, seat, card.id)
    s = game.state
    steel_ok = card.steel <= s.players[seat].res[2]
    power = card.strength + (2 if card.bonus else 0)
    if not steel_ok:
        return -5.0
    if s.battle is not None:
        return power - 2.0
    if not any(s.rows.values()) or len(s.players[seat].favours) >= 3:
        return -3.0
    return power - 3.0


def _place_ship(game: "Game", task: dict, c: Choice) -> float:
    return float(sum(1 for d in game.map.docks.values() if d.fjord == c.target))


def _sail_ship(game: "Game", task: dict, c: Choice) -> float:
    return -1.0 if c.kind == "skip" else 1.0


def _sail_step(game: "Game", task: dict, c: Choice) -> float:
    seat = int(task["p"])
    here = str(task["place"])
    food = game.state.players[seat].res[1]
    if c.kind == "stop":
        return 3.0 if here in game.map.docks and food > 0 else -1.0
    dest = str(c.target)
    dock = game.map.docks.get(dest)
    if dock is not None:
        taken = any(p == dest for _, p in game.state.ships)
        gain = 2.0 if game.state.runes[dock.island] != seat else 0.5
        village = 1.0 if dock.village and dest in game.state.villages else 0.0
        return gain + village - (1.0 if taken else 0.0) + (1.0 if food > 0 else -2.0)
    return 0.5 * sum(1 for d in game.map.docks.values() if d.fjord == dest)


def _deploy(game: "Game", task: dict, c: Choice) -> float:
    return float(c.target)


def _yes(game: "Game", task: dict, c: Choice) -> float:
    return -1.0 if c.kind == "skip" else 1.0


def _island_want(game: "Game", seat: int, island: str) -> float:
    holder = game.state.runes[island]
    return 2.0 if holder is None else (3.0 if holder != seat else -1.0)


def _island(game: "Game", task: dict, c: Choice) -> float:
    if c.kind == "skip":
        return -1.0
    seat = int(task["p"])
    kind = str(task["t"])
    island = str(c.target)
    if kind in ("explore_from", "temple_from", "deploy_from"):
        return float(game.state.settlers[island][seat]) - (2.0 if game.state.runes[island] == seat else 0.0)
    if kind == "remove_island":
        return 3.0 if game.state.runes[island] not in (None, seat) else 1.0
    return _island_want(game, seat, island)


def _harvest(game: "Game", task: dict, c: Choice) -> float:
    res = game.state.players[int(task["p"])].res
    want = {"wood": 1.0, "food": 0.8, "steel": 0.6}
    return want[str(c.target)] - 0.3 * res[RESOURCES.index(str(c.target))]


def _build(game: "Game", task: dict, c: Choice) -> float:
    if c.kind == "skip":
        return -1.0
    return (3.0 if c.kind == "temple" else 2.0) - 0.1 * float(c.target)


def _build_where(game: "Game", task: dict, c: Choice) -> float:
    seat = int(task["p"])
    if c.kind == "island":
        return _island_want(game, seat, str(c.target))
    return float(sum(1 for d in game.map.docks.values() if d.fjord == c.target))


def _complete(game: "Game", task: dict, c: Choice) -> float:
    if c.kind == "skip":
        return -1.0
    slot = str(c.target)
    seat = int(task["p"])
    if slot in game.catalog.gods:
        mine = sum(1 for i, h in game.state.runes.items() if h == seat and game.map.islands[i].rune == slot)
        return 1.0 + mine
    return 1.5


def _favour(game: "Game", task: dict, c: Choice) -> float:
    favour = game.catalog.favours.get(str(c.target))
    if favour is None:
        return 0.0
    rage = game.state.rage[favour.rune]
    return -rage if task["t"] == "favour_return" else rage + sum(favour.sack)


def _discard(game: "Game", task: dict, c: Choice) -> float:
    card = game.catalog.cards.get(str(c.target))
    return -(card.strength if card else 0.0)


def _battle_card(game: "Game", task: dict, c: Choice) -> float:
    if c.kind == "skip":
        return 0.0
    card = game.catalog.cards.get(str(c.target))
    return (card.strength - 3.0) if card else 0.0


def _exchange(game: "Game", task: dict, c: Choice) -> float:
    if c.kind == "skip":
        return 0.0
    res = game.state.players[int(task["p"])].res
    n = res[RESOURCES.index(str(c.target))]
    return (n - 4.0) if task["t"] == "exchange_give" else -n


_RATE: dict[str, Callable[["Game", dict, Choice], float]] = {
    "draft": _draft, "play": _play, "place_ship": _place_ship, "sail_ship": _sail_ship, "sail_step": _sail_step,
    "deploy": _deploy, "loot": _yes, "rune_action": _yes, "explore_from": _island, "explore_to": _island,
    "temple_from": _island, "temple_to": _island, "deploy_from": _island, "remove_island": _island,
    "harvest": _harvest, "build": _build, "build_where": _build_where, "complete": _complete,
    "choose_favour": _favour, "favour_return": _favour, "discard": _discard, "battle_card": _battle_card,
    "exchange_give": _exchange, "exchange_get": _exchange,
}
