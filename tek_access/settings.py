"""Player settings: speech, voice, sounds, verbosity, per-category switches.

Stored as TOML (``settings.toml``) in the platform's config directory (platformdirs
``user_config_dir("tek-access")``), or in ``$TEK_ACCESS_CONFIG_DIR`` when that is set (tests
point it at a temporary directory). Saving is atomic (write a temporary file, then replace).
A corrupt file never stops the game: each problem is reported as one line naming the file,
the place (line, setting) and the problem, and the default is used for what could not be read.
"""
from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from tek_access.categories import Category
from tek_access.core.kernel.datafile import DataError, read_toml_text

__all__ = [
    "Settings",
    "VERBOSITIES",
    "SPEECH_MODES",
    "SETTING_NAMES",
    "config_dir",
    "settings_path",
    "load_settings",
    "save_settings",
    "describe_settings",
    "change_setting",
    "setting_label",
    "category_label",
    "named",
    "category_id",
    "value_id",
    "value_label",
]

VERBOSITIES = ("brief", "normal", "full")
SPEECH_MODES = ("auto", "screenreader", "voice", "off")
FILE_NAME = "settings.toml"
RATE_MIN, RATE_MAX = 80, 450  # words per minute


def _all_on() -> dict[str, bool]:
    return {c.value: True for c in Category}


@dataclass(frozen=True)
class Settings:
    """Every saved setting, with its default.

    - ``verbosity``: "brief" | "normal" | "full" (brief hides low-priority lines, full speaks all).
    - ``speech``: "auto" | "screenreader" | "voice" | "off".
    - ``speak_all``: in screenreader mode, also send printed lines to the screen reader
      (off by default: the screen reader already reads the terminal, so they would be heard twice).
    - ``voice``: built-in voice name or id ("" is the engine default).
    - ``rate``: built-in voice speed in words per minute, 80 to 450.
    - ``volume``: built-in voice volume in percent, 0 to 100.
    - ``sounds``: earcons on or off; ``sound_volume``: earcon volume in percent, 0 to 100.
    - ``sound_pack``: folder holding a sound pack ``manifest.toml`` ("" is the default pack).
    - ``autosave``: quitting an unfinished game saves it first (on by default).
    - ``language``: the language every line is said in ("en", "fr"; "" is the system's, else English).
    - ``categories``: category name -> spoken and sounded (True) or printed only (False).
    - ``shown``: category name -> printed (True) or kept out of the printed lines (False); a line
      not printed is still kept for ``history`` and the transcript (``settings show resources off``).
    """

    verbosity: str = "normal"
    speech: str = "auto"
    speak_all: bool = False
    voice: str = ""
    rate: int = 175
    volume: int = 100
    sounds: bool = True
    sound_volume: int = 70
    sound_pack: str = ""
    autosave: bool = True
    language: str = ""
    categories: dict[str, bool] = field(default_factory=_all_on)
    shown: dict[str, bool] = field(default_factory=_all_on)

    def category_on(self, category: str) -> bool:
        """True when messages of ``category`` are spoken and sounded."""
        return self.categories.get(str(category), True)

    def category_shown(self, category: str) -> bool:
        """True when messages of ``category`` are printed."""
        return self.shown.get(str(category), True)


SETTING_NAMES = tuple(f.name for f in fields(Settings) if f.name not in ("categories", "shown"))
#: categories that are always printed: refusals, help and the game's own lines
ALWAYS_SHOWN = ("error", "help", "system")
#: every setting's and category's id
NAMED = frozenset(SETTING_NAMES) | {c.value for c in Category}
#: the words of ``settings show CATEGORY on|off`` (afficher in French, as typed, accents folded)
SHOW_WORDS = ("show", "shown", "print", "afficher", "affiche", "montrer")



def _say(msg_id: str, **args: Any) -> str:
    """One line of the shared front end's messages (core.ftl), in the player's language."""
    from tek_access.core.messages import CORE

    return CORE(msg_id, **args)


def setting_label(name: str) -> str:
    """Setting ``name`` (its id, "rate") as the player's language says it ("débit" in French)."""
    return _say("setting-name", name=name)


def category_label(name: str) -> str:
    """Category ``name`` (its id, "war") as the player's language says it ("guerre" in French)."""
    return _say("category-name", name=name)


def _key(text: str) -> str:
    """A typed setting or category name folded: lowercase, no accents, spaces and dashes as "_"."""
    from tek_access.core.text import to_ascii

    return to_ascii(str(text)).strip().lower().replace(" ", "_").replace("-", "_")


def _typed_names() -> dict[str, str]:
    """Every shipped language's name of each setting and category, folded -> its id (the file's)."""
    from tek_access.core.messages import LANGUAGES, speaking

    names: dict[str, str] = {}
    for code in LANGUAGES:
        with speaking(code):
            for name in SETTING_NAMES:
                names.setdefault(_key(setting_label(name)), name)
            for cat in Category:
                names.setdefault(_key(category_label(cat.value)), cat.value)
    return names


def named(text: str) -> str:
    """The id of the setting or category ``text`` names in any shipped language ("débit", "Debit",
    "rate" -> "rate"; "guerre" -> "war"), else ``text`` folded."""
    key = _key(text)
    return _typed_names().get(key, key)


def category_id(text: str) -> str | None:
    """The id of the category ``text`` names in any shipped language ("guerre", "Système", "war" -> "war",
    "system"), else None."""
    found = named(text)
    return found if found in {c.value for c in Category} else None


#: the ids of the values a player types for a setting (``setting-words-ID`` in core.ftl gives each language's words)
VALUE_IDS = ("on", "off", "brief", "normal", "full", "auto", "screenreader", "voice", "text", "default")


def _value_key(text: str) -> str:
    """A typed value folded: lowercase, no accents, no spaces, dashes, underscores or apostrophes."""
    from tek_access.core.text import to_ascii

    return "".join(c for c in to_ascii(str(text)).lower() if c not in " -_'")


def _typed_values() -> dict[str, str]:
    """Every shipped language's words for each value, folded -> the value's id ("oui", "active" -> "on")."""
    from tek_access.core.messages import LANGUAGES, speaking

    words: dict[str, str] = {}
    for code in LANGUAGES:
        with speaking(code):
            for value in VALUE_IDS:
                for word in _say(f"setting-words-{value}").split(","):
                    if _value_key(word):
                        words.setdefault(_value_key(word), value)
    return words


def value_id(text: Any) -> str | None:
    """The id of the value ``text`` says in any shipped language ("oui", "on", "yes" -> "on"; "bref" ->
    "brief"; "par défaut" -> "default"), else None (a number, a voice's name, a folder)."""
    return _typed_values().get(_value_key(text)) if isinstance(text, str) else None


def value_label(value: str) -> str:
    """A verbosity's or speech mode's id as the player's language says it ("brief" -> "bref" in French)."""
    return _say("setting-value", value=value)


def _takes(name: str) -> str:
    """What setting ``name`` takes ("brief, normal or full"), in the player's language."""
    return _say("setting-takes", name=name, low=RATE_MIN, high=RATE_MAX)


_TRUE = {"on", "yes", "true", "1", "enabled"}
_FALSE = {"off", "no", "false", "0", "disabled"}


def config_dir() -> Path:
    """Return the folder settings live in: ``$TEK_ACCESS_CONFIG_DIR`` or the platform config dir."""
    override = os.environ.get("TEK_ACCESS_CONFIG_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_config_dir("tek-access", appauthor=False))


def settings_path() -> Path:
    """Return the path of ``settings.toml`` in :func:`config_dir`."""
    return config_dir() / FILE_NAME


# ---------------------------------------------------------------- validation


def _shown(value: Any) -> str:
    """``repr(value)`` cut to a short single line (a value in a settings file may be huge)."""
    text = repr(value) if not isinstance(value, (list, dict)) or len(repr(value)) < 200 else \
        ("an array" if isinstance(value, list) else "a table")
    return text if len(text) <= 40 else text[:37] + "..."


def _check(name: str, value: Any) -> Any:
    """Return ``value`` converted for setting ``name``; raise ValueError with a short reason."""
    if name in ("verbosity", "speech"):
        allowed = VERBOSITIES if name == "verbosity" else SPEECH_MODES
        text = str(value).strip().lower().replace("-", "").replace(" ", "").replace("_", "")
        text = value_id(value) or text  # the language's word ("bref", "voix", "non") or the English one
        if text == "text":
            text = "off"
        if text not in allowed:
            raise ValueError(_say("setting-must", name=setting_label(name), takes=_takes(name), value=_shown(value)))
        return text
    if name in ("speak_all", "sounds", "autosave"):
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in _TRUE or value_id(value) == "on":
            return True
        if text in _FALSE or value_id(value) == "off":
            return False
        raise ValueError(_say("setting-must-on-off", name=setting_label(name), value=_shown(value)))
    if name in ("rate", "volume", "sound_volume"):
        if isinstance(value, bool):
            raise ValueError(_say("setting-must-number", name=setting_label(name), value=_shown(value)))
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, str):
            text = value.strip().rstrip("%").strip()
            if not re.fullmatch(r"-?\d+", text):
                raise ValueError(_say("setting-must-whole-takes", name=setting_label(name), takes=_takes(name),
                                      value=_shown(value)))
            value = int(text)
        if not isinstance(value, int):
            raise ValueError(_say("setting-must-whole", name=setting_label(name), value=_shown(value)))
        low, high = (RATE_MIN, RATE_MAX) if name == "rate" else (0, 100)
        if not low <= value <= high:
            raise ValueError(_say("setting-must", name=setting_label(name), takes=_takes(name), value=str(value)))
        return value
    if name in ("voice", "sound_pack"):
        if not isinstance(value, str):
            raise ValueError(_say("setting-must-text", name=setting_label(name), value=_shown(value)))
        text = value.strip()
        if text.lower() == "default" or value_id(text) == "default":
            text = ""
        if any(ord(c) < 32 or ord(c) == 127 for c in text):
            raise ValueError(_say("setting-must-line", name=setting_label(name)))
        return text
    if name == "language":
        text = str(value).strip()
        if text.lower() in ("", "auto", "default", "system") or value_id(text) in ("auto", "default"):
            return ""
        from tek_access.core.messages import LANGUAGES, check_language

        code = check_language(text)  # ValueError names the languages
        if code not in LANGUAGES:
            raise ValueError(_say("setting-must", name=setting_label(name), takes=_takes(name), value=_shown(value)))
        return code
    raise ValueError(_say("settings-unknown", name=repr(name)))


def _closest(name: str, options: list[str]) -> str:
    import difflib

    near = difflib.get_close_matches(name, options, n=3, cutoff=0.5)
    return " " + (_say("settings-closest", names=", ".join(near)) if near
                  else _say("settings-all", names=", ".join(options)))


# ---------------------------------------------------------------- reading


def _line_of(text: str, key: str) -> int | None:
    pattern = re.compile(rf"^\s*\"?{re.escape(key)}\"?\s*=", re.MULTILINE)
    match = pattern.search(text)
    return text.count("\n", 0, match.start()) + 1 if match else None


def _stderr_warn(line: str) -> None:
    print(line, file=sys.stderr)


def load_settings(path: str | os.PathLike | None = None,
                  warn: Callable[[str], None] | None = None) -> Settings:
    """Read settings from ``path`` (default :func:`settings_path`); return :class:`Settings`.

    A missing file gives the defaults silently. A file that is not UTF-8 or not valid TOML
    (read with :func:`~tek_access.core.kernel.datafile.read_toml_text`) gives the defaults, with a warning
    naming the byte or the line and column; a bad or unknown setting is skipped and the rest
    kept. Each problem is passed to ``warn`` (default: printed to stderr) as one line such as
    ``"Settings file /home/a/.config/tek-access/settings.toml, line 3, rate: must be ... Using the default."``.
    Never raises for file contents; raises nothing for an unreadable file either (warns instead).
    """
    warn = warn or _stderr_warn
    target = Path(path) if path is not None else settings_path()
    try:
        raw = target.read_bytes()
    except FileNotFoundError:
        return Settings()
    except OSError as exc:
        warn(_say("settings-file-unreadable", file=str(target), problem=str(exc.strerror or exc)))
        return Settings()
    try:
        data = read_toml_text(raw, str(target))
    except DataError as exc:  # not UTF-8 (place "byte N") or not valid TOML (place "line L, column C")
        warn(_say("settings-file-broken", file=str(exc.file), place=str(exc.place), problem=str(exc.problem)))
        return Settings()
    text = raw.decode("utf-8")

    def where(key: str, table: str | None = None) -> str:
        line = _line_of(text, key)
        name = f"{table}.{key}" if table else key
        return (_say("settings-file-at", file=str(target), line=line, name=name) if line
                else _say("settings-file-at-name", file=str(target), name=name))

    values: dict[str, Any] = {}
    categories = _all_on()
    shown = _all_on()
    for key, value in data.items():
        if key == "shown" and isinstance(value, dict):
            for cat, on in value.items():
                if cat in shown and isinstance(on, bool) and cat not in ALWAYS_SHOWN:
                    shown[cat] = on
                else:
                    warn(_say("settings-file-shown", where=where(cat, "shown"), always=", ".join(ALWAYS_SHOWN)))
            continue
        if key == "categories":
            if not isinstance(value, dict):
                warn(_say("settings-file-categories", where=where(key)))
                continue
            for cat, on in value.items():
                if cat not in categories:
                    warn(_say("settings-file-unknown-category", where=where(cat, "categories"),
                              categories=", ".join(categories)))
                elif not isinstance(on, bool):
                    warn(_say("settings-file-category-value", where=where(cat, "categories"), value=_shown(on)))
                else:
                    categories[cat] = on
            continue
        if key not in SETTING_NAMES:
            warn(_say("settings-file-unknown", where=where(key)) + _closest(key, list(SETTING_NAMES)))
            continue
        try:
            if key in ("speak_all", "sounds") and not isinstance(value, bool):
                raise ValueError(_say("setting-must-true-false", name=key, value=_shown(value)))
            if key in ("rate", "volume", "sound_volume") and isinstance(value, str):
                raise ValueError(_say("setting-must-number", name=key, value=_shown(value)))
            values[key] = _check(key, value)
        except ValueError as exc:
            warn(_say("settings-file-bad", where=where(key), problem=str(exc)))
    return Settings(**values, categories=categories, shown=shown)


# ---------------------------------------------------------------- writing


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    out = ['"']
    for ch in str(value):
        if ch in '"\\':
            out.append("\\" + ch)
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def dumps_settings(settings: Settings) -> str:
    """Return ``settings`` as TOML text (every setting, then a ``[categories]`` table)."""
    lines = ["# tek-access settings. Change them in the game with: settings NAME VALUE", ""]
    for name in SETTING_NAMES:
        lines.append(f"{name} = {_toml_value(getattr(settings, name))}")
    lines += ["", "# true: spoken and sounded; false: printed only", "[categories]"]
    for cat in Category:
        lines.append(f"{cat.value} = {_toml_value(settings.category_on(cat.value))}")
    lines += ["", "# true: printed; false: kept only for history and the transcript", "[shown]"]
    for cat in Category:
        if cat.value not in ALWAYS_SHOWN:
            lines.append(f"{cat.value} = {_toml_value(settings.category_shown(cat.value))}")
    return "\n".join(lines) + "\n"


def save_settings(settings: Settings, path: str | os.PathLike | None = None) -> Path:
    """Write ``settings`` to ``path`` (default :func:`settings_path`) atomically; return the path.

    Creates the folder if needed. Raises OSError when the folder cannot be written.
    """
    from tek_access.atomic import write_atomic

    target = Path(path) if path is not None else settings_path()
    return write_atomic(target, dumps_settings(settings))


# ---------------------------------------------------------------- the settings command


def _show(name: str, value: Any) -> str:
    if isinstance(value, bool):
        return _say("setting-on" if value else "setting-off")
    if name in ("volume", "sound_volume"):
        return _say("setting-percent", value=value)
    if name == "rate":
        return _say("setting-rate", value=value)
    if name in ("voice", "sound_pack") and not value:
        return _say("setting-default")
    if name == "language":
        return _say("setting-auto") if not value else value
    if name == "speech" and value == "screenreader":
        return _say("setting-screen-reader")
    if name in ("verbosity", "speech"):
        return value_label(str(value))
    return str(value)


def describe_settings(settings: Settings) -> list[str]:
    """Return the settings as "Name: value" lines, count first, for the ``settings`` command."""
    lines: list[str] = []
    for name in SETTING_NAMES:
        lines.append(_say("settings-line", name=setting_label(name), value=_show(name, getattr(settings, name))))
    off = [category_label(c.value) for c in Category if not settings.category_on(c.value)]
    lines.append(_say("settings-printed-only", categories=", ".join(off) if off else _say("settings-none")))
    hidden = [category_label(c.value) for c in Category if not settings.category_shown(c.value)]
    if hidden:
        lines.append(_say("settings-not-printed", categories=", ".join(hidden)))
    return [_say("settings-count", count=len(lines))] + lines


def change_setting(settings: Settings, name: str, value: str) -> Settings:
    """Return a copy of ``settings`` with ``name`` set to ``value`` (text as the player typed it).

    ``name`` is a setting name (spaces or dashes for underscores accepted) or a category name
    (value on/off). Raises ValueError with a short message naming the valid choices when
    the name or the value is not valid; ``settings`` itself never changes.
    """
    key = _key(name)
    aliases = {"speed": "rate", "sound": "sounds", "earcons": "sounds", "pack": "sound_pack",
               "mode": "speech", "sound_vol": "sound_volume", "langue": "language", "lang": "language"}
    key = aliases.get(key, key)
    typed = _typed_names()  # the names of every language, English among them
    if key in SHOW_WORDS:
        words = str(value).split()
        cats = [c.value for c in Category if c.value not in ALWAYS_SHOWN]
        cat = typed.get(_key(words[0]), "") if words else ""
        if len(words) != 2 or cat not in cats:
            raise ValueError(_say("settings-show-needs", categories=", ".join(category_label(c) for c in cats)))
        try:
            on = _check("sounds", words[1])
        except ValueError:
            raise ValueError(_say("settings-show-must", category=words[0], value=_shown(words[1]))) from None
        shown = dict(settings.shown)
        shown[cat] = on
        return replace(settings, shown=shown)
    key = typed.get(key, key)
    if key in SETTING_NAMES:
        return replace(settings, **{key: _check(key, value)})
    cat = key.removeprefix("category_").removeprefix("categories.")
    if cat in {c.value for c in Category}:
        try:
            on = _check("sounds", value)
        except ValueError:
            raise ValueError(_say("settings-category-must", category=category_label(cat),
                                  value=_shown(value))) from None
        categories = dict(settings.categories)
        categories[cat] = on
        return replace(settings, categories=categories)
    options = [setting_label(n) for n in SETTING_NAMES] + [category_label(c.value) for c in Category]
    raise ValueError(_say("settings-unknown", name=repr(name)) + _closest(key, options))
