"""Hermes' journey ids name the same entries in Reverie, on both anchors.

Hermes 0.19 numbers memory cards ``memory:<memory|profile>:<index>`` (index across both
files, MEMORY.md first). Hermes 0.22 adds the entry's fingerprint,
``memory:<memory|profile>:<index>:<12 hex of sha256(entry)>``, resolved by the text so an id
survives entries shifting, and still accepts the old 3-part ids by position.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from reverie.config import StagingError, UsageError
from reverie.memory import journey
from reverie.memory.entries import DELIMITER
from tests.conftest import make_settings

# Each Hermes' own ids for its cards, resolved by its own _locate_memory (0.19 takes the
# source and index; 0.22 takes the node id). 0.22 also answers for the legacy 3-part ids.
HERMES_IDS = """
import inspect, json
from agent import learning_graph
from agent.learning_mutations import _locate_memory
modern = len(inspect.signature(_locate_memory).parameters) == 1
out = {"legacy": {}, "fingerprinted": {}}
for i, card in enumerate(learning_graph._memory_cards()):
    legacy = f"memory:{card['source']}:{i}"
    if modern:
        path, chunks, local = _locate_memory(legacy)
        out["legacy"][legacy] = chunks[local]
        node_id = learning_graph.memory_node_id(card, i)
        path, chunks, local = _locate_memory(node_id)
        out["fingerprinted"][node_id] = chunks[local]
    else:
        path, chunks, local = _locate_memory(card["source"], i)
        out["legacy"][legacy] = chunks[local]
print(json.dumps(out))
"""


def test_hermes_node_ids_resolve_to_the_entries_hermes_means(hermes, home: Path) -> None:
    (home / "memories").mkdir()
    (home / "memories" / "MEMORY.md").write_text(
        DELIMITER.join(["Repo uses ruff", "Deploys on Fridays", "CI runs on Debian"]))
    (home / "memories" / "USER.md").write_text(DELIMITER.join(["Name is Ana", "Likes tea"]))
    settings = make_settings(home, environ={"HOME": str(home.parent)})

    ids = hermes.run_json(HERMES_IDS, home)
    hermes_ids = ids["legacy"]
    assert len(hermes_ids) == 5
    assert len(ids["fingerprinted"]) == (5 if hermes.modern else 0)
    nodes = journey.journey(settings)
    assert {n.hermes_id: n.entry for n in nodes} == hermes_ids
    for node_id, entry in {**hermes_ids, **ids["fingerprinted"]}.items():
        assert journey.find_node(settings, node_id).entry == entry, node_id
    # Reverie's own ids still work beside them.
    ana = journey.find_node(settings, "memory:profile:3")
    assert journey.find_node(settings, ana.node_id) == ana and ana.target == "user"

    with pytest.raises(StagingError, match="Hermes node id"):
        journey.find_node(settings, "memory:profile:1")   # index 1 is a MEMORY.md card
    with pytest.raises(StagingError, match="Hermes node id"):
        journey.find_node(settings, "memory:memory:9")
    with pytest.raises(UsageError, match="not a journey node id"):
        journey.find_node(settings, "memory:profile:-1")

    fridays = {k for k, v in ids["fingerprinted"].items() if v == "Deploys on Fridays"}
    assert journey.delete_node(settings, "memory:memory:1")["success"] is True
    after = hermes.run_json(HERMES_IDS, home)
    assert after["legacy"] == {"memory:memory:0": "Repo uses ruff",
                               "memory:memory:1": "CI runs on Debian",
                               "memory:profile:2": "Name is Ana", "memory:profile:3": "Likes tea"}
    # A fingerprinted id names its text, wherever the entry moved; a deleted one is stale.
    for node_id, entry in after["fingerprinted"].items():
        assert journey.find_node(settings, node_id).entry == entry, node_id
    for node_id in fridays:
        with pytest.raises(StagingError, match="Hermes node id"):
            journey.find_node(settings, node_id)
    if hermes.modern:   # an id from before the delete still names Likes tea (index shifted)
        [tea] = [k for k, v in ids["fingerprinted"].items() if v == "Likes tea"]
        assert tea.split(":")[2] == "4"
        assert journey.find_node(settings, tea).entry == "Likes tea"
