"""The built-in voice: worker routing with a fake engine, and the real espeak-ng voice."""
from __future__ import annotations

import array
import shutil
import sys
import threading
import time
import wave

import pytest

from tek_access.audio.messages import Priority
from tek_access.audio.voice import VoiceChannel, write_wav
from tek_access.settings import Settings


class FakeEngine:
    """Says each text for `duration` seconds of wall time; records starts and stops."""

    description = "fake engine"

    def __init__(self, duration: float = 0.0) -> None:
        self.duration = duration
        self.started: list[str] = []
        self.stopped = 0
        self.until = 0.0
        self.thread: threading.Thread | None = None
        self.settings = None

    def start(self, text):
        self.thread = threading.current_thread()
        self.started.append(text)
        self.until = time.monotonic() + self.duration

    def busy(self):
        return time.monotonic() < self.until

    def stop(self):
        self.stopped += 1
        self.until = 0.0

    def pump(self):
        pass

    def configure(self, settings):
        self.settings = settings

    def close(self):
        pass


def test_messages_are_said_in_order_in_the_worker_thread():
    engine = FakeEngine()
    voice = VoiceChannel(lambda: engine)
    for text in ("One.", "Two.", "Three."):
        voice.speak(text, Priority.NORMAL)
    assert voice.wait_idle(5)
    voice.close()
    assert engine.started == ["One.", "Two.", "Three."]
    assert engine.thread is not threading.current_thread()
    assert voice.description == "fake engine"


def test_alert_interrupts_and_drops_the_queue_newest_wins():
    engine = FakeEngine(duration=0.3)
    voice = VoiceChannel(lambda: engine)
    voice.speak("Long narration.", Priority.NORMAL)
    voice.speak("Queued one.", Priority.NORMAL)
    voice.speak("Queued two.", Priority.NORMAL)
    time.sleep(0.1)
    voice.speak("War declared.", Priority.ALERT)
    assert voice.wait_idle(5)
    voice.close()
    assert engine.started == ["Long narration.", "War declared."]
    assert engine.stopped >= 1


def test_low_priority_is_dropped_while_busy_but_said_when_idle():
    engine = FakeEngine(duration=0.2)
    voice = VoiceChannel(lambda: engine)
    voice.speak("Your turn.", Priority.NORMAL)
    time.sleep(0.05)
    voice.speak("Red collects.", Priority.LOW)
    assert voice.wait_idle(5)
    voice.speak("Blue collects.", Priority.LOW)
    assert voice.wait_idle(5)
    voice.close()
    assert engine.started == ["Your turn.", "Blue collects."]


def test_stop_silences_and_clears():
    engine = FakeEngine(duration=0.3)
    voice = VoiceChannel(lambda: engine)
    voice.speak("One.")
    voice.speak("Two.")
    time.sleep(0.05)
    voice.stop()
    assert voice.wait_idle(5)
    voice.close()
    assert engine.started == ["One."]
    assert engine.stopped >= 1


def test_configure_reaches_the_engine():
    engine = FakeEngine()
    voice = VoiceChannel(lambda: engine)
    s = Settings(rate=300)
    voice.configure(s)
    voice.speak("x")
    voice.wait_idle(5)
    voice.close()
    assert engine.settings is s


def test_an_engine_that_cannot_start_is_reported_not_raised():
    def broken():
        raise OSError("no audio")

    voice = VoiceChannel(broken)
    assert voice.error == "OSError: no audio"
    voice.speak("Hello.")
    assert voice.wait_idle(2)
    voice.close()


# ---------------------------------------------------------------- the real voice

needs_espeak = pytest.mark.skipif(shutil.which("espeak-ng") is None,
                                  reason="espeak-ng is not installed (CI installs it)")


def wav_stats(path) -> tuple[float, int]:
    """(seconds, peak absolute sample) of a 16-bit WAV."""
    with wave.open(str(path), "rb") as handle:
        assert handle.getsampwidth() == 2
        frames = handle.readframes(handle.getnframes())
        seconds = handle.getnframes() / handle.getframerate()
    samples = array.array("h", frames)
    return seconds, max((abs(s) for s in samples), default=0)


@needs_espeak
def test_say_wav_is_non_silent_longer_for_longer_text_shorter_when_faster(tmp_path, monkeypatch):
    from tek_access.cli import main

    monkeypatch.setenv("TEK_ACCESS_CONFIG_DIR", str(tmp_path / "config"))
    short, long_, fast = tmp_path / "short.wav", tmp_path / "long.wav", tmp_path / "fast.wav"
    sentence = "War. Blue attacks your meeple in Shimmer Forest."
    assert main(["say", "Your turn.", "--wav", str(short)]) == 0
    assert main(["say", sentence, "--wav", str(long_)]) == 0
    assert main(["say", sentence, "--rate", "400", "--wav", str(fast)]) == 0
    s_sec, s_peak = wav_stats(short)
    l_sec, l_peak = wav_stats(long_)
    f_sec, f_peak = wav_stats(fast)
    assert s_peak > 1000 and l_peak > 1000 and f_peak > 1000  # not silence
    assert l_sec > s_sec * 1.5
    assert f_sec < l_sec * 0.75


@needs_espeak
def test_write_wav_without_pyttsx3_uses_espeak_ng(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "pyttsx3", None)  # import pyttsx3 now raises ImportError
    engine = write_wav("Your turn, Blue.", tmp_path / "a.wav", Settings())
    assert engine == "espeak-ng"
    seconds, peak = wav_stats(tmp_path / "a.wav")
    assert seconds > 0.3 and peak > 1000


def test_say_reports_a_bad_option_without_a_traceback(tmp_path, monkeypatch, capsys):
    from tek_access.cli import main

    monkeypatch.setenv("TEK_ACCESS_CONFIG_DIR", str(tmp_path / "config"))
    assert main(["say", "Hello", "--rate", "fast", "--wav", str(tmp_path / "x.wav")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("Say: rate must be") and "Traceback" not in err
    assert not (tmp_path / "x.wav").exists()


@pytest.mark.skipif(sys.platform == "win32", reason="uses a shell script as the speech program")
def test_command_engine_is_interruptible(tmp_path):
    """The Linux path: a message that would take 30 s stops on stop(), long before its 30 s are up
    (the bounds are generous so that a loaded machine does not fail it)."""
    from tek_access.audio.voice import CommandEngine

    program = tmp_path / "slow-speaker"
    log = tmp_path / "args.txt"
    # the arguments appear at once, whole (written aside, then renamed): a stop() that comes between the
    # file's creation and its line would otherwise leave it empty on a loaded machine
    program.write_text(f'#!/bin/sh\necho "$@" > {log}.part\nmv {log}.part {log}\nexec sleep 30\n')
    program.chmod(0o755)
    engine = CommandEngine(str(program), Settings(rate=250, volume=60, voice="en-gb"))
    voice = VoiceChannel(lambda: engine)
    start = time.monotonic()
    voice.speak("-A line starting with a dash.")
    deadline = time.monotonic() + 15
    while not log.exists() and time.monotonic() < deadline:
        time.sleep(0.02)
    assert engine.busy()
    voice.stop()
    assert voice.wait_idle(10)
    assert not engine.busy()
    assert time.monotonic() - start < 25
    voice.close()
    assert log.read_text().split() == ["-s", "250", "-a", "60", "-v", "en-gb", "--", "-A", "line",
                                       "starting", "with", "a", "dash."]
