"""Server security (issue 24), on the hub with fake connections (no timing): a connection acts only
for the seat it holds, a watcher speaks as an onlooker, every command of the command table runs
online for a seat and a watcher, settings stay with the connection, seeds cannot be searched for.

The socket-level findings (connections per address, the login deadline, failed logins on both
doors, the 1,000-connection load) are in ``test_server_limits.py``.
"""
from __future__ import annotations

import logging

import pytest

pytest.importorskip("asyncssh")

from test_server_caps import FakeConn, hub  # noqa: E402,F401

from tek_access.games.tek.commands import command_table  # noqa: E402
from tek_access.server.seat_session import WATCHING  # noqa: E402


def seated_table(hub, players: int = 3, humans: int = 2, seed: str = "5"):
    """Ann (host, Blue) and Bob seated, Cid watching, the game started; returns the clients and conns."""
    conns = {name: FakeConn() for name in ("Ann", "Bob", "Cid")}
    clients = {name: hub.connect(conn, name, guest=True) for name, conn in conns.items()}
    clients["Ann"].feed(f"create tek {players} {humans} random no {seed}\n")
    clients["Bob"].feed("join 1\n")
    clients["Cid"].feed("watch 1\n")
    clients["Ann"].feed("start\n")
    return hub.tables[1], clients, conns


def test_a_watcher_cannot_play_any_seat_and_hears_as_an_onlooker(hub):
    """High finding 1: a watcher typing 1 chose Blue's home side; its resources were seat 1's."""
    table, c, conn = seated_table(hub)
    game = table.game
    assert game.pending is not None and game.pending.player == 0  # Blue (Ann) decides first
    before = len(game.log)
    for line in ("1", "2", "war 5", "white flag", "research", "nothing"):
        conn["Cid"].sent.clear()
        c["Cid"].feed(line + "\n")
        assert WATCHING in conn["Cid"].text, (line, conn["Cid"].text)
    assert len(table.game.log) == before and table.game.pending.player == 0
    conn["Cid"].sent.clear()
    c["Cid"].feed("resources\n")
    assert "Resources: say status to hear every player." in conn["Cid"].text
    conn["Cid"].sent.clear()
    c["Cid"].feed("status\n")
    status = conn["Cid"].text
    assert "You are the active player" not in status and "you:" not in status.lower(), status
    # Bob, seated, may not answer Ann's decision either; the table refuses it even past the parser
    conn["Bob"].sent.clear()
    c["Bob"].feed("1\n")
    assert "Not your decision" in conn["Bob"].text and len(table.game.log) == before
    choice = game.choices()[0]
    table.play(c["Cid"], [choice])
    table.play(c["Bob"], [choice])
    assert len(table.game.log) == before
    assert WATCHING in conn["Cid"].text and conn["Bob"].text.count("Not your decision") == 2


def test_a_watcher_never_sets_a_war_die(hub):
    """High finding 1, the war die: at a human's secret war die a watcher's 'war 5' and '1' are
    refused and the die stays with its seat."""
    from tek_access.games.tek.rules.decisions import HANDLERS

    for seed in ("3", "4", "5", "6", "7", "8"):
        hub.tables.clear()
        for client in list(hub.clients.values()):
            hub.drop(client)
        table, c, conn = seated_table(hub, players=2, humans=2, seed=seed)
        for _ in range(3000):
            d = table.game.pending
            if d is None or HANDLERS[d.kind].secret:
                break
            who = "Ann" if d.player == 0 else "Bob"
            c[who].rate.tokens = 40
            c[who].feed("1\n")
        if table.game.pending is not None:
            break
    else:
        pytest.fail("no war in 6 games")
    before = len(table.game.log)
    c["Cid"].feed("war 3\n")
    c["Cid"].feed("1\n")
    c["Cid"].feed("white flag\n")
    assert len(table.game.log) == before and conn["Cid"].text.count(WATCHING) == 3


def lines_for(info) -> list[str]:
    return [info.name, info.example]


@pytest.mark.parametrize("who", ["Ann", "Bob", "Cid"])
def test_every_command_of_the_command_table_runs_online(hub, caplog, who):
    """Item 7: each command of the command table, by name and by its example, sent to the player
    who decides (Ann), a seated player who waits (Bob) and a watcher (Cid): each gets an answer,
    none fails on the server ('repeat round' raised AttributeError), nothing is written to the
    server's own files."""
    table, c, conn = seated_table(hub)
    sent = []
    commands = [info for info in command_table().values() if info.name != "quit"]
    for info in commands:
        for line in lines_for(info) + (["repeat round", "history 5", "help keys"] if info.name == "repeat" else []):
            conn[who].sent.clear()
            c[who].rate.tokens = 40
            with caplog.at_level(logging.ERROR, logger="tek_access.server"):
                c[who].feed(line + "\n")
            text = conn[who].text
            assert "failed on the server" not in text, (line, text)
            assert text.strip().strip(">").strip() or line in ("next", "previous"), (line, text)
            sent.append(line)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert "repeat round" in sent
    conn[who].sent.clear()
    c[who].feed("quit\n")
    assert "Goodbye" in conn[who].text


def test_repeat_round_online_says_the_last_round(hub):
    """'repeat round' at a server table read the session's turns, which a table never kept."""
    table, c, conn = seated_table(hub)
    for _ in range(400):
        if table.game.state.turn >= 3 or table.game.pending is None:
            break
        who = "Ann" if table.game.pending.player == 0 else "Bob"
        c[who].rate.tokens = 40
        c[who].feed("1\n")
    for name in ("Ann", "Cid"):
        conn[name].sent.clear()
        c[name].feed("repeat round\n")
        assert "Last round," in conn[name].text, conn[name].text


def test_verbosity_at_a_table_stays_with_the_connection(hub, tmp_path, monkeypatch):
    """Medium finding: 'verbosity' at a table rewrote the server account's own settings file."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    from tek_access import settings

    written = []
    monkeypatch.setattr(settings, "save_settings", lambda *a, **k: written.append(a))
    import tek_access.audio.review as review

    monkeypatch.setattr(review, "save_settings", lambda *a, **k: written.append(a))
    table, c, conn = seated_table(hub)
    c["Bob"].feed("verbosity brief\n")
    c["Bob"].feed("settings rate 220\n")
    assert "Verbosity: brief, for this connection." in conn["Bob"].text
    assert c["Bob"].view.verbosity == "brief" and c["Ann"].view.verbosity == "normal"
    assert "Settings: only verbosity, kept for this connection" in conn["Bob"].text
    assert not written and not (tmp_path / "config").exists() and not (tmp_path / "home").exists()


def test_a_host_chosen_seed_is_told_to_every_player(hub):
    """High finding 2: a host who picks the seed knows everything; the others are now told when
    they join, in tables and in status. A table without a chosen seed says nothing of it."""
    table, c, conn = seated_table(hub)
    line = "Seed chosen by the host, 5:"
    assert line in conn["Bob"].text and line in conn["Cid"].text
    conn["Bob"].sent.clear()
    c["Bob"].feed("status\n")
    assert line in conn["Bob"].text
    dan = FakeConn()
    d = hub.connect(dan, "Dan", guest=True)
    d.feed("tables\n")
    assert "Seed chosen by the host." in dan.text
    d.feed("create tek 2 2 random no\n")
    assert "a secret random seed." in dan.text
    assert hub.tables[2].options["chosen_seed"] is False and hub.tables[2].options["seed"] >= 1


def public_record(seed: int, choices, players: int = 3) -> list[str] | None:
    """What an onlooker hears when the game dealt from ``seed`` takes ``choices``: the status
    before each choice and the narration of its public events; None when a choice does not fit
    (that seed is ruled out)."""
    from tek_access.core.kernel.engine import IllegalChoice
    from tek_access.games.tek.narration import describe
    from tek_access.games.tek.narration.events import narrate
    from tek_access.games.tek.rules.game import Game

    game = Game.new(players, seed=seed, exploration=True)
    out: list[str] = []
    for choice in choices:
        out += describe.describe_status(game, None)
        try:
            events = game.apply(choice)
        except (IllegalChoice, KeyError, ValueError, IndexError):
            return None
        for event in events:
            if event.visible_to(None):
                out += [line.text for line in narrate(game, event, None, "normal")]
    return out


def search(table, window: range, moves: int = 20) -> list[int]:
    """The attack: every seed in ``window`` that explains the first ``moves`` public choices of
    ``table``'s game as an onlooker heard them."""
    choices = [choice for _, choice in table.game.log[:moves]]
    heard = public_record(table.options["seed"], choices)
    return [s for s in window if public_record(s, choices) == heard]


def play_a_while(client, conn, table, moves: int = 20) -> None:
    for _ in range(200):
        if len(table.game.log) >= moves or table.game.pending is None:
            return
        client.rate.tokens = 40
        client.feed("1\n")


def test_a_table_seed_cannot_be_searched_for_from_public_moves(hub):
    """High finding 2: seeds were random.randrange(1, 1_000_000) and, after 20 public choices,
    a search over them left only the real seed. Now a table's seed is 64 bits from secrets: the
    same search over a window finds nothing; the control (a seed inside the window) is found."""
    ann = FakeConn()
    a = hub.connect(ann, "Ann", guest=True)
    window = range(1000, 2001)
    a.feed("create tek 3 1 random yes 1234\n")   # the control: a seed inside the window
    a.feed("start\n")
    play_a_while(a, ann, hub.tables[1])
    assert len(hub.tables[1].game.log) >= 20
    assert search(hub.tables[1], window) == [1234]
    bob = FakeConn()
    b = hub.connect(bob, "Bob", guest=True)
    b.feed("create tek 3 1 random yes\n")        # a secret seed
    b.feed("start\n")
    table = hub.tables[2]
    play_a_while(b, bob, table)
    assert table.options["seed"].bit_length() > 32  # 64 random bits (one in 4 billion is shorter)
    assert search(table, window) == []
    secret_bots = list(table.bots.items())
    assert secret_bots  # each computer player has its own secret seed, not the table's plus the seat
    for seat, bot in secret_bots:
        assert bot.seed != table.options["seed"] + seat and bot.seed.bit_length() > 32
    # at the control table the host chose the seed (players are told): its computer players replay
    assert {bot.seed for bot in hub.tables[1].bots.values()} <= {1234 + i for i in range(3)}


def test_after_a_restart_a_player_whose_war_die_is_locked_is_told(hub):
    """Issue 22, smaller point: after a server restart a player whose war die was locked was not
    told until they asked."""
    import re

    from tek_access.games.tek.rules.decisions import HANDLERS
    from tek_access.server.hub import Hub

    for seed in ("3", "4", "5", "6", "7", "8", "9", "10"):
        hub.tables.clear()
        for client in list(hub.clients.values()):
            hub.drop(client)
        table, c, conn = seated_table(hub, players=2, humans=2, seed=seed)
        locked = None
        for _ in range(3000):
            d = table.game.pending
            if d is None:
                break
            war = table.game.state.war
            if HANDLERS[d.kind].secret and war is not None and any(s in (0, 1) and s != d.player for s in war.bids):
                locked = 1 - d.player
                break
            who = "Ann" if d.player == 0 else "Bob"
            c[who].rate.tokens = 40
            c[who].feed("1\n")
        if locked is not None:
            break
    else:
        pytest.fail("no war between the two humans in 8 games")
    name = "Ann" if locked == 0 else "Bob"
    code = re.search(r"Your reconnect code is (\d{4} \d{4})", conn[name].text).group(1)
    restarted = Hub(hub.store, guests=True)  # the store read again, as after a restart
    back = FakeConn()
    client = restarted.connect(back, name, guest=True)
    client.feed(code + "\n")
    assert "Welcome back" in back.text
    assert "Your war die is locked until the reveal" in back.text
    assert re.search(r"You (set your war die to|show the white flag)", back.text), back.text[-400:]


def test_kick_by_a_word_that_is_a_name_and_a_colour_asks_for_the_seat_number(hub):
    """Low finding: kick by a name that is also a colour (an old account named Blue, seat 2, while
    seat 1 plays Blue) took a seat at random."""
    from tek_access.games.tek.rules.game import Game

    colour = Game.new(3, seed=5, exploration=False).name(0)   # seat 1's colour at this seed
    ann, other = FakeConn(), FakeConn()
    a = hub.connect(ann, "Ann", guest=True)
    o = hub.connect(other, colour, guest=False)                # an account made before names were checked
    a.feed("create tek 3 2 random no 5\n")
    o.feed("join 1\n")
    a.feed("start\n")
    assert hub.tables[1].game.name(0) == colour
    a.feed(f"kick {colour.lower()}\n")
    assert f"{colour.lower()} is a player's name and another seat's colour: say kick and the seat number" in ann.text
    assert hub.tables[1].players.get(1) is o
    a.feed("kick 2\n")
    assert hub.tables[1].players.get(1) is None


def test_one_table_is_said_as_one_table(hub):
    ann = FakeConn()
    a = hub.connect(ann, "Ann", guest=True)
    a.feed("tables\n")
    assert "No tables. Say create to make one." in ann.text
    a.feed("create tek 2 1\n")
    bob = FakeConn()
    hub.connect(bob, "Bob", guest=True).feed("tables\n")
    assert "1 table:" in bob.text and "1 tables" not in bob.text


def test_a_long_lobby_message_is_one_cut_line(hub):
    """Medium finding: one 2,000-character say to 300 lobby users took 26.5 ms of the server's
    loop; issue 31: it also came as 14 lines to every screen reader. A message is now one line,
    cut at 150 characters and said to be cut, in the lobby as at a table."""
    ann, bob = FakeConn(), FakeConn()
    a = hub.connect(ann, "Ann", guest=True)
    hub.connect(bob, "Bob", guest=True)
    a.feed("say " + "x" * 1990 + "\n")
    heard = [line for line in bob.text.splitlines() if "Ann says" in line]
    assert heard == ["Ann says: " + "x" * 150 + " (cut)"]
    assert "You say: " + "x" * 150 + " (cut): at most 150 characters a message" in ann.text
