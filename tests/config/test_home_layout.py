"""The layout of a home is spelled in config/home.py alone (issue 24, item 1)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from reverie.config import UsageError, load_settings
from reverie.config.home import Layout, profile_dir, profiles_of, root_of

REPO = Path(__file__).resolve().parents[2]
PACKAGES = ("config", "memory", "review", "jobs", "worker", "search_index")
# The names of the layout: joining one of them onto a path anywhere else re-derives it.
LAYOUT_NAMES = {"config.yaml", "state.db", "memories", "MEMORY.md", "USER.md", "pending",
                "memory", "reverie", "queue.db", "journal.db", "scheduler.lock", "home-id",
                "profiles", ".hermes"}
# Paths outside any home that happen to use one of those names: the service's key-file
# directory (~/.config/reverie) and launchd's log directory (~/Library/Logs/reverie).
NOT_A_HOME = {("worker/service/host.py", "reverie"), ("worker/service/managers.py", "reverie")}
# The plugin hook's durable marks are written on the agent's own thread, where importing
# reverie.config (and with it yaml) is what the light plugin import forbids
# (tests/jobs/test_plugin_import.py): the two names it joins are checked against the Layout
# by test_hook_marks_follow_the_layout instead.
LIGHT_HOOK = {("jobs/hookmarks.py", "reverie"), ("jobs/hookmarks.py", "state.db")}


def _path_joins(tree: ast.AST) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
            for side in (node.left, node.right):
                if isinstance(side, ast.Constant) and side.value in LAYOUT_NAMES:
                    found.append((node.lineno, side.value))
    return found


def test_only_config_home_joins_layout_names_onto_paths() -> None:
    offenders = []
    for package in PACKAGES:
        for path in sorted((REPO / package).rglob("*.py")):
            if path == REPO / "config" / "home.py":
                continue
            where = str(path.relative_to(REPO))
            for line, name in _path_joins(ast.parse(path.read_text(encoding="utf-8"))):
                if (where, name) not in NOT_A_HOME | LIGHT_HOOK:
                    offenders.append(f"{where}:{line} joins {name!r}")
    assert offenders == [], "use config.home.Layout / profile_dir instead:\n" + "\n".join(offenders)


def test_hook_marks_follow_the_layout(tmp_path: Path) -> None:
    from reverie.jobs import hookmarks

    layout = Layout(tmp_path)
    assert hookmarks.marks_dir(tmp_path) == layout.reverie_dir / hookmarks.DIRECTORY
    assert hookmarks.leave(tmp_path, "s1") is None  # no state.db: a hook creates nothing
    layout.state_db.write_bytes(b"")
    assert hookmarks.leave(tmp_path, "s1").parent == hookmarks.marks_dir(tmp_path)


def test_the_check_sees_a_join(tmp_path: Path) -> None:
    assert _path_joins(ast.parse('p = home / "pending"')) == [(1, "pending")]


def test_settings_paths_are_the_layout(tmp_path: Path) -> None:
    settings = load_settings(tmp_path, environ={})
    layout = Layout(tmp_path)
    assert settings.layout == layout
    assert settings.state_db == tmp_path / "state.db"
    assert settings.pending_dir == layout.pending_root / "memory"
    assert settings.journal_db == tmp_path / "reverie" / "journal.db"
    assert settings.memory_file("user") == tmp_path / "memories" / "USER.md"


def test_profiles_are_the_valid_directories_under_profiles(tmp_path: Path) -> None:
    for name in ("writer", "coder", "bad name", ".hidden"):
        (tmp_path / "profiles" / name).mkdir(parents=True)
    (tmp_path / "profiles" / "afile").write_text("")
    assert profiles_of(tmp_path) == [("coder", tmp_path / "profiles" / "coder"),
                                     ("writer", tmp_path / "profiles" / "writer")]
    assert profiles_of(tmp_path / "missing") == []
    coder = profile_dir(tmp_path, "coder")
    assert root_of(coder, "coder") == tmp_path and root_of(tmp_path, None) == tmp_path
    with pytest.raises(UsageError):
        profile_dir(tmp_path, "../etc")
