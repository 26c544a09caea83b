"""Tiny Epic Vikings: battles for favour cards (003_e355be14bd9c4768.txt, Battle: start a fight,
take part in the battle, settlement battle, win the battle, lose the battle, a tie, If no other
players are involved in the battle)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.games.vikings.rules import actions, board
from tek_access.games.vikings.rules.catalog import Card
from tek_access.games.vikings.rules.infoset import need
from tek_access.games.vikings.rules.model import MAX_FAVOURS, ROW_ENDS, Choice, DecisionKind, choice_of

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.rules.game import Game

D = DecisionKind


def may_fight(game: "Game", seat: int) -> bool:
    """A seat may play a card face down unless it already has one in the open battle (ruling)."""
    b = game.state.battle
    return b is None or str(seat) not in b["cards"]


def play_down(game: "Game", seat: int, card: str) -> None:
    """Play ``card`` face down: start a battle when none is open (the initiator then picks the favour
    card at stake from either end of either row), else join it (003, start a fight; take part)."""
    s = game.state
    clan = s.players[seat]
    clan.hand.remove(card)
    clan.played.append([card, "down"])
    game.emit("card_played_down", player=seat)
    game.emit("card_hidden", seat, player=seat, card=card)
    if s.battle is None:
        s.battle = {"initiator": seat, "favour": None, "end": None, "cards": {str(seat): card}, "order": [seat]}
        if any(s.rows.values()):
            game.push({"t": D.CHOOSE_FAVOUR.value, "p": seat})
        else:
            game.emit("battle_started", player=seat, favour=None, end=None)
    else:
        s.battle["cards"][str(seat)] = card
        s.battle["order"].append(seat)
        game.emit("battle_joined", player=seat)


def ends(game: "Game") -> dict[str, str]:
    """Favour card id -> the row end it lies at (the first end named when a row holds one card)."""
    out: dict[str, str] = {}
    for end in ROW_ENDS:
        row, side = end.split("_")
        cards = game.state.rows[row]
        if cards:
            out.setdefault(cards[0] if side == "left" else cards[-1], end)
    return out


def choose_favour_choices(game: "Game", task: dict) -> list[Choice]:
    return [choice_of("favour", f) for f in ends(game)]


def choose_favour(game: "Game", task: dict, choice: Choice) -> None:
    s = game.state
    favour = str(choice.target)
    end = ends(game)[favour]
    s.rows[end.split("_")[0]].remove(favour)
    assert s.battle is not None
    s.battle["favour"], s.battle["end"] = favour, end
    game.emit("battle_started", player=int(task["p"]), favour=favour, end=end)


def battle_card_choices(game: "Game", task: dict) -> list[Choice]:
    """Rune action: play one more card face down, joining or starting a battle (003, rune action)."""
    seat = int(task["p"])
    if not may_fight(game, seat):
        return []
    if seat != game.viewer:
        need(game)
    cards = game.state.players[seat].hand
    return [choice_of("down", c) for c in cards] + [choice_of("skip")] if cards else []


def battle_card(game: "Game", task: dict, choice: Choice) -> None:
    if choice.kind == "skip":
        actions.skipped(game, task, "battle")
        return
    play_down(game, int(task["p"]), str(choice.target))


def strength(game: "Game", seat: int, card: Card) -> int:
    """War strength: the card's, plus 1 a rune of its god held ("rune") or 1 a resource kind held
    ("kinds"); held, not spent (003, settlement battle)."""
    value = card.strength
    if card.bonus == "rune":
        value += board.runes_held(game, seat)[card.rune]
    elif card.bonus == "kinds":
        value += sum(1 for n in game.state.players[seat].res if n > 0)
    return value


def invader_strength(game: "Game", card: Card) -> int:
    """The invader pays any steel; its runes are the previous invaders' runes, one each whatever the
    god (003, If no other players ...); it holds no resource kind (ruling)."""
    value = card.strength
    if card.bonus == "rune":
        value += len(game.state.invaders) - 1
    return value


def settle(game: "Game", task: dict) -> None:
    """Reveal every face-down card and settle the battle (003, settlement battle). Steel a card asks
    is paid at the reveal; a player who cannot pay takes no part (no boon, no rage). The strongest
    wins the favour card; losers, from the initiator clockwise, gain their card's god's Valkyrie
    boon and raise its rage by 1. A tie: no one wins, the card goes back, every fighter is a loser.
    An initiator with no other fighter (joiners who cannot pay take no part) fights the invader,
    the top card of the deck; an initiator who cannot pay draws none (docs/vikings-rulings.md)."""
    from tek_access.games.vikings.rules.flow import draw

    s = game.state
    b = s.battle
    if b is None:
        return
    need(game)
    s.battle = None
    cards = game.catalog.cards
    n = game.config.players
    init = int(b["initiator"])
    order = sorted((int(x) for x in b["cards"]), key=lambda seat: (seat - init) % n)
    for seat in order:
        for entry in s.players[seat].played:
            if entry[0] == b["cards"][str(seat)] and entry[1] == "down":
                entry[1] = "shown"
    strengths: dict[str, int] = {}
    paid: dict[str, int] = {}
    unpaid: list[int] = []
    fighters = []
    for seat in order:
        card = cards[b["cards"][str(seat)]]
        if card.steel > s.players[seat].res[2]:
            unpaid.append(seat)
            continue
        strengths[str(seat)] = strength(game, seat, card)  # what is held at the reveal (ruling)
        if card.steel:
            board.gain(game, seat, board.one("steel", -card.steel), "battle")
            paid[str(seat)] = card.steel
        fighters.append(seat)
    invader: Card | None = None
    invader_value = None
    if fighters == [init]:  # no one else takes part (non-payers do not, docs/vikings-rulings.md)
        top = draw(game)
        if top is not None:
            s.invaders.append(top)
            invader = cards[top]
            invader_value = invader_strength(game, invader)
    game.emit("battle_revealed", cards=dict(b["cards"]), strengths=strengths, steel=paid, unpaid=unpaid,
              invader=invader.id if invader else None, invader_strength=invader_value)
    favour = b["favour"]
    losers: list[int] = []
    winner: int | None = None
    if invader is not None and invader_value is not None:
        mine = strengths[str(init)]
        if mine > invader_value:
            winner = init
            board.rage(game, invader.rune, 1)
        else:
            losers = [init]
            if mine == invader_value:
                board.rage(game, invader.rune, 1)
                game.emit("battle_tied", players=[init], favour=favour)
            else:
                game.emit("battle_lost", player=init, favour=favour)
    elif fighters:
        best = max(strengths[str(x)] for x in fighters)
        leaders = [x for x in fighters if strengths[str(x)] == best]
        if len(leaders) == 1:
            winner = leaders[0]
            losers = [x for x in fighters if x != winner]
        else:
            losers = list(fighters)
            game.emit("battle_tied", players=leaders, favour=favour)
    # the losers' boons run after the winner has given back a fourth favour card (pushed below them)
    game.push(*[{"t": "boon", "p": seat, "god": cards[b["cards"][str(seat)]].rune} for seat in losers])
    if winner is not None:
        game.emit("battle_won", player=winner, favour=favour)
        if favour is not None:
            take_favour(game, winner, favour)
    elif favour is not None:
        put_back(game, favour, str(b["end"]))
        game.emit("favour_returned", favour=favour, end=b["end"])


def boon(game: "Game", task: dict) -> None:
    """A loser's Valkyrie boon of its card's god, then that god's rage +1 (003, lose the battle)."""
    seat, god = int(task["p"]), str(task["god"])
    gift = game.catalog.gods[god].boon
    game.emit("boon_gained", player=seat, god=god, boon=gift.text or gift.kind)
    board.rage(game, god, 1)
    game.push(*actions.tasks_for(game, seat, gift, "boon"))


def take_favour(game: "Game", seat: int, favour: str) -> None:
    """The winner gains the sack at once and keeps the card face down above the clan board; a fourth
    card sends one back to either end of either row (003, win the battle)."""
    clan = game.state.players[seat]
    sack = game.catalog.favours[favour].sack
    game.emit("favour_taken", player=seat, favour=favour, sack={"wood": sack[0], "food": sack[1], "steel": sack[2]})
    board.gain(game, seat, sack, "favour")
    clan.favours.append(favour)
    game.emit("favour_stored", seat, player=seat, favour=favour)
    if len(clan.favours) > MAX_FAVOURS:
        game.push({"t": D.FAVOUR_RETURN.value, "p": seat})


def put_back(game: "Game", favour: str, end: str) -> None:
    row, side = end.split("_")
    if side == "left":
        game.state.rows[row].insert(0, favour)
    else:
        game.state.rows[row].append(favour)


def favour_return_choices(game: "Game", task: dict) -> list[Choice]:
    seat = int(task["p"])
    if seat != game.viewer:
        need(game)
    return [choice_of("favour", f) for f in game.state.players[seat].favours]


def favour_return(game: "Game", task: dict, choice: Choice) -> None:
    seat = int(task["p"])
    game.state.players[seat].favours.remove(str(choice.target))
    game.push({"t": D.FAVOUR_PLACE.value, "p": seat, "favour": choice.target})


def favour_place_choices(game: "Game", task: dict) -> list[Choice]:
    return [choice_of("end", e) for e in ROW_ENDS]


def favour_place(game: "Game", task: dict, choice: Choice) -> None:
    put_back(game, str(task["favour"]), str(choice.target))
    game.emit("favour_given_back", player=int(task["p"]), favour=task["favour"], end=choice.target)
