"""The family's kernel: what every game's rules build on and nothing of a game or a front end.

- :mod:`.engine`: the engine contract (choice, decision, event, the illegal-choice refusal);
- :mod:`.rng`: the seeded random source and seed derivation;
- :mod:`.undo`: the one undo history every game records into;
- :mod:`.datafile` and :mod:`.datafields`: reading a game's TOML data files, and the errors that name
  file, place and problem.

The rules of each game may import these modules and no other module of the core (the import contracts
in pyproject.toml); ``engine``, ``rng``, ``datafields`` and ``undo`` are compiled with TEK's rules.
"""
