"""Hot seat that keeps its secrets (issue 12, deliverable 2): no secret war die printed in clear
at a shared terminal ("Locked." only), the hand-over waits for the next player to press Enter,
the console clears the screen before handling the secret answer (never after, so the next
player's question stays), undo takes back only your own decisions, and a save asked for during
a locked bid waits for the reveal and says so. The scrollback check reads the raw output stream.
``my die`` reads one's own locked die back on request, masked: said in speech only, after the
others take off their headphones, and refused to every other seat.
"""
from __future__ import annotations

import json

from audio_fakes import FakeVoice
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
    assert "saved when the war dice are revealed" in printed(out)[-1]
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

    from tek_access.games.tek.rules.model import Bid, DecisionKind, Task, War

    game = scenario(meeples={"highcairn.1": [0, 1], "highcairn.2": [1], "thornvale.1": [0], "ashfall.4": [2, 2]},
                    resources={0: (3, 3, 3), 1: (2, 2, 3), 2: (1, 1, 1)})
    game.state.war = War(1, 0, "highcairn.1", "highcairn.2", bids={1: Bid(3, (1, 1, 0))})
    game.state.tasks = turn_tasks(0, 3) + [Task("reveal", 1), Task(DecisionKind.WAR_DIE, 0)]
    game.touch()
    session, out = make(game, ["human", "normal", "normal"])
    session.start()
    path = tmp_path / "g.json"
    session.handle(f"save {path}")
    assert "saved when the war dice are revealed" in printed(out)[-1]
    assert not path.exists()
    session.handle("white flag")
    saved = json.loads(path.read_text(encoding="utf-8"))
    war = saved["state"]["war"]
    assert war is None or war["revealed"]


# ---------------------------------------------------------------- my die: one's own locked die, read back
LEAKS = ("war die to 7", "paying 2 mana and 3 ore", "cost 7")


def hot_seat_with_voice(transcript=None):
    """hot_seat_war, with a speech channel: Blue (0) will attack Orange (1), both at one keyboard."""
    import io

    from conftest import scenario

    from tek_access.audio.announcer import Announcer
    from tek_access.ui.session import GameSession

    game = scenario(meeples={"highcairn.2": [0, 0], "highcairn.1": [1], "thornvale.1": [1], "ashfall.4": [2, 2]},
                    resources={0: (3, 3, 3), 1: (2, 2, 3), 2: (1, 1, 1)})
    voice, out = FakeVoice(), io.StringIO()
    announcer = Announcer(out=out, speech="voice", channels=[voice], transcript=transcript)
    session = GameSession(game, ["human", "human", "normal"], announcer, seed=1)
    session.start()
    return session, out, voice


def test_my_die_says_your_locked_die_in_speech_only_and_never_to_the_next_player(tmp_path):
    """issue 12, item 2: "confirm with 'Locked.' and read the value back only on request, masked";
    accessibility.md: the others take off their headphones first, and the die is never printed,
    kept in the review buffer or written to the transcript before the reveal."""
    from tek_access.ui.console import prompt_text

    transcript = tmp_path / "t.txt"
    session, out, voice = hot_seat_with_voice(transcript)
    session.handle("patrol from windhowl peak to old cairn height")
    session.handle("")
    mark, kept = len(out.getvalue()), len(session.announcer.history.recent(1000))
    written = len(transcript.read_text(encoding="ascii"))
    session.handle("war 7 with 2 mana 3 ore")
    assert session.awaiting == 1  # Orange is handed the keyboard; Blue still holds it
    before = json.dumps(session.game.to_json(), sort_keys=True)
    assert prompt_text(session) == "Orange > "
    session.handle("my die")
    assert printed(out)[-1] == ("Blue's war die, for Blue alone: others take off their headphones. "
                                "Blue, press Enter to hear it in speech.")
    assert prompt_text(session) == "Blue > "
    heard = len(voice.said)
    session.handle("")  # Blue's Enter: said, not printed
    assert any(all(leak in said for leak in LEAKS[:2]) for said in voice.said[heard:])
    assert printed(out)[-2] == "Blue's war die was said in speech, not printed."
    assert printed(out)[-1].startswith("Hand over. Orange, take the keyboard")  # the hand-over again
    assert json.dumps(session.game.to_json(), sort_keys=True) == before and session.awaiting == 1
    stops = voice.stops
    session.handle("")  # Orange takes the keyboard: nothing said to Blue may still be playing
    assert voice.stops > stops
    taken = len(voice.said)
    session.handle("my die")  # Orange asking: refused, nothing of Blue's die
    assert printed(out)[-1] == "No war die of yours is locked, Orange; Blue's stays secret until the reveal."
    assert session.reading is None
    # the raw scrollback, the review buffer, the transcript and Orange's speech hold no value
    raw = out.getvalue()[mark:]
    assert "Locked." in raw and not any(leak in raw for leak in LEAKS)
    history = "\n".join(session.announcer.history.recent(1000)[kept:])  # since the bid (its menu came before)
    for text in (history, transcript.read_text(encoding="ascii")[written:], "\n".join(voice.said[taken:])):
        assert not any(leak in text for leak in LEAKS)
    session.handle("war 3 with 1 mana 1 ore")  # the reveal: nothing is locked any more
    assert session.game.state.war is None or session.game.state.war.revealed
    session.handle("my die")
    assert printed(out)[-1].startswith("No war die of yours is locked")


def test_my_die_with_speech_off_at_a_shared_keyboard_is_refused_and_prints_nothing():
    session, out = hot_seat_war(None)
    session.handle("patrol from windhowl peak to old cairn height")
    session.handle("")
    mark = len(out.getvalue())
    session.handle("war 7 with 2 mana 3 ore")
    session.handle("my die")
    assert printed(out)[-1].startswith("Blue's war die is never printed at a shared keyboard, and speech is off")
    assert session.reading is None and session.awaiting == 1
    assert not any(leak in out.getvalue()[mark:] for leak in LEAKS)


def test_another_line_instead_of_enter_reads_nothing_and_is_carried_out():
    session, out, voice = hot_seat_with_voice()
    session.handle("patrol from windhowl peak to old cairn height")
    session.handle("")
    session.handle("war 7 with 2 mana 3 ore")
    session.handle("my bid")  # a synonym
    heard = len(voice.said)
    session.handle("look")
    assert "Blue's war die not read." in printed(out)
    assert session.reading is None
    assert not any(leak in said for said in voice.said[heard:] for leak in LEAKS)


def test_my_die_before_any_war_is_refused():
    session, out = hot_seat_war(None)
    before = json.dumps(session.game.to_json(), sort_keys=True)
    session.handle("my die")
    assert printed(out)[-1] == ("No war die of yours is locked, Blue: it is read back only between setting it "
                                "and the reveal.")
    assert json.dumps(session.game.to_json(), sort_keys=True) == before


def test_my_die_on_your_own_screen_prints_it_as_when_set_and_keeps_it_nowhere(tmp_path):
    """One human at this screen (or one seat per connection on a server): the owner's line again,
    printed as a secret, never kept in history or the transcript; a seat with no locked die is refused."""
    from conftest import scenario, turn_tasks
    from test_session import make

    from tek_access.games.tek.rules.model import Bid, DecisionKind, Task, War

    game = scenario(meeples={"highcairn.1": [0, 1], "highcairn.2": [1], "thornvale.1": [0], "ashfall.4": [2, 2]},
                    resources={0: (3, 3, 3), 1: (2, 2, 3), 2: (1, 1, 1)})
    game.state.war = War(0, 1, "highcairn.1", "highcairn.2", bids={0: Bid(5, (2, 1, 0))})
    game.state.tasks = turn_tasks(0, 3) + [Task("reveal", 0), Task(DecisionKind.WAR_DIE, 1)]
    game.touch()
    transcript = tmp_path / "t.txt"
    session, out = make(game, ["human", "normal", "normal"], transcript=transcript)  # not started: Orange decides
    session.handle("my die")
    assert printed(out)[-1] == "You set your war die to 5, paying 2 mana and 1 ore. Locked."
    history = "\n".join(session.announcer.history.recent(50))
    assert "war die to 5" not in history and "war die to 5" not in transcript.read_text(encoding="ascii")
    session.viewer = None  # an onlooker
    session.handle("my die")
    assert printed(out)[-1] == "No war die of yours is locked; Blue's stays secret until the reveal."


def test_a_crash_while_a_war_die_is_locked_saves_from_before_the_dice(tmp_path, monkeypatch):
    """The console's catch-all saves the game when something escapes; with a war die locked that
    save would hold the die in plain JSON. It is saved from before the dice were set instead,
    and the line says so; the game in play is not changed."""
    from tek_access.storage import load_game
    from tek_access.ui import console

    monkeypatch.setenv("TEK_ACCESS_DATA_DIR", str(tmp_path / "data"))
    session, out = hot_seat_war(None)
    session.handle("patrol from windhowl peak to old cairn height")
    session.handle("")
    session.handle("war 7 with 2 mana 3 ore")
    session.handle("")
    playing = json.dumps(session.game.to_json(), sort_keys=True)

    def boom(*_args):
        raise RuntimeError("boom")

    monkeypatch.setattr(session, "_query", boom)
    console.handle_safely(session, "status")
    save = tmp_path / "data" / "crash-save.json"
    text = save.read_text(encoding="utf-8")
    saved = load_game(save)
    assert saved.state.war is None or not saved.state.war.bids
    assert saved.state.war.bids == {} and saved.pending.kind == "war_die" and saved.pending.player == 0
    assert '"bid"' not in text and "paying" not in text  # no die in the state nor in the log
    assert printed(out)[-2].startswith("Something went wrong")
    assert printed(out)[-1] == "The save is from before the war dice were set: they stay secret."
    assert json.dumps(session.game.to_json(), sort_keys=True) == playing


def test_undo_with_no_choice_of_yours_says_so_and_names_no_reveal():
    """Orange's undo while Blue's die was locked said "A war die already revealed cannot be taken
    back.": no die was revealed; Orange had made no choice."""
    session, out = hot_seat_war(None)
    for line in ("patrol from windhowl peak to old cairn height", "", "war 4 with 2 mana", ""):
        session.handle(line)
    before = json.dumps(session.game.to_json(), sort_keys=True)
    session.handle("undo")
    assert printed(out)[-1].startswith("Nothing to undo: Orange has made no choice yet.")
    assert "revealed" not in printed(out)[-1]
    assert json.dumps(session.game.to_json(), sort_keys=True) == before


def test_undo_past_a_reveal_names_the_reveal():
    session, out = hot_seat_war(None)
    for line in ("patrol from windhowl peak to old cairn height", "", "war 4 with 2 mana", "", "war 1"):
        session.handle(line)
    session.handle("undo")  # Orange's only choice is the revealed die
    line = printed(out)[-1]
    assert line.startswith("Nothing to undo: the war dice were revealed since your last choice"), line
