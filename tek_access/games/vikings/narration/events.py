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
from tek_access.games.vikings.messages import MESSAGES, say
from tek_access.games.vikings.narration.describe import result_lines
from tek_access.games.vikings.narration.lines import Line, Said, merger, narrator
from tek_access.games.vikings.narration.lines import player as _p
from tek_access.games.vikings.narration.words import (
    action_text,
    card,
    card_text,
    delta,
    join,
    name,
    needs_text,
    place,
    resources_all,
    strength_text,
)

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.view import VikingsView


# ---------------------------------------------------------------- set-up (003, Game settings)
@narrator("game_started")
def _game_started(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    start = int(e.data["start"])
    lines = [Line(say("game-started", game, start, viewer, players=e.data["players"]), "turn", "game_start")]
    if verbosity != "brief":
        gods = [name(game, g) for g in e.data.get("gods", [])]
        the_map = name(game, e.data["map"]) if e.data.get("map") else game.map.name
        lines.append(Line(MESSAGES("game-started-map", map=the_map, gods=join(gods)), "system"))
        if viewer is not None:
            lines.append(Line(MESSAGES("game-started-you-are", name=game.name(viewer)), "system"))
    if verbosity == "full":
        for row, favours in (e.data.get("rows") or {}).items():
            lines.append(Line(MESSAGES("game-started-favours", row=MESSAGES("row-name", row=row), count=len(favours),
                                       favours=join(name(game, f) for f in favours)), "system"))
    return lines


@narrator("ship_placed")
def _ship_placed(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    where = place(game, e.data["fjord"])
    return Line(say("ship-placed-brief" if verbosity == "brief" else "ship-placed", game, p, viewer, where=where),
                "action")


# ---------------------------------------------------------------- the draft (003, Phase 1)
@narrator("era_started")
def _era_started(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    key = "era-started-brief" if verbosity == "brief" else "era-started"
    text = MESSAGES(key, era=e.data["era"], cards=e.data["cards"], direction=MESSAGES(
        "direction-name", direction=str(e.data["direction"])) if verbosity == "brief" else str(e.data["direction"]))
    return Line(text, "turn", "round_end")


@narrator("deck_shuffled")
def _deck_shuffled(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(MESSAGES("deck-shuffled", count=e.data["count"]), "system")


def _hand_lines(game: "VikingsView", lead: str, cards: list[str], verbosity: str) -> list[Line]:
    """A hand, said to its owner alone, by name (the menu that follows reads each card whole): a
    secret line, so a shared keyboard shows "Locked." until the owner has the keyboard."""
    names = [name(game, c) for c in cards]
    return [Line(MESSAGES("hand-lines", lead=lead, count=len(cards), cards=join(names)), "turn", secret=True)]


@narrator("hand_dealt")
def _hand_dealt(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    return _hand_lines(game, MESSAGES("hand-draft"), list(e.data["cards"]), verbosity)


@narrator("cards_dealt")
def _cards_dealt(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    if p == viewer or verbosity != "full":
        return None
    return Line(say("cards-dealt", game, p, viewer, count=e.data["count"]), "turn")


@narrator("card_kept")
def _card_kept(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(MESSAGES("card-kept", card=name(game, e.data["card"])), "action", secret=True)


@narrator("draft_pick")
def _draft_pick(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    if p == viewer or verbosity == "brief":
        return None
    return Line(say("draft-pick", game, p, viewer), "action")


@narrator("hands_passed")
def _hands_passed(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    if verbosity == "brief":
        return None
    return Line(MESSAGES("hands-passed", direction=MESSAGES("direction-name", direction=str(e.data["direction"])),
                         count=e.data["count"]), "turn")


@narrator("hand_received")
def _hand_received(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    origin = e.data.get("origin")
    lead = MESSAGES("hand-new-from", origin=game.name(int(origin))) if isinstance(origin, int) and origin != viewer \
        else MESSAGES("hand-new")
    cards = list(e.data["cards"])
    if len(cards) == 1:
        return Line(MESSAGES("hand-last-card", card=name(game, cards[0])), "turn", secret=True)
    return _hand_lines(game, lead, cards, verbosity)


@narrator("draft_done")
def _draft_done(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(MESSAGES("draft-done-hint" if viewer is not None else "draft-done"), "turn")


# ---------------------------------------------------------------- the turn (003, Stage Two)
@narrator("turn_started")
def _turn_started(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    if p == viewer:
        return Line(MESSAGES("turn-started-you", era=e.data["era"], turn=e.data["turn"]), "turn", "your_turn")
    return Line(say("turn-started", game, p, viewer, turn=e.data["turn"]), "turn")


@narrator("card_played")
def _card_played(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    c = card(game, e.data["card"])
    if c is None:
        return Line(say("card-played-hidden", game, p, viewer), "action")
    if verbosity == "brief":
        return Line(say("card-played-brief", game, p, viewer, card=name(game, c.id), leader=action_text(c.leader)),
                    "action")
    if verbosity == "full":
        return Line(say("card-played-full", game, p, viewer, card=name(game, c.id), rune=name(game, c.rune),
                        leader=action_text(c.leader), needs=needs_text(game, c.rune_action),
                        action=action_text(c.rune_action), strength=strength_text(game, c)), "action")
    return Line(say("card-played", game, p, viewer, card=name(game, c.id), rune=name(game, c.rune),
                    leader=action_text(c.leader)), "action")


@narrator("card_hidden")
def _card_hidden(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    c = card(game, e.data["card"])
    text = name(game, e.data["card"]) if c is None else \
        MESSAGES("card-with-strength", card=name(game, c.id), strength=strength_text(game, c))
    return Line(MESSAGES("card-hidden", card=text), "war", secret=True)


# ---------------------------------------------------------------- actions (003, Leader Action)
@narrator("ship_moved")
def _ship_moved(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    if verbosity == "brief":
        return Line(say("ship-moved-brief", game, p, viewer, to=place(game, e.data["to"])), "action")
    return Line(say("ship-moved", game, p, viewer, origin=place(game, e.data["origin"]), to=place(game, e.data["to"])),
                "action")


@narrator("ship_bumped")
def _ship_bumped(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p, by = _p(e), int(e.data["by"])
    return Line(say("ship-bumped", game, p, viewer, origin=place(game, e.data["origin"]), to=place(game, e.data["to"]),
                    by=game.name(by), by_you=by == viewer), "action")


@narrator("settlers_deployed")
def _deployed(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p, n = _p(e), int(e.data["count"])
    if n == 0:
        return None if verbosity == "brief" else Line(say("settlers-deployed-none", game, p, viewer), "action")
    island = place(game, e.data["island"])
    food = int(e.data.get("food", n))
    if verbosity == "brief":
        return Line(say("settlers-deployed", game, p, viewer, count=n, island=island), "action")
    return Line(say("settlers-deployed-paying", game, p, viewer, count=n, island=island, food=food, whole=food != n),
                "action")


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
    # one settler: "your settler"; more: "2 of your settlers" (one line for them all)
    if reason == "redeploy":
        return Line(say("settler-redeploy", game, p, viewer, count=n, island=island), "action")
    known = isinstance(by, int)
    by_args = {"by": game.name(by) if isinstance(by, int) else "", "by_you": known and by == viewer}
    if reason == "majority":
        return Line(say("settler-crowded", game, p, viewer, count=n, island=island, by_known=known, **by_args),
                    "action")
    if known:  # who did it first: "Removed. Blue removes your settler from Ravenholm."
        return Line(say("settler-removed-by", game, p, viewer, count=n, island=island, **by_args), "action")
    return Line(say("settler-removed", game, p, viewer, count=n, island=island), "action")


@narrator("settler_moved")
def _settler_moved(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p, n = _p(e), _count(e)
    # exploring, or a settler taken from another island to deploy (no settler left on the clan board)
    return Line(say("settler-moved", game, p, viewer, count=n, origin=place(game, e.data["origin"]),
                    to=place(game, e.data["to"])), "action")


@narrator("resources_changed")
def _resources(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    if not any(e.data["delta"].values()):
        return None
    change = delta(e.data["delta"])
    reason = e.data.get("reason")
    why = MESSAGES("resources-why", reason=MESSAGES("reason-name", reason=str(reason))) \
        if reason and verbosity != "brief" else ""
    said_now = verbosity == "full" or (p == viewer and verbosity == "normal")
    now = MESSAGES("resources-now", resources=resources_all(e.data["now"])) if said_now else ""
    gained = any(n > 0 for n in e.data["delta"].values())
    return Line(say("resources-changed", game, p, viewer, change=change, why=why, now=now), "resources",
                "resource_gained" if gained and p == viewer else None)


#: what a building event built: its message, and the field that names where
_BUILT = {"ship_built": ("ship-built", "fjord"), "temple_built": ("temple-built", "island")}


@narrator(*_BUILT)
def _built(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    key, where = _BUILT[e.kind]
    cost = MESSAGES("built-cost", wood=e.data["cost"]) if verbosity != "brief" else ""
    return Line(say(key, game, p, viewer, where=place(game, e.data[where]), cost=cost), "action", "tower_built")


# ---------------------------------------------------------------- runes (003, Influence and control islands)
@narrator("rune_stolen")
def _rune_stolen(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p, victim = _p(e), int(e.data["victim"])
    return Line(say("rune-stolen", game, p, viewer, god=name(game, e.data["god"]), island=place(game, e.data["island"]),
                    victim=game.name(victim), victim_you=victim == viewer), "action")


# ---------------------------------------------------------------- rune actions and villages
@narrator("card_drawn")
def _card_drawn(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    if p == viewer:
        return None  # card_drawn_is says which
    return Line(say("card-drawn", game, p, viewer), "action")


@narrator("card_drawn_is")
def _card_drawn_is(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    text = card_text(game, e.data["card"]) if verbosity == "full" else name(game, e.data["card"])
    return Line(MESSAGES("card-drawn-is", card=text), "action", secret=True)


#: the actions that can do nothing (action_skipped with why "nothing"): their message, "You cannot explore: ..."
NOTHING_WHY = {"explore": "cannot-explore", "build": "cannot-build"}


@narrator("action_skipped")
def _action_skipped(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    action = str(e.data.get("action"))
    if e.data.get("why") == "nothing" and action in NOTHING_WHY:  # said at every verbosity: the card did nothing
        return Line(say(NOTHING_WHY[action], game, p, viewer), "action")
    if verbosity == "brief":
        return None
    step = str(e.data.get("action", ""))
    return Line(say("action-skipped", game, p, viewer, step=step,
                    other=step.replace("_", " ") if step else MESSAGES("the-step")), "action")


# ---------------------------------------------------------------- tidy up and the end (003, Stage 3, Game over)
@narrator("era_ended")
def _era_ended(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    return Line(MESSAGES("era-ended", era=e.data["era"]), "turn", "round_end")


@narrator("start_player")
def _start_player(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    p = _p(e)
    fewest = e.data.get("fewest")
    why = ""
    if isinstance(fewest, int) and verbosity != "brief":
        why = MESSAGES("start-player-why", fewest=game.name(fewest), fewest_you=fewest == viewer)
    return Line(say("start-player", game, p, viewer, why=why), "turn")


@narrator("game_over")
def _game_over(game: "VikingsView", e: Event, viewer: int | None, verbosity: str) -> Said:
    return [Line(text, "scoring", "game_over" if i == 0 else None)
            for i, text in enumerate(result_lines(game, e.data, viewer, verbosity))]
