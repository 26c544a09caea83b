"""Undo refusals at an online table say the real reason, in the local game's words (issue 12,
item 1): the server added "A war die already revealed cannot be taken back." to every refusal,
even when no die was revealed. The table is driven in process, without sockets."""
from __future__ import annotations

from types import SimpleNamespace

from conftest import scenario
from seat_parsing import parser

from tek_access.server.hub import Table


def war_table():
    """Seat 0 (Blue) patrols from Windhowl Peak onto seat 1's (Orange) meeple in Old Cairn Height."""
    game = scenario(meeples={"highcairn.2": [0, 0], "highcairn.1": [1], "thornvale.1": [1], "ashfall.4": [2, 2]},
                    resources={0: (3, 3, 3), 1: (0, 0, 3), 2: (1, 1, 1)})
    table = Table(None, 1, "Eve", {}, [{"kind": "human", "name": "Eve"}, {"kind": "human", "name": "Fay"},
                                       {"kind": "normal", "name": None}])
    table.game = game
    for choice in parser.parse("patrol from windhowl peak to old cairn height", game, 0).choices:
        game.apply(choice)
    for choice in parser.parse("war 4 with 2 mana", game, 0).choices:
        game.apply(choice)
    return table, game


def undo_as(table, seat) -> list[str]:
    said: list[str] = []
    table.undo(SimpleNamespace(seat=seat, reject=said.append, say=said.append))
    return said


def test_undo_with_no_choice_yet_says_so_and_names_no_reveal():
    table, game = war_table()
    assert game.pending.player == 1  # Orange's war die, Blue's locked
    said = undo_as(table, 1)
    assert said == ["Nothing to undo: you have made no choice yet."], said


def test_undo_past_a_reveal_names_the_reveal():
    table, game = war_table()
    for choice in parser.parse("white flag", game, 1).choices:
        game.apply(choice)
    assert game.state.war is None or game.state.war.revealed
    table.reveal_point = len(game.log)  # as the table marks it at the reveal
    said = undo_as(table, 1)
    assert len(said) == 1 and said[0].startswith("Nothing to undo: the war dice were revealed since your last "
                                                 "choice"), said
