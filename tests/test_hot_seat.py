"""Hot seat that keeps its secrets (issue 12, deliverable 2): no secret war die printed in clear
at a shared terminal ("Locked." only), the hand-over waits for the next player to press Enter,
the console clears the screen before handling the secret answer (never after, so the next
player's question stays), undo takes back only your own decisions, and a save asked for during
a locked bid waits for the reveal and says so. The scrollback check reads the raw output stream.
"""
from __future__ import annotations

import json

from test_session import hot_seat_war, printed


def test_after_the_hand_over_nothing_printed_since_the_bid_holds_its_value():
    """The hot-seat scrollback check: everything the terminal received from the moment the bid
    was typed until the next player's answer holds neither the value nor the payment."""
    session, out = hot_seat_war(None)
    session.handle("patrol from windhowl peak to old cairn height")
    session.handle("")
    mark = len(out.getvalue())
    session.handle("war 7 with 2 mana 3 ore")
    session.handle("")
    raw = out.getvalue()[mark:]
    assert "Hand over." in raw and "Enter" in raw
    assert "Locked." in raw
    for leak in ("war die to 7", "paying 2 mana and 3 ore", "cost 7"):
        assert leak not in raw.split("Hand over.")[0]
    assert "set your war die" not in raw


def test_the_hand_over_waits_for_enter_before_the_question():
    session, out = hot_seat_war(None)
    session.handle("patrol from windhowl peak to old cairn height")
    session.handle("")
    session.handle("war 4 with 2 mana")
    lines = printed(out)
    assert lines[-1].startswith("Hand over. Orange, take the keyboard") and "Press Enter" in lines[-1]
    assert not any(l.startswith("Orange: War die") for l in lines)
    session.handle("war 3")  # typed before Enter: refused, nothing changes
    assert printed(out)[-1] == "Orange, press Enter to take the keyboard first."
    assert session.human_to_move == 1 and not session.game.state.war.bids.get(1)
    session.handle("")
    assert any(l.startswith("Orange: War die") for l in printed(out))


def test_undo_takes_back_only_your_own_decisions():
    """issue 12: Orange's undo took back Blue's patrol and locked die."""
    from conftest import scenario
    from test_session import make

    game = scenario(meeples={"highcairn.2": [0, 0], "highcairn.1": [1], "thornvale.1": [1], "ashfall.4": [2, 2]},
                    resources={0: (3, 3, 3), 1: (2, 2, 3), 2: (1, 1, 1)}, active=2)
    session, out = make(game, ["human", "human", "human"])
    session.start()
    while not (session.game.state.active == 0 and session.game.pending.kind == "select_action"):
        kinds = [c.kind for c in session.game.choices()]
        session.handle("research" if "action" in kinds else "collect" if "collect" in kinds else "1")
    assert any(seat == 1 for seat, _ in session.game.log)  # Orange has a decision to take back
    session.handle("patrol from windhowl peak to old cairn height")
    session.handle("")
    session.handle("war 4 with 2 mana")
    session.handle("")
    before = json.dumps(session.game.to_json(), sort_keys=True)
    session.handle("undo")
    assert printed(out)[-1].startswith("Not undone: Blue decided since; undo takes back only your own")
    assert json.dumps(session.game.to_json(), sort_keys=True) == before


def test_save_during_a_locked_bid_waits_for_the_reveal(tmp_path):
    session, out = hot_seat_war(None)
    path = tmp_path / "g.json"
    session.handle("patrol from windhowl peak to old cairn height")
    session.handle("")
    session.handle("war 4 with 2 mana")
    session.handle(f"save {path}")
    assert "saved when the dice are revealed" in printed(out)[-1]
    assert not path.exists()
    session.handle("")
    session.handle("war 3 with 1 mana 1 ore")
    assert path.exists() and any(l.startswith("Saved to") for l in printed(out))
    assert session.game.state.war is None or session.game.state.war.revealed


def test_the_console_clears_before_the_secret_answer_not_after():
    import inspect

    from tek_access.ui import console

    source = inspect.getsource(console.run_interactive)
    assert source.index("clear()") < source.index("handle_safely(session, line)")


def test_the_prompt_names_whose_decision_it_is_at_a_shared_keyboard():
    from tek_access.ui.console import prompt_text

    session, out = hot_seat_war(None)
    assert prompt_text(session) == "Blue > "


def test_a_rejected_huge_line_is_not_echoed_whole():
    session, out = hot_seat_war(None)
    session.handle("florp " * 100000)
    assert len(printed(out)[-1]) < 200


def test_save_while_a_computer_players_die_is_locked_waits_for_the_reveal(tmp_path):
    """Hidden information is a contract at any table: a human about to answer a computer player's
    war die cannot save the game and read the computer's locked die in the file."""
    from conftest import scenario, turn_tasks
    from test_session import make
    from tek_access.rules.model import Bid, DecisionKind, Task, War

    game = scenario(meeples={"highcairn.1": [0, 1], "highcairn.2": [1], "thornvale.1": [0], "ashfall.4": [2, 2]},
                    resources={0: (3, 3, 3), 1: (2, 2, 3), 2: (1, 1, 1)})
    game.state.war = War(1, 0, "highcairn.1", "highcairn.2", bids={1: Bid(3, (1, 1, 0))})
    game.state.tasks = turn_tasks(0, 3) + [Task("reveal", 1), Task(DecisionKind.WAR_DIE, 0)]
    game.touch()
    session, out = make(game, ["human", "normal", "normal"])
    session.start()
    path = tmp_path / "g.json"
    session.handle(f"save {path}")
    assert "saved when the dice are revealed" in printed(out)[-1]
    assert not path.exists()
    session.handle("white flag")
    saved = json.loads(path.read_text(encoding="utf-8"))
    war = saved["state"]["war"]
    assert war is None or war["revealed"]
