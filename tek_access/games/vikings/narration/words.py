"""Tiny Epic Vikings' small wording helpers, every word from the game's messages
(:mod:`tek_access.games.vikings.messages`): names of cards, places, gods and favour cards from the
catalogue (a language's term ``-ID`` when it has one), persons in the viewer's perspective, counts
and resource lists. Most important word first (``accessibility.md``, Content rules). Every name
comes from the data files (``tek_access/games/vikings/data``); a hidden card is never named."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from tek_access.core.messages import join
from tek_access.core.words import plural, verb, who, whose  # noqa: F401  (re-exported for the narrators)
from tek_access.games.vikings.messages import MESSAGES
from tek_access.games.vikings.rules.model import HIDDEN, RESOURCES

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.rules.catalog import Action, Card, Catalog
    from tek_access.games.vikings.view import VikingsView

class Catalogued(Protocol):
    """What the naming helpers read: a game, its view, or a sheet made from the catalogue alone."""

    @property
    def catalog(self) -> "Catalog": ...


def article(word: str) -> str:
    """"an Odin", "a Thor"."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def resource_amount(resource: str, n: int) -> str:
    """"2 wood": an amount of one resource."""
    return MESSAGES("resource-amount", resource=resource, n=n)


def resources(amounts: Mapping[str, int] | Sequence[int], zero: str | None = None) -> str:
    """"2 wood, 1 food and 3 steel" (zeros left out) from a mapping or a (wood, food, steel) list;
    ``zero`` (default "nothing") when every amount is 0."""
    if not isinstance(amounts, Mapping):
        amounts = dict(zip(RESOURCES, amounts))
    said = [resource_amount(r, amounts[r]) for r in RESOURCES if amounts.get(r)]
    return join(said) if said else (MESSAGES("nothing") if zero is None else zero)


def resources_all(amounts: Mapping[str, int] | Sequence[int]) -> str:
    """"0 wood, 2 food and 1 steel": every resource, zeros too (what a clan has now)."""
    if not isinstance(amounts, Mapping):
        amounts = dict(zip(RESOURCES, amounts))
    return join(resource_amount(r, amounts.get(r, 0)) for r in RESOURCES)


def delta(amounts: Mapping[str, int]) -> str:
    """"plus 2 wood, minus 1 steel" (zeros left out)."""
    said = [MESSAGES("delta-plus" if n > 0 else "delta-minus", amount=resource_amount(r, abs(n)))
            for r in RESOURCES if (n := amounts.get(r, 0))]
    return ", ".join(said) if said else MESSAGES("no-change")


def name(game: "Catalogued", thing: Any) -> str:
    """The name of a card, favour card, god, slot or place id (the language's term ``-ID`` first,
    else the catalogue's); a hidden one is "a face-down card"."""
    if thing is None:
        return MESSAGES("nothing")
    if thing == HIDDEN:
        return MESSAGES("face-down-card")
    term = MESSAGES.term(str(thing).lower().replace(" ", "_"))
    if term is not None:
        return term
    try:
        return game.catalog.name(str(thing))
    except KeyError:
        return str(thing).replace("_", " ")


def gender(thing: Any) -> str:
    """The grammatical gender of a named thing in the current language (its term's ``.gender``:
    "masc", "fem"), "masc" when the language says none (English has none)."""
    return MESSAGES.term(str(thing), "gender") or "masc"


def elides(thing: Any) -> bool:
    """True when the current language elides before this name (its term's ``.elision``: French
    "d'Odin", not "de Odin"); False when the language says nothing."""
    return MESSAGES.term(str(thing), "elision") == "yes"


def place(game: "VikingsView", place_id: str) -> str:
    """A fjord, dock or island of this game's map by name ("North fjord", "Ravenholm harbour")."""
    term = MESSAGES.term(str(place_id))
    if term is not None:
        return term
    try:
        return game.map.place_name(place_id)
    except KeyError:
        return name(game, place_id)


def place_where(game: "VikingsView", place_id: str) -> str:
    """A place with what kind it is, each word said once: "Ravenholm village, village dock",
    "North fjord, edge"; a dock whose name does not name its island adds it ("dock of Ravenholm")."""
    m = game.map
    if place_id in m.docks:
        return MESSAGES("place-dock", name=place(game, place_id), kind=dock_kind(game, place_id))
    fjord = m.fjords.get(place_id)
    if fjord is not None:
        return MESSAGES("place-edge", name=place(game, place_id)) if fjord.edge else place(game, place_id)
    return place(game, place_id)


def dock_kind(game: "VikingsView", dock_id: str) -> str:
    """What a dock is: "village dock" while its village is there, else "dock"; then "of ISLAND"
    unless the dock's name already names its island ("Ravenholm harbour")."""
    dock = game.map.docks[dock_id]
    island = place(game, dock.island)
    return MESSAGES("dock-kind", village=bool(dock.village and dock_id in game.state.villages), island=island,
                    of=island.lower() not in place(game, dock_id).lower())


def god(game: "VikingsView", god_id: str) -> str:
    """A god's name ("Odin")."""
    return name(game, god_id)


def action_text(action: "Action") -> str:
    """How one action reads: "sail 3", "gain 2 wood", or a boon's own words."""
    if action.text:
        return action.text[0].lower() + action.text[1:]
    resource = MESSAGES("resource-name", resource=action.resource) if action.resource else ""
    return MESSAGES("action-words", kind=action.kind, n=action.amount, resource=resource)


def needs_text(game: "Catalogued", action: "Action") -> str:
    """The runes a rune action needs: "1 Odin rune and 1 Thor rune"."""
    return join(MESSAGES("rune-count", n=n, god=name(game, g)) for g, n in action.needs) or MESSAGES("no-rune")


def card(game: "Catalogued", card_id: str) -> "Card | None":
    """The card of ``card_id``, or None for a hidden or unknown one."""
    return game.catalog.cards.get(card_id) if card_id != HIDDEN else None


def strength_text(game: "Catalogued", c: "Card") -> str:
    """A card's war strength: "strength 2, plus 1 for each Thor rune you hold, pay 1 steel"."""
    return MESSAGES("strength-text", strength=c.strength, bonus=c.bonus or "none",
                    god=name(game, c.rune) if c.bonus == "rune" else "", steel=c.steel or 0)


def card_text(game: "Catalogued", card_id: str, full: bool = True) -> str:
    """One card in one line: "Astrid, Odin rune, strength 1. Leader: sail 3. Rune action with 1
    Odin rune: gain 2 wood." (``full`` False: the name, rune and leader action only)."""
    c = card(game, card_id)
    if c is None:
        return name(game, card_id)
    if not full:
        return MESSAGES("card-text-short", card=name(game, c.id), rune=name(game, c.rune), leader=action_text(c.leader))
    return MESSAGES("card-text", card=name(game, c.id), rune=name(game, c.rune), strength=strength_text(game, c),
                    leader=action_text(c.leader), needs=needs_text(game, c.rune_action),
                    action=action_text(c.rune_action))


def favour_text(game: "Catalogued", favour_id: str) -> str:
    """"Golden Horn, Odin rune, sack 1 wood and 1 food"; a hidden one: "a face-down favour card"."""
    if favour_id == HIDDEN:
        return MESSAGES("face-down-favour")
    f = game.catalog.favours.get(favour_id)
    if f is None:
        return name(game, favour_id)
    return MESSAGES("favour-text", favour=name(game, favour_id), rune=name(game, f.rune), sack=resources(f.sack))


def end_text(end: str | None) -> str:
    """A row end ("top_left") as said: "the left end of the top row"."""
    if not end:
        return MESSAGES("end-rows")
    row, _, side = end.partition("_")
    return MESSAGES("end-text", end=end, row=row, side=side)


def slot_text(game: "VikingsView", slot_id: str) -> str:
    """A completion slot: "Feast: harvest 2" or "Odin's board: Odin's rage plus 2"."""
    slot = game.catalog.slots.get(slot_id)
    if slot is not None:
        return MESSAGES("slot-text", slot=MESSAGES.term(slot_id) or slot.name, action=action_text(slot.action))
    return MESSAGES("slot-god", god=name(game, slot_id), elision=elides(slot_id))
