"""What one home's reviews in the order said cost (session 31, ``JobKind.ordered``).

`run --once` on 4 threads, in this process, twice per case in the same run: with the kinds
table as shipped (a home's reviews one at a time, in the order said) and with the review
kind's ``ordered`` turned off (what every earlier version did). Cases:

- ``one home``: one home's backlog of ``--sessions`` sessions (each due by the nudge, quiet,
  so a summary is due too): the reviews are now serial;
- ``many homes``: ``--homes`` homes of ``--per-home`` sessions each in one pool: parallel
  across homes either way.

Each case runs offline (the heuristic reviewer) and model-backed (the fake Gemini server of
tests/fakes, each answer ``--latency`` seconds late; the summaries stay offline). Printed:
wall time and this process's CPU time per run. Fresh homes for every run.

Also printed: how many reviews were put back for their turn, at the head of the home's
queue and at its end (each one at the end made the backlog after it go round once more).

``--turn-checks 1000,5000``: the turn checks alone (``JobLedger.turn_blocker``, session
33): a home's ledger with that many reviews queued (and a summary each), drained in the
order said, each review's turn checked in its start transaction as a worker does, then
marked done; printed: the checks' CPU time (only theirs) and per check. They cost the
backlog's square while each check read every queued review.

Usage: python bench/bench_review_order.py [--sessions 24] [--homes 8] [--per-home 3]
       [--latency 0.2] [--workers 4] [--repeat 3] [--offline-only]
       [--turn-checks 1000,5000]
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import yaml  # noqa: E402

from reverie.config import load_settings  # noqa: E402
from reverie.jobs.homes import HomeSet  # noqa: E402
from reverie.jobs.kinds import default_kinds  # noqa: E402
from reverie.search_index import SessionStore  # noqa: E402

sys.path.insert(0, str(REPO / "bench"))
from bench_homes import start_model  # noqa: E402  (the fake Gemini server, started and waited for)

KEY = "k-bench-not-a-real-key"
SAID = time.time() - 86_400


def make_home(home: Path, sessions: int, model_url: str | None, workers: int) -> None:
    home.mkdir(parents=True)
    review = ({"provider": "gemini", "base_url": model_url, "timeout": 60} if model_url
              else {"provider": "heuristic"})
    (home / "config.yaml").write_text(yaml.safe_dump({
        "reverie": {"queue": {"backend": "sqlite", "workers": workers},
                    "schedule": {"nudge_interval": 1}},
        "auxiliary": {"background_review": review,
                      "session_search": {"provider": "heuristic"}}}), encoding="utf-8")
    with SessionStore.open(load_settings(home, environ={})) as store:
        for i in range(sessions):
            at = SAID + 60 * i
            store.append_message(f"s{i}", "user", f"Remember that the lab printer {i} sits "
                                                  f"on floor {i % 9 + 1}.", timestamp=at)
            store.append_message(f"s{i}", "assistant", "Noted.", timestamp=at + 1)


#: Reviews put back for their turn in the current run: at the head, at the end.
PUT_BACK = {"front": 0, "end": 0}


def count_put_backs() -> None:
    """Count each review put back for its turn (PoolWorker._put_back, whatever its
    signature: the bench runs against an older checkout as well)."""
    from reverie.worker.pool import PoolWorker

    put_back = PoolWorker._put_back

    def counted(self, taken, *args, front, **kwargs):  # noqa: ANN001, ANN002, ANN003
        PUT_BACK["front" if front else "end"] += 1
        return put_back(self, taken, *args, front=front, **kwargs)

    PoolWorker._put_back = counted


def run(root: Path, workers: int, ordered: bool) -> tuple[float, float, int, int, int]:
    """``run --once`` over the homes under ``root`` in this process: (wall s, CPU s, jobs,
    reviews put back at the head, at the end)."""
    from reverie.worker.pool import Pool
    from reverie.worker.run import run_pool_once

    kinds = default_kinds()
    kinds["review"] = dataclasses.replace(kinds["review"], ordered=ordered)
    pool = Pool(HomeSet((str(root / "*"),)), environ={**os.environ, "GEMINI_API_KEY": KEY},
                workers=workers, kinds=kinds)
    pool.refresh(first=True)
    wall, cpu = time.perf_counter(), time.process_time()
    PUT_BACK.update(front=0, end=0)
    try:
        report = run_pool_once(pool)
    finally:
        pool.close()
    return (time.perf_counter() - wall, time.process_time() - cpu,
            sum(report.finished.values()), PUT_BACK["front"], PUT_BACK["end"])


def case(work: Path, name: str, homes: int, sessions: int, model_url: str | None,
         workers: int, repeat: int) -> None:
    """Each way ``repeat`` times, interleaved (parallel, ordered, parallel, …) so a drift in
    the machine's load touches both; the median printed."""
    runs: dict[bool, list[tuple[float, float, int, int, int]]] = {False: [], True: []}
    for r in range(repeat):
        for ordered in (False, True):
            root = work / f"{name}-{'model' if model_url else 'offline'}-{ordered}-{r}"
            for h in range(homes):
                make_home(root / f"h{h}", sessions, model_url, workers)
            runs[ordered].append(run(root, workers, ordered))
    for ordered in (False, True):
        walls = sorted(r[0] for r in runs[ordered])
        cpus = sorted(r[1] for r in runs[ordered])
        jobs = runs[ordered][0][2]
        fronts = sorted(r[3] for r in runs[ordered])
        ends = sorted(r[4] for r in runs[ordered])
        mid = len(walls) // 2
        print(f"  {name:10} {'model' if model_url else 'offline':8} "
              f"{'ordered' if ordered else 'parallel':9} {homes:3} x {sessions:3} sessions"
              f"  {jobs:4} jobs  wall {walls[mid]:6.2f} s  cpu {cpus[mid]:6.2f} s"
              f"  put back {fronts[mid]:5} at the head, {ends[mid]:5} at the end"
              f"  (medians of {repeat})", flush=True)


def turn_checks(work: Path, reviews: int, repeat: int) -> None:
    """The CPU of ``reviews`` turn checks as a backlog of that many drains (median of
    ``repeat``): each check in a start transaction, then the review started and done."""
    from reverie.jobs.ledger import JobLedger

    cpus = []
    for r in range(repeat):
        home = work / f"turns-{reviews}-{r}"
        home.mkdir(parents=True)
        (home / "config.yaml").write_text(yaml.safe_dump(
            {"reverie": {"queue": {"backend": "sqlite"}}}), encoding="utf-8")
        with JobLedger(load_settings(home, environ={})) as ledger:
            for i in range(reviews):
                ledger.enqueued(f"r{i}", "review", f"s{i}", reason="bench", said_at=SAID + i)
                ledger.enqueued(f"m{i}", "summary", f"s{i}", reason="bench")
            spent = 0.0
            for i in range(reviews):
                with ledger.db.write():
                    cpu = time.process_time()
                    blocker = ledger.turn_blocker(f"r{i}", "review", f"s{i}")
                    spent += time.process_time() - cpu
                    assert blocker is None, blocker
                    ledger.started(f"r{i}", "review", f"s{i}", worker="bench")
                ledger.finished(f"r{i}", "done")
        cpus.append(spent)
    cpu = sorted(cpus)[len(cpus) // 2]
    print(f"  turn checks {reviews:6} reviews  cpu {cpu:6.3f} s"
          f"  ({cpu / reviews * 1e6:6.1f} us a check, median of {repeat})", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=24)
    parser.add_argument("--homes", type=int, default=8)
    parser.add_argument("--per-home", type=int, default=3)
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--offline-only", action="store_true",
                        help="skip the model-backed cases")
    parser.add_argument("--turn-checks", default="",
                        help="only the turn checks of backlogs of these sizes (1000,5000)")
    args = parser.parse_args()
    if args.turn_checks:
        print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
        with tempfile.TemporaryDirectory(prefix="bench-turns-") as tmp:
            for reviews in (int(n) for n in args.turn_checks.split(",")):
                turn_checks(Path(tmp), reviews, args.repeat)
        return
    count_put_backs()
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; "
          f"{args.workers} threads; model latency {args.latency} s")
    model, url = start_model(args.latency)
    try:
        with tempfile.TemporaryDirectory(prefix="bench-order-") as tmp:
            work = Path(tmp)
            make_home(work / "warm" / "h0", 4, None, args.workers)
            run(work / "warm", args.workers, True)   # (imports and first opens, not counted)
            for model_url in (None,) if args.offline_only else (None, url):
                case(work, "one home", 1, args.sessions, model_url, args.workers, args.repeat)
                case(work, "many homes", args.homes, args.per_home, model_url, args.workers,
                     args.repeat)
    finally:
        model.terminate()
        model.wait(10)


if __name__ == "__main__":
    main()
