"""What reading only the spoken rows costs (issue 32, search_index/spoken.py).

    python bench/bench_spoken.py                     # 2,000 sessions of 50 messages
    python bench/bench_spoken.py --sessions 500

A state.db in Reverie's v22 layout with the columns Hermes 0.20+ added (``display_kind``,
``display_metadata``, ``_compressed_summary``), filled by a raw ``executemany``: sessions of
50 messages, one in ten a subagent session, one row in twenty ``hidden``. Figures, each
beside a same-run baseline that is the same read with only the rewound-row rule (what
Reverie read before):

* one review's read of a whole session (``SessionStore.messages(retired=False)``);
* the scheduler's due scan over every session (``SessionStore.activity()``), against the
  same two queries without the subagent exclusion and the spoken filter.

Nothing is committed: the file lives in a temporary directory.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from reverie.search_index import SessionStore


def build(path: Path, sessions: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    with SessionStore(path) as store:
        store.append_message("seed", "user", "hello", 1.0, source="cli")
        conn = store.connection
        for column in ("display_kind TEXT", "display_metadata TEXT",
                       "_compressed_summary INTEGER NOT NULL DEFAULT 0"):
            conn.execute(f"ALTER TABLE messages ADD COLUMN {column}")
        ids = [f"s{i:05d}" for i in range(sessions)]
        conn.execute("BEGIN")
        conn.executemany(
            "INSERT INTO sessions (id, source, model_config, started_at) VALUES (?, ?, ?, ?)",
            [(sid, "subagent" if i % 10 == 9 else "cli",
              json.dumps({"_delegate_from": "x"}) if i % 10 == 9 else None, float(i))
             for i, sid in enumerate(ids)])
        rows = []
        for i, sid in enumerate(ids):
            for j in range(50):
                kind = "hidden" if rng.random() < 0.05 else None
                rows.append((sid, "user" if j % 2 == 0 else "assistant",
                             f"message {j} of {sid} about topic {rng.randrange(500)}",
                             float(i * 100 + j), kind))
        conn.executemany("INSERT INTO messages (session_id, role, content, timestamp,"
                         " display_kind) VALUES (?, ?, ?, ?, ?)", rows)
        conn.execute("COMMIT")
    return ids


def timed(fn, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000)
    return out


def show(name: str, ms: list[float], base: list[float]) -> None:
    p50, b50 = statistics.median(ms), statistics.median(base)
    print(f"{name}: p50 {p50:.3f} ms (baseline {b50:.3f} ms, x{p50 / b50:.2f})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sessions", type=int, default=2_000)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "state.db"
        ids = build(path, args.sessions, args.seed)
        picks = random.Random(args.seed).sample(ids, min(200, len(ids)))
        with SessionStore(path) as store:
            conn = store.connection
            plain = ("SELECT id, session_id, role, content, timestamp, tool_name FROM messages"
                     " WHERE session_id = ? AND id > 0 AND COALESCE(active, 1) != 0 ORDER BY id")
            it = iter(picks * 10)
            read = timed(lambda: store.messages(next(it), retired=False), len(picks))
            it = iter(picks * 10)
            read_base = timed(lambda: conn.execute(plain, (next(it),)).fetchall(), len(picks))
            show(f"review read of one session (50 messages, {args.sessions:,} sessions)",
                 read, read_base)

            def raw_scan():
                conn.execute("SELECT session_id, MAX(id), MAX(timestamp) FROM messages"
                             " GROUP BY session_id").fetchall()
                conn.execute("SELECT session_id, COUNT(id), MIN(timestamp) FROM messages"
                              " WHERE role = 'user' AND COALESCE(active, 1) != 0"
                              " GROUP BY session_id").fetchall()

            scan = timed(store.activity, 5)
            scan_base = timed(raw_scan, 5)
            show(f"due scan over {args.sessions:,} sessions, no cursors", scan, scan_base)


if __name__ == "__main__":
    main()
