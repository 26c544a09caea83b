"""The compass of the solo game as a clock over our grid territory cards.

Source: 002_80c4bb072699f43d.txt, Solo Play Rules: "Consider the Compass like a clock and the
number rolled on the die determines the direction of a virtual hand. This hand will point to the
selection. If the hand does not intersect a region, imagine that it rotates one position
clockwise and then continues to do so until a valid region is found"; by day the dummy selects
regions closer to the compass card, by night further; for a patrol (and, Ruling, a retreat) the
compass is "superimposed on the army".

Geometry (Ruling; written out in docs/rules.md, "Solo: the compass"): the cards are laid north to
south in cell units. The dummy's home side lies north (rows y 0..2), one row of cells holds the
compass cell (y 3..4), and your home side lies south (y 4..7); both cards and the compass are
centred on x = 0, every card read north up. The compass point is the centre of the compass cell
(0, 3.5). Hour h points h * 30 degrees clockwise from north (12 north, toward the dummy's card; 3
east; 6 south, toward yours; 9 west). A hand from a point hits a region when the ray crosses one
of its cells (the cell's corners span the hand's angle); the hit's distance is from the point to
that cell's centre, the nearest hit cell counting. Among the regions hit at one hour, the closest
is chosen by day and the farthest by night (ties: board order). A hand that hits no valid region
turns one hour clockwise, up to a whole turn; a region no hand crosses (a far, narrow one) is
found, last, by the direction of its centre, clockwise from the hour rolled.
"""
from __future__ import annotations

import math
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.rules.catalog import Catalog
    from tek_access.games.tek.rules.game import Game

HOURS = 12
#: Rows of the gap between the two cards that the compass cell fills.
COMPASS_ROWS = 1
Box = tuple[float, float, float, float]  # x0, y0, x1, y1 (y grows southwards)

_LAYOUTS: dict[tuple[int, str, str], "Layout"] = {}


class Layout:
    """The solo board in cell units: each region's cell boxes and centre, and the compass point."""

    __slots__ = ("boxes", "centres", "compass", "order")

    def __init__(self, boxes: dict[str, list[Box]], compass: tuple[float, float], order: dict[str, int]) -> None:
        self.boxes = boxes
        self.compass = compass
        self.order = order
        self.centres = {rid: (sum((b[0] + b[2]) / 2 for b in bs) / len(bs),
                              sum((b[1] + b[3]) / 2 for b in bs) / len(bs))
                        for rid, bs in boxes.items()}


def layout_of(catalog: "Catalog", north: str, south: str) -> Layout:
    """The layout with side ``north`` (the dummy's) above the compass and ``south`` (yours) below."""
    key = (id(catalog), north, south)
    found = _LAYOUTS.get(key)
    if found is not None:
        return found
    boxes: dict[str, list[Box]] = {}
    order: dict[str, int] = {}
    top = 0.0
    for sid in (north, south):
        side = catalog.territories[sid]
        left = -side.cols / 2
        letters: dict[str, list[Box]] = {}
        for region in side.regions:
            order[region.id] = len(order)
            for r, c in region.cells:
                letters.setdefault(region.id, []).append((left + c, top + r, left + c + 1, top + r + 1))
        if sid == north:
            compass = (0.0, top + side.rows + COMPASS_ROWS / 2)
            top += side.rows + COMPASS_ROWS
        for region in side.regions:
            if region.passable:
                boxes[region.id] = letters[region.id]
    found = _LAYOUTS[key] = Layout(boxes, compass, order)
    return found


def layout(game: "Game") -> Layout:
    """The solo layout of ``game``: the dummy's home side north, the other seat's south."""
    dummy = game.dummy
    assert dummy is not None, "a compass layout asked for outside a solo game"
    north = game.state.players[dummy].home
    south = game.state.players[1 - dummy].home
    return layout_of(game.catalog, north, south)


def bearing(frm: tuple[float, float], to: tuple[float, float]) -> float:
    """Degrees clockwise from north of ``to`` seen from ``frm`` (0 <= angle < 360)."""
    return math.degrees(math.atan2(to[0] - frm[0], frm[1] - to[1])) % 360.0


def _crossed(point: tuple[float, float], box: Box, angle: float) -> bool:
    x, y = point
    if box[0] <= x <= box[2] and box[1] <= y <= box[3]:
        return False  # the hand starts inside this cell
    corners = [bearing(point, (cx, cy)) for cx in (box[0], box[2]) for cy in (box[1], box[3])]
    base = corners[0]
    offsets = [((a - base + 180.0) % 360.0) - 180.0 for a in corners]
    lo, hi = base + min(offsets), base + max(offsets)
    return (angle - lo) % 360.0 <= (hi - lo) + 1e-9


def hits(lay: Layout, point: tuple[float, float], hour: int, candidates: Iterable[str]) -> list[str]:
    """Candidate regions the hand at ``hour`` from ``point`` crosses, nearest first."""
    angle = (hour % HOURS) * 30.0
    found = []
    for rid in candidates:
        best = None
        for box in lay.boxes.get(rid, ()):
            if _crossed(point, box, angle):
                d = math.dist(point, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2))
                best = d if best is None or d < best else best
        if best is not None:
            found.append((round(best, 9), lay.order.get(rid, 0), rid))
    return [rid for _d, _o, rid in sorted(found)]


def select(lay: Layout, hour: int, candidates: list[str], night: bool,
           origin: str | None = None) -> tuple[str, int]:
    """The region the hand picks among ``candidates`` (non-empty) for a roll of ``hour`` 1..12,
    from the compass point or, with ``origin``, from that region's centre; and the hour at which
    it was found (the roll, or later clockwise). Closest by day, farthest by night."""
    if not candidates:
        raise ValueError("no region to select")
    point = lay.centres[origin] if origin is not None else lay.compass
    for k in range(HOURS):
        h = (hour - 1 + k) % HOURS + 1
        crossed = hits(lay, point, h, candidates)
        if crossed:
            return (crossed[-1] if night else crossed[0]), h
    # no hand crosses any candidate: the first centre clockwise from the hour rolled
    start = (hour % HOURS) * 30.0

    def turn(rid: str) -> tuple[float, float, int]:
        a = (bearing(point, lay.centres[rid]) - start) % 360.0
        d = math.dist(point, lay.centres[rid])
        return (a, -d if night else d, lay.order.get(rid, 0))

    rid = min(candidates, key=turn)
    h = (hour - 1 + math.ceil(round(turn(rid)[0] / 30.0, 9))) % HOURS + 1
    return rid, h


def hour_of(lay: Layout, rid: str, origin: str | None = None) -> int:
    """The clock hour (1..12) nearest the direction of region ``rid``'s centre (for the map)."""
    point = lay.centres[origin] if origin is not None else lay.compass
    h = round(bearing(point, lay.centres[rid]) / 30.0) % HOURS
    return h or HOURS
