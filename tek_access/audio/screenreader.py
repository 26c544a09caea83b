"""The screen reader channel, through accessible_output2, hardened.

accessible_output2 0.17 (unmaintained) needs care (``accessibility.md``): its outputs print
"Cannot find Speech Dispatcher..." while being built, so they are built with that noise
captured; ``Auto.output()`` never sends braille and ``Auto`` has no ``silence()``, so this
module finds the active concrete output itself and speaks, brailles and silences through it;
on Windows with no screen reader ``Auto`` falls back to SAPI5, which
``is_system_output()`` reveals and which is not taken for a screen reader. On Linux the
output is speech-dispatcher (Debian ``python3-speechd``), which speaks beside Orca rather
than through it.

speech-dispatcher's Python module (``speechd``) is not on PyPI. Debian's ``python3-speechd`` puts it
in ``/usr/lib/python3/dist-packages/speechd``; :func:`load_speechd` loads that one package from its
files with importlib, as ``braille/translate.py`` loads liblouis' binding, so a Python that is not
Debian's (pyenv, a venv) speaks through it without dist-packages on ``sys.path``. On Linux the
screen reader channel talks to speech-dispatcher through it directly (:class:`SpeechdOutput`);
accessible_output2 is not needed there.
"""
from __future__ import annotations

import functools
import os
import subprocess
import sys
import threading
from typing import Any

from tek_access.audio.messages import Priority
from tek_access.core.messages import CORE
from tek_access.system_packages import load_system_package

__all__ = ["ScreenReaderChannel", "find_output", "running_screen_reader", "open_screen_reader",
           "load_speechd", "SpeechdOutput", "SPEECHD_FIX"]

#: One short line with the fix for a missing speech-dispatcher or its Python module.
SPEECHD_FIX = "Fix: sudo apt install speech-dispatcher python3-speechd"


def speechd_fix() -> str:
    """:data:`SPEECHD_FIX` in the player's language ("Fix: COMMAND")."""
    return CORE("doctor-fix", command=SPEECHD_FIX.removeprefix("Fix: "))
#: Environment variable naming a folder that holds the ``speechd`` package.
SPEECHD_PATH_ENV = "TEK_ACCESS_SPEECHD_PATH"
#: Set to 0 to never start speech-dispatcher from the game (the tests set it).
SPEECHD_AUTOSPAWN_ENV = "TEK_ACCESS_SPEECHD_AUTOSPAWN"
@functools.lru_cache(maxsize=1)
def load_speechd() -> Any | None:
    """Return speech-dispatcher's Python module ``speechd``, or None when it cannot be loaded.

    Tries ``import speechd`` (a Debian Python), then the package's files in the system's Python
    folders (or the folder named by ``TEK_ACCESS_SPEECHD_PATH``) through importlib, registered as
    ``speechd`` so its own relative imports work. Never adds a whole folder to sys.path. A module
    blocked with ``sys.modules["speechd"] = None`` stays blocked.
    """
    return load_system_package("speechd", lambda m: hasattr(m, "SSIPClient"), os.environ.get(SPEECHD_PATH_ENV))


class SpeechdOutput:
    """speech-dispatcher through its ``speechd`` client, shaped like an accessible_output2 output.

    Connecting is given ``timeout`` seconds (a server that never answers must not hang the game).
    Raises RuntimeError with a short reason when no connection is made.
    """

    name = "speech-dispatcher"

    def __init__(self, speechd: Any, timeout: float = 5.0) -> None:
        autospawn = os.environ.get(SPEECHD_AUTOSPAWN_ENV, "").strip() != "0"
        result: dict[str, Any] = {}

        def connect() -> None:
            try:
                result["client"] = speechd.SSIPClient("tek-access", "tek-access", autospawn=autospawn)
            # Guards speechd's connection (SSIPCommunicationError, SpawnError, OSError): the error is reported.
            except Exception as exc:  # noqa: BLE001
                result["error"] = exc

        thread = threading.Thread(target=connect, name="tek-access-speechd", daemon=True)
        thread.start()
        thread.join(timeout)
        if "client" not in result:
            error = result.get("error")
            reason = CORE("note-no-answer") if error is None else str(error).splitlines()[0][:80]
            raise RuntimeError(CORE("note-speechd-not-answering", reason=reason))
        self._client = result["client"]

    def is_active(self) -> bool:
        return True

    def is_system_output(self) -> bool:
        return False

    def speak(self, text: str, interrupt: bool = False) -> None:
        if interrupt:
            self._client.cancel()
        self._client.speak(text)

    def silence(self) -> None:
        self._client.cancel()

    def close(self) -> None:
        self._client.close()


def open_speechd() -> tuple[SpeechdOutput | None, str]:
    """Connect to speech-dispatcher; return (output or None, one short line with the fix)."""
    module = load_speechd()
    if module is None:
        return None, CORE("note-speechd-module", fix=speechd_fix())
    try:
        return SpeechdOutput(module), ""
    except RuntimeError as exc:
        return None, CORE("note-speechd-failed", problem=str(exc)[:110], fix=speechd_fix())

# process names of screen readers, by platform (what ``running_screen_reader`` looks for)
_LINUX_READERS = {"orca": "Orca", "speakup": "Speakup", "fenrir": "Fenrir"}
_MAC_READERS = {"VoiceOver": "VoiceOver"}


def running_screen_reader() -> str | None:
    """Return the name of a screen reader running on this machine, or None.

    Linux: an Orca or Fenrir process, or the Speakup kernel module. macOS: a VoiceOver
    process. Windows: answered by :func:`find_output` (NVDA, JAWS, ... report themselves).
    Detection fails over SSH; the player then names the mode (``--speech screenreader``).
    """
    if sys.platform.startswith("linux"):
        if os.path.isdir("/sys/module/speakup"):
            return "Speakup"
        try:
            pids = [p for p in os.listdir("/proc") if p.isdigit()]
        except OSError:
            return None
        for pid in pids:
            try:
                with open(f"/proc/{pid}/comm", encoding="utf-8", errors="replace") as handle:
                    comm = handle.read().strip()
                if comm in _LINUX_READERS:
                    return _LINUX_READERS[comm]
                if comm.startswith("python"):
                    with open(f"/proc/{pid}/cmdline", "rb") as handle:
                        cmd = handle.read().split(b"\0")
                    for part in cmd[1:3]:
                        base = os.path.basename(part.decode("utf-8", "replace"))
                        if base in _LINUX_READERS:
                            return _LINUX_READERS[base]
            except OSError:
                continue
        return None
    if sys.platform == "darwin":
        try:
            result = subprocess.run(["pgrep", "-x", "VoiceOver"], capture_output=True, timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            return None
        return "VoiceOver" if result.returncode == 0 else None
    return None


def find_output() -> tuple[Any | None, str]:
    """Build accessible_output2's outputs quietly and return (active output or None, note).

    A system output (SAPI5) is returned as None with a note: it is a voice, not a screen
    reader. Never raises: a missing or broken accessible_output2 gives (None, how to fix).
    """
    from tek_access.audio.voice import capture_noise

    try:
        with capture_noise():
            import accessible_output2
            classes = accessible_output2.get_output_classes()
    # Guards importing accessible_output2, which loads platform libraries (DLLs, appscript): its error is said.
    except Exception as exc:  # noqa: BLE001
        if isinstance(exc, ImportError):
            return None, CORE("note-ao2-missing")
        return None, CORE("note-ao2-failed", problem=str(exc))
    notes: list[str] = []
    for cls in classes:
        try:
            with capture_noise() as noise:
                output = cls()
                active = output.is_active()
        # Guards one accessible_output2 output class probed on this machine (third-party): the next is tried.
        except Exception:  # noqa: BLE001
            continue  # e.g. VoiceOver without appscript, or a missing DLL
        if not active:
            if "Speech Dispatcher" in noise.getvalue():
                notes.append(CORE("note-speechd-debian"))
            continue
        if output.is_system_output():
            return None, CORE("note-system-voice-only", name=str(getattr(output, "name", "SAPI5")))
        return output, ""
    return None, CORE("note-no-reader-output", notes="; ".join(notes) if notes else "none")


class ScreenReaderChannel:
    """A screen reader as an announcer channel (kind "screenreader").

    ``speak`` sends speech (ALERT interrupts) and the same text to braille when the output
    has a braille display path; ``stop`` silences the output. Calls are serialised.
    """

    kind = "screenreader"

    def __init__(self, output: Any, name: str | None = None) -> None:
        self._output = output
        self.description = name or getattr(output, "name", "screen reader")
        self._lock = threading.Lock()

    def speak(self, text: str, priority: Priority = Priority.NORMAL) -> None:
        with self._lock:
            self._output.speak(text, interrupt=priority == Priority.ALERT)
            braille = getattr(self._output, "braille", None)
            if braille is not None:
                braille(text)

    def stop(self) -> None:
        with self._lock:
            silence = getattr(self._output, "silence", None)
            if silence is not None:
                silence()

    def close(self) -> None:
        with self._lock:
            close = getattr(self._output, "close", None)
            if close is not None:
                try:
                    close()
                # Guards closing the screen reader's output (third-party) at the end: nothing of ours runs here.
                except Exception:  # noqa: BLE001
                    pass


def open_screen_reader(require_running: bool) -> tuple[ScreenReaderChannel | None, str]:
    """Open the screen reader channel; return (channel or None, note on failure).

    With ``require_running`` (the "auto" mode) a channel opens only when a screen reader is
    known to run: on Linux and macOS by :func:`running_screen_reader`, on Windows when the
    active output is a screen reader rather than SAPI5.
    """
    reader = running_screen_reader()
    if require_running and reader is None and sys.platform != "win32":
        return None, CORE("note-no-reader")
    if sys.platform.startswith("linux"):
        output, note = open_speechd()  # accessible_output2 has only this on Linux
    else:
        output, note = find_output()
    if output is None:
        return None, note
    name = getattr(output, "name", "screen reader")
    if reader and reader not in name:
        name = CORE("note-reader-via", reader=reader, name=name)
    return ScreenReaderChannel(output, name), ""
