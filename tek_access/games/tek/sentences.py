"""Tiny Epic Kingdoms sentences: a play sentence or a choice's number -> the choices it makes.

A play sentence may answer several decisions in a row ("patrol from Ashen Peak to Smoulder Fields"
selects, takes, picks the meeple and the destination): it is resolved on a copy of the seat's view
(the parser shell hands over the view, never the whole game), so a sentence that fails part-way
changes nothing, and the look-ahead stops at the first event that reveals something
(:func:`tek_access.rules.infoset.look_ahead`): the words after it wait (``Play.waiting``). Refusals
say the rule that stops a move and what would work instead (``accessibility.md``, Content rules).
"""
from __future__ import annotations

import difflib
import re
from typing import TYPE_CHECKING

from tek_access.games.tek.answers import MATCHERS, Ask, skip, verb_len, verb_of
from tek_access.games.tek.commands import command_table, word_index
from tek_access.games.tek.names import FILLER, names, region_named
from tek_access.grammar.parser import Command, Play, Unknown
from tek_access.rules.infoset import look_ahead
from tek_access.rules.model import Choice, IllegalChoice

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.rules.game import Game


def query_is_play(head: str, game: "Game | None", seat: int | None) -> bool:
    """"resources 2 mana 2 ore 2 food" while choosing the starting resources answers it."""
    return head == "resources" and _setup_resources(game, seat)


def play(text: str, words: list[str], game: "Game", seat: int, select_only: bool) -> Command:
    """The choices ``words`` (typed as ``text``) make for ``seat``'s pending decision on its view."""
    number_said = text.strip().isdigit() or (  # "select 4" at the action menu: select it, not take it
        select_only and game.pending.kind == "select_action" and len(words) == 1 and words[0].isdigit()
        and re.fullmatch(r"[A-Za-z]+\s+\d+", text.strip()) is not None)
    if len(words) == 1 and words[0].isdigit() and not number_said:
        return Unknown(f"Type a choice's number alone, for example {words[0]}.", ("choices",))
    if number_said:
        number = int(words[0])
        options = game.choices()
        if not 1 <= number <= len(options):
            return Unknown(f"Choose a number from 1 to {len(options)}.", ("choices",))
        option = options[number - 1]
        if option.kind == "action" and not select_only and game.pending.kind == "select_action":
            # the number of an action does what its name does: select it and take it ("select 4" only
            # selects). A number on the menu is never refused: an action the player cannot take (the
            # menu says why) is selected for the others, where its name is refused with the reason.
            from tek_access.rules import economy

            if economy.can_take(game, seat, str(option.target)):
                return _resolve(game, seat, [str(option.target)])
        return Play((option,))
    return _resolve(game, seat, words, select_only)




def _setup_resources(game, seat) -> bool:
    return game is not None and game.pending is not None and game.pending.kind == "choose_resources" \
        and game.pending.player == seat


# ---------------------------------------------------------------- play sentences
def _resolve(game: "Game", seat: int, words: list[str], select_only: bool = False) -> Command:
    """Consume ``words`` decision by decision on a copy of ``game``. An action named by the active
    player is selected and taken in one command unless ``select_only`` ("select research")."""
    sim = game.clone()
    words = [w for w in words if w not in FILLER]
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
                amounts = [c.target for c in sim.choices() if c.kind == "amount"]
                return Unknown(f"You cannot trade {memo['bad_amount']} {d.context.get('give', '')} now: "
                               f"from {min(amounts)} to {max(amounts)}.".replace("  ", " "), ("choices",))
            if chosen and not words:
                break
            said = _said_already(sim, seat, words, named)
            if said:
                words = words[said:]
                continue
            return _ambiguous(sim, seat, words) or _unknown(game, seat, words, chosen)
        choice, used = match
        try:
            events, revealed = look_ahead(sim, choice)
        except IllegalChoice as exc:
            return Unknown(_with_instead(sim, seat, str(exc)), ("choices",))
        named += [e.data["region"] for e in events if isinstance(e.data.get("region"), str)]
        refused = _trade_cut(sim, memo, events, seat)
        if refused is not None:
            return refused
        chosen.append(choice)
        words = words[used:]
    if words and not revealed:
        words = words[_said_already(sim, seat, words, named):]
    if words and revealed and chosen:
        return Play(tuple(chosen), tuple(words))  # the rest answers the next question, after the reveal
    if words:
        return _unknown(game, seat, words, chosen)
    if not chosen:
        return _unknown(game, seat, words, chosen)
    return Play(tuple(chosen))


def _take_selected(sim: "Game", seat: int, memo: dict) -> Choice | None:
    """Right after the active player selected an action by its name: taking it, when they can."""
    from tek_access.rules.model import DecisionKind

    d = sim.pending
    if not memo.get("selected") or memo.get("select_only") or d is None or d.player != seat \
            or d.kind != DecisionKind.RESPOND:
        return None
    take = Choice("take", sim.state.selected)
    return next((c for c in sim.choices() if c == take), None)


def _cannot_take(sim: "Game", seat: int, memo: dict) -> str | None:
    """Why the active player, who named an action to select and take, cannot take it (the cost and
    what they have), with how to select it anyway; None when the sentence is not that case."""
    from tek_access.rules.model import DecisionKind

    d = sim.pending
    if not memo.get("selected") or memo.get("select_only") or d is None or d.player != seat \
            or d.kind != DecisionKind.RESPOND:
        return None
    action = sim.state.selected
    why = sim.check(Choice("take", action))
    if not why or why == _GENERIC:
        return None
    text = f"{why} To select {action} for the others anyway, say: select {action}."
    return text if len(text) < 180 else why[:179]


def _trade_cut(sim: "Game", memo: dict, events: list, seat: int) -> "Unknown | None":
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
        why = f"you have only {had_give} {give}"
    else:
        why = f"you have {after[got] - traded['amount'] - traded['bonus']} {got}, and a trade may not pass 9"
    return Unknown(f"You cannot trade {said} {give} for {got}: {why}. At most {traded['amount']}.", ("choices",))


def _said_already(sim: "Game", seat: int, words: list[str], named: list[str]) -> int:
    """How many words name a region the game already settled ("expand in Charwood" when Charwood
    was the only place to expand); 0 when they do not."""
    n = skip(words, "to", "into", "in", "at", "on", "from", "onto")
    if not named or n >= len(words):
        return 0
    region, used = region_named(sim, seat, words[n:], list(dict.fromkeys(named)))
    return n + used if region is not None else 0


def _ambiguous(sim: "Game", seat: int, words: list[str]) -> Unknown | None:
    """When the words name a region that is not offered, or several that are ("to the plains"),
    say which regions are offered instead."""
    from tek_access.games.tek.narration.words import side_name

    targets = [c.target for c in sim.choices() if isinstance(c.target, str) and sim.on_board(c.target)]
    rest = words[skip(words, "to", "into", "in", "at", "on", "from", "onto", "my"):]
    if verb_of(rest) is not None and not any(rest[0] in names(sim, seat, r.id) for r in sim.board_regions):
        rest = rest[verb_len(rest):]  # "retreat to Windhowl Peak": the verb no matcher took
        rest = rest[skip(rest, "to", "into", "in", "at", "on", "from", "onto", "my"):]
    if not rest or not targets:
        return None
    for size in range(min(len(rest), 4), 0, -1):
        phrase = " ".join(rest[:size])
        hits = [rid for rid in targets if phrase in names(sim, seat, rid)]
        if len(hits) > 1:
            named = [f"{sim.region(r).name} on {side_name(sim, sim.region(r).side)}" for r in hits[:6]]
            return Unknown(f"Which {phrase}? {len(hits)} match: {'; '.join(named)}.",
                           tuple(sim.region(r).name.lower() for r in hits[:3]))
    everywhere = [r.id for r in sim.board_regions]
    for size in range(min(len(rest), 4), 0, -1):
        phrase = " ".join(rest[:size])
        hits = [rid for rid in everywhere if phrase in names(sim, seat, rid)]
        if hits:
            from tek_access.games.tek.narration.prompts import prompt

            why = _region_refusal(sim, seat, hits[0]) if len(hits) == 1 else None
            if why:
                return Unknown(_with_instead(sim, seat, why), ("choices",))
            return Unknown(f"{phrase.capitalize()} is not one of the choices now. {prompt(sim, seat)} "
                           f"Say choices to hear them.", ("choices",))
    return None


_GENERIC = "That is not one of the choices now."


def _region_refusal(sim: "Game", seat: int, rid: str) -> str | None:
    """The rule that stops the pending decision from taking region ``rid`` (the handler's check),
    or None when there is no more specific reason than "not a choice"."""
    from tek_access.rules import movement
    from tek_access.rules.model import DecisionKind

    d = sim.pending
    kind = d.kind
    candidate = {DecisionKind.MOVE_TO: "to", DecisionKind.EXPAND_WHERE: "region",
                 DecisionKind.RETREAT: "retreat"}.get(kind)
    if candidate is not None:
        why = sim.check(Choice(candidate, rid))
        return why if why and why != _GENERIC else None
    if kind == DecisionKind.MOVE_FROM:
        if rid in sim.occupied(seat):
            why = sim.check(Choice("meeple", rid))
            return why if why and why != _GENERIC else None
        why = movement.refusal_enter(sim, seat, rid)
        mode = sim.state.tasks[-1].mode
        return why or f"None of your meeples can {mode} to {sim.region(rid).name} from where it stands."
    return None


def _verb_refusal(game: "Game", seat: int, verb: str) -> str | None:
    """The rule that stops ``verb`` (an action, retreat) answering the pending decision, or None."""
    from tek_access.rules.model import ACTIONS, DecisionKind

    kind = game.pending.kind
    if verb in ACTIONS and kind == DecisionKind.RESPOND:
        why = game.check(Choice("take", verb))
    elif verb in ACTIONS and kind == DecisionKind.SELECT_ACTION:
        why = game.check(Choice("action", verb))
    elif verb == "retreat" and kind == DecisionKind.RETREAT:
        why = game.check(Choice("retreat", None))
    else:
        return None
    return why if why and why != _GENERIC else None


def _with_instead(game: "Game", seat: int, reason: str) -> str:
    """``reason`` and what can be done instead: the choices by name when they fit in one line
    under 200 characters, else a pointer to them."""
    from tek_access.games.tek.narration.prompts import choice_label

    labels = [choice_label(game, c, seat) for c in game.choices()]
    if len(labels) == 1:
        text = f"{reason} Instead: {labels[0]}."
    else:
        text = f"{reason} Instead, {len(labels)} choices: " + "; ".join(labels) + "."
    if len(text) < 200:
        return text
    text = f"{reason} Say choices to hear the {len(labels)} choices."
    return text if len(text) < 200 else reason[:199]


def _with_question(reason: str, question: str) -> str:
    """``reason`` and what the game waits for, in one line that stays under 200 characters with
    the " Try: choices." the session adds: the whole question, else its first sentence, else none."""
    for said in (question, question.split(". ", 1)[0].rstrip(".") + "."):
        text = f"{reason} {said}"
        if len(text) < 180:
            return text
    return reason


def _unknown(game: "Game", seat: int, words: list[str], chosen: list[Choice]) -> Unknown:
    from tek_access.games.tek.narration.prompts import choice_label, prompt

    text = " ".join(words)
    if len(text) > 60:  # a huge line is not read back whole
        text = text[:57].rstrip() + "..."
    end = "" if text.endswith("...") else "."  # a cut line ends on its three dots, not four
    if chosen:
        reason = f"I understood the start, but not: {text}{end}"
    else:
        reason = f"Not a choice now: {text}{end}" if text else "That is not a choice now."
        verb = verb_of(words)
        if verb is not None and command_table()[verb].kind == "play":
            # a real command at the wrong moment: the rule that stops it, or what the game waits for
            why = _verb_refusal(game, seat, verb)
            if why:
                return Unknown(_with_instead(game, seat, why), ("choices",))
            return Unknown(_with_question(reason, prompt(game, seat)), ("choices",))
    options = game.choices()
    labels = [choice_label(game, c, seat) for c in options]
    names = list(word_index())
    close = difflib.get_close_matches(text, names + [lbl.lower() for lbl in labels], n=4, cutoff=0.5)
    close = [c for c in close if c != text][:3]  # never suggest what was just refused
    suggestions = tuple(dict.fromkeys(close)) or ("choices", "help")
    return Unknown(reason, suggestions)


def _match(sim: "Game", seat: int, words: list[str], memo: dict) -> tuple[Choice, int] | None:
    """The choice the next words give for the pending decision, and how many words it used
    (the decision kind's matcher in :mod:`tek_access.games.tek.answers`)."""
    return MATCHERS[sim.pending.kind](Ask(sim, seat, words, memo, sim.choices(), verb_of(words)))
