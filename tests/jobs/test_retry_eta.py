"""A retry is due its delay after the failure was met, not after the bookkeeping that
follows it. The eta used to be read from the clock after the log line and the ledger row;
a clock moved in between (a test's FakeClock, moved once that line said the retry was
set) put the retry a whole move later, and CI's full-disk retry test waited for it in
vain. The race is forced here: the ledger row itself moves the clock."""

from __future__ import annotations

import datetime as dt

import pytest
from huey.exceptions import RetryTask

from reverie.config import FakeClock, ProviderError, ReverieError
from reverie.jobs import tasks as job_tasks
from reverie.jobs.queue import make_huey
from reverie.jobs.tasks import register

MOVE = 2 * 3600.0


def _ctx(settings, clock):
    ctx = register(make_huey(settings), settings, clock=clock).context
    finished = ctx.ledger.finished

    def finished_then_clock_moves(*args, **kwargs):   # the handshake: the row is written,
        result = finished(*args, **kwargs)             # then the waiting test moves time
        clock.advance(MOVE)
        return result

    ctx.ledger.finished = finished_then_clock_moves
    return ctx


def _eta_of(raised: pytest.ExceptionInfo[RetryTask]) -> float:
    eta = raised.value.eta
    return (eta if eta.tzinfo else eta.replace(tzinfo=dt.UTC)).timestamp()


def test_a_transient_failures_retry_is_due_from_the_failure(settings):
    clock = FakeClock(start=1_800_000_000.0)
    ctx = _ctx(settings, clock)
    kind = ctx.kinds["summary"]
    failed_at = clock.now()
    with pytest.raises(RetryTask) as raised:
        job_tasks._retry_if_transient(ctx, kind, "s1", "job-1", 1,
                                      ReverieError("database is locked", transient=True))
    delay = job_tasks.retry_delay_of(settings, 1, storage=True)
    assert clock.now() == failed_at + MOVE                 # the clock did move in between
    assert _eta_of(raised) == pytest.approx(failed_at + delay)


def test_a_setup_failures_retry_is_due_from_the_failure(settings):
    clock = FakeClock(start=1_800_000_000.0)
    ctx = _ctx(settings, clock)
    failed_at = clock.now()
    exc = ProviderError("no API key")
    exc.about_setup = True                                # as the raise site marks it
    with pytest.raises(RetryTask) as raised:
        job_tasks._retry_for_setup(ctx, ctx.kinds["review"], "s1", "job-2", 1, exc)
    assert clock.now() == failed_at + MOVE
    assert failed_at < _eta_of(raised) < failed_at + MOVE
