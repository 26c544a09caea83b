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

import difflib
import re
from typing import Any

from tek_access.games.vikings import matchers, matchers_land  # noqa: F401  (register the matchers)
from tek_access.games.vikings.answers import FILLER, MATCHERS, NO, VERBS, Ask
from tek_access.games.vikings.rules.model import REVEAL_EVENTS, Choice, IllegalChoice
from tek_access.grammar.parser import Command, Play, Unknown

#: command words that answer only these decisions ("discard Ulf" never plays Ulf)
ONLY_AT = {"discard": ("discard",)}
#: command words that only say "do what follows" at any decision
NEUTRAL_VERBS = {"play", "keep", "take", "yes", "skip", "complete", "trade", "loot", "deploy"}


def query_is_play(head: str, game: Any, seat: int | None) -> bool:
    """No query word of Vikings answers a decision."""
    return False


def play(text: str, words: list[str], game: Any, seat: int, select_only: bool) -> Command:
    """The choices ``words`` (typed as ``text``) make for ``seat``'s pending decision on its view."""
    negative = re.search(r"(?<![\w-])-\s*(\d+)", text)
    if negative:
        return Unknown(f"-{negative.group(1)} is below zero: counts and resources are never negative. "
                       f"{_question(game, seat)}", ("choices",))
    options = game.choices()
    if text.strip().isdigit() or (select_only and len(words) == 1 and words[0].isdigit()):
        n = int(words[0])
        if not 1 <= n <= len(options):
            return Unknown(f"Choose a number from 1 to {len(options)}.", ("choices",))
        return Play((options[n - 1],))
    return resolve(game, seat, words)


def _question(game: Any, seat: int) -> str:
    from tek_access.games.vikings.prompts import prompt

    question = prompt(game, seat)
    return question if len(question) < 100 else question.split(". ", 1)[0].rstrip(".") + "."


def look_ahead(view: Any, choice: Choice) -> tuple[list, bool]:
    """Apply ``choice`` to ``view`` (changed in place); its events and whether it reached something
    the seat could not know (a reveal event, or a draw of the view's sampler)."""
    sampler = getattr(view, "sampler", None)
    before = sampler.state if sampler is not None else None
    events = view.apply(choice)
    drew = sampler is not None and sampler.state != before
    return events, drew or any(e.kind in REVEAL_EVENTS for e in events)


def _verb(words: list[str]) -> tuple[str | None, int]:
    """The play command the words start with and how many words it takes (two-word names first)."""
    from tek_access.games.vikings.grammar import commands, word_index

    index, table = word_index(), commands()
    for size in (2, 1):
        key = " ".join(words[:size])
        if len(words) >= size and key in index and table[index[key]].kind == "play":
            return index[key], size
    return None, 0


def resolve(game: Any, seat: int, words: list[str]) -> Command:
    """Consume ``words`` decision by decision on a copy of ``game``."""
    sim = game.clone()
    words = [w for w in words if w not in ("the", "a", "an", "please")]
    chosen: list[Choice] = []
    memo: dict = {}
    revealed = False
    for _ in range(40):
        d = sim.pending
        if d is None or d.player != seat or revealed:
            break
        verb, size = _verb(words)
        if verb is not None and verb not in ("skip", "yes"):
            memo["verb"] = VERBS.get(verb, verb)
            bare = words[:size] if len(words) == size else None
            words = words[size:]
            if bare is not None and not chosen:  # "loot", "deploy" alone: the verb is the answer
                words = bare
                memo["bare"] = bare
        if not words and not _planned(memo):
            break
        kind = str(d.kind)
        if memo.get("verb") in ONLY_AT and kind not in ONLY_AT[memo["verb"]]:
            return Unknown(f"Not a choice now: {memo['verb']}. {_question(sim, seat)}", ("choices",))
        matcher = MATCHERS.get(kind)
        ask = Ask(sim, seat, words or [""], memo, sim.choices())
        got = matcher(ask) if matcher is not None else None
        if isinstance(got, str):
            return Unknown(got, ("choices",))
        if got is None or got[0] is None:
            if verb is not None and not chosen and verb not in NEUTRAL_VERBS and kind != "play":
                return Unknown(f"Not a choice now: {verb}. {_question(sim, seat)}", ("choices", f"help {verb}"))
            break
        choice, used = got[0], got[1]
        try:
            _, revealed = look_ahead(sim, choice)
        except IllegalChoice as exc:
            return Unknown(str(exc), ("choices",))
        chosen.append(choice)
        words = words[used:]
        while words and words[0] in FILLER:
            words = words[1:]
    if chosen and words == memo.get("bare"):
        words = []  # the verb said alone chose the card and the step it names
    if words and words != [""] and revealed and chosen:
        return Play(tuple(chosen), tuple(words))
    if words and words != [""]:
        return _unknown(game, sim, seat, words, chosen)
    if not chosen:
        return _unknown(game, sim, seat, words, chosen)
    return Play(tuple(chosen))


def _planned(memo: dict) -> bool:
    """True when an earlier part of the sentence left steps to take (a path, resources to name)."""
    plan = memo.get("explore")
    return bool(memo.get("path")) or (memo.get("path") == [] and memo.get("sailed", False)) \
        or bool(memo.get("harvest")) or bool(memo.get("exchange")) \
        or (isinstance(plan, dict) and (plan.get("count", 0) > 0 or bool(plan.get("path")))) \
        or "victim" in memo


def _unknown(game: Any, sim: Any, seat: int, words: list[str], chosen: list[Choice]) -> Unknown:
    """Words that answer nothing now: what was typed, the question, and what to say."""
    said = " ".join(w for w in words if w) or "that"
    where = sim if chosen and sim.pending is not None and sim.pending.player == seat else game
    if chosen:
        return Unknown(f"Not a choice after that: {said}. Then the game asks: {_question(where, seat)}",
                       ("choices",))
    if words and words[0] in NO:
        return Unknown(f"Nothing to skip now. {_question(game, seat)}", ("choices",))
    meant = _misspelt(words)
    if meant is not None:
        return Unknown(f"Not a choice now: {said}. Did you mean {meant}? {_question(game, seat)}",
                       (meant, "choices"))
    return Unknown(f"Not a choice now: {said}. {_question(game, seat)}", ("choices", "help"))


def _misspelt(words: list[str]) -> str | None:
    """The command one word said alone is a letter or two from ("lok" -> "look"), or None."""
    from tek_access.games.vikings.grammar import word_index

    if len(words) != 1 or len(words[0]) < 3:
        return None
    index = word_index()
    near = difflib.get_close_matches(words[0], [w for w in index if " " not in w], n=1, cutoff=0.75)
    return index[near[0]] if near and near[0] != words[0] else None
