"""Typed review and settings commands."""
from __future__ import annotations

import io

import pytest
from audio_fakes import FakeVoice

from tek_access.audio.announcer import Announcer
from tek_access.audio.review import review_command, settings_command
from tek_access.settings import load_settings


def make():
    return Announcer(out=io.StringIO())


def test_history_gives_count_first_oldest_first():
    ann = make()
    assert review_command(ann, "history") == ["0 messages."]
    for i in range(7):
        ann.announce(f"Line {i}.")
    assert review_command(ann, "history", "3") == ["3 messages:", "Line 4.", "Line 5.", "Line 6."]
    assert len(review_command(ann, "history")) == 8  # the help said 10, and 10 is the default now
    assert review_command(ann, "history", "1") == ["1 message:", "Line 6."]


def test_repeat_previous_next():
    ann = make()
    assert review_command(ann, "repeat") == ["Nothing to repeat yet."]
    ann.announce("A.")
    ann.announce("B.")
    assert review_command(ann, "repeat") == ["B."]
    assert review_command(ann, "previous") == ["A."]
    assert review_command(ann, "next") == ["B."]


@pytest.mark.parametrize("verb, arg, message", [
    ("history", "lots", "history needs a number, like: history 5"),
    ("history", "0", "1 or more"),
    ("rewind", None, "Unknown review command"),
])
def test_bad_review_input_is_a_short_message(verb, arg, message):
    with pytest.raises(ValueError, match=message):
        review_command(make(), verb, arg)


def test_settings_lists_changes_saves_and_applies(tmp_path):
    voice = FakeVoice()
    ann = Announcer(out=io.StringIO(), speech="voice", channels=[voice])
    path = tmp_path / "settings.toml"
    assert settings_command(ann, "", path)[0].endswith("settings:")
    assert settings_command(ann, "rate 250", path) == ["Rate: 250 words per minute. Saved."]
    assert ann.settings.rate == 250 and voice.configured[-1].rate == 250
    assert load_settings(path).rate == 250
    assert settings_command(ann, "war off", path) == ["Categories printed only: war. Saved."]
    # each answer starts with a capital, the setting first (issue 12: no lower-case opening)
    assert settings_command(ann, "show resources off", path) == ["Resources: not printed; kept in history. Saved."]
    assert settings_command(ann, "show resources on", path) == ["Resources: printed. Saved."]


def test_bad_settings_change_changes_nothing(tmp_path):
    ann = make()
    before = ann.settings
    with pytest.raises(ValueError, match="rate must be"):
        settings_command(ann, "rate fast", tmp_path / "s.toml")
    with pytest.raises(ValueError, match="needs a value"):
        settings_command(ann, "rate", tmp_path / "s.toml")
    assert ann.settings is before and not (tmp_path / "s.toml").exists()


def test_settings_in_an_unwritable_place_are_kept_for_the_game(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    ann = make()
    line = settings_command(ann, "verbosity brief", blocker / "settings.toml")[0]
    assert line.startswith("Verbosity: brief. Not saved") and ann.settings.verbosity == "brief"
