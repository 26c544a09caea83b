"""Tiny Epic Vikings sentences: a play sentence or a choice's number -> the choices it makes.

A sentence may answer several decisions in a row ("sail 3 to the north fjord" plays the card that
sails, picks the ship and sails it there, step by step): it is resolved on a copy of the seat's view
(the parser shell hands over the view, never the whole game), so a sentence that fails part-way
changes nothing, and the look-ahead stops at the first event that shows something hidden (a
battle's reveal, a card drawn or passed: :data:`~tek_access.games.vikings.rules.model.REVEAL_EVENTS`,
or a draw of the view's sampler); the words after it wait (``Play.waiting``). A refusal says why
and what would work (``accessibility.md``, Content rules).
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tek_access.core.parsed import Command, Play, Unknown
from tek_access.core.refusals import refuse, with_question
from tek_access.games.vikings import matchers, matchers_land, refusals  # noqa: F401  (register the matchers)
from tek_access.games.vikings.answers import FILLER, MATCHERS, NO, VERBS, Ask, _skip, skip_filler
from tek_access.games.vikings.messages import MESSAGES
from tek_access.games.vikings.rules.model import REVEAL_EVENTS, Choice, IllegalChoice

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.view import VikingsView

#: command words that only say "do what follows" at any decision
NEUTRAL_VERBS = {"play", "keep", "take", "yes", "skip", "complete", "trade", "loot", "deploy"}


def query_is_play(head: str, game: "VikingsView", seat: int | None) -> bool:
    """No query word of Vikings answers a decision."""
    return False


def play(text: str, words: list[str], game: "VikingsView", seat: int, select_only: bool) -> Command:
    """The choices ``words`` (typed as ``text``) make for ``seat``'s pending decision on its view."""
    negative = re.search(r"(?<![\w-])-\s*(\d+)", text)
    if negative:
        return Unknown(MESSAGES("typed-negative", n=negative.group(1), question=_question(game, seat)),
                       ("choices",))
    options = game.choices()
    if text.strip().isdigit() or (select_only and len(words) == 1 and words[0].isdigit()):
        n = int(words[0])
        if not 1 <= n <= len(options):
            return Unknown(MESSAGES("typed-choose-number", count=len(options)), ("choices",))
        return Play((options[n - 1],))
    return resolve(game, seat, words)


def _question(game: "VikingsView", seat: int) -> str:
    from tek_access.games.vikings.narration.prompts import prompt

    question = prompt(game, seat)
    return question if len(question) < 100 else question.split(". ", 1)[0].rstrip(".") + "."


def look_ahead(view: "VikingsView", choice: Choice) -> tuple[list, bool]:
    """Apply ``choice`` to ``view`` (changed in place); its events and whether it reached something
    the seat could not know (a reveal event, or a draw of the view's sampler)."""
    sampler = getattr(view, "sampler", None)
    before = sampler.state if sampler is not None else None
    events = view.apply(choice)
    drew = sampler is not None and sampler.state != before
    return events, drew or any(e.kind in REVEAL_EVENTS for e in events)


def _verb(words: list[str]) -> tuple[str | None, int]:
    """The play command the words start with and how many words it takes (two-word names first)."""
    from tek_access.games.vikings.commands import commands, word_index

    index, table = word_index(), commands()
    for size in (2, 1):
        key = " ".join(words[:size])
        if len(words) >= size and key in index and table[index[key]].kind == "play":
            return index[key], size
    return None, 0


def resolve(game: "VikingsView", seat: int, words: list[str]) -> Command:
    """Consume ``words`` decision by decision on a copy of ``game``. A command said at a question
    it does not answer is refused (:func:`.refusals.wrong_question`), and so is a leader action
    named at the card to play that could do nothing now, before any card is played."""
    sim = game.clone()
    words = [w for w in words if w not in ("the", "a", "an", "please")]
    typed = list(words)
    chosen: list[Choice] = []
    memo: dict = {}
    settled: list[str] = []  # places the game settled by itself (one choice), which the words may name
    revealed = False
    for _ in range(40):
        d = sim.pending
        if d is None or d.player != seat or revealed:
            break
        kind = str(d.kind)
        verb, size = _verb(words)
        if verb is not None and verb not in ("skip", "yes"):
            refused = refusals.wrong_question(sim, seat, verb) or refusals.rune_refusal(sim, seat, verb)
            if refused is not None:
                return refused
            if kind == "rune_action" and verb in refusals.RUNE_VERBS:  # "trade wood for steel" at "Do it?"
                rune = next(c for c in sim.choices() if c.kind == "rune")
                _, revealed = look_ahead(sim, rune)
                chosen.append(rune)
                memo["verb"] = VERBS.get(verb, verb)
                words = words[size:] if len(words) > size else []
                continue
            if kind == "play" and verb in refusals.ACTION_AT:
                why = refusals.action_refusal(sim, seat, verb, words[size:])
                if why is not None:  # refused before a card is played: nothing spent
                    return refuse(with_question(why, _question(sim, seat)), ("choices", "hand"))
            memo["verb"] = VERBS.get(verb, verb)
            bare = words[:size] if len(words) == size else None
            words = words[size:]
            if bare is not None and not chosen:  # "loot", "deploy" alone: the verb is the answer
                words = bare
                memo["bare"] = bare
        if not words and not _planned(memo):
            break
        matcher = MATCHERS.get(kind)
        ask = Ask(sim, seat, words or [""], memo, sim.choices())
        got = matcher(ask) if matcher is not None else None
        if (got is None or (isinstance(got, tuple) and got[0] is None)) and words and words[0] in NO:
            got = _skip(ask)  # "skip" wherever a skip or a stop is offered
        if isinstance(got, str):
            return refuse(got)
        if (got is None or got[0] is None) and _said_already(sim, words, settled):
            words = words[_said_already(sim, words, settled):]
            continue
        if got is None or got[0] is None:
            if verb is not None and not chosen and verb not in NEUTRAL_VERBS and kind != "play":
                return refusals.unknown(sim, seat, [verb, *words] if words != memo.get("bare") else words)
            break
        choice, used = got[0], got[1]
        try:
            events, revealed = look_ahead(sim, choice)
        except IllegalChoice:  # the rules' two reasons (rules/game.py check), in the player's language
            return refuse(MESSAGES("typed-rule-refused", over=sim.over))
        settled += [str(e.data[k]) for e in events for k in ("island", "to", "fjord") if e.data.get(k)]
        chosen.append(choice)
        words = words[used:]
        while used and words and words[0] in FILLER:  # not after a card chosen by its action: "build ship"
            words = words[1:]
    if chosen and words == memo.get("bare"):
        words = []  # the verb said alone chose the card and the step it names
    if words and not revealed:
        words = words[_said_already(sim, words, settled):]
    if words and words != [""] and revealed and chosen:
        known = refusals.vocabulary(game)
        odd = next((w for w in words if w and not w.isdigit() and w not in known), None)
        if odd is not None:  # "keep gunnar zzxq": a word of no meaning is not carried past a reveal
            return refusals.unknown(game, seat, typed)
        return Play(tuple(chosen), tuple(words))
    if words and words != [""]:
        return _unknown(game, sim, seat, words if chosen else typed, chosen)
    if not chosen:
        return _unknown(game, sim, seat, typed, chosen)
    return Play(tuple(chosen))


def _said_already(sim: "VikingsView", words: list[str], settled: list[str]) -> int:
    """How many words name a place the game already settled by itself ("build temple on Elkmoor"
    when Elkmoor was the only island to build on); 0 when they do not."""
    from tek_access.games.vikings.answers import places_named

    n = skip_filler(words)
    if not settled or n >= len(words):
        return 0
    found, used = places_named(Ask(sim, 0, words[n:]), words[n:])
    return n + used if set(found) & set(settled) else 0


def _planned(memo: dict) -> bool:
    """True when an earlier part of the sentence left steps to take (a path, resources to name)."""
    plan = memo.get("explore")
    return bool(memo.get("path")) or (memo.get("path") == [] and memo.get("sailed", False)) \
        or bool(memo.get("harvest")) or bool(memo.get("exchange")) \
        or (isinstance(plan, dict) and (plan.get("count", 0) > 0 or bool(plan.get("path")))) \
        or "victim" in memo


def _unknown(game: "VikingsView", sim: "VikingsView", seat: int, words: list[str], chosen: list[Choice]) -> Unknown:
    """Words that answer nothing now: what was typed, the question, and what to say."""
    from tek_access.games.vikings.grammar import said_back

    said = " ".join(w for w in words if w) or MESSAGES("refuse-that")
    where = sim if chosen and sim.pending is not None and sim.pending.player == seat else game
    if chosen:
        return refuse(MESSAGES("typed-not-after", said=said_back(said), question=_question(where, seat)))
    if words and words[0] in NO:
        return refuse(MESSAGES("typed-nothing-to-skip", question=_question(game, seat)))
    return refusals.unknown(game, seat, [w for w in words if w])
