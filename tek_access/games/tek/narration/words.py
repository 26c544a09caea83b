"""Small wording helpers shared by every narrator: names in perspective, counts, resource lists.

All output is plain ASCII (``accessibility.md``, Content rules).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from typing import TYPE_CHECKING

from tek_access.core.messages import CORE, join
from tek_access.core.words import plural, verb, whose  # noqa: F401  (re-exported for the narrators)
from tek_access.games.tek.messages import MESSAGES
from tek_access.games.tek.rules.model import RESOURCES

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.view import TekView

VERBOSITY = ("brief", "normal", "full")

#: the source documents by their number (/work/shared/seeds/README.md): 000_de41987be7abf7aa.txt,
#: 001_ff609f05a670a229.txt, 002_80c4bb072699f43d.txt, 004_d1a6e66588ab1b2c.txt. The data files
#: cite them by file name; a player hears the document's name.
DOCUMENTS = {"000": "the Tiny Epic Kingdoms rulebook", "001": "the Tiny Epic microgame",
             "002": "the Ultra Tiny Epic Kingdoms rulebook", "004": "the Tiny Epic Kingdoms reference manual"}


def document_name(source: str) -> str:
    """A source as a player hears it: "002, Ruins" -> "the Ultra Tiny Epic Kingdoms rulebook,
    Ruins"; "000_de41987be7abf7aa.txt" -> "the Tiny Epic Kingdoms rulebook". Other text unchanged."""
    number, sep, section = source.partition(",")
    code = number.strip().split("_", 1)[0][:3]
    if not number.strip()[:3].isdigit() or code not in DOCUMENTS:
        return source
    name = MESSAGES("document", number=f"doc{code}")
    return f"{name},{section}" if sep else name


def who(game: "TekView", seat: int, viewer: int | None) -> str:
    """The language's "You" for the viewer, else the seat's name ("Blue")."""
    return CORE("who-you") if seat == viewer else game.name(seat)


def resource_name(resource: str) -> str:
    """A resource as the language says it: "mana", "ore", "food"."""
    return MESSAGES("resource-name", resource=resource)


def resource_amount(resource: str, n: int) -> str:
    """"2 mana": an amount of one resource."""
    return MESSAGES("resource-amount", resource=resource, n=n)


def resources(amounts: Mapping[str, int] | Iterable[int], empty: str | None = None) -> str:
    """"2 mana and 1 ore" from a mapping or a (mana, ore, food) sequence; ``empty`` (default
    "nothing") when all 0."""
    if not isinstance(amounts, Mapping):
        amounts = dict(zip(RESOURCES, amounts))
    said = [resource_amount(r, amounts[r]) for r in RESOURCES if amounts.get(r)]
    return join(said) if said else (MESSAGES("nothing") if empty is None else empty)


def no_resource(resource: str) -> str:
    """"no ore": what a free action paid."""
    return MESSAGES("no-resource", resource=resource)


def region_name(game: "TekView", rid: str, verbosity: str = "normal") -> str:
    """A region as a player hears it: "Mirewood"; at full verbosity "Mirewood, forest, on Ashfall Reach"."""
    region = game.region(rid)
    name = MESSAGES.term(rid) or region.name
    if verbosity == "full":
        return MESSAGES("region-full", name=name, type=region_type(region.type), side=side_name(game, region.side))
    return name


def region_type(kind: str) -> str:
    """A region's type as the language says it ("forest", "mountain")."""
    return MESSAGES("region-type", type=kind)


def side_name(game: "TekView", sid: str) -> str:
    """The territory side's name ("Ashfall Reach"): the language's term ``-ID`` first."""
    return MESSAGES.term(sid) or game.catalog.territories[sid].name


def token_name(game: "TekView", token: str) -> str:
    """"Camp, braille c a": the token's name and its kit code spelled out (000, braille notes)."""
    info = next((t for t in game.catalog.tokens if t.id == token), None)
    if info is None:
        return token
    return MESSAGES("token-name", name=MESSAGES.term(token) or info.name, code=" ".join(info.code))


def token_effect(token: str) -> str:
    """A short effect text for a token id ("" for an unknown one)."""
    return MESSAGES("token-effect", token=token)


@cache
def _level_ids() -> frozenset[str]:
    return frozenset(i for i in MESSAGES.ids() if i.startswith("magic-"))


def level_text(faction: str, level: int, text: str, owner: str | None = None) -> str:
    """Magic level ``level`` of ``faction`` (an id) as it is said: the message ``magic-FACTION-LEVEL``
    of the language, to its owner (``owner`` None) or of another player named ``owner``; a faction
    with no message (a custom one) is said from its printed ``text`` (:func:`ability_text`)."""
    msg = f"magic-{faction}-{level}"
    if msg not in _level_ids():
        return ability_text(text, owner)
    return MESSAGES(msg, mine=owner is None, owner=owner or "", elision=owner is not None and owner[:1].lower()
                    in "aeiouy")


_YOU_VERBS = {"are": "is", "have": "has", "were": "was", "may": "may", "can": "can", "will": "will",
              "must": "must", "still": "still", "only": "only"}
_YOU_ACTIONS = ("use", "attack", "defend", "collect", "trade", "pay", "win", "receive", "occupy", "patrol",
                "quest", "build", "spend", "gain", "select", "research", "expand", "take")


def ability_text(text: str, owner: str | None = None) -> str:
    """A faction level's text as it is said: to its owner as written (``owner`` None), or of
    another player named ``owner`` (:func:`third_person`); either way with the printed cards'
    slip "it cost them" said as "it costs them" (the data keeps the card's words)."""
    text = text.strip().replace("it cost them", "it costs them")
    return text if owner is None else third_person(text, owner)


def third_person(text: str, name: str) -> str:
    """An ability text written to its owner ("you", "your") said of another player, ``name``:
    "If you have ..." -> "If Orange has ...", "your total" -> "Orange's total"."""
    import re

    def subject(match: "re.Match[str]") -> str:
        word = match.group(2)
        low = word.lower()
        if low in _YOU_VERBS:
            return f"{name} {_YOU_VERBS[low]}"
        if low in _YOU_ACTIONS:
            ending = "ies" if low.endswith("y") and low[-2] not in "aeiou" else "s"
            return f"{name} {word[:-1] + ending if ending == 'ies' else word + ending}"
        return f"{name} {word}"

    text = re.sub(r"\b([Yy]ou) ([A-Za-z]+)\b", subject, text)
    text = re.sub(r"\b[Yy]our\b", f"{name}'s", text)
    return re.sub(r"\b[Yy]ou\b", name, text)


#: Characters of text said on one line by :func:`in_parts` (with its lead, every line under 200).
from tek_access.core.text import PART, in_parts  # noqa: E402,F401  (shared by every game)

