"""Screen-reader output through speech-dispatcher (issue 12, item 6).

The game loads Debian's ``python3-speechd`` from its files (never dist-packages on sys.path), so
``--screen-reader`` speaks from any Python; a real speech-dispatcher started with its dummy output
module (no sound card needed) logs the line it received. Skipped when speech-dispatcher or its
Python module is not installed.
"""
from __future__ import annotations

import glob
import os
import re
import shutil
import subprocess
import sys
import time

import pytest

from tek_access.audio import earcons, screenreader
from tek_access.audio.announcer import Announcer

SYSTEM_SPEECHD = glob.glob("/usr/lib/python3/dist-packages/speechd/__init__.py")


def test_speechd_loads_from_system_files_without_dist_packages_on_the_path():
    if not SYSTEM_SPEECHD:
        pytest.skip("python3-speechd is not installed")
    code = ("import sys; from tek_access.audio.screenreader import load_speechd; m = load_speechd(); "
            "print(m is not None and hasattr(m, 'SSIPClient'), "
            "any('dist-packages' in p for p in sys.path))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "False"]


def test_first_line_says_screen_reader_mode_and_one_short_fix(monkeypatch):
    import io

    monkeypatch.setattr(screenreader, "load_speechd", lambda: None)
    monkeypatch.setattr(screenreader, "running_screen_reader", lambda: None)
    monkeypatch.setattr(screenreader.sys, "platform", "linux")
    monkeypatch.setattr(earcons, "open_earcons", lambda settings: (None, ""))
    ann = Announcer(out=io.StringIO(), speech="screenreader")
    first, *rest = ann.mode_line().split("\n")
    assert first.startswith("Screen-reader mode. ") and first == "Screen-reader mode. Speech: text only. Sounds: off."
    assert len(rest) == 1 and len(rest[0]) < 120
    assert rest[0] == ("speech-dispatcher's Python module is missing. "
                       "Fix: sudo apt install speech-dispatcher python3-speechd.")
    ann.close()


def test_an_unanswering_server_does_not_hang(monkeypatch, tmp_path):
    if screenreader.load_speechd() is None:
        pytest.skip("speechd module not available")
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'none.sock'}")
    start = time.monotonic()
    output, note = screenreader.open_speechd()
    assert output is None and "not answering" in note and "python3-speechd" in note
    assert time.monotonic() - start < 6


@pytest.fixture
def dummy_speech_dispatcher(tmp_path):
    program = shutil.which("speech-dispatcher")
    if program is None or screenreader.load_speechd() is None:
        pytest.skip("speech-dispatcher or python3-speechd is not installed")
    conf = tmp_path / "conf"
    conf.mkdir()
    # the dummy module speaks nowhere; libao opens without a sound card, pulse and alsa do not
    (conf / "speechd.conf").write_text('AddModule "dummy" "sd_dummy" "dummy.conf"\n'
                                       'DefaultModule dummy\nAudioOutputMethod "libao"\n')
    sock = tmp_path / "sd.sock"
    log = tmp_path / "server.log"
    with open(log, "wb") as handle:
        proc = subprocess.Popen([program, "-s", "-t", "20", "-C", str(conf), "-L", str(tmp_path),
                                 "-S", str(sock), "-c", "unix_socket", "-l", "5", "-P", str(tmp_path / "pid")],
                                stdin=subprocess.DEVNULL, stdout=handle, stderr=subprocess.STDOUT,
                                start_new_session=True)
    try:
        end = time.monotonic() + 10
        while not sock.exists() and time.monotonic() < end and proc.poll() is None:
            time.sleep(0.05)
        if not sock.exists():
            pytest.skip("speech-dispatcher with the dummy module did not start here")
        yield sock, tmp_path
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def test_a_line_arrives_at_speech_dispatcher(dummy_speech_dispatcher, tmp_path):
    sock, logs = dummy_speech_dispatcher
    env = dict(os.environ, SPEECHD_ADDRESS=f"unix_socket:{sock}", TEK_ACCESS_SPEECHD_AUTOSPAWN="0")
    line = "Blue declares war on Orange in Larchgrove"
    result = subprocess.run([sys.executable, "-m", "tek_access", "say", line, "--speech", "screenreader"],
                            stdin=subprocess.DEVNULL, capture_output=True, text=True, env=env, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    # a screen reader running on the machine (another test's fake Orca, say) is named before the route
    assert re.search(r"Screen-reader mode\. Speech: screen reader, (\w+ via )?speech-dispatcher\.", result.stdout), \
        result.stdout
    end = time.monotonic() + 10
    seen = ""
    while time.monotonic() < end:
        seen = "".join(open(p, errors="replace").read() for p in glob.glob(str(logs / "*.log")))
        if f"Queueing message |{line}|" in seen:
            break
        time.sleep(0.1)
    assert f"Queueing message |{line}|" in seen
