"""Tiny Epic Vikings: set-up (003_e355be14bd9c4768.txt, Game settings)."""
from __future__ import annotations

from tek_access.core.kernel.rng import Rng, derive_seed
from tek_access.games.vikings.rules.catalog import Catalog
from tek_access.games.vikings.rules.state import Clan, GameConfig, GameState

#: Favour cards face up in each row by player count (003, Game settings: 4 / 5 / 6 for 2 / 3 / 4).
ROW_SIZE = {2: 4, 3: 5, 4: 6}


def deal(catalog: Catalog, players: int, seed: int, colours: tuple[str, ...],
         first: int | None) -> tuple[GameConfig, GameState]:
    """Set the table for ``players`` (003, Game settings): the map side for the player count with a
    rune on each island and a village on each village dock; the three god boards in a random row,
    each rage marker at 0; the raven on era 1; the Viking deck shuffled; two rows of 4/5/6 favour
    cards (the rest back in the box); each clan board with its settlers, ships, temples and
    resource markers. The horn goes to ``first`` (None: drawn, docs/vikings-rulings.md); then,
    starting with the last player and going counterclockwise, each places one ship in an edge fjord
    (the tasks left on the stack), and era 1 starts."""
    rng = Rng(derive_seed(seed, "vikings", players))
    island_map = catalog.maps[players]
    gods = list(catalog.gods)
    rng.shuffle(gods)
    deck = list(catalog.cards)
    rng.shuffle(deck)
    favours = list(catalog.favours)
    rng.shuffle(favours)
    size = ROW_SIZE[players]
    rows = {"top": favours[:size], "bottom": favours[size:2 * size]}
    if first is None:
        first = rng.below(players)
    spec = catalog.clan
    clans = [Clan(colour, list(spec.start), spec.settlers, list(spec.ship_costs), list(spec.temple_costs))
             for colour in colours]
    slots: dict[str, list[int]] = {sid: [] for sid in catalog.slots}
    slots.update({g: [] for g in gods})
    state = GameState(
        players=clans, gods=gods, rage={g: 0 for g in gods},
        settlers={i: [0] * players for i in island_map.islands}, temples={i: [0] * players for i in island_map.islands},
        runes={i: None for i in island_map.islands},
        villages=[d.id for d in island_map.docks.values() if d.village], slots=slots, deck=deck, rows=rows,
        rng=rng.state, start=first, active=first)
    state.tasks.append({"t": "start_era", "p": first})
    for k in range(players):  # the last player first, counterclockwise; the first pushed runs last
        seat = (first + k) % players
        state.tasks.append({"t": "place_ship", "p": seat})
    state.tasks.append({"t": "announce", "p": first})
    return GameConfig(players, seed, colours, first), state
