"""What a seat receives at a position, for the seat-boundary tests of every game
(tests/test_seat_boundary.py for Tiny Epic Kingdoms, tests/vikings_seat.py for Vikings): what the
parser answers, the prompt, the answers to queries, and the narration of a few random choices up
to the first reveal; and the differences between two such records."""
from __future__ import annotations

import io
import random
from collections.abc import Callable, Collection

from tek_access.audio.announcer import Announcer
from tek_access.core.seat import SeatView
from tek_access.grammar import parser
from tek_access.ui.session import GameSession


def parsed(game, seat: int, texts: list[str], read: Callable | None = None) -> list:
    """What the parser answers ``seat`` for each text (``read``: how the parser is given the game)."""
    read = read or (lambda g, s: SeatView(g, s))
    out = []
    for text in texts:
        command = parser.parse(text, read(game, seat))
        if isinstance(command, parser.Play):
            out.append((text, [c.to_json() for c in command.choices], command.waiting))
        else:
            out.append((text, repr(command)))
    return out


def session_for(game, seat: int) -> tuple[GameSession, io.StringIO]:
    """A console session on a copy of ``game`` with ``seat`` the one human (the others random
    computer players, speech off), and what it prints."""
    out = io.StringIO()
    seats = ["random"] * game.config.players
    seats[seat] = "human"
    session = GameSession(game.clone(), seats, Announcer(out=out, speech="off"), seed=1)
    return session, out


def received(game, seat: int, texts: list[str], rnd_seed: int, queries: list[str],
             reveal_events: Collection[str]) -> dict:
    """Everything ``seat`` receives at this position: parse results, the lines of ``queries``, the
    prompt, and the narration of a few random choices up to the first reveal (an event of
    ``reveal_events``) or draw of the random state."""
    session, out = session_for(game, seat)
    got: dict = {"parse": parsed(game, seat, texts)}
    session.ask(full_menu=True)
    got["prompt"] = out.getvalue()
    lines = []
    for text in queries:
        start = len(out.getvalue())
        session.handle(text)
        lines.append((text, out.getvalue()[start:]))
    got["queries"] = lines
    rnd = random.Random(rnd_seed)
    steps = []  # (choice, lines said to the seat, whether the step drew or revealed something)
    sim = game.clone()
    for _ in range(12):
        if sim.pending is None:
            break
        menu = sim.choices()
        choice = menu[rnd.randrange(len(menu))]
        before, start = sim.state.rng, len(out.getvalue())
        events = sim.apply(choice)
        # a reveal, or a draw of the random state: what follows may differ
        hidden = sim.state.rng != before or any(e.kind in reveal_events for e in events)
        session.game = sim
        session.narrate_events(events)
        steps.append((choice.to_json(), out.getvalue()[start:], hidden))
        if hidden:
            break
    got["narration"] = steps
    return got


def differences(mine: dict, theirs: dict) -> list[str]:
    """Where two records of :func:`received` differ: the parse, the prompt, the queries, and the
    narration of the same choices up to a reveal."""
    problems = []
    for part in ("parse", "prompt", "queries"):
        if mine[part] != theirs[part]:
            diff = [m for m, t in zip(mine[part], theirs[part]) if m != t][:2] if part != "prompt" else []
            problems.append(f"{part}: {diff}")
    for a, b in zip(mine["narration"], theirs["narration"]):  # the same choices, up to a reveal
        if a[0] != b[0] or a[2] or b[2]:
            break
        if a[1] != b[1]:
            problems.append(f"narration: {a} != {b}")
    return problems
