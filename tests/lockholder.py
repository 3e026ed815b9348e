"""A second process holding a SQLite database's write lock, with a handshake: it says when
it holds the lock and releases it only when told (tests and bench/bench_plugin.py)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

HOLDER = textwrap.dedent("""
    import sqlite3, sys
    conn = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=0)
    conn.execute(f"BEGIN {sys.argv[2]}")
    print("locked", flush=True)
    sys.stdin.readline()
    conn.execute("COMMIT")
    print("released", flush=True)
""")


class LockHolder:
    """``with LockHolder(path) as holder:`` — ``path`` is write-locked by another process
    from the ``with`` until :meth:`release` (or the end of the block). ``begin``:
    ``EXCLUSIVE`` (no other connection reads a rollback-journal file) or ``IMMEDIATE`` (a
    writer mid-transaction, as Hermes is while it writes a session: readers go on)."""

    def __init__(self, path: Path, *, begin: str = "EXCLUSIVE") -> None:
        self.path = path
        self.begin = begin

    def __enter__(self) -> LockHolder:
        self.proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(self.path), self.begin],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline().strip()
        if line != "locked":
            self.proc.kill()
            raise RuntimeError(f"the lock holder did not take the lock of {self.path}: {line!r}")
        return self

    def holding(self) -> bool:
        return self.proc.poll() is None

    def release(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.write("go\n")
            self.proc.stdin.flush()
            if self.proc.stdout.readline().strip() != "released":
                raise RuntimeError(f"the lock holder of {self.path} did not commit")
            self.proc.wait(timeout=30)

    def __exit__(self, *exc: object) -> None:
        try:
            self.release()
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()
