"""Seeds for online tables and their computer players, from the operating system's generator.

A seed of 64 random bits from :mod:`secrets` cannot be searched for from a game's public moves
(a game is dealt in about 0.1 ms: a million guessable seeds take two minutes, 2**64 never end), so
the face-down tokens and the computer players' future dice stay unknown to every player.
"""
from __future__ import annotations

import secrets

SEED_BITS = 64


def new_seed() -> int:
    """A fresh seed: 64 random bits from :mod:`secrets`, never 0."""
    return secrets.randbits(SEED_BITS) or 1
