"""Tiny Epic Kingdoms refusals of a move (patrol, quest, stand up): the regions a sentence names, why a move there
is not legal now (full, water, not in reach, no meeple there) and the moves that are, in the game's terms; a part of
:mod:`tek_access.games.tek.refusals`, which words every other refusal. Every function reads the seat's view (the
game copy the sentence is resolved on), never the whole game. Source: 000, Patrol, Quest; Ruins.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import Choice
from tek_access.core.refusals import GENERIC, fit
from tek_access.games.tek.answers import skip, verb_len, verb_of
from tek_access.games.tek.messages import MESSAGES, elides
from tek_access.games.tek.names import names, region_named
from tek_access.games.tek.reasons import said as rule_said
from tek_access.games.tek.rules.model import DecisionKind
from tek_access.games.tek.view import for_rules

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.parts import Prompts
    from tek_access.games.tek.view import TekView

PLACE_WORDS = ("to", "into", "in", "at", "on", "from", "onto")


def prompts_of(game: "TekView") -> "Prompts":
    """The game's prompts (its own module, imported when first asked for)."""
    from tek_access.games.tek.narration import prompts

    return prompts


# ---------------------------------------------------------------- regions named in a sentence
def card_regions(game: "TekView") -> list[str]:
    """Every region of the cards in play, water and crags included (they may be named, and refused)."""
    return [r.id for sid in game.state.cards for r in game.catalog.territories[sid].regions]


def named_region(game: "TekView", seat: int, words: list[str]) -> tuple[str | None, int]:
    """The one region of the cards in play the words start with (after "to", "from"...), and the
    words used; (None, 0) when they name none or several."""
    n = skip(words, *PLACE_WORDS, "my")
    region, used = region_named(game, seat, words[n:], card_regions(game))
    return (region, n + used) if region is not None else (None, 0)


def named_regions(game: "TekView", seat: int, words: list[str]) -> tuple[str, list[str]]:
    """The phrase the words start with (after "to", "from"...) that names regions of the cards in
    play, longest first, and every region it names ("the mountain": each mountain); ("", [])."""
    rest = words[skip(words, *PLACE_WORDS, "my"):]
    everywhere = card_regions(game)
    for size in range(min(len(rest), 4), 0, -1):
        phrase = " ".join(rest[:size])
        hits = [rid for rid in everywhere if phrase in names(game, seat, rid)]
        if hits:
            return phrase, hits
    return "", []


def phrase_said(game: "TekView", phrase: str) -> str:
    """A phrase the parser matched, which holds the grammar's own words ("forest", "blue forest",
    "my forest"), as the language spoken says it ("forêt", "forêt de Bleu", "votre forêt"): a region
    type by its word, a seat by its colour's name; any other phrase (a region's or a side's name, a
    number) as typed. English says the phrase as typed."""
    words = phrase.split()
    kinds = {r.type for side in game.catalog.territories.values() for r in side.regions}

    def what(word: str) -> str | None:
        return region_type(word) if word in kinds else word if word.isdigit() else None

    if len(words) == 1 and words[0] in kinds:
        return region_type(words[0])
    if len(words) == 2 and what(words[1]) is not None:
        if words[0] == "my":
            return MESSAGES("refuse-phrase-mine", typed=phrase, what=what(words[1]))
        owner = next((p.seat for p in game.state.players if words[0] in (p.colour, game.name(p.seat).lower())), None)
        if owner is not None:
            return MESSAGES("refuse-phrase-owned", typed=phrase, what=what(words[1]), who=game.name(owner),
                            elision=elides(game.name(owner)))
    return phrase


def region_type(kind: str) -> str:
    """A region's type as the language says it ("forest", "forêt")."""
    return MESSAGES("region-type", type=kind)


def region_name(game: "TekView", rid: str) -> str:
    return game.region(rid).name


def either(items: list[str]) -> str:
    """"Ashen Peak or Mirewood": items joined by the language's "or"."""
    return MESSAGES("refuse-or").join(items)


def impassable(game: "TekView", rid: str) -> str | None:
    if rid in game.passable_ids:
        return None
    region = game.region(rid)
    return MESSAGES("refuse-impassable", region=region.name, type=region.type)


# ---------------------------------------------------------------- movement
def dest_label(game: "TekView", seat: int, rid: str) -> str:
    others = [m.owner for m in game.state.regions.get(rid) or () if m.owner != seat]
    if not others:
        return region_name(game, rid)
    return MESSAGES("refuse-dest-war", region=region_name(game, rid), seat=game.name(others[0]),
                    ally=game.allied(seat, others[0]))


def legal_moves(game: "TekView", seat: int, mode: str, origins: list[str] | None = None) -> list[str]:
    """The moves ``seat`` may make by ``mode`` now, one phrase per meeple ("from Charwood to
    Brackenlea or Ashen Peak"), from ``origins`` only when given; a patrol's stand-ups too."""
    from tek_access.games.tek.rules import movement

    out = []
    for origin in origins if origins is not None else movement.movable_origins(for_rules(game), seat, mode):
        dests = movement.destinations(for_rules(game), seat, origin, mode)
        if dests:
            out.append(MESSAGES("refuse-move-from-to", origin=region_name(game, origin),
                                elision=elides(region_name(game, origin)),
                                dests=either([dest_label(game, seat, d) for d in dests])))
    return out


def _movers(game: "TekView", seat: int, mode: str) -> list[str]:
    """"from Charwood": each meeple of ``seat`` that may ``mode`` now, by its region."""
    from tek_access.games.tek.rules import movement

    return [MESSAGES("refuse-move-from", origin=region_name(game, origin),
                     elision=elides(region_name(game, origin)))
            for origin in movement.movable_origins(for_rules(game), seat, mode)
            if movement.destinations(for_rules(game), seat, origin, mode)]


def stand_ups(game: "TekView", seat: int, mode: str) -> list[str]:
    from tek_access.games.tek.rules import movement

    if mode != "patrol":
        return []
    return [MESSAGES("refuse-stand-up", region=region_name(game, rid))
            for rid in movement.standable(for_rules(game), seat)]


def with_moves(game: "TekView", seat: int, mode: str, reason: str, origin: str | None = None) -> str:
    """``reason`` and the legal moves: each meeple with where it may go, else the meeples only."""
    from tek_access.games.tek.rules import movement

    origins = [origin] if origin is not None and movement.destinations(for_rules(game), seat, origin, mode) else None
    full = legal_moves(game, seat, mode, origins)
    if not full:  # no meeple can move: the rule, and the searching meeples a patrol may stand up
        if not movement.movable_origins(for_rules(game), seat, mode):
            reason = rule_said(movement.refusal_origins(for_rules(game), seat, mode))
        return fit(reason, MESSAGES("refuse-may") + " ", [either(stand_ups(game, seat, mode))])
    lead = MESSAGES("refuse-may-move", action=mode) + " "
    items = full + ([] if origins else stand_ups(game, seat, mode))
    text = fit(reason, lead, items)
    if text.endswith("; ".join(items) + ".") or not text.startswith(f"{reason} "):  # every move fits, or none
        return text
    if origins is not None and origin is not None:  # one meeple: its places one by one, the rest counted
        dests = [dest_label(game, seat, d) for d in movement.destinations(for_rules(game), seat, origin, mode)]
        return fit(reason, MESSAGES("refuse-may-move-from", origin=region_name(game, origin), action=mode) + " ", dests)
    return fit(reason, lead, [either(_movers(game, seat, mode))] + stand_ups(game, seat, mode))


def move_why(game: "TekView", seat: int, origin: str, dest: str, mode: str) -> str | None:
    """Why the meeple in ``origin`` may not ``mode`` into ``dest`` (the movement rule), a quest
    within its own card said as such; None when it may."""
    from tek_access.games.tek.rules import movement

    why = impassable(game, dest) or rule_said(movement.refusal_move(for_rules(game), seat, origin, dest, mode))
    if why and mode == "quest" and game.region(dest).side == game.region(origin).side and dest != origin:
        return MESSAGES("refuse-quest-same-card", dest=region_name(game, dest), origin=region_name(game, origin))
    return why


def move_refusal(game: "TekView", seat: int, words: list[str]) -> str | None:
    """Why the move the words name ("patrol from Larchgrove to Fold Meadow", "to Ashen Peak") is
    not legal at the pending patrol or quest decision, with the legal moves; None when the words
    name no region or the move is legal."""
    from tek_access.games.tek.rules import movement

    d = game.pending
    if d is None or d.kind not in (DecisionKind.MOVE_FROM, DecisionKind.MOVE_TO):
        return None
    mode = d.context["mode"]
    if verb_of(words) == "stand" and not any(c.kind == "stand" for c in game.choices()):
        no_stand = MESSAGES("refuse-none-searching" if mode == "patrol" else "refuse-stand-not-quest")
        return with_moves(game, seat, mode, no_stand)
    said = verb_of(words)
    if said in ("patrol", "quest") and said != mode:  # "patrol to the forest" while a quest is under way
        return with_moves(game, seat, mode, MESSAGES("refuse-wrong-move", action=mode,
                                                     said=MESSAGES("action-name", action=said)))
    w = words[verb_len(words):] if said in ("patrol", "quest") else list(words)
    w = [x for x in w if x not in ("with", "my", "up")]
    cut = next((i for i, x in enumerate(w) if x in ("to", "into", "onto")), None)
    before, after = (w, []) if cut is None else (w[:cut], w[cut:])
    origin = dest = None
    if d.kind == DecisionKind.MOVE_TO:
        origin = d.context["origin"]
        dest = named_region(game, seat, after or before)[0]
    else:
        if before:
            origin = named_region(game, seat, before)[0]
            if origin is None:
                return None
        if after:
            dest = named_region(game, seat, after)[0]
    if dest is None and (after if d.kind == DecisionKind.MOVE_FROM else (after or before)):
        phrase, hits = named_regions(game, seat, after or before)  # "to the mountain": several
        starts = [origin] if origin is not None else movement.movable_origins(for_rules(game), seat, mode)
        reach = {o: [h for h in movement.destinations(for_rules(game), seat, o, mode) if h in hits] for o in starts}
        if len(hits) > 1 and not any(reach.values()):
            said = phrase_said(game, phrase)
            far = MESSAGES("refuse-not-in-reach-from", phrase=said, action=mode, origin=region_name(game, origin)) \
                if origin is not None else MESSAGES("refuse-not-in-reach", phrase=said, action=mode)
            return with_moves(game, seat, mode, far, origin)
        if len(hits) > 1:  # "to the mountain" with several in reach: which, and from where
            items = [MESSAGES("refuse-move-from-to", origin=region_name(game, o), elision=elides(region_name(game, o)),
                              dests=either([dest_label(game, seat, h) for h in hs])) for o, hs in reach.items() if hs]
            return fit(MESSAGES("refuse-which-short", phrase=phrase_said(game, phrase)),
                       MESSAGES("refuse-may-move", action=mode) + " ",
                       items)
    if origin is None and dest is None:
        return None
    if d.kind == DecisionKind.MOVE_FROM and origin is not None and Choice("meeple", origin) not in game.choices():
        why = rule_said(game.check(Choice("meeple", origin)))
        if not why or why == rule_said(GENERIC):
            why = MESSAGES("refuse-no-meeple-that-can", origin=region_name(game, origin), action=mode)
        return with_moves(game, seat, mode, why)
    if dest is None:
        return None
    why = impassable(game, dest)
    if why is None and origin is not None:
        why = move_why(game, seat, origin, dest, mode)
    elif why is None:
        rules = for_rules(game)
        origins = movement.movable_origins(rules, seat, mode)
        if any(dest in movement.destinations(rules, seat, o, mode) for o in origins):
            return None
        why = rule_said(movement.refusal_enter(for_rules(game), seat, dest))
        if why is None and mode == "patrol":
            why = MESSAGES("refuse-none-next-to", dest=region_name(game, dest), elision=elides(region_name(game, dest)))
        elif why is None:
            why = MESSAGES("refuse-none-quest-to", dest=region_name(game, dest))
    if why is None:
        return None
    return with_moves(game, seat, mode, why, origin)
