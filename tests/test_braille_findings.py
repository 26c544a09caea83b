"""The 17 findings of issue 25 (a reading of the sheets and boards against BANA Braille Formats
and the tactile graphics guidelines), one test each, on the embossed BRF: the checked-in
``braille/`` set (equal to what the code renders, see test_braille_sheets.py) and boards from
random saves. Each ``finding_*`` function takes {name: BRF bytes} and returns the problems found;
every one of them found its defect in the files of the commit before issue 25's fix (run once
by hand on those files: see the issue's closing note)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from tek_access.braille.checks import brf_maps, map_problems, texture_problems
from tek_access.braille.translate import PACKAGES, Translator, load_louis
from tek_access.braille.validate import check_formats, line_kind, split_pages
from tek_access.games.tek.braille.sheets import kit_codes

LOUIS = load_louis()
pytestmark = pytest.mark.skipif(LOUIS is None, reason=f"liblouis not installed (apt-get install {PACKAGES})")
REPO = Path(__file__).resolve().parents[1]
SHEET_FILES = ("kit", "territories", "reference", "factions", "solo")


def _back(brf: str) -> str:
    return Translator(2).back_translate(brf)


def _text(page: list[str]) -> str:
    return " ".join(line.strip() for line in page[:-1] if line.strip())


# numbers and codes ---------------------------------------------------------------------------

def finding_hour_keys(files: dict[str, bytes]) -> list[str]:
    """1. The solo keys' hours read as hours ("h12 hour 12", not "about hour 12"; issue 34: never
    "12", the form of a region label)."""
    problems, found = [], 0
    for line in files["solo"].decode("ascii").split("\r\n"):
        match = re.match(r"^(\S+) H\\R (#[A-J]+)(?: +P?#[A-J]+)?$", line)
        if match:
            found += 1
            if _back(match.group(1)) != "h" + _back(match.group(2)):
                problems.append(f"{line!r} reads {_back(line)!r}")
    # each half's key lists the hours of its dial (9 to 3 over the compass, 3 to 9 under it)
    return problems + ([] if found == 14 else [f"{found} hour entries in the solo keys, not 14"])


def finding_dial(files: dict[str, bytes]) -> list[str]:
    """2. The clock dial's hours read as hours h1 to h12 (issue 34: a form unlike the labels)."""
    problems = []
    pages = split_pages(files["solo"])
    for number, _lines, _textures in brf_maps(files["solo"]):
        for line in pages[number - 1][1:-1]:
            if "=" in line or "   " not in line.strip():  # the card, the heading, blank lines
                continue
            for piece in line.split():
                if piece != "$$" and _back(piece) not in {f"h{h}" for h in range(1, 13)}:
                    problems.append(f"dial piece {piece!r} reads {_back(piece)!r}")
    return problems


def finding_flag_key(files: dict[str, bytes]) -> list[str]:
    """3. The white flag in the kit's key is a sample set apart, the full cell alone on its line
    over its bottom edge, then its dots and meaning in words: "full cell, dots 1 to 6, dots 36:
    the white flag face" (beside the text, ``=  ! :ITE FLAG`` read "for the white flag")."""
    lines = files["kit"].decode("ascii").split("\r\n")
    at = [i for i, line in enumerate(lines) if line == "="]
    if not at:
        return ["no flag sample on a line of its own in the kit's key"]
    entry = " ".join(line.strip() for line in lines[at[0] + 2:at[0] + 5])
    words = _back(entry).lower()
    problems = [] if lines[at[0] + 1] == "-" else [f"the flag sample's edge {lines[at[0] + 1]!r} is not alone"]
    if not words.startswith("full cell, dots 1 to 6, dots 36: the white flag face"):
        problems.append(f"the flag key reads {words[:60]!r}")
    return problems


def finding_samples_apart(files: dict[str, bytes]) -> list[str]:
    """Review B. No key sample beside text, where it reads as a word with it: ``7 7 7 7  RIV]3``
    read "were were were were river:", ``$$  ! COMPASS`` "eded the compass", ``=  ! :ITE FLAG``
    "for the white flag" (a line starting with a group of cells two blank cells from text; a map
    line, which ends in its frame, may hold a label two cells from the frame)."""
    return [f"{name}: {line!r} reads {_back(line)!r}" for name, data in files.items()
            for line in data.decode("ascii").split("\r\n")
            if re.match(r"^\S+(?: \S+)*?  \S", line) and not line.rstrip().endswith("=")]


def finding_command(files: dict[str, bytes]) -> list[str]:
    """12. Commands in grade 1, never contracted (TEK-A3ESS BRL --BO>D)."""
    problems = [f"{name}: contracted command" for name, data in files.items() if b"TEK-A3ESS" in data]
    if ";;;TEK-ACCESS BRAILLE --BOARD ,,SAVE;'" not in " ".join(files["solo"].decode("ascii").split()):
        problems.append("solo: the command is not a grade 1 passage")
    return problems


def finding_hidden_token(files: dict[str, bytes]) -> list[str]:
    """14. The face-down token's key symbol reads as "?" (a lone ? reads "this")."""
    problems, seen = [], 0
    for name, data in files.items():
        for line in data.decode("ascii").split("\r\n"):
            if "EXPLORA;N TOK5" in line and "FACE D[N" in line:
                seen += 1
                symbol = line.split()[0]
                if _back(symbol) != "?":
                    problems.append(f"{name}: face-down symbol {symbol!r} reads {_back(symbol)!r}")
    return problems + ([] if seen else ["no face-down token in the boards"])


# tactile maps --------------------------------------------------------------------------------

def _map_problems(files: dict[str, bytes], words: tuple[str, ...]) -> list[str]:
    out = []
    for name, data in files.items():
        for page, lines, textures in brf_maps(data):
            out += [f"{name} page {page}: {p}" for p in map_problems(lines, textures, codes=kit_codes())
                    if any(w in p for w in words)]
    return out


def finding_capital_mountain(files: dict[str, bytes]) -> list[str]:
    """4. No two textures on one map one dot apart or of one shape (capital + and mountain /)."""
    return _map_problems(files, ("textures of",))


def finding_ruins_crags(files: dict[str, bytes]) -> list[str]:
    """5. The same on board maps (ruins X and crags %), and no texture like a line."""
    boards = {name: data for name, data in files.items() if name.startswith("board")}
    return _map_problems(boards, ("textures of", "too like the line"))


def finding_frame_walls(files: dict[str, bytes]) -> list[str]:
    """6. Frame and walls are lines of different types (a heavy frame, thin walls)."""
    return _map_problems(files, ("lines of the same type", "not a heavy line"))


def finding_small_areas(files: dict[str, bytes]) -> list[str]:
    """7. On the solo maps, no area of two texture cells (X #C X): 2 by 2 at least."""
    return _map_problems({"solo": files["solo"]}, ("2 by 2",))


def finding_strips(files: dict[str, bytes]) -> list[str]:
    """8. On the territory maps, no one-cell strips of texture."""
    return _map_problems({"territories": files["territories"]}, ("2 by 2",))


def finding_label_spacing(files: dict[str, bytes]) -> list[str]:
    """9. Two blank cells at least between a label (or a code) and any line."""
    return _map_problems(files, ("blank cells from a line",))


# formats ---------------------------------------------------------------------------------------

def finding_heading_levels(files: dict[str, bytes]) -> list[str]:
    """10. Cell-5 headings below the centred ones (and cell-7 where a section has parts)."""
    problems = []
    for name in SHEET_FILES:
        kinds = {line_kind(line) for page in split_pages(files[name])[1:] for line in page[:-1]}
        if 2 not in kinds:
            problems.append(f"{name}: no cell-5 heading")
    kinds = {line_kind(line) for page in split_pages(files["territories"]) for line in page[:-1]}
    if 3 not in kinds:
        problems.append("territories: no cell-7 heading")
    return problems


def _formats(files: dict[str, bytes], words: tuple[str, ...]) -> list[str]:
    return [f"{name}: {p}" for name, data in files.items() for p in check_formats(data)
            if any(w in p for w in words)]


def finding_preliminary_pages(files: dict[str, bytes]) -> list[str]:
    """11. Title page, notes and contents on preliminary pages p1, p2, ...; the body from 1."""
    return _formats(files, ("numbered p1", "not as a preliminary page"))


def finding_contents(files: dict[str, bytes]) -> list[str]:
    """13. The contents list every heading of the body with its page (solo: all 5 parts;
    boards: the table and the key too)."""
    return _formats(files, ("not in the contents", "listed on page"))


def finding_title_page(files: dict[str, bytes]) -> list[str]:
    """15. The title page names the publisher, a year and the volumes."""
    problems = []
    for name, data in files.items():
        title = _back(_text(split_pages(data)[0])).lower()
        for what, pattern in (("publisher", r"published by gamelyn games"), ("year", r"\b20\d\d\b"),
                              ("volume statement", r"\bin 1 volume\b")):
            if not re.search(pattern, title):
                problems.append(f"{name}: no {what} on the title page")
    return problems


def finding_lone_letter(files: dict[str, bytes]) -> list[str]:
    """16. No heading split with a lone letter on a line of its own."""
    return _formats(files, ("lone letter",))


def finding_kit_note(files: dict[str, bytes]) -> list[str]:
    """17. The note on the kit's codes only where kit codes appear (the kit, the boards)."""
    problems = []
    for name, data in files.items():
        notes = _back(_text(split_pages(data)[1])).lower()
        has_note = "sticker codes of the accessibility kit" in notes
        if has_note != (name == "kit" or name.startswith("board")):
            problems.append(f"{name}: the kit-code note is {'there' if has_note else 'missing'}")
    return problems


# the transcriber's review of the fix (review 2) ------------------------------------------------

def finding_die_rows(files: dict[str, bytes]) -> list[str]:
    """Review 1. A die's row of faces (``=   A   B   C``, read alone "for a but can") is the
    sticker cells themselves, so it stands on a page with the note that says so before it."""
    problems, rows = [], 0
    for number, page in enumerate(split_pages(files["kit"]), start=1):
        for index, line in enumerate(page):
            if line.startswith("=   A   B"):
                rows += 1
                before = _back(_text(page[:index] + [""])).lower()
                if "cells to feel, not words" not in before:
                    problems.append(f"kit page {number}: the die row {line!r} has no note before it")
    return problems + ([] if rows == 2 else [f"{rows} die rows in the kit, not 2"])


def finding_centred_start(files: dict[str, bytes]) -> list[str]:
    """Review A. No centred heading line starts in cell 5 or cell 7, where a cell-5 or cell-7
    heading starts (``    ,T9Y ,EPIC ,K+DOMS3 RULES REF];E`` over the cell-5 "The turn"); on
    40-cell pages none of its lines does, and the checker finds the first line on any page."""
    problems = _formats(files, ("starts in cell",))
    for name, data in files.items():
        for number, page in enumerate(split_pages(data)[1:], start=2):
            for index, line in enumerate(page[2:-1], start=3):
                left = len(line) - len(line.lstrip(" "))
                if line_kind(line) == 1 and left in (4, 6) and not re.match(r"^ +(?:#[A-J]+ *)+$", line):
                    problems.append(f"{name} page {number}, line {index}: {line!r} starts in cell {left + 1}")
    return problems


def finding_side_letter(files: dict[str, bytes]) -> list[str]:
    """Review 4. Sides read as printed, "side A" (``SIDE ,A``, ``SIDE ;,B``), not "side a"."""
    return [f"{name}: {line.strip()!r} reads {_back(line.strip())!r}" for name, data in files.items()
            for line in data.decode("ascii").split("\r\n") if re.search(r"SIDE ;?[A-Z]\b", line)]


def finding_map_gap(files: dict[str, bytes]) -> list[str]:
    """Review 4. A blank line between a map's heading and the top of its frame on 25-line pages
    (the solo north map had none)."""
    problems = []
    for name, data in files.items():
        pages = split_pages(data)
        for number, lines, _textures in brf_maps(data):
            page = [line.replace("\f", "") for line in pages[number - 1]]
            top = page.index(lines[0])
            if page[top - 1].strip():
                problems.append(f"{name} page {number}: no blank line between {page[top - 1].strip()!r} "
                                f"and the map")
    return problems


FINDINGS = [finding_hour_keys, finding_dial, finding_flag_key, finding_capital_mountain,
            finding_ruins_crags, finding_frame_walls, finding_small_areas, finding_strips,
            finding_label_spacing, finding_heading_levels, finding_preliminary_pages, finding_command,
            finding_contents, finding_hidden_token, finding_title_page, finding_lone_letter,
            finding_kit_note, finding_samples_apart, finding_centred_start, finding_side_letter,
            finding_map_gap, finding_die_rows]


@pytest.fixture(scope="module")
def files() -> dict[str, bytes]:
    """The checked-in sheets and the boards of 50 random saves, as BRF."""
    from braille_boards import random_boards

    from tek_access.games.tek.braille.board import board_sheet

    out = {name: (REPO / "braille" / f"{name}.brf").read_bytes() for name in SHEET_FILES}
    for index, (snapshot, catalog) in enumerate(random_boards()):
        out[f"board {index}"] = board_sheet(snapshot, catalog=catalog).render()
    return out


@pytest.mark.parametrize("finding", FINDINGS, ids=lambda f: f.__name__)
def test_finding_is_fixed(finding, files):
    assert finding(files) == []


def test_the_textures_table_is_two_dots_and_a_shape_apart():
    from tek_access.games.tek.braille import tactile

    assert texture_problems(tactile.TEXTURES) == []
    assert texture_problems({"capital": "+", "mountain": "/"}) != []  # the old pair: one dot apart
    assert texture_problems({"mountain": "/", "crags": "9"}) != []  # two rising diagonal pairs
