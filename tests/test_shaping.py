"""Shaping what is printed (issue 12, item 3): per-category print switches, history by category,
last round, repeat says the question, verbosity remembered, typed commands in the transcript,
F3's scores on short lines."""
from __future__ import annotations

import io

from tek_access.audio.announcer import Announcer
from tek_access.games.tek.rules.game import Game
from tek_access.settings import load_settings
from tek_access.ui.session import GameSession


def make(seats=("human", "normal", "normal"), transcript=None, seed=4):
    out = io.StringIO()
    announcer = Announcer(out=out, speech="off", transcript=transcript, settings=load_settings())
    game = Game.new(players=len(seats), seed=seed)
    session = GameSession(game, list(seats), announcer, seed=seed)
    session.start()
    return session, out


def play_turns(session, n=40):
    for _ in range(n):
        if session.finished or session.human_to_move is None:
            break
        session.handle("1")


def test_settings_show_resources_off_keeps_them_out_of_print_but_in_history():
    session, out = make()
    session.handle("settings show resources off")
    assert out.getvalue().splitlines()[-1] == "Resources: not printed; kept in history. Saved."
    start = len(out.getvalue())
    play_turns(session)
    kept = session.announcer.history.recent(500, categories=("resources",))
    assert kept, "some resources lines were said"
    printed = out.getvalue()[start:].splitlines()
    assert not any(line in printed for line in kept)
    # remembered like every setting
    assert load_settings().category_shown("resources") is False
    start = len(out.getvalue())
    session.handle("history resources 3")
    lines = out.getvalue()[start:].splitlines()
    assert lines[0].endswith("resources messages:") and lines[1:] == kept[-3:]


def test_history_leaves_out_help_and_defaults_to_ten():
    session, out = make()
    play_turns(session, 10)
    session.handle("help")
    start = len(out.getvalue())
    session.handle("history")
    lines = out.getvalue()[start:].splitlines()
    assert lines[0] == "10 messages:"
    help_lines = session.announcer.history.recent(500, categories=("help",))
    assert help_lines and not set(lines[1:]) & set(help_lines)
    start = len(out.getvalue())
    session.handle("history turn 2")
    lines = out.getvalue()[start:].splitlines()
    assert lines[0] == "2 turn messages:"
    assert lines[1:] == session.announcer.history.recent(2, categories=("turn",))


def test_repeat_says_the_question_not_only_its_last_line():
    session, out = make()
    start = len(out.getvalue())
    session.handle("choices")
    asked = out.getvalue()[start:].splitlines()
    start = len(out.getvalue())
    session.handle("repeat")
    assert out.getvalue()[start:].splitlines() == asked
    assert session.status_line("question").split("\n") == asked


def test_last_round_summarises_each_turn():
    session, out = make()
    play_turns(session, 15)
    start = len(out.getvalue())
    session.handle("last round")
    lines = out.getvalue()[start:].splitlines()
    assert lines[0].startswith("Last round, ") and len(lines) >= 2
    assert all(line.startswith("Turn ") for line in lines[1:]) and all(len(line) < 200 for line in lines)


def test_verbosity_is_remembered():
    session, out = make()
    session.handle("verbosity brief")
    assert out.getvalue().splitlines()[-1] == "Verbosity: brief. Saved."
    assert load_settings().verbosity == "brief"


def test_typed_commands_are_in_the_transcript(tmp_path):
    path = tmp_path / "t.txt"
    session, out = make(transcript=path)
    session.handle("look")
    session.handle("1")
    text = path.read_text()
    assert "> look\n" in text and "> 1\n" in text


def test_f3_says_the_scores_on_short_lines():
    session, _ = make(seats=("human", "normal", "normal", "normal", "normal"))
    lines = session.status_line("score").split("\n")
    assert len(lines) >= 5 and all(len(line) < 200 for line in lines)


def _game_lines(verbosity, seats=("human", "normal", "normal", "normal"), seed=5, moves=25):
    out = io.StringIO()
    announcer = Announcer(out=out, speech="off")
    game = Game.new(players=len(seats), seed=seed)
    session = GameSession(game, list(seats), announcer, seed=seed, verbosity=verbosity)
    session.start()
    for _ in range(moves):
        if session.finished or session.human_to_move is None:
            break
        session.handle("1")
    return out.getvalue().splitlines(), session


def test_brief_says_each_opponent_turn_in_one_line():
    brief, session = _game_lines("brief")
    normal, _ = _game_lines("normal")
    names = [session.game.name(s) for s in (1, 2, 3)]
    starts = [i for i, line in enumerate(brief) if any(line.startswith(f"{n}'s turn.") for n in names)]
    assert len(starts) >= 3
    for i in starts:
        assert len(brief[i]) < 200 and brief[i].split(". ", 2)[1].startswith("Turn ")
    # no opponent's action line stands alone on a line of its own during that opponent's turn
    assert not any(line.startswith(f"{n}: patrol to") for line in brief[starts[0]:starts[0] + 1]
                   for n in names)
    assert len(brief) < 0.7 * len(normal), (len(brief), len(normal))
    # the lines behind each summary are still in history
    assert len(session.announcer.history.recent(5000)) > len(brief)


def test_last_round_cuts_nothing_from_a_long_turn():
    """A long turn (a war: the move, both dice, the payments, the winner, the retreat) was cut
    at 190 characters with "...", which could drop who won. It is said in numbered parts."""
    session, out = make()
    play_turns(session, 3)
    turn = session._turns[-1]
    war = ["War. Orange attacks you in Fold Meadow.", "War dice revealed. You: 3. Orange: 5.",
           "You pay 1 mana and 1 ore for the war.", "Orange pays 2 mana and 1 ore for the war.",
           "Defeat. Orange wins the war for Fold Meadow, 5 to 3.",
           "You retreat from Fold Meadow to Larchgrove for 3 food."]
    turn[2][:] = war
    lines = session.round_summary()[1:]
    said = [line for line in lines if line.startswith(f"Turn {turn[0]},")]
    assert len(said) >= 2 and all(len(line) < 200 for line in said)
    assert "part 1 of" in said[0] and not any(line.endswith("...") for line in said)
    body = " ".join(line.split(": ", 1)[1] for line in said)
    assert body == " ".join(war)
