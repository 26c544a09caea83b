"""The in-game ``rules [TOPIC]`` text, read from ``data/rules.toml``."""
from __future__ import annotations

from functools import lru_cache

from tek_access.core.kernel.datafile import DataError, read_toml
from tek_access.games.tek.narration.words import document_name
from tek_access.games.tek.rules.catalog import data_file


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


def rules_lines(topic: str | None = None, ruleset: str | None = None) -> list[str]:
    """The lines of one topic (found by name or any of its words), or the list of topics and a
    line naming the rulesets; an unknown topic gives its name (cut at 60 characters) and the topics.
    Every line is under 200 characters.

    ``ruleset``: the id of the rules in play; its differences from the rulebook that belong to the
    topic follow the topic's lines, each with its document and section (rulings.md, Variants),
    and the list of topics starts by naming the rules in play."""
    from tek_access.games.tek.rules.rulesets import get, load_rulesets

    rules = get(ruleset) if ruleset else None
    topics = rules_topics()
    every = load_rulesets()
    if topic:
        key = topic.strip().lower()
        if key in every:
            return ruleset_lines(every[key])
        for name, entry in topics.items():
            if key == name or key in entry["words"]:
                lines = list(entry["lines"])
                if rules is not None and rules.id != name:
                    extra = [d for d in rules.differences if d.topic == name or d.topic in entry["words"]]
                    if extra:
                        lines.append(f"{len(extra)} difference{'s' if len(extra) != 1 else ''} in this game, "
                                     f"{rules.name} ({rules.id}):")
                        lines += [f"{d.text} ({document_name(d.source)})" for d in extra]
                return lines
        shown = " ".join(topic.split())
        if len(shown) > 60:  # a huge line is not read back whole
            shown = shown[:57].rstrip() + "..."
        return [f"No rules topic called {shown}{'' if shown.endswith('...') else '.'}",
                f"{len(topics)} topics: {', '.join(topics)}."]
    rulesets = [r for r in every if r not in topics]
    lines = [f"{len(topics)} rules topics: {', '.join(topics)}."]
    if rulesets:
        lines.append(f"{len(rulesets)} rulesets: {', '.join(rulesets)}.")
    lines.append("Say rules and a topic, for example: rules war.")
    if rules is not None:
        lines.insert(0, f"Rules in play: {rules.name} ({rules.id}), from {document_name(rules.source)}. "
                        f"Say rules {rules.id} for how they differ from the rulebook.")
    return lines


def ruleset_lines(rules) -> list[str]:
    """``rules tek``, ``rules utek``, ``rules microgame``: a ruleset and every way it differs from
    the rulebook, each with its document and section (data/rulesets.toml)."""
    lines = [f"{rules.name} ({rules.id}), from {document_name(rules.source)}. "
             f"Players: {rules.min_players} to {rules.max_players}."]
    if not rules.differences:
        lines.append("The rulebook as written; every other ruleset is told as its differences from it.")
    else:
        lines.append(f"{len(rules.differences)} differences from the rulebook:")
        lines += [f"{d.text} ({document_name(d.source)})" for d in rules.differences]
    return lines
