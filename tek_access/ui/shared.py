"""What the game session and its command tables share: the seat kinds, the default save, the
verbosity levels, and the two answers the local session and the server give alike."""
from __future__ import annotations

SEAT_KINDS = ("human", "normal", "random", "strong")
VERBOSITY = ("brief", "normal", "full")


def secret_locked(game) -> bool:
    """True when a secret answer (set in secret, not yet revealed) is in ``game``: a save then
    would hold it. The game's own rule (its definition's ``table.secret_locked``)."""
    from tek_access.core import registry

    return bool(registry.of(game).table.secret_locked(game))


def undo_refusal(game, seat: int, fallback: str, barrier: int | None = None, shared: bool = False) -> str:
    """Why ``seat`` has nothing to undo, in the words of the local game and the server alike: no
    choice made yet, or a reveal since its last one (``barrier``: the log length at the last
    reveal, by default the game's own); else ``fallback``. The asker is "you", or named by colour
    at a ``shared`` keyboard."""
    from tek_access.core import registry

    words = registry.of(game).words
    barrier = game.barrier if barrier is None else barrier
    if not any(s == seat for s, _ in game.log):
        who = f"{game.name(seat)} has" if shared else "you have"
        return f"Nothing to undo: {who} made no choice yet."
    if not any(s == seat for s, _ in game.log[barrier:]):
        return (f"Nothing to undo: the {words.secrets} were revealed since your last choice, "
                f"and a revealed {words.secret} cannot be taken back.")
    return fallback
