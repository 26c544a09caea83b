"""``create``: the numbered questions that open a table, and the quick form ``create 1 4 2 normal no``.

Which game (asked only when more than one is registered, :mod:`tek_access.games`), players, human
seats, the computer players' level, the game's own questions (its definition's ``online`` part),
and the seed. A table's seed comes from the operating system's generator (:func:`.seeds.new_seed`,
64 bits): from a game's public moves nobody can search back to it, so what is hidden and the
computer players' secret answers stay unknown. A host may choose a seed (to deal a game again); such a table is marked
``chosen_seed``, and every player hears so when they join, in ``tables`` and in ``status``: the
host can know what is face down.
"""
from __future__ import annotations

import re

from tek_access.core import registry
from tek_access.server.seeds import new_seed
from tek_access.server.table import Table
from tek_access.server.words import SERVER


def _online(a: dict):
    return registry.get(a.get("game")).part("online")


def questions(a: dict) -> list[str]:
    """The questions in order, for the answers ``a`` so far (the game's own come after the level)."""
    first = ["game"] if len(registry.names()) > 1 else []
    return first + ["players", "humans", "level"] + list(_online(a).QUESTIONS) + ["seed"]


def table_refusal(hub, client) -> str | None:
    """The line for a player who may open no more tables now: :attr:`~.limits.Limits.tables_per_host`
    tables not yet over hosted by this name, or :attr:`~.limits.Limits.tables_per_address` made
    from this address (one guest once made and started 300 tables in a minute)."""
    limits = hub.limits
    name, address = client.name.lower(), getattr(client, "address", "?")
    live = [t for t in hub.tables.values() if t.status != "over"]
    hosted = [t for t in live if t.host.lower() == name]
    if len(hosted) >= limits.tables_per_host:
        return SERVER("host-too-many", count=len(hosted), tables=", ".join(str(t.id) for t in hosted),
                      first=hosted[0].id)
    if sum(getattr(t, "address", None) == address for t in live) >= limits.tables_per_address:
        return SERVER("address-too-many-tables", count=limits.tables_per_address)
    return None


def create(hub, client, args: list[str]) -> None:
    """Ask the questions, or take ``args`` as their answers in order (the rest by default)."""
    refusal = table_refusal(hub, client)
    if refusal is not None:
        client.reject(refusal)
        return
    client.creating = {"answers": {}, "index": 0}
    if args:
        for word in args[:len(questions({}))]:
            if not answer(hub, client, word, quiet=True):
                client.creating = None
                return
        while client.creating is not None:
            answer(hub, client, "", quiet=True)
        return
    client.say(SERVER("create-head", count=len(questions({}))))
    ask(client)


#: a numbered answer inside a question's text: "1: normal." (the game's own questions are written so)
NUMBERED = re.compile(r"\b(\d+): ([^.]+)\.")


def ask(client) -> None:
    _, text, count = _question(client)
    client.say(SERVER("create-question", number=client.creating["index"] + 1, count=count, text=text))


def choices(client) -> list[tuple[int, str]]:
    """The numbered answers of the question ``client`` is asked (the page's buttons): a number of
    players or seats from its range, else the "N: answer." of the question's text; [] for the seed."""
    key, text, _ = _question(client)
    a = client.creating["answers"]
    low, high, default = _online(a).PLAYERS
    if key == "players":
        return [(n, SERVER("create-players-choice", count=n)) for n in range(low, high + 1)]
    if key == "humans":
        return [(n, SERVER("create-humans-choice", count=n)) for n in range(1, a.get("players", default) + 1)]
    return [(int(n), label) for n, label in NUMBERED.findall(text)]


def _question(client) -> tuple[str, str, int]:
    """The question asked now: its key, its text and how many questions there are."""
    a, i = client.creating["answers"], client.creating["index"]
    asked = questions(a)
    online = _online(a)
    low, high, default = online.PLAYERS
    players = a.get("players", default)
    own = {q: online.question(q)[0] for q in online.QUESTIONS}
    texts = {
        "game": SERVER("create-game", games=" ".join(f"{n}: {registry.get(g).title}."
                                                     for n, g in enumerate(registry.names(), 1))),
        "players": SERVER("create-players", low=low, high=high, default=default),
        "humans": SERVER("create-humans", players=players, default=min(2, players)),
        "level": SERVER("create-level"),
        "seed": SERVER("create-seed"),
        **own,
    }
    return asked[i], texts[asked[i]], len(asked)


def answer(hub, client, text: str, quiet: bool = False) -> bool:
    """One answer; False (and the question again, or the end of a quick form) when refused."""
    state = client.creating
    a, i = state["answers"], state["index"]
    word = text.strip().lower()
    if word in ("cancel", SERVER("create-cancel-word")):
        client.creating = None
        client.say(SERVER("create-cancelled"))
        return False
    asked = questions(a)
    q = asked[i]
    online = _online(a)
    low, high, default = online.PLAYERS
    players = a.get("players", default)
    value: object = None
    error: str | None = None
    own = {q: online.question(q)[1] for q in online.QUESTIONS}
    if q == "game":
        names = registry.names()
        value = names[0] if not word else (names[int(word) - 1] if word.isdigit() and 1 <= int(word) <= len(names)
                                           else word if word in names else None)
        if value is None:
            error = SERVER("create-game-error", games=", ".join(f"{n} {g}" for n, g in enumerate(names, 1)))
    elif q == "players":
        number = default if not word else int(word) if word.isdigit() else None
        value = number
        if number is None or not low <= number <= high:
            error = SERVER("create-players-error", low=low, high=high)
    elif q == "humans":
        number = min(2, players) if not word else int(word) if word.isdigit() else None
        value = number
        if number is None or not 1 <= number <= players:
            error = SERVER("create-humans-error", players=players)
    elif q == "level":
        value = {"": "normal", "1": "normal", "normal": "normal", "2": "random", "random": "random",
                 SERVER("create-level-normal-word"): "normal", SERVER("create-level-random-word"): "random"}.get(word)
        if value is None:
            error = SERVER("create-level-error")
    elif q in own:
        value = online.read_answer(q, word)
        if value is None:
            error = own[q]
    else:
        value = new_seed() if not word else int(word) if word.isdigit() and len(word) <= 20 else None
        state["chosen_seed"] = bool(word)
        if value is None:
            error = SERVER("create-seed-error")
    if error is not None:
        client.reject(error + ("" if quiet else SERVER("create-try-again")))
        if quiet:
            client.creating = None
        else:
            ask(client)
        return False
    a[q] = value
    state["index"] += 1
    if state["index"] < len(questions(a)):
        if not quiet:
            ask(client)
        return True
    client.creating = None
    a["chosen_seed"] = state.get("chosen_seed", False)
    a.setdefault("game", registry.DEFAULT)
    make_table(hub, client, a)
    return True


def make_table(hub, client, a: dict) -> None:
    """Open a table with the answers ``a``; the creator hears the seed only when they chose it
    (a random seed would predict what is hidden and the computer players' secret answers)."""
    refusal = table_refusal(hub, client)  # asked again: another connection may have made one meanwhile
    if refusal is not None:
        client.reject(refusal)
        return
    seats = [{"kind": "human", "name": None} if i < a["humans"] else {"kind": a["level"], "name": None}
             for i in range(a["players"])]
    off_loop = getattr(hub, "make_table_off_loop", None)
    if off_loop is not None:  # a front door: the store written in a worker thread, then :func:`opened`
        off_loop(client, a, seats)
        return
    opened(hub, client, a, seats, hub.store.new_table(client.name, a, seats))


def opened(hub, client, a: dict, seats: list, tid: int) -> None:
    """Table ``tid``, just made in the store with the answers ``a`` and ``seats``, opened here and joined by
    its creator, who hears what it is."""
    # a front door (server/frontdoor.py) makes its own kind: a table another process plays
    table = getattr(hub, "table_class", Table)(hub, tid, client.name, a, seats)
    table.address = getattr(client, "address", "?")  # the address it was made from (tables_per_address)
    hub.tables[tid] = table
    client.say(SERVER("table-created", table=tid, game=table.definition.title, players=a["players"],
                      humans=a["humans"], level=a["level"], options=_online(a).options_text(a),
                      seed=str(a["seed"]), chosen=bool(a["chosen_seed"])))
    table.join(client)
