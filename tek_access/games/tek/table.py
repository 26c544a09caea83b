"""Tiny Epic Kingdoms' secret war die, as the shared session asks about it (the ``table`` part of
the game's definition): whether one is locked, the owner's own die read back, and who else holds
one. Source: 000, War: Set (the dice are set in secret) and Reveal."""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import Event
from tek_access.games.tek.rules.model import NEUTRAL

if TYPE_CHECKING:  # pragma: no cover
    from pathlib import Path

    from tek_access.braille.options import Options
    from tek_access.games.tek.bots import Bot
    from tek_access.games.tek.rules.model import Bid
    from tek_access.games.tek.view import TekView

#: The event that reveals every secret answer of the table (the war dice): the session forgets what a
#: shared screen hid and writes a save asked for while a die was set. Source: 000, War: Reveal.
REVEAL_EVENT = "war_revealed"


def secret_locked(game: "TekView") -> bool:
    """True when a player's war die is set and not yet revealed in ``game`` (whole or a view): a
    save then would hold a secret (the Lost Kingdom's grey meeples set none, and a war against
    them has no reveal)."""
    w = game.state.war
    return w is not None and not w.revealed and any(seat != NEUTRAL for seat in w.bids)


def own_secret(view: "TekView", seat: int | None) -> "Bid | None":
    """``seat``'s war die on its own view while set and not yet revealed (a Bid), else None."""
    war = view.state.war
    if seat is None or war is None or war.revealed:
        return None
    bid = war.bids.get(seat)
    return bid if bid is not None and bid.value is not None else None


def secret_holders(view: "TekView", asker: int | None) -> list[int]:
    """The other seats whose war die is set and not yet revealed (public: "Orange has set the war die")."""
    war = view.state.war
    return [] if war is None or war.revealed else [s for s in war.bids if s != asker and s >= 0]


def secret_event(seat: int, bid: "Bid") -> Event:
    """The event said to the owner when the die was set, to say it again ("You set your war die
    to 5, paying 2 mana and 1 ore. Locked.")."""
    return Event("war_die_chosen", {"player": seat, "value": bid.value, "payment": list(bid.payment or (0, 0, 0))},
                 private_to=seat)


def is_secret(kind: str) -> bool:
    """True when decision ``kind`` is answered in secret (the war die; 000, War: Set)."""
    from tek_access.games.tek.rules.decisions import HANDLERS

    return bool(HANDLERS[kind].secret)


def make_bot(kind: str, seat: int, seed: int, bot_time: float | None = None) -> "Bot":
    """A computer player of ``kind`` ("random", "normal", "strong") for ``seat``."""
    from tek_access.games.tek.bots import make_bot as make

    return make(kind, seat, seed, bot_time)


def status_lines(view: "TekView", kind: str, seat: int | None) -> list[str]:
    """Short lines for a status key: "resources" (the asker's, one line) or "score" (one line a
    player, each short: not one 330-character line). Empty when there is nothing to say."""
    from tek_access.games.tek.narration import describe

    if kind == "resources" and seat is not None:
        return ["Resources: " + ", ".join(describe.describe_resources(view, seat)) + "."]
    if kind == "score":
        return describe.describe_score(view, seat)[1:]
    return []


def braille_board(view: "TekView", path: "str | Path", options: "Options | None" = None) -> "Path":
    """Write the board as ``view`` shows it (an onlooker's view) as a BRF sheet at ``path``, on
    pages of ``options`` (the braille package's Options; default 40 cells by 25 lines,
    in the language spoken when braille is written in it); returns
    the path written. Raises OSError or KeyError as the braille writer does."""
    from tek_access.braille.command import braille_language
    from tek_access.braille.options import Options
    from tek_access.games.tek.braille import write_board

    return write_board(view, path, options or Options(lang=braille_language()))
