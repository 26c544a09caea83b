"""``tek-access doctor`` and ``tek-access say`` as a player runs them."""
from __future__ import annotations

import pytest

from tek_access.cli import main


@pytest.fixture(autouse=True)
def config_in_tmp(tmp_path, monkeypatch):
    from tek_access.audio import commands

    # a sound card as on a player's machine (CI has none; the missing-device test says so itself)
    monkeypatch.setattr(commands, "_sound_device_line", lambda: ("1 playback devices: card", True))
    monkeypatch.setenv("TEK_ACCESS_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.delenv("TEK_ACCESS_SPEECH", raising=False)
    return tmp_path / "config"


def test_doctor_reports_each_part_as_plain_name_value_lines(capsys, monkeypatch):
    monkeypatch.setenv("TEK_ACCESS_SPEECH", "voice")
    assert main(["doctor"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith(f"Doctor: {len(lines) - 1} checks, 0 problems.")
    for name in ("Settings file", "Speech mode", "Screen reader", "accessible_output2", "espeak-ng",
                 "pyttsx3", "Voices", "Speech route", "Sound output", "Sound pack", "liblouis"):
        assert any(line.startswith(name + ": ") for line in lines), name
    assert out.isascii() and "Traceback" not in out


def test_doctor_names_a_corrupt_settings_file_and_fails(config_in_tmp, capsys):
    config_in_tmp.mkdir()
    (config_in_tmp / "settings.toml").write_text('rate = "fast"\n')
    assert main(["doctor"]) == 1
    out = capsys.readouterr().out
    assert out.splitlines()[0].endswith(", 1 problem.")
    problem = next(line for line in out.splitlines() if line.startswith("Settings problem"))
    assert str(config_in_tmp / "settings.toml") in problem and "line 1, rate" in problem


def test_doctor_names_a_broken_sound_pack(config_in_tmp, tmp_path, capsys):
    config_in_tmp.mkdir()
    pack = tmp_path / "pack"
    pack.mkdir()
    (pack / "manifest.toml").write_text("[events.x]\nfile = 'gone.wav'\n")
    (config_in_tmp / "settings.toml").write_text(f'sound_pack = "{pack}"\n')
    assert main(["doctor"]) == 1
    out = capsys.readouterr().out
    assert "Sound pack problem:" in out and "events.x.file: gone.wav not found" in out


def test_say_with_speech_off_prints_the_line_and_explains(capsys):
    assert main(["say", "Your", "turn.", "--speech", "off"]) == 1
    captured = capsys.readouterr()
    assert captured.out == "Your turn.\n"
    assert captured.err.startswith("Say: nothing can speak. Speech: text only.")


def test_say_rejects_a_bad_mode(capsys):
    assert main(["say", "Hi", "--speech", "loud"]) == 1
    assert capsys.readouterr().err.strip() == (
        "Say: --speech must be auto, screenreader, voice or off, not 'loud'.")


def test_say_to_an_unwritable_wav_says_so(tmp_path, capsys):
    target = tmp_path / "missing-folder" / "x.wav"
    code = main(["say", "Hi", "--wav", str(target)])
    err = capsys.readouterr().err
    assert code == 1 and err.startswith("Say: no WAV written.") and "Traceback" not in err


def test_play_speech_options_open_an_announcer_that_says_its_mode_first(tmp_path):
    import argparse
    import io

    from tek_access.audio.commands import add_speech_arguments, open_announcer

    parser = argparse.ArgumentParser()
    add_speech_arguments(parser)
    args = parser.parse_args(["--speech", "off", "--transcript", str(tmp_path / "t.txt")])
    out = io.StringIO()
    ann = open_announcer(args, out=out)
    ann.announce("Your turn, Blue.")
    ann.close()
    assert out.getvalue() == "Speech: text only. Sounds: off.\nYour turn, Blue.\n"
    assert (tmp_path / "t.txt").read_text() == out.getvalue()
    with pytest.raises(ValueError, match="--speech must be"):
        open_announcer(parser.parse_args(["--speech", "loud"]))


def test_doctor_counts_a_missing_sound_device_and_speech_route_as_problems(capsys, monkeypatch):
    """issue 12: doctor said 0 problems while sounds were unavailable."""
    from tek_access.audio import commands

    monkeypatch.setattr(commands, "_sound_device_line",
                        lambda: ("no playback device found. Fix: check the sound card", False))
    monkeypatch.setenv("TEK_ACCESS_SPEECH", "screenreader")  # no speech-dispatcher answers in tests
    assert main(["doctor"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Doctor: ") and ", 2 problems." in lines[0]
    assert any(line.startswith("Sound output problem: ") and "settings sounds off" in line for line in lines)
    route = next(line for line in lines if line.startswith("Speech route problem: "))
    assert "screenreader" in route and "Fix: " in route


def test_doctor_says_1_problem_in_the_singular(capsys, monkeypatch):
    """"Doctor: 12 checks, 1 problems." read as a slip, like "in 1 regions" (issue 12, Smaller)."""
    from tek_access.audio import commands

    monkeypatch.setattr(commands, "_sound_device_line",
                        lambda: ("no playback device found. Fix: check the sound card", False))
    monkeypatch.setenv("TEK_ACCESS_SPEECH", "off")
    assert main(["doctor"]) == 1
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("Doctor: ") and first.endswith(", 1 problem."), first


def test_doctor_names_the_route_auto_really_takes():
    """doctor said "Speech route: auto, screen reader" when speech-dispatcher answered but no
    screen reader ran, while the game's auto mode then used the built-in voice (backends.open_channels:
    the screen reader only when one is running)."""
    from tek_access.audio.commands import speech_route

    assert speech_route("auto", None, True, True) == "built-in voice"
    assert speech_route("auto", "orca", True, True) == "screen reader"
    assert speech_route("auto", "orca", False, True) == "the screen reader reads the terminal"
    assert speech_route("auto", None, True, False) is None
    assert speech_route("screenreader", None, True, False) == "screen reader"
    assert speech_route("voice", "orca", True, True) == "built-in voice"
    assert speech_route("off", None, False, False) == "text only"


def test_doctor_finds_liblouis_where_the_braille_sheets_do(capsys, monkeypatch):
    """doctor looked for the module louis on the import path and said "not found" while the
    braille sheets load Debian's python3-louis from the system (system_packages)."""
    from tek_access.braille import translate

    main(["doctor"])
    line = next(l for l in capsys.readouterr().out.splitlines() if l.startswith("liblouis: "))
    version = translate.liblouis_version()
    assert (line.startswith("liblouis: not found") if version is None
            else line == f"liblouis: {version}, Python module louis")
    monkeypatch.setattr(translate, "liblouis_version", lambda: None)
    main(["doctor"])
    line = next(l for l in capsys.readouterr().out.splitlines() if l.startswith("liblouis: "))
    assert line.startswith("liblouis: not found. Fix: sudo apt install liblouis20 liblouis-data python3-louis")
