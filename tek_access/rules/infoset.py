"""Information sets: what one seat may know, and drawing what it may not when it simulates.

A seat's view (:func:`view_for`, reached as ``Game.for_player(seat)``) is a game holding only what
that seat may know (``architecture.md``, hidden information): another seat's war die and its
payment until the reveal, the identity of every face-down exploration token, and anything that
predicts them (the random-number state, the seed, the log of choices and the initial state) are
left out. A bot may still ask for legal choices and apply them on the view: when its simulation
reaches a hidden part, that part is drawn at random from what the seat cannot rule out, with the
view's own generator (a determinisation). Source of the secrets: 000, War: Set (dice set in
secret); Playing with the Exploration Tokens (placed face down).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.rules.model import HIDDEN, NEUTRAL, Bid
from tek_access.rules.rng import Rng, derive_seed

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.rules.game import Game


def view_for(game: "Game", seat: int | None) -> "Game":
    """A copy of ``game`` as ``seat`` (None: an onlooker) may know it; see the module docstring."""
    from tek_access.rules.game import Game, replace_config

    state = game.state.clone()
    w = state.war
    if w is not None and not w.revealed:
        for key in w.bids:
            if key != seat and key != NEUTRAL:
                w.bids[key] = Bid(None, None)
    state.tokens = {rid: HIDDEN for rid in state.tokens}
    state.rng = 0
    config = replace_config(game.config, seed=0)
    view = Game(game.catalog, config, state, [], 0, None, viewer=seat)
    view.version = game.version
    view.sampler = Rng(derive_seed("view", -2 if seat is None else seat, state.moves))
    return view


def unseen_tokens(game: "Game") -> list[str]:
    """The tokens a seat cannot rule out for a face-down token: the bag less every token revealed."""
    from tek_access.rules.decisions.tokens import token_bag

    pool = token_bag(game)
    for token in game.state.found:
        if token in pool:
            pool.remove(token)
    return pool


def draw_token(game: "Game") -> str:
    """Draw a face-down token's identity for a simulation on a view (raises RuntimeError on the
    real game, which never holds a hidden token)."""
    if game.sampler is None:
        raise RuntimeError("a hidden token in a game that is not a view")
    pool = unseen_tokens(game) or ["blank"]
    return pool[game.sampler.below(len(pool))]


def draw_bid(game: "Game", seat: int) -> Bid:
    """Draw another seat's hidden war die for a simulation on a view: one of its legal dice (the
    white flag or an affordable value with its default payment), uniformly."""
    from tek_access.rules.decisions.war import die_choices

    if game.sampler is None:
        raise RuntimeError("a hidden war die in a game that is not a view")
    options = die_choices(game, seat)
    choice = options[game.sampler.below(len(options))]
    if choice.kind == "flag":
        return Bid(0, (0, 0, 0))
    return Bid(int(choice.target), tuple(choice.payment))
