"""Three memory-tool answers shaped exactly as each Hermes anchor's own (issue 32 item 6):
the terminal answer past the per-turn failure cap (an aborted batch's included), a replace
without content, and the tool with no store."""

from __future__ import annotations

import json
from pathlib import Path

from reverie.review.tools import AgentTools
from reverie.review.tools.memory_tool import MemoryTool
from tests.conftest import make_settings

HERMES = r"""
import json
from tools import memory_tool as mt

store = mt.MemoryStore()
store.load_from_disk()
out = {"no_store": json.loads(mt.memory_tool(action="add", target="memory", content="x", store=None))}
actions = mt.MEMORY_SCHEMA["parameters"]["properties"]["action"]["enum"]
edit = "replace" if "replace" in actions else "patch"   # 0.22 edits spans with "patch"
out["edit"] = edit
out["no_content"] = json.loads(mt.memory_tool(action=edit, target="memory", old_text="zsh",
                                              content=None, store=store))
mt.memory_tool(action="add", target="memory", content="Uses zsh", store=store)
batches = []
for _ in range(6):   # aborted batches, one turn: until Hermes answers done
    reply = json.loads(mt.memory_tool(action="", target="memory", store=store, operations=[
        {"action": "remove", "old_text": "nothing like this"}]))
    batches.append(reply)
    if reply.get("done"):
        break
out["batches"] = batches
print(json.dumps(out))
"""


def test_the_three_answers_match_hermes(hermes, tmp_path: Path) -> None:
    theirs_home, ours_home = tmp_path / "h" / "home", tmp_path / "r" / "home"
    theirs_home.mkdir(parents=True)
    ours_home.mkdir(parents=True)
    theirs = hermes.run_json(HERMES, theirs_home)
    tools = AgentTools(make_settings(ours_home, environ={"HOME": str(ours_home.parent)}))
    try:
        assert MemoryTool(None).call({"action": "add", "content": "x"}) == theirs["no_store"]

        no_content = tools.call("memory", {"action": "replace", "target": "memory",
                                           "old_text": "zsh"})
        if theirs["edit"] == "replace":                 # 0.19: the same words
            assert no_content == theirs["no_content"]
        else:                                           # 0.22 names its "patch"
            assert set(no_content) == set(theirs["no_content"]) == {"error", "success"}
            assert "content" in theirs["no_content"]["error"] and not no_content["success"]

        tools.call("memory", {"action": "add", "target": "memory", "content": "Uses zsh"})
        ours = []
        while not (ours and ours[-1].get("done")):
            ours.append(tools.call("memory", {"target": "memory", "operations": [
                {"action": "remove", "old_text": "nothing like this"}]}))
    finally:
        tools.close()
    hermes_final, our_final = theirs["batches"][-1], ours[-1]
    assert hermes_final.get("done") is True, theirs["batches"]
    # Before the cap 0.19 and Reverie list the entries with an aborted batch (0.22 only
    # its usage); the terminal answer of each lists nothing.
    assert "current_entries" in ours[0]
    assert ("current_entries" in theirs["batches"][0]) is not hermes.modern
    assert set(our_final) == set(hermes_final) == {"success", "done", "error"}
    assert json.dumps(our_final["success"]) == json.dumps(hermes_final["success"]) == "false"
