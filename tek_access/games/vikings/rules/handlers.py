"""Tiny Epic Vikings: one handler per decision kind and every automatic step, by name.

A handler lists the legal choices of its decision (``choices(game, task)``) and plays one
(``apply(game, task, choice)``); ``source`` is the section of 003_e355be14bd9c4768.txt it follows.
A step runs by itself (``STEPS[name](game, task)``). Tasks are ``{"t": kind, "p": seat, ...}``."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tek_access.games.vikings.rules import actions, battle, flow
from tek_access.games.vikings.rules.model import Choice, DecisionKind

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.rules.game import Game


@dataclass(frozen=True, slots=True)
class Handler:
    choices: Callable[["Game", dict], list[Choice]]
    apply: Callable[["Game", dict, Choice], Any]
    source: str


D = DecisionKind
A = actions
_SOURCE = "003_e355be14bd9c4768.txt, "

HANDLERS: dict[str, Handler] = {
    D.PLACE_SHIP: Handler(flow.place_ship_choices, flow.place_ship, _SOURCE + "Game settings"),
    D.DRAFT: Handler(flow.draft_choices, flow.draft_keep, _SOURCE + "Phase 1: Draft"),
    D.PLAY: Handler(flow.play_choices, flow.play, _SOURCE + "Step 2: Play and execute 1 Viking Card"),
    D.CHOOSE_FAVOUR: Handler(battle.choose_favour_choices, battle.choose_favour, _SOURCE + "Battle: start a fight"),
    D.SAIL_SHIP: Handler(A.sail_ship_choices, A.sail_ship, _SOURCE + "Leader Action: Sailing 1 boat"),
    D.SAIL_STEP: Handler(A.sail_step_choices, A.sail_step, _SOURCE + "Leader Action: Sailing 1 boat"),
    D.BUMP: Handler(A.bump_choices, A.bump, _SOURCE + "Sailing: Related rules"),
    D.DEPLOY: Handler(A.deploy_choices, A.deploy, _SOURCE + "Rules for deploying settlers"),
    D.DEPLOY_FROM: Handler(A.deploy_from_choices, A.deploy_from, _SOURCE + "Rules for deploying settlers"),
    D.LOOT: Handler(A.loot_choices, A.loot, _SOURCE + "Rules for looting villages"),
    D.REMOVE_ISLAND: Handler(A.remove_island_choices, A.remove_island, _SOURCE + "Leader Action; rune action"),
    D.REMOVE_WHOSE: Handler(A.remove_whose_choices, A.remove_whose, _SOURCE + "Leader Action; rune action"),
    D.EXPLORE_FROM: Handler(A.explore_from_choices, A.explore_from, _SOURCE + "settler exploration"),
    D.EXPLORE_TO: Handler(A.explore_to_choices, A.explore_to, _SOURCE + "settler exploration"),
    D.HARVEST: Handler(A.harvest_choices, A.harvest, _SOURCE + "reward"),
    D.BUILD: Handler(A.build_choices, A.build, _SOURCE + "put up"),
    D.BUILD_WHERE: Handler(A.build_where_choices, A.build_where, _SOURCE + "put up"),
    D.TEMPLE_FROM: Handler(A.temple_from_choices, A.temple_from, _SOURCE + "rune action"),
    D.TEMPLE_TO: Handler(A.explore_to_choices, A.temple_to, _SOURCE + "rune action"),
    D.DISCARD: Handler(A.discard_choices, A.discard, _SOURCE + "rune action"),
    D.BATTLE_CARD: Handler(battle.battle_card_choices, battle.battle_card, _SOURCE + "rune action"),
    D.EXCHANGE_GIVE: Handler(A.exchange_give_choices, A.exchange_give, _SOURCE + "rune action"),
    D.EXCHANGE_GET: Handler(A.exchange_get_choices, A.exchange_get, _SOURCE + "rune action"),
    D.RUNE_ACTION: Handler(flow.rune_action_choices, flow.rune_action, _SOURCE + "rune action"),
    D.COMPLETE: Handler(flow.complete_choices, flow.complete, _SOURCE + "Step 3: Complete a Village"),
    D.FAVOUR_RETURN: Handler(battle.favour_return_choices, battle.favour_return, _SOURCE + "win the battle"),
    D.FAVOUR_PLACE: Handler(battle.favour_place_choices, battle.favour_place, _SOURCE + "win the battle"),
}

STEPS: dict[str, Callable[["Game", dict], None]] = {
    "announce": flow.announce,
    "start_era": flow.start_era,
    "draft_round": flow.draft_round,
    "draft_pass": flow.draft_pass,
    "turn": flow.turn,
    "begin_turn": flow.begin_turn,
    "rune_offer": flow.rune_offer,
    "complete_offer": flow.complete_offer,
    "tidy": flow.tidy,
    "settle": battle.settle,
    "boon": battle.boon,
    "arrive": A.arrive,
    "majority": A.majority_step,
    "harvest_start": A.harvest_start,
    "gain": A.gain_step,
    "swap": A.swap,
}
