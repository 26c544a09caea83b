"""Tiny Epic Vikings, registered as ``vikings``: the one object the shared front end reaches it by.

Each part is a module path, imported on first use (:meth:`GameDefinition.part`). The rules,
computer players and ``simulate`` are the rules helper's; the front-end parts (grammar, queries,
narration, prompts, table, options, online, tutorial, braille) live beside them in this package.
What each part provides is a protocol of :mod:`tek_access.core.parts`, and mypy holds each module to
it here (the block below runs only for the type checker: a part missing a function, or with another
shape, fails ``mypy``).
"""
from typing import TYPE_CHECKING

from tek_access.core.definition import GameDefinition, ShellWords, parts_in

DEFINITION = GameDefinition(
    id="vikings",
    title="Tiny Epic Vikings",
    save_format="tek-access-vikings",
    words=ShellWords("tek_access.games.vikings.messages"),
    parts=parts_in("tek_access.games.vikings", prompts="tek_access.games.vikings.narration.prompts",
                   simulate="tek_access.games.vikings.bots.simulate"),
)

if TYPE_CHECKING:  # pragma: no cover - each part against its protocol (the modules named in DEFINITION)
    from tek_access.core import parts
    from tek_access.games.vikings import braille, grammar, narration, online, options, queries, table, tutorial
    from tek_access.games.vikings.bots import simulate
    from tek_access.games.vikings.narration import prompts

    _grammar: parts.Grammar = grammar
    _queries: parts.Queries = queries
    _narration: parts.Narration = narration
    _prompts: parts.Prompts = prompts
    _table: parts.Table = table
    _options: parts.Options = options
    _own_save: parts.OwnSave = options
    _online: parts.Online = online
    _tutorial: parts.Tutorial = tutorial
    _simulate: parts.Simulate = simulate
    _braille: parts.Braille = braille
