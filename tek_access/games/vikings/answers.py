"""Tiny Epic Vikings' answer matchers: the words that answer each kind of decision.

A matcher gets an :class:`Ask` (the game copy being resolved, the seat, the words left, a memo
shared by one sentence, the legal choices) and returns ``(choice, words used)``, None when the
words do not answer this decision, or a refusal (a string: why, with what would work). Names
are read from the catalogue (cards, favour cards, places, gods, slots) as whole names or their
distinctive first word ("north" for North fjord). Sources: 003, Game flow (the decisions).
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tek_access.games.vikings.rules.model import RESOURCES, Choice

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.view import VikingsView

NUMBER_WORDS = {"zero": 0, "none": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7}
YES = {"yes", "y", "ok", "sure", "do", "it", "rune", "loot", "plunder", "pillage", "raid", "take"}
NO = {"no", "n", "skip", "pass", "done", "nothing", "nope", "stop"}
#: words of a place's name that say only what kind of place it is
KIND_WORDS = {"fjord", "harbour", "harbor", "dock", "village", "island", "isle"}
#: words that only carry a sentence along
FILLER = {"the", "a", "an", "to", "into", "onto", "at", "in", "on", "then", "and", "with", "of", "my", "please",
          "ship", "card", "settler", "settlers", "step", "steps", "resource", "resources", "for", "row", "end",
          "it", "toward", "towards"}
#: leader and rune action verbs as typed -> the action kind of a card
VERBS = {"sail": "sail", "row": "sail", "explore": "explore", "ex": "explore", "march": "explore",
         "harvest": "harvest", "gather": "harvest", "collect": "harvest", "build": "build", "construct": "build",
         "b": "build", "remove": "remove", "kill": "remove"}


@dataclass
class Ask:
    """What a matcher sees: ``sim`` the game copy, ``seat``, ``words`` left, ``memo`` shared by one
    sentence, ``options`` the legal choices."""

    sim: "VikingsView"
    seat: int
    words: list[str]
    memo: dict = field(default_factory=dict)
    options: list[Choice] = field(default_factory=list)

    def of(self, kind: str) -> list[Choice]:
        return [c for c in self.options if c.kind == kind]


Result = tuple[Choice | None, int] | str | None  # (the choice or None when nothing fits, words used) or why not
MATCHERS: dict[str, Callable[[Ask], Result]] = {}


def matcher(*kinds: str) -> Callable[[Callable[[Ask], Result]], Callable[[Ask], Result]]:
    """Register a function as the matcher of decision ``kinds``."""
    def register(fn: Callable[[Ask], Result]) -> Callable[[Ask], Result]:
        for kind in kinds:
            MATCHERS[kind] = fn
        return fn
    return register


# ---------------------------------------------------------------- names
def words_of(text: str) -> tuple[str, ...]:
    """A name as the parser's words ("Ravenholm harbour" -> ("ravenholm", "harbour"))."""
    from tek_access.core.parsed import tokenize

    return tuple(tokenize(text))


def phrases(text: str) -> list[tuple[str, ...]]:
    """The ways a name may be said: whole, without the words that say its kind, and its first word."""
    full = words_of(text)
    out = [full]
    bare = tuple(w for w in full if w not in KIND_WORDS)
    if bare and bare != full:
        out.append(bare)
    if len(full) > 1 and full[0] not in KIND_WORDS:
        out.append(full[:1])
    return out


def named(words: list[str], names: Iterable[tuple[Any, str]]) -> tuple[list[Any], int]:
    """The things of ``names`` ((thing, name) pairs) the leading ``words`` name, longest match
    first, and how many words that took; ([], 0) when none."""
    best: list[Any] = []
    size = 0
    for thing, text in names:
        for phrase in phrases(text):
            n = len(phrase)
            if n and tuple(words[:n]) == phrase and n >= size:
                if n > size:
                    best, size = [], n
                if thing not in best:
                    best.append(thing)
    return best, size


def number(word: str) -> int | None:
    """A number said as digits or a word, else None."""
    if word.isdigit():
        return int(word)
    return NUMBER_WORDS.get(word)


def skip_filler(words: list[str]) -> int:
    """How many leading words are filler."""
    n = 0
    while n < len(words) and words[n] in FILLER:
        n += 1
    return n


def _by_target(ask: Ask, kinds: tuple[str, ...], label: Callable[[Any], str]) -> Result:
    """A choice of ``kinds`` named by its target's name."""
    n = skip_filler(ask.words)
    options = [c for c in ask.options if c.kind in kinds]
    found, used = named(ask.words[n:], [(c, label(c.target)) for c in options])
    if len(found) == 1:
        return found[0], n + used
    if len(found) > 1:
        from tek_access.games.vikings.messages import MESSAGES

        return MESSAGES("typed-which-one", names=", ".join(_said(ask)(c.target) for c in found))
    return None


def _yes_no(ask: Ask, yes_kind: str) -> Result:
    word = ask.words[0]
    if word in NO:
        skip = ask.of("skip") or ask.of("stop")
        return (skip[0], 1) if skip else None
    if word in YES:
        yes = ask.of(yes_kind)
        return (yes[0], 1) if yes else None
    return None


def _skip(ask: Ask) -> Result:
    if ask.words and ask.words[0] in NO:
        skip = ask.of("skip") or ask.of("stop")
        if skip:
            return skip[0], 1
    return None


def _name(ask: Ask) -> Callable[[Any], str]:
    """A target's name in the parser's words, the same in every language: the data file's (a
    language's own names reach the parser already put in these by its normaliser,
    :mod:`tek_access.grammar.language`)."""
    from tek_access.core.messages import ENGLISH, speaking
    from tek_access.games.vikings.narration.words import name

    def said(target: Any) -> str:
        with speaking(ENGLISH):
            return name(ask.sim, target)

    return said


def _said(ask: Ask) -> Callable[[Any], str]:
    """A target's name as said to the player, in the current language (its term, else the data file's):
    what a refusal names, where :func:`_name` is what the words are matched against."""
    from tek_access.games.vikings.narration.words import name

    return lambda target: name(ask.sim, target)


# ---------------------------------------------------------------- paths on the map
def path(steps: dict[str, tuple[str, ...]], start: str, goal: str, most: int,
         allowed: Callable[[str], bool] = lambda p: True) -> list[str] | None:
    """The shortest way from ``start`` to ``goal`` over ``steps`` (place -> next places) in at most
    ``most`` steps, the places after ``start``; None when there is none."""
    seen = {start: [start]}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here == goal:
            return seen[here][1:]
        if len(seen[here]) > most:
            continue
        for nxt in steps.get(here, ()):
            if nxt not in seen and (nxt == goal or allowed(nxt)):
                seen[nxt] = seen[here] + [nxt]
                queue.append(nxt)
    return None


def places_named(ask: Ask, words: list[str],
                 kinds: tuple[str, ...] = ("fjord", "dock", "island")) -> tuple[list[str], int]:
    """Fjords, docks or islands of the map the leading ``words`` name (an island's name also names
    its docks when ``dock`` is asked for and ``island`` is not)."""
    m = ask.sim.map
    pairs: list[tuple[str, str]] = []
    if "fjord" in kinds:
        pairs += [(f.id, f.name) for f in m.fjords.values()]
    if "dock" in kinds:
        pairs += [(d.id, d.name) for d in m.docks.values()]
    if "island" in kinds:
        pairs += [(i.id, i.name) for i in m.islands.values()]
    elif "dock" in kinds:
        pairs += [(d.id, m.islands[d.island].name) for d in m.docks.values()]
    return named(words, pairs)


def resources_said(words: list[str]) -> tuple[list[tuple[int, str]], int]:
    """"2 wood 1 food" -> [(2, "wood"), (1, "food")] and the words used; a bare resource is 1."""
    out: list[tuple[int, str]] = []
    i = 0
    while i < len(words):
        n = number(words[i])
        j = i + 1 if n is not None else i
        j += skip_filler(words[j:])
        if j < len(words) and words[j] in RESOURCES:
            out.append((n if n is not None else 1, words[j]))
            i = j + 1
            i += skip_filler(words[i:])
            continue
        break
    return out, i


def choices_for(options: list[Choice], kind: str, target: Any) -> Choice | None:
    return next((c for c in options if c.kind == kind and c.target == target), None)
