"""Tiny Epic Vikings: the contract between the rules and the front end (issue 19).

Everything a front end may rely on is named here: every decision kind (who decides, its context
fields), every choice kind (kind, target), every event kind with its data fields and whether it is
private (``private_to``), and the readable fields of the state (:mod:`.state`). The records are
the family's kernel's (:mod:`tek_access.core.kernel.engine`): :class:`Choice`, :class:`Decision`, :class:`Event`,
:class:`IllegalChoice`, so the generic front end works unchanged. Source of every rule:
003_e355be14bd9c4768.txt (below "003"); rulings where it is unclear: docs/vikings-rulings.md.

The :class:`~tek_access.games.vikings.rules.game.Game` keeps the engine contract of
docs/architecture.md ("Adding a game"): ``pending``, ``choices()``, ``check(choice)``,
``apply(choice) -> events``, ``clone()``, ``for_player(seat)``, ``to_json()``/``from_json()``,
``undo(seat)``, ``can_undo(seat)``, ``name(seat)``, ``state.turn``, ``state.active``,
``state.moves``, ``log``, ``barrier``, ``version``, ``catalog``, ``config``, ``start_events``,
``initial``, ``over``, ``result``, ``viewer``, ``sampler`` and ``game_id = "vikings"`` (the undo and the fields
every game holds from :class:`tek_access.core.kernel.undo.Undoable`).
"""
from __future__ import annotations

from enum import StrEnum

from tek_access.core.kernel.engine import HIDDEN, Choice, Decision, Event, IllegalChoice, choice_of

__all__ = ["HIDDEN", "Choice", "Decision", "Event", "IllegalChoice", "choice_of", "DecisionKind", "CHOICE_KINDS",
           "EVENTS", "PRIVATE_EVENTS", "REVEAL_EVENTS", "RESOURCES", "INFLUENCE", "MAX_RESOURCE", "MAX_FAVOURS",
           "ROW_ENDS", "FORMAT_VERSION", "SAVE_FORMAT"]

#: The three resources, in the order of every (wood, food, steel) tuple (003, Resource).
RESOURCES: tuple[str, str, str] = ("wood", "food", "steel")
#: A resource marker never goes above 7 nor below 0 (003, Resource).
MAX_RESOURCE = 7
#: A clan holds at most 3 favour cards (003, Battle: win the battle).
MAX_FAVOURS = 3
#: Influence of one settler, temple and ship on an island (003, Influence and control islands).
INFLUENCE: dict[str, int] = {"settler": 1, "temple": 4, "ship": 2}
#: Where a favour card is taken from or returned to: either end of either row (003, Battle: start a fight).
ROW_ENDS: tuple[str, ...] = ("top_left", "top_right", "bottom_left", "bottom_right")
#: The save's ``format`` (bumped on any change of the JSON shape) and its ``game`` field.
FORMAT_VERSION = 1
SAVE_FORMAT = "tek-access-vikings"


class DecisionKind(StrEnum):
    """Every decision a Vikings game can wait for. ``Decision.player`` is the seat deciding;
    ``Decision.context`` holds the fields listed (only those set). Choices: see :data:`CHOICE_KINDS`.

    Every action decision but the first of an action also offers ``skip`` (003, Step 2: the rules
    do not force players to perform the actions on the cards)."""

    #: Set-up: place one ship in an edge fjord (003, Game settings). Context: {}. Choices: fjord.
    PLACE_SHIP = "place_ship"
    #: Draft: keep one card of the hand (003, Phase 1). Context: era, left (cards in hand). Choices: keep.
    DRAFT = "draft"
    #: Turn: play one card face up or face down (003, Step 2). Context: era. Choices: up, down.
    PLAY = "play"
    #: A battle's initiator picks the favour card at stake (003, Battle: start a fight). Choices: favour.
    CHOOSE_FAVOUR = "choose_favour"
    #: Sail: which ship (003, Leader Action: sailing). Context: amount. Choices: ship (its place), skip.
    SAIL_SHIP = "sail_ship"
    #: Sail one step or stop. Context: place (where the ship is), left (steps left). Choices: to, stop.
    SAIL_STEP = "sail_step"
    #: The owner of a ship bumped off a dock picks an adjacent fjord. Context: dock, by. Choices: fjord.
    BUMP = "bump"
    #: How many settlers to deploy from the docked ship. Context: island, dock, max. Choices: deploy (0..max).
    DEPLOY = "deploy"
    #: No settler left on the clan board: redeploy one from an island. Context: island. Choices: island.
    DEPLOY_FROM = "deploy_from"
    #: Loot the village the ship is moored at. Context: dock, cost (steel). Choices: loot, skip.
    LOOT = "loot"
    #: Remove an enemy settler: which island. Context: left, anywhere (bool). Choices: island, skip.
    REMOVE_ISLAND = "remove_island"
    #: Remove an enemy settler: whose (when several enemies are there). Context: island, left. Choices: player.
    REMOVE_WHOSE = "remove_whose"
    #: Explore: the island to move a settler from. Context: left. Choices: island, skip.
    EXPLORE_FROM = "explore_from"
    #: Explore: the adjacent island to move it to. Context: origin, left. Choices: island.
    EXPLORE_TO = "explore_to"
    #: Harvest one resource of your choice. Context: left, reason. Choices: resource.
    HARVEST = "harvest"
    #: Build: a ship or a temple and which slot of the clan board (its cost). Choices: ship, temple (cost), skip.
    BUILD = "build"
    #: Where the built unit goes. Context: unit ("ship" or "temple"), cost. Choices: fjord or island.
    BUILD_WHERE = "build_where"
    #: Rune action: move a temple, from where. Choices: island, skip.
    TEMPLE_FROM = "temple_from"
    #: Rune action: move a temple, to where. Context: origin. Choices: island.
    TEMPLE_TO = "temple_to"
    #: Rune action swap: discard one card of the hand after drawing one. Choices: discard.
    DISCARD = "discard"
    #: Rune action battle: play one more card face down. Choices: down, skip.
    BATTLE_CARD = "battle_card"
    #: Rune action exchange: the resource to give. Context: left. Choices: resource, skip.
    EXCHANGE_GIVE = "exchange_give"
    #: Rune action exchange: the resource to get for it. Context: give, left. Choices: resource.
    EXCHANGE_GET = "exchange_get"
    #: Use the played card's rune action now. Context: card, action (its kind). Choices: rune, skip.
    RUNE_ACTION = "rune_action"
    #: Complete one looted village in a slot (003, Step 3). Choices: slot, skip.
    COMPLETE = "complete"
    #: A fourth favour card: the one to give back (003, Battle: win). Choices: favour.
    FAVOUR_RETURN = "favour_return"
    #: Where the given-back favour card goes. Context: favour. Choices: end (one of ROW_ENDS).
    FAVOUR_PLACE = "favour_place"


#: Choice kinds: ``Choice(kind, target)``; the target's meaning. No choice has a payment.
CHOICE_KINDS: dict[str, str] = {
    "fjord": "a fjord id (place_ship, bump, build_where for a ship)",
    "keep": "a card id kept in the draft",
    "up": "a card id played face up",
    "down": "a card id played face down (play, battle_card)",
    "favour": "a favour card id (choose_favour, favour_return)",
    "ship": "sail_ship: the place (fjord or dock id) of the ship to sail; build: the wood cost of the slot",
    "temple": "build: the wood cost of the temple slot",
    "to": "a fjord or dock id one step away (sail_step)",
    "stop": "no target: end the sailing here",
    "deploy": "an int, settlers to deploy (0 deploys none)",
    "island": "an island id (deploy_from, remove_island, explore_from, explore_to, temple_from, temple_to, "
              "build_where for a temple)",
    "player": "a seat (remove_whose)",
    "resource": "wood, food or steel (harvest, exchange_give, exchange_get)",
    "loot": "no target: loot the village",
    "rune": "no target: do the card's rune action",
    "discard": "a card id to discard (swap)",
    "slot": "a completion slot id: an era-board slot or a god id (+2 rage)",
    "end": "one of ROW_ENDS",
    "skip": "no target: do not do this (optional actions)",
}

#: Event kind -> its data fields. Every event names the seat concerned as ``player`` where there is one.
#: Cards, favours, islands, docks, fjords, gods and slots are named by id (``catalog`` has the names).
EVENTS: dict[str, tuple[str, ...]] = {
    # set-up (003, Game settings)
    "game_started": ("players", "map", "gods", "start", "rows"),
    "ship_placed": ("player", "fjord"),
    # draft (003, Phase 1)
    "era_started": ("era", "cards", "direction", "start"),
    "deck_shuffled": ("count",),
    "hand_dealt": ("player", "cards"),                 # private to player
    "cards_dealt": ("player", "count"),
    "card_kept": ("player", "card"),                   # private to player
    "draft_pick": ("player", "left"),
    "hands_passed": ("direction", "count"),
    "hand_received": ("player", "cards", "origin"),     # private to player (origin: the seat it came from)
    "draft_done": ("era",),
    # action phase (003, Stage Two)
    "turn_started": ("player", "turn", "era"),
    "turn_skipped": ("player",),                       # no card left in hand
    "card_played": ("player", "card", "rune"),         # face up
    "card_played_down": ("player",),                   # face down: public
    "card_hidden": ("player", "card"),                 # private to player: which card lies face down
    # battle (003, Battle)
    "battle_started": ("player", "favour", "end"),     # favour None when both rows are empty
    "battle_joined": ("player",),
    "battle_revealed": ("cards", "strengths", "steel", "unpaid", "invader", "invader_strength"),
    "battle_won": ("player", "favour"),
    "battle_lost": ("player", "favour"),               # the initiator lost to the invader
    "battle_tied": ("players", "favour"),
    "favour_returned": ("favour", "end"),
    "favour_taken": ("player", "favour", "sack"),
    "favour_stored": ("player", "favour"),             # private to player: under the clan board
    "favour_given_back": ("player", "favour", "end"),
    "boon_gained": ("player", "god", "boon"),
    "rage_raised": ("god", "by", "rage", "passed"),    # passed: True when the marker went past 19
    # actions (003, Leader Action, Rune action, Step 3)
    "ship_moved": ("player", "origin", "to"),
    "ship_bumped": ("player", "origin", "to", "by"),
    "settlers_deployed": ("player", "island", "count", "food"),  # count from the clan board (>0); food for all
    "settler_removed": ("player", "island", "by", "reason"),  # player: the owner; reason: remove, majority, redeploy
    "village_looted": ("player", "dock", "steel"),
    "settler_moved": ("player", "origin", "to"),
    "resources_changed": ("player", "delta", "now", "reason"),  # delta and now: {wood, food, steel}
    "ship_built": ("player", "fjord", "cost"),
    "temple_built": ("player", "island", "cost"),
    "temple_moved": ("player", "origin", "to"),
    "rune_gained": ("player", "island", "god"),
    "rune_stolen": ("player", "victim", "island", "god"),
    "rune_returned": ("player", "island", "god"),
    "card_drawn": ("player",),
    "card_drawn_is": ("player", "card"),               # private to player
    "card_discarded": ("player", "card"),
    "village_completed": ("player", "slot"),
    "action_skipped": ("player", "action", "why"),  # why "nothing": the action could do nothing (else absent)
    # tidy up and the end (003, Stage 3, Game over)
    "era_ended": ("era",),
    "start_player": ("player", "fewest"),
    "game_over": ("scores", "winners"),
}

#: Events that are always private to their ``player`` (``Event.private_to``).
PRIVATE_EVENTS = frozenset({"hand_dealt", "card_kept", "hand_received", "card_hidden", "favour_stored",
                            "card_drawn_is"})
#: Events that show a seat something it could not know before: a look-ahead on a view stops at them.
REVEAL_EVENTS = frozenset({"battle_revealed", "hand_received", "hand_dealt", "card_drawn_is", "deck_shuffled"})
