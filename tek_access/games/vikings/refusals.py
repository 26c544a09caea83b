"""Tiny Epic Vikings refusals: why a sentence is not a move now, in the game's terms, and what
works instead (the shape is the shared core's, :mod:`tek_access.core.refusals`; the suggestions
and "did you mean" are :mod:`tek_access.core.suggestions`'s). Read on the seat's view.

- A command answers only its own kind of question (:data:`VERB_AT`): "keep 1" at a card to play,
  "explore 2 settlers to Ravenholm" at a deploy question, "play 2 face down" in the draft are
  refused with when that command is said (:data:`VERB_WHEN`) and the question, never read as a
  bare number.
- A leader action named at the card to play ("build temple in Ravenholm") that could do nothing
  now is refused before the card is played (:func:`action_refusal`: its cost and what you have).
- At a rune action's "Do it?", a command of another rune action is refused with the card's own.

Sources: 003 (Tiny Epic Vikings), Game flow: each decision; Leader Action; rune action.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tek_access.core.messages import CORE
from tek_access.core.parsed import Unknown
from tek_access.core.refusals import fit, misplaced, refuse, said_back, with_question
from tek_access.core.suggestions import did_you_mean, misspelt_name, nearest
from tek_access.games.vikings.messages import MESSAGES
from tek_access.games.vikings.rules.model import HIDDEN, MAX_RESOURCE
from tek_access.games.vikings.view import asked, for_rules

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.view import VikingsView

_ACT = {"play"}
#: the decision kinds each play command answers, or starts from ("sail" at the card to play plays
#: the card that sails); "skip" and "yes" answer wherever their choice is offered
VERB_AT: dict[str, set[str]] = {
    "keep": {"draft"},
    "play": {"play", "battle_card", "rune_action"},
    "sail": _ACT | {"sail_ship", "sail_step"},
    "deploy": {"deploy", "deploy_from"},
    "loot": {"loot"},
    "explore": _ACT | {"explore_from", "explore_to"},
    "harvest": _ACT | {"harvest"},
    "build": _ACT | {"build", "build_where"},
    "remove": _ACT | {"remove_island", "remove_whose", "rune_action"},
    "trade": {"exchange_give", "exchange_get", "rune_action"},
    "complete": {"complete"},
    "take": {"choose_favour", "favour_return", "loot", "rune_action"},
    "discard": {"discard"},
}
#: when a command is said, for the refusal of one said at another question: the message id of vikings.ftl
#: (refuse-when-keep, refuse-when-play, refuse-when-sail, refuse-when-deploy, refuse-when-loot, refuse-when-explore,
#: refuse-when-harvest, refuse-when-build, refuse-when-remove, refuse-when-trade, refuse-when-complete,
#: refuse-when-take, refuse-when-discard)
VERB_WHEN: dict[str, str] = {verb: f"refuse-when-{verb}" for verb in VERB_AT}
#: the rune action kind a command names at the rune action's "Do it?"
RUNE_VERBS = {"trade": "exchange", "remove": "remove", "play": "battle"}
#: the leader action kind -> its decision kinds after the card is played
ACTION_AT = {"sail": {"sail_ship"}, "explore": {"explore_from"}, "harvest": {"harvest"}, "build": {"build"},
             "remove": {"remove_island"}}


def _question(game: "VikingsView", seat: int) -> str:
    from tek_access.games.vikings.narration.prompts import prompt

    return prompt(game, seat)


def _name(game: "VikingsView", thing: Any) -> str:
    from tek_access.games.vikings.narration.words import name

    return name(game, thing)


def wrong_question(game: "VikingsView", seat: int, verb: str) -> Unknown | None:
    """The refusal of command ``verb`` at a question it does not answer (its :data:`VERB_WHEN`
    and the question), or None when it answers this one."""
    kind = str(asked(game).kind)
    from tek_access.games.vikings.grammar import said_back

    why = misplaced(verb, kind, VERB_AT, {v: MESSAGES(i) for v, i in VERB_WHEN.items()}, said_back(verb))
    if why is None:
        return None
    return refuse(with_question(why, _question(game, seat)), ("choices", f"help {verb}"))


def rune_refusal(game: "VikingsView", seat: int, verb: str) -> Unknown | None:
    """At a rune action's "Do it?": the refusal of ``verb`` naming another rune action than the
    card's ("trade" when the card gains 2 food), or None when it names this one."""
    d = asked(game)
    wanted = RUNE_VERBS.get(verb)
    if str(d.kind) != "rune_action" or wanted is None or d.context.get("action") == wanted:
        return None
    from tek_access.games.vikings.narration.words import action_text

    card = game.catalog.cards.get(str(d.context.get("card")))
    does = action_text(card.rune_action) if card is not None else str(d.context.get("action"))
    named = _name(game, card.id) if card is not None else ""
    return refuse(MESSAGES("refuse-rune-action", card=named, known="yes" if card is not None else "no", does=does,
                           verb=verb), ("yes", "skip"))


def action_refusal(game: "VikingsView", seat: int, kind: str, words: list[str]) -> str | None:
    """Why leader action ``kind`` could do nothing for ``seat`` now, so that a sentence naming it
    ("build temple in Ravenholm" at 0 wood) is refused before a card is played: its cost and
    what the seat has, or what it lacks; None when it could do something."""
    s = game.state
    clan = s.players[seat]
    settled = [i for i, c in s.settlers.items() if c[seat] > 0]
    if kind == "sail" and not any(owner == seat for owner, _ in s.ships):
        return MESSAGES("refuse-no-ship")
    if kind == "explore" and not settled:
        return MESSAGES("refuse-no-settler")
    if kind == "harvest" and all(r >= MAX_RESOURCE for r in clan.res):
        return MESSAGES("refuse-all-full", most=MAX_RESOURCE)
    if kind == "remove":
        from tek_access.games.vikings.rules import board

        if not any(any(c > 0 for x, c in enumerate(counts) if x != seat) and board.has_unit(for_rules(game), i, seat)
                   for i, counts in s.settlers.items()):
            return MESSAGES("refuse-none-to-remove")
    if kind == "build":
        return _build_refusal(game, seat, words)
    return None


def _build_refusal(game: "VikingsView", seat: int, words: list[str]) -> str | None:
    from tek_access.games.vikings.rules import actions

    clan = game.state.players[seat]
    wood = clan.res[0]
    settled = any(c[seat] > 0 for c in game.state.settlers.values())
    units = [u for u in ("ship", "temple") if u in words or f"{u}s" in words] or ["ship", "temple"]
    why = []
    for unit in units:
        slots = clan.ship_slots if unit == "ship" else clan.temple_slots
        if not slots:
            why.append(MESSAGES("refuse-build-none-left", unit=unit))
        elif min(slots) > wood:
            why.append(MESSAGES("refuse-build-cost", unit=unit, cost=min(slots), wood=wood))
        elif unit == "temple" and not settled:
            why.append(MESSAGES("refuse-build-temple-where"))
        elif unit == "ship" and not actions.ship_places(for_rules(game), seat):
            why.append(MESSAGES("refuse-build-ship-where"))
        else:
            return None
    return MESSAGES("refuse-build", why="; ".join(why))


def origin_refusal(game: "VikingsView", seat: int, origin: str) -> str:
    """"explore from Elkmoor" with no settler there: why, and where the seat's settlers are."""
    settled = [_name(game, i) for i, c in game.state.settlers.items() if c[seat] > 0]
    why = MESSAGES("refuse-no-settler-on", island=_name(game, origin))
    return fit(why, MESSAGES("refuse-settlers-are-on") + " ", [", ".join(settled)]) if settled else \
        MESSAGES("refuse-no-settler")


# ---------------------------------------------------------------- words that answer nothing
def names_of(game: "VikingsView") -> dict[str, str]:
    """Every name a player may type (lowercase) -> how it is written: commands, cards in the
    catalogue, islands, fjords, docks, gods, favour cards and the clans' colours."""
    from tek_access.games.vikings.commands import word_index

    out = {w: w for w in word_index()}
    catalog = game.catalog
    for group in ("cards", "favours", "gods"):
        for thing in getattr(catalog, group, {}).values():
            out[thing.name.lower()] = thing.name
    m = game.map
    places: tuple[Mapping[str, Any], ...] = (m.islands, m.fjords, m.docks)
    for places_of in places:
        for place in places_of.values():
            out[place.name.lower()] = place.name
            first = place.name.split()[0]
            out.setdefault(first.lower(), first)
    for seat in range(game.config.players):
        out[game.name(seat).lower()] = game.name(seat)
    return out


def did_you_mean_words(game: "VikingsView", words: list[str]) -> tuple[str, str] | None:
    """The commands and names ``words`` misspell ("kep gunar"), as (the names as written, joined
    by "and", and the sentence with every one put right: "keep gunnar"); None when no word is a
    letter or two from a command or a name."""
    known = names_of(game)
    every = {w for name in known for w in name.split()}  # "bane" of Giant Bane is no typo of Arne
    meant: list[str] = []
    fixed: list[str] = []
    i = 0
    while i < len(words):
        hit = None if words[i] in every or words[i].isdigit() else misspelt_name(words[i:], known)
        if hit is None:
            fixed.append(words[i])
            i += 1
            continue
        name, size = hit
        meant.append(known[name])
        fixed.append(name)
        i += size
    if not meant:
        return None
    said = meant[0]
    for more in meant[1:]:  # "keep and Gunnar", each word joined in the language's own "and"
        said = CORE("list-and", head=said, last=more)
    return said, " ".join(fixed)


def answer_words(game: "VikingsView", seat: int) -> list[str]:
    """The words of the legal choices ("keep Astrid", "Ravenholm", "skip"), for suggestions."""
    out = []
    for c in game.choices():
        if c.kind in ("skip", "stop"):
            out.append("skip")
        elif c.kind in ("loot", "rune"):
            out.append("yes")
        elif c.kind == "keep":
            out.append(f"keep {_name(game, c.target)}")
        elif c.kind in ("up", "down") and c.target != HIDDEN:
            out.append(f"play {_name(game, c.target)}" + (" face down" if c.kind == "down" else ""))
        elif c.kind == "deploy":
            out.append(f"deploy {c.target}")
        elif c.kind == "resource":
            out.append(str(c.target))
        elif c.kind in ("island", "fjord", "to", "favour", "slot", "discard", "ship"):
            out.append(_name(game, c.target) if c.kind != "ship" or isinstance(c.target, str) else f"build {c.kind}")
    return out


def vocabulary(game: "VikingsView") -> set[str]:
    """Every word a sentence may hold: the words of every command and name, numbers' words,
    resources, the filler and the words of a card's face, a row's end, yes and no."""
    from tek_access.games.vikings.answers import FILLER, NO, NUMBER_WORDS, VERBS, YES
    from tek_access.games.vikings.matchers import ORDINALS
    from tek_access.games.vikings.rules.model import RESOURCES

    out = {w for name in names_of(game) for w in name.split()}
    out |= FILLER | NO | YES | set(NUMBER_WORDS) | set(VERBS) | set(RESOURCES) | set(ORDINALS)
    out |= {"face", "up", "down", "faceup", "facedown", "hidden", "secret", "from", "for", "top", "bottom", "left",
            "right", "upper", "lower", "all", "max", "side", "place", "put", "select", "choose", "pick", "red",
            "blue", "green", "yellow", "purple", "orange"}
    return out


def name_refusal(game: "VikingsView", seat: int, words: list[str]) -> str | None:
    """A card, favour card, resource or place the words name that is not a choice now: why (not
    in your hand, not at an end of a row, 7 already, none to give), with what may be chosen."""
    from tek_access.games.vikings.answers import named
    from tek_access.games.vikings.rules.model import RESOURCES

    catalog, m, s = game.catalog, game.map, game.state
    pairs = [(k, c.name) for k, c in catalog.cards.items()] + [(k, f.name) for k, f in catalog.favours.items()]
    pairs += [(p.id, p.name) for group in (m.islands, m.fjords, m.docks) for p in group.values()]
    pairs += [(r, r) for r in RESOURCES]
    legal = {c.target for c in game.choices()}
    for i in range(len(words)):
        found, _ = named(words[i:], pairs)
        thing = next((t for t in found if t not in legal), None) if found and not set(found) & legal else None
        if thing is None:
            continue
        name = _name(game, thing)
        clan = s.players[seat]
        kind = str(asked(game).kind)
        if thing in catalog.cards:
            why = MESSAGES("refuse-not-in-hand" if thing not in clan.hand else "refuse-not-now", name=name)
        elif thing in catalog.favours:
            rows = [f for row in s.rows.values() for f in row]
            why = MESSAGES("refuse-not-row-end" if thing in rows else "refuse-not-in-rows", name=name)
        elif thing in RESOURCES:
            have = clan.res[RESOURCES.index(thing)]
            said = MESSAGES("resource-name", resource=thing)
            why = (MESSAGES("refuse-none-to-give", res=thing, resource=said) if kind == "exchange_give" and have == 0
                   else MESSAGES("refuse-resource-most", amount=MESSAGES("resource-amount", resource=thing, n=have))
                   if have >= MAX_RESOURCE else MESSAGES("refuse-resource-not-now", resource=said))
        else:
            why = MESSAGES("refuse-not-at-question", name=name)
        labels = [w for w in answer_words(game, seat) if w != "skip"]
        return fit(why, MESSAGES("refuse-may-choose") + " ", [", ".join(dict.fromkeys(labels))] if labels else [])
    return None


def unknown(game: "VikingsView", seat: int, words: list[str]) -> Unknown:
    """Words that answer nothing at ``seat``'s question: what was typed and the question, with why:
    a name that is not a choice (:func:`name_refusal`), a word a letter or two from a command or a
    name ("did you mean"), a word of no meaning; the nearest legal answers as suggestions."""
    said = said_back(words) or MESSAGES("refuse-that")
    end = "" if said.endswith("...") else "."
    question = _question(game, seat)
    meant = did_you_mean_words(game, words)
    if meant is not None:
        name, fixed = meant
        elsewhere = wrong_question(game, seat, fixed.split()[0])
        if elsewhere is not None:  # put right, it answers another question: say that, not a suggestion refused next
            return refuse(f"{MESSAGES('refuse-did-you-mean', name=name)} {elsewhere.reason}", elsewhere.suggestions)
        reason = with_question(MESSAGES("refuse-not-choice-meant", said=said + end, name=name), question)
        return refuse(reason, (fixed, "choices"))
    near = nearest(said, answer_words(game, seat))
    why = name_refusal(game, seat, words)
    if why is not None:
        return refuse(why, near + ["choices"])
    known = vocabulary(game)
    odd = next((w for w in words if w and not w.isdigit() and w not in known), None)
    if odd is not None:
        return refuse(with_question(MESSAGES("refuse-not-choice-word", said=said + end, word=odd), question),
                      near + ["choices"])
    head = did_you_mean(words[0], [w for w in names_of(game) if " " not in w]) if words else None
    return refuse(with_question(MESSAGES("refuse-not-choice", said=said + end), question),
                  ([head] if head else []) + near + ["choices"])


def choice_words(game: "VikingsView", seat: int, choice: Any) -> str:
    """A sentence that makes ``choice`` at its decision, legal or not ("keep Astrid", "play Ulf face
    down", "build temple", "from Elkmoor", "deploy 2"): the words a player would type; "" when there
    are none. For the conformance suite: every legal one is taken, every one that is not is refused."""
    kind, target = choice.kind, choice.target
    d = game.pending
    at = str(d.kind) if d is not None else ""
    if kind == "keep":
        return f"keep {_name(game, target)}"
    if kind in ("up", "down") and target != HIDDEN:
        return f"play {_name(game, target)}" + (" face down" if kind == "down" else " face up")
    if kind == "discard":
        return f"discard {_name(game, target)}"
    if kind == "favour":
        return f"take {_name(game, target)}"
    if kind in ("ship", "temple") and at == "build":  # the cheapest slot; another is said by its number
        costs = [c.target for c in game.choices() if c.kind == kind]
        return f"build {kind}" if not costs or target == min(costs) else ""
    if kind == "ship":
        return f"from {_name(game, target)}"
    if kind == "deploy":
        return f"deploy {target}"
    if kind == "island" and at == "explore_to":
        return ""  # an island past the next one is a way there, in several steps: said by its number
    if kind == "island":
        return {"explore_from": "from ", "deploy_from": "from ", "temple_from": "from ",
                "remove_island": "from "}.get(at, "") + _name(game, target)
    if kind in ("fjord", "slot"):
        return _name(game, target)
    if kind == "player":
        return f"remove {game.name(int(target)).lower()}"
    if kind == "resource":
        return str(target)
    if kind == "end":
        return str(target).replace("_", " ")
    return {"loot": "loot", "rune": "yes", "skip": "skip", "stop": "stop"}.get(kind, "")
