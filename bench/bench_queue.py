"""Queue benchmark: review throughput per worker count, queue overhead, idle pickup, two
worker processes sharing a Redis queue.

Runs the real review engine against the fake Gemini server (a separate process answering
after a fixed latency) through the real google-genai SDK, on tmp homes. Prints figures and,
in the same run, the baselines they are compared against:

- reviews/s with 1, 4 and 16 worker threads vs the ideal ``workers / latency``, both backends;
- queue overhead per job: Reverie's job path (ledger rows, lease, budget check) with a no-op
  review vs raw huey running a no-op task with the same consumer settings;
- idle pickup: enqueue-to-start of a job sent to a worker that has been idle for a while;
- two `reverie worker` processes on one Redis queue: how many reviews each one did.

Usage: python bench/bench_queue.py [--latency 0.2] [--quick]
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import yaml  # noqa: E402
from huey import RedisHuey, SqliteHuey  # noqa: E402
from huey.consumer import Consumer  # noqa: E402

from reverie.config import load_settings  # noqa: E402
from reverie.jobs.ledger import JobLedger  # noqa: E402
from reverie.jobs.queue import make_huey  # noqa: E402
from reverie.jobs.tasks import enqueue, register, wait_idle  # noqa: E402
from reverie.search_index import SessionStore  # noqa: E402
from reverie.worker.pool import Pool  # noqa: E402
from reverie.worker.run import Engine  # noqa: E402

KEY = "bench-key"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Service:
    """A child process (fake model server or redis-server) stopped at exit."""

    def __init__(self, args: list[str], ready) -> None:
        self.proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                     cwd=REPO)
        deadline = time.monotonic() + 15
        while not ready():
            if time.monotonic() > deadline:
                raise RuntimeError(f"{args[0]} did not start")
            time.sleep(0.05)

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(10)


def _port_open(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


def start_model(latency: float) -> tuple[Service, str]:
    port = free_port()
    svc = Service([sys.executable, "-m", "tests.fakes.gemini_server", "--port", str(port),
                   "--latency", str(latency)], lambda: _port_open(port))
    return svc, f"http://127.0.0.1:{port}"


def start_redis(workdir: Path) -> tuple[Service, str]:
    port = free_port()
    svc = Service([shutil.which("redis-server") or "redis-server", "--bind", "127.0.0.1",
                   "--port", str(port), "--save", "", "--appendonly", "no",
                   "--dir", str(workdir)], lambda: _port_open(port))
    return svc, f"redis://127.0.0.1:{port}/0"


def make_home(root: Path, name: str, model_url: str, redis_url: str | None,
              workers: int = 4) -> Path:
    home = root / name
    home.mkdir()
    queue = {"backend": "redis", "redis_url": redis_url} if redis_url else {"backend": "sqlite"}
    queue.update({"workers": workers, "name": name})
    config = {
        "reverie": {"queue": queue, "schedule": {"nudge_interval": 1}},
        "auxiliary": {"background_review": {"provider": "gemini", "base_url": model_url,
                                            "timeout": 30}},
    }
    (home / "config.yaml").write_text(yaml.safe_dump(config))
    return home


def settings_for(home: Path):
    env = {k: v for k, v in os.environ.items() if k not in ("GOOGLE_API_KEY",)}
    env["GEMINI_API_KEY"] = KEY
    return load_settings(home, environ=env)


def add_sessions(settings, n: int) -> list[str]:
    ids = [f"s{i}" for i in range(n)]
    with SessionStore.open(settings) as store:
        for sid in ids:
            store.append_message(sid, "user", f"In {sid} we discussed the deploy checklist.")
            store.append_message(sid, "assistant", "Understood.")
    return ids


def run_reviews(settings, sessions: list[str], workers: int) -> float:
    """Enqueue a review per session into a running in-process worker; seconds until all done."""
    tasks = register(make_huey(settings), settings)
    worker = Engine(Pool.of_one(settings, tasks=tasks, workers=workers), schedule=False).start()
    time.sleep(0.3)  # threads up and polling
    t0 = time.perf_counter()
    for sid in sessions:
        enqueue(tasks, "review", sid, reason="bench")
    ok = wait_idle(tasks, timeout=300, poll=0.01)
    elapsed = time.perf_counter() - t0
    worker.stop()
    counts = tasks.context.ledger.counts()
    if not ok or counts.get("done") != len(sessions):
        raise RuntimeError(f"reviews did not all complete: {counts}")
    return elapsed


def bench_direct(root: Path, model_url: str, n: int) -> float:
    """Baseline: review_session called in a loop in this process, no queue at all."""
    from reverie.review.engine import review_session

    home = make_home(root, "direct", model_url, None)
    settings = settings_for(home)
    sessions = add_sessions(settings, n)
    t0 = time.perf_counter()
    for sid in sessions:
        review_session(settings, sid, echo=lambda line: None)
    per = (time.perf_counter() - t0) / n
    print(f"  baseline: review_session in a loop, no queue: {1000 * per:.0f} ms/review "
          f"= {1 / per:.2f} reviews/s for one thread")
    return per


def bench_throughput(root: Path, model_url: str, latency: float, redis_url: str | None,
                     worker_counts: list[int]) -> None:
    label = "redis " if redis_url else "sqlite"
    for workers in worker_counts:
        n = max(8, workers * 4)
        home = make_home(root, f"tp-{label.strip()}-{workers}", model_url, redis_url)
        settings = settings_for(home)
        sessions = add_sessions(settings, n)
        elapsed = run_reviews(settings, sessions, workers)
        rate = n / elapsed
        ideal = workers / latency
        print(f"  {label} {workers:>2} workers: {n:>3} reviews in {elapsed:6.2f} s = "
              f"{rate:6.2f} reviews/s (ideal {ideal:6.2f}/s, {100 * rate / ideal:5.1f}%)")


def bench_overhead(root: Path, redis_url: str | None, jobs: int) -> None:
    """No-op jobs: raw huey vs Reverie's job path, same storage and consumer options."""
    label = "redis " if redis_url else "sqlite"
    workers = 4
    # raw huey
    name = f"raw{label.strip()}"
    if redis_url:
        raw = RedisHuey(name, results=False, url=redis_url)
    else:
        raw = SqliteHuey(name, results=False, filename=str(root / f"{name}.db"))
    done = Counter()
    lock = threading.Lock()

    @raw.task()
    def noop(i: int) -> None:
        with lock:
            done["n"] += 1

    # huey's own consumer, polling as tightly as a pool does at its busiest (50 ms)
    consumer = Consumer(raw, workers=workers, worker_type="thread", periodic=False,
                        initial_delay=0.05, backoff=1.25, max_delay=0.5, scheduler_interval=1)
    consumer.start()
    t0 = time.perf_counter()
    for i in range(jobs):
        noop(i)
    while done["n"] < jobs:
        time.sleep(0.005)
    raw_s = time.perf_counter() - t0
    consumer.stop(graceful=True)

    # Reverie: same queue settings, the real task wrapper, a review that does nothing
    home = make_home(root, f"ovh-{label.strip()}", "http://127.0.0.1:9", redis_url)
    settings = settings_for(home)
    tasks = register(make_huey(settings), settings, engine=lambda kind, sid, call: None)
    worker = Engine(Pool.of_one(settings, tasks=tasks, workers=workers), schedule=False).start()
    t0 = time.perf_counter()
    for i in range(jobs):
        enqueue(tasks, "review", f"s{i}", reason="bench")
    if not wait_idle(tasks, timeout=300, poll=0.005):
        raise RuntimeError("overhead run did not drain")
    rev_s = time.perf_counter() - t0
    worker.stop()
    print(f"  {label} {jobs} no-op jobs: raw huey {1000 * raw_s / jobs:6.2f} ms/job, "
          f"Reverie {1000 * rev_s / jobs:6.2f} ms/job, overhead "
          f"{1000 * (rev_s - raw_s) / jobs:+6.2f} ms/job")


def bench_enqueue_turn(root: Path, redis_url: str | None, n: int) -> None:
    """The agent side's cost per turn: `jobs.enqueue_turn(home, sid)` as an agent calls it
    (the first call of a process opens the home, later ones reuse it) vs a bare huey enqueue
    of a no-op task; the first (cold) call is reported on its own."""
    from reverie.jobs import enqueue_turn

    label = "redis " if redis_url else "sqlite"
    home = make_home(root, f"turn-{label.strip()}", "http://127.0.0.1:9", redis_url)
    add_sessions(settings_for(home), n + 1)  # enqueue_turn refuses a session state.db lacks
    t0 = time.perf_counter()
    enqueue_turn(home, "s0")
    cold_ms = 1000 * (time.perf_counter() - t0)
    t0 = time.perf_counter()
    for i in range(1, n + 1):
        enqueue_turn(home, f"s{i}")
    turn_ms = 1000 * (time.perf_counter() - t0) / n
    name = f"rawturn{label.strip()}"
    raw = (RedisHuey(name, results=False, url=redis_url) if redis_url
           else SqliteHuey(name, results=False, filename=str(root / f"{name}.db")))

    @raw.task()
    def noop(i: int) -> None:
        pass

    t0 = time.perf_counter()
    for i in range(n):
        noop(i)
    raw_ms = 1000 * (time.perf_counter() - t0) / n
    print(f"  {label} enqueue_turn: {turn_ms:.2f} ms/call (bare huey enqueue {raw_ms:.2f} ms,"
          f" ratio {turn_ms / raw_ms:.2f}); first call of the process {cold_ms:.1f} ms")


def bench_pickup(root: Path, model_url: str, redis_url: str | None, samples: int) -> None:
    label = "redis " if redis_url else "sqlite"
    home = make_home(root, f"pick-{label.strip()}", model_url, redis_url)
    settings = settings_for(home)
    sessions = add_sessions(settings, samples)
    tasks = register(make_huey(settings), settings, engine=lambda kind, sid, call: None)
    worker = Engine(Pool.of_one(settings, tasks=tasks, workers=2), schedule=False).start()
    waits = []
    for sid in sessions:
        time.sleep(2.0)  # idle long enough for the poll delay to reach its cap
        job = enqueue(tasks, "review", sid, reason="bench")
        wait_idle(tasks, timeout=30, poll=0.01)
        rec = tasks.context.ledger.get(job)
        waits.append(rec.started_at - rec.enqueued_at)
    worker.stop()
    waits.sort()
    print(f"  {label} idle pickup over {samples} jobs: median {1000 * waits[len(waits) // 2]:.0f} ms,"
          f" max {1000 * waits[-1]:.0f} ms (target: about 500 ms)")


def bench_two_processes(root: Path, model_url: str, redis_url: str, latency: float,
                        n: int) -> None:
    home = make_home(root, "two-procs", model_url, redis_url)
    settings = settings_for(home)
    sessions = add_sessions(settings, n)
    env = dict(os.environ, GEMINI_API_KEY=KEY, PYTHONPATH=str(REPO))
    procs = [subprocess.Popen([sys.executable, "-c", "from reverie.worker.cli import main; main()",
                               "--home", str(home), "worker", "-w", "4"], env=env, cwd=REPO,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
             for _ in range(2)]
    time.sleep(2.0)
    tasks = register(make_huey(settings), settings)
    t0 = time.perf_counter()
    for sid in sessions:
        enqueue(tasks, "review", sid, reason="bench")
    ok = wait_idle(tasks, timeout=300, poll=0.02)
    elapsed = time.perf_counter() - t0
    for p in procs:
        p.terminate()
        p.wait(30)
    if not ok:
        raise RuntimeError("two-process run did not drain")
    by_pid = Counter(int(r.worker.split(":")[1]) for r in JobLedger(settings).in_states(["done"]))
    shares = ", ".join(f"pid {p.pid}: {by_pid.get(p.pid, 0)}" for p in procs)
    print(f"  redis 2 processes x 4 workers: {n} reviews in {elapsed:.2f} s = {n / elapsed:.2f}/s "
          f"(ideal {8 / latency:.1f}/s); reviews per process: {shares}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--quick", action="store_true", help="fewer jobs (smoke run)")
    parser.add_argument("--only", choices=["turn"],
                        help="turn: only the agent side's enqueue_turn against a bare enqueue")
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="reverie-bench-"))
    if args.only == "turn":
        redis_svc, redis_url = start_redis(root)
        try:
            print("agent side, per turn:")
            for backend in (None, redis_url):
                bench_enqueue_turn(root, backend, 50 if args.quick else 200)
        finally:
            redis_svc.stop()
            shutil.rmtree(root, ignore_errors=True)
        return
    model, model_url = start_model(args.latency)
    redis_svc, redis_url = start_redis(root)
    try:
        print(f"fake model latency {args.latency * 1000:.0f} ms; {os.cpu_count()} CPUs")
        print("review throughput (real review engine, fake Gemini via google-genai):")
        bench_direct(root, model_url, 8)
        for backend in (None, redis_url):
            bench_throughput(root, model_url, args.latency, backend, [1, 4, 16])
        jobs = 100 if args.quick else 400
        print("queue overhead per job (no-op work, 4 worker threads):")
        for backend in (None, redis_url):
            bench_overhead(root, backend, jobs)
        print("agent side, per turn:")
        for backend in (None, redis_url):
            bench_enqueue_turn(root, backend, 50 if args.quick else 200)
        print("idle pickup (enqueue -> start):")
        for backend in (None, redis_url):
            bench_pickup(root, model_url, backend, 3 if args.quick else 5)
        print("two worker processes on one Redis queue:")
        bench_two_processes(root, model_url, redis_url, args.latency, 40 if args.quick else 80)
    finally:
        model.stop()
        redis_svc.stop()
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
