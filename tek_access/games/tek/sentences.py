"""Tiny Epic Kingdoms sentences: a play sentence or a choice's number -> the choices it makes.

A play sentence may answer several decisions in a row ("patrol from Ashen Peak to Smoulder Fields"
selects, takes, picks the meeple and the destination): it is resolved on a copy of the seat's view
(the parser shell hands over the view, never the whole game), so a sentence that fails part-way
changes nothing, and the look-ahead stops at the first event that reveals something
(:func:`tek_access.games.tek.rules.infoset.look_ahead`): the words after it wait (``Play.waiting``). Refusals
say the rule that stops a move and what would work instead (``accessibility.md``, Content rules).
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import Choice, IllegalChoice
from tek_access.core.parsed import Command, Play, Unknown
from tek_access.games.tek.answers import MATCHERS, Ask, skip, verb_of, waiting_decision
from tek_access.games.tek.messages import MESSAGES
from tek_access.games.tek.names import FILLER, region_named
from tek_access.games.tek.narration.words import resource_name
from tek_access.games.tek.reasons import said as rule_said
from tek_access.games.tek.refusals import GENERIC as _GENERIC
from tek_access.games.tek.refusals import (
    VERB_DECISIONS,
    bid_refusal,
    refusal,
    refuse,
    settled_refusal,
    unknown,
)
from tek_access.games.tek.rules.infoset import look_ahead
from tek_access.games.tek.view import for_rules
from tek_access.games.tek.vocabulary import typo_refusal, unknown_word

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.view import TekView


def query_is_play(head: str, game: "TekView | None", seat: int | None) -> bool:
    """"resources 2 mana 2 ore 2 food" while choosing the starting resources answers it."""
    return head == "resources" and _setup_resources(game, seat)


def play(text: str, words: list[str], game: "TekView", seat: int, select_only: bool) -> Command:
    """The choices ``words`` (typed as ``text``) make for ``seat``'s pending decision on its view."""
    negative = re.search(r"(?<![\w-])-\s*(\d+)", text)
    if negative:  # the tokens drop the sign: "trade -1 ore for mana" must not trade 1
        return refuse(f"{MESSAGES('refuse-negative', n=int(negative.group(1)))} {_question(game, seat)}")
    number_said = text.strip().isdigit() or (  # "select 4" at the action menu: select it, not take it
        select_only and waiting_decision(game).kind == "select_action" and len(words) == 1 and words[0].isdigit()
        and re.fullmatch(r"[A-Za-z]+\s+\d+", text.strip()) is not None)
    if len(words) == 1 and words[0].isdigit() and not number_said:
        return Unknown(MESSAGES("refuse-number-alone", n=words[0]), ("choices",))
    if number_said:
        number = int(words[0])
        options = game.choices()
        if not 1 <= number <= len(options):
            return Unknown(MESSAGES("refuse-number-range", n=len(options)), ("choices",))
        option = options[number - 1]
        if option.kind == "action" and not select_only and waiting_decision(game).kind == "select_action":
            # the number of an action does what its name does: select it and take it ("select 4" only
            # selects). A number on the menu is never refused: an action the player cannot take (the
            # menu says why) is selected for the others, where its name is refused with the reason.
            from tek_access.games.tek.rules import economy

            if economy.can_take(for_rules(game), seat, str(option.target)):
                return _resolve(game, seat, [str(option.target)])
        return Play((option,))
    return _resolve(game, seat, words, select_only)




def _question(game: "TekView", seat: int) -> str:
    from tek_access.games.tek.narration.prompts import prompt

    question = prompt(game, seat)
    return question if len(question) < 100 else question.split(". ", 1)[0].rstrip(".") + "."


def _setup_resources(game: "TekView | None", seat: int | None) -> bool:
    return game is not None and game.pending is not None and game.pending.kind == "choose_resources" \
        and game.pending.player == seat


# ---------------------------------------------------------------- play sentences
def _resolve(game: "TekView", seat: int, words: list[str], select_only: bool = False) -> Command:
    """Consume ``words`` decision by decision on a copy of ``game``. An action named by the active
    player is selected and taken in one command unless ``select_only`` ("select research")."""
    kinds = VERB_DECISIONS.get(verb_of(words) or "")
    if kinds is not None and waiting_decision(game).kind not in kinds:  # "expand 2" at a patrol's destination
        return unknown(game, seat, words, [])
    sim = game.clone()
    words = [w for w in words if w not in FILLER]
    typed = list(words)
    chosen: list[Choice] = []
    memo: dict = {"select_only": select_only}
    named: list[str] = []  # regions the game settled by itself (a single option), which words may repeat
    steps = 0
    revealed = False  # the look-ahead reached something the seat may not know: stop reading there
    while steps < 12 and not revealed:
        steps += 1
        d = sim.pending
        if d is None or d.player != seat:
            break
        if not words and chosen and "amount" not in memo:
            take = _take_selected(sim, seat, memo)
            if take is None:
                why = _cannot_take(sim, seat, memo)
                if why is not None:  # "build" at 0 ore: refused, not selected and left to do nothing
                    return Unknown(why, ("choices",))
                break  # a number said earlier ("trade 3 food for ore") still answers the amount
            revealed = look_ahead(sim, take)[1]
            chosen.append(take)
            memo["selected"] = False
            continue
        match = _match(sim, seat, words, memo)
        if match is None:
            if "bad_amount" in memo:
                return refuse(_bad_amount(sim, seat, memo["bad_amount"]))
            if chosen and not words:
                break
            said = _said_already(sim, seat, words, named)
            if said:
                words = words[said:]
                continue
            why = _cannot_take(sim, seat, memo)
            if why is not None:  # "expand into the mountain" with no lone meeple: why expand fails
                return refuse(why)
            return refusal(sim, seat, words) or unknown(sim if chosen else game, seat, words, chosen)
        choice, used = match
        why = settled_refusal(sim, seat, choice, words[used:])
        if why:  # the game would settle the next step by itself, elsewhere than the words say
            return refuse(why)
        try:
            events, revealed = look_ahead(sim, choice)
        except IllegalChoice as exc:
            return refuse(bid_refusal(sim, seat, choice, rule_said(str(exc)) or ""))
        named += [e.data["region"] for e in events if isinstance(e.data.get("region"), str)]
        refused = _trade_cut(sim, memo, events, seat)
        if refused is not None:
            return refused
        chosen.append(choice)
        words = words[used:]
    if words and not revealed:
        words = words[_said_already(sim, seat, words, named):]
    if words and revealed and chosen:
        odd = unknown_word(game, seat, words)
        if odd is not None:  # "white flagg": a typo is not carried past a reveal that cannot be taken back
            return typo_refusal(game, seat, typed, odd)
        return Play(tuple(chosen), tuple(words))  # the rest answers the next question, after the reveal
    if words:
        return unknown(game, seat, words, chosen)
    if not chosen:
        return unknown(game, seat, words, chosen)
    return Play(tuple(chosen))


def _take_selected(sim: "TekView", seat: int, memo: dict) -> Choice | None:
    """Right after the active player selected an action by its name: taking it, when they can."""
    from tek_access.games.tek.rules.model import DecisionKind

    d = sim.pending
    if not memo.get("selected") or memo.get("select_only") or d is None or d.player != seat \
            or d.kind != DecisionKind.RESPOND:
        return None
    take = Choice("take", sim.state.selected)
    return next((c for c in sim.choices() if c == take), None)


def _cannot_take(sim: "TekView", seat: int, memo: dict) -> str | None:
    """Why the active player, who named an action to select and take, cannot take it (the cost and
    what they have), with how to select it anyway; None when the sentence is not that case."""
    from tek_access.games.tek.rules.model import DecisionKind

    d = sim.pending
    if not memo.get("selected") or memo.get("select_only") or d is None or d.player != seat \
            or d.kind != DecisionKind.RESPOND:
        return None
    action = sim.state.selected
    why = sim.check(Choice("take", action))
    if not why or why == _GENERIC:
        return None
    why = rule_said(why) or why
    text = f"{why} {MESSAGES('refuse-select-anyway', action=action)}"
    return text if len(text) < 180 else why[:179]


def _bad_amount(sim: "TekView", seat: int, said: int) -> str:
    """Why ``said`` is not an amount of the trade under way: nothing, more than the player has,
    or past 9 of what they get; with the amounts that work."""
    d = waiting_decision(sim)
    give, get = d.context.get("give", ""), d.context.get("get", "")
    amounts = [c.target for c in sim.choices() if c.kind == "amount"]
    have = sim.state.players[seat].resources
    if said < 1:
        why = MESSAGES("refuse-trade-one-or-more")
    elif give in have and said > have[give]:
        why = MESSAGES("refuse-trade-only", n=have[give], resource=give)
    else:
        why = MESSAGES("refuse-trade-pass", n=have.get(get, 0), resource=get)
    return MESSAGES("refuse-trade-amount", said=said, resource=give, get=resource_name(get), why=why,
                    low=min(amounts), high=max(amounts))


def _trade_cut(sim: "TekView", memo: dict, events: list, seat: int) -> "Unknown | None":
    """A trade the game settled by itself (one amount was possible) for fewer than the amount the
    player said is refused, naming the limit: "trade 3 food for ore" at 8 ore trades nothing
    (rulings.md: a trade past 9 is refused, not cut)."""
    said = memo.get("amount")
    traded = next((e.data for e in events if e.kind == "traded"), None)
    if said is None or traded is None or traded["amount"] == said:
        return None
    give, got = next(iter(traded["gave"])), traded["got"]
    after = sim.state.players[seat].resources
    had_give = after[give] + traded["gave"][give]
    if said > had_give:
        why = MESSAGES("refuse-trade-only", n=had_give, resource=give)
    else:
        why = MESSAGES("refuse-trade-pass", n=after[got] - traded["amount"] - traded["bonus"], resource=got)
    return Unknown(MESSAGES("refuse-trade-cut", said=said, resource=give, get=resource_name(got), why=why,
                            most=traded["amount"]), ("choices",))


def _said_already(sim: "TekView", seat: int, words: list[str], named: list[str]) -> int:
    """How many words name a region the game already settled ("expand in Charwood" when Charwood
    was the only place to expand); 0 when they do not."""
    n = skip(words, "to", "into", "in", "at", "on", "from", "onto")
    if not named or n >= len(words):
        return 0
    region, used = region_named(sim, seat, words[n:], list(dict.fromkeys(named)))
    return n + used if region is not None else 0


def _match(sim: "TekView", seat: int, words: list[str], memo: dict) -> tuple[Choice, int] | None:
    """The choice the next words give for the pending decision, and how many words it used
    (the decision kind's matcher in :mod:`tek_access.games.tek.answers`)."""
    return MATCHERS[waiting_decision(sim).kind](Ask(sim, seat, words, memo, sim.choices(), verb_of(words)))
