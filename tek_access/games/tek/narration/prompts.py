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
from tek_access.core.messages import join
from tek_access.games.tek.messages import MESSAGES, elides
from tek_access.games.tek.narration.words import region_type, resource_name, resources, side_name
from tek_access.games.tek.reasons import said as rule_said
from tek_access.games.tek.rules import economy, movement
from tek_access.games.tek.rules.model import DecisionKind
from tek_access.games.tek.view import for_rules

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.view import TekView

_ACTIONS = ("patrol", "quest", "build", "research", "expand", "trade")


def _choose_start(side: str) -> str:
    """The setup prompt: "d'Ashfall Reach" in French (a side's name elides as it is typed)."""
    return MESSAGES("choose-start", side=side, elision=elides(side))


def _title(action: str) -> str:
    """"Patrol": an action (or a movement mode) as the first word of a line."""
    return MESSAGES("action-title", action=action) if action in _ACTIONS else action.capitalize()


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
        return MESSAGES("game-over")
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
    lines = [prompt(game, viewer), MESSAGES("choices-count", n=len(options))]
    lines += [MESSAGES("choice-line", n=i, label=choice_label(game, c, viewer)) for i, c in enumerate(options, 1)]
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
    return _region_text(game, choice.target)


def _region_text(game: "TekView", rid: str) -> str:
    """"Mirewood, forest": a region and its type."""
    r = game.region(rid)
    return MESSAGES("region-label", name=r.name, type=region_type(r.type))


def _resource_label(game: "TekView", d: Decision, choice: Choice) -> str:
    have = game.state.players[d.player].resources[choice.target]
    return MESSAGES("resource-label", resource=MESSAGES("resource-title", resource=choice.target), have=have)


def _amount_label(game: "TekView", d: Decision, choice: Choice) -> str:
    return str(choice.target)


# ---------------------------------------------------------------- setup
def _side_label(game: "TekView", d: Decision, choice: Choice) -> str:
    side = game.catalog.territories[choice.target]
    return MESSAGES("side-label", name=side_name(game, side.id), types=join(region_type(r.type) for r in side.usable))


def _resources_label(game: "TekView", d: Decision, choice: Choice) -> str:
    payment = choice.payment
    assert payment is not None  # each starting-resources choice carries its split
    if tuple(payment) == (2, 1, 3):
        return MESSAGES("resources-suggested", amounts=resources(payment))
    return resources(payment)


_simple(DecisionKind.CHOOSE_SIDE,
        lambda game, d: MESSAGES("choose-side", card=game.config.cards[d.player]),
        _side_label)
_simple(DecisionKind.CHOOSE_START,
        lambda game, d: _choose_start(side_name(game, game.state.players[d.player].home)),
        _region_label)
_simple(DecisionKind.CHOOSE_RESOURCES,
        lambda game, d: MESSAGES("choose-resources"),
        _resources_label)


# ---------------------------------------------------------------- the turn
def _respond_question(game: "TekView", d: Decision) -> str:
    action = game.state.selected
    assert action is not None  # a respond decision follows a selected action
    if d.player == game.state.active:
        return MESSAGES("respond-yours", title=_title(action))
    return MESSAGES("respond", title=_title(action), who=game.name(game.state.active))


def _respond_label(game: "TekView", d: Decision, choice: Choice) -> str:
    p, t = d.player, choice.target
    if choice.kind == "take":
        if t != game.state.selected:
            return MESSAGES("respond-instead", title=_title(t))
        return MESSAGES("respond-take", action=MESSAGES("action-name", action=t), hint=_cost_hint(game, p, t))
    if choice.kind == "collect":
        fixed, free, _ = economy.collect_plan(for_rules(game), p)
        got = resources(fixed)
        if free:
            some = any(fixed.values()) if isinstance(fixed, dict) else any(fixed)
            free_text = MESSAGES("respond-free", n=free)
            got = MESSAGES("respond-got-and-free", got=got, free=free_text) if some else free_text
        return MESSAGES("respond-collect", got=got)
    return MESSAGES("respond-nothing")


def _cost_hint(game: "TekView", seat: int, action: str) -> str:
    if action == "build":
        return MESSAGES("cost-build", level=game.state.players[seat].tower + 1,
                        cost=economy.build_cost(for_rules(game), seat))
    if action == "research":
        return MESSAGES("cost-research", level=game.state.players[seat].magic + 1,
                        cost=economy.research_cost(for_rules(game), seat))
    if action == "expand":
        return MESSAGES("cost-expand", cost=economy.expand_cost(for_rules(game), seat))
    return ""



def _select_label(game: "TekView", d: Decision, choice: Choice) -> str:
    """"Build: pay ore for the next tower level", and when the player cannot take it, why: its
    number selects and takes it when the player can, else selects it for the others only (issue 12,
    item 4)."""
    text = MESSAGES("select-label", title=_title(choice.target), hint=MESSAGES("action-hint", action=choice.target))
    if economy.can_take(for_rules(game), d.player, choice.target):
        return text
    why = rule_said(economy.refusal_take(for_rules(game), d.player, choice.target))
    said = MESSAGES("select-others", text=text, why=f"{why[0].lower()}{why[1:].rstrip('.')}") if why else ""
    return said if why and len(said) < 180 else MESSAGES("select-others-cannot", text=text)


_simple(DecisionKind.SELECT_ACTION, lambda game, d: MESSAGES("select-action"), _select_label)
_simple(DecisionKind.RESPOND, _respond_question, _respond_label)
_simple(DecisionKind.COLLECT_RESOURCE,
        lambda game, d: MESSAGES("collect-resource", reason=d.context.get("reason", "")),
        _resource_label)


# ---------------------------------------------------------------- movement
def _move_from_label(game: "TekView", d: Decision, choice: Choice) -> str:
    name = game.region(choice.target).name
    if choice.kind == "stand":
        return MESSAGES("move-stand", name=name)
    dests = movement.destinations(for_rules(game), d.player, choice.target, d.context["mode"])
    if len(dests) == 1:  # the game moves it there at once: say where (issue 22)
        return MESSAGES("move-only", name=name, to=_move_to_label(game, d, Choice("to", dests[0])))
    return MESSAGES("move-from", name=name)


def _move_to_label(game: "TekView", d: Decision, choice: Choice) -> str:
    r = game.region(choice.target)
    text = _region_text(game, choice.target)
    if d.context.get("mode") == "quest":
        text = MESSAGES("move-to-quest", label=text, side=side_name(game, r.side))
    others = [m.owner for m in game.state.regions.get(choice.target) or () if m.owner != d.player]
    if others:
        war = "move-war-ally" if game.allied(d.player, others[0]) else "move-war"
        text = MESSAGES(war, label=text, foe=game.name(others[0]))
    return text


_simple(DecisionKind.MOVE_FROM, lambda game, d: MESSAGES("move-which", title=_title(d.context["mode"])),
        _move_from_label)
_simple(DecisionKind.MOVE_TO,
        lambda game, d: MESSAGES("move-where", title=_title(d.context["mode"]),
                                 origin=game.region(d.context["origin"]).name),
        _move_to_label)
_simple(DecisionKind.EXPAND_WHERE,
        lambda game, d: MESSAGES("expand-where", cost=economy.expand_cost(for_rules(game), d.player)),
        _region_label)


# ---------------------------------------------------------------- trade
_simple(DecisionKind.TRADE_GIVE, lambda game, d: MESSAGES("trade-give"), _resource_label)
_simple(DecisionKind.TRADE_GET, lambda game, d: MESSAGES("trade-get", give=resource_name(d.context["give"])),
        _resource_label)
_simple(DecisionKind.TRADE_AMOUNT, lambda game, d: MESSAGES("trade-amount", give=resource_name(d.context["give"]),
                                                                 get=resource_name(d.context["get"])),
        _amount_label)
_simple(DecisionKind.TRADE_AMOUNT2,
        lambda game, d: MESSAGES("trade-amount2", give=resource_name(d.context["give2"]),
                                 get=resource_name(d.context["get"])),
        _amount_label)


# ---------------------------------------------------------------- war
def _war_die_question(game: "TekView", d: Decision) -> str:
    w = game.state.war
    assert w is not None  # a war die is asked only in a war
    p = d.player
    return MESSAGES("war-die-question", role="attacking" if p == w.attacker else "defending", foe=game.name(w.foe(p)),
                    where=game.region(w.region).name, have=resources(game.state.players[p].resources))


def _war_die_label(game: "TekView", d: Decision, choice: Choice) -> str:
    if choice.kind == "flag":
        return MESSAGES("war-die-flag-label")
    assert choice.payment is not None  # a war cost carries its payment
    return MESSAGES("war-die-cost-label", value=choice.target, paid=resources(choice.payment))


def _retreat_question(game: "TekView", d: Decision) -> str:
    cost = 0 if d.context.get("free") else economy.retreat_cost(for_rules(game), d.player)
    return MESSAGES("retreat-question", where=game.region(d.context["region"]).name, cost=cost)


def _retreat_label(game: "TekView", d: Decision, choice: Choice) -> str:
    if choice.kind == "remove":
        return MESSAGES("return-to-supply")
    if choice.kind == "church":
        return MESSAGES("shelter-church", where=game.region(choice.target).name)
    return MESSAGES("retreat-to", label=_region_label(game, d, choice))


_simple(DecisionKind.WAR_DIE, _war_die_question, _war_die_label)
_simple(DecisionKind.BOOST, lambda game, d: MESSAGES("boost-question"),
        lambda game, d, c: MESSAGES("boost-yes" if c.kind == "boost" else "boost-no"))
_simple(DecisionKind.LOSS_ORDER, lambda game, d: MESSAGES("loss-order"), _region_label)
_simple(DecisionKind.RETREAT, _retreat_question, _retreat_label)
_simple(DecisionKind.FREE_PLACEMENT,
        lambda game, d: MESSAGES("free-placement-question"),
        _region_label)


# ---------------------------------------------------------------- exploration tokens
def _bandits_label(game: "TekView", d: Decision, c: Choice) -> str:
    if c.kind != "pay":
        return MESSAGES("return-to-supply")
    assert c.payment is not None, "a bandits payment choice comes with its payment"
    return MESSAGES("bandits-pay", paid=resources(c.payment))


_simple(DecisionKind.BANDITS,
        lambda game, d: MESSAGES("bandits-question", where=game.region(d.context["region"]).name),
        _bandits_label)


def _dragon_question(game: "TekView", d: Decision) -> str:
    w = game.state.war
    assert w is not None and w.loser is not None, "the dragon's lair is asked about once a war is resolved"
    return MESSAGES("dragon-question", loser=game.name(w.loser), elision=elides(game.name(w.loser)))


_simple(DecisionKind.DRAGON, _dragon_question,
        lambda game, d, c: MESSAGES("dragon-yes" if c.kind == "dragon" else "dragon-no"))
