"""Tiny Epic Vikings: the game's flow: set-up ships, eras, the draft, turns, playing a card,
completing a village, tidying up and the end (003_e355be14bd9c4768.txt, Game settings; Game flow;
Phase 1: Draft; Stage Two: Action; Step 3; Stage 3: Tidy up; game over)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.games.vikings.rules import actions, battle, board
from tek_access.games.vikings.rules.infoset import need
from tek_access.games.vikings.rules.model import Choice, DecisionKind, choice_of

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.rules.game import Game

SKIP = choice_of("skip")


def announce(game: "Game", task: dict) -> None:
    """The table as set (003, Game settings)."""
    s = game.state
    game.emit("game_started", players=game.config.players, map=game.map.name, gods=list(s.gods), start=s.start,
              rows={k: list(v) for k, v in s.rows.items()})


def place_ship_choices(game: "Game", task: dict) -> list[Choice]:
    """Any edge fjord (003, Game settings: each player places 1 ship in any fjord on the edge)."""
    return [choice_of("fjord", f.id) for f in game.map.fjords.values() if f.edge]


def place_ship(game: "Game", task: dict, choice: Choice) -> None:
    seat = int(task["p"])
    game.state.ships.append([seat, choice.target])
    game.emit("ship_placed", player=seat, fjord=choice.target)


def draw(game: "Game") -> str | None:
    """The top card of the Viking deck; an empty deck is the discard shuffled (003, Stage 3)."""
    s = game.state
    if not s.deck and s.discard:
        need(game)
        s.deck, s.discard = s.discard, []
        game.dice.shuffle(s.deck)
        game.emit("deck_shuffled", count=len(s.deck))
    if not s.deck:
        return None
    need(game)
    return s.deck.pop()


def start_era(game: "Game", task: dict) -> None:
    """Deal 4/5/6 cards by era and start the draft (003, Phase 1: Draft)."""
    s = game.state
    era = game.catalog.eras[s.era - 1]
    s.phase = "draft"
    game.emit("era_started", era=s.era, cards=era.cards, direction=era.direction, start=s.start)
    for k in range(game.config.players):
        seat = (s.start + k) % game.config.players
        hand = []
        for _ in range(era.cards):
            card = draw(game)
            if card is not None:
                hand.append(card)
        s.players[seat].hand = hand
        game.emit("hand_dealt", seat, player=seat, cards=list(hand))
        game.emit("cards_dealt", player=seat, count=len(hand))
    game.push({"t": "draft_round", "p": s.start})


def draft_round(game: "Game", task: dict) -> None:
    """Each player keeps 1 card face down, then hands pass (003, Phase 1, steps 2 and 3)."""
    s = game.state
    n = game.config.players
    if any(len(p.hand) < 2 for p in s.players):
        _draft_done(game)
        return
    order = [(s.start + k) % n for k in range(n)]
    game.push(*[{"t": DecisionKind.DRAFT.value, "p": seat, "era": s.era, "left": len(s.players[seat].hand)}
                for seat in order], {"t": "draft_pass", "p": s.start})


def draft_choices(game: "Game", task: dict) -> list[Choice]:
    seat = int(task["p"])
    if seat != game.viewer:
        need(game)
    return [choice_of("keep", c) for c in game.state.players[seat].hand]


def draft_keep(game: "Game", task: dict, choice: Choice) -> None:
    seat = int(task["p"])
    clan = game.state.players[seat]
    clan.hand.remove(choice.target)
    clan.kept.append(choice.target)
    game.emit("card_kept", seat, player=seat, card=choice.target)
    game.emit("draft_pick", player=seat, left=len(clan.hand))


def draft_pass(game: "Game", task: dict) -> None:
    """Pass the hands by the era's direction (left: clockwise, to the next seat); the last card
    passed joins the kept cards as the hand (003, Phase 1, step 4)."""
    s = game.state
    n = game.config.players
    need(game)
    shift = 1 if game.catalog.eras[s.era - 1].direction == "left" else -1
    hands = [p.hand for p in s.players]
    count = len(hands[0])
    for seat in range(n):
        s.players[(seat + shift) % n].hand = hands[seat]
    game.emit("hands_passed", direction=game.catalog.eras[s.era - 1].direction, count=count)
    for seat in range(n):
        game.emit("hand_received", seat, player=seat, cards=list(s.players[seat].hand), origin=(seat - shift) % n)
    if count <= 1:
        _draft_done(game)
    else:
        game.push({"t": "draft_round", "p": s.start})


def _draft_done(game: "Game") -> None:
    s = game.state
    for clan in s.players:
        clan.hand = clan.kept + clan.hand
        clan.kept = []
    s.phase = "action"
    game.emit("draft_done", era=s.era)
    game.push({"t": "turn", "p": s.start})


def turn(game: "Game", task: dict) -> None:
    """One player's turn (003, Stage Two): settle the battle they started, if any, then play a card.
    A player with no card left has no turn; when no one has a card the era ends, after any open
    battle is settled (003, Battle: a battle launched in the last round)."""
    s = game.state
    seat = int(task["p"])
    if all(not p.hand for p in s.players):
        game.push({"t": "settle", "p": seat}, {"t": "tidy", "p": s.start})
        return
    s.active = seat
    s.completed = False  # one village a turn, the turn's Step 1 included (003, Step 3)
    if s.battle is not None and s.battle["initiator"] == seat:
        game.push({"t": "settle", "p": seat}, {"t": "begin_turn", "p": seat})
    else:
        game.push({"t": "begin_turn", "p": seat})


def begin_turn(game: "Game", task: dict) -> None:
    s = game.state
    seat = int(task["p"])
    nxt = {"t": "turn", "p": (seat + 1) % game.config.players}
    if not s.players[seat].hand:
        game.emit("turn_skipped", player=seat)
        game.push(nxt)
        return
    s.turn += 1
    game.emit("turn_started", player=seat, turn=s.turn, era=s.era)
    game.push({"t": DecisionKind.PLAY.value, "p": seat, "era": s.era}, {"t": "complete_offer", "p": seat}, nxt)


def play_choices(game: "Game", task: dict) -> list[Choice]:
    """Each card face up (its actions) or face down (start or join a battle; one card a seat in a
    battle, docs/vikings-rulings.md) (003, Step 2)."""
    seat = int(task["p"])
    if seat != game.viewer:
        need(game)
    hand = game.state.players[seat].hand
    out = [choice_of("up", c) for c in hand]
    if battle.may_fight(game, seat):
        out += [choice_of("down", c) for c in hand]
    return out


def play(game: "Game", task: dict, choice: Choice) -> None:
    seat = int(task["p"])
    if choice.kind == "down":
        battle.play_down(game, seat, str(choice.target))
        return
    card = game.catalog.cards[str(choice.target)]
    clan = game.state.players[seat]
    clan.hand.remove(card.id)
    clan.played.append([card.id, "up"])
    game.emit("card_played", player=seat, card=card.id, rune=card.rune)
    game.push(*actions.tasks_for(game, seat, card.leader, "leader"), {"t": "rune_offer", "p": seat, "card": card.id})


def rune_offer(game: "Game", task: dict) -> None:
    """After the leader action, the rune action when the player holds the runes it needs (003, rune
    action) and it could do something now."""
    seat = int(task["p"])
    card = game.catalog.cards[task["card"]]
    held = board.runes_held(game, seat)
    if all(held.get(god, 0) >= n for god, n in card.rune_action.needs) and actions.can_do(game, seat, card.rune_action):
        game.push({"t": DecisionKind.RUNE_ACTION.value, "p": seat, "card": card.id, "action": card.rune_action.kind})


def rune_action_choices(game: "Game", task: dict) -> list[Choice]:
    return [choice_of("rune"), SKIP]


def rune_action(game: "Game", task: dict, choice: Choice) -> None:
    seat = int(task["p"])
    if choice.kind == "skip":
        game.emit("action_skipped", player=seat, action=task["action"])
        return
    card = game.catalog.cards[task["card"]]
    game.push(*actions.tasks_for(game, seat, card.rune_action, "rune"))


def complete_offer(game: "Game", task: dict) -> None:
    """Step 3: a player holding a looted village may complete one, once a turn (003, Step 3)."""
    seat = int(task["p"])
    if game.state.players[seat].villages > 0 and not game.state.completed and complete_choices(game, task)[:-1]:
        game.push({"t": DecisionKind.COMPLETE.value, "p": seat})


def complete_choices(game: "Game", task: dict) -> list[Choice]:
    """Slots with room: at most as many villages as players each (003, Complete a Village)."""
    n = game.config.players
    return [choice_of("slot", sid) for sid, seats in game.state.slots.items() if len(seats) < n] + [SKIP]


def complete(game: "Game", task: dict, choice: Choice) -> None:
    """Place a looted village in a slot and do its action; a god's slot raises its rage by 2."""
    seat = int(task["p"])
    if choice.kind == "skip":
        return
    s = game.state
    slot = str(choice.target)
    s.players[seat].villages -= 1
    s.slots[slot].append(seat)
    s.completed = True
    game.emit("village_completed", player=seat, slot=slot)
    if slot in game.catalog.gods:
        board.rage(game, slot, 2)
    else:
        game.push(*actions.tasks_for(game, seat, game.catalog.slots[slot].action, "village"))


def tidy(game: "Game", task: dict) -> None:
    """Stage 3: played cards to the discard, the raven moves on, the horn passes to the left of the
    player with the fewest runes (ties: the earliest in this era's turn order); after era 3, the
    final scoring (003, Stage 3: Tidy up; game over)."""
    from tek_access.games.vikings.rules.scoring import finish

    s = game.state
    n = game.config.players
    need(game)
    for clan in s.players:
        s.discard.extend(card for card, _face in clan.played)
        clan.played = []
    game.emit("era_ended", era=s.era)
    if s.era >= len(game.catalog.eras):
        finish(game)
        return
    s.era += 1
    order = [(s.start + k) % n for k in range(n)]
    fewest = min(order, key=lambda seat: (sum(board.runes_held(game, seat).values()), order.index(seat)))
    s.start = s.active = (fewest + 1) % n
    game.emit("start_player", player=s.start, fewest=fewest)
    game.push({"t": "start_era", "p": s.start})
