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

``--stages``: the review's stages (:data:`STAGES`: the take, the job's books, the session
loaded, the input built, the extractor, validation, staging and its file write, the cursor,
the summary, the scans and the fsyncs) beside the same run's floor (:func:`bare_floor`):
a bare read, one bare transaction of each kind a review commits (WAL with and without its
fsync, the home's state.db journal mode), and the write transactions a session commits on
each database (:class:`Commits`), so each durable stage reads against its own floor.
``--locomo FILE``: the homes hold LoCoMo dev's sessions (conversations 1-5, speaker A the
user, each round the next ``--sessions`` of them) instead of the bench's one-fact sessions:
a review of real talk (~10 user turns a session) rather than one short fact.

``--targets FILE``: other functions, one ``module attribute.path [label]`` a line (the
module where the caller looks the name up: a name imported with ``from … import`` is
wrapped where it is used). The default list is :data:`TARGETS`.

    python bench/bench_review_split.py [--sessions 50] [--rounds 3] [--workers 1] [--targets FILE]
        [--stages] [--locomo FILE]
"""

from __future__ import annotations

import argparse
import importlib
import os
import shutil
import sqlite3
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
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


#: The lane's stages of one offline review (``--stages``, and ``bench_review_cpu.py
#: --stages``): where a session's CPU goes from its take to its summary, by what the review
#: does rather than by module. Each row's excl is its own share; a stage's parts are under it.
STAGES: tuple[tuple[str, str, str], ...] = (
    ("reverie.worker.pool", "PoolWorker._work", "pool thread"),
    ("reverie.worker.pool", "Dispatcher.take", "  the take (queue.db)"),
    ("reverie.worker.pool", "PoolWorker._run", "  the job's run (huey's execute, the pool)"),
    ("reverie.jobs.tasks", "_run_held_session_job", "    the job's books (ledger, lease, budget)"),
    ("reverie.review.ledger", "Ledger.set_cursor", "      the cursor (with the job's end)"),
    ("reverie.jobs.kinds", "_run_review", "      the review job"),
    ("reverie.review.engine", "review_session", "        the review (its own Python)"),
    ("reverie.search_index.store", "SessionStore.session_to_review",
     "          load: the session's row"),
    ("reverie.review.ledger", "Ledger.get_cursor", "          load: the cursor"),
    ("reverie.search_index.store", "SessionStore.last_message_id",
     "          load: the last row id"),
    ("reverie.search_index.store", "SessionStore.messages", "          load: the new rows"),
    ("reverie.review.ledger", "Ledger.carried_behind", "          load: the rows carried behind"),
    ("reverie.search_index.store", "SessionStore.messages_before",
     "          load: the rows before (digest)"),
    ("reverie.review.engine", "lineage_context", "          load: the lineage"),
    ("reverie.review.engine", "_review_chunk", "          a chunk (its own Python)"),
    ("reverie.memory.store", "MemoryStore.entries", "            input: the live entries read"),
    ("reverie.memory.journal", "Journal.rejected", "            input: the rejections read"),
    ("reverie.review.ledger", "Ledger.exclusions", "            input: the exclusions read"),
    ("reverie.review.prompts", "build_review_prompt", "            input: the prompt built"),
    ("reverie.review.engine", "pending_fingerprints", "            input: the pending read"),
    ("reverie.review.engine", "_ask", "            the ask (its own Python)"),
    ("reverie.review.providers.heuristic", "HeuristicProvider.generate_json",
     "              extract (the heuristic)"),
    ("reverie.review.engine", "record_generation", "              the call's ledger row"),
    ("reverie.review.engine", "validate", "            validate"),
    ("reverie.review.engine", "stage", "            stage (its own Python)"),
    ("reverie.memory.store", "MemoryStore._check_together", "              the add's joined read"),
    ("reverie.memory.store", "MemoryStore._write", "              the file write"),
    ("reverie.memory.journaled", "JournalHook.intend", "                the journal's intent"),
    ("reverie.memory.store", "atomic_write", "                the atomic write"),
    ("reverie.memory.journaled", "JournalHook.__call__", "                the journal's confirm"),
    ("reverie.jobs.kinds", "_run_summary", "      the summary job"),
    ("reverie.review.summarize", "summarize_session", "        the summary (its own Python)"),
    ("reverie.review.summarize", "_summarise", "          the summary written"),
    ("reverie.review.summarize", "scanned", "            its scan"),
    ("reverie.review.summarize", "_store", "          the summary stored (state.db)"),
    ("reverie.memory.scan.scanner", "_scan", "(any) a new text's scan"),
    ("os", "fsync", "(any) an fsync"),
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


#: LoCoMo's dev half (eval/run_eval.py --half dev): the conversations a stage table of real
#: talk reads. The report half is never read here.
LOCOMO_DEV = (1, 2, 3, 4, 5)


def locomo_sessions(path: Path) -> list[list[tuple[str, str, float]]]:
    """LoCoMo dev's sessions in order, conversation by conversation, each played from its
    first speaker's side (speaker A is the user, B the assistant): ``(role, text, at)``
    rows. A home of them is one person's sessions, as a worker meets them."""
    from locomo_reviews import session_rows  # (eval's reader: the file is read where it lies)

    return session_rows(path, LOCOMO_DEV, speakers=("speaker_a",))


def make_locomo_home(root: Path, sessions: list[list[tuple[str, str, float]]], url: str,
                     workers: int) -> Path:
    """bench_review_cpu's offline home (its config) holding ``sessions`` instead of its
    one-fact sessions, each due (its last row an hour ago or more)."""
    home = bench.make_home(root, 0, "offline", url, workers)
    now = time.time() - 3600
    with bench.SessionStore.open(bench.load_settings(home, environ={})) as store:
        for index, rows in enumerate(sessions):
            sid = bench.session_id(f"{root.name}-", index, now)
            shift = now - rows[-1][2] - (len(sessions) - index) * 60   # in order, in the past
            for role, text, at in rows:
                store.append_message(sid, role, text, at + shift)
    return home


@dataclass(frozen=True)
class Floor:
    """The same run's floor, thread CPU in ms (:func:`bare_floor`)."""

    read: float          # a bare read of one session's rows
    wal_full: float      # a bare write transaction, WAL with synchronous=FULL (an fsync)
    wal_normal: float    # the same with synchronous=NORMAL: journal.db's and queue.db's kind
    state_kind: float    # the same in the home's state.db journal mode, synchronous=NORMAL
    state_mode: str      # that journal mode (Hermes': rollback on SQLite with the WAL-reset bug)


def _bare_commits(path: Path, mode: str, sync: str, repeat: int) -> float:
    """Mean thread CPU (ms) of one bare write transaction of one row on ``path`` in
    journal mode ``mode`` and synchronous ``sync``."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(f"PRAGMA journal_mode={mode}")
    conn.execute(f"PRAGMA synchronous={sync}")
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, a TEXT, b REAL)")
    started = time.thread_time()
    for index in range(repeat):
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO t (a, b) VALUES (?, ?)", ("x" * 200, index))
        conn.execute("COMMIT")
    spent = (time.thread_time() - started) / repeat
    conn.close()
    return spent * 1000


def bare_floor(home: Path, repeat: int = 200) -> Floor:
    """The same run's floor, thread CPU in ms: a bare read of one session's rows (its
    ``sessions`` row and its messages, plain ``sqlite3`` on the home's state.db, one
    connection kept open) and one bare write transaction (``BEGIN IMMEDIATE``, one row,
    ``COMMIT``) on scratch files beside it, in each kind a review commits in: WAL with
    ``synchronous=FULL`` (the WAL fsynced at the commit: the floor printed since fast45),
    WAL with ``synchronous=NORMAL`` (journal.db and queue.db: no fsync at a commit), and
    the home's state.db journal mode with ``synchronous=NORMAL`` (as ``config.sqlitedb``
    opens it; in rollback mode a commit syncs the journal, its folder and the file), each
    the mean of ``repeat``."""
    state = sqlite3.connect(home / "state.db")
    ids = [row[0] for row in state.execute("SELECT id FROM sessions ORDER BY id")]
    state_mode = str(state.execute("PRAGMA journal_mode").fetchone()[0]).lower()
    started = time.thread_time()
    for index in range(repeat):
        sid = ids[index % len(ids)]
        state.execute("SELECT * FROM sessions WHERE id = ?", (sid,)).fetchall()
        state.execute("SELECT * FROM messages WHERE session_id = ? ORDER BY id", (sid,)).fetchall()
    read = (time.thread_time() - started) / repeat
    state.close()
    return Floor(read * 1000,
                 _bare_commits(home / "bare-floor.db", "WAL", "FULL", repeat),
                 _bare_commits(home / "bare-floor-normal.db", "WAL", "NORMAL", repeat),
                 _bare_commits(home / "bare-floor-state.db", state_mode, "NORMAL", repeat),
                 state_mode)


class Commits:
    """Write transactions committed, by database file, on the pool's threads while it
    counts: every sqlite3 connection opened meanwhile gets a trace callback (a round's
    home opens its own), and ``os.fsync`` is counted as the stage table counts it."""

    def __init__(self) -> None:
        self.counts: dict[str, int] = {}
        self._lock = threading.Lock()
        self._real_connect = sqlite3.connect

    def install(self) -> None:
        counts, lock, real_connect = self.counts, self._lock, self._real_connect

        def traced(*args: Any, **kwargs: Any) -> sqlite3.Connection:
            conn = real_connect(*args, **kwargs)
            name = Path(str(args[0] if args else kwargs.get("database", "?"))).name
            if name.startswith("bare-floor"):
                return conn
            if name.startswith(".queue.db"):   # (huey's own name for a queue.db being made)
                name = "queue.db"

            def seen(sql: str) -> None:
                if threading.current_thread() is threading.main_thread():
                    return   # the enqueue pass and the report: not the pool's
                head = sql.lstrip()[:6].upper()
                if head == "COMMIT" or (head in ("INSERT", "UPDATE", "DELETE", "REPLAC")
                                        and conn.in_transaction is False):
                    with lock:
                        counts[name] = counts.get(name, 0) + 1
            conn.set_trace_callback(seen)
            return conn

        sqlite3.connect = traced

    def reset(self) -> None:
        with self._lock:
            self.counts.clear()

    def undo(self) -> None:
        sqlite3.connect = self._real_connect


def read_targets(path: str | None) -> list[tuple[str, str, str]]:
    if path is None:
        return list(TARGETS)
    found = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            module, attr, *label = line.split(maxsplit=2)
            found.append((module, attr, label[0] if label else f"{module.rsplit('.', 1)[-1]}.{attr}"))
    return found


def run_split(targets: list[tuple[str, str, str]], *, sessions: int, rounds: int,
              workers: int, floor: bool = False, locomo: Path | None = None) -> None:
    """Wrap ``targets``, serve ``rounds`` offline homes of ``sessions`` sessions and print
    the table; ``floor``: the same run's bare read and durable transaction beside it;
    ``locomo``: the homes hold LoCoMo dev's sessions (each round the next ``sessions`` of
    them, so every round reads talk new to the process) instead of the bench's own."""
    talk = locomo_sessions(locomo) if locomo is not None else None
    if talk is not None and len(talk) < (rounds + 1) * sessions:
        raise SystemExit(f"LoCoMo dev holds {len(talk)} sessions: fewer than {rounds} rounds "
                         f"and a warm-up of {sessions} each")
    split = Split()
    for module, attr, label in targets:
        split.wrap(module, attr, label)
    commits = Commits()
    if floor:
        commits.install()
    server, url = bench.start_model()
    work = Path(tempfile.mkdtemp(prefix="bench-review-split-"))
    floors: list[Floor] = []
    committed: list[dict[str, float]] = []
    try:
        warm = (bench.make_home(work / "warm", 2, "offline", url, workers) if talk is None
                else make_locomo_home(work / "warm", talk[-sessions:], url, workers))
        bench.run_home(warm, workers)
        rows: dict[str, list[tuple[float, float, float]]] = {label: [] for label in split.totals}
        process, loads = [], []
        for index in range(rounds):
            split.reset()
            commits.reset()
            loads.append(os.getloadavg()[0])
            home = (bench.make_home(work / f"r{index}", sessions, "offline", url, workers)
                    if talk is None else
                    make_locomo_home(work / f"r{index}", talk[index * sessions:(index + 1) * sessions],
                                     url, workers))
            cpu, _wall, _ = bench.run_home(home, workers)
            process.append(cpu / sessions * 1000)
            for label, (calls, incl, excl) in split.totals.items():
                rows[label].append((calls / sessions, incl / sessions * 1000,
                                    excl / sessions * 1000))
            if floor:   # after each round, on its home: the same load as the round's
                committed.append({name: count / sessions
                                  for name, count in commits.counts.items()})
                split.reset()
                floors.append(bare_floor(home))
    finally:
        split.undo()
        commits.undo()
        server.terminate()
        server.wait(10)
        shutil.rmtree(work, ignore_errors=True)
    print(f"load {min(loads):.1f}-{max(loads):.1f} on {os.cpu_count()} cores; {rounds} rounds "
          f"of {sessions} offline sessions"
          + (" (LoCoMo dev, speaker A the user)" if talk is not None else " (the bench's own)")
          + f", {workers} thread(s); process CPU a session "
          f"(start-up and main thread included, wrappers too): "
          f"{', '.join(f'{c:.2f}' for c in process)} ms")
    print(f"{'ms a session, median of the rounds':52s} {'calls':>6s} {'incl':>8s} {'excl':>8s}")
    for label, values in rows.items():
        print(f"{label:52s} {statistics.median(v[0] for v in values):6.1f} "
              f"{statistics.median(v[1] for v in values):8.3f} "
              f"{statistics.median(v[2] for v in values):8.3f}")
    if floors:
        def median(values: Any) -> float:
            return statistics.median(list(values))

        print(f"floor, same run (median of the rounds): a bare read of a session's rows "
              f"{median(f.read for f in floors):.3f} ms; one bare transaction "
              f"with its fsync {median(f.wal_full for f in floors):.3f} ms")
        print(f"  one bare transaction of each kind a review commits: WAL, synchronous=NORMAL "
              f"(journal.db, queue.db) {median(f.wal_normal for f in floors):.3f} ms; "
              f"state.db's ({floors[0].state_mode}, synchronous=NORMAL) "
              f"{median(f.state_kind for f in floors):.3f} ms")
        names = sorted({name for round_ in committed for name in round_})
        print("  write transactions a session, the pool's threads (median of the rounds): "
              + ", ".join(f"{name} {median(r.get(name, 0.0) for r in committed):.2f}"
                          for name in names))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sessions", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--targets", help="a file of 'module attribute.path [label]' lines")
    parser.add_argument("--stages", action="store_true",
                        help="the review's stages (STAGES) and the same run's floor")
    parser.add_argument("--locomo", type=Path, metavar="FILE",
                        help="homes of LoCoMo dev's sessions (conversations 1-5) instead of "
                             "the bench's one-fact sessions")
    args = parser.parse_args()
    targets = list(STAGES) if args.stages else read_targets(args.targets)
    run_split(targets, sessions=args.sessions, rounds=args.rounds, workers=args.workers,
              floor=args.stages, locomo=args.locomo)


if __name__ == "__main__":
    main()
