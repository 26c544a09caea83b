"""Tiny Epic Vikings' engine: pure, deterministic, no I/O. The contract with the front end: :mod:`.model`."""
