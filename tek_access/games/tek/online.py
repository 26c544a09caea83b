"""Tiny Epic Kingdoms at an online table (the ``online`` part of its definition): its own
question when a table is created (the exploration tokens), how its options are said, a new game
and a game rebuilt from the store, and the line a player hears on sitting down."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover - the owner-side part: it makes and rebuilds whole games
    from tek_access.core.kernel.engine import Choice
    from tek_access.games.tek.rules.game import Game
    from tek_access.games.tek.view import TekView

#: players a table takes: fewest, most, the default
PLAYERS = (2, 5, 4)
#: the game's own questions at ``create``, by option (worded by :func:`question`)
QUESTIONS = ("exploration",)
_YES_NO = {"": False, "1": False, "no": False, "off": False, "2": True, "yes": True, "on": True,
           "non": False, "oui": True}  # French too (the words a connection may type in any language)


def question(option: str) -> tuple[str, str]:
    """The game's question ``option`` at ``create`` and its refusal, in the language spoken now
    (``online-question-OPTION`` and ``online-refusal-OPTION`` of tek.ftl)."""
    from tek_access.games.tek.messages import MESSAGES

    return MESSAGES(f"online-question-{option}"), MESSAGES(f"online-refusal-{option}")


def colour_names(colours: list[str]) -> set[str]:
    """The colours as every shipped language says them, lowercase ("bleu"): a seat's name in a line."""
    from tek_access.core.kernel.names import said
    from tek_access.core.messages import LANGUAGES, speaking
    from tek_access.games.tek.messages import MESSAGES  # noqa: F401  (registers how the colours are said)

    out: set[str] = set()
    for code in LANGUAGES:
        with speaking(code):
            out |= {said("tek", c).lower() for c in colours}
    return out


def reserved_names() -> set[str]:
    """Words no player may take as a name online (lowercase): the colours and factions, which the
    narration says as players ("Blue plays", "the Orcs attack"), and "neutral" (the Lost Kingdom's grey
    meeples, 000, Playing with 2 Players)."""
    from tek_access.games.tek.rules.catalog import load_catalog

    catalog = load_catalog()
    words = {str(getattr(c, "id", c)) for c in catalog.colours} | {str(getattr(c, "name", c)) for c in catalog.colours}
    words |= {f.id for f in catalog.factions.values()} | {f.name for f in catalog.factions.values()}
    from tek_access.core.messages import LANGUAGES, speaking
    from tek_access.games.tek.messages import faction_name

    for code in LANGUAGES:  # and as every shipped language says them ("nains")
        with speaking(code):
            words |= {faction_name(f) for f in catalog.factions.values()}
    return {w.lower() for w in words} | colour_names([c.id for c in catalog.colours]) | {"gray", "neutral"}


def read_answer(option: str, word: str) -> bool | None:
    """The value ``word`` gives the game's question ``option``, or None when it does not answer it."""
    if option == "exploration":
        return _YES_NO.get(word)
    return None


def options_text(options: dict[str, Any]) -> str:
    """How the game's own options are said in ``tables`` and at ``create``."""
    from tek_access.games.tek.messages import MESSAGES

    return MESSAGES("online-exploration", on=bool(options.get("exploration")))


def new_game(options: dict[str, Any]) -> "Game":
    """A new game from a table's options (players, seed and the game's own). ValueError when they do not fit."""
    from tek_access.games.tek.rules.game import Game

    return Game.new(options["players"], seed=options["seed"], exploration=bool(options.get("exploration")))


def rebuild(config: dict[str, Any], initial: dict[str, Any]) -> "Game":
    """The game of a stored table at its start (its choices are replayed by the table)."""
    from tek_access.games.tek.rules.catalog import load_catalog
    from tek_access.games.tek.rules.game import Game
    from tek_access.games.tek.rules.state import GameConfig, GameState

    return Game(load_catalog(), GameConfig.from_json(config), GameState.from_json(initial), [], 0, initial)


def seat_line(view: "TekView", seat: int) -> str:
    """Who a player is at the table, as said when they sit or come back ("Blue, Orcs")."""
    from tek_access.games.tek.messages import MESSAGES, faction_name

    return MESSAGES("online-seat", who=view.name(seat), faction=faction_name(view.faction(seat)))


def choice_from_json(data: Any) -> "Choice":
    """A stored choice."""
    from tek_access.core.kernel.engine import Choice

    return Choice.from_json(data)


def pack_view(view: "Game") -> tuple[Any, ...]:
    """A seat's view (``for_player``) as small picklable parts, without the catalogue: what a
    computer player thinking in another process needs (:func:`unpack_view` makes it again there)."""
    sampler = view.sampler
    return view.config, view.state, view.viewer, sampler.state if sampler is not None else None


def unpack_view(packed: tuple[Any, ...]) -> "Game":
    """The view :func:`pack_view` packed, on this process's catalogue (a table's game uses the
    packaged one: :func:`new_game`, :func:`rebuild`)."""
    from tek_access.core.kernel.rng import Rng
    from tek_access.games.tek.rules.catalog import load_catalog
    from tek_access.games.tek.rules.game import Game

    config, state, viewer, sampler = packed
    view = Game(load_catalog(), config, state, viewer=viewer)
    view.sampler = Rng(sampler) if sampler is not None else None
    return view
