"""Running a test's code in a forked child, so that a regression that hangs (a read of a FIFO
blocks inside SQLite's C code, where no signal can interrupt it) fails the test instead of
hanging the run, and so that code can run subject to file modes (CI runs as root, and root
reads any file whatever its mode).

``in_child(fn, *, timeout=20, file_modes=False)`` forks, runs ``fn()`` in the child and
returns its (pickled) result, or raises what it raised; a child still running after
``timeout`` seconds is killed and the test fails with "hung". ``file_modes=True`` makes a
root child drop ``CAP_DAC_OVERRIDE`` and ``CAP_DAC_READ_SEARCH`` first: it is then refused a
file or directory whose mode denies its owner (``chmod 0``) like any other user, while it can
still read what root owns normally (the interpreter's own files, wherever they live).
"""

from __future__ import annotations

import ctypes
import os
import pickle
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


def in_child(fn: Callable[[], T], *, timeout: float = 20.0, file_modes: bool = False) -> T:
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        os.close(read_end)
        try:
            if file_modes and os.geteuid() == 0:
                _drop_file_override()
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


CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH = 1, 2
_CAPABILITY_VERSION_3 = 0x20080522


class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _CapData(ctypes.Structure):
    _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32),
                ("inheritable", ctypes.c_uint32)]


def _drop_file_override() -> None:
    """This process loses root's right to ignore file modes (capset(2), Linux)."""
    libc = ctypes.CDLL(None, use_errno=True)
    header, data = _CapHeader(_CAPABILITY_VERSION_3, 0), (_CapData * 2)()
    if libc.capget(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capget failed")
    keep = ~((1 << CAP_DAC_OVERRIDE) | (1 << CAP_DAC_READ_SEARCH)) & 0xFFFFFFFF
    for field in ("effective", "permitted", "inheritable"):
        setattr(data[0], field, getattr(data[0], field) & keep)
    if libc.capset(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capset failed")
