"""Tiny Epic Vikings' narration: every event in the viewer's perspective at three verbosities
(brief, normal, full), the prompts of every decision, and the descriptions the queries say.

Importing this package registers the narrators (:mod:`.events`, :mod:`.battle`);
:func:`narrate` is the entry point the shared session calls (the ``narration`` part of the
game's definition). Lines follow ``accessibility.md``: plain ASCII, most important word first.
"""
from __future__ import annotations

from tek_access.games.vikings.narration import battle, events, told  # noqa: F401  (registers the narrators)
from tek_access.games.vikings.narration.lines import NARRATORS, Line, merged, narrate, narrator

__all__ = ["Line", "NARRATORS", "merged", "narrate", "narrator"]
