"""The sound pack: manifest, files that decode, the generator, and earcon playback."""
from __future__ import annotations

import array
import runpy
import wave
from pathlib import Path

import pytest

from tek_access.audio.earcons import (
    EarconChannel,
    SoundPackError,
    default_pack_dir,
    load_sound_pack,
    pack_dir,
)
from tek_access.audio.messages import Category
from tek_access.settings import Settings

PACK = default_pack_dir()


def read_wav(path: Path) -> array.array:
    with wave.open(str(path), "rb") as handle:
        assert (handle.getnchannels(), handle.getsampwidth()) == (1, 2)
        return array.array("h", handle.readframes(handle.getnframes()))


def test_default_pack_loads_and_every_category_has_a_sound():
    pack = load_sound_pack()
    assert pack.folder == PACK and pack.name == "tek-access default"
    assert {e.category for e in pack.events.values()} == set(Category)
    for needed in ("your_turn", "war_declared", "war_won", "war_lost", "resource_gained",
                   "error", "game_over", "alliance_formed"):
        assert needed in pack.events


def test_every_manifest_file_decodes_and_is_short_and_not_silent():
    pack = load_sound_pack()
    try:
        import miniaudio  # noqa: F401

        from tek_access.audio.earcons import decode_sound
    except ImportError:
        decode_sound = None
    for event in pack.events.values():
        samples = decode_sound(event.path) if decode_sound else read_wav(event.path)
        assert 0.03 < len(samples) / 22050 < 1.0, event.name
        assert max(abs(s) for s in samples) > 3000, event.name


def test_the_pack_is_what_make_sounds_makes(tmp_path):
    script = runpy.run_path(str(PACK / "make_sounds.py"))
    assert script["main"]([str(tmp_path)]) == 0
    assert (tmp_path / "manifest.toml").read_text() == (PACK / "manifest.toml").read_text()
    for wav in sorted(PACK.glob("*.wav")):
        made, kept = read_wav(tmp_path / wav.name), read_wav(wav)
        assert len(made) == len(kept), wav.name
        assert max(abs(a - b) for a, b in zip(made, kept)) <= 1, wav.name  # libm rounding only
    assert sorted(p.name for p in tmp_path.glob("*.wav")) == sorted(p.name for p in PACK.glob("*.wav"))


def test_licence_note_is_there():
    text = (PACK / "LICENCE.txt").read_text()
    assert "CC0" in text and "original" in text


def write_pack(folder: Path, manifest: str, files=("a.wav",)) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name in files:
        with wave.open(str(folder / name), "wb") as handle:
            handle.setnchannels(1)
            handle.setsampwidth(2)
            handle.setframerate(22050)
            handle.writeframes(array.array("h", [10000, -10000] * 2205).tobytes())
    (folder / "manifest.toml").write_text(manifest)
    return folder


@pytest.mark.parametrize("manifest, expected", [
    ("events = [", "not valid TOML"),
    ("format = 2\n[events.x]\nfile = 'a.wav'\n", "format: only format 1"),
    ("name = 'x'\n", "no [events.NAME] tables"),
    ("[events.x]\ncategory = 'war'\n", "events.x.file: missing"),
    ("[events.x]\nfile = 'a.wav'\ncategory = 'fun'\n", "events.x.category: 'fun' is not one of"),
    ("[events.x]\nfile = 'b.wav'\n", "events.x.file: b.wav not found"),
])
def test_a_broken_manifest_names_file_place_and_problem(tmp_path, manifest, expected):
    folder = write_pack(tmp_path / "pack", manifest)
    with pytest.raises(SoundPackError) as info:
        load_sound_pack(folder)
    assert expected in str(info.value)
    assert str(folder) in str(info.value)


def test_missing_manifest(tmp_path):
    with pytest.raises(SoundPackError, match="no manifest.toml"):
        load_sound_pack(tmp_path)


def test_a_manifest_that_is_not_utf8_or_nested_too_deeply_names_file_and_place(tmp_path):
    folder = write_pack(tmp_path / "pack", "")
    (folder / "manifest.toml").write_bytes(b"name = '\xff'\n")
    with pytest.raises(SoundPackError) as info:
        load_sound_pack(folder)
    assert f"{folder / 'manifest.toml'}, byte 8: file is not UTF-8 text" in str(info.value)
    (folder / "manifest.toml").write_text("events = " + "[" * 100000)
    with pytest.raises(SoundPackError) as info:
        load_sound_pack(folder)
    assert f"{folder / 'manifest.toml'}, line 1:" in str(info.value)
    assert "nested too deeply" in str(info.value)


def test_sound_pack_setting_points_elsewhere(tmp_path):
    folder = write_pack(tmp_path / "mine", "[events.your_turn]\nfile = 'a.wav'\ncategory = 'turn'\n")
    assert pack_dir(Settings(sound_pack=str(folder))) == folder
    assert pack_dir(Settings()) == PACK
    assert list(load_sound_pack(folder).events) == ["your_turn"]


class FakeDevice:
    def __init__(self, generator):
        self.generator = generator
        next(generator)
        self.closed = False

    def pull(self, frames: int) -> array.array:
        return array.array("h", self.generator.send(frames))

    def close(self):
        self.closed = True


def make_channel(tmp_path, volume=100):
    pytest.importorskip("miniaudio")
    folder = write_pack(tmp_path / "pack",
                        "[events.a]\nfile = 'a.wav'\ncategory = 'turn'\n"
                        "[events.b]\nfile = 'b.wav'\ncategory = 'war'\n", files=("a.wav", "b.wav"))
    devices = []
    channel = EarconChannel(load_sound_pack(folder), Settings(sound_volume=volume),
                            device_factory=lambda gen: devices.append(FakeDevice(gen)) or devices[-1])
    return channel, devices[0]


def test_earcon_plays_its_samples_then_silence(tmp_path):
    channel, device = make_channel(tmp_path)
    assert set(device.pull(100)) == {0}
    channel.play("a")
    chunk = device.pull(4410)
    assert max(chunk) > 9000
    assert set(device.pull(100)) == {0}  # ended
    channel.play("unknown")  # packs may leave events out
    assert set(device.pull(100)) == {0}
    channel.close()
    assert device.closed


def test_sound_volume_is_apart_from_speech_and_zero_is_silent(tmp_path):
    channel, device = make_channel(tmp_path, volume=50)
    channel.play("a")
    assert 4000 < max(device.pull(1000)) <= 5000
    channel.configure(Settings(sound_volume=0, volume=100))
    channel.play("a")
    assert set(device.pull(1000)) == {0}


def test_a_new_earcon_cuts_the_one_playing(tmp_path):
    channel, device = make_channel(tmp_path)
    channel.play("a")
    device.pull(1000)
    channel.play("b")
    device.pull(4410)
    assert set(device.pull(10)) == {0}
    assert channel.played == ["a", "b"]


def test_a_broken_sound_pack_and_a_missing_device_are_said_in_the_players_language(tmp_path):
    from tek_access.audio.earcons import SoundPackError, load_sound_pack
    from tek_access.core.messages import speaking

    with speaking("fr"), pytest.raises(SoundPackError, match=r"^Pack de sons .* : pas de manifest\.toml dans ce"):
        load_sound_pack(tmp_path)
    (tmp_path / "manifest.toml").write_text('format = 1\n[events.your_turn]\nfile = "nope.wav"\n', encoding="utf-8")
    with speaking("fr"), pytest.raises(SoundPackError, match=r"events\.your_turn\.file : nope\.wav introuvable dans"):
        load_sound_pack(tmp_path)
    with pytest.raises(SoundPackError, match=r"events\.your_turn\.file: nope\.wav not found in"):
        load_sound_pack(tmp_path)  # English as before
