"""Months of a user's life, replayed a week at a time with `run --once` and an operator who
approves everything (issue 20; eval/run_upkeep.py has the full replay and the held-out
script). The suite replays the first weeks of both tuning scripts (eight of the English one, ten of
the Chinese one, whose facts come slower) into smaller files (MEMORY.md 1,100 / 900
characters, USER.md 700 / 500), so that weeks put on them the pressure months put on the
default ones: several consolidations, evictions, corrections and repeats, in English
and Chinese, with the offline heuristic and with a scripted fake model behind the real httpx
provider. It fails if any learned fact is lost, if a file ever exceeds its limit, or if a
corrected value is still live after the consolidation that follows its correction."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "eval"))

import run_upkeep  # noqa: E402

#: (weeks, limits) per script: enough for several consolidations after corrections.
REPLAY = {"en_developer": (8, {"memory": 1100, "user": 700}),
          "zh_household": (10, {"memory": 900, "user": 500})}


@pytest.mark.slow
@pytest.mark.parametrize("provider", run_upkeep.PROVIDERS)
@pytest.mark.parametrize("script", ["en_developer", "zh_household"])
def test_months_keep_every_fact_within_the_limits_and_retire_stale_values(
        script, provider, tmp_path, clean_env):
    weeks, limits = REPLAY[script]
    r = run_upkeep.replay(script, provider, weeks=weeks, workdir=tmp_path, limits=limits)
    # The replay exercised what it is meant to: consolidations were approved, values were
    # corrected before one of them, and entries had to leave for room.
    assert r.consolidations_approved >= 2 and r.stale_checks > 0 and r.archived > 0, r.to_dict()
    assert r.facts_lost == [], r.facts_lost
    assert r.over_limit == [] and max(r.max_usage.values()) <= 1.0
    assert r.stale_after_consolidation == [], r.stale_after_consolidation
    assert r.forget_leaks == [] and r.never_learned == []
    if provider == "fake":
        assert r.consolidate_tokens > 0 and r.fallbacks == 0   # the model's plans were used


def test_the_scripts_are_months_long_in_both_languages_with_a_held_out_one():
    names = run_upkeep.script_names()
    scripts = [run_upkeep.load_script(n) for n in names]
    assert sum(s["held_out"] for s in scripts) >= 1 and len(scripts) >= 3
    assert {s["language"] for s in scripts if not s["held_out"]} >= {"en", "zh"}
    for s in scripts:
        assert 150 <= len(s["sessions"]) <= 300, s["name"]
        kinds = {x["kind"] for x in s["sessions"]}
        assert {"fact", "correction", "repeat", "forget", "noise"} <= kinds, s["name"]
        assert all(v["status"] != "stale" or v["corrected_on"] > v["said"] for v in s["facts"])
