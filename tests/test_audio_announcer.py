"""Routing through the announcer: what reaches print, history, transcript, speech and earcons."""
from __future__ import annotations

import io

import pytest

from tek_access.audio.announcer import Announcer
from tek_access.audio.messages import Category, Message, Priority
from tek_access.settings import Settings, change_setting


class FakeSpeech:
    """A speech channel that records what it was asked to say."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.description = f"fake {kind}"
        self.said: list[tuple[str, Priority]] = []
        self.stops = 0

    def speak(self, text: str, priority: Priority) -> None:
        self.said.append((text, priority))

    def stop(self) -> None:
        self.stops += 1

    def close(self) -> None:
        pass

    @property
    def texts(self) -> list[str]:
        return [t for t, _ in self.said]


class FakeEarcons:
    kind = "earcons"
    description = "fake earcons"

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, event: str) -> None:
        self.played.append(event)

    def stop(self) -> None:
        pass


def make(mode: str, settings: Settings | None = None, transcript=None):
    out = io.StringIO()
    speech = FakeSpeech(mode) if mode in ("screenreader", "voice") else None
    earcons = FakeEarcons()
    channels = [c for c in (speech, earcons) if c is not None]
    ann = Announcer(out=out, speech=mode, settings=settings or Settings(), channels=channels,
                    transcript=transcript)
    return ann, out, speech, earcons


def printed(out: io.StringIO) -> list[str]:
    return out.getvalue().splitlines()


def test_off_mode_prints_records_and_imports_no_backend(tmp_path):
    import sys

    before = set(sys.modules)
    out = io.StringIO()
    ann = Announcer(out=out, transcript=tmp_path / "t.txt")
    ann.announce("Your turn, Blue.", Category.TURN, earcon="your_turn")
    ann.announce("3 regions:\nForest\nPlains\nMountain", Category.SYSTEM)
    ann.close()
    assert printed(out) == ["Your turn, Blue.", "3 regions:", "Forest", "Plains", "Mountain"]
    assert (tmp_path / "t.txt").read_text() == "Your turn, Blue.\n3 regions:\nForest\nPlains\nMountain\n"
    assert ann.history.recent(5) == ["Your turn, Blue.", "3 regions:\nForest\nPlains\nMountain"]
    loaded = set(sys.modules) - before
    assert not any(name.split(".")[0] in {"pyttsx3", "accessible_output2", "miniaudio"} for name in loaded)
    assert "tek_access.audio.backends" not in loaded


def test_voice_mode_speaks_every_printed_line_once():
    ann, out, voice, earcons = make("voice")
    ann.announce("War. Blue attacks your meeple in Shimmer Forest.", Category.WAR, Priority.ALERT,
                 earcon="war_declared")
    ann.announce("Blue gains 2 food.", Category.RESOURCES)
    assert printed(out) == ["War. Blue attacks your meeple in Shimmer Forest.", "Blue gains 2 food."]
    assert voice.said == [("War. Blue attacks your meeple in Shimmer Forest.", Priority.ALERT),
                          ("Blue gains 2 food.", Priority.NORMAL)]
    assert earcons.played == ["war_declared"]


def test_screenreader_mode_does_not_repeat_printed_lines_by_default():
    ann, out, reader, earcons = make("screenreader")
    ann.announce("Your turn, Blue.", Category.TURN, earcon="your_turn")
    assert printed(out) == ["Your turn, Blue."]
    assert reader.said == []  # the screen reader reads the terminal itself: heard once
    assert earcons.played == ["your_turn"]
    ann.notify("Resources: 3 food, 1 wood.", Category.RESOURCES)
    assert printed(out) == ["Your turn, Blue."]  # notify is not printed
    assert reader.texts == ["Resources: 3 food, 1 wood."]


def test_screenreader_speak_all_sends_printed_lines_once():
    settings = change_setting(Settings(), "speak_all", "on")
    ann, out, reader, _ = make("screenreader", settings)
    ann.announce("Blue builds a tower level.", Category.ACTION)
    assert reader.texts == ["Blue builds a tower level."]
    assert printed(out) == ["Blue builds a tower level."]


def test_secret_reaches_print_only(tmp_path):
    for mode in ("voice", "screenreader"):
        path = tmp_path / f"{mode}.txt"
        settings = change_setting(Settings(), "speak_all", "on")
        ann, out, speech, earcons = make(mode, settings, transcript=path)
        ann.announce("Your war die: 4.", Category.WAR, secret=True, earcon="war_die_set")
        ann.announce(Message("Bid locked.", Category.WAR, secret=True))
        ann.close()
        assert printed(out) == ["Your war die: 4.", "Bid locked."]
        assert speech.said == [] and earcons.played == []
        assert len(ann.history) == 0 and ann.history.last() is None
        assert path.read_text() == ""


def test_a_whispered_secret_reaches_speech_only(tmp_path):
    """A war die read back at a shared keyboard (issue 12, item 2): spoken at once by the screen
    reader or the voice, never printed, kept, written or sounded; with no speech, nothing at all."""
    for mode in ("voice", "screenreader"):
        path = tmp_path / f"{mode}.txt"
        ann, out, speech, earcons = make(mode, transcript=path)
        assert ann.whisper("Blue: You set your war die to 4, paying 2 mana. Locked.") is True
        ann.close()
        assert speech.said == [("Blue: You set your war die to 4, paying 2 mana. Locked.", Priority.ALERT)]
        assert printed(out) == [] and earcons.played == []
        assert len(ann.history) == 0 and path.read_text() == ""
    ann, out, _speech, _earcons = make("off")
    assert ann.whisper("Blue: You set your war die to 4.") is False and printed(out) == []
    deferred = Announcer(out=io.StringIO(), speech="voice", defer=True)
    assert deferred.whisper("Blue: You set your war die to 4.") is False


def test_notify_without_speech_prints_so_the_player_gets_it():
    ann, out, _, _ = make("off")
    ann.notify("Score: Blue 12, Red 9.", Category.SCORING)
    assert printed(out) == ["Score: Blue 12, Red 9."]
    assert ann.history.last() == "Score: Blue 12, Red 9."


def test_brief_hides_low_priority_lines_but_keeps_them_for_review(tmp_path):
    settings = change_setting(Settings(), "verbosity", "brief")
    ann, out, voice, earcons = make("voice", settings, transcript=tmp_path / "t.txt")
    ann.announce("Red collects.", Category.ACTION, Priority.LOW, earcon="resource_gained")
    ann.announce("Your turn.", Category.TURN)
    assert printed(out) == ["Your turn."]
    assert voice.texts == ["Your turn."]
    assert earcons.played == []
    assert ann.history.recent(2) == ["Red collects.", "Your turn."]


def test_low_priority_is_queued_at_full_and_marked_droppable_at_normal():
    ann, _, voice, _ = make("voice")
    ann.announce("Red collects.", Category.ACTION, Priority.LOW)
    assert voice.said == [("Red collects.", Priority.LOW)]
    ann, _, voice, _ = make("voice", change_setting(Settings(), "verbosity", "full"))
    ann.announce("Red collects.", Category.ACTION, Priority.LOW)
    assert voice.said == [("Red collects.", Priority.NORMAL)]


def test_category_switched_off_is_printed_only():
    settings = change_setting(Settings(), "resources", "off")
    ann, out, voice, earcons = make("voice", settings)
    ann.announce("Blue gains 2 food.", Category.RESOURCES, earcon="resource_gained")
    ann.notify("Resources: 2 food.", Category.RESOURCES)
    ann.announce("Your turn.", Category.TURN, earcon="your_turn")
    assert printed(out) == ["Blue gains 2 food.", "Resources: 2 food.", "Your turn."]
    assert voice.texts == ["Your turn."]
    assert earcons.played == ["your_turn"]


def test_sounds_off_plays_no_earcon():
    ann, _, _, earcons = make("voice", change_setting(Settings(), "sounds", "off"))
    ann.announce("Your turn.", Category.TURN, earcon="your_turn")
    assert earcons.played == []


def test_review_and_repeat_speak_without_recording():
    ann, out, voice, _ = make("voice")
    for text in ("One.", "Two.", "Three."):
        ann.announce(text)
    voice.said.clear()
    assert ann.review(ann.history.last()) == "Three."  # F5 at the prompt
    assert ann.review(ann.history.previous()) == "Two."
    assert ann.review(ann.history.previous()) == "One."
    assert ann.review(ann.history.previous()) == "One."
    assert ann.review(ann.history.next()) == "Two."
    assert voice.said == [("Three.", Priority.ALERT), ("Two.", Priority.ALERT),
                          ("One.", Priority.ALERT), ("One.", Priority.ALERT), ("Two.", Priority.ALERT)]
    assert printed(out) == ["One.", "Two.", "Three."]
    assert ann.history.recent(10) == ["One.", "Two.", "Three."]


def test_no_line_is_sent_twice_to_any_channel_in_any_mode():
    for mode in ("voice", "screenreader"):
        for speak_all in ("on", "off"):
            settings = change_setting(Settings(), "speak_all", speak_all)
            ann, out, speech, earcons = make(mode, settings)
            lines = [f"Line {i}." for i in range(20)]
            for i, line in enumerate(lines):
                (ann.announce if i % 3 else ann.notify)(line, Category.ACTION, earcon=f"e{i}")
            assert len(speech.texts) == len(set(speech.texts))
            assert len(printed(out)) == len(set(printed(out)))
            assert earcons.played == [f"e{i}" for i in range(20)]
            # every line reached the player exactly once, by print or by speech or both only
            # when the player asked for it (voice mode, or speak_all)
            for i, line in enumerate(lines):
                seen = printed(out).count(line) + speech.texts.count(line)
                expected = 2 if (i % 3 and (mode == "voice" or speak_all == "on")) else 1
                assert seen == expected, (mode, speak_all, line)


def test_text_is_plain_ascii_everywhere(tmp_path):
    ann, out, voice, _ = make("voice", transcript=tmp_path / "t.txt")
    ann.announce("Blue\u2019s forest \u2013 \u201cShimmer\u201d\u2026 caf\u00e9 \u2603")
    ann.close()
    expected = "Blue's forest - \"Shimmer\"... cafe ?"
    assert printed(out) == [expected]
    assert voice.texts == [expected]
    assert (tmp_path / "t.txt").read_text(encoding="ascii") == expected + "\n"


def test_transcript_is_flushed_as_it_goes(tmp_path):
    path = tmp_path / "t.txt"
    ann, _, _, _ = make("off", transcript=path)
    ann.announce("First.")
    assert path.read_text() == "First.\n"
    ann.close()
    ann.close()


def test_a_failing_backend_never_stops_the_game():
    class Broken(FakeSpeech):
        def speak(self, text, priority):
            raise RuntimeError("device gone")

    out = io.StringIO()
    ann = Announcer(out=out, speech="voice", channels=[Broken("voice")])
    ann.announce("Your turn.")
    ann.stop_speech()
    assert printed(out) == ["Your turn."]
    assert any("device gone" in note for note in ann.notes)


def test_stop_and_forget_secrets_silence_speech():
    ann, _, voice, _ = make("voice")
    ann.stop_speech()
    ann.forget_secrets()
    assert voice.stops == 2


def test_history_recent_rejects_zero():
    ann, _, _, _ = make("off")
    with pytest.raises(ValueError):
        ann.history.recent(0)


def test_typed_review_lines_are_printed_and_queued_not_interrupting():
    ann, out, voice, _ = make("voice")
    for text in ("3 messages:", "One.", "Two.", "Three."):
        ann.review(text, printed=True)
    assert printed(out) == ["3 messages:", "One.", "Two.", "Three."]
    assert voice.said == [(t, Priority.NORMAL) for t in ("3 messages:", "One.", "Two.", "Three.")]
    assert len(ann.history) == 0


def deferred(monkeypatch, mode: str = "voice", settings: Settings | None = None):
    """An announcer with ``defer=True`` whose backends, once opened, are fakes."""
    from tek_access.audio import backends

    speech, earcons = FakeSpeech(mode), FakeEarcons()
    opened = []

    def fake_open_channels(requested, settings):
        opened.append(requested)
        return mode, [speech, earcons], ["Sounds note."]

    monkeypatch.setattr(backends, "open_channels", fake_open_channels)
    out = io.StringIO()
    ann = Announcer(out=out, speech=mode, settings=settings or Settings(), defer=True)
    return ann, out, speech, earcons, opened


def test_deferred_backends_open_only_when_asked_and_every_line_said_before_is_spoken(monkeypatch):
    """issue 8: no backend is probed before the first prompt, yet no line is lost: lines are
    printed at once and queued for speech; only the newest queued earcon is played."""
    ann, out, speech, earcons, opened = deferred(monkeypatch, "voice")
    assert ann.deferred and not ann.speaking
    assert ann.mode_line() == "Speech: built-in voice, starting. Sounds: starting."
    ann.announce(ann.mode_line())
    ann.announce("Your turn.", Category.TURN, earcon="your_turn")
    ann.announce("War declared.", Category.WAR, earcon="war")
    ann.announce("Hidden die 4.", secret=True)
    assert opened == [] and speech.said == [] and earcons.played == []
    assert printed(out) == ["Speech: built-in voice, starting. Sounds: starting.", "Your turn.", "War declared.",
                            "Hidden die 4."]
    assert ann.open_backends() is True
    assert opened == ["voice"] and not ann.deferred and ann.speaking
    assert speech.texts == ["Speech: built-in voice, starting. Sounds: starting.", "Your turn.", "War declared."]
    assert earcons.played == ["war"]
    assert ann.mode_line() == "Speech: built-in voice, fake voice. Sounds: on. Sounds note."
    assert ann.open_backends() is False  # only once
    ann.announce("Next.", Category.ACTION)
    assert speech.texts[-1] == "Next." and printed(out)[-1] == "Next."


def test_deferred_screen_reader_gets_only_what_it_would_have_got(monkeypatch):
    ann, out, speech, _, _ = deferred(monkeypatch, "screenreader")
    assert ann.mode_line() == "Screen-reader mode. Speech: screen reader, starting. Sounds: starting."
    ann.announce("Printed, so the screen reader reads it from the terminal.")
    ann.notify("Score: 3.")  # nothing can speak yet: printed instead
    ann.open_backends()
    assert speech.said == []
    assert printed(out)[-1] == "Score: 3."
    assert ann.history.recent(2) == ["Printed, so the screen reader reads it from the terminal.", "Score: 3."]


def test_deferred_queue_is_dropped_by_stop_and_close_opens_nothing(monkeypatch):
    ann, _, speech, _, opened = deferred(monkeypatch, "voice", change_setting(Settings(), "sounds", "off"))
    assert ann.mode_line() == "Speech: built-in voice, starting. Sounds: off."
    ann.announce("Before the hand-over.")
    ann.forget_secrets()
    ann.open_backends()
    assert speech.said == []
    later, _, _, _, opened_later = deferred(monkeypatch, "auto")
    assert later.mode_line() == "Speech: automatic, starting. Sounds: starting."
    later.close()
    assert later.open_backends() is False and opened_later == []


def test_a_backend_that_breaks_while_opening_leaves_text_only(monkeypatch):
    from tek_access.audio import backends

    def broken(requested, settings):
        raise RuntimeError("driver crashed")

    monkeypatch.setattr(backends, "open_channels", broken)
    out = io.StringIO()
    ann = Announcer(out=out, speech="voice", defer=True)
    ann.announce("Hello.")
    assert ann.open_backends() is True
    assert ann.mode == "off"
    assert ann.mode_line() == "Speech: text only. Sounds: off. Speech unavailable: RuntimeError: driver crashed."


def test_screenreader_leaves_printed_lines_to_the_screen_reader():
    """Issue 35, heard through Orca in mate-terminal: in screen-reader mode a printed line is read
    by the screen reader, whatever key came last (``ui.console`` prints online lines so that Orca
    reads them after any key), and the game does not speak it as well; what is not printed (a
    status key's answer) the game speaks."""
    ann, out, reader, _ = make("screenreader", Settings())
    ann.announce("dan says: the wolves are at the gate.", Category.SYSTEM)
    assert reader.texts == [] and printed(out)[-1] == "dan says: the wolves are at the gate."
    ann.notify("You have 2 food.", Category.RESOURCES)
    assert reader.texts == ["You have 2 food."]
