"""The replay check: a save's log, played from its initial state by the engine itself, must give
exactly the saved state, each entry the deciding seat's."""
from __future__ import annotations

from typing import Any

from tek_access.core.kernel.saves import SaveError
from tek_access.core.messages import CORE
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
        raise SaveError(source, "initial", CORE("save-replay-bad-start", problem=type(exc).__name__)) from None
    for i, (seat, choice) in enumerate(game.log):
        place = f"log[{i}]"
        pending = replay.pending
        if pending is None:
            raise SaveError(source, place, CORE("save-replay-over"))
        if seat != pending.player:
            raise SaveError(source, f"{place}[0]", CORE("save-replay-wrong-seat", seat=seat, deciding=pending.player))
        try:
            replay.apply(choice)
        except IllegalChoice as exc:
            raise SaveError(source, place, CORE("save-replay-illegal", choice=f"{choice.kind} {show(choice.target)}",
                                                  problem=str(exc))) from None
        except Exception as exc:  # noqa: BLE001 (as above: untrusted choices, named in the SaveError)
            raise SaveError(source, place, CORE("save-replay-unplayable", kind=str(choice.kind),
                                                  problem=type(exc).__name__)) from None
    try:
        replay.choices()
    except Exception as exc:  # noqa: BLE001 (as above: an untrusted state, named in the SaveError)
        raise SaveError(source, "state", CORE("save-replay-next-unknown", problem=type(exc).__name__)) from None
    if game.pending is not None and not replay.choices():
        raise SaveError(source, "state.tasks", CORE("save-replay-no-choice"))
    saved, replayed = data["state"], replay.state.to_json()
    if saved != replayed:
        place = _first_difference(saved, replayed, "state")
        raise SaveError(source, place, CORE("save-replay-state-differs"))
    if replay.barrier != data["barrier"]:
        raise SaveError(source, "barrier", CORE("save-replay-barrier", saved=str(data["barrier"]),
                                                        replayed=str(replay.barrier)))


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
