"""The live board sheet (`braille` in a game, `tek-access braille --board SAVE`): a board as one
seat or an onlooker may know it, as BRF, and the snapshot it is made from.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tek_access.braille.front import front_data
from tek_access.braille.layout import Document, Text
from tek_access.braille.options import Options
from tek_access.games.tek.braille import mapkey
from tek_access.games.tek.braille.mapkey import proper
from tek_access.games.tek.braille.mapkey import side_title as _side_title
from tek_access.games.tek.braille.mapkey import type_word as _type_word
from tek_access.games.tek.braille.sheets import _ascii, _catalog, _contents, _document, _front, kit_data
from tek_access.games.tek.braille.solo_sheet import _solo_layout
from tek_access.games.tek.messages import MESSAGES, faction_name

NEUTRAL_MARK = ";N"
#: A face-down exploration token on a map (the kit's tile codes are for revealed tokens): a
#: print question mark in UEB with the grade 1 indicator, which no reader takes for a word (a
#: lone ``?`` reads "this", a lone ``8`` "his").
HIDDEN_MARK = ";8"
#: What HIDDEN_MARK reads as.
HIDDEN_READS = "?"
#: The six actions of the action card, in its order (000, The action card).
ACTIONS = ("patrol", "quest", "build", "research", "expand", "trade")


def _kit_codes() -> tuple[dict[str, str], dict[str, str]]:
    """(colour id -> sticker cells, token id -> tile cells) from kit.toml and the catalog codes."""
    kit = kit_data()
    colour_cells = {e["code"]: e["brf"] for e in kit["colours"]["codes"]}
    tile_cells = {e["code"]: e["brf"] for e in kit["tiles"]["codes"]}
    return colour_cells, tile_cells


def _composed(doc: Document, pieces: list[tuple[str, str | None]], style: str = "item") -> None:
    """A text element from (print, Braille ASCII or None) pieces: print pieces are translated,
    sticker codes go in as their cells. Pieces are joined by a space; a piece starting with
    punctuation attaches to the one before."""
    source, brf = "", ""
    for text, cells in pieces:
        out = cells if cells is not None else doc.braille(text)
        if source and text[:1] not in ",.:;":
            source, brf = source + " ", brf + " "
        source, brf = source + doc.source(text), brf + out
    doc.elements.append(Text(source, brf, style))


def _meeple_cells(meeple: dict, colour_cells: dict[str, str]) -> str:
    code = meeple.get("code", "")
    return colour_cells.get(code, NEUTRAL_MARK) if code else NEUTRAL_MARK


def _token_cells(token: str, tile_cells: dict[str, str], token_codes: dict[str, str]) -> str:
    if token == "hidden":
        return HIDDEN_MARK
    return tile_cells.get(token_codes.get(token, ""), HIDDEN_MARK)


def map_pieces(snapshot: dict[str, Any], card: str, catalog: Any) -> tuple[dict[str, list[str]], dict[str, str]]:
    """What the board map of ``card`` carries under each region's label: (region id -> the
    meeples' sticker cells, region id -> the token's tile cells), as the text after it lists them."""
    colour_cells, tile_cells = _kit_codes()
    token_codes = {token.id: token.code for token in catalog.tokens}
    marks = {rid: [_meeple_cells(m, colour_cells) for m in here]
             for rid, here in snapshot.get("regions", {}).items() if rid.startswith(card + ".")}
    extra = {rid: _token_cells(t, tile_cells, token_codes)
             for rid, t in snapshot.get("tokens", {}).items() if rid.startswith(card + ".")}
    return marks, extra


@dataclass(frozen=True)
class _Board:
    """What the parts of a board sheet share: the snapshot, the catalog, the kit's cells and each
    player's name and sticker cells by seat."""

    snapshot: dict[str, Any]
    catalog: Any
    colour_cells: dict[str, str]
    tile_cells: dict[str, str]
    token_codes: dict[str, str]
    token_names: dict[str, str]
    names: dict[Any, str]
    cells_of: dict[Any, str]

    @classmethod
    def of(cls, snapshot: dict[str, Any], catalog: Any) -> _Board:
        colour_cells, tile_cells = _kit_codes()
        players = snapshot.get("players", [])
        return cls(snapshot, catalog, colour_cells, tile_cells,
                   {token.id: token.code for token in catalog.tokens},
                   {token.id: (MESSAGES.term(token.id) or token.name).lower() for token in catalog.tokens},
                   {p.get("seat"): _ascii(p.get("name", "?")) for p in players},
                   {p.get("seat"): colour_cells.get(p.get("code", ""), NEUTRAL_MARK) for p in players})

    def token_cells(self, token: str) -> str:
        return _token_cells(token, self.tile_cells, self.token_codes)


def board_sheet(snapshot: dict[str, Any], options: Options = Options(), catalog: Any = None) -> Document:
    """The live board from :func:`board_snapshot`'s dict: title page and notes, a page of the
    table (action card with shields, each player's resources, tower and magic, alliances, the
    crown, the end of the game), the map key, then each card in play as a tactile map with the
    meeples by sticker code and the tokens by tile code, and the same in text.

    Raises KeyError naming a card id the catalog does not know.
    """
    catalog = _catalog(catalog)
    unknown = [card for card in snapshot.get("cards", []) if card not in catalog.territories]
    if unknown:
        raise KeyError(f"unknown territory side {unknown[0]!r}")
    board = _Board.of(snapshot, catalog)
    turn = snapshot.get("turn", 0)
    head = MESSAGES("brl-board-head", turn=turn)
    doc = _document(options, head)
    solo_note = tuple(front_data()["notes"]["board_solo"]) if snapshot.get("solo") else ()
    at = _front(doc, head, "board", options, MESSAGES("brl-board-what"), kit_codes=True,
                own_notes=solo_note)
    _table(doc, board)
    cards = snapshot.get("cards", [])
    sides = [catalog.territories[card] for card in cards]
    drawings = [mapkey.plan_map(doc, side, options.cells, options.lines, *map_pieces(snapshot, card, catalog))
                for card, side in zip(cards, sides)]
    _maps_key(doc, board, sides, drawings)
    _who_is_where(doc, board, cards, sides, drawings)
    solo = snapshot.get("solo")
    if solo:
        for card in (solo["north"], solo["south"]):
            if card not in catalog.territories:
                raise KeyError(f"unknown territory side {card!r}")
        _solo_layout(doc, options, catalog, solo["north"], solo["south"])
    return _contents(doc, at)


def _table(doc: Document, board: _Board) -> None:
    """The table: the active player, the action card's shields, each player (sticker code,
    faction, home, resources, tower, magic, meeples in play, the crown), alliances, the crown
    and the end of the game."""
    snapshot, names = board.snapshot, board.names
    players = snapshot.get("players", [])
    doc.heading(MESSAGES("brl-table", turn=snapshot.get("turn", 0)))
    doc.paragraph(MESSAGES("brl-active", name=_ascii(str(snapshot.get("active", "none")))))
    doc.heading(MESSAGES("brl-action-card"), 2)
    shields = set(snapshot.get("shields", []))
    for action in ACTIONS:
        doc.item(MESSAGES("brl-action-state", action=action, shield=action in shields))
    doc.heading(MESSAGES("brl-players", n=len(players)), 2)
    for player in players:
        resources_ = player.get("resources", {})
        home = player.get("home", "")
        home_name = proper(board.catalog.territories[home].name) if home in board.catalog.territories else home
        seat = player.get("seat")
        _composed(doc, [
            (player.get("code", ""), board.cells_of[seat]),
            (MESSAGES("brl-player", name=names[seat], faction=player.get("faction", ""), home=home_name,
                      mana=resources_.get("mana", 0), ore=resources_.get("ore", 0), food=resources_.get("food", 0),
                      tower=player.get("tower", 0), magic=player.get("magic", 0),
                      meeples=player.get("meeples_in_play", 0), crown=bool(player.get("crown"))), None),
        ])
    alliances = snapshot.get("alliances", [])
    doc.heading(MESSAGES("brl-alliances-heading"), 2)
    pairs = "; ".join(MESSAGES("brl-alliance-pair", a=names.get(pair[0], "?"), b=names.get(pair[-1], "?"))
                      for pair in alliances)
    doc.item(MESSAGES("brl-alliances", pairs=pairs or MESSAGES("brl-none")))
    crown = [names[p.get("seat")] for p in players if p.get("crown")]
    doc.item(MESSAGES("brl-crown-held", name=crown[0]) if crown else MESSAGES("brl-crown-none"))
    end = "brl-end-over" if snapshot.get("over") else "brl-end-triggered" if snapshot.get("end_triggered") \
        else "brl-end-not"
    doc.item(MESSAGES(end))


def _maps_key(doc: Document, board: _Board, sides: list[Any], drawings: list[mapkey.Drawing | None]) -> None:
    """The key of the board maps: what a map shows, the maps too large for the page and the pieces
    left out, the lines and textures, then each player's meeple, the grey meeple and each token."""
    doc.heading(MESSAGES("brl-maps-key"))  # after the table on its page: no page of two lines
    if any(drawings):
        doc.paragraph(MESSAGES("brl-maps-key-intro"))
    missing = [proper(side.name) for side, drawing in zip(sides, drawings) if drawing is None]
    if missing:
        doc.paragraph(MESSAGES("brl-maps-missing", names=", ".join(missing)))
    for side, drawing in zip(sides, drawings):
        note = mapkey.parts_note(drawing) if drawing else None
        if note:
            doc.paragraph(MESSAGES("brl-side-note", side=proper(side.name), note=note))
        if drawing and drawing.map.left_out:  # never silently: the pieces the boxes cannot hold
            numbers = sorted(side.region(rid).number for rid in drawing.map.left_out)
            doc.paragraph(MESSAGES("brl-left-out", side=proper(side.name), n=len(numbers),
                                   numbers=", ".join(str(n) for n in numbers)))
    if any(drawings):
        mapkey.map_key(doc, [(side, d.map) for side, d in zip(sides, drawings) if d], labels=False)
    for player in board.snapshot.get("players", []):
        doc.blank()
        code = player.get("code", "")
        doc.item(MESSAGES("brl-meeple-of", name=board.names[player.get("seat")]),
                 prefix=board.cells_of[player.get("seat")],
                 reads_as=code if code in board.colour_cells else "n")
    if any(not m.get("code") for here in board.snapshot.get("regions", {}).values() for m in here):
        doc.blank()
        doc.item(MESSAGES("brl-grey-meeple"), prefix=NEUTRAL_MARK, reads_as="n")
    tokens = board.snapshot.get("tokens", {})
    tile_codes = {cells: code for code, cells in board.tile_cells.items()}
    for cells in sorted({board.token_cells(t) for t in tokens.values()}):
        doc.blank()
        if cells == HIDDEN_MARK:
            doc.item(MESSAGES("brl-token-hidden"), prefix=HIDDEN_MARK, reads_as=HIDDEN_READS)
        else:
            token = next(t for t in tokens.values() if board.token_cells(t) == cells)
            doc.item(MESSAGES("brl-token-of", token=board.token_names.get(token, token)), prefix=cells,
                     reads_as=tile_codes[cells])


def _who_is_where(doc: Document, board: _Board, cards: list[str], sides: list[Any],
                  drawings: list[mapkey.Drawing | None]) -> None:
    """Each card in play: its map (where it fits), then whose home it is and every region with
    its meeples (by sticker code) and its token, in text."""
    homes: dict[str, list[str]] = {}
    for player in board.snapshot.get("players", []):
        homes.setdefault(player.get("home", ""), []).append(board.names[player.get("seat")])
    for card, side, drawing in zip(cards, sides, drawings):
        if drawing is not None:
            mapkey.place_map(doc, drawing)
        doc.page_break()
        doc.heading(MESSAGES("brl-who-is-where", side=_side_title(side)), 1 if drawing is None else 2)
        if card in homes:
            doc.paragraph(MESSAGES("brl-home-of", names=", ".join(homes[card])))
        for region in side.regions:
            if not region.passable:
                doc.item(MESSAGES("brl-region-blocked", number=region.number, name=proper(region.name),
                                  type=_type_word(region.type)))
                continue
            _composed(doc, _region_pieces(doc, board, region))


def _region_pieces(doc: Document, board: _Board, region: Any) -> list[tuple[str, str | None]]:
    """A usable region's line as (print, Braille ASCII or None) pieces: number, name and type,
    its meeples by sticker code (searching ones said so) or "empty", its token."""
    pieces: list[tuple[str, str | None]] = [(MESSAGES("brl-region-pieces", number=region.number,
                                                      name=proper(region.name), type=_type_word(region.type)), None)]
    here = board.snapshot.get("regions", {}).get(region.id, [])
    if not here:
        pieces.append((MESSAGES("brl-empty"), None))
    for index, meeple in enumerate(here):
        if index:
            pieces.append((",", doc.translator.translate(",")))
        code = meeple.get("code", "") or "n"
        pieces.append((code, _meeple_cells(meeple, board.colour_cells)))
        if meeple.get("searching"):
            pieces.append((MESSAGES("brl-searching"), None))
    token = board.snapshot.get("tokens", {}).get(region.id)
    if token:
        word = MESSAGES("brl-face-down") if token == "hidden" else board.token_names.get(token, _ascii(str(token)))
        pieces.append((MESSAGES("brl-token-here", token=word), None))
    pieces.append((".", doc.translator.translate(".")))
    return pieces


def board_snapshot(game: Any) -> dict[str, Any]:
    """The board as plain data for :func:`board_sheet`, as the holder of ``game`` may see it (pass
    ``game.for_player(None)``, an onlooker's view: face-down tokens stay "hidden"): turn, active
    player, players (seat, name, colour, kit code, faction, home, resources, tower, magic,
    meeples in play, crown), cards in play, meeples by region, tokens by region, shields on the
    action card, alliances (pairs of seats), whether the end is triggered and the game over; in a
    solo game "solo" holds the home sides of the Dummy ("north") and of the other seat ("south")."""
    from tek_access.core.kernel.engine import HIDDEN
    from tek_access.games.tek.rules.model import NEUTRAL

    colours = {c.id: c for c in game.catalog.colours}
    players = []
    for p in game.state.players:
        players.append({"seat": p.seat, "name": game.name(p.seat), "colour": p.colour,
                        "code": colours[p.colour].code if p.colour in colours else "",
                        "faction": faction_name(game.faction(p.seat)), "home": p.home,
                        "resources": dict(p.resources), "tower": p.tower, "magic": p.magic,
                        "meeples_in_play": game.in_play(p.seat), "crown": bool(p.crown)})
    regions = {}
    for rid, occ in game.state.regions.items():
        if occ:
            regions[rid] = [{"colour": game.state.players[m.owner].colour if m.owner != NEUTRAL else "grey",
                             "code": players[m.owner]["code"] if m.owner != NEUTRAL else "",
                             "searching": bool(m.searching)} for m in occ]
    tokens = {rid: HIDDEN for rid in game.state.tokens}
    tokens.update(game.state.revealed)
    snapshot = {"turn": game.state.turn, "active": game.name(game.state.active), "players": players,
                "cards": list(game.state.cards), "regions": regions, "tokens": tokens,
                "shields": list(game.state.shields),
                "alliances": [list(pair) for pair in sorted(game.alliances())],
                "end_triggered": bool(game.state.end_triggered), "over": bool(game.state.over)}
    dummy = getattr(game, "dummy", None)
    if dummy is not None:
        homes = [p.home for p in game.state.players]
        if homes[dummy] and homes[1 - dummy]:
            snapshot["solo"] = {"north": homes[dummy], "south": homes[1 - dummy]}
    return snapshot


def write_board(snapshot: dict[str, Any], path: str | os.PathLike[str], options: Options = Options(),
                catalog: Any = None) -> Path:
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
