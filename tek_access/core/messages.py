"""Every line in the player's language: Project Fluent message files, per language and per game.

Layout: the shared front end's words are ``tek_access/locales/LANG/core.ftl``; each game keeps its
own words in its own package, ``tek_access/games/NAME/locales/LANG/NAME.ftl`` (one game, one
definition: a game's words travel with its rules and data, and a new game brings its languages
with it). A :class:`Messages` is one such family of files; calling it formats one message in the
current language::

    MESSAGES = Messages(Path(__file__).parent / "locales", "NAME")   # in games/NAME/messages.py
    MESSAGES("turn-started", who="Red", turn=3)   # "Red's turn. Turn 3." or "Au tour de Red. Tour 3."

Rules every caller can rely on:

- ``use_isolating=False``: no bidi isolation mark ever reaches speech, a terminal or liblouis.
- A message missing in the current language falls back to English for that line alone (and is
  recorded in :data:`FALLBACKS`, which a test holds empty); one missing in English is a bug and
  raises :class:`MessageError`.
- A broken ``.ftl`` raises :class:`MessageError` naming the file, line and problem.
- Numbers are said without grouping ("1234", never "1,234").
- Each language's bundles carry that language's functions (:data:`tek_access.core.prepositions.FUNCTIONS`:
  French ``DE($x)`` and ``A($x)`` join "de" and "à" to a name: "d'Ironcliff", "du port", "au port").
- Files are read once per (family, language) and kept.
- :data:`PSEUDO` is the pseudo-locale, made from English at load time (accented, about a third
  longer, each message bracketed), for tests that find words not coming from a message.

Choosing the language: :func:`language` is the language of this context (set by
:func:`set_language` or, for one block, :func:`speaking`); unset, it is ``$TEK_ACCESS_LANG`` when
that is a language we have, else English. :func:`resolve` picks the language a command starts
in: ``--lang``, then ``$TEK_ACCESS_LANG``, then the saved setting, then the system locale, then
English. Source: issue 36; Fluent syntax guide (projectfluent.org).
"""
from __future__ import annotations

import contextlib
import copy
import locale as _locale
import os
from collections.abc import Iterator
from contextvars import ContextVar
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Transformer

from tek_access.core.prepositions import FUNCTIONS

__all__ = [
    "LANGUAGES", "PSEUDO", "ENGLISH", "FALLBACKS", "MessageError", "Messages", "CORE", "SERVER",
    "language", "set_language", "speaking", "early_language", "check_language", "resolve", "system_language",
    "pseudo_text", "join",
]

ENGLISH = "en"
#: the pseudo-locale: English made strange, for finding lines that come from no message
PSEUDO = "pseudo"
#: the languages we ship, code -> its own name (what ``--lang`` and ``settings language`` take)
LANGUAGES: dict[str, str] = {"en": "English", "fr": "français"}
#: every code a player may choose (the pseudo-locale is for testers)
CHOICES = (*LANGUAGES, PSEUDO)
#: (family, language, message id) of every line said in English because its language lacked it
FALLBACKS: set[tuple[str, str, str]] = set()

_CURRENT: ContextVar[str | None] = ContextVar("tek_access_language", default=None)
_ROOT = Path(__file__).resolve().parent.parent / "locales"


class MessageError(ValueError):
    """A broken or missing message: names the file and line, or the family and id."""


def _known(text: str) -> str | None:
    """``text`` as a language we have, or None (never says anything: :func:`language` uses it)."""
    short = text.split(".")[0].replace("_", "-").lower()
    if short in CHOICES:
        return short
    return short.split("-")[0] if short.split("-")[0] in LANGUAGES else None


def check_language(code: str) -> str:
    """``code`` as a language we have ("fr", "FR", "fr_FR.UTF-8" -> "fr"); raises ValueError naming
    the languages for any other ("No language called de. Languages: en (English), fr (français).")."""
    text = str(code).strip()
    known = _known(text)
    if known is not None:
        return known
    names = ", ".join(f"{c} ({n})" for c, n in LANGUAGES.items())
    raise ValueError(CORE("language-unknown", code=text or "nothing", languages=names))


def _env_language() -> str | None:
    return _known(os.environ.get("TEK_ACCESS_LANG", "").strip()) if os.environ.get("TEK_ACCESS_LANG") else None


def language() -> str:
    """The language lines are said in now (see the module's docstring)."""
    return _CURRENT.get() or _env_language() or ENGLISH


def set_language(code: str) -> str:
    """Say every following line of this context in ``code`` (checked by :func:`check_language`)."""
    chosen = check_language(code)
    _CURRENT.set(chosen)
    return chosen


@contextlib.contextmanager
def speaking(code: str) -> Iterator[str]:
    """``with speaking("fr"):`` the lines of the block are French; the language before comes back after."""
    token = _CURRENT.set(check_language(code))
    try:
        yield _CURRENT.get() or ENGLISH
    finally:
        _CURRENT.reset(token)


def early_language() -> str:
    """The language a line said before any ``--lang`` is read is said in (the compiled engine's warning, at
    import): this context's, else ``$TEK_ACCESS_LANG``'s, else the system locale's, else English."""
    return _CURRENT.get() or _env_language() or system_language() or ENGLISH


def system_language() -> str | None:
    """The system locale's language when it is one we ship (``LC_ALL``, ``LC_MESSAGES``, ``LANG``)."""
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(key)
        if value:
            try:
                code = check_language(value)
            except ValueError:
                return None
            return code if code in LANGUAGES else None
    try:
        code_name = _locale.getlocale()[0]
    except ValueError:
        return None
    try:
        return check_language(code_name) if code_name else None
    except ValueError:
        return None


def resolve(flag: str | None = None, saved: str | None = None) -> str:
    """The language a command starts in: ``flag`` (``--lang``, checked: raises ValueError), then
    ``$TEK_ACCESS_LANG``, then ``saved`` (the ``language`` setting, "" for none), then the system
    locale, then English."""
    if flag:
        return check_language(flag)
    if (env := _env_language()) is not None:
        return env
    if saved:
        try:
            return check_language(saved)
        except ValueError:
            pass
    return system_language() or ENGLISH


# ---------------------------------------------------------------- the pseudo-locale
_ACCENTED = str.maketrans("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
                          "ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ")
_VOWELS = set("ȧḗīǿŭẏȦḖĪǾŬẎ")


def pseudo_text(text: str) -> str:
    """English text made strange but readable: every letter accented (no plain ASCII letter left),
    vowels doubled (about a third longer): "Game begins" -> "Ɠȧȧḿḗḗ ƀḗḗɠīīƞş"; spaces, digits and
    punctuation kept."""
    return "".join(c * 2 if c in _VOWELS else c for c in text.translate(_ACCENTED))


class _Pseudo(Transformer):
    """English resource -> pseudo resource: every text accented and longer, every message bracketed;
    a term's attributes (gender, elision: selectors, never said) are kept as they are."""

    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        node.value = pseudo_text(node.value)
        return node

    def visit_Term(self, node: ast.Term) -> ast.Term:
        node.value = self.visit(node.value)
        return node

    def visit_Message(self, node: ast.Message) -> ast.Message:
        node = self.generic_visit(node)
        for pattern in [node.value, *(a.value for a in node.attributes)]:
            if pattern is not None:
                pattern.elements = [ast.TextElement("["), *pattern.elements, ast.TextElement("]")]
        return node


# ---------------------------------------------------------------- loading
def _line(source: str, offset: int) -> int:
    return source.count("\n", 0, offset) + 1


def _parse(path: Path) -> ast.Resource:
    """The resource of one ``.ftl`` file; a broken entry raises MessageError "FILE line N: problem"."""
    try:
        source = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise MessageError(f"{path}: cannot be read: {exc}") from None
    resource = FluentParser(with_spans=True).parse(source)
    for entry in resource.body:
        if isinstance(entry, ast.Junk):
            note = entry.annotations[0] if entry.annotations else None
            start = _line(source, entry.span.start) if entry.span is not None else 1
            problem = str(note.message) if note is not None and note.message else "not Fluent syntax"
            if note is not None and note.span is not None and _line(source, note.span.start) != start:
                problem += f" (noticed on line {_line(source, note.span.start)})"
            raise MessageError(f"{path} line {start}: {problem}")
    return resource


@cache
def _bundle(folder: Path, name: str, code: str) -> FluentBundle | None:
    """The bundle of one family in one language (None when that language has no file)."""
    real = ENGLISH if code == PSEUDO else code
    path = folder / real / f"{name}.ftl"
    if not path.is_file():
        return None
    resource = _parse(path)
    if code == PSEUDO:
        resource = _Pseudo().visit(copy.deepcopy(resource))
    bundle = FluentBundle([real], use_isolating=False, functions=FUNCTIONS.get(real, {}))
    bundle.add_resource(resource)
    return bundle


#: formatted messages by (bundle, id, arguments): the same message with the same facts says the same line, and
#: formatting through fluent.runtime's resolver is most of what narrating a turn costs (benchmarks/bench_latency.py)
_FORMATTED: dict[tuple[Any, ...], str] = {}
_MEMO_SIZE = 50_000


def _memo_key(bundle: Any, msg_id: str, args: dict[str, Any]) -> tuple[Any, ...] | None:
    """The key a formatted message is kept under (each argument with its type: True is not 1), or None when an
    argument cannot be a key."""
    key = (bundle, msg_id, tuple(sorted((k, type(v), v) for k, v in args.items())))
    try:
        hash(key)
    except TypeError:
        return None
    return key


def _arguments(args: dict[str, Any]) -> dict[str, Any]:
    return {k: fluent_number(v, useGrouping=False) if isinstance(v, int) and not isinstance(v, bool)
            else ("yes" if v else "no") if isinstance(v, bool) else v for k, v in args.items()}


class Messages:
    """One family of message files: ``FOLDER/LANG/NAME.ftl`` for each language.

    ``messages(id, **args)`` formats message ``id`` in the current language (ints said without
    grouping, bools as "yes"/"no" for selectors); :meth:`term` reads a term or one of its attributes.
    A term is looked up by an id known only at run time (a card's, a place's), which fluent.runtime
    0.4's public API cannot do: :meth:`_find` reads the bundle's ``_messages``/``_terms`` tables and
    ``_lookup`` (hence the pin ``fluent.runtime<0.5``; tests/test_messages.py fails if they move).
    """

    def __init__(self, folder: Path, name: str) -> None:
        self.folder = Path(folder)
        self.name = name

    def path(self, code: str) -> Path:
        """The file of ``code`` (the pseudo-locale's is English's)."""
        return self.folder / (ENGLISH if code == PSEUDO else code) / f"{self.name}.ftl"

    def bundle(self, code: str) -> FluentBundle | None:
        """The loaded bundle of ``code`` (None when there is no file); raises MessageError if broken."""
        return _bundle(self.folder, self.name, code)

    def ids(self, code: str = ENGLISH) -> set[str]:
        """Every message id of language ``code`` (terms not included)."""
        bundle = self.bundle(code)
        return set(bundle._messages) if bundle is not None else set()

    def _find(self, key: str, code: str, term: bool) -> tuple[FluentBundle, Any] | None:
        for lang in (code, ENGLISH) if code != ENGLISH else (ENGLISH,):
            bundle = self.bundle(lang)
            if bundle is None or not (bundle._terms if term else bundle._messages).get(key):
                continue
            if lang != code:
                FALLBACKS.add((self.name, code, ("-" if term else "") + key))
            return bundle, bundle._lookup(key, term=term)
        return None

    def __call__(self, msg_id: str, /, **args: Any) -> str:
        code = language()
        found = self._find(msg_id, code, term=False)
        if found is None:
            raise MessageError(f"no message {msg_id!r} in {self.path(ENGLISH)}")
        bundle, message = found
        key = _memo_key(bundle, msg_id, args)
        said = _FORMATTED.get(key) if key is not None else None
        if said is not None:
            return said
        if message.value is None:
            raise MessageError(f"message {msg_id!r} of {self.name} has no value")
        text, errors = bundle.format_pattern(message.value, _arguments(args))
        if errors:
            raise MessageError(f"message {msg_id!r} of {self.name} ({language()}): {errors[0]}")
        if key is not None and len(_FORMATTED) < _MEMO_SIZE:
            _FORMATTED[key] = str(text)
        return str(text)

    def term(self, term_id: str, attribute: str | None = None, **args: Any) -> str | None:
        """Term ``-term_id`` (or its ``attribute``) in the current language, English when the language
        lacks it; None when no language has it (the caller then says the data file's own name)."""
        found = self._find(term_id, language(), term=True)
        if found is None:
            return None
        bundle, term = found
        pattern = term.value if attribute is None else term.attributes.get(attribute)
        if pattern is None:
            return None
        text, errors = bundle.format_pattern(pattern, _arguments(args))
        if errors:
            raise MessageError(f"term -{term_id} of {self.name} ({language()}): {errors[0]}")
        return str(text)


#: the shared front end's words (``tek_access/locales/LANG/core.ftl``)
CORE = Messages(_ROOT, "core")
#: the online server's and the web page's own words (``tek_access/locales/LANG/server.ftl``)
SERVER = Messages(_ROOT, "server")


def families() -> list[Messages]:
    """Every message family shipped: the core's and each registered game's (its ``MESSAGES``)."""
    import importlib

    from tek_access.core import registry

    found = [CORE, SERVER]
    for name in registry.names():
        try:
            module = importlib.import_module(f"tek_access.games.{name}.messages")
        except ModuleNotFoundError:
            continue
        found.append(module.MESSAGES)
    return found


def join(items: Any) -> str:
    """"Red, Blue and Green" in the current language (``list-and`` of core.ftl); one item: itself."""
    said = [str(i) for i in items]
    if len(said) <= 1:
        return "".join(said)
    return CORE("list-and", head=CORE("list-separator").join(said[:-1]), last=said[-1])
