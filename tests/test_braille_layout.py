"""BRF page layout and the validator (no liblouis needed: a stand-in translator)."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tek_access.braille.braille_ascii import number as braille_number
from tek_access.braille.layout import Document, LayoutError, PageFormat
from tek_access.braille.validate import check_brf, split_pages


class Upper:
    """Stand-in translator: print text already in Braille ASCII letters."""

    def translate(self, text: str) -> str:
        return text.upper()


def doc(cells=40, lines=25, form_feed=True, head=None) -> Document:
    return Document(Upper(), PageFormat(cells, lines, form_feed), head)


def lines_of(data: bytes) -> list[str]:
    return data.decode("ascii").replace("\f", "").split("\r\n")


def test_empty_document_is_one_numbered_page():
    data = doc().render()
    assert check_brf(data) == []
    assert data.endswith(b"#A\r\n\f")
    assert data.count(b"\r\n") == 25


def test_paragraph_is_3_1_and_item_is_1_3():
    d = doc(cells=24)
    d.paragraph("alpha beta gamma delta epsilon zeta eta")
    d.item("one two three four five six seven eight")
    out = lines_of(d.render())
    assert out[0] == "  ALPHA BETA GAMMA DELTA"
    assert out[1] == "EPSILON ZETA ETA"
    assert out[2] == "ONE TWO THREE FOUR FIVE"
    assert out[3] == "  SIX SEVEN EIGHT"


def test_heading_centred_with_blank_line_before():
    d = doc()
    d.paragraph("text")
    d.heading("title")
    out = lines_of(d.render())
    assert out[1] == ""
    assert out[2] == " " * 17 + "TITLE"


def test_running_head_on_every_page_after_the_first():
    d = doc(lines=18, head="head")
    for i in range(40):
        d.item(f"item {i}")
    pages = split_pages(d.render(), 18)
    assert len(pages) >= 3
    assert pages[0][0] == "ITEM 0"
    for page in pages[1:]:
        assert page[0] == " " * 18 + "HEAD"


def test_page_numbers_and_form_feeds():
    d = doc()
    for i in range(100):
        d.item(f"line {i}")
    data = d.render()
    pages = split_pages(data)
    assert data.count(b"\f") == len(pages) >= 4
    for number, page in enumerate(pages, start=1):
        assert len(page) == 25
        assert page[-1].endswith("#" + "ABCDEFGHIJ"[number - 1])
    assert check_brf(data) == []


def test_no_form_feed_option():
    d = doc(form_feed=False)
    for i in range(60):
        d.item(f"line {i}")
    data = d.render()
    assert b"\f" not in data
    assert check_brf(data, form_feed=False) == []
    assert check_brf(data) != []


def test_text_shares_the_last_line_only_with_room_before_the_number():
    d = doc(cells=30, lines=18)
    for i in range(17):
        d.item(f"x{i}")
    d.item("a" * 26)  # too long for the last line beside the page number
    pages = split_pages(d.render(), 18)
    assert pages[0][-1].strip() == "#A"
    assert pages[1][0] == "A" * 26
    assert check_brf(d.render(), cells=30, lines=18) == []


def test_block_kept_together_on_one_page():
    d = doc(lines=18)
    for i in range(11):
        d.item(f"item {i}")
    d.block(["=" * 10] * 8)  # 8 lines: only 7 are left after 11 items
    pages = split_pages(d.render(), 18)
    assert pages[1][:8] == ["=" * 10] * 8
    assert all("=" not in line for line in pages[0])


def test_heading_is_not_left_at_the_foot_of_a_page():
    d = doc(lines=18)
    for i in range(15):
        d.item(f"item {i}")
    d.heading("title")
    d.block(["==="] * 3)
    pages = split_pages(d.render(), 18)
    assert all("TITLE" not in line for line in pages[0])
    assert pages[1][0].strip() == "TITLE"


def test_block_too_big_for_a_page_raises():
    d = doc(lines=18)
    d.block(["="] * 30)
    with pytest.raises(LayoutError, match="does not fit"):
        d.pages()


def test_page_format_range():
    with pytest.raises(ValueError, match="cells per line"):
        PageFormat(cells=10)
    with pytest.raises(ValueError, match="lines per page"):
        PageFormat(lines=200)


def test_non_braille_block_refused():
    with pytest.raises(ValueError):
        doc().block(["abc"])


words = st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ,;#", min_size=1, max_size=12)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(words, min_size=1, max_size=30), min_size=1, max_size=12),
       st.integers(24, 60), st.integers(18, 30))
def test_words_never_split_and_file_always_valid(paragraphs, cells, lines):
    d = doc(cells, lines)
    for i, paragraph in enumerate(paragraphs):
        text = " ".join(paragraph)
        d.paragraph(text) if i % 2 else d.item(text)
    data = d.render()
    assert check_brf(data, cells, lines) == []
    found = []
    for number, page_lines in enumerate(split_pages(data, lines), start=1):
        label = braille_number(number)
        assert page_lines[-1].endswith(label)
        found += " ".join(page_lines[:-1] + [page_lines[-1][: -len(label)]]).split()
    expected = [w for p in paragraphs for w in p]
    # every word appears whole and in order (page numbers are extra words)
    it = iter(found)
    assert all(any(word == seen for seen in it) for word in expected)


# validator ---------------------------------------------------------------------------------

def page(text_lines, number="#A", cells=40, lines=25):
    body = list(text_lines) + [""] * (lines - 1 - len(text_lines))
    return "".join(l + "\r\n" for l in body) + " " * (cells - len(number)) + number + "\r\n\f"


def test_validator_accepts_a_good_page():
    assert check_brf(page(["HELLO"]).encode()) == []


@pytest.mark.parametrize(
    "data, problem",
    [
        (page(["hello"]).encode(), "outside Braille ASCII"),
        (page(["HELLO"]).replace("\r\n", "\n", 1).encode(), "CR LF"),
        (page(["X" * 41]).encode(), "41 cells"),
        (page(["HELLO  "]).encode(), "trailing spaces"),
        (page(["HELLO"]).rstrip("\f").encode(), "no form feed"),
        (page(["HELLO"], number="#B").encode(), "page number #A"),
        (page(["A"] * 25).encode(), "more than 25"),
        (page([]).replace(" " * 38 + "#A", "X" * 37 + " #A").encode(), "three blank cells"),
        (b"", "empty"),
    ],
)
def test_validator_finds_problems(data, problem):
    problems = check_brf(data)
    assert any(problem in p for p in problems), problems


def test_a_number_stays_with_its_label():
    d = doc(cells=24)
    d.item("aaaa bbbb cccc dddd level #c, then #d")
    out = lines_of(d.render())
    assert out[0] == "AAAA BBBB CCCC DDDD"
    assert out[1] == "  LEVEL #C, THEN #D"


def test_a_number_after_punctuation_may_move_alone():
    from tek_access.braille.layout import units

    assert units([",LEVEL", "#C3", "#B1", "#D"]) == [",LEVEL #C3", "#B1", "#D"]


def test_heading_and_block_use_the_last_line_only_beside_the_page_number():
    narrow = doc(lines=18)
    narrow.heading("map")
    narrow.block(["=" * 30] * 17)  # 30 cells fit beside "#A" on line 18
    pages = narrow.pages()
    assert len(pages) == 1 and pages[0].lines[-1].startswith("=" * 30)
    wide = doc(lines=18)
    wide.heading("map")
    wide.block(["=" * 40] * 17)  # full width: cannot share line 18, and must not leave the heading alone
    with pytest.raises(LayoutError, match="heading 'map'"):
        wide.pages()


# layout rules of BANA Braille Formats and the checker that enforces them -------------------

from tek_access.braille.validate import check_formats  # noqa: E402


def test_heading_under_a_running_head_starts_on_line_3_and_is_centred_in_34_cells():
    d = doc(lines=18, head="head")
    d.title_line("title")
    d.body()
    d.heading("a heading long enough to need two centred lines of braille")
    d.paragraph("text")
    pages = split_pages(d.render(), 18)
    assert pages[1][1] == "" and pages[1][2].strip().startswith("A HEADING")
    for line in pages[1][2:4]:
        left = len(line) - len(line.lstrip())
        assert left >= 3 and 40 - len(line) >= 3 and len(line.strip()) <= 34
    assert check_formats(d.render(), 40, 18) == []


def test_checker_finds_the_layout_defects():
    title = page(["          TITLE"])
    under_head = page([" " * 18 + "HEAD", " " * 17 + "HEADING", "TEXT"], number="#B")
    assert any("not a title page" in p for p in check_formats(page(["TEXT"]).encode()))
    assert any("under the running head" in p for p in check_formats((title + under_head).encode()))
    split = page([" " * 18 + "HEAD", "", "NEIGHBOURS #D", "  ,ASHFALL ,CITADEL"], number="#B")
    assert any("split from the name" in p for p in check_formats((title + split).encode()))
    lonely = page([" " * 18 + "HEAD", "", " " * 17 + "HEADING"], number="#B") + page(["TEXT"], number="#C")
    assert any("alone at the foot" in p for p in check_formats((title + lonely).encode()))
    many = title + "".join(page(["TEXT"], number=braille_number(n)) for n in range(2, 12))
    assert any("no contents list" in p for p in check_formats(many.encode()))


def test_a_region_number_stays_with_its_name():
    from tek_access.braille.layout import units

    assert units(["#D", ",A%FALL", ",CITADEL"]) == ["#D ,A%FALL", ",CITADEL"]


def test_contents_entries_show_the_braille_page_of_their_anchor():
    d = doc(lines=18)
    d.contents_entry("second part", "two")
    d.page_break()
    d.item("one")
    d.page_break()
    d.anchor("two")
    d.item("two")
    first = d.pages()[0].lines[0]
    assert first.startswith("SECOND PART ") and first.endswith('"" #C') and len(first) == 40


# heading levels and preliminary pages (issue 25) --------------------------------------------

def test_headings_by_level_start_in_cells_1_centred_5_and_7_and_never_look_centred():
    d = doc(cells=32, head="head")
    d.title_line("title")
    d.body()
    d.heading("main part")
    d.paragraph("text")
    d.heading("a section heading long enough to run over onto a second line", 2)
    d.paragraph("text")
    d.heading("a part", 3)
    d.paragraph("text")
    page = split_pages(d.render(), 25)[1]
    from itertools import groupby

    from tek_access.braille.validate import line_kind

    kinds = [(line_kind(line, 32), line) for line in page[:-1] if line.strip()]
    assert [k for k, _ in groupby(k for k, _ in kinds)] == [1, 0, 2, 0, 3, 0]  # head and main part, ...
    for kind, line in kinds:
        if kind in (2, 3):
            left = len(line) - len(line.lstrip())
            assert left == {2: 4, 3: 6}[kind] and 32 - len(line) >= left + 2
    # a blank line before the centred and the cell-5 heading, none before the cell-7 one
    rows = [i for i, line in enumerate(page) if line.strip() in ("MAIN PART", "A PART")]
    assert page[rows[0] - 1] == "" and page[rows[1] - 1].strip() == "TEXT"
    assert check_formats(d.render(), 32) == []


def test_preliminary_pages_are_numbered_p1_and_the_body_starts_at_1():
    d = doc()
    d.title_line("title")
    d.page_break()
    d.heading("notes")
    d.paragraph("note")
    d.body()
    d.heading("body")
    pages = d.pages()
    assert [p.label for p in pages] == ["P#A", "P#B", "#A"]
    assert [p.preliminary for p in pages] == [True, True, False]
    assert check_brf(d.render()) == []


def test_a_lone_letter_stays_with_the_word_before_it():
    from tek_access.braille.layout import units

    assert units(["SIDE", ",A"]) == ["SIDE ,A"] and units(["SIDE", ";B"]) == ["SIDE ;B"]
    assert units(["T", "Y", "H"]) == ["T", "Y", "H"]  # wordsigns are words


def test_the_title_page_drops_its_blank_lines_before_it_overflows():
    d = doc(lines=18)
    for i in range(12):
        d.title_line(f"line {i}")
    page = split_pages(d.render(), 18)[0]
    assert "" not in page[:12] and page[11].strip() == "LINE 11"
