"""The exploration tokens variant: setup, reveal and the nine token effects.

Source: 000_de41987be7abf7aa.txt, "Playing with the Exploration Tokens" (the table of nine
tokens), "Playing with 5 Players" (one blank out, three tokens in each home territory),
"Playing with 2 Players"; rulings.md, Exploration tokens (16 tokens: crown 1, dragon's lair 1,
fort 2, church 2, camp 2, town 2, treasure 2, bandits 2, blank 2).
"""
from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import HIDDEN, Choice, choice_of
from tek_access.core.kernel.rng import Rng
from tek_access.games.tek.rules.decisions import SINGLE_ANSWERS_ITSELF, Handler, handler
from tek_access.games.tek.rules.model import NEUTRAL, RESOURCES, DecisionKind, Task, payment_of

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.game import Game

#: Tokens that stay on the board once revealed; the others are discarded (or kept, the crown).
STAYING = frozenset({"dragons_lair", "camp", "fort", "town", "church"})
FORT_BONUS = 2
TOKENS_PER_HOME_5P = 3


def token_bag(game: "Game") -> list[str]:
    """Every token in play, by type: the catalogue's counts, less one blank with 5 players (000)."""
    bag = [t.id for t in game.catalog.tokens for _ in range(t.count)]
    if game.config.players == 5 and "blank" in bag:
        bag.remove("blank")
    return bag


def place_tokens(game: "Game") -> None:
    """Shuffle the tokens and place one face down in each usable region without a starting
    meeple (3 and 4 players; 2 players also the Lost Kingdom, neutral meeples included);
    with 5 players one blank is removed and each home territory gets three (000)."""
    s = game.state
    # a seat's view simulating the setup has no generator state: it draws with its own sampler
    rng = game.sampler if game.sampler is not None else Rng(s.rng)
    bag = token_bag(game)
    rng.shuffle(bag)
    if game.config.players == 5:
        for p in s.players:
            free = [r.id for r in game.catalog.territories[p.home].usable if not s.regions.get(r.id)]
            rng.shuffle(free)
            for rid in sorted(free[:TOKENS_PER_HOME_5P], key=game.region_order):
                if bag:
                    s.tokens[rid] = bag.pop()
    else:
        for r in game.board_regions:
            occ = s.regions.get(r.id)
            if bag and (not occ or all(m.owner == NEUTRAL for m in occ)):
                s.tokens[r.id] = bag.pop()
    if game.sampler is None:
        s.rng = rng.state
    game.emit("tokens_placed", count=len(s.tokens), regions=sorted(s.tokens, key=game.region_order))


def enter(game: "Game", p: int, rid: str) -> None:
    """A meeple of ``p`` has arrived in ``rid``: reveal a face-down token there and resolve it (000)."""
    token = game.state.tokens.pop(rid, None)
    if token is None:
        return
    if token == HIDDEN:  # a seat's view simulating ahead: draw it from the tokens not yet seen
        from tek_access.games.tek.rules.infoset import draw_token

        token = draw_token(game)
    game.state.found.append(token)
    game.emit("token_revealed", player=p, region=rid, token=token)
    if token == "crown":
        game.state.players[p].crown = True
    elif token == "treasure":
        game.push(*(Task(DecisionKind.COLLECT_RESOURCE, p, reason="treasure") for _ in range(2)))
    elif token == "bandits":
        game.push(Task(DecisionKind.BANDITS, p, region=rid))
    elif token in STAYING:
        game.state.revealed[rid] = token


class Bandits(Handler):
    """Bandits: pay two resources of your choice, or return the meeple to the supply (000, Bandit)."""

    kind = DecisionKind.BANDITS
    source = "000, Playing with the Exploration Tokens: Bandits"
    single = SINGLE_ANSWERS_ITSELF

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        have = game.state.players[task.seat].resources
        out = []
        for pair in combinations_with_replacement(RESOURCES, 2):
            pay = payment_of(pair.count(r) for r in RESOURCES)
            if all(have[r] >= n for r, n in zip(RESOURCES, pay)):
                out.append(Choice("pay", None, pay))
        return out + [choice_of("remove")]

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        p, rid = task.seat, task.region
        if choice.kind == "pay":
            pay = choice.payment
            assert pay is not None, "a bandits payment with no payment"
            have = game.state.players[p].resources
            for r, n in zip(RESOURCES, pay):
                have[r] -= n
            game.emit("bandits_paid", player=p, paid=dict(zip(RESOURCES, pay)))
        else:
            from tek_access.games.tek.rules.decisions.movement import leave

            assert rid is not None, "bandits with no region"
            leave(game, p, rid)
            game.emit("meeple_lost", player=p, region=rid)


def controls(game: "Game", p: int, token: str) -> list[str]:
    """Regions holding a revealed ``token`` where ``p`` has a meeple."""
    return [rid for rid, t in game.state.revealed.items() if t == token and game.meeples_in(p, rid)]


def fort_bonus(game: "Game", p: int, attacking: bool) -> int:
    """Fort: -2 war cost when attacking any region, for the player controlling a fort (000).

    Control is judged when the attack starts, so a meeple attacking out of the fort region
    keeps the bonus (and a neutral war offered as affordable stays affordable; rulings.md)."""
    w = game.state.war
    if attacking and w is not None and p == w.attacker:
        return w.fort
    if not attacking or p == NEUTRAL or not game.state.revealed or not controls(game, p, "fort"):
        return 0
    return FORT_BONUS


def churches_for(game: "Game", p: int) -> list[str]:
    """Church regions where ``p`` may place a meeple lost in war: p controls it alone with
    one meeple (000, Church: not when two meeples are there)."""
    return [rid for rid in controls(game, p, "church") if len(game.state.regions[rid]) == 1]


def use_church(game: "Game", p: int, origin: str, church: str) -> None:
    """Place a meeple lost in war in the church region instead; the church is discarded (000, Church)."""
    game.place(p, church)
    del game.state.revealed[church]
    game.emit("church_used", player=p, origin=origin, region=church)


def dragon_possible(game: "Game", winner: int, loser: int) -> bool:
    """Dragon's lair: its controller, winning a war against a player, may drop the loser's
    tower one level instead of taking the meeple (000, Dragon's Lair)."""
    if winner == NEUTRAL or loser == NEUTRAL:
        return False
    return bool(controls(game, winner, "dragons_lair")) and game.state.players[loser].tower > 0


class Dragon(Handler):
    """Use the dragon's lair: drop the loser's tower a level, and the meeple retreats for free
    (000, Playing with the Exploration Tokens: Dragon's Lair)."""

    kind = DecisionKind.DRAGON
    source = "000, Playing with the Exploration Tokens: Dragon's Lair"

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        return [choice_of("dragon"), choice_of("no_dragon")]

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        w = game.state.war
        assert w is not None, "the dragon's lair with no war under way"
        w.dragon = choice.kind == "dragon"
        if w.dragon:
            loser = w.loser
            assert loser is not None, "the dragon's lair before the war was resolved"
            game.state.players[loser].tower -= 1
            game.emit("dragon_used", player=task.seat, loser=loser, tower=game.state.players[loser].tower)


def crown_transfer(game: "Game", winner: int, loser: int) -> None:
    """Crown: the holder who loses a war yields it to the winner (000, Crown)."""
    players = game.state.players
    if loser == NEUTRAL or winner == NEUTRAL or not players[loser].crown:
        return
    players[loser].crown = False
    players[winner].crown = True
    game.emit("crown_taken", player=winner, loser=loser)


def token_summary(game: "Game") -> tuple[list[str], dict[str, str]]:
    """(regions still hiding a token, in board order; revealed tokens on the board by region)."""
    return sorted(game.state.tokens, key=game.region_order), dict(game.state.revealed)


handler(Bandits)
handler(Dragon)
