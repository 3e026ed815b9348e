"""Who schedules a home: exactly one process leads each home's maintenance.

The embedded (sqlite) backend elects the leader with a non-blocking ``flock`` on
``<home>/reverie/scheduler.lock`` (:class:`FileLeadership`): the kernel drops the lock
when the process dies, however it dies. The Redis backend, whose workers and schedulers
may run on several machines, uses a key ``reverie:scheduler:<queue>`` set with
``SET NX PX`` and renewed well within its TTL (:data:`RENEW_LUA`): a leader that cannot
renew stops scheduling, and a dead leader's key expires. The pool's scheduler
(:mod:`worker.pool_scheduler`) takes and renews the keys of all its Redis homes in one
pipeline per server.
"""

from __future__ import annotations

import contextlib

import filelock

from reverie.config import Settings
from reverie.config.fs import ensure_private_dir

# Renew only if we still own the key; a leader whose key expired must not take it back.
RENEW_LUA = """
if redis.call('get', KEYS[1]) == ARGV[1] then
    return redis.call('pexpire', KEYS[1], ARGV[2])
end
return 0
"""
RELEASE_LUA = """
if redis.call('get', KEYS[1]) == ARGV[1] then
    return redis.call('del', KEYS[1])
end
return 0
"""


class FileLeadership:
    """Leadership by an exclusive non-blocking flock (one host, embedded backend)."""

    def __init__(self, settings: Settings) -> None:
        ensure_private_dir(settings.reverie_dir)
        self._lock = filelock.FileLock(settings.scheduler_lock, mode=0o600,
                                       thread_local=False, preserve_lock_file=True)

    def acquire(self) -> bool:
        try:
            self._lock.acquire(blocking=False)
        except filelock.Timeout:
            return False
        return True

    def renew(self) -> bool:
        return self._lock.is_locked

    def release(self) -> None:
        with contextlib.suppress(Exception):
            self._lock.release(force=True)
