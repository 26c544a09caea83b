"""Tiny Epic Vikings' table options for ``tek-access play --game vikings``: the seats (2 to 4
players; the computer players are random or normal), making a new game and loading a saved one.
Source: 003 (Tiny Epic Vikings), Game settings (2 to 4 players for this project: solo is not
played)."""
from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tek_access.games.vikings.messages import MESSAGES

if TYPE_CHECKING:  # pragma: no cover - the owner-side part: it makes and loads whole games
    from tek_access.core.parts import WholeGame
    from tek_access.games.vikings.rules.game import Game
    from tek_access.games.vikings.view import VikingsView

#: how many players a table takes, as the play options' help says it
PLAYERS = "2 to 4"
#: fewest and most players
LOW, HIGH = 2, 4
#: the computer players Vikings has (no strong player)
BOT_KINDS = ("normal", "random")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Vikings has no table options of its own beyond the shared ones (players, seats, seed)."""


def seats(args: argparse.Namespace, kinds: tuple[str, ...], error: Callable[[str], None]) -> list[str] | None:
    """Refuse what a Vikings table cannot seat (a strong computer player, a player count out of
    2 to 4) with the reason and what works; None: the usual seats. ``error`` does not return."""
    said = [s.strip().lower() for s in (args.seats or "").split(",") if s.strip()]
    if "strong" in said:
        error(MESSAGES("options-no-strong"))
    count = len(said) if said else args.players
    if count is not None and not LOW <= count <= HIGH:
        error(MESSAGES("options-players-try", low=LOW, high=HIGH, count=count))
    return None


def catalog(args: argparse.Namespace) -> None:
    """Vikings reads its own data files (no player's own files yet): nothing to pass on."""
    return None


def new_game(args: argparse.Namespace, players: int, seed: int, data: object) -> "Game":
    """A new Vikings game (ValueError with a short reason when the table does not fit)."""
    from tek_access.games.vikings.rules.game import Game

    if not LOW <= players <= HIGH:
        raise ValueError(MESSAGES("options-players", low=LOW, high=HIGH, count=players))
    return Game.new(players=players, seed=seed)


def load(path: str | Path, data: object) -> "WholeGame":
    """A saved Vikings game (SaveError naming the file, the place and the problem)."""
    from tek_access.storage import load_game

    return load_game(path)


def save_data(game: "Game") -> dict[str, Any]:
    """What a Vikings save holds: the whole game as the rules write it (its ``game`` field names
    Vikings, so :func:`tek_access.storage.load_game` hands it back to :func:`from_save`)."""
    return dict(game.to_json())


def from_save(data: Any, source: str, catalog: Any = None) -> "Game":
    """The game a Vikings save's parsed ``data`` holds, checked by the rules (shape and
    invariants) and by a replay of its log from its start, which must give the saved state.
    ``catalog`` is not read (Vikings has no data of the player's own: its built-in data is used). Raises
    SaveError naming the file, the place and the problem."""
    from tek_access.core.kernel.saves import SaveError
    from tek_access.core.messages import CORE
    from tek_access.games.vikings.rules.game import Game

    game = Game.from_json(data, source=source)
    if game.initial is not None and game.log:
        try:
            again = game.replay(game.log[:])
        except (ValueError, KeyError, IndexError, TypeError) as exc:  # IllegalChoice is a ValueError
            raise SaveError(source, "log", CORE("save-replay-refused", problem=str(exc))) from None
        if again.state.to_json() != game.state.to_json():
            raise SaveError(source, "state", CORE("save-replay-differs"))
    return game


def opening_lines(game: "VikingsView", args: argparse.Namespace) -> list[str]:
    """What a new game says after its first line: the map side and the gods in play."""
    from tek_access.games.vikings.narration.describe import opening_lines as lines

    return lines(game)
