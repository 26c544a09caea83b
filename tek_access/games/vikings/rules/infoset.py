"""Tiny Epic Vikings: what one seat may know, and drawing what it may not when play on its view
reaches it (like TEK's :mod:`tek_access.games.tek.rules.infoset`).

Secret (003_e355be14bd9c4768.txt): the drafted hand and the draft's face-down pile (Phase 1: each
player looks at their own cards), a Viking card played face down until the reveal (Battle), favour
cards face down above a clan board (Battle: win the battle: only their owner views them), and the
deck's order. A view (:func:`view_for`) shows each as :data:`HIDDEN` and has no random state, seed,
log or start. When play on the view needs a hidden part, :func:`need` draws every hidden part at
once from what the seat cannot rule out, with the view's ``sampler`` (a determinisation); the
grammar's look-ahead stops there (the sampler moved).
"""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from tek_access.core.kernel.rng import Rng
from tek_access.games.vikings.rules.model import HIDDEN

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.rules.game import Game


def view_for(game: "Game", seat: int | None) -> "Game":
    """A copy of ``game`` as ``seat`` (None: an onlooker) may know it; see the module docstring."""
    view = game.clone()
    view.history = game.history.copy(log=False)
    s = view.state
    for other, clan in enumerate(s.players):
        if other == seat:
            continue
        clan.hand = [HIDDEN] * len(clan.hand)
        clan.kept = [HIDDEN] * len(clan.kept)
        clan.favours = [HIDDEN] * len(clan.favours)
        clan.played = [[HIDDEN, face] if face == "down" else [card, face] for card, face in clan.played]
    if s.battle is not None:
        s.battle["cards"] = {k: (v if k == str(seat) else HIDDEN) for k, v in s.battle["cards"].items()}
    s.deck = [HIDDEN] * len(s.deck)
    s.rng = 0
    view.rng = Rng(0)
    view.config = dataclasses.replace(game.config, seed=0)
    view.initial, view.viewer = None, seat
    view._choices = None
    view.sampler = Rng((((-2 if seat is None else seat) + 3) << 40) ^ s.moves ^ 0x5EED_0F_71C1)
    return view


def hidden_parts(game: "Game") -> bool:
    """True when the game holds any hidden card or favour (only a view does)."""
    s = game.state
    if s.deck and s.deck[-1] == HIDDEN:
        return True
    for clan in s.players:
        if HIDDEN in clan.hand or HIDDEN in clan.kept or HIDDEN in clan.favours:
            return True
        if any(card == HIDDEN for card, _ in clan.played):
            return True
    return False


def need(game: "Game") -> None:
    """Before the rules read a hand, a face-down card, a favour or the deck: on a view, draw every
    hidden part from the cards and favours the seat cannot rule out (nothing on the real game)."""
    if game.sampler is None or not hidden_parts(game):
        return
    s = game.state
    rng = game.sampler
    seen = set(s.discard) | set(s.invaders)
    for clan in s.players:
        seen.update(clan.hand, clan.kept, (card for card, _ in clan.played))
    if s.battle is not None:
        seen.update(s.battle["cards"].values())
    pool = [c for c in game.catalog.cards if c not in seen]
    rng.shuffle(pool)
    favours_seen = {f for row in s.rows.values() for f in row}
    for clan in s.players:
        favours_seen.update(clan.favours)
    if s.battle is not None and s.battle["favour"]:
        favours_seen.add(s.battle["favour"])
    fpool = [f for f in game.catalog.favours if f not in favours_seen]
    rng.shuffle(fpool)

    def take(items: list[str]) -> str:
        return items.pop() if items else HIDDEN

    for seat, clan in enumerate(s.players):
        clan.hand = [take(pool) if c == HIDDEN else c for c in clan.hand]
        clan.kept = [take(pool) if c == HIDDEN else c for c in clan.kept]
        clan.favours = [take(fpool) if f == HIDDEN else f for f in clan.favours]
        for entry in clan.played:
            if entry[0] == HIDDEN:
                entry[0] = take(pool)
                if s.battle is not None and s.battle["cards"].get(str(seat)) == HIDDEN:
                    s.battle["cards"][str(seat)] = entry[0]
    s.deck = [take(pool) if c == HIDDEN else c for c in s.deck]
