"""The long-horizon scripts in eval/upkeep/ are what eval/upkeep/build_scripts.py builds, byte
for byte: the builder is deterministic, and the held-out script, which no rule may be tuned on,
has not been edited by hand (or its builder changed) since it was written."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

UPKEEP = Path(__file__).resolve().parents[2] / "eval" / "upkeep"
sys.path.insert(0, str(UPKEEP))

import build_scripts  # noqa: E402


@pytest.mark.parametrize("name", sorted(build_scripts.SCRIPTS))
def test_the_committed_script_is_what_the_builder_builds(name: str) -> None:
    built = build_scripts.SCRIPTS[name]().as_text()
    assert built == (UPKEEP / f"{name}.json").read_text(encoding="utf-8")
