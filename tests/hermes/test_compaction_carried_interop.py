"""A user turn Hermes 0.22 folded its compaction summary into is read (session 33, tester25).

When no standalone summary row alternates with the kept head and the carried tail (the head
ends on the assistant, the tail opens on the user: ``compression.protect_first_n: 2``),
Hermes' own compressor writes the summary into the carried user turn, ``[PRIOR CONTEXT — for
reference only; not a new message]`` + the turn + the delimiter + the summary, and its
``archive_and_compact`` gives the original the rewound flags. Before, Reverie left that row
out whole: the user's move and job there reached no review and no search, while Hermes' own
session_search found them. The compressor, its placement and the store are Hermes' own; only
the summary's text is given (it would come from a model).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cliserver import CliServer
from tests.hermes.test_spoken_interop import reverie

COMPACT = r"""
import json, time
import hermes_state
from agent.context_compressor import ContextCompressor

db = hermes_state.SessionDB()
db.create_session("long", "cli", model="m")
t = time.time() - 5 * 3600
msgs = [{"role": "user", "content": "Hi, can you help me with a backup script?"},
        {"role": "assistant", "content": "Sure, what should it back up?"}]
for i in range(12):
    msgs.append({"role": "user", "content": f"Step {i}: add flag number {i} please."})
    msgs.append({"role": "assistant", "content": f"Added flag {i}. " + "More detail. " * 40})
msgs += [{"role": "user", "content": "By the way, I moved to Tromso-carried last week."},
         {"role": "assistant", "content": "Congratulations."},
         {"role": "user", "content": "Now add a dry-run flag."},
         {"role": "assistant", "content": "Added."}]
for m in msgs:
    db.append_message("long", m["role"], m["content"], timestamp=t)
    t += 30
cc = ContextCompressor(model="m", quiet_mode=True, config_context_length=128000,
                       protect_first_n=2, protect_last_n=4)
cc._generate_summary = lambda *a, **k: "## Goal\nA backup script for the user in Oslo-summary."
out = [m for m in cc.compress([{"role": "system", "content": "You are Hermes."}] + msgs,
                              force=True) if m.get("role") != "system"]
db.archive_and_compact("long", out, tail_count=sum(1 for m in out if m.get("_compaction_tail")))
rows = db._conn.execute("SELECT content, active, compacted, _compressed_summary FROM messages"
                        " WHERE content LIKE '%Tromso-carried%' ORDER BY id").fetchall()
db.close()
print(json.dumps([list(r) for r in rows]))
"""


@pytest.mark.slow
def test_a_carried_turn_holding_the_summary_is_read(hermes022, home: Path,
                                                     cli_server: CliServer) -> None:
    (home / "config.yaml").write_text(
        "memory:\n  nudge_interval: 0\nreverie:\n  schedule:\n    nudge_interval: 1\n")
    rows = hermes022.run_json(COMPACT, home)
    # Hermes' own shape: the original rewound, the live copy merged with the summary.
    assert [r[1:] for r in rows] == [[0, 0, 0], [1, 0, 1]], rows
    assert rows[1][0].startswith("[PRIOR CONTEXT — for reference only; not a new message]\n")

    found = reverie(cli_server, home, "search", "Tromso-carried", "--json")
    assert found.returncode == 0 and "long" in found.stdout, found.stdout + found.stderr
    ran = reverie(cli_server, home, "review", "long", "--now", "--json")
    assert ran.returncode == 0, ran.stderr
    kept = "".join(p.read_text() for p in (home / "memories").glob("*.md"))
    kept += "".join(p.read_text() for p in (home / "pending").rglob("*.json"))
    assert "Tromso-carried" in kept, (kept, ran.stdout)
    # The summary Hermes' model wrote is still no one's words.
    assert "Oslo-summary" not in kept
    summary = reverie(cli_server, home, "summarize", "long", "--now", "--json")
    assert summary.returncode == 0, summary.stderr
    assert "Oslo-summary" not in json.dumps(json.loads(summary.stdout))


FOLDS = r"""
import json, os, time
import hermes_state
from agent.context_compressor import ContextCompressor

first, last = map(int, os.environ["PROTECT"].split())
db = hermes_state.SessionDB()
db.create_session("fold", "cli", model="m")
t = time.time() - 5 * 3600
msgs = [{"role": "user", "content": "Hi, can you help me with a backup script?"},
        {"role": "assistant", "content": "Sure, what should it back up?"}]
for i in range(12):
    msgs.append({"role": "user", "content": f"Step {i}: add flag number {i} please."})
    msgs.append({"role": "assistant", "content": f"Added flag {i}. " + "More detail. " * 40})
msgs += [{"role": "user", "content": "By the way, I moved to Ghent-carried last week."},
         {"role": "assistant", "content": "Noted: Ghent-said, a fine city."},
         {"role": "user", "content": "Now add a dry-run flag."},
         {"role": "assistant", "content": "Added."}]
for m in msgs:
    db.append_message("fold", m["role"], m["content"], timestamp=t)
    t += 30
cc = ContextCompressor(model="m", quiet_mode=True, config_context_length=128000,
                       protect_first_n=first, protect_last_n=last)
# Only the summary's text is given; Hermes' own code adds its prefix, as a model's would get.
cc._generate_summary = lambda *a, **k: cc._with_summary_prefix(
    "## Goal\nA backup script for the user in Oslo-summary.")
out = [m for m in cc.compress([{"role": "system", "content": "You are Hermes."}] + msgs,
                              force=True) if m.get("role") != "system"]
db.archive_and_compact("fold", out, tail_count=sum(1 for m in out if m.get("_compaction_tail")))
rows = db._conn.execute("SELECT role, content FROM messages WHERE active = 1"
                        " AND _compressed_summary = 1").fetchall()
db.close()
print(json.dumps([list(r) for r in rows]))
"""


@pytest.mark.slow
@pytest.mark.parametrize("first, last, role, words", [
    # Nothing protected before the summary: it leads the carried user turn (legacy form).
    (0, 4, "user", "Ghent-carried"),
    # The head ends on the user and the tail opens on the assistant: folded into its row.
    (1, 3, "assistant", "Ghent-said"),
])
def test_the_legacy_fold_and_a_folded_assistant_row_are_read(
        hermes022, home: Path, first: int, last: int, role: str, words: str,
        cli_server: CliServer) -> None:
    """tester25's leftovers (session 34): both rows were left out whole, the summary with
    the words of the only live record of that turn."""
    (home / "config.yaml").write_text(
        "memory:\n  nudge_interval: 0\nreverie:\n  schedule:\n    nudge_interval: 1\n")
    [[carrier_role, content]] = hermes022.run_json(FOLDS, home,
                                                          env={"PROTECT": f"{first} {last}"})
    assert carrier_role == role and words in content, content
    if role == "user":   # Hermes' own shape: the summary first, the turn after its end marker
        assert content.startswith("[CONTEXT COMPACTION") and content.endswith(
            "---\n\nBy the way, I moved to Ghent-carried last week.")
    else:
        assert content.startswith("[PRIOR CONTEXT — for reference only; not a new message]\n")

    found = reverie(cli_server, home, "search", words, "--json")
    assert found.returncode == 0 and "fold" in found.stdout, found.stdout + found.stderr
    ran = reverie(cli_server, home, "review", "fold", "--now", "--json")
    assert ran.returncode == 0, ran.stderr
    kept = "".join(p.read_text() for p in (home / "memories").glob("*.md"))
    kept += "".join(p.read_text() for p in (home / "pending").rglob("*.json"))
    if role == "user":
        assert "Ghent-carried" in kept, (kept, ran.stdout)
    assert "Oslo-summary" not in kept
    summary = reverie(cli_server, home, "summarize", "fold", "--now", "--json")
    assert summary.returncode == 0, summary.stderr
    assert "Oslo-summary" not in json.dumps(json.loads(summary.stdout))
