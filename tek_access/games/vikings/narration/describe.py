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
    plural,
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
    return [f"Tiny Epic Vikings. {game.map.name}: {plural(len(game.map.islands), 'island')}. Gods: {gods}. "
            "Say rules to hear how to play, map for the islands."]


def _runes(game: "VikingsView", seat: int) -> str:
    held = board.runes_held(for_rules(game), seat)
    said = [plural(n, f"{name(game, g)} rune") for g, n in held.items() if n]
    return join(said) if said else "none"


def clan_line(game: "VikingsView", seat: int, viewer: int | None) -> str:
    """One clan in one line: resources, settlers on the board, ships and temples left, runes,
    villages, favour cards and cards in hand."""
    c = game.state.players[seat]
    who = "You" if seat == viewer else game.name(seat)
    return (f"{who}: {resources_all(c.res)}. {plural(c.settlers, 'settler')}, "
            f"{plural(len(c.ship_slots), 'ship')} and {plural(len(c.temple_slots), 'temple')} on the clan board. "
            f"Runes: {_runes(game, seat)}. {plural(c.villages, 'village')}, "
            f"{plural(len(c.favours), 'favour card')}, {plural(len(c.hand), 'card')} in hand.")


def turn_line(game: "VikingsView", viewer: int | None) -> str:
    """The era, the phase and whose turn ("Era 2, action phase, turn 5: Red's turn.")."""
    s = game.state
    if s.over or game.pending is None:
        return f"Era {s.era}: the game is over."
    horn = f"{'You hold' if s.start == viewer else game.name(s.start) + ' holds'} the horn."
    if s.phase != "action":
        phase = "set-up: ships placed" if s.phase == "setup" else "draft: each clan keeps a card"
        return f"Era {s.era} of 3, {phase}. {horn}"
    whose = "your" if s.active == viewer else f"{game.name(s.active)}'s"
    return f"Era {s.era} of 3, turn {s.turn}: {whose} turn. {horn}"


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
    return "; ".join(said) if said else "none"


def _holder(game: "VikingsView", island: str, viewer: int | None) -> str:
    holder = game.state.runes.get(island)
    return "unclaimed" if holder is None else "yours" if holder == viewer else f"held by {game.name(holder)}"


def map_lines(game: "VikingsView", viewer: int | None) -> list[str]:
    """``map``: every island (rune, holder, units), then the ships by place."""
    m = game.map
    lines = [f"{m.name}: {plural(len(m.islands), 'island')}, {plural(len(m.fjords), 'fjord')}, "
             f"{plural(len(m.docks), 'dock')}."]
    for iid, island in m.islands.items():
        lines.append(f"{island.name}: {name(game, island.rune)} rune, {_holder(game, iid, viewer)}. "
                     f"Units: {island_units(game, iid, viewer)}.")
    ships: dict[str, list[str]] = {}
    for seat, where in game.state.ships:
        ships.setdefault(where, []).append("yours" if seat == viewer else game.name(seat))
    lines.append(f"Ships, {len(game.state.ships)}" + (":" if ships else "."))
    lines += [f"{place(game, p)}: {join(owners)}." for p, owners in ships.items()]
    return lines


def island_lines(game: "VikingsView", island: str, viewer: int | None) -> list[str]:
    """``island NAME``: rune and holder, influence of each clan, units, docks, fjords and routes."""
    m = game.map
    isle = m.islands[island]
    infl = board.influence(for_rules(game), island)
    lines = [f"{isle.name}: {name(game, isle.rune)} rune, {_holder(game, island, viewer)}.",
             f"Units: {island_units(game, island, viewer)}."]
    said = [f"{'you' if s == viewer else game.name(s)} {n}" for s, n in enumerate(infl) if n]
    lines.append("Influence: " + (", ".join(said) if said else "nobody") + ". Settler 1, temple 4, docked ship 2.")
    docks = [d for d in m.docks.values() if d.island == island]
    for d in docks:
        ships = board.ships_at(for_rules(game), d.id)
        moored = ("moored: " + ("your ship" if ships[0] == viewer else f"{game.name(ships[0])}'s ship")) \
            if ships else "free"
        lines.append(f"{d.name}: {dock_kind(game, d.id)} on {place(game, d.fjord)}, {moored}.")
    fjords = [f.name for f in m.fjords.values() if island in f.shores]
    lines.append(f"Fjords around: {join(fjords) or 'none'}. Routes to: "
                 f"{join(m.islands[r].name for r in m.routes.get(island, ())) or 'none'}.")
    return lines


def hand_lines(game: "VikingsView", viewer: int | None, verbosity: str = "normal") -> list[str]:
    """``hand``: the asker's cards in hand, kept in the draft, played this era, and favour cards."""
    if viewer is None:
        return ["Hand: only a player at the table has one."]
    c = game.state.players[viewer]
    full = verbosity != "brief"
    lines = [f"Hand, {plural(len(c.hand), 'card')}" + (":" if c.hand else ".")]
    lines += [f"{i}. {card_text(game, k, full)}" for i, k in enumerate(c.hand, 1)]
    if c.kept:
        lines.append(f"Kept in the draft, {plural(len(c.kept), 'card')}: {join(name(game, k) for k in c.kept)}.")
    if c.played:
        faces = [f"{name(game, k)} {'face down' if face == 'down' else 'face up'}" for k, face in c.played]
        lines.append(f"Played this era: {join(faces)}.")
    lines.append(f"Favour cards under your clan board, {len(c.favours)} of {MAX_FAVOURS}" + (":" if c.favours
                                                                                          else "."))
    lines += [f"{favour_text(game, f)}." for f in c.favours]
    return lines


def runes_lines(game: "VikingsView", viewer: int | None) -> list[str]:
    """``runes``: each clan's runes by god, and the islands whose runes it holds."""
    lines = []
    for seat in range(game.config.players):
        islands = [game.map.islands[i].name for i, h in game.state.runes.items() if h == seat]
        who = "You" if seat == viewer else game.name(seat)
        lines.append(f"{who}: {_runes(game, seat)}. Islands held: {join(islands) or 'none'}.")
    free = [game.map.islands[i].name for i, h in game.state.runes.items() if h is None]
    lines.append(f"Unclaimed island runes: {join(free) or 'none'}.")
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
        lines.append(f"{name(game, g)}: rage {game.state.rage[g]}. Island rune {ISLAND_POINTS[min(r, 2)]} points, "
                     f"favour rune {FAVOUR_POINTS[min(r, 2)]}.")
    return lines


def favour_lines(game: "VikingsView", viewer: int | None) -> list[str]:
    """``favour``: the two rows of favour cards, the card at stake, and the asker's own."""
    lines = []
    for row, favours in game.state.rows.items():
        lines.append(f"{row.capitalize()} row, {plural(len(favours), 'card')}" + (", left to right:" if favours
                                                                                 else "."))
        lines += [f"{i}. {favour_text(game, f)}." for i, f in enumerate(favours, 1)]
    battle = game.state.battle
    if battle is not None and battle.get("favour"):
        lines.append(f"At stake in the battle: {favour_text(game, battle['favour'])}.")
    for seat in range(game.config.players):
        favours = game.state.players[seat].favours
        if seat == viewer:
            lines.append(f"Yours, {len(favours)} of {MAX_FAVOURS}" + (":" if favours else "."))
            lines += [f"{favour_text(game, f)}." for f in favours]
        else:
            lines.append(f"{game.name(seat)}: {plural(len(favours), 'favour card')}, face down." if favours
                         else f"{game.name(seat)}: no favour cards.")
    return lines


def battle_lines(game: "VikingsView", viewer: int | None) -> list[str]:
    """``battle``: the battle under way, or none."""
    battle = game.state.battle
    if battle is None:
        return ["No battle under way. Play a card face down to start one."]
    init = int(battle["initiator"])
    starter = "you" if init == viewer else game.name(init)
    if battle.get("favour"):
        stake = f"for {favour_text(game, battle['favour'])}, from {end_text(battle.get('end'))}"
    elif game.pending is not None and str(asked(game).kind) == "choose_favour":
        stake = "the favour card at stake is being chosen"
    else:
        stake = "with no favour card left to win"
    lines = [f"Battle started by {starter}, {stake}. It is settled at the start of the initiator's next turn."]
    for seat_key, k in battle.get("cards", {}).items():
        seat = int(seat_key)
        c = game.catalog.cards.get(k)
        if seat == viewer and c is not None:
            lines.append(f"You: {c.name} face down, {strength_text(game, c)}.")
        else:
            lines.append(f"{'You' if seat == viewer else game.name(seat)}: a face-down card.")
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
    lines = ["Score if the game ended now:"]
    for row in score_table(game):
        seat = row["seat"]
        who = "You" if seat == viewer else game.name(seat)
        extra = f", and {plural(row['hidden'], 'face-down favour card')} not counted" if row["hidden"] else ""
        lines.append(f"{who}: {row['total']} points: island runes {row['islands']}, favour runes "
                     f"{row['favours']}{extra}.")
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
    return [f"Completion slots, {len(game.state.slots)}:"] + [
        f"{slot_text(game, sid)}, {len(seats)} of {n} villages." for sid, seats in game.state.slots.items()]
