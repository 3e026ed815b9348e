"""Queue monitoring: what `reverie queue status` shows (and `--json` prints).

Counts come from two places on purpose: ``pending``/``scheduled`` from the queue backend
itself (what is really waiting there), ``running``/``failed``/``done`` from the job ledger
(the queue forgets a job as soon as a worker takes it). Latencies and throughput are
computed over the most recent finished session jobs (the kinds of the table in
:mod:`jobs.kinds`); tokens and cost come from the model-call ledger (every call, failed ones
too) over the last ``COST_WINDOW_DAYS`` — a job's share is the sum of the calls recorded
with its id, the same rows the daily budget adds up. ``kinds`` shows every kind of the
table: its jobs by state, what is due, and what its jobs' calls cost.
"""

from __future__ import annotations

import socket
from collections.abc import Callable
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, ReverieError, Settings
from reverie.config.settings import redact_url
from reverie.jobs.homequeue import RedisHomeQueue, home_queue
from reverie.jobs.kinds import session_kinds
from reverie.jobs.leases import process_alive
from reverie.jobs.ledger import JobLedger
from reverie.jobs.queue import capabilities, queue_name
from reverie.jobs.tasks import KEEP_FINISHED_DAYS, tasks_for
from reverie.memory.journal import Journal
from reverie.memory.pending.freshness import overview
from reverie.memory.pending.records import STAGED_BY_LABELS
from reverie.memory.scan.blocks import block_counts
from reverie.memory.store import open_store
from reverie.memory.upkeep.status import target_status
from reverie.review.ledger import PURPOSES, Ledger, UsageGroup, UsageTotals, tokens_today

from .status import (
    Beat,
    Budget,
    Capabilities,
    Cost,
    Histogram,
    Histograms,
    KindFigures,
    Latency,
    MemoryFigures,
    OldestDue,
    PurposeUsage,
    QueueStatus,
    RedisQueue,
    RedisQueues,
    Scheduler,
    TargetFigures,
    TargetUpkeep,
    Throughput,
)

RECENT_JOBS = 200
THROUGHPUT_WINDOW_SECONDS = 900.0
# Liveness (one rule for `reverie queue` and the console). Workers beat every 2 s, the
# scheduler about every second: a few missed beats make a process "stale" (busy or stuck),
# a minute of silence — or a pid on this host that no longer exists — makes it "dead". A
# dead one is still listed (so an operator sees that it died) until PRUNE_DEAD_SECONDS.
STALE_AFTER_SECONDS = 10.0
DEAD_AFTER_SECONDS = 60.0
PRUNE_DEAD_SECONDS = 600.0
# Cost figures cover the days the job ledger keeps finished jobs.
COST_WINDOW_DAYS = KEEP_FINISHED_DAYS
# Histogram buckets (seconds) for enqueue→start and run time of the recent jobs.
LATENCY_BUCKETS = (0.1, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0, 600.0)


def percentile(values: list[float], pct: float) -> float | None:
    """Nearest-rank percentile (``pct`` in 0..100); None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, min(len(ordered), int(-(-pct * len(ordered) // 100))))
    return ordered[rank - 1]


def _round(x: float | None, digits: int = 3) -> float | None:
    return None if x is None else round(x, digits)


def queue_status(settings: Settings, *, clock: Clock = SYSTEM_CLOCK, tasks: Any = None,
                 pending_cache: Any = None) -> QueueStatus:
    """Everything `queue --json` and /metrics report for one home (``.to_dict()`` is the
    JSON). ``pending_cache``: a :class:`memory.pending.freshness.OverviewCache` a long-lived
    caller (the console) keeps, so an unchanged queue of thousands of records is not judged
    again at every scrape."""
    with tasks_for(settings, tasks, clock=clock) as tasks:
        return _status(settings, clock, tasks, pending_cache)


def _status(settings: Settings, clock: Clock, tasks: Any, pending_cache: Any) -> QueueStatus:
    ledger, h = tasks.context.ledger, tasks.huey
    now = clock.now()
    counts = ledger.counts()
    caps = capabilities(h)
    pending, scheduled, backend_error = _queued(h)

    per_session = session_kinds(tasks.kinds)
    names = [k.name for k in per_session]
    recent = [r for r in ledger.recent_finished(RECENT_JOBS) if r.kind in names]
    waits = [r.started_at - r.enqueued_at for r in recent if r.started_at is not None]
    runs = [r.finished_at - r.started_at for r in recent
            if r.started_at is not None and r.finished_at is not None]
    latency = Latency(
        jobs=len(recent),
        enqueue_to_start_p50_s=_round(percentile(waits, 50)),
        enqueue_to_start_p95_s=_round(percentile(waits, 95)),
        run_time_p50_s=_round(percentile(runs, 50)),
        run_time_p95_s=_round(percentile(runs, 95)),
        histogram=Histograms(buckets=list(LATENCY_BUCKETS), enqueue_to_start=histogram(waits),
                             run_time=histogram(runs)))
    done_recently = ledger.finished_since(now - THROUGHPUT_WINDOW_SECONDS)
    # Two views: a fixed recent window (is it keeping up now?) and the rate over the span of
    # the recent jobs themselves (how fast does it go when busy?).
    span = ([r.started_at for r in recent if r.started_at] + [r.finished_at for r in recent])
    busy_s = (max(span) - min(span)) if len(span) >= 2 else None
    throughput = Throughput(
        window_s=THROUGHPUT_WINDOW_SECONDS, done=done_recently,
        jobs_per_minute=round(done_recently / (THROUGHPUT_WINDOW_SECONDS / 60), 3),
        recent_jobs_per_second=round(len(recent) / busy_s, 3) if busy_s else None)

    since = now - COST_WINDOW_DAYS * 86400
    cost = cost_view(settings, ledger, tasks.context.calls, since=since, kinds=names,
                     purposes=[p for k in tasks.kinds.values() for p in k.purposes])

    oldest_due, due_sessions, due_error = None, None, None
    due_by_kind: dict[str, int | None] = {}
    try:
        due = []
        # One pass over the due lists, as a scan makes: the kinds read state.db through one
        # store (each opened its own).
        with tasks.context.scanning():
            for kind in per_session:
                found = kind.find_due(tasks.context, ledger.requests(kind.name))
                due_by_kind[kind.name] = len(found)
                due += [(kind.name, d) for d in found]
        due_sessions = len(due)
        dated = sorted((d for d in due if d[1].since is not None), key=lambda d: d[1].since)
        if dated:
            name, first = dated[0]
            oldest_due = OldestDue(kind=name, session_id=first.session_id,
                                   reasons=first.reasons, since=first.since,
                                   age_s=_round(now - first.since, 1))
    except (ReverieError, ImportError) as exc:
        due_error = str(exc)

    queue = home_queue(h.storage)
    return QueueStatus(
        backend=settings.queue.backend, queue_name=queue_name(settings),
        capabilities=Capabilities(blocking_dequeue=caps.blocking_dequeue,
                                  shared_across_hosts=caps.shared_across_hosts),
        pending=pending, scheduled=scheduled, backend_error=backend_error,
        running=counts.get("running", 0), retrying=counts.get("retrying", 0),
        failed=counts.get("failed", 0), done=counts.get("done", 0),
        deferred=counts.get("deferred", 0), by_status=counts,
        jobs_by_kind=ledger.counts_by_kind(), dead_letters=counts.get("failed", 0),
        latency=latency, throughput=throughput, cost=cost, budget=_budget(settings, clock),
        oldest_due=oldest_due, due_sessions=due_sessions, due_error=due_error,
        kinds=kinds_view(settings, ledger, tasks.kinds, due_by_kind, since=since),
        memory=memory_view(settings, clock=clock, pending_cache=pending_cache),
        scanner_blocks=_scanner_blocks(settings),
        scheduler=_heartbeat_view(ledger.heartbeats("scheduler"), now),
        # A process killed without a goodbye leaves its last beat: it is shown dead for a
        # while, then left out.
        workers=[view for view in (_beat_view(b, now) for b in ledger.heartbeats("worker"))
                 if view is not None],
        # A shared server: every queue on it, this home's or not.
        queues=(redis_queues([settings.queue.redis_url], known={queue.name: str(settings.home)})
                if queue.server is not None else None))


def _queued(h: Any) -> tuple[int | None, int | None, str | None]:
    """``pending``, ``scheduled`` and the error from the queue backend; with Redis down,
    None for both and the ``backend_error`` (the ledger's figures still show)."""
    try:
        return h.pending_count(), h.scheduled_count(), None
    except Exception as exc:  # noqa: BLE001 - any failure of the backend is shown, not raised
        return None, None, f"{type(exc).__name__}: {exc}"


def _budget(settings: Settings, clock: Clock) -> Budget | None:
    """Today's input tokens against the daily budget, None when they cannot be read: the
    same sum the workers check before each job (review.ledger.tokens_today)."""
    try:
        used = tokens_today(settings, clock)
    except ReverieError:
        return None
    return Budget(daily_input_tokens=settings.daily_input_tokens, input_tokens_today=used,
                  spent=used >= settings.daily_input_tokens)


def histogram(values: list[float]) -> Histogram:
    """Cumulative counts per bucket of LATENCY_BUCKETS (then +Inf), sum and count."""
    return Histogram(cumulative=[sum(1 for v in values if v <= le) for le in LATENCY_BUCKETS]
                     + [len(values)], sum=round(sum(values), 6), count=len(values))


def memory_view(settings: Settings, *, clock: Clock = SYSTEM_CLOCK,
                pending_cache: Any = None) -> MemoryFigures:
    """Pending records (how many, by state, the oldest pending one's age) and, per target,
    entries, characters used and the limit."""
    records = None
    pending_records = by_state = by_origin = oldest = pending_error = None
    try:
        pending = (overview(settings, clock=clock) if pending_cache is None
                   else pending_cache.get(settings, clock=clock))
        records = pending.records
        pending_records, by_state = len(pending.records), pending.counts
        # Who staged each record (issue 32): Reverie, Hermes' background review, Hermes' tool.
        by_origin = dict.fromkeys(STAGED_BY_LABELS, 0)
        for record in pending.records:
            by_origin[record.staged_by] += 1
        oldest = pending.oldest_pending_age_s
    except ReverieError as exc:
        pending_records = by_state = by_origin = oldest = None
        pending_error = str(exc)
    shown: dict[str, Any] = {}
    targets_error = upkeep_error = None
    try:
        shown = open_store(settings).show()
    except ReverieError as exc:
        targets_error = str(exc)
    # Memory upkeep (issue 20): usage ratio, waiting and archived facts, the pending
    # consolidation and the operator's attention line, per target.
    upkeep: dict[str, TargetUpkeep] = {}
    try:
        upkeep = {target: TargetUpkeep.of(view)
                  for target, view in target_status(settings, records=records).items()}
    except ReverieError as exc:
        upkeep_error = str(exc)
    targets = {t: TargetFigures(entries=v["entry_count"], chars=v["chars"], limit=v["limit"],
                                upkeep=upkeep.get(t)) for t, v in shown.items()}
    targets.update({t: TargetFigures(upkeep=u) for t, u in upkeep.items() if t not in targets})
    return MemoryFigures(pending_records=pending_records, pending_by_state=by_state,
                         pending_by_origin=by_origin, pending_oldest_age_s=oldest,
                         targets=targets, pending_error=pending_error,
                         targets_error=targets_error, upkeep_error=upkeep_error)


def _scanner_blocks(settings: Settings) -> dict[str, int] | None:
    try:
        return block_counts(settings)
    except ReverieError:
        return None


def liveness(owner: str | None, beat_at: float, now: float,
             period: float | None = None) -> str:
    """``alive``, ``stale`` (missed a few beats) or ``dead`` for one heartbeat row.

    A process on this host is dead as soon as its pid is gone (``host:pid:token`` owners);
    one on another host only by silence. ``period``: how often the row's owner beats when
    that is rarer than every few seconds (a pool beats into each of its homes every
    ``period`` seconds): stale after 3 periods, dead after 10.
    """
    age = now - beat_at
    stale_after, dead_after = STALE_AFTER_SECONDS, DEAD_AFTER_SECONDS
    if period:
        stale_after, dead_after = max(stale_after, 3 * period), max(dead_after, 10 * period)
    if age > dead_after or not _pid_may_live(owner):
        return "dead"
    return "stale" if age > stale_after else "alive"


def _pid_may_live(owner: str | None) -> bool:
    host, _, rest = (owner or "").partition(":")
    pid_text = rest.partition(":")[0]
    if host != socket.gethostname() or not pid_text.isdigit():
        return True
    return process_alive(int(pid_text), None)


def _beat_view(beat: dict[str, Any], now: float) -> Beat | None:
    """A heartbeat row as shown, or None once it has been dead long enough to drop."""
    age = now - beat["beat_at"]
    state = liveness(beat["owner"], beat["beat_at"], now, beat.get("period"))
    if state == "dead" and age > max(PRUNE_DEAD_SECONDS, 20 * (beat.get("period") or 0)):
        return None
    return Beat(owner=beat["owner"], state=beat["state"], liveness=state, age_s=round(age, 1))


def cost_view(settings: Settings, ledger: Any, calls: Ledger, *, since: float,
              kinds: list[str], purposes: list[str] = ()) -> Cost:
    """Tokens and cost since ``since``, all from the model-call ledger (review.ledger),
    which records every call, failed and retried ones included, with its run's id.

    - totals: every call (reviews, repairs, summaries, ``--now`` runs, session search);
    - per job: the calls recorded with a job attempt's id (every attempt of every job,
      killed ones too) / the jobs of ``kinds`` that ran;
    - per accepted memory: every review and repair call / the memories accepted in the
      same window (so ``review --now`` runs count on both sides).

    ``calls``: the model-call ledger to read (a home's tasks keep one on the job ledger's
    connections).
    """
    try:
        # One read of the window's calls, summed per purpose, origin and kind of provider;
        # each figure below adds the groups it covers.
        groups = calls.usage_groups(since=since)
    except ReverieError as exc:
        return Cost(window_days=COST_WINDOW_DAYS, error=str(exc))

    def summed(keep: Callable[[UsageGroup], bool]) -> UsageTotals:
        return UsageTotals.summed(u for group, u in groups.items() if keep(group))

    every = summed(lambda g: True)
    by_jobs = summed(lambda g: g.origin == "job")
    reviews = summed(lambda g: g.purpose in ("review", "repair"))
    # What the token figures count (issue 30): models' tokens, which are paid for and
    # count against the daily budget, apart from the offline reviewer's estimates.
    model = summed(lambda g: not g.offline)
    offline = summed(lambda g: g.offline)
    # The known purposes and those of the job-kinds table (``by_purpose`` in the JSON).
    by_purpose = {p: summed(lambda g, p=p: g.purpose == p)
                  for p in dict.fromkeys([*PURPOSES, *purposes])}
    jobs = ledger.spend(since, kinds)
    n_jobs = jobs["jobs"] or 0
    job_tokens = by_jobs.tokens
    accepted = accepted_memories(settings, since=since)
    if accepted is None:  # journal unreadable: what the jobs themselves applied
        accepted = jobs["applied"]
    return Cost(
        window_days=COST_WINDOW_DAYS, calls=every.calls,
        input_tokens=every.input_tokens, output_tokens=every.output_tokens,
        cached_tokens=every.cached_tokens, usd=round(every.cost_usd, 6),
        model_input_tokens=model.input_tokens, model_output_tokens=model.output_tokens,
        model_cached_tokens=model.cached_tokens, offline_input_tokens=offline.input_tokens,
        jobs=n_jobs, job_calls=by_jobs.calls, job_tokens=job_tokens,
        job_usd=round(by_jobs.cost_usd, 6), staged=jobs["staged"], accepted=accepted,
        review_tokens=reviews.tokens, review_usd=round(reviews.cost_usd, 6),
        tokens_per_job=round(job_tokens / n_jobs, 1) if n_jobs else None,
        usd_per_job=round(by_jobs.cost_usd / n_jobs, 6) if n_jobs else None,
        tokens_per_accepted_memory=round(reviews.tokens / accepted, 1) if accepted else None,
        usd_per_accepted_memory=round(reviews.cost_usd / accepted, 6) if accepted else None,
        by_purpose={p: PurposeUsage(calls=u.calls, input_tokens=u.input_tokens,
                                    output_tokens=u.output_tokens, cached_tokens=u.cached_tokens,
                                    usd=round(u.cost_usd, 6)) for p, u in by_purpose.items()},
    )


def kinds_view(settings: Settings, ledger: Any, kinds: Any, due: dict[str, int | None], *,
               since: float) -> dict[str, KindFigures]:
    """Per kind of the table: its jobs by state, how many sessions it has due, and the
    calls its jobs made since ``since`` (summed by job id, so exact)."""
    counts = ledger.counts_by_kind()
    try:
        by_kind = {name: UsageTotals(*sums) for name, sums in
                   ledger.calls_by_kind(since, origin="job").items()}
    except ReverieError:
        by_kind = {}
    out: dict[str, KindFigures] = {}
    for name, kind in kinds.items():
        spent = [by_kind[name]] if name in by_kind else []
        out[name] = KindFigures(
            per_session=kind.per_session, purposes=list(kind.purposes),
            jobs=counts.get(name, {}), due=due.get(name),
            calls=sum(u.calls for u in spent),
            input_tokens=sum(u.input_tokens for u in spent),
            output_tokens=sum(u.output_tokens for u in spent),
            usd=round(sum(u.cost_usd for u in spent), 6))
    return out


def accepted_memories(settings: Settings, *, since: float | None = None) -> int | None:
    """Background operations that reached the memory files and were not undone: applied
    at once, or approved later by an operator (from the memory journal), since ``since``."""
    try:
        with Journal(settings) as journal:
            return journal.count_standing("background_review", since=since)
    except (ReverieError, OSError):
        return None


def _heartbeat_view(beats: list[dict[str, Any]], now: float) -> Scheduler:
    """The newest leader row (its liveness says whether it still leads) and live standbys;
    a dead leader is reported (``liveness: dead``) until it is pruned, then ``leader: None``."""
    leader = next((b for b in beats if b["state"] == "leader"
                   and _beat_view(b, now) is not None), None)
    state = None if leader is None else liveness(leader["owner"], leader["beat_at"], now,
                                                 leader.get("period"))
    return Scheduler(
        leader=None if leader is None else leader["owner"],
        liveness=state,
        alive=state == "alive",
        heartbeat_at=None if leader is None else leader["beat_at"],
        heartbeat_age_s=None if leader is None else round(now - leader["beat_at"], 1),
        leader_since=None if leader is None else leader["since"],
        standbys=[b["owner"] for b in beats if b["state"] == "standby"
                  and liveness(b["owner"], b["beat_at"], now, b.get("period")) != "dead"],
    )


def failed_jobs(settings: Settings, *, limit: int = 100) -> list[dict[str, Any]]:
    with JobLedger(settings) as ledger:
        return [r.to_dict() for r in ledger.in_states(["failed"], limit=limit)]


# --- many homes (issue 24) ----------------------------------------------------------------------

#: Homes with a ``home`` label of their own in a pool's figures (the rest are summed under
#: OTHER_LABEL): the bound keeps ``/metrics`` at a size Prometheus is happy with.
HOME_LABELS = 50
OTHER_LABEL = "_other"
COUNTS = ("pending", "scheduled", "running", "retrying", "failed", "done", "deferred")


def home_figures(settings: Settings, tasks: Any, clock: Clock = SYSTEM_CLOCK) -> dict[str, Any]:
    """One home's figures for a pool's view: what ``queue_status`` shows first, at the cost
    of a few indexed queries (no due-work scan, no cost window)."""
    ledger, h = tasks.context.ledger, tasks.huey
    counts = ledger.counts()
    out: dict[str, Any] = {k: counts.get(k, 0) for k in COUNTS[2:]}
    out["pending"], out["scheduled"], out["backend_error"] = _queued(h)
    names = {k.name for k in session_kinds(tasks.kinds)}
    recent = [r for r in ledger.recent_finished(RECENT_JOBS) if r.kind in names]
    waits = [r.started_at - r.enqueued_at for r in recent if r.started_at is not None]
    out["latency"] = {"jobs": len(recent),
                      "enqueue_to_start_p50_s": _round(percentile(waits, 50)),
                      "enqueue_to_start_p95_s": _round(percentile(waits, 95))}
    out["waits"] = waits
    budget = _budget(settings, clock)
    out["budget"] = None if budget is None else budget.to_dict()
    now = clock.now()
    out["workers"] = [view.to_dict() for view in (_beat_view(b, now)
                                                  for b in ledger.heartbeats("worker"))
                      if view is not None]
    return out


def _waiting(row: dict[str, Any]) -> int:
    return sum(row.get(k) or 0 for k in ("pending", "scheduled", "running", "retrying", "failed"))


def pool_status(pool: Any, *, clock: Clock = SYSTEM_CLOCK,
                labels: int = HOME_LABELS) -> dict[str, Any]:
    """Every served home's figures, plus the totals; at most ``labels`` homes by name (those
    with the most waiting and failed jobs, then by path), the rest summed as OTHER_LABEL."""
    rows = []
    for entry in pool.served():
        try:
            with pool.runtime(entry) as rt:
                row = home_figures(rt.settings, rt.tasks, clock)
        except ReverieError as exc:
            row = {"error": str(exc), "waits": []}
        row["home"] = entry.label
        rows.append(row)
    unserved = [{"home": e.label, "error": e.error} for e in pool.entries.values()
                if e.error is not None and not e.gone]
    # Homes refused as copies on Redis, and profile directories no profile can be named.
    unserved += [{"home": e.label, "error": f"a copy of {e.copy_of} (same reverie/home-id) on "
                                            "Redis: delete its reverie/home-id"}
                 for e in pool.entries.values() if getattr(e, "copy_of", None) and not e.gone
                 and e.settings is not None and e.settings.queue.backend == "redis"]
    unserved += [{"home": path, "error": why}
                 for path, why in getattr(pool, "unservable", {}).items()]
    waits = [w for row in rows for w in row.pop("waits")]
    totals: dict[str, Any] = {k: sum(r.get(k) or 0 for r in rows) for k in COUNTS}
    totals.update(homes=len(rows), not_served=len(unserved),
                  unreadable=sum(1 for r in rows if r.get("error")),
                  budget_spent=sum(1 for r in rows if (r.get("budget") or {}).get("spent")),
                  enqueue_to_start_p50_s=_round(percentile(waits, 50)),
                  enqueue_to_start_p95_s=_round(percentile(waits, 95)), jobs=len(waits))
    rows.sort(key=lambda r: (-_waiting(r), r["home"]))
    shown, rest = rows[:labels], rows[labels:]
    other = None
    if rest:
        other = {k: sum(r.get(k) or 0 for r in rest) for k in COUNTS}
        other.update(home=OTHER_LABEL, homes=len(rest))
    status = {"label_limit": labels, "totals": totals, "homes": shown, "other": other,
              "not_served": unserved}
    shared = [(e, q) for e in pool.served()
              if (q := pool.queue_of(e)) is not None and q.server is not None]
    if shared:
        urls = sorted({e.settings.queue.redis_url for e, _ in shared})
        known = {q.name: e.label for e, q in shared}
        status["queues"] = redis_queues(urls, known=known, limit=labels).to_dict()
    return status


def redis_queues(urls: list[str], *, known: dict[str, str] | None = None,
                 limit: int = HOME_LABELS) -> RedisQueues:
    """Every huey queue in the Redis databases at ``urls`` — this process's homes or not:
    messages waiting and scheduled per queue (the ``limit`` fullest named, the rest summed)
    and in all. ``known`` names the home of a queue when this process serves it."""
    # Lazy: only a Redis home's status needs the client.
    import redis

    known = known or {}
    queues: list[RedisQueue] = []
    errors = []
    for url in urls:
        try:
            conn = redis.Redis.from_url(url, socket_connect_timeout=2, socket_timeout=5)
            found = RedisHomeQueue.server_queues(conn)
        except redis.RedisError as exc:
            errors.append(f"{redact_url(url)}: {type(exc).__name__}: {exc}")
            continue
        for name, counts in found:
            queues.append(RedisQueue(queue=name, server=redact_url(url), pending=counts.pending,
                                     scheduled=counts.scheduled, home=known.get(name)))
    queues.sort(key=lambda q: (-(q.pending + q.scheduled), q.queue))
    return RedisQueues(count=len(queues), pending=sum(q.pending for q in queues),
                       scheduled=sum(q.scheduled for q in queues), queues=queues[:limit],
                       more=max(0, len(queues) - limit), errors=errors)
