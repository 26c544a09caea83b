"""The matchers of Tiny Epic Vikings' decisions at sea and for cards (see :mod:`.answers`): "keep
Astrid", "play 2 face down", "sail 3 to the north fjord", "deploy 2", "loot", the rune action; the
ones on land and after are in :mod:`.matchers_land`. Sources: 003, Game flow (each decision)."""
from __future__ import annotations

from tek_access.games.vikings.answers import (
    MATCHERS,
    NO,
    VERBS,
    Ask,
    Result,
    _name,
    _said,
    _skip,
    _yes_no,
    choices_for,
    matcher,
    named,
    number,
    path,
    places_named,
    skip_filler,
)
from tek_access.games.vikings.messages import MESSAGES
from tek_access.games.vikings.narration.words import action_text
from tek_access.games.vikings.rules.model import HIDDEN
from tek_access.games.vikings.view import asked

__all__ = ["MATCHERS"]


def _lead(ask: Ask) -> tuple[list[str], int]:
    n = skip_filler(ask.words)
    return ask.words[n:], n


# ---------------------------------------------------------------- set-up and draft
@matcher("place_ship", "bump")
def _fjord(ask: Ask) -> Result:
    words, n = _lead(ask)
    while words and words[0] in ("place", "put", "ship", "my"):  # "place my ship in the north fjord", as asked
        words, n = words[1:], n + 1
        words, n = words[skip_filler(words):], n + skip_filler(words)
    found, used = places_named(ask, words, ("fjord",))
    hits = [c for c in ask.of("fjord") if c.target in found]
    if len(hits) == 1:
        return hits[0], n + used
    if found and not hits:
        return MESSAGES("typed-fjord-not-choice", choices=", ".join(_said(ask)(c.target) for c in ask.of("fjord")))
    return None


#: a card by its place in the hand ("keep the first", "play the last"); -1: the last
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "last": -1}


def _hand_card(ask: Ask, kinds: tuple[str, ...]) -> tuple[str | None, int, str | None]:
    """A card of the hand named by name or by its place in the hand ("2": the second card):
    (card, words used, None), (None, 0, None) when the words name no card, or (None, 0, why)."""
    words, n = _lead(ask)
    if not words:
        return None, 0, None
    targets = list(dict.fromkeys(c.target for c in ask.options if c.kind in kinds))
    said = number(words[0])
    said = ORDINALS.get(words[0]) if said is None else said
    if said is not None:
        hand = [k for k in ask.sim.state.players[ask.seat].hand if k in targets] or targets
        said = len(hand) if said == -1 else said
        if not 1 <= said <= len(hand):
            return None, 0, MESSAGES("typed-hand-number", count=len(hand))
        return hand[said - 1], n + 1, None
    found, used = named(words, [(t, _name(ask)(t)) for t in targets if t != HIDDEN])
    if len(found) == 1:
        return found[0], n + used, None
    other, _ = named(words, [(k, c.name) for k, c in ask.sim.catalog.cards.items()])
    if other:
        names = ", ".join(_said(ask)(t) for t in targets if t != HIDDEN)
        return None, 0, MESSAGES("typed-not-choice-cards", name=_said(ask)(other[0]), names=names)
    return None, 0, None


def _hand_choice(ask: Ask, kind: str) -> Result:
    """The choice of ``kind`` ("keep", "discard") for the card of one's hand the words name, or why not."""
    card, used, why = _hand_card(ask, (kind,))
    if card is not None:
        return choices_for(ask.options, kind, card), used
    return why


@matcher("draft")
def _draft(ask: Ask) -> Result:
    return _hand_choice(ask, "keep")


# ---------------------------------------------------------------- play a card (003, Step 2)
def _face(words: list[str]) -> tuple[str | None, int]:
    n = skip_filler(words)
    rest = words[n:]
    if rest[:2] in (["face", "up"], ["face", "down"]):
        return rest[1], n + 2
    if rest[:1] in (["up"], ["down"], ["faceup"], ["facedown"]):
        return rest[0].replace("face", ""), n + 1
    if rest[:1] == ["hidden"] or rest[:1] == ["secret"]:
        return "down", n + 1
    return None, 0


@matcher("play", "battle_card")
def _play(ask: Ask) -> Result:
    verb = ask.memo.get("verb")
    if ask.words and ask.words[0] in NO:
        return _skip(ask)
    if isinstance(verb, str) and verb in VERBS.values() and str(asked(ask.sim).kind) == "play":
        return _play_by_action(ask, verb)
    card, used, why = _hand_card(ask, ("up", "down"))
    if why is not None:
        return why
    if card is not None:
        face, more = _face(ask.words[used:])
        if verb == "fight" or str(asked(ask.sim).kind) == "battle_card":
            face = face or "down"
        choice = choices_for(ask.options, face or "up", card)
        if choice is None:
            return MESSAGES("typed-face-not-now", name=_said(ask)(card), face=face or "up")
        return choice, used + more
    face, more = _face(ask.words)
    if face is not None:  # "face down": the only card, or say which
        cards = [c for c in ask.options if c.kind == face]
        if len(cards) == 1:
            return cards[0], more
        return MESSAGES("typed-which-face", face=face, names=", ".join(_said(ask)(c.target) for c in cards))
    return None


def _with_action(ask: Ask, card: str) -> str:
    """"Gunnar (harvest 2)": a card of the hand and its leader action."""
    return MESSAGES("typed-card-action", name=_said(ask)(card), action=action_text(ask.sim.catalog.cards[card].leader))


def _play_by_action(ask: Ask, kind: str) -> Result:
    """"sail 3 ...": the card in hand whose leader action is ``kind`` (the amount picks between
    several), played face up; the rest of the words answer the action."""
    cards = ask.sim.catalog.cards
    ups = [c for c in ask.of("up") if c.target in cards and cards[c.target].leader.kind == kind]
    if not ups:
        hand = ", ".join(_with_action(ask, c.target) for c in ask.of("up") if c.target in cards)
        return MESSAGES("typed-no-card-can", kind=kind, hand=hand)
    amount = number(ask.words[0]) if ask.words else None
    if len(ups) > 1 and amount is not None:
        exact = [c for c in ups if cards[c.target].leader.amount == amount]
        ups = exact or [c for c in ups if cards[c.target].leader.amount >= amount] or ups
    if len(ups) > 1:
        names = ", ".join(_with_action(ask, c.target) for c in ups)
        return MESSAGES("typed-cards-can", count=len(ups), kind=kind, names=names, card=_said(ask)(ups[0].target))
    ask.memo["action"] = kind
    return ups[0], 0


# ---------------------------------------------------------------- sailing (003, Leader Action: sailing)
def _steps(ask: Ask, most: int) -> tuple[int | str | None, int]:
    """A number of steps said after "sail" ("sail 3 to ..."), checked against ``most``."""
    if not ask.words:
        return None, 0
    said = number(ask.words[0])
    if said is None or "steps" in ask.memo:
        return None, 0
    if said > most:
        return MESSAGES("typed-sail-most", most=most, said=said), 1
    ask.memo["steps"] = said
    return said, 1


@matcher("sail_ship")
def _sail_ship(ask: Ask) -> Result:
    if ask.words and ask.words[0] in NO:
        return _skip(ask)
    d = asked(ask.sim)
    most = int(d.context.get("amount", 0))
    said, used = _steps(ask, most)
    if isinstance(said, str):
        return said
    rest = ask.words[used:]
    ships = ask.of("ship")
    m = ask.sim.map
    if rest[:1] == ["from"]:
        found, n = places_named(ask, rest[1:], ("fjord", "dock"))
        hits = [c for c in ships if c.target in found]
        if len(hits) >= 1:
            return hits[0], used + 1 + n
        return MESSAGES("typed-no-ship-there", ships=", ".join(_said(ask)(c.target) for c in ships))
    lead = skip_filler(rest)
    found, n = places_named(ask, rest[lead:], ("fjord", "dock"))
    if not found:
        if len(ships) == 1 and (used or not rest):
            return ships[0], used
        return None
    reach = []
    for c in ships:
        for goal in found:
            way = path(m.steps, c.target, goal, most)
            if way is not None:
                reach.append((len(way), c, way))
    if not reach:
        return MESSAGES("typed-no-ship-reaches", place=_said(ask)(found[0]), most=most,
                        ships=", ".join(_said(ask)(c.target) for c in ships))
    reach.sort(key=lambda r: r[0])
    _, choice, way = reach[0]
    ask.memo["path"] = list(way)
    return choice, used + lead + n


@matcher("sail_step")
def _sail_step(ask: Ask) -> Result:
    plan = ask.memo.get("path")
    if plan:
        nxt = plan.pop(0)
        ask.memo["sailed"] = True
        choice = choices_for(ask.options, "to", nxt)
        return (choice, 0) if choice is not None else MESSAGES("typed-ship-cannot-go", place=_said(ask)(nxt))
    if plan == [] and ask.memo.get("sailed"):
        stop = ask.of("stop")
        ask.memo.pop("path")
        if stop:
            return stop[0], 0
    if ask.words and ask.words[0] in NO:
        return _skip(ask)
    d = asked(ask.sim)
    words, n = _lead(ask)
    found, used = places_named(ask, words, ("fjord", "dock"))
    if not found:
        return None
    left = int(d.context.get("left", 1))
    way = path(ask.sim.map.steps, str(d.context.get("place", "")), found[0], left)
    if way is None:
        return MESSAGES("typed-too-far", place=_said(ask)(found[0]), left=left)
    if not way:  # the ship is there already: it stops there
        stop = ask.of("stop")
        return (stop[0], n + used) if stop else None
    ask.memo["path"] = list(way[1:])
    ask.memo["sailed"] = True
    choice = choices_for(ask.options, "to", way[0])
    return (choice, n + used) if choice is not None else None


@matcher("deploy")
def _deploy(ask: Ask) -> Result:
    words, n = _lead(ask)
    most = max((int(c.target) for c in ask.of("deploy")), default=0)
    if not words:
        return None
    if words[0] in NO:
        choice = choices_for(ask.options, "deploy", 0)
        return (choice, n + 1) if choice is not None else None
    if words[0] in ("deploy", "land", "settle", "all", "max"):  # "deploy" alone: as many as may go
        choice = choices_for(ask.options, "deploy", most)
        return (choice, n + 1) if choice is not None else None
    said = number(words[0])
    if said is None:
        return None
    choice = choices_for(ask.options, "deploy", said)
    if choice is None:
        return MESSAGES("typed-deploy-range", most=most)
    return choice, n + 1


@matcher("loot")
def _loot(ask: Ask) -> Result:
    return _yes_no(ask, "loot")


@matcher("rune_action")
def _rune_action(ask: Ask) -> Result:
    word = ask.words[0]
    if word in ("trade", "exchange", "swap", "draw", "gain", "move", "temple", "battle", "fight", "remove"):
        yes = ask.of("rune")
        return (yes[0], 0 if word in ("trade", "exchange", "remove", "move") else 1) if yes else None
    return _yes_no(ask, "rune")
