"""Per-decision answer matchers: the words that answer each kind of decision.

One matcher per :class:`~tek_access.games.tek.rules.model.DecisionKind` (a test holds every kind to having
one). A matcher gets an :class:`Ask` (the game copy being resolved, the seat, the words left, a
memo shared across one sentence, the legal choices, the command verb the words start with) and
returns ``(choice, words used)`` or None when the words do not answer this decision.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import Choice, Decision
from tek_access.games.tek.commands import word_index
from tek_access.games.tek.names import region_named
from tek_access.games.tek.rules.model import ACTIONS, RESOURCES, DecisionKind, payment_of
from tek_access.games.tek.view import for_rules

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.view import TekView

NUMBER_WORDS = {"zero": 0, "none": 0, "no": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11}
RESOURCE_WORDS = {"mana": "mana", "ore": "ore", "food": "food", "m": "mana", "o": "ore", "f": "food"}
YES = {"yes", "y", "ok", "take", "accept", "boost", "spend", "sure"}
NO = {"no", "n", "keep", "nope"}
PLACE_WORDS = ("to", "into", "in", "at", "on", "from", "onto")


@dataclass
class Ask:
    """What a matcher sees: ``sim`` the game copy, ``seat``, ``words`` left, ``memo`` shared by one
    sentence ("amount": a number said with the verb, "selected": the verb selected the action),
    ``options`` the legal choices and ``verb`` the command the words start with (or None)."""

    sim: "TekView"
    seat: int
    words: list[str]
    memo: dict
    options: list[Choice]
    verb: str | None

    def region(self, words: list[str], candidates: list[str]) -> tuple[str | None, int]:
        return region_named(self.sim, self.seat, words, candidates)


Match = tuple[Choice, int] | None
#: Decision kind (a DecisionKind, which is a str) -> its matcher.
MATCHERS: dict[str, Callable[[Ask], Match]] = {}


def waiting_decision(game: "TekView") -> Decision:
    """The decision ``game`` waits for. Words are matched, and refusals explained, only while a
    decision is pending: after the end this is a caller's bug (AssertionError)."""
    d = game.pending
    assert d is not None, "words read against a game that is over"
    return d


def matcher(*kinds: DecisionKind):
    """Register a function as the matcher of ``kinds``."""
    def register(func: Callable[[Ask], Match]):
        for kind in kinds:
            MATCHERS[kind] = func
        return func
    return register


def verb_of(words: list[str]) -> str | None:
    """The command the words start with (two-word names first), or None."""
    if not words:
        return None
    index = word_index()
    two = " ".join(words[:2])
    if two in index:
        return index[two]
    return index.get(words[0])


def verb_len(words: list[str]) -> int:
    """How many words the leading command name takes (0, 1 or 2)."""
    if len(words) >= 2 and " ".join(words[:2]) in word_index():
        return 2
    return 1 if words else 0


def skip(words: list[str], *fillers: str) -> int:
    """How many leading words are among ``fillers``."""
    n = 0
    while n < len(words) and words[n] in fillers:
        n += 1
    return n


def number(word: str) -> int | None:
    """A number said as digits or a word ("3", "three"), else None."""
    if word.isdigit():
        return int(word)
    return NUMBER_WORDS.get(word)


def payment(words: list[str]) -> tuple[tuple[int, int, int], int] | None:
    """"2 mana 1 ore", "2 mana and 1 ore", "mana 2" -> ((mana, ore, food), words used), or None."""
    amounts = {"mana": 0, "ore": 0, "food": 0}
    i = 0
    found = False
    while i < len(words):
        w = words[i]
        if w == "and":
            i += 1
            continue
        value = number(w)
        if value is not None and i + 1 < len(words) and words[i + 1] in RESOURCE_WORDS:
            amounts[RESOURCE_WORDS[words[i + 1]]] += value
            i += 2
            found = True
            continue
        if w in RESOURCE_WORDS and i + 1 < len(words) and (said := number(words[i + 1])) is not None:
            amounts[RESOURCE_WORDS[w]] += said
            i += 2
            found = True
            continue
        break
    if not found:
        return None
    return (amounts["mana"], amounts["ore"], amounts["food"]), i


# ---------------------------------------------------------------- setup
@matcher(DecisionKind.CHOOSE_SIDE)
def _side(a: Ask) -> Match:
    """"Ashfall Reach", "ashfall", "a", "back"."""
    side_ids = [c.target for c in a.options]
    phrase = " ".join(w for w in a.words if w not in ("side", "home", "my", "take", "choose", "face"))
    for sid in side_ids:
        name = a.sim.catalog.territories[sid].name.lower()
        if phrase and (phrase == name or phrase in name.split() or name.startswith(phrase)):
            return Choice("side", sid), len(a.words)
    if phrase in ("a", "b", "front", "back"):
        face = {"front": "a", "back": "b"}.get(phrase, phrase)
        for sid in side_ids:
            if a.sim.catalog.territories[sid].face == face:
                return Choice("side", sid), len(a.words)
    return None


@matcher(DecisionKind.CHOOSE_RESOURCES)
def _resources(a: Ask) -> Match:
    """"resources 2 mana 2 ore 2 food", "suggested"."""
    words = a.words
    n = verb_len(words) if a.verb == "resources" else 0
    if words[n:] and words[n] in ("suggested", "default", "suggestion"):
        return a.options[0], n + 1
    pay = payment(words[n:])
    if pay is None:
        return None
    amounts, used = pay
    return Choice("resources", None, amounts), n + used


@matcher(DecisionKind.CHOOSE_START, DecisionKind.MOVE_TO, DecisionKind.EXPAND_WHERE, DecisionKind.LOSS_ORDER,
         DecisionKind.FREE_PLACEMENT)
def _place(a: Ask) -> Match:
    """A region among the choices: "to Mirewood", "in the forest", "blue 3"."""
    n = skip(a.words, *PLACE_WORDS, "expand", "e", "place", "start", "put", "begin", "go")
    region, used = a.region(a.words[n:], [c.target for c in a.options])
    if region is None:
        return None
    return Choice(a.options[0].kind, region), n + used


# ---------------------------------------------------------------- the turn
@matcher(DecisionKind.SELECT_ACTION)
def _select(a: Ask) -> Match:
    """An action's name: "patrol", "build"."""
    if a.verb in ACTIONS:
        a.memo["selected"] = True
        return Choice("action", a.verb), verb_len(a.words)
    if a.verb == "stand" and Choice("action", "patrol") in a.options:  # standing up is a patrol
        a.memo["selected"] = True
        return Choice("action", "patrol"), 0
    return None


@matcher(DecisionKind.RESPOND)
def _respond(a: Ask) -> Match:
    """"take", "collect", "do nothing", or the action's name (a substitute action by its name)."""
    takes = [c for c in a.options if c.kind == "take"]
    if a.verb == "collect" and Choice("collect") in a.options:
        return Choice("collect"), verb_len(a.words)
    if a.verb == "nothing" and Choice("nothing") in a.options:
        return Choice("nothing"), verb_len(a.words)
    if a.verb in ACTIONS:
        for c in takes:
            if c.target == a.verb:
                return c, verb_len(a.words)
        return None
    if a.verb == "stand" and Choice("take", "patrol") in takes:
        return Choice("take", "patrol"), 0
    if a.verb == "take" and takes:
        used = verb_len(a.words)
        named = a.words[used:used + 1]
        if named and named[0] in ACTIONS:  # "take patrol", as the menu says it: the action named must be it
            hit = next((c for c in takes if c.target == named[0]), None)
            return (hit, used + 1) if hit is not None else None
        return takes[0], used
    if a.words and takes and a.memo.get("selected"):
        return takes[0], 0  # "patrol from X to Y" right after selecting: take it
    return None


@matcher(DecisionKind.COLLECT_RESOURCE)
def _resource(a: Ask) -> Match:
    """"mana", "ore", "food"."""
    res = RESOURCE_WORDS.get(a.words[0]) if a.words else None
    return (Choice("resource", res), 1) if res and Choice("resource", res) in a.options else None


# ---------------------------------------------------------------- movement
@matcher(DecisionKind.MOVE_FROM)
def _move_from(a: Ask) -> Match:
    """"from Ashen Peak", "stand up Fallen Chapel", or "to Mirewood" when one meeple can go there."""
    from tek_access.games.tek.rules import movement

    words, options = a.words, a.options
    n = skip(words, "from", "my", "with", "in", "at")
    if a.verb == "stand":
        n = verb_len(words) + skip(words[verb_len(words):], "up", "in", "at", "my")
        region, used = a.region(words[n:], [c.target for c in options if c.kind == "stand"])
        if region is None:
            stands = [c for c in options if c.kind == "stand"]
            return (stands[0], n) if len(stands) == 1 and not words[n:] else None
        return Choice("stand", region), n + used
    if words and words[0] == "to":
        origins = [c.target for c in options if c.kind == "meeple"]
        mode = waiting_decision(a.sim).context["mode"]
        fits = [o for o in origins
                if a.region(words[1:], movement.destinations(for_rules(a.sim), a.seat, o, mode))[0] is not None]
        if len(fits) == 1:
            return Choice("meeple", fits[0]), 0
        if len(origins) == 1:
            return Choice("meeple", origins[0]), 0  # one meeple can move: the destination decides
        return None
    region, used = a.region(words[n:], [c.target for c in options if c.kind == "meeple"])
    if region is not None:
        return Choice("meeple", region), n + used
    if words and n == 0:  # "Ashen Peak" where no meeple of yours stands: the destination, as "to Ashen Peak"
        named, _ = a.region(words, [r.id for r in a.sim.board_regions])
        if named is not None and named not in a.sim.occupied(a.seat):
            return _move_from(Ask(a.sim, a.seat, ["to", *words], a.memo, options, a.verb))
    return None


# ---------------------------------------------------------------- trade
@matcher(DecisionKind.TRADE_GIVE)
def _give(a: Ask) -> Match:
    """"trade 3 food", "food": the amount said here answers the amount later."""
    words = a.words
    n = verb_len(words) if a.verb == "trade" else 0
    if n < len(words) and number(words[n]) is not None:
        a.memo["amount"] = number(words[n])
        n += 1
    res = RESOURCE_WORDS.get(words[n]) if n < len(words) else None
    return (Choice("give", res), n + 1) if res and Choice("give", res) in a.options else None


@matcher(DecisionKind.TRADE_GET)
def _get(a: Ask) -> Match:
    """"for ore", "into mana"."""
    n = skip(a.words, "for", "into", "to", "get")
    res = RESOURCE_WORDS.get(a.words[n]) if n < len(a.words) else None
    return (Choice("get", res), n + 1) if res and Choice("get", res) in a.options else None


@matcher(DecisionKind.TRADE_AMOUNT, DecisionKind.TRADE_AMOUNT2)
def _amount(a: Ask) -> Match:
    """A number: "3", "three"; for the first amount, the number said with the verb."""
    amount = a.memo.pop("amount", None) if waiting_decision(a.sim).kind == DecisionKind.TRADE_AMOUNT else None
    if amount is not None:
        if Choice("amount", amount) in a.options:
            return Choice("amount", amount), 0
        a.memo["bad_amount"] = amount
        return None
    value = number(a.words[0]) if a.words else None
    return (Choice("amount", value), 1) if value is not None and Choice("amount", value) in a.options else None


# ---------------------------------------------------------------- war
@matcher(DecisionKind.WAR_DIE)
def _war_die(a: Ask) -> Match:
    """"white flag", "war 5", "5 with 2 mana 1 ore"."""
    words = a.words
    if a.verb == "white flag" or (words and words[0] in ("flag", "peace", "white")):
        used = 2 if words[:2] == ["white", "flag"] else 1
        return Choice("flag"), used
    n = verb_len(words) if a.verb == "war" else 0
    n += skip(words[n:], "to", "at", "of", "cost")
    if n >= len(words):
        return None
    value = number(words[n])
    if value is None:
        return None
    n += 1
    if value == 0:
        return Choice("flag"), n
    n += skip(words[n:], "with", "paying", "pay", "using", "by")
    pay = payment(words[n:])
    if pay is None:
        return Choice("bid", value), n
    amounts, used = pay
    return Choice("bid", value, amounts), n + used


@matcher(DecisionKind.BOOST)
def _boost(a: Ask) -> Match:
    """"yes", "boost"; "no", "keep"."""
    if a.words and (a.words[0] in YES or a.verb == "boost"):
        return Choice("boost"), 1
    if a.words and a.words[0] in NO:
        return Choice("no_boost"), 1
    return None


def _remove(a: Ask) -> Match:
    """"remove", "no": the meeple goes back to the supply (a retreat or bandits refused)."""
    if a.verb == "remove" or (a.words and a.words[0] in NO):
        return Choice("remove"), max(1, verb_len(a.words))
    return None


@matcher(DecisionKind.RETREAT)
def _retreat(a: Ask) -> Match:
    """"retreat to the plains", "retreat" (one place), "church", "remove" or "no"."""
    words, options = a.words, a.options
    if (removed := _remove(a)) is not None:
        return removed
    if words and words[0] == "return":  # "return the meeple to supply"
        return Choice("remove"), len(words) if "supply" in words else 1
    churches = [c for c in options if c.kind == "church"]
    if words and words[0] == "church" and len(churches) == 1:
        return churches[0], 1
    n = verb_len(words) if a.verb == "retreat" else 0
    n += skip(words[n:], "to", "into", "in")
    targets = [c.target for c in options if c.kind == "retreat"]
    region, used = a.region(words[n:], targets)
    if region is not None:
        return Choice("retreat", region), n + used
    if a.verb == "retreat" and len(targets) == 1 and not words[n:]:
        return Choice("retreat", targets[0]), n
    return None


# ---------------------------------------------------------------- exploration tokens
@matcher(DecisionKind.BANDITS)
def _bandits(a: Ask) -> Match:
    """"pay 1 mana 1 ore", "pay mana ore", "remove" or "no"."""
    words, options = a.words, a.options
    if (removed := _remove(a)) is not None:
        return removed
    n = skip(words, "pay", "with")
    pay = payment(words[n:])
    if pay is not None and Choice("pay", None, pay[0]) in options:
        return Choice("pay", None, pay[0]), n + pay[1]
    named = [RESOURCE_WORDS.get(w) for w in words[n:n + 2]]
    if len(named) == 2 and all(named):
        amounts = payment_of(named.count(r) for r in RESOURCES)
        if Choice("pay", None, amounts) in options:
            return Choice("pay", None, amounts), n + 2
    return None


@matcher(DecisionKind.DRAGON)
def _dragon(a: Ask) -> Match:
    """"yes", "dragon", "drop"; "no"."""
    if a.words and (a.words[0] in YES or a.words[0] in ("dragon", "drop")):
        return Choice("dragon"), 1
    if a.words and a.words[0] in NO:
        return Choice("no_dragon"), 1
    return None
