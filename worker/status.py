"""What `reverie queue status` reports for one home, as typed values (issue 27).

:func:`worker.monitor.queue_status` builds a :class:`QueueStatus`; `/metrics`, the CLI and
the console read it by attribute, and :meth:`QueueStatus.to_dict` is the JSON of
`reverie queue --json` and the console's ``/api/queue`` (its keys are the ones they always
had: a key that appeared only with a value — ``budget``, ``due_error``, ``queues``, the
error keys of ``memory`` — still appears only then).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, is_dataclass
from typing import Any, ClassVar


def plain(value: Any) -> Any:
    """``value`` as JSON-ready data: views by their ``to_dict``, containers item by item."""
    if is_dataclass(value) and not isinstance(value, type):
        return value.to_dict()
    if isinstance(value, Mapping):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    return value


class View:
    """A frozen dataclass whose ``to_dict`` lists its fields in order, leaving out those in
    :attr:`optional` while they are None (keys that exist only with a value)."""

    optional: ClassVar[frozenset[str]] = frozenset()

    def to_dict(self) -> dict[str, Any]:
        return {f.name: plain(getattr(self, f.name)) for f in fields(self)  # type: ignore[arg-type]
                if not (f.name in self.optional and getattr(self, f.name) is None)}


@dataclass(frozen=True)
class Capabilities(View):
    blocking_dequeue: bool
    shared_across_hosts: bool


@dataclass(frozen=True)
class Histogram(View):
    """Cumulative counts per bucket (then +Inf), sum and count."""

    cumulative: list[int]
    sum: float
    count: int


@dataclass(frozen=True)
class Histograms(View):
    buckets: list[float]
    enqueue_to_start: Histogram
    run_time: Histogram


@dataclass(frozen=True)
class Latency(View):
    """Over the most recent finished session jobs."""

    jobs: int
    enqueue_to_start_p50_s: float | None
    enqueue_to_start_p95_s: float | None
    run_time_p50_s: float | None
    run_time_p95_s: float | None
    histogram: Histograms


@dataclass(frozen=True)
class Throughput(View):
    window_s: float
    done: int
    jobs_per_minute: float
    recent_jobs_per_second: float | None


@dataclass(frozen=True)
class PurposeUsage(View):
    calls: int
    input_tokens: int
    output_tokens: int
    cached_tokens: int
    usd: float


@dataclass(frozen=True)
class Cost(View):
    """Tokens and cost over the cost window; with ``error`` set (the model-call ledger could
    not be read) nothing else is known, and the JSON has only ``window_days`` and ``error``."""

    window_days: int
    calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cached_tokens: int = 0
    usd: float = 0.0
    model_input_tokens: int = 0
    model_output_tokens: int = 0
    model_cached_tokens: int = 0
    offline_input_tokens: int = 0
    jobs: int = 0
    job_calls: int = 0
    job_tokens: int = 0
    job_usd: float = 0.0
    staged: int = 0
    accepted: int = 0
    review_tokens: int = 0
    review_usd: float = 0.0
    tokens_per_job: float | None = None
    usd_per_job: float | None = None
    tokens_per_accepted_memory: float | None = None
    usd_per_accepted_memory: float | None = None
    by_purpose: Mapping[str, PurposeUsage] | None = None
    error: str | None = None

    def to_dict(self) -> dict[str, Any]:
        if self.error is not None:
            return {"window_days": self.window_days, "error": self.error}
        data = super().to_dict()
        del data["error"]
        return data


@dataclass(frozen=True)
class Budget(View):
    """Today's input tokens against the daily budget."""

    daily_input_tokens: int
    input_tokens_today: int
    spent: bool


@dataclass(frozen=True)
class OldestDue(View):
    kind: str
    session_id: str
    reasons: list[str]
    since: float
    age_s: float | None


@dataclass(frozen=True)
class KindFigures(View):
    """One kind of the job table: its jobs by state, what is due, what its calls cost."""

    per_session: bool
    purposes: list[str]
    jobs: Mapping[str, int]
    due: int | None
    calls: int
    input_tokens: int
    output_tokens: int
    usd: float


@dataclass(frozen=True)
class TargetUpkeep(View):
    """A memory file's upkeep (issue 20), as :func:`memory.upkeep.status.target_status`
    reports it."""

    usage_ratio: float
    high_water: float
    low_water: float
    above_high_water: bool
    waiting: int
    archived: int
    consolidation_pending: str | None
    stalled: bool
    attention: str | None

    @classmethod
    def of(cls, view: Mapping[str, Any]) -> TargetUpkeep:
        return cls(**{f.name: view[f.name] for f in fields(cls)})


@dataclass(frozen=True)
class TargetFigures:
    """One memory file: entries, characters used and the limit (None when the store could
    not be read) and its upkeep (None when the upkeep tables could not be read). The JSON
    is one flat object with the keys of what is known."""

    entries: int | None = None
    chars: int | None = None
    limit: int | None = None
    upkeep: TargetUpkeep | None = None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = ({} if self.entries is None else
                                {"entries": self.entries, "chars": self.chars,
                                 "limit": self.limit})
        if self.upkeep is not None:
            data.update(self.upkeep.to_dict())
        return data


@dataclass(frozen=True)
class MemoryFigures(View):
    """Pending records (how many, by state and by who staged them, the oldest one's age)
    and the memory files; each part None with its error when it could not be read."""

    optional: ClassVar[frozenset[str]] = frozenset(
        {"pending_error", "targets_error", "upkeep_error"})

    pending_records: int | None
    pending_by_state: Mapping[str, int] | None
    pending_by_origin: Mapping[str, int] | None
    pending_oldest_age_s: float | None
    targets: Mapping[str, TargetFigures]
    pending_error: str | None = None
    targets_error: str | None = None
    upkeep_error: str | None = None


@dataclass(frozen=True)
class Scheduler(View):
    """The newest leader row (its liveness says whether it still leads) and live standbys."""

    leader: str | None
    liveness: str | None
    alive: bool
    heartbeat_at: float | None
    heartbeat_age_s: float | None
    leader_since: float | None
    standbys: list[str]


@dataclass(frozen=True)
class Beat(View):
    """A worker's heartbeat row as shown."""

    owner: str
    state: str
    liveness: str
    age_s: float


@dataclass(frozen=True)
class RedisQueue(View):
    queue: str
    server: str
    pending: int
    scheduled: int
    home: str | None


@dataclass(frozen=True)
class RedisQueues(View):
    """Every huey queue in the Redis databases (the fullest named, the rest counted)."""

    count: int
    pending: int
    scheduled: int
    queues: list[RedisQueue]
    more: int
    errors: list[str]


@dataclass(frozen=True)
class QueueStatus(View):
    """Everything `queue --json` and `/metrics` report for one home.

    ``pending``/``scheduled`` come from the queue backend (None with ``backend_error`` when
    it cannot be reached), the other counts from the job ledger."""

    optional: ClassVar[frozenset[str]] = frozenset({"budget", "due_error", "queues"})

    backend: str
    queue_name: str
    capabilities: Capabilities
    pending: int | None
    scheduled: int | None
    backend_error: str | None
    running: int
    retrying: int
    failed: int
    done: int
    deferred: int
    by_status: Mapping[str, int]
    jobs_by_kind: Mapping[str, Mapping[str, int]]
    dead_letters: int
    latency: Latency
    throughput: Throughput
    cost: Cost
    budget: Budget | None
    oldest_due: OldestDue | None
    due_sessions: int | None
    due_error: str | None
    kinds: Mapping[str, KindFigures]
    memory: MemoryFigures
    scanner_blocks: Mapping[str, int] | None
    scheduler: Scheduler
    workers: list[Beat]
    queues: RedisQueues | None = None
