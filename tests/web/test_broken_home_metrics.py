"""tester9: /metrics of a console whose home's journal.db is damaged answered starlette's
bare "Internal Server Error" and logged a traceback on every scrape. It now answers 503
with one line naming the file (Prometheus counts the scrape as failed, so `up` is 0 and
the alert rules fire) and logs one line, without a traceback."""

from __future__ import annotations

import signal
from pathlib import Path

import httpx

from tests.web.conftest import HTTP_TIMEOUT, start_console
from tests.worker.conftest import write_config


def test_metrics_of_a_home_with_a_damaged_journal_db_is_one_line(home: Path, spawn) -> None:
    write_config(home)
    journal_db = home / "reverie" / "journal.db"
    journal_db.parent.mkdir(parents=True, exist_ok=True)
    journal_db.write_bytes(b"this is not a database" * 500)
    proc, url = start_console(spawn, home)
    base, token = url.split("/?token=")
    r = httpx.get(f"{base}/metrics", headers={"authorization": f"Bearer {token}"},
                  timeout=HTTP_TIMEOUT)
    assert r.status_code == 503, r.text
    assert str(journal_db) in r.text and "not a database" in r.text
    assert r.text.strip().count("\n") == 0, r.text
    proc.signal(signal.SIGTERM)
    proc.wait(30)
    out = proc.output()
    assert "Traceback" not in out, out
    assert str(journal_db) in out
