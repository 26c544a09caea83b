"""The matchers of Tiny Epic Vikings' decisions on land and after: islands (deploy from, remove,
explore, temples), resources (harvest, exchange), building, and cards, favour cards and slots
("explore 2 settlers to Ravenholm", "remove red from Ashby", "harvest 2 wood 1 food", "build temple on
Elkmoor", "trade wood for steel", "complete feast", "take golden horn", "top left"). The ones at sea
and for cards played are in :mod:`.matchers`. Sources: 003, Game flow (each decision)."""
from __future__ import annotations

from tek_access.games.vikings.answers import (
    FILLER,
    NO,
    Ask,
    Result,
    _by_target,
    _name,
    _said,
    _skip,
    choices_for,
    matcher,
    number,
    path,
    places_named,
    resources_said,
    skip_filler,
)
from tek_access.games.vikings.matchers import _hand_choice, _lead
from tek_access.games.vikings.messages import MESSAGES
from tek_access.games.vikings.rules.model import MAX_RESOURCE, RESOURCES
from tek_access.games.vikings.view import asked


# ---------------------------------------------------------------- islands: deploy from, remove, explore, temples
def _island(ask: Ask, kinds: tuple[str, ...] = ("island",)) -> Result:
    words, n = _lead(ask)
    if words[:1] == ["from"]:
        words, n = words[1:], n + 1
    found, used = places_named(ask, words, ("island",))
    hits = [c for c in ask.options if c.kind in kinds and c.target in found]
    if len(hits) == 1:
        return hits[0], n + used
    if found:
        return MESSAGES("typed-island-not-choice", name=_said(ask)(found[0]),
                        choices=", ".join(_said(ask)(c.target) for c in ask.of("island")))
    return _skip(ask)


@matcher("deploy_from", "temple_from", "temple_to")
def _island_choice(ask: Ask) -> Result:
    return _island(ask)


@matcher("remove_island")
def _remove_island(ask: Ask) -> Result:
    words, n = _lead(ask)
    seat = _colour(ask, words)
    if seat is not None:
        ask.memo["victim"] = seat
        n += 1
        words = ask.words[n:]
        n += skip_filler(words)
    rest = Ask(ask.sim, ask.seat, ask.words[n:], ask.memo, ask.options)
    if rest.words:
        got = _island(rest)
        if isinstance(got, tuple):
            return got[0], n + got[1]
        if got is not None:
            return got
    if seat is not None:
        settlers = ask.sim.state.settlers
        hits = [c for c in ask.of("island") if settlers[c.target][seat] > 0]
        if len(hits) == 1:
            return hits[0], n
    if seat is None:
        return None
    islands = ask.of("island")
    return MESSAGES("typed-remove-island", colour=ask.sim.name(seat).lower(), known=bool(islands),
                    island=_said(ask)(islands[0].target) if islands else "")


def _colour(ask: Ask, words: list[str]) -> int | None:
    if not words:
        return None
    for seat in range(ask.sim.config.players):
        if words[0] in (ask.sim.name(seat).lower(), ask.sim.state.players[seat].colour):  # French or English
            return seat
    return None


@matcher("remove_whose")
def _remove_whose(ask: Ask) -> Result:
    seat = _colour(ask, ask.words[skip_filler(ask.words):])
    if seat is None and "victim" in ask.memo:
        seat = ask.memo["victim"]
        choice = choices_for(ask.options, "player", seat)
        return (choice, 0) if choice is not None else None
    choice = choices_for(ask.options, "player", seat)
    return (choice, skip_filler(ask.words) + 1) if choice is not None else None


@matcher("explore_from")
def _explore_from(ask: Ask) -> Result:
    plan = ask.memo.get("explore")
    if plan is None:
        if ask.words and ask.words[0] in NO:
            return _skip(ask)
        plan = _explore_plan(ask)
        if isinstance(plan, str) or plan is None:
            return plan
    used = plan.pop("used", 0)
    if plan["count"] <= 0:
        return None
    d = asked(ask.sim)
    left = int(d.context.get("left", 1))
    routes = ask.sim.map.routes
    origins = [c.target for c in ask.of("island")]
    if plan["origin"] is not None:
        origins = [o for o in origins if o == plan["origin"]]
    if plan["goal"] is None and plan["origin"] is not None:  # "explore from Elkmoor": where to is asked next
        choice = choices_for(ask.options, "island", plan["origin"])
        if choice is None:
            from tek_access.games.vikings.refusals import origin_refusal

            return origin_refusal(ask.sim, ask.seat, plan["origin"])
        plan["count"] = 0
        return choice, used
    if plan["goal"] is None:
        return MESSAGES("typed-explore-where", island=_said(ask)(next(iter(ask.sim.map.islands))))
    ways = [(len(w), o, w) for o in origins if o != plan["goal"]
            and (w := path(routes, o, plan["goal"], left)) is not None]
    if not ways:
        if plan["origin"] is not None and plan["origin"] not in [c.target for c in ask.of("island")]:
            from tek_access.games.vikings.refusals import origin_refusal

            return origin_refusal(ask.sim, ask.seat, plan["origin"])
        return MESSAGES("typed-explore-unreachable", island=_said(ask)(plan["goal"]), left=left)
    ways.sort(key=lambda t: t[0])
    best = [w for w in ways if w[0] == ways[0][0]]
    if len(best) > 1 and plan["origin"] is None:
        names = ", ".join(_said(ask)(o) for _, o, _ in best)
        return MESSAGES("typed-explore-which", names=names, origin=_said(ask)(best[0][1]),
                        island=_said(ask)(plan["goal"]))
    _, origin, way = best[0]
    plan["path"] = list(way)
    plan["count"] -= 1
    plan["origin"] = plan["origin"]
    ask.memo["explore"] = plan
    return choices_for(ask.options, "island", origin), used


def _explore_plan(ask: Ask) -> dict | str | None:
    words = list(ask.words)
    i = skip_filler(words)
    count = 1
    said = number(words[i]) if i < len(words) else None
    if said is not None:
        count = said
        i += 1
        i += skip_filler(words[i:])
    origin = goal = None
    if words[i:i + 1] == ["from"]:
        found, n = places_named(ask, words[i + 1:], ("island",))
        if not found:
            return None
        origin, i = found[0], i + 1 + n
        i += skip_filler(words[i:])
    found, n = places_named(ask, words[i:], ("island",))
    if found:
        goal, i = found[0], i + n
    if origin is None and goal is None:
        return None
    left = int(asked(ask.sim).context.get("left", 1))
    if count > left:
        return MESSAGES("typed-explore-too-many", left=left, count=count)
    plan = {"count": count, "origin": origin, "goal": goal, "used": i}
    ask.memo["explore"] = plan
    return plan


@matcher("explore_to")
def _explore_to(ask: Ask) -> Result:
    plan = ask.memo.get("explore")
    if plan and plan.get("path"):
        nxt = plan["path"].pop(0)
        choice = choices_for(ask.options, "island", nxt)
        if choice is not None:
            if plan["path"]:
                plan["origin"] = nxt  # the settler walks on from here
            return choice, 0
    return _island(ask)


# ---------------------------------------------------------------- resources
def _next_resource(ask: Ask, queue: list[str], used: int, refusal: str) -> Result:
    """The choice of the next resource of ``queue`` (what the sentence asked for, one at a time),
    having read ``used`` words; the message ``refusal`` (given the resource as ``$res``, its id, and
    ``$resource``, its name) when it is not offered."""
    resource = queue.pop(0)
    choice = choices_for(ask.options, "resource", resource)
    if choice is None:
        return MESSAGES(refusal, res=resource, resource=_resource(resource))
    return choice, used


def _resource(resource: str) -> str:
    """A resource id ("wood") as said in the current language."""
    return MESSAGES("resource-name", resource=resource)


@matcher("harvest")
def _harvest(ask: Ask) -> Result:
    queue = ask.memo.setdefault("harvest", [])
    used = 0
    if not queue:
        said, used = resources_said(ask.words)
        if not said:
            return None
        for n, resource in said:
            queue += [resource] * n
        if not queue:
            return MESSAGES("typed-harvest-some")
        left, wanted = int(asked(ask.sim).context.get("left", len(queue))), len(queue)
        if wanted > left:  # "harvest 2 wood" with 1 left: refused, not cut to 1
            queue.clear()
            return MESSAGES("typed-harvest-left", left=left, wanted=wanted)
    return _next_resource(ask, queue, used, "typed-harvest-most")


@matcher("exchange_give", "exchange_get")
def _exchange(ask: Ask) -> Result:
    """"trade wood for food": a queue of ("give", wood), ("get", food) pairs, one a decision. When
    only one resource can be got the game takes it without asking: its "get" is dropped, once
    checked that it is the one the sentence names."""
    queue: list[tuple[str, str]] = ask.memo.setdefault("exchange", [])
    role = "give" if str(asked(ask.sim).kind) == "exchange_give" else "get"
    used = 0
    if not queue:
        said, used = resources_said(ask.words)
        if len(said) < 2 and role == "give":
            return None if not said else (choices_for(ask.options, "resource", said[0][1]) or None, used)
        if not said:
            return _skip(ask)
        if role == "get":
            queue.append(("get", said[0][1]))
        else:
            if len(said) % 2:
                return MESSAGES("typed-exchange-get", res=said[-1][1], resource=_resource(said[-1][1]))
            for (times, given), (_, wanted) in zip(said[::2], said[1::2]):  # "wood for steel and food for wood"
                queue += [("give", given), ("get", wanted)] * times
        if not queue:
            return MESSAGES("typed-exchange-some")
    while queue and role == "give" and queue[0][0] == "get":
        queue.pop(0)  # the game took the only resource there was to get
    if not queue:
        return None
    _, resource = queue.pop(0)
    if role == "give" and queue and queue[0][0] == "get":
        get = queue[0][1]
        have = ask.sim.state.players[ask.seat].res[RESOURCES.index(get)]
        if get == resource or have >= MAX_RESOURCE:
            return MESSAGES("typed-exchange-cannot-get", res=get, resource=_resource(get), same=get == resource,
                            most=MAX_RESOURCE)
    choice = choices_for(ask.options, "resource", resource)
    if choice is None:
        return MESSAGES("typed-exchange-cannot-give", res=resource, resource=_resource(resource))
    return choice, used


# ---------------------------------------------------------------- building (003, Leader Action: build)
@matcher("build")
def _build(ask: Ask) -> Result:
    n = 0
    while n < len(ask.words) and ask.words[n] in FILLER and ask.words[n] not in ("ship", "ships"):
        n += 1
    words = ask.words[n:]
    if not words:
        return None
    if words[0] in NO:
        return _skip(ask)
    unit = {"ship": "ship", "ships": "ship", "boat": "ship", "temple": "temple", "temples": "temple"}.get(words[0])
    if unit is None:
        return None
    options = sorted(ask.of(unit), key=lambda c: int(c.target))
    if not options:
        clan = ask.sim.state.players[ask.seat]
        slots = clan.ship_slots if unit == "ship" else clan.temple_slots
        why = "none" if not slots else "cost" if min(slots) > clan.res[0] else unit
        return MESSAGES("typed-build-cannot", unit=unit, why=why, cost=min(slots) if slots else 0, wood=clan.res[0])
    ask.memo["unit"] = unit
    return options[0], n + 1


@matcher("build_where")
def _build_where(ask: Ask) -> Result:
    words, n = _lead(ask)
    unit = asked(ask.sim).context.get("unit", "ship")
    kinds = ("fjord",) if unit == "ship" else ("island",)
    found, used = places_named(ask, words, kinds)
    hits = [c for c in ask.options if c.target in found]
    if len(hits) == 1:
        return hits[0], n + used
    if found:
        return MESSAGES("typed-build-not-at", unit=unit, place=_said(ask)(found[0]),
                        choices=", ".join(_said(ask)(c.target) for c in ask.options))
    return None


# ---------------------------------------------------------------- cards, favour cards, slots
@matcher("discard")
def _discard(ask: Ask) -> Result:
    return _hand_choice(ask, "discard")


@matcher("choose_favour", "favour_return")
def _favour(ask: Ask) -> Result:
    got = _by_target(ask, ("favour",), _name(ask)) or _nth(ask, "favour")
    if got is not None or str(asked(ask.sim).kind) != "choose_favour":
        return got
    end = _row_end(ask.words)  # "top right", "the right end of the top row": the card at that end
    favours = ask.sim.state.rows.get(end[0], []) if end is not None else []
    if end is None or not favours:
        return None
    choice = choices_for(ask.options, "favour", favours[0 if end[1] == "left" else -1])
    return (choice, end[2]) if choice is not None else None


def _row_end(words: list[str]) -> tuple[str, str, int] | None:
    """The row and side the leading words name ("top left", "the lower row, right end") and how
    many words that took (the words after are left for what follows); None when they name none."""
    said = {"upper": "top", "lower": "bottom"}
    row = side = None
    used = 0
    for i, word in enumerate(words[:8]):
        word = said.get(word, word)
        if word in ("top", "bottom") and row is None:
            row, used = word, i + 1
        elif word in ("left", "right") and side is None:
            side, used = word, i + 1
        elif word not in FILLER and word not in ("end", "row", "of", "side"):
            break
        if row is not None and side is not None:
            break
    if row is None or side is None:
        return None
    while used < len(words) and words[used] in ("end", "row", "side"):
        used += 1
    return row, side, used


@matcher("favour_place")
def _favour_place(ask: Ask) -> Result:
    end = _row_end(ask.words)
    if end is None:
        return None
    choice = choices_for(ask.options, "end", f"{end[0]}_{end[1]}")
    return (choice, end[2]) if choice is not None else None


def _nth(ask: Ask, kind: str) -> Result:
    """"complete 1", "take 2": the choice of ``kind`` at that place in the list, or why not."""
    n = skip_filler(ask.words)
    said = number(ask.words[n]) if n < len(ask.words) else None
    if said is None:
        return None
    options = ask.of(kind)
    if not 1 <= said <= len(options):
        return MESSAGES("typed-number-or-name", count=len(options),
                        names=", ".join(_said(ask)(c.target) for c in options))
    return options[said - 1], n + 1


@matcher("complete")
def _complete(ask: Ask) -> Result:
    if ask.words and ask.words[0] in NO:
        return _skip(ask)
    return _by_target(ask, ("slot",), lambda t: _name(ask)(t)) or _nth(ask, "slot")
