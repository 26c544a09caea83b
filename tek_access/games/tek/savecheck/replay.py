"""The replay check: a save's log, played from its initial state by the engine itself, must give
exactly the saved state, each entry the deciding seat's."""
from __future__ import annotations

from typing import Any

from tek_access.core.kernel.saves import SaveError
from tek_access.games.tek.savecheck.shape import show


def replay(game, data: dict, source: str) -> None:
    """Play the log from the initial state; the result must be the saved state."""
    from tek_access.core.kernel.engine import IllegalChoice
    from tek_access.games.tek.rules.game import Game
    from tek_access.games.tek.rules.state import GameState

    initial = data["initial"]
    try:
        start = GameState.from_json(initial)
        replay = Game(game.catalog, game.config, start, [], 0, initial)
        replay.choices()
    # Guards replaying a save's untrusted data through the engine: whatever the engine raises on it is the save's
    # fault as far as the player can act, and is named (file, place, the exception's type) in a SaveError.
    # Not a hiding place for engine bugs: the rules' tests and the replay tests run the engine without this net.
    except Exception as exc:  # noqa: BLE001
        raise SaveError(source, "initial", f"not a state the game can start from ({type(exc).__name__})") from None
    for i, (seat, choice) in enumerate(game.log):
        place = f"log[{i}]"
        pending = replay.pending
        if pending is None:
            raise SaveError(source, place, "the game was already over")
        if seat != pending.player:
            raise SaveError(source, f"{place}[0]", f"seat {seat}, but seat {pending.player} was deciding")
        try:
            replay.apply(choice)
        except IllegalChoice as exc:
            raise SaveError(source, place, f"illegal choice {choice.kind} {show(choice.target)}: {exc}") from None
        except Exception as exc:  # noqa: BLE001 (as above: untrusted choices, named in the SaveError)
            raise SaveError(source, place, f"choice {choice.kind} cannot be played ({type(exc).__name__})") from None
    try:
        replay.choices()
    except Exception as exc:  # noqa: BLE001 (as above: an untrusted state, named in the SaveError)
        raise SaveError(source, "state", f"the next decision cannot be worked out ({type(exc).__name__})") from None
    if game.pending is not None and not replay.choices():
        raise SaveError(source, "state.tasks", "the next decision has no legal choice")
    saved, replayed = data["state"], replay.state.to_json()
    if saved != replayed:
        place = _first_difference(saved, replayed, "state")
        raise SaveError(source, place, "differs from a replay of the log from the initial state")
    if replay.barrier != data["barrier"]:
        raise SaveError(source, "barrier", f"is {data['barrier']}, a replay gives {replay.barrier}")


def _first_difference(a: Any, b: Any, place: str) -> str:
    """The key path of the first place where JSON values ``a`` and ``b`` differ."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if a.get(key, _MISSING) != b.get(key, _MISSING):
                if key in a and key in b:
                    return _first_difference(a[key], b[key], f"{place}.{key}")
                return f"{place}.{key}"
        return place
    if isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return _first_difference(x, y, f"{place}[{i}]")
        return place
    return place


_MISSING = object()
