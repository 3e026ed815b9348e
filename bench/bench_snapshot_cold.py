"""The first snapshot of a new process (issue 28: cold snapshot ≤ 5 ms), measured in fresh
processes, one per round, against the same run's baseline:

* **receipt**: MEMORY.md and USER.md at their limits (the 61 entries of
  ``bench_scanner.py``), as the store wrote them: the scan receipt holds;
* **scan**: the same files with no receipt (a hand edit): every entry scanned alone and
  together, and every table the scanner needs built first, as before the receipt.

CPU time of ``load_from_disk()`` only (imports excluded, they are the same for both).

    python bench/bench_snapshot_cold.py [--rounds 5]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CONTENDER = r'''
import json, sys, time
from pathlib import Path
from reverie.config import load_settings
from reverie.memory.store import MemoryStore
store = MemoryStore(load_settings(Path(sys.argv[1]), environ={}))
start = time.process_time()
store.load_from_disk()
cpu = time.process_time() - start
assert store.format_for_system_prompt("memory")
print(json.dumps({"cpu_ms": cpu * 1e3}))
'''


def _home(where: Path) -> Path:
    sys.path.insert(0, str(ROOT / "bench"))
    from bench_scanner import MEMORY, USER  # noqa: PLC0415

    home = Path(tempfile.mkdtemp(prefix="bench-cold-", dir=where))
    (home / "memories").mkdir()
    (home / "memories" / "MEMORY.md").write_text("\n§\n".join(MEMORY), encoding="utf-8")
    (home / "memories" / "USER.md").write_text("\n§\n".join(USER), encoding="utf-8")
    (home / "config.yaml").write_text("memory:\n  memory_char_limit: 2200\n"
                                      "  user_char_limit: 1375\n", encoding="utf-8")
    return home


def _run(home: Path) -> float:
    out = subprocess.run([sys.executable, "-c", CONTENDER, str(home)], capture_output=True,
                         text=True, cwd=ROOT, check=True,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    return json.loads(out.stdout.strip().splitlines()[-1])["cpu_ms"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    home = _home(Path(tempfile.mkdtemp(prefix="bench-cold-")))
    receipt = home / "memories" / ".scan-receipt"
    _run(home)  # the first snapshot scans and leaves the receipt
    figures: dict[str, list[float]] = {"receipt": [], "scan": []}
    for _ in range(args.rounds):
        figures["receipt"].append(_run(home))
        receipt.unlink()  # as after a hand edit: nothing vouches for the files
        figures["scan"].append(_run(home))  # scans whole and leaves the receipt again
    print(f"first snapshot in a fresh process, CPU ms (median of {args.rounds}; min-max)")
    for name, values in figures.items():
        print(f"  {name:8} {statistics.median(values):8.1f}   {min(values):.1f}-{max(values):.1f}")


if __name__ == "__main__":
    main()
