"""Tiny Epic Kingdoms, registered as ``tek``: the one object the shared front end reaches it by."""
from tek_access.core.definition import GameDefinition, ShellWords, parts_in

DEFINITION = GameDefinition(
    id="tek",
    title="Tiny Epic Kingdoms",
    save_format="tek-access",
    words=ShellWords(secret="war die", secrets="war dice", reveal="the reveal"),
    parts=parts_in("tek_access.games.tek", narration="tek_access.games.tek.narration.events",
                   prompts="tek_access.games.tek.narration.prompts", simulate="tek_access.games.tek.bots.simulate"),
)
