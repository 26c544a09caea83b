"""Vikings final scoring (003_e355be14bd9c4768.txt, game over)."""
from __future__ import annotations

from vikings_support import at, clear_board, in_action

from tek_access.games.vikings.rules.scoring import ranks


def test_gods_tied_in_rage_share_the_lower_reward():
    """003_e355be14bd9c4768.txt, game over: when gods are tied in rage both runes give the lower reward (two
    tied for first both give the second place's points)."""
    assert ranks({"odin": 5, "thor": 5, "freya": 1}) == {"odin": 2, "thor": 2, "freya": 3}
    assert ranks({"odin": 3, "thor": 3, "freya": 3}) == {"odin": 3, "thor": 3, "freya": 3}
    assert ranks({"odin": 9, "thor": 2, "freya": 2}) == {"odin": 1, "thor": 3, "freya": 3}


def finished(rage, runes, favours, **extra):
    game = in_action(players=2, seed=1)
    clear_board(game)
    s = game.state
    s.rage = dict(rage)
    for island, seat in runes.items():
        s.runes[island] = seat
        s.settlers[island][seat] = 1
        s.players[seat].settlers -= 1
    for seat, cards in favours.items():
        s.players[seat].favours = list(cards)
    for seat, res in extra.get("res", {}).items():
        s.players[seat].res = list(res)
    for seat, slots in extra.get("temples", {}).items():
        s.players[seat].temple_slots = list(slots)
    s.era = 3
    for clan in s.players:
        clan.hand, clan.played = [], []
    at(game, {"t": "tidy", "p": 0})
    return game


def test_island_runes_score_six_five_four_and_favour_runes_four_three_two_by_rage_rank():
    """003_e355be14bd9c4768.txt, game over: island runes 6 / 5 / 4 and favour runes 4 / 3 / 2 by their god's
    rage rank."""
    # the 2-player map: Ravenholm odin, Ironcliff thor, Elkmoor freya, Ashby thor
    game = finished({"odin": 9, "thor": 5, "freya": 1}, {"ravenholm": 0, "ironcliff": 0, "elkmoor": 1},
                    {0: ["golden_horn"], 1: ["iron_belt", "amber_tears"]})
    lines = {line["player"]: line for line in game.result["scores"]}
    assert lines[0]["island_points"] == 6 + 5 and lines[0]["favour_points"] == 4
    assert lines[1]["island_points"] == 4 and lines[1]["favour_points"] == 3 + 2
    assert lines[0]["total"] == 15 and lines[1]["total"] == 9 and game.result["winners"] == [0]


def test_tie_breakers_in_order_island_runes_favours_temples_ships_resources():
    """003_e355be14bd9c4768.txt, game over: a tie on points goes to the most island runes, then favour cards,
    temples built, ships built, and resources held."""
    rage = {"odin": 1, "thor": 1, "freya": 1}
    # 4 points each: an island rune (4) against a favour rune (2) twice
    game = finished(rage, {"ravenholm": 0}, {1: ["golden_horn", "iron_belt"]})
    assert [line["total"] for line in game.result["scores"]] == [4, 4] and game.result["winners"] == [0]
    game = finished(rage, {}, {0: ["golden_horn"], 1: ["iron_belt"]}, temples={1: [5]})
    assert game.result["winners"] == [1]
    game = finished(rage, {}, {}, res={0: [1, 1, 1], 1: [3, 0, 1]})
    assert game.result["winners"] == [1]
    game = finished(rage, {}, {}, res={0: [1, 1, 1], 1: [1, 1, 1]})
    assert game.result["winners"] == [0, 1]
