"""Upkeep at scale (issue 27): a home whose agent has run for months, and every command a
user meets on it, timed beside the same commands on a home of a day (same run).

The months' home is built from the code paths that build one:

- Hermes' own ``SessionDB`` (the cached Hermes 0.22 venv, tests/hermes/install.py) writes
  ``--sessions`` sessions over ``--days`` days, each a user turn and an answer: a service's
  port to remember, a preference, or a dated past act ("Yesterday I …"), our own sentences;
- ``reverie run --once`` reviews ``--reviewed`` of them with the offline reviewer (the
  journal, cursors, summaries, episodes, waiting facts and a staged consolidation are
  Reverie's own), each consolidation approved as an operator would, and protected entries
  set with ``memory protect`` first;
- the archive is then topped up to ``--archived`` rows moved out of the files and
  ``--episodes`` past events (``Archive.archive_now``, what a consolidation's settle and a
  review's episodes call), the months a review of every session would take otherwise.

Then each CLI command as a process (`memory show`, `journey`, `archive`, `archive search`,
`archive delete`, `log`, `queue`, `doctor`, `search`, upkeep's `consolidate` and a
`run --once` reviewing one "forget that I …" turn) and each console page (Starlette's test
client, in process): median and p95 on both homes. Last, what upkeep kept: each file within
its limit after the consolidation, every protected entry still live, the episodes within
``reverie.garden.max_episodes``.

    python bench/bench_months.py [--sessions 3000] [--reviewed 400] [--archived 3000]
                                 [--episodes 5000] [--calls 5] [--keep]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from timing import timed  # noqa: E402

from reverie.config import load_settings  # noqa: E402
from reverie.memory.store import open_store  # noqa: E402
from reverie.memory.upkeep.archive import EPISODE, Archive, ArchiveItem  # noqa: E402
from tests.hermes.harness import start  # noqa: E402
from tests.hermes.install import HERMES_022  # noqa: E402

DAY = 86_400.0
START = 1_767_225_600.0          # 1 January 2026, UTC
REVERIE = str(Path(sys.executable).with_name("reverie"))
TOWNS = ("Arles", "Bergen", "Cork", "Dijon", "Esbjerg", "Faro", "Ghent", "Hull", "Ibiza",
         "Jena", "Kotor", "Lille", "Mainz", "Nantes", "Oulu", "Porto", "Riga", "Split")
TASTES = ("green tea", "dark roast coffee", "short answers", "tables over prose",
          "metric units", "British spelling", "examples in Rust", "dates as ISO 8601")


def said(i: int) -> str:
    """Session ``i``'s user turn (our own sentences; every third is a dated past act)."""
    if i % 3 == 0:
        return f"Remember that service-{i} listens on port {7000 + i % 2000} in staging."
    if i % 3 == 1:
        return f"Yesterday I ran a charity 10K in {TOWNS[i % len(TOWNS)]} with team {i}."
    return f"I prefer {TASTES[i % len(TASTES)]} when we work on project-{i}."


HERMES_WRITES = r"""
import json, sys
import hermes_state
rows = json.loads(sys.stdin.read())
db = hermes_state.SessionDB()
for sid, user, answer in rows:
    db.create_session(sid, "cli", model="bench-model")
    db.append_message(sid, "user", user)
    db.append_message(sid, "assistant", answer)
db.close()
print(json.dumps({"sessions": len(rows)}))
"""


def hermes_sessions(home: Path, n: int, days: int) -> None:
    hermes = start(HERMES_022)
    rows = [[f"chat-{i:05d}", said(i), "Noted."] for i in range(n)]
    proc = subprocess.run([str(hermes.python), "-P", "-c", HERMES_WRITES], input=json.dumps(rows),
                          cwd=str(home.parent), env=hermes.environ(home), capture_output=True,
                          text=True, timeout=1800)
    if proc.returncode:
        raise SystemExit(f"Hermes could not write the sessions: {proc.stderr[-2000:]}")
    # Hermes stamps now; spread them over the months, in order, as they were said.
    import sqlite3
    with sqlite3.connect(home / "state.db") as db:
        for i in range(n):
            at = START + (i * days * DAY) / max(n, 1)
            db.execute("UPDATE sessions SET started_at = ? WHERE id = ?", (at, f"chat-{i:05d}"))
            db.execute("UPDATE messages SET timestamp = ? + id % 2 WHERE session_id = ?",
                       (at, f"chat-{i:05d}"))


def cli(home: Path, *args: str, check: bool = True, stdin: str | None = None) -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("REVERIE_", "HERMES_"))}
    env.update(REVERIE_HOME=str(home), HOME=str(home.parent))
    proc = subprocess.run([REVERIE, *args], env=env, capture_output=True, text=True,
                          input=stdin, timeout=3600)
    if check and proc.returncode:
        raise SystemExit(f"reverie {' '.join(args)} exited {proc.returncode}: "
                         f"{(proc.stderr or proc.stdout)[-2000:]}")
    return proc.stdout


def approve_all(home: Path) -> None:
    cli(home, "memory", "approve", "all", check=False)


def build(home: Path, args: argparse.Namespace, *, months: bool) -> dict[str, float]:
    home.mkdir(parents=True)
    (home / "config.yaml").write_text(
        f"reverie: {{queue: {{name: bench{os.getpid()}{'m' if months else 'd'}}}}}\n")
    figures: dict[str, float] = {}
    started = time.perf_counter()
    hermes_sessions(home, args.sessions if months else 12, args.days if months else 1)
    figures["hermes_write_s"] = time.perf_counter() - started
    cli(home, "init")
    settings = load_settings(home, environ={})
    store = open_store(settings)
    # What the user asked to keep, set before any upkeep runs.
    for text in ("The user's daughter is allergic to peanuts.", "Deploys need two approvals."):
        target = "user" if "daughter" in text else "memory"
        store.add(target, text)
        cli(home, "memory", "protect", "--target", target, text)
    started = time.perf_counter()
    # Review in slices, approving each slice's consolidation as an operator would.
    reviewed = min(args.reviewed if months else 12, args.sessions if months else 12)
    if reviewed:
        cli(home, "run", "--once")
        approve_all(home)
        cli(home, "run", "--once")
        approve_all(home)
    figures["review_s"] = time.perf_counter() - started
    if months:
        top_up_archive(settings, args.archived, args.episodes)
    return figures


def top_up_archive(settings, rows: int, episodes: int) -> None:
    with Archive(settings) as archive:
        have = archive.counts()
        files = sum(v for k, v in have.items() if k in ("memory", "user"))
        for start in range(files, rows, 500):
            archive.archive_now("memory", [ArchiveItem(
                f"Service-{i} listened on port {9000 + i} in the old cluster.", "evicted",
                "moved out for room", learned_at=START + i * 600) for i in range(
                    start, min(rows, start + 500))])
        for start in range(archive.episode_count(), episodes, 500):
            archive.archive_now("user", [ArchiveItem(
                f"User hiked the {TOWNS[i % len(TOWNS)]} ridge trail number {i} on "
                f"{1 + i % 28} March 2025.", EPISODE, "a dated past event the user told",
                learned_at=START + i * 600, evidence={"session_id": f"chat-{i % 50:05d}",
                                                     "message_ids": [1], "quotes": [{
                                                         "message_id": 1, "text":
                                                         f"Yesterday I hiked ridge trail {i}."}]})
                for i in range(start, min(episodes, start + 500))])


def commands(home: Path) -> list[tuple[str, list[str]]]:
    settings = load_settings(home, environ={})
    with Archive(settings) as archive:
        some = archive.facts(limit=1)
    out = [("memory show", ["memory", "show"]),
           ("memory journey", ["memory", "journey"]),
           ("memory journey --json", ["memory", "journey", "--json"]),
           ("memory archive", ["memory", "archive"]),
           ("memory archive search", ["memory", "archive", "search", "ridge trail"]),
           ("memory log", ["memory", "log"]),
           ("memory waiting", ["memory", "waiting"]),
           ("memory protected", ["memory", "protected"]),
           ("queue", ["queue"]),
           ("doctor", ["doctor"]),
           ("search", ["search", "charity"])]
    if some:
        out.append(("memory archive (one fact)", ["memory", "archive", "search", some[0].text]))
    return out


def time_cli(home: Path, argv: list[str], calls: int) -> tuple[float, float]:
    return timed(lambda: cli(home, *argv, check=False), calls)


def time_pages(home: Path, calls: int) -> dict[str, tuple[float, float]]:
    from starlette.testclient import TestClient

    from reverie.jobs.tasks import default_tasks
    from reverie.worker.web.app import create_app
    from reverie.worker.web.security import Access

    settings = load_settings(home, environ={})
    access = Access(bind_host="127.0.0.1", port=9120)
    app = create_app(settings, access, tasks=default_tasks(settings))
    out = {}
    with TestClient(app, base_url="http://127.0.0.1:9120") as client:
        headers = {"authorization": f"Bearer {access.token}", "accept": "text/html"}
        for page in ("/memory", "/journal", "/archive", "/archive?q=ridge", "/queue",
                     "/sessions?q=charity", "/pending", "/sessions/chat-00001"):
            def get(page=page):
                response = client.get(page, headers=headers)
                if response.status_code != 200:
                    raise SystemExit(f"GET {page}: {response.status_code} {response.text[:300]}")
            out[page] = timed(get, calls)
    return out


def time_forget(home: Path, calls: int) -> tuple[float, float]:
    """One `run --once` reviewing a session whose user asks to forget one past event: the
    request is matched against every archived fact (review/episodes.forget_requested)."""
    n = [0]

    def once() -> None:
        n[0] += 1
        line = {"session_id": f"forget-{n[0]}", "role": "user", "timestamp": START + 200 * DAY,
                "content": f"Please forget that I hiked ridge trail number {n[0]}."}
        path = home.parent / f"forget-{n[0]}.jsonl"
        path.write_text(json.dumps(line) + "\n")
        cli(home, "ingest", str(path))
        cli(home, "run", "--once")
    return timed(once, calls)


def kept(home: Path) -> list[str]:
    """What upkeep kept: the lines a user would check, each 'ok' or what went wrong."""
    settings = load_settings(home, environ={})
    consolidated = cli(home, "memory", "consolidate", check=False).strip().splitlines()
    approve_all(home)
    store = open_store(settings)
    lines = [f"consolidate: {consolidated[-1] if consolidated else '(nothing)'}"]
    for target in ("memory", "user"):
        limit = settings.memory.limit(target)
        used = len("\n§\n".join(store.entries(target)))
        lines.append(f"{target}: {used:,} of {limit:,} chars "
                     f"({'within' if used <= limit else 'OVER'} its limit)")
    protected = json.loads(cli(home, "memory", "protected", "--json"))
    live = set(store.entries("memory")) | set(store.entries("user"))
    texts = [p["text"] for p in protected["protected"]]
    lines.append(f"protected: {len(texts)}, still live: {sum(t in live for t in texts)}")
    waiting = cli(home, "memory", "waiting", check=False).strip().splitlines()
    lines.append(f"waiting: {waiting[0] if waiting else '(none)'}")
    with Archive(settings) as archive:
        archive.settle()
        episodes, bound = archive.episode_count(), settings.garden.max_episodes
    lines.append(f"past events: {episodes:,} (bound {bound:,}: "
                 f"{'within' if not bound or episodes <= bound else 'OVER'})")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sessions", type=int, default=3000)
    parser.add_argument("--days", type=int, default=180)
    parser.add_argument("--reviewed", type=int, default=3000)
    parser.add_argument("--archived", type=int, default=3000)
    parser.add_argument("--episodes", type=int, default=5000)
    parser.add_argument("--calls", type=int, default=5)
    parser.add_argument("--keep", action="store_true", help="leave the homes for a look")
    parser.add_argument("--reuse", metavar="ROOT", type=Path,
                        help="time the homes a --keep run left in ROOT (the archive topped up "
                             "again) instead of building them")
    args = parser.parse_args()
    print(f"load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    root = args.reuse or Path(tempfile.mkdtemp(prefix="bench-months-"))
    try:
        day, months = root / "day" / ".hermes", root / "months" / ".hermes"
        if args.reuse:
            top_up_archive(load_settings(months, environ={}), args.archived, args.episodes)
        else:
            print(f"build: day {build(day, args, months=False)}")
            print(f"build: months {build(months, args, months=True)}")
        settings = load_settings(months, environ={})
        with Archive(settings) as archive:
            print(f"months' home: {args.sessions:,} sessions, archive {archive.counts()}, "
                  f"{archive.episode_count():,} past events")
        print(f"{'command':34} {'day p50/p95 ms':>18} {'months p50/p95 ms':>20}")
        for name, argv in commands(months):
            a, b = time_cli(day, argv, args.calls), time_cli(months, argv, args.calls)
            print(f"{name:34} {a[0]:8.0f}/{a[1]:<8.0f} {b[0]:10.0f}/{b[1]:<8.0f}")
        a, b = time_forget(day, args.calls), time_forget(months, args.calls)
        print(f"{'run --once with a forget':34} {a[0]:8.0f}/{a[1]:<8.0f} {b[0]:10.0f}/{b[1]:<8.0f}")
        pa, pb = time_pages(day, args.calls), time_pages(months, args.calls)
        for page in pa:
            a, b = pa[page], pb[page]
            print(f"{'GET ' + page:34} {a[0]:8.0f}/{a[1]:<8.0f} {b[0]:10.0f}/{b[1]:<8.0f}")
        for line in kept(months):
            print(f"kept: {line}")
    finally:
        if args.keep or args.reuse:
            print(f"homes left in {root}")
        else:
            shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
