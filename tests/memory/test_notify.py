"""The 💾 notification lines for off / on / verbose."""

from __future__ import annotations

from reverie.memory.entries import DELIMITER
from reverie.memory.pending import staging
from reverie.memory.pending.notify import notify
from tests.conftest import make_settings


def outcomes(settings):
    path = settings.memory_file("memory")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(DELIMITER.join(["Old editor: vim", "Stale fact"]))
    bg = "background_review"
    return [
        staging.stage(settings, staging.StageRequest({"action": "add", "target": "memory", "content": "Uses ruff " * 20},
                                                     origin=bg)),
        staging.stage(settings, staging.StageRequest({"action": "add", "target": "user", "content": "Prefers terse replies"},
                                                     origin=bg)),
        staging.stage(settings, staging.StageRequest({"action": "add", "target": "user", "content": "Prefers terse replies"},
                                                     origin=bg)),  # exact duplicate: applied but changed nothing
        staging.stage(settings, staging.StageRequest({"action": "replace", "target": "memory", "old_text": "vim",
                                                      "content": "Editor: helix"}, origin=bg)),
        staging.stage(settings, staging.StageRequest({"action": "remove", "target": "memory", "old_text": "Stale"},
                                                     origin=bg)),
        staging.stage(settings, staging.StageRequest({"action": "remove", "target": "memory", "old_text": "nothing"},
                                                     origin=bg)),  # refused: not announced
    ]


def settings_with(home, env, mode):
    return make_settings(home, env, display={"memory_notifications": mode})


def test_on_prints_one_line_per_target_and_the_staged_count(home, clean_env):
    s = settings_with(home, clean_env, "on")
    printed = []
    lines = notify(s, outcomes(s), echo=printed.append)
    assert lines == printed == ["💾 Memory updated", "💾 User profile updated",
                                "💾 2 memory change(s) staged for approval"]


def test_verbose_adds_a_preview_per_operation(home, clean_env):
    s = settings_with(home, clean_env, "verbose")
    lines = notify(s, outcomes(s), echo=lambda _: None)
    assert lines[0] == "💾 Memory updated"
    assert lines[1].startswith("  ➕ Uses ruff Uses ruff") and lines[1].endswith("…")
    assert len(lines[1]) == len("  ➕ ") + 120
    assert lines[2:] == ["💾 User profile updated", "  ➕ Prefers terse replies",
                         "💾 2 memory change(s) staged for approval",
                         "  ✏️ Editor: helix", "  ➖ Stale fact"]


def test_off_prints_nothing(home, clean_env):
    s = settings_with(home, clean_env, "off")
    printed = []
    assert notify(s, outcomes(s), echo=printed.append) == [] and printed == []


def test_nothing_to_say_prints_nothing(settings):
    assert notify(settings, [], echo=lambda _: None) == []
