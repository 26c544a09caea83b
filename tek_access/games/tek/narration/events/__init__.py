"""Events -> sentences, in the viewer's perspective, at three verbosity levels.

Every event kind the engine emits has a narrator here (a test checks it); a kind without one
is a bug. Lines follow ``accessibility.md``: plain ASCII, most important word first
("War. Blue attacks your meeple in Mirewood."), counts first in lists.

The narrators are grouped by phase, one module each: :mod:`.turn` (setup, the turn, the end),
:mod:`.actions`, :mod:`.war` (war and alliances), :mod:`.tokens` (the Lost Kingdom and the
exploration tokens) and :mod:`.solo` (the Dummy and its compass). Importing this package
registers them all in :data:`tek_access.games.tek.narration.lines.NARRATORS`; :func:`narrate` is the
entry point. ``ruleset_line``, ``token_name`` and ``token_effect`` are importable here too.
"""
from __future__ import annotations

from tek_access.games.tek.narration.describe import ruleset_line
from tek_access.games.tek.narration.events import actions, solo, tokens, turn, war  # noqa: F401  (registers the narrators)
from tek_access.games.tek.narration.events.solo import compass_lines
from tek_access.games.tek.narration.lines import NARRATORS, Line, Narrator, merged, narrate, narrator
from tek_access.games.tek.narration.words import token_effect, token_name

__all__ = ["Line", "Narrator", "NARRATORS", "narrator", "narrate", "merged", "compass_lines", "ruleset_line",
           "token_name", "token_effect"]
