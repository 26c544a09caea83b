"""rules covers every topic (issue 12, item 5): tower, magic, factions, exploration tokens,
2 and 5 players and the rulesets, each in short ASCII lines."""
from __future__ import annotations

import pytest

from tek_access.games.tek.narration.rules_text import rules_lines


@pytest.mark.parametrize("topic,word", [("tower", "Tower"), ("magic", "Magic"), ("factions", "Factions"),
                                        ("exploration", "Exploration"), ("tokens", "Exploration"),
                                        ("2 players", "Lost Kingdom"), ("5 players", "skipped"),
                                        ("rulesets", "utek"), ("utek", "Ultra Tiny")])
def test_every_topic_has_its_rules(topic, word):
    lines = rules_lines(topic)
    assert not lines[0].startswith("No rules topic"), lines
    assert any(word in line for line in lines)
    assert all(line.isascii() and len(line) < 200 for line in lines)


def test_the_topic_list_names_the_new_topics():
    first = rules_lines(None)[0]
    for name in ("tower", "magic", "factions", "exploration", "players", "rulesets"):
        assert name in first
