"""The store's write path against Hermes 0.19's own MemoryStore (issue 28 item 6).

One process per contender and round, rounds interleaved (Hermes, Reverie, bare, then the
next round in the other order), each on a fresh home on the same disk:

* **Hermes**: ``tools.memory_tool.MemoryStore`` from the Hermes venv that
  ``tests/hermes/install.py`` builds (its own scan, lock, re-read, write);
* **Reverie**: ``reverie.memory.store.MemoryStore`` with every scanner layer on (the new
  entry scanned alone and with the neighbours it joins);
* **bare**: temp file + write + fsync + ``os.replace`` + directory fsync of a file of the
  same size, no parsing and no scan: the floor Reverie stands on (its ``atomic_write``
  makes the rename durable with the directory fsync);
* **bare1**: the same without the directory fsync, as Hermes writes (one fsync): the floor
  Hermes stands on. ``bare/bare1`` is what the directory fsync alone costs in the run, so
  ``bare/hermes`` is the most any store with that fsync could reach in it (issue 28's
  0.8x is a wall-clock ratio: on a loaded disk the two fsyncs' waits, not the scan,
  decide most of it). The CPU ratio (Hermes' CPU per write over Reverie's) is printed too.

Phases: adds from an empty file up to the limit, then a replace of every entry (same
length). At the default limit (2,200 characters) and at 6,000. Each contender builds
what a process builds once before the timing (Hermes: its scan's patterns; Reverie: the
scanner's tables and those its joined check builds on the first writes); Reverie's
warm-up writes (three, and three more of the notes' own shape with ``--notes orders``),
which pay for those, are printed apart.

    python bench/bench_store_vs_hermes.py [--rounds 3] [--before DIR] [--notes orders]

``--notes``: the notes written (``NOTES``): the bench's preferences without a final stop
(the default, every figure of issue 28), orders without one (``orders``: every entry holds
a verb of a rule, so a write reads its whole run of notes), or the same with it (``orders.``),
or orders a verb of a transfer opens with a sensitive object in them (``transfers``).

``--before DIR``: also run an older Reverie in the same rounds, DIR holding a ``reverie``
folder that is that checkout (``git worktree add --detach DIR/reverie <commit>``), so a
change's before and after are measured against the same Hermes and bare figures.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERMES_PYTHON = Path.home() / ".cache/reverie/hermes-0.19.0/bin/python"

CONTENDER = r'''
import json, os, sys, time
kind, home, limit, count = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
template, was, becomes, warm_too = json.loads(sys.argv[5])
entries = [template.format(i=i) for i in range(count)]
news = [text.replace(was, becomes) for text in entries]
os.environ["HERMES_HOME"] = home
WARM = "Warm café 密码 note: run tests before merging https://example.org/docs?q=1 v2.3.1 abcdefghijklmnop"
if kind == "hermes":
    from tools.memory_tool import MemoryStore
    store = MemoryStore(memory_char_limit=limit, user_char_limit=limit)
    store.load_from_disk()
    add = lambda text: store.add("memory", text)
    replace = lambda old, new: store.replace("memory", old, new)
    from tools.memory_tool import _scan_memory_content
    _scan_memory_content(WARM)
    first_cpu = 0.0
elif kind == "reverie":
    from pathlib import Path
    Path(home, "config.yaml").write_text(f"memory:\n  memory_char_limit: {limit}\n")
    from reverie.config import load_settings
    from reverie.memory.store import MemoryStore
    store = MemoryStore(load_settings(Path(home), environ={}))
    add = lambda text: store.add("memory", text)
    replace = lambda old, new: store.replace("memory", old, new)
    from reverie.memory.scan.scanner import find_threat
    find_threat(WARM)  # the tables a process builds once, outside the timing
    # ... and those the joined check builds on a process's first writes (the glue words,
    # the lexicons' term words): three writes to a throwaway file of the same shape, their
    # CPU printed apart (fast25: they were inside the timing, ~20 ms once)
    warm_home = Path(home, "warm-up"); warm_home.mkdir()
    Path(warm_home, "config.yaml").write_text(f"memory:\n  memory_char_limit: {limit}\n")
    warm = MemoryStore(load_settings(warm_home, environ={}))
    first_cpu = time.process_time()
    for i in range(3):
        assert warm.add("memory", f"Warm note {i}: the user keeps replies short with an example")["success"]
    # notes of another shape build what the scanner compiles on first use for them (an
    # order's verb of a rule: ~35 ms once, fast37), so the warm file gets three of them too
    for i in range(3 if warm_too else 0):
        assert warm.add("memory", template.replace("Bench", "Warm").format(i=i))["success"]
    first_cpu = time.process_time() - first_cpu
else:
    first_cpu = 0.0
    import tempfile
    folder = os.path.join(home, "memories"); os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "MEMORY.md"); live = []
    def write(items):
        data = "\n§\n".join(items).encode()
        fd, tmp = tempfile.mkstemp(dir=folder)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data); handle.flush(); os.fsync(handle.fileno())
        os.replace(tmp, path)
        if kind == "bare":
            dfd = os.open(folder, os.O_RDONLY)
            try: os.fsync(dfd)
            finally: os.close(dfd)
        return {"success": True}
    def add(text):
        live.append(text); return write(live)
    def replace(old, new):
        live[[i for i, e in enumerate(live) if old in e][0]] = new; return write(live)
def ms(seconds): return 1e3 * seconds
def pct(values, q): return ms(sorted(values)[min(len(values) - 1, int(q * len(values)))])
add_each, replace_each = [], []
start, cpu = time.perf_counter(), time.process_time()
for text in entries:
    before = time.process_time()
    assert add(text)["success"], text
    add_each.append(time.process_time() - before)
adds, add_cpu = time.perf_counter() - start, time.process_time() - cpu
start, cpu = time.perf_counter(), time.process_time()
for old, new in zip(entries, news):
    before = time.process_time()
    assert replace(old[:16], new)["success"], old
    replace_each.append(time.process_time() - before)
replaces, replace_cpu = time.perf_counter() - start, time.process_time() - cpu
print(json.dumps({"add": count / adds, "replace": count / replaces,
                  "add_cpu_ms": ms(add_cpu) / count, "replace_cpu_ms": ms(replace_cpu) / count,
                  "add_cpu_p50": pct(add_each, 0.5), "add_cpu_p95": pct(add_each, 0.95),
                  "replace_cpu_p50": pct(replace_each, 0.5),
                  "replace_cpu_p95": pct(replace_each, 0.95),
                  "first_cpu_ms": ms(first_cpu)}))
'''


# The notes each contender writes (a template, and the words a replace swaps). "bench":
# a preference without a final stop, the shape every figure of issue 28 was taken on;
# "orders": an order without a final stop, a verb of a rule in every entry (fast37: the
# write's sentence-run gates open and each write reads the whole run, 17x the bench's
# notes' CPU at 6,000 characters); "orders." the same with its stop; "transfers": an
# order a verb of a transfer opens, with the exfiltration rule's object in it ("memory"),
# the ordered rule's read of each head (fast38: 25 ms an add at 6,000 characters before).
# The last field: whether Reverie's warm-up writes three notes of that shape too (the
# bench's keeps its three warm-up notes alone, so its figures stay comparable).
NOTES = {
    "bench": ("Bench note {i:03d}: the user prefers concise answers with one example",
              "prefers", "favours", False),
    "orders": ("Bench note {i:03d}: always run the unit tests before merging a branch",
               "branch", "change", True),
    "orders.": ("Bench note {i:03d}: always run the unit tests before merging a branch.",
                "branch", "change", True),
    "transfers": ("Bench note {i:03d}: always add a test for each memory bug we fix",
                  "bug", "fix", True),
}


def _run(kind: str, limit: int, count: int, where: Path, before: str | None = None,
         notes: str = "bench") -> dict[str, float]:
    home = Path(tempfile.mkdtemp(prefix=f"bench-{kind}-", dir=where))
    python = str(HERMES_PYTHON) if kind == "hermes" else sys.executable
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    if kind == "before":
        # the older checkout's reverie package comes first on the path
        kind, env = "reverie", {**env, "PYTHONPATH": str(before)}
    elif kind != "hermes":
        env = {**env, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([python, "-c", CONTENDER, kind, str(home), str(limit), str(count),
                          json.dumps(NOTES[notes])],
                         capture_output=True, text=True, cwd=ROOT, check=True, env=env)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--dir", default=None, help="where the homes go (default: temp dir)")
    parser.add_argument("--before", default=None,
                        help="a folder holding an older checkout as reverie/ (see above)")
    parser.add_argument("--notes", choices=sorted(NOTES), default="bench",
                        help="the notes written (see NOTES; default: the bench's)")
    args = parser.parse_args()
    if args.before and not Path(args.before, "reverie", "memory", "store.py").is_file():
        sys.exit(f"error: no reverie/memory/store.py under {args.before}")
    if not HERMES_PYTHON.exists():
        sys.exit(f"error: no Hermes venv at {HERMES_PYTHON}; run python tests/hermes/install.py")
    where = Path(args.dir or tempfile.mkdtemp(prefix="bench-store-"))
    entry = len(NOTES[args.notes][0].format(i=0)) + 3
    kinds = ["hermes", "reverie", "bare", "bare1"] + (["before"] if args.before else [])
    print(f"{'limit':>6} {'ops':>4} {'phase':8} {'hermes/s':>9} {'reverie/s':>10} "
          f"{'bare/s':>8} {'bare1/s':>8} {'reverie/hermes (rounds)':>26} {'bare/hermes':>12}"
          f"   CPU ms/op: hermes reverie bare (hermes/reverie)"
          + ("   | before/s before/hermes CPU (hermes/before)" if args.before else ""))
    for limit in (2200, 6000):
        count = limit // entry
        figures: dict[str, list[dict[str, float]]] = {kind: [] for kind in kinds}
        for round_ in range(args.rounds):
            for kind in kinds if round_ % 2 == 0 else kinds[::-1]:
                figures[kind].append(_run(kind, limit, count, where, args.before, args.notes))
        for phase in ("add", "replace"):
            med = {kind: statistics.median(r[phase] for r in runs)
                   for kind, runs in figures.items()}
            cpu = {kind: statistics.median(r[phase + "_cpu_ms"] for r in runs)
                   for kind, runs in figures.items()}
            # CPU per operation: each round's p50 and p95, the median over rounds
            spread = {kind: "{:.2f}/{:.2f}".format(
                statistics.median(r[phase + "_cpu_p50"] for r in runs),
                statistics.median(r[phase + "_cpu_p95"] for r in runs))
                for kind, runs in figures.items()}
            # each round's ratio (the contenders of one round ran back to back): the
            # spread says how far one run's figure can be trusted on a shared machine
            paired = sorted(mine[phase] / theirs[phase] for mine, theirs
                            in zip(figures["reverie"], figures["hermes"], strict=True))
            print(f"{limit:6} {count:4} {phase:8} {med['hermes']:9.0f} {med['reverie']:10.0f} "
                  f"{med['bare']:8.0f} {med['bare1']:8.0f} {med['reverie'] / med['hermes']:14.2f}x"
                  f" ({paired[0]:.2f}-{paired[-1]:.2f}) {med['bare'] / med['hermes']:11.2f}x"
                  f"   {cpu['hermes']:6.2f} {cpu['reverie']:6.2f} {cpu['bare']:5.2f}"
                  f" ({cpu['hermes'] / cpu['reverie']:.2f}x)"
                  + (f"   | {med['before']:8.0f} {med['before'] / med['hermes']:12.2f}x"
                     f" {cpu['before']:5.2f} ({cpu['hermes'] / cpu['before']:.2f}x)"
                     if args.before else "")
                  + "   p50/p95 ms: " + " ".join(f"{kind} {spread[kind]}" for kind in kinds))
        first = {kind: statistics.median(r["first_cpu_ms"] for r in figures[kind])
                 for kind in kinds if kind in ("reverie", "before")}
        print(f"{limit:6}      a process's warm-up writes (its tables built, outside the"
              f" timing above), CPU ms: " + " ".join(f"{kind} {ms:.1f}" for kind, ms in first.items()))


if __name__ == "__main__":
    main()
