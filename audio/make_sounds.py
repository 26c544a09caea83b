#!/usr/bin/env python3
"""Generate the default tek-access sound pack: short original earcons, synthesised here.

Run ``python3 audio/make_sounds.py [FOLDER]`` (default: the folder holding this script).
Reads ``sounds.toml`` beside this script (each event's notes), writes one 16-bit mono WAV
per event at 22050 Hz and ``manifest.toml`` mapping events to files. The output is
deterministic: the same recipe gives byte-identical files (a test checks the pack in the
repository is what this script makes). Standard library only.
"""
from __future__ import annotations

import math
import struct
import sys
import tomllib
import wave
from pathlib import Path

RATE = 22050
HERE = Path(__file__).resolve().parent
NOTE_NAMES = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}


def note_hz(name: str) -> float:
    """Frequency of a note name such as "A4", "C#5", "Bb3" (A4 = 440 Hz); "R" is a rest (0)."""
    if name.upper() == "R":
        return 0.0
    letter, rest = name[0].upper(), name[1:]
    shift = 0
    while rest and rest[0] in "#b":
        shift += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    octave = int(rest)
    semitones = NOTE_NAMES[letter] + shift + (octave - 4) * 12
    return 440.0 * 2 ** (semitones / 12)


def tone(hz: float, seconds: float, wave_shape: str, gain: float) -> list[float]:
    """One note with a short attack and an exponential decay, as floats in -1..1."""
    count = int(RATE * seconds)
    attack = max(1, int(RATE * 0.006))
    release = max(1, int(RATE * 0.02))
    out = []
    for i in range(count):
        t = i / RATE
        if hz <= 0:
            out.append(0.0)
            continue
        phase = (hz * t) % 1.0
        if wave_shape == "square":
            value = 0.6 if phase < 0.5 else -0.6
        elif wave_shape == "triangle":
            value = 4 * abs(phase - 0.5) - 1
        elif wave_shape == "bell":
            value = (math.sin(2 * math.pi * hz * t) + 0.4 * math.sin(2 * math.pi * 2.76 * hz * t)) / 1.4
        else:
            value = math.sin(2 * math.pi * hz * t)
        envelope = min(1.0, i / attack) * math.exp(-3.0 * t / seconds)
        if count - i < release:
            envelope *= (count - i) / release
        out.append(value * envelope * gain)
    return out


def render(recipe: dict) -> bytes:
    """Render an event recipe (notes, seconds per note, wave, gain, chord) to 16-bit PCM bytes."""
    shape = recipe.get("wave", "sine")
    gain = float(recipe.get("gain", 0.5))
    step = float(recipe.get("seconds", 0.12))
    samples: list[float] = []
    for note in recipe["notes"]:
        parts = note.split("+")  # "C5+E5" is a chord
        voices = [tone(note_hz(p), step, shape, gain / len(parts)) for p in parts]
        samples.extend(sum(v[i] for v in voices) for i in range(len(voices[0])))
    samples.extend([0.0] * int(RATE * 0.02))
    return b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32000)) for s in samples)


def write_wav(path: Path, pcm: bytes) -> None:
    with wave.open(str(path), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(pcm)


def manifest_text(recipes: dict) -> str:
    lines = [
        "# tek-access default sound pack: event -> file. Made by make_sounds.py from sounds.toml.",
        "# A pack of your own: copy this file into a folder with your sounds, change the file",
        "# names, and set: settings sound_pack FOLDER. Formats: WAV, FLAC, MP3 or Ogg Vorbis.",
        "format = 1",
        'name = "tek-access default"',
        'licence = "CC0-1.0, see LICENCE.txt"',
        "",
    ]
    for event, recipe in recipes.items():
        lines += [
            f"[events.{event}]",
            f'file = "{event}.wav"',
            f'category = "{recipe["category"]}"',
            f'description = "{recipe["description"]}"',
            "",
        ]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else HERE
    folder.mkdir(parents=True, exist_ok=True)
    with open(HERE / "sounds.toml", "rb") as handle:
        recipes = tomllib.load(handle)["events"]
    for event, recipe in recipes.items():
        write_wav(folder / f"{event}.wav", render(recipe))
    (folder / "manifest.toml").write_text(manifest_text(recipes), encoding="utf-8")
    print(f"{len(recipes)} sounds written to {folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
