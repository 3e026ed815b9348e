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
