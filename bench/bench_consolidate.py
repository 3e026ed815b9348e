"""Benchmark memory upkeep (issue 20): consolidation, and a review beside a large archive.

For archives of 50, 200 and 1,000 entries (default limits: MEMORY.md 2,200 characters,
filled to ~90% with port facts and a few waiting facts), prints:

- **consolidation time**: one `consolidate_target` with the deterministic planner, and one
  with a model (the real httpx provider against the fake OpenAI-compatible server on
  127.0.0.1, whose consolidations are the scripted model's): median wall and CPU time of
  the runs, and the model call's input/output tokens;
- **a review beside the archive**: `review_session` of one new message with the offline
  heuristic, in a home whose archive holds N entries, beside the same review in a home with
  an empty archive, interleaved in the same run (median CPU time; the ratio should stay ~1:
  a review never reads the archive).

CPU time (`time.process_time`) is the figure to compare, since the machine may be shared;
wall time is printed beside it.

    python bench/bench_consolidate.py [--runs 7] [--sizes 50 200 1000]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reverie.config import load_settings  # noqa: E402
from reverie.memory.journaled import journaling_store  # noqa: E402
from reverie.memory.upkeep.archive import Archive, ArchiveItem  # noqa: E402
from reverie.review.consolidate import consolidate_target  # noqa: E402
from reverie.review.engine import review_session  # noqa: E402
from reverie.review.ledger import Ledger  # noqa: E402
from reverie.review.providers import get_provider  # noqa: E402
from reverie.search_index import SessionStore  # noqa: E402

T0 = 1_735_689_600.0


def build(home: Path, archived: int) -> None:
    """A home with MEMORY.md at ~90%, two waiting facts and ``archived`` archived facts."""
    home.mkdir(parents=True)
    s = load_settings(home, environ={"HOME": str(home.parent)})
    store = journaling_store(s, origin="background_review")
    n = 0
    while True:
        text = f"Service-{n} listens on port {7000 + n} in staging."
        used, limit = store.usage("memory")
        if used + len(text) + 3 > 0.9 * limit:
            break
        store.add("memory", text)
        n += 1
    from reverie.memory.upkeep.waiting import WaitingFacts

    with WaitingFacts(s) as waiting:
        for k in range(2):
            waiting.add("memory", f"Service-{5000 + k} listens on port {9000 + k} in staging.",
                        said_at=T0 + 400 * 86400)
    with Archive(s) as archive:
        archive.archive_now("memory", [
            ArchiveItem(f"Old-{i} ran on host h{i}.internal with {i % 9 + 1} workers.", "evicted",
                        "moved to the archive for room", learned_at=T0 + i * 3600)
            for i in range(archived)])
    with SessionStore.open(s) as sessions:
        sessions.append_message("bench", "user", "Remember that the cache runs Redis 7.",
                                T0 + 500 * 86400)


def timed(fn) -> tuple[float, float, object]:
    wall, cpu = time.perf_counter(), time.process_time()
    out = fn()
    return time.perf_counter() - wall, time.process_time() - cpu, out


def median_ms(values: list[float]) -> str:
    return f"{1000 * statistics.median(values):7.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--sizes", type=int, nargs="+", default=[50, 200, 1000])
    args = parser.parse_args()
    from tests.fakes.consolidator import upkeep_responder
    from tests.fakes.openai_server import FakeOpenAIServer

    with tempfile.TemporaryDirectory() as tmp, FakeOpenAIServer() as server:
        server.responder = upkeep_responder(server.request_text)
        base = Path(tmp)
        templates = {n: base / f"template-{n}" / "home" for n in [0, *args.sizes]}
        for n, home in templates.items():
            build(home, n)
        model_cfg = {"auxiliary": {"background_review": {
            "provider": "openai", "base_url": server.url, "model": "fake-upkeep", "timeout": 10}}}

        copies = iter(range(10**9))

        def fresh(n: int, _run: int) -> Path:
            home = base / f"run-{next(copies)}" / "home"
            shutil.copytree(templates[n], home)
            return home

        print(f"MEMORY.md at ~90% of 2,200 chars, 2 waiting facts; medians of {args.runs} runs "
              "(CPU time; wall in brackets)")
        print(f"{'archive':>8}  {'deterministic':>26}  {'model':>26}  {'tokens in/out':>14}  "
              f"{'review, empty archive':>22}  {'review, this archive':>21}  ratio")
        for n in args.sizes:
            det, mod, rev0, revn = [], [], [], []
            tokens = (0, 0)
            for run in range(args.runs):
                home = fresh(n, run)
                s = load_settings(home, environ={"HOME": str(home.parent)})
                wall, cpu, result = timed(lambda s=s: consolidate_target(s, "memory"))
                assert result.status == "staged", result.message
                det.append((cpu, wall))
                home = fresh(n, run + 1000)
                s = load_settings(home, environ={"HOME": str(home.parent)}, overrides=model_cfg)
                provider = get_provider(s.background_review, s.environ)
                wall, cpu, result = timed(lambda s=s, p=provider: consolidate_target(
                    s, "memory", provider=p))
                provider.close()
                assert result.status == "staged" and not result.fallback, result.fallback
                mod.append((cpu, wall))
                with Ledger(s) as ledger:
                    used = ledger.usage(purposes=("consolidate",))
                tokens = (used.input_tokens, used.output_tokens)
                # The same review in an empty-archive home and in this one, interleaved.
                for size, out in ((0, rev0), (n, revn)):
                    home = fresh(size, run + 2000 + size)
                    s = load_settings(home, environ={"HOME": str(home.parent)})
                    wall, cpu, r = timed(lambda s=s: review_session(s, "bench",
                                                                   echo=lambda _l: None))
                    assert r.status == "reviewed"
                    out.append((cpu, wall))

            def cell(pairs):
                return (f"{median_ms([c for c, _ in pairs])} "
                        f"({median_ms([w for _, w in pairs]).strip()})")

            ratio = statistics.median(c for c, _ in revn) / statistics.median(c for c, _ in rev0)
            print(f"{n:>8}  {cell(det):>26}  {cell(mod):>26}  {tokens[0]:>6}/{tokens[1]:<7}  "
                  f"{cell(rev0):>22}  {cell(revn):>21}  {ratio:.2f}x")


if __name__ == "__main__":
    main()
