"""Rules that depend on the table size: 2 players (the Lost Kingdom and its neutral meeples, no
alliances) and 5 players (the player who clears the action card takes no action).

Source: 000_de41987be7abf7aa.txt, "Playing with 2 Players" and "Playing with 5 Players";
rulings.md, Turn and actions. Read-only helpers over a game, except :func:`lay_out_lost_kingdom`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.games.tek.rules import war
from tek_access.games.tek.rules.model import NEUTRAL

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.game import Game


def lay_out_lost_kingdom(game: "Game") -> None:
    """2 players: the Lost Kingdom, a random unused territory side dealt at setup, joins the board
    with a grey neutral meeple on each usable region (000, Playing with 2 Players)."""
    lk = game.config.lost_kingdom
    if not lk:
        return
    game.state.cards.append(lk)
    game.refresh_board()
    usable = game.catalog.territories[lk].usable
    for r in usable:
        game.place(NEUTRAL, r.id, searching=False)
    game.emit("lost_kingdom", side=lk, meeples=len(usable))


def alliances_allowed(game: "Game") -> bool:
    """Two white flags form an alliance, except in 2-player games (000, Playing with 2 Players)."""
    return game.config.players > 2


def clearer_skips(game: "Game") -> bool:
    """5 players: whoever clears the action card takes no action that turn (000, Playing with 5 Players)."""
    return game.config.players == 5


def neutral_defender(game: "Game", attacker: int) -> int | None:
    """2 players: the seat that defends a grey neutral meeple with its own resources when the
    ruleset says so (001, Tiny Epic Rules: War and Peace: "the opposing player defends the space
    with their own resources as if it were their own Population token"); None when the grey
    meeple defends alone (000, Playing with 2 Players)."""
    if not game.rules.neutral_by_opponent:
        return None
    return 1 - attacker if game.config.players == 2 else None


def neutral_in_play(game: "Game") -> int:
    """Grey neutral meeples still on the Lost Kingdom (000, Playing with 2 Players)."""
    return game.in_play(NEUTRAL)


def neutral_war_affordable(game: "Game", seat: int) -> bool:
    """True when ``seat`` can pay a war cost of at least the neutral meeples in play: needed to
    start a war with a neutral meeple (000, Playing with 2 Players). A fort the attacker controls
    counts (rulings.md: fort control is judged when the attack starts)."""
    from tek_access.games.tek.rules.decisions.tokens import fort_bonus

    pl = game.state.players[seat]
    own = game.faction(seat)
    top = war.best_value(pl.resources, own, pl.magic, war.rates(own, pl.magic, None, 0), True,
                         fort_bonus(game, seat, True))
    return top >= neutral_in_play(game)
