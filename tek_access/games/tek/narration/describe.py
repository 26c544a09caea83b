"""Views -> sentences: regions, territory cards, players, tokens and scores.

The pending decision and its choices are :mod:`tek_access.games.tek.narration.prompts`.

Queries read the game and never change it. Lists have their count first, tables are
"Name: value" lines, the most important word leads (``accessibility.md``, Content rules).
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tek_access.games.tek.messages import MESSAGES, elides, faction_name, faction_named, say
from tek_access.games.tek.narration.words import (
    document_name,
    join,
    plural,  # noqa: F401  (tek_access.games.tek.queries reads describe.plural)
    region_type,
    resource_name,
    resources,
    side_name,
    token_effect,
    token_name,
    who,
)
from tek_access.games.tek.rules import scoring
from tek_access.games.tek.rules.decisions.tokens import token_summary
from tek_access.games.tek.rules.model import ACTIONS, NEUTRAL, REGION_RESOURCE, RESOURCES
from tek_access.games.tek.view import for_rules

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.view import TekView


# ---------------------------------------------------------------- regions and cards
def occupants(game: "TekView", rid: str, viewer: int | None) -> str:
    """"empty", "2 Blue meeples", "1 Blue meeple and 1 Orange meeple, allied", with "searching"."""
    occ = game.state.regions.get(rid) or []
    if not occ:
        return MESSAGES("empty")
    counts: dict[int, list[bool]] = {}
    for owner, searching in occ:
        counts.setdefault(owner, []).append(searching)
    parts = []
    for owner, flags in counts.items():
        if owner == viewer:
            part = MESSAGES("occupant-yours", n=len(flags))
        else:
            part = MESSAGES("occupant", n=len(flags), who=game.name(owner))
        if any(flags):
            part = MESSAGES("occupant-searching", part=part, all=len(flags) == 1 or all(flags))
        parts.append(part)
    text = join(parts)
    if len(counts) == 2 and NEUTRAL not in counts:
        war = game.state.war
        fighting = war is not None and war.region == rid and {war.attacker, war.defender} == set(counts)
        a, b = counts
        if fighting:
            # two colours in one region are allied only once the war is settled
            text = MESSAGES("occupants-at-war", text=text)
        elif game.allied(a, b):
            text = MESSAGES("occupants-allied", text=text)
    return text


def region_line(game: "TekView", rid: str, viewer: int | None) -> str:
    """One line for a region in a card listing: "1. Mirewood, forest, north-west: 2 Blue meeples."."""
    text = _region_head(game, rid, viewer)
    token = _token_text(game, rid)
    if token:
        text = MESSAGES("region-line-token", line=text, token=token)
    return text + "."


def _region_head(game: "TekView", rid: str, viewer: int | None) -> str:
    """"1. Mirewood, forest, north-west: 2 Blue meeples" (no full stop)."""
    r = game.region(rid)
    return MESSAGES("region-line", number=r.number, name=r.name, type=region_type(r.type),
                    direction=MESSAGES("direction", direction=r.direction), occupants=occupants(game, rid, viewer))


def region_lines(game: "TekView", rid: str, viewer: int | None) -> list[str]:
    """:func:`region_line`, or two lines when it would reach 200 characters: the region, then
    what its revealed token does ("Kestrel Downs: Dragon's Lair, braille d r token: ...")."""
    line = region_line(game, rid, viewer)
    token = _token_text(game, rid)
    if len(line) < 200 or not token:
        return [line]
    return [_region_head(game, rid, viewer) + ".",
            MESSAGES("region-token-line", name=game.region(rid).name, token=token)]


def _token_text(game: "TekView", rid: str) -> str:
    if rid in game.state.tokens:
        return MESSAGES("token-face-down")
    if rid in game.state.revealed:
        token = game.state.revealed[rid]
        return MESSAGES("token-text", token=token_name(game, token), effect=token_effect(token))
    return ""


def _listed(lead: str, names: list[str], width: int = 150) -> list[str]:
    """``lead`` and ``names`` as one line, or in numbered parts under 200 characters that never
    break a name ("Face-down tokens, 12, part 1 of 2: Flint Ridge, ...")."""
    parts: list[list[str]] = [[]]
    for name in names:
        if parts[-1] and len(", ".join(parts[-1] + [name])) > width:
            parts.append([])
        parts[-1].append(name)
    if len(parts) == 1:
        return [MESSAGES("listed", lead=lead, names=join(names) or MESSAGES("listed-none"))]
    return [MESSAGES("listed-part", lead=lead, i=i, n=len(parts), names=", ".join(part))
            for i, part in enumerate(parts, 1)]


def describe_tokens(game: "TekView", viewer: int | None) -> list[str]:
    """Where face-down tokens still lie, and the revealed tokens on the board with what they do."""
    if not game.config.exploration:
        return [MESSAGES("tokens-none")]
    hidden, revealed = token_summary(for_rules(game))
    lines = _listed(MESSAGES("tokens-hidden", n=len(hidden)), [game.region(r).name for r in hidden])
    lines.append(MESSAGES("tokens-revealed", n=len(revealed)) if revealed else MESSAGES("tokens-revealed-none"))
    lines += [MESSAGES("region-token-line", name=game.region(r).name, token=_token_text(game, r))
              for r in sorted(revealed, key=game.region_order)]
    crowns = [p.seat for p in game.state.players if p.crown]
    if crowns:
        lines.append(say("crown-held", game, crowns[0], viewer))
    return lines


def describe_region(game: "TekView", rid: str, viewer: int | None) -> list[str]:
    """Several lines about one region: name and type, card, occupants, neighbours, edges, water."""
    r = game.region(rid)
    side = game.catalog.territories[r.side]
    side_said = side_name(game, side.id)
    lines = [MESSAGES("region-head", name=r.name, type=region_type(r.type), number=r.number, side=side_said,
                      elision=elides(side_said), direction=MESSAGES("direction", direction=r.direction))]
    if not r.passable:
        lines.append(MESSAGES("impassable"))
        return lines
    lines.append(MESSAGES("region-occupants", occupants=occupants(game, rid, viewer)))
    res = REGION_RESOURCE.get(r.type)
    if res:
        lines.append(MESSAGES("region-collect", resource=resource_name(res)))
    elif r.type == "capital":
        lines.append(MESSAGES("region-capital"))
    elif r.type == "ruins":
        lines.append(MESSAGES("region-ruins"))
    names = [game.region(n).name for n in r.neighbours]
    lines.append(MESSAGES("region-neighbours", n=len(names), names=join(names) or MESSAGES("listed-none")))
    if r.river_borders:
        lines.append(MESSAGES("region-rivers", names=join(game.region(n).name for n in r.river_borders)))
    lines.append(MESSAGES("region-edges", edge=r.on_edge, water=r.next_to_water))
    token = _token_text(game, rid)
    if token:
        lines.append(MESSAGES("region-token", token=token))
    return lines


def describe_card(game: "TekView", sid: str, viewer: int | None) -> list[str]:
    """A territory card: name, owner, then its usable regions one per line, then impassable ones."""
    side = game.catalog.territories[sid]
    owner = next((p.seat for p in game.state.players if p.home == sid), None)
    name = side_name(game, sid)
    if owner is None:
        title = MESSAGES("card-title", name=name)
    else:
        title = say("card-title-home", game, owner, viewer, name=name)
    lines = [title, MESSAGES("card-regions", n=len(side.usable))]
    for r in side.usable:
        lines += region_lines(game, r.id, viewer)
    blocked = [r for r in side.regions if not r.passable]
    if blocked:
        items = [MESSAGES("card-blocked-item", name=r.name, type=region_type(r.type),
                          direction=MESSAGES("direction", direction=r.direction)) for r in blocked]
        lines.append(MESSAGES("card-blocked", n=len(blocked), names=join(items)))
    rivers = sorted({tuple(sorted((r.name, game.region(o).name))) for r in side.usable for o in r.river_borders})
    if rivers:
        lines.append(MESSAGES("card-rivers", n=len(rivers), names=join(MESSAGES("card-river", a=a, b=b)
                                                                        for a, b in rivers)))
    return lines


def describe_map(game: "TekView", viewer: int | None) -> list[str]:
    """Every card in play, one after another."""
    lines = [MESSAGES("map-cards", n=len(game.state.cards))]
    for sid in game.state.cards:
        lines += describe_card(game, sid, viewer)
    return lines


# ---------------------------------------------------------------- players and score
def player_line(game: "TekView", seat: int, viewer: int | None) -> str:
    """"Blue, you: Orcs. 2 mana, 1 ore, 3 food. Tower 1. Magic 2. 3 meeples in play."."""
    p = game.state.players[seat]
    name = MESSAGES("player-name-you", name=game.name(seat)) if seat == viewer else game.name(seat)
    return MESSAGES("player-line", name=name, faction=faction_name(game.faction(seat)),
                    resources=resources(p.resources, MESSAGES("no-resources")), tower=p.tower, magic=p.magic,
                    meeples=MESSAGES("meeples", n=game.in_play(seat)))


def describe_status(game: "TekView", viewer: int | None) -> list[str]:
    """Whose turn, the action selected, open actions, end trigger, then one line per player."""
    s = game.state
    lines = [say("status-turn", game, s.active, viewer, turn=s.turn)]
    if s.selected:
        lines.append(MESSAGES("status-selected", action=MESSAGES("action-name", action=s.selected)))
    open_actions = [MESSAGES("action-name", action=a) for a in ACTIONS if a not in s.shields]
    lines.append(MESSAGES("status-open", n=len(open_actions), actions=join(open_actions)))
    if s.end_triggered:
        lines.append(MESSAGES("status-end"))
    alliances = game.alliances()
    if alliances:
        pairs = join(MESSAGES("status-alliance", a=game.name(a), b=game.name(b)) for a, b in sorted(alliances))
        lines.append(MESSAGES("status-alliances", pairs=pairs))
    lines += [player_line(game, p.seat, viewer) for p in s.players]
    return lines


def ruleset_line(game: "TekView") -> str:
    """The ``status`` line naming the rules in play (rulings.md, Variants)."""
    rules = game.rules
    text = MESSAGES("ruleset", name=rules.name, id=rules.id, source=document_name(rules.source))
    if game.dummy is not None:
        side = "night" if (game.state.compass or {}).get("night") else "day"
        text += " " + MESSAGES("ruleset-solo", side=side)
    return text


def describe_resources(game: "TekView", seat: int) -> list[str]:
    """The seat's resources as "Name: value" lines."""
    have = game.state.players[seat].resources
    return [MESSAGES("resource-have", resource=r, n=have[r]) for r in RESOURCES]


def describe_score(game: "TekView", viewer: int | None) -> list[str]:
    """VP now, as if the game ended (meeples in ruins not yet removed), one line per player."""
    lines = [MESSAGES("score-now")]
    for p in game.state.players:
        parts = scoring.score_lines(for_rules(game), p.seat)
        total = sum(v for _, v in parts)
        lines.append(f"{say('score-line', game, p.seat, viewer, vp=total)} {vp_detail(parts)}".rstrip())
    return lines


#: the score lines' labels (tek_access.games.tek.rules.scoring.score_lines) -> their message kind
_VP_LABELS = [(re.compile(pattern), kind) for pattern, kind in (
    (r"meeples in play$", "meeples"), (r"magic level (?P<n>\d+)$", "magic"), (r"tower level (?P<n>\d+)$", "tower"),
    (r"capital cities$", "capitals"), (r"(?P<faction>.+) level 5 bonus$", "bonus"),
    (r"Lost Kingdom regions$", "lost_kingdom"), (r"captives$", "captives"), (r"the crown$", "crown"),
    (r"towns$", "towns"))]
_TIEBREAKERS = {"meeples in play": "meeples", "tower level": "tower", "magic level": "magic",
                "total resources": "resources"}


def vp_label(label: str) -> str:
    """A score line's label as the language says it ("magic level 2"); an unknown one as given."""
    for pattern, kind in _VP_LABELS:
        found = pattern.match(label)
        if found:
            groups = found.groupdict()
            return MESSAGES("vp-label", kind=kind, n=int(groups.get("n") or 0),
                            faction=faction_named(groups.get("faction") or ""),
                            label=label)
    return label


def vp_detail(parts) -> str:
    """"Meeples in play: 3 VP, magic level 2: 2 VP." from (label, VP) pairs; VP 0 lines left out."""
    items = [MESSAGES("vp-item", label=vp_label(label), vp=vp) for label, vp in parts if vp]
    if not items:
        return ""
    text = ", ".join(items)
    return text[0].upper() + text[1:] + "."


def result_lines(game: "TekView", result: dict, viewer: int | None, verbosity: str = "normal") -> list[str]:
    """The final result: winner first, then each player's total and, unless brief, every VP line."""
    winners = result["winners"]
    ranked = sorted(result["scores"], key=lambda s: (-s["total"], [-x for x in s["tiebreak"]]))
    best = ranked[0]["total"]
    if len(winners) > 1:
        head = MESSAGES("game-over-shared", names=join(who(game, w, viewer) for w in winners), vp=best)
    elif winners[0] == viewer:
        head = MESSAGES("game-over-you", vp=best)
    else:
        head = MESSAGES("game-over-winner", who=game.name(winners[0]), vp=best)
    by = result["decided_by"]
    if by not in ("points", "shared"):
        head += " " + MESSAGES("tie-broken", by=MESSAGES("tiebreaker", name=_TIEBREAKERS.get(by, by)))
    lines = [head, MESSAGES("scores-head", n=len(ranked))]
    for s in ranked:
        line = say("score-line", game, s["seat"], viewer, vp=s["total"])
        if verbosity != "brief":
            line += " " + vp_detail(s["lines"])
        lines.append(line.rstrip())
    return lines


