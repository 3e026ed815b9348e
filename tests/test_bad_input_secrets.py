"""Secrets never reach output, logs or the journal, even in error paths: a base_url with a
password and an API key, against an endpoint on 127.0.0.1 that refuses connections.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from reverie.config import ProviderError, QueueError
from reverie.config.clock import FakeClock
from reverie.config.errors import TransientProviderError
from reverie.review.providers import RetryPolicy, call_with_retry, get_provider
from tests.conftest import free_port
from tests.fakes.helpers import provider_settings

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "sessions.jsonl"
REVERIE = [sys.executable, "-c", "from reverie.worker.cli import main; main()"]
PASSWORD = "hunter2pass"
API_KEY = "sk-TOPSECRETKEY123"


def reverie(home: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([*REVERIE, "--home", str(home), *args], env=env, capture_output=True,
                          text=True, timeout=120)


@pytest.mark.slow
def test_a_failing_model_call_never_shows_the_url_password_or_key(home: Path, clean_env) -> None:
    port = free_port()  # nothing listens there: every call fails with a connection error
    (home / "config.yaml").write_text(
        "auxiliary:\n  background_review:\n    provider: openai\n"
        f"    base_url: http://bob:{PASSWORD}@127.0.0.1:{port}/v1\n"
        # timeout 1: a review's retries stop at 2 * timeout, so each failing review waits
        # out at most one or two backoffs (0.5-2 s) rather than up to 4 s. Whether it retries
        # at all depends on how fast the machine is, so the retry line is tested in-process.
        f"    api_key: {API_KEY}\n    timeout: 1\n"
        "reverie:\n  queue: {retries: 0}\n")  # run --once fails fast instead of retrying
    assert reverie(home, clean_env, "ingest", str(EXAMPLES)).returncode == 0

    outputs = []
    for args in (["--debug", "review", "2026-11-06-atlas-setup", "--now"], ["run", "--once"],
                 ["queue", "failed", "--json"], ["config", "show"]):
        done = reverie(home, clean_env, *args)
        outputs.append(done.stdout + done.stderr)
    assert "Cannot reach" in outputs[0] and "bob:***@127.0.0.1" in outputs[0]  # the error is useful
    for text in outputs:
        assert PASSWORD not in text and API_KEY not in text

    with sqlite3.connect(home / "reverie" / "journal.db") as conn:
        tables = [t for (t,) in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        for table in tables:
            for (col,) in [(r[1],) for r in conn.execute(f"PRAGMA table_info({table})")]:
                (hits,) = conn.execute(f"SELECT count(*) FROM {table} WHERE CAST({col} AS TEXT)"
                                       " LIKE ? OR CAST({col} AS TEXT) LIKE ?".replace("{col}", col),
                                       (f"%{PASSWORD}%", f"%{API_KEY}%")).fetchone()
                assert hits == 0, (table, col)


def retry_log_line(fn, caplog) -> str:
    """The one retry line the real retry loop logs for ``fn``, which always fails: a fake
    clock, a fixed jitter and a sleep that only moves the clock, so one retry, always."""
    clock = FakeClock()
    policy = RetryPolicy(attempts=2, deadline=2.0)    # what a review with timeout 1 uses
    with pytest.raises(TransientProviderError):
        call_with_retry(fn, policy=policy, clock=clock, rng=lambda: 0.0, sleep=clock.advance)
    assert clock.monotonic() == 1.0                   # it waited out one backoff, no more
    [line] = [r.getMessage() for r in caplog.records if "retry 1 of 1" in r.getMessage()]
    return line


def test_the_retry_log_line_never_shows_the_url_password_or_key(caplog) -> None:
    # The process test's failing call, through the real provider.
    port = free_port()  # nothing listens there: the call fails with a connection error
    settings = provider_settings("openai", base_url=f"http://bob:{PASSWORD}@127.0.0.1:{port}/v1",
                                 api_key=API_KEY, timeout=1)
    with get_provider(settings, {}) as provider:
        line = retry_log_line(lambda: provider.generate_text("p"), caplog)
    assert "Cannot reach" in line and "bob:***@127.0.0.1" in line  # the error is useful
    assert PASSWORD not in line and API_KEY not in line  # even before any log formatter

    # An error that names the secrets itself (the provider above masks its own message
    # first): the retry line's own masking is what keeps them out.
    def leaky() -> None:
        raise TransientProviderError(
            f"Cannot reach http://bob:{PASSWORD}@127.0.0.1:{port}/v1?key={API_KEY}.")

    caplog.clear()
    line = retry_log_line(leaky, caplog)
    assert "bob:***@127.0.0.1" in line and "key=***" in line
    assert PASSWORD not in line and API_KEY not in line


def test_every_reverie_error_hides_url_passwords() -> None:
    for exc in (ProviderError("Cannot reach http://u:pw-123@host:1/v1.", hint="Retry."),
                QueueError("Redis at redis://:pw-123@10.0.0.1:6379/0 refused.")):
        assert "pw-123" not in str(exc) and "***@" in str(exc)
