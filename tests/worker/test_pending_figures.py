"""`queue --json`, `queue` and ``/metrics`` report pending records by state and the oldest
pending age (issue 22 item 2)."""

from __future__ import annotations

import json
import time
from pathlib import Path

from click.testing import CliRunner
from prometheus_client.parser import text_string_to_metric_families

from reverie.memory.pending.staging import StageRequest, stage
from reverie.worker import monitor
from reverie.worker.cli import cli
from reverie.worker.web.metrics import status_metrics
from tests.memory.support import write_entries
from tests.web.support import write_hermes_record
from tests.worker.conftest import settings_for, write_config

DAY = 86400.0


def _seed(home: Path):
    write_config(home, memory={"write_approval": True}, reverie={"staging": {"max_age_days": 30}})
    s = settings_for(home)
    write_entries(s, "memory", ["Editor is vim", "Shell is zsh"])
    now = time.time()
    # waiting: staged three days ago (a Hermes-shaped record), and one just now
    write_hermes_record(s, "0000000a", {"action": "add", "target": "memory",
                                        "content": "Deploys on Tuesdays"},
                        "add to memory: Deploys on Tuesdays", created_at=now - 3 * DAY)
    stage(s, StageRequest({"action": "add", "target": "user", "content": "Likes tea"},
                          origin="assistant_tool"))
    # stale: pinned to an entry that is edited afterwards
    stage(s, StageRequest({"action": "replace", "target": "memory", "old_text": "zsh",
                           "content": "Shell is fish"}, origin="background_review"))
    write_entries(s, "memory", ["Editor is vim", "Shell is bash"])
    # expired: forty days old
    write_hermes_record(s, "0000000b", {"action": "add", "target": "memory",
                                        "content": "Uses tabs"},
                        "add to memory: Uses tabs", created_at=now - 40 * DAY)
    return s


def _queue_json(home: Path, monkeypatch) -> tuple[dict, monitor.QueueStatus]:
    """`queue --json` as printed, and the status it printed (kept by a spy on the real
    queue_status), so /metrics can be rendered from the very figures the CLI showed: the oldest
    age moves with the clock between two separate calls."""
    seen: list[monitor.QueueStatus] = []
    real = monitor.queue_status

    def spy(*args, **kwargs):
        seen.append(real(*args, **kwargs))
        return seen[-1]

    monkeypatch.setattr(monitor, "queue_status", spy)
    res = CliRunner().invoke(cli, ["--home", str(home), "queue", "--json"])
    monkeypatch.setattr(monitor, "queue_status", real)
    assert res.exit_code == 0, res.output
    assert len(seen) == 1
    return json.loads(res.output), seen[0]


def test_queue_json_text_and_metrics_carry_states_and_oldest_age(home: Path, monkeypatch) -> None:
    _seed(home)
    runner = CliRunner()
    status, printed = _queue_json(home, monkeypatch)
    memory = status["memory"]
    assert memory["pending_records"] == 4
    assert memory["pending_by_state"] == {"pending": 2, "stale": 1, "expired": 1}
    # the oldest *waiting* record is three days old (the expired one no longer waits)
    assert 3 * DAY <= memory["pending_oldest_age_s"] < 3 * DAY + 60

    text = runner.invoke(cli, ["--home", str(home), "queue"])
    assert "pending records: 2 waiting for approval (oldest 3d old), 1 stale, 1 expired" \
        in text.output

    # /metrics and the CLI agree: the figures scraped from the exposition of the status the
    # CLI printed are the CLI's JSON.
    scraped = {(m.name, tuple(sorted(m.labels.items()))): m.value
               for f in text_string_to_metric_families(
                   "".join(_exposition(status_metrics(printed))))
               for m in f.samples}
    for state, n in memory["pending_by_state"].items():
        assert scraped[("reverie_pending_records", (("state", state),))] == n
    assert scraped[("reverie_pending_oldest_age_seconds", ())] == memory["pending_oldest_age_s"]
    # Who staged them (issue 32): Reverie's two beside Hermes' two tool records.
    assert memory["pending_by_origin"] == {"reverie": 2, "hermes_review": 0, "hermes_tool": 2}
    for origin, n in memory["pending_by_origin"].items():
        assert scraped[("reverie_pending_records_by_origin", (("origin", origin),))] == n


def test_the_listing_names_who_staged_each_record(home: Path) -> None:
    s = _seed(home)
    write_hermes_record(s, "0000000c", {"action": "remove", "target": "memory",
                                        "old_text": "Editor is vim"},
                        "background review consolidation (remove on memory): - remove: Editor is vim",
                        origin="background_review")
    res = CliRunner().invoke(cli, ["--home", str(home), "memory", "pending"])
    assert res.exit_code == 0, res.output
    by_id = {line.split()[0]: line for line in res.output.splitlines() if line[:1].isalnum()}
    assert "(Hermes tool," in by_id["0000000a"]
    assert "(Hermes background review," in by_id["0000000c"]
    assert sum("(Reverie," in line for line in by_id.values()) == 2
    res = CliRunner().invoke(cli, ["--home", str(home), "memory", "pending", "--json"])
    listed = {r["id"]: r["staged_by"] for r in json.loads(res.output)["pending"]}
    assert listed["0000000a"] == "hermes_tool" and listed["0000000c"] == "hermes_review"
    assert sorted(listed.values()).count("reverie") == 2


def test_memory_pending_json_has_counts_state_and_reasons(home: Path) -> None:
    _seed(home)
    res = CliRunner().invoke(cli, ["--home", str(home), "memory", "pending", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["counts"] == {"pending": 2, "stale": 1, "expired": 1}
    by_state = {p["state"]: p for p in data["pending"]}
    assert "changed or was removed" in by_state["stale"]["stale_reason"]
    assert by_state["expired"]["stale_reason"] is None
    assert "more than 30 day(s) ago" in by_state["expired"]["expired_reason"]
    assert all(len(p["version"]) == 16 for p in data["pending"])
    assert 3 * DAY <= data["oldest_pending_age_s"] < 3 * DAY + 60


def test_no_pending_record_is_an_age_of_zero_on_metrics(home: Path, monkeypatch) -> None:
    write_config(home)
    status, printed = _queue_json(home, monkeypatch)
    assert status["memory"]["pending_by_state"] == {"pending": 0, "stale": 0, "expired": 0}
    assert status["memory"]["pending_oldest_age_s"] is None
    text = "".join(_exposition(status_metrics(printed)))
    assert "reverie_pending_oldest_age_seconds 0.0" in text


def _exposition(families) -> list[str]:
    from prometheus_client import CollectorRegistry, generate_latest

    class One:
        def collect(self):
            return families

    registry = CollectorRegistry(auto_describe=False)
    registry.register(One())
    return [generate_latest(registry).decode()]
