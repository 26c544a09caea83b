"""Online tables (issue 9): SSH public keys, the command-rate and backlog caps, GMCP earcons, and
the keys of ``tek-access connect``.

Network tests start ``tek-access serve`` on 127.0.0.1 with ephemeral ports (the helpers of
``test_server.py``); the caps are also checked on the hub directly with a fake clock and a fake
connection, so nothing depends on timing.
"""
from __future__ import annotations

import asyncio
import io
import os
import shutil
import socket
import time

import pytest

asyncssh = pytest.importorskip("asyncssh")
telnetlib3 = pytest.importorskip("telnetlib3")

from audio_fakes import FakeVoice, press  # noqa: E402
from server_support import FakeConn, OpenSSHPlayer, Server, TelnetPlayer, run  # noqa: E402

from tek_access.server import accounts  # noqa: E402
from tek_access.server.hub import MAX_BACKLOG, Hub  # noqa: E402
from tek_access.server.store import Store  # noqa: E402


# ---------------------------------------------------------------- hub without sockets
class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def hub(tmp_path, monkeypatch):
    clock = Clock()
    monkeypatch.setattr(accounts.time, "monotonic", clock)
    store = Store(tmp_path)
    h = Hub(store, guests=True)
    h.clock = clock
    yield h
    store.close()


def test_command_flood_gets_one_line_and_changes_nothing_else(hub):
    """20 commands a second, bursts of 40: of 100 lines typed at once, 40 are carried out and the
    other 60 get one short line between them; a second later 20 more go through."""
    ann, bob = FakeConn(), FakeConn()
    a = hub.connect(ann, "Ann", guest=True)
    hub.connect(bob, "Bob", guest=True)
    a.chat_rate.rate = a.chat_rate.burst = a.chat_rate.tokens = 1000  # the command rate alone (chat has its own)
    a.feed("".join(f"say hello {i}\n" for i in range(100)))
    heard = [line for line in bob.text.splitlines() if "Ann says: hello" in line]
    assert heard == [f"Ann says: hello {i}" for i in range(40)]
    assert ann.text.count("Too many commands at once: wait a second. Ignored.") == 1
    assert not ann.closed and hub.online("Ann") is a
    hub.clock.now += 1.0  # 20 tokens come back
    a.feed("".join(f"say again {i}\n" for i in range(30)))
    assert [line for line in bob.text.splitlines() if "Ann says: again" in line] == \
        [f"Ann says: again {i}" for i in range(20)]
    assert ann.text.count("Too many commands") == 2  # one line for the second flood too
    hub.clock.now += 5.0
    a.feed("who\n")
    assert "2 online:" in ann.text


def test_a_client_that_never_reads_is_cut_at_1_MB_and_the_others_play_on(hub):
    """Output to a client that does not read piles up; past 1 MB it is aborted (not closed
    gracefully, which would wait for ever), and the table goes on for the others."""
    reader, idle = FakeConn(), FakeConn(reads=False)
    r = hub.connect(reader, "Ann", guest=True)
    hub.connect(idle, "Kim", guest=True)
    r.feed("create tek 2 1 random no 5\n")
    assert "Table 1 created" in reader.text
    idle_client = hub.online("Kim")
    idle_client.feed("watch 1\n")
    r.feed("start\n")
    assert "choose> " in reader.text
    for _ in range(4000):
        if idle.aborted:
            break
        hub.clock.now += 1.0
        idle_client.feed("help\n")  # what it asked for piles up unread
    assert idle.aborted and hub.online("Kim") is None
    assert sum(len(t.encode()) for t in idle.sent) > MAX_BACKLOG
    assert idle_client not in hub.tables[1].watchers
    before = len(reader.text)
    for _ in range(5):
        hub.clock.now += 1.0
        r.feed("1\n")
    assert reader.text.count("choose> ", before) >= 3 or "Game over" in reader.text
    r.feed("who\n")
    assert "1 online:" in reader.text


def test_key_commands_on_the_hub(tmp_path, monkeypatch):
    store = Store(tmp_path)
    try:
        hub = Hub(store, guests=True)
        guest = FakeConn()
        hub.connect(guest, "Gus", guest=True).feed("key list\n")
        assert "You are a guest here: keys belong to accounts." in guest.text
        store.add_account("Ann", accounts.hash_password("secret99"))
        conn = FakeConn()
        ann = hub.connect(conn, "Ann", guest=False)
        key = asyncssh.generate_private_key("ssh-ed25519", comment="ann@laptop")
        line = key.export_public_key().decode().strip()
        ann.feed("key list\n")
        assert "0 SSH keys. Say key add" in conn.text
        ann.feed("key add ssh-ed25519 AAAAnotakey\n")
        assert "Not an OpenSSH public key." in conn.text
        ann.feed("key add -----BEGIN OPENSSH PRIVATE KEY----- abc\n")
        assert "That is a private key" in conn.text
        ann.feed(f"key add {line}\n")
        assert "Key 1 added: ssh-ed25519, ann@laptop, fingerprint SHA256:" in conn.text
        ann.feed(f"key add {line}\n")
        assert "That key is already yours." in conn.text
        ann.feed("key list\n")
        assert f"1: ssh-ed25519, ann@laptop, fingerprint {key.get_fingerprint()}." in conn.text
        assert store.account("Ann")["keys"] == [line]
        ann.feed("key remove 2\n")
        assert "Remove which key? Say key remove and a number from 1 to 1" in conn.text
        ann.feed("key remove 1\n")
        assert "Key 1 removed" in conn.text and "0 left." in conn.text
        assert store.account("Ann")["keys"] == []
        assert "Traceback" not in conn.text
    finally:
        store.close()


# ---------------------------------------------------------------- over the network
def test_ssh_public_key_login(tmp_path):
    """An account adds its public key with ``key add``; asyncssh and the OpenSSH client (``-i``)
    then log in with the key and no password; another key is refused; a removed key is refused."""
    srv = Server(tmp_path).start()
    key = asyncssh.generate_private_key("ssh-ed25519", comment="kim@test")
    wrong = asyncssh.generate_private_key("ssh-ed25519")
    key_file = tmp_path / "id_ed25519"
    key.write_private_key(str(key_file))
    key_file.chmod(0o600)

    async def lobby_with(**kwargs):
        conn = await asyncssh.connect("127.0.0.1", srv.ssh, username="Kim", known_hosts=None, **kwargs)
        proc = await conn.create_process(encoding="utf-8")
        text = ""
        while "Lobby" not in text:
            text += await asyncio.wait_for(proc.stdout.read(4096), 10)
        return conn, proc, text

    async def main():
        conn, proc, _ = await lobby_with(password="goodpass", client_keys=None)
        proc.stdin.write("key add " + key.export_public_key().decode().strip() + "\n")
        text = ""
        while "Key 1 added" not in text:
            text += await asyncio.wait_for(proc.stdout.read(4096), 10)
        conn.close()
        conn, proc, text = await lobby_with(client_keys=[key], password=None)
        assert "Welcome to tek-access online, Kim." in text
        conn.close()
        with pytest.raises(asyncssh.PermissionDenied):
            await asyncssh.connect("127.0.0.1", srv.ssh, username="Kim", known_hosts=None, client_keys=[wrong],
                                   password=None)
        if shutil.which("ssh") is not None:
            ossh = OpenSSHPlayer("Kim")
            ossh.proc = await asyncio.create_subprocess_exec(
                "ssh", "-T", "-p", str(srv.ssh), "-i", str(key_file), "-o", "IdentitiesOnly=yes",
                "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null", "-o", "BatchMode=yes",
                "-o", "LogLevel=ERROR", "-F", "/dev/null", "Kim@127.0.0.1",
                stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
                env=dict(os.environ, HOME=str(tmp_path)))
            ossh.task = asyncio.ensure_future(ossh._read())
            await ossh.wait("Lobby")
            ossh.send("key remove 1")
            await ossh.wait("Key 1 removed")
            ossh.send("quit")
            await ossh.wait("Goodbye")
            ossh.close()
        else:
            conn, proc, _ = await lobby_with(password="goodpass", client_keys=None)
            proc.stdin.write("key remove 1\n")
            conn.close()
        with pytest.raises(asyncssh.PermissionDenied):
            await asyncssh.connect("127.0.0.1", srv.ssh, username="Kim", known_hosts=None, client_keys=[key],
                                   password=None)

    try:
        run(main())
    finally:
        srv.stop()
    assert "Traceback" not in srv.output


def test_telnet_gmcp_earcons_and_a_client_that_never_reads(tmp_path):
    """A telnetlib3 client that takes GMCP hears each cue as ``Client.Media.Play``; a raw client
    that never reads is cut off when 1 MB waits for it, and the server plays on."""
    # chat's own rate lifted: the 38 long says below fill the history that "history 500" reads back
    srv = Server(tmp_path, "--guests", "--limit", "chat_burst=40").start()
    cues: list[tuple[str, object]] = []

    class Client(telnetlib3.TelnetClient):
        def on_gmcp(self, package, data):
            cues.append((package, data))

    async def main():
        reader, writer = await telnetlib3.open_connection("127.0.0.1", srv.telnet, client_factory=Client,
                                                          connect_minwait=0.05, connect_maxwait=0.5)
        text = ""
        while "Name: " not in text:
            text += await asyncio.wait_for(reader.read(4096), 10)
        writer.write("Lea\r\n")
        while "Lobby" not in text:
            text += await asyncio.wait_for(reader.read(4096), 10)
        writer.write("frobnicate\r\n")
        while "No lobby command frobnicate" not in text:
            text += await asyncio.wait_for(reader.read(4096), 10)
        end = time.monotonic() + 10
        while not cues and time.monotonic() < end:
            await asyncio.sleep(0.01)
        assert ("Client.Media.Play", {"name": "error.wav", "type": "sound", "tag": "tek-access",
                                      "key": "error"}) in cues
        writer.close()

        # a client that never reads: it sits at a table and asks for its history over and over
        lea = await TelnetPlayer("Lea").open(srv.telnet)
        await lea.wait("Lobby")
        lea.send("create tek 2 1 random no 5")
        await lea.wait("Table 1 created")
        lea.send("start")
        await lea.wait("choose> ")

        def never_reads():
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            s.connect(("127.0.0.1", srv.telnet))
            s.sendall(b"Kim\r\n")
            time.sleep(0.6)  # the server's telnet negotiation wait
            s.sendall(b"create tek 2 1 random no 6\r\nstart\r\n")
            s.sendall(b"".join(b"say " + b"x" * 1990 + b"\r\n" for _ in range(38)))  # the burst of 40
            cut = False
            end = time.monotonic() + 60
            while time.monotonic() < end and not cut:
                try:
                    s.sendall(b"history 500\r\n")
                except OSError:
                    cut = True
                time.sleep(0.05)  # 20 commands a second
            s.close()
            return cut

        cut = await asyncio.get_running_loop().run_in_executor(None, never_reads)
        assert cut, "the server never cut the client that does not read"
        lea.send("who")
        await lea.wait("1 online:")
        await lea.autoplay(timeout=30, stop=lambda p: p.answered >= 5)  # Lea plays on
        assert lea.answered == 5
        lea.close()

    try:
        run(main())
    finally:
        srv.stop()
    assert "Traceback" not in srv.output


# ---------------------------------------------------------------- tek-access connect
def test_connect_client_lines_prompts_cues_and_keys():
    """The connect client announces each server line (with its cue), takes the server's prompt
    as its own, and has the local console's keys: F2 to F4 ask the server, F5 to F8 work on
    the client's own review buffer and speech."""
    from tek_access.audio.announcer import Announcer
    from tek_access.audio.keys import KEYS
    from tek_access.server.client import RemoteConsole

    out, voice, sent = io.StringIO(), FakeVoice(), []
    ann = Announcer(out=out, speech="voice", channels=[voice])
    console = RemoteConsole(ann, sent.append)
    assert console.received("tek-access online. Name: ") == "tek-access online. Name: "
    assert console.received("Password: ") == "Password: " and console.password
    console.cue("your_turn")
    assert console.received("Turn 3. Your turn.\r\nChoose an ac") is None
    assert console.received("tion.\r\n1: Build.\r\nchoose> ") == "choose> "
    assert console.prompt_text == "choose> " and not console.password
    assert voice.said == ["Turn 3. Your turn.", "Choose an action.", "1: Build."]
    assert out.getvalue() == "Turn 3. Your turn.\nChoose an action.\n1: Build.\n"
    keys = console.key_bindings()
    assert {k for ks in KEYS.values() for k in ks} <= {b.keys[0].value for b in keys.bindings}
    for key, command in (("f2", "resources"), ("f3", "score"), ("f4", "pending")):
        press(keys, key)
        assert sent[-1] == command
    assert voice.said[3:] == [] and out.getvalue().count("\n") == 3  # nothing said until the answer
    assert console.received("Resources: 2 food.\r\n> ") == "> "
    voice.said.clear()
    press(keys, "f5")
    assert voice.said == ["Resources: 2 food."]
    press(keys, "f6")
    press(keys, "f6")
    press(keys, "f7")
    assert voice.said[1:] == ["1: Build.", "Choose an action.", "1: Build."]
    press(keys, "f8")
    assert voice.stops == 1
    assert ann.history.recent(2) == ["1: Build.", "Resources: 2 food."]  # review is not recorded


def test_reconnection_reads_the_last_missed_lines_and_history_has_them_all(hub, monkeypatch):
    """A player who comes back hears the last MAX_MISSED lines they missed (40; 2 here) and
    ``history N`` reads the ones before too."""
    from tek_access.server import table as hub_module

    monkeypatch.setattr(hub_module, "MAX_MISSED", 2)
    ann, bob = FakeConn(), FakeConn()
    a = hub.connect(ann, "Ann", guest=True)
    b = hub.connect(bob, "Bob", guest=True)
    a.feed("create tek 3 2 random no 7\n")
    b.feed("join 1\n")
    a.feed("start\n")
    for i in range(1000):  # both play; Ann goes when Bob is to decide, late enough in the game
        hub.clock.now += 1.0
        if bob.text.endswith("choose> ") and i > 60:
            break
        for client, conn in ((a, ann), (b, bob)):
            if conn.text.endswith("choose> "):
                client.feed("1\n")
    hub.drop(a)
    for _ in range(300):  # Bob plays on while Ann is away, until the game needs Ann
        hub.clock.now += 1.0
        if not bob.text.endswith("choose> "):
            break
        b.feed("1\n")
    import re

    code = re.search(r"Your reconnect code is (\d{4} \d{4})", ann.text).group(1)
    ann2 = FakeConn()
    a2 = hub.connect(ann2, "Ann", guest=True)
    a2.feed(code + "\n")

    m = re.search(r"You missed (\d+) lines", ann2.text)
    assert m, ann2.text[-500:]
    missed = int(m.group(1))
    assert missed > 2, "Ann missed too little with this seed"
    assert f"You missed {missed} lines; the last 2, and history N reads more:" in ann2.text
    before = ann2.text
    a2.feed("history 500\n")
    heard = before[before.index("You missed"):].splitlines()
    review = ann2.text[len(before):]
    review = review[review.index("You missed"):].splitlines()
    assert review[0] == heard[0] and review[missed - 1:] == heard[1:]  # the older missed lines between


def test_a_long_chat_message_is_one_line_cut_under_200_characters():
    """Issue 31: a long message came as 14 lines (numbered parts); one say is now one line under
    200 characters, cut at a space and said to be cut."""
    from tek_access.server.hub import chat_line

    line, cut = chat_line("Ann says", "word " * 100)
    assert cut and len(line) < 200 and line.endswith("word (cut)") and line.startswith("Ann says: word word")
    assert chat_line("Ann says", "hello") == ("Ann says: hello", False)


def test_a_random_table_seed_is_not_told_to_the_creator(hub):
    """Hidden information: a random seed predicts the face-down tokens and the computer players'
    war dice, so only a seed the creator chose is said back when the table is created."""
    ann, bob = FakeConn(), FakeConn()
    a = hub.connect(ann, "Ann", guest=True)
    b = hub.connect(bob, "Bob", guest=True)
    a.feed("create tek 2 1 random yes\n")
    line = next(l for l in ann.text.splitlines() if "Table 1 created" in l)
    assert line.endswith("exploration tokens on, a secret random seed.")
    assert hub.tables[1].options["seed"] > 0  # the table has one; its creator is not told it
    assert "seed " + str(hub.tables[1].options["seed"]) not in ann.text.lower()
    b.feed("create tek 2 1 random yes 77\n")
    assert "exploration tokens on, seed 77, chosen by you: players are told." in bob.text


def test_one_address_registers_at_most_three_accounts_an_hour(hub):
    """A client could fill the accounts table by logging in with new names: one address
    registers at most 3 accounts an hour; another address, or an hour later, may register."""
    from tek_access.server.doors import Auth

    auth = Auth(hub)
    for name in ("Ada", "Bea", "Cy"):
        assert auth.password(name, "goodpass", "127.0.0.5") is None
    refused = auth.password("Dot", "goodpass", "127.0.0.5")
    assert refused == "Too many new accounts from this address: wait 60 minutes, or log in to one you have."
    assert hub.store.account("Dot") is None
    assert auth.password("Ada", "goodpass", "127.0.0.5") is None  # an existing account still logs in
    assert auth.password("Dot", "goodpass", "127.0.0.6") is None
    hub.clock.now += 3601
    assert auth.password("Eve", "goodpass", "127.0.0.5") is None


def test_a_flood_prints_one_refusal_and_no_bare_prompt_for_each_ignored_line(hub):
    """issue 22, smaller points: each ignored command of a flood printed a bare prompt; now the
    refusal is said once, followed by one prompt, and the ignored lines print nothing."""
    ann = FakeConn()
    a = hub.connect(ann, "Ann", guest=True)
    before = ann.text.count("> ")
    a.feed("".join(f"who {i}\n" for i in range(100)))
    prompts = ann.text.count("> ") - before
    assert ann.text.count("Too many commands at once") == 1
    assert prompts <= 42, prompts  # one for each of the 40 carried out, one after the refusal, one after the rest
