"""Every decision kind is owned in one place: a rules handler, a grammar matcher, and a prompt
with choice labels; every handler and automatic step cites its source (issue 8, architecture.md).
"""
from __future__ import annotations

import ast
import inspect
import re
import sys
from pathlib import Path

import pytest

from tek_access.games.tek.answers import MATCHERS
from tek_access.games.tek.narration.prompts import PROMPTS
from tek_access.games.tek.rules.decisions import ASK, HANDLERS, SINGLE_ANSWERS_ITSELF, SKIP_WHEN_EMPTY, STEPS
from tek_access.games.tek.rules.model import DecisionKind

#: A citation: a source document by its number (shared/seeds: 000 the rulebook, 001, 002) or rulings.md.
CITES = re.compile(r"\b00[0-4]\b|rulings\.md")
KINDS = list(DecisionKind)


def docstring(obj) -> str:
    """The docstring of class or function ``obj`` as written in its source: the object's own, or,
    when the rules are compiled (mypyc keeps no docstrings), read from its module's .py file."""
    doc = inspect.getdoc(obj)
    if doc:
        return doc
    module = sys.modules[obj.__module__]
    path = Path(module.__file__)
    source = path.with_name("__init__.py" if path.name.startswith("__init__.") else path.name.split(".")[0] + ".py")
    for node in ast.parse(source.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.ClassDef, ast.FunctionDef)) and node.name == obj.__name__:
            return ast.get_docstring(node) or ""
    return ""


@pytest.mark.parametrize("kind", KINDS, ids=str)
def test_every_kind_has_a_handler_a_matcher_and_a_prompt(kind):
    assert kind in HANDLERS, f"{kind}: no rules handler in tek_access.games.tek.rules.decisions"
    assert kind in MATCHERS, f"{kind}: no answer matcher in tek_access.games.tek.answers"
    assert kind in PROMPTS, f"{kind}: no prompt in tek_access.games.tek.narration.prompts"


@pytest.mark.parametrize("kind", KINDS, ids=str)
def test_every_handler_cites_its_source(kind):
    handler = HANDLERS[kind]
    assert handler.kind is kind
    assert CITES.search(handler.source), f"{kind}: source {handler.source!r} names no document"
    assert CITES.search(docstring(type(handler))), f"{kind}: the handler's docstring cites nothing"
    assert handler.single in (ASK, SINGLE_ANSWERS_ITSELF, SKIP_WHEN_EMPTY)


@pytest.mark.parametrize("name", sorted(STEPS))
def test_every_automatic_step_cites_its_source(name):
    doc = docstring(STEPS[name])
    assert CITES.search(doc), f"step {name}: the docstring cites no document"


def test_no_kind_is_registered_twice_or_unknown():
    assert set(HANDLERS) == set(KINDS)
    assert set(MATCHERS) == set(KINDS)
    assert set(PROMPTS) == set(KINDS)
    assert not set(STEPS) & {str(k) for k in KINDS}, "a step and a decision share a name"
