"""Replaying an events file through narration gives the same lines as the game printed, at every
verbosity (the issue; architecture.md: narration reads events and views, never the live engine;
an event carries every fact its narrator needs).

A session plays a whole game, printing through an :class:`Announcer` into a string and writing
its events file (``events=``) into another. The lines it printed for events are then compared
with the lines narration gives when each event read back from the file (``Event.from_json``) is
narrated again for the same viewer and verbosity, with a game object that is not the live one at
that moment: a fresh game dealt from the same seed before any move, that fresh game's view for
the viewer, or the finished game. A narrator that read live engine state (whose meeples are where,
resources, tower levels, the war under way) instead of its event would give other lines.

Which printed lines are event lines: a session prints event narration only inside
``GameSession.narrate_events`` (``start`` and ``advance`` call it with each choice's events);
prompts, menus and answers to commands are printed elsewhere. The test wraps that method on the
session object and keeps exactly the text printed while it runs. With computer players only,
nothing else is printed at all, and the test checks that too. Printed text goes through the
announcer's ASCII filter (``to_ascii``), so the replayed lines go through it as well.
"""
from __future__ import annotations

import io
import json
import random

import pytest
from conftest import CATALOG
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tek_access.audio.announcer import Announcer
from tek_access.audio.messages import to_ascii
from tek_access.core.kernel.engine import Event
from tek_access.games.tek.narration.events import merged, narrate
from tek_access.games.tek.rules.game import Game
from tek_access.ui.session import GameSession

VERBOSITIES = ("brief", "normal", "full")
MAX_ANSWERS = 4000


def played(seed: int, players: int, exploration: bool, verbosity: str, seats: list[str]):
    """Play a whole session; return (session, everything printed, the text printed while events
    were narrated, the events file's text)."""
    out, events = io.StringIO(), io.StringIO()
    game = Game.new(players=players, seed=seed, catalog=CATALOG, exploration=exploration)
    session = GameSession(game, seats, Announcer(out=out, speech="off"), verbosity=verbosity,
                          events=events, seed=seed)
    event_text: list[str] = []
    narrate_events = session.narrate_events

    depth = [0]

    def recorded(batch):
        start = len(out.getvalue())
        depth[0] += 1
        try:
            narrate_events(batch)
        finally:
            depth[0] -= 1
        if depth[0] == 0:
            event_text.append(out.getvalue()[start:])

    session.narrate_events = recorded
    flush_summary = session.flush_summary

    def flushed():  # brief: an opponent's turn said as one line once the turn is over
        start = len(out.getvalue())
        flush_summary()
        if depth[0] == 0:  # inside narrate_events its window already holds the line
            event_text.append(out.getvalue()[start:])

    session.flush_summary = flushed
    session.start()
    rnd = random.Random(seed)
    for _ in range(MAX_ANSWERS):
        if session.finished:
            break
        session.handle(str(rnd.randint(1, len(session.game.choices()))))
    assert session.finished and session.game.over
    return session, out.getvalue(), "".join(event_text), events.getvalue()


def replayed(events_text: str, game: Game, viewer: int | None, verbosity: str) -> list[str]:
    """The lines narration gives for every event of an events file, as the announcer prints them (events in a
    row that one line says, merged as the session merges them: issue 30)."""
    lines: list[str] = []
    events = [Event.from_json(json.loads(raw)) for raw in events_text.splitlines()]
    for event in merged(events):
        for line in narrate(game, event, viewer, verbosity):
            lines += to_ascii(line.text).rstrip("\n").split("\n")
    return lines


def summarised(got: list[str], expected: list[str]) -> list[str]:
    """``got`` with each run of lines that the session said as one brief summary (one or two lines)
    replaced by those lines, wherever ``expected`` has them."""
    from tek_access.ui.summary import summary_lines

    out, j, at = [], 0, 0
    while at < len(expected):
        line = expected[at]
        # a line said as it came (a summary's first line can be one narrated line: then the next differs)
        plain = j < len(got) and got[j] == line
        if plain and (at + 1 == len(expected) or j + 1 == len(got) or got[j + 1] == expected[at + 1]):
            out.append(line)
            j += 1
            at += 1
            continue
        fits = []
        for k in range(1, min(60, len(got) - j) + 1):
            for head in (False, True):
                said = summary_lines(got[j:j + k], head=head)
                if expected[at:at + len(said)] != said:
                    continue
                # a summary cut with "... Say history." fits several runs: the one the next printed line follows
                after = expected[at + len(said)] if at + len(said) < len(expected) else None
                following = got[j + k] if j + k < len(got) else None
                follows = following == after or (None not in (following, after)
                                                 and after.startswith(following.rstrip(".")))
                fits.append((not follows, -len(said), k))
        if not fits and plain:
            out.append(line)
            j += 1
            at += 1
            continue
        if not fits:
            return out + got[j:]
        _, minus, k = min(fits)  # the fit the next line follows, the most printed lines, the shortest run
        n = -minus
        out += expected[at:at + n]
        j += k
        at += n
    return out + got[j:]


def check_replay(seed: int, players: int, exploration: bool, verbosity: str, seats: list[str]) -> None:
    session, printed, event_text, events_text = played(seed, players, exploration, verbosity, seats)
    if all(kind != "human" for kind in seats):
        assert printed == event_text, "a session of computer players printed a line that is not an event's"
    expected = event_text.splitlines()
    assert expected and events_text.splitlines()
    viewer = session.viewer
    fresh = Game.new(players=players, seed=seed, catalog=CATALOG, exploration=exploration)
    for name, game in (("a fresh game from the same seed", fresh),
                       ("the fresh game's view for the viewer", fresh.for_player(viewer)),
                       ("the finished game", session.game)):
        got = replayed(events_text, game, viewer, verbosity)
        if verbosity == "brief" and "human" in seats:
            got = summarised(got, expected)  # an opponent's turn is one summary line (issue 12)
        if got != expected:
            at = next((i for i, (a, b) in enumerate(zip(got, expected)) if a != b), min(len(got), len(expected)))
            pytest.fail(f"replay with {name} differs at line {at}: "
                        f"printed {expected[at:at + 1]}, replayed {got[at:at + 1]} "
                        f"({len(expected)} printed, {len(got)} replayed)")


@pytest.mark.parametrize("verbosity", VERBOSITIES)
@pytest.mark.parametrize("players,exploration", [(2, True), (3, False), (4, True), (5, False)])
def test_computer_games_replay_to_the_printed_lines(players, exploration, verbosity):
    """Computer players only (the viewer is an onlooker): every printed line is an event's, and
    the events file narrates to exactly those lines again."""
    seed = 100 * players + (7 if exploration else 3)
    check_replay(seed, players, exploration, verbosity, ["random"] * players)


@pytest.mark.parametrize("verbosity", VERBOSITIES)
def test_a_human_seats_events_replay_to_the_printed_event_lines(verbosity):
    """One human at the table (seat 0, answering by number): the events file holds the human's own
    war dice too, and the event lines printed in the human's perspective ("You ...") replay the
    same; prompts and menus are not event lines."""
    check_replay(31, 3, True, verbosity, ["human", "normal", "random"])


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), players=st.sampled_from([2, 3, 4, 5]),
       exploration=st.booleans(), verbosity=st.sampled_from(VERBOSITIES), human=st.booleans())
def test_any_game_replays_to_the_printed_lines(seed, players, exploration, verbosity, human):
    """The same over random seeds, table sizes, the token variant, verbosities, and with or
    without a human seat."""
    seats = (["human"] if human else ["random"]) + ["random"] * (players - 1)
    check_replay(seed, players, exploration, verbosity, seats)
