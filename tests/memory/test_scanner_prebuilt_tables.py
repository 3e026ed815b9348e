"""The fold's prebuilt tables (``memory/scan/look_alikes.json``) are what the build gives.

``normalise`` reads the marks' ranges and the look-alike readings from the file instead of
walking the Unicode database at every process start, but only when the file was built from
this process's Unicode database and confusables file; otherwise it builds them as before.
"""

from __future__ import annotations

import json
import unicodedata
from importlib import resources

import pytest

from reverie.memory.scan import normalise


def _clear() -> None:
    for cached in (normalise._prebuilt, normalise.marks, normalise.look_alikes):
        cached.cache_clear()


@pytest.fixture
def fresh_tables():
    _clear()
    yield
    _clear()


def test_the_shipped_file_is_the_build_of_this_python() -> None:
    data = json.loads(resources.files("reverie.memory.scan").joinpath(
        normalise._PREBUILT).read_text(encoding="utf-8"))
    built = json.loads(json.dumps(normalise._build_prebuilt()))
    assert data == built, "stale: run python dev_tools/build_look_alike_table.py"


def test_the_file_is_read_when_it_fits(fresh_tables) -> None:
    prebuilt = normalise._prebuilt()
    assert prebuilt is not None
    ranges, merged = prebuilt
    assert ranges == normalise._mark_ranges()
    assert merged == normalise._merged_look_alikes()


@pytest.mark.parametrize("stale", ["unidata_version", "confusables_blake2b"])
def test_a_file_built_elsewhere_is_not_read_and_the_tables_are_built(
        fresh_tables, monkeypatch, stale) -> None:
    from_file = normalise.look_alikes()
    marks_from_file = normalise.marks()
    _clear()
    if stale == "unidata_version":
        monkeypatch.setattr(normalise.unicodedata, "unidata_version", "0.0.0")
    else:
        monkeypatch.setattr(normalise, "_confusables_digest", lambda: "0" * 32)
    built_marks = []
    real = normalise._mark_ranges
    monkeypatch.setattr(normalise, "_mark_ranges", lambda: built_marks.append(1) or real())
    assert normalise._prebuilt() is None
    assert normalise.look_alikes() == from_file
    assert [p.pattern for p in normalise.marks()] == [p.pattern for p in marks_from_file]
    assert built_marks == [1]
    assert unicodedata.unidata_version  # the real module is restored by monkeypatch


def test_without_the_confusables_package_the_marks_are_still_built(fresh_tables,
                                                                  monkeypatch) -> None:
    # the marks never needed the package; reading the file must not make them need it
    expected = [p.pattern for p in normalise.marks()]
    _clear()

    def missing():
        raise RuntimeError("the confusable-homoglyphs package is not installed")

    monkeypatch.setattr(normalise, "_confusables_file", missing)
    assert normalise._prebuilt() is None
    assert [p.pattern for p in normalise.marks()] == expected
    with pytest.raises(RuntimeError):
        normalise.look_alikes()
