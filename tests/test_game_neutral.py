"""One game, one definition (issue 18, item 2): the shared front end holds no word of one game.

The console, the session, the session commands, the tutorial shell, the parser shell, the seat
object, the server (lobby, tables, doors, web door), the registry and the command line find a game by name
(``tek_access.core.registry``) and reach its words through its definition. A grep with the field's terms of Tiny Epic
Kingdoms over those files finds none; the game's own package (``tek_access/games/tek``) holds them.
"""
import re
from pathlib import Path

import pytest

from tek_access.core import registry

ROOT = Path(__file__).resolve().parent.parent / "tek_access"
#: the front end every game shares
FRONT = sorted([*ROOT.glob("ui/*.py"), *ROOT.glob("grammar/*.py"), *ROOT.glob("core/*.py"), *ROOT.glob("server/*.py"),
                ROOT / "games" / "__init__.py", ROOT / "cli.py", ROOT / "owner.py"])
#: Tiny Epic Kingdoms' terms (the game's words, not English at large)
TERMS = re.compile(r"\b(meeples?|patrol|quest|war die|war dice|white flag|retreat|alliances?|tower|magic|mana|ore|"
                   r"food|factions?|territory|territories|regions?|exploration|ruins|dummy|compass|tiny epic kingdoms|"
                   r"kingdoms?|capital|orcs|elves|dwarves|war_revealed|token_revealed|"
                   r"vikings?|runes?|rage|fjords?|settlers?|favour|valkyries?|islands?)\b", re.IGNORECASE)


#: a line of the registry of games, which names each game by its id and package (core/registry.py)
REGISTRY_LINE = re.compile(r'\s*"\w+": "tek_access\.games\.\w+\.definition",$')


#: the web page's ARIA terms, which are not the game's
ARIA = re.compile(r"\b(alert|live) region\b", re.IGNORECASE)


@pytest.mark.parametrize("path", FRONT, ids=lambda p: str(p.relative_to(ROOT)))
def test_a_front_end_file_names_no_term_of_one_game(path):
    found = [f"{path.name}:{n}: {m.group(0)}" for n, line in enumerate(path.read_text().splitlines(), 1)
             if not REGISTRY_LINE.match(line) for m in TERMS.finditer(ARIA.sub("", line))]
    assert not found, found[:5]


def test_the_check_can_fail():
    assert TERMS.search("Blue's war die is locked") and TERMS.search("patrol to the plains")
    assert TERMS.search("sail 3 to the north fjord") and TERMS.search('event.kind == "war_revealed"')


def test_games_are_found_by_name_and_an_unknown_one_is_refused_with_the_names():
    assert registry.get("tek").title == "Tiny Epic Kingdoms" and registry.get().id == registry.DEFAULT
    assert "tek" in registry.names()
    with pytest.raises(ValueError, match="Unknown game 'chess'. Games: tek"):
        registry.get("chess")


def test_every_part_of_a_definition_loads():
    for name in registry.names():
        definition = registry.get(name)
        for part in definition.parts:
            assert definition.part(part) is not None
        assert definition.queries and definition.grammar.commands()
