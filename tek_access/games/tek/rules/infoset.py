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

from typing import TYPE_CHECKING, Any

from tek_access.core.kernel.engine import HIDDEN
from tek_access.core.kernel.rng import Rng
from tek_access.games.tek.rules.abilities import NO_LEVEL
from tek_access.games.tek.rules.history import REVEAL_EVENTS as _REVEALS
from tek_access.games.tek.rules.model import NEUTRAL, Bid

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.kernel.engine import Choice, Event
    from tek_access.games.tek.rules.game import Game
    from tek_access.games.tek.rules.state import GameConfig


def view_for(game: "Game", seat: int | None) -> "Game":
    """A copy of ``game`` as ``seat`` (None: an onlooker) may know it; see the module docstring."""
    view = game.clone(history=False)  # shares the board caches; the state is copied, not the log
    state = view.state
    w = state.war
    if w is not None and not w.revealed:
        for key in w.bids:
            if key != seat and key != NEUTRAL:
                w.bids[key] = Bid(None, None)
    if state.tokens:
        state.tokens = {rid: HIDDEN for rid in state.tokens}
    state.rng = 0
    view.config = _public_config(game.config)
    view.initial, view.viewer = None, seat  # the history was left out by clone(history=False)
    view._choices, view._pending = None, None
    # caches whose contents tell how the game was used, not what it is: start them afresh
    view._quest, view._sorted = {}, {}
    # every seat's abilities at its (public) magic level, worked out here once so that the copies
    # a look-ahead makes of this view inherit them instead of each working them out again
    view._levels = [(-1, NO_LEVEL)] * len(view._levels)
    for each in range(len(view._levels)):
        view.abilities(each)
    # the view's own generator for drawing hidden parts: from the seat and the move only
    view.sampler = Rng((((-2 if seat is None else seat) + 3) << 40) ^ state.moves ^ 0x5EED_0F_5EA7)
    return view


_PUBLIC: dict[int, tuple["GameConfig", "GameConfig"]] = {}


def _public_config(config: "GameConfig") -> "GameConfig":
    """``config`` without its seed (which would replay the deal and the token placement), made once."""
    from tek_access.games.tek.rules.state import replace_config

    cached = _PUBLIC.get(id(config))
    if cached is None or cached[0] is not config:
        if len(_PUBLIC) > 256:
            _PUBLIC.clear()
        cached = _PUBLIC[id(config)] = (config, replace_config(config, seed=0))
    return cached[1]


def unseen_tokens(game: "Game") -> list[str]:
    """The tokens a seat cannot rule out for a face-down token: the bag less every token revealed."""
    from tek_access.games.tek.rules.decisions.tokens import token_bag

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
    from tek_access.games.tek.rules.decisions.war import die_choices

    if game.sampler is None:
        raise RuntimeError("a hidden war die in a game that is not a view")
    options = die_choices(game, seat)
    choice = options[game.sampler.below(len(options))]
    if choice.kind == "flag":
        return Bid(0, (0, 0, 0))
    pay = choice.payment
    if pay is None:  # a die choice always carries its payment (war.die_choices)
        raise RuntimeError("a war die choice without its payment")
    return Bid(int(str(choice.target)), (pay[0], pay[1], pay[2]))


#: Events that show a seat something it could not know before: a look-ahead on a view stops at the first of
#: them, and undo never goes back past one (defined once, in :mod:`tek_access.games.tek.rules.history`).
REVEAL_EVENTS = _REVEALS


def look_ahead(view: Any, choice: "Choice") -> tuple[list["Event"], bool]:
    """Apply ``choice`` to ``view`` (a seat's view, changed in place) and return its events and
    whether it reached something hidden: a face-down token, the war dice, or a roll of the random
    state (anything drawn with the view's own sampler). A parser stops consuming words there, so
    nothing it answers depends on what was drawn. Raises :class:`IllegalChoice` as ``apply`` does."""
    before = view.sampler.state if view.sampler is not None else None
    events = view.apply(choice)
    drew = view.sampler is not None and view.sampler.state != before
    return events, drew or any(e.kind in REVEAL_EVENTS for e in events)
