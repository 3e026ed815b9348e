"""`run --once` says once per file how many waiting facts it moved to the archive as never
placed (session 24). A home of two thousand sessions printed the same 350-character line
689 times (once for every review that pushed one more fact past the cap), each with a
"reviewed …: 0 applied, 0 staged" line above it: 1,540 lines for one run."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from reverie.config import load_settings
from tests.bad_input_support import run_main
from tests.upkeep.support import archived

FACTS = 140
DAY = 86_400


@pytest.mark.slow
def test_facts_never_placed_are_counted_once_per_file(home: Path, clean_env, tmp_path) -> None:
    lines = [json.dumps({"session_id": f"day-{i}", "role": "user", "timestamp": 1_735_689_600 + i * DAY,
                         "content": f"Remember that service-{i} listens on port {7000 + i} in staging."})
             for i in range(FACTS)]
    (tmp_path / "facts.jsonl").write_text("\n".join(lines) + "\n")
    code, _, err = run_main(home, "ingest", str(tmp_path / "facts.jsonl"))
    assert code == 0, err
    code, out, err = run_main(home, "run", "--once")
    assert code == 0, err
    said = [line for line in out.splitlines() if "never placed" in line]
    (line,) = said                      # one line for MEMORY.md, however many reviews
    gone = [t for t in archived(load_settings(home, environ={"HOME": str(home.parent)}))
            if "Service-" in t]
    assert len(gone) > 20, gone         # (many reviews each pushed one past the cap)
    assert re.search(rf"\b{len(gone)} waiting fact\(s\) for MEMORY\.md were moved to the archive", line), line
    # A review that placed nothing and only pushed a fact past the cap says nothing itself.
    assert not re.search(r"reviewed \S+: 0 applied, 0 staged for approval\n(?!    [+~-])", out + "\n")


def test_a_consolidation_that_caps_the_waiting_facts_joins_the_reviews_line() -> None:
    # A consolidation running among the reviews (one home's reviews in the order said leave
    # it room to) caps the waiting facts too: its count joins the reviews' one line a file,
    # instead of a second "consolidated memory: … never placed" line (session 31).
    from reverie.jobs.kinds import _consolidate_outcome
    from reverie.memory.upkeep.waiting import Capped
    from reverie.review.consolidate.engine import ConsolidationResult
    from reverie.worker.cli.queue_cmd import never_placed_lines

    consolidation = ConsolidationResult("memory", "skipped", capped=Capped("memory", [7], 23, 1100).line,
                                        never_placed=[Capped("memory", [7], 23, 1100).record()])
    outcome = _consolidate_outcome(consolidation)
    assert outcome.summary is None and [p["archived"] for p in outcome.never_placed] == [[7]]
    review = {"kind": "review", "never_placed": [Capped("memory", [3, 4], 24, 1100).record()]}
    consolidate = {"kind": "consolidate", "never_placed": list(outcome.never_placed)}
    (line,) = never_placed_lines([review, consolidate])
    assert line.startswith("3 waiting fact(s) for MEMORY.md were moved to the archive"), line
    assert "; 23 still wait." in line, line
