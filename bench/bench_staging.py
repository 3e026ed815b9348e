"""Staging benchmark: what the approval path costs over writing straight to the store.

On a tmp home with N entries, in the same run:

- stage N background replaces (pinned, written as pending records, journaled) vs the
  baseline of resolving the same N old_texts with the plain store (the read-only part);
- ``list_pending`` over the N records;
- ``approve all`` (claim by flock, replay through the store, journal, drop the record) vs the
  baseline of the same N replaces through a plain store with no journal;
- ``memory journey`` over the N approved entries (one journal lookup per entry).

Usage: python bench/bench_staging.py [-n 200]
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from pathlib import Path

from reverie.config import load_settings
from reverie.memory.entries import DELIMITER
from reverie.memory.journey import journey
from reverie.memory.pending import staging
from reverie.memory.store import MemoryStore


def fresh_home(root: Path, name: str, n: int):
    home = root / name
    (home / "memories").mkdir(parents=True)
    (home / "memories" / "MEMORY.md").write_text(
        DELIMITER.join(f"fact {i:04d} about the build box" for i in range(n)))
    return load_settings(home, environ={}, overrides={"memory": {"memory_char_limit": 1_000_000}})


def timed(fn):
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=200)
    n = parser.parse_args().n
    root = Path(tempfile.mkdtemp(prefix="reverie-bench-staging-"))
    try:
        s = fresh_home(root, "staged", n)
        base = fresh_home(root, "baseline", n)

        def stage_all():
            for i in range(n):
                out = staging.stage(s, staging.StageRequest({"action": "replace", "target": "memory",
                                                             "old_text": f"fact {i:04d}",
                                                             "content": f"fact {i:04d} about the build box (v2)"},
                                                            origin="background_review"))
                assert out.status == "staged", out.message

        plain = MemoryStore(base)
        t_stage, _ = timed(stage_all)
        t_resolve, _ = timed(lambda: [plain.resolve("memory", f"fact {i:04d}") for i in range(n)])
        t_list, listing = timed(lambda: staging.list_pending(s))
        assert len(listing) == n
        t_approve, decisions = timed(lambda: staging.approve(s, "all", who="bench"))
        assert all(d.status == "approved" for d in decisions)
        t_direct, _ = timed(lambda: [
            plain.replace("memory", f"fact {i:04d}", f"fact {i:04d} about the build box (v2)")
            for i in range(n)])
        t_journey, nodes = timed(lambda: journey(s))
        assert len(nodes) == n

        def per(t):
            return f"{t / n * 1000:7.2f} ms/op"

        print(f"records: {n}")
        print(f"stage (pin + record + journal)   {per(t_stage)}   baseline resolve only {per(t_resolve)}")
        print(f"list_pending                     {t_list * 1000:7.1f} ms total ({per(t_list)})")
        print(f"approve all                      {per(t_approve)}   baseline plain replace {per(t_direct)}"
              f"   overhead x{t_approve / t_direct:.2f}")
        print(f"journey over {n} entries          {t_journey * 1000:7.1f} ms total")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
