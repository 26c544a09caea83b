"""Tiny Epic Vikings, registered as ``vikings``: the one object the shared front end reaches it by.

Each part is a module path, imported on first use (:meth:`GameDefinition.part`). The rules,
computer players and ``simulate`` are the rules helper's; the front-end parts (grammar, queries,
narration, prompts, table, options, online, tutorial, braille) live beside them in this package.
"""
from tek_access.core.definition import GameDefinition, ShellWords, parts_in

DEFINITION = GameDefinition(
    id="vikings",
    title="Tiny Epic Vikings",
    save_format="tek-access-vikings",
    words=ShellWords(secret="face-down card", secrets="face-down cards", reveal="the battle's reveal"),
    parts=parts_in("tek_access.games.vikings", prompts="tek_access.games.vikings.narration.prompts",
                   simulate="tek_access.games.vikings.bots.simulate"),
)
