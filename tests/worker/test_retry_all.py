"""`reverie queue retry all`: every dead letter enqueued again, once per session and kind.
A worker left without a working model key dead-letters a review per pause; once the key
was set, each came back only by its own `queue retry ID`."""

from __future__ import annotations

import json
from pathlib import Path

from reverie.config import PermanentProviderError
from reverie.jobs.ledger import Outcome
from reverie.jobs.queue import make_huey
from reverie.jobs.tasks import enqueue, register

from .conftest import child_env, main_here, settings_for, write_config
from .test_jobs_unit import _add_turns, _drain


def test_retry_all_takes_every_dead_letter_once_per_session(home: Path) -> None:
    broken = {"yes": True}

    def engine(kind, sid, call):
        if broken["yes"]:
            raise PermanentProviderError("the model refused the request (400)")
        return Outcome(staged=1)

    write_config(home)
    settings = settings_for(home)
    tasks = register(make_huey(settings), settings, engine=engine)
    for sid in ("s1", "s2", "s3"):
        _add_turns(settings, sid, 2)
    first = [enqueue(tasks, "review", sid, reason="test") for sid in ("s1", "s2", "s3")]
    _drain(tasks)
    _add_turns(settings, "s1", 1)
    second = enqueue(tasks, "review", "s1", reason="test")   # s1 failed twice
    _drain(tasks)
    ledger = tasks.context.ledger
    assert {ledger.get(j).status for j in [*first, second]} == {"failed"}

    env = child_env()
    code, out, err = main_here(env, "--home", str(home), "queue", "retry", "all", "--json")
    assert code == 0, err
    retried = json.loads(out)
    assert sorted(r["session_id"] for r in retried) == ["s1", "s2", "s3"]
    assert {r["job_id"] for r in retried} == {second, first[1], first[2]}   # s1's newest
    assert {ledger.get(j).status for j in [*first, second]} == {"retried"}
    broken["yes"] = False
    _drain(tasks)
    assert sorted(ledger.get(r["new_job_id"]).status for r in retried) == ["done"] * 3

    code, out, err = main_here(env, "--home", str(home), "queue", "retry", "all")
    assert (code, out.strip()) == (0, "No failed jobs."), err


def test_a_dead_letter_retried_meanwhile_is_skipped_and_the_rest_go_on(home: Path,
                                                                       monkeypatch) -> None:
    """review24 R17: another operator's `queue retry ID` landing after `retry all` read the
    dead letters made the loop raise "… is retried, not a failed job", the rest unretried.
    The other retry is made in-line, just before `retry all` takes its first one."""
    from reverie.jobs import deadletters

    def engine(kind, sid, call):
        raise PermanentProviderError("the model refused the request (400)")

    write_config(home)
    settings = settings_for(home)
    tasks = register(make_huey(settings), settings, engine=engine)
    for sid in ("s1", "s2", "s3"):
        _add_turns(settings, sid, 1)
    jobs = {sid: enqueue(tasks, "review", sid, reason="test") for sid in ("s1", "s2", "s3")}
    _drain(tasks)
    real = deadletters.retry_dead_letter
    others: list[str] = []

    def first_another_operator(settings, job_id, *, tasks=None):
        if not others:      # the other operator retries s2 first
            others.append(real(settings, jobs["s2"], tasks=tasks).new_job_id or "")
        return real(settings, job_id, tasks=tasks)

    monkeypatch.setattr(deadletters, "retry_dead_letter", first_another_operator)
    actions = deadletters.retry_all_dead_letters(settings, tasks=tasks)
    by_session = {a.session_id: a.action for a in actions}
    assert by_session == {"s1": "retried", "s2": "skipped", "s3": "retried"}
    assert "it was retried meanwhile" in next(a.message for a in actions if a.session_id == "s2")
    assert {tasks.context.ledger.get(j).status for j in jobs.values()} == {"retried"}
