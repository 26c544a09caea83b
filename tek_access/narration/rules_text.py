"""The in-game ``rules [TOPIC]`` text, read from ``data/rules.toml``."""
from __future__ import annotations

from functools import lru_cache

from tek_access.datafile import DataError, read_toml
from tek_access.rules.catalog import data_file


@lru_cache(maxsize=1)
def rules_topics() -> dict[str, dict]:
    """Topic name -> {"words": [...], "lines": [...]}; raises DataError when the packaged
    rules.toml cannot be read or parsed (see :func:`read_toml`) or a topic is malformed."""
    data = read_toml(data_file("rules.toml"))
    topics = {}
    for i, entry in enumerate(data.get("topic", []), 1):
        if not isinstance(entry.get("name"), str) or not isinstance(entry.get("lines"), list):
            raise DataError("rules.toml", f"topic {i}", "needs a name and lines")
        topics[entry["name"]] = {"words": [str(w) for w in entry.get("words", [])],
                                 "lines": [str(x) for x in entry["lines"]]}
    return topics


def rules_lines(topic: str | None = None) -> list[str]:
    """The lines of one topic (found by name or any of its words), or the list of topics."""
    topics = rules_topics()
    if topic:
        key = topic.strip().lower()
        for name, entry in topics.items():
            if key == name or key in entry["words"]:
                return list(entry["lines"])
        return [f"No rules topic called {topic}. {len(topics)} topics: {', '.join(topics)}."]
    return [f"{len(topics)} rules topics: {', '.join(topics)}.", "Say rules and a topic, for example: rules war."]
