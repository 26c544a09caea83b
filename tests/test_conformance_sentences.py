"""The promises every game keeps about sentences (issue 30, item 1), written once and run over
every registered game (``registry.names()``) at every table size, on random positions
(:mod:`conformance_support`):

- a sentence whose command belongs to another kind of question is refused with a reason and
  what works now, and changes nothing (the command is never dropped and its number kept);
- words left over once a sentence is resolved are refused, not dropped (past a reveal they wait
  for the next question, "kept for your next question");
- every legal choice, said as a player would (the game's ``choice_words``), is taken; every
  illegal one made by breaking a legal one (another card, place or resource, an origin without a
  piece, a cost not affordable, a full place) is refused with its reason and what is legal now;
  a two-step sentence whose second step is illegal is refused whole, before anything is played;
- every example sentence of the game's docs and of ``help COMMAND`` is taken at a position
  where it is legal.

Each check is a function returning the problems it finds, so ``test_*_can_fail`` runs it against
a game broken on purpose (a grammar that drops the command, skips the affordability check,
drops the words left over) and sees it fail.
"""
from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from conformance_support import Position, by_kind, find, game_sizes, walk

from tek_access.core import registry
from tek_access.grammar import parser

REPO = Path(__file__).resolve().parents[1]
SIZES = game_sizes()
IDS = [f"{name}-{players}p" for name, players in SIZES]
#: each game's player docs, whose example sentences must be taken
DOCS = {"tek": ["docs/playing.md"], "vikings": ["docs/playing-vikings.md"]}
#: a word of no game
NONSENSE = "zzxq"


# ---------------------------------------------------------------- what a refusal must be
def _question(pos: Position) -> str:
    return str(registry.get(pos.name).prompts.prompt(pos.view().game, pos.seat))


def refusal_problems(pos: Position, text: str, command: Any, before: str) -> list[str]:
    """Why ``command`` (``text`` parsed at ``pos``) is not a good refusal: not refused, no reason
    beyond the words read back, nothing said of what works now, or the game changed."""
    where = f"{pos!r}: {text!r}"
    if pos.fingerprint() != before:
        return [f"{where} changed the game"]
    if not isinstance(command, parser.Unknown):
        return [f"{where} was taken: {command}"]
    reason = command.reason.strip()
    rest = re.sub(r"^(Not a choice now|Not a choice after that): [^.]*\.", "", reason).strip()
    question = _question(pos)
    lead = question.split(". ", 1)[0][:40]
    if rest in ("", "That is not one of the choices now.") or rest.startswith(lead):
        return [f"{where} refused without a reason: {reason!r}"]  # only the words read back and the question
    if not (command.suggestions or "choices" in reason.lower() or lead in reason):
        return [f"{where} refused without what works now: {reason!r}"]
    if len(reason) >= 200:
        return [f"{where} refusal of {len(reason)} characters"]
    return []


def _grammar(pos: Position) -> Any:
    return registry.get(pos.name).grammar


def _words(pos: Position, choice: Any) -> str:
    return str(_grammar(pos).choice_words(pos.view().game, pos.seat, choice))


# ---------------------------------------------------------------- the checks
def wrong_question_problems(pos: Position) -> list[str]:
    """Every play command that does not answer this kind of question (the game's ``answers()``),
    said with its example, or with a choice's number, is refused with a reason, changing nothing."""
    grammar = _grammar(pos)
    table = grammar.commands()
    out = []
    for verb, kinds in grammar.answers().items():
        if pos.kind in kinds:
            continue
        example = grammar.example(verb, table[verb].example, pos.view().game, pos.seat)
        for text in (example, f"{verb} 1", f"{verb} 2"):
            before = pos.fingerprint()
            out += refusal_problems(pos, text, pos.parse(text), before)
    return out


def _taken(pos: Position, text: str) -> Any:
    command = pos.parse(text)
    return command if isinstance(command, parser.Play) else None


def left_over_problems(pos: Position) -> list[str]:
    """A sentence taken here, with a word of no game after it, is refused, even where the sentence
    stops at a reveal (a typo is not carried past what cannot be taken back: "white flagg"); a
    sentence that stops at a reveal keeps the words of the game after it for the next question."""
    out = []
    texts = ["1"] + [w for c in pos.game.choices()[:8] if (w := _words(pos, c))]
    for text in texts:
        taken = _taken(pos, text)
        if taken is None:
            continue
        before = pos.fingerprint()
        longer = f"{text} {NONSENSE}"
        out += refusal_problems(pos, longer, pos.parse(longer), before)
        again = pos.parse(f"{text} {text}")  # words of the game after it: read, kept past a reveal, or refused
        if isinstance(again, parser.Play) and not again.waiting and len(again.choices) <= len(taken.choices) \
                and again.choices != taken.choices:  # the same answer said twice ("to Mirewood to Mirewood") is one
            out.append(f"{pos!r}: {text!r} twice dropped the second: {again}")
    return out


def census(name: str, players: int) -> dict[str, list[Any]]:
    """Every target each choice kind had in two random games of ``name``: what another card,
    place, resource or amount may be."""
    seen: dict[str, dict[Any, None]] = {}
    for seed in (100, 101):
        for pos in walk(name, players, seed):
            for c in pos.game.choices():
                if c.payment is None:
                    seen.setdefault(c.kind, {})[c.target] = None
    return {kind: list(targets) for kind, targets in seen.items()}


def illegal_problems(pos: Position, targets: dict[str, list[Any]], rng: random.Random) -> list[str]:
    """Every legal choice said as words is taken (as that choice); the same choice with another
    target (another card, place, resource, amount; an origin without a piece, a full place, a
    cost not affordable) is refused with its reason and what is legal now, changing nothing."""
    out = []
    legal = pos.game.choices()
    legal_words = {_words(pos, c) for c in legal}
    for choice in rng.sample(legal, min(6, len(legal))):
        text = _words(pos, choice)
        if not text:
            continue
        taken = _taken(pos, text)
        if taken is None or taken.choices[0] != choice:
            out.append(f"{pos!r}: {text!r}, the words of {choice}, gave {pos.parse(text)}")
    kinds = {c.kind for c in legal}
    for kind in sorted(kinds):
        others = [t for t in targets.get(kind, []) if not any(c.kind == kind and c.target == t for c in legal)]
        for target in rng.sample(others, min(2, len(others))):
            broken = type(legal[0])(kind, target)
            text = _words(pos, broken)
            if not text or text in legal_words:
                continue
            before = pos.fingerprint()
            out += refusal_problems(pos, text, pos.parse(text), before)
    return out


def two_step_problems(pos: Position, targets: dict[str, list[Any]], rng: random.Random) -> list[str]:
    """A sentence of a legal first step and an illegal second one (the seat decides both, no
    reveal between: "play Halla, build temple" at 0 wood) is refused whole: nothing is played."""
    out = []
    for first in rng.sample(pos.game.choices(), min(4, len(pos.game.choices()))):
        text = _words(pos, first)
        taken = _taken(pos, text) if text else None
        if taken is None or taken.choices != (first,) or taken.waiting:
            continue
        after = pos.after([first])
        if after.pending is None or after.pending.player != pos.seat:
            continue
        then = Position(pos.name, pos.players, pos.seed, pos.step + 1, after)
        legal = after.choices()
        for kind in sorted({c.kind for c in legal}):
            others = [t for t in targets.get(kind, []) if not any(c.kind == kind and c.target == t for c in legal)]
            for target in others[:1]:
                second = _words(then, type(first)(kind, target))
                if not second or second in {_words(then, c) for c in legal}:
                    continue
                before = pos.fingerprint()
                sentence = f"{text} {second}"
                command = pos.parse(sentence)
                if isinstance(command, parser.Play) and command.waiting:
                    continue  # the first step reveals something: the rest waits, as promised
                out += refusal_problems(pos, sentence, command, before)
    return out


# ---------------------------------------------------------------- the examples of the docs and of help
def doc_examples(name: str) -> list[str]:
    """The example sentences of game ``name``'s docs that a player says to answer a question: the
    quoted ones (`patrol`) and the lines of an indented block of examples, each headed by a play
    command of the game; usage forms (`war NUMBER [with PAYMENT]`) are left out."""
    grammar = registry.get(name).grammar
    table, index = grammar.commands(), grammar.word_index()
    plays = {w for w, c in index.items() if table[c].kind == "play"}
    found: list[str] = []
    for doc in DOCS.get(name, []):
        text = (REPO / doc).read_text()
        pieces = re.findall(r"`([^`]+)`", text)
        for line in text.splitlines():
            if line.startswith("    ") and not line.strip().startswith("tek-access"):
                pieces += [p for part in re.split(r"\s{2,}", line.strip()) if not re.match(r"\d+\. ", part)
                           for p in re.split(r"[,;]\s+|:\s+", part)]
        for piece in pieces:
            piece = piece.strip().rstrip(".")
            words = parser.tokenize(piece)
            if not words or re.search(r"[\[|()]|\b[A-Z]{2,}\b|^\d+\. ", piece):
                continue
            if " ".join(words[:2]) in plays or words[0] in plays:
                found.append(piece)
    return list(dict.fromkeys(found))


def example_is_taken(name: str, text: str, seeds: range = range(30),
                     live: Callable[[Position], str] | None = None) -> Position | None:
    """The first position of random games (3 players, else the smallest table) where ``text`` (or
    ``live(pos)``, the help's example read from that table) is taken, at a question of a kind its
    command answers; None when there is none."""
    grammar = registry.get(name).grammar
    answers = grammar.answers()
    head = parser.tokenize(text)
    verb = grammar.word_index().get(" ".join(head[:2])) or grammar.word_index().get(head[0])
    kinds = answers.get(verb or "")
    players = 3 if (name, 3) in SIZES else min(p for n, p in SIZES if n == name)

    def takes(pos: Position) -> bool:
        if kinds is not None and pos.kind not in kinds:
            return False
        return isinstance(pos.parse(live(pos) if live else text), parser.Play)
    return find(name, players, takes, seeds, every_option=True)


# ---------------------------------------------------------------- the tests, for every game and table size
@pytest.fixture(scope="module")
def samples() -> dict[tuple[str, int], list[Position]]:
    return {(name, players): by_kind(name, players) for name, players in SIZES}


@pytest.mark.parametrize(("name", "players"), SIZES, ids=IDS)
def test_a_command_of_another_question_is_refused_with_a_reason(samples, name, players):
    problems = [p for pos in samples[name, players] for p in wrong_question_problems(pos)]
    assert not problems, problems[:5]


@pytest.mark.parametrize(("name", "players"), SIZES, ids=IDS)
def test_words_left_over_are_refused_or_wait_past_a_reveal(samples, name, players):
    problems = [p for pos in samples[name, players] for p in left_over_problems(pos)]
    assert not problems, problems[:5]


@pytest.mark.parametrize(("name", "players"), SIZES, ids=IDS)
def test_legal_words_are_taken_and_broken_ones_refused_with_their_reason(samples, name, players):
    rng = random.Random(players)
    targets = census(name, players)
    problems = [p for pos in samples[name, players] for p in illegal_problems(pos, targets, rng)]
    assert not problems, problems[:5]


@pytest.mark.parametrize(("name", "players"), SIZES, ids=IDS)
def test_a_sentence_with_an_illegal_second_step_plays_nothing(samples, name, players):
    rng = random.Random(players)
    targets = census(name, players)
    problems = [p for pos in samples[name, players] for p in two_step_problems(pos, targets, rng)]
    assert not problems, problems[:5]


@pytest.mark.parametrize("name", registry.names())
def test_every_play_command_answers_a_kind_of_question_it_names(name):
    """The contract the checks above read: each play command but skip and yes (taken wherever
    their choice is offered) names the decision kinds it answers."""
    grammar = registry.get(name).grammar
    plays = {n for n, c in grammar.commands().items() if c.kind == "play"}
    assert plays - set(grammar.answers()) <= {"skip", "yes"}, plays - set(grammar.answers())


@pytest.mark.parametrize("name", registry.names())
def test_every_help_example_is_taken_where_it_is_legal(name):
    grammar = registry.get(name).grammar
    table = grammar.commands()
    missing = []
    for verb, info in table.items():
        if info.kind != "play":
            continue
        live = lambda pos, verb=verb, info=info: grammar.example(verb, info.example, pos.view().game, pos.seat)  # noqa: E731
        if example_is_taken(name, info.example, live=live) is None:
            missing.append(f"help {verb}: {info.example}")
    assert not missing, missing


@pytest.mark.parametrize("name", [n for n in registry.names() if n in DOCS])
def test_every_doc_example_is_taken_where_it_is_legal(name):
    examples = doc_examples(name)
    assert len(examples) >= 10, examples
    missing = [text for text in examples if example_is_taken(name, text) is None]
    assert not missing, missing


# ---------------------------------------------------------------- each check fails on a game broken on purpose
def _vikings_at(kind: str, test: Callable[[Position], bool] = lambda pos: True) -> Position:
    pos = find("vikings", 3, lambda p: p.kind == kind and test(p))
    assert pos is not None, kind
    return pos


def _break_grammar(monkeypatch, name: str, wrap: Callable[..., Any]) -> None:
    """Replace game ``name``'s sentence resolver by ``wrap(original, text, words, game, seat, select_only)``."""
    grammar = registry.get(name).grammar
    original = grammar.play
    monkeypatch.setattr(grammar, "play", lambda *args: wrap(original, *args))


def test_the_wrong_question_check_fails_on_a_game_that_drops_the_command(monkeypatch):
    """The bug of issue 30: the command dropped and its number kept ("play 2 face down" kept card 2)."""
    pos = _vikings_at("draft")
    assert not wrong_question_problems(pos)
    monkeypatch.setattr("tek_access.games.vikings.refusals.wrong_question", lambda *args: None)
    problems = wrong_question_problems(pos)
    assert any("'play 2' was taken" in p for p in problems), problems


def _drop_last_word(original, text, words, game, seat, select_only):
    command = original(text, words, game, seat, select_only)
    while isinstance(command, parser.Unknown) and len(words) > 1:  # the words not read are dropped
        words = words[:-1]
        command = original(" ".join(words), words, game, seat, select_only)
    return command


def test_the_left_over_check_fails_on_a_game_that_drops_the_words_it_cannot_read(monkeypatch):
    pos = _vikings_at("deploy")
    assert not left_over_problems(pos)
    _break_grammar(monkeypatch, "vikings", _drop_last_word)
    problems = left_over_problems(pos)
    assert any(f"{NONSENSE}' was taken" in p for p in problems), problems


def test_the_illegal_move_check_fails_on_a_game_that_plays_another_move_or_gives_no_reason(monkeypatch):
    pos = _vikings_at("draft")
    targets = census("vikings", 3)
    assert not illegal_problems(pos, targets, random.Random(1))
    with monkeypatch.context() as patch:  # an illegal card is kept as the first card of the hand
        _break_grammar(patch, "vikings", lambda original, *args: (
            command if not isinstance(command := original(*args), parser.Unknown)
            else parser.Play((args[2].choices()[0],))))
        problems = illegal_problems(pos, targets, random.Random(1))
        assert any("was taken" in p for p in problems), problems
    with monkeypatch.context() as patch:  # refused, but only the words read back and the question
        _break_grammar(patch, "vikings", lambda original, text, *args: (
            command if not isinstance(command := original(text, *args), parser.Unknown)
            else parser.Unknown(f"Not a choice now: {text}. {_question(pos)}", ("choices",))))
        problems = illegal_problems(pos, targets, random.Random(1))
        assert any("without a reason" in p for p in problems), problems


def test_the_two_step_check_fails_on_a_game_that_plays_the_first_step_of_a_refused_sentence(monkeypatch):
    """The bug of issue 30: "build temple in Ravenholm" at 0 wood played the card and built nothing."""
    pos = _vikings_at("play", lambda p: any(p.game.catalog.cards[c.target].leader.kind == "build"
                                            for c in p.game.choices() if c.kind == "up"))
    targets = census("vikings", 3)
    assert not two_step_problems(pos, targets, random.Random(1))
    _break_grammar(monkeypatch, "vikings", _drop_last_word)
    problems = two_step_problems(pos, targets, random.Random(1))
    assert any("was taken" in p for p in problems), problems


def test_the_examples_check_fails_on_a_game_that_does_not_take_its_documented_sentence(monkeypatch):
    assert example_is_taken("vikings", "build temple on Elkmoor", seeds=range(10)) is not None
    from tek_access.games.vikings.answers import MATCHERS

    monkeypatch.setitem(MATCHERS, "build", lambda ask: None)  # "build temple" not read at the build question
    assert example_is_taken("vikings", "build temple on Elkmoor", seeds=range(10)) is None
