"""One owner of a table (issue 33, item 4): the console session and the online seat are two front
ends of :class:`tek_access.owner.TableOwner`, not a class and its subclass; one narration loop; the
queries of every game answer through a narrow :class:`~tek_access.core.queries.Speaker` and the asker's
view, never the session; no circle among the front-end rooms (ui/, server/) and none of them reaches a
game's whole-game module.

Each check can fail: :func:`test_the_speaker_check_fails_on_a_query_that_reaches_for_the_session` gives
a query a handler that asks the session for more, :func:`test_the_circle_check_fails_on_a_circle` and
:func:`test_the_narration_loop_check_fails_on_a_second_loop` run their checks on a graph and a source with
what they look for.
"""
from __future__ import annotations

import io
import random
import re
from collections.abc import Sequence
from pathlib import Path

import pytest
from conformance_support import new_table

from tek_access.audio.announcer import Announcer
from tek_access.core import registry
from tek_access.core.kernel.engine import IllegalChoice
from tek_access.owner import TableOwner
from tek_access.server.seat_session import SeatSession
from tek_access.ui.hearing import Listener
from tek_access.ui.session import GameSession

ROOT = Path(__file__).resolve().parent.parent / "tek_access"
#: the front-end rooms whose imports must not go round in a circle, and the owner between them
FRONT = ("tek_access.ui", "tek_access.server", "tek_access.owner")


# ---------------------------------------------------------------- two front ends of one owner
def test_the_console_and_the_online_seat_are_two_front_ends_not_a_class_and_its_subclass():
    assert not issubclass(SeatSession, GameSession) and not issubclass(GameSession, SeatSession)
    session = GameSession(new_table("tek", 3, 1), ["human", "normal", "normal"],
                          Announcer(out=io.StringIO(), speech="off"))
    assert isinstance(session.owner, TableOwner) and isinstance(session.listener, Listener)
    assert session.seat_view(0) is session.owner.view(0), "the seat view comes from the owner"
    assert "owner" not in vars(SeatSession) and "listener" not in vars(SeatSession)  # made per connection


@pytest.mark.parametrize("name", registry.names())
def test_a_command_is_applied_whole_or_not_at_all(name):
    """A typed command's choices: a later one refused puts the table back as it was, the secrets and
    the reveal point too."""
    game = new_table(name, 3, 2)
    owner = TableOwner(game, ["human"] * 3)
    rnd = random.Random(2)
    for _ in range(40):
        if owner.deciding is None:
            break
        seat, before = owner.deciding, owner.game.to_json()
        first = owner.game.choices()[rnd.randrange(len(owner.game.choices()))]
        probe = owner.game.clone()
        probe.apply(first)
        if probe.pending is None:
            break
        bad = next((c for c in game.choices() if probe.check(c) is not None), None)
        if bad is None:
            owner.apply(first)
            continue
        secrets = (set(owner.secret), owner.reveal_point)
        with pytest.raises(IllegalChoice):
            owner.play(seat, [first, bad])
        assert owner.game.to_json() == before and (owner.secret, owner.reveal_point) == secrets
        return
    pytest.skip(f"{name}: no command of two choices with a refused second one in this game")


@pytest.mark.parametrize("name", registry.names())
def test_the_owner_hands_a_seat_its_own_private_events_and_no_other(name):
    """The one narration loop: another seat's private event is not heard; one's own is, from one's own view."""
    game = new_table(name, 3, 3)
    owner = TableOwner(game, ["human"] * 3)
    rnd = random.Random(3)
    for _ in range(400):
        if owner.deciding is None:
            break
        events = owner.apply(owner.game.choices()[rnd.randrange(len(owner.game.choices()))])
        private = [e for e in events if e.private_to is not None]
        if not private:
            continue
        event = private[0]
        mine = [e for e, _ in owner.heard([event], None, [event.private_to], "normal", merge=False)]
        other = (event.private_to + 1) % 3
        theirs = [e for e, _ in owner.heard([event], other, [other], "normal", merge=False)]
        assert mine == [event] and theirs == []
        return
    pytest.skip(f"{name}: no private event in this game")


# ---------------------------------------------------------------- queries: the view and a Speaker
class OnlySpeaker:
    """A :class:`~tek_access.core.queries.Speaker` and nothing more: a handler reaching for anything else
    (the session, the table, the whole game) fails with AttributeError."""

    __slots__ = ("said", "verbosity", "human_to_move")

    def __init__(self, human_to_move: int | None) -> None:
        self.said: list[str] = []
        self.verbosity = "normal"
        self.human_to_move = human_to_move

    def say(self, text: str, category: str = "system") -> None:
        self.said.append(text)

    def say_lines(self, lines: list[str], category: str = "system") -> None:
        self.said += lines

    def refuse(self, reason: str, suggestions: Sequence[str] = ()) -> None:
        self.said.append(reason)

    def ask(self, *, full_menu: bool = False) -> None:
        self.said.append("(the question)")

    def question_lines(self) -> list[str]:
        return ["(the question)"]

    def round_summary(self) -> list[str]:
        return ["(the round)"]

    def reread(self, lines: list[str]) -> None:
        self.said += lines

    def recall(self, name: str, arg: str | None, category: str | None) -> list[str]:
        return ["(what was said)"]

    def key_help_lines(self) -> list[str]:
        return ["(the speech keys)"]

    def own_secret(self) -> None:
        self.said.append("(my secret)")


ARGS = ([], ["1"], ["blue"], ["keys"], ["round"])


def speaker_problems(name: str, seed: int) -> list[str]:
    """Every query of game ``name``, asked by each seat and an onlooker at a few positions of a random game,
    with a few argument shapes: what failed when only a Speaker and the asker's view were given."""
    game = new_table(name, 3, seed)
    owner = TableOwner(game, ["human"] * 3)
    rnd = random.Random(seed)
    queries = owner.definition.queries
    problems: list[str] = []
    for step in range(60):
        if owner.deciding is None:
            break
        if step % 20 == 0:
            for seat in (None, 0, 1, 2):
                view = owner.view(seat).game
                for query, handler in queries.items():
                    for args in ARGS:
                        say = OnlySpeaker(seat if seat is not None and seat == owner.deciding else None)
                        try:
                            handler(say, view, list(args), seat, query)
                        except AttributeError as exc:
                            problems.append(f"{name} {query} {args}: {exc}")
                        if not say.said:
                            problems.append(f"{name} {query} {args}: said nothing")
        owner.apply(owner.game.choices()[rnd.randrange(len(owner.game.choices()))])
    return problems


@pytest.mark.parametrize("name", registry.names())
def test_every_query_answers_with_the_askers_view_and_a_speaker_alone(name):
    problems = speaker_problems(name, 4)
    assert not problems, problems[:5]


def test_the_speaker_check_fails_on_a_query_that_reaches_for_the_session(monkeypatch):
    queries = registry.get("tek").queries

    def look(say, game, args, view, name):  # as "look" was: the prompt read from the session's seat view
        say.say_lines([say.seat_view(view).game.name(0)])

    monkeypatch.setitem(queries, "look", look)
    assert any("look" in p for p in speaker_problems("tek", 4))


# ---------------------------------------------------------------- circles and the whole game
def _graph():
    grimp = pytest.importorskip("grimp")
    return grimp.build_graph("tek_access", exclude_type_checking_imports=False, cache_dir=None)


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module in ``edges`` (module -> modules it imports)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def _front_edges(graph) -> dict[str, set[str]]:
    mods = {m for m in graph.modules if m.startswith(FRONT)}
    return {m: {i for i in graph.find_modules_directly_imported_by(m) if i in mods} for m in mods}


def test_no_circle_among_the_front_end_rooms():
    """ui/ and server/ (type-only imports counted too): meta <-> session and connection -> create -> table
    -> seat_session -> connection are gone (server/interfaces.py, ui/meta.py's MetaSession)."""
    assert circles(_front_edges(_graph())) == []


def test_the_circle_check_fails_on_a_circle():
    edges = {"tek_access.ui.meta": {"tek_access.ui.session"}, "tek_access.ui.session": {"tek_access.ui.meta"}}
    assert circles(edges) == [["tek_access.ui.meta", "tek_access.ui.session"]]


def test_no_front_end_room_imports_a_games_whole_game():
    """Only the owner holds a whole game: no module of ui/ or server/ imports (or types with) a game's rules."""
    graph = _graph()
    found = [f"{m} -> {i}" for m in graph.modules if m.startswith(("tek_access.ui", "tek_access.server"))
             for i in graph.find_modules_directly_imported_by(m)
             if re.match(r"tek_access\.games\.\w+\.rules", i)]
    assert not found, found


# ---------------------------------------------------------------- one narration loop
NARRATE = re.compile(r"\.narrate\(")


def narration_calls(root: Path) -> list[str]:
    """Where the modules of ui/, server/ and the owner under ``root`` call a game's ``narrate``."""
    paths = [*root.glob("ui/*.py"), *root.glob("server/*.py"), root / "owner.py"]
    return [p.relative_to(root).as_posix() for p in paths if p.exists()
            for line in p.read_text().splitlines() if NARRATE.search(line)]


def test_one_narration_loop():
    """Every front end hears through the owner's one loop (``TableOwner.heard``): nothing else in ui/ or
    server/ calls a game's narration (the console, each connection, a returning player's missed lines, the
    read-back of one's own secret, the server's warm-up)."""
    assert narration_calls(ROOT) == ["owner.py"]


def test_the_narration_loop_check_fails_on_a_second_loop(tmp_path):
    (tmp_path / "server").mkdir()
    (tmp_path / "owner.py").write_text((ROOT / "owner.py").read_text())
    (tmp_path / "server" / "seat_session.py").write_text(
        "for line in mine.definition.narration.narrate(mine.game, event, seat, verbosity):\n    pass\n")
    assert narration_calls(tmp_path) == ["server/seat_session.py", "owner.py"]
