"""Speech modes: which channel speaks, chosen by flag, environment, then saved setting.

``--speech auto|screenreader|voice|off`` wins, then ``TEK_ACCESS_SPEECH``, then the saved
``speech`` setting (issue 5, "Modes"). "auto" picks the screen reader when one is running,
else the built-in voice, else text only; that choice is made by
:func:`tek_access.audio.backends.open_channels`.
"""
from __future__ import annotations

import os
from typing import Any

__all__ = ["SPEECH_MODES", "ENV_VAR", "normalise_mode", "resolve_speech_mode"]

SPEECH_MODES = ("auto", "screenreader", "voice", "off")
ENV_VAR = "TEK_ACCESS_SPEECH"
_ALIASES = {"screen-reader": "screenreader", "screen_reader": "screenreader", "sr": "screenreader",
            "reader": "screenreader", "text": "off", "none": "off", "tts": "voice"}


def normalise_mode(value: str, source: str | None = None) -> str:
    """Return the mode named by ``value`` ("Screen-Reader" -> "screenreader"; a shipped language's word too:
    "voix" -> "voice", "non" -> "off").

    Raises ValueError "SOURCE must be auto, screenreader, voice or off, not 'x'" (SOURCE: "speech mode" by
    default), in the player's language.
    """
    text = str(value).strip().lower()
    text = _ALIASES.get(text, text)
    if text not in SPEECH_MODES:  # a language's word for the mode ("voix", "lecteur", "non"), as settings takes
        from tek_access.settings import value_id

        said = value_id(text)
        text = "off" if said == "text" else said or text
    if text not in SPEECH_MODES:
        from tek_access.core.messages import CORE

        raise ValueError(CORE("setting-must", name=source or CORE("speech-source-mode"),
                              takes=CORE("setting-takes", name="speech", low=0, high=0), value=repr(value)))
    return text


def resolve_speech_mode(flag: str | None, settings: Any) -> str:
    """Return the requested mode: ``flag``, else ``$TEK_ACCESS_SPEECH``, else ``settings.speech``.

    An empty environment variable counts as unset. Raises ValueError naming the source
    (``--speech`` or ``TEK_ACCESS_SPEECH``) when its value is not a mode.
    """
    if flag:
        return normalise_mode(flag, "--speech")
    env = os.environ.get(ENV_VAR, "").strip()
    if env:
        return normalise_mode(env, ENV_VAR)
    saved = getattr(settings, "speech", "auto") if settings is not None else "auto"
    try:
        return normalise_mode(saved, "")
    except ValueError:
        return "auto"
