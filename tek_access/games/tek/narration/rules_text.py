"""The in-game ``rules [TOPIC]`` text: the topics and the words that find them from ``data/rules.toml``,
each topic's lines from the game's messages (``rules-topic-NAME``, one line of the message a line
said), the rulesets' differences from ``rules-difference-RULESET-ID`` (issue 36)."""
from __future__ import annotations

from functools import lru_cache

from tek_access.core.kernel.datafile import DataError, read_toml
from tek_access.games.tek.messages import MESSAGES
from tek_access.games.tek.narration.words import document_name
from tek_access.games.tek.rules.catalog import data_file


@lru_cache(maxsize=1)
def rules_topics() -> dict[str, dict]:
    """Topic name -> {"words": [...]}, in file order; raises DataError when the packaged rules.toml
    cannot be read or parsed (see :func:`read_toml`) or a topic is malformed."""
    data = read_toml(data_file("rules.toml"))
    topics = {}
    for i, entry in enumerate(data.get("topic", []), 1):
        if not isinstance(entry.get("name"), str):
            raise DataError("rules.toml", f"topic {i}", "needs a name")
        topics[entry["name"]] = {"words": [str(w) for w in entry.get("words", [])]}
    return topics


def topic_lines(name: str) -> list[str]:
    """The lines of topic ``name`` in the current language."""
    return MESSAGES(f"rules-topic-{name}").split("\n")


def topic_name(name: str) -> str:
    """A topic's name as the language says it ("war"; French "guerre")."""
    return MESSAGES("rules-topic-name", topic=name)


def _fold(text: str) -> str:
    from tek_access.grammar.language import fold

    return " ".join(fold(text).split())


def difference_lines(rules, differences) -> list[str]:
    """Each of ``differences`` (of ruleset ``rules``) said with its document and section."""
    return [MESSAGES("rules-difference", text=MESSAGES(f"rules-difference-{rules.id}-{d.id}"),
                     source=document_name(d.source)) for d in differences]


def rules_lines(topic: str | None = None, ruleset: str | None = None) -> list[str]:
    """The lines of one topic (found by name, any of its words, or its name in the language), or the
    list of topics and a line naming the rulesets; an unknown topic gives its name (cut at 60
    characters) and the topics. Every line is under 200 characters.

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
            if key == name or key in entry["words"] or _fold(key) == _fold(topic_name(name)):
                lines = topic_lines(name)
                if rules is not None and rules.id != name:
                    extra = [d for d in rules.differences if d.topic == name or d.topic in entry["words"]]
                    if extra:
                        lines.append(MESSAGES("rules-differences-here", n=len(extra), name=rules.name, id=rules.id))
                        lines += difference_lines(rules, extra)
                return lines
        shown = " ".join(topic.split())
        if len(shown) > 60:  # a huge line is not read back whole
            shown = shown[:57].rstrip() + "..."
        return [MESSAGES("rules-unknown", topic=shown + ("" if shown.endswith("...") else ".")),
                MESSAGES("rules-topics", n=len(topics), topics=", ".join(topic_name(t) for t in topics))]
    rulesets = [r for r in every if r not in topics]
    lines = [MESSAGES("rules-topics-all", n=len(topics), topics=", ".join(topic_name(t) for t in topics))]
    if rulesets:
        lines.append(MESSAGES("rules-rulesets", n=len(rulesets), rulesets=", ".join(rulesets)))
    lines.append(MESSAGES("rules-say-topic"))
    if rules is not None:
        lines.insert(0, MESSAGES("rules-in-play", name=rules.name, id=rules.id, source=document_name(rules.source)))
    return lines


def ruleset_lines(rules) -> list[str]:
    """``rules tek``, ``rules utek``, ``rules microgame``: a ruleset and every way it differs from
    the rulebook, each with its document and section (data/rulesets.toml)."""
    lines = [MESSAGES("ruleset-head", name=rules.name, id=rules.id, source=document_name(rules.source),
                      low=rules.min_players, high=rules.max_players)]
    if not rules.differences:
        lines.append(MESSAGES("ruleset-as-written"))
    else:
        lines.append(MESSAGES("ruleset-differences", n=len(rules.differences)))
        lines += difference_lines(rules, rules.differences)
    return lines
