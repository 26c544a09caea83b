"""Settings: defaults, atomic save, load, corrupt files, the settings command helpers."""
from __future__ import annotations

import os

import pytest
from hypothesis import assume, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from tek_access.settings import (
    Settings,
    change_setting,
    config_dir,
    describe_settings,
    load_settings,
    save_settings,
    settings_path,
)


@pytest.fixture(autouse=True)
def config_in_tmp(tmp_path, monkeypatch):
    monkeypatch.setenv("TEK_ACCESS_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def test_config_dir_override(config_in_tmp):
    assert config_dir() == config_in_tmp
    assert settings_path() == config_in_tmp / "settings.toml"


def test_missing_file_gives_defaults_silently():
    warnings = []
    assert load_settings(warn=warnings.append) == Settings()
    assert warnings == []


def test_save_then_load_round_trips_and_leaves_no_temporary_file(config_in_tmp):
    s = Settings()
    for name, value in [("verbosity", "full"), ("speech", "voice"), ("rate", "220"),
                        ("volume", "80%"), ("voice", "en-gb"), ("sounds", "off"),
                        ("sound_volume", "35"), ("war", "off"), ("speak_all", "yes")]:
        s = change_setting(s, name, value)
    path = save_settings(s)
    assert path == config_in_tmp / "settings.toml"
    assert os.listdir(config_in_tmp) == ["settings.toml"]
    loaded = load_settings()
    assert loaded == s
    assert loaded.rate == 220 and loaded.volume == 80 and not loaded.category_on("war")


def test_not_toml_falls_back_and_names_file_and_line(config_in_tmp):
    config_in_tmp.mkdir()
    (config_in_tmp / "settings.toml").write_text('verbosity = "full"\nrate = = 3\n')
    warnings = []
    assert load_settings(warn=warnings.append) == Settings()
    assert len(warnings) == 1
    assert str(config_in_tmp / "settings.toml") in warnings[0]
    assert "line 2" in warnings[0] and "defaults" in warnings[0].lower()


def test_bad_value_keeps_the_rest_and_names_line_setting_and_problem(config_in_tmp):
    config_in_tmp.mkdir()
    (config_in_tmp / "settings.toml").write_text(
        'verbosity = "full"\nrate = "fast"\nvolume = 500\ncolour = "red"\n'
        "[categories]\nwar = false\nmagic = true\nscoring = 3\n")
    warnings = []
    s = load_settings(warn=warnings.append)
    assert s.verbosity == "full" and s.rate == Settings().rate and s.volume == 100
    assert not s.category_on("war") and s.category_on("scoring")
    text = "\n".join(warnings)
    assert "line 2, rate" in text and "'fast'" in text
    assert "line 3, volume" in text and "500" in text
    assert "line 4, colour: unknown setting" in text
    assert "categories.magic: unknown category" in text
    assert "line 8, categories.scoring" in text
    assert len(warnings) == 5


def test_undecodable_file_names_the_byte(config_in_tmp):
    config_in_tmp.mkdir()
    (config_in_tmp / "settings.toml").write_bytes(b'voice = "\xff"\n')
    warnings = []
    assert load_settings(warn=warnings.append) == Settings()
    assert "byte 9" in warnings[0] and "UTF-8" in warnings[0]


def test_deeply_nested_file_falls_back_without_a_traceback(config_in_tmp):
    config_in_tmp.mkdir()
    (config_in_tmp / "settings.toml").write_text("voice = " + "[" * 100000 + "\n")
    warnings = []
    assert load_settings(warn=warnings.append) == Settings()
    assert len(warnings) == 1
    assert "line 1" in warnings[0] and "nested too deeply" in warnings[0]
    assert "defaults" in warnings[0].lower()


def test_change_setting_rejects_bad_input_with_short_message_and_changes_nothing():
    s = Settings()
    cases = [("rate", "fast", "rate must be"), ("rate", "10", "80 to 450"),
             ("verbosity", "loud", "brief, normal or full"), ("sounds", "maybe", "on or off"),
             ("colr", "red", "No setting named"),
             ("war", "maybe", "war must be on"), ("speach", "off", "Closest: speech")]
    for name, value, expected in cases:
        with pytest.raises(ValueError) as info:
            change_setting(s, name, value)
        assert expected in str(info.value)
        assert "\n" not in str(info.value)
    assert s == Settings()


def test_change_setting_accepts_what_players_type():
    s = change_setting(Settings(), "Sound Volume", "40 %")
    assert s.sound_volume == 40
    assert change_setting(s, "speech", "screen-reader").speech == "screenreader"
    assert change_setting(s, "speech", "text").speech == "off"
    assert change_setting(s, "voice", "default").voice == ""
    assert change_setting(s, "speed", "300").rate == 300


def test_describe_settings_is_name_value_lines_count_first():
    lines = describe_settings(change_setting(Settings(), "war", "off"))
    assert lines[0] == f"{len(lines) - 1} settings:"
    assert "speech: auto" in lines and "rate: 175 words per minute" in lines
    assert "voice: default" in lines
    assert lines[-1] == "categories printed only: war"
    assert all(line.isascii() and ": " in line or line.endswith(":") for line in lines)


@hsettings(max_examples=80, deadline=None)
@given(voice=st.text(max_size=30), pack=st.text(max_size=30),
       rate=st.integers(80, 450), volume=st.integers(0, 100),
       off=st.sets(st.sampled_from(["turn", "war", "help", "error", "resources"])))
def test_any_setting_the_command_accepts_round_trips(tmp_path_factory, voice, pack, rate, volume, off):
    s = Settings()
    try:
        s = change_setting(s, "voice", voice)
        s = change_setting(s, "sound_pack", pack)
    except ValueError:
        assume(False)
    s = change_setting(change_setting(s, "rate", str(rate)), "volume", str(volume))
    for cat in off:
        s = change_setting(s, cat, "off")
    path = tmp_path_factory.mktemp("s") / "settings.toml"
    save_settings(s, path)
    warnings = []
    assert load_settings(path, warn=warnings.append) == s
    assert warnings == []


def test_control_characters_are_refused():
    for bad in ("a\x7fb", "a\nb", "a\x00"):
        with pytest.raises(ValueError, match="single line"):
            change_setting(Settings(), "voice", bad)


def test_the_settings_count_counts_every_line_also_with_a_category_not_printed():
    """`settings` said "11 settings:" over 12 lines once a category was kept out of print."""
    s = change_setting(Settings(), "show", "resources off")
    lines = describe_settings(s)
    assert "categories not printed: resources" in lines
    assert lines[0] == f"{len(lines) - 1} settings:"


def test_setting_and_category_names_are_said_in_the_language_and_typed_in_any():
    """French names in the list ("débit", "guerre"), French or English typed, accents folded; the ids stay."""
    from tek_access.core.messages import speaking
    from tek_access.settings import Settings, change_setting, describe_settings

    base = Settings()
    with speaking("fr"):
        lines = describe_settings(change_setting(base, "guerre", "off"))
        assert "débit : 175 mots par minute" in lines and "volume-sons : 70 pour cent" in lines
        assert "catégories affichées seulement : guerre" in lines
        assert change_setting(base, "Debit", "200").rate == 200
        assert change_setting(base, "rate", "210").rate == 210  # English in every language
        assert change_setting(base, "afficher", "Ressources off").shown["resources"] is False
        assert change_setting(base, "tout-dire", "on").speak_all is True
    with speaking("en"):
        assert change_setting(base, "débit", "220").rate == 220  # and French in English
        assert "rate: 175 words per minute" in describe_settings(base)
