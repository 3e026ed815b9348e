"""Limits as users raise them (issue 32 item 5): memory_char_limit 5,000 and
user_char_limit 4,000 reach the store, the agent's tool, the review prompt and the upkeep
thresholds; nothing falls back to the defaults (2,200 / 1,375)."""

from __future__ import annotations

import pytest

from reverie.memory.entries import DELIMITER
from reverie.memory.upkeep.status import read_only_status
from reverie.review.engine import review_session
from reverie.review.tools import AgentTools
from reverie.search_index import SessionStore
from tests.conftest import make_settings
from tests.review.test_spoken_rows import Recording


def _fill(n: int, tag: str) -> list[str]:
    """``n`` distinct entries of 99 characters (about 102 each with the delimiter)."""
    return [f"{tag} fact {i:03d}: " + "x" * (99 - len(f"{tag} fact {i:03d}: ")) for i in range(n)]


@pytest.fixture
def raised(home, clean_env):
    (home / "config.yaml").write_text(
        "memory:\n  memory_char_limit: 5000\n  user_char_limit: 4000\n")
    settings = make_settings(home, clean_env)
    (home / "memories").mkdir()
    # 45 entries: 4,587 characters in MEMORY.md, 36 in USER.md: 3,669 (both past the defaults)
    memory, user = _fill(45, "Host"), _fill(36, "User")
    settings.memory_file("memory").write_text(DELIMITER.join(memory), encoding="utf-8")
    settings.memory_file("user").write_text(DELIMITER.join(user), encoding="utf-8")
    return settings, len(DELIMITER.join(memory)), len(DELIMITER.join(user))


def test_the_store_and_the_tool_follow_5000_and_4000(raised) -> None:
    settings, used_memory, used_user = raised
    assert (used_memory, used_user) == (4_587, 3_669)
    tools = AgentTools(settings)
    try:
        fits = tools.call("memory", {"action": "add", "target": "memory",
                                     "content": "Deploys from the ci-runner-9 host."})
        assert fits["success"] is True and fits["usage"].endswith("/5,000 chars")
        too_big = tools.call("memory", {"action": "add", "target": "memory",
                                        "content": "y" * 400})
        assert too_big["success"] is False and "/5,000 chars" in too_big["error"]
        user = tools.call("memory", {"action": "add", "target": "user",
                                     "content": "Prefers metric units."})
        assert user["success"] is True and user["usage"].endswith("/4,000 chars")
    finally:
        tools.close()


def test_the_review_prompt_and_upkeep_thresholds_follow_them(raised, clock) -> None:
    settings, used_memory, used_user = raised
    with SessionStore.open(settings) as store:
        store.append_message("s1", "user", "Remember that my editor is helix.", source="cli")
    provider = Recording()
    review_session(settings, "s1", provider=provider, clock=clock, echo=lambda _: None)
    prompt = provider.seen[0]
    assert f"{used_memory:,}/5,000 chars" in prompt and f"{used_user:,}/4,000 chars" in prompt
    assert "2,200" not in prompt and "1,375" not in prompt
    status = read_only_status(settings)
    assert status["memory"]["limit"] == 5_000 and status["user"]["limit"] == 4_000
    # high water 0.8: 4,000 of 5,000 and 3,200 of 4,000 — both files are above it
    assert status["memory"]["above_high_water"] and status["user"]["above_high_water"]
