"""Tiny Epic Kingdoms, registered as ``tek``: the one object the shared front end reaches it by."""
from tek_access.games.definition import GameDefinition, ShellWords

DEFINITION = GameDefinition(
    id="tek",
    title="Tiny Epic Kingdoms",
    save_format="tek-access",
    words=ShellWords(secret="war die", secrets="war dice", reveal="the reveal"),
    parts={
        "grammar": "tek_access.games.tek.grammar",
        "queries": "tek_access.games.tek.queries",
        "narration": "tek_access.games.tek.narration.events",
        "prompts": "tek_access.games.tek.narration.prompts",
        "table": "tek_access.games.tek.table",
        "options": "tek_access.games.tek.options",
        "tutorial": "tek_access.games.tek.tutorial",
        "simulate": "tek_access.bots.simulate",
        "braille": "tek_access.braille.command",
        "online": "tek_access.games.tek.online",
    },
)
