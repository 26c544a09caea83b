"""Shared helpers for the rules tests: build a position, answer decisions, compare states.

A position is built through the public save format: a fresh :class:`Game` is dealt, its JSON is
edited (sides in play, meeples, resources, magic and tower levels, the active seat, shields) and
loaded back with :meth:`Game.from_json`, with the task stack set to the start of the active
player's turn (select an action, each seat in turn order responds, check the end, pass the token;
000_de41987be7abf7aa.txt, On Your Turn). Tests then play it through ``choices()`` and ``apply``.
"""
from __future__ import annotations

import importlib.util
import json
import random
import re
import unicodedata
from pathlib import Path

import pytest

from tek_access.core.kernel.datafields import DataError
from tek_access.core.kernel.engine import Choice
from tek_access.games.tek.rules.catalog import load_catalog
from tek_access.games.tek.rules.game import Game
from tek_access.games.tek.rules.model import RESOURCES

CATALOG = load_catalog()


def pytest_configure(config: pytest.Config) -> None:
    """A compiled rules engine built from other sources (or for another Python) would test the old code:
    stop and say how to rebuild (scripts/compiled.py compares content hashes). With TEK_ACCESS_PURE set
    the compiled modules are not used (tek_access/compiled.py), so nothing is checked."""
    import os

    if os.environ.get("TEK_ACCESS_PURE", "") not in ("", "0"):
        return
    script = Path(__file__).resolve().parents[1] / "scripts" / "compiled.py"
    spec = importlib.util.spec_from_file_location("compiled", script)
    assert spec is not None and spec.loader is not None
    compiled = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(compiled)
    stale = compiled.stale()
    if stale:
        pytest.exit(f"the compiled rules engine is not built from these sources ({'; '.join(stale[:3])}): run "
                    "`bash scripts/build.sh`, or `bash scripts/build.sh --pure` for pure Python", returncode=4)

#: A default three-player table: Orcs, Elves and Humans on Ashfall Reach, Thornvale, Highcairn.
FACTIONS = ("orcs", "elves", "humans")
SIDES = ("ashfall", "thornvale", "highcairn")


def turn_tasks(active: int, players: int) -> list[dict]:
    """The task stack at the start of ``active``'s turn, after any clearing (last item runs first)."""
    order = [(active + i) % players for i in range(players)]
    tasks = [{"t": "select_action", "p": active}]
    tasks += [{"t": "respond", "p": seat} for seat in order]
    tasks += [{"t": "end_check", "p": active}, {"t": "next_turn", "p": active}]
    return list(reversed(tasks))


def scenario(factions=FACTIONS, sides=SIDES, meeples=None, resources=None, magic=None, tower=None,
             active: int = 0, shields=(), turn: int = 1, end_triggered: bool = False,
             tasks: list[dict] | None = None, seed: int = 7) -> Game:
    """A game at ``active``'s select-action decision in the position described.

    meeples: region id -> list of seats, or of (seat, searching) pairs; a bare seat in ruins is
    searching (knocked over), elsewhere standing. resources: seat -> (mana, ore, food), default
    (0, 0, 0). magic, tower: seat -> level, default 0. shields: actions already covered.
    """
    players = len(factions)
    game = Game.new(players=players, seed=seed, factions=list(factions), catalog=CATALOG)
    data = game.to_json()
    st = data["state"]
    data["config"]["cards"] = [CATALOG.territories[s].card for s in sides]
    st["cards"] = list(sides)
    resources, magic, tower = resources or {}, magic or {}, tower or {}
    for seat, p in enumerate(st["players"]):
        p["home"] = sides[seat]
        p["resources"] = dict(zip(RESOURCES, resources.get(seat, (0, 0, 0))))
        p["magic"] = magic.get(seat, 0)
        p["tower"] = tower.get(seat, 0)
    regions = {}
    for rid, occupants in (meeples or {}).items():
        ruins = CATALOG.region(rid).type == "ruins"
        regions[rid] = [[m[0], bool(m[1])] if isinstance(m, (tuple, list)) else [m, ruins] for m in occupants]
    st["regions"] = regions
    st["active"] = active
    st["turn"] = turn
    st["shields"] = list(shields)
    st["selected"] = None
    st["end_triggered"] = end_triggered
    st["over"] = False
    st["result"] = None
    st["war"] = None
    st["tasks"] = tasks if tasks is not None else turn_tasks(active, players)
    data["initial"] = json.loads(json.dumps(st))
    data["log"] = []
    data["barrier"] = 0
    return Game.from_json(data, CATALOG)


def options(game: Game) -> list[tuple]:
    """The legal choices now as (kind, target) pairs."""
    return [(c.kind, c.target) for c in game.choices()]


def targets(game: Game, kind: str) -> list:
    """Targets of the legal choices of ``kind``, in menu order."""
    return [c.target for c in game.choices() if c.kind == kind]


def pick(game: Game, kind: str, target=None, payment=None):
    """Apply the legal choice of ``kind`` (and ``target``, ``payment`` when given); return its events.

    Fails the test, listing the menu, when no such choice is offered.
    """
    for c in game.choices():
        if c.kind == kind and (target is None or c.target == target) \
                and (payment is None or c.payment == tuple(payment)):
            return game.apply(c)
    raise AssertionError(f"no choice {kind} {target} {payment} in {options(game)} for {game.pending}")


def bid(game: Game, value: int, payment) -> list:
    """Set the pending war die to ``value`` paid by (mana, ore, food)."""
    return game.apply(Choice("bid", value, tuple(payment)))


def flag(game: Game) -> list:
    """Set the pending war die to the white flag."""
    return game.apply(Choice("flag"))


def kinds(events) -> list[str]:
    """Event kinds in order."""
    return [e.kind for e in events]


def res(game: Game, seat: int) -> tuple[int, int, int]:
    """(mana, ore, food) of ``seat``."""
    r = game.state.players[seat].resources
    return (r["mana"], r["ore"], r["food"])


def at(game: Game, rid: str) -> list[int]:
    """Seats of the meeples in region ``rid``, sorted."""
    return sorted(m[0] for m in game.state.regions.get(rid, []))


def snapshot(game: Game) -> str:
    """The whole game as canonical JSON text (for equality checks)."""
    return json.dumps(game.to_json(), sort_keys=True)


def finish_turn(game: Game, rng: random.Random | None = None) -> None:
    """Answer decisions until the next select-action decision or the end, collecting or passing
    (the first choice) unless ``rng`` is given, then choosing at random."""
    while game.pending is not None:
        if game.pending.kind == "select_action":
            return
        menu = game.choices()
        game.apply(rng.choice(menu) if rng else _quiet(menu))


def _quiet(menu: list[Choice]) -> Choice:
    for c in menu:
        if c.kind in ("collect", "nothing"):
            return c
    return menu[0]


def play_random(seed: int, players: int = 4, limit: int = 5000) -> Game:
    """A whole game with uniformly random legal choices (seeded)."""
    rng = random.Random(seed)
    game = Game.new(players=players, seed=seed, catalog=CATALOG)
    steps = 0
    while not game.over:
        game.apply(rng.choice(game.choices()))
        steps += 1
        assert steps < limit, "game did not end"
    return game


@pytest.fixture
def catalog():
    """The shipped catalogue (factions, territories, tower, colours)."""
    return CATALOG


def expect_data_error(load, path, place_part, problem_part):
    """Call ``load(path)`` and check the DataError it must raise names the file, a place holding
    ``place_part`` and a problem holding ``problem_part``; return the error."""
    with pytest.raises(DataError) as info:
        load(path)
    error = info.value
    assert error.file == str(path)
    assert place_part in error.place, error
    assert problem_part in error.problem, error
    assert str(error) == f"{error.file}: {error.place}: {error.problem}"
    return error


@pytest.fixture(autouse=True)
def _own_folders(tmp_path_factory, monkeypatch):
    """Every test, and every program it starts, gets its own settings, data and cache folders, so
    no test reads or writes the player's real ones (platformdirs follows the XDG variables)."""
    root = tmp_path_factory.mktemp("home")
    # and its own working folder: a typed "save grey" (the grammar's fuzz tests) never writes into the checkout
    work = root / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(name, str(root / name.lower()))
    monkeypatch.delenv("TEK_ACCESS_DATA_DIR", raising=False)
    # never start or reach the machine's speech-dispatcher: CI has no sound card (issue 12, item 6)
    monkeypatch.setenv("TEK_ACCESS_SPEECHD_AUTOSPAWN", "0")
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{root / 'no-speechd.sock'}")


# ---------------------------------------------------------------- every line a game says, checked
# issue 12, Checks: "the transcript checks (ASCII, most important word first, under 200 characters)
# over every line of every test game". Rules from shared/design/accessibility.md, Content rules.

LINE_LIMIT = 200
#: openings that put filler before the word that matters ("Most important word first")
FILLER_OPENINGS = ("there is ", "there are ", "there's ", "it is ", "it's ", "please", "note:", "note that",
                   "note,", "now, ", "okay", "ok, ", "well, ", "sorry", "you can now ", "just ", "so, ",
                   "basically", "please note")
#: a line opening with a place or a condition closed by a comma puts it before the news:
#: "In Shimmer Forest, Blue attacks" is the very example accessibility.md turns down
_LEADING_CLAUSE = re.compile(r"^(in|at|on|from|inside|within|near|during|after|before|when|while|once|as|since)"
                             r"\b[^.,:;!?]{0,60},", re.IGNORECASE)
#: box drawing and ASCII art: runs of a decorative symbol ("No box drawing, ASCII art, ... decorative symbols")
_DECORATION = re.compile(r"([-=_*#~+|<>^/\\])\1{2,}|^\s*[|+]|[|+]\s*$")


def line_problems(line: str) -> list[str]:
    """What a printed line breaks of the content rules, as short reasons (empty when none):
    plain printable ASCII (letters may carry accents: "Début"; punctuation is ASCII), under 200 characters,
    most important word first (no filler opening,
    no leading place or condition clause), no box drawing or ASCII art."""
    problems = []
    if not all(32 <= ord(ch) < 127 or (unicodedata.category(ch)[0] in "LM" and ch.isprintable()) for ch in line):
        problems.append("not plain printable ASCII")
    if len(line) >= LINE_LIMIT:
        problems.append(f"{len(line)} characters, not under {LINE_LIMIT}")
    head = line.lstrip().lower()
    if head.startswith(FILLER_OPENINGS):
        problems.append("filler before the most important word")
    if _LEADING_CLAUSE.match(line.lstrip()):
        problems.append("a place or condition clause before the most important word")
    if _DECORATION.search(line):
        problems.append("box drawing or decoration")
    return problems


def assert_lines_ok(text: str) -> None:
    """Fail with the lines of ``text`` (a game's output read from a program the test started)
    that break :func:`line_problems`; the lines said in this process are checked by :func:`said_lines`."""
    bad = [(line[:120], problems) for line in text.splitlines() if (problems := line_problems(line))]
    assert not bad, f"{len(bad)} lines break the content rules: {bad[:10]}"


@pytest.fixture(autouse=True)
def said_lines(monkeypatch):
    """Checks every line a game says in this test: printed, kept for history and the transcript,
    spoken without printing, or whispered (every path goes through the Announcer). The test fails
    at its end with the lines that break :func:`line_problems`. Yields the list of (line, problems)
    found, so a test may look at it; a test that feeds the announcer bad text on purpose clears it."""
    from tek_access.audio.announcer import Announcer
    from tek_access.audio.messages import to_ascii

    found: list[tuple[str, list[str]]] = []

    def check(text: str) -> None:
        for line in str(text).split("\n"):
            problems = line_problems(line)
            if problems:
                found.append((line[:120], problems))

    original_print, original_record, original_route = Announcer._print, Announcer.record, Announcer._route
    original_whisper = Announcer.whisper

    def printed(self, text):
        check(text)
        return original_print(self, text)

    def recorded(self, text, *args, **kwargs):
        check(to_ascii(text).rstrip("\n"))
        return original_record(self, text, *args, **kwargs)

    def routed(self, text, priority, printed_, earcon):
        if not printed_:
            check(text)  # spoken only (status keys, review keys): printed lines were checked already
        return original_route(self, text, priority, printed_, earcon)

    def whispered(self, text):
        check(to_ascii(text).rstrip("\n"))  # a secret said in speech alone
        return original_whisper(self, text)

    monkeypatch.setattr(Announcer, "whisper", whispered)
    monkeypatch.setattr(Announcer, "_print", printed)
    monkeypatch.setattr(Announcer, "record", recorded)
    monkeypatch.setattr(Announcer, "_route", routed)
    yield found
    if found:
        shown = "\n".join(f"{line!r}: {', '.join(problems)}" for line, problems in found[:10])
        pytest.fail(f"{len(found)} lines break the content rules (accessibility.md):\n{shown}", pytrace=False)
