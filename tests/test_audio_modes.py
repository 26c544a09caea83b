"""Speech modes: flag, then TEK_ACCESS_SPEECH, then the saved setting; and what each mode opens."""
from __future__ import annotations

import io
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tek_access.audio import backends, screenreader
from tek_access.audio.announcer import Announcer
from tek_access.audio.modes import resolve_speech_mode
from tek_access.settings import Settings


def test_flag_wins_then_environment_then_setting(monkeypatch):
    saved = Settings(speech="voice")
    monkeypatch.delenv("TEK_ACCESS_SPEECH", raising=False)
    assert resolve_speech_mode(None, saved) == "voice"
    assert resolve_speech_mode(None, Settings()) == "auto"
    monkeypatch.setenv("TEK_ACCESS_SPEECH", "Screen-Reader")
    assert resolve_speech_mode(None, saved) == "screenreader"
    assert resolve_speech_mode("off", saved) == "off"
    monkeypatch.setenv("TEK_ACCESS_SPEECH", "")
    assert resolve_speech_mode(None, saved) == "voice"


def test_bad_values_name_their_source(monkeypatch):
    monkeypatch.setenv("TEK_ACCESS_SPEECH", "loud")
    with pytest.raises(ValueError, match="TEK_ACCESS_SPEECH must be auto, screenreader, voice or off, not 'loud'"):
        resolve_speech_mode(None, Settings())
    with pytest.raises(ValueError, match="--speech must be"):
        resolve_speech_mode("shout", Settings())


class Fake:
    def __init__(self, kind):
        self.kind = kind
        self.description = f"fake {kind}"

    def close(self):
        pass


@pytest.fixture
def fake_world(monkeypatch):
    """Control what the machine has: a running reader, a reader output, a voice, sounds."""
    world = {"running": None, "reader": True, "voice": True, "sounds": True}
    monkeypatch.setattr(screenreader, "running_screen_reader", lambda: world["running"])

    def open_reader(require_running):
        if require_running and not world["running"]:
            return None, "No screen reader running."
        return (Fake("screenreader"), "") if world["reader"] else (None, "No screen reader output found.")

    monkeypatch.setattr(screenreader, "open_screen_reader", open_reader)
    monkeypatch.setattr(backends, "open_voice",
                        lambda s: (Fake("voice"), "") if world["voice"] else (None, "Voice unavailable: x."))
    import tek_access.audio.earcons as earcons

    monkeypatch.setattr(earcons, "open_earcons",
                        lambda s: (Fake("earcons"), "") if world["sounds"] else (None, "Sounds unavailable: y."))
    return world


def kinds(channels):
    return [c.kind for c in channels]


def test_auto_prefers_a_running_screen_reader(fake_world):
    fake_world["running"] = "Orca"
    mode, channels, notes = backends.open_channels("auto", Settings())
    assert mode == "screenreader" and kinds(channels) == ["screenreader", "earcons"] and notes == []


def test_auto_uses_the_voice_when_no_screen_reader_runs(fake_world):
    mode, channels, _ = backends.open_channels("auto", Settings())
    assert mode == "voice" and kinds(channels) == ["voice", "earcons"]


def test_auto_never_adds_the_voice_beside_a_running_screen_reader(fake_world):
    fake_world.update(running="Orca", reader=False)
    mode, channels, notes = backends.open_channels("auto", Settings())
    assert mode == "off" and kinds(channels) == ["earcons"]
    assert notes[0] == "Orca is running; the game prints and Orca reads."


def test_auto_falls_back_to_text(fake_world):
    fake_world.update(voice=False, sounds=False)
    mode, channels, notes = backends.open_channels("auto", Settings())
    assert mode == "off" and channels == []
    assert notes == ["Voice unavailable: x.", "Sounds unavailable: y."]


def test_explicit_modes_do_not_switch_to_the_other_speech_channel(fake_world):
    fake_world.update(reader=False)
    mode, channels, notes = backends.open_channels("screenreader", Settings())
    assert mode == "off" and "voice" not in kinds(channels) and notes[0].startswith("No screen reader")
    fake_world.update(reader=True, running="NVDA", voice=False)
    mode, channels, notes = backends.open_channels("voice", Settings())
    assert mode == "off" and "screenreader" not in kinds(channels) and notes[0] == "Voice unavailable: x."


def test_off_opens_nothing(fake_world):
    assert backends.open_channels("off", Settings()) == ("off", [], [])


def test_mode_is_announced_on_the_first_line(fake_world):
    fake_world.update(sounds=False)
    out = io.StringIO()
    ann = Announcer(out=out, speech="auto", settings=Settings())
    assert ann.mode == "voice"
    assert ann.mode_line() == "Speech: built-in voice, fake voice. Sounds: off. Sounds unavailable: y."
    assert Announcer(out=out).mode_line() == "Speech: text only. Sounds: off."


def test_the_game_talks_as_text_with_no_optional_backend_installed(tmp_path):
    """With pyttsx3, accessible_output2, miniaudio and speechd absent, every mode still works."""
    code = textwrap.dedent("""
        import io, sys
        for name in ("pyttsx3", "accessible_output2", "miniaudio", "speechd"):
            sys.modules[name] = None   # import raises ImportError
        from tek_access.audio import screenreader
        screenreader.running_screen_reader = lambda: None   # whatever else runs on this machine (a fake Orca)
        from tek_access.audio.announcer import Announcer
        from tek_access.audio import voice
        voice.espeak_program = lambda: None   # no espeak-ng either
        for mode in ("auto", "screenreader", "voice", "off"):
            out = io.StringIO()
            ann = Announcer(out=out, speech=mode)
            ann.announce("Your turn.", earcon="your_turn")
            ann.notify("Resources: 2 food.")
            assert out.getvalue() == "Your turn.\\nResources: 2 food.\\n", out.getvalue()
            print(mode, ann.mode, "|", ann.mode_line())
            ann.close()
        from tek_access.audio.commands import doctor_lines
        lines, problems = doctor_lines()
        print(problems)
        print("\\n".join(lines))
    """)
    env = {"TEK_ACCESS_CONFIG_DIR": str(tmp_path), "PATH": "/usr/bin:/bin",
           "HOME": str(tmp_path), "TEK_ACCESS_SPEECH": "",
           "PYTHONPATH": str(Path(__file__).resolve().parents[1])}  # this checkout, not an installed copy
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "auto off | Speech: text only." in out
    assert "voice off | Speech: text only. Sounds: off." in out
    assert "pip install tek-access[speech]" in out and "pip install tek-access[sound]" in out
    # no voice and no sound output to speak or play through: two problems, each with its fix
    lines = out.splitlines()
    assert lines[lines.index("off off | Speech: text only. Sounds: off.") + 1] == "2"
    assert "screenreader off | Screen-reader mode. Speech: text only. Sounds: off." in lines
    assert "Speech route problem: " in out and "Sound output problem: " in out
