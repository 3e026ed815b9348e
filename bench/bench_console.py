"""Benchmark what the console adds over the library calls it makes.

A home with N pending records (each with a diff) and a journal; for each page, prints the
median and p95 time of ``GET /api/<page>`` and ``GET /<page>`` (the rendered HTML) through
the real Starlette app (in process, Starlette's test client), next to a same-run baseline:
the library calls the page makes, called directly without withholding (what `reverie memory
pending --json` — the queue judged: states, versions — plus `memory diff` per record, `memory show --json`, `memory log --json` and
`queue --json` do). The difference is the console's own cost: withholding (scans remembered
per text), the side-by-side layout, JSON or Jinja2, HTTP.

Then the access guard alone (`worker/web/middleware.py`: Host, body cap, Origin, the
throttled bearer check or the session lookup), in µs per request around an ASGI app that
answers at once, beside the same app without the guard.

    python bench/bench_console.py [--records 50] [--calls 30] [--guard-calls 20000]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from starlette.testclient import TestClient  # noqa: E402
from timing import timed  # noqa: E402

from reverie.config import load_settings  # noqa: E402
from reverie.jobs.tasks import default_tasks  # noqa: E402
from reverie.memory import journey  # noqa: E402
from reverie.memory.journal import Journal  # noqa: E402
from reverie.memory.pending import freshness, staging  # noqa: E402
from reverie.memory.store import open_store  # noqa: E402
from reverie.worker.monitor import failed_jobs, queue_status  # noqa: E402
from reverie.worker.web.app import create_app  # noqa: E402
from reverie.worker.web.middleware import GuardMiddleware  # noqa: E402
from reverie.worker.web.security import Access  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=50)
    parser.add_argument("--calls", type=int, default=30)
    parser.add_argument("--guard-calls", type=int, default=20000)
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="bench-console-"))
    (home / "config.yaml").write_text("memory: {write_approval: true}\n"
                                      f"reverie: {{queue: {{name: bench{os.getpid()}}}}}\n")
    settings = load_settings(home, environ={})
    store = open_store(settings)
    for i in range(12):
        store.add("memory", f"Fact number {i}: the build uses tool {i} with flag --opt-{i}.")
    for i in range(args.records):
        staging.stage(settings, staging.StageRequest({"action": "add", "target": "memory",
                                                      "content": f"Proposed fact {i}: service {i} listens on {8000 + i}."},
                                                     origin="background_review",
                                                     reason="stated by the user", confidence=0.8,
                                                     evidence={"session_id": "s", "message_ids": [i + 1],
                                "quotes": [{"message_id": i + 1, "text": f"service {i} on {8000 + i}"}]}))
    tasks = default_tasks(settings)
    access = Access(bind_host="127.0.0.1", port=9120)
    client = TestClient(create_app(settings, access, tasks=tasks), base_url="http://127.0.0.1:9120",
                        headers={"authorization": f"Bearer {access.token}"})

    def pending_lib() -> None:
        for r in freshness.overview(settings).records:  # the queue, judged (issue 22)
            staging.diff_record(settings, r.id)

    def memory_lib() -> None:
        s = open_store(settings)
        s.show()
        s.show(snapshot=True)
        journey.journey(settings)

    def journal_lib() -> None:
        with Journal(settings) as j:
            j.log(100)
        journey.journey(settings)

    def queue_lib() -> None:
        queue_status(settings, tasks=tasks)
        failed_jobs(settings)

    print(f"{args.records} pending records, {args.calls} calls each; median / p95 in ms")
    print(f"{'page':<10}{'library (baseline)':>22}{'GET /api/page':>20}{'GET /page (HTML)':>22}")
    for name, lib in (("pending", pending_lib), ("memory", memory_lib),
                      ("journal", journal_lib), ("queue", queue_lib)):
        base = timed(lib, args.calls)
        api = timed(lambda n=name: client.get(f"/api/{n}").raise_for_status(), args.calls)
        html = timed(lambda n=name: client.get(f"/{n}").raise_for_status(), args.calls)
        print(f"{name:<10}{base[0]:>12.1f} / {base[1]:<7.1f}{api[0]:>10.1f} / {api[1]:<7.1f}"
              f"{html[0]:>12.1f} / {html[1]:<7.1f}")
    bench_guard(args.guard_calls)


async def _answer(scope, receive, send) -> None:
    await send({"type": "http.response.start", "status": 204, "headers": []})
    await send({"type": "http.response.body", "body": b""})


def bench_guard(calls: int) -> None:
    """µs per request: the bare app, then behind the guard with a bearer secret and with a
    signed-in browser's cookie (a POST, so the Origin rule runs too)."""
    access = Access(bind_host="127.0.0.1", port=9120)
    session_id, session = access.sessions.start()
    guarded = GuardMiddleware(_answer, access)
    host = [(b"host", b"127.0.0.1:9120")]
    bearer = host + [(b"authorization", f"Bearer {access.token}".encode())]
    cookie = host + [(b"cookie", f"reverie_console={session_id}".encode()),
                     (b"origin", b"http://127.0.0.1:9120"), (b"x-csrf-token", session.csrf.encode())]

    async def receive() -> dict:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict) -> None:
        pass

    def scope(method: str, headers: list) -> dict:
        return {"type": "http", "method": method, "path": "/api/pending", "query_string": b"",
                "headers": headers, "client": ("127.0.0.1", 50000)}

    async def run(app, sc) -> float:
        start = time.perf_counter()
        for _ in range(calls):
            await app(dict(sc), receive, send)
        return (time.perf_counter() - start) / calls * 1e6

    async def all_runs() -> list[tuple[str, float]]:
        return [("no guard (baseline)", await run(_answer, scope("GET", bearer))),
                ("guard, GET with bearer", await run(guarded, scope("GET", bearer))),
                ("guard, POST with session cookie", await run(guarded, scope("POST", cookie)))]

    print(f"\naccess guard alone, {calls} requests each; µs per request")
    for name, micros in asyncio.run(all_runs()):
        print(f"{name:<34}{micros:>8.1f}")


if __name__ == "__main__":
    main()
