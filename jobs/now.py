"""`reverie review SID --now` / `reverie summarize SID --now`: run in this process, under the lease.

A review run by hand takes the same per-session lease as a worker's job, so it can never
run beside a worker's review of that session (or another ``--now``): two concurrent runs
would both send the same new messages to the model. When the lease is held the call is
refused at once with who holds it; the caller can simply try again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, QueueError, Settings
from reverie.review.calls import CallContext
from reverie.review.consolidate import consolidate_target
from reverie.review.engine import default_provider, review_session
from reverie.review.summarize import summarize_session

from .leases import LeaseKeeper, Leases, lease_key
from .ledger import JobLedger


class SessionBusy(QueueError):
    """Another process (a worker or another ``--now``) is reviewing/summarising the session."""


def review_now(settings: Settings, session_id: str, *, provider: Any = None,
               clock: Clock = SYSTEM_CLOCK, echo: Callable[[str], Any] | None = None) -> Any:
    """``review.engine.review_session`` under the session's review lease -> ReviewResult."""
    return _under_lease(settings, "review", session_id, clock, lambda: review_session(
        settings, session_id, provider=provider, clock=clock, echo=echo,
        call=CallContext.new("now")))


def summarize_now(settings: Settings, session_id: str, *, provider: Any = None,
                  clock: Clock = SYSTEM_CLOCK) -> Any:
    """``review.summarize.summarize_session`` under the session's summary lease -> Summary."""
    return _under_lease(settings, "summary", session_id, clock, lambda: summarize_session(
        settings, session_id, provider=provider, clock=clock, call=CallContext.new("now")))


def consolidate_now(settings: Settings, target: str, *, provider: Any = None,
                    clock: Clock = SYSTEM_CLOCK, force: bool = True,
                    who: str | None = None) -> Any:
    """``review.consolidate.consolidate_target`` under the target's consolidate lease ->
    ConsolidationResult (``reverie memory consolidate``). ``provider`` None: the configured
    review model (the offline heuristic means the deterministic planner)."""
    own = provider is None
    if own:
        provider = default_provider(settings, clock=clock)
    try:
        return _under_lease(settings, "consolidate", target, clock, lambda: consolidate_target(
            settings, target, provider=provider, clock=clock, call=CallContext.new("now"),
            force=force, who=who))
    finally:
        if own:
            provider.close()


def _under_lease(settings: Settings, kind: str, session_id: str, clock: Clock,
                 run: Callable[[], Any]) -> Any:
    leases = Leases(settings, ttl=settings.queue.lease_seconds, clock=clock)
    key = lease_key(kind, session_id)
    with leases.held(key) as got:
        if not got:
            holder = leases.get(key)
            who = f"{holder.host}:{holder.pid}" if holder else "another process"
            noun = {"review": "review", "consolidate": "consolidation"}.get(kind, "summary")
            raise SessionBusy(f"A {noun} of {session_id} is already running (worker {who}); "
                              "try again later.",
                              hint="It will read the same new messages; nothing is lost by waiting.")
        # A long review outlives lease_seconds: renew it like a worker does.
        keeper = LeaseKeeper(leases).start()
        try:
            started = clock.now()
            result = run()
        finally:
            keeper.stop()
    # What the run read satisfies an explicit request made before it started.
    with JobLedger(settings, clock=clock) as ledger:
        ledger.satisfy(kind, session_id, started_at=started)
    leases.close()
    return result
