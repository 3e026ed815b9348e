"""The consolidate job kind, `reverie run`, `queue --json`, /metrics, the console and
`doctor` (issue 20): with nobody approving, every one of them shows the waiting facts."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient

from reverie.config import FakeClock, load_settings
from reverie.jobs.kinds import default_kinds
from reverie.memory.pending.staging import list_pending
from reverie.memory.upkeep.protection import protect
from reverie.worker.cli import cli
from reverie.worker.doctor import diagnose
from reverie.worker.monitor import queue_status
from reverie.worker.run import run_once
from reverie.worker.web.app import create_app
from reverie.worker.web.metrics import status_metrics
from reverie.worker.web.security import Access
from tests.upkeep.support import live, port_fact, say, waiting


def home_with(home, limit=600, extra=""):
    (home / "config.yaml").write_text(f"memory:\n  memory_char_limit: {limit}\n{extra}")
    return load_settings(home, environ={"HOME": str(home.parent)})


def sessions(settings, start, n):
    for i in range(start, start + n):
        say(settings, f"s{i:03d}", port_fact(i), day=i)


def test_consolidate_is_a_row_of_the_one_kind_table():
    kind = default_kinds()["consolidate"]
    assert kind.per_session and kind.found_by == "scan" and kind.purposes == ("consolidate",)
    assert not kind.needs_budget and default_kinds()["review"].follow_up is not None


def test_a_run_consolidates_after_its_reviews_and_says_what_waits(home, clean_env):
    s = home_with(home)
    sessions(s, 0, 16)
    report = run_once(s, workers=2)
    items = [i for i in report.staged if i["kind"] == "consolidate"]
    (record,) = list_pending(s)
    # Usually one consolidation. With two workers, one can start while the other still
    # reviews the last session (review19's R21, seen under load): that review's entries
    # make the target due again, and a second consolidation replaces the first's record.
    # Either way the run ends with one record, the one its last consolidation staged.
    assert 1 <= len(items) <= 2
    assert all(i["session_id"] == "memory" and i["staged"] == 1 for i in items)
    assert items[-1]["operations"][0]["record_id"] == record.id
    view = report.memory["memory"]
    assert view["waiting"] == len(waiting(s)) == 16 - len(live(s)) > 0
    assert view["consolidation_pending"] == record.id and not view["stalled"]
    out = CliRunner().invoke(cli, ["--home", str(home), "run", "--once"])
    assert out.exit_code == 0, out.output
    assert "fact(s) wait for room in memory" in out.output and record.id in out.output


def test_with_nobody_approving_queue_metrics_console_and_doctor_show_the_waiting_facts(
        home, clean_env):
    # A cap above the file's limit: this test is about showing what waits (the cap's own
    # tests are tests/upkeep/test_waiting_cap.py).
    s = home_with(home, extra="reverie:\n  garden:\n    waiting_cap: 2\n")
    for week in range(3):             # three weeks, nobody approves anything
        sessions(s, week * 7, 7)
        run_once(s, workers=2)
    assert len(list_pending(s)) == 1                   # one consolidation, replaced as it grew
    n = len(waiting(s))
    assert n == 21 - len(live(s)) > 0

    status = queue_status(s)
    view = status.memory.targets["memory"].upkeep
    assert (view.waiting, view.archived) == (n, 0) and view.usage_ratio > 0.8
    metrics = {(m.name, tuple(sample.labels.items())): sample.value
               for m in status_metrics(status) for sample in m.samples}
    assert metrics[("reverie_memory_waiting", (("target", "memory"),))] == n
    assert metrics[("reverie_memory_archived", (("target", "memory"),))] == 0
    assert metrics[("reverie_memory_usage_ratio", (("target", "memory"),))] == view.usage_ratio
    out = CliRunner().invoke(cli, ["--home", str(home), "queue", "--json"])
    assert json.loads(out.output)["memory"]["targets"]["memory"]["waiting"] == n

    access = Access(bind_host="127.0.0.1", port=9120, clock=FakeClock())
    with TestClient(create_app(s, access), base_url="http://127.0.0.1:9120",
                    headers={"authorization": f"Bearer {access.token}"}) as client:
        upkeep = client.get("/api/memory").json()["upkeep"]["memory"]
        assert upkeep["waiting"] == len(upkeep["waiting_facts"]) == n
        page = client.get("/memory", headers={"accept": "text/html"}).text
        assert f"{n} waiting" in page and "Waiting for room" in page and "waits for approval" in page

    (finding,) = [f for f in diagnose(home, environ=s.environ).findings
                  if f.check == "memory_upkeep"]
    assert f"{n} fact(s) wait for room in memory" in finding.message
    assert list_pending(s)[0].id in finding.message


def test_a_stalled_file_is_said_loudly(home, clean_env):
    """Above high water with facts waiting and nothing that can move: no consolidation can
    be pending, and `run`, `doctor` and the status say so."""
    s = home_with(home)
    sessions(s, 0, 16)
    run_once(s, workers=1)
    from reverie.memory.pending.staging import reject

    reject(s, "all", who="op")
    for entry in live(s):
        protect(s, "memory", entry, who="op")
    sessions(s, 16, 1)
    out = CliRunner().invoke(cli, ["--home", str(home), "run", "--once"])
    assert "no consolidation is pending" in out.output and list_pending(s) == []
    report = queue_status(s).memory.targets["memory"].upkeep
    assert report.stalled and "above high water" in report.attention
    (finding,) = [f for f in diagnose(home, environ=s.environ).findings
                  if f.check == "memory_upkeep"]
    assert "no consolidation is pending" in finding.message


def test_a_spent_budget_does_not_stop_upkeep(home, clean_env):
    s = home_with(home)
    sessions(s, 0, 16)
    run_once(s, workers=1)
    from reverie.memory.pending.staging import reject

    reject(s, "all", who="op")                       # the waiting facts stay waiting
    protect(s, "memory", live(s)[-1], who="op")      # and the state changed: due again
    spent = home_with(home, extra="reverie:\n  budget:\n    daily_input_tokens: 0\n")
    sessions(spent, 16, 1)                            # a review would wait for the budget
    report = run_once(spent, workers=1)
    assert [i["kind"] for i in report.staged] == ["consolidate"]
    assert report.finished == {"done": 1}             # the review waits for the budget


@pytest.mark.parametrize("enabled", [False])
def test_upkeep_off_enqueues_no_consolidation(home, clean_env, enabled):
    s = home_with(home, extra=f"reverie:\n  garden:\n    enabled: {str(enabled).lower()}\n")
    sessions(s, 0, 16)
    report = run_once(s, workers=1)
    assert not [i for i in report.staged if i["kind"] == "consolidate"] and list_pending(s) == []


def test_a_reviews_follow_up_judges_the_file_its_write_left_without_reading_it_again(
        home, clean_env, monkeypatch):
    """The follow-up (is a consolidation due now?) looks at the entries the review's own
    write left: the store's write hands them on, so the file just written is not read and
    parsed again (issue 27). The answer is the one a read would give."""
    from types import SimpleNamespace

    from reverie.memory.pending.staging import StageRequest, stage
    from reverie.memory.store import MemoryStore

    s = home_with(home, limit=300)
    clock = FakeClock(1_700_000_000.0)
    facts = [f"build host {i} answers on port {8000 + i} for the nightly jobs" for i in range(5)]
    outcomes = [stage(s, StageRequest({"action": "add", "target": "memory", "content": fact},
                                      origin="background_review"), clock=clock)
                for fact in facts]
    assert [o.status for o in outcomes] == ["applied"] * 5
    on_disk = MemoryStore(s).entries("memory")
    assert outcomes[-1].entries_after == on_disk and on_disk[-1] == facts[-1]

    reads: list[str] = []
    real_read = MemoryStore._read_bytes

    def counted(path):
        reads.append(path.name)
        return real_read(path)

    monkeypatch.setattr(MemoryStore, "_read_bytes", staticmethod(counted))
    ctx = SimpleNamespace(settings=s, clock=clock)
    result = SimpleNamespace(outcomes=outcomes, waiting=[])
    due = default_kinds()["review"].follow_up(ctx, result)
    assert due == [("consolidate", "memory")]         # above high water: due now
    assert "MEMORY.md" not in reads
