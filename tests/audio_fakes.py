"""Stand-ins for the audio tests: a speech channel that keeps what it is asked to do, and a key
pressed on a console's key bindings."""
from __future__ import annotations

from typing import Any


class FakeVoice:
    """A speech channel (the announcer's ``channels``) that keeps what it is asked to say
    (``said``), how often it was stopped (``stops``) and the settings it was given (``configured``)."""

    kind = "voice"
    description = "fake voice"

    def __init__(self) -> None:
        self.said: list[str] = []
        self.stops = 0
        self.configured: list[Any] = []

    def speak(self, text: str, priority: Any) -> None:
        self.said.append(text)

    def stop(self) -> None:
        self.stops += 1

    def configure(self, settings: Any) -> None:
        self.configured.append(settings)


def press(bindings: Any, key: str) -> None:
    """Run the one handler ``bindings`` (prompt_toolkit key bindings) has for ``key``."""
    from prompt_toolkit.keys import Keys

    matches = bindings.get_bindings_for_keys((Keys(key),))
    assert len(matches) == 1, key
    matches[0].handler(None)
