"""The command table: names, synonyms, usage, examples and help, read from ``data/commands.toml``."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tek_access.datafile import DataError, read_toml
from tek_access.rules.catalog import data_file

KINDS = ("play", "query", "meta")


@dataclass(frozen=True, slots=True)
class CommandInfo:
    """One command: ``name``, ``kind`` (play, query or meta), ``synonyms``, ``usage``, ``example``, ``help``."""

    name: str
    kind: str
    synonyms: tuple[str, ...]
    usage: str
    example: str
    help: str


@lru_cache(maxsize=1)
def command_table() -> dict[str, CommandInfo]:
    """Every command by name, in the file's order. Raises :class:`DataError` naming the place
    when the packaged ``commands.toml`` cannot be read or parsed (see :func:`read_toml`), and
    naming the entry when one is malformed or two commands share a word."""
    data = read_toml(data_file("commands.toml"))
    table: dict[str, CommandInfo] = {}
    seen: dict[str, str] = {}
    for i, entry in enumerate(data.get("command", []), 1):
        place = f"command {i}"
        try:
            info = CommandInfo(str(entry["name"]), str(entry["kind"]), tuple(entry.get("synonyms", ())),
                               str(entry["usage"]), str(entry["example"]), str(entry["help"]))
        except KeyError as exc:
            raise DataError("commands.toml", place, f"missing {exc}") from None
        if info.kind not in KINDS:
            raise DataError("commands.toml", f"command '{info.name}'", f"kind must be one of {', '.join(KINDS)}")
        for word in (info.name, *info.synonyms):
            if word in seen:
                raise DataError("commands.toml", f"command '{info.name}'", f"'{word}' is also used by '{seen[word]}'")
            seen[word] = info.name
        table[info.name] = info
    return table


@lru_cache(maxsize=1)
def word_index() -> dict[str, str]:
    """Every name and synonym (lowercase, possibly several words) -> command name."""
    out = {}
    for info in command_table().values():
        for word in (info.name, *info.synonyms):
            out[word.lower()] = info.name
    return out


def live_example(name: str, example: str, game=None, seat: int | None = None) -> str:
    """``example`` with region and colour names read from the live table (issue 12): for an action,
    a command the game would take now (a patrol or quest from a meeple that may move to a region
    it may reach, expand in a region where one of the player's meeples stands alone, a trade the
    player can make), else the bare command, never a region the game would refuse; a colour in
    play for map and faction. Unchanged without a game."""
    if game is None or not getattr(game, "board_regions", None):
        return example
    try:
        from tek_access.rules import economy, movement
        from tek_access.rules.model import RESOURCES

        seat = seat if seat is not None and seat >= 0 else 0
        mine = [rid for rid, occ in game.state.regions.items() if any(m[0] == seat for m in occ)]
        mine.sort(key=game.region_order)
        name_of = lambda rid: game.region(rid).name  # noqa: E731
        if name in ("patrol", "quest"):
            for origin in sorted(movement.movable_origins(game, seat, name), key=game.region_order):
                dests = movement.destinations(game, seat, origin, name)
                if dests:
                    return f"{name} from {name_of(origin)} to {name_of(dests[0])}"
            return name
        if name == "expand":
            regions = sorted(economy.expand_regions(game, seat), key=game.region_order)
            return f"expand in {name_of(regions[0])}" if regions and economy.can_take(game, seat, name) else name
        if name == "trade":
            have = game.state.players[seat].resources
            pairs = [(give, get) for give in sorted(RESOURCES, key=lambda r: -have[r])
                     for get in sorted(RESOURCES, key=lambda r: have[r]) if give != get]
            for give, get in pairs:
                most = economy.trade_max(game, seat, give, get)
                if most > 0:
                    return f"trade {min(most, 2)} {give} for {get}"
            return name
        if name == "region":
            return f"region {name_of((mine or [game.board_regions[0].id])[0])}"
        if name in ("stand", "stand up"):
            ruins = [r.id for r in game.board_regions if r.type == "ruins"]
            if ruins:
                return f"stand up {name_of(ruins[0])}"
        if name in ("map", "faction"):
            others = [p.seat for p in game.state.players if p.seat != seat] or [seat]
            return f"{name} {game.name(others[0]).lower()}"
    except Exception:  # an example must never stop help
        return example
    return example


def help_lines(name: str | None = None, game=None, seat: int | None = None) -> list[str]:
    """``help`` with no name: the commands by kind, count first. With a name or synonym: its usage,
    help and example (with names from ``game``'s table when given, :func:`live_example`).
    Raises KeyError for an unknown name."""
    table = command_table()
    if name is None:
        lines = [f"{len(table)} commands. Say help and a command for more, for example: help patrol."]
        titles = {"play": "To play", "query": "To ask", "meta": "To manage the game"}
        for kind in KINDS:
            names = [i.name for i in table.values() if i.kind == kind]
            lines.append(f"{titles[kind]}, {len(names)}: {', '.join(names)}.")
        lines.append("A number answers the pending question: say choices to hear them.")
        return lines
    info = table[word_index()[name.lower()]]
    lines = [f"{info.name}: {info.help}", f"Usage: {info.usage}",
             f"Example: {live_example(info.name, info.example, game, seat)}"]
    if info.synonyms:
        lines.append(f"Also: {', '.join(info.synonyms)}.")
    return lines
