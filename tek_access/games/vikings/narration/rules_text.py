"""``rules [TOPIC]`` for Tiny Epic Vikings: the rules as this game plays them, by topic, short lines
(source: 003_e355be14bd9c4768.txt; where it is unclear, docs/vikings-rulings.md), worded in the
game's messages (``rules-TOPIC``). The cards, gods,
favour cards and maps are this project's own design."""
from __future__ import annotations

from tek_access.games.vikings.messages import MESSAGES

#: the topics, in the order the overview names them; each is the message ``rules-TOPIC`` of the
#: game's messages, one line of the message a line said
TOPICS: tuple[str, ...] = ("overview", "draft", "turn", "sail", "deploy", "loot", "explore", "harvest", "build",
                           "runes", "battle", "rage", "villages", "scoring")
ALIASES = {"fight": "battle", "war": "battle", "favour": "battle", "ship": "sail", "settle": "deploy",
           "score": "scoring", "end": "scoring", "gods": "rage", "village": "villages", "complete": "villages",
           "influence": "runes", "island": "runes", "play": "turn", "cards": "draft"}


def _fold(word: str) -> str:
    """``word`` in lower case without accents ("Décompte" -> "decompte")."""
    import unicodedata

    return "".join(c for c in unicodedata.normalize("NFD", word.strip().lower()) if not unicodedata.combining(c))


def _topic_by_name() -> dict[str, str]:
    """Each topic by its name in every shipped language (``rules-name-TOPIC``), accents folded."""
    from tek_access.core.messages import LANGUAGES, speaking

    names: dict[str, str] = {}
    for code in LANGUAGES:
        with speaking(code):
            names.update({_fold(MESSAGES(f"rules-name-{t}")): t for t in TOPICS if t != "overview"})
    return names


def rules_lines(topic: str | None = None) -> list[str]:
    """The lines of ``topic`` (None: the overview), named in any shipped language or by an alias; an
    unknown topic names the topics in the language spoken."""
    key = _fold(topic or "overview")
    key = ALIASES.get(key, key)
    key = _topic_by_name().get(key, key)
    if key not in TOPICS:
        names = ", ".join(MESSAGES(f"rules-name-{t}") for t in TOPICS if t != "overview")
        return [MESSAGES("rules-unknown", topic=str(topic), topics=names)]
    return MESSAGES(f"rules-{key}").split("\n")
