"""Undo in Tiny Epic Kingdoms: which events are reveals. The history itself and undo over it, the same for every
game, are :class:`tek_access.core.kernel.undo.UndoHistory` and :class:`tek_access.core.kernel.undo.Undoable` (the
base of :class:`tek_access.games.tek.rules.game.Game`, in its chain Undoable <- MeepleBoard <- Game): undo never
goes back past a reveal (war dice, an exploration token turned over, the dummy's roll): hidden information already
shown cannot be hidden again (``architecture.md``, Saves and undo)."""
from __future__ import annotations

#: Events that show a seat something it could not know before (000, War: Reveal; Playing with the Exploration
#: Tokens: a token turned over, and where the shuffled tokens go at 5 players; 002, Solo Play Rules: the
#: dummy's roll): undo stops there, and a look-ahead on a view stops at them.
REVEAL_EVENTS = frozenset({"token_revealed", "tokens_placed", "war_revealed", "dummy_rolled"})
