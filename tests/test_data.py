"""Game data: factions (canon and original), tower, colours, tokens, the catalog,
malformed faction files, and the one TOML reader (tek_access.core.kernel.datafile).

Sources: 001_ff609f05a670a229.txt (ORCS, ELVES, HUMANS, DWARVES cards; TOWER card);
000_de41987be7abf7aa.txt (Notes on braille; Playing with the Exploration Tokens);
rulings.md (Components and data).
"""
from __future__ import annotations

import pickle
import re
import textwrap
from pathlib import Path

import pytest
from conftest import expect_data_error

from tek_access.core.kernel import datafile
from tek_access.core.kernel.datafields import DataError, check_text
from tek_access.core.kernel.datafile import read_toml, read_toml_text
from tek_access.games.tek.rules.catalog import Catalog, load_catalog
from tek_access.games.tek.rules.factions import (
    EFFECTS,
    PARAM_CHOICES,
    Effect,
    load_faction_file,
    make_effect,
)

CATALOG = load_catalog()
CANON_SOURCE = "001_ff609f05a670a229.txt"

# (faction, level, text printed on the card in 001, kind, params)
CANON_LEVELS = [
    ("orcs", 1, "You win all ties", "win_ties", {}),
    ("orcs", 2, "You may spend Food during war for 1 unit",
     "resource_war_value", {"resource": "food", "value": 1}),
    ("orcs", 3, "Gain +1 to all War", "war_bonus", {"amount": 1, "condition": "always"}),
    ("orcs", 4, "May spend an extra Mana after both players have revealed their war resources. "
                "Add 2 to your total.", "post_reveal_boost", {"resource": "mana", "bonus": 2}),
    ("orcs", 5, "If no other players occupy your territory, +2 Points",
     "endgame_vp", {"rule": "home_exclusive", "vp": 2}),
    ("elves", 1, "When trading, you may trade both Ore and Food to get Mana in the same turn.",
     "trade_two_types", {"into": "mana"}),
    ("elves", 2, "If you use only Mana in war, gain +1 to your total.",
     "war_bonus", {"amount": 1, "condition": "only_mana"}),
    ("elves", 3, "Mana may be used as any resource.", "resource_substitute", {"resource": "mana"}),
    ("elves", 4, "Mana only counts as 1 instead of 2 when fighting against you. "
                 "Your Mana still counts as 2.",
     "opponent_resource_war_value", {"resource": "mana", "value": 1}),
    ("elves", 5, "For each player that has less Mana than you, gain +1",
     "endgame_vp", {"rule": "per_player_less_mana", "vp": 1}),
    ("humans", 1, "Instead of taking the Research action, you may Trade",
     "action_substitute", {"action": "research", "instead": "trade"}),
    ("humans", 2, "If you Trade, gain an extra resource", "trade_bonus", {"amount": 1}),
    ("humans", 3, "If you pay for a war with resources of only one type, gain +2 to that fight",
     "war_bonus", {"amount": 2, "condition": "single_type"}),
    ("humans", 4, "If you have at least one occupied space next to water, gain +1 Food when "
                  "collecting resources.",
     "collect_bonus", {"resource": "food", "amount": 1, "condition": "next_to_water"}),
    ("humans", 5, "For each resource that you have >= 4 units of, gain +1 points",
     "endgame_vp", {"rule": "per_resource_at_least", "vp": 1, "threshold": 4}),
    ("dwarves", 1, "If a player is trying to build to the same space you are on the Tower, "
                   "it cost them 1 more Ore", "opponent_build_surcharge", {"amount": 1}),
    ("dwarves", 2, "When you Patrol or Quest into a mountain space, gain an Ore.",
     "move_gain", {"region_type": "mountain", "resource": "ore", "amount": 1}),
    ("dwarves", 3, "Building costs 1 less", "build_discount", {"amount": 1}),
    ("dwarves", 4, "You may Build instead of Trade.",
     "action_substitute", {"action": "trade", "instead": "build"}),
    ("dwarves", 5, "If you have the highest level in the Tower (or are tied) gain +1",
     "endgame_vp", {"rule": "highest_tower", "vp": 1}),
]

REAL_FACTION_NAMES = ["orcs", "elves", "humans", "dwarves", "goblins", "undead", "halflings",
                      "dark elves", "merfolk", "centaurs", "lizardfolk", "shapeshifters",
                      "constructs", "valkyries", "birdfolk", "lionfolk", "draconian"]


# ---------------------------------------------------------------- the catalog

def test_catalog_loads_once_and_is_shared():
    assert isinstance(CATALOG, Catalog)
    assert load_catalog() is CATALOG
    assert load_catalog((), ()) is CATALOG


def test_every_printed_string_is_plain_ascii():
    texts = [s.name for s in CATALOG.territories.values()]
    texts += [r.name for s in CATALOG.territories.values() for r in s.regions]
    texts += [f.name for f in CATALOG.factions.values()]
    texts += [lvl.text for f in CATALOG.factions.values() for lvl in f.levels]
    texts += [c.name for c in CATALOG.colours] + [t.name for t in CATALOG.tokens]
    texts += [t.text for t in CATALOG.tokens]
    assert texts and all(check_text(text) is None for text in texts)


# ---------------------------------------------------------------- canon factions

def test_canon_factions_first_in_card_order():
    assert list(CATALOG.factions)[:4] == ["orcs", "elves", "humans", "dwarves"]
    for faction_id in ("orcs", "elves", "humans", "dwarves"):
        faction = CATALOG.factions[faction_id]
        assert faction.origin == "canon"
        assert faction.source == CANON_SOURCE
        assert faction.name == faction_id.capitalize()
        assert [lvl.level for lvl in faction.levels] == [1, 2, 3, 4, 5]


@pytest.mark.parametrize("faction_id, level, text, kind, params", CANON_LEVELS,
                         ids=[f"{f}-{n}" for f, n, *_ in CANON_LEVELS])
def test_each_canon_level_text_and_effect(faction_id, level, text, kind, params):
    magic = CATALOG.factions[faction_id].levels[level - 1]
    assert magic.level == level
    assert magic.text == text
    assert magic.effects == (Effect(kind, tuple(sorted(params.items()))),)
    (effect,) = magic.effects
    for name, value in params.items():
        assert effect.get(name) == value


def test_canon_levels_table_covers_all_twenty():
    assert len(CANON_LEVELS) == 20
    assert len({(f, n) for f, n, *_ in CANON_LEVELS}) == 20


def test_effects_accumulate_by_magic_level():
    orcs = CATALOG.factions["orcs"]
    assert orcs.effects(0) == ()
    assert [e.kind for e in orcs.effects(3)] == ["win_ties", "resource_war_value", "war_bonus"]
    assert len(orcs.effects(5)) == 5
    for bad in (-1, 6, True, "3"):
        with pytest.raises(ValueError):
            orcs.effects(bad)


def test_effect_get_default():
    effect = CATALOG.factions["humans"].levels[4].effects[0]
    assert effect.get("threshold") == 4
    assert effect.get("region_type") is None
    assert effect.get("region_type", "plains") == "plains"


# ---------------------------------------------------------------- original factions

def test_at_least_four_original_factions_of_our_own():
    originals = [f for f in CATALOG.factions.values() if f.origin == "original"]
    assert len(originals) >= 4
    assert list(CATALOG.factions.values())[4:] == originals      # canon first
    for faction in originals:
        assert faction.name.casefold() not in REAL_FACTION_NAMES
        assert faction.source != CANON_SOURCE
        assert len(faction.levels) == 5
        # like the canon cards, level 5 is an end-game VP rule
        assert [e.kind for e in faction.levels[4].effects] == ["endgame_vp"]
        assert all(lvl.text.endswith(".") for lvl in faction.levels)


def test_five_players_can_take_distinct_factions_and_all_are_distinct():
    factions = list(CATALOG.factions.values())
    assert len(factions) >= 5
    assert len({f.name.casefold() for f in factions}) == len(factions)
    signatures = {tuple(e for lvl in f.levels for e in lvl.effects) for f in factions}
    assert len(signatures) == len(factions)


def test_every_effect_kind_is_in_the_vocabulary_and_the_vocabulary_is_exact():
    assert set(EFFECTS) == {
        "win_ties", "resource_war_value", "war_bonus", "post_reveal_boost", "endgame_vp",
        "opponent_resource_war_value", "resource_substitute", "trade_two_types",
        "action_substitute", "trade_bonus", "collect_bonus", "opponent_build_surcharge",
        "move_gain", "build_discount", "research_discount", "expand_discount",
        "retreat_discount", "movement"}
    assert set(PARAM_CHOICES[("war_bonus", "condition")]) == {
        "always", "only_mana", "single_type", "attacking", "defending"}
    assert set(PARAM_CHOICES[("endgame_vp", "rule")]) == {
        "home_exclusive", "per_player_less_mana", "per_resource_at_least", "highest_tower",
        "per_region_type"}
    used = {e.kind for f in CATALOG.factions.values() for lvl in f.levels for e in lvl.effects}
    assert used <= set(EFFECTS)


# ---------------------------------------------------------------- tower, colours, tokens

def test_tower_table_from_001():
    assert [(t.level, t.cost, t.vp) for t in CATALOG.tower] == [
        (1, 1, 0), (2, 2, 1), (3, 3, 2), (4, 4, 4), (5, 5, 7), (6, 6, 10)]


def test_colours_with_kit_codes_and_neutral_grey():
    assert [(c.id, c.name, c.code, c.neutral) for c in CATALOG.colours] == [
        ("white", "White", "wh", False), ("blue", "Blue", "b", False),
        ("purple", "Purple", "p", False), ("orange", "Orange", "o", False),
        ("black", "Black", "x", False), ("grey", "Grey", "", True)]


def test_exploration_tokens_counts_codes_and_texts():
    tokens = {t.id: t for t in CATALOG.tokens}
    assert [(t.id, t.code, t.count) for t in CATALOG.tokens] == [
        ("crown", "cr", 1), ("dragons_lair", "dr", 1), ("fort", "fort", 2), ("church", "chu", 2),
        ("camp", "ca", 2), ("town", "tow", 2), ("treasure", "tr", 2), ("bandits", "band", 2),
        ("blank", "x", 2)]
    assert sum(t.count for t in CATALOG.tokens) == 16
    assert tokens["dragons_lair"].name == "Dragon's Lair"
    assert tokens["treasure"].text == ("Immediately gain two resources of your choice and "
                                       "discard this token.")
    assert "-2 war cost when attacking any region" in tokens["fort"].text
    assert tokens["blank"].text == "This token does nothing, discard it."


# ---------------------------------------------------------------- malformed faction files

def faction_file(tmp_path, levels=None, head=None, name="faction.toml"):
    head = head or 'id = "testers"\nname = "Testers"\norigin = "original"\nsource = "test"\n'
    if levels is None:
        levels = [f'level = {n}\ntext = "Level {n}."\neffects = [{{ kind = "trade_bonus", amount = 1 }}]'
                  for n in range(1, 6)]
    body = "[[faction]]\n" + head + "".join(f"\n[[faction.level]]\n{lvl}\n" for lvl in levels)
    path = tmp_path / name
    path.write_text(body, encoding="utf-8")
    return path


def with_level(tmp_path, level_three, name="faction.toml"):
    levels = [f'level = {n}\ntext = "Level {n}."\neffects = [{{ kind = "trade_bonus", amount = 1 }}]'
              for n in range(1, 6)]
    levels[2] = level_three
    return faction_file(tmp_path, levels, name=name)


def expect_error(path, place_part, problem_part):
    return expect_data_error(load_faction_file, path, place_part, problem_part)


def test_a_good_user_faction_loads_and_joins_the_catalog_after_canon(tmp_path):
    path = faction_file(tmp_path)
    (faction,) = load_faction_file(path)
    assert faction.id == "testers" and faction.effects(2)[1].get("amount") == 1
    catalog = load_catalog(extra_faction_files=[path])
    assert list(catalog.factions)[-1] == "testers"
    assert list(catalog.factions)[:4] == ["orcs", "elves", "humans", "dwarves"]
    assert "testers" not in load_catalog().factions


def test_unknown_effect_is_named(tmp_path):
    path = with_level(tmp_path, 'level = 3\ntext = "Fly."\neffects = [{ kind = "flying" }]')
    expect_error(path, "faction 'testers', level 3, effect 1", "unknown effect 'flying'")


@pytest.mark.parametrize("effect, problem", [
    ('{ kind = "war_bonus", amount = "one", condition = "always" }',
     "parameter 'amount' must be a whole number"),
    ('{ kind = "war_bonus", amount = true, condition = "always" }',
     "parameter 'amount' must be a whole number"),
    ('{ kind = "war_bonus", amount = 40, condition = "always" }', "parameter 'amount' is 40"),
    ('{ kind = "war_bonus", amount = 1, condition = "sometimes" }',
     "parameter 'condition' is 'sometimes', expected one of"),
    ('{ kind = "war_bonus", amount = 1 }', "missing parameter 'condition'"),
    ('{ kind = "war_bonus", amount = 1, condition = "always", colour = "red" }',
     "unknown parameter 'colour'"),
    ('{ kind = "resource_war_value", resource = "gold", value = 1 }', "parameter 'resource' is 'gold'"),
    ('{ kind = "endgame_vp", rule = "per_resource_at_least", vp = 1 }', "missing parameter 'threshold'"),
    ('{ kind = "endgame_vp", rule = "highest_tower", vp = 1, threshold = 2 }',
     "parameter 'threshold' is not used with this rule"),
    ('{ kind = "endgame_vp", rule = "per_region_type", vp = 1, region_type = "water" }',
     "parameter 'region_type' is 'water'"),
    ('{ kind = "collect_bonus", resource = "food", amount = 1, condition = "occupies_type" }',
     "missing parameter 'region_type'"),
    ('{ kind = "action_substitute", action = "trade", instead = "trade" }', "the same action"),
    ('{ kind = "movement", permission = "fly" }', "parameter 'permission' is 'fly'"),
    ('{ amount = 1 }', "missing 'kind'"),
    ('"win_ties"', "must be a table"),
])
def test_bad_parameters_are_named(tmp_path, effect, problem):
    path = with_level(tmp_path, f'level = 3\ntext = "Odd."\neffects = [{effect}]')
    expect_error(path, "faction 'testers', level 3, effect 1", problem)


def test_wrong_number_of_levels(tmp_path):
    levels = [f'level = {n}\ntext = "L."\neffects = [{{ kind = "win_ties" }}]' for n in range(1, 5)]
    expect_error(faction_file(tmp_path, levels), "faction 'testers'",
                 "has 4 magic levels, needs exactly 5 (missing level 5)")
    levels = [f'level = {n}\ntext = "L."\neffects = [{{ kind = "win_ties" }}]' for n in (1, 2, 2, 3, 4)]
    expect_error(faction_file(tmp_path, levels, name="twice.toml"), "level 2", "listed twice")
    levels = [f'level = {n}\ntext = "L."\neffects = [{{ kind = "win_ties" }}]' for n in range(1, 7)]
    expect_error(faction_file(tmp_path, levels, name="six.toml"), "level 6", "'level' is 6")


def test_level_without_effects_or_text(tmp_path):
    expect_error(with_level(tmp_path, 'level = 3\ntext = "Nothing."\neffects = []'),
                 "level 3", "no effects")
    expect_error(with_level(tmp_path, 'level = 3\neffects = [{ kind = "win_ties" }]', name="t.toml"),
                 "level 3", "missing key 'text'")


def test_printed_text_must_be_ascii(tmp_path):
    path = with_level(tmp_path, 'level = 3\ntext = "For each resource \u2265 4."\n'
                                'effects = [{ kind = "win_ties" }]')
    expect_error(path, "level 3", "not plain ASCII")


def test_bad_faction_header(tmp_path):
    head = 'id = "Testers!"\nname = "Testers"\norigin = "original"\nsource = "test"\n'
    expect_error(faction_file(tmp_path, head=head), "faction", "not a valid id")
    head = 'id = "testers"\nname = "Testers"\norigin = "homebrew"\nsource = "test"\n'
    expect_error(faction_file(tmp_path, head=head, name="o.toml"), "faction 'testers'",
                 "'origin' is 'homebrew'")
    head = 'id = "testers"\nname = "Testers"\norigin = "original"\nsource = "test"\nsecret = 1\n'
    expect_error(faction_file(tmp_path, head=head, name="k.toml"), "faction 'testers'",
                 "unknown key 'secret'")


def test_faction_clashes_with_the_catalog_are_named(tmp_path):
    head = 'id = "orcs"\nname = "Other Orcs"\norigin = "original"\nsource = "test"\n'
    path = faction_file(tmp_path, head=head)
    with pytest.raises(DataError) as info:
        load_catalog(extra_faction_files=[path])
    assert info.value.file == str(path) and "faction id is already used" in info.value.problem
    head = 'id = "orcs2"\nname = "ORCS"\norigin = "original"\nsource = "test"\n'
    path = faction_file(tmp_path, head=head, name="name.toml")
    with pytest.raises(DataError) as info:
        load_catalog(extra_faction_files=[path])
    assert "name 'ORCS' is already faction 'orcs'" in info.value.problem


def test_invalid_toml_names_line_and_column(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text(textwrap.dedent("""\
        [[faction]]
        id = "x"
        name = = "X"
    """))
    error = expect_error(path, "line 3", "not valid TOML")
    assert error.place.startswith("line 3, column")


def test_make_effect_checks_like_the_loader():
    assert make_effect("build_discount", amount=2).get("amount") == 2
    with pytest.raises(DataError) as info:
        make_effect("teleport")
    assert info.value.problem == "unknown effect 'teleport'"


def test_data_error_shape_and_pickling():
    error = DataError("f.toml", "faction 'orcs', level 3", "unknown effect 'x'")
    assert isinstance(error, ValueError)
    assert str(error) == "f.toml: faction 'orcs', level 3: unknown effect 'x'"
    copy = pickle.loads(pickle.dumps(error))
    assert (copy.file, copy.place, copy.problem) == (error.file, error.place, error.problem)


# ---------------------------------------------------------------- the one TOML reader

def test_data_fields_re_export_the_reader():
    from tek_access.core.kernel import datafields as errors

    assert errors.DataError is datafile.DataError and errors.read_toml is datafile.read_toml
    assert errors.file_label is datafile.file_label


def test_deeply_nested_toml_is_a_data_error_not_a_recursion_error(tmp_path):
    path = tmp_path / "deep.toml"
    path.write_text('name = "x"\n# [[[ in a comment\na = ' + "[" * 100000 + "\n", encoding="utf-8")
    error = expect_data_error(read_toml, path, "line 3", "nested too deeply")
    assert error.problem.startswith("not valid TOML")
    with pytest.raises(DataError) as info:
        read_toml_text("b = " + "{c = " * 100000, "inline.toml")
    assert (info.value.file, info.value.place) == ("inline.toml", "line 1")


def test_non_utf8_file_is_a_data_error_naming_the_byte(tmp_path):
    path = tmp_path / "latin1.toml"
    path.write_bytes('name = "Ren\u00e9"\n'.encode("latin-1"))
    error = expect_data_error(read_toml, path, "byte 11", "not UTF-8")
    assert error.place == "byte 11"


def test_unreadable_and_invalid_toml_are_data_errors(tmp_path):
    expect_data_error(read_toml, tmp_path / "missing.toml", "file", "cannot be read")
    with pytest.raises(DataError) as info:
        read_toml_text("a = = 1", "s.toml")
    assert info.value.place == "line 1, column 5" and info.value.problem.startswith("not valid TOML: ")
    assert read_toml_text(b"a = 1", "s.toml") == {"a": 1}


def test_only_datafile_imports_tomllib():
    package = Path(datafile.__file__).parents[2]
    importing = re.compile(r"^\s*(import\s+tomllib\b|from\s+tomllib\s+import\b)", re.MULTILINE)
    offenders = sorted(str(path.relative_to(package)) for path in package.rglob("*.py")
                       if path != Path(datafile.__file__)
                       and importing.search(path.read_text(encoding="utf-8")))
    assert offenders == [], f"read TOML through tek_access.core.kernel.datafile instead: {offenders}"


def test_a_faction_file_naming_a_faction_twice_is_refused(tmp_path):
    once = faction_file(tmp_path, name="once.toml").read_text(encoding="utf-8")
    twice = tmp_path / "twice.toml"
    twice.write_text(once + "\n" + once, encoding="utf-8")
    expect_error(twice, "faction 'testers'", "faction id is used twice")
    twice.write_text(once + "\n" + once.replace('id = "testers"', 'id = "testers2"'), encoding="utf-8")
    error = expect_error(twice, "faction 'testers2'", "name 'Testers' is used twice")
    assert error.problem == "name 'Testers' is used twice"


def test_load_data_hands_the_document_and_its_label_to_the_parser(tmp_path):
    path = tmp_path / "x.toml"
    path.write_text('a = 1\n', encoding="utf-8")
    assert datafile.read_document(path) == (str(path), {"a": 1})
    assert datafile.load_data(path, lambda document, label: (label, document["a"])) == (str(path), 1)
    expect_data_error(lambda p: datafile.load_data(p, lambda d, f: d), tmp_path / "missing.toml", "file",
                      "cannot be read")


def test_the_rules_data_loaders_read_through_the_one_helper():
    """territory, factions and catalog read files only through datafile.load_data/read_document."""
    rules = Path(datafile.__file__).parents[2] / "games" / "tek" / "rules"
    for name in ("territory.py", "factions.py", "catalog.py"):
        text = (rules / name).read_text(encoding="utf-8")
        assert "read_toml(" not in text, f"{name} reads TOML itself; use datafile.load_data"
