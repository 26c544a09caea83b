"""Text to braille through liblouis (UEB grade 2 or grade 1; French, ``lang="fr"``: the abrégé
fr-bfu-g2 or the intégral fr-bfu-comp6), with a fallback phrasebook (English).

liblouis is not usable from PyPI. On Debian and Ubuntu ``apt-get install liblouis20
liblouis-data python3-louis`` puts its ctypes binding in ``/usr/lib/python3/dist-packages/louis``.
A Python that is not Debian's (pyenv, a venv) loads that one package from its file with
importlib, so nothing else from dist-packages is exposed (``braille.md``, "liblouis").

Text between backticks is code (a command, a file name): it is written in grade 1, as a grade 1
passage (``;;;`` ... ``;'``) of three words or more, otherwise each word after the grade 1 word
indicator ``;;`` (UEB 5.3 and 5.4, the rule for technical material in literary context), so
that no contraction turns ``tek-access`` into ``TEK-A3ESS``. :meth:`Translator.back_translate`
reads such passages back in grade 1.

Without liblouis, text found in ``phrasebook.toml`` (every phrase of the kit sheet, checked
against liblouis by ``tests/test_braille_translate.py``) still translates; any other text
raises :class:`BrailleUnavailable` naming the packages to install.
"""
from __future__ import annotations

import functools
import os
import re
from importlib import resources
from types import ModuleType

from tek_access.braille.braille_ascii import is_brf
from tek_access.core.kernel.datafile import read_toml
from tek_access.system_packages import load_system_package

#: Debian and Ubuntu packages that provide liblouis for Python.
PACKAGES = "liblouis20 liblouis-data python3-louis"

#: liblouis table lists by grade: display table (Braille ASCII) first, then UEB. Grade 2 adds
#: the project's own ``compounds.txt`` (see :func:`table_list`).
TABLES = {
    1: ("en-us-brf.dis", "en-ueb-g1.ctb"),
    2: ("en-us-brf.dis", "en-ueb-g2.ctb"),
}
#: French (braille français unifié, liblouis' fr-bfu tables): grade 2 the abrégé, grade 1 the
#: intégral (6 dots), each after the same Braille ASCII display table.
FRENCH_TABLES = {
    1: ("en-us-brf.dis", "fr-bfu-comp6.utb"),
    2: ("en-us-brf.dis", "fr-bfu-g2.ctb"),
}
#: Braille languages: the tables of each by grade, and the languages of the sheets.
LANGUAGE_TABLES = {"en": TABLES, "fr": FRENCH_TABLES}
BRAILLE_LANGUAGES = tuple(LANGUAGE_TABLES)
#: Tables of this package added after TABLES[grade]: names whose letters straddle a compound
#: boundary, spelled without the groupsign liblouis would take across it (UEB section 10).
OWN_TABLES = {1: (), 2: ("compounds.txt",)}


def table_list(grade: int, lang: str = "en") -> list[str]:
    """The liblouis table list for ``grade`` in ``lang``: TABLES[grade] then this package's own
    tables as file paths (English); FRENCH_TABLES[grade] (French)."""
    if lang != "en":
        return list(LANGUAGE_TABLES[lang][grade])
    own = [str(resources.files("tek_access.braille").joinpath(name)) for name in OWN_TABLES[grade]]
    return list(TABLES[grade]) + own

#: Environment variable naming a directory that holds the ``louis`` package (or its ``__init__.py``).
LOUIS_PATH_ENV = "TEK_ACCESS_LOUIS_PATH"


_MODULE_NAME = "_tek_access_louis"


#: Marks code in print text: `tek-access braille --board SAVE`.
CODE_MARK = "`"
#: UEB grade 1 indicators in Braille ASCII: passage, its terminator, word.
G1_PASSAGE, G1_TERMINATOR, G1_WORD = ";;;", ";'", ";;"
_G1_RUN = re.compile(r";;;(.*?);'|;;(\S+)")
#: French abrégé: a word written in intégral after dots 56 (liblouis' fr-bfu-g2 letsign), the sign
#: the table itself puts before a lone letter; such a word is read back with the intégral table.
FR_INTEGRAL = ";"
#: (a word's start: after a space, the text's start or an elision's apostrophe, "d'Elkmoor")
_FR_INTEGRAL_RUN = re.compile(r"(?<![^\s']);(\S+)")
#: French print typography made braille's: no space before the high punctuation (the sign then
#: never begins a line alone), plain quotes and apostrophes.
_FR_PRINT = (("\u00a0", " "), ("\u202f", " "), (" :", ":"), (" ;", ";"), (" !", "!"), (" ?", "?"),
             ("\u2019", "'"), ("\u00ab ", '"'), (" \u00bb", '"'), ("\u00ab", '"'), ("\u00bb", '"'))


def braille_print(text: str, lang: str = "en") -> str:
    """``text`` as the braille of ``lang`` takes it: French print's space before ``: ; ! ?``
    dropped, guillemets and curly apostrophes made plain (English: unchanged)."""
    if lang == "en":
        return text
    for old, new in _FR_PRINT:
        text = text.replace(old, new)
    return text


def plain(text: str) -> str:
    """``text`` without the code marks (backticks): what a reader gets back."""
    return text.replace(CODE_MARK, "")


class BrailleUnavailable(RuntimeError):
    """liblouis is needed for this text and is not installed. str() says what to install."""


def _message(text: str | None = None) -> str:
    what = f"Braille translation of {text!r}" if text else "Braille translation"
    return (
        f"{what} needs liblouis. On Debian or Ubuntu install it with: "
        f"sudo apt-get install {PACKAGES}"
    )


def _usable(module: ModuleType) -> bool:
    return hasattr(module, "translateString") and hasattr(module, "backTranslateString")


@functools.lru_cache(maxsize=1)
def load_louis() -> ModuleType | None:
    """Return the liblouis Python binding, or None when it cannot be loaded.

    Tries ``import louis`` (a Debian Python, or a ``.pth`` file exposing only that package),
    then the binding's file in the system's Python folders (or the folder named by
    ``TEK_ACCESS_LOUIS_PATH``) through importlib. Never adds a whole folder to sys.path.
    """
    return load_system_package("louis", _usable, os.environ.get(LOUIS_PATH_ENV), register_as=_MODULE_NAME)


def liblouis_version() -> str | None:
    """The liblouis version string (e.g. "3.24.0"), or None when liblouis is not available."""
    louis = load_louis()
    return louis.version() if louis is not None else None


@functools.lru_cache(maxsize=1)
def phrasebook() -> dict[int, dict[str, str]]:
    """The built-in phrases: ``{grade: {text: Braille ASCII}}`` from the packaged ``phrasebook.toml``.

    Raises :class:`~tek_access.core.kernel.datafile.DataError` when it cannot be read or parsed."""
    data = read_toml(resources.files("tek_access.braille").joinpath("phrasebook.toml"))
    return {int(key.removeprefix("grade")): dict(table) for key, table in data.items()}


def _check_text(text: str, lang: str = "en") -> None:
    bad = [ch for ch in text if not " " <= ch <= "~" and (lang == "en" or not ch.isalpha())]
    if bad:
        what = "printable ASCII" if lang == "en" else "printable ASCII and letters"
        raise ValueError(f"braille text must be {what}, found {bad[0]!r} in {text!r}")


class Translator:
    """Translate print text to Braille ASCII (one BRF character per cell).

    ``grade`` is 2 (UEB contracted, default) or 1 (uncontracted); ``lang`` "en" (UEB) or "fr"
    (French: the abrégé, fr-bfu-g2, in grade 2, the intégral, fr-bfu-comp6, in grade 1; accented
    letters are taken). ``use_liblouis=False`` forces the phrasebook, as on a system without
    liblouis (tests use it). Raises ValueError for any other grade or language.
    """

    def __init__(self, grade: int = 2, use_liblouis: bool = True, lang: str = "en"):
        if grade not in TABLES:
            raise ValueError(f"braille grade must be 1 or 2, not {grade!r}")
        if lang not in LANGUAGE_TABLES:
            raise ValueError(f"braille language must be one of {', '.join(BRAILLE_LANGUAGES)}, not {lang!r}")
        self.grade = grade
        self.lang = lang
        self.tables = table_list(grade, lang)
        self._louis = load_louis() if use_liblouis else None
        self._book = phrasebook().get(grade, {}) if lang == "en" else {}
        self._cache: dict[str, str] = {}

    @property
    def has_liblouis(self) -> bool:
        """True when free text can be translated (liblouis loaded)."""
        return self._louis is not None

    def translate(self, text: str) -> str:
        """Return ``text`` in Braille ASCII, uppercase, one character per cell.

        Raises ValueError when ``text`` has characters other than printable ASCII, and
        BrailleUnavailable when liblouis is missing (or its tables are) and the phrase is
        not built in.
        """
        cached = self._cache.get(text)
        if cached is not None:
            return cached
        text = braille_print(text, self.lang)
        _check_text(text, self.lang)
        if CODE_MARK in text:
            brf = "".join(self._code(piece) if index % 2 else (self.translate(piece) if piece.strip() else piece)
                          for index, piece in enumerate(text.split(CODE_MARK)))
            self._cache[text] = brf
            return brf
        if self._louis is not None:
            try:
                brf = self._louis.translateString(self.tables, text).upper()
            except RuntimeError:
                raise BrailleUnavailable(
                    f"liblouis cannot open its tables {','.join(self.tables)}. On Debian or Ubuntu "
                    f"install them with: sudo apt-get install liblouis-data"
                ) from None
        elif text in self._book:
            brf = self._book[text]
        else:
            raise BrailleUnavailable(_message(text))
        if not is_brf(brf):
            raise ValueError(f"liblouis gave a character outside Braille ASCII for {text!r}: {brf!r}")
        self._cache[text] = brf
        return brf

    def _code(self, code: str) -> str:
        """Code in grade 1: a passage of three words or more, else each word marked grade 1
        (in a grade 1 document, as it is)."""
        if self.grade == 1 or not code:
            return self.translate(code)
        brf = _translator_g1(self._louis is not None, self.lang).translate(code)
        words = brf.split(" ")
        if self.lang != "en":  # French: each word of code in intégral after dots 56
            return " ".join(FR_INTEGRAL + word for word in words)
        if len(words) >= 3:
            return G1_PASSAGE + brf + G1_TERMINATOR
        return " ".join(G1_WORD + word for word in words)

    def back_translate(self, brf: str) -> str:
        """Return print text for Braille ASCII ``brf`` (liblouis only; raises BrailleUnavailable).

        Grade 1 passages and words in a grade 2 text are read back with the grade 1 tables."""
        if self._louis is None:
            raise BrailleUnavailable(_message())
        marks = _G1_RUN if self.lang == "en" else _FR_INTEGRAL_RUN
        if self.grade == 1 or not marks.search(brf):
            return self._louis.backTranslateString(self.tables, brf)
        out, at = [], 0
        for found in marks.finditer(brf):
            if found.start() > at:
                out.append(self._back_between(brf[at:found.start()]))
            out.append(self._louis.backTranslateString(table_list(1, self.lang),
                                                       found.group(1) or found.group(2)))
            at = found.end()
        if at < len(brf):
            out.append(self._back_between(brf[at:]))
        return "".join(out)

    def _back_between(self, brf: str) -> str:
        """Back-translation of the text between code runs; in French its spaces kept as they are
        (liblouis' French table reads a number after a leading space as a contraction)."""
        assert self._louis is not None
        if self.lang == "en":
            return self._louis.backTranslateString(self.tables, brf)
        if not brf.strip():
            return brf
        core = brf.strip(" ")
        lead, tail = brf[: len(brf) - len(brf.lstrip(" "))], brf[len(brf.rstrip(" ")):]
        return lead + self._louis.backTranslateString(self.tables, core) + tail


@functools.lru_cache(maxsize=4)
def _translator_g1(use_liblouis: bool, lang: str = "en") -> Translator:
    return Translator(1, use_liblouis, lang)
