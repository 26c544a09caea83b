"""Tiny Epic Vikings: the final scoring (003_e355be14bd9c4768.txt, game over)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.games.vikings.rules.infoset import need

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.vikings.rules.game import Game

#: Victory points of one island rune / one favour rune by its god's rage rank 1, 2, 3 (003, game over).
ISLAND_POINTS = (6, 5, 4)
FAVOUR_POINTS = (4, 3, 2)


def ranks(rage: dict[str, int]) -> dict[str, int]:
    """Each god's rage rank, 1 the angriest. Gods tied share the lower place (003: two tied for first
    both give the second reward): the rank is how many gods are at least as angry."""
    return {g: sum(1 for r in rage.values() if r >= v) for g, v in rage.items()}


def scores(game: "Game") -> list[dict]:
    """One line a seat: island runes and their points, favour runes and theirs, the total, and the
    tie-breakers' counts (temples and ships built, resources held)."""
    need(game)
    rank = ranks(game.state.rage)
    clan_spec = game.catalog.clan
    out = []
    for seat, clan in enumerate(game.state.players):
        islands = [game.map.islands[i].rune for i, h in game.state.runes.items() if h == seat]
        favours = [game.catalog.favours[f].rune for f in clan.favours if f in game.catalog.favours]
        ip = sum(ISLAND_POINTS[rank[g] - 1] for g in islands)
        fp = sum(FAVOUR_POINTS[rank[g] - 1] for g in favours)
        out.append({"player": seat, "islands": len(islands), "island_points": ip, "favours": len(clan.favours),
                    "favour_points": fp, "total": ip + fp,
                    "temples": len(clan_spec.temple_costs) - len(clan.temple_slots),
                    "ships": 1 + len(clan_spec.ship_costs) - len(clan.ship_slots),
                    "resources": sum(clan.res)})
    return out


def order_key(line: dict) -> tuple[int, ...]:
    """Most points, then the tie-breakers in 003's order: island runes, favour cards, temples built,
    ships built, resources held."""
    return (line["total"], line["islands"], line["favours"], line["temples"], line["ships"], line["resources"])


def finish(game: "Game") -> None:
    """End the game: scores, winners (all seats still tied after every tie-breaker share the win)."""
    lines = scores(game)
    best = max(order_key(line) for line in lines)
    winners = [line["player"] for line in lines if order_key(line) == best]
    game.state.over = True
    game.state.phase = "over"
    game.state.result = {"scores": lines, "winners": winners, "ranks": ranks(game.state.rage)}
    game.emit("game_over", scores=lines, winners=winners)

