"""Queries: a table of commands that never change the game, one entry each.

Each entry answers on what the asker may know: ``game`` is the asker's seat view
(:class:`tek_access.core.seat.SeatView`), never the whole game, and ``say`` is where the answer is
said (a :class:`tek_access.core.queries.Speaker`), never the session. The words, aliases and help of
each query are in the command table (``grammar/commands.py``, ``data/commands.toml``); this table
holds what each one says.
"""
from __future__ import annotations

from typing import Any

from tek_access.core import queries as _queries
from tek_access.core.queries import Speaker
from tek_access.games.tek.commands import help_lines
from tek_access.games.tek.messages import MESSAGES, elides, faction_name
from tek_access.games.tek.names import FILLER, region_named
from tek_access.games.tek.narration import describe, prompts
from tek_access.games.tek.narration.words import level_text, region_name, side_name
from tek_access.grammar.language import fold

Handler = _queries.Handler
QUERIES = _queries.QueryTable()
query = QUERIES.query
query("repeat", "previous", "next", "history")(_queries.review)
query("pending", "choices")(_queries.pending)
query("my die")(_queries.own_secret)
query("help")(_queries.help_query(help_lines))


@query("rules")
def _rules(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    from tek_access.games.tek.narration.rules_text import rules_lines

    say.say_lines(rules_lines(" ".join(args) if args else None, game.config.ruleset), "help")


@query("status")
def _status(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    from tek_access.games.tek.narration.events import ruleset_line

    say.say_lines(describe.describe_status(game, view) + [ruleset_line(game)], "system")


@query("compass")
def _compass(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    from tek_access.games.tek.narration.events import compass_lines

    say.say_lines(compass_lines(game, say.verbosity), "system")


@query("score")
def _score(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    if game.result is not None:
        say.say_lines(describe.result_lines(game, game.result, view, "full"), "scoring")
    else:
        say.say_lines(describe.describe_score(game, view), "scoring")


@query("resources")
def _resources(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    if view is None:
        say.say("Resources: say status to hear every player.", "resources")
    else:
        say.say("Resources: " + ". ".join(describe.describe_resources(game, view)) + ".", "resources")


@query("tokens")
def _tokens(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    say.say_lines(describe.describe_tokens(game, view), "system")


@query("look")
def _look(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    say.say_lines(look_lines(say, game, view), "system")


def look_lines(say: Speaker, game: Any, view: int | None) -> list[str]:
    """``look``: whose turn and what is open, the asker's own line and meeples, and the question
    (asked of the asker: ``view`` is the seat deciding when it is this listener's)."""
    status = describe.describe_status(game, view)
    players = len(game.state.players)
    lines = status[:len(status) - players]  # whose turn, the action, open actions, alliances
    if view is not None:
        lines.append(describe.player_line(game, view, view))  # this player's own line, not the first seat's
        mine = [rid for rid, occ in game.state.regions.items() if any(m[0] == view for m in occ)]
        mine.sort(key=game.region_order)
        lines.append(MESSAGES("look-meeples", n=game.in_play(view), regions=len(mine)))
        lines += [MESSAGES("look-region", region=region_name(game, r), occupants=describe.occupants(game, r, view))
                  for r in mine]
    if game.pending is not None and say.human_to_move is not None:
        lines.append(prompts.prompt(game, say.human_to_move))
    return lines


@query("map")
def _map(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    if not args:
        say.say_lines(describe.describe_map(game, view), "system")
        return
    phrase = " ".join(args)
    for p in game.state.players:
        if phrase in (p.colour, game.name(p.seat).lower()) or (phrase in ("my", "mine", "me") and p.seat == view):
            if p.home not in game.catalog.territories:
                say.say(MESSAGES("map-no-home", who=game.name(p.seat)), "system")
                return
            say.say_lines(describe.describe_card(game, p.home, view), "system")
            return
    for sid in game.state.cards:
        name = game.catalog.territories[sid].name.lower()
        if phrase == name or phrase in name.split() or name.startswith(phrase):
            say.say_lines(describe.describe_card(game, sid, view), "system")
            return
    names = ", ".join([game.name(p.seat) for p in game.state.players] +
                      [side_name(game, s) for s in game.state.cards])
    say.refuse(MESSAGES("map-no-card", phrase=phrase, cards=names), ())


@query("region")
def _region(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    words = [w for w in args if w not in FILLER]
    candidates = [r.id for r in game.board_regions]
    candidates += [r.id for sid in game.state.cards for r in game.catalog.territories[sid].regions if not r.passable]
    rid, used = region_named(game, view if view is not None else -1, words, candidates)
    if rid is None or used != len(words):
        say.refuse(MESSAGES("region-none-called", phrase=" ".join(args) or MESSAGES("region-that")), ("map",))
        return
    say.say_lines(describe.describe_region(game, rid, view), "system")


@query("faction")
def _faction(say: Speaker, game: Any, args: list[str], view: int | None, name: str) -> None:
    seat = view
    if args:
        phrase = fold(" ".join(args))
        seat = next((p.seat for p in game.state.players  # a faction's name in English or the language's
                     if phrase in (p.colour, game.faction(p.seat).name.lower(), game.faction(p.seat).id,
                                   fold(faction_name(game.faction(p.seat))))), None)
    if seat is None:
        say.refuse(MESSAGES("faction-which"), ())
        return
    f = game.faction(seat)
    magic = game.state.players[seat].magic
    lines = [MESSAGES("faction-head", faction=faction_name(f), who=game.name(seat), elision=elides(game.name(seat)),
                      magic=magic)]
    for level in f.levels:
        lines.append(MESSAGES("faction-level", level=level.level, learned=level.level <= magic,
                              text=level_text(f.id, level.level, level.text)))
    say.say_lines(lines, "help")
