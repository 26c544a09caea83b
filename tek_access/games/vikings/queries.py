"""Tiny Epic Vikings' queries: commands that never change the game, one handler each (the
``queries`` part of the definition: ``QUERIES``, name -> ``handler(say, view, args, seat,
name)``). Each answers on what the asker may know: ``game`` is the asker's seat view, and ``say``
is where the answer is said (a :class:`tek_access.core.queries.Speaker`), never the session. The
words, aliases and help of each query are in ``commands.toml``."""
from __future__ import annotations

import difflib
from typing import Any

from tek_access.core import queries as _queries
from tek_access.core.queries import Speaker
from tek_access.games.vikings.messages import MESSAGES
from tek_access.games.vikings.narration import describe
from tek_access.games.vikings.narration.words import join
from tek_access.games.vikings.narration.words import name as _name

Handler = _queries.Handler
QUERIES = _queries.QueryTable()
query = QUERIES.query
query("repeat", "previous", "next", "history")(_queries.review)
query("pending", "choices")(_queries.pending)
query("my card")(_queries.own_secret)  # the shared front end's read-back of one's own locked secret


def _help_lines(name: str | None, game: Any, seat: int | None) -> list[str]:
    from tek_access.games.vikings.commands import help_lines

    return help_lines(name, game, seat)


query("help")(_queries.help_query(_help_lines))


@query("rules")
def _rules(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    from tek_access.games.vikings.narration.rules_text import rules_lines

    say.say_lines(rules_lines(" ".join(args) if args else None), "help")


@query("status")
def _status(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    say.say_lines(describe.status_lines(game, view), "system")


@query("look")
def _look(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    from tek_access.games.vikings.narration.prompts import prompt

    lines = [describe.turn_line(game, view)]
    if view is not None:
        lines.append(describe.clan_line(game, view, view))
        mine = [_name(game, iid) for iid in game.map.islands
                if game.state.settlers[iid][view] or game.state.temples[iid][view]]
        ships = [describe.place(game, p) for s, p in game.state.ships if s == view]
        none = MESSAGES("none")
        lines.append(MESSAGES("look-yours", islands=join(mine) or none, ships=join(ships) or none))
    if game.state.battle is not None:
        lines.append(describe.battle_lines(game, view)[0])
    if game.pending is not None and say.human_to_move is not None:
        lines.append(prompt(game, say.human_to_move))  # the asker's own question: ``game`` is its view
    say.say_lines(lines, "system")


@query("map")
def _map(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    say.say_lines(describe.map_lines(game, view), "system")


@query("island")
def _island(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    from tek_access.games.vikings.answers import FILLER, named

    words = [w for w in args if w not in FILLER]
    found, used = named(words, [(i.id, i.name) for i in game.map.islands.values()])
    if len(found) != 1 or used != len(words):
        islands = [i.name for i in game.map.islands.values()]
        if not words:
            say.refuse(MESSAGES("island-which", example=islands[0], islands=join(islands)), ("map",))
            return
        said = " ".join(args)
        near = difflib.get_close_matches(said.lower(), [n.lower() for n in islands], n=1, cutoff=0.6)
        if near:
            meant = islands[[n.lower() for n in islands].index(near[0])]
            say.refuse(MESSAGES("island-none-meant", said=said, meant=meant), (f"island {meant}", "map"))
        else:
            say.refuse(MESSAGES("island-none", said=said, islands=join(islands)), ("map",))
        return
    say.say_lines(describe.island_lines(game, found[0], view), "system")


@query("hand")
def _hand(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    say.say_lines(describe.hand_lines(game, view, say.verbosity), "turn")


@query("runes")
def _runes(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    say.say_lines(describe.runes_lines(game, view), "system")


@query("rage")
def _rage(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    say.say_lines(describe.rage_lines(game, view) + describe.slot_lines(game), "system")


@query("favour")
def _favour(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    say.say_lines(describe.favour_lines(game, view), "war")


@query("battle")
def _battle(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    say.say_lines(describe.battle_lines(game, view), "war")


@query("score")
def _score(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    if game.result is not None:
        say.say_lines(describe.result_lines(game, game.result, view, "full"), "scoring")
    else:
        say.say_lines(describe.score_lines(game, view), "scoring")
