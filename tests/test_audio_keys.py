"""Console keys: stop, repeat, review, and status hotkeys that speak without printing."""
from __future__ import annotations

import io

from audio_fakes import FakeVoice, press

from tek_access.audio.announcer import Announcer
from tek_access.audio.keys import KEYS, key_help_lines, make_key_bindings
from tek_access.audio.messages import Category

STATUS = {"resources": "Resources: 3 food, 1 wood, 0 ore.", "score": "Score: Blue 12, Red 9.",
          "turn": "Turn: Blue. Pending: choose an action."}


def setup(speaking: bool):
    out = io.StringIO()
    voice = FakeVoice()
    ann = Announcer(out=out, speech="voice" if speaking else "off",
                    channels=[voice] if speaking else [])
    asked = []

    def status(kind):
        asked.append(kind)
        return STATUS[kind]

    return ann, out, voice, make_key_bindings(ann, status), asked


def test_status_keys_speak_without_printing_and_go_to_history():
    ann, out, voice, keys, asked = setup(speaking=True)
    for key in ("f2", "f3", "f4"):
        press(keys, key)
    assert asked == ["resources", "score", "turn"]
    assert voice.said == list(STATUS.values())
    assert out.getvalue() == ""
    assert ann.history.recent(3) == list(STATUS.values())


def test_status_keys_print_when_nothing_speaks():
    ann, out, _, keys, _ = setup(speaking=False)
    press(keys, "f3")
    assert out.getvalue() == "Score: Blue 12, Red 9.\n"


def test_a_failing_status_says_not_available():
    out = io.StringIO()
    ann = Announcer(out=out)

    def status(kind):
        raise KeyError(kind)

    press(make_key_bindings(ann, status), "f2")
    assert out.getvalue() == "Not available now.\n"


def test_repeat_previous_next_and_stop():
    ann, out, voice, keys, _ = setup(speaking=True)
    for text in ("One.", "Two.", "Three."):
        ann.announce(text, Category.ACTION)
    voice.said.clear()
    press(keys, "f5")
    press(keys, "f6")
    press(keys, "f6")
    press(keys, "f6")
    press(keys, "f7")
    press(keys, "f8")
    assert voice.said == ["Three.", "Two.", "One.", "One.", "Two."]
    assert voice.stops == 1
    assert ann.history.recent(10) == ["One.", "Two.", "Three."]  # review is not recorded


def test_review_on_an_empty_history_says_so():
    ann, out, voice, keys, _ = setup(speaking=True)
    press(keys, "f5")
    press(keys, "f6")
    assert voice.said == ["Nothing to repeat yet.", "No messages yet."]


def test_every_action_has_a_key_and_help_line():
    lines = key_help_lines()
    assert lines[0] == f"{len(KEYS)} keys:"
    assert "F8: stop speech" in lines and "F5: repeat the last message" in lines
    all_keys = [k for keys in KEYS.values() for k in keys]
    assert len(all_keys) == len(set(all_keys))


def test_the_keys_say_their_lines_in_the_players_language():
    from tek_access.core.messages import speaking

    with speaking("fr"):
        voice = FakeVoice()
        keys = make_key_bindings(Announcer(out=io.StringIO(), speech="voice", channels=[voice], ascii_only=False),
                                 STATUS.__getitem__)
        press(keys, "f5")
        press(keys, "f7")
        lines = key_help_lines()
        failing = Announcer(out=io.StringIO(), ascii_only=False)
        press(make_key_bindings(failing, lambda kind: {}[kind]), "f3")
    assert voice.said == ["Rien à répéter pour l'instant.", "Aucun message pour l'instant."]
    assert lines[0] == f"{len(KEYS)} touches :" and "F8 : arrêter la parole" in lines
    assert failing.history.last() == "Pas disponible maintenant."
    with speaking("pseudo"):  # every key's line comes from a message: bracketed whole
        ann, out, voice, keys, _ = setup(speaking=True)
        for key in ("f5", "f6", "f7"):
            press(keys, key)
        lines = key_help_lines()
    assert all(line.startswith("[") and line.endswith("]") for line in [*voice.said, *lines]), [*voice.said, *lines]
