"""docs/alerts.yml: valid Prometheus rules (`promtool check rules`), each alert unit-tested
(`promtool test rules` over tests/worker/alerts_test.yml), over metrics /metrics serves."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import yaml
from prometheus_client.parser import text_string_to_metric_families

from reverie.config import SYSTEM_CLOCK
from reverie.jobs.homes import HomeSet
from reverie.jobs.tasks import default_tasks
from reverie.worker.pool import Pool
from reverie.worker.web.metrics import render_metrics
from tests.web.support import seed

REPO = Path(__file__).resolve().parents[2]
RULES = REPO / "docs" / "alerts.yml"
CASES = Path(__file__).with_name("alerts_test.yml")


def promtool() -> str:
    found = shutil.which("promtool")
    assert found, "promtool is missing: install Debian's prometheus package (README's test command)"
    return found


def test_the_rules_check() -> None:
    done = subprocess.run([promtool(), "check", "rules", str(RULES)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"SUCCESS: {len(alerts())} rules found" in done.stdout


def test_each_alert_fires_when_it_should_and_only_then() -> None:
    done = subprocess.run([promtool(), "test", "rules", str(CASES)], capture_output=True,
                          text=True, timeout=120, cwd=CASES.parent)
    assert done.returncode == 0, done.stdout + done.stderr
    tested = {case["alertname"] for test in yaml.safe_load(CASES.read_text())["tests"]
              for case in test["alert_rule_test"]}
    assert tested == {rule["alert"] for rule in alerts()}
    # every alert is tested both quiet and firing
    for test in yaml.safe_load(CASES.read_text())["tests"]:
        assert any(c["exp_alerts"] for c in test["alert_rule_test"])


def test_the_issue_asks_for_these_alerts() -> None:
    exprs = {rule["alert"]: rule["expr"] for rule in alerts()}
    assert "reverie_pending_oldest_age_seconds" in exprs["ReveriePendingTooOld"]
    assert "reverie_memory_waiting" in exprs["ReverieFactsWaitingForRoom"]
    assert "reverie_dead_letters" in exprs["ReverieDeadLettersGrowing"]
    assert "reverie_scheduler_up" in exprs["ReverieNoLiveScheduler"]
    assert "reverie_budget_input_tokens_today" in exprs["ReverieBudgetNearlySpent"]


def alerts() -> list[dict]:
    return [rule for group in yaml.safe_load(RULES.read_text())["groups"]
            for rule in group["rules"]]



def test_every_metric_the_rules_read_is_one_metrics_serves(home, clean_env) -> None:
    settings = seed(home).settings
    text = render_metrics(settings, default_tasks(settings), SYSTEM_CLOCK).decode()
    # A console with a pool (`serve --homes`) adds the per-home series.
    pool = Pool(HomeSet((str(home),)), environ={}, reconcile_memory=False)
    pool.refresh(first=True)
    try:
        text += render_metrics(settings, default_tasks(settings), SYSTEM_CLOCK,
                               pool=pool).decode()
    finally:
        pool.close()
    served = {sample.name for family in text_string_to_metric_families(text)
              for sample in family.samples}
    read = {name for rule in alerts() for name in re.findall(r"\breverie_[a-z_]+", rule["expr"])}
    assert read and read <= served, read - served
