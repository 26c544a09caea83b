"""Typed text -> a command: a query, a session command, or the choices that answer the game.

Verb first, case-insensitive, with synonyms and abbreviations, tolerant of articles
("patrol my meeple from the forest to the plains"). A bare number answers the pending
decision by its number. A play sentence may answer several decisions in a row ("patrol from
Ashen Peak to Mirewood" selects, takes, picks the meeple and the destination): it is resolved
on a copy of the game, so a sentence that fails part-way changes nothing. ``parse`` never
raises: anything it cannot read becomes :class:`Unknown` with a short reason and the nearest
valid commands (``architecture.md``, Commands; ``accessibility.md``, Content rules).
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tek_access.grammar.commands import command_table, word_index
from tek_access.rules.model import ACTIONS, RESOURCES, Choice, IllegalChoice

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.rules.engine import Game

FILLER = {"the", "a", "an", "please", "meeple", "meeples", "of", "s", "region", "one", "i", "want", "will", "and",
          "card", "territory"}
NUMBER_WORDS = {"zero": 0, "none": 0, "no": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11}
RESOURCE_WORDS = {"mana": "mana", "ore": "ore", "food": "food", "m": "mana", "o": "ore", "f": "food"}
FILE_COMMANDS = {"save", "load", "braille"}
YES = {"yes", "y", "ok", "take", "accept", "boost", "spend", "sure"}
NO = {"no", "n", "keep", "nope"}


@dataclass(frozen=True)
class Query:
    """A question about the game (never changes it): ``name`` from the command table, ``args`` the rest."""

    name: str
    args: tuple[str, ...] = ()


@dataclass(frozen=True)
class Meta:
    """A session command: undo, save, load, quit, verbosity, braille."""

    name: str
    args: tuple[str, ...] = ()


@dataclass(frozen=True)
class Play:
    """Choices that answer the pending decision and, maybe, the ones right after it."""

    choices: tuple[Choice, ...]


@dataclass(frozen=True)
class Unknown:
    """Input that is not a valid command now: ``reason`` and up to three ``suggestions``."""

    reason: str
    suggestions: tuple[str, ...] = field(default_factory=tuple)


Command = Query | Meta | Play | Unknown


def tokenize(text: str) -> list[str]:
    """Lowercase words and numbers; apostrophes and punctuation dropped ("blue's" -> "blue", "s")."""
    text = text.lower().replace("'", " ")
    return re.findall(r"[a-z]+|\d+|\?", text)


def parse(text: str, game: "Game | None", seat: int | None) -> Command:
    """Read ``text`` typed by the player at ``seat`` against ``game`` (None: no game yet)."""
    try:
        return _parse(text, game, seat)
    except Exception:  # the grammar must never raise at a player
        return Unknown("I did not understand that.", ("help", "choices"))


def _parse(text: str, game: "Game | None", seat: int | None) -> Command:
    words = tokenize(text)
    if not words:
        return Unknown("Say a command, or a number from the choices.", ("choices", "help"))
    index = word_index()
    table = command_table()
    # multi-word command names first ("what now", "white flag", "do nothing", "stand up")
    head, rest, size = None, words, 0
    for size in (2, 1):
        key = " ".join(words[:size])
        if len(words) >= size and key in index:
            head, rest = index[key], words[size:]
            break
    if head is not None and table[head].kind == "query" and not (head == "resources" and _setup_resources(game, seat)):
        return Query(head, tuple(rest))
    if head is not None and table[head].kind == "meta":
        if head in FILE_COMMANDS:  # a file name keeps its case, dots and slashes: "save My Game.json"
            parts = text.strip().split(None, size)
            return Meta(head, (parts[size].strip(),) if len(parts) > size else ())
        return Meta(head, tuple(rest))
    if game is None or game.pending is None:
        return Unknown("The game is over: say score, history or quit.", ("score", "history", "quit"))
    if game.pending.player != seat:
        return Unknown(f"Not your decision: {game.name(game.pending.player)} is deciding.", ("pending", "status"))
    if len(words) == 1 and words[0].isdigit():
        number = int(words[0])
        options = game.choices()
        if 1 <= number <= len(options):
            return Play((options[number - 1],))
        return Unknown(f"Choose a number from 1 to {len(options)}.", ("choices",))
    return _resolve(game, seat, words)


def _setup_resources(game, seat) -> bool:
    return game is not None and game.pending is not None and game.pending.kind == "choose_resources" \
        and game.pending.player == seat


# ---------------------------------------------------------------- play sentences
def _resolve(game: "Game", seat: int, words: list[str]) -> Command:
    """Consume ``words`` decision by decision on a copy of ``game``."""
    sim = game.clone()
    words = [w for w in words if w not in FILLER]
    chosen: list[Choice] = []
    memo: dict = {}
    named: list[str] = []  # regions the game settled by itself (a single option), which words may repeat
    steps = 0
    while steps < 12:
        steps += 1
        d = sim.pending
        if d is None or d.player != seat:
            break
        if not words and chosen and "amount" not in memo:
            break  # a number said earlier ("trade 3 food for ore") still answers the amount
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
            events = sim.apply(choice)
        except IllegalChoice as exc:
            return Unknown(str(exc), ("choices",))
        named += [e.data["region"] for e in events if isinstance(e.data.get("region"), str)]
        chosen.append(choice)
        words = words[used:]
    if words:
        words = words[_said_already(sim, seat, words, named):]
    if words:
        return _unknown(game, seat, words, chosen)
    if not chosen:
        return _unknown(game, seat, words, chosen)
    return Play(tuple(chosen))


def _said_already(sim: "Game", seat: int, words: list[str], named: list[str]) -> int:
    """How many words name a region the game already settled ("expand in Charwood" when Charwood
    was the only place to expand); 0 when they do not."""
    n = _skip(words, "to", "into", "in", "at", "on", "from", "onto")
    if not named or n >= len(words):
        return 0
    region, used = _region(sim, seat, words[n:], list(dict.fromkeys(named)))
    return n + used if region is not None else 0


def _ambiguous(sim: "Game", seat: int, words: list[str]) -> Unknown | None:
    """When the words name a region that is not offered, or several that are ("to the plains"),
    say which regions are offered instead."""
    from tek_access.narration.words import side_name

    targets = [c.target for c in sim.choices() if isinstance(c.target, str) and c.target in sim._regions]
    rest = words[_skip(words, "to", "into", "in", "at", "on", "from", "onto", "my"):]
    if not rest or not targets:
        return None
    for size in range(min(len(rest), 4), 0, -1):
        phrase = " ".join(rest[:size])
        hits = [rid for rid in targets if phrase in _names(sim, seat, rid)]
        if len(hits) > 1:
            named = [f"{sim.region(r).name} on {side_name(sim, sim.region(r).side)}" for r in hits[:6]]
            return Unknown(f"Which {phrase}? {len(hits)} match: {'; '.join(named)}.",
                           tuple(sim.region(r).name.lower() for r in hits[:3]))
    everywhere = [r.id for r in sim.board_regions]
    for size in range(min(len(rest), 4), 0, -1):
        phrase = " ".join(rest[:size])
        if any(phrase in _names(sim, seat, rid) for rid in everywhere):
            from tek_access.narration.describe import prompt

            return Unknown(f"{phrase.capitalize()} is not one of the choices now. {prompt(sim, seat)} "
                           f"Say choices to hear them.", ("choices",))
    return None


def _unknown(game: "Game", seat: int, words: list[str], chosen: list[Choice]) -> Unknown:
    from tek_access.narration.describe import choice_label, prompt

    text = " ".join(words)
    if chosen:
        reason = f"I understood the start, but not: {text}."
    else:
        reason = f"Not a choice now: {text}." if text else "That is not a choice now."
        verb = _verb(words)
        if verb is not None and command_table()[verb].kind == "play":
            # a real command at the wrong moment: say what the game waits for instead
            return Unknown(f"{reason} {prompt(game, seat)}", ("choices",))
    options = game.choices()
    labels = [choice_label(game, c, seat) for c in options]
    names = list(word_index())
    close = difflib.get_close_matches(text, names + [lbl.lower() for lbl in labels], n=4, cutoff=0.5)
    close = [c for c in close if c != text][:3]  # never suggest what was just refused
    suggestions = tuple(dict.fromkeys(close)) or ("choices", "help")
    return Unknown(reason, suggestions)


def _verb(words: list[str]) -> str | None:
    if not words:
        return None
    index = word_index()
    two = " ".join(words[:2])
    if two in index:
        return index[two]
    return index.get(words[0])


def _skip(words: list[str], *fillers: str) -> int:
    n = 0
    while n < len(words) and words[n] in fillers:
        n += 1
    return n


def _number(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return NUMBER_WORDS.get(word)


def _match(sim: "Game", seat: int, words: list[str], memo: dict) -> tuple[Choice, int] | None:
    """The choice the next words give for the pending decision, and how many words it used."""
    d = sim.pending
    options = sim.choices()
    kind = d.kind
    verb = _verb(words)
    if kind == "select_action":
        if verb in ACTIONS:
            memo["selected"] = True
            return Choice("action", verb), _verb_len(words)
        return None
    if kind == "respond":
        takes = [c for c in options if c.kind == "take"]
        if verb == "collect" and Choice("collect") in options:
            return Choice("collect"), _verb_len(words)
        if verb == "nothing" and Choice("nothing") in options:
            return Choice("nothing"), _verb_len(words)
        if verb in ACTIONS:
            for c in takes:
                if c.target == verb:
                    return c, _verb_len(words)
            return None
        if verb == "take" and takes:
            return takes[0], _verb_len(words)
        if words and takes and memo.get("selected"):
            return takes[0], 0  # "patrol from X to Y" right after selecting: take it
        return None
    if kind == "move_from":
        n = _skip(words, "from", "my", "with", "in", "at")
        if verb == "stand":
            n = _verb_len(words) + _skip(words[_verb_len(words):], "up", "in", "at", "my")
            region, used = _region(sim, seat, words[n:], [c.target for c in options if c.kind == "stand"])
            if region is None:
                stands = [c for c in options if c.kind == "stand"]
                return (stands[0], n) if len(stands) == 1 and not words[n:] else None
            return Choice("stand", region), n + used
        if words and words[0] == "to":
            # "patrol to Mirewood": the meeple that can reach it, when only one can
            origins = [c.target for c in options if c.kind == "meeple"]
            fits = [o for o in origins if _reaches(sim, d.context["mode"], seat, o, words[1:])]
            if len(fits) == 1:
                return Choice("meeple", fits[0]), 0
            if len(origins) == 1:
                return Choice("meeple", origins[0]), 0  # one meeple can move: the destination decides
            return None
        region, used = _region(sim, seat, words[n:], [c.target for c in options if c.kind == "meeple"])
        if region is not None:
            return Choice("meeple", region), n + used
        return None
    if kind in ("move_to", "expand_where", "loss_order", "free_placement", "choose_start"):
        n = _skip(words, "to", "into", "in", "at", "on", "from", "onto", "expand", "e", "place")
        region, used = _region(sim, seat, words[n:], [c.target for c in options])
        if region is None:
            return None
        kind_of = options[0].kind
        return Choice(kind_of, region), n + used
    if kind == "retreat":
        if verb == "remove" or (words and words[0] in NO):
            return Choice("remove"), max(1, _verb_len(words))
        churches = [c for c in options if c.kind == "church"]
        if words and words[0] == "church" and len(churches) == 1:
            return churches[0], 1
        n = (_verb_len(words) if verb == "retreat" else 0)
        n += _skip(words[n:], "to", "into", "in")
        targets = [c.target for c in options if c.kind == "retreat"]
        region, used = _region(sim, seat, words[n:], targets)
        if region is not None:
            return Choice("retreat", region), n + used
        if verb == "retreat" and len(targets) == 1 and not words[n:]:
            return Choice("retreat", targets[0]), n
        return None
    if kind == "war_die":
        return _match_war(sim, words, verb, options)
    if kind == "bandits":
        if verb == "remove" or (words and words[0] in NO):
            return Choice("remove"), max(1, _verb_len(words))
        n = _skip(words, "pay", "with")
        pay = _payment(words[n:])
        if pay is not None and Choice("pay", None, pay[0]) in options:
            return Choice("pay", None, pay[0]), n + pay[1]
        names = [RESOURCE_WORDS.get(w) for w in words[n:n + 2]]
        if len(names) == 2 and all(names):
            amounts = tuple(names.count(r) for r in RESOURCES)
            if Choice("pay", None, amounts) in options:
                return Choice("pay", None, amounts), n + 2
        return None
    if kind == "dragon":
        if words and (words[0] in YES or words[0] in ("dragon", "drop")):
            return Choice("dragon"), 1
        if words and words[0] in NO:
            return Choice("no_dragon"), 1
        return None
    if kind == "boost":
        if words and (words[0] in YES or verb == "boost"):
            return Choice("boost"), 1
        if words and words[0] in NO:
            return Choice("no_boost"), 1
        return None
    if kind == "collect_resource":
        res = RESOURCE_WORDS.get(words[0]) if words else None
        return (Choice("resource", res), 1) if res and Choice("resource", res) in options else None
    if kind == "trade_give":
        n = _verb_len(words) if verb == "trade" else 0
        if n < len(words) and _number(words[n]) is not None:
            memo["amount"] = _number(words[n])
            n += 1
        res = RESOURCE_WORDS.get(words[n]) if n < len(words) else None
        return (Choice("give", res), n + 1) if res and Choice("give", res) in options else None
    if kind == "trade_get":
        n = _skip(words, "for", "into", "to", "get")
        res = RESOURCE_WORDS.get(words[n]) if n < len(words) else None
        return (Choice("get", res), n + 1) if res and Choice("get", res) in options else None
    if kind in ("trade_amount", "trade_amount2"):
        amount = memo.pop("amount", None) if kind == "trade_amount" else None
        if amount is not None:
            if Choice("amount", amount) in options:
                return Choice("amount", amount), 0
            memo["bad_amount"] = amount
            return None
        value = _number(words[0]) if words else None
        return (Choice("amount", value), 1) if value is not None and Choice("amount", value) in options else None
    if kind == "choose_side":
        side_ids = [c.target for c in options]
        phrase = " ".join(words)
        for sid in side_ids:
            name = sim.catalog.territories[sid].name.lower()
            if phrase and (phrase == name or phrase in name.split() or name.startswith(phrase)):
                return Choice("side", sid), len(words)
        if phrase in ("a", "b", "front", "back"):
            face = {"front": "a", "back": "b"}.get(phrase, phrase)
            for sid in side_ids:
                if sim.catalog.territories[sid].face == face:
                    return Choice("side", sid), len(words)
        return None
    if kind == "choose_resources":
        n = _verb_len(words) if verb == "resources" else 0
        if words[n:] and words[n] in ("suggested", "default", "suggestion"):
            return options[0], n + 1
        pay = _payment(words[n:])
        if pay is None:
            return None
        amounts, used = pay
        return Choice("resources", None, amounts), n + used
    return None


def _verb_len(words: list[str]) -> int:
    if len(words) >= 2 and " ".join(words[:2]) in word_index():
        return 2
    return 1 if words else 0


def _reaches(sim: "Game", mode: str, seat: int, origin: str, words: list[str]) -> bool:
    from tek_access.rules import movement

    region, _ = _region(sim, seat, words, movement.destinations(sim, seat, origin, mode))
    return region is not None


def _match_war(sim: "Game", words: list[str], verb: str | None, options: list[Choice]) -> tuple[Choice, int] | None:
    if verb == "white flag" or (words and words[0] in ("flag", "peace", "white")):
        used = 2 if words[:2] == ["white", "flag"] else 1
        return Choice("flag"), used
    n = _verb_len(words) if verb == "war" else 0
    n += _skip(words[n:], "to", "at", "of", "cost")
    if n >= len(words):
        return None
    value = _number(words[n])
    if value is None:
        return None
    n += 1
    if value == 0:
        return Choice("flag"), n
    n += _skip(words[n:], "with", "paying", "pay", "using", "by")
    pay = _payment(words[n:])
    if pay is None:
        return Choice("bid", value), n
    amounts, used = pay
    return Choice("bid", value, amounts), n + used


def _payment(words: list[str]) -> tuple[tuple[int, int, int], int] | None:
    """"2 mana 1 ore", "2 mana and 1 ore", "mana 2" -> ((mana, ore, food), words used), or None."""
    amounts = {"mana": 0, "ore": 0, "food": 0}
    i = 0
    found = False
    while i < len(words):
        w = words[i]
        if w == "and":
            i += 1
            continue
        value = _number(w)
        if value is not None and i + 1 < len(words) and words[i + 1] in RESOURCE_WORDS:
            amounts[RESOURCE_WORDS[words[i + 1]]] += value
            i += 2
            found = True
            continue
        if w in RESOURCE_WORDS and i + 1 < len(words) and _number(words[i + 1]) is not None:
            amounts[RESOURCE_WORDS[w]] += _number(words[i + 1])
            i += 2
            found = True
            continue
        break
    if not found:
        return None
    return (amounts["mana"], amounts["ore"], amounts["food"]), i


def _region(sim: "Game", seat: int, words: list[str], candidates: list[str]) -> tuple[str | None, int]:
    """The one candidate region the next words name, and the words used; (None, 0) otherwise.

    A region is named by its name ("Ashen Peak"), one word of it ("ashen"), its type ("forest"),
    its type with the card owner ("blue forest", "my forest") or its number on a card owner's
    card ("blue 3").
    """
    if not words or not candidates:
        return None, 0
    for size in range(min(len(words), 4), 0, -1):
        phrase = " ".join(words[:size])
        hits = [rid for rid in candidates if phrase in _names(sim, seat, rid)
                or _full_name(sim, rid).startswith(phrase + " ")]  # the start of a name: "old cairn"
        if len(hits) == 1:
            return hits[0], size
        if len(hits) > 1 and size == min(len(words), 4):
            continue
    return None, 0


def _full_name(sim: "Game", rid: str) -> str:
    return " ".join(re.findall(r"[a-z]+", sim.region(rid).name.lower().replace("'", " ")))


def _names(sim: "Game", seat: int, rid: str) -> set[str]:
    region = sim.region(rid)
    name = region.name.lower().replace("'", " ")
    parts = re.findall(r"[a-z]+", name)
    names = {" ".join(parts), *(p for p in parts if p not in FILLER), region.type, str(region.number)}
    owner = next((p for p in sim.state.players if p.home == region.side), None)
    if owner is not None:
        colour = owner.colour
        names |= {f"{colour} {region.type}", f"{colour} {region.number}"}
        if owner.seat == seat:
            names |= {f"my {region.type}", f"my {region.number}", f"your {region.type}"}
    side = sim.catalog.territories[region.side].name.lower()
    side_word = re.findall(r"[a-z]+", side)[0]
    names.add(f"{side_word} {region.type}")
    return names
