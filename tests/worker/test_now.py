"""`review --now` / `summarize --now` (jobs.now) take the session's lease like a worker's job:
concurrent runs make one model call, and a held lease refuses with who holds it."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from reverie.jobs.leases import Leases, lease_key
from reverie.jobs.ledger import JobLedger
from reverie.jobs.now import SessionBusy, review_now, summarize_now
from reverie.review.ledger import get_cursor
from reverie.search_index import SessionStore
from tests.fakes.gemini_server import FakeGeminiServer

from .conftest import (
    child_env,
    held_replies,
    heuristic_gemini,
    settings_for,
    wait_for,
    write_config,
)


@pytest.fixture
def model():
    with heuristic_gemini(latency=0.0) as server:
        yield server


def _settings(home: Path, model: FakeGeminiServer):
    write_config(home, auxiliary={
        "background_review": {"provider": "gemini", "base_url": model.url, "timeout": 10},
        "session_search": {"provider": "gemini", "base_url": model.url, "timeout": 10}})
    s = settings_for(home, child_env(GEMINI_API_KEY="k-test-not-a-real-key"))
    with SessionStore.open(s) as store:
        store.append_message("s1", "user", "Remember that the build host is hopper.example.org.")
        last = store.append_message("s1", "assistant", "Noted.")
    return s, last


def test_two_concurrent_reviews_now_make_one_model_call(home: Path, model) -> None:
    s, last = _settings(home, model)
    results: list[object] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            results.append(review_now(s, "s1", echo=lambda _line: None))
        except SessionBusy as exc:
            errors.append(exc)

    threads = [threading.Thread(target=run) for _ in range(2)]
    # The model holds its answer until one run has been refused: the other holds the lease
    # (and waits on the model) all the while, so the two overlap for certain.
    with held_replies(model):
        for t in threads:
            t.start()
        wait_for(lambda: errors, timeout=30, message="the second run to be refused")
    for t in threads:
        t.join(30)
    assert len(model.requests) == 1, "one model call, not two"
    assert len(results) == 1 and len(errors) == 1
    assert "already running" in errors[0].message and "try again later" in errors[0].message
    assert get_cursor(s, "s1") == last
    assert Leases(s, ttl=5).live() == {}, "the lease is released after the run"


def test_a_held_lease_refuses_now_and_names_the_holder(home: Path, model) -> None:
    s, _ = _settings(home, model)
    worker = Leases(s, ttl=60)
    assert worker.acquire(lease_key("review", "s1"))
    with pytest.raises(SessionBusy) as info:
        review_now(s, "s1")
    me = worker.identity
    assert info.value.message == (f"A review of s1 is already running (worker {me.host}:{me.pid});"
                                  " try again later.")
    assert worker.acquire(lease_key("summary", "s1")) and len(model.requests) == 0
    with pytest.raises(SessionBusy, match="A summary of s1 is already running"):
        summarize_now(s, "s1")
    assert len(model.requests) == 0 and get_cursor(s, "s1") == 0


def test_review_now_satisfies_an_earlier_request(home: Path, model) -> None:
    s, last = _settings(home, model)
    JobLedger(s).request("review", "s1")
    review_now(s, "s1", echo=lambda _line: None)
    assert JobLedger(s).requests("review") == {} and get_cursor(s, "s1") == last


def test_cli_review_now_while_a_worker_holds_the_session_exits_1(home: Path, model, capsys,
                                                                 monkeypatch) -> None:
    from reverie.worker.cli import main

    monkeypatch.setenv("GEMINI_API_KEY", "k-test-not-a-real-key")  # main reads os.environ
    s, _ = _settings(home, model)
    worker = Leases(s, ttl=60)
    assert worker.acquire(lease_key("review", "s1"))
    with pytest.raises(SystemExit) as exit_info:
        main(["--home", str(home), "review", "s1", "--now"])
    assert exit_info.value.code == 1
    err = capsys.readouterr().err
    assert err.startswith("Error: A review of s1 is already running (worker ")
    assert err.count("\n") == 1 and len(model.requests) == 0
    worker.release(lease_key("review", "s1"))
    with pytest.raises(SystemExit) as exit_info:
        main(["--home", str(home), "review", "s1", "--now", "--json"])
    assert exit_info.value.code == 0 and len(model.requests) == 1
