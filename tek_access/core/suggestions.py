"""Suggestions every game makes for a line it cannot read: "did you mean" a command, card or place
name a letter or two away (difflib, the standard library's), and the legal answers nearest what
was said. A game hands over its own names and the words of its legal choices; nothing here knows
one game.
"""
from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence

__all__ = ["did_you_mean", "nearest", "misspelt_name"]

#: how close a mistyped word must be to a name (difflib's ratio) to be offered as meant
CLOSE = 0.75


def did_you_mean(word: str, names: Iterable[str], cutoff: float = CLOSE) -> str | None:
    """The one name of ``names`` (lowercase, single or several words) that ``word`` is a letter
    or two from ("stauts" -> "status", "ravenhlom" -> "ravenholm"), or None: none close enough,
    ``word`` itself a name, or a word under 3 letters (too short to guess from)."""
    word = word.lower().strip()
    pool = list(dict.fromkeys(n.lower() for n in names))
    if len(word) < 3 or word in pool:
        return None
    near = difflib.get_close_matches(word, pool, n=1, cutoff=cutoff)
    return near[0] if near else None


def misspelt_name(words: Sequence[str], names: Iterable[str], cutoff: float = CLOSE) -> tuple[str, int] | None:
    """The name (of ``names``, lowercase, possibly several words) that the first one to three
    ``words`` misspell ("ravenhlom harbour" -> "ravenholm harbour"), and how many words it took;
    longest first. None when no phrase of them is close to a name, or when it is a name already."""
    pool = [n.lower() for n in names]
    for size in range(min(3, len(words)), 0, -1):
        phrase = " ".join(words[:size])
        if phrase in pool:
            return None
        sized = [n for n in pool if len(n.split()) == size]
        meant = did_you_mean(phrase, sized, cutoff)
        if meant is not None:
            return meant, size
    return None


def nearest(said: str, answers: Iterable[str], most: int = 3, cutoff: float = 0.65) -> list[str]:
    """Up to ``most`` of ``answers`` (the words of the legal choices) nearest ``said``, nearest
    first; all of them when none is near and they are ``most`` or fewer; never ``said`` itself."""
    said = said.lower().strip()
    words = [w for w in dict.fromkeys(answers) if w]
    ratio = {w: difflib.SequenceMatcher(None, said, w.lower()).ratio() for w in words}
    ranked = sorted(words, key=lambda w: -ratio[w])
    near = [w for w in ranked if ratio[w] >= cutoff]
    out = near or (ranked if len(ranked) <= most else [])
    return [w for w in out if w.lower() != said][:most]
