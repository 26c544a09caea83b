"""Tiny Epic Vikings at an online table (the ``online`` part of its definition): no question of its
own at ``create``, how its options are said, a new game and a game rebuilt from the store, and
the line a player hears on sitting down, and a seat's view packed for a computer player thinking in
the server's worker process (:func:`pack_view`, :func:`unpack_view`; tek_access/server/thinking.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover - the owner-side part: it makes and rebuilds whole games
    from tek_access.games.vikings.rules.game import Game
    from tek_access.games.vikings.rules.model import Choice
    from tek_access.games.vikings.view import VikingsView

#: players a table takes: fewest, most, the default (003: 1 to 4; solo is not played here)
PLAYERS = (2, 4, 3)
#: the game's own questions at ``create``: (option, question, refusal); Vikings asks none
QUESTIONS: tuple[str, ...] = ()


def question(option: str) -> tuple[str, str]:
    """The game's question ``option`` at ``create`` and its refusal: Vikings asks none (KeyError)."""
    raise KeyError(option)


def colour_names(colours: list[str]) -> set[str]:
    """The colours as every shipped language says them, lowercase ("bleu"): a seat's name in a line."""
    from tek_access.core.kernel.names import said
    from tek_access.core.messages import LANGUAGES, speaking
    from tek_access.games.vikings.messages import MESSAGES  # noqa: F401  (registers how the colours are said)

    out: set[str] = set()
    for code in LANGUAGES:
        with speaking(code):
            out |= {said("vikings", c).lower() for c in colours}
    return out


def reserved_names() -> set[str]:
    """Words no player may take as a name online (lowercase): the clan colours, which the narration
    says as players ("Red plays Hakon face up"), the word clan and the gods' names."""
    from tek_access.games.vikings.rules.catalog import load_catalog
    from tek_access.games.vikings.rules.game import COLOURS

    gods = load_catalog().gods
    return {c.lower() for c in COLOURS} | colour_names(list(COLOURS)) | {"clan", "clans"} | \
        {g.id for g in gods.values()} | {g.name.lower() for g in gods.values()}


def read_answer(option: str, word: str) -> None:
    """The value ``word`` gives the game's question ``option``: Vikings has none, so None."""
    return None


def options_text(options: dict[str, Any]) -> str:
    """How the game's own options are said in ``tables`` and at ``create``."""
    from tek_access.games.vikings.messages import MESSAGES

    return MESSAGES("online-map", players=int(options.get("players", 3)))


def new_game(options: dict[str, Any]) -> "Game":
    """A new game from a table's options (players and seed). ValueError when they do not fit."""
    from tek_access.games.vikings.rules.game import Game

    return Game.new(int(options["players"]), seed=int(options["seed"]))


def rebuild(config: dict[str, Any], initial: dict[str, Any]) -> "Game":
    """The game of a stored table at its start (its choices are replayed by the table)."""
    from tek_access.games.vikings.rules.catalog import load_catalog
    from tek_access.games.vikings.rules.game import Game
    from tek_access.games.vikings.rules.state import GameConfig, GameState

    return Game(load_catalog(), GameConfig.from_json(config), GameState.from_json(initial), [], 0, initial)


def seat_line(view: "VikingsView", seat: int) -> str:
    """Who a player is at the table, as said when they sit or come back ("Red clan")."""
    from tek_access.games.vikings.messages import MESSAGES

    return MESSAGES("online-seat", who=view.name(seat))


def choice_from_json(data: Any) -> "Choice":
    """A stored choice."""
    from tek_access.games.vikings.rules.model import Choice

    return Choice.from_json(data)


def pack_view(view: "Game") -> tuple[Any, ...]:
    """A seat's view (``for_player``) as small picklable parts, without the catalogue: what a
    computer player thinking in another process needs (:func:`unpack_view` makes it again there).
    A view holds no log, snapshots or start (``infoset.view_for``), so its config, state, seat and
    sampler are all of it."""
    sampler = view.sampler
    return view.config, view.state, view.viewer, sampler.state if sampler is not None else None


def unpack_view(packed: tuple[Any, ...]) -> "Game":
    """The view :func:`pack_view` packed, on this process's catalogue (a table's game uses the
    packaged one: :func:`new_game`, :func:`rebuild`)."""
    from tek_access.core.kernel.rng import Rng
    from tek_access.games.vikings.rules.catalog import load_catalog
    from tek_access.games.vikings.rules.game import Game

    config, state, viewer, sampler = packed
    view = Game(load_catalog(), config, state, viewer=viewer)
    view.sampler = Rng(sampler) if sampler is not None else None
    return view
