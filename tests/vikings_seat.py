"""Tiny Epic Vikings positions for the seat-boundary property test (``tests/test_seat_boundary.py``):
twin games a seat cannot tell apart (the other clans' hands, kept cards, face-down battle cards and
favour cards, the deck's order, the random state and the seed all dealt again), the sentences a
player might type at a position, and every query. Secrets: 003, Phase 1 (a drafted hand), Battle (a
card played face down; favour cards under a clan board)."""
from __future__ import annotations

import dataclasses
import random

import seat_compare
from seat_compare import parsed

from tek_access.games.vikings.grammar import commands
from tek_access.games.vikings.rules.game import Game
from tek_access.games.vikings.rules.model import REVEAL_EVENTS

TAILS = ("1", "2", "keep 1", "yes", "skip", "deploy 2", "harvest 2 wood", "face down", "stop")


def twin(game: Game, seat: int, rnd: random.Random) -> Game:
    """``game`` with everything ``seat`` may not know dealt again from the same cards."""
    out = game.clone()
    s = out.state
    places: list[tuple[list, int]] = []
    for other, clan in enumerate(s.players):
        if other == seat:
            continue
        places += [(clan.hand, i) for i in range(len(clan.hand))]
        places += [(clan.kept, i) for i in range(len(clan.kept))]
        places += [(entry, 0) for entry in clan.played if entry[1] == "down"]
    places += [(s.deck, i) for i in range(len(s.deck))]
    pool = [where[i] for where, i in places]
    old = list(pool)
    rnd.shuffle(pool)
    moved = dict(zip(old, pool))
    for (where, i), card in zip(places, pool):
        where[i] = card
    if s.battle is not None:
        s.battle["cards"] = {k: (v if k == str(seat) else moved.get(v, v)) for k, v in s.battle["cards"].items()}
    held = {f for clan in s.players for f in clan.favours} | {f for row in s.rows.values() for f in row}
    if s.battle is not None and s.battle.get("favour"):
        held.add(s.battle["favour"])
    box = [f for f in out.catalog.favours if f not in held]
    slots = [(clan.favours, i) for other, clan in enumerate(s.players) if other != seat
             for i in range(len(clan.favours))]
    fpool = [where[i] for where, i in slots] + box
    rnd.shuffle(fpool)
    for (where, i), favour in zip(slots, fpool):
        where[i] = favour
    s.rng = rnd.randrange(1, 2**63)
    out.config = dataclasses.replace(out.config, seed=rnd.randrange(2**31))
    out.touch()
    return out


def secret(game: Game, seat: int) -> bool:
    """True when another clan holds cards or favour cards, or the deck has cards: there is
    something ``seat`` may not know."""
    s = game.state
    return bool(s.deck) or any(c.hand or c.kept or c.favours for i, c in enumerate(s.players) if i != seat)


def sentences(game: Game, seat: int) -> list[str]:
    """What a player might type now: each choice in words, verbs with places, numbers, tails."""
    view = game.for_player(seat)
    m = view.map
    heads: list[str] = []
    for c in view.choices():
        target = c.target
        if c.kind in ("keep", "up", "discard") and target in view.catalog.cards:
            heads += [f"keep {view.catalog.cards[target].name}", f"play {view.catalog.cards[target].name}"]
        elif c.kind == "down" and target in view.catalog.cards:
            heads.append(f"play {view.catalog.cards[target].name} face down")
        elif isinstance(target, str):
            try:
                heads.append(view.catalog.name(target).lower())
            except KeyError:
                heads.append(target.replace("_", " "))
    heads += [f"sail 2 to {f.name}" for f in list(m.fjords.values())[:3]]
    heads += [f"explore to {i.name}" for i in list(m.islands.values())[:3]]
    heads += ["harvest 2 wood", "build temple", "build ship", "play 2 face down", "play 1", "keep 2"]
    heads = list(dict.fromkeys(heads))[:20]
    out = list(heads)
    for head in heads:
        out += [f"{head} {tail}" for tail in TAILS]
    out += [str(i) for i in range(1, len(view.choices()) + 2)] + ["fly to the moon", "trade -1 wood for steel"]
    return out


def queries(game: Game) -> list[str]:
    """Every query a player can type at this position."""
    helps = [f"help {name}" for name in commands()]
    islands = [f"island {i.name.lower()}" for i in game.map.islands.values()]
    return ["look", "map", "hand", "runes", "rage", "score", "status", "favour", "battle", "choices", "pending",
            "my card",
            "help", "rules", "rules battle", "history", "history 20", "last round", "repeat"] + islands + helps


def received(game: Game, seat: int, texts: list[str], rnd_seed: int) -> dict:
    """Everything ``seat`` receives (:func:`seat_compare.received`) with this game's queries."""
    return seat_compare.received(game, seat, texts, rnd_seed, queries(game), REVEAL_EVENTS)


def check_position(game: Game, rnd: random.Random, read=None) -> list[str]:
    """Compare what the deciding seat receives in ``game`` and in a twin; the differences."""
    seat = game.pending.player
    texts = sentences(game, seat)
    other = twin(game, seat, rnd)
    if read is not None:
        return ["parse"] if parsed(game, seat, texts, read) != parsed(other, seat, texts, read) else []
    seed = rnd.randrange(10**6)
    return seat_compare.differences(received(game, seat, texts, seed), received(other, seat, texts, seed))


def walk(game: Game, rnd: random.Random, checks: int, read=None) -> list[str]:
    """Random play; at up to ``checks`` positions with a secret, compare the seat and its twin."""
    problems: list[str] = []
    for _ in range(3000):
        if game.pending is None or checks <= 0:
            break
        seat = game.pending.player
        if secret(game, seat) and rnd.random() < 0.1:
            checks -= 1
            problems += check_position(game, rnd, read)
        menu = game.choices()
        game.apply(menu[rnd.randrange(len(menu))])
    return problems
