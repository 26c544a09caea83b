"""Imports point down (docs/architecture.md, "The rooms"): settings does not reach the audio
room, and narration's queries (describe) do not reach its event narrators, so the two
narration modules no longer import each other. Each check imports one module in a fresh
interpreter and looks at what came in with it."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest


def loaded_with(module: str) -> set[str]:
    """The tek_access modules a fresh interpreter holds after importing ``module``."""
    code = (f"import json, sys; import {module}; "
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('tek_access'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(json.loads(out.stdout))


@pytest.mark.parametrize("module, forbidden", [
    ("tek_access.settings", "tek_access.audio"),
    ("tek_access.games.tek.narration.describe", "tek_access.games.tek.narration.events"),
    ("tek_access.games.tek.narration.words", "tek_access.games.tek.narration.describe"),
    ("tek_access.games.tek.savecheck", "tek_access.games.tek.narration"),
    ("tek_access.categories", "tek_access.audio"),
])
def test_a_lower_module_does_not_import_a_higher_one(module, forbidden):
    above = sorted(m for m in loaded_with(module) if m == forbidden or m.startswith(forbidden + "."))
    assert above == [], f"{module} imports {above}"


def test_narration_events_still_answers_by_its_old_names():
    from tek_access.games.tek.narration import events

    for name in ("narrate", "Line", "NARRATORS", "compass_lines", "ruleset_line", "token_name", "token_effect"):
        assert hasattr(events, name), name
    assert "game_over" in events.NARRATORS and "dummy_chose" in events.NARRATORS
