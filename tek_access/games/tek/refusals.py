"""Tiny Epic Kingdoms refusals: why a sentence is not a move now, in the game's terms, and what
would work instead (``accessibility.md``, Content rules; issue 22, item 1).

Every function reads the seat's view (the game copy the sentence is resolved on), never the whole
game. A refusal is one line under 200 characters that names the rule ("Ashen Peak is full",
"You have no meeple in Larchgrove", "Still Mere is water") and the moves, regions or words that
work now; a misheard word gets suggestions drawn from what is legal at this decision (the actions
on the menu, the regions offered, the resources), never an unrelated command.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.core import refusals as core
from tek_access.core.kernel.engine import Choice
from tek_access.core.parsed import Unknown
from tek_access.core.refusals import GENERIC, fit, refuse, said_back, with_question
from tek_access.core.suggestions import did_you_mean
from tek_access.games.tek.answers import RESOURCE_WORDS, skip, verb_len, verb_of, waiting_decision
from tek_access.games.tek.commands import command_table
from tek_access.games.tek.messages import MESSAGES
from tek_access.games.tek.names import names
from tek_access.games.tek.narration.words import resource_name, side_name
from tek_access.games.tek.reasons import said as rule_said
from tek_access.games.tek.refusal_moves import (
    PLACE_WORDS,
    card_regions,
    either,
    impassable,
    move_refusal,
    move_why,
    named_region,
    named_regions,
    phrase_said,
    prompts_of,
    region_name,
    with_moves,
)
from tek_access.games.tek.rules.model import ACTIONS, DecisionKind, Task
from tek_access.games.tek.suggestions import suggest
from tek_access.games.tek.verbs import VERB_DECISIONS, when_said
from tek_access.games.tek.view import for_rules

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.view import TekView

def settled_refusal(game: "TekView", seat: int, choice: Choice, rest: list[str]) -> str | None:
    """Before ``choice`` is played: when the game would settle the next decision by itself (one
    place to go, one region to expand in) and the words after the choice name another region,
    why that region is refused, so the sentence is refused, never carried out elsewhere."""
    from tek_access.games.tek.rules import economy, movement

    if not rest or rest[0] not in PLACE_WORDS:
        return None
    region, _ = named_region(game, seat, rest)
    d = waiting_decision(game)
    if region is None and choice.kind == "meeple" and d.kind == DecisionKind.MOVE_FROM:
        phrase, hits = named_regions(game, seat, rest)  # "to the forest": is any forest in reach?
        mode, origin = d.context["mode"], choice.target
        if hits and not set(hits) & set(movement.destinations(for_rules(game), seat, origin, mode)):
            far = MESSAGES("refuse-not-in-reach-from", phrase=phrase_said(game, phrase), action=mode,
                           origin=region_name(game, origin))
            return with_moves(game, seat, mode, far, origin)
    if region is None:
        return None
    if choice.kind == "meeple" and d.kind == DecisionKind.MOVE_FROM:
        mode, origin = d.context["mode"], choice.target
        if region in movement.destinations(for_rules(game), seat, origin, mode):
            return None
        why = move_why(game, seat, origin, region, mode)
        return with_moves(game, seat, mode, why or GENERIC, origin) if why else None
    if choice == Choice("take", "expand") or choice == Choice("action", "expand"):
        if region in economy.expand_regions(for_rules(game), seat):
            return None
        from tek_access.games.tek.rules.decisions import HANDLERS

        why = impassable(game, region) or rule_said(HANDLERS[DecisionKind.EXPAND_WHERE].check(
            for_rules(game), Task(DecisionKind.EXPAND_WHERE, seat), Choice("region", region)))
        lone = [region_name(game, r) for r in economy.expand_regions(for_rules(game), seat)]
        alone = [either(lone)] if lone else []  # none: said so, never "You may expand in ."
        return (fit(why, MESSAGES("refuse-may-expand-in") + " ", alone) if alone
                else f"{why} {MESSAGES('refuse-none-alone')}") if why else None
    return None


# ---------------------------------------------------------------- trade
def trade_refusal(game: "TekView", seat: int, words: list[str]) -> str | None:
    """Why the resource named at a trade's give or get decision is refused ("food for food",
    nothing to give, already at 9), with the resources that may be traded."""
    from tek_access.games.tek.rules import economy

    d = game.pending
    if d is None or d.kind not in (DecisionKind.TRADE_GIVE, DecisionKind.TRADE_GET):
        return None
    w = words[verb_len(words):] if verb_of(words) == "trade" else words
    amount = w[0] if w and w[0].isdigit() else "1"
    w = w[1:] if w and w[0].isdigit() else w
    getting = bool(w) and w[0] in ("for", "into", "to", "get")
    w = w[skip(w, "for", "into", "to", "get", "give"):]
    res = RESOURCE_WORDS.get(w[0]) if w else None
    if res is None:
        return None
    have = game.state.players[seat].resources
    if d.kind == DecisionKind.TRADE_GET and verb_of(words) == "trade" and not getting and res != d.context["give"]:
        gets = [resource_name(c.target) for c in game.choices()]  # "trade 9 ore for mana" once food is given
        give = d.context["give"]
        return fit(MESSAGES("refuse-trade-gives", resource=give, other=resource_name(res)),
                   MESSAGES("refuse-trade-for-get", resource=give) + " ", [either(gets)])
    if d.kind == DecisionKind.TRADE_GIVE:
        gives = [c.target for c in game.choices()]
        if getting and [g for g in gives if g != res]:  # "trade for mana": what is given is missing
            other = next(g for g in gives if g != res)
            return MESSAGES("refuse-trade-what", get=resource_name(res), amount=amount, other=resource_name(other))
        if res in gives:  # "trade for mana": a resource it may give, said as the one to get
            return None
        why = MESSAGES("refuse-trade-none" if have[res] == 0 else "refuse-trade-all-full", resource=res)
        return fit(why, MESSAGES("refuse-trade-may-give") + " ", [either([resource_name(g) for g in gives])])
    give = d.context["give"]
    gets = [resource_name(c.target) for c in game.choices()]
    if res == give:
        why = MESSAGES("refuse-trade-same", resource=give)
    elif have[res] >= economy.RESOURCE_CAP:
        why = MESSAGES("refuse-trade-most", n=have[res], resource=res)
    else:
        why = MESSAGES("refuse-trade-not-now", resource=give, other=resource_name(res))
    return fit(why, MESSAGES("refuse-trade-for-get", resource=give) + " ", [either(gets)])


# ---------------------------------------------------------------- war
def bid_refusal(game: "TekView", seat: int, choice: Choice, why: str) -> str:
    """A war die refused (``why``, the rules' reason): what each resource is worth in this war
    and the cheapest payment of that war cost, when there is one."""
    from tek_access.games.tek.rules.decisions.war import war_rates

    bids = [c.target for c in game.choices() if c.kind == "bid"]
    if choice.kind == "bid" and bids and not min(bids) <= choice.target <= max(bids):
        return f"{why} {MESSAGES('refuse-bid-range', low=min(bids), high=max(bids))}"
    if choice.kind != "bid" or choice.payment is None:
        return with_instead(game, seat, why)
    rate = war_rates(for_rules(game), seat)
    worth = MESSAGES("refuse-bid-worth", mana=rate["mana"], ore=rate["ore"], food=rate["food"])
    same = next((c for c in game.choices() if c.kind == "bid" and c.target == choice.target), None)
    if same is None:
        return fit(f"{why} {worth}", "", [])
    label = prompts_of(game).choice_label(game, same, seat).split(", ", 1)[-1]
    return fit(f"{why} {worth}", "", [MESSAGES("refuse-bid-say", n=choice.target, label=label)])


# ---------------------------------------------------------------- the rest
def region_refusal(sim: "TekView", seat: int, rid: str) -> str | None:
    """The rule that stops the pending decision from taking region ``rid`` (the handler's check),
    or None when there is no more specific reason than "not a choice"."""
    kind = waiting_decision(sim).kind
    candidates: dict[str, str] = {DecisionKind.MOVE_TO: "to", DecisionKind.EXPAND_WHERE: "region",
                                  DecisionKind.RETREAT: "retreat", DecisionKind.CHOOSE_START: "start",
                                  DecisionKind.FREE_PLACEMENT: "place"}
    candidate = candidates.get(kind)
    if candidate is None:
        return None
    why = impassable(sim, rid) or sim.check(Choice(candidate, rid))
    return rule_said(why) if why and why != GENERIC else None


def verb_refusal(game: "TekView", seat: int, verb: str) -> str | None:
    """The rule that stops ``verb`` (an action, retreat) answering the pending decision, or None."""
    kind = waiting_decision(game).kind
    if verb in ACTIONS and kind == DecisionKind.RESPOND:
        why = game.check(Choice("take", verb))
    elif verb in ACTIONS and kind == DecisionKind.SELECT_ACTION:
        why = game.check(Choice("action", verb))
    elif verb == "retreat" and kind == DecisionKind.RETREAT:
        why = game.check(Choice("retreat", None))
    else:
        return None
    return rule_said(why) if why and why != GENERIC else None


def with_instead(game: "TekView", seat: int, reason: str) -> str:
    """``reason`` and what can be done instead: the choices by name when they fit in one line
    under 200 characters, else a pointer to them (:func:`tek_access.core.refusals.with_instead`)."""
    return core.with_instead(reason, [prompts_of(game).choice_label(game, c, seat) for c in game.choices()])


def ambiguous(sim: "TekView", seat: int, words: list[str]) -> Unknown | None:
    """When the words name a region that is not offered, or several that are ("to the plains"),
    say why it is refused, or which regions are offered instead."""
    targets = [c.target for c in sim.choices() if isinstance(c.target, str) and sim.on_board(c.target)]
    rest = words[skip(words, *PLACE_WORDS, "my"):]
    if verb_of(rest) is not None and not any(rest[0] in names(sim, seat, r) for r in card_regions(sim)):
        rest = rest[verb_len(rest):]  # "retreat to Windhowl Peak": the verb no matcher took
        rest = rest[skip(rest, *PLACE_WORDS, "my"):]
    if not rest:
        return None
    for size in range(min(len(rest), 4), 0, -1):
        phrase = " ".join(rest[:size])
        hits = [rid for rid in targets if phrase in names(sim, seat, rid)]
        if len(hits) > 1:
            named = [MESSAGES("refuse-region-on", region=sim.region(r).name, side=side_name(sim, sim.region(r).side))
                     for r in hits[:6]]
            return Unknown(MESSAGES("refuse-which", phrase=phrase_said(sim, phrase), n=len(hits),
                                    named="; ".join(named)),
                           tuple(sim.region(r).name.lower() for r in hits[:3]))
    everywhere = card_regions(sim)
    for size in range(min(len(rest), 4), 0, -1):
        phrase = " ".join(rest[:size])
        hits = [rid for rid in everywhere if phrase in names(sim, seat, rid)]
        if hits:
            why = region_refusal(sim, seat, hits[0]) if len(hits) == 1 else None
            if why:
                return refuse(with_instead(sim, seat, why))
            name = sim.region(hits[0]).name if len(hits) == 1 else phrase.capitalize()
            question = prompts_of(sim).prompt(sim, seat)
            return refuse(with_question(MESSAGES("refuse-not-at-question", name=name), question),
                          _moves_to(sim, seat, hits) or suggest(sim, seat, phrase))
    return None


def _moves_to(game: "TekView", seat: int, regions: list[str]) -> tuple[str, ...]:
    """At the action menu or a selected move: "patrol to Ashen Peak" and the like, for the
    regions named that a patrol or quest of ``seat`` may reach now."""
    from tek_access.games.tek.rules import economy, movement

    d = waiting_decision(game)
    if d.kind not in (DecisionKind.SELECT_ACTION, DecisionKind.RESPOND):
        return ()
    out = []
    for mode in ("patrol", "quest"):
        open_now = (Choice("action", mode) if d.kind == DecisionKind.SELECT_ACTION else Choice("take", mode))
        if open_now not in game.choices() or not economy.can_take(for_rules(game), seat, mode):
            continue
        reach = {r for o in movement.movable_origins(for_rules(game), seat, mode)
                 for r in movement.destinations(for_rules(game), seat, o, mode)}
        out += [f"{mode} to {region_name(game, r)}" for r in regions if r in reach]
    return tuple(out[:3])


def unknown(game: "TekView", seat: int, words: list[str], chosen: list[Choice]) -> Unknown:
    """The refusal of words that answer nothing at the pending decision."""
    from tek_access.games.tek.vocabulary import misspelt, typo_refusal, unknown_word

    odd = unknown_word(game, seat, words)
    meant = misspelt(game, seat, odd) if odd is not None else None
    verb = verb_of([meant if w == odd else w for w in words]) if meant is not None else None
    if verb is not None and command_table()[verb].kind == "play":
        when = core.misplaced(verb, waiting_decision(game).kind, VERB_DECISIONS, when_said())
        if when is not None:  # put right, it answers another question ("buld" at the setup): say so, never offer it
            return refuse(with_question(MESSAGES("refuse-meant-when", meant=meant, when=when),
                                        prompts_of(game).prompt(game, seat)),
                          ("choices", f"help {verb}"))
    if odd is not None:  # "regoin", "smolder fields", "cinderholm zzxq"
        near = suggest(game, seat, " ".join(words))
        if meant is not None and near and near[0] not in ("choices", "help"):
            # a legal answer is nearer than a word put right
            question = prompts_of(game).prompt(game, seat)
            said = said_back(words)
            said += "" if said.endswith("...") else "."  # a cut line ends on its three dots, not four
            return refuse(with_question(MESSAGES("refuse-not-now-meant", said=said, near=near[0]), question), near)
        return typo_refusal(game, seat, words, odd)
    text = " ".join(words)
    if len(text) > 60:  # a huge line is not read back whole
        text = text[:57].rstrip() + "..."
    end = "" if text.endswith("...") else "."  # a cut line ends on its three dots, not four
    question = prompts_of(game).prompt(game, seat)
    phrase = " ".join(words[skip(words, *PLACE_WORDS):])
    if words and words[0] in PLACE_WORDS and phrase and not named_regions(game, seat, words)[1]:
        reason = with_question(MESSAGES("refuse-no-region-called", phrase=phrase[:60]), question)
    elif chosen:
        reason = with_question(MESSAGES("refuse-understood-start", text=f"{text}{end}"), question)
    else:
        reason = MESSAGES("refuse-not-now", text=f"{text}{end}") if text else MESSAGES("refuse-not-now-empty")
        verb = verb_of(words)
        if verb is not None and command_table()[verb].kind == "play":
            # a real command at the wrong moment: the rule that stops it, or what the game waits for
            why = verb_refusal(game, seat, verb)
            if why:
                return refuse(with_instead(game, seat, why))
            when = core.misplaced(verb, waiting_decision(game).kind, VERB_DECISIONS, when_said())
            if when is not None:  # the shape every game shares (core/refusals.py), in Kingdoms' words
                reason = f"{reason} {when}"
            return refuse(with_question(reason, question), suggest(game, seat, text))
        reason = with_question(reason, question)
    return refuse(reason, suggest(game, seat, text))


def refusal(sim: "TekView", seat: int, words: list[str]) -> Unknown | None:
    """The refusal that names the rule for ``words`` at the pending decision of ``sim`` (a move,
    a trade, a region), or None when there is none more specific than "not understood"."""
    why = (move_refusal(sim, seat, words) or trade_refusal(sim, seat, words) or resources_refusal(sim, seat, words)
           or side_refusal(sim, seat, words) or collect_refusal(sim, seat, words))
    if why:
        return refuse(why)
    verb = verb_of(words)
    if verb is not None and command_table()[verb].kind == "play":
        why = verb_refusal(sim, seat, verb)  # "quest to the forest" while Build is to take or not
        if why:
            return refuse(with_instead(sim, seat, why))
        kinds = VERB_DECISIONS.get(verb)
        if kinds is not None and waiting_decision(sim).kind not in kinds:
            return None  # "war 3 with 3 food" at the action menu: not a region "3", the question
    return ambiguous(sim, seat, words)




# ---------------------------------------------------------------- setup and words not known
def resources_refusal(game: "TekView", seat: int, words: list[str]) -> str | None:
    """At the starting resources: a word that is not mana, ore or food ("resources 6 wood"),
    said as such, with a "did you mean" when it is a letter away ("foood"); None otherwise."""
    d = game.pending
    if d is None or d.kind != DecisionKind.CHOOSE_RESOURCES:
        return None
    w = words[verb_len(words):] if verb_of(words) == "resources" else words
    odd = next((x for x in w if not x.isdigit() and x not in RESOURCE_WORDS and x != "and"), None)
    if odd is None:
        return None
    meant = did_you_mean(odd, ["mana", "ore", "food"])
    said = [MESSAGES("refuse-start-resources", odd=odd)]
    said += [MESSAGES("refuse-start-resources-meant", resource=meant)] if meant else []
    return " ".join(said + [MESSAGES("refuse-start-resources-example")])


def side_refusal(game: "TekView", seat: int, words: list[str]) -> str | None:
    """At the home territory: a side of another card named ("Thornvale" when card 4 is dealt),
    with the sides that may be chosen; None otherwise."""
    d = game.pending
    if d is None or d.kind != DecisionKind.CHOOSE_SIDE:
        return None
    phrase = " ".join(words)
    named = next((t for t in game.catalog.territories.values() if t.name.lower() == phrase
                  or t.name.lower().split()[0] == phrase), None)
    if named is None:
        return None
    sides = [side_name(game, c.target) for c in game.choices()]
    return fit(MESSAGES("refuse-side-of", name=side_name(game, named.id), card=named.card),
               MESSAGES("refuse-may-choose") + " ", [either(sides)])


def collect_refusal(game: "TekView", seat: int, words: list[str]) -> str | None:
    """At a resource to collect: one that may not be taken ("food" at 9 food), with those that may."""
    d = game.pending
    res = RESOURCE_WORDS.get(words[0]) if words else None
    if d is None or d.kind != DecisionKind.COLLECT_RESOURCE or res is None:
        return None
    have = game.state.players[seat].resources[res]
    why = MESSAGES("refuse-collect-most", n=have, resource=res) if have >= 9 else \
        MESSAGES("refuse-collect-not-now", resource=res)
    return fit(why, MESSAGES("refuse-may-take") + " ", [either([resource_name(str(c.target)) for c in game.choices()])])
