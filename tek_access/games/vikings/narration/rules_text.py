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


def rules_lines(topic: str | None = None) -> list[str]:
    """The lines of ``topic`` (None: the overview); an unknown topic names the topics."""
    key = (topic or "overview").strip().lower()
    key = ALIASES.get(key, key)
    if key not in TOPICS:
        return [MESSAGES("rules-unknown", topic=str(topic), topics=", ".join(t for t in TOPICS if t != "overview"))]
    return MESSAGES(f"rules-{key}").split("\n")
