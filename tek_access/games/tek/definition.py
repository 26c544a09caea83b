"""Tiny Epic Kingdoms, registered as ``tek``: the one object the shared front end reaches it by.

Each part is a module path, imported on first use (:meth:`GameDefinition.part`); what each part provides
is a protocol of :mod:`tek_access.core.parts`, and mypy holds each module to it here (the block below runs
only for the type checker: a part missing a function, or with another shape, fails ``mypy``).
"""
from typing import TYPE_CHECKING

from tek_access.core.definition import GameDefinition, ShellWords, parts_in

DEFINITION = GameDefinition(
    id="tek",
    title="Tiny Epic Kingdoms",
    save_format="tek-access",
    words=ShellWords("tek_access.games.tek.messages"),
    parts=parts_in("tek_access.games.tek", narration="tek_access.games.tek.narration.events",
                   prompts="tek_access.games.tek.narration.prompts", simulate="tek_access.games.tek.bots.simulate"),
)

if TYPE_CHECKING:  # pragma: no cover - each part against its protocol (the modules named in DEFINITION)
    from tek_access.core import parts
    from tek_access.games.tek import braille, grammar, online, options, queries, table, tutorial
    from tek_access.games.tek.bots import simulate
    from tek_access.games.tek.narration import events as narration
    from tek_access.games.tek.narration import prompts

    _grammar: parts.Grammar = grammar
    _queries: parts.Queries = queries
    _narration: parts.Narration = narration
    _prompts: parts.Prompts = prompts
    _table: parts.Table = table
    _options: parts.Options = options
    _online: parts.Online = online
    _tutorial: parts.Tutorial = tutorial
    _simulate: parts.Simulate = simulate
    _braille: parts.Braille = braille
