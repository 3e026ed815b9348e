"""Benchmark the session store on a Hermes-made state.db: search latency, CJK, ingest rate.

    python bench/bench_search.py                  # 200,000 messages (a few minutes)
    python bench/bench_search.py --messages 20000 --queries 100

The database is made by the real Hermes 0.19.0 (``SessionDB()`` in the venv that
``tests/hermes/install.py`` builds: schema v22, ``messages_fts`` and
``messages_fts_trigram`` with Hermes' triggers), then filled with a synthetic corpus by a
raw ``executemany`` (Hermes' own triggers index every row). Nothing is committed: the files
live in a temporary directory.

Figures printed, each beside a same-run baseline:
* search latency p50/p95 for 2-term queries: ``SessionStore.search`` (sanitising, lineage
  grouping, snippets, context, summaries) against the raw FTS5 query (MATCH, rank order,
  snippet, LIMIT 10) and against Hermes' own ``SessionDB.search_messages(limit=10)`` run
  in Hermes' venv on the same file with the same queries;
* a CJK 3-character query: ``SessionStore.search`` through the trigram table against the
  ``LIKE`` scan Reverie used before (``content LIKE '%…%'`` newest first, up to 500 rows)
  and against Reverie's own ``LIKE`` fallback (trigram disabled);
* ingest rate of ``SessionStore.append_messages`` into a Reverie-made v22 file against a
  raw ``executemany`` into the same layout, and ``activity()`` over every session.

The corpus is synthetic and deterministic (``--seed``): a Zipf-distributed vocabulary of
made-up words, sessions of 50 messages (user/assistant turns, every tenth a tool call with
its result), one in ten sessions a child of the previous one, one message in fifty with a
run of Chinese.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from reverie.search_index import SessionStore  # noqa: E402
from tests.hermes.harness import start as start_hermes  # noqa: E402

SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "ta", "vo", "shi", "den", "pa", "gro", "ul",
             "bex", "qua", "zi", "mor", "fen", "tak", "ios", "ely"]
CJK = "我你他的是在有个人这中大为上们来到时地说要就出会可也对生能而子那得于着下自之年过发后作里"
TOOLS = ["terminal", "read_file", "web_search", "patch", "browser_navigate"]
RAW_QUERY = ("SELECT m.id, m.session_id, m.role,"
             " snippet(messages_fts, 0, '>>>', '<<<', '...', 40)"
             " FROM messages_fts JOIN messages m ON m.id = messages_fts.rowid"
             " JOIN sessions s ON s.id = m.session_id"
             " WHERE messages_fts MATCH ? ORDER BY rank LIMIT 10")
# What Reverie ran for a CJK query before the trigram path: a LIKE scan newest first.
OLD_LIKE_QUERY = ("SELECT m.id, m.session_id, m.role, m.timestamp, NULL"
                  " FROM messages m LEFT JOIN sessions s ON s.id = m.session_id"
                  " WHERE 1 AND (m.content LIKE ? ESCAPE '\\') ORDER BY m.id DESC LIMIT 500")

HERMES_SEARCH = r"""
import json, time
import hermes_state
queries = json.loads(QUERIES)
db = hermes_state.SessionDB()
for q in queries[:5]:
    db.search_messages(q, limit=10)
ms = []
for q in queries:
    t = time.perf_counter()
    db.search_messages(q, limit=10)
    ms.append((time.perf_counter() - t) * 1000)
print(json.dumps(ms))
"""


def vocabulary(rng: random.Random, size: int) -> list[str]:
    words: dict[str, None] = {}
    while len(words) < size:
        words["".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4)))] = None
    return list(words)


def corpus(n: int, seed: int) -> tuple[list[dict], list[str]]:
    rng = random.Random(seed)
    words = vocabulary(rng, 8000)
    cum: list[float] = []  # cumulative Zipf weights, computed once (choices() would redo it)
    for rank in range(len(words)):
        cum.append((cum[-1] if cum else 0.0) + 1 / (rank + 1))
    rows: list[dict] = []
    session, turn, t = 0, 0, 1_700_000_000.0
    parent = None
    for i in range(n):
        if turn == 0:
            parent = f"s{session - 1}" if session and session % 10 == 0 else None
        text = " ".join(rng.choices(words, cum_weights=cum, k=rng.randint(5, 40)))
        row = {"session_id": f"s{session}", "role": "user" if turn % 2 == 0 else "assistant",
               "content": text, "timestamp": t, "parent_session_id": parent,
               "tool_name": None, "tool_calls": None}
        if turn % 10 == 8:      # an assistant tool call ...
            tool = rng.choice(TOOLS)
            args = {"query": " ".join(rng.choices(words, cum_weights=cum, k=3))}
            row.update(role="assistant", content=None, tool_calls=json.dumps(
                [{"id": f"c{i}", "type": "function",
                  "function": {"name": tool, "arguments": json.dumps(args)}}]))
        elif turn % 10 == 9:    # ... and its result
            row.update(role="tool", tool_name=rows[-1]["tool_calls"] and json.loads(
                rows[-1]["tool_calls"])[0]["function"]["name"])
        if i % 50 == 7:  # a little Chinese, for the substring paths
            row["content"] = (row["content"] or "") + " " + "".join(rng.choices(CJK, k=12))
        rows.append(row)
        t += 1.0
        turn += 1
        if turn >= 50:
            session, turn = session + 1, 0
    return rows, words


def bulk_insert(path: Path, rows: list[dict]) -> float:
    """Insert ``rows`` with one raw executemany (the file's own triggers index them)."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    start = time.perf_counter()
    conn.execute("BEGIN")
    seen: dict[str, None] = {}
    sessions = []
    for r in rows:
        if r["session_id"] not in seen:
            seen[r["session_id"]] = None
            sessions.append((r["session_id"], r["timestamp"], r["parent_session_id"]))
    conn.executemany("INSERT INTO sessions (id, source, started_at, parent_session_id)"
                     " VALUES (?, 'cli', ?, ?)", sessions)
    conn.executemany("INSERT INTO messages (session_id, role, content, tool_name, tool_calls,"
                     " timestamp) VALUES (?, ?, ?, ?, ?, ?)",
                     [(r["session_id"], r["role"], r["content"], r["tool_name"],
                       r["tool_calls"], r["timestamp"]) for r in rows])
    conn.execute("COMMIT")
    elapsed = time.perf_counter() - start
    conn.close()
    return len(rows) / elapsed


def two_term_queries(rows: list[dict], stop: set[str], rng: random.Random, n: int) -> list[str]:
    """Two distinct non-stopword words from a random message each: every query matches."""
    out: list[str] = []
    texts = [r["content"] for r in rows if r["content"]]
    while len(out) < n:
        words = [w for w in rng.choice(texts).split() if w not in stop and w.isascii()]
        pair = list(dict.fromkeys(words))
        if len(pair) >= 2:
            out.append(" ".join(rng.sample(pair, 2)))
    return out


def cjk_queries(rows: list[dict], rng: random.Random, n: int, length: int) -> list[str]:
    """Substrings of the Chinese runs in the corpus: every query matches something."""
    runs = [r["content"].rsplit(" ", 1)[1] for r in rows
            if r["content"] and any(ch in CJK for ch in r["content"][-1:])]
    out = []
    for _ in range(n):
        run = rng.choice(runs)
        i = rng.randrange(0, len(run) - length + 1)
        out.append(run[i:i + length])
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


def line(label: str, ms: list[float]) -> str:
    return (f"  {label:<34} p50 {percentile(ms, .5):8.2f} ms   p95 {percentile(ms, .95):8.2f} ms"
            f"   mean {statistics.mean(ms):8.2f} ms")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--messages", type=int, default=200_000)
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--ingest-messages", type=int, default=50_000)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()

    hermes = start_hermes()
    print(f"sqlite {sqlite3.sqlite_version}; hermes-agent {hermes.version}; "
          f"building a corpus of {args.messages:,} messages...")
    rows, words = corpus(args.messages, args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "hermes-home"
        home.mkdir()
        hermes.run_json("import hermes_state, json; hermes_state.SessionDB().close();"
                        " print(json.dumps(hermes_state.SCHEMA_VERSION))", home)
        rate = bulk_insert(home / "state.db", rows)
        print(f"Hermes-made v22 state.db filled: {rate:,.0f} msg/s through Hermes' triggers")
        store = SessionStore(home / "state.db")
        conn = store.connection
        assert store.schema.trigram, "Hermes' file should have messages_fts_trigram"

        rng = random.Random(args.seed + 1)
        queries = two_term_queries(rows, set(words[:50]), rng, args.queries)
        for q in queries[:5]:  # warm the page cache for every side alike
            store.search(q)
            conn.execute(RAW_QUERY, (q,)).fetchall()
        raw_ms = timed(lambda q: conn.execute(RAW_QUERY, (q,)).fetchall(), queries)
        our_ms = timed(lambda q: store.search(q, limit=10), queries)
        hermes_ms = hermes.run_json(f"QUERIES = {json.dumps(json.dumps(queries))}\n"
                                    + HERMES_SEARCH, home, timeout=1200)
        print(f"search  {len(queries)} two-term queries (all match), same file, same run:")
        print(line("SessionStore.search (limit 10)", our_ms))
        print(line("raw FTS5 query (baseline)", raw_ms))
        print(line("Hermes SessionDB.search_messages", hermes_ms))
        print(f"  ratio p50: ours / raw FTS5 = {percentile(our_ms, .5) / percentile(raw_ms, .5):.2f}x,"
              f" ours / Hermes = {percentile(our_ms, .5) / percentile(hermes_ms, .5):.2f}x")

        cjk3 = cjk_queries(rows, rng, 30, 3)
        store.search(cjk3[0])
        tri_ms = timed(lambda q: store.search(q), cjk3)
        old_ms = timed(lambda q: conn.execute(OLD_LIKE_QUERY, (f"%{q}%",)).fetchall(), cjk3)
        like_store = SessionStore(home / "state.db")
        like_store.schema = dataclasses.replace(like_store.schema, trigram=False)
        fallback_ms = timed(lambda q: like_store.search(q), cjk3)
        like_store.close()
        print(f"search  {len(cjk3)} CJK 3-character queries (all match):")
        print(line("SessionStore.search via trigram", tri_ms))
        print(line("old LIKE scan (baseline)", old_ms))
        print(line("SessionStore.search, LIKE fallback", fallback_ms))
        print(f"  ratio p50: old LIKE / trigram = {percentile(old_ms, .5) / percentile(tri_ms, .5):.1f}x")
        cjk2 = cjk_queries(rows, rng, 10, 2)
        print(line("CJK 2-character (LIKE, by design)", timed(lambda q: store.search(q), cjk2)))

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

        part = rows[:args.ingest_messages]
        fresh = SessionStore(Path(tmp) / "reverie.db")
        start = time.perf_counter()
        for i in range(0, len(part), 5_000):
            fresh.append_messages(part[i:i + 5_000])
        ours = len(part) / (time.perf_counter() - start)
        fresh.close()
        SessionStore(Path(tmp) / "raw.db").close()  # the same v22 layout, empty
        raw = bulk_insert(Path(tmp) / "raw.db", part)
        print(f"ingest  {len(part):,} messages into a Reverie-made v22 file:"
              f" append_messages {ours:,.0f} msg/s, raw executemany {raw:,.0f} msg/s"
              f" ({raw / ours:.2f}x)")


if __name__ == "__main__":
    main()
