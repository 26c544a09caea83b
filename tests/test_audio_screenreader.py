"""The screen reader channel, hardened against accessible_output2's habits, with fake outputs."""
from __future__ import annotations

import sys
import types

import pytest

from tek_access.audio import screenreader
from tek_access.audio.messages import Priority


class Base:
    name = "base"
    system_output = False

    def __init__(self):
        self.calls = []

    def is_active(self):
        return True

    def is_system_output(self):
        return self.system_output

    def speak(self, text, interrupt=False):
        self.calls.append(("speak", text, interrupt))
        return True

    def braille(self, text):
        self.calls.append(("braille", text))
        return True

    def silence(self):
        self.calls.append(("silence",))


class NoisyDispatcher(Base):
    name = "Linux Speech Dispatcher"

    def __init__(self):
        super().__init__()
        print("Cannot find Speech Dispatcher. Please install python-speechd or python3-speechd.")

    def is_active(self):
        return False


class BrokenVoiceOver(Base):
    def __init__(self):
        import appscript_not_installed  # noqa: F401  raises ImportError, like VoiceOver


class Sapi(Base):
    name = "sapi5"
    system_output = True


class Nvda(Base):
    name = "NVDA"


def fake_ao2(monkeypatch, classes):
    module = types.ModuleType("accessible_output2")
    module.get_output_classes = lambda: list(classes)
    monkeypatch.setitem(sys.modules, "accessible_output2", module)


def test_import_noise_is_captured_and_broken_outputs_skipped(monkeypatch, capsys):
    fake_ao2(monkeypatch, [NoisyDispatcher, BrokenVoiceOver, Nvda])
    output, note = screenreader.find_output()
    assert isinstance(output, Nvda) and note == ""
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == ""


def test_sapi_fallback_is_not_taken_for_a_screen_reader(monkeypatch):
    fake_ao2(monkeypatch, [NoisyDispatcher, Sapi, Nvda])
    output, note = screenreader.find_output()
    assert output is None
    assert "No screen reader running" in note and "sapi5" in note


def test_missing_speechd_is_named(monkeypatch):
    fake_ao2(monkeypatch, [NoisyDispatcher])
    output, note = screenreader.find_output()
    assert output is None and "python3-speechd" in note


def test_missing_library_says_how_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "accessible_output2", None)
    output, note = screenreader.find_output()
    assert output is None and "pip install tek-access[speech]" in note


def test_channel_speaks_and_brailles_through_the_concrete_output_and_silences_it():
    output = Nvda()
    channel = screenreader.ScreenReaderChannel(output)
    channel.speak("Your turn.", Priority.NORMAL)
    channel.speak("War declared.", Priority.ALERT)
    channel.stop()
    assert output.calls == [("speak", "Your turn.", False), ("braille", "Your turn."),
                            ("speak", "War declared.", True), ("braille", "War declared."),
                            ("silence",)]
    assert channel.kind == "screenreader" and channel.description == "NVDA"


def test_auto_needs_a_running_screen_reader_off_windows(monkeypatch):
    fake_ao2(monkeypatch, [Nvda])
    monkeypatch.setattr(screenreader, "running_screen_reader", lambda: None)
    monkeypatch.setattr(screenreader.sys, "platform", "linux")
    monkeypatch.setattr(screenreader, "open_speechd", lambda: (Nvda(), ""))  # speech-dispatcher on Linux
    channel, note = screenreader.open_screen_reader(require_running=True)
    assert channel is None and note == "No screen reader running."
    channel, note = screenreader.open_screen_reader(require_running=False)
    assert channel is not None


def test_running_screen_reader_finds_orca_in_proc(tmp_path):
    import os
    import shutil
    import subprocess

    if not sys.platform.startswith("linux") or os.path.isdir("/sys/module/speakup"):
        pytest.skip("reads /proc on Linux")
    sleep = shutil.which("sleep")
    if sleep is None:
        pytest.skip("no sleep program")
    before = screenreader.running_screen_reader()
    fake = tmp_path / "orca"
    shutil.copy(sleep, fake)
    proc = subprocess.Popen([str(fake), "30"])
    try:
        import time

        deadline = time.monotonic() + 5  # wait for the exec after the fork
        while time.monotonic() < deadline:
            with open(f"/proc/{proc.pid}/comm") as handle:
                if handle.read().strip() == "orca":
                    break
            time.sleep(0.01)
        assert screenreader.running_screen_reader() == "Orca"
    finally:
        proc.kill()
        proc.wait()
    assert before in (None, "Orca", "Fenrir")
