"""The per-language normaliser: typed text in the player's language -> the words the one shared
parser reads, as Inform's language definitions turn a player's French into the parser's own words.

Every language: case folded and accents folded ("Forêt" and "foret" are one word), typographic
apostrophes made plain. A language with a word file then splits its elisions ("l'Arbre" ->
"l arbre") and puts each of its words and phrases, longest first, in the parser's words
("jouer 2 au Pont Rouge" -> "play 2 to red bridge"). A word the file does not name is kept as
typed, so the English command words work in every language and a number answers everything.

Word files (TOML): ``tek_access/grammar/data/words.LANG.toml`` (the shared words: numbers, yes and
no, filler) and each game's ``games/NAME/data/words.LANG.toml`` (its verbs, resource and place
words). Tables ``[heads]`` (said only as a sentence's first words: "carte" alone asks for the map)
and ``[words]`` (anywhere), each "typed phrase" = "parser phrase" ("" drops the phrase). A game
adds the names its language gives places and cards (its Fluent terms) with :func:`name_phrases`.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from tek_access.core.kernel.datafile import DataError, read_toml

__all__ = ["WordFile", "fold", "game_words", "load_words", "name_phrases", "normalise", "said_as", "split_elisions",
           "translate"]

DATA = Path(__file__).resolve().parent / "data"
#: the longest phrase a word file may name, in words
LONGEST = 5
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'", "`": "'", "\u00b4": "'"})
_LIGATURES = str.maketrans({"œ": "oe", "Œ": "oe", "æ": "ae", "Æ": "ae", "ß": "ss"})


def fold(text: str) -> str:
    """``text`` in lowercase with its accents and ligatures folded and plain apostrophes:
    "Forêt d'Œil" -> "foret d'oeil"."""
    text = text.translate(_APOSTROPHES).translate(_LIGATURES)
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


def split_elisions(text: str, elided: Iterable[str]) -> str:
    """Each elided word of ``elided`` ("l", "d", "qu") parted from the word it leans on:
    "l'arbre d'ironcliff" -> "l arbre d ironcliff". ``text`` is folded already."""
    words = "|".join(sorted((re.escape(w) for w in elided), key=len, reverse=True))
    if not words:
        return text
    return re.sub(rf"\b({words})'", r"\1 ", text)


@dataclass(frozen=True)
class WordFile:
    """One language's words: ``heads`` (a sentence's first words only) and ``words`` (anywhere),
    each a typed phrase (a tuple of words) -> the parser's words; ``elided`` the words that elide."""

    heads: Mapping[tuple[str, ...], tuple[str, ...]] = field(default_factory=dict)
    words: Mapping[tuple[str, ...], tuple[str, ...]] = field(default_factory=dict)
    elided: tuple[str, ...] = ()
    #: the parser's phrase -> how the language says it back (``[say]``, and a name's term)
    say: Mapping[tuple[str, ...], str] = field(default_factory=dict)
    #: the parser's phrase -> the first phrase of ``[words]`` that means it, as written (said back when
    #: ``say`` has none)
    first: Mapping[tuple[str, ...], str] = field(default_factory=dict)
    #: a word -> its elided form before a vowel ("de" -> "d'")
    contractions: Mapping[str, str] = field(default_factory=dict)

    def merged(self, other: "WordFile") -> "WordFile":
        """These words with ``other``'s added (``other`` wins where both name a phrase)."""
        return WordFile({**self.heads, **other.heads}, {**self.words, **other.words},
                        tuple(dict.fromkeys((*self.elided, *other.elided))), {**self.say, **other.say},
                        {**self.first, **other.first}, {**self.contractions, **other.contractions})


def _phrases(table: object, label: str, place: str, said: dict[tuple[str, ...], str] | None = None
             ) -> dict[tuple[str, ...], tuple[str, ...]]:
    if not isinstance(table, dict):
        raise DataError(label, place, "must be a table of \"typed phrase\" = \"parser phrase\"")
    out: dict[tuple[str, ...], tuple[str, ...]] = {}
    for typed, meant in table.items():
        if not isinstance(meant, str):
            raise DataError(label, f"{place} '{typed}'", "the parser phrase must be a string")
        key = tuple(fold(str(typed)).replace("'", " ").split())
        if not key or len(key) > LONGEST:
            raise DataError(label, f"{place} '{typed}'", f"a phrase has 1 to {LONGEST} words")
        out[key] = tuple(meant.split())
        if said is not None and meant and tuple(meant.split()) not in said:
            said[tuple(meant.split())] = str(typed)
    return out


@lru_cache(maxsize=16)
def load_words(path: str, label: str) -> WordFile:
    """The word file at ``path`` (an empty :class:`WordFile` when there is none). Raises
    :class:`DataError` naming ``label`` and the place when it cannot be read or a phrase is malformed."""
    if not Path(path).is_file():
        return WordFile()
    data = read_toml(Path(path))
    elided = data.get("elided", [])
    if not isinstance(elided, list):
        raise DataError(label, "elided", "must be a list of words")
    first: dict[tuple[str, ...], str] = {}
    words = _phrases(data.get("words", {}), label, "words", first)
    heads = _phrases(data.get("heads", {}), label, "heads")
    say = data.get("say", {})
    if not isinstance(say, dict) or not all(isinstance(v, str) for v in say.values()):
        raise DataError(label, "say", "must be a table of \"parser phrase\" = \"said phrase\"")
    said = {tuple(fold(str(meant)).split()): str(spoken) for meant, spoken in say.items()}
    contractions = data.get("contractions", {})
    if not isinstance(contractions, dict):
        raise DataError(label, "contractions", "must be a table of word = elided form")
    return WordFile(heads, words, tuple(fold(str(w)) for w in elided), said, first,
                    {" ".join(fold(str(k)).split()): str(v) for k, v in contractions.items()})


def shared_words(code: str) -> WordFile:
    """The shared word file of language ``code`` (``grammar/data/words.CODE.toml``)."""
    return load_words(str(DATA / f"words.{code}.toml"), f"grammar/data/words.{code}.toml")


def name_phrases(names: Iterable[tuple[str, str]], said: Callable[[str], str | None],
                 articles: Iterable[str], spoken: dict[tuple[str, ...], str] | None = None
                 ) -> dict[tuple[str, ...], tuple[str, ...]]:
    """Phrases for names a language says its own way: for each (data id, data file's name) of
    ``names``, ``said(id)`` (the language's term, None when it has none) folded, without its
    leading article (``articles``), -> the data file's name in lowercase words: "le Pont Rouge"
    -> ("pont", "rouge") -> ("red", "bridge"). ``spoken`` collects the other way: the name's words
    -> the term as said ("le Pont Rouge")."""
    leading = {fold(a) for a in articles}
    out: dict[tuple[str, ...], tuple[str, ...]] = {}
    for ident, name in names:
        term = said(ident)
        if not term:
            continue
        words = re.findall(r"[a-z0-9]+", fold(term))
        while len(words) > 1 and words[0] in leading:
            words = words[1:]
        meant = tuple(re.findall(r"[a-z0-9]+", fold(name)))
        if words and len(words) <= LONGEST and tuple(words) != meant:
            out[tuple(words)] = meant
            if spoken is not None:
                spoken.setdefault(meant, term)
    return out


def game_words(data: Path, game: str, code: str, terms: Callable[[str], str | None] | None = None) -> WordFile:
    """A game's words in language ``code``: its word file (``data/words.CODE.toml``) and, with
    ``terms`` (the game's term lookup in that language), the names the language gives the things
    of its data files (every table with an ``id`` and a ``name``), as :func:`name_phrases`."""
    table = load_words(str(data / f"words.{code}.toml"), f"{game}/data/words.{code}.toml")
    if terms is None:
        return table
    names: list[tuple[str, str]] = []
    for path in sorted(data.glob("*.toml")):
        if not path.name.startswith("words."):
            _named(read_toml(path), names)
    spoken: dict[tuple[str, ...], str] = {}
    places = name_phrases(names, terms, ARTICLES.get(code, ()), spoken)
    said = {**table.say, **spoken}
    return WordFile(table.heads, {**places, **table.words}, table.elided, said, table.first, table.contractions)


#: the articles a name may begin with, dropped when a name is said ("le Pont Rouge": "pont rouge")
ARTICLES = {"fr": ("le", "la", "les", "l")}


def _named(data: object, out: list[tuple[str, str]]) -> None:
    """Every (id, name) pair of the tables in ``data``, depth first."""
    if isinstance(data, dict):
        if isinstance(data.get("id"), str) and isinstance(data.get("name"), str):
            out.append((data["id"], data["name"]))
        for value in data.values():
            _named(value, out)
    elif isinstance(data, list):
        for value in data:
            _named(value, out)


def translate(words: list[str], table: WordFile) -> list[str]:
    """``words`` (folded) in the parser's words: ``table.heads`` at the start, then ``table.words``
    anywhere, the longest phrase first at each place; other words kept as they are."""
    out: list[str] = []
    i = 0
    while i < len(words):
        for size in range(min(LONGEST, len(words) - i), 0, -1):
            key = tuple(words[i:i + size])
            meant = table.heads.get(key) if i == 0 else None
            if meant is None:
                meant = table.words.get(key)
            if meant is not None:
                out.extend(meant)
                i += size
                break
        else:
            out.append(words[i])
            i += 1
    return out


def said_as(text: str, table: WordFile) -> str:
    """``text`` in the parser's words said in the language of ``table`` (its ``say``, longest
    phrase first; a word it does not name, such as a name, kept as written; its contractions made
    before a vowel): "play 2 to the red bridge" -> "jouer 2 au Pont Rouge" as the file words it.
    The other way from :func:`normalise`, for help examples worked out in the parser's words."""
    words = text.split()
    out: list[str] = []
    i = 0
    while i < len(words):
        if words[i].isdigit():  # a number is said as digits
            out.append(words[i])
            i += 1
            continue
        for size in range(min(LONGEST, len(words) - i), 0, -1):
            key = tuple(fold(w) for w in words[i:i + size])
            said = table.say.get(key, table.first.get(key))
            if said is not None:
                out.extend(said.split())
                i += size
                break
        else:
            out.append(words[i])
            i += 1
    return contract(out, table.contractions)


def contract(words: list[str], contractions: Mapping[str, str]) -> str:
    """``words`` joined, with the language's contractions: a pair always ("à le" -> "au"), a word
    before a vowel or h ("de" -> "d'", then no space: "d'Ashen")."""
    out: list[str] = []
    for word in words:
        last = fold(out[-1]) if out else ""
        pair = contractions.get(f"{last} {fold(word)}")
        if pair is not None:
            out[-1] = pair
        elif last in contractions and fold(word)[:1] in ("a", "e", "i", "o", "u", "y", "h"):
            out[-1] = contractions[last] + word
        else:
            out.append(word)
    return " ".join(out)


def normalise(text: str, table: WordFile | None = None) -> str:
    """``text`` as the shared parser reads it: folded (:func:`fold`) and, with a language's
    ``table``, its elisions split and its words put in the parser's words (:func:`translate`).
    Punctuation the parser reads ("?", digits with their dots) is kept."""
    folded = fold(text)
    if table is None or not (table.words or table.heads):
        return folded
    folded = split_elisions(folded, table.elided)
    tokens = re.findall(r"[a-z]+|\d+(?:[.,/]\d+)?|\?|-\s*\d+", folded.replace("'", " "))
    return " ".join(translate(tokens, table))
