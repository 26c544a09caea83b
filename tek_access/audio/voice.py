"""The built-in voice: self-voicing for players without a screen reader.

A :class:`VoiceChannel` owns one worker thread; the speech engine is created and used only
inside it (pyttsx3 engines are not thread-safe). Messages queue in order; an ALERT stops
what is being said and drops the queue (newest wins); a LOW message is dropped when the
voice is busy; :meth:`VoiceChannel.stop` silences at once.

Engines (chosen by :func:`default_engine_factory`):

- :class:`CommandEngine`: the ``espeak-ng`` (or ``espeak``) program, one process per message,
  stopped by ending the process. The interruptible path on Linux, where pyttsx3 plays through
  a blocking ``aplay`` call that cannot be stopped (``accessibility.md``).
- :class:`Pyttsx3Engine`: pyttsx3 with an external loop (SAPI5 on Windows, NSSpeechSynthesizer
  on macOS), stopped with ``engine.stop()`` from the worker.
"""
from __future__ import annotations

import collections
import contextlib
import io
import os
import queue
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from typing import Any, Protocol

from tek_access.audio.messages import Priority
from tek_access.core.messages import CORE

__all__ = [
    "SpeechEngine",
    "VoiceChannel",
    "CommandEngine",
    "Pyttsx3Engine",
    "espeak_program",
    "default_engine_factory",
    "list_voices",
    "write_wav",
    "capture_noise",
    "capture_fd_noise",
]

MAX_QUEUED = 30  # past this the oldest queued line is dropped: the newest wins


class SpeechEngine(Protocol):
    """What the voice worker drives. Every method is called from the worker thread only."""

    @property
    def description(self) -> str: ...         # what speaks ("espeak-ng voice"), read when a line says it

    def start(self, text: str) -> None: ...   # begin saying text; may return before it ends
    def busy(self) -> bool: ...               # still saying something
    def stop(self) -> None: ...               # stop now
    def pump(self) -> None: ...               # called about every 20 ms
    def configure(self, settings: Any) -> None: ...
    def close(self) -> None: ...


@contextlib.contextmanager
def capture_noise():
    """Capture what a library prints on stdout and stderr (Python level) while inside.

    Yields a StringIO holding the captured text. Only for single-threaded moments
    (start-up, the ``say`` command): the redirection is process-wide.
    """
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer), contextlib.redirect_stderr(buffer):
        yield buffer


@contextlib.contextmanager
def capture_fd_noise():
    """Send what C libraries write to file descriptors 1 and 2 to a scratch file while inside.

    Yields a callable returning the captured text. Only for single-threaded moments.
    """
    import tempfile

    saved: list[tuple[int, int]] = []
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed or broken stream
            pass
    with tempfile.TemporaryFile() as scratch:
        try:
            for fd in (1, 2):
                try:
                    saved.append((fd, os.dup(fd)))
                    os.dup2(scratch.fileno(), fd)
                except OSError:
                    continue
            yield lambda: (scratch.seek(0), scratch.read().decode("utf-8", "replace"))[1]
        finally:
            for fd, copy in saved:
                os.dup2(copy, fd)
                os.close(copy)


# ------------------------------------------------------------------ engines


def espeak_program() -> str | None:
    """Return the path of ``espeak-ng`` (or ``espeak``) when installed, else None."""
    return shutil.which("espeak-ng") or shutil.which("espeak")


def _espeak_args(settings: Any) -> list[str]:
    rate = int(getattr(settings, "rate", 175))
    volume = int(getattr(settings, "volume", 100))
    args = ["-s", str(rate), "-a", str(max(0, min(200, volume)))]
    voice = getattr(settings, "voice", "")
    if voice:
        args += ["-v", voice]
    return args


class CommandEngine:
    """Speak by running ``espeak-ng TEXT``; stop by ending the process (interruptible)."""

    def __init__(self, program: str, settings: Any) -> None:
        self.program = program
        self._settings = settings
        self._proc: subprocess.Popen | None = None

    @property
    def description(self) -> str:
        """"espeak-ng voice", in the language of the line that says it (not the worker thread's)."""
        return CORE("note-voice-program", program=os.path.basename(self.program))

    def configure(self, settings: Any) -> None:
        self._settings = settings

    def start(self, text: str) -> None:
        self._proc = subprocess.Popen(
            [self.program, *_espeak_args(self._settings), "--", text],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )

    def busy(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def stop(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None and proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=1)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()

    def pump(self) -> None:
        pass

    def close(self) -> None:
        self.stop()


class Pyttsx3Engine:
    """pyttsx3 driven by an external loop in the worker thread.

    On Linux (espeak driver) speaking blocks until the message ends and cannot be stopped;
    :func:`default_engine_factory` prefers :class:`CommandEngine` there.
    """

    def __init__(self, settings: Any, driver: str | None = None) -> None:
        import pyttsx3  # optional dependency: the "speech" extra

        self._engine = pyttsx3.init(driver) if driver else pyttsx3.init()
        driver_module = type(getattr(self._engine.proxy, "_driver", None)).__module__
        self.description = f"pyttsx3 ({driver_module.rsplit('.', 1)[-1]})"
        self.configure(settings)
        self._engine.startLoop(False)

    def configure(self, settings: Any) -> None:
        _apply_pyttsx3(self._engine, settings)

    def start(self, text: str) -> None:
        self._engine.say(text)
        self._engine.iterate()

    def busy(self) -> bool:
        return bool(self._engine.isBusy())

    def stop(self) -> None:
        self._engine.stop()

    def pump(self) -> None:
        self._engine.iterate()

    def close(self) -> None:
        try:
            self._engine.stop()
            self._engine.endLoop()
        # Guards stopping pyttsx3's engine (third-party; its loop may not be running) at shut-down.
        except Exception:  # noqa: BLE001
            pass


def _apply_pyttsx3(engine: Any, settings: Any) -> None:
    engine.setProperty("rate", int(getattr(settings, "rate", 175)))
    engine.setProperty("volume", max(0.0, min(1.0, int(getattr(settings, "volume", 100)) / 100)))
    wanted = getattr(settings, "voice", "")
    if wanted:
        for voice in engine.getProperty("voices") or []:
            if wanted in (voice.id, voice.name) or wanted.lower() == str(voice.name).lower():
                engine.setProperty("voice", voice.id)
                break


def default_engine_factory(settings: Any) -> tuple[Callable[[], SpeechEngine] | None, str]:
    """Pick the voice engine for this platform; return (factory or None, note).

    The factory runs inside the worker. The note says why no engine is available and how
    to fix it ("" when one is).
    """
    program = espeak_program()
    if sys.platform.startswith("linux") or (program and sys.platform != "win32"):
        if program:
            return (lambda: CommandEngine(program, settings)), ""
        note = CORE("note-espeak-missing")
        return None, note
    try:
        import pyttsx3  # noqa: F401
    except ImportError:
        return None, CORE("note-pyttsx3-missing")
    return (lambda: Pyttsx3Engine(settings)), ""


# ------------------------------------------------------------------ the channel


class VoiceChannel:
    """The built-in voice as an announcer channel (kind "voice").

    ``engine_factory`` is called once inside the worker thread. ``speak`` never blocks.
    A failing engine is reported in :attr:`error` and the channel goes quiet.
    """

    kind = "voice"

    def __init__(self, engine_factory: Callable[[], SpeechEngine], settings: Any = None,
                 description: str | None = None) -> None:
        self._description = description
        self.error: str | None = None
        self._commands: queue.Queue = queue.Queue()
        self._pending: collections.deque[str] = collections.deque()
        self._idle = threading.Event()
        self._idle.set()
        self._ready = threading.Event()
        self._engine: SpeechEngine | None = None
        self._thread = threading.Thread(target=self._run, args=(engine_factory, settings),
                                        name="tek-access-voice", daemon=True)
        self._thread.start()
        self._ready.wait(5)

    @property
    def description(self) -> str:
        """The engine's own description once it runs ("espeak-ng voice"), else the one given, else "built-in
        voice"; read when a line says it, so it is in that line's language."""
        said = getattr(self._engine, "description", None) if self._engine is not None else None
        return str(said or self._description or CORE("voice-built-in"))

    # called from any thread
    def speak(self, text: str, priority: Priority = Priority.NORMAL) -> None:
        """Queue ``text``; ALERT interrupts and clears the queue, LOW is dropped when busy."""
        if text.strip():
            self._idle.clear()
            self._commands.put(("speak", text, Priority(priority)))

    def stop(self) -> None:
        """Stop speaking now and drop everything queued."""
        self._commands.put(("stop", None, None))

    def configure(self, settings: Any) -> None:
        """Use new rate, volume and voice from the next message on."""
        self._commands.put(("configure", settings, None))

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Block until nothing is queued or being said (tests and the ``say`` command)."""
        return self._idle.wait(timeout)

    def close(self) -> None:
        """Stop and end the worker."""
        if self._thread.is_alive():
            self._commands.put(("close", None, None))
            self._thread.join(2)

    # the worker
    def _run(self, factory: Callable[[], SpeechEngine], settings: Any) -> None:
        try:
            self._engine = factory()
        # Guards pyttsx3's engine factory (platform drivers): the error's type and text become `error`, reported.
        except Exception as exc:  # noqa: BLE001
            self.error = f"{type(exc).__name__}: {exc}"
            self._ready.set()
            self._drain_forever()
            return
        self._ready.set()
        engine = self._engine
        while True:
            try:
                command, value, priority = self._commands.get(timeout=0.02)
            except queue.Empty:
                command = None
            try:
                if command == "close":
                    engine.stop()
                    engine.close()
                    self._idle.set()
                    return
                if command == "stop":
                    engine.stop()
                    self._pending.clear()
                elif command == "configure":
                    engine.configure(value)
                elif command == "speak":
                    if priority == Priority.ALERT:
                        engine.stop()
                        self._pending.clear()
                        self._pending.append(value)
                    elif priority == Priority.LOW and (engine.busy() or self._pending):
                        pass  # low priority is dropped while the voice is busy
                    else:
                        self._pending.append(value)
                        while len(self._pending) > MAX_QUEUED:
                            self._pending.popleft()
                engine.pump()
                if self._pending and not engine.busy():
                    engine.start(self._pending.popleft())
                if not self._pending and not engine.busy() and self._commands.empty():
                    self._idle.set()
            # Guards the speech engine's loop in its own thread: the error becomes `error`, reported to the player.
            except Exception as exc:  # noqa: BLE001
                self.error = f"{type(exc).__name__}: {exc}"
                self._pending.clear()
                self._idle.set()
                time.sleep(0.05)

    def _drain_forever(self) -> None:
        while True:
            command, _, _ = self._commands.get()
            self._idle.set()
            if command == "close":
                return


# ------------------------------------------------------------------ listing and files


def list_voices(settings: Any = None) -> tuple[list[str], str]:
    """Return (voice names, engine description); an empty list when no engine is found."""
    program = espeak_program()
    if program and not sys.platform.startswith("win"):
        try:
            result = subprocess.run([program, "--voices"], capture_output=True, text=True,
                                    timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            return [], os.path.basename(program)
        names = []  # "en-us (English_(America))": the code is what the voice setting takes
        for line in result.stdout.splitlines()[1:]:
            parts = line.split()
            if len(parts) >= 4:
                names.append(f"{parts[1]} ({parts[3]})")
        return names, os.path.basename(program)
    try:
        with capture_noise():
            import pyttsx3

            engine = pyttsx3.init()
            voices = [str(v.name) for v in engine.getProperty("voices") or []]
        return voices, "pyttsx3"
    # Guards listing pyttsx3's voices (platform drivers): no voice listed is what `voices` then says.
    except Exception:  # noqa: BLE001
        return [], "none"


def write_wav(text: str, path: str | os.PathLike, settings: Any = None) -> str:
    """Write ``text`` spoken at the settings' rate, volume and voice to the WAV file ``path``.

    Uses a fresh pyttsx3 engine (``save_to_file``; its "Audio saved to" noise captured) when
    pyttsx3 is installed, else the ``espeak-ng -w`` program. Returns the engine used.
    Raises RuntimeError with a short fix when neither is available or nothing was written.
    """
    from tek_access.settings import Settings

    settings = settings or Settings()
    target = os.fspath(path)
    folder = os.path.dirname(os.path.abspath(target))
    if not os.path.isdir(folder):
        raise RuntimeError(f"The folder {folder} does not exist.")
    try:
        with open(target, "wb"):
            pass
    except OSError as exc:
        raise RuntimeError(f"Cannot write {target}: {exc.strerror or exc}.") from None
    errors: list[str] = []
    try:
        import pyttsx3
    except ImportError:
        pyttsx3 = None
    if pyttsx3 is not None:
        try:
            with capture_noise():
                engine = pyttsx3.init()
                _apply_pyttsx3(engine, settings)
                engine.save_to_file(text, target)
                engine.runAndWait()
                engine.stop()
            if os.path.getsize(target) > 44:
                return "pyttsx3"
            errors.append("pyttsx3 wrote no sound")
        # Guards pyttsx3 writing a test file (platform drivers): the error is listed, espeak-ng is tried next.
        except Exception as exc:  # noqa: BLE001
            errors.append(f"pyttsx3 failed: {exc}")
    program = espeak_program()
    if program:
        result = subprocess.run([program, *_espeak_args(settings), "-w", target, "--", text],
                                capture_output=True, text=True, timeout=60)
        if result.returncode == 0 and os.path.exists(target) and os.path.getsize(target) > 44:
            return os.path.basename(program)
        errors.append(f"{os.path.basename(program)} failed: {result.stderr.strip() or result.returncode}")
    if not errors:
        raise RuntimeError("No voice engine: install espeak-ng (Linux) or pip install tek-access[speech].")
    raise RuntimeError("; ".join(errors))
