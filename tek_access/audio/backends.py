"""Open the channels for a speech mode: the only place that imports speech and sound libraries.

:func:`open_channels` turns a requested mode into the channels the announcer routes to, and
says in notes why anything asked for is missing (so the first line can tell the player).
"""
from __future__ import annotations

from typing import Any

from tek_access.audio.modes import normalise_mode

__all__ = ["open_channels", "open_voice"]


def open_voice(settings: Any) -> tuple[Any | None, str]:
    """Open the built-in voice channel; return (channel or None, note on failure)."""
    from tek_access.audio.voice import VoiceChannel, default_engine_factory

    factory, note = default_engine_factory(settings)
    if factory is None:
        return None, note
    channel = VoiceChannel(factory, settings)
    if channel.error:
        channel.close()
        from tek_access.core.messages import CORE

        return None, CORE("mode-voice-unavailable", problem=str(channel.error))
    return channel, ""


def open_channels(mode: str, settings: Any) -> tuple[str, list[Any], list[str]]:
    """Open what ``mode`` needs; return (mode in force, channels, notes).

    "screenreader" falls back to text when no screen reader output opens; "voice" falls back
    to text when no voice engine works; "auto" tries the screen reader (only when one is
    running), then the voice, then text. Earcons open in every mode but "off" when sounds
    are on and miniaudio and a sound device are present. Never raises for missing backends.
    """
    mode = normalise_mode(mode)
    notes: list[str] = []
    channels: list[Any] = []
    if mode == "off":
        return "off", [], []
    from tek_access.audio.screenreader import open_screen_reader, running_screen_reader

    chosen = "off"
    running = running_screen_reader() if mode == "auto" else None
    if mode in ("screenreader", "auto"):
        reader, note = open_screen_reader(require_running=(mode == "auto"))
        if reader is not None:
            channels.append(reader)
            chosen = "screenreader"
        elif mode == "screenreader" or running:
            # A running screen reader reads the terminal itself: never add the voice to it.
            from tek_access.core.messages import CORE

            notes.append(CORE("mode-reader-running", reader=running) if running else note)
            if running and note:
                notes.append(note)
    if chosen == "off" and not running and mode in ("voice", "auto"):
        voice, note = open_voice(settings)
        if voice is not None:
            channels.append(voice)
            chosen = "voice"
        elif mode == "voice" or note:
            notes.append(note)
    from tek_access.audio.earcons import open_earcons

    earcons, note = open_earcons(settings)
    if earcons is not None:
        channels.append(earcons)
    elif note:
        notes.append(note)
    return chosen, channels, [n for n in notes if n]
