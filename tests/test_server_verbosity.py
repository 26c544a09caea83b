"""Verbosity online (issue 31): ``verbosity`` at any time on every door, and brief saying another
player's whole turn in one or two lines, from that seat's own narration (the console's mechanism,
:mod:`tek_access.ui.summary`).

The hub is driven in process (the doors only carry lines to ``Client.feed``: the web door's part
is in tests/test_web_page.py); the computer players move on this thread.
"""
from __future__ import annotations

import re
import statistics

import pytest
from server_support import SECRET, FakeConn

from tek_access.server import connection
from tek_access.server.hub import Hub
from tek_access.server.store import Store

TURN = re.compile(r"^(\w+)'s turn\. (?:Era \d+, turn|Turn) \d+")
MENU = re.compile(r"^\d+\. |^\d+ choices?[:.]")


@pytest.fixture
def hub(tmp_path, monkeypatch):
    monkeypatch.setattr(connection.CommandRate, "take", lambda self: True)  # answers as fast as they come
    store = Store(tmp_path)
    yield Hub(store, guests=True)
    store.close()


def lines_of(conn: FakeConn) -> list[str]:
    return [re.sub(r"^(choose)?> ", "", line) for line in conn.text.split("\n")
            if line.strip() and line.strip() not in (">", "choose>")]


def play(hub, game: str, players: int, verbosity: str, seed: int) -> list[str]:
    """Ann alone with computer players, answering 1 to every question to the end: what she heard."""
    conn = FakeConn()
    ann = hub.connect(conn, "Ann", guest=True)
    ann.feed(f"verbosity {verbosity}\n")
    ann.feed(f"create {game} {players} 1 normal {'no ' if game == 'tek' else ''}{seed}\n")
    ann.feed("start\n")
    start, table = len(lines_of(conn)), ann.table
    for _ in range(3000):
        if table.status == "over":
            break
        ann.feed("1\n")
    assert table.status == "over"
    hub.drop(ann)
    lines = lines_of(conn)[start:]
    first = next(i for i, line in enumerate(lines) if TURN.match(line) or line.startswith("Your turn"))
    return lines[first:]  # from the first turn (the setup is said line by line at every verbosity)


def between_my_turns(lines: list[str]) -> list[int]:
    """Lines from the first line of the next player's turn to my next "Your turn"."""
    mine = [i for i, line in enumerate(lines) if line.startswith("Your turn")]
    gaps = []
    for a, b in zip(mine, mine[1:]):
        first = next((j for j in range(a + 1, b) if TURN.match(lines[j])), None)
        if first is not None:
            gaps.append(b - first)
    return gaps


def mine(lines: list[str], i: int) -> bool:
    """A line of my own: my question, its menu, my answer, anything said to me."""
    line = lines[i]
    return bool(MENU.match(line) or re.search(r"(?i)\byou(r)?\b", line)
                or (i + 1 < len(lines) and MENU.match(lines[i + 1])))


@pytest.mark.parametrize("game,players", [("tek", 5), ("vikings", 4)])
def test_brief_says_another_players_turn_in_one_or_two_lines(hub, game, players):
    """At brief, between two of my own lines an opponent's turn is one line (its narration joined
    after the turn's line); at normal it is many. The lines between two of my turns fall by half."""
    normal, brief = play(hub, game, players, "normal", 3), play(hub, game, players, "brief", 3)

    def longest_run(lines):  # the most lines of others' play said in a row in an opponent's turn
        run = best = 0
        theirs = False  # in an opponent's turn (mine, the setup, the end of an era or game: line by line)
        for i, line in enumerate(lines):
            if TURN.match(line) or line.startswith("Your turn") or re.search(r"(?i)game over|^era \d", line):
                theirs, run = bool(TURN.match(line)), 0
                continue
            run = 0 if mine(lines, i) or not theirs else run + 1
            best = max(best, run)
        return best

    assert longest_run(normal) >= 4
    assert longest_run(brief) <= 2, "at brief an opponent's turn is said in one or two lines at a time"
    heads = [line for line in brief if TURN.match(line)]
    assert heads and all(": " in line or line.endswith(".") for line in heads)
    assert statistics.median(between_my_turns(brief)) <= statistics.median(between_my_turns(normal)) / 2


def test_verbosity_at_any_time(hub):
    """In the lobby, in the middle of create (the question is asked again), at a table before its
    start and during the game, for a watcher too; a wrong word changes nothing."""
    conn, other = FakeConn(), FakeConn()
    ann = hub.connect(conn, "Ann", guest=True)
    bob = hub.connect(other, "Bob", guest=True)
    ann.feed("verbosity brief\n")
    assert "Verbosity: brief, for this connection." in conn.text and ann.view.verbosity == "brief"
    ann.feed("create\n1\n")
    ann.feed("verbosity full\n")
    assert conn.text.rstrip().endswith("Question 2 of 6: how many players, 2 to 5? Enter for 4.\n>".rstrip())
    assert ann.view.verbosity == "full"
    ann.feed("3\n1\n\n\n3\n")
    assert "Table 1 created" in conn.text
    ann.feed("verbosity loud\n")
    assert "Verbosity is full. Say verbosity brief, normal or full." in conn.text and ann.view.verbosity == "full"
    ann.feed("verbosity brief\n")  # at the table, before the start (it was refused here)
    assert conn.text.count("Verbosity: brief, for this connection.") == 2
    bob.feed("watch 1\nverbosity brief\n")
    assert "Verbosity: brief, for this connection." in other.text
    ann.feed("start\nverbosity normal\n")
    assert ann.view.verbosity == "normal" and "The game has not started" not in conn.text


def test_brief_keeps_each_seats_secrets(hub):
    """Two people and three computer players at brief: each hears its own war dice set and no one
    else's, in the summaries too."""
    ann_conn, bob_conn = FakeConn(), FakeConn()
    ann = hub.connect(ann_conn, "Ann", guest=True)
    bob = hub.connect(bob_conn, "Bob", guest=True)
    for client in (ann, bob):
        client.feed("verbosity brief\n")
    ann.feed("create tek 5 2 normal no 3\n")
    bob.feed("join 1\n")
    ann.feed("start\n")
    table = ann.table
    for _ in range(4000):
        if table.status == "over":
            break
        for client in (ann, bob):
            if client.view.human_to_move is not None:
                client.feed("1\n")
    assert table.status == "over"
    for conn in (ann_conn, bob_conn):
        text = conn.text
        own = len(re.findall(r"War die, (?:attacking|defending)", text))
        assert len(SECRET.findall(text)) == own, "a secret that was not this seat's"
    assert any(": " in line and TURN.match(line) for line in lines_of(ann_conn))  # summaries were said


def test_a_long_turn_takes_a_second_line_before_anything_is_cut():
    """A turn longer than one summary line goes on in a second line (it was cut at the first, and
    most of a 5-player turn was lost); only what is past two lines is cut, with "... Say history."."""
    from tek_access.ui.summary import SUMMARY_WIDTH, summary_lines

    turn = ["Orange's turn. Turn 3."] + [f"Player {n} collects 1 mana and 1 food." for n in range(1, 9)]
    lines = summary_lines(turn, head=True)
    assert len(lines) == 2 and all(len(line) <= SUMMARY_WIDTH for line in lines)
    assert lines[0].startswith("Orange's turn. Turn 3: Player 1 collects")
    assert " ".join(lines) == "Orange's turn. Turn 3: " + " ".join(turn[1:])  # nothing lost, nothing added
    longer = summary_lines(turn + [f"Player {n} learns magic level 2 for 2 mana." for n in range(1, 9)], head=True)
    assert len(longer) == 2 and longer[1].endswith("... Say history.") and len(longer[1]) <= SUMMARY_WIDTH
    assert summary_lines(["Orange collects 1 mana.", "Purple collects 1 ore."]) == [
        "Orange collects 1 mana. Purple collects 1 ore."]
