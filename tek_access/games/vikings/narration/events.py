"""Narrators for set-up, the draft, the turn, the leader and rune actions, the islands' runes, the
tidy-up and the end of the game (003: Game settings, Phase 1: Draft, Stage Two: Action, Leader
Action, Rune action, Influence and control islands, Stage 3: Tidy up, Game over). Battles, favour
cards, boons and rage are in :mod:`.battle`.

Brief says the fact; normal adds who and what it cost; full adds what it leaves (resources now,
the cards' texts). A secret (one's own hand, a face-down card) is private to its seat by the
event itself; a face-down card is a hot-seat secret line.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import Event
from tek_access.games.vikings.narration.describe import result_lines
from tek_access.games.vikings.narration.lines import Line, Said, merger, narrator
from tek_access.games.vikings.narration.lines import player as _p
from tek_access.games.vikings.narration.words import (
    STEP_WORDS,
    action_text,
    card,
    card_text,
    delta,
    join,
    name,
    needs_text,
    place,
    plural,
    resources_all,
    strength_text,
    verb,
    who,
    whose,
)

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.view import VikingsView


# ---------------------------------------------------------------- set-up (003, Game settings)
@narrator("game_started")
def _game_started(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    start = int(e.data["start"])
    lines = [Line(f"Game begins. {e.data['players']} clans. {who(game, start, viewer)} "
                  f"{verb(start, viewer, 'hold', 'holds')} the horn and {verb(start, viewer, 'start', 'starts')}.",
                  "turn", "game_start")]
    if verbosity != "brief":
        gods = [name(game, g) for g in e.data.get("gods", [])]
        lines.append(Line(f"Map: {name(game, e.data['map']) if e.data.get('map') else game.map.name}. "
                          f"Gods: {join(gods)}, rage 0 each.", "system"))
        if viewer is not None:
            lines.append(Line(f"You are {game.name(viewer)}.", "system"))
    if verbosity == "full":
        for row, favours in (e.data.get("rows") or {}).items():
            lines.append(Line(f"Favour cards, {row} row, {len(favours)}: {join(name(game, f) for f in favours)}.",
                              "system"))
    return lines


@narrator("ship_placed")
def _ship_placed(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    where = place(game, e.data["fjord"])
    if verbosity == "brief":
        return Line(f"{who(game, p, viewer)}: ship in {where}.", "action")
    return Line(f"{who(game, p, viewer)} {verb(p, viewer, 'place', 'places')} a ship in {where}.", "action")


# ---------------------------------------------------------------- the draft (003, Phase 1)
@narrator("era_started")
def _era_started(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    direction = "left, clockwise" if e.data["direction"] == "left" else "right, counterclockwise"
    text = f"Era {e.data['era']} begins. Draft: {e.data['cards']} cards each, hands pass {direction}."
    if verbosity == "brief":
        text = f"Era {e.data['era']}. Draft {e.data['cards']} cards, passing {e.data['direction']}."
    return Line(text, "turn", "round_end")


@narrator("deck_shuffled")
def _deck_shuffled(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(f"The discard pile is shuffled into a new Viking deck of {plural(e.data['count'], 'card')}.",
                "system")


def _hand_lines(game: "VikingsView", lead: str, cards: list[str], verbosity: str) -> list[Line]:
    """A hand, said to its owner alone, by name (the menu that follows reads each card whole): a
    secret line, so a shared keyboard shows "Locked." until the owner has the keyboard."""
    names = [name(game, c) for c in cards]
    return [Line(f"{lead}, {plural(len(cards), 'card')}: {join(names)}.", "turn", secret=True)]


@narrator("hand_dealt")
def _hand_dealt(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    return _hand_lines(game, "Your draft hand", list(e.data["cards"]), verbosity)


@narrator("cards_dealt")
def _cards_dealt(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    if p == viewer or verbosity != "full":
        return None
    return Line(f"{game.name(p)} is dealt {plural(e.data['count'], 'card')}.", "turn")


@narrator("card_kept")
def _card_kept(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(f"You keep {name(game, e.data['card'])}.", "action", secret=True)


@narrator("draft_pick")
def _draft_pick(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    if p == viewer or verbosity == "brief":
        return None
    return Line(f"{game.name(p)} keeps a card.", "action")


@narrator("hands_passed")
def _hands_passed(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    if verbosity == "brief":
        return None
    return Line(f"Hands pass {e.data['direction']}: {plural(e.data['count'], 'card')} each.", "turn")


@narrator("hand_received")
def _hand_received(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    origin = e.data.get("origin")
    lead = f"Your new hand from {game.name(int(origin))}" if isinstance(origin, int) and origin != viewer \
        else "Your new hand"
    cards = list(e.data["cards"])
    if len(cards) == 1:
        return Line(f"Last card passed to you: {name(game, cards[0])}. It joins your hand.", "turn", secret=True)
    return _hand_lines(game, lead, cards, verbosity)


@narrator("draft_done")
def _draft_done(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    tail = " Say hand to hear yours." if viewer is not None else ""
    return Line(f"Draft over. Each clan takes up its kept cards as its hand.{tail}", "turn")


# ---------------------------------------------------------------- the turn (003, Stage Two)
@narrator("turn_started")
def _turn_started(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    if p == viewer:
        return Line(f"Your turn. Era {e.data['era']}, turn {e.data['turn']}.", "turn", "your_turn")
    return Line(f"{game.name(p)}'s turn. Turn {e.data['turn']}.", "turn")


@narrator("card_played")
def _card_played(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    c = card(game, e.data["card"])
    if c is None:
        return Line(f"{who(game, p, viewer)} {verb(p, viewer, 'play', 'plays')} a card face up.", "action")
    if verbosity == "brief":
        return Line(f"{who(game, p, viewer)}: {c.name} face up, {action_text(c.leader)}.", "action")
    text = (f"{who(game, p, viewer)} {verb(p, viewer, 'play', 'plays')} {c.name} face up: "
            f"{name(game, c.rune)} rune, leader action {action_text(c.leader)}.")
    if verbosity == "full":
        text = (f"{text[:-1]}; rune action with {needs_text(game, c.rune_action)}: {action_text(c.rune_action)}; "
                f"{strength_text(game, c)}.")
    return Line(text, "action")


@narrator("card_hidden")
def _card_hidden(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    c = card(game, e.data["card"])
    text = name(game, e.data["card"]) if c is None else f"{c.name}, {strength_text(game, c)}"
    return Line(f"Your face-down card: {text}. Locked until the reveal.", "war", secret=True)


# ---------------------------------------------------------------- actions (003, Leader Action)
@narrator("ship_moved")
def _ship_moved(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    if verbosity == "brief":
        return Line(f"{who(game, p, viewer)} {verb(p, viewer, 'sail', 'sails')} to {place(game, e.data['to'])}.",
                    "action")
    return Line(f"{who(game, p, viewer)} {verb(p, viewer, 'sail', 'sails')} from {place(game, e.data['origin'])} "
                f"to {place(game, e.data['to'])}.", "action")


@narrator("ship_bumped")
def _ship_bumped(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p, by = _p(e), int(e.data["by"])
    return Line(f"Bumped. {whose(game, p, viewer).capitalize()} ship leaves {place(game, e.data['origin'])} "
                f"for {place(game, e.data['to'])}, making room for {who(game, by, viewer).replace('You', 'you')}.",
                "action")


@narrator("settlers_deployed")
def _deployed(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p, n = _p(e), int(e.data["count"])
    if n == 0:
        return None if verbosity == "brief" else Line(
            f"{who(game, p, viewer)} {verb(p, viewer, 'deploy', 'deploys')} no settler.", "action")
    text = (f"{who(game, p, viewer)} {verb(p, viewer, 'deploy', 'deploys')} {plural(n, 'settler')} "
            f"on {place(game, e.data['island'])}")
    food = int(e.data.get("food", n))
    if verbosity != "brief":
        text += f", paying {food} food" + (" for the whole deployment" if food != n else "")
    return Line(text + ".", "action")


def _count(e: Event) -> int:
    """How many like events one merged event says (:func:`_same_settlers`), 1 for one."""
    return int(e.data.get("count", 1))


@merger("settler_removed", "settler_moved")
def _same_settlers(first: Event, second: Event) -> dict | None:
    """Two settlers of one clan removed from (or moved between) the same places in a row: one event, counted."""
    keys = [k for k in first.data if k != "count"]
    if any(first.data.get(k) != second.data.get(k) for k in keys) or set(second.data) - set(first.data) - {"count"}:
        return None
    return {**first.data, "count": _count(first) + _count(second)}


@merger("resources_changed")
def _same_gain(first: Event, second: Event) -> dict | None:
    """One clan's resources changed twice in a row for the same reason (a harvest taken one at a time): the sum."""
    if first.data["player"] != second.data["player"] or first.data.get("reason") != second.data.get("reason"):
        return None
    total = {k: first.data["delta"].get(k, 0) + second.data["delta"].get(k, 0)
             for k in dict.fromkeys([*first.data["delta"], *second.data["delta"]])}
    return {**first.data, "delta": total, "now": second.data["now"]}


@narrator("settler_removed")
def _settler_removed(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p, island, reason = _p(e), place(game, e.data["island"]), e.data.get("reason")
    by, n = e.data.get("by"), _count(e)
    owner = whose(game, p, viewer).capitalize()
    # one settler: "your settler"; more: "2 of your settlers" (one line for them all)
    settlers = f"{whose(game, p, viewer)} settler" if n == 1 else f"{n} of {whose(game, p, viewer)} settlers"
    if reason == "redeploy":
        some = plural(n, "settler") if n > 1 else "a settler"
        return Line(f"{who(game, p, viewer)} {verb(p, viewer, 'take', 'takes')} {some} back from {island} "
                    "to deploy again.", "action")
    if reason == "majority":
        most = f": {who(game, int(by), viewer).replace('You', 'you')} {verb(int(by), viewer, 'have', 'has')} " \
               "the most settlers there" if isinstance(by, int) else ""
        leaves = f"{owner} settler leaves" if n == 1 else f"{settlers.capitalize()} leave"
        return Line(f"Crowded out. {leaves} {island}{most}.", "action")
    if isinstance(by, int):  # who did it first: "Removed. Blue removes your settler from Ravenholm."
        return Line(f"Removed. {who(game, by, viewer)} {verb(by, viewer, 'remove', 'removes')} "
                    f"{settlers} from {island}.", "action")
    removed = f"{owner} settler on {island} is removed" if n == 1 else \
        f"{settlers.capitalize()} on {island} are removed"
    return Line(f"Removed. {removed}.", "action")


@narrator("settler_moved")
def _settler_moved(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p, n = _p(e), _count(e)
    # exploring, or a settler taken from another island to deploy (no settler left on the clan board)
    return Line(f"{who(game, p, viewer)} {verb(p, viewer, 'move', 'moves')} "
                f"{'a settler' if n == 1 else plural(n, 'settler')} from "
                f"{place(game, e.data['origin'])} to {place(game, e.data['to'])}.", "action")


@narrator("resources_changed")
def _resources(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    change = delta(e.data["delta"])
    if change == "no change":
        return None
    reason = e.data.get("reason")
    why = f" ({reason})" if reason and verbosity != "brief" else ""
    said_now = verbosity == "full" or (p == viewer and verbosity == "normal")
    now = f" Now {resources_all(e.data['now'])}." if said_now else ""
    gained = any(n > 0 for n in e.data["delta"].values())
    return Line(f"{who(game, p, viewer)}: {change}{why}.{now}", "resources",
                "resource_gained" if gained and p == viewer else None)


#: what a building event built, and the field that names where
_BUILT = {"ship_built": ("a ship in", "fjord"), "temple_built": ("a temple on", "island")}


@narrator(*_BUILT)
def _built(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    what, where = _BUILT[e.kind]
    cost = f" for {e.data['cost']} wood" if verbosity != "brief" else ""
    return Line(f"Built. {who(game, p, viewer)} {verb(p, viewer, 'build', 'builds')} {what} "
                f"{place(game, e.data[where])}{cost}.", "action", "tower_built")


# ---------------------------------------------------------------- runes (003, Influence and control islands)
@narrator("rune_stolen")
def _rune_stolen(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p, victim = _p(e), int(e.data["victim"])
    return Line(f"Rune stolen. {who(game, p, viewer)} {verb(p, viewer, 'take', 'takes')} the "
                f"{name(game, e.data['god'])} rune of {place(game, e.data['island'])} from "
                f"{who(game, victim, viewer).replace('You', 'you')}.", "action")


# ---------------------------------------------------------------- rune actions and villages
@narrator("card_drawn")
def _card_drawn(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    if p == viewer:
        return None  # card_drawn_is says which
    return Line(f"{game.name(p)} draws a card.", "action")


@narrator("card_drawn_is")
def _card_drawn_is(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    text = card_text(game, e.data["card"]) if verbosity == "full" else name(game, e.data["card"])
    return Line(f"You draw {text}.", "action", secret=True)


#: why an action could do nothing (action_skipped with why "nothing"), after "You cannot explore: "
NOTHING_WHY = {"explore": "no settler of {whose} is on an island",
               "build": "no ship or temple {whose} wood pays for has a place"}


@narrator("action_skipped")
def _action_skipped(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    action = str(e.data.get("action"))
    if e.data.get("why") == "nothing" and action in NOTHING_WHY:  # said at every verbosity: the card did nothing
        owner = "yours" if p == viewer else f"{game.name(p)}'s"
        whose = "your" if p == viewer else f"{game.name(p)}'s"
        why = NOTHING_WHY[action].format(whose=owner if action == "explore" else whose)
        return Line(f"{who(game, p, viewer)} cannot {action}: {why}.", "action")
    if verbosity == "brief":
        return None
    step = STEP_WORDS.get(str(e.data.get("action")), str(e.data.get("action", "the step")).replace("_", " "))
    return Line(f"{who(game, p, viewer)} {verb(p, viewer, 'skip', 'skips')} {step}.", "action")


# ---------------------------------------------------------------- tidy up and the end (003, Stage 3, Game over)
@narrator("era_ended")
def _era_ended(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(f"Era {e.data['era']} ends. The played cards go to the discard pile; the raven moves on.",
                "turn", "round_end")


@narrator("start_player")
def _start_player(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    fewest = e.data.get("fewest")
    why = ""
    if isinstance(fewest, int) and verbosity != "brief":
        why = f" (left of {who(game, fewest, viewer).replace('You', 'you')}, fewest runes)"
    return Line(f"Horn. {who(game, p, viewer)} {verb(p, viewer, 'take', 'takes')} the horn{why} and "
                f"{verb(p, viewer, 'start', 'starts')} the next era.", "turn")


@narrator("game_over")
def _game_over(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    return [Line(text, "scoring", "game_over" if i == 0 else None)
            for i, text in enumerate(result_lines(game, e.data, viewer, verbosity))]
