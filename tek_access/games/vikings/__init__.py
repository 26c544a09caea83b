"""Tiny Epic Vikings (003_e355be14bd9c4768.txt), registered as ``vikings``: rules in ``rules/``, this
project's own card and map set in ``data/``, computer players in ``bots.py``."""
