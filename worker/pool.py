"""One pool of worker threads serving many homes (issue 24): isolated, fair, bounded.

- :class:`Pool` keeps an entry per home it serves (expanded from its
  :class:`jobs.homes.HomeSet` again every :data:`HOME_RESCAN_SECONDS`, so new homes and
  profiles are served without a restart) and opens a home's parts — its settings, huey
  instance and registered tasks, i.e. its ledger, leases and paths — in a
  :class:`HomeRuntime`, at most :attr:`Pool.keep` of them at once (least recently used
  closed first).
- :class:`Dispatcher` hands the threads one message at a time, round-robin across the homes
  whose queue holds any: a home's own queue.db (its change noticed by ``stat``, or at once
  when this process enqueued into it) or its Redis list (one ``BRPOP`` over every served
  home's list, the order rotated per call). It also moves due retries from each home's
  schedule into its queue, and keeps a paused home's queue untouched until its pause ends.
- :class:`PoolWorker` runs the threads: each message is executed by its home's huey
  instance, with the tasks registered for that home alone, so a job can only ever see the
  files of the home whose queue it came from.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import stat
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, ProviderError, ReverieError, Settings
from reverie.config.errors import HomeRemoved, errors_in, home_removed
from reverie.config.fs import guard_home, unguard_home
from reverie.config.home import invalid_profiles
from reverie.config.settings import redact_url
from reverie.config.sqlitedb import failure_hint
from reverie.config.terminal import safe_id
from reverie.jobs.homequeue import HomeQueue, home_queue, huey_time
from reverie.jobs.homes import HomeRef, HomeSet, SettingsCache
from reverie.jobs.hueylib import signals as huey_signals
from reverie.jobs.kinds import KindTable
from reverie.jobs.leases import Identity
from reverie.jobs.ledger import JobLedger
from reverie.jobs.queue import (
    ConnectionPools,
    check_reachable,
    copy_line,
    existing_home_id,
    make_huey,
    queue_hint,
)
from reverie.jobs.tasks import SharedProviders, register, turn_note
from reverie.memory.pending.reconcile import reconcile
from reverie.review.providers.base import RateLimited

log = logging.getLogger("reverie.worker")

HOME_RESCAN_SECONDS = 5.0
#: A home whose model refuses its key or rate-limits it waits this long, doubling.
PAUSE_FIRST_SECONDS = 30.0
PAUSE_MAX_SECONDS = 1800.0
#: Every served home's schedule is looked at this often (retries another process added).
SCHEDULE_SWEEP_SECONDS = 30.0
#: Queue files are polled at most this often and at least this rarely; in between, the
#: interval is ~20 times what one poll of every home costs (so polling stays ~5% of a core).
POLL_MIN_SECONDS = 0.05
POLL_MAX_SECONDS = 1.0
REDIS_BLOCK_SECONDS = 1.0
#: A pool beats into each home it serves this often (a row per role, with this period, so
#: monitoring and the doctor judge its silence by it); a single-home worker beats every 2 s.
POOL_BEAT_SECONDS = 60.0
SINGLE_BEAT_SECONDS = 2.0
#: A home whose review waits for its turn behind a job no thread of this pool runs (one in
#: another process, a retry in the schedule, a lost message reconcile will mark) is looked
#: at again after this long; behind a job of this pool, as soon as that job ends.
TURN_RECHECK_SECONDS = 1.0
#: While a home waits for its turn, a wait on the Redis server lasts at most this long (the
#: job it waits for ends in this process, which cannot wake a BRPOP).
TURN_BLOCK_SECONDS = 0.1
#: The jobs a home's entry remembers as put back at the head of its queue (HomeEntry.put_front).
PUT_FRONT_KEPT = 256


@dataclass(eq=False)
class HomeEntry:
    """What the pool knows of one home, opened or not.

    Several threads look at an entry (the dispatcher, the worker threads, the scheduler,
    a job's health callback): its counters and flags change only through the methods
    below, under the entry's own lock; a plain read sees one consistent value.
    """

    ref: HomeRef
    settings: Settings | None = None
    error: str | None = None       # why it is not served now (its settings do not load)
    queue: HomeQueue | None = None  # opened by the dispatcher when first looked at
    ready: bool = True             # its queue may hold a message
    scheduled: bool = True         # its schedule may hold a retry
    paused_until: float = 0.0
    pauses: int = 0
    pause_reason: str = ""
    gone: bool = False
    running: int = 0
    memory_reconciled: bool = False
    #: why a one-shot run (``run --once --homes``) left it out: not served again by it
    left_out: str | None = None
    #: the home it is a copy of (same reverie/home-id): not served on Redis until fixed
    copy_of: str | None = None
    #: What settling its memory journal found (``memory.reconcile``'s report), once done.
    reconciled: dict[str, Any] | None = None
    #: Its directory's (device, inode) when first loaded: no directory there, or another
    #: one, later means the home was removed while served (:meth:`Pool.still_there`).
    identity: tuple[int, int] | None = None
    removed: bool = False
    #: Its queue is left alone until then (clock.now() seconds; inf: until a job of it that
    #: this pool runs ends): its review at the head waits for its turn (JobKind.ordered).
    turn_held_until: float = 0.0
    #: The first job put back for its turn since a job of the home last ran: put back again,
    #: the whole queue went round without finding the job it waits for.
    turn_first: str | None = None
    #: The jobs of it this pool's threads run now, and the last few that ended here: what
    #: a review waiting its turn waits for is often one of them, though its row still said
    #: queued or running when the review looked.
    in_flight: set[str] = field(default_factory=set, repr=False)
    ended: deque[str] = field(default_factory=lambda: deque(maxlen=16), repr=False)
    #: Of :attr:`in_flight`, the jobs of an ordered kind, by id: their sessions.
    ordered_in_flight: dict[str, str] = field(default_factory=dict, repr=False)
    #: The jobs of it this pool put back at the head of its queue and has not taken again
    #: (id -> message): a review waiting for one of them waits for a job at the head, not
    #: further down (see :meth:`hold_turn`). A job leaves it when taken again here; at most
    #: :data:`PUT_FRONT_KEPT` (another host on one Redis may take them: never claimed here).
    put_front: OrderedDict[str, bytes] = field(default_factory=OrderedDict, repr=False)
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    #: Held while its memory journal is settled: no job of the home runs before that.
    reconcile_lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def label(self) -> str:
        return self.ref.label

    def paused(self, now: float) -> bool:
        return self.paused_until > now

    def waits(self, now: float) -> bool:
        """Whether its queue is left alone now: paused, or its next review waits its turn."""
        return self.paused_until > now or self.turn_held_until > now

    def hold_turn(self, job_id: str, blocker_id: str, blocker_status: str,
                  now: float, *, elsewhere: bool = False) -> bool:
        """A job of this home (running on this thread) is not its turn; whether its message
        goes back at the head of the queue (else at its end).

        - What it waits for is running here, or has just ended here (its row said running
          or queued when the review looked), or was put back at the head here and is not
          taken yet: at the head (behind that one, :meth:`behind`); the queue is left
          alone until another job of the home this pool runs ends (none: it may be taken
          at once).
        - It is running elsewhere or waits for a retry: at the head, and the queue is left
          alone for :data:`TURN_RECHECK_SECONDS` (or until a job of it here ends).
        - It is only queued: at the end, and the queue is taken on (the job waited for is
          most likely further down: a scan queues oldest first) until the same job comes
          back round; then as above.

        ``elsewhere``: the blocker's row says it runs in another process (its ``worker`` is
        not this pool), so whatever this pool remembers of it (put back, ended here) is of
        an earlier attempt."""
        with self.lock:
            if blocker_status == "running" and blocker_id not in self.in_flight:
                # Put back at the head here and running, but not here: another pool (a
                # second host on one Redis) took it. Remembered as here, the review waiting
                # for it was taken and checked again at once, again and again (review34
                # R14); it waits TURN_RECHECK_SECONDS, as for any job running elsewhere.
                self.put_front.pop(blocker_id, None)
            # (put back at the head: with two threads or more, the review after it was
            # taken and tried while it waited there; taken for "further down", it went to
            # the end, and the whole backlog went round, most reviews each time: 5,000
            # reviews of one home on 2 threads under load did not drain in 300 s)
            # R14's twin (session 34): a job that ended here (a transient failure) whose
            # retry another host took is in `ended` while it runs there; counted as here,
            # the review behind it was tried again at once, again and again, as in R14.
            here = (blocker_id in self.in_flight
                    or (blocker_id in self.ended and not elsewhere)
                    or blocker_id in self.put_front)
            if blocker_status == "queued" and not here and self.turn_first != job_id:
                if self.turn_first is None:
                    self.turn_first = job_id
                return False
            self.turn_first = None
            # (a job taken here and not started yet counts: its end comes too)
            others = len(self.in_flight - {job_id}) > 0
            if here:
                self.turn_held_until = float("inf") if others else 0.0
            else:
                self.turn_held_until = float("inf") if others else now + TURN_RECHECK_SECONDS
            return True

    def waits_elsewhere(self) -> bool:
        """Whether its last review put back for its turn waited for a job no thread here
        runs (a hold of :data:`TURN_RECHECK_SECONDS`, not ended by a job of it ending
        here): one in another process, a retry, or a message nowhere, which only a
        reconcile finds (``run --once``'s drain reconciles such a home at once)."""
        with self.lock:
            return 0.0 < self.turn_held_until < float("inf")

    def mark(self, *, ready: bool | None = None, scheduled: bool | None = None) -> None:
        with self.lock:
            if ready is not None:
                self.ready = ready
            if scheduled is not None:
                self.scheduled = scheduled

    def leave_out(self, reason: str) -> None:
        """Not served any more by this pool: its queue or journal cannot be used."""
        with self.lock:
            self.left_out = self.error = reason
            self.ready = self.scheduled = False

    def behind(self, blocker_id: str) -> bytes | None:
        """The message of ``blocker_id`` if this pool put it back at the head and has not
        taken it again: a review waiting for it goes back right behind it."""
        with self.lock:
            return self.put_front.get(blocker_id)

    def claim(self, job_id: str, ordered_session: str | None = None) -> bool:
        """A job of it was taken by this pool (it is in flight until it ends); whether it
        goes to a thread. ``ordered_session``: the job is of an ordered kind, of that
        session. Such a job does not while one of another session is in flight here: that
        one is its turn or goes back, and until then this one would only be put back for
        its turn, after a journal.db transaction to learn it (a home's backlog on four
        threads put back ~4 reviews for each it ran). The caller puts it back at the head
        of the queue, which is left alone until a job of the home here ends, as
        :meth:`hold_turn` does behind a job running here."""
        return self.ordered_ahead(job_id, ordered_session) is None

    def ordered_ahead(self, job_id: str, ordered_session: str | None) -> tuple[str, str] | None:
        """:meth:`claim`, saying what holds the job back: (its job id, its session), or None
        when the job was claimed."""
        with self.lock:
            if ordered_session is not None:
                for other, session in self.ordered_in_flight.items():
                    if session != ordered_session:
                        self.turn_first = None
                        self.turn_held_until = float("inf")
                        return other, session
            self.in_flight.add(job_id)
            self.put_front.pop(job_id, None)
            if ordered_session is not None:
                self.ordered_in_flight[job_id] = ordered_session
            return None

    def was_put_front(self, job_id: str, data: bytes) -> None:
        """A job of it is back at the head of its queue (called before it leaves the jobs
        in flight, :meth:`job_finished`, or by the take that held it back): a review
        looking for it then always finds it in flight here or here."""
        with self.lock:
            self.put_front[job_id] = data
            while len(self.put_front) > PUT_FRONT_KEPT:
                self.put_front.popitem(last=False)

    def unclaim(self, job_id: str) -> None:
        """A job taken by this pool is not run after all (dropped)."""
        with self.lock:
            self.in_flight.discard(job_id)
            self.ordered_in_flight.pop(job_id, None)
            if self.turn_held_until == float("inf") and not self.in_flight:
                self.turn_held_until = 0.0   # (nothing here is left to end a wait)

    def job_started(self) -> None:
        with self.lock:
            self.running += 1

    def job_finished(self, job_id: str = "", *, waited: bool = False) -> bool:
        """One of its jobs ended (``waited``: it was not its turn). Whether that ended a
        wait for a turn (the queue may be taken from again)."""
        with self.lock:
            self.running -= 1
            self.in_flight.discard(job_id)
            self.ordered_in_flight.pop(job_id, None)
            if waited:
                if self.turn_held_until == float("inf") and not self.in_flight:
                    # It waited for jobs here that were all put back as well: none is left
                    # to end the wait (two reviews taken together, each behind the other's
                    # job, stalled the home for good).
                    self.turn_held_until = 0.0
                    return True
                return False
            self.ended.append(job_id)
            self.turn_first = None
            held, self.turn_held_until = self.turn_held_until > 0, 0.0
            return held

    def start_pause(self, now: float, reason: str) -> float:
        """Pause for the next step of the doubling; returns the pause in seconds."""
        with self.lock:
            seconds = min(PAUSE_MAX_SECONDS, PAUSE_FIRST_SECONDS * 2 ** self.pauses)
            self.pauses += 1
            self.paused_until = now + seconds
            self.pause_reason = reason
        return seconds

    def end_pause(self) -> bool:
        """End a pause; whether there was one."""
        with self.lock:
            was = bool(self.pauses)
            self.pauses, self.paused_until, self.pause_reason = 0, 0.0, ""
        return was



class HomeRuntime:
    """The opened parts of one home: huey instance and the tasks registered for it."""

    def __init__(self, pool: Pool, entry: HomeEntry) -> None:
        settings = entry.settings
        assert settings is not None
        self.entry = entry
        self.settings = settings
        if pool.tasks is not None:  # a pool of one serving the tasks it was given
            self.huey, self.tasks = pool.tasks.huey, pool.tasks
        else:
            # The queue.db storage the dispatcher reads this home through, when it has one:
            # the jobs' enqueues and huey's own reads around a job then use the connection
            # the take opened, where a storage of the runtime's own opened a second one
            # about every job in a pool of many homes (issue 27).
            # Quiet: a queue that cannot be opened fails the make_huey below with the same
            # error, which the caller says (a warning first said it twice, session 19).
            queue = pool.queue_of(entry, quiet=True)
            self.huey = make_huey(settings, pools=pool.connection_pools,
                                  storage=queue.storage if queue is not None else None)
            self.tasks = register(self.huey, settings, clock=pool.clock, provider=pool.provider,
                                  identity=pool.identity, engine=pool.engine, kinds=pool.kinds,
                                  shared=pool.providers)
        self.tasks.context.health = lambda kind, exc: pool.judge(entry, exc)
        self.tasks.context.turn_wait = lambda job_id, blocker: pool.dispatcher.turn_wait(
            entry, job_id, blocker)   # (the worker thread puts the message back)
        if pool.staged_logs is not None:  # kept by the pool: a runtime may be closed and reopened
            self.tasks.context.staged_log = pool.staged_logs.setdefault(entry.ref, [])
        self.users = 0
        self.closed = False
        self.renewed_at = 0.0
        self.huey.signal(huey_signals.SIGNAL_ENQUEUED)(lambda *_: pool.dispatcher.wake(entry))
        self.huey.signal(huey_signals.SIGNAL_SCHEDULED)(lambda *_: pool.dispatcher.wake(
            entry, scheduled=True))

    def release_idle(self) -> None:
        """Close what is open while nothing of this home runs (connections are reopened
        on next use): a pool of a thousand homes must not keep a thousand queue.db and
        journal.db connections open."""
        self.release_queue()
        self.release_journal()

    def release_queue(self) -> None:
        """Close this thread's queue.db connection (huey's are per thread)."""
        queue = self.entry.queue
        # A storage shared with the dispatcher is left open while the home has work
        # waiting (the dispatcher's next take uses it, and closes it once the queue is
        # empty); a job's last reads may have opened it again after that.
        if queue is None or queue.storage is not self.huey.storage or not self.entry.ready:
            with contextlib.suppress(Exception):
                home_queue(self.huey.storage).release()

    def trim_journal(self) -> None:
        """Keep one idle journal.db connection of this home's books, holding no cached
        pages (a home parked among the pool's kept journals)."""
        ctx = self.tasks.context
        for books in (ctx.ledger, ctx.leases, ctx.calls):
            with contextlib.suppress(Exception):
                books.db.trim()   # (the owner of the shared connections does it)

    def release_journal(self) -> None:
        """Close the idle journal.db connections of this home's books (a lent one closes
        when it comes back)."""
        ctx = self.tasks.context
        for db in (ctx.ledger, ctx.leases, ctx.calls):
            with contextlib.suppress(Exception):
                db.close()

    def close(self) -> None:
        self.closed = True
        self.release_idle()
        with contextlib.suppress(Exception):
            self.tasks.context.close()


class Pool:
    """The homes a process serves and the runtimes open among them."""

    def __init__(self, homes: HomeSet, *, environ: dict[str, str] | None = None,
                 clock: Clock = SYSTEM_CLOCK, workers: int = 4, provider: Any = None,
                 engine: Callable[..., Any] | None = None, kinds: KindTable | None = None,
                 keep: int | None = None, reconcile_memory: bool = True) -> None:
        self.homes = homes
        self.clock = clock
        self.workers = workers
        self.provider = provider
        self.engine = engine
        self.kinds = kinds
        # Open runtimes kept: holding connections only while used (release_idle), each is a
        # few tens of KB, and reopening one costs ~1 ms of CPU: enough that a rotation over
        # many busy homes does not reopen one per job.
        self.keep = keep or max(256, 4 * workers)
        #: Homes whose journal.db stays open between jobs when no thread keeps them warm,
        #: most recent last: a worker thread moving to another home closed its last one's,
        #: and with more homes than threads a job nearly always opened journal.db again —
        #: the WAL set up, and the last connection's close checkpointing and deleting the
        #: -wal and -shm, ~2.3 ms of CPU a job at 100 homes (issue 27). At most
        #: ``keep_journals`` (3 descriptors each: the file, its -wal, its -shm); a thread
        #: that finds no work closes those of the homes whose queue was found empty, so an
        #: idle pool holds no home's files open.
        self.keep_journals = max(128, 8 * workers)
        self._journals: OrderedDict[HomeRef, HomeRuntime] = OrderedDict()
        #: Settle each home's memory journal when first opened (a worker does; a status
        #: command, which must not write, does not).
        self.reconcile_memory = reconcile_memory
        self.identity = Identity.current()
        #: Per home, what its jobs staged, applied or summarised, while ``run --once`` wants
        #: it for its report (it sets a dict); None otherwise: a pool keeps nothing per job.
        self.staged_logs: dict[Any, list[dict[str, Any]]] | None = None
        self.settings_cache = SettingsCache(environ)
        self.entries: dict[HomeRef, HomeEntry] = {}
        self._runtimes: OrderedDict[HomeRef, HomeRuntime] = OrderedDict()
        self._lock = threading.Lock()
        #: The home each worker thread ran its last job of, its connections kept open
        #: (:meth:`release` with ``keep_warm``).
        self._warm = threading.local()
        self.connection_pools = ConnectionPools()
        self.providers = SharedProviders()
        self.refreshed_at = 0.0
        #: directories an --all-profiles pool cannot serve, with why (issue 29)
        self.unservable: dict[str, str] = {}
        #: The registered tasks a pool of one serves (:meth:`of_one`), else None.
        self.tasks: Any = None
        #: A pool of one home given by ``--home`` / ``--profile`` (:meth:`of_one`): its
        #: output names no home, as a single home's never did.
        self.single = homes.only is not None
        #: How often it beats into each home (a pool of one as often as a single-home
        #: process always did: `queue` shows a beat a few seconds old).
        self.beat_seconds = SINGLE_BEAT_SECONDS if self.single else POOL_BEAT_SECONDS
        self.dispatcher = Dispatcher(self)
        #: Set when a pool of one's home was removed while it ran (:meth:`lose`): the
        #: process stops and exits 1.
        self.lost = threading.Event()
        self._guarded: set[Path] = set()

    @classmethod
    def of_one(cls, settings: Settings, *, tasks: Any = None,
               reload: Callable[[], Settings] | None = None, **kwargs: Any) -> Pool:
        """A pool serving the single home of ``settings``, opened. As given, never
        reloaded; with ``reload`` (a long-running worker's: its command line's way to load
        them), loaded with it again whenever config.yaml changes, as a pool's homes are —
        a key set there ends the home's model-setup pause without a restart. With
        ``tasks`` (``jobs.tasks.register``'s, their huey, clock and runners), it runs those
        rather than registering its own."""
        homes = HomeSet.one(settings.home)
        if tasks is not None:
            kwargs.setdefault("clock", tasks.context.clock)
        pool = cls(homes, **kwargs)
        pool.tasks = tasks
        assert homes.only is not None
        if reload is None:
            pool.settings_cache.pin(homes.only, settings)
        else:
            pool.settings_cache.follow(homes.only, reload)
        pool.refresh(first=True)
        return pool

    # --- the homes ------------------------------------------------------------------------

    def refresh(self, *, first: bool = False) -> tuple[list[HomeEntry], list[HomeEntry]]:
        """Expand the home set again: new homes get an entry, homes gone are let go (their
        running jobs finish), a changed config.yaml is read again. Returns (added, gone)."""
        refs = self.homes.check() if first else self.homes.expand()
        added, gone, reload = [], [], []
        with self._lock:
            current = set(refs)
            for ref in refs:
                entry = self.entries.get(ref)
                if entry is None or entry.gone or (entry.removed
                                                   and os.path.isdir(ref.directory)):
                    # (a home removed while served and now restored is served afresh)
                    entry = self.entries[ref] = HomeEntry(ref)
                    added.append(entry)
                    reload.append(entry)
                elif entry.error is not None or self.settings_cache.changed(ref):
                    reload.append(entry)
            for ref, entry in list(self.entries.items()):
                if ref not in current and not entry.gone:
                    entry.gone = True
                    gone.append(entry)
                if entry.gone and entry.running == 0:  # its last job has finished
                    del self.entries[ref]
        for entry in reload:  # outside the lock: a changed home's runtime is closed
            self._load(entry)
        self._find_copies()
        self._find_unservable(refs)
        for entry in gone:
            self._drop_runtime(entry.ref)
            if not entry.removed:  # (that one was said when it was noticed)
                log.info("home %s is no longer served", entry.label)
        for entry in added:
            # not "serving" a home just said to be not served; one home's worker never
            # said which home it serves
            if entry in self.served() and not self.single:
                log.info("serving home %s", entry.label)
        self.refreshed_at = self.clock.monotonic()
        return added, gone

    def _find_unservable(self, refs: list[HomeRef]) -> None:
        """With ``--all-profiles``: profile directories whose names no profile can have are
        not served — said once each, and listed by ``queue --homes`` (issue 29)."""
        if not self.homes.all_profiles:
            return
        found = {}
        for root in sorted({ref.root for ref in refs}):
            for path in invalid_profiles(root):
                found[str(path)] = ("its name is not a profile name (letters, digits, '_' "
                                    "and '-', 1 to 64 characters); rename it to serve it")
        for path, reason in found.items():
            if path not in self.unservable:
                log.warning("profile directory %s is not served: %s", path, reason)
        self.unservable = found

    def _find_copies(self) -> None:
        """Two homes holding one ``reverie/home-id`` (issue 29: ``cp -a ~/.hermes …``): on
        Redis they would share one queue and each take the other's jobs. The copy — the
        one its id file says it was not made in, else the later by label — is said once
        and, on Redis, not served until its id file is deleted (checked at every rescan)."""
        with self._lock:
            loaded = [e for e in self.entries.values()
                      if not e.gone and e.settings is not None and e.left_out is None]
        by_id: dict[str, list[tuple[HomeEntry, str | None]]] = {}
        for entry in loaded:
            assert entry.settings is not None
            found = existing_home_id(entry.settings)
            if found is not None:
                by_id.setdefault(found[0], []).append((entry, found[1]))
        copies: dict[int, str] = {}
        for group in by_id.values():
            if len(group) < 2:
                continue
            group.sort(key=lambda pair: pair[0].label)
            keep = next((e for e, origin in group
                         if origin is not None and e.settings is not None
                         and os.path.abspath(e.settings.home) == origin), group[0][0])
            for entry, _ in group:
                if entry is not keep:
                    copies[id(entry)] = keep.label
        for entry in loaded:
            original = copies.get(id(entry))
            if original is not None and entry.copy_of != original:
                assert entry.settings is not None
                log.error("home %s", copy_line(entry.settings, original))
            with entry.lock:
                entry.copy_of = original

    def _load(self, entry: HomeEntry) -> None:
        """(Re)load a home's settings; a home whose settings do not load is not served
        (said once) until its config.yaml changes."""
        try:
            settings = self.settings_cache.get(entry.ref)
        except ReverieError as exc:
            if entry.error != str(exc):
                log.error("home %s is not served: %s", entry.label, exc)
            entry.error, entry.settings = str(exc), None
            return
        changed = entry.settings is not None and entry.settings != settings
        if entry.identity is None:
            entry.identity = directory_identity(entry.ref.directory)
            guard_home(entry.ref.directory)  # nothing this process runs may make it again
            self._guarded.add(entry.ref.directory)
        with entry.lock:
            entry.settings, entry.error = settings, None
            entry.ready = entry.scheduled = True
            if changed:
                entry.queue = None  # reopened with the new settings when next looked at
        if changed:
            self._drop_runtime(entry.ref)  # reopened with the new settings when next used
            if entry.end_pause():
                # A pause is for a refused or missing key, a wrong model, a rate limit:
                # what an operator fixes in config.yaml. Its retried jobs go on now, not
                # when a pause of up to PAUSE_MAX_SECONDS would have ended.
                log.info("home %s: its settings changed, so its pause ends (the model setup"
                         " may be fixed)", entry.label)

    def still_there(self, entry: HomeEntry) -> bool:
        """Whether ``entry``'s home is still the directory it was when first loaded; if it
        is gone (or another directory stands at its path), it is let go (:meth:`lose`)."""
        if entry.removed:
            return False
        if entry.identity is None or directory_identity(entry.ref.directory) == entry.identity:
            return True
        self.lose(entry)
        return False

    def noticed(self, entry: HomeEntry, exc: BaseException) -> bool:
        """Whether ``exc`` says ``entry``'s home was removed (a write below it refused to
        make it again, ``config.fs.guard_home``); if so, it is let go (:meth:`lose`)."""
        if not home_removed(exc):
            return False
        self.lose(entry)
        return True

    def lose(self, entry: HomeEntry) -> None:
        """``entry``'s home was removed while this process served it: no job of it runs
        any more, nothing of it is written, and it is said once. A pool of one stops (and
        its process exits 1); a pool serves its other homes, and this one again once a
        directory is back at its path (the next rescan)."""
        with entry.lock:
            if entry.removed:
                return
            entry.removed = True
            entry.left_out = entry.error = "removed while the worker ran"
            entry.ready = entry.scheduled = False
        if self.single:
            log.error("home %s was removed while the worker ran; its jobs are stopped and "
                      "the worker exits — restore the home and start the worker again",
                      entry.label, extra={"home_named": True})
            self.lost.set()
        else:
            log.error("home %s was removed while the worker ran; its jobs are stopped and it "
                      "is no longer served — restore it to serve it again, or take it out "
                      "of the worker's homes", entry.label, extra={"home_named": True})
        self._drop_runtime(entry.ref)

    def served(self) -> list[HomeEntry]:
        with self._lock:
            return [e for e in self.entries.values() if serves(e)]

    def maybe_refresh(self) -> None:
        if self.clock.monotonic() - self.refreshed_at >= HOME_RESCAN_SECONDS:
            try:
                self.refresh()
            except Exception as exc:  # noqa: BLE001 - a glob over a flaky mount: next time
                log.warning("could not expand the homes again: %s", exc)

    # --- runtimes ---------------------------------------------------------------------------

    @contextlib.contextmanager
    def runtime(self, entry: HomeEntry) -> Iterator[HomeRuntime]:
        """The open runtime of ``entry`` (opened now if needed), held while the block runs."""
        rt = self.acquire(entry)
        try:
            yield rt
        finally:
            self.release(rt)

    def acquire(self, entry: HomeEntry) -> HomeRuntime:
        with self._lock:
            rt = self._runtimes.get(entry.ref)
            if rt is not None and not rt.closed:
                rt.users += 1
                self._runtimes.move_to_end(entry.ref)
                return rt
        made = HomeRuntime(self, entry)
        with self._lock:
            rt = self._runtimes.get(entry.ref)
            if rt is None or rt.closed:
                rt = self._runtimes[entry.ref] = made
                made = None
            rt.users += 1
            self._runtimes.move_to_end(entry.ref)
            evicted = self._evict()
        if made is not None:
            made.close()
        for old in evicted:
            old.close()
        if self.reconcile_memory and not entry.memory_reconciled:
            with entry.reconcile_lock:  # the others wait: no job runs on an unsettled home
                if not entry.memory_reconciled:
                    if self.single:
                        self._queue_first(rt)
                    self._reconcile_memory(rt)
                    entry.memory_reconciled = True
        return rt

    def release(self, rt: HomeRuntime, *, keep_warm: bool = False,
                keep_journal: bool = False) -> None:
        """Done with ``rt``. Its connections are closed once no one uses it — or, with
        ``keep_warm`` (a worker thread after a job), only when this thread next releases
        another home or finds no work (:meth:`cool`): a home's jobs come in bursts (a
        review, then its summary), and each job reopened queue.db and journal.db (their
        pragmas and schema read again, ~4 connections a session, issue 27). At most one
        home per worker thread is kept warm, so a pool of a thousand homes still holds
        the connections of a few. ``keep_journal`` (a home just given work): its
        journal.db stays open among ``keep_journals`` for the job to come."""
        with self._lock:
            rt.users -= 1
            evicted = self._evict()
            idle = rt.users == 0
        if keep_warm:
            previous, self._warm.runtime = getattr(self._warm, "runtime", None), rt
            if previous is not None and previous is not rt:
                self._cool(previous, keep_journal=True)
        elif keep_journal:
            self._cool(rt, keep_journal=True)
        elif idle:
            rt.release_idle()
        for old in evicted:
            old.close()

    def cool(self, *, busy: bool = False) -> None:
        """Close the connections of the home this thread kept warm, unless in use. ``busy``
        (another thread is taking work): its journal.db is kept among ``keep_journals``.
        Otherwise (no work found, or stopping) the kept journal.db of every home not in use
        whose queue was found empty closes too: an idle pool keeps none open. A queue on a
        server is never flagged empty (its take waits on the server, review17 Q7): no work
        found means it held none, so its home's kept journal.db closes as well."""
        rt, self._warm.runtime = getattr(self._warm, "runtime", None), None
        if rt is not None:
            self._cool(rt, keep_journal=busy)
        if not busy:
            with self._lock:
                kept = [r for r in self._journals.values()
                        if r.users == 0 and (not r.entry.ready or _waits_on_a_server(r.entry))]
                for r in kept:
                    del self._journals[r.entry.ref]
            for r in kept:
                r.release_journal()

    def _cool(self, rt: HomeRuntime, *, keep_journal: bool = False) -> None:
        closing: list[HomeRuntime] = []
        with self._lock:
            idle = rt.users == 0
            if idle and keep_journal and not rt.closed:
                self._journals[rt.entry.ref] = rt
                self._journals.move_to_end(rt.entry.ref)
                for ref in list(self._journals):
                    if len(self._journals) <= self.keep_journals:
                        break
                    old = self._journals.pop(ref)
                    if old.users == 0:
                        closing.append(old)
        if idle:
            if keep_journal:
                rt.release_queue()  # (this thread's queue.db connection: huey's are per thread)
                rt.trim_journal()
            else:
                rt.release_idle()
        for old in closing:
            old.release_journal()

    def _evict(self) -> list[HomeRuntime]:
        if len(self._runtimes) <= self.keep:
            return []   # (every release asks: no copy of the runtimes' keys then)
        evicted = []
        for ref in list(self._runtimes):
            if len(self._runtimes) <= self.keep:
                break
            rt = self._runtimes[ref]
            if rt.users == 0:
                del self._runtimes[ref]
                if self._journals.get(ref) is rt:
                    del self._journals[ref]
                evicted.append(rt)
        return evicted

    def _drop_runtime(self, ref: HomeRef) -> None:
        with self._lock:
            rt = self._runtimes.get(ref)
            self._journals.pop(ref, None)
            if rt is None or rt.users:
                if rt is not None:
                    rt.closed = True  # closed by the last user's release (see _evict)
                return
            del self._runtimes[ref]
        rt.close()

    def open_runtimes(self) -> list[HomeRuntime]:
        with self._lock:
            return list(self._runtimes.values())

    def redis_pool(self, settings: Settings) -> Any:
        return self.connection_pools.get(settings.queue.redis_url)

    def queue_of(self, entry: HomeEntry, *, quiet: bool = False) -> HomeQueue | None:
        """The home's queue (opened on first use, outside any runtime: looking at a queue
        needs neither its tasks nor its journal); None when it cannot be opened now (said
        in a warning unless ``quiet``: the caller opens it again and says why itself)."""
        queue = entry.queue
        if queue is not None:
            return queue
        settings = entry.settings
        if settings is None:
            return None

        try:
            storage = (self.tasks.huey.storage if self.tasks is not None
                       else make_huey(settings, pools=self.connection_pools).storage)
            queue = home_queue(storage)
        except ReverieError as exc:
            if not quiet:
                log.warning("cannot open the queue of %s: %s", entry.label, exc)
            return None
        with entry.lock:
            if entry.queue is None and entry.settings is settings:
                entry.queue = queue
            return entry.queue or queue

    def _queue_first(self, rt: HomeRuntime) -> None:
        """A pool of one: its queue must be usable before the memory journal is settled.
        One home's run or worker ends with the queue's one line when it is not (a full
        disk); settled first, the reconcile's warning about the same disk came before it
        (two lines for one full disk, session 19)."""
        try:
            check_reachable(rt.huey, rt.settings)
        except BaseException:
            self.release(rt)
            raise

    def _reconcile_memory(self, rt: HomeRuntime) -> None:
        """What a crash left between this home's journal and its memory files, settled
        the first time this process opens the home (as a single-home worker does at start)."""
        try:
            # Through the home's own journal.db connections: a journal of its own was one
            # more connection a home, whose close (the file's last) checkpointed (issue 27).
            report = reconcile(rt.settings, clock=self.clock, shares=rt.tasks.context.journal)
        except Exception as exc:  # noqa: BLE001 - bookkeeping must not stop the home
            log.warning("memory reconcile of %s failed (it runs again next start): %s",
                        rt.entry.label, exc)
            return
        if report.changed and self.single:
            log.info("%s", report.summary())
        for problem in report.problems:
            log.warning("memory reconcile of %s: %s", rt.entry.label, problem)
        rt.entry.reconciled = report.to_dict()

    # --- pauses -------------------------------------------------------------------------------

    def pause(self, entry: HomeEntry, reason: str) -> float:
        """Leave ``entry``'s queue alone for a while (its model key fails, or it is
        rate-limited); the others go on. Returns the pause in seconds."""
        seconds = entry.start_pause(self.clock.now(), reason)
        log.warning("home %s paused for %.0f s: %s", entry.label, seconds, reason)
        return seconds

    def judge(self, entry: HomeEntry, exc: BaseException | None) -> None:
        """After a job of ``entry`` ran: a failure that says the home's model setup is
        wrong (no key, a refused key, no such model) or that its key is rate-limited
        pauses the home; a success ends a pause; one that says the home was removed
        lets it go."""
        if exc is not None and self.noticed(entry, exc):
            return
        if exc is None:
            if entry.pauses:
                self.unpause(entry)
            return
        if home_failure(exc):
            self.pause(entry, " ".join(str(exc).split())[:200])

    def unpause(self, entry: HomeEntry) -> None:
        if entry.end_pause():
            log.info("home %s works again", entry.label)

    def close(self) -> None:
        with self._lock:
            runtimes = list(self._runtimes.values())
            self._runtimes.clear()
            self._journals.clear()
        for rt in runtimes:
            rt.close()
        self.providers.close()
        with self._lock:
            entries = list(self.entries.values())
        for entry in entries:
            if entry.queue is not None:
                with contextlib.suppress(Exception):
                    entry.queue.release()
        self.connection_pools.close()
        for directory in self._guarded:
            unguard_home(directory)


def _waits_on_a_server(e: HomeEntry) -> bool:
    """Whether ``e``'s queue is taken by waiting on a server (Redis): its ``ready`` flag is
    never cleared, since the server, not a flag, says whether a message waits."""
    return e.queue is not None and e.queue.blocking


def serves(e: HomeEntry) -> bool:
    """Whether a pool serves the home of ``e`` now (:meth:`Pool.served`)."""
    return (not e.gone and e.settings is not None and e.left_out is None
            and not (e.copy_of is not None and e.settings.queue.backend == "redis"))


def directory_identity(directory: Path) -> tuple[int, int] | None:
    """(device, inode) of ``directory``; None when no directory is there."""
    try:
        info = os.stat(directory)
    except OSError:
        return None
    return (info.st_dev, info.st_ino) if stat.S_ISDIR(info.st_mode) else None


def home_failure(exc: BaseException) -> bool:
    """Whether a job's failure is about its home rather than its session: its model setup
    (``ProviderError.about_setup``: no key, a refused key, no such model) or a rate limit
    on its key."""
    return any(isinstance(e, RateLimited) or (isinstance(e, ProviderError) and e.about_setup)
               for e in errors_in(exc))


@dataclass
class Taken:
    """One message, taken from a home's queue, with the home's runtime held for it."""

    entry: HomeEntry
    runtime: HomeRuntime
    data: bytes
    #: The job the message holds, read when it was taken (None: not a Reverie job).
    task: Any = None


class Dispatcher:
    """Fair hand-out of messages across the homes' queues (one taker at a time).

    It sees each home's queue through the :class:`jobs.homequeue.HomeQueue` protocol: the
    queues that are polled (a home's queue.db) are put in a ring when they may hold work
    and taken from in turn; the queues that can wait on a server (Redis) are waited on
    together, one ``take_any`` per server, their order rotated per call.
    """

    def __init__(self, pool: Pool) -> None:
        self.pool = pool
        self._take_lock = threading.Lock()
        self._wake = threading.Condition()
        self._ring: deque[HomeEntry] = deque()
        self._in_ring: set[int] = set()
        self._polled_at = -POLL_MAX_SECONDS
        self._poll_every = POLL_MIN_SECONDS
        self._schedule_at = -SCHEDULE_SWEEP_SECONDS
        self._swept_at = -SCHEDULE_SWEEP_SECONDS
        self._woken = False
        #: The homes this process enqueued into since the last walk over every home.
        self._woken_entries: list[HomeEntry] = []
        #: What the last walk over every home found (:meth:`_walk_due`).
        self._walked_refresh = float("nan")
        self._any_blocking = False
        self._only_waiting = True
        self._served_any = False
        self._turn = 0
        self._server_down: dict[int, float] = {}
        #: Messages taken and handed to a thread that has not marked its job running yet
        #: (:meth:`received`): work, though no queue, flag or running job shows it.
        self._in_hand = 0
        self._in_hand_lock = threading.Lock()
        #: Per worker thread: its job was put back for its turn (:meth:`turn_wait`).
        self._waited = threading.local()
        #: Whether the last :meth:`_take_waiting` waited on a server (else nothing waited).
        self._waited_on_server = False

    # --- being told ---------------------------------------------------------------------------

    def wake(self, entry: HomeEntry, *, scheduled: bool = False) -> None:
        """This process enqueued into (or scheduled a retry in) ``entry``'s queue."""
        if scheduled:
            entry.mark(scheduled=True)
        else:
            entry.mark(ready=True)
        with self._wake:
            if not scheduled:
                self._woken_entries.append(entry)
            self._woken = True
            self._wake.notify_all()

    def may_have_work(self) -> bool:
        """Whether a served home may still hold a message or a retry (flags only; a queue
        that waits on a server is not flagged: the caller asks the server), or a message
        taken from one is still on its way to a thread's running jobs. Ask it before
        :meth:`PoolWorker.running`: a message leaves the hand only once it runs there."""
        if self._in_hand:
            # (Another thread's take may have found that queue empty meanwhile and
            # lowered its flag: the drain of `run --once` then looked at every home, found
            # the job still queued in its ledger, and looked at every home again.)
            return True
        return any((e.ready and not _waits_on_a_server(e)) or e.scheduled
                   for e in self.pool.served())

    def turn_wait(self, entry: HomeEntry, job_id: str, blocker: Any) -> bool:
        """A job of ``entry`` this thread runs is not its turn: the home's queue may be
        left alone a while (:meth:`HomeEntry.hold_turn`), before the thread puts the
        message back (:meth:`PoolWorker._run`). True: the thread puts it back."""
        # (running under another owner: another process or host runs its attempt now)
        worker = getattr(blocker, "worker", None)
        elsewhere = (blocker.status == "running" and bool(worker)
                     and worker != self.pool.identity.owner)
        front = entry.hold_turn(job_id, blocker.id, blocker.status, self.pool.clock.now(),
                                elsewhere=elsewhere)
        self._waited.put = (front, entry.behind(blocker.id) if front else None)
        return True

    def waited(self) -> tuple[bool, bytes | None] | None:
        """Whether the job this thread ran last was not its turn: (its message goes back at
        the head, the message it goes right behind there, if known); None if it ran."""
        put, self._waited.put = getattr(self._waited, "put", None), None
        return put

    def ended(self, entry: HomeEntry, job_id: str, *, waited: bool) -> None:
        """A job of ``entry`` this thread ran has ended (``waited``: it was not its turn,
        and its message is back on the queue)."""
        if entry.job_finished(job_id, waited=waited):
            self.wake(entry)   # its queue's next review may be its turn now

    def received(self) -> None:
        """A thread marked the job of a message :meth:`take` gave it running (or dropped
        the message)."""
        with self._in_hand_lock:
            self._in_hand -= 1

    def interrupt(self) -> None:
        """Wake a taker waiting for work (to see that it should stop)."""
        with self._wake:
            self._woken = True
            self._wake.notify_all()

    # --- taking -------------------------------------------------------------------------------

    def take(self, stop: threading.Event) -> Taken | None:
        """The next message (round-robin over homes), or None once ``stop`` is set."""
        while True:
            held: list[tuple[Taken, str]] = []
            taken = self._take(stop, held)
            for back, note in held:
                self._note_held(back, note)
            if taken is not None or not held:
                return taken

    def _take(self, stop: threading.Event, held: list[tuple[Taken, str]]) -> Taken | None:
        """:meth:`take` under the take lock. A review held back (:meth:`_claim`) is added
        to ``held`` and None returned: its row's note is written after the lock is let go
        (a journal.db write, which another process's write lock can keep waiting up to the
        busy timeout, must not hold every thread's take, for every home)."""
        clock = self.pool.clock
        if self._take_lock.locked():
            # Another thread is taking, and may wait there for work a while: this one's
            # warm home is closed first (unless a job of it runs), its journal.db kept
            # among the pool's few (the taker closes them all if it finds no work), so an
            # idle pool holds no home's files open, as before warm homes.
            self.pool.cool(busy=True)
        with self._take_lock:
            while not stop.is_set():
                self.pool.maybe_refresh()
                now = clock.now()
                served = None
                if self._walk_due():
                    served = self._walk()
                    self._move_schedules(served, now)
                    self._poll(served, now)
                else:
                    self._poll_woken(now)
                taken = self._take_polled(now)
                if taken is None and served is not None:
                    taken = self._take_waiting(
                        served, now, block=self._only_waiting and self._served_any)
                if taken is not None:
                    note = self._claim(taken)
                    if note is not None:   # back at the head, its home left alone
                        held.append((taken, note))
                        return None
                    with self._in_hand_lock:   # (before any other take can lower its flag)
                        self._in_hand += 1
                    return taken
                self.pool.cool()  # nothing to do: the home this thread kept warm is closed
                if self._only_waiting and self._served_any and self._waited_on_server:
                    continue  # the server waited already
                with self._wake:  # until this process enqueues, or the next poll of the files
                    if not self._woken:
                        clock.wait(self._wake, self._poll_every)
                    self._woken = False
        return None

    def _claim(self, taken: Taken) -> str | None:
        """Read the job of a message as it is taken, and count it in its home's jobs in
        flight before the next take (under the take lock): a review of that home taken
        next, finding this one's row still queued, knows it is not further down the queue
        (put back at the end, it made the whole backlog go round once more, each time).
        None: it goes to a thread. Else a review of a home whose review of another
        session is in flight here: it went back at the head of its queue, untried
        (:meth:`HomeEntry.claim`), and what its row is to say is returned."""
        try:
            task = taken.task = taken.runtime.huey.deserialize_task(taken.data)
        except Exception:  # noqa: BLE001 - not a Reverie job: the thread drops it and says so
            return None
        kind = taken.runtime.tasks.context.kinds.get(task.name)
        session = (task.args[0] if kind is not None and kind.ordered and kind.per_session
                   and task.args else None)
        ahead = taken.entry.ordered_ahead(task.id, session)
        if ahead is None:
            return None
        try:
            queue = self.pool.queue_of(taken.entry, quiet=True)
            if queue is None:
                raise ReverieError("its queue cannot be opened")
            queue.put_back(taken.data, front=True)
            taken.entry.was_put_front(task.id, taken.data)
        except Exception:  # noqa: BLE001 - a thread runs it: its turn check puts it back,
            taken.entry.claim(task.id)   # or says why it cannot (the hold ends with it)
            return None
        return turn_note(SimpleNamespace(kind=task.name, id=ahead[0], session_id=ahead[1],
                                         status="running"))

    def _note_held(self, taken: Taken, note: str) -> None:
        """A review held back at the take: its row says why, as the turn check's would
        (``reverie queue`` shows it); only a note, so a journal.db that cannot be written
        now leaves it unsaid. Then the home's runtime is let go."""
        try:
            with contextlib.suppress(Exception):
                taken.runtime.tasks.context.ledger.waits_turn(taken.task.id, note)
        finally:
            self.pool.release(taken.runtime, keep_warm=True)

    def _walk_due(self) -> bool:
        """Whether this take looks at every served home: when the files are due a poll or
        the schedules a look, when the homes were expanded again, and always while some
        queue waits on a server. Otherwise it looks only at the homes this process
        enqueued into since (:meth:`_poll_woken`): a take between polls costs what the
        homes with work cost, not what every home of a large pool costs (issue 27)."""
        mono = self.pool.clock.monotonic()
        return (self._any_blocking or mono - self._polled_at >= self._poll_every
                or mono - self._schedule_at >= 1.0
                or self.pool.refreshed_at != self._walked_refresh)

    def _walk(self) -> list[tuple[HomeEntry, HomeQueue]]:
        with self._wake:  # (the walk's poll sees every home these were)
            self._woken_entries.clear()
        self._walked_refresh = self.pool.refreshed_at
        served = self._queues()
        self._any_blocking = any(q.blocking for _, q in served)
        self._only_waiting = all(q.blocking for _, q in served)
        self._served_any = bool(served)
        return served

    def _poll_woken(self, now: float) -> None:
        """Put in the ring the polled homes this process enqueued into since the last walk."""
        with self._wake:
            woken, self._woken_entries = self._woken_entries, []
        for entry in woken:
            if (id(entry) in self._in_ring or not entry.ready or entry.waits(now)
                    or not serves(entry)):
                continue
            queue = self.pool.queue_of(entry)
            if queue is not None and not queue.blocking:
                self._ring.append(entry)
                self._in_ring.add(id(entry))

    def _queues(self) -> list[tuple[HomeEntry, HomeQueue]]:
        served = []
        for entry in self.pool.served():
            queue = self.pool.queue_of(entry)
            if queue is not None:
                served.append((entry, queue))
        return served

    def _poll(self, served: list[tuple[HomeEntry, HomeQueue]], now: float) -> None:
        """Put the polled homes whose queue changed (or that may hold work) in the ring."""
        clock = self.pool.clock
        due = clock.monotonic() - self._polled_at >= self._poll_every
        started = time.perf_counter()  # what polling costs in CPU, whatever the clock says
        for entry, queue in served:
            if queue.blocking or entry.waits(now):
                continue
            if due and not entry.ready and queue.changed():
                entry.mark(ready=True, scheduled=True)
            if entry.ready and id(entry) not in self._in_ring:
                self._ring.append(entry)
                self._in_ring.add(id(entry))
        if due:
            cost = time.perf_counter() - started
            self._polled_at = clock.monotonic()
            self._poll_every = min(POLL_MAX_SECONDS, max(POLL_MIN_SECONDS, cost * 20))

    def _take_polled(self, now: float) -> Taken | None:
        for _ in range(len(self._ring)):
            entry = self._ring.popleft()
            self._in_ring.discard(id(entry))
            queue = entry.queue
            if (entry.gone or entry.settings is None or queue is None or entry.waits(now)
                    or not entry.ready):
                continue
            if not self.pool.still_there(entry):
                continue  # removed: its queue.db must not be made again by reading it
            try:
                data = queue.take()
            except Exception as exc:  # noqa: BLE001 - one home's broken queue.db, not all
                log.warning("cannot read the queue of %s: %s", entry.label,
                            _queue_failure(entry, exc))
                data = None
            if data is None:
                entry.mark(ready=False)
                if entry.scheduled and not queue.blocking:
                    # Its schedule is looked at now, on the connection the take opened,
                    # rather than by the next schedule look, which would open it again.
                    self._look_at_schedule(entry, queue, now)
                if entry.ready:   # a due retry was moved into its queue
                    self._ring.append(entry)
                    self._in_ring.add(id(entry))
                    continue
                with contextlib.suppress(Exception):
                    queue.release()  # a thousand idle homes keep no queue.db open
                continue
            self._ring.append(entry)  # it may hold more: back at the end of the line
            self._in_ring.add(id(entry))
            return Taken(entry, self.pool.acquire(entry), data)
        return None

    def _servers(self, served: list[tuple[HomeEntry, HomeQueue]],
                 now: float) -> list[list[tuple[HomeEntry, Any]]]:
        """The queues that wait on a server, grouped by server (not paused)."""
        groups: dict[int, list[tuple[HomeEntry, Any]]] = {}
        for entry, queue in served:
            if queue.blocking and not entry.waits(now):
                groups.setdefault(id(queue.server), []).append((entry, queue))
        return list(groups.values())

    def _take_waiting(self, served: list[tuple[HomeEntry, HomeQueue]], now: float, *,
                      block: bool) -> Taken | None:
        """One wait over the queues of every served home on each server, the order rotated
        each call: a server's ``take_any`` pops from the first non-empty queue it is given,
        so the rotation is what makes it round-robin."""
        groups = self._servers(served, now)
        self._waited_on_server = bool(groups)
        if not groups:
            return None   # (every such home paused or waiting its turn: the caller waits)
        timeout = REDIS_BLOCK_SECONDS if block and len(groups) == 1 else 0.01
        if any(e.turn_held_until > now for e, _ in served):
            timeout = min(timeout, TURN_BLOCK_SECONDS)   # (its end cannot wake a BRPOP)
        for items in groups:
            self._turn = (self._turn + 1) % len(items)
            items = items[self._turn:] + items[:self._turn]
            queues = [queue for _, queue in items]
            try:
                got = queues[0].take_any(queues, timeout)
            except Exception as exc:  # noqa: BLE001 - Redis down: say so now and then
                self._server_failed(items[0][0], queues[0], exc)
                self.pool.clock.sleep(min(timeout, 0.2))
                continue
            if got is None:
                continue
            index, data = got
            self._server_down.pop(id(queues[0].server), None)
            entry = items[index][0]
            return Taken(entry, self.pool.acquire(entry), data)
        return None

    def _server_failed(self, entry: HomeEntry, queue: Any, exc: Exception) -> None:
        mono = self.pool.clock.monotonic()
        key = id(queue.server)
        if key not in self._server_down or mono - self._server_down[key] > 30:
            url = entry.settings.queue.redis_url if entry.settings is not None else "?"
            log.warning("queue backend unavailable: %s: %s; retrying (Redis at %s)",
                        type(exc).__name__, " ".join(str(exc).split()), redact_url(url))
            self._server_down[key] = mono

    # --- the schedules of retries -------------------------------------------------------------

    def _move_schedules(self, served: list[tuple[HomeEntry, HomeQueue]], now: float) -> None:
        """Due retries go from each home's schedule back into its queue (what huey's
        consumer does for one home), for the homes that may have any: those this process
        scheduled into and those whose queue.db changed; the queues on a server (another
        host may have scheduled into them) are also counted every
        :data:`SCHEDULE_SWEEP_SECONDS`, in one round trip per server."""
        mono = self.pool.clock.monotonic()
        if mono - self._schedule_at < 1.0:
            return
        self._schedule_at = mono
        if mono - self._swept_at >= SCHEDULE_SWEEP_SECONDS:
            self._swept_at = mono
            self._sweep_server_schedules(served, now)
        for entry, queue in served:
            if entry.scheduled:
                self._look_at_schedule(entry, queue, now)
                if not entry.ready:
                    with contextlib.suppress(Exception):
                        queue.release()

    @staticmethod
    def _look_at_schedule(entry: HomeEntry, queue: HomeQueue, now: float) -> None:
        """Move ``entry``'s due retries into its queue (then it is ready) and note whether
        its schedule still holds any."""
        try:
            if queue.move_due(now):
                entry.mark(ready=True)
            entry.mark(scheduled=queue.counts().scheduled > 0)
        except Exception as exc:  # noqa: BLE001 - the next pass tries again
            log.debug("cannot read the schedule of %s: %s", entry.label, exc)

    def _sweep_server_schedules(self, served: list[tuple[HomeEntry, HomeQueue]],
                                now: float) -> None:
        for items in self._servers(served, float("-inf")):
            items = [(e, q) for e, q in items if not e.scheduled]
            if not items:
                continue
            queues = [queue for _, queue in items]
            try:
                sizes = queues[0].scheduled_sizes(queues)
            except Exception as exc:  # noqa: BLE001
                self._server_failed(items[0][0], queues[0], exc)
                continue
            for (entry, _), n in zip(items, sizes, strict=True):
                entry.mark(scheduled=bool(n))


class PoolWorker:
    """N threads taking from the dispatcher; lease renewals; graceful shutdown."""

    def __init__(self, pool: Pool, *, on_job: Callable[[Taken], None] | None = None) -> None:
        self.pool = pool
        self.stop_event = threading.Event()
        self.on_job = on_job
        self._threads: list[threading.Thread] = []
        self._running: dict[int, tuple[Taken, Any]] = {}
        self._running_lock = threading.Lock()
        #: Notified each time a job ends (what a drain waits on, instead of polling).
        self.job_done = threading.Condition()
        self._keeper = threading.Thread(target=self._keep, name="pool-keeper", daemon=True)
        #: The home each thread is running a job of (what :class:`HomeLogFilter` reads).
        self.labels: dict[int, str] = {}

    def start(self) -> None:
        # Job code is imported lazily (the agent-side import stays light). Two threads
        # importing the review packages for the first time at once can deadlock on their
        # circular imports (CPython's per-module import locks; seen as _DeadlockError in
        # `run --once --homes`): this thread imports them first, once.
        import reverie.review.consolidate  # noqa: F401
        import reverie.review.engine  # noqa: F401

        for i in range(self.pool.workers):
            thread = threading.Thread(target=self._work, name=f"pool-worker-{i}", daemon=True)
            thread.start()
            self._threads.append(thread)
        self._keeper.start()

    def _work(self) -> None:
        try:
            while not self.stop_event.is_set():
                taken = self.pool.dispatcher.take(self.stop_event)
                if taken is None:
                    return
                self._run(taken)
        finally:
            self.pool.cool()

    def _run(self, taken: Taken) -> None:
        entry, rt = taken.entry, taken.runtime
        me = threading.get_ident()
        in_hand = True
        try:
            try:
                task = taken.task or rt.huey.deserialize_task(taken.data)
            except Exception as exc:  # noqa: BLE001 - not a message of ours: drop it
                log.error("home %s: a queue message that is not a Reverie job was dropped: %s",
                          entry.label, exc)
                return
            if not self.pool.still_there(entry):
                entry.unclaim(task.id)
                return  # removed since the message was taken: nothing of it may be written
            with self._running_lock:
                self._running[me] = (taken, task)
                self.labels[me] = entry.label
            in_hand = False
            self.pool.dispatcher.received()   # (seen running first: never neither)
            entry.job_started()
            try:
                # Huey's time is the pool's clock, by which the pool moves due retries
                # (jobs.homequeue.huey_time; jobs.tasks.retry_eta stamps them by it).
                rt.huey.execute(task, timestamp=huey_time(self.pool.clock.now()))
            finally:
                waited = self.pool.dispatcher.waited()
                with self._running_lock:
                    self._running.pop(me, None)
                    self.labels.pop(me, None)
                try:
                    # Back on the queue before it leaves the jobs in flight: a review
                    # tried meanwhile that waits for it then always knows where it is.
                    if waited is not None:
                        self._put_back(taken, task.id, front=waited[0], behind=waited[1])
                finally:
                    self.pool.dispatcher.ended(entry, task.id, waited=waited is not None)
            if self.on_job is not None:
                self.on_job(taken)
        except HomeRemoved as exc:
            self.pool.noticed(entry, exc)
        except (sqlite3.Error, OSError) as exc:
            # huey could not write the job's retry or result to queue.db (a full disk, a
            # lock): one line that says what to do. The work is not lost: the session's
            # review cursor did not move, so the scheduler's next sweep enqueues it again.
            log.error("home %s: the queue could not record the job's outcome (%s). %s The"
                      " next scheduler sweep enqueues the work again.", entry.label,
                      exc, failure_hint(exc))
        except Exception as exc:  # noqa: BLE001 - huey logged it; the thread goes on
            if not self.pool.noticed(entry, exc):
                log.exception("home %s: job failed outside the runner", entry.label)
        finally:
            if in_hand:   # dropped before it ran
                self.pool.dispatcher.received()
            self.pool.release(rt, keep_warm=True)
            with self.job_done:
                self.job_done.notify_all()

    def _put_back(self, taken: Taken, job_id: str, *, front: bool,
                  behind: bytes | None = None) -> None:
        """A review that was not its turn goes back on its home's queue: at the head when
        what it waits for runs, waits for a retry or was put back at the head itself
        (right behind it then, ``behind``; huey's retry would put it behind the whole
        backlog, which then went round once for every review), at the end when that is
        queued (most likely further down: a scan queues oldest first)."""
        entry = taken.entry
        queue = self.pool.queue_of(entry)
        try:
            if queue is None:
                raise ReverieError("its queue cannot be opened")
            queue.put_back(taken.data, front=front, behind=behind)
        except Exception as exc:  # noqa: BLE001 - the work is not lost: reconcile finds it
            log.warning("home %s: a review waiting its turn could not be put back on the"
                        " queue (%s); reconcile queues it again", entry.label, exc)
            return
        if front:
            entry.was_put_front(job_id, taken.data)
        self.pool.dispatcher.wake(entry)

    def running(self) -> list[tuple[Taken, Any]]:
        with self._running_lock:
            return list(self._running.values())

    def _keep(self) -> None:
        """Renew the leases of homes with running jobs (every lease_seconds / 3)."""
        clock = self.pool.clock
        while not clock.wait(self.stop_event, 0.5):
            now = clock.monotonic()
            for taken, _task in self.running():
                rt = taken.runtime
                leases = rt.tasks.context.leases
                if now - rt.renewed_at >= max(leases.ttl / 3, 0.2):
                    rt.renewed_at = now
                    with contextlib.suppress(Exception):  # a busy journal: next beat
                        leases.renew_mine()

    def stop(self, timeout: float, *, now: threading.Event | None = None) -> None:
        """Take no new job; give running ones ``timeout`` seconds (cut short when ``now``
        is set: a second Ctrl-C); put back the rest."""
        self.stop_event.set()
        self.pool.dispatcher.interrupt()
        clock = self.pool.clock
        deadline = clock.monotonic() + timeout
        while any(t.is_alive() for t in self._threads) and clock.monotonic() < deadline:
            if now is not None and now.is_set():
                break
            for thread in self._threads:
                thread.join(0.1)
        for taken, task in self.running():
            requeue_interrupted(taken.runtime.tasks, task)
            with contextlib.suppress(Exception):
                taken.runtime.tasks.context.leases.release_mine()


def requeue_interrupted(tasks: Any, task: Any) -> None:
    """Put a job that did not finish back on its home's queue (its cursor did not move);
    a maintenance job is marked interrupted (the scheduler sends the next one)."""
    ledger = tasks.context.ledger
    entry = tasks.kinds.get(type(task).__name__)
    kind = entry.name if entry is not None else type(task).__name__
    with contextlib.suppress(Exception):
        if entry is not None and entry.per_session:
            tasks.huey.enqueue(task)
            ledger.requeued(task.id, error="re-enqueued: the worker shut down before it finished")
            log.warning("re-enqueued unfinished %s job %s", kind, safe_id(task.id))
        else:
            ledger.mark([task.id], "interrupted", error="worker shut down")


class HomeLogFilter(logging.Filter):
    """Names the home in a log line a pool thread writes while it runs one of its jobs
    (``[/srv/alice/.hermes] s1: 💾 Memory updated``): in a pool, a session id alone does
    not say whose session it is."""

    def __init__(self, worker: PoolWorker) -> None:
        super().__init__()
        self.worker = worker

    def filter(self, record: logging.LogRecord) -> bool:
        label = self.worker.labels.get(threading.get_ident())
        if label is not None and not getattr(record, "home_named", False):
            record.msg, record.args = f"[{label}] {record.getMessage()}", ()
            record.home_named = True
        return True


class PoolBeats:
    """The pool's heartbeat rows in every home it serves: ``roles`` maps a role
    (``worker``, ``scheduler``) to the state to record for a home (None: no row), each home
    beaten once per :data:`POOL_BEAT_SECONDS`, spread over the period."""

    def __init__(self, pool: Pool, roles: dict[str, Callable[[HomeEntry], str | None]]) -> None:
        self.pool = pool
        self.roles = roles
        self._next: dict[HomeRef, float] = {}
        self._states: dict[HomeRef, dict[str, str | None]] = {}
        self._beaten: set[HomeRef] = set()
        self.stop_event = threading.Event()
        self._thread = threading.Thread(target=self._run, name="pool-beats", daemon=True)

    def start(self) -> PoolBeats:
        # One home's row is written before its threads take a job: a worker killed in its
        # first second was otherwise missing from `queue` (no row yet), not shown dead.
        # Many homes' first beats are the thread's first round, so a start does not wait
        # on a thousand journals.
        if self.pool.single:
            self.beat_due()
        self._thread.start()
        return self

    def _run(self) -> None:
        while True:
            self.beat_due()
            if self.pool.clock.wait(self.stop_event, 1.0):
                return

    def beat_due(self) -> int:
        """Beat the homes whose turn it is; returns how many."""
        now = self.pool.clock.monotonic()
        served = self.pool.served()
        n = len(served) or 1
        beaten = 0
        for i, entry in enumerate(served):
            at = self._next.get(entry.ref)
            states = {role: state_of(entry) for role, state_of in self.roles.items()}
            if at is None or states != self._states.get(entry.ref):
                at = now  # first beat, or a new state (it became the leader): at once
            if now < at:
                continue
            self._states[entry.ref] = states
            self._next[entry.ref] = now + self.pool.beat_seconds * (1 + (i % n) / (10 * n))
            self._write(entry, forget=False)
            beaten += 1
        return beaten

    def _write(self, entry: HomeEntry, *, forget: bool) -> None:
        owner = self.pool.identity.owner
        ledger = JobLedger(entry.settings, clock=self.pool.clock)
        try:
            for role, state_of in self.roles.items():
                state = state_of(entry)
                if forget:
                    ledger.forget_beat(role, owner)
                elif state is not None:
                    ledger.beat(role, owner, state, period=self.pool.beat_seconds)
            self._beaten.add(entry.ref)
        except ReverieError as exc:  # a busy journal: its next turn
            if not self.pool.noticed(entry, exc):
                log.debug("cannot beat into %s: %s", entry.label, exc)
        finally:
            ledger.close()

    def stop(self) -> None:
        """Stop beating and say goodbye in every home beaten (a clean stop is no death)."""
        self.stop_event.set()
        self._thread.join(timeout=5)
        for entry in self.pool.served():
            if entry.ref in self._beaten:
                self._write(entry, forget=True)


class Stop:
    """A stop request: the first signal asks for a graceful stop, a second one for now."""

    def __init__(self) -> None:
        self.soon = threading.Event()
        self.now = threading.Event()

    def request(self, *_: Any) -> None:
        if self.soon.is_set():
            self.now.set()
        self.soon.set()


def _queue_failure(entry: Any, exc: BaseException) -> str:
    """A home's queue that failed to read, in one line; a queue.db that is not a database
    names the file and the remedy, as `run --once` and `doctor` do (tester9)."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    settings = entry.settings
    if (isinstance(exc, sqlite3.Error) and settings is not None
            and settings.queue.backend != "redis"):
        return f"{settings.queue_db}: {text}. {queue_hint(exc, settings.queue_db)}"
    return text
