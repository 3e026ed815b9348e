"""Benchmark the session store: ingest rate and search latency, with same-run baselines.

    python bench/bench_search.py                 # 200,000 messages (about 1-2 minutes)
    python bench/bench_search.py --messages 20000 --queries 100

Figures printed:
* ingest rate of ``SessionStore.append_messages`` (validation, session rows, counts, FTS
  triggers) against a raw ``executemany`` into the same schema in a fresh file;
* ingest rate of ``ingest_jsonl`` (JSON parsing, dedupe keys) on a slice of the corpus;
* search latency p50/p95 for 2-term queries: ``SessionStore.search`` (sanitising, lineage
  grouping, snippets, context, summaries) against the raw Hermes FTS5 query (MATCH, rank
  order, snippet, LIMIT 10) on the same database in the same run;
* latency of a CJK substring query and of ``activity()`` over every session.

The corpus is synthetic and deterministic (``--seed``): a Zipf-distributed vocabulary of
made-up words, sessions of about 50 alternating user/assistant messages, one in ten sessions
a child of the previous one.
"""

from __future__ import annotations

import argparse
import json
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from reverie.search_index import SessionStore, ingest_jsonl  # noqa: E402
from reverie.search_index.schema import FTS_DDL, MESSAGES_DDL, SESSIONS_DDL, TRIGGERS  # noqa: E402

SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "ta", "vo", "shi", "den", "pa", "gro", "ul",
             "bex", "qua", "zi", "mor", "fen", "tak", "ios", "ely"]
CJK = "我你他的是在有个人这中大为上们来到时地说要就出会可也对生能而子那得于着下自之年过发后作里"
RAW_QUERY = ("SELECT m.id, m.session_id, m.role,"
             " snippet(messages_fts, 0, '>>>', '<<<', '...', 40)"
             " FROM messages_fts JOIN messages m ON m.id = messages_fts.rowid"
             " JOIN sessions s ON s.id = m.session_id"
             " WHERE messages_fts MATCH ? ORDER BY rank LIMIT 10")


def vocabulary(rng: random.Random, size: int) -> list[str]:
    words: dict[str, None] = {}
    while len(words) < size:
        words["".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4)))] = None
    return list(words)


def corpus(n: int, seed: int) -> tuple[list[dict], list[str]]:
    rng = random.Random(seed)
    words = vocabulary(rng, 8000)
    weights = [1 / (rank + 1) for rank in range(len(words))]
    rows: list[dict] = []
    session, turn, t = 0, 0, 1_700_000_000.0
    parent = None
    for i in range(n):
        if turn == 0:
            parent = f"s{session - 1}" if session and session % 10 == 0 else None
        text = " ".join(rng.choices(words, weights, k=rng.randint(5, 40)))
        if i % 50 == 7:  # a little Chinese, for the substring path
            text += " " + "".join(rng.choices(CJK, k=12))
        rows.append({"session_id": f"s{session}", "role": "user" if turn % 2 == 0 else "assistant",
                     "content": text, "timestamp": t, "parent_session_id": parent})
        t += 1.0
        turn += 1
        if turn >= 50:
            session, turn = session + 1, 0
    return rows, words


def two_term_queries(rows: list[dict], stop: set[str], rng: random.Random, n: int) -> list[str]:
    """Two distinct non-stopword words from a random message each: every query matches."""
    out: list[str] = []
    while len(out) < n:
        words = [w for w in rng.choice(rows)["content"].split()
                 if w not in stop and w.isascii()]
        pair = list(dict.fromkeys(words))
        if len(pair) >= 2:
            out.append(" ".join(rng.sample(pair, 2)))
    return out


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def timed(fn, queries: list[str]) -> list[float]:
    out = []
    for q in queries:
        start = time.perf_counter()
        fn(q)
        out.append((time.perf_counter() - start) * 1000)
    return out


def raw_insert_rate(rows: list[dict], directory: Path) -> float:
    conn = sqlite3.connect(directory / "raw.db", isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    for script in (SESSIONS_DDL, MESSAGES_DDL, FTS_DDL, *TRIGGERS.values()):
        conn.executescript(script)
    start = time.perf_counter()
    conn.execute("BEGIN")
    conn.executemany("INSERT OR IGNORE INTO sessions (id, source, started_at) VALUES (?, 'x', ?)",
                     [(r["session_id"], r["timestamp"]) for r in rows])
    conn.executemany("INSERT INTO messages (session_id, role, content, timestamp) VALUES (?, ?, ?, ?)",
                     [(r["session_id"], r["role"], r["content"], r["timestamp"]) for r in rows])
    conn.execute("COMMIT")
    elapsed = time.perf_counter() - start
    conn.close()
    return len(rows) / elapsed


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--messages", type=int, default=200_000)
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()

    print(f"sqlite {sqlite3.sqlite_version}; building a corpus of {args.messages:,} messages...")
    rows, words = corpus(args.messages, args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(tmp)
        store = SessionStore(directory / "state.db")

        start = time.perf_counter()
        for i in range(0, len(rows), 5_000):
            store.append_messages(rows[i:i + 5_000])
        ours = len(rows) / (time.perf_counter() - start)
        raw = raw_insert_rate(rows, directory)
        print(f"ingest  append_messages  {ours:>10,.0f} msg/s"
              f"   raw executemany baseline {raw:>10,.0f} msg/s   ({raw / ours:.2f}x)")

        jsonl_rows = rows[:20_000]
        jsonl = directory / "slice.jsonl"
        jsonl.write_text("".join(json.dumps({**r, "session_id": "j" + r["session_id"],
                                             "parent_session_id": None}) + "\n"
                                 for r in jsonl_rows), encoding="utf-8")
        start = time.perf_counter()
        result = ingest_jsonl(store, jsonl)
        rate = result.added / (time.perf_counter() - start)
        start = time.perf_counter()
        again = ingest_jsonl(store, jsonl)
        re_rate = again.lines / (time.perf_counter() - start)
        print(f"ingest  ingest_jsonl     {rate:>10,.0f} msg/s   re-ingest (all duplicates)"
              f" {re_rate:,.0f} lines/s")

        rng = random.Random(args.seed + 1)
        queries = two_term_queries(rows, set(words[:50]), rng, args.queries)
        conn = store.connection
        for q in queries[:5]:  # warm the page cache for both sides alike
            store.search(q)
            conn.execute(RAW_QUERY, (q,)).fetchall()
        raw_ms = timed(lambda q: conn.execute(RAW_QUERY, (q,)).fetchall(), queries)
        our_ms = timed(lambda q: store.search(q, limit=10), queries)
        hit_rate = sum(bool(conn.execute(RAW_QUERY, (q,)).fetchone()) for q in queries) / len(queries)
        print(f"search  2-term queries: {len(queries)}, {hit_rate:.0%} with matches")
        print(f"search  SessionStore.search  p50 {percentile(our_ms, .5):7.2f} ms"
              f"   p95 {percentile(our_ms, .95):7.2f} ms   mean {statistics.mean(our_ms):7.2f} ms")
        print(f"search  raw FTS5 baseline    p50 {percentile(raw_ms, .5):7.2f} ms"
              f"   p95 {percentile(raw_ms, .95):7.2f} ms   mean {statistics.mean(raw_ms):7.2f} ms")

        cjk_queries = ["".join(rng.choices(CJK, k=2)) for _ in range(20)]
        cjk_ms = timed(lambda q: store.search(q), cjk_queries)
        print(f"search  CJK substring (scan) p50 {percentile(cjk_ms, .5):7.2f} ms"
              f"   p95 {percentile(cjk_ms, .95):7.2f} ms")

        start = time.perf_counter()
        activity = store.activity({})
        cold = (time.perf_counter() - start) * 1000
        caught_up = {a.session_id: a.last_message_id for a in activity}
        start = time.perf_counter()
        store.activity(caught_up)
        steady = (time.perf_counter() - start) * 1000
        print(f"activity over {len(activity):,} sessions: no cursors {cold:.1f} ms,"
              f" every session reviewed {steady:.1f} ms")
        store.close()


if __name__ == "__main__":
    main()
