"""Events -> sentences, in the viewer's perspective, at three verbosity levels.

Every event kind the engine emits has a narrator here (a test checks it); a kind without one
is a bug. Lines follow ``accessibility.md``: plain ASCII, most important word first
("War. Blue attacks your meeple in Mirewood."), counts first in lists.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from tek_access.narration.words import ability_text, document_name, join, plural, region_name, resources, side_name, who, whose
from tek_access.narration.words import verb as _v
from tek_access.rules.model import NEUTRAL

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.rules.game import Game
    from tek_access.rules.model import Event


@dataclass(frozen=True, slots=True)
class Line:
    """One narrated line: text, category (as in ``tek_access.audio.messages.Category``),
    earcon event name or None, and whether it is a hot-seat secret (own war die)."""

    text: str
    category: str = "action"
    earcon: str | None = None
    secret: bool = False


Narrator = Callable[["Game", "Event", "int | None", str], "list[Line] | Line | None"]
NARRATORS: dict[str, Narrator] = {}

_ACTION_VERBS = {"patrol": ("patrol", "patrols"), "quest": ("quest", "quests")}
_END_REASONS = {"meeples": "all 7 meeples in play", "tower": "built the 6th tower level",
                "magic": "mastered all 5 magic levels"}


def narrator(kind: str):
    def register(func: Narrator) -> Narrator:
        NARRATORS[kind] = func
        return func
    return register


def narrate(game: "Game", event: "Event", viewer: int | None, verbosity: str = "normal") -> list[Line]:
    """The lines a viewer at seat ``viewer`` (None: an onlooker) hears for ``event``.

    Private events the viewer may not see give no line. Raises KeyError for an unknown kind.
    """
    if not event.visible_to(viewer):
        return []
    out = NARRATORS[event.kind](game, event, viewer, verbosity)
    if out is None:
        return []
    return [out] if isinstance(out, Line) else list(out)


def _r(game, rid, verbosity):
    return region_name(game, rid, verbosity)


# ---------------------------------------------------------------- setup
@narrator("home_chosen")
def _home(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'choose', 'chooses')} {side_name(game, e.data['side'])} "
                f"as home territory.", "system")


@narrator("start_placed")
def _start(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'place', 'places')} 2 meeples in "
                f"{_r(game, e.data['region'], verbosity)}.", "system")


@narrator("resources_set")
def _resources_set(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'start', 'starts')} with "
                f"{resources({k: e.data[k] for k in ('mana', 'ore', 'food')})}.", "resources")


@narrator("game_started")
def _game_started(game, e, viewer, verbosity):
    first = e.data["first"]
    lines = [Line(f"Game begins. {e.data['players']} players. {who(game, first, viewer)} "
                  f"{_v(first, viewer, 'go', 'goes')} first.", "turn")]
    if verbosity != "brief":
        for p in e.data["seats"]:
            lines.append(Line(f"{who(game, p['seat'], viewer)}: {p['faction']}, home "
                              f"{side_name(game, p['home'])}.", "system"))
    return lines


# ---------------------------------------------------------------- the turn
@narrator("turn_started")
def _turn(game, e, viewer, verbosity):
    p = e.data["player"]
    if p == viewer:
        return Line(f"Your turn. Turn {e.data['turn']}.", "turn", "your_turn")
    return Line(f"{game.name(p)}'s turn. Turn {e.data['turn']}.", "turn")


@narrator("shields_cleared")
def _cleared(game, e, viewer, verbosity):
    return Line("Action card cleared. All six actions are open.", "turn")


@narrator("turn_skipped")
def _skipped(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"Skipped. {who(game, p, viewer)} cleared the action card and "
                f"{_v(p, viewer, 'take', 'takes')} no action this turn.", "turn")


@narrator("action_selected")
def _selected(game, e, viewer, verbosity):
    p = e.data["player"]
    action = e.data["action"].capitalize()
    if verbosity == "brief":
        return Line(f"{action}, selected by {'you' if p == viewer else who(game, p, viewer)}.", "action")
    extra = f" {plural(e.data['shields_left'], 'shield')} left before the card clears." if verbosity == "full" else ""
    return Line(f"{action}. {who(game, p, viewer)} {_v(p, viewer, 'select', 'selects')} "
                f"{e.data['action']}.{extra}", "action")


@narrator("passed")
def _passed(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'do', 'does')} nothing.", "action")


@narrator("substituted")
def _substituted(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'take', 'takes')} {e.data['action']} instead of "
                f"{e.data['instead_of']}, by faction ability.", "action")


@narrator("collected")
def _collected(game, e, viewer, verbosity):
    p = e.data["player"]
    got = resources(e.data["gained"])
    text = f"{who(game, p, viewer)} {_v(p, viewer, 'collect', 'collects')} {got}."
    if e.data["capped"]:
        text += f" {resources(e.data['capped'])} lost at the cap of 9."
    if e.data.get("choices") and verbosity != "brief":
        text += f" Plus {plural(e.data['choices'], 'resource')} of {_v(p, viewer, 'your', 'their')} choice."
    return Line(text, "resources", "resource_gained" if p == viewer and e.data["gained"] else None)


_CHOICE_REASONS = {"last_meeple": "as the last-meeple bonus", "treasure": "from the treasure"}


@narrator("resource_chosen")
def _chosen(game, e, viewer, verbosity):
    p = e.data["player"]
    reason = e.data["reason"]
    if reason.startswith("ruins:"):
        why = f"from searching {_r(game, reason[6:], verbosity)}"
    else:
        why = _CHOICE_REASONS.get(reason, "")
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'take', 'takes')} 1 {e.data['resource']} {why}.".replace(" .", "."),
                "resources")


# ---------------------------------------------------------------- actions
@narrator("moved")
def _moved(game, e, viewer, verbosity):
    if e.data.get("by_compass"):
        return None  # the dummy's compass line just said it
    p = e.data["player"]
    you, other = _ACTION_VERBS[e.data["action"]]
    dest = _r(game, e.data["region"], verbosity)
    if verbosity == "brief":
        return Line(f"{who(game, p, viewer)}: {e.data['action']} to {dest}.", "action")
    text = f"{who(game, p, viewer)} {_v(p, viewer, you, other)} from {_r(game, e.data['origin'], verbosity)} to {dest}"
    if e.data["action"] == "quest" and verbosity == "normal":
        text += f" on {side_name(game, e.data['side'])}"
    return Line(text + ".", "action")


@narrator("searching")
def _searching(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"Searching. {whose(game, p, viewer).capitalize()} meeple is knocked over in the ruins of "
                f"{_r(game, e.data['region'], verbosity)}.", "action")


@narrator("stood_up")
def _stood(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'stand', 'stands')} up the meeple in "
                f"{_r(game, e.data['region'], verbosity)}.", "action")


@narrator("ability_gain")
def _ability_gain(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'gain', 'gains')} {e.data['amount']} {e.data['resource']} "
                f"by faction ability.", "resources")


@narrator("built")
def _built(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'build', 'builds')} tower level {e.data['level']} "
                f"for {resources(e.data['paid'], 'no ore')}.", "action")


@narrator("researched")
def _researched(game, e, viewer, verbosity):
    p = e.data["player"]
    text = (f"{who(game, p, viewer)} {_v(p, viewer, 'learn', 'learns')} magic level {e.data['level']} "
            f"for {resources(e.data['paid'], 'no mana')}.")
    if verbosity != "brief":
        # another player's ability is said of them, not of "you" (issue 12)
        level_text = ability_text(e.data["text"], None if p == viewer else game.name(p))
        text += f" {level_text}" + ("" if level_text.endswith((".", "!", "?")) else ".")
    return Line(text, "action")


@narrator("expanded")
def _expanded(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'expand', 'expands')} into "
                f"{_r(game, e.data['region'], verbosity)} for {resources(e.data['paid'], 'no food')}. "
                f"{plural(e.data['in_play'], 'meeple')} in play.", "action")


@narrator("traded")
def _traded(game, e, viewer, verbosity):
    p = e.data["player"]
    text = (f"{who(game, p, viewer)} {_v(p, viewer, 'trade', 'trades')} {resources(e.data['gave'])} "
            f"for {e.data['amount']} {e.data['got']}")
    if e.data["bonus"]:
        text += f", plus {e.data['bonus']} by faction ability"
    return Line(text + ".", "resources")


# ---------------------------------------------------------------- war
@narrator("war_declared")
def _war(game, e, viewer, verbosity):
    a, d = e.data["attacker"], e.data["defender"]
    where = _r(game, e.data["region"], verbosity)
    if d == NEUTRAL and e.data.get("defended_by") is not None:
        by = e.data["defended_by"]
        return Line(f"War. {who(game, a, viewer)} {_v(a, viewer, 'attack', 'attacks')} the neutral grey meeple in "
                    f"{where}; {who(game, by, viewer)} {_v(by, viewer, 'defend', 'defends')} it with "
                    f"{'your' if by == viewer else 'their'} own resources. Both set a war die in secret.",
                    "war", "war_declared")
    if d == NEUTRAL:
        need = e.data["min"]
        return Line(f"War. {who(game, a, viewer)} {_v(a, viewer, 'attack', 'attacks')} the Lost Kingdom's grey "
                    f"meeple in {where}. War cost: at least {need}.", "war", "war_declared")
    if d == viewer:
        text = f"War. {game.name(a)} attacks your meeple in {where}."
    elif a == viewer:
        text = f"War. You attack {game.name(d)} in {where}."
    else:
        text = f"War. {game.name(a)} attacks {game.name(d)} in {where}."
    if e.data.get("allied"):
        text += " They are allies: unless both show the white flag, the alliance breaks."
    elif verbosity != "brief":
        text += " Both set a war die in secret."
    return Line(text, "war", "war_declared")


@narrator("war_die_set")
def _die_set(game, e, viewer, verbosity):
    p = e.data["player"]
    if p == viewer:
        return None  # the owner hears war_die_chosen instead
    return Line(f"{game.name(p)} has set the war die.", "war")


@narrator("war_die_chosen")
def _die_chosen(game, e, viewer, verbosity):
    if e.data["value"] == 0:
        return Line("You show the white flag. Locked.", "war", secret=True)
    return Line(f"You set your war die to {e.data['value']}, paying {resources(e.data['payment'])}. Locked.",
                "war", secret=True)


def _die_text(value: int) -> str:
    return "white flag" if value == 0 else str(value)


@narrator("war_revealed")
def _revealed(game, e, viewer, verbosity):
    a, d = e.data["attacker"], e.data["defender"]
    text = (f"War dice revealed. {who(game, a, viewer)}: {_die_text(e.data['attacker_value'])}. "
            f"{who(game, d, viewer)}: {_die_text(e.data['defender_value'])}.")
    return Line(text, "war")


@narrator("war_boosted")
def _boosted(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'spend', 'spends')} 1 more {e.data['resource']} "
                f"after the reveal for {e.data['bonus']} more: total {e.data['total']}.", "war")


@narrator("war_paid")
def _paid(game, e, viewer, verbosity):
    if verbosity == "brief":
        return None
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'pay', 'pays')} {resources(e.data['paid'])} for the war.",
                "war")


@narrator("war_won")
def _won(game, e, viewer, verbosity):
    w, l = e.data["winner"], e.data["loser"]
    at, dt = e.data["attacker_total"], e.data["defender_total"]
    score = f"{max(at, dt)} to {min(at, dt)}"
    if e.data["tie"] and e.data.get("solo"):
        score = f"tied at {at}, " + ("the Dummy's cost matched, so you win" if w != game.dummy else "the defender wins ties")
    elif e.data["tie"]:
        score = f"tied at {at}, " + ("the defender wins ties" if w == e.data["defender"] else "won by faction ability")
    where = _r(game, e.data["region"], verbosity)
    if l == NEUTRAL:
        return Line(f"{who(game, w, viewer)} {_v(w, viewer, 'take', 'takes')} {where} from the Lost Kingdom "
                    f"with a war cost of {at}.", "war", "war_won" if w == viewer else None)
    if w == viewer:
        return Line(f"Victory. You win the war for {where}, {score}.", "war", "war_won")
    if l == viewer:
        return Line(f"Defeat. {game.name(w)} wins the war for {where}, {score}.", "war", "war_lost")
    return Line(f"{game.name(w)} wins the war for {where} against {game.name(l)}, {score}.", "war")


@narrator("retreated")
def _retreated(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'retreat', 'retreats')} from "
                f"{_r(game, e.data['origin'], verbosity)} to {_r(game, e.data['region'], verbosity)} "
                f"for {resources(e.data['paid'], 'no food')}.", "war")


@narrator("meeple_lost")
def _lost(game, e, viewer, verbosity):
    p = e.data["player"]
    why = ""
    if e.data.get("why") == "no_room":
        why = " No neighbouring region was free to retreat to."
    elif e.data.get("why") == "food":
        have = "you had" if p == viewer else f"{game.name(p)} had"
        why = f" Retreat needs {e.data['cost']} food, one per meeple in play; {have} {e.data['food']}."
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'lose', 'loses')} the meeple in "
                f"{_r(game, e.data['region'], verbosity)}; it returns to supply.{why}", "war")


@narrator("free_placement")
def _free(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'keep', 'keeps')} one meeple for free, placed in "
                f"{_r(game, e.data['region'], verbosity)}.", "war")


# ---------------------------------------------------------------- alliances
@narrator("alliance_formed")
def _alliance(game, e, viewer, verbosity):
    a, b = e.data["players"]
    names = join([who(game, a, viewer), who(game, b, viewer).replace("You", "you")])
    return Line(f"Alliance. {names} both show the white flag and share {_r(game, e.data['region'], verbosity)}.",
                "alliance", "alliance")


@narrator("alliance_broken")
def _broken(game, e, viewer, verbosity):
    a, b = e.data["players"]
    w = e.data["winner"]
    n = len(e.data["regions"])
    text = f"Alliance broken between {game.name(a) if a != viewer else 'you'} and {game.name(b) if b != viewer else 'you'}."
    if n:
        text += f" {who(game, w, viewer)} {_v(w, viewer, 'claim', 'claims')} {plural(n, 'shared region')}."
    return Line(text, "alliance")


@narrator("alliance_ended")
def _ended(game, e, viewer, verbosity):
    a, b = e.data["players"]
    names = join([who(game, a, viewer), who(game, b, viewer).replace("You", "you")])
    return Line(f"Alliance over. {names} no longer share a region.", "alliance")


# ---------------------------------------------------------------- end
@narrator("end_triggered")
def _end(game, e, viewer, verbosity):
    p = e.data["player"]
    reason = _END_REASONS[e.data["reason"]]
    return Line(f"End triggered. {who(game, p, viewer)} {_v(p, viewer, 'have', 'has')} {reason}. "
                f"The game ends when the action card is next cleared.", "scoring", "end_triggered")


@narrator("ruins_lost")
def _ruins_lost(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"{whose(game, p, viewer).capitalize()} meeple in the ruins of "
                f"{_r(game, e.data['region'], verbosity)} is lost before scoring.", "scoring")


@narrator("game_over")
def _over(game, e, viewer, verbosity):
    from tek_access.narration.describe import result_lines

    return [Line(text, "scoring", "game_over" if i == 0 else None)
            for i, text in enumerate(result_lines(game, e.data, viewer, verbosity))]


# ---------------------------------------------------------------- 2 players and exploration tokens
def token_name(game, token: str) -> str:
    """"Camp, braille c a": the token's name and its kit code spelled out (000, braille notes)."""
    info = next((t for t in game.catalog.tokens if t.id == token), None)
    if info is None:
        return token
    return f"{info.name}, braille {' '.join(info.code)}"


@narrator("lost_kingdom")
def _lost_kingdom(game, e, viewer, verbosity):
    return Line(f"Lost Kingdom: {side_name(game, e.data['side'])}, with a grey neutral meeple on each of its "
                f"{e.data['meeples']} regions.", "system")


@narrator("tokens_placed")
def _tokens_placed(game, e, viewer, verbosity):
    return Line(f"Exploration tokens: {e.data['count']} placed face down. Say tokens to hear where.", "system")


_TOKEN_EFFECTS = {
    "crown": "worth 2 VP; yielded to whoever defeats its holder in war",
    "treasure": "2 resources of the finder's choice",
    "bandits": "an ambush: pay 2 resources or lose the meeple",
    "dragons_lair": "stays; its holder may drop a defeated player's tower a level instead of taking the meeple",
    "camp": "stays; 1 more resource of the region's type when collecting",
    "fort": "stays; its holder has -2 war cost when attacking",
    "town": "stays; 1 more VP at the end",
    "church": "stays; once, its holder may place a meeple lost in war here",
    "blank": "nothing",
}


def token_effect(token: str) -> str:
    """A short effect text for a token id."""
    return _TOKEN_EFFECTS.get(token, "")


@narrator("token_revealed")
def _token(game, e, viewer, verbosity):
    p = e.data["player"]
    token = e.data["token"]
    text = (f"{token_name(game, token)}. {who(game, p, viewer)} {_v(p, viewer, 'find', 'finds')} it in "
            f"{_r(game, e.data['region'], verbosity)}")
    if verbosity != "brief":
        text += f": {token_effect(token)}"
    return Line(text + ".", "action", "token")


@narrator("bandits_paid")
def _bandits(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'pay', 'pays')} the bandits {resources(e.data['paid'])}.",
                "resources")


@narrator("crown_taken")
def _crown(game, e, viewer, verbosity):
    p, l = e.data["player"], e.data["loser"]
    return Line(f"Crown. {who(game, p, viewer)} {_v(p, viewer, 'take', 'takes')} the crown from "
                f"{who(game, l, viewer).replace('You', 'you')}.", "war")


@narrator("dragon_used")
def _dragon(game, e, viewer, verbosity):
    p, l = e.data["player"], e.data["loser"]
    return Line(f"Dragon's lair. {who(game, p, viewer)} {_v(p, viewer, 'drop', 'drops')} "
                f"{whose(game, l, viewer)} tower to level {e.data['tower']}; the meeple retreats for free.", "war")


@narrator("church_used")
def _church(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"Church. {whose(game, p, viewer).capitalize()} meeple from {_r(game, e.data['origin'], verbosity)} "
                f"shelters in {_r(game, e.data['region'], verbosity)}; the church is used up.", "war")


@narrator("captured")
def _captured(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"Captive taken. {who(game, p, viewer)} now {_v(p, viewer, 'hold', 'holds')} "
                f"{plural(e.data['captives'], 'neutral meeple')}, 1 VP each.", "war")


# ---------------------------------------------------------------- solo: the dummy and its compass
_DUMMY_VERBS = {"patrol": "patrols", "quest": "quests", "expand": "expands", "retreat": "retreats"}


@narrator("dummy_placed")
def _dummy_placed(game, e, viewer, verbosity):
    regions = [_r(game, rid, verbosity) for rid in e.data["regions"]]
    return Line(f"Dummy places a meeple in {join(regions)}. The compass card lies between the cards, day side up.",
                "system")


@narrator("dummy_rolled")
def _dummy_rolled(game, e, viewer, verbosity):
    roll, side, action, face = e.data["roll"], e.data["side"], e.data["action"], e.data["face"]
    purpose = e.data.get("purpose", "select")
    if purpose == "follow":
        return Line(f"Dummy rolls {roll}, {side}: takes your {action}.", "action")
    if purpose == "retreat":
        return Line(f"Dummy rolls {roll}, {side}: to retreat.", "war")
    if face != roll:
        return Line(f"Dummy rolls {roll}, {side}: turning to {face}, {action}.", "action")
    return Line(f"Dummy rolls {roll}, {side}: {action}.", "action")


def _dummy_choice(game, e, verbosity) -> str:
    """"Dummy's hand points 8, turning to 11: patrols from Ashen Peak to Mirewood." """
    d = e.data
    roll, hour = d["roll"], d["hour"]
    text = f"Dummy's hand points {roll}"
    if hour != roll:
        text += f", turning to {hour}"
    verb = _DUMMY_VERBS.get(d["action"], d["action"])
    dest = _r(game, d["region"], verbosity)
    if d.get("origin") and d["action"] != "expand":
        text += f": {verb} from {_r(game, d['origin'], verbosity)} to {dest}"
    else:
        text += f": {verb} into {dest}"
    if d.get("army_hour") is not None and d["army_hour"] != roll:
        text += f"; its meeple was found at {d['army_hour']}"
    return text + "."


@narrator("dummy_chose")
def _dummy_chose(game, e, viewer, verbosity):
    return Line(_dummy_choice(game, e, verbosity), "war" if e.data["action"] == "retreat" else "action")


@narrator("dummy_unable")
def _dummy_unable(game, e, viewer, verbosity):
    return Line(f"Dummy cannot {e.data['action']}; it collects instead.", "action")


@narrator("dummy_traded")
def _dummy_traded(game, e, viewer, verbosity):
    return Line(f"Dummy trades: gains {resources(e.data['gained'])}.", "resources")


@narrator("dummy_war_cost")
def _dummy_war_cost(game, e, viewer, verbosity):
    n, side = e.data["meeples"], e.data["side"]
    how = "twice its" if side == "day" else "equal to its"
    return Line(f"Dummy's war cost: {e.data['value']}, {how} {plural(n, 'meeple')} in play by {side}. "
                f"Set your war die to {e.data['value']} or more to win; the Dummy never pays.", "war")


@narrator("compass_flipped")
def _compass_flipped(game, e, viewer, verbosity):
    side = e.data["side"]
    text = f"{side.capitalize()}: the compass card turns to {side}."
    if e.data.get("gained"):
        text += f" Dummy gains {resources(e.data['gained'])}."
    return Line(text, "system")


@narrator("neutral_removed")
def _neutral_removed(game, e, viewer, verbosity):
    p = e.data["player"]
    return Line(f"{who(game, p, viewer)} {_v(p, viewer, 'remove', 'removes')} the grey meeple from "
                f"{_r(game, e.data['region'], verbosity)}.", "war")


def compass_lines(game: "Game", verbosity: str = "normal") -> list[str]:
    """The ``compass`` query: day or night, and the dummy's last roll and what it did, in the
    words its narration used (002, Solo Play Rules)."""
    from tek_access.rules.model import Event

    c = game.state.compass
    if game.dummy is None or c is None:
        return ["Compass: no compass in this game. It is used in a solo game: play --solo."]
    side = "night" if c.get("night") else "day"
    lines = [f"Compass: {side}. Regions are chosen {'farthest from' if side == 'night' else 'closest to'} the compass."]
    last = c.get("last") or []
    if not last:
        lines.append("Dummy has not rolled yet.")
    for data, kind in zip(last, ("dummy_rolled", "dummy_chose")):
        lines += [line.text for line in narrate(game, Event(kind, dict(data)), None, verbosity)]
    return lines


def ruleset_line(game: "Game") -> str:
    """The ``status`` line naming the rules in play (rulings.md, Variants)."""
    rules = game.rules
    text = f"Rules: {rules.name}, {rules.id}, from {document_name(rules.source)}."
    if game.dummy is not None:
        side = "night" if (game.state.compass or {}).get("night") else "day"
        text += f" Solo against the Dummy; the compass shows {side}."
    return text
