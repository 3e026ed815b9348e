"""The huey tasks, one per job kind of the table in :mod:`jobs.kinds`, and the runner.

:func:`register` puts a task per kind on a huey instance (built by
:func:`jobs.queue.make_huey`; :func:`default_tasks` does both for the enqueue side); the
settings, clock, kinds table and job context are closed over, never module globals, so one
process can serve several homes (the tests do) and the enqueue side and the worker side
register the same task names.

Every task is idempotent: a review reads only what is after the session's cursor and
advances it after staging, a per-session lease stops two workers running one kind on one
session at once, and scan/reconcile only enqueue work that durable state says is due and
that is not already queued or leased. So a duplicate message (reconcile racing a slow
worker, a retry) costs one no-op run, never a second staged operation.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import json
import logging
import os
import sqlite3
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import TYPE_CHECKING, Any

from reverie.config import (
    SYSTEM_CLOCK,
    Clock,
    ProviderError,
    QueueError,
    ReverieError,
    Settings,
)
from reverie.config.database import translate
from reverie.config.errors import StoreError, errors_in, home_removed
from reverie.config.fs import check_room
from reverie.config.sqlitedb import failure_hint, is_transient_failure
from reverie.config.terminal import safe_id
from reverie.review.calls import CallContext

from .homequeue import home_queue
from .hookmarks import take_up
from .hueylib import RetryTask
from .hueylib import huey as huey_lib
from .hueylib import signals as huey_signals
from .kinds import JobKind, KindTable, check_table, default_kinds, maintenance_kinds, session_kinds
from .leases import Identity, Leases, lease_key, process_alive
from .ledger import SETUP_DEFERRED, JobLedger, Outcome
from .results import EnqueueResult
from .sessions import SessionCheck, last_message_id
from .watch import Watch, earliest, inputs_signature, next_utc_day

if TYPE_CHECKING:
    from reverie.search_index.kept import KeptStores

log = logging.getLogger("reverie.jobs")

# A queued ledger row whose message is in neither the queue nor the schedule is "lost"
# only after this long, so a message a worker has just dequeued is not mistaken for one.
LOST_GRACE_SECONDS = 5.0
# Finished maintenance rows (scan/sweep/reconcile) kept per kind; older ones are pruned.
KEEP_MAINTENANCE_ROWS = 200
# Finished session jobs are kept this long for monitoring (dead letters are kept until the
# operator retries or drops them).
KEEP_FINISHED_DAYS = 30
# At most this many jobs per kind per scan: a first scan of a home with years of sessions
# must not flood the queue (and the model budget); the next scan continues, oldest first.
MAX_ENQUEUE_PER_SCAN = 100
# The longest wait between two retries of a job the home's storage refused (a held lock, a
# full disk) once its retries are spent: a worker waits that out as long as it takes, and
# does the job at most this long after the lock goes or space is freed.
STORAGE_RETRY_CAP_SECONDS = 300.0


class WaitTurn(RetryTask):
    """A job of an ordered kind that is not its home's turn (``JobKind.ordered``): huey
    puts its message back at the end of the home's queue, untried and unpaid; its ledger
    row stays ``queued``. ``blocker``: the job it waits for."""

    def __init__(self, blocker: Any) -> None:
        super().__init__(f"waits for {blocker.kind} job {blocker.id}")
        self.blocker = blocker


def turn_note(blocker: Any) -> str:
    """What a waiting job's row says (``reverie queue``): the job it waits for."""
    what = "running" if blocker.status == "running" else "said earlier"
    return (f"waits its turn: the {blocker.kind} of session {safe_id(blocker.session_id)}"
            f" ({what}, job {blocker.id[:8]}) goes first")


class FailureCounts:
    """How many times each job's bookkeeping failed in this process, for at most ``limit``
    jobs (the oldest forgotten first): a worker runs for months, so nothing here may grow
    with the number of jobs it ran (issue 19)."""

    def __init__(self, limit: int = 256) -> None:
        self.limit = limit
        self._counts: OrderedDict[str, int] = OrderedDict()
        self._lock = threading.Lock()

    def add(self, job_id: str) -> int:
        with self._lock:
            n = self._counts.pop(job_id, 0) + 1
            self._counts[job_id] = n
            while len(self._counts) > self.limit:
                self._counts.popitem(last=False)
            return n

    def forget(self, job_id: str) -> None:
        with self._lock:
            self._counts.pop(job_id, None)

    def __len__(self) -> int:
        return len(self._counts)


class SharedProviders:
    """The configured providers of a process serving many homes, each built once and shared
    by every home whose settings for it (provider, model, base URL, key, ...) are the same:
    a thousand homes on one key make one HTTP client, not a thousand."""

    #: Fingerprints kept, one per home's settings (a pool's homes; cleared past it).
    MAX_FINGERPRINTS = 4096

    def __init__(self) -> None:
        self._built: dict[tuple[str, str], Any] = {}
        self._lock = threading.Lock()
        # id(settings) -> (settings, its keys as resolved then, fingerprint): hashing every
        # provider setting per job was ~1 ms of a review's CPU (issue 27). The settings are
        # held so their id is not reused; the keys are resolved again each time (cheap), so
        # a key changed in the environment still makes a new fingerprint.
        self._fingerprints: dict[int, tuple[Settings, tuple[str, ...], str]] = {}

    def fingerprint(self, settings: Settings) -> str:
        keys = tuple(section.key(settings.environ)
                     for section in (settings.background_review, settings.session_search))
        known = self._fingerprints.get(id(settings))
        if known is not None and known[0] is settings and known[1] == keys:
            return known[2]
        value = _provider_fingerprint(settings)
        with self._lock:
            if len(self._fingerprints) >= self.MAX_FINGERPRINTS:
                self._fingerprints.clear()
            self._fingerprints[id(settings)] = (settings, keys, value)
        return value

    def get(self, kind: JobKind, settings: Settings, clock: Clock) -> Any:
        if kind.provider is None:
            return None
        key = (kind.name, self.fingerprint(settings))
        with self._lock:
            if key not in self._built:
                try:
                    self._built[key] = kind.provider(settings, clock)
                except ReverieError:
                    return None  # not kept: a key fixed later must be seen
            return self._built[key]

    def __len__(self) -> int:
        return len(self._built)

    def close(self) -> None:
        with self._lock:
            built, self._built = list(self._built.values()), {}
        for provider in built:
            with contextlib.suppress(Exception):
                provider.close()


def _provider_fingerprint(settings: Settings) -> str:
    """Everything a provider is built from, hashed (the key is part of it, never kept)."""
    parts = []
    for section in (settings.background_review, settings.session_search):
        fields = asdict(section)
        fields["resolved_key"] = section.key(settings.environ)
        parts.append(fields)
    text = json.dumps(parts, sort_keys=True, default=str)
    return hashlib.sha256(text.encode("utf-8", "surrogateescape")).hexdigest()


@dataclass
class _SetupIndex:
    """What :meth:`JobContext.setup_failure` has read of one run's log: how many of its
    items, and per kind the first reason its model setup failed."""
    log: Any
    read: int = 0
    why: dict[str, str] = field(default_factory=dict)


@dataclass
class JobContext:
    """What every task needs, built once per process."""

    settings: Settings
    clock: Clock
    identity: Identity
    ledger: JobLedger
    leases: Leases
    #: The model-call ledger (review.ledger.Ledger): the daily budget and each job's cost,
    #: read before and after every job through one pool of connections.
    calls: Any
    kinds: KindTable = field(default_factory=default_kinds)
    provider: Any = None          # injected provider for tests/benchmarks; None = from settings
    # Replaces every session kind's engine call: (kind, session_id, call) -> an Outcome (or
    # None); tests and benchmarks use it to measure the queue alone. None = the table's.
    engine: Callable[[str, str, CallContext], Any] | None = None
    #: What each job staged, applied or summarised, kept only while ``run --once`` wants
    #: it for its report (it sets a list); None in a worker, which runs for months and must
    #: not keep anything per job (issue 19).
    staged_log: list[dict[str, Any]] | None = None
    # The configured providers, built once per process on first use and shared by the
    # worker threads (see :meth:`provider_for`).
    _built: dict[str, Any] = field(default_factory=dict)
    _building: threading.Lock = field(default_factory=threading.Lock)
    #: Jobs whose bookkeeping failed, and how often (see ``_session_task``).
    bookkeeping_failures: FailureCounts = field(default_factory=FailureCounts)
    #: Providers shared with other homes of the process (a pool, issue 24): homes whose
    #: provider settings and key are the same use one client. None = this context's own.
    shared: SharedProviders | None = None
    #: The home's state.db stores, kept open between its jobs (each review and summary
    #: borrows one instead of opening state.db); None: each job opens its own.
    stores: KeptStores | None = None
    #: Told after each attempt that ran the engine: ``health(kind, None)`` when it
    #: succeeded, ``health(kind, exc)`` when it failed (a pool pauses a home whose key fails).
    health: Callable[[str, BaseException | None], None] | None = None
    #: Told when a job of an ordered kind is not its turn: ``turn_wait(job_id, blocker)``;
    #: True when the caller puts the message back itself (a pool: at the head of the queue
    #: while what it waits for runs, and it leaves the home's queue alone meanwhile), else
    #: (or when None) huey's retry puts it at the end of the queue.
    turn_wait: Callable[[str, Any], bool] | None = None
    #: Per thread, the state.db store of a pass over the due lists (:meth:`scanning`).
    _scan: threading.local = field(default_factory=threading.local)
    #: ``run --once``: an index of the run's log, kind -> why its model setup failed
    #: (:meth:`setup_failure`).
    _setup_failures: _SetupIndex | None = None
    _setup_lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def waits_for_storage(self) -> bool:
        """Whether a job the home's storage refused (locked, full) is retried for as long
        as it takes: yes in a worker, which runs for months; no in ``run --once`` (it keeps
        a ``staged_log`` for the report it prints and exits with), which must end: there
        such a job is deferred after its retries and the report says so."""
        return self.staged_log is None

    def setup_failure(self, kind: str) -> str | None:
        """In ``run --once``: why a ``kind`` job of this run was deferred for the home's
        model setup (:func:`_deferred_for_setup`), if one was; the kind's later jobs are
        deferred with it, without a call. Read from the run's log, which the pool keeps
        across a runtime's rebuild (review24 R20: a lookup held only here was lost with an
        evicted runtime), each entry once: asked at every job's start, a walk of the whole
        log each time was quadratic in a backlog."""
        log = self.staged_log
        if log is None:
            return None
        with self._setup_lock:
            index = self._setup_failures
            if index is None or index.log is not log:   # a new run, or a rebuilt context
                index = self._setup_failures = _SetupIndex(log)
            end = len(log)
            for item in log[index.read:end]:
                if item.get("setup"):
                    index.why.setdefault(item["kind"], str(item["waiting"]))
            index.read = end
            return index.why.get(kind)

    def left_waiting(self, kind: str) -> set[str]:
        """The sessions whose ``kind`` job this ``run --once`` deferred because the storage
        refused it (:func:`_deferred_for_storage`): its later rounds do not send them again
        (they would meet the same lock, round after round); the next run takes them."""
        if self.staged_log is None:
            return set()
        return {item["session_id"] for item in self.staged_log
                if "waiting" in item and item["kind"] == kind}

    @property
    def journal(self) -> Any:
        """The home's journal.db pool (a ``config.database.Database``), which a job's
        review or summary shares for its own tables instead of opening connections."""
        return self.ledger.db

    def provider_for(self, kind: str) -> Any:
        """The provider a ``kind`` job calls: the injected one, else the one the kind's
        table entry configures, built once per process. Building a Gemini client per job (two TLS contexts,
        ~50 ms of CPU each time, serialised by the GIL) was most of a job's CPU, and what
        made a burst of reviews crawl on a busy machine. None when it cannot be built: the
        engine then tries itself and fails (or falls back to a preview) as it would."""
        if self.provider is not None:
            return self.provider
        if self.shared is not None:
            return self.shared.get(self.kinds[kind], self.settings, self.clock)
        with self._building:
            if kind not in self._built:
                build = self.kinds[kind].provider
                if build is None:
                    return None
                try:
                    self._built[kind] = build(self.settings, self.clock)
                except ReverieError:
                    return None  # not cached: a fixed key in the environment is not seen
            return self._built[kind]

    def close(self) -> None:
        """Close the providers built for this process (their HTTP connections) and the
        idle journal.db connections (the ledger stays usable: it opens one again)."""
        with self._building:
            for provider in self._built.values():
                with contextlib.suppress(Exception):
                    provider.close()
            self._built.clear()
        self.ledger.close()
        self.leases.close()
        self.calls.close()
        if self.stores is not None:
            self.stores.close()

    @contextlib.contextmanager
    def scanning(self) -> Iterator[None]:
        """A pass over the due lists on this thread (every kind's ``find_due``): the kinds
        that read state.db's activity read it through one store, opened on first use and
        closed when the pass ends (each opened its own: a connection, its pragmas and the
        schema read again, twice a home every scan, issue 27). Each kind still reads at its
        own turn, after what is open was read (``enqueue_due``), but for a summary's due list,
        which takes the sessions' ends from the review's read of the pass (:meth:`read_in_pass`);
        a pass inside a pass uses the outer one's store."""
        if getattr(self._scan, "active", False):
            yield
            return
        self._scan.active, self._scan.store, self._scan.read = True, None, {}
        try:
            yield
        finally:
            store, self._scan.store, self._scan.read = self._scan.store, None, {}
            self._scan.active = False
            if store is not None:
                with contextlib.suppress(Exception):
                    store.close()

    def keep_in_pass(self, name: str, value: Any) -> None:
        """Keep what a kind read as ``name`` for the rest of this thread's pass (nothing
        outside a pass)."""
        if getattr(self._scan, "active", False):
            self._scan.read[name] = value

    def read_in_pass(self, name: str) -> Any:
        """What a kind of this thread's pass kept as ``name`` (:meth:`keep_in_pass`); None
        outside a pass or when nothing was kept."""
        return self._scan.read.get(name) if getattr(self._scan, "active", False) else None

    def scan_store(self) -> Any:
        """The store of this thread's pass (:meth:`scanning`), opened now if needed; None
        outside a pass or while state.db does not exist (it is never made here)."""
        if not getattr(self._scan, "active", False):
            return None
        if self._scan.store is None:
            if not self.settings.state_db.exists():
                return None
            # Here, not at the top: the agent's enqueue path imports this module (see register).
            from reverie.search_index import SessionStore

            self._scan.store = SessionStore.open(self.settings, clock=self.clock)
        return self._scan.store

    @contextlib.contextmanager
    def session_store(self) -> Iterator[Any]:
        """An open ``search_index.SessionStore`` for one job: one of the home's kept
        stores, or None when the context keeps none (the job then opens its own)."""
        if self.stores is None:
            yield None
            return
        with self.stores.borrow() as store:
            yield store


@dataclass(frozen=True)
class Tasks:
    huey: huey_lib.Huey
    context: JobContext
    wrappers: dict[str, Any]      # kind name -> the huey task registered for it

    def wrapper(self, kind: str) -> Any:
        try:
            return self.wrappers[kind]
        except KeyError:
            raise QueueError(f"No job kind {kind!r}.",
                             hint=f"Known kinds: {', '.join(self.wrappers)}.") from None

    @property
    def kinds(self) -> KindTable:
        return self.context.kinds


def budget_spent(ctx: JobContext) -> bool:
    """True when today's input tokens reached ``reverie.budget.daily_input_tokens``."""
    return ctx.calls.tokens_today() >= ctx.settings.daily_input_tokens


def register(h: huey_lib.Huey, settings: Settings, *, clock: Clock = SYSTEM_CLOCK,
             provider: Any = None, identity: Identity | None = None,
             engine: Callable[[str, str, CallContext], Any] | None = None,
             kinds: KindTable | None = None, shared: SharedProviders | None = None) -> Tasks:
    """Register one task per entry of ``kinds`` (default: :func:`jobs.kinds.default_kinds`)."""
    kinds = dict(kinds if kinds is not None else default_kinds())
    check_table(kinds)
    identity = identity or Identity.current()
    # Here, not at the top, as the kept stores below: the model-call ledger is the worker's
    # (it pulls review.exclusions and the price table), not the agent's enqueue path.
    from reverie.review.ledger import Ledger

    # Here, not at the top: the agent's enqueue imports this module (jobs.enqueuer), and
    # the session store (sqlite-utils) must stay off that path (bench/bench_plugin.py).
    from reverie.search_index.kept import KeptStores

    # One pool of journal.db connections for the home's jobs: the job ledger owns it; the
    # leases, the model-call ledger and each review's books (JobContext.journal) borrow
    # from it, so a job opens no connection and reads no schema of its own (issue 27).
    ledger = JobLedger(settings, clock=clock)
    ctx = JobContext(settings=settings, clock=clock, identity=identity,
                     ledger=ledger,
                     calls=Ledger(settings, clock=clock, shares=ledger.db),
                     leases=Leases(settings, ttl=settings.queue.lease_seconds, clock=clock,
                                   identity=identity, shares=ledger.db),
                     kinds=kinds, provider=provider, engine=engine, shared=shared,
                     stores=KeptStores(settings.state_db, clock=clock,
                                        busy_timeout=settings.state_db_busy_timeout))
    wrappers: dict[str, Any] = {}
    for kind in kinds.values():
        wrappers[kind.name] = h.task(name=kind.name, context=True)(
            _session_task(ctx, kind, lambda: tasks) if kind.per_session
            else _maintenance_task(ctx, kind, lambda: tasks))
    tasks = Tasks(h, ctx, wrappers)
    return tasks


def _session_task(ctx: JobContext, kind: JobKind,
                  tasks: Callable[[], Tasks]) -> Callable[..., None]:
    def run(session_id: str, task: Any = None) -> None:
        job_id = getattr(task, "id", None) or "?"
        try:
            _run_session_job(ctx, kind, session_id, task, tasks)
        except RetryTask:
            raise
        except ReverieError as exc:
            if home_removed(exc):  # nothing of the home can be written: the worker lets it
                _tell_health(ctx, kind, exc)  # go and says so once
                ctx.bookkeeping_failures.forget(job_id)
                return
            # The bookkeeping around the job (ledger, lease) failed, not the job: journal.db
            # busy past its timeout, or a full disk. Try the message again later, a bounded
            # number of times (the ledger cannot count these attempts: it is what failed).
            tries = ctx.bookkeeping_failures.add(job_id)
            if is_transient(exc) and tries <= ctx.settings.queue.retries:
                delay = ctx.settings.queue.retry_delay * 2 ** (tries - 1)
                eta = retry_eta(ctx.clock, delay)
                log.warning("%s of %s: %s; retry %d in %.1f s", kind.name,
                            safe_id(session_id), _one_line(exc), tries, delay)
                raise RetryTask(eta=eta) from exc
            ctx.bookkeeping_failures.forget(job_id)
            # The work is not lost: it stays due in durable state (the cursor did not move),
            # and reconcile marks the ledger row and enqueues the work again.
            log.error("%s of %s (job %s) gave up: %s; the next scan or reconcile enqueues the"
                      " work again", kind.name, safe_id(session_id), job_id, _one_line(exc))
            return
        ctx.bookkeeping_failures.forget(job_id)
    run.__name__ = kind.name
    return run


def _maintenance_task(ctx: JobContext, kind: JobKind,
                      tasks: Callable[[], Tasks]) -> Callable[..., None]:
    def run(task: Any = None) -> None:
        try:
            _run_maintenance(ctx, tasks(), kind, task)
        except ReverieError as exc:  # its own ledger row could not be written: one line
            # (the next scan/sweep/reconcile is scheduled anyway)
            log.error("%s could not run: %s", kind.name, _one_line(exc))
    run.__name__ = kind.name
    return run


@contextlib.contextmanager
def tasks_for(settings: Settings, tasks: Tasks | None = None, *,
              clock: Clock = SYSTEM_CLOCK) -> Iterator[Tasks]:
    """``tasks`` as given, or the home's :func:`default_tasks` built for this block, with
    their journal.db connections closed after it: left to the garbage collector, the close
    checkpoints late into whatever file is then at the path
    (``memory.journaled.journaled_writes``)."""
    if tasks is not None:
        yield tasks
        return
    own = default_tasks(settings, clock=clock)
    try:
        yield own
    finally:
        own.context.close()


def default_tasks(settings: Settings, *, clock: Clock = SYSTEM_CLOCK) -> Tasks:
    """The tasks registered on a new huey instance for the home's own queue (what the
    enqueue API and the dead-letter actions send through). Callers that already hold
    registered tasks (a process, a test, a benchmark) pass them as ``tasks=`` instead."""
    # Here: the huey factory imports redis, which the agent's enqueue loads only once a
    # job is really sent (a hook for an unknown session sends none).
    from .queue import make_huey

    return register(make_huey(settings), settings, clock=clock)


# --- enqueueing ------------------------------------------------------------------------------

def enqueue(tasks: Tasks, kind: str, session_id: str | None = None, *, reason: str,
            last_message_id: int | None = None, retry_of: str | None = None) -> str:
    """Record the job in the ledger, then send it; returns the job id.

    The ledger row goes first so that a message a worker picks up at once still finds its
    row; if sending fails the row is removed again and the error raised (the work stays
    due in durable state and reconcile will send it later).
    """
    ctx = tasks.context
    wrapper = tasks.wrapper(kind)
    message = wrapper.s(session_id) if session_id is not None else wrapper.s()
    ctx.ledger.enqueued(message.id, kind, session_id, reason=reason, by=ctx.identity.owner,
                        retry_of=retry_of, last_message_id=last_message_id)
    enqueue_message(tasks, message)
    return message.id


def send_request(tasks: Tasks, kind: str, session_id: str) -> EnqueueResult:
    """Record a request for a ``kind`` job on ``session_id`` (a session kind of the table,
    the session already checked) and send it unless one is already queued. The enqueue
    API (:class:`jobs.enqueuer.Enqueuer`) and the plugin marks taken up both end here."""
    ledger = tasks.context.ledger
    message = tasks.wrapper(kind).s(session_id)
    # One journal transaction: the request, the check for a queued job, the new row.
    waiting = ledger.request_job(kind, session_id, message.id, by=tasks.context.identity.owner)
    if waiting is not None:
        return EnqueueResult(kind, session_id, waiting, False,
                             f"a {kind} of this session is already queued")
    try:
        enqueue_message(tasks, message)
    except QueueError as exc:
        return EnqueueResult(kind, session_id, None, False,
                             f"queue unavailable ({exc.message.rstrip('.')}); the request is "
                             "recorded and reconcile will enqueue it")
    return EnqueueResult(kind, session_id, message.id, True, f"{kind} queued")


def enqueue_message(tasks: Tasks, message: Any, *, unsent: Sequence[Any] = (),
                    front: bool = False, behind: bytes | None = None) -> bytes | None:
    """Send a message whose ledger row is written; if sending fails the row is removed
    and a :class:`QueueError` raised. ``unsent``: the messages a pass would have sent
    after this one, whose rows are written too: removed with it (one transaction), as
    none of them reaches the queue. ``front``: at the head of the queue (behind
    ``behind``'s message, put there before), not at its end; its data is returned."""
    try:
        if not front:
            tasks.huey.enqueue(message)
            return None
        data = tasks.huey.serialize_task(message)
        home_queue(tasks.huey.storage).put_back(data, front=True, behind=behind)
        # (what huey.enqueue signals: a pool's dispatcher wakes for it)
        tasks.huey._emit(huey_signals.SIGNAL_ENQUEUED, message)
        return data
    except Exception as exc:
        ledger = tasks.context.ledger
        with ledger.db.write():
            for gone in (message, *unsent):
                ledger.forget(gone.id)
        raise backend_error(exc) from exc


def is_transient(exc: BaseException) -> bool:
    """Whether the same work may succeed later: a :class:`ReverieError` marked
    ``transient``, or one raised from such an error (a review failing because the store
    was unavailable).

    Every SQLite failure reaches here already translated at its boundary
    (``config.database`` for journal.db, the session store for state.db), with
    ``transient`` set for a busy database, a full disk or an I/O error: "database is
    locked" is never a reason to give up on a job (issue 14), and neither is a full disk
    (issue 19). A raw third-party exception is a bug in a lower layer, not transient.
    """
    return any(isinstance(e, ReverieError) and e.transient for e in errors_in(exc))


def backend_error(exc: BaseException) -> QueueError:
    """Translate a storage exception (sqlite3, redis) into a one-line QueueError."""
    local = isinstance(exc, sqlite3.Error)
    return QueueError(f"The queue backend failed: {type(exc).__name__}: {exc}.",
                      hint=(failure_hint(exc) if local else
                            "Check that Redis is running (redis backend) or the queue.db is writable."),
                      transient=local and is_transient_failure(exc))


class Sent(list):
    """The job ids a pass enqueued, and ``recheck_at``: the first time work it saw becomes
    due with nothing changed (a pool's scheduler comes back then; see :mod:`jobs.watch`)."""

    recheck_at: float | None = None
    #: The sessions the pass found with work left (due, or with a job open) when it read
    #: every session kind's due list whole; None when it did not (a kind skipped, the
    #: daily budget spent). What ``worker.once.sessions_left`` counts, without reading it
    #: all again (``run --once``'s report after a last round that queued nothing).
    left: set[str] | None = None
    #: A kind's pass stopped at ``MAX_ENQUEUE_PER_SCAN``: due sessions are left for the next
    #: pass (a pool's scheduler starts it once the queue has drained: ``jobs_watch.refill``).
    capped: bool = False

    def come_back(self, at: float | None) -> None:
        self.recheck_at = earliest(self.recheck_at, at)

    def __iadd__(self, other):  # noqa: ANN001, ANN204 - list's own signature
        super().__iadd__(other)
        self.come_back(getattr(other, "recheck_at", None))
        theirs = getattr(other, "left", None)
        self.left = None if self.left is None or theirs is None else self.left | theirs
        self.capped = self.capped or getattr(other, "capped", False)
        return self


def enqueue_due(tasks: Tasks, kind: str, reason: str, *, limit: int | None = None) -> Sent:
    """Enqueue every due ``kind`` job that is not queued, leased or parked; returns job ids.
    At most ``MAX_ENQUEUE_PER_SCAN`` (or ``limit``, when smaller: `run --once
    --max-sessions`)."""
    ctx = tasks.context
    entry = ctx.kinds[kind]
    ledger = ctx.ledger
    sent = Sent()
    # What is open is read before what is due. A job leaves the open states only after it
    # advanced its session's cursor and satisfied its request, so one that finishes in
    # between is not found due again; read the other way round, a review finishing while
    # the due list was read was enqueued a second time (a wasted model call).
    open_jobs = ledger.open_sessions(kind)
    leased = ctx.leases.live()
    requests = ledger.requests(kind)
    if entry.needs_budget and (entry.requests_wait_for_budget or reason != "request") \
            and budget_spent(ctx):
        log.info("daily token budget spent; due %s jobs wait for the next day", kind)
        sent.come_back(next_utc_day(ctx.clock.now()))
        return sent
    due = entry.find_due(ctx, requests)
    sent.come_back(getattr(due, "recheck_at", None))
    parked = ledger.parked(kind)
    sent.left = {item.session_id for item in due
                 if not waits_for_operator(parked, item)} | set(open_jobs)
    waiting = ctx.left_waiting(kind)
    # The pass's ledger rows are one journal.db transaction (issue 27: one commit a job
    # was most of what enqueueing a session cost): each session's check for an open job
    # and its new row stay together, as in enqueue_unless_open, and the messages are sent
    # once the rows are committed — a job's row is still written before its message.
    written: list[Any] = []
    with ledger.db.write():
        for item in due:
            if item.session_id in open_jobs or lease_key(kind, item.session_id) in leased:
                continue
            if item.session_id in waiting:
                continue  # this run --once met its storage refusing it already
            if waits_for_operator(parked, item):
                continue  # a dead letter waits for the operator (or for new messages)
            if limit is not None and len(written) >= limit:
                break
            if len(written) >= MAX_ENQUEUE_PER_SCAN:
                log.info("%d more %s jobs are due; the next scan enqueues them",
                         len(due) - len(written), kind)
                finder = ctx.kinds.get(entry.found_by or "")
                sent.capped = True
                sent.come_back(ctx.clock.now() + (finder.interval(ctx.settings) if finder else 0.0))
                break
            message = _row_unless_open(
                tasks, kind, item.session_id,
                reason=reason if reason != "scan" else "+".join(item.reasons) or reason,
                last_message_id=item.last_message_id or None,
                said_at=item.said_at)
            if message is not None:   # (None: one was opened meanwhile, a request, another process)
                written.append(message)
    for done, message in enumerate(written):
        enqueue_message(tasks, message, unsent=written[done + 1:])
        sent.append(message.id)
    return sent


def waits_for_operator(parked: dict[str, int | None], item: Any) -> bool:
    """Whether the due ``item``'s session is parked: its job of that kind failed for good
    (``parked``: :meth:`JobLedger.parked`) and no message came after those it covered. A
    scan does not send it again; `queue retry` (or new messages) does."""
    if item.session_id not in parked:
        return False
    seen = parked[item.session_id]
    return seen is None or item.last_message_id <= seen


def enqueue_unless_open(tasks: Tasks, kind: str, session_id: str, *, reason: str,
                        last_message_id: int | None = None) -> str | None:
    """Send a session's job unless one of that kind is open (queued, retrying, running),
    however recently it was opened (a post-turn request, another process): the check and
    the row are one journal transaction. The job id, or None when one was already open."""
    message = _row_unless_open(tasks, kind, session_id, reason=reason,
                               last_message_id=last_message_id)
    if message is None:
        return None
    enqueue_message(tasks, message)
    return message.id


def _row_unless_open(tasks: Tasks, kind: str, session_id: str, *, reason: str,
                     last_message_id: int | None, said_at: float | None = None) -> Any:
    """The message of a session's new job whose queued row is written (the check for an
    open one and the row in one journal transaction, or the caller's), not sent yet; None
    when a job of that kind is open."""
    ctx = tasks.context
    message = tasks.wrapper(kind).s(session_id)
    if ctx.ledger.enqueued_unless_open(message.id, kind, session_id, reason=reason,
                                       by=ctx.identity.owner, last_message_id=last_message_id,
                                       said_at=said_at):
        return None
    return message


def enqueue_all_due(tasks: Tasks, reason: str, *, found_by: str | None = None,
                    limit: int | None = None) -> Sent:
    """:func:`enqueue_due` for every session kind (or those whose ``found_by`` is given).
    First the review requests plugin hooks marked but never recorded (jobs.hookmarks)."""
    take_up_hook_marks(tasks)
    sent = Sent()
    sent.left = set()
    with tasks.context.scanning():
        for entry in session_kinds(tasks.kinds):
            if limit is not None and len(sent) >= limit:
                sent.left = None   # the kinds after it were not read
                break
            if found_by is None or entry.found_by == found_by:
                sent += enqueue_due(tasks, entry.name, reason,
                                    limit=None if limit is None else limit - len(sent))
            else:
                sent.left = None
    return sent


def take_up_hook_marks(tasks: Tasks) -> int:
    """Record the review of every session whose plugin hook left a mark and ended before
    its enqueue did (issue 30: a one-shot ``hermes -z``'s first turn)."""
    if "review" not in tasks.kinds:
        return 0
    check = SessionCheck(tasks.context.settings)

    def request(session_id: str) -> EnqueueResult:
        check.require(session_id)
        return send_request(tasks, "review", session_id)

    def warn(session_id: str, exc: BaseException) -> None:
        log.warning("a plugin hook's review request of session %s cannot be recorded yet: %s",
                    safe_id(session_id), exc)

    try:
        return take_up(tasks.context.settings.home, request, sessions=check.session_ids,
                       now=tasks.context.clock.now(), warn=warn)
    finally:
        check.close()


# --- running ------------------------------------------------------------------------------

def _run_session_job(ctx: JobContext, kind: JobKind, session_id: str, task: Any,
                     tasks: Callable[[], Tasks] | None = None) -> None:
    # One journal.db connection for the job's books, from start to finish (issue 27): the
    # ledger, the lease, the model-call ledger and the review's or summary's tables all use
    # it, where each of their ~40 statements borrowed one from the pool (a stat and a lock
    # each). Each still commits on its own, as before.
    with ctx.journal.held():
        _run_held_session_job(ctx, kind, session_id, task, tasks)


def _run_held_session_job(ctx: JobContext, kind: JobKind, session_id: str, task: Any,
                          tasks: Callable[[], Tasks] | None) -> None:
    job_id = task.id
    ledger = ctx.ledger
    key = lease_key(kind.name, session_id)
    # The job's start is one journal.db transaction (issue 27; was two): marked running,
    # the budget checked and the session's lease taken, or none of it. A key whose release
    # is still owed is taken after it, as before: that takes the lock the lease keeper
    # holds while it writes, which must not be waited for inside a transaction.
    owed = key in ctx.leases.owed()
    for owner in (ctx.calls.db, ctx.leases.db):
        owner.prepare()     # their schema first: migrating inside the transaction would wait for it
    with ledger.db.write():
        # A message reconcile took for lost (out of the queue when it looked: in a worker's
        # hands, or put back for its turn a moment later) whose session it queued again:
        # the other job does the work; this one, run too, did it twice (order3).
        instead = ledger.found_again(job_id, kind.name, session_id)
        if instead is not None:
            log.info("%s job %s of %s was taken for lost; it gives way to job %s",
                     kind.name, safe_id(job_id), safe_id(session_id), safe_id(instead))
            return
        # One home's reviews in the order said, one at a time (JobKind.ordered): read in
        # the start's transaction, so no other thread or process starts one meanwhile.
        blocker = ledger.turn_blocker(job_id, kind.name, session_id) if kind.ordered else None
        if blocker is not None:
            ledger.waits_turn(job_id, turn_note(blocker))
        else:
            attempt = ledger.started(job_id, kind.name, session_id, worker=ctx.identity.owner)
            if kind.needs_budget and budget_spent(ctx):
                ledger.finished(job_id, "deferred", error="daily input-token budget spent")
                return
            unset = ctx.setup_failure(kind.name)
            if unset is not None:   # run --once: the kind's model setup already failed in it
                ledger.finished(job_id, "deferred", error=SETUP_DEFERRED + unset)
                _note_setup_wait(ctx, kind, session_id, job_id, unset)
                return
            leased = None if owed else ctx.leases.acquire_not_owed(key, job_id=job_id)
    if blocker is not None:
        # Back on the queue, untried: its row stays queued (with why), no attempt counted.
        log.debug("%s of %s %s", kind.name, safe_id(session_id), turn_note(blocker))
        if ctx.turn_wait is not None and ctx.turn_wait(job_id, blocker):
            return
        raise WaitTurn(blocker)
    if leased is None:
        leased = ctx.leases.acquire(key, job_id=job_id)
    if not leased:
        holder = ctx.leases.get(key)
        ledger.finished(job_id, "skipped",
                        error=f"session leased by {holder.owner if holder else 'another job'}")
        return
    # The id every model call of this attempt is recorded with: the job's cost is the sum
    # over it (review.calls), whatever else runs on the session meanwhile.
    # (the budget was checked in the start's transaction above: the review's or summary's
    # own check before its first call stands on it, one sum of today's tokens less a job)
    call = CallContext.for_job(job_id, attempt.number, budget_checked=kind.needs_budget)
    settled = False     # the lease released with the finished row (below)
    try:
        if ctx.engine is not None:
            result = ctx.engine(kind.name, session_id, call)
        else:
            if attempt.number > 1:
                _storage_ready(ctx)
            result = kind.run(ctx, session_id, call)
        outcome = kind.outcome(result)
    except ReverieError as exc:
        # Here: the review engine (memory, the scanner) is the worker's, and this module
        # is on the agent's enqueue path.
        from reverie.review.engine import BudgetExceeded

        if isinstance(exc, BudgetExceeded):  # spent while we ran: stays due, not a failure
            ledger.finished(job_id, "deferred", error=_one_line(exc), outcome=spent(ctx, job_id))
            return
        # `transient` marks errors where the same job may succeed later: a model timeout,
        # 429 or 5xx (TransientProviderError), a memory file locked too long or an I/O
        # error (memory.locking.StoreUnavailable), a busy SQLite database anywhere in the
        # cause chain (is_transient). Everything else is a dead letter now.
        if _deferred_for_setup(ctx, kind, session_id, job_id, exc):
            return
        _tell_health(ctx, kind, exc)
        if home_removed(exc):  # no retry, no dead letter: nothing of it can be written
            return
        _retry_for_setup(ctx, kind, session_id, job_id, attempt.number, exc)
        _retry_if_transient(ctx, kind, session_id, job_id, attempt.number, exc)
        if _deferred_for_storage(ctx, kind, session_id, job_id, exc):
            return
        _dead_letter(ctx, job_id, session_id, _one_line(exc))
        return
    except Exception as exc:  # a bug in a lower layer: a dead letter, not a crashed worker
        # (sqlite3's raw "database is locked" that no layer translated is only busy)
        _retry_if_transient(ctx, kind, session_id, job_id, attempt.number, exc)
        log.exception("%s of %s failed unexpectedly", kind.name, safe_id(session_id))
        _dead_letter(ctx, job_id, session_id, f"unexpected {type(exc).__name__}: {exc}")
        return
    else:
        _tell_health(ctx, kind, None)
        outcome = replace(outcome, **_token_fields(spent(ctx, job_id)))
        _say_nothing_kept(ctx, session_id, outcome)
        # The request satisfied, the row finished and the lease released in one
        # transaction (one commit, not three; issue 27): the request is never gone while
        # the job still looks open to a scan, nor the job finished with its request left to
        # send the same review again. What the result still has to write joins it
        # (``JobKind.settle``: a review's last cursor, so a review is never done with its
        # messages still due, nor its messages reviewed while it looks unfinished). When it cannot be written, the lease is still
        # released below (or its release owed), as before.
        with ledger.db.write():
            if kind.settle is not None and ctx.engine is None:
                outcome = kind.settle(ctx, result, outcome)   # (a review's last cursor)
            ledger.satisfy(kind.name, session_id, started_at=attempt.started_at)
            ledger.finished(job_id, "done", outcome=outcome)
            ctx.leases.drop(key, ctx.leases.identity.owner)
        settled = True
    finally:
        if not settled:
            ctx.leases.release(key)
    if ctx.staged_log is not None and (outcome.staged or outcome.applied or outcome.summary
                                       or outcome.never_placed or outcome.episodes
                                       or outcome.forgotten or outcome.dropped):
        ctx.staged_log.append({"job": job_id, "kind": kind.name, "session_id": session_id,
                               "staged": outcome.staged, "applied": outcome.applied,
                               "operations": list(outcome.operations),
                               "summary": outcome.summary,
                               "never_placed": list(outcome.never_placed),
                               "episodes": outcome.episodes,
                               "forgotten": outcome.forgotten,
                               "dropped": list(outcome.dropped)})
    if kind.follow_up is not None and tasks is not None and ctx.engine is None:
        _follow_up(ctx, tasks(), kind, result)


def _say_nothing_kept(ctx: JobContext, session_id: str | None, outcome: Outcome) -> None:
    """A model review whose every proposal validation dropped, in a worker's log: `run
    --once` says it in its report, and a long-running worker said nothing of minutes of a
    small model's work (session 34). ``outcome.dropped`` holds a model's drops only, their
    text withheld already (:func:`jobs.kinds._review_outcome`)."""
    if ctx.staged_log is not None or not outcome.dropped or (
            outcome.staged or outcome.applied or outcome.episodes or outcome.forgotten):
        return
    first = outcome.dropped[0]
    log.info("%s: nothing kept: the model's %d proposal(s) were dropped by validation "
             "(the first: %s)", safe_id(session_id), len(outcome.dropped),
             _one_line(str(first.get("reason") if isinstance(first, dict) else first)))


def _storage_ready(ctx: JobContext) -> None:
    """Before a retried attempt calls the model: the job's writes can go through now, else
    the storage's transient error (the job waits again, unpaid). A summary or review reads
    state.db, pays the model and only then writes: retried without end while a Hermes agent
    held the lock or the disk stayed full, each attempt paid again (review21 R8). So:
    state.db's write lock can be taken, and every filesystem the job writes to (state.db's,
    reverie/'s, memories/') takes :data:`ROOM_PROBE_BYTES` (docs/worker.md)."""
    if ctx.settings.state_db.exists():
        with ctx.session_store() as store:
            if store is not None:
                store.check_writable()
            else:   # (lazy: the agent's enqueue path imports this module)
                from reverie.search_index import SessionStore

                with SessionStore.open(ctx.settings, clock=ctx.clock) as own:
                    own.check_writable()
    _room_for_writes(ctx.settings)


#: What a retried job asks of each filesystem it writes to before it pays the model again:
#: more than one job writes (a summary of at most 4,000 characters and its index rows; a
#: review's MEMORY.md copy, pending record and journal rows), so a disk with less is met
#: before the call, not after it.
ROOM_PROBE_BYTES = 256 * 1024


def _room_for_writes(settings: Settings) -> None:
    seen: set[int] = set()
    for directory in (settings.state_db.parent, settings.reverie_dir, settings.memories_dir):
        try:
            device = os.stat(directory).st_dev
        except OSError:
            continue            # not made yet: its parent's filesystem is checked
        if device in seen:
            continue
        seen.add(device)
        try:
            check_room(directory, ROOM_PROBE_BYTES)
        except OSError as exc:
            raise translate(exc, StoreError, f"write to {directory}", directory) from exc


def _follow_up(ctx: JobContext, tasks: Tasks, kind: JobKind, result: Any) -> None:
    """Enqueue the work ``result`` made due now (``JobKind.follow_up``), unless a job of
    that kind and subject is already queued or running; the scan finds it otherwise."""
    try:
        wanted = kind.follow_up(ctx, result)
        for name, subject in wanted:
            if lease_key(name, subject) in ctx.leases.live():
                continue
            enqueue_unless_open(tasks, name, subject, reason=f"after {kind.name}")
    except ReverieError as exc:  # the next scan finds the same work
        log.info("follow-up of %s not enqueued now: %s", kind.name, _one_line(exc))


def _tell_health(ctx: JobContext, kind: JobKind, exc: BaseException | None) -> None:
    if ctx.health is not None:
        try:
            ctx.health(kind.name, exc)
        except Exception:  # noqa: BLE001 - an observer must not change the job's outcome
            log.exception("the health observer failed")


def _retry_if_transient(ctx: JobContext, kind: JobKind, session_id: str, job_id: str,
                        attempt: int, exc: BaseException) -> None:
    """Raise RetryTask when ``exc`` is transient and attempts remain; else return.

    A job the home's storage refused (:func:`waits_for_storage`: a held lock, a full disk)
    has no last attempt in a worker: a busy database is never a reason to give up (a
    Hermes agent may hold state.db for minutes), so it is retried, every
    :data:`STORAGE_RETRY_CAP_SECONDS` at most, until the storage lets it through. Only
    the model's transient failures (a timeout, 429, 5xx) run out of retries and become
    dead letters. ``run --once`` stops retrying either after ``queue.retries``
    (:func:`_deferred_for_storage`)."""
    if not is_transient(exc):
        return
    storage = waits_for_storage(exc)
    if attempt > ctx.settings.queue.retries and not (storage and ctx.waits_for_storage):
        return
    # Our own retry accounting (the ledger counts attempts) so the delay doubles per
    # attempt and huey logs one line instead of a traceback per retry.
    delay = retry_delay_of(ctx.settings, attempt, storage=storage)
    eta = retry_eta(ctx.clock, delay)   # from the failure, not from the books written after it
    log.warning("%s of %s failed (%s); retry %d in %.1f s", kind.name, safe_id(session_id),
                _one_line(exc), attempt, delay)
    _mark_retrying(ctx, job_id, _one_line(exc))
    raise RetryTask(eta=eta) from exc


def _mark_retrying(ctx: JobContext, job_id: str, error: str) -> None:
    """The job's ledger row says it will be retried. When the row cannot be written (the
    same full disk or lock), it still says "running" and the retry still comes."""
    try:
        ctx.ledger.finished(job_id, "retrying", error=error, outcome=spent(ctx, job_id))
    except ReverieError as unrecorded:
        log.info("job %s: the retry is not in the ledger: %s", job_id, _one_line(unrecorded))


def retry_eta(clock: Clock, delay: float) -> dt.datetime:
    """When a retry ``delay`` seconds from now is due, on the job context's clock (the
    clock the pool moves due retries by and hands huey as its time, worker.pool): huey's
    own ``RetryTask(delay=)`` stamps the real time, so on a FakeClock a retry came due to
    the pool but not to huey, which put it back in the schedule thousands of times a
    second until the real seconds passed. Timezone-aware UTC: huey stores naive UTC.

    Callers take it when the failure is met, before its log line and ledger row: taken
    after them, a clock moved in between (a test's FakeClock, moved once that line and row
    said the retry was set) put the retry a whole move later (CI at 5a21e46f)."""
    return dt.datetime.fromtimestamp(clock.now() + delay, dt.UTC)


def retry_delay_of(settings: Settings, attempt: int, *, storage: bool) -> float:
    """Seconds before retrying after failed attempt ``attempt`` (1 for the first):
    ``retry_delay`` doubling each attempt; past the retries (only a job the storage
    refused gets there) at most :data:`STORAGE_RETRY_CAP_SECONDS`, or ``retry_delay`` when
    that is longer. The exponent is bounded: a lock held for days makes attempt numbers
    whose power of two is no float."""
    queue = settings.queue
    delay = queue.retry_delay * 2 ** min(attempt - 1, 40)
    if storage and attempt > queue.retries:
        delay = min(delay, max(STORAGE_RETRY_CAP_SECONDS, queue.retry_delay))
    return delay


def waits_for_storage(exc: BaseException) -> bool:
    """Whether ``exc`` says the home's own storage cannot be used now — a database held
    by another process, a full disk, an I/O error, a memory file locked too long
    (:func:`is_transient` with no provider error on the way): what goes away without
    anyone fixing Reverie or its model, so nothing is given up for it."""
    if any(isinstance(e, ProviderError) for e in errors_in(exc)):
        return False
    return is_transient(exc)


def _deferred_for_storage(ctx: JobContext, kind: JobKind, session_id: str, job_id: str,
                          exc: BaseException) -> bool:
    """In ``run --once``, a job the storage still refused after its retries: deferred,
    not a dead letter (its work stays due: the next run or a worker does it), and noted
    for the run's report, which says it in one line. Whether it was."""
    if ctx.waits_for_storage or not waits_for_storage(exc):
        return False
    error = _one_line(exc)
    ctx.ledger.finished(job_id, "deferred", error=error, outcome=spent(ctx, job_id))
    if ctx.staged_log is not None:
        ctx.staged_log.append({"job": job_id, "kind": kind.name, "session_id": session_id,
                               "waiting": error})
    return True


def _deferred_for_setup(ctx: JobContext, kind: JobKind, session_id: str, job_id: str,
                        exc: BaseException) -> bool:
    """In ``run --once``, a job whose model setup is wrong (no key, a refused key, no such
    model: ``ProviderError.about_setup``): deferred, not a dead letter, and the kind's
    later jobs of the run with it, without a call (:meth:`JobContext.setup_failure`).
    Before, the pool paused the home 30 s, then 60, 120, 240 … between jobs that each
    failed the same way (a run of five sessions with no key took four minutes) and left
    every session a dead letter that only `queue retry ID`, one by one, took back once the
    key was set. Deferred, each stays due: the next run takes it. Whether it was."""
    if ctx.staged_log is None or not _about_setup(exc):
        return False
    error = _one_line(exc)
    ctx.ledger.finished(job_id, "deferred", error=SETUP_DEFERRED + error,
                        outcome=spent(ctx, job_id))
    _note_setup_wait(ctx, kind, session_id, job_id, error)
    return True


def _retry_for_setup(ctx: JobContext, kind: JobKind, session_id: str, job_id: str,
                     attempt: int, exc: BaseException) -> None:
    """In a worker, a job whose model setup is wrong (``ProviderError.about_setup``) waits
    for it, as long as it takes: retried (``retrying``, its error starting
    :data:`SETUP_DEFERRED`, which doctor reads), the home paused meanwhile (the pool's
    health callback), so the retry is taken only when the pause ends or the home's
    config.yaml changes (worker.pool). Before, the job, then one more at the end of each
    pause, became a dead letter that only `queue retry` took back once the key was set.
    The delay doubles up to :data:`STORAGE_RETRY_CAP_SECONDS`, as for a storage that
    refuses a job: a fixed setup is met within that. Raises RetryTask; else returns."""
    if ctx.staged_log is not None or not _about_setup(exc):
        return      # (run --once defers it: _deferred_for_setup)
    queue = ctx.settings.queue
    delay = min(retry_delay_of(ctx.settings, attempt, storage=False),
                max(STORAGE_RETRY_CAP_SECONDS, queue.retry_delay))
    eta = retry_eta(ctx.clock, delay)
    log.info("%s of %s waits for the model setup (%s); tried again in %.0f s at the"
             " earliest", kind.name, safe_id(session_id), _one_line(exc), delay)
    _mark_retrying(ctx, job_id, SETUP_DEFERRED + _one_line(exc))
    raise RetryTask(eta=eta) from exc


def _note_setup_wait(ctx: JobContext, kind: JobKind, session_id: str, job_id: str,
                     error: str) -> None:
    if ctx.staged_log is not None:
        ctx.staged_log.append({"job": job_id, "kind": kind.name, "session_id": session_id,
                               "waiting": error, "setup": True})


def _about_setup(exc: BaseException) -> bool:
    """Whether a provider error in ``exc``'s cause chain says the model setup is wrong."""
    return any(isinstance(e, ProviderError) and e.about_setup for e in errors_in(exc))


def _dead_letter(ctx: JobContext, job_id: str, session_id: str, error: str) -> None:
    """Record the job as failed for good, remembering how far the session was."""
    try:
        last_id = last_message_id(ctx.settings, session_id)
    except ReverieError:  # state.db unreadable: the dead letter parks until the operator acts
        last_id = None
    ctx.ledger.finished(job_id, "failed", error=error,
                        outcome=replace(spent(ctx, job_id), last_message_id=last_id))
    log.warning("job %s failed for good: %s", safe_id(job_id), error)


def spent(ctx: JobContext, job_id: str) -> Outcome:
    """Tokens and cost of every model call recorded with this job's id (all attempts,
    failed calls included): a sum by id in the model-call ledger, the same rows the daily
    budget and monitoring add up."""
    try:
        total = ctx.calls.usage(run_id=job_id)
    except ReverieError as exc:  # the accounting must not turn a finished job into a failure
        if not home_removed(exc):  # (the worker says that once, for the home)
            log.warning("cannot read the model-call ledger for job accounting: %s", exc)
        return Outcome()
    return Outcome(input_tokens=total.input_tokens, output_tokens=total.output_tokens,
                   cached_tokens=total.cached_tokens, cost=total.cost_usd)


def _token_fields(o: Outcome) -> dict[str, Any]:
    return {"input_tokens": o.input_tokens, "output_tokens": o.output_tokens,
            "cached_tokens": o.cached_tokens, "cost": o.cost}


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())[:500]


# Scan, sweep and reconcile take this one lease, so two of them on different worker threads
# or processes never compute the same due set at once and enqueue it twice.
MAINTENANCE_LEASE = "maintenance:enqueue-due"


def _run_maintenance(ctx: JobContext, tasks: Tasks, kind: JobKind, task: Any) -> None:
    ctx.ledger.started(task.id, kind.name, None, worker=ctx.identity.owner)
    if not ctx.leases.acquire(MAINTENANCE_LEASE, job_id=task.id):
        ctx.ledger.finished(task.id, "skipped", error="another scan/sweep/reconcile is running")
        return
    ran_at, inputs = ctx.clock.now(), inputs_signature(ctx.settings.layout)
    try:
        note = run_chore(ctx, kind)
        if kind.repairs:
            sent = reconcile(tasks)
        else:
            sent = enqueue_all_due(tasks, kind.name, found_by=kind.name)
    except ReverieError as exc:
        # A held lock or a full disk goes away by itself, and the scheduler sends this kind
        # again on its interval: a skipped run, not a dead letter waiting for an operator
        # ("Storage failures have no last attempt", docs/worker.md).
        if waits_for_storage(exc):
            log.warning("%s skipped: %s", kind.name, _one_line(exc))
            ctx.ledger.finished(task.id, "skipped", error=_one_line(exc))
        else:
            ctx.ledger.finished(task.id, "failed", error=_one_line(exc))
        return
    except Exception as exc:
        log.exception("%s failed unexpectedly", kind.name)
        ctx.ledger.finished(task.id, "failed", error=f"unexpected {type(exc).__name__}: {exc}")
        return
    finally:
        ctx.leases.release(MAINTENANCE_LEASE)
    notes = [n for n in (f"enqueued {len(sent)}" if sent else None, note) if n]
    if kind.on_change:
        _record_watch(ctx, kind, sent, ran_at=ran_at, inputs=inputs)
    ctx.ledger.finished(task.id, "done", outcome=Outcome(), error="; ".join(notes) or None)


def _record_watch(ctx: JobContext, kind: JobKind, sent: Sent, *, ran_at: float,
                  inputs: str) -> None:
    """What a change-driven run saw, for a pool's scheduler (:mod:`jobs.watch`): when it
    ran, the inputs it started from and when to come back unchanged. While jobs are open
    (waiting, running, requested) the repairing kind comes back on its interval, so a lost
    message or a dead worker is repaired as a single home's scheduler would."""
    watch = Watch(ctx.settings)
    open_work = any(ctx.ledger.in_states(["queued", "running", "retrying"], kind=k.name, limit=1)
                    or ctx.ledger.requests(k.name) for k in session_kinds(ctx.kinds))
    recheck = sent.recheck_at
    repairs = [k for k in maintenance_kinds(ctx.kinds) if k.repairs]
    try:
        for fixer in repairs:
            back = ran_at + fixer.interval(ctx.settings) if open_work else None
            if fixer.name == kind.name:
                recheck = earliest(recheck, back)
            elif back is not None:
                watch.come_back(fixer.name, back)
        # (reconcile, which repairs, also finds every kind's work; the finders alone come
        # back for a backlog, so a drained queue is refilled by one cap, not two)
        watch.record(kind.name, ran_at=ran_at, recheck_at=recheck, inputs=inputs,
                     refill=sent.capped and not kind.repairs)
    except ReverieError as exc:  # the scheduler then sends it again on its interval
        log.warning("cannot record the %s run: %s", kind.name, _one_line(exc))
    finally:
        watch.close()


def run_chore(ctx: JobContext, kind: JobKind) -> str | None:
    """The kind's chore (:attr:`JobKind.chore`), if any; its failure is logged and noted,
    never a reason to skip finding due work."""
    if kind.chore is None:
        return None
    try:
        return kind.chore(ctx)
    except ReverieError as exc:
        log.warning("%s's chore failed: %s", kind.name, _one_line(exc))
        return f"chore failed: {_one_line(exc)}"


# --- reconcile ------------------------------------------------------------------------------

def reconcile(tasks: Tasks) -> list[str]:
    """Repair the ledger against reality, then enqueue every due job not queued or leased.

    - ``running`` rows whose worker is gone (its lease is stale or missing and the process is
      dead or the lease expired) become ``interrupted``;
    - ``queued``/``retrying`` rows whose message is in neither the queue nor the schedule
      (a lost message) become ``lost``, a session's job queued again in its place;
    - then every session kind's due work is enqueued, as a scan would.
    """
    again: list[str] = []
    mark_orphans(tasks, sent=again)
    prune_maintenance(tasks)
    sent = enqueue_all_due(tasks, "reconcile")
    sent[:0] = again
    return sent


def queued_ids(h: huey_lib.Huey) -> set[str]:
    """The ids of the messages queued and scheduled. A message that is not a Reverie job
    (jobs.queue.TaskSerializer refuses it) is one line, not huey's traceback; it is dropped
    when a worker takes it."""
    ids: set[str] = set()
    for data in [*h.storage.enqueued_items(), *h.storage.scheduled_items()]:
        try:
            ids.add(h.deserialize_task(data).id)
        except Exception as exc:  # noqa: BLE001 - any message we cannot read is skipped
            log.warning("a queue message that is not a Reverie job is skipped: %s", exc)
    return ids


def mark_orphans(tasks: Tasks, *, running_here: Callable[[], Iterable[str]] | None = None,
                 sent: list[str] | None = None) -> dict[str, int]:
    """Mark ``running`` rows whose worker is gone ``interrupted`` and lost messages ``lost``
    (:func:`reconcile`). ``running_here``: the ids of the jobs this process's threads run
    now, when the caller knows them (``run --once``): a ``running`` row of this process that
    none of them runs is no job at all, whatever its lease and age say — one whose end huey
    could not record (a full queue.db) was otherwise waited for a whole lease. ``sent``:
    the ids of the jobs queued again in place of lost ones are added to it."""
    ctx = tasks.context
    ledger, leases = ctx.ledger, ctx.leases
    now = ctx.clock.now()
    live = leases.live()
    per_session = {k.name for k in session_kinds(ctx.kinds)}
    interrupted, not_here = [], []
    rows = ledger.in_states(["running"])
    # asked after the rows: a thread takes its job into the running set before the job's
    # row says running, so a row read as running whose job runs here is in the set
    here = None if running_here is None else set(running_here())
    for rec in rows:
        if here is not None and rec.worker == ctx.identity.owner:
            if rec.id not in here:
                not_here.append(rec.id)
            continue
        if rec.kind in per_session and rec.session_id:
            lease = live.get(lease_key(rec.kind, rec.session_id))
            if lease is not None and lease.owner == rec.worker:
                continue
        if _worker_alive(rec.worker, leases) and (now - (rec.started_at or now)) < ctx.settings.queue.lease_seconds:
            continue
        interrupted.append(rec.id)
    present = queued_ids(tasks.huey)
    lost = [rec for rec in ledger.in_states(["queued", "retrying"])
            if rec.id not in present and now - rec.enqueued_at > LOST_GRACE_SECONDS
            and (rec.status == "queued" or now - (rec.finished_at or now) > LOST_GRACE_SECONDS)]
    # A session's lost job is queued again in its place, in the transaction that marks it
    # (JobLedger.lost): a review of the home said after it, waiting for it, must not find
    # its turn between the mark and the scan that queued the session again.
    # (in their turn among the home's ordered jobs: they go to the head in this order)
    lost.sort(key=lambda rec: (rec.said_at if rec.said_at is not None else rec.enqueued_at,
                               rec.enqueued_at))
    again = {rec.id: tasks.wrapper(rec.kind).s(rec.session_id) for rec in lost
             if rec.kind in per_session and rec.session_id}
    ledger.mark(interrupted, "interrupted", error="worker stopped before the job finished")
    # only if still running: such a job may have ended since its row was read
    marked = ledger.mark(not_here, "interrupted", only_from="running",
                         error="the job's end could not be recorded")
    # (only if still waiting: a job taken meanwhile may have started; one put back found
    # lost when it comes round gives way to the job queued in its place: JobLedger.found_again)
    gone, written = ledger.lost(
        [rec.id for rec in lost], again={old: m.id for old, m in again.items()},
        error="queue message lost; reconcile re-enqueued the work", by=ctx.identity.owner)
    messages = [m for m in again.values() if m.id in set(written)]
    # At the head of the queue, in their order (fix42's left): each keeps its turn among
    # the home's ordered jobs (JobLedger.lost), so at the end every review said after it
    # that a worker took first waited for it (review order, issue 27).
    behind = None
    for done, message in enumerate(messages):
        behind = enqueue_message(tasks, message, unsent=messages[done + 1:], front=True,
                                 behind=behind)
    if sent is not None:
        sent.extend(m.id for m in messages)
    return {"interrupted": len(interrupted) + marked, "lost": gone, "again": len(messages)}


def _worker_alive(owner: str | None, leases: Leases) -> bool:
    if not owner:
        return False
    host, _, rest = owner.partition(":")
    pid_text = rest.partition(":")[0]
    if host != leases.identity.host or not pid_text.isdigit():
        return True  # another machine: only the lease expiry can tell
    return process_alive(int(pid_text), None)


def prune_maintenance(tasks: Tasks) -> None:
    """Keep the ledger bounded: recent maintenance rows, a month of finished session jobs."""
    ctx = tasks.context
    now = ctx.clock.now()
    ctx.ledger.prune(session_kinds=[k.name for k in session_kinds(ctx.kinds)],
                     maintenance_kinds=[k.name for k in maintenance_kinds(ctx.kinds)],
                     finished_before=now - KEEP_FINISHED_DAYS * 86400,
                     beats_before=now - 86400, keep_maintenance=KEEP_MAINTENANCE_ROWS)


def wait_idle(tasks: Tasks, timeout: float, poll: float = 0.05) -> bool:
    """Wait until nothing is queued, scheduled or running (used by `run --once` and tests)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        h = tasks.huey
        if (h.pending_count() == 0 and h.scheduled_count() == 0
                and not tasks.context.ledger.in_states(["running", "queued", "retrying"], limit=1)):
            return True
        time.sleep(poll)
    return False
