"""Tiny Epic Kingdoms' commands that answer only some decisions come from data/verbs.toml (issue 33): every
command there is in the command table, and a bad file is named with its place and problem."""
from __future__ import annotations

import pytest

from tek_access.core.kernel.datafile import DataError, read_toml_text
from tek_access.games.tek.commands import word_index
from tek_access.games.tek.rules.model import DecisionKind
from tek_access.games.tek.verbs import VERB_DECISIONS, VERB_WHEN, parse_verbs, when_said


def test_every_verb_is_a_command_with_its_decisions_and_its_reason():
    assert list(VERB_DECISIONS) == list(VERB_WHEN)
    assert VERB_DECISIONS["war"] == {DecisionKind.WAR_DIE}
    assert VERB_WHEN["stand"] == "refuse-when-stand"
    assert when_said()["stand"] == "Standing up a meeple in the ruins is a patrol: select patrol first."
    assert when_said()["build"] == ("Build is an action: select it on your turn, or take it when another player "
                                    "selects it.")
    commands = set(word_index().values())
    for verb in VERB_DECISIONS:
        assert verb.split()[0] in commands or verb in word_index(), verb


@pytest.mark.parametrize("text, place, problem", [
    ('[[verb]]\nname = "war"\nanswers = ["war_dice"]\nwhen = "x"\n', "verb 'war'", "unknown decision kind 'war_dice'"),
    ('[[verb]]\nname = "war"\nanswers = ["war_die"]\n', "verb 1", "when"),
    ('[[verb]]\nname = "war"\nanswers = ["war_die"]\nwhen = "x"\n[[verb]]\nname = "war"\nanswers = ["boost"]\n'
     'when = "y"\n', "verb 'war'", "named twice"),
])
def test_a_bad_verbs_file_is_named_with_its_place_and_problem(text, place, problem):
    with pytest.raises(DataError) as caught:
        parse_verbs(read_toml_text(text, "verbs.toml"), "verbs.toml")
    assert caught.value.file == "verbs.toml" and caught.value.place == place and problem in caught.value.problem
