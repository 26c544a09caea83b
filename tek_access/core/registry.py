"""The registry of games: one :class:`GameDefinition` per game of the family, found by name (the
family's kernel, with the definition and the seat view).

The console, the session, the tutorial shell, the server's lobby and tables, ``simulate`` and
``braille`` hold no word of one game: they look the game up here (``--game tek``, the default) and
reach everything game-specific through its definition: the rules entry and table options, the
grammar (command table and sentence resolver), the queries, prompts and narration, the bots, the
braille sheets and the tutorial script. In the spirit of boardgame.io's game object and
OpenSpiel's registered games; ours adds the words, narration and braille. Adding a game:
``docs/architecture.md``, "Adding a game".

A game's package is imported only when the game is first asked for, so starting one game loads
nothing of another.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.definition import GameDefinition

#: game id -> the module whose ``DEFINITION`` is that game's definition, in the order offered
REGISTERED: dict[str, str] = {
    "tek": "tek_access.games.tek.definition",
    "vikings": "tek_access.games.vikings.definition",
}
DEFAULT = "tek"


def names() -> list[str]:
    """The registered game ids, in the order a player is offered them."""
    return list(REGISTERED)


def get(name: str | None = None) -> "GameDefinition":
    """The definition of game ``name`` (None: the default). Raises ValueError with the known names
    for an unknown one."""
    key = (name or DEFAULT).strip().lower()
    module = REGISTERED.get(key)
    if module is None:
        from tek_access.core.messages import CORE

        raise ValueError(CORE("cli-unknown-game", name=repr(name), games=", ".join(REGISTERED)))
    return importlib.import_module(module).DEFINITION


def of(game) -> "GameDefinition":
    """The definition of the game ``game`` (a whole game or a seat's view) belongs to."""
    return get(getattr(game, "game_id", DEFAULT))


def not_taken(options: list[str], title: str) -> str:
    """The refusal of ``options`` (from :func:`options_not_taken`) for the game ``title``: "--X does not apply
    to TITLE. Not started."."""
    from tek_access.core.messages import CORE

    said = options[0]
    for option in options[1:]:  # "--a and --b and --c"
        said = CORE("list-and", head=said, last=option)
    return CORE("cli-not-apply", options=said, count=len(options), title=title)


def options_not_taken(args, name: str, part: str) -> list[str]:
    """The command-line options of another game's ``part`` ("options" for ``play``, "simulate", "braille")
    given in ``args`` (set to other than their default) that game ``name``'s own ``part`` does not take,
    as typed: an option of one game given with another is refused with them, never silently ignored."""
    import argparse

    def actions(game: str) -> dict[str, argparse.Action]:
        parser = argparse.ArgumentParser(add_help=False)
        get(game).part(part).add_arguments(parser)
        return {a.dest: a for a in parser._actions}

    own = actions(name)
    out: list[str] = []
    for other in names():
        for dest, action in actions(other).items() if other != name else ():
            if dest in own or not action.option_strings or action.option_strings[0] in out:
                continue
            if getattr(args, dest, action.default) not in (action.default, None, []):
                out.append(action.option_strings[0])
    return out
