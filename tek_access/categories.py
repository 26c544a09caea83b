"""What a message is about: the categories players switch speech, sounds and printing by.

Shared by the player's settings (``tek_access.settings``), the audio layer
(``tek_access.audio.messages`` re-exports :class:`Category`) and narration (a narrated line's
category is one of these values). It imports nothing of the game, so every room may use it.
"""
from __future__ import annotations

from enum import StrEnum

__all__ = ["ALERTS", "PLAY", "Category"]


class Category(StrEnum):
    """What a message is about; players switch speech and sounds per category."""

    TURN = "turn"
    ACTION = "action"
    WAR = "war"
    RESOURCES = "resources"
    ALLIANCE = "alliance"
    SCORING = "scoring"
    ERROR = "error"
    HELP = "help"
    SYSTEM = "system"


#: categories of the game's own play: kept for "last round", one line per turn
PLAY = frozenset({Category.ACTION, Category.WAR, Category.ALLIANCE, Category.SCORING})
#: categories whose lines with an earcon interrupt (alert priority)
ALERTS = frozenset({Category.WAR, Category.SCORING})
