"""Issue 30, item 7: the README's first screen says what Reverie is and shows the two
commands, and a Hermes user meets their three steps before the deep sections."""

from __future__ import annotations

import re
from pathlib import Path

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
FIRST_SCREEN_LINES = 24


def test_the_first_screen_says_what_it_is_and_shows_the_two_commands():
    screen = "\n".join(README.splitlines()[:FIRST_SCREEN_LINES])
    assert "Reverie learns an AI agent's long-term memory" in screen
    assert re.search(r"^reverie ingest \S+", screen, re.M)
    assert re.search(r"^reverie run --once", screen, re.M)


def test_hermes_users_see_their_three_steps_before_the_deep_sections():
    headings = re.findall(r"^## (.+)$", README, re.M)
    hermes = headings.index("Beside Hermes Agent: three steps")
    assert hermes == 0, headings
    section = README.split("## Beside Hermes Agent: three steps", 1)[1].split("\n## ", 1)[0]
    steps = re.findall(r"^\*\*(\d)\.\*\*", section, re.M)
    assert steps == ["1", "2", "3"]
    for needed in ("pip install .", "hermes plugins enable reverie",
                   "memory.nudge_interval 0", "service install", "reverie doctor"):
        assert needed in section, needed
