"""Benchmark the memory store against the physical limit of an fsync'd atomic replace.

Prints a table of operations per second for add / replace / remove through the real
store (lock, re-read, parse, scan, drift check, temp file, fsync, os.replace, fsync of
the directory), single process and 4 processes contending for one file, next to a bare
loop of temp-file + write + fsync + os.replace of a file of the same size, measured in
the same run on the same disk. Then the scanner's cost per KiB of benign text.

    python bench/bench_store.py [--ops 200] [--rounds 3] [--dir DIR] [--one]
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reverie.config import load_settings  # noqa: E402
from reverie.config.fs import fsync_dir  # noqa: E402
from reverie.memory.scan.scanner import scan_content  # noqa: E402
from reverie.memory.store import MemoryStore  # noqa: E402

PROCESSES = 4
ENTRY = "Benchmark note {w}-{i}: the user prefers concise answers with examples"


def _settings(home: Path):
    (home / "config.yaml").write_text("memory:\n  memory_char_limit: 1000000\n")
    return load_settings(home, environ={})


# --- the store -------------------------------------------------------------------------------

def store_phases(home: str, worker: int, ops: int, barrier=None, out=None) -> dict[str, float]:
    """Run add, replace, remove phases of ``ops`` each; seconds spent per phase.

    With a ``barrier`` (shared with the parent) every phase starts and ends together
    across processes, so the parent times each phase over all of them.
    """
    store = MemoryStore(_settings(Path(home)), lock_timeout=600)
    mine = [ENTRY.format(w=worker, i=i) for i in range(ops)]
    phases = {
        "add": lambda e: store.add("memory", e),
        "replace": lambda e: store.replace("memory", e, e + " (revised)"),
        "remove": lambda e: store.remove("memory", e + " (revised)"),
    }
    timings: dict[str, float] = {}
    for phase, op in phases.items():
        if barrier is not None:
            barrier.wait()
        t0 = time.perf_counter()
        for entry in mine:
            _ok(op(entry))
        timings[phase] = time.perf_counter() - t0
        if barrier is not None:
            barrier.wait()
    if out is not None:
        out.put(timings)
    return timings


def _ok(response: dict) -> None:
    if not response["success"]:
        raise SystemExit(f"store refused: {response['error']}")


# --- the physical limit ------------------------------------------------------------------------

def bare_replace_loop(directory: str, ops: int, size: int, dir_fsync: bool = False,
                      barrier=None, out=None) -> float:
    """Seconds for ``ops`` rounds of mkstemp + write + fsync + os.replace of ``size`` bytes.

    ``dir_fsync`` adds the fsync of the directory that makes the rename itself durable,
    as ``config.fs.atomic_write`` (and so the store) does.
    """
    target = Path(directory) / f"bare-{os.getpid()}.md"
    payload = b"x" * size
    if barrier is not None:
        barrier.wait()
    t0 = time.perf_counter()
    for _ in range(ops):
        fd, tmp = tempfile.mkstemp(dir=directory, suffix=".tmp")
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
        if dir_fsync:
            fsync_dir(Path(directory))
    elapsed = time.perf_counter() - t0
    if barrier is not None:
        barrier.wait()
    if out is not None:
        out.put(elapsed)
    return elapsed


def contended(func: Callable, args: Callable[[int], tuple], processes: int,
              phases: int) -> list[float]:
    """Wall seconds of each of ``phases`` phases run by ``processes`` spawned workers at once."""
    ctx = mp.get_context("spawn")
    barrier, out = ctx.Barrier(processes + 1, timeout=600), ctx.Queue()
    procs = [ctx.Process(target=func, args=(*args(w), barrier, out)) for w in range(processes)]
    for p in procs:
        p.start()
    walls = []
    for _ in range(phases):
        barrier.wait()          # every worker is ready: start the clock
        t0 = time.perf_counter()
        barrier.wait()          # every worker has finished this phase
        walls.append(time.perf_counter() - t0)
    for _ in procs:
        out.get(timeout=600)
    for p in procs:
        p.join()
        if p.exitcode != 0:
            raise SystemExit(f"worker failed with exit code {p.exitcode}")
    return walls


# --- scanning ----------------------------------------------------------------------------------

BENIGN = ("User prefers dark mode. Project uses pytest and ruff. Store API keys in environment "
          "variables. Deploys go out on Tuesdays after the standup. The staging database is "
          "Postgres 16. Post the results to the Slack channel. ")


def scan_cost(chars: int, repeats: int) -> float:
    """Microseconds per scan of ``chars`` characters of benign text."""
    text = (BENIGN * (chars // len(BENIGN) + 1))[:chars]
    assert scan_content(text) is None, "benchmark text must be benign"
    t0 = time.perf_counter()
    for _ in range(repeats):
        scan_content(text)
    return (time.perf_counter() - t0) / repeats * 1e6


# --- main --------------------------------------------------------------------------------------

def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ops", type=int, default=200, help="operations per phase per process")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (median)")
    parser.add_argument("--dir", default=None, help="where to put the files (default: temp dir)")
    parser.add_argument("--one", action="store_true", help="one process only (no contention)")
    args = parser.parse_args()
    ops = args.ops
    base = Path(tempfile.mkdtemp(prefix="reverie-bench-", dir=args.dir))
    fs = subprocess.run(["df", "-T", str(base)], capture_output=True, text=True).stdout
    fstype = fs.splitlines()[-1].split()[1] if fs.strip() else "?"
    # A file the size the store rewrites halfway through a phase (ops/2 entries).
    avg_size = len("\n§\n".join(ENTRY.format(w=0, i=i) for i in range(ops // 2)).encode())

    print(f"Reverie memory store benchmark: {ops} ops per phase, median of {args.rounds} "
          f"rounds, files in {base} ({fstype}), {os.cpu_count()} CPUs, "
          f"load average {os.getloadavg()[0]:.1f}")
    print()

    bare_dir = base / "bare"
    bare_dir.mkdir()
    # Rounds interleave the baseline and the store, and the median is reported, so a burst
    # of other disk traffic on a shared machine hits both sides alike.
    single: dict[str, list[float]] = {"add": [], "replace": [], "remove": []}
    four: dict[str, list[float]] = {"add": [], "replace": [], "remove": []}
    bare: dict[bool, list[float]] = {False: [], True: []}
    bare_four: dict[bool, list[float]] = {False: [], True: []}
    for round_no in range(args.rounds):
        for sync in (False, True):
            bare[sync].append(bare_replace_loop(str(bare_dir), ops, avg_size, sync))
        home = base / f"single-{round_no}"
        home.mkdir()
        for phase, seconds in store_phases(str(home), 0, ops).items():
            single[phase].append(seconds)
        if args.one:
            continue
        for sync in (False, True):
            bare_four[sync].append(contended(
                bare_replace_loop, lambda w, s=sync: (str(bare_dir), ops, avg_size, s),
                PROCESSES, 1)[0])
        home = base / f"multi-{round_no}"
        home.mkdir()
        walls = contended(store_phases, lambda w, h=home: (str(h), w, ops), PROCESSES, 3)
        for phase, seconds in zip(("add", "replace", "remove"), walls, strict=True):
            four[phase].append(seconds)

    def med(values: list[float]) -> float:
        return statistics.median(values) if values else float("nan")

    total = PROCESSES * ops
    rows = [("bare tmp+write+fsync+replace", ops / med(bare[False]), total / med(bare_four[False])),
            ("  + fsync(dir), as the store", ops / med(bare[True]), total / med(bare_four[True]))]
    for phase in ("add", "replace", "remove"):
        rows.append((f"store.{phase}", ops / med(single[phase]), total / med(four[phase])))
    # The store's own durability is the second baseline (fsync of the file and of the
    # directory): the fractions are against it, the goal being >= 0.8 for add and replace.
    one_base, four_base = rows[1][1], rows[1][2]
    print(f"{'operation':<30} {'1 process':>10} {'of base':>8} {'4 processes':>12} {'of base':>8}"
          f"   (ops/s; base = bare loop with fsync(dir))")
    for name, one, four in rows:
        print(f"{name:<30} {one:>10.0f} {one / one_base:>8.2f} {four:>12.0f} "
              f"{four / four_base:>8.2f}")
    print(f"(bare file size {avg_size:,} bytes = the store's file at half a phase; 4-process "
          f"figures: all workers' ops over the phase's wall time; bare workers write one "
          f"file each, store workers contend for one file and its lock)")
    print()

    print(f"{'scan of benign text':<30} {'µs per call':>16} {'µs per KiB':>18}")
    for label, chars, repeats in (("one entry (80 chars)", 80, 400), ("1 KiB", 1024, 200),
                                  ("16 KiB", 16 * 1024, 20), ("64 KiB", 64 * 1024, 5)):
        micros = scan_cost(chars, repeats)
        print(f"{label:<30} {micros:>16.1f} {micros / (chars / 1024):>18.1f}")


if __name__ == "__main__":
    main()
