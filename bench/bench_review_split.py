"""Where bench_review_cpu's offline session goes, by part, without a profiler (issue 27).

cProfile charges each Python call its own cost, and the scanner and the heuristic make
thousands of small ones: under it a session read 32 ms where it costs 7-8 (fast41), so its
split says little about the parts. This wraps named functions instead, each with the CPU
time of its own thread (``time.thread_time``) around the call, and prints per session:

- **incl**: the CPU inside the function, the wrapped functions it calls included;
- **excl**: the same less the wrapped functions it calls (what it does itself, the SQL it
  runs itself included), so the excl column of a nested list adds up to its head's incl.

The home is bench_review_cpu's offline one (``make_home``: each session asks to remember
its own fact, each fact new to the process), served as a pool of one (``run_home``) with
``--workers`` threads after a warm-up home, ``--rounds`` homes of ``--sessions`` sessions;
the figure is the median of the rounds. Beside it, each round's process CPU a session
(``time.process_time``, start-up and the main thread included) and the load: the wrappers
cost a few µs a call, so the parts add up to a little more than the run without them.

``--targets FILE``: other functions, one ``module attribute.path [label]`` a line (the
module where the caller looks the name up: a name imported with ``from … import`` is
wrapped where it is used). The default list is :data:`TARGETS`.

    python bench/bench_review_split.py [--sessions 50] [--rounds 3] [--workers 1] [--targets FILE]
"""

from __future__ import annotations

import argparse
import importlib
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

import bench_review_cpu as bench  # noqa: E402

#: (module, attribute path, label). The indent of a label is only for reading: the parts
#: of a job under the job, the parts of a review under the review.
TARGETS: tuple[tuple[str, str, str], ...] = (
    ("reverie.worker.pool", "PoolWorker._work", "pool thread"),
    ("reverie.worker.pool", "Dispatcher.take", "  the take"),
    ("reverie.worker.pool", "PoolWorker._run", "  the job's run"),
    ("reverie.jobs.hueylib", "huey.Huey.execute", "    huey's execute"),
    ("reverie.jobs.tasks", "_run_held_session_job", "      the job (books + engine)"),
    ("reverie.jobs.tasks", "budget_spent", "        books: the budget read"),
    ("reverie.jobs.tasks", "spent", "        books: the job's tokens read"),
    ("reverie.jobs.tasks", "JobLedger.started", "        books: marked running"),
    ("reverie.jobs.tasks", "JobLedger.finished", "        books: marked finished"),
    ("reverie.jobs.tasks", "Leases.acquire_not_owed", "        books: the lease taken"),
    ("reverie.jobs.kinds", "_run_review", "        the review job's engine"),
    ("reverie.review.engine", "review_session", "          review_session"),
    ("reverie.review.engine", "_review_chunk", "            a chunk"),
    ("reverie.review.engine", "_ask", "              the ask"),
    ("reverie.review.providers.heuristic", "HeuristicProvider.generate_json",
     "                the heuristic"),
    ("reverie.review.engine", "validate", "              validation"),
    ("reverie.review.engine", "stage", "              placing (stage)"),
    ("reverie.memory.store", "MemoryStore._check_together", "                the add's joined read"),
    ("reverie.memory.store", "MemoryStore._write", "                the file write"),
    ("reverie.jobs.kinds", "_run_summary", "        the summary job's engine"),
    ("reverie.review.summarize", "summarize_session", "          summarize_session"),
    ("reverie.review.summarize", "scanned", "            the summary's scan"),
    ("reverie.review.summarize", "_store", "            the summary stored"),
    ("reverie.memory.scan.scanner", "_scan", "(any) a new text's scan"),
)


class Split:
    """Thread-CPU accumulators around named functions: calls, incl and excl seconds."""

    def __init__(self) -> None:
        self.totals: dict[str, list[float]] = {}
        self._stacks = threading.local()
        self._undo: list[Callable[[], None]] = []

    def wrap(self, module: str, path: str, label: str) -> None:
        owner: Any = importlib.import_module(module)
        *parents, name = path.split(".")
        for part in parents:
            owner = getattr(owner, part)
        real = getattr(owner, name)
        if getattr(real, "_split_label", None):   # one wrapper a function, the first label
            return
        self.totals[label] = [0, 0.0, 0.0]
        totals, stacks = self.totals[label], self._stacks

        def wrapper(*args: Any, **kwargs: Any) -> Any:
            stack = getattr(stacks, "stack", None)
            if stack is None:
                stack = stacks.stack = []
            stack.append(0.0)
            started = time.thread_time()
            try:
                return real(*args, **kwargs)
            finally:
                spent = time.thread_time() - started
                inner = stack.pop()
                if stack:
                    stack[-1] += spent
                totals[0] += 1
                totals[1] += spent
                totals[2] += spent - inner

        wrapper._split_label = label  # type: ignore[attr-defined]
        setattr(owner, name, wrapper)
        self._undo.append(lambda: setattr(owner, name, real))

    def reset(self) -> None:
        for row in self.totals.values():
            row[:] = [0, 0.0, 0.0]

    def undo(self) -> None:
        while self._undo:
            self._undo.pop()()


def read_targets(path: str | None) -> list[tuple[str, str, str]]:
    if path is None:
        return list(TARGETS)
    found = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            module, attr, *label = line.split(maxsplit=2)
            found.append((module, attr, label[0] if label else f"{module.rsplit('.', 1)[-1]}.{attr}"))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sessions", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--targets", help="a file of 'module attribute.path [label]' lines")
    args = parser.parse_args()
    split = Split()
    for module, attr, label in read_targets(args.targets):
        split.wrap(module, attr, label)
    server, url = bench.start_model()
    work = Path(tempfile.mkdtemp(prefix="bench-review-split-"))
    try:
        bench.run_home(bench.make_home(work / "warm", 2, "offline", url, args.workers), args.workers)
        rows: dict[str, list[tuple[float, float, float]]] = {label: [] for label in split.totals}
        process, loads = [], []
        for index in range(args.rounds):
            split.reset()
            loads.append(os.getloadavg()[0])
            cpu, _wall, _ = bench.run_home(bench.make_home(work / f"r{index}", args.sessions,
                                                           "offline", url, args.workers),
                                           args.workers)
            process.append(cpu / args.sessions * 1000)
            for label, (calls, incl, excl) in split.totals.items():
                rows[label].append((calls / args.sessions, incl / args.sessions * 1000,
                                    excl / args.sessions * 1000))
    finally:
        split.undo()
        server.terminate()
        server.wait(10)
        shutil.rmtree(work, ignore_errors=True)
    print(f"load {min(loads):.1f}-{max(loads):.1f} on {os.cpu_count()} cores; {args.rounds} rounds "
          f"of {args.sessions} offline sessions, {args.workers} thread(s); process CPU a session "
          f"(start-up and main thread included, wrappers too): "
          f"{', '.join(f'{c:.2f}' for c in process)} ms")
    print(f"{'ms a session, median of the rounds':52s} {'calls':>6s} {'incl':>8s} {'excl':>8s}")
    for label, values in rows.items():
        print(f"{label:52s} {statistics.median(v[0] for v in values):6.1f} "
              f"{statistics.median(v[1] for v in values):8.3f} "
              f"{statistics.median(v[2] for v in values):8.3f}")


if __name__ == "__main__":
    main()
