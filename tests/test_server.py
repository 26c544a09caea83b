"""Online tables (issue 9) over loopback with real clients: the OpenSSH client, telnetlib3 and asyncssh.

Every test starts ``tek-access serve`` on 127.0.0.1 with ephemeral ports in a temporary folder and
stops it. Players answer "1" at each ``choose>`` prompt.
"""
from __future__ import annotations

import asyncio
import re
import shutil
import sqlite3
import time

import pytest

asyncssh = pytest.importorskip("asyncssh")
telnetlib3 = pytest.importorskip("telnetlib3")

from server_support import SECRET, AsyncSSHPlayer, OpenSSHPlayer, Server, TelnetPlayer, guest_server, run  # noqa: E402

server = guest_server()


def test_whole_game_openssh_telnet_and_a_spectator(server, tmp_path):
    """Ann on the OpenSSH client and Bob on telnet play with 2 computer players to the final
    score; Cid watches over asyncssh. Nobody but its owner ever hears a war die before the reveal."""
    if shutil.which("ssh") is None:
        pytest.skip("the OpenSSH client is not installed (scripts/setup.sh installs openssh-client)")

    async def main():
        ann = await OpenSSHPlayer("Ann").open(server.ssh, tmp_path)
        await ann.wait("Lobby")
        ann.send("create tek 4 2 normal no 11")
        await ann.wait("Table 1 created")
        bob = await TelnetPlayer("Bob").open(server.telnet)
        await bob.wait("Lobby")
        bob.send("tables")
        await bob.wait("Table 1: waiting, 1 of 2 human seats open")
        bob.send("join 1")
        await bob.wait("You are in seat 2")
        cid = await AsyncSSHPlayer("Cid").open(server.ssh)
        await cid.wait("Lobby")
        cid.send("watch 1")
        await cid.wait("Watching table 1")
        bob.send("start")
        await bob.wait("Only the host, Ann, can start")
        ann.send("say good luck")
        await bob.wait("Ann says: good luck")
        ann.send("start")
        await asyncio.gather(ann.autoplay(), bob.autoplay(), cid.wait("Game over", timeout=40))
        for p in (ann, bob, cid):
            await p.wait(r"Scores, 4 players:")
        cid.send("1")
        await cid.wait("You are watching; join a free seat to play.")
        for p in (ann, bob, cid):
            p.close()
        return ann, bob, cid

    ann, bob, cid = run(main())
    assert ann.answered > 20 and bob.answered > 20
    assert "You win" in ann.text + bob.text or "wins with" in ann.text
    # the secret check: each player's own die lines reach only that player
    assert not SECRET.search(cid.text), "a spectator heard a war die"
    ann_dice = SECRET.findall(ann.text)
    bob_dice = SECRET.findall(bob.text)
    assert ann_dice or bob_dice, "no human war in this game: choose another seed"
    for line in re.findall(r"You set your war die to [^\n]*", ann.text):
        assert line not in bob.text and line not in cid.text
    assert not SECRET.search(server.output)
    # spectators hear only public events and are told who is deciding, never a menu of choices
    assert "choose> " not in cid.text


def test_secret_die_sealed_in_database_and_kill9_resume(tmp_path):
    """A war die set before its reveal is no readable row in the database; kill -9 in the middle
    of a war and a restart resume the table at the same decision, and the player reconnects."""
    srv = Server(tmp_path, "--guests").start()
    try:
        async def to_war():
            dan = await TelnetPlayer("Dan").open(srv.telnet)
            await dan.wait("Lobby")
            dan.send("create tek 3 1 normal no 4")
            await dan.wait("Table 1 created")
            dan.send("start")

            def at_second_die(p):  # our war die, the foe's already set (sealed in the database)
                tail = p.text[p.text.rfind("> ", 0, len(p.text) - 8):]
                return "War die," in tail and "has set the war die" in tail

            await dan.autoplay(until=r"Game over", stop=at_second_die, timeout=40)
            assert not re.search("Game over", dan.text), "no war with a bid waiting: choose another seed"
            return dan

        dan = run(to_war())
        code = dan.code
        prompt = dan.text[dan.text.rfind("War die,"):]
        db = sqlite3.connect(tmp_path / "tek-server.sqlite3")
        sealed = db.execute("SELECT COUNT(*) FROM choices WHERE sealed IS NOT NULL").fetchone()[0]
        plain_bids = db.execute("SELECT COUNT(*) FROM choices WHERE choice LIKE '[\"bid\"%' OR choice LIKE "
                                "'[\"flag\"%'").fetchone()[0]
        moves = db.execute("SELECT COUNT(*) FROM choices").fetchone()[0]
        db.close()
        assert sealed == 1
        raw = b"".join(p.read_bytes() for p in tmp_path.glob("tek-server.sqlite3*"))
        srv.kill9()
        srv.start()

        async def back():
            dan2 = await TelnetPlayer("Dan").open(srv.telnet)
            await dan2.prove(code)
            await dan2.wait("Welcome back: your seat at table 1")
            await dan2.wait("choose> ")
            assert "War die," in dan2.text
            dan2.send("pending")
            await dan2.wait("War die, [a-z]+ against")
            await dan2.autoplay(timeout=40)
            return dan2

        dan2 = run(back())
        assert "resumed" in srv.output and "1 tables resumed" in srv.output
        assert prompt.splitlines()[0] in dan2.text
        db = sqlite3.connect(tmp_path / "tek-server.sqlite3")
        assert db.execute("SELECT COUNT(*) FROM choices WHERE sealed IS NOT NULL").fetchone()[0] == 0
        assert db.execute("SELECT COUNT(*) FROM choices").fetchone()[0] > moves
        assert db.execute("SELECT status FROM tables").fetchone()[0] == "over"
        db.close()
        assert moves > 0 and plain_bids >= 0 and raw
    finally:
        srv.stop()


def test_bad_input_and_reconnection(server):
    """Binary garbage, a 10 MB line, a name taken, a full table, a dropped player coming back."""
    import socket

    async def main():
        eve = await TelnetPlayer("Eve").open(server.telnet)
        await eve.wait("Lobby")
        eve.send("create tek 2 1 random no 3")
        await eve.wait("Table 1 created")
        taken = await TelnetPlayer("Eve").open(server.telnet)
        await taken.wait("Name taken: Eve is online")
        fay = await TelnetPlayer("Fay").open(server.telnet)
        await fay.wait("Lobby")
        fay.send("join 1")
        await fay.wait("Table 1 is full. Say watch 1")
        fay.send("join x")
        await fay.wait("Which table")
        bad = await TelnetPlayer("1!bad").open(server.telnet)
        await bad.wait("A name is 2 to 16 letters")
        # raw socket: garbage and a 10 MB line
        loop = asyncio.get_running_loop()

        def raw():
            s = socket.create_connection(("127.0.0.1", server.telnet))
            s.settimeout(5)
            s.sendall(b"Gus\r\n")
            time.sleep(0.8)
            s.sendall(b"\xff\xfe\x00\x81\xc3garbage\x1b[2J\r\n")
            s.sendall(b"x" * 3000 + b"\r\nwho\r\n")
            data = b""
            end = time.time() + 10
            while b"Gus: lobby" not in data and time.time() < end:
                data += s.recv(65536)
            s.close()
            s = socket.create_connection(("127.0.0.1", server.telnet))
            s.settimeout(5)
            s.sendall(b"Hal\r\n")
            time.sleep(0.8)
            try:
                s.sendall(b"x" * (10 * 1024 * 1024) + b"\r\n")
            except OSError:
                pass  # the server closed the connection
            flood = b""
            try:
                while time.time() < end + 5:
                    chunk = s.recv(65536)
                    if not chunk:
                        break
                    flood += chunk
            except OSError:
                pass
            s.close()
            return data.decode("utf-8", "replace"), flood.decode("utf-8", "replace")

        text, flood = await loop.run_in_executor(None, raw)
        assert "Line too long: at most 2000 characters. Ignored." in text
        assert "No lobby command" in text  # the garbage line: one short reason
        assert "Gus: lobby." in text
        assert "Disconnected." in flood
        eve.send("start")
        await eve.wait("choose> ")
        eve.send("1")
        before = len(eve.text)
        await eve.wait("choose> ", start=before)
        eve.close()
        await asyncio.sleep(0.3)
        fay.send("who")
        await fay.wait("2 online")
        eve2 = await TelnetPlayer("Eve").open(server.telnet)
        await eve2.prove(eve.code)
        await eve2.wait("Welcome back: your seat at table 1")
        await eve2.wait("choose> ")
        eve2.send("history 3")
        await eve2.wait("3 messages:")
        eve2.send("undo")
        await eve2.wait("Undone|Nothing to undo")
        await eve2.autoplay(timeout=30)
        for p in (eve2, fay, taken, bad):
            p.close()

    run(main())
    assert "Traceback" not in server.output


def test_accounts_passwords_and_login_limits(tmp_path):
    """Without --guests a new name registers with its password (scrypt); a wrong password is
    refused with one line and counted. Issue 24 and issue 22 item 2: 5 failures for Ivy from one
    address make that address wait for Ivy, said on both doors with how long (SSH as a login
    banner); Ivy's owner from another address, and another account from the same address, still
    log in."""
    from tek_access.server.accounts import check_password, hash_password

    stored = hash_password("secret99")
    assert stored.startswith("scrypt$") and "secret99" not in stored
    assert check_password("secret99", stored) and not check_password("secret98", stored)
    srv = Server(tmp_path).start()
    try:
        async def ssh_login(name, password, source="127.0.0.1"):
            banners = []

            class Client(asyncssh.SSHClient):
                def auth_banner_received(self, msg, lang):
                    banners.append(msg)

            try:
                conn, _ = await asyncssh.create_connection(Client, "127.0.0.1", srv.ssh, username=name,
                                                           password=password, known_hosts=None, client_keys=None,
                                                           local_addr=(source, 0))
            except asyncssh.PermissionDenied:
                return None, "".join(banners)
            proc = await conn.create_process(encoding="utf-8")
            text = ""
            while "Lobby" not in text and "Goodbye" not in text:
                got = await asyncio.wait_for(proc.stdout.read(4096), 5)
                if not got:
                    break
                text += got
            conn.close()
            return text, "".join(banners)

        async def main():
            text, _ = await ssh_login("Ivy", "goodpass")
            assert "Lobby" in text
            text, _ = await ssh_login("Joe", "joespass")
            assert "Lobby" in text
            text, banner = await ssh_login("Ivy", "badpass1")
            assert text is None and "Wrong password." in banner
            ivy = await TelnetPlayer("Ivy").open(srv.telnet)
            await ivy.wait("Password: ")
            ivy.send("wrongpass")
            await ivy.wait("Wrong password. Name: ")  # asked again, as on every door (at most 3 tries)
            ivy.close()
            for _ in range(3):
                bad = await TelnetPlayer("Ivy").open(srv.telnet)
                await bad.wait("Password: ")
                bad.send("wrongpass")
                await bad.wait("Wrong password|Too many wrong passwords")
                bad.close()
            late = await TelnetPlayer("Ivy").open(srv.telnet)  # said before a password is typed
            await late.wait(r"Too many wrong passwords for Ivy from your address: wait 10 minutes, or log in "
                            r"with an SSH key\. Goodbye\.")
            assert "Password:" not in late.text
            text, banner = await ssh_login("Ivy", "goodpass")  # no password asked: the refusal, then closed
            assert "Too many wrong passwords for Ivy from your address: wait" in text and "Lobby" not in text
            text, _ = await ssh_login("Joe", "joespass")  # another account, the same address
            assert "Lobby" in text
            text, _ = await ssh_login("Ivy", "goodpass", source="127.0.0.2")  # the owner elsewhere
            assert "Lobby" in text

        run(main())
        db = sqlite3.connect(tmp_path / "tek-server.sqlite3")
        assert db.execute("SELECT version FROM schema_version").fetchone()[0] == 1
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        (password,) = db.execute("SELECT password FROM accounts WHERE name = 'Ivy'").fetchone()
        assert password.startswith("scrypt$") and "goodpass" not in password
        db.close()
    finally:
        srv.stop()
