"""Views -> sentences: regions, territory cards, players, scores, the pending decision and its choices.

Queries read the game and never change it. Lists have their count first, tables are
"Name: value" lines, the most important word leads (``accessibility.md``, Content rules).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.narration.words import join, plural, resources, side_name, who
from tek_access.rules import economy, scoring
from tek_access.rules.model import ACTIONS, NEUTRAL, RESOURCES, REGION_RESOURCE, Choice

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.rules.engine import Game

ACTION_HINTS = {
    "patrol": "move a meeple to an adjacent region",
    "quest": "move a meeple from an edge region to another card",
    "build": "pay ore for the next tower level",
    "research": "pay mana for the next magic level",
    "expand": "pay food to add a meeple beside a lone one",
    "trade": "swap any number of one resource for another",
}


# ---------------------------------------------------------------- regions and cards
def occupants(game: "Game", rid: str, viewer: int | None) -> str:
    """"empty", "2 Blue meeples", "1 Blue meeple and 1 Orange meeple, allied", with "searching"."""
    occ = game.state.regions.get(rid) or []
    if not occ:
        return "empty"
    counts: dict[int, list[bool]] = {}
    for owner, searching in occ:
        counts.setdefault(owner, []).append(searching)
    parts = []
    for owner, flags in counts.items():
        noun = f"meeple{'s' if len(flags) > 1 else ''}"
        part = f"your {len(flags)} {noun}" if owner == viewer else f"{len(flags)} {game.name(owner)} {noun}"
        if any(flags):
            part += ", searching" if len(flags) == 1 or all(flags) else ", one searching"
        parts.append(part)
    text = join(parts)
    if len(counts) == 2 and NEUTRAL not in counts:
        text += ", allied"
    return text


def region_line(game: "Game", rid: str, viewer: int | None) -> str:
    """One line for a region in a card listing: "1. Mirewood, forest, north-west: 2 Blue meeples."."""
    r = game.region(rid)
    text = f"{r.number}. {r.name}, {r.type}, {r.direction}: {occupants(game, rid, viewer)}"
    token = _token_text(game, rid)
    if token:
        text += f"; {token}"
    return text + "."


def _token_text(game: "Game", rid: str) -> str:
    from tek_access.narration.events import token_effect, token_name

    if rid in game.state.tokens:
        return "a face-down exploration token"
    if rid in game.state.revealed:
        token = game.state.revealed[rid]
        return f"{token_name(game, token)} token: {token_effect(token)}"
    return ""


def describe_tokens(game: "Game", viewer: int | None) -> list[str]:
    """Where face-down tokens still lie, and the revealed tokens on the board with what they do."""
    if not game.config.exploration:
        return ["No exploration tokens in this game. Start one with --exploration."]
    hidden, revealed = game.token_summary()
    lines = [f"Face-down tokens, {len(hidden)}: " + (join(game.region(r).name for r in hidden) or "none") + "."]
    lines.append(f"Revealed tokens on the board, {len(revealed)}:" if revealed else "Revealed tokens on the board: none.")
    lines += [f"{game.region(r).name}: {_token_text(game, r)}." for r in sorted(revealed, key=game.region_order)]
    crowns = [p.seat for p in game.state.players if p.crown]
    if crowns:
        lines.append(f"Crown: held by {who(game, crowns[0], viewer)}, 2 VP.")
    return lines


def describe_region(game: "Game", rid: str, viewer: int | None) -> list[str]:
    """Several lines about one region: name and type, card, occupants, neighbours, edges, water."""
    r = game.region(rid)
    side = game.catalog.territories[r.side]
    lines = [f"{r.name}: {r.type}, region {r.number} of {side.name}, {r.direction}."]
    if not r.passable:
        lines.append("Impassable.")
        return lines
    lines.append(f"Occupants: {occupants(game, rid, viewer)}.")
    res = REGION_RESOURCE.get(r.type)
    if res:
        lines.append(f"Collect: 1 {res}.")
    elif r.type == "capital":
        lines.append("Collect: nothing. Worth 2 VP at the end, 1 VP each when allied.")
    elif r.type == "ruins":
        lines.append("Ruins: a meeple entering is knocked over and searches; a searching meeple collects "
                     "1 resource of your choice; meeples here are lost before scoring.")
    names = [game.region(n).name for n in r.neighbours]
    lines.append(f"Neighbours, {len(names)}: {join(names) or 'none'}.")
    if r.river_borders:
        lines.append(f"River to: {join(game.region(n).name for n in r.river_borders)}.")
    lines.append(f"Card edge: {'yes, quest from here' if r.on_edge else 'no'}. "
                 f"Next to water: {'yes' if r.next_to_water else 'no'}.")
    token = _token_text(game, rid)
    if token:
        lines.append(f"Token: {token}.")
    return lines


def describe_card(game: "Game", sid: str, viewer: int | None) -> list[str]:
    """A territory card: name, owner, then its usable regions one per line, then impassable ones."""
    side = game.catalog.territories[sid]
    owner = next((p.seat for p in game.state.players if p.home == sid), None)
    if owner is None:
        title = f"{side.name}."
    else:
        title = f"{side.name}, {'your' if owner == viewer else game.name(owner) + chr(39) + 's'} home territory."
    lines = [title, f"{plural(len(side.usable), 'region')}:"]
    lines += [region_line(game, r.id, viewer) for r in side.usable]
    blocked = [r for r in side.regions if not r.passable]
    if blocked:
        lines.append(f"Impassable, {len(blocked)}: " + join(f"{r.name}, {r.type}, {r.direction}" for r in blocked) + ".")
    rivers = sorted({tuple(sorted((r.name, game.region(o).name))) for r in side.usable for o in r.river_borders})
    if rivers:
        lines.append(f"Rivers, {len(rivers)}: " + join(f"between {a} and {b}" for a, b in rivers) + ".")
    return lines


def describe_map(game: "Game", viewer: int | None) -> list[str]:
    """Every card in play, one after another."""
    lines = [f"{plural(len(game.state.cards), 'territory card')} in play."]
    for sid in game.state.cards:
        lines += describe_card(game, sid, viewer)
    return lines


# ---------------------------------------------------------------- players and score
def player_line(game: "Game", seat: int, viewer: int | None) -> str:
    """"Blue, you: Orcs. 2 mana, 1 ore, 3 food. Tower 1. Magic 2. 3 meeples in play."."""
    p = game.state.players[seat]
    name = f"{game.name(seat)}, you" if seat == viewer else game.name(seat)
    return (f"{name}: {game.faction(seat).name}. {resources(p.resources, 'no resources')}. Tower {p.tower}. "
            f"Magic {p.magic}. {plural(game.in_play(seat), 'meeple')} in play.")


def describe_status(game: "Game", viewer: int | None) -> list[str]:
    """Whose turn, the action selected, open actions, end trigger, then one line per player."""
    s = game.state
    lines = [f"Turn {s.turn}. {who(game, s.active, viewer)} {'are' if s.active == viewer else 'is'} the active player."]
    if s.selected:
        lines.append(f"Selected action: {s.selected}.")
    open_actions = [a for a in ACTIONS if a not in s.shields]
    lines.append(f"Open actions, {len(open_actions)}: {join(open_actions)}.")
    if s.end_triggered:
        lines.append("End triggered: the game ends when the action card is next cleared.")
    alliances = game.alliances()
    if alliances:
        lines.append("Alliances: " + join(f"{game.name(a)} and {game.name(b)}" for a, b in sorted(alliances)) + ".")
    lines += [player_line(game, p.seat, viewer) for p in s.players]
    return lines


def describe_resources(game: "Game", seat: int) -> list[str]:
    """The seat's resources as "Name: value" lines."""
    have = game.state.players[seat].resources
    return [f"{r.capitalize()}: {have[r]}" for r in RESOURCES]


def describe_score(game: "Game", viewer: int | None) -> list[str]:
    """VP now, as if the game ended (meeples in ruins not yet removed), one line per player."""
    lines = ["Score if the game ended now:"]
    for p in game.state.players:
        parts = scoring.score_lines(game, p.seat)
        total = sum(v for _, v in parts)
        lines.append(f"{who(game, p.seat, viewer)}: {total} VP. {vp_detail(parts)}".rstrip())
    return lines


def vp_detail(parts) -> str:
    """"Meeples in play: 3 VP, magic level 2: 2 VP." from (label, VP) pairs; VP 0 lines left out."""
    items = [f"{label}: {vp} VP" for label, vp in parts if vp]
    if not items:
        return ""
    text = ", ".join(items)
    return text[0].upper() + text[1:] + "."


def result_lines(game: "Game", result: dict, viewer: int | None, verbosity: str = "normal") -> list[str]:
    """The final result: winner first, then each player's total and, unless brief, every VP line."""
    winners = result["winners"]
    ranked = sorted(result["scores"], key=lambda s: (-s["total"], [-x for x in s["tiebreak"]]))
    best = ranked[0]["total"]
    if len(winners) > 1:
        head = f"Game over. Shared win: {join(who(game, w, viewer) for w in winners)}, {best} VP."
    elif winners[0] == viewer:
        head = f"Game over. You win with {best} VP."
    else:
        head = f"Game over. {game.name(winners[0])} wins with {best} VP."
    if result["decided_by"] not in ("points", "shared"):
        head += f" Tie broken by {result['decided_by']}."
    lines = [head, f"Scores, {len(ranked)} players:"]
    for s in ranked:
        line = f"{who(game, s['seat'], viewer)}: {s['total']} VP."
        if verbosity != "brief":
            line += " " + vp_detail(s["lines"])
        lines.append(line.rstrip())
    return lines


# ---------------------------------------------------------------- the pending decision
def prompt(game: "Game", viewer: int | None) -> str:
    """The question the pending decision asks of its player, most important word first."""
    d = game.pending
    if d is None:
        return "The game is over."
    p = d.player
    c = d.context
    pl = game.state.players[p] if p != NEUTRAL else None
    kind = d.kind
    if kind == "choose_side":
        return f"Setup. Choose your home territory: a side of card {game.config.cards[p]}."
    if kind == "choose_start":
        return f"Setup. Choose the region of {side_name(game, pl.home)} for your 2 starting meeples."
    if kind == "choose_resources":
        return "Setup. Choose your 6 starting resources, or say for example: resources 2 mana 2 ore 2 food."
    if kind == "select_action":
        return "Select an action."
    if kind == "respond":
        action = game.state.selected
        if p == game.state.active:
            return f"{action.capitalize()}. Take it or do nothing?"
        return f"{action.capitalize()}, selected by {game.name(game.state.active)}. Take it or collect?"
    if kind == "move_from":
        return f"{c['mode'].capitalize()}. Which meeple?"
    if kind == "move_to":
        return f"{c['mode'].capitalize()} from {game.region(c['from']).name}. Where to?"
    if kind == "expand_where":
        return f"Expand for {economy.expand_cost(game, p)} food. Which region?"
    if kind == "trade_give":
        return "Trade. Which resource do you give?"
    if kind == "trade_get":
        return f"Trade {c['give']}. Which resource do you get?"
    if kind == "trade_amount":
        return f"Trade how many {c['give']} for {c['get']}?"
    if kind == "trade_amount2":
        return f"Also trade how many {c['give2']} into {c['get']}? 0 for none."
    if kind == "war_die":
        w = game.state.war
        foe = w["defender"] if p == w["attacker"] else w["attacker"]
        role = "attacking" if p == w["attacker"] else "defending"
        return (f"War die, {role} against {game.name(foe)} in {game.region(w['region']).name}. Set it in secret: "
                f"the white flag, or a war cost you can pay. You have {resources(pl.resources)}.")
    if kind == "boost":
        return "After the reveal: spend 1 more resource for a higher total?"
    if kind == "loss_order":
        return "You lost the war. Which lost region do you resolve first?"
    if kind == "retreat":
        return (f"Defeat in {game.region(c['region']).name}. Retreat for {economy.retreat_cost(game, p)} food, "
                f"or return the meeple to supply?")
    if kind == "free_placement":
        return "Your last meeple is kept for free. Place it in the nearest unoccupied region."
    if kind == "collect_resource":
        reason = c.get("reason", "")
        why = {"treasure": "the treasure", "last_meeple": "your last-meeple bonus"}.get(reason, "searching the ruins")
        return f"Choose 1 resource for {why}."
    if kind == "bandits":
        return f"Bandits in {game.region(c['region']).name}. Pay 2 resources, or lose the meeple?"
    if kind == "dragon":
        w = game.state.war
        return (f"Dragon's lair. Drop {game.name(w['loser'])}'s tower one level instead of taking the meeple? "
                f"The meeple then retreats for free.")
    return f"Decide: {kind.replace('_', ' ')}."


def choice_label(game: "Game", choice: Choice, viewer: int | None) -> str:
    """How one numbered choice reads in a menu ("Mirewood, forest, war with Orange")."""
    d = game.pending
    p = d.player if d else viewer
    k, t = choice.kind, choice.target
    if k == "action":
        return f"{t.capitalize()}: {ACTION_HINTS[t]}"
    if k == "take":
        if t != game.state.selected:
            return f"{t.capitalize()} instead, by faction ability"
        return f"Take {t}{_cost_hint(game, p, t)}"
    if k == "collect":
        fixed, free, _ = economy.collect_plan(game, p)
        got = resources(fixed)
        if free:
            got = (got + " and " if got != "nothing" else "") + plural(free, "resource") + " of your choice"
        return f"Collect: {got}"
    if k == "nothing":
        return "Do nothing"
    if k == "meeple":
        return f"Meeple in {game.region(t).name}"
    if k == "stand":
        return f"Stand up the searching meeple in {game.region(t).name}"
    if k in ("to", "region", "retreat"):
        r = game.region(t)
        text = f"{r.name}, {r.type}"
        if d is not None and d.kind == "move_to" and d.context.get("mode") == "quest":
            text += f", on {side_name(game, r.side)}"
        others = [o for o, _ in (game.state.regions.get(t) or []) if o != p]
        if others and k == "to":
            text += f", war with {game.name(others[0])}" + (" (ally)" if game.allied(p, others[0]) else "")
        elif k == "retreat":
            text = f"Retreat to {text}"
        return text
    if k == "remove":
        return "Return the meeple to supply"
    if k == "church":
        return f"Shelter in the church in {game.region(t).name}"
    if k == "pay":
        return f"Pay {resources(choice.payment)}"
    if k == "dragon":
        return "Drop the tower a level"
    if k == "no_dragon":
        return "Take the meeple as usual"
    if k in ("give", "get", "resource"):
        have = game.state.players[p].resources[t]
        return f"{t.capitalize()}, you have {have}"
    if k == "amount":
        return str(t)
    if k == "flag":
        return "White flag: offer peace, pay nothing"
    if k == "bid":
        return f"War cost {t}, paying {resources(choice.payment)}"
    if k == "boost":
        return "Spend 1 more for a higher total"
    if k == "no_boost":
        return "Keep the total"
    if k == "side":
        side = game.catalog.territories[t]
        types = join(r.type for r in side.usable)
        return f"{side.name}: {types}"
    if k == "resources":
        text = resources(choice.payment)
        return text + (", suggested for first games" if tuple(choice.payment) == (2, 1, 3) else "")
    return f"{k} {t if t is not None else ''}".strip()


def _cost_hint(game: "Game", seat: int, action: str) -> str:
    if action == "build":
        return f": level {game.state.players[seat].tower + 1} for {economy.build_cost(game, seat)} ore"
    if action == "research":
        return f": level {game.state.players[seat].magic + 1} for {economy.research_cost(game, seat)} mana"
    if action == "expand":
        return f": {economy.expand_cost(game, seat)} food"
    return ""


def menu(game: "Game", viewer: int | None) -> list[str]:
    """The prompt, then "N choices:" and one numbered line per choice."""
    options = game.choices()
    lines = [prompt(game, viewer), f"{plural(len(options), 'choice')}:"]
    lines += [f"{i}. {choice_label(game, c, viewer)}" for i, c in enumerate(options, 1)]
    return lines
