"""Suggestions for a misheard sentence: what may be said now, nearest first (issue 22, item 1).

Drawn from the choices legal at the pending decision (the actions on the menu, the regions
offered, the resources, "white flag", "war 3"), or a command whose name is misspelt by a letter or
two; never a command that has nothing to do with what was said ("remove" is not offered "move,
review, restore"). Read on the seat's view.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.core.kernel.engine import Choice
from tek_access.core.suggestions import did_you_mean, nearest
from tek_access.games.tek.commands import command_table, word_index
from tek_access.games.tek.rules.model import ACTIONS, DecisionKind

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.games.tek.view import TekView


def answer_words(game: "TekView", seat: int, choice: Choice) -> str:
    """The words that make ``choice`` when typed at its decision ("patrol", "Charwood", "white flag")."""
    kind, target = choice.kind, choice.target
    if kind in ("action", "take") and isinstance(target, str):
        return target
    if isinstance(target, str) and game.on_board(target):
        return ("stand up " if kind == "stand" else "") + game.region(target).name
    if kind == "side":
        return game.catalog.territories[target].name
    if kind in ("give", "get", "resource"):
        return str(target)
    if kind == "amount":
        return str(target)
    if kind == "bid":
        return f"war {target}"
    return {"flag": "white flag", "nothing": "do nothing", "collect": "collect", "boost": "yes",
            "no_boost": "no", "dragon": "yes", "no_dragon": "no", "remove": "remove", "church": "church",
            "resources": "suggested"}.get(kind, "")


#: the word put before a region that a choice of this kind names, so it names that choice only
PLACE_LEAD = {"meeple": "from", "to": "to", "region": "in", "retreat": "retreat to", "stand": ""}


def choice_words(game: "TekView", seat: int, choice: Choice) -> str:
    """A sentence that makes ``choice`` at its decision, legal or not ("from Charwood", "to Ashen
    Peak", "war 3", "mana"): the words a player would type; "" when there are none but its number
    (an amount is said by its number). For the conformance suite: every legal one is taken, every
    one that is not is refused with its reason."""
    kind, target = choice.kind, choice.target
    if kind == "amount":
        return ""
    if kind == "resources" and choice.payment is not None:
        return "resources " + " ".join(f"{n} {r}" for n, r in zip(choice.payment, ("mana", "ore", "food")))
    if kind == "action":  # naming an action also takes it: "select" only selects (one you cannot pay for too)
        return f"select {target}"
    if isinstance(target, str) and game.on_board(target) and kind in PLACE_LEAD:
        lead = PLACE_LEAD[kind] or "stand up"
        return f"{lead} {game.region(target).name}"
    if kind == "bid" and choice.payment is not None:
        paid = " ".join(f"{n} {r}" for n, r in zip(choice.payment, ("mana", "ore", "food")))
        return f"war {target} with {paid}"
    return answer_words(game, seat, choice)


def suggest(game: "TekView", seat: int, said: str) -> tuple[str, ...]:
    """Up to three things to say now, nearest ``said`` first: the words of the legal choices (the
    actions on the menu, the regions offered...), or a command whose name is misspelt by a letter
    or two ("stauts"); never a command that has nothing to do with it (:mod:`tek_access.core.suggestions`)."""
    said = said.lower().strip()
    head = said.split()[0] if said else ""
    table = command_table()
    index = word_index()
    meant = did_you_mean(head, [n for n in index if " " not in n], cutoff=0.8) \
        if len(head) > 3 and head == said else None  # one misspelt word ("stauts"), not a sentence
    close_command = [index[meant]] if meant is not None and index[meant] != head \
        and table[index[meant]].kind != "meta" else []
    if close_command and table[close_command[0]].kind == "play":
        verb = close_command[0]
        legal = {answer_words(game, seat, c).lower() for c in game.choices()}
        pending = game.pending
        if verb in ACTIONS and verb not in legal and pending is not None \
                and pending.kind in (DecisionKind.SELECT_ACTION, DecisionKind.RESPOND):
            close_command = []
    near = nearest(said, [answer_words(game, seat, c) for c in game.choices()])
    out = [w for w in dict.fromkeys(close_command + near) if w.lower() != said][:3]
    return tuple(out) or ("choices", "help")
