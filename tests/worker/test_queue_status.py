"""`queue_status` is a typed tree (issue 27): metrics, the CLI, the console and the doctor
read it by attribute, and its JSON (`queue --json`, the console's /api/queue) keeps the keys
it always had — a key that appeared only with a value still appears only then."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from reverie.worker.cli import cli
from reverie.worker.monitor import queue_status
from reverie.worker.status import Cost, TargetFigures, TargetUpkeep
from tests.memory.support import write_entries
from tests.worker.conftest import settings_for, write_config

TOP = ["backend", "queue_name", "capabilities", "pending", "scheduled", "backend_error",
       "running", "retrying", "failed", "done", "deferred", "by_status", "jobs_by_kind",
       "dead_letters", "latency", "throughput", "cost", "budget", "oldest_due", "due_sessions",
       "kinds", "memory", "scanner_blocks", "scheduler", "workers"]
UPKEEP = ["usage_ratio", "high_water", "low_water", "above_high_water", "waiting", "archived",
          "consolidation_pending", "stalled", "attention"]


def test_the_json_has_the_keys_it_always_had_and_is_what_the_cli_prints(home: Path) -> None:
    write_config(home)
    s = settings_for(home)
    write_entries(s, "memory", ["Uses ruff"])
    status = queue_status(s)
    data = status.to_dict()
    assert list(data) == TOP          # a SQLite home: no `queues`, no `due_error`
    assert list(data["memory"]) == ["pending_records", "pending_by_state", "pending_by_origin",
                                    "pending_oldest_age_s", "targets"]
    assert list(data["memory"]["targets"]["memory"]) == ["entries", "chars", "limit", *UPKEEP]
    assert data["memory"]["targets"]["memory"]["entries"] == status.memory.targets["memory"].entries == 1
    assert list(data["latency"]["histogram"]["run_time"]) == ["cumulative", "sum", "count"]
    assert list(data["budget"]) == ["daily_input_tokens", "input_tokens_today", "spent"]
    assert "by_purpose" in data["cost"] and "error" not in data["cost"]
    printed = json.loads(CliRunner().invoke(cli, ["--home", str(home), "queue", "--json"]).output)
    assert printed == json.loads(json.dumps(data))   # the same figures, nothing moved in time


def test_keys_that_exist_only_with_a_value() -> None:
    assert Cost(window_days=7, error="journal.db is locked").to_dict() == {
        "window_days": 7, "error": "journal.db is locked"}
    upkeep = TargetUpkeep(usage_ratio=0.5, high_water=0.9, low_water=0.7,
                          above_high_water=False, waiting=0, archived=2,
                          consolidation_pending=None, stalled=False, attention=None)
    # The store unreadable, the upkeep tables read: only the upkeep keys (None values kept).
    assert list(TargetFigures(upkeep=upkeep).to_dict()) == UPKEEP
    assert TargetFigures(entries=1, chars=9, limit=100).to_dict() == {
        "entries": 1, "chars": 9, "limit": 100}
