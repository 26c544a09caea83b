"""docs/fr/jouer.md, the French players' page: every command it shows is understood in French play
(issue 36, item 7): parsed, in the game it is shown for, to a command the game knows, never refused
for a word it does not know."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from tek_access.core.messages import speaking
from tek_access.core.seat import SeatView
from tek_access.grammar import parser

PAGE = Path(__file__).resolve().parents[1] / "docs" / "fr" / "jouer.md"
#: shown as what the normaliser takes or an English alias, not as a command to type in a game
NOT_COMMANDS = ("--", "foret", "l'île", "d'Ironcliff", "help", "keep", "settings", "Tapez")


def _examples() -> dict[str, list[str]]:
    text = PAGE.read_text(encoding="utf-8")
    part = text[text.index("## Les commandes en français"):text.index("## En ligne")]
    shared, tek, vikings = re.split(r"\nTiny Epic Kingdoms :|\nTiny Epic Vikings :", part)

    def commands(block: str) -> list[str]:
        return [e for e in re.findall(r"`([^`\n]+)`", block) if not e.startswith(NOT_COMMANDS)]

    return {"tek": commands(shared) + commands(tek), "vikings": commands(shared) + commands(vikings)}


def _game(name: str):
    """A game past its setup (seed 1: Ashfall Reach is on the Tiny Epic Kingdoms table, the page's regions)."""
    if name == "tek":
        from tek_access.games.tek.rules.game import Game
    else:
        from tek_access.games.vikings.rules.game import Game  # type: ignore[assignment]
    game = Game.new(players=3, seed=1)
    for _ in range(12):  # past the setup: the territories chosen, their regions on the table
        game.apply(game.choices()[0])
    return game


@pytest.mark.parametrize("name", ["tek", "vikings"])
def test_every_french_command_on_the_players_page_is_understood(name):
    examples = _examples()[name]
    assert len(examples) >= 25, examples
    game = _game(name)
    view = SeatView(game, game.pending.player)
    with speaking("fr"):
        for typed in examples:
            command = parser.parse(typed, view)
            if isinstance(command, parser.Unknown):  # a play refused in setup still names its command
                assert "ne connais pas" not in command.reason and "do not know" not in command.reason, \
                    (typed, command.reason)


def test_a_command_the_game_does_not_know_is_told_apart():
    """The check above can fail: a word no file has is refused as unknown."""
    game = _game("vikings")
    with speaking("fr"):
        command = parser.parse("sauter", SeatView(game, game.pending.player))
    assert isinstance(command, parser.Unknown) and "ne connais pas" in command.reason
