"""``/metrics``: the numbers of `reverie queue --json` in Prometheus' text format.

A custom collector reads :func:`worker.monitor.queue_status` at scrape time and turns it
into metric families, so the two can never disagree (a test compares them). Token and cost
figures cover the monitor's cost window (``window_days`` in the JSON); the latency
histograms cover its recent jobs. Each scrape uses its own registry: nothing global.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from typing import Any

from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.core import (
    CounterMetricFamily,
    GaugeMetricFamily,
    HistogramMetricFamily,
    Metric,
)

from reverie.config import Clock, ReverieError, Settings
from reverie.worker.monitor import COUNTS, HOME_LABELS, pool_status, queue_status
from reverie.worker.status import QueueStatus


def status_metrics(status: QueueStatus) -> Iterator[Metric]:
    """Metric families for one home's :class:`worker.status.QueueStatus`."""
    jobs = GaugeMetricFamily("reverie_jobs", "Jobs in the job ledger by kind and state.",
                             labels=["kind", "state"])
    for kind, states in sorted(status.jobs_by_kind.items()):
        for state, n in sorted(states.items()):
            jobs.add_metric([kind, state], n)
    yield jobs

    queued = GaugeMetricFamily("reverie_queue_messages",
                               "Messages waiting in the queue backend (pending or scheduled).",
                               labels=["state"])
    for key, n in (("pending", status.pending), ("scheduled", status.scheduled)):
        if n is not None:
            queued.add_metric([key], n)
    yield queued
    yield GaugeMetricFamily("reverie_queue_backend_up", "1 when the queue backend answered.",
                            value=0 if status.backend_error else 1)
    yield GaugeMetricFamily("reverie_dead_letters", "Failed jobs waiting for retry or drop.",
                            value=status.dead_letters)

    hist = status.latency.histogram
    edges = [_le(b) for b in hist.buckets] + ["+Inf"]
    for h, name, doc in (
            (hist.enqueue_to_start, "reverie_job_enqueue_to_start_seconds",
             "Enqueue-to-start latency of the recent review/summary jobs."),
            (hist.run_time, "reverie_job_run_seconds",
             "Run time of the recent review/summary jobs.")):
        yield HistogramMetricFamily(name, doc, buckets=list(zip(edges, h.cumulative, strict=True)),
                                    sum_value=h.sum)

    tokens = GaugeMetricFamily("reverie_model_tokens",
                               "Model tokens by purpose over the cost window.",
                               labels=["purpose", "type"])
    usd = GaugeMetricFamily("reverie_model_cost_usd", "Model cost (USD) by purpose over the "
                            "cost window.", labels=["purpose"])
    calls = GaugeMetricFamily("reverie_model_calls", "Model calls by purpose over the cost "
                              "window.", labels=["purpose"])
    for purpose, u in sorted((status.cost.by_purpose or {}).items()):
        tokens.add_metric([purpose, "input"], u.input_tokens)
        tokens.add_metric([purpose, "output"], u.output_tokens)
        tokens.add_metric([purpose, "cached"], u.cached_tokens)
        usd.add_metric([purpose], u.usd)
        calls.add_metric([purpose], u.calls)
    yield from (tokens, usd, calls)
    budget = status.budget
    if budget:
        yield GaugeMetricFamily("reverie_budget_daily_input_tokens",
                                "The daily input-token budget.", value=budget.daily_input_tokens)
        yield GaugeMetricFamily("reverie_budget_spent", "1 when today's budget is spent.",
                                value=1 if budget.spent else 0)
        yield GaugeMetricFamily("reverie_budget_input_tokens_today",
                                "Input tokens counted against today's budget (UTC day).",
                                value=budget.input_tokens_today)

    memory = status.memory
    if memory.pending_by_state is not None:
        records = GaugeMetricFamily("reverie_pending_records", "Staged records by state "
                                    "(pending: waiting for an operator; stale, expired: never "
                                    "applied).", labels=["state"])
        for state, n in memory.pending_by_state.items():
            records.add_metric([state], n)
        yield records
    if memory.pending_by_origin is not None:
        origins = GaugeMetricFamily("reverie_pending_records_by_origin", "Staged records by who"
                                    " staged them (reverie, hermes_review: Hermes' own background"
                                    " review, hermes_tool: Hermes' memory tool).",
                                    labels=["origin"])
        for origin, n in memory.pending_by_origin.items():
            origins.add_metric([origin], n)
        yield origins
    if memory.pending_by_state is not None:
        yield GaugeMetricFamily("reverie_pending_oldest_age_seconds",
                                "Age of the oldest record waiting for an operator (0: none).",
                                value=memory.pending_oldest_age_s or 0)
    entries = GaugeMetricFamily("reverie_memory_entries", "Entries per memory file.",
                                labels=["target"])
    chars = GaugeMetricFamily("reverie_memory_chars", "Characters used per memory file.",
                              labels=["target"])
    limit = GaugeMetricFamily("reverie_memory_limit_chars", "Character limit per memory file.",
                              labels=["target"])
    ratio = GaugeMetricFamily("reverie_memory_usage_ratio", "Share of its character limit "
                              "each memory file uses.", labels=["target"])
    waiting = GaugeMetricFamily("reverie_memory_waiting", "Facts waiting for room in each "
                                "memory file.", labels=["target"])
    archived = GaugeMetricFamily("reverie_memory_archived", "Entries moved out of each memory "
                                 "file into the archive.", labels=["target"])
    for target, view in sorted(memory.targets.items()):
        if view.entries is not None:
            entries.add_metric([target], view.entries)
            chars.add_metric([target], view.chars)
            limit.add_metric([target], view.limit)
        if view.upkeep is not None:
            ratio.add_metric([target], view.upkeep.usage_ratio)
            waiting.add_metric([target], view.upkeep.waiting)
            archived.add_metric([target], view.upkeep.archived)
    yield from (entries, chars, limit, ratio, waiting, archived)

    blocks = CounterMetricFamily("reverie_scanner_blocks", "Writes the memory scanner blocked, "
                                 "by category.", labels=["category"])
    for category, n in sorted((status.scanner_blocks or {}).items()):
        blocks.add_metric([category], n)
    yield blocks

    workers = GaugeMetricFamily("reverie_workers", "Worker processes by liveness "
                                "(dead ones until pruned).", labels=["liveness"])
    for state in ("alive", "stale", "dead"):
        workers.add_metric([state], sum(1 for w in status.workers if w.liveness == state))
    yield workers
    yield GaugeMetricFamily("reverie_scheduler_up", "1 when a scheduler leads and is alive.",
                            value=1 if status.scheduler.alive else 0)


def pool_metrics(pool: dict[str, Any]) -> Iterator[Metric]:
    """The per-home families of a pool's figures (``worker.monitor.pool_status``): a
    ``home`` label for at most its ``label_limit`` homes, the rest as ``_other``; and the
    pool's totals, without the label."""
    jobs = GaugeMetricFamily("reverie_home_jobs", "Jobs per home by state (pending and "
                             "scheduled from its queue, the others from its ledger); homes "
                             "beyond the label limit summed as home=\"_other\".",
                             labels=["home", "state"])
    p50 = GaugeMetricFamily("reverie_home_enqueue_to_start_p50_seconds",
                            "Median enqueue-to-start of each home's recent jobs.", labels=["home"])
    p95 = GaugeMetricFamily("reverie_home_enqueue_to_start_p95_seconds",
                            "p95 enqueue-to-start of each home's recent jobs.", labels=["home"])
    spent = GaugeMetricFamily("reverie_home_budget_spent", "1 when the home's daily budget is "
                              "spent.", labels=["home"])
    up = GaugeMetricFamily("reverie_home_up", "1 when the home's files could be read for "
                           "these figures, 0 when not (the console's log says why).",
                           labels=["home"])
    for row in pool["homes"]:
        up.add_metric([row["home"]], 0 if row.get("error") else 1)
    rows = list(pool["homes"]) + ([pool["other"]] if pool.get("other") else [])
    for row in rows:
        if row.get("error"):
            continue
        for state in COUNTS:
            if row.get(state) is not None:
                jobs.add_metric([row["home"], state], row[state])
        latency = row.get("latency") or {}
        if latency.get("enqueue_to_start_p50_s") is not None:
            p50.add_metric([row["home"]], latency["enqueue_to_start_p50_s"])
            p95.add_metric([row["home"]], latency["enqueue_to_start_p95_s"])
        if row.get("budget"):
            spent.add_metric([row["home"]], 1 if row["budget"]["spent"] else 0)
    yield from (up, jobs, p50, p95, spent)
    totals = pool["totals"]
    yield GaugeMetricFamily("reverie_pool_homes", "Homes the pool serves.", value=totals["homes"])
    yield GaugeMetricFamily("reverie_pool_homes_unreadable", "Served homes whose files could "
                            "not be read for these figures (a damaged journal.db, ...).",
                            value=totals["unreadable"])
    yield GaugeMetricFamily("reverie_pool_homes_not_served", "Homes whose settings do not "
                            "load (not served).", value=totals["not_served"])
    yield GaugeMetricFamily("reverie_pool_homes_budget_spent", "Homes whose daily budget is "
                            "spent.", value=totals["budget_spent"])
    every = GaugeMetricFamily("reverie_pool_jobs", "Jobs of every home by state.", labels=["state"])
    for state in COUNTS:
        every.add_metric([state], totals[state])
    yield every
    if totals["enqueue_to_start_p95_s"] is not None:
        yield GaugeMetricFamily("reverie_pool_enqueue_to_start_p95_seconds", "p95 "
                                "enqueue-to-start of every home's recent jobs together.",
                                value=totals["enqueue_to_start_p95_s"])
    queues = pool.get("queues")
    if queues:
        yield GaugeMetricFamily("reverie_redis_queues", "Huey queues in the Redis database(s), "
                                "served here or not.", value=queues["count"])
        waiting = GaugeMetricFamily("reverie_redis_messages", "Messages in every queue of the "
                                    "Redis database(s).", labels=["state"])
        waiting.add_metric(["pending"], queues["pending"])
        waiting.add_metric(["scheduled"], queues["scheduled"])
        yield waiting


def _le(bound: float) -> str:
    return "+Inf" if math.isinf(bound) else repr(float(bound))


class _StatusCollector:
    def __init__(self, status: QueueStatus | None, pool: dict[str, Any] | None = None) -> None:
        self.status = status
        self.pool = pool

    def collect(self) -> Iterator[Metric]:
        if self.status is not None:
            yield from status_metrics(self.status)
        if self.pool is not None:
            yield GaugeMetricFamily("reverie_console_home_up", "1 when the console's own "
                                    "home could be read, 0 when not (its series are left out).",
                                    value=0 if self.status is None else 1)
            yield from pool_metrics(self.pool)


def render_metrics(settings: Settings, tasks: Any, clock: Clock, *, pool: Any = None,
                   labels: int | None = None, pending_cache: Any = None,
                   unreadable: Callable[[str | None], None] | None = None) -> bytes:
    """``/metrics``: the console's home, and with a pool (``serve --homes``) every home.
    With a pool, a console home that cannot be read is told to ``unreadable`` (one line;
    the console logs it once) and its series are left out; a home read is told as None."""
    registry = CollectorRegistry(auto_describe=False)
    figures = None if pool is None else pool_status(pool, clock=clock,
                                                    labels=labels or HOME_LABELS)
    try:
        status = queue_status(settings, clock=clock, tasks=tasks, pending_cache=pending_cache)
        if unreadable is not None:
            unreadable(None)
    except ReverieError as exc:
        if figures is None:
            raise   # one home: the scrape fails with the error's line (the app's 503)
        # With a pool, one damaged home must not blind the operator to every other home
        # (review18): its series are left out and reverie_console_home_up says so.
        if unreadable is not None:
            unreadable(" ".join(str(exc).split()))
        status = None
    registry.register(_StatusCollector(status, figures))
    return generate_latest(registry)
