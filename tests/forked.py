"""Running a test's code in a forked child, so that a regression that hangs (a read of a FIFO
blocks inside SQLite's C code, where no signal can interrupt it) fails the test instead of
hanging the run, and so that code can run as an unprivileged user (CI runs as root, and
root reads files whatever their mode).

``in_child(fn, *, timeout=20, as_user=None)`` forks, runs ``fn()`` in the child and returns
its (pickled) result, or raises what it raised; a child still running after ``timeout``
seconds is killed and the test fails with "hung".
"""

from __future__ import annotations

import os
import pickle
import pwd
import select
import signal
import time
import traceback
from collections.abc import Callable
from typing import TypeVar

import pytest

T = TypeVar("T")


class ChildFailed(AssertionError):
    """What the child raised, with its traceback as the message."""


def in_child(fn: Callable[[], T], *, timeout: float = 20.0, as_user: str | None = None) -> T:
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        os.close(read_end)
        try:
            if as_user is not None:
                entry = pwd.getpwnam(as_user)
                os.setgroups([])
                os.setgid(entry.pw_gid)
                os.setuid(entry.pw_uid)
            payload = pickle.dumps(("ok", fn()))
        except BaseException as exc:  # noqa: BLE001 - reported to the parent
            payload = pickle.dumps(("error", f"{type(exc).__name__}: {exc}\n"
                                             f"{traceback.format_exc()}"))
        with os.fdopen(write_end, "wb") as out:
            out.write(payload)
        os._exit(0)
    os.close(write_end)
    chunks: list[bytes] = []
    deadline = time.monotonic() + timeout
    try:
        with os.fdopen(read_end, "rb") as pipe:
            while True:
                ready, _, _ = select.select([pipe], [], [], max(0.0, deadline - time.monotonic()))
                if not ready:
                    os.kill(pid, signal.SIGKILL)
                    pytest.fail(f"hung: the child did not finish within {timeout} s")
                chunk = os.read(pipe.fileno(), 65536)
                if not chunk:
                    break
                chunks.append(chunk)
    finally:
        os.waitpid(pid, 0)
    status, value = pickle.loads(b"".join(chunks))
    if status == "error":
        raise ChildFailed(value)
    return value


def as_unprivileged() -> str | None:
    """The user to run a permission test as: ``nobody`` when the tests run as root (root
    reads any file), else None (the current user is already subject to file modes)."""
    return "nobody" if os.geteuid() == 0 else None
