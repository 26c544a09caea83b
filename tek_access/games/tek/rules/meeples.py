"""Meeples on the board: placing, lifting, standing up and clearing them, with the per-seat index
the game keeps of them (a part of :class:`tek_access.games.tek.rules.game.Game`: its base, above
:class:`tek_access.core.kernel.undo.Undoable`). Source: 000,
Ruins (a meeple entering ruins is knocked over and searches); 002, Ruins (the variant that collects)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tek_access.core.kernel.undo import Undoable
from tek_access.games.tek.rules.model import Meeple
from tek_access.games.tek.rules.state import GameState

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.rulesets import Ruleset


class MeepleBoard(Undoable[GameState]):
    """A base of :class:`~tek_access.games.tek.rules.game.Game`, which holds ``state``, ``rules``,
    ``region``, and the index ``_count``, ``_where`` and ``_sorted`` these methods keep.

    A region's list of meeples is never changed in place: each change puts a new list in
    ``state.regions``, so copies of the state (:meth:`GameState.clone`) share the lists."""

    # What Game gives (declared for the type checker only: no class attribute is made)
    rules: Ruleset
    _count: dict[int, int]
    _where: dict[int, dict[str, int]]
    _sorted: dict[int, list[str]]

    def region(self, rid: str) -> Any:
        """Given by Game."""
        raise NotImplementedError

    def place(self, p: int, rid: str, searching: bool | None = None) -> None:
        """Put a meeple of ``p`` in ``rid``, knocked over (searching) when it is ruins (000, Ruins)
        unless ``searching`` says otherwise."""
        if searching is None:
            searching = not self.rules.ruins_collect and self.region(rid).type == "ruins"
        regions = self.state.regions
        occ = regions.get(rid)
        meeple = Meeple(p, searching)
        regions[rid] = [*occ, meeple] if occ else [meeple]  # a new list: copies of the state share the old one
        self._count[p] = self._count.get(p, 0) + 1
        where = self._where.setdefault(p, {})
        where[rid] = where.get(rid, 0) + 1
        self._sorted.pop(p, None)

    def knocks_over(self, rid: str) -> bool:
        """True when a meeple entering ``rid`` is knocked over and searches: ruins, unless the
        ruleset collects from ruins instead (000, Ruins; 002, Ruins)."""
        return not self.rules.ruins_collect and self.region(rid).type == "ruins"

    def lift(self, p: int, rid: str, standing: bool | None = None) -> int | None:
        """Take one meeple of ``p`` off ``rid`` (a standing one when ``standing``, a searching one
        when False). Returns the other owner left in the region, or None. Raises AssertionError
        when there is no such meeple (the handlers check first)."""
        regions = self.state.regions
        occ = regions[rid]
        partner = None
        for i, m in enumerate(occ):
            if m.owner == p and (standing is None or m.searching != standing):
                occ = regions[rid] = occ[:i] + occ[i + 1:]  # a new list (see place)
                break
        else:
            raise AssertionError(f"no meeple of seat {p} in {rid}")
        for m in occ:
            if m.owner != p:
                partner = m.owner
        self._forget(p, rid)
        return partner

    def stand_up(self, p: int, rid: str) -> None:
        """Stand up a searching meeple of ``p`` in the ruins ``rid`` (000, Ruins)."""
        regions = self.state.regions
        occ = regions[rid]
        for i, m in enumerate(occ):
            if m.owner == p and m.searching:
                occ = regions[rid] = occ.copy()  # a new list (see place)
                occ[i] = Meeple(p, False)
                return

    def clear_region(self, rid: str) -> list[Meeple]:
        """Remove every meeple from ``rid``; return them."""
        occ = self.state.regions.get(rid) or []
        self.state.regions[rid] = []
        for m in occ:
            self._forget(m.owner, rid)
        return list(occ)

    def _forget(self, p: int, rid: str) -> None:
        """Take one meeple of ``p`` in ``rid`` out of the index; a seat with none left leaves it,
        so the index is the same however the board came about."""
        count = self._count[p] - 1
        where = self._where[p]
        left = where[rid] - 1
        if left:
            where[rid] = left
        else:
            del where[rid]
            self._sorted.pop(p, None)
        if count:
            self._count[p] = count
        else:
            del self._count[p], self._where[p]
