"""Reverie's agent tools against the real Hermes tools of both anchors (spec §13).

The call shapes come from Hermes' own declarations (``MEMORY_SCHEMA``,
``SESSION_SEARCH_SCHEMA``), read at test time. Every call is checked against Hermes'
schema, run through Hermes' own tool on one home and through Reverie's on another (or on
the very same ``state.db``), and the replies compared: same outcome, every key Hermes
answers with present in Reverie's reply, and the same files or messages afterwards.
Hermes 0.22 edits a span with ``patch`` (and no longer offers ``replace``), takes
``new_text`` as an alias of ``content``, and gives session_search ``detail``, ``after``,
``before`` and ``exclude_session_ids``: each anchor's calls are built from its own
declaration, so Reverie answers both.
"""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path

import jsonschema
import pytest

from reverie.review.tools import MEMORY_SCHEMA, SESSION_SEARCH_SCHEMA, AgentTools
from tests.conftest import make_settings

SCHEMAS = r"""
import json
from tools.memory_tool import MEMORY_SCHEMA
from tools.session_search_tool import SESSION_SEARCH_SCHEMA
print(json.dumps({"memory": MEMORY_SCHEMA, "session_search": SESSION_SEARCH_SCHEMA}))
"""

# Runs a list of memory calls through Hermes' memory tool (one store, like one agent
# session); a "raw" step writes MEMORY.md by hand first (an external edit).
HERMES_MEMORY = r"""
import json
from pathlib import Path
from hermes_constants import get_hermes_home
from tools.memory_tool import MemoryStore, memory_tool

store = MemoryStore()
store.load_from_disk()
out = []
for step in json.loads(STEPS):
    if "raw" in step:
        (get_hermes_home() / "memories" / "MEMORY.md").write_text(step["raw"], encoding="utf-8")
    store.reset_consolidation_failures()
    args = step["call"]
    extra = {"new_text": args["new_text"]} if "new_text" in args else {}
    out.append(json.loads(memory_tool(
        action=args.get("action", ""), target=args.get("target", "memory"),
        content=args.get("content"), old_text=args.get("old_text"),
        operations=args.get("operations"), store=store, **extra)))
out.append({"memory": store.memory_entries, "user": store.user_entries})
print(json.dumps(out))
"""

# Builds a state.db with Hermes' own SessionDB (and a second profile's), then runs every
# argument set through Hermes' session_search.
HERMES_SEARCH = r"""
import json
from hermes_constants import get_hermes_home
from hermes_state import SessionDB
from tools.session_search_tool import session_search

db = SessionDB()
db.create_session("deploy", source="cli", model="m1")
for i in range(12):
    role = "user" if i % 2 == 0 else "assistant"
    db.append_message("deploy", role=role, content=f"step {i}: terraform plan for the staging cluster")
db.append_message("deploy", role="tool", content="terraform output: 3 resources", tool_name="terminal")
db.create_session("deploy-2", source="cli", model="m1", parent_session_id="deploy")
db.append_message("deploy-2", role="user", content="terraform apply went through")
db.create_session("chat", source="telegram", model="m2")
db.append_message("chat", role="user", content="remind me about the dentist")
db.append_message("chat", role="assistant", content="noted, the dentist on Friday")
(get_hermes_home() / "profiles" / "work").mkdir(parents=True, exist_ok=True)  # 0.22 asks
work = SessionDB(db_path=get_hermes_home() / "profiles" / "work" / "state.db")
work.create_session("w1", source="cli", model="m3")
work.append_message("w1", role="user", content="payroll export for March")
work.close()
ids = [m["id"] for m in db.get_messages("deploy")]
out = {"ids": ids, "replies": []}
for args in json.loads(ARGS.replace("ANCHOR", str(ids[6]))):
    newer = {k: args[k] for k in ("detail", "after", "before", "exclude_session_ids") if k in args}
    out["replies"].append(json.loads(session_search(
        query=args.get("query") or "", role_filter=args.get("role_filter"),
        limit=args.get("limit", 3), session_id=args.get("session_id"),
        around_message_id=args.get("around_message_id"), window=args.get("window", 5),
        sort=args.get("sort"), profile=args.get("profile"), db=db, **newer)))
db.close()
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def hermes_schemas(hermes, tmp_path_factory):
    home = tmp_path_factory.mktemp("schemas") / "home"
    home.mkdir()
    return hermes.run_json(SCHEMAS, home)


def memory_calls(schema: dict) -> list[dict]:
    """Every call shape Hermes' memory declaration offers: each single action on each
    target, then one batch of every operation action, built from the schema's enums."""
    props = schema["parameters"]["properties"]
    actions, targets = props["action"]["enum"], props["target"]["enum"]
    batch_actions = props["operations"]["items"]["properties"]["action"]["enum"]
    edit = edit_action(schema)
    assert set(actions) == {"add", edit, "remove"} == set(batch_actions)
    calls = []
    for target in targets:
        calls += [
            {"action": "add", "target": target, "content": f"{target}: likes green tea"},
            {"action": "add", "target": target, "content": f"{target}: works in Lisbon"},
            {"action": edit, "target": target, "old_text": "green tea",
             "content": f"{target}: likes black tea" if edit == "replace" else "black tea"},
            {"action": "remove", "target": target, "old_text": "Lisbon"},
        ]
        ops = {"add": {"action": "add", "content": f"{target}: uses Neovim"},
               edit: {"action": edit, "old_text": "black tea",
                      "content": f"{target}: likes oolong" if edit == "replace" else "oolong"},
               "remove": {"action": "remove", "old_text": "Neovim"}}
        calls.append({"target": target, "operations": [ops["add"], ops[edit], ops["remove"]]})
        calls.append({"target": target, "operations": [ops[a] for a in batch_actions
                                                       if a == "add"]})
        if "new_text" in props:   # 0.22's alias of content, single and in a batch
            calls.append({"action": "add", "target": target, "new_text": f"{target}: runs Arch"})
            calls.append({"target": target, "operations": [
                {"action": "patch", "old_text": "Arch", "new_text": "Debian"}]})
    return calls


def edit_action(schema: dict) -> str:
    """The action that edits an entry: 0.19's whole-entry replace or 0.22's span patch."""
    actions = schema["parameters"]["properties"]["action"]["enum"]
    return "patch" if "patch" in actions else "replace"


def failures(edit: str) -> list[dict]:
    """Failures, each in Hermes' shape: no match, ambiguity, overflow, a missing old_text,
    an edit without content, a failing batch, and an external edit (drift)."""
    return [
        {"call": {"action": "remove", "target": "memory", "old_text": "no such entry"}},
        {"call": {"action": "add", "target": "memory", "content": "memory: likes rooibos"}},
        {"call": {"action": "remove", "target": "memory", "old_text": "likes"}},
        {"call": {"action": "add", "target": "user", "content": "x" * 1400}},
        {"call": {"action": edit, "target": "user", "content": "no old_text here"}},
        {"call": {"action": edit, "target": "memory", "old_text": "rooibos"}},
        {"call": {"target": "memory", "operations": [{"action": "add", "content": "fine"},
                                                     {"action": "remove", "old_text": "nope"}]}},
        {"raw": "memory: likes oolong\n§\n" + "free-form notes pasted by hand\n" * 120,
         "call": {"action": "remove", "target": "memory", "old_text": "oolong"}},
    ]


def reverie_memory(home: Path, steps: list[dict], **memory) -> list[dict]:
    settings = make_settings(home, environ={"HOME": str(home.parent)}, memory=memory)
    out = []
    with AgentTools(settings) as tools:
        for step in steps:
            if "raw" in step:
                settings.memory_file("memory").write_text(step["raw"], encoding="utf-8")
            tools.new_turn()
            out.append(tools.call("memory", copy.deepcopy(step["call"])))
        out.append({t: tools.store.entries(t) for t in ("memory", "user")})
    return out


def test_hermes_memory_calls_get_hermes_shaped_answers(hermes, hermes_schemas, tmp_path):
    schema = hermes_schemas["memory"]
    steps = [{"call": c} for c in memory_calls(schema)] + failures(edit_action(schema))
    for step in steps:   # every call is one Hermes' declaration allows, and so does Reverie's
        jsonschema.validate(step["call"], schema["parameters"])
        jsonschema.validate(step["call"], MEMORY_SCHEMA["parameters"])
    hermes_home, reverie_home = tmp_path / "h" / "home", tmp_path / "r" / "home"
    hermes_home.mkdir(parents=True)
    reverie_home.mkdir(parents=True)
    theirs = hermes.run_json(f"STEPS = {json.dumps(json.dumps(steps))}\n" + HERMES_MEMORY,
                             hermes_home)
    ours = reverie_memory(reverie_home, steps)
    assert ours[-1] == theirs[-1]                       # the same entries on both sides
    for step, h, r in zip(steps, theirs[:-1], ours[:-1], strict=True):
        where = json.dumps(step["call"])[:120]
        assert r["success"] is h["success"], (where, h, r)
        assert set(h) <= set(r), (where, sorted(set(h) - set(r)))
        if h["success"]:
            assert "entries" not in r, where
        if "current_entries" in h:
            assert r["current_entries"] == h["current_entries"], where
    kinds = {k for h in theirs[:-1] for k in h}
    # the shapes the comparison covered, so a Hermes change cannot hollow it out
    assert {"current_entries", "usage", "matches", "drift_backup", "remediation", "note"} <= kinds


def test_staged_write_answers_like_hermes(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    [staged, entries] = reverie_memory(
        home, [{"call": {"target": "user", "operations": [
            {"action": "add", "content": "User is called Ada"}]}}], write_approval="approve")
    assert set(staged) == {"success", "staged", "pending_id", "message"}
    assert staged["success"] is True and staged["staged"] is True
    assert entries == {"memory": [], "user": []}
    record = json.loads((home / "pending" / "memory" / f"{staged['pending_id']}.json").read_text())
    assert record["origin"] == "assistant_tool"


def search_arguments(schema: dict) -> list[dict]:
    """One argument set per shape and per optional argument of Hermes' declaration."""
    props = schema["parameters"]["properties"]
    newer = {"detail", "after", "before", "exclude_session_ids"}
    assert set(props) - newer == {"query", "limit", "sort", "session_id", "around_message_id",
                                  "window", "role_filter", "profile"}
    assert schema["parameters"].get("required", []) == []
    sets = [
        {"query": "terraform"},
        {"query": "terraform", "limit": 10, "role_filter": "user,assistant,tool"},
        {"query": "dentist", "limit": 0},
        {"session_id": "deploy", "around_message_id": "ANCHOR", "window": 2},
        {"session_id": "deploy", "around_message_id": "ANCHOR", "window": 99},
        {"session_id": "deploy"},
        {"session_id": "work/w1"},
        {"query": "payroll", "profile": "work"},
        {"limit": 5},
        {},
    ]
    sets += [{"query": "terraform", "sort": s} for s in props["sort"]["enum"]]
    if newer <= set(props):   # Hermes 0.22's discovery arguments
        sets += [{"query": "terraform", "detail": d} for d in props["detail"]["enum"]]
        sets += [
            {"query": "terraform", "after": "2000-01-01"},
            {"query": "terraform", "before": "2000-01-01T00:00:00+00:00"},
            {"query": "terraform OR dentist", "after": "30d", "limit": 5},
            {"query": "terraform OR dentist", "before": "1d", "limit": 5},
            {"query": "terraform OR dentist", "exclude_session_ids": ["deploy-2"], "limit": 5},
            {"query": "terraform OR dentist", "exclude_session_ids": ["chat"], "limit": 5},
        ]
    return sets


def _concrete(args: dict, anchor: int) -> dict:
    return {k: (anchor if v == "ANCHOR" else v) for k, v in args.items()}


def test_hermes_session_search_arguments_get_hermes_shaped_answers(hermes, hermes_schemas,
                                                                   tmp_path):
    schema = hermes_schemas["session_search"]
    arg_sets = search_arguments(schema)
    home = tmp_path / "home"
    home.mkdir()
    theirs = hermes.run_json(f"ARGS = {json.dumps(json.dumps(arg_sets))}\n" + HERMES_SEARCH, home)
    anchor = theirs["ids"][6]
    ours_home = tmp_path / "ours" / "home"           # a copy: Reverie may write summaries
    shutil.copytree(home, ours_home)
    settings = make_settings(ours_home, environ={"HOME": str(ours_home.parent)})
    with AgentTools(settings) as tools:
        ours = [tools.call("session_search", _concrete(a, anchor)) for a in arg_sets]
    for args, h, r in zip(arg_sets, theirs["replies"], ours, strict=True):
        call = _concrete(args, anchor)
        jsonschema.validate(call, schema["parameters"])
        jsonschema.validate(call, SESSION_SEARCH_SCHEMA["parameters"])
        where = json.dumps(call)
        assert h["success"] is True and r["success"] is True, (where, h, r)
        assert r["mode"] == h["mode"], where
        if "profile" in call and h["mode"] == "discover" and not hermes.modern:
            # Hermes 0.19 answers this cross-profile discovery with no results (its search
            # of the other profile's read-only database finds nothing, though its read of
            # the same session works, below); Reverie finds the session.
            assert h["count"] == 0 and [x["session_id"] for x in r["results"]] == ["w1"]
            assert r["profile"] == "work"
            continue
        assert set(h) <= set(r), (where, sorted(set(h) - set(r)))
        assert len(r.get("results", [])) == len(h.get("results", [])), (where, h, r)
        for hr, rr in zip(h.get("results", []), r.get("results", []), strict=True):
            assert set(hr) <= set(rr), (where, sorted(set(hr) - set(rr)))
            if h["mode"] == "discover":
                assert rr["summary"] and rr["summary_kind"] in ("stored", "generated", "preview")
        if h["mode"] in ("scroll", "read"):
            assert [m["id"] for m in r["messages"]] == [m["id"] for m in h["messages"]], where
            for hm, rm in zip(h["messages"], r["messages"], strict=True):
                assert set(hm) <= set(rm) and rm["content"] == hm["content"], where
        if h["mode"] == "browse" or {"after", "before", "exclude_session_ids"} & set(call):
            assert [x["session_id"] for x in r["results"]] == [x["session_id"] for x in h["results"]], where
    assert {h["mode"] for h in theirs["replies"]} == {"discover", "scroll", "read", "browse"}


def test_a_staged_patch_is_the_replace_of_its_entry_by_the_patched_text(tmp_path):
    """With write approval on, a patch (Hermes 0.22's span edit) is staged as the replace
    of the whole entry it names by the patched text, pinned: a record Hermes 0.19, 0.22
    and Reverie all approve the same way."""
    home = tmp_path / "home"
    home.mkdir()
    settings = make_settings(home, environ={"HOME": str(home.parent)})
    settings.memory_file("user").parent.mkdir(parents=True, exist_ok=True)
    settings.memory_file("user").write_text("User likes green tea in the morning")
    [staged, entries] = reverie_memory(
        home, [{"call": {"action": "patch", "target": "user", "old_text": "green",
                         "new_text": "black"}}], write_approval="approve")
    assert staged["staged"] is True and entries["user"] == ["User likes green tea in the morning"]
    record = json.loads((home / "pending" / "memory" / f"{staged['pending_id']}.json").read_text())
    payload = record["payload"]
    assert (payload["action"], payload["content"]) == ("replace", "User likes black tea in the morning")
    assert payload["old_text"] == "User likes green tea in the morning"
