"""``tek-access connect``'s status keys at the login prompts (issue 31): F2 to F4 send their query
only once logged in; at "Name: " or "Password: " they send nothing (a key's word would be taken as
a name, or as a wrong password) and one line says why."""
from __future__ import annotations

import io

import pytest
from audio_fakes import FakeVoice, press

pytest.importorskip("prompt_toolkit")


def test_status_keys_send_nothing_at_the_login_prompts():
    from tek_access.audio.announcer import Announcer
    from tek_access.server.client import RemoteConsole

    out, sent = io.StringIO(), []
    console = RemoteConsole(Announcer(out=out, speech="voice", channels=[FakeVoice()]), sent.append)
    keys = console.key_bindings()
    assert console.received("tek-access online. Name: ")
    for key in ("f2", "f3", "f4"):
        press(keys, key)
    assert sent == [] and "The keys work once you are logged in. Type your name and press Enter." in out.getvalue()
    assert console.received("Password: ") and console.password
    press(keys, "f3")
    assert sent == [] and "Type your password and press Enter." in out.getvalue()
    assert console.received("Welcome, Ann.\r\n> ") == "> "
    press(keys, "f3")
    assert sent == ["score"]
