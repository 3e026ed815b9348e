"""What work is due, derived from durable state only — never from the queue.

A session's review is due when (spec §8, §10):
- it has at least ``reverie.schedule.nudge_interval`` user turns after its review cursor (``nudge``), or
- any user turn after the cursor is older than ``idle_summary_minutes`` (``idle``), so
  nothing waits forever below the threshold, or
- someone asked for it explicitly (``request``: ``enqueue_turn`` / ``reverie review``),
  recorded in the job ledger before the queue message is sent.

A session's summary is due when it has been quiet for ``idle_summary_minutes`` and no
summary job has covered its last message yet, or when one was requested.

The queue is only a delivery mechanism: if a message is lost (worker killed, Redis
restarted without persistence) the next scan or reconcile finds the same work again here.

Both return a :class:`DueList`: the due sessions, plus ``recheck_at``, the first time one
of the sessions seen becomes due by the clock alone (its oldest unreviewed turn, or its
quiet time, crossing ``idle_summary_minutes``). A pool's scheduler (issue 24) comes back
to an unchanged home then, and not before (see :mod:`jobs.watch`).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, Settings

from .ledger import JobLedger
from .watch import earliest


@dataclass(frozen=True)
class Activity:
    """The part of ``search_index.SessionActivity`` the scheduler needs."""

    session_id: str
    new_user_turns: int
    oldest_unreviewed_at: float | None
    last_message_id: int
    last_activity_at: float | None
    summarized_through: int | None = None


class DueList(list):
    """Due sessions, oldest first, ``recheck_at`` (None: nothing becomes due by time) and,
    for reviews, ``not_due``: how many sessions have new user turns whose review is not
    due yet (what `run --once` says when it found nothing to do)."""

    recheck_at: float | None = None
    not_due: int = 0

    @classmethod
    def of(cls, items: list[DueSession], recheck_at: float | None,
           not_due: int = 0) -> DueList:
        out = cls(items)
        out.recheck_at = recheck_at
        out.not_due = not_due
        return out


@dataclass
class DueSession:
    session_id: str
    kind: str                      # "review" | "summary"
    reasons: list[str] = field(default_factory=list)
    since: float | None = None     # when the work became due (for "oldest due session")
    last_message_id: int = 0
    #: When the oldest message the job will read was said (a review: its session's oldest
    #: unreviewed user turn): one home's reviews run in this order (JobLedger.turn_blocker).
    said_at: float | None = None


def session_activity(settings: Settings, cursors: dict[str, int], *,
                     store: Any = None, count_turns: bool = True) -> list[Activity]:
    """Per-session activity after the review cursors, from the session store. ``store``:
    an open ``search_index.SessionStore`` on state.db to read through (a pass over the due
    lists holds one, ``JobContext.scanning``); None: one opened and closed here.
    ``count_turns=False``: each session's last message and summary only, user turns not
    counted (0): what :func:`due_summaries` reads."""
    if store is not None:
        rows = store.activity(cursors, count_turns=count_turns)
    elif not settings.state_db.exists():
        return []
    else:
        # Lazy: jobs.kinds imports this module on the agent's enqueue path; this loads when
        # due work is looked for.
        from reverie.search_index import SessionStore

        with SessionStore.open(settings) as opened:
            rows = opened.activity(cursors, count_turns=count_turns)
    return [Activity(session_id=r.session_id, new_user_turns=r.new_user_turns,
                     oldest_unreviewed_at=r.oldest_new_user_at,
                     last_message_id=r.last_message_id, last_activity_at=r.last_message_at,
                     summarized_through=r.summarized_through)
            for r in rows]


def review_cursors(settings: Settings) -> dict[str, int]:
    # Lazy: jobs.kinds imports this module on the agent's enqueue path; this loads when due work
    # is looked for.
    from reverie.review.ledger import all_cursors

    return all_cursors(settings)


def due_reviews(settings: Settings, activity: list[Activity], requests: dict[str, float],
                *, clock: Clock = SYSTEM_CLOCK, carried: Collection[str] = ()) -> DueList:
    """``carried``: sessions with rows an older Reverie's cursor passed by unread (reason
    ``carried``; review.ledger migration 5), due once whatever their turns."""
    now = clock.now()
    idle_after = settings.schedule.idle_summary_minutes * 60
    nudge = settings.schedule.nudge_interval
    due: dict[str, DueSession] = {}
    recheck: float | None = None
    for a in activity:
        if a.new_user_turns <= 0:
            continue
        reasons = []
        if nudge > 0 and a.new_user_turns >= nudge:
            reasons.append("nudge")
        if a.oldest_unreviewed_at is not None:
            if now - a.oldest_unreviewed_at >= idle_after:
                reasons.append("idle")
            elif not reasons:  # due by the clock alone, later
                at = a.oldest_unreviewed_at + idle_after
                recheck = earliest(recheck, at)
        if reasons:
            due[a.session_id] = DueSession(a.session_id, "review", reasons,
                                           a.oldest_unreviewed_at, a.last_message_id,
                                           a.oldest_unreviewed_at)
    last_ids = {a.session_id: a.last_message_id for a in activity}
    said = {a.session_id: a.oldest_unreviewed_at for a in activity}
    for session_id, at in requests.items():
        entry = due.setdefault(session_id, DueSession(session_id, "review", [], at,
                                                      last_ids.get(session_id, 0),
                                                      said.get(session_id)))
        entry.reasons.append("request")
        entry.since = min(entry.since, at) if entry.since is not None else at
    for session_id in carried:
        entry = due.setdefault(session_id, DueSession(session_id, "review", [], None,
                                                      last_ids.get(session_id, 0),
                                                      said.get(session_id)))
        entry.reasons.append("carried")
    waiting = sum(1 for a in activity if a.new_user_turns > 0 and a.session_id not in due)
    return DueList.of(sorted(due.values(), key=lambda d: (d.since is None, d.since or 0.0,
                                                          d.session_id)), recheck, waiting)


def due_summaries(settings: Settings, activity: list[Activity], ledger: JobLedger,
                  requests: dict[str, float], *, clock: Clock = SYSTEM_CLOCK) -> DueList:
    now = clock.now()
    idle_after = settings.schedule.idle_summary_minutes * 60
    covered = ledger.covered_through("summary")
    due: dict[str, DueSession] = {}
    recheck: float | None = None
    for a in activity:
        if a.last_message_id <= 0 or a.last_activity_at is None:
            continue
        done_through = max(covered.get(a.session_id, 0), a.summarized_through or 0)
        if done_through >= a.last_message_id:
            continue
        if now - a.last_activity_at < idle_after:  # due once it has been quiet long enough
            at = a.last_activity_at + idle_after
            recheck = earliest(recheck, at)
            continue
        due[a.session_id] = DueSession(a.session_id, "summary", ["idle"],
                                       a.last_activity_at + idle_after, a.last_message_id)
    for session_id, at in requests.items():
        entry = due.setdefault(session_id, DueSession(session_id, "summary", [], at))
        entry.reasons.append("request")
    return DueList.of(sorted(due.values(), key=lambda d: (d.since or 0.0, d.session_id)), recheck)
