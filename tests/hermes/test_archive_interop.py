"""Memory upkeep with the real Hermes (each anchor) in one home (issue 20): Hermes' own
session_search finds archived facts in state.db, and a consolidation Hermes approves with
its own /memory approve is settled into Reverie's archive."""

from __future__ import annotations

import json
import re
from pathlib import Path

from reverie.memory.pending.staging import list_pending
from reverie.review.consolidate import consolidate_target
from tests.conftest import make_settings
from tests.hermes.test_pending_interop import hermes_steps, read_memory
from tests.hermes.test_spoken_interop import integrity
from tests.upkeep.support import archived, learn, port_fact

HERMES_SEARCH = r"""
import json
from hermes_state import SessionDB
from tools.session_search_tool import session_search

db = SessionDB()
out = [json.loads(session_search(query=q, db=db)) for q in json.loads(QUERIES)]
out.append(json.loads(session_search(db=db)))     # browse
db.close()
print(json.dumps(out))
"""


def consolidated_home(home: Path, clock):
    (home / "config.yaml").write_text("memory:\n  memory_char_limit: 600\n")
    s = make_settings(home, environ={"HOME": str(home.parent)})
    for i in range(15):
        learn(s, f"s{i:03d}", port_fact(i), day=i, clock=clock)
    result = consolidate_target(s, "memory", clock=clock)
    assert result.status == "staged"
    return s, result


def test_hermes_approves_a_consolidation_and_its_session_search_finds_the_archive(
        hermes, home: Path, clock) -> None:
    s, result = consolidated_home(home, clock)
    (record,) = list_pending(s)
    before = read_memory(home)
    # Hermes lists Reverie's consolidation and approves it with its own command.
    listing, approved = hermes_steps(hermes, home, [
        {"do": "command", "args": ["pending"]}, {"do": "command", "args": ["approve", record.id]}])
    assert record.id in listing and approved.startswith("Approved 1 memory write(s).")
    removed = [op["old_text"] for op in record.payload["operations"]]
    assert read_memory(home) == [e for e in before if e not in removed]
    # Reverie settles its archive from the files: every entry that left is archived.
    assert sorted(archived(s)) == sorted(removed)

    oldest = removed[0]                       # e.g. "Service-0 listens on port 7000 …"
    port = oldest.split("port ")[1].split(" ")[0]
    queries = [port, "staging " + port]
    replies = hermes.run_json(f"QUERIES = {json.dumps(json.dumps(queries))}\n" + HERMES_SEARCH,
                              home)
    for reply in replies[:-1]:
        assert reply["success"] and reply["mode"] == "discover"
        hits = [r for r in reply["results"] if r["source"] == "reverie_archive"]
        assert hits, reply
        (hit,) = hits
        assert hit["title"].startswith("Reverie memory archive")
        anchor = next(m for m in hit["messages"] if m.get("anchor"))
        assert oldest in anchor["content"] and re.match(r"\[archived #\d+ from MEMORY\.md",
                                                            anchor["content"])
    browse = replies[-1]
    assert any(r["session_id"] == "reverie-archive" for r in browse["results"])
    # The archive mirror's writes leave every FTS index of that Hermes clean (issue 32).
    checks = integrity(home / "state.db")
    assert set(checks.values()) == {"ok"} and "messages_fts" in checks, checks


def test_reverie_session_search_marks_archived_facts_beside_sessions(home: Path, clock) -> None:
    from reverie.memory.pending.staging import approve
    from reverie.review.tools import AgentTools

    s, result = consolidated_home(home, clock)
    approve(s, result.record_id, who="op")
    gone = archived(s)[-1]                      # the oldest fact
    port = gone.split("port ")[1].split(" ")[0]
    tools = AgentTools(s)
    try:
        reply = tools.call("session_search", {"query": port})
        browse = tools.call("session_search", {})
    finally:
        tools.close()
    assert reply["success"] and [f["text"] for f in reply["archived"]] == [gone]
    assert all(f["archived"] is True and f["why"] for f in reply["archived"])
    # The session where it was said is a result as always; the archive's session is not.
    assert reply["results"] and all(r["source"] != "reverie_archive" for r in reply["results"])
    assert all(r["session_id"] != "reverie-archive" for r in browse["results"])
