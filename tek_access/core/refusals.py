"""What every game's refusal of a line is made of: one short line under 200 characters that says
why the line is not a move now (the rule, in the game's words) and what works instead (the legal
choices, the question the game waits for), with up to three suggestions (``accessibility.md``,
Content rules). A game's refusals module words its rules; the shape lives here, once.

A refused line changes nothing: every function here only builds text and an
:class:`~tek_access.core.parsed.Unknown`.
"""
from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence

from tek_access.core.messages import CORE
from tek_access.core.parsed import Unknown

__all__ = ["LIMIT", "GENERIC", "refuse", "fit", "with_question", "with_instead", "misplaced", "said_back"]

#: every line a player hears is shorter (accessibility.md)
LIMIT = 200
#: the rules' reason when they have none more specific (never the whole of a refusal)
GENERIC = "That is not one of the choices now."


def refuse(reason: str, suggestions: Iterable[str] = ("choices",)) -> Unknown:
    """The refusal ``reason`` with ``suggestions`` (at most three, no repeats); "choices" is not
    suggested when the reason already points to the choices (the line never says it twice)."""
    out = list(dict.fromkeys(suggestions))
    if "choices" in reason.lower():
        out = [s for s in out if s != "choices"]
    return Unknown(reason, tuple(out[:3]))


def fit(reason: str, lead: str, items: Sequence[str], room: int = LIMIT - 20) -> str:
    """``reason``, then ``lead`` and as many of ``items`` (joined by "; ") as fit in ``room``
    characters, the rest counted ("and 3 more: say choices")."""
    if not items:
        return reason
    for count in range(len(items), 0, -1):
        more = len(items) - count
        tail = CORE("refusal-and-more", count=more) if more else "."
        text = f"{reason} {lead}{'; '.join(items[:count])}{tail}"
        if len(text) < room:
            return text
    text = f"{reason} {CORE('refusal-say-choices')}"
    return text if len(text) < room else reason[:room - 1]


def with_question(reason: str, question: str) -> str:
    """``reason`` and what the game waits for, in one line that stays under 200 characters with
    the " Try: ..." the session adds: the whole question, else its first sentence, else none."""
    for said in (question, question.split(". ", 1)[0].rstrip(".") + "."):
        text = f"{reason} {said}"
        if len(text) < 160:
            return text
    return reason


def with_instead(reason: str, labels: Sequence[str]) -> str:
    """``reason`` and what can be done instead: the choices' ``labels`` when they fit in one line
    under 200 characters, else a pointer to them."""
    if not labels:
        return reason
    text = f"{reason} {CORE('refusal-instead', count=len(labels), choices='; '.join(labels))}"
    if len(text) < LIMIT:
        return text
    text = f"{reason} {CORE('refusal-say-all', count=len(labels))}"
    return text if len(text) < LIMIT else reason[:LIMIT - 1]


def misplaced(verb: str, kind: str, places: Mapping[str, Collection[str]], when: Mapping[str, str],
              said: str | None = None) -> str | None:
    """Why the command ``verb`` does not answer a question of ``kind``: ``when[verb]`` (the kind
    of question it answers, in the game's words), when ``places[verb]`` (the decision kinds it
    answers, or starts from) does not hold ``kind``; None when it does, or the verb is not listed.
    A verb with no ``when`` is named as ``said`` (the command in the player's language, as typed), else
    by ``verb``, the parser's word: "Garder ne répond pas à cette question.", never the English id."""
    answers = places.get(verb)
    if answers is None or kind in answers:
        return None
    named = said or verb
    return when.get(verb, CORE("refusal-not-this-question", verb=named[:1].upper() + named[1:]))


def said_back(words: Sequence[str], most: int = 60) -> str:
    """The words as read back in a refusal: "fly to the moon", cut with three dots past ``most``
    characters."""
    text = " ".join(w for w in words if w)
    return text if len(text) <= most else text[:most - 3].rstrip() + "..."
