"""A real full filesystem for tests: a small tmpfs in a private mount namespace.

:func:`run_on_small_fs` runs a Python script with a tmpfs of ``size_kb`` mounted at
``mountpoint`` that only the script (and the processes it starts) can see; it disappears
when the script ends, so the script copies out what the test must inspect. The mount needs
``unshare --mount`` (root, as in CI) or ``--map-root-user`` (an unprivileged user namespace).
Inside, :func:`fill` takes every free block, so SQLite and the file writes fail with ENOSPC
/ SQLITE_FULL exactly as on a full disk, and :func:`free` gives the space back.
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
FILLER = ".filler"


def run_on_small_fs(script: str, mountpoint: Path, *args: str, size_kb: int = 4096,
                    timeout: float = 180) -> subprocess.CompletedProcess[str]:
    mountpoint.mkdir(parents=True, exist_ok=True)
    unshare = ["unshare", "--mount", "--propagation", "private"]
    if os.geteuid() != 0:
        unshare.append("--map-root-user")
    mount = f'mount -t tmpfs -o size={size_kb}k,mode=0700 tmpfs "$1" && shift && exec "$@"'
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    return subprocess.run(
        [*unshare, "sh", "-c", mount, "sh", str(mountpoint), sys.executable, "-c", script,
         str(mountpoint), *args],
        capture_output=True, text=True, timeout=timeout, env=env, cwd=REPO)


def fill(mountpoint: Path, *, leave_kb: int = 0) -> None:
    """Take every free block of the filesystem at ``mountpoint`` but ``leave_kb`` KiB."""
    path = Path(mountpoint) / FILLER
    chunk = b"\0" * 4096
    with open(path, "ab", buffering=0) as out:
        while True:
            try:
                out.write(chunk)
            except OSError as exc:
                if exc.errno != errno.ENOSPC:
                    raise
                break
        out.truncate(max(0, out.tell() - leave_kb * 1024))


def free(mountpoint: Path) -> None:
    (Path(mountpoint) / FILLER).unlink(missing_ok=True)
