"""Tiny Epic Kingdoms' vocabulary: every word a sentence may hold now, to tell a typo ("white
flagg", "regoin") from a word that answers a later question, and the refusal of a sentence
holding a word of no meaning: nothing is done, with "did you mean" (difflib, through
:mod:`tek_access.core.suggestions`) and the sentence put right as the suggestion."""
from __future__ import annotations

from typing import TYPE_CHECKING

from tek_access.core.parsed import Unknown
from tek_access.core.refusals import refuse, said_back, with_question
from tek_access.core.suggestions import did_you_mean
from tek_access.games.tek.answers import NUMBER_WORDS, RESOURCE_WORDS
from tek_access.games.tek.commands import command_table
from tek_access.games.tek.messages import MESSAGES
from tek_access.games.tek.names import names

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.parts import Prompts
    from tek_access.games.tek.view import TekView

PLACE_WORDS = ("to", "into", "in", "at", "on", "from", "onto")


def _prompts(game: "TekView") -> "Prompts":
    from tek_access.games.tek.narration import prompts

    return prompts


def vocabulary(game: "TekView", seat: int) -> set[str]:
    """Every word a sentence of this game may hold now: the commands and their synonyms, the
    words of every region's names, the resources, the colours, numbers' words and the filler."""
    from tek_access.games.tek.answers import NO, YES
    from tek_access.games.tek.commands import word_index
    from tek_access.games.tek.names import FILLER

    out = {w for name in word_index() for w in name.split()}
    for rid in [r.id for sid in game.state.cards for r in game.catalog.territories[sid].regions]:
        out |= {w for phrase in names(game, seat, rid) for w in phrase.split()}
    out |= set(RESOURCE_WORDS) | set(NUMBER_WORDS) | set(FILLER) | set(PLACE_WORDS) | YES | NO
    out |= {c.lower() for c in game.config.colours} | {game.name(p.seat).lower() for p in game.state.players}
    out |= {"my", "your", "with", "for", "up", "select", "choose", "pick"}
    return out


def unknown_word(game: "TekView", seat: int, words: list[str]) -> str | None:
    """The first of ``words`` that is no word of this game now and no number ("flagg"), or None."""
    known = vocabulary(game, seat)
    return next((w for w in words if not w.isdigit() and w not in known), None)


def misspelt(game: "TekView", seat: int, word: str) -> str | None:
    """The word of this game's vocabulary ``word`` is a letter or two from, or None; never a word
    of a session command ("lod" is not offered "load": issue 22)."""
    from tek_access.games.tek.commands import word_index

    table = command_table()
    session = {w for name, cmd in word_index().items() if table[cmd].kind == "meta" for w in name.split()}
    return did_you_mean(word, vocabulary(game, seat) - session)


def typo_refusal(game: "TekView", seat: int, words: list[str], odd: str) -> Unknown:
    """The refusal of a sentence holding ``odd``, no word of this game ("white flagg"): nothing
    is done, with "did you mean" and the sentence put right as the suggestion when it is a letter
    or two from a word, else that the word is not known."""
    meant = misspelt(game, seat, odd)
    said = said_back(words)
    why = MESSAGES("refuse-typo-meant", meant=meant) if meant else MESSAGES("refuse-typo-unknown", word=odd)
    fixed = " ".join(meant if w == odd else w for w in words) if meant else "choices"
    question = _prompts(game).prompt(game, seat)
    said += "" if said.endswith("...") else "."  # a cut line ends on its three dots, not four
    return refuse(with_question(MESSAGES("refuse-not-now", text=f"{said} {why}"), question), (fixed,))
