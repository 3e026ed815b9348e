"""The room probe a retried job writes before it pays the model (``config.fs.check_room``):
a full disk still refuses it, and a process killed while it writes leaves no file behind.

Before: the probe's 256 KiB file kept its name until the write ended, so a worker killed
mid-probe (an OOM kill, a `kill -9` during shutdown) left a ``.room-probe.*.tmp`` beside
the memory files for good. Now the name goes before the first byte is written.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from tests.fullfs import FILLER, run_on_small_fs

REPO = Path(__file__).resolve().parents[2]

# The child stops inside the probe's first write and says so on stdout (a handshake):
# the parent then sees the directory as it is mid-probe and kills the child there.
STOP_IN_WRITE = """
import os, sys
from pathlib import Path
from reverie.config import fs

real_write = os.write
def write(fd, data):
    if fd > 2:
        real_write(1, b"writing\\n")
        os.read(0, 1)             # blocks until the parent kills us
    return real_write(fd, data)
os.write = write
fs.check_room(Path(sys.argv[1]), 64 * 1024)
"""


def test_a_probe_killed_mid_write_leaves_nothing(tmp_path: Path) -> None:
    room = tmp_path / "memories"
    room.mkdir()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        filter(None, [str(REPO), os.environ.get("PYTHONPATH")])))
    child = subprocess.Popen([sys.executable, "-c", STOP_IN_WRITE, str(room)],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, cwd=REPO)
    try:
        assert child.stdout.readline() == b"writing\n"
        mid_probe = sorted(p.name for p in room.iterdir())
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert mid_probe == []
    assert list(room.iterdir()) == []


FULL = """
import errno, json, sys
from pathlib import Path
from reverie.config import fs
from tests.fullfs import fill, free

mnt = Path(sys.argv[1])
out = {}
fill(mnt, leave_kb=128)
try:
    fs.check_room(mnt, 256 * 1024)
    out["full"] = "no error"
except OSError as exc:
    out["full"] = errno.errorcode.get(exc.errno, str(exc.errno))
out["left_full"] = sorted(p.name for p in mnt.iterdir())
free(mnt)
fs.check_room(mnt, 256 * 1024)
out["left_free"] = sorted(p.name for p in mnt.iterdir())
print(json.dumps(out))
"""


def test_a_full_disk_still_refuses_the_unlinked_probe(tmp_path: Path) -> None:
    # 128 KiB free and a 256 KiB probe: the write meets ENOSPC although its file has no
    # name, and with room again the probe passes; neither leaves a file.
    done = run_on_small_fs(FULL, tmp_path / "mnt", size_kb=2048)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["full"] == "ENOSPC"
    assert out["left_full"] == [FILLER]
    assert out["left_free"] == []
