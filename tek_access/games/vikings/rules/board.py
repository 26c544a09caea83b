"""Tiny Epic Vikings: islands, influence, runes, rage and resources (003_e355be14bd9c4768.txt,
Influence and control islands; Rune; Resource; Battle: lose the battle).

Every change of a unit on an island ends with :func:`control` on that island, so a rune always
follows 003's conditions (the holder has a settler or temple there and the most influence among
those who have one; docs/vikings-rulings.md, Runes)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.games.vikings.rules.model import INFLUENCE, MAX_RESOURCE, RESOURCES

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.rules.game import Game


def ships_at(game: "Game", place: str) -> list[int]:
    """Seats of the ships moored at ``place`` (a fjord or dock id), one entry a ship."""
    return [s for s, p in game.state.ships if p == place]


def island_ships(game: "Game", island: str) -> list[int]:
    """Ships counting for ``island``: those moored at its docks (ruling: fjords are shared water)."""
    docks = game.map.docks
    return [s for s, p in game.state.ships if p in docks and docks[p].island == island]


def influence(game: "Game", island: str) -> list[int]:
    """Influence of each seat on ``island``: 1 a settler, 4 a temple, 2 a ship (003, Influence)."""
    n = game.config.players
    out = [game.state.settlers[island][s] * INFLUENCE["settler"] + game.state.temples[island][s] * INFLUENCE["temple"]
           for s in range(n)]
    for s in island_ships(game, island):
        out[s] += INFLUENCE["ship"]
    return out


def present(game: "Game", island: str, seat: int) -> bool:
    """True when ``seat`` has a settler or a temple on ``island`` (003: needed to hold its rune)."""
    return game.state.settlers[island][seat] > 0 or game.state.temples[island][seat] > 0


def has_unit(game: "Game", island: str, seat: int) -> bool:
    """A settler, temple or docked ship of ``seat`` on ``island``."""
    return present(game, island, seat) or seat in island_ships(game, island)


def rage(game: "Game", god: str, by: int) -> None:
    """Raise ``god``'s rage by ``by``. Past 19 the marker turns to its 20+ side and goes round again
    (003, Battle: lose the battle): the state keeps the whole count (20 and more)."""
    old = game.state.rage[god]
    new = game.state.rage[god] = old + by
    game.emit("rage_raised", god=god, by=by, rage=new, passed=old <= 19 < new)


def control(game: "Game", island: str) -> None:
    """Settle who holds ``island``'s rune after a change there (003, Influence and control islands).

    The holder loses it (back on the island) with no settler or temple left there; otherwise keeps it
    unless someone with a settler or temple has more influence. A seat with a settler or temple and
    strictly the most influence takes it (gained, or stolen from the holder); every new holder
    raises the rune's god's rage by 1. When challengers tie above the holder, the rune goes back to
    the island (ruling)."""
    state = game.state
    holder = state.runes[island]
    god = game.map.islands[island].rune
    if holder is not None and not present(game, island, holder):
        state.runes[island] = None
        game.emit("rune_returned", player=holder, island=island, god=god)
        holder = None
    infl = influence(game, island)
    eligible = [s for s in range(game.config.players) if present(game, island, s)]
    if not eligible:
        return
    best = max(infl[s] for s in eligible)
    if holder is not None and infl[holder] >= best:
        return
    leaders = [s for s in eligible if infl[s] == best]
    if len(leaders) == 1:
        new = leaders[0]
        state.runes[island] = new
        if holder is None:
            game.emit("rune_gained", player=new, island=island, god=god)
        else:
            game.emit("rune_stolen", player=new, victim=holder, island=island, god=god)
        rage(game, god, 1)
    elif holder is not None:
        state.runes[island] = None
        game.emit("rune_returned", player=holder, island=island, god=god)


def changed(game: "Game", island: str) -> None:
    """Units came to or left ``island``: settle its rune (:func:`control`)."""
    control(game, island)


def remove_settler(game: "Game", owner: int, island: str, by: int, reason: str) -> None:
    """Take one settler of ``owner`` off ``island`` back to its clan board."""
    game.state.settlers[island][owner] -= 1
    game.state.players[owner].settlers += 1
    game.emit("settler_removed", player=owner, island=island, by=by, reason=reason)
    changed(game, island)


def majority(game: "Game", seat: int, island: str) -> None:
    """After deploying or exploring: when ``seat`` has strictly the most settlers on ``island``, every
    other player with settlers there removes 1 (003, Rules for deploying settlers; Settler
    exploration)."""
    counts = game.state.settlers[island]
    if all(counts[seat] > c for s, c in enumerate(counts) if s != seat):
        for other in range(game.config.players):
            if other != seat and counts[other] > 0:
                remove_settler(game, other, island, seat, "majority")
    control(game, island)


def runes_held(game: "Game", seat: int) -> dict[str, int]:
    """Runes ``seat`` holds now, by god: its islands' runes and the runes of the cards it played this
    era face up or revealed (003, Rune; docs/vikings-rulings.md). Favour runes only score."""
    out = {g: 0 for g in game.state.gods}
    for island, holder in game.state.runes.items():
        if holder == seat:
            out[game.map.islands[island].rune] += 1
    cards = game.catalog.cards
    for card, face in game.state.players[seat].played:
        if face != "down" and card in cards:
            out[cards[card].rune] += 1
    return out


def island_runes(game: "Game", seat: int) -> int:
    """Island runes ``seat`` holds."""
    return sum(1 for h in game.state.runes.values() if h == seat)


def gain(game: "Game", seat: int, delta: tuple[int, int, int] | list[int], reason: str) -> None:
    """Add (or, negative, pay) resources, each kept within 0..7 (003, Resource); one event with the
    change made and the new values."""
    res = game.state.players[seat].res
    made = []
    for i, d in enumerate(delta):
        new = min(MAX_RESOURCE, max(0, res[i] + d))
        made.append(new - res[i])
        res[i] = new
    if any(made):
        game.emit("resources_changed", player=seat, delta=dict(zip(RESOURCES, made)), now=dict(zip(RESOURCES, res)),
                  reason=reason)


def one(resource: str, amount: int = 1) -> tuple[int, int, int]:
    """A (wood, food, steel) delta of ``amount`` of ``resource``."""
    out = [0, 0, 0]
    out[RESOURCES.index(resource)] = amount
    return (out[0], out[1], out[2])
