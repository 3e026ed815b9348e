"""Issue 30, item 5: what a new user saw on the way, each said plainly.

Ages read "never", "just now" or a real age (not "32080219.7s ago" or "-1.0s ago"); an
offline home's cost line reads "no cost (offline reviewer)"; token figures say what they
count; a summary says which provider made it; a second `reverie run` says it stands
by; a negative number gets the setting's range, not click's "No such option".
"""

from __future__ import annotations

import os
import re
import signal
from pathlib import Path

import filelock

from reverie.config import load_settings
from reverie.jobs.ledger import JobLedger
from reverie.worker.cli.queue_cmd import ago
from tests.bad_input_support import run_main
from tests.worker.conftest import wait_for

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def test_ages_read_as_people_read_them():
    assert ago(None) == "never"
    assert ago(-1.0) == "just now" and ago(0.4) == "just now"
    assert ago(45) == "45s ago" and ago(3 * 3600 + 5) == "3h ago"
    assert ago(32080219.7) == "371d ago"


def test_queue_of_an_offline_home_after_the_demo(tmp_path, clean_env):
    home = tmp_path / "demo"
    assert run_main(home, "ingest", str(EXAMPLES / "sessions.jsonl"), env=clean_env)[0] == 0
    code, out, err = run_main(home, "run", "--once", env=clean_env)
    assert code == 0, err
    # The example sessions are from 2025: summarised as idle, each line naming its maker.
    summaries = [line for line in out.splitlines() if line.startswith("  summarised")]
    assert summaries and all(line.endswith("(summary by the offline heuristic)")
                             for line in summaries), out
    # A scheduler heartbeat a little ahead of our clock (another host's) reads "just now".
    settings = load_settings(home, environ=clean_env)
    ledger = JobLedger(settings)
    ledger.beat("scheduler", f"elsewhere:{os.getpid()}:t", "leader")
    ledger.close()
    code, out, err = run_main(home, "queue", env=clean_env)
    assert code == 0, err
    assert "no cost (offline reviewer); the offline reviewer read ~" in out
    assert "$0.0" not in out and "0.0 USD" not in out
    assert not re.search(r"-?\d+\.\ds ago", out), out       # no raw float seconds, no negatives
    assert re.search(r"heartbeat (just now|\d+s ago)", out), out


def test_a_negative_number_gets_the_settings_range(home, clean_env):
    code, out, err = run_main(home, "config", "set", "reverie.queue.workers", "-3",
                              env=clean_env)
    assert code == 1, (out, err)
    assert err.strip() == "Error: reverie.queue.workers must be at least 1, not -3."
    assert not (home / "config.yaml").exists()


def test_a_second_run_says_it_stands_by(home, clean_env, spawn):
    """The leader is this test holding the home's scheduler lock (what a first `reverie
    run` holds); the second run must say, once, that it waits."""
    settings = load_settings(home, environ=clean_env)
    settings.reverie_dir.mkdir(mode=0o700)
    lock = filelock.FileLock(settings.scheduler_lock, mode=0o600, thread_local=False)
    with lock.acquire(timeout=5):
        second = spawn(["run"], home)
        wait_for(lambda: "standing by" in second.output(), timeout=60,
                 message="the standby line")
        second.signal(signal.SIGTERM)
        second.wait(60)
    lines = [line for line in second.output().splitlines() if "standing by" in line]
    assert len(lines) == 1 and lines[0].endswith("another run leads this home; standing by")


def test_the_cost_line_names_the_offline_reviewer_only_when_it_read_something():
    """Session 34 (tester26): with a real model whose server went away mid-call, every call
    failed and `reverie queue` said "no cost (offline reviewer)" of a home reviewed by a
    model; a home that had made no call yet read the same. Failed calls are recorded with
    no tokens, so the line says what is known."""
    from reverie.worker.cli.queue_cmd import _cost_line
    from reverie.worker.status import Cost

    assert _cost_line(Cost(window_days=30, calls=2)) == (
        "no cost: 2 model call(s), no tokens recorded (last 30 days)")
    assert _cost_line(Cost(window_days=30)) == "no cost: no model call yet (last 30 days)"
    offline = _cost_line(Cost(window_days=30, calls=3, input_tokens=900,
                              offline_input_tokens=900))
    assert offline == "no cost (offline reviewer); the offline reviewer read ~900 tokens (last 30 days)"
