"""French braille (issue 36): ``braille --lang fr`` writes the sheets in French with liblouis' French
tables (fr-bfu-g2 abrégé, fr-bfu-comp6 intégral with ``--grade 1``), French page numbers and map
labels; every checker runs over the French set; the English set is untouched (the checked-in files,
tests/test_braille_sheets.py)."""
from __future__ import annotations

import pytest

from tek_access.braille import checks, keycheck
from tek_access.braille.braille_ascii import number
from tek_access.braille.layout import Text
from tek_access.braille.options import Options
from tek_access.braille.translate import PACKAGES, Translator, load_louis
from tek_access.braille.validate import CONTENTS_HEADINGS, NOTES_HEADINGS, check, split_pages
from tek_access.cli import main as cli_main
from tek_access.core.messages import CORE, speaking
from tek_access.games.tek.braille import LANGUAGE_SHEETS, build
from tek_access.games.tek.braille.sheets import kit_codes
from tek_access.games.vikings import braille as vikings

LOUIS = load_louis()
needs_louis = pytest.mark.skipif(LOUIS is None, reason=f"liblouis not installed (apt-get install {PACKAGES})")
FRENCH = LANGUAGE_SHEETS["fr"]
OPTIONS = [Options(lang="fr"), Options(lang="fr", grade=1), Options(lang="fr", cells=32, lines=27, form_feed=False)]


@needs_louis
@pytest.mark.parametrize("name", FRENCH)
@pytest.mark.parametrize("options", OPTIONS, ids=["abrege", "integral", "32x27-noff"])
def test_every_french_sheet_passes_every_checker(name, options):
    doc = build(name, options)
    data = doc.render()
    assert check(data, options.cells, options.lines, options.form_feed) == []
    assert checks.document_problems(doc, codes=kit_codes()) == []
    assert keycheck.brf_problems(data, options.lines, options.form_feed) == []
    if name == "territories":  # the map checks found the French keys and maps (not silently idle)
        assert len(keycheck.brf_keys(data, options.lines, options.form_feed)) >= 16


@needs_louis
@pytest.mark.parametrize("name", FRENCH)
@pytest.mark.parametrize("grade", [2, 1])
def test_every_french_text_back_translates_with_the_french_table_to_the_french_text(name, grade):
    doc = build(name, Options(lang="fr", grade=grade))
    assert doc.translator.tables[-1] == ("fr-bfu-g2.ctb" if grade == 2 else "fr-bfu-comp6.utb")
    texts = [e for e in doc.elements if isinstance(e, Text)]
    assert texts
    for element in texts:
        assert doc.translator.back_translate(element.brf) == element.source, element.source
    sources = " ".join(e.source for e in texts)
    for french in ("Notes du transcripteur", "Braille français"):
        assert french in sources
    if name == "territories":
        assert "Voisines" in sources and "Clé" in sources and "Neighbours" not in sources
    if name == "factions":  # each magic level is its French message, not the card's English
        assert "Vous gagnez toutes les égalités." in sources and "Niveau 1" in sources
        assert "Level" not in sources and "You win" not in sources and "Une carte de faction du jeu." in sources


@needs_louis
def test_a_region_line_and_its_map_label_read_back_in_french():
    doc = build("territories", Options(lang="fr"))
    line = next(e for e in doc.elements if isinstance(e, Text) and e.source.startswith("3 Charwood"))
    assert line.source.startswith("3 Charwood, forêt, ")
    assert "Voisines : " not in line.source and "Voisines: " in line.source  # braille drops the space before ":"
    assert Translator(2, lang="fr").back_translate(line.brf) == line.source
    label = next(e for e in doc.elements if isinstance(e, Text) and e.prefix and e.source.startswith("Charwood"))
    assert label.prefix == ",%" and Translator(2, lang="fr").back_translate(label.prefix) == "3"


@needs_louis
def test_french_numbers_are_liblouis_french_numbers_and_the_pages_carry_them():
    louis = Translator(2, lang="fr")
    for value in (1, 7, 10, 12, 89, 2356):
        assert number(value, "fr") == louis.translate(str(value))
    pages = split_pages(build("kit", Options(lang="fr")).render())
    # p1 with the letter sign in the abrégé, where a lone p reads "par"; plain in the intégral
    assert pages[0][-1].endswith("   ;P,*") and louis.back_translate(";P,*") == "p1"
    assert pages[-1][-1].rstrip().endswith(number(len(
        [p for p in pages if not p[-1].rstrip().split()[-1].lstrip(";").startswith("P")]), "fr"))
    assert split_pages(build("kit", Options(lang="fr", grade=1)).render())[0][-1].endswith("   P,*")


@needs_louis
def test_the_checkers_know_the_french_headings():
    with speaking("fr"):
        for grade in (1, 2):
            t = Translator(grade, lang="fr")
            assert t.translate(CORE("brf-notes-heading")) in NOTES_HEADINGS
            assert t.translate(CORE("brf-contents-heading")) in CONTENTS_HEADINGS


@needs_louis
def test_names_and_commands_stay_in_integral_in_the_abrege():
    t = Translator(2, lang="fr")
    brf = t.translate("Carte : `Ashen Peak`, `tek-access braille`")
    assert ";.ASHEN ;.PEAK" in brf and ";TEK-ACCESS ;BRAILLE" in brf
    assert t.back_translate(brf) == "Carte: Ashen Peak, tek-access braille"


@needs_louis
def test_braille_lang_fr_writes_the_french_sheets_and_refuses_the_others(tmp_path, capsys, monkeypatch):
    assert cli_main(["braille", "--lang", "fr", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"Écrit : {len(FRENCH)} fichiers braille dans {tmp_path.resolve()}"
    assert out[2].startswith("territories.brf : ") and "pages, cartes en relief et régions" in out[2]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(f"{name}.brf" for name in FRENCH)
    data = (tmp_path / "territories.brf").read_bytes()
    assert check(data) == [] and b".T8RIT)R:" in data  # "Territoires" in the abrégé
    assert cli_main(["braille", "--lang", "fr", "--grade", "1", "--out", str(tmp_path / "g1")]) == 0
    assert b".TERRITOIRES" in (tmp_path / "g1" / "territories.brf").read_bytes()
    capsys.readouterr()
    assert "factions.brf" in [p.name for p in tmp_path.iterdir()]
    # every TEK sheet is French now: a sheet not (yet) written in a language is refused with the list
    unwritten = tuple(n for n in FRENCH if n != "factions")
    monkeypatch.setitem(LANGUAGE_SHEETS, "fr", unwritten)
    assert cli_main(["braille", "--lang", "fr", "factions", "--out", str(tmp_path)]) == 2
    assert f"Pas encore en braille en fr : factions. En fr : {', '.join(unwritten)}." in capsys.readouterr().err
    assert cli_main(["braille", "--game", "vikings", "--lang", "fr", "--out", str(tmp_path / "v")]) == 0
    assert sorted(p.name for p in (tmp_path / "v").iterdir()) == ["vikings-cards.brf", "vikings-islands.brf"]
    assert b".$1S DS %L:" in (tmp_path / "v" / "vikings-islands.brf").read_bytes()  # "Plans des îles", abrégé


@needs_louis
@pytest.mark.parametrize("name", vikings.LANGUAGE_SHEETS["fr"])
@pytest.mark.parametrize("options", OPTIONS + [Options(lang="fr", cells=24, lines=18)],
                         ids=["abrege", "integral", "32x27-noff", "smallest"])
def test_every_french_vikings_sheet_passes_every_checker_and_reads_back_in_french(name, options):
    from tek_access.braille.checks import brf_maps, document_problems, map_problems

    doc = vikings.build(name, options)
    data = doc.render()
    problems = check(data, options.cells, options.lines, options.form_feed)
    problems += document_problems(doc, set(vikings.LINE_CELLS))
    problems += keycheck.brf_problems(data, options.lines, options.form_feed, walls=(vikings.FRAME,))
    for page, lines, textures in brf_maps(data, options.lines, options.form_feed):
        problems += [f"page {page}: {p}" for p in map_problems(lines, textures)]
    assert problems == []
    texts = [e for e in doc.elements if isinstance(e, Text)]
    for element in texts:
        assert doc.translator.back_translate(element.brf) == element.source, element.source
    sources = " ".join(e.source for e in texts)
    assert "Notes du transcripteur" in sources
    if name == "islands":
        assert "Ravenholm, île, rune d'Odin." in sources and "Quais: le port de Ravenholm" in sources
        assert len(keycheck.brf_keys(data, options.lines, options.form_feed)) >= 3
    else:
        assert "Dieux et faveurs des Valkyries" in sources and "rune" in sources


@needs_louis
def test_english_sheets_ignore_the_french_speaking_around_them():
    with speaking("fr"):
        assert build("kit", Options()).render() == build("kit", Options(lang="en")).render()
        english = [e.source for e in build("kit", Options()).elements if isinstance(e, Text)]
    assert "Transcriber's notes" in english


@needs_louis
@pytest.mark.parametrize("grade", [2, 1])
def test_a_region_number_is_never_left_at_a_line_end_apart_from_its_name(grade):
    """"Rivière vers : 1 / Ashen Peak" never: a number keeps the name after it (a name in intégral,
    after dots 56) on its line, in every French sheet."""
    from tek_access.braille.wrap import FRENCH_NUMBER

    found = []
    for name, part in [(n, "tek") for n in FRENCH] + [(n, "vikings") for n in vikings.LANGUAGE_SHEETS["fr"]]:
        options = Options(lang="fr", grade=grade)
        doc = build(name, options) if part == "tek" else vikings.build(name, options)
        for page in doc.pages():
            if page.graphic:
                continue
            lines = page.lines[:-1]
            for line, following in zip(lines, lines[1:]):
                words, next_words = line.split(), following.split()
                if line.startswith("    "):  # a heading: a list may begin with a name under it
                    continue
                if len(words) > 1 and next_words and FRENCH_NUMBER.fullmatch(words[-1]) \
                        and not set(words[-2]) <= {'"'} and next_words[0].startswith(";."):
                    found.append((name, page.number, line, following))
    assert found == []


def test_no_message_id_is_defined_twice_in_a_file():
    """Fluent keeps the last of two messages of one id without a word: two helpers' ``braille-written``
    in core.ftl once silenced the session's line. Every .ftl defines each id once."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[1] / "tek_access"
    for path in root.rglob("locales/*/*.ftl"):
        ids = re.findall(r"^(-?[a-zA-Z][\w-]*) *=", path.read_text(encoding="utf-8"), re.M)
        twice = sorted({i for i in ids if ids.count(i) > 1})
        assert not twice, (str(path), twice)


def _french_board_problems(doc, options, game: str) -> list[str]:
    """The checks the English boards pass (tests/test_braille_checks.py, test_vikings_braille_checks.py)."""
    from tek_access.braille.checks import brf_maps, map_problems

    data = doc.render()
    problems = check(data, options.cells, options.lines, options.form_feed)
    if game == "tek":
        return problems + checks.document_problems(doc, codes=kit_codes()) \
            + keycheck.brf_problems(data, options.lines, options.form_feed)
    problems += checks.document_problems(doc, set(vikings.LINE_CELLS))
    problems += keycheck.brf_problems(data, options.lines, options.form_feed, walls=(vikings.FRAME,))
    for page, lines, textures in brf_maps(data, options.lines, options.form_feed):
        problems += [f"page {page}: {p}" for p in map_problems(lines, textures)]
    return problems


@needs_louis
def test_french_boards_of_both_games_pass_every_checker_and_read_back_in_french():
    """The board of a game in French (``braille --board SAVE --lang fr``): the checkers over the
    boards of random saves of both games; every heading and paragraph reads back as its French
    print (a line naming meeples carries the kit's UEB sticker codes, read by the key)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from braille_boards import random_boards, random_vikings_boards

    from tek_access.games.tek.braille.board import board_sheet

    for options in (Options(lang="fr"), Options(lang="fr", grade=1, cells=32, lines=27)):
        docs = []
        with speaking("fr"):
            docs += [("tek", board_sheet(snapshot, options, catalog=catalog)) for snapshot, catalog in random_boards(6)]
            docs += [("vikings", vikings.board_sheet(view, options)) for view in random_vikings_boards(4)]
        for game, doc in docs:
            problems = _french_board_problems(doc, options, game)
            assert problems == [], (doc.running_head, problems[:3])
            texts = [e for e in doc.elements if isinstance(e, Text) and e.style in ("heading", "paragraph")]
            for element in texts:
                assert doc.translator.back_translate(element.brf) == element.source, element.source
            sources = " ".join(e.source for e in doc.elements if isinstance(e, Text))
            assert "Notes du transcripteur" in sources and ("Joueur actif" in sources or "Dieux et clans" in sources)


@needs_louis
@pytest.mark.parametrize("game", ["tek", "vikings"])
def test_braille_board_of_a_save_in_french(tmp_path, capsys, game):
    from tek_access.storage import save_game

    if game == "tek":
        from tek_access.games.tek.rules.game import Game
    else:
        from tek_access.games.vikings.rules.game import Game  # type: ignore[assignment]
    played = Game.new(3, seed=5)
    for _ in range(20):
        played.apply(played.choices()[0])
    save = tmp_path / "save.json"
    save_game(played, save)
    assert cli_main(["braille", "--board", str(save), "--lang", "fr", "--out", str(tmp_path / "out")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("Écrit : 1 fichier braille dans ") and "le plateau au tour" in out[1]
    data = next((tmp_path / "out").iterdir()).read_bytes()
    assert check(data) == [] and b".NOT: 8 03IPT." in data  # "Notes du transcripteur", abrégé


@needs_louis
@pytest.mark.parametrize("game", ["tek", "vikings"])
def test_the_braille_command_in_a_french_game_writes_a_french_board(tmp_path, game):
    """``braille FILE`` typed in a game played in French writes the board in French braille (the
    abrégé's "Notes du transcripteur"); in English the same command writes UEB, as before."""
    import io

    from tek_access.audio.announcer import Announcer
    from tek_access.ui.session import GameSession

    if game == "tek":
        from tek_access.games.tek.rules.game import Game
    else:
        from tek_access.games.vikings.rules.game import Game  # type: ignore[assignment]
    written = {}
    for code in ("fr", "en"):
        out = io.StringIO()
        with speaking(code):
            session = GameSession(Game.new(3, seed=5), ["human", "random", "random"],
                                  Announcer(out=out, speech="off"))
            session.start()
            path = tmp_path / f"board-{code}.brf"
            session.handle(f"braille {path}")
        assert path.exists(), out.getvalue()[-300:]
        written[code] = path.read_bytes()
        assert check(written[code]) == []
    assert b".NOT: 8 03IPT." in written["fr"] and b".NOT: 8 03IPT." not in written["en"]
    assert b"TRANSCRIBER" in written["en"].upper() or b"TRANSCRI" in written["en"].upper()
