"""The localisation core (issue 36): Project Fluent message files per language and per game.

Every shipped ``.ftl`` parses; every message id the code uses exists in English and every shipped
language has every English message (so nothing falls back); a broken file is named by file and
line; a missing message falls back to English for that line alone; no bidi isolation mark is
ever output; the language is chosen by flag, environment, setting and system locale, in that order.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from tek_access.core import messages
from tek_access.core.messages import CORE, LANGUAGES, MessageError, Messages, speaking

ROOT = Path(__file__).resolve().parents[1] / "tek_access"
FTL_FILES = sorted(ROOT.rglob("locales/*/*.ftl"))
#: a literal message id handed to a message family in code: MESSAGES("id"...), say("id"...), CORE("id"...)
CALL = re.compile(r"""\b(?:MESSAGES|CORE|SERVER|say|said)\(\s*["']([a-z][a-z0-9-]*)["']""")
#: any other literal that names a message: a "word-word" string in a module that uses messages
LITERAL = re.compile(r"""["']([a-z]+(?:-[a-z0-9]+)+)["']""")
#: hyphened literals that are not message ids (the program's name, an encoding, a subcommand, programs, threads, a
#: speech mode's alias, the table-host subcommand)
NOT_IDS = {"tek-access", "utf-8", "check-data", "espeak-ng", "speech-dispatcher", "tek-access-speechd",
           "tek-access-voice", "screen-reader", "table-host",
           "tek", "vikings"}  # the games' names, as core.kernel.names.said("tek", colour) takes them


def test_there_are_message_files_for_the_core_and_both_games_in_every_language():
    names = {(p.parent.name, p.name) for p in FTL_FILES}
    for code in LANGUAGES:
        assert (code, "core.ftl") in names
        assert (code, "vikings.ftl") in names
        assert (code, "tek.ftl") in names


@pytest.mark.parametrize("path", FTL_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_ftl_file_parses(path):
    messages._parse(path)  # raises MessageError naming file and line on any junk


def test_every_family_has_every_english_message_in_every_language():
    for family in messages.families():
        english = family.ids("en")
        assert english, family.name
        for code in LANGUAGES:
            missing = english - family.ids(code)
            extra = family.ids(code) - english
            assert not missing, f"{family.name} {code} lacks {sorted(missing)}"
            assert not extra, f"{family.name} {code} has messages English lacks: {sorted(extra)}"


def _modules_using_messages(families: str = r"MESSAGES|CORE") -> list[Path]:
    return [p for p in ROOT.rglob("*.py") if re.search(rf"\b({families})\b", p.read_text(encoding="utf-8"))
            and p.name != "messages.py"]


def test_every_message_id_used_in_code_exists_in_english():
    families = {f.name: f.ids("en") for f in messages.families()}
    known = set().union(*families.values())
    used: dict[str, set[str]] = {}
    literal = set(_modules_using_messages())
    for path in _modules_using_messages(r"MESSAGES|CORE|SERVER"):  # the server's: only the ids it names in calls
        text = path.read_text(encoding="utf-8")
        for found in (*CALL.findall(text), *(LITERAL.findall(text) if path in literal else ())):
            used.setdefault(found, set()).add(path.name)
    assert used, "no message use found: the pattern no longer matches the code"
    unknown = {k: sorted(v) for k, v in used.items() if k not in known and k not in NOT_IDS}
    assert not unknown, f"message ids used in code but in no English file: {unknown}"


def test_a_broken_ftl_is_named_by_file_and_line(tmp_path):
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "broken.ftl").write_text("ok = fine\n\nbad = { $x\nalso = fine\n", encoding="utf-8")
    family = Messages(tmp_path, "broken")
    with pytest.raises(MessageError, match=r"broken\.ftl line 3: "):
        family("ok")


def test_a_message_missing_in_a_language_falls_back_to_english_for_that_line_alone(tmp_path):
    for code, text in (("en", "one = One\ntwo = Two { $n }\n"), ("fr", "one = Un\n")):
        (tmp_path / code).mkdir()
        (tmp_path / code / "fam.ftl").write_text(text, encoding="utf-8")
    family = Messages(tmp_path, "fam")
    messages.FALLBACKS.discard(("fam", "fr", "two"))
    with speaking("fr"):
        assert family("one") == "Un"
        assert family("two", n=3) == "Two 3"
    assert ("fam", "fr", "two") in messages.FALLBACKS
    messages.FALLBACKS.discard(("fam", "fr", "two"))
    with pytest.raises(MessageError, match="three"):
        family("three")


def test_numbers_are_said_without_grouping_and_no_isolation_mark_is_output(tmp_path):
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "n.ftl").write_text("n = { $who } has { $n }.\n", encoding="utf-8")
    text = Messages(tmp_path, "n")("n", who="Red", n=12345)
    assert text == "Red has 12345."
    assert not set(text) & {"\u2068", "\u2069"}


def test_the_pseudo_locale_is_english_accented_longer_and_bracketed():
    with speaking("pseudo"):
        said = CORE("list-and", head="A, B", last="C")
    assert said.startswith("[") and said.endswith("]")
    assert "A, B" in said and "C" in said  # the arguments pass untouched
    english = CORE("list-and", head="", last="")
    assert len(said) > len(english) * 1.3
    assert not re.search(r"[a-z]", messages.pseudo_text("and the rune"))  # no plain letter is left


def test_lists_are_joined_in_the_language():
    assert messages.join(["Red", "Blue", "Green"]) == "Red, Blue and Green"
    with speaking("fr"):
        assert messages.join(["Rouge", "Bleu", "Vert"]) == "Rouge, Bleu et Vert"
    assert messages.join(["Red"]) == "Red" and messages.join([]) == ""


def test_an_unknown_language_is_refused_with_the_list_of_languages():
    with pytest.raises(ValueError, match=r"No language called de\. Languages: en \(English\), fr \(français\)\."):
        messages.check_language("de")
    assert messages.check_language("fr_FR.UTF-8") == "fr"
    assert messages.check_language(" FR ") == "fr"


def test_the_language_is_chosen_by_flag_then_environment_then_setting_then_system(monkeypatch):
    for key in ("TEK_ACCESS_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert messages.resolve() == "fr"  # the system locale, a language we have
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert messages.resolve() == "en"  # one we do not have: English
    assert messages.resolve(saved="fr") == "fr"
    monkeypatch.setenv("TEK_ACCESS_LANG", "fr")
    assert messages.resolve(saved="en") == "fr"
    assert messages.resolve("en", saved="fr") == "en"
    with pytest.raises(ValueError, match=r"Pas de langue xx\. Langues : en \(English\)"):
        messages.resolve("xx")  # refused in the language the environment chose


def test_speaking_brings_the_language_before_back():
    before = messages.language()
    with speaking("fr"):
        assert messages.language() == "fr"
        with speaking("pseudo"):
            assert messages.language() == "pseudo"
        assert messages.language() == "fr"
    assert messages.language() == before


def test_the_language_setting_is_checked_and_remembered_by_its_french_name_too(tmp_path, monkeypatch):
    from tek_access.settings import Settings, change_setting, load_settings, save_settings

    chosen = change_setting(Settings(), "langue", "FR")
    assert chosen.language == "fr"
    assert change_setting(chosen, "language", "auto").language == ""
    with pytest.raises(ValueError, match=r"No language called de\. Languages: en"):
        change_setting(Settings(), "language", "de")
    path = save_settings(chosen, tmp_path / "settings.toml")
    assert load_settings(path).language == "fr"


def test_the_command_line_refuses_an_unknown_language_and_takes_the_saved_one(tmp_path, monkeypatch, capsys):
    import argparse

    from tek_access import cli
    from tek_access.settings import Settings, change_setting, save_settings

    assert cli.main(["simulate", "--lang", "de"]) == 2
    assert "No language called de. Languages: en (English), fr (français). Not started." in capsys.readouterr().err
    for key in ("TEK_ACCESS_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("TEK_ACCESS_CONFIG_DIR", str(tmp_path))
    save_settings(change_setting(Settings(), "language", "fr"), tmp_path / "settings.toml")
    assert cli._language(argparse.Namespace(lang=None)) == "fr"
    assert cli._language(argparse.Namespace(lang="en")) == "en"
    assert messages.language() == "en"  # choosing for a command leaves this context's language alone


def _variables(family: Messages) -> set[str]:
    """The name of every variable a message of ``family`` reads, in any language (a message may read its
    variables through another message it names)."""
    from fluent.syntax.visitor import Visitor

    names: set[str] = set()

    class Variables(Visitor):
        def visit_VariableReference(self, node):
            names.add(node.id.name)

    for code in LANGUAGES:
        Variables().visit(messages._parse(family.path(code)))
    return names


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_message_of_every_family_is_said_in_every_language_and_none_falls_back(code):
    """Formats every message of every family in ``code`` (each variable given a value) and lists the fallbacks
    to English: there must be none. The list names family, language and id."""
    before = set(messages.FALLBACKS)
    said = 0
    with speaking(code):
        for family in messages.families():
            facts = {name: "1" for name in _variables(family)}
            for msg_id in sorted(family.ids("en")):
                text = family(msg_id, **facts)
                assert "\u2068" not in text and "\u2069" not in text, (family.name, msg_id)
                said += 1
    fallbacks = sorted(messages.FALLBACKS - before)
    messages.FALLBACKS.difference_update(fallbacks)
    assert said > 600
    assert fallbacks == [], f"lines said in English for want of a {code} message: {fallbacks}"


def test_a_missing_core_message_is_listed_as_a_fallback_and_said_in_english(monkeypatch):
    """The fallback list is not empty by accident: a French core file without a message lists it."""
    bundle = CORE.bundle("fr")
    assert bundle is not None
    monkeypatch.delitem(bundle._messages, "undo-nothing")
    with speaking("fr"):
        assert CORE("undo-nothing") == "Nothing to undo."
    assert ("core", "fr", "undo-nothing") in messages.FALLBACKS
    messages.FALLBACKS.discard(("core", "fr", "undo-nothing"))
