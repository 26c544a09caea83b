"""Tiny Epic Kingdoms' commands that answer only some decisions, read from ``data/verbs.toml``: the decision kinds
each answers or starts from (:data:`VERB_DECISIONS`: at any other decision its words are not read as regions) and
why it does not answer another (:data:`VERB_WHEN`, said before the question). A problem in the file is a
:class:`~tek_access.core.kernel.datafile.DataError` naming the file, the place and the problem.
"""
from __future__ import annotations

from typing import Any

from tek_access.core.kernel.datafields import Fields, top_tables
from tek_access.core.kernel.datafile import DataError, load_data
from tek_access.games.tek.rules.catalog import data_file
from tek_access.games.tek.rules.model import DecisionKind

__all__ = ["VERB_DECISIONS", "VERB_WHEN", "parse_verbs"]


def parse_verbs(document: dict[str, Any], file: str) -> tuple[dict[str, set[DecisionKind]], dict[str, str]]:
    """The two tables of a parsed ``verbs.toml``, in file order. Raises DataError for an unknown key or decision
    kind, a missing field, or a command named twice."""
    kinds = {kind.value for kind in DecisionKind}
    decisions: dict[str, set[DecisionKind]] = {}
    when: dict[str, str] = {}
    for index, raw in enumerate(top_tables(document, file, "verb"), start=1):
        fields = Fields(raw, file, f"verb {index}")
        name = fields.text("name")
        answers = fields.array("answers")
        said = fields.text("when")
        fields.finish()
        bad = [kind for kind in answers if kind not in kinds]
        if bad or not answers:
            raise DataError(file, f"verb {name!r}", f"unknown decision kind {bad[0]!r}" if bad else "answers nothing")
        if name in decisions:
            raise DataError(file, f"verb {name!r}", "named twice")
        decisions[name] = {DecisionKind(kind) for kind in answers}
        when[name] = said
    return decisions, when


#: command -> the decision kinds it answers or starts from ("war": a war die)
VERB_DECISIONS: dict[str, set[DecisionKind]]
#: command -> the message id of why it does not answer the pending decision, said before the question
#: (:func:`when_said` says it)
VERB_WHEN: dict[str, str]
VERB_DECISIONS, VERB_WHEN = load_data(str(data_file("verbs.toml")), parse_verbs)


def when_said() -> dict[str, str]:
    """Command -> why it does not answer the pending decision, in the current language."""
    from tek_access.games.tek.messages import MESSAGES

    return {verb: MESSAGES(msg, action=verb) for verb, msg in VERB_WHEN.items()}
