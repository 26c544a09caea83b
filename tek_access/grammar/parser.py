"""Typed text -> a command: a query, a session command, or the choices that answer the game.

The shell every game shares: verb first, case-insensitive, with the game's synonyms; a bare
number answers the pending decision. The command's head is looked up in the game's command table;
a play sentence is handed to the game's grammar (``definition.grammar.play``), which resolves it on
a copy of the seat's view: nothing the parser answers depends on what the seat may not know, and
the words typed past a reveal wait for the seat's next question (:attr:`Play.waiting`). ``parse``
never raises: anything it cannot read becomes :class:`Unknown` with a short reason and the nearest
valid commands (``architecture.md``, Commands; ``accessibility.md``, Content rules).
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from tek_access.core.parsed import Command, Meta, Play, Query, Unknown, tokenize
from tek_access.grammar.language import WordFile, fold, normalise, said_as, shared_words

__all__ = ["Command", "Meta", "Play", "Query", "Unknown", "tokenize", "parse", "FILE_COMMANDS", "NUMBERS"]

if TYPE_CHECKING:  # pragma: no cover
    from tek_access.core.definition import GameDefinition
    from tek_access.core.seat import SeatView
    from tek_access.core.view import GameView

FILE_COMMANDS = {"save", "load", "braille"}
#: session commands whose words after the command are names and values of their own, taken as typed in every
#: language ("settings language en": the language's normaliser would read "en" as a word of its own)
AS_TYPED = {"settings"}
#: a line of numbers only, more than one or with a fraction ("1.5", "2 1", "3,4")
NUMBERS = re.compile(r"\s*-?\d+(?:\s*[.,/]\s*\d+|\s+\d+)+\s*")


def _say(msg_id: str, **args: Any) -> str:
    """One of the grammar's own lines (core.ftl), in the player's language."""
    from tek_access.core.messages import CORE

    return CORE(msg_id, **args)


def parse(text: str, seat_view: "SeatView | None") -> Command:
    """Read ``text`` typed by the player of ``seat_view`` (None: no game yet) on what that seat
    may know. Returns a :data:`Command`; never raises."""
    game = seat_view.game if seat_view is not None else None
    seat = seat_view.seat if seat_view is not None else None
    definition = seat_view.definition if seat_view is not None else None
    try:
        command = _parse(text, game, seat, definition)
    # Guards the player from a traceback: the grammar must never raise at a player. Not a hiding place:
    # tests/test_grammar.py calls _parse on arbitrary text without this net (test_the_grammar_never_raises).
    except Exception:  # noqa: BLE001
        return Unknown(_say("parse-not-understood"), ("help", "choices"))
    table = language_words(game, definition)
    if table is not None and isinstance(command, Unknown):  # what to say next, in the player's words
        command = Unknown(command.reason, tuple(said_as(s, table) for s in command.suggestions))
    from tek_access.core.messages import CORE, ENGLISH, speaking

    with speaking(ENGLISH):  # a game's refusal not yet worded in the player's language is said in English
        english = CORE("not-a-choice-prefix") + " "
    prefixes = (CORE("not-a-choice-prefix") + " ", english)
    prefix = next((p for p in prefixes if command.reason.startswith(p)), "") if isinstance(command, Unknown) else ""
    if isinstance(command, Unknown) and prefix:
        # echo what was typed ("fly to the moon"), not the words left after the filler is dropped
        said, _, after = command.reason[len(prefix):].partition(".")
        raw = " ".join(re.findall(r"[A-Za-z0-9?']+" if table is None else r"[^\W_]+|[?']", text))
        if said and not said.endswith("..") and after[:2] != ".." and raw.lower() != said:
            if len(raw) > 60:
                raw = raw[:57].rstrip() + "..."
            command = Unknown(f"{prefix}{raw}.{after}", command.suggestions)
    return command


def words_of(grammar: Any) -> WordFile | None:
    """The words of the player's language for ``grammar`` (a game's grammar part): the shared word
    file and the game's own (its ``words(code)``, when it has one); None in English and the
    pseudo-locale, which the parser reads as typed."""
    from tek_access.core.messages import ENGLISH, PSEUDO, language

    code = language()
    if code in (ENGLISH, PSEUDO):
        return None
    table = shared_words(code)
    game_words = getattr(grammar, "words", None)
    if game_words is not None:
        table = table.merged(game_words(code))
    return table


def language_words(game: "GameView | None", definition: "GameDefinition | None") -> WordFile | None:
    """:func:`words_of` the grammar of ``game`` (or ``definition``, or the registered game); None in English."""
    from tek_access.core import registry

    return words_of((definition or (registry.of(game) if game is not None else registry.get())).grammar)


def in_parser_words(text: str, grammar: Any) -> str:
    """``text`` in the words the parser reads: unchanged in English (and the pseudo-locale), else
    through the language's normaliser (:mod:`tek_access.grammar.language`) with :func:`words_of`."""
    table = words_of(grammar)
    return text if table is None else normalise(text, table)


def _history_words(typed: list[str], grammar: Any) -> tuple[str, ...]:
    """The words after ``history`` as typed in a language: a category's name in any shipped language read as
    the category ("tour" -> "turn", whatever a game's word file reads "tour" as; ``tek_access.settings.category_id``),
    every other word in the parser's words ("cinq" -> "5")."""
    from tek_access.settings import category_id

    return tuple(" ".join(category_id(word) or in_parser_words(word, grammar) for word in typed).split())


def _parse(text: str, game: "GameView | None", seat: int | None, definition: GameDefinition | None = None) -> Command:
    from tek_access.core import registry

    grammar = (definition or (registry.of(game) if game is not None else registry.get())).grammar
    typed, text = text, in_parser_words(text, grammar)
    words = tokenize(text)
    if not words:
        return Unknown(_say("parse-say-command"), ("help",))
    select_only = len(words) > 1 and words[0] in ("select", "choose", "pick")
    if select_only:  # "select X" only selects; the bare name may select and carry it out
        words = words[1:]
    index = grammar.word_index()
    table = grammar.commands()
    # multi-word command names first ("what now", "do nothing")
    head, rest, size = None, words, 0
    for size in (2, 1):
        key = " ".join(words[:size])
        if len(words) >= size and key in index:
            head, rest = index[key], words[size:]
            break
    if head is not None and table[head].kind == "query" and not grammar.query_is_play(head, game, seat):
        if head == "history" and typed != text:  # "historique tour": the category as typed, not a game's word
            return Query(head, _history_words(tokenize(fold(typed))[1:], grammar))
        return Query(head, tuple(rest))
    if head is not None and table[head].kind == "meta":
        if head in FILE_COMMANDS:  # a file name keeps its case, dots and slashes: "save My Game.json"
            size = size if typed == text else 1  # a language's own word for the command: one word
            parts = typed.strip().split(None, size)
            file = parts[size].strip() if len(parts) > size else ""
            if typed != text and file and words[-1] == "yes":  # "charger partie.json oui": the answer, in English
                file = file.rsplit(None, 1)[0] + " yes" if " " in file else "yes"
            return Meta(head, (file,) if file else ())
        if head in AS_TYPED and typed != text:
            return Meta(head, tuple(tokenize(fold(typed))[1:]))
        return Meta(head, tuple(rest))
    if game is None or game.pending is None:
        return Unknown(_say("parse-game-over"), ("score", "history", "quit"))
    if game.pending.player != seat:
        return Unknown(_say("parse-not-your-decision", who=game.name(game.pending.player)), ("pending", "status"))
    if NUMBERS.fullmatch(text):  # "1.5", "2 1": one whole number answers a question, not a part or two
        count = len(game.choices())
        return Unknown(_say("parse-whole-number", text=text.strip(), count=count), ("choices",))
    command: Command = grammar.play(text, words, game, seat, select_only)  # a game's part: a module
    return command


