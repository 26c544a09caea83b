"""The game session and the line-by-line console: a whole game by numbers, queries that change
nothing, undo, save and load by command, refusals, and the hot-seat hand-over for secret war dice.

Sources: issue 2, items 5 and 7 and the checks; accessibility.md (Content rules; Secret war bids
at one keyboard: hand-over, masked prompt, bid kept out of the review buffer and transcript until
the reveal); architecture.md, Commands (queries never change state).
"""
from __future__ import annotations

import io
import json

import pytest
from conftest import scenario

from tek_access.audio.announcer import Announcer
from tek_access.games.tek.rules.game import Game
from tek_access.storage import save_game, saves_folder
from tek_access.ui.console import run_lines
from tek_access.ui.session import GameSession

QUERIES = ["look", "l", "map", "map blue", "map my", "region Smoulder Fields", "region nowhere", "status", "score",
           "resources", "pending", "what now", "choices", "help", "help patrol", "help florp", "rules",
           "rules war", "rules florp", "repeat", "history", "history 3", "previous", "next", "faction",
           "faction orange", "verbosity", "verbosity full", "verbosity brief", "verbosity normal"]


def state(session: GameSession) -> str:
    return json.dumps(session.game.to_json(), sort_keys=True)


def make(game: Game, seats: list[str], transcript=None):
    out = io.StringIO()
    announcer = Announcer(out=out, speech="off", transcript=transcript)
    session = GameSession(game, seats, announcer, seed=1)
    return session, out


def printed(out: io.StringIO, since: int = 0) -> list[str]:
    return out.getvalue()[since:].splitlines()


def started(seed: int = 3, players: int = 4):
    session, out = make(Game.new(players=players, seed=seed), ["human"] + ["normal"] * (players - 1))
    session.start()
    return session, out


def to_first_turn(session: GameSession) -> None:
    """Answer the three setup questions by number."""
    while session.game.pending.kind in ("choose_side", "choose_start", "choose_resources"):
        session.handle("1")


# ---------------------------------------------------------------- a whole game

def test_a_human_answering_only_1_finishes_the_game():
    """issue 2: every decision can be answered by number; a game of lines of 1 ends with scores."""
    session, out = make(Game.new(players=4, seed=3), ["human", "normal", "normal", "normal"])
    session.start()
    code = run_lines(session, iter(["1\n"] * 3000), echo=None)
    assert code == 0 and session.finished and session.game.over
    text = out.getvalue()
    assert "Game over." in text and "Scores, 4 players:" in text
    assert all(32 <= ord(ch) < 127 for ch in text.replace("\n", ""))


def test_end_of_input_before_the_end_says_so():
    session, out = started()
    run_lines(session, iter(["1"]), echo=None)
    assert printed(out)[-1].startswith("End of input. The game is not finished")


def test_the_first_question_is_asked_with_numbered_choices():
    session, out = started()
    lines = printed(out)
    assert lines[0].startswith("Setup. Choose your home territory")
    assert lines[1] == "2 choices:" and lines[2].startswith("1. ")


# ---------------------------------------------------------------- queries

@pytest.mark.parametrize("text", QUERIES)
def test_queries_never_change_the_game(text):
    """architecture.md, Commands: queries never change state; each says something."""
    session, out = started()
    to_first_turn(session)
    session.handle("history 2")
    before, mark = state(session), len(out.getvalue())
    session.handle(text)
    assert state(session) == before
    said = printed(out, mark)
    assert said and all(line.isascii() for line in said)


def test_choices_lists_the_menu_again():
    session, out = started()
    mark = len(out.getvalue())
    session.handle("choices")
    assert printed(out, mark)[1] == "2 choices:"


# ---------------------------------------------------------------- refusals

@pytest.mark.parametrize("text", ["florp", "patrol to the moon", "99", "war 5", "retreat", "", "undo undo",
                                  "trade 30 food for ore", "load"])
def test_bad_input_gets_one_short_line_and_changes_nothing(text, tmp_path, monkeypatch):
    """accessibility.md: unknown input gets a short reason and the closest valid commands;
    the game state is untouched by a rejected command."""
    monkeypatch.chdir(tmp_path)  # "load" looks for tek-save.json here, and finds none
    session, out = started()
    to_first_turn(session)
    before, mark = state(session), len(out.getvalue())
    session.handle(text)
    if text == "undo undo":  # undo takes no argument but still undoes: not a refusal
        return
    assert state(session) == before
    said = printed(out, mark)
    assert len(said) == 1 and len(said[0]) < 200, said
    assert "Traceback" not in said[0]


def test_unknown_words_get_suggestions():
    session, out = started()
    to_first_turn(session)
    mark = len(out.getvalue())
    session.handle("patroll")
    line = printed(out, mark)[0]
    assert line.startswith("Not a choice now: patroll.") and "Try: " in line and "patrol" in line


# ---------------------------------------------------------------- undo, save, load

def test_undo_takes_back_the_last_choice():
    """architecture.md: undo replays the choices; the player is back at the last decision."""
    session, out = started()
    to_first_turn(session)
    before = state(session)
    session.handle("select 1")  # one choice ("1" alone now selects and takes the action)
    assert state(session) != before
    mark = len(out.getvalue())
    session.handle("undo")
    assert state(session) == before
    assert printed(out, mark)[0] == "Undone. Back to your last decision."


def test_undo_takes_back_the_whole_last_command():
    """A command that made two choices (``research`` selected research and took it) is taken back
    whole: the player is back at the action menu, not at a "Take it or do nothing?" never asked."""
    session, out = started()
    to_first_turn(session)
    while session.game.pending.kind != "select_action" or session.human_to_move != 0:
        session.handle("1")
    before = state(session)
    session.handle("research")
    assert state(session) != before
    session.handle("undo")
    assert state(session) == before
    assert session.game.pending.kind == "select_action"


def test_undo_before_any_choice_speaks_to_the_one_player_as_you():
    session, out = make(Game.new(players=3, seed=3), ["human", "normal", "normal"])
    session.start()
    assert not any(s == 0 for s, _ in session.game.log)  # the player has not decided yet
    before = state(session)
    session.handle("undo")
    assert printed(out)[-1] == "Nothing to undo: you have made no choice yet."
    assert state(session) == before


def test_undo_with_nothing_to_undo_is_refused_without_change():
    session, out = make(Game.new(players=4, seed=3), ["human"] * 4)
    session.start()
    before, mark = state(session), len(out.getvalue())
    session.handle("undo")
    assert state(session) == before
    assert printed(out, mark)


def test_save_then_load_restores_the_game(tmp_path):
    session, out = started()
    to_first_turn(session)
    path = tmp_path / "game.json"
    session.handle(f"save {path}")
    assert printed(out)[-1] == f"Saved to {path}."
    saved = state(session)
    session.handle("1")
    session.handle("1")
    assert state(session) != saved
    session.handle(f"load {path}")
    assert printed(out)[-1].startswith("Load game.json, turn 1? This game, turn 3, has changes not saved")
    session.handle("yes")
    assert state(session) == saved
    assert f"Loaded {path}." in out.getvalue()


def test_load_over_unsaved_changes_asks_and_no_keeps_the_game(tmp_path):
    """issue 22, item 6: load replaced a game in progress (turn 14 back to turn 12) without asking."""
    session, out = started()
    to_first_turn(session)
    path = tmp_path / "game.json"
    session.handle(f"save {path}")
    session.handle("1")
    session.handle("1")
    changed = state(session)
    for answer in ("no", ""):
        session.handle(f"load {path}")
        assert printed(out)[-1].endswith("Type yes to load, no to stay.")
        assert state(session) == changed
        session.handle(answer)
        assert printed(out)[-1] == "Not loaded. The game goes on." and state(session) == changed
    session.handle(f"load {path}")
    session.handle("status")  # another command is carried out, and nothing is loaded
    assert state(session) == changed and "Loaded" not in out.getvalue()
    session.handle(f"load {path} yes")  # said with yes: no question
    assert f"Loaded {path}." in out.getvalue()
    assert state(session) != changed


def test_load_right_after_a_save_does_not_ask(tmp_path):
    session, out = started()
    to_first_turn(session)
    path = tmp_path / "game.json"
    session.handle(f"save {path}")
    session.handle(f"load {path}")
    assert f"Loaded {path}." in out.getvalue()


def test_a_corrupt_save_gives_one_line_naming_the_file_and_changes_nothing(tmp_path):
    """common.md: a corrupt data file names the file and the problem; nothing changes."""
    session, out = started()
    to_first_turn(session)
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": 1, "state": [', encoding="utf-8")
    before, mark = state(session), len(out.getvalue())
    session.handle(f"load {bad}")
    said = printed(out, mark)
    assert state(session) == before
    assert len(said) == 1 and said[0].endswith("Not loaded.") and said[0].startswith(str(bad)), said


def test_a_save_of_another_table_size_is_refused(tmp_path):
    other = Game.new(players=3, seed=1)
    path = tmp_path / "three.json"
    save_game(other, path)
    session, out = started()
    before = state(session)
    session.handle(f"load {path}")
    assert state(session) == before and "3 players" in printed(out)[-1]


def test_quit_asks_to_confirm_and_saves_first(tmp_path, monkeypatch):
    """issue 12: quit asks to confirm and saves an unfinished game first (autosave on by default)."""
    monkeypatch.chdir(tmp_path)
    session, out = started()
    session.handle("1")
    session.handle("quit")
    assert not session.quit and printed(out)[-1].startswith("Quit? Type yes to leave; the game will be saved")
    session.handle("no")
    assert not session.quit and printed(out)[-1] == "Not quitting. The game goes on."
    session.handle("quit")
    session.handle("yes")
    saved = saves_folder() / "tek-save.json"  # the settings folder's saves (issue 30), said in full
    assert session.quit and saved.exists() and not (tmp_path / "tek-save.json").exists()
    assert printed(out)[-2] == f"Saved to {saved}." and printed(out)[-1] == "Goodbye."


def test_quit_with_autosave_off_warns_about_unsaved_changes(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    session, out = started()
    session.handle("settings autosave off")
    session.handle("1")
    session.handle("quit")
    session.handle("yes")
    assert session.quit and printed(out)[-1].startswith("Goodbye. The game was not saved")
    assert not (tmp_path / "tek-save.json").exists() and not (saves_folder() / "tek-save.json").exists()


@pytest.mark.parametrize("text", ["stop", "stop speech", "silence"])
def test_stop_speech_stops_speech_and_never_quits(text):
    session, out = started()
    session.handle(text)
    assert not session.quit and printed(out)[-1] == "Speech stopped."


@pytest.mark.parametrize("text", ["-2", "+1", "#1", "1!!!"])
def test_a_number_with_signs_is_not_taken_as_a_choice(text):
    session, out = started()
    before = state(session)
    session.handle(text)
    said = "-2 is below zero" if text == "-2" else "Type a choice's number alone"
    assert state(session) == before and printed(out)[-1].startswith(said)


def test_a_question_with_one_answer_is_answered_in_one_line():
    from conftest import scenario

    game = scenario(meeples={"ashfall.2": [0, 0], "ashfall.3": [0], "ashfall.5": [1], "thornvale.1": [1],
                             "highcairn.4": [2, 2]}, resources={0: (3, 0, 4), 1: (2, 2, 3), 2: (1, 1, 1)},
                    tower={0: 2})
    session, out = make(game, ["human", "normal", "normal"])
    session.start()
    session.handle("select build")  # 3 ore needed, 0 held: only "do nothing" is left
    lines = printed(out)
    assert "Do nothing, the only choice." in lines
    assert not any("Choose a number from 1 to 1" in l or l == "1 choice:" for l in lines)


def test_research_selects_and_takes_in_one_command():
    session, out = started()
    to_first_turn(session)
    while session.game.pending.kind != "select_action" or session.human_to_move != 0:
        session.handle("1")
    mark = len(out.getvalue())
    session.handle("research")
    said = printed(out, mark)
    assert said[0] == "Research. You select research." and said[1].startswith("You learn magic level 1")


def test_research_by_its_number_selects_and_takes_in_one_command():
    """Issue 12, item 4: a newcomer answering the action menu by numbers is not asked
    "Research. Take it or do nothing?" after every number."""
    session, out = started()
    to_first_turn(session)
    while session.game.pending.kind != "select_action" or session.human_to_move != 0:
        session.handle("1")
    number = 1 + [c.target for c in session.game.choices()].index("research")
    mark = len(out.getvalue())
    session.handle(str(number))
    said = printed(out, mark)
    assert said[0] == "Research. You select research." and said[1].startswith("You learn magic level 1"), said
    assert not any("Take it or do nothing" in line for line in said)


# ---------------------------------------------------------------- hot seat

def hot_seat_war(transcript):
    """Seats 0 and 1 human at one keyboard, seat 2 a computer. Seat 0 (active) will patrol from
    Windhowl Peak onto seat 1's meeple in Old Cairn Height: a war between two humans."""
    game = scenario(meeples={"highcairn.2": [0, 0], "highcairn.1": [1], "thornvale.1": [1], "ashfall.4": [2, 2]},
                    resources={0: (3, 3, 3), 1: (2, 2, 3), 2: (1, 1, 1)})
    session, out = make(game, ["human", "human", "normal"], transcript=transcript)
    session.start()
    return session, out


def test_hot_seat_hands_over_before_each_secret_war_die_and_keeps_bids_out_of_the_transcript(tmp_path):
    """accessibility.md, Secret war bids at one keyboard: "Blue, take the keyboard; others take off
    their headphones", then the masked prompt; the bid is locked and kept out of the review buffer
    and the transcript until both are revealed together."""
    transcript = tmp_path / "t.txt"
    session, out = hot_seat_war(transcript)
    red, blue = session.game.name(0), session.game.name(1)
    session.handle("patrol from windhowl peak to old cairn height")
    assert session.secret_pending and session.human_to_move == 0
    session.handle("")  # Enter: the hand-over waits for it
    session.handle("war 4 with 2 mana")
    assert session.secret_pending and session.human_to_move == 1
    history_before_reveal = [line for line in session.announcer.history.recent(50)]
    transcript_before_reveal = transcript.read_text(encoding="ascii")
    session.handle("")
    session.handle("war 3 with 1 mana 1 ore")
    assert session.game.state.war is None or session.game.pending.kind != "war_die"

    lines = printed(out)
    hand_red = next(i for i, l in enumerate(lines) if l.startswith(f"Hand over. {red}, take the keyboard"))
    hand_blue = next(i for i, l in enumerate(lines) if l.startswith(f"Hand over. {blue}, take the keyboard"))
    red_prompt = next(i for i, l in enumerate(lines) if l.startswith(f"{red}: War die"))
    blue_prompt = next(i for i, l in enumerate(lines) if l.startswith(f"{blue}: War die"))
    reveal = next(i for i, l in enumerate(lines) if l.startswith("War dice revealed."))
    assert hand_red < red_prompt < hand_blue < blue_prompt < reveal
    assert "others take off their headphones" in lines[hand_red]

    # the bids: never printed in clear at a shared keyboard (issue 12), never recorded
    assert not any("set your war die" in l for l in lines) and "Locked." in lines
    for text in (transcript_before_reveal, "\n".join(history_before_reveal), transcript.read_text("ascii")):
        assert "set your war die" not in text and "Locked" not in text
    assert f"{red}: 4." in lines[reveal] and f"{blue}: 3." in lines[reveal]
    after = transcript.read_text("ascii").splitlines()
    assert any(l.startswith("War dice revealed.") for l in after)
    assert not any("set your war die" in l for l in session.announcer.history.recent(100))


def test_hot_seat_narrates_in_the_third_person():
    """With several humans at one keyboard nobody is "you" in the shared narration."""
    session, out = hot_seat_war(None)
    session.handle("patrol from windhowl peak to old cairn height")
    shared = [l for l in printed(out) if not l.startswith("You set")]
    assert any(l.startswith("War. ") and session.game.name(0) in l for l in shared)
    assert not any(l.startswith("War. You") for l in shared)


def test_a_single_human_is_not_asked_to_hand_over():
    game = scenario(meeples={"highcairn.2": [0, 0], "highcairn.1": [1], "thornvale.1": [1], "ashfall.4": [2, 2]},
                    resources={0: (3, 3, 3), 1: (2, 2, 3), 2: (1, 1, 1)})
    session, out = make(game, ["human", "normal", "normal"])
    session.start()
    session.handle("patrol from windhowl peak to old cairn height")
    assert not session.secret_pending
    assert not any(l.startswith("Hand over.") for l in printed(out))
    assert any(l.startswith("War. You attack") for l in printed(out))


def test_at_brief_the_menu_is_read_only_when_asked_for():
    """accessibility.md, verbosity: brief leaves the numbered menu out; "choices" still reads it."""
    session, out = started()
    session.handle("verbosity brief")
    mark = len(out.getvalue())
    session.handle("what now")
    assert printed(out, mark)[-1] == "2 choices. Say choices to hear them."
    mark = len(out.getvalue())
    session.handle("choices")
    said = printed(out, mark)
    assert said[1] == "2 choices:" and said[2].startswith("1. ") and said[3].startswith("2. ")


def test_f4_says_you_to_the_one_human_at_the_table():
    """F4 (whose turn) said "Blue is deciding." about the one human player: "You are deciding."."""
    session, out = started()
    to_first_turn(session)
    while session.human_to_move != 0 or session.game.state.active == 0:
        session.handle("1")
    line = session.status_line("turn")
    active = session.game.name(session.game.state.active)
    assert line == f"Turn {session.game.state.turn}. {active} is active. You are deciding.", line
    while session.game.state.active != 0:
        session.handle("1")
    assert session.status_line("turn").endswith(". You are active. You are deciding.")
