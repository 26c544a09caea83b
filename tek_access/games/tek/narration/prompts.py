"""Per-decision prompts and choice labels: the question each kind of decision asks and how each
of its numbered choices reads.

One :class:`Prompt` per :class:`~tek_access.games.tek.rules.model.DecisionKind` (a test holds every kind to
having one). Lines follow ``accessibility.md``: plain ASCII, the most important word first.
Prompts read the game the viewer holds (a seat's view is enough), never anything hidden.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import Choice, Decision
from tek_access.games.tek.narration.words import join, plural, resources, side_name
from tek_access.games.tek.rules import economy, movement
from tek_access.games.tek.rules.model import DecisionKind
from tek_access.games.tek.view import for_rules

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.view import TekView

ACTION_HINTS = {
    "patrol": "move a meeple to an adjacent region",
    "quest": "move a meeple from an edge region to another card",
    "build": "pay ore for the next tower level",
    "research": "pay mana for the next magic level",
    "expand": "pay food to add a meeple beside a lone one",
    "trade": "swap any number of one resource for another",
}


class Prompt:
    """The question of one decision kind (:meth:`question`) and the label of one of its choices
    (:meth:`label`); ``game`` is the viewer's game, ``d`` the pending decision."""

    kind: DecisionKind
    #: The announcer category the question is said in ("war" for war decisions, else "turn").
    category: str = "turn"

    def question(self, game: "TekView", d: Decision) -> str:
        raise NotImplementedError

    def label(self, game: "TekView", d: Decision, choice: Choice) -> str:
        return str(choice.target) if choice.target is not None else choice.kind.replace("_", " ")


#: Decision kind (a DecisionKind, which is a str) -> its prompt.
PROMPTS: dict[str, Prompt] = {}


def prompt(game: "TekView", viewer: int | None) -> str:
    """The question the pending decision asks of its player, most important word first."""
    d = game.pending
    if d is None:
        return "The game is over."
    return PROMPTS[d.kind].question(game, d)


def choice_label(game: "TekView", choice: Choice, viewer: int | None) -> str:
    """How one numbered choice of the pending decision reads ("Mirewood, forest, war with Orange")."""
    d = game.pending
    if d is None:
        return choice.kind
    return PROMPTS[d.kind].label(game, d, choice)


def menu(game: "TekView", viewer: int | None) -> list[str]:
    """The prompt, then "N choices:" and one numbered line per choice."""
    options = game.choices()
    lines = [prompt(game, viewer), f"{plural(len(options), 'choice')}:"]
    lines += [f"{i}. {choice_label(game, c, viewer)}" for i, c in enumerate(options, 1)]
    return lines


def category(kind: DecisionKind) -> str:
    """The announcer category a decision of ``kind`` is asked in."""
    return PROMPTS[kind].category


_WAR_KINDS = frozenset({DecisionKind.WAR_DIE, DecisionKind.BOOST, DecisionKind.RETREAT, DecisionKind.LOSS_ORDER,
                        DecisionKind.DRAGON})


Labels = dict[str, str] | Callable[["TekView", Decision, Choice], str] | None


class _SimplePrompt(Prompt):
    """A prompt made of a question function and a label table (choice kind -> text) or function;
    without labels, or for a choice kind the table lacks, :meth:`Prompt.label`."""

    def __init__(self, kind: DecisionKind, question: Callable[["TekView", Decision], str], labels: Labels) -> None:
        self.kind = kind
        self.category = "war" if kind in _WAR_KINDS else "turn"
        self._question = question
        self._labels = labels

    def question(self, game: "TekView", d: Decision) -> str:
        return self._question(game, d)

    def label(self, game: "TekView", d: Decision, choice: Choice) -> str:
        labels = self._labels
        if callable(labels):
            return labels(game, d, choice)
        if labels:
            return labels.get(choice.kind, super().label(game, d, choice))
        return super().label(game, d, choice)


def _simple(kind: DecisionKind, question: Callable[["TekView", Decision], str], labels: Labels = None) -> None:
    """Register a prompt from a question function and a label table (choice kind -> text) or function."""
    PROMPTS[kind] = _SimplePrompt(kind, question, labels)


def _region_label(game: "TekView", d: Decision, choice: Choice) -> str:
    r = game.region(choice.target)
    return f"{r.name}, {r.type}"


def _resource_label(game: "TekView", d: Decision, choice: Choice) -> str:
    have = game.state.players[d.player].resources[choice.target]
    return f"{choice.target.capitalize()}, you have {have}"


def _amount_label(game: "TekView", d: Decision, choice: Choice) -> str:
    return str(choice.target)


# ---------------------------------------------------------------- setup
def _side_label(game: "TekView", d: Decision, choice: Choice) -> str:
    side = game.catalog.territories[choice.target]
    return f"{side.name}: {join(r.type for r in side.usable)}"


def _resources_label(game: "TekView", d: Decision, choice: Choice) -> str:
    payment = choice.payment
    assert payment is not None  # each starting-resources choice carries its split
    return resources(payment) + (", suggested for first games" if tuple(payment) == (2, 1, 3) else "")


_simple(DecisionKind.CHOOSE_SIDE,
        lambda game, d: f"Setup. Choose your home territory: a side of card {game.config.cards[d.player]}.",
        _side_label)
_simple(DecisionKind.CHOOSE_START,
        lambda game, d: f"Setup. Choose the region of {side_name(game, game.state.players[d.player].home)} "
                        f"for your 2 starting meeples.",
        _region_label)
_simple(DecisionKind.CHOOSE_RESOURCES,
        lambda game, d: "Setup. Choose your 6 starting resources, or say for example: resources 2 mana 2 ore 2 food.",
        _resources_label)


# ---------------------------------------------------------------- the turn
def _respond_question(game: "TekView", d: Decision) -> str:
    action = game.state.selected
    assert action is not None  # a respond decision follows a selected action
    if d.player == game.state.active:
        return f"{action.capitalize()}. Take it or do nothing?"
    return f"{action.capitalize()}, selected by {game.name(game.state.active)}. Take it or collect?"


def _respond_label(game: "TekView", d: Decision, choice: Choice) -> str:
    p, t = d.player, choice.target
    if choice.kind == "take":
        if t != game.state.selected:
            return f"{t.capitalize()} instead, by faction ability"
        return f"Take {t}{_cost_hint(game, p, t)}"
    if choice.kind == "collect":
        fixed, free, _ = economy.collect_plan(for_rules(game), p)
        got = resources(fixed)
        if free:
            got = (got + " and " if got != "nothing" else "") + plural(free, "resource") + " of your choice"
        return f"Collect: {got}"
    return "Do nothing"


def _cost_hint(game: "TekView", seat: int, action: str) -> str:
    if action == "build":
        return f": level {game.state.players[seat].tower + 1} for {economy.build_cost(for_rules(game), seat)} ore"
    if action == "research":
        return f": level {game.state.players[seat].magic + 1} for {economy.research_cost(for_rules(game), seat)} mana"
    if action == "expand":
        return f": {economy.expand_cost(for_rules(game), seat)} food"
    return ""


_WHY = {"treasure": "the treasure", "last_meeple": "your last-meeple bonus"}

def _select_label(game: "TekView", d: Decision, choice: Choice) -> str:
    """"Build: pay ore for the next tower level", and when the player cannot take it, why: its
    number selects and takes it when the player can, else selects it for the others only (issue 12,
    item 4)."""
    text = f"{choice.target.capitalize()}: {ACTION_HINTS[choice.target]}"
    if economy.can_take(for_rules(game), d.player, choice.target):
        return text
    why = economy.refusal_take(for_rules(game), d.player, choice.target)
    said = f"{text}. For the others only: {why[0].lower()}{why[1:].rstrip('.')}" if why else ""
    return said if why and len(said) < 180 else f"{text}. For the others only: you cannot take it now"


_simple(DecisionKind.SELECT_ACTION, lambda game, d: "Select an action.", _select_label)
_simple(DecisionKind.RESPOND, _respond_question, _respond_label)
_simple(DecisionKind.COLLECT_RESOURCE,
        lambda game, d: f"Choose 1 resource for {_WHY.get(d.context.get('reason', ''), 'searching the ruins')}.",
        _resource_label)


# ---------------------------------------------------------------- movement
def _move_from_label(game: "TekView", d: Decision, choice: Choice) -> str:
    name = game.region(choice.target).name
    if choice.kind == "stand":
        return f"Stand up the searching meeple in {name}"
    dests = movement.destinations(for_rules(game), d.player, choice.target, d.context["mode"])
    if len(dests) == 1:  # the game moves it there at once: say where (issue 22)
        return f"Meeple in {name}, only to " + _move_to_label(game, d, Choice("to", dests[0]))
    return f"Meeple in {name}"


def _move_to_label(game: "TekView", d: Decision, choice: Choice) -> str:
    r = game.region(choice.target)
    text = f"{r.name}, {r.type}"
    if d.context.get("mode") == "quest":
        text += f", on {side_name(game, r.side)}"
    others = [m.owner for m in game.state.regions.get(choice.target) or () if m.owner != d.player]
    if others:
        text += f", war with {game.name(others[0])}" + (" (ally)" if game.allied(d.player, others[0]) else "")
    return text


_simple(DecisionKind.MOVE_FROM, lambda game, d: f"{d.context['mode'].capitalize()}. Which meeple?", _move_from_label)
_simple(DecisionKind.MOVE_TO,
        lambda game, d: f"{d.context['mode'].capitalize()} from {game.region(d.context['origin']).name}. Where to?",
        _move_to_label)
_simple(DecisionKind.EXPAND_WHERE,
        lambda game, d: f"Expand for {economy.expand_cost(for_rules(game), d.player)} food. Which region?",
        _region_label)


# ---------------------------------------------------------------- trade
_simple(DecisionKind.TRADE_GIVE, lambda game, d: "Trade. Which resource do you give?", _resource_label)
_simple(DecisionKind.TRADE_GET, lambda game, d: f"Trade {d.context['give']}. Which resource do you get?",
        _resource_label)
_simple(DecisionKind.TRADE_AMOUNT, lambda game, d: f"Trade how many {d.context['give']} for {d.context['get']}?",
        _amount_label)
_simple(DecisionKind.TRADE_AMOUNT2,
        lambda game, d: f"Also trade how many {d.context['give2']} into {d.context['get']}? 0 for none.",
        _amount_label)


# ---------------------------------------------------------------- war
def _war_die_question(game: "TekView", d: Decision) -> str:
    w = game.state.war
    assert w is not None  # a war die is asked only in a war
    p = d.player
    role = "attacking" if p == w.attacker else "defending"
    return (f"War die, {role} against {game.name(w.foe(p))} in {game.region(w.region).name}. Set it in secret: "
            f"the white flag, or a war cost you can pay. You have {resources(game.state.players[p].resources)}.")


def _war_die_label(game: "TekView", d: Decision, choice: Choice) -> str:
    if choice.kind == "flag":
        return "White flag: offer peace, pay nothing"
    assert choice.payment is not None  # a war cost carries its payment
    return f"War cost {choice.target}, paying {resources(choice.payment)}"


def _retreat_question(game: "TekView", d: Decision) -> str:
    return (f"Defeat in {game.region(d.context['region']).name}. Retreat for "
            f"{0 if d.context.get('free') else economy.retreat_cost(for_rules(game), d.player)} food, "
            f"or return the meeple to supply?")


def _retreat_label(game: "TekView", d: Decision, choice: Choice) -> str:
    if choice.kind == "remove":
        return "Return the meeple to supply"
    if choice.kind == "church":
        return f"Shelter in the church in {game.region(choice.target).name}"
    return f"Retreat to {_region_label(game, d, choice)}"


_simple(DecisionKind.WAR_DIE, _war_die_question, _war_die_label)
_simple(DecisionKind.BOOST, lambda game, d: "After the reveal: spend 1 more resource for a higher total?",
        {"boost": "Spend 1 more for a higher total", "no_boost": "Keep the total"})
_simple(DecisionKind.LOSS_ORDER, lambda game, d: "You lost the war. Which lost region do you resolve first?",
        _region_label)
_simple(DecisionKind.RETREAT, _retreat_question, _retreat_label)
_simple(DecisionKind.FREE_PLACEMENT,
        lambda game, d: "Your last meeple is kept for free. Place it in the nearest unoccupied region.",
        _region_label)


# ---------------------------------------------------------------- exploration tokens
def _bandits_label(game: "TekView", d: Decision, c: Choice) -> str:
    if c.kind != "pay":
        return "Return the meeple to supply"
    assert c.payment is not None, "a bandits payment choice comes with its payment"
    return f"Pay {resources(c.payment)}"


_simple(DecisionKind.BANDITS,
        lambda game, d: f"Bandits in {game.region(d.context['region']).name}. Pay 2 resources, or lose the meeple?",
        _bandits_label)


def _dragon_question(game: "TekView", d: Decision) -> str:
    w = game.state.war
    assert w is not None and w.loser is not None, "the dragon's lair is asked about once a war is resolved"
    return (f"Dragon's lair. Drop {game.name(w.loser)}'s tower one level instead of "
            f"taking the meeple? The meeple then retreats for free.")


_simple(DecisionKind.DRAGON, _dragon_question,
        {"dragon": "Drop the tower a level", "no_dragon": "Take the meeple as usual"})
