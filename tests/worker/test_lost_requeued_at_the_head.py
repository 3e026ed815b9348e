"""A session's job queued again in place of a lost one goes to the head of the queue
(fix42's left, session 34): it keeps its turn among the home's ordered reviews
(JobLedger.lost), but its message went to the end, so every review said after it that a
worker took first found it queued and waited for it (issue 27's order)."""

from __future__ import annotations

from pathlib import Path

import pytest

from reverie.jobs import enqueue_review
from reverie.jobs.queue import make_huey
from reverie.jobs.tasks import reconcile, register
from reverie.search_index import SessionStore

from .conftest import settings_for, write_config


def _said(settings, session_id: str, at: float) -> None:
    with SessionStore.open(settings) as store:
        store.append_message(session_id, "user", f"a turn of {session_id}", timestamp=at)


@pytest.mark.parametrize("backend", ["sqlite", "redis"])
def test_the_job_queued_in_place_of_a_lost_one_is_taken_next(home: Path, backend: str,
                                                             request) -> None:
    if backend == "redis":
        url = request.getfixturevalue("private_redis").url
        write_config(home, reverie={"queue": {"backend": "redis", "redis_url": url}})
    else:
        write_config(home)
    settings = settings_for(home)
    tasks = register(make_huey(settings), settings, engine=lambda k, sid, call: None)
    for n, sid in enumerate(("s1", "s2", "s3", "s4")):
        _said(settings, sid, 1_700_000_000 + n)
    jobs = [enqueue_review(settings, sid, tasks=tasks) for sid in ("s1", "s2", "s3", "s4")]
    storage = tasks.huey.storage
    # s1's and s2's messages are lost (taken and never run, a queue restarted without
    # them), and old enough for reconcile to call them lost
    ledger = tasks.context.ledger
    for lost in jobs[:2]:
        assert tasks.huey.deserialize_task(storage.dequeue()).id == lost.job_id
        ledger.db.execute("UPDATE jobs_ledger SET enqueued_at = enqueued_at - 600"
                          " WHERE id = ?", (lost.job_id,))
    sent = reconcile(tasks)
    assert [ledger.get(j.job_id).status for j in jobs[:2]] == ["lost", "lost"]
    again = {ledger.get(j).session_id: j for j in sent if ledger.get(j).kind == "review"}
    taken = []
    while (data := storage.dequeue()) is not None:
        job = tasks.huey.deserialize_task(data).id
        if ledger.get(job).kind == "review":
            taken.append(job)
    # in their order, ahead of the reviews said after them (at the parent: last)
    assert taken == [again["s1"], again["s2"], jobs[2].job_id, jobs[3].job_id], taken
