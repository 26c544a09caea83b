"""What a server keeps per connection stays small (issue 21, the benchmark's memory figure).

The table's owner makes each seat's view of the game (a copy of the game) once per state of the game,
for every front end of the table (each connection's seat session reads it there); only the current
state's views are kept, not one copy per past state. The review buffer
keeps one string for a line every connection hears, and one per category.
"""
from __future__ import annotations

from seat_compare import session_for

from tek_access.audio.history import ReviewBuffer
from tek_access.games.tek.rules.game import Game


def _kept_views(session) -> int:
    cached = session.owner._views  # the owner's cache: (state, seat -> view)
    return 0 if cached is None else len(cached[1])


def test_a_session_keeps_only_the_current_states_seat_views():
    game = Game.new(4, seed=5)
    session, _out = session_for(game, 0)
    first = session.seat_view(0)
    assert session.seat_view(0) is first, "one view a state: made once"
    assert session.seat_view(None) is not first
    assert _kept_views(session) == 2
    for _ in range(6):  # the game moves on: each state's views replace the last
        session.game.apply(session.game.choices()[0])
        now = session.seat_view(0)
        assert now is not first and now.game.state.moves == session.game.state.moves
        assert _kept_views(session) == 1
        first = now


def test_the_review_buffer_keeps_one_string_for_a_line_said_again():
    buffers = [ReviewBuffer() for _ in range(3)]
    for buffer in buffers:  # each connection makes its own copy of the same narration
        buffer.add("".join(["Red ", "takes the forest."]), "".join(["pl", "ay"]))
    texts = [b.recent(1)[0] for b in buffers]
    assert texts == ["Red takes the forest."] * 3
    assert texts[0] is texts[1] is texts[2]
    assert buffers[0].recent(1, categories=("play",)) == ["Red takes the forest."]


def test_the_worker_leaves_a_normal_player_with_no_look_ahead_memos():
    """In the worker, a normal computer player's memos are dropped after each choice (the same choices:
    tests/test_bots.py), so a hundred players waiting for their turns hold no look-ahead."""
    from tek_access.core import registry
    from tek_access.server import thinking

    game = Game.new(4, seed=7)
    online = registry.get("tek").part("online")
    key = ("memory-test",)
    try:
        for _ in range(40):
            seat = game.pending.player
            choice = thinking._choose("tek", key, "normal", seat, 11, online.pack_view(game.for_player(seat)))
            bot = thinking._BOTS[("tek", key, seat)]
            assert not (bot._memo or bot._vps or bot._held or bot._plans)
            game.apply(choice)
    finally:
        for seat in range(4):
            thinking._BOTS.pop(("tek", key, seat), None)


def test_a_finished_games_events_are_packed_and_read_back_the_same():
    """A table's event log packs a finished game's events (pickled, compressed) and gives them back equal,
    in order; events added after packing join them."""
    from tek_access.server.eventlog import EventLog

    game = Game.new(3, seed=4)
    events = list(game.start_events)
    while not game.over and len(events) < 400:
        events += game.apply(game.choices()[0])
    log = EventLog()
    log += events[:100]
    log += events[100:]
    assert len(log) == len(events) and log[:] == events
    log.pack()
    assert log._events == [] and log._packed is not None and len(log._packed) < 200 * len(events) // 10
    assert len(log) == len(events) and log[:] == events and log[5:9] == events[5:9]
    log += events[:2]
    assert len(log) == len(events) + 2 and log[:] == events + events[:2] and log._packed is None
