"""The approval queue at thousands of records (issue 29 item 4): what an operator and a
Prometheus scrape pay at 300, 3,000 and 10,000 pending records.

A home whose pending/ holds N background adds (written as the files the reviewer stages,
so building 10,000 takes seconds, not the hour staging them one by one would) over a
MEMORY.md large enough for all of them. For each N, wall milliseconds (median of --calls)
of, through the console app in process (Starlette's TestClient, bearer token):

- ``/metrics``: first (the home's first scrape ever), cold (a new console, as after a
  restart) and warm (the same console again: nothing changed);
- ``/api/pending?limit=50`` and ``/pending?limit=50`` (the first page), warm, with bytes;
- ``reverie memory pending`` (its default --limit 100), in process;
- ``list_pending``: reading every record, the same-run baseline of what any listing costs;
- two floors, same run: the N record files read and ``json.loads``-ed bare (no checks, no
  records built), and one SQLite query returning the same N rows (id, created_at, target,
  origin, the record's JSON) from a table built for the purpose — what a listing could cost
  if it read an index instead of the files;

and, at N <= --approve-max, ``approve all``: records per second, beside the same-run figure of
a plain store adding the same N facts one by one (no records, no claims).

    python bench/bench_pending_scale.py [--records 300 3000 10000] [--calls 5]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from click.testing import CliRunner  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402

from reverie.config import load_settings  # noqa: E402
from reverie.memory.pending import judged, staging  # noqa: E402
from reverie.memory.pending.pending_files import list_pending  # noqa: E402
from reverie.memory.store import open_store  # noqa: E402
from reverie.worker.cli import cli  # noqa: E402
from reverie.worker.web.app import create_app  # noqa: E402
from reverie.worker.web.security import Access  # noqa: E402

T0 = 1_796_000_000.0


def fact(i: int) -> str:
    return f"Proposed fact {i}: service {i} listens on port {10000 + i}."


def home_with(records: int) -> object:
    home = Path(tempfile.mkdtemp(prefix="bench-scale-"))
    (home / "config.yaml").write_text(
        "memory: {write_approval: true, memory_char_limit: 1000000}\n"
        f"reverie: {{queue: {{name: bench{os.getpid()}{records}}}}}\n")
    settings = load_settings(home, environ={})
    store = open_store(settings)
    for i in range(12):
        store.add("memory", f"Fact number {i}: the build uses tool {i} with flag --opt-{i}.")
    settings.pending_dir.mkdir(parents=True, exist_ok=True)
    settings.reverie_dir.mkdir(mode=0o700, exist_ok=True)  # the reviewer's home has one
    for i in range(records):
        rid = f"{i:08x}"
        body = {"staged_by": "reverie", "id": rid, "subsystem": "memory", "action": "add",
                "summary": f"add memory: {fact(i)}", "origin": "background_review",
                "created_at": T0 + i,
                "payload": {"action": "add", "content": fact(i), "target": "memory",
                            "old_text": None},
                "evidence": {"session_id": f"s{i % 97}", "message_ids": [i + 1]}}
        path = settings.pending_dir / f"{rid}.json"
        path.write_text(json.dumps(body, indent=2))
        os.chmod(path, 0o600)
        os.utime(path, (T0 + i, T0 + i))  # staged over time, as a real queue grows
    # A record changed within the racy window is not kept (its change time, which the
    # mtime set back cannot hide): "/metrics cold" measures a queue written before it.
    time.sleep(judged.RACY_S + 0.1)
    return settings


class Took(float):
    """Median wall milliseconds, printed with the median CPU milliseconds of this process
    beside them (the console runs in this process: on a shared, loaded machine the CPU
    figure is the steadier one)."""

    cpu: float

    def __format__(self, spec: str) -> str:
        return f"{float(self):{spec}} ms ({self.cpu:{spec}} CPU)"


def ms(fn, calls: int) -> tuple[Took, object]:
    times, cpus, out = [], [], None
    for _ in range(calls):
        start, cpu = time.perf_counter(), time.process_time()
        out = fn()
        times.append((time.perf_counter() - start) * 1000)
        cpus.append((time.process_time() - cpu) * 1000)
    took = Took(statistics.median(times))
    took.cpu = statistics.median(cpus)
    return took, out


def bare_read(settings: object) -> list[object]:
    """The floor of any listing that reads the files: open, read, json.loads; nothing else."""
    directory = settings.pending_dir
    out = []
    for name in sorted(os.listdir(directory)):
        if name.endswith(".json"):
            with open(directory / name, "rb") as f:
                out.append(json.loads(f.read()))
    return out


def sqlite_rows(settings: object) -> tuple[sqlite3.Connection, object]:
    """A SQLite table of the same records (built once, outside the timing) and the query."""
    db = sqlite3.connect(settings.home / "bench-index.db")
    db.execute("CREATE TABLE records (id TEXT PRIMARY KEY, created_at REAL, target TEXT,"
               " origin TEXT, body TEXT)")
    rows = [(r["id"], r["created_at"], r["payload"]["target"], r["origin"], json.dumps(r))
            for r in bare_read(settings)]
    db.executemany("INSERT INTO records VALUES (?, ?, ?, ?, ?)", rows)
    db.commit()
    return db, lambda: db.execute("SELECT id, created_at, target, origin, body FROM records"
                                  " ORDER BY created_at, id").fetchall()


def client(settings: object) -> TestClient:
    access = Access(bind_host="127.0.0.1", port=9120)
    return TestClient(create_app(settings, access), base_url="http://127.0.0.1:9120",
                      headers={"authorization": f"Bearer {access.token}"})


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, nargs="+", default=[300, 3000, 10000])
    parser.add_argument("--calls", type=int, default=5)
    parser.add_argument("--approve-max", type=int, default=3000)
    args = parser.parse_args()
    print("records | files read + json.loads (floor) | SQLite rows (floor) | "
          "list_pending (baseline) | /metrics first | /metrics cold | /metrics warm | /api/pending "
          "page 1 | /pending page 1 | memory pending | approve all | plain store adds")
    for n in args.records:
        print(measure(n, args.calls, args.approve_max), flush=True)


def measure(n: int, calls: int, approve_max: int) -> str:
    """One row of the table for ``n`` records."""
    settings = home_with(n)
    bare, _ = ms(lambda: bare_read(settings), calls)
    db, query = sqlite_rows(settings)
    rows, _ = ms(query, calls)
    db.close()
    listed, _ = ms(lambda: list_pending(settings), calls)
    with client(settings) as c:
        first, _ = ms(lambda: c.get("/metrics"), 1)
    with client(settings) as c:
        cold, _ = ms(lambda: c.get("/metrics"), 1)
    with client(settings) as c:
        c.get("/metrics")
        warm, _ = ms(lambda: c.get("/metrics"), calls)
        api, r_api = ms(lambda: c.get("/api/pending?limit=50"), calls)
        html, r_html = ms(lambda: c.get("/pending?limit=50",
                                        headers={"accept": "text/html"}), calls)
    runner = CliRunner()
    cli_ms, out = ms(lambda: runner.invoke(cli, ["--home", str(settings.home), "memory",
                                                 "pending"]), calls)
    assert out.exit_code == 0, out.output[-500:]
    approve = baseline = "-"
    if n <= approve_max:
        start, cpu = time.perf_counter(), time.process_time()
        decisions = staging.approve(settings, "all", who="bench")
        took, cpu = time.perf_counter() - start, time.process_time() - cpu
        assert sum(d.status == "approved" for d in decisions) == n
        approve = f"{n / took:,.0f}/s ({took:.1f} s; {n / cpu:,.0f} per CPU s)"
        plain = load_settings(Path(tempfile.mkdtemp(prefix="bench-plain-")),
                              environ={}, overrides={"memory": {"memory_char_limit": 1000000}})
        store = open_store(plain)
        start, cpu = time.perf_counter(), time.process_time()
        for i in range(n):
            assert store.add("memory", fact(i))["success"]
        took, cpu = time.perf_counter() - start, time.process_time() - cpu
        baseline = f"{n / took:,.0f}/s ({took:.1f} s; {n / cpu:,.0f} per CPU s)"
        shutil.rmtree(plain.home, ignore_errors=True)
    shutil.rmtree(settings.home, ignore_errors=True)
    return (f"{n:,} | {bare:,.0f} | {rows:,.0f} | {listed:,.0f} | {first:,.0f} | "
            f"{cold:,.0f} | {warm:,.0f} | {api:,.0f} "
            f"({len(r_api.content) / 1024:,.0f} KB) | {html:,.0f} "
            f"({len(r_html.content) / 1024:,.0f} KB) | {cli_ms:,.0f} | {approve} | "
            f"{baseline}")


if __name__ == "__main__":
    main()
