"""Benchmark `reverie ingest`: memory flat in file size, short write locks (issue 14).

Generates JSONL files (not committed) of about 20 MB and 200 MB and prints:

* the peak RSS of a process that ingests each one (``ru_maxrss`` of the child), so the two
  can be compared: streaming means the 200 MB figure stays near the 20 MB one;
* the worst time an "agent" process waited for state.db's write lock (``BEGIN IMMEDIATE``
  then ``COMMIT``, every 5 ms) while the 20 MB file was ingested, beside the same agent
  during a bare ``executemany`` of the same rows in one transaction (what an import that
  holds the lock for the whole file costs the agent), measured in the same run.

    python bench/bench_ingest.py [--small-mb 20] [--large-mb 200] [--dir DIR]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import resource
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reverie.search_index import SessionStore, ingest_jsonl  # noqa: E402

LINE_CHARS = 1500  # one message a line, about 1.5 KB


def generate(path: Path, megabytes: int) -> int:
    """Write about ``megabytes`` MB of messages over 200 sessions; returns the line count."""
    target = megabytes * 1024 * 1024
    filler = ("the deploy of atlas failed again because the socket was not mounted; "
              * 30)[:LINE_CHARS]
    written = lines = 0
    with path.open("w", encoding="utf-8") as fh:
        while written < target:
            row = json.dumps({"session_id": f"bench-{lines % 200}",
                              "role": "user" if lines % 2 else "assistant",
                              "content": f"{lines} {filler}", "timestamp": 1_700_000_000 + lines})
            fh.write(row + "\n")
            written += len(row) + 1
            lines += 1
    return lines


CHILD = """
import resource, sys
from reverie.search_index import SessionStore, ingest_jsonl
with SessionStore(sys.argv[1]) as store:
    result = ingest_jsonl(store, sys.argv[2])
print(result.added, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def ingest_rss(db: Path, jsonl: Path) -> tuple[int, float, float]:
    """(messages added, peak RSS in MB, seconds) of a fresh process ingesting ``jsonl``."""
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", CHILD, str(db), str(jsonl)], check=True,
                         capture_output=True, text=True).stdout.split()
    return int(out[0]), int(out[1]) / 1024, time.perf_counter() - started


def agent(db: str, stop: mp.Event, result: mp.Queue) -> None:
    """An agent writing its turns: how long each wait for the write lock took."""
    conn = sqlite3.connect(db, isolation_level=None, timeout=600)
    waits = []
    while not stop.is_set():
        started = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        waits.append(time.perf_counter() - started)
        conn.execute("COMMIT")
        time.sleep(0.005)
    waits.sort()
    result.put((waits[-1] if waits else 0.0, waits[int(len(waits) * 0.99)] if waits else 0.0,
                len(waits)))


def with_agent(db: Path, work) -> tuple[float, int]:
    stop, result = mp.Event(), mp.Queue()
    proc = mp.Process(target=agent, args=(str(db), stop, result))
    proc.start()
    time.sleep(0.3)
    try:
        work()
    finally:
        time.sleep(0.1)
        stop.set()
        worst = result.get(timeout=600)
        proc.join()
    return worst


def bare_executemany(db: Path, jsonl: Path) -> None:
    rows = []
    with jsonl.open(encoding="utf-8") as fh:
        for line in fh:
            m = json.loads(line)
            rows.append((m["session_id"], m["role"], m["content"], m["timestamp"]))
    conn = sqlite3.connect(db, isolation_level=None, timeout=600)
    conn.execute("BEGIN IMMEDIATE")
    conn.executemany("INSERT INTO messages (session_id, role, content, timestamp)"
                     " VALUES (?, ?, ?, ?)", rows)
    conn.execute("COMMIT")
    conn.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--small-mb", type=int, default=20)
    parser.add_argument("--large-mb", type=int, default=200)
    parser.add_argument("--dir", type=Path, default=None)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        base = Path(tmp)
        small, large = base / "small.jsonl", base / "large.jsonl"
        n_small = generate(small, args.small_mb)
        n_large = generate(large, args.large_mb)
        print(f"files: {small.stat().st_size / 2**20:.0f} MB ({n_small:,} lines),"
              f" {large.stat().st_size / 2**20:.0f} MB ({n_large:,} lines)")

        for name, path in (("small", small), ("large", large)):
            added, rss, secs = ingest_rss(base / f"rss-{name}.db", path)
            print(f"ingest RSS  {path.stat().st_size / 2**20:>5.0f} MB file: peak {rss:7.1f} MB"
                  f"  ({added:,} messages in {secs:.1f} s)")

        db = base / "lock.db"
        SessionStore(db).close()  # Hermes' schema
        (worst, p99, turns) = with_agent(db, lambda: ingest_jsonl(SessionStore(db), small))
        print(f"agent's write-lock wait during ingest_jsonl:     worst {worst * 1000:8.1f} ms,"
              f" p99 {p99 * 1000:7.1f} ms  ({turns} turns written)")
        db2 = base / "bare.db"
        SessionStore(db2).close()
        (worst, p99, turns) = with_agent(db2, lambda: bare_executemany(db2, small))
        print(f"agent's write-lock wait during bare executemany: worst {worst * 1000:8.1f} ms,"
              f" p99 {p99 * 1000:7.1f} ms  ({turns} turns written; one transaction, same rows)")
        own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"(this driver's own peak RSS, holding the baseline's rows: {own:.0f} MB)")


if __name__ == "__main__":
    main()
