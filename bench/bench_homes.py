"""Many homes in one pool (issue 24): throughput, memory, scheduler cost and fairness.

Builds N homes on this machine, each a Hermes-layout ``state.db`` holding a few sessions
that ask to remember something (so each is due for a review), all pointing at one fake
Gemini server (a separate process answering after ``--latency``) through the real SDK and
the real review engine. For each N it prints, beside baselines from the same run:

- **review everything**: one pool (``reverie run --once --homes ROOT/*``) — busy time
  (first job start to last job end, from the homes' ledgers) against the ideal
  ``jobs × latency ÷ workers``, and its steady rate (first job end to last job end: the
  first jobs wait for the provider's first build, a one-off of the process); for N <=
  ``--baseline-max`` also one ``run --once`` process per home, all at once; beside them,
  the **floor** of this machine now: as many raw ``httpx`` requests to the same server
  from as many threads (clients made first), against the same ideal — what any worker on
  this machine could reach while the other sessions load it;
- **memory**: the pool's peak RSS against one single-home ``run --once`` process (and the
  sum of the per-home processes);
- **scheduler**: one pass of the pool's scheduler over every home with nothing changed,
  and with 1% of the homes changed, against computing every home's due work (what a
  scheduler scanning every home on its interval pays each time);
- **fairness**: enqueue-to-start p50/p95 of requests to the other homes while one home
  holds a ``--flood``-session backlog, against the same requests with no flood.

Targets (issue 24): 1,000 homes at <= 3x the RSS of one single-home worker; >= 80% of ideal
throughput; an unchanged scheduler pass over 1,000 homes < 1 s; the p95 of the homes not
flooded within 2x their median while one home is flooded.

Usage: python bench/bench_homes.py [--sizes 1,100,1000] [--sessions 2] [--latency 0.2]
       [--workers 8] [--flood 500] [--baseline-max 10] [--only review,scan,fair]
The machine's load is printed first: on a shared machine read the figures with it.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import httpx  # noqa: E402
import yaml  # noqa: E402

from reverie.config import load_settings  # noqa: E402
from reverie.jobs.ledger import JobLedger  # noqa: E402
from reverie.search_index import SessionStore  # noqa: E402

KEY = "bench-key"


# --- services and processes ---------------------------------------------------------------

def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_model(latency: float) -> tuple[subprocess.Popen, str]:
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "tests.fakes.gemini_server", "--port",
                             str(port), "--latency", str(latency)], cwd=REPO,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 15
    while True:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                break
        if time.monotonic() > deadline:
            raise RuntimeError("the fake model server did not start")
        time.sleep(0.05)
    return proc, f"http://127.0.0.1:{port}"


def child_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("REVERIE_HOME", "HERMES_HOME", "REVERIE_PROFILE", "GOOGLE_API_KEY")}
    env["GEMINI_API_KEY"] = KEY
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    return env


class Measured:
    """A ``reverie`` process, its peak RSS sampled every 50 ms from /proc."""

    def __init__(self, args: list[str]) -> None:
        self.started = time.monotonic()
        # Files, not pipes: a pool of a thousand homes logs more than a pipe holds.
        self._out = tempfile.TemporaryFile(mode="w+")  # noqa: SIM115 - read in wait()
        self._err = tempfile.TemporaryFile(mode="w+")  # noqa: SIM115
        self.proc = subprocess.Popen([sys.executable, "-m", "reverie.worker.cli", *args],
                                     env=child_env(), cwd=REPO, stdout=self._out,
                                     stderr=self._err, text=True)
        self.peak_kb = 0
        self.cpu_s = 0.0
        self._sampler = threading.Thread(target=self._sample, daemon=True)
        self._sampler.start()

    def _sample(self) -> None:
        path = f"/proc/{self.proc.pid}/status"
        stat = f"/proc/{self.proc.pid}/stat"
        ticks = os.sysconf("SC_CLK_TCK")
        while self.proc.poll() is None:
            try:
                with open(path) as fh:
                    for line in fh:
                        if line.startswith("VmRSS:"):
                            self.peak_kb = max(self.peak_kb, int(line.split()[1]))
                with open(stat) as fh:
                    fields = fh.read().rsplit(")", 1)[1].split()
                self.cpu_s = (int(fields[11]) + int(fields[12])) / ticks  # utime + stime
            except OSError:
                return
            time.sleep(0.05)

    def wait(self, timeout: float = 7200) -> tuple[int, str, str]:
        self.proc.wait(timeout=timeout)
        self.elapsed = time.monotonic() - self.started
        self._sampler.join(1)
        self._out.seek(0)
        self._err.seek(0)
        return self.proc.returncode, self._out.read(), self._err.read()


# --- homes ------------------------------------------------------------------------------------

def write_config(home: Path, model_url: str, workers: int, **schedule: float) -> None:
    config = {
        "reverie": {"queue": {"backend": "sqlite", "workers": workers},
                    "schedule": {"nudge_interval": 1, "scan_seconds": 60, **schedule}},
        "auxiliary": {"background_review": {"provider": "gemini", "base_url": model_url,
                                            "timeout": 60}},
    }
    (home / "config.yaml").write_text(yaml.safe_dump(config), encoding="utf-8")


def template(root: Path, sessions: int, model_url: str, workers: int, **schedule: float) -> Path:
    """One home with ``sessions`` due sessions; copies of it make the others."""
    home = root / "template"
    home.mkdir(parents=True)
    write_config(home, model_url, workers, **schedule)
    settings = load_settings(home, environ={})
    now = time.time()
    with SessionStore.open(settings) as store:
        for i in range(sessions):
            store.append_message(f"s{i}", "user",
                                 f"Remember that build server {i} is host-{i}.example.org.", now)
            store.append_message(f"s{i}", "assistant", "Noted.", now)
    return home


def build_homes(root: Path, n: int, tpl: Path) -> list[Path]:
    homes = []
    for i in range(n):
        home = root / f"h{i:04d}"
        home.mkdir(parents=True)
        for name in ("config.yaml", "state.db"):
            shutil.copyfile(tpl / name, home / name)
        homes.append(home)
    return homes


def ledgers(homes: list[Path]) -> list:
    rows = []
    for home in homes:
        ledger = JobLedger(load_settings(home, environ={}))
        rows += [r for r in ledger.in_states(["done", "failed", "deferred", "skipped"])
                 if r.kind == "review"]
        ledger.close()
    return rows


def busy_span(rows: list) -> float:
    starts = [r.started_at for r in rows if r.started_at]
    ends = [r.finished_at for r in rows if r.finished_at]
    return max(ends) - min(starts) if starts and ends else float("nan")


def steady_rate(rows: list) -> float:
    """Jobs finished per second from the first job's end to the last one's (the first
    jobs' wait for the provider's first build falls before the first end)."""
    ends = sorted(r.finished_at for r in rows if r.finished_at)
    return (len(ends) - 1) / (ends[-1] - ends[0]) if len(ends) > 1 and ends[-1] > ends[0] \
        else float("nan")


def raw_floor(model_url: str, jobs: int, workers: int) -> tuple[float, float]:
    """(wall seconds, median seconds a request) of ``jobs`` raw httpx requests of a review's
    size to the fake model from ``workers`` threads, each thread's client made first."""
    body = {"contents": [{"role": "user", "parts": [{"text": "Review this.\n" + "user: hi\n" * 300}]}],
            "generationConfig": {"responseMimeType": "application/json"}}
    url = f"{model_url}/v1beta/models/gemini-2.5-flash:generateContent"
    clients = [httpx.Client(timeout=60, headers={"x-goog-api-key": KEY}) for _ in range(workers)]
    left, lock, took = [jobs], threading.Lock(), []

    def work(client) -> None:
        while True:
            with lock:
                if left[0] == 0:
                    return
                left[0] -= 1
            t = time.perf_counter()
            client.post(url, json=body).json()
            took.append(time.perf_counter() - t)

    threads = [threading.Thread(target=work, args=(c,)) for c in clients]
    started = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - started
    for c in clients:
        c.close()
    return wall, statistics.median(took)


def pct(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, int(-(-p * len(ordered) // 100)) - 1))]


# --- review everything ----------------------------------------------------------------------

def bench_review(n: int, args, model_url: str, work: Path) -> dict:
    root = work / f"review-{n}"
    tpl = template(root / "tpl", args.sessions, model_url, args.workers)
    homes = build_homes(root / "homes", n, tpl)
    jobs = n * args.sessions
    ideal = jobs * args.latency / args.workers

    pool = Measured(["run", "--once", "--json", "-w", str(args.workers), "--homes",
                     str(root / "homes" / "*")])
    code, out, err = pool.wait()
    if code != 0:
        raise RuntimeError(f"pool run failed: {err[-2000:]}")
    finished = json.loads(out)["finished"]
    rows = ledgers(homes)
    span = busy_span(rows)
    result = {"n": n, "jobs": jobs, "finished": finished, "pool_wall_s": pool.elapsed,
              "pool_busy_s": span, "ideal_s": ideal, "pool_rss_mb": pool.peak_kb / 1024,
              "pool_cpu_s": pool.cpu_s, "pool_steady": steady_rate(rows)}
    result["floor_s"], result["floor_median_s"] = raw_floor(model_url, jobs, args.workers)

    # Baseline: one single-home process, same threads, one home holding as many sessions (at
    # most 100: a run enqueues 100 per kind at a time): its RSS, and its throughput now.
    single_jobs = min(jobs, 100)
    single_tpl = template(root / "single-tpl", single_jobs, model_url, args.workers)
    single_home = build_homes(root / "single", 1, single_tpl)[0]
    one = Measured(["--home", str(single_home), "run", "--once", "-w", str(args.workers)])
    code, _out, err = one.wait()
    if code != 0:
        raise RuntimeError(f"single-home run failed: {err[-2000:]}")
    result["single_rss_mb"] = one.peak_kb / 1024
    result["single_cpu_s"] = one.cpu_s
    single_rows = ledgers([single_home])
    result["single_busy_s"] = busy_span(single_rows)
    result["single_steady"] = steady_rate(single_rows)
    result["single_ideal_s"] = single_jobs * args.latency / args.workers
    result["single_jobs"] = single_jobs

    if n <= args.baseline_max:
        apart = build_homes(root / "apart", n, tpl)
        started = time.monotonic()
        procs = [Measured(["--home", str(h), "run", "--once", "-w", str(args.workers)])
                 for h in apart]
        for p in procs:
            code, _out, err = p.wait()
            if code != 0:
                raise RuntimeError(f"per-home run failed: {err[-2000:]}")
        result["apart_wall_s"] = time.monotonic() - started
        result["apart_busy_s"] = busy_span(ledgers(apart))
        result["apart_rss_mb"] = sum(p.peak_kb for p in procs) / 1024
        result["apart_ideal_s"] = args.sessions * args.latency / args.workers
    shutil.rmtree(root, ignore_errors=True)
    return result


def print_review(r: dict, workers: int, latency: float) -> None:
    print(f"\n== review everything: N={r['n']} homes, {r['jobs']} reviews, {workers} threads, "
          f"{latency * 1000:.0f} ms model latency")
    print(f"  pool            busy {r['pool_busy_s']:.2f} s  (ideal {r['ideal_s']:.2f} s: "
          f"{100 * r['ideal_s'] / r['pool_busy_s']:.0f}% of ideal throughput); wall "
          f"{r['pool_wall_s']:.1f} s incl. start; finished {r['finished']}")
    ideal_rate = workers / latency
    print(f"                  steady rate {r['pool_steady']:.1f} jobs/s "
          f"({100 * r['pool_steady'] / ideal_rate:.0f}% of ideal {ideal_rate:.0f}/s)")
    print(f"  one single-home process, {r['single_jobs']} sessions in its home: busy "
          f"{r['single_busy_s']:.2f} s ({100 * r['single_ideal_s'] / r['single_busy_s']:.0f}% "
          f"of ideal); steady rate {r['single_steady']:.1f} jobs/s "
          f"({100 * r['single_steady'] / ideal_rate:.0f}%)")
    print(f"  floor, same run: {r['jobs']} raw httpx requests to the same server from "
          f"{workers} threads: {r['floor_s']:.2f} s ({100 * r['ideal_s'] / r['floor_s']:.0f}% of "
          f"ideal), {1000 * r['floor_median_s']:.0f} ms a request (median)")
    print(f"  CPU: pool {r['pool_cpu_s']:.1f} s ({1000 * r['pool_cpu_s'] / r['jobs']:.0f} ms per "
          f"review, start included); single-home process {r['single_cpu_s']:.1f} s "
          f"({1000 * r['single_cpu_s'] / r['single_jobs']:.0f} ms per review)")
    if "apart_busy_s" in r:
        print(f"  {r['n']} processes    busy {r['apart_busy_s']:.2f} s  (each ideal "
              f"{r['apart_ideal_s']:.2f} s), wall {r['apart_wall_s']:.1f} s")
    print(f"  RSS: pool {r['pool_rss_mb']:.0f} MB vs one single-home process "
          f"{r['single_rss_mb']:.0f} MB = {r['pool_rss_mb'] / r['single_rss_mb']:.2f}x"
          + (f"; {r['n']} processes together {r['apart_rss_mb']:.0f} MB"
             if "apart_rss_mb" in r else ""))


# --- the scheduler ----------------------------------------------------------------------------

def bench_scan(n: int, args, model_url: str, work: Path) -> dict:
    from reverie.jobs.homes import HomeSet
    from reverie.jobs.kinds import session_kinds
    from reverie.worker.pool import Pool
    from reverie.worker.pool_scheduler import PoolScheduler

    root = work / f"scan-{n}"
    tpl = template(root / "tpl", args.sessions, model_url, args.workers)
    homes = build_homes(root / "homes", n, tpl)
    pool = Pool(HomeSet((str(root / "homes" / "*"),)), environ=child_env(), workers=1,
                engine=lambda kind, sid, call: None)  # maintenance runs for real; reviews no-op
    pool.refresh(first=True)
    scheduler = PoolScheduler(pool)
    result: dict = {"n": n}
    t = time.perf_counter()
    result["first_sent"] = scheduler.tick()
    result["first_s"] = time.perf_counter() - t
    t = time.perf_counter()
    scheduler.wait(timeout=7200)
    drain(pool)  # the reviews the scans enqueued (no-op engine)
    result["drain_s"] = time.perf_counter() - t
    t = time.perf_counter()
    scheduler.tick()
    result["reread_s"] = time.perf_counter() - t
    passes = []
    for _ in range(5):
        t = time.perf_counter()
        sent = scheduler.tick()
        passes.append(time.perf_counter() - t)
        assert sent == 0, f"an unchanged pass sent {sent}"
    result["unchanged_s"] = statistics.median(passes)
    changed = random.Random(24).sample(homes, max(1, n // 100))
    for home in changed:
        with SessionStore.open(load_settings(home, environ={})) as store:
            store.append_message("new", "user", "Remember that the new build host is h9.", time.time())
    for entry in pool.served():  # as if a scan interval had passed since the last runs
        plan = scheduler.plans[entry.ref]
        plan.last_run = {k: v - 61 for k, v in plan.last_run.items()}
    t = time.perf_counter()
    result["changed_sent"] = scheduler.tick()
    result["changed_s"] = time.perf_counter() - t
    scheduler.wait(timeout=600)
    result["changed_work_s"] = time.perf_counter() - t
    result["changed"] = len(changed)
    # Baseline: what every pass costs when every home is scanned (its due work computed).
    t = time.perf_counter()
    for entry in pool.served():
        with pool.runtime(entry) as rt:
            for kind in session_kinds(rt.tasks.kinds):
                kind.find_due(rt.tasks.context, rt.tasks.context.ledger.requests(kind.name))
    result["scan_all_s"] = time.perf_counter() - t
    scheduler.release()
    pool.close()
    shutil.rmtree(root, ignore_errors=True)
    return result


def drain(pool) -> None:
    for entry in pool.served():
        with pool.runtime(entry) as rt:
            while (task := rt.huey.dequeue()) is not None:
                rt.huey.execute(task)


def print_scan(r: dict) -> None:
    print(f"\n== scheduler: N={r['n']} homes")
    print(f"  first pass (leads every home, starts {r['first_sent']} maintenance jobs): "
          f"{r['first_s'] * 1000:.0f} ms; those jobs (and the reviews they enqueued, no-op) "
          f"took {r['drain_s']:.1f} s; the next pass {r['reread_s'] * 1000:.0f} ms")
    print(f"  pass with nothing changed: {r['unchanged_s'] * 1000:.1f} ms "
          f"({r['unchanged_s'] * 1e6 / r['n']:.0f} µs per home)")
    print(f"  pass with {r['changed']} home(s) changed (1%): {r['changed_s'] * 1000:.1f} ms, "
          f"starting {r['changed_sent']} maintenance jobs, which ran in "
          f"{r['changed_work_s'] * 1000:.0f} ms")
    print(f"  baseline, every home's due work computed (a scan of all): "
          f"{r['scan_all_s'] * 1000:.0f} ms")


# --- fairness ---------------------------------------------------------------------------------

def bench_fair(n: int, args, model_url: str, work: Path) -> dict:
    out = {"n": n}
    for flooded in (False, True):
        root = work / f"fair-{n}-{int(flooded)}"
        tpl = template(root / "tpl", 0, model_url, args.workers, nudge_interval=0)
        homes = build_homes(root / "homes", n, tpl)
        flood_home, light = homes[0], homes[1:]
        write_config(flood_home, model_url, args.workers, nudge_interval=1, scan_seconds=2)
        pool = Measured(["run", "-w", str(args.workers), "--homes", str(root / "homes" / "*")])
        wait_rows(flood_home, lambda ledger: ledger.heartbeats("scheduler"), "the pool to start")
        wait_started(homes)  # every home's first maintenance has run: measure a running pool
        # Warm up (the first review of a process loads the scanner's tables), then flood.
        request(light[0], "warm")
        wait_rows(light[0], lambda ledger: ledger.in_states(["done"], kind="review"), "warm-up")
        if flooded:
            with SessionStore.open(load_settings(flood_home, environ={})) as store:
                now = time.time()
                store.append_messages([{"session_id": f"f{i}", "role": "user", "timestamp": now,
                                        "content": f"Remember that flood fact {i} holds."}
                                       for i in range(args.flood)])
            wait_rows(flood_home, lambda ledger: ledger.in_states(["queued", "running"],
                                                                  kind="review"), "the flood")
        requests = max(len(light), 100)
        targets = [light[i % len(light)] for i in range(requests)]
        spread = max(5.0, 0.8 * args.flood * args.latency / args.workers)
        sent_at = time.monotonic()
        for i, home in enumerate(targets):
            request(home, f"r{i}")
            time.sleep(max(0.0, sent_at + spread * (i + 1) / len(targets) - time.monotonic()))
        wait_done(light, flood_home, args.flood if flooded else 0)
        pool.proc.terminate()
        pool.wait(60)
        waits = [r.started_at - r.enqueued_at for r in ledgers(light)
                 if r.reason == "request" and r.started_at and r.session_id != "warm"]
        flood_waits = [r.started_at - r.enqueued_at for r in ledgers([flood_home]) if r.started_at]
        per_home = {}
        for home in light[:5]:
            w = [r.started_at - r.enqueued_at for r in ledgers([home])
                 if r.started_at and r.session_id != "warm"]
            per_home[home.name] = (pct(w, 50), pct(w, 95), len(w))
        out["flood" if flooded else "calm"] = {
            "light_p50": pct(waits, 50), "light_p95": pct(waits, 95), "light_jobs": len(waits),
            "flood_p50": pct(flood_waits, 50), "flood_p95": pct(flood_waits, 95),
            "flood_jobs": len(flood_waits), "per_home": per_home,
            "pool_rss_mb": pool.peak_kb / 1024}
        shutil.rmtree(root, ignore_errors=True)
    return out


def request(home: Path, session_id: str) -> None:
    """A new user turn in ``home``, and an explicit review request for it (what the Hermes
    plugin does after a turn), from this process: the pool notices it from outside."""
    from reverie.jobs import enqueue_review

    settings = load_settings(home, environ=child_env())
    with SessionStore.open(settings) as store:
        store.append_message(session_id, "user", f"Remember that {session_id} runs on host-9.",
                             time.time())
    enqueue_review(settings, session_id)


def wait_rows(home: Path, found, what: str, timeout: float = 600) -> None:
    settings = load_settings(home, environ={})
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if settings.journal_db.exists():
            ledger = JobLedger(settings)
            try:
                if found(ledger):
                    return
            except Exception:  # noqa: BLE001 - the pool is creating the journal
                pass
            finally:
                ledger.close()
        time.sleep(0.05)
    raise RuntimeError(f"timed out waiting for {what}")


def wait_started(homes: list[Path], timeout: float = 3600) -> None:
    """Until every home has its first scan recorded (a new pool's first pass over a
    thousand fresh homes takes a while: it creates their databases)."""
    from reverie.jobs.watch import Watch

    pending = list(homes)
    deadline = time.monotonic() + timeout
    while pending and time.monotonic() < deadline:
        still = []
        for home in pending:
            settings = load_settings(home, environ={})
            try:
                with Watch(settings) as watch:
                    if "scan" not in watch.rows():
                        still.append(home)
            except Exception:  # noqa: BLE001 - being created
                still.append(home)
        pending = still
        if pending:
            time.sleep(1.0)
    if pending:
        raise RuntimeError(f"{len(pending)} homes never scanned")


def wait_done(light: list[Path], flood_home: Path, flood: int, timeout: float = 1800) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        rows = ledgers(light)
        waiting = 0
        for home in light:
            ledger = JobLedger(load_settings(home, environ={}))
            waiting += len(ledger.in_states(["queued", "running", "retrying"], kind="review"))
            ledger.close()
        flood_done = len([r for r in ledgers([flood_home]) if r.status == "done"])
        if waiting == 0 and flood_done >= flood and rows is not None:
            return
        time.sleep(0.5)
    raise RuntimeError("the requests did not finish")


def print_fair(r: dict, flood: int) -> None:
    print(f"\n== fairness: N={r['n']} homes, one holding {flood} due sessions "
          f"(enqueue-to-start)")
    for name in ("calm", "flood"):
        x = r[name]
        label = "no flood (baseline)" if name == "calm" else f"flood of {flood}"
        line = (f"  {label:20s} other homes: p50 {x['light_p50']:.3f} s, p95 {x['light_p95']:.3f} s"
                f" over {x['light_jobs']} requests")
        if x["flood_jobs"]:
            line += (f"; flooded home: p50 {x['flood_p50']:.1f} s, p95 {x['flood_p95']:.1f} s "
                     f"over {x['flood_jobs']}")
        print(line)
        for home, (p50, p95, count) in x["per_home"].items():
            print(f"      {home}: p50 {p50:.3f} s, p95 {p95:.3f} s ({count})")
    f = r["flood"]
    if f["light_jobs"]:
        print(f"  other homes' p95 / median while flooded: {f['light_p95'] / f['light_p50']:.2f}x "
              "(target <= 2x)")


# --- main -------------------------------------------------------------------------------------

def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1,100,1000")
    parser.add_argument("--sessions", type=int, default=2)
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--workers", type=int, default=8)
    parser.add_argument("--flood", type=int, default=500)
    parser.add_argument("--baseline-max", type=int, default=10)
    parser.add_argument("--only", default="review,scan,fair")
    args = parser.parse_args()
    parts = set(args.only.split(","))
    print(f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} "
          f"{os.getloadavg()[2]:.2f} on {os.cpu_count()} cores")
    model, url = start_model(args.latency)
    work = Path(tempfile.mkdtemp(prefix="bench-homes-"))
    try:
        for n in [int(x) for x in args.sizes.split(",")]:
            if "review" in parts:
                print_review(bench_review(n, args, url, work), args.workers, args.latency)
            if "scan" in parts:
                print_scan(bench_scan(n, args, url, work))
            if "fair" in parts and n > 1:
                print_fair(bench_fair(n, args, url, work), args.flood)
            sys.stdout.flush()
    finally:
        model.terminate()
        model.wait(10)
        shutil.rmtree(work, ignore_errors=True)
    print(f"\nload average at the end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
