"""The exclusive lock every memory mutation takes on ``<file>.lock``.

It is an ``flock`` on the lock file (through the ``filelock`` package), so it excludes
other Reverie processes, threads of this process (each acquisition opens its own
descriptor) and any other program that flocks the same path, such as a Hermes agent.

We open the lock file ourselves rather than letting a lock class do it, so that:
- it is created owner-only (0600), whatever the umask;
- a symlink planted at that path is refused (``O_NOFOLLOW``) instead of followed, so the
  lock can never create or truncate a file somewhere else;
- anything that is not a regular file there is refused too.

Waiting uses real elapsed time (``time.monotonic``), not the injectable clock: the lock
is held by other processes living in real time, and a frozen test clock would otherwise
wait forever.

The threads of one process queue for a lock file on a plain lock of the process first
(:class:`_Turn`), so only one of them at a time polls the flock, against other processes:
a worker's threads writing one home's memory polled it all at once, each poll taking the
GIL from the threads at work (issue 27).
"""

from __future__ import annotations

import errno
import os
import stat
import threading
import time
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from filelock import lock_descriptor, unlock_descriptor

from reverie.config.errors import StoreError
from reverie.config.fs import FILE_MODE, ensure_private_dir

DEFAULT_TIMEOUT = 10.0
_FIRST_POLL = 0.0002
_MAX_POLL = 0.002


class StoreUnavailable(StoreError):
    """The store could not be reached just now (a lock held too long, an I/O error).

    Not a refusal of the operation: retrying later may succeed, so a background writer
    must fail (and be retried) rather than count the operation as refused.
    """

    #: Read by the job runner: retrying the same job later may succeed.
    transient = True


class LockError(StoreError):
    """The lock file is unsafe (symlink, not a regular file) or stayed held too long."""


class LockTimeout(LockError, StoreUnavailable):
    """Another process held the lock for longer than the timeout."""


def lock_path_for(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


def open_lock_file(lock_path: Path) -> int:
    """Open (creating 0600 if needed) ``lock_path`` without following a symlink."""
    flags = os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC
    try:
        try:
            fd = os.open(lock_path, flags, FILE_MODE)
        except (FileNotFoundError, NotADirectoryError):
            # The directory is missing (a new home) or blocked: make it owner-only and open
            # again. Done only then, so the usual lock costs one open, not a stat too.
            _make_dir(lock_path.parent)
            fd = os.open(lock_path, flags, FILE_MODE)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise LockError(
                f"Refused to lock {lock_path}: it is a symbolic link.",
                hint="Delete the link (Reverie recreates the lock file) and retry.",
            ) from exc
        raise LockError(f"Cannot open lock file {lock_path}: {exc.strerror}.",
                        hint="Check that you own the memories directory.") from exc
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise LockError(f"Refused to lock {lock_path}: it is not a regular file.",
                        hint="Remove it and retry.")
    return fd


def _make_dir(directory: Path) -> None:
    try:
        ensure_private_dir(directory)
    except OSError as exc:
        # a file where the memories directory (or the home) should be: a LockError, which
        # the agent's tool reports as an error dict, not a bare FileExistsError
        raise LockError(
            f"Cannot create the directory {directory}: {exc.strerror or exc}.",
            hint="Check that the home directory and the files in it are directories/files "
                 "you can write.") from exc


@contextmanager
def exclusive_lock(path: Path, *, timeout: float = DEFAULT_TIMEOUT) -> Iterator[Path]:
    """Hold the exclusive lock of memory file ``path`` for the ``with`` body."""
    lock_path = lock_path_for(path if isinstance(path, Path) else Path(path))
    deadline = time.monotonic() + timeout
    turn = _in_process(lock_path)   # held here until the end: the queue stays this one
    if not _queue_in_process(turn.lock, timeout):
        _timed_out(lock_path, timeout)
    try:
        fd = open_lock_file(lock_path)
        try:
            if not wait_for_flock(fd, max(0.0, deadline - time.monotonic())):
                _timed_out(lock_path, timeout)
            try:
                yield lock_path
            finally:
                unlock_descriptor(fd)
        finally:
            os.close(fd)
    finally:
        turn.lock.release()


class _Turn:
    """This process's queue for one lock file: the plain lock its threads take before one
    of them takes the flock, so a waiting thread sleeps until the one before it is done
    instead of polling the file. The flock still excludes every other process (and a
    thread that named the file by another path)."""

    __slots__ = ("lock", "__weakref__")

    def __init__(self) -> None:
        self.lock = threading.Lock()


#: The queues in use, by the lock file's path: one lives while a thread holds or waits
#: for it (weak values), so a pool serving many homes keeps none of the homes it is not
#: writing.
_QUEUES: weakref.WeakValueDictionary[str, _Turn] = weakref.WeakValueDictionary()
_QUEUES_GUARD = threading.Lock()


def _in_process(lock_path: Path) -> _Turn:
    key = os.fspath(lock_path)
    with _QUEUES_GUARD:
        turn = _QUEUES.get(key)
        if turn is None:
            turn = _QUEUES[key] = _Turn()
        return turn


def _queue_in_process(lock: threading.Lock, timeout: float) -> bool:
    """Wait (real time, at most ``timeout`` s; 0: one try) for this process's turn."""
    return lock.acquire(timeout=timeout) if timeout > 0 else lock.acquire(blocking=False)


def _forget_queues_in_child() -> None:
    # A fork copies the queues as the parent's threads held them, with none of those
    # threads to let them go: the child starts with none.
    global _QUEUES, _QUEUES_GUARD
    _QUEUES = weakref.WeakValueDictionary()
    _QUEUES_GUARD = threading.Lock()


os.register_at_fork(after_in_child=_forget_queues_in_child)


def _timed_out(lock_path: Path, timeout: float) -> None:
    raise LockTimeout(
        f"{lock_path.name[:-5]} is locked by another process (waited {timeout:g} s).",
        hint="Another agent or worker is writing memory; retry in a moment.",
    )


def wait_for_flock(fd: int, timeout: float) -> bool:
    """Take the exclusive flock of the open descriptor ``fd``, waiting at most ``timeout``
    seconds of real time; False when another holder kept it that long (0: one try).

    The one polling loop of Reverie's file locks: the memory files' ``.lock`` here, and a
    pending record's own file (:mod:`memory.pending.claim`). The lock goes with the descriptor."""
    deadline = time.monotonic() + timeout
    pause = _FIRST_POLL
    while not lock_descriptor(fd, blocking=False):
        if time.monotonic() >= deadline:
            return False
        time.sleep(pause)
        # Back off gently: contention is usually one short write (a few ms of fsync).
        pause = min(pause * 2, _MAX_POLL)
    return True
