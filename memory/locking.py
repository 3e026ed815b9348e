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
"""

from __future__ import annotations

import errno
import os
import stat
import time
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
    fd = open_lock_file(lock_path)
    try:
        _acquire(fd, lock_path, timeout)
        try:
            yield lock_path
        finally:
            unlock_descriptor(fd)
    finally:
        os.close(fd)


def _acquire(fd: int, lock_path: Path, timeout: float) -> None:
    if not wait_for_flock(fd, timeout):
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
