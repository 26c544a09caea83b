"""The braille sheets: what each one says, built as :class:`~tek_access.braille.layout.Document`.

Sheets (``braille/`` holds the default set, one BRF file each):

- ``kit``: key of the accessibility kit's codes, sticker strips, war dice faces (``kit.toml``);
- ``territories``: per territory side a key page, a tactile map and the region list in text;
- ``reference``: the rules summary (``reference.toml``, from 000_de41987be7abf7aa.txt and rulings.md);
- ``factions``: one page per faction with its five magic levels;
- the live board (:func:`board_sheet`, :func:`write_board`) for the in-game ``braille`` command.

Territory, faction, tower and colour data come from ``tek_access.rules.catalog.load_catalog``.
"""
from __future__ import annotations

import functools
import unicodedata
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from tek_access.braille import tactile
from tek_access.braille.braille_ascii import number
from tek_access.braille.layout import Document, PageFormat, height
from tek_access.braille.translate import Translator
from tek_access.datafile import read_toml

#: Sheet names in the order they are written, and their file names.
SHEETS = ("kit", "territories", "reference", "factions")
FILE_NAMES = {name: f"{name}.brf" for name in SHEETS}
#: What each sheet holds, in a few words (command output, docs).
DESCRIPTIONS = {
    "kit": "kit key, sticker strips, war dice faces",
    "territories": "tactile maps and region lists of every territory side",
    "reference": "rules reference",
    "factions": "faction cards, one page each",
}


@dataclass(frozen=True)
class Options:
    """How to render: UEB ``grade`` (1 or 2), page size in ``cells`` and ``lines``, form feeds,
    and whether liblouis may be used (False: built-in phrasebook only, as without liblouis)."""

    grade: int = 2
    cells: int = 40
    lines: int = 25
    form_feed: bool = True
    use_liblouis: bool = True

    def page_format(self) -> PageFormat:
        """The PageFormat; raises ValueError for a page size out of range."""
        return PageFormat(self.cells, self.lines, self.form_feed)

    def translator(self) -> Translator:
        """A Translator for this grade (shared per grade, so translations are cached)."""
        return _translator(self.grade, self.use_liblouis)


@functools.lru_cache(maxsize=4)
def _translator(grade: int, use_liblouis: bool) -> Translator:
    return Translator(grade, use_liblouis)


def _data(name: str) -> dict:
    return read_toml(resources.files("tek_access.braille").joinpath(name))


@functools.lru_cache(maxsize=1)
def kit_data() -> dict:
    """The kit's codes and wording from the packaged ``kit.toml`` (the parsed dict).

    Raises :class:`~tek_access.datafile.DataError` when it cannot be read or parsed."""
    return _data("kit.toml")


@functools.lru_cache(maxsize=1)
def reference_data() -> dict:
    """The reference sheet's sections from the packaged ``reference.toml`` (the parsed dict).

    Raises :class:`~tek_access.datafile.DataError` when it cannot be read or parsed."""
    return _data("reference.toml")


def _catalog(catalog=None):
    if catalog is not None:
        return catalog
    from tek_access.rules.catalog import load_catalog

    return load_catalog()


def _document(options: Options, running_head: str | None, translator: Translator | None = None) -> Document:
    return Document(translator or options.translator(), options.page_format(), running_head)


def _strip_lines(cells: list[str], width: int, gap: int = 3) -> list[str]:
    """Lay Braille ASCII pieces in lines of at most ``width`` cells, ``gap`` blank cells apart."""
    lines: list[str] = []
    current = ""
    for piece in cells:
        candidate = piece if not current else current + " " * gap + piece
        if len(candidate) > width and current:
            lines.append(current)
            current = piece
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines


# kit -------------------------------------------------------------------------------------

def kit_sheet(options: Options = Options(), translator: Translator | None = None) -> Document:
    """The kit sheet: key of every tile and colour code (000, Notes on braille), sticker strips
    with each code in its cells exactly as on the stickers, and the war dice faces.

    Needs no liblouis: every phrase is in the phrasebook. The codes are always the stickers'
    contracted cells, whatever ``options.grade``. ``translator`` replaces the options' one
    (the phrasebook maker passes a recording translator).
    """
    kit = kit_data()
    doc = _document(options, kit["title"], translator)
    doc.heading(kit["title"])
    doc.paragraph(kit["intro"])
    for group in ("tiles", "colours"):
        part = kit[group]
        doc.heading(part["heading"])
        if part.get("note"):
            doc.paragraph(part["note"])
        for entry in part["codes"]:
            doc.item(entry["meaning"], prefix=entry["brf"])
    strips = kit["strips"]
    doc.page_break()
    doc.heading(strips["heading"])
    doc.paragraph(strips["intro"])
    width = options.cells
    for group in ("tiles", "colours"):
        part = kit[group]
        doc.heading(part["heading"])
        for entry in part["codes"]:
            doc.item(entry["meaning"], prefix=entry["brf"])
            doc.block(_strip_lines([entry["brf"]] * part["copies"], width))
    dice = kit["dice"]
    doc.page_break()
    doc.heading(dice["heading"])
    doc.paragraph(dice["intro"])
    flag = doc.translator.translate(dice["flag"])
    doc.item(dice["flag_meaning"], prefix=flag)
    faces = [flag] + [number(value) for value in range(1, dice["faces"] + 1)]
    for die in range(1, dice["dice"] + 1):
        doc.heading(f"Die {die}")
        doc.block(_strip_lines(faces, width))
    return doc


# territories ------------------------------------------------------------------------------

_TYPE_WORDS = {"capital": "capital city"}


def _type_word(region_type: str) -> str:
    return _TYPE_WORDS.get(region_type, region_type)


def _side_title(side) -> str:
    return f"{side.name}, card {side.card} side {side.face}"


def _named(side, ids) -> str:
    names = []
    for region_id in ids:
        region = side.region(region_id)
        names.append(f"{region.number} {region.name}")
    return ", ".join(names) if names else "none"


def _has_rivers(side) -> bool:
    return any(region.river_borders for region in side.regions)


def region_line(side, region) -> str:
    """One region in print: number, name, type and compass position; for a usable region its
    neighbours (patrol), card edge, next to water and river borders (on a side without rivers
    the list says so once instead, see :func:`territories_sheet`)."""
    head = f"{region.number} {region.name}, {_type_word(region.type)}, {region.direction}"
    if not region.passable:
        return f"{head}: impassable."
    parts = [
        f"{head}. Neighbours: {_named(side, region.neighbours)}.",
        "On the card edge." if region.on_edge else "Not on the card edge.",
        "Next to water." if region.next_to_water else "Not next to water.",
    ]
    if region.river_borders:
        parts.append(f"River borders: {_named(side, region.river_borders)}.")
    elif _has_rivers(side):
        parts.append("No river borders.")
    return " ".join(parts)


def _key(doc: Document, side) -> None:
    """The key page of a side's map: areas first (labels, then fills), then lines."""
    doc.heading(f"Key: {_side_title(side)}")
    doc.paragraph("The map is on the next page. North is at the top.")
    doc.heading("Areas")
    for region in side.regions:
        if region.passable:
            doc.item(f"{region.name}, {_type_word(region.type)}", prefix=tactile.label(region))
    for region_type, symbol in tactile.FILLS.items():
        names = [r.name for r in side.regions if r.type == region_type]
        if names:
            doc.item(f"{region_type}: {', '.join(names)}", prefix=symbol * 2)
    doc.heading("Lines")
    doc.item("wall: border between regions, and the card edge", prefix=tactile.WALL * 2)
    if _has_rivers(side):
        doc.item("river: no patrol across it", prefix=tactile.RIVER * 2)


def territories_sheet(options: Options = Options(), catalog=None) -> Document:
    """Every territory side: key page, tactile map page, then its regions in text.

    Raises tactile.MapTooSmall when the page is too small for a map.
    """
    catalog = _catalog(catalog)
    doc = _document(options, "Territories")
    sides = list(catalog.territories.values())
    doc.heading("Territories")
    doc.paragraph(
        f"{len(sides)} territory sides. For each side: a key, then the tactile map, "
        f"then its regions in text. The region numbers on the maps are the numbers the game uses."
    )
    for side in sides:
        doc.page_break()
        _key(doc, side)
        doc.page_break()
        title = f"Map: {_side_title(side)}"
        doc.heading(title)
        # the running head, the heading and the page number line are not free for the map
        free = options.lines - 2 - height(doc.translator.translate(title), options.cells)
        doc.block(tactile.draw(side, options.cells, free))
        doc.page_break()
        doc.heading(f"Regions: {_side_title(side)}")
        if not _has_rivers(side):
            doc.paragraph("No rivers on this side.")
        for region in side.regions:
            doc.item(region_line(side, region))
    return doc


# reference --------------------------------------------------------------------------------

def tower_lines(catalog) -> list[str]:
    """The tower table as "Name: value" lines (001_ff609f05a670a229.txt, TOWER card)."""
    return [f"Level {t.level}: costs {t.cost} ore, {t.vp} VP." for t in catalog.tower]


def reference_sheet(options: Options = Options(), catalog=None) -> Document:
    """The rules reference from ``reference.toml``; the tower table from the catalog."""
    data = reference_data()
    doc = _document(options, data["running_head"])
    for section in data["section"]:
        doc.heading(section["heading"])
        for part in section.get("part", []):
            if "paragraph" in part:
                doc.paragraph(part["paragraph"])
            elif "items" in part:
                for item in part["items"]:
                    doc.item(item)
            elif part.get("table") == "tower":
                for line in tower_lines(_catalog(catalog)):
                    doc.item(line)
            else:
                raise ValueError(f"reference.toml: section {section['heading']!r}: unknown part {part!r}")
    return doc


# factions ---------------------------------------------------------------------------------

_ORIGINS = {
    "canon": "A faction card of the game.",
    "original": "A faction made for this project, not a card of the game.",
}


def _ascii(text: str) -> str:
    """Plain ASCII for braille: accents dropped ("Rene"), other characters as "?"."""
    decomposed = unicodedata.normalize("NFKD", text)
    kept = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return "".join(ch if " " <= ch <= "~" else "?" for ch in kept)


def factions_sheet(options: Options = Options(), catalog=None) -> Document:
    """One page per faction: its name, origin and five magic levels with their printed text."""
    catalog = _catalog(catalog)
    doc = _document(options, "Factions")
    for faction in catalog.factions.values():
        doc.page_break()
        doc.heading(faction.name)
        doc.paragraph(_ORIGINS.get(faction.origin, f"Origin: {faction.origin}."))
        for level in faction.levels:
            doc.item(f"Level {level.level}: {_ascii(level.text)}")
    return doc


# board ------------------------------------------------------------------------------------

def _player_line(player: dict, catalog) -> str:
    resources_ = player.get("resources", {})
    home = player.get("home", "")
    home_name = catalog.territories[home].name if home in catalog.territories else home
    faction = player.get("faction", "")
    return (
        f"{_ascii(player.get('name', '?'))}, {player.get('colour', '?')}: {faction}, home {home_name}. "
        f"Mana {resources_.get('mana', 0)}, ore {resources_.get('ore', 0)}, "
        f"food {resources_.get('food', 0)}. Tower level {player.get('tower', 0)}. "
        f"Magic level {player.get('magic', 0)}. Meeples in play: {player.get('meeples_in_play', 0)}."
    )


def _occupants(entries: list[dict], names: dict[str, str]) -> str:
    words = []
    for meeple in entries:
        colour = meeple.get("colour", "?")
        word = names.get(colour) or colour.capitalize()
        if meeple.get("searching"):
            word += " searching"
        words.append(word)
    return ", ".join(words)


def board_sheet(snapshot: dict, options: Options = Options(), catalog=None) -> Document:
    """The live board from the engine's snapshot dict (keys turn, active, players, cards,
    regions, tokens; see the braille brief): every player's tracks, then every card in play
    with who is in each region and the tokens on the board.

    Raises KeyError naming a card id the catalog does not know.
    """
    catalog = _catalog(catalog)
    unknown = [card for card in snapshot.get("cards", []) if card not in catalog.territories]
    if unknown:
        raise KeyError(f"unknown territory side {unknown[0]!r}")
    doc = _document(options, f"Board, turn {snapshot.get('turn', 0)}")
    doc.heading(f"Board, turn {snapshot.get('turn', 0)}")
    doc.paragraph(f"Active player: {_ascii(str(snapshot.get('active', 'none')))}.")
    players = snapshot.get("players", [])
    names = {colour.id: colour.name for colour in catalog.colours}
    names.update({p.get("colour", ""): _ascii(p.get("name", "")) for p in players})
    homes: dict[str, list[str]] = {}
    for player in players:
        homes.setdefault(player.get("home", ""), []).append(_ascii(player.get("name", "?")))
    doc.heading(f"{len(players)} players")
    for player in players:
        doc.item(_player_line(player, catalog))
    occupied = snapshot.get("regions", {})
    tokens = snapshot.get("tokens", {})
    token_names = {token.id: token.name.lower() for token in catalog.tokens}
    token_names["hidden"] = "face down"
    cards = snapshot.get("cards", [])
    doc.heading(f"{len(cards)} territory cards")
    for card in cards:
        side = catalog.territories[card]
        doc.heading(_side_title(side))
        if card in homes:
            doc.paragraph(f"Home of {', '.join(homes[card])}.")
        for region in side.regions:
            if not region.passable:
                continue
            text = f"{region.number} {region.name}, {_type_word(region.type)}: "
            here = occupied.get(region.id, [])
            text += _occupants(here, names) if here else "empty"
            token = tokens.get(region.id)
            if token:
                text += f". Token: {token_names.get(token, _ascii(str(token)))}"
            doc.item(text + ".")
    return doc


def board_snapshot(game) -> dict:
    """The board as plain data for :func:`board_sheet`, as the holder of ``game`` may see it (pass a
    seat's view: face-down tokens stay "hidden"): turn, active player, players (seat, name,
    colour, kit code, faction, home, resources, tower, magic, meeples in play), cards in play,
    meeples by region and tokens by region."""
    from tek_access.rules.model import HIDDEN, NEUTRAL

    colours = {c.id: c for c in game.catalog.colours}
    players = []
    for p in game.state.players:
        players.append({"seat": p.seat, "name": game.name(p.seat), "colour": p.colour,
                        "code": colours[p.colour].code if p.colour in colours else "",
                        "faction": game.faction(p.seat).name, "home": p.home,
                        "resources": dict(p.resources), "tower": p.tower, "magic": p.magic,
                        "meeples_in_play": game.in_play(p.seat)})
    regions = {}
    for rid, occ in game.state.regions.items():
        if occ:
            regions[rid] = [{"colour": game.state.players[m.owner].colour if m.owner != NEUTRAL else "grey",
                             "code": players[m.owner]["code"] if m.owner != NEUTRAL else "",
                             "searching": bool(m.searching)} for m in occ]
    tokens = {rid: HIDDEN for rid in game.state.tokens}
    tokens.update(game.state.revealed)
    return {"turn": game.state.turn, "active": game.name(game.state.active), "players": players,
            "cards": list(game.state.cards), "regions": regions, "tokens": tokens}


def write_board(snapshot: dict, path, options: Options = Options(), catalog=None) -> Path:
    """Write the board sheet as BRF to ``path`` and return the file's path.

    A directory ``path`` gets a file named ``board-turn-N.brf``. Raises OSError when the
    file cannot be written and KeyError for an unknown card.
    """
    target = Path(path)
    if target.is_dir():
        target = target / f"board-turn-{int(snapshot.get('turn', 0))}.brf"
    data = board_sheet(snapshot, options, catalog).render()
    target.write_bytes(data)
    return target


# all sheets ---------------------------------------------------------------------------------

_BUILDERS = {
    "kit": lambda options: kit_sheet(options),
    "territories": lambda options: territories_sheet(options),
    "reference": lambda options: reference_sheet(options),
    "factions": lambda options: factions_sheet(options),
}


def build(name: str, options: Options = Options()) -> Document:
    """The Document of sheet ``name`` (one of SHEETS); KeyError for another name."""
    return _BUILDERS[name](options)


def render_sheet(name: str, options: Options = Options()) -> bytes:
    """BRF bytes of sheet ``name``."""
    return build(name, options).render()


def write_sheets(names, out_dir, options: Options = Options()) -> list[Path]:
    """Write the named sheets into ``out_dir`` (created if missing) as ``<name>.brf``.

    Returns the paths written. Raises OSError when a file cannot be written.
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name in names:
        path = out / FILE_NAMES[name]
        path.write_bytes(render_sheet(name, options))
        written.append(path)
    return written
