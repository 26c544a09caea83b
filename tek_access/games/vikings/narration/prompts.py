"""Tiny Epic Vikings' prompts: the question each kind of decision asks and how each numbered choice
reads (the ``prompts`` part of the game's definition: ``menu``, ``prompt``, ``choice_label``,
``category``). One question per :class:`~tek_access.games.vikings.rules.model.DecisionKind` (a test
holds every kind to having one). Prompts read the viewer's view, never anything hidden. Plain
ASCII, most important word first (``accessibility.md``)."""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tek_access.games.vikings.narration.words import (
    action_text,
    article,
    card,
    card_text,
    end_text,
    favour_text,
    name,
    needs_text,
    place,
    place_where,
    plural,
    slot_text,
    strength_text,
)
from tek_access.games.vikings.rules import board
from tek_access.games.vikings.rules.model import RESOURCES, Choice, Decision
from tek_access.games.vikings.view import for_rules

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.view import VikingsView

Question = Callable[[Any, Decision], str]
#: decision kind -> its question
QUESTIONS: dict[str, Question] = {}
#: decision kinds asked in the "war" category (battles); the rest are "turn"
WAR_KINDS = frozenset({"choose_favour", "battle_card", "favour_return", "favour_place"})


def question(*kinds: str) -> Callable[[Question], Question]:
    """Register the question of decision ``kinds``."""
    def register(fn: Question) -> Question:
        for kind in kinds:
            QUESTIONS[kind] = fn
        return fn
    return register


def _c(d: Decision | None, key: str, default: Any = None) -> Any:
    """The pending decision's context ``key`` (``default`` without it, or without a decision)."""
    return d.context.get(key, default) if d is not None else default


#: decision kind -> its question, where the words need no more than the decision's context: "{key}"
#: is a context value ("{key=1}": 1 when it is absent, else nothing), "{key:place}" the place it names,
#: "{key=0:steps}" "3 steps". The other kinds have a function each below.
ASKED: dict[str, str] = {
    "place_ship": "Set-up: place one ship in an edge fjord.",
    "choose_favour": "Battle: choose the favour card to fight for, from an end of a row.",
    "sail_ship": "Sail: which ship? Up to {amount=0:steps}.",
    "sail_step": "Sail: {left=0:steps} left, at {place:place}. Next step, or stop.",
    "deploy_from": "No settler left on your clan board: take one back from which island?",
    "loot": "Loot {dock:place} for {cost=0} steel?",
    "remove_island": "Remove an enemy settler, {left=1} left: from which island?",
    "remove_whose": "Remove whose settler from {island:place}?",
    "explore_from": "Explore, {left=0:steps} left: move a settler from which island?",
    "explore_to": "Explore from {origin:place}: to which island?",
    "harvest": "Harvest, {left=1} left: choose a resource.",
    "build": "Build: a ship or a temple?",
    "temple_from": "Move a temple: from which island?",
    "temple_to": "Move the temple from {origin:place}: to which island?",
    "discard": "Swap: discard one card of your hand.",
    "battle_card": "Battle rune action: play one more card face down?",
    "exchange_give": "Exchange, {left=1} left: which resource do you give?",
    "exchange_get": "Exchange 1 {give}: for which resource?",
    "complete": "Complete a village: choose a slot, or skip.",
    "favour_return": "A fourth favour card: give one back.",
}
_FIELD = re.compile(r"\{(\w+)(?:=(\w*))?(?::(\w+))?\}")


def _asking(template: str) -> Question:
    """The question of a template of :data:`ASKED`, filled from the decision's context."""
    def ask(game: "VikingsView", d: Decision) -> str:
        def fill(field: re.Match[str]) -> str:
            key, default, form = field.groups()
            value = _c(d, key, int(default) if default and default.isdigit() else (default or ""))
            if form == "place":
                return place(game, value)
            if form == "steps":
                return plural(value, "step")
            return str(value)
        return _FIELD.sub(fill, template)
    return ask


for _kind, _template in ASKED.items():
    QUESTIONS[_kind] = _asking(_template)


def prompt(game: "VikingsView", viewer: int | None) -> str:
    """The question the pending decision asks of its player, most important word first."""
    d = game.pending
    if d is None:
        return "The game is over. Say score to hear the result."
    return QUESTIONS[str(d.kind)](game, d)


def category(kind: Any) -> str:
    """The announcer category a decision of ``kind`` is asked in."""
    return "war" if str(kind) in WAR_KINDS else "turn"


def menu(game: "VikingsView", viewer: int | None) -> list[str]:
    """The prompt, then "N choices:" and one numbered line per choice."""
    options = game.choices()
    lines = [prompt(game, viewer), f"{plural(len(options), 'choice')}:"]
    lines += [f"{i}. {choice_label(game, c, viewer)}" for i, c in enumerate(options, 1)]
    return lines


def _runes_ok(game: "VikingsView", seat: int, card_id: str) -> bool:
    c = card(game, card_id)
    if c is None:
        return False
    held = board.runes_held(for_rules(game), seat)
    held[c.rune] = held.get(c.rune, 0) + 1  # the card's own rune counts once it is played
    return all(held.get(g, 0) >= n for g, n in c.rune_action.needs)


def choice_label(game: "VikingsView", choice: Choice, viewer: int | None) -> str:
    """How one numbered choice of the pending decision reads ("Astrid face up: sail 3")."""
    d = game.pending
    kind, target = choice.kind, choice.target
    seat = d.player if d is not None else viewer
    if kind == "skip":
        return "Skip: do nothing here"
    if kind == "stop":
        return f"Stop at {place(game, _c(d, 'place'))}" if d is not None and _c(d, "place") else "Stop here"
    if kind == "keep":
        return card_text(game, target)
    if kind == "up":
        c = card(game, target)
        if c is None:
            return f"{name(game, target)} face up"
        held = seat is not None and _runes_ok(game, seat, target)
        ready = "runes held" if held else f"needs {needs_text(game, c.rune_action)}"
        return (f"{c.name} face up: {action_text(c.leader)}. Gives {article(name(game, c.rune))} rune. "
                f"Rune action, {ready}: {action_text(c.rune_action)}")
    if kind == "down":
        c = card(game, target)
        battle = game.state.battle
        what = "join the battle" if battle is not None else "start a battle"
        return f"{name(game, target)} face down: {what}, {strength_text(game, c) if c else 'strength unknown'}"
    if kind == "favour":
        where = _row_end(game, target)
        return favour_text(game, target) + (f", {where}" if where else "")
    if kind == "ship" and d is not None and str(d.kind) == "build":
        return f"Ship, {target} wood; each harvest after gives 1 more food"
    if kind == "temple":
        return f"Temple, {target} wood, 4 influence; each harvest after gives 1 more resource"
    if kind == "ship":
        return f"Your ship in {place(game, str(target))}"
    if kind in ("to", "fjord"):
        return _place_label(game, str(target), viewer)
    if kind == "deploy":
        n = int(target)
        return "Deploy no settler" if n == 0 else f"Deploy {plural(n, 'settler')}, {n} food"
    if kind == "island":
        return _island_label(game, str(target), viewer)
    if kind == "player":
        return game.name(int(target))
    if kind == "resource":
        have = game.state.players[seat].res[RESOURCES.index(target)] if seat is not None and seat >= 0 else None
        return f"{target}" + (f", you have {have}" if have is not None else "")
    if kind == "loot":
        return f"Loot, pay {_c(d, 'cost', 0)} steel, take a village"
    if kind == "rune":
        c = card(game, _c(d, "card", ""))
        return f"Yes: {action_text(c.rune_action)}" if c is not None else "Yes: the rune action"
    if kind == "discard":
        return card_text(game, target, False)
    if kind == "slot":
        n = len(game.state.slots.get(target, []))
        return f"{slot_text(game, target)}, {n} of {game.config.players} villages there"
    if kind == "end":
        return end_text(str(target)).capitalize()
    return f"{kind.replace('_', ' ')} {name(game, target) if target is not None else ''}".strip()


def _row_end(game: "VikingsView", favour: str) -> str:
    for row, favours in game.state.rows.items():
        if favours and favour == favours[0]:
            return f"left end of the {row} row"
        if favours and favour == favours[-1]:
            return f"right end of the {row} row"
    return ""


def _place_label(game: "VikingsView", place_id: str, viewer: int | None) -> str:
    text = place_where(game, place_id)
    ships = board.ships_at(for_rules(game), place_id)
    if place_id in game.map.docks and ships:
        owner = "your ship" if ships[0] == viewer else f"{game.name(ships[0])}'s ship"
        text += f", bumps {owner} out"
    elif ships:
        text += f", {plural(len(ships), 'ship')} here"
    return text


def _island_label(game: "VikingsView", island: str, viewer: int | None) -> str:
    from tek_access.games.vikings.narration.describe import island_units

    units = island_units(game, island, viewer)
    return f"{place(game, island)}: " + ("no units" if units == "none" else units)


# ---------------------------------------------------------------- the questions
@question("draft")
def _draft(game: "VikingsView", d: Decision) -> str:
    left = _c(d, "left", len(game.choices()))
    return f"Draft, era {_c(d, 'era', game.state.era)}: keep 1 of {plural(left, 'card')}; the rest pass on."


@question("play")
def _play(game: "VikingsView", d: Decision) -> str:
    battle = "join the battle" if game.state.battle is not None else "start a battle"
    return f"Play a card: face up for its actions, or face down to {battle}."


@question("deploy")
def _deploy(game: "VikingsView", d: Decision) -> str:
    most = int(_c(d, "max", 0))
    can = max((int(c.target) for c in game.choices() if c.kind == "deploy" and str(c.target).isdigit()),
              default=most)
    # the most the choices offer: the ship may carry more than the food pays for
    return f"Deploy settlers on {place(game, _c(d, 'island', ''))}: 0 to {can}, 1 food each."


@question("bump")
def _bump(game: "VikingsView", d: Decision) -> str:
    by = _c(d, "by")
    who = f" by {game.name(int(by))}" if isinstance(by, int) else ""
    return f"Bumped from {place(game, _c(d, 'dock', ''))}{who}: choose a fjord for your ship."


@question("build_where")
def _build_where(game: "VikingsView", d: Decision) -> str:
    unit = _c(d, "unit", "ship")
    return "Build a ship: in which fjord?" if unit == "ship" else "Build a temple: on which island?"


@question("rune_action")
def _rune_action(game: "VikingsView", d: Decision) -> str:
    c = card(game, _c(d, "card", ""))
    what = action_text(c.rune_action) if c is not None else "its rune action"
    return f"Rune action of {name(game, _c(d, 'card', ''))}: {what}. Do it?"


@question("favour_place")
def _favour_place(game: "VikingsView", d: Decision) -> str:
    return f"Give back {name(game, _c(d, 'favour', ''))}: to which end of a row?"
