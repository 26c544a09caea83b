"""Tiny Epic Vikings described for the queries (look, map, island, hand, runes, rage, favour,
battle, status, score) and the end of the game, on what the asker's view holds: another clan's
hand, kept cards, face-down card and favour cards are only counted (003: Phase 1, Draft; Battle;
win the battle: "players themselves can view these overlaid favor cards")."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tek_access.games.vikings.messages import MESSAGES, say
from tek_access.games.vikings.narration.words import (
    card_text,
    dock_kind,
    end_text,
    favour_text,
    join,
    name,
    place,
    resources_all,
    slot_text,
    strength_text,
)
from tek_access.games.vikings.rules import board
from tek_access.games.vikings.rules.model import HIDDEN, MAX_FAVOURS
from tek_access.games.vikings.view import asked, for_rules

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.view import VikingsView

#: victory points of a rune by its god's rage rank, island runes and favour runes (003, Game over)
ISLAND_POINTS, FAVOUR_POINTS = (6, 5, 4), (4, 3, 2)


def opening_lines(game: "VikingsView") -> list[str]:
    """What a new game says after its first line: the map side and the gods in play."""
    gods = join(name(game, g) for g in game.state.gods)
    return [MESSAGES("opening", map=name(game, game.map.name), islands=len(game.map.islands), gods=gods)]


def _runes(game: "VikingsView", seat: int) -> str:
    held = board.runes_held(for_rules(game), seat)
    said = [MESSAGES("rune-count", n=n, god=name(game, g)) for g, n in held.items() if n]
    return join(said) if said else MESSAGES("none")


def clan_line(game: "VikingsView", seat: int, viewer: int | None) -> str:
    """One clan in one line: resources, settlers on the board, ships and temples left, runes,
    villages, favour cards and cards in hand."""
    c = game.state.players[seat]
    return say("clan-line", game, seat, viewer, resources=resources_all(c.res), settlers=c.settlers,
               ships=len(c.ship_slots), temples=len(c.temple_slots), runes=_runes(game, seat), villages=c.villages,
               favours=len(c.favours), hand=len(c.hand))


def turn_line(game: "VikingsView", viewer: int | None) -> str:
    """The era, the phase and whose turn ("Era 2, action phase, turn 5: Red's turn.")."""
    s = game.state
    if s.over or game.pending is None:
        return MESSAGES("turn-line-over", era=s.era)
    horn = say("turn-line-horn", game, s.start, viewer)
    if s.phase != "action":
        return MESSAGES("turn-line-phase", era=s.era, phase="setup" if s.phase == "setup" else "draft", horn=horn)
    return say("turn-line", game, s.active, viewer, era=s.era, turn=s.turn, horn=horn)


def status_lines(game: "VikingsView", viewer: int | None) -> list[str]:
    """``status``: the turn, then one line a clan."""
    return [turn_line(game, viewer)] + [clan_line(game, s, viewer) for s in range(game.config.players)]


def island_unit_parts(game: "VikingsView", island: str, viewer: int | None) -> list[str]:
    """Each clan on an island with its units: ["Red 2 settlers and 1 temple", "you 1 settler"]."""
    s = game.state
    ships = board.island_ships(for_rules(game), island)
    said = []
    for seat in range(game.config.players):
        parts = [MESSAGES("unit-count", unit=w, n=n)
                 for n, w in ((s.settlers[island][seat], "settler"), (s.temples[island][seat], "temple"),
                              (ships.count(seat), "ship")) if n]
        if parts:
            said.append(MESSAGES("units-of", who=MESSAGES("you-lower") if seat == viewer else game.name(seat),
                                 units=join(parts)))
    return said


def island_units(game: "VikingsView", island: str, viewer: int | None) -> str:
    """Who is on an island: "Red 2 settlers and 1 temple; you 1 settler", or "none"."""
    said = island_unit_parts(game, island, viewer)
    return "; ".join(said) if said else MESSAGES("none")


def _holder(game: "VikingsView", island: str, viewer: int | None) -> str:
    holder = game.state.runes.get(island)
    if holder is None:
        return MESSAGES("holder-none")
    return MESSAGES("holder", you=holder == viewer, who=game.name(holder))


def map_lines(game: "VikingsView", viewer: int | None) -> list[str]:
    """``map``: every island (rune, holder, units), then the ships by place."""
    m = game.map
    lines = [MESSAGES("map-head", map=name(game, m.name), islands=len(m.islands), fjords=len(m.fjords),
                      docks=len(m.docks))]
    for iid, island in m.islands.items():
        lines.append(MESSAGES("map-island", island=place(game, iid), rune=name(game, island.rune),
                              holder=_holder(game, iid, viewer), units=island_units(game, iid, viewer)))
    ships: dict[str, list[str]] = {}
    for seat, where in game.state.ships:
        ships.setdefault(where, []).append(MESSAGES("yours") if seat == viewer else game.name(seat))
    lines.append(MESSAGES("map-ships", count=len(game.state.ships), listed=bool(ships)))
    lines += [MESSAGES("map-ships-at", place=place(game, p), owners=join(owners)) for p, owners in ships.items()]
    return lines


def island_lines(game: "VikingsView", island: str, viewer: int | None) -> list[str]:
    """``island NAME``: rune and holder, influence of each clan, units, docks, fjords and routes."""
    m = game.map
    isle = m.islands[island]
    infl = board.influence(for_rules(game), island)
    lines = [MESSAGES("island-head", island=place(game, island), rune=name(game, isle.rune),
                      holder=_holder(game, island, viewer)),
             MESSAGES("island-units", units=island_units(game, island, viewer))]
    said = [MESSAGES("influence-of", who=MESSAGES("you-lower") if s == viewer else game.name(s), n=n)
            for s, n in enumerate(infl) if n]
    lines.append(MESSAGES("island-influence", influence=", ".join(said) if said else MESSAGES("nobody")))
    docks = [d for d in m.docks.values() if d.island == island]
    for d in docks:
        ships = board.ships_at(for_rules(game), d.id)
        moored = MESSAGES("dock-moored", you=ships[0] == viewer, who=game.name(ships[0])) if ships \
            else MESSAGES("dock-free")
        lines.append(MESSAGES("island-dock", dock=place(game, d.id), kind=dock_kind(game, d.id),
                              fjord=place(game, d.fjord), moored=moored))
    fjords = [place(game, f.id) for f in m.fjords.values() if island in f.shores]
    lines.append(MESSAGES("island-around", fjords=join(fjords) or MESSAGES("none"),
                          routes=join(place(game, r) for r in m.routes.get(island, ())) or MESSAGES("none")))
    return lines


def hand_lines(game: "VikingsView", viewer: int | None, verbosity: str = "normal") -> list[str]:
    """``hand``: the asker's cards in hand, kept in the draft, played this era, and favour cards."""
    if viewer is None:
        return [MESSAGES("hand-nobody")]
    c = game.state.players[viewer]
    full = verbosity != "brief"
    lines = [MESSAGES("hand-head", count=len(c.hand))]
    lines += [f"{i}. {card_text(game, k, full)}" for i, k in enumerate(c.hand, 1)]
    if c.kept:
        lines.append(MESSAGES("hand-kept", count=len(c.kept), cards=join(name(game, k) for k in c.kept)))
    if c.played:
        faces = [MESSAGES("card-face", card=name(game, k), face=face) for k, face in c.played]
        lines.append(MESSAGES("hand-played", cards=join(faces)))
    lines.append(MESSAGES("hand-favours", count=len(c.favours), most=MAX_FAVOURS))
    lines += [MESSAGES("sentence", text=favour_text(game, f)) for f in c.favours]
    return lines


def runes_lines(game: "VikingsView", viewer: int | None) -> list[str]:
    """``runes``: each clan's runes by god, and the islands whose runes it holds."""
    lines = []
    for seat in range(game.config.players):
        islands = [place(game, i) for i, h in game.state.runes.items() if h == seat]
        lines.append(say("runes-line", game, seat, viewer, runes=_runes(game, seat),
                         islands=join(islands) or MESSAGES("none")))
    free = [place(game, i) for i, h in game.state.runes.items() if h is None]
    lines.append(MESSAGES("runes-free", islands=join(free) or MESSAGES("none")))
    return lines


def ranks(game: "VikingsView") -> dict[str, int]:
    """Each god's rank by rage, 0 the angriest; gods tied share the lower rank (003, Game over:
    "when the gods are angry at the same time, both runes give lower-level rewards")."""
    rage = game.state.rage
    return {g: sum(1 for other in rage if rage[other] >= rage[g]) - 1 for g in rage}


def rage_lines(game: "VikingsView", viewer: int | None) -> list[str]:
    """``rage``: the gods, angriest first, with what their runes would score now."""
    rank = ranks(game)
    lines = []
    for g in sorted(game.state.gods, key=lambda g: (rank[g], game.state.gods.index(g))):
        r = rank[g]
        lines.append(MESSAGES("rage-line", god=name(game, g), rage=game.state.rage[g],
                              island=ISLAND_POINTS[min(r, 2)], favour=FAVOUR_POINTS[min(r, 2)]))
    return lines


def favour_lines(game: "VikingsView", viewer: int | None) -> list[str]:
    """``favour``: the two rows of favour cards, the card at stake, and the asker's own."""
    lines = []
    for row, favours in game.state.rows.items():
        lines.append(MESSAGES("favour-row", row=row, count=len(favours)))
        lines += [f"{i}. {MESSAGES('sentence', text=favour_text(game, f))}" for i, f in enumerate(favours, 1)]
    battle = game.state.battle
    if battle is not None and battle.get("favour"):
        lines.append(MESSAGES("favour-at-stake", favour=favour_text(game, battle["favour"])))
    for seat in range(game.config.players):
        favours = game.state.players[seat].favours
        if seat == viewer:
            lines.append(MESSAGES("favour-yours", count=len(favours), most=MAX_FAVOURS))
            lines += [MESSAGES("sentence", text=favour_text(game, f)) for f in favours]
        else:
            lines.append(MESSAGES("favour-theirs", who=game.name(seat), count=len(favours)))
    return lines


def battle_lines(game: "VikingsView", viewer: int | None) -> list[str]:
    """``battle``: the battle under way, or none."""
    battle = game.state.battle
    if battle is None:
        return [MESSAGES("battle-none")]
    init = int(battle["initiator"])
    if battle.get("favour"):
        stake = MESSAGES("battle-stake-from", favour=favour_text(game, battle["favour"]),
                         end=end_text(battle.get("end")))
    elif game.pending is not None and str(asked(game).kind) == "choose_favour":
        stake = MESSAGES("battle-stake-choosing")
    else:
        stake = MESSAGES("battle-stake-none")
    lines = [say("battle-line", game, init, viewer, stake=stake)]
    for seat_key, k in battle.get("cards", {}).items():
        seat = int(seat_key)
        c = game.catalog.cards.get(k)
        if seat == viewer and c is not None:
            lines.append(MESSAGES("battle-your-card", card=name(game, c.id), strength=strength_text(game, c)))
        else:
            lines.append(say("battle-their-card", game, seat, viewer))
    return lines


def score_table(game: "VikingsView") -> list[dict]:
    """Points per clan if the game ended now: island runes and favour runes by rage rank (003,
    Game over). Another clan's favour cards are hidden: only the asker's own are counted."""
    rank = ranks(game)
    out = []
    for seat in range(game.config.players):
        islands = sum(ISLAND_POINTS[min(rank[game.map.islands[i].rune], 2)]
                      for i, h in game.state.runes.items() if h == seat)
        favours = [f for f in game.state.players[seat].favours if f != HIDDEN]
        favour_points = sum(FAVOUR_POINTS[min(rank[game.catalog.favours[f].rune], 2)] for f in favours)
        hidden = len(game.state.players[seat].favours) - len(favours)
        out.append({"seat": seat, "islands": islands, "favours": favour_points, "hidden": hidden,
                    "total": islands + favour_points})
    return out


def score_lines(game: "VikingsView", viewer: int | None) -> list[str]:
    """``score`` during the game: points if it ended now, one line a clan."""
    lines = [MESSAGES("score-head")]
    for row in score_table(game):
        lines.append(say("score-line", game, row["seat"], viewer, total=row["total"], islands=row["islands"],
                         favours=row["favours"], hidden=row["hidden"]))
    return lines


def _total(score: Any) -> int:
    if isinstance(score, dict):
        return int(score.get("total") or 0)
    return int(score)


def result_lines(game: "VikingsView", result: dict, viewer: int | None, verbosity: str = "normal") -> list[str]:
    """The final result: the winners first, then each clan's points (003, Game over)."""
    scores = list(result.get("scores") or [])
    winners = [int(w) for w in result.get("winners") or []]
    names = join(MESSAGES("you-lower") if w == viewer else game.name(w) for w in winners) or MESSAGES("nobody")
    best = max((_total(s) for s in scores), default=0)
    won = "you" if viewer in winners and len(winners) == 1 else "one" if len(winners) == 1 else "many"
    tied = len(winners) == 1 and sum(1 for s in scores if _total(s) == best) > 1
    lines = [MESSAGES("game-over", names=names[0].upper() + names[1:], won=won, tied=tied, best=best)]
    if verbosity == "brief":
        return lines
    order = sorted(range(len(scores)), key=lambda s: -_total(scores[s]))
    for seat in order:
        s = scores[seat]
        parts = ""
        if isinstance(s, dict) and verbosity == "full":
            parts = _score_parts(s)
        lines.append(say("final-score", game, seat, viewer, total=_total(s), parts=parts))
    return lines


def _score_parts(s: dict) -> str:
    """A clan's final points in words: "5 from 1 island rune, 8 from 3 favour cards; tie-breakers:
    0 temples, 1 ship, 18 resources" (003, Game over)."""
    def n(key: str) -> int:
        value = s.get(key, 0)
        return value if isinstance(value, int) else 0

    return MESSAGES("final-score-parts", **{key: n(key) for key in (
        "island_points", "islands", "favour_points", "favours", "temples", "ships", "resources")})


def slot_lines(game: "VikingsView") -> list[str]:
    """The completion slots and how full each is (003, Step 3: as many villages as players)."""
    n = game.config.players
    return [MESSAGES("slots-head", count=len(game.state.slots))] + [
        MESSAGES("slots-line", slot=slot_text(game, sid), n=len(seats), players=n)
        for sid, seats in game.state.slots.items()]
