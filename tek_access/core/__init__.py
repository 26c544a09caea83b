"""What every game of the family shares, below the games and the front ends (docs/architecture.md, "The rooms"):
the kernel (:mod:`.kernel`: the engine contract, the seeded random source, the undo history and the base of every
game's ``Game``, saves and data files), the registry of games and each game's definition (:mod:`.registry`,
:mod:`.definition`), what a front end may read of a game (:mod:`.view`) and the seat object (:mod:`.seat`), the
parsed line (:mod:`.parsed`), the shape of a refusal, the narrated line, words and text, suggestions, and the one
``simulate`` driver. Nothing here imports a game."""
