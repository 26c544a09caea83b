"""``create``: the numbered questions that open a table, and the quick form ``create 4 2 normal no``.

A table's seed comes from the operating system's generator (:func:`.seeds.new_seed`, 64 bits): from a
game's public moves nobody can search back to it, so the face-down tokens and the computer
players' dice stay unknown. A host may choose a seed (to deal a game again); such a table is marked
``chosen_seed``, and every player hears so when they join, in ``tables`` and in ``status``: the
host can know what is face down.
"""
from __future__ import annotations

from tek_access.server.seeds import new_seed
from tek_access.server.table import Table

LEVELS = ("normal", "random")
QUESTIONS = ("players", "humans", "level", "exploration", "seed")

def create(hub, client, args: list[str]) -> None:
    """Ask the 5 questions, or take ``args`` as their answers in order (the rest by default)."""
    client.creating = {"answers": {}, "index": 0}
    if args:
        for word in args[:len(QUESTIONS)]:
            if not answer(hub, client, word, quiet=True):
                client.creating = None
                return
        while client.creating is not None:
            answer(hub, client, "", quiet=True)
        return
    client.say("Create a table: 5 questions. Press Enter for the default; say cancel to stop.")
    ask(client)


def ask(client) -> None:
    a, i = client.creating["answers"], client.creating["index"]
    players = a.get("players", 4)
    texts = [
        "Question 1 of 5: how many players, 2 to 5? Enter for 4.",
        f"Question 2 of 5: how many human seats, 1 to {players}? Enter for {min(2, players)}.",
        "Question 3 of 5: computer players. 1: normal. 2: random. Enter for 1, normal.",
        "Question 4 of 5: exploration tokens. 1: no. 2: yes. Enter for 1, no.",
        "Question 5 of 5: seed, a whole number, to deal the same game again; players are told you chose it. "
        "Enter for a secret random seed.",
    ]
    client.say(texts[i])


def answer(hub, client, text: str, quiet: bool = False) -> bool:
    """One answer; False (and the question again, or the end of a quick form) when refused."""
    state = client.creating
    a, i = state["answers"], state["index"]
    word = text.strip().lower()
    if word == "cancel":
        client.creating = None
        client.say("Table not created.")
        return False
    q = QUESTIONS[i]
    players = a.get("players", 4)
    value, error = None, None
    if q == "players":
        value = 4 if not word else int(word) if word.isdigit() else None
        if value is None or not 2 <= value <= 5:
            error = "Players: a number from 2 to 5."
    elif q == "humans":
        value = min(2, players) if not word else int(word) if word.isdigit() else None
        if value is None or not 1 <= value <= players:
            error = f"Human seats: a number from 1 to {players}."
    elif q == "level":
        value = {"": "normal", "1": "normal", "normal": "normal", "2": "random", "random": "random"}.get(word)
        if value is None:
            error = "Computer players: 1 normal or 2 random."
    elif q == "exploration":
        value = {"": False, "1": False, "no": False, "off": False, "2": True, "yes": True, "on": True}.get(word)
        if value is None:
            error = "Exploration tokens: 1 no or 2 yes."
    else:
        value = new_seed() if not word else int(word) if word.isdigit() and len(word) <= 20 else None
        state["chosen_seed"] = bool(word)
        if value is None:
            error = "Seed: a whole number of at most 20 digits, or Enter for a secret random one."
    if error is not None:
        client.reject(error + ("" if quiet else " Try again, or say cancel."))
        if quiet:
            client.creating = None
        else:
            ask(client)
        return False
    a[q] = value
    state["index"] += 1
    if state["index"] < len(QUESTIONS):
        if not quiet:
            ask(client)
        return True
    client.creating = None
    a["chosen_seed"] = state.get("chosen_seed", False)
    make_table(hub, client, a)
    return True


def make_table(hub, client, a: dict) -> None:
    """Open a table with the answers ``a``; the creator hears the seed only when they chose it
    (a random seed would predict the face-down tokens and the computer players' war dice)."""
    seats = [{"kind": "human", "name": None} if i < a["humans"] else {"kind": a["level"], "name": None}
             for i in range(a["players"])]
    tid = hub.store.new_table(client.name, a, seats)
    table = Table(hub, tid, client.name, a, seats)
    hub.tables[tid] = table
    client.say(f"Table {tid} created: {a['players']} players, {a['humans']} human "
               f"{'seat' if a['humans'] == 1 else 'seats'}, {a['level']} computer players, exploration tokens "
               f"{'on' if a['exploration'] else 'off'}"
               + (f", seed {a['seed']}, chosen by you: players are told." if a["chosen_seed"]
                  else ", a secret random seed."))
    table.join(client)
