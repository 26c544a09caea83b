"""Tiny Epic Vikings' small wording helpers: names of cards, places, gods and favour cards from the
catalogue, persons in the viewer's perspective, counts and resource lists. Plain ASCII, most
important word first (``accessibility.md``, Content rules). Every name comes from the data files
(``tek_access/games/vikings/data``); a hidden card is never named."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from tek_access.core.words import amounts as _amounts
from tek_access.core.words import join, plural, verb, who, whose  # noqa: F401  (re-exported for the narrators)
from tek_access.games.vikings.rules.model import HIDDEN, RESOURCES

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.rules.catalog import Action, Card, Catalog
    from tek_access.games.vikings.view import VikingsView


class Catalogued(Protocol):
    """What the naming helpers read: a game, its view, or a sheet made from the catalogue alone."""

    @property
    def catalog(self) -> "Catalog": ...

#: how a leader, rune, boon or slot action reads, by kind ({n}: its amount, {r}: its resource)
ACTION_WORDS = {
    "sail": "sail {n}", "remove": "remove {n} enemy {settlers}", "explore": "explore {n}",
    "harvest": "harvest {n}", "build": "build a ship or a temple", "temple": "move a temple",
    "swap": "draw a card and discard one", "battle": "play one more card face down",
    "gain": "gain {n} {r}", "exchange": "exchange up to {n} {resources}, 1 for 1",
}
#: the turn's optional steps as a player hears them (action_skipped's ``action``)
STEP_WORDS = {"sail": "sailing", "remove": "removing", "explore": "exploring", "harvest": "harvesting",
              "build": "building", "loot": "looting", "rune": "the rune action", "complete": "completing a village",
              "temple": "moving a temple", "exchange": "exchanging", "battle": "the battle card", "deploy": "deploying"}


def article(word: str) -> str:
    """"an Odin", "a Thor"."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def resources(amounts: Mapping[str, int] | Sequence[int], zero: str = "nothing") -> str:
    """"2 wood, 1 food and 3 steel" (zeros left out) from a mapping or a (wood, food, steel) list."""
    return _amounts(RESOURCES, amounts, zero)


def resources_all(amounts: Mapping[str, int] | Sequence[int]) -> str:
    """"0 wood, 2 food and 1 steel": every resource, zeros too (what a clan has now)."""
    if not isinstance(amounts, Mapping):
        amounts = dict(zip(RESOURCES, amounts))
    return join(f"{amounts.get(r, 0)} {r}" for r in RESOURCES)


def delta(amounts: Mapping[str, int]) -> str:
    """"plus 2 wood, minus 1 steel" (zeros left out)."""
    said = [f"{'plus' if n > 0 else 'minus'} {abs(n)} {r}" for r in RESOURCES if (n := amounts.get(r, 0))]
    return ", ".join(said) if said else "no change"


def name(game: "Catalogued", thing: Any) -> str:
    """The name of a card, favour card, god, slot or place id; a hidden one is "a face-down card"."""
    if thing is None:
        return "nothing"
    if thing == HIDDEN:
        return "a face-down card"
    try:
        return game.catalog.name(str(thing))
    except KeyError:
        return str(thing).replace("_", " ")


def place(game: "VikingsView", place_id: str) -> str:
    """A fjord, dock or island of this game's map by name ("North fjord", "Ravenholm harbour")."""
    try:
        return game.map.place_name(place_id)
    except KeyError:
        return name(game, place_id)


def place_where(game: "VikingsView", place_id: str) -> str:
    """A place with what kind it is, each word said once: "Ravenholm village, village dock",
    "North fjord, edge"; a dock whose name does not name its island adds it ("dock of Ravenholm")."""
    m = game.map
    dock = m.docks.get(place_id)
    if dock is not None:
        return f"{dock.name}, {dock_kind(game, place_id)}"
    fjord = m.fjords.get(place_id)
    if fjord is not None:
        return f"{fjord.name}, edge" if fjord.edge else fjord.name
    return place(game, place_id)


def dock_kind(game: "VikingsView", dock_id: str) -> str:
    """What a dock is: "village dock" while its village is there, else "dock"; then "of ISLAND"
    unless the dock's name already starts with its island's name ("Ravenholm harbour")."""
    dock = game.map.docks[dock_id]
    kind = "village dock" if dock.village and dock_id in game.state.villages else "dock"
    island = game.map.islands[dock.island].name
    return kind if dock.name.lower().startswith(island.lower()) else f"{kind} of {island}"


def god(game: "VikingsView", god_id: str) -> str:
    """A god's name ("Odin")."""
    return name(game, god_id)


def action_text(action: "Action") -> str:
    """How one action reads: "sail 3", "gain 2 wood", or a boon's own words."""
    if action.text:
        return action.text[0].lower() + action.text[1:]
    words = ACTION_WORDS.get(action.kind, action.kind)
    one = action.amount == 1
    return words.format(n=action.amount, r=action.resource, settlers="settler" if one else "settlers",
                        resources="resource" if one else "resources")


def needs_text(game: "Catalogued", action: "Action") -> str:
    """The runes a rune action needs: "1 Odin rune and 1 Thor rune"."""
    return join(plural(n, f"{name(game, g)} rune") for g, n in action.needs) or "no rune"


def card(game: "Catalogued", card_id: str) -> "Card | None":
    """The card of ``card_id``, or None for a hidden or unknown one."""
    return game.catalog.cards.get(card_id) if card_id != HIDDEN else None


def strength_text(game: "Catalogued", c: "Card") -> str:
    """A card's war strength: "strength 2, plus 1 for each Thor rune you hold, pay 1 steel"."""
    text = f"strength {c.strength}"
    if c.bonus == "rune":
        text += f", plus 1 for each {name(game, c.rune)} rune you hold"
    elif c.bonus == "kinds":
        text += ", plus 1 for each kind of resource you hold"
    if c.steel:
        text += f", pay {c.steel} steel"
    return text


def card_text(game: "Catalogued", card_id: str, full: bool = True) -> str:
    """One card in one line: "Astrid, Odin rune, strength 1. Leader: sail 3. Rune action with 1
    Odin rune: gain 2 wood." (``full`` False: the name, rune and leader action only)."""
    c = card(game, card_id)
    if c is None:
        return name(game, card_id)
    head = f"{c.name}, {name(game, c.rune)} rune. Leader: {action_text(c.leader)}."
    if not full:
        return head
    return (f"{c.name}, {name(game, c.rune)} rune, {strength_text(game, c)}. Leader: {action_text(c.leader)}. "
            f"Rune action with {needs_text(game, c.rune_action)}: {action_text(c.rune_action)}.")


def favour_text(game: "Catalogued", favour_id: str) -> str:
    """"Golden Horn, Odin rune, sack 1 wood and 1 food"; a hidden one: "a face-down favour card"."""
    if favour_id == HIDDEN:
        return "a face-down favour card"
    f = game.catalog.favours.get(favour_id)
    if f is None:
        return name(game, favour_id)
    return f"{f.name}, {name(game, f.rune)} rune, sack {resources(f.sack)}"


def end_text(end: str | None) -> str:
    """A row end ("top_left") as said: "the left end of the top row"."""
    if not end:
        return "the rows"
    row, _, side = end.partition("_")
    return f"the {side} end of the {row} row"


def slot_text(game: "VikingsView", slot_id: str) -> str:
    """A completion slot: "Feast: harvest 2" or "Odin's board: Odin's rage plus 2"."""
    slot = game.catalog.slots.get(slot_id)
    if slot is not None:
        return f"{slot.name}: {action_text(slot.action)}"
    return f"{name(game, slot_id)}'s board: {name(game, slot_id)}'s rage plus 2"
