"""Tiny Epic Vikings' prompts: the question each kind of decision asks and how each numbered choice
reads (the ``prompts`` part of the game's definition: ``menu``, ``prompt``, ``choice_label``,
``category``). One question per :class:`~tek_access.games.vikings.rules.model.DecisionKind` (a test
holds every kind to having one). Prompts read the viewer's view, never anything hidden. Every word
from the game's messages (``ask-*`` the questions, ``label-*`` the choices), most important word
first (``accessibility.md``)."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tek_access.games.vikings.messages import MESSAGES
from tek_access.games.vikings.narration.words import (
    action_text,
    card,
    card_text,
    end_text,
    favour_text,
    name,
    needs_text,
    place,
    place_where,
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


#: decision kind -> the context fields its question says, each with its default (when the context
#: lacks it) and its form ("place": the place it names; "": as it is); its message is ``ask-KIND``
#: ("sail_ship" -> ``ask-sail-ship``). The other kinds have a function each below.
ASKED: dict[str, dict[str, tuple[Any, str]]] = {
    "place_ship": {},
    "choose_favour": {},
    "sail_ship": {"amount": (0, "")},
    "sail_step": {"left": (0, ""), "place": ("", "place")},
    "deploy_from": {},
    "loot": {"dock": ("", "place"), "cost": (0, "")},
    "remove_island": {"left": (1, "")},
    "remove_whose": {"island": ("", "place")},
    "explore_from": {"left": (0, "")},
    "explore_to": {"origin": ("", "place")},
    "harvest": {"left": (1, "")},
    "build": {},
    "temple_from": {},
    "temple_to": {"origin": ("", "place")},
    "discard": {},
    "battle_card": {},
    "exchange_give": {"left": (1, "")},
    "exchange_get": {"give": ("", "resource")},
    "complete": {},
    "favour_return": {},
}


def _asking(kind: str, fields: dict[str, tuple[Any, str]]) -> Question:
    """The question of a kind of :data:`ASKED`, filled from the decision's context."""
    msg_id = "ask-" + kind.replace("_", "-")

    def ask(game: "VikingsView", d: Decision) -> str:
        args: dict[str, Any] = {}
        for key, (default, form) in fields.items():
            value = _c(d, key, default)
            args[key] = place(game, value) if form == "place" else \
                MESSAGES("resource-name", resource=str(value)) if form == "resource" else value
        return MESSAGES(msg_id, **args)
    return ask


for _kind, _fields in ASKED.items():
    QUESTIONS[_kind] = _asking(_kind, _fields)


def prompt(game: "VikingsView", viewer: int | None) -> str:
    """The question the pending decision asks of its player, most important word first."""
    d = game.pending
    if d is None:
        return MESSAGES("ask-game-over")
    return QUESTIONS[str(d.kind)](game, d)


def category(kind: Any) -> str:
    """The announcer category a decision of ``kind`` is asked in."""
    return "war" if str(kind) in WAR_KINDS else "turn"


def menu(game: "VikingsView", viewer: int | None) -> list[str]:
    """The prompt, then "N choices:" and one numbered line per choice."""
    options = game.choices()
    lines = [prompt(game, viewer), MESSAGES("choices-count", n=len(options))]
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
        return MESSAGES("label-skip")
    if kind == "stop":
        return MESSAGES("label-stop-at", place=place(game, _c(d, "place"))) if d is not None and _c(d, "place") \
            else MESSAGES("label-stop")
    if kind == "keep":
        return card_text(game, target)
    if kind == "up":
        c = card(game, target)
        if c is None:
            return MESSAGES("label-up-unknown", card=name(game, target))
        held = seat is not None and _runes_ok(game, seat, target)
        ready = MESSAGES("label-runes-held") if held else \
            MESSAGES("label-needs", needs=needs_text(game, c.rune_action))
        rune = name(game, c.rune)
        return MESSAGES("label-up", card=name(game, c.id), leader=action_text(c.leader), rune=rune,
                        vowel=rune[:1].lower() in "aeiou", ready=ready, action=action_text(c.rune_action))
    if kind == "down":
        c = card(game, target)
        battle = game.state.battle
        return MESSAGES("label-down", card=name(game, target), battle=battle is not None,
                        strength=strength_text(game, c) if c else MESSAGES("label-strength-unknown"))
    if kind == "favour":
        where = _row_end(game, target)
        return MESSAGES("label-favour-where", favour=favour_text(game, target), where=where) if where \
            else favour_text(game, target)
    if kind == "ship" and d is not None and str(d.kind) == "build":
        return MESSAGES("label-build-ship", wood=target)
    if kind == "temple":
        return MESSAGES("label-build-temple", wood=target)
    if kind == "ship":
        return MESSAGES("label-your-ship", place=place(game, str(target)))
    if kind in ("to", "fjord"):
        return _place_label(game, str(target), viewer)
    if kind == "deploy":
        n = int(target)
        return MESSAGES("label-deploy-none") if n == 0 else MESSAGES("label-deploy", n=n)
    if kind == "island":
        return _island_label(game, str(target), viewer)
    if kind == "player":
        return game.name(int(target))
    if kind == "resource":
        have = game.state.players[seat].res[RESOURCES.index(target)] if seat is not None and seat >= 0 else None
        said = MESSAGES("resource-name", resource=str(target))
        return MESSAGES("label-resource-have", resource=said, have=have) if have is not None else said
    if kind == "loot":
        return MESSAGES("label-loot", cost=_c(d, "cost", 0))
    if kind == "rune":
        c = card(game, _c(d, "card", ""))
        return MESSAGES("label-rune-yes", action=action_text(c.rune_action)) if c is not None \
            else MESSAGES("label-rune-yes-unknown")
    if kind == "discard":
        return card_text(game, target, False)
    if kind == "slot":
        n = len(game.state.slots.get(target, []))
        return MESSAGES("label-slot", slot=slot_text(game, target), n=n, players=game.config.players)
    if kind == "end":
        return end_text(str(target)).capitalize()
    named = name(game, target) if target is not None else ""
    return MESSAGES("typed-label-other", kind=kind.replace("_", " "), name=named).strip()


def _row_end(game: "VikingsView", favour: str) -> str:
    for row, favours in game.state.rows.items():
        if favours and favour == favours[0]:
            return MESSAGES("row-end", end=f"{row}_left", row=row, side="left")
        if favours and favour == favours[-1]:
            return MESSAGES("row-end", end=f"{row}_right", row=row, side="right")
    return ""


def _place_label(game: "VikingsView", place_id: str, viewer: int | None) -> str:
    text = place_where(game, place_id)
    ships = board.ships_at(for_rules(game), place_id)
    if place_id in game.map.docks and ships:
        return MESSAGES("label-place-bumps", place=text, you=ships[0] == viewer, who=game.name(ships[0]))
    if ships:
        return MESSAGES("label-place-ships", place=text, n=len(ships))
    return text


def _island_label(game: "VikingsView", island: str, viewer: int | None) -> str:
    from tek_access.games.vikings.narration.describe import island_unit_parts

    units = island_unit_parts(game, island, viewer)
    return MESSAGES("label-island", island=place(game, island),
                    units="; ".join(units) if units else MESSAGES("label-no-units"))


# ---------------------------------------------------------------- the questions
@question("draft")
def _draft(game: "VikingsView", d: Decision) -> str:
    return MESSAGES("ask-draft", era=_c(d, "era", game.state.era), left=_c(d, "left", len(game.choices())))


@question("play")
def _play(game: "VikingsView", d: Decision) -> str:
    return MESSAGES("ask-play", battle=game.state.battle is not None)


@question("deploy")
def _deploy(game: "VikingsView", d: Decision) -> str:
    most = int(_c(d, "max", 0))
    can = max((int(c.target) for c in game.choices() if c.kind == "deploy" and str(c.target).isdigit()),
              default=most)
    # the most the choices offer: the ship may carry more than the food pays for
    return MESSAGES("ask-deploy", island=place(game, _c(d, "island", "")), can=can)


@question("bump")
def _bump(game: "VikingsView", d: Decision) -> str:
    by = _c(d, "by")
    who = MESSAGES("ask-bump-by", name=game.name(by)) if isinstance(by, int) else ""
    return MESSAGES("ask-bump", dock=place(game, _c(d, "dock", "")), by=who)


@question("build_where")
def _build_where(game: "VikingsView", d: Decision) -> str:
    unit = _c(d, "unit", "ship")
    return MESSAGES("ask-build-where-ship" if unit == "ship" else "ask-build-where-temple")


@question("rune_action")
def _rune_action(game: "VikingsView", d: Decision) -> str:
    c = card(game, _c(d, "card", ""))
    what = action_text(c.rune_action) if c is not None else MESSAGES("ask-its-rune-action")
    return MESSAGES("ask-rune-action", card=name(game, _c(d, "card", "")), what=what)


@question("favour_place")
def _favour_place(game: "VikingsView", d: Decision) -> str:
    return MESSAGES("ask-favour-place", favour=name(game, _c(d, "favour", "")))
