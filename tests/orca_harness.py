"""Listen to a real screen reader (issue 35): Orca in a private X display, what it speaks kept in order.

:class:`Listener` starts, in one temporary folder, Xvfb (a display number nobody holds), a
private D-Bus session bus, the AT-SPI bus, speech-dispatcher with an output module that appends
each utterance to a file instead of sounding it (ALSA pointed at a null device), and GNOME's Orca
with its debug log written line by line. What Orca speaks is read from that log ("SPEECH OUTPUT"
lines, with Orca's own time stamps): :meth:`Listener.heard` gives it in order. Every process is
started by the listener and stopped by its pid; every wait has a deadline. Without the Debian
packages (:data:`PACKAGES`) :func:`missing` names them; if something cannot start,
:class:`ListenerError` says why in one line (the tests skip with it).

Orca runs under Debian's own Python (``/usr/bin/python3``); this module only starts it as a
program. Key presses are sent with xdotool as X key events, so Orca hears them as a player's keys
(its key echo and its terminal script depend on that). There is no window manager: the listener
gives X input focus itself (:meth:`Listener.focus`).
"""
from __future__ import annotations

import codecs
import os
import re
import shutil
import signal
import subprocess
import threading
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

#: the Debian packages the listening tests need
PACKAGES = "orca xvfb dbus-x11 at-spi2-core speech-dispatcher mate-terminal xdotool chromium"
PROGRAMS = ("Xvfb", "dbus-daemon", "speech-dispatcher", "xdotool", "mate-terminal", "chromium",
            "/usr/bin/orca", "/usr/libexec/at-spi-bus-launcher")
ORCA_PYTHON = "/usr/bin/python3"
START_SECONDS = 30.0     # the longest any one part may take to start

# Orca 43 opens --debug-file block-buffered; this runs it with its .out files line-buffered. And
# /usr/bin/orca names its process "orca" and, started with --replace, kills with SIGKILL every
# process of the user so named (pgrep -x orca), on the whole machine; without --replace it refuses
# to start beside one: two listeners at once (two test runs, another checkout's) killed each
# other's Orca, whose log then stopped (a test failing with lines never heard). So this one is
# named "orca-listen" and neither kills nor waits for another.
_LINE_BUFFERED = """import builtins, sys
_open = builtins.open
def _lb_open(file, mode='r', *a, **k):
    if isinstance(file, str) and file.endswith('.out') and 'w' in mode and not a and 'buffering' not in k:
        k['buffering'] = 1
    return _open(file, mode, *a, **k)
builtins.open = _lb_open
sys.argv[0] = 'orca'
with _open('/usr/bin/orca') as script:
    source = script.read()
for old, new in (("setProcessName('orca')", "setProcessName('orca-listen')"),
                 ("def otherOrcas():", "def otherOrcas():\\n    return []\\n\\ndef _others():")):
    if old not in source:
        sys.exit('orca-linebuf: /usr/bin/orca has no ' + old)
    source = source.replace(old, new)
exec(compile(source, '/usr/bin/orca', 'exec'), {'__name__': '__main__', '__file__': '/usr/bin/orca'})
"""
# "HH:MM:SS.ffffff - SPEECH OUTPUT: 'text'{voice}" ({voice} may be [{voice}] or "voice=NAME{voice}"); a
# key's or a character's echo has a space before {voice}
_SPEECH = re.compile(r"^(\d\d):(\d\d):(\d\d\.\d+) - SPEECH OUTPUT: '(.*?)'( voice=\w+)?( ?)(?:\[?\{[^\n]*|ACSS[^\n]*)$",
                     re.MULTILINE | re.DOTALL)

# the start of an entry of Orca's debug log (everything before the last one is complete)
_ENTRY = re.compile(r"^\d\d:\d\d:\d\d\.\d+ - ", re.MULTILINE)

# a line of spoken.txt: the time, the speech rate (Orca's differs from the game's), the text
_STAMPED = re.compile(r"^(\d{9,}\.\d+) (-?[\d.]+) (.*)$")


class ListenerError(Exception):
    """A part of the listener could not start (the message is one line)."""


def missing() -> str | None:
    """One line naming the packages to install when a program is missing, else None."""
    gone = [p for p in PROGRAMS if shutil.which(p) is None and not os.access(p, os.X_OK)]
    if not gone and not os.access(ORCA_PYTHON, os.X_OK):
        gone = [ORCA_PYTHON]
    if gone:
        return f"listening tests need {', '.join(gone)}: apt-get install {PACKAGES}"
    return None


@dataclass(frozen=True)
class Utterance:
    """One thing Orca spoke: ``time`` in seconds (the day's clock, as Orca stamped it), ``text``,
    ``key`` True for the echo of a key press, ``rate`` the speech rate (speech-dispatcher's record)."""

    time: float
    text: str
    key: bool = False
    rate: str = ""


def _wait(condition, seconds: float, what: str, proc: subprocess.Popen | None = None):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        result = condition()
        if result:
            return result
        if proc is not None and proc.poll() is not None:
            raise ListenerError(f"{what}: the program ended (exit {proc.returncode})")
        time.sleep(0.05)
    raise ListenerError(f"{what}: not ready after {seconds:.0f} s")


class Listener:
    """Orca listening in a private display; ``folder`` holds everything (logs, sockets, home)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.procs: list[subprocess.Popen] = []
        self.orca: subprocess.Popen | None = None
        self.env: dict[str, str] = {}
        self.debug = folder / "orca-debug.out"
        self.spoken = folder / "spoken.txt"
        # Orca's debug log read as it grows (it grows by megabytes: parsed once, not at each poll)
        self._said: list[Utterance] = []
        self._read = 0
        self._tail = ""
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._lock = threading.Lock()

    # ------------------------------------------------------------------ start and stop
    def start(self) -> "Listener":
        gone = missing()
        if gone:
            raise ListenerError(gone)
        try:
            self._start()
        except BaseException:
            self.stop()
            raise
        return self

    def _spawn(self, args: list[str], name: str, **kw) -> subprocess.Popen:
        out = open(self.folder / f"{name}.log", "ab")
        try:
            proc = subprocess.Popen(args, stdout=kw.pop("stdout", out), stderr=out, env=self.env,
                                    start_new_session=True, **kw)
        except OSError as exc:
            raise ListenerError(f"{name}: {exc}") from None
        finally:
            out.close()
        self.procs.append(proc)
        return proc

    def _start(self) -> None:
        f = self.folder
        home, run = f / "home", f / "run"
        conf = home / ".config" / "speech-dispatcher"
        (conf / "modules").mkdir(parents=True, exist_ok=True)
        run.mkdir(mode=0o700, exist_ok=True)
        self.env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home),
                    "XDG_CONFIG_HOME": str(home / ".config"), "XDG_RUNTIME_DIR": str(run),
                    "XDG_DATA_HOME": str(home / ".local" / "share"), "LANG": "C.UTF-8",
                    "GTK_A11Y": "atspi", "NO_AT_BRIDGE": "0", "TMPDIR": str(f)}
        self.spoken.write_text("")
        (conf / "speechd.conf").write_text(
            f'LogLevel 3\nLogDir "{f}"\nTimeout 5\nAudioOutputMethod "alsa"\n'
            'AddModule "logger" "sd_generic" "logger.conf"\nDefaultModule "logger"\n'
            'LanguageDefaultModule "en" "logger"\n')
        # each utterance appended to spoken.txt with the time, instead of being sounded
        (conf / "modules" / "logger.conf").write_text(
            "Debug 0\n"
            f"GenericExecuteSynth \"printf '%s %s %s\\\\n' $(date +%s.%N) $RATE \\'$DATA\\' >> {self.spoken}\"\n"
            'GenericCmdDependency "printf"\nGenericLanguage "en" "en" "utf-8"\nAddVoice "en" "MALE1" "en"\n'
            # one utterance one call, not cut at each full stop (a delimiter no text has)
            'GenericMaxChunkLength 100000\nGenericDelimiters "\x7f"\n')
        (home / ".asoundrc").write_text("pcm.!default { type null }\n")   # sd_generic still opens a device
        (f / "orca-linebuf.py").write_text(_LINE_BUFFERED)

        # X: a display number nobody holds (tried again with the next one when Xvfb finds it taken)
        number = 100 + os.getpid() % 400
        for _ in range(5):
            while Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists():
                number += 1
            self.env["DISPLAY"] = f":{number}"
            xvfb = self._spawn(["Xvfb", f":{number}", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], "xvfb")
            try:
                _wait(lambda: subprocess.run(["xdotool", "getdisplaygeometry"], env=self.env, capture_output=True,
                                             timeout=10).returncode == 0, START_SECONDS, "Xvfb", xvfb)
                break
            except ListenerError:
                if xvfb.poll() is None:
                    raise
                self.procs.remove(xvfb)
                number += 1
        else:
            raise ListenerError("Xvfb: no free display found")
        bus = run / "bus"
        self._spawn(["dbus-daemon", "--config-file=/usr/share/dbus-1/session.conf", "--nofork",
                     f"--address=unix:path={bus}"], "dbus")
        self.env["DBUS_SESSION_BUS_ADDRESS"] = f"unix:path={bus}"
        _wait(bus.exists, START_SECONDS, "dbus-daemon", self.procs[-1])
        atspi = self._spawn(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], "atspi")
        _wait(lambda: self._atspi_ready(), START_SECONDS, "the AT-SPI bus", atspi)
        speechd = self._spawn(["speech-dispatcher", "-s", "-t", "0", "-C", str(conf), "-L", str(f)], "speechd")
        _wait((run / "speech-dispatcher" / "speechd.sock").exists, START_SECONDS, "speech-dispatcher", speechd)
        self._start_orca()

    def _start_orca(self) -> None:
        for attempt in range(3):   # Orca ends at once when the AT-SPI registry is not up yet: tried again
            orca = self._spawn([ORCA_PYTHON, str(self.folder / "orca-linebuf.py"), "--replace",
                                f"--debug-file={self.debug}"], "orca")
            try:
                _wait(lambda: "Screen reader on" in self._debug_text(), START_SECONDS, "Orca", orca)
                break
            except ListenerError:
                if orca.poll() is None or attempt == 2:
                    raise
                self.procs.remove(orca)
                time.sleep(1)
        self.orca = orca

    def stalled(self) -> str:
        """One line when Orca's process has ended (killed from outside: see _LINE_BUFFERED), else ""."""
        if self.orca is None or self.orca.poll() is None:
            return ""
        return f"Orca ended (exit {self.orca.returncode}), not a finding of the game"

    def restart_orca(self) -> None:
        """Orca stopped by its pid and started again, with a new log (after it ended: the next
        tests hear through a fresh one); what it said before is kept (marks stay valid)."""
        self.heard()
        if self.orca is not None:
            self.end(self.orca)
        self.debug = self.folder / f"orca-debug-{time.monotonic_ns()}.out"
        with self._lock:
            self._read, self._tail = 0, ""
            self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._start_orca()

    def _atspi_ready(self) -> bool:
        """The AT-SPI bus is up (asked without starting a second one) and its registry answers."""
        def send(*args: str) -> str:
            done = subprocess.run(["dbus-send", "--print-reply", "--reply-timeout=2000", *args], env=self.env,
                                  capture_output=True, text=True, timeout=10)
            return done.stdout if done.returncode == 0 else ""

        if "true" not in send("--session", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
                              "org.freedesktop.DBus.NameHasOwner", "string:org.a11y.Bus"):
            return False
        found = re.search(r'string "(unix:[^"]+)"', send("--session", "--dest=org.a11y.Bus", "/org/a11y/bus",
                                                         "org.a11y.Bus.GetAddress"))
        return bool(found) and "method return" in send(f"--bus={found.group(1)}", "--dest=org.a11y.atspi.Registry",
                                                       "/", "org.freedesktop.DBus.Peer.Ping")

    def stop(self) -> None:
        """Stop every process started, newest first, by its pid (the whole session it leads)."""
        for proc in reversed(self.procs):
            if proc.poll() is None:
                _signal(proc, signal.SIGTERM)
        end = time.monotonic() + 5
        for proc in reversed(self.procs):
            try:
                proc.wait(max(0.1, end - time.monotonic()))
            except subprocess.TimeoutExpired:
                _signal(proc, signal.SIGKILL)
                proc.wait(5)
        self.procs.clear()

    def spawn(self, args: list[str], name: str, **kw) -> subprocess.Popen:
        """Start an application in the listener's display and buses; stopped with the listener
        (or earlier with :meth:`end`)."""
        return self._spawn(args, name, **kw)

    def end(self, proc: subprocess.Popen) -> None:
        """Stop one application started with :meth:`spawn`, by its pid."""
        _signal(proc, signal.SIGTERM)
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            _signal(proc, signal.SIGKILL)
            proc.wait(5)
        if proc in self.procs:
            self.procs.remove(proc)

    # ------------------------------------------------------------------ keys and focus
    def xdotool(self, *args: str) -> str:
        done = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=20)
        return done.stdout.strip()

    def focus(self, pid: int | None = None, name: str | None = None, seconds: float = START_SECONDS) -> str:
        """Give X input focus to the newest visible window of process ``pid`` (or whose class is
        ``name``): with no window manager nobody else does, and Orca follows only the focused one."""
        search = ["search", "--onlyvisible"] + (["--pid", str(pid)] if pid is not None else ["--class", name or ""])
        window = _wait(lambda: self.xdotool(*search).split()[-1:], seconds, "the application's window")[0]
        self.xdotool("windowfocus", "--sync", window)
        return window

    def type(self, text: str) -> None:
        """Type ``text`` as X key presses into the focused window."""
        self.xdotool("type", "--delay", "40", text)

    def key(self, *keys: str) -> None:
        """Press keys by their X names ("Return", "Tab", "F1")."""
        self.xdotool("key", "--delay", "60", *keys)

    # ------------------------------------------------------------------ what was spoken
    def _debug_text(self) -> str:
        try:
            return self.debug.read_text(errors="replace")
        except FileNotFoundError:
            return ""

    def heard(self, since: int = 0) -> list[Utterance]:
        """What Orca spoke, in order (``since``: a count from :meth:`mark`, to skip what came before)."""
        with self._lock:
            try:
                with open(self.debug, "rb") as log:
                    log.seek(self._read)
                    chunk = log.read()
            except FileNotFoundError:
                chunk = b""
            self._read += len(chunk)
            self._tail += self._decoder.decode(chunk)
            last = None
            for entry in _ENTRY.finditer(self._tail):
                last = entry
            if last is not None and last.start() > 0:   # the entries before the last one are complete
                done, self._tail = self._tail[:last.start()], self._tail[last.start():]
            else:
                done = ""
            if self._tail.endswith("\n") and _SPEECH.fullmatch(self._tail[:-1]):   # the last, complete
                done, self._tail = done + self._tail, ""
            if done:
                for found in _SPEECH.finditer(done):
                    h, m, sec, text, voice, space = found.groups()
                    self._said.append(Utterance(int(h) * 3600 + int(m) * 60 + float(sec), text,
                                                bool(space) and not voice))
            return self._said[since:]

    def mark(self) -> int:
        """How many utterances so far: pass it to :meth:`heard` to get only what comes after."""
        return len(self.heard())

    def received(self, since: int = 0) -> list[Utterance]:
        """What speech-dispatcher said, from Orca and from the game itself, in order (``since``: a
        count of earlier utterances to skip); the time is when its output module ran, in seconds
        of the day like Orca's; ``rate`` is the speech rate asked (Orca's differs from the game's)."""
        said: list[Utterance] = []
        for line in self.spoken.read_text(errors="replace").split("\n"):
            found = _STAMPED.match(line)
            if found:
                when = datetime.fromtimestamp(float(found.group(1)))
                seconds = when.hour * 3600 + when.minute * 60 + when.second + when.microsecond / 1e6
                said.append(Utterance(seconds, found.group(3), False, found.group(2)))
            elif said:   # a line of a text of several lines
                said[-1] = Utterance(said[-1].time, said[-1].text + "\n" + line, False, said[-1].rate)
        return said[since:]

    def everything(self, since: float = 0.0) -> list[Utterance]:
        """What a player hears in all, in order, after the time ``since`` (:func:`clock`): what
        Orca spoke (its own record) and what the game spoke itself through speech-dispatcher (the
        utterances at another rate than Orca's)."""
        orca_rate = next((u.rate for u in self.received() if u.text.startswith("Screen reader on")), None)
        game = [u for u in self.received() if u.rate != orca_rate and u.text.strip()]
        return sorted((u for u in self.heard() + game if u.time > since), key=lambda u: u.time)

    def quiet(self, since: int = 0, settle: float = 1.5, seconds: float = 20.0) -> list[Utterance]:
        """Wait until Orca has said nothing new for ``settle`` seconds; what it said since ``since``."""
        end = time.monotonic() + seconds
        count, still = -1, time.monotonic()
        while time.monotonic() < end:
            now = len(self.heard(since))
            if now != count:
                count, still = now, time.monotonic()
            elif time.monotonic() - still >= settle:
                break
            time.sleep(0.1)
        return self.heard(since)

    def wait_heard(self, pattern: str, since: int = 0, seconds: float = 15.0) -> list[Utterance]:
        """Wait until Orca has spoken a line matching ``pattern`` (after ``since``); all it said since."""
        rx = re.compile(pattern)
        try:
            return _wait(lambda: any(rx.search(line) for line in spoken_lines(self.heard(since))) and self.heard(since),
                         seconds, f"Orca saying {pattern!r}")
        except ListenerError:
            raise AssertionError(f"Orca never said {pattern!r}; {self.check()}it said:\n"
                                 f"{spoken_text(self.heard(since))}") from None

    def check(self) -> str:
        """For a failed wait: when Orca's process ended (:meth:`stalled`), that line (and Orca
        started again for the next tests), else ""."""
        stalled = self.stalled()
        if stalled:
            try:
                self.restart_orca()
            except ListenerError as exc:   # the next waits fail as well
                return f"{stalled}, and it did not start again ({exc}); "
            return stalled + "; "
        return ""


def clock() -> float:
    """Now, in seconds of the day (local time), as :attr:`Utterance.time` has it."""
    now = datetime.now()
    return now.hour * 3600 + now.minute * 60 + now.second + now.microsecond / 1e6


def spoken_text(said: list[Utterance]) -> str:
    """Utterances as numbered lines with their times, for a failure message or a report."""
    if not said:
        return "(nothing)"
    t0 = said[0].time
    return "\n".join(f"{u.time - t0:6.2f}  {'[key] ' if u.key else ''}{u.text}" for u in said)


def _signal(proc: subprocess.Popen, sig: int) -> None:
    try:
        os.killpg(proc.pid, sig)   # the process and what it started (start_new_session: its own group)
    except (ProcessLookupError, PermissionError):
        pass


def spoken_lines(said: list[Utterance]) -> list[str]:
    """The lines Orca spoke, without the echo of keys: an utterance of several lines (a burst of
    the web page's log) gives each line; spaces collapsed."""
    lines = []
    for u in said:
        if not u.key:
            lines += [" ".join(part.split()) for part in u.text.split("\n") if part.strip()]
    return lines


def heard_once_in_order(expected: list[str], said: list[Utterance]) -> str:
    """Empty when each of ``expected`` (lines, in order) was spoken exactly once, in that order,
    among what Orca said; else what is wrong, with what was said (for an assertion message)."""
    want = [" ".join(line.split()) for line in expected if line.strip()]
    wanted = set(want)
    got = [line for line in spoken_lines(said) if line in wanted]
    if got == want:
        return ""
    problems = []
    for line in dict.fromkeys(want):
        n, m = want.count(line), got.count(line)
        if m != n:
            problems.append(f"{'silent' if m == 0 else f'heard {m} times, written {n}'}: {line}")
    if not problems:
        first = next(i for i, (a, b) in enumerate(zip(got, want)) if a != b)
        problems.append(f"out of order from line {first + 1}: heard {got[first]!r} where the log has {want[first]!r}")
    return "\n".join(problems) + "\n--- Orca said:\n" + spoken_text(said)


def heard_in_order(expected: list[str], said: list[Utterance], most: int = 2) -> str:
    """Empty when each of ``expected`` was spoken at least once and at most ``most`` times as often as
    written, the first hearings in order; else what is wrong (the looser check, for a terminal:
    see tests/test_heard_terminal.py)."""
    want = [" ".join(line.split()) for line in expected if line.strip()]
    got = spoken_lines(said)
    problems = [f"silent: {line}" for line in dict.fromkeys(want) if line not in got]
    problems += [f"heard {got.count(line)} times, written {want.count(line)}: {line}" for line in dict.fromkeys(want)
                 if got.count(line) > most * want.count(line)]
    if not problems:
        at = 0
        for line in want:   # each written line found after the one before it
            if line not in got[at:]:
                problems.append(f"out of order: {line}")
                break
            at = got.index(line, at) + 1
    return "\n".join(problems) + "\n--- heard:\n" + spoken_text(said) if problems else ""


def fixture(name: str = "listener"):
    """A pytest fixture, started once per test module: a :class:`Listener`, or the tests skipped
    with one line saying why (the packages to install, or what could not start)."""
    import pytest

    @pytest.fixture(scope="module", name=name)
    def listener(tmp_path_factory):
        if os.environ.get("TEK_ACCESS_LISTEN", "") == "0":
            pytest.skip("listening tests switched off (TEK_ACCESS_LISTEN=0)")
        gone = missing()
        if gone:
            pytest.skip(gone)
        heard = Listener(tmp_path_factory.mktemp("orca"))
        try:
            heard.start()
        except ListenerError as exc:
            pytest.skip(f"Orca cannot listen here: {exc}")
        yield heard
        heard.stop()

    return listener
