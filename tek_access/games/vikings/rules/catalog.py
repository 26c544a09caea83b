"""Tiny Epic Vikings: the card and map set, read from ``tek_access/games/vikings/data/`` (this project's
own design, docs/vikings.md) and checked.

Every file goes through :func:`tek_access.core.kernel.datafile.load_data`; every problem is a
:class:`~tek_access.core.kernel.datafile.DataError` naming the file, the place ("card 'astrid'", "map 3, dock
'ashby_harbour'") and the problem. :func:`load_catalog` reads the five files once per folder.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tek_access.core.kernel.datafields import Fields, item_fields, top_tables
from tek_access.core.kernel.datafile import DataError, load_data
from tek_access.games.vikings.rules.model import RESOURCES

DATA = Path(__file__).resolve().parent.parent / "data"
LEADER_KINDS = ("sail", "remove", "explore", "harvest", "build")
RUNE_KINDS = ("temple", "remove", "swap", "battle", "gain", "exchange")
BOON_KINDS = ("harvest", "gain", "sail", "explore")
BONUS_KINDS = ("", "rune", "kinds")


@dataclass(frozen=True, slots=True)
class Action:
    """One effect: ``kind`` (a leader, rune, boon or slot action), ``amount``, ``resource`` (gain),
    ``needs`` {god: runes} (a rune action's condition), ``text`` (a boon's words, else empty)."""

    kind: str
    amount: int = 0
    resource: str = ""
    needs: tuple[tuple[str, int], ...] = ()
    text: str = ""


@dataclass(frozen=True, slots=True)
class Card:
    """A Viking card (003, Viking Card)."""

    id: str
    name: str
    rune: str
    strength: int
    bonus: str
    steel: int
    leader: Action
    rune_action: Action


@dataclass(frozen=True, slots=True)
class Favour:
    """A favour card: its rune (scored at the end) and its sack (wood, food, steel gained at once)."""

    id: str
    name: str
    rune: str
    sack: tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class God:
    id: str
    name: str
    boon: Action


@dataclass(frozen=True, slots=True)
class Era:
    number: int
    cards: int
    direction: str
    loot: int


@dataclass(frozen=True, slots=True)
class Slot:
    id: str
    name: str
    action: Action


@dataclass(frozen=True, slots=True)
class ClanSpec:
    settlers: int
    ship_costs: tuple[int, ...]
    temple_costs: tuple[int, ...]
    start: tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Island:
    id: str
    name: str
    rune: str


@dataclass(frozen=True, slots=True)
class Fjord:
    id: str
    name: str
    edge: bool
    shores: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Dock:
    id: str
    name: str
    island: str
    fjord: str
    village: bool


@dataclass(slots=True)
class IslandMap:
    """One side of the map board. ``steps[place]``: the places one sailing step away (003, Leader
    Action: sailing): a dock's fjord; a fjord's neighbouring fjords and its docks. ``routes[island]``:
    islands one route away."""

    players: int
    name: str
    islands: dict[str, Island]
    fjords: dict[str, Fjord]
    docks: dict[str, Dock]
    steps: dict[str, tuple[str, ...]] = field(default_factory=dict)
    routes: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def place_name(self, place: str) -> str:
        """The name of a fjord, dock or island id."""
        for table in (self.fjords, self.docks, self.islands):
            if place in table:
                return table[place].name
        raise KeyError(place)


@dataclass(slots=True)
class Catalog:
    """The whole set: ``cards`` (the deck, in file order), ``favours``, ``gods``, ``eras`` (1..3 at
    index 0..2), ``slots`` (the era board's), ``clan``, ``maps`` {players: IslandMap}."""

    cards: dict[str, Card]
    favours: dict[str, Favour]
    gods: dict[str, God]
    eras: list[Era]
    slots: dict[str, Slot]
    clan: ClanSpec
    maps: dict[int, IslandMap]

    def name(self, thing: str) -> str:
        """The readable name of a card, favour, god, slot or place id (KeyError if unknown)."""
        for table in (self.cards, self.favours, self.gods, self.slots):
            if thing in table:
                return table[thing].name
        for m in self.maps.values():
            try:
                return m.place_name(thing)
            except KeyError:
                continue
        raise KeyError(thing)


def _action(raw: Any, file: str, place: str, kinds: tuple[str, ...], gods: set[str] | None) -> Action:
    f = Fields(raw, file, place)
    kind = f.text("kind", choices=kinds)
    amount = f.integer("amount", default=0, low=0, high=6)
    resource = f.text("resource", default="", choices=RESOURCES)
    needs_raw = f.table("needs", default={})
    text = f.text("text", default="")
    f.finish()
    needs = []
    for god, n in needs_raw.items():
        if gods is not None and god not in gods:
            raise DataError(file, place, f"needs an unknown god '{god}'")
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 6:
            raise DataError(file, place, f"needs {god} must be a whole number 1 to 6")
        needs.append((god, n))
    if kind == "gain" and not resource:
        raise DataError(file, place, "a gain names its resource")
    return Action(kind, amount, resource, tuple(needs), text)


def _sack(raw: Any, file: str, place: str) -> tuple[int, int, int]:
    f = Fields(raw, file, place)
    out = (f.integer("wood", default=0, low=0, high=7), f.integer("food", default=0, low=0, high=7),
           f.integer("steel", default=0, low=0, high=7))
    f.finish()
    return out


def _unique(file: str, place: str, ident: str, seen: set[str]) -> None:
    if ident in seen:
        raise DataError(file, place, f"id '{ident}' is used twice")
    seen.add(ident)


def parse_gods(doc: dict, file: str) -> dict[str, God]:
    out: dict[str, God] = {}
    for i, raw in enumerate(top_tables(doc, file, "god"), 1):
        f, ident = item_fields(raw, file, "god", i)
        _unique(file, f.place, ident, set(out))
        name = f.text("name")
        boon = _action(f.table("boon"), file, f.place + ", boon", BOON_KINDS, None)
        f.finish()
        out[ident] = God(ident, name, boon)
    if len(out) != 3:
        raise DataError(file, "top level", f"{len(out)} gods, expected 3 (003, Rune: three kinds of runes)")
    return out


def parse_deck(doc: dict, file: str, gods: set[str]) -> dict[str, Card]:
    out: dict[str, Card] = {}
    for i, raw in enumerate(top_tables(doc, file, "card"), 1):
        f, ident = item_fields(raw, file, "card", i)
        _unique(file, f.place, ident, set(out))
        card = Card(ident, f.text("name"), f.text("rune", choices=sorted(gods)),
                    f.integer("strength", low=0, high=12), f.text("bonus", default="", choices=BONUS_KINDS),
                    f.integer("steel", default=0, low=0, high=7),
                    _action(f.table("leader"), file, f.place + ", leader", LEADER_KINDS, gods),
                    _action(f.table("rune_action"), file, f.place + ", rune_action", RUNE_KINDS, gods))
        f.finish()
        out[ident] = card
    if len(out) < 30:
        raise DataError(file, "top level", f"{len(out)} cards, expected at least 30 (4 players, 6 cards each)")
    return out


def parse_favours(doc: dict, file: str, gods: set[str]) -> dict[str, Favour]:
    out: dict[str, Favour] = {}
    for i, raw in enumerate(top_tables(doc, file, "favour"), 1):
        f, ident = item_fields(raw, file, "favour", i)
        _unique(file, f.place, ident, set(out))
        out[ident] = Favour(ident, f.text("name"), f.text("rune", choices=sorted(gods)),
                            _sack(f.table("sack"), file, f.place + ", sack"))
        f.finish()
    if len(out) < 12:
        raise DataError(file, "top level", f"{len(out)} favour cards, expected at least 12 (two rows of 6)")
    return out


def parse_era(doc: dict, file: str) -> tuple[list[Era], dict[str, Slot], ClanSpec]:
    top = Fields(doc, file, "top level")
    eras_raw, slots_raw, clan_raw = top.array("era"), top.array("slot"), top.table("clan")
    top.finish()
    eras = []
    for i, raw in enumerate(eras_raw, 1):
        f = Fields(raw, file, f"era {i}")
        era = Era(f.integer("number", low=i, high=i), f.integer("cards", low=2, high=8),
                  f.text("pass", choices=("left", "right")), f.integer("loot", low=0, high=7))
        f.finish()
        eras.append(era)
    if len(eras) != 3:
        raise DataError(file, "top level", f"{len(eras)} eras, expected 3 (003, Game flow)")
    slots: dict[str, Slot] = {}
    for i, raw in enumerate(slots_raw, 1):
        f, ident = item_fields(raw, file, "slot", i)
        _unique(file, f.place, ident, set(slots))
        slots[ident] = Slot(ident, f.text("name"), _action(f.table("action"), file, f.place + ", action",
                                                            LEADER_KINDS, None))
        f.finish()
    if len(slots) != 4:
        raise DataError(file, "top level", f"{len(slots)} slots, expected 4 (003, Complete a Village)")
    f = Fields(clan_raw, file, "clan")
    clan = ClanSpec(f.integer("settlers", low=1, high=12),
                    tuple(_costs(f.array("ship_costs"), file, "clan, ship_costs")),
                    tuple(_costs(f.array("temple_costs"), file, "clan, temple_costs")),
                    (f.integer("wood", low=0, high=7), f.integer("food", low=0, high=7),
                     f.integer("steel", low=0, high=7)))
    f.finish()
    return eras, slots, clan


def _costs(values: list, file: str, place: str) -> list[int]:
    for v in values:
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 7:
            raise DataError(file, place, "costs must be whole numbers 0 to 7")
    if not values:
        raise DataError(file, place, "no cost given")
    return list(values)


def parse_maps(doc: dict, file: str, gods: set[str]) -> dict[int, IslandMap]:
    out: dict[int, IslandMap] = {}
    for i, raw in enumerate(top_tables(doc, file, "map"), 1):
        f = Fields(raw, file, f"map {i}")
        players = f.integer("players", low=2, high=4)
        if players in out:
            raise DataError(file, f.place, f"a second map for {players} players")
        m = IslandMap(players, f.text("name"), {}, {}, {})
        here = f.place
        seen: set[str] = set()
        for j, r in enumerate(f.array("island"), 1):
            g, ident = item_fields(r, file, "island", j)
            _unique(file, f"{here}, {g.place}", ident, seen)
            m.islands[ident] = Island(ident, g.text("name"), g.text("rune", choices=sorted(gods)))
            g.finish()
        for j, r in enumerate(f.array("fjord"), 1):
            g, ident = item_fields(r, file, "fjord", j)
            _unique(file, f"{here}, {g.place}", ident, seen)
            shores = tuple(str(s) for s in g.array("shores"))
            for s in shores:
                if s not in m.islands:
                    raise DataError(file, f"{here}, {g.place}", f"shore '{s}' is not an island of this map")
            m.fjords[ident] = Fjord(ident, g.text("name"), g.boolean("edge"), shores)
            g.finish()
        for j, r in enumerate(f.array("dock"), 1):
            g, ident = item_fields(r, file, "dock", j)
            _unique(file, f"{here}, {g.place}", ident, seen)
            m.docks[ident] = Dock(ident, g.text("name"), g.text("island", choices=sorted(m.islands)),
                                  g.text("fjord", choices=sorted(m.fjords)), g.boolean("village"))
            g.finish()
        steps: dict[str, set[str]] = {p: set() for p in [*m.fjords, *m.docks]}
        for pair in f.array("waters"):
            a, b = _pair(pair, m.fjords, file, f"{here}, waters")
            steps[a].add(b)
            steps[b].add(a)
        for dock in m.docks.values():
            steps[dock.id].add(dock.fjord)
            steps[dock.fjord].add(dock.id)
        routes: dict[str, set[str]] = {iid: set() for iid in m.islands}
        for pair in f.array("routes"):
            a, b = _pair(pair, m.islands, file, f"{here}, routes")
            routes[a].add(b)
            routes[b].add(a)
        f.finish()
        order = {p: k for k, p in enumerate([*m.islands, *m.fjords, *m.docks])}
        m.steps = {p: tuple(sorted(s, key=order.__getitem__)) for p, s in steps.items()}
        m.routes = {p: tuple(sorted(s, key=order.__getitem__)) for p, s in routes.items()}
        if not any(fj.edge for fj in m.fjords.values()):
            raise DataError(file, here, "no edge fjord for the starting ships")
        if any(not r for r in m.routes.values()):
            raise DataError(file, here, "an island with no route")
        out[players] = m
    for players in (2, 3, 4):
        if players not in out:
            raise DataError(file, "top level", f"no map for {players} players")
    return out


def _pair(pair: Any, known: dict, file: str, place: str) -> tuple[str, str]:
    if not isinstance(pair, list) or len(pair) != 2 or any(p not in known for p in pair) or pair[0] == pair[1]:
        raise DataError(file, place, f"{pair!r} is not a pair of two known ids")
    return str(pair[0]), str(pair[1])


_CACHE: dict[str, Catalog] = {}


def load_catalog(folder: str | Path | None = None) -> Catalog:
    """The card and map set in ``folder`` (default: the package's data). Raises DataError."""
    root = Path(folder) if folder is not None else DATA
    key = str(root)
    cached = _CACHE.get(key)
    if cached is not None:
        return cached
    gods = load_data(root / "gods.toml", parse_gods)
    names = set(gods)
    cards = load_data(root / "deck.toml", lambda d, f: parse_deck(d, f, names))
    favours = load_data(root / "favour.toml", lambda d, f: parse_favours(d, f, names))
    eras, slots, clan = load_data(root / "era.toml", parse_era)
    maps = load_data(root / "islands.toml", lambda d, f: parse_maps(d, f, names))
    catalog = _CACHE[key] = Catalog(cards, favours, gods, eras, slots, clan, maps)
    return catalog
