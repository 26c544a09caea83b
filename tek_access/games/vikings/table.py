"""Tiny Epic Vikings at the table, as the shared session asks about it (the ``table`` part of the
game's definition): the secret answer is a face-down Viking card (003, Battle: start a fight; take
part in the battle), locked until the battle's reveal; the computer players; the status keys;
the board as a BRF sheet."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tek_access.games.vikings.rules.model import HIDDEN, Event

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.braille.options import Options
    from tek_access.games.vikings.bots import NormalBot, RandomBot
    from tek_access.games.vikings.view import VikingsView

#: the event that shows every face-down card: a save asked for meanwhile is written after it
REVEAL_EVENT = "battle_revealed"
#: decision kinds answered in secret at a shared keyboard: the hand is shown and a card may go face down
SECRET_KINDS = frozenset({"draft", "play", "battle_card", "discard"})


def _cards(game: "VikingsView") -> dict[int, str]:
    battle = game.state.battle
    return {} if battle is None else {int(s): c for s, c in battle.get("cards", {}).items()}


def secret_locked(game: "VikingsView") -> bool:
    """True when a face-down battle card lies unrevealed in ``game``: a save then would hold it."""
    return bool(_cards(game))


def own_secret(view: "VikingsView", seat: int | None) -> str | None:
    """``seat``'s own face-down card on its own view while the battle is not revealed, else None."""
    if seat is None:
        return None
    card = _cards(view).get(seat)
    return card if card is not None and card != HIDDEN else None


def secret_holders(view: "VikingsView", asker: int | None) -> list[int]:
    """The other seats with a face-down card in the battle (public: "Blue played face down")."""
    return [s for s in _cards(view) if s != asker]


def secret_event(seat: int, card: str) -> Event:
    """The event said to the owner when the card went face down, to say it again."""
    return Event("card_hidden", {"player": seat, "card": card}, private_to=seat)


def is_secret(kind: object) -> bool:
    """True when decision ``kind`` is answered in secret at a shared keyboard: a card played may
    go face down, and the others must not hear which."""
    return str(kind) in SECRET_KINDS


def make_bot(kind: str, seat: int, seed: int, bot_time: float | None = None) -> "RandomBot | NormalBot":
    """A computer player of ``kind`` ("random" or "normal") for ``seat``. ValueError for another kind."""
    from tek_access.games.vikings.bots import make_bot as make

    return make(kind, seat, seed)


def status_lines(view: "VikingsView", kind: str, seat: int | None) -> list[str]:
    """Short lines for a status key: "resources" (the asker's) or "score" (one line a clan)."""
    from tek_access.games.vikings.messages import MESSAGES
    from tek_access.games.vikings.narration import describe
    from tek_access.games.vikings.narration.words import resources

    if kind == "resources" and seat is not None:
        return [MESSAGES("status-resources", resources=resources(view.state.players[seat].res, MESSAGES("none")))]
    if kind == "score":
        return describe.score_lines(view, seat)[1:]
    return []


def braille_board(view: "VikingsView", path: str | Path, options: "Options | None" = None) -> Path:
    """Write the islands as ``view`` shows them (an onlooker's view) as a BRF sheet at ``path``
    (a file, or a folder for ``board-turn-N.brf``), on pages of ``options`` (the braille
    package's Options; default 40 cells by 25 lines,
    in the language spoken when braille is written in it); returns the path written."""
    from tek_access.braille.command import braille_language
    from tek_access.braille.options import Options
    from tek_access.braille.translate import BrailleUnavailable
    from tek_access.games.vikings.braille import write_board

    try:
        return write_board(view, Path(path), options or Options(lang=braille_language()))
    except BrailleUnavailable as exc:  # liblouis missing: said as the file system's refusals are
        raise OSError(str(exc)) from None
