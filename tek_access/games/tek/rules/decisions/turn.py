"""The turn: select an action, every seat follows or collects, build and research, collecting,
the end-of-game check, passing the active player token, the end.

Source: 000_de41987be7abf7aa.txt, On Your Turn (1. Select an action, 2. Follow or collect,
3. Pass the token, 4. Check for End-of-Game Conditions), Build, Research, Collect Resources,
Scoring; Playing with 5 Players; rulings.md, Turn and actions.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import CHOICES, Choice, choice_of
from tek_access.games.tek.rules import economy, scoring, tables
from tek_access.games.tek.rules.decisions import SKIP_WHEN_EMPTY, Handler, handler, solo, step
from tek_access.games.tek.rules.model import ACTIONS, RESOURCES, DecisionKind, Task, task_of

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.game import Game

SHIELDS = 5  # shields on the action card: the sixth action selected clears it (000, On Your Turn)
_ACTION_CHOICES = {a: choice_of("action", a) for a in ACTIONS}
_NOTHING, _COLLECT = choice_of("nothing"), choice_of("collect")
_TAKE = CHOICES["take"]
_TURN_TASKS: dict[tuple[int, int], list[Task]] = {}
_MOVE_TASKS: dict[tuple[int, str], Task] = {}
_OPEN_ACTIONS: dict[tuple[str, ...], list[Choice]] = {}


@step("turn")
def start_turn(game: "Game", task: Task) -> None:
    """Start the active player's turn: when all 5 shields are down the action card clears (and
    the game ends if the end was triggered); with 5 players the clearer takes no action
    (000, On Your Turn; Playing with 5 Players; End of the Game)."""
    s = game.state
    if len(s.shields) == SHIELDS:
        if s.end_triggered:
            finish(game)
            return
        s.shields = []
        s.selected = None
        game.emit("shields_cleared", player=s.active)
        if game.dummy is not None:
            solo.flip(game)  # 002, The Compass Card: flipped each time the action card is cleared
        if tables.clearer_skips(game):
            s.turn += 1
            game.emit("turn_skipped", player=s.active, turn=s.turn)
            game.push(Task("next_turn", s.active))
            return
    s.turn += 1
    s.selected = None
    game.emit("turn_started", player=s.active, turn=s.turn)
    n, a = game.config.players, s.active
    dummy = game.dummy
    if dummy is None:
        tasks = _TURN_TASKS.get((a, n))
        if tasks is None:  # the stack of a turn, last run first: made once per seat and table size
            tasks = _TURN_TASKS[(a, n)] = [task_of("next_turn", a), task_of("end_check", a),
                                           *(task_of(DecisionKind.RESPOND, (a + i) % n) for i in range(n - 1, -1, -1)),
                                           task_of(DecisionKind.SELECT_ACTION, a)]
        s.tasks.extend(tasks)
        return
    # solo: the dummy selects and responds by automatic steps (002, Solo Play Rules: Turn Structure)
    game.push(task_of("dummy_turn" if a == dummy else DecisionKind.SELECT_ACTION, a),
              *(task_of("dummy_respond" if (a + i) % n == dummy else DecisionKind.RESPOND, (a + i) % n)
                for i in range(n)),
              task_of("end_check", a), task_of("next_turn", a))


class SelectAction(Handler):
    """Select an action not yet covered by a shield, and cover it (000, On Your Turn, 1)."""

    kind = DecisionKind.SELECT_ACTION
    source = "000, On Your Turn: Select an Action"

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        shields = game.state.shields
        key = tuple(shields)
        options = _OPEN_ACTIONS.get(key)
        if options is None:  # shared lists, one per set of shields (choices are read, never changed)
            options = _OPEN_ACTIONS[key] = [_ACTION_CHOICES[a] for a in ACTIONS if a not in shields]
        return options

    def check(self, game: "Game", task: Task, choice: Choice) -> str | None:
        if choice.kind == "action" and choice.target in game.state.shields:
            return (f"{choice.target.capitalize()} is covered by a shield: each action is selected once until "
                    f"the action card clears.")
        return super().check(game, task, choice)

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        game.state.shields.append(choice.target)
        game.state.selected = choice.target
        game.emit("action_selected", player=task.seat, action=choice.target,
                  shields_left=SHIELDS - len(game.state.shields))


class Respond(Handler):
    """Each seat in turn, the active player first, takes the selected action or collects; the
    active player may take it or do nothing (000, On Your Turn, 2; rulings.md: an action a player
    cannot take is not offered). ``action_substitute`` abilities offer another action instead."""

    kind = DecisionKind.RESPOND
    source = "000, On Your Turn: Follow or Collect"

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        p = task.seat
        state = game.state
        action = state.selected
        assert action is not None, "a response with no action selected"
        out = [_TAKE[action]] if economy.can_take(game, p, action) else []
        insteads = game.abilities(p).substitutes
        if insteads:
            for instead in insteads.get(action, ()):
                if instead != action and economy.can_take(game, p, instead):
                    out.append(_TAKE[instead])
        out.append(_NOTHING if p == state.active else _COLLECT)
        return out

    def check(self, game: "Game", task: Task, choice: Choice) -> str | None:
        """Taking an action the player cannot afford or carry out names the rule that stops it
        (:func:`tek_access.games.tek.rules.economy.refusal_take`)."""
        if choice in game._options():
            return None
        if choice.kind == "take" and choice.target in ACTIONS:
            selected = game.state.selected
            assert selected is not None, "a response with no action selected"
            if choice.target != selected and choice.target not in economy.substitutes_for(game, task.seat, selected):
                return f"{choice.target.capitalize()} is not the action now: {selected.capitalize()} was selected."
            why = economy.refusal_take(game, task.seat, choice.target)
            if why:
                return f"You cannot {choice.target} now. {why[0].upper()}{why[1:]}"
        return super().check(game, task, choice)

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        p = task.seat
        if choice.kind == "nothing":
            game.emit("passed", player=p)
        elif choice.kind == "collect":
            collect(game, p)
        else:
            action = choice.target
            if action != game.state.selected:
                game.emit("substituted", player=p, action=action, instead_of=game.state.selected)
            take(game, p, action)


def take(game: "Game", p: int, action: str) -> None:
    """Carry out ``action`` for seat ``p``: build and research at once, the others by their
    decisions (000, the six actions)."""
    if action in ("patrol", "quest"):
        key = (p, action)
        task = _MOVE_TASKS.get(key)
        if task is None:  # tasks are immutable: one per seat and mode
            task = _MOVE_TASKS[key] = Task(DecisionKind.MOVE_FROM, p, mode=action)
        game.state.tasks.append(task)
    elif action == "build":
        build(game, p)
    elif action == "research":
        research(game, p)
    elif action == "expand":
        game.state.tasks.append(task_of(DecisionKind.EXPAND_WHERE, p))
    elif action == "trade":
        game.state.tasks.append(task_of(DecisionKind.TRADE_GIVE, p))


def build(game: "Game", p: int) -> None:
    """Build the next tower level, paying its ore cost (000, Build; 001, TOWER; costs in
    :func:`tek_access.games.tek.rules.economy.build_cost`)."""
    cost = economy.build_cost(game, p)
    assert cost is not None, "build taken with the tower complete"
    paid = economy.pay(game, p, "ore", cost)
    game.state.players[p].tower += 1
    game.emit("built", player=p, level=game.state.players[p].tower, cost=cost, paid=paid)


def research(game: "Game", p: int) -> None:
    """Learn the next magic level, paying its mana cost (000, Research)."""
    cost = economy.research_cost(game, p)
    assert cost is not None, "research taken at the last magic level"
    paid = economy.pay(game, p, "mana", cost)
    pl = game.state.players[p]
    pl.magic += 1
    game.emit("researched", player=p, level=pl.magic, cost=cost, paid=paid,
              text=game.faction(p).levels[pl.magic - 1].text)


def collect(game: "Game", p: int) -> None:
    """Collect one resource per occupied region by type, the rest by choice (000, Collect
    Resources; the plan is :func:`tek_access.games.tek.rules.economy.collect_plan`)."""
    fixed, free, reasons = economy.collect_plan(game, p)
    have = game.state.players[p].resources
    gained, capped = {}, {}
    for res, n in fixed.items():
        if n:
            got = min(n, economy.RESOURCE_CAP - have[res])
            if got > 0:
                have[res] += got
                gained[res] = got
            else:
                got = 0
            if n > got:
                capped[res] = n - got
    game.emit("collected", player=p, gained=gained, capped=capped, choices=free)
    if reasons:
        if p == game.dummy:
            solo.choose_resources(game, p, reasons)  # the dummy's choice is a rule (002, Solo Play Rules)
            return
        game.push(*[Task(DecisionKind.COLLECT_RESOURCE, p, reason=r) for r in reasons])


class CollectResource(Handler):
    """Choose one resource: searching a ruins, the last-meeple bonus, a treasure (000, Collect
    Resources; Ruins; exploration tokens: Treasure). A resource at 9 is not offered, and with
    every resource at 9 there is nothing to choose (rulings.md: collect capped at 9)."""

    kind = DecisionKind.COLLECT_RESOURCE
    source = "000, Collect Resources; Ruins"
    single = SKIP_WHEN_EMPTY

    def choices(self, game: "Game", task: Task) -> list[Choice]:
        have = game.state.players[task.seat].resources
        return [CHOICES["resource"][r] for r in RESOURCES if have[r] < economy.RESOURCE_CAP]

    def apply(self, game: "Game", task: Task, choice: Choice) -> None:
        economy.gain(game, task.seat, choice.target, 1)
        region = task.reason[6:] if task.reason and task.reason.startswith("ruins:") else None
        game.emit("resource_chosen", player=task.seat, resource=choice.target, reason=task.reason, region=region)


@step("end_check")
def end_check(game: "Game", task: Task) -> None:
    """000, 4. Check for End-of-Game Conditions: 7 meeples, tower 6, magic 5; irreversible."""
    s = game.state
    if s.end_triggered:
        return
    for p in s.players:
        reason = None
        if game.in_play(p.seat) >= economy.MAX_MEEPLES:
            reason = "meeples"
        elif p.tower >= economy.MAX_TOWER:
            reason = "tower"
        elif p.magic >= economy.MAX_MAGIC:
            reason = "magic"
        if reason:
            s.end_triggered = True
            game.emit("end_triggered", player=p.seat, reason=reason)
            return


@step("next_turn")
def next_turn(game: "Game", task: Task) -> None:
    """000, On Your Turn, 3: pass the active player token to the left."""
    game.state.active = (game.state.active + 1) % game.config.players
    game.push(task_of("turn", game.state.active))


def finish(game: "Game") -> None:
    """000, Scoring: meeples in ruins are removed, then VP and tie-breakers
    (:func:`tek_access.games.tek.rules.scoring.final_result`)."""
    s = game.state
    for rid in list(s.regions):
        if s.regions[rid] and game.region(rid).type == "ruins":
            for m in game.clear_region(rid):
                game.emit("ruins_lost", player=m.owner, region=rid)
    s.over = True
    s.tasks = []
    s.result = scoring.final_result(game)
    game.emit("game_over", **s.result)


handler(SelectAction)
handler(Respond)
handler(CollectResource)
