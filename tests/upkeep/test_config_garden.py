"""reverie.garden: memory upkeep's keys, their defaults and one-line errors (issue 20)."""

from __future__ import annotations

from pathlib import Path

import pytest

from reverie.config import ConfigError, load_settings, set_value


def test_defaults(home: Path) -> None:
    garden = load_settings(home, environ={}).garden
    assert (garden.enabled, garden.high_water, garden.low_water, garden.every_hours) == (
        True, 0.80, 0.60, 24.0)
    assert garden.goal(2200) == 1320 and garden.above_high_water(1761, 2200)
    assert not garden.above_high_water(1760, 2200)


def test_a_config_sets_every_key(home: Path) -> None:
    (home / "config.yaml").write_text("reverie:\n  garden:\n    enabled: off\n    high_water: 0.9\n"
                                      "    low_water: 0.5\n    every_hours: 6\n")
    garden = load_settings(home, environ={}).garden
    assert (garden.enabled, garden.high_water, garden.low_water, garden.every_hours) == (
        False, 0.9, 0.5, 6.0)


@pytest.mark.parametrize("key,value", [
    ("enabled", "sometimes"), ("high_water", "0"), ("high_water", "1.2"), ("high_water", "high"),
    ("low_water", "0"), ("low_water", "0.8"), ("low_water", "0.95"), ("low_water", "-0.1"),
    ("low_water", ".nan"), ("every_hours", "0"), ("every_hours", "daily"),
    ("every_hours", ".inf"), ("every_hours", "100000"),
])
def test_bad_values_are_one_line_errors_naming_the_key(home: Path, key: str, value: str) -> None:
    (home / "config.yaml").write_text(f"reverie:\n  garden:\n    {key}: {value}\n")
    with pytest.raises(ConfigError) as err:
        load_settings(home, environ={})
    assert f"reverie.garden.{key}" in str(err.value) and "\n" not in str(err.value)


def test_low_water_must_stay_below_high_water_whichever_is_set(home: Path) -> None:
    (home / "config.yaml").write_text("reverie:\n  garden:\n    low_water: 0.5\n")
    before = (home / "config.yaml").read_bytes()
    with pytest.raises(ConfigError, match=r"reverie\.garden\.low_water .*below"):
        set_value(load_settings(home, environ={}), "reverie.garden.high_water", "0.4")
    assert (home / "config.yaml").read_bytes() == before  # nothing written
    assert set_value(load_settings(home, environ={}), "reverie.garden.high_water",
                     "0.7").garden.high_water == 0.7
