"""The parsed-TOML cache (tek_access.core.kernel.datafile): a file read again in a new process gets the same
document from the cache; a changed file, a corrupt cache or a file that is not TOML behave as
without any cache."""
from __future__ import annotations

import pytest

from tek_access.core.kernel import datafile
from tek_access.core.kernel.datafile import DataError, read_toml


@pytest.fixture()
def fresh(monkeypatch, tmp_path):
    """A cache as a new process sees it, in this test's own cache folder."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(datafile, "_PARSED", datafile._ParsedFiles())
    return lambda: monkeypatch.setattr(datafile, "_PARSED", datafile._ParsedFiles())


def test_a_file_read_again_by_a_new_process_comes_from_the_cache(fresh, tmp_path):
    path = tmp_path / "sides.toml"
    path.write_text('[[side]]\nid = "ashfall"\nregions = [1, 2]\n', encoding="utf-8")
    first = read_toml(path)
    assert datafile._PARSED._file().exists()
    fresh()
    cached = datafile._PARSED._load()
    assert len(cached) == 1
    assert read_toml(path) == first == {"side": [{"id": "ashfall", "regions": [1, 2]}]}
    assert read_toml(path) == first  # a second read in the same process is parsed again, the same


def test_a_changed_file_is_parsed_again(fresh, tmp_path):
    path = tmp_path / "a.toml"
    path.write_text("n = 1\n", encoding="utf-8")
    assert read_toml(path) == {"n": 1}
    fresh()
    path.write_text("n = 2\n", encoding="utf-8")
    assert read_toml(path) == {"n": 2}


def test_a_corrupt_cache_is_ignored(fresh, tmp_path):
    path = tmp_path / "a.toml"
    path.write_text("n = 1\n", encoding="utf-8")
    read_toml(path)
    datafile._PARSED._file().write_bytes(b"not marshal data")
    fresh()
    assert read_toml(path) == {"n": 1}


def test_a_file_that_is_not_toml_still_names_the_place(fresh, tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text("n = = 1\n", encoding="utf-8")
    with pytest.raises(DataError) as error:
        read_toml(path)
    assert error.value.place == "line 1, column 5"
    fresh()
    with pytest.raises(DataError):
        read_toml(path)  # nothing was cached for it


def test_a_document_with_a_date_is_not_cached_but_read(fresh, tmp_path):
    path = tmp_path / "d.toml"
    path.write_text("when = 2024-01-02\n", encoding="utf-8")
    assert str(read_toml(path)["when"]) == "2024-01-02"
    fresh()
    assert datafile._PARSED._load() == {}
