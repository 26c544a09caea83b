"""Setup: the deal, each seat's home territory, starting meeples and resources, the first turn.

Source: 000_de41987be7abf7aa.txt, Setup and Assign the Active Player Token; Playing with 2
Players (the Lost Kingdom); Playing with the Exploration Tokens; rulings.md, Turn and actions.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import Choice, choice_of
from tek_access.core.kernel.rng import Rng
from tek_access.games.tek.rules import tables
from tek_access.games.tek.rules.decisions import Handler, handler, step
from tek_access.games.tek.rules.model import RESOURCES, DecisionKind, Task, payment_of
from tek_access.games.tek.rules.state import GameConfig, GameState, PlayerState

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.catalog import Catalog
    from tek_access.games.tek.rules.game import Game

START_TOTAL = 6
#: Starting-resource presets offered by number: (mana, ore, food). The first is the rulebook's
#: suggestion for first-time players (000, Setup: 1 ore, 2 mana, 3 food).
START_PRESETS: tuple[tuple[int, int, int], ...] = ((2, 1, 3), (2, 2, 2), (3, 2, 1), (1, 3, 2), (2, 3, 1), (3, 1, 2))
DEFAULT_COLOUR_ORDER = ("blue", "orange", "purple", "white", "black")


def deal(catalog: "Catalog", players: int, seed: int, factions: Sequence[str] | None,
         colours: Sequence[str] | None, first_player: int | None,
         exploration: bool, ruleset: str, solo: bool = False, difficulty: int = 0) -> tuple[GameConfig, GameState]:
    """Shuffle and deal: factions, colours, one territory card per seat, the Lost Kingdom with 2
    players, the first player; the task stack asks each seat for a home side, a starting region and
    starting resources, then begins (000, Setup). Solo: seat 1 is the dummy, set up by the step
    ``dummy_setup``, and there is no Lost Kingdom (002, Solo Play Rules: Game Setup; without
    factions given, the dummy plays one 002 recommends). Raises ValueError with a short reason on bad options."""
    rng = Rng(seed)
    if solo and not factions:
        from tek_access.games.tek.rules.rulesets import compass_card

        pool = [f for f in compass_card().recommended_factions if f in catalog.factions] or list(catalog.factions)
        dummy_faction = rng.choice(pool)
        others = [f for f in catalog.factions if f != dummy_faction]
        factions = [rng.choice(others), dummy_faction]
    faction_ids = _resolve_factions(catalog, players, factions, rng)
    colour_ids = _resolve_colours(catalog, players, colours)
    cards = sorted({s.card for s in catalog.territories.values()})
    rng.shuffle(cards)
    dealt = tuple(cards[:players])
    lost_kingdom = None
    if players == 2 and not solo:
        spare = [s.id for s in catalog.territories.values() if s.card not in dealt]
        lost_kingdom = rng.choice(sorted(spare))
    if first_player is None:
        first_player = rng.below(players)
    elif not 0 <= first_player < players:
        raise ValueError(f"First player must be a seat from 1 to {players}.")
    config = GameConfig(players=players, factions=faction_ids, colours=colour_ids, cards=dealt, seed=seed,
                        first_player=first_player, ruleset=ruleset, exploration=exploration,
                        lost_kingdom=lost_kingdom, solo=solo, difficulty=difficulty)
    state = GameState(rng=rng.state, players=[PlayerState(i, colour_ids[i], faction_ids[i]) for i in range(players)])
    state.active = first_player
    tasks: list[Task] = []
    for seat in range(1 if solo else players):
        tasks += [Task(DecisionKind.CHOOSE_SIDE, seat), Task(DecisionKind.CHOOSE_START, seat),
                  Task(DecisionKind.CHOOSE_RESOURCES, seat)]
    if solo:
        tasks.append(Task("dummy_setup", 1))
    tasks.append(Task("begin", first_player))
    state.tasks = list(reversed(tasks))
    return config, state


class ChooseSide(Handler):
    """Choose which side of your territory card is your home territory (000, Setup)."""

    kind = DecisionKind.CHOOSE_SIDE
    source = "000, Setup"

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        card = game.config.cards[task.seat]
        return [choice_of("side", s.id) for s in game.catalog.territories.values() if s.card == card]

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        p = task.seat
        game.state.players[p].home = choice.target
        game.state.cards.append(choice.target)
        game.refresh_board()
        game.emit("home_chosen", player=p, side=choice.target)


class ChooseStart(Handler):
    """Place 2 meeples on one region of your home territory (000, Setup)."""

    kind = DecisionKind.CHOOSE_START
    source = "000, Setup"

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        side = game.catalog.territories[game.state.players[task.seat].home]
        return [choice_of("region", r.id) for r in side.usable]

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        p = task.seat
        game.place(p, choice.target)
        game.place(p, choice.target)
        game.emit("start_placed", player=p, region=choice.target)


class ChooseResources(Handler):
    """Take 6 resources in any split; the first preset is the rulebook's suggestion for a first
    game: 2 mana, 1 ore, 3 food (000, Setup)."""

    kind = DecisionKind.CHOOSE_RESOURCES
    source = "000, Setup"

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        return [Choice("resources", None, preset) for preset in START_PRESETS]

    def check(self, game: "Game", task: Task, choice: Choice) -> str | None:
        if choice.kind != "resources":
            return "That is not one of the choices now."
        pay = choice.payment
        if not (isinstance(pay, (tuple, list)) and len(pay) == 3 and all(_is_count(n) for n in pay)) \
                or any(n < 0 for n in pay) or sum(pay) != START_TOTAL:
            return f"Starting resources must add up to {START_TOTAL}."
        return None

    def normalise(self, game: "Game", task: Task, choice: Choice) -> Choice:
        assert choice.payment is not None, "a split normalised before it was checked"
        return Choice("resources", None, payment_of(choice.payment))

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        p = task.seat
        assert choice.payment is not None, "a starting split with no payment"
        game.state.players[p].resources = dict(zip(RESOURCES, (int(n) for n in choice.payment)))
        game.emit("resources_set", player=p, **game.state.players[p].resources)


@step("begin")
def begin(game: "Game", task: Task) -> None:
    """Lay out the Lost Kingdom (2 players, 000 Playing with 2 Players) and the exploration tokens
    (000, Playing with the Exploration Tokens), then the first player's turn (000, Setup)."""
    from tek_access.games.tek.rules.decisions.tokens import place_tokens

    tables.lay_out_lost_kingdom(game)
    if game.config.exploration:
        place_tokens(game)
    game.emit("game_started", players=game.config.players, first=game.state.active,
              seats=[{"seat": p.seat, "faction": game.faction(p.seat).name, "home": p.home}
                     for p in game.state.players])
    game.push(Task("turn", game.state.active))


def _is_count(value: object) -> bool:
    """True for a plain int (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _resolve_factions(catalog: "Catalog", players: int, factions: Sequence[str] | None, rng: Rng) -> tuple[str, ...]:
    by_name = {f.name.lower(): f.id for f in catalog.factions.values()}
    by_name.update({f.id.lower(): f.id for f in catalog.factions.values()})
    if factions:
        if len(factions) != players:
            raise ValueError(f"Give {players} factions, one per seat; {len(factions)} given.")
        ids = []
        for f in factions:
            key = str(f).strip().lower()
            if key not in by_name:
                known = ", ".join(x.name for x in catalog.factions.values())
                raise ValueError(f"Unknown faction {f!r}. Factions: {known}.")
            ids.append(by_name[key])
        if len(set(ids)) != len(ids):
            raise ValueError("Each seat needs a different faction.")
        return tuple(ids)
    pool = list(catalog.factions)
    rng.shuffle(pool)
    return tuple(pool[:players])


def _resolve_colours(catalog: "Catalog", players: int, colours: Sequence[str] | None) -> tuple[str, ...]:
    known = {c.id for c in catalog.colours if not c.neutral}
    if colours:
        ids = tuple(str(c).strip().lower() for c in colours)
        if len(ids) != players:
            raise ValueError(f"Give {players} colours, one per seat.")
        for c in ids:
            if c not in known:
                raise ValueError(f"Unknown colour {c!r}. Colours: {', '.join(sorted(known))}.")
        if len(set(ids)) != len(ids):
            raise ValueError("Each seat needs a different colour.")
        return ids
    return tuple(c for c in DEFAULT_COLOUR_ORDER if c in known)[:players]


handler(ChooseSide)
handler(ChooseStart)
handler(ChooseResources)
