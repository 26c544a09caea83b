"""Two players: the Lost Kingdom, neutral war, captives, no alliances.

Sources: 000_de41987be7abf7aa.txt, Playing with 2 Players (a third territory card, a neutral
meeple on each region; a war cost at least the neutral meeples in play, no war otherwise; the
neutral meeple captured, 1 VP; no alliances; 1 VP per Lost Kingdom region occupied);
002_80c4bb072699f43d.txt, 2 Player Variant: The Lost Kingdom (quest or patrol into it; once a
player holds a region there the other may attack it as usual); rulings.md, War (two white flags:
in 2-player games the defender wins and nobody pays).

Board: seat 0 (Orcs) on Ashfall Reach, seat 1 (Elves) on Thornvale, Lost Kingdom Highcairn
(highcairn.1 mountain, .2 mountain, .3 forest, .4 plains, .5 plains; every region on the card
edge; .1-.2, .1-.4, .2-.3, .3-.5, .4-.5 adjacent). Ashfall: .2 plains next to .1 and .5.
"""
from __future__ import annotations

import json

import pytest
from conftest import CATALOG, at, bid, flag, kinds, options, pick, res, scenario, targets

from tek_access.core.kernel.engine import Choice, IllegalChoice
from tek_access.games.tek.rules import scoring, tables
from tek_access.games.tek.rules.game import Game
from tek_access.games.tek.rules.model import NEUTRAL

LK = "highcairn"
LK_REGIONS = [f"{LK}.{i}" for i in range(1, 6)]


def lost_kingdom(meeples=None, neutral=LK_REGIONS, captives=None, lk=LK, sides=("ashfall", "thornvale"),
                 factions=("orcs", "elves"), **kw) -> Game:
    """A 2-player position with Lost Kingdom ``lk``: a neutral meeple on each of ``neutral``,
    then ``meeples`` (region -> seats, as conftest.scenario). captives: seat -> count."""
    board = {rid: [(NEUTRAL, False)] for rid in neutral}
    for rid, seats in (meeples or {}).items():
        board[rid] = board.get(rid, []) + list(seats)
    game = scenario(factions=factions, sides=sides, meeples=board, **kw)
    data = game.to_json()
    data["config"]["lost_kingdom"] = lk
    st = data["state"]
    st["cards"].append(lk)
    for seat, n in (captives or {}).items():
        st["players"][seat]["captives"] = n
    data["initial"] = json.loads(json.dumps(st))
    return Game.from_json(data, CATALOG)


def quest_into(game: Game, origin: str, dest: str) -> list:
    """Seat 0 (active) selects quest and moves a meeple from ``origin`` to ``dest``."""
    pick(game, "action", "quest")
    pick(game, "take", "quest")
    pick(game, "meeple", origin)
    return pick(game, "to", dest)


def set_up(seed: int) -> Game:
    """A real 2-player game played through setup (first choices) to the first turn."""
    game = Game.new(players=2, seed=seed, catalog=CATALOG)
    while game.pending.kind != "select_action":
        game.apply(game.choices()[0])
    return game


# ---------------------------------------------------------------- setup

def test_two_player_setup_adds_a_lost_kingdom_with_a_neutral_meeple_on_each_usable_region():
    """000, Playing with 2 Players: a random unused territory card in the middle, each region
    populated with a neutral meeple (none on water or crags: 000, Other Regions)."""
    chosen = set()
    for seed in range(12):
        game = set_up(seed)
        lk = game.config.lost_kingdom
        chosen.add(lk)
        side = CATALOG.territories[lk]
        assert side.card not in game.config.cards  # an unused card
        assert game.state.cards[-1] == lk and len(game.state.cards) == 3
        neutral = {rid: occ for rid, occ in game.state.regions.items() if any(m[0] == NEUTRAL for m in occ)}
        assert sorted(neutral) == sorted(r.id for r in side.usable)
        assert all(occ == [(NEUTRAL, False)] for occ in neutral.values())
        assert tables.neutral_in_play(game) == len(side.usable)
        assert all(game.in_play(seat) == 2 for seat in (0, 1))
    assert len(chosen) > 1  # random, from the seed


def test_no_lost_kingdom_with_three_players():
    """000, Playing with 2 Players is a 2-player rule only."""
    game = Game.new(players=3, seed=5, catalog=CATALOG)
    assert game.config.lost_kingdom is None
    while game.pending.kind != "select_action":
        game.apply(game.choices()[0])
    assert tables.neutral_in_play(game) == 0 and len(game.state.cards) == 3


# ---------------------------------------------------------------- neutral war cost

def test_neutral_war_cost_must_reach_the_neutral_meeples_in_play():
    """000, Playing with 2 Players: to win, pay a war cost at least the current number of
    neutral meeples (5 here). Only the attacker sets a die: no white flag, nothing below 5."""
    game = lost_kingdom(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1]}, resources={0: (3, 2, 0), 1: (5, 5, 5)})
    events = quest_into(game, "ashfall.2", "highcairn.4")
    assert "war_declared" in kinds(events)
    assert game.pending.kind == "war_die" and game.pending.player == 0
    values = targets(game, "bid")
    assert values and min(values) == 5 and ("flag", None) not in options(game)
    assert max(values) == 8  # 3 mana (6) + 2 ore (2)
    before = json.dumps(game.to_json(), sort_keys=True)
    reason = game.check(Choice("bid", 4, (2, 0, 0)))
    assert reason and "at least 5" in reason
    with pytest.raises(IllegalChoice):
        game.apply(Choice("bid", 4, (2, 0, 0)))
    with pytest.raises(IllegalChoice):
        game.apply(Choice("flag"))
    assert json.dumps(game.to_json(), sort_keys=True) == before


def test_winning_a_neutral_war_captures_the_meeple_and_takes_the_region():
    """000, Playing with 2 Players: the attacker pays, takes control of the region and keeps the
    neutral meeple out of play; the other player sets no die and pays nothing."""
    game = lost_kingdom(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1]}, resources={0: (3, 2, 0), 1: (5, 5, 5)})
    quest_into(game, "ashfall.2", "highcairn.4")
    events = bid(game, 5, (2, 1, 0))
    assert "captured" in kinds(events)
    assert at(game, "highcairn.4") == [0]
    assert game.state.players[0].captives == 1
    assert tables.neutral_in_play(game) == 4
    assert res(game, 0) == (1, 1, 0) and res(game, 1) == (5, 5, 5)
    assert game.state.war is None
    assert not any(e.kind == "war_die_set" and e.data["player"] == 1 for e in events)
    assert game.pending.kind == "respond" and game.pending.player == 1


def test_the_neutral_war_cost_falls_as_neutral_meeples_are_captured():
    """000, Playing with 2 Players: the cost is the *current* number of neutral meeples in play."""
    game = lost_kingdom(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1]}, neutral=["highcairn.4", "highcairn.5"],
                        captives={0: 3}, resources={0: (1, 0, 0)})
    quest_into(game, "ashfall.2", "highcairn.4")
    assert targets(game, "bid") == [2]
    bid(game, 2, (1, 0, 0))
    assert tables.neutral_in_play(game) == 1 and game.state.players[0].captives == 4


def test_no_war_with_a_neutral_meeple_the_attacker_cannot_pay():
    """000, Playing with 2 Players: you cannot start a war with a neutral meeple if you cannot pay
    the required war cost; 002: players cannot enter such a region. The Lost Kingdom regions
    are simply not offered as destinations, and an empty one still is."""
    game = lost_kingdom(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1]}, neutral=LK_REGIONS[:4],
                        resources={0: (1, 1, 0)})  # 4 neutral meeples in play; 1 mana 1 ore pay 3
    pick(game, "action", "quest")
    pick(game, "take", "quest")
    pick(game, "meeple", "ashfall.2")
    dests = targets(game, "to")
    assert "highcairn.5" in dests  # no neutral meeple there
    assert not set(LK_REGIONS[:4]) & set(dests)
    assert game.check(Choice("to", "highcairn.1")) is not None


def test_a_player_who_can_pay_exactly_the_neutral_cost_may_attack():
    """000, Playing with 2 Players: a war cost equal to the neutral meeples in play suffices."""
    game = lost_kingdom(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1]}, neutral=LK_REGIONS[:4],
                        resources={0: (1, 2, 0)})  # 1 mana + 2 ore = 4
    assert tables.neutral_war_affordable(game, 0)
    quest_into(game, "ashfall.2", "highcairn.1")
    assert options(game) == [("bid", 4)]


def test_the_orcs_war_bonus_counts_toward_the_neutral_war_cost():
    """000, War: Set and Playing with 2 Players: abilities that lower the war cost (Orcs magic 3,
    +1 to all war) let a player set a die as high as resources plus bonus pay."""
    game = lost_kingdom(meeples={"ashfall.2": [0, 0], "thornvale.1": [1, 1]}, neutral=LK_REGIONS[:4],
                        resources={0: (1, 1, 0)}, magic={0: 3})
    assert tables.neutral_war_affordable(game, 0)
    quest_into(game, "ashfall.2", "highcairn.1")
    assert targets(game, "bid") == [4]


def test_patrol_inside_the_lost_kingdom_also_needs_the_war_cost():
    """000, Playing with 2 Players: every war with a neutral meeple needs the cost, whether the
    meeple arrives by quest or patrol (002: questing or patrolling into the Lost Kingdom)."""
    game = lost_kingdom(meeples={"highcairn.4": [0, 0], "thornvale.1": [1, 1]},
                        neutral=["highcairn.1", "highcairn.5"], resources={0: (0, 1, 0)})
    pick(game, "action", "patrol")
    assert "patrol" not in targets(game, "take")  # 2 neutral meeples, 1 ore pays 1
    game = lost_kingdom(meeples={"highcairn.4": [0, 0], "thornvale.1": [1, 1]},
                        neutral=["highcairn.1", "highcairn.5"], resources={0: (0, 2, 0)})
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    pick(game, "meeple", "highcairn.4")
    assert sorted(targets(game, "to")) == ["highcairn.1", "highcairn.5"]
    pick(game, "to", "highcairn.5")
    bid(game, 2, (0, 2, 0))
    assert at(game, "highcairn.5") == [0]


# ---------------------------------------------------------------- the Lost Kingdom like any card

def test_quest_reaches_the_lost_kingdom_and_leaves_it_like_any_other_card():
    """000, Quest: to an edge region of any other territory card, the Lost Kingdom included;
    from a Lost Kingdom region a quest reaches the home cards."""
    game = lost_kingdom(meeples={"ashfall.2": [0, 0], "highcairn.3": [1], "thornvale.1": [1]},
                        neutral=["highcairn.1"], resources={0: (5, 0, 0)})
    pick(game, "action", "quest")
    pick(game, "take", "quest")
    pick(game, "meeple", "ashfall.2")
    dests = set(targets(game, "to"))
    assert {"highcairn.1", "highcairn.2", "highcairn.3", "highcairn.4", "highcairn.5"} <= dests
    assert {"thornvale.2", "thornvale.3"} <= dests
    game = lost_kingdom(meeples={"highcairn.2": [0], "ashfall.2": [0], "thornvale.1": [1, 1]}, neutral=[])
    pick(game, "action", "quest")
    pick(game, "take", "quest")
    pick(game, "meeple", "highcairn.2")
    dests = set(targets(game, "to"))
    assert {"ashfall.1", "thornvale.2"} <= dests and not any(d.startswith(LK) for d in dests)


def test_a_lost_kingdom_region_held_by_a_player_is_attacked_as_usual():
    """002, 2 Player Variant: once a player occupies a Lost Kingdom region, the other player may
    patrol or quest into it, starting a war as usual (both set a die, a white flag allowed)."""
    game = lost_kingdom(meeples={"ashfall.2": [0, 0], "highcairn.3": [1], "thornvale.1": [1]},
                        resources={0: (1, 0, 0), 1: (0, 0, 0)}, captives={1: 1},
                        neutral=["highcairn.1", "highcairn.2", "highcairn.4", "highcairn.5"])
    quest_into(game, "ashfall.2", "highcairn.3")
    assert ("flag", None) in options(game) and 1 in targets(game, "bid")
    bid(game, 2, (1, 0, 0))
    assert game.pending.kind == "war_die" and game.pending.player == 1
    events = flag(game)
    won = [e for e in events if e.kind == "war_won"][0]
    assert won.data["winner"] == 0 and won.data["loser"] == 1
    assert game.state.players[0].captives == 0 and game.state.players[1].captives == 1


# ---------------------------------------------------------------- no alliances

def test_two_white_flags_in_two_players_the_defender_wins_and_nobody_pays():
    """000, Playing with 2 Players: players cannot form an alliance; rulings.md, War: two white
    flags mean the defender wins and nobody pays; the attacker's meeple retreats or is removed."""
    game = lost_kingdom(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1]},
                        resources={0: (2, 2, 2), 1: (2, 2, 2)})
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    pick(game, "meeple", "ashfall.2")
    pick(game, "to", "ashfall.5")
    flag(game)
    events = flag(game)
    assert "alliance_formed" not in kinds(events)
    won = [e for e in events if e.kind == "war_won"][0]
    assert won.data["winner"] == 1 and won.data["loser"] == 0
    assert "war_paid" not in kinds(events)
    assert res(game, 0) == (2, 2, 2) and res(game, 1) == (2, 2, 2)
    assert game.pending.kind == "retreat" and game.pending.player == 0
    pick(game, "remove")
    assert at(game, "ashfall.5") == [1] and game.alliances() == set()
    assert game.in_play(0) == 1


def test_two_players_never_share_a_region():
    """000, Playing with 2 Players: no alliance, so after any war the region holds one colour."""
    game = lost_kingdom(meeples={"ashfall.2": [0, 0], "ashfall.5": [1], "thornvale.1": [1]},
                        resources={0: (2, 2, 2), 1: (2, 2, 2)})
    pick(game, "action", "patrol")
    pick(game, "take", "patrol")
    pick(game, "meeple", "ashfall.2")
    pick(game, "to", "ashfall.5")
    flag(game)
    flag(game)
    pick(game, "retreat", "ashfall.2")  # 3 food for 3 meeples in play
    assert at(game, "ashfall.2") == [0, 0] and at(game, "ashfall.5") == [1]
    assert res(game, 0) == (2, 2, 0)


# ---------------------------------------------------------------- scoring

def _play_to_the_end(game: Game) -> None:
    """From the active player's select-action with four shields down and the end triggered:
    select the last action, everyone collects or passes, the game ends (000, End of Game)."""
    pick(game, "action", "trade")
    while not game.over:
        menu = game.choices()
        quiet = [c for c in menu if c.kind in ("nothing", "collect")]
        game.apply(quiet[0] if quiet else menu[0])


def test_lost_kingdom_regions_and_captives_score_one_vp_each():
    """000, Playing with 2 Players: at the end, 1 VP for each Lost Kingdom region occupied and
    1 VP for each neutral meeple captured, on top of the usual scoring."""
    game = lost_kingdom(meeples={"highcairn.1": [0], "highcairn.4": [0, 0], "ashfall.2": [0],
                                 "thornvale.1": [1, 1], "highcairn.5": [1]},
                        neutral=["highcairn.2"], captives={0: 3, 1: 1},
                        shields=("patrol", "quest", "build", "research"), end_triggered=True)
    _play_to_the_end(game)
    scores = {s["seat"]: dict((label, vp) for label, vp in s["lines"]) for s in game.result["scores"]}
    assert scores[0]["Lost Kingdom regions"] == 2  # highcairn.1 and .4 (two meeples, one region)
    assert scores[0]["captives"] == 3
    assert scores[1]["Lost Kingdom regions"] == 1 and scores[1]["captives"] == 1
    assert scores[0]["meeples in play"] == 4
    totals = {s["seat"]: s["total"] for s in game.result["scores"]}
    assert totals[0] == 4 + 2 + 3 and totals[1] == 3 + 1 + 1


def test_no_lost_kingdom_lines_without_a_lost_kingdom():
    """000, Scoring: the Lost Kingdom lines exist only in 2-player games."""
    game = scenario(meeples={"ashfall.2": [0], "thornvale.1": [1], "highcairn.4": [2]})
    for seat in range(3):
        labels = [label for label, _ in scoring.score_lines(game, seat)]
        assert "Lost Kingdom regions" not in labels and "captives" not in labels
