"""An id a user types is named in an error line cut to one short line: `{id!r}` kept a
40,000-character id whole, so `memory approve`, `memory diff`, `memory journey delete`,
`queue drop` and `queue retry`, and the console's API for the same ids, answered with a
40 KB "error line". The start of the id and its length are what identify it. So is any
other value a user gives that an error names (session 23): a setting's key or value, a
profile, a file to ingest; the console's filters, session ids and versions."""

from __future__ import annotations

from pathlib import Path

import pytest
from starlette.testclient import TestClient

from reverie.config import FakeClock
from reverie.worker.web.app import create_app
from reverie.worker.web.security import Access
from tests.bad_input_support import run_main
from tests.web.support import seed

LONG = "c0ffee" * 7_000          # 42,000 characters, hex: the shape of a real id, too long
SHOWN = f"'{LONG[:80]}…(42,000 chars)'"


@pytest.mark.parametrize("args", [
    ("memory", "approve", LONG), ("memory", "reject", LONG), ("memory", "diff", LONG),
    ("memory", "journey", "delete", LONG), ("queue", "drop", LONG), ("queue", "retry", LONG),
])
def test_a_long_id_is_named_in_one_short_line(home: Path, clean_env, args) -> None:
    seed(home)
    code, out, err = run_main(home, *args)
    assert code in (1, 2)      # 2: a usage error (not an id at all), as click says it
    lines = [line for line in (out + err).splitlines() if line.strip()]
    assert len(lines) == 1 and len(lines[0]) < 400, lines
    assert SHOWN in lines[0]


@pytest.mark.parametrize("path", [f"/api/queue/{LONG}/drop", f"/api/queue/{LONG}/retry"])
def test_the_console_names_a_long_id_in_one_short_line(home: Path, clean_env, path) -> None:
    access = Access(bind_host="127.0.0.1", port=9120, clock=FakeClock())
    with TestClient(create_app(seed(home).settings, access), base_url="http://127.0.0.1:9120",
                    headers={"authorization": f"Bearer {access.token}"}) as client:
        answer = client.post(path, json={})
    assert answer.status_code == 400
    assert SHOWN in answer.json()["error"] and len(answer.text) < 400, answer.text[:500]


@pytest.mark.parametrize("args", [
    ("config", "set", "reverie.queue.workers", LONG), ("config", "set", LONG, "1"),
    ("config", "get", LONG), ("--profile", LONG, "memory", "show"), ("ingest", f"/nonexistent/{LONG}"),
])
def test_any_long_value_an_error_names_is_cut(home: Path, clean_env, args) -> None:
    seed(home)
    code, out, err = run_main(home, *args)
    assert code in (1, 2)
    lines = [line for line in (out + err).splitlines() if line.strip()]
    assert len(lines) == 1 and len(lines[0]) < 600, lines[0][:700]
    assert LONG[:40] in lines[0] and "…(42,0" in lines[0], lines[0][:300]


@pytest.mark.parametrize(("method", "path", "body", "status"), [
    ("get", f"/api/pending?kind={LONG}", None, 400),
    ("get", f"/api/pending?state={LONG}", None, 400),
    ("get", f"/api/sessions/{LONG}", None, 404),
    ("get", f"/sessions/{LONG}", None, 404),
    ("post", "/api/pending/{record}/approve", {"version": LONG}, 409),
])
def test_the_console_names_any_long_value_in_one_short_line(home: Path, clean_env, method,
                                                            path, body, status) -> None:
    seeded = seed(home)
    access = Access(bind_host="127.0.0.1", port=9120, clock=FakeClock())
    with TestClient(create_app(seeded.settings, access), base_url="http://127.0.0.1:9120",
                    headers={"authorization": f"Bearer {access.token}"}) as client:
        url = path.format(record=seeded.add_memory)
        answer = client.post(url, json=body) if method == "post" else client.get(url)
    assert answer.status_code == status
    assert len(answer.text) < 4000, answer.text[:500]
    assert LONG[:40] in answer.text and "…(42,0" in answer.text, answer.text[:500]


@pytest.mark.parametrize(("length", "whole"), [(900, True), (1_024, True), (1_025, False),
                                                (1_500, False)])
def test_a_value_is_echoed_whole_up_to_1_kb(home: Path, clean_env, length, whole) -> None:
    """Real paths and names are longer than an id (a pytest home is ~90 characters):
    cut_echoes cuts only past ECHO_CHARS (review25 R15: at 80, real paths were cut)."""
    from reverie.config.terminal import ECHO_CHARS

    assert ECHO_CHARS == 1_024
    key = "x" * length
    code, _, err = run_main(home, "config", "get", key)
    assert code in (1, 2)
    assert (f"'{key}'" in err) is whole, err[:200]
    assert ("…(" in err) is not whole and len(err) < length + 200, err[:200]
