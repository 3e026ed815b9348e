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
from tests.conftest import free_port

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
        # out one or two backoffs (0.5-2 s) rather than up to 4 s, and still logs a retry.
        f"    api_key: {API_KEY}\n    timeout: 1\n"
        "reverie:\n  queue: {retries: 0}\n")  # run --once fails fast instead of retrying
    assert reverie(home, clean_env, "ingest", str(EXAMPLES)).returncode == 0

    outputs = []
    for args in (["--debug", "review", "2026-11-06-atlas-setup", "--now"], ["run", "--once"],
                 ["queue", "failed", "--json"], ["config", "show"]):
        done = reverie(home, clean_env, *args)
        outputs.append(done.stdout + done.stderr)
    assert "Cannot reach" in outputs[0] and "bob:***@127.0.0.1" in outputs[0]  # the error is useful
    assert "retry 1 of" in outputs[0]  # the retry's log line went through the same masking
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


def test_every_reverie_error_hides_url_passwords() -> None:
    for exc in (ProviderError("Cannot reach http://u:pw-123@host:1/v1.", hint="Retry."),
                QueueError("Redis at redis://:pw-123@10.0.0.1:6379/0 refused.")):
        assert "pw-123" not in str(exc) and "***@" in str(exc)
