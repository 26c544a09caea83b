"""Information sets: a seat's view of the game holds only what that seat may know.

The contract (the issue; architecture.md, Hidden information): ``game.for_player(seat)`` returns a
game that holds no unrevealed war die or payment of another seat (000, War: Set: the dice are set
in secret), no face-down exploration token's identity (000, Playing with the Exploration Tokens:
placed face down), no random-number state or seed that predicts hidden draws, and no log of
choices or initial state from which those could be replayed. A bot that asks for legal choices and
applies them on that copy still works: hidden parts it reaches are drawn (determinised).

How it is checked, over random legal games (hypothesis picks the seed, 2 to 5 players, with and
without exploration tokens), at every decision, for every seat and for an onlooker (None):

- directly: the view's random state and seed are 0, its log empty, its initial state None, every
  face-down token reads "hidden", another seat's unrevealed bid is (None, None), and neither the
  real generator state nor the real seed appears in the view's ``to_json()``, config or choices
  (the whole object is compared in the differential check below);
- differentially (the strong form): a second real game is built that differs from the first only
  in hidden parts (other identities for the face-down tokens drawn from the tokens nobody has seen,
  another generator state and seed, another initial state, and another legal war die, with its
  log entry, for a seat whose die is still hidden); the seat's view must serialise identically in
  both. The serialised form is everything on the view object (every attribute, walked
  recursively, so a cache or a private field that kept a secret is caught) plus ``to_json()``, the
  config, the pending decision and the legal choices. Only the catalogue (static game data shared
  by every game) is left out, and catalogue records are written by their id;
- bots on views: random legal choices played forward on a view and on a clone of it, through war
  reveals and token reveals, raise nothing, give the same events on both, and leave the real game
  untouched; the NormalBot choosing on a view returns a choice legal in the real game without
  falling back (its look-ahead raised nothing);
- events: a private event (one's own war die) is narrated only to its seat, and a session's events
  file and printed lines hold no private event of another seat.
"""
from __future__ import annotations

import copy
import dataclasses
import io
import json
import random
from enum import Enum

import pytest
from conftest import CATALOG
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tek_access.audio.announcer import Announcer
from tek_access.core.kernel.engine import HIDDEN, Event
from tek_access.core.kernel.rng import Rng
from tek_access.core.kernel.undo import UndoHistory
from tek_access.games.tek.bots import NormalBot
from tek_access.games.tek.narration.events import narrate
from tek_access.games.tek.rules.decisions.tokens import token_bag
from tek_access.games.tek.rules.decisions.war import die_choices
from tek_access.games.tek.rules.game import Game
from tek_access.games.tek.rules.infoset import unseen_tokens
from tek_access.games.tek.rules.model import NEUTRAL
from tek_access.ui.session import GameSession

SETTINGS = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
PLAYERS = st.sampled_from([2, 3, 4, 5])
MAX_CHOICES = 4000
#: Catalogue record types: static game data, written by id in the serialised form.
CATALOGUE_TYPES = ("Region", "TerritorySide", "Faction", "MagicLevel", "Effect", "TowerLevel", "Colour",
                   "TokenType", "Catalog")


# ---------------------------------------------------------------- the serialised form of a view

def canon(obj):
    """A JSON-ready rendering of ``obj`` that leaves nothing out: dataclasses field by field,
    slotted and plain objects attribute by attribute. Raises TypeError on a type it does not know,
    so a new kind of attribute on a view cannot slip past unserialised."""
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj.value if isinstance(obj, Enum) else obj
    name = type(obj).__name__
    if name in CATALOGUE_TYPES and type(obj).__module__.startswith("tek_access.games.tek.rules"):
        return f"<catalogue {name} {getattr(obj, 'id', '')}>"
    if isinstance(obj, Rng):
        return {"Rng": obj.state}
    if isinstance(obj, UndoHistory):  # the shared undo history (issue 30): every attribute
        return {"UndoHistory": {k: canon(getattr(obj, k)) for k in ("reveals", "log", "barrier", "snaps")}}
    if isinstance(obj, Game):
        # every attribute: the instance's dict, or the compiled class's attribute list (mypyc keeps no dict)
        names = getattr(type(obj), "__mypyc_attrs__", None)
        attrs = vars(obj) if names is None else {k: getattr(obj, k) for k in set(names) - {"__dict__"}}
        return {"Game": {k: canon(v) for k, v in sorted(attrs.items()) if k != "catalog"}}
    if dataclasses.is_dataclass(obj):
        return {name: {f.name: canon(getattr(obj, f.name)) for f in dataclasses.fields(obj)}}
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):  # a NamedTuple record
        return {name: {f: canon(v) for f, v in zip(obj._fields, obj)}}
    slots = [s for klass in type(obj).__mro__  # declared slots, or a compiled class's attribute list
             for s in getattr(klass, "__slots__", ()) or getattr(klass, "__mypyc_attrs__", ()) if s != "__dict__"]
    if slots and not isinstance(obj, (dict, list, tuple, set, frozenset)):
        return {name: {s: canon(getattr(obj, s, None)) for s in slots}}
    if isinstance(obj, dict):
        items = [[canon(k), canon(v)] for k, v in obj.items()]
        return {"dict": sorted(items, key=lambda kv: repr(kv[0]))}
    if isinstance(obj, (list, tuple)):
        return [canon(v) for v in obj]
    if isinstance(obj, (set, frozenset)):
        return {"set": sorted((canon(v) for v in obj), key=repr)}
    raise TypeError(f"canon: unknown type {type(obj)!r} in a view")


def serialise(view: Game) -> str:
    """Everything a holder of ``view`` can read, as one canonical JSON text."""
    pending = view.pending
    if pending is not None:
        pending.context  # noqa: B018  (worked out when first read: read it so both sides hold it)
    menu = view.choices()
    assert view.catalog is CATALOG  # the only thing left out: shared static data
    parts = {
        "to_json": view.to_json(),
        "config": view.config.to_json(),
        "pending": canon(pending),
        "choices": [c.to_json() for c in menu],
        "object": canon(view),
    }
    return json.dumps(parts, sort_keys=True)


def viewers(game: Game) -> list[int | None]:
    return list(range(game.config.players)) + [None]


def hidden_bid_seats(game: Game) -> list[int]:
    """Seats whose war die is set but not yet revealed."""
    w = game.state.war
    if w is None or w.revealed:
        return []
    return sorted(k for k in w.bids if k != NEUTRAL)


# ---------------------------------------------------------------- the direct check

def check_view(game: Game, seat: int | None) -> Game:
    """Assert the view of ``seat`` holds none of the listed secrets; return it."""
    view = game.for_player(seat)
    assert view.viewer == seat
    data = view.to_json()
    assert view.state.rng == 0 and data["state"]["rng"] == 0, "random state in a view"
    assert view.config.seed == 0 and data["config"]["seed"] == 0, "seed in a view"
    assert view.log == [] and data["log"] == [], "log in a view"
    assert view.initial is None and data["initial"] is None, "initial state in a view"
    assert view.start_events == [] and view.history.snaps == [], "start events or undo snapshots in a view"
    assert set(view.state.tokens) == set(game.state.tokens), "face-down token places are public"
    assert all(t == HIDDEN for t in view.state.tokens.values()), "a face-down token's identity in a view"
    assert all(t == HIDDEN for t in data["state"]["tokens"].values())
    assert view.state.found == game.state.found and view.state.revealed == game.state.revealed
    w, vw = game.state.war, view.state.war
    if w is not None:
        assert set(vw.bids) == set(w.bids), "who has set a die is public (war_die_set)"
        for key, bid in w.bids.items():
            shown = vw.bids[key]
            if w.revealed or key == seat or key == NEUTRAL:
                assert (shown.value, shown.payment) == (bid.value, bid.payment)
            else:
                assert shown.value is None and shown.payment is None, f"seat {seat} sees the die of {key}"
                assert data["state"]["war"]["bids"][str(key)][:2] == [None, None]
    text = json.dumps([data, view.config.to_json(), [c.to_json() for c in view.choices()]])
    if game.state.rng > 10**6:
        assert str(game.state.rng) not in text, "the real generator state appears in a view"
    if game.config.seed > 10**6:
        assert str(game.config.seed) not in text, "the real seed appears in a view"
    return view


# ---------------------------------------------------------------- the differential check

def alternative(game: Game, rnd: random.Random, bid_seat: int | None = None) -> Game:
    """A real game differing from ``game`` only in hidden parts: the face-down tokens get other
    identities drawn from the tokens no seat has seen, the generator state, the seed and the
    initial state change, and when ``bid_seat`` is given that seat's hidden war die (and its log
    entry) becomes another legal die of that seat. Raises AssertionError when no other die exists
    (callers pick a seat with one)."""
    data = copy.deepcopy(game.to_json())
    st_ = data["state"]
    hidden = sorted(game.state.tokens)
    if hidden:
        pool = unseen_tokens(game)
        assert len(pool) >= len(hidden)
        for _ in range(8):
            new = rnd.sample(pool, len(hidden))
            if new != [game.state.tokens[r] for r in hidden]:
                break
        for rid, token in zip(hidden, new):
            st_["tokens"][rid] = token
    st_["rng"] = (game.state.rng + 1 + rnd.getrandbits(63)) % 2**64
    data["config"]["seed"] = game.config.seed + 1 + rnd.getrandbits(31)
    if data["initial"] is not None:
        data["initial"]["rng"] = rnd.getrandbits(64)
        for rid in data["initial"].get("tokens", {}):
            data["initial"]["tokens"][rid] = rnd.choice(token_bag(game))
    if bid_seat is not None:
        w = game.state.war
        need = w.min if w.defender == NEUTRAL else 0
        now = w.bids[bid_seat]
        others = [c for c in die_choices(game, bid_seat, need)
                  if (0 if c.kind == "flag" else c.target, tuple(c.payment or (0, 0, 0))) != (now.value, now.payment)]
        assert others, "no other legal die"
        alt = rnd.choice(others)
        value, pay = (0, (0, 0, 0)) if alt.kind == "flag" else (alt.target, tuple(alt.payment))
        st_["war"]["bids"][str(bid_seat)][:2] = [value, list(pay)]
        for i in range(len(data["log"]) - 1, -1, -1):
            seat, choice = data["log"][i]
            if seat == bid_seat and choice[0] in ("bid", "flag"):
                data["log"][i] = [seat, alt.to_json()]
                break
    other = Game.from_json(data, CATALOG)
    other.version = game.version  # a count of changes made, not hidden information; from_json starts it at 0
    return other


def has_other_die(game: Game, seat: int) -> bool:
    w = game.state.war
    return len(die_choices(game, seat, w.min if w.defender == NEUTRAL else 0)) > 1


def bids_unresolved(game: Game) -> bool:
    """The hidden dice are still to be revealed or resolved (not yet paid)."""
    return any(t.kind in ("reveal", "war_resolve") for t in game.state.tasks)


def differential(game: Game, rnd: random.Random, stats: dict) -> None:
    """Assert every seat's view is the same in ``game`` and in games differing only in what that
    seat may not know."""
    other = alternative(game, rnd)
    assert serialise(game) != serialise(other)  # the real games do differ
    for seat in viewers(game):
        assert serialise(game.for_player(seat)) == serialise(other.for_player(seat)), \
            f"seat {seat}'s view shows a face-down token, the generator state, the seed or the start"
    stats["tokens"] += bool(game.state.tokens)
    if not bids_unresolved(game):
        return
    for owner in hidden_bid_seats(game):
        if not has_other_die(game, owner):
            continue
        other = alternative(game, rnd, bid_seat=owner)
        for seat in viewers(game):
            mine, theirs = serialise(game.for_player(seat)), serialise(other.for_player(seat))
            if seat == owner:
                assert mine != theirs, "the owner's view must show the owner's own die"
            else:
                assert mine == theirs, f"seat {seat}'s view shows seat {owner}'s unrevealed war die"
        stats["bids"] += 1


# ---------------------------------------------------------------- bots on views

def simulate(game: Game, rnd: random.Random, steps: int, stats: dict) -> None:
    """Play ``steps`` random legal choices on the pending seat's view and on a clone of it: no
    exception, the same events on both, hidden parts drawn from what the seat cannot rule out,
    and the real game unchanged."""
    before = serialise(game)
    seat = game.pending.player
    view = game.for_player(seat)
    twin = view.clone()
    assert twin.viewer == seat and twin.sampler is not None and twin.sampler is not view.sampler
    bag = token_bag(game)
    face_down = set(view.state.tokens)  # tokens placed later inside the simulation are its own draws
    for _ in range(steps):
        if twin.pending is None:
            assert view.pending is None
            break
        menu = twin.choices()
        assert menu and [c.to_json() for c in menu] == [c.to_json() for c in view.choices()]
        choice = rnd.choice(menu)
        assert twin.check(choice) is None and view.check(choice) is None
        hidden_before = hidden_bid_seats(twin)
        a, b = twin.apply(choice), view.apply(choice)
        assert [e.to_json() for e in a] == [e.to_json() for e in b], "a view and its clone diverged"
        for e in a:
            if e.kind == "token_revealed":
                assert e.data["token"] in bag and e.data["token"] != HIDDEN
                stats["sim_tokens"] += 1
            if e.kind == "war_revealed":
                for side in ("attacker", "defender"):
                    assert e.data[f"{side}_value"] is not None and e.data[f"{side}_payment"] is not None
                if any(s != seat for s in hidden_before):
                    stats["sim_reveals"] += 1
        assert all(t == HIDDEN for r, t in twin.state.tokens.items() if r in face_down), \
            "a token face down when the view was taken was identified without being revealed"
    assert serialise(game) == before, "simulating on a view changed the real game"


def bot_on_view(game: Game, seed: int) -> None:
    """The normal bot, choosing on the pending seat's view, answers legally for the real game."""
    seat = game.pending.player
    if seat == NEUTRAL:
        return
    bot = NormalBot(seat, seed)
    choice = bot.choose(game.for_player(seat))
    assert game.check(choice) is None, f"the bot's {choice} on a view is illegal in the real game"
    assert bot.fallbacks == 0, f"the bot's look-ahead failed on the view at {game.pending}"


# ---------------------------------------------------------------- the walk

def new_stats() -> dict:
    return {"decisions": 0, "tokens": 0, "bids": 0, "sims": 0, "sim_tokens": 0, "sim_reveals": 0, "bots": 0}


def walk(seed: int, players: int, exploration: bool, stats: dict, *, diff_rate: float = 0.04,
         sim_rate: float = 0.03, bot_rate: float = 0.01) -> Game:
    """A random legal game; at every decision the direct check for every viewer, and at a share of
    them (always when a war die is hidden) the differential check, simulations and the bot."""
    rnd = random.Random(seed)
    game = Game.new(players=players, seed=seed, catalog=CATALOG, exploration=exploration)
    steps = 0
    while not game.over:
        stats["decisions"] += 1
        for seat in viewers(game):
            check_view(game, seat)
        war_secret = bool(hidden_bid_seats(game)) and bids_unresolved(game)
        if war_secret or rnd.random() < diff_rate:
            differential(game, rnd, stats)
        if (war_secret and rnd.random() < 0.5) or rnd.random() < sim_rate:
            simulate(game, rnd, rnd.randint(3, 40), stats)
            stats["sims"] += 1
        if rnd.random() < bot_rate or (war_secret and rnd.random() < 0.2):
            bot_on_view(game, seed)
            stats["bots"] += 1
        game.apply(rnd.choice(game.choices()))
        steps += 1
        assert steps < MAX_CHOICES, "the game does not end"
    for seat in viewers(game):
        check_view(game, seat)
    return game


@SETTINGS
@given(seed=SEEDS, players=PLAYERS, exploration=st.booleans())
def test_views_hide_every_secret_at_every_decision(seed, players, exploration):
    """The issue's contract, at every decision of random games (see the module docstring)."""
    walk(seed, players, exploration, new_stats())


def test_the_walk_reaches_hidden_dice_hidden_tokens_and_reveals_in_simulations():
    """The property above only bites where secrets exist: over these fixed games the differential
    check meets hidden war dice and face-down tokens, and simulations on views cross war reveals
    of another seat's hidden die and token reveals (drawn, not read)."""
    stats = new_stats()
    for seed, players in ((11, 2), (12, 3), (13, 4)):
        walk(seed, players, True, stats, diff_rate=0.05, sim_rate=0.05, bot_rate=0.0)
    assert stats["bids"] >= 4, stats
    assert stats["tokens"] >= 20, stats
    assert stats["sim_reveals"] >= 2, stats
    assert stats["sim_tokens"] >= 2, stats


def test_a_view_at_the_defenders_die_hides_the_attackers_die():
    """000, War: Set. The defender deciding sees that the attacker has set a die, not its value;
    an onlooker sees neither die; the attacker sees its own."""
    for seed in range(200):
        rnd = random.Random(seed)
        game = Game.new(players=3, seed=seed, catalog=CATALOG)
        while not game.over:
            w = game.state.war
            if (w is not None and not w.revealed and game.pending.kind == "war_die"
                    and game.pending.player == w.defender and w.attacker in w.bids):
                a, d = w.attacker, w.defender
                assert game.for_player(d).state.war.bids[a].value is None
                assert game.for_player(None).state.war.bids[a].payment is None
                assert game.for_player(a).state.war.bids[a] == w.bids[a]
                other = alternative(game, rnd, bid_seat=a) if has_other_die(game, a) else None
                if other is not None:
                    assert serialise(game.for_player(d)) == serialise(other.for_player(d))
                    return
            game.apply(rnd.choice(game.choices()))
    pytest.fail("no war where the defender decides after the attacker in 200 games")


def test_a_view_draws_a_hidden_die_only_among_the_seats_legal_dice():
    """Determinisation (infoset): a simulation on the defender's view that reaches the reveal
    draws the attacker's die from the attacker's legal dice (die and payment as the menu has
    them), never the real one read through the view."""
    seen = 0
    for seed in range(300):
        rnd = random.Random(seed)
        game = Game.new(players=4, seed=seed, catalog=CATALOG)
        while not game.over and seen < 5:
            w = game.state.war
            if (w is not None and not w.revealed and game.pending.kind == "war_die"
                    and game.pending.player == w.defender and w.attacker in w.bids):
                legal = {(0, (0, 0, 0)) if c.kind == "flag" else (c.target, tuple(c.payment))
                         for c in die_choices(game, w.attacker)}
                view = game.for_player(w.defender)
                events = view.apply(view.choices()[0])
                revealed = [e for e in events if e.kind == "war_revealed"]
                assert revealed, [e.kind for e in events]
                drawn = (revealed[0].data["attacker_value"], tuple(revealed[0].data["attacker_payment"]))
                assert drawn in legal
                seen += 1
                break
            game.apply(rnd.choice(game.choices()))
        if seen >= 5:
            return
    pytest.fail(f"only {seen} defender decisions found")


# ---------------------------------------------------------------- events

@SETTINGS
@given(seed=SEEDS, players=PLAYERS, exploration=st.booleans())
def test_private_events_are_narrated_only_to_their_seat(seed, players, exploration):
    """architecture.md, Hidden information: a war bid is an event "Blue has set the war die" for
    everyone and the value only for its owner. Every private event is narrated to its seat and to
    no other seat, nor to an onlooker; the public twin names no value or payment."""
    rnd = random.Random(seed)
    game = Game.new(players=players, seed=seed, catalog=CATALOG, exploration=exploration)
    private = 0
    while not game.over:
        for e in game.apply(rnd.choice(game.choices())):
            if e.private_to is None:
                assert not ({"value", "payment"} & set(e.data)) or e.kind == "war_revealed", e
                continue
            private += 1
            assert e.private_to == e.data["player"]
            for seat in viewers(game):
                lines = narrate(game, e, seat, rnd.choice(["brief", "normal", "full"]))
                if seat == e.private_to:
                    assert lines and all(line.secret for line in lines)
                else:
                    assert lines == [], f"seat {seat} hears seat {e.private_to}'s {e.kind}"


@pytest.mark.parametrize("seed,players,exploration", [(21, 2, True), (22, 3, False), (23, 4, True), (24, 5, False)])
def test_a_session_tells_and_files_only_the_human_seats_private_events(seed, players, exploration):
    """A table with one human (seat 0, answering by number at random) and computer players: the
    events file holds no private event of another seat, and the only secret war die lines printed
    are the human's own, one per die the human set."""
    rnd = random.Random(seed)
    out, events = io.StringIO(), io.StringIO()
    session = GameSession(Game.new(players=players, seed=seed, catalog=CATALOG, exploration=exploration),
                          ["human"] + ["random"] * (players - 1), Announcer(out=out, speech="off"),
                          events=events, seed=seed)
    session.start()
    for _ in range(MAX_CHOICES):
        if session.finished:
            break
        session.handle(str(rnd.randint(1, len(session.game.choices()))))
    assert session.finished
    # the human's own war dice, as the engine reports them: the same deal replayed choice by choice
    replay = Game.new(players=players, seed=seed, catalog=CATALOG, exploration=exploration)
    own_dice = 0
    for _seat, choice in session.game.log:
        own_dice += sum(1 for e in replay.apply(choice) if e.kind == "war_die_chosen" and e.private_to == 0)
    assert replay.over
    recorded = [Event.from_json(json.loads(line)) for line in events.getvalue().splitlines()]
    assert recorded and all(e.private_to in (None, 0) for e in recorded)
    assert sum(1 for e in recorded if e.private_to == 0) == own_dice
    secret_lines = [line for line in out.getvalue().splitlines()
                    if line.startswith(("You set your war die", "You show the white flag"))]
    assert len(secret_lines) == own_dice
