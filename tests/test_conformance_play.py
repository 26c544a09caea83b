"""Conformance (issue 30): what every registered game owes a player in play, checked over ``registry.names()``.

- narration: at a console table (the real :class:`GameSession`), one human seat answering at random among
  computer seats, at every table size and verbosity, with a few queries between, no line is said twice in a
  row (one line says it with a count: "2 of your settlers", "plus 2 wood and 1 food"), and numbers read
  right ("1 turn", never "1 turns"; no empty list: "in ." );
- random-play invariants: the engine contract every game keeps (each listed choice is legal, the decider is
  the seat to move, a save round-trips exactly at any point and plays on alike, the log replays to the same
  state, the game ends with a winner), and each game's own rule invariants (``RULE_CHECKS``: TEK's board,
  Vikings' clans and runes; a game registered without one fails here);
- the seat-boundary pair test (a seat receives the same in two games it cannot tell apart), through each
  game's twin-maker (``BOUNDARY_WALKS``: TEK's ``tests/test_seat_boundary.py``, Vikings' ``vikings_seat``).

Each check can fail, in every game: :func:`test_the_narration_check_fails_when_lines_are_not_merged` takes
each game's merging away and the check finds the line said twice;
:func:`test_the_random_play_check_fails_on_a_broken_game` runs the random-play check on the real game broken in
one part (``BREAKS``: the wrong seat asked, a listed choice refused, a save that drops its log, a loaded save
playing another choice, a log replayed one move short, an end without a winner) and
:func:`test_the_rule_invariants_check_fails_on_a_broken_game` on one whose resources overflow (``RULE_BREAKS``);
:func:`test_the_seat_boundary_check_fails_when_a_seat_reads_the_whole_game` gives a seat's parser the whole game,
reading on past a reveal, and the game's boundary walk finds the difference.
"""
from __future__ import annotations

import io
import json
import random
import re
import sys

import pytest
from conformance_support import new_table, table_sizes

from tek_access.audio.announcer import Announcer
from tek_access.core import registry
from tek_access.ui.session import GameSession

#: "1" before a plural word, but not a label ("Era 1 ends", "turn 1 begins"), a comparison ("1 less") or a
#: quoted card text ("+1 points", 001 HUMANS 5, kept word for word)
ONE_PLURAL = re.compile(r"(?<![\d.,+])(?<!\b[Ee]ra )(?<!\b[Tt]urn )(?<![Rr]ound )(?<![Ss]eat )(?<![Ll]evel )"
                        r"\b1 (?!less\b)([a-z]+s)\b")
#: an empty list where a list belongs: "You may expand in ." / "Your ships: ."
EMPTY_LIST = re.compile(r"\b(in|of|to|from|on|at|with|and|or|ships|choices)\s*:?\s+([,;]|\.(?!\.))|:\s*\.$")
QUERIES = ("last round", "score", "status")


def table_lines(name: str, players: int, seed: int, verbosity: str, human: int) -> list[str]:
    """Every line a console table of ``name`` printed: seat ``human`` answering random numbers, the others
    random computer players, a query now and then."""
    out = io.StringIO()
    seats = ["random"] * players
    seats[human] = "human"
    session = GameSession(new_table(name, players, seed), seats, Announcer(out=out, speech="off"),
                          verbosity=verbosity, seed=seed)
    session.start()
    rnd = random.Random(seed)
    for step in range(3000):
        if session.game.pending is None:
            break
        if step % 25 == 7:
            session.handle(QUERIES[step % len(QUERIES)])
        session.handle(str(rnd.randrange(len(session.game.choices())) + 1))
    return [line for line in out.getvalue().splitlines() if line.strip()]


def narration_problems(lines: list[str]) -> list[str]:
    problems = [f"said twice in a row: {a}" for a, b in zip(lines, lines[1:]) if a == b]
    problems += [f"1 with a plural ({m.group(0)}): {line}" for line in lines for m in ONE_PLURAL.finditer(line)]
    problems += [f"an empty list: {line}" for line in lines if EMPTY_LIST.search(line)]
    return problems


def _tables(name: str) -> list[tuple[int, int, str]]:
    """(players, seed, verbosity): every table size, each verbosity, two seeds."""
    return [(players, seed, verbosity) for players in table_sizes(name) for seed in (0, 1)
            for verbosity in ("brief", "normal", "full")]


@pytest.mark.parametrize("name", registry.names())
def test_narration_says_no_line_twice_and_reads_numbers_right(name):
    problems: list[str] = []
    for players, seed, verbosity in _tables(name):
        found = narration_problems(table_lines(name, players, seed, verbosity, seed % players))
        problems += [f"{players} players, seed {seed}, {verbosity}: {p}" for p in found]
    assert not problems, problems[:5]


@pytest.mark.parametrize("name", registry.names())
def test_the_narration_check_fails_when_lines_are_not_merged(name, monkeypatch):
    """The check can fail: with the game's merging of events taken away (as before issue 30), a line is
    said twice in a row (a harvest taken one resource at a time; meeples lost in the same ruins)."""
    narration = registry.get(name).narration
    monkeypatch.setattr(narration, "merged", lambda events: list(events))
    for players, seed, verbosity in _tables(name):
        if any(p.startswith("said twice") for p in narration_problems(
                table_lines(name, players, seed, verbosity, seed % players))):
            return
    pytest.fail("no line said twice with the merging taken away: the check could not fail")


def test_the_number_and_list_checks_can_fail():
    assert narration_problems(["Last round, 1 turns:"]) and narration_problems(["You may expand in ."])
    assert not narration_problems(["2 mana lost at ... Say history."])
    assert narration_problems(["No ship of yours reaches Ashby in 1 steps."])
    assert not narration_problems(["Era 1 ends.", "Turn 1 begins.", "Building costs 1 less.", "Last round, 1 turn:"])


# ---------------------------------------------------------------- random-play invariants
def _tek_rules(game) -> None:
    from test_properties import check_board

    check_board(game)


def _vikings_rules(game) -> None:
    from test_vikings_invariants import check

    check(game)


#: each game's own rule invariants, checked after every move of a random game
RULE_CHECKS = {"tek": _tek_rules, "vikings": _vikings_rules}


def _fingerprint(game) -> str:
    return json.dumps(game.to_json(), sort_keys=True, default=str)


def play_checked(name: str, players: int, seed: int, game=None) -> None:
    """A random game of ``name`` (``game``: this one instead of a new table), checked after every move (see the
    module docstring); an AssertionError names the invariant broken and the step."""
    rule_check = RULE_CHECKS[name]
    game = game if game is not None else new_table(name, players, seed)
    rnd = random.Random(seed)
    stops = set(rnd.sample(range(1, 300), 3))
    for step in range(4000):
        pending = game.pending
        if pending is None:
            break
        assert game.to_move == pending.player, \
            f"step {step}: seat {game.to_move} is asked, seat {pending.player} decides"
        options = game.choices()
        assert options, f"step {step}: a decision with no choice"
        for option in rnd.sample(options, min(4, len(options))):
            assert game.check(option) is None, f"step {step}: listed {option} refused: {game.check(option)}"
        if step in stops:  # a save round-trips exactly and plays on alike
            copy = game.from_json(json.loads(json.dumps(game.to_json())), game.catalog)
            assert _fingerprint(copy) == _fingerprint(game), f"step {step}: the save changed the game"
            choice = rnd.choice(options)
            assert [e.kind for e in copy.apply(choice)] == [e.kind for e in game.apply(choice)] \
                and _fingerprint(copy) == _fingerprint(game), f"step {step}: the saved game plays on differently"
        else:
            game.apply(rnd.choice(options))
        rule_check(game)
    assert game.over and game.result and game.result["winners"], f"{name}: the game did not end with a winner"
    again = game.replay(game.log)
    assert json.dumps(again.state.to_json(), sort_keys=True) == json.dumps(game.state.to_json(), sort_keys=True), \
        f"{name}: the log replays to another state"


def test_every_game_has_its_rule_invariants_checked():
    assert set(RULE_CHECKS) == set(registry.names()), "a registered game without its random-play invariants"


@pytest.mark.parametrize("name", registry.names())
def test_random_play_keeps_the_invariants(name):
    for players in table_sizes(name):
        for seed in range(3):
            play_checked(name, players, seed)


class Broken:
    """A real game with some of its parts answering otherwise, as a game broken on purpose: ``parts`` maps an
    attribute's name to a function of the real game giving what the broken game answers; every other attribute
    is the real game's (a proxy: the compiled rules' classes cannot be patched)."""

    def __init__(self, game, **parts) -> None:
        self._game, self._parts = game, parts

    def __getattr__(self, attr: str):
        if attr in self._parts:
            return self._parts[attr](self._game)
        return getattr(self._game, attr)


def _tek_break_rules(game) -> None:
    game.state.players[0].resources["ore"] = 10  # over the 9 a resource track holds


def _vikings_break_rules(game) -> None:
    game.state.players[0].res[0] = 8  # over the 7 a resource track holds (003, Resource)


#: each game's own rules broken after a move, to show its ``RULE_CHECKS`` entry can fail
RULE_BREAKS = {"tek": _tek_break_rules, "vikings": _vikings_break_rules}


def _replays_short(game):
    return lambda log: game.replay(log[:-1])


def _plays_another_choice(game):
    """``apply`` playing another listed choice than the one asked, when there is one."""
    def apply(choice):
        others = [c for c in game.choices() if c != choice]
        return game.apply(others[0] if others else choice)
    return apply


def _broken_rules(name):
    def apply(game):
        def play(choice):
            events = game.apply(choice)
            RULE_BREAKS[name](game)
            return events
        return play
    return apply


#: (what is broken, the parts of the broken game, the failure it must meet)
BREAKS = [
    ("the wrong seat is asked", lambda name: {"to_move": lambda g: (g.pending.player + 1) % g.config.players},
     r"step 0: seat \d+ is asked, seat \d+ decides"),
    ("a listed choice is refused", lambda name: {"choices": lambda g: lambda: [c._replace(target="nowhere")
                                                                                for c in g.choices()]},
     r"step 0: listed .* refused: "),
    ("a save drops its log", lambda name: {"from_json": lambda g: lambda data, catalog: g.from_json(
        {**data, "log": []}, catalog)}, r"the save changed the game"),
    ("a loaded save plays another choice", lambda name: {"from_json": lambda g: lambda data, catalog: Broken(
        g.from_json(data, catalog), apply=_plays_another_choice)}, r"the saved game plays on differently"),
    ("the log replays one move short", lambda name: {"replay": _replays_short}, r"the log replays to another state"),
    ("the game ends without a winner", lambda name: {"result": lambda g: g.result and {**g.result, "winners": []}},
     r"the game did not end with a winner"),
]


def test_every_game_has_its_rule_invariants_broken_once():
    assert set(RULE_BREAKS) == set(registry.names()), "a registered game whose rule invariants are not shown to fail"


@pytest.mark.parametrize("broken, parts, message", BREAKS, ids=[b[0] for b in BREAKS])
@pytest.mark.parametrize("name", registry.names())
def test_the_random_play_check_fails_on_a_broken_game(name, broken, parts, message):
    """Each invariant of the random-play check can fail: the real game of ``name`` broken in one part (a
    proxy answering otherwise) is caught, with the invariant's own message."""
    players = table_sizes(name)[0]
    game = Broken(new_table(name, players, 1), **parts(name))
    with pytest.raises(AssertionError, match=message):
        play_checked(name, players, 1, game)


@pytest.mark.parametrize("name", registry.names())
def test_the_rule_invariants_check_fails_on_a_broken_game(name):
    """Each game's own rule invariants (``RULE_CHECKS``) can fail: a resource over its track after the first
    move is caught at once."""
    players = table_sizes(name)[0]
    game = Broken(new_table(name, players, 1), apply=_broken_rules(name))
    with pytest.raises(AssertionError, match=r"10 ore|\[8, "):
        play_checked(name, players, 1, game)


# ---------------------------------------------------------------- the seat boundary
def _tek_boundary(seed: int, read=None) -> list[str]:
    import test_seat_boundary as tek

    problems: list[str] = []
    for table in tek.TABLES[::3]:
        game = tek._table(*table, seed)
        if game is not None:
            problems += tek.walk(game, random.Random(seed), tek._stats(), checks=2, read=read)
    return problems


def _vikings_boundary(seed: int, read=None) -> list[str]:
    import vikings_seat

    from tek_access.games.vikings.rules.game import Game

    problems: list[str] = []
    for players in table_sizes("vikings"):
        problems += vikings_seat.walk(Game.new(players, seed=seed), random.Random(seed), checks=2, read=read)
    return problems


#: each game's seat-boundary walk: random positions, each compared with its twins (games the deciding seat
#: cannot tell apart); returns the differences found (``read``: how the parser is given the game, as
#: :func:`seat_compare.parsed`; given, only the parse is compared)
BOUNDARY_WALKS = {"tek": _tek_boundary, "vikings": _vikings_boundary}


def test_every_game_has_its_seat_boundary_checked():
    assert set(BOUNDARY_WALKS) == set(registry.names()), "a registered game without the seat-boundary pair test"


@pytest.mark.parametrize("name", registry.names())
def test_a_seat_receives_the_same_in_games_it_cannot_tell_apart(name):
    problems = BOUNDARY_WALKS[name](7)
    assert not problems, problems[:3]


def _whole_game(game, seat):
    """The leaking door: a seat's parser given the whole game (every other seat's secret in it)."""
    from tek_access.core.seat import SeatView

    view = SeatView(game, seat)
    view.game = game.clone()
    return view


@pytest.mark.parametrize("name", registry.names())
def test_the_seat_boundary_check_fails_when_a_seat_reads_the_whole_game(name, monkeypatch):
    """The seat-boundary check can fail in every game: a seat's parser given the whole game and reading on
    past a reveal (each ``look_ahead`` of the game's package told never to stop, as before issue 18) answers
    differently in twin games, and the game's walk finds it."""
    definition = registry.get(name)
    definition.part("grammar")  # loaded, with the modules it reads sentences with
    package = definition.parts["grammar"].rpartition(".")[0]
    patched = [module for key, module in list(sys.modules.items())
               if key.startswith(package + ".") and callable(getattr(module, "look_ahead", None))]
    assert patched, f"{name}: no look_ahead in {package} to break"
    for module in patched:
        monkeypatch.setattr(module, "look_ahead", lambda view, choice: (view.apply(choice), False))
    for seed in range(1, 12):
        if BOUNDARY_WALKS[name](seed, read=_whole_game):
            return
    pytest.fail(f"{name}: a parser reading the whole game went unnoticed")
