"""Per-session leases in journal.db: at most one review (or summary) of a session at a time.

A lease row records its owner (``host:pid:token``) and an expiry. The owner's
:class:`LeaseKeeper` renews the expiry while the job runs (heartbeat). A lease is free when
it has expired, or — without waiting for the expiry — when its owner is a process on this
host that no longer exists (checked with ``kill(pid, 0)`` and the process start time, so a
reused pid does not keep a dead worker's lease alive). So no lease outlives a dead worker
for longer than the expiry, and on one host not at all.

Releasing never raises: a release that cannot be written (journal.db busy past its timeout,
a full disk) is *owed*. The keeper retries owed releases before it renews anything, and this
process may take an owed lease again at once, so a failed release neither hides the job's
own outcome nor keeps the session leased for the rest of a worker's life (issue 19).
"""

from __future__ import annotations

import contextlib
import logging
import os
import secrets
import socket
import threading
from dataclasses import dataclass

from reverie.config import SYSTEM_CLOCK, Clock, ReverieError, Settings
from reverie.config.database import DEFAULT_BUSY_TIMEOUT, Database
from reverie.config.errors import home_removed

from .ledger import Lease, LeaseTable, jobs_database

log = logging.getLogger("reverie.jobs")

__all__ = ["Identity", "Lease", "LeaseKeeper", "Leases", "lease_key", "process_alive",
           "process_start"]


def process_start(pid: int) -> str | None:
    """Start time of ``pid`` in clock ticks since boot (Linux), or None if unknown/gone."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as fh:
            stat = fh.read()
    except OSError:
        return None
    # The command name (field 2) may contain spaces and parentheses: split after the last ')'.
    fields = stat.rsplit(")", 1)[-1].split()
    return fields[19] if len(fields) > 19 else None


def process_alive(pid: int, start: str | None) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # exists, owned by someone else
    if start is not None:
        current = process_start(pid)
        if current is not None and current != start:
            return False  # the pid was reused by another process
    return True


@dataclass(frozen=True)
class Identity:
    """Who holds a lease: this process on this host, plus a random token per instance."""

    host: str
    pid: int
    token: str
    proc_start: str | None

    @property
    def owner(self) -> str:
        return f"{self.host}:{self.pid}:{self.token}"

    @classmethod
    def current(cls) -> Identity:
        pid = os.getpid()
        return cls(socket.gethostname(), pid, secrets.token_hex(4), process_start(pid))


class Leases(LeaseTable):
    """The lease table for one home, as seen by one process (``identity``)."""

    def __init__(self, settings: Settings, *, ttl: float, clock: Clock = SYSTEM_CLOCK,
                 identity: Identity | None = None,
                 busy_timeout: float = DEFAULT_BUSY_TIMEOUT,
                 shares: Database | None = None) -> None:
        self.settings = settings
        self.ttl = ttl
        self.clock = clock
        self.identity = identity or Identity.current()
        self.db = jobs_database(settings, busy_timeout=busy_timeout, shares=shares)
        #: Keys this process released but could not write the release of (module docstring);
        #: at most one per lease key, and each leaves once its release is written.
        self._owed: set[str] = set()
        self._owed_lock = threading.Lock()

    def is_stale(self, lease: Lease) -> bool:
        if lease.expires_at <= self.clock.now():
            return True
        if lease.host == self.identity.host:
            return not process_alive(lease.pid, lease.proc_start)
        return False

    def _new(self, key: str, job_id: str | None) -> Lease:
        me = self.identity
        now = self.clock.now()
        return Lease(key, me.owner, me.host, me.pid, me.proc_start, job_id, now, now + self.ttl)

    def acquire(self, key: str, *, job_id: str | None = None) -> bool:
        """Take the lease ``key`` if it is free or stale; False if someone live holds it."""
        me = self.identity
        new = self._new(key, job_id)
        with self._owed_lock:   # the keeper writes owed releases under this lock too
            if key in self._owed:   # ours, only its release is owed: take it over
                got = self.take(new, is_free=lambda lease: lease.owner == me.owner
                                or self.is_stale(lease))
                if got:
                    self._owed.discard(key)
                return got
        # Refused even when this process holds it: two threads of one worker must not
        # review the same session either.
        return self.take(new, is_free=self.is_stale)

    def acquire_not_owed(self, key: str, *, job_id: str | None = None) -> bool:
        """:meth:`acquire` of a key whose release is not owed (the caller checked
        :meth:`owed` first), without the owed-release lock: for a caller inside a write
        transaction (a job's start, jobs.tasks), where waiting for that lock could wait
        for the keeper, which holds it while it waits for the same transaction."""
        return self.take(self._new(key, job_id), is_free=self.is_stale)

    def release(self, key: str) -> None:
        """Give ``key`` back; never raises (an unwritable release is owed, see above)."""
        try:
            self.drop(key, self.identity.owner)
        except ReverieError as exc:
            with self._owed_lock:
                self._owed.add(key)
            if not home_removed(exc):  # (the worker says that once, for the home)
                log.info("lease %s: the release is owed until it can be written: %s", key,
                         " ".join(str(exc).split()))

    def owed(self) -> frozenset[str]:
        with self._owed_lock:
            return frozenset(self._owed)

    def renew_mine(self) -> int:
        """Write the releases owed, then push back the expiry of every lease this identity
        holds (the heartbeat)."""
        self.pay_owed()
        return self.extend_owned(self.identity.owner, self.clock.now() + self.ttl)

    def pay_owed(self) -> None:
        """Write the releases owed; raises as :meth:`drop` does, the rest still owed."""
        with self._owed_lock:
            for key in sorted(self._owed):
                self.drop(key, self.identity.owner)
                self._owed.discard(key)

    def release_mine(self) -> None:
        self.drop_owned(self.identity.owner)

    def live(self) -> dict[str, Lease]:
        """Leases currently held by a live owner, by key."""
        return {lease.key: lease for lease in self.rows() if not self.is_stale(lease)}

    def get(self, key: str) -> Lease | None:
        return self.row(key)

    @contextlib.contextmanager
    def held(self, key: str, *, job_id: str | None = None):
        """Context manager yielding True if the lease was taken (and releasing it after)."""
        got = self.acquire(key, job_id=job_id)
        try:
            yield got
        finally:
            if got:
                self.release(key)


def lease_key(kind: str, session_id: str) -> str:
    return f"{kind}:{session_id}"


class LeaseKeeper:
    """A daemon thread renewing this process's leases every ``ttl / 3`` seconds."""

    def __init__(self, leases: Leases) -> None:
        self.leases = leases
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="lease-keeper", daemon=True)

    def start(self) -> LeaseKeeper:
        self._thread.start()
        return self

    def _run(self) -> None:
        interval = max(self.leases.ttl / 3, 0.2)
        while not self._stop.wait(interval):
            with contextlib.suppress(Exception):  # a busy journal: try again next beat
                self.leases.renew_mine()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)
