"""Territory sides: the 16 designed sides, derived geometry, and malformed files.

Rules checked: rulings.md (Components and data: Territories); 000_de41987be7abf7aa.txt
Patrol ("cannot patrol across water, including rivers, or crags"), Quest ("a region
that borders the edge of a territory card"), Other Regions (rivers: regions split by a
river are not adjacent); 001_ff609f05a670a229.txt HUMANS 4 ("next to water").
"""
from __future__ import annotations

import textwrap
from collections import Counter, deque

import pytest
from conftest import expect_data_error
from hypothesis import given, settings
from hypothesis import strategies as st

from tek_access.core.kernel.datafields import DataError
from tek_access.games.tek.rules.catalog import load_catalog
from tek_access.games.tek.rules.territory import (
    DIRECTIONS,
    GRID_COLUMNS,
    GRID_ROWS,
    IMPASSABLE_TYPES,
    USABLE_TYPES,
    load_territory_file,
    parse_territory_document,
)

SIDES = list(load_catalog().territories.values())
ALL_DIRECTIONS = {name for row in DIRECTIONS for name in row}


def names(side, ids):
    return [side.region(i).name for i in ids]


# ---------------------------------------------------------------- the 16 sides

def test_sixteen_sides_on_eight_double_sided_cards_in_card_order():
    assert len(SIDES) == 16
    assert [(s.card, s.face) for s in SIDES] == [(c, f) for c in range(1, 9) for f in "ab"]
    assert len({s.id for s in SIDES}) == 16
    assert len({s.name.casefold() for s in SIDES}) == 16


@pytest.mark.parametrize("side", SIDES, ids=lambda s: s.id)
def test_every_side_obeys_the_design_rules(side):
    usable = side.usable
    assert len(usable) == 5
    assert [r.number for r in usable] == [1, 2, 3, 4, 5]
    assert all(r.type in USABLE_TYPES and r.passable for r in usable)
    types = {r.type for r in usable}
    assert {"forest", "mountain", "plains"} <= types
    impassable = side.regions[5:]
    assert all(r.type in IMPASSABLE_TYPES and not r.passable for r in impassable)
    assert [r.number for r in side.regions] == list(range(1, len(side.regions) + 1))
    # grid shape, and the regions' cells partition it exactly
    assert side.rows in GRID_ROWS and side.cols in GRID_COLUMNS
    assert len(side.grid) == side.rows and all(len(row) == side.cols for row in side.grid)
    all_cells = sorted(c for r in side.regions for c in r.cells)
    assert all_cells == [(r, c) for r in range(side.rows) for c in range(side.cols)]
    # each region's cells are edge-connected
    for region in side.regions:
        assert _connected(set(region.cells), lambda cell, cells: [
            n for n in _steps(cell) if n in cells])
    # the five usable regions are connected by patrol alone
    by_id = {r.id: r for r in side.regions}
    assert _connected({r.id for r in usable}, lambda rid, ids: by_id[rid].neighbours)
    # at least three usable regions border the card edge
    assert sum(r.on_edge for r in usable) >= 3
    assert all(r.direction in ALL_DIRECTIONS for r in side.regions)


@pytest.mark.parametrize("side", SIDES, ids=lambda s: s.id)
def test_every_side_relations_are_consistent(side):
    by_id = {r.id: r for r in side.regions}
    for region in side.regions:
        assert region.id == f"{side.id}.{region.number}" and region.side == side.id
        for other in region.touching:
            assert region.id in by_id[other].touching, "touching is symmetric"
        for other in region.neighbours:
            assert by_id[other].passable and other in region.touching
            if region.passable:
                assert region.id in by_id[other].neighbours, "patrol adjacency is symmetric"
        for other in region.river_borders:
            assert other in region.touching and other not in region.neighbours
            assert region.id in by_id[other].river_borders
        assert set(region.across_rivers) <= set(region.river_borders)
        touches_water = any(by_id[o].type == "water" for o in region.touching)
        assert region.next_to_water == (touches_water or bool(region.river_borders))
        on_edge = any(r in (0, side.rows - 1) or c in (0, side.cols - 1) for r, c in region.cells)
        assert region.on_edge == on_edge
        # nothing ever patrols into water or crags
        assert all(by_id[o].type not in IMPASSABLE_TYPES for o in region.neighbours)


def test_feature_counts_across_the_sixteen_sides_are_sensible():
    types = Counter(r.type for s in SIDES for r in s.regions)
    assert 5 <= types["capital"] <= 7
    assert 5 <= types["ruins"] <= 7
    assert 5 <= types["water"] <= 7
    river_sides = sum(1 for s in SIDES if any(r.river_borders for r in s.regions))
    crag_sides = sum(1 for s in SIDES if any(r.type == "crags" for r in s.regions))
    assert 4 <= river_sides <= 6
    assert 4 <= crag_sides <= 6
    # resources are spread: each producing type on at least a fifth of usable regions
    usable = sum(types[t] for t in USABLE_TYPES)
    for kind in ("forest", "mountain", "plains"):
        assert types[kind] >= usable // 5


def test_region_names_are_distinct_across_all_sides_and_include_the_examples():
    regions = [r for s in SIDES for r in s.regions]
    assert len({r.name.casefold() for r in regions}) == len(regions)
    named = {r.name: r for r in regions}
    assert named["Ashen Peak"].type == "mountain"
    assert named["Mirewood"].type == "forest"
    side_names = {s.name.casefold() for s in SIDES}
    assert not side_names & {r.name.casefold() for r in regions}


# ---------------------------------------------------------------- hand-checked sides

def test_ashfall_hand_checked():
    # AABB / CWWB / CDEE, river between A and C.
    side = load_catalog().territories["ashfall"]
    assert (side.name, side.card, side.face, side.rows, side.cols) == ("Ashfall Reach", 1, "a", 3, 4)
    assert side.grid == ("AABB", "CWWB", "CDEE")
    assert [(r.number, r.name, r.type) for r in side.regions] == [
        (1, "Ashen Peak", "mountain"),
        (2, "Smoulder Fields", "plains"),
        (3, "Charwood", "forest"),
        (4, "Ashfall Citadel", "capital"),
        (5, "Glowpine Wood", "forest"),
        (6, "Still Mere", "water"),
    ]
    peak = side.region(1)
    assert peak.cells == ((0, 0), (0, 1))
    assert names(side, peak.neighbours) == ["Smoulder Fields"]          # not Charwood: river
    assert names(side, peak.touching) == ["Smoulder Fields", "Charwood", "Still Mere"]
    assert names(side, peak.river_borders) == ["Charwood"]
    assert names(side, peak.across_rivers) == ["Charwood"]
    assert names(side, side.region(3).neighbours) == ["Ashfall Citadel"]
    assert names(side, side.region(4).neighbours) == ["Charwood", "Glowpine Wood"]
    assert names(side, side.region(2).neighbours) == ["Ashen Peak", "Glowpine Wood"]
    mere = side.region(6)
    assert not mere.passable and not mere.on_edge
    assert mere.touching == tuple(f"ashfall.{n}" for n in range(1, 6))
    assert all(r.on_edge and r.next_to_water for r in side.usable)
    assert [r.direction for r in side.regions] == [
        "north-west", "north-east", "south-west", "south", "south-east", "centre"]


def test_willowbend_hand_checked_rivers_without_water():
    # AABB / CDDB / CEEE, rivers A-D and D-E, no water.
    side = load_catalog().territories["willowbend"]
    meadow = side.region("willowbend.4")
    assert meadow.name == "Oxbow Meadow"
    assert not meadow.on_edge and meadow.direction == "centre"
    assert meadow.next_to_water                                  # a river border is water
    assert names(side, meadow.river_borders) == ["Weeping Grove", "Alder Carr"]
    assert names(side, meadow.neighbours) == ["Heronstone Hill", "Millers Green"]
    hill = side.region(2)
    assert hill.name == "Heronstone Hill" and not hill.next_to_water and hill.on_edge
    assert hill.direction == "north-east"


def test_tidegate_hand_checked_water_on_the_edge():
    # AABW / CDBW / CDEE, river between C and D.
    side = load_catalog().territories["tidegate"]
    spire, hall, grove, fields, wood, bay = side.regions
    assert bay.type == "water" and bay.on_edge and bay.direction == "north-east"
    assert not spire.next_to_water                               # touches no water, no river
    assert hall.next_to_water and wood.next_to_water
    assert grove.next_to_water and fields.next_to_water           # through the river
    assert names(side, grove.neighbours) == ["Saltspire"]
    assert names(side, fields.neighbours) == ["Saltspire", "Lanternhall", "Saltpine Wood"]


def test_region_lookup_by_id_number_and_catalog():
    catalog = load_catalog()
    side = catalog.territories["ashfall"]
    assert side.region(1) is side.region("ashfall.1") is side.region("1") is catalog.region("ashfall.1")
    assert catalog.region("greymere.1").name == "Mirewood"
    for bad in (0, 7, "ashfall.9", "greymere.1", True, None):
        with pytest.raises(KeyError):
            side.region(bad)
    for bad in ("nowhere.1", "ashfall", ""):
        with pytest.raises(KeyError):
            catalog.region(bad)


# ---------------------------------------------------------------- malformed files

GOOD_SIDE = """
[[side]]
id = "testland"
name = "Testland"
card = 9
face = "a"
grid = {grid}
rivers = {rivers}
[side.regions]
A = {{ name = "Test Peak", type = "mountain" }}
B = {{ name = "Test Field", type = "plains" }}
C = {{ name = "Test Wood", type = "forest" }}
D = {{ name = "Test Keep", type = "capital" }}
E = {{ name = "Test Ruin", type = "ruins" }}
W = {{ name = "Test Pond", type = "water" }}
"""


def write_side(tmp_path, grid='["AABB", "CWWB", "CDEE"]', rivers="[]", extra="", name="side.toml"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(GOOD_SIDE.format(grid=grid, rivers=rivers)) + extra, encoding="utf-8")
    return path


def expect_error(path, place_part, problem_part):
    return expect_data_error(load_territory_file, path, place_part, problem_part)


def test_a_good_user_file_loads(tmp_path):
    (side,) = load_territory_file(write_side(tmp_path, rivers='[["A", "C"]]'))
    assert side.id == "testland" and len(side.usable) == 5
    assert side.region(1).river_borders == ("testland.3",)


def test_region_not_contiguous(tmp_path):
    path = write_side(tmp_path, grid='["AABA", "CWWB", "CDEE"]')
    expect_error(path, "side 'testland', region 'A'", "not connected")


def test_wrong_number_of_usable_regions(tmp_path):
    path = write_side(tmp_path, grid='["AABB", "CWWB", "CDDD"]')       # E has no cells
    expect_error(path, "region 'E'", "no cells")
    path = write_side(tmp_path, grid='["AABB", "CWWB", "CDDD"]', name="four.toml")
    text = path.read_text().replace('E = { name = "Test Ruin", type = "ruins" }\n', "")
    path.write_text(text)
    expect_error(path, "side 'testland'", "has 4 usable regions, needs exactly 5")
    path = write_side(tmp_path, grid='["AABB", "CFFB", "CDEE"]', name="six.toml",
                      extra='F = { name = "Test Dale", type = "plains" }\n')
    text = path.read_text().replace('W = { name = "Test Pond", type = "water" }\n', "")
    path.write_text(text)
    expect_error(path, "side 'testland'", "has 6 usable regions")


def test_ragged_grid(tmp_path):
    path = write_side(tmp_path, grid='["AABB", "CWWB", "CDE"]')
    expect_error(path, "side 'testland', grid row 3", "has 3 cells, row 1 has 4")


def test_grid_of_the_wrong_size_or_with_bad_letters(tmp_path):
    expect_error(write_side(tmp_path, grid='["AABB", "CWWB"]'), "grid", "has 2 rows")
    expect_error(write_side(tmp_path, grid='["AABBB", "CWWBB", "CDEEE"]', name="wide.toml"),
                 "grid", "has 5 columns")
    expect_error(write_side(tmp_path, grid='["AAbB", "CWWB", "CDEE"]', name="lower.toml"),
                 "grid row 1", "column 3")


def test_bad_river_pairs(tmp_path):
    cases = [
        ('[["A", "E"]]', "share no border"),
        ('[["A", "Q"]]', "region 'Q' is not on this side"),
        ('[["A", "W"]]', "region 'W' is water"),
        ('[["A", "A"]]', "to itself"),
        ('[["A"]]', "pair of region letters"),
        ('[["A", "C"], ["C", "A"]]', "listed twice"),
    ]
    for number, (rivers, problem) in enumerate(cases):
        path = write_side(tmp_path, rivers=rivers, name=f"river{number}.toml")
        expect_error(path, "side 'testland', river", problem)


def test_rivers_that_cut_the_side_in_two(tmp_path):
    # C (Test Wood) borders only A (over a river) and D (over a river).
    path = write_side(tmp_path, rivers='[["A", "C"], ["C", "D"]]')
    expect_error(path, "side 'testland'", "not all connected by patrol: 'Test Wood'")


def test_too_few_usable_regions_on_the_edge(tmp_path, monkeypatch):
    # 3-row grids always leave at least 3 usable regions on the edge (at most 2 inner
    # cells), so check the rule on a 5 x 5 grid allowed for this test only.
    from tek_access.games.tek.rules import territory
    monkeypatch.setattr(territory, "GRID_ROWS", (5,))
    monkeypatch.setattr(territory, "GRID_COLUMNS", (5,))
    path = tmp_path / "edge.toml"
    path.write_text(textwrap.dedent("""
        [[side]]
        id = "ring"
        name = "Ring"
        card = 9
        face = "a"
        grid = ["XXXXX", "XABCX", "XDDEX", "XDDEX", "XXXXX"]
        [side.regions]
        A = { name = "Ring Wood", type = "forest" }
        B = { name = "Ring Peak", type = "mountain" }
        C = { name = "Ring Field", type = "plains" }
        D = { name = "Ring Keep", type = "capital" }
        E = { name = "Ring Ruin", type = "ruins" }
        X = { name = "Ring Crags", type = "crags" }
    """))
    expect_error(path, "side 'ring'", "only 0 usable regions border the card edge")


def test_missing_required_type(tmp_path):
    path = write_side(tmp_path)
    path.write_text(path.read_text().replace('"Test Peak", type = "mountain"', '"Test Peak", type = "plains"'))
    expect_error(path, "side 'testland'", "no mountain region")


def test_unknown_keys_types_and_letters(tmp_path):
    path = write_side(tmp_path)
    path.write_text(path.read_text().replace('face = "a"', 'face = "a"\ncolour = "red"'))
    expect_error(path, "side 'testland'", "unknown key 'colour'")
    path = write_side(tmp_path, name="type.toml")
    path.write_text(path.read_text().replace('type = "ruins"', 'type = "swamp"'))
    expect_error(path, "region 'E'", "'type' is 'swamp'")
    path = write_side(tmp_path, name="letter.toml")
    path.write_text(path.read_text().replace('grid = ["AABB", "CWWB", "CDEE"]', 'grid = ["AABB", "CWWB", "CDEZ"]'))
    expect_error(path, "grid", "letter 'Z' has no entry")


def test_text_must_be_plain_ascii(tmp_path):
    path = write_side(tmp_path)
    path.write_text(path.read_text().replace("Test Peak", "Test P\u00e9ak"), encoding="utf-8")
    expect_error(path, "region 'A'", "not plain ASCII")


def test_duplicates_within_a_file(tmp_path):
    path = write_side(tmp_path)
    path.write_text(path.read_text() + path.read_text())
    expect_error(path, "side 'testland'", "side id is used twice")
    path = write_side(tmp_path, name="names.toml")
    path.write_text(path.read_text().replace("Test Keep", "test peak"))
    expect_error(path, "region 'D'", "also region 'A'")


def test_invalid_toml_and_missing_file(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text("[[side]]\nid = \n")
    error = expect_error(path, "line 2", "not valid TOML")
    assert "line 2, column" in error.place
    expect_error(tmp_path / "absent.toml", "file", "cannot be read")
    empty = tmp_path / "empty.toml"
    empty.write_text("")
    expect_error(empty, "top level", "missing key 'side'")


def test_user_sides_join_the_catalog_and_clashes_are_named(tmp_path):
    path = write_side(tmp_path)
    catalog = load_catalog(extra_territory_files=[path])
    assert list(catalog.territories)[-1] == "testland"
    assert catalog.region("testland.1").name == "Test Peak"
    assert "testland" not in load_catalog().territories          # the default is untouched
    clash = write_side(tmp_path, name="clash.toml")
    clash.write_text(clash.read_text().replace('id = "testland"', 'id = "ashfall"'))
    with pytest.raises(DataError) as info:
        load_catalog(extra_territory_files=[clash])
    assert info.value.file == str(clash) and "already used" in info.value.problem
    taken = write_side(tmp_path, name="taken.toml")
    taken.write_text(taken.read_text().replace("Test Wood", "Mirewood"))
    with pytest.raises(DataError) as info:
        load_catalog(extra_territory_files=[taken])
    assert "region name 'Mirewood' is already used in side 'greymere'" in info.value.problem
    face = write_side(tmp_path, name="face.toml")
    face.write_text(face.read_text().replace("card = 9", "card = 1"))
    with pytest.raises(DataError) as info:
        load_catalog(extra_territory_files=[face])
    assert "card 1 face a is already side 'ashfall'" in info.value.problem


# ---------------------------------------------------------------- any grid: DataError or a sound side

def random_side_document(rng, mutate):
    """A side grown from random seeds (regions contiguous by construction), random
    types and rivers; with ``mutate`` one cell is overwritten afterwards."""
    rows, cols = rng.choice(GRID_ROWS), rng.choice(GRID_COLUMNS)
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    count = rng.randint(5, min(8, len(cells)))
    letters = "ABCDEFGH"[:count]
    owner = {cell: letters[i] for i, cell in enumerate(rng.sample(cells, count))}
    while len(owner) < len(cells):
        free = [(cell, step) for cell in owner for step in _steps(cell)
                if step in set(cells) and step not in owner]
        cell, step = rng.choice(free)
        owner[step] = owner[cell]
    if mutate:
        owner[rng.choice(cells)] = rng.choice(letters)
    grid = ["".join(owner[(r, c)] for c in range(cols)) for r in range(rows)]
    kinds = ["forest", "mountain", "plains"] + [rng.choice(USABLE_TYPES) for _ in range(2)]
    kinds += [rng.choice(IMPASSABLE_TYPES) for _ in range(count - 5)]
    if rng.random() < 0.2:
        kinds[rng.randrange(count)] = rng.choice(USABLE_TYPES + IMPASSABLE_TYPES)
    rng.shuffle(kinds)
    pairs = [(a, b) for a in letters for b in letters if a < b]
    rivers = [list(pair) for pair in rng.sample(pairs, rng.randint(0, 2))]
    used = set("".join(grid))
    regions = {letter: {"name": f"Fuzz {letter}", "type": kind}
               for letter, kind in zip(letters, kinds) if letter in used}
    return {"side": [{"id": "fuzz", "name": "Fuzz", "card": 1, "face": "a", "grid": grid,
                      "rivers": rivers, "regions": regions}]}


@settings(max_examples=400, deadline=None)
@given(rng=st.randoms(use_true_random=False), mutate=st.booleans())
def test_any_side_gives_a_data_error_or_a_consistent_side(rng, mutate):
    document = random_side_document(rng, mutate)
    try:
        (side,) = parse_territory_document(document, "fuzz.toml")
    except DataError as error:
        assert error.file == "fuzz.toml" and error.place and error.problem
        return
    assert len(side.usable) == 5
    assert {"forest", "mountain", "plains"} <= {r.type for r in side.usable}
    by_id = {r.id: r for r in side.regions}
    assert _connected({r.id for r in side.usable}, lambda rid, ids: by_id[rid].neighbours)
    for region in side.regions:
        assert _connected(set(region.cells), lambda cell, cells: _steps(cell))
        assert all(by_id[other].passable for other in region.neighbours)
        assert not set(region.neighbours) & set(region.river_borders)
        assert set(region.neighbours) | set(region.river_borders) <= set(region.touching)


# ---------------------------------------------------------------- helpers

def _steps(cell):
    r, c = cell
    return [(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)]


def _connected(items, links):
    items = set(items)
    start = next(iter(items))
    seen, queue = {start}, deque([start])
    while queue:
        for other in links(queue.popleft(), items):
            if other in items and other not in seen:
                seen.add(other)
                queue.append(other)
    return seen == items
