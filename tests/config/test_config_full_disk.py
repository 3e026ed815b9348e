"""`reverie config set` on a full disk (a real tmpfs, tests/fullfs.py): one line that names
the full disk, exit 1, config.yaml as it was; with space again the same command works.

Before: "Error: No space left on device. Check that the home directory and the files in it
are directories/files you can write." (the CLI's catch-all for an OSError sent the user to
look at permissions; a full disk is no permission problem).
"""

from __future__ import annotations

import json

from tests.fullfs import run_on_small_fs

SCRIPT = """
import json, sys
from pathlib import Path
from tests.bad_input_support import run_main
from tests.fullfs import fill, free

mnt = Path(sys.argv[1])
home = mnt / "home"
home.mkdir()
out = {"init": run_main(home, "init")[0],
       "set": run_main(home, "config", "set", "reverie.queue.workers", "3")[0]}
before = (home / "config.yaml").read_bytes()
fill(mnt)
out["full"] = run_main(home, "config", "set", "reverie.queue.workers", "5")
out["kept"] = (home / "config.yaml").read_bytes() == before
free(mnt)
out["again"] = run_main(home, "config", "set", "reverie.queue.workers", "5")
out["after"] = (home / "config.yaml").read_text()
print(json.dumps(out))
"""


def test_config_set_on_a_full_disk_names_the_full_disk_and_keeps_the_file(tmp_path):
    proc = run_on_small_fs(SCRIPT, tmp_path / "fs", size_kb=2048)
    assert proc.returncode == 0, proc.stderr[-4000:]
    out = json.loads(proc.stdout.splitlines()[-1])
    assert out["init"] == 0 and out["set"] == 0, out
    code, stdout, stderr = out["full"]
    assert code == 1, out["full"]
    assert stderr.count("\n") == 1 and stderr.startswith("Error: "), stderr
    assert "The disk is full; free some space, then retry." in stderr, stderr
    assert "you can write" not in stderr, stderr
    assert out["kept"], out
    assert out["again"][0] == 0, out["again"]
    assert "workers: 5" in out["after"], out["after"]
