"""A process's first write compiles the scanner's patterns before it takes the file's lock
(session 28, tester21). The patterns are compiled on first use (config/lazy_re.py), and a
CLI write's first use was its joined scan under MEMORY.md's lock: the lock was held while
some hundred patterns compiled, and twelve `reverie memory add` at once on a loaded machine
timed five out ("MEMORY.md is locked by another process (waited 10 s)"), as Hermes' agent
would wait behind it. Counted, not timed: the patterns compiled while the lock is held."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

from reverie.memory.store import open_store

FIRST_WRITE = textwrap.dedent("""
    import contextlib, json, sys
    from reverie.config import lazy_re, load_settings
    from reverie.memory import store as store_module

    def compiled():
        return sum("_compiled" in p.__dict__ for p in lazy_re.MADE)

    held, locked = [], store_module.exclusive_lock

    @contextlib.contextmanager
    def counting(path, **options):
        with locked(path, **options) as taken:
            before = compiled()
            yield taken
            held.append(compiled() - before)

    store_module.exclusive_lock = counting
    settings = load_settings(sys.argv[1], environ={})
    store = store_module.open_store(settings)
    added = store.add("memory", "The staging database listens on port 6543 behind pgbouncer.")
    replaced = store.replace("user", "tabs", "User indents code with two spaces.")
    print(json.dumps({"held": held, "added": added["success"], "replaced": replaced["success"],
                      "total": compiled()}))
""")


def test_a_processes_first_write_compiles_no_pattern_under_the_lock(settings, home: Path) -> None:
    store = open_store(settings)
    store.add("memory", "The build server runs Debian 12 with 64 GB of memory.")
    store.add("user", "User indents code with tabs.")
    proc = subprocess.run([sys.executable, "-c", FIRST_WRITE, str(home)], capture_output=True,
                          text=True, timeout=300, env={"HOME": str(home.parent),
                                                       "PATH": "/usr/bin:/bin"})
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["added"] and out["replaced"]
    assert out["total"] > 0, out            # the writes scanned: the patterns were compiled
    assert out["held"] == [0, 0], out       # … and none of them while a lock was held
