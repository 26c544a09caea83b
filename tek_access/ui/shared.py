"""What the console session and its command tables share: the seat kinds, the verbosity levels and the
answers to a yes-or-no question (the undo refusal and the locked-secret rule are the table owner's:
:mod:`tek_access.owner`)."""
from __future__ import annotations

from tek_access.core.messages import CORE
from tek_access.owner import SEAT_KINDS

__all__ = ["SEAT_KINDS", "VERBOSITY", "is_yes", "is_no"]

VERBOSITY = ("brief", "normal", "full")


def _answers(msg_id: str, english: str) -> set[str]:
    """The words of ``msg_id`` (core.ftl, comma-separated) in the player's language and English, each
    with its first letter: "yes", "y", and in French "oui", "o"."""
    words = {w.strip().lower() for w in CORE(msg_id).split(",") if w.strip()} | {english}
    return words | {w[0] for w in words}


def is_yes(text: str) -> bool:
    """True when ``text`` answers yes: "yes" or "y", or the player's language's word ("oui", "o")."""
    return text.strip().lower() in _answers("answer-yes", "yes")


def is_no(text: str) -> bool:
    """True when ``text`` answers no ("no", "n", "non"; nothing typed is no too)."""
    said = text.strip().lower()
    return not said or said in _answers("answer-no", "no")
