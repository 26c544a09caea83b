"""Earcons: short sounds for game events, from a replaceable sound pack.

A sound pack is a folder with ``manifest.toml`` mapping event names to sound files::

    format = 1
    [events.your_turn]
    file = "your_turn.wav"
    category = "turn"
    description = "Two rising bell notes: it is your turn."

The default pack is the top-level ``audio/`` folder (made by ``audio/make_sounds.py``);
the ``sound_pack`` setting points at another folder. Sounds are decoded and played with
miniaudio (optional: ``pip install tek-access[sound]``), at the ``sound_volume`` setting,
apart from the speech volume. One earcon plays at a time: a new one cuts the one before.
"""
from __future__ import annotations

import array
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tek_access.audio.messages import Category
from tek_access.core.kernel.datafile import DataError, read_toml
from tek_access.core.messages import CORE

__all__ = [
    "SoundPackError",
    "SoundEvent",
    "SoundPack",
    "default_pack_dir",
    "pack_dir",
    "load_sound_pack",
    "decode_sound",
    "EarconChannel",
    "open_earcons",
]

SAMPLE_RATE = 22050


class SoundPackError(ValueError):
    """A sound pack that cannot be used; the message names the file, the place and the problem."""


@dataclass(frozen=True, slots=True)
class SoundEvent:
    """One manifest entry: event name, sound file path, category, description."""

    name: str
    path: Path
    category: Category
    description: str


@dataclass(frozen=True, slots=True)
class SoundPack:
    """A loaded manifest: the folder, its name and events by event name."""

    folder: Path
    name: str
    events: dict[str, SoundEvent]


def default_pack_dir() -> Path:
    """The default sound pack: the top-level ``audio/`` folder beside the package."""
    return Path(__file__).resolve().parents[2] / "audio"


def pack_dir(settings: Any = None) -> Path:
    """The folder of the pack in use: the ``sound_pack`` setting, or :func:`default_pack_dir`."""
    chosen = getattr(settings, "sound_pack", "") if settings is not None else ""
    return Path(chosen).expanduser() if chosen else default_pack_dir()


def load_sound_pack(folder: str | os.PathLike | None = None) -> SoundPack:
    """Read and check ``folder/manifest.toml`` (default :func:`default_pack_dir`).

    Raises :class:`SoundPackError` naming the manifest, the entry and the problem when the
    manifest is missing (``"Sound pack FOLDER: no manifest.toml in that folder."``), cannot be
    read or parsed (``"Sound pack MANIFEST, PLACE: PROBLEM."`` from
    :func:`~tek_access.core.kernel.datafile.read_toml`: not UTF-8, not valid TOML), names an unknown
    category, or names a file that does not exist. Does not decode the sounds (see
    :func:`decode_sound`).
    """
    root = Path(folder) if folder is not None else default_pack_dir()
    manifest = root / "manifest.toml"
    if not manifest.exists():
        raise SoundPackError(CORE("pack-no-manifest", folder=str(root)))
    try:
        data = read_toml(manifest)
    except DataError as exc:
        raise SoundPackError(CORE("pack-broken", file=str(exc.file), place=str(exc.place),
                                  problem=str(exc.problem))) from None
    if data.get("format", 1) != 1:
        raise SoundPackError(CORE("pack-format", file=str(manifest), format=repr(data.get("format"))))
    entries = data.get("events")
    if not isinstance(entries, dict) or not entries:
        raise SoundPackError(CORE("pack-no-events", file=str(manifest)))
    events: dict[str, SoundEvent] = {}
    categories = {c.value for c in Category}
    for name, entry in entries.items():
        place = {"file": str(manifest), "name": str(name)}
        if not isinstance(entry, dict):
            raise SoundPackError(CORE("pack-event-table", **place))
        file = entry.get("file")
        if not isinstance(file, str) or not file:
            raise SoundPackError(CORE("pack-event-file-missing", **place))
        category = entry.get("category", "system")
        if category not in categories:
            raise SoundPackError(CORE("pack-event-category", **place, category=repr(category),
                                      categories=", ".join(sorted(categories))))
        path = (root / file).resolve()
        if not path.is_file():
            raise SoundPackError(CORE("pack-event-not-found", **place, sound=file, folder=str(root)))
        events[name] = SoundEvent(name, path, Category(category),
                                  str(entry.get("description", "")))
    return SoundPack(root, str(data.get("name", root.name)), events)


def decode_sound(path: str | os.PathLike) -> array.array:
    """Decode a WAV, FLAC, MP3 or Ogg Vorbis file with miniaudio to mono 16-bit samples at 22050 Hz.

    Raises ImportError when miniaudio is not installed and :class:`SoundPackError` (naming
    the file) when it cannot be decoded.
    """
    import miniaudio

    try:
        decoded = miniaudio.decode_file(os.fspath(path), output_format=miniaudio.SampleFormat.SIGNED16,
                                        nchannels=1, sample_rate=SAMPLE_RATE)
    except miniaudio.DecodeError as exc:
        raise SoundPackError(CORE("pack-undecodable", path=str(path), problem=str(exc))) from None
    return decoded.samples


def _scaled(samples: array.array, percent: int) -> bytes:
    if percent >= 100:
        return samples.tobytes()
    factor = max(0, percent) / 100
    return array.array("h", (int(s * factor) for s in samples)).tobytes()


class EarconChannel:
    """Earcons as an announcer channel (kind "earcons").

    ``device_factory(generator)`` starts playback pulling 16-bit mono frames at 22050 Hz from
    the generator and returns an object with ``close()``; the default opens a miniaudio
    playback device. Unknown events are ignored (packs may leave events out).
    """

    kind = "earcons"

    def __init__(self, pack: SoundPack, settings: Any = None,
                 device_factory: Callable[[Any], Any] | None = None) -> None:
        self.pack = pack
        self.description = f"sound pack {pack.name}"
        self._samples = {name: decode_sound(event.path) for name, event in pack.events.items()}
        self._volume = int(getattr(settings, "sound_volume", 70))
        self._scaled: dict[str, bytes] = {}
        self._lock = threading.Lock()
        self._current = b""
        self._position = 0
        self.played: list[str] = []  # event names, newest last (doctor and tests)
        factory = device_factory or _miniaudio_device
        self._device = factory(self._generator())

    def configure(self, settings: Any) -> None:
        with self._lock:
            self._volume = int(getattr(settings, "sound_volume", self._volume))
            self._scaled.clear()
            if self._volume <= 0 or not getattr(settings, "sounds", True):
                self._current, self._position = b"", 0

    def play(self, event: str) -> None:
        """Start the sound of ``event`` (cutting any earcon still playing)."""
        if event not in self._samples or self._volume <= 0:
            return
        with self._lock:
            if event not in self._scaled:
                self._scaled[event] = _scaled(self._samples[event], self._volume)
            self._current = self._scaled[event]
            self._position = 0
            self.played.append(event)
            del self.played[:-50]

    def stop(self) -> None:
        with self._lock:
            self._current = b""
            self._position = 0

    def close(self) -> None:
        self.stop()
        close = getattr(self._device, "close", None)
        if close is not None:
            close()

    def _generator(self):
        frames = yield b""
        while True:
            want = int(frames) * 2
            with self._lock:
                chunk = self._current[self._position:self._position + want]
                self._position += len(chunk)
            if len(chunk) < want:
                chunk += bytes(want - len(chunk))
            frames = yield chunk


def _miniaudio_device(generator: Any) -> Any:
    import miniaudio

    from tek_access.audio.voice import capture_fd_noise

    with capture_fd_noise():  # ALSA prints its complaints straight to file descriptor 2
        device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16,
                                          nchannels=1, sample_rate=SAMPLE_RATE,
                                          buffersize_msec=40)
    next(generator)
    device.start(generator)
    return device


def open_earcons(settings: Any) -> tuple[EarconChannel | None, str]:
    """Open the earcon channel for the settings; return (channel or None, note on failure)."""
    if not getattr(settings, "sounds", True):
        return None, ""
    try:
        import miniaudio  # noqa: F401
    except ImportError:
        return None, CORE("note-sounds-no-miniaudio")
    try:
        pack = load_sound_pack(pack_dir(settings))
        return EarconChannel(pack, settings), ""
    except SoundPackError as exc:
        return None, CORE("note-sounds-pack", problem=str(exc))
    # Guards opening the sound device through miniaudio (MiniaudioError and the like, no device): the error's
    # text is said to the player; loading the pack is outside this net (SoundPackError above).
    except Exception as exc:  # noqa: BLE001
        detail = exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc)
        return None, CORE("note-sounds-no-device", detail=str(detail))
